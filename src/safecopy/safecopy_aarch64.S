/* Fault-tolerant copy bodies for AArch64: the copy_from_user contract in
 * user space (issue 5), the x86-64 design (safecopy_x86_64.S) carried over.
 *
 * Assumptions:
 *   AAPCS64, Advanced SIMD, unaligned accesses to Normal memory.
 *   Every access that may fault is listed in the mt_extable section with
 *   its fix-up; safecopy.c's SIGSEGV/SIGBUS handler looks the faulting PC
 *   up there and resumes at the fix-up. Each listed instruction is either a
 *   load (source side, MT_SC_EX_R) or a store (destination side,
 *   MT_SC_EX_W), so the direction of a fault is the entry's: no syndrome
 *   register is needed (qemu-user does not pass the kernel's esr_context).
 *   Nothing runs on the path that does not fault: no flag, no setjmp.
 *
 * In:  x0 = dst, x1 = src, x2 = n.   Out: x0 = bytes NOT copied.
 * Cursor invariant: in every fast path x0/x1/x2 describe the bytes not yet
 * known to be copied; everything before them is. A fault anywhere in a fast
 * path resumes at a fix-up that copies on byte-wise from the cursor, every
 * byte access in the table too, and returns what is left when one faults:
 *  - loads come before the stores of the same block, and the stores of a
 *    block go in ascending address order, so a block that faults has
 *    stored only bytes below the faulting one (re-stored with the same
 *    values by the byte loop);
 *  - the last block of a long copy is the 64 bytes ending at n, which may
 *    re-copy bytes behind the cursor (same values).
 * The byte loop meets the fault a second time (a second signal). x86-64
 * uses the page-fault address to stop just before it; on AArch64 the FAR
 * of an access that crosses into an unmapped page may be the access's
 * first byte, on the mapped page, so that hint could stop the byte loop
 * early and the count would no longer be exact.
 */
#include "safecopy.h"

#define TAG_R MT_SC_EX_R
#define TAG_W MT_SC_EX_W

	.section .note.GNU-stack, "", %progbits

/* One exception-table entry ("aR": allocated, retained under --gc-sections). */
.macro EX insn, fixup, flags
	.pushsection mt_extable, "aR", %progbits
	.balign 4
	.long \insn - .
	.long \fixup - .
	.long \flags
	.popsection
.endm

/* An access that may fault: listed iff this body tags that side. */
.macro ACC tag, fixup, insn:vararg
.Lacc\@:
	\insn
	.if \tag
	EX .Lacc\@, \fixup, \tag
	.endif
.endm

	.text

/* BODY name, r (tag loads), w (tag stores)
 *   0            return 0
 *   1..3         first, middle, last byte
 *   4..7, 8..16  two overlapping 4- / 8-byte words
 *   17..32       two overlapping q registers
 *   33..64       two q pairs, from the start and from the end
 *   65..         64 bytes per iteration while more than 64 are left, then
 *                the 64 bytes ending at n */
.macro BODY name, r, w
	.globl \name
	.hidden \name
	.type \name, %function
	.p2align 6
\name:
	.cfi_startproc
	hint	34		/* bti c */
	cmp	x2, 16
	b.hi	.L\name\()_gt16
	cmp	x2, 8
	b.lo	.L\name\()_lt8
	/* 8..16 */
	add	x4, x1, x2
	add	x5, x0, x2
	ACC (\r*TAG_R), .L\name\()_fix, ldr x6, [x1]
	ACC (\r*TAG_R), .L\name\()_fix, ldr x7, [x4, -8]
	ACC (\w*TAG_W), .L\name\()_fix, str x6, [x0]
	ACC (\w*TAG_W), .L\name\()_fix, str x7, [x5, -8]
	mov	x0, 0
	ret
.L\name\()_lt8:
	cmp	x2, 4
	b.lo	.L\name\()_lt4
	/* 4..7 */
	add	x4, x1, x2
	add	x5, x0, x2
	ACC (\r*TAG_R), .L\name\()_fix, ldr w6, [x1]
	ACC (\r*TAG_R), .L\name\()_fix, ldr w7, [x4, -4]
	ACC (\w*TAG_W), .L\name\()_fix, str w6, [x0]
	ACC (\w*TAG_W), .L\name\()_fix, str w7, [x5, -4]
	mov	x0, 0
	ret
