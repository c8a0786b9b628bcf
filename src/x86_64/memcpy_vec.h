/* The building blocks of every x86 vector copy (memcpy_{sse2,avx2,avx512}.c),
 * written once for a vector width, in the style of LLVM libc's memory_utils
 * (block, head_tail, loop_and_tail) and glibc's memmove-vec-unaligned-erms.S.
 *
 * Assumptions:
 *   x86-64, little-endian; unaligned vector loads/stores are cheap (true since
 *   Nehalem/Bulldozer), so heads and tails overlap instead of branching on n.
 *   The includer defines, before including this file:
 *     VEC              vector width in bytes: 16, 32 or 64; VSTR the same as a string
 *     vec_t            the vector type
 *     VLOAD(p)         unaligned load        VSTORE(p, v)   unaligned store
 *     VSTORE_A(p, v)   aligned store         VSTREAM(p, v)  aligned non-temporal store
 *   and declares (defining it after the include)
 *     copy_lt_vec(d, s, n)  a copy of n < VEC bytes that loads everything
 *                      before it stores (so it is memmove-safe)
 *
 * Memmove safety without a slow path: every head/tail class up to 8*VEC loads
 * all of its vectors before the first store, so any overlap is harmless. The
 * loops keep the first VEC(s) and last VEC(s) of the source in registers from
 * before the loop and store them last, and run forward when dst is below src
 * (or disjoint) and backward when dst is above src and overlapping. */
#ifndef MT_MEMCPY_VEC_H
#define MT_MEMCPY_VEC_H

#include <stdint.h>
#include <stddef.h>
#include "internal.h"
#include "rep_rule.h"
#include "util.h"

typedef unsigned char u8;

/* n in [VEC, 2*VEC]: head and tail vectors (they overlap unless n == 2*VEC). */
static inline __attribute__((always_inline)) void copy_2v(u8 *d, const u8 *s, size_t n)
{
    vec_t a = VLOAD(s), b = VLOAD(s + n - VEC);
    VSTORE(d, a);
    VSTORE(d + n - VEC, b);
}

/* n in [2*VEC, 4*VEC]. */
static inline __attribute__((always_inline)) void copy_4v(u8 *d, const u8 *s, size_t n)
{
    vec_t a = VLOAD(s), b = VLOAD(s + VEC);
    vec_t c = VLOAD(s + n - 2 * VEC), e = VLOAD(s + n - VEC);
    VSTORE(d, a);
    VSTORE(d + VEC, b);
    VSTORE(d + n - 2 * VEC, c);
    VSTORE(d + n - VEC, e);
}

/* n in [4*VEC, 8*VEC]: eight vectors in registers, then eight stores. */
static inline __attribute__((always_inline)) void copy_8v(u8 *d, const u8 *s, size_t n)
{
    vec_t a0 = VLOAD(s), a1 = VLOAD(s + VEC), a2 = VLOAD(s + 2 * VEC), a3 = VLOAD(s + 3 * VEC);
    const u8 *t = s + n - 4 * VEC;
    vec_t b0 = VLOAD(t), b1 = VLOAD(t + VEC), b2 = VLOAD(t + 2 * VEC), b3 = VLOAD(t + 3 * VEC);
    u8 *e = d + n - 4 * VEC;
    VSTORE(d, a0);
    VSTORE(d + VEC, a1);
    VSTORE(d + 2 * VEC, a2);
    VSTORE(d + 3 * VEC, a3);
    VSTORE(e, b0);
    VSTORE(e + VEC, b1);
    VSTORE(e + 2 * VEC, b2);
    VSTORE(e + 3 * VEC, b3);
}

/* n > 8*VEC, forward: 4 vectors per iteration, unaligned loads, stores
 * aligned to VEC (a store that splits a cache line costs two; a load split
 * is cheaper, so align the side that matters, as glibc and LLVM libc do).
 * The first vector and the last four are loaded before the loop and stored
 * after it: safe for memmove when dst is below src. */
