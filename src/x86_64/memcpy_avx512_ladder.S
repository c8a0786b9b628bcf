/* mt_memcpy_ladder_avx512 and mt_memmove_ladder_avx512: the size classes
 * and the loops above 512 bytes, in assembly for the layout of their
 * branches; every size a knob sends elsewhere tail-calls the C halves in
 * memcpy_avx512.c (the size classes and their measurements are there).
 *
 * Assumptions:
 *  - x86-64 SysV ABI: rdi = dst, rsi = src, rdx = n; returns dst in rax.
 *  - AVX-512F/VL (dispatch checks CPUID and XGETBV, for the registry's
 *    avx512 level).
 *  - Only xmm16-17, ymm16-24, zmm16-24, rcx and r8-r10 are written (no
 *    mask register), so no vzeroupper is needed (the SSE/AVX transition
 *    penalty concerns the upper halves of ymm0-15; glibc's *_evex
 *    functions rely on the same rule); except 65..128, which writes
 *    ymm0-3 (VEX: shorter) and ends with vzeroupper.
 *  - Nothing outside [src, src + n) is read, nothing outside
 *    [dst, dst + n) is written: below 32 bytes the pairs are xmm, 8-, 4-
 *    or 1-byte wide.
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
 * --sizes 8,64,72,100,128 --impl libc,mt,<prototype.so:sym>).
 *
 * Plain stores. Until 2026-11-27 the sizes up to 64 were
 * one masked load and one masked store (no branch on n, with a test that
 * sent windows across a page to exact moves, since a masked-off byte on
 * a page not yet accessed costs a microcode assist). That replays
 * unpredictable sizes fast (memtune bench memcpy --dist
 * .../Memcpy_Fleet.csv: 0.60 of glibc's time, this tree 0.97), but on
 * Zen 4 a load cannot take its bytes from a masked store still in the
 * store buffer: it waits until the store is written to the cache, and
 * programs read what they copy. With the caller loading dst's first byte
 * after each call (memtune bench memcpy --mode use --impl
 * libc,mt,<masked.so>:mt_memcpy; bench.h says what the modes do), time
 * relative to glibc 2.36, masked / this tree:
 *   fixed sizes 1..64 (--pattern offsets)      2.0-2.4  / 0.83-0.97
 *   gcc, git, python, sqlite traces, in order  1.21-1.92 / 0.88-1.03
 *   fleet Memcpy_Fleet, _1, _3 cycled          1.24-1.55 / 0.88-0.93
 *   the same shuffled                          0.67-0.78 / 0.83-1.00
 *   --mode use-chain, the traces in order      1.44-1.54 / 0.90-1.00
 * and in the plain loop (--mode throughput) the tree is 0.84-0.98 of
 * glibc's time on all of these rows (masked: 0.44-0.87). Over every
 * shipped memcpy distribution (docs/experiments/ladder-tiers/run memcpy
 * mt,<masked.so>:mt_memcpy [--mode use]), geometric means of glibc's time
 * / this one's, tree against masked: plain loop hot 1.040 / 1.335 (trace
 * order 1.082 / 1.102), from the LLC 1.015 / 0.966 (rows under 0.97: 0
 * of 40 / 20); --mode use hot 1.039 / 0.877 (trace order 1.068 / 0.628,
 * worst row 0.89 / 0.39), from the LLC 0.997 / 0.916. So the classes
 * up to 64 B are a tree of head and tail pairs, the AVX2 ladder's (its
 * order of compares and the taken branches per class are measured there;
 * here too, against testing n > 64 first, which saves sizes above 64 two
 * compares and costs the smaller ones one: the traced programs in order,
 * gcc/git/python/sqlite, 0.92/0.86/0.93/0.92 of glibc's time against
 * 1.00/0.87/1.00/0.96, fixed 65..128 B 1.22 against 1.11; and against
 * testing n < 32 first, which saves sizes from 32 B one compare and costs
 * 0..3 B a taken branch: the same traces 0.92/0.86/0.93/0.92 against
 * 1.00/0.89/0.95/0.96, fixed 129..256 B 1.08 against 0.85; memtune bench
 * memcpy --dist data/distributions/traced/P/Memcpy.seq --order trace and
 * --pattern offsets --sizes 0,2,5,...,400, --impl
 * libc,mt,<variant.so>:mt_memcpy),
 * and 257..320 stores its partial end lines with unaligned plain vectors
 * instead of masked line stores (use, --sizes 257,300,320: 0.73-0.93 of
 * glibc's time against 1.01-1.32; the plain loop 0.78-0.91 against
 * 0.75-0.98). The head is stored first and the tail last, as glibc
 * does. A load forwards only from the youngest store it overlaps, which
 * must hold all of its bytes, so when n is below the pair's width plus
 * the load's, a load of the first bytes fails to forward with this order
 * and one of the last bytes with the other: 8 bytes read after a 9..20 B
 * copy wait 17-22 TSC ticks at the head and 12 at the tail with the head
 * stored first, 11-12 and 17-18 with it stored last
 * (docs/experiments/store-forwarding/run; elsewhere neither order is
 * consistently faster there). Which end programs read first is not
 * known, so the order is glibc's.
 *
 * memmove's classes up to 64 B in another order, tried on 2026-11-28 and
 * not taken. memmove's calls are smaller than memcpy's (four of the nine
 * fleet distributions and gcc's trace have most of their calls at 0..15
 * B), and where sizes do not repeat the compares' mispredictions are the
 * cost: docs/experiments/size-tree/run models them, and a cascade down
 * from 32 (n < 32, then 16, 8, 4 and 0 in turn) scores 6% lower there
 * than this tree on the memmove distributions, the same where sizes
 * repeat. Built (Zen 4), against this tree (docs/experiments/ladder-tiers
 * /run memmove <tree.so>:mt_memmove,<cascade.so>:mt_memmove,<copies of
 * both>, geometric means of glibc's time / memtune's): hot 1.033-1.038
 * against 1.020-1.023 (trace order 1.101 against 1.096-1.098), from the
 * LLC and with the caller reading within the A/A spread; shuffled,
 * Memmove_0, _3, _6, _8 and gcc's 1.01-1.09 against 0.90-0.97, Memmove_1,
 * _2 and _7 0.93-1.00 against 0.98-1.07 (the change per distribution
 * correlates with the model's at 0.94). But fixed sizes lose where the
 * cascade is deep: 1..3 B 1.01-1.10 of glibc's time against 0.85-0.92,
 * 4..7 B 0.93 against 0.84 (scripts/bench-processes 3
 * build/tools/memtune/memtune bench memmove --pattern offsets --sizes
 * 0,1,2,...,64 --impl libc,<tree.so>:mt_memmove,<cascade.so>:mt_memmove,
 * <tree copy>; the results file's own run read 1.10-1.27 at 2..7 B), over
 * the 5% the fixed sizes may lose, for 1.5% on the replays' mean.
 * Testing n < 32 first with 0..31 on the fall-through: 32..64 B 1.00-1.10
 * and 65..128 B 1.18-1.22 (a taken branch each).
 *
 * Size classes (each ends in its own ret):
 *   0..3      first, middle and last byte (n / 2 is 0, 1, 1)
 *   4..7      head and tail 4-byte words
 *   8..15     head and tail 8-byte words
 *   16..31    head and tail xmm
 *   32..64    head and tail ymm
 *   65..128   two 32-byte vectors from each end
 *   > 128     the rep movsb knob is read; at or above it, the C half
 *             (the non-temporal knob, whose floor is 16 KiB, only where
 *             the loop starts: reading it here too cost 129..512 B about
 *             2% of glibc's time, 1.01-1.03 against 1.03-1.08 at
 *             129/192/256/512 B, scripts/bench-processes 3
 *             build/tools/memtune/memtune bench memcpy --pattern offsets
 *             --sizes 100,129,...,1024 --impl libc,<before.so>:mt_memcpy,
 *             <this.so>:mt_memcpy,<before copy.so>:mt_memcpy)
 *   129..256  two vectors from each end when src and dst are both on a
 *             line boundary, else four 32-byte vectors from each end
 *   257..320  the 5 or 6 destination lines: an unaligned vector at each
 *             end, four aligned lines between
 *   321..512  four 64-byte vectors from each end when src and dst are
 *             both on a line boundary or from *.loop64_from, else the
 *             loop
 *   > 512     four 32-byte vectors per pass (from *.loop64_from four
 *             64-byte lines, dst's last ones aligned too), stores aligned, forward
 *             (memmove backward when dst is above src and overlapping);
 *             backward when (dst - src) % 4096 is 64..255, and from 8
 *             KiB (from *.loop64_from) when it is 1..255 (not for memmove
 *             with src above dst, overlapping)
 *
 * The loop above 512 B is here, and 32 bytes wide, since 2026-11-27.
 * Before, every size above 512 B went on to the C half (a second reading
 * of the knobs, the 4K-alias test, then 4x64 loops, backward below 8 KiB
 * too when (dst - src) % 4096 was 128..255). Zen 4, time relative to
 * glibc 2.36, medians of two or three processes (memtune bench memcpy
 * --pattern offsets --aliasing A --sizes 513,600,...,32000 --impl
 * libc,mt,<before.so>:mt_memcpy), this loop against the C half's:
 *   aliasing 0, 513..2048 B            0.89-1.00 / 1.07-1.23
 *   aliasing 2048, 513..2048 B         0.75-0.98 / 1.01-1.06
 *   aliasing 33, 513..2048 B           0.75-0.93 / 1.06-1.12
 *   aliasing 200, 513..2048 B          0.87-0.98 / 1.00-1.06 (backward)
 *   aliasing 0, 3..16 KiB              0.75-0.92 / 0.82-0.93
 *   from L2 / the LLC, 600 B..32000 B  0.92-0.98 / 0.97-1.09, 0.90-0.99 / 0.97-1.01
 * memmove with dst above src and overlapping (--overlap 300, 1000), 513
 * B..16 KiB: 0.79-0.93 against 0.98-1.02. The 64-byte loop in the same
 * place (no C half, no second knob reading) was in between: 0.97-1.16
 * at aliasing 0, 513..2000 B, one run. The zmm classes up to 512 B were
 * not changed. */

