/* Steps 2-4 of calibrate, with the calibrated knobs in force: size sweeps
 * of every strategy, the dispatching entry and libc for the report; a
 * (dst - src) % 4096 sweep of rep movsb at 64 B; calibrated vs default
 * knobs vs libc on the shipped size distributions; and on ppc64le the VSX
 * breakpoint with the vector state not live. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cal.h"
#include "memtune/cpu.h"
#include "memtune/registry.h"

static const enum mt_op curve_ops[] = { MT_OP_MEMCPY, MT_OP_MEMSET, MT_OP_MEMMOVE, MT_OP_MEMCMP, MT_OP_BCMP };

/* Every runnable strategy of op but the byte loop and the non-temporal
 * ones (they evict the shared buffers, so whatever runs after them in a
 * round would start cold: see cmd_suite.c), then mt and libc. */
static void curve_impls(enum mt_op op, char *spec, size_t len)
{
    int at = 0;
    size_t ns;
    const struct mt_strategy *t = mt_strategies(&ns);
    for (size_t i = 0; i < ns; i++)
        if (t[i].op == op && !(t[i].flags & (MT_STRAT_REFERENCE | MT_STRAT_LARGE)) &&
            mt_strategy_runnable(&t[i], mt_cpu()->features))
            at += snprintf(spec + at, len - (size_t)at, "%s,", t[i].name);
    snprintf(spec + at, len - (size_t)at, "mt,libc");
}

static int op_curves(struct mt_cal *c, enum mt_op op, struct cal_sweep *sw, char *err, size_t errlen)
{
    char spec[2048];
    curve_impls(op, spec, sizeof spec);
    struct mt_bench_impl *impls;
    size_t n;
    if (mt_bench_impl_list_parse(op, spec, &impls, &n, err, errlen) != 0)
        return -1;
    size_t sizes[64];
    size_t ns = cal_log_sizes(8, c->level == CAL_QUICK ? 16u << 10 : 64u << 10, c->level == CAL_FULL ? 2 : 1, sizes, 64);
    struct mt_bench_run run;
    cal_run_defaults(c, &run, op, impls, n);
    run.pattern = MT_BENCH_FIXED;
    cal_sweep_alloc(sw, op, sizes, ns, n);
    sw->what = "size sweep";
    sw->cache = "L1 (L2 above 8 KiB)";
    sw->pattern = "fixed";
    int rc = cal_measure_sweep(c, sw, &run, 's', 0, MT_BENCH_L1, 8u << 10, MT_BENCH_L2, MT_BENCH_DIFF_NONE, err, errlen);
    mt_bench_impl_list_free(impls, n);
    return rc;
}

int cal_curves(struct mt_cal *c, char *err, size_t errlen)
{
    c->ncurves = c->level == CAL_QUICK ? 2 : 5;
    for (int i = 0; i < c->ncurves; i++) {
        c->progress(mt_op_name(curve_ops[i]));
        if (op_curves(c, curve_ops[i], &c->curves[i], err, errlen) != 0) {
            c->ncurves = i;
            return -1;
        }
    }
    return 0;
}

static int aliasing_curve(struct mt_cal *c, struct cal_sweep *sw, char *err, size_t errlen)
{
    struct mt_bench_impl *impls;
    size_t n;
    if (mt_bench_impl_list_parse(MT_OP_MEMCPY, "rep_movsb,mt,libc", &impls, &n, err, errlen) != 0)
        return -1;
    size_t *offs, no;
    const char *spec = c->level == CAL_QUICK     ? "0..128:8,192..4095:256"
                       : c->level == CAL_DEFAULT ? "0..128:2,160..4095:96"
                                                 : "0..4095";
    if (mt_bench_parse_values(spec, 4095, MT_BENCH_RANGE_ALIASING, &offs, &no, err, errlen) != 0) {
        mt_bench_impl_list_free(impls, n);
        return -1;
    }
    struct mt_bench_run run;
    cal_run_defaults(c, &run, MT_OP_MEMCPY, impls, n);
    run.pattern = MT_BENCH_FIXED;
    cal_sweep_alloc(sw, MT_OP_MEMCPY, offs, no, n);
    sw->what = "aliasing";
    sw->cache = "L1";
    sw->pattern = "fixed";
    int rc = cal_measure_sweep(c, sw, &run, 'a', 64, MT_BENCH_L1, SIZE_MAX, MT_BENCH_L1, MT_BENCH_DIFF_NONE, err, errlen);
    free(offs);
    mt_bench_impl_list_free(impls, n);
    return rc;
}

