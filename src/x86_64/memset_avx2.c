/* memset with 32-byte vectors (AVX2): the plain strategy and the ladder for
 * CPUs without AVX-512. The body is memset_vec.h; this file gives it the
 * width and the 16..31-byte class.
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
 * Ladder: in assembly (memset_avx2_ladder.S); the C body below serves the
 * plain strategy and the ladder's knob paths: 0..31 two overlapping stores
 * (16/8/4 bytes, 1..3 as bytes), 32..64 two ymm, 65..128 four ymm, above
 * an aligned 4x32 loop with an overlapping 128-byte tail; rep stosb and
 * non-temporal stores from the memset.rep_stosb_from / memset.nt_from
 * knobs. */
#include <immintrin.h>
#include <stddef.h>
#include "internal.h"
#include "util.h"

#define VEC 32
#define VSTR "32"
typedef __m256i vec_t;
#define VBCAST(c) _mm256_set1_epi8((char)(c))
#define VSTORE(p, v) _mm256_storeu_si256((void *)(p), (v))
#define VSTORE_A(p, v) _mm256_store_si256((void *)(p), (v))
#define VSTREAM(p, v) _mm256_stream_si256((void *)(p), (v))

#include "memset_vec.h"

/* n < 32: an xmm pair from 16 bytes, scalar pairs below. */
static inline void set_lt_vec(char *d, int c, size_t n)
{
    if (n >= 16) {
        __m128i x = _mm_set1_epi8((char)c);
        _mm_storeu_si128((void *)d, x);
        _mm_storeu_si128((void *)(d + n - 16), x);
        return;
    }
    mt_set_le16(d, mt_bcast8(c), n);
}

void *mt_memset_avx2(void *dst, int c, size_t n)
{
    return memset_vec_plain(dst, c, n, 0);
}

/* The C half of the assembly ladder (memset_avx2_ladder.S): n > 256 that
 * a knob (rep stosb, non-temporal stores) claims. */
void *mt__memset_avx2_large(void *dst, int c, size_t n);
void *mt__memset_avx2_large(void *dst, int c, size_t n)
{
    return memset_vec_ladder(dst, c, n);
}

/* The assembly classes up to 256 read no knob. */
const char *mt_memset_ladder_avx2_path(size_t n)
{
    if (n <= 256)
        return n > 128 ? "8x32" : vec_path_le4v(n);
    return memset_vec_ladder_path(n);
}
