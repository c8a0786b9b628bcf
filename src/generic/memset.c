/* Portable memset strategies: GCC's unrolled loop, the overlapping
 * head/tail size ladder (LLVM libc memory_utils head_tail), and the portable
 * dispatching ladder used where no vector ladder applies.
 *
 * Assumptions: unaligned 2/4/8-byte stores are allowed (mt_store* compile to
 * one store on every target we build for, or to what the compiler needs);
 * nothing is stored outside [dst, dst + n). */
#include "internal.h"
#include "util.h"

/* 32 bytes at p, four unaligned 8-byte stores. */
static inline void set32(unsigned char *p, uint64_t v)
{
    mt_store64(p, v);
    mt_store64(p + 8, v);
    mt_store64(p + 16, v);
    mt_store64(p + 24, v);
}

/* 16 <= n <= 32: two 8-byte stores from each end. */
static inline void set_16_32(unsigned char *d, uint64_t v, size_t n)
{
    mt_store64(d, v);
    mt_store64(d + 8, v);
    mt_store64(d + n - 16, v);
    mt_store64(d + n - 8, v);
}

/* GCC's -mmemset-strategy=unrolled_loop: four 8-byte stores per iteration,
 * then the remainder with decreasing store sizes. */
void *mt_memset_unrolled8(void *dst, int c, size_t n)
{
    unsigned char *d = dst;
    uint64_t v = mt_bcast8(c);
    for (; n >= 32; d += 32, n -= 32)
        set32(d, v);
    for (; n >= 8; d += 8, n -= 8)
        mt_store64(d, v);
    for (; n; n--)
        *d++ = (unsigned char)c;
    return dst;
}

/* Overlapping head/tail: sizes 0..16 as above, 17..32 with four 8-byte
 * stores (two from each end), larger with a 32-byte loop whose last
 * iteration is an overlapping 32-byte tail. */
void *mt_memset_overlap_scalar(void *dst, int c, size_t n)
{
    unsigned char *d = dst;
    uint64_t v = mt_bcast8(c);
    if (n <= 16) {
        mt_set_le16(d, v, n);
        return dst;
    }
    if (n <= 32) {
        set_16_32(d, v, n);
        return dst;
    }
    unsigned char *end = d + n;
    for (; d + 32 < end; d += 32)
        set32(d, v);
    set32(end - 32, v);
    return dst;
}

/* The portable ladder: overlapping stores up to 64 bytes; above, the head
 * is stored unaligned, the loop runs on 8-byte aligned addresses (aligned
 * stores never split a cache line, which matters on targets where unaligned
 * stores are slow or trap-and-fixup), and the tail is one overlapping
 * 32-byte group. */
void *mt_memset_ladder_generic(void *dst, int c, size_t n)
{
    unsigned char *d = dst;
    uint64_t v = mt_bcast8(c);
    if (n <= 16) {
        mt_set_le16(d, v, n);
        return dst;
    }
    if (n <= 32) {
        set_16_32(d, v, n);
        return dst;
    }
    unsigned char *end = d + n;
    set32(d, v);
    if (n <= 64) {
        set32(end - 32, v);
        return dst;
    }
    d = (unsigned char *)(((uintptr_t)d + 8) & ~(uintptr_t)7);
    for (; d + 32 < end; d += 32) {
        uint64_t *w = (uint64_t *)(void *)d;
        w[0] = v;
        w[1] = v;
        w[2] = v;
        w[3] = v;
    }
    set32(end - 32, v);
    return dst;
}

const char *mt_memset_ladder_generic_path(size_t n)
{
    if (n == 0)
        return "none";
    if (n < 4)
        return "3x1";
    if (n < 8)
        return "2x4";
    if (n <= 16)
        return "2x8";
    if (n <= 32)
        return "4x8";
    if (n <= 64)
        return "8x8";
    return "loop4x8";
}
