/* checkasm engine: guarded buffers, protected calls and the test passes.
 *
 * Buffers. Four arenas of equal size, each between two PROT_NONE pages:
 *   S   sources (copy), first operand (compare), pre-state (memmove)
 *   D   destinations, second operand (compare), the memmove work area
 *   E   expected result: D's layout, written by the reference byte loop
 *       (compares need none: their answer is known by construction)
 *   BG  the background pattern D and E hold outside the bytes a case uses
 * A case touches only a window of D (the destination plus 64 bytes either
 * side, clipped at the guard pages); after each call the window is compared
 * with E and restored from BG, so a check costs O(n), not O(arena).
 * Guard passes place buffers so their last byte is the last byte before a
 * guard page (or their first byte the first after one): reading or writing
 * one byte across faults.
 *
 * Calls. Cases are the outer loop and functions the inner one, so the random
 * fill and the reference run once per case, and a --function/--test filter
 * does not change the data (each pass reseeds from --seed and its name).
 * Every call is wrapped in sigsetjmp: SIGSEGV/SIGBUS/SIGILL inside it become
 * a failure naming the function and the case, and the function is not called
 * again in that pass. On x86-64 and aarch64 calls go through
 * checkasm_checked_call (tests/checkasm_<arch>.S). */
#define _GNU_SOURCE
#include <inttypes.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include "memtune.h"
#include "memtune/cpu.h"
#include "memtune/knobs.h"
#include "checkasm.h"

#define PAGE 4096       /* distance of the main-pass buffers from the guards */
static size_t pagesz;   /* the guard pages: the system's page size */
#define MARGIN 64      /* sentinel bytes checked either side of a destination */
#define MAX_MSGS 4     /* failure lines printed per function */

/* ---- random numbers (xoshiro256**) ------------------------------------- */

static uint64_t rs[4];

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void rnd_seed(const char *tag)
{
    uint64_t x = opt.seed;
    for (const char *p = tag; *p; p++)
        x = (x ^ (uint8_t)*p) * 0x100000001b3ull;
    for (int i = 0; i < 4; i++)
        rs[i] = splitmix(&x);
}

static inline uint64_t rnd(void)
{
    uint64_t r = rs[1] * 5;
    r = ((r << 7) | (r >> 57)) * 9;
    uint64_t t = rs[1] << 17;
    rs[2] ^= rs[0]; rs[3] ^= rs[1]; rs[1] ^= rs[2]; rs[0] ^= rs[3];
    rs[2] ^= t;
    rs[3] = (rs[3] << 45) | (rs[3] >> 19);
    return r;
}

static void fill_random(uint8_t *p, size_t n)
{
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t r = rnd();
        memcpy(p + i, &r, 8);
    }
    if (i < n) {
        uint64_t r = rnd();
        memcpy(p + i, &r, n - i);
    }
}

/* ---- arenas ------------------------------------------------------------ */

struct arena { uint8_t *lo, *hi; };
static struct arena S, D, E, BG;
static size_t arena_size;

static size_t anchors[64];
static size_t nanchors;

void engine_add_size_anchor(size_t n)
{
    for (size_t i = 0; i < nanchors; i++)
        if (anchors[i] == n)
            return;
    if (nanchors < sizeof anchors / sizeof anchors[0])
        anchors[nanchors++] = n;
}

static void arena_alloc(struct arena *a, size_t size)
{
    uint8_t *p = mmap(NULL, size + 2 * pagesz, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
        perror("checkasm: mmap");
        exit(2);
    }
    if (mprotect(p, pagesz, PROT_NONE) || mprotect(p + pagesz + size, pagesz, PROT_NONE)) {
        perror("checkasm: mprotect");
        exit(2);
    }
    a->lo = p + pagesz;
    a->hi = p + pagesz + size;
}

/* The background byte at arena offset i: position-dependent, so a byte
 * copied from a wrong place shows, and never one of the values the set and
 * compare tests use on purpose. */
static inline uint8_t bg_byte(size_t i)
{
    uint8_t b = (uint8_t)((i * 0x9e3779b97f4a7c15ull) >> 56) ^ (uint8_t)(i >> 12);
    if (b == 0x00 || b == 0xff || b == 0x80 || b == 0x7f || b == 0x01)
        b ^= 0x5a;
    return b;
}

static size_t max_size;

/* ---- sizes and alignments ------------------------------------------------ */

#define DENSE_MAX 1024
#define FULL_MATRIX_MAX 4097   /* full alignment matrix up to 4 KiB + 1 */

static size_t sizes[512];
static size_t nsizes;

static int cmp_size(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? -1 : x > y;
}

static void add_size(size_t n)
{
    if (nsizes < sizeof sizes / sizeof sizes[0])
        sizes[nsizes++] = n;
}

/* Sizes above the dense range: doubling from 2 KiB to 1 MiB, the fixed
 * anchors and the knob values in force, each +-1, and a few random sizes
 * in (1 KiB, 64 KiB] so a ladder threshold at an unexpected place is hit. */
static void build_sizes(void)
{
    size_t fixed[] = { 16, 32, 64, 128, 256, 512, 2048, 4096 };
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        engine_add_size_anchor(fixed[i]);
    for (size_t p = 2048; p <= ((size_t)1 << 20); p *= 2)
        engine_add_size_anchor(p);
    for (size_t i = 0; i < nanchors; i++)
        for (size_t d = 0; d < 3; d++) {
            size_t n = anchors[i] - 1 + d;
            if (anchors[i] == 0 && d == 0)
                continue;
            if (n > DENSE_MAX)
                add_size(n);
        }
    rnd_seed("sizes");
    for (int i = 0; i < 24; i++)
        add_size(DENSE_MAX + 1 + rnd() % (65536 - DENSE_MAX));
    qsort(sizes, nsizes, sizeof sizes[0], cmp_size);
    size_t k = 0;
    for (size_t i = 0; i < nsizes; i++)
        if (!k || sizes[k - 1] != sizes[i])
            sizes[k++] = sizes[i];
    nsizes = k;
    max_size = nsizes ? sizes[nsizes - 1] : DENSE_MAX;
    if (max_size < DENSE_MAX)
        max_size = DENSE_MAX;
}

struct pair { uint8_t a, b; };

enum pmode { P_FULL, P_QUICK, P_SAMPLE, P_FEW, P_ONE };

/* Alignment pairs (src % 64, dst % 64) for one size. */
static size_t make_pairs(struct pair *out, enum pmode m)
{
    size_t k = 0;
    switch (m) {
    case P_FULL:
        for (int a = 0; a < 64; a++)
            for (int b = 0; b < 64; b++)
                out[k++] = (struct pair){ (uint8_t)a, (uint8_t)b };
        break;
    case P_QUICK:
        /* src 0..63 with dst fixed, dst 0..63 with src fixed, the diagonal
         * and random pairs. */
        for (int a = 0; a < 64; a++)
            out[k++] = (struct pair){ (uint8_t)a, 0 };
        for (int b = 1; b < 64; b++)
            out[k++] = (struct pair){ 0, (uint8_t)b };
        for (int a = 1; a < 64; a++)
            out[k++] = (struct pair){ (uint8_t)a, (uint8_t)a };
        for (int i = 0; i < 16; i++)
            out[k++] = (struct pair){ (uint8_t)(rnd() & 63), (uint8_t)(rnd() & 63) };
        break;
    case P_SAMPLE: {
        static const uint8_t fx[][2] = { {0,0}, {1,0}, {0,1}, {63,0}, {0,63}, {63,63}, {31,33} };
        for (size_t i = 0; i < sizeof fx / sizeof fx[0]; i++)
            out[k++] = (struct pair){ fx[i][0], fx[i][1] };
        for (int i = 0; i < 2; i++)
            out[k++] = (struct pair){ (uint8_t)(rnd() & 63), (uint8_t)(rnd() & 63) };
        break;
    }
    case P_FEW:
        out[k++] = (struct pair){ 0, 0 };
        out[k++] = (struct pair){ 1, 63 };
        out[k++] = (struct pair){ (uint8_t)(rnd() & 63), (uint8_t)(rnd() & 63) };
        break;
    case P_ONE:
        out[k++] = (struct pair){ (uint8_t)(rnd() & 63), (uint8_t)(rnd() & 63) };
        break;
    }
    return k;
}

