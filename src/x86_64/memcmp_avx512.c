/* memcmp and bcmp with 64-byte vectors (AVX-512F/BW/VL, BMI1/2): the plain
 * strategies and the dispatching ladders.
 *
 * Assumptions:
 *  - Built with -mavx512f -mavx512bw -mavx512vl -mbmi -mbmi2 (src/meson.build);
 *    dispatch only runs it where CPUID and XGETBV report that state.
 *  - The compiler ends every function that touched ymm/zmm0-15 with
 *    vzeroupper (`objdump -d` of libmt_avx512.a shows one before each ret).
 *  - A zero-masking load (vmovdqu8 zmm{k}{z}) reads only the bytes whose
 *    mask bit is set and never faults on the others, so n <= 64 is one
 *    load per buffer with no size branch; the masked-off lanes are zero in
 *    both vectors and compare equal. Nothing is read outside [a, a + n) and
 *    [b, b + n): larger sizes use whole vectors inside the buffers, the
 *    last ones overlapping the ones before.
 *  - memcmp's answer is the difference of the first unequal bytes as
 *    unsigned char; bcmp's is 0 or 1 here (the ladder's classes return a
 *    nonzero mask for unequal buffers).
 *
 * Ladder (memcmp and bcmp up to 256 B are in memcmp_avx512_ladder.S,
 * whose header has their classes and measurements); here:
 *   > 256     128-byte groups (four 32-byte vectors): the first
 *             unaligned, then with x aligned to 32, exit at the first
 *             that differs; the last 32, 64 or 128 bytes for what is
 *             left (first_diff_gt256); the position inside a group
 *             without a branch (where128)
 *   repe cmpsb from memcmp.repe_cmpsb_from / bcmp.repe_cmpsb_from (checked
 *   above the assembly's classes only, 256 B; the default is never).
 *
 * Branches on the data: bcmp has none up to 256 B beyond its size
 * classes. memcmp up to 256 B has glibc's (0 behind a branch when
 * nothing differs; the ladder's header says why: the traced programs'
 * compares are equal, or differ where a call site predicts). Above 256
 * B one branch per 128-byte group says whether it differs, and where
 * inside it is found without one: differences at random places in 257
 * B..1 KiB took 0.85-1.06 of glibc's time with that, 1.00-1.22 with a
 * branch on the first 64 bytes (scripts/bench-processes 2
 * build/tools/memtune/memtune bench memcmp --pattern offsets --sizes
 * 257,300,384,512,1024 --diff-pos random --impl
 * libc,<this.so>:mt_memcmp,<before.so>:mt_memcmp, Zen 4; equal buffers
 * unchanged). */
#include <immintrin.h>
#include "internal.h"

static inline __mmask64 lowmask(size_t n)
{
    /* bzhi keeps the low n bits (n < 256); n >= 64 keeps all 64. */
    return _bzhi_u64(~0ull, n);
}

static inline uint64_t ne_masked(const char *x, const char *y, __mmask64 k)
{
    __m512i a = _mm512_maskz_loadu_epi8(k, x);
    __m512i b = _mm512_maskz_loadu_epi8(k, y);
    return _mm512_cmpneq_epi8_mask(a, b);
}

static inline uint64_t ne64(const char *x, const char *y)
{
    return _mm512_cmpneq_epi8_mask(_mm512_loadu_si512(x), _mm512_loadu_si512(y));
}

static inline int byte_diff(const char *x, const char *y, size_t i)
{
    return (int)(unsigned char)x[i] - (int)(unsigned char)y[i];
}

/* Any difference in the 128 bytes at x, y: four 32-byte xors folded with
 * one ternary-logic OR and one OR, one test, one branch. The loop uses
 * 32-byte vectors: with x aligned to 32 that measured 10% faster than
 * 64-byte vectors over 256..2048 bytes on Zen 4 (bcmp, equal buffers,
 * 2048 B: 70 vs 77 ticks; glibc's __memcmpeq_evex: 68). */
static inline __m256i xor32(const char *x, const char *y)
{
    return _mm256_xor_si256(_mm256_loadu_si256((const void *)y), _mm256_loadu_si256((const void *)x));
}

