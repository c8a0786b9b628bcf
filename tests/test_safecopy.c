/* Fault-tolerant copy (issue 5): the copy_from_user contract, exactly.
 *
 *   - guard page after the source at every distance 0..4095 (every page
 *     offset) and sampled 4096..8192, sizes 1..8192 sampled around the
 *     fault and across the size classes: the return value is exact, dst
 *     holds exactly the copied prefix and sentinels around it are intact;
 *     the same with the destination before a guard page, with both sides
 *     faulting, and for the zero-padding variant. Run over the public entry
 *     points and (extable) over each asm body with rep movsb at its default
 *     threshold, always (from 129) and never;
 *   - a file mapped, then truncated (page-aligned and not): SIGBUS path,
 *     reading from it and writing into a shared writable mapping;
 *   - 8 threads faulting concurrently, without and with sigaltstack, and 8
 *     threads racing to make the very first copy of a fresh process;
 *   - chaining, in fresh processes (this binary re-executed with --child):
 *     a program's own SIGSEGV/SIGBUS handlers still get their faults, a
 *     wild fault or raise() still kills a program that had none (or
 *     SIG_IGN), a fault on the wrong side of _from/_to is not absorbed;
 *   - odd pointers: NULL, non-canonical (#GP), n = 0; errno is preserved.
 * `meson test` runs it with the automatic mechanism and with
 * MEMTUNE_SAFECOPY=vm (process_vm_readv; under qemu-user, which lacks it,
 * the pipe fallback). MEMTUNE_TEST_QUICK=1 (sanitizer and qemu runs) tries
 * every 5th distance instead of every one. Prints the seed
 * (MEMTUNE_TEST_SEED=n repeats a run) and ends with "N passed, N failed". */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "memtune.h"
#include "memtune/cpu.h"
#include "safecopy/safecopy.h"

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#ifndef UNDER_ASAN
#define UNDER_ASAN 0
#endif

#define PG 4096
typedef size_t (*copy_fn)(void *, const void *, size_t);

static atomic_long passed, failed, skipped;
static atomic_int printed;
static atomic_long faulting; /* checked copies that were expected to fault */
#define CHECK(cond, ...)                                                       \
    do {                                                                       \
        if (cond) atomic_fetch_add(&passed, 1);                                \
        else {                                                                 \
            atomic_fetch_add(&failed, 1);                                      \
            if (atomic_fetch_add(&printed, 1) < 30) {                          \
                printf("FAIL %s:%d: ", __FILE__, __LINE__);                    \
                printf(__VA_ARGS__);                                           \
                printf("\n");                                                  \
            }                                                                  \
        }                                                                      \
    } while (0)

static uint64_t seed;
static uint64_t rnd(uint64_t *s)
{
    *s ^= *s << 13; *s ^= *s >> 7; *s ^= *s << 17;
    return *s;
}

static int is_vm; /* mechanism in use is the process_vm_readv (or pipe) fallback */
static int quick; /* MEMTUNE_TEST_QUICK: sanitizer and qemu runs sample more sparsely */

/* ---- buffers ------------------------------------------------------------ */
/* `pages` accessible pages followed by one PROT_NONE page; returns the
 * address of the guard page. */
static char *map_guarded(size_t pages)
{
    char *p = mmap(NULL, (pages + 1) * PG, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
        perror("mmap");
        exit(2);
    }
    if (mprotect(p + pages * PG, PG, PROT_NONE) != 0) {
        perror("mprotect");
        exit(2);
    }
    return p + pages * PG;
}

/* One PROT_NONE page followed by `pages` accessible pages; returns the
 * first accessible byte. */
static char *map_preguarded(size_t pages)
{
    char *p = mmap(NULL, (pages + 1) * PG, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED || mprotect(p, PG, PROT_NONE) != 0) {
        perror("mmap/mprotect");
        exit(2);
    }
    return p + PG;
}

/* Source bytes have the high bit set, sentinels never: any stray store of
 * a source byte into a sentinel is visible. Zero padding is 0, also never
 * a sentinel. */
static inline uint8_t src_byte(size_t i) { return (uint8_t)(0x80 | ((i * 7 + (i >> 7) * 13) & 0x7f)); }
static inline uint8_t sent_byte(size_t a) { return (uint8_t)(0x11 + ((a ^ (a >> 6)) & 0x3f)); }

static void fill_src(char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (char)src_byte(i);
}

static void fill_sent(char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (char)sent_byte((uintptr_t)(p + i));
}

/* First index in [0,n) where p differs from sentinels, or n. */
static size_t sent_ok(const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if ((uint8_t)p[i] != sent_byte((uintptr_t)(p + i)))
            return i;
    return n;
}

/* ---- one checked copy ---------------------------------------------------- */
enum { SIDE_SRC, SIDE_DST, SIDE_BOTH };
struct tcase {
    const char *name;
    copy_fn fn;
    int zeropad;      /* expect dst[n-ret, n) == 0 */
};

/* dst window [dst-64, dst + room) is ours to check (room may end at a
 * guard page). Returns 1 if all good. */
static int check_one(const struct tcase *t, char *dst, size_t room, const char *src, size_t n,
                     size_t expect_left, const char *ctx_fmt, size_t a, size_t b)
{
    size_t pre = 64;
    size_t post = room > n ? (room - n < 64 ? room - n : 64) : 0;
    fill_sent(dst - pre, pre + (n < room ? n : room) + post);
    if (expect_left)
        atomic_fetch_add(&faulting, 1);
    errno = 4242;
    size_t left = t->fn(dst, src, n);
    int ok = 1;
    char ctx[96];
    snprintf(ctx, sizeof ctx, ctx_fmt, a, b); /* cheap next to the copy checks */
    if (errno != 4242) {
        CHECK(0, "%s %s n=%zu: errno changed to %d", t->name, ctx, n, errno);
        ok = 0;
    }
    if (left != expect_left) {
        CHECK(0, "%s %s n=%zu: returned %zu, expected %zu", t->name, ctx, n, left, expect_left);
        return 0;
    }
    size_t got = n - left;
    if (memcmp(dst, src, got) != 0) {
        size_t i = 0;
        while (dst[i] == src[i])
            i++;
        CHECK(0, "%s %s n=%zu: dst[%zu] wrong", t->name, ctx, n, i);
        return 0;
    }
    size_t bad = sent_ok(dst - pre, pre);
    if (bad != pre) {
        CHECK(0, "%s %s n=%zu: wrote %zu bytes before dst", t->name, ctx, n, pre - bad);
        return 0;
    }
    size_t tail_end = n < room ? n + post : room;
    if (t->zeropad) {
        for (size_t i = got; i < n && i < room; i++)
            if (dst[i] != 0) {
                CHECK(0, "%s %s n=%zu: dst[%zu] not zero-padded", t->name, ctx, n, i);
                return 0;
            }
        size_t from = n < room ? n : room;
        bad = sent_ok(dst + from, tail_end - from);
        if (bad != tail_end - from) {
            CHECK(0, "%s %s n=%zu: wrote dst[%zu] past n", t->name, ctx, n, from + bad);
            return 0;
        }
    } else {
        bad = sent_ok(dst + got, tail_end - got);
        if (bad != tail_end - got) {
            CHECK(0, "%s %s n=%zu: wrote dst[%zu] past the %zu bytes copied", t->name, ctx, n, got + bad, got);
            return 0;
        }
    }
    if (ok)
        CHECK(1, "ok");
    return ok;
}

