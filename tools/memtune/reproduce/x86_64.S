/* Assembly pieces of memtune reproduce (the experiments, not the library).
 *
 * Assumptions:
 *  - x86-64 SysV for every function called from C; DF = 0 on entry and on
 *    return (rp_memcpy_backward sets and clears it).
 *  - The AVX pieces run only when the tool saw AVX (and XGETBV) in
 *    mt_cpu(); the XSAVE wrappers only with XSAVE enabled (OSXSAVE).
 *  - Legacy-SSE encodings where the experiment is about them (rp_sse_chain):
 *    this file is assembled without -mavx, and the mnemonics there are the
 *    non-VEX ones on purpose. */

#if defined(__CET__) && (__CET__ & 1)
#define ENDBR endbr64
#else
#define ENDBR
#endif

#define FUNC(name)                      \
	.globl	name;                   \
	.hidden	name;                   \
	.type	name, @function;        \
	.p2align 4;                     \
name:                                   \
	ENDBR
#define ENDF(name) .size name, .-name

	.text

/* uint64_t rp_add_chain(uint64_t iters): iters x 64 dependent adds of a
 * register: 64 core clocks per iteration (the loop's dec/jnz run beside
 * the chain). The core-clock yardstick of rp_clock(). */
#define ADD8 add %rdx, %rax; add %rdx, %rax; add %rdx, %rax; add %rdx, %rax; \
             add %rdx, %rax; add %rdx, %rax; add %rdx, %rax; add %rdx, %rax
FUNC(rp_add_chain)
	xorl	%eax, %eax
	movl	$1, %edx
	.p2align 4
1:	ADD8; ADD8; ADD8; ADD8; ADD8; ADD8; ADD8; ADD8
	decq	%rdi
	jnz	1b
	ret
ENDF(rp_add_chain)

/* void *rp_memcpy_movsq_align16/32(void *d, const void *s, size_t n):
 * claim 9: like mt_memcpy_rep_movsq_align8 (one unaligned head, dst
 * rounded up, rep movsq, overlapping last word) with the head covering 16
 * or 32 bytes so that dst is 16/32-aligned. n >= 64. */
.macro MOVSQ_ALIGN name, a
FUNC(\name)
	movq	%rdi, %rax
	movq	%rdx, %rcx
	/* head: \a bytes through r8 (unaligned), tail: the last word */
	movq	-8(%rsi,%rcx), %r8
	movq	%r8, -8(%rdi,%rcx)
	movq	(%rsi), %r8
	movq	%r8, (%rdi)
	movq	8(%rsi), %r8
	movq	%r8, 8(%rdi)
.if \a == 32
	movq	16(%rsi), %r8
	movq	%r8, 16(%rdi)
	movq	24(%rsi), %r8
	movq	%r8, 24(%rdi)
.endif
	leaq	\a(%rdi), %r8
	andq	$-\a, %r8
	subq	%rdi, %r8		/* 1..\a */
	addq	%r8, %rdi
	addq	%r8, %rsi
	subq	%r8, %rcx
	shrq	$3, %rcx
	rep movsq
	ret
ENDF(\name)
.endm
	MOVSQ_ALIGN rp_memcpy_movsq_align16, 16
	MOVSQ_ALIGN rp_memcpy_movsq_align32, 32

/* void *rp_memcpy_backward(void *d, const void *s, size_t n): std; rep
 * movsb from the last byte down; cld (claim 10). */
FUNC(rp_memcpy_backward)
	movq	%rdi, %rax
	movq	%rdx, %rcx
	leaq	-1(%rdi,%rdx), %rdi
	leaq	-1(%rsi,%rdx), %rsi
	std
	rep movsb
	cld
	ret
ENDF(rp_memcpy_backward)

/* uint64_t rp_sse_chain(uint64_t iters, int dirty): claim 13. With dirty,
 * vcmpps leaves the upper half of ymm0 non-zero (no vzeroupper); then a
 * legacy-SSE loop of movaps/addps pairs on xmm0: each movaps starts a new
 * value, so the pairs are independent -- unless the CPU merges the legacy
 * write with the dirty upper half (Skylake and later: a dependency on the
 * register's previous value), which chains all of them. vzeroupper at the
 * end either way. */
#define PAIR movaps %xmm1, %xmm0; addps %xmm2, %xmm0
FUNC(rp_sse_chain)
	testl	%esi, %esi
	jz	1f
	vcmpps	$15, %ymm0, %ymm0, %ymm0
