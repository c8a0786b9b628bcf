/* Small helpers for strategies: unaligned loads/stores that compile to one
 * mov (the library is built with -fno-builtin, so plain memcpy() would be a
 * call into libc), byte broadcasting, and word-at-a-time masks. */
#ifndef MEMTUNE_UTIL_H
#define MEMTUNE_UTIL_H

#include <stddef.h>
#include <stdint.h>

static inline uint64_t mt_load64(const void *p) { uint64_t v; __builtin_memcpy(&v, p, 8); return v; }
static inline uint32_t mt_load32(const void *p) { uint32_t v; __builtin_memcpy(&v, p, 4); return v; }
static inline uint16_t mt_load16(const void *p) { uint16_t v; __builtin_memcpy(&v, p, 2); return v; }
static inline void mt_store64(void *p, uint64_t v) { __builtin_memcpy(p, &v, 8); }
static inline void mt_store32(void *p, uint32_t v) { __builtin_memcpy(p, &v, 4); }
static inline void mt_store16(void *p, uint16_t v) { __builtin_memcpy(p, &v, 2); }

#define MT_ONES  0x0101010101010101ull
#define MT_HIGHS 0x8080808080808080ull
static inline uint64_t mt_bcast8(int c) { return MT_ONES * (uint8_t)c; }

/* n in [0, 16]: two overlapping accesses of the largest width that fits,
 * every load before the first store (memmove-safe); 1..3 bytes as first,
 * middle and last byte (n/2 is 0, 1, 1), one branch level less for the
 * sizes most common in the fleet. Shared by every copy and set ladder. */
static inline __attribute__((always_inline)) void mt_copy_le16(void *dst, const void *src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    if (n >= 8) {
        uint64_t a = mt_load64(s), b = mt_load64(s + n - 8);
        mt_store64(d, a);
        mt_store64(d + n - 8, b);
    } else if (n >= 4) {
        uint32_t a = mt_load32(s), b = mt_load32(s + n - 4);
        mt_store32(d, a);
        mt_store32(d + n - 4, b);
    } else if (n) {
        unsigned char a = s[0], b = s[n >> 1], c = s[n - 1];
        d[0] = a;
        d[n >> 1] = b;
        d[n - 1] = c;
    }
}

/* n in [0, 16], v = the byte broadcast to 8 (mt_bcast8). */
static inline __attribute__((always_inline)) void mt_set_le16(void *dst, uint64_t v, size_t n)
{
    unsigned char *d = dst;
    if (n >= 8) {
        mt_store64(d, v);
        mt_store64(d + n - 8, v);
    } else if (n >= 4) {
        mt_store32(d, (uint32_t)v);
        mt_store32(d + n - 4, (uint32_t)v);
    } else if (n) {
        d[0] = (unsigned char)v;
        d[n >> 1] = (unsigned char)v;
        d[n - 1] = (unsigned char)v;
    }
}

/* Big-endian view of a little-endian load, for ordering compares. */
static inline uint64_t mt_bswap64(uint64_t v) { return __builtin_bswap64(v); }

#endif
