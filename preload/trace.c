/* libmemtune-trace.so: records what a program asks of memcpy, memmove,
 * memset, memcmp and bcmp (with mempcpy, bzero, __memcmpeq and the __*_chk
 * entries counted as their op), then calls glibc's own function, so the
 * program runs as it does without memtune. `memtune trace -- CMD` preloads
 * it and merges what it writes (tools/memtune/cmd_trace.c).
 *
 * Per thread (a private mapping, no locks on the recording path):
 *   - per op: calls, bytes, overlapping calls (|dst - src| < n), the exact
 *     size histogram (sizes >= 64 KiB in a small hash), src and dst address
 *     mod 64, and (dst - src) mod 4096;
 *   - per call site (return address, op): calls, bytes, calls whose size
 *     equals the previous call's from the same site (what a branch predictor
 *     keyed on the call path sees), and the number of distinct sizes;
 *   - the sequence of (op, site, size) of the first SEQ_MAX calls, in call
 *     order, for `memtune bench --order trace`; for memcmp and bcmp also
 *     where the buffers first differ (found with a word loop before the
 *     call: a traced program runs slower, not differently), so a replay
 *     can put its differences where the program's were
 *     (`--diff-pos trace`), and a histogram of those positions.
 * Written as text to $MEMTUNE_TRACE_DIR/raw.<pid>.<k> at exit (destructor)
 * and before an exec through execve/execv/execvp/execvpe/execl/execlp/
 * execle; a forked child starts from zero (pthread_atfork). Call sites are
 * symbolized with dladdr at that time. Lost: processes that end in _exit()
 * or a signal, and exec calls made inside glibc (system(), posix_spawn's
 * child: those children are traced from their own start anyway).
 *
 * Nothing here may call the functions it interposes with a recording
 * (a per-thread busy flag), and until the constructor has found glibc's
 * functions (dlsym RTLD_NEXT, which may itself copy memory) calls go to the
 * plain loops below. Compiled without builtins or loop-to-call patterns
 * (mt_cflags), so those loops stay loops. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#define EXPORT __attribute__((visibility("default")))
#define RET ((uintptr_t)__builtin_return_address(0))
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

enum { T_MEMCPY, T_MEMMOVE, T_MEMSET, T_MEMCMP, T_BCMP, T_NOPS };
static const char *const op_names[T_NOPS] = { "memcpy", "memmove", "memset", "memcmp", "bcmp" };

#define SMALL 65536u          /* exact counts below this size */
#define NBIG 1024u            /* open-addressed sizes >= SMALL */
#define NSITE 4096u           /* call sites per thread (power of two) */
#define NPAIR (1u << 17)      /* (site, size) pairs seen, per thread */
#define SEQ_MAX (1u << 20)    /* sequence entries per thread */
#define SITE_NONE 0xfffu      /* site table full */
#define DIFF_EQUAL 0xffffffffu /* seqdiff of buffers that do not differ */
/* first-difference classes: equal, 0..7, 8..31, 32..127, 128.. */
#define DIFF_CLASSES 5

struct bigsz {
    uint64_t size, count;
};
struct opstat {
    uint64_t calls, bytes, overlap, big_lost;
    uint32_t size[SMALL];
    struct bigsz big[NBIG];
    uint64_t salign[64], dalign[64], alias[4096];
    uint64_t diffcls[DIFF_CLASSES]; /* memcmp/bcmp: equal, then by first difference */
};
struct site {
    uintptr_t ret;
    uint32_t op;
    uint32_t used;
    uint64_t calls, bytes, same, distinct, last;
};
/* Zeroed in a forked child with MADV_DONTNEED: counters only. */
struct tdata {
    struct opstat op[T_NOPS];
    struct site site[NSITE];
    uint64_t site_lost;       /* calls from sites that did not fit */
    uint64_t pair[NPAIR];     /* site << 48 | size, + 1 (0 = empty) */
    uint64_t npair, pair_lost;
    uint64_t nseq;
    uint64_t seq[SEQ_MAX];    /* op << 60 | site << 48 | size */
    uint32_t seqdiff[SEQ_MAX]; /* memcmp/bcmp: first difference (DIFF_EQUAL) */
};
struct tstate {
    struct tstate *next;
    struct tdata *d;
    long tid;
    int busy;
};

