/* The rep-ABI thunks: mt_thunk_rep_movsb and mt_thunk_rep_stosb, the
 * "CALL __x86_thunk_rep_{mov,stos}sb using the REP ABI" of Andrew Cooper's
 * reply in the 2025 thread (/work/shared/seeds/000), and what the kernel's
 * rep_movs_alternative already is for copy_user_generic().
 *
 * Assumptions:
 *  - The REP ABI, not SysV. In: rdi = dst, rsi = src (movsb), rcx = n,
 *    al = the byte (stosb). Out: rcx = 0, rdi = dst + n, rsi = src + n
 *    (movsb), exactly as the instruction leaves them. Only rdi, rsi, rcx
 *    and the arithmetic flags change (stosb: rdi, rcx, flags; rsi is not
 *    touched); every other general register, every vector register and
 *    the x87/MXCSR state are preserved, so the caller needs no SysV
 *    caller-saved assumptions (a kernel-like context with no usable FPU
 *    state can call it). tests/checkasm_x86_64.S checks all of this.
 *  - DF = 0 on entry and on return.
 *  - movsb: src and dst do not overlap (the memcpy contract; the loop
 *    paths store through overlapping windows, so they are not rep movsb's
 *    forward byte order on overlapping buffers, and neither is the
 *    kernel's rep_movs_alternative).
 *  - No stack alignment is assumed (a call from inline asm may arrive with
 *    any rsp % 16); the loop paths push at most two registers. The caller
 *    keeps the thunk out of its red zone (include/memtune/thunk.h).
 *  - mt_thunk_flags is read on every call (one byte, RIP-relative); its
 *    zero value, the state before src/x86_64/thunk.c's constructor runs,
 *    takes the loop with rep movsq/stosq, which is correct on every
 *    x86-64. Nothing here depends on initialisation.
 *
 * Paths (the kernel's shape: arch/x86/lib/copy_user_64.S and
 * clear_page_64.S, without the exception table):
 *   MT_THUNK_F_MOVSB (FSRM)   rep movsb at every size
 *   MT_THUNK_F_STOSB (FSRS)   rep stosb at every size
 *   otherwise, the loop:
 *     0..63      straight-line classes through one scratch register:
 *                1..3 byte loop, 4..7 two 4-byte, 8..16 two 8-byte,
 *                17..32 four and 33..63 eight overlapping 8-byte moves
 *     64..255    32-byte blocks, the last 32 bytes overlapping
 *     256..      MT_THUNK_F_ERMS: rep movsb/stosb; else one unaligned
 *                word, dst rounded up to 8, rep movsq/stosq and the tail
 *                covered by an overlapping last word (commit b5322b6ec06a,
 *                /work/shared/seeds/002: +81% iperf3 on EPYC 7742)
 * Each path is also its own symbol (_rep, _loop) for the tests, for the
 * pointer-call variant and for the benchmarks (docs/thunk.md). */

#include "memtune/thunk.h"

	.hidden	mt_thunk_flags

#if defined(__CET__) && (__CET__ & 1)
#define ENDBR endbr64
#else
#define ENDBR
#endif

#define L(label) .L##label
#define FLAGS mt_thunk_flags(%rip)

#define FUNC(name)                      \
	.globl	name;                   \
	.type	name, @function;        \
	.p2align 4;                     \
name:                                   \
	.cfi_startproc;                 \
	ENDBR
#define ENDF(name)                      \
	.cfi_endproc;                   \
	.size	name, .-name

	.text

/* ---- movsb ------------------------------------------------------------- */

FUNC(mt_thunk_rep_movsb)
	testb	$MT_THUNK_F_MOVSB, FLAGS
	jz	L(m_entry)
	rep movsb
	ret
ENDF(mt_thunk_rep_movsb)

FUNC(mt_thunk_rep_movsb_rep)
	rep movsb
	ret
ENDF(mt_thunk_rep_movsb_rep)

FUNC(mt_thunk_rep_movsb_loop)
L(m_entry):
	cmpq	$256, %rcx
	jae	L(m_large)
	/* 0..255: through rax (saved) */
	testq	%rcx, %rcx
	jz	L(m_ret)
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	cmpl	$64, %ecx
	jae	L(m_64_255)
	cmpl	$16, %ecx
	ja	L(m_17_63)
	cmpl	$8, %ecx
	jae	L(m_8_16)
	cmpl	$4, %ecx
	jae	L(m_4_7)
	/* 1..3: the byte loop leaves rdi/rsi/rcx as rep movsb would */
