/* memcpy / memmove with the FEAT_MOPS instructions (Armv8.8-A/9.3-A):
 * a prologue, main and epilogue instruction that together copy x2 bytes;
 * the CPU chooses its own algorithm (and direction, for cpyp/cpym/cpye)
 * per call, and an exception in the middle resumes where it stopped.
 *
 *   mops         cpyfp/cpyfm/cpyfe (memcpy: forward-only, no overlap) and
 *                cpyp/cpym/cpye (memmove: any overlap), at every size, as
 *                glibc's __memcpy_mops / __memmove_mops do.
 *   ladder_mops  the NEON ladder below memcpy.mops_from (memmove.mops_from),
 *                the instructions from it: the knob lets calibrate keep
 *                the small classes on a core whose MOPS prologue costs
 *                more than a few loads.
 *
 * Assumptions:
 *   AArch64 with FEAT_MOPS (HWCAP2_MOPS). The three instructions stay
 *   consecutive and use the same registers (the architecture requires it).
 *   They update x0, x1 and x2, so the return value is kept in x3.
 */
#include "asm.h"

ENTRY mt_memcpy_mops
	mov	x3, x0
	cpyfp	[x3]!, [x1]!, x2!
	cpyfm	[x3]!, [x1]!, x2!
	cpyfe	[x3]!, [x1]!, x2!
	ret
END mt_memcpy_mops

ENTRY mt_memmove_mops
	mov	x3, x0
	cpyp	[x3]!, [x1]!, x2!
	cpym	[x3]!, [x1]!, x2!
	cpye	[x3]!, [x1]!, x2!
	ret
END mt_memmove_mops

ENTRY mt_memcpy_ladder_mops
	LDKNOB	x4, KNOB(memcpy_mops_from)
	cmp	x2, x4
	b.hs	1f
	b	mt_memcpy_ladder_neon	/* b, not b.lo: a conditional branch has no veneer */
1:	mov	x3, x0
	cpyfp	[x3]!, [x1]!, x2!
	cpyfm	[x3]!, [x1]!, x2!
	cpyfe	[x3]!, [x1]!, x2!
	ret
END mt_memcpy_ladder_mops

ENTRY mt_memmove_ladder_mops
	LDKNOB	x4, KNOB(memmove_mops_from)
	cmp	x2, x4
	b.hs	1f
	b	mt_memmove_ladder_neon	/* b, not b.lo: a conditional branch has no veneer */
1:	mov	x3, x0
	cpyp	[x3]!, [x1]!, x2!
	cpym	[x3]!, [x1]!, x2!
	cpye	[x3]!, [x1]!, x2!
	ret
END mt_memmove_ladder_mops