static inline __attribute__((always_inline)) void copy_fwd_loop(u8 *d, const u8 *s, size_t n)
{
    vec_t h = VLOAD(s);
    const u8 *st = s + n - 4 * VEC;
    vec_t t0 = VLOAD(st), t1 = VLOAD(st + VEC), t2 = VLOAD(st + 2 * VEC), t3 = VLOAD(st + 3 * VEC);
    u8 *dt = d + n - 4 * VEC;
    size_t skew = VEC - ((uintptr_t)d & (VEC - 1)); /* 1..VEC */
    u8 *p = d + skew;
    const u8 *q = s + skew;
    while (p < dt) {
        vec_t a = VLOAD(q), b = VLOAD(q + VEC), c = VLOAD(q + 2 * VEC), e = VLOAD(q + 3 * VEC);
        VSTORE_A(p, a);
        VSTORE_A(p + VEC, b);
        VSTORE_A(p + 2 * VEC, c);
        VSTORE_A(p + 3 * VEC, e);
        p += 4 * VEC;
        q += 4 * VEC;
    }
    VSTORE(dt, t0);
    VSTORE(dt + VEC, t1);
    VSTORE(dt + 2 * VEC, t2);
    VSTORE(dt + 3 * VEC, t3);
    VSTORE(d, h);
}

/* n > 8*VEC, backward from the aligned end of dst: the mirror image, safe for
 * memmove when dst is above src. The first four vectors and the last one are
 * loaded before the loop and stored after it. */
static inline __attribute__((always_inline)) void copy_bwd_loop(u8 *d, const u8 *s, size_t n)
{
    vec_t h0 = VLOAD(s), h1 = VLOAD(s + VEC), h2 = VLOAD(s + 2 * VEC), h3 = VLOAD(s + 3 * VEC);
    vec_t t = VLOAD(s + n - VEC);
    u8 *de = d + n;
    size_t skew = (uintptr_t)de & (VEC - 1); /* 0..VEC-1 */
    u8 *p = de - skew;
    const u8 *q = s + n - skew;
    u8 *lim = d + 4 * VEC;
    while (p > lim) {
        p -= 4 * VEC;
        q -= 4 * VEC;
        vec_t a = VLOAD(q + 3 * VEC), b = VLOAD(q + 2 * VEC), c = VLOAD(q + VEC), e = VLOAD(q);
        VSTORE_A(p + 3 * VEC, a);
        VSTORE_A(p + 2 * VEC, b);
        VSTORE_A(p + VEC, c);
        VSTORE_A(p, e);
    }
    VSTORE(d, h0);
    VSTORE(d + VEC, h1);
    VSTORE(d + 2 * VEC, h2);
    VSTORE(d + 3 * VEC, h3);
    VSTORE(de - VEC, t);
}

/* n >= 8*VEC, buffers disjoint: non-temporal stores for copies larger than
 * the caches (they bypass them and skip the read-for-ownership of dst). The
 * first 64 bytes are copied with normal stores, then dst is aligned to the
 * 64-byte line so every line is written whole by streaming stores (a partial
 * write-combining flush is the slow case), sfence orders them before any
 * later store, and the last 4*VEC bytes go through the cache. */
