/* The vector breakpoint in two conditions: the driver (any architecture,
 * tested with a fake machine) and the ppc64le hooks. See vecstate.h. */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "calibrate/vecstate.h"

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median and an approximate 95% interval of the median (order statistics
 * n/2 -+ 0.98 sqrt(n), the normal approximation of the binomial). */
static void median_ci(double *x, int n, double *med, double *lo, double *hi)
{
    qsort(x, (size_t)n, sizeof *x, cmp_d);
    *med = n % 2 ? x[n / 2] : 0.5 * (x[n / 2 - 1] + x[n / 2]);
    double h = 0.98 * sqrt((double)n);
    int l = (int)floor(n / 2.0 - h), u = (int)ceil(n / 2.0 + h) - 1;
    if (l < 0) l = 0;
    if (u > n - 1) u = n - 1;
    *lo = x[l];
    *hi = x[u];
}

int mt_vs_measure(const struct mt_vs_hooks *h, const size_t *sizes, size_t n, int reps,
                  struct mt_vs_result *out)
{
    if (!h || !h->time_call || !h->condition || !n || n > MT_VS_MAX_SIZES || reps < 5 ||
        reps > MT_VS_MAX_REPS)
        return -1;
    memset(out, 0, sizeof *out);
    out->n = n;
    out->reps = reps;
    memcpy(out->sizes, sizes, n * sizeof *sizes);
    for (int live = 0; live < 2; live++) {
        for (size_t i = 0; i < n; i++) {
            double t[2][MT_VS_MAX_REPS];
            for (int r = 0; r < reps; r++)
                for (int k = 0; k < 2; k++) {
                    int vec = (r & 1) ? 1 - k : k; /* alternate which runs first */
                    h->condition(h->arg, live);
                    t[vec][r] = h->time_call(h->arg, sizes[i], vec);
                }
            median_ci(t[0], reps, &out->off[live].med[i], &out->off[live].lo[i], &out->off[live].hi[i]);
            median_ci(t[1], reps, &out->on[live].med[i], &out->on[live].lo[i], &out->on[live].hi[i]);
        }
        struct mt_xcurve a = { out->off[live].med, out->off[live].lo, out->off[live].hi };
        struct mt_xcurve b = { out->on[live].med, out->on[live].lo, out->on[live].hi };
        if (mt_find_crossover(out->sizes, n, a, b, 0.02, &out->x[live]) != 0)
            return -1;
    }
    return 0;
}

static size_t put_x(char *buf, size_t len, const char *name, const struct mt_crossover *x)
{
    if (x->kind == MT_X_NEVER)
        return (size_t)snprintf(buf, len, "%s: never (the scalar lines win or tie at every size)", name);
    if (x->kind == MT_X_ALWAYS)
        return (size_t)snprintf(buf, len, "%s: %zu B (from the smallest size measured)", name, x->value);
    return (size_t)snprintf(buf, len, "%s: %zu B (switch between %zu and %zu)", name, x->value, x->lo, x->hi);
}

void mt_vs_describe(const struct mt_vs_result *r, char *buf, size_t len)
{
    size_t k = put_x(buf, len, "state live", &r->x[1]);
    if (k < len)
        k += (size_t)snprintf(buf + k, len - k, "; ");
    if (k < len)
        put_x(buf + k, len - k, "not live", &r->x[0]);
}

/* ---- ppc64le hooks --------------------------------------------------------- */
#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <sys/platform/ppc.h>
#include "memtune/knobs.h"
#include "memtune/registry.h"

struct ppc_ctx {
    unsigned char *src, *dst;
    size_t max;
    mt_copy_fn ladder;
    double ns_per_tick;
    pthread_t partner;
    atomic_int stop;
    int have_partner;
};

/* Yields until told to stop: each sched_yield of ours then switches to it
 * and back (both pinned to one CPU). No vector instruction. */
static void *partner_main(void *arg)
{
    struct ppc_ctx *c = arg;
    while (!atomic_load_explicit(&c->stop, memory_order_relaxed))
        sched_yield();
    return NULL;
}

static double ppc_time_call(void *arg, size_t n, int vec)
{
    struct ppc_ctx *c = arg;
    if (n > c->max)
        n = c->max;
    mt_knobs_live()->memcpy_vsx_from = vec ? 0 : SIZE_MAX;
    uint64_t t0 = __ppc_get_timebase();
    __asm__ volatile("" ::: "memory");
    c->ladder(c->dst, c->src, n);
    __asm__ volatile("" ::: "memory");
    uint64_t t1 = __ppc_get_timebase();
    return (double)(t1 - t0) * c->ns_per_tick;
}

static void ppc_condition(void *arg, int live)
{
    struct ppc_ctx *c = arg;
    if (live) {
        /* Any VSX instruction loads the state if it is not loaded. */
        __asm__ volatile("xxlxor 32, 32, 32" ::: "v0");
        return;
    }
    /* More than 255 switches without a vector instruction: the kernel's
     * per-thread load_vec counter wraps and it stops restoring the state
     * eagerly, so the next vector instruction traps. */
    if (c->have_partner)
        for (int i = 0; i < 300; i++)
            sched_yield();
}

int mt_vs_hooks_ppc64(struct mt_vs_hooks *h, size_t max_size, char *err, size_t errlen)
{
    struct ppc_ctx *c = calloc(1, sizeof *c);
    if (!c || posix_memalign((void **)&c->src, 4096, max_size + 4096) ||
        posix_memalign((void **)&c->dst, 4096, max_size + 4096)) {
        snprintf(err, errlen, "out of memory");
        if (c)
            free(c->src);
        free(c);
        return -1;
    }
    /* Source and destination misaligned to each other (the vperm loop),
     * as most copies between unrelated buffers are. */
    c->src += 8;
    c->dst += 64;
    c->max = max_size;
    memset(c->src, 0x5a, max_size);
    memset(c->dst, 0, max_size);
    const struct mt_strategy *s = mt_dispatch_current(MT_OP_MEMCPY);
    if (!s || !(s->flags & MT_STRAT_LADDER)) {
        snprintf(err, errlen, "memcpy dispatches to no ladder");
        free(c->src - 8);
        free(c->dst - 64);
        free(c);
        return -1;
    }
    c->ladder = s->fn.copy;
    uint64_t f = __ppc_get_timebase_freq();
    c->ns_per_tick = f ? 1e9 / (double)f : 1.0;
    /* The partner shares our CPU (calibrate pinned this thread). */
    cpu_set_t set;
    CPU_ZERO(&set);
    int cpu = sched_getcpu();
    if (cpu >= 0)
        CPU_SET(cpu, &set);
    pthread_attr_t at;
    pthread_attr_init(&at);
    if (cpu >= 0)
        pthread_attr_setaffinity_np(&at, sizeof set, &set);
    c->have_partner = pthread_create(&c->partner, &at, partner_main, c) == 0;
    pthread_attr_destroy(&at);
    h->arg = c;
    h->time_call = ppc_time_call;
    h->condition = ppc_condition;
    return 0;
}

void mt_vs_hooks_ppc64_free(struct mt_vs_hooks *h)
{
    struct ppc_ctx *c = h->arg;
    if (!c)
        return;
    atomic_store(&c->stop, 1);
    if (c->have_partner)
        pthread_join(c->partner, NULL);
    free(c->src - 8);
    free(c->dst - 64);
    free(c);
    h->arg = NULL;
}
#endif
