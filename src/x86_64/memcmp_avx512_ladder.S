/* mt_memcmp_ladder_avx512 and mt_bcmp_ladder_avx512, in assembly at every
 * size, for the layout of their branches; from the *.repe_cmpsb_from
 * knobs (read above 256 bytes only) they jump to mt_memcmp_repe_cmpsb /
 * mt_bcmp_repe_cmpsb (memcmp_rep.c). memcmp_avx512.c has the plain
 * strategies and the path names.
 *
 * Assumptions:
 *  - x86-64 SysV ABI: rdi = a, rsi = b, rdx = n; the answer in eax.
 *  - AVX-512F/BW and BMI1/2 (dispatch checks CPUID and XGETBV).
 *  - Only zmm16-20 and k0-k4 are written, so no vzeroupper is needed
 *    (the transition penalty concerns ymm0-15; glibc's *_evex functions
 *    rely on the same rule).
 *  - Zero-masking loads, and compares whose memory operand is masked,
 *    never fault on the masked-off bytes (glibc's __memcmpeq_evex relies on
 *    the second). bcmp reads nothing outside [a, a + n) and [b, b + n);
 *    memcmp's 0..7 reads a whole 8-byte word from each pointer (as
 *    glibc's __memcmp_evex_movbe reads a 32-byte window), the bytes past
 *    n masked out (bzhi) and never past the end of the page (a word
 *    that would cross it takes the masked load). A read cannot fault inside a
 *    mapped page; checkers that track bytes (valgrind without
 *    --partial-loads-ok) may still report it. From 33 bytes on every
 *    load lies inside the buffers.
 *  - memcmp returns the difference of the first unequal bytes (as
 *    unsigned char) at every size; bcmp returns 0 when equal, else
 *    nonzero (a mask of the differing bytes or dwords: all that bcmp and
 *    __memcmpeq promise).
 *
 * Masked windows and pages (memset_avx512_ladder.S has the measurements):
 * a masked load whose masked-off bytes lie on a page the CPU has not marked
 * accessed -- page 0 for memcmp(NULL, NULL, 0), a PROT_NONE page that a
 * pointer one past the end of a buffer points at, an unmapped page after
 * the buffer -- is a microcode assist, 90-160 ns on Zen 4 (taskset -c 1
 * memtune bench edges --ops memcmp,bcmp). For n == 0 bcmp's 0..32 class
 * points both windows at the red zone below %rsp (a cmov on bzhi's zero
 * flag; the stack's pages are in practice always accessed) and memcmp's
 * 0..32 class returns 0 on a branch of its own (two instructions fewer:
 * docs/experiments/ladder-tiers/run memcmp mt,<redirect.so>:mt_memcmp,
 * every fleet and traced distribution, both orders, geometric means of
 * glibc's time / this one's: hot 1.36 against 1.29, trace order 0.99
 * against 0.94, cold 1.09 against 1.04), so no zero-length call touches
 * the caller's pointers. The same branch in bcmp (same command, nine
 * fleet distributions): cold 1.45 against 1.36, hot 1.81 against 1.97,
 * Bcmp_4 (36% of its calls n == 0) shuffled 1.37 against 2.74 and cycled
 * 1.09, below 1.10: bcmp keeps the redirect. Windows that cross into
 * the next page are not checked here. A check measured on this class (a
 * page start in (p - 1, p + 63], which also sent page-aligned pointers,
 * 1 in 64 of the replays' calls, to a mispredicted exact path) cost
 * 20-25% on the fleet compare replays (Bcmp_Fleet hot 4.03 against 3.26
 * ns; memtune bench bcmp --dist .../Bcmp_Fleet.csv --diff-pos random
 * --impl libc,mt,<old.so>:mt_bcmp). The crossing-only check of the copy
 * ladder's masked class (until 2026-11-27: bit 12 of p ^ (p + 63) for a
 * and b, after the red-zone move) cost bcmp 10-14% hot and 12-18% cold
 * and memcmp 5-11% hot on Fleet, _1, _3 and _4 (same command, --cache
 * L1,LLC, against this version in one run). A compare, unlike a store
 * into a fresh buffer, meets a page end rarely, so comparing the last
 * bytes before an unmapped page keeps the assist, as in glibc 2.36's
 * __memcmp_evex_movbe and __memcmpeq_evex (90-125 ns there). The
 * redirect itself costs 0-9% hot on the same replays and makes Bcmp_4
 * (36% of its calls n == 0) 15-20% faster cold: a masked load with an
 * empty mask still fetches its line.
 *
 * Why assembly: in C, GCC 12 funnels every class through one shared
 * "vzeroupper; ret" block: two more taken branches on 65..128, each about
 * 0.7 TSC ticks per call on Zen 4 in a call-bound loop.
 *
 *   bcmp:
 *   0..32    one masked 32-byte load and one masked compare with memory.
 *   33..64   head and tail 32-byte vectors.
 *   65..128  head and tail vectors, no branch on the data.
 *            Until 2026-11-27 0..64 was one class, a 64-byte masked load
 *            (no compare on n below 64): over the nine fleet
 *            distributions (docs/experiments/ladder-tiers/run bcmp
 *            mt,<one-class.so>:mt_bcmp [--mode use], Zen 4, geometric
 *            means of glibc's time / this one's, these classes / the
 *            one) hot 1.638 / 1.930 (the shuffled replays mispredict the
 *            compare on 32: worst row 1.67 / 2.58), from the LLC 1.466 /
 *            1.326 (cycled rows 0.93-1.06 / 0.79-0.92: a 64-byte masked
 *            load fetches both of its lines whatever its mask), with the
 *            caller rewriting a's first 8 bytes before each call (--mode
 *            use) hot 1.269 / 1.154, LLC 1.350 / 1.233.
 *   The answer of every class is a mask moved to eax: kmovd (0..32), or
 *            the xors or'ed by ternlog, vptestmd and kmovw; not kortest
 *            and setne, as until late 2026-11-27 (0..32 B 2% faster,
 *            33..128 even: the command below, --sizes 8,32,...,128).
 *   129..256 the first and the last 128 bytes, eight 32-byte vectors, one
 *            test. Four 64-byte vectors until late 2026-11-27: with a and b
 *            off line boundaries (a % 64 = 8, b % 64 = 40) every one of
 *            them splits a line and they took 1.05-1.08 of glibc's time,
 *            the 32-byte ones 0.98-1.02; on boundaries 0.92-1.03 against
 *            0.92-1.00, first differences at random 0.30-0.48 against
 *            0.28-0.42, fenced single calls from the LLC (--mode latency)
 *            1.01-1.02 against 1.00-1.01. From the LLC in the plain loop the
 *            64-byte vectors were faster (0.75-0.87 of glibc's time against
 *            0.89-1.01: half the loads, more calls in flight), and a branch
 *            taking them only with a and b on boundaries cost the aligned
 *            129 B 1.08 (its tail loads split too). (scripts/bench-processes
 *            3 build/tools/memtune/memtune bench bcmp --pattern offsets
 *            [--src-align 8 --dst-align 2088] [--cache LLC] [--mode
 *            latency] [--diff-pos random] --sizes 129,160,192,256 --impl
 *            libc,<before.so>:mt_bcmp,<this.so>:mt_bcmp.) The fleet
 *            replays (docs/experiments/ladder-tiers/run bcmp) even hot,
 *            1.649 against 1.644, from the LLC 1.536 against 1.495.
 *            Until 2026-11-27 the 64-byte vectors were in the C half after a tail
 *            call and a read of bcmp.repe_cmpsb_from (values below 257
 *            now act as 257): equal buffers at 129/192/256 B 1.01/0.89/
 *            0.93 of glibc's time against 1.04/0.97/0.96, first
 *            differences at random 0.46/0.33/0.29 against 0.48/0.34/0.30
 *            (scripts/bench-processes 4 build/tools/memtune/memtune bench
 *            bcmp --pattern offsets --sizes 100,129,192,256,257 --diff-pos
 *            none,random --impl libc,<before.so>:mt_bcmp,<this.so>:mt_bcmp,
 *            <before copy.so>:mt_bcmp; 257 B unchanged, 1.04). Also
 *            tried, 257..512 the same way (eight 64-byte pairs, the first
 *            and the last 256 bytes, one test): 1.4-1.7x glibc's time,
 *            the halves overlapping (257 B reads almost everything
 *            twice); the groups of 128 stay (same command,
 *            --sizes 257,300,384,450,512,600).
 *   memcmp:
 *   8..256   words first (at the function's entry): 8..15 the first and
 *            last 8 bytes, no branch on the data; from 16 the first 16
 *            bytes, out when they differ; 16..32 then the last 16 as
 *            8..15. The classes below take 0..7 and, from byte 0, what
 *            the words found equal above 32 B.
 *   0..7     both first words, their xor cut to n bytes (masked vector
 *            loads only when a word would reach past its page's end:
 *            the class's comment); 0 behind a branch when nothing
 *            differs, else the words' tail; n == 0 returns 0 on a branch
 *            of its own. Until 2026-11-28 this class was 0..32 with one
 *            32-byte vector compare, as the next paragraph has it.
 *   33..128  a vector at each end (32-byte to 64 B, 64-byte above), one
 *            branch on both: 0 behind it, else the first difference (by
 *            cmov). Until 2026-11-28 glibc's shape: the first 32 bytes,
 *            out at their first difference, then the rest (the class's
 *            comment).
 *   Up to 128 B this was glibc's shape (__memcmp_evex_movbe) from
 *   2026-11-27 until the words came first. Before, 0..32 and the tails
 *   of 33..128 had no branch on the data: an equal range picked index 0
 *   by cmov and the bytes there were loaded and subtracted anyway, first with a 64-byte masked load at
 *   0..32, then (b178421) a 32-byte one. Zen 4, over every shipped memcmp
 *   distribution, the traced programs with the first differences they
 *   met (docs/experiments/ladder-tiers/run memcmp
 *   mt,<branch-free.so>:mt_memcmp [--mode use]; geometric means of
 *   glibc's time / this one's, these classes / branch-free with 32-byte
 *   masks / with 64-byte masks):
 *     the traced programs in their order, hot     0.995 / 0.981 / 0.953
 *       from the LLC                              0.994 / 0.918 / 0.842
 *       the caller rewriting a's first 8 bytes
 *       before each call (--mode use), hot        1.001 / 0.887 / 0.815
 *     every row, hot                              0.989 / 1.344 / 1.309
 *       from the LLC                              0.995 / 1.194 / 1.132
 *   and at fixed sizes on equal buffers (memtune bench memcmp --pattern
 *   offsets --sizes 2,8,...,128 --cache L1,LLC --impl
 *   libc,mt,<branch-free.so>:mt_memcmp) 0.92-1.10 of glibc's time hot
 *   (40 and 64 B 1.02-1.10 from run to run, the rest 0.92-1.03) and
 *   0.95-1.03 from the LLC, against 0.92-1.11 and 1.06-1.19 (more
 *   instructions per call: fewer calls in flight while lines arrive).
 *   The branch-free classes won only the fleet replays, whose synthetic
 *   first differences (--diff-pos random: 40% equal, else anywhere)
 *   mispredict a branch on the data; the traced programs compare equal
 *   buffers (git, python) or differ where a call site predicts, so the
 *   choice follows them (as it did for 33..128 before, below). Also
 *   tried: 4..7 and 0..3 B as scalar words (two 4-byte loads per
 *   buffer, byte-swapped, branch on equal): with --mode use 0.34 and
 *   0.58 of glibc's time on python's and sqlite's traces (a load inside
 *   the 8 bytes the caller just stored takes them from the store buffer;
 *   a vector load over them waits until the store reaches the cache),
 *   but 1.11-1.33 in the plain loop (python, sqlite, gcc) and 1.33 at a
 *   fixed 2 B.
 *   129..256 memcmp: the first 128 bytes one 32-byte vector at a
 *            time, out at the first that differs, then the last 128 in
 *            one test (glibc's shape, with its fused xor-or ternlog).
 *            memcmp.repe_cmpsb_from is not read here (values below 257
 *            act as 257): repe cmpsb takes over 100 cycles at these
 *            sizes, the vectors under 20, and reading the knob cost the
 *            class about 5%: equal buffers at 129/192/256 B 1.03-1.04 of
 *            glibc's time against 1.06-1.09, first differences at random
 *            0.90-1.05 against 0.92-1.13 (scripts/bench-processes 4
 *            build/tools/memtune/memtune bench memcmp --pattern offsets
 *            --sizes 129,192,256 --diff-pos none,random --impl
 *            libc,<before.so>:mt_memcmp,<this.so>:mt_memcmp,<before
 *            copy.so>:mt_memcmp; the two copies of the old agree).
 *            Until 2026-11-27 the C half's four 64-byte vectors after a
 *            tail call (the knob read there): equal buffers at 129, 160,
 *            192, 256 B 1.02-1.06 of glibc's time against 1.08-1.17,
 *            first differences at random 0.91-1.07 against 0.95-1.16
 *            (scripts/bench-processes 3 build/tools/memtune/memtune bench
 *            memcmp --pattern offsets --sizes 129,160,192,256 --diff-pos
 *            none|random --cache L1,LLC --impl
 *            libc,<this.so>:mt_memcmp,<before.so>:mt_memcmp; from the LLC
 *            1.02-1.07 against 1.03-1.07).
 *   > 256    the repe knob, then 128-byte groups, the first unaligned,
 *            the rest from a's next 32-byte boundary, and what is left
 *            of the last 128 bytes (GT256); a group that differs is
 *            located without a branch on which half holds it (memcmp:
 *            differences at random places in 257 B..1 KiB took 0.85-1.06
 *            of glibc's time with that, 1.00-1.22 with a branch on the
 *            first 64 bytes, when this was C: scripts/bench-processes 2
 *            build/tools/memtune/memtune bench memcmp --pattern offsets
 *            --sizes 257,300,384,512,1024 --diff-pos random --impl
 *            libc,<this.so>:mt_memcmp,<before.so>:mt_memcmp).
 *
 * memcmp's classes follow what programs compare (docs/experiments/
 * cmp-small, Zen 4, the traced programs' calls with their first
 * differences): sort's differ in the first 32 bytes in every call, and
 * it compares lines spread over 16 MiB, so its compares are cold. Until
 * this layout 0..64 was one branch-free class (first a second "below"
 * compare and a shrx, then, six instructions fewer, the bytes at the
 * index) and 65..128 compared both vectors; sort with the drop-in took
 * 1.07x glibc's CPU time (user+sys, medians of 40 interleaved runs of
 * sort -o out lines.txt, LC_ALL=C, LD_PRELOAD of the tier object; the
 * paired ratios' 20-80% range 1.00-1.13), now 0.99x (0.92-1.11); memtune
 * bench macro --workloads sort --pairs 12: 0.973 [0.945..0.999], from
 * 0.946 [0.936..0.963] at 16 pairs. Replays of the traced calls in trace
 * order, time / glibc's, geometric means over gcc, git, python, sort and
 * sqlite (memtune bench memcmp --dist traced/P/Memcmp.seq --diff-pos
 * trace --order trace --cache L1,LLC --impl libc,mt,<before>:memcmp, both
 * orders): 1.22 -> 1.14 from the LLC (sort 1.23 -> 1.02, git 1.30 ->
 * 1.09), 1.06 -> 1.08 hot. The price is on fleetbench's synthetic model
 * (--diff-pos random: 40% equal, else uniform), where the branch on the
 * first 32 bytes mispredicts: shuffled Memcmp_1 and _Fleet 0.69 and 0.68
 * of glibc's time against 0.38 and 0.43 before (geometric mean of the
 * shuffled replays 0.57 -> 0.70), as the AVX2 ladder paid for the same
 * change on Zen 3. */

