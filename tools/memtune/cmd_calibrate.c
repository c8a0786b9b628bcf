/* memtune calibrate: this CPU's crossovers, as a profile for libmemtune and
 * as exports for glibc, GCC and the kernel build.
 *
 * How a knob is calibrated. A knob "X_from" decides where the op's ladder
 * (the strategy dispatch uses on this CPU) switches to path X. We measure
 * that ladder twice at each size of a sweep, interleaved in one bench run:
 * once with the knob "never" (curve A, path off) and once with it 0 (curve
 * B, path on); the bench core sets the knob before each batch, outside the
 * timed region, so the curves differ only in the path taken. The
 * crossover (calibrate/crossover.h) is the size from which B is never slower
 * and proven faster; noise widens its range instead of moving it. Knobs are
 * calibrated in dependency order (rep movsb before non-temporal, whose A
 * curve uses the calibrated rep movsb value).
 *
 * Then, with the calibrated knobs: size sweeps of every strategy, the
 * dispatching entry and libc for the report; a (dst - src) % 4096 sweep of
 * rep movsb at 64 B; calibrated vs default knobs vs libc on the shipped size
 * distributions; and the exports, each validated by measurement (a child
 * process with GLIBC_TUNABLES vs default glibc; compiled constant-size
 * copies for every GCC strategy). */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "tool.h"
#include "memtune.h"
#include "memtune/cpu.h"
#include "memtune/knobs.h"
#include "memtune/registry.h"
#include "bench/bench.h"
#include "calibrate/crossover.h"
#include "calibrate/export.h"
#include "calibrate/files.h"
#include "calibrate/gcc.h"
#include "calibrate/spawn.h"
#include "calibrate/vecstate.h"

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

/* ---- options --------------------------------------------------------------- */

enum level { QUICK, DEFAULT, FULL };

struct opts {
    enum level level;
    const char *out;
    int cpu;
    bool gcc, glibc, report;
    const char *cc;
    const char *distdir;
};

/* ---- progress ------------------------------------------------------------- */

static bool tty;
static double t_start;
static int steps_done, steps_total;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void progress(const char *what)
{
    steps_done++;
    if (!tty)
        return;
    int w = 30, fill = steps_total ? steps_done * w / steps_total : 0;
    if (fill > w)
        fill = w;
    fprintf(stderr, "\r[%.*s%*s] %3d%% %5.1fs %-40.40s", fill, "##############################", w - fill, "",
            steps_total ? steps_done * 100 / steps_total : 0, now_s() - t_start, what);
    fflush(stderr);
}

static void progress_done(void)
{
    if (tty)
        fprintf(stderr, "\r%*s\r", 90, "");
}

/* ---- knob-controlled implementations -------------------------------------- */

/* Two "implementations" that are the same ladder (the strategy dispatch
 * uses on this CPU) run under different knob values: the bench core calls
 * each one's prepare hook before its batches, outside the timed region, so
 * nothing is added to the measured calls and the two stay interleaved. */
static size_t *g_knob[2];          /* up to two knobs per op */
static size_t g_val[2][2];         /* [implementation][knob] */

static void set_knobs(const struct mt_bench_impl *im)
{
    const size_t *v = im->prepare_arg;
    *g_knob[0] = v[0];
    if (g_knob[1])
        *g_knob[1] = v[1];
}

static void make_knob_impl(struct mt_bench_impl *im, enum mt_op op, int which, const char *label)
{
    memset(im, 0, sizeof *im);
    snprintf(im->name, sizeof im->name, "%s", label);
    snprintf(im->label, sizeof im->label, "%s", label);
    im->kind = MT_BENCH_IMPL_ENTRY;
    im->fn.any = mt_dispatch_current(op)->fn.any;
    im->prepare = set_knobs;
    im->prepare_arg = g_val[which];
}

/* ---- measurement helpers ---------------------------------------------------- */

struct curve {                      /* one implementation over n sizes */
    char label[32];
    double *med, *lo, *hi;
};

struct sweep {                      /* a set of curves over the same x values */
    enum mt_op op;
    const char *what, *cache, *pattern;
    int aliasing;                   /* size sweeps: (dst - src) % 4096 */
    size_t *x;                      /* sizes or aliasing offsets */
    size_t n, ncurves;
    struct curve *c;
};

static void sweep_alloc(struct sweep *s, enum mt_op op, const size_t *x, size_t n, size_t ncurves)
{
    memset(s, 0, sizeof *s);
    s->op = op;
    s->x = malloc(n * sizeof *s->x);
    memcpy(s->x, x, n * sizeof *x);
    s->n = n;
    s->ncurves = ncurves;
    s->aliasing = 2048;
    s->c = calloc(ncurves, sizeof *s->c);
    for (size_t i = 0; i < ncurves; i++) {
        s->c[i].med = calloc(n, sizeof(double));
        s->c[i].lo = calloc(n, sizeof(double));
        s->c[i].hi = calloc(n, sizeof(double));
    }
}

static void sweep_free(struct sweep *s)
{
    for (size_t i = 0; i < s->ncurves; i++) {
        free(s->c[i].med);
        free(s->c[i].lo);
        free(s->c[i].hi);
    }
    free(s->c);
    free(s->x);
}

static struct mt_bench_ctx *ctx;
static enum level g_level;

static void run_defaults(struct mt_bench_run *r, enum mt_op op, const struct mt_bench_impl *impls, size_t n)
{
    mt_bench_run_init(r, op);
    r->impls = impls;
    r->nimpl = n;
    r->baseline = (size_t)-1;
    r->target = g_level == FULL ? 0.01 : 0.02;
    r->max_seconds = g_level == QUICK ? 0.02 : g_level == DEFAULT ? 0.05 : 0.25;
    r->min_samples = g_level == QUICK ? 8 : 16;
}

/* Measures impls over x; fills sw. kind: 's' size sweep, 'a' aliasing
 * sweep (x = offsets, size fixed). */
static int measure_sweep(struct sweep *sw, struct mt_bench_run *run, char kind, size_t fixed_size,
                         enum mt_bench_cache cache_small, size_t small_limit, enum mt_bench_cache cache_big,
                         size_t diff, char *err, size_t errlen)
{
    struct mt_bench_result *res = calloc(run->nimpl, sizeof *res);
    if (!res)
        return -1;
    for (size_t i = 0; i < sw->n; i++) {
        struct mt_bench_config cfg;
        mt_bench_config_init(&cfg, kind == 'a' ? fixed_size : sw->x[i]);
        /* Size sweeps place dst half a page from src ((dst - src) % 4096 =
         * 2048) unless the sweep asks otherwise: a distance of 1..255
         * takes the ladders' 4K-aliasing path, not the one a typical pair
         * of unrelated buffers takes; 0 (two page-aligned blocks) is a
         * knob condition of its own (knob_conds). */
        cfg.aliasing = kind == 'a' ? (int)sw->x[i] : sw->aliasing;
        cfg.cache = cfg.size <= small_limit ? cache_small : cache_big;
        cfg.diff_pos = diff;
        struct mt_bench_point pt;
        if (mt_bench_measure(ctx, run, &cfg, res, &pt, err, errlen) != 0) {
            free(res);
            return -1;
        }
        for (size_t k = 0; k < run->nimpl; k++) {
            sw->c[k].med[i] = res[k].ns.median;
            sw->c[k].lo[i] = res[k].ns.ci_lo;
            sw->c[k].hi[i] = res[k].ns.ci_hi;
        }
    }
    for (size_t k = 0; k < run->nimpl; k++)
        snprintf(sw->c[k].label, sizeof sw->c[k].label, "%s", run->impls[k].label);
    free(res);
    return 0;
}

/* Sizes lo..hi with `per` steps per doubling (rounded to multiples of 8
 * above 64). */
static size_t log_sizes(size_t lo, size_t hi, int per, size_t *out, size_t max)
{
    size_t n = 0;
    for (double s = (double)lo; s <= (double)hi * 1.0001 && n < max; s *= pow(2.0, 1.0 / per)) {
        size_t v = (size_t)(s + 0.5);
        if (v > 64)
            v = (v + 7) / 8 * 8;
        if (n && v <= out[n - 1])
            continue;
        out[n++] = v;
    }
    return n;
}

/* ---- knob calibration ------------------------------------------------------ */

/* Non-temporal knobs are swept with the data in the last-level cache while
 * it fits there (limit 0 = a quarter of L3 per buffer, the bench's LLC
 * window) and from DRAM above: measured only cold, non-temporal stores look
 * good from a few hundred KiB (no read-for-ownership, nothing to evict),
 * which is wrong for the copies of cache-resident data most programs make. */
struct knob_task {
    enum mt_op op;
    const char *knob;               /* calibrated knob */
    const char *hold;               /* a second knob held at "never" in both curves, or NULL */
    size_t lo, hi;                  /* sweep range */
    enum mt_bench_cache small, big; /* cache state below/above `limit` */
    size_t limit;
    const char *a_label, *b_label;
    bool zero;                      /* memset stores 0 (the zeroing paths: DC ZVA) */
};

/* A crossover must hold in the cache states programs run in, not only in
 * the one it was swept in. The primary sweep (the task's: varying offsets,
 * each call finds its buffers where earlier calls left them) finds the
 * crossover; further conditions re-measure the sizes that fit in half the
 * L2 and can only raise the knob (mt_combine_bounds):
 *   hot: the same buffers every call (a loop over one buffer; what most
 *        microbenchmarks and many programs do). rep movsb measured at
 *        varying offsets in L2 made hot 2 KiB copies 1.8x slower (issue 16);
 *        non-temporal stores measured from the LLC lose to a copy whose
 *        buffers stay in L2 or L3.
 *   page-aligned (copies): hot, (dst - src) % 4096 == 0, what two large
 *        malloc blocks give; the ladders take rep movsb there.
 * The value is the largest bound: the knob switches only where the B path
 * is not slower in any measured state. */
#define MAX_XCONDS 2
struct knob_xcond {
    const char *name;
    struct sweep sw;
    size_t bound;                   /* mt_not_slower_from; SIZE_MAX: A wins at the top */
    size_t top;                     /* largest size measured */
};

struct knob_result {
    const struct knob_task *t;
    struct mt_crossover x;          /* the primary sweep's */
    struct sweep sw;
    struct knob_xcond xc[MAX_XCONDS];
    int nxc, binding;               /* binding: index into xc, -1 = primary */
    size_t value;
    char evidence[400];
    bool measured;
};