/* In front of mt_memcpy_ladder_avx512: its memcpy.vec_from entry
 * (memcpy_rsb.h), which falls through into it. */
#include "knob_offsets.h"
#include "memcpy_rsb.h"
#include "memcpy_small.h"

#define L(label) .L##label
#define DST  %rdi
#define SRC  %rsi
#define LEN  %rdx

/* One pass of the forward loops at vector width \w (32: ymm, 64: zmm):
 * four vectors from r8 + rcx (src) to r8 (dst, aligned to \w).  */
.macro FWD_PASS w, v
	vmovdqu64 (%r8, %rcx), %\v\()21
	vmovdqu64 \w(%r8, %rcx), %\v\()22
	vmovdqu64 2*\w(%r8, %rcx), %\v\()23
	vmovdqu64 3*\w(%r8, %rcx), %\v\()24
	vmovdqa64 %\v\()21, (%r8)
	vmovdqa64 %\v\()22, \w(%r8)
	vmovdqa64 %\v\()23, 2*\w(%r8)
	vmovdqa64 %\v\()24, 3*\w(%r8)
.endm

/* The backward loop at vector width \w (32: ymm, 64: zmm), from 7 and 13
 * with rcx = dst - src: the first four vectors and the last one loaded
 * before any store; from the last \w-byte boundary at or below dst's end,
 * four aligned vectors a pass while above dst + 4 \w; then the first
 * four and the last (copy_bwd_loop in memcpy_vec.h).  */