#include "knob_offsets.h"
#include "memcmp_groups.h"

#define L(label) .L##label
#define A    %rdi
#define B    %rsi
#define LEN  %rdx

/* memcmp's answer from two words of each buffer: a's and b's first in
 * rax and rcx, the last 8 bytes (at n - 8) loaded here; the first decide
 * unless equal. No branch on the data.  */
.macro LAST_WORD_ANSWER
	movq	-8(A, LEN), %r8
	movq	-8(B, LEN), %r9
	xorl	%edx, %edx
	cmpq	%rcx, %rax
	cmoveq	%r8, %rax		/* the first words equal: the last decide */
	cmoveq	%r9, %rcx
	bswapq	%rax
	bswapq	%rcx
	cmpq	%rcx, %rax
	seta	%dl
	sbbl	%eax, %eax		/* -1 below, 0 otherwise */
	orl	%edx, %eax		/* -1, 0 or 1 */
	ret
.endm

/* memcmp: the 32 bytes at off, out to `differs` (the equal mask plus one
 * in ecx: its lowest set bit is the first difference) when any of them
 * differ.
 *  - b loaded, a the compare's memory operand (glibc's order): with a 40
 *    bytes past a line boundary, 160 and 256 B took 1.09 of glibc's time
 *    against 1.13-1.17 the other way round, other alignments even; the
 *    same swap in the 129..256 tail, the 33..64 tail and 65..128 did not
 *    help (1.09-1.13, and 0.94-0.95 at 100 B against 0.92-0.93;
 *    scripts/bench-processes 3 build/tools/memtune/memtune bench memcmp
 *    --pattern offsets --src-align 0,8 --dst-align 0,2088 --sizes
 *    48,100,160,256 --impl libc,<before.so>:mt_memcmp,<this.so>:mt_memcmp).
 *  - a GPR test of the mask: with kortestd, 129..256 B measured 3-7%
 *    slower (one run of two processes: scripts/bench-processes 2
 *    build/tools/memtune/memtune bench memcmp --pattern offsets --sizes
 *    40,100,129,192,256 --impl libc,<this.so>:mt_memcmp,<kortest.so>:mt_memcmp).
 *  - vpcmpeqb and inc (glibc's AVX2 idiom) rather than vpcmpneqb and
 *    test: one byte shorter (the 33..64 path used it to fit its line
 *    until 2026-11-28).  */