/* ---- the sweeps ---------------------------------------------------------- */
static char *g_src_guard, *g_dst_guard, *g_src_plain, *g_dst_plain;
static char *g_src_pre, *g_dst_pre; /* first byte after a guard page */

/* Sizes tried at distance d from the guard: around the fault, every small
 * size, each size-class edge, a few random. */
static size_t sizes_for(size_t d, size_t *out, int dense, uint64_t *rs)
{
    static const size_t edges[] = { 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65,
        127, 128, 129, 255, 256, 257, 2047, 2048, 2049, 4095, 4096, 4097, 8191, 8192 };
    static const int around[] = { -65, -33, -17, -9, -2, -1, 0, 1, 2, 3, 8, 9, 16, 17, 31, 32,
        33, 64, 65, 127, 128, 129, 200, 1000, 3000 };
    size_t k = 0;
    for (size_t i = 0; i < sizeof around / sizeof around[0]; i++) {
        long v = (long)d + around[i];
        if (v >= 1 && v <= 8192)
            out[k++] = (size_t)v;
    }
    if (dense) {
        for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
            out[k++] = edges[i];
    } else {
        out[k++] = edges[rnd(rs) % (sizeof edges / sizeof edges[0])];
    }
    for (int i = 0; i < (dense ? 6 : 2); i++)
        out[k++] = 1 + rnd(rs) % 8192;
    return k;
}

/* Distances 0..4095 all (stride 1 when full), then 4096..8192 sampled. */
static void sweep(const struct tcase *t, int side, int full)
{
    uint64_t rs = seed ^ (uintptr_t)t->name ^ (uint64_t)side << 40;
    size_t sizes[128];
    int stride = full ? (quick ? 5 : 1) : (quick ? 29 : 7);
    for (size_t d = 0; d <= 8192; d += (d < 4096 ? (size_t)stride : 37 + rnd(&rs) % 64)) {
        size_t ns = sizes_for(d, sizes, full && (d % 16 == 0 || d < 80), &rs);
        for (size_t i = 0; i < ns; i++) {
            size_t n = sizes[i], al = (d * 7 + n) % 64;
            size_t exp = n > d ? n - d : 0;
            if (side == SIDE_SRC) {
                check_one(t, g_dst_plain + 64 + al, 8192 + 64, g_src_guard - d, n, exp,
                          "src %zu before guard, dst align %zu", d, al);
            } else if (side == SIDE_DST) {
                check_one(t, g_dst_guard - d, d, g_src_plain + al, n, exp,
                          "dst %zu before guard, src align %zu", d, al);
            } else {
                /* both sides near a guard: the nearer fault decides */
                size_t d2 = (d * 13 + n) % 8192;
                size_t m = d < d2 ? d : d2;
                check_one(t, g_dst_guard - d2, d2, g_src_guard - d, n, n > m ? n - m : 0,
                          "src %zu dst %zu before guards", d, d2);
            }
        }
    }
}

/* The first byte is inaccessible, later ones are not (a buffer that starts
 * d bytes before the end of an unmapped page): nothing may be copied and
 * nothing stored, although the accessible part could be. Catches a body
 * that stores a later block before an earlier one. */
static void sweep_pre(const struct tcase *t, int side)
{
    uint64_t rs = seed ^ (uintptr_t)t->name ^ 0x5eed;
    size_t sizes[128];
    for (size_t d = 1; d <= 300; d += d < 80 && !quick ? 1 : 1 + rnd(&rs) % 16) {
        size_t ns = sizes_for(d, sizes, d % 8 == 0, &rs);
        for (size_t i = 0; i < ns; i++) {
            size_t n = sizes[i];
            if (side == SIDE_SRC) {
                check_one(t, g_dst_plain + 64 + n % 64, 8192 + 64, g_src_pre - d, n, n,
                          "src starts %zu before the end of a guard page%.0zu", d, 0);
                continue;
            }
            size_t vis = n > d ? n - d : 0; /* accessible part of dst */
            fill_sent(g_dst_pre, vis + 64);
            size_t left = t->fn(g_dst_pre - d, g_src_plain + n % 64, n);
            size_t bad = sent_ok(g_dst_pre, vis + 64);
            CHECK(left == n && bad == vis + 64,
                  "%s dst starts %zu before the end of a guard page n=%zu: returned %zu (want %zu), "
                  "%s", t->name, d, n, left, n, bad == vis + 64 ? "dst intact" : "STORED past the fault");
        }
    }
}

static void test_zero_and_odd(const struct tcase *t, int side)
{
    char buf[16] = "abcdefgh";
    CHECK(t->fn(NULL, NULL, 0) == 0, "%s: n = 0 with NULL pointers", t->name);
    CHECK(t->fn(buf, g_src_guard, 0) == 0, "%s: n = 0 at a guard page", t->name);
    if (side != SIDE_DST) {
        CHECK(t->fn(buf, NULL, 8) == 8, "%s: src NULL", t->name);
        /* Non-canonical: a #GP (SI_KERNEL, no address) rather than #PF. */
        for (size_t n = 1; n <= 8192; n = n * 3 + 1)
            CHECK(t->fn(g_dst_plain, (void *)0x8000000000000000ull, n) == n,
                  "%s: non-canonical src, n = %zu", t->name, n);
        CHECK(t->fn(g_dst_plain, (void *)(uintptr_t)-PG, 100) == 100, "%s: src in the top page", t->name);
    }
    if (side != SIDE_SRC) {
        CHECK(t->fn(NULL, buf, 8) == 8, "%s: dst NULL", t->name);
        for (size_t n = 1; n <= 8192; n = n * 3 + 1)
            CHECK(t->fn((void *)0x8000000000000000ull, g_src_plain, n) == n,
                  "%s: non-canonical dst, n = %zu", t->name, n);
        CHECK(t->fn(g_dst_guard - 3, buf, 8) == 5, "%s: dst 3 before a guard page", t->name);
    }
}

