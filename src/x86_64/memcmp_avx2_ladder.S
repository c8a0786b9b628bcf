/* mt_memcmp_ladder_avx2 and mt_bcmp_ladder_avx2, in assembly at every
 * size; from the repe cmpsb knob (above 256 bytes) they jump to
 * mt_memcmp_repe_cmpsb / mt_bcmp_repe_cmpsb (memcmp_rep.c), and the C
 * halves in memcmp_avx2.c serve only the 0..32-byte windows that would
 * cross a page.
 *
 * Assumptions:
 *  - x86-64 SysV ABI: rdi = a, rsi = b, rdx = n; returns in eax.
 *  - AVX2 and BMI2 (bzhi, shlx); dispatch checks the registry's avx2 level.
 *  - 0..32 loads one whole ymm from each buffer, as glibc's
 *    __memcmp_avx2_movbe does: bytes past the end are read but masked out
 *    (bzhi), never past the end of the page (a window that would cross
 *    into the next page takes the exact C code). A read cannot fault
 *    inside a mapped page; checkers that track bytes (valgrind without
 *    --partial-loads-ok for unaligned loads) may still report it. From 33
 *    bytes on every load lies inside [a, a + n) and [b, b + n).
 *  - n == 0 points both windows into the red zone below %rsp (cmov), which
 *    the ABI keeps accessible: memcmp(NULL, NULL, 0) reads no page 0.
 *  - Only ymm0-6 are written; every path ends in vzeroupper.
 *
 * Why: the C ladder (memcmp_vec.h) reads below 16 bytes with scalar loads
 * behind a three-way size branch, 16..31 with two xmm pairs, and sends the
 * answer through shared blocks. Here every class is one compare-and-mask
 * sequence with its own ret and no branch on the data: the first
 * difference is tzcnt of the "not equal" mask (head and tail masks merged
 * by shifting the tail to its offset), and an equal range picks index 0,
 * whose bytes are then equal. On Zen 3 (EPYC family 25 model 1), time /
 * glibc 2.36, C ladder -> this, --diff-pos random (memtune bench memcmp
 * --dist F --order O --impl libc,mt,<old.so>:mt_memcmp):
 *   traced sort, in call order    1.23 -> 1.00   shuffled 0.66 -> 0.59
 *   traced git                    1.25 -> 1.03            0.59 -> 0.52
 *   traced python                 1.07 -> 0.84            0.59 -> 0.39
 *   traced gcc                    1.02 -> 0.84            0.95 -> 0.56
 *   Memcmp_Fleet, cycle           1.13 -> 0.96            0.96 -> 0.61
 *   Bcmp_Fleet (bcmp), cycle      0.99 -> 0.86            1.07 -> 0.46
 * An early exit when the head of 33..64 differs (glibc's shape) bought
 * nothing in call order and cost shuffled sort and git 0.19-0.23. What is
 * left in call order is glibc's early exit on the first vector at
 * 65..128: a fixed first difference at byte 4 of 100 takes 1.48x
 * glibc's time (--sizes 100 --diff-pos 4).
 *
 * Tried for the fixed equal sizes where glibc wins (issue 17), Zen 3
 * (EPYC family 25 model 1), time(old) / time(new), old.so = the previous
 * build, both --impl orders (memtune bench memcmp --sizes S --cache L1
 * --pattern fixed --impl libc,mt,old.so:mt_memcmp and libc,old.so:
 * mt_memcmp,mt; --dist D --order shuffled|cycle|trace for the
 * distributions). A/A of two identical builds is 1.00 while the host is
 * quiet; when it is busy single runs swing up to 1.3x, so only effects
 * seen in both orders and repeated runs are listed:
 *  - 65..128 picks the head's index by tzcnt's CF (cmovc) and the tail's
 *    by masking its tzcnt to 63 (4 instructions fewer): 1.00-1.01x faster
 *    at 65/100/128 equal and at --diff-pos 0, 4, random; distribution
 *    geomeans shuffled/cycle/trace 1.003/1.003/1.001 (equal) and
 *    1.002/1.003/1.002 (--diff-pos random). Kept.
 *  - Dispatch 0..64 vs 65+ first (65..128 reached by one taken branch,
 *    not two): 65..128 equal 1.08x faster (memcmp then at glibc's time;
 *    bcmp 1.11-1.13x); but the extra not-taken compare on 0..32 costs
 *    2% at fixed small sizes and 5-9% on shuffled Memcmp_2 and Memcmp_5
 *    (97% of calls 1..32), the same with a redundant `cmp $64; ja`
 *    alone. Making 65..128 the fall-through after 32 instead moves the
 *    one taken branch to 33..64: 33..64 0.84-0.91x, 65..128 1.06-1.14x.
 *    Not kept.
 *  - An "all 128 equal" branch (vpand of the four compares, one
 *    vpmovmskb) in 65..128: equal 1.05x faster, but with --diff-pos
 *    random the traced gcc, git and sort (15-29% of calls in 65..128)
 *    take 0.81-0.89x shuffled (1.00 without that branch). Not kept.
 *  - 0..32: jnz to the difference (glibc's shape) instead of the
 *    tzcnt/load path: --diff-pos random shuffled 0.36-0.38x on Memcmp_2,
 *    Memcmp_5 and traced python. Not kept.
 *  - 0..32: glibc's one-test page check, (a | b) & 4095 > 4064: 1.00-1.05
 *    at fixed small sizes, 1.00-1.03 shuffled, but it flags about 10% of
 *    unrelated 16-byte-aligned pointer pairs whose windows do not cross
 *    (bits 4..11 of a | b all set), pairs the bench never places (b = a +
 *    aliasing), and such a false positive costs 1.27x the old time at
 *    16-31 bytes when it re-checks exactly and returns (1.45x through the
 *    C ladder), before any misprediction. Not kept. Nor cmov from %rsp
 *    itself (not faster), nor a 15-byte shorter encoding of 0..32
 *    (1.00x), nor n == 0 through the > 128 branch (its mispredictions:
 *    Bcmp_4, 36% zeros, 0.52x shuffled).
 *
 * 129..256 in assembly (before: the C half's 4x32 loop, two 128-byte
 * groups behind a tail call and its own size checks; 1.22-1.58x glibc's
 * time at 129..256 B equal): time(old) / time(new) 1.23-1.42 at
 * 129/192/256 B equal, 1.16-1.40 memcmp and 1.46-2.4 bcmp with
 * --diff-pos random, 0.99-1.03 at 320..4096 (the > 256 branch goes
 * straight to the C half); distributions 1.000-1.005 memcmp, 1.010-1.037
 * bcmp (geometric means, shuffled and cycled, equal and random). Zen 3,
 * EPYC family 25 model 1: memtune bench memcmp --sizes
 * 129,192,256,320,512,1024,4096 --cache L1 --pattern offsets --diff-pos
 * none|random --impl mt,<old.so>:mt_memcmp (both orders, twice). The and
 * of vpcmpeqb masks (glibc's test) in the C loop instead of
 * vpxor/vpor/vptest was 0.96-0.98 at 320..512 for bcmp: not taken.
 *
 * Above 256 in assembly too (before: the C half's loop behind a tail
 * call, 1.06-1.45x glibc's time at 257..512 equal), the shape of glibc's
 * loop: memcmp.repe_cmpsb_from first (the classes up to 256 do not read
 * it: the load and compare cost bcmp 5% at 129..256), the first 128
 * bytes, 128-byte groups from the next 32-byte boundary of A, then only
 * what is left of the last 128 bytes (all of it, its last 64 or, memcmp
 * only, its last 32). memcmp also tests n > 128 before n > 64 (two taken
 * branches to 129+, not three; 65..128 loses its own compare). Zen 3,
 * EPYC family 25 model 1, time(old) / time(new), both --impl orders
 * (memtune bench memcmp|bcmp --sizes S --cache L1 --pattern offsets
 * --diff-pos none|random --impl mt,<old.so>:mt_memcmp and reversed):
 *   memcmp equal    65..128 1.01-1.03, 129..256 1.03-1.14,
 *                   257..512 1.11-1.29, 1024/4096 1.01-1.04
 *   memcmp random   129..256 0.97-1.07, 257..4096 1.02-1.20
 *   bcmp equal      up to 256 1.00, 257..400 1.10-1.12, 512+ 1.00-1.01
 *   bcmp random     up to 256 1.00, 257..512 1.03-1.10
 * Tried, not kept: the n > 128 test first in bcmp too (33..64 0.91x:
 * its short class then spans a third 32-byte fetch block); bcmp's tail
 * cut to its last 32 bytes as well (257 0.93-0.95x); the knob read at
 * 129..256 (bcmp 0.95x, memcmp 0.99x). The loops are 16-byte aligned
 * (bcmp 512 was 0.96-0.98x without).
 *
 * memcmp above 32 bytes: the first 32 bytes first, out when they differ,
 * and 33..128 return 0 behind a branch when the rest is equal (glibc's
 * shape). The branch-free classes before were tuned on the bench's
 * synthetic differences (40% equal, else uniform in the length); the
 * traced programs' differences (memtune trace records them since this
 * change) are nothing like that: gcc 74% equal, git 99.98% equal, sort
 * never equal and always within the first 32 bytes. Zen 3 (EPYC family
 * 25 model 1), sort -o out lines.txt (LC_ALL=C, 16 MiB, 4.9M memcmp),
 * time(glibc)/time(memtune), 12 runs interleaved: branch-free 0.936, an
 * 8-byte first check 0.964, this 0.980; memtune bench macro --pairs 10:
 * sort 0.952 (memtune slower) -> 0.987, no program beyond its interval,
 * geometric mean 0.996. Traced replays, time(before)/time(this) (memtune
 * bench memcmp --dist traced/P/Memcmp.seq --diff-pos trace --order O
 * --impl mt,libc,<before.so>:mt_memcmp): sort 1.25-1.39, git 0.95-1.06,
 * gcc 0.97-1.00, python and sqlite 1.00; equal buffers 1.00-1.37 at
 * 33..128 B. The bench's synthetic model pays for it: with --diff-pos
 * random the branch mispredicts and 33..128 B take 2.1-2.9x the time of
 * the branch-free classes (glibc's time there); over the shipped
 * distributions with random differences the geometric means are 0.87
 * shuffled, 1.00 cycled, 0.97 in trace order of the branch-free speed,
 * still 1.83 / 1.11 / 1.08x glibc's (most of those calls are <= 32 B,
 * whose class is unchanged). 129..256 go to their own head test first.
 *
 * Size classes (each ends in its own ret):
 *   0..32     one ymm each, mask cut to n bits (bzhi)
 *   33..64    memcmp: the first 32 bytes, then the tail ymm; bcmp: head
 *             and tail ymm, no branch on the data
 *   65..128   memcmp: the first 32 bytes, then the other three ymm tested
 *             together and located when they differ; bcmp: two ymm from
 *             each end
 *   129..256  four ymm from each end, the and of their compares tested
 *             once per end (memcmp: the head first, then the tail)
 *   > 256     the knob (mt_*_repe_cmpsb from it), then the head, the
 *             aligned 128-byte loop and the rest of the last 128 bytes,
 *             out at the first group that differs */