static const struct knob_task tasks[] = {
    { MT_OP_MEMCPY, "memcpy.rep_movsb_from", "memcpy.nt_from", 192, 4u << 20, MT_BENCH_L2, MT_BENCH_LLC, 128u << 10, "vector (rep movsb off)", "rep movsb on", false },
    { MT_OP_MEMCPY, "memcpy.nt_from", NULL, 256u << 10, 64u << 20, MT_BENCH_LLC, MT_BENCH_DRAM, 0, "temporal", "non-temporal on", false },
    { MT_OP_MEMMOVE, "memmove.rep_movsb_from", "memmove.nt_from", 192, 4u << 20, MT_BENCH_L2, MT_BENCH_LLC, 128u << 10, "vector (rep movsb off)", "rep movsb on", false },
    { MT_OP_MEMMOVE, "memmove.nt_from", NULL, 256u << 10, 64u << 20, MT_BENCH_LLC, MT_BENCH_DRAM, 0, "temporal", "non-temporal on", false },
    { MT_OP_MEMSET, "memset.rep_stosb_from", "memset.nt_from", 192, 4u << 20, MT_BENCH_L2, MT_BENCH_LLC, 128u << 10, "vector (rep stosb off)", "rep stosb on", false },
    { MT_OP_MEMSET, "memset.nt_from", NULL, 256u << 10, 64u << 20, MT_BENCH_LLC, MT_BENCH_DRAM, 0, "temporal", "non-temporal on", false },
    { MT_OP_MEMCMP, "memcmp.repe_cmpsb_from", NULL, 16, 16u << 10, MT_BENCH_L1, MT_BENCH_L2, 4u << 10, "vector (repe cmpsb off)", "repe cmpsb on", false },
    { MT_OP_BCMP, "bcmp.repe_cmpsb_from", NULL, 16, 16u << 10, MT_BENCH_L1, MT_BENCH_L2, 4u << 10, "vector (repe cmpsb off)", "repe cmpsb on", false },
    /* aarch64 (only where the knob applies: mt_knob_applies) */
    { MT_OP_MEMSET, "memset.dc_zva_from", "memset.mops_from", 128, 4u << 20, MT_BENCH_L2, MT_BENCH_LLC, 128u << 10, "stores (DC ZVA off)", "DC ZVA on", true },
    { MT_OP_MEMCPY, "memcpy.mops_from", NULL, 8, 64u << 10, MT_BENCH_L1, MT_BENCH_L2, 8u << 10, "NEON ladder (MOPS off)", "cpyf* on", false },
    { MT_OP_MEMMOVE, "memmove.mops_from", NULL, 8, 64u << 10, MT_BENCH_L1, MT_BENCH_L2, 8u << 10, "NEON ladder (MOPS off)", "cpy* on", false },
    { MT_OP_MEMSET, "memset.mops_from", NULL, 8, 64u << 10, MT_BENCH_L1, MT_BENCH_L2, 8u << 10, "NEON ladder (MOPS off)", "set* on", false },
    { MT_OP_MEMCMP, "memcmp.sve_from", NULL, 8, 16u << 10, MT_BENCH_L1, MT_BENCH_L2, 4u << 10, "NEON ladder (SVE off)", "SVE loop on", false },
    { MT_OP_BCMP, "bcmp.sve_from", NULL, 8, 16u << 10, MT_BENCH_L1, MT_BENCH_L2, 4u << 10, "NEON ladder (SVE off)", "SVE loop on", false },
    /* ppc64le: the scalar line loop against the VSX line loop (seed 004),
     * hot as the seed measured (L1, L2 above 16 KiB). This is the "vector
     * state live" condition: the bench core calls the ladder back to back.
     * The other condition is measured after the knobs (vecstate.h).
     * memset.dcbz_from is not calibrated: the bench stores 0xa5, and dcbz
     * only serves memset(p, 0, n). */
    { MT_OP_MEMCPY, "memcpy.vsx_from", NULL, 256, 64u << 10, MT_BENCH_L1, MT_BENCH_L2, 16u << 10, "scalar lines (vsx off)", "vsx loop on", false },
    { MT_OP_MEMMOVE, "memmove.vsx_from", NULL, 256, 64u << 10, MT_BENCH_L1, MT_BENCH_L2, 16u << 10, "scalar lines (vsx off)", "vsx loop on", false },
};
#define NTASKS (sizeof tasks / sizeof tasks[0])

static bool task_enabled(const struct knob_task *t)
{
    /* a knob no ladder of this CPU reads: nothing to measure */
    const struct mt_knob_desc *kd = mt_knob_find(t->knob);
    if (!kd || !mt_knob_applies(kd, mt_cpu()->features))
        return false;
    if (g_level != QUICK)
        return true;
    /* quick: the copy and set knobs only */
    return t->op == MT_OP_MEMCPY || t->op == MT_OP_MEMSET;
}

/* Measures the further conditions over the primary sizes whose two
 * buffers fit in the cache the task starts in (the L2; the L3 for the
 * non-temporal knobs, swept from the LLC up): at least three of them, or
 * none is measured. */
static int knob_xconds(const struct knob_task *t, struct knob_result *kr, struct mt_bench_run *run,
                       const size_t *sizes, size_t n, char *err, size_t errlen)
{
    const struct mt_cpu_info *ci = mt_cpu();
    size_t l2 = ci->l2 ? ci->l2 : 1u << 20, l3 = ci->l3 ? ci->l3 : 8u << 20;
    size_t hold = (t->small >= MT_BENCH_LLC ? l3 : l2) / 2, m = 0;
    while (m < n && sizes[m] <= hold)
        m++;
    kr->nxc = 0;
    if (m < 3)
        return 0;
    bool copy = t->op == MT_OP_MEMCPY || t->op == MT_OP_MEMMOVE;
    int nc = copy && g_level != QUICK ? 2 : 1;
    run->pattern = MT_BENCH_FIXED;
    for (int c = 0; c < nc; c++) {
        struct knob_xcond *e = &kr->xc[c];
        e->name = c == 0 ? "hot" : "hot, page-aligned";
        sweep_alloc(&e->sw, t->op, sizes, m, 2);
        e->sw.what = t->knob;
        e->sw.cache = "L1 (the same buffers every call; L2 above L1)";
        e->sw.pattern = "fixed";
        e->sw.aliasing = c == 0 ? 2048 : 0;
        kr->nxc = c + 1;
        /* cache L1 with the fixed pattern: one buffer pair, hot in the
         * smallest cache that holds it */
        if (measure_sweep(&e->sw, run, 's', 0, MT_BENCH_L1, SIZE_MAX, MT_BENCH_L1, MT_BENCH_DIFF_NONE, err, errlen) != 0)
            return -1;
        snprintf(e->sw.c[0].label, sizeof e->sw.c[0].label, "%s", t->a_label);
        snprintf(e->sw.c[1].label, sizeof e->sw.c[1].label, "%s", t->b_label);
        struct mt_xcurve a = { e->sw.c[0].med, e->sw.c[0].lo, e->sw.c[0].hi };
        struct mt_xcurve b = { e->sw.c[1].med, e->sw.c[1].lo, e->sw.c[1].hi };
        e->bound = mt_not_slower_from(sizes, m, a, b, 0.02);
        e->top = sizes[m - 1];
    }
    return 0;
}

/* evidence: the primary's description, then each condition's bound and
 * which one set the value */
static void describe_knob(struct knob_result *kr)
{
    char p[200];
    mt_crossover_describe(&kr->x, p, sizeof p);
    int at = snprintf(kr->evidence, sizeof kr->evidence, "%s", p);
    for (int c = 0; c < kr->nxc && at < (int)sizeof kr->evidence; c++) {
        const struct knob_xcond *e = &kr->xc[c];
        if (e->bound == SIZE_MAX)
            at += snprintf(kr->evidence + at, sizeof kr->evidence - (size_t)at, "; %s: a faster up to %zu B%s", e->name,
                           e->top, c == kr->binding ? " (binds)" : "");
        else
            at += snprintf(kr->evidence + at, sizeof kr->evidence - (size_t)at, "; %s: b not slower from %zu B%s",
                           e->name, e->bound, c == kr->binding ? " (binds)" : "");
    }
}

static int calibrate_knob(const struct knob_task *t, struct knob_result *kr, struct mt_knobs *cal,
                          char *err, size_t errlen)
{
    memset(kr, 0, sizeof *kr);
    kr->t = t;
    const struct mt_knob_desc *kd = mt_knob_find(t->knob), *hd = t->hold ? mt_knob_find(t->hold) : NULL;
    /* the ladder reads the live knobs: start from the calibrated values so
     * far, then the wrappers set the knob under test (and the held one) */
    *mt_knobs_live() = *cal;
    g_knob[0] = mt_knob_ptr(mt_knobs_live(), kd);
    g_knob[1] = hd ? mt_knob_ptr(mt_knobs_live(), hd) : NULL;
    g_val[0][0] = SIZE_MAX;
    g_val[1][0] = 0;
    g_val[0][1] = g_val[1][1] = SIZE_MAX;
    struct mt_bench_impl impls[2];
    make_knob_impl(&impls[0], t->op, 0, "off");
    make_knob_impl(&impls[1], t->op, 1, "on");
    snprintf(impls[0].label, sizeof impls[0].label, "knob off");
    snprintf(impls[1].label, sizeof impls[1].label, "knob on");
    size_t sizes[128];
    int per = g_level == QUICK ? 1 : g_level == DEFAULT ? 2 : 4;
    size_t n = log_sizes(t->lo, t->hi, per, sizes, 128);
    struct mt_bench_run run;
    run_defaults(&run, t->op, impls, 2);
    run.pattern = MT_BENCH_OFFSETS;
    if (t->zero)
        run.set_value = 0;
    if (t->big == MT_BENCH_DRAM)
        run.max_seconds *= 6; /* few calls per second at these sizes, and the noisiest */
    /* Non-temporal stores evict the buffers the two curves share: timed
     * right after them, the temporal path found its data gone and read
     * 3.4x slower (1 MiB hot: 94 us vs 27.5 in `memtune bench memcpy
     * --sizes 1M --cache L1 --pattern fixed --impl ladder_avx2`, Zen 3),
     * which exported an nt threshold that made glibc 1.7x slower at 0.7..6
     * MiB in the glibc check. Each batch runs once untimed first. */
    run.prepass = strstr(t->knob, ".nt_from") != NULL;
    sweep_alloc(&kr->sw, t->op, sizes, n, 2);
    kr->sw.what = t->knob;
    kr->sw.cache = mt_bench_cache_name(t->small);
    kr->sw.pattern = "offsets";
    size_t limit = t->limit;
    if (!limit)
        limit = mt_cpu()->l3 ? mt_cpu()->l3 / 4 : (size_t)8 << 20;
    int rc = measure_sweep(&kr->sw, &run, 's', 0, t->small, limit, t->big,
                           MT_BENCH_DIFF_NONE, err, errlen);
    if (rc == 0)
        rc = knob_xconds(t, kr, &run, sizes, n, err, errlen);
    *mt_knobs_live() = *cal;
    if (rc != 0)
        return -1;
    snprintf(kr->sw.c[0].label, sizeof kr->sw.c[0].label, "%s", t->a_label);
    snprintf(kr->sw.c[1].label, sizeof kr->sw.c[1].label, "%s", t->b_label);
    struct mt_xcurve a = { kr->sw.c[0].med, kr->sw.c[0].lo, kr->sw.c[0].hi };
    struct mt_xcurve b = { kr->sw.c[1].med, kr->sw.c[1].lo, kr->sw.c[1].hi };
    if (mt_find_crossover(sizes, n, a, b, 0.02, &kr->x) != 0) {
        snprintf(err, errlen, "%s: crossover detection failed on the measured curves", t->knob);
        return -1;
    }
    size_t bound[MAX_XCONDS], top[MAX_XCONDS];
    for (int c = 0; c < kr->nxc; c++) {
        bound[c] = kr->xc[c].bound;
        top[c] = kr->xc[c].top;
    }
    kr->value = mt_combine_bounds(&kr->x, sizes, n, bound, top, (size_t)kr->nxc, &kr->binding);
    describe_knob(kr);
    *mt_knob_ptr(cal, kd) = kr->value;
    kr->measured = true;
    return 0;
}

