/* mt_memcpy_ladder_avx2 and mt_memmove_ladder_avx2 in assembly, for the
 * layout of their branches: every size class and both loops; what a knob
 * claims (rep movsb, non-temporal stores, above 256 bytes) tail-calls the
 * C halves in memcpy_avx2.c (the same classes as the C ladder of memcpy_vec.h, which
 * the plain `avx2` strategy still uses).
 *
 * Assumptions:
 *  - x86-64 SysV ABI: rdi = dst, rsi = src, rdx = n; returns dst in rax.
 *  - AVX (ymm loads and stores); dispatch checks the registry's avx2 level.
 *  - Nothing outside [src, src + n) is read, nothing outside [dst, dst + n)
 *    is written: below 32 bytes the pairs are xmm, 8-, 4- or 1-byte wide.
 *  - Every class loads all of its data before its first store, so the
 *    same code is memmove-safe for any overlap up to 256 bytes: memcpy and
 *    memmove differ only in the knobs they read and the C half they call.
 *  - ymm0-8 are written (caller-saved); every path that wrote a ymm
 *    ends in vzeroupper (SSE code after dirty upper halves pays a
 *    transition).
 *  - The knobs are read at KNOB(field) offsets (src/knob_offsets.h, made
 *    from the list of knobs and checked against struct mt_knobs).
 *  - The knobs (rep movsb, non-temporal stores) apply from 257 bytes.
 *    Reading them above 64 (as the C ladder does) cost 4-14% of a call
 *    at fixed sizes 96..256 (two loads and two compares; memtune bench
 *    memcpy --sizes 96,128,160,192,256 --impl libc,<with.so>:mt_memcpy,
 *    <without.so>:mt_memcpy on Zen 3: 0.90/0.97/1.11/1.14/1.04 of glibc's
 *    time with them, 0.83/0.88/1.00/1.04/0.99 without), and no default or
 *    calibration on the CPUs measured puts either below 2 KiB.
 *
 * Why assembly: GCC 12 compiled the C ladder with the <= 64 classes behind
 * taken branches and every ymm class through one shared "vzeroupper; jmp;
 * mov; ret" block: three taken branches for a 64-byte copy, where glibc's
 * __memmove_avx_unaligned_erms takes none. Each class here ends in its own
 * ret, and no class takes more taken branches than glibc's does:
 *   class          0..3  4..7  8..15  16..31  32..64  65..128  129..256
 *   here             1     2     1      2       0        1         2
 *   glibc 2.36       2     2     2      2       0        1         2
 * (0..3 first costs the others one compare that falls through; the
 * fleet's most common class, 8..15 with 24% of Memcpy_Fleet's calls, is
 * the first one from 4 to 31). A layout with 8..15 as the fall-through of
 * the entry took one taken branch more on 32..64 and was 1.11x glibc's
 * time there at fixed sizes, against 0.64x at 8..12; with 0..3 behind three
 * taken branches, 1.09x at 0 and 2 (measurements: see memcpy_avx2.c).
 * glibc's order below 32 (16..31, then 8..15, then 4..7, 0..3 last: the
 * fewest mispredictions on random sizes if each branch is predicted
 * alone) was no better on the replays: memmove old/new per distribution
 * 0.89 (Memmove_7) .. 1.14 (Memmove_3) shuffled, geometric means 1.007
 * shuffled, 0.994 cycled, 0.997 in trace order (Zen 3, EPYC family 25
 * model 1; memtune bench memmove --dist F --order O --cache L1 --impl
 * libc,mt,<old.so>:mt_memmove over the shipped distributions). Not kept.
 *
 * Size classes (each ends in its own ret):
 *   0..3      first, middle and last byte (n/2 is 0, 1, 1)
 *   4..7      head and tail 4-byte words
 *   8..15     head and tail 8-byte words
 *   16..31    head and tail xmm
 *   32..64    head and tail ymm
 *   65..128   two ymm from each end
 *   129..256  four ymm from each end
 *   > 256     the knobs (rep movsb, non-temporal) are read; at or above
 *             either, the C half
 *   > 256     forward loop of four ymm, stores aligned to 32, the first
 *             vector and the last four stored after it; backward (the
 *             mirror image) when (dst - src) % 4096 is 1..255 (4K
 *             aliasing: the loads of the next iterations would share
 *             page offsets with stores still in flight; memmove: only for
 *             disjoint buffers). Not at 0, which glibc includes: a
 *             forward copy between page-aligned buffers loads ahead of
 *             what it stored, and the backward loop streams worse from
 *             DRAM (see MT_ALIAS_WINDOW in memcpy_vec.h) and, for
 *             memmove, when dst is above an overlapping src
 * Eight ymm from each end for 257..512 (sixteen loads, then sixteen
 * stores) was 1.46x glibc's time at 257 B: with the tail one byte off the
 * line, eight of the stores split cache lines. */

/* In front of mt_memcpy_ladder_avx2: its memcpy.vec_from entry
 * (memcpy_rsb.h), which falls through into it. */
#include "knob_offsets.h"
#include "memcpy_rsb.h"
#include "memcpy_small.h"

#define L(label) .L##label
#define DST  %rdi
#define SRC  %rsi
#define LEN  %rdx

/* LADDER name, memmove (0/1), offsets of the rep movsb and nt knobs, C half */
.macro LADDER name, memmove, knob_rep, knob_nt, large
	.text
	.p2align 6
	.globl	\name
	.hidden	\name
	.type	\name, @function
\name:
	.cfi_startproc
	movq	DST, %rax
	COPY_0_64 vmovdqu, %ymm0, %ymm1, %xmm0, %xmm1, 5f, 1

	.p2align 4