#include "knob_offsets.h"
#include "memcmp_groups.h"

#define L(label) .L##label
#define A   %rdi
#define B   %rsi
#define LEN %rdx

/* Both windows of 0..32: n == 0 moves them to the red zone; a window that
 * crosses into the next page jumps to \exact. Leaves the "not equal" mask,
 * cut to n bits, in ecx, with ZF set when it is 0. */
.macro SMALL exact
	leaq	-32(%rsp), %rcx
	testq	LEN, LEN
	cmovzq	%rcx, A
	cmovzq	%rcx, B
	leaq	31(A), %rcx
	xorq	A, %rcx
	leaq	31(B), %r8
	xorq	B, %r8
	orl	%r8d, %ecx
	testl	$4096, %ecx			/* bit 12 of p ^ (p + 31) */
	jnz	\exact
	vmovdqu	(B), %ymm0
	vpcmpeqb (A), %ymm0, %ymm0
	vpmovmskb %ymm0, %ecx
	notl	%ecx
	bzhil	%edx, %ecx, %ecx
.endm

/* ymm4 = the "equal" masks of the 128 bytes at \a and \b, anded (one
 * bit a byte lane; all ones when they are equal); ymm0-3 keep the four
 * masks, ymm5 is scratch. */
.macro EQ128 a, b
	vmovdqu	(\b), %ymm0
	vpcmpeqb (\a), %ymm0, %ymm0
	vmovdqu	32(\b), %ymm1
	vpcmpeqb 32(\a), %ymm1, %ymm1
	vmovdqu	64(\b), %ymm2
	vpcmpeqb 64(\a), %ymm2, %ymm2
	vmovdqu	96(\b), %ymm3
	vpcmpeqb 96(\a), %ymm3, %ymm3
	vpand	%ymm1, %ymm0, %ymm4
	vpand	%ymm3, %ymm2, %ymm5
	vpand	%ymm5, %ymm4, %ymm4