void cal_aliasing(struct mt_cal *c)
{
    c->progress("aliasing (dst - src) % 4096");
    char err[512];
    c->have_alias = MT_ARCH_X86_TOOL && aliasing_curve(c, &c->alias, err, sizeof err) == 0;
    if (!c->have_alias && MT_ARCH_X86_TOOL)
        fprintf(stderr, "memtune: calibrate: aliasing sweep skipped: %s\n", err);
}

/* The knobs of op that apply on this CPU (up to CAL_SETTING_KNOBS, in
 * table order), as settings: calibrated values for `cal`, defaults for `def`.
 * An op without a knob here gets a dummy, so both implementations are the
 * same ladder. */
static void dist_settings(const struct mt_cal *c, enum mt_op op, struct cal_knob_setting *cal,
                          struct cal_knob_setting *def)
{
    static size_t no_knob;
    size_t nk = 0;
    const struct mt_knob_desc *kt = mt_knob_table(&nk), *k[CAL_SETTING_KNOBS] = { NULL };
    const char *opn = mt_op_name(op);
    int m = 0;
    for (size_t i = 0; i < nk && m < CAL_SETTING_KNOBS; i++)
        if (!strncmp(kt[i].name, opn, strlen(opn)) && kt[i].name[strlen(opn)] == '.' &&
            mt_knob_applies(&kt[i], mt_cpu()->features))
            k[m++] = &kt[i];
    for (int j = 0; j < CAL_SETTING_KNOBS; j++) {
        cal->knob[j] = def->knob[j] = k[j] ? mt_knob_ptr(mt_knobs_live(), k[j]) : j ? NULL : &no_knob;
        cal->val[j] = k[j] ? *mt_knob_ptr((struct mt_knobs *)&c->cal, k[j]) : 0;
        def->val[j] = k[j] ? *mt_knob_ptr((struct mt_knobs *)&c->def, k[j]) : 0;
    }
}

static void dist_fill(struct dist_result *dr, enum mt_op op, const char *shortname, const struct mt_bench_result res[3],
                      const struct mt_bench_point *pt)
{
    dr->op = op;
    snprintf(dr->file, sizeof dr->file, "%s", shortname);
    for (int k = 0; k < 3; k++) {
        dr->med[k] = res[k].ns.median;
        dr->lo[k] = res[k].ns.ci_lo;
        dr->hi[k] = res[k].ns.ci_hi;
        dr->bpn[k] = res[k].ns.median > 0 ? pt->mean_bytes / res[k].ns.median : 0;
    }
    /* res[k].ratio = time_k / time_calibrated (paired per round) */
    dr->ratio = res[1].ratio;
    dr->ratio_lo = res[1].ratio_lo;
    dr->ratio_hi = res[1].ratio_hi;
    dr->vs_libc = res[2].ratio;
}

static int measure_dist(struct mt_cal *c, enum mt_op op, const char *path, const char *shortname,
                        struct dist_result *dr, char *err, size_t errlen)
{
    struct mt_bench_dist d;
    if (mt_bench_dist_load(path, &d, err, errlen) != 0)
        return -1;
    cal_apply(&c->cal);
    struct cal_knob_setting sc, sd;
    dist_settings(c, op, &sc, &sd);
    struct mt_bench_impl impls[3];
    cal_knob_impl(&impls[0], op, &sc, "mt (calibrated)");
    cal_knob_impl(&impls[1], op, &sd, "mt (defaults)");
    if (mt_bench_impl_resolve(op, "libc", &impls[2], err, errlen) != 0) {
        mt_bench_dist_free(&d);
        return -1;
    }
    struct mt_bench_run run;
    cal_run_defaults(c, &run, op, impls, 3);
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
    int rc = mt_bench_measure(c->ctx, &run, &cfg, res, &pt, err, errlen);
    cal_apply(&c->cal);
    mt_bench_dist_free(&d);
    if (rc != 0)
        return -1;
    dist_fill(dr, op, shortname, res, &pt);
    return 0;
}

