/* Portable memcpy / memmove strategies and the portable dispatching ladders.
 *
 * Assumptions:
 *   C11 with GNU extensions (GCC or clang); any endianness (a copy never
 *   looks inside the words it moves) and any alignment rules: every
 *   unaligned access goes through util.h (__builtin_memcpy of a constant
 *   size: one load/store where the target allows it, byte pieces where it
 *   does not).
 *   The ladders use 16-byte GCC vector types: NEON q registers on aarch64,
 *   VSX on ppc64le, SSE2 on x86-64, and pairs of words where there is no
 *   SIMD (the compiler lowers them), so one source serves every port.
 *
 * Strategies (registry names):
 *   unrolled8       4x8-byte words per iteration, byte tail: GCC's
 *                   unrolled_loop expansion (its epilogue is a byte loop
 *                   when the chunk is wider than 8 bytes).
 *   overlap_scalar  size ladder of overlapping 8-byte heads and tails (the
 *                   kernel's memcpy_orig below 32 B), 32-byte word loop.
 *   ladder_generic  the dispatching ladder where no ISA ladder applies.
 * memmove versions load everything before they store in the head/tail
 * classes and choose the loop direction by (dst - src) < n. */
#include "internal.h"
#include "util.h"

typedef unsigned char u8;

/* Keeps a value in a general register: stops the vectoriser from fusing the
 * word moves of the scalar strategies into vector moves, so a strategy stays
 * the code its name says (measured as such by memtune bench). No
 * instruction is emitted. */
#define OPAQUE(x) __asm__("" : "+r"(x))

/* dst starts inside [src, src + n): only a backward copy is correct. */
static inline int must_go_backward(const void *d, const void *s, size_t n)
{
    return (uintptr_t)d - (uintptr_t)s < n;
}

/* ---- unrolled8 ----------------------------------------------------------- */

static inline void words4(u8 *d, const u8 *s)
{
    uint64_t a = mt_load64(s), b = mt_load64(s + 8), c = mt_load64(s + 16), e = mt_load64(s + 24);
    OPAQUE(a);
    OPAQUE(b);
    OPAQUE(c);
    OPAQUE(e);
    mt_store64(d, a);
    mt_store64(d + 8, b);
    mt_store64(d + 16, c);
    mt_store64(d + 24, e);
}

static inline void bytes_fwd(u8 *d, const u8 *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        u8 c = s[i];
        OPAQUE(c);
        d[i] = c;
    }
}

static inline void bytes_bwd(u8 *d, const u8 *s, size_t n)
{
    for (size_t i = n; i-- > 0;) {
        u8 c = s[i];
        OPAQUE(c);
        d[i] = c;
    }
}

void *mt_memcpy_unrolled8(void *dst, const void *src, size_t n)
{
    u8 *d = dst;
    const u8 *s = src;
    for (; n >= 32; n -= 32, d += 32, s += 32)
        words4(d, s);
    bytes_fwd(d, s, n);
    return dst;
}

void *mt_memmove_unrolled8(void *dst, const void *src, size_t n)
{
    u8 *d = dst;
    const u8 *s = src;
    if (!must_go_backward(d, s, n)) {
        for (; n >= 32; n -= 32, d += 32, s += 32)
            words4(d, s); /* loads before stores: dst below src is safe */
        bytes_fwd(d, s, n);
    } else {
        for (; n >= 32; n -= 32)
            words4(d + n - 32, s + n - 32);
        bytes_bwd(d, s, n);
    }
    return dst;
}

/* ---- overlap_scalar ------------------------------------------------------ */

