/* Calibration logic that needs no timing: crossover detection on synthetic
 * curves (clean, noisy, non-crossing, windows), and the export formats
 * (GLIBC_TUNABLES within glibc's limits, GCC strategy strings). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "calibrate/crossover.h"
#include "calibrate/export.h"

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

int main(void)
{
    test_crossover();
    test_glibc();
    test_gcc();
    test_aarch64();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
