/* The bench core: measure implementations of one memory primitive side by
 * side, with a spread, on a noisy machine. `memtune bench` is a thin CLI over
 * this header; `memtune calibrate` and other subcommands call it directly.
 *
 * Design (why each choice)
 * ------------------------
 * Timer. x86: `lfence; rdtsc; lfence` before and `rdtscp; lfence` after the
 * timed code (Intel's white paper pattern: nothing of the timed code starts
 * before the first read, nothing after it starts before the second). The TSC
 * runs at a constant reference rate, not the core clock, so "cycles" here are
 * reference (TSC) cycles unless a core-cycle counter was available; the TSC
 * rate is measured once per process against CLOCK_MONOTONIC (2 x 25 ms,
 * checked for agreement) so ns are honest even where the kernel's TSC
 * calibration is not visible. Where perf_event_open gives a user-readable
 * cycle counter (cap_user_rdpmc) core cycles are read with rdpmc at batch
 * boundaries as well; under most hypervisors (this machine) it fails and the
 * reason is recorded. aarch64 uses CNTVCT, ppc64 the time base, others
 * clock_gettime.
 *
 * Samples are batches. A sample is the mean time per call over a batch of B
 * calls (B chosen per implementation so a batch lasts ~20 us): one fenced TSC
 * pair costs ~30-70 cycles, far too coarse for a 3 ns call, and a batch also
 * lets a distribution's mixed sizes average out. Two modes: throughput = the
 * B calls run back to back in a loop (what a workload sees: consecutive
 * copies overlap in the out-of-order core); latency = every call is fenced on
 * its own and the fenced empty-call overhead (same indirect call, same
 * fences, measured at the start of each configuration) is subtracted, as in
 * the rdpmc/mfence method behind the Zen 5 numbers. In throughput mode only
 * the batch's own timer overhead is subtracted (the call and loop cost is
 * part of what a workload pays); it is reported as overhead_cycles.
 *
 * Round-robin. Implementations are interleaved: round r takes one batch of
 * each, in the order of a Williams design (mt_bench_round_slot: every
 * implementation in every position, and right after every other one,
 * equally often), so drift (frequency, a noisy neighbour on the host) hits
 * all of them equally and position effects cancel; each one replays its
 * own segment of the sizes (the same multiset), so none finds the
 * predictors trained on its exact sequence by the one before. In a round every implementation runs the same
 * sizes; the ratio to the baseline is the median of the per-round ratios
 * (paired, so slow drift cancels), with its own 95% CI.
 *
 * Arguments vary per call from pre-generated arrays (sizes; positions), so
 * the loop costs the same for every implementation and nothing random is
 * computed while timing. --pattern fixed: one size (and, in the L1 state,
 * one src/dst pair): what an inlined constant-size copy sees, the branch
 * predictor learns it. --pattern offsets: one size, positions vary (LLVM's
 * sweep mode). --pattern random: sizes vary too, drawn from a distribution
 * file or uniformly from (n/2, n] for a size row: what a library call sees.
 * Random sizes never repeat in a short cycle: a branch predictor learns a
 * replayed cycle of 16384 sizes (glibc's memset took half the time it takes
 * on a 2^20-call sequence, and how much was learned depended on how many
 * implementations shared the predictor), so a distribution replays 2^20
 * calls, in segments that shuffle one multiset, and a size row 2^18
 * (replay_order in measure.c has the numbers and the command).
 *
 * Cache state. Positions are drawn inside a window per role (src, dst) sized
 * from mt_cpu() caches: L1 3/8 of L1d (both roles fit in 3/4 of L1), L2 1/4
 * of L2, LLC 1/4 of L3 (fleetbench uses cache/2 for the pair), DRAM
 * max(2 x L3, 64 MiB) per role. Outside L1 the positions are random and
 * spread by 64-byte lines, so consecutive calls touch lines that were evicted
 * from the levels above (fleetbench visits blocks in random order for the
 * same reason); the array is long enough that one pass touches more than the
 * window. Each implementation's batch in a round starts at a different place
 * in the position array, so one implementation never warms the lines the
 * next one reads. The achieved working set is recorded; a row whose size
 * alone exceeds the window is flagged (fits = false).
 *
 * Alignment and aliasing. src_align/dst_align are byte offsets added to
 * 64-byte-aligned positions (0..4095 accepted). In the coupled layout
 * (sweeps) dst = src + A + d where A is a multiple of 4096 and d =
 * (dst_align - src_align) mod 4096, or d = the --aliasing value: so
 * (dst - src) % 4096 is exactly the configured value for every call, which is
 * what the 4K-aliasing and short-distance rep movsb penalties depend on. With
 * a distribution and no explicit alignment, src and dst positions are drawn
 * independently, each aligned as the distribution's alignment line says.
 * memcmp/bcmp with per-call first differences: b = a + A + d is a copy of
 * a with a flipped byte at each marker, and each call starts that many
 * bytes before one (measure.c, gen_marked), so calls share bytes and a
 * whole segment of distinct calls replays from one window.
 *
 * Statistics. Median per call (robust to the right-skewed timing noise),
 * interquartile range, and a 95% CI of the median from order statistics
 * (exact binomial ranks for n <= 2000, normal approximation above; no
 * resampling, so it costs one sort). Outliers: samples outside
 * [Q1 - 3 IQR, Q3 + 3 IQR] (Tukey's "far out" fences) are dropped and
 * counted before the final statistics; they are batches hit by an interrupt
 * or a host preemption. Stopping: after min_samples rounds, every 8 rounds,
 * stop when every implementation's CI half-width / median is below `target`
 * (default 1%), or when the per-configuration time budget ends (then
 * converged = false and the CI says how good the number is).
 *
 * Passes. On a shared 2-CPU VM the CI of one burst of rounds is tight (a
 * throughput loop settles on an integer number of core cycles per call)
 * while the next run can be 30% off because something ran on the sibling
 * CPU for a few ms. mt_bench_sweep therefore visits the whole config list
 * `passes` times (default 5) and pools each config's samples: a transient
 * hits one pass, the pooled median ignores it, and pass_spread (how far
 * apart the passes' medians are) reports what the CI cannot see.
 *
 * Verification. Before timing, each implementation runs on a few of the
 * configuration's real argument sets (same pointers, same alignments,
 * including the largest size) and the result is checked against the
 * definition: copied bytes, set bytes, untouched guard bytes around dst, the
 * return value, the sign (memcmp) or zero-ness (bcmp) of a byte-loop
 * comparison. A wrong answer is an error, not a fast number.
 *
 * Debugging: MEMTUNE_BENCH_DUMP=1 prints every pooled sample (ns per call,
 * one column per implementation) on stderr, to look at the noise itself.
 *
 * Cost of a call. mt_bench_measure() may be called many times in one
 * process: the context keeps its buffers (grown, never shrunk, filled once)
 * and scratch arrays, the TSC rate is measured once, and generating the
 * argument arrays is O(window / 64) at worst.
 */
