/* memtune trace [-o DIR] [--seq-max N] -- CMD ARGS...
 *
 * Runs CMD with libmemtune-trace.so preloaded (preload/trace.c records
 * every memcpy, memmove, memset, memcmp and bcmp call of every process and
 * thread, and writes DIR/raw/raw.<pid>.<k> at exit and before exec), then
 * merges those files into:
 *   DIR/trace.json     per op: calls, bytes, sizes, alignments, (dst-src)
 *                      mod 4096, predictability; per call site the same;
 *                      the processes; the tracer's own cost per call
 *   DIR/<Op>.csv       the size distribution in fleetbench's format (sizes,
 *                      overlap, alignment): `memtune bench OP --dist` replays
 *   DIR/<Op>.seq       the sizes in call order (memtune-seq/1): replayed as
 *                      the program called them with `--order trace`, or
 *                      shuffled (the default order) for comparison
 * The exit status is CMD's. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "tool.h"
#include "bench/bench.h"

#define NOPS 5
static const char *const op_names[NOPS] = { "memcpy", "memmove", "memset", "memcmp", "bcmp" };
static const char *const op_files[NOPS] = { "Memcpy", "Memmove", "Memset", "Memcmp", "Bcmp" };
enum { OP_MEMCMP = 3, OP_BCMP = 4 }; /* indices into op_names */

/* A site repeats its previous size at least this often: "predictable". */
#define PREDICTABLE 0.9

#define DIFF_CLASSES 5
static const char *const diff_class_names[DIFF_CLASSES] = { "equal", "0..7", "8..31", "32..127", "128.." };

struct sz {
    uint64_t size, count;
};
struct opagg {
    uint64_t calls, bytes, overlap, big_lost;
    struct sz *sizes;
    size_t nsz, capsz;
    uint64_t salign[64], dalign[64], alias[4096];
    uint32_t *seq;       /* sizes in call order (capped) */
    int32_t *seq_site;   /* merged site of each, -1 unknown */
    int64_t *seq_diff;   /* memcmp/bcmp: first difference, -1 equal (NULL: not traced) */
    size_t nseq, capseq;
    uint64_t diffcls[DIFF_CLASSES]; /* equal, first difference 0..7, 8..31, 32..127, 128.. */
};
struct siteagg {
    int op;
    char module[512], sym[256];
    uint64_t off, symoff;
    uint64_t calls, bytes, same, distinct;
};
/* One thread's recorded calls of one op, in order (what the tracer kept:
 * its first calls), and how many calls the thread made. */
struct tseq {
    int op;
    uint64_t calls;
    uint32_t *size;
    int32_t *site;
    int64_t *diff;       /* memcmp/bcmp from tracers that record it, else NULL */
    size_t n, cap;
};
struct proc {
    long pid, ppid;
    char exe[512], why[16];
    uint64_t calls;
};
struct agg {
    struct opagg op[NOPS];
    struct siteagg *site;
    size_t nsite, capsite;
    size_t *hash;        /* open addressing over site, index + 1 */
    size_t hcap;
    struct proc *proc;
    size_t nproc, capproc;
    uint64_t site_lost, pair_lost, threads;
    size_t seq_max;
    struct tseq *ts;     /* per thread and op, in file order */
    size_t nts, capts;
};

static void *grow(void *p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return p;
    size_t c = *cap ? *cap : 64;
    while (c < need)
        c *= 2;
    void *q = realloc(p, c * elem);
    if (q)
        *cap = c;
    return q;
}

static int op_index(const char *name)
{
    for (int i = 0; i < NOPS; i++)
        if (!strcmp(name, op_names[i]))
            return i;
    return -1;
}

/* undo the tracer's %XX escapes in place */
static void unescape(char *s)
{
    char *o = s;
    if (!strcmp(s, "-")) {
        *s = 0;
        return;
    }
    for (; *s; s++) {
        if (s[0] == '%' && s[1] && s[2]) {
            char h[3] = { s[1], s[2], 0 };
            *o++ = (char)strtol(h, NULL, 16);
            s += 2;
        } else {
            *o++ = *s;
        }
    }
    *o = 0;
}

static uint64_t hash_site(int op, const char *module, uint64_t off)
{
    uint64_t h = 1469598103934665603ull ^ (uint64_t)op;
    for (const char *p = module; *p; p++)
        h = (h ^ (unsigned char)*p) * 1099511628211ull;
    return (h ^ off) * 0x9e3779b97f4a7c15ull;
}

/* The merged index of (op, module, off); -1 out of memory. */
static long site_find(struct agg *A, int op, const char *module, uint64_t off)
{
    if (A->nsite * 2 >= A->hcap) {
        size_t nc = A->hcap ? A->hcap * 2 : 1024;
        size_t *nh = calloc(nc, sizeof *nh);
        if (!nh)
            return -1;
        for (size_t i = 0; i < A->nsite; i++) {
            uint64_t h = hash_site(A->site[i].op, A->site[i].module, A->site[i].off);
            size_t j = h & (nc - 1);
            while (nh[j])
                j = (j + 1) & (nc - 1);
            nh[j] = i + 1;
        }
        free(A->hash);
        A->hash = nh;
        A->hcap = nc;
    }
    size_t j = hash_site(op, module, off) & (A->hcap - 1);
    while (A->hash[j]) {
        struct siteagg *s = &A->site[A->hash[j] - 1];
        if (s->op == op && s->off == off && !strcmp(s->module, module))
            return (long)(A->hash[j] - 1);
        j = (j + 1) & (A->hcap - 1);
    }
    struct siteagg *v = grow(A->site, &A->capsite, A->nsite + 1, sizeof *v);
    if (!v)
        return -1;
    A->site = v;
    struct siteagg *s = &A->site[A->nsite];
    memset(s, 0, sizeof *s);
    s->op = op;
    snprintf(s->module, sizeof s->module, "%.*s", (int)sizeof s->module - 1, module);
    s->off = off;
    A->hash[j] = ++A->nsite;
    return (long)(A->nsite - 1);
}

