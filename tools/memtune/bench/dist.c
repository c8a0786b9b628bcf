/* Size-distribution files, three formats (detected from the content):
 *
 *   fleetbench 2024 (google/fleetbench fleetbench/libc/distributions): three
 *     lines of "x:p" pairs: sizes, overlap flag (0/1), alignment (powers of 2).
 *   LLVM libc (libc/benchmarks/distributions): one line of probabilities, the
 *     i-th for size i.
 *   SPEC2017 tables from Arm optimized-routines / glibc benchtests, as CSV
 *     with a header "size,count,probability" or "align,count,probability";
 *     counts are the exact weights (the probability column is rounded).
 *
 * Probabilities must lie in [0,1] and sum to 1 within 1%; they are then
 * normalised. Every error names the file and the line. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "bench.h"

#define SUM_TOL 0.01

const char *mt_bench_dist_format_name(enum mt_bench_dist_format f)
{
    switch (f) {
    case MT_DIST_FLEETBENCH: return "fleetbench";
    case MT_DIST_LLVM: return "llvm";
    case MT_DIST_SPEC_SIZES: return "spec-sizes";
    case MT_DIST_SPEC_ALIGN: return "spec-align";
    case MT_DIST_SEQUENCE: return "memtune-seq";
    }
    return "?";
}

void mt_bench_dist_free(struct mt_bench_dist *d)
{
    free(d->value);
    free(d->p);
    free(d->align);
    free(d->palign);
    free(d->seq);
    free(d->seqdiff);
    memset(d, 0, sizeof *d);
}

/* A line of the text: [b, e) without the newline or a trailing '\r'. */
struct line {
    const char *b, *e;
    size_t no; /* 1-based */
};

static size_t split_lines(const char *t, size_t len, struct line *out, size_t max)
{
    size_t n = 0, no = 0;
    const char *p = t, *end = t + len;
    while (p < end) {
        const char *q = memchr(p, '\n', (size_t)(end - p));
        const char *e = q ? q : end;
        no++;
        const char *ee = e;
        while (ee > p && (ee[-1] == '\r' || ee[-1] == ' ' || ee[-1] == '\t'))
            ee--;
        const char *bb = p;
        while (bb < ee && (*bb == ' ' || *bb == '\t'))
            bb++;
        if (bb < ee) { /* blank lines are skipped */
            if (n < max)
                out[n] = (struct line){ bb, ee, no };
            n++;
        }
        p = q ? q + 1 : end;
    }
    return n;
}

/* Parses [b,e) as a non-negative decimal integer. */
static int parse_uint(const char *b, const char *e, size_t *out)
{
    while (b < e && (*b == ' ' || *b == '\t'))
        b++;
    while (e > b && (e[-1] == ' ' || e[-1] == '\t'))
        e--;
    if (b == e)
        return -1;
    size_t v = 0;
    for (const char *p = b; p < e; p++) {
        if (!isdigit((unsigned char)*p))
            return -1;
        if (v > (SIZE_MAX - 9) / 10)
            return -1;
        v = v * 10 + (size_t)(*p - '0');
    }
    *out = v;
    return 0;
}

/* Parses [b,e) as a probability in [0,1]. Returns -1 if not a number, -2 if
 * out of range. */
static int parse_prob(const char *b, const char *e, double *out)
{
    char buf[64];
    while (b < e && (*b == ' ' || *b == '\t'))
        b++;
    while (e > b && (e[-1] == ' ' || e[-1] == '\t'))
        e--;
    size_t len = (size_t)(e - b);
    if (len == 0 || len >= sizeof buf)
        return -1;
    memcpy(buf, b, len);
    buf[len] = 0;
    for (size_t i = 0; i < len; i++)
        if (!strchr("0123456789.eE+-", buf[i]))
            return -1;
    char *end;
    errno = 0;
    double v = strtod(buf, &end);
    if (*end || end == buf || errno == ERANGE || !isfinite(v))
        return -1;
    if (v < 0 || v > 1)
        return -2;
    *out = v;
    return 0;
}

struct pairs {
    size_t *x;
    double *p;
    size_t n;
};

static void pairs_free(struct pairs *a)
{
    free(a->x);
    free(a->p);
    a->x = NULL;
    a->p = NULL;
    a->n = 0;
}

static size_t count_items(const struct line *l)
{
    size_t n = 1;
    for (const char *p = l->b; p < l->e; p++)
        n += *p == ',';
    return n;
}