static _Atomic(struct tstate *) threads;
static __thread struct tstate *tls __attribute__((tls_model("initial-exec")));
static char out_dir[1024];
static int enabled;           /* MEMTUNE_TRACE_DIR was set */
static unsigned file_seq;
static pid_t my_pid;

/* glibc's functions, found by the constructor. */
static struct {
    void *(*memcpy)(void *, const void *, size_t);
    void *(*memmove)(void *, const void *, size_t);
    void *(*memset)(void *, int, size_t);
    int (*memcmp)(const void *, const void *, size_t);
    int (*bcmp)(const void *, const void *, size_t);
    void *(*mempcpy)(void *, const void *, size_t);
    void *(*memcpy_chk)(void *, const void *, size_t, size_t);
    void *(*memmove_chk)(void *, const void *, size_t, size_t);
    void *(*mempcpy_chk)(void *, const void *, size_t, size_t);
    void *(*memset_chk)(void *, int, size_t, size_t);
    int (*execve)(const char *, char *const[], char *const[]);
    int (*execv)(const char *, char *const[]);
    int (*execvp)(const char *, char *const[]);
    int (*execvpe)(const char *, char *const[], char *const[]);
} real;

/* ---- before glibc's functions are known --------------------------------- */
static void *loop_move(void *d, const void *s, size_t n)
{
    unsigned char *p = d;
    const unsigned char *q = s;
    if (p < q)
        for (size_t i = 0; i < n; i++)
            p[i] = q[i];
    else
        for (size_t i = n; i-- > 0;)
            p[i] = q[i];
    return d;
}
static void *loop_set(void *d, int c, size_t n)
{
    unsigned char *p = d;
    for (size_t i = 0; i < n; i++)
        p[i] = (unsigned char)c;
    return d;
}
static int loop_cmp(const void *a, const void *b, size_t n)
{
    const unsigned char *p = a, *q = b;
    for (size_t i = 0; i < n; i++)
        if (p[i] != q[i])
            return p[i] < q[i] ? -1 : 1;
    return 0;
}

/* ---- recording ---------------------------------------------------------- */

/* Where a and b first differ in [0, n), or n when they do not: 8 bytes at
 * a time (unaligned word loads through a may_alias type), then bytes. */
typedef uint64_t __attribute__((may_alias, aligned(1))) word_ua;
static size_t first_diff(const unsigned char *a, const unsigned char *b, size_t n)
{
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        if (*(const word_ua *)(a + i) != *(const word_ua *)(b + i))
            break;
    for (; i < n; i++)
        if (a[i] != b[i])
            break;
    return i;
}

static unsigned diff_class(size_t p, size_t n)
{
    return p >= n ? 0 : p < 8 ? 1 : p < 32 ? 2 : p < 128 ? 3 : 4;
}
static struct tstate *state(void)
{
    struct tstate *t = tls;
    if (t)
        return t;
    _Static_assert(sizeof(struct tstate) <= 4096, "the list links fit the first page");
    void *m = mmap(NULL, 4096 + sizeof(struct tdata), PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED)
        return NULL;
    t = m;
    /* the counters start on their own page: a forked child zeroes them
     * with MADV_DONTNEED and keeps the list links */
    t->d = (struct tdata *)((char *)m + 4096);
    t->tid = syscall(SYS_gettid);
    struct tstate *head = atomic_load(&threads);
    do
        t->next = head;
    while (!atomic_compare_exchange_weak(&threads, &head, t));
    tls = t;
    return t;
}

