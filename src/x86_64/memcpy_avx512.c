/* memcpy / memmove with 64-byte vectors (AVX-512F/BW/VL + BMI2).
 *
 * Assumptions:
 *   AVX-512BW (byte-masked vmovdqu8) and BMI2 (bzhi); dispatch checks both.
 *   Masked-off bytes of a masked load or store are never accessed: no fault
 *   and no store, even across a page boundary (Intel SDM vol. 1 15.4.1,
 *   "memory fault suppression"), so one masked vector covers every n <= 64,
 *   0 included, without a branch and without touching [p+n, p+64).
 *   GCC ends every function that dirtied the upper ymm/zmm state with
 *   vzeroupper (check: objdump -d build/src/libmemtune.a, look before
 *   each ret of mt_mem*_avx512*).
 *
 * Strategies:
 *   avx512          64-byte overlapping head/tail up to 512 B, 4x64 loop with
 *                   dst aligned; below 64 B ymm/xmm/scalar pairs (glibc's
 *                   evex layout). No knobs.
 *   ladder_avx512   the dispatching ladder, below. */
#include <immintrin.h>
#include <stddef.h>
#include "internal.h"
#include "util.h"

#define VEC 64
#define VSTR "64"
typedef __m512i vec_t;
#define VLOAD(p) _mm512_loadu_si512((const void *)(p))
#define VSTORE(p, v) _mm512_storeu_si512((void *)(p), (v))
#define VSTORE_A(p, v) _mm512_store_si512((void *)(p), (v))
#define VSTREAM(p, v) _mm512_stream_si512((void *)(p), (v))

static inline __attribute__((always_inline)) void copy_lt_vec(unsigned char *d, const unsigned char *s, size_t n);
#define MT_CUSTOM_CLASSES 1 /* the ladders' classes above 128 B are below */
#include "memcpy_vec.h"

/* n < 64 without masks: ymm pair, xmm pair, scalar pairs. */
static inline __attribute__((always_inline)) void copy_lt_vec(u8 *d, const u8 *s, size_t n)
{
    if (n >= 32) {
        __m256i a = _mm256_loadu_si256((const void *)s), b = _mm256_loadu_si256((const void *)(s + n - 32));
        _mm256_storeu_si256((void *)d, a);
        _mm256_storeu_si256((void *)(d + n - 32), b);
    } else if (n >= 16) {
        __m128i a = _mm_loadu_si128((const void *)s), b = _mm_loadu_si128((const void *)(s + n - 16));
        _mm_storeu_si128((void *)d, a);
        _mm_storeu_si128((void *)(d + n - 16), b);
    } else {
        mt_copy_le16(d, s, n);
    }
}

void *mt_memcpy_avx512(void *dst, const void *src, size_t n)
{
    copy_vec_plain(dst, src, n, 0);
    return dst;
}

void *mt_memmove_avx512(void *dst, const void *src, size_t n)
{
    copy_vec_plain(dst, src, n, 1);
    return dst;
}