.macro CMP_VEC32 off, v, differs
	vmovdqu64 \off(B), \v
	vpcmpeqb \off(A), \v, %k1
	kmovd	%k1, %ecx
	incl	%ecx
	jnz	\differs
.endm

/* memcmp's answer: the byte at a + rcx minus the byte at b + rcx (rcx
 * the index of the first difference, a and b the bases it counts from).  */
.macro RET_BYTE_DIFF a, b
	movzbl	(\a, %rcx), %eax
	movzbl	(\b, %rcx), %edx
	subl	%edx, %eax
	ret
.endm

/* One of ANY128's loads from b: \off(\b), or \off(\a, \b) when \b holds
 * b - a (\idx 1).  */
.macro LOAD_B off, a, b, idx, reg
.if \idx
	vmovdqu64 \off(\a, \b), \reg
.else
	vmovdqu64 \off(\b), \reg
.endif
.endm

/* Any difference in the 128 bytes at \a, \b (with \idx 1, \b holds b -
 * a): four 32-byte xors or'ed (glibc's fused ternlog), the mask of the or
 * in ecx, nonzero when they differ, then a jump to \differs. Loads in
 * glibc's order, b's and a's vectors alternating (GT256's history has
 * what it changed).  */
.macro ANY128 a, b, differs, idx=0
	LOAD_B	0, \a, \b, \idx, %ymm16
	vpxorq	(\a), %ymm16, %ymm16
	LOAD_B	32, \a, \b, \idx, %ymm17
	vpxorq	32(\a), %ymm17, %ymm17
	LOAD_B	64, \a, \b, \idx, %ymm18
	vpxorq	64(\a), %ymm18, %ymm18
	LOAD_B	96, \a, \b, \idx, %ymm19
	vpternlogd $0xde, 96(\a), %ymm16, %ymm19	/* 16 | (19 ^ a) */
	vpternlogd $0xfe, %ymm17, %ymm18, %ymm19	/* 16 | 17 | 18 | 19 */
	vptestmb %ymm19, %ymm19, %k1
	kmovd	%k1, %ecx
	testl	%ecx, %ecx
	jnz	\differs
.endm

/* n > 256, after the knob: the first 128 bytes, then 128-byte groups
 * from A's next 32-byte boundary (its loads aligned: an unaligned 32-byte
 * load spans two lines half the time, then costs two L1 accesses) while
 * A is below the last group (r11; the loop keeps B - A in B and
 * advances A alone), then only what is left of the last
 * group: all of it, its last 64 or its last 32 bytes (glibc's
 * __memcmp_evex_movbe does the same). A group that differs jumps to
 * \differs with A and B at it (bytes before the part compared are known
 * equal); falls through when all are equal. Writes ymm16-19, k1, rcx,
 * r11, A and B.
 * History, Zen 4, time relative to glibc 2.36 (scripts/bench-processes 3
 * build/tools/memtune/memtune bench memcmp|bcmp --pattern offsets
 * [--src-align 8 --dst-align 2088|2048] [--cache LLC] [--diff-pos random]
 * --sizes 257,300,350,384,450,512,600,1024,4096 --impl libc,<before.so>:
 * mt_memcmp,<after.so>:mt_memcmp,<before copy>; memcmp and bcmp alike
 * within 0.05 unless named):
 *  - until late 2026-11-27 a C half behind a tail call, its groups at
 *    0, 128, 256 (from 385 B) and n - 128, none aligned: with a % 64 = 8
 *    and b % 64 = 40, 257..512 B took 0.95-1.16 of glibc's time, 1 and
 *    4 KiB 1.01-1.03, from the LLC 1.00-1.23;
 *  - then this shape in C (aligned groups, only what is left): those
 *    rows 0.85-1.00, 0.92-0.98 and 0.98-1.05, but on line boundaries 384
 *    B 1.04-1.12 (the loop's extra branches: the unaligned groups had
 *    been straight code);
 *  - here, in the ladder (no tail call, no second size test): on line
 *    boundaries memcmp 257..512 B 0.87-1.02 against 0.98-1.11 for the C
 *    loop (384 B 1.00 against 1.05), bcmp 0.92-1.00 against 0.95-1.05
 *    but 257 B 1.13 against 1.10 in two processes of three; off them
 *    memcmp 0.83-0.98 against 0.86-1.01, bcmp 0.83-0.98 against
 *    0.84-1.02; random first differences memcmp 0.84-0.98 against
 *    0.86-1.07; from the LLC 0.96-1.03 against 0.97-1.06;
 *  - then glibc's loop order: b's and a's loads alternating (they were
 *    b's four, then a's four) and, in the loop, one pointer advanced
 *    (b - a kept in B). On line boundaries memcmp 14..20 KiB, where the
 *    two buffers outgrow the L1: 1.00-1.02 against 1.03-1.08 (16 KiB
 *    1.023 against 1.076); 300 B..4 KiB 0.98-1.00 against 1.01 in one
 *    host state, 1.00-1.05 against 1.03-1.07 in another; random first
 *    differences 512 B..16 KiB 0.84-0.98 against 0.88-1.00; off line
 *    boundaries 257 B..4 KiB 0.83-0.98 against 0.85-0.99; bcmp 16 and
 *    18 KiB 1.00 against 1.05-1.06; from the LLC and i-cache cold
 *    (--mode latency-cold) within the A/A spread (2026-11-28, Zen 4,
 *    --sizes 257,300,384,512,1K,4K,14K,16K,18K,20K,64K, three or four
 *    processes; two copies of the old library within 0.02). The first
 *    and last groups indexed too (one pointer throughout) cost memcmp
 *    384 B..1 KiB 2% (1.03-1.07 against 1.01-1.05).  */