/* "x:p,x:p,..." */
static int parse_xp_line(const char *name, const struct line *l, const char *what, struct pairs *out,
                         char *err, size_t errlen)
{
    size_t cap = count_items(l);
    out->x = malloc(cap * sizeof *out->x);
    out->p = malloc(cap * sizeof *out->p);
    out->n = 0;
    if (!out->x || !out->p) {
        pairs_free(out);
        return mt_fail(err, errlen, "%s: out of memory", name);
    }
    const char *p = l->b;
    double sum = 0;
    while (p <= l->e) {
        const char *c = memchr(p, ',', (size_t)(l->e - p));
        const char *ie = c ? c : l->e;
        const char *colon = memchr(p, ':', (size_t)(ie - p));
        size_t x;
        double pr;
        if (!colon || parse_uint(p, colon, &x) != 0) {
            pairs_free(out);
            return mt_fail(err, errlen, "%s: line %zu (%s): bad entry '%.*s' (expected value:probability)", name, l->no,
                        what, (int)(ie - p > 40 ? 40 : ie - p), p);
        }
        int r = parse_prob(colon + 1, ie, &pr);
        if (r != 0) {
            pairs_free(out);
            return mt_fail(err, errlen, "%s: line %zu (%s): %s '%.*s' for %zu", name, l->no, what,
                        r == -2 ? "probability outside [0,1]" : "bad probability", (int)(ie - colon - 1 > 40 ? 40 : ie - colon - 1),
                        colon + 1, x);
        }
        for (size_t i = 0; i < out->n; i++)
            if (out->x[i] == x) {
                pairs_free(out);
                return mt_fail(err, errlen, "%s: line %zu (%s): value %zu listed twice", name, l->no, what, x);
            }
        out->x[out->n] = x;
        out->p[out->n] = pr;
        out->n++;
        sum += pr;
        if (!c)
            break;
        p = c + 1;
    }
    if (fabs(sum - 1) > SUM_TOL) {
        pairs_free(out);
        return mt_fail(err, errlen, "%s: line %zu (%s): probabilities sum to %g, expected 1", name, l->no, what, sum);
    }
    for (size_t i = 0; i < out->n; i++)
        out->p[i] /= sum;
    return 0;
}

static void finish(struct mt_bench_dist *d)
{
    double mean = 0, le128 = 0, bytes = 0, big = 0;
    d->max = 0;
    for (size_t i = 0; i < d->n; i++) {
        if (d->p[i] <= 0)
            continue;
        if (d->value[i] > d->max)
            d->max = d->value[i];
        mean += d->p[i] * (double)d->value[i];
        if (d->value[i] <= 128)
            le128 += d->p[i];
        bytes += d->p[i] * (double)d->value[i];
        if (d->value[i] > 4096)
            big += d->p[i] * (double)d->value[i];
    }
    d->mean = mean;
    d->share_le128 = le128;
    d->bytes_gt4k = bytes > 0 ? big / bytes : 0;
}

static int parse_fleetbench(const char *name, const struct line *ls, size_t nl, struct mt_bench_dist *d, char *err,
                            size_t errlen)
{
    static const char *const what[3] = { "sizes", "overlap", "alignment" };
    if (nl != 3)
        return mt_fail(err, errlen, "%s: expected 3 lines (sizes, overlap, alignment) in fleetbench x:p format, found %zu",
                    name, nl);
    struct pairs pr[3] = { { 0 } };
    for (int k = 0; k < 3; k++)
        if (parse_xp_line(name, &ls[k], what[k], &pr[k], err, errlen) != 0) {
            for (int j = 0; j < k; j++)
                pairs_free(&pr[j]);
            return -1;
        }
    double pov = 0;
    for (size_t i = 0; i < pr[1].n; i++) {
        if (pr[1].x[i] > 1) {
            mt_fail(err, errlen, "%s: line %zu (overlap): value %zu is not 0 or 1", name, ls[1].no, pr[1].x[i]);
            goto bad;
        }
        if (pr[1].x[i] == 1)
            pov = pr[1].p[i];
    }
    for (size_t i = 0; i < pr[2].n; i++) {
        size_t a = pr[2].x[i];
        if (a == 0 || (a & (a - 1)) || a > 4096) {
            mt_fail(err, errlen, "%s: line %zu (alignment): %zu is not a power of two up to 4096", name, ls[2].no, a);
            goto bad;
        }
    }
    d->format = MT_DIST_FLEETBENCH;
    d->value = pr[0].x;
    d->p = pr[0].p;
    d->n = pr[0].n;
    d->p_overlap = pov;
    d->align = pr[2].x;
    d->palign = pr[2].p;
    d->nalign = pr[2].n;
    pairs_free(&pr[1]);
    return 0;
bad:
    for (int j = 0; j < 3; j++)
        pairs_free(&pr[j]);
    return -1;
}

