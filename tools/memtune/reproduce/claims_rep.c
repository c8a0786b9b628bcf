/* memtune reproduce, claims 1-11: the rep string instructions.
 *
 * Claims 1-8 go through the bench core (tools/memtune/bench): latency mode
 * (each call fenced, the empty call's overhead subtracted: the rdpmc/mfence
 * method of the Zen 5 numbers) for start-up costs, throughput mode for
 * bandwidth, `--pattern fixed` in L1 unless said otherwise, every
 * implementation interleaved. Claims 9-11 need exact pointers (page
 * offsets, a misaligned dst with a far src) and time the calls directly
 * (rp_time_copy). The equivalent `memtune bench` command is printed with
 * each result where there is one. */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "memtune.h"
#include "memtune/cpu.h"
#include "memtune/registry.h"
#include "calibrate/gcc.h"
#include "reproduce.h"

#define ARR(a) (sizeof(a) / sizeof((a)[0]))

static bool x86_only(struct rp_ctx *c, struct rp_result *r)
{
    if (c->x86)
        return true;
    rp_set(r, RP_NA, "x86-64 only (the rep string instructions)");
    return false;
}

static enum rp_cpu_kind cpu_kind(void)
{
    const struct mt_cpu_info *ci = mt_cpu();
    if (!strcmp(ci->vendor, "GenuineIntel"))
        return RP_CPU_INTEL;
    if (!strcmp(ci->vendor, "AuthenticAMD") && ci->family == 25)
        return RP_CPU_ZEN34;   /* family 19h: Zen 3 and Zen 4 */
    return RP_CPU_OTHER;
}

/* The widest plain vector copy this CPU runs ("avx512", "avx2", "sse2"). */
static const char *vector_copy(const struct rp_ctx *c)
{
    const struct mt_strategy *s;
    if ((s = mt_strategy_find(MT_OP_MEMCPY, "avx512")) && mt_strategy_runnable(s, c->features))
        return "avx512";
    if ((s = mt_strategy_find(MT_OP_MEMCPY, "avx2")) && mt_strategy_runnable(s, c->features))
        return "avx2";
    return "sse2";
}

static double budget(const struct rp_ctx *c, double full) { return c->quick ? full / 8 : full; }

/* Runs the bench core; on failure sets the error verdict and returns -1. */
static int bench(struct rp_ctx *c, struct rp_result *r, enum mt_op op, enum mt_bench_mode mode, const char *impls,
                 const struct mt_bench_config *cfg, size_t ncfg, double secs, double *ns)
{
    struct mt_bench_impl *im;
    size_t ni;
    char err[300];
    if (rp_impls(op, impls, &im, &ni, err, sizeof err) != 0) {
        rp_set(r, RP_ERROR, "%s", err);
        return -1;
    }
    struct rp_bench b = { .op = op, .mode = mode, .pattern = MT_BENCH_FIXED, .seconds = budget(c, secs),
                          .passes = c->quick ? 1 : 4 };
    int rc = rp_bench_run(c, &b, im, ni, cfg, ncfg, ns, err, sizeof err);
    mt_bench_impl_list_free(im, ni);
    if (rc != 0)
        rp_set(r, RP_ERROR, "%s", err);
    return rc;
}

static void clocks_col(struct rp_ctx *c, struct rp_result *r, double ns)
{
    double k = rp_ns_to_clocks(c, ns);
    if (isfinite(k))
        rp_printf(r, " %7.1f", k);
    else
        rp_printf(r, "       ?");
}

/* ---- 1. the step at 128 B ------------------------------------------------------ */

