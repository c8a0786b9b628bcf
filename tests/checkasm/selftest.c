/* checkasm --self-test: the harness must catch each of these deliberately
 * broken functions and name it, must pass a correct control function, and
 * must skip (never call) a function whose CPU features are missing.
 * The broken functions are the bugs that ship: an off-by-one tail, one byte
 * written or read past the end, a read before the start, a wrong return
 * value, memmove copying in the wrong direction, a memset broadcast that
 * keeps the bits above the byte, a signed or byte-order-blind memcmp, a bcmp
 * that stops early, and in asm a clobbered rbx, a missing vzeroupper, a
 * missing cld, a write into the caller's frame and an illegal instruction;
 * and rep-ABI thunks that clobber a register the REP ABI preserves (rdx,
 * xmm5, the upper half of ymm6, rax's upper bits, rsi for stosb), leave
 * rcx non-zero or rdi not advanced, or assume SysV stack alignment. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "memtune/cpu.h"
#include "checkasm.h"

/* Plain loops through volatile pointers, so the compiler keeps the bug. */
static void *st_memcpy_ok(void *d, const void *s, size_t n)
{
    volatile unsigned char *dd = d;
    const volatile unsigned char *ss = s;
    for (size_t i = 0; i < n; i++)
        dd[i] = ss[i];
    return d;
}

static void *st_memcpy_tail(void *d, const void *s, size_t n)
{
    /* The last byte is dropped when n % 16 == 15. */
    return st_memcpy_ok(d, s, (n & 15) == 15 ? n - 1 : n);
}

static void *st_memcpy_overrun(void *d, const void *s, size_t n)
{
    /* Copies n + 1 bytes when n % 32 == 31. */
    return st_memcpy_ok(d, s, (n & 31) == 31 ? n + 1 : n);
}

static void *st_memcpy_overread(void *d, const void *s, size_t n)
{
    /* Correct result, but loads the byte after the source. */
    if (n)
        (void)((const volatile unsigned char *)s)[n];
    return st_memcpy_ok(d, s, n);
}

static void *st_memcpy_underread(void *d, const void *s, size_t n)
{
    if (n)
        (void)((const volatile unsigned char *)s)[-1];
    return st_memcpy_ok(d, s, n);
}

static void *st_memcpy_retval(void *d, const void *s, size_t n)
{
    st_memcpy_ok(d, s, n);
    return (char *)d + n;
}

static void *st_memmove_forward(void *d, const void *s, size_t n)
{
    return st_memcpy_ok(d, s, n); /* wrong when dst is inside the source */
}

static void *st_memset_tail(void *d, int c, size_t n)
{
    volatile unsigned char *dd = d;
    size_t m = (n & 7) == 3 ? n - 1 : n;
    for (size_t i = 0; i < m; i++)
        dd[i] = (unsigned char)c;
    return d;
}

static void *st_memset_bits(void *d, int c, size_t n)
{
    /* Broadcast without masking c to a byte first. */
    uint64_t v = (uint64_t)(unsigned)c * 0x0101010101010101ull;
    unsigned char *dd = d;
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        memcpy(dd + i, &v, 8);
    for (; i < n; i++)
        dd[i] = (unsigned char)c;
    return d;
}

static int st_memcmp_signed(const void *a, const void *b, size_t n)
{
    const volatile signed char *x = a, *y = b;
    for (size_t i = 0; i < n; i++)
        if (x[i] != y[i])
            return x[i] - y[i];
    return 0;
}

static int st_memcmp_nobswap(const void *a, const void *b, size_t n)
{
    /* Compares 8-byte little-endian words as integers: right for one
     * differing byte, wrong when a later byte of the word differs the
     * other way. */
    const unsigned char *x = a, *y = b;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t u, v;
        memcpy(&u, x + i, 8);
        memcpy(&v, y + i, 8);
        if (u != v)
            return u < v ? -1 : 1;
    }
    for (; i < n; i++)
        if (x[i] != y[i])
            return x[i] < y[i] ? -1 : 1;
    return 0;
}

