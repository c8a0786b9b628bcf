/* memtune bench names: short-name compare and hash on a real file tree.
 *
 * The 2010 dcache thread (Piggin, Torvalds, Spelvin) argued from one number
 * -- path components are ~11-12 bytes -- that `repe cmpsb` and a general
 * memcmp lose to a byte loop, and that words with masks and a combined
 * copy+hash pass would do better still. This command measures that claim on
 * the names of any tree:
 *
 *   1. harvest: walk DIR (nftw, no symlinks followed, at most --max
 *      entries) and report the length distribution of the component names;
 *   2. name_eq: every registered name_eq strategy, the mt_name_eq entry, libc
 *      memcmp, bcmp (and __memcmpeq when libc has it) on equal pairs (the
 *      dentry's aligned, zero-padded copy vs the name inside its path, as
 *      __d_lookup_rcu compares them) and unequal pairs (same length, another
 *      name of the tree);
 *   3. hash: word-at-a-time mt_hash_name / mt_hash_bytes vs the bytewise
 *      partial_name_hash loop of the pre-2012 kernel, and the one-pass
 *      mt_copy_component vs a byte copy followed by the bytewise hash;
 *   4. dcache: an open-addressing table holding every entry as (parent,
 *      name); every path of a sample is looked up component by component
 *      (hash, probe, compare hash, length, parent, then the name), once per
 *      hash + compare combination.
 *
 * Timing: lfence;rdtsc;lfence around a pass over a pre-generated array of
 * calls (a few thousand, so one pass lasts tens of microseconds), the TSC
 * rate from the bench core (mt_bench_timer, measured against
 * CLOCK_MONOTONIC). Implementations are interleaved in a random order per
 * round; every timed pass walks its array in a fresh random order and
 * (except the cold lookups) follows an untimed pass of the same
 * implementation, so it sees caches and branch predictors trained by itself,
 * not by whatever ran before it. Without that, libc bcmp -- the same glibc
 * function as memcmp -- timed right after memcmp came out 10-25% faster in
 * the lookups; the bcmp row stays in the tables as that A/A check. Medians
 * with the interquartile range; ratios are medians of per-round ratios.
 * Pin it: taskset -c 1. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <ftw.h>
#include <limits.h>
#include <math.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include "bench/bench.h"
#include "bench/timer.h"
#include "memtune.h"
#include "memtune/registry.h"
#include "tool.h"

/* ---- small helpers ------------------------------------------------------- */

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void)
{
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return rng;
}

/* Fisher-Yates (elements up to 64 bytes): every pass gets its own order,
 * so the branch predictor cannot learn one fixed sequence. */
static void shuffle_pairs(void *v, size_t n, size_t size)
{
    char tmp[64], *b = v;
    for (size_t i = n; i > 1; i--) {
        size_t j = rnd() % i;
        memcpy(tmp, b + (i - 1) * size, size);
        memcpy(b + (i - 1) * size, b + j * size, size);
        memcpy(b + j * size, tmp, size);
    }
}

/* A random order of 0..n-1 (the order of implementations in a round). */
static void random_order(size_t *ord, size_t n)
{
    for (size_t i = 0; i < n; i++)
        ord[i] = i;
    shuffle_pairs(ord, n, sizeof *ord);
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) {
        fprintf(stderr, "memtune: out of memory (%zu bytes)\n", n);
        exit(1);
    }
    return p;
}

static int cmp_size(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? -1 : x > y;
}

struct spread { double med, q1, q3; };
static struct spread spread_of(const double *x, size_t n)
{
    double *s = xmalloc(n * sizeof *s);
    memcpy(s, x, n * sizeof *s);
    mt_bench_sort(s, n);
    struct spread r = { mt_bench_quantile(s, n, 0.5), mt_bench_quantile(s, n, 0.25), mt_bench_quantile(s, n, 0.75) };
    free(s);
    return r;
}

static volatile uint64_t sink;

/* ---- harvest -------------------------------------------------------------- */

struct entry {
    size_t path;        /* offset of the path (relative to the tree) in paths */
    uint32_t base;      /* offset of the last component within the path */
    uint32_t len;       /* length of the last component */
    uint32_t parent;    /* entry id of the directory (0 = the tree itself) */
    uint32_t hash_w;    /* mt_hash_name of the name */
    uint32_t hash_b;    /* bytewise hash */
    size_t iname;       /* offset of the 8-aligned zero-padded copy in inames */
};

static struct {
    char *paths;
    size_t paths_len, paths_cap;
    struct entry *e;
    size_t n, cap, max;
    size_t rootlen;
    uint32_t stack[PATH_MAX / 2];
    bool truncated;
} H;

static int harvest_one(const char *fpath, const struct stat *sb, int type, struct FTW *ftw)
{
    (void)sb;
    if (ftw->level == 0) {
        H.rootlen = strlen(fpath);
        H.stack[0] = 0;
        return 0;
    }
    if (H.n >= H.max) {
        H.truncated = true;
        return 1;
    }
    if ((size_t)ftw->level >= sizeof H.stack / sizeof H.stack[0])
        return 0;
    const char *rel = fpath + H.rootlen;
    while (*rel == '/')
        rel++;
    size_t plen = strlen(rel), blen = strlen(fpath + ftw->base);
    if (blen == 0 || blen > 255)
        return 0;
    if (H.paths_len + plen + 1 + 16 > H.paths_cap) {
        H.paths_cap = (H.paths_cap + plen + 17) * 2;
        H.paths = realloc(H.paths, H.paths_cap);
        if (!H.paths)
            return -1;
    }
    if (H.n + 1 >= H.cap) {
        H.cap = H.cap ? H.cap * 2 : 4096;
        H.e = realloc(H.e, H.cap * sizeof *H.e);
        if (!H.e)
            return -1;
    }
    memcpy(H.paths + H.paths_len, rel, plen + 1);
    uint32_t id = (uint32_t)++H.n;   /* ids start at 1; 0 is the root */
    H.e[id] = (struct entry){ .path = H.paths_len, .base = (uint32_t)(plen - blen),
                              .len = (uint32_t)blen, .parent = H.stack[ftw->level - 1] };
    H.paths_len += plen + 1;
    if (type == FTW_D || type == FTW_DNR)
        H.stack[ftw->level] = id;
    return 0;
}