static uint32_t site_of(struct tdata *d, uintptr_t ret, int op)
{
    uint64_t h = ((uint64_t)ret * 0x9e3779b97f4a7c15ull + (uint64_t)op) >> 52; /* 12 bits */
    for (uint32_t probe = 0; probe < 64; probe++) {
        struct site *s = &d->site[(h + probe) & (NSITE - 1)];
        if (s->used && s->ret == ret && s->op == (uint32_t)op)
            return (uint32_t)((h + probe) & (NSITE - 1));
        if (!s->used) {
            s->used = 1;
            s->ret = ret;
            s->op = (uint32_t)op;
            s->last = UINT64_MAX;
            return (uint32_t)((h + probe) & (NSITE - 1));
        }
    }
    return SITE_NONE;
}

/* 1 if (site, n) was not seen before in this thread. */
static int pair_new(struct tdata *d, uint32_t site, uint64_t n)
{
    if (d->npair >= NPAIR / 4 * 3) {
        d->pair_lost++;
        return 0;
    }
    uint64_t key = ((uint64_t)site << 48 | (n & 0xffffffffffffull)) + 1;
    uint64_t h = (key * 0x9e3779b97f4a7c15ull) >> 47; /* 17 bits */
    for (;;) {
        uint64_t *e = &d->pair[h & (NPAIR - 1)];
        if (*e == key)
            return 0;
        if (*e == 0) {
            *e = key;
            d->npair++;
            return 1;
        }
        h++;
    }
}

static void record(int op, const void *dst, const void *src, size_t n, uintptr_t ret)
{
    if (!enabled)
        return;
    struct tstate *t = tls;
    if (t && t->busy)
        return;
    if (!t) {
        static __thread int creating __attribute__((tls_model("initial-exec")));
        if (creating)
            return;
        creating = 1;
        t = state();
        creating = 0;
        if (!t)
            return;
    }
    t->busy = 1;
    struct tdata *d = t->d;
    struct opstat *o = &d->op[op];
    o->calls++;
    o->bytes += n;
    if (n < SMALL) {
        o->size[n]++;
    } else {
        uint64_t h = ((uint64_t)n * 0x9e3779b97f4a7c15ull) >> 54; /* 10 bits */
        uint32_t probe = 0;
        for (; probe < 32; probe++) {
            struct bigsz *b = &o->big[(h + probe) & (NBIG - 1)];
            if (b->count && b->size == n) {
                b->count++;
                break;
            }
            if (!b->count) {
                b->size = n;
                b->count = 1;
                break;
            }
        }
        if (probe == 32)
            o->big_lost++;
    }
    uintptr_t da = (uintptr_t)dst;
    o->dalign[da & 63]++;
    if (src) {
        uintptr_t sa = (uintptr_t)src;
        o->salign[sa & 63]++;
        o->alias[(da - sa) & 4095]++;
        if (op <= T_MEMMOVE && n && (da < sa ? sa - da : da - sa) < n)
            o->overlap++;
    }
    uint32_t si = site_of(d, ret, op);
    if (si == SITE_NONE) {
        d->site_lost++;
    } else {
        struct site *s = &d->site[si];
        s->calls++;
        s->bytes += n;
        if (s->last == n)
            s->same++;
        s->last = n;
        if (pair_new(d, si, n))
            s->distinct++;
    }
    if (op == T_MEMCMP || op == T_BCMP) {
        size_t p = first_diff((const unsigned char *)src, (const unsigned char *)dst, n);
        o->diffcls[diff_class(p, n)]++;
        if (d->nseq < SEQ_MAX)
            d->seqdiff[d->nseq] = p >= n ? DIFF_EQUAL : p >= DIFF_EQUAL ? DIFF_EQUAL - 1 : (uint32_t)p;
    }
    if (d->nseq < SEQ_MAX)
        d->seq[d->nseq++] = (uint64_t)op << 60 | (uint64_t)(si & 0xfff) << 48 | (n & 0xffffffffffffull);
    t->busy = 0;
}

