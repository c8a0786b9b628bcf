/* memset with 16-byte vectors (SSE2, the x86-64 baseline): the plain
 * strategy, the non-temporal strategy and the ladder for CPUs without AVX2.
 * The body is memset_vec.h; this file gives it the width.
 *
 * Assumptions:
 *  - SSE2 only (baseline x86-64); no vzeroupper needed.
 *  - Nothing is written outside [dst, dst + n): below 16 bytes, two
 *    overlapping scalar stores of the largest width that fits.
 *  - movntdq needs a 16-byte aligned address; the loops below store whole
 *    64-byte aligned lines so write combining never reads a line, and end
 *    with sfence because streaming stores are weakly ordered.
 *
 * The measurements behind the ladders are in memset_vec.h. */
#include <emmintrin.h>
#include "internal.h"
#include "util.h"

#define VEC 16
#define VSTR "16"
typedef __m128i vec_t;
#define VBCAST(c) _mm_set1_epi8((char)(c))
#define VSTORE(p, v) _mm_storeu_si128((void *)(p), (v))
#define VSTORE_A(p, v) _mm_store_si128((void *)(p), (v))
#define VSTREAM(p, v) _mm_stream_si128((void *)(p), (v))

#include "memset_vec.h"

static inline void set_lt_vec(char *d, int c, size_t n)
{
    mt_set_le16(d, mt_bcast8(c), n);
}

void *mt_memset_sse2(void *dst, int c, size_t n)
{
    return memset_vec_plain(dst, c, n, 0);
}

/* The non-temporal strategy at every size (correct everywhere; only
 * sensible far above the last-level cache share, see MT_STRAT_LARGE). */
void *mt_memset_nt(void *dst, int c, size_t n)
{
    return memset_vec_plain(dst, c, n, 1);
}

void *mt_memset_ladder_sse2(void *dst, int c, size_t n)
{
    return memset_vec_ladder(dst, c, n);
}

const char *mt_memset_ladder_sse2_path(size_t n)
{
    return memset_vec_ladder_path(n);
}

#if defined(MT_PRELOAD_TIER) && MT_PRELOAD_TIER == MT_TIER_SSE2
MT_LIBC_ALIAS(memset, mt_memset_ladder_sse2);
#endif