static const char *ent_path(uint32_t id) { return H.paths + H.e[id].path; }
static const char *ent_name(uint32_t id) { return H.paths + H.e[id].path + H.e[id].base; }

/* ---- the bytewise baseline (kernel before 2012) ---------------------------- */

#if defined(__GNUC__) && !defined(__clang__)
#define NO_VECTORIZE __attribute__((noinline, optimize("no-tree-vectorize")))
#else
#define NO_VECTORIZE __attribute__((noinline))
#endif

/* partial_name_hash/end_name_hash of include/linux/dcache.h (2.6.x), and
 * the link_path_walk loop that found the length in the same pass. */
static inline unsigned long partial_name_hash(unsigned long c, unsigned long prevhash)
{
    return (prevhash + (c << 4) + (c >> 4)) * 11;
}

NO_VECTORIZE
static uint64_t hash_name_bytewise(const char *p)
{
    unsigned long hash = 0;
    size_t len = 0;
    unsigned char c;
    while ((c = (unsigned char)p[len]) != 0 && c != '/') {
        hash = partial_name_hash(c, hash);
        len++;
    }
    return (uint64_t)(uint32_t)hash << 32 | (uint32_t)len;
}

NO_VECTORIZE
static uint32_t hash_bytes_bytewise(const char *p, size_t n)
{
    unsigned long hash = 0;
    for (size_t i = 0; i < n; i++)
        hash = partial_name_hash((unsigned char)p[i], hash);
    return (uint32_t)hash;
}

/* strncpy_from_user-style byte copy that stops at '/' or NUL, then the
 * bytewise hash: the 2010 path the thread wanted to fuse. */
NO_VECTORIZE
static ptrdiff_t copy_then_hash_bytewise(char *dst, size_t size, const char *src, uint64_t *hl)
{
    size_t i = 0;
    for (; src[i] && src[i] != '/'; i++) {
        if (i + 1 >= size) {
            if (size)
                dst[size - 1] = 0;
            return -1;
        }
        dst[i] = src[i];
    }
    dst[i] = 0;
    *hl = hash_name_bytewise(dst);   /* dst ends in NUL: same hash */
    return (ptrdiff_t)i;
}

/* ---- comparators ----------------------------------------------------------- */

typedef bool (*eq_fn)(const char *, const char *, size_t);
#ifdef __x86_64__
bool mt_name_eq_avx512(const char *a, const char *b, size_t n);
#endif

/* The floor: what the timing loop and an indirect call cost. */
__attribute__((noinline)) static bool empty_eq(const char *a, const char *b, size_t n)
{
    (void)a; (void)b;
    return n != (size_t)-1;
}
typedef int (*cmp_fn)(const void *, const void *, size_t);

struct impl {
    const char *name;
    eq_fn eq;            /* one of eq / cmp */
    cmp_fn cmp;
    const char *note;
    bool floor;          /* the empty call: not verified, not in the lookups */
};

static size_t collect_impls(struct impl *v, size_t max)
{
    size_t n = 0, ns;
    const struct mt_strategy *t = mt_strategies(&ns);
    uint64_t f = mt_cpu()->features;
    for (size_t i = 0; i < ns && n < max; i++)
        if (t[i].op == MT_OP_NAME_EQ && mt_strategy_runnable(&t[i], f))
            v[n++] = (struct impl){ .name = t[i].name, .eq = t[i].fn.eq, .note = t[i].doc };
#ifdef __x86_64__
    /* Until the registry has a row for it (mt_name_eq uses it). */
    const uint64_t avx512 = MT_CPU_AVX512F | MT_CPU_AVX512BW | MT_CPU_AVX512VL | MT_CPU_BMI1 | MT_CPU_BMI2;
    if (!mt_strategy_find(MT_OP_NAME_EQ, "avx512") && (f & avx512) == avx512 && n < max)
        v[n++] = (struct impl){ .name = "avx512", .eq = mt_name_eq_avx512, .note = "AVX-512BW masked compare <= 32 B" };
#endif
    /* libc through volatile pointers: the compiler must not expand them. */
    cmp_fn volatile libc_memcmp = memcmp, libc_bcmp = bcmp;
    if (n < max)
        v[n++] = (struct impl){ .name = "mt_name_eq", .eq = mt_name_eq, .note = "the library entry point" };
    if (n < max)
        v[n++] = (struct impl){ .name = "libc memcmp", .cmp = libc_memcmp, .note = "result == 0" };
    if (n < max)
        v[n++] = (struct impl){ .name = libc_bcmp == libc_memcmp ? "libc bcmp (=memcmp)" : "libc bcmp",
                                .cmp = libc_bcmp, .note = "result == 0" };
    void *me = dlsym(RTLD_DEFAULT, "__memcmpeq");
    if (me && n < max) {
        cmp_fn fn;
        memcpy(&fn, &me, sizeof fn);
        v[n++] = (struct impl){ .name = "libc __memcmpeq", .cmp = fn, .note = "glibc >= 2.35" };
    }
    if (n < max)
        v[n++] = (struct impl){ .name = "(empty call)", .eq = empty_eq, .note = "loop + indirect call, no compare", .floor = true };
    return n;
}