/* ---- the ladders ---------------------------------------------------------
 * Built for the sizes programs ask for (fleetbench 2024 Memcpy_Fleet: 47.7%
 * of calls <= 8 B, 88.6% <= 64, 93.6% <= 128, 8.7% zero). The classes up
 * to 512 B are in memcpy_avx512_ladder.S, with their measurements:
 *   0..64      a tree of head and tail pairs (bytes, 4- and 8-byte words,
 *              xmm, ymm), the AVX2 ladder's; plain stores, so a load of
 *              the copied bytes right after the call is forwarded (until
 *              2026-11-27 one masked load and store: faster on replays of
 *              unpredictable sizes, 2x glibc's time when the caller reads
 *              what it copied; the ladder's header has the numbers).
 *   65..128    two 32-byte vectors from each end.
 *   129..256   four (all loads before any store); eight 32-byte ones
 *              unless src and dst are both on a line boundary.
 *   257..320   the 5 or 6 destination lines: an unaligned vector at each
 *              end, four aligned lines between (six stores, not eight).
 *   321..512   sixteen overlapping 32-byte vectors on line boundaries,
 *              else the loop.
 *   > 512      in the ladder too: a loop of four 32-byte vectors with dst
 *              aligned, first and last vectors kept in registers, forward,
 *              or backward for memmove when dst is above src and
 *              overlapping, and when (dst - src) mod 4096 is 1..255 (4K
 *              aliasing) from 8 KiB or 64..255 below it (the rule of
 *              alias_bwd below, which the C loops follow for the
 *              knobbed sizes). Until 2026-11-27 every size above 512 B
 *              took the C loops, 4x64; the ladder's header has the
 *              measurements of the change.
 *   rep movsb  from mt_knobs_local.*_rep_movsb_from (considered only above 128 B),
 *              dst aligned to 64, forward only, never when (dst - src) mod
 *              4096 < 256.
 *   nt         from mt_knobs_local.*_nt_from (above 512 B, disjoint buffers).
 * memmove has no separate slow path: every class up to 512 B loads
 * everything before it stores, and the loops load each block before storing
 * it in the safe direction. Measured on Zen 4 (KVM), hot L1, against glibc
 * 2.36's __memmove_avx512_unaligned_erms:
 *  - the cost is about one unit per 64-byte store, so fewer stores win:
 *    --sizes 257,300,320 --pattern offsets gives 0.69, 0.70, 0.84 of
 *    glibc's time for six line stores (masked ends, as then) vs 1.00 for
 *    eight vectors. A line-aligned masked loop above 512 B was no better
 *    than glibc's layout (742 B: 0.98-1.12 depending on alignment), so the
 *    loop is glibc's.
 *  - rep movsb never beat the loop here: --impl rep_movsb,avx512 --sizes
 *    256,4K,64K: 12.8 vs 5.5, 42.5 vs 35.7 ns, equal at 64 KiB; and with
 *    --sizes 4K --aliasing 1,7,16 it takes 1193, 1194, 101 ns (23x, 23x,
 *    2x the vector loop's 52 ns).
 *  - the classes up to 512 B in assembly (each class its own ret, zmm16+
 *    so no vzeroupper; since 2026-11-27 65..128 uses VEX ymm0-3 and ends
 *    in vzeroupper, to fit its 64-byte line): fixed sizes 160..512 went from 1.10-1.13x glibc's
 *    time to 0.93-1.03x (memtune bench memcpy --sizes
 *    72,128,160,256,384,512 --impl libc,mt,<previous build .so>:mt_memcpy).
 *    65..128 stays 1.0-1.1x at a fixed size: glibc makes it its first
 *    fall-through, and one taken branch costs about 0.6 ns in a call-bound
 *    loop. */

/* 257..320 bytes: dst spans 5 or 6 lines [p0, p0 + 64*L]. An unaligned
 * vector at each end covers the partial lines 0 and L; lines 1, 2 and L-2,
 * L-1 are whole, aligned and inside the copy (L >= 4), covering every line
 * in between when L <= 5 (the assembly ladder's class, in C). All loads
 * come first, so it is memmove-safe. */
static __attribute__((noinline)) void *copy_lines6(u8 *d, const u8 *s, size_t n)
{
    size_t mis = (uintptr_t)d & 63;
    u8 *p0 = d - mis;
    const u8 *q0 = s - mis;
    size_t last = (mis + n - 1) & ~(size_t)63;
    __m512i h0 = VLOAD(s), h1 = VLOAD(q0 + 64), h2 = VLOAD(q0 + 128);
    __m512i t0 = VLOAD(s + n - 64), t1 = VLOAD(q0 + last - 64), t2 = VLOAD(q0 + last - 128);
    VSTORE(d, h0);
    VSTORE_A(p0 + 64, h1);
    VSTORE_A(p0 + 128, h2);
    VSTORE_A(p0 + last - 128, t2);
    VSTORE_A(p0 + last - 64, t1);
    VSTORE(d + n - 64, t0);
    return d;
}