/* n in [0, 32]: overlapping pairs of 8/4/2 bytes, then 1; loads first. */
static inline void scalar_le32(u8 *d, const u8 *s, size_t n)
{
    if (n >= 16) {
        uint64_t a = mt_load64(s), b = mt_load64(s + 8);
        uint64_t c = mt_load64(s + n - 16), e = mt_load64(s + n - 8);
        OPAQUE(a);
        OPAQUE(b);
        OPAQUE(c);
        OPAQUE(e);
        mt_store64(d, a);
        mt_store64(d + 8, b);
        mt_store64(d + n - 16, c);
        mt_store64(d + n - 8, e);
    } else if (n >= 8) {
        uint64_t a = mt_load64(s), b = mt_load64(s + n - 8);
        mt_store64(d, a);
        mt_store64(d + n - 8, b);
    } else if (n >= 4) {
        uint32_t a = mt_load32(s), b = mt_load32(s + n - 4);
        mt_store32(d, a);
        mt_store32(d + n - 4, b);
    } else if (n >= 2) {
        uint16_t a = mt_load16(s), b = mt_load16(s + n - 2);
        mt_store16(d, a);
        mt_store16(d + n - 2, b);
    } else if (n) {
        *d = *s;
    }
}

/* n > 32, forward: 32-byte word loop, then the last 32 bytes (loaded
 * before the loop, so dst below src is safe) overlapping the loop's end. */
static inline void scalar_fwd_loop(u8 *d, const u8 *s, size_t n)
{
    const u8 *st = s + n - 32;
    uint64_t t0 = mt_load64(st), t1 = mt_load64(st + 8), t2 = mt_load64(st + 16), t3 = mt_load64(st + 24);
    OPAQUE(t0);
    OPAQUE(t1);
    OPAQUE(t2);
    OPAQUE(t3);
    u8 *dt = d + n - 32;
    for (; d < dt; d += 32, s += 32)
        words4(d, s);
    mt_store64(dt, t0);
    mt_store64(dt + 8, t1);
    mt_store64(dt + 16, t2);
    mt_store64(dt + 24, t3);
}

/* n > 32, backward: the mirror image (first 32 bytes loaded first). */
static inline void scalar_bwd_loop(u8 *d, const u8 *s, size_t n)
{
    uint64_t h0 = mt_load64(s), h1 = mt_load64(s + 8), h2 = mt_load64(s + 16), h3 = mt_load64(s + 24);
    OPAQUE(h0);
    OPAQUE(h1);
    OPAQUE(h2);
    OPAQUE(h3);
    for (size_t i = n; i > 32; i -= 32)
        words4(d + i - 32, s + i - 32);
    mt_store64(d, h0);
    mt_store64(d + 8, h1);
    mt_store64(d + 16, h2);
    mt_store64(d + 24, h3);
}

void *mt_memcpy_overlap_scalar(void *dst, const void *src, size_t n)
{
    if (n <= 32)
        scalar_le32(dst, src, n);
    else
        scalar_fwd_loop(dst, src, n);
    return dst;
}

void *mt_memmove_overlap_scalar(void *dst, const void *src, size_t n)
{
    if (n <= 32)
        scalar_le32(dst, src, n);
    else if (must_go_backward(dst, src, n))
        scalar_bwd_loop(dst, src, n);
    else
        scalar_fwd_loop(dst, src, n);
    return dst;
}

/* ---- ladder_generic -------------------------------------------------------
 * For unpredictable sizes (fleet memcpy: 47.7% of calls <= 8 B, 93.6% <=
 * 128 B), few branches and no loop below 128 B:
 *   0          nothing;   1..3  three byte moves (first, middle, last);
 *   4..7       two overlapping 4-byte words;   8..16  two 8-byte words;
 *   17..32     two 16-byte vectors;   33..64  four;   65..128  eight;
 *   > 128      64-byte loop (4 vectors) with dst aligned to 16, forward, or
 *              backward when memmove's dst starts inside the source.
 * Every class up to 128 B loads before it stores (memmove-safe). */

typedef u8 v16 __attribute__((vector_size(16)));

static inline v16 ld16(const u8 *p)
{
    v16 v;
    __builtin_memcpy(&v, p, 16);
    return v;
}

static inline void st16(u8 *p, v16 v)
{
    __builtin_memcpy(p, &v, 16);
}