static int st_bcmp_skiplast(const void *a, const void *b, size_t n)
{
    const volatile unsigned char *x = a, *y = b;
    for (size_t i = 0; i + 1 < n; i++)
        if (x[i] != y[i])
            return 1;
    return 0;
}

static int st_memcmp_ok(const void *a, const void *b, size_t n)
{
    const volatile unsigned char *x = a, *y = b;
    for (size_t i = 0; i < n; i++)
        if (x[i] != y[i])
            return x[i] < y[i] ? -1 : 1;
    return 0;
}

#if defined(__x86_64__)
void *selftest_memcpy_clobber_rbx(void *, const void *, size_t);
void *selftest_memcpy_no_vzeroupper(void *, const void *, size_t);
void *selftest_memcpy_leaves_df(void *, const void *, size_t);
void *selftest_memcpy_smash_stack(void *, const void *, size_t);
void *selftest_memcpy_sigill(void *, const void *, size_t);
/* rep-ABI thunks (checkasm_x86_64.S) */
void selftest_thunk_clobber_rdx(void);
void selftest_thunk_clobber_xmm(void);
void selftest_thunk_clobber_ymm_hi(void);
void selftest_thunk_rcx_left(void);
void selftest_thunk_no_advance(void);
void selftest_thunk_needs_alignment(void);
void selftest_thunk_stos_clobber_rax(void);
void selftest_thunk_stos_clobber_rsi(void);
void selftest_thunk_movsb_ok(void);
void selftest_thunk_stosb_ok(void);
#elif defined(__aarch64__)
void *selftest_memcpy_clobber_x19(void *, const void *, size_t);
void *selftest_memcpy_clobber_d8(void *, const void *, size_t);
void *selftest_memcpy_smash_stack(void *, const void *, size_t);
void *selftest_memcpy_sigill(void *, const void *, size_t);
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
void *selftest_memcpy_clobber_r14(void *, const void *, size_t);
void *selftest_memcpy_clobber_f14(void *, const void *, size_t);
void *selftest_memcpy_clobber_v20(void *, const void *, size_t);
void *selftest_memcpy_clobber_cr2(void *, const void *, size_t);
void *selftest_memcpy_smash_stack(void *, const void *, size_t);
void *selftest_memcpy_sigill(void *, const void *, size_t);
#define SELFTEST_PPC64LE 1
#endif

struct bad {
    enum mt_op op;
    const char *name;
    void (*fn)(void);
    const char *expect;      /* NULL: must pass */
    uint64_t needs;
    uint8_t abi;             /* CHECKASM_ABI_* */
};

#define F(x) ((void (*)(void))(x))

