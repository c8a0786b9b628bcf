/* memtune bench suite: every op on every shipped size distribution, hot and
 * cold, the dispatching entry (mt_*) against glibc and against the best
 * single strategy, as ratios with spreads -- the table behind the README's
 * "faster than glibc" claim.
 *
 * Per (op, distribution, cache state, order) three bench runs, each
 * interleaved: mt, libc and mt again (the A/A); mt and every runnable
 * non-ladder strategy of the op (not the byte loop), for the fastest
 * single one; mt and that one (run_one says why). Ratios are the bench core's paired
 * per-round ratios (bench.h): libc time / mt time, so > 1 means mt is
 * faster, with a 95% CI. */
#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "tool.h"
#include "memtune.h"
#include "bench/bench.h"

struct row {
    enum mt_op op;
    char dist[200];
    const char *cache;
    const char *order;
    const char *mode;                  /* "throughput", or "use" (hot, the caller reads dst) */
    double mt, mt_lo, mt_hi, libc;
    double speedup, sp_lo, sp_hi;      /* libc / mt */
    char best[24];
    double best_ns, vs_best, vb_lo, vb_hi; /* best / mt */
    double mean_bytes;
    double aa, aa_lo, aa_hi;           /* mt#2 / mt: the A/A control */
    int libc_run, best_run;            /* implementations in each of the two runs */
    double best_run_mt;                /* mt's ns in the strategies' run */
    long pid;                          /* the process that measured it (run_child) */
};

static const enum mt_op all_ops[] = { MT_OP_MEMCPY, MT_OP_MEMMOVE, MT_OP_MEMSET, MT_OP_MEMCMP, MT_OP_BCMP };

static const char *const prefix[] = {
    [MT_OP_MEMCPY] = "Memcpy", [MT_OP_MEMMOVE] = "Memmove", [MT_OP_MEMSET] = "Memset",
    [MT_OP_MEMCMP] = "Memcmp", [MT_OP_BCMP] = "Bcmp",
};

static void usage(FILE *f)
{
    fprintf(f,
        "usage: memtune bench suite [--ops LIST] [--cache LIST] [--orders LIST] [--modes LIST]\n"
        "                           [--dists GLOB] [--quick] [--time SEC] [--cpu N] [--json FILE]\n"
        "  Replays every shipped distribution (data/distributions: fleetbench 2024 _0.._8 and\n"
        "  _Fleet, SPEC2017 memcpy/memset, the traced programs' sequences) for each op and\n"
        "  prints mt_* vs glibc vs the best single strategy as ratios (libc/mt, best/mt: > 1\n"
        "  means mt is faster) with 95%% CIs; '~' marks a ratio whose interval spans 1.\n"
        "  --orders LIST  replay orders (bench --order): shuffled,cycle,trace (default: all;\n"
        "                 trace applies to the traced sequences only)\n"
        "  --ops LIST     memcpy,memmove,memset,memcmp,bcmp (default: all)\n"
        "  --cache LIST   L1,L2,LLC,DRAM (default: L1,LLC = hot and cold)\n"
        "  --modes LIST   throughput,use (default: both): use rows replay hot (L1) with the\n"
        "                 caller using the bytes (bench --mode use: it loads dst's first byte\n"
        "                 after a copy or memset, rewrites a's first 8 bytes before a compare);\n"
        "                 they print 'use' in the cache column\n"
        "  --dists GLOB   only distribution files whose name matches (e.g. '*Fleet*')\n"
        "  --quick        _Fleet files only, L1 only, shorter runs\n"
        "  --time SEC     time budget per (op, distribution, cache) (default 0.6)\n");
}

static int list_has(const char *list, const char *word)
{
    size_t wl = strlen(word);
    for (const char *p = list; *p;) {
        const char *e = strchr(p, ',');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        if (l == wl && !strncmp(p, word, l))
            return 1;
        p = e ? e + 1 : p + l;
    }
    return 0;
}

/* One interleaved bench run of the implementations in spec over the
 * distribution d, mt (index 0) the baseline: res[k] for each of them
 * (res holds 64), their labels in lab (24 bytes each), their count in *n;
 * pt the run's point record. 0, or -1 with err set. */
