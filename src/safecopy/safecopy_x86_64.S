/* Fault-tolerant copy bodies for x86-64: the copy_from_user contract in
 * user space (issue 5).
 *
 * Assumptions:
 *   x86-64 SysV ABI, DF clear on entry. SSE2 always; the _avx2 bodies run
 *   only where safecopy.c saw AVX2 (and OS-enabled YMM state).
 *   Every access that may fault is listed in the mt_extable section with its
 *   fix-up; safecopy.c's SIGSEGV/SIGBUS handler looks the faulting RIP up
 *   there and resumes at the fix-up. No other state is kept: no thread-local
 *   "inside a copy" flag, no setjmp, nothing on the path that does not fault.
 *   Memory protection is page-granular (4 KiB or more), which the handler
 *   uses to stop the byte-wise retry before the faulting page.
 *   Sanitizers: assembly is never instrumented, so ASan does not check
 *   these accesses against its shadow (a caller's too-small dst is not
 *   reported here); that is the only exclusion. ASan's own SIGSEGV handler,
 *   installed before ours, is what a fault that is not ours is chained to.
 *
 * In:  rdi = dst, rsi = src, rdx = n.   Out: rax = bytes NOT copied.
 * Cursor invariant: in every fast path, RSI/RDI/RDX describe the bytes not
 * yet known to be copied: everything before them is copied. A fault
 * anywhere in a fast path resumes at a fix-up that copies on byte-wise from
 * the cursor (POWER7's copyuser policy: on a fault in the fast loop fall
 * back to the simple copy), so the count is exact and nothing past the first
 * byte that cannot be read or written is stored:
 *  - loads always come before the stores of the same block, and stores go
 *    in ascending address order, so a block that faults has stored only
 *    bytes below the faulting one (re-stored with the same values);
 *  - rep movsb stops with RCX/RSI/RDI at an iteration boundary (Intel SDM
 *    vol. 1, 7.3.9.3: fast strings may report an earlier boundary than the
 *    faulting byte, never a later one), which the byte loop then finishes.
 * The handler passes in R8 the number of bytes before the page that faulted
 * (or ~0), so the byte loop normally stops without a second fault.
 */
#include "safecopy.h"

/* Tags of the fast-path loads and stores: their fix-up wants the limit. */
#define TAG_LR (MT_SC_EX_R | MT_SC_EX_LIMIT)
#define TAG_LW (MT_SC_EX_W | MT_SC_EX_LIMIT)

	.section .note.GNU-stack, "", @progbits

/* One exception-table entry. "aR": allocated, and SHF_GNU_RETAIN so that
 * --gc-sections keeps it although nothing refers to it except the
 * __start_/__stop_ symbols (binutils >= 2.36). */
.macro EX insn, fixup, flags
	.pushsection mt_extable, "aR", @progbits
	.balign 4
	.long \insn - .
	.long \fixup - .
	.long \flags
	.popsection
.endm

/* An access that may fault: listed in the table iff this body tags that
 * side (tag = 0 leaves it out). */
.macro ACC tag, fixup, insn:vararg
.Lacc\@:
	\insn
	.if \tag
	EX .Lacc\@, \fixup, \tag
	.endif
.endm

	.text

/* BODY name, vec (16 or 32), r (tag loads), w (tag stores)
 * Size ladder (n = bytes):
 *   0            return
 *   1..3         word head + byte tail
 *   4..7, 8..16  two overlapping 4- / 8-byte words
 *   17..32       two overlapping 16-byte vectors
 *   33..4*vec    two or four overlapping vectors (head then tail)
 *   ..rep_from   dst aligned to vec, 4-vector loop, the last 4 vectors
 *                from the end
 *   >= rep_from  64-byte head, dst aligned to 64, rep movsb (mt_sc_rep_from,
 *                from memcpy.rep_movsb_from, at least 129); the loop
 *                instead when (dst - src) mod 4096 is 1..63, and when
 *                (dst - src) % 32 != 0 below mt_sc_rep_skewed_from
 *                (memcpy.rep_movsb_skewed_from): memcpy_vec.h's rule */
.macro BODY name, vec, r, w
	.globl \name
	.hidden \name
	.type \name, @function
	.p2align 5