static void test_read_safe(void)
{
    uint64_t v = 0x1234;
    for (size_t d = 0; d <= 24; d++) {
        v = 0x1234;
        int r = mt_read_safe(&v, g_src_guard - d);
        if (d >= 8) {
            uint64_t want;
            memcpy(&want, g_src_guard - d, 8);
            CHECK(r == 0 && v == want, "mt_read_safe %zu before the guard: r=%d", d, r);
        } else {
            CHECK(r == -1 && v == 0x1234, "mt_read_safe %zu before the guard: r=%d, *out %s", d, r,
                  v == 0x1234 ? "kept" : "written");
        }
    }
    CHECK(mt_read_safe(&v, NULL) == -1, "mt_read_safe(NULL)");
    CHECK(mt_read_safe(&v, (void *)0x8000000000000000ull) == -1, "mt_read_safe(non-canonical)");
}

/* ---- truncated file: SIGBUS --------------------------------------------- */
static void test_truncated_file(void)
{
    char path[] = "/tmp/memtune-safecopy-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) {
        perror("mkstemp");
        CHECK(0, "cannot create a temporary file");
        return;
    }
    unlink(path);
    const size_t fsize = 6 * PG;
    char *data = malloc(fsize);
    fill_src(data, fsize);
    if (write(fd, data, fsize) != (ssize_t)fsize) {
        CHECK(0, "cannot write the temporary file");
        close(fd);
        free(data);
        return;
    }
    static const size_t cuts[] = { 3 * PG, 2 * PG + 100, PG - 1, 0 };
    for (int shared = 0; shared < 2; shared++)
        for (size_t c = 0; c < sizeof cuts / sizeof cuts[0]; c++) {
            if (ftruncate(fd, fsize) != 0 || pwrite(fd, data, fsize, 0) != (ssize_t)fsize) {
                CHECK(0, "cannot restore the file");
                break;
            }
            char *m = mmap(NULL, fsize, PROT_READ, shared ? MAP_SHARED : MAP_PRIVATE, fd, 0);
            if (m == MAP_FAILED) {
                CHECK(0, "mmap of the file failed");
                break;
            }
            volatile char touch = m[fsize - 1]; /* populate, then pull the rug */
            (void)touch;
            size_t cut = cuts[c];
            if (ftruncate(fd, cut) != 0) {
                CHECK(0, "ftruncate failed");
                munmap(m, fsize);
                break;
            }
            /* Bytes up to the end of the page holding EOF read as file data
             * then zeros; the next page raises SIGBUS. */
            size_t readable = (cut + PG - 1) / PG * PG;
            static const size_t offs[] = { 0, 1, 100, PG - 8, PG, 2 * PG + 50, 3 * PG - 1, 3 * PG, 5 * PG };
            static const size_t lens[] = { 1, 7, 8, 64, 100, 4096, 5000, 8192, 6 * PG };
            for (size_t oi = 0; oi < sizeof offs / sizeof offs[0]; oi++)
                for (size_t li = 0; li < sizeof lens / sizeof lens[0]; li++) {
                    size_t off = offs[oi], n = lens[li];
                    if (off + n > fsize)
                        continue;
                    size_t exp = off + n > readable ? (off >= readable ? n : off + n - readable) : 0;
                    char *dst = g_dst_plain + 64;
                    size_t room = 8192 + 4096 + 64;
                    if (n > room)
                        continue;
                    fill_sent(dst, n + 64);
                    size_t left = mt_copy_safe(dst, m + off, n);
                    CHECK(left == exp, "truncated to %zu (%s): copy at %zu n=%zu returned %zu, expected %zu",
                          cut, shared ? "shared" : "private", off, n, left, exp);
                    size_t got = n - left, bad = 0;
                    for (size_t i = 0; i < got && !bad; i++) {
                        char want = off + i < cut ? data[off + i] : 0;
                        if (dst[i] != want)
                            bad = i + 1;
                    }
                    CHECK(!bad, "truncated to %zu: copy at %zu n=%zu: byte %zu wrong", cut, off, n, bad - 1);
                    CHECK(sent_ok(dst + got, n - got + 64) == n - got + 64,
                          "truncated to %zu: copy at %zu n=%zu wrote past the copied bytes", cut, off, n);
                    /* zeropad: the rest is zero */
                    left = mt_copy_safe_zeropad(dst, m + off, n);
                    size_t nz = 0;
                    for (size_t i = n - left; i < n; i++)
                        nz += dst[i] != 0;
                    CHECK(left == exp && nz == 0, "truncated to %zu: zeropad at %zu n=%zu", cut, off, n);
                }
            uint64_t v;
            CHECK(mt_read_safe(&v, m + readable) == -1, "mt_read_safe past the truncated end");
            if (readable >= 8)
                CHECK(mt_read_safe(&v, m + readable - 8) == 0, "mt_read_safe before the truncated end");
            munmap(m, fsize);
        }
    /* Destination side: a shared writable mapping truncated under us;
     * the SIGBUS is a write fault (error code bit 1), which _to absorbs. */
    for (size_t c = 0; c < 2; c++) {
        size_t cut = c ? 2 * PG + 100 : 3 * PG, writable = (cut + PG - 1) / PG * PG;
        if (ftruncate(fd, fsize) != 0) {
            CHECK(0, "cannot restore the file");
            break;
        }
        char *m = mmap(NULL, fsize, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (m == MAP_FAILED || ftruncate(fd, cut) != 0) {
            CHECK(0, "mmap/ftruncate of the file failed");
            break;
        }
        static const size_t offs[] = { 0, 100, PG, 3 * PG - 8, 3 * PG, 4 * PG };
        static const size_t lens[] = { 1, 8, 100, 4096, 8192 };
        for (size_t oi = 0; oi < sizeof offs / sizeof offs[0]; oi++)
            for (size_t li = 0; li < sizeof lens / sizeof lens[0]; li++) {
                size_t off = offs[oi], n = lens[li];
                if (off + n > fsize)
                    continue;
                size_t exp = off + n > writable ? (off >= writable ? n : off + n - writable) : 0;
                size_t left = mt_copy_safe_to(m + off, g_src_plain, n);
                CHECK(left == exp && memcmp(m + off, g_src_plain, n - left) == 0,
                      "truncated writable mapping (%zu): _to at %zu n=%zu returned %zu, expected %zu",
                      cut, off, n, left, exp);
                left = mt_copy_safe(m + off, g_src_plain, n);
                CHECK(left == exp, "truncated writable mapping (%zu): copy at %zu n=%zu returned %zu, expected %zu",
                      cut, off, n, left, exp);
            }
        munmap(m, fsize);
    }
    close(fd);
    free(data);
}

