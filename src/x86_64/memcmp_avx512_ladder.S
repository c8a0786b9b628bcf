/* mt_memcmp_ladder_avx512 and mt_bcmp_ladder_avx512: the sizes up to 128
 * bytes, in assembly for the layout of their branches; larger sizes
 * tail-call the C halves in memcmp_avx512.c (design notes there).
 *
 * Assumptions:
 *  - x86-64 SysV ABI: rdi = a, rsi = b, rdx = n; the answer in eax.
 *  - AVX-512F/BW and BMI1/2 (dispatch checks CPUID and XGETBV).
 *  - Only zmm16-19 and k0-k3 are written, so no vzeroupper is needed
 *    (the transition penalty concerns ymm0-15; glibc's *_evex functions
 *    rely on the same rule).
 *  - Zero-masking loads, and compares whose memory operand is masked,
 *    never fault on the masked-off bytes (glibc's __memcmpeq_evex relies on
 *    the second); nothing is read outside [a, a + n) and [b, b + n).
 *  - memcmp returns -1/0/1 at 65..128 bytes and the difference of the
 *    first unequal bytes (as unsigned char) otherwise; bcmp returns 0 or 1.
 *
 * Masked windows and pages (memcpy_avx512_ladder.S has the measurements):
 * a masked load whose masked-off bytes lie on a page the CPU has not marked
 * accessed -- page 0 for memcmp(NULL, NULL, 0), a PROT_NONE page that a
 * pointer one past the end of a buffer points at, an unmapped page after
 * the buffer -- is a microcode assist, 90-160 ns on Zen 4 (taskset -c 1
 * memtune bench edges --ops memcmp,bcmp). For n == 0 the 0..64 class
 * points both windows at the red zone below %rsp (a cmov on bzhi's zero
 * flag; the stack's pages are in practice always accessed), so no
 * zero-length call touches the caller's pointers. Windows that cross into
 * the next page are not checked here. A check measured on this class (a
 * page start in (p - 1, p + 63], which also sent page-aligned pointers,
 * 1 in 64 of the replays' calls, to a mispredicted exact path) cost
 * 20-25% on the fleet compare replays (Bcmp_Fleet hot 4.03 against 3.26
 * ns; memtune bench bcmp --dist .../Bcmp_Fleet.csv --diff-pos random
 * --impl libc,mt,<old.so>:mt_bcmp). The crossing-only check the copy
 * ladders settled on (bit 12 of p ^ (p + 63) for a and b, after the
 * red-zone move) cost bcmp 10-14% hot and 12-18% cold and memcmp 5-11%
 * hot on Fleet, _1, _3 and _4 (same command, --cache L1,LLC, against this
 * version in one run). A compare, unlike a store
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
 *   0..64    one masked load and one masked compare with memory. memcmp:
 *            no branch on the data; the bytes at tzcnt(ne) are loaded and
 *            subtracted, and an equal range (tzcnt's carry) picks index 0,
 *            whose bytes are equal (or both the red zone, n == 0). It
 *            replaced a second compare ("below") and a shrx of its mask,
 *            six instructions more: 0.95-0.96x their time at 4..64 B hot,
 *            0.88-0.95x from the LLC, equal or differing at byte 2
 *            (memtune bench memcmp --sizes 1,4,8,16,32,40,64 --diff-pos
 *            none,2 --pattern offsets --cache L1,LLC --impl
 *            libc,mt,<old.so>:mt_memcmp); on the traced programs' memcmp
 *            (--diff-pos trace, trace order and shuffled, both --impl
 *            orders) geometric means 1.02x (slower) hot, 0.97x from the LLC; equal
 *            on Memcmp_0 with random differences (Zen 4;
 *            docs/experiments/cmp-small). Still 1.05-1.3x glibc's time at
 *            fixed sizes, where glibc's branch on the outcome is always
 *            predicted.
 *   65..128  head and tail vectors, no branch on the data. memcmp: the
 *            sign is bit tzcnt(ne) of a "below" mask (ne == 0 gives tzcnt
 *            64, shrx shifts by 64 mod 64 = 0, and below is a subset of
 *            ne, so bit 0 is 0), from the head's masks if the head
 *            differs, else from the tail's (the bytes the tail shares with
 *            the head are then equal). The 0..64 class's way (the bytes
 *            at the index) took 1.07x this one's time at 65 and 80 B hot
 *            (cm128_load in docs/experiments/cmp-small).
 *   > 128    mt__memcmp_avx512_large / mt__bcmp_avx512_large (C). */