static enum pmode pmode_for(size_t n, bool quick)
{
    if (n <= FULL_MATRIX_MAX)
        return quick ? P_QUICK : P_FULL;
    if (n <= ((size_t)1 << 22))
        return quick ? P_FEW : P_SAMPLE;
    return quick ? P_ONE : P_FEW;
}

/* ---- the current case, for failure messages ---------------------------- */

static struct {
    const char *pass;
    size_t n;
    const uint8_t *s, *d;   /* src/a and dst/b */
    bool has_s;
    char where[128];        /* guard placement */
    char extra[128];        /* per-test detail */
    /* Formatted into extra only when a failure is reported (snprintf per
     * case would cost more than the cheap functions under test). */
    enum { X_TEXT, X_DIFF, X_C, X_DIST } xkind;
    size_t xp, xq;
    unsigned xa, xb;
    ptrdiff_t xdist;
} cur;

static void format_extra(void)
{
    switch (cur.xkind) {
    case X_DIFF:
        if (cur.xq > cur.xp && cur.xq < cur.n)
            snprintf(cur.extra, sizeof cur.extra, "differ at %zu (0x%02x vs 0x%02x) and %zu (0x%02x vs 0x%02x)",
                     cur.xp, cur.xa, cur.xb, cur.xq, cur.xb, cur.xa);
        else
            snprintf(cur.extra, sizeof cur.extra, "differ at %zu (0x%02x vs 0x%02x)", cur.xp, cur.xa, cur.xb);
        break;
    case X_C:
        snprintf(cur.extra, sizeof cur.extra, "c=0x%x", cur.xa);
        break;
    case X_DIST:
        snprintf(cur.extra, sizeof cur.extra, "overlap dst-src=%td", cur.xdist);
        break;
    default:
        break;
    }
}

static bool check_bad;
static const char *run_tag = "";
/* Reference and libc cross-checked per case (the main run). Reruns of the
 * entry points (tiers, knobs) take the expected result from libc alone: the
 * byte loops would cost more than the function under test. */
static bool oracle_on = true;

static void describe_case(char *buf, size_t len)
{
    format_extra();
    int k = snprintf(buf, len, "[%s%s%s] size %zu", cur.pass, *run_tag ? " " : "", run_tag, cur.n);
    if (cur.has_s && k > 0 && (size_t)k < len)
        k += snprintf(buf + k, len - (size_t)k, ", src%%64=%u dst%%64=%u",
                      (unsigned)((uintptr_t)cur.s & 63), (unsigned)((uintptr_t)cur.d & 63));
    else if (k > 0 && (size_t)k < len)
        k += snprintf(buf + k, len - (size_t)k, ", dst%%64=%u", (unsigned)((uintptr_t)cur.d & 63));
    if (cur.where[0] && k > 0 && (size_t)k < len)
        k += snprintf(buf + k, len - (size_t)k, ", %s", cur.where);
    if (cur.extra[0] && k > 0 && (size_t)k < len)
        snprintf(buf + k, len - (size_t)k, ", %s", cur.extra);
}

void engine_fail(struct tfn *f, const char *fmt, ...)
{
    char what[200], where[200], line[480];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    describe_case(where, sizeof where);
    snprintf(line, sizeof line, "%s: %s %s (seed %" PRIu64 ")", f->full, where, what, opt.seed);
    check_bad = true;
    if (!f->first_msg[0])
        snprintf(f->first_msg, sizeof f->first_msg, "%s", line);
    if (f->msgs < MAX_MSGS) {
        printf("%s %s\n", opt.selftest ? "  (expected) FAIL" : "FAIL", line);
        fflush(stdout);
    } else if (f->msgs == MAX_MSGS) {
        printf("%s %s: further failures not shown\n", opt.selftest ? "  (expected) FAIL" : "FAIL", f->full);
    }
    f->msgs++;
    /* A deliberately broken function of the self-test fails nearly every
     * call; past a thousand failures in a pass the rest prove nothing and
     * only cost time (each failure is formatted), under qemu most of the
     * self-test's run. */
    if (opt.selftest && f->msgs > 1000)
        f->dead = true;
}

static inline void check_begin(void) { check_bad = false; }
static inline void check_end(struct tfn *f)
{
    f->checks++;
    if (check_bad)
        f->fails++;
}

/* ---- protected, checked calls ------------------------------------------- */

static sigjmp_buf fault_jb;
static volatile sig_atomic_t fault_armed;
static volatile int fault_sig;
static void *volatile fault_addr;

static void on_fault(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    if (!fault_armed) {
        /* A fault in the harness itself: say so, then crash normally. */
        static const char msg[] = "checkasm: fault outside a tested function (harness bug)\n";
        ssize_t r = write(2, msg, sizeof msg - 1);
        (void)r;
        signal(sig, SIG_DFL);
        return;
    }
    fault_armed = 0;
    fault_sig = sig;
    fault_addr = si->si_addr;
    siglongjmp(fault_jb, 1);
}

static void install_handlers(void)
{
    static char altstack[1 << 16];
    stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0 };
    sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fault;
    /* SA_NODEFER: the handler leaves by siglongjmp without restoring the
     * mask, so the signal must not be blocked while it runs. */
    sa.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
    sigaction(SIGILL, &sa, NULL);
    sigaction(SIGFPE, &sa, NULL);
}

static const char *signame(int sig)
{
    switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGFPE: return "SIGFPE";
    default: return "signal";
    }
}

/* Where a fault address lies relative to the case's buffers. */
static void describe_addr(char *buf, size_t len, const void *addr)
{
    const uint8_t *p = addr;
    const uint8_t *bufs[2] = { cur.d, cur.has_s ? cur.s : NULL };
    const char *names[2] = { "dst", "src" };
    for (int i = 0; i < 2; i++) {
        const uint8_t *b = bufs[i];
        if (!b || p + 2 * PAGE < b || p > b + cur.n + 2 * PAGE)
            continue;
        if (p < b)
            snprintf(buf, len, "%p = %s-%td (before the start)", addr, names[i], b - p);
        else if (p >= b + cur.n)
            snprintf(buf, len, "%p = %s+%td (%td byte(s) past the end)", addr, names[i], p - b, p - (b + cur.n) + 1);
        else
            snprintf(buf, len, "%p = %s+%td (inside)", addr, names[i], p - b);
        return;
    }
    snprintf(buf, len, "%p", addr);
}

static uint64_t call_direct(const struct tfn *f, uint64_t a, uint64_t b, uint64_t c)
{
    switch (f->op) {
    case MT_OP_MEMCPY:
    case MT_OP_MEMMOVE:
        return (uintptr_t)((mt_copy_fn)f->fn)((void *)(uintptr_t)a, (const void *)(uintptr_t)b, c);
    case MT_OP_MEMSET:
        return (uintptr_t)((mt_set_fn)f->fn)((void *)(uintptr_t)a, (int)(uint32_t)b, c);
    case MT_OP_MEMCMP:
    case MT_OP_BCMP:
        return (uint32_t)((mt_cmp_fn)f->fn)((const void *)(uintptr_t)a, (const void *)(uintptr_t)b, c);
    case MT_OP_NAME_EQ:
        return ((mt_eq_fn)f->fn)((const char *)(uintptr_t)a, (const char *)(uintptr_t)b, c);
    default:
        return 0;
    }
}

