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

/* ---- the checked call of a rep-ABI thunk --------------------------------
 * void checkasm_checked_call_rep(void)
 *
 * Calls checkasm_rep_fn with the registers of rep movsb (checkasm_rep_kind
 * 0: rdi = a, rsi = b, rcx = n) or rep stosb (kind 1: rdi = a, al = the
 * low byte of b, rcx = n) and every other register seeded: rax (its upper
 * 56 bits for stosb), rbx, rdx, rsi (stosb), rbp, r8-r15 from
 * checkasm_rep_in[], xmm0-15 (all of ymm0-15 when checkasm_has_avx) from
 * checkasm_vec_in. With checkasm_rep_misalign set the call is made with
 * rsp 8 bytes lower (the thunk may not assume SysV stack alignment: an
 * inline-asm call site can be anywhere). After the call every general
 * register, rsp, rflags, MXCSR and the vector registers are stored (RIP-
 * relative, so nothing is needed to hold a base) into checkasm_rep_out[],
 * checkasm_rep_rsp_out, checkasm_rep_flags, checkasm_rep_mxcsr[1] and
 * checkasm_vec_out for tests/checkasm/engine.c to compare; the canaries
 * above the return address are checked here (CHECKASM_F_STACK in
 * checkasm_fail). Slots of checkasm_rep_in/out: rax rbx rcx rdx rsi rdi
 * rbp rsp r8 .. r15 (the rsp slot is unused). */
#define RIN checkasm_rep_in
#define ROUT checkasm_rep_out
#define VIN checkasm_vec_in
#define VOUT checkasm_vec_out
#define VEC_LOAD(i)   vmovdqu VIN+32*i(%rip), %ymm##i
#define VEC_STORE(i)  vmovdqu %ymm##i, VOUT+32*i(%rip)
#define XMM_LOAD(i)   movdqu VIN+32*i(%rip), %xmm##i
#define XMM_STORE(i)  movdqu %xmm##i, VOUT+32*i(%rip)

    .globl  checkasm_checked_call_rep
    .type   checkasm_checked_call_rep, @function
    .p2align 4
checkasm_checked_call_rep:
    ENDBR
    push    %rbp
    push    %rbx
    push    %r12
    push    %r13
    push    %r14
    push    %r15
    sub     $FRAME, %rsp

    mov     checkasm_canary(%rip), %rax
    mov     %rax, 0(%rsp)
    mov     %rax, 8(%rsp)
    mov     %rax, 16(%rsp)
    mov     %rax, 24(%rsp)
    mov     %rax, 32(%rsp)
    mov     %rax, 40(%rsp)
    mov     %rax, 48(%rsp)
    mov     %rax, 56(%rsp)
    mov     %rsp, checkasm_rep_rsp_in(%rip)
    stmxcsr checkasm_rep_mxcsr(%rip)

    cmpb    $0, checkasm_has_avx(%rip)
    je      1f
    VEC_LOAD(0); VEC_LOAD(1); VEC_LOAD(2); VEC_LOAD(3)
    VEC_LOAD(4); VEC_LOAD(5); VEC_LOAD(6); VEC_LOAD(7)
    VEC_LOAD(8); VEC_LOAD(9); VEC_LOAD(10); VEC_LOAD(11)
    VEC_LOAD(12); VEC_LOAD(13); VEC_LOAD(14); VEC_LOAD(15)
    jmp     2f
1:  XMM_LOAD(0); XMM_LOAD(1); XMM_LOAD(2); XMM_LOAD(3)
    XMM_LOAD(4); XMM_LOAD(5); XMM_LOAD(6); XMM_LOAD(7)
    XMM_LOAD(8); XMM_LOAD(9); XMM_LOAD(10); XMM_LOAD(11)
    XMM_LOAD(12); XMM_LOAD(13); XMM_LOAD(14); XMM_LOAD(15)