static int bad(const char *path, unsigned line, const char *what)
{
    return mt_tool_error("trace: %s:%u: %s", path, line, what);
}

/* Reading one raw file: where it is, and the thread and process its
 * current lines belong to. */
struct raw_reader {
    struct agg *A;
    const char *path;
    unsigned ln;
    long local[4096];           /* the thread's site numbers -> merged sites */
    size_t tsbase;              /* this thread's first tseq in A->ts */
    struct proc *cur;
};

/* "q OP SITE SIZE [DIFF]": one call in order; memcmp and bcmp carry where
 * the buffers first differ (SIZE when they do not). */
static int raw_seq(struct raw_reader *R, const char *line)
{
    unsigned long long u1, u2, u3, u4;
    int k = sscanf(line + 2, "%llu %llu %llu %llu", &u1, &u2, &u3, &u4);
    if (k < 3 || u1 >= NOPS || u2 >= 4096 || (k == 4 && (u4 > u3 || (u1 != OP_MEMCMP && u1 != OP_BCMP))))
        return bad(R->path, R->ln, "malformed sequence entry");
    if (R->tsbase == (size_t)-1)
        return bad(R->path, R->ln, "sequence entry outside a thread");
    struct tseq *q = &R->A->ts[R->tsbase + u1];
    if (q->n && (k == 4) != (q->diff != NULL))
        return bad(R->path, R->ln, "sequence entries with and without a first difference");
    if (q->n == q->cap) {
        size_t c = q->cap ? q->cap * 2 : 1024;
        uint32_t *sz = realloc(q->size, c * sizeof *sz);
        if (sz)
            q->size = sz;
        int32_t *st = sz ? realloc(q->site, c * sizeof *st) : NULL;
        if (st)
            q->site = st;
        int64_t *df = st && k == 4 ? realloc(q->diff, c * sizeof *df) : NULL;
        if (df)
            q->diff = df;
        if (!sz || !st || (k == 4 && !df))
            return mt_tool_error("trace: out of memory");
        q->cap = c;
    }
    q->size[q->n] = u3 > UINT32_MAX ? UINT32_MAX : (uint32_t)u3;
    if (k == 4)
        q->diff[q->n] = u4 == u3 ? -1 : (int64_t)u4;
    q->site[q->n++] = (int32_t)R->local[u2];
    return 0;
}

/* "diffcls OP CLASS COUNT": memcmp/bcmp calls by first difference. */
static int raw_diffcls(struct raw_reader *R, const char *opname, unsigned long long cls, unsigned long long count)
{
    int op = op_index(opname);
    if ((op != OP_MEMCMP && op != OP_BCMP) || cls >= DIFF_CLASSES)
        return bad(R->path, R->ln, "malformed first-difference entry");
    R->A->op[op].diffcls[cls] += count;
    return 0;
}

/* "size OP SIZE COUNT" */
static int raw_size(struct raw_reader *R, const char *opname, unsigned long long size, unsigned long long count)
{
    int op = op_index(opname);
    if (op < 0)
        return bad(R->path, R->ln, "unknown op");
    struct opagg *o = &R->A->op[op];
    struct sz *v = grow(o->sizes, &o->capsz, o->nsz + 1, sizeof *v);
    if (!v)
        return mt_tool_error("trace: out of memory");
    o->sizes = v;
    o->sizes[o->nsz++] = (struct sz){ size, count };
    return 0;
}

/* "salign|dalign|alias OP VALUE COUNT" */
static int raw_hist(struct raw_reader *R, const char *kind, const char *opname, unsigned long long v,
                    unsigned long long count)
{
    struct agg *A = R->A;
    int op = op_index(opname);
    size_t lim = !strcmp(kind, "alias") ? 4096 : 64;
    if (op < 0 || v >= lim)
        return bad(R->path, R->ln, "malformed histogram entry");
    uint64_t *h = !strcmp(kind, "salign") ? A->op[op].salign : !strcmp(kind, "dalign") ? A->op[op].dalign
                                                                                      : A->op[op].alias;
    h[v] += count;
    return 0;
}

/* "op OP CALLS BYTES OVERLAP BIG_LOST": the thread's totals. */
static int raw_op(struct raw_reader *R, const char *opname, const unsigned long long u[4])
{
    struct agg *A = R->A;
    int op = op_index(opname);
    if (op < 0)
        return bad(R->path, R->ln, "unknown op");
    A->op[op].calls += u[0];
    A->op[op].bytes += u[1];
    if (R->tsbase != (size_t)-1)
        A->ts[R->tsbase + (size_t)op].calls += u[0];
    A->op[op].overlap += u[2];
    A->op[op].big_lost += u[3];
    if (R->cur)
        R->cur->calls += u[0];
    return 0;
}