static int measure_list(struct mt_bench_ctx *ctx, enum mt_op op, const struct mt_bench_dist *d, const char *spec,
                        enum mt_bench_cache cache, enum mt_bench_order order, bool use, double seconds,
                        struct mt_bench_result *res, char (*lab)[24], size_t *n, struct mt_bench_point *pt,
                        char *err, size_t errlen)
{
    struct mt_bench_impl *impls;
    if (mt_bench_impl_list_parse(op, spec, &impls, n, err, errlen) != 0)
        return -1;
    if (*n > 64) {
        mt_bench_impl_list_free(impls, *n);
        return mt_fail(err, errlen, "more than 64 implementations");
    }
    struct mt_bench_run run;
    mt_bench_run_init(&run, op);
    run.impls = impls;
    run.nimpl = *n;
    run.baseline = 0;
    run.dist = d;
    run.order = order;
    run.pattern = MT_BENCH_RANDOM;
    run.max_seconds = seconds;
    run.mode = use ? MT_BENCH_USE : MT_BENCH_THROUGHPUT;
    struct mt_bench_config cfg;
    mt_bench_config_init(&cfg, 0);
    cfg.cache = cache;
    /* where the traced program's buffers first differed when the sequence
     * says so; else the synthetic 40% equal, 60% uniform */
    if (op == MT_OP_MEMCMP || op == MT_OP_BCMP)
        cfg.diff_pos = d->seqdiff ? MT_BENCH_DIFF_TRACE : MT_BENCH_DIFF_RANDOM;
    int rc = mt_bench_measure(ctx, &run, &cfg, res, pt, err, errlen);
    for (size_t k = 0; k < *n; k++)
        snprintf(lab[k], sizeof lab[k], "%s", impls[k].label);
    mt_bench_impl_list_free(impls, *n);
    return rc;
}

/* One row: two interleaved runs over the same distribution.
 *  1. mt, libc and a second copy of mt (the A/A control: it must measure
 *     what mt measures): the "x vs libc" ratio and the A/A.
 *  2. mt and every runnable non-ladder strategy of the op (not the byte
 *     loop): which strategy is fastest.
 *  3. mt and that strategy: "best ns" and "x vs best".
 * Not one list of all: the learned-cycle and trace orders replay
 * the same calls through every implementation of a round, and each
 * implementation with size branches of its own that runs between two
 * batches of glibc's unlearns glibc's predictor state (and mt's, less:
 * fewer size branches). In one list glibc's time moved with the number
 * of strategies this CPU registers: Zen 5, Memset_5 cycled, glibc 2.72
 * ns a call beside mt alone, 3.63 with one vector strategy more, 6.0 with
 * all seven (time(glibc)/time(mt) 1.09 -> 1.28; Memcpy_Fleet 1.10 ->
 * 1.39, Memset_Fleet 1.07 -> 1.23, gcc's memset trace 1.17 -> 1.03;
 * memtune bench memset --dist .../Memset_5.csv --order cycle --impl
 * mt,libc,mt#2[,avx512|,<all>]); shuffled rows moved 1-2%. Run 1 is the
 * context `memtune bench OP --impl mt,libc` gives, whatever the CPU. */
