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

/* Big-endian view of a little-endian load, for ordering compares. */
static inline uint64_t mt_bswap64(uint64_t v) { return __builtin_bswap64(v); }

#endif
