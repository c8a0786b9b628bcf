/* Parsing for the bench: value lists (sizes, alignments, aliasing, diff
 * positions) and implementation specs. Every error is one line naming the
 * offending text; nothing is half-applied. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "bench.h"
#include "memtune.h"
#include "memtune/knobs.h"
#include "mt_bench_config.h"

static int fail(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(char *err, size_t errlen, const char *fmt, ...)
{
    if (err && errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, errlen, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* ---- value lists --------------------------------------------------------- */

#define MAX_VALUES 1000000

struct vec {
    size_t *v;
    size_t n, cap;
};

static int push(struct vec *a, size_t x)
{
    if (a->n == a->cap) {
        size_t nc = a->cap ? a->cap * 2 : 64;
        size_t *p = realloc(a->v, nc * sizeof *p);
        if (!p)
            return -1;
        a->v = p;
        a->cap = nc;
    }
    a->v[a->n++] = x;
    return 0;
}

static int cmp_size(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? -1 : x > y;
}

static int num(const char *s, size_t len, size_t *out)
{
    while (len && (*s == ' ' || *s == '\t'))
        s++, len--;
    while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
        len--;
    if (!len)
        return -1;
    if (mt_parse_size(s, len, out) != 0 || *out == SIZE_MAX)
        return -1;
    return 0;
}

int mt_bench_parse_values(const char *spec, size_t max, enum mt_bench_range_rule rule,
                          size_t **out, size_t *n, char *err, size_t errlen)
{
    struct vec a = { 0 };
    const char *p = spec ? spec : "";
    if (!*p)
        return fail(err, errlen, "empty list");
    while (1) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        char item[128];
        if (len == 0 || len >= sizeof item) {
            free(a.v);
            return fail(err, errlen, len ? "item too long in '%s'" : "empty item in '%s'", spec);
        }
        memcpy(item, p, len);
        item[len] = 0;
        const char *dots = strstr(item, "..");
        size_t lo, hi;
        if (!dots) {
            if (num(item, len, &lo) != 0) {
                free(a.v);
                return fail(err, errlen, "bad number '%s'", item);
            }
            if (lo > max) {
                free(a.v);
                return fail(err, errlen, "%zu is above the maximum %zu", lo, max);
            }
            if (push(&a, lo)) {
                free(a.v);
                return fail(err, errlen, "out of memory");
            }
        } else {
            const char *rest = dots + 2;
            const char *op = rest + strcspn(rest, ":*/");
            if (num(item, (size_t)(dots - item), &lo) != 0 || num(rest, (size_t)(op - rest), &hi) != 0) {
                free(a.v);
                return fail(err, errlen, "bad range '%s' (expected A..B, A..B:STEP, A..B*FACTOR or A..B/PER_DOUBLING)", item);
            }
            if (hi < lo) {
                free(a.v);
                return fail(err, errlen, "range '%s' ends below its start", item);
            }
            if (hi > max) {
                free(a.v);
                return fail(err, errlen, "%zu is above the maximum %zu", hi, max);
            }
            char kind = *op;
            size_t step = 0;
            double factor = 0;
            if (kind == ':' || kind == '/') {
                if (num(op + 1, strlen(op + 1), &step) != 0 || step == 0) {
                    free(a.v);
                    return fail(err, errlen, "bad step in '%s'", item);
                }
            } else if (kind == '*') {
                char *end;
                factor = strtod(op + 1, &end);
                if (end == op + 1 || *end || !(factor > 1.0) || factor > 1e6) {
                    free(a.v);
                    return fail(err, errlen, "bad factor in '%s' (a number above 1)", item);
                }
            } else if (rule == MT_BENCH_RANGE_SIZES && hi - lo > 1024) {
                kind = '/';
                step = 4;
            }
            int bad = 0;
            if (kind == ':') {
                for (size_t v = lo; v <= hi && !bad; v += step) {
                    bad |= push(&a, v);
                    if (hi - v < step)
                        break;
                }
            } else if (kind == '*' || kind == '/') {
                double f = kind == '*' ? factor : pow(2.0, 1.0 / (double)step);
                if (lo == 0)
                    bad |= push(&a, 0);
                double x = lo ? (double)lo : 1.0;
                for (int guard = 0; x <= (double)hi && !bad && guard < 100000; guard++) {
                    bad |= push(&a, (size_t)llround(x));
                    x *= f;
                }
            } else if (rule == MT_BENCH_RANGE_ALIASING) {
                size_t v = lo;
                for (; v <= hi && v <= 128 && !bad; v++)
                    bad |= push(&a, v);
                v = (v + 31) & ~(size_t)31;
                for (; v <= hi && !bad; v += 32)
                    bad |= push(&a, v);
            } else {
                if (hi - lo >= MAX_VALUES) {
                    free(a.v);
                    return fail(err, errlen, "range '%s' has too many values (add a step)", item);
                }
                for (size_t v = lo; v <= hi && !bad; v++) {
                    bad |= push(&a, v);
                    if (v == hi)
                        break;
                }
            }
            bad |= push(&a, hi); /* the end is always included */
            if (bad) {
                free(a.v);
                return fail(err, errlen, "out of memory");
            }
        }
        if (a.n > MAX_VALUES) {
            free(a.v);
            return fail(err, errlen, "too many values in '%s'", spec);
        }
        if (!e)
            break;
        p = e + 1;
    }
    qsort(a.v, a.n, sizeof *a.v, cmp_size);
    size_t m = 0;
    for (size_t i = 0; i < a.n; i++)
        if (m == 0 || a.v[m - 1] != a.v[i])
            a.v[m++] = a.v[i];
    *out = a.v;
    *n = m;
    return 0;
}