1:	xorps	%xmm1, %xmm1
	xorps	%xmm2, %xmm2
	.p2align 4
2:	PAIR; PAIR; PAIR; PAIR; PAIR; PAIR; PAIR; PAIR
	decq	%rdi
	jnz	2b
	vzeroupper
	movq	%rdi, %rax
	ret
ENDF(rp_sse_chain)

/* void rp_vec_work(uint64_t iters, int width): claim 12: iters x 8
 * independent wide vpaddd (width 256: ymm2-5, AVX2; 512: zmm16-19,
 * AVX-512F), then vzeroupper. rp_scalar_work: the same count of scalar
 * adds (the control). */
FUNC(rp_vec_work)
	vpxor	%xmm6, %xmm6, %xmm6
	cmpl	$512, %esi
	je	3f
	.p2align 4
1:	vpaddd	%ymm6, %ymm2, %ymm2
	vpaddd	%ymm6, %ymm3, %ymm3
	vpaddd	%ymm6, %ymm4, %ymm4
	vpaddd	%ymm6, %ymm5, %ymm5
	vpaddd	%ymm6, %ymm2, %ymm2
	vpaddd	%ymm6, %ymm3, %ymm3
	vpaddd	%ymm6, %ymm4, %ymm4
	vpaddd	%ymm6, %ymm5, %ymm5
	decq	%rdi
	jnz	1b
	vzeroupper
	ret
3:	vpaddd	%zmm16, %zmm16, %zmm16
	vpaddd	%zmm17, %zmm17, %zmm17
	vpaddd	%zmm18, %zmm18, %zmm18
	vpaddd	%zmm19, %zmm19, %zmm19
	vpaddd	%zmm16, %zmm16, %zmm16
	vpaddd	%zmm17, %zmm17, %zmm17
	vpaddd	%zmm18, %zmm18, %zmm18
	vpaddd	%zmm19, %zmm19, %zmm19
	decq	%rdi
	jnz	3b
	vzeroupper
	ret
ENDF(rp_vec_work)

FUNC(rp_scalar_work)
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	.p2align 4
1:	addq	%rdi, %rax
	addq	%rdi, %rcx
	addq	%rdi, %rdx
	addq	%rdi, %r8
	addq	%rdi, %rax
	addq	%rdi, %rcx
	addq	%rdi, %rdx
	addq	%rdi, %r8
	decq	%rdi
	jnz	1b
	ret
ENDF(rp_scalar_work)

/* long rp_kill(long pid, long sig, int dirty): claim 17: kill(2) by a raw
 * syscall, with the upper half of ymm0-3 made non-zero just before it
 * (dirty) or vzeroupper (clean), so no libc code runs in between and the
 * signal frame's XSAVE sees exactly this state. vzeroupper after. */
FUNC(rp_kill)
	testl	%edx, %edx
	jz	1f
	vcmpps	$15, %ymm0, %ymm0, %ymm0
	vcmpps	$15, %ymm1, %ymm1, %ymm1
	vcmpps	$15, %ymm2, %ymm2, %ymm2
	vcmpps	$15, %ymm3, %ymm3, %ymm3
	jmp	2f
1:	vzeroupper
2:	movl	$62, %eax		/* SYS_kill */
	syscall
	vzeroupper
	ret
ENDF(rp_kill)
/* long rp_kill_zmm(long pid, long sig): the same with AVX-512 state live:
 * zmm0-3 (all 512 bits), zmm16-19 and k1-k3 written just before the
 * syscall (XSAVE components 5 opmask, 6 ZMM_Hi256, 7 Hi16_ZMM).
 * AVX-512F only; not run on the development machine (no AVX-512). */
