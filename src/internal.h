/* Internal declarations shared by the library's sources. */
#ifndef MEMTUNE_INTERNAL_H
#define MEMTUNE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include "memtune/registry.h"
#include "memtune/knobs.h"

#if defined(__x86_64__)
#define MT_ARCH_X86_64 1
#else
#define MT_ARCH_X86_64 0
#endif
#if defined(__aarch64__)
#define MT_ARCH_AARCH64 1
#else
#define MT_ARCH_AARCH64 0
#endif

/* ppc64le (ELFv2, POWER8 baseline): src/ppc64/, src/cpu/ppc64.c. Big-endian
 * ppc64 builds only the portable code (its role is the byte-order tests). */
#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
#define MT_ARCH_PPC64LE 1
#else
#define MT_ARCH_PPC64LE 0
#endif

/* The knobs in force. Hidden: the ladders read them with a direct
 * RIP-relative load, not one through the GOT; programs reach the same
 * storage through mt_knobs_live() (tunables.c). */
extern struct mt_knobs mt_knobs_local __attribute__((visibility("hidden")));

/* Drop-in libraries (preload/): a group of sources compiled for one of
 * them gets MT_PRELOAD_TIER, and the ladders of that tier then also define
 * libc's names as aliases of themselves (same address, no extra jump).
 * 0: the pointer-dispatched entries (src/dispatch.c), 1: SSE2, 2: AVX2,
 * 3: AVX-512. Undefined in libmemtune itself. */