/* ---- strategy curves, aliasing, distributions ------------------------------ */

static int op_curves(enum mt_op op, struct sweep *sw, char *err, size_t errlen)
{
    /* Every runnable strategy but the byte loop and the non-temporal ones
     * (they evict the shared buffers, so whatever runs after them in a
     * round would start cold: see cmd_suite.c), then mt and libc. */
    char spec[2048];
    int at = 0;
    size_t ns_;
    const struct mt_strategy *t = mt_strategies(&ns_);
    for (size_t i = 0; i < ns_; i++)
        if (t[i].op == op && !(t[i].flags & (MT_STRAT_REFERENCE | MT_STRAT_LARGE)) &&
            mt_strategy_runnable(&t[i], mt_cpu()->features))
            at += snprintf(spec + at, sizeof spec - (size_t)at, "%s,", t[i].name);
    snprintf(spec + at, sizeof spec - (size_t)at, "mt,libc");
    struct mt_bench_impl *impls;
    size_t n;
    if (mt_bench_impl_list_parse(op, spec, &impls, &n, err, errlen) != 0)
        return -1;
    size_t sizes[64];
    size_t ns = log_sizes(8, g_level == QUICK ? 16u << 10 : 64u << 10, g_level == FULL ? 2 : 1, sizes, 64);
    struct mt_bench_run run;
    run_defaults(&run, op, impls, n);
    run.pattern = MT_BENCH_FIXED;
    sweep_alloc(sw, op, sizes, ns, n);
    sw->what = "size sweep";
    sw->cache = "L1 (L2 above 8 KiB)";
    sw->pattern = "fixed";
    int rc = measure_sweep(sw, &run, 's', 0, MT_BENCH_L1, 8u << 10, MT_BENCH_L2,
                           MT_BENCH_DIFF_NONE, err, errlen);
    mt_bench_impl_list_free(impls, n);
    return rc;
}

static int aliasing_curve(struct sweep *sw, char *err, size_t errlen)
{
    struct mt_bench_impl *impls;
    size_t n;
    if (mt_bench_impl_list_parse(MT_OP_MEMCPY, "rep_movsb,mt,libc", &impls, &n, err, errlen) != 0)
        return -1;
    size_t *offs, no;
    const char *spec = g_level == QUICK ? "0..128:8,192..4095:256" : g_level == DEFAULT ? "0..128:2,160..4095:96" : "0..4095";
    if (mt_bench_parse_values(spec, 4095, MT_BENCH_RANGE_ALIASING, &offs, &no, err, errlen) != 0) {
        mt_bench_impl_list_free(impls, n);
        return -1;
    }
    struct mt_bench_run run;
    run_defaults(&run, MT_OP_MEMCPY, impls, n);
    run.pattern = MT_BENCH_FIXED;
    sweep_alloc(sw, MT_OP_MEMCPY, offs, no, n);
    sw->what = "aliasing";
    sw->cache = "L1";
    sw->pattern = "fixed";
    int rc = measure_sweep(sw, &run, 'a', 64, MT_BENCH_L1, SIZE_MAX, MT_BENCH_L1, MT_BENCH_DIFF_NONE, err, errlen);
    free(offs);
    mt_bench_impl_list_free(impls, n);
    return rc;
}

struct dist_result {
    enum mt_op op;
    char file[160];
    double med[3], lo[3], hi[3], bpn[3];   /* calibrated, defaults, libc */
    double ratio, ratio_lo, ratio_hi;      /* defaults time / calibrated time */
    double vs_libc;                        /* libc time / calibrated time */
};

static const char *const dist_prefix[] = {
    [MT_OP_MEMCPY] = "Memcpy", [MT_OP_MEMMOVE] = "Memmove", [MT_OP_MEMSET] = "Memset",
    [MT_OP_MEMCMP] = "Memcmp", [MT_OP_BCMP] = "Bcmp",
};

static int measure_dist(enum mt_op op, const char *path, const char *shortname, const struct mt_knobs *cal,
                        const struct mt_knobs *def, struct dist_result *dr, char *err, size_t errlen)
{
    struct mt_bench_dist d;
    if (mt_bench_dist_load(path, &d, err, errlen) != 0)
        return -1;
    /* curve 0: calibrated knobs of this op, curve 1: defaults */
    size_t idx = 0;
    const struct mt_knob_desc *kt = mt_knob_table(&idx);
    const struct mt_knob_desc *k1 = NULL, *k2 = NULL;
    const char *opn = mt_op_name(op);
    for (size_t i = 0; i < idx; i++)
        if (!strncmp(kt[i].name, opn, strlen(opn)) && kt[i].name[strlen(opn)] == '.' &&
            mt_knob_applies(&kt[i], mt_cpu()->features)) {
            if (!k1) k1 = &kt[i];
            else if (!k2) k2 = &kt[i];
        }
    *mt_knobs_live() = *cal;
    /* an op without a knob on this CPU: both curves are the same ladder,
     * the knob written is a dummy */
    static size_t no_knob;
    g_knob[0] = k1 ? mt_knob_ptr(mt_knobs_live(), k1) : &no_knob;
    g_knob[1] = k2 ? mt_knob_ptr(mt_knobs_live(), k2) : NULL;
    g_val[0][0] = k1 ? *mt_knob_ptr((struct mt_knobs *)cal, k1) : 0;
    g_val[1][0] = k1 ? *mt_knob_ptr((struct mt_knobs *)def, k1) : 0;
    g_val[0][1] = k2 ? *mt_knob_ptr((struct mt_knobs *)cal, k2) : 0;
    g_val[1][1] = k2 ? *mt_knob_ptr((struct mt_knobs *)def, k2) : 0;
    struct mt_bench_impl impls[3];
    make_knob_impl(&impls[0], op, 0, "mt (calibrated)");
    make_knob_impl(&impls[1], op, 1, "mt (defaults)");
    if (mt_bench_impl_resolve(op, "libc", &impls[2], err, errlen) != 0) {
        mt_bench_dist_free(&d);
        return -1;
    }
    struct mt_bench_run run;
    run_defaults(&run, op, impls, 3);
    run.baseline = 0;
    run.dist = &d;
    run.pattern = MT_BENCH_RANDOM;
    run.max_seconds *= 4;
    struct mt_bench_config cfg;
    mt_bench_config_init(&cfg, 0);
    cfg.cache = MT_BENCH_L1;
    if (op == MT_OP_MEMCMP || op == MT_OP_BCMP)
        cfg.diff_pos = MT_BENCH_DIFF_RANDOM;
    struct mt_bench_result res[3];
    struct mt_bench_point pt;
    int rc = mt_bench_measure(ctx, &run, &cfg, res, &pt, err, errlen);
    *mt_knobs_live() = *cal;
    mt_bench_dist_free(&d);
    if (rc != 0)
        return -1;
    dr->op = op;
    snprintf(dr->file, sizeof dr->file, "%s", shortname);
    for (int k = 0; k < 3; k++) {
        dr->med[k] = res[k].ns.median;
        dr->lo[k] = res[k].ns.ci_lo;
        dr->hi[k] = res[k].ns.ci_hi;
        dr->bpn[k] = res[k].ns.median > 0 ? pt.mean_bytes / res[k].ns.median : 0;
    }
    /* res[k].ratio = time_k / time_calibrated (paired per round) */
    dr->ratio = res[1].ratio;
    dr->ratio_lo = res[1].ratio_lo;
    dr->ratio_hi = res[1].ratio_hi;
    dr->vs_libc = res[2].ratio;
    return 0;
}

/* ---- glibc export check ---------------------------------------------------- */

/* The cache states the glibc check measures, as the knobs were (knob_xconds):
 * varying offsets in L2 (the LLC above 128 KiB) and the same buffers every
 * call. */
static const char *const check_cond[2] = { "offsets", "hot" };

/* Hidden child mode: `memtune calibrate --glibc-child OP SIZES` prints
 * "size condition ns" lines for libc's OP, so the parent can compare glibc
 * with and without GLIBC_TUNABLES (which only take effect at process
 * start). */
static int glibc_child(const char *opname, const char *sizes_spec)
{
    char err[256];
    int op = mt_op_from_name(opname);
    if (op < 0 || !mt_bench_op_supported((enum mt_op)op))
        return mt_tool_error("calibrate --glibc-child: bad op '%s'", opname);
    size_t *sz, n;
    if (mt_bench_parse_values(sizes_spec, (size_t)1 << 32, MT_BENCH_RANGE_SIZES, &sz, &n, err, sizeof err) != 0)
        return mt_tool_error("calibrate --glibc-child: %s", err);
    struct mt_bench_impl im;
    if (mt_bench_impl_resolve((enum mt_op)op, "libc", &im, err, sizeof err) != 0)
        return mt_tool_error("%s", err);
    ctx = mt_bench_ctx_new();
    g_level = QUICK; /* the parent repeats the pair of children instead */
    struct mt_bench_run run;
    run_defaults(&run, (enum mt_op)op, &im, 1);
    for (size_t i = 0; i < n; i++)
        for (int c = 0; c < 2; c++) {
            struct mt_bench_config cfg;
            mt_bench_config_init(&cfg, sz[i]);
            cfg.aliasing = 2048;
            run.pattern = c == 0 ? MT_BENCH_OFFSETS : MT_BENCH_FIXED;
            cfg.cache = c == 1 ? MT_BENCH_L1 : sz[i] <= (128u << 10) ? MT_BENCH_L2 : MT_BENCH_LLC;
            struct mt_bench_result res;
            struct mt_bench_point pt;
            if (mt_bench_measure(ctx, &run, &cfg, &res, &pt, err, sizeof err) != 0)
                return mt_tool_error("%s", err);
            printf("%zu %d %.4f\n", sz[i], c, res.ns.median);
        }
    free(sz);
    return 0;
}

#define CHECK_MAX_REPS 9
struct glibc_row {
    const char *op;
    size_t size;
    int cond;
    double def_ns[CHECK_MAX_REPS], tuned_ns[CHECK_MAX_REPS]; /* per paired rep */
    double def_med, tuned_med, ratio, lo, hi;
    int verdict;
    bool control;                   /* no exported tunable changes glibc's path at this size */
};