/* ---- writing ------------------------------------------------------------ */
struct out {
    int fd;
    size_t k;
    char buf[1 << 16];
};
static void o_flush(struct out *w)
{
    size_t off = 0;
    while (off < w->k) {
        ssize_t r = write(w->fd, w->buf + off, w->k - off);
        if (r <= 0)
            break;
        off += (size_t)r;
    }
    w->k = 0;
}
static void o_ch(struct out *w, char c)
{
    if (w->k == sizeof w->buf)
        o_flush(w);
    w->buf[w->k++] = c;
}
static void o_s(struct out *w, const char *s)
{
    while (*s)
        o_ch(w, *s++);
}
/* a path or symbol as one token: bytes <= ' ' and '%' as %XX */
static void o_tok(struct out *w, const char *s)
{
    static const char hex[] = "0123456789abcdef";
    if (!s || !*s) {
        o_ch(w, '-');
        return;
    }
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c <= ' ' || c == '%' || c >= 0x7f) {
            o_ch(w, '%');
            o_ch(w, hex[c >> 4]);
            o_ch(w, hex[c & 15]);
        } else {
            o_ch(w, (char)c);
        }
    }
}
static void o_u(struct out *w, uint64_t v)
{
    char t[24];
    int i = 0;
    do
        t[i++] = (char)('0' + v % 10);
    while (v /= 10);
    while (i)
        o_ch(w, t[--i]);
}
static void o_x(struct out *w, uint64_t v)
{
    static const char hex[] = "0123456789abcdef";
    char t[20];
    int i = 0;
    do
        t[i++] = hex[v & 15];
    while (v >>= 4);
    o_s(w, "0x");
    while (i)
        o_ch(w, t[--i]);
}

static void write_thread(struct out *w, struct tstate *t)
{
    struct tdata *d = t->d;
    uint64_t total = 0;
    for (int op = 0; op < T_NOPS; op++)
        total += d->op[op].calls;
    if (!total)
        return;
    o_s(w, "thread "); o_u(w, (uint64_t)t->tid); o_s(w, " site_lost "); o_u(w, d->site_lost);
    o_s(w, " pair_lost "); o_u(w, d->pair_lost); o_ch(w, '\n');
    for (int op = 0; op < T_NOPS; op++) {
        struct opstat *o = &d->op[op];
        if (!o->calls)
            continue;
        const char *nm = op_names[op];
        o_s(w, "op "); o_s(w, nm); o_s(w, " "); o_u(w, o->calls); o_s(w, " "); o_u(w, o->bytes);
        o_s(w, " "); o_u(w, o->overlap); o_s(w, " "); o_u(w, o->big_lost); o_ch(w, '\n');
        for (uint32_t n = 0; n < SMALL; n++)
            if (o->size[n]) {
                o_s(w, "size "); o_s(w, nm); o_ch(w, ' '); o_u(w, n); o_ch(w, ' '); o_u(w, o->size[n]); o_ch(w, '\n');
            }
        for (uint32_t i = 0; i < NBIG; i++)
            if (o->big[i].count) {
                o_s(w, "size "); o_s(w, nm); o_ch(w, ' '); o_u(w, o->big[i].size); o_ch(w, ' ');
                o_u(w, o->big[i].count); o_ch(w, '\n');
            }
        if (op == T_MEMCMP || op == T_BCMP)
            for (unsigned i = 0; i < DIFF_CLASSES; i++)
                if (o->diffcls[i]) {
                    o_s(w, "diffcls "); o_s(w, nm); o_ch(w, ' '); o_u(w, i); o_ch(w, ' '); o_u(w, o->diffcls[i]);
                    o_ch(w, '\n');
                }
        static const char *const hn[3] = { "salign", "dalign", "alias" };
        const uint64_t *hv[3] = { o->salign, o->dalign, o->alias };
        const unsigned hl[3] = { 64, 64, 4096 };
        for (int h = 0; h < 3; h++)
            for (unsigned i = 0; i < hl[h]; i++)
                if (hv[h][i]) {
                    o_s(w, hn[h]); o_ch(w, ' '); o_s(w, nm); o_ch(w, ' '); o_u(w, i); o_ch(w, ' ');
                    o_u(w, hv[h][i]); o_ch(w, '\n');
                }
    }
    for (uint32_t i = 0; i < NSITE; i++) {
        struct site *s = &d->site[i];
        if (!s->used || !s->calls)
            continue;
        Dl_info di;
        const char *mod = NULL, *sym = NULL;
        uintptr_t off = s->ret, symoff = 0;
        if (dladdr((void *)s->ret, &di)) {
            mod = di.dli_fname;
            off = s->ret - (uintptr_t)di.dli_fbase;
            if (di.dli_sname) {
                sym = di.dli_sname;
                symoff = s->ret - (uintptr_t)di.dli_saddr;
            }
        }
        o_s(w, "site "); o_u(w, i); o_ch(w, ' '); o_s(w, op_names[s->op]); o_ch(w, ' '); o_x(w, s->ret);
        o_ch(w, ' '); o_u(w, s->calls); o_ch(w, ' '); o_u(w, s->bytes); o_ch(w, ' '); o_u(w, s->same);
        o_ch(w, ' '); o_u(w, s->distinct); o_ch(w, ' '); o_tok(w, mod); o_ch(w, ' '); o_x(w, off);
        o_ch(w, ' '); o_tok(w, sym); o_ch(w, ' '); o_x(w, symoff); o_ch(w, '\n');
    }
    /* sequence: "q OP SITE SIZE", memcmp/bcmp with " DIFF" (SIZE when equal) */
    for (uint64_t i = 0; i < d->nseq; i++) {
        uint64_t e = d->seq[i], op = e >> 60;
        o_s(w, "q "); o_u(w, op); o_ch(w, ' '); o_u(w, (e >> 48) & 0xfff); o_ch(w, ' ');
        o_u(w, e & 0xffffffffffffull);
        if (op == T_MEMCMP || op == T_BCMP) {
            o_ch(w, ' ');
            o_u(w, d->seqdiff[i] == DIFF_EQUAL ? e & 0xffffffffffffull : d->seqdiff[i]);
        }
        o_ch(w, '\n');
    }
    o_s(w, "endthread\n");
}

