/* Tests of the bench core: distribution parsers (three formats, malformed
 * input), value lists, --impl specs, statistics on synthetic samples, the
 * verification step (a wrong implementation is an error) and the writers.
 * No test asserts a timing.
 *
 * usage: test_bench [DATA_DIR]   (DATA_DIR: data/distributions of the tree)
 * Last line: "N passed, N failed". */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench/bench.h"
#include "memtune.h"

static int passed, failed;

static void check(int ok, const char *fmt, ...)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "FAIL: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
}

static bool one_line(const char *s)
{
    return s[0] && !strchr(s, '\n');
}

/* ---- distributions -------------------------------------------------------- */

static int parse(const char *text, struct mt_bench_dist *d, char *err)
{
    return mt_bench_dist_parse(text, strlen(text), "t.csv", d, err, 256);
}

static void bad_dist(const char *text, const char *want)
{
    struct mt_bench_dist d;
    char err[256] = "";
    int rc = parse(text, &d, err);
    check(rc == -1, "malformed distribution accepted: %.60s", text);
    check(one_line(err) && strstr(err, "t.csv") && strstr(err, want),
          "error for '%.40s' is '%s', want a line naming t.csv and '%s'", text, err, want);
    check(d.value == NULL && d.n == 0, "failed parse left data behind");
}

static void test_dist(const char *datadir)
{
    struct mt_bench_dist d;
    char err[256];

    /* fleetbench x:p, three lines */
    check(parse("0:0.25,8:0.5,100:0.25\n0:0.99,1:0.01\n1:0.5,64:0.5\n", &d, err) == 0, "fleetbench: %s", err);
    check(d.format == MT_DIST_FLEETBENCH && d.n == 3 && d.max == 100, "fleetbench fields");
    check(fabs(d.mean - 29) < 1e-9, "fleetbench mean %g", d.mean);
    check(fabs(d.p_overlap - 0.01) < 1e-12 && d.nalign == 2 && d.align[1] == 64, "fleetbench overlap/alignment");
    check(fabs(d.share_le128 - 1) < 1e-12, "share <= 128");
    mt_bench_dist_free(&d);
    /* CRLF and a trailing blank line are fine */
    check(parse("4:1\r\n0:1\r\n8:1\r\n\r\n", &d, err) == 0 && d.n == 1, "fleetbench CRLF: %s", err);
    mt_bench_dist_free(&d);

    /* LLVM one line: probability of size i at index i */
    check(parse("0.5,0.25,0,0.25\n", &d, err) == 0, "llvm: %s", err);
    check(d.format == MT_DIST_LLVM && d.n == 4 && d.value[3] == 3 && d.max == 3, "llvm fields");
    check(fabs(d.mean - 1.0) < 1e-12, "llvm mean %g", d.mean);
    mt_bench_dist_free(&d);

    /* SPEC CSV: counts are the weights */
    check(parse("size,count,probability\n8,3,0.75\n5000,1,0.25\n", &d, err) == 0, "spec: %s", err);
    check(d.format == MT_DIST_SPEC_SIZES && d.n == 2 && fabs(d.p[0] - 0.75) < 1e-12, "spec fields");
    check(fabs(d.bytes_gt4k - 1250.0 / 1256.0) < 1e-12, "spec bytes > 4K %g", d.bytes_gt4k);
    mt_bench_dist_free(&d);
    check(parse("align,count,probability\n8,1,0.5\n64,1,0.5\n", &d, err) == 0 && d.format == MT_DIST_SPEC_ALIGN,
          "spec align: %s", err);
    mt_bench_dist_free(&d);

    /* malformed: one clear line each, nothing kept */
    bad_dist("", "empty");
    bad_dist("  \n\n \n", "empty");
    bad_dist("0:0.5,8:abc\n0:1\n8:1\n", "bad probability");
    bad_dist("0:0.5,x8:0.5\n0:1\n8:1\n", "bad entry");
    bad_dist("0:0.5,8:0.5\n0:1\n", "expected 3 lines");
    bad_dist("0:0.5,8:0.5\n", "expected 3 lines");
    bad_dist("0:1.5,8:-0.5\n0:1\n8:1\n", "outside [0,1]");
    bad_dist("0:0.5,8:-0.1\n0:1\n8:1\n", "outside [0,1]");
    bad_dist("0:0.5,8:0.2\n0:1\n8:1\n", "sum to");
    bad_dist("0:0.5,0:0.5\n0:1\n8:1\n", "twice");
    bad_dist("8:1\n0:0.5,2:0.5\n8:1\n", "not 0 or 1");
    bad_dist("8:1\n0:1\n3:1\n", "power of two");
    bad_dist("8:1\n0:1\n8:nan\n", "bad probability");
    bad_dist("0.5,0.6\n", "sum to");
    bad_dist("0.5,-0.5,1\n", "outside [0,1]");
    bad_dist("0.5,abc,0.5\n", "bad probability");
    bad_dist("0.5,0.5\n0.5,0.5\n", "one line");
    bad_dist("size,count,probability\n", "no rows");
    bad_dist("size,count,probability\n8,1\n", "3 columns");
    bad_dist("size,count,probability\n8,x,1\n", "bad count");
    bad_dist("size,count,probability\n-8,1,1\n", "bad size");
    bad_dist("size,count,probability\n8,1,2\n", "outside [0,1]");
    bad_dist("align,count,probability\n3,1,1\n", "power of two");
    bad_dist("sizes,weight\n8,1\n", "unknown header");

    check(mt_bench_dist_load("/nonexistent/x.csv", &d, err, sizeof err) == -1 && one_line(err) &&
              strstr(err, "/nonexistent/x.csv"),
          "missing file error: %s", err);

    /* the shipped files */
    if (!datadir) {
        fprintf(stderr, "note: no data directory given; shipped files not checked\n");
        return;
    }
    char path[1024];
    snprintf(path, sizeof path, "%s/fleetbench-2024/Memcpy_Fleet.csv", datadir);
    check(mt_bench_dist_load(path, &d, err, sizeof err) == 0, "Memcpy_Fleet: %s", err);
    /* research/anchors-userspace.md 2.5: 93.6% <= 128 B, mean 135 B, 57.7% of bytes > 4 KiB */
    check(fabs(d.share_le128 - 0.936) < 0.001 && fabs(d.mean - 135) < 1 && fabs(d.bytes_gt4k - 0.577) < 0.001 &&
              d.max == 261126 && d.nalign == 7,
          "Memcpy_Fleet statistics: %.4f %.1f %.4f %zu", d.share_le128, d.mean, d.bytes_gt4k, d.max);
    mt_bench_dist_free(&d);
    static const char *const names[] = { "Memcpy", "Memmove", "Memset", "Memcmp", "Bcmp" };
    for (int i = 0; i < 5; i++)
        for (int j = 0; j <= 9; j++) {
            if (j < 9)
                snprintf(path, sizeof path, "%s/fleetbench-2024/%s_%d.csv", datadir, names[i], j);
            else
                snprintf(path, sizeof path, "%s/fleetbench-2024/%s_Fleet.csv", datadir, names[i]);
            int rc = mt_bench_dist_load(path, &d, err, sizeof err);
            check(rc == 0 && d.format == MT_DIST_FLEETBENCH, "%s: %s", path, err);
            mt_bench_dist_free(&d);
        }
    static const char *const spec[] = { "memcpy_size_freq", "memset_size_freq", "memcpy_src_align_freq",
                                        "memcpy_dst_align_freq", "memset_align_freq" };
    for (int i = 0; i < 5; i++) {
        snprintf(path, sizeof path, "%s/spec2017-arm-optimized-routines/%s.csv", datadir, spec[i]);
        int rc = mt_bench_dist_load(path, &d, err, sizeof err);
        check(rc == 0 && d.format == (i < 2 ? MT_DIST_SPEC_SIZES : MT_DIST_SPEC_ALIGN), "%s: %s", path, err);
        if (i == 0)
            check(fabs(d.share_le128 - 0.801) < 0.001 && d.max == 4095, "SPEC memcpy <= 128 B: %.4f",
                  d.share_le128);
        mt_bench_dist_free(&d);
    }
}

