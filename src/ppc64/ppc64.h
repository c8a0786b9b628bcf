/* Building blocks of the ppc64le strategies (src/ppc64/<op>_<isa>.c), after the
 * POWER7 copy of seed 004 (Linux a66086b8197d, copyuser_power7.S):
 *
 *   1..127 B     8-byte words with the source 8-byte aligned. POWER7
 *                flushes an unaligned load whenever it crosses a 128-byte
 *                line (or a 32-byte sector on an L1 miss), while an
 *                unaligned store only slows down across a 4 KiB page, so
 *                the loads are aligned and the stores are not.
 *   128..4095 B  the same words, one 128-byte cache line per iteration.
 *   >= 4096 B    (the memcpy.vsx_from knob) the destination cache-line
 *                aligned and whole 128-byte lines stored with vectors, so
 *                the store queue can merge a full line (otherwise the L2
 *                does a read-modify-write, serialised with the next
 *                iteration's stores to the same line); the loads aligned
 *                too: plain lvx when source and destination share their
 *                alignment mod 16, else two aligned loads and a vperm per
 *                vector (the "permute to do aligned loads" of the seed).
 *                dcbt/dcbtst set up one read and one write stream first,
 *                as the seed's loop does.
 *
 * Assumptions:
 *   ppc64le, ELFv2, POWER8 (ISA 2.07) or later: the ABI minimum, so VMX
 *   and VSX are architecturally there; dispatch still requires the HWCAP
 *   bits (src/cpu/ppc64.c) before a VSX strategy runs. Files that include
 *   this header are compiled with -mcpu=power8 -mvsx, or -mcpu=power9 /
 *   power10 for the groups those CPUs gate (src/meson.build).
 *   vld/vst are raw lxvd2x/stxvd2x: on little-endian their doublewords are
 *   swapped relative to the natural element order, which is harmless for
 *   what they are used for (moving bytes, storing a splat, testing
 *   equality) and saves the xxswapd that vec_xl/vec_xst would add.
 *   Ordering compares never look inside vectors: a differing 16-byte block
 *   is ordered with two byte-reversed 8-byte loads (ldbrx).
 *   The aligned loads of the permute loop may read up to 15 bytes before
 *   the first and after the last source byte they need, inside the aligned
 *   16-byte blocks that hold those bytes: the same page, so they cannot
 *   fault (the seed's loop does the same).
 *   Every copy class loads what it overlaps before it stores, and the
 *   loops are safe for memmove in the direction they run (each is
 *   annotated), so the memmove ladders reuse them. */
#ifndef MT_PPC64_H
#define MT_PPC64_H

#include <altivec.h>
#include "internal.h"
#include "util.h"

/* altivec.h defines these as macros, which collide with C identifiers. */
#undef vector
#undef pixel
#undef bool

typedef unsigned char u8;
typedef __vector unsigned char vu8;
typedef __vector signed long long vs64;

#define INLINE static inline __attribute__((always_inline))
#define LINE 128 /* the cache block of every POWER since POWER4 (AT_DCACHEBSIZE) */

/* Keeps a value in a general register so the SLP vectoriser does not fuse
 * the scalar words into vectors: the scalar classes stay the code the seed
 * describes. No instruction. */
#define OPAQUE(x) __asm__("" : "+r"(x))

INLINE vu8 vld(const void *p) { return (vu8)__builtin_vsx_lxvd2x_v2di(0, p); }
INLINE void vst(void *p, vu8 v) { __builtin_vsx_stxvd2x_v2di((vs64)v, 0, p); }

/* dst starts inside [src, src + n): only a backward copy is correct. */
INLINE int must_go_backward(const void *d, const void *s, size_t n)
{
    return (uintptr_t)d - (uintptr_t)s < n;
}

/* ---- scalar classes (the seed's 1..4095) ------------------------------- */

/* n >= 16, forward. The first and last 8 bytes are loaded before anything
 * is stored and stored last; between them aligned 8-byte source words,
 * 16 per iteration (one 128-byte line) while a line remains, then one at a
 * time. Safe for memmove when dst is below src: every store lands below
 * the source bytes not yet loaded. */