.macro GT256 differs, knob_w
	ANY128	A, B, \differs
	leaq	-128(A, LEN), %r11
	cmpq	mt_knobs_local+\knob_w(%rip), LEN
	jae	7f
	TO_ALIGNED_GROUPS A, B
	subq	A, B			/* b - a, in the loop */
	.p2align 4
1:	ANY128	A, B, 5f, 1
	subq	$-128, A
	cmpq	%r11, A
	jb	1b
6:	addq	A, B
	movq	A, %rcx
	subq	%r11, %rcx		/* 0..127: compared past the last group */
	subq	%rcx, A
	subq	%rcx, B			/* A and B at the last group */
	cmpl	$64, %ecx
	jb	2f
	cmpl	$96, %ecx
	jae	3f
	vmovdqu64 64(B), %ymm16		/* its last 64 bytes */
	vmovdqu64 96(B), %ymm17
	vpxorq	64(A), %ymm16, %ymm16
	vpternlogd $0xde, 96(A), %ymm16, %ymm17	/* 16 | (17 ^ a) */
	vptestmb %ymm17, %ymm17, %k1
	kmovd	%k1, %ecx
	testl	%ecx, %ecx
	jnz	\differs
	jmp	4f
3:	vmovdqu64 96(B), %ymm16		/* its last 32 bytes */
	vpcmpneqb 96(A), %ymm16, %k1
	kmovd	%k1, %ecx
	testl	%ecx, %ecx
	jnz	\differs
	jmp	4f
5:	addq	A, B			/* b again, at the group that differs */
	jmp	\differs
7:	/* From *.loop64_from: the groups from A's next line boundary, each
	 * as two 64-byte vectors (their xors or'ed, a dword mask of the or:
	 * ecx nonzero when they differ, as \differs expects).  */
	movq	A, %rcx
	andq	$-64, %rcx
	subq	$-128, %rcx
	subq	A, %rcx			/* 65..128 */
	addq	%rcx, A
	addq	%rcx, B
	subq	A, B
	.p2align 4
8:	vmovdqu64 (A, B), %zmm16
	vpxorq	(A), %zmm16, %zmm16
	vmovdqu64 64(A, B), %zmm17
	vpternlogd $0xde, 64(A), %zmm16, %zmm17	/* 16 | (17 ^ a) */
	vptestmd %zmm17, %zmm17, %k1
	kmovw	%k1, %ecx
	testl	%ecx, %ecx
	jnz	5b
	subq	$-128, A
	cmpq	%r11, A
	jb	8b
	jmp	6b
2:	ANY128	A, B, \differs		/* all of it */
4:
.endm

/* n > 256: repe cmpsb (memcmp_rep.c) from the knob at \knob, else GT256;
 * 0 when all are equal.  */
.macro MORE_256 knob, repe, differs, knob_w
	cmpq	mt_knobs_local+\knob(%rip), LEN
	jae	\repe
	GT256	\differs, \knob_w
	xorl	%eax, %eax
	ret
.endm

	.text
	.p2align 6
	.globl	mt_memcmp_ladder_avx512
	.hidden	mt_memcmp_ladder_avx512
	.type	mt_memcmp_ladder_avx512, @function