.macro BWD_LOOP w, v
	negq	%rcx				/* src - dst */
	vmovdqu64 (SRC), %\v\()16
	vmovdqu64 \w(SRC), %\v\()17
	vmovdqu64 2*\w(SRC), %\v\()18
	vmovdqu64 3*\w(SRC), %\v\()19
	vmovdqu64 -\w(SRC, LEN), %\v\()20
	leaq	(DST, LEN), %r8
	andq	$-\w, %r8			/* last boundary at or below the end */
	leaq	4*\w(DST), %r9
	.p2align 4
6:	addq	$-4*\w, %r8
	vmovdqu64 3*\w(%r8, %rcx), %\v\()21
	vmovdqu64 2*\w(%r8, %rcx), %\v\()22
	vmovdqu64 \w(%r8, %rcx), %\v\()23
	vmovdqu64 (%r8, %rcx), %\v\()24
	vmovdqa64 %\v\()21, 3*\w(%r8)
	vmovdqa64 %\v\()22, 2*\w(%r8)
	vmovdqa64 %\v\()23, \w(%r8)
	vmovdqa64 %\v\()24, (%r8)
	cmpq	%r9, %r8
	ja	6b
	vmovdqu64 %\v\()16, (DST)
	vmovdqu64 %\v\()17, \w(DST)
	vmovdqu64 %\v\()18, 2*\w(DST)
	vmovdqu64 %\v\()19, 3*\w(DST)
	vmovdqu64 %\v\()20, -\w(DST, LEN)
	ret