5:	cmpq	$128, LEN
	ja	6f
	/* 65..128: two ymm from each end.  */
	COPY_2X32_ENDS_VEX

	.p2align 4
6:	cmpq	$256, LEN
	ja	7f
	/* 129..256: four ymm from each end.  */
	COPY_4X32_ENDS vmovdqu, %ymm0, %ymm1, %ymm2, %ymm3, %ymm4, %ymm5, %ymm6, %ymm7
	vzeroupper
	ret

	.p2align 4
7:	cmpq	mt_knobs_local+\knob_rep(%rip), LEN
	jae	9f
	cmpq	mt_knobs_local+\knob_nt(%rip), LEN
	jae	9f
	movq	DST, %rcx
	subq	SRC, %rcx			/* dst - src */
.if \memmove
	cmpq	LEN, %rcx
	jb	10f				/* dst above src, overlapping: backward */
	andl	$4095, %ecx
	decl	%ecx
	cmpl	$255, %ecx
	jae	8f
	movq	SRC, %rcx
	subq	DST, %rcx
	cmpq	LEN, %rcx
	jae	10f				/* disjoint and 4K-aliased: backward */
.else
	andl	$4095, %ecx
	decl	%ecx
	cmpl	$255, %ecx
	jb	10f				/* (dst - src) % 4096 in 1..255: backward */
.endif
8:	/* > 256, forward: four ymm per iteration, stores aligned to 32; the
	 * first vector and the last four are loaded before the loop and
	 * stored after it (memmove-safe when dst is below src).  */
	vmovdqu	(SRC), %ymm4
	vmovdqu	-128(SRC, LEN), %ymm5
	vmovdqu	-96(SRC, LEN), %ymm6
	vmovdqu	-64(SRC, LEN), %ymm7
	vmovdqu	-32(SRC, LEN), %ymm8
	leaq	-128(DST, LEN), %r8		/* where the tail goes */
	movl	%edi, %ecx
	andl	$31, %ecx
	movl	$32, %r9d
	subl	%ecx, %r9d			/* skew: 1..32 */
	leaq	(DST, %r9), %r10
	leaq	(SRC, %r9), %r11
	.p2align 4
11:	vmovdqu	(%r11), %ymm0
	vmovdqu	32(%r11), %ymm1
	vmovdqu	64(%r11), %ymm2
	vmovdqu	96(%r11), %ymm3
	vmovdqa	%ymm0, (%r10)
	vmovdqa	%ymm1, 32(%r10)
	vmovdqa	%ymm2, 64(%r10)
	vmovdqa	%ymm3, 96(%r10)
	subq	$-128, %r10
	subq	$-128, %r11
	cmpq	%r8, %r10
	jb	11b
	vmovdqu	%ymm5, (%r8)
	vmovdqu	%ymm6, 32(%r8)
	vmovdqu	%ymm7, 64(%r8)
	vmovdqu	%ymm8, 96(%r8)
	vmovdqu	%ymm4, (DST)
	vzeroupper
	ret

	.p2align 4
10:	/* > 256, backward from the aligned end of dst: the mirror image; the
	 * first four vectors and the last one are stored after the loop
	 * (memmove-safe when dst is above src).  */
	vmovdqu	(SRC), %ymm4
	vmovdqu	32(SRC), %ymm5
	vmovdqu	64(SRC), %ymm6
	vmovdqu	96(SRC), %ymm7
	vmovdqu	-32(SRC, LEN), %ymm8
	leaq	(DST, LEN), %r8			/* end of dst */
	movl	%r8d, %ecx
	andl	$31, %ecx			/* skew: 0..31 */
	movq	%r8, %r10
	subq	%rcx, %r10			/* p: aligned */
	leaq	(SRC, LEN), %r11
	subq	%rcx, %r11			/* q */
	leaq	128(DST), %r9			/* the loop stops at or below this */
	.p2align 4
12:	addq	$-128, %r10
	addq	$-128, %r11
	vmovdqu	96(%r11), %ymm0
	vmovdqu	64(%r11), %ymm1
	vmovdqu	32(%r11), %ymm2
	vmovdqu	(%r11), %ymm3
	vmovdqa	%ymm0, 96(%r10)
	vmovdqa	%ymm1, 64(%r10)
	vmovdqa	%ymm2, 32(%r10)
	vmovdqa	%ymm3, (%r10)
	cmpq	%r9, %r10
	ja	12b
	vmovdqu	%ymm4, (DST)
	vmovdqu	%ymm5, 32(DST)
	vmovdqu	%ymm6, 64(DST)
	vmovdqu	%ymm7, 96(DST)
	vmovdqu	%ymm8, -32(%r8)
	vzeroupper
	ret

9:	/* Arguments are untouched: tail call.  */
	jmp	\large
	.cfi_endproc
	.size	\name, .-\name
.endm

	RSB_HEAD mt_memcpy_ladder_avx2
	LADDER mt_memcpy_ladder_avx2, 0, KNOB(memcpy_rep_movsb_from), KNOB(memcpy_nt_from), mt__memcpy_avx2_large
	LADDER mt_memmove_ladder_avx2, 1, KNOB(memmove_rep_movsb_from), KNOB(memmove_nt_from), mt__memmove_avx2_large
	RSB_REP mt_memcpy_ladder_avx2

/* The AVX2 drop-in library (preload/) exports these under libc's names. */
#if defined(MT_PRELOAD_TIER) && MT_PRELOAD_TIER == 2
	.globl	memcpy
	.type	memcpy, @function
	.set	memcpy, mt_memcpy_ladder_avx2
	.globl	memmove
	.type	memmove, @function
	.set	memmove, mt_memmove_ladder_avx2
#endif

	.section .note.GNU-stack, "", @progbits
