/* Calibration logic that needs no timing: crossover detection on synthetic
 * curves (clean, noisy, non-crossing, windows), the export formats
 * (GLIBC_TUNABLES within glibc's limits, GCC strategy strings), and the
 * files and children (calibrate/files.c, calibrate/spawn.c): an atomic
 * profile under RLIMIT_FSIZE, the directory lock, argv without a shell,
 * SIGINT killing the child. tests/test_tool.py runs the tool itself. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <dirent.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "calibrate/crossover.h"
#include "calibrate/export.h"
#include "calibrate/files.h"
#include "calibrate/gcc.h"
#include "calibrate/spawn.h"
#include "memtune.h"
#include "memtune/cpu.h"
#include "calibrate/vecstate.h"

static int passed, failed;
#define CHECK(cond, ...)                                                       \
    do {                                                                       \
        if (cond) passed++;                                                    \
        else {                                                                 \
            failed++;                                                          \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                        \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
        }                                                                      \
    } while (0)

#define N 24
static size_t sizes[N];
static double am[N], al[N], ah[N], bm[N], bl[N], bh[N];

/* a: constant 100 ns; b: starts at b0 and falls linearly; CI half-width w
 * (relative); noise: deterministic pseudo-random jitter of the medians. */
static void make(double b0, double slope, double w, double noise, unsigned seed)
{
    srand(seed);
    for (int i = 0; i < N; i++) {
        sizes[i] = (size_t)64 << (i / 2) | (i % 2 ? (size_t)32 << (i / 2) : 0);
        double ja = noise * ((rand() / (double)RAND_MAX) * 2 - 1);
        double jb = noise * ((rand() / (double)RAND_MAX) * 2 - 1);
        am[i] = 100 * (1 + ja);
        bm[i] = (b0 - slope * i) * (1 + jb);
        al[i] = am[i] * (1 - w); ah[i] = am[i] * (1 + w);
        bl[i] = bm[i] * (1 - w); bh[i] = bm[i] * (1 + w);
    }
}

static struct mt_crossover run(void)
{
    struct mt_crossover x;
    struct mt_xcurve a = { am, al, ah }, b = { bm, bl, bh };
    int rc = mt_find_crossover(sizes, N, a, b, 0.02, &x);
    CHECK(rc == 0, "find_crossover rc %d", rc);
    return x;
}