/* ---- value lists ---------------------------------------------------------- */

static bool vals_eq(const char *spec, size_t max, enum mt_bench_range_rule rule, const size_t *want, size_t nwant)
{
    size_t *v = NULL, n = 0;
    char err[256];
    if (mt_bench_parse_values(spec, max, rule, &v, &n, err, sizeof err) != 0) {
        fprintf(stderr, "  %s: %s\n", spec, err);
        return false;
    }
    bool ok = n == nwant;
    for (size_t i = 0; ok && i < n; i++)
        ok = v[i] == want[i];
    if (!ok) {
        fprintf(stderr, "  %s ->", spec);
        for (size_t i = 0; i < n && i < 20; i++)
            fprintf(stderr, " %zu", v[i]);
        fprintf(stderr, "\n");
    }
    free(v);
    return ok;
}

static void bad_vals(const char *spec, size_t max, const char *want)
{
    size_t *v = NULL, n = 0;
    char err[256] = "";
    int rc = mt_bench_parse_values(spec, max, MT_BENCH_RANGE_SIZES, &v, &n, err, sizeof err);
    check(rc == -1 && one_line(err) && strstr(err, want), "bad list '%s': rc %d err '%s' (want '%s')", spec, rc, err,
          want);
}

static void test_values(void)
{
    const size_t S = 1u << 28;
    check(vals_eq("8,16,32", S, MT_BENCH_RANGE_SIZES, (size_t[]){ 8, 16, 32 }, 3), "list");
    check(vals_eq("32,8,8,16", S, MT_BENCH_RANGE_SIZES, (size_t[]){ 8, 16, 32 }, 3), "sorted, deduplicated");
    check(vals_eq("1..4", S, MT_BENCH_RANGE_SIZES, (size_t[]){ 1, 2, 3, 4 }, 4), "dense range");
    check(vals_eq("0..4K:1K", S, MT_BENCH_RANGE_SIZES, (size_t[]){ 0, 1024, 2048, 3072, 4096 }, 5), "stepped");
    check(vals_eq("1..10:4", S, MT_BENCH_RANGE_SIZES, (size_t[]){ 1, 5, 9, 10 }, 4), "step keeps the end");
    check(vals_eq("64..1K*2", S, MT_BENCH_RANGE_SIZES, (size_t[]){ 64, 128, 256, 512, 1024 }, 5), "factor");
    check(vals_eq("64..256/2", S, MT_BENCH_RANGE_SIZES, (size_t[]){ 64, 91, 128, 181, 256 }, 5), "per doubling");
    check(vals_eq("1K, 2k ,0x10", S, MT_BENCH_RANGE_SIZES, (size_t[]){ 16, 1024, 2048 }, 3), "suffixes and hex");
    {
        size_t *v, n;
        char err[256];
        check(mt_bench_parse_values("64..64K", S, MT_BENCH_RANGE_SIZES, &v, &n, err, sizeof err) == 0 && n == 41 &&
                  v[0] == 64 && v[4] == 128 && v[40] == 65536,
              "wide size range: 4 log steps per doubling (n=%zu)", n);
        free(v);
        check(mt_bench_parse_values("1..1000", S, MT_BENCH_RANGE_SIZES, &v, &n, err, sizeof err) == 0 && n == 1000,
              "narrow size range is dense");
        free(v);
        /* aliasing: every value 0..128, then every 32, plus the end */
        check(mt_bench_parse_values("0..4095", 4095, MT_BENCH_RANGE_ALIASING, &v, &n, err, sizeof err) == 0, "alias");
        bool ok = n == 129 + 123 + 1;
        for (size_t i = 0; ok && i <= 128; i++)
            ok = v[i] == i;
        ok = ok && v[129] == 160 && v[130] == 192 && v[n - 2] == 4064 && v[n - 1] == 4095;
        check(ok, "aliasing sweep shape (n=%zu)", n);
        free(v);
        check(mt_bench_parse_values("0..63:8", 4095, MT_BENCH_RANGE_ALIASING, &v, &n, err, sizeof err) == 0 &&
                  n == 9 && v[8] == 63,
              "aliasing with an explicit step");
        free(v);
    }
    bad_vals("", S, "empty");
    bad_vals("8,,16", S, "empty item");
    bad_vals("abc", S, "bad number");
    bad_vals("8,x", S, "bad number 'x'");
    bad_vals("16..8", S, "ends below");
    bad_vals("1..2:0", S, "bad step");
    bad_vals("1..8*1", S, "bad factor");
    bad_vals("1..8*x", S, "bad factor");
    bad_vals("1..8x", S, "bad range");
    bad_vals("5000", 4095, "above the maximum");
    bad_vals("0..5000", 4095, "above the maximum");
    bad_vals("-1", S, "bad number");
    bad_vals("never", S, "bad number");
}

/* ---- implementation specs -------------------------------------------------- */

static void bad_impl(enum mt_op op, const char *spec, const char *want)
{
    struct mt_bench_impl im;
    char err[512] = "";
    int rc = mt_bench_impl_resolve(op, spec, &im, err, sizeof err);
    check(rc == -1 && one_line(err) && strstr(err, want), "impl '%s': rc %d err '%s' (want '%s')", spec, rc, err,
          want);
}