/* ---- threads -------------------------------------------------------------- */
struct thr {
    int altstack, id, first_copy_race;
    atomic_int *go;
    long bad;
};

static void *thread_main(void *arg)
{
    struct thr *th = arg;
    uint64_t rs = seed + (uint64_t)th->id * 0x9E3779B97F4A7C15ull + (uint64_t)th->altstack;
    stack_t ss = { 0 };
    if (th->altstack) {
        size_t sz = getauxval(AT_MINSIGSTKSZ);
        sz = (sz > (size_t)MINSIGSTKSZ ? sz : (size_t)MINSIGSTKSZ) + 32768;
        ss.ss_sp = mmap(NULL, sz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        ss.ss_size = sz;
        if (ss.ss_sp == MAP_FAILED || sigaltstack(&ss, NULL) != 0) {
            th->bad = 1000000;
            return NULL;
        }
    }
    char *sg = map_guarded(2), *dg = map_guarded(2);
    fill_src(sg - 2 * PG, 2 * PG);
    char *plain = malloc(3 * PG);
    fill_src(plain, 3 * PG);
    while (th->go && !atomic_load(th->go))
        ;
    int iters = th->first_copy_race ? 200 : quick ? 500 : 3000;
    for (int i = 0; i < iters; i++) {
        size_t d = rnd(&rs) % 700, n = 1 + rnd(&rs) % 1200, exp = n > d ? n - d : 0;
        int kind = (int)(rnd(&rs) % 4);
        size_t left;
        if (kind == 0 || kind == 3) {
            /* faulting source */
            char tmp[1300];
            left = kind == 0 ? mt_copy_safe(tmp, sg - d, n) : mt_copy_safe_zeropad(tmp, sg - d, n);
            if (left == exp && memcmp(tmp, sg - d, n - left) != 0)
                left = (size_t)-1;
            if (kind == 3)
                for (size_t k = n - exp; k < n; k++)
                    if (tmp[k])
                        left = (size_t)-1;
        } else {
            left = kind == 1 ? mt_copy_safe(dg - d, plain, n) : mt_copy_safe_to(dg - d, plain, n);
            if (left == exp && memcmp(dg - d, plain, n - left) != 0)
                left = (size_t)-1;
        }
        if (left != exp)
            th->bad++;
    }
    munmap(sg - 2 * PG, 3 * PG);
    munmap(dg - 2 * PG, 3 * PG);
    free(plain);
    if (th->altstack) {
        stack_t off = { .ss_flags = SS_DISABLE };
        sigaltstack(&off, NULL);
        munmap(ss.ss_sp, ss.ss_size);
    }
    return NULL;
}

static long run_threads(int altstack, int race)
{
    pthread_t tid[8];
    struct thr th[8];
    atomic_int go = 0;
    for (int i = 0; i < 8; i++) {
        th[i] = (struct thr){ .altstack = altstack, .id = i, .first_copy_race = race, .go = &go };
        if (pthread_create(&tid[i], NULL, thread_main, &th[i]) != 0) {
            CHECK(0, "pthread_create");
            return 1;
        }
    }
    atomic_store(&go, 1);
    long bad = 0;
    for (int i = 0; i < 8; i++) {
        pthread_join(tid[i], NULL);
        bad += th[i].bad;
    }
    return bad;
}

/* ---- child processes (chaining) ------------------------------------------ */
static volatile sig_atomic_t own_hits;
static sigjmp_buf own_jmp;
static void own_siginfo(int sig, siginfo_t *si, void *uc)
{
    (void)si; (void)uc;
    own_hits++;
    siglongjmp(own_jmp, sig);
}
static void own_plain(int sig)
{
    own_hits += 100;
    siglongjmp(own_jmp, sig);
}

/* Nesting: a program's own handler (SA_NODEFER) that probes memory with
 * mt_copy_safe, and a SIGPROF sampler that copies from a faulting address
 * while the main loop makes faulting copies (it lands inside the library's
 * own SIGSEGV handler now and then). */
static char *g_probe_guard;
static volatile sig_atomic_t probe_bad, prof_ticks, mask_usr1, mask_segv;
static void own_probe(int sig, siginfo_t *si, void *uc)
{
    (void)si; (void)uc;
    own_hits++;
    char tmp[64];
    if (mt_copy_safe(tmp, g_probe_guard - 8, 32) != 24)
        probe_bad++;
    siglongjmp(own_jmp, sig);
}
static void prof_sampler(int sig)
{
    (void)sig;
    int saved = errno;
    char tmp[64];
    if (mt_copy_safe(tmp, g_probe_guard - 10, 40) != 30)
        probe_bad++;
    prof_ticks++;
    errno = saved;
}
/* Records the mask the program's handler runs under. */
static void own_mask(int sig, siginfo_t *si, void *uc)
{
    (void)si; (void)uc;
    sigset_t cur;
    pthread_sigmask(SIG_BLOCK, NULL, &cur);
    mask_usr1 = sigismember(&cur, SIGUSR1);
    mask_segv = sigismember(&cur, SIGSEGV);
    own_hits++;
    siglongjmp(own_jmp, sig);
}

/* One wild read of `guard` that the program's handler (installed before
 * memtune's) must get; returns 0 if it did. */
static int wild_read_caught(const char *guard)
{
    if (sigsetjmp(own_jmp, 1) == 0) {
        volatile char c = *(volatile const char *)guard;
        (void)c;
        return 1;
    }
    return 0;
}

static int child_nesting(const char *mode, char *guard, char *dst)
{
    g_probe_guard = guard;
    if (!strcmp(mode, "nodefer-probe")) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_sigaction = own_probe;
        sa.sa_flags = SA_SIGINFO | SA_NODEFER;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGSEGV, &sa, NULL);
        if (mt_copy_safe(dst, guard - 5, 50) != 45) /* installs ours, chained */
            return 41;
        for (int k = 0; k < 3; k++)
            if (wild_read_caught(guard))
                return 42;
        return own_hits != 3 ? 43 : probe_bad ? 44 : 0;
    }
    if (!strcmp(mode, "chain-mask")) {
        /* sa_mask is honoured and SIGSEGV blocked (no SA_NODEFER), as the
         * kernel would run it, and both unblocked again once it left. */
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_sigaction = own_mask;
        sa.sa_flags = SA_SIGINFO;
        sigemptyset(&sa.sa_mask);
        sigaddset(&sa.sa_mask, SIGUSR1);
        sigaction(SIGSEGV, &sa, NULL);
        if (mt_copy_safe(dst, guard - 5, 50) != 45)
            return 51;
        mask_usr1 = mask_segv = -1;
        if (wild_read_caught(guard))
            return 52;
        if (mask_usr1 != 1)
            return 53;
        if (mask_segv != 1)
            return 54;
        sigset_t cur;
        pthread_sigmask(SIG_BLOCK, NULL, &cur);
        return sigismember(&cur, SIGSEGV) || sigismember(&cur, SIGUSR1) ? 55 : 0;
    }
    if (!strcmp(mode, "chain-nodefer")) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_sigaction = own_mask;
        sa.sa_flags = SA_SIGINFO | SA_NODEFER;
        sigemptyset(&sa.sa_mask);
        sigaddset(&sa.sa_mask, SIGUSR1);
        sigaction(SIGSEGV, &sa, NULL);
        if (mt_copy_safe(dst, guard - 5, 50) != 45)
            return 61;
        mask_usr1 = mask_segv = -1;
        if (wild_read_caught(guard))
            return 62;
        return mask_usr1 != 1 ? 63 : mask_segv != 0 ? 64 : 0;
    }
    if (!strcmp(mode, "chain-resethand")) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_sigaction = own_mask;
        sa.sa_flags = SA_SIGINFO | SA_RESETHAND;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGSEGV, &sa, NULL);
        if (mt_copy_safe(dst, guard - 5, 50) != 45)
            return 71;
        if (wild_read_caught(guard))
            return 72;
        if (mt_copy_safe(dst, guard - 5, 50) != 45) /* ours still work */
            return 73;
        *(volatile char *)guard = 1; /* the handler was reset: this kills */
        return 3;
    }
    if (!strcmp(mode, "prof")) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = prof_sampler;
        sa.sa_flags = SA_RESTART;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGPROF, &sa, NULL);
        if (mt_copy_safe(dst, guard - 10, 100) != 90)
            return 81;
        struct itimerval it = { { 0, 1000 }, { 0, 1000 } }; /* as fast as the tick allows */
        setitimer(ITIMER_PROF, &it, NULL);
        struct timespec t0, t;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        long copies = 0, bad = 0;
        do {
            for (int i = 0; i < 100; i++, copies++)
                bad += mt_copy_safe(dst, guard - 1 - (size_t)(i % 64), 100) != 99 - (size_t)(i % 64);
            clock_gettime(CLOCK_MONOTONIC, &t);
        } while ((t.tv_sec - t0.tv_sec) * 1000000000L + (t.tv_nsec - t0.tv_nsec) < 1500000000L);
        struct itimerval off = { { 0, 0 }, { 0, 0 } };
        setitimer(ITIMER_PROF, &off, NULL);
        printf("  prof: %ld faulting copies, %d samples copying from a faulting address\n", copies, (int)prof_ticks);
        fflush(stdout);
        return bad ? 82 : probe_bad ? 83 : prof_ticks == 0 ? 84 : 0;
    }
    return 99;
}

