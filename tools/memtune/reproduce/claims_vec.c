/* memtune reproduce, claims 12, 13, 17, 19: the vector register state.
 *
 *   12  the first wide instructions after idle (Downs' AVX-512 transitions)
 *   13  legacy SSE after a missing vzeroupper
 *   17  a signal round trip (lat_sig catch) with clean and dirty state, and
 *       the XSAVE frame size (CPUID 0xD, AT_MINSIGSTKSZ)
 *   19  POWER7's two breakpoints on x86: where a vector copy starts to beat
 *       rep movsb when the vector state must be saved (XSAVEC/XRSTOR, what
 *       kernel_fpu_begin or a no-vector thunk contract costs) with the
 *       user's state clean and dirty, and with no save at all. */
#define _GNU_SOURCE
#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <time.h>
#include <unistd.h>
#include "bench/timer.h"
#include "memtune.h"
#include "memtune/cpu.h"
#include "memtune/registry.h"
#include "reproduce.h"

#define ARR(a) (sizeof(a) / sizeof((a)[0]))
#ifndef AT_MINSIGSTKSZ
#define AT_MINSIGSTKSZ 51
#endif

#if defined(__x86_64__)
void rp_vec_work(uint64_t iters, int width);
uint64_t rp_scalar_work(uint64_t iters);
uint64_t rp_sse_chain(uint64_t iters, int dirty);
long rp_kill(long pid, long sig, int dirty);
long rp_kill_plain(long pid, long sig);
long rp_kill_zmm(long pid, long sig);
extern void *rp_wrap_target[4];
extern int rp_xsave_compact;
void *rp_wrap_clean_0(void *, const void *, size_t);
void *rp_wrap_clean_1(void *, const void *, size_t);
void *rp_wrap_dirty_0(void *, const void *, size_t);
void *rp_wrap_save_clean_2(void *, const void *, size_t);
void *rp_wrap_save_dirty_3(void *, const void *, size_t);
void *rp_wrap_spill_1(void *, const void *, size_t);
#endif

#if defined(__x86_64__)
static double ticks_to_ns(const struct rp_ctx *c, double t) { return t * 1e9 / c->tsc_hz; }
#endif

/* ---- 12. first wide use after idle --------------------------------------------- */

/* One trial: the gap (busy: 2 ms of scalar adds, the core stays clocked
 * and only the wide units idle -- Downs' condition is ~680 us without wide
 * instructions; sleep: nanosleep 2 ms, the core may halt), then CHUNKS
 * timed chunks of wide (or, for the control, scalar) work. Returns the
 * time of the first half beyond the steady chunk time (median of the
 * second half), in ns; *steady_ns the steady chunk. */
#if defined(__x86_64__)
enum { CHUNKS = 48, ITERS = 256 }; /* 2048 wide adds per chunk */
static double warm_trial(const struct rp_ctx *c, bool sleep_gap, bool vec, int width, uint64_t gap_iters,
                         double *steady_ns)
{
    uint64_t tk[CHUNKS];
    if (sleep_gap) {
        struct timespec ts = { 0, 2000000 };
        nanosleep(&ts, NULL);
    } else {
        rp_scalar_work(gap_iters);
    }
    for (int i = 0; i < CHUNKS; i++) {
        uint64_t a = mt_stamp_begin();
        if (vec)
            rp_vec_work(ITERS, width);
        else
            rp_scalar_work(ITERS);
        tk[i] = mt_stamp_end() - a;
    }
    double tail[CHUNKS / 2];
    for (int i = 0; i < CHUNKS / 2; i++)
        tail[i] = (double)tk[CHUNKS / 2 + i];
    double steady = rp_median(tail, CHUNKS / 2), extra = 0;
    for (int i = 0; i < CHUNKS / 2; i++)
        extra += (double)tk[i] - steady;
    if (steady_ns)
        *steady_ns = ticks_to_ns(c, steady);
    return ticks_to_ns(c, extra);
}
#endif

