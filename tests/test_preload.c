/* The drop-in library seen from inside a program that knows nothing of
 * memtune (tests/test_dropin.py runs it under `memtune run`). Built with
 * -fno-builtin, so every call below goes through the PLT to whatever
 * libc-named function the dynamic linker bound.
 *
 *   test_preload --check TIER     memcpy & co. come from the drop-in whose
 *                                 mt_preload_tier is TIER ("pointer", "sse2",
 *                                 "avx2", "avx512"; "none": from libc);
 *                                 every entry against byte loops at sizes
 *                                 0..600 and beyond, alignments 0..15, guard
 *                                 bytes; the same in 4 threads at once; a
 *                                 fork+exec'd child sees the same object;
 *                                 __memcpy_chk with n > destination aborts
 *   test_preload --forced NAME    additionally: memcpy dispatches to NAME
 * Prints "N passed, N failed". */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <unistd.h>

extern void *mempcpy(void *, const void *, size_t);
extern void *__memcpy_chk(void *, const void *, size_t, size_t);
extern void *__memmove_chk(void *, const void *, size_t, size_t);
extern void *__memset_chk(void *, int, size_t, size_t);
extern void *__mempcpy_chk(void *, const void *, size_t, size_t);

static int passed, failed;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void check(int ok, const char *what, size_t n, size_t a1, size_t a2)
{
    pthread_mutex_lock(&lock);
    if (ok) {
        passed++;
    } else {
        failed++;
        if (failed <= 20)
            printf("FAIL %s n=%zu align %zu/%zu\n", what, n, a1, a2);
    }
    pthread_mutex_unlock(&lock);
}

#define SLACK 64
#define MAXN 4200

static void fill(unsigned char *p, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (unsigned char)(seed * 131 + i * 7 + (i >> 8));
}

static int same(const unsigned char *a, const unsigned char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            return 0;
    return 1;
}

static int sign(int x)
{
    return (x > 0) - (x < 0);
}