static const char *g_libso; /* the built libmemtune.so (argv[1]), or NULL */

/* A library that installed its handler and is then dlclose'd must not
 * leave the program's SIGSEGV pointing into unmapped code: the program's
 * own handler (installed before) must still get its faults. */
static int child_dlclose(char *guard, char *dst)
{
    if (!g_libso)
        return 3; /* no path given: skipped */
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = own_siginfo;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, NULL);
    void *h = dlopen(g_libso, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        fprintf(stderr, "dlopen %s: %s\n", g_libso, dlerror());
        return 91;
    }
    size_t (*copy)(void *, const void *, size_t) = (size_t (*)(void *, const void *, size_t))dlsym(h, "mt_copy_safe");
    if (!copy || copy(dst, guard - 10, 100) != 90) /* installs its handler (extable) */
        return 92;
    if (dlclose(h) != 0)
        return 93;
    for (int k = 0; k < 2; k++)
        if (wild_read_caught(guard))
            return 94;
    return own_hits == 2 ? 0 : 95;
}

static int child_main(const char *mode)
{
    struct rlimit nocore = { 0, 0 };
    setrlimit(RLIMIT_CORE, &nocore); /* the deaths below are expected */
    alarm(60); /* a handler that returns to a fault forever must not hang the test */
    char *guard = map_guarded(1);
    char *plain = malloc(2 * PG);
    fill_src(plain, 2 * PG);
    fill_src(guard - PG, PG);
    char dst[256];

    if (!strcmp(mode, "own") || !strcmp(mode, "own-plain")) {
        /* A program with its own handlers, installed before any copy. */
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        if (!strcmp(mode, "own")) {
            sa.sa_sigaction = own_siginfo;
            sa.sa_flags = SA_SIGINFO;
        } else {
            sa.sa_handler = own_plain;
        }
        sigemptyset(&sa.sa_mask);
        sigaction(SIGSEGV, &sa, NULL);
        sigaction(SIGBUS, &sa, NULL);
        int bad = 0;
        /* our faults: absorbed, the program's handler not called */
        for (size_t d = 0; d < 40; d++)
            bad += mt_copy_safe(dst, guard - d, 100) != 100 - d;
        if (own_hits)
            return 10;
        /* its faults: still its own, several times over */
        for (int k = 0; k < 3; k++) {
            int s = sigsetjmp(own_jmp, 1);
            if (s == 0) {
                volatile char c = *(volatile char *)guard; /* wild read */
                (void)c;
                return 11;
            }
            if (s != SIGSEGV)
                return 12;
        }
        int want = !strcmp(mode, "own") ? 3 : 300;
        if (own_hits != want)
            return 13;
        /* and ours still work after that */
        bad += mt_copy_safe(dst, guard - 5, 50) != 45;
        return bad ? 14 : 0;
    }
    if (!strcmp(mode, "wild") || !strcmp(mode, "ign") || !strcmp(mode, "raise")) {
        if (!strcmp(mode, "ign"))
            signal(SIGSEGV, SIG_IGN);
        if (mt_copy_safe(dst, guard - 10, 100) != 90) /* installs ours */
            return 20;
        if (!strcmp(mode, "raise"))
            raise(SIGSEGV);
        else
            *(volatile char *)guard = 1; /* not ours: must still kill us */
        return 3; /* survived */
    }
    if (!strcmp(mode, "wild-bus")) {
        char path[] = "/tmp/memtune-safecopy-XXXXXX";
        int fd = mkstemp(path);
        unlink(path);
        if (fd < 0 || ftruncate(fd, 2 * PG) != 0)
            return 21;
        volatile char *m = mmap(NULL, 2 * PG, PROT_READ, MAP_SHARED, fd, 0);
        if (m == MAP_FAILED || ftruncate(fd, PG) != 0)
            return 22;
        if (mt_copy_safe(dst, (const char *)m + PG - 10, 100) != 90)
            return 23;
        (void)m[PG]; /* SIGBUS outside the copy */
        return 3;
    }
    if (!strncmp(mode, "from-dst", 8) || !strncmp(mode, "to-src", 6)) {
        /* _from absorbs source faults only, _to destination faults only:
         * a fault on the other side is a bug and must not be hidden. The
         * -rep modes are long enough for rep movsb (one instruction that
         * both reads and writes: the page-fault error code decides). */
        int rep = strstr(mode, "-rep") != NULL;
        size_t n = rep ? 6000 : 100, d = rep ? 3000 : 10;
        char *big = malloc(8192);
        char *g2 = map_guarded(2);
        fill_src(g2 - 2 * PG, 2 * PG);
        size_t left = mode[0] == 'f' ? mt_copy_safe_from(g2 - d, plain, n)
                                     : mt_copy_safe_to(big + 64, g2 - d, n);
        return left == n - d ? 3 : 24;
    }
    if (!strcmp(mode, "dlclose"))
        return child_dlclose(guard, dst);
    if (!strcmp(mode, "nodefer-probe") || !strncmp(mode, "chain-", 6) || !strcmp(mode, "prof"))
        return child_nesting(mode, guard, dst);
    if (!strcmp(mode, "first-race")) {
        /* 8 threads make the first copies of this process at once */
        long bad = run_threads(0, 1);
        return bad ? 30 : 0;
    }
    if (!strcmp(mode, "probe"))
        return 0;
    return 99;
}