/* Backward for 4K aliasing (near_4k_alias, memcpy_vec.h) below 8 KiB only
 * when (dst - src) % 4096 is 128..255. A forward loop's loads meet the
 * page offsets of the previous iteration's stores over that many bytes
 * (the distance), so a short distance costs it little. Zen 4, time /
 * glibc's (memtune bench memcpy|memmove --sizes 1K..16K --aliasing
 * 8,40,63,100,128,144,200,250 --pattern offsets --cache L1,DRAM --impl
 * libc,mt,avx512,<before.so>:mt_OP; the plain avx512 strategy is the
 * forward loop; these rows move 3-5% between runs here):
 *   hot, 1-2 KiB, distance 8..100: memmove backward 1.01-1.06, forward
 *   0.92-0.98; memcpy forward ahead in two runs of three; at 128..250 the
 *   backward loop ahead in two of three (memmove 2 KiB: 1.02-1.05 against
 *   1.03-1.13); 4 KiB at 128..250: backward 0.80-0.96, forward 0.86-1.07;
 *   8-16 KiB backward 0.79-0.98, forward 0.83-1.01 (up to 1.3x at 16 KiB)
 *   from DRAM, 3-6 KiB: backward 1.14-1.19, forward 1.05-1.09 at every
 *   distance measured (8, 40, 144, 250); 8-16 KiB backward 1.17-1.23,
 *   forward 1.03-1.08, glibc's rep movsb ahead of both.
 * So forward up to 8 KiB at distances below 128; backward otherwise.
 * Since 2026-11-27 forward up to 8 KiB at every distance: the ladder's
 * 32-byte forward loop (memcpy_avx512_ladder.S) took 0.87-0.98 of glibc's
 * time at distance 200, 513..2048 B, where this backward loop took
 * 1.00-1.06 (memtune bench memcpy --pattern offsets --aliasing 200 --sizes
 * 513,768,1K,1500,2K,3000,4K,6000,8000 --impl libc,mt,<before.so>:mt_memcpy,
 * three processes). Later the same day the ladder went backward below 8
 * KiB too at distances 64..255, where a forward loop hit a cliff in some
 * processes (1.1-3x glibc's time; the numbers are at the ladder's label
 * 5), and took every 4K-aliased copy into its own 32-byte backward loop.
 * The rule is the ladder's; this half keeps it for the few calls it
 * still loops for (the knobbed sizes, when a knob changed since the
 * ladder read it), with its 64-byte loops, not measured on their own
 * since. */
#define ALIAS_BWD_FROM 8192u
static inline int alias_bwd(const u8 *d, const u8 *s, size_t n)
{
    return near_4k_alias(d, s) && (n >= ALIAS_BWD_FROM || (((uintptr_t)d - (uintptr_t)s) & 4095) >= 64);
}

/* The loops are tail calls: the small classes keep a frameless path. */
static __attribute__((noinline)) void *fwd_loop(u8 *d, const u8 *s, size_t n)
{
    copy_fwd_loop(d, s, n);
    return d;
}

static __attribute__((noinline)) void *bwd_loop(u8 *d, const u8 *s, size_t n)
{
    copy_bwd_loop(d, s, n);
    return d;
}

static inline __attribute__((always_inline)) void *memcpy_classes_above_2v(u8 *d, const u8 *s, size_t n)
{
    if (n > 8 * VEC)
        return alias_bwd(d, s, n) ? bwd_loop(d, s, n) : fwd_loop(d, s, n);
    if (n <= 4 * VEC)
        copy_4v(d, s, n);
    else if (n <= 5 * VEC)
        return copy_lines6(d, s, n);
    else
        copy_8v(d, s, n);
    return d;
}

static inline __attribute__((always_inline)) void *memmove_classes_above_2v(u8 *d, const u8 *s, size_t n)
{
    if (n > 8 * VEC) {
        if ((uintptr_t)d - (uintptr_t)s < n || ((uintptr_t)s - (uintptr_t)d >= n && alias_bwd(d, s, n)))
            return bwd_loop(d, s, n);
        return fwd_loop(d, s, n);
    }
    if (n <= 4 * VEC)
        copy_4v(d, s, n);
    else if (n <= 5 * VEC)
        return copy_lines6(d, s, n);
    else
        copy_8v(d, s, n);
    return d;
}

static const char *classes_path(size_t n)
{
    /* the first of a pair: src and dst on line boundaries, the second: not */
    return n <= 4 * VEC ? "4x64/8x32" : n <= 5 * VEC ? "lines6" : n <= 8 * VEC ? "8x64/loop" : "loop4x32";
}

