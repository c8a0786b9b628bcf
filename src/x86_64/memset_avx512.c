/* memset with 64-byte vectors (AVX-512F/BW/VL, BMI2): the plain strategy
 * and the large-size half of the dispatching ladder, whose small sizes are
 * in memset_avx512_ladder.S (size classes and why: see there).
 *
 * Assumptions:
 *  - Built with -mavx512f -mavx512bw -mavx512vl -mbmi2 (src/meson.build);
 *    dispatch only runs it where CPUID and XGETBV report that state.
 *  - The compiler ends every function that touched zmm0-15 with vzeroupper
 *    (checkasm verifies the state after every call).
 *  - Nothing is written outside [dst, dst + n).
 *
 * From 257 bytes the ladder stores an unaligned vector at each end and
 * the aligned 64-byte lines between, two a pass (memset_avx512_ladder.S,
 * with its measurements); this file keeps the knobs' paths and glibc's
 * layout (set_loop) for the plain strategy. The table below is the 4x
 * loop of that layout, before the line layout. Measured on the Zen 4 dev machine
 * (TSC ticks per call, hot, fixed size, random offsets; benchmark in the
 * commit message):
 *      size      glibc 2.36 (rep stosb above 2048)   this loop
 *      2048          55.5                               50.0
 *      4096         108.8                               94.8
 *     16384         393 (rep stosb alone)              371
 *     65536        1578 (rep stosb alone)             1555
 * so rep stosb never wins here (glibc reached the same conclusion for AMD,
 * commit 272708884c) and memset.rep_stosb_from is a knob for CPUs where it
 * does (FSRS, Intel ERMS parts). Non-temporal 64-byte stores from
 * memset.nt_from: they were faster than this loop from about 12-16 MiB
 * (33 B/tick against 29-31 at 16 MiB); 2-4x faster beyond the L3. Knob
 * values below 513 act as 513 here: smaller sizes never reach this code. */
#include <immintrin.h>
#include "internal.h"
#include "util.h"

/* n in [256, ...): the first 256 bytes are four unaligned stores, the
 * loop stores aligned 64-byte lines from the last line boundary at or
 * below d + 256, the last 256 bytes are four overlapping stores: glibc's
 * layout, the ladder's > 512 class until 2026-11-27 (memset_avx512_ladder.S
 * has the measurements against one head store and the lines from d + 64,
 * and against the line layout it uses now). */
static inline void set_loop(char *d, __m512i v, size_t n)
{
    char *end = d + n;
    _mm512_storeu_si512(d, v);
    _mm512_storeu_si512(d + 64, v);
    _mm512_storeu_si512(d + 128, v);
    _mm512_storeu_si512(d + 192, v);
    char *p = (char *)(((uintptr_t)d + 256) & ~(uintptr_t)63);
    for (; p < end - 256; p += 256) {
        _mm512_store_si512(p, v);
        _mm512_store_si512(p + 64, v);
        _mm512_store_si512(p + 128, v);
        _mm512_store_si512(p + 192, v);
    }
    _mm512_storeu_si512(end - 256, v);
    _mm512_storeu_si512(end - 192, v);
    _mm512_storeu_si512(end - 128, v);
    _mm512_storeu_si512(end - 64, v);
}

/* Non-temporal: aligned 64-byte streaming stores (a full line each, so the
 * write-combining buffer never has to read the line), plain stores for the
 * unaligned ends, sfence so the streaming stores are ordered before any
 * later store of the caller (they are weakly ordered). */
static inline void set_nt(char *d, __m512i v, size_t n)
{
    char *end = d + n;
    _mm512_storeu_si512(d, v);
    char *p = (char *)(((uintptr_t)d + 64) & ~(uintptr_t)63);
    for (; p < end - 256; p += 256) {
        _mm512_stream_si512((void *)p, v);
        _mm512_stream_si512((void *)(p + 64), v);
        _mm512_stream_si512((void *)(p + 128), v);
        _mm512_stream_si512((void *)(p + 192), v);
    }
    _mm_sfence();
    _mm512_storeu_si512(end - 256, v);
    _mm512_storeu_si512(end - 192, v);
    _mm512_storeu_si512(end - 128, v);
    _mm512_storeu_si512(end - 64, v);
}

static inline void set_le256(char *d, __m512i v, size_t n)
{
    if (n <= 128) {
        _mm512_storeu_si512(d, v);
        _mm512_storeu_si512(d + n - 64, v);
        return;
    }
    _mm512_storeu_si512(d, v);
    _mm512_storeu_si512(d + 64, v);
    _mm512_storeu_si512(d + n - 128, v);
    _mm512_storeu_si512(d + n - 64, v);
}

/* The plain strategy: no masks (so calibration shows what the masks buy),
 * sizes below 64 as two overlapping stores of the largest size that fits. */
void *mt_memset_avx512(void *dst, int c, size_t n)
{
    char *d = dst;
    if (n < 64) {
        if (n >= 32) {
            __m256i y = _mm256_set1_epi8((char)c);
            _mm256_storeu_si256((void *)d, y);
            _mm256_storeu_si256((void *)(d + n - 32), y);
        } else if (n >= 16) {
            __m128i x = _mm_set1_epi8((char)c);
            _mm_storeu_si128((void *)d, x);
            _mm_storeu_si128((void *)(d + n - 16), x);
        } else {
            mt_set_le16(d, mt_bcast8(c), n);
        }
        return dst;
    }
    __m512i v = _mm512_set1_epi8((char)c);
    if (n <= 256)
        set_le256(d, v, n);
    else
        set_loop(d, v, n);
    return dst;
}


/* The ladder's sizes above 512 (its small classes are in
 * memset_avx512_ladder.S, which tail-calls this). */
void *mt__memset_avx512_large(void *dst, int c, size_t n);
__attribute__((aligned(64))) void *mt__memset_avx512_large(void *dst, int c, size_t n)
{
    char *d = dst;
    __m512i v = _mm512_set1_epi8((char)c);
    if (MT_UNLIKELY(n >= mt_knobs_local.memset_rep_stosb_from || n >= mt_knobs_local.memset_nt_from)) {
        if (n >= mt_knobs_local.memset_nt_from) {
            set_nt(d, v, n);
            return dst;
        }
        __asm__ volatile("rep stosb" : "+D"(d), "+c"(n) : "a"(c) : "memory");
        return dst;
    }
    set_loop(d, v, n);
    return dst;
}

const char *mt_memset_ladder_avx512_path(size_t n)
{
    if (n < 64)
        return "mask64";
    if (n <= 128)
        return "2x64";
    if (n <= 256)
        return "4x64";
    if (n > 320 && n <= 512)
        return "8x64";
    if (n > 512 && n >= mt_knobs_local.memset_nt_from)
        return "nt";
    if (n > 512 && n >= mt_knobs_local.memset_rep_stosb_from)
        return "rep_stosb";
    return "lines";
}
