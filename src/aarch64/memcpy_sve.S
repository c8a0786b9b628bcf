/* memcpy / memmove with SVE predicated vectors.
 *
 *   sve         a whilelo loop, one vector per step: no size classes at
 *               all, so nothing to mispredict (the loop branch aside);
 *               memmove runs it backwards when dst lies inside [src, src+n).
 *   ladder_sve  up to 2 VL: one predicated pair (the second predicate is
 *               empty below 1 VL), loads before stores, no branch on the
 *               size within that class; above: the NEON ladder. ARM
 *               optimized-routines' memcpy-sve.S has the same split (facts
 *               taken: SVE for the small copies, Advanced SIMD for the rest).
 *
 * Assumptions:
 *   AArch64 with SVE (HWCAP_SVE), any vector length. A predicated
 *   contiguous load does not access (nor fault on) inactive elements, so a
 *   predicate that ends at n never touches the bytes after the buffer.
 */
#include "asm.h"

/* unsigned mt_a64_sve_bytes(void): the vector length in bytes. */
ENTRY mt_a64_sve_bytes
	rdvl	x0, 1
	ret
END mt_a64_sve_bytes

ENTRY mt_memcpy_sve
	mov	x3, 0
	whilelo	p0.b, x3, x2
	b.none	2f
1:	ld1b	z0.b, p0/z, [x1, x3]
	st1b	z0.b, p0, [x0, x3]
	incb	x3
	whilelo	p0.b, x3, x2
	b.first	1b
2:	ret
END mt_memcpy_sve

ENTRY mt_memmove_sve
	sub	x4, x0, x1
	cmp	x4, x2
	b.hs	mt_memcpy_sve		/* dst below src or disjoint: forward */
	cbz	x4, 3f
	/* Backward: whole vectors from the end while more than one VL is
	 * left, then the first (partial) vector. Each step loads before it
	 * stores, and a store at dst + i clobbers only source bytes above i,
	 * which earlier steps have read. */
	cntb	x5
	ptrue	p1.b
	mov	x3, x2
1:	cmp	x3, x5
	b.ls	2f
	sub	x3, x3, x5
	ld1b	z0.b, p1/z, [x1, x3]
	st1b	z0.b, p1, [x0, x3]
	b	1b
2:	whilelo	p0.b, xzr, x3
	ld1b	z0.b, p0/z, [x1]
	st1b	z0.b, p0, [x0]
3:	ret
END mt_memmove_sve

.macro LADDER name, neon
ENTRY \name
	cntb	x5
	cmp	x2, x5, lsl 1
	b.hi	.L\name\()_neon
	/* 0..2 VL */
	whilelo	p0.b, xzr, x2
	whilelo	p1.b, x5, x2
	ld1b	z0.b, p0/z, [x1]
	ld1b	z1.b, p1/z, [x1, 1, mul vl]
	st1b	z0.b, p0, [x0]
	st1b	z1.b, p1, [x0, 1, mul vl]
	ret
.L\name\()_neon:
	b	\neon		/* a conditional branch to another object has no veneer */
END \name
.endm

LADDER mt_memcpy_ladder_sve, mt_memcpy_ladder_neon
LADDER mt_memmove_ladder_sve, mt_memmove_ladder_neon