void rp_run_rep_step(struct rp_ctx *c, struct rp_result *r)
{
    if (!x86_only(c, r))
        return;
    static const size_t sizes[] = { 8, 16, 32, 48, 64, 80, 96, 112, 120, 127, 128, 129, 136, 144, 160, 176, 200, 224, 256 };
    size_t n = ARR(sizes);
    struct mt_bench_config cfg[ARR(sizes)];
    double ns[ARR(sizes)];
    for (size_t i = 0; i < n; i++)
        mt_bench_config_init(&cfg[i], sizes[i]);
    if (bench(c, r, MT_OP_MEMCPY, MT_BENCH_LATENCY, "rep_movsb", cfg, n, 0.3, ns))
        return;
    rp_method(r, "memtune bench memcpy --impl rep_movsb --mode latency --pattern fixed --sizes 8..256 --passes 4 (L1, "
              "aligned, (dst-src)%%4096 = 0); clocks = ns x core clocks per ns (dependent-add chain).");
    rp_printf(r, "size B      ns  clocks\n");
    struct rp_series *s = rp_series(r, "rep movsb (latency)", "size (B)", "ns per call", false);
    for (size_t i = 0; i < n; i++) {
        rp_printf(r, "%6zu %7.2f", sizes[i], ns[i]);
        clocks_col(c, r, ns[i]);
        rp_printf(r, "\n");
        rp_series_add(s, (double)sizes[i], ns[i]);
    }
    judge_rep_step(sizes, ns, n, &r->j);
    double lo[ARR(sizes)], hi[ARR(sizes)];
    size_t nl = 0, nh = 0;
    for (size_t i = 0; i < n; i++) {
        if (sizes[i] < 128)
            lo[nl++] = ns[i];
        else if (sizes[i] > 128)
            hi[nh++] = ns[i];
    }
    double a = rp_median(lo, nl), b = rp_median(hi, nh);
    rp_value(r, "below_128_ns", a, "ns");
    rp_value(r, "above_128_ns", b, "ns");
    rp_value(r, "below_128_clocks", rp_ns_to_clocks(c, a), "clocks");
    rp_value(r, "above_128_clocks", rp_ns_to_clocks(c, b), "clocks");
    rp_printf(r, "median below 128 B: %.2f ns (%.1f clocks); 129..256 B: %.2f ns (%.1f clocks); Zen 5 (seed): ~5 "
              "and 38 clocks\n", a, rp_ns_to_clocks(c, a), b, rp_ns_to_clocks(c, b));
}

/* ---- 2. (dst - src) % 4096 in 1..63 ------------------------------------------- */

void rp_run_rep_alias(struct rp_ctx *c, struct rp_result *r)
{
    if (!x86_only(c, r))
        return;
    static const int full[] = { 0, 1, 2, 3, 4, 8, 15, 16, 24, 32, 40, 48, 56, 63, 64, 65, 96, 128, 256, 512, 1024, 2048,
                                3072, 4032, 4064, 4095 };
    static const int quick[] = { 0, 1, 8, 32, 63, 64, 256, 2048, 4095 };
    const int *d = c->quick ? quick : full;
    size_t n = c->quick ? ARR(quick) : ARR(full);
    const size_t size = 64;
    struct mt_bench_config cfg[ARR(full)];
    double ns[ARR(full)];
    for (size_t i = 0; i < n; i++) {
        mt_bench_config_init(&cfg[i], size);
        cfg[i].aliasing = d[i];
    }
    if (bench(c, r, MT_OP_MEMCPY, MT_BENCH_LATENCY, "rep_movsb", cfg, n, 0.25, ns))
        return;
    rp_method(r, "memtune bench memcpy --impl rep_movsb --mode latency --size 64 --aliasing LIST --passes 4 (L1, src "
              "64-byte aligned).");
    rp_printf(r, "(dst-src)%%4096      ns  clocks\n");
    struct rp_series *s = rp_series(r, "rep movsb 64 B (latency)", "(dst - src) % 4096", "ns per call", false);
    for (size_t i = 0; i < n; i++) {
        rp_printf(r, "%14d %7.2f", d[i], ns[i]);
        clocks_col(c, r, ns[i]);
        rp_printf(r, "\n");
        rp_series_add(s, d[i], ns[i]);
    }
    judge_rep_alias(d, ns, n, &r->j);
    double in[ARR(full)], out[ARR(full)];
    size_t ni = 0, no = 0;
    for (size_t i = 0; i < n; i++) {
        if (d[i] >= 1 && d[i] <= 63)
            in[ni++] = ns[i];
        else
            out[no++] = ns[i];
    }
    rp_value(r, "alias_1_63_ns", rp_median(in, ni), "ns");
    rp_value(r, "elsewhere_ns", rp_median(out, no), "ns");
    rp_value(r, "alias_1_63_clocks", rp_ns_to_clocks(c, rp_median(in, ni)), "clocks");
}

/* ---- 3. rep movsb against a vector copy at short distances ---------------------- */