#if defined(__x86_64__)
void (*checkasm_rep_fn)(void);
uint64_t checkasm_rep_a, checkasm_rep_b, checkasm_rep_n;
uint8_t checkasm_rep_kind, checkasm_rep_misalign;
uint64_t checkasm_rep_in[16], checkasm_rep_out[16];
uint64_t checkasm_rep_rsp_in, checkasm_rep_rsp_out, checkasm_rep_flags;
uint32_t checkasm_rep_mxcsr[2];
uint8_t checkasm_vec_in[16 * 32] __attribute__((aligned(32)));
uint8_t checkasm_vec_out[16 * 32] __attribute__((aligned(32)));

/* A rep-ABI thunk: memcpy (a = dst, b = src, c = n) as rep movsb, memset
 * (a = dst, b = the byte with junk above it, c = n) as rep stosb. Returns
 * dst, as the SysV functions of the same op do, so the cases check it the
 * same way; report_rep() checks the registers. The seeds are reseeded per
 * call, and the stack alignment alternates per function from one case to
 * the next (a counter shared by all functions would give each the same
 * alignment every time when an even number of them run per case). */
static uint64_t call_rep(struct tfn *f, uint64_t a, uint64_t b, uint64_t c)
{
    static uint64_t x = 0x243f6a8885a308d3ull;
    for (int i = 0; i < 16; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        checkasm_rep_in[i] = x ^ (x >> 29);
    }
    for (int i = 0; i < 16 * 32; i += 8) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        uint64_t v = x ^ (x >> 31);
        memcpy(checkasm_vec_in + i, &v, 8);
    }
    checkasm_rep_fn = f->fn;
    checkasm_rep_a = a;
    checkasm_rep_b = b;
    checkasm_rep_n = c;
    checkasm_rep_kind = f->abi == CHECKASM_ABI_REP_STOSB;
    checkasm_rep_misalign = (uint8_t)(f->checks & 1);
    checkasm_checked_call_rep();
    return a;
}

/* The register contract of a rep-ABI thunk (include/memtune/thunk.h). */
static void report_rep(struct tfn *f)
{
    static const char *const names[16] = { "rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp",
                                            "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15" };
    bool stos = f->abi == CHECKASM_ABI_REP_STOSB;
    uint64_t want[16];
    memcpy(want, checkasm_rep_in, sizeof want);
    want[2] = 0;
    want[5] = checkasm_rep_a + checkasm_rep_n;
    if (stos)
        want[0] = (want[0] & ~0xffull) | (checkasm_rep_b & 0xff);
    else
        want[4] = checkasm_rep_b + checkasm_rep_n;
    for (int i = 0; i < 16; i++) {
        if (i == 7 || checkasm_rep_out[i] == want[i])
            continue;
        if (i == 2)
            engine_fail(f, "rep ABI: rcx = %" PRIu64 " on return, want 0", checkasm_rep_out[2]);
        else if (i == 5 || (i == 4 && !stos))
            engine_fail(f, "rep ABI: %s = %s%+" PRId64 " on return, want %s+n (n = %" PRIu64 ")", names[i],
                        i == 5 ? "dst" : "src",
                        (int64_t)(checkasm_rep_out[i] - (i == 5 ? checkasm_rep_a : checkasm_rep_b)),
                        i == 5 ? "dst" : "src", checkasm_rep_n);
        else
            engine_fail(f, "rep ABI: %s changed (%#" PRIx64 " -> %#" PRIx64 ")", names[i], want[i],
                        checkasm_rep_out[i]);
    }
    if (checkasm_rep_rsp_out != checkasm_rep_rsp_in)
        engine_fail(f, "rep ABI: rsp moved by %" PRId64, (int64_t)(checkasm_rep_rsp_out - checkasm_rep_rsp_in));
    if (checkasm_rep_flags & 0x400)
        engine_fail(f, "returned with the direction flag set (missing cld)");
    if (checkasm_rep_mxcsr[0] != checkasm_rep_mxcsr[1])
        engine_fail(f, "rep ABI: MXCSR changed (%#x -> %#x)", checkasm_rep_mxcsr[0], checkasm_rep_mxcsr[1]);
    for (int r = 0; r < 16; r++) {
        const uint8_t *in = checkasm_vec_in + 32 * r, *out = checkasm_vec_out + 32 * r;
        if (memcmp(in, out, 16))
            engine_fail(f, "rep ABI: xmm%d changed", r);
        else if (checkasm_has_avx && memcmp(in + 16, out + 16, 16))
            engine_fail(f, "rep ABI: upper half of ymm%d changed", r);
    }
    if (checkasm_fail & CHECKASM_F_STACK)
        engine_fail(f, "wrote into the caller's stack frame (above the return address)");
    checkasm_fail = 0;
}
#endif

static inline uint64_t call3(struct tfn *f, uint64_t a, uint64_t b, uint64_t c)
{
#if CHECKASM_TRAMPOLINE || (defined(__powerpc64__) && defined(__LITTLE_ENDIAN__))
#if defined(__x86_64__)
    if (f->abi)
        return call_rep(f, a, b, c);
#endif
    if (f->checked)
        return checkasm_checked_call(f->fn, a, b, c);
#endif
    return call_direct(f, a, b, c);
}

#if defined(__x86_64__)
static void report_abi(struct tfn *f)
{
    uint32_t m = checkasm_fail;
    static const char *const regs[6] = { "rbx", "rbp", "r12", "r13", "r14", "r15" };
    checkasm_fail = 0;
    for (int i = 0; i < 6; i++)
        if (m & (1u << i))
            engine_fail(f, "callee-saved register %s clobbered", regs[i]);
    if (m & CHECKASM_F_STACK)
        engine_fail(f, "wrote into the caller's stack frame (above the return address)");
    if (m & CHECKASM_F_DF)
        engine_fail(f, "returned with the direction flag set (missing cld)");
    if (m & (CHECKASM_F_YMM | CHECKASM_F_ZMM))
        engine_fail(f, "upper halves of %s dirty on return (missing vzeroupper)",
                    (m & CHECKASM_F_ZMM) ? "ZMM0-15" : "YMM0-15");
}
#elif defined(__aarch64__)
static void report_abi(struct tfn *f)
{
    uint32_t m = checkasm_fail;
    checkasm_fail = 0;
    for (int i = 0; i <= 10; i++)
        if (m & (1u << i))
            engine_fail(f, "callee-saved register x%d clobbered", 19 + i);
    for (int i = 0; i < 8; i++)
        if (m & (1u << (11 + i)))
            engine_fail(f, "callee-saved register d%d clobbered", 8 + i);
    if (m & CHECKASM_A64_STACK)
        engine_fail(f, "wrote into the caller's stack frame (at or above its sp)");
    if (m & CHECKASM_A64_SP)
        engine_fail(f, "returned with a different stack pointer");
}
#endif

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
#define checkasm_fail_any() (checkasm_fail | checkasm_fail_fpr | checkasm_fail_vr)
static void report_abi(struct tfn *f)
{
    uint32_t m = checkasm_fail, fp = checkasm_fail_fpr, vr = checkasm_fail_vr;
    checkasm_fail = checkasm_fail_fpr = checkasm_fail_vr = 0;
    for (int i = 0; i < 18; i++) {
        if (m & (1u << i))
            engine_fail(f, "callee-saved register r%d clobbered", 14 + i);
        if (fp & (1u << i))
            engine_fail(f, "callee-saved register f%d clobbered", 14 + i);
    }
    for (int i = 0; i < 12; i++)
        if (vr & (1u << i))
            engine_fail(f, "callee-saved register v%d clobbered", 20 + i);
    if (m & CHECKASM_F_CR)
        engine_fail(f, "callee-saved condition register field cr2, cr3 or cr4 clobbered");
    if (m & CHECKASM_F_STACK)
        engine_fail(f, "wrote into the caller's stack frame (above the frame header)");
}
#elif CHECKASM_TRAMPOLINE
#define checkasm_fail_any() checkasm_fail
#endif

