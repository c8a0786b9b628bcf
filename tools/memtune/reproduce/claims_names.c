/* memtune reproduce, claims 14 and 15: short names (the 2010 dcache
 * thread). A compact form of `memtune bench names --tree DIR` (cmd_names.c
 * has the full experiment, the dcache lookups and the copy+hash pass):
 * component names harvested from /usr/include (at most 4096; a synthetic
 * set with the kernel tree's mean length of 11 bytes when the directory is
 * missing), each compared equal against an 8-byte-aligned zero-padded copy
 * (the dentry's name against the name inside the path, as __d_lookup_rcu
 * compares them after the hashes matched), through a function pointer,
 * implementations interleaved, each pass in a fresh random order after an
 * untimed pass of the same implementation. */
#define _GNU_SOURCE
#include <ftw.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench/timer.h"
#include "memtune.h"
#include "memtune/registry.h"
#include "reproduce.h"

#define MAXN 4096

struct names {
    char *path;               /* every name followed by '/' (hash input) */
    char *pad;                /* 8-aligned zero-padded copies */
    size_t *off, *poff, *len;
    size_t n;
};

static struct names *G;

static int harvest(const char *fpath, const struct stat *sb, int type, struct FTW *ftw)
{
    (void)sb, (void)type;
    if (ftw->level == 0 || G->n >= MAXN)
        return G->n >= MAXN;
    const char *b = fpath + ftw->base;
    size_t l = strlen(b);
    if (!l || l > 255)
        return 0;
    G->len[G->n] = l;
    G->n++;
    /* the names themselves are copied by build() from here */
    G->off[G->n - 1] = (size_t)(uintptr_t)strdup(b);
    return 0;
}

static uint64_t xs = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void)
{
    xs ^= xs << 13;
    xs ^= xs >> 7;
    xs ^= xs << 17;
    return xs;
}

static int build(struct names *g, bool quick)
{
    g->off = calloc(MAXN, sizeof *g->off);
    g->poff = calloc(MAXN, sizeof *g->poff);
    g->len = calloc(MAXN, sizeof *g->len);
    if (!g->off || !g->poff || !g->len)
        return -1;
    G = g;
    if (!quick)
        nftw("/usr/include", harvest, 16, FTW_PHYS);
    char **src = malloc(MAXN * sizeof *src);
    if (!src)
        return -1;
    if (g->n < 256) { /* synthetic: lengths 1..32, mean ~11 */
        for (size_t i = 0; i < g->n; i++)
            free((void *)(uintptr_t)g->off[i]);
        g->n = quick ? 512 : 2048;
        for (size_t i = 0; i < g->n; i++) {
            size_t l = 3 + rnd() % 9 + (rnd() % 4 == 0 ? rnd() % 21 : 0);
            char *s = malloc(l + 1);
            for (size_t j = 0; j < l; j++)
                s[j] = "abcdefghijklmnopqrstuvwxyz_.0123456789"[rnd() % 38];
            s[l] = 0;
            g->len[i] = l;
            src[i] = s;
        }
    } else {
        for (size_t i = 0; i < g->n; i++)
            src[i] = (char *)(uintptr_t)g->off[i];
    }
    size_t total = 0;
    for (size_t i = 0; i < g->n; i++)
        total += g->len[i] + 64;
    g->path = calloc(1, total + 64);
    g->pad = aligned_alloc(64, (total + 64 + 63) / 64 * 64);
    if (!g->path || !g->pad)
        return -1;
    memset(g->pad, 0, (total + 64 + 63) / 64 * 64);
    size_t p = 0, q = 0;
    for (size_t i = 0; i < g->n; i++) {
        /* in the path: at a varying offset, followed by '/' */
        p += rnd() % 8;
        memcpy(g->path + p, src[i], g->len[i]);
        g->path[p + g->len[i]] = '/';
        g->off[i] = p;
        p += g->len[i] + 1;
        memcpy(g->pad + q, src[i], g->len[i]);
        g->poff[i] = q;
        q += (g->len[i] + 8) & ~(size_t)7;
        free(src[i]);
    }
    free(src);
    return 0;
}

static void names_free(struct names *g)
{
    free(g->path);
    free(g->pad);
    free(g->off);
    free(g->poff);
    free(g->len);
}

