/* The checked call of tests/checkasm for ppc64le (ELFv2): dav1d's
 * checkasm_checked_call idea carried to POWER.
 *
 * Assumptions:
 *   ppc64le, ELFv2 ABI, POWER8 or later (stvx/lvx, which every ppc64le CPU
 *   has). The callee takes at most three arguments (r3-r5) and is
 *   prototyped, so the caller needs no parameter save area (ELFv2 2.2.3):
 *   nothing above the 32-byte frame header of this function's frame
 *   belongs to the callee. The callee may write its own LR and CR into
 *   that header (16(r1), 8(r1)) and use the 288-byte red zone below r1.
 *
 * What a callee can get wrong and how it shows (ELFv2 2.2.1, nonvolatile):
 *   - r14-r31, f14-f31 and v20-v31 are loaded with random values before
 *     the call and compared afterwards (the harness's own values are saved
 *     in this frame and restored);
 *   - CR fields cr2, cr3 and cr4 likewise;
 *   - 64 bytes of canary right above the frame header, in this function's
 *     frame (where a callee that wrongly assumed a parameter save area, or
 *     ran past its own frame, would write);
 *   - r6-r10 hold junk: a callee that reads a fourth argument reads
 *     garbage. r2 (TOC) is saved and restored around the call, as any
 *     caller does for an indirect call.
 * Results: checkasm_fail (bits 0-17: r14-r31, bit 20: CR2-4, bit 21:
 * canaries), checkasm_fail_fpr (bits 0-17: f14-f31), checkasm_fail_vr
 * (bits 0-11: v20-v31). */
#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)

#define FRAME    592
#define CANARY   32      /* 32..95: canaries */
#define SAVE_GPR 96      /* r14-r31: 96..239 */
#define SAVE_FPR 240     /* f14-f31: 240..383 */
#define SAVE_VR  384     /* v20-v31: 384..575 (16-aligned) */
#define RESULT   576

	.abiversion 2
	.machine power8
	.section .note.GNU-stack,"",@progbits
	.text

/* Address of a global in r11 (TOC-relative; r2 must be ours). */
.macro LA reg, sym
	addis	\reg, 2, \sym@toc@ha
	addi	\reg, \reg, \sym@toc@l
.endm

	.globl	checkasm_checked_call
	.type	checkasm_checked_call, @function
	.p2align 4
/* uint64_t checkasm_checked_call(void (*fn)(void), uint64_t a, uint64_t b, uint64_t c) */
checkasm_checked_call:
	addis	2, 12, .TOC.-checkasm_checked_call@ha
	addi	2, 2, .TOC.-checkasm_checked_call@l
	.localentry checkasm_checked_call, .-checkasm_checked_call
	mflr	0
	std	0, 16(1)
	mfcr	0
	stw	0, 8(1)
	stdu	1, -FRAME(1)

	/* Save the harness's nonvolatile registers. */
	.irp	i, 14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31
	std	\i, SAVE_GPR+8*(\i-14)(1)
	stfd	\i, SAVE_FPR+8*(\i-14)(1)
	.endr
	.irp	i, 20,21,22,23,24,25,26,27,28,29,30,31
	li	0, SAVE_VR+16*(\i-20)
	stvx	\i, 1, 0
	.endr
	std	2, 24(1)

	/* Canaries. */
	LA	11, checkasm_canary
	ld	0, 0(11)
	.irp	k, 0,1,2,3,4,5,6,7
	std	0, CANARY+8*\k(1)
	.endr

	/* Random values in the nonvolatile registers, junk in r6-r10. */
	LA	11, checkasm_regs
	.irp	i, 14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31
	ld	\i, 8*(\i-14)(11)
	lfd	\i, 8*(\i-14)(11)
	.endr
	LA	11, checkasm_vregs
	.irp	i, 20,21,22,23,24,25,26,27,28,29,30,31
	li	0, 16*(\i-20)
	lvx	\i, 11, 0
	.endr
	LA	11, checkasm_cr
	ld	0, 0(11)
	mtcrf	0x38, 0                  /* cr2, cr3, cr4 */

	mr	12, 3                    /* ELFv2: r12 = entry address */
	mtctr	12
	mr	3, 4
	mr	4, 5
	mr	5, 6
	LA	11, checkasm_regs
	ld	6, 8*18(11)
	ld	7, 8*19(11)
	ld	8, 8*20(11)
	ld	9, 8*21(11)
	ld	10, 8*22(11)
	bctrl
	ld	2, 24(1)
	std	3, RESULT(1)

	/* GPRs: r12 accumulates failure bits (ori reaches bits 0-15, oris
	 * 16-31). */
	li	12, 0
	LA	11, checkasm_regs
	.irp	i, 14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31
	ld	9, 8*(\i-14)(11)
	cmpd	\i, 9
	beq	1f
	.if	(\i-14) < 16
	ori	12, 12, 1 << (\i-14)
	.else
	oris	12, 12, 1 << (\i-30)
	.endif
