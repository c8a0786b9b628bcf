/* Small-copy classes for docs/experiments/cold-ymm (README.md there).
 * Each takes 0..64 B itself and sends larger sizes (and the rare exact
 * cases) to the library's mt_memmove, one jump more than mt pays.
 *
 *   zc_ship  the shipped 0..64 class (memcpy_avx512_ladder.S as of 79626e0):
 *            one masked zmm load and store; n == 0 moves both windows into
 *            the red zone (cmov); a window across a page goes exact
 *   zc_one   zc_ship with one red-zone address for both windows (one lea
 *            fewer; the class shipped since this experiment)
 *   zc_rsp   zc_ship with n == 0 moving both windows to %rsp itself (an
 *            empty mask reads and writes nothing; the return address's
 *            page is present and dirty): two instructions fewer
 *   zc_jz    the same with n == 0 a branch to ret instead of the cmovs
 *   zc_none  one masked zmm load and store, no protection (a bound)
 *   yc_jz    0..32: one masked ymm load and store (n == 0 a branch, a
 *            32-byte window across a page goes exact); 33..64: two plain
 *            ymm loads and stores, overlapping
 *   yc_none  yc_jz without the protection (a bound)
 *   zc_src   zc_jz checking only the source window (which side assists?)
 *   zc_dst   zc_jz checking only the destination window
 *   yc_x16   0..16: masked xmm; 17..32: two plain xmm; 33..64: two ymm
 *            (protection as yc_jz, 16-byte window)
 */
#include "../asm.h"

	FUNC	zc_ship
	movq	%rdi, %rax
	cmpq	$64, %rdx
	ja	9f
	movq	$-1, %rcx
	leaq	-64(%rsp), %r8
	leaq	-128(%rsp), %r9
	bzhiq	%rdx, %rcx, %rcx
	cmovzq	%r8, %rsi
	cmovzq	%r9, %rdi
	leaq	63(%rsi), %r8
	xorq	%rsi, %r8
	leaq	63(%rdi), %r9
	xorq	%rdi, %r9
	orl	%r9d, %r8d
	testl	$4096, %r8d
	jnz	8f
	kmovq	%rcx, %k1
	vmovdqu8 (%rsi), %zmm16{%k1}{z}
	vmovdqu8 %zmm16, (%rdi){%k1}
	ret
8:	testq	%rdx, %rdx
	jz	7f
9:	jmp	mt_memmove@PLT
7:	ret
	ENDF	zc_ship

	FUNC	zc_one
	movq	%rdi, %rax
	cmpq	$64, %rdx
	ja	9f
	movq	$-1, %rcx
	leaq	-64(%rsp), %r8
	bzhiq	%rdx, %rcx, %rcx
	cmovzq	%r8, %rsi
	cmovzq	%r8, %rdi
	leaq	63(%rsi), %r8
	xorq	%rsi, %r8
	leaq	63(%rdi), %r9
	xorq	%rdi, %r9
	orl	%r9d, %r8d
	testl	$4096, %r8d
	jnz	8f
	kmovq	%rcx, %k1
	vmovdqu8 (%rsi), %zmm16{%k1}{z}
	vmovdqu8 %zmm16, (%rdi){%k1}
	ret
8:	testq	%rdx, %rdx
	jz	7f
9:	jmp	mt_memmove@PLT
7:	ret
	ENDF	zc_one

	FUNC	zc_rsp
	movq	%rdi, %rax
	cmpq	$64, %rdx
	ja	9f
	movq	$-1, %rcx
	bzhiq	%rdx, %rcx, %rcx
	cmovzq	%rsp, %rsi
	cmovzq	%rsp, %rdi
	leaq	63(%rsi), %r8
	xorq	%rsi, %r8
	leaq	63(%rdi), %r9
	xorq	%rdi, %r9
	orl	%r9d, %r8d
	testl	$4096, %r8d
	jnz	8f
	kmovq	%rcx, %k1
	vmovdqu8 (%rsi), %zmm16{%k1}{z}
	vmovdqu8 %zmm16, (%rdi){%k1}
	ret
8:	testq	%rdx, %rdx
	jz	7f
9:	jmp	mt_memmove@PLT
7:	ret
	ENDF	zc_rsp

	FUNC	zc_jz
	movq	%rdi, %rax
	cmpq	$64, %rdx
	ja	9f
	movq	$-1, %rcx
	bzhiq	%rdx, %rcx, %rcx
	jz	7f
	leaq	63(%rsi), %r8
	xorq	%rsi, %r8
	leaq	63(%rdi), %r9
	xorq	%rdi, %r9
	orl	%r9d, %r8d
	testl	$4096, %r8d
	jnz	9f
	kmovq	%rcx, %k1
	vmovdqu8 (%rsi), %zmm16{%k1}{z}
	vmovdqu8 %zmm16, (%rdi){%k1}
