/* checkasm: the differential correctness harness (dav1d tests/checkasm
 * style). Shared declarations of tests/checkasm.c (CLI, function list,
 * dispatch tiers), tests/checkasm/engine.c (buffers, calls, passes) and
 * tests/checkasm/selftest.c (deliberately broken functions). */
#ifndef CHECKASM_H
#define CHECKASM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "memtune/registry.h"

/* One function under test: a registry row, a dispatching entry point
 * (possibly under a forced CPU tier or knob setting) or a self-test fake. */
struct tfn {
    char full[96];          /* "memcpy.avx2", "memcpy.mt_memcpy@no-avx512" */
    enum mt_op op;
    void (*fn)(void);
    uint64_t needs;         /* CPU features it needs */
    bool checked;           /* called through the checked trampoline */
    uint8_t abi;            /* CHECKASM_ABI_*: SysV, or a rep-ABI thunk */
    bool selected;          /* --test / --function */
    bool skip;              /* features missing: never called */
    bool dead;              /* faulted in the current pass: not called again in it */
    uint64_t checks, fails;
    unsigned msgs;          /* failure messages printed */
    char first_msg[320];    /* first failure message (the self-test reads it) */
    const char *expect;     /* self-test: the report must contain this */
};

/* How a function takes its arguments. */
enum {
    CHECKASM_ABI_SYSV = 0,
    CHECKASM_ABI_REP_MOVSB,   /* rdi, rsi, rcx: a memcpy thunk (include/memtune/thunk.h) */
    CHECKASM_ABI_REP_STOSB,   /* rdi, al, rcx: a memset thunk */
};

/* Knobs of a run. */
struct opts {
    bool quick, verbose, selftest;
    uint64_t seed;
};
extern struct opts opt;

/* Extra sizes to test with +-1 around (knob values in force). */
void engine_add_size_anchor(size_t n);
/* Allocates the guarded arenas for sizes up to the largest anchor. */
void engine_init(void);
/* Runs every pass of `op` over the selected functions fns[0..n) of that
 * op; `quick` reduces the matrices; `tag` names the run in the log. */
void engine_run_op(enum mt_op op, struct tfn **fns, size_t n, bool quick, const char *tag);
/* Records a failure of f in the current case (prints the first few). */
void engine_fail(struct tfn *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A check outside the case matrix, counted on f. */
void engine_check(struct tfn *f, bool ok, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The "op.libc-vs-byte_loop" row: libc against the reference. */
struct tfn *engine_oracle(enum mt_op op);
/* "sse2,avx" for a mask (static buffer). */
const char *engine_features(uint64_t mask);

/* Self-test: runs the engine over broken functions; returns 0 if every
 * one was detected and named, the control passed and the skip worked. */
int selftest_run(void);

#if defined(__x86_64__) || defined(__aarch64__)
#define CHECKASM_TRAMPOLINE 1
/* tests/checkasm_<arch>.S: calls fn(a, b, c) with random values in the
 * callee-saved registers and junk in the unused argument registers; after
 * the call sets checkasm_fail to a mask of CHECKASM_F_* (x86-64) or
 * CHECKASM_A64_* (aarch64). */
uint64_t checkasm_checked_call(void (*fn)(void), uint64_t a, uint64_t b, uint64_t c);
/* x86-64: rbx rbp r12 r13 r14 r15, then rcx r8 r9 r10 junk.
 * aarch64: x19-x28, d8-d15, x3-x7 junk, x29. */
extern uint64_t checkasm_regs[32];
extern uint64_t checkasm_canary;
extern uint32_t checkasm_fail;
#else
#define CHECKASM_TRAMPOLINE 0
#endif

#if defined(__aarch64__)
enum {
    CHECKASM_A64_X19 = 1 << 0,   /* bits 0..9: x19..x28, 10: x29 */
    CHECKASM_A64_D8 = 1 << 11,   /* bits 11..18: d8..d15 */
    CHECKASM_A64_STACK = 1 << 19,
    CHECKASM_A64_SP = 1 << 20,
};
#endif

#if defined(__x86_64__)
extern uint8_t checkasm_has_avx, checkasm_has_xgetbv1;
/* tests/checkasm_x86_64.S: the checked call of a rep-ABI thunk (see there);
 * engine.c fills the inputs and compares the outputs. */
void checkasm_checked_call_rep(void);
extern void (*checkasm_rep_fn)(void);
extern uint64_t checkasm_rep_a, checkasm_rep_b, checkasm_rep_n;
extern uint8_t checkasm_rep_kind, checkasm_rep_misalign;
extern uint64_t checkasm_rep_in[16], checkasm_rep_out[16];  /* rax rbx rcx rdx rsi rdi rbp rsp r8..r15 */
extern uint64_t checkasm_rep_rsp_in, checkasm_rep_rsp_out, checkasm_rep_flags;
extern uint32_t checkasm_rep_mxcsr[2];                     /* before, after */
extern uint8_t checkasm_vec_in[16 * 32], checkasm_vec_out[16 * 32];  /* ymm0-15 (xmm: first 16 bytes) */
enum {
    CHECKASM_F_RBX = 1 << 0, CHECKASM_F_RBP = 1 << 1, CHECKASM_F_R12 = 1 << 2,
    CHECKASM_F_R13 = 1 << 3, CHECKASM_F_R14 = 1 << 4, CHECKASM_F_R15 = 1 << 5,
    CHECKASM_F_STACK = 1 << 8,   /* wrote into the caller's frame */
    CHECKASM_F_DF = 1 << 9,      /* returned with the direction flag set */
    CHECKASM_F_YMM = 1 << 10,    /* XINUSE[2]: upper halves of YMM dirty */
    CHECKASM_F_ZMM = 1 << 11,    /* XINUSE[6]: upper halves of ZMM0-15 dirty */
};
#endif

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
/* tests/checkasm_ppc64le.S: calls fn(a, b, c) with random values in
 * r14-r31, f14-f31, v20-v31 and cr2-cr4, junk in r6-r10 and canaries
 * above the frame header; after the call sets the checkasm_fail* masks. */
uint64_t checkasm_checked_call(void (*fn)(void), uint64_t a, uint64_t b, uint64_t c);
extern uint64_t checkasm_regs[23];   /* r14-r31 (and f14-f31), then r6-r10 junk */
extern uint64_t checkasm_vregs[24];  /* v20-v31 */
extern uint64_t checkasm_canary, checkasm_cr;
extern uint32_t checkasm_fail, checkasm_fail_fpr, checkasm_fail_vr;
enum {
    CHECKASM_F_CR = 1 << 20,     /* cr2-cr4 changed */
    CHECKASM_F_STACK = 1 << 21,  /* wrote into the caller's frame */
};
#endif

#endif
