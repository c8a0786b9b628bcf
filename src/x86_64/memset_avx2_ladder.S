/* mt_memset_ladder_avx2 in assembly, for the layout of its branches, as
 * memcpy_avx2_ladder.S: every size class and the aligned loop; what a knob
 * claims (rep stosb, non-temporal stores, above 256 bytes) tail-calls the
 * C half in memset_avx2.c.
 *
 * Assumptions:
 *  - x86-64 SysV ABI: rdi = dst, esi = c, rdx = n; returns dst in rax.
 *  - AVX2 (vpbroadcastb); dispatch checks the registry's avx2 level.
 *  - Nothing outside [dst, dst + n) is written: below 32 bytes two
 *    overlapping stores of the widest size that fits (16, 8, 4 bytes; 1..3
 *    as first, middle and last byte).
 *  - Only ymm0 is written: the byte is broadcast to xmm0 at entry (a VEX
 *    xmm write leaves the upper half clean) and to all of ymm0 only for
 *    32 bytes and more, whose paths end in vzeroupper. Below 16 the
 *    scalar pattern comes from xmm0 (vmovq), not an imul: a broadcast at
 *    entry ahead of the size branches, as glibc does, was what made
 *    16..31 as fast as glibc's (1.10x with the broadcast behind them).
 *  - The knobs are read at KNOB(field) offsets (src/knob_offsets.h, made
 *    from the list of knobs and checked against struct mt_knobs). They
 *    apply from 257 bytes (the C ladder read them above 128).
 *
 * Why: the C ladder (memset_vec.h) took 1.10-1.30x glibc's time at fixed
 * sizes 1..64 and 1.05-1.17x at 65..128 on Zen 3, and 1.04-1.14x on the
 * memset calls of gcc, python and sqlite replayed in their traced order.
 * This takes 0.90-1.00x at every fixed size to 256 (1.09 at 512..1000:
 * the loop, as before), and in traced order 0.99/0.99/0.99 (memtune bench
 * memset --pattern offsets --sizes ..., --dist
 * data/distributions/traced/P/Memset.seq --order trace --impl
 * libc,mt,<old.so>:mt_memset). Not better everywhere: the learnable
 * 8192-size cycles of gcc's trace and of Memset_2 take 1.06-1.10 and
 * 1.01-1.03 (the C ladder 0.96-0.98 and 0.95), for a reason not found
 * (taken branches are fewer here; the old code broadcast to ymm at once).
 * Taken branches per class, as for the copies:
 *   class          0..3  4..7  8..15  16..31  32..64  65..128  129..256
 *   here             1     2     1      2       0        1         2
 *
 * Size classes (each ends in its own ret):
 *   0..3      first, middle and last byte
 *   4..7      head and tail 4-byte words      8..15  head and tail words
 *   16..31    head and tail xmm               32..64 head and tail ymm
 *   65..128   two ymm at each end             129..256 four at each end
 *   > 256     the knobs; then two ymm at dst, a 64-byte-aligned loop of
 *             four ymm, four ymm at the end */

#include "knob_offsets.h"

#define DST  %rdi
#define LEN  %rdx

	.text
	.p2align 6
	.globl	mt_memset_ladder_avx2
	.hidden	mt_memset_ladder_avx2
	.type	mt_memset_ladder_avx2, @function
mt_memset_ladder_avx2:
	.cfi_startproc
	movq	DST, %rax
	cmpq	$4, LEN
	jb	4f
	vmovd	%esi, %xmm0
	vpbroadcastb %xmm0, %xmm0		/* xmm only: the upper halves stay clean */
	cmpq	$32, LEN
	jb	2f
	vpbroadcastb %xmm0, %ymm0
	cmpq	$64, LEN
	ja	5f
	/* 32..64: head and tail ymm.  */
	vmovdqu	%ymm0, (DST)
	vmovdqu	%ymm0, -32(DST, LEN)
	vzeroupper
	ret

	.p2align 4
2:	cmpl	$16, %edx
	jae	1f
	vmovq	%xmm0, %rcx			/* c in every byte */
	cmpl	$8, %edx
	jb	3f
	/* 8..15: head and tail words.  */
	movq	%rcx, (DST)
	movq	%rcx, -8(DST, LEN)
	ret

	.p2align 4
1:	/* 16..31: head and tail xmm.  */
	vmovdqu	%xmm0, (DST)
	vmovdqu	%xmm0, -16(DST, LEN)
	ret

	.p2align 4
3:	/* 4..7: head and tail 4-byte words.  */
	movl	%ecx, (DST)
	movl	%ecx, -4(DST, LEN)
	ret

	.p2align 4
4:	/* 0..3: first, middle and last byte.  */
	testl	%edx, %edx
	jz	0f
	movl	%edx, %ecx
	shrl	%ecx
	movb	%sil, (DST)
	movb	%sil, (DST, %rcx)
	movb	%sil, -1(DST, LEN)
0:	ret

	.p2align 4
5:	cmpq	$128, LEN
	ja	6f
	/* 65..128: two ymm at each end.  */
	vmovdqu	%ymm0, (DST)
	vmovdqu	%ymm0, 32(DST)
	vmovdqu	%ymm0, -64(DST, LEN)
	vmovdqu	%ymm0, -32(DST, LEN)
	vzeroupper
	ret

	.p2align 4
6:	cmpq	$256, LEN
	ja	7f
	/* 129..256: four ymm at each end.  */
	vmovdqu	%ymm0, (DST)
	vmovdqu	%ymm0, 32(DST)
	vmovdqu	%ymm0, 64(DST)
	vmovdqu	%ymm0, 96(DST)
	vmovdqu	%ymm0, -128(DST, LEN)
	vmovdqu	%ymm0, -96(DST, LEN)
	vmovdqu	%ymm0, -64(DST, LEN)
	vmovdqu	%ymm0, -32(DST, LEN)
	vzeroupper
	ret

	.p2align 4
7:	cmpq	mt_knobs_local+KNOB(memset_rep_stosb_from)(%rip), LEN
	jae	9f
	cmpq	mt_knobs_local+KNOB(memset_nt_from)(%rip), LEN
	jae	9f
	/* > 256: two ymm at dst, the 64-byte-aligned loop, four at the end.  */
	vmovdqu	%ymm0, (DST)
	vmovdqu	%ymm0, 32(DST)
	leaq	64(DST), %rcx
	andq	$-64, %rcx			/* first aligned line past dst */
	leaq	-128(DST, LEN), %r8		/* where the tail goes */
	.p2align 4
8:	vmovdqa	%ymm0, (%rcx)
	vmovdqa	%ymm0, 32(%rcx)
	vmovdqa	%ymm0, 64(%rcx)
	vmovdqa	%ymm0, 96(%rcx)
	subq	$-128, %rcx
	cmpq	%r8, %rcx
	jb	8b
	vmovdqu	%ymm0, (%r8)
	vmovdqu	%ymm0, 32(%r8)
	vmovdqu	%ymm0, 64(%r8)
	vmovdqu	%ymm0, 96(%r8)
	vzeroupper
	ret

9:	/* rep stosb or non-temporal stores, in C; arguments untouched */
	vzeroupper
	jmp	mt__memset_avx2_large
	.cfi_endproc
	.size	mt_memset_ladder_avx2, .-mt_memset_ladder_avx2

/* The AVX2 drop-in library (preload/) exports it under libc's name. */
#if defined(MT_PRELOAD_TIER) && MT_PRELOAD_TIER == 2
	.globl	memset
	.type	memset, @function
	.set	memset, mt_memset_ladder_avx2
#endif

	.section .note.GNU-stack, "", @progbits
