/* Fault-tolerant copy bodies for ppc64le: the copy_from_user contract in
 * user space, on the design of seed 004 (Linux a66086b8197d): "If we take
 * a fault we fall back to the old version, this keeps things relatively
 * simple and easy to verify." Here the fast version is a VSX (or 8-byte
 * word) copy and the old one a byte loop that finds the exact residue.
 *
 * Assumptions:
 *   ppc64le, ELFv2, POWER8 or later; the _vsx bodies run only where
 *   safecopy.c saw VSX in AT_HWCAP (and the user did not disable it).
 *   Leaf functions: no stack frame, no TOC use.
 *   Every load and store that may fault is listed in the mt_extable section
 *   (struct mt_sc_extable, as on x86-64) with its fix-up; safecopy.c's
 *   SIGSEGV/SIGBUS handler looks the faulting NIP up there. Whether the
 *   fault was a read or a write is known from the instruction (each entry
 *   is one load or one store), so no DSISR decoding is needed; the _from
 *   (_to) bodies simply leave their stores (loads) out of the table.
 *
 * In: r3 = dst, r4 = src, r5 = n. Out: r3 = bytes NOT copied.
 *   Fast path: r3, r4, r5 are never written; the cursor lives in r6-r8.
 *   A fault anywhere in it resumes at the byte loop (.Lbytes), which
 *   starts again from the original arguments: bytes already copied are
 *   stored again with the same values, and the byte loop's own fault, at
 *   the exact first byte that cannot be read or written, returns n - i.
 *   The fast path stores only after the loads of the same block and in
 *   ascending order, so when it faults nothing at or past the first bad
 *   byte has been stored: the contract "exactly the first n - ret bytes
 *   are written" holds. (A fault costs two signals; faults are rare, and
 *   the path that does not fault pays nothing: no flag, no setjmp.) */
#include "safecopy.h"

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)

	.abiversion 2
	.machine power8
	.section .note.GNU-stack, "", @progbits

/* One exception-table entry ("aR": kept by --gc-sections, see x86-64). */
.macro EX insn, fixup, flags
	.pushsection mt_extable, "aR", @progbits
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
	.globl mt_sc_text_start
	.hidden mt_sc_text_start
mt_sc_text_start:

/* BODY name, vec (1: 4x16-byte lxvd2x/stxvd2x per 64 B, 0: 8x ld/std),
 * r (tag loads), w (tag stores). */
.macro BODY name, vec, r, w
	.globl \name
	.hidden \name
	.type \name, @function
	.p2align 5
\name:
	cmpldi	5, 16
	blt	.Lbytes\@               /* short: the byte loop is the copy */
	mr	6, 3                    /* dst cursor */
	mr	7, 4                    /* src cursor */
	srdi.	12, 5, 6                /* 64-byte blocks */
	beq	2f
	mtctr	12
	.if \vec
	li	9, 16
	li	10, 32
	li	11, 48
1:	ACC \r, .Lbytes\@, lxvd2x 0, 0, 7
	ACC \r, .Lbytes\@, lxvd2x 1, 7, 9
	ACC \r, .Lbytes\@, lxvd2x 2, 7, 10
	ACC \r, .Lbytes\@, lxvd2x 3, 7, 11
	ACC \w, .Lbytes\@, stxvd2x 0, 0, 6
	ACC \w, .Lbytes\@, stxvd2x 1, 6, 9
	ACC \w, .Lbytes\@, stxvd2x 2, 6, 10
	ACC \w, .Lbytes\@, stxvd2x 3, 6, 11
	.else
1:	ACC \r, .Lbytes\@, ld 0, 0(7)
	ACC \r, .Lbytes\@, ld 9, 8(7)
	ACC \r, .Lbytes\@, ld 10, 16(7)
	ACC \r, .Lbytes\@, ld 11, 24(7)
	ACC \w, .Lbytes\@, std 0, 0(6)
	ACC \w, .Lbytes\@, std 9, 8(6)
	ACC \w, .Lbytes\@, std 10, 16(6)
	ACC \w, .Lbytes\@, std 11, 24(6)
	ACC \r, .Lbytes\@, ld 0, 32(7)
	ACC \r, .Lbytes\@, ld 9, 40(7)
	ACC \r, .Lbytes\@, ld 10, 48(7)
	ACC \r, .Lbytes\@, ld 11, 56(7)
	ACC \w, .Lbytes\@, std 0, 32(6)
	ACC \w, .Lbytes\@, std 9, 40(6)
	ACC \w, .Lbytes\@, std 10, 48(6)
	ACC \w, .Lbytes\@, std 11, 56(6)
	.endif
	addi	7, 7, 64
	addi	6, 6, 64
	bdnz	1b
2:	andi.	8, 5, 63                /* 0..63 left */
	srdi.	12, 8, 3                /* 8-byte words */
	beq	4f
	mtctr	12
3:	ACC \r, .Lbytes\@, ld 0, 0(7)
	ACC \w, .Lbytes\@, std 0, 0(6)
	addi	7, 7, 8
	addi	6, 6, 8
	bdnz	3b
4:	andi.	8, 8, 7                 /* 0..7 left */
	beq	6f
	mtctr	8
5:	ACC \r, .Lbytes\@, lbz 0, 0(7)
	ACC \w, .Lbytes\@, stb 0, 0(6)
	addi	7, 7, 1
	addi	6, 6, 1
	bdnz	5b
6:	li	3, 0
	blr

/* The exact copy: byte i of n, from the original arguments. */
.Lbytes\@:
	li	10, 0
	cmpldi	5, 0
	beq	8f
	mtctr	5
7:	ACC \r, .Lfault\@, lbzx 0, 4, 10
	ACC \w, .Lfault\@, stbx 0, 3, 10
	addi	10, 10, 1
	bdnz	7b
8:	li	3, 0
	blr
.Lfault\@:
	subf	3, 10, 5                /* n - i bytes not copied */
	blr
	.size \name, . - \name
.endm

	BODY mt_sc_copy_vsx, 1, MT_SC_EX_R, MT_SC_EX_W
	BODY mt_sc_copy_from_vsx, 1, MT_SC_EX_R, 0
	BODY mt_sc_copy_to_vsx, 1, 0, MT_SC_EX_W
	BODY mt_sc_copy_scalar, 0, MT_SC_EX_R, MT_SC_EX_W
	BODY mt_sc_copy_from_scalar, 0, MT_SC_EX_R, 0
	BODY mt_sc_copy_to_scalar, 0, 0, MT_SC_EX_W

/* int mt_sc_read8(uint64_t *out, const void *src): one 8-byte load
 * (get_user). Stores *out only on success. */
	.globl mt_sc_read8
	.hidden mt_sc_read8
	.type mt_sc_read8, @function
	.p2align 4
mt_sc_read8:
	ACC MT_SC_EX_R, .Lread8_fail, ld 9, 0(4)
	std	9, 0(3)
	li	3, 0
	blr
.Lread8_fail:
	li	3, -1
	blr
	.size mt_sc_read8, . - mt_sc_read8

	.globl mt_sc_text_end
	.hidden mt_sc_text_end
mt_sc_text_end:

#endif
