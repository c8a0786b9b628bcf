/* memtune reproduce, claims 16 and 18: faults.
 *
 * Both run in child processes: they install SIGSEGV handlers (and the safe
 * copy installs its own), and a child that misbehaves (qemu-user's signal
 * frames differ from the kernel's) is stopped by alarm() instead of
 * hanging the run. Results come back through a pipe as doubles.
 *
 *   16  cost per fault of mt_copy_safe under each mechanism (extable:
 *       signal handler + exception table; vm: process_vm_readv), the bare
 *       fault round trip (a load from a PROT_NONE page whose handler skips
 *       the load: lat_sig prot's unit), and the no-fault cost against
 *       memcpy.
 *   18  rep movsb faulting at every distance 0..4095 from a guard page and
 *       at sizes 1..8192, on the source side and on the destination side:
 *       the handler resumes after the instruction with RCX as the CPU left
 *       it; the bytes written must be exactly n - RCX. */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <ucontext.h>
#include <unistd.h>
#include "bench/timer.h"
#include "memtune.h"
#include "reproduce.h"

#define PAGE 4096

/* src/safecopy/safecopy.h: choose the mechanism before the first copy. */
int mt_safecopy_select(const char *mech);

#if defined(__x86_64__)
/* Runs fn(out, max, arg) in a child with a time limit; the child writes up
 * to max doubles. Returns how many came back, or -1 (why in err). */
static int in_child(int (*fn)(double *out, int max, const void *arg), const void *arg, double *out, int max,
                    unsigned seconds, char *err, size_t errlen)
{
    int p[2];
    if (pipe(p) != 0) {
        snprintf(err, errlen, "pipe: %s", strerror(errno));
        return -1;
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(err, errlen, "fork: %s", strerror(errno));
        close(p[0]);
        close(p[1]);
        return -1;
    }
    if (pid == 0) {
        close(p[0]);
        alarm(seconds);
        double v[64];
        int k = fn(v, max < 64 ? max : 64, arg);
        if (k > 0 && write(p[1], v, (size_t)k * sizeof *v) < 0)
            _exit(3);
        _exit(k >= 0 ? 0 : 2);
    }
    close(p[1]);
    size_t got = 0;
    char *dst = (char *)out;
    for (;;) {
        ssize_t k = read(p[0], dst + got, (size_t)max * sizeof *out - got);
        if (k <= 0)
            break;
        got += (size_t)k;
    }
    close(p[0]);
    int st;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    if (WIFSIGNALED(st)) {
        snprintf(err, errlen, "the child %s", WTERMSIG(st) == SIGALRM ? "did not finish in time" : strsignal(WTERMSIG(st)));
        return -1;
    }
    if (!WIFEXITED(st) || WEXITSTATUS(st)) {
        snprintf(err, errlen, "the child failed (status %d)", WIFEXITED(st) ? WEXITSTATUS(st) : -1);
        return -1;
    }
    return (int)(got / sizeof *out);
}

#endif

#if defined(__x86_64__)
int rp_fault_load(const void *p);
size_t rp_fault_movsb(void *d, const void *s, size_t n);
extern const char rp_fault_load_insn[], rp_fault_load_resume[];
extern const char rp_fault_movsb_insn[], rp_fault_movsb_resume[];

static void skip_handler(int sig, siginfo_t *si, void *ucv)
{
    (void)si;
    ucontext_t *uc = ucv;
    greg_t *rip = &uc->uc_mcontext.gregs[REG_RIP];
    if (*rip == (greg_t)(uintptr_t)rp_fault_load_insn)
        *rip = (greg_t)(uintptr_t)rp_fault_load_resume;
    else if (*rip == (greg_t)(uintptr_t)rp_fault_movsb_insn)
        *rip = (greg_t)(uintptr_t)rp_fault_movsb_resume;
    else {
        signal(sig, SIG_DFL); /* not ours: die of it */
    }
}

static int install_skip(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = skip_handler;
    sa.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    return sigaction(SIGSEGV, &sa, NULL) | sigaction(SIGBUS, &sa, NULL);
}

/* A readable page followed by a PROT_NONE page; returns the guard page. */
static char *guard_pair(void)
{
    char *m = mmap(NULL, 2 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED || mprotect(m + PAGE, PAGE, PROT_NONE) != 0)
        return NULL;
    memset(m, 0x11, PAGE);
    return m + PAGE;
}
#endif

struct sc_arg {
    double tsc_hz;
    int calls;
    const char *mech;      /* NULL: the bare round trip */
};