.endm

/* LADDER name, offsets of the rep movsb and nt knobs, C half for the
 * knobbed sizes, memmove 0/1 */
.macro LADDER name, knob_rep, knob_nt, knob_w, large, memmove
	.text
	.p2align 6
	.globl	\name
	.hidden	\name
	.type	\name, @function
\name:
	.cfi_startproc
	movq	DST, %rax
	COPY_0_64 vmovdqu64, %ymm16, %ymm17, %xmm16, %xmm17, 1f, 0

	.p2align 4
1:	cmpq	$128, LEN
	ja	2f
	/* 65..128: two 32-byte vectors from each end, VEX-encoded so that
	 * the path fits this 64-byte line (EVEX ymm16-19: 68 bytes, its ret
	 * in the next line). Until 2026-11-27 two 64-byte vectors, which
	 * off a line boundary split a line each time: with src % 64 / dst %
	 * 64 at 0/0, 0/40, 8/0 and 8/40, 65..128 B 0.86-1.03 of glibc's
	 * time against 1.00-1.07 (scripts/bench-processes 5
	 * build/tools/memtune/memtune bench memcpy --pattern offsets
	 * --src-align 0,8 --dst-align 0,40 --sizes 65,80,112,128 --impl
	 * libc,<before.so>:mt_memcpy,<this.so>:mt_memcpy,<before copy>:
	 * mt_memcpy; the two copies within 1-3%); the EVEX four took
	 * 1.08-1.11 on boundaries. Over every memcpy distribution even
	 * (docs/experiments/ladder-tiers/run memcpy [--mode use], both
	 * orders: hot 0.970 / 0.967, from the LLC 1.018 / 0.999, caller
	 * reading 0.986 / 0.985 with this listed first).  */
	COPY_2X32_ENDS_VEX

	/* 65..128's path ends inside the function's fourth 64-byte line
	 * (an error here if it grows past it)  */
	.org	\name + 0x100, 0xcc
