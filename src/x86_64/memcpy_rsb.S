/* mt_memcpy_ladder_{avx512,avx2,sse2}_rsb: rep movsb below the knob
 * memcpy.vec_from, the ladder of the same tier from it. A ladder class
 * "rep movsb below N" for CPUs whose short rep movsb beats vector code
 * (the seed's Zen 5 numbers: about 5 clocks below 128 B), so a profile can
 * say "rep movsb below 128, vectors 128..N, rep movsb again from
 * memcpy.rep_movsb_from".
 *
 * Why a separate entry and not a class inside the ladders: a knob read on
 * the small-size path costs every call the load and the compare. Reading
 * the knobs in the 65..256 classes cost 4-14% of a call at fixed sizes
 * 96..256 on Zen 3 (memcpy_avx2_ladder.S header), and a knob that is 0 on
 * every CPU measured so far (Zen 3 and Zen 4: rep movsb never wins below
 * 257 B, `memtune reproduce rep-step`) should cost nothing. Dispatch
 * installs this entry only when the knob is set (src/dispatch.c: the
 * pointer path from mt_init/mt_dispatch_reset; the load-time binding when
 * MEMTUNE_TUNABLES or the MEMTUNE_PROFILE file names the knob at start).
 * With it set, the sizes from the knob up pay the load and the compare in
 * front of the ladder (no taken branch: the AVX2 and AVX-512 entries fall
 * through into their ladders): 1.01-1.13x the ladder's time at fixed
 * sizes 64..128, 1.00 at 256 on Zen 3 (MEMTUNE_TUNABLES=memcpy.vec_from=64
 * memtune bench memcpy --sizes 64,100,128,256 --cache L1 --pattern fixed
 * --impl ladder_avx2,ladder_avx2_rsb, and in the other order). Calibrate
 * sets it only where rep movsb is proven faster from the smallest size.
 *
 * Assumptions:
 *  - x86-64 SysV ABI: rdi = dst, rsi = src, rdx = n; returns dst in rax;
 *    the direction flag is clear.
 *  - Reads the knob on every call (a later write through mt_knobs_live()
 *    takes effect at the next call; 0 sends every size to the ladder).
 *  - Not at (dst - src) % 4096 in 1..63: there rep movsb of a short copy
 *    takes 9.9x its usual time on Zen 3 (67.6 ns against 6.8, `memtune
 *    reproduce rep-alias`) and 55 clocks against 5 on Zen 5 (the seed);
 *    those copies take the ladder.
 *  - The rep path writes rax, rcx, rsi, rdi and the flags only. */

#include "knob_offsets.h"
#include "memcpy_rsb.h"

/* The AVX2 and AVX-512 entries are in front of their ladders
 * (memcpy_avx2_ladder.S, memcpy_avx512_ladder.S: RSB_HEAD falls through
 * into them); the SSE2 ladder is C, so its entry jumps. */
	RSB_JMP	mt_memcpy_ladder_sse2

	.section .note.GNU-stack, "", @progbits