/* "site N OP RET CALLS BYTES SAME DISTINCT MODULE OFF SYM SYMOFF" */
static int raw_site(struct raw_reader *R, const char *line)
{
    char a[600], mod[600], sym[600];
    unsigned long long u1, u2, u3, u4, u5, ret, off, symoff;
    if (sscanf(line + 5, "%llu %599s %llx %llu %llu %llu %llu %599s %llx %599s %llx", &u1, a, &ret, &u2, &u3, &u4,
               &u5, mod, &off, sym, &symoff) != 11 ||
        u1 >= 4096 || op_index(a) < 0)
        return bad(R->path, R->ln, "malformed site entry");
    unescape(mod);
    unescape(sym);
    /* unknown module: the raw address identifies the site */
    long m = site_find(R->A, op_index(a), mod, mod[0] ? off : ret);
    if (m < 0)
        return mt_tool_error("trace: out of memory");
    struct siteagg *s = &R->A->site[m];
    s->calls += u2;
    s->bytes += u3;
    s->same += u4;
    if (u5 > s->distinct)
        s->distinct = u5;
    if (sym[0] && !s->sym[0]) {
        snprintf(s->sym, sizeof s->sym, "%.*s", (int)sizeof s->sym - 1, sym);
        s->symoff = symoff;
    }
    R->local[u1] = m;
    return 0;
}

/* "thread TID site_lost N pair_lost N": a new thread's sequences. */
static int raw_thread(struct raw_reader *R, unsigned long long site_lost, unsigned long long pair_lost)
{
    struct agg *A = R->A;
    struct tseq *v = grow(A->ts, &A->capts, A->nts + NOPS, sizeof *v);
    if (!v)
        return mt_tool_error("trace: out of memory");
    A->ts = v;
    R->tsbase = A->nts;
    for (int op = 0; op < NOPS; op++)
        A->ts[A->nts++] = (struct tseq){ .op = op };
    A->threads++;
    A->site_lost += site_lost;
    A->pair_lost += pair_lost;
    for (size_t i = 0; i < 4096; i++)
        R->local[i] = -1;
    return 0;
}

/* "process PID PPID EXE WHY" */
static int raw_process(struct raw_reader *R, unsigned long long pid, unsigned long long ppid, char *exe,
                       const char *why)
{
    struct agg *A = R->A;
    struct proc *p = grow(A->proc, &A->capproc, A->nproc + 1, sizeof *p);
    if (!p)
        return mt_tool_error("trace: out of memory");
    A->proc = p;
    R->cur = &A->proc[A->nproc++];
    memset(R->cur, 0, sizeof *R->cur);
    R->cur->pid = (long)pid;
    R->cur->ppid = (long)ppid;
    unescape(exe);
    snprintf(R->cur->exe, sizeof R->cur->exe, "%.*s", (int)sizeof R->cur->exe - 1, exe);
    snprintf(R->cur->why, sizeof R->cur->why, "%.*s", (int)sizeof R->cur->why - 1, why);
    return 0;
}

/* One line after the header: 0, 1 for "end", 2 after a one-line error. */
static int raw_line(struct raw_reader *R, char *line)
{
    char a[600], b[600], c[600];
    unsigned long long u[4], u6, u7;
    if (line[0] == 'q' && line[1] == ' ')
        return raw_seq(R, line);
    if (sscanf(line, "size %599s %llu %llu", a, &u[0], &u[1]) == 3)
        return raw_size(R, a, u[0], u[1]);
    if (sscanf(line, "%599s %599s %llu %llu", a, b, &u[0], &u[1]) == 4 &&
        (!strcmp(a, "salign") || !strcmp(a, "dalign") || !strcmp(a, "alias")))
        return raw_hist(R, a, b, u[0], u[1]);
    if (sscanf(line, "diffcls %599s %llu %llu", a, &u[0], &u[1]) == 3)
        return raw_diffcls(R, a, u[0], u[1]);
    if (sscanf(line, "op %599s %llu %llu %llu %llu", a, &u[0], &u[1], &u[2], &u[3]) == 5)
        return raw_op(R, a, u);
    if (!strncmp(line, "site ", 5))
        return raw_site(R, line);
    if (sscanf(line, "thread %llu site_lost %llu pair_lost %llu", &u[0], &u[1], &u[2]) == 3)
        return raw_thread(R, u[1], u[2]);
    if (sscanf(line, "process %llu %llu %599s %599s", &u6, &u7, b, c) == 4)
        return raw_process(R, u6, u7, b, c);
    if (!strcmp(line, "endthread"))
        return 0;
    if (!strcmp(line, "end"))
        return 1;
    return bad(R->path, R->ln, "unrecognised line");
}

/* Merges one raw file into A. */
static int read_raw(struct agg *A, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return mt_tool_error("trace: cannot read %s: %s", path, strerror(errno));
    struct raw_reader R = { .A = A, .path = path, .tsbase = (size_t)-1 };
    for (size_t i = 0; i < 4096; i++)
        R.local[i] = -1;
    char line[4096];
    int rc = 0, ended = 0;
    while (fgets(line, sizeof line, f)) {
        R.ln++;
        size_t L = strlen(line);
        if (L && line[L - 1] == '\n')
            line[--L] = 0;
        if (R.ln == 1) {
            if (strcmp(line, "memtune-trace-raw 1") != 0) {
                rc = bad(path, R.ln, "not a memtune trace file (expected \"memtune-trace-raw 1\")");
                break;
            }
            continue;
        }
        int r = raw_line(&R, line);
        if (r == 1)
            ended = 1;
        else if (r) {
            rc = r;
            break;
        }
    }
    fclose(f);
    if (!rc && !ended)
        fprintf(stderr, "memtune: trace: %s ends early (the process was killed while writing); using what it has\n",
                path);
    return rc;
}

/* Each op's replay sequence: every thread contributes a contiguous window
 * of its recorded calls, from the middle of what was kept (past start-up),
 * as long as its share of the op's calls allows, so a short-lived process
 * (the compiler driver before cc1) does not fill the sequence alone. */