/* Calls f(a, b, c) with faults turned into a failure. Returns false if the
 * call faulted (f is then dead for the rest of the pass). */
static bool gcall(struct tfn *f, uint64_t a, uint64_t b, uint64_t c, uint64_t *ret)
{
    if (sigsetjmp(fault_jb, 0)) {
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, SIGSEGV);
        sigaddset(&set, SIGBUS);
        sigaddset(&set, SIGILL);
        sigaddset(&set, SIGFPE);
        sigprocmask(SIG_UNBLOCK, &set, NULL);
        char where[160];
        describe_addr(where, sizeof where, fault_addr);
        engine_fail(f, "%s at %s", signame(fault_sig), where);
        f->dead = true;
#if CHECKASM_TRAMPOLINE
        checkasm_fail = 0;
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
        checkasm_fail = checkasm_fail_fpr = checkasm_fail_vr = 0;
#endif
        return false;
    }
    fault_armed = 1;
    uint64_t r = call3(f, a, b, c);
    fault_armed = 0;
#if CHECKASM_TRAMPOLINE || (defined(__powerpc64__) && defined(__LITTLE_ENDIAN__))
#if defined(__x86_64__)
    if (f->abi)
        report_rep(f);
    else
#endif
    if (checkasm_fail_any())
        report_abi(f);
#endif
    *ret = r;
    return true;
}

/* ---- references and libc ------------------------------------------------ */

static const struct mt_strategy *refs[MT_OP__COUNT];
static struct tfn oracle[MT_OP__COUNT]; /* "memcpy.libc": libc vs reference */

static void *ref_copy(enum mt_op op, void *d, const void *s, size_t n)
{
    if (refs[op] && oracle_on)
        return refs[op]->fn.copy(d, s, n);
    return op == MT_OP_MEMCPY ? memcpy(d, s, n) : memmove(d, s, n);
}

static void *libc_copy(enum mt_op op, void *d, const void *s, size_t n)
{
    return op == MT_OP_MEMCPY ? memcpy(d, s, n) : memmove(d, s, n);
}

/* Results of the compare ops as a class: memcmp -1/0/1, bcmp and name_eq
 * 0 equal / 1 different. */
static int cls_of(enum mt_op op, uint64_t r)
{
    if (op == MT_OP_MEMCMP) {
        int v = (int)(uint32_t)r;
        return (v > 0) - (v < 0);
    }
    if (op == MT_OP_BCMP)
        return (uint32_t)r != 0;
    return (uint8_t)r == 0; /* name_eq: true means equal */
}

static int libc_cls(enum mt_op op, const uint8_t *a, const uint8_t *b, size_t n)
{
    int v = memcmp(a, b, n);
    return op == MT_OP_MEMCMP ? (v > 0) - (v < 0) : v != 0;
}

static const char *cls_name(enum mt_op op, int c)
{
    if (op == MT_OP_MEMCMP)
        return c < 0 ? "negative" : c > 0 ? "positive" : "zero";
    return c ? "different" : "equal";
}

/* ---- helpers over arenas ------------------------------------------------ */

#define MIR(to, from, p) ((to).lo + ((const uint8_t *)(p) - (from).lo))

static inline uint8_t *clamp_lo(const uint8_t *p, const struct arena *a)
{
    return (uint8_t *)(p - a->lo >= MARGIN ? p - MARGIN : a->lo);
}
static inline uint8_t *clamp_hi(const uint8_t *p, const struct arena *a)
{
    return (uint8_t *)(a->hi - p >= MARGIN ? p + MARGIN : a->hi);
}

/* Explains the first difference between got and want over a window that
 * contains the destination [d, d + n). */
static void report_window(struct tfn *f, const uint8_t *wlo, const uint8_t *want, size_t wlen,
                          const uint8_t *d, size_t n, const char *dname)
{
    size_t first = 0, last = 0, count = 0;
    for (size_t i = 0; i < wlen; i++)
        if (wlo[i] != want[i]) {
            if (!count)
                first = i;
            last = i;
            count++;
        }
    if (!count)
        return;
    const uint8_t *p = wlo + first;
    if (p < d)
        engine_fail(f, "wrote %td byte(s) before %s: %s[-%td] = 0x%02x, sentinel 0x%02x",
                    d - p, dname, dname, d - p, *p, want[first]);
    else if (p >= d + n)
        engine_fail(f, "wrote past the end: %s[n+%td] = 0x%02x, sentinel 0x%02x",
                    dname, p - (d + n), *p, want[first]);
    else
        engine_fail(f, "%zu wrong byte(s) in %s[%td..%td]: %s[%td] = 0x%02x, want 0x%02x%s",
                    count, dname, p - d, wlo + last - d, dname, p - d, *p, want[first],
                    wlo + last >= d + n ? " (and past the end)" : "");
}

/* ---- copy (memcpy, memmove without overlap) ----------------------------- */

static void copy_case(enum mt_op op, struct tfn **fns, size_t nf, uint8_t *s, uint8_t *d, size_t n)
{
    uint8_t *wlo = clamp_lo(d, &D), *whi = clamp_hi(d + n, &D);
    size_t wlen = (size_t)(whi - wlo);
    uint8_t *e = MIR(E, D, d), *elo = MIR(E, D, wlo);
    const uint8_t *bglo = MIR(BG, D, wlo);

    cur.n = n; cur.s = s; cur.d = d; cur.has_s = true;
    /* Source: random inside; outside, the complement of the sentinel that
     * sits at the matching destination byte, so copying one byte too many
     * (or too early) always changes a sentinel. */
    fill_random(s, n);
    uint8_t *slo = clamp_lo(s, &S), *shi = clamp_hi(s + n, &S);
    for (uint8_t *p = slo; p < shi; p++) {
        if (p == s && n) {
            p = s + n - 1;
            continue;
        }
        const uint8_t *q = d + (p - s);
        *p = (q >= D.lo && q < D.hi) ? (uint8_t)~*MIR(BG, D, q) : (uint8_t)rnd();
    }

    ref_copy(op, e, s, n);
    if (oracle_on) {
        struct tfn *o = &oracle[op];
        check_begin();
        libc_copy(op, d, s, n);
        if (memcmp(wlo, elo, wlen))
            report_window(o, wlo, elo, wlen, d, n, "dst");
        memcpy(wlo, bglo, wlen);
        check_end(o);
    }

    for (size_t i = 0; i < nf; i++) {
        struct tfn *f = fns[i];
        if (f->dead)
            continue;
        uint64_t r;
        check_begin();
        if (gcall(f, (uintptr_t)d, (uintptr_t)s, n, &r)) {
            if (r != (uintptr_t)d)
                engine_fail(f, "returned %p, want dst %p", (void *)(uintptr_t)r, (void *)d);
            if (memcmp(wlo, elo, wlen))
                report_window(f, wlo, elo, wlen, d, n, "dst");
            if (memcmp(s, e, n))
                engine_fail(f, "modified the source");
        }
        memcpy(wlo, bglo, wlen);
        check_end(f);
    }
    memcpy(elo, bglo, wlen);
}

/* Guard placements: T = last byte right before the guard page that ends the
 * arena, H = first byte right after the one that starts it, each moved away
 * by an offset 0..63 so every alignment meets the guard. */
