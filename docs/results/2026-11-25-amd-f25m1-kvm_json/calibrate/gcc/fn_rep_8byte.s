	.file	"fn_rep_8byte.c"
	.text
	.p2align 4
	.globl	cp_rep_8byte_8
	.type	cp_rep_8byte_8, @function
cp_rep_8byte_8:
.LFB0:
	.cfi_startproc
	movq	$0, (%rdi)
	ret
	.cfi_endproc
.LFE0:
	.size	cp_rep_8byte_8, .-cp_rep_8byte_8
	.p2align 4
	.globl	cp_rep_8byte_16
	.type	cp_rep_8byte_16, @function
cp_rep_8byte_16:
.LFB1:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	ret
	.cfi_endproc
.LFE1:
	.size	cp_rep_8byte_16, .-cp_rep_8byte_16
	.p2align 4
	.globl	cp_rep_8byte_24
	.type	cp_rep_8byte_24, @function
cp_rep_8byte_24:
.LFB2:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	ret
	.cfi_endproc
.LFE2:
	.size	cp_rep_8byte_24, .-cp_rep_8byte_24
	.p2align 4
	.globl	cp_rep_8byte_32
	.type	cp_rep_8byte_32, @function
cp_rep_8byte_32:
.LFB3:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	movq	$0, 24(%rdi)
	ret
	.cfi_endproc
.LFE3:
	.size	cp_rep_8byte_32, .-cp_rep_8byte_32
	.p2align 4
	.globl	cp_rep_8byte_40
	.type	cp_rep_8byte_40, @function
cp_rep_8byte_40:
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
	.size	cp_rep_8byte_40, .-cp_rep_8byte_40
	.p2align 4
	.globl	cp_rep_8byte_48
	.type	cp_rep_8byte_48, @function
cp_rep_8byte_48:
.LFB5:
	.cfi_startproc
	movl	$6, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE5:
	.size	cp_rep_8byte_48, .-cp_rep_8byte_48
	.p2align 4
	.globl	cp_rep_8byte_64
	.type	cp_rep_8byte_64, @function
cp_rep_8byte_64:
.LFB6:
	.cfi_startproc
	movl	$8, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE6:
	.size	cp_rep_8byte_64, .-cp_rep_8byte_64
	.p2align 4
	.globl	cp_rep_8byte_96
	.type	cp_rep_8byte_96, @function
cp_rep_8byte_96:
.LFB7:
	.cfi_startproc
	movl	$12, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE7:
	.size	cp_rep_8byte_96, .-cp_rep_8byte_96
	.p2align 4
	.globl	cp_rep_8byte_128
	.type	cp_rep_8byte_128, @function
cp_rep_8byte_128:
.LFB8:
	.cfi_startproc
	movl	$16, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE8:
	.size	cp_rep_8byte_128, .-cp_rep_8byte_128
	.p2align 4
	.globl	cp_rep_8byte_168
	.type	cp_rep_8byte_168, @function
cp_rep_8byte_168:
.LFB9:
	.cfi_startproc
	movl	$21, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE9:
	.size	cp_rep_8byte_168, .-cp_rep_8byte_168
	.p2align 4
	.globl	cp_rep_8byte_192
	.type	cp_rep_8byte_192, @function
cp_rep_8byte_192:
.LFB10:
	.cfi_startproc
	movl	$24, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE10:
	.size	cp_rep_8byte_192, .-cp_rep_8byte_192
	.p2align 4
	.globl	cp_rep_8byte_256
	.type	cp_rep_8byte_256, @function
cp_rep_8byte_256:
.LFB11:
	.cfi_startproc
	movl	$32, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE11:
	.size	cp_rep_8byte_256, .-cp_rep_8byte_256
	.p2align 4
	.globl	cp_rep_8byte_384
	.type	cp_rep_8byte_384, @function
cp_rep_8byte_384:
.LFB12:
	.cfi_startproc
	movl	$48, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE12:
	.size	cp_rep_8byte_384, .-cp_rep_8byte_384
	.p2align 4
	.globl	cp_rep_8byte_512
	.type	cp_rep_8byte_512, @function
cp_rep_8byte_512:
.LFB13:
	.cfi_startproc
	movl	$64, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE13:
	.size	cp_rep_8byte_512, .-cp_rep_8byte_512
	.p2align 4
	.globl	cp_rep_8byte_768
	.type	cp_rep_8byte_768, @function
cp_rep_8byte_768:
.LFB14:
	.cfi_startproc
	movl	$96, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE14:
	.size	cp_rep_8byte_768, .-cp_rep_8byte_768
	.p2align 4
	.globl	cp_rep_8byte_1024
	.type	cp_rep_8byte_1024, @function
cp_rep_8byte_1024:
.LFB15:
	.cfi_startproc
	movl	$128, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE15:
	.size	cp_rep_8byte_1024, .-cp_rep_8byte_1024
	.p2align 4
	.globl	cp_rep_8byte_2048
	.type	cp_rep_8byte_2048, @function
cp_rep_8byte_2048:
.LFB16:
	.cfi_startproc
	movl	$256, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE16:
	.size	cp_rep_8byte_2048, .-cp_rep_8byte_2048
	.p2align 4
	.globl	cp_rep_8byte_4096
	.type	cp_rep_8byte_4096, @function
cp_rep_8byte_4096:
.LFB17:
	.cfi_startproc
	movl	$512, %ecx
	xorl	%eax, %eax
	rep stosq
	ret
	.cfi_endproc
.LFE17:
	.size	cp_rep_8byte_4096, .-cp_rep_8byte_4096
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