static int build_sequences(struct agg *A)
{
    for (int op = 0; op < NOPS; op++) {
        struct opagg *o = &A->op[op];
        uint64_t total = 0;
        size_t have = 0;
        for (size_t i = 0; i < A->nts; i++)
            if (A->ts[i].op == op) {
                total += A->ts[i].calls;
                have += A->ts[i].n;
            }
        if (!have)
            continue;
        size_t want = have < A->seq_max ? have : A->seq_max;
        o->seq = malloc(want * sizeof *o->seq);
        o->seq_site = malloc(want * sizeof *o->seq_site);
        /* first differences only when every thread's calls carry them */
        bool diffs = true;
        for (size_t i = 0; i < A->nts; i++)
            if (A->ts[i].op == op && A->ts[i].n && !A->ts[i].diff)
                diffs = false;
        o->seq_diff = diffs ? malloc(want * sizeof *o->seq_diff) : NULL;
        if (!o->seq || !o->seq_site || (diffs && !o->seq_diff))
            return mt_tool_error("trace: out of memory");
        o->capseq = want;
        for (size_t i = 0; i < A->nts; i++) {
            struct tseq *q = &A->ts[i];
            if (q->op != op || !q->n)
                continue;
            size_t quota = want == have ? q->n
                         : (size_t)((double)want * (double)(q->calls ? q->calls : q->n) / (double)(total ? total : have) + 0.5);
            if (quota > q->n)
                quota = q->n;
            if (quota > want - o->nseq)
                quota = want - o->nseq;
            size_t from = (q->n - quota) / 2;
            memcpy(o->seq + o->nseq, q->size + from, quota * sizeof *o->seq);
            memcpy(o->seq_site + o->nseq, q->site + from, quota * sizeof *o->seq_site);
            if (o->seq_diff)
                memcpy(o->seq_diff + o->nseq, q->diff + from, quota * sizeof *o->seq_diff);
            o->nseq += quota;
        }
    }
    for (size_t i = 0; i < A->nts; i++)
        free(A->ts[i].size), free(A->ts[i].site), free(A->ts[i].diff);
    free(A->ts);
    A->ts = NULL;
    A->nts = 0;
    return 0;
}

static int cmp_sz(const void *x, const void *y)
{
    const struct sz *a = x, *b = y;
    return a->size < b->size ? -1 : a->size > b->size;
}

static int cmp_count_desc(const void *x, const void *y)
{
    const struct sz *a = x, *b = y;
    return a->count > b->count ? -1 : a->count < b->count ? 1 : a->size < b->size ? -1 : a->size > b->size;
}

/* Sorts and merges the sizes of o. */
static void merge_sizes(struct opagg *o)
{
    if (!o->nsz)
        return;
    qsort(o->sizes, o->nsz, sizeof *o->sizes, cmp_sz);
    size_t k = 0;
    for (size_t i = 1; i < o->nsz; i++) {
        if (o->sizes[i].size == o->sizes[k].size)
            o->sizes[k].count += o->sizes[i].count;
        else
            o->sizes[++k] = o->sizes[i];
    }
    o->nsz = k + 1;
}

/* The alignment class of an address mod 64, as fleetbench's third line
 * counts it: the largest power of two dividing it, 64 for 0. */
static unsigned align_class(unsigned r)
{
    return r == 0 ? 64 : r & -r;
}

struct opsum {
    double mean, le128, repeat, predictable, alias_1_63, alias_0;
    size_t sites;
};

static void summarize(const struct agg *A, int op, struct opsum *s)
{
    const struct opagg *o = &A->op[op];
    memset(s, 0, sizeof *s);
    if (!o->calls)
        return;
    s->mean = (double)o->bytes / (double)o->calls;
    uint64_t le = 0;
    for (size_t i = 0; i < o->nsz && o->sizes[i].size <= 128; i++)
        le += o->sizes[i].count;
    s->le128 = (double)le / (double)o->calls;
    uint64_t same = 0, calls = 0, pcalls = 0;
    for (size_t i = 0; i < A->nsite; i++) {
        const struct siteagg *t = &A->site[i];
        if (t->op != op)
            continue;
        s->sites++;
        same += t->same;
        calls += t->calls;
        if (t->calls && (double)t->same >= PREDICTABLE * (double)t->calls)
            pcalls += t->calls;
    }
    s->repeat = calls ? (double)same / (double)calls : 0;
    s->predictable = calls ? (double)pcalls / (double)calls : 0;
    uint64_t al = 0, a0 = 0, atot = 0;
    for (int d = 0; d < 4096; d++) {
        atot += o->alias[d];
        if (d >= 1 && d <= 63)
            al += o->alias[d];
        if (d == 0)
            a0 += o->alias[d];
    }
    s->alias_1_63 = atot ? (double)al / (double)atot : 0;
    s->alias_0 = atot ? (double)a0 / (double)atot : 0;
}