struct place { char s, d; uint8_t os, od; };

static size_t make_places(struct place *out, size_t n, bool quick, bool two)
{
    size_t k = 0;
    static const char combos[4][2] = { {'T','T'}, {'H','H'}, {'T','H'}, {'H','T'} };
    bool dense = n <= FULL_MATRIX_MAX, huge = n > ((size_t)1 << 22);
    /* single-buffer ops: T and H only; huge sizes: T-T and H-H */
    size_t ncombo = two && !huge ? 4 : 2;
    for (size_t c = 0; c < ncombo; c++) {
        char ps = combos[c][0], pd = combos[c][1];
        out[k++] = (struct place){ ps, pd, 0, 0 };
        if (dense && !quick && c < 2) {
            for (int o = 1; o < 64; o++) {
                out[k++] = (struct place){ ps, pd, 0, (uint8_t)o };
                if (two)
                    out[k++] = (struct place){ ps, pd, (uint8_t)o, 0 };
            }
        } else if (dense) {
            static const uint8_t few[] = { 1, 7, 31, 63 };
            for (size_t j = 0; j < sizeof few; j++) {
                out[k++] = (struct place){ ps, pd, 0, few[j] };
                if (two)
                    out[k++] = (struct place){ ps, pd, few[j], 0 };
            }
        } else if (!quick && !huge) {
            out[k++] = (struct place){ ps, pd, 0, 1 };
            if (two)
                out[k++] = (struct place){ ps, pd, 1, 0 };
        }
    }
    return k;
}

static uint8_t *place_ptr(const struct arena *a, char where, uint8_t off, size_t n)
{
    return where == 'T' ? a->hi - off - n : a->lo + off;
}

/* "src ends 3 bytes before a guard page", "dst starts right after a guard page" */
static int place_str(char *buf, size_t len, const char *who, char where, unsigned off)
{
    if (where == 'T')
        return off ? snprintf(buf, len, "%s ends %u byte(s) before a guard page", who, off)
                   : snprintf(buf, len, "%s ends right before a guard page", who);
    return off ? snprintf(buf, len, "%s starts %u byte(s) after a guard page", who, off)
               : snprintf(buf, len, "%s starts right after a guard page", who);
}

static void place_desc(const struct place *p, bool two)
{
    int k = 0;
    if (two) {
        k = place_str(cur.where, sizeof cur.where, "src", p->s, p->os);
        k += snprintf(cur.where + k, sizeof cur.where - (size_t)k, ", ");
    }
    place_str(cur.where + k, sizeof cur.where - (size_t)k, "dst", p->d, p->od);
}

static void pass_copy(enum mt_op op, struct tfn **fns, size_t nf, bool quick)
{
    static struct pair pairs[4096 + 256];
    cur.pass = "copy";
    cur.extra[0] = 0;
    cur.xkind = X_TEXT;
    rnd_seed(op == MT_OP_MEMCPY ? "copy/memcpy" : "copy/memmove");
    for (size_t n = 0; n <= DENSE_MAX; n++) {
        size_t np = make_pairs(pairs, pmode_for(n, quick));
        for (size_t i = 0; i < np; i++)
            copy_case(op, fns, nf, S.lo + PAGE + pairs[i].a, D.lo + PAGE + pairs[i].b, n);
    }
    for (size_t k = 0; k < nsizes; k++) {
        size_t n = sizes[k];
        size_t np = make_pairs(pairs, pmode_for(n, quick));
        for (size_t i = 0; i < np; i++)
            copy_case(op, fns, nf, S.lo + PAGE + pairs[i].a, D.lo + PAGE + pairs[i].b, n);
    }
}

static void pass_copy_guard(enum mt_op op, struct tfn **fns, size_t nf, bool quick)
{
    static struct place pl[600];
    cur.pass = "copy guard";
    rnd_seed(op == MT_OP_MEMCPY ? "guard/memcpy" : "guard/memmove");
    for (size_t k = 0; k <= DENSE_MAX + nsizes; k++) {
        size_t n = k <= DENSE_MAX ? k : sizes[k - DENSE_MAX - 1];
        size_t np = make_places(pl, n, quick, true);
        for (size_t i = 0; i < np; i++) {
            place_desc(&pl[i], true);
            copy_case(op, fns, nf, place_ptr(&S, pl[i].s, pl[i].os, n),
                      place_ptr(&D, pl[i].d, pl[i].od, n), n);
        }
    }
    cur.extra[0] = 0;
    cur.where[0] = 0;
    cur.xkind = X_TEXT;
}

/* ---- memmove with overlap ------------------------------------------------ */

/* One overlapping case: src at s, dst = s + dist, both in D; the window is
 * initialised from S (same offsets), the reference runs on E. */
static void move_case(struct tfn **fns, size_t nf, uint8_t *s, ptrdiff_t dist, size_t n)
{
    uint8_t *d = s + dist;
    uint8_t *lo = dist < 0 ? d : s, *hi = (dist < 0 ? s : d) + n;
    uint8_t *wlo = clamp_lo(lo, &D), *whi = clamp_hi(hi, &D);
    size_t wlen = (size_t)(whi - wlo);
    uint8_t *plo = MIR(S, D, wlo), *elo = MIR(E, D, wlo);
    const uint8_t *bglo = MIR(BG, D, wlo);

    cur.n = n; cur.s = s; cur.d = d; cur.has_s = true;
    cur.xkind = X_DIST;
    cur.xdist = dist;
    fill_random(plo, wlen);
    memcpy(elo, plo, wlen);
    ref_copy(MT_OP_MEMMOVE, MIR(E, D, d), MIR(E, D, s), n);

    if (oracle_on) {
        struct tfn *o = &oracle[MT_OP_MEMMOVE];
        check_begin();
        memcpy(wlo, plo, wlen);
        memmove(d, s, n);
        if (memcmp(wlo, elo, wlen))
            report_window(o, wlo, elo, wlen, d, n, "dst");
        check_end(o);
    }

    for (size_t i = 0; i < nf; i++) {
        struct tfn *f = fns[i];
        if (f->dead)
            continue;
        uint64_t r;
        memcpy(wlo, plo, wlen);
        check_begin();
        if (gcall(f, (uintptr_t)d, (uintptr_t)s, n, &r)) {
            if (r != (uintptr_t)d)
                engine_fail(f, "returned %p, want dst %p", (void *)(uintptr_t)r, (void *)d);
            if (memcmp(wlo, elo, wlen))
                report_window(f, wlo, elo, wlen, d, n, "dst");
        }
        check_end(f);
    }
    memcpy(wlo, bglo, wlen);
    memcpy(elo, bglo, wlen);
}