1:	movb	(%rsi), %al
	movb	%al, (%rdi)
	incq	%rsi
	incq	%rdi
	decq	%rcx
	jnz	1b
	popq	%rax
	.cfi_adjust_cfa_offset -8
	ret
	.cfi_adjust_cfa_offset 8
L(m_4_7):
	movl	(%rsi), %eax
	movl	%eax, (%rdi)
	movl	-4(%rsi,%rcx), %eax
	movl	%eax, -4(%rdi,%rcx)
	jmp	L(m_adv)
L(m_8_16):
	movq	(%rsi), %rax
	movq	%rax, (%rdi)
	movq	-8(%rsi,%rcx), %rax
	movq	%rax, -8(%rdi,%rcx)
	jmp	L(m_adv)
L(m_17_63):
	/* 17..32: first 16 and last 16; 33..63: first 32 and last 32 */
	movq	(%rsi), %rax
	movq	%rax, (%rdi)
	movq	8(%rsi), %rax
	movq	%rax, 8(%rdi)
	cmpl	$32, %ecx
	jbe	L(m_last16)
	movq	16(%rsi), %rax
	movq	%rax, 16(%rdi)
	movq	24(%rsi), %rax
	movq	%rax, 24(%rdi)
	movq	-32(%rsi,%rcx), %rax
	movq	%rax, -32(%rdi,%rcx)
	movq	-24(%rsi,%rcx), %rax
	movq	%rax, -24(%rdi,%rcx)
L(m_last16):
	movq	-16(%rsi,%rcx), %rax
	movq	%rax, -16(%rdi,%rcx)
	movq	-8(%rsi,%rcx), %rax
	movq	%rax, -8(%rdi,%rcx)
L(m_adv):
	addq	%rcx, %rdi
	addq	%rcx, %rsi
	xorl	%ecx, %ecx
	popq	%rax
	.cfi_adjust_cfa_offset -8
L(m_ret):
	ret
	.cfi_adjust_cfa_offset 8
L(m_64_255):
	/* 32-byte blocks while more than 32 bytes are left, then the last
	 * 32 bytes (overlapping: at least 32 were copied before them) */
1:	movq	(%rsi), %rax
	movq	%rax, (%rdi)
	movq	8(%rsi), %rax
	movq	%rax, 8(%rdi)
	movq	16(%rsi), %rax
	movq	%rax, 16(%rdi)
	movq	24(%rsi), %rax
	movq	%rax, 24(%rdi)
	addq	$32, %rsi
	addq	$32, %rdi
	subq	$32, %rcx
	cmpq	$32, %rcx
	ja	1b
	movq	-32(%rsi,%rcx), %rax
	movq	%rax, -32(%rdi,%rcx)
	movq	-24(%rsi,%rcx), %rax
	movq	%rax, -24(%rdi,%rcx)
	jmp	L(m_last16)
	.cfi_adjust_cfa_offset -8

L(m_large):
	/* 256..: rep movsb with ERMS. The kernel switches at 64 B; here the
	 * 32-byte loop keeps 64..255, where rep movsb paid its start-up:
	 * 10.9 ns per 64-byte copy against 5.5 for 32 B on Zen 3 (memtune
	 * reproduce rep-thunk, the "thunk, loop path" column, before this
	 * loop existed); Guzik's Sapphire Rapids "prefers the loop approach
	 * at least till 256 bytes, despite FSRM" (seed 000). */
	testb	$MT_THUNK_F_ERMS, FLAGS
	jz	L(m_movsq)
	rep movsb
	ret
L(m_movsq):
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	/* the last word first: it covers the n % 8 tail rep movsq leaves */
	movq	-8(%rsi,%rcx), %rax
	movq	%rax, -8(%rdi,%rcx)
	/* one unaligned word, then dst rounded up to a multiple of 8 */
	movq	(%rsi), %rax
	movq	%rax, (%rdi)
	leaq	8(%rdi), %rax
	andq	$-8, %rax
	subq	%rdi, %rax			/* 1..8 */
	addq	%rax, %rdi
	addq	%rax, %rsi
	subq	%rax, %rcx
	movl	%ecx, %eax
	andl	$7, %eax			/* tail, already stored */
	shrq	$3, %rcx
	rep movsq
	addq	%rax, %rdi
	addq	%rax, %rsi			/* rcx = 0 */
	popq	%rax
	.cfi_adjust_cfa_offset -8
	ret
