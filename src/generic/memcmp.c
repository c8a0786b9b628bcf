/* Portable memcmp and bcmp strategies: word at a time, overlapping last
 * word, and the portable dispatching ladders.
 *
 * Assumptions: unaligned 4/8-byte loads are allowed (mt_load*); nothing is
 * read outside [a, a + n) or [b, b + n). memcmp orders by the first
 * differing byte as unsigned char: a word loaded in memory order and read
 * as a big-endian integer compares like the bytes it holds, so on
 * little-endian targets both words are byte-swapped before the compare
 * (one bswap each, only on the word that differs); on big-endian targets
 * the load already is that integer. */
#include "internal.h"
#include "util.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define MT_BIG_ENDIAN 1
#else
#define MT_BIG_ENDIAN 0
#endif

/* Words in memory order as integers that compare like the bytes. */
static inline uint64_t key64(const unsigned char *p)
{
    uint64_t v = mt_load64(p);
    return MT_BIG_ENDIAN ? v : __builtin_bswap64(v);
}

static inline uint32_t key32(const unsigned char *p)
{
    uint32_t v = mt_load32(p);
    return MT_BIG_ENDIAN ? v : __builtin_bswap32(v);
}

static inline int cmp_u64(uint64_t x, uint64_t y)
{
    return (x > y) - (x < y);
}

/* Two unequal native words: order them by their first byte in memory. */
static inline int cmp_words(uint64_t x, uint64_t y)
{
    if (!MT_BIG_ENDIAN) {
        x = __builtin_bswap64(x);
        y = __builtin_bswap64(y);
    }
    return x < y ? -1 : 1;
}

/* n < 8 with no loop: 4..7 as a head and a tail 4-byte word (overlapping;
 * the overlap is equal in both or the head already decides), 1..3 as
 * first/middle/last byte. Both give a key that orders like the bytes. */
static inline int cmp_lt8(const unsigned char *x, const unsigned char *y, size_t n)
{
    uint64_t kx, ky;
    if (n >= 4) {
        kx = (uint64_t)key32(x) << 32 | key32(x + n - 4);
        ky = (uint64_t)key32(y) << 32 | key32(y + n - 4);
    } else if (n) {
        kx = (uint64_t)x[0] << 16 | (uint64_t)x[n >> 1] << 8 | x[n - 1];
        ky = (uint64_t)y[0] << 16 | (uint64_t)y[n >> 1] << 8 | y[n - 1];
    } else {
        return 0;
    }
    return cmp_u64(kx, ky);
}

static inline int eq_lt8(const unsigned char *x, const unsigned char *y, size_t n)
{
    if (n >= 4)
        return ((mt_load32(x) ^ mt_load32(y)) | (mt_load32(x + n - 4) ^ mt_load32(y + n - 4))) != 0;
    if (n)
        return ((x[0] ^ y[0]) | (x[n >> 1] ^ y[n >> 1]) | (x[n - 1] ^ y[n - 1])) != 0;
    return 0;
}

/* Word loop, then a byte tail (the classic portable memcmp). */
int mt_memcmp_word(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    for (; n >= 8; x += 8, y += 8, n -= 8) {
        uint64_t u = mt_load64(x), v = mt_load64(y);
        if (u != v)
            return cmp_words(u, v);
    }
    for (; n; x++, y++, n--)
        if (*x != *y)
            return *x < *y ? -1 : 1;
    return 0;
}

/* Word loop whose last word overlaps the previous one: no byte tail. */
int mt_memcmp_overlap_word(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    if (n < 8)
        return cmp_lt8(x, y, n);
    size_t last = n - 8;
    for (size_t i = 0; i < last; i += 8) {
        uint64_t u = mt_load64(x + i), v = mt_load64(y + i);
        if (u != v)
            return cmp_words(u, v);
    }
    /* The bytes this word shares with the previous one are equal. */
    return cmp_u64(key64(x + last), key64(y + last));
}

int mt_bcmp_word(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    for (; n >= 8; x += 8, y += 8, n -= 8)
        if (mt_load64(x) != mt_load64(y))
            return 1;
    for (; n; x++, y++, n--)
        if (*x != *y)
            return 1;
    return 0;
}

int mt_bcmp_overlap_word(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    if (n < 8)
        return eq_lt8(x, y, n);
    size_t last = n - 8;
    for (size_t i = 0; i < last; i += 8)
        if (mt_load64(x + i) != mt_load64(y + i))
            return 1;
    return mt_load64(x + last) != mt_load64(y + last);
}

/* The portable ladders: one branch for n < 8, two overlapping words for
 * 8..16, otherwise a two-words-per-iteration loop (the xor of both pairs is
 * tested once, so equal data costs one branch per 16 bytes) and an
 * overlapping last pair. */
int mt_memcmp_ladder_generic(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    if (n < 8)
        return cmp_lt8(x, y, n);
    if (n > 16) {
        size_t i = 0, last = n - 16;
        for (; i < last; i += 16) {
            uint64_t u0 = mt_load64(x + i), v0 = mt_load64(y + i);
            uint64_t u1 = mt_load64(x + i + 8), v1 = mt_load64(y + i + 8);
            if ((u0 ^ v0) | (u1 ^ v1))
                return u0 != v0 ? cmp_words(u0, v0) : cmp_words(u1, v1);
        }
        x += last;
        y += last;
        n = 16;
    }
    uint64_t u0 = key64(x), v0 = key64(y);
    if (u0 != v0)
        return u0 < v0 ? -1 : 1;
    return cmp_u64(key64(x + n - 8), key64(y + n - 8));
}

int mt_bcmp_ladder_generic(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    if (n < 8)
        return eq_lt8(x, y, n);
    if (n > 16) {
        size_t i = 0, last = n - 16;
        for (; i < last; i += 16)
            if ((mt_load64(x + i) ^ mt_load64(y + i)) | (mt_load64(x + i + 8) ^ mt_load64(y + i + 8)))
                return 1;
        x += last;
        y += last;
        n = 16;
    }
    return ((mt_load64(x) ^ mt_load64(y)) | (mt_load64(x + n - 8) ^ mt_load64(y + n - 8))) != 0;
}

static const char *cmp_path(size_t n)
{
    if (n == 0)
        return "none";
    if (n < 4)
        return "3x1";
    if (n < 8)
        return "2x4";
    if (n <= 16)
        return "2x8";
    return "loop2x8";
}

const char *mt_memcmp_ladder_generic_path(size_t n) { return cmp_path(n); }
const char *mt_bcmp_ladder_generic_path(size_t n) { return cmp_path(n); }
