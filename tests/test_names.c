/* Short names: every name_eq strategy, mt_hash_name / mt_hash_bytes and
 * mt_copy_component, against byte-at-a-time references, with the names
 * placed right before an inaccessible guard page.
 *
 *   - name_eq: every length 0..256 x every alignment 0..63 of both pointers,
 *     equal names whose neighbouring bytes differ (so a mask that lets an
 *     outside byte in fails); unequal at every position of every length;
 *     names that cross from one mapped page to the next.
 *   - hash: terminated by NUL and by '/', counted, every length 0..256 and
 *     alignment 0..63, against a byte-at-a-time reference of the same hash;
 *     a collision count on 200k names (the hash must use every byte).
 *   - mt_copy_component: every length 0..72 x destination size 0..len+9 x
 *     8 source and 8 destination alignments, both terminators, dst ending at
 *     a guard page and preceded by sentinels.
 *
 * Standalone (no registry, no CPU detection; the portable code only), for
 * cross builds under qemu:
 *   powerpc64-linux-gnu-gcc -O2 -static -DNAMES_STANDALONE -Iinclude -Isrc \
 *     tests/test_names.c src/generic/names.c -o test_names_ppc64 && qemu-ppc64 ./test_names_ppc64
 * (aarch64-linux-gnu-gcc + qemu-aarch64 alike; on x86-64 add
 * -DMT_NAMES_PORTABLE so mt_name_eq is the C code too).
 * Prints the seed (MEMTUNE_TEST_SEED=n repeats a run) and ends with
 * "N passed, N failed". */
#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include "memtune.h"
#ifndef NAMES_STANDALONE
#include "memtune/registry.h"
#endif

bool mt_name_eq_byte_loop(const char *a, const char *b, size_t n);
bool mt_name_eq_word_masked(const char *a, const char *b, size_t n);
bool mt_name_eq_overlap_word(const char *a, const char *b, size_t n);

static long passed, failed;
static int shown;
/* FAIL prints (the first 30); the counts are per group of cases: one
 * strategy at one length, say. */
#define FAIL(...)                                                              \
    do {                                                                       \
        if (shown++ < 30) {                                                    \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                        \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
        }                                                                      \
    } while (0)
#define GROUP_END(bad) do { if (bad) failed++; else passed++; } while (0)

static uint64_t rng_state;
static uint64_t rnd(void)
{
    uint64_t x = rng_state;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_state = x;
}

/* ---- guarded buffers --------------------------------------------------- */
/* [guard][2 pages RW][guard]: `end` is the first byte of the tail guard,
 * `mid` the boundary between the two mapped pages. */
struct gbuf { char *lo, *mid, *end; };
static size_t pagesz;

static struct gbuf gbuf_new(void)
{
    char *p = mmap(NULL, 4 * pagesz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED || mprotect(p, pagesz, PROT_NONE) || mprotect(p + 3 * pagesz, pagesz, PROT_NONE)) {
        perror("mmap/mprotect");
        exit(2);
    }
    return (struct gbuf){ p + pagesz, p + 2 * pagesz, p + 3 * pagesz };
}

/* The case being run, for the fault handler and failure messages. */
static const char *cur_test = "setup", *cur_fn = "";
static size_t cur_len, cur_x, cur_y;
#define SETCASE(t, f, l, x, y) (cur_test = (t), cur_fn = (f), cur_len = (l), cur_x = (x), cur_y = (y))
static const char *where(void)
{
    static char buf[200];
    snprintf(buf, sizeof buf, "%s %s len %zu (%zu, %zu)", cur_test, cur_fn, cur_len, cur_x, cur_y);
    return buf;
}
static void on_fault(int sig)
{
    char msg[300];
    int n = snprintf(msg, sizeof msg, "FAIL: signal %d (read/write outside the name) in %s\n%ld passed, %ld failed\n",
                     sig, where(), passed, failed + 1);
    if (write(1, msg, (size_t)n) < 0) { /* nothing more to do */ }
    _exit(1);
}

/* ---- strategies --------------------------------------------------------- */
struct eqs { const char *name; bool (*fn)(const char *, const char *, size_t); };
static struct eqs eqs[16];
static int neqs;

