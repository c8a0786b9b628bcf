/* memcpy / memmove with the x86 string instructions.
 *
 * Assumptions:
 *   x86-64 SysV: DF is clear on entry and must be clear on return; rdi, rsi,
 *   rcx are the implicit operands of movs (inline asm pins them with the
 *   D, S, c constraints, so no register shuffling is left to chance).
 *   rep movsb/movsq with rcx = 0 does nothing and touches no memory.
 *   Forward rep movs is architecturally a byte (qword) loop in ascending
 *   order, so it is a correct memmove when dst is below src; with DF = 1 it
 *   runs descending from the last element, correct when dst is above src.
 *
 * Strategies:
 *   rep_movsb          plain rep movsb (what ERMS/FSRM make fast; the kernel's
 *                      __memcpy on FSRM CPUs is exactly this).
 *   rep_movsq          rep movsq on n/8 words from the unaligned dst, then the
 *                      n%8 tail bytes (GCC's rep_8byte expansion).
 *   rep_movsq_align8   one unaligned 8-byte word, dst rounded up to 8, rep
 *                      movsq, then the tail: the kernel's large_movsq after
 *                      commit b5322b6ec06a (Mar 2025, +81% iperf3 on EPYC
 *                      7742 without ERMS/FSRM; /work/shared/seeds/002).
 *   memmove rep_movsb  forward rep movsb when dst - src >= n (unsigned: dst
 *                      below src or disjoint); otherwise std; rep movsb from
 *                      the last byte; cld. Backward rep movsb runs at ~3 GB/s
 *                      on recent cores (FreeBSD, "Stop using REP MOVSB for
 *                      backward memmove()s"), which is why the ladders never
 *                      use it; it is here to be measured. */
#include "internal.h"
#include "util.h"

void *mt_memcpy_rep_movsb(void *dst, const void *src, size_t n)
{
    void *d = dst;
    __asm__ volatile("rep movsb" : "+D"(d), "+S"(src), "+c"(n) : : "memory");
    return dst;
}

/* The n & 7 bytes left after rep movsq: 4, 2, 1 by the bits of n, as GCC
 * expands a rep_8byte copy's remainder. */
static inline void tail7(unsigned char *d, const unsigned char *s, size_t r)
{
    if (r & 4) {
        mt_store32(d, mt_load32(s));
        d += 4;
        s += 4;
    }
    if (r & 2) {
        mt_store16(d, mt_load16(s));
        d += 2;
        s += 2;
    }
    if (r & 1)
        *d = *s;
}

void *mt_memcpy_rep_movsq(void *dst, const void *src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    size_t q = n >> 3;
    __asm__ volatile("rep movsq" : "+D"(d), "+S"(s), "+c"(q) : : "memory");
    tail7(d, s, n & 7);
    return dst;
}

void *mt_memcpy_rep_movsq_align8(void *dst, const void *src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    if (n < 8) {
        tail7(d, s, n);
        return dst;
    }
    /* The first, possibly unaligned word; then skip to the next 8-aligned
     * dst (1..8 bytes on), exactly as the kernel's large_movsq. */
    mt_store64(d, mt_load64(s));
    size_t skew = 8 - ((uintptr_t)d & 7);
    d += skew;
    s += skew;
    n -= skew;
    size_t q = n >> 3;
    __asm__ volatile("rep movsq" : "+D"(d), "+S"(s), "+c"(q) : : "memory");
    tail7(d, s, n & 7);
    return dst;
}

void *mt_memmove_rep_movsb(void *dst, const void *src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    if ((uintptr_t)d - (uintptr_t)s >= n) {
        __asm__ volatile("rep movsb" : "+D"(d), "+S"(s), "+c"(n) : : "memory");
    } else {
        d += n - 1;
        s += n - 1;
        __asm__ volatile("std\n\trep movsb\n\tcld" : "+D"(d), "+S"(s), "+c"(n) : : "memory", "cc");
    }
    return dst;
}

/* The paths of the memcpy.vec_from entries (memcpy_rsb.S): rep movsb
 * below the knob, the ladder's own from it. (dst - src) % 4096 in 1..63
 * takes the ladder below it too, which a size alone cannot show. */
static const char *rsb_path(size_t n, const char *(*ladder)(size_t))
{
    return n < mt_knobs_local.memcpy_vec_from ? "rep_movsb" : ladder(n);
}
const char *mt_memcpy_ladder_avx512_rsb_path(size_t n) { return rsb_path(n, mt_memcpy_ladder_avx512_path); }
const char *mt_memcpy_ladder_avx2_rsb_path(size_t n) { return rsb_path(n, mt_memcpy_ladder_avx2_path); }
const char *mt_memcpy_ladder_sse2_rsb_path(size_t n) { return rsb_path(n, mt_memcpy_ladder_sse2_path); }
