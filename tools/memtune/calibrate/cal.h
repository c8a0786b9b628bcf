/* The steps of `memtune calibrate`, run in this order by cmd_calibrate.c:
 *
 *   knobs         cal_knobs.c     each knob's crossover, in every cache
 *                                 condition it must hold in
 *   measurements  cal_measure.c   strategy curves per op, the aliasing
 *                                 sweep, calibrated vs default knobs vs libc
 *                                 on the shipped distributions (ppc64le:
 *                                 the vector-state breakpoints)
 *                 cal_classes.c   x86: memcpy's rep movsb choice at each
 *                                 class of (dst - src) % 4096
 *   exports       cal_glibc.c     the export strings (glibc tunables, the
 *                                 aarch64 and ppc64 notes) and the glibc
 *                                 check in child processes
 *                 cal_gcc.c       GCC strategies, compiled and timed
 *                                 (gcc.c), and the KBUILD_CFLAGS lines
 *   calibrate.json cal_json.c     docs/calibrate-json.md
 *   summary       cal_summary.c   what the command prints at the end
 *
 * One struct mt_cal holds what each step reads and fills. The library's
 * knobs are written in two places only: cal_apply() (a whole set, between
 * steps) and the prepare hook of the knob implementations (cal_sweep.c),
 * which the bench core calls before each batch, outside the timed region.
 * Pure logic (crossover detection, export formatting, GCC timing, files,
 * processes) stays in the other calibrate/ files, which the unit tests
 * link. */
#ifndef MT_CAL_H
#define MT_CAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "memtune.h"
#include "memtune/knobs.h"
#include "bench/bench.h"
#include "crossover.h"
#include "export.h"
#include "gcc.h"
#include "vecstate.h"

#if defined(__x86_64__)
#define MT_ARCH_X86_TOOL 1
#else
#define MT_ARCH_X86_TOOL 0
#endif
#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
#define MT_ARCH_PPC64LE_TOOL 1
#else
#define MT_ARCH_PPC64LE_TOOL 0
#endif

enum cal_level { CAL_QUICK, CAL_DEFAULT, CAL_FULL };

/* ---- sweeps (cal_sweep.c) ------------------------------------------------ */

struct cal_curve {                  /* one implementation over n sizes */
    char label[32];
    double *med, *lo, *hi;
};

struct cal_sweep {                  /* a set of curves over the same x values */
    enum mt_op op;
    const char *what, *cache, *pattern;
    int aliasing;                   /* size sweeps: (dst - src) % 4096 */
    size_t *x;                      /* sizes or aliasing offsets */
    size_t n, ncurves;
    struct cal_curve *c;
};

void cal_sweep_alloc(struct cal_sweep *s, enum mt_op op, const size_t *x, size_t n, size_t ncurves);
void cal_sweep_free(struct cal_sweep *s);

/* Sizes lo..hi with `per` steps per doubling (multiples of 8 above 64). */
size_t cal_log_sizes(size_t lo, size_t hi, int per, size_t *out, size_t max);
/* Steps per doubling of the knob sweeps at a level. */
int cal_sweep_steps(enum cal_level level);

struct mt_cal;
/* A bench run with the level's budget (target, time, samples). */
void cal_run_defaults(const struct mt_cal *c, struct mt_bench_run *r, enum mt_op op, const struct mt_bench_impl *impls,
                      size_t n);
/* Measures run's implementations over sw->x; fills sw. kind 's': a size
 * sweep (sw->aliasing), 'a': an aliasing sweep (x = offsets, size
 * fixed_size). Sizes up to small_limit in cache_small, above in
 * cache_big. */
int cal_measure_sweep(struct mt_cal *c, struct cal_sweep *sw, struct mt_bench_run *run, char kind, size_t fixed_size,
                      enum mt_bench_cache cache_small, size_t small_limit, enum mt_bench_cache cache_big, size_t diff,
                      char *err, size_t errlen);

/* Knob-controlled implementations: the same ladder (the strategy dispatch
 * uses on this CPU) run under different knob values. The bench core calls
 * the prepare hook before each of the implementation's batches, outside the
 * timed region, so nothing is added to the measured calls and the two stay
 * interleaved. */