static int write_dist(const char *dir, int op, const struct opagg *o)
{
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s.csv", dir, op_files[op]);
    FILE *f = fopen(path, "w");
    if (!f)
        return mt_tool_error("trace: cannot write %s: %s", path, strerror(errno));
    for (size_t i = 0; i < o->nsz; i++)
        fprintf(f, "%s%" PRIu64 ":%.6g", i ? "," : "", o->sizes[i].size,
                (double)o->sizes[i].count / (double)o->calls);
    double pov = o->calls ? (double)o->overlap / (double)o->calls : 0;
    fprintf(f, "\n0:%.6g,1:%.6g\n", 1 - pov, pov);
    uint64_t cls[7] = { 0 }, tot = 0; /* 1, 2, 4, ..., 64 */
    for (unsigned r = 0; r < 64; r++) {
        unsigned c = align_class(r);
        unsigned b = (unsigned)__builtin_ctz(c);
        uint64_t n = o->dalign[r] + o->salign[r];
        cls[b] += n;
        tot += n;
    }
    int first = 1;
    for (unsigned b = 0; b < 7; b++)
        if (cls[b]) {
            fprintf(f, "%s%u:%.6g", first ? "" : ",", 1u << b, (double)cls[b] / (double)tot);
            first = 0;
        }
    if (first)
        fprintf(f, "64:1");
    fputc('\n', f);
    int rc = ferror(f);
    if (fclose(f) != 0 || rc)
        return mt_tool_error("trace: cannot write %s", path);
    return 0;
}

static int write_seq(const char *dir, int op, const struct opagg *o, const char *cmd)
{
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s.seq", dir, op_files[op]);
    FILE *f = fopen(path, "w");
    if (!f)
        return mt_tool_error("trace: cannot write %s: %s", path, strerror(errno));
    fprintf(f, "memtune-seq/1 %s\n", op_names[op]);
    fprintf(f, "# %s sizes in call order, as traced by `memtune trace -- %s`:\n", op_names[op], cmd);
    fprintf(f, "# %zu of %" PRIu64 " calls; per thread a contiguous window from the middle of its calls, sized by\n"
               "# its share of the calls, threads and processes one after the other.\n",
            o->nseq, o->calls);
    if (o->seq_diff) {
        fprintf(f, "# Columns: size, call site (index into trace.json \"sites\", -1 unknown), index of the\n"
                   "# first differing byte (-1: the buffers were equal).\n");
        for (size_t i = 0; i < o->nseq; i++)
            fprintf(f, "%u %d %" PRId64 "\n", o->seq[i], o->seq_site[i], o->seq_diff[i]);
    } else {
        fprintf(f, "# Columns: size, call site (index into trace.json \"sites\", -1 unknown).\n");
        for (size_t i = 0; i < o->nseq; i++)
            fprintf(f, "%u %d\n", o->seq[i], o->seq_site[i]);
    }
    int rc = ferror(f);
    if (fclose(f) != 0 || rc)
        return mt_tool_error("trace: cannot write %s", path);
    return 0;
}

/* Sites by calls, descending (the JSON's order; .seq files refer to it). */
static const struct agg *sort_agg;
static int cmp_site_idx(const void *x, const void *y)
{
    const struct siteagg *a = &sort_agg->site[*(const size_t *)x], *b = &sort_agg->site[*(const size_t *)y];
    return a->calls > b->calls ? -1 : a->calls < b->calls;
}

