/* The body of every x86 vector memset below AVX-512 (memset_{sse2,avx2}.c),
 * written once for a vector width, like memcpy_vec.h.
 *
 * Assumptions:
 *   x86-64, little-endian; unaligned vector stores are cheap when they do
 *   not split a cache line, so heads and tails overlap instead of branching
 *   on n, and the loops store to 64-byte-aligned addresses only.
 *   Nothing is written outside [dst, dst + n): below VEC bytes, two
 *   overlapping stores of the largest width that fits, never a wider store
 *   (neither SSE2 nor AVX2 has a byte-granular masked store).
 *   Non-temporal stores need a VEC-aligned address; the loop stores whole
 *   64-byte aligned lines so write combining never reads a line, and ends
 *   with sfence because streaming stores are weakly ordered.
 *   The includer defines, before including this file:
 *     VEC              vector width in bytes: 16 or 32; VSTR the same as a string
 *     vec_t            the vector type
 *     VBCAST(c)        c's low byte in every lane
 *     VSTORE(p, v)     unaligned store       VSTORE_A(p, v)  aligned store
 *     VSTREAM(p, v)    aligned non-temporal store
 *   and defines, after the include (this file declares it)
 *     set_lt_vec(d, c, n)  a memset of n < VEC bytes (mt_set_le16 in util.h, plus
 *                      an xmm pair for 16..VEC-1 where VEC > 16)
 *
 * Ladder: below VEC as set_lt_vec, VEC..4*VEC two or four overlapping
 * vectors, above an unaligned 64-byte head, a 64-byte-aligned 4*VEC loop
 * and an overlapping 4*VEC tail; rep stosb and non-temporal stores from the
 * memset.rep_stosb_from / memset.nt_from knobs.
 *
 * rep stosb lost to the aligned vector loop at 2..64 KiB on Zen 4 and on
 * Zen 3 (2 KiB: 40.7 vs 20.7 ns; 16 KiB: 180 vs 159; `memtune bench
 * memset --impl rep_stosb,avx2,ladder_avx2 --sizes 2048,4096,16K,64K
 * --cache L1 --pattern fixed`, docs/results/2026-11-25-zen3-kvm-source-
 * comments.txt), so memset.rep_stosb_from is a knob for the CPUs where it
 * wins (FSRS, Intel ERMS parts) and calibrate measures it. */
#ifndef MT_MEMSET_VEC_H
#define MT_MEMSET_VEC_H

#include <emmintrin.h> /* _mm_sfence */
#include <stdint.h>
#include <stddef.h>
#include "internal.h"
#include "util.h"
#include "vec_path.h"

static inline void set_lt_vec(char *d, int c, size_t n);

/* n in [VEC, 4*VEC]: head and tail vector, and the two next to them above
 * 2*VEC (all four overlap unless n is a multiple of VEC). */
static inline void set_le4v(char *d, vec_t v, size_t n)
{
    VSTORE(d, v);
    VSTORE(d + n - VEC, v);
    if (n > 2 * VEC) {
        VSTORE(d + VEC, v);
        VSTORE(d + n - 2 * VEC, v);
    }
}

/* n > 4*VEC: unaligned 64-byte head, 64-byte-aligned 4*VEC loop (aligned
 * stores never split a line; normal or streaming stores), four overlapping
 * stores for the last 4*VEC bytes. */
static inline void set_loop(char *d, vec_t v, size_t n, int nt)
{
    char *end = d + n;
    VSTORE(d, v);
    VSTORE(d + VEC, v);
#if VEC == 16
    VSTORE(d + 32, v);
    VSTORE(d + 48, v);
#endif
    char *p = (char *)(((uintptr_t)d + 64) & ~(uintptr_t)63);
    if (nt) {
        for (; p < end - 4 * VEC; p += 4 * VEC) {
            VSTREAM(p, v);
            VSTREAM(p + VEC, v);
            VSTREAM(p + 2 * VEC, v);
            VSTREAM(p + 3 * VEC, v);
        }
        _mm_sfence();
    } else {
        for (; p < end - 4 * VEC; p += 4 * VEC) {
            VSTORE_A(p, v);
            VSTORE_A(p + VEC, v);
            VSTORE_A(p + 2 * VEC, v);
            VSTORE_A(p + 3 * VEC, v);
        }
    }
    VSTORE(end - 4 * VEC, v);
    VSTORE(end - 3 * VEC, v);
    VSTORE(end - 2 * VEC, v);
    VSTORE(end - VEC, v);
}

/* The plain strategies (nt = 0) and the non-temporal one (nt = 1): the
 * classes above, no knobs. */
static inline __attribute__((always_inline)) void *memset_vec_plain(void *dst, int c, size_t n, int nt)
{
    char *d = dst;
    if (n < VEC) {
        set_lt_vec(d, c, n);
        return dst;
    }
    vec_t v = VBCAST(c);
    if (n <= 4 * VEC)
        set_le4v(d, v, n);
    else
        set_loop(d, v, n, nt);
    return dst;
}

/* The ladders: the knobs are read only above 4*VEC, so the sizes that make
 * up most calls never load them. */
static inline __attribute__((always_inline)) void *memset_vec_ladder(void *dst, int c, size_t n)
{
    char *d = dst;
    if (n < VEC) {
        set_lt_vec(d, c, n);
        return dst;
    }
    vec_t v = VBCAST(c);
    if (n <= 4 * VEC) {
        set_le4v(d, v, n);
        return dst;
    }
    if (MT_UNLIKELY(n >= mt_knobs_local.memset_rep_stosb_from || n >= mt_knobs_local.memset_nt_from)) {
        if (n >= mt_knobs_local.memset_nt_from) {
            set_loop(d, v, n, 1);
            return dst;
        }
        __asm__ volatile("rep stosb" : "+D"(d), "+c"(n) : "a"(c) : "memory");
        return dst;
    }
    set_loop(d, v, n, 0);
    return dst;
}

static inline const char *memset_vec_ladder_path(size_t n)
{
    if (n <= 4 * VEC)
        return vec_path_le4v(n);
    if (n >= mt_knobs_local.memset_nt_from)
        return "nt";
    if (n >= mt_knobs_local.memset_rep_stosb_from)
        return "rep_stosb";
    return "loop4x" VSTR;
}

#endif