static void test_impls(void)
{
    struct mt_bench_impl im;
    char err[512];
    check(mt_bench_impl_resolve(MT_OP_MEMCPY, "libc", &im, err, sizeof err) == 0 && im.kind == MT_BENCH_IMPL_LIBC &&
              im.fn.copy,
          "libc: %s", err);
    check(mt_bench_impl_resolve(MT_OP_MEMCPY, "mt", &im, err, sizeof err) == 0 && im.kind == MT_BENCH_IMPL_ENTRY,
          "mt: %s", err);
    check(mt_bench_impl_resolve(MT_OP_BCMP, "mt_bcmp", &im, err, sizeof err) == 0 && im.kind == MT_BENCH_IMPL_ENTRY,
          "mt_bcmp: %s", err);
    check(mt_bench_impl_resolve(MT_OP_MEMSET, "byte_loop", &im, err, sizeof err) == 0 &&
              im.kind == MT_BENCH_IMPL_STRATEGY && im.strategy && !strcmp(im.label, "byte_loop"),
          "strategy: %s", err);
    bad_impl(MT_OP_MEMCPY, "no_such_strategy", "unknown implementation 'no_such_strategy'");
    bad_impl(MT_OP_MEMCPY, "", "empty");
    bad_impl(MT_OP_MEMCPY, "mt_memset", "unknown implementation");
    bad_impl(MT_OP_MEMSET, "copy_safe", "memcpy implementation");
    bad_impl(MT_OP_NAME_EQ, "libc", "not measured");
    bad_impl(MT_OP_MEMCPY, "libfoo.so:memcpy", "as a path");
    bad_impl(MT_OP_MEMCPY, "./no/such/lib.so:memcpy", "cannot load");
    bad_impl(MT_OP_MEMCPY, ":memcpy", "expected path/to/lib.so:symbol");
    bad_impl(MT_OP_MEMCPY, "./x.so:", "expected path/to/lib.so:symbol");

    /* a real shared object: the libc this test runs on */
    Dl_info info;
    if (dladdr((void *)&printf, &info) && info.dli_fname && strchr(info.dli_fname, '/')) {
        char spec[600];
        snprintf(spec, sizeof spec, "%s:memcpy", info.dli_fname);
        check(mt_bench_impl_resolve(MT_OP_MEMCPY, spec, &im, err, sizeof err) == 0 &&
                  im.kind == MT_BENCH_IMPL_DLSYM && im.fn.copy && im.dl,
              "dlopen %s: %s", spec, err);
        if (im.dl) {
            char a[8] = "abcdefg", b[8] = { 0 };
            check(im.fn.copy(b, a, 8) == b && !strcmp(b, "abcdefg"), "dlsym'd memcpy copies");
            mt_bench_impl_list_free(NULL, 0);
            struct mt_bench_impl *one = malloc(sizeof *one);
            *one = im;
            mt_bench_impl_list_free(one, 1);
        }
        snprintf(spec, sizeof spec, "%s:no_such_symbol_xyz", info.dli_fname);
        bad_impl(MT_OP_MEMCPY, spec, "not found");
    } else {
        fprintf(stderr, "note: dladdr gave no libc path; dlopen spec not checked\n");
    }

    struct mt_bench_impl *v;
    size_t n;
    check(mt_bench_impl_list_parse(MT_OP_MEMCPY, "byte_loop,libc,mt", &v, &n, err, sizeof err) == 0 && n == 3 &&
              !strcmp(v[1].name, "libc"),
          "list: %s", err);
    mt_bench_impl_list_free(v, n);
    check(mt_bench_impl_list_parse(MT_OP_MEMCPY, "libc,libc", &v, &n, err, sizeof err) == -1 && strstr(err, "twice"),
          "duplicate: %s", err);
    check(mt_bench_impl_list_parse(MT_OP_MEMCPY, "libc,nope", &v, &n, err, sizeof err) == -1 &&
              strstr(err, "'nope'"),
          "bad item in list: %s", err);
    check(mt_bench_impl_list_parse(MT_OP_MEMCPY, "libc,", &v, &n, err, sizeof err) == -1 && strstr(err, "empty"),
          "empty item: %s", err);
    check(mt_bench_impl_list_parse(MT_OP_MEMCMP, "default", &v, &n, err, sizeof err) == 0, "default: %s", err);
    bool has_ref = false, has_mt = false, has_libc = false;
    for (size_t i = 0; i < n; i++) {
        has_ref |= !strcmp(v[i].name, "byte_loop");
        has_mt |= !strcmp(v[i].name, "mt");
        has_libc |= !strcmp(v[i].name, "libc");
    }
    check(!has_ref && has_mt && has_libc, "default = strategies but the reference, mt, libc");
    mt_bench_impl_list_free(v, n);
    check(mt_bench_impl_list_parse(MT_OP_MEMCMP, "all", &v, &n, err, sizeof err) == 0, "all: %s", err);
    has_ref = false;
    for (size_t i = 0; i < n; i++)
        has_ref |= !strcmp(v[i].name, "byte_loop");
    check(has_ref, "all includes the reference");
    mt_bench_impl_list_free(v, n);
    /* an A/A control: "mt#2" is a second copy of mt */
    check(mt_bench_impl_list_parse(MT_OP_MEMCPY, "mt,mt#2,libc", &v, &n, err, sizeof err) == 0 && n == 3 &&
              v[1].fn.any == v[0].fn.any && v[1].kind == v[0].kind && !strcmp(v[1].label, "mt#2"),
          "A/A copy mt#2: %s", err);
    mt_bench_impl_list_free(v, n);
    check(mt_bench_impl_list_parse(MT_OP_MEMCPY, "nope#2", &v, &n, err, sizeof err) == -1 && strstr(err, "'nope'"),
          "a copy of an unknown implementation: %s", err);
}

/* The round order is balanced: over 2K rounds every implementation runs in
 * every position, and directly after every other one, equally often (what
 * the one before leaves in the predictors favours nobody). */
static void test_round_order(void)
{
    for (size_t K = 1; K <= 12; K++) {
        unsigned pos[12][12] = { { 0 } }, after[12][12] = { { 0 } };
        bool perm = true;
        for (size_t r = 0; r < 2 * K; r++) {
            bool seen[12] = { false };
            for (size_t j = 0; j < K; j++) {
                size_t k = mt_bench_round_slot(r, j, K);
                perm &= k < K && !seen[k];
                if (k < K) {
                    seen[k] = true;
                    pos[k][j]++;
                    if (j)
                        after[k][mt_bench_round_slot(r, j - 1, K)]++;
                }
            }
        }
        bool even_pos = true, even_after = true;
        for (size_t a = 0; a < K; a++)
            for (size_t b = 0; b < K; b++) {
                even_pos &= pos[a][b] == 2;
                if (a != b)
                    even_after &= after[a][b] == 2;
            }
        check(perm && even_pos && even_after, "round order for %zu implementations: a permutation per round, "
              "every position twice, every predecessor twice in 2K rounds", K);
    }
}

/* ---- statistics ---------------------------------------------------------- */

static uint64_t rs = 12345;
static double urand(void)
{
    rs ^= rs << 13;
    rs ^= rs >> 7;
    rs ^= rs << 17;
    return (double)(rs >> 11) / 9007199254740992.0;
}

static void test_stats(void)
{
    double x[64], scr[64];
    bool keep[64];
    struct mt_bench_stats st;
    for (int i = 0; i < 9; i++)
        x[i] = 9 - i; /* 9..1, unsorted on purpose */
    mt_bench_stats(x, 9, 3, scr, keep, &st);
    check(st.median == 5 && st.q1 == 3 && st.q3 == 7 && st.n == 9 && st.outliers == 0 && st.mean == 5,
          "median/quartiles of 1..9: %g %g %g", st.median, st.q1, st.q3);
    check(x[0] == 9, "input not reordered");
    double s4[] = { 1, 2, 3, 4 };
    check(mt_bench_quantile(s4, 4, 0.5) == 2.5 && mt_bench_quantile(s4, 4, 0.25) == 1.75 &&
              mt_bench_quantile(s4, 4, 0) == 1 && mt_bench_quantile(s4, 4, 1) == 4,
          "type-7 quantiles");

    /* CI ranks: n=100 -> ranks 40 and 61 (1-based), the textbook values */
    size_t lo, hi;
    mt_bench_median_ci_ranks(100, 0.95, &lo, &hi);
    check(lo == 39 && hi == 60, "n=100 CI ranks %zu %zu", lo, hi);
    mt_bench_median_ci_ranks(6, 0.95, &lo, &hi);
    check(lo == 0 && hi == 5, "n=6 CI = min..max (%zu %zu)", lo, hi);
    mt_bench_median_ci_ranks(5, 0.95, &lo, &hi);
    check(lo == 0 && hi == 4, "n=5 falls back to min..max");
    mt_bench_median_ci_ranks(1, 0.95, &lo, &hi);
    check(lo == 0 && hi == 0, "n=1");
    size_t l2000, h2000, l2001, h2001;
    mt_bench_median_ci_ranks(2000, 0.95, &l2000, &h2000);
    mt_bench_median_ci_ranks(2001, 0.95, &l2001, &h2001);
    check(l2001 + 2 >= l2000 && l2001 <= l2000 + 2 && h2001 >= h2000 && h2001 <= h2000 + 3,
          "exact and normal approximation agree at the switch (%zu %zu / %zu %zu)", l2000, h2000, l2001, h2001);

    /* outliers: 1..20 and one interrupt-sized sample */
    for (int i = 0; i < 20; i++)
        x[i] = 100 + i;
    x[20] = 100000;
    mt_bench_stats(x, 21, 3, scr, keep, &st);
    check(st.outliers == 1 && st.n == 20 && !keep[20] && keep[0] && st.max == 119, "far-out sample dropped");
    check(st.median == 109.5, "median after rejection %g", st.median);
    mt_bench_stats(x, 21, 0, scr, NULL, &st);
    check(st.outliers == 0 && st.max == 100000, "fence 0 keeps everything");
    for (int i = 0; i < 10; i++)
        x[i] = 7;
    mt_bench_stats(x, 10, 3, scr, keep, &st);
    check(st.outliers == 0 && st.median == 7 && st.ci_lo == 7 && st.ci_hi == 7, "constant samples (IQR 0)");
    mt_bench_stats(x, 0, 3, scr, keep, &st);
    check(st.n == 0 && st.median == 0, "no samples");

    /* coverage of the median CI on skewed (exponential) samples: the true
     * median is ln 2; about 95% of intervals must contain it */
    int cover = 0, trials = 2000;
    for (int t = 0; t < trials; t++) {
        double y[41], s[41];
        for (int i = 0; i < 41; i++)
            y[i] = -log(1 - urand());
        mt_bench_stats(y, 41, 0, s, NULL, &st);
        cover += st.ci_lo <= M_LN2 && M_LN2 <= st.ci_hi;
    }
    double cov = (double)cover / trials;
    check(cov > 0.93 && cov < 0.985, "median CI coverage %.3f (n=41, 2000 trials)", cov);
}

