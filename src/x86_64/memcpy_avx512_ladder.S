/* mt_memcpy_ladder_avx512 and mt_memmove_ladder_avx512: the sizes up to
 * 512 bytes, in assembly for the layout of their branches; larger sizes,
 * and every size a knob sends elsewhere, tail-call the C halves in
 * memcpy_avx512.c (the size classes and their measurements are there).
 *
 * Assumptions:
 *  - x86-64 SysV ABI: rdi = dst, rsi = src, rdx = n; returns dst in rax.
 *  - AVX-512F/BW and BMI2 (dispatch checks CPUID and XGETBV).
 *  - Only zmm16-23 and k1-k2 are written, so no vzeroupper is needed (the
 *    SSE/AVX transition penalty concerns the upper halves of ymm0-15;
 *    glibc's *_evex functions rely on the same rule).
 *  - Masked-off bytes of a masked load or store are never accessed (no
 *    fault, no store), so nothing outside [src, src + n) is read and
 *    nothing outside [dst, dst + n) is written.
 *  - Every class loads all of its vectors before its first store, so the
 *    same code is memmove-safe for any overlap: memcpy and memmove differ
 *    only in the knobs they read and the C half they call above 512 B.
 *  - The knobs are read at KNOB(field) offsets (src/knob_offsets.h, made
 *    from the list of knobs and checked against struct mt_knobs).
 *
 * Why assembly: in C, GCC 12 sends every class through one shared
 * "vzeroupper; ret" block, one more taken branch per call above 64 B. On
 * Zen 4 a call-bound loop pays about 0.6 ns per taken branch; at fixed
 * sizes 72..128 the C ladder took 1.35-1.43x glibc's time, the same code
 * with its own ret and no vzeroupper 1.23-1.30x (memtune bench memcpy
 * --sizes 8,64,72,100,128 --impl libc,mt,<prototype.so:sym>). The rest of
 * that gap is the taken branch to 65..128 itself: the <= 64 B class is the
 * fall-through because it is 88.6% of the fleet's calls (see
 * memcpy_avx512.c for the measurement).
 *
 * Masked windows and pages. A masked access does not fault on its
 * masked-off bytes, but its 64-byte window is still translated: when part
 * of it lies on a page the CPU has not marked accessed (dirty, for a
 * store) -- an unmapped or PROT_NONE page after the buffer, a page of a
 * fresh mapping not yet written, page 0 for memcpy(d, NULL, 0) -- the
 * access is a microcode assist, on every call, since a masked-off byte
 * never sets those bits. On Zen 4 (taskset -c 1 memtune bench edges,
 * ns per call, this class without protection / glibc 2.36):
 *   NULL, n = 0                               112  / 2.9
 *   n = 0, one past the end at a PROT_NONE    160  / 2.9
 *   n = 8, source ends at a PROT_NONE page    144  / 3.3
 *   n = 8, dst ends before a page not written 198  / 2.9
 *   appending 24 B records to a fresh buffer  19.2 / 17.6 per record
 * glibc's evex memset/memcmp/bcmp have the same cliffs (70-160 ns). So:
 *  - a window that crosses into the next page takes mt_memmove_avx2:
 *    exact loads and stores. 1 call in 64 per pointer at random offsets;
 *    none in the distribution replays, whose buffers are 64-byte
 *    aligned. src: bit 12 of src ^ (src + 63); dst: dst % 4096 > 4032,
 *    on %edi itself once %rax holds dst (glibc's memset test), and
 *  - n == 0 returns at once, on a branch of its own.
 *    Until 2026-11-27 n == 0 pointed both windows into the red zone
 *    below %rsp (two leas and two cmovs on bzhi's zero flag, no branch on
 *    n) and the two pointers' tests were ORed into one branch: 18
 *    instructions in this class (a compare and its branch counted as
 *    one), 16 with n == 0 ORed into that test, now 14. Every shipped
 *    distribution, both orders, hot and from the LLC
 *    (docs/experiments/ladder-tiers/run memcpy mt,<before.so>:mt_memcpy),
 *    geometric means of glibc's time / this one's:
 *      n == 0 ORed into the test, against the cmovs: memcpy hot 1.33
 *      and 1.36 against 1.38 and 1.37, cold 0.89 and 0.90 against 0.85
 *      and 0.87 (two runs, roles swapped); memmove hot 1.46 against
 *      1.48, cold 0.85 against 0.82 (Memcpy_3, the most zero sizes,
 *      cycle order hot 1.28 against 1.39);
 *      then its own branch and dst's test on %edi: memcpy hot 1.33
 *      against 1.31, cold 0.94 against 0.94 (trace order 0.93 against
 *      0.91); memmove hot 1.43 against 1.40, cold 0.91 against 0.88.
 *    The cold rows gain more than the hot ones lose, and the hot ones
 *    stay far above glibc. (With the cmovs, the two windows had to
 *    differ: one for both made the next zero-length call's masked load
 *    wait for this one's masked store, 6.9 ns instead of 2.5; a window
 *    at %rsp stalled the ret, 18 ns; docs/experiments/cold-ymm.)
 * The rows above are then 2.8-4.6 ns and the append 16.9 (glibc 17.0).
 * Tried: a check for a page start in (p - 1, p + 63] (covers n == 0
 * without the cmov) also sends page-aligned pointers to the exact path,
 * 1 in 64 of the replays' calls, mispredicted: 10-20% slower hot; merging
 * the check into the size branch delays that branch, which mispredicts
 * on mixed sizes: slower still. The price of this version, replaying the
 * fleet distributions (memtune bench memcpy --dist .../Memcpy_N.csv
 * --cache L1,LLC --impl libc,mt,<old.so>:mt_memcpy): hot 0.42-0.52 of
 * glibc's time against 0.39-0.48 without protection (Fleet 0.47 both);
 * cold 1.13-1.27 against 0.98-1.06. The price is the class's length,
 * not the cmov's dependency: a cold replay of small copies behaves as if
 * bound by how many calls the reorder buffer holds while their lines
 * arrive, and ten independent instructions added to the unprotected class cost what
 * the protection costs, in every row (docs/experiments/cold-uops/run:
 * n = 8 from L3 0.99 of glibc's time unprotected, 1.29 padded, 1.29
 * shipped; hot Fleet 0.51-0.52 for all three). The n == 0 changes
 * above took four of those instructions out again.
 *
 * Size classes (each ends in its own ret):
 *   0..64     one masked load and store (bzhi mask; n == 64 keeps every bit),
 *             or mt_memmove_avx2 when a window crosses a page boundary;
 *             n == 0 returns at once
 *   65..128   head and tail vectors
 *   > 128     the knobs (rep movsb, non-temporal) are read; at or above
 *             either, the C half
 *   129..256  two vectors from each end
 *   257..320  the 5 or 6 destination lines: six line-aligned stores, the
 *             first and last masked
 *   321..512  four vectors from each end
 *   > 512     the C half (loops, forward or backward) */