void rp_run_rep_alias_vector(struct rp_ctx *c, struct rp_result *r)
{
    if (!x86_only(c, r))
        return;
    static const int full[] = { 0, 16, 64, 128, 160, 192, 224, 256, 320, 384, 448, 480, 640, 1024, 2048, 3072 };
    static const int quick[] = { 0, 64, 192, 384, 1024, 2048 };
    const int *d = c->quick ? quick : full;
    size_t n = c->quick ? ARR(quick) : ARR(full);
    const size_t size = 2048;
    const char *vec = vector_copy(c);
    char impls[64];
    snprintf(impls, sizeof impls, "rep_movsb,%s", vec);
    struct mt_bench_config cfg[ARR(full)];
    double ns[2 * ARR(full)], ratio[ARR(full)];
    for (size_t i = 0; i < n; i++) {
        mt_bench_config_init(&cfg[i], size);
        cfg[i].aliasing = d[i];
    }
    if (bench(c, r, MT_OP_MEMCPY, MT_BENCH_THROUGHPUT, impls, cfg, n, 0.2, ns))
        return;
    rp_method(r, "memtune bench memcpy --impl %s --size 2048 --aliasing LIST --passes 4 (throughput, L1).", impls);
    rp_printf(r, "(dst-src)%%4096  rep_movsb ns  %s ns  ratio\n", vec);
    struct rp_series *s = rp_series(r, "rep movsb / vector, 2048 B", "(dst - src) % 4096", "time ratio", false);
    for (size_t i = 0; i < n; i++) {
        ratio[i] = ns[2 * i] / ns[2 * i + 1];
        rp_printf(r, "%14d %12.2f %8.2f %6.2f\n", d[i], ns[2 * i], ns[2 * i + 1], ratio[i]);
        rp_series_add(s, d[i], ratio[i]);
    }
    judge_rep_alias_vector(d, ratio, n, (c->features & MT_CPU_FSRM) != 0, cpu_kind() == RP_CPU_INTEL, &r->j);
}

/* ---- 4. large copies in bytes per clock ----------------------------------------- */

void rp_run_rep_large(struct rp_ctx *c, struct rp_result *r)
{
    if (!x86_only(c, r))
        return;
    static const size_t sizes[] = { 2048, 8192, 65536, 262144 };
    size_t n = c->quick ? 2 : ARR(sizes);
    const char *vec = vector_copy(c);
    char impls[64];
    snprintf(impls, sizeof impls, "rep_movsb,%s", vec);
    struct mt_bench_config cfg[ARR(sizes)];
    double ns[2 * ARR(sizes)];
    for (size_t i = 0; i < n; i++) {
        mt_bench_config_init(&cfg[i], sizes[i]);
        cfg[i].cache = sizes[i] <= 8192 ? MT_BENCH_L1 : MT_BENCH_L2;
    }
    if (bench(c, r, MT_OP_MEMCPY, MT_BENCH_THROUGHPUT, impls, cfg, n, 0.3, ns))
        return;
    rp_method(r, "memtune bench memcpy --impl %s --sizes 2K,8K (--cache L1) and 64K,256K (--cache L2), "
              "throughput; B/clock = size / (ns x core clocks per ns).", impls);
    rp_printf(r, "  size B  rep_movsb GB/s  B/clock   %s GB/s  B/clock\n", vec);
    double best_rep = 0, best_vec = 0;
    for (size_t i = 0; i < n; i++) {
        double kr = rp_ns_to_clocks(c, ns[2 * i]), kv = rp_ns_to_clocks(c, ns[2 * i + 1]);
        double br = sizes[i] / kr, bv = sizes[i] / kv;
        rp_printf(r, "%8zu %15.1f %8.1f %10.1f %8.1f\n", sizes[i], sizes[i] / ns[2 * i], br,
                  sizes[i] / ns[2 * i + 1], bv);
        if (isfinite(br) && br > best_rep)
            best_rep = br;
        if (isfinite(bv) && bv > best_vec)
            best_vec = bv;
    }
    rp_value(r, "rep_bytes_per_clock", best_rep, "B/clock");
    rp_value(r, "vector_bytes_per_clock", best_vec, "B/clock");
    judge_rep_large(best_rep > 0 ? best_rep : NAN, best_vec, &r->j);
}

/* ---- 5. rep movsq against rep movsb --------------------------------------------- */

