/* The measurement core: argument arrays, verification, interleaved batches,
 * stopping rule. The why of each choice is in bench.h. */
#define _GNU_SOURCE
#define MEMTUNE_INLINE /* before any include of memtune.h: see below */
#define MEMTUNE_INLINE_VARIABLE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "bench.h"
#include "memtune.h"
/* MEMTUNE_INLINE (defined at the top) gives the mt_*_inline functions for
 * --impl mt_inline; the mt_* names keep meaning the library's entries. */
#undef mt_memcpy
#undef mt_memmove
#undef mt_memset
#undef mt_memcmp
#undef mt_bcmp
#include "memtune/cpu.h"
#include "timer.h"

#define MAX_SIZE (256u << 20)  /* offsets are 32-bit: keep both areas below 4 GiB */
#define FENCE_K 3.0            /* Tukey far-out fences */
/* The byte memset stores: run->set_value, set at each measurement. */
static int MEMSET_VALUE = 0xa5;

struct pos {
    uint32_t s, d; /* offsets of src (a) and dst (b) from the mapping */
};

struct mt_bench_ctx {
    char *map;
    size_t map_len;   /* 2 * area */
    size_t area;      /* src role in [0, area), dst role in [area, 2 area) */
    uint32_t *sizes;
    size_t sizes_cap;
    uint64_t *prefix; /* prefix sums of sizes */
    struct pos *pos;
    size_t pos_cap;
    double *buf;      /* samples: 3 series per impl, plus scratch */
    size_t buf_cap;
    bool *keep;
    size_t keep_cap;
    unsigned char *tmp; /* verification snapshot */
    size_t tmp_cap;
    uint64_t rng;
};

/* ---- defaults ------------------------------------------------------------ */

void mt_bench_config_init(struct mt_bench_config *c, size_t size)
{
    memset(c, 0, sizeof *c);
    c->size = size;
    c->aliasing = MT_BENCH_ALIAS_AUTO;
    c->diff_pos = MT_BENCH_DIFF_NONE;
    c->cache = MT_BENCH_L1;
}

void mt_bench_run_init(struct mt_bench_run *r, enum mt_op op)
{
    memset(r, 0, sizeof *r);
    r->op = op;
    r->baseline = (size_t)-1;
    r->mode = MT_BENCH_THROUGHPUT;
    r->pattern = MT_BENCH_FIXED;
    r->target = 0.01;
    r->max_seconds = 0.3;
    r->min_samples = 16;
    r->max_samples = 100000;
    r->batch_us = 20;
    r->seed = 1;
    r->set_value = 0xa5;
    r->dst_cache = -1;
    r->passes = 5;
}

/* The ops the bench core measures. */
bool mt_bench_op_supported(enum mt_op op)
{
    return op == MT_OP_MEMCPY || op == MT_OP_MEMMOVE || op == MT_OP_MEMSET || op == MT_OP_MEMCMP ||
           op == MT_OP_BCMP;
}

/* ---- context ------------------------------------------------------------- */

struct mt_bench_ctx *mt_bench_ctx_new(void)
{
    struct mt_bench_ctx *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    mt_init();
    mt_bench_timer();
    return c;
}

void mt_bench_ctx_free(struct mt_bench_ctx *c)
{
    if (!c)
        return;
    if (c->map)
        munmap(c->map, c->map_len);
    free(c->sizes);
    free(c->prefix);
    free(c->pos);
    free(c->buf);
    free(c->keep);
    free(c->tmp);
    free(c);
}

