/* ppc64le memset with VSX stores (design notes in ppc64.h).
 *   vsx         0..16 two overlapping words (util.h), 17..128 2/4/8
 *               overlapping vectors, above: the first and last 128 bytes
 *               unaligned and whole aligned 128-byte lines between them
 *               (a line the store queue can merge is not read first).
 *   ladder_vsx  the same, and for c == 0 from memset.dcbz_from, dcbz per
 *               line: the block is established zeroed in the cache without
 *               reading memory (glibc's POWER memsets do the same for
 *               zeroing). Only where the cache block is 128 bytes. */
#include "ppc64.h"

#if MT_ARCH_PPC64LE

static __attribute__((noinline)) void *big_lines(u8 *d, int c, size_t n, int dcbz)
{
    set_lines(d, vec_splats((unsigned char)c), n, dcbz && (unsigned char)c == 0);
    return d;
}

void *mt_memset_vsx(void *dst, int c, size_t n)
{
    if (n <= 16)
        mt_set_le16(dst, mt_bcast8(c), n);
    else if (n <= 128)
        set_17_128(dst, vec_splats((unsigned char)c), n);
    else
        return big_lines(dst, c, n, 0);
    return dst;
}

void *mt_memset_ladder_vsx(void *dst, int c, size_t n)
{
    if (n <= 16)
        mt_set_le16(dst, mt_bcast8(c), n);
    else if (n <= 128)
        set_17_128(dst, vec_splats((unsigned char)c), n);
    else
        return big_lines(dst, c, n, 1);
    return dst;
}

const char *mt_memset_ladder_vsx_path(size_t n)
{
    if (n == 0)
        return "none";
    if (n <= 16)
        return n < 4 ? "3x1" : n < 8 ? "2x4" : "2x8";
    if (n <= 128)
        return n <= 32 ? "2x16" : n <= 64 ? "4x16" : "8x16";
    return n >= mt_knobs_local.memset_dcbz_from && mt_ppc64_dcbz128 ? "dcbz" : "lines";
}
#endif