\name:
	.cfi_startproc
	endbr64
	cmp	$16, %rdx
	ja	.L\name\()_gt16
	cmp	$8, %rdx
	jb	.L\name\()_lt8
	/* Copy 8-16 bytes. */
	ACC (\r*TAG_LR), .L\name\()_fix, movq (%rsi), %r9
	ACC (\r*TAG_LR), .L\name\()_fix, movq -8(%rsi,%rdx), %r10
	ACC (\w*TAG_LW), .L\name\()_fix, movq %r9, (%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movq %r10, -8(%rdi,%rdx)
	xorl	%eax, %eax
	ret
.L\name\()_lt8:
	cmp	$4, %rdx
	jb	.L\name\()_lt4
	/* Copy 4-7 bytes. */
	ACC (\r*TAG_LR), .L\name\()_fix, movl (%rsi), %r9d
	ACC (\r*TAG_LR), .L\name\()_fix, movl -4(%rsi,%rdx), %r10d
	ACC (\w*TAG_LW), .L\name\()_fix, movl %r9d, (%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movl %r10d, -4(%rdi,%rdx)
	xorl	%eax, %eax
	ret
.L\name\()_lt4:
	cmp	$1, %rdx
	jb	.L\name\()_ret0
	je	.L\name\()_one
	/* Copy 2-3 bytes. */
	ACC (\r*TAG_LR), .L\name\()_fix, movzwl (%rsi), %r9d
	ACC (\r*TAG_LR), .L\name\()_fix, movzbl -1(%rsi,%rdx), %r10d
	ACC (\w*TAG_LW), .L\name\()_fix, movw %r9w, (%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movb %r10b, -1(%rdi,%rdx)
.L\name\()_ret0:
	xorl	%eax, %eax
	ret
.L\name\()_one:
	ACC (\r*TAG_LR), .L\name\()_fix, movzbl (%rsi), %r9d
	ACC (\w*TAG_LW), .L\name\()_fix, movb %r9b, (%rdi)
	xorl	%eax, %eax
	ret

.L\name\()_gt16:
	cmp	$32, %rdx
	ja	.L\name\()_gt32
	/* Copy 17-32 bytes. */
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu (%rsi), %xmm0
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu -16(%rsi,%rdx), %xmm1
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm0, (%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm1, -16(%rdi,%rdx)
	xorl	%eax, %eax
	ret

.L\name\()_gt32:
	cmp	mt_sc_rep_from(%rip), %rdx
	jae	.L\name\()_repchk
.L\name\()_vec:
.if \vec == 16
	cmp	$64, %rdx
	ja	.L\name\()_loop
	/* Copy 33-64 bytes. */
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu (%rsi), %xmm0
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu 16(%rsi), %xmm1
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu -32(%rsi,%rdx), %xmm2
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu -16(%rsi,%rdx), %xmm3
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm0, (%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm1, 16(%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm2, -32(%rdi,%rdx)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm3, -16(%rdi,%rdx)
	xorl	%eax, %eax
	ret
	/* Copy 65..rep_from bytes: the first 16 bytes, then advance to the
	 * next 16-byte boundary of dst (a store that splits a cache line
	 * costs two; memcpy_vec.h aligns the same side), 64 per iteration,
	 * then the last 64 from the end (overlapping what is copied). */
.L\name\()_loop:
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu (%rsi), %xmm0
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm0, (%rdi)
	mov	%edi, %ecx
	neg	%ecx
	and	$15, %ecx
	add	%rcx, %rsi
	add	%rcx, %rdi
	sub	%rcx, %rdx
	jmp	.L\name\()_loopchk
	.p2align 4
.L\name\()_loopbody:
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu (%rsi), %xmm0
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu 16(%rsi), %xmm1
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu 32(%rsi), %xmm2
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu 48(%rsi), %xmm3
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm0, (%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm1, 16(%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm2, 32(%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm3, 48(%rdi)
	add	$64, %rsi
	add	$64, %rdi
	sub	$64, %rdx
.L\name\()_loopchk:
	cmp	$64, %rdx
	ja	.L\name\()_loopbody
	/* 1..64 left, and at least 64 bytes copied or to copy behind. */
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu -64(%rsi,%rdx), %xmm0
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu -48(%rsi,%rdx), %xmm1
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu -32(%rsi,%rdx), %xmm2
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu -16(%rsi,%rdx), %xmm3
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm0, -64(%rdi,%rdx)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm1, -48(%rdi,%rdx)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm2, -32(%rdi,%rdx)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm3, -16(%rdi,%rdx)
	xorl	%eax, %eax
	ret
.else
	cmp	$64, %rdx
	ja	.L\name\()_gt64
	/* Copy 33-64 bytes. */
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu (%rsi), %ymm0
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu -32(%rsi,%rdx), %ymm1
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm0, (%rdi)
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm1, -32(%rdi,%rdx)
	vzeroupper
	xorl	%eax, %eax
	ret
.L\name\()_gt64:
	cmp	$128, %rdx
	ja	.L\name\()_loop
	/* Copy 65-128 bytes. */
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu (%rsi), %ymm0
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu 32(%rsi), %ymm1
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu -64(%rsi,%rdx), %ymm2
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu -32(%rsi,%rdx), %ymm3
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm0, (%rdi)
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm1, 32(%rdi)
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm2, -64(%rdi,%rdx)
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm3, -32(%rdi,%rdx)
	vzeroupper
	xorl	%eax, %eax
	ret
	/* Copy 129..rep_from bytes: the first 32 bytes, then advance to the
	 * next 32-byte boundary of dst (src+5 dst+5, 4 KiB: 117 cycles
	 * unaligned vs 91 aligned on Zen 4, a throwaway harness of issue 5),
	 * 128 per iteration, then the last 128 from the end. */
.L\name\()_loop:
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu (%rsi), %ymm0
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm0, (%rdi)
	mov	%edi, %ecx
	neg	%ecx
	and	$31, %ecx
	add	%rcx, %rsi
	add	%rcx, %rdi
	sub	%rcx, %rdx
	jmp	.L\name\()_loopchk
	.p2align 4
.L\name\()_loopbody:
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu (%rsi), %ymm0
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu 32(%rsi), %ymm1
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu 64(%rsi), %ymm2
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu 96(%rsi), %ymm3
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm0, (%rdi)
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm1, 32(%rdi)
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm2, 64(%rdi)
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm3, 96(%rdi)
	sub	$-128, %rsi
	sub	$-128, %rdi
	add	$-128, %rdx
.L\name\()_loopchk:
	cmp	$128, %rdx
	ja	.L\name\()_loopbody
	/* 1..128 left, and at least 128 bytes copied or to copy behind. */
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu -128(%rsi,%rdx), %ymm0
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu -96(%rsi,%rdx), %ymm1
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu -64(%rsi,%rdx), %ymm2
	ACC (\r*TAG_LR), .L\name\()_fixv, vmovdqu -32(%rsi,%rdx), %ymm3
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm0, -128(%rdi,%rdx)
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm1, -96(%rdi,%rdx)
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm2, -64(%rdi,%rdx)
	ACC (\w*TAG_LW), .L\name\()_fixv, vmovdqu %ymm3, -32(%rdi,%rdx)
	vzeroupper
	xorl	%eax, %eax
	ret
.L\name\()_fixv:
	vzeroupper
	jmp	.L\name\()_fix
.endif

	/* n >= rep_from (>= 129): rep movsb, unless (dst - src) mod 4096 is
	 * 1..63, where rep movsb runs 15-25x slower on Zen 3 and Zen 4 (Zen 3,
	 * (dst - src) % 4096 = 14: 4 KiB 1373 vs 54 ns for this copy, 64 KiB
	 * 21370 vs 1292; `memtune bench memcpy --impl
	 * copy_safe,rep_movsb,avx2 --sizes 4096,64K --aliasing 14,0,2048
	 * --cache L1 --pattern fixed`, docs/results/2026-11-25-zen3-kvm-source-
	 * comments.txt), as Laight saw on Zen 5, or unless src and dst are not
	 * mutually 32-byte aligned and n is below mt_sc_rep_skewed_from. The
	 * same rule as src/rep_rule.h (the ladders' rep_movsb_ok) with
	 * *.rep_movsb_near_from at never: the safe copy does not read it. */
.L\name\()_repchk:
	mov	%edi, %eax
	sub	%esi, %eax
	test	$31, %al
	jz	1f
	cmp	mt_sc_rep_skewed_from(%rip), %rdx
	jb	.L\name\()_vec
1:	and	$4095, %eax
	dec	%eax
	cmp	$63, %eax
	jb	.L\name\()_vec
	/* Store the first 64 bytes, then rep movsb from the next 64-byte
	 * boundary of dst: misaligned dst makes FSRM rep movsb much slower on
	 * Zen 3 (glibc bug 30994), glibc and memcpy_vec.h align it too. The
	 * head is stored first so stores stay in ascending order. */
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu (%rsi), %xmm0
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu 16(%rsi), %xmm1
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu 32(%rsi), %xmm2
	ACC (\r*TAG_LR), .L\name\()_fix, movdqu 48(%rsi), %xmm3
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm0, (%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm1, 16(%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm2, 32(%rdi)
	ACC (\w*TAG_LW), .L\name\()_fix, movdqu %xmm3, 48(%rdi)
	mov	%edi, %ecx
	neg	%ecx
	and	$63, %ecx
	add	%rcx, %rsi
	add	%rcx, %rdi
	sub	%rcx, %rdx
	/* On a fault RCX holds the bytes left, RSI/RDI where to go on
	 * (kernel copy_user_generic). The entry's direction bits say which
	 * side may fault. */
	mov	%rdx, %rcx
.L\name\()_repinsn:
	rep movsb
	xorl	%eax, %eax
	ret
	.if \r | \w
	EX .L\name\()_repinsn, .L\name\()_repfix, ((\r * MT_SC_EX_R) | (\w * MT_SC_EX_W) | MT_SC_EX_LIMIT | MT_SC_EX_REP)
	.endif
.L\name\()_repfix:
	mov	%rcx, %rdx

	/* Fix-up of the fast paths: copy byte-wise from the cursor; R8 (set
	 * by the handler) = bytes known to lie before the faulting page. The
	 * byte accesses are in the table too, returning what is left at the
	 * exact byte if the handler's hint was too generous. */
.L\name\()_fix:
	cmp	%rdx, %r8
	cmova	%rdx, %r8
	test	%r8, %r8
	jz	.L\name\()_left
.L\name\()_bytes:
	ACC (\r*MT_SC_EX_R), .L\name\()_left, movzbl (%rsi), %eax
	ACC (\w*MT_SC_EX_W), .L\name\()_left, movb %al, (%rdi)
	inc	%rsi
	inc	%rdi
	dec	%rdx
	dec	%r8
	jnz	.L\name\()_bytes
.L\name\()_left:
	mov	%rdx, %rax
	ret
	.cfi_endproc
	.size \name, . - \name
.endm

	.globl mt_sc_text_start
	.hidden mt_sc_text_start
mt_sc_text_start:

BODY mt_sc_copy_sse2, 16, 1, 1
BODY mt_sc_copy_from_sse2, 16, 1, 0
BODY mt_sc_copy_to_sse2, 16, 0, 1
BODY mt_sc_copy_avx2, 32, 1, 1
BODY mt_sc_copy_from_avx2, 32, 1, 0
BODY mt_sc_copy_to_avx2, 32, 0, 1

/* int mt_sc_read8(uint64_t *out, const void *src): one 8-byte load
 * (get_user / HotSpot SafeFetchN). Stores *out only on success. */
	.globl mt_sc_read8
	.hidden mt_sc_read8
	.type mt_sc_read8, @function
	.p2align 4
mt_sc_read8:
	.cfi_startproc
	endbr64
	ACC MT_SC_EX_R, .Lread8_fail, movq (%rsi), %rax
	movq	%rax, (%rdi)
	xorl	%eax, %eax
	ret
.Lread8_fail:
	movl	$-1, %eax
	ret
	.cfi_endproc
	.size mt_sc_read8, . - mt_sc_read8

	.globl mt_sc_text_end
	.hidden mt_sc_text_end
mt_sc_text_end:
