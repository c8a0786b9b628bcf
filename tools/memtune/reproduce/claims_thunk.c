/* memtune reproduce, claim 20: the rep-ABI thunk in a register-heavy
 * caller (thunk_caller.c), against a SysV memcpy call and inline rep
 * movsb, at fixed sizes and on the fleet memcpy distribution; and the ways
 * to bind the thunk's path at load time: the flag it tests (the default),
 * a pointer the call goes through, the flag tested at the call site. */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "bench/timer.h"
#include "memtune.h"
#include "memtune/cpu.h"
#include "memtune/thunk.h"
#include "reproduce.h"

#if defined(__x86_64__)
struct rp_tjob {
    uint32_t n, s, d;
};
typedef uint64_t (*caller_fn)(char *base, const struct rp_tjob *j, size_t count);
uint64_t rp_caller_sysv(char *, const struct rp_tjob *, size_t);
uint64_t rp_caller_mt(char *, const struct rp_tjob *, size_t);
uint64_t rp_caller_sysv_loop(char *, const struct rp_tjob *, size_t);
uint64_t rp_caller_thunk(char *, const struct rp_tjob *, size_t);
uint64_t rp_caller_thunk_ptr(char *, const struct rp_tjob *, size_t);
uint64_t rp_caller_inline_flag(char *, const struct rp_tjob *, size_t);
uint64_t rp_caller_inline_rep(char *, const struct rp_tjob *, size_t);

#define REGION (1u << 20)   /* src region [0, 1M), dst region [1M + 2K, ...) */
#define JOBS 2048        /* copies per timed call of a fixed-size row */
#define DIST_JOBS 16384  /* of the distribution row: its large copies are rare and dominate */

static uint64_t xs = 0x2545f4914f6cdd1dull;
static uint64_t rnd(void)
{
    xs ^= xs << 13;
    xs ^= xs >> 7;
    xs ^= xs << 17;
    return xs;
}

/* Jobs of one size or drawn from a distribution; positions 64-byte aligned
 * in a 16 KiB window per role (L1) for sizes up to 1 KiB, spread over the
 * 1 MiB region otherwise. */
static void make_jobs(struct rp_tjob *j, size_t count, size_t fixed, const struct mt_bench_dist *dist, double *cdf)
{
    for (size_t i = 0; i < count; i++) {
        size_t n = fixed;
        if (dist) {
            double u = (double)(rnd() >> 11) / 9007199254740992.0;
            size_t lo = 0, hi = dist->n - 1;
            while (lo < hi) {
                size_t mid = (lo + hi) / 2;
                if (cdf[mid] > u)
                    hi = mid;
                else
                    lo = mid + 1;
            }
            n = dist->value[lo];
        }
        size_t win = n <= 1024 ? 16384 : REGION - 2048;
        size_t room = win > n ? win - n : 64;
        j[i].n = (uint32_t)n;
        j[i].s = (uint32_t)((rnd() % (room / 64 + 1)) * 64);
        j[i].d = (uint32_t)(REGION + 2048 + (rnd() % (room / 64 + 1)) * 64);
    }
}

struct form {
    const char *name;
    caller_fn fn;
    unsigned paths;   /* mt_thunk_set_paths before the run; MT_THUNK_AUTO = the CPU's */
};

static const struct form forms[] = {
    { "libc memcpy", rp_caller_sysv, MT_THUNK_AUTO },
    { "mt_memcpy", rp_caller_mt, MT_THUNK_AUTO },
    { "sysv+loop", rp_caller_sysv_loop, MT_THUNK_AUTO },
    { "thunk loop", rp_caller_thunk, MT_THUNK_F_ERMS },
    { "thunk rep", rp_caller_thunk, MT_THUNK_F_MOVSB | MT_THUNK_F_STOSB | MT_THUNK_F_ERMS },
    { "thunk auto", rp_caller_thunk, MT_THUNK_AUTO },
    { "pointer", rp_caller_thunk_ptr, MT_THUNK_AUTO },
    { "site flag", rp_caller_inline_flag, MT_THUNK_AUTO },
    { "inline rep", rp_caller_inline_rep, MT_THUNK_AUTO },
};
enum { F_LIBC, F_MT, F_SYSV_LOOP, F_LOOP, F_REP, F_AUTO, F_PTR, F_SITE, F_INLINE, NFORM };
static const size_t sizes[] = { 8, 32, 64, 128, 168, 256, 1024 };
#define NSZ (sizeof sizes / sizeof sizes[0])

/* The fleet memcpy distribution and its normalised cdf, if the data
 * directory is there (else a note in the measurement). */
