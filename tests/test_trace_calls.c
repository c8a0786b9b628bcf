/* A program whose memory-primitive calls are known, for the tracer test
 * (tests/test_dropin.py runs `memtune trace -- test_trace_calls` and checks
 * what trace.json, Memcpy.csv and Memcpy.seq say). Built with -fno-builtin:
 * every call below goes through the PLT.
 *   site A: memcpy of 1, 2, ..., 100 bytes (distinct sizes, never repeats)
 *   site B: 50 x memcpy of 64 bytes, dst 64-aligned, src at +3 (repeats)
 *   5 x memmove of 32 bytes to src + 1 (overlapping)
 *   10 x memset of 4096 bytes, 64-aligned
 *   7 x memcmp of 16, first differing at 0, 2, 4, 6, 8, 10, then equal;
 *   3 x bcmp of 8, differing at 0
 *   a second thread: 1000 x memcpy of 8 bytes
 *   a forked child: 3 x memset of 3 bytes, then exit()
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <unistd.h>

static _Alignas(64) unsigned char src[8192], dst[8192];
static volatile unsigned sink;

static __attribute__((noinline)) void site_a(void)
{
    for (size_t n = 1; n <= 100; n++)
        memcpy(dst, src, n);
}

static __attribute__((noinline)) void site_b(void)
{
    for (int i = 0; i < 50; i++)
        memcpy(dst, src + 3, 64);
}

static void *thread_main(void *arg)
{
    static unsigned char a[64], b[64];
    for (int i = 0; i < 1000; i++)
        memcpy(a, b, 8);
    return arg;
}

int main(void)
{
    site_a();
    site_b();
    for (int i = 0; i < 5; i++)
        memmove(src + 1, src, 32);
    for (int i = 0; i < 10; i++)
        memset(dst, i, 4096);
    static unsigned char ca[16], cb[16];
    for (int i = 0; i < 7; i++) {
        if (i < 6)
            cb[2 * i] = 1;
        sink += memcmp(ca, cb, 16);
        if (i < 6)
            cb[2 * i] = 0;
    }
    for (int i = 0; i < 3; i++)
        sink += bcmp(src, dst, 8);
    pthread_t t;
    if (pthread_create(&t, NULL, thread_main, NULL) != 0 || pthread_join(t, NULL) != 0)
        return 1;
    pid_t pid = fork();
    if (pid == 0) {
        for (int i = 0; i < 3; i++)
            memset(dst, 1, 3);
        exit(0);
    }
    int st;
    waitpid(pid, &st, 0);
    return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : 1;
}