/* ---- implementations ----------------------------------------------------- */

bool mt_bench_op_supported(enum mt_op op)
{
    return op == MT_OP_MEMCPY || op == MT_OP_MEMMOVE || op == MT_OP_MEMSET || op == MT_OP_MEMCMP ||
           op == MT_OP_BCMP;
}

/* The process's libc functions, read through volatile pointers so the
 * compiler cannot see which function is called (no inlining, no builtin
 * expansion): the bench calls whatever the dynamic linker resolved (glibc's
 * ifunc choice). */
static void *(*volatile libc_memcpy)(void *, const void *, size_t) = memcpy;
static void *(*volatile libc_memmove)(void *, const void *, size_t) = memmove;
static void *(*volatile libc_memset)(void *, int, size_t) = memset;
static int (*volatile libc_memcmp)(const void *, const void *, size_t) = memcmp;
static int (*volatile libc_bcmp)(const void *, const void *, size_t) = bcmp;

#if MT_BENCH_HAVE_SAFECOPY
/* mt_copy_safe returns the bytes not copied; the bench wants memcpy's
 * contract, so a partial copy returns NULL and verification reports it. The
 * wrapper's own call is part of what is measured (one direct call). */
static void *copy_safe_wrap(void *d, const void *s, size_t n)
{
    return mt_copy_safe(d, s, n) ? NULL : d;
}
#endif

static void set_label(struct mt_bench_impl *im, const char *s)
{
    snprintf(im->label, sizeof im->label, "%.*s", (int)sizeof im->label - 1, s);
}

static void list_strategies(enum mt_op op, char *buf, size_t len)
{
    size_t n, k = 0;
    const struct mt_strategy *t = mt_strategies(&n);
    buf[0] = 0;
    for (size_t i = 0; i < n && k + 2 < len; i++)
        if (t[i].op == op) {
            int w = snprintf(buf + k, len - k, "%s%s", k ? ", " : "", t[i].name);
            if (w < 0 || (size_t)w >= len - k)
                break;
            k += (size_t)w;
        }
}

static void features_missing(const struct mt_strategy *s, char *buf, size_t len)
{
    uint64_t miss = s->needs & ~mt_cpu()->features;
    size_t k = 0;
    buf[0] = 0;
    for (int b = 0; b < 64; b++)
        if (miss & (1ull << b)) {
            const char *nm = mt_cpu_feature_name(1ull << b);
            int w = snprintf(buf + k, len - k, "%s%s", k ? " " : "", nm ? nm : "?");
            if (w < 0 || (size_t)w >= len - k)
                break;
            k += (size_t)w;
        }
}