FUNC(rp_kill_zmm)
	vpternlogd $0xff, %zmm0, %zmm0, %zmm0
	vpternlogd $0xff, %zmm1, %zmm1, %zmm1
	vpternlogd $0xff, %zmm2, %zmm2, %zmm2
	vpternlogd $0xff, %zmm3, %zmm3, %zmm3
	vpternlogd $0xff, %zmm16, %zmm16, %zmm16
	vpternlogd $0xff, %zmm17, %zmm17, %zmm17
	vpternlogd $0xff, %zmm18, %zmm18, %zmm18
	vpternlogd $0xff, %zmm19, %zmm19, %zmm19
	kxnorw	%k1, %k1, %k1
	kxnorw	%k2, %k2, %k2
	kxnorw	%k3, %k3, %k3
	movl	$62, %eax
	syscall
	vpxord	%zmm16, %zmm16, %zmm16
	vpxord	%zmm17, %zmm17, %zmm17
	vpxord	%zmm18, %zmm18, %zmm18
	vpxord	%zmm19, %zmm19, %zmm19
	kxorw	%k1, %k1, %k1
	kxorw	%k2, %k2, %k2
	kxorw	%k3, %k3, %k3
	vzeroupper
	ret
ENDF(rp_kill_zmm)

/* The same without any AVX instruction (CPUs without AVX). */
FUNC(rp_kill_plain)
	movl	$62, %eax
	syscall
	ret
ENDF(rp_kill_plain)

/* void *rp_sysv_thunk_loop(void *d, const void *s, size_t n): claim 20:
 * the thunk's loop body behind the SysV ABI (the thunk preserves rax, so
 * rax = dst survives the tail call): the same copy with SysV's parameter
 * shuffling and caller-saved registers, Cooper's comparison. */
	.globl	mt_thunk_rep_movsb_loop
FUNC(rp_sysv_thunk_loop)
	movq	%rdi, %rax
	movq	%rdx, %rcx
	jmp	mt_thunk_rep_movsb_loop
ENDF(rp_sysv_thunk_loop)

/* size_t rp_fault_movsb(void *d, const void *s, size_t n): claim 18: rep
 * movsb at a known address; the test's SIGSEGV handler moves RIP from
 * rp_fault_movsb_insn to rp_fault_movsb_resume and leaves RCX as the CPU
 * left it. Returns RCX (bytes not copied). */
FUNC(rp_fault_movsb)
	movq	%rdx, %rcx
	.globl	rp_fault_movsb_insn
	.hidden	rp_fault_movsb_insn
rp_fault_movsb_insn:
	rep movsb
	.globl	rp_fault_movsb_resume
	.hidden	rp_fault_movsb_resume
rp_fault_movsb_resume:
	movq	%rcx, %rax
	ret
ENDF(rp_fault_movsb)

/* int rp_fault_load(const void *p): claim 16: one byte load at a known
 * address; the handler resumes at rp_fault_load_resume with eax = -1. The
 * bare fault + signal + sigreturn round trip (lat_sig prot's unit). */
FUNC(rp_fault_load)
	xorl	%eax, %eax
	.globl	rp_fault_load_insn
	.hidden	rp_fault_load_insn
rp_fault_load_insn:
	movzbl	(%rdi), %eax
	.globl	rp_fault_load_resume
	.hidden	rp_fault_load_resume
rp_fault_load_resume:
	ret
ENDF(rp_fault_load)

/* Claim 19: wrappers around a copy (SysV, via a pointer) that set up the
 * vector state the call finds:
 *   rp_wrap_clean_N   vzeroupper, then the copy
 *   rp_wrap_dirty_N   upper half of ymm8-15 non-zero, then the copy
 *   rp_wrap_save_clean_N / rp_wrap_save_dirty_N: the same, and the copy
 *     is bracketed by XSAVEC/XRSTOR of every enabled state component into
 *     rp_xsave_area (XSAVE when XSAVEC is missing: rp_xsave_compact = 0) --
 *     what a kernel pays to use the vector unit when the user's state must
 *     be preserved (kernel_fpu_begin), and what a thunk with a no-vector
 *     contract would pay for a vector path. The init optimization skips
 *     components in their initial state, so a clean state saves less.
 * Every wrapper ends with vzeroupper. Targets: rp_wrap_target[N]. */
	.data
	.p2align 6
	.globl	rp_wrap_target
	.hidden	rp_wrap_target
rp_wrap_target:
	.quad	0, 0, 0, 0
	.globl	rp_xsave_compact
	.hidden	rp_xsave_compact
rp_xsave_compact:
	.long	0
	.bss
	.p2align 6
	.globl	rp_xsave_area
	.hidden	rp_xsave_area
rp_xsave_area:
	.zero	16384
	.text

/* all-ones in ymm8-15 (vcmpps TRUE: AVX1, no AVX2 needed) */
#define ONES(r) vcmpps $15, %ymm##r, %ymm##r, %ymm##r
#define DIRTY ONES(8); ONES(9); ONES(10); ONES(11); ONES(12); ONES(13); ONES(14); ONES(15)