.endm

/* > 256, the first 128 bytes found equal: 128-byte groups from the next
 * 32-byte boundary of A (its loads and compares aligned) while A is below
 * the last group, %r11; a group that differs jumps to \differ with its
 * masks in ymm0-4. Leaves A past %r11 by 0..127 bytes. Advancing one
 * pointer (b - a kept in B, which bought the AVX-512 ladder's loop 2-5%
 * at 300 B..18 KiB) did not help here: with this ladder forced on Zen 4
 * (MEMTUNE_FORCE=memcmp=ladder_avx2 scripts/bench-processes 3
 * build/tools/memtune/memtune bench memcmp --pattern offsets --sizes
 * 257,...,64K --impl libc,<before.so>:mt_memcmp,<after.so>:mt_memcmp,
 * <before copy>) 14..18 KiB took 1.03-1.04 of glibc's time against
 * 1.01-1.03, elsewhere even; EQ128's loads already alternate. */
.macro GROUPS differ
	TO_ALIGNED_GROUPS A, B
	.p2align 4
7:	EQ128	A, B
	vpmovmskb %ymm4, %ecx
	incl	%ecx
	jnz	\differ
	subq	$-128, A
	subq	$-128, B
	cmpq	%r11, A
	jb	7b
.endm

/* memcmp's answer: the byte at a + idx minus the byte at b + idx, then
 * vzeroupper and ret (idx rcx or rax; with rax, b's byte is loaded first,
 * since loading a's into eax overwrites the index).  */
