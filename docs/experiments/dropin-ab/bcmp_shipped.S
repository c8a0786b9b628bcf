/* bcmp and __memcmpeq for docs/experiments/dropin-ab: the shipped 0..64 B
 * class (src/x86_64/memcmp_avx512_ladder.S), the library's mt_bcmp above. */
	.text
	.p2align 6
	.globl v_bship
v_bship:
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
	.globl bcmp
	.type bcmp, @function
	.set bcmp, v_bship
	.globl __memcmpeq
	.type __memcmpeq, @function
	.set __memcmpeq, v_bship
	.section .note.GNU-stack, "", @progbits
