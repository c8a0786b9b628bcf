/* ppc64le memcpy/memmove for ISA 3.00 (POWER9 and later), compiled with
 * -mcpu=power9 and run only where AT_HWCAP2 has ARCH_3_00.
 *
 * ladder_power9: the POWER7 ladder (ppc64.h) brought to what POWER9 offers:
 *   0..16    one lxvl/stxvl pair: a variable-length vector load and store
 *            (the length in the top byte of a register), so every size up
 *            to 16 is the same three instructions with no size branch, and
 *            n == 0 touches no memory;
 *   17..128  2, 4 or 8 overlapping vectors (unaligned loads do not flush on
 *            POWER8/9 as they did on POWER7, so no aligned-source words);
 *   129..    the scalar line loop, and from memcpy.vsx_from (memmove.
 *            vsx_from) the vector line loop with unaligned loads and
 *            line-aligned stores. */
#include "ppc64.h"

#if MT_ARCH_PPC64LE

static __attribute__((noinline)) void *big_p7_fwd(u8 *d, const u8 *s, size_t n) { p7_fwd(d, s, n); return d; }
static __attribute__((noinline)) void *big_p7_bwd(u8 *d, const u8 *s, size_t n) { p7_bwd(d, s, n); return d; }
static __attribute__((noinline)) void *big_vsx_fwd(u8 *d, const u8 *s, size_t n) { vsx_fwd(d, s, n, 0); return d; }
static __attribute__((noinline)) void *big_vsx_bwd(u8 *d, const u8 *s, size_t n) { vsx_bwd(d, s, n); return d; }

/* n in 0..16: lxvl/stxvl (vec_xl_len/vec_xst_len). */
INLINE void copy_le16_p9(u8 *d, const u8 *s, size_t n)
{
    vec_xst_len(vec_xl_len((u8 *)s, n), d, n);
}

void *mt_memcpy_ladder_power9(void *dst, const void *src, size_t n)
{
    if (n <= 16)
        copy_le16_p9(dst, src, n);
    else if (n <= 128)
        vec_17_128(dst, src, n);
    else if (n < mt_knobs_local.memcpy_vsx_from)
        return big_p7_fwd(dst, src, n);
    else
        return big_vsx_fwd(dst, src, n);
    return dst;
}

void *mt_memmove_ladder_power9(void *dst, const void *src, size_t n)
{
    if (n <= 16)
        copy_le16_p9(dst, src, n);
    else if (n <= 128)
        vec_17_128(dst, src, n);
    else if (must_go_backward(dst, src, n))
        return n >= mt_knobs_local.memmove_vsx_from ? big_vsx_bwd(dst, src, n) : big_p7_bwd(dst, src, n);
    else
        return n >= mt_knobs_local.memmove_vsx_from ? big_vsx_fwd(dst, src, n) : big_p7_fwd(dst, src, n);
    return dst;
}

static const char *path(size_t n, size_t knob)
{
    if (n <= 16)
        return "lxvl";
    if (n <= 128)
        return n <= 32 ? "2x16" : n <= 64 ? "4x16" : "8x16";
    return n >= knob ? "vsx lines" : "lines";
}

const char *mt_memcpy_ladder_power9_path(size_t n) { return path(n, mt_knobs_local.memcpy_vsx_from); }
const char *mt_memmove_ladder_power9_path(size_t n) { return path(n, mt_knobs_local.memmove_vsx_from); }
#endif