static void test_crossover(void)
{
    /* sizes must ascend */
    make(150, 5, 0.01, 0, 1);
    for (int i = 0; i < N; i++) {
        size_t prev = i ? sizes[i - 1] : 0;
        CHECK(sizes[i] > prev, "synthetic sizes ascend at %d", i);
    }
    /* clean crossing: b = 150 - 5i crosses 100 at i = 10 */
    struct mt_crossover x = run();
    CHECK(x.kind == MT_X_AT, "clean: kind %d", x.kind);
    CHECK(x.index >= 10 && x.index <= 12, "clean: index %d (expect 10..12)", x.index);
    CHECK(x.lo <= x.value && x.value == x.hi, "clean: lo %zu value %zu hi %zu", x.lo, x.value, x.hi);
    CHECK(x.gain > 1.0, "clean: gain %.2f", x.gain);

    /* b always slower: never */
    make(200, 1, 0.01, 0, 2);
    x = run();
    CHECK(x.kind == MT_X_NEVER && x.value == SIZE_MAX, "slower: kind %d", x.kind);

    /* b always faster: always, value = smallest size */
    make(80, 0.5, 0.01, 0, 3);
    x = run();
    CHECK(x.kind == MT_X_ALWAYS && x.value == sizes[0], "faster: kind %d value %zu", x.kind, x.value);

    /* identical within noise everywhere: no proven win, never */
    make(100, 0, 0.03, 0.005, 4);
    x = run();
    CHECK(x.kind == MT_X_NEVER, "tie: kind %d", x.kind);

    /* b wins only in a window, then loses at the top: never, window flagged */
    make(150, 5, 0.01, 0, 5);
    for (int i = 18; i < N; i++) { bm[i] = 130; bl[i] = 128; bh[i] = 132; }
    x = run();
    CHECK(x.kind == MT_X_NEVER && x.window, "window: kind %d window %d", x.kind, x.window);

    /* ties everywhere but one winning point at the very top: not evidence */
    make(100, 0, 0.01, 0, 6);
    bm[N - 1] = 80; bl[N - 1] = 79; bh[N - 1] = 81;
    x = run();
    CHECK(x.kind == MT_X_NEVER, "single top win: kind %d", x.kind);
    /* two winning points at the top: a crossover there */
    bm[N - 2] = 80; bl[N - 2] = 79; bh[N - 2] = 81;
    x = run();
    CHECK(x.kind == MT_X_AT && x.value == sizes[N - 2], "two top wins: kind %d value %zu", x.kind, x.value);

    /* noisy crossing: over 50 seeds the answer stays within two size steps
     * of the true crossing and never claims a win where b is slower */
    int worst = 0;
    for (unsigned s = 10; s < 60; s++) {
        make(150, 5, 0.02, 0.015, s);
        x = run();
        int d = x.kind == MT_X_AT ? abs(x.index - 10) : 99;
        if (d > worst) worst = d;
        CHECK(x.kind == MT_X_NEVER || bm[x.index] < am[x.index], "noisy seed %u: chose a size where b is slower", s);
    }
    CHECK(worst <= 2, "noisy: worst distance %d steps", worst);

    /* a second condition: the size from which A never wins again */
    make(150, 5, 0.01, 0, 1);
    struct mt_xcurve A = { am, al, ah }, B = { bm, bl, bh };
    size_t nsf = mt_not_slower_from(sizes, N, A, B, 0.02);
    CHECK(nsf >= sizes[9] && nsf <= sizes[11], "not_slower_from on the clean crossing: %zu", nsf);
    make(80, 0.5, 0.01, 0, 3);
    CHECK(mt_not_slower_from(sizes, N, A, B, 0.02) == sizes[0], "b never slower: from the first size");
    make(200, 1, 0.01, 0, 2);
    CHECK(mt_not_slower_from(sizes, N, A, B, 0.02) == SIZE_MAX, "b slower at the top: SIZE_MAX");
    make(100, 0, 0.03, 0.005, 4);
    CHECK(mt_not_slower_from(sizes, N, A, B, 0.02) == sizes[0], "ties everywhere: from the first size");

    /* a "below" knob (memcpy.vec_from): A only where it wins from the
     * smallest size up; ties go to B */
    make(150, 5, 0.01, 0, 1);
    size_t wb = mt_wins_below(sizes, N, A, B, 0.02, 2);
    CHECK(wb >= sizes[9] && wb <= sizes[11] && bm[0] > am[0], "wins_below on the clean crossing: %zu", wb);
    for (size_t i = 0; wb && i < N && sizes[i] < wb; i++)
        CHECK(am[i] < bm[i], "wins_below: A taken at %zu B where it is slower", sizes[i]);
    make(80, 0.5, 0.01, 0, 3);
    CHECK(mt_wins_below(sizes, N, A, B, 0.02, 2) == 0, "b never slower: 0 (b at every size)");
    make(200, 1, 0.01, 0, 2);
    CHECK(mt_wins_below(sizes, N, A, B, 0.02, 2) == sizes[N - 1] + 1, "a faster at every size: past the largest");
    make(100, 0, 0.03, 0.005, 4);
    CHECK(mt_wins_below(sizes, N, A, B, 0.02, 2) == 0, "ties everywhere: 0");
    make(150, 5, 0.01, 0, 1);
    am[1] = bm[1]; al[1] = bl[1]; ah[1] = bh[1];
    CHECK(mt_wins_below(sizes, N, A, B, 0.02, 2) == 0, "a wins at one smallest size only (a tie next): 0");
    CHECK(mt_wins_below(sizes, N, A, B, 0.02, 1) == sizes[1], "need 1: the tie ends it (%zu)",
          mt_wins_below(sizes, N, A, B, 0.02, 1));

    /* combining: the largest bound wins; an unbounded condition moves the
     * knob just past the sizes it measured; NEVER stays NEVER */
    struct mt_crossover px = { MT_X_AT, 1024, 700, 1024, 4, 1.5, 0 };
    size_t gs[6] = { 256, 512, 1024, 2048, 4096, 8192 };
    size_t bnd[2] = { 512, 2048 }, top[2] = { 8192, 4096 };
    int bind = 0;
    CHECK(mt_combine_bounds(&px, gs, 6, bnd, top, 2, &bind) == 2048 && bind == 1, "combine: condition 1 binds (%d)", bind);
    bnd[1] = 256;
    CHECK(mt_combine_bounds(&px, gs, 6, bnd, top, 2, &bind) == 1024 && bind == -1, "combine: the primary binds");
    bnd[1] = SIZE_MAX;
    CHECK(mt_combine_bounds(&px, gs, 6, bnd, top, 2, &bind) == 8192 && bind == 1,
          "combine: unbounded below top 4096 -> the next primary size");
    top[1] = 8192;
    CHECK(mt_combine_bounds(&px, gs, 6, bnd, top, 2, &bind) == SIZE_MAX, "combine: unbounded at the top -> never");
    px.kind = MT_X_NEVER;
    bnd[1] = 256;
    CHECK(mt_combine_bounds(&px, gs, 6, bnd, top, 2, &bind) == SIZE_MAX && bind == -1, "combine: never stays never");

    /* minimax over states that disagree: state 0 (all six sizes) has B
     * 1.5x faster from 1024 B; state 1 (the first four) has A 1.2x
     * faster at 1024 and 2048 B; state 2 (the first five) has B 2x
     * faster from 512 B. v0 = 4096 (A wherever state 1 measured it
     * faster) costs state 2 a factor 2 at 512..2048 and state 0 1.5 at
     * 1024..2048; 1024 costs state 2 its factor 2 at 512; 512 costs 1.2
     * at most (state 1 at 1024 and 2048): the cheapest. */
    {
        double one[6] = { 1, 1, 1, 1, 1, 1 }, am0[6] = { 1, 1, 1.5, 1.5, 1.5, 1.5 };
        double bm1[6] = { 1, 1, 1.2, 1.2, 1, 1 }, am2[6] = { 1, 2, 2, 2, 2, 1 };
        struct mt_xstate st[3] = {
            { { am0, am0, am0 }, { one, one, one }, 6 },
            { { one, one, one }, { bm1, bm1, bm1 }, 4 },
            { { am2, am2, am2 }, { one, one, one }, 5 },
        };
        double c0, c1;
        size_t v = mt_minimax_value(gs, 6, st, 3, 0.02, 0.10, 4096, &c0, &c1);
        CHECK(v == 512 && c0 == 2.0 && c1 == 1.2, "minimax: 512 (%zu, costs %.2f -> %.2f)", v, c0, c1);
        size_t ks, at;
        CHECK(mt_minimax_cost(gs, 6, st, 3, 4096, 0.02, &ks, &at) == 2.0 && ks == 2 && at == 512,
              "minimax cost at 4096: state 2 at 512 B (%zu, %zu)", ks, at);
        CHECK(mt_minimax_cost(gs, 6, st, 3, 512, 0.02, &ks, &at) == 1.2 && ks == 1 && at == 1024,
              "minimax cost at 512: state 1 at 1024 B (%zu, %zu)", ks, at);
        /* within the margin, the states disagreeing (v0 costs 2.0): the
         * value that loses less time, 512 (0.4 against 4.0) */
        CHECK(mt_minimax_value(gs, 6, st, 3, 0.02, 1.0, 4096, &c0, &c1) == 512 && c0 == 2.0 && c1 == 1.2,
              "minimax: a near tie of large slowdowns goes to the value losing less time");
        /* within the margin and a small slowdown (1.2 against 1.1): v0
         * stays. X: B 1.2x faster from 1024 B; Y: A 1.1x faster at 1024
         * and 2048 B */
        double ax[6] = { 1, 1, 1.2, 1.2, 1.2, 1.2 }, by[6] = { 1, 1, 1.1, 1.1, 1, 1 };
        struct mt_xstate sxy[2] = { { { ax, ax, ax }, { one, one, one }, 6 }, { { one, one, one }, { by, by, by }, 4 } };
        CHECK(mt_minimax_value(gs, 6, sxy, 2, 0.02, 0.10, 4096, &c0, &c1) == 4096 && c1 == c0 && c0 == 1.2,
              "minimax: within the margin v0 stays (%.2f)", c0);
        /* within the margin, large slowdowns (1.3 against 1.25), but the
         * cheapest value loses more time: X's 1.3 is of 1 ns, Y's 1.25 of
         * 100 ns: v0 stays */
        double ax3[6] = { 1, 1, 1.3, 1.3, 1.3, 1.3 }, ay[6] = { 100, 100, 100, 100, 100, 100 };
        double by3[6] = { 100, 100, 125, 125, 100, 100 };
        struct mt_xstate s3[2] = { { { ax3, ax3, ax3 }, { one, one, one }, 6 },
                                   { { ay, ay, ay }, { by3, by3, by3 }, 4 } };
        CHECK(mt_minimax_value(gs, 6, s3, 2, 0.02, 0.10, 4096, &c0, &c1) == 4096 && c0 > 1.29 && c0 < 1.31,
              "minimax: a near tie that the time favours v0 keeps it (%.2f)", c0);
        /* states that agree: v0 costs nothing, stays */
        CHECK(mt_minimax_value(gs, 6, st, 1, 0.02, 0.10, 1024, &c0, &c1) == 1024 && c0 == 1.0,
              "minimax: one state, its own crossover stays");
        /* v0 between sizes acts as the next size; never (SIZE_MAX) as past the last */
        CHECK(mt_minimax_value(gs, 6, st, 1, 0.02, 0.10, 900, &c0, &c1) == 900, "minimax: 900 acts as 1024");
        CHECK(mt_minimax_value(gs, 6, st, 1, 0.02, 0.10, SIZE_MAX, &c0, &c1) == 1024 && c0 == 1.5,
              "minimax: never costs 1.5 where B wins: switched to 1024");
        /* B wins everywhere it is measured: the smallest size */
        CHECK(mt_minimax_value(gs, 6, st + 2, 1, 0.02, 0.10, SIZE_MAX, &c0, &c1) == 512,
              "minimax: ties at 256 B, B from 512");
        /* A wins everywhere: never */
        struct mt_xstate sa = { { one, one, one }, { am2, am2, am2 }, 5 };
        CHECK(mt_minimax_value(gs, 6, &sa, 1, 0.02, 0.10, 256, &c0, &c1) == 8192 && c0 == 2.0 && c1 == 1.0,
              "minimax: A faster up to 4096, 8192 not measured: from 8192 (nearer v0 than never)");
        /* invalid input: v0 */
        double z[6] = { 0 };
        struct mt_xstate sz = { { z, z, z }, { one, one, one }, 6 };
        CHECK(mt_minimax_value(gs, 6, &sz, 1, 0.02, 0.10, 777, &c0, &c1) == 777, "minimax: zero times -> v0");
        struct mt_xstate sm = { { one, one, one }, { one, one, one }, 7 };
        CHECK(mt_minimax_value(gs, 6, &sm, 1, 0.02, 0.10, 777, &c0, &c1) == 777, "minimax: m > n -> v0");
    }

    /* invalid input */
    struct mt_crossover y;
    size_t bad[3] = { 8, 8, 16 };
    double v[3] = { 1, 1, 1 }, nanv[3] = { 1, NAN, 1 };
    struct mt_xcurve c = { v, v, v }, cn = { nanv, v, v };
    CHECK(mt_find_crossover(bad, 3, c, c, 0.02, &y) == -1, "non-ascending sizes rejected");
    CHECK(mt_find_crossover(sizes, 3, cn, c, 0.02, &y) == -1, "NaN rejected");
    CHECK(mt_find_crossover(sizes, 0, c, c, 0.02, &y) == -1, "empty rejected");
}

