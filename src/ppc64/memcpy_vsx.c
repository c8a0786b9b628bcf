/* ppc64le memcpy/memmove: the POWER7 copy of seed 004 (src/ppc64/ppc64.h
 * has the design and the assumptions) and two variants of its vector loop
 * for `memtune bench`/`calibrate` to compare on real hardware.
 *
 * Strategies (registry names):
 *   p7_scalar      the seed's scalar half alone: 8-byte words with the
 *                  source aligned, one cache line per iteration from 128 B,
 *                  at every size (what the copy is without VSX).
 *   vsx_perm       the seed's vector loop from 129 B: destination lines,
 *                  aligned loads, vperm when the alignments differ.
 *   vsx_unaligned  the same loop with unaligned lxvd2x loads (POWER8 and
 *                  later do not flush on them as POWER7 did).
 *   ladder_vsx     the dispatch candidate: 0..16 two overlapping words,
 *                  17..127 aligned-source words, 128.. one line per
 *                  iteration, from memcpy.vsx_from (default 4096, the
 *                  seed's breakpoint) the vector loop with vperm.
 * memmove ladder_vsx: 0..128 loads everything before storing (words, then
 * 2/4/8 vectors), above the scalar line loop or from memmove.vsx_from the
 * vector loop, forward or backward by (dst - src) < n. */
#include "ppc64.h"

#if MT_ARCH_PPC64LE

/* The large paths out of line: the small classes then need no frame. */
static __attribute__((noinline)) void *big_p7_fwd(u8 *d, const u8 *s, size_t n) { p7_fwd(d, s, n); return d; }
static __attribute__((noinline)) void *big_p7_bwd(u8 *d, const u8 *s, size_t n) { p7_bwd(d, s, n); return d; }
static __attribute__((noinline)) void *big_vsx_perm(u8 *d, const u8 *s, size_t n) { vsx_fwd(d, s, n, 1); return d; }
static __attribute__((noinline)) void *big_vsx_unal(u8 *d, const u8 *s, size_t n) { vsx_fwd(d, s, n, 0); return d; }
static __attribute__((noinline)) void *big_vsx_bwd(u8 *d, const u8 *s, size_t n) { vsx_bwd(d, s, n); return d; }

void *mt_memcpy_p7_scalar(void *dst, const void *src, size_t n)
{
    if (n <= 16) {
        mt_copy_le16(dst, src, n);
        return dst;
    }
    return big_p7_fwd(dst, src, n);
}

void *mt_memcpy_vsx_perm(void *dst, const void *src, size_t n)
{
    if (n <= 16)
        mt_copy_le16(dst, src, n);
    else if (n <= 128)
        vec_17_128(dst, src, n);
    else
        return big_vsx_perm(dst, src, n);
    return dst;
}

void *mt_memcpy_vsx_unaligned(void *dst, const void *src, size_t n)
{
    if (n <= 16)
        mt_copy_le16(dst, src, n);
    else if (n <= 128)
        vec_17_128(dst, src, n);
    else
        return big_vsx_unal(dst, src, n);
    return dst;
}

void *mt_memcpy_ladder_vsx(void *dst, const void *src, size_t n)
{
    if (n <= 16) {
        mt_copy_le16(dst, src, n);
        return dst;
    }
    /* 17..127 and the line loop: the same scalar body; the vector loop
     * needs more than one line (its head and tail are a line each). */
    if (n <= 128 || n < mt_knobs_local.memcpy_vsx_from) {
        if (n < 128) {
            p7_fwd(dst, src, n);
            return dst;
        }
        return big_p7_fwd(dst, src, n);
    }
    return big_vsx_perm(dst, src, n);
}

void *mt_memmove_ladder_vsx(void *dst, const void *src, size_t n)
{
    if (n <= 16)
        mt_copy_le16(dst, src, n);
    else if (n <= 128)
        vec_17_128(dst, src, n);
    else if (must_go_backward(dst, src, n))
        return n >= mt_knobs_local.memmove_vsx_from ? big_vsx_bwd(dst, src, n) : big_p7_bwd(dst, src, n);
    else
        return n >= mt_knobs_local.memmove_vsx_from ? big_vsx_perm(dst, src, n) : big_p7_fwd(dst, src, n);
    return dst;
}

static const char *small_path(size_t n)
{
    return n == 0 ? "empty" : n < 4 ? "3x1" : n < 8 ? "2x4" : "2x8";
}

const char *mt_memcpy_ladder_vsx_path(size_t n)
{
    if (n <= 16)
        return small_path(n);
    if (n < 128)
        return "words";
    if (n <= 128 || n < mt_knobs_local.memcpy_vsx_from)
        return "lines";
    return "vsx perm";
}

const char *mt_memmove_ladder_vsx_path(size_t n)
{
    if (n <= 16)
        return small_path(n);
    if (n <= 128)
        return n <= 32 ? "2x16" : n <= 64 ? "4x16" : "8x16";
    return n >= mt_knobs_local.memmove_vsx_from ? "vsx lines" : "lines";
}
#endif