static int run_one(struct mt_bench_ctx *ctx, enum mt_op op, const char *path, const char *name,
                   enum mt_bench_cache cache, enum mt_bench_order order, bool use, double seconds, struct row *out,
                   char *err, size_t errlen)
{
    struct mt_bench_dist d;
    if (mt_bench_dist_load(path, &d, err, errlen) != 0)
        return -1;
    char spec[2048];
    int at = snprintf(spec, sizeof spec, "mt");
    size_t ns;
    const struct mt_strategy *t = mt_strategies(&ns);
    uint64_t f = mt_cpu()->features;
    /* Non-temporal strategies (MT_STRAT_LARGE) only in DRAM rows: the
     * implementations share one window and run in a fixed cyclic order, and
     * a streaming store evicts its line from every cache, so in an L1..LLC
     * row the implementation after 'nt' (always mt, index 0) started from
     * a window in DRAM: Memset_4 LLC mt 28.0 ns without nt in the list,
     * 50.2 with it (memtune bench memset --impl mt,libc,rep_stosb,avx512[,nt]
     * --dist .../Memset_4.csv --cache LLC). */
    unsigned skip = MT_STRAT_LADDER | MT_STRAT_REFERENCE | (cache != MT_BENCH_DRAM ? MT_STRAT_LARGE : 0);
    for (size_t i = 0; i < ns; i++)
        if (t[i].op == op && !(t[i].flags & skip) && mt_strategy_runnable(&t[i], f))
            at += snprintf(spec + at, sizeof spec - (size_t)at, ",%s", t[i].name);
    struct mt_bench_result *res = calloc(64, sizeof *res), *rb = calloc(64, sizeof *rb);
    char (*lab)[24] = calloc(64, sizeof *lab);
    struct mt_bench_point pt, ptb;
    size_t n = 0, nb = 0;
    int rc = res && rb && lab ? 0 : mt_fail(err, errlen, "out of memory");
    if (rc == 0)
        rc = measure_list(ctx, op, &d, "mt,libc,mt#2", cache, order, use, seconds, res, lab, &n, &pt, err, errlen);
    /* the strategies' run only ranks them: a third of the time */
    if (rc == 0 && at > 2)
        rc = measure_list(ctx, op, &d, spec, cache, order, use, seconds / 3, rb, lab, &nb, &ptb, err, errlen);
    if (rc == 0) {
        memset(out, 0, sizeof *out);
        out->op = op;
        snprintf(out->dist, sizeof out->dist, "%.199s", name);
        out->cache = mt_bench_cache_name(cache);
        out->order = mt_bench_order_name(order);
        out->mode = use ? "use" : "throughput";
        out->mt = res[0].ns.median;
        out->mt_lo = res[0].ns.ci_lo;
        out->mt_hi = res[0].ns.ci_hi;
        out->libc = res[1].ns.median;
        out->speedup = res[1].ratio;
        out->sp_lo = res[1].ratio_lo;
        out->sp_hi = res[1].ratio_hi;
        out->mean_bytes = pt.mean_bytes;
        out->aa = res[2].ratio;
        out->aa_lo = res[2].ratio_lo;
        out->aa_hi = res[2].ratio_hi;
        out->libc_run = (int)n;
        out->best_run = (int)nb;
        out->best_run_mt = nb ? rb[0].ns.median : NAN; /* before run 3 reuses rb */
        if (nb > 1) {
            size_t b = 1;
            for (size_t k = 2; k < nb; k++)
                if (rb[k].ns.median < rb[b].ns.median)
                    b = k;
            snprintf(out->best, sizeof out->best, "%s", lab[b]);
        }
    }
    /* 3. mt and that strategy alone: its ratio to mt in the same small
     * context as run 1 (in run 2's crowd, cycled, the branch-free rep
     * movsb read 0.49 of mt's time on Memcpy_Fleet where alone it takes
     * 1.66x: mt 2.94 ns, rep movsb 4.87) */
    if (rc == 0 && nb > 1) {
        char pair[64];
        size_t np = 0;
        snprintf(pair, sizeof pair, "mt,%s", out->best);
        rc = measure_list(ctx, op, &d, pair, cache, order, use, seconds / 2, rb, lab, &np, &ptb, err, errlen);
        if (rc == 0) {
            out->best_ns = rb[1].ns.median;
            out->vs_best = rb[1].ratio;
            out->vb_lo = rb[1].ratio_lo;
            out->vb_hi = rb[1].ratio_hi;
        }
    }
    free(res);
    free(rb);
    free(lab);
    mt_bench_dist_free(&d);
    return rc;
}

/* The A/A control's interval lies wholly more than 2% away from 1. */
static int aa_off(const struct row *r)
{
    return r->aa_lo > 1.02 || r->aa_hi < 0.98;
}

/* The traced programs' sequences of this op: "traced/<program>/<Op>.seq",
 * programs in name order. */
static int traced_files(const char *src, const char *opfile, char (*out)[200], int max)
{
    char dir[1100];
    snprintf(dir, sizeof dir, "%.1000s/data/distributions/traced", src);
    struct dirent **ents;
    int n = scandir(dir, &ents, NULL, alphasort);
    if (n < 0)
        return 0;
    int k = 0;
    for (int i = 0; i < n; i++) {
        char probe[1500];
        snprintf(probe, sizeof probe, "%s/%.100s/%s.seq", dir, ents[i]->d_name, opfile);
        if (ents[i]->d_name[0] != '.' && k < max && access(probe, R_OK) == 0)
            snprintf(out[k++], sizeof out[0], "traced/%.100s/%s.seq", ents[i]->d_name, opfile);
        free(ents[i]);
    }
    free(ents);
    return k;
}

struct suite_opts {
    const char *ops, *caches, *orders, *modes, *glob, *json;
    const char *one;        /* internal: OP:FILE, measured by a child process (run_child) */
    double seconds;
    int cpu;
    bool quick;
};