static inline __attribute__((always_inline)) void copy_nt_loop(u8 *d, const u8 *s, size_t n)
{
    for (size_t i = 0; i < 64; i += VEC)
        VSTORE(d + i, VLOAD(s + i));
    size_t skew = 64 - ((uintptr_t)d & 63); /* 1..64 */
    u8 *p = d + skew;
    const u8 *q = s + skew;
    u8 *dt = d + n - 4 * VEC;
    while (p < dt) {
        vec_t a = VLOAD(q), b = VLOAD(q + VEC), c = VLOAD(q + 2 * VEC), e = VLOAD(q + 3 * VEC);
        VSTREAM(p, a);
        VSTREAM(p + VEC, b);
        VSTREAM(p + 2 * VEC, c);
        VSTREAM(p + 3 * VEC, e);
        p += 4 * VEC;
        q += 4 * VEC;
    }
    __asm__ volatile("sfence" ::: "memory");
    const u8 *st = s + n - 4 * VEC;
    vec_t t0 = VLOAD(st), t1 = VLOAD(st + VEC), t2 = VLOAD(st + 2 * VEC), t3 = VLOAD(st + 3 * VEC);
    VSTORE(dt, t0);
    VSTORE(dt + VEC, t1);
    VSTORE(dt + 2 * VEC, t2);
    VSTORE(dt + 3 * VEC, t3);
}

/* n > 64, forward-safe (disjoint, or dst below src): rep movsb with dst
 * aligned to 64 first. Misaligned dst makes rep movsb much slower on FSRM
 * AMD parts (glibc bug 30994: Zen 3, 2113 B, dst%16 = 15: 84 -> 4.4 GB/s)
 * and costs up to 25% on Intel (optimisation manual); glibc aligns it to 64
 * too (MOVSB_ALIGN_TO). The first 64 bytes are stored from registers after
 * the rep, which keeps the dst-below-src overlap correct. */
static inline __attribute__((always_inline)) void copy_rep_movsb_aligned(u8 *d, const u8 *s, size_t n)
{
#if VEC >= 64
    vec_t h = VLOAD(s);
#elif VEC == 32
    vec_t h0 = VLOAD(s), h1 = VLOAD(s + 32);
#else
    vec_t h0 = VLOAD(s), h1 = VLOAD(s + 16), h2 = VLOAD(s + 32), h3 = VLOAD(s + 48);
#endif
    size_t skew = (0 - (uintptr_t)d) & 63; /* 0..63 */
    u8 *p = d + skew;
    const u8 *q = s + skew;
    size_t c = n - skew;
    __asm__ volatile("rep movsb" : "+D"(p), "+S"(q), "+c"(c) : : "memory");
#if VEC >= 64
    VSTORE(d, h);
#elif VEC == 32
    VSTORE(d, h0);
    VSTORE(d + 32, h1);
#else
    VSTORE(d, h0);
    VSTORE(d + 16, h1);
    VSTORE(d + 32, h2);
    VSTORE(d + 48, h3);
#endif
}

/* (dst - src) mod 4096 in 1..this many bytes - 1 makes a forward copy's loads
 * look dependent on earlier stores to the same page offset (4K aliasing);
 * glibc's L(more_8x_vec_check) goes backward then. rep movsb has its own
 * rule (rep_movsb_ok). */
#define MT_ALIAS_WINDOW 256u
static inline int near_4k_alias(const u8 *d, const u8 *s)
{
    /* 1..255: 0 (page-aligned buffers, the usual case for large ones) is
     * no hazard for a forward copy, whose loads run ahead of the stores at
     * the same page offsets; glibc's test includes it, and sent 64 KiB
     * page-aligned copies to the backward loop at 1.8x glibc's rep movsb
     * time on Zen 5. On Zen 3, 1..8 MiB copies at (dst - src) % 4096 == 0
     * from DRAM: backward 1.00-1.10 of glibc's time, forward 0.94-0.95
     * (memtune bench memcpy --sizes 256K..8M --cache DRAM --impl
     * libc,mt,avx2). */
    return ((((uintptr_t)d - (uintptr_t)s) & 4095) - 1u) < MT_ALIAS_WINDOW - 1u;
}

