/* The checked call of tests/checkasm (dav1d's checkasm_checked_call, for
 * three-argument SysV functions).
 *
 * Assumptions:
 *   x86-64 SysV ABI. The callee takes at most three integer arguments
 *   (rdi, rsi, rdx) and none on the stack, so nothing at or above the
 *   return address belongs to it.
 *   vzeroupper is executed only when checkasm_has_avx is set and
 *   xgetbv ecx=1 only when checkasm_has_xgetbv1 is set (the C side sets
 *   them from CPUID), so this runs on any x86-64, e.g. qemu -cpu Nehalem.
 *
 * What a callee can get wrong and how it shows:
 *   - rbx, rbp, r12-r15 are loaded with random values before the call and
 *     compared afterwards (the harness's own values are saved around it).
 *   - 64 bytes of canary sit directly above the return address (the
 *     caller's frame); any write there is reported.
 *   - DF must be clear on return (after "std; rep movsb" a missing cld
 *     breaks every later string instruction of the caller).
 *   - XINUSE (xgetbv ecx=1) bits 2 (YMM_Hi128) and 6 (ZMM_Hi256) must be
 *     clear: dirty upper halves make every later SSE instruction pay a
 *     state transition (Intel) or a false dependency. The state is made
 *     clean with vzeroupper right before the call, so only the callee can
 *     have dirtied it. Hi16_ZMM (bit 7) is not checked: zmm16-31 do not
 *     cause transitions, and vzeroupper does not clear them anyway.
 *   - rcx, r8, r9, r10 hold junk: a callee that reads a fourth argument
 *     reads garbage.
 */
#if defined(__x86_64__)

#if defined(__CET__) && (__CET__ & 1)
#define ENDBR endbr64
#else
#define ENDBR
#endif

#define FRAME 72   /* canaries 0..63, saved rax at 64; keeps rsp 16-aligned */

    .text
    .globl  checkasm_checked_call
    .type   checkasm_checked_call, @function
    .p2align 4
/* uint64_t checkasm_checked_call(void (*fn)(void), uint64_t a, uint64_t b, uint64_t c) */
checkasm_checked_call:
    ENDBR
    push    %rbp
    push    %rbx
    push    %r12
    push    %r13
    push    %r14
    push    %r15
    sub     $FRAME, %rsp

    /* Canaries in the caller's frame, directly above the return address. */
    mov     checkasm_canary(%rip), %rax
    mov     %rax, 0(%rsp)
    mov     %rax, 8(%rsp)
    mov     %rax, 16(%rsp)
    mov     %rax, 24(%rsp)
    mov     %rax, 32(%rsp)
    mov     %rax, 40(%rsp)
    mov     %rax, 48(%rsp)
    mov     %rax, 56(%rsp)

    /* Arguments: fn in r11 (caller-saved, never an argument). */
    mov     %rdi, %r11
    mov     %rsi, %rdi
    mov     %rdx, %rsi
    mov     %rcx, %rdx

    /* Random callee-saved values and junk in the unused argument regs. */
    lea     checkasm_regs(%rip), %rax
    mov     0(%rax), %rbx
    mov     8(%rax), %rbp
    mov     16(%rax), %r12
    mov     24(%rax), %r13
    mov     32(%rax), %r14
    mov     40(%rax), %r15
    mov     48(%rax), %rcx
    mov     56(%rax), %r8
    mov     64(%rax), %r9
    mov     72(%rax), %r10

    cmpb    $0, checkasm_has_avx(%rip)
    je      1f
    vzeroupper
1:
    xor     %eax, %eax
    call    *%r11
    mov     %rax, 64(%rsp)

    /* Failure bits accumulate in r8d. */
    xor     %r8d, %r8d
    lea     checkasm_regs(%rip), %rcx
    cmp     0(%rcx), %rbx
    je      1f
    or      $0x1, %r8d
1:  cmp     8(%rcx), %rbp
    je      1f
    or      $0x2, %r8d
1:  cmp     16(%rcx), %r12
    je      1f
    or      $0x4, %r8d
1:  cmp     24(%rcx), %r13
    je      1f
    or      $0x8, %r8d
1:  cmp     32(%rcx), %r14
    je      1f
    or      $0x10, %r8d
1:  cmp     40(%rcx), %r15
    je      1f
    or      $0x20, %r8d
