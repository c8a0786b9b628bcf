/* Sweeps for calibrate: curves over sizes or aliasing offsets, measured
 * with the bench core, and the knob-controlled implementations. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "cal.h"

void cal_sweep_alloc(struct cal_sweep *s, enum mt_op op, const size_t *x, size_t n, size_t ncurves)
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

void cal_sweep_free(struct cal_sweep *s)
{
    for (size_t i = 0; i < s->ncurves; i++) {
        free(s->c[i].med);
        free(s->c[i].lo);
        free(s->c[i].hi);
    }
    free(s->c);
    free(s->x);
}

void cal_run_defaults(const struct mt_cal *c, struct mt_bench_run *r, enum mt_op op, const struct mt_bench_impl *impls,
                      size_t n)
{
    mt_bench_run_init(r, op);
    r->impls = impls;
    r->nimpl = n;
    r->baseline = (size_t)-1;
    r->target = c->level == CAL_FULL ? 0.01 : 0.02;
    r->max_seconds = c->level == CAL_QUICK ? 0.02 : c->level == CAL_DEFAULT ? 0.05 : 0.25;
    r->min_samples = c->level == CAL_QUICK ? 8 : 16;
}

int cal_measure_sweep(struct mt_cal *c, struct cal_sweep *sw, struct mt_bench_run *run, char kind, size_t fixed_size,
                      enum mt_bench_cache cache_small, size_t small_limit, enum mt_bench_cache cache_big, size_t diff,
                      char *err, size_t errlen)
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
         * knob condition of its own (cal_knobs.c). */
        cfg.aliasing = kind == 'a' ? (int)sw->x[i] : sw->aliasing;
        cfg.cache = cfg.size <= small_limit ? cache_small : cache_big;
        cfg.diff_pos = diff;
        struct mt_bench_point pt;
        if (mt_bench_measure(c->ctx, run, &cfg, res, &pt, err, errlen) != 0) {
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

size_t cal_log_sizes(size_t lo, size_t hi, int per, size_t *out, size_t max)
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

int cal_sweep_steps(enum cal_level level)
{
    return level == CAL_QUICK ? 1 : level == CAL_DEFAULT ? 2 : 4;
}

static void set_knobs(const struct mt_bench_impl *im)
{
    const struct cal_knob_setting *s = im->prepare_arg;
    for (int j = 0; j < CAL_SETTING_KNOBS; j++)
        if (s->knob[j])
            *s->knob[j] = s->val[j];
}

/* dispatch's entry for op with the setting's knobs (dispatch.c installs
 * ladder_<tier>_rsb while memcpy.vec_from is set) */
static const struct mt_strategy *setting_entry(enum mt_op op, const struct cal_knob_setting *set)
{
    const struct mt_strategy *s = mt_dispatch_current(op);
    const size_t *vf = &mt_knobs_live()->memcpy_vec_from;
    for (int j = 0; op == MT_OP_MEMCPY && j < CAL_SETTING_KNOBS; j++) {
        if (set->knob[j] != vf)
            continue;
        const struct mt_strategy *base = mt_strategy_knob_base(s);
        const struct mt_strategy *e = set->val[j] ? mt_strategy_knob_entry(base) : base;
        return e && mt_strategy_runnable(e, mt_cpu()->features) ? e : s;
    }
    return s;
}

void cal_knob_impl(struct mt_bench_impl *im, enum mt_op op, const struct cal_knob_setting *set, const char *label)
{
    memset(im, 0, sizeof *im);
    snprintf(im->name, sizeof im->name, "%s", label);
    snprintf(im->label, sizeof im->label, "%s", label);
    im->kind = MT_BENCH_IMPL_ENTRY;
    im->fn.any = setting_entry(op, set)->fn.any;
    im->prepare = set_knobs;
    im->prepare_arg = set;
}

void cal_apply(const struct mt_knobs *k)
{
    *mt_knobs_live() = *k;
}