int mt_bench_impl_resolve(enum mt_op op, const char *spec, struct mt_bench_impl *out, char *err,
                          size_t errlen)
{
    /* "X#2": a second copy of X, for an A/A control (the same code listed
     * twice must measure the same) */
    const char *hash = spec ? strrchr(spec, '#') : NULL;
    if (hash && hash > spec && hash[1] && strspn(hash + 1, "0123456789") == strlen(hash + 1) &&
        (size_t)(hash - spec) < sizeof out->name) {
        char base[sizeof out->name];
        snprintf(base, sizeof base, "%.*s", (int)(hash - spec), spec);
        if (mt_bench_impl_resolve(op, base, out, err, errlen) != 0)
            return -1;
        snprintf(out->name, sizeof out->name, "%s", spec);
        char lab[sizeof out->label + 8];
        snprintf(lab, sizeof lab, "%.*s%s", (int)(sizeof out->label - 1 - strlen(hash)), out->label, hash);
        set_label(out, lab);
        return 0;
    }
    memset(out, 0, sizeof *out);
    if (!mt_bench_op_supported(op))
        return fail(err, errlen, "op %s is not measured by the bench core", mt_op_name(op));
    if (!spec || !*spec)
        return fail(err, errlen, "empty implementation name");
    if (strlen(spec) >= sizeof out->name)
        return fail(err, errlen, "implementation spec too long: '%.40s...'", spec);
    snprintf(out->name, sizeof out->name, "%s", spec);
    char entry[32];
    snprintf(entry, sizeof entry, "mt_%s", mt_op_name(op));

    if (!strcmp(spec, "mt") || !strcmp(spec, entry)) {
        out->kind = MT_BENCH_IMPL_ENTRY;
        set_label(out, "mt");
        switch (op) {
        case MT_OP_MEMCPY: out->fn.copy = (mt_copy_fn)mt_memcpy; break;
        case MT_OP_MEMMOVE: out->fn.copy = mt_memmove; break;
        case MT_OP_MEMSET: out->fn.set = mt_memset; break;
        case MT_OP_MEMCMP: out->fn.cmp = mt_memcmp; break;
        default: out->fn.cmp = mt_bcmp; break;
        }
        return 0;
    }
    if (!strcmp(spec, "mt_inline")) {
        out->kind = MT_BENCH_IMPL_INLINE;
        set_label(out, "mt_inline");
        out->fn.any = mt_bench_inline_fn(op);
        return 0;
    }
    if (!strcmp(spec, "libc")) {
        out->kind = MT_BENCH_IMPL_LIBC;
        set_label(out, "libc");
        switch (op) {
        case MT_OP_MEMCPY: out->fn.copy = libc_memcpy; break;
        case MT_OP_MEMMOVE: out->fn.copy = libc_memmove; break;
        case MT_OP_MEMSET: out->fn.set = libc_memset; break;
        case MT_OP_MEMCMP: out->fn.cmp = libc_memcmp; break;
        default: out->fn.cmp = libc_bcmp; break;
        }
        return 0;
    }
    if (!strcmp(spec, "copy_safe")) {
        if (op != MT_OP_MEMCPY)
            return fail(err, errlen, "copy_safe is a memcpy implementation (use: memtune bench memcpy --impl copy_safe)");
#if MT_BENCH_HAVE_SAFECOPY
        out->kind = MT_BENCH_IMPL_COPY_SAFE;
        set_label(out, "copy_safe");
        out->fn.copy = copy_safe_wrap;
        return 0;
#else
        return fail(err, errlen, "copy_safe: mt_copy_safe is not built into this memtune yet");
#endif
    }
    const char *colon = strrchr(spec, ':');
    if (colon) {
        size_t plen = (size_t)(colon - spec);
        const char *sym = colon + 1;
        if (plen == 0 || !*sym)
            return fail(err, errlen, "bad implementation '%s' (expected path/to/lib.so:symbol)", spec);
        char path[sizeof out->name];
        memcpy(path, spec, plen);
        path[plen] = 0;
        /* A bare name would make dlopen search the library path; require a
         * path so "foo:bar" is not silently some system library. */
        if (!strchr(path, '/'))
            return fail(err, errlen, "bad implementation '%s': give the library as a path (./%s:%s)", spec,
                        path, sym);
        dlerror();
        void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (!h) {
            const char *de = dlerror();
            return fail(err, errlen, "cannot load '%s': %s", path, de ? de : "dlopen failed");
        }
        dlerror();
        void *f = dlsym(h, sym);
        const char *de = dlerror();
        if (de || !f) {
            dlclose(h);
            return fail(err, errlen, "symbol '%s' not found in '%s'", sym, path);
        }
        out->kind = MT_BENCH_IMPL_DLSYM;
        out->dl = h;
        out->fn.any = (void (*)(void))f;
        const char *base = strrchr(path, '/');
        base = base ? base + 1 : path;
        char lab[sizeof out->name * 2 + 2];
        snprintf(lab, sizeof lab, "%s@%s", sym, base);
        char *dot = strstr(lab, ".so");
        if (dot)
            *dot = 0;
        set_label(out, lab);
        return 0;
    }
    const struct mt_strategy *s = mt_strategy_find(op, spec);
    if (!s || !s->fn.any) {
        char names[600];
        list_strategies(op, names, sizeof names);
        return fail(err, errlen,
                    "unknown implementation '%s' for %s (strategies built: %s; also mt, mt_inline, libc%s, path/lib.so:symbol)",
                    spec, mt_op_name(op), names[0] ? names : "none", op == MT_OP_MEMCPY ? ", copy_safe" : "");
    }
    if (!mt_strategy_runnable(s, mt_cpu()->features)) {
        char miss[200];
        features_missing(s, miss, sizeof miss);
        return fail(err, errlen, "this CPU cannot run %s strategy '%s' (missing: %s)", mt_op_name(op), spec, miss);
    }
    out->kind = MT_BENCH_IMPL_STRATEGY;
    out->strategy = s;
    out->fn.any = s->fn.any;
    set_label(out, s->name);
    return 0;
}