mt_memcmp_ladder_avx512:
	.cfi_startproc
	/* From 8 B to 256, words before any size class: 8..15 as the
	 * first and the last 8 bytes, no branch on the data (L(cmp_8_15):
	 * the last word decides when the first are equal, byte-swapped and
	 * compared); from 16 the first 16 bytes as two words, one branch
	 * on both (L(cmp_16_diff) picks the first that differs), then
	 * 16..32 the last 16 the same way as 8..15, 33..256 the vector
	 * classes below from byte 0. Not above 256, where
	 * memcmp.repe_cmpsb_from may ask for repe cmpsb alone (nothing read
	 * past a first difference: test_tunables probes it).
	 * GNU sort (the macro's, LC_ALL=C: 10.6 M memcmp calls a second,
	 * 43.6 B on average, the result taken by a branch that mispredicts)
	 * with only memcmp replaced (docs/experiments/memcmp-word-first/run
	 * memcmp: an LD_PRELOAD shim calling each library's memcmp through a
	 * pointer, glibc's through the same shim = 1, 20-30 interleaved
	 * runs): the vector classes alone 0.985-0.996 of glibc's speed, the
	 * first word before them 1.013-1.035, two words each with its branch
	 * 1.016-1.072, this 1.044-1.051 (two runs in which the two branched
	 * words read 1.016-1.019); the words only after the compare on
	 * 32 0.986-0.995 (sort's compares differ in their first bytes, so
	 * the branch on the first words is predicted while the size
	 * branches, on sizes that do not repeat, are not: the words must
	 * come first); one 32-byte vector first, its mask cut by bzhi to n
	 * (no size branch below 256 before it) 0.986-0.999; the generic
	 * `word` strategy (words throughout) 1.063. python, sqlite, git
	 * within the A/A spread. `memtune bench macro --workloads sort
	 * --pairs 30` with the two branched words: 1.057 [1.037..1.070]
	 * "memtune faster", 0.982 [0.972..0.988] "memtune slower" before.
	 * The models score the words lower than the vectors alone, less so
	 * in this form: over every shipped memcmp distribution hot, the
	 * vectors alone 1.017 of glibc's speed, two branched words
	 * 0.775-0.794 (trace order 0.894-0.931), this 0.872-0.877
	 * (0.956-0.958), from the LLC 0.990 / 0.749-0.768 / 0.843-0.844
	 * (where first differences fall at random the
	 * branch on the first words is a coin toss; fleet distributions with
	 * most calls below 8 B or cycled, where glibc's branches are learned,
	 * keep their 0.6-0.7). Fixed sizes, time relative to glibc: equal
	 * buffers 8 B 1.00 (two branched words 1.25), 16..32 B 1.19-1.28
	 * (the same), 40..100 B 0.97-1.05 (1.01-1.19); first differences at
	 * random 8 B 0.29 (0.83), 16..32 B 0.76-0.89 (1.09-1.20), 40..200 B
	 * 0.90-1.03 (0.91-1.04) (scripts/bench-processes 2
	 * build/tools/memtune/memtune bench memcmp --pattern offsets
	 * --sizes 4,8,16,24,32,40,64,100,200 --diff-pos none,random --impl
	 * libc,<before.so>:mt_memcmp,<this.so>:mt_memcmp,<before copy>;
	 * docs/experiments/ladder-tiers/run memcmp <before.so>:mt_memcmp,
	 * <this.so>:mt_memcmp,<copies>). Zen 5, 2026-11-28; on Zen 4 the
	 * first word had been turned down on the replays (L(cmp_more_32)),
	 * no program timed. docs/experiments/memcmp-word-first has the
	 * runs.
	 * gcc's compares (data/distributions/traced/gcc): 71% of them 1..16
	 * B, nearly all equal, the sizes in a repeating mix that crosses
	 * the 0..7 / 8..15 split (3, 9, 13, 11, 7, 8, 4, ...). In their
	 * order the calls up to 32 B take 1.40-1.50x glibc's time (one
	 * class, no size branch, in glibc), the whole trace 0.77-0.81 of
	 * glibc's speed (memtune bench memcmp --dist <the trace's calls up
	 * to 32 B, or all> --order trace --diff-pos trace --impl libc,mt).
	 * Tried on Zen 5, 2026-11-28, not taken: one class for 0..16 (the
	 * words at 0 and 8, both xors cut to n bytes by bzhi, one branch on
	 * both) falling through at the entry, 17..256 behind a taken branch
	 * on a line of its own: gcc's trace 0.94-0.99 and those calls 1.15x,
	 * every traced program in order, hot, 1.034-1.051 against
	 * 0.991-1.027 (docs/experiments/ladder-tiers/run memcmp
	 * <before.so>:mt_memcmp,<this.so>:mt_memcmp,<copies>); but python's
	 * 3..6 B from the LLC 0.77 of glibc's speed against 0.89 (six more
	 * instructions a call, fewer calls' misses in flight: fixed 3..6 B
	 * from the LLC 1.30x glibc's time against 1.17x), and sort with
	 * only memcmp replaced 1.034 against 1.050-1.058 (the taken branch;
	 * docs/experiments/memcmp-word-first/run memcmp 15 sort
	 * <before>,<this>,<before copy>; python 0.999 against 1.008-1.011).
	 * The class behind the taken branch instead (17..256 falling
	 * through): python's compares 0.87 hot (1.00 before), sort even.
	 * Its answer branch-free (as LAST_WORD_ANSWER): first differences at
	 * random 1..16 B 0.30 of glibc's time against 0.27-0.86, but
	 * python's trace 0.79 hot and 0.59 from the LLC. sort is the
	 * program whose time memcmp is; these classes stay.  */
	/* The classes by three compares, 0..7 behind the first: until
	 * 2026-11-28 one compare sent both 0..7 and above 256 to a block
	 * that compared n with 32 (n - 8 > 248 unsigned), two branches
	 * before 0..7's body. Every shipped distribution, two runs, geometric
	 * means of glibc's time / this one's (docs/experiments/ladder-tiers/
	 * run memcmp <before.so>:mt_memcmp,<this.so>:mt_memcmp,<before
	 * copy>; Zen 5): hot 0.924-0.937 against 0.896-0.914, the traced
	 * programs in order 0.998-1.018 against 0.981-0.998 (gcc's 0.78-0.80
	 * against 0.77-0.79, sqlite's 0.94-0.98 against 0.89-0.95), from the
	 * LLC 0.867-0.880 against 0.849-0.868 (in order 0.956-0.982 against
	 * 0.928-0.951); sort and python with only memcmp replaced within the
	 * spread of two copies of the old (docs/experiments/memcmp-word-first
	 * /run memcmp 20 sort, 12 python: 1.023 against 1.024-1.026, 1.003
	 * against 0.996-1.005). Fixed sizes moved by run: 0..7 B on equal
	 * buffers 1.00 of glibc's time against 1.12-1.24 with --sizes
	 * 0,3,5,... (1.14 against 1.25-1.28 with the results file's --sizes
	 * 0,1,2,...,256), 40..100 B 1.00 against 1.00 with --sizes 40,64,100,
	 * 1.10-1.25 against 0.91-1.13 with --sizes 0,5,...,300, and with the
	 * results file's list 33..64 B 1.37 against 1.00-1.12, 65..128 B 1.10
	 * against 0.90-0.99 (one more compare and branch in front of the
	 * words; the mixed sizes of the replays above do not show it, nor
	 * git's compares, 28% of them equal at 65..128 B) (scripts/bench-processes 3
	 * build/tools/memtune/memtune bench memcmp --pattern offsets --sizes
	 * LIST --impl libc,<before.so>:mt_memcmp,<this.so>:mt_memcmp,<before
	 * copy>). Also tried: 8..15 and above 256 behind one compare (n - 16
	 * > 240), 16..256 through two: 8..15 B 1.14-1.42 against 1.00-1.14,
	 * the replays between the two. And the words only up to 64 B (the
	 * vector classes alone above): sort with only memcmp replaced 0.988
	 * of glibc's speed against 1.046-1.055 (14% of its compares are
	 * 65..128 B, differing in the first 16 bytes); up to 128 B: equal
	 * 129..256 B 0.98-1.00 of glibc's time against 1.09-1.15, differences
	 * in their first 16 bytes 1.12-1.13 against 1.00, no traced program
	 * calls there (the same commands).  */
	cmpq	$8, LEN
	jb	L(cmp_0_7)
	cmpq	$16, LEN
	jb	L(cmp_8_15)
	cmpq	$256, LEN
	ja	L(cmp_more_32)
	movq	(A), %rax
	movq	(B), %r10
	xorq	%rax, %r10		/* the first words' xor */
	movq	8(A), %r8
	movq	8(B), %r11
	xorq	%r8, %r11
	orq	%r10, %r11		/* the second's when the first is 0 */
	jnz	L(cmp_16_diff)
	cmpq	$32, LEN
	ja	L(cmp_more_32)
	/* 16..32, the first 16 equal: the last 16 as L(cmp_8_15) does
	 * 8..15 (the same macro), here. Until 2026-11-28 two jumps to it (via
	 * a block loading the last 16): equal buffers at 16..32 B 1.25x
	 * glibc's time, this 1.13x, first differences at random even,
	 * every traced program in order hot 1.022 of glibc's speed against
	 * 0.982-0.994, sort with only memcmp replaced within the spread of
	 * two copies of the old (1.049 against 1.038-1.065) (scripts/
	 * bench-processes 3 build/tools/memtune/memtune bench memcmp
	 * --pattern offsets --sizes 8,16,20,24,32,40,64 --diff-pos
	 * none,random --impl libc,<before.so>:mt_memcmp,<this.so>:mt_memcmp,
	 * <before copy>; docs/experiments/ladder-tiers/run memcmp and
	 * docs/experiments/memcmp-word-first/run memcmp 15 sort with the
	 * same libraries; Zen 5). One-cycle rows like these move by process
	 * and by the other sizes of the run: with --sizes 0,1,...,256 (the
	 * results file's recheck) 16..32 B read 1.29-1.42 in three
	 * processes, and in one process this shape 1.42 where the old read
	 * 1.14; with --sizes 16,24,32 this 1.03-1.04 in five processes of
	 * six, the old 1.14 in three of three.  */
	movq	-16(A, LEN), %rax
	movq	-16(B, LEN), %rcx
	LAST_WORD_ANSWER
	.p2align 6
