/* memset with the FEAT_MOPS instructions setp/setm/sete.
 *
 *   mops         at every size (glibc's __memset_mops does the same).
 *   ladder_mops  the NEON ladder below memset.mops_from, setp/setm/sete
 *                from it.
 *
 * Assumptions:
 *   AArch64 with FEAT_MOPS (HWCAP2_MOPS); the three instructions are
 *   consecutive with the same registers. The byte stored is bits 7:0 of
 *   x1 (the int argument's upper bits may be anything). They update x0 and
 *   x2, so the return value is kept in x3.
 */
#include "asm.h"

ENTRY mt_memset_mops
	mov	x3, x0
	setp	[x3]!, x2!, x1
	setm	[x3]!, x2!, x1
	sete	[x3]!, x2!, x1
	ret
END mt_memset_mops

ENTRY mt_memset_ladder_mops
	LDKNOB	x4, KNOB(memset_mops_from)
	cmp	x2, x4
	b.hs	1f
	b	mt_memset_ladder_neon
1:	mov	x3, x0
	setp	[x3]!, x2!, x1
	setm	[x3]!, x2!, x1
	sete	[x3]!, x2!, x1
	ret
END mt_memset_ladder_mops
