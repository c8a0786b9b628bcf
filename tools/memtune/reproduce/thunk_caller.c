/* Claim 20: one register-heavy caller, compiled once per call-site form.
 *
 * The loop keeps nine accumulators and three loop values live across every
 * copy: twelve values, exactly the general registers a rep-ABI call leaves
 * alone (16 minus rsp, rdi, rsi, rcx), while a SysV call preserves six
 * (rbx, rbp, r12-r15), so around `call memcpy` the compiler must keep the
 * other values in memory or spill and reload them. The accumulators are
 * independent (each one only updates itself), so the work between the
 * copies is a few cycles of throughput, not a long dependency chain that
 * would hide the call's cost.
 *
 * Call-site forms (docs/thunk.md shows the code of each):
 *   sysv        memcpy(d, s, n): the libc function through the PLT
 *   mt          mt_memcpy(d, s, n): memtune's entry (SysV, ifunc-bound)
 *   sysv_loop   rp_sysv_thunk_loop(d, s, n): the thunk's own loop body behind
 *               the SysV ABI (x86_64.S): the same copy, SysV's shuffling
 *               and caller-saved registers
 *   thunk       mt_rep_movsb(): call *mt_thunk_rep_movsb@GOTPCREL, the thunk
 *               tests its load-time flag (include/memtune/thunk.h)
 *   thunk_ptr   call *mt_thunk_rep_movsb_ptr(%rip): a pointer bound at load
 *               time to the rep or the loop body (same-module callers only)
 *   inline_flag the flag tested at the call site: rep movsb inline, or a
 *               call to the loop body (same-module callers only)
 *   inline_rep  rep movsb, no call (what a kernel's alternatives patching
 *               makes of the call on an FSRM CPU)
 * Every form is built from this file with the same flags as the tool. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "memtune.h"
#include "memtune/thunk.h"

struct rp_tjob {
    uint32_t n, s, d;
};

/* src/x86_64/thunk.c (hidden: this tool links libmemtune statically) */
extern unsigned char mt_thunk_flags;
extern void (*mt_thunk_rep_movsb_ptr)(void);

#define ACC_DECL                                                               \
    uint64_t a0 = 1, a1 = 2, a2 = 3, a3 = 4, a4 = 5, a5 = 6, a6 = 7, a7 = 8, a8 = 9
#define ACC_PRE(n)                                                             \
    a0 += (n); a1 ^= (n); a2 += (n) * 3; a3 ^= (n) << 1; a4 += (n) ^ 5;         \
    a5 ^= (n) + 7; a6 += (n) << 2; a7 ^= (n) * 9; a8 += (n) ^ 11
#define ACC_POST                                                               \
    a0 = (a0 << 1) | (a0 >> 63); a1 = (a1 << 3) | (a1 >> 61);                  \
    a2 = (a2 << 5) | (a2 >> 59); a3 = (a3 << 7) | (a3 >> 57);                  \
    a4 = (a4 << 9) | (a4 >> 55); a5 = (a5 << 11) | (a5 >> 53);                 \
    a6 = (a6 << 13) | (a6 >> 51); a7 = (a7 << 15) | (a7 >> 49);                \
    a8 = (a8 << 17) | (a8 >> 47)
#define ACC_RET (a0 ^ a1 ^ a2 ^ a3 ^ a4 ^ a5 ^ a6 ^ a7 ^ a8)

#define CALLER(name, COPY)                                                     \
    __attribute__((noinline)) uint64_t name(char *base, const struct rp_tjob *j, size_t count) \
    {                                                                          \
        ACC_DECL;                                                              \
        const struct rp_tjob *end = j + count;                                 \
        for (; j < end; j++) {                                                 \
            size_t n = j->n;                                                   \
            char *d = base + j->d;                                             \
            const char *s = base + j->s;                                       \
            ACC_PRE(n);                                                        \
            COPY(d, s, n);                                                     \
            ACC_POST;                                                          \
        }                                                                      \
        return ACC_RET;                                                        \
    }

/* libc's memcpy through a pointer the compiler cannot see through would
 * add an indirect call; the plain name is what programs write. */
#define COPY_SYSV(d, s, n) memcpy((d), (s), (n))
#define COPY_MT(d, s, n) mt_memcpy((d), (s), (n))
void *rp_sysv_thunk_loop(void *d, const void *s, size_t n);
#define COPY_SYSV_LOOP(d, s, n) rp_sysv_thunk_loop((d), (s), (n))
#define COPY_THUNK(d, s, n) mt_rep_movsb((d), (s), (n))
#define COPY_THUNK_PTR(d, s, n)                                                \
    do {                                                                       \
        void *d_ = (d);                                                        \
        const void *s_ = (s);                                                  \
        size_t n_ = (n);                                                       \
        __asm__ volatile("add $-128, %%rsp\n\tcall *mt_thunk_rep_movsb_ptr(%%rip)\n\tsub $-128, %%rsp" \
                         : "+D"(d_), "+S"(s_), "+c"(n_) : : "memory", "cc");   \
    } while (0)
#define COPY_INLINE_FLAG(d, s, n)                                              \
    do {                                                                       \
        void *d_ = (d);                                                        \
        const void *s_ = (s);                                                  \
        size_t n_ = (n);                                                       \
        __asm__ volatile("testb $1, mt_thunk_flags(%%rip)\n\t"                 \
                         "jz 1f\n\t"                                           \
                         "rep movsb\n\t"                                       \
                         "jmp 2f\n"                                            \
                         "1:\tadd $-128, %%rsp\n\t"                            \
                         "call mt_thunk_rep_movsb_loop\n\t"                    \
                         "sub $-128, %%rsp\n"                                  \
                         "2:"                                                  \
                         : "+D"(d_), "+S"(s_), "+c"(n_) : : "memory", "cc");   \
    } while (0)
#define COPY_INLINE_REP(d, s, n)                                               \
    do {                                                                       \
        void *d_ = (d);                                                        \
        const void *s_ = (s);                                                  \
        size_t n_ = (n);                                                       \
        __asm__ volatile("rep movsb" : "+D"(d_), "+S"(s_), "+c"(n_) : : "memory"); \
    } while (0)

CALLER(rp_caller_sysv, COPY_SYSV)
CALLER(rp_caller_mt, COPY_MT)
CALLER(rp_caller_sysv_loop, COPY_SYSV_LOOP)
CALLER(rp_caller_thunk, COPY_THUNK)
CALLER(rp_caller_thunk_ptr, COPY_THUNK_PTR)
CALLER(rp_caller_inline_flag, COPY_INLINE_FLAG)
CALLER(rp_caller_inline_rep, COPY_INLINE_REP)

/* One call site each, for docs/thunk.md's code-size table (objdump -d of
 * this object). */
#define SITE(name, COPY)                                                       \
    __attribute__((noinline)) void name(char *d, const char *s, size_t n) { COPY(d, s, n); }
SITE(rp_site_sysv, COPY_SYSV)
SITE(rp_site_sysv_loop, COPY_SYSV_LOOP)
SITE(rp_site_thunk, COPY_THUNK)
SITE(rp_site_thunk_ptr, COPY_THUNK_PTR)
SITE(rp_site_inline_flag, COPY_INLINE_FLAG)
SITE(rp_site_inline_rep, COPY_INLINE_REP)