/* In front of mt_memcpy_ladder_avx512: its memcpy.vec_from entry
 * (memcpy_rsb.h), which falls through into it. */
#include "knob_offsets.h"
#include "memcpy_rsb.h"

#define L(label) .L##label
#define DST  %rdi
#define SRC  %rsi
#define LEN  %rdx

/* LADDER name, offsets of the rep movsb and nt knobs, C half for the rest */
.macro LADDER name, knob_rep, knob_nt, large
	.text
	.p2align 6
	.globl	\name
	.hidden	\name
	.type	\name, @function
\name:
	.cfi_startproc
	movq	DST, %rax
	cmpq	$64, LEN
	ja	1f
	/* 0..64: one masked vector. n == 0 returns; a window that crosses
	 * into the next page takes exact loads and stores (see "Masked
	 * windows and pages" above).  */
	testq	LEN, LEN
	jz	7f
	leaq	63(SRC), %r8
	xorq	SRC, %r8
	testl	$4096, %r8d			/* bit 12 of src ^ (src + 63) */
	jnz	8f
	andl	$4095, %edi			/* dst is in rax from here */
	cmpl	$4096 - 64, %edi
	ja	8f
	movq	$-1, %rcx
	bzhiq	LEN, %rcx, %rcx
	kmovq	%rcx, %k1
	vmovdqu8 (SRC), %zmm16{%k1}{z}
	vmovdqu8 %zmm16, (%rax){%k1}
	ret

	.p2align 4
1:	cmpq	$128, LEN
	ja	2f
	/* 65..128: head and tail.  */
	vmovdqu64 (SRC), %zmm16
	vmovdqu64 -64(SRC, LEN), %zmm17
	vmovdqu64 %zmm16, (DST)
	vmovdqu64 %zmm17, -64(DST, LEN)
	ret

	.p2align 4
