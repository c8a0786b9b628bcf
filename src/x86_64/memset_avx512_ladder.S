/* mt_memset_ladder_avx512: the hot part of the AVX-512 memset ladder, in
 * assembly for the layout of its branches (the rest is in memset_avx512.c).
 *
 * Assumptions:
 *  - x86-64 SysV ABI: rdi = dst, esi = c, rdx = n; returns dst in rax.
 *  - AVX-512F/BW and BMI2 (dispatch checks CPUID and XGETBV).
 *  - Only zmm16 and k1 are written, so no vzeroupper is needed: the
 *    SSE/AVX transition penalty concerns the upper halves of ymm0-15 only
 *    (glibc's *_evex string functions rely on the same rule).
 *  - A masked store writes only the bytes whose mask bit is set and never
 *    faults on the others; nothing is written outside [dst, dst + n).
 *
 * Why assembly: written in C, GCC 12 sends every size class through one
 * shared "vzeroupper; ret" block, one or two more taken branches per call.
 * On Zen 4 a call-bound loop pays about 0.7 TSC ticks per taken branch:
 * 65..128 B at a fixed size measured 7.05 ticks/call in C, 6.4 here. Each
 * class falls through to its own ret.
 *
 * The classes up to 128 B are glibc's (__memset_avx512_unaligned_erms):
 * below 64 one masked store (no branch on n), 64..128 two plain vectors
 * from the ends, split by one size branch. From 2026-11-22 to 2026-11-27 (f2cbc24)
 * they were one branch-free 0..128 class (the masked store of min(n, 64)
 * bytes, and plain stores at dst + n - 64 and dst, or into the red zone
 * below %rsp when n < 64, chosen by cmovs), built for sizes a predictor
 * cannot learn: the fleet's Memset_2 (40% of calls <= 64 B, 26% in
 * 65..128) took 7.1-7.3 ns per call shuffled against glibc's 9.2. Every
 * shipped distribution, hot and from the LLC, with the caller using the
 * bytes and without (docs/experiments/ladder-tiers/run memset
 * mt,<split.so>:mt_memset [--mode use]), geometric means of glibc's
 * time / the ladder's, merged class against this split:
 *   plain loop, hot    1.022 against 1.001 (trace order 0.990 / 1.015)
 *   plain loop, LLC    0.975 against 1.001 (trace order 0.931 / 1.012;
 *                      rows under 0.97: 22 of 37 against 2)
 *   --mode use, hot    1.000 against 1.005 (trace order 0.977 / 1.001)
 *   --mode use, LLC    0.990 against 1.008 (rows under 0.97: 19 against 0)
 * The merged class won the shuffled fleet rows (Memset_2 1.32 against
 * 1.02, Memset_Fleet 1.13 against 1.01) and lost the traced programs'
 * zeroings in their order and everything cold, where its seven more
 * instructions and two red-zone stores per call cost (git's and sqlite's
 * 8..40 B memsets from the LLC 0.74-0.88 of glibc's speed). Programs'
 * own orders, cold or hot, decide here. Tried before and not kept
 * (memtune bench memset --dist .../Memset_N.csv --cache L1,LLC): 65..512
 * branch-free with stores at clamped addresses (129..256 at a fixed size
 * 6.3 ns against 2.8: repeated stores to one address are slow), the same
 * with masked stores (5.0), 129..512 with the spare stores sent to the
 * red zone (4.9), <= 64 masked with rep stosb above (10.0 ns on Memset_2:
 * a mispredicted branch in front of rep stosb costs both).
 *
 * Forwarding. A load cannot take its bytes from a masked store still in
 * the store buffer (it waits until the store reaches the cache:
 * memcpy_avx512_ladder.S, "Plain stores"), so a read right after a
 * memset below 64 B waits here as in glibc (memtune bench memset --mode
 * use --pattern offsets --sizes 8,33,63: 1.04 of glibc's time), and from
 * 64 B the plain stores forward (the merged class's masked store made
 * 64..128 2.30-2.41x glibc's time there until a plain head store was
 * added to it). The copy ladder's tree of plain pairs below 64 B (no
 * masked store) was tried: --mode use 0.48-0.53 of glibc's time at 1..48
 * B and 0.50-0.95 on the traces in order, but the plain loop 1.09-1.84
 * shuffled and 1.01-1.46 on the traces in order (sqlite's 8/24/40/16 B
 * zeroings, which one masked store serves without a size branch). Not
 * kept: a program that zeroes memory mostly writes it next.
 *
 * Masked windows and pages (this ladder's and the compare ladders'
 * masked accesses). A masked access does not fault on its masked-off
 * bytes, but its 64-byte window is still translated: when part of it lies
 * on a page the CPU has not marked accessed (dirty, for a store) -- an
 * unmapped or PROT_NONE page after the buffer, a page of a fresh mapping
 * not yet written, page 0 for a NULL pointer with n = 0 -- the access is
 * a microcode assist, on every call, since a masked-off byte never sets
 * those bits. On Zen 4 (taskset -c 1 memtune bench edges, ns per call,
 * the copy ladder's masked 0..64 B class of 2026-11-22 without any check
 * / glibc 2.36):
 *   NULL, n = 0                               112  / 2.9
 *   n = 0, one past the end at a PROT_NONE    160  / 2.9
 *   n = 8, source ends at a PROT_NONE page    144  / 3.3
 *   n = 8, dst ends before a page not written 198  / 2.9
 *   appending 24 B records to a fresh buffer  19.2 / 17.6 per record
 * glibc's evex memset/memcmp/bcmp have the same cliffs (70-160 ns). Here
 * n == 0 returns on a branch of its own and a window that crosses into
 * the next page (dst % 4096 > 4032, glibc's test) takes exact stores
 * (mt_memset_avx2): 1 call in 64 at random offsets.
 *
 * Size classes:
 *   0..63     one masked store
 *   64..128   head and tail vectors
 *   129..256  four stores, overlapping
 *   257..512  eight stores, overlapping
 *   > 512     four unaligned stores, aligned 4x64 loop, four unaligned
 *             stores; from the memset.* knobs on, mt__memset_avx512_large
 *             (C): rep stosb, non-temporal stores. */

