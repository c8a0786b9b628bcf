/* name_eq on x86-64: `repe cmpsb` (what the kernel's memcmp was in 2010,
 * the thing Nick Piggin's byte loop replaced) and an SSE2 compare.
 *
 * Assumptions:
 *   - x86-64 SysV ABI: DF is clear on entry; rsi/rdi/rcx and the flags are
 *     caller-saved, so the inline asm needs no saves.
 *   - SSE2 is baseline on x86-64. The AVX-512 version (masked loads, no
 *     page check) is name_eq_avx512.c.
 *   - Pages are 4096 bytes or a multiple of it.
 *
 * Reading past the end:
 *   repe_cmpsb reads exactly [p, p+len).
 *   vector: len 0 reads nothing. len > 32: whole 32-byte blocks inside
 *     [p, p+len) and an overlapping last block (no over-read). len 1..32:
 *     32 bytes from each name when neither starts in the last 31 bytes of a
 *     page, so the over-read stays on the name's own page; otherwise
 *     mt_name_eq_overlap_word, which reads only [p, p+len). Excluded from
 *     AddressSanitizer for that reason. */
#include <emmintrin.h>
#include "internal.h"

#if defined(__has_attribute)
#if __has_attribute(no_sanitize_address)
#define MT_NO_ASAN __attribute__((no_sanitize_address))
#endif
#endif
#ifndef MT_NO_ASAN
#define MT_NO_ASAN
#endif

bool mt_name_eq_repe_cmpsb(const char *a, const char *b, size_t n)
{
    bool ne;
    /* `cmp %rcx,%rcx` sets ZF so that a zero count, which leaves the flags
     * alone, compares equal (GCC's inline memcmp expansion did the same). */
    __asm__ volatile("cmp %%rcx, %%rcx\n\t"
                     "repe cmpsb"
                     : "+S"(a), "+D"(b), "+c"(n), "=@ccnz"(ne)
                     :
                     : "memory");
    return !ne;
}

/* Bit i set where byte i of the 16 at a and b are equal (pcmpeqb +
 * pmovmskb). */
static inline unsigned eq16(const char *a, const char *b)
{
    __m128i va = _mm_loadu_si128((const __m128i *)(const void *)a);
    __m128i vb = _mm_loadu_si128((const __m128i *)(const void *)b);
    return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(va, vb));
}

/* 32 bytes at a and b: zero iff all equal. */
static inline unsigned ne32(const char *a, const char *b)
{
    __m128i x0 = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(const void *)a),
                               _mm_loadu_si128((const __m128i *)(const void *)b));
    __m128i x1 = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(const void *)(a + 16)),
                               _mm_loadu_si128((const __m128i *)(const void *)(b + 16)));
    __m128i z = _mm_cmpeq_epi8(_mm_or_si128(x0, x1), _mm_setzero_si128());
    return (unsigned)_mm_movemask_epi8(z) ^ 0xffffu;
}

/* Up to 32 bytes (85% of /usr's names) take one branch-free path: two
 * vectors from each name, the equal-bytes masks joined into 32 bits and
 * cut to n. A 16-byte-only path with a second branch for 17..32 was 1.4x
 * slower on Zen 4, the length branch being unpredictable when names come
 * from a real tree (taskset -c 1 memtune bench names). */
MT_NO_ASAN bool mt_name_eq_vector(const char *a, const char *b, size_t n)
{
    if (MT_LIKELY(n - 1 < 32)) {   /* 1..32; an empty name reads nothing */
        /* 32 bytes from each when neither starts in the last 31 bytes of
         * a page. */
        if (MT_LIKELY((((uintptr_t)a | (uintptr_t)b) & 4095) <= 4096 - 32)) {
            uint64_t eq = eq16(a, b) | (uint64_t)eq16(a + 16, b + 16) << 16;
            return (~eq & ((1ull << n) - 1)) == 0;
        }
        return mt_name_eq_overlap_word(a, b, n);
    }
    if (n == 0)
        return true;
    /* 33 bytes and more: 32-byte blocks, the last one overlapping. */
    size_t last = n - 32;
    for (size_t i = 0; i < last; i += 32)
        if (ne32(a + i, b + i))
            return false;
    return ne32(a + last, b + last) == 0;
}