struct pair { const char *a, *b; size_t len; };

static uint64_t time_pass(const struct impl *im, const struct pair *p, size_t n, uint64_t *hits)
{
    uint64_t acc = 0, t0, t1;
    if (im->eq) {
        eq_fn f = im->eq;
        t0 = mt_stamp_begin();
        for (size_t i = 0; i < n; i++)
            acc += f(p[i].a, p[i].b, p[i].len);
        t1 = mt_stamp_begin();
    } else {
        cmp_fn f = im->cmp;
        t0 = mt_stamp_begin();
        for (size_t i = 0; i < n; i++)
            acc += f(p[i].a, p[i].b, p[i].len) == 0;
        t1 = mt_stamp_begin();
    }
    *hits = acc;
    return t1 - t0;
}

static int find_impl(const struct impl *v, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(v[i].name, name))
            return (int)i;
    return -1;
}

/* ---- dcache-like table ----------------------------------------------------- */

struct table { uint32_t *slot; size_t mask; };

static inline size_t slot_of(uint32_t hash, uint32_t parent, size_t mask)
{
    /* d_hash mixes the parent in; here a multiply of the pair. */
    return (size_t)(((uint64_t)hash ^ (uint64_t)parent << 32) * 0x9E3779B97F4A7C15ull >> 20) & mask;
}

static void table_build(struct table *t, size_t n, bool word)
{
    size_t cap = 1;
    while (cap < 2 * n)
        cap <<= 1;
    t->slot = calloc(cap, sizeof *t->slot);
    if (!t->slot) {
        fprintf(stderr, "memtune: out of memory\n");
        exit(1);
    }
    t->mask = cap - 1;
    for (uint32_t id = 1; id <= n; id++) {
        const struct entry *e = &H.e[id];
        size_t s = slot_of(word ? e->hash_w : e->hash_b, e->parent, t->mask);
        while (t->slot[s])
            s = (s + 1) & t->mask;
        t->slot[s] = id;
    }
}

typedef uint64_t (*hashname_fn)(const char *);

/* Looks up every path in ids[0..n); returns components found (all of them,
 * or the run is wrong). */
static size_t lookup_paths(const struct table *t, bool word, hashname_fn hf, const struct impl *im,
                           const char *inames, const uint32_t *ids, size_t n, size_t *probes)
{
    size_t found = 0, cmps = 0;
    for (size_t k = 0; k < n; k++) {
        const char *p = ent_path(ids[k]);
        uint32_t parent = 0;
        for (;;) {
            uint64_t hl = hf(p);
            uint32_t len = (uint32_t)hl, h = (uint32_t)(hl >> 32);
            size_t s = slot_of(h, parent, t->mask);
            uint32_t id;
            for (;;) {
                id = t->slot[s];
                if (!id)
                    return found;   /* not found: wrong */
                const struct entry *e = &H.e[id];
                if ((word ? e->hash_w : e->hash_b) == h && e->len == len && e->parent == parent) {
                    cmps++;
                    bool eq = im->eq ? im->eq(inames + e->iname, p, len)
                                     : im->cmp(inames + e->iname, p, len) == 0;
                    if (eq)
                        break;
                }
                s = (s + 1) & t->mask;
            }
            found++;
            parent = id;
            p += len;
            if (!*p)
                break;
            p++;
        }
    }
    *probes = cmps;
    return found;
}

/* ---- hashing variants --------------------------------------------------------- */

enum { HW, HB, HWC, HBC, CPW, CPB, NH };

/* One timed pass of hashing variant `which` over comp[0..n). */
static uint64_t time_hash(int which, const struct pair *comp, size_t npairs, char *scratch, uint64_t *sum)
{
    uint64_t acc = 0, t0 = 0, t1 = 0;
    switch (which) {
    case HW:
        t0 = mt_stamp_begin();
        for (size_t i = 0; i < npairs; i++) acc += mt_hash_name(comp[i].a);
        t1 = mt_stamp_begin();
        break;
    case HB:
        t0 = mt_stamp_begin();
        for (size_t i = 0; i < npairs; i++) acc += hash_name_bytewise(comp[i].a);
        t1 = mt_stamp_begin();
        break;
    case HWC:
        t0 = mt_stamp_begin();
        for (size_t i = 0; i < npairs; i++) acc += mt_hash_bytes(comp[i].a, comp[i].len);
        t1 = mt_stamp_begin();
        break;
    case HBC:
        t0 = mt_stamp_begin();
        for (size_t i = 0; i < npairs; i++) acc += hash_bytes_bytewise(comp[i].a, comp[i].len);
        t1 = mt_stamp_begin();
        break;
    case CPW:
        t0 = mt_stamp_begin();
        for (size_t i = 0; i < npairs; i++) {
            uint64_t hl;
            acc += (uint64_t)mt_copy_component(scratch, 512, comp[i].a, &hl) + hl;
        }
        t1 = mt_stamp_begin();
        break;
    case CPB:
        t0 = mt_stamp_begin();
        for (size_t i = 0; i < npairs; i++) {
            uint64_t hl;
            acc += (uint64_t)copy_then_hash_bytewise(scratch, 512, comp[i].a, &hl) + hl;
        }
        t1 = mt_stamp_begin();
        break;
    }
    *sum += acc;
    return t1 - t0;
}