static void flush_all(const char *why)
{
    if (!enabled)
        return;
    struct tstate *self = tls;
    int was_busy = self ? self->busy : 0;
    if (self)
        self->busy = 1; /* dladdr and write may copy memory: do not record it */
    static struct out w; /* one writer at a time: exit and exec are single events */
    char path[1200];
    size_t k = 0;
    for (const char *p = out_dir; *p && k < 1000; p++)
        path[k++] = *p;
    const char *tail = "/raw.";
    while (*tail)
        path[k++] = *tail++;
    {
        char t[24];
        int i = 0;
        uint64_t v = (uint64_t)getpid();
        do
            t[i++] = (char)('0' + v % 10);
        while (v /= 10);
        while (i)
            path[k++] = t[--i];
        path[k++] = '.';
        v = file_seq++;
        do
            t[i++] = (char)('0' + v % 10);
        while (v /= 10);
        while (i)
            path[k++] = t[--i];
    }
    path[k] = 0;
    w.fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (w.fd >= 0) {
        w.k = 0;
        char exe[1024];
        ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        exe[n > 0 ? n : 0] = 0;
        o_s(&w, "memtune-trace-raw 1\nprocess "); o_u(&w, (uint64_t)getpid()); o_ch(&w, ' ');
        o_u(&w, (uint64_t)getppid()); o_ch(&w, ' '); o_tok(&w, exe); o_ch(&w, ' '); o_s(&w, why);
        o_ch(&w, '\n');
        /* in creation order (the list is newest first): the main thread's
         * calls come first in the sequence */
        struct tstate *head = atomic_load(&threads), *done = NULL;
        while (done != head) {
            struct tstate *t = head;
            while (t->next != done)
                t = t->next;
            write_thread(&w, t);
            done = t;
        }
        o_s(&w, "end\n");
        o_flush(&w);
        close(w.fd);
    }
    if (self)
        self->busy = was_busy;
}

