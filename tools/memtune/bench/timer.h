/* Fenced counter reads for the bench core (see the essay in bench.h).
 *
 * mt_stamp_begin(): nothing before it is still executing, nothing after it
 * has started, when the counter is read. x86: lfence; rdtsc; lfence.
 * mt_stamp_end(): everything before it has executed when the counter is read,
 * nothing after it starts before. x86: rdtscp; lfence (lfence; rdtsc; lfence
 * when RDTSCP is missing: CPUID 0x80000001 EDX[27]).
 *
 * lfence waits for earlier instructions to complete locally, not for the
 * store buffer to drain: a copy's stores count as done once they retire.
 * That is the latency a following instruction sees, which is what we want. */
#ifndef MEMTUNE_BENCH_TIMER_H
#define MEMTUNE_BENCH_TIMER_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

extern bool mt_timer_have_rdtscp;

#if defined(__x86_64__) || defined(__i386__)
static inline uint64_t mt_stamp_begin(void)
{
    uint32_t lo, hi;
    __asm__ volatile("lfence\n\trdtsc\n\tlfence" : "=a"(lo), "=d"(hi) : : "memory");
    return ((uint64_t)hi << 32) | lo;
}
static inline uint64_t mt_stamp_end(void)
{
    uint32_t lo, hi, aux;
    if (__builtin_expect(mt_timer_have_rdtscp, 1))
        __asm__ volatile("rdtscp\n\tlfence" : "=a"(lo), "=d"(hi), "=c"(aux) : : "memory");
    else
        __asm__ volatile("lfence\n\trdtsc\n\tlfence" : "=a"(lo), "=d"(hi) : : "memory");
    return ((uint64_t)hi << 32) | lo;
}
/* Unfenced read (TSC-rate measurement). */
static inline uint64_t mt_stamp_raw(void)
{
    uint32_t lo, hi;
    __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi) : : "memory");
    return ((uint64_t)hi << 32) | lo;
}
#define MT_TIMER_COUNTER "rdtsc"
#define MT_TIMER_FENCING "lfence;rdtsc;lfence .. rdtscp;lfence"
#elif defined(__aarch64__)
static inline uint64_t mt_stamp_raw(void)
{
    uint64_t v;
    __asm__ volatile("mrs %0, cntvct_el0" : "=r"(v) : : "memory");
    return v;
}
static inline uint64_t mt_stamp_begin(void)
{
    uint64_t v;
    __asm__ volatile("isb\n\tmrs %0, cntvct_el0\n\tisb" : "=r"(v) : : "memory");
    return v;
}
static inline uint64_t mt_stamp_end(void) { return mt_stamp_begin(); }
#define MT_TIMER_COUNTER "cntvct"
#define MT_TIMER_FENCING "isb;mrs cntvct_el0;isb"
#elif defined(__powerpc64__)
static inline uint64_t mt_stamp_raw(void)
{
    uint64_t v;
    __asm__ volatile("mftb %0" : "=r"(v) : : "memory");
    return v;
}
static inline uint64_t mt_stamp_begin(void)
{
    uint64_t v;
    __asm__ volatile("isync\n\tmftb %0\n\tisync" : "=r"(v) : : "memory");
    return v;
}
static inline uint64_t mt_stamp_end(void) { return mt_stamp_begin(); }
#define MT_TIMER_COUNTER "timebase"
#define MT_TIMER_FENCING "isync;mftb;isync"
#else
static inline uint64_t mt_stamp_raw(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
static inline uint64_t mt_stamp_begin(void) { return mt_stamp_raw(); }
static inline uint64_t mt_stamp_end(void) { return mt_stamp_raw(); }
#define MT_TIMER_COUNTER "clock_gettime"
#define MT_TIMER_FENCING "none"
#endif

/* Core cycles through a perf_event mmap page and rdpmc, when
 * mt_bench_timer()->pmc; 0 otherwise. Deltas are masked to the counter width
 * with mt_pmc_delta. */
uint64_t mt_pmc_read(void);
uint64_t mt_pmc_delta(uint64_t a, uint64_t b);

/* CLOCK_MONOTONIC in ns. */
static inline uint64_t mt_clock_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

#endif
