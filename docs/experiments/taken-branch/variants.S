/* The 65..128 B copy with and without a taken branch in front of it, for
 * the experiment in README.md next to this file. Variants copy
 * 64..128 bytes with four 32-byte vectors (two from each end) or two
 * 64-byte ones; sizes
 * outside 64..128 trap, the experiment only calls these sizes.
 *
 *   tb_fall    size checks fall through to the copy (no taken branch)
 *   tb_taken   the same checks, but the first one jumps over a block to
 *              the copy (one taken branch, as the ladders' 65..128 class)
 *   tb_fall64  tb_fall with two 64-byte vectors (head and tail), as glibc's
 *              __memcpy_avx512_unaligned_erms and the ladders' class do
 */
#include "../asm.h"

.macro COPY64
	vmovdqu64 (%rsi), %zmm16
	vmovdqu64 -64(%rsi, %rdx), %zmm17
	vmovdqu64 %zmm16, (%rdi)
	vmovdqu64 %zmm17, -64(%rdi, %rdx)
.endm

.macro COPY
	vmovdqu64 (%rsi), %ymm16
	vmovdqu64 32(%rsi), %ymm17
	vmovdqu64 -64(%rsi, %rdx), %ymm18
	vmovdqu64 -32(%rsi, %rdx), %ymm19
	vmovdqu64 %ymm16, (%rdi)
	vmovdqu64 %ymm17, 32(%rdi)
	vmovdqu64 %ymm18, -64(%rdi, %rdx)
	vmovdqu64 %ymm19, -32(%rdi, %rdx)
.endm

	.text
	FUNC	tb_fall
	movq	%rdi, %rax
	cmpq	$63, %rdx
	jbe	9f
	cmpq	$128, %rdx
	ja	9f
	COPY
	ret
	ENDF	tb_fall

	FUNC	tb_taken
	movq	%rdi, %rax
	cmpq	$63, %rdx
	ja	1f
	ud2
	.p2align 4
1:	cmpq	$128, %rdx
	ja	9f
	COPY
	ret
	ENDF	tb_taken

	FUNC	tb_fall64
	movq	%rdi, %rax
	cmpq	$63, %rdx
	jbe	9f
	cmpq	$128, %rdx
	ja	9f
	COPY64
	ret
	ENDF	tb_fall64

9:	ud2

	.section .note.GNU-stack, "", @progbits
