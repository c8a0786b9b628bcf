/* memcmp and bcmp with 32-byte vectors (AVX2): the plain strategies and the
 * ladders for CPUs without AVX-512.
 *
 * Assumptions:
 *  - Built with -mavx -mavx2 -mbmi -mbmi2 (src/meson.build); dispatch only
 *    runs it where CPUID and XGETBV report AVX state.
 *  - The compiler ends every function that touched ymm registers with
 *    vzeroupper.
 *  - Nothing is read outside [a, a + n) and [b, b + n): below 16 bytes only
 *    scalar loads (memcmp_small.h), 16..31 two overlapping xmm, from 32 on
 *    whole ymm inside the buffers, the last overlapping the one before.
 *
 * Ladder: <16 scalar, 16..31 2x16, 32..64 2x32, 65..128 4x32, all without
 * a branch on the data (first difference by tzcnt, or an equal pair, then
 * one subtraction); above, a 4x32-byte loop that exits at the first
 * 128-byte group that differs, and an overlapping last 128 bytes. */
#include <immintrin.h>
#include "internal.h"
#include "memcmp_small.h"

static inline uint32_t ne16(const char *x, const char *y)
{
    __m128i a = _mm_loadu_si128((const void *)x), b = _mm_loadu_si128((const void *)y);
    return (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(a, b)) ^ 0xffffu;
}

static inline uint32_t ne32(const char *x, const char *y)
{
    __m256i a = _mm256_loadu_si256((const void *)x), b = _mm256_loadu_si256((const void *)y);
    return ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, b));
}

static inline uint64_t ne64(const char *x, const char *y)
{
    return ne32(x, y) | (uint64_t)ne32(x + 32, y + 32) << 32;
}

/* 16 <= n <= 128 without a branch on the data. */
static inline size_t first_diff_16_128(const char *x, const char *y, size_t n)
{
    if (n < 32)
        return mt_first_diff_ht(ne16(x, y), ne16(x + n - 16, y + n - 16), n, 16);
    if (n <= 64)
        return mt_first_diff_ht(ne32(x, y), ne32(x + n - 32, y + n - 32), n, 32);
    return mt_first_diff_ht(ne64(x, y), ne64(x + n - 64, y + n - 64), n, 64);
}

/* n > 128: 4x32 bytes per iteration; the xor of all four pairs is tested
 * once, the exact position only computed for the group that differs. */
static inline int any128(const char *x, const char *y)
{
    __m256i d0 = _mm256_xor_si256(_mm256_loadu_si256((const void *)x), _mm256_loadu_si256((const void *)y));
    __m256i d1 = _mm256_xor_si256(_mm256_loadu_si256((const void *)(x + 32)), _mm256_loadu_si256((const void *)(y + 32)));
    __m256i d2 = _mm256_xor_si256(_mm256_loadu_si256((const void *)(x + 64)), _mm256_loadu_si256((const void *)(y + 64)));
    __m256i d3 = _mm256_xor_si256(_mm256_loadu_si256((const void *)(x + 96)), _mm256_loadu_si256((const void *)(y + 96)));
    __m256i o = _mm256_or_si256(_mm256_or_si256(d0, d1), _mm256_or_si256(d2, d3));
    return !_mm256_testz_si256(o, o);
}

/* Index of the first difference in a 128-byte group known to differ. */
static inline size_t where128(const char *x, const char *y)
{
    uint64_t lo = ne64(x, y);
    return lo ? _tzcnt_u64(lo) : 64 + _tzcnt_u64(ne64(x + 64, y + 64));
}

int mt_memcmp_ladder_avx2(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    if (n < 16)
        return mt_memcmp_lt16(x, y, n);
    if (n <= 128)
        return mt_byte_diff(x, y, first_diff_16_128(x, y, n));
    if (MT_UNLIKELY(n >= mt_knobs_local.memcmp_repe_cmpsb_from))
        return mt_memcmp_repe_cmpsb(a, b, n);
    size_t i = 0;
    for (; i + 128 < n; i += 128)
        if (any128(x + i, y + i))
            return mt_byte_diff(x, y, i + where128(x + i, y + i));
    i = n - 128;
    if (any128(x + i, y + i))
        return mt_byte_diff(x, y, i + where128(x + i, y + i));
    return 0;
}

int mt_bcmp_ladder_avx2(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    if (n < 16)
        return mt_bcmp_lt16(x, y, n);
    if (n < 32)
        return (ne16(x, y) | ne16(x + n - 16, y + n - 16)) != 0;
    if (n <= 64)
        return (ne32(x, y) | ne32(x + n - 32, y + n - 32)) != 0;
    if (n <= 128)
        return (ne64(x, y) | ne64(x + n - 64, y + n - 64)) != 0;
    if (MT_UNLIKELY(n >= mt_knobs_local.bcmp_repe_cmpsb_from))
        return mt_bcmp_repe_cmpsb(a, b, n);
    for (size_t i = 0; i + 128 < n; i += 128)
        if (any128(x + i, y + i))
            return 1;
    return any128(x + n - 128, y + n - 128);
}

/* The plain strategies: one ymm per iteration with a branch on each, an
 * overlapping last vector; below 32 bytes as the ladder. */
int mt_memcmp_avx2(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    if (n < 16)
        return mt_memcmp_lt16(x, y, n);
    if (n < 32)
        return mt_byte_diff(x, y, mt_first_diff_ht(ne16(x, y), ne16(x + n - 16, y + n - 16), n, 16));
    uint32_t m;
    for (size_t i = 0; i + 32 < n; i += 32)
        if ((m = ne32(x + i, y + i)))
            return mt_byte_diff(x, y, i + _tzcnt_u32(m));
    if ((m = ne32(x + n - 32, y + n - 32)))
        return mt_byte_diff(x, y, n - 32 + _tzcnt_u32(m));
    return 0;
}

int mt_bcmp_avx2(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    if (n < 16)
        return mt_bcmp_lt16(x, y, n);
    if (n < 32)
        return (ne16(x, y) | ne16(x + n - 16, y + n - 16)) != 0;
    for (size_t i = 0; i + 32 < n; i += 32)
        if (ne32(x + i, y + i))
            return 1;
    return ne32(x + n - 32, y + n - 32) != 0;
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
    if (n < 32)
        return "2x16";
    if (n <= 64)
        return "2x32";
    if (n <= 128)
        return "4x32";
    if (n >= repe_from)
        return "repe_cmpsb";
    return "loop4x32";
}

const char *mt_memcmp_ladder_avx2_path(size_t n) { return path(n, mt_knobs_local.memcmp_repe_cmpsb_from); }
const char *mt_bcmp_ladder_avx2_path(size_t n) { return path(n, mt_knobs_local.bcmp_repe_cmpsb_from); }
