/* memcmp / bcmp with SVE predicated compares.
 *
 *   sve         a whilelo loop, one vector per step: compare, cmpne into a
 *               predicate, brkb + lasta pick the first differing byte
 *               (ARM optimized-routines' memcmp-sve.S works the same way;
 *               the code is this project's).
 *   ladder_sve  the NEON ladder below memcmp.sve_from (bcmp.sve_from), a
 *               loop of two vectors per step from it: with 2 VL >= 32 bytes
 *               one step covers what the NEON classes need a branch per
 *               class for.
 *
 * Assumptions:
 *   AArch64 with SVE (HWCAP_SVE), any vector length. Inactive elements of
 *   a predicated load are not accessed, so the loop never reads past n.
 */
#include "asm.h"

/* \bcmp: 1 for bcmp (any difference -> 1), 0 for memcmp. */
.macro LOOP1 name, bcmp
ENTRY \name
	mov	x3, 0
	whilelo	p0.b, x3, x2
	b.none	2f
1:	ld1b	z0.b, p0/z, [x0, x3]
	ld1b	z1.b, p0/z, [x1, x3]
	cmpne	p1.b, p0/z, z0.b, z1.b
	b.any	3f
	incb	x3
	whilelo	p0.b, x3, x2
	b.first	1b
2:	mov	w0, 0
	ret
3:
.if \bcmp
	mov	w0, 1
.else
	brkb	p1.b, p0/z, p1.b	/* the bytes before the first difference */
	lasta	w4, p1, z0.b		/* the byte after them */
	lasta	w5, p1, z1.b
	sub	w0, w4, w5
.endif
	ret
END \name
.endm

LOOP1 mt_memcmp_sve, 0
LOOP1 mt_bcmp_sve, 1

.macro LOOP2 name, bcmp, knob, neon
ENTRY \name
	LDKNOB	x4, \knob
	cmp	x2, x4
	b.lo	.L\name\()_neon
	cntb	x5
	mov	x3, 0
1:	whilelo	p0.b, x3, x2
	b.none	2f
	add	x6, x3, x5
	whilelo	p2.b, x6, x2
	ld1b	z0.b, p0/z, [x0, x3]
	ld1b	z1.b, p0/z, [x1, x3]
	ld1b	z2.b, p2/z, [x0, x6]
	ld1b	z3.b, p2/z, [x1, x6]
	cmpne	p1.b, p0/z, z0.b, z1.b
	b.any	3f
	cmpne	p3.b, p2/z, z2.b, z3.b
	b.any	4f
	add	x3, x6, x5
	b	1b
2:	mov	w0, 0
	ret
.if \bcmp
3:
4:	mov	w0, 1
	ret
.else
3:	brkb	p1.b, p0/z, p1.b
	lasta	w4, p1, z0.b
	lasta	w5, p1, z1.b
	sub	w0, w4, w5
	ret
4:	brkb	p3.b, p2/z, p3.b
	lasta	w4, p3, z2.b
	lasta	w5, p3, z3.b
	sub	w0, w4, w5
	ret
.endif
.L\name\()_neon:
	b	\neon		/* a conditional branch to another object has no veneer */
END \name
.endm

LOOP2 mt_memcmp_ladder_sve, 0, KNOB(memcmp_sve_from), mt_memcmp_ladder_neon
LOOP2 mt_bcmp_ladder_sve, 1, KNOB(bcmp_sve_from), mt_bcmp_ladder_neon
