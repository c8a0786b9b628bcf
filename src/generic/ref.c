/* The reference byte loops: the oracle of every test and the "byte_loop"
 * strategy of each op. Compiled without loop vectorisation and without
 * memcpy/memset pattern recognition (see src/meson.build), so a byte loop
 * really is one byte per iteration — the thing the 2011 dcache patch
 * measured against repe cmpsb. */
#include "internal.h"

void *mt_memcpy_byte_loop(void *dst, const void *src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    for (size_t i = 0; i < n; i++)
        d[i] = s[i];
    return dst;
}

void *mt_memmove_byte_loop(void *dst, const void *src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    /* Backward only when dst starts inside [src, src + n). */
    if ((uintptr_t)d - (uintptr_t)s < n) {
        for (size_t i = n; i-- > 0;)
            d[i] = s[i];
    } else {
        for (size_t i = 0; i < n; i++)
            d[i] = s[i];
    }
    return dst;
}

void *mt_memset_byte_loop(void *dst, int c, size_t n)
{
    unsigned char *d = dst;
    for (size_t i = 0; i < n; i++)
        d[i] = (unsigned char)c;
    return dst;
}

int mt_memcmp_byte_loop(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    for (size_t i = 0; i < n; i++)
        if (x[i] != y[i])
            return x[i] < y[i] ? -1 : 1;
    return 0;
}

int mt_bcmp_byte_loop(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    for (size_t i = 0; i < n; i++)
        if (x[i] != y[i])
            return 1;
    return 0;
}