/* One child run: fills ns[i * 2 + cond] for the n sizes; returns the
 * count of values read, -1 if the child failed. */
static int run_child(const char *self, const char *env, const char *op, const char *sizes, const size_t *sz,
                     size_t n, double *ns)
{
    char var[1100], out[8192], err[300];
    snprintf(var, sizeof var, "GLIBC_TUNABLES=%s", env ? env : "");
    const char *argv[] = { self, "calibrate", "--glibc-child", op, sizes, NULL };
    const char *add[] = { var, NULL };
    struct mt_spawn sp = { argv, env ? add : NULL, MT_SPAWN_CAPTURE, MT_SPAWN_INHERIT };
    if (mt_spawn_run(&sp, out, sizeof out, err, sizeof err) != 0)
        return -1;
    int got = 0;
    for (char *line = out; *line;) {
        size_t size;
        int c;
        double v;
        if (sscanf(line, "%zu %d %lf", &size, &c, &v) == 3 && (c == 0 || c == 1))
            for (size_t i = 0; i < n; i++)
                if (sz[i] == size) {
                    ns[i * 2 + (size_t)c] = v;
                    got++;
                }
        char *nl = strchr(line, '\n');
        if (!nl)
            break;
        line = nl + 1;
    }
    return got;
}

/* The value of one tunable in a GLIBC_TUNABLES string; fallback if absent. */
static size_t tunable_value(const char *tun, const char *name, size_t fallback)
{
    const char *p = strstr(tun, name);
    if (!p || p[strlen(name)] != '=')
        return fallback;
    return (size_t)strtoull(p + strlen(name) + 1, NULL, 10);
}

static double median_of(const double *v, int n)
{
    double t[CHECK_MAX_REPS];
    memcpy(t, v, (size_t)n * sizeof *t);
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && t[j] < t[j - 1]; j--) {
            double x = t[j];
            t[j] = t[j - 1];
            t[j - 1] = x;
        }
    return n % 2 ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]);
}

/* The tunables the check can attribute a row to: each moves a threshold
 * of one op from its value in force to the exported one. */
struct glibc_tunable {
    const char *name, *op;
    size_t cur;                     /* in force without GLIBC_TUNABLES (0: unknown) */
};

static void glibc_tunables(const struct mt_glibc_limits *lim, struct glibc_tunable t[3])
{
    t[0] = (struct glibc_tunable){ "x86_rep_movsb_threshold", "memcpy", lim->cur_rep_movsb };
    t[1] = (struct glibc_tunable){ "x86_non_temporal_threshold", "memcpy", lim->cur_nt };
    t[2] = (struct glibc_tunable){ "x86_rep_stosb_threshold", "memset", lim->cur_rep_stosb };
}

/* Removes "glibc.cpu.NAME=V" from a GLIBC_TUNABLES value. */
static void drop_tunable(char *tun, const char *name)
{
    char key[96];
    snprintf(key, sizeof key, "glibc.cpu.%s=", name);
    char *p = strstr(tun, key);
    if (!p)
        return;
    char *end = strchr(p, ':');
    if (end)
        memmove(p, end + 1, strlen(end + 1) + 1);
    else if (p > tun)
        p[-1] = 0;
    else
        *p = 0;
}

/* True if the exported `t` changes glibc's path for op at size: between
 * its value in force and the exported one. */
static bool changed_by(const struct glibc_tunable *t, const char *tun, const char *op, size_t size)
{
    size_t v = tunable_value(tun, t->name, t->cur), cap = 64u << 20;
    size_t lo = t->cur < v ? t->cur : v, hi = t->cur < v ? v : t->cur;
    if (!t->cur || lo == hi || strcmp(op, t->op) != 0)
        return false;
    if (hi > cap)
        hi = cap + 1;
    return size >= lo && size < hi;
}

/* The worst "slower" row where t changed the path, or NULL. */
static const struct glibc_row *slower_because(const struct glibc_row *rows, size_t n, const struct glibc_tunable *t,
                                              const char *tun)
{
    const struct glibc_row *w = NULL;
    for (size_t i = 0; i < n; i++)
        if (rows[i].verdict == MT_CHECK_SLOWER && changed_by(t, tun, rows[i].op, rows[i].size) &&
            (!w || rows[i].ratio < w->ratio))
            w = &rows[i];
    return w;
}

/* The check: default glibc and glibc with the export, in child processes
 * run back to back (alternating, so drift hits both), reps times, at sizes
 * between each default threshold and its exported value and off the grid
 * the knobs were derived on (mt_check_sizes). Returns the rows written. */
static size_t glibc_check(const char *tun, const struct mt_glibc_limits *lim, const size_t *grid, size_t ngrid,
                          int reps, struct glibc_row *rows, size_t maxrows)
{
    char self[1024];
    ssize_t k = readlink("/proc/self/exe", self, sizeof self - 1);
    self[k > 0 ? k : 0] = 0;
    size_t nrows = 0;
    for (int oi = 0; oi < 2; oi++) {
        const char *op = oi == 0 ? "memcpy" : "memset";
        struct glibc_tunable gt[3];
        glibc_tunables(lim, gt);
        size_t moved[3][2];
        size_t nm = 0;
        for (int i = 0; i < 3; i++)
            if (!strcmp(gt[i].op, op) && gt[i].cur) {
                moved[nm][0] = gt[i].cur;
                moved[nm++][1] = tunable_value(tun, gt[i].name, gt[i].cur);
            }
        size_t sz[16];
        size_t n = mt_check_sizes((const size_t (*)[2])moved, nm, 64u << 20, grid, ngrid, sz, 16);
        if (!n || nrows + 2 * n > maxrows)
            continue;
        char spec[400];
        int at = 0;
        for (size_t i = 0; i < n; i++)
            at += snprintf(spec + at, sizeof spec - (size_t)at, "%s%zu", i ? "," : "", sz[i]);
        double d[32], t[32];
        int done = 0;
        for (int r = 0; r < reps; r++) {
            /* alternate which goes first, so a drift within the pair cancels */
            int g1, g2;
            if (r % 2 == 0) {
                g1 = run_child(self, NULL, op, spec, sz, n, d);
                g2 = run_child(self, tun, op, spec, sz, n, t);
            } else {
                g2 = run_child(self, tun, op, spec, sz, n, t);
                g1 = run_child(self, NULL, op, spec, sz, n, d);
            }
            if (g1 != (int)(2 * n) || g2 != (int)(2 * n))
                break;
            for (size_t i = 0; i < 2 * n; i++) {
                rows[nrows + i].def_ns[r] = d[i];
                rows[nrows + i].tuned_ns[r] = t[i];
            }
            done++;
        }
        if (!done)
            continue;
        for (size_t i = 0; i < 2 * n; i++) {
            struct glibc_row *g = &rows[nrows + i];
            g->op = op;
            g->size = sz[i / 2];
            g->cond = (int)(i % 2);
            g->def_med = median_of(g->def_ns, done);
            g->tuned_med = median_of(g->tuned_ns, done);
            /* 5%: two processes running the same code differ by up to ~3%
             * here (placement), which the control sizes show */
            g->verdict = mt_check_verdict(g->def_ns, g->tuned_ns, done, 0.05, &g->ratio, &g->lo, &g->hi);
            g->control = true;
            for (int j = 0; j < 3; j++)
                if (changed_by(&gt[j], tun, op, g->size))
                    g->control = false;
        }
        nrows += 2 * n;
    }
    return nrows;
}

static bool glibc_accepted(const char *tun, char *diag, size_t dlen)
{
    const char *ldso[] = { "/lib64/ld-linux-x86-64.so.2", "/lib/ld-linux-aarch64.so.1", "/lib64/ld64.so.2", NULL };
    diag[0] = 0;
    for (int i = 0; ldso[i]; i++) {
        if (access(ldso[i], X_OK) != 0)
            continue;
        char var[1100], err[300];
        snprintf(var, sizeof var, "GLIBC_TUNABLES=%s", tun);
        const char *argv[] = { ldso[i], "--list-diagnostics", NULL };
        const char *add[] = { var, NULL };
        struct mt_spawn sp = { argv, add, MT_SPAWN_CAPTURE, MT_SPAWN_NULL };
        static char out[1 << 18];
        if (mt_spawn_run(&sp, out, sizeof out, err, sizeof err) != 0)
            return false;
        /* the lines that show the thresholds in force */
        size_t k = 0;
        for (char *line = out; *line;) {
            char *nl = strchr(line, '\n');
            size_t l = nl ? (size_t)(nl - line) : strlen(line);
            char save = line[l];
            line[l] = 0;
            if ((strstr(line, "rep_movsb_threshold") || strstr(line, "rep_stosb_threshold") ||
                 strstr(line, "non_temporal_threshold")) && k + l + 2 < dlen)
                k += (size_t)snprintf(diag + k, dlen - k, "%s\n", line);
            line[l] = save;
            if (!nl)
                break;
            line = nl + 1;
        }
        return k > 0;
    }
    return false;
}

/* Checks the export (glibc_check). A tunable that made glibc slower where
 * it changed glibc's path is left out, with a note, and the rest checked
 * again (up to three rounds): the thresholds come from memtune's ladders,
 * whose paths are not glibc's (glibc's rep movsb can beat glibc's vector
 * loop where it loses to memtune's, and glibc 2.36 has no non-temporal
 * memset for rep stosb to give way to). *verdict: over the rows where the
 * export changes glibc's path (not the controls). Returns the rows of the
 * last check; tun, notes, diag and *ok describe what is exported. */
static size_t glibc_validate(char *tun, char *notes, size_t nlen, char *diag, size_t dlen, bool *ok,
                             const struct mt_glibc_limits *lim, const size_t *grid, size_t ngrid, int reps,
                             struct glibc_row *rows, size_t maxrows, int *verdict)
{
    size_t n = glibc_check(tun, lim, grid, ngrid, reps, rows, maxrows);
    struct glibc_tunable gt[3];
    glibc_tunables(lim, gt);
    for (int round = 0; round < 3 && n && *ok; round++) {
        int dropped = 0;
        for (int i = 0; i < 3; i++) {
            const struct glibc_row *w = slower_because(rows, n, &gt[i], tun);
            if (!w)
                continue;
            size_t at = strlen(notes);
            snprintf(notes + at, nlen - at,
                     "%s=%zu left out: with it glibc was slower at %zu B %s (x%.2f [%.2f..%.2f]); glibc keeps %zu\n",
                     gt[i].name, tunable_value(tun, gt[i].name, 0), w->size, check_cond[w->cond], w->ratio, w->lo,
                     w->hi, gt[i].cur);
            drop_tunable(tun, gt[i].name);
            dropped++;
        }
        if (!dropped)
            break;
        *ok = tun[0] && glibc_accepted(tun, diag, dlen);
        n = tun[0] ? glibc_check(tun, lim, grid, ngrid, reps, rows, maxrows) : 0;
    }
    *verdict = MT_CHECK_SAME;
    for (size_t i = 0; i < n; i++)
        if (!rows[i].control &&
            (rows[i].verdict == MT_CHECK_SLOWER || (rows[i].verdict == MT_CHECK_FASTER && *verdict == MT_CHECK_SAME)))
            *verdict = rows[i].verdict;
    return n;
}