#define CAL_SETTING_KNOBS 3
struct cal_knob_setting {
    size_t *knob[CAL_SETTING_KNOBS]; /* knobs of the live set; knob[0] set, the rest may be NULL */
    size_t val[CAL_SETTING_KNOBS];
};
/* The entry is dispatch's for op under the setting: a memcpy setting with
 * memcpy.vec_from non-zero runs the ladder's _rsb entry, as dispatch
 * would install it. */
void cal_knob_impl(struct mt_bench_impl *im, enum mt_op op, const struct cal_knob_setting *set, const char *label);
/* Makes k the library's knobs in force. */
void cal_apply(const struct mt_knobs *k);

/* ---- knobs (cal_knobs.c) -------------------------------------------------- */

/* Non-temporal knobs are swept with the data in the last-level cache while
 * it fits there (limit 0 = a quarter of L3 per buffer, the bench's LLC
 * window) and from DRAM above: measured only cold, non-temporal stores look
 * good from a few hundred KiB (no read-for-ownership, nothing to evict),
 * which is wrong for the copies of cache-resident data most programs make. */
struct knob_task {
    enum mt_op op;
    int knob;                       /* calibrated knob: MT_KNOB_ID(field) */
    int hold;                       /* a second knob held at "never" in both curves, or -1 */
    size_t lo, hi;                  /* sweep range */
    enum mt_bench_cache small, big; /* cache state below/above `limit` */
    size_t limit;
    const char *a_label, *b_label;
    bool zero;                      /* memset stores 0 (the zeroing paths: DC ZVA) */
    bool below;                     /* path B is the default, A is taken below the knob
                                       (memcpy.vec_from): mt_wins_below, conditions lower it */
    int enable;                     /* a knob set to 0 in both curves (the one the
                                       calibrated knob refines), or -1 */
    unsigned aliasing;              /* (dst - src) % 4096 of the sweep and the hot
                                       condition; 0: 2048, and a page-aligned condition;
                                       4096: page-aligned (0) */
    bool cold;                      /* a "cold" condition too: the buffers in no cache
                                       (DRAM), where path B may win what hot loses; for
                                       the copies also "hot src, cold dst" */
    bool offline;                   /* a "hot, dst off a line" condition too (dst 40
                                       bytes past a line boundary, src on one) */
};

#define MAX_XCONDS 4
struct knob_xcond {                 /* a further cache condition (cal_knobs.c) */
    const char *name;
    struct cal_sweep sw;
    size_t bound;                   /* mt_not_slower_from; SIZE_MAX: A wins at the top */
    size_t top;                     /* largest size measured */
};

#define CAL_BALANCED (-2) /* knob_result.binding: balanced over the states */

struct knob_result {
    const struct knob_task *t;
    struct mt_crossover x;          /* the primary sweep's */
    struct cal_sweep sw;
    struct knob_xcond xc[MAX_XCONDS];
    int nxc, binding;               /* binding: index into xc, -1 = primary,
                                       CAL_BALANCED (mt_minimax_value moved it) */
    size_t value;
    size_t rule_value;              /* the value before balancing (mt_combine_bounds) */
    double rule_cost, cost;         /* the worst slowdown over the states at rule_value
                                       and at value (mt_minimax_cost) */
    size_t primary_below;           /* below knobs: the primary sweep's mt_wins_below */
    char evidence[640];
    bool measured;
};

/* What set a knob's value: "primary", a condition's name, or "balanced". */
static inline const char *cal_binding_name(const struct knob_result *k)
{
    return k->binding == CAL_BALANCED ? "balanced" : k->binding < 0 ? "primary" : k->xc[k->binding].name;
}

/* A knob's descriptor by MT_KNOB_ID. */
static inline const struct mt_knob_desc *cal_knob_desc(int id)
{
    size_t n;
    return &mt_knob_table(&n)[id];
}

#define CAL_MAX_TASKS 28
/* The tasks this CPU's ladders read (and, quick, only the copy and set
 * ones): their count. */
int cal_knob_tasks_enabled(const struct mt_cal *c);
/* Step 1: every enabled knob; fills c->kres and c->cal. */
int cal_knobs(struct mt_cal *c, char *err, size_t errlen);
/* The sizes every enabled knob was swept at (the export checks measure
 * elsewhere). */
size_t cal_knob_grid(const struct mt_cal *c, size_t *out, size_t max);

/* ---- measurements (cal_measure.c) ---------------------------------------- */