/* argv into o: 0, 2 after a one-line error, -1 after --help. */
static int parse_args(int argc, char **argv, struct suite_opts *o)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return -1;
        } else if (!strcmp(a, "--quick")) {
            o->quick = true;
        } else if (i + 1 < argc && !strcmp(a, "--ops")) {
            o->ops = argv[++i];
        } else if (i + 1 < argc && !strcmp(a, "--cache")) {
            o->caches = argv[++i];
        } else if (i + 1 < argc && !strcmp(a, "--orders")) {
            o->orders = argv[++i];
        } else if (i + 1 < argc && !strcmp(a, "--modes")) {
            o->modes = argv[++i];
        } else if (i + 1 < argc && !strcmp(a, "--dists")) {
            o->glob = argv[++i];
        } else if (i + 1 < argc && !strcmp(a, "--json")) {
            o->json = argv[++i];
        } else if (i + 1 < argc && !strcmp(a, "--one")) {
            o->one = argv[++i];
        } else if (i + 1 < argc && !strcmp(a, "--time")) {
            char *e;
            o->seconds = strtod(argv[++i], &e);
            if (*e || !(o->seconds > 0 && o->seconds <= 600))
                return mt_tool_error("bench suite: bad --time '%s' (seconds, 0 < t <= 600)", argv[i]);
        } else if (i + 1 < argc && !strcmp(a, "--cpu")) {
            char *e;
            long c = strtol(argv[++i], &e, 10);
            if (*e || c < 0 || c > 4095)
                return mt_tool_error("bench suite: bad --cpu '%s'", argv[i]);
            o->cpu = (int)c;
        } else {
            usage(stderr);
            return mt_tool_error("bench suite: unknown or incomplete option '%s'", a);
        }
    }
    return 0;
}

/* The next word of a comma list into w (at most 31 characters); false at
 * the end. */
static bool next_word(const char **p, char w[32])
{
    if (!**p)
        return false;
    size_t l = strcspn(*p, ",");
    snprintf(w, 32, "%.*s", (int)(l < 31 ? l : 31), *p);
    *p += l + ((*p)[l] == ',');
    return true;
}

/* Validates the lists before measuring anything (0 or 2). */
static int check_lists(const struct suite_opts *o)
{
    char w[32];
    for (const char *p = o->ops; next_word(&p, w);) {
        int op = mt_op_from_name(w);
        if (op < 0 || !mt_bench_op_supported((enum mt_op)op))
            return mt_tool_error("bench suite: unknown op '%s' in --ops", w);
    }
    for (const char *p = o->caches; next_word(&p, w);)
        if (mt_bench_cache_from_name(w) < 0)
            return mt_tool_error("bench suite: unknown cache state '%s' in --cache (L1, L2, LLC, DRAM)", w);
    for (const char *p = o->orders; next_word(&p, w);)
        if (mt_bench_order_from_name(w) < 0)
            return mt_tool_error("bench suite: unknown order '%s' in --orders (shuffled, cycle, trace)", w);
    for (const char *p = o->modes; next_word(&p, w);)
        if (strcmp(w, "throughput") && strcmp(w, "use"))
            return mt_tool_error("bench suite: unknown mode '%s' in --modes (throughput, use)", w);
    return 0;
}

/* The suite's files of one op, relative to data/distributions: fleetbench
 * _0.._8 and _Fleet, SPEC2017 (memcpy, memset), the traced sequences. */
static int suite_files(enum mt_op op, const char *src, char (*files)[200])
{
    int nf = 0;
    for (int w = 0; w <= 9; w++) {
        if (w < 9)
            snprintf(files[nf], sizeof files[0], "fleetbench-2024/%s_%d.csv", prefix[op], w);
        else
            snprintf(files[nf], sizeof files[0], "fleetbench-2024/%s_Fleet.csv", prefix[op]);
        nf++;
    }
    if (op == MT_OP_MEMCPY || op == MT_OP_MEMSET)
        snprintf(files[nf++], sizeof files[0], "spec2017-arm-optimized-routines/%s_size_freq.csv", mt_op_name(op));
    nf += traced_files(src, prefix[op], files + nf, 64 - nf);
    return nf;
}

/* The cache column: the cache state, or "use" for the rows replayed hot
 * with the caller using the bytes. */
static const char *row_state(const struct row *r)
{
    return !strcmp(r->mode, "use") ? "use" : r->cache;
}