/* ---- measurement: verification catches wrong answers ------------------------ */

static void *short_copy(void *d, const void *s, size_t n)
{
    return memcpy(d, s, n ? n - 1 : 0);
}
static void *over_copy(void *d, const void *s, size_t n)
{
    memcpy(d, s, n);
    ((char *)d)[n] = 0x77;
    return d;
}
static void *bad_ret_copy(void *d, const void *s, size_t n)
{
    memcpy(d, s, n);
    return (char *)d + 1;
}
static void *bad_set(void *d, int c, size_t n)
{
    memset(d, c, n);
    if (n > 3)
        ((char *)d)[3] ^= 1;
    return d;
}
static int inverted_cmp(const void *a, const void *b, size_t n)
{
    return -memcmp(a, b, n);
}
static int always_equal(const void *a, const void *b, size_t n)
{
    (void)a, (void)b, (void)n;
    return 0;
}

static void expect_wrong(struct mt_bench_ctx *ctx, enum mt_op op, void (*fn)(void), const char *label,
                         size_t size, size_t diff)
{
    struct mt_bench_impl im[2];
    char err[512] = "";
    check(mt_bench_impl_resolve(op, "libc", &im[0], err, sizeof err) == 0, "libc");
    memset(&im[1], 0, sizeof im[1]);
    snprintf(im[1].name, sizeof im[1].name, "%s", label);
    snprintf(im[1].label, sizeof im[1].label, "%s", label);
    im[1].kind = MT_BENCH_IMPL_DLSYM;
    im[1].fn.any = fn;
    struct mt_bench_run run;
    mt_bench_run_init(&run, op);
    run.impls = im;
    run.nimpl = 2;
    run.max_seconds = 0.01;
    struct mt_bench_config cfg;
    mt_bench_config_init(&cfg, size);
    cfg.diff_pos = diff;
    struct mt_bench_result res[2];
    struct mt_bench_point pt;
    int rc = mt_bench_measure(ctx, &run, &cfg, res, &pt, err, sizeof err);
    check(rc == -1 && strstr(err, "wrong") && strstr(err, label) && one_line(err),
          "%s %s not caught: rc %d, '%s'", mt_op_name(op), label, rc, err);
}

/* What memcmp replays ask of an implementation: each call's size, where
 * its buffers first differ (n: equal) and a's offset in its line. */
#define REC_MAX 200000
static size_t rec_n, rec_size[REC_MAX], rec_diff[REC_MAX], rec_al[REC_MAX];
static int recording_cmp(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    size_t i = 0;
    while (i < n && x[i] == y[i])
        i++;
    if (rec_n < REC_MAX) {
        rec_size[rec_n] = n;
        rec_diff[rec_n] = i;
        rec_al[rec_n] = (uintptr_t)a % 64;
        rec_n++;
    }
    return i < n ? (x[i] < y[i] ? -1 : 1) : 0;
}

/* A traced memcmp sequence replayed with its differences (--diff-pos
 * trace): every call differs where its traced call did, in trace order the
 * calls come as traced, a's alignment is kept (src-align 0) for most
 * calls, and the replay does not cycle through a few dozen calls (it used
 * to: the calls were packed into the L1 window, about 100 of them). */
static void test_cmp_replay(struct mt_bench_ctx *ctx)
{
    enum { NSEQ = 40000 };
    static uint32_t tsize[NSEQ];
    static long tdiff[NSEQ];
    size_t cap = 64 + (size_t)NSEQ * 24, len = 0;
    char *text = malloc(cap), err[512] = "";
    if (!text)
        return;
    len += (size_t)snprintf(text + len, cap - len, "memtune-seq/1 memcmp\n");
    uint64_t r = 88172645463325252ull;
    for (size_t i = 0; i < NSEQ; i++) {
        r ^= r << 13, r ^= r >> 7, r ^= r << 17;
        /* mostly short, some up to 300 B (zone Z), equal or differing */
        size_t n = r % 10 ? 1 + (r >> 8) % 64 : 1 + (r >> 8) % 300;
        long d = (r >> 20) % 3 == 0 ? -1 : (long)((r >> 24) % n);
        tsize[i] = (uint32_t)n;
        tdiff[i] = d;
        len += (size_t)snprintf(text + len, cap - len, "%zu -1 %ld\n", n, d);
    }
    struct mt_bench_dist d;
    if (mt_bench_dist_parse(text, len, "synthetic.seq", &d, err, sizeof err) != 0) {
        check(0, "synthetic memcmp sequence: %s", err);
        free(text);
        return;
    }
    free(text);
    static const enum mt_bench_order orders[] = { MT_BENCH_ORDER_TRACE, MT_BENCH_ORDER_SHUFFLED };
    for (int o = 0; o < 2; o++) {
        struct mt_bench_impl im;
        memset(&im, 0, sizeof im);
        snprintf(im.name, sizeof im.name, "recording_cmp");
        snprintf(im.label, sizeof im.label, "recording_cmp");
        im.kind = MT_BENCH_IMPL_DLSYM;
        im.fn.any = (void (*)(void))recording_cmp;
        struct mt_bench_run run;
        mt_bench_run_init(&run, MT_OP_MEMCMP);
        run.impls = &im;
        run.nimpl = 1;
        run.dist = &d;
        run.order = orders[o];
        run.max_seconds = 0.05;
        run.passes = 1;
        struct mt_bench_config cfg;
        mt_bench_config_init(&cfg, 0);
        cfg.diff_pos = MT_BENCH_DIFF_TRACE;
        struct mt_bench_result res;
        struct mt_bench_point pt;
        rec_n = 0;
        int rc = mt_bench_measure(ctx, &run, &cfg, &res, &pt, err, sizeof err);
        check(rc == 0, "memcmp replay with traced differences: %s", err);
        const char *on = o == 0 ? "trace order" : "shuffled";
        /* each recorded call is a traced (size, difference) pair; seen[]
         * marks the first traced call of each pair met */
        size_t bad = 0, aligned = 0, run_len = 0, best_run = 0, j = 0;
        static unsigned char seen[NSEQ];
        memset(seen, 0, sizeof seen);
        for (size_t i = 0; i < rec_n; i++) {
            size_t n = rec_size[i], p = rec_diff[i];
            aligned += rec_al[i] == 0;
            /* trace order: the call after a matched one is the next traced call */
            if (run_len && tsize[j] == n && (tdiff[j] < 0 ? p == n : (size_t)tdiff[j] == p)) {
                seen[j] = 1;
                j = (j + 1) % NSEQ;
                if (++run_len > best_run)
                    best_run = run_len;
                continue;
            }
            run_len = 0;
            size_t k;
            for (k = 0; k < NSEQ; k++)
                if (tsize[k] == n && (tdiff[k] < 0 ? p == n : (size_t)tdiff[k] == p))
                    break;
            if (k == NSEQ) {
                bad++;
                continue;
            }
            seen[k] = 1;
            j = (k + 1) % NSEQ;
            run_len = 1;
        }
        size_t distinct = 0;
        for (size_t k = 0; k < NSEQ; k++)
            distinct += seen[k];
        size_t near = 0;
        for (size_t i = 0; i < rec_n; i++)
            near += rec_al[i] < 8;
        check(rc != 0 || (rec_n > 20000 && bad == 0),
              "%s: %zu of %zu replayed calls differ where no traced call of their size did", on, bad, rec_n);
        check(rc != 0 || (aligned * 2 >= rec_n && near * 10 >= rec_n * 9),
              "%s: a 64-byte aligned in %zu, within 8 bytes in %zu of %zu calls (src-align 0)", on, aligned, near,
              rec_n);
        if (o == 0)
            check(rc != 0 || best_run >= 10000, "trace order: longest run of calls in traced order %zu", best_run);
        else
            check(rc != 0 || distinct >= 1000, "shuffled: only %zu distinct (size, difference) pairs in %zu calls",
                  distinct, rec_n);
    }
    mt_bench_dist_free(&d);
}