#define L(label) .L##label
#define A    %rdi
#define B    %rsi
#define LEN  %rdx

	.text
	.p2align 6
	.globl	mt_memcmp_ladder_avx512
	.hidden	mt_memcmp_ladder_avx512
	.type	mt_memcmp_ladder_avx512, @function
mt_memcmp_ladder_avx512:
	.cfi_startproc
	cmpq	$64, LEN
	ja	L(cmp_more_64)
	/* 0..64; n == 0 moves both windows into the red zone (see "Masked
	 * windows and pages" above).  */
	movq	$-1, %rax
	leaq	-64(%rsp), %r8
	bzhiq	LEN, %rax, %rax		/* ZF: n == 0 */
	cmovzq	%r8, A
	cmovzq	%r8, B
	kmovq	%rax, %k1
	vmovdqu8 (A), %zmm16{%k1}{z}
	vpcmpneqb (B), %zmm16, %k2{%k1}
	kmovq	%k2, %rcx
	xorl	%edx, %edx
	tzcntq	%rcx, %rcx		/* CF: equal */
	cmovcq	%rdx, %rcx		/* then index 0: equal bytes (or the red zone twice) */
	movzbl	(A, %rcx), %eax
	movzbl	(B, %rcx), %edx
	subl	%edx, %eax
	ret

	.p2align 4
L(cmp_more_64):
	cmpq	$128, LEN
	ja	L(cmp_more_128)
	/* 65..128: the sign as for 0..64, from the head vector's masks if
	 * the head differs, else from the tail's (cmov, no branch).  */
	vmovdqu64 (A), %zmm16
	vmovdqu64 (B), %zmm17
	vmovdqu64 -64(A, LEN), %zmm18
	vmovdqu64 -64(B, LEN), %zmm19
	vpcmpneqb %zmm17, %zmm16, %k0
	vpcmpltub %zmm17, %zmm16, %k1
	vpcmpneqb %zmm19, %zmm18, %k2
	vpcmpltub %zmm19, %zmm18, %k3
	kmovq	%k0, %rcx
	kmovq	%k1, %rdx
	kmovq	%k2, %r8
	kmovq	%k3, %r9
	xorl	%eax, %eax
	testq	%rcx, %rcx
	cmovzq	%r8, %rcx
	cmovzq	%r9, %rdx
	tzcntq	%rcx, %r8
	shrxq	%r8, %rdx, %rdx
	andl	$1, %edx
	testq	%rcx, %rcx
	setne	%al
	addl	%edx, %edx
	subl	%edx, %eax
	ret

L(cmp_more_128):
	jmp	mt__memcmp_avx512_large
	.cfi_endproc
	.size	mt_memcmp_ladder_avx512, .-mt_memcmp_ladder_avx512

	.p2align 6
	.globl	mt_bcmp_ladder_avx512
	.hidden	mt_bcmp_ladder_avx512
	.type	mt_bcmp_ladder_avx512, @function
mt_bcmp_ladder_avx512:
	.cfi_startproc
	cmpq	$64, LEN
	ja	L(eq_more_64)
	/* 0..64; n == 0 moves both windows into the red zone (see "Masked
	 * windows and pages" above).  */
	movq	$-1, %rax
	leaq	-64(%rsp), %r8
	bzhiq	LEN, %rax, %rax		/* ZF: n == 0 */
	cmovzq	%r8, A
	cmovzq	%r8, B
	kmovq	%rax, %k1
	vmovdqu8 (A), %zmm16{%k1}{z}
	vpcmpneqb (B), %zmm16, %k2{%k1}
	xorl	%eax, %eax
	kortestq %k2, %k2
	setne	%al
	ret

	.p2align 4
L(eq_more_64):
	cmpq	$128, LEN
	ja	L(eq_more_128)
	/* 65..128  */
	vmovdqu64 (A), %zmm16
	vmovdqu64 -64(A, LEN), %zmm17
	vpcmpneqb (B), %zmm16, %k1
	vpcmpneqb -64(B, LEN), %zmm17, %k2
	xorl	%eax, %eax
	kortestq %k1, %k2
	setne	%al
	ret

L(eq_more_128):
	jmp	mt__bcmp_avx512_large
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