INLINE void p7_fwd(u8 *d, const u8 *s, size_t n)
{
    uint64_t head = mt_load64(s), tail = mt_load64(s + n - 8);
    OPAQUE(head);
    OPAQUE(tail);
    size_t k = 8 - ((uintptr_t)s & 7);        /* 1..8: source now aligned */
    const u8 *sp = s + k, *se = s + n - 8;
    u8 *dp = d + k;
    for (; sp + LINE <= se; sp += LINE, dp += LINE) {
        const uint64_t *w = (const uint64_t *)(const void *)sp;
#pragma GCC unroll 16
        for (int i = 0; i < 16; i++) {
            uint64_t v = w[i];
            OPAQUE(v);
            mt_store64(dp + 8 * i, v);
        }
    }
    for (; sp < se; sp += 8, dp += 8) {
        uint64_t v = *(const uint64_t *)(const void *)sp;
        OPAQUE(v);
        mt_store64(dp, v);
    }
    mt_store64(d, head);
    mt_store64(d + n - 8, tail);
}

/* n > 16, backward (memmove with dst inside the source): the mirror
 * image, aligned source words from the 8-aligned end downwards; every
 * store lands above the source bytes not yet loaded. */
INLINE void p7_bwd(u8 *d, const u8 *s, size_t n)
{
    uint64_t head = mt_load64(s), tail = mt_load64(s + n - 8);
    OPAQUE(head);
    OPAQUE(tail);
    size_t k = ((uintptr_t)s + n) & 7;        /* 0..7 bytes in the tail word */
    const u8 *sp = s + n - k, *lo = s + 8;
    u8 *dp = d + n - k;
    for (; sp >= lo + LINE; sp -= LINE, dp -= LINE) {
        const uint64_t *w = (const uint64_t *)(const void *)(sp - LINE);
#pragma GCC unroll 16
        for (int i = 15; i >= 0; i--) {
            uint64_t v = w[i];
            OPAQUE(v);
            mt_store64(dp - LINE + 8 * i, v);
        }
    }
    for (; sp > lo; sp -= 8, dp -= 8) {
        uint64_t v = *(const uint64_t *)(const void *)(sp - 8);
        OPAQUE(v);
        mt_store64(dp - 8, v);
    }
    mt_store64(d + n - 8, tail);
    mt_store64(d, head);
}

/* ---- vector classes ------------------------------------------------------ */

/* 17..128 B with 2, 4 or 8 overlapping vectors, all loaded before the
 * first store (memmove-safe). */
INLINE void vec_17_128(u8 *d, const u8 *s, size_t n)
{
    if (n <= 32) {
        vu8 a = vld(s), b = vld(s + n - 16);
        vst(d, a);
        vst(d + n - 16, b);
    } else if (n <= 64) {
        vu8 a = vld(s), b = vld(s + 16), c = vld(s + n - 32), e = vld(s + n - 16);
        vst(d, a);
        vst(d + 16, b);
        vst(d + n - 32, c);
        vst(d + n - 16, e);
    } else {
        const u8 *t = s + n - 64;
        vu8 a0 = vld(s), a1 = vld(s + 16), a2 = vld(s + 32), a3 = vld(s + 48);
        vu8 b0 = vld(t), b1 = vld(t + 16), b2 = vld(t + 32), b3 = vld(t + 48);
        u8 *e = d + n - 64;
        vst(d, a0);
        vst(d + 16, a1);
        vst(d + 32, a2);
        vst(d + 48, a3);
        vst(e, b0);
        vst(e + 16, b1);
        vst(e + 32, b2);
        vst(e + 48, b3);
    }
}

/* One read stream (source) and one write stream (destination) for the
 * vector loop, exactly as the seed's memcpy_power7/copyuser_power7 set
 * them up: dcbt/dcbtst TH=0b01000 give a stream's start address (stream
 * ID in the low bits), TH=0b01010 its length in cache lines (at most 1023)
 * and depth 7, and a last dcbt TH=0b01010 with the GO bit starts them.
 * Hints only: no architectural effect, so nothing to test but speed. */
INLINE void stream_setup(const void *src, const void *dst, size_t n)
{
    uintptr_t sa = (uintptr_t)src & ~(uintptr_t)(LINE - 1);
    uintptr_t da = ((uintptr_t)dst & ~(uintptr_t)(LINE - 1)) | 1;   /* stream 1 */
    uint64_t lines = n >> 7;
    if (lines > 0x3ff)
        lines = 0x3ff;
    uint64_t len = (lines << 7) | 0x0e000000ull;                    /* depth 7 */
    uint64_t go = 0x80000000ull;
    __asm__ volatile("dcbt 0,%0,8\n\t"
                     "dcbt 0,%1,10\n\t"
                     "dcbtst 0,%2,8\n\t"
                     "dcbtst 0,%3,10\n\t"
                     "eieio\n\t"
                     "dcbt 0,%4,10"
                     :: "r"(sa), "r"(len), "r"(da), "r"(len | 1), "r"(go) : "memory");
}