void mt_bench_impl_list_free(struct mt_bench_impl *v, size_t n)
{
    if (!v)
        return;
    for (size_t i = 0; i < n; i++)
        if (v[i].dl)
            dlclose(v[i].dl);
    free(v);
}

static int add_impl(enum mt_op op, const char *spec, struct mt_bench_impl **v, size_t *n, size_t *cap,
                    char *err, size_t errlen)
{
    for (size_t i = 0; i < *n; i++)
        if (!strcmp((*v)[i].name, spec))
            return fail(err, errlen, "implementation '%s' listed twice", spec);
    if (*n == *cap) {
        size_t nc = *cap ? *cap * 2 : 16;
        struct mt_bench_impl *p = realloc(*v, nc * sizeof *p);
        if (!p)
            return fail(err, errlen, "out of memory");
        *v = p;
        *cap = nc;
    }
    if (mt_bench_impl_resolve(op, spec, &(*v)[*n], err, errlen) != 0)
        return -1;
    (*n)++;
    return 0;
}

int mt_bench_impl_list_parse(enum mt_op op, const char *list, struct mt_bench_impl **out, size_t *n,
                             char *err, size_t errlen)
{
    struct mt_bench_impl *v = NULL;
    size_t cnt = 0, cap = 0;
    const char *p = list ? list : "";
    if (!mt_bench_op_supported(op))
        return fail(err, errlen, "op %s is not measured by the bench core", mt_op_name(op));
    if (!*p)
        return fail(err, errlen, "empty implementation list");
    while (1) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        char item[sizeof v->name];
        if (len == 0 || len >= sizeof item) {
            mt_bench_impl_list_free(v, cnt);
            return fail(err, errlen, len ? "implementation spec too long" : "empty item in implementation list '%s'",
                        list);
        }
        memcpy(item, p, len);
        item[len] = 0;
        if (!strcmp(item, "all") || !strcmp(item, "default")) {
            size_t ns;
            const struct mt_strategy *t = mt_strategies(&ns);
            uint64_t f = mt_cpu()->features;
            for (size_t i = 0; i < ns; i++) {
                if (t[i].op != op || !mt_strategy_runnable(&t[i], f))
                    continue;
                /* "default" leaves out the byte loop and the non-temporal
                 * strategies: streaming stores evict the buffers all
                 * implementations share, so the one after them in a round
                 * would start cold (2x on cache-resident rows). Name nt
                 * explicitly to measure it. */
                if (item[0] == 'd' && (t[i].flags & (MT_STRAT_REFERENCE | MT_STRAT_LARGE)))
                    continue;
                bool dup = false;
                for (size_t j = 0; j < cnt; j++)
                    dup |= !strcmp(v[j].name, t[i].name);
                if (!dup && add_impl(op, t[i].name, &v, &cnt, &cap, err, errlen)) {
                    mt_bench_impl_list_free(v, cnt);
                    return -1;
                }
            }
            static const char *const extra[] = { "mt", "libc" };
            for (size_t x = 0; x < 2; x++) {
                bool dup = false;
                for (size_t j = 0; j < cnt; j++)
                    dup |= !strcmp(v[j].name, extra[x]);
                if (!dup && add_impl(op, extra[x], &v, &cnt, &cap, err, errlen)) {
                    mt_bench_impl_list_free(v, cnt);
                    return -1;
                }
            }
        } else if (add_impl(op, item, &v, &cnt, &cap, err, errlen)) {
            mt_bench_impl_list_free(v, cnt);
            return -1;
        }
        if (!e)
            break;
        p = e + 1;
    }
    *out = v;
    *n = cnt;
    return 0;
}