/* The ladders are in memcpy_avx512_ladder.S, for the layout of their
 * branches; they read the knobs (src/knob_offsets.h) and tail-call these
 * above 128 B when n reaches a rep movsb or non-temporal knob. Every
 * other size, 4K-aliased copies included, stays in the ladder's own
 * 32-byte loops. */

/* The C loops (zmm): what the knobbed sizes get when no knob applies any
 * more (a knob changed since the ladder read it). */
static inline __attribute__((always_inline)) void *memcpy_loops(u8 *d, const u8 *s, size_t n)
{
    if (alias_bwd(d, s, n))
        return bwd_loop(d, s, n);
    copy_fwd_loop(d, s, n);
    return d;
}

static inline __attribute__((always_inline)) void *memmove_loops(u8 *d, const u8 *s, size_t n)
{
    if ((uintptr_t)d - (uintptr_t)s < n || ((uintptr_t)s - (uintptr_t)d >= n && alias_bwd(d, s, n)))
        return bwd_loop(d, s, n);
    copy_fwd_loop(d, s, n);
    return d;
}

/* Entered from the ladder when a knob may apply (n above 128 B and at or
 * above memcpy.rep_movsb_from or memcpy.nt_from when the ladder read them). */
void *mt__memcpy_avx512_large(void *dst, const void *src, size_t n);
__attribute__((aligned(64))) void *mt__memcpy_avx512_large(void *dst, const void *src, size_t n)
{
    u8 *d = dst;
    const u8 *s = src;
    if (MT_LIKELY(n >= mt_knobs_local.memcpy_rep_movsb_from || n >= mt_knobs_local.memcpy_nt_from))
        return memcpy_knobbed(d, s, n);
    if (n <= 8 * VEC) /* only if a knob changed since the ladder read it */
        return memcpy_classes_above_2v(d, s, n);
    return memcpy_loops(d, s, n);
}

void *mt__memmove_avx512_large(void *dst, const void *src, size_t n);
__attribute__((aligned(64))) void *mt__memmove_avx512_large(void *dst, const void *src, size_t n)
{
    u8 *d = dst;
    const u8 *s = src;
    if (MT_LIKELY(n >= mt_knobs_local.memmove_rep_movsb_from || n >= mt_knobs_local.memmove_nt_from))
        return memmove_knobbed(d, s, n);
    if (n <= 8 * VEC)
        return memmove_classes_above_2v(d, s, n);
    return memmove_loops(d, s, n);
}

static const char *path_small(size_t n)
{
    return n < 4 ? "bytes" : n < 8 ? "2x4" : n < 16 ? "2x8" : n < 32 ? "2x16" : n <= VEC ? "2x32" : "4x32";
}

/* The 64-byte vectors from *.loop64_from (the ladder's 321..512 B off line
 * boundaries and its loops), where the classes apply (p is classes_path's:
 * not rep movsb or non-temporal). */
static const char *loop64_path(const char *p, size_t n, size_t loop64_from)
{
    if (p != classes_path(n) || n <= 5 * VEC || n < loop64_from)
        return p;
    return n <= 8 * VEC ? "8x64" : "loop4x64";
}

const char *mt_memcpy_ladder_avx512_path(size_t n)
{
    return n <= 2 * VEC ? path_small(n)
                        : loop64_path(ladder_path_above_2v(n, mt_knobs_local.memcpy_rep_movsb_from,
                                                           mt_knobs_local.memcpy_nt_from,
                                                           mt_knobs_local.memcpy_rep_movsb_huge_from),
                                      n, mt_knobs_local.memcpy_loop64_from);
}

const char *mt_memmove_ladder_avx512_path(size_t n)
{
    return n <= 2 * VEC ? path_small(n)
                        : loop64_path(ladder_path_above_2v(n, mt_knobs_local.memmove_rep_movsb_from,
                                                           mt_knobs_local.memmove_nt_from,
                                                           mt_knobs_local.memmove_rep_movsb_huge_from),
                                      n, mt_knobs_local.memmove_loop64_from);
}