static void print_row(const struct row *r, const char *file)
{
    char cis[48], sp[48], vb[48];
    snprintf(cis, sizeof cis, "%.2f [%.2f..%.2f]", r->mt, r->mt_lo, r->mt_hi);
    snprintf(sp, sizeof sp, "%.2f [%.2f..%.2f]%s", r->speedup, r->sp_lo, r->sp_hi,
             r->sp_lo < 1 && r->sp_hi > 1 ? "~" : " ");
    snprintf(vb, sizeof vb, "%.2f [%.2f..%.2f]%s", r->vs_best, r->vb_lo, r->vb_hi,
             r->vb_lo < 1 && r->vb_hi > 1 ? "~" : " ");
    const char *base = strrchr(file, '/') + 1;
    printf("%-8s %-34s %-8s %-4s %18s %8.2f %17s %-16s %8.2f %17s %6.3f%s\n", mt_op_name(r->op),
           strstr(file, "spec2017") ? base : strchr(file, '/') + 1, r->order, row_state(r), cis,
           r->libc, sp, r->best, r->best_ns, vb, r->aa, aa_off(r) ? "!" : "");
    fflush(stdout);
}

/* The measured rows, and what every run shares. */
struct suite {
    const struct suite_opts *o;
    struct mt_bench_ctx *ctx;
    struct row *rows;
    size_t nrows, cap;
    int aa_bad;
    bool tty;
    int cpu;                /* the CPU the children pin to */
};

/* A row as one tab-separated line, for the parent (child_row reads it) */
static void put_row(const struct row *r)
{
    printf("row\t%s\t%s\t%s\t%s\t%s\t%s", mt_op_name(r->op), r->dist, r->order, r->cache, r->mode, r->best[0] ? r->best : "-");
    const double v[] = { r->mt, r->mt_lo, r->mt_hi, r->libc, r->speedup, r->sp_lo, r->sp_hi, r->best_ns, r->vs_best,
                         r->vb_lo, r->vb_hi, r->mean_bytes, r->aa, r->aa_lo, r->aa_hi, r->best_run_mt };
    for (size_t i = 0; i < sizeof v / sizeof *v; i++)
        printf("\t%.17g", v[i]);
    printf("\t%d\t%d\t%ld\n", r->libc_run, r->best_run, (long)getpid());
    fflush(stdout);
}

/* put_row's line back into r (0), or -1 when it is not one. */
static int child_row(char *line, struct row *r)
{
    char *f[32];
    int n = 0;
    for (char *t = strtok(line, "\t\n"); t && n < 32; t = strtok(NULL, "\t\n"))
        f[n++] = t;
    if (n != 26 || strcmp(f[0], "row"))
        return -1;
    memset(r, 0, sizeof *r);
    int op = -1;
    for (int k = 0; k < 5; k++)
        if (!strcmp(f[1], mt_op_name(all_ops[k])))
            op = (int)all_ops[k];
    int cache = mt_bench_cache_from_name(f[4]), order = mt_bench_order_from_name(f[3]);
    if (op < 0 || cache < 0 || order < 0)
        return -1;
    r->op = (enum mt_op)op;
    snprintf(r->dist, sizeof r->dist, "%s", f[2]);
    r->order = mt_bench_order_name((enum mt_bench_order)order);
    r->cache = mt_bench_cache_name((enum mt_bench_cache)cache);
    r->mode = !strcmp(f[5], "use") ? "use" : "throughput";
    snprintf(r->best, sizeof r->best, "%s", strcmp(f[6], "-") ? f[6] : "");
    double *v[] = { &r->mt, &r->mt_lo, &r->mt_hi, &r->libc, &r->speedup, &r->sp_lo, &r->sp_hi, &r->best_ns,
                    &r->vs_best, &r->vb_lo, &r->vb_hi, &r->mean_bytes, &r->aa, &r->aa_lo, &r->aa_hi,
                    &r->best_run_mt };
    for (int k = 0; k < 16; k++)
        *v[k] = strtod(f[7 + k], NULL);
    r->libc_run = atoi(f[23]);
    r->best_run = atoi(f[24]);
    r->pid = atol(f[25]);
    return 0;
}

/* One distribution file in every cache state and order (0, or 2 after a
 * one-line error). */
