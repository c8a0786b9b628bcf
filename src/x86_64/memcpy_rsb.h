/* The memcpy.vec_from entries (memcpy_rsb.S says what and why), as
 * assembler macros for the files that define the ladders:
 *
 *   RSB_HEAD ladder   just before the ladder's .p2align 6 and entry: the
 *                     entry ladder_rsb, 13 bytes that end where the
 *                     ladder's 64-byte-aligned entry begins, so the sizes
 *                     from the knob fall through into the ladder (no
 *                     taken branch) and the ladder's own alignment is
 *                     kept. The knob is read and compared; below it, a
 *                     jump to the rep block.
 *   RSB_REP ladder    anywhere after it: the rep block, or the ladder
 *                     when (dst - src) % 4096 is 1..63.
 *   RSB_JMP entry, ladder   for a ladder in C (no fall-through): the same
 *                     entry with a jump to the ladder, and its rep block.
 *
 * Include after knob_offsets.h. */
#ifndef MT_MEMCPY_RSB_H
#define MT_MEMCPY_RSB_H

/* head: cmpq (7 bytes) + jb with a 32-bit displacement (6) */
#define MT_RSB_HEAD_BYTES 13

.macro RSB_ENTRY_SYM entry
	.globl	\entry
	.hidden	\entry
	.type	\entry, @function
.endm

.macro RSB_HEAD ladder
	.text
	.p2align 6
	.skip	64 - MT_RSB_HEAD_BYTES, 0xcc
	RSB_ENTRY_SYM \ladder\()_rsb
\ladder\()_rsb:
	.cfi_startproc
	cmpq	mt_knobs_local+KNOB(memcpy_vec_from)(%rip), %rdx
	{disp32} jb .L\ladder\()_rsb_rep
	.cfi_endproc
	.size	\ladder\()_rsb, .-\ladder\()_rsb
.endm

.macro RSB_REP ladder
	.text
	.p2align 4
.L\ladder\()_rsb_rep:
	.cfi_startproc
	movl	%edi, %ecx
	subl	%esi, %ecx
	andl	$4095, %ecx
	decl	%ecx				/* 0 wraps to 0xffffffff */
	cmpl	$63, %ecx
	jb	\ladder				/* (dst - src) % 4096 in 1..63 */
	movq	%rdi, %rax
	movq	%rdx, %rcx
	rep movsb
	ret
	.cfi_endproc
.endm

.macro RSB_JMP ladder
	.text
	.p2align 5
	RSB_ENTRY_SYM \ladder\()_rsb
\ladder\()_rsb:
	.cfi_startproc
	cmpq	mt_knobs_local+KNOB(memcpy_vec_from)(%rip), %rdx
	jae	\ladder
	.cfi_endproc
	.size	\ladder\()_rsb, .-\ladder\()_rsb
	RSB_REP	\ladder
.endm

#endif
