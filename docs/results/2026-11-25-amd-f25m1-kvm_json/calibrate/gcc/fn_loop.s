	.file	"fn_loop.c"
	.text
	.p2align 4
	.globl	cp_loop_8
	.type	cp_loop_8, @function
cp_loop_8:
.LFB0:
	.cfi_startproc
	movq	$0, (%rdi)
	ret
	.cfi_endproc
.LFE0:
	.size	cp_loop_8, .-cp_loop_8
	.p2align 4
	.globl	cp_loop_16
	.type	cp_loop_16, @function
cp_loop_16:
.LFB1:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	ret
	.cfi_endproc
.LFE1:
	.size	cp_loop_16, .-cp_loop_16
	.p2align 4
	.globl	cp_loop_24
	.type	cp_loop_24, @function
cp_loop_24:
.LFB2:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	ret
	.cfi_endproc
.LFE2:
	.size	cp_loop_24, .-cp_loop_24
	.p2align 4
	.globl	cp_loop_32
	.type	cp_loop_32, @function
cp_loop_32:
.LFB3:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	movq	$0, 24(%rdi)
	ret
	.cfi_endproc
.LFE3:
	.size	cp_loop_32, .-cp_loop_32
	.p2align 4
	.globl	cp_loop_40
	.type	cp_loop_40, @function
cp_loop_40:
.LFB4:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	movq	$0, 24(%rdi)
	movq	$0, 32(%rdi)
	ret
	.cfi_endproc
.LFE4:
	.size	cp_loop_40, .-cp_loop_40
	.p2align 4
	.globl	cp_loop_48
	.type	cp_loop_48, @function
cp_loop_48:
.LFB5:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L8:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$48, %eax
	jb	.L8
	ret
	.cfi_endproc
.LFE5:
	.size	cp_loop_48, .-cp_loop_48
	.p2align 4
	.globl	cp_loop_64
	.type	cp_loop_64, @function
cp_loop_64:
.LFB6:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L12:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$64, %eax
	jb	.L12
	ret
	.cfi_endproc
.LFE6:
	.size	cp_loop_64, .-cp_loop_64
	.p2align 4
	.globl	cp_loop_96
	.type	cp_loop_96, @function
cp_loop_96:
.LFB7:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L16:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$96, %eax
	jb	.L16
	ret
	.cfi_endproc
.LFE7:
	.size	cp_loop_96, .-cp_loop_96
	.p2align 4
	.globl	cp_loop_128
	.type	cp_loop_128, @function
cp_loop_128:
.LFB8:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L20:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$128, %eax
	jb	.L20
	ret
	.cfi_endproc
.LFE8:
	.size	cp_loop_128, .-cp_loop_128
	.p2align 4
	.globl	cp_loop_168
	.type	cp_loop_168, @function
cp_loop_168:
.LFB9:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L24:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$168, %eax
	jb	.L24
	ret
	.cfi_endproc
.LFE9:
	.size	cp_loop_168, .-cp_loop_168
	.p2align 4
	.globl	cp_loop_192
	.type	cp_loop_192, @function
cp_loop_192:
.LFB10:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L28:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$192, %eax
	jb	.L28
	ret
	.cfi_endproc
.LFE10:
	.size	cp_loop_192, .-cp_loop_192
	.p2align 4
	.globl	cp_loop_256
	.type	cp_loop_256, @function
cp_loop_256:
.LFB11:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L32:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$256, %eax
	jb	.L32
	ret
	.cfi_endproc
.LFE11:
	.size	cp_loop_256, .-cp_loop_256
	.p2align 4
	.globl	cp_loop_384
	.type	cp_loop_384, @function
cp_loop_384:
.LFB12:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L36:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$384, %eax
	jb	.L36
	ret
	.cfi_endproc
.LFE12:
	.size	cp_loop_384, .-cp_loop_384
	.p2align 4
	.globl	cp_loop_512
	.type	cp_loop_512, @function
cp_loop_512:
.LFB13:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L40:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$512, %eax
	jb	.L40
	ret
	.cfi_endproc
.LFE13:
	.size	cp_loop_512, .-cp_loop_512
	.p2align 4
	.globl	cp_loop_768
	.type	cp_loop_768, @function
cp_loop_768:
.LFB14:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L44:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$768, %eax
	jb	.L44
	ret
	.cfi_endproc
.LFE14:
	.size	cp_loop_768, .-cp_loop_768
	.p2align 4
	.globl	cp_loop_1024
	.type	cp_loop_1024, @function
cp_loop_1024:
.LFB15:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L48:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$1024, %eax
	jb	.L48
	ret
	.cfi_endproc
.LFE15:
	.size	cp_loop_1024, .-cp_loop_1024
	.p2align 4
	.globl	cp_loop_2048
	.type	cp_loop_2048, @function
cp_loop_2048:
.LFB16:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L52:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$2048, %eax
	jb	.L52
	ret
	.cfi_endproc
.LFE16:
	.size	cp_loop_2048, .-cp_loop_2048
	.p2align 4
	.globl	cp_loop_4096
	.type	cp_loop_4096, @function
cp_loop_4096:
.LFB17:
	.cfi_startproc
	xorl	%edx, %edx
	xorl	%eax, %eax
.L56:
	movl	%eax, %ecx
	addl	$8, %eax
	movq	%rdx, (%rdi,%rcx)
	cmpl	$4096, %eax
	jb	.L56
	ret
	.cfi_endproc
.LFE17:
	.size	cp_loop_4096, .-cp_loop_4096
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