.macro RET_BYTE_DIFF idx
.ifc \idx, %rax
	movzbl	(B, %rax), %r8d
	movzbl	(A, %rax), %eax
.else
	movzbl	(A, \idx), %eax
	movzbl	(B, \idx), %r8d
.endif
	subl	%r8d, %eax
	vzeroupper
	ret
.endm

	.text
	.p2align 6
	.globl	mt_memcmp_ladder_avx2
	.hidden	mt_memcmp_ladder_avx2
	.type	mt_memcmp_ladder_avx2, @function
mt_memcmp_ladder_avx2:
	.cfi_startproc
	cmpq	$32, LEN
	ja	2f
	/* 0..32 */
	SMALL	9f
	tzcntl	%ecx, %ecx			/* 32 when equal */
	andl	$31, %ecx			/* ... then index 0: equal bytes */
	RET_BYTE_DIFF %rcx

	.org	mt_memcmp_ladder_avx2 + 0x80, 0xcc
2:	cmpq	$128, LEN
	ja	8f				/* its own head test */
	vmovdqu	(B), %ymm0			/* the first 32 bytes alone */
	vpcmpeqb (A), %ymm0, %ymm0
	vpmovmskb %ymm0, %ecx
	incl	%ecx
	jnz	1f
	cmpq	$64, LEN
	ja	3f
	/* 33..64: the head is equal; the tail decides.  */
	vmovdqu	-32(B, LEN), %ymm1
	vpcmpeqb -32(A, LEN), %ymm1, %ymm1
	vpmovmskb %ymm1, %ecx
	incl	%ecx
	jnz	L(cmp_tail32)			/* the tail differs */
	xorl	%eax, %eax
	vzeroupper
	ret
	/* the 33..64 path above is the function's third 64-byte line (an
	 * error here if it grows past it); 65..128's main path the fourth,
	 * the blocks they jump to after it. Until 2026-11-27 the 33..64
	 * path began mid-line and ran into the next (65 bytes, its jump to
	 * the first 32 bytes' difference a long one): on Zen 4 with
	 * AVX-512 off (MEMTUNE_CPU_DISABLE=avx512f, GLIBC_TUNABLES=
	 * glibc.cpu.hwcaps=-AVX512F,-AVX512VL,-AVX512BW), equal 40 and 64 B
	 * 1.00 of glibc's time against 1.09-1.10, other sizes within 1%
	 * (scripts/bench-processes 3 build/tools/memtune/memtune bench
	 * memcmp --pattern offsets --sizes 8,...,200 --diff-pos none,random
	 * --impl libc,<before.so>:mt_memcmp,<this.so>:mt_memcmp); the
	 * replays even (docs/experiments/ladder-tiers/run memcmp, this
	 * listed second: hot 1.196 / 1.176, LLC 1.028 / 1.023). Not
	 * measured on an AVX2-only CPU.  */
	.org	mt_memcmp_ladder_avx2 + 0xc0, 0xcc
