/* memcmp and bcmp, the AVX-512 ladder's 0..64 class five ways (README.md
 * here). Every variant sends n > 64 to the library's mt_memcmp / mt_bcmp
 * (one jump more than the ladder's own path: compare the variants with
 * each other at those sizes, not with mt). rdi = a, rsi = b, rdx = n. */
#include "../asm.h"

/* The ladder's class as shipped (src/x86_64/memcmp_avx512_ladder.S): the
 * sign from a second compare ("below") and shrx, no branch on the data. */
FUNC cm_ship
	cmpq	$64, %rdx
	ja	1f
	movq	$-1, %rax
	leaq	-64(%rsp), %r8
	bzhiq	%rdx, %rax, %rax
	cmovzq	%r8, %rdi
	cmovzq	%r8, %rsi
	kmovq	%rax, %k1
	vmovdqu8 (%rdi), %zmm16{%k1}{z}
	vmovdqu8 (%rsi), %zmm17{%k1}{z}
	vpcmpneqb %zmm17, %zmm16, %k2
	vpcmpltub %zmm17, %zmm16, %k3
	kmovq	%k2, %rcx
	kmovq	%k3, %rdx
	xorl	%eax, %eax
	tzcntq	%rcx, %r8
	shrxq	%r8, %rdx, %rdx
	andl	$1, %edx
	testq	%rcx, %rcx
	setne	%al
	addl	%edx, %edx
	subl	%edx, %eax
	ret
1:	jmp	mt_memcmp@PLT
ENDF cm_ship

/* One masked compare with a memory operand; the first difference's bytes
 * are loaded (index 0 when equal: those bytes are equal, or both pointers
 * are the red zone when n == 0). No branch on the data. */
FUNC cm_load
	cmpq	$64, %rdx
	ja	1f
	movq	$-1, %rax
	leaq	-64(%rsp), %r8
	bzhiq	%rdx, %rax, %rax
	cmovzq	%r8, %rdi
	cmovzq	%r8, %rsi
	kmovq	%rax, %k1
	vmovdqu8 (%rdi), %zmm16{%k1}{z}
	vpcmpneqb (%rsi), %zmm16, %k2{%k1}
	kmovq	%k2, %rcx
	xorl	%edx, %edx
	tzcntq	%rcx, %rcx
	cmovcq	%rdx, %rcx
	movzbl	(%rdi, %rcx), %eax
	movzbl	(%rsi, %rcx), %edx
	subl	%edx, %eax
	ret
1:	jmp	mt_memcmp@PLT
ENDF cm_load

/* cm_load with 32-byte vectors up to 32 B (on Zen 4 a 512-bit operation
 * is two 256-bit ones), 64-byte ones at 33..64: one more size branch. */
FUNC cm_yload
	cmpq	$32, %rdx
	ja	2f
	movl	$-1, %eax
	leaq	-32(%rsp), %r8
	bzhil	%edx, %eax, %eax
	cmovzq	%r8, %rdi
	cmovzq	%r8, %rsi
	kmovd	%eax, %k1
	vmovdqu8 (%rdi), %ymm16{%k1}{z}
	vpcmpneqb (%rsi), %ymm16, %k2{%k1}
	kmovd	%k2, %ecx
	xorl	%edx, %edx
	tzcntl	%ecx, %ecx
	cmovcl	%edx, %ecx
	movzbl	(%rdi, %rcx), %eax
	movzbl	(%rsi, %rcx), %edx
	subl	%edx, %eax
	ret
2:	cmpq	$64, %rdx
	ja	1f
	movq	$-1, %rax
	bzhiq	%rdx, %rax, %rax
	kmovq	%rax, %k1
	vmovdqu8 (%rdi), %zmm16{%k1}{z}
	vpcmpneqb (%rsi), %zmm16, %k2{%k1}
	kmovq	%k2, %rcx
	xorl	%edx, %edx
	tzcntq	%rcx, %rcx
	cmovcq	%rdx, %rcx
	movzbl	(%rdi, %rcx), %eax
	movzbl	(%rsi, %rcx), %edx
	subl	%edx, %eax
	ret