static int write_json(const char *dir, const struct agg *A, const size_t *order, const char *cmd, double elapsed,
                      int status, double overhead_ns, const char *date)
{
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/trace.json", dir);
    FILE *f = fopen(path, "w");
    if (!f)
        return mt_tool_error("trace: cannot write %s: %s", path, strerror(errno));
    fputs("{\n  \"schema\": \"memtune-trace/1\",\n  \"command\": ", f);
    mt_json_str(f, cmd);
    fputs(",\n  \"date\": ", f);
    mt_json_str(f, date);
    fputs(",\n  \"machine\": ", f);
    mt_json_machine(f);
    fputs(",\n  \"elapsed_s\": ", f);
    mt_json_num(f, elapsed);
    fprintf(f, ", \"exit_status\": %d, \"threads\": %" PRIu64 ", \"site_lost\": %" PRIu64
               ", \"distinct_lost\": %" PRIu64 ",\n  \"overhead_ns_per_call\": ",
            status, A->threads, A->site_lost, A->pair_lost);
    mt_json_num(f, overhead_ns);
    fprintf(f, ", \"predictable_threshold\": %g,\n  \"processes\": [", PREDICTABLE);
    for (size_t i = 0; i < A->nproc; i++) {
        const struct proc *p = &A->proc[i];
        fprintf(f, "%s\n    {\"pid\": %ld, \"ppid\": %ld, \"exe\": ", i ? "," : "", p->pid, p->ppid);
        mt_json_str(f, p->exe);
        fputs(", \"written_at\": ", f);
        mt_json_str(f, p->why);
        fprintf(f, ", \"calls\": %" PRIu64 "}", p->calls);
    }
    fputs("\n  ],\n  \"ops\": {", f);
    int first = 1;
    for (int op = 0; op < NOPS; op++) {
        const struct opagg *o = &A->op[op];
        if (!o->calls)
            continue;
        struct opsum s;
        summarize(A, op, &s);
        fprintf(f, "%s\n    \"%s\": {\"calls\": %" PRIu64 ", \"bytes\": %" PRIu64 ", \"calls_per_s\": ", first ? "" : ",",
                op_names[op], o->calls, o->bytes);
        mt_json_num(f, elapsed > 0 ? (double)o->calls / elapsed : 0);
        fputs(", \"mean_size\": ", f);
        mt_json_num(f, s.mean);
        fputs(", \"share_le128\": ", f);
        mt_json_num(f, s.le128);
        fprintf(f, ", \"overlapping\": %" PRIu64 ", \"sites\": %zu, \"repeat_share\": ", o->overlap, s.sites);
        mt_json_num(f, s.repeat);
        fputs(", \"predictable_call_share\": ", f);
        mt_json_num(f, s.predictable);
        fputs(",\n      \"aliasing_0\": ", f);
        mt_json_num(f, s.alias_0);
        fputs(", \"aliasing_1_63\": ", f);
        mt_json_num(f, s.alias_1_63);
        fprintf(f, ", \"distribution\": \"%s.csv\", \"sequence\": \"%s.seq\", \"sequence_calls\": %zu,\n",
                op_files[op], op_files[op], o->nseq);
        uint64_t ndiff = 0;
        for (int c = 0; c < DIFF_CLASSES; c++)
            ndiff += o->diffcls[c];
        if (ndiff) {
            /* shares of the calls: equal, or by where the first difference is */
            fputs("      \"first_difference\": {", f);
            for (int c = 0; c < DIFF_CLASSES; c++) {
                fprintf(f, "%s\"%s\": ", c ? ", " : "", diff_class_names[c]);
                mt_json_num(f, (double)o->diffcls[c] / (double)ndiff);
            }
            fputs("},\n", f);
        }
        fputs("      \"top_sizes\": [", f);
        /* the 16 most frequent sizes */
        struct sz *top = malloc(o->nsz * sizeof *top);
        size_t nk = 0;
        if (top) {
            memcpy(top, o->sizes, o->nsz * sizeof *top);
            qsort(top, o->nsz, sizeof *top, cmp_count_desc);
            nk = o->nsz < 16 ? o->nsz : 16;
        }
        for (size_t i = 0; i < nk; i++)
            fprintf(f, "%s[%" PRIu64 ", %" PRIu64 "]", i ? ", " : "", top[i].size, top[i].count);
        free(top);
        fputs("]}", f);
        first = 0;
    }
    fputs("\n  },\n  \"sites\": [", f);
    for (size_t k = 0; k < A->nsite; k++) {
        const struct siteagg *t = &A->site[order[k]];
        fprintf(f, "%s\n    {\"op\": \"%s\", \"module\": ", k ? "," : "", op_names[t->op]);
        mt_json_str_or_null(f, t->module);
        fprintf(f, ", \"offset\": \"0x%" PRIx64 "\", \"symbol\": ", t->off);
        if (t->sym[0]) {
            char sb[300];
            snprintf(sb, sizeof sb, "%.255s+0x%" PRIx64, t->sym, t->symoff);
            mt_json_str(f, sb);
        } else {
            fputs("null", f);
        }
        fprintf(f, ", \"calls\": %" PRIu64 ", \"bytes\": %" PRIu64 ", \"repeat_share\": ", t->calls, t->bytes);
        mt_json_num(f, t->calls ? (double)t->same / (double)t->calls : 0);
        fprintf(f, ", \"distinct_sizes\": %" PRIu64 "}", t->distinct);
    }
    fputs("\n  ]\n}\n", f);
    int rc = ferror(f);
    if (fclose(f) != 0 || rc)
        return mt_tool_error("trace: cannot write %s", path);
    return 0;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* `memtune trace --self-loop N`: N calls of memcpy through the PLT (the
 * tool's own, which the tracer interposes when preloaded); prints ns per
 * call. The overhead measurement runs it with and without the tracer. */
static int self_loop(long n)
{
    static char a[256], b[256];
    void *(*volatile cp)(void *, const void *, size_t) = memcpy;
    for (long i = 0; i < n / 10; i++)
        cp(a, b, 32);
    double t0 = now_s();
    for (long i = 0; i < n; i++)
        cp(a + (i & 63), b, 32);
    double t1 = now_s();
    printf("%.4f\n", (t1 - t0) * 1e9 / (double)n);
    return 0;
}

/* Runs argv with the environment as it is; captures one number printed on
 * stdout. Returns NAN on failure. */
static double run_capture(char *const argv[])
{
    int fd[2];
    if (pipe(fd) != 0)
        return NAN;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        close(fd[1]);
        execv(argv[0], argv);
        _exit(127);
    }
    close(fd[1]);
    char buf[64] = "";
    ssize_t k = pid > 0 ? read(fd[0], buf, sizeof buf - 1) : -1;
    close(fd[0]);
    int st = 0;
    if (pid > 0)
        waitpid(pid, &st, 0);
    if (k <= 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0)
        return NAN;
    buf[k] = 0;
    return strtod(buf, NULL);
}

/* The tracer's cost per call: the self loop with and without it, five
 * times each interleaved; the difference of the medians. */
static double measure_overhead(const char *tracer, const char *tmpdir)
{
    char self[PATH_MAX];
    ssize_t k = readlink("/proc/self/exe", self, sizeof self - 1);
    if (k <= 0)
        return NAN;
    self[k] = 0;
    char *argv[] = { self, "trace", "--self-loop", "2000000", NULL };
    double with[5], without[5];
    char *old = getenv("LD_PRELOAD") ? strdup(getenv("LD_PRELOAD")) : NULL;
    for (int r = 0; r < 5; r++) {
        without[r] = run_capture(argv);
        setenv("MEMTUNE_TRACE_DIR", tmpdir, 1);
        mt_tool_preload_env(tracer);
        with[r] = run_capture(argv);
        unsetenv("MEMTUNE_TRACE_DIR");
        if (old)
            setenv("LD_PRELOAD", old, 1);
        else
            unsetenv("LD_PRELOAD");
    }
    free(old);
    return mt_bench_median(with, 5) - mt_bench_median(without, 5);
}

static int cmp_name(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

static void remove_raw(const char *raw)
{
    DIR *d = opendir(raw);
    if (!d)
        return;
    struct dirent *e;
    char p[PATH_MAX + 256];
    while ((e = readdir(d)))
        if (!strncmp(e->d_name, "raw.", 4)) {
            snprintf(p, sizeof p, "%s/%s", raw, e->d_name);
            unlink(p);
        }
    closedir(d);
}

static int usage(FILE *f)
{
    fprintf(f,
            "usage: memtune trace [-o DIR] [--seq-max N] [--keep-raw] -- CMD [ARGS...]\n"
            "  Runs CMD with a tracer preloaded and records every memcpy, memmove, memset,\n"
            "  memcmp and bcmp call (mempcpy, bzero, __memcmpeq and __*_chk included) of CMD\n"
            "  and its children: sizes, alignments, (dst-src) %% 4096, call sites and how\n"
            "  often a site repeats its previous size. glibc still does the work.\n"
            "  -o DIR       output directory (default memtune-trace): trace.json, <Op>.csv\n"
            "               (replay: memtune bench memcpy --dist DIR/Memcpy.csv) and <Op>.seq\n"
            "               (call order: memtune bench memcpy --dist DIR/Memcpy.seq --order trace)\n"
            "  --seq-max N  calls kept in call order per op (default 1048576)\n"
            "  --keep-raw   keep the per-process files in DIR/raw\n"
            "  Not recorded: calls glibc makes internally (stdio, qsort, ...), processes that\n"
            "  end in _exit() or a signal.\n");
    return f == stderr ? 2 : 0;
}

struct trace_opts {
    const char *out;
    size_t seq_max;
    int keep_raw;
    int cmd;                    /* argv index of CMD */
};

/* argv into o: 0, 2 after a one-line error, -1 after --help. */
static int parse_args(int argc, char **argv, struct trace_opts *o)
{
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) {
            i++;
            break;
        }
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return -1;
        }
        if (!strcmp(a, "--keep-raw")) {
            o->keep_raw = 1;
        } else if (!strcmp(a, "-o") || !strcmp(a, "--seq-max")) {
            if (i + 1 >= argc)
                return mt_tool_error("trace: %s needs a value", a);
            if (!strcmp(a, "-o")) {
                o->out = argv[++i];
            } else {
                char *end;
                errno = 0;
                unsigned long long v = strtoull(argv[++i], &end, 10);
                if (errno || *end || !*argv[i] || v > (1ull << 28))
                    return mt_tool_error("trace: --seq-max '%s': expected a count up to %llu", argv[i], 1ull << 28);
                o->seq_max = (size_t)v;
            }
        } else if (a[0] == '-') {
            return mt_tool_error("trace: unknown option '%s' (memtune trace --help)", a);
        } else {
            break;
        }
    }
    if (i >= argc)
        return mt_tool_error("trace: no command given (memtune trace [-o DIR] -- CMD [ARGS...])");
    o->cmd = i;
    return 0;
}

