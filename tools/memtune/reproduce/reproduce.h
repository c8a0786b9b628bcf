/* memtune reproduce: the seeds' measurable claims, measured on this CPU.
 *
 * Each claim (claims.c lists them) has a statement, its source (the seed
 * file and who said it, plus the section of
 * /work/shared/research/anchors-kernel.md), an experiment (run) and a
 * verdict: holds, does not hold, or not applicable with the reason ("no
 * AVX-512 on this CPU", "needs a kernel build"). The verdicts are computed
 * by the judge_* functions in judge.c from plain numbers, so
 * tests/test_reproduce.c checks them on synthetic measurements; the run
 * functions only measure and call them.
 *
 * Core clocks. The claims in clocks come from rdpmc on bare metal; under a
 * hypervisor (this KVM guest) there is no counter, so rp_clock() times a
 * chain of dependent adds (each one core cycle on every x86-64 core since
 * the P6: one add's result is the next one's input) against the TSC in the
 * same run, giving core clocks per TSC tick; ns convert to clocks with it.
 * It is taken before and after the whole run and each claim says which. */
#ifndef MT_REPRODUCE_H
#define MT_REPRODUCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "bench/bench.h"

#define RP_SCHEMA "memtune-reproduce/1"

enum rp_verdict { RP_HOLDS, RP_FAILS, RP_NA, RP_ERROR };
const char *rp_verdict_name(enum rp_verdict v);  /* "holds", "does not hold", "not applicable", "error" */
const char *rp_verdict_key(enum rp_verdict v);   /* JSON: "holds", "fails", "na", "error" */

/* What a judge decides: the verdict and one line saying why. */
struct rp_judgement {
    enum rp_verdict verdict;
    char why[400];
};

/* ---- measurements: a claim's result ------------------------------------- */
#define RP_MAX_VALUES 64
#define RP_MAX_SERIES 6
#define RP_MAX_POINTS 96