/* Start again from zero (after a flush before exec, or in a forked child). */
static void reset_all(void)
{
    for (struct tstate *t = atomic_load(&threads); t; t = t->next)
        madvise(t->d, sizeof *t->d, MADV_DONTNEED);
}

static void at_fork_child(void)
{
    my_pid = getpid();
    file_seq = 0;
    reset_all();
    struct tstate *t = tls;
    if (t)
        t->tid = syscall(SYS_gettid);
}

__attribute__((constructor)) static void trace_init(void)
{
    /* Secure mode (setuid/setgid, AT_SECURE): the environment is the
     * caller's, not the program's; files would be created with the
     * program's privileges wherever it says. Record nothing, like the
     * library ignores every MEMTUNE_* variable there (src/env.c). */
    if (getauxval(AT_SECURE))
        return;
    const char *dir = getenv("MEMTUNE_TRACE_DIR");
    if (!dir || !*dir)
        return; /* loaded without `memtune trace`: record nothing */
    size_t k = 0;
    for (; dir[k] && k < sizeof out_dir - 1; k++)
        out_dir[k] = dir[k];
    out_dir[k] = 0;
    my_pid = getpid();
    /* glibc's functions; until these are set the loops above serve */
#define FIND(field, name) *(void **)&real.field = dlsym(RTLD_NEXT, name)
    FIND(memmove, "memmove");
    FIND(memcpy, "memcpy");
    FIND(memset, "memset");
    FIND(memcmp, "memcmp");
    FIND(bcmp, "bcmp");
    FIND(mempcpy, "mempcpy");
    FIND(memcpy_chk, "__memcpy_chk");
    FIND(memmove_chk, "__memmove_chk");
    FIND(mempcpy_chk, "__mempcpy_chk");
    FIND(memset_chk, "__memset_chk");
    FIND(execve, "execve");
    FIND(execv, "execv");
    FIND(execvp, "execvp");
    FIND(execvpe, "execvpe");
#undef FIND
    pthread_atfork(NULL, NULL, at_fork_child);
    enabled = 1;
}

__attribute__((destructor)) static void trace_fini(void)
{
    flush_all("exit");
    enabled = 0;
}

