/* memtune — memory primitives with strategies chosen by measured thresholds.
 *
 * The mt_* entry points have the libc signatures and semantics. Each one
 * dispatches, on first call, to the best strategy for this CPU: a size ladder
 * whose crossover sizes are named knobs (see `memtune cpu`), overridable with
 * MEMTUNE_TUNABLES or a profile written by `memtune calibrate`.
 *
 * Environment, read once by mt_init() (or the first call of any mt_*):
 *   MEMTUNE_TUNABLES  knob=value list in glibc's syntax, e.g.
 *                     "memcpy.rep_movsb_from=2048:memcpy.nt_from=33554432"
 *   MEMTUNE_PROFILE   path of a profile file written by `memtune calibrate`
 *   MEMTUNE_FORCE     "memcpy=avx2,memset=rep_stosb": force one strategy per op
 *   MEMTUNE_CPU_DISABLE  "avx512f,fsrm": hide CPU features from dispatch
 * Any malformed value is reported in one line on stderr and changes nothing.
 */
#ifndef MEMTUNE_H
#define MEMTUNE_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the primitives (libc semantics) ---------------------------------- */
void *mt_memcpy(void *restrict dst, const void *restrict src, size_t n);
void *mt_memmove(void *dst, const void *src, size_t n);
void *mt_memset(void *dst, int c, size_t n);
int mt_memcmp(const void *a, const void *b, size_t n);
/* Zero if equal, non-zero otherwise (no ordering), like glibc's __memcmpeq. */
int mt_bcmp(const void *a, const void *b, size_t n);

/* ---- initialisation, tunables, profiles -------------------------------- */
/* Reads the environment, detects the CPU and resolves every entry point.
 * Idempotent and thread-safe; called implicitly by the first mt_* call.
 * Returns 0, or -1 if some environment value was rejected (defaults kept). */
int mt_init(void);

/* Apply a tunables string ("memcpy.rep_movsb_from=2048:..."). All or nothing:
 * on error returns -1, writes a one-line reason into err (if given) and
 * changes no knob. */
int mt_tunables_apply(const char *spec, char *err, size_t errlen);

/* Load a profile file written by `memtune calibrate`. Rejects malformed
 * files and profiles measured on a different CPU; all or nothing. */
int mt_profile_load(const char *path, char *err, size_t errlen);

/* Force one op to one registered strategy ("memcpy", "avx2"); name NULL
 * returns the op to normal dispatch. Returns -1 (and err) for an unknown op
 * or strategy, or one this CPU cannot run. */
int mt_force(const char *op, const char *name, char *err, size_t errlen);

/* ---- fault-tolerant copy (the copy_from_user contract) ----------------- */
/* Copies n bytes; returns the number of bytes NOT copied (0 on success).
 * Exactly the first n - ret bytes of dst equal src; nothing past them is
 * written. A SIGSEGV/SIGBUS inside the copy is absorbed. */
size_t mt_copy_safe(void *dst, const void *src, size_t n);
size_t mt_copy_safe_from(void *dst, const void *src, size_t n); /* only src may fault */
size_t mt_copy_safe_to(void *dst, const void *src, size_t n);   /* only dst may fault */
/* As mt_copy_safe_from, then zero-fills the n - ret bytes not copied. */
size_t mt_copy_safe_zeropad(void *dst, const void *src, size_t n);
/* Reads one aligned-or-not 8-byte word; returns 0 and stores it, or -1. */
int mt_read_safe(uint64_t *out, const void *src);

/* ---- short names (dentry-style) ---------------------------------------- */
/* True iff the len bytes at a and b are equal. */
bool mt_name_eq(const char *a, const char *b, size_t len);
/* Hashes the component that starts at name and ends at '/' or NUL. Returns
 * hash<<32 | length, as the kernel's hash_name(). */
uint64_t mt_hash_name(const char *name);
/* Same hash of a counted string: mt_hash_bytes(s, n) == mt_hash_name(s) when
 * s[n] is '/' or NUL and s[0..n) holds neither. */
uint32_t mt_hash_bytes(const char *s, size_t n);

#ifdef __cplusplus
}
#endif
#endif
