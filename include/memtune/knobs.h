/* Thresholds: named knobs with a built-in default per CPU feature set, a
 * documented meaning, an override (MEMTUNE_TUNABLES, profile) and a line in
 * `memtune cpu`. A knob "X_from" is the smallest size at which path X is
 * taken: 0 = always, SIZE_MAX ("never") = never. Calibration only changes
 * values. */
#ifndef MEMTUNE_KNOBS_H
#define MEMTUNE_KNOBS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library is built with -fvisibility=hidden; what is declared here is
 * its exported interface. */
#pragma GCC visibility push(default)

struct mt_knobs {
    size_t memcpy_rep_movsb_from;   /* rep movsb from this size ... */
    size_t memcpy_nt_from;          /* ... non-temporal stores from this size */
    size_t memmove_rep_movsb_from;  /* forward, non-overlapping-in-the-bad-way copies */
    size_t memmove_nt_from;
    size_t memset_rep_stosb_from;
    size_t memset_nt_from;
    size_t memcmp_repe_cmpsb_from;  /* repe cmpsb (FSRCS CPUs) from this size */
    size_t bcmp_repe_cmpsb_from;
    /* aarch64 (appended: the x86 assembly ladders use the offsets above) */
    size_t memcpy_mops_from;        /* ladder_mops: cpyf* (FEAT_MOPS) from this size */
    size_t memmove_mops_from;       /* ladder_mops: cpyp/cpym/cpye from this size */
    size_t memset_mops_from;        /* ladder_mops: setp/setm/sete from this size */
    size_t memset_dc_zva_from;      /* zeroing with DC ZVA from this size (when permitted) */
    size_t memcmp_sve_from;         /* ladder_sve: the SVE loop from this size */
    size_t bcmp_sve_from;
    /* ppc64le (src/ppc64/): appended, so the x86 ladders' offsets hold. */
    size_t memcpy_vsx_from;         /* VSX cache-line loop from this size (POWER7's 4096) */
    size_t memmove_vsx_from;        /* the same for memmove, both directions */
    size_t memset_dcbz_from;        /* memset to zero clears whole cache blocks with dcbz */
};

/* The values in force, read by the ladders on every call (plain loads):
 * mt_knobs_live()->memcpy_nt_from = 32 << 20; takes effect at the next call.
 * A function, not an exported variable: a program (PIE or not) linked
 * against libmemtune.so gets a copy of any exported data object in its own
 * image (R_X86_64_COPY) while the library's ladders keep reading theirs, so
 * the program would read stale values and its writes would be ignored.
 * The pointer is the library's own storage and never changes. (The name
 * mt_knobs stays the struct's; a macro of that name would rewrite the tag.) */
struct mt_knobs *mt_knobs_live(void);
#define MEMTUNE_KNOBS_ACCESSOR 1

struct mt_knob_desc {
    const char *name;      /* "memcpy.rep_movsb_from" */
    size_t offset;         /* offsetof(struct mt_knobs, ...) */
    const char *doc;
    /* Values mt_knobs_parse accepts: "never" (SIZE_MAX), min and above,
     * and 0 ("always") if zero_ok. Below min a path only makes sense as
     * "always", or not at all:
     *   *.nt_from            16K..  (glibc's floor is 0x4040: non-temporal
     *                        stores for copies that fit in L1 evict the
     *                        data the program is about to read)
     *   *.rep_movsb_from, memset.rep_stosb_from
     *                        0 or 128..  (the ladders consider rep movsb
     *                        only above 64-128 B: a smaller value means
     *                        "always" and is written 0)
     *   *.repe_cmpsb_from    0 or 16..   (calibrate's smallest size)
     * Direct writes through mt_knobs_live() are not checked. */
    size_t min;
    int zero_ok;
    /* Where a ladder reads it: the architecture ("x86_64", "aarch64", "ppc64"; NULL
     * = every one) and the CPU features of the ladders that read it. Every
     * knob parses everywhere (a profile or tunables string names knobs of
     * any architecture); tests, `memtune cpu` and calibrate look only at
     * the knobs that apply (mt_knob_applies). */
    const char *arch;
    uint64_t needs;
};

/* All knobs, in a stable order. */
const struct mt_knob_desc *mt_knob_table(size_t *count);
const struct mt_knob_desc *mt_knob_find(const char *name);
/* 1 if a ladder of this build reads the knob on a CPU with `features`:
 * the knob's architecture is this one and the features it needs are there. */
int mt_knob_applies(const struct mt_knob_desc *d, uint64_t features);
/* 1 if the knob is read on this architecture at all (features aside). */
int mt_knob_this_arch(const struct mt_knob_desc *d);
static inline size_t *mt_knob_ptr(struct mt_knobs *k, const struct mt_knob_desc *d)
{
    return (size_t *)((char *)k + d->offset);
}
/* The built-in defaults for a feature set (no environment, no profile). */
void mt_knobs_defaults(struct mt_knobs *k, uint64_t features);
/* Parses a tunables string into *k (starting from its current values).
 * All or nothing: -1 and a one-line err on the first problem (a value out
 * of the knob's range included: the message gives the range). */
int mt_knobs_parse(struct mt_knobs *k, const char *spec, char *err, size_t errlen);
/* Formats k as a tunables string (only knobs that differ from base, or all
 * if base is NULL). Returns the length that was needed. */
size_t mt_knobs_format(const struct mt_knobs *k, const struct mt_knobs *base,
                       char *buf, size_t buflen);
/* Parses one size: decimal, 0x hex, K/M/G suffix (powers of 1024), "never"
 * or "max" for SIZE_MAX. Returns -1 on anything else. */
int mt_parse_size(const char *s, size_t len, size_t *out);

/* Re-resolves every entry point (after changing knobs, forcing or masking
 * CPU features); for tests and the tool. Not thread-safe against callers. */
void mt_dispatch_reset(void);

#pragma GCC visibility pop

#ifdef __cplusplus
}
#endif
#endif