.L\name\()_lt4:
	/* 0..3 */
	cbz	x2, .L\name\()_ret0
	lsr	x3, x2, 1
	add	x4, x1, x2
	add	x5, x0, x2
	ACC (\r*TAG_R), .L\name\()_fix, ldrb w6, [x1]
	ACC (\r*TAG_R), .L\name\()_fix, ldrb w8, [x1, x3]
	ACC (\r*TAG_R), .L\name\()_fix, ldrb w7, [x4, -1]
	ACC (\w*TAG_W), .L\name\()_fix, strb w6, [x0]
	ACC (\w*TAG_W), .L\name\()_fix, strb w8, [x0, x3]
	ACC (\w*TAG_W), .L\name\()_fix, strb w7, [x5, -1]
.L\name\()_ret0:
	mov	x0, 0
	ret

.L\name\()_gt16:
	add	x4, x1, x2
	add	x5, x0, x2
	cmp	x2, 32
	b.hi	.L\name\()_gt32
	/* 17..32 */
	ACC (\r*TAG_R), .L\name\()_fix, ldr q0, [x1]
	ACC (\r*TAG_R), .L\name\()_fix, ldr q1, [x4, -16]
	ACC (\w*TAG_W), .L\name\()_fix, str q0, [x0]
	ACC (\w*TAG_W), .L\name\()_fix, str q1, [x5, -16]
	mov	x0, 0
	ret
.L\name\()_gt32:
	cmp	x2, 64
	b.hi	.L\name\()_loop
	/* 33..64 */
	ACC (\r*TAG_R), .L\name\()_fix, ldp q0, q1, [x1]
	ACC (\r*TAG_R), .L\name\()_fix, ldp q2, q3, [x4, -32]
	ACC (\w*TAG_W), .L\name\()_fix, stp q0, q1, [x0]
	ACC (\w*TAG_W), .L\name\()_fix, stp q2, q3, [x5, -32]
	mov	x0, 0
	ret
	/* 65..: the cursor moves after each block's stores. */
	.p2align 4
.L\name\()_loop:
	ACC (\r*TAG_R), .L\name\()_fix, ldp q0, q1, [x1]
	ACC (\r*TAG_R), .L\name\()_fix, ldp q2, q3, [x1, 32]
	ACC (\w*TAG_W), .L\name\()_fix, stp q0, q1, [x0]
	ACC (\w*TAG_W), .L\name\()_fix, stp q2, q3, [x0, 32]
	add	x1, x1, 64
	add	x0, x0, 64
	sub	x2, x2, 64
	cmp	x2, 64
	b.hi	.L\name\()_loop
	/* 1..64 left, at least 64 bytes copied behind them */
	ACC (\r*TAG_R), .L\name\()_fix, ldp q0, q1, [x4, -64]
	ACC (\r*TAG_R), .L\name\()_fix, ldp q2, q3, [x4, -32]
	ACC (\w*TAG_W), .L\name\()_fix, stp q0, q1, [x5, -64]
	ACC (\w*TAG_W), .L\name\()_fix, stp q2, q3, [x5, -32]
	mov	x0, 0
	ret

	/* Fix-up of the fast paths: byte-wise from the cursor until an access
	 * faults (its entry leads to _left) or nothing is left. */
.L\name\()_fix:
	cbz	x2, .L\name\()_left
.L\name\()_bytes:
	ACC (\r*TAG_R), .L\name\()_left, ldrb w6, [x1]
	ACC (\w*TAG_W), .L\name\()_left, strb w6, [x0]
	add	x1, x1, 1
	add	x0, x0, 1
	subs	x2, x2, 1
	b.ne	.L\name\()_bytes
.L\name\()_left:
	mov	x0, x2
	ret
	.cfi_endproc
	.size \name, . - \name
.endm

	.globl mt_sc_text_start
	.hidden mt_sc_text_start
mt_sc_text_start:

BODY mt_sc_copy_neon, 1, 1
BODY mt_sc_copy_from_neon, 1, 0
BODY mt_sc_copy_to_neon, 0, 1

/* int mt_sc_read8(uint64_t *out, const void *src): one 8-byte load
 * (get_user / HotSpot SafeFetchN). Stores *out only on success. */
	.globl mt_sc_read8
	.hidden mt_sc_read8
	.type mt_sc_read8, %function
	.p2align 4
mt_sc_read8:
	.cfi_startproc
	hint	34
	ACC MT_SC_EX_R, .Lread8_fail, ldr x2, [x1]
	str	x2, [x0]
	mov	w0, 0
	ret
.Lread8_fail:
	mov	w0, -1
	ret
	.cfi_endproc
	.size mt_sc_read8, . - mt_sc_read8

	.globl mt_sc_text_end
	.hidden mt_sc_text_end
mt_sc_text_end:
