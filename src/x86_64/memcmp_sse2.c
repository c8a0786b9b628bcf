/* memcmp and bcmp with 16-byte vectors (SSE2, the x86-64 baseline): the
 * plain strategies and the ladders for CPUs without AVX2. The body is
 * memcmp_vec.h; this file gives it the width and the 4x16-byte group test.
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

#define VEC 16
#define VSTR "16"

#include "memcmp_vec.h"

static inline uint32_t ne_vec(const char *x, const char *y)
{
    return ne16(x, y);
}

/* Four vectors at p, p + 16, p + 32, p + 48 as one 64-bit mask (no ptest
 * in SSE2: the mask is both the test and the position). */
static inline uint64_t ne64(const char *x, const char *y)
{
    uint64_t m0 = ne16(x, y), m1 = ne16(x + 16, y + 16);
    uint64_t m2 = ne16(x + 32, y + 32), m3 = ne16(x + 48, y + 48);
    return m0 | m1 << 16 | m2 << 32 | m3 << 48;
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

static inline int memcmp_gt_4v(const char *x, const char *y, size_t n)
{
    size_t i = first_diff_loop(x, y, n);
    return i < n ? mt_byte_diff(x, y, i) : 0;
}

/* Equality only: and of the compare results, one movemask per 64 bytes. */
static inline int any_4v(const char *x, const char *y)
{
    __m128i e0 = _mm_cmpeq_epi8(_mm_loadu_si128((const void *)x), _mm_loadu_si128((const void *)y));
    __m128i e1 = _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(x + 16)), _mm_loadu_si128((const void *)(y + 16)));
    __m128i e2 = _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(x + 32)), _mm_loadu_si128((const void *)(y + 32)));
    __m128i e3 = _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(x + 48)), _mm_loadu_si128((const void *)(y + 48)));
    __m128i e = _mm_and_si128(_mm_and_si128(e0, e1), _mm_and_si128(e2, e3));
    return _mm_movemask_epi8(e) != 0xffff;
}

int mt_memcmp_ladder_sse2(const void *a, const void *b, size_t n) { return memcmp_vec_ladder(a, b, n); }
int mt_bcmp_ladder_sse2(const void *a, const void *b, size_t n) { return bcmp_vec_ladder(a, b, n); }
int mt_memcmp_sse2(const void *a, const void *b, size_t n) { return memcmp_vec_plain(a, b, n); }
int mt_bcmp_sse2(const void *a, const void *b, size_t n) { return bcmp_vec_plain(a, b, n); }

const char *mt_memcmp_ladder_sse2_path(size_t n) { return memcmp_vec_path(n, mt_knobs_local.memcmp_repe_cmpsb_from); }
const char *mt_bcmp_ladder_sse2_path(size_t n) { return memcmp_vec_path(n, mt_knobs_local.bcmp_repe_cmpsb_from); }

#if defined(MT_PRELOAD_TIER) && MT_PRELOAD_TIER == MT_TIER_SSE2
MT_LIBC_CMP_ALIASES(mt_memcmp_ladder_sse2, mt_bcmp_ladder_sse2);
#endif
