/* rep-ABI thunks (x86-64): a copy or fill called with the registers of the
 * string instruction, so a call site is "rep movsb" plus a few bytes and
 * clobbers what rep movsb clobbers, nothing else.
 *
 * The 2025 thread on inlined rep movsq in the kernel (Guzik, Cooper,
 * Torvalds, Zijlstra; /work/shared/seeds/000) asked compilers for
 *     CALL __x86_thunk_rep_{mov,stos}sb  "using the REP ABI (parameters in
 *     %rcx/%rdi/etc), rather than the SYSV ABI"
 * so that a CPU with fast short rep movs runs the instruction and an older
 * one a loop, with "marginally less parameter shuffling" than a memcpy
 * call. These are those thunks, and an inline-asm call site for C.
 *
 * Contract of mt_thunk_rep_movsb (and its _rep and _loop variants):
 *   in   rdi = dst, rsi = src, rcx = n; DF = 0; src, dst do not overlap
 *   out  rcx = 0, rdi = dst + n, rsi = src + n (as rep movsb leaves them)
 *   changes rdi, rsi, rcx and the arithmetic flags; nothing else: no other
 *   general register, no vector register, no x87/MXCSR state.
 * mt_thunk_rep_stosb: in rdi = dst, al = the byte, rcx = n; out rcx = 0,
 *   rdi = dst + n; changes rdi, rcx and the flags (rax is preserved).
 * Neither assumes any stack alignment. tests/checkasm checks the contract
 * (every other register seeded and compared, xmm/ymm included) at every
 * size and alignment of its matrix, on every path.
 *
 * Which path runs is chosen at load time (src/x86_64/thunk.c) from CPUID
 * (minus MEMTUNE_CPU_DISABLE): movsb takes rep movsb at every size when
 * the CPU has FSRM and is not an AMD one, stosb rep stosb when it has FSRS
 * (the kernel's gates for inlining the instructions; on AMD Zen 3 the loop
 * is twice as fast at small sizes, docs/thunk.md); otherwise the thunk's
 * loop: straight-line 8-byte moves below 64 B, a 32-byte loop to 255 B,
 * then rep movsb/stosb with ERMS or an 8-byte-aligned rep movsq/stosq
 * without. The choice is one byte the thunk tests on every call;
 * docs/thunk.md compares it with a call through a pointer and with the
 * flag test inlined at the call site, measured.
 *
 * Calling from C:
 *     #include <memtune/thunk.h>
 *     mt_rep_movsb(dst, src, n);      returns dst + n
 *     mt_rep_stosb(dst, c, n);        returns dst + n
 * The call site is `call *mt_thunk_rep_movsb@GOTPCREL(%rip)` (6 bytes; a
 * static link relaxes it to a direct call), bracketed by
 * `add $-128,%rsp` / `sub $-128,%rsp` (4 bytes each): the SysV red zone
 * (the 128 bytes below rsp that the compiler may use without moving rsp)
 * would otherwise be overwritten by the return address. A translation unit
 * built with -mno-red-zone (the kernel's flags) can define
 * MEMTUNE_THUNK_NO_RED_ZONE before the include: the call site is then the
 * 6-byte call alone. The GOT form binds when the program is loaded, never
 * through a lazy PLT stub (whose resolver may clobber r10/r11 on the first
 * call).
 *
 * mt_thunk_paths() says which paths are in force; mt_thunk_set_paths()
 * forces them (tests, benchmarks) and mt_thunk_set_paths(MT_THUNK_AUTO)
 * returns to the CPU's choice. Changing the paths while another thread
 * calls a thunk is safe (every path is correct) but not synchronised. */
#ifndef MEMTUNE_THUNK_H
#define MEMTUNE_THUNK_H

/* The paths, as bits of mt_thunk_paths() (and of the flag byte the thunks
 * test; src/x86_64/thunk_rep.S includes this header). */
#define MT_THUNK_F_MOVSB 0x01   /* movsb: rep movsb at every size (FSRM, not AMD) */
#define MT_THUNK_F_STOSB 0x02   /* stosb: rep stosb at every size (FSRS) */
#define MT_THUNK_F_ERMS  0x04   /* loop paths: rep movsb/stosb from 256 B (ERMS), else rep movsq/stosq */
#define MT_THUNK_AUTO    0x100  /* mt_thunk_set_paths: back to the CPU's choice */

#ifndef __ASSEMBLER__
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__x86_64__)
#pragma GCC visibility push(default)

/* The paths in force (MT_THUNK_F_* bits). */
unsigned mt_thunk_paths(void);
/* Forces the paths (MT_THUNK_F_* bits), or MT_THUNK_AUTO for the CPU's
 * choice. Returns the paths now in force. */
unsigned mt_thunk_set_paths(unsigned paths);
/* One line, e.g. "movsb: rep movsb; stosb: loop; loops from 256 B: rep movsb/stosb (ERMS)". */
const char *mt_thunk_describe(void);

/* The thunks. Not callable as C functions: the REP ABI above. */
void mt_thunk_rep_movsb(void);        /* the load-time choice */
void mt_thunk_rep_movsb_rep(void);    /* always rep movsb */
void mt_thunk_rep_movsb_loop(void);   /* always the loop */
void mt_thunk_rep_stosb(void);
void mt_thunk_rep_stosb_rep(void);
void mt_thunk_rep_stosb_loop(void);

#pragma GCC visibility pop

/* The call of a rep-ABI thunk `sym` inside an asm statement: for
 * hand-written call sites (the operands must pin rdi/rsi/rcx/al and
 * declare "memory" and "cc"). */
#ifdef MEMTUNE_THUNK_NO_RED_ZONE
#define MT_THUNK_CALL(sym) "call *" sym "@GOTPCREL(%%rip)"
#else
#define MT_THUNK_CALL(sym) "add $-128, %%rsp\n\tcall *" sym "@GOTPCREL(%%rip)\n\tsub $-128, %%rsp"
#endif

/* Copies n bytes (no overlap); returns dst + n. */
static inline __attribute__((always_inline)) void *mt_rep_movsb(void *dst, const void *src, size_t n)
{
    __asm__ volatile(MT_THUNK_CALL("mt_thunk_rep_movsb")
                     : "+D"(dst), "+S"(src), "+c"(n)
                     :
                     : "memory", "cc");
    return dst;
}

/* Sets n bytes to (unsigned char)c; returns dst + n. */
static inline __attribute__((always_inline)) void *mt_rep_stosb(void *dst, int c, size_t n)
{
    __asm__ volatile(MT_THUNK_CALL("mt_thunk_rep_stosb")
                     : "+D"(dst), "+c"(n)
                     : "a"(c)
                     : "memory", "cc");
    return dst;
}
#endif /* __x86_64__ */

#ifdef __cplusplus
}
#endif
#endif /* __ASSEMBLER__ */
#endif