2:	cmpq	mt_knobs_local+\knob_rep(%rip), LEN
	jae	9f
	cmpq	mt_knobs_local+\knob_nt(%rip), LEN
	jae	9f
	cmpq	$256, LEN
	ja	3f
	/* 129..256: two vectors from each end.  */
	vmovdqu64 (SRC), %zmm16
	vmovdqu64 64(SRC), %zmm17
	vmovdqu64 -128(SRC, LEN), %zmm18
	vmovdqu64 -64(SRC, LEN), %zmm19
	vmovdqu64 %zmm16, (DST)
	vmovdqu64 %zmm17, 64(DST)
	vmovdqu64 %zmm18, -128(DST, LEN)
	vmovdqu64 %zmm19, -64(DST, LEN)
	ret

	.p2align 4
3:	cmpq	$512, LEN
	ja	9f
	cmpq	$320, LEN
	ja	4f
	/* 257..320: dst spans lines 0..L of [p0, p0 + 64 L], L = 4 or 5;
	 * lines 0 and L are partial (masked), lines 1, 2, L-2 and L-1 whole,
	 * which covers every line in between.  */
	movl	%edi, %ecx
	andl	$63, %ecx			/* mis = dst % 64 */
	movq	DST, %r8
	subq	%rcx, %r8			/* p0 = dst - mis */
	movq	SRC, %r9
	subq	%rcx, %r9			/* q0 = src - mis */
	leaq	-1(%rcx, LEN), %r10		/* mis + n - 1 */
	movl	%r10d, %r11d
	andl	$63, %r11d
	incl	%r11d				/* bytes of the last line: 1..64 */
	andq	$-64, %r10			/* offset of the last line */
	movq	$-1, %rdx
	shlxq	%rcx, %rdx, %rcx		/* head mask: ~0 << mis */
	bzhiq	%r11, %rdx, %r11		/* tail mask */
	kmovq	%rcx, %k1
	kmovq	%r11, %k2
	vmovdqu8 (%r9), %zmm16{%k1}{z}
	vmovdqu64 64(%r9), %zmm17
	vmovdqu64 128(%r9), %zmm18
	vmovdqu8 (%r9, %r10), %zmm19{%k2}{z}
	vmovdqu64 -64(%r9, %r10), %zmm20
	vmovdqu64 -128(%r9, %r10), %zmm21
	vmovdqu8 %zmm16, (%r8){%k1}
	vmovdqa64 %zmm17, 64(%r8)
	vmovdqa64 %zmm18, 128(%r8)
	vmovdqu8 %zmm19, (%r8, %r10){%k2}
	vmovdqa64 %zmm20, -64(%r8, %r10)
	vmovdqa64 %zmm21, -128(%r8, %r10)
	ret

	.p2align 4
4:	/* 321..512: four vectors from each end.  */
	vmovdqu64 (SRC), %zmm16
	vmovdqu64 64(SRC), %zmm17
	vmovdqu64 128(SRC), %zmm18
	vmovdqu64 192(SRC), %zmm19
	vmovdqu64 -256(SRC, LEN), %zmm20
	vmovdqu64 -192(SRC, LEN), %zmm21
	vmovdqu64 -128(SRC, LEN), %zmm22
	vmovdqu64 -64(SRC, LEN), %zmm23
	vmovdqu64 %zmm16, (DST)
	vmovdqu64 %zmm17, 64(DST)
	vmovdqu64 %zmm18, 128(DST)
	vmovdqu64 %zmm19, 192(DST)
	vmovdqu64 %zmm20, -256(DST, LEN)
	vmovdqu64 %zmm21, -192(DST, LEN)
	vmovdqu64 %zmm22, -128(DST, LEN)
	vmovdqu64 %zmm23, -64(DST, LEN)
	ret

8:	/* 1..64 with a window across a page boundary: exact loads and
	 * stores.  */
	movq	%rax, DST
	jmp	mt_memmove_avx2
7:	ret

9:	/* Arguments are untouched: tail call.  */
	jmp	\large
	.cfi_endproc
	.size	\name, .-\name
.endm

	RSB_HEAD mt_memcpy_ladder_avx512
	LADDER mt_memcpy_ladder_avx512, KNOB(memcpy_rep_movsb_from), KNOB(memcpy_nt_from), mt__memcpy_avx512_large
	LADDER mt_memmove_ladder_avx512, KNOB(memmove_rep_movsb_from), KNOB(memmove_nt_from), mt__memmove_avx512_large
	RSB_REP mt_memcpy_ladder_avx512

/* The AVX-512 drop-in library (preload/) exports these under libc's names. */
#if defined(MT_PRELOAD_TIER) && MT_PRELOAD_TIER == 3
	.globl	memcpy
	.type	memcpy, @function
	.set	memcpy, mt_memcpy_ladder_avx512
	.globl	memmove
	.type	memmove, @function
	.set	memmove, mt_memmove_ladder_avx512
#endif

	.section .note.GNU-stack, "", @progbits