struct rp_value {
    char key[40];
    double v;
    char unit[16];
};
struct rp_series {
    char name[48];            /* legend */
    char xlabel[48], ylabel[48];
    bool logx;
    size_t n;
    double x[RP_MAX_POINTS], y[RP_MAX_POINTS];
};
struct rp_result {
    struct rp_judgement j;
    char *text;               /* measurement lines, printed indented */
    size_t len, cap;
    char method[1400];        /* how it was measured (the command-equivalent) */
    char warning[320];        /* another CPU busy, steal... */
    struct rp_value val[RP_MAX_VALUES];
    size_t nval;
    struct rp_series ser[RP_MAX_SERIES];
    size_t nser;
    double seconds;
};
void rp_printf(struct rp_result *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rp_value(struct rp_result *r, const char *key, double v, const char *unit);
struct rp_series *rp_series(struct rp_result *r, const char *name, const char *xlabel, const char *ylabel, bool logx);
void rp_series_add(struct rp_series *s, double x, double y);
void rp_method(struct rp_result *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rp_set(struct rp_result *r, enum rp_verdict v, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void rp_result_free(struct rp_result *r);

/* ---- the run's context -------------------------------------------------- */
struct rp_ctx {
    bool quick;               /* ~10x shorter, for the smoke test */
    int cpu;                  /* pinned CPU, -1 if not pinned */
    double tsc_hz;
    double core_per_tick;     /* core clocks per TSC tick (rp_clock), 0 if unknown */
    double core_per_tick_spread;
    struct mt_bench_ctx *bench;
    uint64_t features;        /* mt_cpu()->features */
    bool x86;
    bool xsave_ok;            /* OSXSAVE: XCR0 readable, XSAVE usable */
    unsigned xsave_bytes;     /* CPUID 0xD.0 EBX: the XSAVE area for XCR0 */
    const char *workdir;      /* scratch directory (GCC experiments) or NULL */
    char srcdir[1024];        /* the tree holding data/ (mt_tool_source_dir) */
};

/* Core clocks per TSC tick from dependent adds (see the top of the file):
 * median of `reps` timings of `adds` adds; *spread = (max - min) / median
 * of the middle half. 0 when not x86-64. */
double rp_clock(unsigned reps, double *spread);
/* ns -> core clocks with ctx->core_per_tick (NaN if unknown). */
double rp_ns_to_clocks(const struct rp_ctx *c, double ns);

/* ---- timing helpers ------------------------------------------------------ */
/* The bench core on one op: implementations by name (as --impl), one config
 * per size (or per aliasing value / alignment given in cfg), median ns per
 * call into ns[k * nimpl + i] (config-major). Returns 0, or -1 with err. */
struct rp_bench {
    enum mt_op op;
    enum mt_bench_mode mode;
    enum mt_bench_pattern pattern;
    double seconds;           /* budget per config, all passes */
    unsigned passes;
    const struct mt_bench_dist *dist;
};
int rp_bench_run(struct rp_ctx *c, const struct rp_bench *b, struct mt_bench_impl *impls, size_t nimpl,
                 const struct mt_bench_config *cfg, size_t ncfg, double *ns, char *err, size_t errlen);
/* Resolves a comma list of --impl names for op (0, or -1 and err). */
int rp_impls(enum mt_op op, const char *list, struct mt_bench_impl **out, size_t *n, char *err, size_t errlen);
/* An implementation from a plain function pointer (for helpers that are
 * not registry rows). */
void rp_impl_fn(struct mt_bench_impl *im, const char *label, void (*fn)(void));

/* Median ns per call of fn(d, s, n) at exactly these pointers: `batch`
 * calls per sample, `samples` samples (after one warm-up sample). The
 * pointers and size are the same for every call (the branch predictor and
 * caches learn them, like a fixed-size bench row). */
double rp_time_copy(const struct rp_ctx *c, mt_copy_fn fn, void *d, const void *s, size_t n, unsigned batch,
                    unsigned samples);
/* Median of x[0..n) (sorts a copy). */
double rp_median(const double *x, size_t n);

/* ---- judges (judge.c): plain numbers in, a verdict out ------------------- */
/* 1: median latency below 128 B, at 129..256 B, and the first size whose
 * latency exceeds 1.3x the small-size median. */
void judge_rep_step(const size_t *sizes, const double *ns, size_t n, struct rp_judgement *j);
/* 2: latency at (dst-src)%4096 in 1..63 against the other distances. */
void judge_rep_alias(const int *dist, const double *ns, size_t n, struct rp_judgement *j);
/* 3: rep movsb / vector time ratio per distance (FSRM needed). */
void judge_rep_alias_vector(const int *dist, const double *ratio, size_t n, bool fsrm, bool intel,
                            struct rp_judgement *j);
/* 4: best rep movsb bytes per core clock (NaN: clocks unknown). */
void judge_rep_large(double rep_bpc, double vec_bpc, struct rp_judgement *j);
/* 5: rep movsq / rep movsb time ratios at sizes that are multiples of 8. */
void judge_movsq_movsb(const size_t *sizes, const double *ratio, size_t n, struct rp_judgement *j);
/* 6: per constant size, the fastest GCC algorithm (names) and whether it
 * is a plain-store one; sizes <= 256 must all be. */
void judge_const_stores(const size_t *sizes, const char *const *best, size_t n, struct rp_judgement *j);
/* 7: FSRM/FSRS bits and the rep stosb / rep movsb and rep stosb / vector
 * time ratios at sizes <= 128. */
void judge_stosb_fsrs(bool fsrm, bool fsrs, double stos_over_movs, double stos_over_vec, struct rp_judgement *j);
/* Which vendor claim applies (8, 11). */
enum rp_cpu_kind { RP_CPU_INTEL, RP_CPU_ZEN34, RP_CPU_OTHER };
/* 8: rep movsb time ratio dst%16 = 15 / aligned at 2113 B with the source
 * far (ratio) and at dst = src + 15 (near): Zen 3/4 collapse (~19x), Intel
 * at most ~25%. */
void judge_dst_misalign(double ratio, double near, enum rp_cpu_kind kind, struct rp_judgement *j);
/* 9: time of rep movsq with dst unaligned, aligned to 8, 16, 32. */
void judge_movsq_align(double t_unaligned, double t8, double t16, double t32, struct rp_judgement *j);
/* 10: forward and backward rep movsb in GB/s. */
void judge_backward(double fwd_gbs, double bwd_gbs, struct rp_judgement *j);
/* 11: rep movsb time with src/dst page-aligned against both 64 B past a
 * page boundary (worst of the page-aligned placements / control). */
void judge_page_aligned(double worst_ratio, enum rp_cpu_kind kind, struct rp_judgement *j);
/* 12: first-use penalty of wide vectors (ns beyond the warmed time) and
 * of the scalar control, after a busy gap and after a sleep; avx512 = the
 * claim applies; chunk = the steady time of one timed chunk. */
void judge_warmup(bool avx512, double vec_busy, double sc_busy, double vec_sleep, double sc_sleep, double chunk,
                  struct rp_judgement *j);
/* 13: legacy-SSE loop time with dirty upper YMM / clean. */
void judge_vzeroupper(bool avx, double ratio, struct rp_judgement *j);
/* 14: ns per compare: word-at-a-time, libc memcmp, repe cmpsb. */
void judge_name_cmp(double word_ns, double libc_ns, double repe_ns, struct rp_judgement *j);
/* 15: ns per component: word-at-a-time hash_name, bytewise hash. */
void judge_name_hash(double word_ns, double byte_ns, struct rp_judgement *j);
/* 16: ns per fault of the extable copy and of a bare signal round trip;
 * ns of the no-fault copy against memcpy. */
void judge_safecopy(double fault_ns, double roundtrip_ns, double nofault_ns, double memcpy_ns,
                    struct rp_judgement *j);
/* 17: signal round trip ns, clean and with the widest vector state the CPU
 * has dirty (YMM, or ZMM/opmask with AVX-512) (ci: 95% intervals). */
void judge_signal_state(bool avx, double clean_ns, double dirty_ns, const double clean_ci[2],
                        const double dirty_ci[2], struct rp_judgement *j);
/* 18: cases checked and cases where RCX or the written bytes disagree. */
void judge_fault_contract(size_t cases, size_t bad_rcx, size_t bad_bytes, struct rp_judgement *j);
/* 19: the vector/rep crossovers with the state saved and the user's state
 * clean or dirty (sizes; 0 = none in range) and the sweep's step as a
 * factor (1.19 = 2^(1/4)). */
void judge_two_breakpoints(size_t clean_x, size_t dirty_x, double step, struct rp_judgement *j);
/* 20: register-heavy caller, ns per copy at fixed small sizes (medians
 * over the sizes): the thunk's loop through the thunk, the same loop
 * behind a SysV call, inline rep movsb. */
void judge_thunk(double thunk_ns, double sysv_ns, double inline_ns, bool fsrm, struct rp_judgement *j);

/* ---- the claims ---------------------------------------------------------- */
struct rp_claim {
    int num;                  /* 1..18: anchors-kernel.md; 19..: the issue and the seeds */
    const char *id;           /* "rep-step" */
    const char *claim;        /* the statement, with the seed's numbers */
    const char *source;       /* seed file and who said it; anchors section */
    void (*run)(struct rp_ctx *c, struct rp_result *r);
    /* Claims no user-space experiment can test (a kernel build, another
     * architecture): the reason, and run is NULL. */
    const char *na_reason;
};
const struct rp_claim *rp_claims(size_t *n);

/* claims_*.c */
void rp_run_rep_step(struct rp_ctx *c, struct rp_result *r);
void rp_run_rep_alias(struct rp_ctx *c, struct rp_result *r);
void rp_run_rep_alias_vector(struct rp_ctx *c, struct rp_result *r);
void rp_run_rep_large(struct rp_ctx *c, struct rp_result *r);
void rp_run_movsq_movsb(struct rp_ctx *c, struct rp_result *r);
void rp_run_const_stores(struct rp_ctx *c, struct rp_result *r);
void rp_run_stosb_fsrs(struct rp_ctx *c, struct rp_result *r);
void rp_run_dst_misalign(struct rp_ctx *c, struct rp_result *r);
void rp_run_movsq_align(struct rp_ctx *c, struct rp_result *r);
void rp_run_backward(struct rp_ctx *c, struct rp_result *r);
void rp_run_page_aligned(struct rp_ctx *c, struct rp_result *r);
void rp_run_warmup(struct rp_ctx *c, struct rp_result *r);
void rp_run_vzeroupper(struct rp_ctx *c, struct rp_result *r);
void rp_run_name_cmp(struct rp_ctx *c, struct rp_result *r);
void rp_run_name_hash(struct rp_ctx *c, struct rp_result *r);
void rp_run_safecopy(struct rp_ctx *c, struct rp_result *r);
void rp_run_signal_state(struct rp_ctx *c, struct rp_result *r);
void rp_run_fault_contract(struct rp_ctx *c, struct rp_result *r);
void rp_run_two_breakpoints(struct rp_ctx *c, struct rp_result *r);
void rp_run_thunk(struct rp_ctx *c, struct rp_result *r);

#endif