#ifndef MEMTUNE_BENCH_H
#define MEMTUNE_BENCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "json.h"
#include "memtune/registry.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MT_BENCH_JSON_SCHEMA "memtune-bench/1"

/* ---- timer (timer.c) ---------------------------------------------------- */
struct mt_bench_timer {
    double tsc_hz;            /* measured ticks per second of the counter */
    double tsc_hz_spread;     /* relative difference of the two measurements */
    const char *counter;      /* "rdtsc" | "cntvct" | "timebase" | "clock_gettime" */
    const char *fencing;      /* "lfence;rdtsc;lfence .. rdtscp;lfence" etc. */
    bool invariant_tsc;       /* CPUID 0x80000007 EDX[8] (x86) */
    bool pmc;                 /* core cycles read with rdpmc */
    const char *cycles;       /* "core" (pmc) or "tsc_ref" (reference cycles) */
    char pmc_status[160];     /* why pmc is off, or what it is */
};
/* Measures the counter once per process (about 50 ms) and tries the PMC.
 * Never NULL. */
const struct mt_bench_timer *mt_bench_timer(void);

/* ---- the machine (machine.c) -------------------------------------------- */
struct mt_bench_machine {
    char cpu[64], vendor[16], arch[16];
    unsigned family, model, stepping;
    bool hypervisor;
    char flags[512];          /* space-separated mt_cpu() feature names in effect */
    char microcode[32];       /* from /proc/cpuinfo, or "" */
    char kernel[320];         /* uname: sysname release version machine */
    char libc[64];            /* "glibc 2.36" or "" */
    char compiler[128];       /* __VERSION__ of the tool */
    char commit[64];          /* git describe at build time, or "unknown" */
    size_t l1d, l2, l3;
    char governor[64];        /* scaling_governor of the pinned CPU, or "" */
    char turbo[64];           /* "boost=1", "no_turbo=0", or "" */
    char thp[32];             /* transparent_hugepage/enabled selection, or "" */
    int cpu_pinned;           /* -1 if not pinned */
    char emulated[256];       /* "" if native; else why we think an emulator runs us */
};
/* Filled on first call (reads /proc, /sys, uname). */
const struct mt_bench_machine *mt_bench_machine(void);
/* 1 if this process runs under an instruction-set emulator or dynamic
 * translator (qemu-user, with or without binfmt_misc), with a one-line
 * reason in why; 0 if not (or if /proc cannot tell). The kernel's own link
 * to the executable it runs (/proc/thread-self/exe, which qemu-user does
 * not rewrite, unlike /proc/self/exe) names another file than the program,
 * or an executable for another machine than the one this was built for.
 * /proc/cpuinfo is no evidence: QEMU 8.2 and later write an aarch64 one. */