static int run_file(struct suite *S, enum mt_op op, const char *path, const char *file)
{
    bool traced = !strncmp(file, "traced/", 7);
    char w[32], ow[32], mw[32], err[512];
    /* the states: every cache with the plain loop, then L1 with use */
    for (const char *m = S->o->modes; next_word(&m, mw);) {
        bool use = !strcmp(mw, "use");
        for (const char *p = use ? "L1" : S->o->caches; next_word(&p, w);)
            for (const char *q = S->o->orders; next_word(&q, ow);) {
                enum mt_bench_order order = (enum mt_bench_order)mt_bench_order_from_name(ow);
                if (order == MT_BENCH_ORDER_TRACE && !traced)
                    continue; /* a distribution has no call order */
                if (S->nrows == S->cap) {
                    S->cap = S->cap ? S->cap * 2 : 64;
                    S->rows = realloc(S->rows, S->cap * sizeof *S->rows);
                    if (!S->rows)
                        return mt_tool_error("bench suite: out of memory");
                }
                if (S->tty)
                    fprintf(stderr, "\r%-60s", file);
                struct row *r = &S->rows[S->nrows];
                if (run_one(S->ctx, op, path, file, (enum mt_bench_cache)mt_bench_cache_from_name(w), order, use,
                            S->o->seconds, r, err, sizeof err) != 0)
                    return mt_tool_error("bench suite: %s: %s", file, err);
                if (S->tty)
                    fprintf(stderr, "\r%60s\r", "");
                if (S->o->one) {
                    put_row(r);
                    continue;
                }
                print_row(r, file);
                S->aa_bad += aa_off(r);
                S->nrows++;
            }
    }
    return 0;
}

/* One distribution file's rows, measured by a fresh process of this tool
 * (bench suite --one OP:FILE), read back and printed (0, or 2 after an
 * error). Why a process each: what one file's calls leave in the branch
 * predictor and the BTB outlasts its rows. Zen 5, git's memsets (no 0 B
 * call among them) replayed in their order: 1.00 of glibc's time in a
 * process of their own, 0.88 after gcc's rows (1% of gcc's memsets are
 * 0 B: a branch that, once taken, costs memtune's 1..63 B class a cycle
 * a call; src/x86_64/memset_avx512_ladder.S) (memtune bench suite --ops
 * memset --cache L1 --orders trace, with --dists '*git*' and without).
 * A fork would keep the addresses, and with them the predictor's state:
 * the child is a new exec, its libraries placed anew. */
static int run_child(struct suite *S, enum mt_op op, const char *file)
{
    char one[300], secs[40], cpu[16];
    snprintf(one, sizeof one, "%s:%.199s", mt_op_name(op), file);
    snprintf(secs, sizeof secs, "%.17g", S->o->seconds);
    snprintf(cpu, sizeof cpu, "%d", S->cpu);
    char *argv[] = { "memtune", "bench", "suite", "--one", one, "--ops", (char *)mt_op_name(op), "--cache",
                     (char *)S->o->caches, "--orders", (char *)S->o->orders, "--modes", (char *)S->o->modes,
                     "--time", secs, "--cpu", cpu, NULL };
    int fd[2];
    if (pipe(fd) != 0)
        return mt_tool_error("bench suite: pipe: %s", strerror(errno));
    fflush(stdout);
    pid_t pid = fork();
    if (pid < 0) {
        close(fd[0]);
        close(fd[1]);
        return mt_tool_error("bench suite: fork: %s", strerror(errno));
    }
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        close(fd[1]);
        execv("/proc/self/exe", argv);
        fprintf(stderr, "memtune: bench suite: exec /proc/self/exe: %s\n", strerror(errno));
        _exit(127);
    }
    close(fd[1]);
    FILE *in = fdopen(fd[0], "r");
    char line[4096];
    int bad = in ? 0 : 1, oom = 0;
    if (S->tty)
        fprintf(stderr, "\r%-60s", file);
    while (in && fgets(line, sizeof line, in)) {
        if (S->nrows == S->cap) {
            S->cap = S->cap ? S->cap * 2 : 64;
            struct row *grown = realloc(S->rows, S->cap * sizeof *S->rows);
            if (!grown) {
                oom = 1;
                break;
            }
            S->rows = grown;
        }
        struct row *r = &S->rows[S->nrows];
        if (child_row(line, r) != 0) {
            bad = 1;
            continue;
        }
        if (S->tty)
            fprintf(stderr, "\r%60s\r", "");
        print_row(r, file);
        S->aa_bad += aa_off(r);
        S->nrows++;
    }
    if (in)
        fclose(in);
    else
        close(fd[0]);
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    if (oom)
        return mt_tool_error("bench suite: out of memory");
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 || bad)
        return mt_tool_error("bench suite: %s: the process measuring it failed%s", file,
                             bad ? " (or wrote a line that is not a row)" : "");
    return 0;
}