static const char *const dist_prefix[] = {
    [MT_OP_MEMCPY] = "Memcpy", [MT_OP_MEMMOVE] = "Memmove", [MT_OP_MEMSET] = "Memset",
    [MT_OP_MEMCMP] = "Memcmp", [MT_OP_BCMP] = "Bcmp",
};

/* Measures one shipped distribution into the next result; a missing file
 * is skipped (with a line if `loud`). */
static int one_dist(struct mt_cal *c, enum mt_op op, const char *shortn, bool loud, char *err, size_t errlen)
{
    char path[1400];
    snprintf(path, sizeof path, "%s/data/distributions/%s", c->src, shortn);
    if (access(path, R_OK) != 0) {
        if (loud)
            fprintf(stderr, "memtune: calibrate: %s not found; distribution skipped\n", path);
        return 0;
    }
    if (measure_dist(c, op, path, shortn, &c->dres[c->nd], err, errlen) != 0)
        return -1;
    c->nd++;
    return 0;
}

int cal_dists(struct mt_cal *c, char *err, size_t errlen)
{
    static const enum mt_op dist_ops[] = { MT_OP_MEMCPY, MT_OP_MEMMOVE, MT_OP_MEMSET, MT_OP_MEMCMP, MT_OP_BCMP };
    size_t max = sizeof c->dres / sizeof c->dres[0];
    c->nd = 0;
    for (int i = 0; i < 5; i++) {
        enum mt_op op = dist_ops[i];
        c->progress(mt_op_name(op));
        /* fleetbench's _Fleet; --full: also _0.._8 */
        for (int w = c->level == CAL_FULL ? 0 : 9; w <= 9 && c->nd < max; w++) {
            char shortn[160];
            if (w == 9)
                snprintf(shortn, sizeof shortn, "fleetbench-2024/%s_Fleet.csv", dist_prefix[op]);
            else
                snprintf(shortn, sizeof shortn, "fleetbench-2024/%s_%d.csv", dist_prefix[op], w);
            if (one_dist(c, op, shortn, true, err, errlen) != 0)
                return -1;
        }
        if (c->level != CAL_QUICK && (op == MT_OP_MEMCPY || op == MT_OP_MEMSET) && c->nd < max) {
            char shortn[160];
            snprintf(shortn, sizeof shortn, "spec2017-arm-optimized-routines/%s_size_freq.csv", mt_op_name(op));
            if (one_dist(c, op, shortn, false, err, errlen) != 0)
                return -1;
        }
    }
    cal_apply(&c->cal);
    return 0;
}

/* ppc64le: the VSX breakpoint with the vector state not live as well (seed
 * 004 measured both; vecstate.h says why user space differs from the
 * kernel). Reported, not exported: the knob keeps the live value, what a
 * program that copies often sees. */
void cal_vecstate(struct mt_cal *c)
{
    c->have_vs = false;
    c->vs_text[0] = 0;
#if MT_ARCH_PPC64LE_TOOL
    c->progress("memcpy.vsx_from, vector state not live");
    struct mt_vs_hooks hk;
    size_t vsz[MT_VS_MAX_SIZES];
    size_t nvs = cal_log_sizes(256, 64u << 10, c->level == CAL_FULL ? 3 : 2, vsz, MT_VS_MAX_SIZES);
    int reps = c->level == CAL_QUICK ? 9 : c->level == CAL_DEFAULT ? 15 : 31;
    char err[512];
    if (mt_vs_hooks_ppc64(&hk, 64u << 10, err, sizeof err) != 0) {
        fprintf(stderr, "memtune: calibrate: vector-state breakpoints skipped: %s\n", err);
    } else {
        c->have_vs = mt_vs_measure(&hk, vsz, nvs, reps, &c->vs) == 0;
        mt_vs_hooks_ppc64_free(&hk);
        if (c->have_vs)
            mt_vs_describe(&c->vs, c->vs_text, sizeof c->vs_text);
    }
    cal_apply(&c->cal);
#endif
}