2:	cmpq	mt_knobs_local+\knob_rep(%rip), LEN
	jae	9f
	cmpq	$256, LEN
	ja	3f
	/* 129..256: two vectors from each end when src and dst are both on
	 * a line boundary, else four 32-byte vectors from each end (a
	 * 64-byte access off a boundary always splits a line, a 32-byte one
	 * half the time): time relative to glibc with src % 64 and dst % 64
	 * 16/16 and 8/0, 0.88-0.98 against 1.01-1.02 for the 64-byte pairs;
	 * on boundaries the 32-byte vectors took 1.13x (memtune bench memcpy
	 * --pattern offsets --src-align S --dst-align D --sizes 129,160,192,
	 * 256 --impl libc,mt,<before.so>:mt_memcpy, Zen 4, two processes).
	 * From the LLC the 32-byte vectors are 1-3% slower (1.00-1.02
	 * against 0.98-1.00), and over every shipped distribution the
	 * branch, which the replays' per-call alignments mispredict, was
	 * even hot (0.995 / 0.992) and 2% behind from the LLC (1.006 /
	 * 1.028: docs/experiments/ladder-tiers/run memcpy).  */
	movl	%edi, %ecx
	orl	%esi, %ecx
	testb	$63, %cl
	jnz	10f
	vmovdqu64 (SRC), %zmm16
	vmovdqu64 64(SRC), %zmm17
	vmovdqu64 -128(SRC, LEN), %zmm18
	vmovdqu64 -64(SRC, LEN), %zmm19
	vmovdqu64 %zmm16, (DST)
	vmovdqu64 %zmm17, 64(DST)
	vmovdqu64 %zmm18, -128(DST, LEN)
	vmovdqu64 %zmm19, -64(DST, LEN)
	ret

10:	COPY_4X32_ENDS vmovdqu64, %ymm16, %ymm17, %ymm18, %ymm19, %ymm20, %ymm21, %ymm22, %ymm23
	ret

	.p2align 4
3:	cmpq	$512, LEN
	ja	5f
	cmpq	$320, LEN
	ja	4f
	/* 257..320: dst spans lines 0..L of [p0, p0 + 64 L], L = 4 or 5;
	 * an unaligned vector at each end covers the partial lines 0 and L,
	 * and lines 1, 2, L-2 and L-1, stored whole and aligned, cover every
	 * line in between: six stores, two of them split.  */
	movl	%edi, %ecx
	andl	$63, %ecx			/* mis = dst % 64 */
	movq	DST, %r8
	subq	%rcx, %r8			/* p0 = dst - mis */
	movq	SRC, %r9
	subq	%rcx, %r9			/* q0 = src - mis */
	leaq	-1(%rcx, LEN), %r10		/* mis + n - 1 */
	andq	$-64, %r10			/* offset of the last line */
	vmovdqu64 (SRC), %zmm16
	vmovdqu64 64(%r9), %zmm17
	vmovdqu64 128(%r9), %zmm18
	vmovdqu64 -128(%r9, %r10), %zmm19
	vmovdqu64 -64(%r9, %r10), %zmm20
	vmovdqu64 -64(SRC, LEN), %zmm21
	vmovdqu64 %zmm16, (DST)
	vmovdqa64 %zmm17, 64(%r8)
	vmovdqa64 %zmm18, 128(%r8)
	vmovdqa64 %zmm19, -128(%r8, %r10)
	vmovdqa64 %zmm20, -64(%r8, %r10)
	vmovdqu64 %zmm21, -64(DST, LEN)
	ret

	.p2align 4