/* ---- the command ----------------------------------------------------------- */

static int usage(FILE *f)
{
    fprintf(f,
        "usage: memtune bench names [--tree DIR] [--max N] [--pairs N] [--hot N]\n"
        "                           [--lookups N] [--rounds N] [--seed N]\n"
        "  --tree DIR    tree to harvest names from (default /usr; symlinks not followed)\n"
        "  --max N       stop the walk after N entries (default 200000)\n"
        "  --pairs N     name pairs per compare pass, components per hash pass (default 8192)\n"
        "  --hot N       paths of the cache-resident dcache-lookup pass (default 500)\n"
        "  --lookups N   paths of the large dcache-lookup pass (default 20000)\n"
        "  --rounds N    interleaved rounds (default 31)\n"
        "  --seed N      sampling seed (default 1)\n"
        "Run it pinned: taskset -c 1 memtune bench names\n");
    return f == stderr ? 2 : 0;
}

static int parse_count(const char *opt, const char *s, size_t lo, size_t hi, size_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = s ? strtoull(s, &end, 10) : 0;
    if (!s || !*s || *end || errno || *s == '-' || v < lo || v > hi) {
        mt_tool_error("%s needs a whole number in %zu..%zu, got '%s'", opt, lo, hi, s ? s : "");
        return -1;
    }
    *out = (size_t)v;
    return 0;
}

static void print_spread(double scale, struct spread s)
{
    if (isnan(s.med))
        printf(" %22s", "-");   /* e.g. no unequal pairs in a tiny tree */
    else
        printf(" %7.2f [%5.2f-%5.2f]", s.med * scale, s.q1 * scale, s.q3 * scale);
}

struct names_opts {
    const char *tree;
    size_t max, npairs, nlook, nhot, rounds, seed;
};

/* argv into o: 0, 2 after a one-line error, -1 after --help. */
static int parse_args(int argc, char **argv, struct names_opts *o)
{
    for (int i = 1; i < argc; i += 2) {   /* every option takes a value */
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return -1;
        }
        if (!strcmp(a, "--tree")) {
            if (!v || !*v)
                return mt_tool_error("--tree needs a directory");
            o->tree = v;
        } else if (!strcmp(a, "--max")) {
            if (parse_count(a, v, 1, 50000000, &o->max)) return 2;
        } else if (!strcmp(a, "--pairs")) {
            if (parse_count(a, v, 16, 10000000, &o->npairs)) return 2;
        } else if (!strcmp(a, "--lookups")) {
            if (parse_count(a, v, 1, 10000000, &o->nlook)) return 2;
        } else if (!strcmp(a, "--hot")) {
            if (parse_count(a, v, 1, 10000000, &o->nhot)) return 2;
        } else if (!strcmp(a, "--rounds")) {
            if (parse_count(a, v, 3, 100000, &o->rounds)) return 2;
        } else if (!strcmp(a, "--seed")) {
            if (parse_count(a, v, 0, SIZE_MAX, &o->seed)) return 2;
        } else {
            return mt_tool_error("bench names: unknown option '%s' (memtune bench names --help lists them)", a);
        }
    }
    return 0;
}

/* What the phases share: the harvested tree is in H. */
struct names_ctx {
    size_t n, npairs, rounds;
    double tpn;                 /* timer ticks per ns */
    char *inames;               /* the dentry copies of the names */
    struct impl impls[24];
    size_t ni;
    size_t *ord;                /* a round's order of implementations */
    int imc, irep;              /* libc memcmp and repe_cmpsb in impls, or -1 */
};

/* ---- 1. harvest ---- */
/* Walks tree into H (0, or 2 after a one-line error). */
static int harvest(const char *tree, size_t max)
{
    memset(&H, 0, sizeof H);
    H.max = max;
    H.cap = 4096;
    H.e = xmalloc(H.cap * sizeof *H.e);
    H.e[0] = (struct entry){ 0 };
    int rc = nftw(tree, harvest_one, 32, FTW_PHYS);
    if (rc == -1) {
        int e = errno;
        free(H.e); free(H.paths);
        return mt_tool_error("cannot walk '%s': %s", tree, strerror(e));
    }
    if (H.n < 2) {
        free(H.e); free(H.paths);
        return mt_tool_error("'%s' has no entries to harvest (not a directory, or empty)", tree);
    }
    return 0;
}

/* The first line: tree, CPU, counter; returns the counter's ticks per ns. */
static double print_header(const char *tree, size_t n)
{
    cpu_set_t cs;
    int pinned = -1;
    if (sched_getaffinity(0, sizeof cs, &cs) == 0 && CPU_COUNT(&cs) == 1)
        for (int c = 0; c < CPU_SETSIZE; c++)
            if (CPU_ISSET(c, &cs)) { pinned = c; break; }
    const struct mt_bench_timer *tm = mt_bench_timer();   /* measured once, bench/timer.c */
    double tpn = tm->tsc_hz / 1e9;
    printf("memtune bench names: tree %s, %zu entries%s; %s, counter %s at %.3f GHz, %s\n",
           tree, n, H.truncated ? " (walk stopped at --max)" : "", mt_cpu()->brand,
           MT_TIMER_COUNTER, tpn, pinned >= 0 ? "pinned" : "NOT pinned (use taskset -c 1)");
    return tpn;
}