#include "knob_offsets.h"

#define L(label) .L##label
#define DST  %rdi
#define CHR  %esi
#define LEN  %rdx
#define VEC  %zmm16

	.text
	.p2align 6
	.globl	mt_memset_ladder_avx512
	.hidden	mt_memset_ladder_avx512
	.type	mt_memset_ladder_avx512, @function
mt_memset_ladder_avx512:
	.cfi_startproc
	vpbroadcastb CHR, VEC
	movq	DST, %rax
	cmpq	$64, LEN
	jae	L(64_up)
	/* 0..63: one masked store (bzhi: the low n bits). n == 0 returns; a
	 * window across a page boundary (dst % 4096 > 4032, tested on %edi
	 * once %rax holds dst) takes exact stores: see "Masked windows and
	 * pages" above.  */
	testq	LEN, LEN
	jz	L(ret)
	andl	$4095, %edi
	cmpl	$4096 - 64, %edi
	ja	L(page)
	movq	$-1, %rcx
	bzhiq	LEN, %rcx, %rcx
	kmovq	%rcx, %k1
	vmovdqu8 VEC, (%rax){%k1}
L(ret):
	ret

L(page):
	/* 1..63 with the masked window across a page boundary: exact
	 * stores.  */
	movq	%rax, DST
	jmp	mt_memset_avx2

	.p2align 4
L(64_up):
	cmpq	$128, LEN
	ja	L(more_128)
	/* 64..128: head and tail vectors.  */
	vmovdqu64 VEC, (DST)
	vmovdqu64 VEC, -64(DST, LEN)
	ret

	.p2align 6