static int ref_cmp(const unsigned char *a, const unsigned char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

/* One size and alignment pair through every entry. */
static void one(size_t n, size_t sa, size_t da, unsigned seed)
{
    static __thread unsigned char src[MAXN + 2 * SLACK + 64], dst[MAXN + 2 * SLACK + 64], want[MAXN + 2 * SLACK + 64];
    unsigned char *s = src + SLACK + sa, *d = dst + SLACK + da;
    size_t total = sizeof dst;

    /* memcpy, __memcpy_chk, mempcpy, __mempcpy_chk */
    for (int variant = 0; variant < 4; variant++) {
        fill(src, sizeof src, seed);
        fill(dst, total, seed + 1);
        for (size_t i = 0; i < total; i++)
            want[i] = dst[i];
        for (size_t i = 0; i < n; i++)
            want[SLACK + da + i] = s[i];
        void *r = variant == 0 ? memcpy(d, s, n) : variant == 1 ? __memcpy_chk(d, s, n, n)
                : variant == 2 ? mempcpy(d, s, n) : __mempcpy_chk(d, s, n, n + 1);
        void *expect = variant < 2 ? (void *)d : (void *)(d + n);
        static const char *const nm[4] = { "memcpy", "__memcpy_chk", "mempcpy", "__mempcpy_chk" };
        check(r == expect && same(dst, want, total), nm[variant], n, sa, da);
    }
    /* memmove (overlapping both ways) and __memmove_chk */
    for (int variant = 0; variant < 3; variant++) {
        fill(dst, total, seed + 2);
        unsigned char *from = dst + SLACK + sa, *to = variant == 2 ? dst + SLACK + da + 7 : dst + SLACK + da;
        if (variant == 1) {
            unsigned char *t = from;
            from = to;
            to = t;
        }
        for (size_t i = 0; i < total; i++)
            want[i] = dst[i];
        for (size_t i = 0; i < n; i++)
            want[(size_t)(to - dst) + i] = from[i];
        void *r = variant == 1 ? __memmove_chk(to, from, n, n) : memmove(to, from, n);
        check(r == to && same(dst, want, total), variant == 1 ? "__memmove_chk" : "memmove", n, sa, da);
    }
    /* memset, __memset_chk, bzero */
    for (int variant = 0; variant < 3; variant++) {
        fill(dst, total, seed + 3);
        int c = variant == 2 ? 0 : (int)(0x5a + seed) & 0xff;
        for (size_t i = 0; i < total; i++)
            want[i] = dst[i];
        for (size_t i = 0; i < n; i++)
            want[SLACK + da + i] = (unsigned char)c;
        void *r = d;
        if (variant == 0)
            r = memset(d, c, n);
        else if (variant == 1)
            r = __memset_chk(d, c, n, n);
        else
            bzero(d, n);
        check(r == d && same(dst, want, total), variant == 0 ? "memset" : variant == 1 ? "__memset_chk" : "bzero", n,
              sa, da);
    }
    /* memcmp / bcmp: equal, then a difference at the start, middle, end */
    fill(src, sizeof src, seed + 4);
    for (size_t i = 0; i < n; i++)
        d[i] = s[i];
    check(memcmp(s, d, n) == 0 && bcmp(s, d, n) == 0, "memcmp/bcmp equal", n, sa, da);
    if (n) {
        size_t at[3] = { 0, n / 2, n - 1 };
        for (int k = 0; k < 3; k++) {
            unsigned char keep = d[at[k]];
            d[at[k]] = (unsigned char)(keep + 1 + (seed & 7));
            int want_sign = ref_cmp(s, d, n);
            check(sign(memcmp(s, d, n)) == want_sign && sign(memcmp(d, s, n)) == -want_sign, "memcmp", n, sa, da);
            check(bcmp(s, d, n) != 0, "bcmp", n, sa, da);
            d[at[k]] = keep;
        }
    }
}

static void sweep(unsigned seed, size_t step)
{
    for (size_t n = 0; n <= 600; n += step)
        for (size_t a = 0; a < 16; a += 1 + (n > 64) * 4)
            one(n, a, (a * 5 + seed) & 15, seed + (unsigned)n);
    static const size_t big[] = { 1023, 1024, 2048 + 31, 4096, MAXN - 1 };
    for (size_t i = 0; i < sizeof big / sizeof big[0]; i++)
        one(big[i], i & 15, (i * 7) & 15, seed);
}

static void *thread_main(void *arg)
{
    sweep((unsigned)(uintptr_t)arg, 3);
    return NULL;
}

/* Where the libc-named memcpy this process calls comes from. */
static const char *tier_in_use(char *path, size_t len)
{
    void *fn = dlsym(RTLD_DEFAULT, "memcpy");
    Dl_info di;
    if (!fn || !dladdr(fn, &di) || !di.dli_fname)
        return NULL;
    snprintf(path, len, "%s", di.dli_fname);
    const char *tier = dlsym(RTLD_DEFAULT, "mt_preload_tier");
    Dl_info ti;
    if (!tier || !dladdr(tier, &ti) || !ti.dli_fname || strcmp(ti.dli_fname, di.dli_fname) != 0)
        return "none";
    return tier;
}

int main(int argc, char **argv)
{
    const char *want = NULL, *forced = NULL;
    int child = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--check") && i + 1 < argc)
            want = argv[++i];
        else if (!strcmp(argv[i], "--forced") && i + 1 < argc)
            forced = argv[++i];
        else if (!strcmp(argv[i], "--child"))
            child = 1;
        else {
            fprintf(stderr, "usage: test_preload --check TIER [--forced NAME]\n");
            return 2;
        }
    }
    if (!want) {
        fprintf(stderr, "usage: test_preload --check TIER [--forced NAME]\n");
        return 2;
    }
    char path[1024] = "";
    const char *tier = tier_in_use(path, sizeof path);
    int ok = tier && !strcmp(tier, want);
    if (child)
        return ok ? 0 : 1;
    check(ok, "the libc-named memcpy comes from the expected drop-in", 0, 0, 0);
    if (!ok)
        printf("  memcpy is from %s (tier %s), expected tier %s\n", path[0] ? path : "?", tier ? tier : "?", want);

    if (forced) {
        const void *(*cur)(int) = (const void *(*)(int))dlsym(RTLD_DEFAULT, "mt_dispatch_current");
        /* struct mt_strategy: op (int, padded), then const char *name */
        const void *s = cur ? cur(0) : NULL;
        const char *name = s ? *(const char *const *)((const char *)s + sizeof(void *)) : NULL;
        check(name && !strcmp(name, forced), "memcpy dispatches to the forced strategy", 0, 0, 0);
        if (!(name && !strcmp(name, forced)))
            printf("  memcpy dispatches to %s, expected %s\n", name ? name : "?", forced);
    }

    sweep(1, 1);

    pthread_t th[4];
    for (uintptr_t t = 0; t < 4; t++)
        if (pthread_create(&th[t], NULL, thread_main, (void *)(t + 10)) != 0)
            check(0, "pthread_create", 0, 0, 0);
    for (int t = 0; t < 4; t++)
        pthread_join(th[t], NULL);

    /* fork + exec: the child (a new image) has the same drop-in */
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        char *av[] = { argv[0], "--check", (char *)want, "--child", NULL };
        execv("/proc/self/exe", av);
        _exit(3);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    check(WIFEXITED(st) && WEXITSTATUS(st) == 0, "fork+exec child sees the same memcpy", 0, 0, 0);

    /* the fortified entry refuses a copy larger than its destination */
    if (strcmp(want, "none") != 0) {
        pid = fork();
        if (pid == 0) {
            static char buf[64];
            close(2); /* glibc's "*** buffer overflow detected ***" */
            __memcpy_chk(buf, buf + 32, 32, 8);
            _exit(0);
        }
        waitpid(pid, &st, 0);
        check(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT, "__memcpy_chk with n > destination size aborts", 0, 0, 0);
    }

    printf("test_preload (%s): %d passed, %d failed\n", want, passed, failed);
    return failed != 0;
}
