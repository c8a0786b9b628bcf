/* memcmp / bcmp ladder: general-purpose words up to 32 bytes, Advanced SIMD
 * 32 bytes per step above; the dispatch candidate on every aarch64 CPU and
 * the path of ladder_sve below its knob.
 *
 * Assumptions:
 *   ARMv8-a, AArch64, Advanced SIMD, unaligned accesses (Normal memory).
 *   Little-endian: a word loaded from memory has its first byte lowest, so
 *   rev puts the first differing byte at the top and an unsigned compare
 *   of the reversed words orders them as memcmp must.
 *
 * Size classes (n = bytes):
 *   0..3     first, middle, last byte packed into one number, subtracted
 *   4..7     first and last 32-bit words, reversed, packed, compared
 *   8..16    first and last x words;  17..32  first and last x pairs
 *   33..     32 bytes per step with cmeq/uminp; the last step is the 32
 *            bytes ending at n (overlapping); the first step that differs
 *            (or the last one) is resolved with x-word pairs.
 * Overlapping windows repeat bytes already found equal, so the first
 * difference found is the first in memory. memcmp returns -1, 0 or 1
 * (0..3 bytes: the difference of the packed numbers). */
#include "asm.h"

#define src1	x0
#define src2	x1
#define count	x2
#define end1	x5
#define end2	x6

ENTRY mt_memcmp_ladder_neon
	add	end1, src1, count
	add	end2, src2, count
	cmp	count, 16
	b.hi	.Lc_gt16
	cmp	count, 8
	b.lo	.Lc_lt8
	/* 8..16 */
	ldr	x3, [src1]
	ldr	x7, [src2]
	ldr	x4, [end1, -8]
	ldr	x8, [end2, -8]
	b	.Lc_resolve
.Lc_lt8:
	tbz	count, 2, .Lc_lt4
	/* 4..7 */
	ldr	w3, [src1]
	ldr	w7, [src2]
	ldr	w4, [end1, -4]
	ldr	w8, [end2, -4]
	rev	w3, w3
	rev	w7, w7
	rev	w4, w4
	rev	w8, w8
	orr	x3, x4, x3, lsl 32
	orr	x7, x8, x7, lsl 32
	cmp	x3, x7
	cset	w0, hi
	csinv	w0, w0, wzr, hs
	ret
.Lc_lt4:
	/* 0..3 */
	cbz	count, .Lc_zero
	lsr	x9, count, 1
	ldrb	w3, [src1]
	ldrb	w7, [src2]
	ldrb	w4, [src1, x9]
	ldrb	w8, [src2, x9]
	ldrb	w10, [end1, -1]
	ldrb	w11, [end2, -1]
	orr	w3, w4, w3, lsl 8
	orr	w7, w8, w7, lsl 8
	orr	w3, w10, w3, lsl 8
	orr	w7, w11, w7, lsl 8
	sub	w0, w3, w7
	ret
.Lc_zero:
	mov	w0, 0
	ret

.Lc_gt16:
	cmp	count, 32
	b.hi	.Lc_gt32
	/* 17..32 */
	ldp	x3, x4, [src1]
	ldp	x7, x8, [src2]
	cmp	x3, x7
	ccmp	x4, x8, 0, eq
	b.ne	.Lc_resolve
	ldp	x3, x4, [end1, -16]
	ldp	x7, x8, [end2, -16]
	/* The first difference of (x3, x7) then (x4, x8): reversed and
	 * compared; 0 when both pairs are equal. */
.Lc_resolve:
	cmp	x3, x7
	csel	x3, x3, x4, ne
	csel	x7, x7, x8, ne
	rev	x3, x3
	rev	x7, x7
	cmp	x3, x7
	cset	w0, hi
	csinv	w0, w0, wzr, hs
	ret

.Lc_gt32:
	mov	x11, src1
	mov	x12, src2
	sub	x9, count, 32		/* bytes before the last 32 */