struct dist_result {
    enum mt_op op;
    char file[160];
    double med[3], lo[3], hi[3], bpn[3];   /* calibrated, defaults, libc */
    double ratio, ratio_lo, ratio_hi;      /* defaults time / calibrated time */
    double vs_libc;                        /* libc time / calibrated time */
};

int cal_curves(struct mt_cal *c, char *err, size_t errlen);
void cal_aliasing(struct mt_cal *c);

/* rep movsb by class of (dst - src) % 4096 (cal_classes.c): memcpy with the
 * calibrated knobs, the vector loop, rep movsb on, the bare instruction and
 * libc, at one distance of each class. */
#define CAL_NCLASSES 5
struct cal_class_def {
    unsigned diff;
    const char *name;
};
extern const struct cal_class_def cal_class_defs[CAL_NCLASSES];
void cal_classes(struct mt_cal *c);
/* 1 if the calibrated memcpy takes rep movsb at class i, size index j;
 * *other: the curve of the path it does not take. */
int cal_class_path(const struct mt_cal *c, int i, size_t j, int *other);
int cal_dists(struct mt_cal *c, char *err, size_t errlen);
void cal_vecstate(struct mt_cal *c);

/* ---- exports (cal_glibc.c, cal_gcc.c) ---------------------------------------------- */

#define CHECK_MAX_REPS 9
struct glibc_row {
    const char *op;
    size_t size;
    int cond;                       /* index into cal_check_cond */
    double def_ns[CHECK_MAX_REPS], tuned_ns[CHECK_MAX_REPS]; /* per paired rep */
    double def_med, tuned_med, ratio, lo, hi;
    int verdict;
    bool control;                   /* no exported tunable changes glibc's path at this size */
};
/* The cache states the glibc check measures, as the knobs were: varying
 * offsets in L2 (the LLC above 128 KiB) and the same buffers every call. */
extern const char *const cal_check_cond[2];

/* `memtune calibrate --glibc-child OP SIZES` (hidden): "size condition ns"
 * lines for libc's OP, timed in a process whose GLIBC_TUNABLES the parent
 * chose. */
int cal_glibc_child(const char *opname, const char *sizes_spec);
/* Steps: the export strings, the glibc check, the GCC strategies. */
void cal_exports(struct mt_cal *c);
void cal_gcc(struct mt_cal *c);

/* ---- output (cal_json.c, cal_summary.c) ----------------------------------- */

int cal_write_json(const struct mt_cal *c, const char *path, char *err, size_t errlen);
void cal_print_summary(const struct mt_cal *c);

/* ---- one calibration ---------------------------------------------------------- */

struct mt_cal {
    /* options */
    enum cal_level level;
    const char *out, *cc;
    bool gcc, glibc;
    int pinned;
    char src[1024];                 /* source or data directory (distributions, report/) */
    void (*progress)(const char *what);
    /* state */
    struct mt_bench_ctx *ctx;
    struct mt_knobs def, cal;       /* built-in defaults; the calibration so far */
    char date[40];
    /* 1. knobs */
    struct knob_result kres[CAL_MAX_TASKS];
    size_t nk;
    bool have_vs;                   /* ppc64le: the vector-state breakpoints */
    struct mt_vs_result vs;
    char vs_text[256];
    /* 2-4. measurements */
    struct cal_sweep curves[5];
    int ncurves;
    struct cal_sweep alias;
    bool have_alias;
    struct cal_sweep classes[CAL_NCLASSES];
    int nclasses;
    struct dist_result dres[64];
    size_t nd;
    /* 5. profile */
    char tun[1024], profile_path[1200], abs_profile[2400];
    /* 6. glibc */
    struct mt_glibc_limits lim;
    char glibc_tun[1024], glibc_notes[1024], diag[2048];
    struct glibc_row grows[64];
    size_t ngrows;
    bool glibc_ok;
    int glibc_verdict, check_reps;
    char gcc_a64[512], gcc_a64_notes[1024]; /* aarch64 */
    char ppc_exports[2048];                 /* ppc64le */
    /* 7. gcc */
    struct mt_gcc_run gruns[4];
    size_t ngr;
    bool gcc_available;
    char kb[2][700];                /* KBUILD_CFLAGS lines: checked kernel-flavor strategies */
    int nkb;
    /* 8-9. files */
    char json_path[1200], report_path[1300];
};

#endif