#define MT_TIER_PTR 0
#define MT_TIER_SSE2 1
#define MT_TIER_AVX2 2
#define MT_TIER_AVX512 3
#define MT_LIBC_ALIAS(name, target)                                            \
    extern __typeof__(target) name __attribute__((alias(#target), visibility("default")))
#define MT_LIBC_ALIASES(memcpy_fn, memmove_fn)                                 \
    MT_LIBC_ALIAS(memcpy, memcpy_fn);                                          \
    MT_LIBC_ALIAS(memmove, memmove_fn)
#define MT_LIBC_CMP_ALIASES(memcmp_fn, bcmp_fn)                                \
    MT_LIBC_ALIAS(memcmp, memcmp_fn);                                          \
    MT_LIBC_ALIAS(bcmp, bcmp_fn);                                              \
    MT_LIBC_ALIAS(__memcmpeq, bcmp_fn)

#define MT_LIKELY(x) __builtin_expect(!!(x), 1)
#define MT_UNLIKELY(x) __builtin_expect(!!(x), 0)

/* Strategy prototypes (mt_<op>_<name>, libc signatures; the ladders'
 * mt_<op>_<name>_path), from the list of strategies. */
#include "strategies.h"

/* DC ZVA block size the memset ladders may use: 0 (never) until the CPU is
 * detected, and whenever DC ZVA is prohibited or hidden (dczva); set by
 * src/cpu/aarch64.c when the features in effect change. */
extern unsigned mt_a64_zva_bytes __attribute__((visibility("hidden")));
/* SVE vector length in bytes (rdvl); call only where SVE runs. */
unsigned mt_a64_sve_bytes(void) __attribute__((visibility("hidden")));

/* Environment access that is safe inside an LD_PRELOADed library before
 * libc is fully initialised (no allocation, no stdio). NULL for every name
 * in secure mode (AT_SECURE: setuid, setgid, capabilities; env.c). */
const char *mt_getenv(const char *name);
/* 1 in secure mode (getauxval(AT_SECURE)); not for ifunc resolvers. */
int mt_secure(void);
/* Message building without stdio: append s (or v in decimal) at buf[k],
 * keep buf NUL-terminated within cap; return the new length. */
size_t mt_msg_put(char *buf, size_t cap, size_t k, const char *s);
size_t mt_msg_putu(char *buf, size_t cap, size_t k, size_t v);
/* err = prefix, then at most 100 bytes of text[0..len) (stopping at a
 * NUL), then suffix; truncated to errlen. No allocation, no stdio. */
void mt_errmsg(char *err, size_t errlen, const char *prefix, const char *text, size_t len,
               const char *suffix);
/* One line on stderr with write(2): "memtune: <msg>\n". */
void mt_warn(const char *msg);
/* 1 if an entry of the environment the process started with
 * (/proc/self/environ) starts with one of names (a NULL-terminated list of
 * strings up to 31 bytes, e.g. "MEMTUNE_FORCE="), 0 if none does, -1 if
 * unreadable. Raw system calls only: safe in an ifunc resolver. x86-64
 * Linux. */
int mt_env_at_start_has(const char *const *names);
/* 1 if the environment the process started with names the knob (its
 * name, e.g. "memcpy.vec_from") in MEMTUNE_TUNABLES or in the file
 * MEMTUNE_PROFILE names (read with raw system calls, up to 8 KiB), else 0.
 * A mention, not a value: a resolver binds an entry that reads the knob
 * (which then may be 0), the constructor parses it. x86-64 Linux. */
int mt_env_at_start_names(const char *knob);
/* AT_SECURE from /proc/self/auxv with raw system calls (for the ifunc
 * resolvers): 1 secure, 0 not, -1 unreadable. x86-64 Linux. */
int mt_secure_at_start(void);

/* mt_knobs_parse; quote = false: errors give the entry's position and
 * never the text (for profiles, whose contents are not echoed). */
int mt_knobs_parse_ex(struct mt_knobs *k, const char *spec, char *err, size_t errlen, bool quote);
/* Reads a profile file into *k (all or nothing); profile.c. */
int mt_profile_load_into(struct mt_knobs *k, const char *path, char *err, size_t errlen);
/* Parses profile text; same contract. */
int mt_profile_parse(struct mt_knobs *k, const char *text, size_t len, char *err, size_t errlen);

/* True if MEMTUNE_CPU_DISABLE was malformed (reported, nothing disabled). */
int mt_cpu_env_rejected(void);

/* Resolves features (cpu.c, per arch). full = 0: what the library itself
 * needs (identity, features, the L3 size); full = 1: also the brand string
 * and every cache level, for mt_cpu(). Returns 1 when *ci is complete. */
int mt_cpu_detect_arch(struct mt_cpu_info *ci, int full);
/* The library's own view of the CPU: mt_cpu() without the brand string and
 * the cache list below the L3 (x86-64 under a hypervisor: each CPUID left
 * out is an exit saved in every process; cpu.c). */
const struct mt_cpu_info *mt__cpu_core(void);
/* Set by a constructor (cpu.c): libc is relocated and initialised, so
 * x86.c may read the CPUID leaves glibc keeps instead of executing CPUID. */
extern int mt__libc_ready;
/* Called after `features` changed (detection, mt_cpu_disable): state the
 * ladders read besides the knobs (aarch64: the DC ZVA block). */
void mt_cpu_features_changed(const struct mt_cpu_info *ci);
/* x86-64: the MT_CPU_* bits from CPUID/XGETBV alone, safe in an ifunc
 * resolver (no libc). */
uint64_t mt_cpu_arch_features(void);
/* The pointer-dispatched entries (what mt_dispatch_entry(op) returns),
 * hidden: direct calls from the drop-in library's entries (preload/). */
void *mt__ptr_memcpy(void *restrict d, const void *restrict s, size_t n);
void *mt__ptr_memmove(void *d, const void *s, size_t n);
void *mt__ptr_memset(void *d, int c, size_t n);
int mt__ptr_memcmp(const void *a, const void *b, size_t n);
int mt__ptr_bcmp(const void *a, const void *b, size_t n);
bool mt__ptr_name_eq(const char *a, const char *b, size_t n);
/* mt_dispatch_entry under a hidden name: a direct call, safe in a resolver. */
void (*mt__dispatch_entry_local(enum mt_op op))(void);
#if MT_ARCH_X86_64
/* The ladder dispatch binds op to on a CPU with features f, from code alone
 * (no table, no relocation): usable in ifunc resolvers of an object not yet
 * relocated (src/dispatch.c). mt__best_ladder is the same choice read from
 * the registry, for the test that they agree. */
void (*mt__ladder_pick(enum mt_op op, uint64_t f))(void);
const struct mt_strategy *mt__best_ladder(enum mt_op op, uint64_t features);
/* The entry a knob selects in place of that ladder (memcpy.vec_from: the
 * ladder's _rsb entry), from code alone; NULL if it has none. */
void (*mt__knob_entry_pick(enum mt_op op, void (*ladder)(void)))(void);
#endif
#if MT_IFUNC
/* 1 when the entries may be bound at load time (no MEMTUNE_* variable at
 * start, /proc/self/environ readable); raw system calls only. */
int mt__load_time_ok(void);
#endif
/* ppc64le: the MT_CPU_* bits of an AT_HWCAP/AT_HWCAP2 pair (src/cpu/ppc64.c). */
uint64_t mt_cpu_ppc64_features(unsigned long hwcap, unsigned long hwcap2);
/* mt_strategies under a hidden name (src/registry.c), for the same reason. */
const struct mt_strategy *mt__strategies_local(size_t *count);

#endif