/* One replay of a shipped distribution (datadir/fleetbench-2024/file) for
 * 10 ms: the impls listed, fleetbench's differences when diff is set. 0,
 * the result and the point, or -1 with err. */
static int dist_run(struct mt_bench_ctx *ctx, const char *datadir, enum mt_op op, const char *file, const char *impls,
                    size_t diff, struct mt_bench_result *res, struct mt_bench_point *pt, char *err, size_t errlen)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/fleetbench-2024/%s", datadir, file);
    struct mt_bench_dist d;
    struct mt_bench_impl *v;
    size_t n;
    if (mt_bench_dist_load(path, &d, err, errlen) != 0)
        return -1;
    if (mt_bench_impl_list_parse(op, impls, &v, &n, err, errlen) != 0) {
        mt_bench_dist_free(&d);
        return -1;
    }
    struct mt_bench_run run;
    mt_bench_run_init(&run, op);
    run.impls = v;
    run.nimpl = n;
    run.dist = &d;
    run.max_seconds = 0.01;
    run.min_samples = 5;
    struct mt_bench_config cfg;
    mt_bench_config_init(&cfg, 0);
    if (diff)
        cfg.diff_pos = diff;
    int rc = mt_bench_measure(ctx, &run, &cfg, res, pt, err, errlen);
    mt_bench_impl_list_free(v, n);
    mt_bench_dist_free(&d);
    return rc;
}

/* A run over impls (the third one the baseline) that takes milliseconds:
 * it measures only that every path runs and fills its results in. */
static void short_run(struct mt_bench_run *run, enum mt_op op, struct mt_bench_impl *v, size_t n, unsigned passes)
{
    mt_bench_run_init(run, op);
    run->impls = v;
    run->nimpl = n;
    run->baseline = 2;
    run->max_seconds = 0.004;
    run->min_samples = 5;
    run->passes = passes;
}