void rp_run_warmup(struct rp_ctx *c, struct rp_result *r)
{
#if defined(__x86_64__)
    if (!(c->features & MT_CPU_AVX2)) {
        rp_set(r, RP_NA, "no AVX2 or AVX-512 on this CPU");
        return;
    }
    bool z = (c->features & MT_CPU_AVX512F) != 0;
    int width = z ? 512 : 256;
    unsigned trials = c->quick ? 4 : 32;
    uint64_t t0 = mt_stamp_begin();
    rp_scalar_work(100000);
    uint64_t t1 = mt_stamp_end();
    double per_iter = (double)(t1 - t0) / 100000;
    uint64_t gap_iters = (uint64_t)(2e-3 * c->tsc_hz / per_iter);
    /* [gap][kind]: gap 0 busy, 1 sleep; kind 0 vector, 1 scalar */
    double ex[2][2][32], chunk[32];
    for (unsigned t = 0; t < trials; t++)
        for (int g = 0; g < 2; g++)
            for (int k = 0; k < 2; k++)
                ex[g][k][t] = warm_trial(c, g, k == 0, width, gap_iters, (g == 0 && k == 0) ? &chunk[t] : NULL);
    double m[2][2];
    for (int g = 0; g < 2; g++)
        for (int k = 0; k < 2; k++)
            m[g][k] = rp_median(ex[g][k], trials);
    double vc = rp_median(chunk, trials);
    rp_method(r, "%u trials of each: an idle gap of 2 ms (busy: scalar adds, no wide instruction, Downs' condition; "
              "sleep: nanosleep), then %d chunks of %d independent %d-bit vpaddd (or, for the control, as many "
              "scalar adds), each chunk timed with rdtsc; extra = the first %d chunks' time beyond the steady chunk "
              "time (median of the last %d); medians over trials.", trials, CHUNKS, ITERS * 8, width, CHUNKS / 2,
              CHUNKS / 2);
    rp_printf(r, "%d-bit: steady chunk %.0f ns; extra time in the first %d chunks after the gap (medians of %u "
              "trials):\n", width, vc, CHUNKS / 2, trials);
    rp_printf(r, "  busy gap:  vector %+.0f ns, scalar control %+.0f ns\n", m[0][0], m[0][1]);
    rp_printf(r, "  sleep gap: vector %+.0f ns, scalar control %+.0f ns\n", m[1][0], m[1][1]);
    rp_value(r, "vector_extra_ns", m[0][0], "ns");
    rp_value(r, "scalar_extra_ns", m[0][1], "ns");
    rp_value(r, "vector_extra_after_sleep_ns", m[1][0], "ns");
    rp_value(r, "scalar_extra_after_sleep_ns", m[1][1], "ns");
    rp_value(r, "vector_chunk_ns", vc, "ns");
    judge_warmup(z, m[0][0], m[0][1], m[1][0], m[1][1], vc, &r->j);
#else
    rp_set(r, RP_NA, "x86-64 only");
#endif
}

/* ---- 13. legacy SSE with dirty upper halves ------------------------------------- */

void rp_run_vzeroupper(struct rp_ctx *c, struct rp_result *r)
{
#if defined(__x86_64__)
    if (!(c->features & MT_CPU_AVX)) {
        judge_vzeroupper(false, NAN, &r->j);
        return;
    }
    enum { ITERS = 20000 }; /* 160000 movaps/addps pairs */
    unsigned rounds = c->quick ? 5 : 31;
    double v[2][64];
    rp_sse_chain(ITERS, 0);
    for (unsigned k = 0; k < rounds; k++)
        for (int d = 0; d < 2; d++) {
            int x = (int)((d + k) & 1);
            uint64_t a = mt_stamp_begin();
            rp_sse_chain(ITERS, x);
            v[x][k] = (double)(mt_stamp_end() - a);
        }
    double clean = rp_median(v[0], rounds), dirty = rp_median(v[1], rounds);
    double pairs = ITERS * 8.0;
    rp_method(r, "a loop of %.0f legacy-SSE movaps/addps pairs on xmm0 (independent unless the CPU merges the "
              "write with a dirty upper half), after vzeroupper or after vcmpps wrote all of ymm0; median of %u "
              "interleaved rounds.", pairs, rounds);
    double kc = rp_ns_to_clocks(c, ticks_to_ns(c, clean)) / pairs, kd = rp_ns_to_clocks(c, ticks_to_ns(c, dirty)) / pairs;
    rp_printf(r, "clean: %.3f ns per pair (%.2f clocks); dirty upper ymm0: %.3f ns per pair (%.2f clocks)\n",
              ticks_to_ns(c, clean) / pairs, kc, ticks_to_ns(c, dirty) / pairs, kd);
    rp_value(r, "clean_ns_per_pair", ticks_to_ns(c, clean) / pairs, "ns");
    rp_value(r, "dirty_ns_per_pair", ticks_to_ns(c, dirty) / pairs, "ns");
    rp_value(r, "ratio", dirty / clean, "x");
    judge_vzeroupper(true, dirty / clean, &r->j);
#else
    rp_set(r, RP_NA, "x86-64 only");
#endif
}