static size_t make_dists(ptrdiff_t *out, size_t n, bool quick)
{
    size_t k = 0;
    if (n > FULL_MATRIX_MAX) {
        /* Big sizes: each case moves megabytes, so only the distances that
         * select different paths: a byte, a vector, a page, half, all but
         * one byte, exactly touching, just apart. */
        ptrdiff_t m = (ptrdiff_t)n;
        ptrdiff_t big[] = { 1, 63, 64, 4096, m / 2, m - 1, m, m + 1 };
        ptrdiff_t huge[] = { 1, 64, m / 2, m, m + 1 };
        bool h = quick || n > ((size_t)1 << 22);
        const ptrdiff_t *v = h ? huge : big;
        size_t nv = h ? sizeof huge / sizeof huge[0] : sizeof big / sizeof big[0];
        out[k++] = 0;
        for (size_t i = 0; i < nv; i++) {
            out[k++] = v[i];
            out[k++] = -v[i];
        }
        return k;
    }
    if (!quick || n <= 128) {
        for (ptrdiff_t d = -64; d <= 64; d++)
            out[k++] = d;
    } else {
        static const ptrdiff_t few[] = { 0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64 };
        for (size_t i = 0; i < sizeof few / sizeof few[0]; i++) {
            out[k++] = few[i];
            if (few[i])
                out[k++] = -few[i];
        }
    }
    /* Doubling distances (and +-1) while they still overlap or just don't. */
    for (size_t p = 128; p <= 2 * n + 2; p *= 2)
        for (int j = -1; j <= 1; j++) {
            ptrdiff_t v = (ptrdiff_t)p + j;
            out[k++] = v;
            out[k++] = -v;
        }
    /* A page apart but for 1..255 bytes: (dst - src) % 4096 in the
     * 4K-alias classes, where the ladders pick the copy direction (a
     * backward copy there must still go forward when src is above dst and
     * they overlap). */
    if (n > 512) {
        static const ptrdiff_t pg[] = { 4096 - 255, 4096 - 200, 4096 - 64, 4096 - 63, 4096 + 100 };
        for (size_t i = 0; i < sizeof pg / sizeof pg[0]; i++)
            if ((size_t)pg[i] <= 2 * n + 2) {
                out[k++] = pg[i];
                out[k++] = -pg[i];
            }
    }
    /* Exactly touching, one byte of overlap, half overlap. */
    if (n > 64) {
        ptrdiff_t x[] = { (ptrdiff_t)n, (ptrdiff_t)n - 1, (ptrdiff_t)n + 1, (ptrdiff_t)n / 2 };
        for (size_t i = 0; i < 4; i++) {
            out[k++] = x[i];
            out[k++] = -x[i];
        }
    }
    return k;
}

static void pass_overlap(struct tfn **fns, size_t nf, bool quick)
{
    static ptrdiff_t dists[512];
    cur.pass = "overlap";
    rnd_seed("overlap");
    for (size_t k = 0; k <= DENSE_MAX + nsizes; k++) {
        size_t n = k <= DENSE_MAX ? k : sizes[k - DENSE_MAX - 1];
        size_t nd = make_dists(dists, n, quick);
        for (size_t i = 0; i < nd; i++) {
            ptrdiff_t dist = dists[i];
            if ((size_t)(dist < 0 ? -dist : dist) > max_size + 64)
                continue;
            /* Source alignment rotates with the case; with dist dense the
             * destination takes every alignment too. */
            size_t sa = (n * 13 + i * 7) & 63;
            move_case(fns, nf, D.lo + PAGE + sa + (size_t)(dist < 0 ? -dist : 0), dist, n);
        }
    }
    /* The overlapping pair against the guard pages: highest byte touched is
     * the last before a guard page, or the lowest the first after one. */
    cur.pass = "overlap guard";
    snprintf(cur.where, sizeof cur.where, "both ends of the moved span at guard pages");
    static const ptrdiff_t gd[] = { 1, 8, 32, 64, 65 };
    for (size_t n = 0; n <= DENSE_MAX; n += (quick ? 3 : 1)) {
        for (size_t i = 0; i < sizeof gd / sizeof gd[0]; i++)
            for (int sign = -1; sign <= 1; sign += 2) {
                ptrdiff_t dist = sign * gd[i];
                size_t span = n + (size_t)gd[i];
                move_case(fns, nf, D.hi - span + (dist < 0 ? gd[i] : 0), dist, n);
                move_case(fns, nf, D.lo + (dist < 0 ? gd[i] : 0), dist, n);
            }
    }
    cur.extra[0] = 0;
    cur.where[0] = 0;
    cur.xkind = X_TEXT;
}

/* ---- memset -------------------------------------------------------------- */

static uint64_t junk = 0x6a09e667f3bcc909ull; /* upper halves of int arguments */

static void set_case(struct tfn **fns, size_t nf, uint8_t *d, size_t n, int c)
{
    uint8_t *wlo = clamp_lo(d, &D), *whi = clamp_hi(d + n, &D);
    size_t wlen = (size_t)(whi - wlo);
    uint8_t *elo = MIR(E, D, wlo);
    const uint8_t *bglo = MIR(BG, D, wlo);
    /* The byte written must differ from the sentinels next to the
     * destination, or a one-byte overrun would go unseen. */
    for (int t = 0; t < 4; t++) {
        uint8_t b = (uint8_t)c;
        bool clash = (d > D.lo && *MIR(BG, D, d - 1) == b) || (d + n < D.hi && *MIR(BG, D, d + n) == b);
        if (!clash)
            break;
        c ^= 0x24 << t;
    }
    cur.n = n; cur.d = d; cur.has_s = false;
    cur.xkind = X_C;
    cur.xa = (unsigned)c;

    if (refs[MT_OP_MEMSET] && oracle_on)
        refs[MT_OP_MEMSET]->fn.set(MIR(E, D, d), c, n);
    else
        memset(MIR(E, D, d), c, n);
    if (oracle_on) {
        struct tfn *o = &oracle[MT_OP_MEMSET];
        check_begin();
        memset(d, c, n);
        if (memcmp(wlo, elo, wlen))
            report_window(o, wlo, elo, wlen, d, n, "dst");
        memcpy(wlo, bglo, wlen);
        check_end(o);
    }

    for (size_t i = 0; i < nf; i++) {
        struct tfn *f = fns[i];
        if (f->dead)
            continue;
        uint64_t r;
        check_begin();
        /* Junk in the upper half of the int argument (the ABI leaves it
         * undefined; only the low byte is the value). Not from rnd(): the
         * data must not depend on which functions are selected. */
        junk = junk * 6364136223846793005ull + 1442695040888963407ull;
#if defined(__x86_64__)
        uint64_t carg = (uint32_t)c | (f->checked ? junk & ~0xffffffffull : 0);
#else
        /* ELFv2 (ppc64le) makes the caller sign-extend an int: no junk. */
        uint64_t carg = (uint64_t)(int64_t)c;
#endif
        if (gcall(f, (uintptr_t)d, carg, n, &r)) {
            if (r != (uintptr_t)d)
                engine_fail(f, "returned %p, want dst %p", (void *)(uintptr_t)r, (void *)d);
            if (memcmp(wlo, elo, wlen))
                report_window(f, wlo, elo, wlen, d, n, "dst");
        }
        memcpy(wlo, bglo, wlen);
        check_end(f);
    }
    memcpy(elo, bglo, wlen);
}

static int pick_c(unsigned i)
{
    switch (i % 6) {
    case 0: return (int)(rnd() & 0xff);
    case 1: return 0;
    case 2: return 0xff;
    case 3: return 0x80;
    case 4: return (int)((rnd() & 0xff) | 0x5a5a00);  /* junk above the byte */
    default: return -1 - (int)(rnd() & 0x7f);        /* negative int */
    }
}

static void pass_set(struct tfn **fns, size_t nf, bool quick)
{
    cur.pass = "set";
    rnd_seed("set");
    unsigned ci = 0;
    unsigned reps = quick ? 1 : 4;
    for (size_t k = 0; k <= DENSE_MAX + nsizes; k++) {
        size_t n = k <= DENSE_MAX ? k : sizes[k - DENSE_MAX - 1];
        static uint8_t al[64];
        size_t na = 0;
        if (n <= FULL_MATRIX_MAX) {
            for (int a = 0; a < 64; a++)
                al[na++] = (uint8_t)a;
        } else {
            al[na++] = 0;
            al[na++] = (uint8_t)(rnd() & 63);
            if (!quick) {
                al[na++] = 1;
                al[na++] = 63;
            }
        }
        for (size_t i = 0; i < na; i++)
            for (unsigned r = 0; r < (n <= FULL_MATRIX_MAX ? reps : 1); r++)
                set_case(fns, nf, D.lo + PAGE + al[i], n, pick_c(ci++));
    }
    cur.pass = "set guard";
    static struct place pl[600];
    for (size_t k = 0; k <= DENSE_MAX + nsizes; k++) {
        size_t n = k <= DENSE_MAX ? k : sizes[k - DENSE_MAX - 1];
        size_t np = make_places(pl, n, quick, false);
        for (size_t i = 0; i < np; i++) {
            place_desc(&pl[i], false);
            set_case(fns, nf, place_ptr(&D, pl[i].d, pl[i].od, n), n, pick_c(ci++));
        }
    }
    cur.extra[0] = 0;
    cur.where[0] = 0;
    cur.xkind = X_TEXT;
}