/* Runs this binary with --child=mode; returns the wait status. */
static int run_child(const char *mode)
{
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        char arg[64];
        snprintf(arg, sizeof arg, "--child=%s", mode);
        char *argv[] = { "test_safecopy", arg, (char *)g_libso, NULL };
        if (strcmp(mode, "own") && strcmp(mode, "own-plain") && strcmp(mode, "first-race") &&
            strcmp(mode, "prof")) {
            /* expected to die: keep ASan's report of it out of the log */
            int devnull = open("/dev/null", O_WRONLY);
            if (devnull >= 0)
                dup2(devnull, 2);
        }
        execv("/proc/self/exe", argv);
        /* qemu-user without binfmt_misc cannot re-execute a foreign binary:
         * run the mode in the forked child. With the fallback mechanism
         * there is no handler of ours to inherit, so nothing changes; with
         * the exception table the child inherits ours, installed before the
         * program's, which is not what the modes test: 77 = cannot run. */
        _exit(is_vm ? child_main(mode) : 77);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    return st;
}

static int died_of(int st, int sig)
{
    if (WIFSIGNALED(st))
        return WTERMSIG(st) == sig;
    /* ASan's deadly-signal handler reports and exits instead of dying */
    return UNDER_ASAN && WIFEXITED(st) && WEXITSTATUS(st) != 0 && WEXITSTATUS(st) != 3;
}

/* Nested faults and the chained handler's mask and flags. */
static void test_nesting_children(void)
{
    int st = run_child("nodefer-probe");
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0,
          "a program's SA_NODEFER SIGSEGV handler probing with mt_copy_safe: status %#x", st);
    st = run_child("chain-mask");
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0, "chained handler: its sa_mask and SIGSEGV blocked: status %#x", st);
    st = run_child("chain-nodefer");
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0,
          "chained SA_NODEFER handler: SIGSEGV unblocked, its sa_mask blocked: status %#x", st);
    st = run_child("chain-resethand");
    CHECK(died_of(st, SIGSEGV), "chained SA_RESETHAND handler: the second wild fault must kill: status %#x", st);
    st = run_child("prof");
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0,
          "a SIGPROF sampler copying from a faulting address during faulting copies: status %#x", st);
}

static void test_children(void)
{
    int st = run_child("probe");
    if (WIFEXITED(st) && WEXITSTATUS(st) == 77) {
        printf("children: this binary cannot re-execute itself here (qemu-user without binfmt_misc),\n"
               "  and a forked child would inherit our handler: 11 fresh-process checks skipped\n");
        skipped += 11;
        return;
    }
    st = run_child("own");
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0, "own SA_SIGINFO handler: status %#x", st);
    st = run_child("own-plain");
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0, "own sa_handler handler: status %#x", st);
    st = run_child("wild");
    CHECK(died_of(st, SIGSEGV), "wild fault with SIG_DFL must kill by SIGSEGV: status %#x", st);
    st = run_child("ign");
    CHECK(died_of(st, SIGSEGV), "wild fault with SIG_IGN must kill by SIGSEGV: status %#x", st);
    st = run_child("raise");
    CHECK(died_of(st, SIGSEGV), "raise(SIGSEGV) with SIG_DFL must kill: status %#x", st);
    st = run_child("wild-bus");
    CHECK(died_of(st, SIGBUS), "SIGBUS outside the copy must kill: status %#x", st);
    st = run_child("from-dst");
    if (is_vm)
        CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 3, "vm: _from with a faulting dst returns: %#x", st);
    else
        CHECK(died_of(st, SIGSEGV), "_from must not absorb a dst fault: status %#x", st);
    st = run_child("to-src");
    if (is_vm)
        CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 3, "vm: _to with a faulting src returns: %#x", st);
    else
        CHECK(died_of(st, SIGSEGV), "_to must not absorb a src fault: status %#x", st);
    st = run_child("from-dst-rep");
    if (is_vm)
        CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 3, "vm: _from (rep size) with a faulting dst returns: %#x", st);
    else
        CHECK(died_of(st, SIGSEGV), "_from (rep movsb size) must not absorb a dst fault: status %#x", st);
    st = run_child("to-src-rep");
    if (is_vm)
        CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 3, "vm: _to (rep size) with a faulting src returns: %#x", st);
    else
        CHECK(died_of(st, SIGSEGV), "_to (rep movsb size) must not absorb a src fault: status %#x", st);
    st = run_child("first-race");
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0, "8 threads racing to the first copy: status %#x", st);
    test_nesting_children();
    if (g_libso) {
        st = run_child("dlclose");
        CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0,
              "after dlclose of libmemtune.so the program's own SIGSEGV handler must still run: status %#x", st);
    } else {
        printf("skip: dlclose test: no libmemtune.so path given (argv[1])\n");
        skipped++;
    }
}