ENDF(mt_thunk_rep_movsb_loop)

/* ---- stosb ------------------------------------------------------------- */

FUNC(mt_thunk_rep_stosb)
	testb	$MT_THUNK_F_STOSB, FLAGS
	jz	L(s_entry)
	rep stosb
	ret
ENDF(mt_thunk_rep_stosb)

FUNC(mt_thunk_rep_stosb_rep)
	rep stosb
	ret
ENDF(mt_thunk_rep_stosb_rep)

FUNC(mt_thunk_rep_stosb_loop)
L(s_entry):
	cmpq	$256, %rcx
	jae	L(s_large)
	/* 0..255: the byte in every byte of rdx (rax and rdx saved) */
	testq	%rcx, %rcx
	jz	L(s_ret)
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	pushq	%rdx
	.cfi_adjust_cfa_offset 8
	movzbl	%al, %eax
	movabsq	$0x0101010101010101, %rdx
	imulq	%rax, %rdx
	cmpl	$64, %ecx
	jae	L(s_64_255)
	cmpl	$16, %ecx
	ja	L(s_17_63)
	cmpl	$8, %ecx
	jae	L(s_8_16)
	cmpl	$4, %ecx
	jae	L(s_4_7)
	/* 1..3: bytes 0, n - 1 and n / 2 */
	movb	%dl, (%rdi)
	movb	%dl, -1(%rdi,%rcx)
	movl	%ecx, %eax
	shrl	%eax
	movb	%dl, (%rdi,%rax)
	jmp	L(s_adv)
L(s_4_7):
	movl	%edx, (%rdi)
	movl	%edx, -4(%rdi,%rcx)
	jmp	L(s_adv)
L(s_8_16):
	movq	%rdx, (%rdi)
	movq	%rdx, -8(%rdi,%rcx)
	jmp	L(s_adv)
L(s_17_63):
	movq	%rdx, (%rdi)
	movq	%rdx, 8(%rdi)
	cmpl	$32, %ecx
	jbe	L(s_last16)
	movq	%rdx, 16(%rdi)
	movq	%rdx, 24(%rdi)
	movq	%rdx, -32(%rdi,%rcx)
	movq	%rdx, -24(%rdi,%rcx)
L(s_last16):
	movq	%rdx, -16(%rdi,%rcx)
	movq	%rdx, -8(%rdi,%rcx)
L(s_adv):
	addq	%rcx, %rdi
	xorl	%ecx, %ecx
	popq	%rdx
	.cfi_adjust_cfa_offset -8
	popq	%rax
	.cfi_adjust_cfa_offset -8
L(s_ret):
	ret
	.cfi_adjust_cfa_offset 16
L(s_64_255):
	/* 32-byte blocks, then the last 32 bytes overlapping */
1:	movq	%rdx, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rdx, 16(%rdi)
	movq	%rdx, 24(%rdi)
	addq	$32, %rdi
	subq	$32, %rcx
	cmpq	$32, %rcx
	ja	1b
	movq	%rdx, -32(%rdi,%rcx)
	movq	%rdx, -24(%rdi,%rcx)
	jmp	L(s_last16)
	.cfi_adjust_cfa_offset -16

L(s_large):
	testb	$MT_THUNK_F_ERMS, FLAGS
	jz	L(s_stosq)
	rep stosb
	ret
L(s_stosq):
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	pushq	%rdx
	.cfi_adjust_cfa_offset 8
	movzbl	%al, %eax
	movabsq	$0x0101010101010101, %rdx
	imulq	%rdx, %rax
	/* last word (covers the tail), first unaligned word, dst up to 8 */
	movq	%rax, -8(%rdi,%rcx)
	movq	%rax, (%rdi)
	leaq	8(%rdi), %rdx
	andq	$-8, %rdx
	subq	%rdi, %rdx			/* 1..8 */
	addq	%rdx, %rdi
	subq	%rdx, %rcx
	movl	%ecx, %edx
	andl	$7, %edx			/* tail, already stored */
	shrq	$3, %rcx
	rep stosq
	addq	%rdx, %rdi			/* rcx = 0 */
	popq	%rdx
	.cfi_adjust_cfa_offset -8
	popq	%rax
	.cfi_adjust_cfa_offset -8
	ret
ENDF(mt_thunk_rep_stosb_loop)

	.section .note.GNU-stack, "", @progbits
