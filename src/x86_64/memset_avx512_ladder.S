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
 * Why 0..128 is one branch-free class: real memset sizes are mixed, and a
 * mispredicted size branch costs more than anything a class does. Replayed
 * as a sequence the branch predictor cannot learn (memtune bench memset
 * --dist .../Memset_N.csv --cache L1,LLC --impl libc,mt,...), glibc 2.36
 * took 9.2 ns per call on fleet Memset_2 (40% of calls <= 64 B, 26% in
 * 65..128, 30% in 129..512) and the earlier ladder here, with a <= 64 class
 * and a 65..128 class, 9.4-9.5; plain rep stosb (no size branch at all)
 * took 7.1. Merging <= 128 into one class took 7.1-7.3, and 4.5-4.6
 * against 4.8 on Memset_0, 6.8 against 7.1 on Memset_Fleet, 21.0 against
 * 22.7 on Memset_4. The price is one more store and four more
 * instructions for n <= 64: 2.73 against 2.45 ns at sizes uniform in
 * (n/2, n] for n = 8..64 (memtune bench memset --sizes 8,16,32,64 --pattern
 * random: every call in one class, predicted), glibc 2.45-2.89; so the
 * distributions made of small sizes (Memset_7, SPEC memset: 88-90% of
 * calls <= 64 B) lost 5-8% against the earlier ladder. Tried and not kept
 * (same commands): branch-free 65..512 with stores at clamped addresses
 * (129..256 at a fixed size took 6.3 ns against 2.8: repeated stores to one
 * address are slow), the same with masked stores (5.0), branch-free
 * 129..512 with the spare stores sent to the red zone (4.9), a second
 * masked store at dst + 64 whose mask is empty for n <= 64 (slower cold:
 * it touches the next line), and <= 64 masked with rep stosb above (10.0
 * ns on Memset_2: a mispredicted branch in front of rep stosb costs both).
 *
 * The 0..128 class: a masked store of the first min(n, 64) bytes, and two
 * unmasked 64-byte stores, at dst + n - 64 and then at dst when n >= 64,
 * or both into this function's red zone when n < 64 (the x86-64 SysV ABI
 * gives a leaf function the 128 bytes below %rsp; nothing reads them),
 * chosen by cmovs, so no branch depends on n below 129.
 *
 * Why the plain head store. A load cannot take its bytes from a masked
 * store still in the store buffer (it waits until the store reaches the
 * cache: memcpy_avx512_ladder.S, "Plain stores"), so from 64 B the plain
 * store at dst, the youngest, serves a load of the first bytes. With the
 * caller reading dst's first byte after each call (memtune bench memset
 * --mode use --pattern offsets --sizes 8,33,63,64,65,100,128 --impl
 * libc,mt,<before.so>:mt_memset), time relative to glibc 2.36: 64..128 B
 * 1.10-1.16 against 2.30-2.41 with only the masked and tail stores;
 * below 64 both 1.04, as glibc's own masked store (1.00 in the plain
 * loop). Replays, the plain loop and --mode use, within 0.03 of the
 * class without the head store except gcc's trace in order (use 1.02
 * against 1.14) and Memset_2 cycled (use 1.08 against 1.27). Tried: the
 * copy ladder's tree of plain pairs below 64 B (no masked store at all):
 * --mode use 0.48-0.53 of glibc's time at 1..48 B and 0.50-0.95 on the
 * traces in order, but the plain loop 1.09-1.84 shuffled and 1.01-1.46 on
 * the traces in order (sqlite's 8/24/40/16 B zeroings, which glibc's one
 * masked store serves without a size branch). Not kept: a program
 * that zeroes memory mostly writes it next.
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
 *   0..128    masked store of min(n, 64) bytes + stores at dst + n - 64
 *             and dst (n >= 64) or in the red zone (n < 64)
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
	cmpq	$128, LEN
	ja	L(more_128)
	/* 0..128: bzhi keeps every bit when n >= 64 (its index is n's low
	 * byte, and n < 256 here). n == 0 returns; a window across a page
	 * boundary (dst % 4096 > 4032, tested on %edi once %rax holds dst)
	 * takes exact stores: see "Masked windows and pages" above.  */
	testq	LEN, LEN
	jz	L(ret)
	andl	$4095, %edi
	cmpl	$4096 - 64, %edi
	ja	L(page)
	movq	$-1, %rcx
	bzhiq	LEN, %rcx, %rcx
	kmovq	%rcx, %k1
	leaq	-72(%rsp), %r8		/* red zone, 8 bytes below %rsp */
	leaq	-64(%rax, LEN), %rcx
	movq	%r8, %r9
	cmpq	$63, LEN
	cmovaq	%rcx, %r8			/* the tail, or the red zone */
	cmovaq	%rax, %r9			/* the head, or the red zone */
	vmovdqu8 VEC, (%rax){%k1}
	vmovdqu64 VEC, (%r8)
	vmovdqu64 VEC, (%r9)
L(ret):
	ret

L(page):
	/* 1..128 with the masked window across a page boundary: exact
	 * stores.  */
	movq	%rax, DST
	jmp	mt_memset_avx2

	.p2align 4
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
	/* 257..512: four from each end.  */
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
	 * (the plain strategy, the knobs' C half) has the same layout.  */
	leaq	-256(DST, LEN), %rcx		/* end - 256 */
	vmovdqu64 VEC, (DST)
	vmovdqu64 VEC, 64(DST)
	vmovdqu64 VEC, 128(DST)
	vmovdqu64 VEC, 192(DST)
	leaq	256(DST), %rdx
	andq	$-64, %rdx			/* <= dst + 256 < end - 256 */
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