/* The tracer (found and loadable), DIR and an empty DIR/raw, whose
 * absolute path goes to rawabs (0, or 2 after a one-line error). */
static int prepare(const char *out, char *tracer, size_t tlen, char *rawabs)
{
    if (mt_tool_preload_path("libmemtune-trace.so", tracer, tlen) != 0)
        return mt_tool_error("trace: libmemtune-trace.so not found (looked in %s; build it, or set MEMTUNE_PRELOAD_DIR)",
                             tracer);
    int rc = mt_tool_preload_check(tracer, "mt_trace_version");
    if (rc)
        return rc;
    char raw[PATH_MAX];
    if (mkdir(out, 0755) != 0 && errno != EEXIST)
        return mt_tool_error("trace: cannot create %s: %s", out, strerror(errno));
    snprintf(raw, sizeof raw, "%s/raw", out);
    if (mkdir(raw, 0755) != 0 && errno != EEXIST)
        return mt_tool_error("trace: cannot create %s: %s", raw, strerror(errno));
    remove_raw(raw);
    if (!realpath(raw, rawabs))
        return mt_tool_error("trace: %s: %s", raw, strerror(errno));
    return 0;
}

/* Runs argv with the tracer preloaded and waits for it: 0, or 2 after a
 * one-line error; *status is CMD's exit status (128 + signal). */
