/* memset with q registers (Advanced SIMD).
 *
 *   neon         size classes to 128, then a 64-byte loop on a 16-byte
 *                aligned dst; stores only.
 *   ladder_neon  the same, and zeroing of n >= memset.dc_zva_from with
 *                DC ZVA (one instruction zeroes a whole block, without
 *                reading the line first): the dispatch candidate, and the
 *                path below the knobs of ladder_sve and ladder_mops.
 * Facts from glibc's sysdeps/aarch64/memset.S (DC ZVA for zero from 256
 * bytes, aligned block by block, plain stores for the unaligned ends); the
 * code is this project's.
 *
 * Assumptions:
 *   ARMv8-a, AArch64, Advanced SIMD, unaligned accesses (Normal memory).
 *   DC ZVA only where src/cpu/aarch64.c found it permitted (DCZID_EL0.DZP
 *   clear) and not hidden: mt_a64_zva_bytes is the block size then, else 0.
 *   The block is a power of two in 16..2048 bytes.
 *
 * Size classes (n = bytes):
 *   0..15    8/4-byte words from both ends, or a byte and a halfword
 *   16..32   two overlapping q stores;  33..64  two pairs;  65..128  four
 *   129..    first 16, dst aligned to 16, 64 per iteration, last 64
 *   zva      n >= max(dc_zva_from, 2 blocks + 64), c == 0: 64 bytes, 16-byte
 *            stores up to the first block boundary, DC ZVA per whole block,
 *            64-byte stores and the last 64 for the rest.
 */
#include "asm.h"

#define dstin	x0
#define count	x2
#define dstend	x4
#define dst	x7
#define zend	x8
#define left	x9
#define bsz	x10	/* DC ZVA block */

.macro SET name, zva
ENTRY \name
	dup	v0.16b, w1
	add	dstend, dstin, count
	cmp	count, 16
	b.lo	.L\name\()_lt16
	cmp	count, 32
	b.hi	.L\name\()_gt32
	/* 16..32 */
	str	q0, [dstin]
	str	q0, [dstend, -16]
	ret
.L\name\()_lt16:
	mov	x3, v0.d[0]
	tbz	count, 3, 1f
	/* 8..15 */
	str	x3, [dstin]
	str	x3, [dstend, -8]
	ret
1:	tbz	count, 2, 2f
	/* 4..7 */
	str	w3, [dstin]
	str	w3, [dstend, -4]
	ret
2:	/* 0..3 */
	cbz	count, 3f
	strb	w3, [dstin]
	tbz	count, 1, 3f
	strh	w3, [dstend, -2]
3:	ret

.L\name\()_gt32:
	cmp	count, 128
	b.hi	.L\name\()_long
	/* 33..128 */
	stp	q0, q0, [dstin]
	stp	q0, q0, [dstend, -32]
	cmp	count, 64
	b.ls	1f
	stp	q0, q0, [dstin, 32]
	stp	q0, q0, [dstend, -64]
1:	ret

.L\name\()_long:
.if \zva
	tst	w1, 255
	b.ne	.L\name\()_stores
	LDKNOB	x9, KNOB(memset_dc_zva_from)
	cmp	count, x9
	b.lo	.L\name\()_stores
	adrp	bsz, mt_a64_zva_bytes
	ldr	w10, [bsz, :lo12:mt_a64_zva_bytes]
	cbz	w10, .L\name\()_stores
	add	x9, bsz, bsz
	add	x9, x9, 64
	cmp	count, x9
	b.hs	.L\name\()_zva
.endif
.L\name\()_stores:
	str	q0, [dstin]
	bic	dst, dstin, 15
	sub	left, dstend, dst
	sub	left, left, 16 + 64	/* bytes after dst + 16, minus this iteration's 64 */
1:	stp	q0, q0, [dst, 16]
	stp	q0, q0, [dst, 48]
	add	dst, dst, 64
	subs	left, left, 64
	b.hi	1b
	stp	q0, q0, [dstend, -64]
	stp	q0, q0, [dstend, -32]
	ret
.if \zva
.L\name\()_zva:
	/* n >= 2 blocks + 64: the first block boundary after dstin + 64 lies
	 * at least one whole block before dstend. */
	stp	q0, q0, [dstin]
	stp	q0, q0, [dstin, 32]
	add	dst, dstin, 64
	sub	x9, bsz, 1
	add	zend, dst, x9
	bic	zend, zend, x9		/* first block boundary >= dstin + 64 */
	bic	dst, dst, 15
1:	cmp	dst, zend		/* 16-byte stores up to it */
	b.hs	2f
	str	q0, [dst], 16
	b	1b
2:	sub	left, dstend, zend
3:	dc	zva, zend		/* whole blocks */
	add	zend, zend, bsz
	sub	left, left, bsz
	cmp	left, bsz
	b.hs	3b
4:	cmp	left, 64		/* < 1 block left: 64-byte stores, then the last 64 */
	b.ls	5f
	stp	q0, q0, [zend]
	stp	q0, q0, [zend, 32]
	add	zend, zend, 64
	sub	left, left, 64
	b	4b
5:	stp	q0, q0, [dstend, -64]
	stp	q0, q0, [dstend, -32]
	ret
.endif
END \name
.endm

SET mt_memset_neon, 0
SET mt_memset_ladder_neon, 1