/* Eight vectors in registers. */
struct v8 { vu8 v[8]; };
INLINE struct v8 ld8(const u8 *p)
{
    struct v8 r;
#pragma GCC unroll 8
    for (int i = 0; i < 8; i++)
        r.v[i] = vld(p + 16 * i);
    return r;
}
INLINE void st8(u8 *p, struct v8 r)
{
#pragma GCC unroll 8
    for (int i = 0; i < 8; i++)
        vst(p + 16 * i, r.v[i]);
}

/* n > 128, forward, whole destination lines (the seed's >= 4096 path).
 * The first and last 128 bytes are loaded first and stored last (they
 * cover the unaligned head and tail of dst); between them dst runs on
 * 128-byte boundaries. perm: 0 = unaligned lxvd2x loads (POWER8 and later
 * take them at full speed within a line), 1 = aligned loads, plus a vperm
 * when source and destination differ in alignment mod 16 (the seed).
 * memmove-safe when dst is below src: the vector carried from one
 * iteration to the next was loaded before that iteration's stores, and
 * each store lands below the source bytes loaded after it. */
INLINE void vsx_fwd(u8 *d, const u8 *s, size_t n, int perm)
{
    struct v8 head = ld8(s), tail = ld8(s + n - LINE);
    stream_setup(s, d, n);
    size_t a = (size_t)(-(uintptr_t)d & (LINE - 1));
    u8 *dp = d + a, *de = d + n;
    const u8 *sp = s + a;
    size_t k = (uintptr_t)sp & 15;
    if (!perm) {
        for (; dp + LINE <= de; dp += LINE, sp += LINE) {
            st8(dp, ld8(sp)); /* stxvd2x to an aligned line */
        }
    } else if (k == 0) {
        for (; dp + LINE <= de; dp += LINE, sp += LINE) {
            vu8 r[8];
#pragma GCC unroll 8
            for (int i = 0; i < 8; i++)
                r[i] = vec_ld(16 * i, sp);
#pragma GCC unroll 8
            for (int i = 0; i < 8; i++)
                vec_st(r[i], 16 * i, dp);
        }
    } else if (dp + LINE <= de) {
        /* out[i] = bytes k..k+15 of A[i] || A[i+1], A = aligned vectors. */
        const vu8 iota = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 };
        vu8 mask = vec_add(vec_splats((unsigned char)k), iota);
        const u8 *sa = sp - k;
        vu8 prev = vec_ld(0, sa);
        for (; dp + LINE <= de; dp += LINE, sa += LINE) {
            vu8 r[9];
            r[0] = prev;
#pragma GCC unroll 8
            for (int i = 1; i <= 8; i++)
                r[i] = vec_ld(16 * i, sa);
#pragma GCC unroll 8
            for (int i = 0; i < 8; i++)
                vec_st(vec_perm(r[i], r[i + 1], mask), 16 * i, dp);
            prev = r[8];
        }
    }
    st8(d + n - LINE, tail);
    st8(d, head);
}

/* n > 128, backward (memmove with dst inside the source): the first and
 * last 128 bytes loaded first, stored last; whole destination lines from
 * its 128-aligned end downwards, unaligned loads. Each iteration loads the
 * source line below everything stored so far. */
INLINE void vsx_bwd(u8 *d, const u8 *s, size_t n)
{
    struct v8 head = ld8(s), tail = ld8(s + n - LINE);
    u8 *dp = (u8 *)((uintptr_t)(d + n) & ~(uintptr_t)(LINE - 1));
    const u8 *sp = s + (dp - d);
    for (; dp - d > LINE; dp -= LINE, sp -= LINE) {
        st8(dp - LINE, ld8(sp - LINE));
    }
    st8(d + n - LINE, tail);
    st8(d, head);
}

/* ---- memset --------------------------------------------------------------- */

/* Set when the cache block is 128 bytes (AT_DCACHEBSIZE), the only size
 * the dcbz path is written for: dcbz clears a whole block, whatever its
 * size, so on another size it must never run (src/cpu/ppc64.c). */
extern int mt_ppc64_dcbz128 __attribute__((visibility("hidden")));