2:
    mov     RIN+8(%rip), %rbx
    mov     RIN+24(%rip), %rdx
    mov     RIN+48(%rip), %rbp
    mov     RIN+64(%rip), %r8
    mov     RIN+72(%rip), %r9
    mov     RIN+80(%rip), %r10
    mov     RIN+88(%rip), %r11
    mov     RIN+96(%rip), %r12
    mov     RIN+104(%rip), %r13
    mov     RIN+112(%rip), %r14
    mov     RIN+120(%rip), %r15
    mov     checkasm_rep_a(%rip), %rdi
    mov     checkasm_rep_n(%rip), %rcx
    mov     RIN+0(%rip), %rax
    cmpb    $0, checkasm_rep_kind(%rip)
    jne     1f
    mov     checkasm_rep_b(%rip), %rsi
    jmp     2f
1:  mov     RIN+32(%rip), %rsi
    movb    checkasm_rep_b(%rip), %al
2:  cmpb    $0, checkasm_rep_misalign(%rip)
    jne     3f
    call    *checkasm_rep_fn(%rip)
    jmp     4f
3:  lea     -8(%rsp), %rsp
    call    *checkasm_rep_fn(%rip)
    lea     8(%rsp), %rsp
4:
    mov     %rax, ROUT+0(%rip)
    mov     %rbx, ROUT+8(%rip)
    mov     %rcx, ROUT+16(%rip)
    mov     %rdx, ROUT+24(%rip)
    mov     %rsi, ROUT+32(%rip)
    mov     %rdi, ROUT+40(%rip)
    mov     %rbp, ROUT+48(%rip)
    mov     %r8, ROUT+64(%rip)
    mov     %r9, ROUT+72(%rip)
    mov     %r10, ROUT+80(%rip)
    mov     %r11, ROUT+88(%rip)
    mov     %r12, ROUT+96(%rip)
    mov     %r13, ROUT+104(%rip)
    mov     %r14, ROUT+112(%rip)
    mov     %r15, ROUT+120(%rip)
    mov     %rsp, checkasm_rep_rsp_out(%rip)
    pushfq
    pop     checkasm_rep_flags(%rip)
    cld
    stmxcsr checkasm_rep_mxcsr+4(%rip)
    cmpb    $0, checkasm_has_avx(%rip)
    je      1f
    VEC_STORE(0); VEC_STORE(1); VEC_STORE(2); VEC_STORE(3)
    VEC_STORE(4); VEC_STORE(5); VEC_STORE(6); VEC_STORE(7)
    VEC_STORE(8); VEC_STORE(9); VEC_STORE(10); VEC_STORE(11)
    VEC_STORE(12); VEC_STORE(13); VEC_STORE(14); VEC_STORE(15)
    vzeroupper
    jmp     2f
1:  XMM_STORE(0); XMM_STORE(1); XMM_STORE(2); XMM_STORE(3)
    XMM_STORE(4); XMM_STORE(5); XMM_STORE(6); XMM_STORE(7)
    XMM_STORE(8); XMM_STORE(9); XMM_STORE(10); XMM_STORE(11)
    XMM_STORE(12); XMM_STORE(13); XMM_STORE(14); XMM_STORE(15)
2:
    /* Canaries (the caller's frame, above the return address). */
    xor     %r8d, %r8d
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
1:  mov     %r8d, checkasm_fail(%rip)
    add     $FRAME, %rsp
    pop     %r15
    pop     %r14
    pop     %r13
    pop     %r12
    pop     %rbx
    pop     %rbp
    ret
    .size   checkasm_checked_call_rep, .-checkasm_checked_call_rep

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


/* ---- broken rep-ABI thunks (the REP ABI, see checkasm_checked_call_rep) -- */

/* rep movsb, then clobbers rdx (a SysV caller-saved register: fine for a
 * function, not for a thunk). */
    .globl  selftest_thunk_clobber_rdx
    .type   selftest_thunk_clobber_rdx, @function
    .p2align 4
selftest_thunk_clobber_rdx:
    ENDBR
    rep movsb
    xor     %edx, %edx
    ret
    .size   selftest_thunk_clobber_rdx, .-selftest_thunk_clobber_rdx