1:	jmp	mt_memcmp@PLT
ENDF cm_yload

/* glibc's shape: out with 0 when equal, a branch to the bytes otherwise. */
FUNC cm_jnz
	cmpq	$64, %rdx
	ja	1f
	movq	$-1, %rax
	leaq	-64(%rsp), %r8
	bzhiq	%rdx, %rax, %rax
	cmovzq	%r8, %rdi
	cmovzq	%r8, %rsi
	kmovq	%rax, %k1
	vmovdqu8 (%rdi), %zmm16{%k1}{z}
	vpcmpneqb (%rsi), %zmm16, %k2{%k1}
	kmovq	%k2, %rcx
	testq	%rcx, %rcx
	jnz	3f
	xorl	%eax, %eax
	ret
3:	tzcntq	%rcx, %rcx
	movzbl	(%rdi, %rcx), %eax
	movzbl	(%rsi, %rcx), %edx
	subl	%edx, %eax
	ret
1:	jmp	mt_memcmp@PLT
ENDF cm_jnz

/* cm_jnz with 32-byte vectors up to 32 B. */
FUNC cm_yjnz
	cmpq	$32, %rdx
	ja	2f
	movl	$-1, %eax
	leaq	-32(%rsp), %r8
	bzhil	%edx, %eax, %eax
	cmovzq	%r8, %rdi
	cmovzq	%r8, %rsi
	kmovd	%eax, %k1
	vmovdqu8 (%rdi), %ymm16{%k1}{z}
	vpcmpneqb (%rsi), %ymm16, %k2{%k1}
	kmovd	%k2, %ecx
	testl	%ecx, %ecx
	jnz	3f
	xorl	%eax, %eax
	ret
3:	tzcntl	%ecx, %ecx
	movzbl	(%rdi, %rcx), %eax
	movzbl	(%rsi, %rcx), %edx
	subl	%edx, %eax
	ret
2:	jmp	cm_jnz
ENDF cm_yjnz

/* bcmp: the class as shipped, and with 32-byte vectors up to 32 B. */
FUNC bc_ship
	cmpq	$64, %rdx
	ja	1f
	movq	$-1, %rax
	leaq	-64(%rsp), %r8
	bzhiq	%rdx, %rax, %rax
	cmovzq	%r8, %rdi
	cmovzq	%r8, %rsi
	kmovq	%rax, %k1
	vmovdqu8 (%rdi), %zmm16{%k1}{z}
	vpcmpneqb (%rsi), %zmm16, %k2{%k1}
	xorl	%eax, %eax
	kortestq %k2, %k2
	setne	%al
	ret
1:	jmp	mt_bcmp@PLT
ENDF bc_ship

FUNC bc_y
	cmpq	$32, %rdx
	ja	2f
	movl	$-1, %eax
	leaq	-32(%rsp), %r8
	bzhil	%edx, %eax, %eax
	cmovzq	%r8, %rdi
	cmovzq	%r8, %rsi
	kmovd	%eax, %k1
	vmovdqu8 (%rdi), %ymm16{%k1}{z}
	vpcmpneqb (%rsi), %ymm16, %k2{%k1}
	xorl	%eax, %eax
	kortestd %k2, %k2
	setne	%al
	ret
2:	jmp	bc_ship
ENDF bc_y


/* 65..128, with the 0..64 class of cm_load: as shipped (both vectors, the
 * sign from "below" masks, no branch on the data) ... */
.macro LOAD64
	movq	$-1, %rax
	leaq	-64(%rsp), %r8
	bzhiq	%rdx, %rax, %rax
	cmovzq	%r8, %rdi
	cmovzq	%r8, %rsi
	kmovq	%rax, %k1
	vmovdqu8 (%rdi), %zmm16{%k1}{z}
	vpcmpneqb (%rsi), %zmm16, %k2{%k1}
	kmovq	%k2, %rcx
	xorl	%edx, %edx
	tzcntq	%rcx, %rcx
	cmovcq	%rdx, %rcx
	movzbl	(%rdi, %rcx), %eax
	movzbl	(%rsi, %rcx), %edx
	subl	%edx, %eax
	ret
