/* Shared macros of the aarch64 assembly strategies (src/aarch64/, the .S files).
 *
 * Every strategy is a global, hidden (no PLT, no symbol export) function
 * with the libc signature, called by the registry, dispatch and the tests
 * through pointers. Entries start with BTI C (a NOP on cores without
 * FEAT_BTI), so the objects can be marked BTI-compatible: a program built
 * with -mbranch-protection=standard then keeps BTI enforcement when it
 * links them (the linker drops it if one object lacks the note).
 *
 * The knobs are read at KNOB(field) offsets (src/knob_offsets.h, made from
 * the list of knobs and checked against struct mt_knobs). */
#ifndef MT_A64_ASM_H
#define MT_A64_ASM_H

#ifdef __ASSEMBLER__
#include "knob_offsets.h"

#define BTI_C hint 34

.macro ENTRY name
	.text
	.globl \name
	.hidden \name
	.type \name, %function
	.p2align 6
\name:
	.cfi_startproc
	BTI_C
.endm

.macro END name
	.cfi_endproc
	.size \name, . - \name
.endm

/* x<reg> = the knob at offset off, KNOB(field) (hidden: one adrp + ldr, PC-relative
 * in the shared library too). */
.macro LDKNOB reg, off
	adrp	\reg, mt_knobs_local
	ldr	\reg, [\reg, :lo12:mt_knobs_local + \off]
.endm

/* GNU property note: BTI (bit 0) and PAC (bit 1) compatible. The functions
 * are leaves that never spill the link register, so PAC has nothing to
 * sign. */
#define MT_A64_GNU_PROPERTY                                 \
	.pushsection .note.gnu.property, "a";               \
	.p2align 3;                                         \
	.word 4; .word 16; .word 5;                         \
	.asciz "GNU";                                       \
	.word 0xc0000000; .word 4; .word 3; .word 0;        \
	.popsection

	.section .note.GNU-stack, "", %progbits
	MT_A64_GNU_PROPERTY

#endif /* __ASSEMBLER__ */
#endif