static void collect(void)
{
#ifdef NAMES_STANDALONE
    eqs[neqs++] = (struct eqs){ "byte_loop", mt_name_eq_byte_loop };
    eqs[neqs++] = (struct eqs){ "word_masked", mt_name_eq_word_masked };
    eqs[neqs++] = (struct eqs){ "overlap_word", mt_name_eq_overlap_word };
#else
    size_t n;
    const struct mt_strategy *t = mt_strategies(&n);
    uint64_t f = mt_cpu()->features;
    for (size_t i = 0; i < n && neqs < 15; i++)
        if (t[i].op == MT_OP_NAME_EQ && mt_strategy_runnable(&t[i], f))
            eqs[neqs++] = (struct eqs){ t[i].name, t[i].fn.eq };
#endif
    eqs[neqs++] = (struct eqs){ "mt_name_eq", mt_name_eq };
}

/* Random name byte: any value but NUL and '/', with the bytes that trip
 * up has_zero-style formulas ('.' = '/'^1, 0x01, 0x80, 0xaf = '/'^0x80,
 * 0xff) often. */
static char name_byte(void)
{
    static const unsigned char tricky[] = { '.', 0x01, 0x80, 0x81, 0xaf, 0xae, 0xff, 0x7f, '0', 'a' };
    unsigned r = (unsigned)rnd();
    unsigned c = (r & 3) == 0 ? tricky[(r >> 2) % sizeof tricky] : (r >> 8) & 0xff;
    if (c == 0 || c == '/')
        c = 'x';
    return (char)c;
}

static void fill_random(char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (char)rnd();
}

/* ---- name_eq ------------------------------------------------------------ */
static void test_eq_matrix(struct gbuf A, struct gbuf B)
{
    for (size_t len = 0; len <= 256; len++) {
        int bad[16] = { 0 };
        for (unsigned aa = 0; aa < 64; aa++) {
            /* a starts at alignment aa and ends 0..63 bytes before the
             * guard: for each length one aa puts it right at the guard and
             * 15 others within a word or vector of it. */
            size_t sa = (size_t)(-(long)len - (long)aa) & 63;
            char *a = A.end - len - sa;
            fill_random(A.end - 512, 512);
            fill_random(B.end - 512, 512);  /* neighbours of b differ from a's */
            for (size_t i = 0; i < len; i++)
                a[i] = name_byte();
            for (unsigned ab = 0; ab < 64; ab++) {
                size_t sb = (size_t)(-(long)len - (long)ab) & 63;
                char *b = B.end - len - sb;
                memcpy(b, a, len);
                if (sa && sb)
                    b[len] = (char)~a[len];  /* the bytes after a and b differ */
                size_t pos = len ? rnd() % len : 0;
                char flip = (char)(1u << (rnd() & 7));
                for (int s = 0; s < neqs; s++) {
                    SETCASE("name_eq equal, alignments", eqs[s].name, len, aa, ab);
                    if (!eqs[s].fn(a, b, len)) {
                        FAIL("%s: equal names compare unequal", where());
                        bad[s] = 1;
                    }
                    if (len) {  /* one random position differs */
                        b[pos] ^= flip;
                        if (eqs[s].fn(a, b, len)) {
                            FAIL("%s: differ at %zu, compare equal", where(), pos);
                            bad[s] = 1;
                        }
                        b[pos] ^= flip;
                    }
                }
            }
        }
        for (int s = 0; s < neqs; s++)
            GROUP_END(bad[s]);
    }
}

/* Unequal at every position of every length (a at every alignment, b at
 * a different one), with each of several bit flips. */
static void test_eq_every_position(struct gbuf A, struct gbuf B)
{
    static const unsigned char flips[] = { 0x01, 0x80, 0xff, 0x2f, 0x10 };
    for (int s = 0; s < neqs; s++) {
        for (size_t len = 1; len <= 256; len++) {
            int bad = 0;
            for (unsigned aa = 0; aa < 64; aa += (len > 64 ? 7 : 1)) {
                unsigned ab = (aa * 5 + 3) & 63;
                size_t sa = (size_t)(-(long)len - (long)aa) & 63, sb = (size_t)(-(long)len - (long)ab) & 63;
                char *a = A.end - len - sa, *b = B.end - len - sb;
                for (size_t i = 0; i < len; i++)
                    a[i] = name_byte();
                memcpy(b, a, len);
                SETCASE("name_eq unequal, alignments", eqs[s].name, len, aa, ab);
                for (size_t pos = 0; pos < len; pos++) {
                    unsigned char f = flips[(pos + aa) % sizeof flips];
                    b[pos] ^= (char)f;
                    if (eqs[s].fn(a, b, len) || eqs[s].fn(b, a, len)) {
                        FAIL("%s: differ at %zu (xor %#x), compare equal", where(), pos, f);
                        bad = 1;
                    }
                    b[pos] ^= (char)f;
                }
            }
            GROUP_END(bad);
        }
    }
}