/* n in 17..128: 2, 4 or 8 overlapping vector stores. */
INLINE void set_17_128(u8 *d, vu8 v, size_t n)
{
    if (n <= 32) {
        vst(d, v);
        vst(d + n - 16, v);
    } else if (n <= 64) {
        vst(d, v);
        vst(d + 16, v);
        vst(d + n - 32, v);
        vst(d + n - 16, v);
    } else {
#pragma GCC unroll 4
        for (int i = 0; i < 4; i++) {
            vst(d + 16 * i, v);
            vst(d + n - 64 + 16 * i, v);
        }
    }
}

/* n > 128: the first and last 128 bytes unaligned, whole aligned lines
 * between them; with c == 0 from memset.dcbz_from, dcbz per line (the
 * block is zeroed in the cache without being read from memory first). */
INLINE void set_lines(u8 *d, vu8 v, size_t n, int zero)
{
    u8 *p = (u8 *)(((uintptr_t)d + LINE) & ~(uintptr_t)(LINE - 1)), *e = d + n;
#pragma GCC unroll 8
    for (int i = 0; i < 8; i++)
        vst(d + 16 * i, v);
    if (zero && n >= mt_knobs_local.memset_dcbz_from && mt_ppc64_dcbz128) {
        for (; p + LINE <= e; p += LINE)
            __asm__ volatile("dcbz 0,%0" :: "r"(p) : "memory");
    } else {
        for (; p + LINE <= e; p += LINE) {
#pragma GCC unroll 8
            for (int i = 0; i < 8; i++)
                vec_st(v, 16 * i, p);
        }
    }
#pragma GCC unroll 8
    for (int i = 0; i < 8; i++)
        vst(e - LINE + 16 * i, v);
}

/* ---- memcmp / bcmp -------------------------------------------------------- */

/* 8 bytes in memory order as an integer that compares like them (ldbrx). */
INLINE uint64_t key64(const u8 *p) { return __builtin_bswap64(mt_load64(p)); }
INLINE uint32_t key32(const u8 *p) { return __builtin_bswap32(mt_load32(p)); }
INLINE int cmp_u64(uint64_t x, uint64_t y) { return (x > y) - (x < y); }

/* n < 8 (src/generic/memcmp.c: head and tail words, or first/middle/last). */
INLINE int cmp_lt8(const u8 *x, const u8 *y, size_t n)
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

INLINE int eq_lt8(const u8 *x, const u8 *y, size_t n)
{
    if (n >= 4)
        return ((mt_load32(x) ^ mt_load32(y)) | (mt_load32(x + n - 4) ^ mt_load32(y + n - 4))) != 0;
    if (n)
        return ((x[0] ^ y[0]) | (x[n >> 1] ^ y[n >> 1]) | (x[n - 1] ^ y[n - 1])) != 0;
    return 0;
}

/* 8..16 bytes: two overlapping words (the overlap is equal in both or the
 * first word decides). */
INLINE int cmp_8_16(const u8 *x, const u8 *y, size_t n)
{
    uint64_t a = key64(x), b = key64(y);
    if (a != b)
        return a < b ? -1 : 1;
    return cmp_u64(key64(x + n - 8), key64(y + n - 8));
}

INLINE int ne16(const u8 *x, const u8 *y) { return !vec_all_eq(vld(x), vld(y)); }

/* n >= 16: 64 bytes per iteration (four vectors, one branch), then 16 at a
 * time, then the last 16 bytes (overlapping). A block that differs is
 * ordered by cmp_8_16; for bcmp (order = 0) any difference returns 1. */
INLINE int cmp_vec(const u8 *x, const u8 *y, size_t n, int order)
{
    size_t i = 0;
    for (; i + 64 <= n; i += 64) {
        vu8 e0 = vec_xor(vld(x + i), vld(y + i)), e1 = vec_xor(vld(x + i + 16), vld(y + i + 16));
        vu8 e2 = vec_xor(vld(x + i + 32), vld(y + i + 32)), e3 = vec_xor(vld(x + i + 48), vld(y + i + 48));
        vu8 any = vec_or(vec_or(e0, e1), vec_or(e2, e3));
        if (!vec_all_eq(any, vec_splats((unsigned char)0))) {
            if (!order)
                return 1;
            for (size_t j = i;; j += 16)
                if (ne16(x + j, y + j))
                    return cmp_8_16(x + j, y + j, 16);
        }
    }
    for (; i + 16 <= n; i += 16)
        if (ne16(x + i, y + i))
            return order ? cmp_8_16(x + i, y + i, 16) : 1;
    if (i < n) {
        const u8 *xt = x + n - 16, *yt = y + n - 16;
        if (ne16(xt, yt))
            return order ? cmp_8_16(xt, yt, 16) : 1;
    }
    return 0;
}

#endif