L(cmp_0_7):
	/* 0..7 (8..256 take the words at the entry): n == 0 returns 0 on a
	 * branch of its own (see "Masked windows and pages" above); unless
	 * either pointer is within 8 bytes of its page's end (then the
	 * masked load at L(cmp_0_32_page)), both first words, their xor cut
	 * to n bytes by bzhi, whose zero flag is the one branch on the data:
	 * equal returns 0 at once, a difference goes to the words' tail
	 * (L(cmp_16_diff): a's word in rax, the xor in r10). This line
	 * starts on a 64-byte boundary: the entry's code ended one byte
	 * short of it, so the taken branch here landed on the line's last
	 * byte, and every call of 0..7 paid a cycle for it (python's traced
	 * compares, all equal at 3..6 B, 1.14 of glibc's time in their
	 * order; 1.00 with the line aligned, the old body or this one).
	 * Before 2026-11-28 the class was 0..32 and one unmasked 32-byte
	 * vector compare with its mask cut by bzhi (git history has its
	 * measurements); against it, with the alignment (Zen 5,
	 * 2026-11-28): first differences at random 1..7 B 0.87-0.88 of
	 * glibc's time against 0.96-0.99, equal 1.06-1.28 both (one or two
	 * cycles that come and go by process: scripts/bench-processes 2
	 * build/tools/memtune/memtune bench memcmp --pattern offsets
	 * --sizes 0,3,5,7,8,16,32,48 --diff-pos none,random --impl libc,
	 * <before.so>:mt_memcmp,<this.so>:mt_memcmp,<before copy>); every
	 * shipped distribution hot 0.895 of glibc's speed against 0.878
	 * (the old body aligned; 0.864 unaligned, its copy 0.864), trace
	 * order 1.005 against 0.995 (0.974), from the LLC 0.841 against
	 * 0.834, python's traced calls from the LLC 0.90 against 0.92
	 * (docs/experiments/ladder-tiers/run memcmp <before.so>:mt_memcmp,
	 * <aligned.so>:mt_memcmp,<this.so>:mt_memcmp,<before copy>).
	 * Branch-free instead (bswap, cmp, sbb, seta, or): first
	 * differences at random 0.30-0.33, fleet Memcmp_0 hot 0.77 -> 1.10,
	 * but equal buffers pay the chain to the answer: python's trace hot
	 * 1.14 and from the LLC 1.31 of glibc's time. Real programs with
	 * only memcmp replaced (docs/experiments/memcmp-word-first/run
	 * memcmp 12..30 python|sort|sqlite <before.so>,<this.so>,<before
	 * copy>): within the spread of the two copies of the old library
	 * (python 0.982-0.999 against 0.985-1.014, sort 1.041 against
	 * 1.037-1.042, sqlite 0.989 against 0.996-0.998).  */
	testq	LEN, LEN
	jz	L(cmp_zero)
	movl	%edi, %eax
	orl	%esi, %eax
	andl	$4095, %eax
	cmpl	$4096 - 8, %eax
	ja	L(cmp_0_32_page)
	movq	(A), %rax
	movq	(B), %r10
	xorq	%rax, %r10
	shll	$3, %edx
	bzhiq	%rdx, %r10, %r10	/* the first n bytes' xor */
	jnz	L(cmp_16_diff)

L(cmp_zero):	/* near the entry (in its line until the words above
		 * came before it): 0 B took 1.16-1.22 of glibc's time
		 * with this block two lines away, 1.07-1.11 here (memtune
		 * bench memcmp --pattern offsets --sizes 0,1,8,32,40).
		 * n == 0 folded into the page test instead (bit 12 of n - 1
		 * or'ed into the pointers' page offset, the test in the page
		 * block): 0 B 1.22-1.24 against 1.11-1.13 (two taken
		 * branches), 1..32 B 1.02-1.08 against 1.02 (scripts/
		 * bench-processes 4 build/tools/memtune/memtune bench memcmp
		 * --pattern offsets --sizes 0,1,4,...,48 --impl libc,
		 * <this.so>:mt_memcmp,<folded.so>:mt_memcmp,<copies>; Zen 4,
		 * 2026-11-28). Not taken.  */
	xorl	%eax, %eax
	ret

	.p2align 6	/* the 33..64 path in a line of its own (below) */
L(cmp_more_32):
	/* 33..128 (from the words: bytes 0..15 are equal; and n > 256 on
	 * its way to L(cmp_more_256), where memcmp.repe_cmpsb_from is read
	 * before anything is loaded, so the compare on 128 comes first):
	 * the first and the last 32 bytes up to 64 B, the first and the
	 * last 64 above, their masks combined, one branch on the data; the
	 * first difference by cmov when there is one. Each path, to its
	 * ret, fits one 64-byte line (the 33..64 path from here exactly: the
	 * mask of the last vector is read again on the way out rather than
	 * kept).
	 * Until 2026-11-28 this was glibc's shape: the first 32 bytes, out
	 * at their first difference, then the last 32 (33..64) or bytes
	 * 32..63 and the last 64 (65..128): made before the words at the
	 * entry, for sort's early differences, which the words now find.
	 * Against it (Zen 5, 2026-11-28), time / glibc's: equal buffers
	 * 40..64 B 1.00 against 1.05-1.11, 72..128 B 0.87-0.88 against
	 * 0.91; first differences at random 0.87-1.00 against 0.95-1.01;
	 * a first difference at 20 (past the words, before 32) 1.25 at
	 * 40..64 B and 1.26-1.40 at 72..128 against 1.12 (scripts/
	 * bench-processes 2 build/tools/memtune/memtune bench memcmp
	 * --pattern offsets --sizes 40,48,64,72,100,128,200,256 --diff-pos
	 * none,random,20 --impl libc,<before.so>:mt_memcmp,<this.so>:
	 * mt_memcmp,<before copy>; 200 and 256 B unchanged). That last case
	 * is 4% of sort's traced compares: sort with only memcmp replaced
	 * 1.061 of glibc's speed against 1.060 (copy 1.042), git 1.004
	 * against 0.998 (0.996) (docs/experiments/memcmp-word-first/run
	 * memcmp 20 sort | 10 git <before.so>,<this.so>,<before copy>);
	 * every shipped distribution hot 0.909 against 0.905 (copy 0.900),
	 * from the LLC 0.854 against 0.851 (0.844), gcc's traced compares
	 * (72 B differing at 65) in their order 0.81 against 0.77
	 * (docs/experiments/ladder-tiers/run memcmp <before.so>:mt_memcmp,
	 * <this.so>:mt_memcmp,<before copy>).  */
	cmpq	$128, LEN
	ja	L(cmp_more_128)
	cmpq	$64, LEN
	ja	L(cmp_more_64)
	/* 33..64: the first 32 bytes and the last 32  */
	vmovdqu64 (B), %ymm16
	vmovdqu64 -32(B, LEN), %ymm17
	vpcmpneqb (A), %ymm16, %k1
	vpcmpneqb -32(A, LEN), %ymm17, %k2
	kmovd	%k1, %ecx
	kmovd	%k2, %eax
	orl	%ecx, %eax		/* 0 when all are equal */
	jnz	L(cmp_diff_33_64)
	ret

	.org	mt_memcmp_ladder_avx512 + 0x100, 0xcc
