/* memcpy / memmove ladder with q registers (Advanced SIMD): the dispatch
 * candidate on every aarch64 CPU (every Linux aarch64 CPU has ASIMD), and
 * the path below the knob of ladder_mops and above 2 VL of ladder_sve.
 * Facts from ARM optimized-routines' memcpy-advsimd.S (the size classes
 * that are one branch each and memmove-safe up to 128 bytes, a 64-byte
 * loop on a 16-byte aligned dst); the code is this project's.
 *
 * Assumptions:
 *   ARMv8-a, AArch64, Advanced SIMD, unaligned accesses (Normal memory).
 *
 * Size classes (n = bytes), each loads everything before it stores:
 *   0..3     first, middle and last byte
 *   4..7     two overlapping 32-bit words;  8..16  two overlapping x words
 *   17..32   two overlapping q registers
 *   33..64   two q pairs, from the start and from the end
 *   65..128  three or four q pairs (96 bytes decides)
 *   129..    the first 16 and last 64 bytes held in registers, dst aligned
 *            to 16, 64 bytes per iteration; memmove runs the mirror image
 *            backwards (first 64 and last 16 held) when dst lies inside
 *            [src, src + n). A loop store at dst + i clobbers source byte
 *            i + (dst - src), which the direction chosen has already read.
 */
#include "asm.h"

#define dstin	x0
#define src	x1
#define count	x2
#define tmp	x3
#define srcend	x4
#define dstend	x5
#define dst	x6
#define s	x7

.macro COPY name, move
ENTRY \name
	add	srcend, src, count
	add	dstend, dstin, count
	cmp	count, 128
	b.hi	.L\name\()_long
	cmp	count, 32
	b.hi	.L\name\()_33_128
	cmp	count, 16
	b.lo	.L\name\()_lt16
	/* 16..32 */
	ldr	q0, [src]
	ldr	q1, [srcend, -16]
	str	q0, [dstin]
	str	q1, [dstend, -16]
	ret
.L\name\()_lt16:
	tbz	count, 3, .L\name\()_lt8
	/* 8..15 */
	ldr	x8, [src]
	ldr	x9, [srcend, -8]
	str	x8, [dstin]
	str	x9, [dstend, -8]
	ret
.L\name\()_lt8:
	tbz	count, 2, .L\name\()_lt4
	/* 4..7 */
	ldr	w8, [src]
	ldr	w9, [srcend, -4]
	str	w8, [dstin]
	str	w9, [dstend, -4]
	ret
.L\name\()_lt4:
	/* 0..3 */
	cbz	count, .L\name\()_ret
	lsr	tmp, count, 1
	ldrb	w8, [src]
	ldrb	w9, [srcend, -1]
	ldrb	w10, [src, tmp]
	strb	w8, [dstin]
	strb	w10, [dstin, tmp]
	strb	w9, [dstend, -1]
.L\name\()_ret:
	ret

.L\name\()_33_128:
	ldp	q0, q1, [src]
	ldp	q2, q3, [srcend, -32]
	cmp	count, 64
	b.hi	.L\name\()_65_128
	/* 33..64 */
	stp	q0, q1, [dstin]
	stp	q2, q3, [dstend, -32]
	ret
.L\name\()_65_128:
	ldp	q4, q5, [src, 32]
	cmp	count, 96
	b.ls	1f
	/* 97..128: a fourth pair from the end */
	ldp	q6, q7, [srcend, -64]
	stp	q6, q7, [dstend, -64]
1:	stp	q0, q1, [dstin]
	stp	q4, q5, [dstin, 32]
	stp	q2, q3, [dstend, -32]
	ret

.L\name\()_long:
.if \move
	sub	tmp, dstin, src
	cmp	tmp, count
	b.lo	.L\name\()_backward	/* dst inside [src, src + n) */
.endif
	ldr	q16, [src]
	ldp	q17, q18, [srcend, -64]
	ldp	q19, q20, [srcend, -32]
	and	tmp, dstin, 15
	sub	dst, dstin, tmp
	sub	s, src, tmp
	add	count, count, tmp
	sub	count, count, 16 + 64	/* bytes after dst + 16, minus this iteration's 64 */
1:	ldp	q0, q1, [s, 16]
	ldp	q2, q3, [s, 48]
	stp	q0, q1, [dst, 16]
	stp	q2, q3, [dst, 48]
	add	s, s, 64
	add	dst, dst, 64
	subs	count, count, 64
	b.hi	1b
	str	q16, [dstin]
	stp	q17, q18, [dstend, -64]
	stp	q19, q20, [dstend, -32]
	ret
.if \move
.L\name\()_backward:
	cbz	tmp, .L\name\()_ret	/* dst == src */
	ldr	q16, [srcend, -16]
	ldp	q17, q18, [src]
	ldp	q19, q20, [src, 32]
	and	tmp, dstend, 15
	sub	dst, dstend, tmp
	sub	s, srcend, tmp
	sub	count, count, tmp
	sub	count, count, 64	/* bytes from dstin to dst, minus this iteration's 64 */
1:	ldp	q0, q1, [s, -32]
	ldp	q2, q3, [s, -64]
	stp	q0, q1, [dst, -32]
	stp	q2, q3, [dst, -64]
	sub	s, s, 64
	sub	dst, dst, 64
	subs	count, count, 64
	b.hi	1b
	stp	q17, q18, [dstin]
	stp	q19, q20, [dstin, 32]
	str	q16, [dstend, -16]
	ret
.endif
END \name
.endm

COPY mt_memcpy_ladder_neon, 0
COPY mt_memmove_ladder_neon, 1