static bool load_fleet(const struct rp_ctx *c, struct rp_result *r, struct mt_bench_dist *dist, double **cdf)
{
    char path[1300], err[256];
    snprintf(path, sizeof path, "%s/data/distributions/fleetbench-2024/Memcpy_Fleet.csv", c->srcdir);
    if (mt_bench_dist_load(path, dist, err, sizeof err) != 0) {
        rp_printf(r, "(no distribution row: %s)\n", err);
        return false;
    }
    *cdf = malloc(dist->n * sizeof **cdf);
    if (!*cdf) {
        mt_bench_dist_free(dist);
        return false;
    }
    double acc = 0;
    for (size_t i = 0; i < dist->n; i++)
        (*cdf)[i] = (acc += dist->p[i]);
    for (size_t i = 0; i < dist->n; i++)
        (*cdf)[i] /= acc;
    return true;
}

/* Every form copies right: 16 jobs into separate destinations (false
 * after setting the error verdict). */
static bool verify_forms(char *base, struct rp_result *r)
{
    for (size_t f = 0; f < NFORM; f++) {
        struct rp_tjob vj[16];
        for (size_t i = 0; i < 16; i++) {
            vj[i].n = (uint32_t)(rnd() % 2000);
            vj[i].s = (uint32_t)(i * 2048 + i % 61);
            vj[i].d = (uint32_t)(REGION + 2048 + i * 2048 + (i * 7) % 64);
        }
        memset(base + REGION, 0, REGION);
        mt_thunk_set_paths(forms[f].paths);
        forms[f].fn(base, vj, 16);
        for (size_t i = 0; i < 16; i++)
            if (memcmp(base + vj[i].d, base + vj[i].s, vj[i].n) != 0) {
                rp_set(r, RP_ERROR, "the %s form copied wrong bytes (job %zu, %u bytes)", forms[f].name, i, vj[i].n);
                mt_thunk_set_paths(MT_THUNK_AUTO);
                return false;
            }
    }
    mt_thunk_set_paths(MT_THUNK_AUTO);
    return true;
}

/* ns[row][form]: the median ns per copy over interleaved rounds, the
 * fixed sizes' rows then (dist != NULL) the distribution's. Returns true if
 * the forms computed different results. */
static bool time_rows(const struct rp_ctx *c, char *base, struct rp_tjob *jobs, size_t rows,
                      const struct mt_bench_dist *dist, double *cdf, unsigned rounds, double ns[8][9])
{
    uint64_t want = 0;
    bool mismatch = false;
    for (size_t row = 0; row < rows; row++) {
        size_t nj = row < NSZ ? JOBS : DIST_JOBS;
        make_jobs(jobs, nj, row < NSZ ? sizes[row] : 0, row < NSZ ? NULL : dist, cdf);
        double v[9][32];
        for (unsigned k = 0; k <= rounds; k++)
            for (size_t f = 0; f < NFORM; f++) {
                size_t x = (f + k) % NFORM;
                mt_thunk_set_paths(forms[x].paths);
                uint64_t t0 = mt_stamp_begin();
                uint64_t got = forms[x].fn(base, jobs, nj);
                uint64_t t1 = mt_stamp_end();
                if (k == 0 && x == 0)
                    want = got;
                else if (got != want)
                    mismatch = true;
                if (k)
                    v[x][k - 1] = (double)(t1 - t0) * 1e9 / c->tsc_hz / nj;
            }
        for (size_t f = 0; f < NFORM; f++)
            ns[row][f] = rp_median(v[f], rounds);
    }
    mt_thunk_set_paths(MT_THUNK_AUTO);
    return mismatch;
}

static void print_table(struct rp_result *r, unsigned rounds, size_t rows, double ns[8][9])
{
    rp_method(r, "tools/memtune/reproduce/thunk_caller.c: a loop of %d copies (%d for the distribution) keeping 12 "
              "values live (9 independent "
              "accumulators, 3 loop values), built once per call-site form; sizes fixed per row (64-byte aligned "
              "positions in a 16 KiB window per role) or drawn from fleetbench-2024/Memcpy_Fleet.csv; %u interleaved "
              "rounds, median ns per copy (loop work included, the same in every column). Columns: libc memcpy and "
              "mt_memcpy (SysV calls, vector bodies); sysv+loop (the thunk's loop body behind a SysV call); thunk "
              "loop / thunk rep (mt_rep_movsb with the path forced); thunk auto (this CPU's choice: %s); pointer "
              "(call through a pointer bound at load time); site flag (the flag tested at the call site, rep movsb "
              "inline when set); inline rep (rep movsb, no call).", JOBS, DIST_JOBS, rounds, mt_thunk_describe());
    rp_printf(r, "ns per copy      ");
    for (size_t f = 0; f < NFORM; f++)
        rp_printf(r, " %10.10s", forms[f].name);
    rp_printf(r, "\n");
    for (size_t row = 0; row < rows; row++) {
        if (row < NSZ)
            rp_printf(r, "%6zu B         ", sizes[row]);
        else
            rp_printf(r, "Memcpy_Fleet    ");
        for (size_t f = 0; f < NFORM; f++)
            rp_printf(r, " %10.2f", ns[row][f]);
        rp_printf(r, "\n");
    }
}

