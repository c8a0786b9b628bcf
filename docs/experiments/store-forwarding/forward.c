/* Does a load right after a copy (or memset) take its bytes from the
 * call's stores? See README.md next to this file; `run` builds and runs it.
 *
 * Each row times a loop of calls at one size; after each call the loop
 * loads 8 bytes of the destination (its head or its tail) into a sum, and
 * the next call's destination depends on that sum (through an AND with a
 * zero the compiler cannot see), so a load that must wait for the stores
 * to reach the cache shows in every call. TSC ticks per call, the best of
 * 15 runs of 4000 calls. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <immintrin.h>
#include <x86intrin.h>
#include <memtune.h>
#include <memtune/registry.h>

typedef void *(*copy_fn)(void *, const void *, size_t);
typedef void *(*set_fn)(void *, int, size_t);

static char a[8192] __attribute__((aligned(4096))), b[8192] __attribute__((aligned(4096)));
static volatile uintptr_t zero;

/* The sizes up to 64 as the AVX-512 copy ladder did them until
 * 2026-11-27: one masked load and one masked store. */
__attribute__((target("avx512f,avx512bw,bmi2"))) static void *masked_copy(void *d, const void *s, size_t n)
{
    __mmask64 k = _cvtu64_mask64(_bzhi_u64(~0ull, (unsigned)n));
    _mm512_mask_storeu_epi8(d, k, _mm512_maskz_loadu_epi8(k, s));
    return d;
}

/* The copy ladder's tree of head and tail pairs, in C, with the head
 * stored first (glibc's order, the ladder's) or last. Fixed-size memcpy
 * calls compile to single plain loads and stores. */
#define PAIR(W, T)                                                             \
    do {                                                                       \
        T h, t;                                                                \
        memcpy(&h, s, W);                                                      \
        memcpy(&t, (const char *)s + n - W, W);                                \
        if (last) {                                                            \
            memcpy((char *)d + n - W, &t, W);                                  \
            memcpy(d, &h, W);                                                  \
        } else {                                                               \
            memcpy(d, &h, W);                                                  \
            memcpy((char *)d + n - W, &t, W);                                  \
        }                                                                      \
    } while (0)
__attribute__((target("avx512f"), always_inline)) static inline void *tree(void *d, const void *s, size_t n, int last)
{
    if (n >= 65)
        PAIR(64, __m512i);
    else if (n >= 32)
        PAIR(32, __m256i);
    else if (n >= 16)
        PAIR(16, __m128i);
    else if (n >= 8)
        PAIR(8, uint64_t);
    else if (n >= 4)
        PAIR(4, uint32_t);
    else if (n) {
        char mid = ((const char *)s)[n / 2];
        PAIR(1, uint8_t);
        ((char *)d)[n / 2] = mid;
    }
    return d;
}
__attribute__((target("avx512f"), noinline)) static void *head_first(void *d, const void *s, size_t n)
{
    return tree(d, s, n, 0);
}
__attribute__((target("avx512f"), noinline)) static void *head_last(void *d, const void *s, size_t n)
{
    return tree(d, s, n, 1);
}

/* A copy (fc) or a memset (fs) of n bytes, then an 8-byte load of dst's
 * head or tail (the branch on fc is the same every call: predicted). */
static double then_read(copy_fn fc, set_fn fs, size_t n, int tail)
{
    unsigned long best = ~0ul;
    uint64_t acc = 0;
    uintptr_t z = zero;
    for (int r = 0; r < 15; r++) {
        unsigned long t0 = __rdtsc();
        for (int i = 0; i < 4000; i++) {
            char *d = b + 1000 + (acc & z);
            if (fc)
                fc(d, a + 200 + (i & 7) * 64, n);
            else
                fs(d, i & 0xff, n);
            uint64_t v;
            memcpy(&v, tail ? d + n - 8 : d, 8);
            acc += v;
        }
        unsigned long t = __rdtsc() - t0;
        if (t < best)
            best = t;
    }
    if (acc == 1)
        puts("");
    return best / 4000.0;
}

static double copy_then_read(copy_fn f, size_t n, int tail)
{
    return then_read(f, NULL, n, tail);
}

static double set_then_read(set_fn f, size_t n)
{
    return then_read(NULL, f, n, 0);
}

static copy_fn strategy(const char *name)
{
    const struct mt_strategy *s = mt_strategy_find(MT_OP_MEMCPY, name);
    return s ? s->fn.copy : NULL;
}

int main(void)
{
    mt_init();
    copy_fn libc = memcpy, l512 = strategy("ladder_avx512");
    static const size_t ns[] = { 8, 9, 12, 15, 20, 24, 31, 40, 48, 63, 64, 72, 100, 128 };
    printf("copy n bytes, then load 8 bytes of dst; TSC ticks per call ('-': masked only to 64 B)\n");
    printf("%5s %5s %8s %13s %14s %17s %17s\n", "n", "read", "glibc", "masked (old)", "ladder_avx512", "tree, head first",
           "tree, head last");
    for (int t = 0; t < 2; t++)
        for (size_t i = 0; i < sizeof ns / sizeof *ns; i++) {
            size_t n = ns[i];
            char m[16] = "-";
            if (n <= 64)
                snprintf(m, sizeof m, "%.2f", copy_then_read(masked_copy, n, t));
            printf("%5zu %5s %8.2f %13s %14.2f %17.2f %17.2f\n", n, t ? "tail" : "head", copy_then_read(libc, n, t), m,
                   l512 ? copy_then_read(l512, n, t) : 0.0, copy_then_read(head_first, n, t),
                   copy_then_read(head_last, n, t));
        }
    const struct mt_strategy *ms = mt_strategy_find(MT_OP_MEMSET, "ladder_avx512");
    const struct mt_strategy *ms2 = mt_strategy_find(MT_OP_MEMSET, "ladder_avx2");
    printf("\nmemset n bytes, then load the first 8; TSC ticks per call\n");
    printf("%5s %8s %22s %14s\n", "n", "glibc", "memset ladder_avx512", "ladder_avx2");
    for (size_t n = 8; n <= 128; n *= 2)
        printf("%5zu %8.2f %22.2f %14.2f\n", n, set_then_read(memset, n), ms ? set_then_read(ms->fn.set, n) : 0.0,
               ms2 ? set_then_read(ms2->fn.set, n) : 0.0);
    return 0;
}
