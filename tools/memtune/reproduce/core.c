/* memtune reproduce: results, the core-clock estimate, timing helpers
 * (reproduce.h). */
#define _GNU_SOURCE
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench/timer.h"
#include "reproduce.h"

const char *rp_verdict_name(enum rp_verdict v)
{
    switch (v) {
    case RP_HOLDS: return "holds";
    case RP_FAILS: return "does not hold";
    case RP_NA: return "not applicable";
    default: return "error";
    }
}

const char *rp_verdict_key(enum rp_verdict v)
{
    switch (v) {
    case RP_HOLDS: return "holds";
    case RP_FAILS: return "fails";
    case RP_NA: return "na";
    default: return "error";
    }
}

void rp_printf(struct rp_result *r, const char *fmt, ...)
{
    char line[1024];
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (k < 0)
        return;
    size_t l = strlen(line);
    if (r->len + l + 1 > r->cap) {
        size_t nc = r->cap ? 2 * r->cap : 1024;
        while (nc < r->len + l + 1)
            nc *= 2;
        char *t = realloc(r->text, nc);
        if (!t)
            return;
        r->text = t;
        r->cap = nc;
    }
    memcpy(r->text + r->len, line, l + 1);
    r->len += l;
}

void rp_value(struct rp_result *r, const char *key, double v, const char *unit)
{
    if (r->nval == RP_MAX_VALUES)
        return;
    struct rp_value *x = &r->val[r->nval++];
    snprintf(x->key, sizeof x->key, "%s", key);
    x->v = v;
    snprintf(x->unit, sizeof x->unit, "%s", unit ? unit : "");
}

struct rp_series *rp_series(struct rp_result *r, const char *name, const char *xlabel, const char *ylabel, bool logx)
{
    if (r->nser == RP_MAX_SERIES)
        return NULL;
    struct rp_series *s = &r->ser[r->nser++];
    memset(s, 0, sizeof *s);
    snprintf(s->name, sizeof s->name, "%s", name);
    snprintf(s->xlabel, sizeof s->xlabel, "%s", xlabel);
    snprintf(s->ylabel, sizeof s->ylabel, "%s", ylabel);
    s->logx = logx;
    return s;
}

void rp_series_add(struct rp_series *s, double x, double y)
{
    if (s && s->n < RP_MAX_POINTS && isfinite(y)) {
        s->x[s->n] = x;
        s->y[s->n++] = y;
    }
}

void rp_method(struct rp_result *r, const char *fmt, ...)
{
    size_t l = strlen(r->method);
    if (l + 2 >= sizeof r->method)
        return;
    if (l) {
        r->method[l++] = ' ';
        r->method[l] = 0;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->method + l, sizeof r->method - l, fmt, ap);
    va_end(ap);
}

void rp_set(struct rp_result *r, enum rp_verdict v, const char *fmt, ...)
{
    r->j.verdict = v;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->j.why, sizeof r->j.why, fmt, ap);
    va_end(ap);
}

void rp_result_free(struct rp_result *r)
{
    free(r->text);
    r->text = NULL;
    r->len = r->cap = 0;
}

/* ---- core clocks ----------------------------------------------------------- */

#if defined(__x86_64__)
/* x86_64.S: iters x 64 dependent `add %rdx, %rax` (a register operand, so
 * no core can fold the chain as an immediate). */
uint64_t rp_add_chain(uint64_t iters);
#endif

double rp_clock(unsigned reps, double *spread)
{
#if defined(__x86_64__)
    enum { ITERS = 4096 }; /* 262144 adds: ~80 us at 3.3 GHz */
    double v[64];
    if (reps > 64)
        reps = 64;
    if (reps < 3)
        reps = 3;
    rp_add_chain(ITERS); /* warm up: the first run may find the core at a lower clock */
    for (unsigned r = 0; r < reps; r++) {
        uint64_t t0 = mt_stamp_begin();
        rp_add_chain(ITERS);
        uint64_t t1 = mt_stamp_end();
        v[r] = (double)ITERS * 64 / (double)(t1 - t0);
    }
    double m = rp_median(v, reps);
    /* spread of the middle half: a preempted repetition is an outlier */
    double t[64];
    memcpy(t, v, reps * sizeof *t);
    for (unsigned a = 0; a < reps; a++)
        for (unsigned b = a + 1; b < reps; b++)
            if (t[b] < t[a]) {
                double x = t[a];
                t[a] = t[b];
                t[b] = x;
            }
    if (spread)
        *spread = (t[reps * 3 / 4] - t[reps / 4]) / m;
    return m;
#else
    (void)reps;
    if (spread)
        *spread = 0;
    return 0;
#endif
}

double rp_ns_to_clocks(const struct rp_ctx *c, double ns)
{
    if (c->core_per_tick <= 0 || c->tsc_hz <= 0)
        return NAN;
    return ns * 1e-9 * c->tsc_hz * c->core_per_tick;
}

/* ---- the bench core ------------------------------------------------------------ */

int rp_impls(enum mt_op op, const char *list, struct mt_bench_impl **out, size_t *n, char *err, size_t errlen)
{
    return mt_bench_impl_list_parse(op, list, out, n, err, errlen);
}

void rp_impl_fn(struct mt_bench_impl *im, const char *label, void (*fn)(void))
{
    memset(im, 0, sizeof *im);
    snprintf(im->name, sizeof im->name, "%s", label);
    snprintf(im->label, sizeof im->label, "%s", label);
    im->kind = MT_BENCH_IMPL_LIBC; /* a plain function pointer, called as the op's signature */
    im->fn.any = fn;
}

int rp_bench_run(struct rp_ctx *c, const struct rp_bench *b, struct mt_bench_impl *impls, size_t nimpl,
                 const struct mt_bench_config *cfg, size_t ncfg, double *ns, char *err, size_t errlen)
{
    struct mt_bench_run run;
    mt_bench_run_init(&run, b->op);
    run.impls = impls;
    run.nimpl = nimpl;
    run.mode = b->mode;
    run.pattern = b->pattern;
    run.dist = b->dist;
    run.passes = b->passes ? b->passes : 2;
    run.max_seconds = b->seconds > 0 ? b->seconds : 0.1;
    run.target = 0.01;
    run.min_samples = c->quick ? 8 : 16;
    struct mt_bench_result *res = calloc(ncfg * nimpl, sizeof *res);
    struct mt_bench_point *pt = calloc(ncfg, sizeof *pt);
    if (!res || !pt) {
        free(res);
        free(pt);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = mt_bench_sweep(c->bench, &run, cfg, ncfg, res, pt, NULL, NULL, err, errlen);
    if (rc == 0)
        for (size_t i = 0; i < ncfg * nimpl; i++)
            ns[i] = res[i].ns.median;
    free(res);
    free(pt);
    return rc;
}

double rp_time_copy(const struct rp_ctx *c, mt_copy_fn fn, void *d, const void *s, size_t n, unsigned batch,
                    unsigned samples)
{
    double v[256];
    if (samples > 256)
        samples = 256;
    if (!samples || !batch)
        return NAN;
    double ns_per_tick = 1e9 / c->tsc_hz;
    for (unsigned r = 0; r <= samples; r++) {
        uint64_t t0 = mt_stamp_begin();
        for (unsigned i = 0; i < batch; i++) {
            fn(d, s, n);
            __asm__ volatile("" ::: "memory");
        }
        uint64_t t1 = mt_stamp_end();
        if (r)
            v[r - 1] = (double)(t1 - t0) * ns_per_tick / batch;
    }
    return rp_median(v, samples);
}