4:	/* 321..512 off line boundaries (src or dst): the loop below, whose
	 * stores are aligned: 0.64-0.86 of glibc's time against 0.86-0.92
	 * for the pairs of 32-byte vectors (src % 64 / dst % 64 16/16, 8/40,
	 * 0/16; 0/16 at 448..512 0.92-0.96 against 0.89-0.95); on boundaries
	 * the loop took 1.00-1.17 (memtune bench memcpy --pattern offsets
	 * --src-align S --dst-align D --sizes 321,352,...,512 --impl
	 * libc,mt,<before.so>:mt_memcpy, two processes). Over every shipped
	 * distribution hot 0.979 / 0.976 (trace order 1.115 / 1.075), from
	 * the LLC 1.008 / 1.023 (docs/experiments/ladder-tiers/run memcpy).
	 * What the branches on size and alignment and the loop's exit cost
	 * where sizes do not repeat: Memcpy_Fleet's calls of 257..512 B
	 * alone, shuffled, take 1.37-1.59x glibc's time hot (cycled 0.90-0.98,
	 * from the LLC 0.86-0.96; memtune bench memcpy --dist <part>
	 * --order shuffled|cycle --cache L1,LLC, <part> Memcpy_Fleet.csv with
	 * its first line cut to 257..512 and rescaled). 257..512 all as these
	 * sixteen 32-byte vectors, no branch (glibc has none there either):
	 * shuffled 0.90, cycled 0.92, from the LLC 0.94-0.98; but fixed sizes
	 * 257..320 B 0.93-1.01 on boundaries and 0.87-0.94 off them, against
	 * 0.70-0.81 and 0.66-0.72 (scripts/bench-processes 3 ... --sizes
	 * 257,288,320,321,384,448,512), 321..448 off boundaries 0.87 against
	 * 0.67-0.83, and every shipped distribution within the A/A spread
	 * (hot 0.980 against 0.974, copies 0.974; 2026-11-28). Without the
	 * alignment branch only (sixteen vectors at 321..512): the slice
	 * 1.15-1.24. Not taken.  */
	movl	%edi, %ecx
	orl	%esi, %ecx
	testb	$63, %cl
	jnz	15f
	/* On boundaries, and off them from *.loop64_from (15 below): four
	 * 64-byte vectors from each end. Until
	 * 2026-11-28 eight 32-byte ones, measured on Zen 4 only, which were
	 * ahead there (0.91-1.01 of glibc's time against 1.00-1.02 for
	 * these; off boundaries 0.89-0.93 against 0.99-1.03; same command,
	 * --sizes 321,384,448,512; over every shipped distribution within
	 * 1-2%). On Zen 5 the 32-byte ones took 1.24-1.43 of glibc's time
	 * at 321, 384, 448, 512 B, these 1.00-1.01 (scripts/bench-processes
	 * 2 build/tools/memtune/memtune bench memcpy --pattern offsets
	 * --sizes 257,300,321,384,448,512,513,600,768 --src-align 0,8
	 * --dst-align 0,40 --impl libc,<before.so>:mt_memcpy,<this.so>:
	 * mt_memcpy,<before copy>); a knob choosing between them would cost
	 * Zen 4 a memory compare here, about what it gains.  */
16:	vmovdqu64 (SRC), %zmm16
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

15:	/* 321..512 off line boundaries: from *.loop64_from the four 64-byte
	 * vectors from each end, as glibc; below it the loop. Zen 5, time
	 * relative to glibc 2.36 with src on a boundary and dst 8, 40 or 100
	 * bytes past one, the loop / the 64-byte ends: 384 B 1.07-1.16 /
	 * 1.00-1.03, 448 and 512 B 1.37-1.42 / 1.01-1.04; with src 8 and
	 * dst 40 bytes past a boundary the loop 0.85-1.07 (memtune bench
	 * memcpy --pattern offsets --sizes 384,448,512 --aliasing 8,40,100
	 * --impl libc,mt,avx512, and the command above).  */
	cmpq	mt_knobs_local+\knob_w(%rip), LEN
	jae	16b

	.p2align 4
5:	/* Above 512 B below both knobs, and 321..512 off line boundaries:
	 * the forward loop; memmove backward when dst is above src and
	 * overlapping; backward too when (dst - src) % 4096 is 1..255 from 8
	 * KiB (near_4k_alias) and 64..255 below. A forward loop's loads meet the page offsets of
	 * the stores just before them there, and in some processes that is
	 * a cliff: at 600 B..6000 B, distances 100..255, 10 processes, the
	 * forward loop's worst process took 1.13-2.08x glibc's time (2.75
	 * and 3.02 at 2 KiB, distances 100 and 150, in 1 of 12), the others
	 * 0.70-0.90; backward, every process 0.72-1.03, medians 0.77-0.99
	 * against 0.73-0.90 (scripts/bench-processes 10
	 * build/tools/memtune/memtune bench memcpy --pattern offsets --sizes
	 * 600,1024,2048,4096,6000 --aliasing 16,100,150,200,255,2048 --impl
	 * libc,<this.so>:mt_memcpy,<before.so>:mt_memcpy; glibc copies
	 * backward there too). At 1..63 no process showed it (16 and 48:
	 * worst 0.89 and 0.95) and forward is ahead (0.84-0.88 against
	 * 0.84-0.94). Over every memcpy distribution even (docs/experiments/
	 * ladder-tiers/run memcpy, both orders). From 8 KiB this 32-byte
	 * backward loop replaced the C half's 64-byte one (a tail call away):
	 * 8..30000 B at distances 16, 100, 255, three processes, memcpy
	 * 0.44-0.95 of glibc's time against 0.45-0.99, memmove 0.44-0.95
	 * against 0.45-0.98 (same command, --sizes 8192,16384,30000); with
	 * memcpy.rep_movsb_from=never up to 4 MiB (--cache L2) 0.85-0.98
	 * against 0.86-1.00.  */
	cmpq	mt_knobs_local+\knob_nt(%rip), LEN	/* floor 16 KiB */
	jae	9f
	movq	DST, %rcx
	subq	SRC, %rcx			/* dst - src */