int mt_bench_emulated(char *why, size_t len);
/* The guard of every timed command: under emulation prints one line on
 * stderr and returns 2, unless allow is set; then the machine's cpu name
 * starts with "EMULATED " (every table, JSON file, profile and report shows
 * it) and 0 is returned. 0 natively. */
int mt_bench_emulation_gate(const char *cmd, bool allow);
/* Pins the calling thread to `cpu`, or to the last CPU of the current
 * affinity mask when cpu < 0. Stores the CPU in *chosen and in the machine
 * record. Returns 0, or -1 with err. */
int mt_bench_pin(int cpu, int *chosen, char *err, size_t errlen);
/* A one-line warning when the frequency governor or turbo state cannot be
 * read (NULL if both are known). */
const char *mt_bench_freq_warning(void);
/* How busy the rest of the machine was while we measured: a neighbour on
 * an SMT sibling or sharing the L3 moves the numbers (on the 2-vCPU KVM
 * development machine a compile on CPU 0 moved fixed-size ratios measured
 * on CPU 1 by up to 17%: memset 72..128 B from 1.13 to 1.32x glibc's time,
 * memcmp 160..512 B from 1.06 to 1.19x; memtune bench OP --sizes
 * 72,128,160,512 --impl libc,mt), and under a hypervisor "steal" is time
 * the vCPU did not run. Samples /proc/stat (one line per CPU). */
#define MT_BENCH_MAX_CPUS 256
struct mt_bench_cpu_sample {
    int ncpu;
    unsigned long long busy[MT_BENCH_MAX_CPUS], total[MT_BENCH_MAX_CPUS], steal[MT_BENCH_MAX_CPUS];
    /* this process: involuntary context switches (getrusage ru_nivcsw) and
     * CLOCK_MONOTONIC seconds at the sample; 0 when not sampled. Another
     * program runnable on the pinned CPU preempts us: the neighbour check
     * above cannot see that (4068 switches in one suite run, with rows
     * x0.17 [0.17..5.71], went unreported). */
    long nivcsw;
    double when;
};
/* Parses /proc/stat text into *s; returns the number of per-CPU lines (0
 * when none: the check is then skipped). */
int mt_bench_cpu_parse(const char *text, struct mt_bench_cpu_sample *s);
/* Reads /proc/stat; returns 0 or -1. */
int mt_bench_cpu_sample(struct mt_bench_cpu_sample *s);
/* Between two samples: writes a one-line warning into buf and returns 1 when
 * another CPU was busy more than 25% of the time, `pinned` lost more than
 * 5% to steal, or this process was preempted more than 20 times a second
 * (at least 50 times); returns 0 (buf untouched) otherwise. */
