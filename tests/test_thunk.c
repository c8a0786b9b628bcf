/* The rep-ABI call sites of include/memtune/thunk.h (the thunk bodies
 * themselves are checked register by register in tests/checkasm):
 *   - the red zone survives a call: 128 bytes below rsp are filled inside
 *     one asm statement, the thunk is called with MT_THUNK_CALL, and the
 *     bytes are read back;
 *   - mt_rep_movsb / mt_rep_stosb from C, in a caller that keeps many values
 *     live across the call (the compiler relies on every register but
 *     rdi/rsi/rcx staying as they were), on every path;
 *   - the same from a translation unit built with -mno-red-zone and
 *     MEMTUNE_THUNK_NO_RED_ZONE (test_thunk_nrz.c);
 *   - mt_thunk_paths / mt_thunk_set_paths / mt_thunk_describe.
 * Last line: "N passed, N failed". */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "memtune/thunk.h"

static unsigned passed, failed;

static void check(int ok, const char *what, size_t n, unsigned paths)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    if (failed <= 10)
        printf("FAIL %s (n = %zu, paths %#x: %s)\n", what, n, paths, mt_thunk_describe());
}

/* test_thunk_nrz.c */
void *nrz_movsb(void *d, const void *s, size_t n);
void *nrz_stosb(void *d, int c, size_t n);

/* Fills the 128 bytes below rsp with a pattern, calls the thunk the way
 * the header's call sites do, and copies the 128 bytes out (to the buffer
 * in r10, pinned). */
static void redzone_case(unsigned char out[128], void *d, const void *s, size_t n)
{
    register unsigned char *o __asm__("r10") = out;
    __asm__ volatile("lea -128(%%rsp), %%rax\n\t"
                     "xor %%edx, %%edx\n\t"
                     "xor %%r9d, %%r9d\n"
                     "1:\tmovb %%r9b, (%%rax,%%rdx)\n\t"
                     "addb $0x5b, %%r9b\n\t"
                     "incq %%rdx\n\t"
                     "cmpq $128, %%rdx\n\t"
                     "jb 1b\n\t"
                     MT_THUNK_CALL("mt_thunk_rep_movsb") "\n\t"
                     "lea -128(%%rsp), %%rax\n\t"
                     "xor %%edx, %%edx\n"
                     "2:\tmovb (%%rax,%%rdx), %%r9b\n\t"
                     "movb %%r9b, (%%r10,%%rdx)\n\t"
                     "incq %%rdx\n\t"
                     "cmpq $128, %%rdx\n\t"
                     "jb 2b"
                     : "+D"(d), "+S"(s), "+c"(n)
                     : "r"(o)
                     : "rax", "rdx", "r9", "memory", "cc");
}

static void redzone_stosb_case(unsigned char out[128], void *d, int c, size_t n)
{
    register unsigned char *o __asm__("r10") = out;
    __asm__ volatile("lea -128(%%rsp), %%r8\n\t"
                     "xor %%edx, %%edx\n\t"
                     "xor %%r9d, %%r9d\n"
                     "1:\tmovb %%r9b, (%%r8,%%rdx)\n\t"
                     "addb $0x5b, %%r9b\n\t"
                     "incq %%rdx\n\t"
                     "cmpq $128, %%rdx\n\t"
                     "jb 1b\n\t"
                     MT_THUNK_CALL("mt_thunk_rep_stosb") "\n\t"
                     "lea -128(%%rsp), %%r8\n\t"
                     "xor %%edx, %%edx\n"
                     "2:\tmovb (%%r8,%%rdx), %%r9b\n\t"
                     "movb %%r9b, (%%r10,%%rdx)\n\t"
                     "incq %%rdx\n\t"
                     "cmpq $128, %%rdx\n\t"
                     "jb 2b"
                     : "+D"(d), "+c"(n)
                     : "a"(c), "r"(o)
                     : "rdx", "r8", "r9", "memory", "cc");
}

static int redzone_ok(const unsigned char got[128])
{
    unsigned char b = 0;
    for (int i = 0; i < 128; i++, b = (unsigned char)(b + 0x5b))
        if (got[i] != b)
            return 0;
    return 1;
}

/* Many values live across the calls: a caller the compiler fills with
 * registers (x0..x11 stay in registers across an asm statement that does
 * not clobber them). Returns a checksum that must not depend on the path. */