.if \memmove
	cmpq	LEN, %rcx
	jb	7f				/* dst above src, overlapping */
.endif
	leal	-1(%rcx), %r8d
	andl	$4095, %r8d
	cmpl	$255, %r8d
	jae	8f				/* (dst - src) % 4096 not in 1..255 */
	cmpq	$8192, LEN
	jae	11f				/* 1..255 from 8 KiB: backward */
	cmpl	$63, %r8d
	jae	11f				/* 64..255 below 8 KiB: backward */
	/* 1..63 below 8 KiB: forward, but from *.loop64_from backward: on
	 * Zen 5 the 64-byte loop forward took 1.05-1.14 of glibc's time at
	 * 513..2049 B there, backward 1.00-1.04 (1500 B..7 KiB 0.45-0.95
	 * against 0.51-1.01); except where n + (dst - src) % 4096 is 64 mod
	 * 256 (513 B at 63, 568 at 8, 1064 at 24...): 1.19-1.43 against
	 * 1.07-1.10, one size in 256 at each distance (memtune bench memcpy
	 * --pattern offsets --sizes 993,1001,...,1097 --aliasing 8,63, and
	 * --sizes 513,...,7000 --aliasing 1,8,56,63 --impl libc,mt,<backward
	 * .so>:mt_memcpy, scripts/bench-processes 2; 2026-11-28).  */
	cmpq	mt_knobs_local+\knob_w(%rip), LEN
	jb	8f
11:
.if \memmove
	movq	SRC, %r9
	subq	DST, %r9
	cmpq	LEN, %r9
	jb	8f				/* src above dst, overlapping */
.endif
	jmp	7f				/* backward */
8:
	/* The first vector and the last four are loaded before any store
	 * (memmove-safe with dst below src); from the first 32-byte boundary
	 * after dst, four aligned stores a pass while below end - 128 (the
	 * first pass ends by dst + 160 < end: n > 320); then the last four
	 * and the first vector (copy_fwd_loop in memcpy_vec.h, at 32 bytes).
	 * From *.loop64_from the same with 64-byte vectors (12 below).  */
	cmpq	mt_knobs_local+\knob_w(%rip), LEN
	jae	12f
	negq	%rcx
	vmovdqu64 (SRC), %ymm16
	vmovdqu64 -128(SRC, LEN), %ymm17
	vmovdqu64 -96(SRC, LEN), %ymm18
	vmovdqu64 -64(SRC, LEN), %ymm19
	vmovdqu64 -32(SRC, LEN), %ymm20
	leaq	-128(DST, LEN), %r9
	leaq	32(DST), %r8
	andq	$-32, %r8
	.p2align 4
6:	FWD_PASS 32, ymm
	subq	$-128, %r8
	cmpq	%r9, %r8
	jb	6b
	vmovdqu64 %ymm17, (%r9)
	vmovdqu64 %ymm18, 32(%r9)
	vmovdqu64 %ymm19, 64(%r9)
	vmovdqu64 %ymm20, 96(%r9)
	vmovdqu64 %ymm16, (DST)
	ret

	.p2align 4