__attribute__((unused)) static int child_safecopy(double *out, int max, const void *argv)
{
#if defined(__x86_64__)
    const struct sc_arg *a = argv;
    char *g = guard_pair();
    static char dst[4096] __attribute__((aligned(64)));
    static char src[4096] __attribute__((aligned(64)));
    if (!g || max < (a->mech ? 3 : 1))
        return -1;
    double ns_tick = 1e9 / a->tsc_hz;
    if (!a->mech) {
        if (install_skip() != 0)
            return -1;
        rp_fault_load(g); /* the first fault maps the handler's pages */
        uint64_t t0 = mt_stamp_begin();
        for (int i = 0; i < a->calls; i++)
            rp_fault_load(g);
        out[0] = (double)(mt_stamp_end() - t0) * ns_tick / a->calls;
        return 1;
    }
    if (mt_safecopy_select(a->mech) != 0)
        return -1;
    /* a fault on the first byte: the whole copy is refused, one fault */
    if (mt_copy_safe(dst, g, 64) != 64)
        return -1;
    uint64_t t0 = mt_stamp_begin();
    for (int i = 0; i < a->calls; i++)
        mt_copy_safe(dst, g, 64);
    out[0] = (double)(mt_stamp_end() - t0) * ns_tick / a->calls;
    /* no fault: 64 bytes, against memcpy through a volatile pointer */
    void *(*volatile mc)(void *, const void *, size_t) = memcpy;
    int reps = a->calls * 50;
    t0 = mt_stamp_begin();
    for (int i = 0; i < reps; i++) {
        mt_copy_safe(dst, src, 64);
        __asm__ volatile("" ::: "memory");
    }
    out[1] = (double)(mt_stamp_end() - t0) * ns_tick / reps;
    t0 = mt_stamp_begin();
    for (int i = 0; i < reps; i++) {
        mc(dst, src, 64);
        __asm__ volatile("" ::: "memory");
    }
    out[2] = (double)(mt_stamp_end() - t0) * ns_tick / reps;
    return 3;
#else
    (void)out, (void)max, (void)argv;
    return -1;
#endif
}

void rp_run_safecopy(struct rp_ctx *c, struct rp_result *r)
{
#if defined(__x86_64__)
    char err[200];
    int calls = c->quick ? 200 : 3000;
    struct sc_arg bare = { c->tsc_hz, calls, NULL }, ext = { c->tsc_hz, calls, "extable" }, vm = { c->tsc_hz, calls, "vm" };
    double rt[1], e[3], v[3];
    rp_method(r, "in child processes: %d loads from a PROT_NONE page whose SIGSEGV handler skips the load (the bare "
              "round trip), %d mt_copy_safe(dst, PROT_NONE page, 64) calls (one fault each, nothing copied) and "
              "%d no-fault 64-byte calls against memcpy, with MEMTUNE_SAFECOPY=extable and =vm; rdtsc around each "
              "loop.", calls, calls, calls * 50);
    int k1 = in_child(child_safecopy, &bare, rt, 1, 30, err, sizeof err);
    if (k1 != 1) {
        rp_set(r, RP_ERROR, "bare fault round trip: %s", k1 < 0 ? err : "no result");
        return;
    }
    int k2 = in_child(child_safecopy, &ext, e, 3, 30, err, sizeof err);
    if (k2 != 3) {
        rp_set(r, RP_ERROR, "extable mechanism: %s", k2 < 0 ? err : "no result");
        return;
    }
    int k3 = in_child(child_safecopy, &vm, v, 3, 30, err, sizeof err);
    rp_printf(r, "bare fault + signal + sigreturn: %.2f us per fault\n", rt[0] / 1000);
    rp_printf(r, "extable: %.2f us per faulting call; no fault %.1f ns (memcpy %.1f ns)\n", e[0] / 1000, e[1], e[2]);
    if (k3 == 3)
        rp_printf(r, "vm (process_vm_readv): %.2f us per faulting call; no fault %.1f ns (memcpy %.1f ns)\n",
                  v[0] / 1000, v[1], v[2]);
    else
        rp_printf(r, "vm (process_vm_readv): %s\n", k3 < 0 ? err : "no result");
    rp_value(r, "bare_fault_ns", rt[0], "ns");
    rp_value(r, "extable_fault_ns", e[0], "ns");
    rp_value(r, "extable_nofault_ns", e[1], "ns");
    rp_value(r, "memcpy_64_ns", e[2], "ns");
    if (k3 == 3) {
        rp_value(r, "vm_fault_ns", v[0], "ns");
        rp_value(r, "vm_nofault_ns", v[1], "ns");
    }
    judge_safecopy(e[0], rt[0], e[1], e[2], &r->j);
#else
    rp_set(r, RP_NA, "x86-64 only (the exception-table mechanism)");
#endif
}

/* ---- 18. the rep movsb fault contract --------------------------------------------- */

struct fc_arg {
    bool quick;
};

/* out: cases, bad_rcx (bytes before n - RCX wrong), bad_bytes (written at
 * or past n - RCX), short (stopped before the fault), max shortfall. */
