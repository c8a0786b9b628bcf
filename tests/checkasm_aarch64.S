/* The checked call of tests/checkasm for AArch64 (dav1d's
 * checkasm_checked_call, for three-argument AAPCS64 functions).
 *
 * Assumptions:
 *   AAPCS64. The callee takes at most three integer arguments (x0-x2) and
 *   none on the stack, so nothing at or above the stack pointer it is
 *   called with belongs to it.
 *
 * What a callee can get wrong and how it shows (bits of checkasm_fail):
 *   - x19-x28 and x29 (callee-saved) are loaded with random values before
 *     the call and compared afterwards (bits 0-9, 10);
 *   - d8-d15, the low 64 bits of v8-v15 (callee-saved; the upper halves
 *     and the SVE z/p state are not), likewise (bits 11-18);
 *   - 64 bytes of canary sit at the stack pointer the callee receives (the
 *     caller's frame): any write there is reported (bit 19);
 *   - the stack pointer must come back unchanged (bit 20); it is restored
 *     from a saved copy so the harness survives;
 *   - x3-x7 hold junk: a callee that reads a fourth argument reads garbage.
 * The harness's own callee-saved registers are saved around all of it.
 */
#if defined(__aarch64__)

#define FRAME 240	/* canaries 0..63, x19-x28 64..143, d8-d15 144..207, x29/x30 208, result 224 */

	.text
	.globl	checkasm_checked_call
	.type	checkasm_checked_call, %function
	.p2align 4
/* uint64_t checkasm_checked_call(void (*fn)(void), uint64_t a, uint64_t b, uint64_t c) */
checkasm_checked_call:
	hint	34			/* bti c */
	sub	sp, sp, FRAME
	stp	x29, x30, [sp, 208]
	add	x29, sp, 208
	stp	x19, x20, [sp, 64]
	stp	x21, x22, [sp, 80]
	stp	x23, x24, [sp, 96]
	stp	x25, x26, [sp, 112]
	stp	x27, x28, [sp, 128]
	stp	d8, d9, [sp, 144]
	stp	d10, d11, [sp, 160]
	stp	d12, d13, [sp, 176]
	stp	d14, d15, [sp, 192]

	/* Canaries directly above the callee's stack pointer. */
	adrp	x9, checkasm_canary
	ldr	x9, [x9, :lo12:checkasm_canary]
	stp	x9, x9, [sp]
	stp	x9, x9, [sp, 16]
	stp	x9, x9, [sp, 32]
	stp	x9, x9, [sp, 48]
	mov	x10, sp
	adrp	x11, checkasm_saved_sp
	str	x10, [x11, :lo12:checkasm_saved_sp]

	/* Arguments: fn in x16 (never an argument register). */
	mov	x16, x0
	mov	x0, x1
	mov	x1, x2
	mov	x2, x3

	/* Random callee-saved values, junk in the unused argument registers. */
	adrp	x9, checkasm_regs
	add	x9, x9, :lo12:checkasm_regs
	ldp	x19, x20, [x9]
	ldp	x21, x22, [x9, 16]
	ldp	x23, x24, [x9, 32]
	ldp	x25, x26, [x9, 48]
	ldp	x27, x28, [x9, 64]
	ldp	d8, d9, [x9, 80]
	ldp	d10, d11, [x9, 96]
	ldp	d12, d13, [x9, 112]
	ldp	d14, d15, [x9, 128]
	ldp	x3, x4, [x9, 144]
	ldp	x5, x6, [x9, 160]
	ldp	x7, x29, [x9, 176]
	blr	x16

	/* Stack pointer first: everything below is addressed from it. */
	adrp	x11, checkasm_saved_sp
	ldr	x11, [x11, :lo12:checkasm_saved_sp]
	mov	x12, sp
	mov	w10, 0
	cmp	x12, x11
	b.eq	1f
	orr	w10, w10, 1 << 20
	mov	sp, x11