1:
    /* Canaries. */
    mov     checkasm_canary(%rip), %rax
    mov     %rax, %rdx
    xor     0(%rsp), %rdx
    mov     %rax, %r9
    xor     8(%rsp), %r9
    or      %r9, %rdx
    mov     %rax, %r9
    xor     16(%rsp), %r9
    or      %r9, %rdx
    mov     %rax, %r9
    xor     24(%rsp), %r9
    or      %r9, %rdx
    mov     %rax, %r9
    xor     32(%rsp), %r9
    or      %r9, %rdx
    mov     %rax, %r9
    xor     40(%rsp), %r9
    or      %r9, %rdx
    mov     %rax, %r9
    xor     48(%rsp), %r9
    or      %r9, %rdx
    mov     %rax, %r9
    xor     56(%rsp), %r9
    or      %r9, %rdx
    jz      1f
    or      $0x100, %r8d
1:
    /* Direction flag (bit 10 of RFLAGS). */
    pushfq
    pop     %rax
    test    $0x400, %eax
    jz      1f
    or      $0x200, %r8d
    cld
1:
    /* Upper halves of the vector registers. */
    cmpb    $0, checkasm_has_xgetbv1(%rip)
    je      2f
    mov     $1, %ecx
    xgetbv
    test    $0x04, %eax
    jz      1f
    or      $0x400, %r8d
1:  test    $0x40, %eax
    jz      1f
    or      $0x800, %r8d
1:  test    $0x44, %eax
    jz      2f
    vzeroupper          /* leave the harness clean for the next call */
2:
    mov     %r8d, checkasm_fail(%rip)
    mov     64(%rsp), %rax
    add     $FRAME, %rsp
    pop     %r15
    pop     %r14
    pop     %r13
    pop     %r12
    pop     %rbx
    pop     %rbp
    ret
    .size   checkasm_checked_call, .-checkasm_checked_call

/* ---- deliberately broken functions for `checkasm --self-test` ---------- */

/* memcpy by rep movsb that clobbers rbx. */
    .globl  selftest_memcpy_clobber_rbx
    .type   selftest_memcpy_clobber_rbx, @function
    .p2align 4
selftest_memcpy_clobber_rbx:
    ENDBR
    mov     %rdi, %rax
    mov     %rdx, %rcx
    rep movsb
    xor     %ebx, %ebx
    ret
    .size   selftest_memcpy_clobber_rbx, .-selftest_memcpy_clobber_rbx

/* memcpy by rep movsb that dirties the upper half of ymm0 and returns
 * without vzeroupper. */
    .globl  selftest_memcpy_no_vzeroupper
    .type   selftest_memcpy_no_vzeroupper, @function
    .p2align 4
selftest_memcpy_no_vzeroupper:
    ENDBR
    vpcmpeqb %ymm0, %ymm0, %ymm0
    mov     %rdi, %rax
    mov     %rdx, %rcx
    rep movsb
    ret
    .size   selftest_memcpy_no_vzeroupper, .-selftest_memcpy_no_vzeroupper

/* memmove by rep movsb that returns with DF set. */
    .globl  selftest_memcpy_leaves_df
    .type   selftest_memcpy_leaves_df, @function
    .p2align 4
selftest_memcpy_leaves_df:
    ENDBR
    mov     %rdi, %rax
    mov     %rdx, %rcx
    rep movsb
    std
    ret
    .size   selftest_memcpy_leaves_df, .-selftest_memcpy_leaves_df

/* memcpy that writes into its caller's frame (above the return address). */
    .globl  selftest_memcpy_smash_stack
    .type   selftest_memcpy_smash_stack, @function
    .p2align 4
selftest_memcpy_smash_stack:
    ENDBR
    mov     %rdi, %rax
    mov     %rdx, %rcx
    rep movsb
    movq    $0, 16(%rsp)
    ret
    .size   selftest_memcpy_smash_stack, .-selftest_memcpy_smash_stack

/* An instruction the CPU does not have (SIGILL). */
    .globl  selftest_memcpy_sigill
    .type   selftest_memcpy_sigill, @function
    .p2align 4
selftest_memcpy_sigill:
    ENDBR
    ud2
    .size   selftest_memcpy_sigill, .-selftest_memcpy_sigill

#endif /* __x86_64__ */

    .section .note.GNU-stack,"",@progbits
