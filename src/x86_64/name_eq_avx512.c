/* name_eq with AVX-512BW/VL masked loads: up to 32 bytes in one masked
 * compare, the way glibc's memcmp-evex handles short sizes.
 *
 * Assumptions:
 *   - AVX-512 F/BW/VL and BMI2 (bzhi); the caller checked them
 *     (MT_NEEDS_X86_AVX512 in src/strategies.h; mt_name_eq resolves to
 *     this only then).
 *   - Masked-off bytes of a masked load are not read and cannot fault: the
 *     load reads only [p, p+len). But a 32-byte window that reaches into a
 *     page the CPU has not marked accessed (an unmapped or PROT_NONE page
 *     after the name, or page 0 for NULL with n == 0) is a microcode
 *     assist, 100-200 ns instead of 3 on Zen 4 (memtune bench edges), so
 *     when a page starts in (p - 1, p + 31] the call takes
 *     mt_name_eq_overlap_word, which reads exactly [p, p+len) with plain
 *     loads (1 call in 128 for names at random byte offsets). The check
 *     costs 5-10% per call in memtune bench names.
 *   - The short path (inline asm) uses only ymm16/ymm17, which exist only
 *     in EVEX encoding and do not dirty the upper state of ymm0-15, so it
 *     needs no vzeroupper (glibc's *-evex routines do the same). With
 *     intrinsics GCC picked ymm0/1 and added a vzeroupper: 4.7 vs 4.4 ns
 *     per call. k1/k2 are clobbered (caller-saved, like all mask registers).
 *   - 256-bit registers. A 512-bit version (one masked compare up to 64
 *     bytes) was slower on Zen 4: 6.1 vs 4.6 ns per call on /usr's names.
 *   All numbers: taskset -c 1 memtune bench names, /usr, Zen 4; libc memcmp
 *   4.2-4.4 ns in the same runs, the empty call 2.2 ns.
 *
 * Why: with real names the length changes on every call, so a size ladder
 * mispredicts; a masked compare makes the 85% of names up to 32 bytes (on
 * /usr) one branch-free path. Longer names: 32-byte blocks, the last one
 * overlapping (n > 32, so it stays inside [p, p+len)). */
#include <immintrin.h>
#include "internal.h"

bool mt_name_eq_avx512(const char *a, const char *b, size_t n)
{
    uintptr_t pa = (uintptr_t)a, pb = (uintptr_t)b;
    if (MT_LIKELY(n <= 32)) {
        /* bit 12 of (p - 1) ^ (p + 31): a page starts in (p - 1, p + 31] */
        if (MT_UNLIKELY((((pa - 1) ^ (pa + 31)) | ((pb - 1) ^ (pb + 31))) & 4096))
            return mt_name_eq_overlap_word(a, b, n);
        unsigned ne, k = _bzhi_u32(~0u, (unsigned)n);   /* bytes [0, n) */
        __asm__("kmovd %[k], %%k1\n\t"
                "vmovdqu8 (%[a]), %%ymm16%{%%k1%}%{z%}\n\t"
                "vmovdqu8 (%[b]), %%ymm17%{%%k1%}%{z%}\n\t"
                "vpcmpneqb %%ymm17, %%ymm16, %%k2\n\t"
                "kmovd %%k2, %[ne]"
                : [ne] "=r"(ne)
                : [k] "r"(k), [a] "r"(a), [b] "r"(b),
                  "m"(*(const char (*)[32])a), "m"(*(const char (*)[32])b)
                : "xmm16", "xmm17", "k1", "k2");
        return ne == 0;
    }
    size_t last = n - 32;
    for (size_t i = 0; i < last; i += 32)
        if (_mm256_cmpneq_epi8_mask(_mm256_loadu_si256((const __m256i *)(const void *)(a + i)),
                                    _mm256_loadu_si256((const __m256i *)(const void *)(b + i))))
            return false;
    return _mm256_cmpneq_epi8_mask(_mm256_loadu_si256((const __m256i *)(const void *)(a + last)),
                                   _mm256_loadu_si256((const __m256i *)(const void *)(b + last))) == 0;
}
