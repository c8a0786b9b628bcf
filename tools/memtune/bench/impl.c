/* Implementation specs for the bench: strategy names, mt, mt_inline, libc,
 * copy_safe, path/lib.so:symbol, X#2 (an A/A copy), and the lists of them
 * (all, default). Every error is one line naming the offending text.
 * Depends on measure.c (mt_bench_op_supported, mt_bench_inline_fn), never
 * the other way round. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "bench.h"
#include "memtune.h"
#include "mt_bench_config.h"

/* ---- implementations ----------------------------------------------------- */

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

/* "X#2": a second copy of X, for an A/A control (the same code listed
 * twice must measure the same); hash points at the '#'. */
static int resolve_copy(enum mt_op op, const char *spec, const char *hash, struct mt_bench_impl *out, char *err,
                        size_t errlen)
{
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

/* mt (or mt_OP), mt_inline, libc, copy_safe: 0 or -1 if spec is one of
 * them, 1 if not. */
static int resolve_builtin(enum mt_op op, const char *spec, struct mt_bench_impl *out, char *err, size_t errlen)
{
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
            return mt_fail(err, errlen, "copy_safe is a memcpy implementation (use: memtune bench memcpy --impl copy_safe)");
#if MT_BENCH_HAVE_SAFECOPY
        out->kind = MT_BENCH_IMPL_COPY_SAFE;
        set_label(out, "copy_safe");
        out->fn.copy = copy_safe_wrap;
        return 0;
#else
        return mt_fail(err, errlen, "copy_safe: mt_copy_safe is not built into this memtune yet");
#endif
    }
    return 1;
}

/* path/lib.so:symbol (colon points at the last ':'), dlopen()ed. */
static int resolve_dlsym(const char *spec, const char *colon, struct mt_bench_impl *out, char *err, size_t errlen)
{
    size_t plen = (size_t)(colon - spec);
    const char *sym = colon + 1;
    if (plen == 0 || !*sym)
        return mt_fail(err, errlen, "bad implementation '%s' (expected path/to/lib.so:symbol)", spec);
    char path[sizeof out->name];
    memcpy(path, spec, plen);
    path[plen] = 0;
    /* A bare name would make dlopen search the library path; require a
     * path so "foo:bar" is not silently some system library. */
    if (!strchr(path, '/'))
        return mt_fail(err, errlen, "bad implementation '%s': give the library as a path (./%s:%s)", spec,
                       path, sym);
    dlerror();
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *de = dlerror();
        return mt_fail(err, errlen, "cannot load '%s': %s", path, de ? de : "dlopen failed");
    }
    dlerror();
    void *f = dlsym(h, sym);
    const char *de = dlerror();
    if (de || !f) {
        dlclose(h);
        return mt_fail(err, errlen, "symbol '%s' not found in '%s'", sym, path);
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

/* A registered strategy this CPU can run. */
static int resolve_strategy(enum mt_op op, const char *spec, struct mt_bench_impl *out, char *err, size_t errlen)
{
    const struct mt_strategy *s = mt_strategy_find(op, spec);
    if (!s || !s->fn.any) {
        char names[600];
        list_strategies(op, names, sizeof names);
        return mt_fail(err, errlen,
                       "unknown implementation '%s' for %s (strategies built: %s; also mt, mt_inline, libc%s, path/lib.so:symbol)",
                       spec, mt_op_name(op), names[0] ? names : "none", op == MT_OP_MEMCPY ? ", copy_safe" : "");
    }
    if (!mt_strategy_runnable(s, mt_cpu()->features)) {
        char miss[200];
        features_missing(s, miss, sizeof miss);
        return mt_fail(err, errlen, "this CPU cannot run %s strategy '%s' (missing: %s)", mt_op_name(op), spec, miss);
    }
    out->kind = MT_BENCH_IMPL_STRATEGY;
    out->strategy = s;
    out->fn.any = s->fn.any;
    set_label(out, s->name);
    return 0;
}

int mt_bench_impl_resolve(enum mt_op op, const char *spec, struct mt_bench_impl *out, char *err,
                          size_t errlen)
{
    const char *hash = spec ? strrchr(spec, '#') : NULL;
    if (hash && hash > spec && hash[1] && strspn(hash + 1, "0123456789") == strlen(hash + 1) &&
        (size_t)(hash - spec) < sizeof out->name)
        return resolve_copy(op, spec, hash, out, err, errlen);
    memset(out, 0, sizeof *out);
    if (!mt_bench_op_supported(op))
        return mt_fail(err, errlen, "op %s is not measured by the bench core", mt_op_name(op));
    if (!spec || !*spec)
        return mt_fail(err, errlen, "empty implementation name");
    if (strlen(spec) >= sizeof out->name)
        return mt_fail(err, errlen, "implementation spec too long: '%.40s...'", spec);
    snprintf(out->name, sizeof out->name, "%s", spec);
    int rc = resolve_builtin(op, spec, out, err, errlen);
    if (rc <= 0)
        return rc;
    const char *colon = strrchr(spec, ':');
    if (colon)
        return resolve_dlsym(spec, colon, out, err, errlen);
    return resolve_strategy(op, spec, out, err, errlen);
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
            return mt_fail(err, errlen, "implementation '%s' listed twice", spec);
    if (*n == *cap) {
        size_t nc = *cap ? *cap * 2 : 16;
        struct mt_bench_impl *p = realloc(*v, nc * sizeof *p);
        if (!p)
            return mt_fail(err, errlen, "out of memory");
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
        return mt_fail(err, errlen, "op %s is not measured by the bench core", mt_op_name(op));
    if (!*p)
        return mt_fail(err, errlen, "empty implementation list");
    while (1) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        char item[sizeof v->name];
        if (len == 0 || len >= sizeof item) {
            mt_bench_impl_list_free(v, cnt);
            return mt_fail(err, errlen, len ? "implementation spec too long" : "empty item in implementation list '%s'",
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
