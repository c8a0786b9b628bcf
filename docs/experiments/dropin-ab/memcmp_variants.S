/* memcmp up to 64 B three ways for docs/experiments/dropin-ab; above 32 B
 * all three take the shipped shape (the first 32 bytes, out when they
 * differ, then the last 32), above 64 B the library's mt_memcmp. V picks
 * the one exported as memcmp: 1 v_f32, 2 v_yjnz, 3 v_glibc. */
	.text
/* <= 32 as shipped (src/x86_64/memcmp_avx512_ladder.S at 876ba63): masked zmm,
 * no branch on the data */
	.p2align 6
	.globl v_f32
v_f32:
	cmpq	$32, %rdx
	ja	gt32
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

/* <= 32: masked ymm, a branch on the outcome (glibc's), n == 0 to the red zone */
	.p2align 6
	.globl v_yjnz
v_yjnz:
	cmpq	$32, %rdx
	ja	gt32
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

/* <= 32: glibc 2.36's shape (masked ymm, no n == 0 redirect, branch on the outcome) */
	.p2align 6
	.globl v_glibc
v_glibc:
	cmpq	$32, %rdx
	ja	gt32
	movl	$-1, %ecx
	bzhil	%edx, %ecx, %ecx
	kmovd	%ecx, %k2
	vmovdqu8 (%rsi), %ymm18{%k2}{z}
	vpcmpneqb (%rdi), %ymm18, %k1{%k2}
	kmovd	%k1, %eax
	testl	%eax, %eax
	jnz	3f
	ret
3:	tzcntl	%eax, %eax
	movzbl	(%rsi, %rax), %ecx
	movzbl	(%rdi, %rax), %eax
	subl	%ecx, %eax
	ret

	.p2align 4
gt32:
	vmovdqu64 (%rdi), %ymm16
	vpcmpneqb (%rsi), %ymm16, %k1
	kortestd %k1, %k1
	jnz	3f
	cmpq	$64, %rdx
	ja	4f
	vmovdqu64 -32(%rdi, %rdx), %ymm17
	vpcmpneqb -32(%rsi, %rdx), %ymm17, %k2
	kmovd	%k2, %ecx
	xorl	%r9d, %r9d
	tzcntl	%ecx, %ecx
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
4:	jmp	mt_memcmp@PLT

	.globl memcmp
	.type memcmp, @function
#if V == 1
	.set memcmp, v_f32
#elif V == 2
	.set memcmp, v_yjnz
#else
	.set memcmp, v_glibc
#endif
	.section .note.GNU-stack, "", @progbits
