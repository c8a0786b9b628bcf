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
    /* ppc64le (src/ppc64/): appended, so the x86 ladders' offsets hold. */
    size_t memcpy_vsx_from;         /* VSX cache-line loop from this size (POWER7's 4096) */
    size_t memmove_vsx_from;        /* the same for memmove, both directions */
    size_t memset_dcbz_from;        /* memset to zero clears whole cache blocks with dcbz */
};

/* The values in force, read by the ladders on every call (plain loads). */
extern struct mt_knobs mt_knobs;

struct mt_knob_desc {
    const char *name;      /* "memcpy.rep_movsb_from" */
    size_t offset;         /* offsetof(struct mt_knobs, ...) */
    const char *doc;
    uint64_t needs;        /* MT_CPU_* bits of the only ladders that read it
                            * (sse2: the x86-64 knobs, vsx: ppc64le's); a
                            * knob is inert where they are missing */
};

/* All knobs, in a stable order. */
const struct mt_knob_desc *mt_knob_table(size_t *count);
const struct mt_knob_desc *mt_knob_find(const char *name);
static inline size_t *mt_knob_ptr(struct mt_knobs *k, const struct mt_knob_desc *d)
{
    return (size_t *)((char *)k + d->offset);
}
/* The built-in defaults for a feature set (no environment, no profile). */
void mt_knobs_defaults(struct mt_knobs *k, uint64_t features);
/* Parses a tunables string into *k (starting from its current values).
 * All or nothing: -1 and a one-line err on the first problem. */
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