int mt_bench_cpu_warning(const struct mt_bench_cpu_sample *a, const struct mt_bench_cpu_sample *b, int pinned,
                         char *buf, size_t len);
/* The two samples around a run: start returns NULL when /proc/stat cannot
 * be read (the check is then skipped); stop frees it and returns what
 * mt_bench_cpu_warning returns. */
struct mt_bench_cpu_sample *mt_bench_load_start(void);
int mt_bench_load_stop(struct mt_bench_cpu_sample *start, int pinned, char *buf, size_t len);
/* UTC time as "2026-01-31T12:00:00Z". */
void mt_bench_now_utc(char *buf, size_t len);

/* ---- implementations (impl.c) ------------------------------------------- */
enum mt_bench_impl_kind {
    MT_BENCH_IMPL_STRATEGY,   /* a registry row: mt_<op>_<name> */
    MT_BENCH_IMPL_ENTRY,      /* the dispatching entry: mt_memcpy ... */
    MT_BENCH_IMPL_LIBC,       /* the process's libc function, via a volatile pointer */
    MT_BENCH_IMPL_DLSYM,      /* path/to/lib.so:symbol */
    MT_BENCH_IMPL_COPY_SAFE,  /* mt_copy_safe wrapped to return dst (memcpy only) */
    MT_BENCH_IMPL_INLINE,     /* mt_<op> with MEMTUNE_INLINE: expanded in the timed loop */
};
struct mt_bench_impl {
    char name[160];           /* the spec as given: "rep_movsb", "libc", "./x.so:memcpy" */
    char label[24];           /* short column heading */
    enum mt_bench_impl_kind kind;
    const struct mt_strategy *strategy;   /* kind STRATEGY only */
    union {
        mt_copy_fn copy;      /* memcpy, memmove */
        mt_set_fn set;        /* memset */
        mt_cmp_fn cmp;        /* memcmp, bcmp */
        void (*any)(void);
    } fn;
    void *dl;                 /* dlopen handle (DLSYM) */
    /* Optional: called before every batch of this implementation (and
     * before it is verified), outside the timed region. Calibrate uses it
     * to run the same dispatching entry under different knob values,
     * interleaved, without a wrapper on the timed path. */
    void (*prepare)(const struct mt_bench_impl *im);
    const void *prepare_arg;
};
/* True for the ops the bench core measures (not name_eq: `bench names`). */
bool mt_bench_op_supported(enum mt_op op);
/* --impl mt_inline: an out-of-line call of the header-inline function (for
 * verification); the timed loops recognise it and expand the inline body
 * instead of calling it. */
void (*mt_bench_inline_fn(enum mt_op op))(void);
/* Resolves one spec for op: a registry strategy name (must be runnable on
 * this CPU), "mt" or "mt_<op>", "libc", "copy_safe" (memcpy), or
 * "path:symbol" (dlopen; a spec containing '/' or ".so" before the last ':').
 * Returns 0, or -1 with a one-line err. */
int mt_bench_impl_resolve(enum mt_op op, const char *spec, struct mt_bench_impl *out,
                          char *err, size_t errlen);
/* A comma-separated list; "all" = every runnable strategy of op, mt and
 * libc; "default" = the same without the reference byte loop and the
 * non-temporal strategies (they evict the shared buffers). Duplicates
 * are an error. Allocates *out; free with mt_bench_impl_list_free. */
int mt_bench_impl_list_parse(enum mt_op op, const char *list, struct mt_bench_impl **out,
                             size_t *n, char *err, size_t errlen);
void mt_bench_impl_list_free(struct mt_bench_impl *v, size_t n);

/* ---- code footprint (footprint.c) ---------------------------------------- */

/* What one call runs (single-stepped under ptrace, x86-64 Linux): the
 * instructions executed, the distinct instructions, and the distinct
 * 64-byte i-cache lines they start in. memcmp and bcmp compare equal
 * buffers (the whole length); memset stores 0x5a. */