/* ---- memcmp, bcmp, name_eq ---------------------------------------------- */

/* f(a, b) and, when `both`, f(b, a). The expected answer is known by
 * construction (`sign`: the memcmp sign of a vs b: equal, or the first
 * differing byte's order); libc is checked against it on every test, and the
 * byte-loop reference is one of the functions checked. (Running the byte
 * loop as the oracle of every test would cost more than everything else:
 * each compare test is three calls that scan up to n bytes.) */
static void cmp_run(enum mt_op op, struct tfn **fns, size_t nf, const uint8_t *a, const uint8_t *b,
                    size_t n, int sign, bool both)
{
    int want = op == MT_OP_MEMCMP ? sign : sign != 0;
    int want2 = op == MT_OP_MEMCMP ? -sign : sign != 0;
    if (oracle_on) {
        struct tfn *o = &oracle[op];
        check_begin();
        int lc = libc_cls(op, a, b, n);
        if (lc != want)
            engine_fail(o, "libc says %s, want %s", cls_name(op, lc), cls_name(op, want));
        if (both && libc_cls(op, b, a, n) != want2)
            engine_fail(o, "libc says %s with arguments swapped, want %s",
                        cls_name(op, libc_cls(op, b, a, n)), cls_name(op, want2));
        check_end(o);
    }
    cur.n = n; cur.s = a; cur.d = b; cur.has_s = true;
    for (size_t i = 0; i < nf; i++) {
        struct tfn *f = fns[i];
        if (f->dead)
            continue;
        uint64_t r;
        check_begin();
        if (gcall(f, (uintptr_t)a, (uintptr_t)b, n, &r)) {
            if (op == MT_OP_NAME_EQ && (uint8_t)r > 1)
                engine_fail(f, "returned a bool that is neither 0 nor 1 (0x%02x)", (uint8_t)r);
            else if (cls_of(op, r) != want)
                engine_fail(f, "returned %d (%s), want %s", op == MT_OP_NAME_EQ ? (int)(uint8_t)r : (int)(uint32_t)r,
                            cls_name(op, cls_of(op, r)), cls_name(op, want));
        }
        check_end(f);
        if (!both || f->dead)
            continue;
        check_begin();
        if (gcall(f, (uintptr_t)b, (uintptr_t)a, n, &r)) {
            if (op == MT_OP_NAME_EQ && (uint8_t)r > 1)
                engine_fail(f, "returned a bool that is neither 0 nor 1 (0x%02x)", (uint8_t)r);
            else if (cls_of(op, r) != want2)
                engine_fail(f, "with arguments swapped returned %d (%s), want %s",
                            op == MT_OP_NAME_EQ ? (int)(uint8_t)r : (int)(uint32_t)r,
                            cls_name(op, cls_of(op, r)), cls_name(op, want2));
        }
        check_end(f);
    }
}

static const uint8_t diff_pairs[][2] = {
    { 0x00, 0xff }, { 0x7f, 0x80 }, { 0x01, 0x00 }, { 0x80, 0x7f }, { 0xfe, 0xff },
};

/* Makes a and b differ at p (x vs y) and, if q > p, again at q with the
 * opposite order: a word compare that does not find the *first* differing
 * byte (a missing bswap) then gets the sign wrong. */
static void cmp_diff(enum mt_op op, struct tfn **fns, size_t nf, uint8_t *a, uint8_t *b, size_t n,
                     size_t p, uint8_t x, uint8_t y, size_t q)
{
    uint8_t ap = a[p], aq = q < n ? a[q] : 0;
    a[p] = x; b[p] = y;
    if (q > p && q < n) {
        a[q] = y; b[q] = x;
    }
    cur.n = n;
    cur.xkind = X_DIFF;
    cur.xp = p; cur.xq = q; cur.xa = x; cur.xb = y;
    cmp_run(op, fns, nf, a, b, n, x < y ? -1 : 1, true);
    a[p] = b[p] = ap;
    if (q > p && q < n)
        a[q] = b[q] = aq;
    cur.xkind = X_TEXT;
    cur.extra[0] = 0;
}

static void cmp_case(enum mt_op op, struct tfn **fns, size_t nf, uint8_t *a, uint8_t *b, size_t n,
                     unsigned idx, bool ends)
{
    fill_random(a, n);
    memcpy(b, a, n);
    cur.xkind = X_TEXT;
    snprintf(cur.extra, sizeof cur.extra, "equal");
    cmp_run(op, fns, nf, a, b, n, 0, false);
    if (n) {
        const uint8_t *pr = diff_pairs[idx % (sizeof diff_pairs / sizeof diff_pairs[0])];
        size_t p;
        switch (idx % 4) {
        case 0: p = n - 1; break;
        case 1: p = 0; break;
        default: p = (size_t)(rnd() % n); break;
        }
        size_t q = (idx & 1) ? p + 1 + (size_t)(rnd() % 16) : 0;
        cmp_diff(op, fns, nf, a, b, n, p, pr[0], pr[1], q);
        if (ends) {
            cmp_diff(op, fns, nf, a, b, n, n - 1, 0x00, 0xff, 0);
            cmp_diff(op, fns, nf, a, b, n, 0, 0xff, 0x00, n > 1 ? n - 1 : 0);
        }
    }
    memcpy(b, MIR(BG, D, b), n); /* restore b */
}

static void pass_cmp(enum mt_op op, struct tfn **fns, size_t nf, bool quick)
{
    static struct pair pairs[4096 + 256];
    char tag[32];
    snprintf(tag, sizeof tag, "cmp/%d", (int)op);
    rnd_seed(tag);
    cur.pass = "compare";
    unsigned idx = 0;
    for (size_t k = 0; k <= DENSE_MAX + nsizes; k++) {
        size_t n = k <= DENSE_MAX ? k : sizes[k - DENSE_MAX - 1];
        size_t np = make_pairs(pairs, pmode_for(n, quick));
        for (size_t i = 0; i < np; i++)
            cmp_case(op, fns, nf, S.lo + PAGE + pairs[i].a, D.lo + PAGE + pairs[i].b, n, idx++, false);
    }

    /* One differing byte at every position (and a second one after it in
     * the other direction), both argument orders. */
    cur.pass = "compare positions";
    for (size_t n = 1; n <= DENSE_MAX; n++) {
        struct pair al[2] = { { (uint8_t)(n & 63), (uint8_t)((n * 5 + 3) & 63) },
                              { (uint8_t)(rnd() & 63), (uint8_t)(rnd() & 63) } };
        for (size_t j = 0; j < (quick ? 1u : 2u); j++) {
            uint8_t *a = S.lo + PAGE + al[j].a, *b = D.lo + PAGE + al[j].b;
            fill_random(a, n);
            memcpy(b, a, n);
            for (size_t p = 0; p < n; p++) {
                if (quick && n > 128 && p >= 32 && p + 32 < n && (p & 15) != (n & 15))
                    continue;
                cmp_diff(op, fns, nf, a, b, n, p, 0x00, 0xff, 0);
                cmp_diff(op, fns, nf, a, b, n, p, 0x7f, 0x80, p + 1 + (p * 7 + n) % 16);
            }
            memcpy(b, MIR(BG, D, b), n);
        }
    }

    cur.pass = "compare guard";
    static struct place pl[600];
    for (size_t k = 0; k <= DENSE_MAX + nsizes; k++) {
        size_t n = k <= DENSE_MAX ? k : sizes[k - DENSE_MAX - 1];
        size_t np = make_places(pl, n, quick, true);
        for (size_t i = 0; i < np; i++) {
            uint8_t *a = place_ptr(&S, pl[i].s, pl[i].os, n), *b = place_ptr(&D, pl[i].d, pl[i].od, n);
            place_desc(&pl[i], true);
            cmp_case(op, fns, nf, a, b, n, idx++, true);
        }
    }
    cur.extra[0] = 0;
    cur.where[0] = 0;
    cur.xkind = X_TEXT;
}