/* Where rep movsb (dst aligned to 64 by copy_rep_movsb_aligned) may run,
 * at or above its knob: per class of (dst - src).
 *  - % 4096 in 1..63: only from *.rep_movsb_near_from (never but on Zen
 *    5, 28 KiB: src/tunables.c). Zen 5 short rep movsb jumps from ~5 to
 *    55 clocks there (D. Laight, LKML, 3 Apr 2025); on Zen 4 a 4 KiB
 *    copy takes 23x longer at 1..15 and 2x at 16, and at 16 KiB..8 MiB
 *    3-10x longer at 1 and 8, from L2, L3 or DRAM (memtune bench memcpy
 *    --impl libc,mt,rep_movsb,avx512 --sizes 16K..8M --aliasing 1,8
 *    --cache L2,LLC,DRAM: glibc 2.36 takes rep movsb up to 1 MiB there).
 *    On Zen 5 from 4 KiB bare rep movsb at 1, 4, 8, 16, 32, 63 is as
 *    fast as at 2048 (glibc's time, 0.97-1.00), and the loop, 0.49-0.53
 *    of it hot up to 16 KiB, takes 1.02-1.07x from 32 KiB to 256 KiB,
 *    rep movsb 0.81-0.91x at 1 MiB, and from a src in L1 to a dst in no
 *    cache 1.03-1.19x at 4..32 KiB (memtune bench memcpy --pattern
 *    offsets --sizes 4K,...,1M --aliasing 1,4,8,16,32,63 [--dst-cache
 *    DRAM] --impl
 *    libc,mt,rep_movsb; 2026-11-28), but 0.86-0.94x rep movsb's from 64
 *    KiB (calibrate's "hot src, cold dst" curve of
 *    memcpy.rep_movsb_near_from at distance 32).
 *  - % 32 != 0 (src and dst not mutually aligned: with dst aligned, src
 *    is not): only from the knob's *_skewed_from. On Zen 4 it loses to
 *    the vector loop at every size: 256 KiB from DRAM 1.07-1.12x the
 *    loop's time at (dst - src) % 4096 = 2049..2111, 4 MiB 1.03-1.23x at
 *    300, 1000, 2049..2064, 2111, while at 2048 and 2080 (% 32 == 0) it
 *    takes 0.86-0.89x the loop's (memtune bench memcpy --sizes 256K,4M
 *    --aliasing 2048,2049,2056,2064,2080,2111,300,1000 --cache DRAM).
 *  - the rest, 64..255 included (the vector loop goes backward there; rep
 *    movsb is as fast as at 2048 on Zen 4: 16 KiB..8 MiB at 64 and 128
 *    from DRAM 0.85-1.02x glibc's time, the backward loop 1.06-1.17x at
 *    16..256 KiB; memtune bench memcpy --sizes 16K,64K,128K,256K,1M,4M,8M
 *    --aliasing 0,1,8,32,63,64,128,255,2048 --cache DRAM,LLC --impl
 *    libc,mt,rep_movsb,avx512, and `memtune calibrate`'s "rep movsb by
 *    class" table, which times the ladder with rep movsb on and off). */
static inline int rep_movsb_ok(const u8 *d, const u8 *s, size_t n, size_t skewed_from, size_t near_from)
{
    return mt_rep_class_ok((uintptr_t)d - (uintptr_t)s, n, skewed_from, near_from); /* src/rep_rule.h */
}

/* Plain strategies: the head/tail classes, then the loop; no knobs. */
static inline __attribute__((always_inline)) void copy_vec_plain(u8 *d, const u8 *s, size_t n, int memmove)
{
    if (n < VEC)
        copy_lt_vec(d, s, n);
    else if (n <= 2 * VEC)
        copy_2v(d, s, n);
    else if (n <= 4 * VEC)
        copy_4v(d, s, n);
    else if (n <= 8 * VEC)
        copy_8v(d, s, n);
    else if (memmove && (uintptr_t)d - (uintptr_t)s < n)
        copy_bwd_loop(d, s, n);
    else
        copy_fwd_loop(d, s, n);
}