L(more_128):
	cmpq	$512, LEN
	ja	L(more_512)
	cmpq	$256, LEN
	ja	L(more_256)
	/* 129..256: two from each end.  */
	vmovdqu64 VEC, (DST)
	vmovdqu64 VEC, 64(DST)
	vmovdqu64 VEC, -128(DST, LEN)
	vmovdqu64 VEC, -64(DST, LEN)
	ret

	.p2align 4
L(more_256):
	/* 257..512 with dst inside a line: the line layout below (two split
	 * stores, not eight): 0.61-0.90 of glibc's time at 257..448 B,
	 * 1.05 at 512 (dst % 64 = 16 or 40; from the LLC 0.73-0.98), against
	 * 0.99-1.01 for four from each end (memtune bench memset --pattern
	 * offsets --dst-align 16,40 [--cache LLC] --sizes 257,288,320,384,448,
	 * 512 --impl libc,mt,<before.so>:mt_memset, two processes). For dst
	 * on a boundary it took 0.73-1.24 against 1.00. Over every shipped
	 * distribution: hot 0.954 / 0.948, from the LLC 0.932 / 0.955
	 * (docs/experiments/ladder-tiers/run memset), the loss in the
	 * cycled fleet replays from the LLC, whose per-call alignments this
	 * branch mispredicts (Memset_2 cycled: 1.20-1.22x glibc's time
	 * against 1.12-1.14, and 1.06 before the branch above 512 B); a call
	 * site keeps its alignment.  Else four from each end.  */
	testb	$63, %dil
	jnz	L(unaligned_512)
	vmovdqu64 VEC, (DST)
	vmovdqu64 VEC, 64(DST)
	vmovdqu64 VEC, 128(DST)
	vmovdqu64 VEC, 192(DST)
	vmovdqu64 VEC, -256(DST, LEN)
	vmovdqu64 VEC, -192(DST, LEN)
	vmovdqu64 VEC, -128(DST, LEN)
	vmovdqu64 VEC, -64(DST, LEN)
	ret

	.p2align 4
L(more_512):
	/* From either knob on (rep stosb, non-temporal): the C half.  */
	cmpq	mt_knobs_local+KNOB(memset_rep_stosb_from)(%rip), LEN
	jae	L(large)
	cmpq	mt_knobs_local+KNOB(memset_nt_from)(%rip), LEN
	jae	L(large)
	/* Four unaligned stores for the first 256 bytes, aligned 64-byte
	 * lines four at a time from the last line boundary at or below
	 * dst + 256 while below end - 256 (at least one pass: n > 512), four
	 * unaligned stores for the last 256 bytes: glibc's layout. A single
	 * head store and the lines from the first boundary after dst (the C
	 * half's layout until 2026-11-27, reached by a tail call) took
	 * 1.17-1.19x glibc's time when n % 256 is 96..255 (608..768, 896 B)
	 * and 0.84-0.87x when it is 1..64 (513..576, 800 B); this layout
	 * 1.00-1.01x at every size 513..2048 and 0.78x at 4 KiB (memtune
	 * bench memset --pattern offsets --sizes 513,544,...,896,1K,2K,4K
	 * --impl libc,mt,<old.so>:mt_memset, Zen 4). In assembly here to save
	 * the tail call and the second broadcast; set_loop in memset_avx512.c
	 * (the plain strategy, the knobs' C half) has the same layout.
	 * Since 2026-11-27 that layout only when dst is on a line boundary:
	 * otherwise its eight unaligned stores all split a line. The layout
	 * below, against it, time relative to glibc 2.36 (memtune bench
	 * memset --pattern offsets --dst-align 16,40,48 [--cache LLC] --sizes
	 * 513,600,700,768,1K,1500,2K,4K,8K --impl libc,mt,<before.so>:mt_memset,
	 * medians of two processes): 513..2048 B 0.75-0.96 / 0.99-1.00, 4-8
	 * KiB 0.77-0.94 / 0.82-0.97, from the LLC (dst % 64 = 16) 0.82-0.97
	 * / 0.99-1.00. For dst on a boundary it writes up to two stores more
	 * than this layout (1.06-1.16 at 768, 1024, 2048 B when used for
	 * every dst), hence the branch. The fleet replays draw each call's
	 * alignment (on a boundary in 13-20% of calls) and mispredict it:
	 * over every shipped memset distribution (docs/experiments/
	 * ladder-tiers/run memset mt,<before.so>:mt_memset,<no-branch.so>:
	 * mt_memset), geometric means of glibc's time / ours, this one /
	 * glibc's layout / the same layout for every dst: hot 0.939 / 0.952
	 * / 0.955, from the LLC 0.942 / 0.961 / 0.970 (another run, this one
	 * against glibc's layout: 0.939 / 0.947 and 0.938 / 0.966). A call
	 * site in a program keeps its alignment, so the branch is kept and
	 * the fixed sizes are served at every alignment.  */
	leaq	-256(DST, LEN), %rcx		/* end - 256 */
	testb	$63, %dil
	jnz	L(unaligned_512)
	/* dst on a line boundary: four stores for the first 256 bytes, the
	 * lines four at a time from dst + 256 while below end - 256, four for
	 * the last 256 bytes.  */
	vmovdqa64 VEC, (DST)
	vmovdqa64 VEC, 64(DST)
	vmovdqa64 VEC, 128(DST)
	vmovdqa64 VEC, 192(DST)
	leaq	256(DST), %rdx
	.p2align 4
