/* Exports of calibrated knobs: glibc tunables, GCC inline-strategy strings
 * and the kernel's KBUILD_CFLAGS lines. Pure formatting, unit-tested. */
#ifndef MT_EXPORT_H
#define MT_EXPORT_H

#include <stddef.h>
#include <stdint.h>
#include "memtune/knobs.h"
#include "memtune/cpu.h"

/* What this glibc accepts (from `ld.so --list-tunables`); zeros = unknown. */
struct mt_glibc_limits {
    size_t rep_movsb_min;      /* glibc.cpu.x86_rep_movsb_threshold minimum */
    size_t nt_min, nt_max;     /* x86_non_temporal_threshold bounds */
    /* the values in force without GLIBC_TUNABLES (0 = unknown): the sizes
     * between one of these and the exported value are where tuned glibc
     * takes another path, so they are where the check measures */
    size_t cur_rep_movsb, cur_rep_stosb, cur_nt;
    int has_rep_movsb, has_rep_stosb, has_nt, has_memset_nt;
};
/* Defaults from glibc's source (dl-tunables.list, dl-cacheinfo.h) when the
 * list cannot be read. */
void mt_glibc_limits_default(struct mt_glibc_limits *l);
/* Parses the output of `ld.so --list-tunables`. Returns 0 if any x86 string
 * tunable was found. */
int mt_glibc_limits_parse(const char *text, struct mt_glibc_limits *l);

/* GLIBC_TUNABLES value for the knobs, within glibc's limits. notes gets one
 * line per adjustment made ("rep_movsb threshold raised to glibc's minimum
 * 512"). Returns the length needed. */
size_t mt_export_glibc(const struct mt_knobs *k, const struct mt_glibc_limits *l,
                       char *buf, size_t len, char *notes, size_t nlen);

/* ---- checking an export ------------------------------------------------- */

/* v, moved up by step until it is none of avoid[0..n) (a size off the grid
 * a value was derived on). */
size_t mt_off_grid(size_t v, size_t step, const size_t *avoid, size_t n);
/* Sizes at which an export is checked: where the tuned path differs from the
 * default one, and off the grid the values were derived on (a check at the
 * derivation sizes would only repeat the derivation). For each threshold
 * moved from was to now ({was, now} pairs; SIZE_MAX and anything above cap
 * become cap): 1.3x the lower one, the geometric middle when the two are
 * more than 3x apart, 0.75x the upper one, and a control on each side
 * (0.75x the lower, 3x the upper, within cap). A size on `avoid` moves up
 * by 8; all are multiples of 8, sorted, distinct. Returns the count (at
 * most max). */
size_t mt_check_sizes(const size_t (*moved)[2], size_t nmoved, size_t cap, const size_t *avoid, size_t navoid,
                      size_t *out, size_t max);

enum { MT_CHECK_SLOWER = -1, MT_CHECK_SAME = 0, MT_CHECK_FASTER = 1 };
/* Verdict from reps paired measurements (base[r] and tuned[r] taken back
 * to back, alternating): ratio = the median of base/tuned, lo..hi its range
 * over the reps. Faster: ratio > 1 + tol and every rep > 1; slower: ratio <
 * 1 - tol and every rep < 1; otherwise no difference. reps >= 1; a
 * non-positive time gives no difference with ratio 0. */
int mt_check_verdict(const double *base, const double *tuned, int reps, double tol, double *ratio, double *lo,
                     double *hi);
const char *mt_check_verdict_name(int v); /* "faster", "no difference", "slower" */

/* GCC -m{memcpy,memset}-strategy= value from per-size winners: sizes
 * ascending, best[i] the algorithm name that won at sizes[i]; beyond the last
 * size `tail` (e.g. "libcall"). Runs of the same winner merge; each entry
 * covers sizes up to the last size it won. Returns the length needed. */
size_t mt_export_gcc_strategy(const size_t *sizes, const char *const *best, size_t n,
                              const char *tail, char *buf, size_t len);

/* GCC keeps at most 4 entries per strategy (MAX_STRINGOP_ALGS in
 * gcc/config/i386/i386.h; more gives "size ranges ... should be
 * increasing"). Splits the sizes into at most max_entries runs, each with one
 * algorithm, minimising the summed slowdown vs the per-size fastest
 * (ns[a][i] / min_a ns[a][i]) plus `penalty` per run, so noise does not buy
 * a run. ns is nalgs rows of stride `stride`. Writes the chosen algorithm
 * index per size into choice[]. Returns the total cost. */
double mt_gcc_segment(const double *ns, size_t stride, size_t nalgs, size_t n,
                      size_t max_entries, double penalty, size_t *choice);

/* ppc64le: what glibc, GCC and the kernel offer for the knobs calibrate
 * measures there, one line each ("glibc: ...", "gcc: ...", "kernel: ..."):
 * none of the three has a size threshold that takes the measured VSX
 * breakpoint, and the lines say so and name what does exist. vsx_live /
 * vsx_not_live are the two breakpoints (SIZE_MAX = never, 0 = not measured).
 * Returns the length needed. */
size_t mt_export_ppc64(size_t vsx_live, size_t vsx_not_live, char *buf, size_t len);

/* True for the algorithm names GCC accepts (gcc/config/i386/stringop.def). */
int mt_gcc_alg_valid(const char *alg);

/* aarch64. glibc: no string thresholds exist; buf gets nothing (returns 0)
 * and notes say so, with the glibc.cpu.name this MIDR matches, if any. */
size_t mt_export_glibc_aarch64(uint64_t midr, char *buf, size_t len, char *notes, size_t nlen);
/* glibc 2.36's glibc.cpu.name for a MIDR_EL1, or NULL. */
const char *mt_glibc_aarch64_cpu_name(uint64_t midr);
/* GCC flags: -mcpu= from the MIDR, and with FEAT_MOPS -march=armv8.8-a and
 * the --param=aarch64-mops-*-size-threshold values from the mops_from
 * knobs; notes say what has no GCC knob. Returns the length needed. */
size_t mt_export_gcc_aarch64(uint64_t midr, uint64_t features, const struct mt_knobs *k, char *buf, size_t len,
                             char *notes, size_t nlen);

#endif