static int run_traced(char **argv, const char *tracer, const char *rawabs, double *elapsed, int *status)
{
    double t0 = now_s();
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0)
        return mt_tool_error("trace: fork: %s", strerror(errno));
    if (pid == 0) {
        setenv("MEMTUNE_TRACE_DIR", rawabs, 1);
        mt_tool_preload_env(tracer);
        execvp(argv[0], argv);
        fprintf(stderr, "memtune: trace: cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    /* the child gets the terminal's signals; we wait for it */
    signal(SIGINT, SIG_IGN);
    signal(SIGQUIT, SIG_IGN);
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    signal(SIGINT, SIG_DFL);
    signal(SIGQUIT, SIG_DFL);
    *elapsed = now_s() - t0;
    *status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    return 0;
}

/* Merges every raw file of rawabs into A, by name (pid, then k), for a
 * reproducible sequence (0, or 2 after a one-line error). */
static int read_all_raw(struct agg *A, const char *rawabs, size_t *nfiles)
{
    DIR *d = opendir(rawabs);
    if (!d)
        return mt_tool_error("trace: %s: %s", rawabs, strerror(errno));
    struct dirent *e;
    char **names = NULL;
    size_t capn = 0, n = 0;
    int rc = 0;
    while ((e = readdir(d))) {
        if (strncmp(e->d_name, "raw.", 4) != 0)
            continue;
        char **nn = grow(names, &capn, n + 1, sizeof *nn);
        if (!nn || !(nn[n] = strdup(e->d_name))) {
            closedir(d);
            return mt_tool_error("trace: out of memory");
        }
        names = nn;
        n++;
    }
    closedir(d);
    qsort(names, n, sizeof *names, cmp_name);
    for (size_t k = 0; k < n && !rc; k++) {
        char p[PATH_MAX + 256];
        snprintf(p, sizeof p, "%s/%s", rawabs, names[k]);
        rc = read_raw(A, p);
    }
    for (size_t k = 0; k < n; k++)
        free(names[k]);
    free(names);
    *nfiles = n;
    return rc;
}

/* Sites by calls (*order, the JSON's order); the sequences' site numbers
 * remapped to it, the sizes merged (0, or 2 after an error). */
static int rank_sites(struct agg *A, size_t **order)
{
    size_t *ord = malloc((A->nsite ? A->nsite : 1) * sizeof *ord);
    long *rank = malloc((A->nsite ? A->nsite : 1) * sizeof *rank);
    if (!ord || !rank) {
        free(ord);
        free(rank);
        return mt_tool_error("trace: out of memory");
    }
    for (size_t k = 0; k < A->nsite; k++)
        ord[k] = k;
    sort_agg = A;
    qsort(ord, A->nsite, sizeof *ord, cmp_site_idx);
    for (size_t k = 0; k < A->nsite; k++)
        rank[ord[k]] = (long)k;
    for (int op = 0; op < NOPS; op++) {
        struct opagg *o = &A->op[op];
        merge_sizes(o);
        for (size_t k = 0; k < o->nseq; k++)
            if (o->seq_site[k] >= 0)
                o->seq_site[k] = (int32_t)rank[o->seq_site[k]];
    }
    free(rank);
    *order = ord;
    return 0;
}

static void print_summary(const struct agg *A, const char *cmd, const char *out, double elapsed, int status,
                          double overhead)
{
    printf("traced: %s\n", cmd);
    printf("  %zu process(es), %" PRIu64 " thread(s), %.2f s, exit status %d; tracer cost %.1f ns per call\n",
           A->nproc, A->threads, elapsed, status, overhead);
    printf("  %-8s %12s %10s %9s %7s %7s %11s %6s\n", "op", "calls", "calls/s", "mean B", "<=128", "repeat",
           "predictable", "sites");
    for (int op = 0; op < NOPS; op++) {
        const struct opagg *o = &A->op[op];
        if (!o->calls)
            continue;
        struct opsum s;
        summarize(A, op, &s);
        printf("  %-8s %12" PRIu64 " %10.3g %9.1f %6.1f%% %6.1f%% %10.1f%% %6zu\n", op_names[op], o->calls,
               elapsed > 0 ? (double)o->calls / elapsed : 0, s.mean, 100 * s.le128, 100 * s.repeat,
               100 * s.predictable, s.sites);
    }
    printf("  repeat: calls whose size equals the previous call's from the same site;\n"
           "  predictable: calls from sites that repeat their size >= %.0f%% of the time\n", 100 * PREDICTABLE);
    printf("  wrote %s/trace.json and <Op>.csv / <Op>.seq per op\n", out);
}

static void agg_free(struct agg *A)
{
    for (int op = 0; op < NOPS; op++)
        free(A->op[op].sizes), free(A->op[op].seq), free(A->op[op].seq_site), free(A->op[op].seq_diff);
    free(A->site);
    free(A->hash);
    free(A->proc);
}

int cmd_trace(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--self-loop"))
        return self_loop(atol(argv[2]));
    struct trace_opts o = { "memtune-trace", 1u << 20, 0, 0 };
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc < 0 ? 0 : rc;
    char tracer[PATH_MAX + 64], rawabs[PATH_MAX];
    if ((rc = prepare(o.out, tracer, sizeof tracer, rawabs)) != 0)
        return rc;

    /* the command line, for the record */
    char cmd[2048];
    size_t ck = 0;
    for (int j = o.cmd; j < argc && ck < sizeof cmd - 1; j++)
        ck += (size_t)snprintf(cmd + ck, sizeof cmd - ck, "%s%s", j > o.cmd ? " " : "", argv[j]);
    for (size_t k = 0; k < ck; k++)
        if (cmd[k] == '\n' || cmd[k] == '\r')
            cmd[k] = ' ';
    char date[32];
    mt_bench_now_utc(date, sizeof date);

    double elapsed = 0;
    int status = 0;
    if ((rc = run_traced(argv + o.cmd, tracer, rawabs, &elapsed, &status)) != 0)
        return rc;
    struct agg A;
    memset(&A, 0, sizeof A);
    A.seq_max = o.seq_max;
    size_t nfiles = 0;
    if ((rc = read_all_raw(&A, rawabs, &nfiles)) != 0)
        return rc;
    if (!nfiles)
        fprintf(stderr, "memtune: trace: no process wrote a trace (did %s run? statically linked programs and\n"
                        "setuid programs ignore LD_PRELOAD)\n", argv[o.cmd]);
    size_t *order = NULL;
    if ((rc = build_sequences(&A)) != 0 || (rc = rank_sites(&A, &order)) != 0)
        return rc;

    double overhead = measure_overhead(tracer, rawabs);
    remove_raw(rawabs); /* the overhead runs' files, and (unless kept) the program's */
    if (!o.keep_raw)
        rmdir(rawabs);

    for (int op = 0; op < NOPS && !rc; op++)
        if (A.op[op].calls) {
            rc = write_dist(o.out, op, &A.op[op]);
            if (!rc)
                rc = write_seq(o.out, op, &A.op[op], cmd);
        }
    if (!rc)
        rc = write_json(o.out, &A, order, cmd, elapsed, status, overhead, date);
    if (!rc)
        print_summary(&A, cmd, o.out, elapsed, status, overhead);
    agg_free(&A);
    free(order);
    return rc ? rc : status;
}
