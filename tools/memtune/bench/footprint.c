/* The code a call runs: instructions executed and 64-byte i-cache lines
 * touched, for one implementation at one size (issue 17: "report the bytes
 * of each hot path"). Not a timing: a count, the same on every run, so a
 * test can assert it and two implementations compare exactly.
 *
 * How: a forked child calls the function once per size, each call after a
 * raise(SIGSTOP); the parent (its ptrace tracer) single-steps the child from
 * that stop until the function's entry, reads the return address on the
 * stack there, and records every instruction address until the child is
 * back at that address with the stack popped. Everything the call reaches
 * counts: a PLT stub, an ifunc-resolved libc function, a tail call into a C
 * half. A rep-prefixed string instruction, which traps after each of its
 * iterations, counts once. The lines are the distinct 64-byte blocks
 * holding the start of an executed instruction, the bytes the call
 * occupies in the i-cache (an instruction that straddles a line counts
 * once).
 *
 * Assumptions: x86-64 Linux (PTRACE_SINGLESTEP and the user_regs_struct
 * rip/rsp); a fork shares the parent's address space layout, so the
 * function pointers are valid in the child. Where ptrace is refused
 * (seccomp, Yama ptrace_scope 3) every result says so and nothing is
 * measured. */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "bench.h"

#if defined(__x86_64__) && defined(__linux__)
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/wait.h>

#define FP_MAX_STEPS 4000000ul

/* The call the child makes; volatile pointers so the compiler cannot
 * inline or specialise it. */