void rp_run_movsq_movsb(struct rp_ctx *c, struct rp_result *r)
{
    if (!x86_only(c, r))
        return;
    static const size_t sizes[] = { 64, 128, 256, 512, 1024, 4096 };
    size_t n = ARR(sizes);
    struct mt_bench_config cfg[ARR(sizes)];
    double ns[2 * ARR(sizes)], ratio[ARR(sizes)];
    for (size_t i = 0; i < n; i++)
        mt_bench_config_init(&cfg[i], sizes[i]);
    if (bench(c, r, MT_OP_MEMCPY, MT_BENCH_THROUGHPUT, "rep_movsb,rep_movsq", cfg, n, 0.2, ns))
        return;
    rp_method(r, "memtune bench memcpy --impl rep_movsb,rep_movsq --sizes 64,128,256,512,1024,4096 (throughput, L1, "
              "aligned; multiples of 8, so rep_movsq has no tail).");
    rp_printf(r, "size B  rep_movsb ns  rep_movsq ns  ratio\n");
    for (size_t i = 0; i < n; i++) {
        ratio[i] = ns[2 * i + 1] / ns[2 * i];
        rp_printf(r, "%6zu %13.2f %13.2f %6.2f\n", sizes[i], ns[2 * i], ns[2 * i + 1], ratio[i]);
    }
    judge_movsq_movsb(sizes, ratio, n, &r->j);
}

/* ---- 6. constant sizes: GCC's inline expansions -------------------------------- */

void rp_run_const_stores(struct rp_ctx *c, struct rp_result *r)
{
    if (!x86_only(c, r))
        return;
    if (!c->workdir) {
        rp_set(r, RP_NA, "no scratch directory for the GCC experiment");
        return;
    }
    struct mt_gcc_run *g = calloc(1, sizeof *g);
    if (!g) {
        rp_set(r, RP_ERROR, "out of memory");
        return;
    }
    static const size_t sizes[] = { 16, 32, 40, 64, 96, 128, 168, 192, 256, 384, 512, 1024 };
    g->cc = "gcc";
    g->flavor = "kernel";
    g->op = "memcpy";
    g->reps = c->quick ? 5 : 31;
    g->fsrm = !!(c->features & MT_CPU_FSRM);
    g->fsrs = !!(c->features & MT_CPU_FSRS);
    memcpy(g->sizes, sizes, sizeof sizes);
    g->nsizes = ARR(sizes);
    char err[300];
    int rc = mt_gcc_measure(g, c->workdir, err, sizeof err);
    if (rc == 1) {
        rp_set(r, RP_NA, "%s: the experiment compiles constant-size copies", g->version);
        free(g);
        return;
    }
    if (rc != 0) {
        rp_set(r, RP_ERROR, "GCC experiment: %s", err);
        free(g);
        return;
    }
    rp_method(r, "%s %s, memcpy of each constant size compiled with -mmemcpy-strategy=ALG:-1:noalign per "
              "algorithm (the kernel's flags; libcall = the kernel's memcpy: rep movsb with FSRM), timed side by "
              "side (memtune calibrate's GCC step, calibrate/gcc.c).", g->version, g->flags);
    rp_printf(r, "size B");
    for (size_t a = 0; a < g->nalgs; a++)
        rp_printf(r, " %13.13s", g->algs[a]);
    rp_printf(r, "   fastest\n");
    /* where every algorithm produced the same code (GCC expands small
     * constant sizes as plain moves whatever the strategy; calibrate/gcc.c
     * pools identical bodies) the size says nothing about the claim */
    const char *best[MT_GCC_MAX_SIZES];
    size_t same = 0;
    for (size_t i = 0; i < g->nsizes; i++) {
        bool all = true;
        for (size_t a = 1; a < g->nalgs; a++)
            all = all && g->ns[a][i] == g->ns[0][i];
        best[i] = all ? NULL : g->best[i];
        same += all;
        rp_printf(r, "%6zu", g->sizes[i]);
        for (size_t a = 0; a < g->nalgs; a++)
            rp_printf(r, " %13.2f", g->ns[a][i]);
        rp_printf(r, "   %s\n", all ? "(same code for every algorithm)" : g->best[i]);
    }
    rp_printf(r, "ns per copy; derived: -mmemcpy-strategy=%s\n", g->strategy);
    if (same)
        rp_printf(r, "%zu sizes compile to the same plain moves whatever the strategy (GCC's move_by_pieces)\n", same);
    judge_const_stores(g->sizes, best, g->nsizes, &r->j);
    free(g);
}

/* ---- 7. rep stosb without FSRS ------------------------------------------------- */