/* --chain: only the chaining and nesting children, each forked from this
 * process without exec, so that under qemu-user (scripts/test's Nehalem
 * suite) they run emulated: re-executing /proc/self/exe would run the child
 * natively. This process makes no copy itself, so every child starts with
 * no handler of ours installed. Faults stay below 129 bytes, under the rep
 * movsb threshold (see tests/meson.build on qemu and rep movsb). */
static int chain_main(void)
{
    static const struct { const char *mode; int die; } modes[] = {
        { "own", 0 }, { "own-plain", 0 }, { "nodefer-probe", 0 }, { "chain-mask", 0 }, { "chain-nodefer", 0 },
        { "chain-resethand", SIGSEGV }, { "wild", SIGSEGV }, { "ign", SIGSEGV }, { "raise", SIGSEGV },
        { "wild-bus", SIGBUS }, { "from-dst", SIGSEGV }, { "to-src", SIGSEGV }, { "prof", 0 }, { "dlclose", 0 },
    };
    /* The mechanism a fresh child gets (a sanitizer runtime may refuse the
     * handler): asked in a child, so that this process stays fresh. */
    char mech[160] = "";
    int pfd[2];
    if (pipe(pfd) == 0) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            const char *m = mt_copy_safe_mechanism();
            ssize_t w = write(pfd[1], m, strlen(m));
            _exit(w < 0);
        }
        close(pfd[1]);
        ssize_t r = read(pfd[0], mech, sizeof mech - 1);
        mech[r > 0 ? r : 0] = 0;
        close(pfd[0]);
        waitpid(pid, NULL, 0);
    }
    int vm = !strncmp(mech, "process_vm_readv", 16) || !strncmp(mech, "pipe", 4);
    printf("test_safecopy --chain: children forked without exec, mechanism: %s\n", mech);
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        if (!strcmp(modes[i].mode, "dlclose") && !g_libso) {
            printf("skip: dlclose: no libmemtune.so path given\n");
            skipped++;
            continue;
        }
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            if (modes[i].die) {
                int devnull = open("/dev/null", O_WRONLY);
                if (devnull >= 0)
                    dup2(devnull, 2);
            }
            _exit(child_main(modes[i].mode));
        }
        int st = 0;
        waitpid(pid, &st, 0);
        /* A child that runs the vm mechanism cannot tell _from from _to. */
        int vm_side = (!strcmp(modes[i].mode, "from-dst") || !strcmp(modes[i].mode, "to-src")) && vm;
        if (modes[i].die && !vm_side)
            CHECK(died_of(st, modes[i].die), "--chain %s: want death by signal %d, status %#x", modes[i].mode,
                  modes[i].die, st);
        else
            CHECK(WIFEXITED(st) && WEXITSTATUS(st) == (vm_side ? 3 : 0), "--chain %s: status %#x", modes[i].mode, st);
    }
    printf("%ld passed, %ld failed, %ld skipped\n", (long)passed, (long)failed, (long)skipped);
    return failed ? 1 : 0;
}

