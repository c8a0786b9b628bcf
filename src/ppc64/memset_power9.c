/* ppc64le memset for ISA 3.00 (POWER9 and later): ladder_vsx with 0..16
 * as one stxvl (variable-length store of the splat, no size branch; n == 0
 * stores nothing). Compiled with -mcpu=power9, gated by ARCH_3_00. */
#include "ppc64.h"

#if MT_ARCH_PPC64LE

static __attribute__((noinline)) void *big_lines(u8 *d, int c, size_t n)
{
    set_lines(d, vec_splats((unsigned char)c), n, (unsigned char)c == 0);
    return d;
}

void *mt_memset_ladder_power9(void *dst, int c, size_t n)
{
    vu8 v = vec_splats((unsigned char)c);
    if (n <= 16)
        vec_xst_len(v, (u8 *)dst, n);
    else if (n <= 128)
        set_17_128(dst, v, n);
    else
        return big_lines(dst, c, n);
    return dst;
}

const char *mt_memset_ladder_power9_path(size_t n)
{
    if (n <= 16)
        return "stxvl";
    if (n <= 128)
        return n <= 32 ? "2x16" : n <= 64 ? "4x16" : "8x16";
    return n >= mt_knobs_local.memset_dcbz_from && mt_ppc64_dcbz128 ? "dcbz" : "lines";
}
#endif