1:	str	x0, [sp, 224]

	adrp	x9, checkasm_regs
	add	x9, x9, :lo12:checkasm_regs
	.macro CHK reg, off, bit
	ldr	x11, [x9, \off]
	cmp	\reg, x11
	cset	w12, ne
	orr	w10, w10, w12, lsl \bit
	.endm
	CHK	x19, 0, 0
	CHK	x20, 8, 1
	CHK	x21, 16, 2
	CHK	x22, 24, 3
	CHK	x23, 32, 4
	CHK	x24, 40, 5
	CHK	x25, 48, 6
	CHK	x26, 56, 7
	CHK	x27, 64, 8
	CHK	x28, 72, 9
	CHK	x29, 184, 10
	.macro CHKD dreg, off, bit
	fmov	x13, \dreg
	CHK	x13, \off, \bit
	.endm
	CHKD	d8, 80, 11
	CHKD	d9, 88, 12
	CHKD	d10, 96, 13
	CHKD	d11, 104, 14
	CHKD	d12, 112, 15
	CHKD	d13, 120, 16
	CHKD	d14, 128, 17
	CHKD	d15, 136, 18

	/* Canaries. */
	adrp	x11, checkasm_canary
	ldr	x11, [x11, :lo12:checkasm_canary]
	ldp	x12, x13, [sp]
	eor	x12, x12, x11
	eor	x13, x13, x11
	orr	x14, x12, x13
	ldp	x12, x13, [sp, 16]
	eor	x12, x12, x11
	eor	x13, x13, x11
	orr	x14, x14, x12
	orr	x14, x14, x13
	ldp	x12, x13, [sp, 32]
	eor	x12, x12, x11
	eor	x13, x13, x11
	orr	x14, x14, x12
	orr	x14, x14, x13
	ldp	x12, x13, [sp, 48]
	eor	x12, x12, x11
	eor	x13, x13, x11
	orr	x14, x14, x12
	orr	x14, x14, x13
	cmp	x14, 0
	cset	w12, ne
	orr	w10, w10, w12, lsl 19

	adrp	x11, checkasm_fail
	str	w10, [x11, :lo12:checkasm_fail]
	ldr	x0, [sp, 224]
	ldp	x19, x20, [sp, 64]
	ldp	x21, x22, [sp, 80]
	ldp	x23, x24, [sp, 96]
	ldp	x25, x26, [sp, 112]
	ldp	x27, x28, [sp, 128]
	ldp	d8, d9, [sp, 144]
	ldp	d10, d11, [sp, 160]
	ldp	d12, d13, [sp, 176]
	ldp	d14, d15, [sp, 192]
	ldp	x29, x30, [sp, 208]
	add	sp, sp, FRAME
	ret
	.size	checkasm_checked_call, .-checkasm_checked_call

/* ---- deliberately broken functions for `checkasm --self-test` ---------- */

/* A byte-loop memcpy; \bad is one instruction that breaks the ABI. */
.macro BAD name, bad:vararg
	.globl	\name
	.type	\name, %function
	.p2align 4
\name:
	hint	34
	mov	x3, 0
1:	cmp	x3, x2
	b.hs	2f
	ldrb	w4, [x1, x3]
	strb	w4, [x0, x3]
	add	x3, x3, 1
	b	1b
2:	\bad
	ret
	.size	\name, .-\name
.endm

BAD selftest_memcpy_clobber_x19, mov x19, 0
BAD selftest_memcpy_clobber_d8, fmov d8, xzr
BAD selftest_memcpy_smash_stack, str xzr, [sp, 16]

/* An instruction no CPU has (SIGILL). */
	.globl	selftest_memcpy_sigill
	.type	selftest_memcpy_sigill, %function
	.p2align 4
selftest_memcpy_sigill:
	hint	34
	udf	0
	.size	selftest_memcpy_sigill, .-selftest_memcpy_sigill

	.bss
	.p2align 3
checkasm_saved_sp:
	.skip	8

#endif /* __aarch64__ */

	.section .note.GNU-stack,"",%progbits
