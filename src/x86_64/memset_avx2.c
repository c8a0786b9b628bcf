/* memset with 32-byte vectors (AVX2): the plain strategy and the ladder for
 * CPUs without AVX-512.
 *
 * Assumptions:
 *  - Built with -mavx -mavx2 -mbmi2 (src/meson.build); dispatch only runs it
 *    where CPUID and XGETBV report AVX state.
 *  - The compiler ends every function that touched ymm registers with
 *    vzeroupper (`objdump -d build/src/libmt_avx2.a | grep -c vzeroupper`).
 *  - Nothing is written outside [dst, dst + n): sizes below 32 use two
 *    overlapping stores of the largest width that fits, never a wider
 *    store (AVX2 has no byte-granular masked store).
 *
 * Ladder: 0..31 two overlapping stores (16/8/4 bytes, 1..3 as bytes),
 * 32..64 two ymm, 65..128 four ymm, above an aligned 4x32 loop with an
 * overlapping 128-byte tail; rep stosb and non-temporal stores from the
 * memset.rep_stosb_from / memset.nt_from knobs. */
#include <immintrin.h>
#include "internal.h"
#include "util.h"

static inline void set_lt32(char *d, int c, size_t n)
{
    if (n >= 16) {
        __m128i x = _mm_set1_epi8((char)c);
        _mm_storeu_si128((void *)d, x);
        _mm_storeu_si128((void *)(d + n - 16), x);
        return;
    }
    uint64_t v = mt_bcast8(c);
    if (n >= 8) {
        mt_store64(d, v);
        mt_store64(d + n - 8, v);
    } else if (n >= 4) {
        mt_store32(d, (uint32_t)v);
        mt_store32(d + n - 4, (uint32_t)v);
    } else if (n) {
        d[0] = (char)c;
        d[n >> 1] = (char)c;
        d[n - 1] = (char)c;
    }
}

static inline void set_le128(char *d, __m256i v, size_t n)
{
    _mm256_storeu_si256((void *)d, v);
    _mm256_storeu_si256((void *)(d + n - 32), v);
    if (n > 64) {
        _mm256_storeu_si256((void *)(d + 32), v);
        _mm256_storeu_si256((void *)(d + n - 64), v);
    }
}

/* n > 128: unaligned head, 32-byte aligned 4x32 loop (aligned stores never
 * split a line), four overlapping stores for the last 128 bytes. */
static inline void set_loop(char *d, __m256i v, size_t n, int nt)
{
    char *end = d + n;
    _mm256_storeu_si256((void *)d, v);
    _mm256_storeu_si256((void *)(d + 32), v);
    char *p = (char *)(((uintptr_t)d + 64) & ~(uintptr_t)63);
    if (nt) {
        for (; p < end - 128; p += 128) {
            _mm256_stream_si256((void *)p, v);
            _mm256_stream_si256((void *)(p + 32), v);
            _mm256_stream_si256((void *)(p + 64), v);
            _mm256_stream_si256((void *)(p + 96), v);
        }
        _mm_sfence();
    } else {
        for (; p < end - 128; p += 128) {
            _mm256_store_si256((void *)p, v);
            _mm256_store_si256((void *)(p + 32), v);
            _mm256_store_si256((void *)(p + 64), v);
            _mm256_store_si256((void *)(p + 96), v);
        }
    }
    _mm256_storeu_si256((void *)(end - 128), v);
    _mm256_storeu_si256((void *)(end - 96), v);
    _mm256_storeu_si256((void *)(end - 64), v);
    _mm256_storeu_si256((void *)(end - 32), v);
}

void *mt_memset_avx2(void *dst, int c, size_t n)
{
    char *d = dst;
    if (n < 32) {
        set_lt32(d, c, n);
        return dst;
    }
    __m256i v = _mm256_set1_epi8((char)c);
    if (n <= 128)
        set_le128(d, v, n);
    else
        set_loop(d, v, n, 0);
    return dst;
}

void *mt_memset_ladder_avx2(void *dst, int c, size_t n)
{
    char *d = dst;
    if (n < 32) {
        set_lt32(d, c, n);
        return dst;
    }
    __m256i v = _mm256_set1_epi8((char)c);
    if (n <= 128) {
        set_le128(d, v, n);
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

const char *mt_memset_ladder_avx2_path(size_t n)
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
    if (n >= mt_knobs_local.memset_nt_from)
        return "nt";
    if (n >= mt_knobs_local.memset_rep_stosb_from)
        return "rep_stosb";
    return "loop4x32";
}