1:	ldp	q0, q1, [x11]
	ldp	q2, q3, [x12]
	cmeq	v0.16b, v0.16b, v2.16b
	cmeq	v1.16b, v1.16b, v3.16b
	and	v0.16b, v0.16b, v1.16b
	uminp	v0.16b, v0.16b, v0.16b
	fmov	x13, d0
	cmn	x13, 1			/* all ones: these 32 bytes are equal */
	b.ne	.Lc_found
	add	x11, x11, 32
	add	x12, x12, 32
	subs	x9, x9, 32
	b.hi	1b
	sub	x11, end1, 32
	sub	x12, end2, 32
.Lc_found:
	ldp	x3, x4, [x11]
	ldp	x7, x8, [x12]
	cmp	x3, x7
	ccmp	x4, x8, 0, eq
	b.ne	.Lc_resolve
	ldp	x3, x4, [x11, 16]
	ldp	x7, x8, [x12, 16]
	b	.Lc_resolve
END mt_memcmp_ladder_neon

ENTRY mt_bcmp_ladder_neon
	add	end1, src1, count
	add	end2, src2, count
	cmp	count, 16
	b.hi	.Lb_gt16
	cmp	count, 8
	b.lo	.Lb_lt8
	/* 8..16 */
	ldr	x3, [src1]
	ldr	x7, [src2]
	ldr	x4, [end1, -8]
	ldr	x8, [end2, -8]
	eor	x3, x3, x7
	eor	x4, x4, x8
	orr	x3, x3, x4
	cmp	x3, 0
	cset	w0, ne
	ret
.Lb_lt8:
	tbz	count, 2, .Lb_lt4
	/* 4..7 */
	ldr	w3, [src1]
	ldr	w7, [src2]
	ldr	w4, [end1, -4]
	ldr	w8, [end2, -4]
	eor	w3, w3, w7
	eor	w4, w4, w8
	orr	w3, w3, w4
	cmp	w3, 0
	cset	w0, ne
	ret
.Lb_lt4:
	/* 0..3 */
	cbz	count, .Lb_zero
	lsr	x9, count, 1
	ldrb	w3, [src1]
	ldrb	w7, [src2]
	ldrb	w4, [src1, x9]
	ldrb	w8, [src2, x9]
	ldrb	w10, [end1, -1]
	ldrb	w11, [end2, -1]
	eor	w3, w3, w7
	eor	w4, w4, w8
	eor	w10, w10, w11
	orr	w3, w3, w4
	orr	w3, w3, w10
	cmp	w3, 0
	cset	w0, ne
	ret
.Lb_zero:
	mov	w0, 0
	ret
.Lb_gt16:
	cmp	count, 32
	b.hi	.Lb_gt32
	/* 17..32 */
	ldp	x3, x4, [src1]
	ldp	x7, x8, [src2]
	ldp	x9, x10, [end1, -16]
	ldp	x11, x12, [end2, -16]
	eor	x3, x3, x7
	eor	x4, x4, x8
	eor	x9, x9, x11
	eor	x10, x10, x12
	orr	x3, x3, x4
	orr	x9, x9, x10
	orr	x3, x3, x9
	cmp	x3, 0
	cset	w0, ne
	ret
.Lb_gt32:
	mov	x11, src1
	mov	x12, src2
	sub	x9, count, 32
1:	ldp	q0, q1, [x11]
	ldp	q2, q3, [x12]
	eor	v0.16b, v0.16b, v2.16b
	eor	v1.16b, v1.16b, v3.16b
	orr	v0.16b, v0.16b, v1.16b
	umaxp	v0.16b, v0.16b, v0.16b
	fmov	x13, d0
	cbnz	x13, .Lb_ne
	add	x11, x11, 32
	add	x12, x12, 32
	subs	x9, x9, 32
	b.hi	1b
	/* the last 32 bytes (overlapping) */
	ldp	q0, q1, [end1, -32]
	ldp	q2, q3, [end2, -32]
	eor	v0.16b, v0.16b, v2.16b
	eor	v1.16b, v1.16b, v3.16b
	orr	v0.16b, v0.16b, v1.16b
	umaxp	v0.16b, v0.16b, v0.16b
	fmov	x13, d0
	cmp	x13, 0
	cset	w0, ne
	ret
.Lb_ne:
	mov	w0, 1
	ret
END mt_bcmp_ladder_neon