static int parse_llvm(const char *name, const struct line *ls, size_t nl, struct mt_bench_dist *d, char *err,
                      size_t errlen)
{
    if (nl != 1)
        return mt_fail(err, errlen, "%s: LLVM format is one line of probabilities, found %zu lines", name, nl);
    const struct line *l = &ls[0];
    size_t cap = count_items(l);
    d->value = malloc(cap * sizeof *d->value);
    d->p = malloc(cap * sizeof *d->p);
    if (!d->value || !d->p)
        return mt_fail(err, errlen, "%s: out of memory", name);
    double sum = 0;
    size_t i = 0;
    const char *p = l->b;
    while (p <= l->e) {
        const char *c = memchr(p, ',', (size_t)(l->e - p));
        const char *ie = c ? c : l->e;
        double pr;
        int r = parse_prob(p, ie, &pr);
        if (r != 0)
            return mt_fail(err, errlen, "%s: line %zu: %s '%.*s' at size %zu", name, l->no,
                        r == -2 ? "probability outside [0,1]" : "bad probability", (int)(ie - p > 40 ? 40 : ie - p), p,
                        i);
        d->value[i] = i;
        d->p[i] = pr;
        sum += pr;
        i++;
        if (!c)
            break;
        p = c + 1;
    }
    d->n = i;
    if (fabs(sum - 1) > SUM_TOL)
        return mt_fail(err, errlen, "%s: line %zu: probabilities sum to %g, expected 1", name, l->no, sum);
    for (size_t k = 0; k < d->n; k++)
        d->p[k] /= sum;
    d->format = MT_DIST_LLVM;
    return 0;
}

static int parse_spec(const char *name, const struct line *ls, size_t nl, bool align, struct mt_bench_dist *d,
                      char *err, size_t errlen)
{
    if (nl < 2)
        return mt_fail(err, errlen, "%s: CSV has a header but no rows", name);
    d->value = malloc((nl - 1) * sizeof *d->value);
    d->p = malloc((nl - 1) * sizeof *d->p);
    if (!d->value || !d->p)
        return mt_fail(err, errlen, "%s: out of memory", name);
    double psum = 0, csum = 0;
    for (size_t i = 1; i < nl; i++) {
        const struct line *l = &ls[i];
        const char *c1 = memchr(l->b, ',', (size_t)(l->e - l->b));
        const char *c2 = c1 ? memchr(c1 + 1, ',', (size_t)(l->e - c1 - 1)) : NULL;
        if (!c1 || !c2 || memchr(c2 + 1, ',', (size_t)(l->e - c2 - 1)))
            return mt_fail(err, errlen, "%s: line %zu: expected 3 columns (%s,count,probability)", name, l->no,
                        align ? "align" : "size");
        size_t v, cnt;
        double pr;
        if (parse_uint(l->b, c1, &v) != 0)
            return mt_fail(err, errlen, "%s: line %zu: bad %s '%.*s'", name, l->no, align ? "alignment" : "size",
                        (int)(c1 - l->b > 40 ? 40 : c1 - l->b), l->b);
        if (parse_uint(c1 + 1, c2, &cnt) != 0)
            return mt_fail(err, errlen, "%s: line %zu: bad count '%.*s'", name, l->no, (int)(c2 - c1 - 1 > 40 ? 40 : c2 - c1 - 1),
                        c1 + 1);
        int r = parse_prob(c2 + 1, l->e, &pr);
        if (r != 0)
            return mt_fail(err, errlen, "%s: line %zu: %s '%.*s'", name, l->no,
                        r == -2 ? "probability outside [0,1]" : "bad probability",
                        (int)(l->e - c2 - 1 > 40 ? 40 : l->e - c2 - 1), c2 + 1);
        if (align && (v == 0 || (v & (v - 1)) || v > 4096))
            return mt_fail(err, errlen, "%s: line %zu: alignment %zu is not a power of two up to 4096", name, l->no, v);
        for (size_t k = 0; k < i - 1; k++)
            if (d->value[k] == v)
                return mt_fail(err, errlen, "%s: line %zu: value %zu listed twice", name, l->no, v);
        d->value[i - 1] = v;
        d->p[i - 1] = (double)cnt; /* counts are exact; probabilities are rounded */
        psum += pr;
        csum += (double)cnt;
    }
    d->n = nl - 1;
    if (fabs(psum - 1) > SUM_TOL)
        return mt_fail(err, errlen, "%s: probabilities sum to %g, expected 1", name, psum);
    if (csum <= 0)
        return mt_fail(err, errlen, "%s: all counts are zero", name);
    for (size_t k = 0; k < d->n; k++)
        d->p[k] /= csum;
    d->format = align ? MT_DIST_SPEC_ALIGN : MT_DIST_SPEC_SIZES;
    return 0;
}

