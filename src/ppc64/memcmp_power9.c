/* ppc64le memcmp/bcmp for ISA 3.00 (POWER9 and later): ladder_vsx with
 * 0..16 as one pair of lxvl variable-length loads (bytes past n read as
 * zero in both, so they compare equal) and vcmpneb + vctzlsbb
 * (vec_first_mismatch_index) for the first differing byte, whose two bytes
 * give the sign: no size branch up to 16, and n == 0 reads nothing.
 * Compiled with -mcpu=power9, gated by ARCH_3_00. */
#include "ppc64.h"

#if MT_ARCH_PPC64LE

static __attribute__((noinline)) int big_cmp(const u8 *x, const u8 *y, size_t n) { return cmp_vec(x, y, n, 1); }
static __attribute__((noinline)) int big_eq(const u8 *x, const u8 *y, size_t n) { return cmp_vec(x, y, n, 0); }

int mt_memcmp_ladder_power9(const void *a, const void *b, size_t n)
{
    const u8 *x = a, *y = b;
    if (n <= 16) {
        unsigned i = vec_first_mismatch_index(vec_xl_len((u8 *)x, n), vec_xl_len((u8 *)y, n));
        if (i >= n)
            return 0;
        return x[i] < y[i] ? -1 : 1;
    }
    return big_cmp(x, y, n);
}

int mt_bcmp_ladder_power9(const void *a, const void *b, size_t n)
{
    const u8 *x = a, *y = b;
    if (n <= 16)
        return !vec_all_eq(vec_xl_len((u8 *)x, n), vec_xl_len((u8 *)y, n));
    return big_eq(x, y, n);
}

static const char *path(size_t n)
{
    if (n <= 16)
        return "lxvl";
    return n < 64 ? "16B vec" : "64B vec";
}

const char *mt_memcmp_ladder_power9_path(size_t n) { return path(n); }
const char *mt_bcmp_ladder_power9_path(size_t n) { return path(n); }
#endif