static void test_measure(const char *datadir)
{
    struct mt_bench_ctx *ctx = mt_bench_ctx_new();
    check(ctx != NULL, "context");
    if (!ctx)
        return;
    char err[512] = "";
    struct mt_bench_impl *v;
    size_t n;
    /* every op, both modes, a few dimensions: runs, verifies, gives numbers */
    static const enum mt_op ops[] = { MT_OP_MEMCPY, MT_OP_MEMMOVE, MT_OP_MEMSET, MT_OP_MEMCMP, MT_OP_BCMP };
    for (int o = 0; o < 5; o++) {
        if (mt_bench_impl_list_parse(ops[o], "byte_loop,mt,libc", &v, &n, err, sizeof err) != 0) {
            check(0, "impls: %s", err);
            continue;
        }
        struct mt_bench_run run;
        short_run(&run, ops[o], v, n, 2);
        run.mode = o % 2 ? MT_BENCH_LATENCY : MT_BENCH_THROUGHPUT;
        run.pattern = o == 1 ? MT_BENCH_RANDOM : o == 3 ? MT_BENCH_OFFSETS : MT_BENCH_FIXED;
        struct mt_bench_config cfg[4];
        mt_bench_config_init(&cfg[0], 0);
        mt_bench_config_init(&cfg[1], 100);
        cfg[1].src_align = 3;
        cfg[1].dst_align = 17;
        mt_bench_config_init(&cfg[2], 4096);
        cfg[2].cache = MT_BENCH_L2;
        cfg[2].aliasing = ops[o] == MT_OP_MEMSET ? MT_BENCH_ALIAS_AUTO : 40;
        mt_bench_config_init(&cfg[3], 33);
        if (ops[o] == MT_OP_MEMMOVE)
            cfg[3].overlap = -7;
        if (ops[o] == MT_OP_MEMCMP || ops[o] == MT_OP_BCMP) {
            cfg[1].diff_pos = 50;
            cfg[3].diff_pos = MT_BENCH_DIFF_RANDOM;
        }
        struct mt_bench_result res[12];
        struct mt_bench_point pt[4];
        int rc = mt_bench_sweep(ctx, &run, cfg, 4, res, pt, NULL, NULL, err, sizeof err);
        check(rc == 0, "%s sweep: %s", mt_op_name(ops[o]), err);
        bool ok = rc == 0;
        for (int i = 0; ok && i < 12; i++)
            ok = res[i].verified && res[i].ns.n > 0 && res[i].ns.ci_lo <= res[i].ns.median &&
                 res[i].ns.median <= res[i].ns.ci_hi && pt[i / 3].passes == 2;
        check(ok, "%s results are filled in", mt_op_name(ops[o]));
        check(rc || (res[2].ratio == 1 && res[5].ratio == 1), "%s baseline ratio is 1", mt_op_name(ops[o]));
        if (ops[o] != MT_OP_MEMSET && ops[o] != MT_OP_MEMMOVE)
            check(rc || pt[2].aliasing == 40, "%s aliasing recorded (%d)", mt_op_name(ops[o]), pt[2].aliasing);
        check(rc || pt[1].aliasing == (ops[o] == MT_OP_MEMSET ? -1 : 14), "%s (dst-src)%%4096 from alignments",
              mt_op_name(ops[o]));

        /* the writers produce something well-formed */
        struct mt_bench_report rep = { &run, cfg, 4, pt, res, "memtune bench test", "2000-01-01T00:00:00Z" };
        char *buf = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&buf, &len);
        if (f && rc == 0) {
            check(mt_bench_write_json(f, &rep) == 0, "json write");
            fclose(f);
            int depth = 0, min = 0;
            bool instr = false, esc = false;
            for (size_t i = 0; i < len; i++) {
                char ch = buf[i];
                if (instr) {
                    if (esc)
                        esc = false;
                    else if (ch == '\\')
                        esc = true;
                    else if (ch == '"')
                        instr = false;
                    continue;
                }
                if (ch == '"')
                    instr = true;
                else if (ch == '{' || ch == '[')
                    depth++;
                else if (ch == '}' || ch == ']')
                    depth--;
                if (depth < min)
                    min = depth;
            }
            check(depth == 0 && min == 0 && !instr && strstr(buf, "\"schema\": \"memtune-bench/1\"") &&
                      !strstr(buf, "nan") && !strstr(buf, "inf"),
                  "%s json is balanced and has the schema", mt_op_name(ops[o]));
            free(buf);
            buf = NULL;
            f = open_memstream(&buf, &len);
            check(f && mt_bench_write_csv(f, &rep) == 0, "csv write");
            fclose(f);
            size_t lines = 0;
            for (size_t i = 0; i < len; i++)
                lines += buf[i] == '\n';
            check(lines == 1 + 12, "%s csv has a header and 12 rows (%zu lines)", mt_op_name(ops[o]), lines);
            free(buf);
            buf = NULL;
            f = open_memstream(&buf, &len);
            mt_bench_print_table(f, &rep);
            fclose(f);
            check(len > 100 && strchr(buf, '*'), "%s table printed with a best mark", mt_op_name(ops[o]));
            free(buf);
        } else if (f) {
            fclose(f);
            free(buf);
        }
        mt_bench_impl_list_free(v, n);
    }

    /* use and use-chain (the caller uses the bytes): every op, the library's
     * entry and the header-inline body (its own loops), fixed and random
     * positions; they run, verify and give numbers, and say their names */
    check(!strcmp(mt_bench_mode_name(MT_BENCH_USE), "use") && !strcmp(mt_bench_mode_name(MT_BENCH_USE_CHAIN), "use-chain"),
          "use modes are named");
    for (int o = 0; o < 5; o++) {
        if (mt_bench_impl_list_parse(ops[o], "mt,mt_inline,libc", &v, &n, err, sizeof err) != 0) {
            check(0, "impls: %s", err);
            continue;
        }
        for (int m = 0; m < 2; m++) {
            struct mt_bench_run run;
            short_run(&run, ops[o], v, n, 1);
            run.mode = m ? MT_BENCH_USE_CHAIN : MT_BENCH_USE;
            run.pattern = m ? MT_BENCH_RANDOM : MT_BENCH_OFFSETS;
            struct mt_bench_config cfg[2];
            mt_bench_config_init(&cfg[0], 0);
            mt_bench_config_init(&cfg[1], 40);
            cfg[1].src_align = 5;
            cfg[1].dst_align = 9;
            if (ops[o] == MT_OP_MEMCMP || ops[o] == MT_OP_BCMP)
                cfg[1].diff_pos = MT_BENCH_DIFF_RANDOM;
            struct mt_bench_result res[6];
            struct mt_bench_point pt[2];
            int rc = mt_bench_sweep(ctx, &run, cfg, 2, res, pt, NULL, NULL, err, sizeof err);
            check(rc == 0, "%s %s sweep: %s", mt_op_name(ops[o]), mt_bench_mode_name(run.mode), err);
            bool ok = rc == 0;
            /* a median of 0 is allowed (a batch inside one tick of a coarse
             * counter); this check failed once in about 20 runs under
             * qemu-aarch64, so a failure prints the row */
            for (int i = 0; ok && i < 6; i++) {
                ok = res[i].verified && res[i].ns.n > 0 && res[i].ns.ci_lo <= res[i].ns.median &&
                     res[i].ns.median <= res[i].ns.ci_hi && res[i].ns.median >= 0;
                if (!ok)
                    fprintf(stderr, "row %d: verified %d, n %zu, median %g in [%g, %g]\n", i, (int)res[i].verified,
                            res[i].ns.n, res[i].ns.median, res[i].ns.ci_lo, res[i].ns.ci_hi);
            }
            check(ok, "%s %s results are filled in", mt_op_name(ops[o]), mt_bench_mode_name(run.mode));
        }
        mt_bench_impl_list_free(v, n);
    }

    /* distribution runs: a sample is one segment of 16384 calls, and the
     * replayed sequence is at least 2^20 calls long, so a branch predictor cannot learn it
     * (measure.c, replay_order): memmove with per-call overlaps (sizes
     * linked to positions), memset (sizes alone), memcmp with random first
     * differences (sizes linked to marker positions) */
    static const struct {
        enum mt_op op;
        const char *file;
        size_t diff;
    } dr[] = {
        { MT_OP_MEMMOVE, "Memmove_Fleet.csv", 0 },
        { MT_OP_MEMSET, "Memset_2.csv", 0 },
        { MT_OP_MEMCMP, "Memcmp_Fleet.csv", MT_BENCH_DIFF_RANDOM },
    };
    for (size_t i = 0; datadir && i < sizeof dr / sizeof dr[0]; i++) {
        struct mt_bench_result res[2];
        struct mt_bench_point pt;
        int rc = dist_run(ctx, datadir, dr[i].op, dr[i].file, "mt,libc", dr[i].diff, res, &pt, err, sizeof err);
        check(rc == 0 && res[0].bytes_per_ns.median > 0 && pt.mean_bytes > 0, "distribution run %s: %s",
              dr[i].file, err);
        check(rc != 0 || (dr[i].diff ? pt.batch[0] >= 16384 : pt.batch[0] == 16384), "%s: a sample is %zu calls",
              dr[i].file, pt.batch[0]);
        check(rc != 0 || pt.ncalls >= (1u << 20), "%s: the replayed sequence repeats after %zu calls", dr[i].file,
              pt.ncalls);
    }

    /* a compare replay whose largest size exceeds the window (Bcmp_Fleet:
     * 50188 B, the L1 window 24 KiB), in a fresh context whose buffers
     * are sized for this run alone: the marked layout used to run past
     * them (SIGSEGV in the setup's memcpy) */
    if (datadir) {
        struct mt_bench_ctx *fresh = mt_bench_ctx_new();
        struct mt_bench_result res[1];
        struct mt_bench_point pt;
        int rc = fresh ? dist_run(fresh, datadir, MT_OP_BCMP, "Bcmp_Fleet.csv", "libc", MT_BENCH_DIFF_RANDOM, res, &pt,
                                  err, sizeof err)
                       : -1;
        check(rc == 0 && res[0].bytes_per_ns.median > 0, "Bcmp_Fleet at L1, sizes past the window: %s", err);
        mt_bench_ctx_free(fresh);
    }

    test_cmp_replay(ctx);

    /* wrong answers are errors */
    expect_wrong(ctx, MT_OP_MEMCPY, (void (*)(void))short_copy, "short_copy", 64, 0);
    expect_wrong(ctx, MT_OP_MEMCPY, (void (*)(void))over_copy, "over_copy", 64, 0);
    expect_wrong(ctx, MT_OP_MEMCPY, (void (*)(void))bad_ret_copy, "bad_ret_copy", 64, 0);
    expect_wrong(ctx, MT_OP_MEMMOVE, (void (*)(void))short_copy, "short_move", 300, 0);
    expect_wrong(ctx, MT_OP_MEMSET, (void (*)(void))bad_set, "bad_set", 64, 0);
    expect_wrong(ctx, MT_OP_MEMCMP, (void (*)(void))inverted_cmp, "inverted_cmp", 64, 10);
    expect_wrong(ctx, MT_OP_BCMP, (void (*)(void))always_equal, "always_equal", 64, 63);

    /* impossible configs are refused with a message */
    {
        struct mt_bench_impl im;
        mt_bench_impl_resolve(MT_OP_MEMCPY, "libc", &im, err, sizeof err);
        struct mt_bench_run run;
        mt_bench_run_init(&run, MT_OP_MEMCPY);
        run.impls = &im;
        run.nimpl = 1;
        struct mt_bench_config cfg;
        mt_bench_config_init(&cfg, 64);
        cfg.overlap = 8;
        struct mt_bench_result res;
        struct mt_bench_point pt;
        check(mt_bench_measure(ctx, &run, &cfg, &res, &pt, err, sizeof err) == -1 && strstr(err, "memmove"),
              "overlap on memcpy refused: %s", err);
        mt_bench_config_init(&cfg, (size_t)1 << 30);
        check(mt_bench_measure(ctx, &run, &cfg, &res, &pt, err, sizeof err) == -1 && strstr(err, "limit"),
              "huge size refused: %s", err);
        run.nimpl = 0;
        mt_bench_config_init(&cfg, 64);
        check(mt_bench_measure(ctx, &run, &cfg, &res, &pt, err, sizeof err) == -1, "no implementation refused");
    }
    mt_bench_ctx_free(ctx);
}