/* ---- the ladders above 2*VEC ------------------------------------------
 * The knobs are read only above 2*VEC, so the sizes that make up most calls
 * never load them; rep movsb is also never taken below 64 bytes (the
 * 64-byte dst alignment needs them). A ladder calls ladder_*_above_2v(). */

/* n > 2*VEC, no knob applies (or the one that does was ruled out). An
 * includer with better large-size code (masked stores) defines
 * MT_CUSTOM_CLASSES and its own memcpy/memmove_classes_above_2v after the
 * include. */
static inline __attribute__((always_inline)) void *memcpy_classes_above_2v(u8 *d, const u8 *s, size_t n);
static inline __attribute__((always_inline)) void *memmove_classes_above_2v(u8 *d, const u8 *s, size_t n);
#ifndef MT_CUSTOM_CLASSES
static inline __attribute__((always_inline)) void *memcpy_classes_above_2v(u8 *d, const u8 *s, size_t n)
{
    if (n <= 4 * VEC)
        copy_4v(d, s, n);
    else if (n <= 8 * VEC)
        copy_8v(d, s, n);
    else if (near_4k_alias(d, s))
        copy_bwd_loop(d, s, n);
    else
        copy_fwd_loop(d, s, n);
    return d;
}

/* memmove: backward when dst is above src and overlapping (the only case a
 * forward copy breaks), or when disjoint and 4K-aliased; forward otherwise. */
static inline __attribute__((always_inline)) void *memmove_classes_above_2v(u8 *d, const u8 *s, size_t n)
{
    if (n <= 4 * VEC)
        copy_4v(d, s, n);
    else if (n <= 8 * VEC)
        copy_8v(d, s, n);
    else if ((uintptr_t)d - (uintptr_t)s < n ||
             ((uintptr_t)s - (uintptr_t)d >= n && near_4k_alias(d, s)))
        copy_bwd_loop(d, s, n);
    else
        copy_fwd_loop(d, s, n);
    return d;
}
#endif

/* From *.nt_from on, non-temporal stores, except from
 * *.rep_movsb_huge_from where rep movsb applies (rep_movsb_ok): far above
 * the L3 Zen 4's rep movsb beats the non-temporal loop (src/tunables.c has
 * the numbers). Not 1..63 apart whatever *.rep_movsb_near_from: from DRAM
 * at 16 and 64 MiB there Zen 5's non-temporal loop takes 0.81-0.88 of
 * glibc's time, rep movsb 0.97-0.99 (memtune bench memcpy --sizes 16M,64M
 * --aliasing 8,32 --cache DRAM --impl libc,mt,nt,rep_movsb; 2026-11-28). */
static __attribute__((noinline)) void *memcpy_knobbed(u8 *d, const u8 *s, size_t n)
{
    if (n > 8 * VEC && n >= mt_knobs_local.memcpy_nt_from) {
        if (n >= mt_knobs_local.memcpy_rep_movsb_huge_from &&
            rep_movsb_ok(d, s, n, mt_knobs_local.memcpy_rep_movsb_skewed_from, SIZE_MAX))
            copy_rep_movsb_aligned(d, s, n);
        else
            copy_nt_loop(d, s, n);
    } else if (n >= 64 && n >= mt_knobs_local.memcpy_rep_movsb_from &&
             rep_movsb_ok(d, s, n, mt_knobs_local.memcpy_rep_movsb_skewed_from,
                         mt_knobs_local.memcpy_rep_movsb_near_from))
        copy_rep_movsb_aligned(d, s, n);
    else
        return memcpy_classes_above_2v(d, s, n);
    return d;
}

static inline __attribute__((always_inline)) void *ladder_memcpy_above_2v(u8 *d, const u8 *s, size_t n)
{
    if (MT_UNLIKELY(n >= mt_knobs_local.memcpy_rep_movsb_from || n >= mt_knobs_local.memcpy_nt_from))
        return memcpy_knobbed(d, s, n); /* a tail call: no frame on this path */
    return memcpy_classes_above_2v(d, s, n);
}