static void test_glibc(void)
{
    struct mt_glibc_limits l;
    const char *list =
        "glibc.cpu.x86_rep_movsb_threshold: 0x840 (min: 0x200, max: 0xffffffffffffffff)\n"
        "glibc.cpu.x86_rep_stosb_threshold: 0x800 (min: 0x1, max: 0xffffffffffffffff)\n"
        "glibc.cpu.x86_non_temporal_threshold: 0xf000000 (min: 0x4040, max: 0xfffffffffffffff)\n";
    CHECK(mt_glibc_limits_parse(list, &l) == 0, "parse list-tunables");
    CHECK(l.rep_movsb_min == 0x200 && l.nt_max == 0xfffffffffffffffull && !l.has_memset_nt,
          "limits %zx %zx %d", l.rep_movsb_min, l.nt_max, l.has_memset_nt);
    CHECK(mt_glibc_limits_parse("nothing here\n", &l) == -1, "no tunables -> -1");
    CHECK(mt_glibc_limits_parse(list, &l) == 0 && l.cur_rep_movsb == 0x840 && l.cur_rep_stosb == 0x800 &&
              l.cur_nt == 0xf000000, "values in force: %zx %zx %zx", l.cur_rep_movsb, l.cur_rep_stosb, l.cur_nt);

    /* check sizes: inside each moved interval and one control each side,
     * off the derivation grid, capped */
    {
        size_t moved[2][2] = { { 2112, 4096 }, { 16u << 20, SIZE_MAX } }, out[32];
        size_t grid[3] = { 2752, 3072, 5328 }; /* 1.3 * 2112 = 2745.6 -> 2752 is on it */
        size_t n = mt_check_sizes((const size_t (*)[2])moved, 2, 64u << 20, grid, 3, out, 32);
        int sorted = 1, off_grid = 1, in_cap = 1, inside = 0, below = 0, above = 0;
        for (size_t i = 0; i < n; i++) {
            sorted &= !i || out[i] > out[i - 1];
            off_grid &= out[i] != 2752 && out[i] != 3072;
            in_cap &= out[i] <= (64u << 20) && out[i] % 8 == 0;
            inside += out[i] > 2112 && out[i] < 4096;
            below += out[i] < 2112;
            above += out[i] > 4096 && out[i] < (16u << 20);
        }
        CHECK(n >= 6 && sorted && off_grid && in_cap && inside >= 2 && below == 1 && above >= 1,
              "check sizes: n %zu sorted %d off grid %d capped %d inside %d below %d above %d", n, sorted, off_grid,
              in_cap, inside, below, above);
        size_t same[1][2] = { { 4096, 4096 } };
        CHECK(mt_check_sizes((const size_t (*)[2])same, 1, 64u << 20, NULL, 0, out, 32) == 0,
              "an unmoved threshold: nothing to check");
    }
    /* paired verdicts */
    {
        double base[5] = { 10, 10.2, 9.9, 10.1, 10 }, fast[5] = { 8, 8.1, 8.2, 7.9, 8 }, slow[5] = { 12, 12, 12.5, 11.8, 12 };
        double mix[5] = { 9.5, 10.6, 9.8, 10.3, 9.9 }, r, lo, hi;
        CHECK(mt_check_verdict(base, fast, 5, 0.03, &r, &lo, &hi) == MT_CHECK_FASTER && r > 1.2 && lo > 1,
              "faster: %.3f [%.3f..%.3f]", r, lo, hi);
        CHECK(mt_check_verdict(base, slow, 5, 0.03, &r, &lo, &hi) == MT_CHECK_SLOWER && r < 0.85 && hi < 1,
              "slower: %.3f [%.3f..%.3f]", r, lo, hi);
        CHECK(mt_check_verdict(base, mix, 5, 0.03, &r, &lo, &hi) == MT_CHECK_SAME, "mixed: no difference (%.3f)", r);
        slow[2] = 9; /* one rep the other way: not proven */
        CHECK(mt_check_verdict(base, slow, 5, 0.03, &r, &lo, &hi) == MT_CHECK_SAME, "one contrary rep: no difference");
        CHECK(!strcmp(mt_check_verdict_name(MT_CHECK_SLOWER), "slower") &&
              !strcmp(mt_check_verdict_name(MT_CHECK_SAME), "no difference"), "verdict names");
    }


    mt_glibc_limits_parse(list, &l);
    struct mt_knobs k = { .memcpy_rep_movsb_from = 4096, .memcpy_nt_from = 16u << 20,
                          .memset_rep_stosb_from = 2048, .memset_nt_from = SIZE_MAX };
    char buf[512], notes[512];
    mt_export_glibc(&k, &l, buf, sizeof buf, notes, sizeof notes);
    CHECK(!strcmp(buf, "glibc.cpu.x86_rep_movsb_threshold=4096:glibc.cpu.x86_rep_stosb_threshold=2048:"
                       "glibc.cpu.x86_non_temporal_threshold=16777216"), "glibc string: %s", buf);
    /* below glibc's minimum: raised, with a note */
    k.memcpy_rep_movsb_from = 100;
    mt_export_glibc(&k, &l, buf, sizeof buf, notes, sizeof notes);
    CHECK(strstr(buf, "x86_rep_movsb_threshold=512") && strstr(notes, "minimum"), "clamped: %s | %s", buf, notes);
    /* never: set equal to the NT threshold (disables it) */
    k.memcpy_rep_movsb_from = SIZE_MAX;
    mt_export_glibc(&k, &l, buf, sizeof buf, notes, sizeof notes);
    CHECK(strstr(buf, "x86_rep_movsb_threshold=16777216"), "never: %s", buf);
    /* NT never: glibc maximum */
    k.memcpy_nt_from = SIZE_MAX;
    mt_export_glibc(&k, &l, buf, sizeof buf, notes, sizeof notes);
    CHECK(strstr(buf, "x86_non_temporal_threshold=1152921504606846975"), "nt never: %s", buf);
    /* NT below the minimum */
    k.memcpy_nt_from = 1000;
    mt_export_glibc(&k, &l, buf, sizeof buf, notes, sizeof notes);
    CHECK(strstr(buf, "x86_non_temporal_threshold=16449"), "nt min: %s", buf);
}

