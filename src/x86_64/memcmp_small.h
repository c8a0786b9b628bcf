/* Pieces shared by the SSE2 and AVX2 memcmp/bcmp files: sizes below one
 * 16-byte vector, and turning "not equal" bit masks into an answer.
 *
 * Assumptions: little-endian x86-64, unaligned scalar loads allowed;
 * nothing is read outside [x, x + n) and [y, y + n) (below 16 bytes
 * there is no vector load at all: AVX2 has no byte-masked load, and a
 * 16-byte load past the end could cross into an unmapped page). */
#ifndef MT_X86_MEMCMP_SMALL_H
#define MT_X86_MEMCMP_SMALL_H

#include <stddef.h>
#include <stdint.h>
#include "util.h"

static inline int mt_byte_diff(const char *x, const char *y, size_t i)
{
    return (int)(unsigned char)x[i] - (int)(unsigned char)y[i];
}

static inline int mt_cmp_u64(uint64_t a, uint64_t b)
{
    return (a > b) - (a < b);
}

/* memcmp for n < 16 without a branch on the data: the bytes are read as
 * big-endian integers (bswap), which compare like the bytes they hold.
 * 8..15: head and tail words (overlapping; the overlap is equal in both or
 * the head decides); 4..7: head and tail 4-byte words packed into one;
 * 1..3: first, middle and last byte. */
static inline int mt_memcmp_lt16(const char *x, const char *y, size_t n)
{
    if (n >= 8) {
        int h = mt_cmp_u64(__builtin_bswap64(mt_load64(x)), __builtin_bswap64(mt_load64(y)));
        int t = mt_cmp_u64(__builtin_bswap64(mt_load64(x + n - 8)), __builtin_bswap64(mt_load64(y + n - 8)));
        /* the head decides unless it is equal: 2h + t has the sign of h
         * when h != 0 (|t| <= 1), else of t. Written as arithmetic because
         * GCC 12 compiles "h ? h : t" to a branch on the data, which the
         * predictor misses on mixed buffers (see mt_first_diff_ht). */
        return 2 * h + t;
    }
    if (n >= 4) {
        uint64_t a = (uint64_t)__builtin_bswap32(mt_load32(x)) << 32 | __builtin_bswap32(mt_load32(x + n - 4));
        uint64_t b = (uint64_t)__builtin_bswap32(mt_load32(y)) << 32 | __builtin_bswap32(mt_load32(y + n - 4));
        return mt_cmp_u64(a, b);
    }
    if (n) {
        const unsigned char *u = (const unsigned char *)x, *v = (const unsigned char *)y;
        uint32_t a = (uint32_t)u[0] << 16 | (uint32_t)u[n >> 1] << 8 | u[n - 1];
        uint32_t b = (uint32_t)v[0] << 16 | (uint32_t)v[n >> 1] << 8 | v[n - 1];
        return (int)a - (int)b;
    }
    return 0;
}

static inline int mt_bcmp_lt16(const char *x, const char *y, size_t n)
{
    if (n >= 8)
        return ((mt_load64(x) ^ mt_load64(y)) | (mt_load64(x + n - 8) ^ mt_load64(y + n - 8))) != 0;
    if (n >= 4)
        return ((mt_load32(x) ^ mt_load32(y)) | (mt_load32(x + n - 4) ^ mt_load32(y + n - 4))) != 0;
    if (n) {
        const unsigned char *u = (const unsigned char *)x, *v = (const unsigned char *)y;
        return ((u[0] ^ v[0]) | (u[n >> 1] ^ v[n >> 1]) | (u[n - 1] ^ v[n - 1])) != 0;
    }
    return 0;
}

/* Head block [0, w) and tail block [n - w, n) of a buffer with w <= n <= 2w,
 * given their "not equal" masks (bit i = byte i of the block): the index of
 * the first difference, or n - 1 (a pair of equal bytes) if there is none,
 * so the caller can subtract the bytes there without a branch. */
static inline size_t mt_first_diff_ht(uint64_t head, uint64_t tail, size_t n, unsigned w)
{
    size_t ih = (size_t)__builtin_ctzll(head | (1ull << 63));
    size_t it = n - w + (size_t)__builtin_ctzll(tail | (1ull << (w - 1)));
    /* head ? ih : it, as arithmetic: GCC 12 compiled the conditional to a
     * branch on the data (test; je), which mispredicts whenever calls mix
     * equal and different buffers: the AVX2 ladder took 7.8 ns per call at
     * sizes 9..16 with 60% of the buffers different, glibc 5.6 (memtune
     * bench memcmp --sizes 16 --pattern random --diff-pos random --impl
     * libc,mt with MEMTUNE_CPU_DISABLE=avx512f, GLIBC_TUNABLES=
     * glibc.cpu.hwcaps=-AVX512F,-AVX512VL,-AVX512BW). */
    size_t pick = (size_t)0 - (size_t)(head != 0);
    return it ^ ((ih ^ it) & pick);
}

#endif