/* ---- output helpers ---------------------------------------------------------- */

/* {"label": {"median": [...], "lo": [...], "hi": [...]}, ...} */
static void json_impls(FILE *f, const struct sweep *s)
{
    fputc('{', f);
    for (size_t k = 0; k < s->ncurves; k++) {
        fprintf(f, "%s", k ? "," : "");
        mt_json_str(f, s->c[k].label);
        fprintf(f, ":{\"median\":");
        mt_json_nums(f, s->c[k].med, s->n);
        fprintf(f, ",\"lo\":");
        mt_json_nums(f, s->c[k].lo, s->n);
        fprintf(f, ",\"hi\":");
        mt_json_nums(f, s->c[k].hi, s->n);
        fputc('}', f);
    }
    fputc('}', f);
}

static void json_sweep(FILE *f, const struct sweep *s)
{
    fprintf(f, "{\"op\":\"%s\",\"cache\":", mt_op_name(s->op));
    mt_json_str(f, s->cache);
    fprintf(f, ",\"pattern\":\"%s\",", s->pattern);
    if (strcmp(s->what, "aliasing") != 0)
        fprintf(f, "\"aliasing\":%d,", s->aliasing);
    fprintf(f, "\"what\":");
    mt_json_str(f, s->what);
    fprintf(f, ",\"sizes\":");
    mt_json_sizes(f, s->x, s->n);
    fprintf(f, ",\"impls\":");
    json_impls(f, s);
    fprintf(f, "}");
}

static void fmt_size(char *buf, size_t len, size_t v)
{
    if (v == SIZE_MAX)
        snprintf(buf, len, "never");
    else if (v >= (1u << 20) && v % (1u << 20) == 0)
        snprintf(buf, len, "%zuM", v >> 20);
    else if (v >= 1024 && v % 1024 == 0)
        snprintf(buf, len, "%zuK", v >> 10);
    else
        snprintf(buf, len, "%zu", v);
}

static int mkdir_p(const char *path)
{
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            if (mkdir(tmp, 0755) != 0 && errno != EEXIST)
                return -1;
            *p = '/';
        }
    return mkdir(tmp, 0755) == 0 || errno == EEXIST ? 0 : -1;
}

static void usage(FILE *f)
{
    fprintf(f,
        "usage: memtune calibrate [--quick|--full] [--out DIR] [--cpu N] [--no-gcc] [--no-glibc]\n"
        "                         [--no-report] [--cc COMPILER]\n"
        "  Measures this CPU's crossovers for every knob (memtune cpu lists them), then\n"
        "  writes DIR/profile (load it with MEMTUNE_PROFILE=DIR/profile), DIR/calibrate.json,\n"
        "  DIR/report.html and DIR/report.txt, and prints the exports: MEMTUNE_TUNABLES,\n"
        "  GLIBC_TUNABLES (checked in a child process against default glibc), GCC\n"
        "  -mmemcpy-strategy=/-mmemset-strategy= (compiled and timed) and KBUILD_CFLAGS lines.\n"
        "  --quick   ~10-20 s: copy and set knobs, coarse sweeps\n"
        "  (default) about a minute or two on a 2-core VM\n"
        "  --full    finer sweeps, every shipped distribution, both GCC flavors\n"
        "  --out DIR results directory (default: results); each file in it is replaced whole or\n"
        "            not at all, and one calibration at a time may write into it\n"
        "  --cc CC   compiler for the GCC export (split on blanks, e.g. \"ccache gcc\"; no shell)\n"
        "  --cpu N   pin to CPU N (default: the last CPU of the affinity mask)\n");
}

/* ---- the command ----------------------------------------------------------- */

int cmd_calibrate(int argc, char **argv)
{
    struct opts o = { DEFAULT, "results", -1, true, true, true, "gcc", NULL };
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--glibc-child") && i + 2 < argc) {
            return glibc_child(argv[i + 1], argv[i + 2]);
        } else if (!strcmp(a, "--quick")) {
            o.level = QUICK;
        } else if (!strcmp(a, "--full")) {
            o.level = FULL;
        } else if (!strcmp(a, "--no-gcc")) {
            o.gcc = false;
        } else if (!strcmp(a, "--no-glibc")) {
            o.glibc = false;
        } else if (!strcmp(a, "--no-report")) {
            o.report = false;
        } else if ((!strcmp(a, "--out") || !strcmp(a, "--cc") || !strcmp(a, "--cpu")) && i + 1 < argc) {
            const char *v = argv[++i];
            if (!strcmp(a, "--out")) {
                if (!*v)
                    return mt_tool_error("calibrate: --out needs a directory");
                o.out = v;
            } else if (!strcmp(a, "--cc")) {
                o.cc = v;
            } else {
                char *end;
                long c = strtol(v, &end, 10);
                if (*end || c < 0 || c > 4095)
                    return mt_tool_error("calibrate: --cpu wants a CPU number, got '%s'", v);
                o.cpu = (int)c;
            }
        } else {
            usage(stderr);
            return mt_tool_error("calibrate: unknown or incomplete option '%s'", a);
        }
    }
    g_level = o.level;
    tty = isatty(2);
    t_start = now_s();
    char err[512];

    /* Writes fail with EFBIG under RLIMIT_FSIZE instead of killing us
     * (files.h); Ctrl-C kills the running child and leaves no temporary
     * file (spawn.h). */
    signal(SIGXFSZ, SIG_IGN);
    mt_spawn_on_signals();
    if (mkdir_p(o.out) != 0)
        return mt_tool_error("calibrate: cannot create %s: %s", o.out, strerror(errno));
    /* One calibration per directory: a second one refuses at once rather
     * than wait a minute or more, or measure while the first one runs. */
    if (mt_dir_lock(o.out, err, sizeof err) < 0)
        return mt_tool_error("calibrate: %s", err);
    int pinned = -1;
    if (mt_bench_pin(o.cpu, &pinned, err, sizeof err) != 0)
        return mt_tool_error("calibrate: %s", err);

    /* Start from the built-in defaults, whatever the environment says: the
     * "defaults" in every comparison are the library's own. */
    mt_init();
    for (int op = 0; op < MT_OP__COUNT; op++)
        mt_force(mt_op_name((enum mt_op)op), NULL, NULL, 0); /* calibrate the ladders, not a forced strategy */
    const struct mt_cpu_info *ci = mt_cpu();
    struct mt_knobs def, cal;
    mt_knobs_defaults(&def, ci->features);
    cal = def;
    *mt_knobs_live() = def;

    const struct mt_bench_timer *tm = mt_bench_timer();
    const struct mt_bench_machine *mc = mt_bench_machine();
    const char *levels[] = { "quick", "default", "full" };
    printf("memtune calibrate (%s) on %s (%s family %u model %u%s), pinned to CPU %d\n", levels[o.level],
           mc->cpu, mc->vendor, mc->family, mc->model, mc->hypervisor ? ", under a hypervisor" : "", pinned);
    printf("timer: %s at %.3f GHz (measured), %s cycles; %s\n", tm->counter, tm->tsc_hz / 1e9,
           tm->cycles, tm->pmc ? "core cycles via rdpmc" : tm->pmc_status);
    const char *fw = mt_bench_freq_warning();
    if (fw)
        printf("warning: %s\n", fw);
    if (mc->emulated[0])
        printf("WARNING: EMULATED (%s): every number below times the emulator; none is a result\n",
               mc->emulated);
    fflush(stdout);

    ctx = mt_bench_ctx_new();
    if (!ctx)
        return mt_tool_error("calibrate: out of memory");
    struct mt_bench_cpu_sample *load = mt_bench_load_start();

    char src[1024];
    mt_tool_source_dir(src, sizeof src);

    /* progress budget: knobs + curves + aliasing + dists + exports */
    int nt = 0;
    for (size_t i = 0; i < NTASKS; i++)
        nt += task_enabled(&tasks[i]);
    int ncurve_ops = o.level == QUICK ? 2 : 5;
    steps_total = nt + ncurve_ops + 1 + 5 + (o.glibc ? 1 : 0) + (o.gcc ? 2 : 0) + MT_ARCH_PPC64LE_TOOL;

    /* 1. knobs */
    struct knob_result kres[NTASKS];
    size_t nk = 0;
    for (size_t i = 0; i < NTASKS; i++) {
        if (!task_enabled(&tasks[i]))
            continue;
        progress(tasks[i].knob);
        if (calibrate_knob(&tasks[i], &kres[nk], &cal, err, sizeof err) != 0) {
            progress_done();
            return mt_tool_error("calibrate: %s", err);
        }
        nk++;
    }
    *mt_knobs_live() = cal;

    /* 1b. ppc64le: the VSX breakpoint with the vector state not live as
     * well (seed 004 measured both; vecstate.h says why user space differs
     * from the kernel). Reported, not exported: the knob keeps the live
     * value above, what a program that copies often sees. */
    bool have_vs = false;
    struct mt_vs_result vs;
    char vs_text[256] = "";
#if MT_ARCH_PPC64LE_TOOL
    {
        progress("memcpy.vsx_from, vector state not live");
        struct mt_vs_hooks hk;
        size_t vsz[MT_VS_MAX_SIZES];
        size_t nvs = log_sizes(256, 64u << 10, o.level == FULL ? 3 : 2, vsz, MT_VS_MAX_SIZES);
        int reps = o.level == QUICK ? 9 : o.level == DEFAULT ? 15 : 31;
        if (mt_vs_hooks_ppc64(&hk, 64u << 10, err, sizeof err) != 0) {
            fprintf(stderr, "memtune: calibrate: vector-state breakpoints skipped: %s\n", err);
        } else {
            have_vs = mt_vs_measure(&hk, vsz, nvs, reps, &vs) == 0;
            mt_vs_hooks_ppc64_free(&hk);
            if (have_vs)
                mt_vs_describe(&vs, vs_text, sizeof vs_text);
        }
        *mt_knobs_live() = cal;
    }