void rp_run_stosb_fsrs(struct rp_ctx *c, struct rp_result *r)
{
    if (!x86_only(c, r))
        return;
    static const size_t sizes[] = { 8, 16, 32, 64, 96, 128 };
    size_t n = sizeof sizes / sizeof sizes[0];
    const char *vec = vector_copy(c);
    char impls[64];
    snprintf(impls, sizeof impls, "rep_stosb,%s", vec);
    struct mt_bench_config cfg[sizeof sizes / sizeof sizes[0]];
    double ns[2 * (sizeof sizes / sizeof sizes[0])], mv[sizeof sizes / sizeof sizes[0]];
    for (size_t i = 0; i < n; i++)
        mt_bench_config_init(&cfg[i], sizes[i]);
    if (bench(c, r, MT_OP_MEMSET, MT_BENCH_THROUGHPUT, impls, cfg, n, 0.15, ns))
        return;
    if (bench(c, r, MT_OP_MEMCPY, MT_BENCH_THROUGHPUT, "rep_movsb", cfg, n, 0.15, mv))
        return;
    rp_method(r, "memtune bench memset --impl %s --sizes 8..128 and memtune bench memcpy --impl rep_movsb (same "
              "sizes), throughput, L1: a fixed-size rep instruction back to back pays its start-up on every call.",
              impls);
    bool fsrm = c->features & MT_CPU_FSRM, fsrs = c->features & MT_CPU_FSRS;
    rp_printf(r, "CPUID: fsrm=%d fsrs=%d (7.1 EAX[11])\n", fsrm, fsrs);
    rp_printf(r, "size B  rep_stosb ns  %s memset ns  rep_movsb ns\n", vec);
    double so[sizeof sizes / sizeof sizes[0]], sv[sizeof sizes / sizeof sizes[0]];
    for (size_t i = 0; i < n; i++) {
        rp_printf(r, "%6zu %13.2f %16.2f %13.2f\n", sizes[i], ns[2 * i], ns[2 * i + 1], mv[i]);
        so[i] = ns[2 * i] / mv[i];
        sv[i] = ns[2 * i] / ns[2 * i + 1];
    }
    double a = rp_median(so, n), b = rp_median(sv, n);
    rp_value(r, "stosb_over_movsb", a, "x");
    rp_value(r, "stosb_over_vector", b, "x");
    judge_stosb_fsrs(fsrm, fsrs, a, b, &r->j);
}

/* ---- 8. misaligned destination ------------------------------------------------- */

void rp_run_dst_misalign(struct rp_ctx *c, struct rp_result *r)
{
    if (!x86_only(c, r))
        return;
    /* dst = src + 2048 (+15): the distance stays far from the 1..63 window
     * of claim 2, and dst % 64 is 0 or 15 with src 64-byte aligned; then
     * dst = src + 15 (near), and the same at 524287 B in L2. */
    const char *vec = vector_copy(c);
    char impls[64];
    snprintf(impls, sizeof impls, "rep_movsb,%s", vec);
    static const int dist[3] = { 2048, 2063, 15 };
    struct mt_bench_config cfg[6];
    double ns[12];
    size_t n = c->quick ? 3 : 6;
    for (size_t i = 0; i < 6; i++) {
        mt_bench_config_init(&cfg[i], i < 3 ? 2113 : 524287);
        cfg[i].aliasing = dist[i % 3];
        cfg[i].cache = i < 3 ? MT_BENCH_L1 : MT_BENCH_L2;
    }
    if (bench(c, r, MT_OP_MEMCPY, MT_BENCH_THROUGHPUT, impls, cfg, n, 0.3, ns))
        return;
    rp_method(r, "memtune bench memcpy --impl %s --size 2113 --aliasing 2048,2063,15 (src 64-byte aligned, so "
              "dst %% 64 = 0, 15, 15; L1)%s, throughput.", impls, c->quick ? "" : "; and --size 524287 --cache L2");
    rp_printf(r, "size B   (dst-src)%%4096  dst%%64  rep_movsb GB/s  %s GB/s\n", vec);
    for (size_t i = 0; i < n; i++)
        rp_printf(r, "%7zu %17d %7d %15.2f %9.2f\n", cfg[i].size, dist[i % 3], dist[i % 3] % 64,
                  cfg[i].size / ns[2 * i], cfg[i].size / ns[2 * i + 1]);
    double ratio = ns[2] / ns[0], near = ns[4] / ns[0];
    rp_value(r, "rep_ratio_2113", ratio, "x");
    rp_value(r, "rep_ratio_2113_near", near, "x");
    rp_value(r, "vector_ratio_2113", ns[3] / ns[1], "x");
    if (n == 6) {
        rp_value(r, "rep_ratio_524287", ns[8] / ns[6], "x");
        rp_value(r, "rep_ratio_524287_near", ns[10] / ns[6], "x");
    }
    rp_printf(r, "rep movsb at 2113 B against dst %% 64 = 0: %.2fx the time with dst %% 64 = 15 and the source far, "
              "%.2fx with dst = src + 15 (vector: %.2fx, %.2fx)\n", ratio, near, ns[3] / ns[1], ns[5] / ns[1]);
    judge_dst_misalign(ratio, near, cpu_kind(), &r->j);
}