struct mt_footprint {
    bool ok;
    size_t insns, distinct, lines;
};
/* out[i] for sizes[i]. Returns 0, or -1 with a one-line err (ptrace
 * refused, another architecture, a call that does not return within 4M
 * instructions); results measured before the failure stay set. */
int mt_footprint_measure(enum mt_op op, const struct mt_bench_impl *im, const size_t *sizes, size_t nsizes,
                         struct mt_footprint *out, char *err, size_t errlen);

/* ---- value lists (parse.c) ---------------------------------------------- */

/* Writes the formatted message into err (when err and errlen are set) and
 * returns -1: the bench's one "one-line error into the caller's buffer"
 * helper (parse.c). */
int mt_fail(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
enum mt_bench_range_rule {
    /* A..B without a step: every value if B - A <= 1024, else 4 log steps
     * per doubling. Sizes take K/M/G suffixes. */
    MT_BENCH_RANGE_SIZES,
    /* A..B without a step: every value up to 128, then every 32, plus B
     * (the (dst - src) % 4096 sweep). */
    MT_BENCH_RANGE_ALIASING,
    /* A..B without a step: every value. */
    MT_BENCH_RANGE_DENSE,
};
/* "8,16,32", "1..128", "0..4K:64" (linear step), "64..1M*2" (factor),
 * "64..64K/4" (N log steps per doubling), mixed with commas. Values above
 * max are an error. Result sorted, duplicates removed; *out malloc'd. */
int mt_bench_parse_values(const char *spec, size_t max, enum mt_bench_range_rule rule,
                          size_t **out, size_t *n, char *err, size_t errlen);

/* ---- size distributions (dist.c) ---------------------------------------- */
enum mt_bench_dist_format {
    MT_DIST_FLEETBENCH,       /* 3 lines of x:p (sizes, overlap 0/1, alignment) */
    MT_DIST_LLVM,             /* one line: probability of size i at index i */
    MT_DIST_SPEC_SIZES,       /* CSV "size,count,probability" */
    MT_DIST_SPEC_ALIGN,       /* CSV "align,count,probability" */
    MT_DIST_SEQUENCE,         /* "memtune-seq/1 OP", then one size per line in call
                               * order (memtune trace): the histogram is theirs,
                               * and --order trace replays them as called */
};
struct mt_bench_dist {
    char name[128];           /* file name without directories */
    char path[512];
    enum mt_bench_dist_format format;
    size_t n;                 /* entries: value[i] with probability p[i] (sum 1) */
    size_t *value;
    double *p;
    double p_overlap;         /* fleetbench line 2: P(overlap); 0 otherwise */
    size_t nalign;            /* fleetbench line 3 (powers of two); 0 = none */
    size_t *align;
    double *palign;
    size_t max;               /* largest value with p > 0 */
    double mean;              /* expected value */
    double share_le128;       /* P(size <= 128) */
    double bytes_gt4k;        /* share of bytes in calls > 4096 B */
    uint32_t *seq;            /* MT_DIST_SEQUENCE: the sizes in call order */
    int64_t *seqdiff;         /* and where each memcmp/bcmp call's buffers first
                               * differed (-1: equal); NULL when not traced */
    size_t nseq;
    char seq_op[16];          /* the op the sequence was traced for */
};
/* Reads a file; format detected from the content. 0, or -1 with a one-line
 * err naming the file, line and problem (empty file, bad number, missing
 * line, probability outside [0,1], sum far from 1). */
int mt_bench_dist_load(const char *path, struct mt_bench_dist *d, char *err, size_t errlen);
int mt_bench_dist_parse(const char *text, size_t len, const char *name,
                        struct mt_bench_dist *d, char *err, size_t errlen);
void mt_bench_dist_free(struct mt_bench_dist *d);
const char *mt_bench_dist_format_name(enum mt_bench_dist_format f);

/* ---- what to measure ---------------------------------------------------- */
/* latency-cold: latency, and between two timed calls (outside the timed
 * window) a 512 KiB code footprint runs (bench/cold_code.S), so the
 * call's own code and branches start out of the instruction caches and
 * the BTB, as in a program that does other work between calls. The times
 * are the whole fenced calls (the empty-call overhead is not subtracted:
 * cold, it varies as much as the calls themselves). x86-64, aarch64, ppc64
 * only. */
/* use and use-chain: throughput loops in which the caller uses the bytes,
 * as programs do and the plain loop does not. use: after a copy or memset
 * the loop loads dst's first byte into a sum; before a compare it stores
 * the first 8 bytes of the first buffer (the values they hold, so results
 * do not change), as a program compares what it has just written. A load
 * that meets a store still in the store buffer takes its bytes from the
 * store when one store holds them all (store-to-load forwarding); a masked
 * or wider store cannot forward, and the load waits until the store has
 * been written to the cache. use-chain: as use, and the next call's
 * addresses depend on the byte loaded (or the result compared), through an
 * AND with a zero the compiler cannot see, so each call waits for the last
 * one's bytes: a consumer that parses or hashes what it copied. */
enum mt_bench_mode { MT_BENCH_THROUGHPUT, MT_BENCH_LATENCY, MT_BENCH_LATENCY_COLD, MT_BENCH_USE, MT_BENCH_USE_CHAIN };
/* True where latency-cold can run (the footprint exists). */
bool mt_bench_cold_supported(void);
enum mt_bench_pattern { MT_BENCH_FIXED, MT_BENCH_OFFSETS, MT_BENCH_RANDOM };
enum mt_bench_cache { MT_BENCH_L1, MT_BENCH_L2, MT_BENCH_LLC, MT_BENCH_DRAM };
/* The order a distribution's sizes are replayed in (replay_order in
 * measure.c). shuffled: 2^20 calls before the sequence repeats, what a
 * call site whose sizes never repeat sees; cycle: one cycle of 8192 sizes
 * repeated, which a branch predictor learns, as it learns a call site whose
 * sizes repeat; trace: a traced program's sizes as it called them (needs a
 * memtune-seq/1 file). */
enum mt_bench_order { MT_BENCH_ORDER_SHUFFLED, MT_BENCH_ORDER_CYCLE, MT_BENCH_ORDER_TRACE };
#define MT_BENCH_CYCLE_CALLS 8192u

#define MT_BENCH_DIFF_NONE   ((size_t)-1)  /* memcmp/bcmp: buffers equal */
#define MT_BENCH_DIFF_RANDOM ((size_t)-2)  /* 40% equal, else first difference uniform in [0,n) */
#define MT_BENCH_DIFF_TRACE  ((size_t)-3)  /* each call's from the traced sequence (--dist F.seq with
                                            * first differences): trace order replays them in order,
                                            * shuffled and cycle draw (size, difference) pairs from it */
