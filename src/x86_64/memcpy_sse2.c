/* memcpy / memmove with 16-byte vectors (SSE2, the x86-64 baseline), and the
 * non-temporal memcpy.
 *
 * Assumptions:
 *   SSE2 only (this file is built without -m flags). Unaligned 16-byte
 *   loads/stores (movdqu) cost the same as aligned ones when they do not
 *   split a cache line (Nehalem and later, all AMD64 parts with SSE4a's
 *   "misalignsse"); the loops align dst so only loads may split.
 *   movntdq needs a 16-byte-aligned destination; sfence orders the
 *   weakly-ordered streaming stores before any later store.
 *
 * Strategies:
 *   sse2           16-byte overlapping head/tail up to 128 B, 4x16 loop
 *                  with dst aligned. No knobs.
 *   nt             the same up to 128 B, then non-temporal stores with dst
 *                  aligned to the 64-byte line (see copy_nt_loop).
 *   ladder_sse2    the sse2 classes plus rep movsb / nt by knobs above
 *                  32 B (see memcpy_vec.h, memcpy_avx512.c). */
#include <emmintrin.h>
#include "internal.h"
#include "util.h"

#define VEC 16
#define VSTR "16"
typedef __m128i vec_t;
#define VLOAD(p) _mm_loadu_si128((const void *)(p))
#define VSTORE(p, v) _mm_storeu_si128((void *)(p), (v))
#define VSTORE_A(p, v) _mm_store_si128((void *)(p), (v))
#define VSTREAM(p, v) _mm_stream_si128((void *)(p), (v))

static inline __attribute__((always_inline)) void copy_lt_vec(unsigned char *d, const unsigned char *s, size_t n);
#include "memcpy_vec.h"

static inline __attribute__((always_inline)) void copy_lt_vec(u8 *d, const u8 *s, size_t n)
{
    mt_copy_le16(d, s, n);
}

void *mt_memcpy_sse2(void *dst, const void *src, size_t n)
{
    copy_vec_plain(dst, src, n, 0);
    return dst;
}

void *mt_memmove_sse2(void *dst, const void *src, size_t n)
{
    copy_vec_plain(dst, src, n, 1);
    return dst;
}

void *mt_memcpy_nt(void *dst, const void *src, size_t n)
{
    if (n <= 8 * VEC)
        copy_vec_plain(dst, src, n, 0);
    else
        copy_nt_loop(dst, src, n);
    return dst;
}

void *mt_memcpy_ladder_sse2(void *dst, const void *src, size_t n)
{
    return copy_vec_ladder(dst, src, n, 0);
}

void *mt_memmove_ladder_sse2(void *dst, const void *src, size_t n)
{
    return copy_vec_ladder(dst, src, n, 1);
}

const char *mt_memcpy_ladder_sse2_path(size_t n)
{
    return copy_vec_ladder_path(n, 0);
}

const char *mt_memmove_ladder_sse2_path(size_t n)
{
    return copy_vec_ladder_path(n, 1);
}

#if defined(MT_PRELOAD_TIER) && MT_PRELOAD_TIER == MT_TIER_SSE2
MT_LIBC_ALIASES(mt_memcpy_ladder_sse2, mt_memmove_ladder_sse2);
#endif
