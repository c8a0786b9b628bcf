	.file	"fn_default.c"
	.text
	.p2align 4
	.globl	cp_default_12
	.type	cp_default_12, @function
cp_default_12:
.LFB0:
	.cfi_startproc
	movq	$0, (%rdi)
	movl	$0, 8(%rdi)
	ret
	.cfi_endproc
.LFE0:
	.size	cp_default_12, .-cp_default_12
	.p2align 4
	.globl	cp_default_20
	.type	cp_default_20, @function
cp_default_20:
.LFB1:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movl	$0, 16(%rdi)
	ret
	.cfi_endproc
.LFE1:
	.size	cp_default_20, .-cp_default_20
	.p2align 4
	.globl	cp_default_28
	.type	cp_default_28, @function
cp_default_28:
.LFB2:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	movl	$0, 24(%rdi)
	ret
	.cfi_endproc
.LFE2:
	.size	cp_default_28, .-cp_default_28
	.p2align 4
	.globl	cp_default_36
	.type	cp_default_36, @function
cp_default_36:
.LFB3:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	movq	$0, 24(%rdi)
	movl	$0, 32(%rdi)
	ret
	.cfi_endproc
.LFE3:
	.size	cp_default_36, .-cp_default_36
	.p2align 4
	.globl	cp_default_44
	.type	cp_default_44, @function
cp_default_44:
.LFB4:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 28(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$44, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE4:
	.size	cp_default_44, .-cp_default_44
	.p2align 4
	.globl	cp_default_56
	.type	cp_default_56, @function
cp_default_56:
.LFB5:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 40(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$56, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE5:
	.size	cp_default_56, .-cp_default_56
	.p2align 4
	.globl	cp_default_80
	.type	cp_default_80, @function
cp_default_80:
.LFB6:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 64(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$80, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE6:
	.size	cp_default_80, .-cp_default_80
	.p2align 4
	.globl	cp_default_112
	.type	cp_default_112, @function
cp_default_112:
.LFB7:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 96(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$112, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE7:
	.size	cp_default_112, .-cp_default_112
	.p2align 4
	.globl	cp_default_148
	.type	cp_default_148, @function
cp_default_148:
.LFB8:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 132(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$148, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE8:
	.size	cp_default_148, .-cp_default_148
	.p2align 4
	.globl	cp_default_180
	.type	cp_default_180, @function
cp_default_180:
.LFB9:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 164(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$180, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE9:
	.size	cp_default_180, .-cp_default_180
	.p2align 4
	.globl	cp_default_224
	.type	cp_default_224, @function
cp_default_224:
.LFB10:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 208(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$224, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE10:
	.size	cp_default_224, .-cp_default_224
	.p2align 4
	.globl	cp_default_316
	.type	cp_default_316, @function
cp_default_316:
.LFB11:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 300(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$316, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE11:
	.size	cp_default_316, .-cp_default_316
	.p2align 4
	.globl	cp_default_444
	.type	cp_default_444, @function
cp_default_444:
.LFB12:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 428(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$444, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE12:
	.size	cp_default_444, .-cp_default_444
	.p2align 4
	.globl	cp_default_628
	.type	cp_default_628, @function
cp_default_628:
.LFB13:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 612(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$628, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE13:
	.size	cp_default_628, .-cp_default_628
	.p2align 4
	.globl	cp_default_888
	.type	cp_default_888, @function
cp_default_888:
.LFB14:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 872(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$888, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE14:
	.size	cp_default_888, .-cp_default_888
	.p2align 4
	.globl	cp_default_1448
	.type	cp_default_1448, @function
cp_default_1448:
.LFB15:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 1432(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$1448, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE15:
	.size	cp_default_1448, .-cp_default_1448
	.p2align 4
	.globl	cp_default_2896
	.type	cp_default_2896, @function
cp_default_2896:
.LFB16:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	%rdi, %rcx
	leaq	8(%rdi), %rdi
	xorl	%eax, %eax
	movq	$0, 2880(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$2896, %ecx
	shrl	$3, %ecx
	rep stosq
	ret
	.cfi_endproc
.LFE16:
	.size	cp_default_2896, .-cp_default_2896
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