static uint64_t rng_next(uint64_t *s)
{
    /* splitmix64: fast, full period, good enough for positions and sizes */
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static size_t rand_below(uint64_t *s, size_t n)
{
    if (n <= 1)
        return 0;
    return (size_t)(((unsigned __int128)rng_next(s) * n) >> 64);
}

static double rand_unit(uint64_t *s)
{
    return (double)(rng_next(s) >> 11) * (1.0 / 9007199254740992.0);
}

static void *grow(void *p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return p;
    size_t nc = *cap ? *cap : 256;
    while (nc < need)
        nc *= 2;
    void *q = realloc(p, nc * elem);
    if (!q)
        return NULL;
    *cap = nc;
    return q;
}

/* Both role areas of `area` bytes each, touched and filled with random
 * bytes (never the shared zero page: reads of it would be free). */
static int ensure_map(struct mt_bench_ctx *c, size_t area)
{
    if (c->map && c->area >= area)
        return 0;
    if (c->map)
        munmap(c->map, c->map_len);
    c->map = NULL;
    size_t len = 2 * area, huge = 2u << 20;
    char *p = mmap(NULL, len + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return -1;
    /* 2 MiB alignment so transparent huge pages can back big areas. */
    uintptr_t a = ((uintptr_t)p + huge - 1) & ~(uintptr_t)(huge - 1);
    if (a > (uintptr_t)p)
        munmap(p, a - (uintptr_t)p);
    munmap((char *)a + len, (uintptr_t)p + len + huge - a - len);
    c->map = (char *)a;
    c->map_len = len;
    c->area = area;
#ifdef MADV_HUGEPAGE
    /* Large windows (LLC, DRAM) measure memory, not page walks. */
    if (area >= (8u << 20))
        madvise(c->map, len, MADV_HUGEPAGE);
#endif
    uint64_t s = 0x1234567ull;
    uint64_t *w = (uint64_t *)c->map;
    for (size_t i = 0; i < len / 8; i++)
        w[i] = rng_next(&s);
    return 0;
}

/* ---- the timed loops -------------------------------------------------------
 * The arguments come from arrays, so the loop costs the same for every
 * implementation; indexes wrap by compare (array lengths are arbitrary). */

struct arrays {
    char *base;
    const uint32_t *sz;
    size_t ms;
    const struct pos *pos;
    size_t mp;
};

#if defined(__GNUC__) && !defined(__clang__)
#define NOIPA __attribute__((noinline, noipa))
#else
#define NOIPA __attribute__((noinline))
#endif

/* Empty implementations: the same indirect call with nothing inside. */
static NOIPA void *empty_copy(void *d, const void *s, size_t n)
{
    (void)s, (void)n;
    __asm__ volatile("" ::: "memory");
    return d;
}
static NOIPA void *empty_set(void *d, int c, size_t n)
{
    (void)c, (void)n;
    __asm__ volatile("" ::: "memory");
    return d;
}
static NOIPA int empty_cmp(const void *a, const void *b, size_t n)
{
    (void)a, (void)b, (void)n;
    __asm__ volatile("" ::: "memory");
    return 0;
}

static volatile unsigned sink;

/* What every timed loop shares: the argument arrays, and the step to the
 * next size and position (indexes wrap by compare). */
#define LOOP_ARRAYS                                                            \
    const uint32_t *sz = a->sz;                                                \
    const struct pos *ps = a->pos;                                             \
    char *base = a->base;                                                      \
    size_t ms = a->ms, mp = a->mp
#define LOOP_NEXT                                                              \
    do {                                                                       \
        if (++si == ms)                                                        \
            si = 0;                                                            \
        if (++pi == mp)                                                        \
            pi = 0;                                                            \
    } while (0)

#define LOOP_TPUT(CALL)                                                        \
    LOOP_ARRAYS;                                                               \
    unsigned acc = 0;                                                          \
    uint64_t t0 = mt_stamp_begin();                                            \
    for (size_t i = 0; i < B; i++) {                                           \
        CALL;                                                                  \
        LOOP_NEXT;                                                             \
    }                                                                          \
    uint64_t t1 = mt_stamp_end();                                              \
    sink = acc;                                                                \
    return t1 - t0;

/* --mode use / use-chain (bench.h): the throughput loop, and the caller
 * uses the bytes. PRE runs before the call, USE after it; both see pd,
 * psrc and n. With CHAIN, the next positions depend on `dep`, which USE
 * sets from the bytes: `zero` is loaded from a volatile, so the compiler
 * cannot drop the AND, and the CPU waits for the byte it ANDs. */
static volatile uintptr_t use_zero;
typedef uint64_t __attribute__((may_alias, aligned(1))) u64_unaligned;
#define LOOP_USE(CHAIN, PRE, CALL, USE)                                        \
    LOOP_ARRAYS;                                                               \
    const uintptr_t zero = use_zero;                                           \
    uintptr_t dep = 0;                                                         \
    unsigned acc = 0;                                                          \
    uint64_t t0 = mt_stamp_begin();                                            \
    for (size_t i = 0; i < B; i++) {                                           \
        char *pd = base + ps[pi].d + dep;                                      \
        char *psrc = base + ps[pi].s + dep;                                    \
        size_t n = sz[si];                                                     \
        (void)n;                                                               \
        PRE;                                                                   \
        CALL;                                                                  \
        USE;                                                                   \
        if (CHAIN)                                                             \
            dep = (uintptr_t)acc & zero;                                       \
        LOOP_NEXT;                                                             \
    }                                                                          \
    uint64_t t1 = mt_stamp_end();                                              \
    sink = acc;                                                                \
    return t1 - t0;
/* copies and memset: load dst's first byte; compares: rewrite the first
 * 8 bytes of the first buffer with the values they hold */
#define USE_READ_DST (acc += *(volatile unsigned char *)pd)
#define USE_WRITE_SRC (*(volatile u64_unaligned *)psrc = *(volatile u64_unaligned *)psrc)

#define LOOP_LAT(PRE, CALL)                                                         \
    LOOP_ARRAYS;                                                               \
    uint64_t sum = 0;                                                          \
    unsigned acc = 0;                                                          \
    for (size_t i = 0; i < B; i++) {                                           \
        char *pd = base + ps[pi].d;                                            \
        char *psrc = base + ps[pi].s;                                          \
        size_t n = sz[si];                                                     \
        PRE;                                                                   \
        uint64_t t0 = mt_stamp_begin();                                        \
        CALL;                                                                  \
        uint64_t t1 = mt_stamp_end();                                          \
        sum += t1 - t0;                                                        \
        LOOP_NEXT;                                                             \
    }                                                                          \
    sink = acc;                                                                \
    return sum;

static NOIPA uint64_t tput_copy(mt_copy_fn f, const struct arrays *a, size_t si, size_t pi, size_t B)
{
    LOOP_TPUT(f(base + ps[pi].d, base + ps[pi].s, sz[si]))
}
static NOIPA uint64_t tput_set(mt_set_fn f, const struct arrays *a, size_t si, size_t pi, size_t B)
{
    LOOP_TPUT(f(base + ps[pi].d, MEMSET_VALUE, sz[si]))
}
static NOIPA uint64_t tput_cmp(mt_cmp_fn f, const struct arrays *a, size_t si, size_t pi, size_t B)
{
    LOOP_TPUT(acc += f(base + ps[pi].s, base + ps[pi].d, sz[si]))
}
static NOIPA uint64_t lat_copy(mt_copy_fn f, const struct arrays *a, size_t si, size_t pi, size_t B)
{
    LOOP_LAT((void)0, f(pd, psrc, n))
}
static NOIPA uint64_t lat_set(mt_set_fn f, const struct arrays *a, size_t si, size_t pi, size_t B)
{
    LOOP_LAT((void)0, (void)psrc; f(pd, MEMSET_VALUE, n))
}
static NOIPA uint64_t lat_cmp(mt_cmp_fn f, const struct arrays *a, size_t si, size_t pi, size_t B)
{
    LOOP_LAT((void)0, acc += f(psrc, pd, n))
}

#define USE_LOOPS(name, CHAIN)                                                 \
    static NOIPA uint64_t name##_copy(mt_copy_fn f, const struct arrays *a, size_t si, size_t pi, size_t B) \
    {                                                                          \
        LOOP_USE(CHAIN, (void)0, f(pd, psrc, n), USE_READ_DST)                 \
    }                                                                          \
    static NOIPA uint64_t name##_set(mt_set_fn f, const struct arrays *a, size_t si, size_t pi, size_t B) \
    {                                                                          \
        LOOP_USE(CHAIN, (void)psrc, f(pd, MEMSET_VALUE, n), USE_READ_DST)      \
    }                                                                          \
    static NOIPA uint64_t name##_cmp(mt_cmp_fn f, const struct arrays *a, size_t si, size_t pi, size_t B) \
    {                                                                          \
        LOOP_USE(CHAIN, USE_WRITE_SRC, acc += f(psrc, pd, n), (void)0)         \
    }
USE_LOOPS(use, 0)
USE_LOOPS(chain, 1)

#if defined(__x86_64__) || defined(__aarch64__) || defined(__powerpc64__)
void mt_bench_cold_code(void); /* bench/cold_code.S */
bool mt_bench_cold_supported(void) { return true; }
#define COLD() mt_bench_cold_code()
#else
bool mt_bench_cold_supported(void) { return false; }
#define COLD() (void)0
#endif
static NOIPA uint64_t cold_copy(mt_copy_fn f, const struct arrays *a, size_t si, size_t pi, size_t B)
{
    LOOP_LAT(COLD(), f(pd, psrc, n))
}
static NOIPA uint64_t cold_set(mt_set_fn f, const struct arrays *a, size_t si, size_t pi, size_t B)
{
    LOOP_LAT(COLD(), (void)psrc; f(pd, MEMSET_VALUE, n))
}
static NOIPA uint64_t cold_cmp(mt_cmp_fn f, const struct arrays *a, size_t si, size_t pi, size_t B)
{
    LOOP_LAT(COLD(), acc += f(psrc, pd, n))
}

/* --impl mt_inline: the same loops with the header-inline body expanded in
 * them (what a caller built with MEMTUNE_INLINE gets), and out-of-line
 * wrappers that stand for it everywhere a function pointer is needed
 * (verification, the implementation table). */
static NOIPA void *inl_memcpy(void *d, const void *s, size_t n) { return mt_memcpy_inline(d, s, n); }
static NOIPA void *inl_memmove(void *d, const void *s, size_t n) { return mt_memmove_inline(d, s, n); }
static NOIPA void *inl_memset(void *d, int c, size_t n) { return mt_memset_inline(d, c, n); }
static NOIPA int inl_memcmp(const void *a, const void *b, size_t n) { return mt_memcmp_inline(a, b, n); }
static NOIPA int inl_bcmp(const void *a, const void *b, size_t n) { return mt_bcmp_inline(a, b, n); }

void (*mt_bench_inline_fn(enum mt_op op))(void)
{
    switch (op) {
    case MT_OP_MEMCPY: return (void (*)(void))inl_memcpy;
    case MT_OP_MEMMOVE: return (void (*)(void))inl_memmove;
    case MT_OP_MEMSET: return (void (*)(void))inl_memset;
    case MT_OP_MEMCMP: return (void (*)(void))inl_memcmp;
    case MT_OP_BCMP: return (void (*)(void))inl_bcmp;
    default: return NULL;
    }
}

#define INLINE_LOOPS(op, CALL, PRE, USE)                                       \
    static NOIPA uint64_t tput_inl_##op(const struct arrays *a, size_t si, size_t pi, size_t B) \
    {                                                                          \
        LOOP_TPUT(CALL(base + ps[pi].d, base + ps[pi].s, sz[si]))              \
    }                                                                          \
    static NOIPA uint64_t lat_inl_##op(const struct arrays *a, size_t si, size_t pi, size_t B) \
    {                                                                          \
        LOOP_LAT((void)0, CALL(pd, psrc, n))                                   \
    }                                                                          \
    static NOIPA uint64_t cold_inl_##op(const struct arrays *a, size_t si, size_t pi, size_t B) \
    {                                                                          \
        LOOP_LAT(COLD(), CALL(pd, psrc, n))                                    \
    }                                                                          \
    static NOIPA uint64_t use_inl_##op(const struct arrays *a, size_t si, size_t pi, size_t B) \
    {                                                                          \
        LOOP_USE(0, PRE, CALL(pd, psrc, n), USE)                               \
    }                                                                          \
    static NOIPA uint64_t chain_inl_##op(const struct arrays *a, size_t si, size_t pi, size_t B) \
    {                                                                          \
        LOOP_USE(1, PRE, CALL(pd, psrc, n), USE)                               \
    }
#define CALL_MEMCPY(d, s, n) mt_memcpy_inline(d, s, n)
#define CALL_MEMMOVE(d, s, n) mt_memmove_inline(d, s, n)
#define CALL_MEMSET(d, s, n) ((void)(s), mt_memset_inline(d, MEMSET_VALUE, n))
#define CALL_MEMCMP(d, s, n) (acc += mt_memcmp_inline(s, d, n))
#define CALL_BCMP(d, s, n) (acc += mt_bcmp_inline(s, d, n))
INLINE_LOOPS(memcpy, CALL_MEMCPY, (void)0, USE_READ_DST)
INLINE_LOOPS(memmove, CALL_MEMMOVE, (void)0, USE_READ_DST)
INLINE_LOOPS(memset, CALL_MEMSET, (void)0, USE_READ_DST)
INLINE_LOOPS(memcmp, CALL_MEMCMP, USE_WRITE_SRC, (void)0)
INLINE_LOOPS(bcmp, CALL_BCMP, USE_WRITE_SRC, (void)0)

/* The inline loop for fn if fn is one of the wrappers above, else NULL. */
static uint64_t (*inline_loop(void (*fn)(void), enum mt_bench_mode mode))(const struct arrays *, size_t, size_t,
                                                                          size_t)
{
#define PICK_MODE(op)                                                          \
    switch (mode) {                                                            \
    case MT_BENCH_THROUGHPUT: return tput_inl_##op;                            \
    case MT_BENCH_LATENCY: return lat_inl_##op;                                \
    case MT_BENCH_LATENCY_COLD: return cold_inl_##op;                          \
    case MT_BENCH_USE: return use_inl_##op;                                    \
    default: return chain_inl_##op;                                            \
    }
    if (fn == (void (*)(void))inl_memcpy) PICK_MODE(memcpy);
    if (fn == (void (*)(void))inl_memmove) PICK_MODE(memmove);
    if (fn == (void (*)(void))inl_memset) PICK_MODE(memset);
    if (fn == (void (*)(void))inl_memcmp) PICK_MODE(memcmp);
    if (fn == (void (*)(void))inl_bcmp) PICK_MODE(bcmp);
#undef PICK_MODE
    return NULL;
}

enum kind { K_COPY, K_SET, K_CMP };

static enum kind op_kind(enum mt_op op)
{
    return op == MT_OP_MEMSET ? K_SET : (op == MT_OP_MEMCMP || op == MT_OP_BCMP) ? K_CMP : K_COPY;
}

/* One batch: TSC ticks (throughput: whole loop; latency: sum of fenced
 * calls), plus core cycles around it when a PMC is available. */
static uint64_t batch(enum kind k, enum mt_bench_mode mode, void (*fn)(void), const struct arrays *a, size_t si,
                      size_t pi, size_t B, uint64_t *pmc)
{
    uint64_t p0 = pmc ? mt_pmc_read() : 0, t;
    uint64_t (*inl)(const struct arrays *, size_t, size_t, size_t) = inline_loop(fn, mode);
    if (inl) {
        t = inl(a, si, pi, B);
    } else if (mode == MT_BENCH_THROUGHPUT) {
        switch (k) {
        case K_COPY: t = tput_copy((mt_copy_fn)fn, a, si, pi, B); break;
        case K_SET: t = tput_set((mt_set_fn)fn, a, si, pi, B); break;
        default: t = tput_cmp((mt_cmp_fn)fn, a, si, pi, B); break;
        }
    } else if (mode == MT_BENCH_USE || mode == MT_BENCH_USE_CHAIN) {
        bool ch = mode == MT_BENCH_USE_CHAIN;
        switch (k) {
        case K_COPY: t = (ch ? chain_copy : use_copy)((mt_copy_fn)fn, a, si, pi, B); break;
        case K_SET: t = (ch ? chain_set : use_set)((mt_set_fn)fn, a, si, pi, B); break;
        default: t = (ch ? chain_cmp : use_cmp)((mt_cmp_fn)fn, a, si, pi, B); break;
        }
    } else if (mode == MT_BENCH_LATENCY) {
        switch (k) {
        case K_COPY: t = lat_copy((mt_copy_fn)fn, a, si, pi, B); break;
        case K_SET: t = lat_set((mt_set_fn)fn, a, si, pi, B); break;
        default: t = lat_cmp((mt_cmp_fn)fn, a, si, pi, B); break;
        }
    } else {
        switch (k) {
        case K_COPY: t = cold_copy((mt_copy_fn)fn, a, si, pi, B); break;
        case K_SET: t = cold_set((mt_set_fn)fn, a, si, pi, B); break;
        default: t = cold_cmp((mt_cmp_fn)fn, a, si, pi, B); break;
        }
    }
    if (pmc)
        *pmc = mt_pmc_delta(p0, mt_pmc_read());
    return t;
}

static int cmp_u64(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

/* Median of `reps` batches of the empty function: per call ticks (and PMC
 * cycles). In throughput mode also the bare timer pair. */
static void overheads(enum kind k, enum mt_bench_mode mode, const struct arrays *a, bool pmc, double *call_ticks,
                      double *call_pmc, double *pair_ticks)
{
    enum { REPS = 31, B = 256 };
    void (*fn)(void) = k == K_COPY ? (void (*)(void))empty_copy
                     : k == K_SET ? (void (*)(void))empty_set : (void (*)(void))empty_cmp;
    uint64_t t[REPS], p[REPS];
    for (int r = 0; r < REPS + 3; r++) {
        uint64_t pc = 0;
        uint64_t v = batch(k, mode, fn, a, 0, 0, B, pmc ? &pc : NULL);
        if (r >= 3) {
            t[r - 3] = v;
            p[r - 3] = pc;
        }
    }
    qsort(t, REPS, sizeof t[0], cmp_u64);
    qsort(p, REPS, sizeof p[0], cmp_u64);
    *call_ticks = (double)t[REPS / 2] / B;
    *call_pmc = (double)p[REPS / 2] / B;
    for (int r = 0; r < REPS; r++) {
        uint64_t t0 = mt_stamp_begin();
        uint64_t t1 = mt_stamp_end();
        t[r] = t1 - t0;
    }
    qsort(t, REPS, sizeof t[0], cmp_u64);
    *pair_ticks = (double)t[REPS / 2];
}

/* ---- argument arrays ------------------------------------------------------ */

static size_t window_for(enum mt_bench_cache cache, size_t *level)
{
    const struct mt_cpu_info *ci = mt_cpu();
    size_t l1 = ci->l1d ? ci->l1d : 32u << 10;
    size_t l2 = ci->l2 ? ci->l2 : 1u << 20;
    size_t l3 = ci->l3 ? ci->l3 : 8u << 20;
    switch (cache) {
    case MT_BENCH_L1: *level = l1; return l1 * 3 / 8;
    case MT_BENCH_L2: *level = l2; return l2 / 4;
    case MT_BENCH_LLC: *level = l3; return l3 / 4;
    default: *level = l3; return 2 * l3 > (64u << 20) ? 2 * l3 : 64u << 20;
    }
}

static size_t round_up(size_t x, size_t a)
{
    return (x + a - 1) / a * a;
}

struct sampler {
    double *cdf;
    const size_t *val;
    size_t n;
};

static int sampler_init(struct sampler *s, const size_t *val, const double *p, size_t n)
{
    s->cdf = malloc((n ? n : 1) * sizeof *s->cdf);
    if (!s->cdf)
        return -1;
    double c = 0;
    for (size_t i = 0; i < n; i++)
        s->cdf[i] = (c += p[i]);
    s->val = val;
    s->n = n;
    return 0;
}

static size_t sampler_draw(const struct sampler *s, uint64_t *rng)
{
    double u = rand_unit(rng) * s->cdf[s->n - 1];
    size_t lo = 0, hi = s->n - 1;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (s->cdf[mid] > u)
            hi = mid;
        else
            lo = mid + 1;
    }
    /* skip zero-probability entries that share the cdf value */
    return s->val[lo];
}

/* Everything generate() decides, for measure() and the point record. */
struct layout {
    size_t ms, mp;         /* array lengths */
    size_t seg, nseg;      /* distribution: a sample replays one segment of
                            * seg calls, the arrays hold nseg of them */
    bool linked;           /* sizes[i] belongs with pos[i] */
    bool l1_paired;        /* all impls use the same positions in a round */
    size_t n_max;
    double mean_bytes;
    size_t window, footprint;
    bool fits;
    int aliasing;
};

/* Replay order. A conditional branch predictor learns a replayed sequence
 * of sizes if it is short enough: on the Zen 4 dev machine the fleet
 * Memset_2 distribution replayed as one sequence of 16384 sizes took
 * glibc 4.5 ns per call in a run of three implementations, but 9.5 ns once
 * the sequence was 2^20 calls long (8.9 at 2^15, 9.3 at 2^17); rep stosb,
 * which has no size branch, took 7.2-7.6 ns in every case (memtune bench
 * memset --dist .../Memset_2.csv --cache L1 --impl libc,mt,rep_stosb, with
 * the sequence length patched). With more implementations in the run the
 * predictor's capacity is shared and less was learned, so the result even
 * depended on the --impl list. Real calls do not repeat a 16384-call cycle.
 *
 * So the replayed sequence is SEQ_CALLS long. A distribution's sample is
 * one segment of SEG_CALLS calls (linked arrays: a whole number of passes
 * over their entries) and every segment is a different shuffle of the same
 * entries: every sample replays the same multiset of sizes (so samples of
 * a heavy-tailed distribution stay comparable, see run_pass), and a
 * segment comes back only after SEQ_CALLS calls of the implementation. The
 * first segment is the arrays as generated. Linked arrays (size i belongs
 * with position i) are shuffled as pairs. */
#define SEQ_CALLS (1u << 20)
#define SEG_CALLS 16384u
#define RANDOM_CALLS (1u << 18) /* --pattern random without a distribution */

static int replay_order(struct mt_bench_ctx *c, size_t m, bool linked, bool shuffle, size_t *seg, size_t *nseg,
                        uint64_t *rng)
{
    size_t q = m >= SEG_CALLS ? 1 : (SEG_CALLS + m - 1) / m;
    size_t sg = q * m, ns = shuffle ? (SEQ_CALLS + sg - 1) / sg : 1, total = sg * ns;
    uint32_t *S = grow(c->sizes, &c->sizes_cap, total + 1, sizeof *S);
    if (!S)
        return -1;
    c->sizes = S;
    struct pos *P = c->pos;
    if (linked) {
        P = grow(c->pos, &c->pos_cap, total, sizeof *P);
        if (!P)
            return -1;
        c->pos = P;
    }
    size_t *perm = malloc(m * sizeof *perm);
    if (!perm)
        return -1;
    for (size_t j = 0; j < m; j++)
        perm[j] = j;
    for (size_t b = 1; b < total / m; b++) {
        for (size_t j = m; shuffle && j > 1; j--) {
            size_t r = rand_below(rng, j);
            size_t t = perm[j - 1];
            perm[j - 1] = perm[r];
            perm[r] = t;
        }
        for (size_t j = 0; j < m; j++) {
            S[b * m + j] = S[perm[j]];
            if (linked)
                P[b * m + j] = P[perm[j]];
        }
    }
    free(perm);
    *seg = sg;
    *nseg = ns;
    return 0;
}

/* generate()'s working state: where the sizes and alignments come from,
 * and the geometry of the window. */
struct gen {
    struct mt_bench_ctx *c;
    const struct mt_bench_run *run;
    const struct mt_bench_config *cfg;
    const struct mt_bench_dist *dist;
    enum kind k;
    bool is_cmp, memmove_op;
    enum mt_bench_pattern pat;
    uint64_t rng;
    struct sampler sz_s, al_src, al_dst;
    /* the replay order's source of sizes: drawn (shuffled), one cycle of
     * drawn sizes repeated (cycle), or a traced sequence (trace) */
    enum mt_bench_order order;
    const uint32_t *src_seq;
    uint32_t *cyc;
    size_t src_n, src_i;
    size_t n_max, n_lo;
    bool dist_align;            /* alignments drawn from a table, not coupled */
    size_t diff, G;             /* memcmp's first difference, its grid */
    bool tdiff;                 /* DIFF_TRACE: (size, difference) pairs from dist->seq */
    int64_t cur_diff;           /* ... the last drawn call's difference (-1 equal) */
    uint32_t *cycj;             /* ... cycle order: the seq index of each cycle entry */
    bool marked, coupled, per_call_overlap, single, linked;
    bool dspread;               /* run->dst_cache: dst over a window of its own */
    unsigned d_eff;             /* (dst - src) % 4096 */
    long ov;
    size_t ov_abs, level, W, span, front, A;
    size_t dspan;               /* dspread: dst's offsets from front, 0..dspan */
    size_t mp, ms;              /* positions, sizes */
};

static void gen_free(struct gen *g)
{
    free(g->sz_s.cdf);
    free(g->al_src.cdf);
    free(g->al_dst.cdf);
    free(g->cyc);
    free(g->cycj);
    g->sz_s.cdf = g->al_src.cdf = g->al_dst.cdf = NULL;
    g->cyc = NULL;
    g->cycj = NULL;
}

/* The next size of the distribution, in the replay order's source. */
static size_t next_size(struct gen *g)
{
    if (g->tdiff) {
        /* a traced call: its size and where its buffers first differed */
        size_t j = g->order == MT_BENCH_ORDER_TRACE ? g->src_i++ % g->src_n
                 : g->order == MT_BENCH_ORDER_CYCLE ? g->cycj[g->src_i++ % g->src_n]
                                                    : rand_below(&g->rng, g->dist->nseq);
        g->cur_diff = g->dist->seqdiff[j];
        return g->dist->seq[j];
    }
    return g->src_seq ? (size_t)g->src_seq[g->src_i++ % g->src_n] : sampler_draw(&g->sz_s, &g->rng);
}

/* A size: from the distribution, or uniform in [n_lo, size]. */
static size_t draw_size(struct gen *g)
{
    return g->dist ? next_size(g) : g->n_lo + rand_below(&g->rng, g->cfg->size - g->n_lo + 1);
}

/* The seed, the size sampler and the replay order's source of sizes. */
static int gen_sizes(struct gen *g, char *err, size_t errlen)
{
    const struct mt_bench_config *cfg = g->cfg;
    const struct mt_bench_dist *dist = g->dist;
    g->rng = g->run->seed ^ 0x5851f42d4c957f2dull;
    g->rng ^= (uint64_t)cfg->size * 0x9e3779b97f4a7c15ull;
    g->rng ^= ((uint64_t)cfg->src_align << 20) ^ ((uint64_t)cfg->dst_align << 34) ^
              ((uint64_t)(cfg->aliasing + 1) << 48);
    g->rng ^= (uint64_t)cfg->cache << 60;
    rng_next(&g->rng);

    if (dist && sampler_init(&g->sz_s, dist->value, dist->p, dist->n))
        return mt_fail(err, errlen, "out of memory");
    g->tdiff = g->is_cmp && cfg->diff_pos == MT_BENCH_DIFF_TRACE;
    if (cfg->diff_pos == MT_BENCH_DIFF_TRACE && (!dist || !dist->seqdiff))
        return mt_fail(err, errlen, "--diff-pos trace needs a sequence with first differences (a memcmp or bcmp "
                                 "Memcmp.seq/Bcmp.seq written by memtune trace)%s%s",
                       dist ? "; " : "", dist ? dist->name : "");
    g->order = dist ? g->run->order : MT_BENCH_ORDER_SHUFFLED;
    if (g->order == MT_BENCH_ORDER_TRACE) {
        if (!dist->seq)
            return mt_fail(err, errlen, "--order trace needs a sequence file (memtune-seq/1, written by memtune trace); "
                                     "%s is a distribution", dist->name);
        g->src_seq = dist->seq;
        g->src_n = dist->nseq < SEQ_CALLS ? dist->nseq : SEQ_CALLS;
    } else if (g->order == MT_BENCH_ORDER_CYCLE) {
        g->cyc = malloc(MT_BENCH_CYCLE_CALLS * sizeof *g->cyc);
        g->cycj = g->tdiff ? malloc(MT_BENCH_CYCLE_CALLS * sizeof *g->cycj) : NULL;
        if (!g->cyc || (g->tdiff && !g->cycj))
            return mt_fail(err, errlen, "out of memory");
        for (size_t i = 0; i < MT_BENCH_CYCLE_CALLS; i++) {
            if (g->tdiff) {
                g->cycj[i] = (uint32_t)rand_below(&g->rng, dist->nseq);
                g->cyc[i] = dist->seq[g->cycj[i]];
            } else {
                g->cyc[i] = (uint32_t)sampler_draw(&g->sz_s, &g->rng);
            }
        }
        g->src_seq = g->cyc;
        g->src_n = MT_BENCH_CYCLE_CALLS;
    }
    g->n_max = dist ? dist->max : cfg->size;
    g->n_lo = g->pat == MT_BENCH_RANDOM && !dist ? (cfg->size > 1 ? cfg->size / 2 + 1 : cfg->size) : cfg->size;
    return 0;
}

/* Alignments: coupled (dst = src + area + d) unless a distribution gives
 * alignments and none was asked for explicitly. */
static int gen_align(struct gen *g, char *err, size_t errlen)
{
    const struct mt_bench_dist *dist = g->dist;
    g->dist_align = dist && !g->run->explicit_align &&
                    (dist->nalign || g->run->src_align_dist || g->run->dst_align_dist);
    if (!g->dist_align)
        return 0;
    const struct mt_bench_dist *sa = g->run->src_align_dist, *da = g->run->dst_align_dist;
    int bad = 0;
    if (sa)
        bad |= sampler_init(&g->al_src, sa->value, sa->p, sa->n);
    else if (dist->nalign)
        bad |= sampler_init(&g->al_src, dist->align, dist->palign, dist->nalign);
    if (da)
        bad |= sampler_init(&g->al_dst, da->value, da->p, da->n);
    else if (dist->nalign)
        bad |= sampler_init(&g->al_dst, dist->align, dist->palign, dist->nalign);
    return bad ? mt_fail(err, errlen, "out of memory") : 0;
}

/* The window, where src and dst sit in it, and the mapping that holds them. */
static int gen_geometry(struct gen *g, struct layout *L, char *err, size_t errlen)
{
    const struct mt_bench_config *cfg = g->cfg;
    /* memcmp/bcmp: with a fixed first difference p, positions sit on a
     * grid of G > p bytes and b holds a copy of a with one flipped byte at
     * every grid point + p, so every call differs first at p (or is equal
     * when n <= p) however the positions fall. Per-call differences
     * (random or traced) use the marker layout of gen_marked below. */
    g->diff = cfg->diff_pos;
    if (g->is_cmp && g->diff != MT_BENCH_DIFF_RANDOM && g->diff != MT_BENCH_DIFF_TRACE && g->diff >= g->n_max)
        g->diff = MT_BENCH_DIFF_NONE;
    g->marked = g->is_cmp && (g->diff == MT_BENCH_DIFF_RANDOM || g->diff == MT_BENCH_DIFF_TRACE);
    g->G = g->is_cmp && g->diff != MT_BENCH_DIFF_NONE && !g->marked ? round_up(g->diff + 1, 64) : 64;
    if (g->is_cmp && g->diff != MT_BENCH_DIFF_NONE)
        g->dist_align = false; /* marker geometry needs the fixed misalignment */
    g->coupled = !g->dist_align || g->is_cmp;
    g->d_eff = cfg->aliasing >= 0 ? (unsigned)cfg->aliasing : (cfg->dst_align + 4096u - cfg->src_align) % 4096u;
    g->per_call_overlap = g->memmove_op && g->dist && g->dist->p_overlap > 0 && cfg->overlap == 0;
    g->ov = cfg->overlap;
    g->ov_abs = g->ov < 0 ? (size_t)-g->ov : (size_t)g->ov;

    size_t n_max = g->n_max;
    g->W = window_for(cfg->cache, &g->level);
    L->window = g->W;
    g->single = cfg->cache == MT_BENCH_L1 && g->pat == MT_BENCH_FIXED;
    g->span = g->single ? 0 : g->W > n_max ? g->W - n_max : g->W / 2;
    g->front = 4096 + (g->memmove_op ? round_up(n_max > g->ov_abs ? n_max : g->ov_abs, 4096) : 0);
    /* s <= front + span + 4095, d = s + A + d_eff (< 4096), 64 guard bytes */
    size_t need = g->front + g->span + 3 * 4096 + n_max + (g->memmove_op ? n_max + g->ov_abs : 0);
    g->dspread = g->run->dst_cache >= 0 && (g->k == K_COPY) && g->ov == 0;
    if (g->dspread) {
        /* d = A + front + a page of 0..dspan + (s + d_eff) % 4096 */
        size_t lv, wd = window_for((enum mt_bench_cache)g->run->dst_cache, &lv);
        g->dspan = wd > n_max ? wd - n_max : wd / 2;
        if (need < g->front + g->dspan + 3 * 4096 + n_max)
            need = g->front + g->dspan + 3 * 4096 + n_max;
    }
    if (g->is_cmp) {
        /* a's bytes end before front + w + 2 * (n_max + 4096 + 128) with
         * gen_spread; with gen_marked before its markers' end (zone A at
         * most max(w, 1024) + 320 bytes, zone Z at most w / 4 + 2 zg + 64:
         * one marker gap of zg when n_max exceeds a quarter of the window,
         * two when it exceeds the window) plus n_max; b is a + A + d_eff,
         * d_eff < 4096. */
        size_t w = g->W > g->span ? g->W : g->span, zg = round_up(n_max, 64) + 128;
        size_t spread = g->front + w + 2 * (n_max + 4096 + 128) + g->G;
        size_t marked = g->front + (w > 1024 ? w : 1024) + 320 + w / 4 + 2 * zg + 64 + n_max + 64 + 4096;
        need = spread > marked ? spread : marked;
    }
    need = round_up(need, need >= (8u << 20) ? (2u << 20) : (64u << 10));
    if (ensure_map(g->c, need) != 0)
        return mt_fail(err, errlen, "cannot map %zu MiB of buffers", 2 * need >> 20);
    g->A = g->c->area;
    return 0;
}

/* How many argument sets (one pass must touch more than the window), and
 * the arrays for them. */
static int gen_counts(struct gen *g, char *err, size_t errlen)
{
    struct mt_bench_ctx *c = g->c;
    double n_avg = g->dist ? g->dist->mean : (double)(g->n_lo + g->cfg->size) / 2;
    size_t per_call = round_up((size_t)n_avg + 1, 64);
    /* dspread: enough calls to pass over dst's window, src's as it is */
    size_t span = g->dspread && g->dspan > g->span ? g->dspan : g->span;
    bool one = g->single && !g->dspread;
    size_t mp = one ? 1 : (2 * (span + (size_t)n_avg)) / per_call + 1;
    if (mp < 256 && !one)
        mp = 256;
    if (mp > (1u << 20))
        mp = 1u << 20;
    size_t ms = g->dist ? SEG_CALLS : g->pat == MT_BENCH_RANDOM ? RANDOM_CALLS : 1;
    if (g->order == MT_BENCH_ORDER_TRACE)
        ms = round_up(g->src_n, SEG_CALLS); /* the trace, wrapped to whole segments */
    g->linked = g->marked || g->per_call_overlap;
    if (g->linked) {
        if (g->marked)
            mp = g->single ? 1 : ms > SEG_CALLS ? ms : SEG_CALLS; /* one position per call */
        else if (mp < ms)
            mp = ms;       /* keep a distribution's SEG_CALLS sizes */
        ms = mp;
    }
    g->mp = mp;
    g->ms = ms;
    struct pos *P = grow(c->pos, &c->pos_cap, mp, sizeof *P);
    if (P)
        c->pos = P;
    uint32_t *S = P ? grow(c->sizes, &c->sizes_cap, ms + 1, sizeof *S) : NULL;
    if (S)
        c->sizes = S;
    if (!P || !S)
        return mt_fail(err, errlen, "out of memory");
    return 0;
}

/* memcmp/bcmp with a random or traced first difference, per call. b is a
 * copy of a with one flipped byte at each marker: a call whose buffers
 * first differ at p starts p bytes before a marker, an equal call ends
 * before the next one. Calls share bytes (compares only read), so a whole
 * segment of distinct (size, difference) pairs replays from one window:
 *   zone A: a marker every 256 bytes plus 0..63 (offsets spread evenly
 *           over the line, so a's alignment is kept: exactly once there
 *           are 64 markers, within a few bytes with fewer; the L1 window
 *           of a 32 KiB L1D has 48), for differences below 192 and equal
 *           calls of up to 128 bytes;
 *   zone Z: markers n_max + 128 bytes apart, for the rest, when the sizes
 *           reach it (about a quarter of the window; a's alignment there
 *           is the marker's for differing calls).
 * The calls used to be packed into disjoint ranges of the window: the L1
 * window held about 100 of them, which every order then repeated (the
 * trace order its first 100 calls), and the time of one implementation
 * depended on which others were in the run (issue 17, stop 24). */
#define MK_GAP 256u   /* zone A: marker spacing, before the 0..63 offset */
#define MK_DIFF 192u  /* zone A: differences below this */
#define MK_EQUAL 128u /* zone A: equal calls up to this size */
struct markers {
    size_t a0, ka;    /* zone A: first marker slot, markers */
    size_t z0, kz, zg; /* zone Z: start, markers, spacing */
    size_t end;
};

/* The k-th marker's offset 0..63: k's low 6 bits reversed, so that any
 * number of markers spreads its offsets evenly over the line. */
static size_t marker_off(size_t k)
{
    size_t r = 0;
    for (int b = 0; b < 6; b++)
        r |= ((k >> b) & 1) << (5 - b);
    return r;
}

static size_t marker_a(const struct markers *M, size_t k)
{
    return M->a0 + k * MK_GAP + marker_off(k);
}

static size_t marker_z(const struct markers *M, size_t j)
{
    return M->z0 + (j + 1) * M->zg + marker_off(j);
}

/* The zone A marker after which a call starting at residue want (mod 64)
 * with its difference at p lands, k >= 1: the nearest residue at or above. */
static size_t pick_a(const struct markers *M, uint64_t *rng, size_t want)
{
    size_t k0 = 1 + rand_below(rng, M->ka - 1), best = k0, bd = 64;
    for (size_t t = 0; t < M->ka - 1; t++) {
        size_t k = 1 + (k0 - 1 + t) % (M->ka - 1), d = (marker_a(M, k) - want) % 64;
        if (d < bd) {
            bd = d;
            best = k;
        }
        if (!d)
            break;
    }
    return best;
}

static void gen_marked(struct gen *g, struct layout *L)
{
    struct mt_bench_ctx *c = g->c;
    struct pos *P = c->pos;
    uint32_t *S = c->sizes;
    struct markers M;
    bool big = g->n_max > MK_EQUAL;
    M.zg = round_up(g->n_max, 64) + 128;
    M.kz = big ? (g->W / 4) / M.zg : 0;
    if (big && M.kz < 1)
        M.kz = 1;
    if (M.kz > 64)
        M.kz = 64;
    size_t zw = big ? (M.kz + 1) * M.zg + 64 : 0;
    M.a0 = g->front + 64;
    M.ka = (g->W > zw + 4 * MK_GAP ? g->W - zw : 4 * MK_GAP) / MK_GAP;
    M.z0 = M.a0 + (M.ka + 1) * MK_GAP;
    M.end = M.z0 + zw;
    for (size_t i = 0; i < g->mp; i++) {
        size_t n = draw_size(g);
        size_t al = g->cfg->src_align % 64;
        if (g->dist_align && g->al_src.n) {
            size_t gr = sampler_draw(&g->al_src, &g->rng);
            al = gr >= 64 ? 0 : rand_below(&g->rng, 64 / gr) * gr;
        }
        size_t p = n; /* n: equal */
        if (g->tdiff)
            p = g->cur_diff >= 0 && (size_t)g->cur_diff < n ? (size_t)g->cur_diff : n;
        else if (n && rand_unit(&g->rng) >= 0.4)
            p = rand_below(&g->rng, n);
        size_t st;
        if (p < n && p < MK_DIFF) {
            st = marker_a(&M, pick_a(&M, &g->rng, al + p)) - p;
        } else if (p == n && n <= MK_EQUAL) {
            size_t m = marker_a(&M, rand_below(&g->rng, M.ka - 1)) + 1;
            st = m + (al + 64 - m % 64) % 64;
        } else {
            size_t j = rand_below(&g->rng, M.kz);
            if (p < n) {
                st = marker_z(&M, j) - p;
            } else {
                size_t m = (j ? marker_z(&M, j - 1) : M.z0) + 1;
                st = m + (al + 64 - m % 64) % 64;
            }
        }
        P[i].s = (uint32_t)st;
        P[i].d = (uint32_t)(st + g->A + g->d_eff);
        S[i] = (uint32_t)n;
    }
    size_t len = M.end - g->front + g->n_max + 64;
    memcpy(c->map + g->front + g->A + g->d_eff, c->map + g->front, len);
    for (size_t k = 0; k < M.ka; k++)
        c->map[marker_a(&M, k) + g->A + g->d_eff] ^= 0x5a;
    for (size_t j = 0; j < M.kz; j++)
        c->map[marker_z(&M, j) + g->A + g->d_eff] ^= 0x5a;
    L->footprint = 2 * (M.end - g->front);
    L->aliasing = (int)g->d_eff;
}

/* dst of a call whose src is s (n: its size, when linked). */
static size_t gen_dst(struct gen *g, size_t s, size_t n)
{
    if (g->memmove_op && g->ov != 0)
        return (size_t)((long)s + g->ov);
    if (g->per_call_overlap && n >= 2 && rand_unit(&g->rng) < g->dist->p_overlap) {
        size_t delta = 1 + rand_below(&g->rng, n - 1);
        return rand_below(&g->rng, 2) ? s + delta : s - delta;
    }
    if (g->coupled && g->dspread)
        return g->A + g->front + rand_below(&g->rng, g->dspan / 4096 + 1) * 4096 + (s + g->d_eff) % 4096;
    if (g->coupled)
        return s + g->A + g->d_eff;
    size_t gr = g->al_dst.n ? sampler_draw(&g->al_dst, &g->rng) : 64;
    return g->A + g->front + rand_below(&g->rng, (g->dspread ? g->dspan : g->span) + 1) / gr * gr;
}

/* Everything but memcmp with per-call differences: positions spread over the window; for
 * memcmp, b = a shifted by A + d_eff, plus the difference markers. */
static void gen_spread(struct gen *g, struct layout *L)
{
    struct mt_bench_ctx *c = g->c;
    const struct mt_bench_config *cfg = g->cfg;
    for (size_t i = 0; i < g->mp; i++) {
        size_t s, n = 0;
        if (g->linked) {
            n = next_size(g);
            c->sizes[i] = (uint32_t)n;
        }
        if (g->single) {
            s = g->front + cfg->src_align;
        } else if (g->dist_align && g->al_src.n) {
            size_t gr = sampler_draw(&g->al_src, &g->rng);
            s = g->front + rand_below(&g->rng, g->span + 1) / gr * gr;
        } else {
            s = g->front + rand_below(&g->rng, g->span / g->G + 1) * g->G + cfg->src_align;
        }
        c->pos[i].s = (uint32_t)s;
        c->pos[i].d = (uint32_t)gen_dst(g, s, n);
    }
    if (g->is_cmp) {
        size_t from = g->front, len = g->span + cfg->src_align + g->n_max + g->G + 64;
        memcpy(c->map + from + g->A + g->d_eff, c->map + from, len);
        if (g->diff != MT_BENCH_DIFF_NONE)
            for (size_t k = 0; k <= (g->single ? 0 : g->span / g->G); k++) {
                char *m = c->map + g->front + k * g->G + cfg->src_align + g->diff + g->A + g->d_eff;
                *m = (char)(*m ^ 0x5a);
            }
    }
    size_t roles = g->k == K_SET ? 1 : 2;
    L->footprint = roles * (g->span + g->n_max + (g->single ? 0 : 64));
    if (g->dspread) /* src's part: dst's is meant to exceed the level */
        L->footprint = g->span + g->n_max + (g->single ? 0 : 64);
    L->aliasing = g->k == K_SET ? -1 : g->memmove_op && g->ov ? (int)(((g->ov % 4096) + 4096) % 4096)
                : (g->coupled && !g->per_call_overlap) ? (int)g->d_eff : -1;
}

/* The replay segments, the prefix sums of the sizes and the rest of L. */
static int gen_finish(struct gen *g, struct layout *L, char *err, size_t errlen)
{
    struct mt_bench_ctx *c = g->c;
    L->seg = L->nseg = 0;
    if (g->order == MT_BENCH_ORDER_TRACE && (!g->linked || g->marked)) {
        /* the traced calls in order, one segment of SEG_CALLS per sample */
        L->seg = SEG_CALLS;
        L->nseg = g->ms / SEG_CALLS;
    } else if (g->dist || g->linked) {
        if (replay_order(c, g->linked ? g->mp : g->ms, g->linked, g->order == MT_BENCH_ORDER_SHUFFLED, &L->seg,
                         &L->nseg, &g->rng) != 0)
            return mt_fail(err, errlen, "out of memory");
        if (g->linked)
            g->mp = g->ms = L->seg * L->nseg;
        else
            g->ms = L->seg * L->nseg;
        if (!g->dist)
            L->seg = L->nseg = 0; /* batches of their own length, as for random */
    }
    size_t ms = g->ms;
    uint64_t *PF = realloc(c->prefix, (ms + 1) * sizeof *PF);
    if (!PF)
        return mt_fail(err, errlen, "out of memory");
    c->prefix = PF;
    uint64_t tot = 0;
    c->prefix[0] = 0;
    for (size_t i = 0; i < ms; i++)
        c->prefix[i + 1] = (tot += c->sizes[i]);
    L->ms = ms;
    L->mp = g->mp;
    L->linked = g->linked;
    L->mean_bytes = ms ? (double)tot / (double)ms : 0;
    /* dspread: each implementation its own dst places, or the one after
     * would find the lines the one before just wrote */
    L->l1_paired = g->cfg->cache == MT_BENCH_L1 && !g->dspread;
    switch (g->cfg->cache) {
    case MT_BENCH_L1: L->fits = L->footprint <= g->level; break;
    case MT_BENCH_L2:
    case MT_BENCH_LLC: L->fits = L->footprint <= g->level; break;
    default: L->fits = true; break;
    }
    L->window = g->W;
    return 0;
}

static int generate(struct mt_bench_ctx *c, const struct mt_bench_run *run, const struct mt_bench_config *cfg,
                    struct layout *L, char *err, size_t errlen)
{
    struct gen g = { .c = c, .run = run, .cfg = cfg, .dist = run->dist, .k = op_kind(run->op) };
    g.is_cmp = g.k == K_CMP;
    g.memmove_op = run->op == MT_OP_MEMMOVE;
    g.pat = g.dist ? MT_BENCH_RANDOM : run->pattern;
    memset(L, 0, sizeof *L);
    int rc = gen_sizes(&g, err, errlen);
    if (!rc) {
        L->n_max = g.n_max;
        rc = gen_align(&g, err, errlen);
    }
    if (!rc)
        rc = gen_geometry(&g, L, err, errlen);
    if (!rc)
        rc = gen_counts(&g, err, errlen);
    if (!rc) {
        /* sizes first (independent of positions unless linked) */
        if (!g.linked)
            for (size_t i = 0; i < g.ms; i++)
                c->sizes[i] = (uint32_t)draw_size(&g);
        if (g.marked)
            gen_marked(&g, L);
        else
            gen_spread(&g, L);
    }
    gen_free(&g);
    return rc ? rc : gen_finish(&g, L, err, errlen);
}

/* Sum of sizes[si .. si+B) with wrap-around. */
static uint64_t bytes_of(const struct mt_bench_ctx *c, size_t ms, size_t si, size_t B)
{
    uint64_t total = c->prefix[ms];
    uint64_t sum = (uint64_t)(B / ms) * total;
    size_t rem = B % ms;
    if (si + rem <= ms)
        sum += c->prefix[si + rem] - c->prefix[si];
    else
        sum += total - c->prefix[si] + c->prefix[si + rem - ms];
    return sum;
}

/* ---- verification -------------------------------------------------------- */

/* Runs the implementation's prepare hook (untimed) and returns its function. */
static void (*prep(const struct mt_bench_impl *im))(void)
{
    if (im->prepare)
        im->prepare(im);
    return im->fn.any;
}

static int verify_one(struct mt_bench_ctx *c, const struct mt_bench_run *run, const struct mt_bench_impl *im,
                      char *dp, char *sp, size_t n, char *err, size_t errlen)
{
    enum kind k = op_kind(run->op);
    const char *op = mt_op_name(run->op);
    unsigned char g0[64], g1[64];
    prep(im);
    char where[160];
    long dist = (long)(dp - sp);
    snprintf(where, sizeof where, "size %zu, src%%64=%u, dst%%64=%u, (dst-src)%%4096=%ld", n,
             (unsigned)((uintptr_t)sp % 64), (unsigned)((uintptr_t)dp % 64), ((dist % 4096) + 4096) % 4096);
    if (k == K_CMP) {
        int ref = 0;
        for (size_t i = 0; i < n; i++)
            if (sp[i] != dp[i]) {
                ref = (unsigned char)sp[i] < (unsigned char)dp[i] ? -1 : 1;
                break;
            }
        int got = im->fn.cmp(sp, dp, n);
        bool ok = run->op == MT_OP_BCMP ? ((got != 0) == (ref != 0))
                                        : ((got < 0) == (ref < 0) && (got > 0) == (ref > 0));
        if (!ok)
            return mt_fail(err, errlen, "%s implementation '%s' is wrong: %s: returned %d, the byte loop says %d", op,
                        im->name, where, got, ref);
        return 0;
    }
    memcpy(g0, dp - 64, 64);
    memcpy(g1, dp + n, 64);
    unsigned char *tmp = grow(c->tmp, &c->tmp_cap, n + 1, 1);
    if (!tmp)
        return mt_fail(err, errlen, "out of memory");
    c->tmp = tmp;
    void *ret;
    if (k == K_SET) {
        for (size_t i = 0; i < n; i++)
            dp[i] = (char)~MEMSET_VALUE;
        ret = im->fn.set(dp, MEMSET_VALUE, n);
        for (size_t i = 0; i < n; i++)
            if ((unsigned char)dp[i] != MEMSET_VALUE)
                return mt_fail(err, errlen, "%s implementation '%s' is wrong: %s: byte %zu is 0x%02x, want 0x%02x", op,
                            im->name, where, i, (unsigned char)dp[i], MEMSET_VALUE);
    } else {
        bool overlap = dp < sp + n && sp < dp + n;
        memcpy(tmp, sp, n);
        if (!overlap)
            for (size_t i = 0; i < n; i++)
                dp[i] = (char)~sp[i];
        ret = im->fn.copy(dp, sp, n);
        for (size_t i = 0; i < n; i++)
            if ((unsigned char)dp[i] != tmp[i])
                return mt_fail(err, errlen, "%s implementation '%s' is wrong: %s: dst byte %zu is 0x%02x, want 0x%02x",
                            op, im->name, where, i, (unsigned char)dp[i], tmp[i]);
        if (!overlap && memcmp(sp, tmp, n) != 0)
            return mt_fail(err, errlen, "%s implementation '%s' is wrong: %s: it wrote into src", op, im->name, where);
    }
    if (ret != dp)
        return mt_fail(err, errlen, "%s implementation '%s' is wrong: %s: returned %p, want dst %p", op, im->name, where,
                    ret, (void *)dp);
    for (int i = 0; i < 64; i++) {
        if ((unsigned char)dp[i - 64] != g0[i])
            return mt_fail(err, errlen, "%s implementation '%s' is wrong: %s: wrote dst[%d], before the buffer", op,
                        im->name, where, i - 64);
        if ((unsigned char)dp[n + (size_t)i] != g1[i])
            return mt_fail(err, errlen, "%s implementation '%s' is wrong: %s: wrote dst[%zu], past the end", op, im->name,
                        where, n + (size_t)i);
    }
    return 0;
}

static int verify(struct mt_bench_ctx *c, const struct mt_bench_run *run, const struct layout *L, char *err,
                  size_t errlen)
{
    /* the first argument sets, and the largest size at a real position */
    size_t idx[6], ni = 0, m = L->mp < L->ms ? L->mp : L->ms;
    for (size_t i = 0; i < m && i < 4; i++)
        idx[ni++] = i;
    size_t big = 0;
    for (size_t i = 1; i < L->ms; i++)
        if (c->sizes[i] > c->sizes[big])
            big = i;
    for (size_t r = 0; r < run->nimpl; r++) {
        const struct mt_bench_impl *im = &run->impls[r];
        for (size_t j = 0; j <= ni; j++) {
            size_t si = j < ni ? idx[j] : big;
            size_t pi = L->linked ? si : (j < ni ? idx[j] : 0);
            const struct pos *p = &c->pos[pi];
            if (verify_one(c, run, im, c->map + p->d, c->map + p->s, c->sizes[si], err, errlen) != 0)
                return -1;
        }
    }
    return 0;
}

/* ---- measure --------------------------------------------------------------
 * Samples of one config are pooled across passes (mt_bench_sweep): series
 * ns, cycles, bytes/ns per implementation, aligned by round so per-round
 * ratios stay paired. */

#define MAX_PASSES 64

struct acc {
    size_t K, n, cap;
    double *v;                    /* 3 * K series of cap values */
    unsigned npass;
    size_t pass_end[MAX_PASSES];  /* n at the end of each pass */
    double seconds;
    bool have_layout;
};

#define SER(A, k, s) ((A)->v + (3 * (k) + (s)) * (A)->cap)

static int acc_reserve(struct acc *A, size_t need)
{
    if (need <= A->cap)
        return 0;
    size_t nc = A->cap ? A->cap * 2 : 256;
    while (nc < need)
        nc *= 2;
    double *nv = malloc(3 * A->K * nc * sizeof *nv);
    if (!nv)
        return -1;
    for (size_t s = 0; s < 3 * A->K; s++)
        if (A->n)
            memcpy(nv + s * nc, A->v + s * A->cap, A->n * sizeof *nv);
    free(A->v);
    A->v = nv;
    A->cap = nc;
    return 0;
}

static int check_inputs(const struct mt_bench_run *run, const struct mt_bench_config *cfg, char *err, size_t errlen)
{
    size_t K = run->nimpl;
    if (K == 0)
        return mt_fail(err, errlen, "no implementation to measure");
    if (K > 1024)
        return mt_fail(err, errlen, "too many implementations (%zu)", K);
    if (!mt_bench_op_supported(run->op))
        return mt_fail(err, errlen, "op %s is not measured by the bench core", mt_op_name(run->op));
    if (!run->dist && cfg->size > MAX_SIZE)
        return mt_fail(err, errlen, "size %zu is above the bench's limit of %u MiB", cfg->size, MAX_SIZE >> 20);
    if (run->dist && (run->dist->format == MT_DIST_SPEC_ALIGN || run->dist->n == 0))
        return mt_fail(err, errlen, "%s is an alignment table, not a size distribution", run->dist->name);
    if (run->dist && run->dist->max > MAX_SIZE)
        return mt_fail(err, errlen, "%s has sizes above %u MiB", run->dist->name, MAX_SIZE >> 20);
    if (cfg->src_align > 4095 || cfg->dst_align > 4095 || cfg->aliasing > 4095)
        return mt_fail(err, errlen, "alignments and aliasing must be in 0..4095");
    if (cfg->overlap && run->op != MT_OP_MEMMOVE)
        return mt_fail(err, errlen, "overlap is only meaningful for memmove");
    if (cfg->overlap && (cfg->overlap > (long)MAX_SIZE || cfg->overlap < -(long)MAX_SIZE))
        return mt_fail(err, errlen, "overlap out of range");
    for (size_t k = 0; k < K; k++)
        if (!run->impls[k].fn.any)
            return mt_fail(err, errlen, "implementation '%s' has no function", run->impls[k].name);
    return 0;
}

/* Relative CI half-width of every implementation's pooled ns <= target? */
static bool target_met(struct mt_bench_ctx *c, const struct mt_bench_run *run, const struct acc *A)
{
    double *scr = grow(c->buf, &c->buf_cap, A->n + 1, sizeof *scr);
    if (!scr)
        return false;
    c->buf = scr;
    for (size_t k = 0; k < A->K; k++) {
        struct mt_bench_stats st;
        mt_bench_stats(SER(A, k, 0), A->n, FENCE_K, scr, NULL, &st);
        double half = (st.ci_hi - st.ci_lo) / 2;
        if (!(st.median > 0 ? half / st.median <= run->target : half <= 0))
            return false;
    }
    return true;
}

size_t mt_bench_round_slot(size_t round, size_t j, size_t K)
{
    if (K < 2)
        return 0;
    size_t r = round % (2 * K);
    if (r >= K)
        j = K - 1 - j; /* the second K rows are the first K reversed */
    /* Williams' first row: 0, 1, K-1, 2, K-2, 3, ... */
    size_t b = j == 0 ? 0 : (j % 2) ? (j + 1) / 2 : K - j / 2;
    return (b + r) % K;
}

/* One pass's set-up: the arrays, the empty-call overheads, the batch
 * length of every implementation. */
struct pass {
    struct mt_bench_ctx *c;
    const struct mt_bench_run *run;
    enum kind kd;
    struct layout L;
    struct arrays a;
    bool pmc, lat;
    double ovh_call, ovh_pmc, ovh_pair, ns_per_tick;
    size_t K, B[1024], Bmax;
};

/* Batch sizes: double until a batch lasts a quarter of the target, then
 * scale (this is also the first warm-up); a distribution's batch is one
 * segment. */
static void calibrate_batches(struct pass *P)
{
    const struct mt_bench_run *run = P->run;
    double target_ticks = run->batch_us * 1e-6 * mt_bench_timer()->tsc_hz;
    P->Bmax = 1;
    for (size_t k = 0; k < P->K; k++) {
        if (run->dist) {
            /* Heavy-tailed sizes (fleet memcpy: 94% of calls <= 128 B, 58%
             * of bytes in calls > 4 KiB): the median of partial-batch means
             * would underestimate the mean and differ per implementation.
             * A sample is one segment of the replay order (replay_order):
             * the same multiset for every implementation and every round. */
            batch(P->kd, run->mode, prep(&run->impls[k]), &P->a, 0, 0, P->L.seg, NULL);
            P->B[k] = P->Bmax = P->L.seg;
            continue;
        }
        size_t b = 1;
        double t = 0;
        for (int it = 0; it < 24; it++) {
            batch(P->kd, run->mode, prep(&run->impls[k]), &P->a, 0, 0, b, NULL);
            t = (double)batch(P->kd, run->mode, prep(&run->impls[k]), &P->a, 0, 0, b, NULL);
            /* latency-cold: each call also runs the 512 KiB footprint
             * (outside the timed window, ~10 us here): short batches */
            if (t >= target_ticks / 4 || b >= (run->mode == MT_BENCH_LATENCY_COLD ? 32u : 1u << 16))
                break;
            b *= 2;
        }
        double per = t / (double)b;
        size_t cap = run->mode == MT_BENCH_LATENCY_COLD ? 32u : 1u << 16;
        size_t bk = per > 0 ? (size_t)(target_ticks / per) : cap;
        P->B[k] = bk < 1 ? 1 : bk > cap ? cap : bk;
        if (P->B[k] > P->Bmax)
            P->Bmax = P->B[k];
    }
}

/* One round (global number gr): a batch of every implementation in the
 * balanced order; recorded as sample A->n unless it is a warm-up. */
static void run_round(struct pass *P, struct acc *A, size_t gr, bool record)
{
    const struct mt_bench_run *run = P->run;
    const struct layout *L = &P->L;
    size_t K = P->K, Bmax = P->Bmax;
    for (size_t j = 0; j < K; j++) {
        size_t k = mt_bench_round_slot(gr, j, K);
        /* Each implementation replays its own part of the sequence:
         * one that ran the same sizes just before (identical code, A/A)
         * would find the predictors trained on them, 3% here and 20%
         * on Zen 5 by list position. A distribution's segments are
         * shuffles of one multiset, so the round still compares like
         * with like; a trace's segments differ in content, so all
         * implementations of a round replay the same one (the balanced
         * order spreads what carries over). */
        size_t seq_i = run->dist && run->order == MT_BENCH_ORDER_TRACE ? gr : gr * K + j;
        size_t si = run->dist ? (seq_i % L->nseg) * L->seg : (seq_i * Bmax) % L->ms;
        /* Positions: in L1 every implementation of a round the same
         * ones; elsewhere each batch its own, by its place in the run's
         * order (gr * K + j), not by the implementation's (gr * K + k):
         * the positions wrap after a few dozen batches (about 32 from
         * the LLC at a mean size under 64 B), so by k each
         * implementation kept a fixed K-th of the window's (size,
         * address) pairs for the whole run, with a mix of its own. mt
         * listed four times, Memcpy_Fleet cycled from the LLC: 1.000,
         * 0.97, 0.96, 0.95 of the first's time by list place, in every
         * run (one seed); by j 0.998-1.004 (memtune bench memcpy --dist
         * .../Memcpy_Fleet.csv --order cycle --cache LLC --impl
         * mt,mt#2,mt#3,mt#4; Zen 5). */
        size_t pi;
        if (run->dist && L->linked)
            pi = si;
        else
            pi = L->l1_paired ? (gr * Bmax) % L->mp : ((gr * K + j) * Bmax) % L->mp;
        size_t sk = L->linked ? pi : si;
        uint64_t pc = 0;
        if (run->prepass)
            batch(P->kd, run->mode, prep(&run->impls[k]), &P->a, sk, pi, P->B[k], NULL);
        uint64_t t = batch(P->kd, run->mode, prep(&run->impls[k]), &P->a, sk, pi, P->B[k], P->pmc ? &pc : NULL);
        if (!record)
            continue;
        double Bk = (double)P->B[k];
        double ticks = P->lat ? (double)t / Bk - P->ovh_call : ((double)t - P->ovh_pair) / Bk;
        double ns = ticks * P->ns_per_tick;
        SER(A, k, 0)[A->n] = ns;
        SER(A, k, 1)[A->n] = P->pmc ? (P->lat ? (double)pc / Bk - P->ovh_pmc : (double)pc / Bk) : ticks;
        double bytes = (double)bytes_of(P->c, L->ms, sk, P->B[k]) / Bk;
        SER(A, k, 2)[A->n] = ns > 0 ? bytes / ns : 0;
    }
}

/* The first pass's layout into the point record. */
static void record_layout(const struct pass *P, struct acc *A, struct mt_bench_point *pt)
{
    const struct layout *L = &P->L;
    pt->mean_bytes = L->mean_bytes;
    pt->max_bytes = L->n_max;
    pt->window = L->window;
    pt->footprint = L->footprint;
    pt->fits = L->fits;
    pt->ncalls = L->linked ? L->mp : (L->mp > L->ms ? L->mp : L->ms);
    /* latency: subtracted from every call; throughput: the empty call's
     * cost in the same loop, reported only */
    pt->overhead_cycles = P->ovh_call;
    pt->aliasing = L->aliasing;
    for (size_t k = 0; k < P->K && k < 64; k++)
        pt->batch[k] = (unsigned)P->B[k];
    A->have_layout = true;
}

/* One pass over one config: set up, verify (first pass), calibrate batches,
 * warm up, then rounds until the pooled target is met (after min_rounds of
 * this pass and min_samples in all) or budget_s ends. */
static int run_pass(struct mt_bench_ctx *c, const struct mt_bench_run *run, const struct mt_bench_config *cfg,
                    struct acc *A, struct mt_bench_point *pt, bool first, double budget_s, size_t min_rounds,
                    char *err, size_t errlen)
{
    MEMSET_VALUE = run->set_value & 0xff;
    const struct mt_bench_timer *tm = mt_bench_timer();
    uint64_t t_start = mt_clock_ns();
    struct pass P = { .c = c, .run = run, .kd = op_kind(run->op), .K = run->nimpl };
    if (generate(c, run, cfg, &P.L, err, errlen) != 0)
        return -1;
    if (first && verify(c, run, &P.L, err, errlen) != 0)
        return -1;
    P.a = (struct arrays){ c->map, c->sizes, P.L.ms, c->pos, P.L.mp };
    P.pmc = tm->pmc;
    P.lat = run->mode == MT_BENCH_LATENCY || run->mode == MT_BENCH_LATENCY_COLD;
    overheads(P.kd, run->mode, &P.a, P.pmc, &P.ovh_call, &P.ovh_pmc, &P.ovh_pair);
    if (run->mode == MT_BENCH_LATENCY_COLD)
        /* a cold empty call varies as much as the calls it would be
         * subtracted from (one run: 20 +-43% ns): keep the fenced times
         * whole; the ratios still compare like with like */
        P.ovh_call = P.ovh_pmc = 0;
    calibrate_batches(&P);
    P.ns_per_tick = 1e9 / tm->tsc_hz;

    size_t r = 0, warm = 2, base_round = A->n;
    uint64_t budget_ns = (uint64_t)(budget_s * 1e9), t_rounds = mt_clock_ns();
    size_t max_total = run->max_samples ? run->max_samples : 100000;
    for (size_t round = 0;; round++) {
        if (round >= warm && acc_reserve(A, A->n + 1) != 0)
            return mt_fail(err, errlen, "out of memory");
        /* rounds continue the pooled numbering, so a later pass does not
         * replay the first pass's positions */
        run_round(&P, A, base_round + round, round >= warm);
        if (round < warm) {
            /* the budget counts measured rounds only, not set-up and warm-up */
            t_rounds = mt_clock_ns();
            continue;
        }
        A->n++;
        r++;
        if (A->n >= max_total)
            break;
        if (r >= min_rounds && A->n >= run->min_samples && (r - min_rounds) % 8 == 0 && target_met(c, run, A))
            break;
        if (mt_clock_ns() - t_rounds >= budget_ns && r >= 3)
            break;
    }
    if (A->npass < MAX_PASSES)
        A->pass_end[A->npass++] = A->n;
    if (!A->have_layout)
        record_layout(&P, A, pt);
    A->seconds += (double)(mt_clock_ns() - t_start) * 1e-9;
    return 0;
}

static int finalize(struct mt_bench_ctx *c, const struct mt_bench_run *run, struct acc *A,
                    struct mt_bench_result *res, struct mt_bench_point *pt, char *err, size_t errlen)
{
    size_t K = run->nimpl, r = A->n;
    memset(res, 0, K * sizeof *res);
    double *scr = grow(c->buf, &c->buf_cap, r + 1, sizeof *scr);
    bool *keep = scr ? grow(c->keep, &c->keep_cap, K * r + 1, sizeof *keep) : NULL;
    double *ratio = keep ? malloc((r + 1) * sizeof *ratio) : NULL;
    if (scr)
        c->buf = scr;
    if (keep)
        c->keep = keep;
    if (!ratio)
        return mt_fail(err, errlen, "out of memory");
    if (getenv("MEMTUNE_BENCH_DUMP")) { /* every sample, to look at the noise */
        for (size_t i = 0; i < r; i++) {
            fprintf(stderr, "sample %zu:", i);
            for (size_t k = 0; k < K; k++)
                fprintf(stderr, " %.3f", SER(A, k, 0)[i]);
            fprintf(stderr, "\n");
        }
    }
    double best = INFINITY;
    size_t bi = 0;
    for (size_t k = 0; k < K; k++) {
        struct mt_bench_result *R = &res[k];
        R->verified = true;
        mt_bench_stats(SER(A, k, 0), r, FENCE_K, scr, keep + k * r, &R->ns);
        mt_bench_stats(SER(A, k, 1), r, FENCE_K, scr, NULL, &R->cycles);
        mt_bench_stats(SER(A, k, 2), r, FENCE_K, scr, NULL, &R->bytes_per_ns);
        R->calls_per_s = R->ns.median > 0 ? 1e9 / R->ns.median : 0;
        R->calls_per_s_lo = R->ns.ci_hi > 0 ? 1e9 / R->ns.ci_hi : 0;
        R->calls_per_s_hi = R->ns.ci_lo > 0 ? 1e9 / R->ns.ci_lo : 0;
        if (R->ns.median < best) {
            best = R->ns.median;
            bi = k;
        }
        /* how far apart the passes' own medians are */
        double lo = INFINITY, hi = -INFINITY;
        size_t b = 0;
        for (unsigned p = 0; p < A->npass; p++) {
            size_t e = A->pass_end[p];
            if (e > b) {
                struct mt_bench_stats st;
                mt_bench_stats(SER(A, k, 0) + b, e - b, FENCE_K, ratio, NULL, &st);
                lo = st.median < lo ? st.median : lo;
                hi = st.median > hi ? st.median : hi;
            }
            b = e;
        }
        R->pass_spread = A->npass > 1 && R->ns.median > 0 ? (hi - lo) / R->ns.median : 0;
    }
    res[bi].best = true;
    size_t base = run->baseline;
    if (base < K) {
        for (size_t k = 0; k < K; k++) {
            size_t m = 0;
            for (size_t i = 0; i < r; i++)
                if (keep[k * r + i] && keep[base * r + i] && SER(A, base, 0)[i] > 0)
                    ratio[m++] = SER(A, k, 0)[i] / SER(A, base, 0)[i];
            struct mt_bench_stats st;
            mt_bench_stats(ratio, m, 0, scr, NULL, &st);
            res[k].ratio = k == base ? 1.0 : st.median;
            res[k].ratio_lo = k == base ? 1.0 : st.ci_lo;
            res[k].ratio_hi = k == base ? 1.0 : st.ci_hi;
        }
    }
    free(ratio);
    pt->rounds = r;
    pt->passes = A->npass;
    pt->seconds = A->seconds;
    pt->converged = target_met(c, run, A);
    return 0;
}

static void acc_free(struct acc *A)
{
    free(A->v);
    memset(A, 0, sizeof *A);
}

static size_t per_pass_min(const struct mt_bench_run *run, unsigned passes)
{
    size_t m = (run->min_samples + passes - 1) / passes;
    return m < 5 ? 5 : m;
}

int mt_bench_measure(struct mt_bench_ctx *c, const struct mt_bench_run *run, const struct mt_bench_config *cfg,
                     struct mt_bench_result *res, struct mt_bench_point *pt, char *err, size_t errlen)
{
    memset(pt, 0, sizeof *pt);
    if (run->nimpl)
        memset(res, 0, run->nimpl * sizeof *res);
    if (check_inputs(run, cfg, err, errlen) != 0)
        return -1;
    struct acc A = { .K = run->nimpl };
    int rc = run_pass(c, run, cfg, &A, pt, true, run->max_seconds, per_pass_min(run, 1), err, errlen);
    if (rc == 0)
        rc = finalize(c, run, &A, res, pt, err, errlen);
    acc_free(&A);
    return rc;
}

int mt_bench_sweep(struct mt_bench_ctx *c, const struct mt_bench_run *run, const struct mt_bench_config *cfg,
                   size_t ncfg, struct mt_bench_result *res, struct mt_bench_point *pt,
                   void (*progress)(size_t done, size_t total, void *user), void *user, char *err, size_t errlen)
{
    unsigned passes = run->passes ? run->passes : 1;
    if (passes > MAX_PASSES)
        passes = MAX_PASSES;
    size_t K = run->nimpl;
    for (size_t i = 0; i < ncfg; i++) {
        memset(&pt[i], 0, sizeof pt[i]);
        if (check_inputs(run, &cfg[i], err, errlen) != 0)
            return -1;
    }
    memset(res, 0, ncfg * K * sizeof *res);
    struct acc *A = calloc(ncfg ? ncfg : 1, sizeof *A);
    if (!A)
        return mt_fail(err, errlen, "out of memory");
    int rc = 0;
    size_t done = 0, total = ncfg * passes, minr = per_pass_min(run, passes);
    for (unsigned p = 0; p < passes && rc == 0; p++)
        for (size_t i = 0; i < ncfg && rc == 0; i++) {
            A[i].K = K;
            rc = run_pass(c, run, &cfg[i], &A[i], &pt[i], p == 0, run->max_seconds / passes, minr, err, errlen);
            if (progress)
                progress(++done, total, user);
        }
    for (size_t i = 0; i < ncfg && rc == 0; i++)
        rc = finalize(c, run, &A[i], &res[i * K], &pt[i], err, errlen);
    for (size_t i = 0; i < ncfg; i++)
        acc_free(&A[i]);
    free(A);
    return rc;
}