/* Length distribution of the component names (one per entry). */
static void print_lengths(size_t n)
{
    size_t *lens = xmalloc(n * sizeof *lens);
    double sum = 0;
    size_t ncomp = 0, pathsum = 0;
    for (uint32_t id = 1; id <= n; id++) {
        lens[id - 1] = H.e[id].len;
        sum += H.e[id].len;
        const char *p = ent_path(id);
        pathsum += strlen(p);
        for (; *p; p++)
            ncomp += *p == '/';
        ncomp++;
    }
    qsort(lens, n, sizeof *lens, cmp_size);
    static const size_t edges[] = { 4, 8, 12, 16, 24, 32, 64, 255 };
    printf("\nname lengths (bytes): mean %.1f, p50 %zu, p90 %zu, p99 %zu, max %zu\n",
           sum / (double)n, lens[n / 2], lens[(size_t)(0.9 * (double)(n - 1))],
           lens[(size_t)(0.99 * (double)(n - 1))], lens[n - 1]);
    printf("  share:");
    size_t lo = 1, j = 0;
    for (size_t k = 0; k < sizeof edges / sizeof edges[0]; k++) {
        size_t c = 0;
        while (j < n && lens[j] <= edges[k]) { j++; c++; }
        printf(" %zu-%zu %.1f%%%s", lo, edges[k], 100.0 * (double)c / (double)n,
               k + 1 < sizeof edges / sizeof edges[0] ? "," : "");
        lo = edges[k] + 1;
    }
    size_t le8 = 0, le16 = 0;
    for (size_t k = 0; k < n; k++) { le8 += lens[k] <= 8; le16 += lens[k] <= 16; }
    printf("\n  <= 8 bytes: %.1f%%, <= 16 bytes: %.1f%%; paths: mean %.1f bytes, %.2f components\n",
           100.0 * (double)le8 / (double)n, 100.0 * (double)le16 / (double)n,
           (double)pathsum / (double)n, (double)ncomp / (double)n);
    free(lens);
}

/* dentry names: 8-aligned, zero-padded copies made with
 * mt_copy_component (checks it against mt_hash_name on the way).
 * NULL after a one-line error. */
static char *make_inames(size_t n)
{
    size_t isz = 0;
    for (uint32_t id = 1; id <= n; id++)
        isz += (H.e[id].len + 8) & ~(size_t)7;
    char *inames = aligned_alloc(64, (isz + 64) & ~(size_t)63);
    if (!inames) {
        fprintf(stderr, "memtune: out of memory\n");
        return NULL;
    }
    size_t off = 0;
    for (uint32_t id = 1; id <= n; id++) {
        struct entry *e = &H.e[id];
        size_t room = (e->len + 8) & ~(size_t)7;
        uint64_t hl = 0;
        ptrdiff_t r = mt_copy_component(inames + off, room, ent_name(id), &hl);
        uint64_t want = mt_hash_name(ent_name(id));
        uint32_t hb = (uint32_t)(hash_name_bytewise(ent_name(id)) >> 32);
        if (r != (ptrdiff_t)e->len || hl != want || (uint32_t)want != e->len ||
            mt_hash_bytes(ent_name(id), e->len) != (uint32_t)(want >> 32) ||
            hash_bytes_bytewise(ent_name(id), e->len) != hb) {
            fprintf(stderr, "memtune: bench names: hash/copy disagree on '%s' (a bug)\n", ent_path(id));
            free(inames);
            return NULL;
        }
        e->iname = off;
        e->hash_w = (uint32_t)(want >> 32);
        e->hash_b = hb;
        off += room;
    }
    return inames;
}

/* ---- 2. name_eq ---- */
/* Equal pairs: an entry's dentry copy vs the name inside its path. */
static struct pair *make_equal_pairs(const struct names_ctx *c)
{
    struct pair *peq = xmalloc(c->npairs * sizeof *peq);
    for (size_t k = 0; k < c->npairs; k++) {
        uint32_t id = (uint32_t)(1 + rnd() % c->n);
        peq[k] = (struct pair){ c->inames + H.e[id].iname, ent_name(id), H.e[id].len };
    }
    return peq;
}

/* Unequal pairs: another entry's name of the same length (fewer than
 * --pairs if the tree has too few); *nne pairs, differing first at byte
 * *first on average. */
static struct pair *make_unequal_pairs(const struct names_ctx *c, const uint32_t *bylen, const size_t *start,
                                       const size_t *cnt, size_t *nne, double *first)
{
    struct pair *pne = xmalloc(c->npairs * sizeof *pne);
    size_t k = 0;
    for (size_t tries = 0; k < c->npairs && tries < c->npairs * 64; tries++) {
        uint32_t id = (uint32_t)(1 + rnd() % c->n), len = H.e[id].len;
        for (int t = 0; t < 8; t++) {
            uint32_t o = bylen[start[len] + rnd() % cnt[len]];
            if (memcmp(ent_name(o), ent_name(id), len) != 0) {
                pne[k++] = (struct pair){ c->inames + H.e[o].iname, ent_name(id), len };
                break;
            }
        }
    }
    *nne = k;
    *first = 0;
    for (size_t q = 0; q < k; q++) {
        size_t d = 0;
        while (pne[q].a[d] == pne[q].b[d]) d++;
        *first += (double)d;
    }
    return pne;
}

/* Entries by length (bylen[start[l] .. start[l] + cnt[l]) have length l),
 * for unequal partners of the same length. */
static uint32_t *entries_by_length(size_t n, size_t start[257], size_t cnt[257])
{
    uint32_t *bylen = xmalloc(n * sizeof *bylen);
    for (uint32_t id = 1; id <= n; id++)
        cnt[H.e[id].len]++;
    for (int l = 1; l <= 256; l++)
        start[l] = start[l - 1] + cnt[l - 1];
    size_t fillp[257];
    memcpy(fillp, start, sizeof fillp);
    for (uint32_t id = 1; id <= n; id++)
        bylen[fillp[H.e[id].len]++] = id;
    return bylen;
}

