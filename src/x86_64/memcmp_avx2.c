/* memcmp and bcmp with 32-byte vectors (AVX2): the plain strategies and the
 * ladders for CPUs without AVX-512. The body is memcmp_vec.h; this file
 * gives it the width and the 4x32-byte group test.
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
 * Ladder: in assembly (memcmp_avx2_ladder.S), which comes here only for
 * the windows of 0..32 bytes that would cross a page. The C body (<16
 * scalar, 16..31 2x16, 32..64 2x32, 65..128 4x32, all without a branch on
 * the data; above 128, a 4x32-byte loop that exits at the first 128-byte
 * group that differs, and an overlapping last 128 bytes) serves those and
 * the plain strategies. */
#include <immintrin.h>
#include "internal.h"

#define VEC 32
#define VSTR "32"

#include "memcmp_vec.h"

static inline uint32_t ne_vec(const char *x, const char *y)
{
    __m256i a = _mm256_loadu_si256((const void *)x), b = _mm256_loadu_si256((const void *)y);
    return ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, b));
}

/* n > 128: 4x32 bytes per iteration; the xor of all four pairs is tested
 * once, the exact position only computed for the group that differs. */
static inline int any_4v(const char *x, const char *y)
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
    uint64_t lo = ne_2v(x, y);
    return lo ? _tzcnt_u64(lo) : 64 + _tzcnt_u64(ne_2v(x + 64, y + 64));
}

static inline int memcmp_gt_4v(const char *x, const char *y, size_t n)
{
    size_t i = 0;
    for (; i + 128 < n; i += 128)
        if (any_4v(x + i, y + i))
            return mt_byte_diff(x, y, i + where128(x + i, y + i));
    i = n - 128;
    if (any_4v(x + i, y + i))
        return mt_byte_diff(x, y, i + where128(x + i, y + i));
    return 0;
}

/* The C halves of the assembly ladders (memcmp_avx2_ladder.S): n <= 32
 * when a 32-byte window would cross a page (the exact loads of
 * memcmp_vec.h). At or above the repe cmpsb knob (n > 256) the assembly
 * jumps to mt_memcmp_repe_cmpsb / mt_bcmp_repe_cmpsb itself. */
int mt__memcmp_avx2_exact(const void *a, const void *b, size_t n);
int mt__bcmp_avx2_exact(const void *a, const void *b, size_t n);
int mt__memcmp_avx2_exact(const void *a, const void *b, size_t n) { return memcmp_vec_ladder(a, b, n); }
int mt__bcmp_avx2_exact(const void *a, const void *b, size_t n) { return bcmp_vec_ladder(a, b, n); }
int mt_memcmp_avx2(const void *a, const void *b, size_t n) { return memcmp_vec_plain(a, b, n); }
int mt_bcmp_avx2(const void *a, const void *b, size_t n) { return bcmp_vec_plain(a, b, n); }

/* The assembly ladder's classes: up to 256 bytes (two 128-byte groups
 * above 128) whatever the knob, then repe cmpsb from the knob and the
 * group loop below it. */
static const char *ladder_path(size_t n, size_t repe_from)
{
    if (n <= 4 * VEC)
        return vec_path_le4v(n);
    if (n <= 8 * VEC)
        return "8x" VSTR;
    return n >= repe_from ? "repe_cmpsb" : "loop4x" VSTR;
}

const char *mt_memcmp_ladder_avx2_path(size_t n) { return ladder_path(n, mt_knobs_local.memcmp_repe_cmpsb_from); }
const char *mt_bcmp_ladder_avx2_path(size_t n) { return ladder_path(n, mt_knobs_local.bcmp_repe_cmpsb_from); }
