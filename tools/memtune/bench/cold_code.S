/* mt_bench_cold_code: a large code footprint the latency-cold bench mode
 * runs between two timed calls (outside the timed window), so the call
 * meets its code the way a program that does other work between calls
 * does: out of the L1 instruction and op caches, its branches out of the
 * BTB. 8192 64-byte blocks (512 KiB of code), each one taken jump to the
 * next: more lines than Zen 3's 32 KiB L1i and 4K-op op cache hold, more
 * taken branches than its 1K-entry L1 and 6.5K-entry L2 BTB hold. */
#if defined(__x86_64__) || defined(__aarch64__) || defined(__powerpc64__)
	.text
	.p2align 6
	.globl	mt_bench_cold_code
	.type	mt_bench_cold_code, @function
mt_bench_cold_code:
	.rept	8192
#if defined(__x86_64__)
	jmp	1f
#else
	b	1f
#endif
	.p2align 6
1:
	.endr
#if defined(__x86_64__)
	ret
#elif defined(__aarch64__)
	ret
#else
	blr
#endif
	.size	mt_bench_cold_code, .-mt_bench_cold_code
#endif
	.section .note.GNU-stack, "", @progbits