int selftest_run(void)
{
    const struct mt_cpu_info *ci = mt_cpu();
    /* A feature this CPU lacks, for the skip check. */
    static const uint64_t candidates[] = { MT_CPU_SVE, MT_CPU_VSX, MT_CPU_FSRCS, MT_CPU_AVX512F, MT_CPU_ARCH_3_1,
                                           MT_CPU_ARCH_3_00 };
    uint64_t missing = 0;
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0] && !missing; i++)
        if (!(ci->features & candidates[i]))
            missing = candidates[i];

    struct bad list[] = {
        { MT_OP_MEMCPY, "st_ok", F(st_memcpy_ok), NULL, 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_tail_off_by_one", F(st_memcpy_tail), "wrong byte", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_write_past_end", F(st_memcpy_overrun), "past the end", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_read_past_end", F(st_memcpy_overread), "SIGSEGV at", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_read_before_start", F(st_memcpy_underread), "before the start", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_bad_return", F(st_memcpy_retval), "returned", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMMOVE, "st_forward_only", F(st_memmove_forward), "overlap", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMSET, "st_tail_off_by_one", F(st_memset_tail), "wrong byte", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMSET, "st_unmasked_c", F(st_memset_bits), "wrong byte", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCMP, "st_ok", F(st_memcmp_ok), NULL, 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCMP, "st_signed_bytes", F(st_memcmp_signed), "want negative", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCMP, "st_no_bswap", F(st_memcmp_nobswap), "and", 0, CHECKASM_ABI_SYSV },
        { MT_OP_BCMP, "st_skips_last", F(st_bcmp_skiplast), "want different", 0, CHECKASM_ABI_SYSV },
#if defined(__x86_64__)
        { MT_OP_MEMCPY, "st_clobbers_rbx", F(selftest_memcpy_clobber_rbx), "register rbx", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_no_vzeroupper", F(selftest_memcpy_no_vzeroupper), "vzeroupper", MT_CPU_AVX, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_leaves_df", F(selftest_memcpy_leaves_df), "direction flag", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_smashes_stack", F(selftest_memcpy_smash_stack), "stack frame", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_illegal_insn", F(selftest_memcpy_sigill), "SIGILL", 0, CHECKASM_ABI_SYSV },
        /* Needs a feature this CPU lacks: must be skipped, never called. */
        { MT_OP_MEMCPY, "st_needs_missing", F(selftest_memcpy_sigill), NULL, 0, CHECKASM_ABI_SYSV },
        /* rep-ABI thunks: every register but rdi/rsi/rcx (al) must survive */
        { MT_OP_MEMCPY, "st_thunk_ok", F(selftest_thunk_movsb_ok), NULL, 0, CHECKASM_ABI_REP_MOVSB },
        { MT_OP_MEMCPY, "st_thunk_clobbers_rdx", F(selftest_thunk_clobber_rdx), "rdx changed", 0, CHECKASM_ABI_REP_MOVSB },
        { MT_OP_MEMCPY, "st_thunk_clobbers_xmm5", F(selftest_thunk_clobber_xmm), "xmm5 changed", 0, CHECKASM_ABI_REP_MOVSB },
        { MT_OP_MEMCPY, "st_thunk_clobbers_ymm6_hi", F(selftest_thunk_clobber_ymm_hi), "upper half of ymm6", MT_CPU_AVX,
          CHECKASM_ABI_REP_MOVSB },
        { MT_OP_MEMCPY, "st_thunk_leaves_rcx", F(selftest_thunk_rcx_left), "rcx = 1", 0, CHECKASM_ABI_REP_MOVSB },
        { MT_OP_MEMCPY, "st_thunk_no_advance", F(selftest_thunk_no_advance), "src+0 on return", 0, CHECKASM_ABI_REP_MOVSB },
        { MT_OP_MEMCPY, "st_thunk_needs_alignment", F(selftest_thunk_needs_alignment), "SIGILL", 0,
          CHECKASM_ABI_REP_MOVSB },
        { MT_OP_MEMSET, "st_thunk_ok", F(selftest_thunk_stosb_ok), NULL, 0, CHECKASM_ABI_REP_STOSB },
        { MT_OP_MEMSET, "st_thunk_clobbers_rax", F(selftest_thunk_stos_clobber_rax), "rax changed", 0,
          CHECKASM_ABI_REP_STOSB },
        { MT_OP_MEMSET, "st_thunk_clobbers_rsi", F(selftest_thunk_stos_clobber_rsi), "rsi changed", 0,
          CHECKASM_ABI_REP_STOSB },
#elif defined(__aarch64__)
        { MT_OP_MEMCPY, "st_clobbers_x19", F(selftest_memcpy_clobber_x19), "register x19", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_clobbers_d8", F(selftest_memcpy_clobber_d8), "register d8", 0, CHECKASM_ABI_SYSV },
#elif defined(SELFTEST_PPC64LE)
        { MT_OP_MEMCPY, "st_clobbers_r14", F(selftest_memcpy_clobber_r14), "register r14", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_clobbers_f14", F(selftest_memcpy_clobber_f14), "register f14", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_clobbers_v20", F(selftest_memcpy_clobber_v20), "register v20", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_clobbers_cr2", F(selftest_memcpy_clobber_cr2), "cr2, cr3 or cr4", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_smashes_stack", F(selftest_memcpy_smash_stack), "stack frame", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_illegal_insn", F(selftest_memcpy_sigill), "SIGILL", 0, CHECKASM_ABI_SYSV },
        { MT_OP_MEMCPY, "st_needs_missing", F(selftest_memcpy_sigill), NULL, 0, CHECKASM_ABI_SYSV },
#endif
    };
    size_t n = sizeof list / sizeof list[0];
    struct tfn *fns = calloc(n, sizeof *fns);
    for (size_t i = 0; i < n; i++) {
        struct tfn *f = &fns[i];
        snprintf(f->full, sizeof f->full, "%s.%s", mt_op_name(list[i].op), list[i].name);
        f->op = list[i].op;
        f->fn = list[i].fn;
        f->needs = list[i].needs;
        f->expect = list[i].expect;
#if CHECKASM_TRAMPOLINE || defined(SELFTEST_PPC64LE)
        f->checked = true;
        f->abi = list[i].abi;
        if (!strcmp(list[i].name, "st_needs_missing"))
            f->needs = missing;
#endif
#if defined(__x86_64__)
        /* The vzeroupper check needs XINUSE (xgetbv ecx=1). */
        if (!strcmp(list[i].name, "st_no_vzeroupper") && !checkasm_has_xgetbv1)
            f->needs |= MT_CPU_XGETBV1;
#endif
        f->skip = (f->needs & ~ci->features) != 0;
        f->selected = true;
    }
    printf("self-test: %zu functions, each broken one must be caught and named\n", n);
    for (int op = 0; op < MT_OP__COUNT; op++) {
        struct tfn *sel[64];
        size_t k = 0;
        for (size_t i = 0; i < n; i++)
            if (fns[i].op == (enum mt_op)op && !fns[i].skip)
                sel[k++] = &fns[i];
        engine_run_op((enum mt_op)op, sel, k, true, "self-test");
    }

    unsigned pass = 0, fail = 0, skip = 0;
    for (size_t i = 0; i < n; i++) {
        struct tfn *f = &fns[i];
        bool want_skip = !strcmp(list[i].name, "st_needs_missing");
        if (f->skip) {
            if (want_skip) {
                printf("ok    %-28s skipped as it should (missing %s)\n", f->full,
                       engine_features(f->needs & ~ci->features));
                pass++;
            } else {
                printf("skip  %-28s this CPU lacks %s\n", f->full, engine_features(f->needs & ~ci->features));
                skip++;
            }
            continue;
        }
        if (want_skip) {
            printf("FAIL  %-28s was run although its features are missing\n", f->full);
            fail++;
        } else if (!f->expect) {
            if (f->fails || !f->checks) {
                printf("FAIL  %-28s correct function reported %llu failure(s) in %llu checks\n", f->full,
                       (unsigned long long)f->fails, (unsigned long long)f->checks);
                fail++;
            } else {
                printf("ok    %-28s passed %llu checks (control)\n", f->full, (unsigned long long)f->checks);
                pass++;
            }
        } else if (!f->fails) {
            printf("FAIL  %-28s NOT detected in %llu checks\n", f->full, (unsigned long long)f->checks);
            fail++;
        } else if (!strstr(f->first_msg, f->full) || !strstr(f->first_msg, f->expect)) {
            printf("FAIL  %-28s detected, but the report does not say '%s': %s\n", f->full, f->expect,
                   f->first_msg);
            fail++;
        } else {
            printf("ok    %-28s caught (%llu of %llu checks failed): %s\n", f->full,
                   (unsigned long long)f->fails, (unsigned long long)f->checks, f->first_msg);
            pass++;
        }
    }
    printf("%u passed, %u failed, %u skipped\n", pass, fail, skip);
    free(fns);
    return fail ? 1 : 0;
}