7:	ret
9:	jmp	mt_memmove@PLT
	ENDF	zc_jz

	FUNC	zc_none
	movq	%rdi, %rax
	cmpq	$64, %rdx
	ja	9f
	movq	$-1, %rcx
	bzhiq	%rdx, %rcx, %rcx
	kmovq	%rcx, %k1
	vmovdqu8 (%rsi), %zmm16{%k1}{z}
	vmovdqu8 %zmm16, (%rdi){%k1}
	ret
9:	jmp	mt_memmove@PLT
	ENDF	zc_none

	FUNC	yc_jz
	movq	%rdi, %rax
	cmpq	$32, %rdx
	ja	1f
	movl	$-1, %ecx
	bzhil	%edx, %ecx, %ecx
	jz	7f
	leaq	31(%rsi), %r8
	xorq	%rsi, %r8
	leaq	31(%rdi), %r9
	xorq	%rdi, %r9
	orl	%r9d, %r8d
	testl	$4096, %r8d
	jnz	9f
	kmovd	%ecx, %k1
	vmovdqu8 (%rsi), %ymm16{%k1}{z}
	vmovdqu8 %ymm16, (%rdi){%k1}
7:	ret
1:	cmpq	$64, %rdx
	ja	9f
	vmovdqu64 (%rsi), %ymm16
	vmovdqu64 -32(%rsi, %rdx), %ymm17
	vmovdqu64 %ymm16, (%rdi)
	vmovdqu64 %ymm17, -32(%rdi, %rdx)
	ret
9:	jmp	mt_memmove@PLT
	ENDF	yc_jz

	FUNC	yc_none
	movq	%rdi, %rax
	cmpq	$32, %rdx
	ja	1f
	movl	$-1, %ecx
	bzhil	%edx, %ecx, %ecx
	kmovd	%ecx, %k1
	vmovdqu8 (%rsi), %ymm16{%k1}{z}
	vmovdqu8 %ymm16, (%rdi){%k1}
	ret
1:	cmpq	$64, %rdx
	ja	9f
	vmovdqu64 (%rsi), %ymm16
	vmovdqu64 -32(%rsi, %rdx), %ymm17
	vmovdqu64 %ymm16, (%rdi)
	vmovdqu64 %ymm17, -32(%rdi, %rdx)
	ret
9:	jmp	mt_memmove@PLT
	ENDF	yc_none

	FUNC	yc_x16
	movq	%rdi, %rax
	cmpq	$16, %rdx
	ja	1f
	movl	$-1, %ecx
	bzhil	%edx, %ecx, %ecx
	jz	7f
	leaq	15(%rsi), %r8
	xorq	%rsi, %r8
	leaq	15(%rdi), %r9
	xorq	%rdi, %r9
	orl	%r9d, %r8d
	testl	$4096, %r8d
	jnz	9f
	kmovd	%ecx, %k1
	vmovdqu8 (%rsi), %xmm16{%k1}{z}
	vmovdqu8 %xmm16, (%rdi){%k1}
7:	ret
1:	cmpq	$32, %rdx
	ja	2f
	vmovdqu64 (%rsi), %xmm16
	vmovdqu64 -16(%rsi, %rdx), %xmm17
	vmovdqu64 %xmm16, (%rdi)
	vmovdqu64 %xmm17, -16(%rdi, %rdx)
	ret
2:	cmpq	$64, %rdx
	ja	9f
	vmovdqu64 (%rsi), %ymm16
	vmovdqu64 -32(%rsi, %rdx), %ymm17
	vmovdqu64 %ymm16, (%rdi)
	vmovdqu64 %ymm17, -32(%rdi, %rdx)
	ret
9:	jmp	mt_memmove@PLT
	ENDF	yc_x16

	FUNC	zc_src
	movq	%rdi, %rax
	cmpq	$64, %rdx
	ja	9f
	movq	$-1, %rcx
	bzhiq	%rdx, %rcx, %rcx
	jz	7f
	leaq	63(%rsi), %r8
	xorq	%rsi, %r8
	testl	$4096, %r8d
	jnz	9f
	kmovq	%rcx, %k1
	vmovdqu8 (%rsi), %zmm16{%k1}{z}
	vmovdqu8 %zmm16, (%rdi){%k1}
7:	ret
9:	jmp	mt_memmove@PLT
	ENDF	zc_src

	FUNC	zc_dst
	movq	%rdi, %rax
	cmpq	$64, %rdx
	ja	9f
	movq	$-1, %rcx
	bzhiq	%rdx, %rcx, %rcx
	jz	7f
	leaq	63(%rdi), %r8
	xorq	%rdi, %r8
	testl	$4096, %r8d
	jnz	9f
	kmovq	%rcx, %k1
	vmovdqu8 (%rsi), %zmm16{%k1}{z}
	vmovdqu8 %zmm16, (%rdi){%k1}
7:	ret
9:	jmp	mt_memmove@PLT
	ENDF	zc_dst

	.section .note.GNU-stack, "", @progbits