/* ---- 17. signal round trip and the XSAVE frame ---------------------------------- */

#if defined(__x86_64__)
static void on_usr1(int sig) { (void)sig; }
#endif

void rp_run_signal_state(struct rp_ctx *c, struct rp_result *r)
{
#if defined(__x86_64__)
    unsigned a, b, cc, d;
    unsigned xs_enabled = 0, xs_max = 0;
    if (__get_cpuid_count(0xd, 0, &a, &b, &cc, &d)) {
        xs_enabled = b;
        xs_max = cc;
    }
    unsigned long minsig = getauxval(AT_MINSIGSTKSZ);
    const struct mt_cpu_info *ci = mt_cpu();
    bool amx = (ci->cpuid7_0_edx >> 24) & 1;
    rp_printf(r, "XCR0 %#llx; XSAVE area: %u bytes for the enabled state (CPUID 0xD.0 EBX), %u for all supported "
              "(ECX); AT_MINSIGSTKSZ %lu; AMX-TILE %s\n", (unsigned long long)ci->xcr0, xs_enabled, xs_max, minsig,
              amx ? "present (not measured: needs ARCH_REQ_XCOMP_PERM and a tile configuration)" : "absent");
    rp_value(r, "xsave_bytes", xs_enabled, "B");
    rp_value(r, "minsigstksz", (double)minsig, "B");

    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_usr1;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGUSR1, &sa, &old) != 0) {
        rp_set(r, RP_ERROR, "sigaction failed");
        return;
    }
    bool avx = c->features & MT_CPU_AVX, z = c->features & MT_CPU_AVX512F;
    enum { BATCH = 100 };
    unsigned rounds = c->quick ? 5 : 61;
    long pid = getpid();
    /* state s: 0 clean, 1 dirty YMM, 2 live AVX-512 state (when present);
     * variant = s * 2 + (0: kill(SIGUSR1), 1: kill(pid, 0)) */
    int ns_ = z ? 3 : 2;
    double v[6][64];
    for (unsigned k = 0; k < rounds; k++)
        for (int j = 0; j < 2 * ns_; j++) {
            int x = (int)((j + k) % (unsigned)(2 * ns_));
            int st = x / 2;
            long sig = (x & 1) ? 0 : SIGUSR1;
            uint64_t t0 = mt_stamp_begin();
            for (int i = 0; i < BATCH; i++) {
                if (!avx)
                    rp_kill_plain(pid, sig);
                else if (st == 2)
                    rp_kill_zmm(pid, sig);
                else
                    rp_kill(pid, sig, st);
            }
            v[x][k] = ticks_to_ns(c, (double)(mt_stamp_end() - t0)) / BATCH;
        }
    sigaction(SIGUSR1, &old, NULL);
    /* round trip = kill with delivery - kill(pid, 0) in the same state */
    double med[3], ci2[3][2], base[3];
    for (int st = 0; st < ns_; st++) {
        base[st] = rp_median(v[2 * st + 1], rounds);
        double t[64];
        for (unsigned k = 0; k < rounds; k++)
            t[k] = v[2 * st][k] - base[st];
        mt_bench_sort(t, rounds);
        size_t lo, hi;
        mt_bench_median_ci_ranks(rounds, 0.95, &lo, &hi);
        med[st] = mt_bench_quantile(t, rounds, 0.5);
        ci2[st][0] = t[lo];
        ci2[st][1] = t[hi];
    }
    rp_method(r, "lat_sig catch: kill(getpid(), SIGUSR1) with an empty handler minus kill(getpid(), 0), by raw "
              "syscalls with the upper halves of ymm0-3 written just before (dirty) or after vzeroupper (clean)%s; "
              "%d calls per sample, %u interleaved samples, median and 95%% interval.",
              z ? ", and with zmm0-3, zmm16-19 and k1-k3 written (AVX-512 state live)" : "", BATCH, rounds);
    rp_printf(r, "signal round trip: clean %.0f ns [%.0f, %.0f], dirty YMM %.0f ns [%.0f, %.0f] (kill(pid, 0) "
              "alone: %.0f ns)\n", med[0], ci2[0][0], ci2[0][1], med[1], ci2[1][0], ci2[1][1], base[0]);
    if (z) {
        rp_printf(r, "AVX-512 state live (ZMM, Hi16_ZMM, opmask): %.0f ns [%.0f, %.0f]\n", med[2], ci2[2][0],
                  ci2[2][1]);
        rp_value(r, "dirty_zmm_ns", med[2], "ns");
    } else {
        rp_printf(r, "ZMM/opmask: no AVX-512 on this CPU\n");
    }
    rp_value(r, "clean_ns", med[0], "ns");
    rp_value(r, "dirty_ymm_ns", med[1], "ns");
    /* judged on the widest state this CPU has (AVX-512 if present) */
    int w = z ? 2 : 1;
    judge_signal_state(avx, med[0], med[w], ci2[0], ci2[w], &r->j);
