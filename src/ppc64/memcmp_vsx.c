/* ppc64le memcmp/bcmp with VSX (design notes in ppc64.h).
 * ladder_vsx: 0..7 head/tail 4-byte words or first/middle/last byte;
 * 8..16 two overlapping byte-reversed words (ldbrx); above, 64 bytes per
 * iteration as four vector xors or-ed together (one branch per 64 bytes
 * of equal data), then 16 at a time and an overlapping last 16. The
 * 16-byte block that differs is ordered by two ldbrx word compares, so the
 * vectors never need their bytes in order. */
#include "ppc64.h"

#if MT_ARCH_PPC64LE

static __attribute__((noinline)) int big_cmp(const u8 *x, const u8 *y, size_t n) { return cmp_vec(x, y, n, 1); }
static __attribute__((noinline)) int big_eq(const u8 *x, const u8 *y, size_t n) { return cmp_vec(x, y, n, 0); }

int mt_memcmp_ladder_vsx(const void *a, const void *b, size_t n)
{
    if (n < 8)
        return cmp_lt8(a, b, n);
    if (n <= 16)
        return cmp_8_16(a, b, n);
    return big_cmp(a, b, n);
}

int mt_bcmp_ladder_vsx(const void *a, const void *b, size_t n)
{
    const u8 *x = a, *y = b;
    if (n < 8)
        return eq_lt8(x, y, n);
    if (n <= 16)
        return ((mt_load64(x) ^ mt_load64(y)) | (mt_load64(x + n - 8) ^ mt_load64(y + n - 8))) != 0;
    return big_eq(x, y, n);
}

static const char *path(size_t n)
{
    if (n == 0)
        return "none";
    if (n < 4)
        return "3x1";
    if (n < 8)
        return "2x4";
    if (n <= 16)
        return "2x8";
    return n < 64 ? "16B vec" : "64B vec";
}

const char *mt_memcmp_ladder_vsx_path(size_t n) { return path(n); }
const char *mt_bcmp_ladder_vsx_path(size_t n) { return path(n); }
#endif