static int cmp_u32(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return a < b ? -1 : a > b;
}

/* The token after the one ending at p, in [p, e): [*b, *t). */
static void next_token(const char *p, const char *e, const char **b, const char **t)
{
    while (p < e && (*p == ' ' || *p == '\t'))
        p++;
    *b = p;
    while (p < e && *p != ' ' && *p != '\t')
        p++;
    *t = p;
}

/* "memtune-seq/1 OP", then "SIZE [SITE [DIFF]]" per line in call order,
 * '#' comments (memtune trace writes it; DIFF, memcmp/bcmp only: the index
 * of the first differing byte, -1 when the buffers were equal, on every
 * line or on none). The histogram is the sequence's. */
static int parse_sequence(const char *name, const struct line *ls, size_t nl, struct mt_bench_dist *d, char *err,
                          size_t errlen)
{
    const struct line *h = &ls[0];
    size_t hl = (size_t)(h->e - h->b);
    if (hl < 15 || memcmp(h->b, "memtune-seq/1 ", 14) != 0)
        return mt_fail(err, errlen, "%s: line %zu: expected \"memtune-seq/1 OP\"", name, h->no);
    snprintf(d->seq_op, sizeof d->seq_op, "%.*s", (int)(hl - 14 < 15 ? hl - 14 : 15), h->b + 14);
    d->seq = malloc(nl * sizeof *d->seq);
    if (!d->seq)
        return mt_fail(err, errlen, "%s: out of memory", name);
    size_t n = 0;
    for (size_t i = 1; i < nl; i++) {
        const struct line *l = &ls[i];
        if (l->b[0] == '#')
            continue;
        const char *sp = l->b;
        while (sp < l->e && *sp != ' ' && *sp != '\t')
            sp++;
        size_t v;
        if (parse_uint(l->b, sp, &v) != 0 || v > (1u << 30))
            return mt_fail(err, errlen, "%s: line %zu: bad size '%.*s' (a byte count up to 1 GiB)", name, l->no,
                        (int)(sp - l->b > 40 ? 40 : sp - l->b), l->b);
        const char *sb, *se, *db, *de;
        next_token(sp, l->e, &sb, &se);
        next_token(se, l->e, &db, &de);
        bool has = db < de;
        if (n && has != (d->seqdiff != NULL))
            return mt_fail(err, errlen, "%s: line %zu: a first difference on %s line, not on this one (every line "
                        "or none)", name, l->no, has ? "no earlier" : "the earlier");
        if (has) {
            size_t dv = 0;
            bool equal = de - db == 2 && db[0] == '-' && db[1] == '1';
            if (!equal && (parse_uint(db, de, &dv) != 0 || dv >= v))
                return mt_fail(err, errlen, "%s: line %zu: bad first difference '%.*s' (an index below the size %zu, "
                            "or -1 for equal buffers)", name, l->no, (int)(de - db > 40 ? 40 : de - db), db, v);
            if (!d->seqdiff && !(d->seqdiff = malloc(nl * sizeof *d->seqdiff)))
                return mt_fail(err, errlen, "%s: out of memory", name);
            d->seqdiff[n] = equal ? -1 : (int64_t)dv;
        }
        d->seq[n++] = (uint32_t)v;
    }
    if (!n)
        return mt_fail(err, errlen, "%s: the sequence has no sizes", name);
    d->nseq = n;
    uint32_t *sorted = malloc(n * sizeof *sorted);
    d->value = malloc(n * sizeof *d->value);
    d->p = malloc(n * sizeof *d->p);
    if (!sorted || !d->value || !d->p) {
        free(sorted);
        return mt_fail(err, errlen, "%s: out of memory", name);
    }
    memcpy(sorted, d->seq, n * sizeof *sorted);
    qsort(sorted, n, sizeof *sorted, cmp_u32);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (k && d->value[k - 1] == sorted[i]) {
            d->p[k - 1] += 1;
        } else {
            d->value[k] = sorted[i];
            d->p[k++] = 1;
        }
    }
    free(sorted);
    d->n = k;
    for (size_t i = 0; i < k; i++)
        d->p[i] /= (double)n;
    d->format = MT_DIST_SEQUENCE;
    return 0;
}