static void test_gcc(void)
{
    size_t s[6] = { 8, 16, 32, 64, 128, 256 };
    const char *b1[6] = { "unrolled_loop", "unrolled_loop", "unrolled_loop", "unrolled_loop", "rep_8byte", "rep_8byte" };
    char buf[256];
    mt_export_gcc_strategy(s, b1, 6, "libcall", buf, sizeof buf);
    CHECK(!strcmp(buf, "unrolled_loop:64:noalign,rep_8byte:256:noalign,libcall:-1:noalign"), "gcc: %s", buf);
    const char *b2[6] = { "loop", "loop", "libcall", "libcall", "libcall", "libcall" };
    mt_export_gcc_strategy(s, b2, 6, "libcall", buf, sizeof buf);
    CHECK(!strcmp(buf, "loop:16:noalign,libcall:-1:noalign"), "gcc tail merge: %s", buf);
    const char *b3[1] = { "libcall" };
    mt_export_gcc_strategy(s, b3, 1, "libcall", buf, sizeof buf);
    CHECK(!strcmp(buf, "libcall:-1:noalign"), "gcc all libcall: %s", buf);
    CHECK(mt_gcc_alg_valid("rep_8byte") && mt_gcc_alg_valid("vector_loop") && !mt_gcc_alg_valid("rep_16byte"),
          "alg names");

    /* ties: within 3% (or the fastest one's IQR) of the fastest count as
     * the fastest, so the earlier algorithm (libcall) keeps the size and two
     * runs whose noise differs by 2% derive the same strategy */
    {
        enum { NA = 3, NS = 4 };
        /* size 0: all within 2%; size 1: alg 1 by 25%; size 2: 0 and 1 tie,
         * 2 is 5% slower; size 3: alg 2 by 2x */
        double run1[NA][NS] = { { 10.0, 20.0, 30.0, 40.0 }, { 10.1, 15.0, 29.5, 40.5 }, { 9.9, 25.0, 31.2, 20.0 } };
        double run2[NA][NS] = { { 10.1, 20.2, 29.8, 40.2 }, { 9.9, 15.1, 30.1, 40.0 }, { 10.1, 24.8, 31.4, 20.3 } };
        double iqr[NA][NS] = { { 0 } };
        size_t c1[NS], c2[NS];
        mt_gcc_merge_ties(&run1[0][0], &iqr[0][0], NS, NA, NS);
        mt_gcc_merge_ties(&run2[0][0], &iqr[0][0], NS, NA, NS);
        mt_gcc_segment(&run1[0][0], NS, NA, NS, 3, 0.25, c1);
        mt_gcc_segment(&run2[0][0], NS, NA, NS, 3, 0.25, c2);
        CHECK(!memcmp(c1, c2, sizeof c1) && c1[0] == 1 && c1[1] == 1 && c1[2] == 1 && c1[3] == 2,
              "ties: the same choice from both runs: %zu %zu %zu %zu / %zu %zu %zu %zu", c1[0], c1[1], c1[2], c1[3],
              c2[0], c2[1], c2[2], c2[3]);
        double wide[2][1] = { { 10.0 }, { 9.0 } }, wi[2][1] = { { 0.02 }, { 0.15 } };
        mt_gcc_merge_ties(&wide[0][0], &wi[0][0], 1, 2, 1);
        CHECK(wide[0][0] == 9.0, "ties: within the fastest one's 15%% IQR: %.1f", wide[0][0]);
    }
    /* validation sizes: one between each pair of grid sizes, off the grid */
    {
        size_t grid[5] = { 8, 16, 24, 168, 192 }, v[8];
        size_t n = mt_gcc_check_sizes(grid, 5, v, 8);
        int ok = n == 4;
        for (size_t i = 0; ok && i < n; i++)
            ok = v[i] > grid[i] && v[i] < grid[i + 1] && v[i] % 4 == 0;
        CHECK(ok, "gcc check sizes: %zu: %zu %zu %zu %zu", n, v[0], v[1], v[2], v[3]);
    }
}