__attribute__((unused)) static int child_contract(double *out, int max, const void *argv)
{
#if defined(__x86_64__)
    const struct fc_arg *a = argv;
    if (max < 5 || install_skip() != 0)
        return -1;
    /* read side: [RW page][PROT_NONE] as the source end; write side: the same as the destination end */
    char *rg = mmap(NULL, 4 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    char *wg = mmap(NULL, 4 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    char *big = mmap(NULL, 4 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (rg == MAP_FAILED || wg == MAP_FAILED || big == MAP_FAILED)
        return -1;
    /* guards at the third page; the first two pages are data */
    if (mprotect(rg + 2 * PAGE, 2 * PAGE, PROT_NONE) || mprotect(wg + 2 * PAGE, 2 * PAGE, PROT_NONE))
        return -1;
    char *rend = rg + 2 * PAGE, *wend = wg + 2 * PAGE;
    for (size_t i = 0; i < 2 * PAGE; i++)
        rg[i] = (char)(i * 7 % 127);
    for (size_t i = 0; i < 4 * PAGE; i++)
        big[i] = (char)(i * 13 % 127);
    static char dst[3 * PAGE];
    const unsigned char FILL = 0xff; /* no source byte has the top bit */
    size_t cases = 0, bad_rcx = 0, bad_bytes = 0, shortc = 0, maxshort = 0;
    unsigned stepk = a->quick ? 61 : 1, stepn = a->quick ? 97 : 2;
    for (int side = 0; side < 2; side++) {
        for (int sweep = 0; sweep < 2; sweep++) {
            size_t lim = sweep ? 8192 : 4096;
            for (size_t v = sweep ? 1 : 0; v < lim + (sweep ? 1 : 0); v += sweep ? stepn : stepk) {
                size_t k, n; /* k accessible bytes before the guard, n > k */
                if (!sweep) {
                    k = v;
                    n = k + 1 + (k * 7919 % 4096);
                } else {
                    n = v;
                    k = (size_t)((v * 2654435761u) % v);
                    if (k > 2 * PAGE - 1)
                        k %= 2 * PAGE;
                }
                if (k > 2 * PAGE || n > 8192 + 4096)
                    continue;
                size_t rcx;
                if (side == 0) { /* the source faults */
                    const char *s = rend - k;
                    memset(dst, (int)FILL, n + 64);
                    rcx = rp_fault_movsb(dst, s, n);
                    size_t done = n - rcx;
                    bool ok1 = rcx <= n && memcmp(dst, s, done > k ? k : done) == 0 && done <= k;
                    bool ok2 = true;
                    for (size_t i = done; i < n + 64 && ok2; i++)
                        ok2 = (unsigned char)dst[i] == FILL;
                    bad_rcx += !ok1;
                    bad_bytes += !ok2;
                    if (done < k) {
                        shortc++;
                        if (k - done > maxshort)
                            maxshort = k - done;
                    }
                } else { /* the destination faults */
                    char *d = wend - k;
                    memset(wg, (int)FILL, 2 * PAGE);
                    rcx = rp_fault_movsb(d, big, n);
                    size_t done = n - rcx;
                    bool ok1 = rcx <= n && done <= k && memcmp(d, big, done) == 0;
                    bool ok2 = true;
                    for (size_t i = done; i < k && ok2; i++)
                        ok2 = (unsigned char)d[i] == FILL;
                    bad_rcx += !ok1;
                    bad_bytes += !ok2;
                    if (done < k) {
                        shortc++;
                        if (k - done > maxshort)
                            maxshort = k - done;
                    }
                }
                cases++;
            }
        }
    }
    out[0] = (double)cases;
    out[1] = (double)bad_rcx;
    out[2] = (double)bad_bytes;
    out[3] = (double)shortc;
    out[4] = (double)maxshort;
    return 5;
#else
    (void)out, (void)max, (void)argv;
    return -1;
#endif
}

void rp_run_fault_contract(struct rp_ctx *c, struct rp_result *r)
{
#if defined(__x86_64__)
    struct fc_arg a = { c->quick };
    double v[5];
    char err[200];
    int k = in_child(child_contract, &a, v, 5, 60, err, sizeof err);
    if (k != 5) {
        rp_set(r, RP_ERROR, "%s", k < 0 ? err : "no result");
        return;
    }
    rp_method(r, "in a child process: rep movsb (a plain asm body) from a source whose readable part ends k bytes "
              "before a PROT_NONE page, and into a destination likewise, for k = 0..4095%s with n = k + 1.. and for "
              "n = 1..8192%s; the SIGSEGV handler resumes after the instruction with RCX as the CPU left it; "
              "checked: dst[0..n-RCX) equals the source, nothing at or past n - RCX written.",
              c->quick ? " (every 61st)" : "", c->quick ? " (every 97th)" : " (every 2nd)");
    rp_printf(r, "%.0f faulting copies: RCX inconsistent with the bytes written in %.0f, bytes written past n - RCX "
              "in %.0f; stopped before the fault (allowed by the contract) in %.0f, by at most %.0f bytes\n", v[0],
              v[1], v[2], v[3], v[4]);
    rp_value(r, "cases", v[0], "");
    rp_value(r, "bad_rcx", v[1], "");
    rp_value(r, "bad_bytes", v[2], "");
    rp_value(r, "stopped_short", v[3], "");
    rp_value(r, "max_shortfall", v[4], "B");
    judge_fault_contract((size_t)v[0], (size_t)v[1], (size_t)v[2], &r->j);
#else
    rp_set(r, RP_NA, "x86-64 only (rep movsb)");
#endif
}
