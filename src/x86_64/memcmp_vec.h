/* The body of every x86 vector memcmp/bcmp below AVX-512
 * (memcmp_{sse2,avx2}.c), written once for a vector width, like
 * memcpy_vec.h.
 *
 * Assumptions:
 *   x86-64, little-endian; unaligned vector loads are allowed at any address.
 *   Nothing is read outside [a, a + n) and [b, b + n): below 16 bytes only
 *   scalar loads (memcmp_small.h); 16..VEC-1 two overlapping xmm; from VEC
 *   on, whole vectors inside the buffers, the last one overlapping the one
 *   before.
 *   pcmpeqb + pmovmskb give one bit per byte; a set bit in the inverted
 *   mask marks a difference, tzcnt finds the first one.
 *   The includer defines, before including this file:
 *     VEC              vector width in bytes: 16 or 32; VSTR the same as a string
 *   and defines, after the include (this file declares them)
 *     ne_vec(x, y)     the "not equal" mask of one vector pair, one bit a byte
 *     any_4v(x, y)     nonzero when the 4*VEC bytes at x and y differ
 *     memcmp_gt_4v(x, y, n)  memcmp for n > 4*VEC: the loop over 4*VEC-byte
 *                      groups
 *   (how a 4-vector group is tested and located is what differs between
 *   the ISAs: SSE2 has no ptest).
 *
 * Ladder: <16 scalar (no branch on the data), 16..VEC-1 2x16, VEC..2*VEC
 * head+tail vector, 2*VEC+1..4*VEC four vectors, all without a branch on
 * the data (the first difference, or an equal pair, is found with bit
 * tricks and the answer is the difference of that pair of bytes); above, a
 * loop over 4*VEC-byte groups that exits at the first group that differs,
 * and an overlapping last group. */
#ifndef MT_MEMCMP_VEC_H
#define MT_MEMCMP_VEC_H

#include <emmintrin.h>
#include <stddef.h>
#include <stdint.h>
#include "internal.h"
#include "memcmp_small.h"
#include "vec_path.h"

static inline uint32_t ne_vec(const char *x, const char *y);
static inline int any_4v(const char *x, const char *y);
static inline int memcmp_gt_4v(const char *x, const char *y, size_t n);

static inline uint32_t ne16(const char *x, const char *y)
{
    __m128i a = _mm_loadu_si128((const void *)x), b = _mm_loadu_si128((const void *)y);
    return (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(a, b)) ^ 0xffffu;
}

/* Two vectors as one mask of 2*VEC bits. */
static inline uint64_t ne_2v(const char *x, const char *y)
{
    return ne_vec(x, y) | (uint64_t)ne_vec(x + VEC, y + VEC) << VEC;
}

/* 16 <= n <= 4*VEC without a branch on the data. */
static inline size_t first_diff_16_4v(const char *x, const char *y, size_t n)
{
    if (VEC > 16 && n < VEC)
        return mt_first_diff_ht(ne16(x, y), ne16(x + n - 16, y + n - 16), n, 16);
    if (n <= 2 * VEC)
        return mt_first_diff_ht(ne_vec(x, y), ne_vec(x + n - VEC, y + n - VEC), n, VEC);
    return mt_first_diff_ht(ne_2v(x, y), ne_2v(x + n - 2 * VEC, y + n - 2 * VEC), n, 2 * VEC);
}

static inline int memcmp_vec_ladder(const char *x, const char *y, size_t n)
{
    if (n < 16)
        return mt_memcmp_lt16(x, y, n);
    if (n <= 4 * VEC)
        return mt_byte_diff(x, y, first_diff_16_4v(x, y, n));
    if (MT_UNLIKELY(n >= mt_knobs_local.memcmp_repe_cmpsb_from))
        return mt_memcmp_repe_cmpsb(x, y, n);
    return memcmp_gt_4v(x, y, n);
}

static inline int bcmp_vec_ladder(const char *x, const char *y, size_t n)
{
    if (n < 16)
        return mt_bcmp_lt16(x, y, n);
    if (VEC > 16 && n < VEC)
        return (ne16(x, y) | ne16(x + n - 16, y + n - 16)) != 0;
    if (n <= 2 * VEC)
        return (ne_vec(x, y) | ne_vec(x + n - VEC, y + n - VEC)) != 0;
    if (n <= 4 * VEC)
        return (ne_vec(x, y) | ne_vec(x + VEC, y + VEC) | ne_vec(x + n - 2 * VEC, y + n - 2 * VEC) |
                ne_vec(x + n - VEC, y + n - VEC)) != 0;
    if (MT_UNLIKELY(n >= mt_knobs_local.bcmp_repe_cmpsb_from))
        return mt_bcmp_repe_cmpsb(x, y, n);
    for (size_t i = 0; i + 4 * VEC < n; i += 4 * VEC)
        if (any_4v(x + i, y + i))
            return 1;
    return any_4v(x + n - 4 * VEC, y + n - 4 * VEC);
}

/* The plain strategies: one vector per iteration with a branch on each,
 * an overlapping last vector; below VEC bytes as the ladder. */
static inline int memcmp_vec_plain(const char *x, const char *y, size_t n)
{
    if (n < 16)
        return mt_memcmp_lt16(x, y, n);
    if (VEC > 16 && n < VEC)
        return mt_byte_diff(x, y, mt_first_diff_ht(ne16(x, y), ne16(x + n - 16, y + n - 16), n, 16));
    uint32_t m;
    for (size_t i = 0; i + VEC < n; i += VEC)
        if ((m = ne_vec(x + i, y + i)))
            return mt_byte_diff(x, y, i + (size_t)__builtin_ctz(m));
    if ((m = ne_vec(x + n - VEC, y + n - VEC)))
        return mt_byte_diff(x, y, n - VEC + (size_t)__builtin_ctz(m));
    return 0;
}

static inline int bcmp_vec_plain(const char *x, const char *y, size_t n)
{
    if (n < 16)
        return mt_bcmp_lt16(x, y, n);
    if (VEC > 16 && n < VEC)
        return (ne16(x, y) | ne16(x + n - 16, y + n - 16)) != 0;
    for (size_t i = 0; i + VEC < n; i += VEC)
        if (ne_vec(x + i, y + i))
            return 1;
    return ne_vec(x + n - VEC, y + n - VEC) != 0;
}

static inline const char *memcmp_vec_path(size_t n, size_t repe_from)
{
    if (n <= 4 * VEC)
        return vec_path_le4v(n);
    if (n >= repe_from)
        return "repe_cmpsb";
    return "loop4x" VSTR;
}

#endif