static char tmpdir[256];

/* The kernel memcpy/memset models the GCC export times "libcall" against
 * (gcc.c): compiled with the system compiler into a checker that compares
 * them with byte loops at every size 0..300, offsets 0..15 and, for memcpy,
 * both loop directions, with guard bytes. x86-64 only (the models are x86
 * assembly); skipped without a compiler. */
static void test_kernel_model(void)
{
#if defined(__x86_64__)
    static const char checker[] =
        "#include <stdio.h>\n#include <string.h>\n#include <stddef.h>\n"
        "void *memcpy(void *, const void *, size_t); void *memset(void *, int, size_t);\n"
        "static unsigned char buf[2048], ref[2048];\n"
        "int main(void) { int bad = 0, n = 0;\n"
        "  for (int len = 0; len <= 300; len++) for (int so = 0; so < 16; so++) for (int dd = -1; dd <= 1; dd += 2) {\n"
        "    int s = 700 + so, d = s + dd * (352 + (len * 7) % 13);\n"
        "    for (int i = 0; i < 2048; i++) buf[i] = ref[i] = (unsigned char)(i * 131 + len);\n"
        "    void *r = memcpy(buf + d, buf + s, (size_t)len);\n"
        "    for (int i = 0; i < len; i++) ref[d + i] = ref[s + i];\n"
        "    bad += r != buf + d || memcmp(buf, ref, 2048) != 0; n++;\n"
        "    for (int i = 0; i < 2048; i++) buf[i] = ref[i] = (unsigned char)(i * 7);\n"
        "    r = memset(buf + d, 0x100 + len, (size_t)len);\n"
        "    for (int i = 0; i < len; i++) ref[d + i] = (unsigned char)len;\n"
        "    bad += r != buf + d || memcmp(buf, ref, 2048) != 0; n++; }\n"
        "  printf(\"%d %d\\n\", n, bad); return bad != 0; }\n";
    for (int v = 0; v < 4; v++) {
        char src[400], exe[400], out[256] = "", err[300];
        snprintf(src, sizeof src, "%s/model%d.c", tmpdir, v);
        snprintf(exe, sizeof exe, "%s/model%d", tmpdir, v);
        FILE *f = fopen(src, "w");
        if (!f)
            continue;
        fputs(mt_gcc_kernel_model(v & 1, v >> 1), f);
        fputs(checker, f);
        fclose(f);
        const char *cc[] = { "cc", "-O1", "-fno-builtin", src, "-o", exe, NULL };
        struct mt_spawn sc = { cc, NULL, MT_SPAWN_CAPTURE, MT_SPAWN_CAPTURE };
        int rc = mt_spawn_run(&sc, out, sizeof out, err, sizeof err);
        if (rc < 0) {
            printf("kernel model: no compiler (%s): skipped\n", err);
            return;
        }
        CHECK(rc == 0, "kernel model (fsrm %d fsrs %d) does not compile: %s", v & 1, v >> 1, out);
        const char *run[] = { exe, NULL };
        struct mt_spawn sr = { run, NULL, MT_SPAWN_CAPTURE, MT_SPAWN_CAPTURE };
        out[0] = 0;
        rc = mt_spawn_run(&sr, out, sizeof out, err, sizeof err);
        CHECK(rc == 0 && !strcmp(out, "19264 0\n"), "kernel model (fsrm %d fsrs %d) differs from the byte loops: %s",
              v & 1, v >> 1, out);
        unlink(src);
        unlink(exe);
    }
#endif
}

static int read_file(const char *path, char *buf, size_t len)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return -1;
    ssize_t r = read(fd, buf, len - 1);
    close(fd);
    buf[r > 0 ? r : 0] = 0;
    return r < 0 ? -1 : 0;
}

/* Files named like a temporary (".NAME.tmp.PID") left in tmpdir. */
static int temps_left(void)
{
    DIR *d = opendir(tmpdir);
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d)))
        n += strstr(e->d_name, ".tmp.") != NULL;
    if (d)
        closedir(d);
    return n;
}