#endif

    /* 2. strategy curves per op */
    static const enum mt_op curve_ops[] = { MT_OP_MEMCPY, MT_OP_MEMSET, MT_OP_MEMMOVE, MT_OP_MEMCMP, MT_OP_BCMP };
    struct sweep curves[5];
    for (int i = 0; i < ncurve_ops; i++) {
        progress(mt_op_name(curve_ops[i]));
        if (op_curves(curve_ops[i], &curves[i], err, sizeof err) != 0) {
            progress_done();
            return mt_tool_error("calibrate: %s", err);
        }
    }

    /* 3. aliasing */
    progress("aliasing (dst - src) % 4096");
    struct sweep alias;
    bool have_alias = MT_ARCH_X86_TOOL && aliasing_curve(&alias, err, sizeof err) == 0;
    if (!have_alias && MT_ARCH_X86_TOOL)
        fprintf(stderr, "memtune: calibrate: aliasing sweep skipped: %s\n", err);

    /* 4. distributions: calibrated vs defaults vs libc */
    struct dist_result dres[64];
    size_t nd = 0;
    static const enum mt_op dist_ops[] = { MT_OP_MEMCPY, MT_OP_MEMMOVE, MT_OP_MEMSET, MT_OP_MEMCMP, MT_OP_BCMP };
    for (int i = 0; i < 5; i++) {
        enum mt_op op = dist_ops[i];
        progress(mt_op_name(op));
        int first = o.level == FULL ? 0 : 9, last = o.level == FULL ? 9 : 9; /* 9 = _Fleet */
        for (int w = first; w <= last && nd < 64; w++) {
            char path[1400], shortn[160];
            if (w == 9)
                snprintf(shortn, sizeof shortn, "fleetbench-2024/%s_Fleet.csv", dist_prefix[op]);
            else
                snprintf(shortn, sizeof shortn, "fleetbench-2024/%s_%d.csv", dist_prefix[op], w);
            snprintf(path, sizeof path, "%s/data/distributions/%s", src, shortn);
            if (access(path, R_OK) != 0) {
                fprintf(stderr, "memtune: calibrate: %s not found; distribution skipped\n", path);
                continue;
            }
            if (measure_dist(op, path, shortn, &cal, &def, &dres[nd], err, sizeof err) != 0) {
                progress_done();
                return mt_tool_error("calibrate: %s", err);
            }
            nd++;
        }
        if (o.level != QUICK && (op == MT_OP_MEMCPY || op == MT_OP_MEMSET) && nd < 64) {
            char path[1400], shortn[160];
            snprintf(shortn, sizeof shortn, "spec2017-arm-optimized-routines/%s_size_freq.csv", mt_op_name(op));
            snprintf(path, sizeof path, "%s/data/distributions/%s", src, shortn);
            if (access(path, R_OK) == 0 && measure_dist(op, path, shortn, &cal, &def, &dres[nd], err, sizeof err) == 0)
                nd++;
        }
    }
    *mt_knobs_live() = cal;

    /* 5. profile and tunables */
    char tun[1024];
    mt_knobs_format(&cal, NULL, tun, sizeof tun);
    char profile_path[1200];
    snprintf(profile_path, sizeof profile_path, "%s/profile", o.out);
    char date[40];
    mt_bench_now_utc(date, sizeof date);
    {
        char comment[600];
        snprintf(comment, sizeof comment, "memtune profile: written by `memtune calibrate` on %s\n%s, %s", date,
                 mc->cpu, mc->kernel);
        if (mt_profile_write(profile_path, comment, ci->vendor, ci->family, ci->model, tun, err, sizeof err) != 0)
            return mt_tool_error("calibrate: %s", err);
    }
    /* the profile must load: the same parser the library uses */
    if (mt_profile_load(profile_path, err, sizeof err) != 0)
        return mt_tool_error("calibrate: the profile just written does not load: %s", err);
    *mt_knobs_live() = cal;

    /* 6. glibc */
    char glibc_tun[1024] = "", glibc_notes[1024] = "", diag[2048] = "";
    static struct glibc_row grows[64];
    size_t ngrows = 0;
    bool glibc_ok = false;
    struct mt_glibc_limits lim;
#if defined(__aarch64__)
    /* aarch64: glibc has no thresholds to export; GCC has -mcpu and, with
     * FEAT_MOPS, the aarch64-mops-* params. */
    char gcc_a64[512] = "", gcc_a64_notes[1024] = "";
    mt_export_glibc_aarch64(ci->midr, glibc_tun, sizeof glibc_tun, glibc_notes, sizeof glibc_notes);
    mt_export_gcc_aarch64(ci->midr, ci->features, &cal, gcc_a64, sizeof gcc_a64, gcc_a64_notes, sizeof gcc_a64_notes);
    (void)lim;
    if (0)
#endif
    {
        char list[8192] = "", e2[300];
        const char *argv[] = { "/lib64/ld-linux-x86-64.so.2", "--list-tunables", NULL };
        struct mt_spawn sp = { argv, NULL, MT_SPAWN_CAPTURE, MT_SPAWN_NULL };
        if (access(argv[0], X_OK) != 0 || mt_spawn_run(&sp, list, sizeof list, e2, sizeof e2) != 0)
            list[0] = 0;
        if (mt_glibc_limits_parse(list, &lim) != 0)
            mt_glibc_limits_default(&lim);
        if (MT_ARCH_X86_TOOL)
            mt_export_glibc(&cal, &lim, glibc_tun, sizeof glibc_tun, glibc_notes, sizeof glibc_notes);
    }
    char ppc_exports[2048] = "";
    {
        const struct mt_knob_desc *vk = mt_knob_find("memcpy.vsx_from");
        size_t live = vk ? *mt_knob_ptr(&cal, vk) : 0;
        if (have_vs)
            live = vs.x[1].value;
        mt_export_ppc64(vk ? live : 0, have_vs ? vs.x[0].value : 0, ppc_exports, sizeof ppc_exports);
    }
    int check_reps = o.level == QUICK ? 3 : o.level == DEFAULT ? 5 : CHECK_MAX_REPS;
    int glibc_verdict = MT_CHECK_SAME;
    if (o.glibc && MT_ARCH_X86_TOOL) {
        progress("glibc: child with GLIBC_TUNABLES");
        glibc_ok = glibc_accepted(glibc_tun, diag, sizeof diag);
        /* the grid every knob was derived on: the check measures elsewhere */
        size_t grid[512], ngrid = 0;
        int per = g_level == QUICK ? 1 : g_level == DEFAULT ? 2 : 4;
        for (size_t i = 0; i < NTASKS; i++)
            if (task_enabled(&tasks[i]))
                ngrid += log_sizes(tasks[i].lo, tasks[i].hi, per, grid + ngrid, 512 - ngrid);
        ngrows = glibc_validate(glibc_tun, glibc_notes, sizeof glibc_notes, diag, sizeof diag, &glibc_ok, &lim,
                                grid, ngrid, check_reps, grows, sizeof grows / sizeof grows[0], &glibc_verdict);
    }

    /* 7. gcc */
    struct mt_gcc_run gruns[4];
    size_t ngr = 0;
    bool gcc_available = false;
    if (o.gcc && MT_ARCH_X86_TOOL) {
        char gdir[1200];
        snprintf(gdir, sizeof gdir, "%s/gcc", o.out);
        mkdir_p(gdir);
        static const size_t gsizes[] = { 8, 16, 24, 32, 40, 48, 64, 96, 128, 168, 192, 256, 384, 512, 768, 1024, 2048, 4096 };
        const char *flavors[2] = { "kernel", "user" };
        const char *gops[2] = { "memcpy", "memset" };
        int nfl = o.level == FULL ? 2 : 1;
        for (int fl = 0; fl < nfl; fl++)
            for (int go = 0; go < 2; go++) {
                progress(gops[go]);
                struct mt_gcc_run *r = &gruns[ngr];
                memset(r, 0, sizeof *r);
                r->cc = o.cc;
                r->flavor = flavors[fl];
                r->op = gops[go];
                r->reps = o.level == QUICK ? 15 : o.level == DEFAULT ? 31 : 101;
                r->val_runs = check_reps;
                r->fsrm = !!(ci->features & MT_CPU_FSRM);
                r->fsrs = !!(ci->features & MT_CPU_FSRS);
                memcpy(r->sizes, gsizes, sizeof gsizes);
                r->nsizes = sizeof gsizes / sizeof gsizes[0];
                int rc = mt_gcc_measure(r, gdir, err, sizeof err);
                if (rc == 1) {
                    fprintf(stderr, "memtune: calibrate: %s: GCC strategy export skipped\n", r->version);
                    break;
                }
                if (rc != 0) {
                    fprintf(stderr, "memtune: calibrate: GCC %s %s: %s\n", flavors[fl], gops[go], err);
                    continue;
                }
                gcc_available = true;
                ngr++;
            }
    }
    progress_done();

    /* 8. JSON */
    char json_path[1200];
    snprintf(json_path, sizeof json_path, "%s/calibrate.json", o.out);
    struct mt_atomic_file jaf;
    if (mt_atomic_open(&jaf, json_path, err, sizeof err) != 0)
        return mt_tool_error("calibrate: %s", err);
    FILE *jf = jaf.f;
    fprintf(jf, "{\"schema\":\"memtune-calibrate/1\",\n\"machine\":{\"cpu\":");
    mt_json_str(jf, mc->cpu);
    fprintf(jf, ",\"vendor\":");
    mt_json_str(jf, mc->vendor);
    fprintf(jf, ",\"family\":%u,\"model\":%u,\"stepping\":%u,\"features\":[", mc->family, mc->model, mc->stepping);
    {
        char fl[512];
        snprintf(fl, sizeof fl, "%s", mc->flags);
        int first = 1;
        for (char *tok = strtok(fl, " "); tok; tok = strtok(NULL, " ")) {
            fprintf(jf, "%s", first ? "" : ",");
            mt_json_str(jf, tok);
            first = 0;
        }
    }
    fprintf(jf, "],\"caches\":{\"l1d\":%zu,\"l2\":%zu,\"l3\":%zu},\"microcode\":", mc->l1d, mc->l2, mc->l3);
    if (mc->microcode[0]) mt_json_str(jf, mc->microcode); else fputs("null", jf);
    fprintf(jf, ",\"kernel\":");
    mt_json_str(jf, mc->kernel);
    fprintf(jf, ",\"libc\":");
    mt_json_str(jf, mc->libc);
    fprintf(jf, ",\"compiler\":");
    mt_json_str(jf, mc->compiler);
    fprintf(jf, ",\"commit\":");
    mt_json_str(jf, mc->commit);
    fprintf(jf, ",\"hypervisor\":%s,%s\"tsc_hz\":%.6g,\"timer\":", mc->hypervisor ? "true" : "false",
            mc->emulated[0] ? "\"emulated\":true," : "", tm->tsc_hz);
    {
        char t[200];
        snprintf(t, sizeof t, "%s (%s cycles)", tm->fencing, tm->cycles);
        mt_json_str(jf, t);
    }
    fprintf(jf, ",\"cpu_pinned\":%d,\"date\":\"%s\",\"mode\":\"%s\"},\n", pinned, date, levels[o.level]);
    size_t nkn;
    const struct mt_knob_desc *kt = mt_knob_table(&nkn);
    for (int pass = 0; pass < 2; pass++) {
        fprintf(jf, "\"%s\":{", pass ? "default_knobs" : "knobs");
        for (size_t i = 0; i < nkn; i++) {
            fprintf(jf, "%s\"%s\":", i ? "," : "", kt[i].name);
            mt_json_size(jf, *mt_knob_ptr(pass ? &def : &cal, &kt[i]));
        }
        fprintf(jf, "},\n");
    }
    fprintf(jf, "\"crossovers\":[");
    for (size_t i = 0; i < nk; i++) {
        const struct knob_result *k = &kres[i];
        static const char *kinds[] = { "never", "at", "always" };
        fprintf(jf, "%s\n{\"knob\":\"%s\",\"op\":\"%s\",\"a\":", i ? "," : "", k->t->knob, mt_op_name(k->t->op));
        mt_json_str(jf, k->t->a_label);
        fprintf(jf, ",\"b\":");
        mt_json_str(jf, k->t->b_label);
        /* kind/lo/hi describe the knob's value: a further condition can
         * raise it (binding) or turn it off */
        bool off = k->value == SIZE_MAX, raised = k->binding >= 0;
        fprintf(jf, ",\"kind\":\"%s\",\"value\":", off ? "never" : raised ? "at" : kinds[k->x.kind]);
        mt_json_size(jf, k->value);
        fprintf(jf, ",\"lo\":");
        if (off) fputs("null", jf); else fprintf(jf, "%zu", raised ? k->value : k->x.lo);
        fprintf(jf, ",\"hi\":");
        if (off) fputs("null", jf); else fprintf(jf, "%zu", raised ? k->value : k->x.hi);
        fprintf(jf, ",\"gain\":");
        mt_json_num(jf, k->x.gain);
        fprintf(jf, ",\"evidence\":");
        mt_json_str(jf, k->evidence);
        fprintf(jf, ",\"curve\":");
        json_sweep(jf, &k->sw);
        fprintf(jf, ",\"binding\":");
        mt_json_str(jf, k->binding < 0 ? "primary" : k->xc[k->binding].name);
        fprintf(jf, ",\"conditions\":[");
        for (int c = 0; c < k->nxc; c++) {
            fprintf(jf, "%s{\"name\":", c ? "," : "");
            mt_json_str(jf, k->xc[c].name);
            fprintf(jf, ",\"bound\":");
            mt_json_size(jf, k->xc[c].bound);
            fprintf(jf, ",\"top\":%zu,\"curve\":", k->xc[c].top);
            json_sweep(jf, &k->xc[c].sw);
            fputc('}', jf);
        }
        fprintf(jf, "]}");
    }
    fprintf(jf, "]");
    if (have_vs) {
        /* one call per sample, ns; off = scalar lines, on = the vsx loop */
        fprintf(jf, ",\n\"vector_state\":{\"knob\":\"memcpy.vsx_from\",\"sizes\":");
        mt_json_sizes(jf, vs.sizes, vs.n);
        fprintf(jf, ",\"reps\":%d", vs.reps);
        for (int live = 1; live >= 0; live--) {
            static const char *kinds[] = { "never", "at", "always" };
            fprintf(jf, ",\"%s\":{\"kind\":\"%s\",\"value\":", live ? "live" : "not_live", kinds[vs.x[live].kind]);
            mt_json_size(jf, vs.x[live].value);
            fprintf(jf, ",\"off_median\":");
            mt_json_nums(jf, vs.off[live].med, vs.n);
            fprintf(jf, ",\"on_median\":");
            mt_json_nums(jf, vs.on[live].med, vs.n);
            fputc('}', jf);
        }
        fputc('}', jf);
    }
    fprintf(jf, ",\n\"curves\":[");
    for (int i = 0; i < ncurve_ops; i++) {
        fprintf(jf, "%s\n", i ? "," : "");
        json_sweep(jf, &curves[i]);
    }
    fprintf(jf, "],\n");
    if (have_alias) {
        fprintf(jf, "\"aliasing\":{\"op\":\"memcpy\",\"size\":64,\"offsets\":");
        mt_json_sizes(jf, alias.x, alias.n);
        fprintf(jf, ",\"impls\":");
        json_impls(jf, &alias);
        /* the rep_movsb curve also at top level, as the schema's single-impl form */
        fprintf(jf, ",\"impl\":\"rep_movsb\",\"median\":");
        mt_json_nums(jf, alias.c[0].med, alias.n);
        fprintf(jf, ",\"lo\":");
        mt_json_nums(jf, alias.c[0].lo, alias.n);
        fprintf(jf, ",\"hi\":");
        mt_json_nums(jf, alias.c[0].hi, alias.n);
        fprintf(jf, "},\n");
    }
    fprintf(jf, "\"distributions\":[");
    static const char *dl[3] = { "mt (calibrated)", "mt (defaults)", "libc" };
    for (size_t i = 0; i < nd; i++) {
        fprintf(jf, "%s\n{\"op\":\"%s\",\"file\":", i ? "," : "", mt_op_name(dres[i].op));
        mt_json_str(jf, dres[i].file);
        fprintf(jf, ",\"impls\":{");
        for (int k = 0; k < 3; k++) {
            fprintf(jf, "%s\"%s\":{\"ns_per_call\":", k ? "," : "", dl[k]);
            mt_json_num(jf, dres[i].med[k]);
            fprintf(jf, ",\"lo\":");
            mt_json_num(jf, dres[i].lo[k]);
            fprintf(jf, ",\"hi\":");
            mt_json_num(jf, dres[i].hi[k]);
            fprintf(jf, ",\"bytes_per_ns\":");
            mt_json_num(jf, dres[i].bpn[k]);
            fputc('}', jf);
        }
        fprintf(jf, "},\"ratio\":");
        mt_json_num(jf, dres[i].ratio);
        fprintf(jf, ",\"ratio_lo\":");
        mt_json_num(jf, dres[i].ratio_lo);
        fprintf(jf, ",\"ratio_hi\":");
        mt_json_num(jf, dres[i].ratio_hi);
        fprintf(jf, ",\"vs_libc\":");
        mt_json_num(jf, dres[i].vs_libc);
        fputc('}', jf);
    }
    char abs_profile[2400];
    if (profile_path[0] == '/')
        snprintf(abs_profile, sizeof abs_profile, "%s", profile_path);
    else {
        char cwd[1024];
        snprintf(abs_profile, sizeof abs_profile, "%s/%s", getcwd(cwd, sizeof cwd) ? cwd : ".", profile_path);
    }
    fprintf(jf, "],\n\"exports\":{\"memtune_tunables\":");
    mt_json_str(jf, tun);
    fprintf(jf, ",\"profile_path\":");
    mt_json_str(jf, abs_profile);
    fprintf(jf, ",\"glibc_tunables\":");
    mt_json_str(jf, glibc_tun);
    fprintf(jf, ",\"glibc_notes\":");
    mt_json_str(jf, glibc_notes);