/* ---- the busy-neighbour check --------------------------------------------- */

static void test_cpu_load(void)
{
    static struct mt_bench_cpu_sample a, b;
    const char *t0 = "cpu  100 0 100 800 0 0 0 0 0 0\n"
                     "cpu0 50 0 50 400 0 0 0 0 0 0\n"
                     "cpu1 50 0 50 400 0 0 0 0 0 0\n"
                     "intr 12345\n";
    /* CPU 0: 60 of 100 ticks busy; CPU 1 (ours): 100 ticks, 10 stolen */
    const char *t1 = "cpu  300 0 200 1000 0 0 0 10 0 0\n"
                     "cpu0 80 0 80 440 0 0 0 0 0 0\n"
                     "cpu1 140 0 50 400 0 0 0 10 0 0\n";
    /* CPU 0 10% busy, CPU 1 6% steal */
    const char *t2 = "cpu0 55 0 55 490 0 0 0 0\ncpu1 50 0 50 494 0 0 0 6\n";
    /* CPU 0 10% busy, no steal */
    const char *t3 = "cpu0 55 0 55 490 0 0 0 0\ncpu1 150 0 50 400 0 0 0 0\n";
    check(mt_bench_cpu_parse(t0, &a) == 2, "cpu_parse: two per-CPU lines, the summary line skipped");
    check(a.busy[0] == 100 && a.total[0] == 500 && a.busy[1] == 100, "cpu_parse: busy/total of cpu0 (%llu/%llu)",
          a.busy[0], a.total[0]);
    check(mt_bench_cpu_parse("no cpu lines\n", &b) == 0, "cpu_parse: nothing to parse gives 0");
    check(mt_bench_cpu_parse("", &b) == 0, "cpu_parse: empty text gives 0");
    char w[256] = "";
    mt_bench_cpu_parse(t1, &b);
    check(mt_bench_cpu_warning(&a, &b, 1, w, sizeof w) == 1 && strstr(w, "CPU 0 was 60% busy") && one_line(w),
          "cpu_warning: a busy neighbour is named with its share (%s)", w);
    mt_bench_cpu_parse(t2, &b);
    w[0] = 0;
    check(mt_bench_cpu_warning(&a, &b, 1, w, sizeof w) == 1 && strstr(w, "6% of CPU 1") && one_line(w),
          "cpu_warning: steal on the pinned CPU (%s)", w);
    check(mt_bench_cpu_warning(&a, &b, -1, w, sizeof w) == 0, "cpu_warning: steal ignored when not pinned");
    mt_bench_cpu_parse(t3, &b);
    strcpy(w, "untouched");
    check(mt_bench_cpu_warning(&a, &b, 1, w, sizeof w) == 0 && !strcmp(w, "untouched"),
          "cpu_warning: a quiet machine gives no warning and leaves the buffer alone");
    check(mt_bench_cpu_warning(&b, &b, 1, w, sizeof w) == 0, "cpu_warning: no time elapsed gives no warning");
    /* preempted on our own CPU: 300 involuntary switches in 2 s */
    static struct mt_bench_cpu_sample c;
    c = b;
    b.nivcsw = 10, b.when = 100.0;
    c.nivcsw = 310, c.when = 102.0;
    w[0] = 0;
    check(mt_bench_cpu_warning(&b, &c, 1, w, sizeof w) == 1 && strstr(w, "preempted 300 times") && one_line(w),
          "cpu_warning: preemption on the pinned CPU (%s)", w);
    c.nivcsw = 40; /* 30 switches: a few timer-driven ones are normal */
    check(mt_bench_cpu_warning(&b, &c, 1, w, sizeof w) == 0, "cpu_warning: a few switches are not a warning");
    check(mt_bench_load_stop(NULL, 1, w, sizeof w) == 0, "load_stop: no start sample, no warning");
    struct mt_bench_cpu_sample *st = mt_bench_load_start();
    check(st != NULL, "load_start: /proc/stat readable here");
    (void)mt_bench_load_stop(st, 1, w, sizeof w); /* the answer depends on the machine; it must not crash */
}

/* Emulation: MEMTUNE_TEST_EMULATED=1 (set by the build for cross builds,
 * whose tests run under qemu-user, and by scripts/test for the qemu-x86_64
 * run) says the answer must be yes; unset, a native run: no. */
static void test_emulation(void)
{
    const char *e = getenv("MEMTUNE_TEST_EMULATED");
    int want = e && !strcmp(e, "1");
    char why[256];
    int got = mt_bench_emulated(why, sizeof why);
    printf("emulation: %s%s%s\n", got ? "yes" : "no", why[0] ? ", " : "", why);
    check(got == want, "mt_bench_emulated says %s under %s (%s)", got ? "emulated" : "native",
          want ? "an emulator" : "a native run", why);
    check(!got || (why[0] && one_line(why)), "the reason is one line: %s", why);
    const struct mt_bench_machine *m = mt_bench_machine();
    check(!!m->emulated[0] == got, "the machine record agrees (emulated '%s')", m->emulated);
    /* The gate: refuses without the override, labels with it. */
    int rc = mt_bench_emulation_gate("test", false);
    check(want ? rc != 0 : rc == 0, "gate without override returns %d", rc);
    rc = mt_bench_emulation_gate("test", true);
    check(rc == 0, "gate with the override returns %d", rc);
    check(!want || !strncmp(m->cpu, "EMULATED ", 9), "an allowed emulated run is labelled: cpu '%s'", m->cpu);
    check(want || strncmp(m->cpu, "EMULATED", 8) != 0, "a native run is not labelled: cpu '%s'", m->cpu);
}

/* The code footprint of one call (bench/footprint.c): counted, not timed,
 * so exact. The byte loop runs the same instructions per byte at every
 * size; rep movsb counts once however many bytes it moves. */