/* Verify before timing: a wrong answer is an error, not a fast number (0 or 1). */
static int verify_name_eq(const struct names_ctx *c, const struct pair *peq, const struct pair *pne, size_t nne)
{
    for (size_t i = 0; i < c->ni; i++) {
        uint64_t h1, h2;
        time_pass(&c->impls[i], peq, c->npairs, &h1);
        time_pass(&c->impls[i], pne, nne, &h2);
        if (!c->impls[i].floor && (h1 != c->npairs || h2 != 0)) {
            fprintf(stderr, "memtune: bench names: %s gave wrong answers (%llu/%zu equal, %llu/%zu unequal)\n",
                    c->impls[i].name, (unsigned long long)h1, c->npairs, (unsigned long long)h2, nne);
            return 1;
        }
    }
    return 0;
}

/* One timed pass over pairs in a fresh order, after an untimed one in
 * another order: the timed one sees caches and predictors trained by this
 * implementation itself. ns per call. */
static double time_trained(const struct names_ctx *c, size_t i, struct pair *p, size_t np)
{
    uint64_t h;
    shuffle_pairs(p, np, sizeof *p);
    time_pass(&c->impls[i], p, np, &h);
    shuffle_pairs(p, np, sizeof *p);
    double t = (double)time_pass(&c->impls[i], p, np, &h) / c->tpn / (double)np;
    sink += h;
    return t;
}

/* teq, tne [impl * rounds + round]: ns per call, implementations in a
 * random order per round. */
static void time_name_eq(const struct names_ctx *c, struct pair *peq, struct pair *pne, size_t nne,
                         double *teq, double *tne)
{
    for (size_t r = 0; r < c->rounds; r++) {
        random_order(c->ord, c->ni);
        for (size_t q = 0; q < c->ni; q++) {
            size_t i = c->ord[q];
            teq[i * c->rounds + r] = time_trained(c, i, peq, c->npairs);
            tne[i * c->rounds + r] = nne ? time_trained(c, i, pne, nne) : NAN;
        }
    }
}

/* Implementation i's row: equal and unequal times, then its ratios to
 * libc memcmp and repe_cmpsb. */
static void print_name_eq_row(const struct names_ctx *c, size_t i, const double *teq, const double *tne)
{
    size_t rounds = c->rounds;
    printf("%-20s", c->impls[i].name);
    print_spread(1, spread_of(&teq[i * rounds], rounds));
    print_spread(1, spread_of(&tne[i * rounds], rounds));
    printf(" ");
    double *rat = xmalloc(rounds * sizeof *rat);
    const double *tt[2] = { teq, tne };
    for (int which = 0; which < 2; which++)
        for (int base = 0; base < 2; base++) {
            int b = base ? c->irep : c->imc;
            if (b < 0) { printf(" %8s", "-"); continue; }
            for (size_t r = 0; r < rounds; r++)
                rat[r] = tt[which][i * rounds + r] / tt[which][(size_t)b * rounds + r];
            double m = spread_of(rat, rounds).med;
            if (isnan(m))
                printf(" %8s", "-");
            else
                printf(" %8.2f", m);
        }
    free(rat);
    printf("\n");
}

/* Pairs, verification, timing and the table (0, or 1 after an error). */
static int name_eq_phase(struct names_ctx *c)
{
    size_t start[257] = { 0 }, cnt[257] = { 0 }, nne;
    double ne_first;
    uint32_t *bylen = entries_by_length(c->n, start, cnt);
    struct pair *peq = make_equal_pairs(c);
    struct pair *pne = make_unequal_pairs(c, bylen, start, cnt, &nne, &ne_first);
    if (verify_name_eq(c, peq, pne, nne))
        return 1;
    double *teq = xmalloc(c->ni * c->rounds * sizeof *teq), *tne = xmalloc(c->ni * c->rounds * sizeof *tne);
    time_name_eq(c, peq, pne, nne, teq, tne);
    c->imc = find_impl(c->impls, c->ni, "libc memcmp");
    c->irep = find_impl(c->impls, c->ni, "repe_cmpsb");
    printf("\nname_eq: %zu equal pairs (dentry copy vs name in its path) and %zu unequal pairs\n"
           "(same length, another name; first difference at byte %.1f on average), %zu rounds.\n"
           "ns per call: median [quartiles]; ratios: median of per-round time ratios (< 1 = faster)\n",
           c->npairs, nne, nne ? ne_first / (double)nne : 0, c->rounds);
    printf("%-20s %22s %22s  %8s %8s %8s %8s\n", "strategy", "equal", "unequal",
           "eq/mcmp", "eq/repe", "ne/mcmp", "ne/repe");
    for (size_t i = 0; i < c->ni; i++)
        print_name_eq_row(c, i, teq, tne);
    if (find_impl(c->impls, c->ni, "libc bcmp (=memcmp)") >= 0)
        printf("libc bcmp is the same function as memcmp here: the gap between their rows is\n"
               "the measurement's own error (an A/A check).\n");
    free(teq); free(tne); free(peq); free(pne); free(bylen);
    return 0;
}

/* ---- 3. hashing ---- */
/* Components drawn from the paths, in place (terminated by '/' or NUL);
 * *bytes: their total length. */