static void test_files(void)
{
    char path[400], err[300], buf[4096], before[4096];
    snprintf(path, sizeof path, "%s/profile", tmpdir);
    const struct mt_cpu_info *ci = mt_cpu();
    const char *tun = "memcpy.rep_movsb_from=4096:memcpy.nt_from=1M";
    int rc = mt_profile_write(path, "a comment\nover two lines", ci->vendor, ci->family, ci->model, tun, err,
                              sizeof err);
    CHECK(rc == 0, "mt_profile_write: %s", err);
    read_file(path, before, sizeof before);
    CHECK(strstr(before, "# a comment\n# over two lines\nmemtune-profile 1\n") && strstr(before, "\nend\n"),
          "profile text: %s", before);
    CHECK(mt_profile_load(path, err, sizeof err) == 0, "the written profile does not load: %s", err);
    CHECK(temps_left() == 0, "temporary file left after a good write");

    /* A size limit below the profile's size: the old file stays, no
     * temporary file is left, one line says why (in a child: the limit
     * and the ignored SIGXFSZ are its own). */
    pid_t pid = fork();
    if (pid == 0) {
        signal(SIGXFSZ, SIG_IGN);
        struct rlimit rl = { 100, 100 };
        setrlimit(RLIMIT_FSIZE, &rl);
        char e2[300] = "";
        char longtun[600];
        snprintf(longtun, sizeof longtun, "%s:memset.nt_from=2M:memmove.nt_from=3M:bcmp.repe_cmpsb_from=64", tun);
        int r = mt_profile_write(path, "second", ci->vendor, ci->family, ci->model, longtun, e2, sizeof e2);
        _exit(r == -1 && strstr(e2, "File too large") && !strchr(e2, '\n') ? 0 : 1);
    }
    int st;
    waitpid(pid, &st, 0);
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0, "write under RLIMIT_FSIZE: status %#x (want -1, 'File too large')", st);
    read_file(path, buf, sizeof buf);
    CHECK(!strcmp(buf, before), "write under RLIMIT_FSIZE changed the profile: %s", buf);
    CHECK(temps_left() == 0, "write under RLIMIT_FSIZE left its temporary file");

    /* The lock: a second holder is refused at once, naming the first. */
    int l1 = mt_dir_lock(tmpdir, err, sizeof err);
    CHECK(l1 >= 0, "mt_dir_lock: %s", err);
    err[0] = 0;
    int l2 = mt_dir_lock(tmpdir, err, sizeof err);
    char mypid[32];
    snprintf(mypid, sizeof mypid, "pid %ld", (long)getpid());
    CHECK(l2 < 0 && strstr(err, "another memtune calibrate") && strstr(err, mypid) && strstr(err, tmpdir),
          "second lock: %d '%s'", l2, err);
    close(l1);
    l2 = mt_dir_lock(tmpdir, err, sizeof err);
    CHECK(l2 >= 0, "lock not free again after close: %s", err);
    if (l2 >= 0)
        close(l2);
}

static void test_spawn(void)
{
    char out[256], err[300];
    /* shell syntax reaches the program as one argument, untouched */
    char marker[400], arg[1000];
    snprintf(marker, sizeof marker, "%s/INJECTED", tmpdir);
    snprintf(arg, sizeof arg, "x';touch %s;'$(touch %s)", marker, marker);
    const char *argv[] = { "printf", "%s", arg, NULL };
    struct mt_spawn sp = { argv, NULL, MT_SPAWN_CAPTURE, MT_SPAWN_INHERIT };
    int rc = mt_spawn_run(&sp, out, sizeof out, err, sizeof err);
    CHECK(rc == 0 && !strcmp(out, arg), "printf via mt_spawn_run: rc %d, '%s'", rc, rc < 0 ? err : out);
    CHECK(access(marker, F_OK) != 0, "a shell ran the argument");
    /* env_add replaces a variable */
    const char *envargv[] = { "sh", "-c", "printf %s \"$MT_SPAWN_TEST\"", NULL };
    const char *add[] = { "MT_SPAWN_TEST=b c", NULL };
    setenv("MT_SPAWN_TEST", "a", 1);
    struct mt_spawn se = { envargv, add, MT_SPAWN_CAPTURE, MT_SPAWN_NULL };
    rc = mt_spawn_run(&se, out, sizeof out, err, sizeof err);
    CHECK(rc == 0 && !strcmp(out, "b c"), "env_add: rc %d, '%s'", rc, out);
    /* exit status, and a program that does not exist */
    const char *f[] = { "false", NULL };
    struct mt_spawn sf = { f, NULL, MT_SPAWN_NULL, MT_SPAWN_NULL };
    CHECK(mt_spawn_run(&sf, NULL, 0, err, sizeof err) == 1, "false: exit status");
    const char *none[] = { "memtune-no-such-program", NULL };
    struct mt_spawn sn = { none, NULL, MT_SPAWN_NULL, MT_SPAWN_NULL };
    err[0] = 0;
    CHECK(mt_spawn_run(&sn, NULL, 0, err, sizeof err) == -1 && strstr(err, "cannot run memtune-no-such-program"),
          "missing program: '%s'", err);
    /* splitting a compiler command on blanks, nothing else */
    char b[100];
    const char *v[8];
    int n = mt_spawn_split("  ccache\tgcc  -O2 ", b, sizeof b, v, 8);
    CHECK(n == 3 && !strcmp(v[0], "ccache") && !strcmp(v[1], "gcc") && !strcmp(v[2], "-O2") && !v[3], "split: %d", n);

    /* SIGINT while a child runs: the child is killed, temporary files go,
     * the process dies of SIGINT. */
    int pfd[2];
    if (pipe(pfd) != 0)
        return;
    char tmpf[400];
    snprintf(tmpf, sizeof tmpf, "%s/victim", tmpdir);
    pid_t pid = fork();
    if (pid == 0) {
        close(pfd[0]);
        mt_spawn_on_signals();
        struct mt_atomic_file a;
        char e2[300];
        if (mt_atomic_open(&a, tmpf, e2, sizeof e2) != 0)
            _exit(3);
        /* the grandchild reports its pid, then sleeps */
        char fdarg[16];
        snprintf(fdarg, sizeof fdarg, "%d", pfd[1]);
        const char *sl[] = { "sh", "-c", "echo $$ >&\"$0\"; exec sleep 30", fdarg, NULL };
        struct mt_spawn ss = { sl, NULL, MT_SPAWN_NULL, MT_SPAWN_INHERIT };
        fcntl(pfd[1], F_SETFD, 0); /* inherited by the grandchild */
        mt_spawn_run(&ss, NULL, 0, e2, sizeof e2);
        _exit(4); /* not reached: SIGINT ends the process */
    }
    close(pfd[1]);
    char gbuf[32] = "";
    ssize_t r = read(pfd[0], gbuf, sizeof gbuf - 1);
    close(pfd[0]);
    pid_t grandchild = r > 0 ? (pid_t)atoi(gbuf) : 0;
    kill(pid, SIGINT);
    int st = 0;
    waitpid(pid, &st, 0);
    CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGINT, "SIGINT during a child: status %#x, want death by SIGINT", st);
    CHECK(grandchild > 0 && kill(grandchild, 0) != 0, "SIGINT during a child: the child %d still runs",
          (int)grandchild);
    if (grandchild > 0)
        kill(grandchild, SIGKILL);
    CHECK(temps_left() == 0, "SIGINT during a child: temporary file left");
}