/* The nonzero bytes of t as a mask in a general register: vptestmb and
 * kmovd, which the caller tests (the empty asm keeps GCC from folding the
 * test into kortestd, the form the ladder's header measured slower). */
static inline uint32_t nonzero32(__m256i t)
{
    uint32_t m = _cvtmask32_u32(_mm256_test_epi8_mask(t, t));
    __asm__("" : "+r"(m));
    return m;
}

static inline int any128(const char *x, const char *y)
{
    __m256i t = _mm256_ternarylogic_epi64(xor32(x, y), xor32(x + 32, y + 32), xor32(x + 64, y + 64), 0xfe);
    return nonzero32(_mm256_or_si256(t, xor32(x + 96, y + 96))) != 0;
}

/* The bytes that differ in the 32 and the 64 bytes at x, y. */
static inline uint32_t ne32(const char *x, const char *y)
{
    return nonzero32(xor32(x, y));
}

static inline uint64_t ne32x2(const char *x, const char *y)
{
    return ne32(x, y) | (uint64_t)ne32(x + 32, y + 32) << 32;
}

/* The first difference in 128 bytes known to differ. */
static inline size_t where128(const char *x, const char *y)
{
    /* tzcnt gives 64 for an empty mask, so t0 >> 6 is "none in the first
     * 64": no branch on where the difference is (a branch there is
     * mispredicted whenever calls differ at random places) */
    size_t t0 = _tzcnt_u64(ne64(x, y)), t1 = _tzcnt_u64(ne64(x + 64, y + 64));
    return t0 + (t0 >> 6) * t1;
}

/* n > 256: the index of the first difference, or n.
 * The first 128 bytes unaligned, then 128 bytes per iteration with x
 * aligned to 32, then what is left, 1..128 bytes, as the last 32, 64 or
 * 128 (glibc's __memcmp_evex_movbe does the same). An unaligned 32-byte
 * load spans two lines half the time and then costs two L1 accesses.
 * Until late 2026-11-27 257..512 were unaligned groups at 0, 128, 256
 * (from 385 B) and n - 128, and larger sizes ended with a whole group at
 * n - 128. Zen 4, time relative to glibc 2.36, this / that, memcmp and
 * bcmp alike within 0.05 (scripts/bench-processes 3
 * build/tools/memtune/memtune bench memcmp|bcmp --pattern offsets
 * [--src-align 8 --dst-align 2088|2048] [--cache LLC] [--diff-pos
 * random] --sizes 257,300,350,380,384,450,500,512,600,1024,4096 --impl
 * libc,<before.so>:mt_memcmp,<this.so>:mt_memcmp,<before copy>):
 *   x % 64 = 8, y % 64 = 40, 257..512 B     0.85-1.00 / 0.95-1.16
 *     1 and 4 KiB                          0.92-0.98 / 1.01-1.03
 *     from the LLC, 257..4096 B            0.98-1.05 / 1.00-1.23
 *   x % 64 = 8, y on a line, 257..512 B     0.84-1.05 / 0.79-1.06
 *   both on lines, 257..350 and 450..512    0.90-1.03 / 0.98-1.04
 *     384 B (the loop's extra branches)    1.04-1.12 / 0.96-0.99
 *   first differences at random, 257..4K   0.83-1.03 / 0.72-1.12
 * (1 KiB and up elsewhere within 0.01.) The vector tests are kmovd and
 * test (nonzero32), as in the ladders: against vptest, memcmp 1-2%
 * faster at 257..1024 B, bcmp within 1% but for 384 B on lines (1.04
 * against 0.98, one run). */
static inline size_t first_diff_gt256(const char *x, const char *y, size_t n)
{
    if (any128(x, y))
        return where128(x, y);
    size_t i = 128 - ((uintptr_t)x & 31), end = n - 128;
    for (; i < end; i += 128)
        if (any128(x + i, y + i))
            return i + where128(x + i, y + i);
    size_t left = n - i; /* 1..128 */
    if (left > 64)
        return any128(x + end, y + end) ? end + where128(x + end, y + end) : n;
    if (left > 32) {
        uint64_t m = ne32x2(x + n - 64, y + n - 64);
        return m ? n - 64 + _tzcnt_u64(m) : n;
    }
    uint32_t m = ne32(x + n - 32, y + n - 32);
    return m ? n - 32 + _tzcnt_u32(m) : n;
}