#if defined(__aarch64__)
    fprintf(jf, ",\"gcc_aarch64\":");
    mt_json_str(jf, gcc_a64);
    fprintf(jf, ",\"gcc_aarch64_notes\":");
    mt_json_str(jf, gcc_a64_notes);
#endif
    if (MT_ARCH_PPC64LE_TOOL) {
        fprintf(jf, ",\"ppc64_notes\":");
        mt_json_str(jf, ppc_exports);
    }
    fprintf(jf, ",\"glibc_check\":{\"accepted\":%s,\"diagnostics\":", glibc_ok ? "true" : "false");
    mt_json_str(jf, diag);
    fprintf(jf, ",\"reps\":%d,\"verdict\":", check_reps);
    if (ngrows)
        mt_json_str(jf, glibc_ok ? mt_check_verdict_name(glibc_verdict) : "not checked");
    else
        fputs("null", jf);
    fprintf(jf, ",\"rows\":[");
    for (size_t i = 0; i < ngrows; i++) {
        const struct glibc_row *g = &grows[i];
        fprintf(jf, "%s{\"op\":\"%s\",\"size\":%zu,\"condition\":\"%s\",\"default_ns\":", i ? "," : "", g->op,
                g->size, check_cond[g->cond]);
        mt_json_num(jf, g->def_med);
        fprintf(jf, ",\"tuned_ns\":");
        mt_json_num(jf, g->tuned_med);
        fprintf(jf, ",\"ratio\":");
        mt_json_num(jf, g->ratio);
        fprintf(jf, ",\"ratio_lo\":");
        mt_json_num(jf, g->lo);
        fprintf(jf, ",\"ratio_hi\":");
        mt_json_num(jf, g->hi);
        fprintf(jf, ",\"verdict\":\"%s\",\"control\":%s}", mt_check_verdict_name(g->verdict),
                g->control ? "true" : "false");
    }
    fprintf(jf, "]},\n\"gcc\":{\"available\":%s,\"version\":", gcc_available ? "true" : "false");
    mt_json_str(jf, ngr ? gruns[0].version : (o.gcc ? "not found" : "skipped (--no-gcc)"));
    fprintf(jf, ",\"flavors\":[");
    for (size_t g = 0; g < ngr; g++) {
        struct mt_gcc_run *r = &gruns[g];
        fprintf(jf, "%s\n{\"flavor\":\"%s\",\"flags\":", g ? "," : "", r->flavor);
        mt_json_str(jf, r->flags);
        fprintf(jf, ",\"op\":\"%s\",\"sizes\":", r->op);
        mt_json_sizes(jf, r->sizes, r->nsizes);
        fprintf(jf, ",\"algs\":{");
        for (size_t a = 0; a < r->nalgs; a++) {
            fprintf(jf, "%s\"%s\":", a ? "," : "", r->algs[a]);
            mt_json_nums(jf, r->ns[a], r->nsizes);
        }
        fprintf(jf, "},\"best\":[");
        for (size_t i = 0; i < r->nsizes; i++)
            fprintf(jf, "%s\"%s\"", i ? "," : "", r->best[i]);
        fprintf(jf, "],\"strategy\":");
        mt_json_str(jf, r->strategy);
        fprintf(jf, ",\"skipped\":");
        mt_json_str(jf, r->skipped);
        fprintf(jf, ",\"alt_strategy\":");
        if (r->alt_strategy[0]) mt_json_str(jf, r->alt_strategy); else fputs("null", jf);
        fprintf(jf, ",\"validation_runs\":%d,\"verdict\":\"%s\",\"validation\":[", r->val_runs,
                mt_check_verdict_name(r->nslower ? MT_CHECK_SLOWER : r->nfaster ? MT_CHECK_FASTER : MT_CHECK_SAME));
        for (size_t i = 0; i < r->nv; i++) {
            fprintf(jf, "%s{\"size\":%zu,\"default_ns\":", i ? "," : "", r->vsizes[i]);
            mt_json_num(jf, r->default_ns[i]);
            fprintf(jf, ",\"strategy_ns\":");
            mt_json_num(jf, r->strategy_ns[i]);
            fprintf(jf, ",\"ratio\":");
            mt_json_num(jf, r->vratio[i]);
            fprintf(jf, ",\"ratio_lo\":");
            mt_json_num(jf, r->vlo[i]);
            fprintf(jf, ",\"ratio_hi\":");
            mt_json_num(jf, r->vhi[i]);
            fprintf(jf, ",\"verdict\":\"%s\"}", mt_check_verdict_name(r->vverdict[i]));
        }
        fprintf(jf, "]}");
    }
    fprintf(jf, "]},\n\"kbuild\":[");
    char kb[2][700];
    int nkb = 0;
    /* a strategy its own validation shows slower somewhere is not exported */
    for (size_t g = 0; g < ngr; g++)
        if (!strcmp(gruns[g].flavor, "kernel") && nkb < 2 && !gruns[g].nslower)
            snprintf(kb[nkb++], sizeof kb[0], "KBUILD_CFLAGS += -m%s-strategy=%s", gruns[g].op, gruns[g].strategy);
    for (int i = 0; i < nkb; i++) {
        fprintf(jf, "%s", i ? "," : "");
        mt_json_str(jf, kb[i]);
    }
    fprintf(jf, "]}}\n");
    if (mt_atomic_commit(&jaf, err, sizeof err) != 0)
        return mt_tool_error("calibrate: %s", err);

    /* 9. report */
    char report_path[1300] = "";
    if (o.report) {
        /* python3 report/render.py, one argv element per argument (paths
         * may hold any character); it writes each output atomically */
        char script[1200], txt_path[1300], first[4096] = "";
        snprintf(script, sizeof script, "%s/report/render.py", src);
        snprintf(report_path, sizeof report_path, "%s/report.html", o.out);
        snprintf(txt_path, sizeof txt_path, "%s/report.txt", o.out);
        const char *html_argv[] = { "python3", script, json_path, "-o", report_path, NULL };
        const char *text_argv[] = { "python3", script, json_path, "--text", "-o", txt_path, NULL };
        const char *const *runs[2] = { html_argv, text_argv };
        int rc = 0;
        for (int r = 0; r < 2 && rc == 0; r++) {
            struct mt_spawn sp = { runs[r], NULL, MT_SPAWN_NULL, MT_SPAWN_CAPTURE };
            rc = mt_spawn_run(&sp, first, sizeof first, err, sizeof err);
            if (rc == 128 + SIGINT) {
                /* the renderer alone was interrupted: so are we */
                mt_files_unlink_temps();
                signal(SIGINT, SIG_DFL);
                raise(SIGINT);
            }
            if (rc < 0)
                snprintf(first, sizeof first, "%s", err);
        }
        if (rc != 0) {
            first[strcspn(first, "\n")] = 0;
            fprintf(stderr, "memtune: calibrate: report not rendered (%s); run scripts/bootstrap for python3-matplotlib\n",
                    first[0] ? first : "python3 report/render.py failed");
            report_path[0] = 0;
        }
    }

    /* 10. summary */
    printf("\ncrossovers (knob: value  [range]  evidence):\n");
    for (size_t i = 0; i < nk; i++) {
        char v[32], lo[32], hi[32];
        fmt_size(v, sizeof v, kres[i].value);
        fmt_size(lo, sizeof lo, kres[i].x.lo);
        fmt_size(hi, sizeof hi, kres[i].x.hi);
        char dv[32];
        fmt_size(dv, sizeof dv, *mt_knob_ptr(&def, mt_knob_find(kres[i].t->knob)));
        if (kres[i].binding >= 0)
            printf("  %-24s %-7s (%s) (default %s)  %s\n", kres[i].t->knob, v, kres[i].xc[kres[i].binding].name, dv,
                   kres[i].evidence);
        else if (kres[i].x.kind == MT_X_AT)
            printf("  %-24s %-7s [%s..%s]  (default %s)  %s\n", kres[i].t->knob, v, lo, hi, dv, kres[i].evidence);
        else
            printf("  %-24s %-7s %*s (default %s)  %s\n", kres[i].t->knob, v, (int)(strlen(lo) + strlen(hi) + 4), "", dv,
                   kres[i].evidence);
    }
    if (have_vs)
        printf("\nmemcpy.vsx_from by vector state (one call per sample, scalar lines vs the vsx loop; seed 004):\n"
               "  %s\n  (the knob keeps the live value; a thread whose first vector instruction after a\n"
               "  context switch traps to the kernel pays the not-live one)\n", vs_text);
    if (nd) {
        printf("\nshipped distributions, ns per call (median [95%% CI]); speed-up = defaults/calibrated, libc/calibrated:\n");
        for (size_t i = 0; i < nd; i++)
            printf("  %-7s %-44s cal %6.2f [%.2f..%.2f]  def %6.2f  libc %6.2f  x%.3f vs defaults  x%.2f vs libc\n",
                   mt_op_name(dres[i].op), dres[i].file, dres[i].med[0], dres[i].lo[0], dres[i].hi[0], dres[i].med[1],
                   dres[i].med[2], dres[i].ratio, dres[i].vs_libc);
    }
    printf("\nprofile: %s\n  export MEMTUNE_PROFILE=%s\n", profile_path, abs_profile);
    printf("  MEMTUNE_TUNABLES=%s\n", tun);
