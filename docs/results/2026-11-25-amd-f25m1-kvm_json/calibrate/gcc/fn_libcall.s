	.file	"fn_libcall.c"
	.text
	.p2align 4
	.globl	cp_libcall_8
	.type	cp_libcall_8, @function
cp_libcall_8:
.LFB0:
	.cfi_startproc
	movq	$0, (%rdi)
	ret
	.cfi_endproc
.LFE0:
	.size	cp_libcall_8, .-cp_libcall_8
	.p2align 4
	.globl	cp_libcall_16
	.type	cp_libcall_16, @function
cp_libcall_16:
.LFB1:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	ret
	.cfi_endproc
.LFE1:
	.size	cp_libcall_16, .-cp_libcall_16
	.p2align 4
	.globl	cp_libcall_24
	.type	cp_libcall_24, @function
cp_libcall_24:
.LFB2:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	ret
	.cfi_endproc
.LFE2:
	.size	cp_libcall_24, .-cp_libcall_24
	.p2align 4
	.globl	cp_libcall_32
	.type	cp_libcall_32, @function
cp_libcall_32:
.LFB3:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	movq	$0, 24(%rdi)
	ret
	.cfi_endproc
.LFE3:
	.size	cp_libcall_32, .-cp_libcall_32
	.p2align 4
	.globl	cp_libcall_40
	.type	cp_libcall_40, @function
cp_libcall_40:
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
	.size	cp_libcall_40, .-cp_libcall_40
	.p2align 4
	.globl	cp_libcall_48
	.type	cp_libcall_48, @function
cp_libcall_48:
.LFB5:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	movq	$0, 24(%rdi)
	movq	$0, 32(%rdi)
	movq	$0, 40(%rdi)
	ret
	.cfi_endproc
.LFE5:
	.size	cp_libcall_48, .-cp_libcall_48
	.p2align 4
	.globl	cp_libcall_64
	.type	cp_libcall_64, @function
cp_libcall_64:
.LFB6:
	.cfi_startproc
	movq	$0, (%rdi)
	movq	$0, 8(%rdi)
	movq	$0, 16(%rdi)
	movq	$0, 24(%rdi)
	movq	$0, 32(%rdi)
	movq	$0, 40(%rdi)
	movq	$0, 48(%rdi)
	movq	$0, 56(%rdi)
	ret
	.cfi_endproc
.LFE6:
	.size	cp_libcall_64, .-cp_libcall_64
	.p2align 4
	.globl	cp_libcall_96
	.type	cp_libcall_96, @function
cp_libcall_96:
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
	ret
	.cfi_endproc
.LFE7:
	.size	cp_libcall_96, .-cp_libcall_96
	.p2align 4
	.globl	cp_libcall_128
	.type	cp_libcall_128, @function
cp_libcall_128:
.LFB8:
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
	movq	$0, 112(%rdi)
	movq	$0, 120(%rdi)
	ret
	.cfi_endproc
.LFE8:
	.size	cp_libcall_128, .-cp_libcall_128
	.p2align 4
	.globl	cp_libcall_168
	.type	cp_libcall_168, @function
cp_libcall_168:
.LFB9:
	.cfi_startproc
	movl	$168, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE9:
	.size	cp_libcall_168, .-cp_libcall_168
	.p2align 4
	.globl	cp_libcall_192
	.type	cp_libcall_192, @function
cp_libcall_192:
.LFB10:
	.cfi_startproc
	movl	$192, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE10:
	.size	cp_libcall_192, .-cp_libcall_192
	.p2align 4
	.globl	cp_libcall_256
	.type	cp_libcall_256, @function
cp_libcall_256:
.LFB11:
	.cfi_startproc
	movl	$256, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE11:
	.size	cp_libcall_256, .-cp_libcall_256
	.p2align 4
	.globl	cp_libcall_384
	.type	cp_libcall_384, @function
cp_libcall_384:
.LFB12:
	.cfi_startproc
	movl	$384, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE12:
	.size	cp_libcall_384, .-cp_libcall_384
	.p2align 4
	.globl	cp_libcall_512
	.type	cp_libcall_512, @function
cp_libcall_512:
.LFB13:
	.cfi_startproc
	movl	$512, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE13:
	.size	cp_libcall_512, .-cp_libcall_512
	.p2align 4
	.globl	cp_libcall_768
	.type	cp_libcall_768, @function
cp_libcall_768:
.LFB14:
	.cfi_startproc
	movl	$768, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE14:
	.size	cp_libcall_768, .-cp_libcall_768
	.p2align 4
	.globl	cp_libcall_1024
	.type	cp_libcall_1024, @function
cp_libcall_1024:
.LFB15:
	.cfi_startproc
	movl	$1024, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE15:
	.size	cp_libcall_1024, .-cp_libcall_1024
	.p2align 4
	.globl	cp_libcall_2048
	.type	cp_libcall_2048, @function
cp_libcall_2048:
.LFB16:
	.cfi_startproc
	movl	$2048, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE16:
	.size	cp_libcall_2048, .-cp_libcall_2048
	.p2align 4
	.globl	cp_libcall_4096
	.type	cp_libcall_4096, @function
cp_libcall_4096:
.LFB17:
	.cfi_startproc
	movl	$4096, %edx
	xorl	%esi, %esi
	jmp	memset@PLT
	.cfi_endproc
.LFE17:
	.size	cp_libcall_4096, .-cp_libcall_4096
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