#define MT_BENCH_ALIAS_AUTO  (-1)          /* (dst_align - src_align) mod 4096 */

/* One point of a sweep. */
struct mt_bench_config {
    size_t size;              /* bytes per call (ignored with a distribution) */
    unsigned src_align;       /* byte offset from a 64-byte-aligned position, 0..4095 */
    unsigned dst_align;       /* ditto (ignored when aliasing is set) */
    int aliasing;             /* (dst - src) % 4096, or MT_BENCH_ALIAS_AUTO */
    size_t diff_pos;          /* memcmp/bcmp: index of the first difference, or DIFF_* */
    long overlap;             /* memmove: dst = src + overlap when non-zero */
    enum mt_bench_cache cache;
};
/* A config with the defaults: aligned, aliasing auto, no difference, L1. */
void mt_bench_config_init(struct mt_bench_config *c, size_t size);

/* The run: everything that is the same for all configs. */
struct mt_bench_run {
    enum mt_op op;
    const struct mt_bench_impl *impls;
    size_t nimpl;
    size_t baseline;          /* index into impls for ratios; (size_t)-1 = none */
    enum mt_bench_mode mode;
    enum mt_bench_pattern pattern;   /* forced to RANDOM with a distribution */
    const struct mt_bench_dist *dist;        /* sizes (+ overlap, alignment) or NULL */
    const struct mt_bench_dist *src_align_dist; /* SPEC align tables or NULL */
    const struct mt_bench_dist *dst_align_dist;
    bool explicit_align;      /* with dist: use config src/dst_align/aliasing, not the dist's */
    enum mt_bench_order order; /* with dist: the replay order (shuffled) */
    double target;            /* stop when CI half-width / median <= target (0.01) */
    double max_seconds;       /* time budget per config (0.3) */
    unsigned min_samples;     /* rounds before the first stop test (16) */
    unsigned max_samples;     /* hard cap on rounds (100000) */
    double batch_us;          /* target batch duration (20) */
    uint64_t seed;            /* argument arrays (1) */
    unsigned passes;          /* mt_bench_sweep: passes over all configs (5) */
    int set_value;            /* memset: the byte stored (0xa5; 0 takes zeroing paths such
                               * as aarch64's DC ZVA) */
    int dst_cache;            /* memcpy/memmove: dst's cache state (an mt_bench_cache), src
                               * keeping the config's: every call a new dst position in a
                               * window of that level's size, at the config's (dst - src) %
                               * 4096; -1 (default): dst beside src, in the same state.
                               * Each implementation of a round gets places of its own.
                               * A destination not in L1 is what the store side of a copy
                               * pays for (reads for ownership): Zen 5, 4..24 KiB from a
                               * hot src to a dst in no cache, the 64-byte loop 1.4-1.8x
                               * rep movsb's time (bench memcpy --pattern offsets
                               * --dst-cache DRAM --impl libc,mt,rep_movsb). With the
                               * fixed pattern every dst shares a page offset (src's
                               * plus the aliasing): small copies then compete for a
                               * few L1 sets */
    bool prepass;             /* run each batch once untimed before timing it, so every
                               * implementation finds the buffers as its own calls leave
                               * them: non-temporal stores evict what the implementation
                               * before them in the round had in cache (false) */
};
/* Defaults as listed above; op, impls and nimpl are set by the caller. */
void mt_bench_run_init(struct mt_bench_run *r, enum mt_op op);