static __attribute__((noinline)) uint64_t pressure(unsigned char *d, const unsigned char *s, size_t n, uint64_t seed)
{
    uint64_t x0 = seed, x1 = seed * 3, x2 = seed ^ 0x55, x3 = seed + 7, x4 = seed * 5, x5 = ~seed;
    uint64_t x6 = seed << 3, x7 = seed >> 2, x8 = seed * 9, x9 = seed - 1, x10 = seed ^ 0xabc, x11 = seed + n;
    for (int r = 0; r < 4; r++) {
        unsigned char *e = mt_rep_movsb(d, s, n);
        x0 += (uint64_t)(e - d); x1 ^= x0; x2 += x1 * 3; x3 ^= x2 >> 1; x4 += x3; x5 ^= x4 << 2;
        e = mt_rep_stosb(d + n, (int)x5, n);
        x6 += (uint64_t)(e - d); x7 ^= x6; x8 += x7 * 5; x9 ^= x8 >> 3; x10 += x9; x11 ^= x10 << 1;
    }
    return x0 ^ x1 ^ x2 ^ x3 ^ x4 ^ x5 ^ x6 ^ x7 ^ x8 ^ x9 ^ x10 ^ x11;
}

static uint64_t pressure_ref(size_t n, uint64_t seed)
{
    uint64_t x0 = seed, x1 = seed * 3, x2 = seed ^ 0x55, x3 = seed + 7, x4 = seed * 5, x5 = ~seed;
    uint64_t x6 = seed << 3, x7 = seed >> 2, x8 = seed * 9, x9 = seed - 1, x10 = seed ^ 0xabc, x11 = seed + n;
    for (int r = 0; r < 4; r++) {
        x0 += n; x1 ^= x0; x2 += x1 * 3; x3 ^= x2 >> 1; x4 += x3; x5 ^= x4 << 2;
        x6 += 2 * n; x7 ^= x6; x8 += x7 * 5; x9 ^= x8 >> 3; x10 += x9; x11 ^= x10 << 1;
    }
    return x0 ^ x1 ^ x2 ^ x3 ^ x4 ^ x5 ^ x6 ^ x7 ^ x8 ^ x9 ^ x10 ^ x11;
}

int main(void)
{
    static unsigned char src[4096 + 64], dst[8192 + 128], want[8192 + 128];
    for (size_t i = 0; i < sizeof src; i++)
        src[i] = (unsigned char)(i * 131 + 7);
    static const unsigned modes[] = {
        MT_THUNK_AUTO, 0, MT_THUNK_F_ERMS, MT_THUNK_F_MOVSB | MT_THUNK_F_STOSB | MT_THUNK_F_ERMS,
    };
    static const size_t sizes[] = { 0, 1, 3, 7, 8, 16, 17, 32, 33, 63, 64, 65, 127, 128, 129, 168, 255, 256, 1000, 4096 };

    /* the paths API */
    unsigned autop = mt_thunk_set_paths(MT_THUNK_AUTO);
    check(autop == mt_thunk_paths(), "mt_thunk_set_paths(AUTO) returns the paths in force", 0, autop);
    check(mt_thunk_set_paths(MT_THUNK_F_ERMS) == MT_THUNK_F_ERMS, "forcing the ERMS loop", 0, MT_THUNK_F_ERMS);
    check(strstr(mt_thunk_describe(), "movsb: loop") != NULL, "describe says the loop", 0, MT_THUNK_F_ERMS);
    check(mt_thunk_set_paths(0x7fffu & ~MT_THUNK_AUTO) == (MT_THUNK_F_MOVSB | MT_THUNK_F_STOSB | MT_THUNK_F_ERMS),
          "unknown path bits are dropped", 0, 0);

    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
        unsigned p = mt_thunk_set_paths(modes[m]);
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            size_t n = sizes[k];
            for (int nrz = 0; nrz < 2; nrz++) {
                memset(dst, 0xee, sizeof dst);
                memcpy(want, dst, sizeof want);
                memcpy(want + 64, src + 3, n);
                void *e = nrz ? nrz_movsb(dst + 64, src + 3, n) : mt_rep_movsb(dst + 64, src + 3, n);
                check(e == dst + 64 + n && !memcmp(dst, want, sizeof dst),
                      nrz ? "movsb from a -mno-red-zone unit" : "mt_rep_movsb copies n bytes, returns dst + n", n, p);
                memset(want + 64, 0xa5, n);
                e = nrz ? nrz_stosb(dst + 64, 0x12a5, n) : mt_rep_stosb(dst + 64, 0x12a5, n);
                check(e == dst + 64 + n && !memcmp(dst, want, sizeof dst),
                      nrz ? "stosb from a -mno-red-zone unit" : "mt_rep_stosb sets n bytes, returns dst + n", n, p);
            }
            unsigned char rz[128];
            redzone_case(rz, dst, src, n);
            check(redzone_ok(rz), "the red zone survives a movsb call", n, p);
            redzone_stosb_case(rz, dst, 0x77, n);
            check(redzone_ok(rz), "the red zone survives a stosb call", n, p);
            if (n <= 4096) {
                uint64_t seed = 0x9e3779b97f4a7c15ull * (n + 1);
                check(pressure(dst, src, n, seed) == pressure_ref(n, seed),
                      "values live in registers across the calls survive", n, p);
            }
        }
    }
    mt_thunk_set_paths(MT_THUNK_AUTO);
    printf("%u passed, %u failed\n", passed, failed);
    return failed ? 1 : 0;
}
