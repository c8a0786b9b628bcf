/* Parsing for the bench: value lists (sizes, alignments, aliasing, diff
 * positions); implementation specs are impl.c's. Every error is one line naming the
 * offending text; nothing is half-applied. */
#define _GNU_SOURCE
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "memtune.h"
#include "memtune/knobs.h"

/* The bench's one error helper (bench.h): the message into err, -1. */
int mt_fail(char *err, size_t errlen, const char *fmt, ...)
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

/* Pushes the values of lo..hi by kind: ':' step, '*' factor, '/' step per
 * doubling, else every value (aliasing: every value to 128, then every
 * 32). The end is always included. 0, or -1 out of memory. */
static int push_range(struct vec *a, size_t lo, size_t hi, char kind, size_t step, double factor,
                      enum mt_bench_range_rule rule)
{
    int bad = 0;
    if (kind == ':') {
        for (size_t v = lo; v <= hi && !bad; v += step) {
            bad |= push(a, v);
            if (hi - v < step)
                break;
        }
    } else if (kind == '*' || kind == '/') {
        double f = kind == '*' ? factor : pow(2.0, 1.0 / (double)step);
        if (lo == 0)
            bad |= push(a, 0);
        double x = lo ? (double)lo : 1.0;
        for (int guard = 0; x <= (double)hi && !bad && guard < 100000; guard++) {
            bad |= push(a, (size_t)llround(x));
            x *= f;
        }
    } else if (rule == MT_BENCH_RANGE_ALIASING) {
        size_t v = lo;
        for (; v <= hi && v <= 128 && !bad; v++)
            bad |= push(a, v);
        v = (v + 31) & ~(size_t)31;
        for (; v <= hi && !bad; v += 32)
            bad |= push(a, v);
    } else {
        for (size_t v = lo; v <= hi && !bad; v++) {
            bad |= push(a, v);
            if (v == hi)
                break;
        }
    }
    bad |= push(a, hi); /* the end is always included */
    return bad ? -1 : 0;
}

/* One range item (dots points at its ".."): A..B, A..B:STEP, A..B*FACTOR,
 * A..B/PER_DOUBLING; a sizes range without a step over 1024 values is
 * /4. 0, or -1 with err set. */
static int parse_range(struct vec *a, const char *item, const char *dots, size_t max, enum mt_bench_range_rule rule,
                       char *err, size_t errlen)
{
    const char *rest = dots + 2;
    const char *op = rest + strcspn(rest, ":*/");
    size_t lo, hi;
    if (num(item, (size_t)(dots - item), &lo) != 0 || num(rest, (size_t)(op - rest), &hi) != 0)
        return mt_fail(err, errlen, "bad range '%s' (expected A..B, A..B:STEP, A..B*FACTOR or A..B/PER_DOUBLING)", item);
    if (hi < lo)
        return mt_fail(err, errlen, "range '%s' ends below its start", item);
    if (hi > max)
        return mt_fail(err, errlen, "%zu is above the maximum %zu", hi, max);
    char kind = *op;
    size_t step = 0;
    double factor = 0;
    if (kind == ':' || kind == '/') {
        if (num(op + 1, strlen(op + 1), &step) != 0 || step == 0)
            return mt_fail(err, errlen, "bad step in '%s'", item);
    } else if (kind == '*') {
        char *end;
        factor = strtod(op + 1, &end);
        if (end == op + 1 || *end || !(factor > 1.0) || factor > 1e6)
            return mt_fail(err, errlen, "bad factor in '%s' (a number above 1)", item);
    } else if (rule == MT_BENCH_RANGE_SIZES && hi - lo > 1024) {
        kind = '/';
        step = 4;
    }
    if (kind != ':' && kind != '*' && kind != '/' && rule != MT_BENCH_RANGE_ALIASING && hi - lo >= MAX_VALUES)
        return mt_fail(err, errlen, "range '%s' has too many values (add a step)", item);
    if (push_range(a, lo, hi, kind, step, factor, rule))
        return mt_fail(err, errlen, "out of memory");
    return 0;
}

/* One item of the list: a number or a range (0, or -1 with err set). */
static int parse_item(struct vec *a, const char *item, size_t len, size_t max, enum mt_bench_range_rule rule,
                      char *err, size_t errlen)
{
    const char *dots = strstr(item, "..");
    if (dots)
        return parse_range(a, item, dots, max, rule, err, errlen);
    size_t v;
    if (num(item, len, &v) != 0)
        return mt_fail(err, errlen, "bad number '%s'", item);
    if (v > max)
        return mt_fail(err, errlen, "%zu is above the maximum %zu", v, max);
    if (push(a, v))
        return mt_fail(err, errlen, "out of memory");
    return 0;
}

int mt_bench_parse_values(const char *spec, size_t max, enum mt_bench_range_rule rule,
                          size_t **out, size_t *n, char *err, size_t errlen)
{
    struct vec a = { 0 };
    const char *p = spec ? spec : "";
    if (!*p)
        return mt_fail(err, errlen, "empty list");
    while (1) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        char item[128];
        if (len == 0 || len >= sizeof item) {
            free(a.v);
            return mt_fail(err, errlen, len ? "item too long in '%s'" : "empty item in '%s'", spec);
        }
        memcpy(item, p, len);
        item[len] = 0;
        if (parse_item(&a, item, len, max, rule, err, errlen)) {
            free(a.v);
            return -1;
        }
        if (a.n > MAX_VALUES) {
            free(a.v);
            return mt_fail(err, errlen, "too many values in '%s'", spec);
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
