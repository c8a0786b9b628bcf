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
 * class falls through to its own ret. Only one class can be the first
 * fall-through; it is <= 64 B (44-90% of the fleet memset calls), which is
 * 13% faster than glibc 2.36 at fixed sizes 1..64 (5.6 against 6.4 ticks),
 * while 65..128 pays the taken branch and is up to 8% slower (6.4 against
 * 5.9-6.4; glibc makes 64..128 its fall-through).
 *
 * Two masked stores covering every n <= 128 without a branch, or four
 * stores at cmov-clamped offsets for 65..256, were both slower on the
 * fleet distributions and at fixed sizes (a masked store costs about as
 * much as the branch it saves; repeated stores to one address are slow).
 *
 * Size classes:
 *   0..64     one masked store (bzhi mask: n == 64 keeps every bit)
 *   65..128   two stores, overlapping
 *   129..256  four stores, overlapping
 *   257..512  eight stores, overlapping
 *   > 512     mt__memset_avx512_large (C): aligned 4x64 loop, rep stosb and
 *             non-temporal stores by the memset.* knobs. */

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
	ja	L(more_64)
	/* 0..64: one masked store.  */
	movq	$-1, %rcx
	bzhiq	LEN, %rcx, %rcx
	kmovq	%rcx, %k1
	vmovdqu8 VEC, (DST){%k1}
	ret

	.p2align 4
L(more_64):
	cmpq	$128, LEN
	ja	L(more_128)
	/* 65..128: head and tail.  */
	vmovdqu64 VEC, (DST)
	vmovdqu64 VEC, -64(DST, LEN)
	ret

	.p2align 4
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

L(more_512):
	/* Arguments are untouched: tail call.  */
	jmp	mt__memset_avx512_large
	.cfi_endproc
	.size	mt_memset_ladder_avx512, .-mt_memset_ladder_avx512

	.section .note.GNU-stack, "", @progbits