/* aarch64 exports: glibc has no thresholds (nothing exported, the notes
 * say why and name glibc.cpu.name's value); GCC gets -mcpu from the MIDR
 * and, with MOPS, the aarch64-mops-* params from the mops_from knobs. */
static void test_aarch64(void)
{
    char buf[512], notes[1024];
    size_t n = mt_export_glibc_aarch64(0x413fd0c1ull, buf, sizeof buf, notes, sizeof notes); /* Neoverse N1 */
    CHECK(n == 0 && buf[0] == 0, "glibc aarch64 exports nothing: '%s'", buf);
    CHECK(strstr(notes, "no size thresholds") && strstr(notes, "\"ares\""), "glibc aarch64 notes: %s", notes);
    CHECK(mt_glibc_aarch64_cpu_name(0x460f0010ull) && !strcmp(mt_glibc_aarch64_cpu_name(0x460f0010ull), "a64fx"),
          "A64FX is glibc's a64fx");
    CHECK(mt_glibc_aarch64_cpu_name(0x000f0510ull) == NULL, "QEMU max is none of glibc's names");
    struct mt_knobs k;
    memset(&k, 0, sizeof k);
    k.memcpy_mops_from = 0;
    k.memmove_mops_from = 257;
    k.memset_mops_from = SIZE_MAX;
    mt_export_gcc_aarch64(0x410fd0c1ull, MT_CPU_NEON, &k, buf, sizeof buf, notes, sizeof notes);
    CHECK(!strcmp(buf, "-mcpu=neoverse-n1"), "gcc aarch64 without MOPS: '%s'", buf);
    CHECK(strstr(notes, "no FEAT_MOPS") && strstr(notes, "x86"), "gcc aarch64 notes: %s", notes);
    mt_export_gcc_aarch64(0x410fd4f0ull, MT_CPU_NEON | MT_CPU_MOPS, &k, buf, sizeof buf, notes, sizeof notes);
    CHECK(!strcmp(buf, "-mcpu=neoverse-v2 -march=armv8.8-a --param=aarch64-mops-memcpy-size-threshold=0 "
                       "--param=aarch64-mops-memmove-size-threshold=256"),
          "gcc aarch64 with MOPS (memset never: no param): '%s'", buf);
    mt_export_gcc_aarch64(0x000f0510ull, MT_CPU_NEON, &k, buf, sizeof buf, notes, sizeof notes);
    CHECK(buf[0] == 0 && strstr(notes, "-mcpu=native"), "unknown MIDR: '%s' / %s", buf, notes);
}

/* ---- the two-condition vector breakpoint, on a fake machine ------------- */

/* A machine whose vector state is either loaded or not: a vector call
 * costs a trap when it is not, and leaves it loaded (as Linux/POWER's lazy
 * facility restore does). Times are a model plus deterministic jitter. */
struct fake {
    int live;              /* the thread's vector state now */
    int conditions, calls; /* hook counts */
    int unprepared;        /* timed calls not preceded by a condition() */
    int prepared;
    unsigned rng;
};

static double jitter(struct fake *f)
{
    f->rng = f->rng * 1103515245u + 12345u;
    return 1.0 + 0.01 * (((f->rng >> 16) & 0x7fff) / 32767.0 - 0.5);
}

static double fake_time(void *arg, size_t n, int vec)
{
    struct fake *f = arg;
    f->calls++;
    if (!f->prepared)
        f->unprepared++;
    f->prepared = 0;
    double t;
    if (vec) {
        t = 200 + n / 8.0 + (f->live ? 0 : 1500); /* trap to load the state */
        f->live = 1;
    } else {
        t = 50 + n / 4.0;
    }
    return t * jitter(f);
}

static void fake_condition(void *arg, int live)
{
    struct fake *f = arg;
    f->conditions++;
    f->live = live;
    f->prepared = 1;
}

static void test_export_ppc64(void)
{
    char buf[2048];
    size_t n = mt_export_ppc64(4096, SIZE_MAX, buf, sizeof buf);
    CHECK(n > 0 && n < sizeof buf && strstr(buf, "glibc: no GLIBC_TUNABLES line") &&
              strstr(buf, "glibc.cpu.cached_memopt") && strstr(buf, "-mblock-move-inline-limit=") &&
              strstr(buf, "copyuser_power7.S") && strstr(buf, "4096 with the vector state live, never not live"),
          "export ppc64: %s", buf);
    mt_export_ppc64(0, 0, buf, sizeof buf);
    CHECK(strstr(buf, "not measured with the vector state live") != NULL, "export ppc64 unmeasured: %s", buf);
    char small[16];
    n = mt_export_ppc64(1, 2, small, sizeof small);
    CHECK(n > sizeof small && strlen(small) == sizeof small - 1, "export ppc64 truncation");
}