/* Every selected op's files that match --dists (0, or 2 after an error). */
static int run_ops(struct suite *S, const char *src)
{
    for (size_t oi = 0; oi < 5; oi++) {
        enum mt_op op = all_ops[oi];
        if (!list_has(S->o->ops, mt_op_name(op)))
            continue;
        char files[64][200];
        int nf = suite_files(op, src, files);
        for (int fi = 0; fi < nf; fi++) {
            const char *base = strrchr(files[fi], '/') + 1, *glob = S->o->glob;
            if (glob && fnmatch(glob, base, 0) != 0 && fnmatch(glob, files[fi], 0) != 0)
                continue;
            char path[2600];
            snprintf(path, sizeof path, "%.1000s/data/distributions/%.199s", src, files[fi]);
            if (access(path, R_OK) != 0) {
                fprintf(stderr, "memtune: bench suite: %s not found, skipped\n", path);
                continue;
            }
            if (S->o->one) {
                char want[300];
                snprintf(want, sizeof want, "%s:%.199s", mt_op_name(op), files[fi]);
                if (!strcmp(want, S->o->one) && run_file(S, op, path, files[fi]))
                    return 2;
            } else if (run_child(S, op, files[fi])) {
                return 2;
            }
        }
    }
    return 0;
}

/* Geometric means and the worst row per op, order and state (cache, or use). */
static void print_summary(const struct row *rows, size_t nrows)
{
    static const char *const states[] = { "L1", "L2", "LLC", "DRAM", "use" };
    printf("\nper op, order and state: geometric mean of libc/mt (worst row), of best/mt (worst row)\n");
    for (size_t oi = 0; oi < 5; oi++)
        for (int o = 0; o < 3; o++)
            for (size_t st = 0; st < sizeof states / sizeof *states; st++) {
                double g = 0, gb = 0, worst = INFINITY, worstb = INFINITY;
                int cnt = 0;
                for (size_t i = 0; i < nrows; i++)
                    if (rows[i].op == all_ops[oi] && !strcmp(rows[i].order, mt_bench_order_name((enum mt_bench_order)o)) &&
                        !strcmp(row_state(&rows[i]), states[st])) {
                        g += log(rows[i].speedup);
                        gb += log(rows[i].vs_best);
                        worst = fmin(worst, rows[i].speedup);
                        worstb = fmin(worstb, rows[i].vs_best);
                        cnt++;
                    }
                if (cnt)
                    printf("  %-8s %-8s %-4s x%.2f vs libc (worst x%.2f), x%.2f vs best single (worst x%.2f), %d rows\n",
                           mt_op_name(all_ops[oi]), mt_bench_order_name((enum mt_bench_order)o), states[st],
                           exp(g / cnt), worst, exp(gb / cnt), worstb, cnt);
            }
}

/* ,"key":value with json.h's number format (null when not finite). */
static void json_field(FILE *f, const char *key, double v)
{
    fprintf(f, ",\"%s\":", key);
    mt_json_num(f, v);
}

static void json_row(FILE *f, const struct row *r)
{
    fputs("{\"op\":", f);
    mt_json_str(f, mt_op_name(r->op));
    fputs(",\"dist\":", f);
    mt_json_str(f, r->dist);
    fputs(",\"order\":", f);
    mt_json_str(f, r->order);
    fputs(",\"cache\":", f);
    mt_json_str(f, r->cache);
    fputs(",\"mode\":", f);
    mt_json_str(f, r->mode);
    json_field(f, "mt_ns", r->mt);
    json_field(f, "mt_lo", r->mt_lo);
    json_field(f, "mt_hi", r->mt_hi);
    json_field(f, "libc_ns", r->libc);
    json_field(f, "libc_over_mt", r->speedup);
    json_field(f, "libc_over_mt_lo", r->sp_lo);
    json_field(f, "libc_over_mt_hi", r->sp_hi);
    fputs(",\"best\":", f);
    mt_json_str(f, r->best);
    json_field(f, "best_ns", r->best_ns);
    json_field(f, "best_over_mt", r->vs_best);
    json_field(f, "best_over_mt_lo", r->vb_lo);
    json_field(f, "best_over_mt_hi", r->vb_hi);
    json_field(f, "mean_bytes", r->mean_bytes);
    json_field(f, "aa", r->aa);
    json_field(f, "aa_lo", r->aa_lo);
    json_field(f, "aa_hi", r->aa_hi);
    fprintf(f, ",\"libc_run_impls\":%d,\"best_run_impls\":%d", r->libc_run, r->best_run);
    json_field(f, "best_run_mt_ns", r->best_run_mt);
    fprintf(f, ",\"pid\":%ld", r->pid);
    fputs("}", f);
}

