/* The knob offsets as the assembler computes them (src/knob_offsets.h),
 * one 8-byte word per knob in list order, then -1: test_tunables compares
 * them with offsetof() in the knob table. Any architecture with GNU as. */
#include "knob_offsets.h"

	.section .rodata
	.p2align 3
	.globl	mt_test_knob_offsets
	.hidden	mt_test_knob_offsets
mt_test_knob_offsets:
#define WORD(field, ...) .quad KNOB(field);
	MT_KNOBS(WORD)
	.quad	-1
	.size	mt_test_knob_offsets, . - mt_test_knob_offsets

	.section .note.GNU-stack, "", %progbits