static inline __attribute__((always_inline)) void gen_17_128(u8 *d, const u8 *s, size_t n)
{
    if (n <= 32) {
        v16 a = ld16(s), b = ld16(s + n - 16);
        st16(d, a);
        st16(d + n - 16, b);
    } else if (n <= 64) {
        v16 a = ld16(s), b = ld16(s + 16), c = ld16(s + n - 32), e = ld16(s + n - 16);
        st16(d, a);
        st16(d + 16, b);
        st16(d + n - 32, c);
        st16(d + n - 16, e);
    } else {
        const u8 *t = s + n - 64;
        v16 a0 = ld16(s), a1 = ld16(s + 16), a2 = ld16(s + 32), a3 = ld16(s + 48);
        v16 b0 = ld16(t), b1 = ld16(t + 16), b2 = ld16(t + 32), b3 = ld16(t + 48);
        u8 *e = d + n - 64;
        st16(d, a0);
        st16(d + 16, a1);
        st16(d + 32, a2);
        st16(d + 48, a3);
        st16(e, b0);
        st16(e + 16, b1);
        st16(e + 32, b2);
        st16(e + 48, b3);
    }
}

static inline __attribute__((always_inline)) void copy_4x16(u8 *d, const u8 *s)
{
    v16 a = ld16(s), b = ld16(s + 16), c = ld16(s + 32), e = ld16(s + 48);
    st16(d, a);
    st16(d + 16, b);
    st16(d + 32, c);
    st16(d + 48, e);
}

/* n > 128, forward, dst aligned to 16 in the loop; the first 16 and last 64
 * bytes are loaded before the loop and stored after it. */
static __attribute__((noinline)) void *gen_fwd_loop(u8 *d, const u8 *s, size_t n)
{
    v16 h = ld16(s);
    const u8 *st = s + n - 64;
    v16 t0 = ld16(st), t1 = ld16(st + 16), t2 = ld16(st + 32), t3 = ld16(st + 48);
    u8 *dt = d + n - 64;
    size_t skew = 16 - ((uintptr_t)d & 15);
    u8 *p = d + skew;
    const u8 *q = s + skew;
    for (; p < dt; p += 64, q += 64)
        copy_4x16(p, q);
    st16(dt, t0);
    st16(dt + 16, t1);
    st16(dt + 32, t2);
    st16(dt + 48, t3);
    st16(d, h);
    return d;
}

/* n > 128, backward from the 16-aligned end of dst; first 64 and last 16
 * bytes loaded before the loop, stored after it. */
static __attribute__((noinline)) void *gen_bwd_loop(u8 *d, const u8 *s, size_t n)
{
    v16 h0 = ld16(s), h1 = ld16(s + 16), h2 = ld16(s + 32), h3 = ld16(s + 48);
    v16 t = ld16(s + n - 16);
    u8 *de = d + n;
    size_t skew = (uintptr_t)de & 15;
    u8 *p = de - skew;
    const u8 *q = s + n - skew;
    for (; p > d + 64; p -= 64, q -= 64)
        copy_4x16(p - 64, q - 64);
    st16(d, h0);
    st16(d + 16, h1);
    st16(d + 32, h2);
    st16(d + 48, h3);
    st16(de - 16, t);
    return d;
}

void *mt_memcpy_ladder_generic(void *dst, const void *src, size_t n)
{
    if (n <= 16)
        mt_copy_le16(dst, src, n);
    else if (n <= 128)
        gen_17_128(dst, src, n);
    else
        return gen_fwd_loop(dst, src, n); /* tail call: no frame for small n */
    return dst;
}

void *mt_memmove_ladder_generic(void *dst, const void *src, size_t n)
{
    if (n <= 16)
        mt_copy_le16(dst, src, n);
    else if (n <= 128)
        gen_17_128(dst, src, n);
    else if (must_go_backward(dst, src, n))
        gen_bwd_loop(dst, src, n);
    else
        return gen_fwd_loop(dst, src, n); /* tail call: no frame for small n */
    return dst;
}

static const char *gen_path(size_t n)
{
    if (n == 0)
        return "empty";
    if (n < 4)
        return "3x1";
    if (n < 8)
        return "2x4";
    if (n <= 16)
        return "2x8";
    if (n <= 32)
        return "2x16";
    if (n <= 64)
        return "4x16";
    if (n <= 128)
        return "8x16";
    return "loop4x16";
}

const char *mt_memcpy_ladder_generic_path(size_t n)
{
    return gen_path(n);
}

const char *mt_memmove_ladder_generic_path(size_t n)
{
    return gen_path(n);
}