/* Clobbers xmm5 (SSE2: runs everywhere). */
    .globl  selftest_thunk_clobber_xmm
    .type   selftest_thunk_clobber_xmm, @function
    .p2align 4
selftest_thunk_clobber_xmm:
    ENDBR
    rep movsb
    pxor    %xmm5, %xmm5
    ret
    .size   selftest_thunk_clobber_xmm, .-selftest_thunk_clobber_xmm

/* A VEX-encoded move to xmm6 zeroes the upper half of ymm6 (needs AVX). */
    .globl  selftest_thunk_clobber_ymm_hi
    .type   selftest_thunk_clobber_ymm_hi, @function
    .p2align 4
selftest_thunk_clobber_ymm_hi:
    ENDBR
    rep movsb
    vmovdqa %xmm6, %xmm6
    ret
    .size   selftest_thunk_clobber_ymm_hi, .-selftest_thunk_clobber_ymm_hi

/* Returns with rcx = 1 instead of 0. */
    .globl  selftest_thunk_rcx_left
    .type   selftest_thunk_rcx_left, @function
    .p2align 4
selftest_thunk_rcx_left:
    ENDBR
    rep movsb
    inc     %rcx
    ret
    .size   selftest_thunk_rcx_left, .-selftest_thunk_rcx_left

/* Copies right but restores rdi/rsi (a SysV habit): not advanced. */
    .globl  selftest_thunk_no_advance
    .type   selftest_thunk_no_advance, @function
    .p2align 4
selftest_thunk_no_advance:
    ENDBR
    push    %rdi
    push    %rsi
    rep movsb
    pop     %rsi
    pop     %rdi
    ret
    .size   selftest_thunk_no_advance, .-selftest_thunk_no_advance

/* Assumes SysV stack alignment (rsp % 16 == 8 at entry), as a movaps
 * spill or a call into SysV code would; traps (ud2) when it does not hold.
 * The check is explicit because qemu-user does not enforce movaps's
 * alignment. */
    .globl  selftest_thunk_needs_alignment
    .type   selftest_thunk_needs_alignment, @function
    .p2align 4
selftest_thunk_needs_alignment:
    ENDBR
    testl   $15, %esp
    jz      1f
    testl   $7, %esp
    jnz     1f
    rep movsb
    ret
1:  ud2
    .size   selftest_thunk_needs_alignment, .-selftest_thunk_needs_alignment

/* stosb that zero-extends al in place: rax's upper bits change. */
    .globl  selftest_thunk_stos_clobber_rax
    .type   selftest_thunk_stos_clobber_rax, @function
    .p2align 4
selftest_thunk_stos_clobber_rax:
    ENDBR
    movzbl  %al, %eax
    rep stosb
    ret
    .size   selftest_thunk_stos_clobber_rax, .-selftest_thunk_stos_clobber_rax

/* stosb that clobbers rsi (rep stosb leaves it alone). */
    .globl  selftest_thunk_stos_clobber_rsi
    .type   selftest_thunk_stos_clobber_rsi, @function
    .p2align 4
selftest_thunk_stos_clobber_rsi:
    ENDBR
    rep stosb
    xor     %esi, %esi
    ret
    .size   selftest_thunk_stos_clobber_rsi, .-selftest_thunk_stos_clobber_rsi

/* Correct thunks for the control rows. */
    .globl  selftest_thunk_movsb_ok
    .type   selftest_thunk_movsb_ok, @function
    .p2align 4
selftest_thunk_movsb_ok:
    ENDBR
    rep movsb
    ret
    .size   selftest_thunk_movsb_ok, .-selftest_thunk_movsb_ok
    .globl  selftest_thunk_stosb_ok
    .type   selftest_thunk_stosb_ok, @function
    .p2align 4
selftest_thunk_stosb_ok:
    ENDBR
    rep stosb
    ret
    .size   selftest_thunk_stosb_ok, .-selftest_thunk_stosb_ok

#endif /* __x86_64__ */

    .section .note.GNU-stack,"",@progbits