7:	/* Backward (memmove with dst above src and overlapping, and the
	 * 4K-aliased distances above): from the last
	 * 32-byte boundary of dst's end, the mirror image (copy_bwd_loop in
	 * memcpy_vec.h); the first four vectors and the last one are loaded
	 * before any store. From *.loop64_from with 64-byte vectors (13).  */
	cmpq	mt_knobs_local+\knob_w(%rip), LEN
	jae	13f
	BWD_LOOP 32, ymm

	.p2align 4
12:	/* The forward loop with 64-byte vectors (*.loop64_from), dst's
	 * lines stored whole and aligned: dst's first 64 bytes and its last
	 * 64 unaligned, the three lines before the last boundary below the
	 * end (L) aligned, all five loaded before any store; from the first
	 * boundary after dst, four aligned lines a pass while below L - 192
	 * (a pass starts at or below L - 256 and ends by L; the first starts
	 * at or below dst + 64 < L - 192: n > 320). Until 2026-11-28 the
	 * last four vectors were stored from end - 256, each splitting a
	 * line unless the end is on a boundary: Zen 5, time relative to
	 * glibc 2.36, src and dst on boundaries, 513, 544, 600, 700, 900 B
	 * 1.10-1.16 against 1.00-1.03 now (multiples of 64: 1.00-1.02 /
	 * 1.01-1.03); src and dst 16 or 48 bytes past one, 600..1500 B
	 * 0.90-1.00 / 0.86-0.92; src 16..48 bytes past dst's offset 0.97-
	 * 1.04 / 0.98-1.03, src on a boundary and dst 40 past one 1.02-1.12
	 * / 1.07-1.11 (split loads replace split stores); every shipped
	 * distribution within the A/A spread (scripts/bench-processes 2
	 * build/tools/memtune/memtune bench memcpy --pattern offsets --sizes
	 * 513,...,8192 --src-align 0,8[,16,32,48] --dst-align 0,40[,16,48]
	 * --impl libc,<before.so>:mt_memcpy,<this.so>:mt_memcpy,<this
	 * copy>; docs/experiments/ladder-tiers/run memcpy).  */
	negq	%rcx				/* src - dst */
	leaq	-1(DST, LEN), %r9
	andq	$-64, %r9			/* L */
	vmovdqu64 (SRC), %zmm16
	vmovdqu64 -192(%r9, %rcx), %zmm17
	vmovdqu64 -128(%r9, %rcx), %zmm18
	vmovdqu64 -64(%r9, %rcx), %zmm19
	vmovdqu64 -64(SRC, LEN), %zmm20
	subq	$192, %r9
	leaq	64(DST), %r8
	andq	$-64, %r8
	.p2align 4
6:	FWD_PASS 64, zmm
	addq	$256, %r8
	cmpq	%r9, %r8
	jb	6b
	vmovdqa64 %zmm17, (%r9)
	vmovdqa64 %zmm18, 64(%r9)
	vmovdqa64 %zmm19, 128(%r9)
	vmovdqu64 %zmm20, -64(DST, LEN)
	vmovdqu64 %zmm16, (DST)
	ret

	.p2align 4
13:	/* The backward loop with 64-byte vectors: the first four and the
	 * last one loaded before any store; from the last line boundary at
	 * or below dst's end, four aligned lines a pass while above dst +
	 * 256 (the first pass starts at or above end - 319 >= dst: n > 320).  */
	BWD_LOOP 64, zmm

9:	/* Arguments are untouched: tail call.  */
	jmp	\large
	.cfi_endproc
	.size	\name, .-\name
.endm

	RSB_HEAD mt_memcpy_ladder_avx512
	LADDER mt_memcpy_ladder_avx512, KNOB(memcpy_rep_movsb_from), KNOB(memcpy_nt_from), KNOB(memcpy_loop64_from), mt__memcpy_avx512_large, 0
	LADDER mt_memmove_ladder_avx512, KNOB(memmove_rep_movsb_from), KNOB(memmove_nt_from), KNOB(memmove_loop64_from), mt__memmove_avx512_large, 1
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
