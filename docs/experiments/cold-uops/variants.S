/* Variants of the memcpy 0..64 B class of src/x86_64/memcpy_avx512_ladder.S
 * for the experiment in README.md next to this file. Every variant sends
 * n > 64 to the library's mt_memmove, so variants differ only below 65 B.
 *
 *   cu_base    one masked load and store, no protection (the class before
 *              commit b1ace0d)
 *   cu_pad4    cu_base plus 4 independent ALU instructions (no input from
 *              the call, no output used)
 *   cu_pad10   cu_base plus 10 of them
 *   cu_shipped the shipped class: n == 0 moves both windows into the red
 *              zone, a window across a page takes exact stores
 *   cu_tail    no cmov: exact stores when a page starts in (p + n - 1,
 *              p + 63] for p = src or dst (the masked-off bytes reach a
 *              page the copied bytes do not touch; with n == 0 this
 *              catches NULL and page-aligned pointers, not a zero-length
 *              window in the middle of a page never touched)
 *
 * Floors: the least a copy of one known size can execute, correct only
 * for that size (the bench verifies every result, so each is run only at
 * its size):
 *   cu_floor8  one 8-byte load and store
 *   cu_floor32 one 32-byte load and store
 *   cu_masked  one masked 64-byte load and store, no size check (n <= 64)
 *   cu_set8    memset: one 8-byte store of the byte repeated
 *   cu_bcmp8   bcmp: one 8-byte load from each side, 0 or 1
 */
#include "../asm.h"

.macro VARIANT name, protect, pad, tail=0
	.text
	FUNC	\name
	movq	%rdi, %rax
	cmpq	$64, %rdx
	ja	1f
	movq	$-1, %rcx
.if \protect
	leaq	-64(%rsp), %r8
	leaq	-128(%rsp), %r9
.endif
	bzhiq	%rdx, %rcx, %rcx
.if \protect
	cmovzq	%r8, %rsi
	cmovzq	%r9, %rdi
	leaq	63(%rsi), %r8
	xorq	%rsi, %r8
	leaq	63(%rdi), %r9
	xorq	%rdi, %r9
	orl	%r9d, %r8d
	testl	$4096, %r8d
	jnz	2f
.endif
.if \tail
	leaq	-1(%rsi, %rdx), %r8
	leaq	63(%rsi), %r9
	xorq	%r9, %r8
	leaq	-1(%rdi, %rdx), %r9
	leaq	63(%rdi), %r10
	xorq	%r10, %r9
	orl	%r9d, %r8d
	testl	$4096, %r8d
	jnz	1f
.endif
.rept \pad
	leaq	1(%r10), %r11
.endr
	kmovq	%rcx, %k1
	vmovdqu8 (%rsi), %zmm16{%k1}{z}
	vmovdqu8 %zmm16, (%rdi){%k1}
	ret
1:	jmp	mt_memmove@PLT
2:	testq	%rdx, %rdx
	jz	3f
	jmp	mt_memmove@PLT
3:	ret
	ENDF	\name
.endm

	VARIANT cu_base, 0, 0
	VARIANT cu_pad4, 0, 4
	VARIANT cu_pad10, 0, 10
	VARIANT cu_shipped, 1, 0
	VARIANT cu_tail, 0, 0, 1

	FUNC	cu_floor8
	movq	(%rsi), %rcx
	movq	%rcx, (%rdi)
	movq	%rdi, %rax
	ret
	ENDF	cu_floor8

	FUNC	cu_floor32
	vmovdqu64 (%rsi), %ymm16
	vmovdqu64 %ymm16, (%rdi)
	movq	%rdi, %rax
	ret
	ENDF	cu_floor32

	FUNC	cu_masked
	movq	$-1, %rcx
	bzhiq	%rdx, %rcx, %rcx
	kmovq	%rcx, %k1
	vmovdqu8 (%rsi), %zmm16{%k1}{z}
	vmovdqu8 %zmm16, (%rdi){%k1}
	movq	%rdi, %rax
	ret
	ENDF	cu_masked

	FUNC	cu_set8
	movzbl	%sil, %esi
	movabsq	$0x0101010101010101, %rcx
	imulq	%rcx, %rsi
	movq	%rsi, (%rdi)
	movq	%rdi, %rax
	ret
	ENDF	cu_set8

	FUNC	cu_bcmp8
	movq	(%rdi), %rcx
	xorl	%eax, %eax
	cmpq	(%rsi), %rcx
	setne	%al
	ret
	ENDF	cu_bcmp8

	.section .note.GNU-stack, "", @progbits