static void fp_call(enum mt_op op, const struct mt_bench_impl *im, unsigned char *d, const unsigned char *s, size_t n)
{
    switch (op) {
    case MT_OP_MEMCPY:
    case MT_OP_MEMMOVE: {
        mt_copy_fn volatile f = im->fn.copy;
        f(d, s, n);
        break;
    }
    case MT_OP_MEMSET: {
        mt_set_fn volatile f = im->fn.set;
        f(d, 0x5a, n);
        break;
    }
    case MT_OP_MEMCMP:
    case MT_OP_BCMP: {
        mt_cmp_fn volatile f = im->fn.cmp;
        volatile int r = f(d, s, n);
        (void)r;
        break;
    }
    default:
        break;
    }
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Distinct values of v[0..n) after sorting it. */
static size_t distinct(uint64_t *v, size_t n)
{
    qsort(v, n, sizeof v[0], cmp_u64);
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (!k || v[k - 1] != v[i])
            v[k++] = v[i];
    return k;
}

/* One traced call: the child is stopped (SIGSTOP) just before it. */
static int trace_call(pid_t pid, uint64_t entry, struct mt_footprint *out, uint64_t **buf, size_t *cap,
                      char *err, size_t errlen)
{
    struct user_regs_struct r;
    int st = 0;
    unsigned long steps = 0;
    uint64_t ret = 0, sp = 0;
    size_t n = 0;
    bool in = false;
    for (;;) {
        if (ptrace(PTRACE_GETREGS, pid, 0, &r) != 0) {
            snprintf(err, errlen, "PTRACE_GETREGS: %s", strerror(errno));
            return -1;
        }
        if (!in && r.rip == entry) {
            errno = 0;
            long v = ptrace(PTRACE_PEEKDATA, pid, (void *)r.rsp, 0);
            if (errno) {
                snprintf(err, errlen, "PTRACE_PEEKDATA: %s", strerror(errno));
                return -1;
            }
            ret = (uint64_t)v;
            sp = r.rsp + 8;
            in = true;
        }
        if (in) {
            if (r.rip == ret && r.rsp == sp)
                break;
            /* a rep-prefixed string instruction traps after each
             * iteration at the same address: one instruction */
            if (n && (*buf)[n - 1] == r.rip)
                goto step;
            if (n == *cap) {
                size_t nc = *cap ? *cap * 2 : 4096;
                uint64_t *nb = realloc(*buf, nc * sizeof **buf);
                if (!nb) {
                    snprintf(err, errlen, "out of memory");
                    return -1;
                }
                *buf = nb;
                *cap = nc;
            }
            (*buf)[n++] = r.rip;
        }
    step:
        if (++steps > FP_MAX_STEPS) {
            snprintf(err, errlen, "more than %lu instructions (entry %s)", FP_MAX_STEPS, in ? "reached" : "never reached");
            return -1;
        }
        if (ptrace(PTRACE_SINGLESTEP, pid, 0, 0) != 0 || waitpid(pid, &st, 0) != pid || !WIFSTOPPED(st)) {
            snprintf(err, errlen, "single-step: the child %s", WIFSTOPPED(st) ? "did not stop" : "exited or died");
            return -1;
        }
        if (WSTOPSIG(st) != SIGTRAP) {
            snprintf(err, errlen, "the traced call stopped with signal %d", WSTOPSIG(st));
            return -1;
        }
    }
    out->insns = n;
    out->distinct = distinct(*buf, n);
    size_t k = out->distinct;
    for (size_t i = 0; i < k; i++)
        (*buf)[i] >>= 6;
    out->lines = distinct(*buf, k);
    out->ok = true;
    return 0;
}

static int measure(enum mt_op op, const struct mt_bench_impl *im, const size_t *sizes, size_t nsizes,
                   struct mt_footprint *out, char *err, size_t errlen)
{
    size_t max = 0;
    for (size_t i = 0; i < nsizes; i++)
        max = sizes[i] > max ? sizes[i] : max;
    /* dst and src apart by 4 KiB + 64 (no overlap, no 4K aliasing), both
     * filled alike so memcmp and bcmp run to the end (equal buffers) */
    size_t span = max + 4096 + 64;
    unsigned char *m = malloc(2 * span + 64);
    if (!m) {
        snprintf(err, errlen, "footprint: out of memory");
        return -1;
    }
    unsigned char *d = m + ((64 - ((uintptr_t)m & 63)) & 63), *s = d + span;
    memset(d, 0x33, span);
    memset(s, 0x33, span);

    pid_t pid = fork();
    if (pid < 0) {
        snprintf(err, errlen, "footprint: fork: %s", strerror(errno));
        free(m);
        return -1;
    }
    if (pid == 0) {
        if (ptrace(PTRACE_TRACEME, 0, 0, 0) != 0)
            _exit(3);
        for (size_t i = 0; i < nsizes; i++) {
            raise(SIGSTOP);
            fp_call(op, im, d, s, sizes[i]);
        }
        _exit(0);
    }
    int st = 0, rc = 0;
    uint64_t *buf = NULL;
    size_t cap = 0;
    err[0] = 0;
    for (size_t i = 0; i < nsizes; i++) {
        if (waitpid(pid, &st, 0) != pid || !WIFSTOPPED(st) || WSTOPSIG(st) != SIGSTOP) {
            snprintf(err, errlen, "footprint: ptrace refused here (the child %s)",
                     WIFEXITED(st) && WEXITSTATUS(st) == 3 ? "could not PTRACE_TRACEME" : "did not stop");
            rc = -1;
            break;
        }
        char e[160];
        if (trace_call(pid, (uint64_t)(uintptr_t)im->fn.any, &out[i], &buf, &cap, e, sizeof e) != 0) {
            snprintf(err, errlen, "footprint: %s at %zu B: %s", im->name, sizes[i], e);
            rc = -1;
            break;
        }
        if (ptrace(PTRACE_CONT, pid, 0, 0) != 0) {
            snprintf(err, errlen, "footprint: PTRACE_CONT: %s", strerror(errno));
            rc = -1;
            break;
        }
    }
    if (rc != 0)
        kill(pid, SIGKILL);
    waitpid(pid, &st, 0);
    free(buf);
    free(m);
    return rc;
}

#else

static int measure(enum mt_op op, const struct mt_bench_impl *im, const size_t *sizes, size_t nsizes,
                   struct mt_footprint *out, char *err, size_t errlen)
{
    (void)op, (void)im, (void)sizes, (void)nsizes, (void)out;
    snprintf(err, errlen, "footprint: measured on x86-64 Linux only (single-stepped with ptrace)");
    return -1;
}

#endif

int mt_footprint_measure(enum mt_op op, const struct mt_bench_impl *im, const size_t *sizes, size_t nsizes,
                         struct mt_footprint *out, char *err, size_t errlen)
{
    memset(out, 0, nsizes * sizeof *out);
    if (op != MT_OP_MEMCPY && op != MT_OP_MEMMOVE && op != MT_OP_MEMSET && op != MT_OP_MEMCMP && op != MT_OP_BCMP) {
        snprintf(err, errlen, "footprint: %s is not measured", mt_op_name(op));
        return -1;
    }
    return measure(op, im, sizes, nsizes, out, err, errlen);
}
