/* memset with SVE predicated stores.
 *
 *   sve         a whilelo loop, one vector per step, no size classes.
 *   ladder_sve  up to 2 VL: one predicated pair of stores; above: the NEON
 *               ladder (with DC ZVA by memset.dc_zva_from).
 *
 * Assumptions:
 *   AArch64 with SVE (HWCAP_SVE), any vector length. Inactive elements of a
 *   predicated store are neither written nor faulted on.
 */
#include "asm.h"

ENTRY mt_memset_sve
	dup	z0.b, w1
	mov	x3, 0
	whilelo	p0.b, x3, x2
	b.none	2f
1:	st1b	z0.b, p0, [x0, x3]
	incb	x3
	whilelo	p0.b, x3, x2
	b.first	1b
2:	ret
END mt_memset_sve

ENTRY mt_memset_ladder_sve
	cntb	x5
	cmp	x2, x5, lsl 1
	b.hi	1f
	/* 0..2 VL */
	dup	z0.b, w1
	whilelo	p0.b, xzr, x2
	whilelo	p1.b, x5, x2
	st1b	z0.b, p0, [x0]
	st1b	z0.b, p1, [x0, 1, mul vl]
	ret
1:	b	mt_memset_ladder_neon
END mt_memset_ladder_sve