.macro WRAP n
FUNC(rp_wrap_clean_\n)
	vzeroupper
	subq	$8, %rsp
	call	*rp_wrap_target+8*\n(%rip)
	addq	$8, %rsp
	vzeroupper
	ret
ENDF(rp_wrap_clean_\n)
FUNC(rp_wrap_dirty_\n)
	DIRTY
	subq	$8, %rsp
	call	*rp_wrap_target+8*\n(%rip)
	addq	$8, %rsp
	vzeroupper
	ret
ENDF(rp_wrap_dirty_\n)
FUNC(rp_wrap_save_clean_\n)
	vzeroupper
	jmp	rp_wrap_save_body_\n
ENDF(rp_wrap_save_clean_\n)
FUNC(rp_wrap_save_dirty_\n)
	DIRTY
	jmp	rp_wrap_save_body_\n
ENDF(rp_wrap_save_dirty_\n)
FUNC(rp_wrap_save_body_\n)
	pushq	%rdx			/* n (xsave takes edx:eax); rsp % 16 = 0 */
	movl	$-1, %eax
	movl	$-1, %edx
	cmpl	$0, rp_xsave_compact(%rip)
	je	1f
	xsavec64 rp_xsave_area(%rip)
	jmp	2f
1:	xsave64	rp_xsave_area(%rip)
2:	movq	(%rsp), %rdx
	call	*rp_wrap_target+8*\n(%rip)
	movq	%rax, (%rsp)
	movl	$-1, %eax
	movl	$-1, %edx
	xrstor64 rp_xsave_area(%rip)
	popq	%rax
	vzeroupper
	ret
ENDF(rp_wrap_save_body_\n)
.endm
	WRAP 0
	WRAP 1
	WRAP 2
	WRAP 3

/* rp_wrap_spill_N: the copy bracketed by stores and loads of ymm0-15 (512
 * bytes on the stack), "save and restore the registers we use inline"
 * (Ben Herrenschmidt's suggestion in seed 004) instead of the whole state. */
.macro SPILL n
FUNC(rp_wrap_spill_\n)
	subq	$520, %rsp		/* rsp % 16 = 0: entry 8, minus 520 */
	vmovdqu	%ymm0, 0(%rsp)
	vmovdqu	%ymm1, 32(%rsp)
	vmovdqu	%ymm2, 64(%rsp)
	vmovdqu	%ymm3, 96(%rsp)
	vmovdqu	%ymm4, 128(%rsp)
	vmovdqu	%ymm5, 160(%rsp)
	vmovdqu	%ymm6, 192(%rsp)
	vmovdqu	%ymm7, 224(%rsp)
	vmovdqu	%ymm8, 256(%rsp)
	vmovdqu	%ymm9, 288(%rsp)
	vmovdqu	%ymm10, 320(%rsp)
	vmovdqu	%ymm11, 352(%rsp)
	vmovdqu	%ymm12, 384(%rsp)
	vmovdqu	%ymm13, 416(%rsp)
	vmovdqu	%ymm14, 448(%rsp)
	vmovdqu	%ymm15, 480(%rsp)
	call	*rp_wrap_target+8*\n(%rip)
	vmovdqu	0(%rsp), %ymm0
	vmovdqu	32(%rsp), %ymm1
	vmovdqu	64(%rsp), %ymm2
	vmovdqu	96(%rsp), %ymm3
	vmovdqu	128(%rsp), %ymm4
	vmovdqu	160(%rsp), %ymm5
	vmovdqu	192(%rsp), %ymm6
	vmovdqu	224(%rsp), %ymm7
	vmovdqu	256(%rsp), %ymm8
	vmovdqu	288(%rsp), %ymm9
	vmovdqu	320(%rsp), %ymm10
	vmovdqu	352(%rsp), %ymm11
	vmovdqu	384(%rsp), %ymm12
	vmovdqu	416(%rsp), %ymm13
	vmovdqu	448(%rsp), %ymm14
	vmovdqu	480(%rsp), %ymm15
	addq	$520, %rsp
	vzeroupper
	ret
ENDF(rp_wrap_spill_\n)
.endm
	SPILL 1

	.section .note.GNU-stack, "", @progbits