/* ---- main ------------------------------------------------------------------ */
int main(int argc, char **argv)
{
    if (argc > 1 && !strncmp(argv[1], "--child=", 8)) {
        g_libso = argc > 2 ? argv[2] : NULL;
        _exit(child_main(argv[1] + 8)); /* children leak on purpose; no LSan pass */
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (argc > 1 && !strcmp(argv[1], "--chain")) {
        g_libso = argc > 2 ? argv[2] : NULL;
        return chain_main();
    }
    g_libso = argc > 1 ? argv[1] : NULL;
    setvbuf(stdout, NULL, _IOLBF, 0);
    const char *env = getenv("MEMTUNE_TEST_SEED");
    seed = env && *env ? strtoull(env, NULL, 0) : (uint64_t)time(NULL);
    printf("test_safecopy: seed %llu (MEMTUNE_TEST_SEED=%llu repeats it)\n",
           (unsigned long long)seed, (unsigned long long)seed);
    seed = seed * 0x9E3779B97F4A7C15ull | 1;
    const char *q = getenv("MEMTUNE_TEST_QUICK");
    quick = q && *q && strcmp(q, "0") != 0;

    const char *mech = mt_copy_safe_mechanism();
    printf("mechanism: %s\n", mech);
    is_vm = !strncmp(mech, "process_vm_readv", 16) || !strncmp(mech, "pipe", 4);
    const char *want = getenv("MEMTUNE_SAFECOPY");
    if (want && !strcmp(want, "vm"))
        CHECK(is_vm, "MEMTUNE_SAFECOPY=vm not honoured");
#if defined(__x86_64__) || defined(__aarch64__)
    else if (!UNDER_ASAN || !strncmp(mech, "extable", 7))
        CHECK(!strncmp(mech, "extable", 7), "x86-64 and aarch64 without MEMTUNE_SAFECOPY should use the exception table");
#endif

    g_src_guard = map_guarded(3);
    fill_src(g_src_guard - 3 * PG, 3 * PG);
    g_dst_guard = map_guarded(3);
    g_src_plain = malloc(8192 + 4096 + 128);
    fill_src(g_src_plain, 8192 + 4096 + 128);
    g_dst_plain = malloc(8192 + 4096 + 256);
    g_src_pre = map_preguarded(3);
    fill_src(g_src_pre, 3 * PG);
    g_dst_pre = map_preguarded(3);

    const struct tcase pub[] = {
        { "mt_copy_safe", mt_copy_safe, 0 },
        { "mt_copy_safe_from", mt_copy_safe_from, 0 },
        { "mt_copy_safe_zeropad", mt_copy_safe_zeropad, 1 },
        { "mt_copy_safe_to", mt_copy_safe_to, 0 },
    };
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    sweep(&pub[0], SIDE_SRC, 1);
    sweep(&pub[0], SIDE_DST, 1);
    sweep(&pub[0], SIDE_BOTH, 0);
    sweep(&pub[1], SIDE_SRC, 1);
    sweep(&pub[2], SIDE_SRC, 1);
    sweep(&pub[3], SIDE_DST, 1);
    sweep_pre(&pub[0], SIDE_SRC);
    sweep_pre(&pub[0], SIDE_DST);
    sweep_pre(&pub[1], SIDE_SRC);
    sweep_pre(&pub[2], SIDE_SRC);
    sweep_pre(&pub[3], SIDE_DST);
    for (int i = 0; i < 4; i++)
        test_zero_and_odd(&pub[i], i == 3 ? SIDE_DST : i == 0 ? SIDE_BOTH : SIDE_SRC);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("public entry points: %ld checks, %ld faulting, %.2f s\n", (long)passed, (long)faulting,
           (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);

#if defined(__x86_64__)
    if (!is_vm) {
        /* Each asm body directly, at three rep movsb thresholds. */
        int avx2 = (mt_cpu()->features & (MT_CPU_AVX | MT_CPU_AVX2)) == (MT_CPU_AVX | MT_CPU_AVX2);
        const struct tcase bodies[] = {
            { "sse2", mt_sc_copy_sse2, 0 },      { "from_sse2", mt_sc_copy_from_sse2, 0 },
            { "to_sse2", mt_sc_copy_to_sse2, 0 }, { "avx2", mt_sc_copy_avx2, 0 },
            { "from_avx2", mt_sc_copy_from_avx2, 0 }, { "to_avx2", mt_sc_copy_to_avx2, 0 },
        };
        /* rep movsb thresholds: this CPU's, from 129 where src and dst
         * are mutually 32-byte aligned (the other pairs take the loop),
         * from 129 for every pair, and never */
        size_t saved = mt_sc_rep_from, saved_skewed = mt_sc_rep_skewed_from;
        const size_t reps[][2] = { { saved, saved_skewed }, { 129, SIZE_MAX }, { 129, 0 }, { SIZE_MAX, SIZE_MAX } };
        for (int r = 0; r < 4; r++) {
            mt_sc_rep_from = reps[r][0];
            mt_sc_rep_skewed_from = reps[r][1];
            for (int b = 0; b < 6; b++) {
                if (b >= 3 && !avx2)
                    continue;
                int v = b % 3; /* 0 both, 1 from, 2 to */
                if (v != 2)
                    sweep(&bodies[b], SIDE_SRC, 0);
                if (v != 1)
                    sweep(&bodies[b], SIDE_DST, 0);
                if (v == 0)
                    sweep(&bodies[b], SIDE_BOTH, 0);
                if (v != 2)
                    sweep_pre(&bodies[b], SIDE_SRC);
                if (v != 1)
                    sweep_pre(&bodies[b], SIDE_DST);
                test_zero_and_odd(&bodies[b], v == 0 ? SIDE_BOTH : v == 1 ? SIDE_SRC : SIDE_DST);
            }
        }
        mt_sc_rep_from = saved;
        mt_sc_rep_skewed_from = saved_skewed;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        printf("asm bodies x rep thresholds: %.2f s\n", (double)(t0.tv_sec - t1.tv_sec) + (t0.tv_nsec - t1.tv_nsec) / 1e9);
    }
#elif defined(__aarch64__)
    if (!is_vm) {
        /* Each asm body directly. */
        const struct tcase bodies[] = {
            { "neon", mt_sc_copy_neon, 0 }, { "from_neon", mt_sc_copy_from_neon, 0 },
            { "to_neon", mt_sc_copy_to_neon, 0 },
        };
        for (int v = 0; v < 3; v++) { /* 0 both, 1 from, 2 to */
            if (v != 2)
                sweep(&bodies[v], SIDE_SRC, 0);
            if (v != 1)
                sweep(&bodies[v], SIDE_DST, 0);
            if (v == 0)
                sweep(&bodies[v], SIDE_BOTH, 0);
            if (v != 2)
                sweep_pre(&bodies[v], SIDE_SRC);
            if (v != 1)
                sweep_pre(&bodies[v], SIDE_DST);
            test_zero_and_odd(&bodies[v], v == 0 ? SIDE_BOTH : v == 1 ? SIDE_SRC : SIDE_DST);
        }
        clock_gettime(CLOCK_MONOTONIC, &t0);
        printf("asm bodies: %.2f s\n", (double)(t0.tv_sec - t1.tv_sec) + (t0.tv_nsec - t1.tv_nsec) / 1e9);
    }
#endif
#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
    if (!is_vm) {
        /* Each asm body directly: VSX and 8-byte-word fast paths, both
         * sides, from-only and to-only. */
        const struct tcase bodies[] = {
            { "vsx", mt_sc_copy_vsx, 0 },       { "from_vsx", mt_sc_copy_from_vsx, 0 },
            { "to_vsx", mt_sc_copy_to_vsx, 0 }, { "scalar", mt_sc_copy_scalar, 0 },
            { "from_scalar", mt_sc_copy_from_scalar, 0 }, { "to_scalar", mt_sc_copy_to_scalar, 0 },
        };
        for (int b = 0; b < 6; b++) {
            int v = b % 3; /* 0 both, 1 from, 2 to */
            if (v != 2)
                sweep(&bodies[b], SIDE_SRC, 0);
            if (v != 1)
                sweep(&bodies[b], SIDE_DST, 0);
            if (v == 0)
                sweep(&bodies[b], SIDE_BOTH, 0);
            if (v != 2)
                sweep_pre(&bodies[b], SIDE_SRC);
            if (v != 1)
                sweep_pre(&bodies[b], SIDE_DST);
            test_zero_and_odd(&bodies[b], v == 0 ? SIDE_BOTH : v == 1 ? SIDE_SRC : SIDE_DST);
        }
        clock_gettime(CLOCK_MONOTONIC, &t0);
        printf("asm bodies: %.2f s\n", (double)(t0.tv_sec - t1.tv_sec) + (t0.tv_nsec - t1.tv_nsec) / 1e9);
    }
#endif
    test_read_safe();
    test_truncated_file();

    long bad = run_threads(0, 0);
    CHECK(bad == 0, "8 threads without sigaltstack: %ld wrong counts", bad);
    bad = run_threads(1, 0);
    CHECK(bad == 0, "8 threads on sigaltstack: %ld wrong counts", bad);

    test_children();

    printf("%ld passed, %ld failed, %ld skipped\n", (long)passed, (long)failed, (long)skipped);
    return failed ? 1 : 0;
}