static bool header_is(const struct line *l, const char *first)
{
    char buf[64];
    size_t k = 0;
    for (const char *p = l->b; p < l->e && k + 1 < sizeof buf; p++)
        if (*p != ' ' && *p != '\t' && *p != '"')
            buf[k++] = (char)tolower((unsigned char)*p);
    buf[k] = 0;
    char want[64];
    snprintf(want, sizeof want, "%s,count,probability", first);
    return !strcmp(buf, want);
}

int mt_bench_dist_parse(const char *text, size_t len, const char *name, struct mt_bench_dist *d, char *err,
                        size_t errlen)
{
    memset(d, 0, sizeof *d);
    const char *base = name ? strrchr(name, '/') : NULL;
    snprintf(d->name, sizeof d->name, "%s", base ? base + 1 : name ? name : "(text)");
    snprintf(d->path, sizeof d->path, "%s", name ? name : "");
    const char *nm = name ? name : "(text)";
    if (len >= 3 && (unsigned char)text[0] == 0xef && (unsigned char)text[1] == 0xbb && (unsigned char)text[2] == 0xbf)
        text += 3, len -= 3;
    if (memchr(text, 0, len))
        return mt_fail(err, errlen, "%s: not a text file", nm);
    size_t nl = split_lines(text, len, NULL, 0);
    if (nl == 0)
        return mt_fail(err, errlen, "%s: empty distribution file", nm);
    struct line *ls = malloc(nl * sizeof *ls);
    if (!ls)
        return mt_fail(err, errlen, "%s: out of memory", nm);
    split_lines(text, len, ls, nl);
    int rc;
    if (isalpha((unsigned char)ls[0].b[0])) {
        if ((size_t)(ls[0].e - ls[0].b) >= 12 && !memcmp(ls[0].b, "memtune-seq/", 12))
            rc = parse_sequence(nm, ls, nl, d, err, errlen);
        else if (header_is(&ls[0], "size"))
            rc = parse_spec(nm, ls, nl, false, d, err, errlen);
        else if (header_is(&ls[0], "align"))
            rc = parse_spec(nm, ls, nl, true, d, err, errlen);
        else
            rc = mt_fail(err, errlen,
                      "%s: line %zu: unknown header (expected size,count,probability, align,count,probability "
                      "or memtune-seq/1)", nm,
                      ls[0].no);
    } else if (memchr(ls[0].b, ':', (size_t)(ls[0].e - ls[0].b))) {
        rc = parse_fleetbench(nm, ls, nl, d, err, errlen);
    } else {
        rc = parse_llvm(nm, ls, nl, d, err, errlen);
    }
    free(ls);
    if (rc != 0) {
        mt_bench_dist_free(d);
        return -1;
    }
    finish(d);
    if (d->format != MT_DIST_SPEC_ALIGN && d->max > (1u << 30)) {
        mt_bench_dist_free(d);
        return mt_fail(err, errlen, "%s: sizes above 1 GiB are not supported", nm);
    }
    return 0;
}

int mt_bench_dist_load(const char *path, struct mt_bench_dist *d, char *err, size_t errlen)
{
    memset(d, 0, sizeof *d);
    FILE *f = fopen(path, "rb");
    if (!f)
        return mt_fail(err, errlen, "%s: %s", path, strerror(errno));
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0)
            break;
        if (len == cap) {
            if (cap >= (64u << 20)) {
                free(buf);
                fclose(f);
                return mt_fail(err, errlen, "%s: file larger than 64 MiB", path);
            }
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    int rd_err = ferror(f);
    fclose(f);
    if (!buf)
        return mt_fail(err, errlen, "%s: out of memory", path);
    if (rd_err) {
        free(buf);
        return mt_fail(err, errlen, "%s: read error", path);
    }
    int rc = mt_bench_dist_parse(buf, len, path, d, err, errlen);
    free(buf);
    return rc;
}
