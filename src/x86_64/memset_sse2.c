/* memset with 16-byte vectors (SSE2, the x86-64 baseline): the plain
 * strategy, the non-temporal strategy and the ladder for CPUs without AVX2.
 *
 * Assumptions:
 *  - SSE2 only (baseline x86-64); no vzeroupper needed.
 *  - Nothing is written outside [dst, dst + n): below 16 bytes, two
 *    overlapping scalar stores of the largest width that fits.
 *  - movntdq needs a 16-byte aligned address; the loops below store whole
 *    64-byte aligned lines so write combining never reads a line, and end
 *    with sfence because streaming stores are weakly ordered.
 *
 * Measurements behind the ladders (all the memset ladders share them), on
 * the Zen 4 dev machine, TSC ticks per call, hot L1, interleaved, median of
 * 11-21 runs; benchmark /tmp/setcmp/bench.c described in the commit:
 *    size    rep stosb   aligned 64-byte loop   aligned 32-byte loop
 *    2048      60.0            50.1                   49.4
 *    4096     102.5            95.9                   95.7
 *   16384     393.2           370.6                  368.9
 *   65536    1578            1555                   1566
 * so rep stosb never wins on that CPU and memset.rep_stosb_from is a knob
 * for the CPUs where it does (FSRS, Intel ERMS parts). */
#include <emmintrin.h>
#include "internal.h"
#include "util.h"

static inline __m128i bcast16(int c)
{
    return _mm_set1_epi8((char)c);
}

static inline void set_lt16(char *d, int c, size_t n)
{
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

static inline void set_16_64(char *d, __m128i v, size_t n)
{
    _mm_storeu_si128((void *)d, v);
    _mm_storeu_si128((void *)(d + n - 16), v);
    if (n > 32) {
        _mm_storeu_si128((void *)(d + 16), v);
        _mm_storeu_si128((void *)(d + n - 32), v);
    }
}

/* n > 64: unaligned 64-byte head, aligned 4x16 loop (normal or streaming
 * stores), four overlapping stores for the last 64 bytes. */
static inline void set_loop(char *d, __m128i v, size_t n, int nt)
{
    char *end = d + n;
    _mm_storeu_si128((void *)d, v);
    _mm_storeu_si128((void *)(d + 16), v);
    _mm_storeu_si128((void *)(d + 32), v);
    _mm_storeu_si128((void *)(d + 48), v);
    char *p = (char *)(((uintptr_t)d + 64) & ~(uintptr_t)63);
    if (nt) {
        for (; p < end - 64; p += 64) {
            _mm_stream_si128((void *)p, v);
            _mm_stream_si128((void *)(p + 16), v);
            _mm_stream_si128((void *)(p + 32), v);
            _mm_stream_si128((void *)(p + 48), v);
        }
        _mm_sfence();
    } else {
        for (; p < end - 64; p += 64) {
            _mm_store_si128((void *)p, v);
            _mm_store_si128((void *)(p + 16), v);
            _mm_store_si128((void *)(p + 32), v);
            _mm_store_si128((void *)(p + 48), v);
        }
    }
    _mm_storeu_si128((void *)(end - 64), v);
    _mm_storeu_si128((void *)(end - 48), v);
    _mm_storeu_si128((void *)(end - 32), v);
    _mm_storeu_si128((void *)(end - 16), v);
}

void *mt_memset_sse2(void *dst, int c, size_t n)
{
    char *d = dst;
    if (n < 16) {
        set_lt16(d, c, n);
        return dst;
    }
    __m128i v = bcast16(c);
    if (n <= 64)
        set_16_64(d, v, n);
    else
        set_loop(d, v, n, 0);
    return dst;
}

/* The non-temporal strategy at every size (correct everywhere; only
 * sensible far above the last-level cache share, see MT_STRAT_LARGE). */
void *mt_memset_nt(void *dst, int c, size_t n)
{
    char *d = dst;
    if (n < 16) {
        set_lt16(d, c, n);
        return dst;
    }
    __m128i v = bcast16(c);
    if (n <= 64)
        set_16_64(d, v, n);
    else
        set_loop(d, v, n, 1);
    return dst;
}

void *mt_memset_ladder_sse2(void *dst, int c, size_t n)
{
    char *d = dst;
    if (n < 16) {
        set_lt16(d, c, n);
        return dst;
    }
    __m128i v = bcast16(c);
    if (n <= 64) {
        set_16_64(d, v, n);
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

const char *mt_memset_ladder_sse2_path(size_t n)
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
    if (n >= mt_knobs_local.memset_nt_from)
        return "nt";
    if (n >= mt_knobs_local.memset_rep_stosb_from)
        return "rep_stosb";
    return "loop4x16";
}