/* ---- the interposed functions ------------------------------------------- */
EXPORT void *memcpy(void *restrict d, const void *restrict s, size_t n)
{
    record(T_MEMCPY, d, s, n, RET);
    return real.memcpy ? real.memcpy(d, s, n) : loop_move(d, s, n);
}
EXPORT void *memmove(void *d, const void *s, size_t n)
{
    record(T_MEMMOVE, d, s, n, RET);
    return real.memmove ? real.memmove(d, s, n) : loop_move(d, s, n);
}
EXPORT void *memset(void *d, int c, size_t n)
{
    record(T_MEMSET, d, NULL, n, RET);
    return real.memset ? real.memset(d, c, n) : loop_set(d, c, n);
}
EXPORT int memcmp(const void *a, const void *b, size_t n)
{
    record(T_MEMCMP, b, a, n, RET);
    return real.memcmp ? real.memcmp(a, b, n) : loop_cmp(a, b, n);
}
EXPORT int bcmp(const void *a, const void *b, size_t n)
{
    record(T_BCMP, b, a, n, RET);
    return real.bcmp ? real.bcmp(a, b, n) : loop_cmp(a, b, n);
}
EXPORT int __memcmpeq(const void *a, const void *b, size_t n)
{
    record(T_BCMP, b, a, n, RET);
    return real.bcmp ? real.bcmp(a, b, n) : loop_cmp(a, b, n);
}
EXPORT void *mempcpy(void *restrict d, const void *restrict s, size_t n)
{
    record(T_MEMCPY, d, s, n, RET);
    if (real.mempcpy)
        return real.mempcpy(d, s, n);
    return (char *)loop_move(d, s, n) + n;
}
EXPORT void *__mempcpy(void *restrict d, const void *restrict s, size_t n)
{
    record(T_MEMCPY, d, s, n, RET);
    if (real.mempcpy)
        return real.mempcpy(d, s, n);
    return (char *)loop_move(d, s, n) + n;
}
EXPORT void bzero(void *d, size_t n)
{
    record(T_MEMSET, d, NULL, n, RET);
    if (real.memset)
        real.memset(d, 0, n);
    else
        loop_set(d, 0, n);
}
EXPORT void *__memcpy_chk(void *d, const void *s, size_t n, size_t dl)
{
    record(T_MEMCPY, d, s, n, RET);
    return real.memcpy_chk ? real.memcpy_chk(d, s, n, dl) : loop_move(d, s, n);
}
EXPORT void *__memmove_chk(void *d, const void *s, size_t n, size_t dl)
{
    record(T_MEMMOVE, d, s, n, RET);
    return real.memmove_chk ? real.memmove_chk(d, s, n, dl) : loop_move(d, s, n);
}
EXPORT void *__mempcpy_chk(void *d, const void *s, size_t n, size_t dl)
{
    record(T_MEMCPY, d, s, n, RET);
    if (real.mempcpy_chk)
        return real.mempcpy_chk(d, s, n, dl);
    return (char *)loop_move(d, s, n) + n;
}
EXPORT void *__memset_chk(void *d, int c, size_t n, size_t dl)
{
    record(T_MEMSET, d, NULL, n, RET);
    return real.memset_chk ? real.memset_chk(d, c, n, dl) : loop_set(d, c, n);
}

/* ---- exec: write what this process recorded first ----------------------- */
static void before_exec(void)
{
    flush_all("exec");
    reset_all();
}

EXPORT int execve(const char *path, char *const argv[], char *const envp[])
{
    before_exec();
    return real.execve ? real.execve(path, argv, envp) : (int)syscall(SYS_execve, path, argv, envp);
}
EXPORT int execv(const char *path, char *const argv[])
{
    before_exec();
    return real.execv(path, argv);
}
EXPORT int execvp(const char *file, char *const argv[])
{
    before_exec();
    return real.execvp(file, argv);
}
EXPORT int execvpe(const char *file, char *const argv[], char *const envp[])
{
    before_exec();
    return real.execvpe(file, argv, envp);
}

/* execl*: collect the arguments, as glibc does */
#define COLLECT(arg0, ap, argv)                                                \
    size_t argc_ = 1;                                                          \
    va_list ap2_;                                                              \
    va_copy(ap2_, ap);                                                         \
    while (va_arg(ap2_, const char *))                                         \
        argc_++;                                                               \
    va_end(ap2_);                                                              \
    char *argv[argc_ + 1];                                                     \
    argv[0] = (char *)(arg0);                                                  \
    for (size_t i_ = 1; i_ <= argc_; i_++)                                     \
        argv[i_] = va_arg(ap, char *)

EXPORT int execl(const char *path, const char *arg, ...)
{
    va_list ap;
    va_start(ap, arg);
    COLLECT(arg, ap, argv);
    va_end(ap);
    return execv(path, argv);
}
EXPORT int execlp(const char *file, const char *arg, ...)
{
    va_list ap;
    va_start(ap, arg);
    COLLECT(arg, ap, argv);
    va_end(ap);
    return execvp(file, argv);
}
EXPORT int execle(const char *path, const char *arg, ...)
{
    va_list ap;
    va_start(ap, arg);
    COLLECT(arg, ap, argv);
    char *const *envp = va_arg(ap, char *const *);
    va_end(ap);
    return execve(path, argv, envp);
}

/* A marker `memtune trace` checks before it runs anything. */
EXPORT const char mt_trace_version[] = "memtune-trace-raw 1";
