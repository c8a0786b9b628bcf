/* memcpy / memmove with 32-byte vectors (AVX2), for CPUs without AVX-512.
 *
 * Assumptions:
 *   AVX (vmovdqu ymm); dispatch also checks AVX2/BMI1/BMI2 (the registry's
 *   "avx2" level). No masked byte stores exist at this level (vpmaskmovd is
 *   4-byte granular and slow to store on AMD), so sizes below 32 take
 *   overlapping xmm/scalar pairs.
 *   GCC ends every function that dirtied the upper ymm state with vzeroupper
 *   (check: objdump -d build/src/libmemtune.a).
 *
 * Strategies:
 *   avx2           32-byte overlapping head/tail up to 256 B, 4x32 loop with
 *                  dst aligned. No knobs.
 *   ladder_avx2    the same classes, plus rep movsb and non-temporal stores
 *                  by knobs above 64 B; memmove backward loop when needed
 *                  (see memcpy_vec.h and memcpy_avx512.c for the reasons).
 *                  Up to 256 B in assembly (memcpy_avx2_ladder.S), the rest
 *                  below. */
#include <immintrin.h>
#include <stddef.h>
#include "internal.h"
#include "util.h"

#define VEC 32
#define VSTR "32"
typedef __m256i vec_t;
#define VLOAD(p) _mm256_loadu_si256((const void *)(p))
#define VSTORE(p, v) _mm256_storeu_si256((void *)(p), (v))
#define VSTORE_A(p, v) _mm256_store_si256((void *)(p), (v))
#define VSTREAM(p, v) _mm256_stream_si256((void *)(p), (v))

static inline __attribute__((always_inline)) void copy_lt_vec(unsigned char *d, const unsigned char *s, size_t n);
#include "memcpy_vec.h"

/* n < 32: xmm pair or scalar pairs. */
static inline __attribute__((always_inline)) void copy_lt_vec(u8 *d, const u8 *s, size_t n)
{
    if (n >= 16) {
        __m128i a = _mm_loadu_si128((const void *)s), b = _mm_loadu_si128((const void *)(s + n - 16));
        _mm_storeu_si128((void *)d, a);
        _mm_storeu_si128((void *)(d + n - 16), b);
    } else {
        mt_copy_le16(d, s, n);
    }
}

void *mt_memcpy_avx2(void *dst, const void *src, size_t n)
{
    copy_vec_plain(dst, src, n, 0);
    return dst;
}

void *mt_memmove_avx2(void *dst, const void *src, size_t n)
{
    copy_vec_plain(dst, src, n, 1);
    return dst;
}

/* The C halves of the assembly ladders (memcpy_avx2_ladder.S): n > 256
 * that a knob (rep movsb, non-temporal stores) claims. */
void *mt__memcpy_avx2_large(void *dst, const void *src, size_t n);
void *mt__memmove_avx2_large(void *dst, const void *src, size_t n);

void *mt__memcpy_avx2_large(void *dst, const void *src, size_t n)
{
    return ladder_memcpy_above_2v(dst, src, n);
}

void *mt__memmove_avx2_large(void *dst, const void *src, size_t n)
{
    return ladder_memmove_above_2v(dst, src, n);
}

/* The assembly classes up to 256 read no knob. */
const char *mt_memcpy_ladder_avx2_path(size_t n)
{
    if (n <= 256)
        return n > 128 ? "8x32" : n > 64 ? "4x32" : copy_vec_ladder_path(n, 0);
    return copy_vec_ladder_path(n, 0);
}

const char *mt_memmove_ladder_avx2_path(size_t n)
{
    if (n <= 256)
        return n > 128 ? "8x32" : n > 64 ? "4x32" : copy_vec_ladder_path(n, 1);
    return copy_vec_ladder_path(n, 1);
}