typedef bool (*eq_fn)(const char *, const char *, size_t);
typedef int (*cmp_fn)(const void *, const void *, size_t);

static volatile uint64_t sink;

/* One timed pass: ns per name (order[] chosen by the caller). */
static double pass_eq(const struct rp_ctx *c, const struct names *g, const size_t *ord, eq_fn eq, cmp_fn cmp)
{
    uint64_t acc = 0;
    uint64_t t0 = mt_stamp_begin();
    for (size_t k = 0; k < g->n; k++) {
        size_t i = ord[k];
        if (eq)
            acc += eq(g->pad + g->poff[i], g->path + g->off[i], g->len[i]);
        else
            acc += cmp(g->pad + g->poff[i], g->path + g->off[i], g->len[i]) == 0;
    }
    uint64_t t1 = mt_stamp_end();
    sink = acc;
    return (double)(t1 - t0) * 1e9 / c->tsc_hz / g->n;
}

static void shuffle(size_t *v, size_t n)
{
    for (size_t i = n; i > 1; i--) {
        size_t j = rnd() % i, t = v[i - 1];
        v[i - 1] = v[j];
        v[j] = t;
    }
}

static double mean_len(const struct names *g)
{
    double s = 0;
    for (size_t i = 0; i < g->n; i++)
        s += (double)g->len[i];
    return g->n ? s / g->n : 0;
}

void rp_run_name_cmp(struct rp_ctx *c, struct rp_result *r)
{
    struct names g = { 0 };
    if (build(&g, c->quick) != 0) {
        rp_set(r, RP_ERROR, "out of memory");
        return;
    }
    const struct mt_strategy *wm = mt_strategy_find(MT_OP_NAME_EQ, "word_masked");
    const struct mt_strategy *bl = mt_strategy_find(MT_OP_NAME_EQ, "byte_loop");
    const struct mt_strategy *rc = mt_strategy_find(MT_OP_NAME_EQ, "repe_cmpsb");
    cmp_fn libc_memcmp = memcmp;
    cmp_fn volatile lm = libc_memcmp;
    struct {
        const char *name;
        eq_fn eq;
        cmp_fn cmp;
    } im[5] = {
        { "word-at-a-time (dentry_string_cmp)", wm ? wm->fn.eq : NULL, NULL },
        { "byte loop (the 2011 patch)", bl ? bl->fn.eq : NULL, NULL },
        { "libc memcmp", NULL, lm },
        { "repe cmpsb", rc ? rc->fn.eq : NULL, NULL },
        { "mt_name_eq (dispatched)", mt_name_eq, NULL },
    };
    size_t ni = 5;
    bool repe = im[3].eq != NULL;
    if (!repe) { /* no repe cmpsb off x86 */
        im[3] = im[4];
        ni = 4;
    }
    if (!im[0].eq || !im[1].eq) {
        rp_set(r, RP_ERROR, "name_eq strategies missing from the registry");
        names_free(&g);
        return;
    }
    unsigned rounds = c->quick ? 5 : 31;
    size_t *ord = malloc(g.n * sizeof *ord);
    double (*v)[64] = calloc(ni, sizeof *v);
    if (!ord || !v) {
        rp_set(r, RP_ERROR, "out of memory");
        names_free(&g);
        free(ord);
        free(v);
        return;
    }
    for (size_t i = 0; i < g.n; i++)
        ord[i] = i;
    for (unsigned k = 0; k < rounds; k++)
        for (size_t j = 0; j < ni; j++) {
            size_t x = (j + k) % ni;
            shuffle(ord, g.n);
            pass_eq(c, &g, ord, im[x].eq, im[x].cmp); /* untimed: trains caches and predictor for this one */
            shuffle(ord, g.n);
            v[x][k] = pass_eq(c, &g, ord, im[x].eq, im[x].cmp);
        }
    double med[5];
    rp_method(r, "%zu names (%s, mean %.1f bytes), each compared equal against its 8-byte-aligned zero-padded copy "
              "through a function pointer; %u interleaved rounds, median ns per name (the full experiment: memtune "
              "bench names --tree DIR).", g.n, g.n >= 256 && !c->quick ? "/usr/include" : "synthetic", mean_len(&g),
              rounds);
    for (size_t j = 0; j < ni; j++) {
        med[j] = rp_median(v[j], rounds);
        rp_printf(r, "%-36s %6.2f ns per name\n", im[j].name, med[j]);
    }
    rp_value(r, "word_ns", med[0], "ns");
    rp_value(r, "byte_loop_ns", med[1], "ns");
    rp_value(r, "libc_memcmp_ns", med[2], "ns");
    if (repe) {
        rp_value(r, "repe_cmpsb_ns", med[3], "ns");
        judge_name_cmp(med[0], med[2], med[3], &r->j);
    } else {
        judge_name_cmp(med[0], med[2], NAN, &r->j);
    }
    free(ord);
    free(v);
    names_free(&g);
}

