/* Shared by the experiments' variants.S (#include "../asm.h").
 * FUNC name ... ENDF name: a global function, 64-byte aligned. */
.macro FUNC name
	.p2align 6
	.globl	\name
	.type	\name, @function
\name:
.endm
.macro ENDF name
	.size	\name, .-\name
.endm
