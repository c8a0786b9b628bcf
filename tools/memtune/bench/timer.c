/* Counter rate measurement and the optional core-cycle counter (rdpmc).
 * Why: the TSC ticks at a fixed reference rate that is not the core clock;
 * turning ticks into ns needs the rate, and the kernel's own calibration is
 * not exported. We measure it against CLOCK_MONOTONIC twice over 25 ms and
 * check the two agree (a third run breaks a tie). */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "bench.h"
#include "timer.h"

#if defined(__linux__)
#include <linux/perf_event.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#endif
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

bool mt_timer_have_rdtscp = false;

static struct mt_bench_timer timer;
static int timer_ready;

#if defined(__linux__) && (defined(__x86_64__) || defined(__i386__))
static volatile struct perf_event_mmap_page *pmc_page;
static unsigned pmc_width = 48;

uint64_t mt_pmc_read(void)
{
    volatile struct perf_event_mmap_page *pc = pmc_page;
    if (!pc)
        return 0;
    uint32_t seq, idx;
    uint64_t v;
    do {
        seq = pc->lock;
        __asm__ volatile("" ::: "memory");
        idx = pc->index;
        v = 0;
        if (idx) {
            uint32_t lo, hi;
            __asm__ volatile("lfence\n\trdpmc" : "=a"(lo), "=d"(hi) : "c"(idx - 1) : "memory");
            v = ((uint64_t)hi << 32) | lo;
        }
        __asm__ volatile("" ::: "memory");
    } while (pc->lock != seq);
    return v;
}

static void pmc_try(void)
{
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_CPU_CYCLES;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    int fd = (int)syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
    if (fd < 0) {
        snprintf(timer.pmc_status, sizeof timer.pmc_status,
                 "perf_event_open(cpu-cycles) failed: %s; cycles are TSC reference cycles",
                 strerror(errno));
        return;
    }
    long page = sysconf(_SC_PAGESIZE);
    void *p = mmap(NULL, (size_t)page, PROT_READ, MAP_SHARED, fd, 0);
    if (p == MAP_FAILED) {
        snprintf(timer.pmc_status, sizeof timer.pmc_status,
                 "perf_event mmap failed: %s; cycles are TSC reference cycles", strerror(errno));
        close(fd);
        return;
    }
    volatile struct perf_event_mmap_page *pc = p;
    if (!pc->cap_user_rdpmc || !pc->index) {
        snprintf(timer.pmc_status, sizeof timer.pmc_status,
                 "perf_event gives no user rdpmc (cap_user_rdpmc=%u); cycles are TSC reference cycles",
                 (unsigned)pc->cap_user_rdpmc);
        munmap(p, (size_t)page);
        close(fd);
        return;
    }
    pmc_width = pc->pmc_width ? pc->pmc_width : 48;
    pmc_page = pc; /* fd stays open for the life of the process */
    uint64_t a = mt_pmc_read(), b = mt_pmc_read();
    if (a == 0 && b == 0) {
        pmc_page = NULL;
        snprintf(timer.pmc_status, sizeof timer.pmc_status,
                 "rdpmc reads 0; cycles are TSC reference cycles");
        return;
    }
    timer.pmc = true;
    snprintf(timer.pmc_status, sizeof timer.pmc_status,
             "perf_event cpu-cycles via rdpmc (counter %u, %u bits): core cycles",
             (unsigned)pc->index - 1, pmc_width);
}

uint64_t mt_pmc_delta(uint64_t a, uint64_t b)
{
    uint64_t mask = pmc_width >= 64 ? ~0ull : ((1ull << pmc_width) - 1);
    return (b - a) & mask;
}
#else
uint64_t mt_pmc_read(void) { return 0; }
uint64_t mt_pmc_delta(uint64_t a, uint64_t b) { return b - a; }
static void pmc_try(void)
{
    snprintf(timer.pmc_status, sizeof timer.pmc_status,
             "no rdpmc support on this architecture; cycles are counter ticks");
}
#endif

static double rate_once(uint64_t len_ns)
{
    uint64_t a0 = mt_clock_ns(), c0 = mt_stamp_raw(), a1 = mt_clock_ns();
    uint64_t b0, b1, c1;
    while (mt_clock_ns() - a0 < len_ns)
        ;
    b0 = mt_clock_ns();
    c1 = mt_stamp_raw();
    b1 = mt_clock_ns();
    double dt = ((double)b0 + (double)b1) / 2 - ((double)a0 + (double)a1) / 2;
    return (double)(c1 - c0) * 1e9 / dt;
}

const struct mt_bench_timer *mt_bench_timer(void)
{
    if (timer_ready)
        return &timer;
    timer.counter = MT_TIMER_COUNTER;
    timer.fencing = MT_TIMER_FENCING;
#if defined(__x86_64__) || defined(__i386__)
    unsigned a, b, c, d;
    if (__get_cpuid(0x80000001u, &a, &b, &c, &d))
        mt_timer_have_rdtscp = (d >> 27) & 1;
    if (__get_cpuid(0x80000007u, &a, &b, &c, &d))
        timer.invariant_tsc = (d >> 8) & 1;
    if (!mt_timer_have_rdtscp)
        timer.fencing = "lfence;rdtsc;lfence .. lfence;rdtsc;lfence (no rdtscp)";
#endif
    if (!strcmp(MT_TIMER_COUNTER, "clock_gettime")) {
        timer.tsc_hz = 1e9;
    } else {
        double h1 = rate_once(25000000), h2 = rate_once(25000000);
        timer.tsc_hz_spread = (h1 > h2 ? h1 - h2 : h2 - h1) / ((h1 + h2) / 2);
        if (timer.tsc_hz_spread > 1e-3) {
            double h3 = rate_once(50000000);
            /* median of three */
            double lo = h1 < h2 ? h1 : h2, hi = h1 < h2 ? h2 : h1;
            timer.tsc_hz = h3 < lo ? lo : h3 > hi ? hi : h3;
        } else {
            timer.tsc_hz = (h1 + h2) / 2;
        }
    }
    pmc_try();
    timer.cycles = timer.pmc ? "core" : "tsc_ref";
    timer_ready = 1;
    return &timer;
}