static __attribute__((noinline)) void *memmove_knobbed(u8 *d, const u8 *s, size_t n)
{
    int fwd_ok = (uintptr_t)d - (uintptr_t)s >= n;
    int disjoint = fwd_ok && (uintptr_t)s - (uintptr_t)d >= n;
    if (disjoint && n > 8 * VEC && n >= mt_knobs_local.memmove_nt_from) {
        if (n >= mt_knobs_local.memmove_rep_movsb_huge_from &&
            rep_movsb_ok(d, s, n, mt_knobs_local.memmove_rep_movsb_skewed_from, SIZE_MAX))
            copy_rep_movsb_aligned(d, s, n);
        else
            copy_nt_loop(d, s, n);
    } else if (fwd_ok && n >= 64 && n >= mt_knobs_local.memmove_rep_movsb_from &&
             rep_movsb_ok(d, s, n, mt_knobs_local.memmove_rep_movsb_skewed_from,
                         mt_knobs_local.memmove_rep_movsb_near_from))
        copy_rep_movsb_aligned(d, s, n);
    else
        return memmove_classes_above_2v(d, s, n);
    return d;
}

static inline __attribute__((always_inline)) void *ladder_memmove_above_2v(u8 *d, const u8 *s, size_t n)
{
    if (MT_UNLIKELY(n >= mt_knobs_local.memmove_rep_movsb_from || n >= mt_knobs_local.memmove_nt_from))
        return memmove_knobbed(d, s, n); /* a tail call: no frame on this path */
    return memmove_classes_above_2v(d, s, n);
}

/* The label of the path for n > 2*VEC, for disjoint buffers whose distance
 * is not near a multiple of 4096 and a multiple of 32. */
static const char *classes_path(size_t n);
static const char *ladder_path_above_2v(size_t n, size_t rep_from, size_t nt_from, size_t huge_from)
{
    if (n > 8 * VEC && n >= nt_from)
        return n >= huge_from ? "rep_movsb" : "nt";
    if (n >= 64 && n >= rep_from)
        return "rep_movsb";
    return classes_path(n);
}

#ifndef MT_CUSTOM_CLASSES
static const char *classes_path(size_t n)
{
    if (n <= 4 * VEC)
        return "4x" VSTR;
    if (n <= 8 * VEC)
        return "8x" VSTR;
    return "loop4x" VSTR;
}
#endif

#if VEC < 64
/* The ladder entries of the widths without masked stores (SSE2, AVX2; the
 * AVX-512 ladders are memcpy_avx512_ladder.S and their own labels): below
 * VEC as copy_lt_vec, up to 2*VEC the head/tail pair, above the knobs. */
static inline __attribute__((always_inline)) void *copy_vec_ladder(u8 *d, const u8 *s, size_t n, int memmove)
{
    if (n < VEC)
        copy_lt_vec(d, s, n);
    else if (n <= 2 * VEC)
        copy_2v(d, s, n);
    else if (memmove)
        return ladder_memmove_above_2v(d, s, n);
    else
        return ladder_memcpy_above_2v(d, s, n);
    return d;
}

static inline const char *copy_vec_ladder_path(size_t n, int memmove)
{
    if (n > 2 * VEC)
        return memmove ? ladder_path_above_2v(n, mt_knobs_local.memmove_rep_movsb_from, mt_knobs_local.memmove_nt_from,
                                              mt_knobs_local.memmove_rep_movsb_huge_from)
                       : ladder_path_above_2v(n, mt_knobs_local.memcpy_rep_movsb_from, mt_knobs_local.memcpy_nt_from,
                                              mt_knobs_local.memcpy_rep_movsb_huge_from);
    return n >= VEC ? "2x" VSTR : n >= 16 ? "2x16" : n >= 8 ? "2x8" : n >= 4 ? "2x4" : n ? "3x1" : "empty";
}
#endif

#endif
