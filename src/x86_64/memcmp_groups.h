/* Shared by the compare ladders' loops above 256 bytes
 * (memcmp_avx2_ladder.S, memcmp_avx512_ladder.S). */
#ifndef MT_X86_MEMCMP_GROUPS_H
#define MT_X86_MEMCMP_GROUPS_H

/* \a and \b advanced to \a's next 32-byte boundary after its first 128
 * bytes (97..128 bytes on: the first group, compared unaligned, overlaps
 * the next by 0..31 bytes), where the aligned 128-byte groups start.
 * Writes rcx. */
.macro TO_ALIGNED_GROUPS a, b
	movq	\a, %rcx
	andq	$-32, %rcx
	subq	$-128, %rcx
	subq	\a, %rcx			/* 97..128 */
	addq	%rcx, \a
	addq	%rcx, \b
.endm

#endif