1:
	.endr
	/* CR2-4: 0x00fff000 of the 32-bit CR image (cr0 is the top nibble). */
	mfcr	9
	LA	11, checkasm_cr
	ld	10, 0(11)
	xor	9, 9, 10
	rlwinm.	9, 9, 0, 8, 19
	beq	1f
	oris	12, 12, 0x10      /* bit 20 */
1:
	/* Canaries. */
	LA	11, checkasm_canary
	ld	10, 0(11)
	.irp	k, 0,1,2,3,4,5,6,7
	ld	9, CANARY+8*\k(1)
	cmpd	9, 10
	beq	1f
	oris	12, 12, 0x20      /* bit 21 */
1:
	.endr
	LA	11, checkasm_fail
	stw	12, 0(11)

	/* FPRs, compared bit for bit through memory (stfd does not convert). */
	li	12, 0
	LA	11, checkasm_regs
	.irp	i, 14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31
	stfd	\i, CANARY(1)
	ld	9, CANARY(1)
	ld	10, 8*(\i-14)(11)
	cmpd	9, 10
	beq	1f
	.if	(\i-14) < 16
	ori	12, 12, 1 << (\i-14)
	.else
	oris	12, 12, 1 << (\i-30)
	.endif
1:
	.endr
	LA	11, checkasm_fail_fpr
	stw	12, 0(11)

	/* VRs: stvx into the canary slot (16-aligned), two doublewords each. */
	li	12, 0
	LA	11, checkasm_vregs
	li	0, CANARY
	.irp	i, 20,21,22,23,24,25,26,27,28,29,30,31
	stvx	\i, 1, 0
	ld	9, CANARY(1)
	ld	10, 16*(\i-20)(11)
	xor	9, 9, 10
	ld	10, CANARY+8(1)
	ld	8, 16*(\i-20)+8(11)
	xor	10, 10, 8
	or.	9, 9, 10
	beq	1f
	ori	12, 12, 1 << (\i-20)
1:
	.endr
	LA	11, checkasm_fail_vr
	stw	12, 0(11)

	/* Restore the harness's registers and return the callee's result. */
	.irp	i, 14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31
	ld	\i, SAVE_GPR+8*(\i-14)(1)
	lfd	\i, SAVE_FPR+8*(\i-14)(1)
	.endr
	.irp	i, 20,21,22,23,24,25,26,27,28,29,30,31
	li	0, SAVE_VR+16*(\i-20)
	lvx	\i, 1, 0
	.endr
	ld	3, RESULT(1)
	addi	1, 1, FRAME
	lwz	0, 8(1)
	mtcrf	0x38, 0
	ld	0, 16(1)
	mtlr	0
	blr
	.size	checkasm_checked_call, .-checkasm_checked_call

/* ---- deliberately broken functions for `checkasm --self-test` ---------- */
/* All are memcpy(dst, src, n) by an 8-byte word loop and a byte tail (a
 * byte loop alone made the self-test 4x longer under qemu), plus one fault;
 * leaf functions without a TOC (no global entry needed). */
.macro BROKEN name
	.globl	\name
	.type	\name, @function
	.p2align 4
\name:
	mr	9, 3
	li	10, 0
	srdi.	12, 5, 3
	beq	2f
	mtctr	12
1:	ldx	0, 4, 10
	stdx	0, 3, 10
	addi	10, 10, 8
	bdnz	1b
2:	andi.	12, 5, 7
	beq	4f
	mtctr	12
3:	lbzx	0, 4, 10
	stbx	0, 3, 10
	addi	10, 10, 1
	bdnz	3b
4:
.endm
.macro END name
	mr	3, 9
	blr
	.size	\name, .-\name
.endm

	BROKEN	selftest_memcpy_clobber_r14
	li	14, 0
	END	selftest_memcpy_clobber_r14

	BROKEN	selftest_memcpy_clobber_f14
	xxlxor	14, 14, 14
	END	selftest_memcpy_clobber_f14

	BROKEN	selftest_memcpy_clobber_v20
	vxor	20, 20, 20
	END	selftest_memcpy_clobber_v20

	BROKEN	selftest_memcpy_clobber_cr2
	crnot	9, 9                      /* cr2.gt */
	END	selftest_memcpy_clobber_cr2

	BROKEN	selftest_memcpy_smash_stack
	li	0, 0
	std	0, 40(1)                  /* the caller's frame, above the header */
	END	selftest_memcpy_smash_stack

	.globl	selftest_memcpy_sigill
	.type	selftest_memcpy_sigill, @function
	.p2align 4
selftest_memcpy_sigill:
	.long	0                         /* an illegal instruction */
	blr
	.size	selftest_memcpy_sigill, .-selftest_memcpy_sigill

#endif