3:	/* 65..128: the head's first 32 bytes are equal; its second 32 and
	 * the last 64 are tested together, located only when they differ. */
	vmovdqu	32(B), %ymm1
	vpcmpeqb 32(A), %ymm1, %ymm1
	vmovdqu	-64(B, LEN), %ymm2
	vpcmpeqb -64(A, LEN), %ymm2, %ymm2
	vmovdqu	-32(B, LEN), %ymm3
	vpcmpeqb -32(A, LEN), %ymm3, %ymm3
	vpand	%ymm2, %ymm1, %ymm4
	vpand	%ymm3, %ymm4, %ymm4
	vpmovmskb %ymm4, %ecx
	incl	%ecx
	jnz	L(cmp_locate128)
	xorl	%eax, %eax
	vzeroupper
	ret
1:	/* the first 32 bytes differ: ecx + 1 has the first difference as
	 * its lowest set bit */
	tzcntl	%ecx, %ecx
	RET_BYTE_DIFF %rcx
L(cmp_tail32):
	tzcntl	%ecx, %ecx
	leaq	-32(A, LEN), A
	leaq	-32(B, LEN), B
	RET_BYTE_DIFF %rcx

L(cmp_locate128):
	movl	$-1, %ecx			/* bytes 0..31: equal */
	vpmovmskb %ymm1, %r8d
	vpmovmskb %ymm2, %r9d
	vpmovmskb %ymm3, %r10d
	shlq	$32, %r8
	orq	%r8, %rcx
	notq	%rcx				/* head: bytes 0..63 */
	shlq	$32, %r10
	orq	%r10, %r9
	notq	%r9				/* tail: bytes n-64..n-1 */
	tzcntq	%r9, %r8			/* 64 when the tail is equal */
	andl	$63, %r8d			/* ... then n - 64: equal bytes */
	leaq	-64(LEN, %r8), %r8
	tzcntq	%rcx, %rax			/* CF: the head is equal */
	cmovcq	%r8, %rax			/* the head decides when it differs */
	RET_BYTE_DIFF %rax

	.p2align 4