/* bcmp's n > 256: the same groups, no position. */
static inline int any_gt256(const char *x, const char *y, size_t n)
{
    if (any128(x, y))
        return 1;
    size_t i = 128 - ((uintptr_t)x & 31), end = n - 128;
    for (; i < end; i += 128)
        if (any128(x + i, y + i))
            return 1;
    size_t left = n - i;
    if (left > 64)
        return any128(x + end, y + end);
    if (left > 32)
        return nonzero32(_mm256_or_si256(xor32(x + n - 64, y + n - 64), xor32(x + n - 32, y + n - 32))) != 0;
    return ne32(x + n - 32, y + n - 32) != 0;
}

/* The ladders' sizes above 256 (memcmp_avx512_ladder.S tail-calls these).
 * The repe cmpsb knobs are looked at only here: values below 257 act as
 * 257 (repe cmpsb takes over 100 cycles there, the vectors under 20;
 * reading the knob in memcmp's 129..256 class cost it about 5% of its
 * time: see the ladder's header). */
int mt__memcmp_avx512_large(const void *a, const void *b, size_t n);
__attribute__((aligned(64))) int mt__memcmp_avx512_large(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    if (MT_UNLIKELY(n >= mt_knobs_local.memcmp_repe_cmpsb_from))
        return mt_memcmp_repe_cmpsb(a, b, n);
    size_t i = first_diff_gt256(x, y, n);
    return i < n ? byte_diff(x, y, i) : 0;
}

int mt__bcmp_avx512_large(const void *a, const void *b, size_t n);
__attribute__((aligned(64))) int mt__bcmp_avx512_large(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    if (MT_UNLIKELY(n >= mt_knobs_local.bcmp_repe_cmpsb_from))
        return mt_bcmp_repe_cmpsb(a, b, n);
    return any_gt256(x, y, n);
}

/* The plain strategies: whole 64-byte blocks, then one masked block for
 * the remainder; a branch per block on the data (the classic shape). */
int mt_memcmp_avx512(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    size_t i = 0;
    uint64_t m;
    for (; i + 64 <= n; i += 64)
        if ((m = ne64(x + i, y + i)))
            return byte_diff(x, y, i + _tzcnt_u64(m));
    if ((m = ne_masked(x + i, y + i, lowmask(n - i))))
        return byte_diff(x, y, i + _tzcnt_u64(m));
    return 0;
}

int mt_bcmp_avx512(const void *a, const void *b, size_t n)
{
    const char *x = a, *y = b;
    size_t i = 0;
    for (; i + 64 <= n; i += 64)
        if (ne64(x + i, y + i))
            return 1;
    return ne_masked(x + i, y + i, lowmask(n - i)) != 0;
}

/* The ladders' path names (memtune cpu): the same classes but 0..32
 * (memcmp's window is masked only near a page end), 65..128 and 129..256,
 * which memcmp runs as the first 32 bytes and the rest. */
static const char *cmp_path(size_t n, const char *c0_32, const char *c65_128, size_t repe_from,
                            const char *c129_256)
{
    if (n <= 128)
        return n <= 32 ? c0_32 : n <= 64 ? "2x32" : c65_128;
    if (n <= 256)
        return c129_256;
    return n >= repe_from ? "repe_cmpsb" : "loop4x32";
}

const char *mt_memcmp_ladder_avx512_path(size_t n)
{
    return n == 0 ? "none" : cmp_path(n, "1x32", "32+32+64", mt_knobs_local.memcmp_repe_cmpsb_from, "4x32+128");
}

const char *mt_bcmp_ladder_avx512_path(size_t n)
{
    return cmp_path(n, "mask32", "2x64", mt_knobs_local.bcmp_repe_cmpsb_from, "8x32");
}