.endm
FUNC cm128_ship
	cmpq	$64, %rdx
	ja	2f
	LOAD64
2:	cmpq	$128, %rdx
	ja	1f
	vmovdqu64 (%rdi), %zmm16
	vmovdqu64 (%rsi), %zmm17
	vmovdqu64 -64(%rdi, %rdx), %zmm18
	vmovdqu64 -64(%rsi, %rdx), %zmm19
	vpcmpneqb %zmm17, %zmm16, %k0
	vpcmpltub %zmm17, %zmm16, %k1
	vpcmpneqb %zmm19, %zmm18, %k2
	vpcmpltub %zmm19, %zmm18, %k3
	kmovq	%k0, %rcx
	kmovq	%k1, %rdx
	kmovq	%k2, %r8
	kmovq	%k3, %r9
	xorl	%eax, %eax
	testq	%rcx, %rcx
	cmovzq	%r8, %rcx
	cmovzq	%r9, %rdx
	tzcntq	%rcx, %r8
	shrxq	%r8, %rdx, %rdx
	andl	$1, %edx
	testq	%rcx, %rcx
	setne	%al
	addl	%edx, %edx
	subl	%edx, %eax
	ret
1:	jmp	mt_memcmp@PLT
ENDF cm128_ship

/* ... and the first 64 bytes first, out when they differ (glibc's shape),
 * then the last 64 with the bytes of their first difference (index 0 of
 * the head when equal: those bytes are equal). */
FUNC cm128_head
	cmpq	$64, %rdx
	ja	2f
	LOAD64
2:	cmpq	$128, %rdx
	ja	1f
	vmovdqu64 (%rdi), %zmm16
	vpcmpneqb (%rsi), %zmm16, %k1
	kortestq %k1, %k1
	jnz	3f
	vmovdqu64 -64(%rdi, %rdx), %zmm17
	vpcmpneqb -64(%rsi, %rdx), %zmm17, %k2
	kmovq	%k2, %rcx
	xorl	%r9d, %r9d
	tzcntq	%rcx, %rcx			/* CF: the tail is equal too */
	leaq	-64(%rdx, %rcx), %r8
	cmovcq	%r9, %r8			/* equal: index 0 */
	movzbl	(%rdi, %r8), %eax
	movzbl	(%rsi, %r8), %edx
	subl	%edx, %eax
	ret
3:	kmovq	%k1, %rcx
	tzcntq	%rcx, %rcx
	movzbl	(%rdi, %rcx), %eax
	movzbl	(%rsi, %rcx), %edx
	subl	%edx, %eax
	ret
1:	jmp	mt_memcmp@PLT
ENDF cm128_head

/* glibc 2.36's __memcmp_evex_movbe shape up to 32 B: 0 and 1 apart, one
 * whole 32-byte load when neither buffer is within 32 bytes of a page end
 * (one test on a | b), the bytes past n cut from the mask; cm_jnz above. */
FUNC cm_gl
	cmpq	$32, %rdx
	ja	2f
	cmpl	$1, %edx
	jbe	5f
	movl	%edi, %eax
	orl	%esi, %eax
	andl	$4095, %eax
	cmpl	$4064, %eax
	ja	2f
	vmovdqu64 (%rsi), %ymm16
	vpcmpneqb (%rdi), %ymm16, %k1
	kmovd	%k1, %eax
	bzhil	%edx, %eax, %eax
	jnz	3f
	ret
3:	tzcntl	%eax, %eax
	movzbl	(%rdi, %rax), %ecx
	movzbl	(%rsi, %rax), %eax
	subl	%eax, %ecx
	movl	%ecx, %eax
	ret