/* Names that run from the first mapped page onto the second (the
 * "the next page holds name bytes, so it is mapped" branch), and names at
 * the very start of a page (after the leading guard). */
static void test_eq_page_crossing(struct gbuf A, struct gbuf B)
{
    for (int s = 0; s < neqs; s++) {
        int bad = 0;
        for (size_t len = 0; len <= 40; len++) {
            for (size_t ja = 0; ja <= 20; ja++) {
                for (size_t jb = 0; jb <= 20; jb++) {
                    char *a = A.mid - ja, *b = B.mid - jb;
                    for (size_t i = 0; i < len; i++)
                        a[i] = name_byte();
                    memcpy(b, a, len);
                    fill_random(b + len, 16);
                    SETCASE("name_eq crossing a page, bytes before the boundary", eqs[s].name, len, ja, jb);
                    if (!eqs[s].fn(a, b, len)) { FAIL("%s: equal, compare unequal", where()); bad = 1; }
                    if (len) {
                        b[len - 1] ^= 0x40;
                        if (eqs[s].fn(a, b, len)) { FAIL("%s: last byte differs, compare equal", where()); bad = 1; }
                    }
                }
            }
            char *a = A.lo, *b = B.lo + 1;
            memset(a, 'q', len);
            memset(b, 'q', len);
            SETCASE("name_eq at a page start", eqs[s].name, len, 0, 1);
            if (!eqs[s].fn(a, b, len)) { FAIL("name_eq %s len %zu at page start: unequal", eqs[s].name, len); bad = 1; }
        }
        GROUP_END(bad);
    }
}

/* ---- hash ---------------------------------------------------------------- */
/* Byte-at-a-time reference of the documented hash: words assembled one
 * byte at a time in the machine's order, full words mixed with HASH_MIX,
 * the last 0..7 bytes zero-filled and xored in, fold_hash. */
static uint64_t rol64(uint64_t w, unsigned r) { return (w << r) | (w >> (64 - r)); }
static uint32_t ref_hash(const char *s, size_t n)
{
    const int be = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__;
    uint64_t x = 0, y = 0;
    size_t i = 0;
    for (;;) {
        uint64_t w = 0;
        size_t k = 0;
        for (; k < 8 && i + k < n; k++) {
            uint64_t byte = (unsigned char)s[i + k];
            w |= be ? byte << (56 - 8 * k) : byte << (8 * k);
        }
        if (k < 8) {
            x ^= w;
            break;
        }
        x ^= w; y ^= x; x = rol64(x, 12); x += y; y = rol64(y, 45); y *= 9;
        i += 8;
    }
    y ^= x * 0x61C8864680B583EBull;
    y *= 0x61C8864680B583EBull;
    return (uint32_t)(y >> 32);
}

