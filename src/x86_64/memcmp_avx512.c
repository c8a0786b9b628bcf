/* memcmp and bcmp with 64-byte vectors (AVX-512F/BW/VL, BMI1/2): the plain
 * strategies, and the path names of the ladders (memcmp_avx512_ladder.S).
 *
 * Assumptions:
 *  - Built with -mavx512f -mavx512bw -mavx512vl -mbmi -mbmi2 (src/meson.build);
 *    dispatch only runs it where CPUID and XGETBV report that state.
 *  - The compiler ends every function that touched ymm/zmm0-15 with
 *    vzeroupper (`objdump -d` of libmt_avx512.a shows one before each ret).
 *  - A zero-masking load (vmovdqu8 zmm{k}{z}) reads only the bytes whose
 *    mask bit is set and never faults on the others, so n <= 64 is one
 *    load per buffer with no size branch; the masked-off lanes are zero in
 *    both vectors and compare equal. Nothing is read outside [a, a + n) and
 *    [b, b + n): larger sizes use whole vectors inside the buffers, the
 *    last ones overlapping the ones before.
 *  - memcmp's answer is the difference of the first unequal bytes as
 *    unsigned char; bcmp's is 0 or 1 here (the ladder returns a nonzero
 *    mask for unequal buffers).
 *
 * Ladder: memcmp_avx512_ladder.S, in assembly at every size (its header
 * has the classes and their measurements); here only the path names
 * that `memtune cpu` shows. */
#include <immintrin.h>
#include "internal.h"

static inline __mmask64 lowmask(size_t n)
{
    /* bzhi keeps the low n bits (n < 256); n >= 64 keeps all 64. */
    return _bzhi_u64(~0ull, n);
}

static inline uint64_t ne_masked(const char *x, const char *y, __mmask64 k)
{
    __m512i a = _mm512_maskz_loadu_epi8(k, x);
    __m512i b = _mm512_maskz_loadu_epi8(k, y);
    return _mm512_cmpneq_epi8_mask(a, b);
}

static inline uint64_t ne64(const char *x, const char *y)
{
    return _mm512_cmpneq_epi8_mask(_mm512_loadu_si512(x), _mm512_loadu_si512(y));
}

static inline int byte_diff(const char *x, const char *y, size_t i)
{
    return (int)(unsigned char)x[i] - (int)(unsigned char)y[i];
}

/* The plain strategies: whole 64-byte blocks, then one masked block for
 * the remainder; a branch per block on the data (the classic shape). */
int mt_memcmp_avx512(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    size_t i = 0;
    uint64_t m;
    for (; i + 64 <= n; i += 64)
        if ((m = ne64(x + i, y + i)))
            return byte_diff(x, y, i + _tzcnt_u64(m));
    if ((m = ne_masked(x + i, y + i, lowmask(n - i))))
        return byte_diff(x, y, i + _tzcnt_u64(m));
    return 0;
}

int mt_bcmp_avx512(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    size_t i = 0;
    for (; i + 64 <= n; i += 64)
        if (ne64(x + i, y + i))
            return 1;
    return ne_masked(x + i, y + i, lowmask(n - i)) != 0;
}

/* The ladders' path names (memtune cpu): the same classes but 0..32
 * (memcmp's window is masked only near a page end), 65..128 and 129..256,
 * which memcmp runs as the first 32 bytes and the rest. */
static const char *cmp_path(size_t n, const char *c0_32, const char *c65_128, size_t repe_from,
                            const char *c129_256, size_t loop64_from)
{
    if (n <= 128)
        return n <= 32 ? c0_32 : n <= 64 ? "2x32" : c65_128;
    if (n <= 256)
        return c129_256;
    return n >= repe_from ? "repe_cmpsb" : n >= loop64_from ? "loop2x64" : "loop4x32";
}

/* memcmp: 1..7 one masked word; 8..256 words first (8..15 two, 16..32
 * four), above 32 then ("w+") the vector classes from byte 0.  */
const char *mt_memcmp_ladder_avx512_path(size_t n)
{
    if (n == 0)
        return "none";
    if (n < 8)
        return "1x8";
    if (n <= 32)
        return n < 16 ? "2x8" : "4x8";
    if (n <= 256)
        return n <= 64 ? "w+2x32" : n <= 128 ? "w+2x32+64" : "w+8x32";
    /* above 256 B the classes' names are not reached  */
    return cmp_path(n, "", "", mt_knobs_local.memcmp_repe_cmpsb_from, "", mt_knobs_local.memcmp_loop64_from);
}

const char *mt_bcmp_ladder_avx512_path(size_t n)
{
    return cmp_path(n, "mask32", "2x64", mt_knobs_local.bcmp_repe_cmpsb_from, "8x32", mt_knobs_local.bcmp_loop64_from);
}
