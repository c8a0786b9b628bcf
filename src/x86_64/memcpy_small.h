/* COPY_0_64: the copy ladders' classes up to 64 bytes (memcpy_avx2_ladder.S,
 * memcpy_avx512_ladder.S), as an assembler macro. A tree of head and tail
 * pairs, plain loads and stores (why plain, and why the head is stored
 * first: memcpy_avx512_ladder.S, "Plain stores"; the order of the compares
 * and the taken branches per class: memcpy_avx2_ladder.S):
 *   0..3      first, middle and last byte (n / 2 is 0, 1, 1)
 *   4..7      head and tail 4-byte words
 *   8..15     head and tail 8-byte words
 *   16..31    head and tail xmm
 *   32..64    head and tail ymm
 * Every class loads before it stores (memmove-safe) and ends in its own
 * ret.
 * Tried 2026-11-27 (Zen 4, AVX-512 ladder) and not taken: fewer classes
 * without masks, 4..15 as four 4-byte words and 16..64 as four xmm, at 0,
 * c1, c2 and n - w (c1 = w and c2 = n - 2w from 2w, else c1 = n - w and
 * c2 = 0, by cmov), two compares to any size up to 64. Over every shipped
 * memcpy distribution (docs/experiments/ladder-tiers/run memcpy
 * mt,<tree.so>:mt_memcpy, geometric means of glibc's time / this one's,
 * four chunks / this tree): hot 1.110 / 1.045 (shuffled Memcpy_1 1.26 /
 * 1.02), but the traced programs in their order 1.067 / 1.083, and from
 * the LLC 0.948 / 1.038 (in order 0.935 / 1.033); fixed sizes 6..60 B
 * from the LLC took 1.21-1.26x glibc's time (this tree 0.95-1.06:
 * memtune bench memcpy --pattern offsets --cache LLC). Half of that is
 * the two extra stores (8..15 as four words at fixed offsets, no cmov:
 * 1.08), half the addresses that wait for the cmov. On entry rdi = dst, rsi = src, rdx = n and rax = dst; n > 64 jumps
 * to `above` with nothing changed.
 *
 *   COPY_0_64 mov, y0, y1, x0, x1, above, vzu
 *     mov     the vector move (vmovdqu for VEX registers, vmovdqu64 for
 *             EVEX ones)
 *     y0, y1  two ymm registers; x0, x1 the xmm halves of two
 *     vzu     1: vzeroupper before the ymm class's ret (VEX ymm0-15)
 *
 *   COPY_4X32_ENDS mov, a0..a3, b0..b3: four 32-byte vectors from each end
 *     (the AVX2 ladder's 129..256 class, the AVX-512 ladder's off line
 *     boundaries); the caller adds vzeroupper and ret. */
#ifndef MT_MEMCPY_SMALL_H
#define MT_MEMCPY_SMALL_H

.macro COPY_0_64 mov, y0, y1, x0, x1, above, vzu
	cmpq	$4, %rdx
	jb	.Lcopy_0_3\@
	cmpq	$32, %rdx
	jb	.Lcopy_4_31\@
	cmpq	$64, %rdx
	ja	\above
	/* 32..64: head and tail ymm.  */
	\mov	(%rsi), \y0
	\mov	-32(%rsi, %rdx), \y1
	\mov	\y0, (%rdi)
	\mov	\y1, -32(%rdi, %rdx)
.if \vzu
	vzeroupper
.endif
	ret

	.p2align 4
.Lcopy_4_31\@:
	cmpl	$8, %edx
	jb	.Lcopy_4_7\@
	cmpl	$16, %edx
	jae	.Lcopy_16_31\@
	/* 8..15: head and tail 8-byte words.  */
	movq	(%rsi), %rcx
	movq	-8(%rsi, %rdx), %r8
	movq	%rcx, (%rdi)
	movq	%r8, -8(%rdi, %rdx)
	ret

	.p2align 4
.Lcopy_16_31\@:
	/* 16..31: head and tail xmm.  */
	\mov	(%rsi), \x0
	\mov	-16(%rsi, %rdx), \x1
	\mov	\x0, (%rdi)
	\mov	\x1, -16(%rdi, %rdx)
	ret

	.p2align 4
.Lcopy_4_7\@:
	/* 4..7: head and tail 4-byte words.  */
	movl	(%rsi), %ecx
	movl	-4(%rsi, %rdx), %r8d
	movl	%ecx, (%rdi)
	movl	%r8d, -4(%rdi, %rdx)
	ret

	.p2align 4
.Lcopy_0_3\@:
	/* 0..3: first, middle and last byte.  */
	testl	%edx, %edx
	jz	.Lcopy_ret\@
	movl	%edx, %r9d
	shrl	%r9d
	movzbl	(%rsi), %ecx
	movzbl	(%rsi, %r9), %r8d
	movzbl	-1(%rsi, %rdx), %r10d
	movb	%cl, (%rdi)
	movb	%r8b, (%rdi, %r9)
	movb	%r10b, -1(%rdi, %rdx)
.Lcopy_ret\@:
	ret
.endm

.macro COPY_2X32_ENDS_VEX
	/* Two 32-byte vectors from each end, all loads first, VEX ymm0-3
	 * (shorter than EVEX: the AVX-512 ladder's path fits its 64-byte
	 * line), then vzeroupper and ret: for n in 64..128 (rdi = dst,
	 * rsi = src, rdx = n).  */
	vmovdqu	(%rsi), %ymm0
	vmovdqu	32(%rsi), %ymm1
	vmovdqu	-64(%rsi, %rdx), %ymm2
	vmovdqu	-32(%rsi, %rdx), %ymm3
	vmovdqu	%ymm0, (%rdi)
	vmovdqu	%ymm1, 32(%rdi)
	vmovdqu	%ymm2, -64(%rdi, %rdx)
	vmovdqu	%ymm3, -32(%rdi, %rdx)
	vzeroupper
	ret
.endm

.macro COPY_4X32_ENDS mov, a0, a1, a2, a3, b0, b1, b2, b3
	/* Four 32-byte vectors from each end, all loads first: for n in
	 * 128..256 (rdi = dst, rsi = src, rdx = n).  */
	\mov	(%rsi), \a0
	\mov	32(%rsi), \a1
	\mov	64(%rsi), \a2
	\mov	96(%rsi), \a3
	\mov	-128(%rsi, %rdx), \b0
	\mov	-96(%rsi, %rdx), \b1
	\mov	-64(%rsi, %rdx), \b2
	\mov	-32(%rsi, %rdx), \b3
	\mov	\a0, (%rdi)
	\mov	\a1, 32(%rdi)
	\mov	\a2, 64(%rdi)
	\mov	\a3, 96(%rdi)
	\mov	\b0, -128(%rdi, %rdx)
	\mov	\b1, -96(%rdi, %rdx)
	\mov	\b2, -64(%rdi, %rdx)
	\mov	\b3, -32(%rdi, %rdx)
.endm

#endif