8:	cmpq	$256, LEN
	ja	4f				/* the knob before any load */
	/* 129..256: 128 bytes from each end, each tested once (glibc's
	 * vpand of the compares); the first that differs is located.  */
	EQ128	A, B
	vpmovmskb %ymm4, %ecx
	incl	%ecx
	jnz	6f				/* the head differs */
	leaq	-128(A, LEN), A
	leaq	-128(B, LEN), B
5:	EQ128	A, B				/* the last 128 bytes */
	vpmovmskb %ymm4, %ecx
	incl	%ecx
	jnz	6f				/* the tail differs */
	xorl	%eax, %eax
	vzeroupper
	ret
4:	/* > 256: the knob; the first 128 bytes, then groups from the next
	 * 32-byte boundary of A (its loads and compares aligned), then what
	 * is left of the last 128 bytes */
	cmpq	mt_knobs_local+KNOB(memcmp_repe_cmpsb_from)(%rip), LEN
	jae	mt_memcmp_repe_cmpsb		/* memcmp_rep.c */
	EQ128	A, B
	vpmovmskb %ymm4, %ecx
	incl	%ecx
	jnz	6f
	leaq	-128(A, LEN), %r11		/* the last group */
	GROUPS	6f
	/* A was past the last group by 0..127 bytes (ecx): below 64 the
	 * whole group is compared; from 64 only its second half, from 96
	 * only its last 32 bytes (glibc checks just what is left too) */
	movq	A, %rcx
	subq	%r11, %rcx
	subq	%rcx, A
	subq	%rcx, B
	cmpl	$64, %ecx
	jb	5b
	vpcmpeqb %ymm0, %ymm0, %ymm0		/* "equal": already compared */
	vmovdqa	%ymm0, %ymm1
	vmovdqa	%ymm0, %ymm2
	cmpl	$96, %ecx
	jae	3f
	vmovdqu	64(B), %ymm2
	vpcmpeqb 64(A), %ymm2, %ymm2
3:	vmovdqu	96(B), %ymm3
	vpcmpeqb 96(A), %ymm3, %ymm3
	vpand	%ymm3, %ymm2, %ymm4
	vpmovmskb %ymm4, %ecx
	incl	%ecx
	jnz	6f
	xorl	%eax, %eax
	vzeroupper
	ret
6:	/* the 128 bytes at A, B differ; ymm0-3 hold their "equal" masks */
	vpmovmskb %ymm0, %ecx
	vpmovmskb %ymm1, %r8d
	shlq	$32, %r8
	orq	%r8, %rcx
	notq	%rcx				/* bytes 0..63 */
	vpmovmskb %ymm2, %r9d
	vpmovmskb %ymm3, %r10d
	shlq	$32, %r10
	orq	%r10, %r9
	notq	%r9				/* bytes 64..127 */
	tzcntq	%r9, %r9
	addl	$64, %r9d
	tzcntq	%rcx, %rax			/* CF: bytes 0..63 are equal */
	cmovcq	%r9, %rax
	RET_BYTE_DIFF %rax

9:	/* a window crosses a page: the exact C ladder (n == 0 was moved to
	 * the red zone, where it compares nothing) */
	jmp	mt__memcmp_avx2_exact
	.cfi_endproc
	.size	mt_memcmp_ladder_avx2, .-mt_memcmp_ladder_avx2

	.p2align 6
	.globl	mt_bcmp_ladder_avx2
	.hidden	mt_bcmp_ladder_avx2
	.type	mt_bcmp_ladder_avx2, @function
mt_bcmp_ladder_avx2:
	.cfi_startproc
	cmpq	$32, LEN
	ja	2f
	/* 0..32 */
	SMALL	9f
	setnz	%al
	movzbl	%al, %eax
	vzeroupper
	ret

	.p2align 4