/* ---- driver ---------------------------------------------------------------- */

const char *engine_features(uint64_t mask)
{
    static char buf[256];
    size_t k = 0;
    buf[0] = 0;
    for (int b = 0; b < 64; b++) {
        if (!(mask & (1ull << b)))
            continue;
        const char *nm = mt_cpu_feature_name(1ull << b);
        k += (size_t)snprintf(buf + k, sizeof buf - k, "%s%s", k ? "," : "", nm ? nm : "?");
        if (k >= sizeof buf)
            break;
    }
    return buf;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

void engine_init(void)
{
    build_sizes();
    long ps = sysconf(_SC_PAGESIZE);
    pagesz = ps > 0 ? (size_t)ps : 4096;
    arena_size = (2 * max_size + 4 * PAGE + 4 * MARGIN + pagesz - 1) & ~(pagesz - 1);
    arena_alloc(&S, arena_size);
    arena_alloc(&D, arena_size);
    arena_alloc(&E, arena_size);
    arena_alloc(&BG, arena_size);
    for (size_t i = 0; i < arena_size; i++)
        BG.lo[i] = bg_byte(i);
    memcpy(D.lo, BG.lo, arena_size);
    memcpy(E.lo, BG.lo, arena_size);

    size_t n;
    const struct mt_strategy *t = mt_strategies(&n);
    for (size_t i = 0; i < n; i++)
        if ((t[i].flags & MT_STRAT_REFERENCE) && !refs[t[i].op])
            refs[t[i].op] = &t[i];
    for (int op = 0; op < MT_OP__COUNT; op++) {
        /* copies and sets: libc against the reference's result; compares:
         * libc against the answer known by construction */
        snprintf(oracle[op].full, sizeof oracle[op].full, "%s.libc (oracle)", mt_op_name((enum mt_op)op));
        oracle[op].op = (enum mt_op)op;
    }
    install_handlers();
#if defined(__x86_64__)
    const struct mt_cpu_info *ci = mt_cpu();
    checkasm_has_avx = (ci->detected & MT_CPU_AVX) != 0;
    checkasm_has_xgetbv1 = checkasm_has_avx && (ci->detected & MT_CPU_XGETBV1) != 0;
#endif
    if (opt.verbose) {
        printf("sizes: 0..%d dense, then", DENSE_MAX);
        for (size_t i = 0; i < nsizes; i++)
            printf(" %zu", sizes[i]);
        printf("\narenas: 4 x %zu bytes\n", arena_size);
    }
}

/* The oracle row of an op (libc vs the reference), for the summary. */
struct tfn *engine_oracle(enum mt_op op) { return &oracle[op]; }

/* n == 0 with NULL pointers (memcpy(d, NULL, 0) from an empty container is
 * common in real programs): nothing may be touched and the result is the
 * reference's. A masked access with an empty mask does not fault, so this
 * checks the result and the ABI; the speed of that case (a masked access
 * to page 0 is a microcode assist) is measured by memtune bench edges. */
static void pass_null(enum mt_op op, struct tfn **fns, size_t nf)
{
    cur.pass = "null";
    cur.n = 0;
    snprintf(cur.where, sizeof cur.where, "NULL pointers");
    if (!refs[op])
        return;
    struct tfn ref = { .op = op, .fn = refs[op]->fn.any };
    uint64_t want = call_direct(&ref, 0, op == MT_OP_MEMSET ? 0x5a : 0, 0);
    for (size_t i = 0; i < nf; i++) {
        struct tfn *f = fns[i];
        uint64_t got;
        if (f->dead || f->skip)
            continue;
        check_begin();
        if (gcall(f, 0, op == MT_OP_MEMSET ? 0x5a : 0, 0, &got) && got != want)
            engine_fail(f, "returned %#" PRIx64 ", the reference %#" PRIx64, got, want);
        check_end(f);
    }
    cur.where[0] = 0;
}

void engine_run_op(enum mt_op op, struct tfn **fns, size_t nf, bool quick, const char *tag)
{
    if (!nf)
        return;
    run_tag = tag ? tag : "";
    oracle_on = !*run_tag || opt.selftest;
#if CHECKASM_TRAMPOLINE
    rnd_seed("regs");
    for (int i = 0; i < 32; i++)
        checkasm_regs[i] = rnd();
    checkasm_canary = rnd() | 1;
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
    rnd_seed("regs");
    for (int i = 0; i < 23; i++)
        checkasm_regs[i] = rnd();
    for (int i = 0; i < 24; i++)
        checkasm_vregs[i] = rnd();
    checkasm_canary = rnd() | 1;
    checkasm_cr = rnd();
#endif
    double t0 = now();
    struct { const char *name; double t; } times[5];
    int nt = 0;
#define STEP(label, call)                                         \
    do {                                                          \
        for (size_t i_ = 0; i_ < nf; i_++) fns[i_]->dead = false; \
        double a_ = now();                                        \
        call;                                                     \
        times[nt].name = label;                                   \
        times[nt++].t = now() - a_;                               \
    } while (0)
    switch (op) {
    case MT_OP_MEMCPY:
    case MT_OP_MEMMOVE:
        STEP("copy", pass_copy(op, fns, nf, quick));
        STEP("guard", pass_copy_guard(op, fns, nf, quick));
        if (op == MT_OP_MEMMOVE)
            STEP("overlap", pass_overlap(fns, nf, quick));
        break;
    case MT_OP_MEMSET:
        STEP("set", pass_set(fns, nf, quick));
        break;
    case MT_OP_MEMCMP:
    case MT_OP_BCMP:
    case MT_OP_NAME_EQ:
        STEP("compare", pass_cmp(op, fns, nf, quick));
        break;
    default:
        break;
    }
    STEP("null", pass_null(op, fns, nf));
#undef STEP
    if (opt.verbose) {
        printf("  %s%s%s: %.2fs (", mt_op_name(op), *run_tag ? " " : "", run_tag, now() - t0);
        for (int i = 0; i < nt; i++)
            printf("%s%s %.2fs", i ? ", " : "", times[i].name, times[i].t);
        printf(")\n");
    }
    run_tag = "";
    for (size_t i = 0; i < nf; i++)
        fns[i]->dead = false;
}

/* A check outside the case matrix (e.g. "dispatch picked a runnable
 * ladder"): counted on f, reported without case details. */
void engine_check(struct tfn *f, bool ok, const char *fmt, ...)
{
    f->checks++;
    if (ok)
        return;
    f->fails++;
    char what[256], line[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(line, sizeof line, "%s: %s", f->full, what);
    if (!f->first_msg[0])
        snprintf(f->first_msg, sizeof f->first_msg, "%s", line);
    printf("%s %s\n", opt.selftest ? "  (expected) FAIL" : "FAIL", line);
}