struct mt_bench_stats {
    size_t n;                 /* samples kept */
    size_t outliers;          /* samples dropped by the fences */
    double median, q1, q3;    /* quartiles of the kept samples */
    double ci_lo, ci_hi;      /* 95% CI of the median */
    double mean, min, max;
};

/* One (implementation, config). */
struct mt_bench_result {
    struct mt_bench_stats ns;       /* ns per call */
    struct mt_bench_stats cycles;   /* cycles per call (see timer->cycles) */
    struct mt_bench_stats bytes_per_ns; /* per-sample bytes / ns (= GB/s) */
    double calls_per_s, calls_per_s_lo, calls_per_s_hi;   /* from ns */
    double ratio, ratio_lo, ratio_hi;  /* time / baseline time, per-round paired; 0 if none */
    double pass_spread;       /* (max - min) of the passes' medians / median; 0 for one pass */
    bool best;                /* lowest median of its config */
    bool verified;
};

/* What is common to one config across implementations. */
struct mt_bench_point {
    size_t rounds;            /* rounds taken (all passes) */
    unsigned passes;          /* passes that contributed */
    bool converged;           /* target reached before the budget ended */
    double seconds;           /* wall time spent on this config */
    double mean_bytes;        /* mean bytes per call of the argument arrays */
    size_t max_bytes;         /* largest size of the config */
    size_t window;            /* bytes per role the positions are spread over */
    size_t footprint;         /* bytes the positions can touch (both roles) */
    bool fits;                /* footprint fits the cache level asked for */
    size_t ncalls;            /* calls replayed before the argument sequence repeats */
    double overhead_cycles;   /* subtracted (latency) or timer-only (throughput) */
    unsigned batch[64];       /* calls per batch, per implementation (first 64) */
    int aliasing;             /* (dst - src) % 4096 in effect, -1 if it varies */
};

struct mt_bench_ctx;
struct mt_bench_ctx *mt_bench_ctx_new(void);
void mt_bench_ctx_free(struct mt_bench_ctx *c);

/* Measures every implementation of run on one config, interleaved, in one
 * pass (run->passes is not used). res has run->nimpl entries. Returns 0;
 * -1 with err on a wrong answer (naming the implementation and the
 * arguments), an impossible config or no memory. */