static void test_vecstate(void)
{
    size_t sz[16];
    for (int i = 0; i < 16; i++)
        sz[i] = (size_t)256 << (i / 2) | (i % 2 ? (size_t)128 << (i / 2) : 0); /* 256, 384, 512 .. 49152 */
    struct fake f = { .rng = 7 };
    struct mt_vs_hooks h = { &f, fake_time, fake_condition };
    struct mt_vs_result r;
    CHECK(mt_vs_measure(&h, sz, 16, 9, &r) == 0, "vecstate: measure failed");
    /* live: 200 + n/8 < 50 + n/4 from n > 1200 -> 1536; not live: from
     * n > 13200 -> 16384 (the first size measured above each). */
    CHECK(r.x[1].kind == MT_X_AT && r.x[1].value == 1536, "vecstate live: kind %d value %zu, want 1536",
          (int)r.x[1].kind, r.x[1].value);
    CHECK(r.x[0].kind == MT_X_AT && r.x[0].value == 16384, "vecstate not live: kind %d value %zu, want 16384",
          (int)r.x[0].kind, r.x[0].value);
    CHECK(f.calls == 2 * 2 * 16 * 9 && f.conditions == f.calls && f.unprepared == 0,
          "vecstate: %d calls, %d conditions, %d timed without one", f.calls, f.conditions, f.unprepared);
    char buf[200];
    mt_vs_describe(&r, buf, sizeof buf);
    CHECK(strstr(buf, "state live: 1536 B") && strstr(buf, "not live: 16384 B"), "vecstate describe: %s", buf);
    /* A vector path that never wins (always 2x the scalar time). */
    struct fake g = { .rng = 9 };
    struct mt_vs_hooks h2 = { &g, fake_time, fake_condition };
    size_t small[4] = { 256, 512, 1024, 1100 };
    CHECK(mt_vs_measure(&h2, small, 4, 7, &r) == 0 && r.x[0].kind == MT_X_NEVER && r.x[1].kind == MT_X_NEVER,
          "vecstate: no crossover below 1200 expected, got kinds %d/%d", (int)r.x[0].kind, (int)r.x[1].kind);
    /* Bad arguments are refused. */
    CHECK(mt_vs_measure(&h, sz, 0, 9, &r) == -1 && mt_vs_measure(&h, sz, 16, 2, &r) == -1 &&
              mt_vs_measure(&h, sz, MT_VS_MAX_SIZES + 1, 9, &r) == -1,
          "vecstate: bad arguments accepted");
#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
    /* The real hooks run (under qemu in the tests: no number is checked,
     * only that the path works and gives a well-formed answer). */
    char err[128];
    struct mt_vs_hooks hp;
    size_t rs[3] = { 256, 4096, 16384 };
    int rc = mt_vs_hooks_ppc64(&hp, 16384, err, sizeof err);
    CHECK(rc == 0, "vecstate ppc64 hooks: %s", err);
    if (rc == 0) {
        CHECK(mt_vs_measure(&hp, rs, 3, 5, &r) == 0 && r.n == 3 && r.on[0].med[2] > 0 && r.off[1].med[0] > 0,
              "vecstate ppc64: measurement failed");
        mt_vs_hooks_ppc64_free(&hp);
    }
#endif
}

/* The rep movsb rule calibrate reports per class (crossover.c) is the
 * ladders' (memcpy_vec.h rep_movsb_ok): at (dst - src) % 4096 in 1..63
 * only from the near knob (and from the skewed one when % 32 != 0), from
 * the skewed knob when (dst - src) % 32 != 0, from the knob otherwise,
 * never below 64 B. */
static void test_rep_classes(void)
{
    const size_t K = 32768, never = SIZE_MAX;
    static const struct {
        size_t rep, skew, near;
        unsigned diff;
        size_t n;
        int want;
    } t[] = {
        { K, never, never, 0, K, 1 },        { K, never, never, 0, K - 1, 0 },
        { K, never, never, 2048, 1u << 20, 1 }, { K, never, never, 1, 1u << 20, 0 },
        { K, never, never, 63, 1u << 20, 0 }, { K, never, never, 32, 1u << 20, 0 },
        { K, never, never, 64, K, 1 },       { K, never, never, 128, K, 1 },
        { K, never, never, 255, K, 0 },      { K, never, never, 2064, K, 0 },
        { K, K, never, 2064, K, 1 },         { K, 4 * K, never, 2064, 2 * K, 0 },
        { 0, 0, never, 2064, 63, 0 },        { 0, 0, never, 2064, 64, 1 },
        { 0, 0, never, 8, 1u << 20, 0 },     { never, 0, 0, 0, 1u << 20, 0 },
        { K, never, never, 4096 + 64, K, 1 }, { K, never, never, 4096 + 8, K, 0 },
        /* the near knob opens 1..63 from its size; skewed pairs there also
         * need the skewed knob */
        { K, never, 2 * K, 32, 2 * K, 1 },   { K, never, 2 * K, 32, 2 * K - 1, 0 },
        { K, never, 2 * K, 4096 + 1, 4 * K, 0 }, { K, 0, 2 * K, 1, 2 * K, 1 },
        { K, never, 0, 63, K, 0 },           { K, 0, 0, 63, K, 1 },
        { 4 * K, 0, 0, 8, 2 * K, 0 },
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        CHECK(mt_rep_movsb_taken(t[i].rep, t[i].skew, t[i].near, t[i].diff, t[i].n) == t[i].want,
              "rep movsb at (dst - src) %% 4096 = %u, n %zu, knobs %zu/%zu/%zu: want %d", t[i].diff, t[i].n, t[i].rep,
              t[i].skew, t[i].near, t[i].want);
}

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "%s/memtune-calibrate-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(tmpdir)) {
        perror("mkdtemp");
        return 2;
    }
    test_crossover();
    test_rep_classes();
    test_glibc();
    test_gcc();
    test_files();
    test_spawn();
    test_kernel_model();
    char cmd[400];
    snprintf(cmd, sizeof cmd, "%s/profile", tmpdir);
    unlink(cmd);
    snprintf(cmd, sizeof cmd, "%s/.calibrate.lock", tmpdir);
    unlink(cmd);
    rmdir(tmpdir);
    test_aarch64();
    test_vecstate();
    test_export_ppc64();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