/* The medians the verdict reads, the binding ratios, the values; the
 * verdict unless the forms disagreed. */
static void summarize_thunk(struct rp_result *r, bool have_dist, bool mismatch, bool fsrm, double ns[8][9])
{
    /* judge on the small fixed sizes (8..256), the thunk's purpose: the
     * same loop body behind the two ABIs, and inline rep movsb against it */
    double th[8], sv[8], in[8], lc[8];
    size_t k = 0;
    for (size_t row = 0; row < NSZ; row++)
        if (sizes[row] <= 256) {
            th[k] = ns[row][F_LOOP];
            sv[k] = ns[row][F_SYSV_LOOP];
            in[k] = ns[row][F_INLINE];
            lc[k] = ns[row][F_LIBC];
            k++;
        }
    double mth = rp_median(th, k), msv = rp_median(sv, k), min_ = rp_median(in, k), mlc = rp_median(lc, k);
    rp_printf(r, "medians over 8..256 B: the loop body through the thunk %.2f ns, behind a SysV call %.2f; inline "
              "rep movsb %.2f; libc memcpy (vectors) %.2f\n", mth, msv, min_, mlc);
    /* the three ways to bind the path, compared row by row (same path on
     * this CPU), as medians of the per-row ratios to the flag in the thunk */
    double rp_[8], rs_[8];
    for (size_t row = 0; row < NSZ; row++) {
        rp_[row] = ns[row][F_PTR] / ns[row][F_AUTO];
        rs_[row] = ns[row][F_SITE] / ns[row][F_AUTO];
    }
    double bind_ptr = rp_median(rp_, NSZ), bind_site = rp_median(rs_, NSZ);
    rp_printf(r, "binding the path (time / flag in the thunk, median over the fixed sizes): pointer %.3f, flag at "
              "the call site %.3f\n", bind_ptr, bind_site);
    for (size_t f = 0; f < NFORM; f++) {
        char key[40];
        snprintf(key, sizeof key, "fleet_%s", forms[f].name);
        for (char *p = key; *p; p++)
            if (*p == ' ' || *p == '(' || *p == ')' || *p == ',')
                *p = '_';
        if (have_dist)
            rp_value(r, key, ns[NSZ][f], "ns");
    }
    rp_value(r, "thunk_loop_ns", mth, "ns");
    rp_value(r, "sysv_loop_ns", msv, "ns");
    rp_value(r, "inline_rep_ns", min_, "ns");
    rp_value(r, "libc_memcpy_ns", mlc, "ns");
    rp_value(r, "bind_pointer_ratio", bind_ptr, "x");
    rp_value(r, "bind_site_flag_ratio", bind_site, "x");
    if (!mismatch)
        judge_thunk(mth, msv, min_, fsrm, &r->j);
}
#endif

void rp_run_thunk(struct rp_ctx *c, struct rp_result *r)
{
#if defined(__x86_64__)
    char *base = mmap(NULL, 2 * REGION + 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    struct rp_tjob *jobs = malloc(DIST_JOBS * sizeof *jobs);
    if (base == MAP_FAILED || !jobs) {
        rp_set(r, RP_ERROR, "out of memory");
        free(jobs);
        return;
    }
    for (size_t i = 0; i < 2 * REGION + 8192; i += 8)
        memcpy(base + i, &i, 8);
    mt_thunk_set_paths(MT_THUNK_AUTO);
    const bool fsrm = c->features & MT_CPU_FSRM;
    struct mt_bench_dist dist;
    double *cdf = NULL;
    bool have_dist = load_fleet(c, r, &dist, &cdf);
    if (verify_forms(base, r)) {
        size_t rows = NSZ + have_dist;
        unsigned rounds = c->quick ? 3 : 31;
        double ns[8][9];
        bool mismatch = time_rows(c, base, jobs, rows, have_dist ? &dist : NULL, cdf, rounds, ns);
        if (mismatch)
            rp_set(r, RP_ERROR, "the call-site forms computed different results");
        print_table(r, rounds, rows, ns);
        summarize_thunk(r, have_dist, mismatch, fsrm, ns);
    }
    if (have_dist) {
        mt_bench_dist_free(&dist);
        free(cdf);
    }
    munmap(base, 2 * REGION + 8192);
    free(jobs);
#else
    rp_set(r, RP_NA, "x86-64 only (the REP ABI)");
#endif
}
