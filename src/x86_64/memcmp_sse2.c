/* memcmp and bcmp with 16-byte vectors (SSE2, the x86-64 baseline): the
 * plain strategies and the ladders for CPUs without AVX2.
 *
 * Assumptions:
 *  - SSE2 only; unaligned loads (movdqu) are allowed at any address.
 *  - Nothing is read outside [a, a + n) and [b, b + n): below 16 bytes only
 *    scalar loads (memcmp_small.h); from 16 bytes on, whole vectors inside
 *    the buffers, the last one overlapping the one before.
 *  - pcmpeqb + pmovmskb give one bit per byte; a set bit in the inverted
 *    mask marks a difference, tzcnt finds the first one.
 *
 * Ladder: <16 scalar (no branch on the data), 16..32 head+tail vector,
 * 33..64 four vectors, all without a branch on the data (the first
 * difference, or an equal pair, is found with bit tricks and the answer is
 * the difference of that pair of bytes); above, a 4x16-byte loop that
 * exits at the first 64-byte group that differs, and an overlapping last
 * 64 bytes. */
#include <emmintrin.h>
#include "internal.h"
#include "memcmp_small.h"

static inline uint32_t ne16(const char *x, const char *y)
{
    __m128i a = _mm_loadu_si128((const void *)x), b = _mm_loadu_si128((const void *)y);
    return (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(a, b)) ^ 0xffffu;
}

/* Four vectors at p, p + 16, p + 32, p + 48 as one 64-bit mask. */
static inline uint64_t ne64(const char *x, const char *y)
{
    uint64_t m0 = ne16(x, y), m1 = ne16(x + 16, y + 16);
    uint64_t m2 = ne16(x + 32, y + 32), m3 = ne16(x + 48, y + 48);
    return m0 | m1 << 16 | m2 << 32 | m3 << 48;
}

/* Equality only: and of the compare results, one movemask per 64 bytes. */
static inline int eq64(const char *x, const char *y)
{
    __m128i e0 = _mm_cmpeq_epi8(_mm_loadu_si128((const void *)x), _mm_loadu_si128((const void *)y));
    __m128i e1 = _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(x + 16)), _mm_loadu_si128((const void *)(y + 16)));
    __m128i e2 = _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(x + 32)), _mm_loadu_si128((const void *)(y + 32)));
    __m128i e3 = _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(x + 48)), _mm_loadu_si128((const void *)(y + 48)));
    __m128i e = _mm_and_si128(_mm_and_si128(e0, e1), _mm_and_si128(e2, e3));
    return _mm_movemask_epi8(e) == 0xffff;
}

/* 16 <= n <= 64 without a branch on the data. */
static inline size_t first_diff_16_64(const char *x, const char *y, size_t n)
{
    if (n <= 32)
        return mt_first_diff_ht(ne16(x, y), ne16(x + n - 16, y + n - 16), n, 16);
    uint64_t h = ne16(x, y) | (uint64_t)ne16(x + 16, y + 16) << 16;
    uint64_t t = ne16(x + n - 32, y + n - 32) | (uint64_t)ne16(x + n - 16, y + n - 16) << 16;
    return mt_first_diff_ht(h, t, n, 32);
}

/* n > 64: the index of the first difference, or n. */
static inline size_t first_diff_loop(const char *x, const char *y, size_t n)
{
    size_t i = 0;
    uint64_t m;
    for (; i + 64 < n; i += 64)
        if ((m = ne64(x + i, y + i)))
            return i + (size_t)__builtin_ctzll(m);
    i = n - 64;
    m = ne64(x + i, y + i);
    return m ? i + (size_t)__builtin_ctzll(m) : n;
}

int mt_memcmp_ladder_sse2(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    if (n < 16)
        return mt_memcmp_lt16(x, y, n);
    if (n <= 64)
        return mt_byte_diff(x, y, first_diff_16_64(x, y, n));
    if (MT_UNLIKELY(n >= mt_knobs_local.memcmp_repe_cmpsb_from))
        return mt_memcmp_repe_cmpsb(a, b, n);
    size_t i = first_diff_loop(x, y, n);
    return i < n ? mt_byte_diff(x, y, i) : 0;
}

int mt_bcmp_ladder_sse2(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    if (n < 16)
        return mt_bcmp_lt16(x, y, n);
    if (n <= 32)
        return (ne16(x, y) | ne16(x + n - 16, y + n - 16)) != 0;
    if (n <= 64)
        return (ne16(x, y) | ne16(x + 16, y + 16) | ne16(x + n - 32, y + n - 32) |
                ne16(x + n - 16, y + n - 16)) != 0;
    if (MT_UNLIKELY(n >= mt_knobs_local.bcmp_repe_cmpsb_from))
        return mt_bcmp_repe_cmpsb(a, b, n);
    for (size_t i = 0; i + 64 < n; i += 64)
        if (!eq64(x + i, y + i))
            return 1;
    return !eq64(x + n - 64, y + n - 64);
}

/* The plain strategies: one vector per iteration with a branch on each,
 * an overlapping last vector, scalar below 16 bytes. */
int mt_memcmp_sse2(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    if (n < 16)
        return mt_memcmp_lt16(x, y, n);
    uint32_t m;
    for (size_t i = 0; i + 16 < n; i += 16)
        if ((m = ne16(x + i, y + i)))
            return mt_byte_diff(x, y, i + (size_t)__builtin_ctz(m));
    if ((m = ne16(x + n - 16, y + n - 16)))
        return mt_byte_diff(x, y, n - 16 + (size_t)__builtin_ctz(m));
    return 0;
}

int mt_bcmp_sse2(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    if (n < 16)
        return mt_bcmp_lt16(x, y, n);
    __m128i acc = _mm_set1_epi8(-1);
    for (size_t i = 0; i + 16 < n; i += 16) {
        acc = _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(x + i)), _mm_loadu_si128((const void *)(y + i)));
        if (_mm_movemask_epi8(acc) != 0xffff)
            return 1;
    }
    acc = _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(x + n - 16)), _mm_loadu_si128((const void *)(y + n - 16)));
    return _mm_movemask_epi8(acc) != 0xffff;
}

static const char *path(size_t n, size_t repe_from)
{
    if (n == 0)
        return "none";
    if (n < 4)
        return "3x1";
    if (n < 8)
        return "2x4";
    if (n < 16)
        return "2x8";
    if (n <= 32)
        return "2x16";
    if (n <= 64)
        return "4x16";
    if (n >= repe_from)
        return "repe_cmpsb";
    return "loop4x16";
}

const char *mt_memcmp_ladder_sse2_path(size_t n) { return path(n, mt_knobs_local.memcmp_repe_cmpsb_from); }
const char *mt_bcmp_ladder_sse2_path(size_t n) { return path(n, mt_knobs_local.bcmp_repe_cmpsb_from); }