/* ---- helpers for exact pointers ------------------------------------------------ */

struct bufs {
    char *map;
    size_t len;
};

/* Two regions 2 MiB apart in one mapping, page-aligned, pre-faulted. */
static int bufs_get(struct bufs *b, size_t bytes)
{
    b->len = 2 * ((bytes + (2u << 20) + 4095) & ~(size_t)4095);
    b->map = mmap(NULL, b->len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (b->map == MAP_FAILED)
        return -1;
    memset(b->map, 0x5a, b->len);
    return 0;
}
static char *bufs_a(struct bufs *b) { return b->map; }
static char *bufs_b(struct bufs *b) { return b->map + b->len / 2; }
static void bufs_put(struct bufs *b) { munmap(b->map, b->len); }

/* Interleaved rounds of rp_time_copy over k variants; medians into ns[]. */
static void time_rounds(const struct rp_ctx *c, size_t k, mt_copy_fn *fn, char **d, char **s, size_t n,
                        unsigned batch, unsigned rounds, double *ns)
{
    double v[8][64];
    if (rounds > 64)
        rounds = 64;
    for (unsigned r = 0; r < rounds; r++)
        for (size_t j = 0; j < k; j++) {
            size_t x = (j + r) % k;
            v[x][r] = rp_time_copy(c, fn[x], d[x], s[x], n, batch, 3);
        }
    for (size_t j = 0; j < k; j++)
        ns[j] = rp_median(v[j], rounds);
}

static mt_copy_fn strat(const char *name)
{
    const struct mt_strategy *s = mt_strategy_find(MT_OP_MEMCPY, name);
    return s ? s->fn.copy : NULL;
}

/* ---- 9. rep movsq with dst aligned to 8, 16, 32 --------------------------------- */

void *rp_memcpy_movsq_align16(void *d, const void *s, size_t n);
void *rp_memcpy_movsq_align32(void *d, const void *s, size_t n);

void rp_run_movsq_align(struct rp_ctx *c, struct rp_result *r)
{
#if !defined(__x86_64__)
    x86_only(c, r);
#else
    if (!x86_only(c, r))
        return;
    const size_t n = 16384; /* iperf3 -l 16384 */
    struct bufs b;
    if (bufs_get(&b, 2 * n)) {
        rp_set(r, RP_ERROR, "cannot map buffers");
        return;
    }
    mt_copy_fn fn[4] = { strat("rep_movsq"), strat("rep_movsq_align8"), (mt_copy_fn)rp_memcpy_movsq_align16,
                         (mt_copy_fn)rp_memcpy_movsq_align32 };
    if (!fn[0] || !fn[1]) {
        rp_set(r, RP_ERROR, "rep_movsq strategies missing from the registry");
        bufs_put(&b);
        return;
    }
    /* dst 3 bytes past a 64-byte boundary, src aligned, 2 KiB apart mod 4096 */
    char *d[4], *s[4];
    for (int i = 0; i < 4; i++) {
        d[i] = bufs_b(&b) + 2048 + 3;
        s[i] = bufs_a(&b);
    }
    double ns[4];
    time_rounds(c, 4, fn, d, s, n, c->quick ? 4 : 16, c->quick ? 5 : 41, ns);
    rp_method(r, "rep movsq on 16384 B (L1), src 64-byte aligned, dst %% 64 = 3, (dst-src) %% 4096 = 2051: no "
              "alignment (memtune's rep_movsq), the kernel's 8-byte head (rep_movsq_align8), and 16/32-byte heads; "
              "median of interleaved rounds, the calls timed directly.");
    static const char *const names[4] = { "unaligned", "dst aligned to 8", "dst aligned to 16", "dst aligned to 32" };
    for (int i = 0; i < 4; i++)
        rp_printf(r, "%-18s %8.1f ns  %6.1f GB/s\n", names[i], ns[i], n / ns[i]);
    rp_printf(r, "note: this CPU has ERMS%s; the seed's CPU (EPYC 7742) had neither ERMS nor FSRM\n",
              (c->features & MT_CPU_FSRM) ? " and FSRM" : "");
    rp_value(r, "unaligned_ns", ns[0], "ns");
    rp_value(r, "align8_ns", ns[1], "ns");
    rp_value(r, "align16_ns", ns[2], "ns");
    rp_value(r, "align32_ns", ns[3], "ns");
    judge_movsq_align(ns[0], ns[1], ns[2], ns[3], &r->j);
    bufs_put(&b);
#endif
}

/* ---- 10. backward rep movsb ------------------------------------------------------ */

void *rp_memcpy_backward(void *d, const void *s, size_t n);

void rp_run_backward(struct rp_ctx *c, struct rp_result *r)
{
#if !defined(__x86_64__)
    x86_only(c, r);
#else
    if (!x86_only(c, r))
        return;
    const size_t n = 65536;
    struct bufs b;
    if (bufs_get(&b, 2 * n)) {
        rp_set(r, RP_ERROR, "cannot map buffers");
        return;
    }
    mt_copy_fn fn[2] = { strat("rep_movsb"), (mt_copy_fn)rp_memcpy_backward };
    char *d[2] = { bufs_b(&b) + 2048, bufs_b(&b) + 2048 }, *s[2] = { bufs_a(&b), bufs_a(&b) };
    double ns[2];
    time_rounds(c, 2, fn, d, s, n, c->quick ? 2 : 8, c->quick ? 5 : 41, ns);
    rp_method(r, "rep movsb forward and std; rep movsb; cld on 65536 B (L2), no overlap, (dst-src) %% 4096 = 2048; "
              "median of interleaved rounds.");
    double f = n / ns[0], w = n / ns[1];
    rp_printf(r, "forward  %8.0f ns  %6.1f GB/s\nbackward %8.0f ns  %6.1f GB/s\n", ns[0], f, ns[1], w);
    rp_value(r, "forward_gbs", f, "GB/s");
    rp_value(r, "backward_gbs", w, "GB/s");
    judge_backward(f, w, &r->j);
    bufs_put(&b);
#endif
}

/* ---- 11. page-aligned buffers ------------------------------------------------------ */

void rp_run_page_aligned(struct rp_ctx *c, struct rp_result *r)
{
    if (!x86_only(c, r))
        return;
    static const size_t sizes[] = { 4096, 65536 };
    static const unsigned off[4][2] = { { 64, 64 }, { 0, 0 }, { 0, 64 }, { 64, 0 } }; /* src, dst page offsets */
    struct bufs b;
    if (bufs_get(&b, 2 * 65536 + 8192)) {
        rp_set(r, RP_ERROR, "cannot map buffers");
        return;
    }
    rp_method(r, "rep movsb with src and dst at the given offsets from page boundaries (separate regions), "
              "throughput of repeated calls at fixed pointers; median of interleaved rounds.");
    rp_printf(r, "size B  src%%4096 dst%%4096        ns   GB/s  vs 64/64\n");
    double worst = 0;
    for (size_t z = 0; z < ARR(sizes); z++) {
        size_t n = sizes[z];
        mt_copy_fn fn[4];
        char *d[4], *s[4];
        for (int i = 0; i < 4; i++) {
            fn[i] = strat("rep_movsb");
            s[i] = bufs_a(&b) + 8192 + off[i][0];
            d[i] = bufs_b(&b) + 8192 + off[i][1];
        }
        double ns[4];
        time_rounds(c, 4, fn, d, s, n, n > 8192 ? 4 : 32, c->quick ? 5 : 41, ns);
        for (int i = 0; i < 4; i++) {
            double rel = ns[i] / ns[0];
            rp_printf(r, "%6zu %9u %8u %9.1f %6.1f %8.2f\n", n, off[i][0], off[i][1], ns[i], n / ns[i], rel);
            if (i && rel > worst)
                worst = rel;
        }
    }
    rp_value(r, "worst_ratio", worst, "x");
    judge_page_aligned(worst, cpu_kind(), &r->j);
    bufs_put(&b);
}