1:	vmovdqa64 VEC, (%rdx)
	vmovdqa64 VEC, 64(%rdx)
	vmovdqa64 VEC, 128(%rdx)
	vmovdqa64 VEC, 192(%rdx)
	addq	$256, %rdx
	cmpq	%rcx, %rdx
	jb	1b
	vmovdqu64 VEC, (%rcx)
	vmovdqu64 VEC, 64(%rcx)
	vmovdqu64 VEC, 128(%rcx)
	vmovdqu64 VEC, 192(%rcx)
	ret

	.p2align 4
L(unaligned_512):
	/* dst inside a line, n > 256: one unaligned store at each end, the
	 * lines between aligned, two at a time from the first boundary after
	 * dst while below (the last boundary of the end) - 128 (the first
	 * pass ends by dst + 192 < end - 63), then the two lines before that
	 * boundary: two split stores instead of eight, and
	 * at most one line and the last store written twice (four lines at a
	 * time wrote up to three twice: 1.04-1.11x glibc's time at 600 and
	 * 700 B with dst % 64 = 40 or 48, now 0.91-0.96).  */
	leaq	(DST, LEN), %r9			/* end */
	movq	%r9, %r8
	andq	$-64, %r8			/* last boundary of the end */
	vmovdqu64 VEC, (DST)
	leaq	-128(%r8), %rcx
	leaq	64(DST), %rdx
	andq	$-64, %rdx
	.p2align 4
1:	vmovdqa64 VEC, (%rdx)
	vmovdqa64 VEC, 64(%rdx)
	subq	$-128, %rdx
	cmpq	%rcx, %rdx
	jb	1b
	vmovdqa64 VEC, -128(%r8)
	vmovdqa64 VEC, -64(%r8)
	vmovdqu64 VEC, -64(%r9)
	ret

L(large):
	/* Arguments are untouched: tail call.  */
	jmp	mt__memset_avx512_large
	.cfi_endproc
	.size	mt_memset_ladder_avx512, .-mt_memset_ladder_avx512

/* The AVX-512 drop-in library (preload/) exports these under libc's names. */
#if defined(MT_PRELOAD_TIER) && MT_PRELOAD_TIER == 3
	.globl	memset
	.type	memset, @function
	.set	memset, mt_memset_ladder_avx512
#endif

	.section .note.GNU-stack, "", @progbits
