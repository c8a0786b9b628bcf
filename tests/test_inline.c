/* The header-inline fast path (MEMTUNE_INLINE in memtune.h) against byte
 * references:
 *   - every size 0..80 passed at run time (the inline code up to 16, the
 *     library above) x every src and dst offset 0..15, both buffers ending
 *     right before a PROT_NONE page (an over-read or over-write faults) and
 *     with sentinels before them;
 *   - every size 0..64 as a compile-time constant (the folded path);
 *   - mt_memmove at every overlap -20..20 for sizes 0..40;
 *   - mt_memcmp / mt_bcmp: equal, and unequal at every position with both
 *     orderings (0x00 against 0xff and back), sign checked.
 * One check per (function, size, offsets) case; ends "N passed, N failed". */
#define _GNU_SOURCE
#define MEMTUNE_INLINE
#define MEMTUNE_INLINE_VARIABLE /* the run-time sizes 0..16 inline too */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "memtune.h"

static long passed, failed;
static int shown;

static void check(int ok, const char *what, size_t n, size_t so, size_t dso)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    if (shown++ < 30)
        printf("FAIL %s: size %zu, src offset %zu, dst offset %zu\n", what, n, so, dso);
}

/* A region of two pages whose second page is PROT_NONE: buffers are placed
 * to end exactly at the guard. */
static unsigned char *guarded(void)
{
    long pg = sysconf(_SC_PAGESIZE);
    unsigned char *p = mmap(NULL, (size_t)pg * 2, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED || mprotect(p + pg, (size_t)pg, PROT_NONE)) {
        perror("mmap");
        exit(2);
    }
    return p + pg; /* one past the last accessible byte */
}

static int sign(int v) { return (v > 0) - (v < 0); }

static int ref_cmp(const unsigned char *a, const unsigned char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

/* Keeps n opaque, so the run-time path is tested, not a folded one. */
static size_t opaque(size_t n)
{
    __asm__ volatile("" : "+r"(n));
    return n;
}

static void run_time_sizes(unsigned char *send, unsigned char *dend)
{
    enum { MAXN = 80, PAD = 32 };
    for (size_t n = 0; n <= MAXN; n++)
        for (size_t so = 0; so < 16; so++)
            for (size_t dso = 0; dso < 16; dso++) {
                /* the buffers end `so` / `dso` bytes before their guard page */
                unsigned char *s = send - so - n, *d = dend - dso - n;
                for (size_t i = 0; i < n + so; i++)
                    s[i] = (unsigned char)(i * 7 + n + 1);
                memset(d - PAD, 0xA5, PAD + n + dso);
                size_t m = opaque(n);
                void *r = mt_memcpy(d, s, m);
                int ok = r == d && !memcmp(d, s, n);
                for (size_t i = 0; i < PAD && ok; i++)
                    ok = d[-1 - (long)i] == 0xA5;
                for (size_t i = 0; i < dso && ok; i++)
                    ok = d[n + i] == 0xA5;
                check(ok, "mt_memcpy_inline", n, so, dso);

                memset(d - PAD, 0xA5, PAD + n + dso);
                r = mt_memset(d, (int)(0x100 + n), m); /* only the low byte counts */
                ok = r == d;
                for (size_t i = 0; i < n && ok; i++)
                    ok = d[i] == (unsigned char)n;
                for (size_t i = 0; i < PAD && ok; i++)
                    ok = d[-1 - (long)i] == 0xA5;
                for (size_t i = 0; i < dso && ok; i++)
                    ok = d[n + i] == 0xA5;
                check(ok, "mt_memset_inline", n, so, dso);

                /* compare: equal, then one difference at every position */
                memcpy(d, s, n);
                ok = mt_memcmp(d, s, m) == 0 && mt_bcmp(d, s, m) == 0;
                check(ok, "mt_memcmp/bcmp_inline equal", n, so, dso);
                if (so == dso) /* positions: once per size and offset */
                    for (size_t i = 0; i < n; i++) {
                        unsigned char keep_d = d[i], keep_s = s[i];
                        d[i] = 0x00, s[i] = 0xff;
                        int c1 = mt_memcmp(d, s, m), c2 = mt_memcmp(s, d, m);
                        int b1 = mt_bcmp(d, s, m);
                        d[i] = 0xff, s[i] = 0x00;
                        int c3 = mt_memcmp(d, s, m);
                        ok = sign(c1) == -1 && sign(c2) == 1 && b1 != 0 && sign(c3) == 1;
                        d[i] = keep_d, s[i] = keep_s;
                        check(ok, "mt_memcmp/bcmp_inline unequal", n, so, i);
                    }
            }
}

/* Every constant size 0..64: the same body, folded by the compiler. */
#define CONST_CASE(N)                                                          \
    do {                                                                       \
        memset(d, 0xA5, 80);                                                   \
        mt_memcpy(d + 1, s, N);                                                \
        int ok = !memcmp(d + 1, s, N) && d[0] == 0xA5 && d[1 + N] == 0xA5;     \
        memset(d, 0xA5, 80);                                                   \
        mt_memset(d + 1, 0x3C, N);                                             \
        for (int i = 0; i < (N); i++)                                          \
            ok &= d[1 + i] == 0x3C;                                            \
        ok &= d[0] == 0xA5 && d[1 + N] == 0xA5;                                \
        memcpy(d + 1, s, N);                                                   \
        ok &= mt_memcmp(d + 1, s, N) == 0 && mt_bcmp(d + 1, s, N) == 0;        \
        if (N) {                                                               \
            d[N] ^= 1;                                                         \
            ok &= sign(mt_memcmp(d + 1, s, N)) == ref_cmp(d + 1, s, N) &&      \
                  mt_bcmp(d + 1, s, N) != 0;                                   \
        }                                                                      \
        check(ok, "constant size", N, 0, 1);                                   \
    } while (0)
#define C4(b) CONST_CASE(b); CONST_CASE(b + 1); CONST_CASE(b + 2); CONST_CASE(b + 3)
#define C16(b) C4(b); C4(b + 4); C4(b + 8); C4(b + 12)

static void constant_sizes(void)
{
    unsigned char s[80], d[80];
    for (int i = 0; i < 80; i++)
        s[i] = (unsigned char)(i * 13 + 5);
    C16(0); C16(16); C16(32); C16(48); CONST_CASE(64);
}

static void overlaps(void)
{
    unsigned char buf[128], want[128];
    for (size_t n = 0; n <= 40; n++)
        for (int off = -20; off <= 20; off++) {
            for (int i = 0; i < 128; i++)
                buf[i] = want[i] = (unsigned char)(i * 3 + 1);
            unsigned char *src = buf + 40, *dst = buf + 40 + off;
            /* reference: through a temporary */
            unsigned char tmp[64];
            memcpy(tmp, want + 40, n);
            memcpy(want + 40 + off, tmp, n);
            void *r = mt_memmove(dst, src, opaque(n));
            check(r == dst && !memcmp(buf, want, sizeof buf), "mt_memmove_inline overlap", n, 40,
                  (size_t)(40 + off));
        }
}

int main(void)
{
    unsigned char *send = guarded(), *dend = guarded();
    run_time_sizes(send, dend);
    constant_sizes();
    overlaps();
    printf("%ld passed, %ld failed\n", passed, failed);
    return failed != 0;
}