5:	jb	6f
	movzbl	(%rdi), %eax
	movzbl	(%rsi), %ecx
	subl	%ecx, %eax
	ret
6:	xorl	%eax, %eax
	ret
2:	jmp	cm_jnz
ENDF cm_gl

/* 65..128 like cm_load: both vectors compared with memory operands, the
 * index of the first difference picked by tzcnt's carry (head, else tail,
 * else 0), its bytes loaded. No branch on the data. */
FUNC cm128_load
	cmpq	$64, %rdx
	ja	2f
	LOAD64
2:	cmpq	$128, %rdx
	ja	1f
	vmovdqu64 (%rdi), %zmm16
	vmovdqu64 -64(%rdi, %rdx), %zmm17
	vpcmpneqb (%rsi), %zmm16, %k1
	vpcmpneqb -64(%rsi, %rdx), %zmm17, %k2
	kmovq	%k1, %rcx
	kmovq	%k2, %r8
	xorl	%r9d, %r9d
	tzcntq	%r8, %r8			/* CF: the tail is equal */
	leaq	-64(%rdx, %r8), %r8
	cmovcq	%r9, %r8
	tzcntq	%rcx, %rcx			/* CF: the head is equal */
	cmovcq	%r8, %rcx
	movzbl	(%rdi, %rcx), %eax
	movzbl	(%rsi, %rcx), %edx
	subl	%edx, %eax
	ret
1:	jmp	mt_memcmp@PLT
ENDF cm128_load

/* The first 32 bytes first from 33 B, out when they differ (glibc's and
 * the AVX2 ladder's shape: sort's calls always differ there), then the
 * rest without a branch on the data; 0..32 as cm_load. */
FUNC cm_f32
	cmpq	$32, %rdx
	ja	2f
	LOAD64
2:	vmovdqu64 (%rdi), %ymm16
	vpcmpneqb (%rsi), %ymm16, %k1
	kortestd %k1, %k1
	jnz	3f
	cmpq	$64, %rdx
	ja	4f
	vmovdqu64 -32(%rdi, %rdx), %ymm17	/* 33..64: the last 32 bytes */
	vpcmpneqb -32(%rsi, %rdx), %ymm17, %k2
	kmovd	%k2, %ecx
	xorl	%r9d, %r9d
	tzcntl	%ecx, %ecx			/* CF: equal */
	leaq	-32(%rdx, %rcx), %r8
	cmovcq	%r9, %r8
	movzbl	(%rdi, %r8), %eax
	movzbl	(%rsi, %r8), %edx
	subl	%edx, %eax
	ret
3:	kmovd	%k1, %ecx
	tzcntl	%ecx, %ecx
	movzbl	(%rdi, %rcx), %eax
	movzbl	(%rsi, %rcx), %edx
	subl	%edx, %eax
	ret
4:	cmpq	$128, %rdx
	ja	1f
	vmovdqu64 32(%rdi), %ymm17		/* 65..128: bytes 32..63, the last 64 */
	vmovdqu64 -64(%rdi, %rdx), %zmm18
	vpcmpneqb 32(%rsi), %ymm17, %k2
	vpcmpneqb -64(%rsi, %rdx), %zmm18, %k3
	kmovd	%k2, %ecx
	kmovq	%k3, %r8
	xorl	%r9d, %r9d
	tzcntq	%r8, %r8			/* CF: the tail is equal */
	leaq	-64(%rdx, %r8), %r8
	cmovcq	%r9, %r8
	tzcntl	%ecx, %ecx			/* CF: bytes 32..63 are equal */
	leaq	32(%rcx), %rcx
	cmovcq	%r8, %rcx
	movzbl	(%rdi, %rcx), %eax
	movzbl	(%rsi, %rcx), %edx
	subl	%edx, %eax
	ret
1:	jmp	mt_memcmp@PLT
ENDF cm_f32

	.section .note.GNU-stack, "", @progbits