static struct pair *draw_components(const struct names_ctx *c, double *bytes)
{
    struct pair *comp = xmalloc(c->npairs * sizeof *comp);
    *bytes = 0;
    for (size_t q = 0; q < c->npairs; q++) {
        uint32_t id = (uint32_t)(1 + rnd() % c->n);
        const char *p = ent_path(id);
        size_t nc = 1;
        for (const char *s = p; *s; s++)
            nc += *s == '/';
        size_t pick = rnd() % nc;
        while (pick--)
            p = strchr(p, '/') + 1;
        size_t l = strcspn(p, "/");
        comp[q] = (struct pair){ p, NULL, l };
        *bytes += (double)l;
    }
    return comp;
}

static void hash_phase(const struct names_ctx *c)
{
    size_t npairs = c->npairs, rounds = c->rounds;
    double cbytes;
    struct pair *comp = draw_components(c, &cbytes);
    char *scratch = xmalloc(512);
    static const char *const hname[NH] = {
        "mt_hash_name (word, terminated)", "bytewise, terminated (2.6 kernel)",
        "mt_hash_bytes (word, counted)", "bytewise, counted",
        "mt_copy_component (copy+hash)", "byte copy, then bytewise hash",
    };
    double *th = xmalloc(NH * rounds * sizeof *th);
    for (size_t r = 0; r < rounds; r++) {
        random_order(c->ord, NH);
        for (size_t q = 0; q < NH; q++) {
            size_t which = c->ord[q];
            uint64_t acc = 0;
            shuffle_pairs(comp, npairs, sizeof *comp);
            time_hash((int)which, comp, npairs, scratch, &acc);   /* untimed */
            shuffle_pairs(comp, npairs, sizeof *comp);
            uint64_t t = time_hash((int)which, comp, npairs, scratch, &acc);
            sink += acc;
            th[which * rounds + r] = (double)t / c->tpn / (double)npairs;
        }
    }
    printf("\nhash: %zu path components (mean %.1f bytes), %zu rounds; ns per component\n",
           npairs, cbytes / (double)npairs, rounds);
    printf("%-36s %22s %9s %9s\n", "", "ns [quartiles]", "ns/byte", "vs bytew.");
    for (size_t w = 0; w < NH; w++) {
        struct spread s = spread_of(&th[w * rounds], rounds);
        size_t base = w == HW ? HB : w == HWC ? HBC : w == CPW ? CPB : w;
        double *rat = xmalloc(rounds * sizeof *rat);
        for (size_t r = 0; r < rounds; r++)
            rat[r] = th[w * rounds + r] / th[base * rounds + r];
        printf("%-36s", hname[w]);
        print_spread(1, s);
        printf(" %9.3f %9.2f\n", s.med * (double)npairs / cbytes, spread_of(rat, rounds).med);
        free(rat);
    }
    free(th); free(scratch); free(comp);
}

/* ---- 4. dcache-like lookups ---- */
/* One hash + compare combination: the bytewise hash with an
 * implementation (the 2010/2011 kernels), or the word hash with one. */
struct dconf { const char *label; bool word; int impl; };

struct dcache {
    const struct names_ctx *c;
    struct table tw, tb;        /* keyed by word hash, by bytewise hash */
    struct dconf dc[32];
    size_t nd;
};

static size_t dcache_lookup(const struct dcache *D, size_t d, const uint32_t *ids, size_t n, size_t *probes)
{
    const struct dconf *dc = &D->dc[d];
    return lookup_paths(dc->word ? &D->tw : &D->tb, dc->word, dc->word ? mt_hash_name : hash_name_bytewise,
                        &D->c->impls[dc->impl], D->c->inames, ids, n, probes);
}

/* Every combination finds all lcomp components (0, or 1 after an error);
 * *cmps: the name compares of the word-hash lookups. */
static int verify_lookups(const struct dcache *D, const uint32_t *ids, size_t np, size_t lcomp, size_t *cmps)
{
    *cmps = 0;
    for (size_t d = 0; d < D->nd; d++) {   /* verify (and warm up) */
        size_t probes = 0;
        size_t got = dcache_lookup(D, d, ids, np, &probes);
        if (got != lcomp) {
            fprintf(stderr, "memtune: bench names: dcache lookup with %s found %zu of %zu components (a bug)\n",
                    D->dc[d].label, got, lcomp);
            return 1;
        }
        if (D->dc[d].word)
            *cmps = probes;
    }
    return 0;
}

/* Timed in chunks of CHUNK paths; a configuration's time is the sum over
 * chunks of the chunk's median over rounds, so a chunk hit by preemption
 * in a minority of rounds drops out. The quartiles are those of the
 * per-round totals (the noise): tdc[d * rounds + r], ns per path; med[d]
 * the chunk-median sum per path. */