static void test_footprint(void)
{
    struct mt_bench_impl im;
    struct mt_footprint fp[3];
    char err[256];
    static const size_t sz[3] = { 100, 200, 300 };
    /* an op the footprint does not measure: refused with its reason, every
     * result left unmeasured (a memcpy implementation to be sure the op,
     * not the function, is what is refused) */
    memset(fp, 0xff, sizeof fp);
    err[0] = 0;
    check(mt_bench_impl_resolve(MT_OP_MEMCPY, "byte_loop", &im, err, sizeof err) == 0 &&
              mt_footprint_measure(MT_OP_NAME_EQ, &im, sz, 3, fp, err, sizeof err) == -1 &&
              strstr(err, "name_eq") && !fp[0].ok && !fp[2].insns,
          "footprint of name_eq: not refused ('%s')", err);
#if defined(__x86_64__) && defined(__linux__)
    if (mt_bench_impl_resolve(MT_OP_MEMCPY, "byte_loop", &im, err, sizeof err) != 0) {
        check(false, "byte_loop: %s", err);
        return;
    }
    if (mt_footprint_measure(MT_OP_MEMCPY, &im, sz, 3, fp, err, sizeof err) != 0) {
        if (strstr(err, "ptrace")) {
            printf("skip: %s\n", err);
            return;
        }
        check(false, "footprint byte_loop: %s", err);
        return;
    }
    check(fp[0].ok && fp[1].ok && fp[2].ok, "footprint byte_loop: not every size measured");
    check(fp[1].insns >= fp[0].insns + 100 && fp[2].insns - fp[1].insns == fp[1].insns - fp[0].insns,
          "footprint byte_loop: %zu, %zu, %zu instructions at 100, 200, 300 B (not linear)", fp[0].insns, fp[1].insns,
          fp[2].insns);
    for (int i = 0; i < 3; i++)
        check(fp[i].lines >= 1 && fp[i].lines <= fp[i].distinct && fp[i].distinct <= fp[i].insns,
              "footprint byte_loop at %zu B: %zu lines, %zu distinct, %zu executed", sz[i], fp[i].lines,
              fp[i].distinct, fp[i].insns);
    check(fp[2].distinct == fp[1].distinct, "footprint byte_loop: %zu distinct instructions at 200 B, %zu at 300",
          fp[1].distinct, fp[2].distinct);
    static const size_t big[1] = { 4096 };
    if (mt_bench_impl_resolve(MT_OP_MEMCPY, "rep_movsb", &im, err, sizeof err) == 0) {
        check(mt_footprint_measure(MT_OP_MEMCPY, &im, big, 1, fp, err, sizeof err) == 0 && fp[0].insns < 64,
              "footprint rep_movsb at 4 KiB: %zu instructions (%s)", fp[0].insns, err);
    }
#endif
}

/* --dst-cache (run.dst_cache): src stays where the config puts it (one
 * place: fixed pattern, L1), dst is a new place each call over a window of
 * the level asked for, at the config's (dst - src) % 4096; each
 * implementation gets places of its own, so none finds the lines the one
 * before it wrote. */
#define DREC 4096
static size_t drec_n;
static uintptr_t drec_s[DREC], drec_d[DREC];
static int drec_k[DREC];
static void *recording_copy_k(void *d, const void *s, size_t n, int k)
{
    /* a ring: the last DREC calls are the timed rounds (the batch-size
     * calibration before them replays places from the first) */
    drec_s[drec_n % DREC] = (uintptr_t)s;
    drec_d[drec_n % DREC] = (uintptr_t)d;
    drec_k[drec_n % DREC] = k;
    drec_n++;
    unsigned char *x = d;
    const unsigned char *y = s;
    for (size_t i = 0; i < n; i++)
        x[i] = y[i];
    return d;
}
static void *recording_copy0(void *d, const void *s, size_t n)
{
    return recording_copy_k(d, s, n, 0);
}
static void *recording_copy1(void *d, const void *s, size_t n)
{
    return recording_copy_k(d, s, n, 1);
}

/* distinct dst pages of implementation k among the recorded calls */
static size_t dst_pages(int k)
{
    size_t pages = 0;
    for (size_t i = 0; i < drec_n; i++) {
        bool seen = drec_k[i] != k;
        for (size_t j = 0; j < i && !seen; j++)
            seen = drec_k[j] == k && drec_d[j] / 4096 == drec_d[i] / 4096;
        pages += !seen;
    }
    return pages;
}

/* calls (after the first batch) whose dst page the batch just before, the
 * other implementation's, also wrote; and those calls in all */
static size_t dst_rewritten(size_t *calls)
{
    size_t hits = 0, prev = 0, start = 0;
    *calls = 0;
    while (start < drec_n && drec_k[start] == drec_k[0])
        start++; /* the first (maybe partial) batch */
    prev = 0;
    for (size_t i = start; i < drec_n;) {
        size_t end = i;
        while (end < drec_n && drec_k[end] == drec_k[i])
            end++;
        for (size_t c = i; c < end; c++) {
            bool hit = false;
            for (size_t j = prev; j < i && !hit; j++)
                hit = drec_d[j] / 4096 == drec_d[c] / 4096;
            hits += hit;
            (*calls)++;
        }
        prev = i;
        i = end;
    }
    return hits;
}

static void test_dst_cache(void)
{
    struct mt_bench_ctx *ctx = mt_bench_ctx_new();
    struct mt_bench_impl im[2];
    memset(im, 0, sizeof im);
    for (int k = 0; k < 2; k++) {
        snprintf(im[k].name, sizeof im[k].name, "recording_copy");
        snprintf(im[k].label, sizeof im[k].label, "rec%d", k);
        im[k].kind = MT_BENCH_IMPL_DLSYM;
        im[k].fn.copy = k ? recording_copy1 : recording_copy0;
    }
    struct mt_bench_run run;
    mt_bench_run_init(&run, MT_OP_MEMCPY);
    check(run.dst_cache == -1, "dst_cache defaults to -1 (dst beside src)");
    run.impls = im;
    run.nimpl = 2;
    run.max_seconds = 0.05;
    run.min_samples = 4;
    run.pattern = MT_BENCH_FIXED;
    run.dst_cache = MT_BENCH_DRAM;
    struct mt_bench_config cfg;
    mt_bench_config_init(&cfg, 1024);
    cfg.aliasing = 2064;
    struct mt_bench_result res[2];
    struct mt_bench_point pt;
    char err[512] = "";
    drec_n = 0;
    int rc = mt_bench_measure(ctx, &run, &cfg, res, &pt, err, sizeof err);
    check(rc == 0 && res[0].verified && res[1].verified, "dst-cache run: %s", err);
    size_t n = drec_n < DREC ? drec_n : DREC, bad_alias = 0;
    drec_n = n; /* dst_pages reads entries 0..n-1: the ring is full or starts at 0 */
    uintptr_t dlo = UINTPTR_MAX, dhi = 0;
    bool one_src = n > 0;
    for (size_t i = 0; i < n; i++) {
        one_src &= drec_s[i] == drec_s[0];
        bad_alias += (drec_d[i] - drec_s[i]) % 4096 != 2064;
        dlo = drec_d[i] < dlo ? drec_d[i] : dlo;
        dhi = drec_d[i] > dhi ? drec_d[i] : dhi;
    }
    size_t p0 = dst_pages(0), p1 = dst_pages(1), calls, re = dst_rewritten(&calls);
    const struct mt_cpu_info *ci = mt_cpu();
    size_t l1 = ci->l1d ? ci->l1d : 32u << 10;
    check(n > 100 && one_src, "dst-cache: src in one place (%zu calls)", n);
    check(n && !bad_alias, "dst-cache: (dst - src) %% 4096 kept at 2064 (%zu of %zu calls not)", bad_alias, n);
    check(n && dhi - dlo > 4 * l1 && p0 * 4096 > 4 * l1 && p1 * 4096 > 4 * l1,
          "dst-cache: dst spread over %zu KiB, %zu and %zu distinct pages in %zu calls", (size_t)(dhi - dlo) >> 10, p0,
          p1, n);
    /* places paired as in L1 would have each batch rewrite the batch
     * before it: nearly every call */
    check(calls > 100 && re * 4 < calls, "dst-cache: %zu of %zu calls wrote a page the other implementation's batch "
          "just wrote", re, calls);
    check(rc || pt.aliasing == 2064, "dst-cache: aliasing recorded (%d)", pt.aliasing);
    mt_bench_ctx_free(ctx);
}

int main(int argc, char **argv)
{
    const char *datadir = argc > 1 ? argv[1] : NULL;
    test_emulation();
    test_dist(datadir);
    test_values();
    test_impls();
    test_round_order();
    test_stats();
    test_measure(datadir);
    test_dst_cache();
    test_cpu_load();
    test_footprint();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