/* --json: schema memtune-suite/1 (0, or 2 after a one-line error). */
static int write_json(const char *json, const char *date, const struct row *rows, size_t nrows)
{
    const struct mt_bench_machine *mc = mt_bench_machine();
    FILE *f = fopen(json, "w");
    if (!f)
        return mt_tool_error("bench suite: cannot write %s: %s", json, strerror(errno));
    fputs("{\"schema\":\"memtune-suite/1\",\"cpu\":", f);
    mt_json_str(f, mc->cpu);
    fputs(",\"libc\":", f);
    mt_json_str(f, mc->libc);
    fputs(",\"date\":", f);
    mt_json_str(f, date);
    fprintf(f, ",\"pid\":%ld", (long)getpid()); /* the rows' own pid: the process that measured them */
    fputs(",\"rows\":[", f);
    for (size_t i = 0; i < nrows; i++) {
        fprintf(f, "%s\n", i ? "," : "");
        json_row(f, &rows[i]);
    }
    fprintf(f, "]}\n");
    fclose(f);
    return 0;
}

int cmd_bench_suite(int argc, char **argv)
{
    struct suite_opts o = { "memcpy,memmove,memset,memcmp,bcmp", "L1,LLC", "shuffled,cycle,trace", "throughput,use",
                            NULL, NULL, NULL, 0.6, -1, false };
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc < 0 ? 0 : rc;
    if (check_lists(&o))
        return 2;
    if (o.quick) {
        o.caches = "L1";
        if (!o.glob)
            o.glob = "*Fleet*";
        o.seconds = o.seconds < 0.3 ? o.seconds : 0.3;
    }
    char err[512];
    int pinned;
    if (mt_bench_pin(o.cpu, &pinned, err, sizeof err) != 0)
        return mt_tool_error("bench suite: %s", err);
    mt_init();
    char src[1024];
    mt_tool_source_dir(src, sizeof src);
    if (o.one) { /* a child of run_child: its rows only */
        struct suite C = { .o = &o, .ctx = mt_bench_ctx_new() };
        rc = run_ops(&C, src);
        mt_bench_ctx_free(C.ctx);
        return rc;
    }
    const struct mt_bench_machine *mc = mt_bench_machine();
    char date[40];
    mt_bench_now_utc(date, sizeof date);
    printf("memtune bench suite on %s (%s family %u model %u), %s, pinned to CPU %d, %s\n", mc->cpu, mc->vendor,
           mc->family, mc->model, mc->libc, pinned, date);
    printf("ns per call (median [95%% CI]); x = libc/mt and best/mt time ratios (> 1: mt faster), paired per round;\n"
           "libc/mt and the A/A from a run of mt, libc and mt again; best single: the fastest in a run of every strategy,\n"
           "best ns and best/mt from a run of mt and it alone;\n"
           "cache 'use': hot (L1), and the caller uses the bytes after each call (bench --mode use)\n\n");
    struct mt_bench_cpu_sample *load = mt_bench_load_start();
    printf("%-8s %-34s %-8s %-4s %18s %8s %17s %-16s %8s %17s %6s\n", "op", "distribution", "order", "cache", "mt ns",
           "libc ns", "x vs libc", "best single", "best ns", "x vs best", "A/A");
    struct suite S = { .o = &o, .ctx = NULL, .tty = isatty(2), .cpu = pinned };
    if (run_ops(&S, src))
        return 2;
    if (S.aa_bad)
        printf("\nwarning: the A/A control (mt listed twice) disagreed by more than 2%% in %d row(s), marked '!':\n"
               "those rows' ratios are not to be trusted beyond that (noise, or a position effect)\n", S.aa_bad);
    char lw[256];
    if (mt_bench_load_stop(load, pinned, lw, sizeof lw))
        printf("\nwarning: %s\n", lw);
    print_summary(S.rows, S.nrows);
    rc = o.json ? write_json(o.json, date, S.rows, S.nrows) : 0;
    free(S.rows);
    mt_bench_ctx_free(S.ctx);
    return rc;
}