/* partial_name_hash/end_name_hash of the 2.6 kernel and the loop that found
 * the length in the same pass (as in cmd_names.c). */
#if defined(__GNUC__) && !defined(__clang__)
#define NO_VECTORIZE __attribute__((noinline, optimize("no-tree-vectorize")))
#else
#define NO_VECTORIZE __attribute__((noinline))
#endif
NO_VECTORIZE static uint64_t hash_name_bytewise(const char *p)
{
    unsigned long hash = 0;
    size_t len = 0;
    unsigned char ch;
    while ((ch = (unsigned char)p[len]) != 0 && ch != '/') {
        hash = (hash + ((unsigned long)ch << 4) + (ch >> 4)) * 11;
        len++;
    }
    return (uint64_t)(uint32_t)hash << 32 | (uint32_t)len;
}

typedef uint64_t (*hash_fn)(const char *);

static double pass_hash(const struct rp_ctx *c, const struct names *g, const size_t *ord, hash_fn h)
{
    uint64_t acc = 0;
    uint64_t t0 = mt_stamp_begin();
    for (size_t k = 0; k < g->n; k++)
        acc += h(g->path + g->off[ord[k]]);
    uint64_t t1 = mt_stamp_end();
    sink = acc;
    return (double)(t1 - t0) * 1e9 / c->tsc_hz / g->n;
}

void rp_run_name_hash(struct rp_ctx *c, struct rp_result *r)
{
    struct names g = { 0 };
    if (build(&g, c->quick) != 0) {
        rp_set(r, RP_ERROR, "out of memory");
        return;
    }
    size_t *ord = malloc(g.n * sizeof *ord);
    if (!ord) {
        rp_set(r, RP_ERROR, "out of memory");
        names_free(&g);
        return;
    }
    for (size_t i = 0; i < g.n; i++)
        ord[i] = i;
    /* the two must agree on every length (the hashes differ by design) */
    for (size_t i = 0; i < g.n; i++)
        if ((uint32_t)mt_hash_name(g.path + g.off[i]) != (uint32_t)hash_name_bytewise(g.path + g.off[i])) {
            rp_set(r, RP_ERROR, "mt_hash_name and the bytewise loop disagree on the length of name %zu", i);
            free(ord);
            names_free(&g);
            return;
        }
    hash_fn hs[2] = { mt_hash_name, hash_name_bytewise };
    unsigned rounds = c->quick ? 5 : 31;
    double v[2][64];
    for (unsigned k = 0; k < rounds; k++)
        for (int j = 0; j < 2; j++) {
            int x = (int)((j + k) & 1);
            shuffle(ord, g.n);
            pass_hash(c, &g, ord, hs[x]);
            shuffle(ord, g.n);
            v[x][k] = pass_hash(c, &g, ord, hs[x]);
        }
    double w = rp_median(v[0], rounds), b = rp_median(v[1], rounds);
    rp_method(r, "%zu path components (%s, mean %.1f bytes) ending in '/': mt_hash_name (hash_name: 8 bytes per "
              "step, has_zero on the word and on word ^ '/'x8) against the 2.6 kernel's partial_name_hash byte "
              "loop; %u interleaved rounds, median ns per component.", g.n,
              g.n >= 256 && !c->quick ? "/usr/include" : "synthetic", mean_len(&g), rounds);
    rp_printf(r, "word-at-a-time mt_hash_name %.2f ns per component, bytewise %.2f ns\n", w, b);
    rp_value(r, "word_ns", w, "ns");
    rp_value(r, "bytewise_ns", b, "ns");
    judge_name_hash(w, b, &r->j);
    free(ord);
    names_free(&g);
}
