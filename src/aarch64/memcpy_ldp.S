/* memcpy / memmove with general-purpose registers only: ldp/stp of x
 * registers, overlapping head and tail per size class, a 32-byte loop.
 * The integer ladder of ARM optimized-routines' memcpy.S, written anew;
 * for cores where the q-register path costs more than it brings (the
 * strategy to compare against ladder_neon with memtune bench).
 *
 * Assumptions:
 *   ARMv8-a, AArch64, unaligned accesses (Normal memory). No FP/SIMD.
 *
 * Every class up to 64 bytes loads everything before it stores, so it is a
 * memmove as it stands. Above 64 bytes the first 16 and the last 32 bytes
 * are loaded before any store; memmove copies backwards when dst lies
 * inside [src, src + n) and forwards otherwise, and the loop of each
 * direction only stores bytes the loads have already passed. */
#include "asm.h"

#define dstin	x0
#define src	x1
#define count	x2
#define srcend	x4
#define dstend	x5
#define A_l	x6
#define A_h	x7
#define B_l	x8
#define B_h	x9
#define C_l	x10
#define C_h	x11
#define D_l	x12
#define D_h	x13
#define E_l	x14
#define E_h	x15
#define dst	x16
#define s	x17
#define tmp	x3

.macro COPY name, move
ENTRY \name
	add	srcend, src, count
	add	dstend, dstin, count
	cmp	count, 16
	b.lo	.L\name\()_lt16
	cmp	count, 64
	b.hi	.L\name\()_long
	ldp	A_l, A_h, [src]
	ldp	D_l, D_h, [srcend, -16]
	cmp	count, 32
	b.hi	.L\name\()_33_64
	/* 16..32: head and tail pairs. */
	stp	A_l, A_h, [dstin]
	stp	D_l, D_h, [dstend, -16]
	ret
.L\name\()_33_64:
	/* 33..64: two pairs from each end. */
	ldp	B_l, B_h, [src, 16]
	ldp	C_l, C_h, [srcend, -32]
	stp	A_l, A_h, [dstin]
	stp	B_l, B_h, [dstin, 16]
	stp	C_l, C_h, [dstend, -32]
	stp	D_l, D_h, [dstend, -16]
	ret

.L\name\()_lt16:
	tbz	count, 3, .L\name\()_lt8
	/* 8..15: two overlapping words. */
	ldr	A_l, [src]
	ldr	A_h, [srcend, -8]
	str	A_l, [dstin]
	str	A_h, [dstend, -8]
	ret
.L\name\()_lt8:
	tbz	count, 2, .L\name\()_lt4
	/* 4..7: two overlapping 32-bit words. */
	ldr	w6, [src]
	ldr	w7, [srcend, -4]
	str	w6, [dstin]
	str	w7, [dstend, -4]
	ret
.L\name\()_lt4:
	/* 0..3: first, middle (n / 2) and last byte. */
	cbz	count, .L\name\()_ret
	lsr	tmp, count, 1
	ldrb	w6, [src]
	ldrb	w7, [srcend, -1]
	ldrb	w8, [src, tmp]
	strb	w6, [dstin]
	strb	w8, [dstin, tmp]
	strb	w7, [dstend, -1]
.L\name\()_ret:
	ret

.L\name\()_long:
	/* 65..: the first 16 and last 16 bytes held in registers (and the
	 * 16 next to them on the side the loop reaches last). */
	ldp	A_l, A_h, [src]
	ldp	E_l, E_h, [srcend, -16]
.if \move
	sub	tmp, dstin, src
	cmp	tmp, count
	b.lo	.L\name\()_backward	/* dst inside [src, src + n) */
.endif
	ldp	D_l, D_h, [srcend, -32]
	/* Forward: dst aligned down to 16 (a store crossing a 16-byte
	 * boundary can cost two on many cores), src moved by the same amount;
	 * 32 bytes per iteration from dst + 16 until at most 32 are left, which
	 * the tail covers. */
	and	tmp, dstin, 15
	sub	dst, dstin, tmp
	sub	s, src, tmp
	add	count, count, tmp
	sub	count, count, 16 + 32	/* bytes after dst + 16, minus this iteration's 32 */
1:	ldp	B_l, B_h, [s, 16]
	ldp	C_l, C_h, [s, 32]
	stp	B_l, B_h, [dst, 16]
	stp	C_l, C_h, [dst, 32]
	add	s, s, 32
	add	dst, dst, 32
	subs	count, count, 32
	b.hi	1b
	stp	A_l, A_h, [dstin]
	stp	D_l, D_h, [dstend, -32]
	stp	E_l, E_h, [dstend, -16]
	ret
.if \move
.L\name\()_backward:
	/* Backward, for dst above src: dstend aligned down to 16, 32 bytes per
	 * iteration ending there, until at most 32 bytes are left before it,
	 * which A and B (loaded before any store) cover; E the unaligned last
	 * 16. A store at dst + i clobbers src + i + (dst - src), above what
	 * the next loads read. */
	cbz	tmp, .L\name\()_ret	/* dst == src */
	ldp	B_l, B_h, [src, 16]
	and	tmp, dstend, 15
	sub	dst, dstend, tmp
	sub	s, srcend, tmp
	sub	count, count, tmp
	sub	count, count, 32	/* bytes from dstin to dst, minus this iteration's 32 */
1:	ldp	C_l, C_h, [s, -16]
	ldp	D_l, D_h, [s, -32]
	stp	C_l, C_h, [dst, -16]
	stp	D_l, D_h, [dst, -32]
	sub	s, s, 32
	sub	dst, dst, 32
	subs	count, count, 32
	b.hi	1b
	stp	A_l, A_h, [dstin]
	stp	B_l, B_h, [dstin, 16]
	stp	E_l, E_h, [dstend, -16]
	ret
.endif
END \name
.endm

COPY mt_memcpy_ldp, 0
COPY mt_memmove_ldp, 1
