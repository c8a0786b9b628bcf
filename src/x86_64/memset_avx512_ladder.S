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
 *   > 256     an unaligned store at each end, the aligned lines between
 *             (L(lines), where the measurements are): up to 512 B by the
 *             count of lines between (3 or 4, 5 or 6, 7), above two a
 *             pass; above 512, from the memset.* knobs on,
 *             mt__memset_avx512_large (C): rep stosb, non-temporal
 *             stores. */

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
	 * pages" above.
	 * Zen 5, 2026-11-28: 1..63 B take one cycle more than glibc (1.14 of
	 * its time) in most processes. Tried: the zero test after bzhi (its
	 * ZF), n == 0 folded into the page test (bit 12 of n - 1), the page
	 * test on ecx and the store through rdi: all 1.14. Only no branch on
	 * n == 0 at all gave 1.00: the empty store sent by cmov to (%rsp)
	 * (then 0 B takes 4.1x: ret's load waits for the masked store over
	 * it) or to -64(%rsp) (0 B 3.4x in one process of three: a page
	 * below the stack not yet touched, the assist above)
	 * (scripts/bench-processes 4 build/tools/memtune/memtune bench memset
	 * --pattern offsets --sizes 0,1,8,...,100 --impl libc,<this.so>:
	 * mt_memset,<variant.so>:mt_memset,<this copy>). Not taken. Later
	 * that day, to 8(%rsp) (clear of the return address): 1..63 B 1.14
	 * as this, 0 B 4.2x (the caller's own stack loads wait for it) (the
	 * same command, three processes). The 1.14 follows the 0 B calls,
	 * which that command (and the results files' runs) measure first:
	 * with --sizes 1,8,16 this and glibc take 1.65 ns a call, with
	 * --sizes 0,1,8,16 1.87-1.93 after the 0 B run in most processes,
	 * and so did n == 0 folded into the page test, with or without a
	 * ret of its own, though 0 B then never reaches the jz (scripts/
	 * bench-processes 4 build/tools/memtune/memtune bench memset
	 * --pattern offsets --sizes 1,8,16 | 0,1,8,16 --impl libc,<this.so>:
	 * mt_memset,<variants>,<this copy>: 1.00 / 1.14 for all of them).  */
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

	/* On a line of its own: 129..256 B at fixed sizes 0.96-1.02 of
	 * glibc's time against 1.03-1.12 at 16-byte alignment (memtune bench
	 * memset --pattern offsets --sizes 129,192,256 --impl
	 * libc,mt,<before.so>:mt_memset, two processes, Zen 4). Packed
	 * with 64..128 into the function's second line instead (L(page)
	 * moved to the end: 129..256 in two i-cache lines, not three), the
	 * i-cache-cold calls did not change: 8..300 B 1.00-1.02 of glibc's
	 * time either way, in two runs of scripts/bench-processes 3
	 * build/tools/memtune/memtune bench memset --mode latency-cold
	 * --sizes 8,64,100,200,256,300 --impl libc,<this.so>:mt_memset and
	 * the same with <packed.so> (2026-11-28; the results file's 1.14 at
	 * 200 B, and 1.05-1.12 in the three processes of its recheck, were
	 * the host's state that half hour). Not taken.  */
	.p2align 6
L(more_128):
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
	cmpq	$512, LEN
	ja	L(more_512)
	/* 257..320: L(lines)'s layout without its loop: the c = 3 or 4
	 * whole lines between the first boundary after dst (r10) and the
	 * last below the end (r8) as lines 0, 1, c - 2 and c - 1, an
	 * unaligned vector at each end. 321..512: four vectors from each
	 * end, unaligned (glibc's shape).
	 * Until 2026-11-28 the lines layout to 512 B, its c (3 to 7) chosen
	 * by two more branches: Zen 4, against the loop, dst on a boundary
	 * 448..512 B 1.04-1.05 of glibc's time / 1.07-1.08, dst % 64 = 40
	 * 480 and 512 B 0.85 and 0.81 / 0.93 and 0.87, elsewhere even (blocks
	 * chosen by size, 257..320, 321..448, 449..512, 1.04-1.14 on a
	 * boundary). On Zen 5 it took 1.04-1.11 of glibc's time at 384..512
	 * B on a boundary, hot and from the LLC (448 B 1.07-1.10), 1.00-1.06
	 * from the LLC off it; the four from each end 0.96-1.02 in all four,
	 * but off a boundary hot 321..512 B 1.00 where the lines took
	 * 0.75-0.93 (scripts/bench-processes 2 build/tools/memtune/memtune
	 * bench memset [--cache LLC] --pattern offsets --dst-align 0,40
	 * --sizes 257,300,320,321,384,448,512 --impl libc,<before.so>:
	 * mt_memset,<this.so>:mt_memset,<before copy>). Every shipped
	 * distribution (docs/experiments/ladder-tiers/run memset
	 * <before.so>:mt_memset,<this.so>:mt_memset,<copies> [--mode use]):
	 * hot even (0.969 of glibc's speed against 0.964-0.966), from the LLC
	 * 0.953 against 0.940-0.943, worst row 0.86-0.89 against 0.81-0.83;
	 * with the caller reading, from the LLC 0.940 against 0.931. The
	 * lines stay where their c is one of two (no branch on it) and they
	 * are ahead everywhere measured: 257..320 B 0.79-0.95 hot, 0.84-0.98
	 * from the LLC. Zen 4 has not measured the four from each end.  */
	cmpq	$320, LEN
	ja	1f
	leaq	(DST, LEN), %r9			/* end */
	leaq	-1(%r9), %r8
	andq	$-64, %r8			/* last boundary below the end */
	leaq	64(DST), %r10
	andq	$-64, %r10			/* first boundary after dst */
	vmovdqu64 VEC, (DST)			/* dst's first 64 bytes */
	vmovdqa64 VEC, (%r10)			/* lines 0, 1, c - 2, c - 1 */
	vmovdqa64 VEC, 64(%r10)
	vmovdqa64 VEC, -128(%r8)
	vmovdqa64 VEC, -64(%r8)
	vmovdqu64 VEC, -64(%r9)			/* the last 64 */
	ret
1:	vmovdqu64 VEC, (DST)
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
	/* Above 512, from either knob on (rep stosb, non-temporal): the C
	 * half.  */
	cmpq	mt_knobs_local+KNOB(memset_rep_stosb_from)(%rip), LEN
	jae	L(large)
	cmpq	mt_knobs_local+KNOB(memset_nt_from)(%rip), LEN
	jae	L(large)
L(lines):
	/* 513 B up (257 B up until 2026-11-28, now the block above): one
	 * unaligned store at each end, the lines between
	 * aligned: from the first boundary after dst to the last boundary
	 * below the end (so neither end's line is stored twice when dst or
	 * the end is on a boundary), two lines a pass while below that
	 * boundary - 128 (the first pass ends by dst + 192 < end - 64), then
	 * the two lines before it (one of them stored twice when the count
	 * of lines between is odd).
	 *
	 * Until 2026-11-27, glibc's layout: four unaligned stores from each
	 * end (257..512), or four unaligned at the start, aligned lines four
	 * a pass from the last boundary at or below dst + 256 while below
	 * end - 256, four unaligned at the end. With dst inside a line all
	 * eight unaligned stores split a line. Zen 4, time relative to glibc
	 * 2.36, this layout / glibc's (memtune bench memset --pattern offsets
	 * --dst-align 0,16,40 [--cache LLC] --sizes 257,320,...,4096 --impl
	 * libc,mt,<before.so>:mt_memset, medians of two processes):
	 *   dst % 64 = 16, 40:  257..448 B 0.66-0.89 / 0.99-1.01, 512 B
	 *                       1.05-1.10 / 1.00, 600..2048 B 0.74-0.95 /
	 *                       1.00, 4 KiB 0.86-0.87 / 0.91-0.93
	 *   from the LLC:       0.73-0.98 / 0.99-1.02
	 *   dst % 64 = 0:       257..384 B 0.77-0.82 / 0.99-1.00, 448..2048
	 *                       B 0.97-1.01 / 0.99-1.01, 600 B 0.80
	 * Two steps on the way: this layout for dst inside a line only (a
	 * branch on dst % 64), whose replays from the LLC lost to glibc's
	 * layout (the fleet replays draw each call's alignment: over every
	 * shipped memset distribution, geometric means of glibc's time /
	 * ours, 0.928 against 0.966; Memset_2 cycled from the LLC 1.26x
	 * glibc's time against 1.02x); and the last aligned line at the end's
	 * boundary with the end unaligned store on top of it (a line stored
	 * twice when the end is on a boundary: 1.06-1.16 at 768, 1024, 2048
	 * B). This one, branch-free (docs/experiments/ladder-tiers/run
	 * memset mt,<glibc-layout.so>:mt_memset, two runs): hot 0.975 /
	 * 0.974 and 0.957 / 0.959, from the LLC 0.979 / 0.983 and 0.962 /
	 * 0.966, the traces in their order 1.024 / 1.009 hot; Memset_2
	 * cycled from the LLC 1.06 / 1.02.
	 * Four lines a pass stored up to three lines twice: 1.04-1.11 at 600
	 * and 700 B with dst % 64 = 40 or 48, two lines a pass 0.91-0.96.
	 *
	 * The loop's exit is what the replays pay: split out of Memset_6,
	 * its calls of 257..512 B took 1.34x glibc's time shuffled and 1.08x
	 * cycled (the block by line count that replaced the loop there: 1.40
	 * and 1.06, its two branches carry what the exit did), those of
	 * 513..4096 B 1.14x and 1.07x (hot; from the LLC 0.93-1.02). Tried
	 * on 2026-11-28 (Zen 4, scripts/bench-processes 3
	 * build/tools/memtune/memtune bench memset --dist <part> --order
	 * shuffled|cycle --cache L1,LLC, where <part> is Memset_6.csv with
	 * its first line cut to the sizes 257..512 or 513..4096 and their
	 * probabilities scaled to sum to 1; and --pattern
	 * offsets --dst-align 0|40 --sizes 257,...,4K, --impl
	 * libc,<before.so>:mt_memset,<variant.so>:mt_memset,<before copy>),
	 * not taken, since each costs fixed sizes more than 5%:
	 *  - 257..512 without a loop: the two unaligned ends, lines b0, b0 +
	 *    64, b0 + 128, the three before the last boundary and the middle
	 *    one ((first + last boundary) / 2, rounded down to a line): 3 to 7
	 *    lines lie between, so nine stores cover every case. Replays 0.99
	 *    shuffled and 0.94 cycled (from 1.34 and 1.08), every memset
	 *    distribution 1.5% faster hot and 1.3% from the LLC
	 *    (docs/experiments/ladder-tiers/run memset, A/A within 0.2% and
	 *    1.4%); but fixed sizes with dst on a boundary 384..512 B 1.15
	 *    (from 0.90-1.09) and 257..300 B 0.93 (from 0.71): nine stores
	 *    where the loop stores six to eight and glibc eight.
	 *  - four lines a pass above 512 B: 513..4096 B replays 1.06 shuffled
	 *    and 0.98 cycled (from 1.14 and 1.07); fixed sizes on a boundary
	 *    1 KiB 1.13 and 2 KiB 1.07 (from 1.01 and 1.00), 700 B 1.00 (from
	 *    0.87): up to three lines stored twice.
	 *  - the entry testing n > 128 first (129..256 one taken branch, as
	 *    glibc's, instead of two): 129..256 B 0.91-0.96 (from 1.02-1.12)
	 *    but 1..63 B 1.10 (from 0.91-1.02), one compare more there.
	 *  - glibc's order at the entry, 64..128 falling through and 0..63
	 *    behind the taken branch (with and without the n == 0 test):
	 *    64..128 B 1.00 (from 1.01-1.09) but 1..63 B 1.10 (from 0.91):
	 *    the taken branch's cycle moves to the commoner class; and
	 *    64..128 as four 32-byte stores: no change (scripts/bench-processes
	 *    3 build/tools/memtune/memtune bench memset --pattern offsets
	 *    --sizes 1,8,16,33,48,63,64,65,80,96,128,129,200 --impl libc,
	 *    <this.so>:mt_memset,<variant.so>:mt_memset,<this copy>).  */
	leaq	(DST, LEN), %r9			/* end */
	leaq	-1(%r9), %r8
	andq	$-64, %r8			/* last boundary below the end */
	vmovdqu64 VEC, (DST)
	leaq	-128(%r8), %rcx
	leaq	64(DST), %rdx
	andq	$-64, %rdx			/* first boundary after dst */
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