static void test_hash(struct gbuf A)
{
    for (size_t len = 0; len <= 256; len++) {
        int bad = 0;
        for (unsigned al = 0; al < 64; al++) {
            for (int term = 0; term < 2; term++) {
                /* The terminator sits 0..63 bytes before the guard; after
                 * it, junk that may hold more NULs and slashes. */
                size_t slack = (size_t)(-(long)(len + 1) - (long)al) & 63;
                char *s = A.end - slack - len - 1;
                fill_random(s + len + 1, slack);
                for (size_t i = 0; i < len; i++)
                    s[i] = name_byte();
                s[len] = term ? '/' : '\0';
                uint32_t want = ref_hash(s, len);
                SETCASE("hash, terminator '/' (1) or NUL (0), align", "mt_hash_name", len, (size_t)term, al);
                uint64_t hl = mt_hash_name(s);
                if (hl != ((uint64_t)want << 32 | len)) {
                    FAIL("%s: mt_hash_name %#llx, want %#llx", where(), (unsigned long long)hl,
                         (unsigned long long)((uint64_t)want << 32 | len));
                    bad = 1;
                }
                uint32_t hb = mt_hash_bytes(s, len);
                if (hb != want) { FAIL("%s: mt_hash_bytes %#x, want %#x", where(), hb, want); bad = 1; }
            }
            /* Counted, no terminator, ending right at the guard. */
            char *c = A.end - len;
            for (size_t i = 0; i < len; i++)
                c[i] = (char)rnd();   /* any bytes, NUL and '/' included */
            SETCASE("hash_bytes counted, at the guard", "mt_hash_bytes", len, 0, 0);
            if (mt_hash_bytes(c, len) != ref_hash(c, len)) { FAIL("%s: differs from the reference", where()); bad = 1; }
            /* ... and at this alignment relative to the page start. */
            c = A.lo + al;
            for (size_t i = 0; i < len; i++)
                c[i] = (char)rnd();
            if (mt_hash_bytes(c, len) != ref_hash(c, len)) { FAIL("%s: differs (at page start + %u)", where(), al); bad = 1; }
        }
        GROUP_END(bad);
    }
    /* A component crossing from the first mapped page to the second: the
     * page-end word must not stop at the page boundary. */
    int bad = 0;
    for (size_t len = 0; len <= 40; len++)
        for (size_t j = 1; j <= 16; j++) {
            char *s = A.mid - j;
            for (size_t i = 0; i < len; i++)
                s[i] = name_byte();
            s[len] = (len & 1) ? '/' : 0;
            SETCASE("hash crossing a page, bytes before the boundary", "mt_hash_name", len, j, 0);
            uint64_t hl = mt_hash_name(s);
            if (hl != ((uint64_t)ref_hash(s, len) << 32 | len)) {
                FAIL("hash len %zu starting %zu bytes before a page boundary: %#llx", len, j, (unsigned long long)hl);
                bad = 1;
            }
        }
    GROUP_END(bad);
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* 200k distinct names that differ in one byte somewhere (the hard case
 * for a weak hash): expected 32-bit collisions n^2/2^33 ~ 4.7. */
static void test_hash_collisions(void)
{
    enum { N = 200000 };
    uint32_t *h = malloc(N * sizeof *h);
    char name[40];
    for (int i = 0; i < N; i++) {
        int len = snprintf(name, sizeof name, "libfoo-%d.so.%d", i / 97, i % 97);
        h[i] = mt_hash_bytes(name, (size_t)len);
    }
    qsort(h, N, sizeof *h, cmp_u32);
    int coll = 0;
    for (int i = 1; i < N; i++)
        coll += h[i] == h[i - 1];
    if (coll > 40)
        FAIL("hash: %d collisions among %d similar names (expected about 5)", coll, N);
    GROUP_END(coll > 40);
    free(h);
}

/* ---- mt_copy_component --------------------------------------------------- */
static void test_copy(struct gbuf S, struct gbuf D)
{
    for (size_t len = 0; len <= 72; len++) {
        int bad = 0;
        for (size_t size = 0; size <= len + 9; size++) {
            for (unsigned sa = 0; sa < 8; sa++) {
                for (unsigned da = 0; da < 8; da++) {
                    int term = (int)((len + size + sa + da) & 1);
                    /* source: terminator last before the guard, at
                     * alignment sa; destination ends at its guard page and
                     * starts at alignment da (the guard moves back). */
                    size_t slack = (size_t)(-(long)(len + 1) - (long)sa) & 7;
                    char *src = S.end - slack - len - 1;
                    for (size_t i = 0; i < len; i++)
                        src[i] = name_byte();
                    src[len] = term ? '/' : '\0';
                    fill_random(src + len + 1, slack);
                    size_t room = (size_t)(-(long)size - (long)da) & 7;
                    char *dst = D.end - room - size;
                    memset(dst - 16, 0x5a, 16 + size + room);
                    uint64_t hl = 0xdeadbeefcafef00dull;
                    SETCASE(term ? "copy_component '/' (size, src/dst align)" : "copy_component NUL (size, src/dst align)",
                            "", len, size, sa * 10 + da);
                    ptrdiff_t r = mt_copy_component(dst, size, src, &hl);
                    for (int i = -16; i < 0; i++)
                        if (dst[i] != 0x5a) { FAIL("%s: wrote before dst", where()); bad = 1; break; }
                    for (size_t i = size; i < size + room; i++)
                        if (dst[i] != 0x5a) { FAIL("%s: wrote past dst+size", where()); bad = 1; break; }
                    if (len < size) {
                        uint64_t want = (uint64_t)ref_hash(src, len) << 32 | len;
                        size_t padend = len / 8 * 8 + 8 < size ? len / 8 * 8 + 8 : size;
                        if (r != (ptrdiff_t)len) { FAIL("%s: returned %td", where(), r); bad = 1; }
                        else if (memcmp(dst, src, len) != 0) { FAIL("%s: wrong bytes", where()); bad = 1; }
                        else if (hl != want) { FAIL("%s: hash_len %#llx want %#llx", where(), (unsigned long long)hl, (unsigned long long)want); bad = 1; }
                        else
                            for (size_t i = len; i < padend; i++)
                                if (dst[i] != 0) { FAIL("%s: dst[%zu] not zero (NUL/padding)", where(), i); bad = 1; break; }
                    } else {
                        if (r != -1) { FAIL("%s: returned %td, want -1", where(), r); bad = 1; }
                        if (hl != 0xdeadbeefcafef00dull) { FAIL("%s: wrote *hash_len on failure", where()); bad = 1; }
                        if (size && (memcmp(dst, src, size - 1) != 0 || dst[size - 1] != 0)) {
                            FAIL("%s: not truncated to size-1 bytes + NUL", where());
                            bad = 1;
                        }
                    }
                }
            }
        }
        GROUP_END(bad);
    }
    /* A source that runs from one mapped page onto the next. */
    int cbad = 0;
    for (size_t len = 0; len <= 40; len++)
        for (size_t j = 1; j <= 16; j++) {
            char *src = S.mid - j, dst[64];
            for (size_t i = 0; i < len; i++)
                src[i] = name_byte();
            src[len] = (len & 1) ? '/' : 0;
            uint64_t hl = 0;
            SETCASE("copy_component source crossing a page", "", len, j, 0);
            ptrdiff_t r = mt_copy_component(dst, sizeof dst, src, &hl);
            if (r != (ptrdiff_t)len || memcmp(dst, src, len) != 0 || dst[len] != 0 ||
                hl != ((uint64_t)ref_hash(src, len) << 32 | len)) {
                FAIL("%s: wrong result %td", where(), r);
                cbad = 1;
            }
        }
    GROUP_END(cbad);
    /* hash_len may be NULL. */
    char d[16];
    SETCASE("copy_component NULL hash_len", "", 3, 16, 0);
    int bad = mt_copy_component(d, sizeof d, "usr/lib", NULL) != 3 || strcmp(d, "usr") != 0;
    if (bad)
        FAIL("copy_component with hash_len NULL");
    GROUP_END(bad);
}

int main(void)
{
    const char *env = getenv("MEMTUNE_TEST_SEED");
    uint64_t seed = env && *env ? strtoull(env, NULL, 0) : (uint64_t)time(NULL);
    rng_state = seed * 0x9E3779B97F4A7C15ull | 1;
    printf("test_names: seed %llu (MEMTUNE_TEST_SEED=%llu repeats it)\n",
           (unsigned long long)seed, (unsigned long long)seed);
    pagesz = (size_t)sysconf(_SC_PAGESIZE);
    signal(SIGSEGV, on_fault);
    signal(SIGBUS, on_fault);
    collect();
    printf("name_eq strategies:");
    for (int i = 0; i < neqs; i++)
        printf(" %s", eqs[i].name);
    printf("\n");
    struct gbuf A = gbuf_new(), B = gbuf_new();
    test_eq_matrix(A, B);
    test_eq_every_position(A, B);
    test_eq_page_crossing(A, B);
    test_hash(A);
    test_hash_collisions();
    test_copy(A, B);
    printf("%ld passed, %ld failed\n", passed, failed);
    return failed != 0;
}
