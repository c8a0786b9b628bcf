	.file	"fn_derived.c"
	.text
	.p2align 4
	.globl	cp_derived_12
	.type	cp_derived_12, @function
cp_derived_12:
.LFB0:
	.cfi_startproc
	movq	$0, (%rdi)
	movl	$0, 8(%rdi)
	ret
	.cfi_endproc
.LFE0:
	.size	cp_derived_12, .-cp_derived_12
	.p2align 4
	.globl	cp_derived_20
	.type	cp_derived_20, @function
cp_derived_20:
.LFB1:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movl	$0, 16(%rdi)
	ret
	.cfi_endproc
.LFE1:
	.size	cp_derived_20, .-cp_derived_20
	.p2align 4
	.globl	cp_derived_28
	.type	cp_derived_28, @function
cp_derived_28:
.LFB2:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	movl	$0, 24(%rdi)
	ret
	.cfi_endproc
.LFE2:
	.size	cp_derived_28, .-cp_derived_28
	.p2align 4
	.globl	cp_derived_36
	.type	cp_derived_36, @function
cp_derived_36:
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
	.size	cp_derived_36, .-cp_derived_36
	.p2align 4
	.globl	cp_derived_44
	.type	cp_derived_44, @function
cp_derived_44:
.LFB4:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L7:
	movl	%eax, %ecx
	movq	%rdx, (%rdi,%rcx)
	movq	%rdx, 8(%rdi,%rcx)
	movq	%rdx, 16(%rdi,%rcx)
	movq	%rdx, 24(%rdi,%rcx)
	addl	$32, %eax
	jc	.L7
	addq	%rax, %rdi
	movq	$0, (%rdi)
	movl	$0, 8(%rdi)
	ret
	.cfi_endproc
.LFE4:
	.size	cp_derived_44, .-cp_derived_44
	.p2align 4
	.globl	cp_derived_56
	.type	cp_derived_56, @function
cp_derived_56:
.LFB5:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L11:
	movl	%eax, %ecx
	movq	%rdx, (%rdi,%rcx)
	movq	%rdx, 8(%rdi,%rcx)
	movq	%rdx, 16(%rdi,%rcx)
	movq	%rdx, 24(%rdi,%rcx)
	addl	$32, %eax
	jc	.L11
	addq	%rax, %rdi
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	ret
	.cfi_endproc
.LFE5:
	.size	cp_derived_56, .-cp_derived_56
	.p2align 4
	.globl	cp_derived_80
	.type	cp_derived_80, @function
cp_derived_80:
.LFB6:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L15:
	movl	%eax, %ecx
	addl	$32, %eax
	movq	%rdx, (%rdi,%rcx)
	movq	%rdx, 8(%rdi,%rcx)
	movq	%rdx, 16(%rdi,%rcx)
	movq	%rdx, 24(%rdi,%rcx)
	cmpl	$64, %eax
	jb	.L15
	addq	%rax, %rdi
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	ret
	.cfi_endproc
.LFE6:
	.size	cp_derived_80, .-cp_derived_80
	.p2align 4
	.globl	cp_derived_112
	.type	cp_derived_112, @function
cp_derived_112:
.LFB7:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	movq	$0, 24(%rdi)
	movq	$0, 32(%rdi)
	movq	$0, 40(%rdi)
	movq	$0, 48(%rdi)
	movq	$0, 56(%rdi)
	movq	$0, 64(%rdi)
	movq	$0, 72(%rdi)
	movq	$0, 80(%rdi)
	movq	$0, 88(%rdi)
	movq	$0, 96(%rdi)
	movq	$0, 104(%rdi)
	ret
	.cfi_endproc
.LFE7:
	.size	cp_derived_112, .-cp_derived_112
	.p2align 4
	.globl	cp_derived_148
	.type	cp_derived_148, @function
cp_derived_148:
.LFB8:
	.cfi_startproc
	movl	$148, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE8:
	.size	cp_derived_148, .-cp_derived_148
	.p2align 4
	.globl	cp_derived_180
	.type	cp_derived_180, @function
cp_derived_180:
.LFB9:
	.cfi_startproc
	movl	$180, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE9:
	.size	cp_derived_180, .-cp_derived_180
	.p2align 4
	.globl	cp_derived_224
	.type	cp_derived_224, @function
cp_derived_224:
.LFB10:
	.cfi_startproc
	movl	$224, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE10:
	.size	cp_derived_224, .-cp_derived_224
	.p2align 4
	.globl	cp_derived_316
	.type	cp_derived_316, @function
cp_derived_316:
.LFB11:
	.cfi_startproc
	movl	$316, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE11:
	.size	cp_derived_316, .-cp_derived_316
	.p2align 4
	.globl	cp_derived_444
	.type	cp_derived_444, @function
cp_derived_444:
.LFB12:
	.cfi_startproc
	movl	$444, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE12:
	.size	cp_derived_444, .-cp_derived_444
	.p2align 4
	.globl	cp_derived_628
	.type	cp_derived_628, @function
cp_derived_628:
.LFB13:
	.cfi_startproc
	movl	$628, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE13:
	.size	cp_derived_628, .-cp_derived_628
	.p2align 4
	.globl	cp_derived_888
	.type	cp_derived_888, @function
cp_derived_888:
.LFB14:
	.cfi_startproc
	movl	$888, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE14:
	.size	cp_derived_888, .-cp_derived_888
	.p2align 4
	.globl	cp_derived_1448
	.type	cp_derived_1448, @function
cp_derived_1448:
.LFB15:
	.cfi_startproc
	movl	$181, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE15:
	.size	cp_derived_1448, .-cp_derived_1448
	.p2align 4
	.globl	cp_derived_2896
	.type	cp_derived_2896, @function
cp_derived_2896:
.LFB16:
	.cfi_startproc
	movl	$362, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE16:
	.size	cp_derived_2896, .-cp_derived_2896
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