#else
    rp_set(r, RP_NA, "x86-64 only (the XSAVE state)");
#endif
}

/* ---- 19. two breakpoints ----------------------------------------------------------- */

#if defined(__x86_64__)
/* The smallest size from which b is faster than a at that size and no
 * more than 2% slower at every larger size of the sweep (at large sizes
 * both are bound by the cache's bandwidth and cross back and forth within
 * the noise); 0 if none. */
static size_t crossover(const size_t *sizes, const double *a, const double *b, size_t n)
{
    size_t x = 0;
    for (size_t i = n; i-- > 0;) {
        if (b[i] > a[i] * 1.02)
            break;
        if (b[i] < a[i])
            x = sizes[i];
    }
    return x;
}
#endif

void rp_run_two_breakpoints(struct rp_ctx *c, struct rp_result *r)
{
#if defined(__x86_64__)
    if (!(c->features & MT_CPU_AVX) || !c->xsave_ok || c->xsave_bytes > 16384) {
        rp_set(r, RP_NA, "needs AVX and XSAVE enabled by the OS (and an XSAVE area up to 16 KiB)");
        return;
    }
    const struct mt_strategy *rep = mt_strategy_find(MT_OP_MEMCPY, "rep_movsb");
    const struct mt_strategy *vec = mt_strategy_find(MT_OP_MEMCPY, "avx2");
    if (!vec || !mt_strategy_runnable(vec, c->features))
        vec = mt_strategy_find(MT_OP_MEMCPY, "sse2");
    if (!rep || !vec) {
        rp_set(r, RP_ERROR, "strategies missing from the registry");
        return;
    }
    unsigned a, b, cc, d;
    rp_xsave_compact = __get_cpuid_count(0xd, 1, &a, &b, &cc, &d) && (a & 2);
    rp_wrap_target[0] = (void *)rep->fn.copy;
    rp_wrap_target[1] = rp_wrap_target[2] = rp_wrap_target[3] = (void *)vec->fn.copy;
    enum { NI = 6 };
    struct mt_bench_impl im[NI];
    rp_impl_fn(&im[0], "rep_clean", (void (*)(void))rp_wrap_clean_0);
    rp_impl_fn(&im[1], "rep_dirty", (void (*)(void))rp_wrap_dirty_0);
    rp_impl_fn(&im[2], "vec", (void (*)(void))rp_wrap_clean_1);
    rp_impl_fn(&im[3], "vec_save_clean", (void (*)(void))rp_wrap_save_clean_2);
    rp_impl_fn(&im[4], "vec_save_dirty", (void (*)(void))rp_wrap_save_dirty_3);
    rp_impl_fn(&im[5], "vec_spill", (void (*)(void))rp_wrap_spill_1);
    /* 64 B .. 64 KiB, 4 steps per doubling (one step = 2^(1/4) = 1.19x) */
    size_t sizes[RP_MAX_POINTS], n = 0;
    double step = c->quick ? 2.0 : pow(2, 0.25);
    for (double s = 64; s <= 65536 * 1.001 && n < RP_MAX_POINTS; s *= step)
        sizes[n++] = (size_t)(s + 0.5) & ~(size_t)7;
    struct mt_bench_config cfg[RP_MAX_POINTS];
    for (size_t i = 0; i < n; i++) {
        mt_bench_config_init(&cfg[i], sizes[i]);
        cfg[i].cache = sizes[i] <= 8192 ? MT_BENCH_L1 : MT_BENCH_L2;
    }
    double *ns = calloc(n * NI, sizeof *ns);
    if (!ns) {
        rp_set(r, RP_ERROR, "out of memory");
        return;
    }
    char err[300];
    struct rp_bench bb = { .op = MT_OP_MEMCPY, .mode = MT_BENCH_THROUGHPUT, .pattern = MT_BENCH_FIXED,
                           .seconds = c->quick ? 0.01 : 0.2, .passes = c->quick ? 1 : 4 };
    if (rp_bench_run(c, &bb, im, NI, cfg, n, ns, err, sizeof err) != 0) {
        rp_set(r, RP_ERROR, "%s", err);
        free(ns);
        return;
    }
    double rc[RP_MAX_POINTS], rd[RP_MAX_POINTS], v0[RP_MAX_POINTS], vc[RP_MAX_POINTS], vd[RP_MAX_POINTS],
        vs[RP_MAX_POINTS];
    for (size_t i = 0; i < n; i++) {
        rc[i] = ns[NI * i];
        rd[i] = ns[NI * i + 1];
        v0[i] = ns[NI * i + 2];
        vc[i] = ns[NI * i + 3];
        vd[i] = ns[NI * i + 4];
        vs[i] = ns[NI * i + 5];
    }
    size_t x_plain = crossover(sizes, rc, v0, n), x_clean = crossover(sizes, rc, vc, n),
           x_dirty = crossover(sizes, rd, vd, n), x_spill = crossover(sizes, rc, vs, n);
    rp_method(r, "memtune bench memcpy, throughput, --pattern fixed, 64 B..64 KiB (L1 to 8 KiB, then L2): rep movsb "
              "against the %s copy (%s), each call preceded by vzeroupper (clean) or by writing ymm8-15 "
              "(dirty); \"save\" brackets the vector copy with %s/XRSTOR of all enabled state (%u bytes), the cost "
              "of using vectors where the caller's state must survive (kernel_fpu_begin, a no-vector thunk ABI); "
              "\"spill\" stores and reloads ymm0-15 around it instead (seed 004: \"save and restore the VSX "
              "registers we use inline\"). Breakpoint = smallest size from which the vector copy stays faster.",
              vec->name, vec->isa, rp_xsave_compact ? "XSAVEC" : "XSAVE", c->xsave_bytes);
    rp_printf(r, "size B  rep(clean)  rep(dirty)    vec  vec+save(clean)  vec+save(dirty)  vec+spill   ns per copy\n");
    struct rp_series *s1 = rp_series(r, "vector+save / rep, clean", "size (B)", "time ratio", true);
    struct rp_series *s2 = rp_series(r, "vector+save / rep, dirty", "size (B)", "time ratio", true);
    struct rp_series *s3 = rp_series(r, "vector / rep (no save)", "size (B)", "time ratio", true);
    struct rp_series *s4 = rp_series(r, "vector+spill ymm0-15 / rep", "size (B)", "time ratio", true);
    for (size_t i = 0; i < n; i++) {
        rp_printf(r, "%6zu %11.1f %11.1f %6.1f %16.1f %16.1f %10.1f\n", sizes[i], rc[i], rd[i], v0[i], vc[i], vd[i],
                  vs[i]);
        rp_series_add(s1, sizes[i], vc[i] / rc[i]);
        rp_series_add(s2, sizes[i], vd[i] / rd[i]);
        rp_series_add(s3, sizes[i], v0[i] / rc[i]);
        rp_series_add(s4, sizes[i], vs[i] / rc[i]);
    }
    rp_printf(r, "breakpoints (vector copy faster from): no save %zu B; XSAVE, state clean %zu B; XSAVE, state dirty "
              "%zu B; spill of ymm0-15 %zu B (0 = never in range)\n", x_plain, x_clean, x_dirty, x_spill);
    rp_value(r, "breakpoint_nosave", (double)x_plain, "B");
    rp_value(r, "breakpoint_save_clean", (double)x_clean, "B");
    rp_value(r, "breakpoint_save_dirty", (double)x_dirty, "B");
    rp_value(r, "breakpoint_spill", (double)x_spill, "B");
    judge_two_breakpoints(x_clean, x_dirty, step, &r->j);
    free(ns);
#else
    rp_set(r, RP_NA, "x86-64 only (the x86 analogue of POWER7's VMX state)");
#endif
}