2:	cmpq	$64, LEN
	ja	3f
	/* 33..64: head and tail.  */
	vmovdqu	(B), %ymm0
	vpxor	(A), %ymm0, %ymm0
	vmovdqu	-32(B, LEN), %ymm1
	vpxor	-32(A, LEN), %ymm1, %ymm1
	vpor	%ymm1, %ymm0, %ymm0
	xorl	%eax, %eax
	vptest	%ymm0, %ymm0
	setnz	%al
	vzeroupper
	ret

	.p2align 4
3:	cmpq	$128, LEN
	ja	8f
	/* 65..128: two ymm from each end.  */
	vmovdqu	(B), %ymm0
	vpxor	(A), %ymm0, %ymm0
	vmovdqu	32(B), %ymm1
	vpxor	32(A), %ymm1, %ymm1
	vmovdqu	-64(B, LEN), %ymm2
	vpxor	-64(A, LEN), %ymm2, %ymm2
	vmovdqu	-32(B, LEN), %ymm3
	vpxor	-32(A, LEN), %ymm3, %ymm3
	vpor	%ymm1, %ymm0, %ymm0
	vpor	%ymm3, %ymm2, %ymm2
	vpor	%ymm2, %ymm0, %ymm0
	xorl	%eax, %eax
	vptest	%ymm0, %ymm0
	setnz	%al
	vzeroupper
	ret

	.p2align 4
8:	cmpq	$256, LEN
	ja	4f
	/* 129..256: 128 bytes from each end, no branch on the data.  */
	EQ128	A, B
	vmovdqa	%ymm4, %ymm6
	leaq	-128(A, LEN), A
	leaq	-128(B, LEN), B
	EQ128	A, B
	vpand	%ymm6, %ymm4, %ymm4
	vpmovmskb %ymm4, %ecx
	xorl	%eax, %eax
	incl	%ecx
	setnz	%al
	vzeroupper
	ret
4:	/* > 256: 128-byte groups, the first at A, the next from the 32-byte
	 * boundary of A after it, the last at the end; out at the first
	 * group that differs */
	cmpq	mt_knobs_local+KNOB(bcmp_repe_cmpsb_from)(%rip), LEN
	jae	mt_bcmp_repe_cmpsb		/* memcmp_rep.c */
	leaq	-128(A, LEN), %r11		/* the last group */
	EQ128	A, B
	vpmovmskb %ymm4, %ecx
	incl	%ecx
	jnz	5f
	GROUPS	5f
	subq	%r11, A				/* past the last group by 0..127 */
	subq	A, B
	cmpl	$64, %edi
	jae	3f
	EQ128	%r11, B
	vpmovmskb %ymm4, %ecx
	incl	%ecx
	jmp	5f
3:	/* 64 or more: only its second half is left */
	vmovdqu	64(B), %ymm2
	vpcmpeqb 64(%r11), %ymm2, %ymm2
	vmovdqu	96(B), %ymm3
	vpcmpeqb 96(%r11), %ymm3, %ymm3
	vpand	%ymm3, %ymm2, %ymm4
	vpmovmskb %ymm4, %ecx
	incl	%ecx
5:	setnz	%al
	movzbl	%al, %eax
	vzeroupper
	ret

9:	jmp	mt__bcmp_avx2_exact
	.cfi_endproc
	.size	mt_bcmp_ladder_avx2, .-mt_bcmp_ladder_avx2

/* The AVX2 drop-in library (preload/) exports these under libc's names. */
#if defined(MT_PRELOAD_TIER) && MT_PRELOAD_TIER == 2
	.globl	memcmp
	.type	memcmp, @function
	.set	memcmp, mt_memcmp_ladder_avx2
	.globl	bcmp
	.type	bcmp, @function
	.set	bcmp, mt_bcmp_ladder_avx2
	.globl	__memcmpeq
	.type	__memcmpeq, @function
	.set	__memcmpeq, mt_bcmp_ladder_avx2
#endif

	.section .note.GNU-stack, "", @progbits
