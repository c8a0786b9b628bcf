/* memtune bench edges: the calls a size distribution never shows.
 *
 * A masked vector access (AVX-512 vmovdqu8 with a k mask, AVX2 vpmaskmov)
 * does not fault on its masked-off bytes, so a copy of n <= 64 bytes can
 * be one masked load and store with no size branch. But when the masked-off
 * part of the 64-byte window lies on a page the CPU has not marked
 * accessed (or, for a store, dirty) -- an unmapped or PROT_NONE page after
 * the buffer, a page of a fresh mapping not yet written, page 0 for
 * memcpy(d, NULL, 0) -- the access is a microcode assist: hundreds of
 * cycles instead of a few, on every call, since the masked access never
 * sets those bits. The distribution replays (memtune bench OP --dist) use
 * buffers far from any page end and never see it; this command times
 * exactly those calls, implementations interleaved, next to a control call
 * of the same size in the middle of a page:
 *
 *   NULL, n = 0                 memcpy(d, NULL, 0) from an empty container
 *   n = 0 at a PROT_NONE page   a pointer one past the end of a buffer
 *   n = 8, ends at a PROT_NONE  the last bytes before an unmapped page
 *   n = 8, ends at a fresh page the last bytes before a page never written
 *   append 24 B into fresh      a serialiser filling a new buffer (copy and
 *                               set only; ns per record, page faults included)
 *
 * Timing: lfence;rdtsc;lfence around 1000 calls, the median of --rounds
 * rounds, implementations in a rotating order per round; the TSC rate from
 * the bench core. Pin it: taskset -c 1 memtune bench edges. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "bench/bench.h"
#include "bench/timer.h"
#include "memtune.h"
#include "memtune/registry.h"
#include "tool.h"

#define PAGE 4096
#define CALLS 1000
#define APPEND_BYTES ((size_t)8 << 20)
#define RECORD 24

enum where { W_CONTROL, W_NULL0, W_AT_GUARD0, W_END_GUARD, W_END_FRESH, W_APPEND, W__COUNT };
static const char *const where_name[W__COUNT] = {
    "n = 8, middle of a page (control)", "NULL, n = 0", "n = 0, at a PROT_NONE page",
    "n = 8, ends at a PROT_NONE page", "n = 8, ends at a page never written",
    "append 24 B records into fresh memory",
};

/* Pages: guard = [RW, PROT_NONE, RW]; fresh = [RW written, RW never written]. */
static char *guard, *fresh;
static char other[256] __attribute__((aligned(64)));