enum { CHUNK = 250 };
static void time_lookups(const struct dcache *D, bool hot, uint32_t *ids, size_t np, double *tdc, double *med)
{
    const struct names_ctx *c = D->c;
    size_t rounds = c->rounds, nd = D->nd, nch = (np + CHUNK - 1) / CHUNK;
    double *tch = xmalloc(nd * nch * rounds * sizeof *tch);
    for (size_t r = 0; r < rounds; r++) {
        random_order(c->ord, nd);
        for (size_t q = 0; q < nd; q++) {
            size_t d = c->ord[q], probes;
            double tot = 0;
            for (size_t k = 0; k < nch; k++) {
                size_t cn = k + 1 < nch ? CHUNK : np - k * CHUNK;
                if (hot) {   /* hot: an untimed pass first, as above */
                    shuffle_pairs(ids + k * CHUNK, cn, sizeof *ids);
                    sink += dcache_lookup(D, d, ids + k * CHUNK, cn, &probes);
                }
                shuffle_pairs(ids + k * CHUNK, cn, sizeof *ids);   /* same paths, new order */
                uint64_t t0 = mt_stamp_begin();
                size_t got = dcache_lookup(D, d, ids + k * CHUNK, cn, &probes);
                uint64_t t1 = mt_stamp_begin();
                sink += got;
                tch[(d * nch + k) * rounds + r] = (double)(t1 - t0) / c->tpn;
                tot += (double)(t1 - t0) / c->tpn;
            }
            tdc[d * rounds + r] = tot / (double)np;
        }
    }
    for (size_t d = 0; d < nd; d++) {
        med[d] = 0;
        for (size_t k = 0; k < nch; k++)
            med[d] += spread_of(&tch[(d * nch + k) * rounds], rounds).med;
        med[d] /= (double)np;
    }
    free(tch);
}

/* One set of paths: hot (set 0) or cold (0, or 1 after an error). */
static int dcache_set(const struct dcache *D, int set, size_t np, double *tdc)
{
    const struct names_ctx *c = D->c;
    size_t n = c->n, rounds = c->rounds, nd = D->nd;
    if (np > n)
        np = n;
    uint32_t *ids = xmalloc(np * sizeof *ids);
    size_t lcomp = 0, cmps;
    for (size_t q = 0; q < np; q++) {
        ids[q] = (uint32_t)(1 + rnd() % n);
        const char *p = ent_path(ids[q]);
        lcomp++;
        for (; *p; p++)
            lcomp += *p == '/';
    }
    if (verify_lookups(D, ids, np, lcomp, &cmps))
        return 1;
    double *med = xmalloc(nd * sizeof *med);
    time_lookups(D, set == 0, ids, np, tdc, med);
    printf("\ndcache-like lookup, %s: %zu entries in open-addressing tables keyed by (parent, name);\n"
           "%zu random paths (%zu components, %zu name compares) per pass, %zu rounds; ns/path = sum\n"
           "over %d-path chunks of each chunk's median over rounds; quartiles of the per-round totals\n",
           set == 0 ? "hot (--hot paths, cache-resident)" : "cold (--lookups paths)",
           n, np, lcomp, cmps, rounds, CHUNK);
    printf("%-36s %9s %22s %9s %9s\n", "hash + compare", "ns/path", "per-round [quartiles]", "ns/comp", "vs first");
    for (size_t d = 0; d < nd; d++) {
        struct spread s = spread_of(&tdc[d * rounds], rounds);
        char label[64];
        snprintf(label, sizeof label, "%s%s", D->dc[d].word ? "word hash + " : "", D->dc[d].label);
        printf("%-36s %9.1f", label, med[d]);
        print_spread(1, s);
        printf(" %9.2f %9.2f\n", med[d] * (double)np / (double)lcomp, med[d] / med[0]);
    }
    free(med);
    free(ids);
    return 0;
}

/* The tables, the combinations, then two sets of paths: a small one looked
 * up again and again (500 paths touch about 3000 entries, ~600 KiB of
 * lines: they stay in L2 after the first pass, so this is the CPU cost of
 * hash and compare), and a large random one (misses in the table
 * dominate). 0, or 1 after an error. */
static int dcache_phase(const struct names_ctx *c, size_t nhot, size_t nlook)
{
    struct dcache D = { .c = c };
    table_build(&D.tw, c->n, true);
    table_build(&D.tb, c->n, false);
    int ibyte = find_impl(c->impls, c->ni, "byte_loop");
    if (c->irep >= 0) D.dc[D.nd++] = (struct dconf){ "2010: bytewise hash + repe cmpsb", false, c->irep };
    if (c->imc >= 0) D.dc[D.nd++] = (struct dconf){ "bytewise hash + libc memcmp", false, c->imc };
    if (ibyte >= 0) D.dc[D.nd++] = (struct dconf){ "2011: bytewise hash + byte loop", false, ibyte };
    for (size_t i = 0; i < c->ni && D.nd < 32; i++)
        if (!c->impls[i].floor)
            D.dc[D.nd++] = (struct dconf){ c->impls[i].name, true, (int)i };
    double *tdc = xmalloc(D.nd * c->rounds * sizeof *tdc);
    int rc = 0;
    for (int set = 0; set < 2 && !rc; set++)
        rc = dcache_set(&D, set, set == 0 ? nhot : nlook, tdc);
    free(tdc); free(D.tw.slot); free(D.tb.slot);
    return rc;
}

int cmd_bench_names(int argc, char **argv)
{
    struct names_opts o = { "/usr", 200000, 8192, 20000, 500, 31, 1 };
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc < 0 ? 0 : rc;
    rng = (o.seed + 1) * 0x9E3779B97F4A7C15ull;

    if (harvest(o.tree, o.max))
        return 2;
    struct names_ctx c = { .n = H.n, .npairs = o.npairs, .rounds = o.rounds };
    c.tpn = print_header(o.tree, c.n);
    print_lengths(c.n);
    c.inames = make_inames(c.n);
    if (!c.inames)
        return 1;
    c.ni = collect_impls(c.impls, 24);
    c.ord = xmalloc((c.ni > 32 ? c.ni : 32) * sizeof *c.ord);
    rc = name_eq_phase(&c);
    if (!rc) {
        hash_phase(&c);
        rc = dcache_phase(&c, o.nhot, o.nlook);
    }
    free(c.ord); free(c.inames);
    free(H.e); free(H.paths);
    return rc;
}