int mt_bench_measure(struct mt_bench_ctx *ctx, const struct mt_bench_run *run,
                     const struct mt_bench_config *cfg, struct mt_bench_result *res,
                     struct mt_bench_point *pt, char *err, size_t errlen);

/* The implementation that runs j-th in round `round` of K: a Williams
 * design over 2K rounds, so every implementation runs in every position,
 * and directly after every other one, equally often (test_bench checks
 * it): what one leaves in the predictors and caches favours nobody. */
size_t mt_bench_round_slot(size_t round, size_t j, size_t K);

/* Measures every config, in run->passes passes over the whole list (each
 * pass gets max_seconds / passes per config), pooling each config's samples
 * across passes: a disturbance of a few ms (a build on the sibling CPU)
 * hits one pass of a config instead of all of its samples, and the pooled
 * median ignores it. res is [ncfg * nimpl] (config-major), pt [ncfg].
 * progress (may be NULL) is called after each config of each pass. Returns
 * 0, or -1 with err (a wrong answer stops the sweep). */
int mt_bench_sweep(struct mt_bench_ctx *ctx, const struct mt_bench_run *run,
                   const struct mt_bench_config *cfg, size_t ncfg,
                   struct mt_bench_result *res, struct mt_bench_point *pt,
                   void (*progress)(size_t done, size_t total, void *user), void *user,
                   char *err, size_t errlen);

/* ---- results and writers (output.c) ------------------------------------- */
struct mt_bench_report {
    const struct mt_bench_run *run;
    const struct mt_bench_config *cfg;   /* [ncfg] */
    size_t ncfg;
    const struct mt_bench_point *pt;     /* [ncfg] */
    const struct mt_bench_result *res;   /* [ncfg * run->nimpl], config-major */
    const char *command;                 /* the command line, for the record */
    const char *date;                    /* UTC, mt_bench_now_utc */
};
/* Table on f: implementations as columns, configs as rows, * marks the
 * fastest per row; then ratios to the baseline. A single config prints one
 * row per implementation with calls/s and bytes/s. */
void mt_bench_print_table(FILE *f, const struct mt_bench_report *r);
int mt_bench_write_csv(FILE *f, const struct mt_bench_report *r);
/* docs/bench-json.md describes the schema. */
int mt_bench_write_json(FILE *f, const struct mt_bench_report *r);

/* The machine record every bench writer emits ({"cpu": ..., "cpu_pinned":
 * N}); the JSON pieces themselves are json.h's. */
void mt_json_machine(FILE *f);

const char *mt_bench_mode_name(enum mt_bench_mode m);
const char *mt_bench_order_name(enum mt_bench_order o);
int mt_bench_order_from_name(const char *s);   /* -1 if unknown */
const char *mt_bench_pattern_name(enum mt_bench_pattern p);
const char *mt_bench_cache_name(enum mt_bench_cache c);
int mt_bench_cache_from_name(const char *s);   /* -1 if unknown */

/* ---- statistics (stats.c) ----------------------------------------------- */
/* Quantile q of sorted x[0..n) (linear interpolation, type 7). */
double mt_bench_quantile(const double *sorted, size_t n, double q);
/* Sorts x[0..n) ascending (for mt_bench_quantile). */
void mt_bench_sort(double *x, size_t n);
/* Sorts x[0..n) and returns its median (the mean of the middle two for an
 * even n; 0 for n = 0). */
double mt_bench_median(double *x, size_t n);
/* 0-based indexes lo, hi of the order statistics that bound a `conf` (0.95)
 * CI of the median of n samples (exact binomial for n <= 2000). */
void mt_bench_median_ci_ranks(size_t n, double conf, size_t *lo, size_t *hi);
/* Statistics of x[0..n) after dropping values outside
 * [Q1 - fence_k IQR, Q3 + fence_k IQR] (fence_k <= 0: keep all). scratch
 * holds n doubles. If keep is not NULL, keep[i] says whether x[i] stayed. */
void mt_bench_stats(const double *x, size_t n, double fence_k, double *scratch,
                    bool *keep, struct mt_bench_stats *out);

#ifdef __cplusplus
}
#endif
#endif