L(cmp_more_64):
	/* 65..128: the first 64 bytes as two 32-byte vectors and the last
	 * 64, the masks tested by kortest (the path then ends in this line).
	 * As a 64-byte vector at each end (until late 2026-11-28) it took
	 * 1.06-1.17 of glibc's time on equal buffers with a and b both off
	 * line boundaries (the results file's recheck; 0.93-0.99 on them or
	 * with one off); this 0.91-0.93 in all four placements, the
	 * GPR or of the masks (its ret in the next line) 0.92-0.95; first
	 * differences at random 0.90-1.02 against 0.88-1.01 and 0.90-1.04
	 * (scripts/bench-processes 2 build/tools/memtune/memtune bench
	 * memcmp --pattern offsets --sizes 65,100,128 --src-align 0,8
	 * --dst-align 0,2088 --diff-pos none,random --impl libc,
	 * <ends.so>:mt_memcmp,<gpr.so>:mt_memcmp,<this.so>:mt_memcmp,
	 * <ends copy>); every shipped distribution hot 0.912 of glibc's
	 * speed against 0.907 (copy 0.902).  */
	vmovdqu64 (B), %ymm16
	vmovdqu64 32(B), %ymm17
	vmovdqu64 -64(B, LEN), %zmm18
	vpcmpneqb (A), %ymm16, %k1
	vpcmpneqb 32(A), %ymm17, %k2
	vpcmpneqb -64(A, LEN), %zmm18, %k3
	kunpckdq %k1, %k2, %k1		/* 17:16 */
	kortestq %k1, %k3
	jnz	L(cmp_diff_65_128)
	xorl	%eax, %eax
	ret

L(cmp_diff_33_64):	/* ecx: the first 32's mask; k2 the last 32's */
	kmovd	%k2, %r8d
	tzcntl	%r8d, %r8d
	leaq	-32(LEN, %r8), %r8
	tzcntl	%ecx, %ecx		/* CF: the first 32 are equal */
	cmovcq	%r8, %rcx
	RET_BYTE_DIFF A, B
L(cmp_diff_65_128):	/* k1: the first 64's mask, k3 the last 64's */
	kmovq	%k1, %rcx
	kmovq	%k3, %r8
	tzcnt	%r8, %r8
	leaq	-64(LEN, %r8), %r8
	tzcnt	%rcx, %rcx		/* CF: the first 64 are equal */
	cmovcq	%r8, %rcx
	RET_BYTE_DIFF A, B

L(cmp_diff):	/* in ecx the "not equal" mask */
	tzcntl	%ecx, %ecx
	RET_BYTE_DIFF A, B

	/* 129..256: the vector at 0, 32 or 64 differs (its mask in ecx):
	 * the bytes at its offset plus tzcnt. Here, within the short jumps
	 * of the class below, which then fits three 64-byte lines; the
	 * .orgs put them just before it and start it on a line (an error if
	 * the code above grows past them).  */
	.org	mt_memcmp_ladder_avx512 + 0x1c0 - 31, 0xcc	/* 31: these blocks */
L(cmp_diff_at_64):
	addq	$32, A
	addq	$32, B
L(cmp_diff_at_32):
	addq	$32, A
	addq	$32, B
L(cmp_diff_near):	/* L(cmp_diff) again, within this class's short
			 * jumps  */
	tzcntl	%ecx, %ecx
	RET_BYTE_DIFF A, B

	.org	mt_memcmp_ladder_avx512 + 0x1c0, 0xcc
L(cmp_more_128):
	/* 129..256 (memcmp.repe_cmpsb_from is read only above 256): the
	 * first 128 bytes one 32-byte vector at a time, out at the first
	 * that differs; then the last 128 in one test (glibc's shape).  */
	cmpq	$256, LEN
	ja	L(cmp_more_256)
	CMP_VEC32 0, %ymm16, L(cmp_diff_near)
	CMP_VEC32 32, %ymm17, L(cmp_diff_at_32)
	CMP_VEC32 64, %ymm18, L(cmp_diff_at_64)
	CMP_VEC32 96, %ymm19, L(cmp_diff_at_96)
	/* the last 128 bytes: ANY128's shape, written out with a's loads
	 * first (this class's measured order, in CMP_VEC32's comment; ANY128
	 * alternates b's and a's, glibc's loop order, measured above 256 B
	 * only) and the mask left in eax, the answer when it is 0  */
	leaq	-128(A, LEN), %r8
	leaq	-128(B, LEN), %r9
	vmovdqu64 (%r8), %ymm16
	vmovdqu64 32(%r8), %ymm17
	vmovdqu64 64(%r8), %ymm18
	vmovdqu64 96(%r8), %ymm19
	vpxorq	(%r9), %ymm16, %ymm16
	vpxorq	32(%r9), %ymm17, %ymm17
	vpxorq	64(%r9), %ymm18, %ymm18
	vpternlogd $0xde, 96(%r9), %ymm16, %ymm19	/* 16 | (19 ^ b) */
	vpternlogd $0xfe, %ymm17, %ymm18, %ymm19	/* 16 | 17 | 18 | 19 */
	vptestmb %ymm19, %ymm19, %k1
	/* kmovd and test, not xor and kortestd: on Zen 4 the kortest
	 * form took 1.07-1.10 of glibc's time with a and b off line
	 * boundaries and 1.04-1.07 on them, this one 1.01-1.04 and
	 * 0.97-1.02 (scripts/bench-processes 3 build/tools/memtune/memtune
	 * bench memcmp --pattern offsets [--src-align 8 --dst-align 2088]
	 * --sizes 129,160,192,256 --impl libc,<before.so>:mt_memcmp,
	 * <this.so>:mt_memcmp,<before copy>; the copies within 2%)  */
	kmovd	%k1, %eax		/* 0 when all are equal */
	testl	%eax, %eax
	jnz	L(cmp_diff_last_128)
	ret

L(cmp_diff_at_96):	/* the vector at 96 differs  */
	addq	$96, A
	addq	$96, B
	jmp	L(cmp_diff_near)

L(cmp_diff_last_128):
	/* the first nonzero byte of the four xors, no branch on which;
	 * ymm19 holds 16 | 17 | 18 | (the last 32 bytes' xor), which equals
	 * that xor whenever its mask is the one tzcnt reaches  */
	vptestmb %ymm16, %ymm16, %k1
	vptestmb %ymm17, %ymm17, %k2
	vptestmb %ymm18, %ymm18, %k3
	vptestmb %ymm19, %ymm19, %k4
	kunpckdq %k1, %k2, %k1		/* 17:16 */
	kunpckdq %k3, %k4, %k3		/* 19:18 */
	kmovq	%k1, %rcx
	kmovq	%k3, %rdx
	tzcntq	%rdx, %rdx
	addl	$64, %edx
	tzcntq	%rcx, %rcx		/* CF: none in the first 64 */
	cmovcl	%edx, %ecx
	RET_BYTE_DIFF %r8, %r9

L(cmp_0_32_page):	/* 0..32 near a page end: bytes [0, n) only */
	movl	$-1, %eax
	bzhil	%edx, %eax, %eax
	kmovd	%eax, %k1
	vmovdqu8 (B), %ymm16{%k1}{z}
	vpcmpneqb (A), %ymm16, %k2{%k1}
	kmovd	%k2, %ecx
	xorl	%eax, %eax
	testl	%ecx, %ecx
	jnz	L(cmp_diff)
	ret