#if MT_ARCH_PPC64LE_TOOL
    /* glibc, GCC and the kernel on POWER: what exists, what does not. */
    printf("\nexports (POWER has no threshold knob to take these values; what exists instead):\n");
    for (char *l = strtok(ppc_exports, "\n"); l; l = strtok(NULL, "\n"))
        printf("  %s\n", l);
#else
    if (glibc_tun[0])
        printf("\nglibc (%s):\n  GLIBC_TUNABLES=%s%s\n", mc->libc[0] ? mc->libc : "libc", glibc_tun,
               ngrows && glibc_ok && glibc_verdict == MT_CHECK_SLOWER ? "\n  (its check below shows it SLOWER somewhere)" : "");
    else
        printf("\nglibc (%s): no GLIBC_TUNABLES export\n", mc->libc[0] ? mc->libc : "libc");
#endif
    if (glibc_notes[0]) {
        for (char *l = strtok(glibc_notes, "\n"); l; l = strtok(NULL, "\n"))
            printf("  note: %s\n", l);
    }
    if (ngrows) {
        printf("  check: ld.so --list-diagnostics %s the values; default vs tuned glibc in child processes,\n"
               "  %d paired runs, at sizes between the default and exported thresholds and off the grid the\n"
               "  knobs came from (ns; ratio = default/tuned, median [range over the runs]):\n",
               glibc_ok ? "shows" : "does NOT show", check_reps);
        int nfast = 0, nslow = 0, nchecked = 0;
        const struct glibc_row *worst = NULL;
        for (size_t i = 0; i < ngrows; i++) {
            const struct glibc_row *g = &grows[i];
            printf("    %-6s %9zu B %-7s  default %10.2f  tuned %10.2f  x%.2f [%.2f..%.2f]  %s%s\n", g->op, g->size,
                   check_cond[g->cond], g->def_med, g->tuned_med, g->ratio, g->lo, g->hi,
                   mt_check_verdict_name(g->verdict), g->control ? " (control: same path)" : "");
            if (g->control)
                continue;
            nchecked++;
            nfast += g->verdict == MT_CHECK_FASTER;
            nslow += g->verdict == MT_CHECK_SLOWER;
            if (g->verdict == MT_CHECK_SLOWER && (!worst || g->ratio < worst->ratio))
                worst = g;
        }
        if (!glibc_ok)
            printf("  verdict: not checked: glibc did not show the values, so both sides ran default glibc\n");
        else if (worst)
            printf("  verdict: SLOWER: tuned glibc loses at %d of %d points (worst: %s %zu B %s, x%.2f); do not\n"
                   "  apply this export as is\n", nslow, nchecked, worst->op, worst->size, check_cond[worst->cond], worst->ratio);
        else if (nfast)
            printf("  verdict: faster at %d of %d points where the export changes glibc's path, slower at none\n", nfast,
                   nchecked);
        else
            printf("  verdict: no difference at any of the %d points where the export changes glibc's path\n"
                   "  (within 5%% or not consistent over the runs)\n", nchecked);
    }
    if (ngr) {
        printf("\ngcc (%s), constant-size inline copies, compiled and timed per algorithm:\n", gruns[0].version);
        for (size_t g = 0; g < ngr; g++) {
            struct mt_gcc_run *r = &gruns[g];
            double gain = 0;
            int cnt = 0;
            const struct mt_gcc_run *w = NULL;
            size_t wi = 0;
            for (size_t i = 0; i < r->nv; i++) {
                if (r->vratio[i] > 0) {
                    gain += log(r->vratio[i]);
                    cnt++;
                }
                if (r->vverdict[i] == MT_CHECK_SLOWER && (!w || r->vratio[i] < r->vratio[wi]))
                    w = r, wi = i;
            }
            printf("  %-6s %-6s -m%s-strategy=%s\n", r->flavor, r->op, r->op, r->strategy);
            if (r->alt_strategy[0])
                printf("         not stable: the odd and the even runs alone derive different strategies; the\n"
                       "         other one is %s (the sizes where they differ are near-ties)\n", r->alt_strategy);
            for (size_t i = 0; i < r->nsizes; i++)
                for (size_t k = 0; k < r->nalgs && r->sizes[i] == 168; k++)
                    if (!strcmp(r->algs[k], r->best[i])) /* the kernel's sync_regs copy (seed 001) */
                        printf("         at 168 B: %s %.2f ns, libcall %.2f ns\n", r->best[i], r->ns[k][i], r->ns[0][i]);
            printf("         check vs gcc's default at %zu sizes between those (%d runs): geomean x%.2f; faster at %d,\n"
                   "         slower at %d%s", r->nv, r->val_runs, cnt ? exp(gain / cnt) : 0, r->nfaster, r->nslower,
                   w ? "" : "\n");
            if (w)
                printf(" (worst %zu B, x%.2f [%.2f..%.2f]): NOT exported\n", r->vsizes[wi], r->vratio[wi], r->vlo[wi],
                       r->vhi[wi]);
        }
        if (nkb) {
            printf("\nkernel (arch/x86/Makefile), measured on this CPU with the kernel's flags:\n");
            printf("  ifdef CONFIG_CC_IS_GCC\n");
            for (int i = 0; i < nkb; i++)
                printf("  %s\n", kb[i]);
            printf("  endif\n");
        }
    }
#if defined(__aarch64__)
    printf("\ngcc (aarch64):\n  %s\n", gcc_a64[0] ? gcc_a64 : "(no flags)");
    for (char *l = strtok(gcc_a64_notes, "\n"); l; l = strtok(NULL, "\n"))
        printf("  note: %s\n", l);
#endif
    printf("\nresults: %s", json_path);
    if (report_path[0])
        printf("\nreport:  %s (text: %s/report.txt)", report_path, o.out);
    printf("\ntime:    %.1f s\n", now_s() - t_start);
    char lw[256];
    if (mt_bench_load_stop(load, pinned, lw, sizeof lw))
        printf("warning: %s\n", lw);
    for (size_t i = 0; i < nk; i++) {
        sweep_free(&kres[i].sw);
        for (int c = 0; c < kres[i].nxc; c++)
            sweep_free(&kres[i].xc[c].sw);
    }
    for (int i = 0; i < ncurve_ops; i++)
        sweep_free(&curves[i]);
    if (have_alias)
        sweep_free(&alias);
    mt_bench_ctx_free(ctx);
    return 0;
}