static int map_pages(void)
{
    guard = mmap(NULL, 3 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    fresh = mmap(NULL, 2 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (guard == MAP_FAILED || fresh == MAP_FAILED || mprotect(guard + PAGE, PAGE, PROT_NONE) != 0)
        return -1;
    memset(guard, 0x11, PAGE);
    memset(guard + 2 * PAGE, 0x11, PAGE);
    memset(fresh, 0x11, PAGE);
    memset(other, 0x11, sizeof other);
    return 0;
}

/* The arguments of case w: the buffer that meets the edge is the one the
 * op writes (dst), or a for memcmp/bcmp; the other one is an ordinary
 * buffer. For memcpy/memmove the edge buffer is the destination in
 * W_END_FRESH (a page never written matters to stores) and the source in
 * W_END_GUARD. */
static void args(enum mt_op op, enum where w, char **a, char **b, size_t *n)
{
    bool copy = op == MT_OP_MEMCPY || op == MT_OP_MEMMOVE;
    *b = other;
    *n = 8;
    switch (w) {
    case W_CONTROL:   *a = guard + PAGE / 2; break;
    case W_NULL0:     *a = NULL; *b = NULL; *n = 0; break;
    case W_AT_GUARD0: *a = guard + PAGE; *n = 0; break;
    case W_END_GUARD: *a = guard + PAGE - 8; break;
    case W_END_FRESH: *a = fresh + PAGE - 8; break;
    default:          *a = other; break;
    }
    if (copy && w == W_END_GUARD) { /* read the last bytes before the guard */
        *b = *a;
        *a = other;
    }
}

static void call(const struct mt_bench_impl *im, enum mt_op op, char *a, char *b, size_t n)
{
    switch (op) {
    case MT_OP_MEMCPY:
    case MT_OP_MEMMOVE: im->fn.copy(a, b, n); break;
    case MT_OP_MEMSET:  im->fn.set(a, 0x22, n); break;
    default: {
        volatile int r = im->fn.cmp(a, b, n);
        (void)r;
    }
    }
}

/* ns per call of CALLS calls (or per record for W_APPEND). */
static double time_case(const struct mt_bench_impl *im, enum mt_op op, enum where w, double ns_per_tick)
{
    if (w == W_APPEND) {
        char *buf = mmap(NULL, APPEND_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (buf == MAP_FAILED)
            return -1;
        size_t k = 0;
        uint64_t t0 = mt_stamp_begin();
        for (size_t o = 0; o + RECORD <= APPEND_BYTES; o += RECORD, k++)
            call(im, op, buf + o, other, RECORD);
        uint64_t t1 = mt_stamp_end();
        munmap(buf, APPEND_BYTES);
        return (double)(t1 - t0) * ns_per_tick / (double)k;
    }
    char *a, *b;
    size_t n;
    args(op, w, &a, &b, &n);
    uint64_t t0 = mt_stamp_begin();
    for (int i = 0; i < CALLS; i++) {
        call(im, op, a, b, n);
        __asm__ volatile("" ::: "memory");
    }
    uint64_t t1 = mt_stamp_end();
    return (double)(t1 - t0) * ns_per_tick / CALLS;
}

static int usage(FILE *f)
{
    fprintf(f,
        "usage: memtune bench edges [--ops LIST] [--impl LIST] [--rounds N]\n"
        "  --ops LIST    memcpy,memmove,memset,memcmp,bcmp (default: all five)\n"
        "  --impl LIST   as for memtune bench OP --impl (default libc,mt)\n"
        "  --rounds N    rounds per case, 3..1001 (default 15); the median is shown\n"
        "Times the calls next to page edges and NULL with n = 0 that a masked\n"
        "vector access can turn into a microcode assist. Pin it: taskset -c 1.\n");
    return f == stdout ? 0 : 2;
}

int cmd_bench_edges(int argc, char **argv)
{
    const char *ops = "memcpy,memmove,memset,memcmp,bcmp", *impl = "libc,mt";
    long rounds = 15;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h"))
            return usage(stdout);
        if (i + 1 >= argc)
            return mt_tool_error("bench edges: '%s' needs a value (or is unknown: memtune bench edges --help)", a);
        if (!strcmp(a, "--ops"))
            ops = argv[++i];
        else if (!strcmp(a, "--impl"))
            impl = argv[++i];
        else if (!strcmp(a, "--rounds")) {
            char *end;
            rounds = strtol(argv[++i], &end, 10);
            if (*end || end == argv[i] || rounds < 3 || rounds > 1001)
                return mt_tool_error("--rounds needs a whole number in 3..1001, got '%s'", argv[i]);
        } else
            return mt_tool_error("bench edges: unknown option '%s' (memtune bench edges --help lists them)", a);
    }
    /* every op named must exist before anything runs */
    char list[128];
    snprintf(list, sizeof list, "%s", ops);
    enum mt_op want[8];
    size_t nops = 0;
    for (char *save = NULL, *t = strtok_r(list, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        int o = mt_op_from_name(t);
        if (o < 0 || o == MT_OP_NAME_EQ || !mt_bench_op_supported((enum mt_op)o) || nops == 8)
            return mt_tool_error("bench edges: unknown op '%s' (memcpy, memmove, memset, memcmp, bcmp)", t);
        want[nops++] = (enum mt_op)o;
    }
    if (!nops)
        return mt_tool_error("bench edges: --ops names no op");
    /* every implementation must resolve for every op before anything runs */
    struct mt_bench_impl *impls[8];
    size_t nimpl[8];
    for (size_t k = 0; k < nops; k++) {
        char err[256];
        if (mt_bench_impl_list_parse(want[k], impl, &impls[k], &nimpl[k], err, sizeof err) != 0) {
            for (size_t j = 0; j < k; j++)
                mt_bench_impl_list_free(impls[j], nimpl[j]);
            return mt_tool_error("bench edges: %s", err);
        }
    }
    if (map_pages() != 0)
        return mt_tool_error("bench edges: cannot map the test pages");
    const struct mt_bench_timer *tm = mt_bench_timer();
    double ns_per_tick = 1e9 / tm->tsc_hz;
    const struct mt_bench_machine *m = mt_bench_machine();
    printf("memtune bench edges on %s (%s family %u model %u), %s; ns per call, median of %ld rounds\n",
           m->cpu, m->vendor, m->family, m->model, m->libc[0] ? m->libc : "libc ?", rounds);

    for (size_t k = 0; k < nops; k++) {
        enum mt_op op = want[k];
        struct mt_bench_impl *v = impls[k];
        size_t ni = nimpl[k];
        bool cmp = op == MT_OP_MEMCMP || op == MT_OP_BCMP;
        printf("\n%-8s %-40s", mt_op_name(op), "");
        for (size_t j = 0; j < ni; j++)
            printf(" %12.12s", v[j].label);
        printf("\n");
        double *t = malloc((size_t)rounds * ni * sizeof *t);
        if (!t) {
            for (size_t j = k; j < nops; j++)
                mt_bench_impl_list_free(impls[j], nimpl[j]);
            return mt_tool_error("bench edges: out of memory");
        }
        for (int w = 0; w < W__COUNT; w++) {
            if (w == W_APPEND && cmp)
                continue;
            long r_n = w == W_APPEND ? (rounds < 5 ? rounds : 5) : rounds;
            for (long r = 0; r < r_n; r++)
                for (size_t j = 0; j < ni; j++) {
                    size_t x = (j + (size_t)r) % ni; /* rotate who goes first */
                    if (v[x].prepare)
                        v[x].prepare(&v[x]);
                    t[x * (size_t)r_n + (size_t)r] = time_case(&v[x], op, (enum where)w, ns_per_tick);
                }
            printf("  %-47s", where_name[w]);
            for (size_t j = 0; j < ni; j++) {
                mt_bench_sort(t + j * (size_t)r_n, (size_t)r_n);
                printf(" %12.2f", mt_bench_quantile(t + j * (size_t)r_n, (size_t)r_n, 0.5));
            }
            printf("\n");
        }
        free(t);
        mt_bench_impl_list_free(v, ni);
    }
    return 0;
}