L(cmp_16_diff):	/* the first 16 bytes differ: a's word 0 (rax) and its
			 * xor with b's (r10) unless that is 0, then word 8's
			 * (r8, r11); from 0..7, r10 the xor cut to n bytes */
	testq	%r10, %r10
	cmovzq	%r8, %rax
	cmovzq	%r11, %r10
	movq	%rax, %rcx
	xorq	%r10, %rcx		/* b's word */
	bswapq	%rax
	bswapq	%rcx
	cmpq	%rcx, %rax		/* the first differing byte decides */
	sbbl	%eax, %eax		/* -1 when a's is below, else 0 */
	orl	$1, %eax		/* -1 or 1 */
	ret

	/* On a line of its own, which the path (with LAST_WORD_ANSWER) then
	 * fills: 26 bytes of it were left in the line before. Equal 8..15 B
	 * 1.00 of glibc's time in three processes of three against 1.00 or
	 * 1.14 by process, random first differences 0.27-0.29 against 0.29
	 * (scripts/bench-processes 3 build/tools/memtune/memtune bench
	 * memcmp --pattern offsets --sizes 8,12,15,16,24,32 --diff-pos
	 * none,random --impl libc,<before.so>:mt_memcmp,<this.so>:
	 * mt_memcmp,<before copy>); every shipped distribution hot 0.907 of
	 * glibc's speed against 0.904 (copy 0.901).  */
	.p2align 6
L(cmp_8_15):	/* the first and the last 8 bytes, no branch on the data */
	movq	(A), %rax
	movq	(B), %rcx
	LAST_WORD_ANSWER

	.p2align 4
L(cmp_more_256):
	MORE_256 KNOB(memcmp_repe_cmpsb_from), mt_memcmp_repe_cmpsb, L(cmp_diff_group), KNOB(memcmp_loop64_from)

L(cmp_diff_group):
	/* the 128 bytes at A, B differ: the first difference, no branch
	 * on which half holds it  */
	vmovdqu64 (B), %zmm16
	vmovdqu64 64(B), %zmm17
	vpcmpneqb (A), %zmm16, %k1
	vpcmpneqb 64(A), %zmm17, %k2
	kmovq	%k1, %rcx
	kmovq	%k2, %r8
	tzcntq	%r8, %r8
	addl	$64, %r8d
	tzcntq	%rcx, %rcx		/* CF: none in the first 64 */
	cmovcq	%r8, %rcx
	RET_BYTE_DIFF A, B

	.cfi_endproc
	.size	mt_memcmp_ladder_avx512, .-mt_memcmp_ladder_avx512

/* bcmp of n in [w, 2w]: head and tail w-byte vectors (v0, v1), one
 * answer without a branch on the data: the xors or'ed, a dword mask of
 * the or (at most 16 bits) as the result, nonzero when they differ.  */
.macro EQ_HEAD_TAIL w, v0, v1
	vmovdqu64 (A), \v0
	vmovdqu64 -\w(A, LEN), \v1
	vpxorq	(B), \v0, \v0
	vpternlogd $0xde, -\w(B, LEN), \v0, \v1	/* v0 | (v1 ^ b) */
	vptestmd \v1, \v1, %k1
	kmovw	%k1, %eax
	ret
.endm

	.p2align 6
	.globl	mt_bcmp_ladder_avx512
	.hidden	mt_bcmp_ladder_avx512
	.type	mt_bcmp_ladder_avx512, @function
mt_bcmp_ladder_avx512:
	.cfi_startproc
	cmpq	$32, LEN
	ja	L(eq_more_32)
	/* 0..32; n == 0 moves both windows into the red zone (see "Masked
	 * windows and pages" above).  */
	movl	$-1, %eax
	leaq	-64(%rsp), %r8
	bzhil	%edx, %eax, %eax	/* ZF: n == 0 */
	cmovzq	%r8, A
	cmovzq	%r8, B
	kmovd	%eax, %k1
	vmovdqu8 (A), %ymm16{%k1}{z}
	vpcmpneqb (B), %ymm16, %k2{%k1}
	kmovd	%k2, %eax		/* nonzero when they differ */
	ret

	.p2align 4
L(eq_more_32):
	cmpq	$64, LEN
	ja	L(eq_more_64)
	/* 33..64: head and tail 32-byte vectors.  */
	EQ_HEAD_TAIL 32, %ymm16, %ymm17

	/* Each class from here on starts a 64-byte line: 65..128 fits one,
	 * 129..256 three. With the classes packed 65..128 straddled two
	 * lines and took 0.93-0.94 of glibc's time on line boundaries and
	 * 1.00-1.02 off them, now 0.84-0.93 and 0.98-0.99; 129..256 even
	 * (scripts/bench-processes 4 build/tools/memtune/memtune bench bcmp
	 * --pattern offsets [--src-align 8 --dst-align 2088] --sizes
	 * 16,48,65,100,128,129,200,256 --impl libc,<packed.so>:mt_bcmp,
	 * <this.so>:mt_bcmp,<packed copy>). Measured and not taken: 0..32
	 * as memcmp's unmasked window behind a page-end test (four
	 * instructions more here, where memcmp's branch on n == 0 was
	 * already paid): 1.11-1.17 against 1.02-1.06 (same command, --sizes
	 * 0,1,...,32).  */
	.p2align 6
L(eq_more_64):
	cmpq	$128, LEN
	ja	L(eq_more_128)
	/* 65..128: head and tail 64-byte vectors.  */
	EQ_HEAD_TAIL 64, %zmm16, %zmm17

	.p2align 6
L(eq_more_128):
	cmpq	$256, LEN
	ja	L(eq_more_256)
	/* 129..256: the first and the last 128 bytes, eight 32-byte vectors,
	 * one test.  */
	vmovdqu64 (B), %ymm16
	vmovdqu64 32(B), %ymm17
	vmovdqu64 64(B), %ymm18
	vmovdqu64 96(B), %ymm19
	vpxorq	(A), %ymm16, %ymm16
	vpternlogd $0xde, 32(A), %ymm16, %ymm17	/* 16 | (17 ^ a) */
	vpxorq	64(A), %ymm18, %ymm18
	vpternlogd $0xde, 96(A), %ymm18, %ymm19	/* 18 | (19 ^ a) */
	leaq	-128(A, LEN), %r8
	leaq	-128(B, LEN), %r9
	vmovdqu64 (%r9), %ymm16
	vmovdqu64 32(%r9), %ymm18
	vpxorq	(%r8), %ymm16, %ymm16
	vpternlogd $0xde, 32(%r8), %ymm16, %ymm18	/* 16 | (18 ^ a) */
	vmovdqu64 64(%r9), %ymm16
	vmovdqu64 96(%r9), %ymm20
	vpxorq	64(%r8), %ymm16, %ymm16
	vpternlogd $0xde, 96(%r8), %ymm16, %ymm20	/* 16 | (20 ^ a) */
	vpternlogd $0xfe, %ymm17, %ymm18, %ymm19	/* 17 | 18 | 19 */
	vpord	%ymm19, %ymm20, %ymm20
	vptestmd %ymm20, %ymm20, %k1
	kmovw	%k1, %eax		/* nonzero when they differ */
	ret

	.p2align 4
L(eq_more_256):
	MORE_256 KNOB(bcmp_repe_cmpsb_from), mt_bcmp_repe_cmpsb, L(eq_differs), KNOB(bcmp_loop64_from)
L(eq_differs):
	movl	%ecx, %eax		/* nonzero: the mask of a group */
	ret

	.cfi_endproc
	.size	mt_bcmp_ladder_avx512, .-mt_bcmp_ladder_avx512

/* The AVX-512 drop-in library (preload/) exports these under libc's names. */
#if defined(MT_PRELOAD_TIER) && MT_PRELOAD_TIER == 3
	.globl	memcmp
	.type	memcmp, @function
	.set	memcmp, mt_memcmp_ladder_avx512
	.globl	bcmp
	.type	bcmp, @function
	.set	bcmp, mt_bcmp_ladder_avx512
	.globl	__memcmpeq
	.type	__memcmpeq, @function
	.set	__memcmpeq, mt_bcmp_ladder_avx512
#endif

	.section .note.GNU-stack, "", @progbits
