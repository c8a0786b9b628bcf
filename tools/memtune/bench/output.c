/* Writers: the table for people, CSV for spreadsheets, JSON for calibrate and
 * the report (schema in docs/bench-json.md). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "bench.h"

const char *mt_bench_mode_name(enum mt_bench_mode m)
{
    return m == MT_BENCH_LATENCY        ? "latency"
           : m == MT_BENCH_LATENCY_COLD ? "latency-cold"
           : m == MT_BENCH_USE          ? "use"
           : m == MT_BENCH_USE_CHAIN    ? "use-chain"
                                        : "throughput";
}

const char *mt_bench_pattern_name(enum mt_bench_pattern p)
{
    return p == MT_BENCH_FIXED ? "fixed" : p == MT_BENCH_OFFSETS ? "offsets" : "random";
}

static const char *const cache_names[] = { "L1", "L2", "LLC", "DRAM" };

const char *mt_bench_cache_name(enum mt_bench_cache c)
{
    return (unsigned)c < 4 ? cache_names[c] : "?";
}

int mt_bench_cache_from_name(const char *s)
{
    for (int i = 0; i < 4; i++)
        if (!strcasecmp(s, cache_names[i]))
            return i;
    if (!strcasecmp(s, "L3"))
        return MT_BENCH_LLC;
    if (!strcasecmp(s, "mem") || !strcasecmp(s, "cold"))
        return MT_BENCH_DRAM;
    return -1;
}

static const char *const order_names[] = { "shuffled", "cycle", "trace" };

const char *mt_bench_order_name(enum mt_bench_order o)
{
    return (unsigned)o < 3 ? order_names[o] : "?";
}

int mt_bench_order_from_name(const char *s)
{
    for (int i = 0; i < 3; i++)
        if (!strcasecmp(s, order_names[i]))
            return i;
    return -1;
}

static bool is_cmp(enum mt_op op)
{
    return op == MT_OP_MEMCMP || op == MT_OP_BCMP;
}

static void diff_str(size_t d, char *buf, size_t len)
{
    if (d == MT_BENCH_DIFF_NONE)
        snprintf(buf, len, "none");
    else if (d == MT_BENCH_DIFF_RANDOM)
        snprintf(buf, len, "random");
    else
        snprintf(buf, len, "%zu", d);
}

static const char *kind_name(enum mt_bench_impl_kind k)
{
    switch (k) {
    case MT_BENCH_IMPL_STRATEGY: return "strategy";
    case MT_BENCH_IMPL_ENTRY: return "entry";
    case MT_BENCH_IMPL_LIBC: return "libc";
    case MT_BENCH_IMPL_DLSYM: return "dlsym";
    case MT_BENCH_IMPL_COPY_SAFE: return "copy_safe";
    case MT_BENCH_IMPL_INLINE: return "inline";
    }
    return "?";
}

/* ---- table ---------------------------------------------------------------- */

enum { D_SIZE, D_SRC, D_DST, D_ALIAS, D_DIFF, D_OVERLAP, D_CACHE, D__N };
static const char *const dim_head[D__N] = { "size", "src_al", "dst_al", "alias", "diff", "overlap", "cache" };

/* The aliasing column shows the (dst - src) % 4096 in effect (from
 * --aliasing or from the two alignments), -1 where it varies per call. */
static long dim_val(const struct mt_bench_config *c, const struct mt_bench_point *p, int d)
{
    switch (d) {
    case D_SIZE: return (long)c->size;
    case D_SRC: return c->src_align;
    case D_DST: return c->aliasing >= 0 ? -1 : (long)c->dst_align;
    case D_ALIAS: return p->aliasing;
    case D_DIFF: return (long)c->diff_pos;
    case D_OVERLAP: return c->overlap;
    default: return c->cache;
    }
}

static void fmt_num(char *buf, size_t len, double v)
{
    double a = fabs(v);
    if (a < 10)
        snprintf(buf, len, "%.2f", v);
    else if (a < 100)
        snprintf(buf, len, "%.1f", v);
    else
        snprintf(buf, len, "%.0f", v);
}

static void fmt_dim(char *buf, size_t len, const struct mt_bench_config *c, const struct mt_bench_point *p, int d)
{
    switch (d) {
    case D_DIFF: diff_str(c->diff_pos, buf, len); break;
    case D_CACHE: snprintf(buf, len, "%s", mt_bench_cache_name(c->cache)); break;
    case D_DST:
        if (c->aliasing >= 0)
            snprintf(buf, len, "-");
        else
            snprintf(buf, len, "%u", c->dst_align);
        break;
    case D_ALIAS:
        if (p->aliasing < 0)
            snprintf(buf, len, "-");
        else
            snprintf(buf, len, "%d", p->aliasing);
        break;
    default: snprintf(buf, len, "%ld", dim_val(c, p, d)); break;
    }
}

/* Passes whose medians differ by more than this are flagged with '?'. */
static double pass_limit(const struct mt_bench_run *run)
{
    double l = 5 * run->target;
    return l < 0.05 ? 0.05 : l;
}

static double rel_half(const struct mt_bench_stats *s)
{
    return s->median > 0 ? (s->ci_hi - s->ci_lo) / 2 / s->median : 0;
}

static void print_header(FILE *f, const struct mt_bench_report *r, const bool vary[D__N])
{
    const struct mt_bench_run *run = r->run;
    const struct mt_bench_timer *tm = mt_bench_timer();
    const struct mt_bench_machine *m = mt_bench_machine();
    const struct mt_bench_config *c0 = &r->cfg[0];
    if (m->emulated[0] && !strncmp(m->cpu, "EMULATED ", 9))
        fprintf(f, "EMULATED: %s; these numbers are not measurements of a CPU\n", m->emulated);
    fprintf(f, "%s: mode %s, pattern %s", mt_op_name(run->op), mt_bench_mode_name(run->mode),
            mt_bench_pattern_name(run->dist ? MT_BENCH_RANDOM : run->pattern));
    if (run->dist)
        fprintf(f, ", order %s", mt_bench_order_name(run->order));
    if (!vary[D_CACHE])
        fprintf(f, ", cache %s", mt_bench_cache_name(c0->cache));
    if (run->dst_cache >= 0)
        fprintf(f, ", dst cache %s", mt_bench_cache_name((enum mt_bench_cache)run->dst_cache));
    if (!run->dist && !vary[D_SIZE])
        fprintf(f, ", size %zu", c0->size);
    bool dist_align = run->dist && !run->explicit_align;
    if (!dist_align && run->op != MT_OP_MEMSET) {
        if (!vary[D_SRC])
            fprintf(f, ", src%%64 %u", c0->src_align);
        if (!vary[D_DST] && c0->aliasing < 0)
            fprintf(f, ", dst%%64 %u", c0->dst_align);
        if (!vary[D_ALIAS] && r->pt[0].aliasing >= 0)
            fprintf(f, ", (dst-src)%%4096 %d", r->pt[0].aliasing);
    } else if (!dist_align && !vary[D_DST]) {
        fprintf(f, ", dst%%64 %u", c0->dst_align);
    }
    if (is_cmp(run->op) && !vary[D_DIFF]) {
        char b[24];
        diff_str(c0->diff_pos, b, sizeof b);
        fprintf(f, ", first difference at %s", b);
    }
    if (run->op == MT_OP_MEMMOVE && !vary[D_OVERLAP] && c0->overlap)
        fprintf(f, ", dst = src %+ld", c0->overlap);
    fprintf(f, "\n");
    if (m->cpu_pinned >= 0)
        fprintf(f, "CPU %d pinned; ", m->cpu_pinned);
    fprintf(f, "%s %.1f MHz (%s), cycles = %s\n", tm->counter, tm->tsc_hz / 1e6, tm->fencing,
            tm->pmc ? "core cycles (rdpmc)" : "TSC reference cycles");
    if (run->dist) {
        const struct mt_bench_dist *d = run->dist;
        fprintf(f, "distribution %s (%s): mean %.0f B, max %zu B, %.1f%% of calls <= 128 B, %.1f%% of bytes in calls > 4 KiB",
                d->name, mt_bench_dist_format_name(d->format), d->mean, d->max, 100 * d->share_le128,
                100 * d->bytes_gt4k);
        if (run->op == MT_OP_MEMMOVE && d->p_overlap > 0)
            fprintf(f, ", P(overlap) %.2g", d->p_overlap);
        fprintf(f, "\n");
    }
}

static void print_single(FILE *f, const struct mt_bench_report *r)
{
    const struct mt_bench_run *run = r->run;
    const struct mt_bench_point *pt = &r->pt[0];
    const struct mt_bench_result *res = r->res;
    bool ratio = run->baseline < run->nimpl;
    fprintf(f, "%-22s %9s %17s %8s %10s %22s", "impl", "ns/call", "IQR", "+-CI", "Mcalls/s", "GB/s (95% CI)");
    if (ratio)
        fprintf(f, "  %-22s", "time/baseline (95% CI)");
    fprintf(f, " %7s %5s\n", "n", "outl");
    for (size_t k = 0; k < run->nimpl; k++) {
        const struct mt_bench_result *R = &res[k];
        char lab[40];
        snprintf(lab, sizeof lab, "%s%s%s", run->impls[k].label, R->best ? "*" : "",
                 k == run->baseline ? " (base)" : "");
        char iqr[40];
        snprintf(iqr, sizeof iqr, "%.2f..%.2f", R->ns.q1, R->ns.q3);
        char gbs[48];
        snprintf(gbs, sizeof gbs, "%.2f (%.2f..%.2f)", R->bytes_per_ns.median, R->bytes_per_ns.ci_lo,
                 R->bytes_per_ns.ci_hi);
        fprintf(f, "%-22s %9.2f %17s %7.1f%% %10.1f %22s", lab, R->ns.median, iqr, 100 * rel_half(&R->ns),
                R->calls_per_s / 1e6, gbs);
        if (ratio) {
            char rb[48];
            snprintf(rb, sizeof rb, "%.3f (%.3f..%.3f)", R->ratio, R->ratio_lo, R->ratio_hi);
            fprintf(f, "  %-22s", rb);
        }
        fprintf(f, " %7zu %5zu\n", R->ns.n, R->ns.outliers);
    }
    double maxps = 0;
    for (size_t k = 0; k < run->nimpl; k++)
        maxps = res[k].pass_spread > maxps ? res[k].pass_spread : maxps;
    fprintf(f, "%zu rounds in %u passes, %.2f s%s; passes' medians within %.1f%%; %.1f bytes per call on average; "
               "window %zu KiB per role%s\n",
            pt->rounds, pt->passes, pt->seconds, pt->converged ? "" : " (CI target not reached: time budget)",
            100 * maxps, pt->mean_bytes, pt->window >> 10,
            pt->fits ? "" : run->dist ? " (the largest sizes exceed the cache level)" : " (working set exceeds the cache level)");
}

static void print_aliasing_summary(FILE *f, const struct mt_bench_report *r)
{
    const struct mt_bench_run *run = r->run;
    size_t K = run->nimpl;
    double *v = malloc(r->ncfg * sizeof *v), *s = malloc(r->ncfg * sizeof *s);
    if (!v || !s) {
        free(v);
        free(s);
        return;
    }
    fprintf(f, "\n(dst-src)%%4096 summary (median over the rows of each band, ns per call):\n");
    fprintf(f, "%-16s %10s %10s %10s %10s   %s\n", "impl", "0", "1..63", "64..127", ">=128", "worst row");
    for (size_t k = 0; k < K; k++) {
        double band[4];
        for (int b = 0; b < 4; b++) {
            size_t m = 0;
            for (size_t i = 0; i < r->ncfg; i++) {
                int a = r->pt[i].aliasing;
                int bb = a == 0 ? 0 : a < 64 ? 1 : a < 128 ? 2 : 3;
                if (a >= 0 && bb == b)
                    v[m++] = r->res[i * K + k].ns.median;
            }
            struct mt_bench_stats st;
            mt_bench_stats(v, m, 0, s, NULL, &st);
            band[b] = m ? st.median : NAN;
        }
        size_t worst = 0;
        for (size_t i = 1; i < r->ncfg; i++)
            if (r->res[i * K + k].ns.median > r->res[worst * K + k].ns.median)
                worst = i;
        fprintf(f, "%-16s %10.2f %10.2f %10.2f %10.2f   %d (%.2f ns)\n", run->impls[k].label, band[0], band[1],
                band[2], band[3], r->pt[worst].aliasing, r->res[worst * K + k].ns.median);
    }
    free(v);
    free(s);
}

/* The table's heading: the varying dimensions, then one column per impl. */
static void print_columns(FILE *f, const struct mt_bench_run *run, const bool vary[D__N], int w)
{
    for (int d = 0; d < D__N; d++)
        if (vary[d])
            fprintf(f, "%8s", dim_head[d]);
    for (size_t k = 0; k < run->nimpl; k++)
        fprintf(f, " %*s", w, run->impls[k].label);
    fprintf(f, "\n");
}

/* Row i's values of the varying dimensions. */
static void print_dims(FILE *f, const struct mt_bench_report *r, size_t i, const bool vary[D__N])
{
    char b[32];
    for (int d = 0; d < D__N; d++)
        if (vary[d]) {
            fmt_dim(b, sizeof b, &r->cfg[i], &r->pt[i], d);
            fprintf(f, "%8s", b);
        }
}

void mt_bench_print_table(FILE *f, const struct mt_bench_report *r)
{
    const struct mt_bench_run *run = r->run;
    size_t K = run->nimpl;
    if (r->ncfg == 0 || K == 0)
        return;
    bool vary[D__N] = { false };
    for (size_t i = 1; i < r->ncfg; i++)
        for (int d = 0; d < D__N; d++)
            if (dim_val(&r->cfg[i], &r->pt[i], d) != dim_val(&r->cfg[0], &r->pt[0], d))
                vary[d] = true;
    if (run->dist)
        vary[D_SIZE] = false;
    print_header(f, r, vary);
    if (r->ncfg == 1) {
        print_single(f, r);
        return;
    }
    int nd = 0;
    for (int d = 0; d < D__N; d++)
        nd += vary[d];
    if (nd == 0)
        vary[D_SIZE] = true, nd = 1;
    int w = 12;
    for (size_t k = 0; k < K; k++) {
        int l = (int)strlen(run->impls[k].label) + 2;
        if (l > w)
            w = l;
    }
    fprintf(f, "ns per call: median +-95%% CI half-width; * fastest in the row");
    bool any_nc = false, any_nf = false, any_ps = false;
    double ps_lim = pass_limit(run);
    for (size_t i = 0; i < r->ncfg; i++) {
        any_nc |= !r->pt[i].converged;
        any_nf |= !r->pt[i].fits;
        for (size_t k = 0; k < K; k++)
            any_ps |= r->res[i * K + k].pass_spread > ps_lim;
    }
    if (any_nc)
        fprintf(f, "; ~ CI target not reached");
    if (any_nf)
        fprintf(f, "; ! working set exceeds the cache level");
    if (any_ps)
        fprintf(f, "; ? passes disagree by more than %.0f%%", 100 * ps_lim);
    fprintf(f, "\n");
    print_columns(f, run, vary, w);
    for (size_t i = 0; i < r->ncfg; i++) {
        print_dims(f, r, i, vary);
        for (size_t k = 0; k < K; k++) {
            const struct mt_bench_result *R = &r->res[i * K + k];
            char num[24], cell[48];
            fmt_num(num, sizeof num, R->ns.median);
            double h = 100 * rel_half(&R->ns);
            snprintf(cell, sizeof cell, "%s%s +-%.*f%%%s", R->pass_spread > ps_lim ? "?" : "", num, h < 10 ? 1 : 0, h,
                     R->best ? "*" : " ");
            fprintf(f, " %*s", w, cell);
        }
        fprintf(f, "%s%s\n", r->pt[i].converged ? "" : " ~", r->pt[i].fits ? "" : " !");
    }
    if (run->baseline < K) {
        fprintf(f, "\ntime / %s (median of per-round ratios; < 1 is faster; '=' its 95%% interval includes 1)\n",
                run->impls[run->baseline].label);
        print_columns(f, run, vary, w);
        for (size_t i = 0; i < r->ncfg; i++) {
            print_dims(f, r, i, vary);
            for (size_t k = 0; k < K; k++) {
                const struct mt_bench_result *R = &r->res[i * K + k];
                bool same = k != run->baseline && R->ratio_lo <= 1 && R->ratio_hi >= 1;
                fprintf(f, " %*.3f%s", w - 1, R->ratio, same ? "=" : " ");
            }
            fprintf(f, "\n");
        }
    }
    if (vary[D_ALIAS] && nd == 1)
        print_aliasing_summary(f, r);
}

/* ---- CSV ------------------------------------------------------------------ */

static void csv_field(FILE *f, const char *s)
{
    if (strpbrk(s, ",\"\n")) {
        fputc('"', f);
        for (; *s; s++) {
            if (*s == '"')
                fputc('"', f);
            fputc(*s, f);
        }
        fputc('"', f);
    } else {
        fputs(s, f);
    }
}

int mt_bench_write_csv(FILE *f, const struct mt_bench_report *r)
{
    const struct mt_bench_run *run = r->run;
    size_t K = run->nimpl;
    fprintf(f, "op,mode,pattern,cache,dist,size,src_align,dst_align,aliasing,diff_pos,overlap,impl,label,"
               "samples,outliers,median_ns,q1_ns,q3_ns,ci_lo_ns,ci_hi_ns,median_cycles,calls_per_s,"
               "bytes_per_s,bytes_per_s_lo,bytes_per_s_hi,ratio,ratio_lo,ratio_hi,pass_spread,best,converged,fits\n");
    for (size_t i = 0; i < r->ncfg; i++) {
        const struct mt_bench_config *c = &r->cfg[i];
        for (size_t k = 0; k < K; k++) {
            const struct mt_bench_result *R = &r->res[i * K + k];
            char diff[24];
            diff_str(c->diff_pos, diff, sizeof diff);
            fprintf(f, "%s,%s,%s,%s,", mt_op_name(run->op), mt_bench_mode_name(run->mode),
                    mt_bench_pattern_name(run->dist ? MT_BENCH_RANDOM : run->pattern), mt_bench_cache_name(c->cache));
            csv_field(f, run->dist ? run->dist->name : "");
            fprintf(f, ",%zu,%u,%u,%d,%s,%ld,", run->dist ? (size_t)0 : c->size, c->src_align, c->dst_align,
                    r->pt[i].aliasing, is_cmp(run->op) ? diff : "", c->overlap);
            csv_field(f, run->impls[k].name);
            fputc(',', f);
            csv_field(f, run->impls[k].label);
            fprintf(f, ",%zu,%zu,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%.4g,%d,%d,%d\n",
                    R->ns.n, R->ns.outliers, R->ns.median, R->ns.q1, R->ns.q3, R->ns.ci_lo, R->ns.ci_hi,
                    R->cycles.median, R->calls_per_s, R->bytes_per_ns.median * 1e9, R->bytes_per_ns.ci_lo * 1e9,
                    R->bytes_per_ns.ci_hi * 1e9, R->ratio, R->ratio_lo, R->ratio_hi, R->pass_spread, R->best,
                    r->pt[i].converged,
                    r->pt[i].fits);
        }
    }
    return ferror(f) ? -1 : 0;
}

/* ---- JSON ----------------------------------------------------------------- */

static void jstats(FILE *f, const char *name, const struct mt_bench_stats *s, double scale)
{
    fprintf(f, "\"%s\": {\"median\": ", name);
    mt_json_num(f, s->median * scale);
    fputs(", \"q1\": ", f);
    mt_json_num(f, s->q1 * scale);
    fputs(", \"q3\": ", f);
    mt_json_num(f, s->q3 * scale);
    fputs(", \"ci_lo\": ", f);
    mt_json_num(f, s->ci_lo * scale);
    fputs(", \"ci_hi\": ", f);
    mt_json_num(f, s->ci_hi * scale);
    fputs(", \"mean\": ", f);
    mt_json_num(f, s->mean * scale);
    fputs(", \"min\": ", f);
    mt_json_num(f, s->min * scale);
    fputs(", \"max\": ", f);
    mt_json_num(f, s->max * scale);
    fprintf(f, ", \"n\": %zu, \"outliers\": %zu}", s->n, s->outliers);
}

static void jdist(FILE *f, const struct mt_bench_dist *d)
{
    if (!d) {
        fputs("null", f);
        return;
    }
    fputs("{\"name\": ", f);
    mt_json_str(f, d->name);
    fputs(", \"path\": ", f);
    mt_json_str(f, d->path);
    fputs(", \"format\": ", f);
    mt_json_str(f, mt_bench_dist_format_name(d->format));
    fprintf(f, ", \"entries\": %zu, \"max\": %zu, \"mean\": ", d->n, d->max);
    mt_json_num(f, d->mean);
    fputs(", \"share_le128\": ", f);
    mt_json_num(f, d->share_le128);
    fputs(", \"bytes_gt4k\": ", f);
    mt_json_num(f, d->bytes_gt4k);
    fputs(", \"p_overlap\": ", f);
    mt_json_num(f, d->p_overlap);
    fprintf(f, ", \"has_alignment\": %s}", d->nalign ? "true" : "false");
}

static void jdiff(FILE *f, enum mt_op op, size_t d)
{
    if (!is_cmp(op))
        fputs("null", f);
    else if (d == MT_BENCH_DIFF_NONE)
        fputs("\"none\"", f);
    else if (d == MT_BENCH_DIFF_RANDOM)
        fputs("\"random\"", f);
    else
        fprintf(f, "%zu", d);
}

/* The machine record every JSON output carries (docs/bench-json.md). */
void mt_json_machine(FILE *f)
{
    const struct mt_bench_machine *m = mt_bench_machine();
    fputs("{\"cpu\": ", f);
    mt_json_str(f, m->cpu);
    fputs(", \"vendor\": ", f);
    mt_json_str(f, m->vendor);
    fputs(", \"arch\": ", f);
    mt_json_str(f, m->arch);
    fprintf(f, ", \"family\": %u, \"model\": %u, \"stepping\": %u, \"hypervisor\": %s,", m->family, m->model,
            m->stepping, m->hypervisor ? "true" : "false");
    fputs(" \"emulated\": ", f);
    if (m->emulated[0])
        mt_json_str(f, m->emulated);
    else
        fputs("null", f);
    fputs(",\n    \"features\": [", f);
    {
        const char *p = m->flags;
        bool first = true;
        while (*p) {
            size_t l = strcspn(p, " ");
            char nm[32];
            snprintf(nm, sizeof nm, "%.*s", (int)(l < 31 ? l : 31), p);
            if (!first)
                fputs(", ", f);
            mt_json_str(f, nm);
            first = false;
            p += l;
            while (*p == ' ')
                p++;
        }
    }
    fprintf(f, "],\n    \"caches\": {\"l1d\": %zu, \"l2\": %zu, \"l3\": %zu},\n    \"microcode\": ", m->l1d, m->l2, m->l3);
    mt_json_str_or_null(f, m->microcode);
    fputs(", \"kernel\": ", f);
    mt_json_str(f, m->kernel);
    fputs(", \"libc\": ", f);
    mt_json_str_or_null(f, m->libc);
    fputs(",\n    \"compiler\": ", f);
    mt_json_str(f, m->compiler);
    fputs(", \"commit\": ", f);
    mt_json_str(f, m->commit);
    fputs(", \"governor\": ", f);
    mt_json_str_or_null(f, m->governor);
    fputs(", \"turbo\": ", f);
    mt_json_str_or_null(f, m->turbo);
    fputs(", \"thp\": ", f);
    mt_json_str_or_null(f, m->thp);
    fprintf(f, ", \"cpu_pinned\": %d}", m->cpu_pinned);
}

/* "timer": the counter, its fencing and rate. */
static void json_timer(FILE *f)
{
    const struct mt_bench_timer *tm = mt_bench_timer();
    fputs("  \"timer\": {\"counter\": ", f);
    mt_json_str(f, tm->counter);
    fputs(", \"fencing\": ", f);
    mt_json_str(f, tm->fencing);
    fputs(", \"tsc_hz\": ", f);
    mt_json_num(f, tm->tsc_hz);
    fputs(", \"tsc_hz_spread\": ", f);
    mt_json_num(f, tm->tsc_hz_spread);
    fprintf(f, ", \"invariant_tsc\": %s, \"cycles\": ", tm->invariant_tsc ? "true" : "false");
    mt_json_str(f, tm->cycles);
    fputs(", \"pmc\": ", f);
    mt_json_str(f, tm->pmc_status);
    fputs("},\n", f);
}

/* "run": what was measured and how (the method's words included). */
static void json_run(FILE *f, const struct mt_bench_run *run)
{
    size_t K = run->nimpl;
    fputs("  \"run\": {\"op\": ", f);
    mt_json_str(f, mt_op_name(run->op));
    fputs(", \"mode\": ", f);
    mt_json_str(f, mt_bench_mode_name(run->mode));
    fputs(", \"pattern\": ", f);
    mt_json_str(f, mt_bench_pattern_name(run->dist ? MT_BENCH_RANDOM : run->pattern));
    fputs(", \"order\": ", f);
    if (run->dist)
        mt_json_str(f, mt_bench_order_name(run->order));
    else
        fputs("null", f);
    fputs(", \"dst_cache\": ", f);
    if (run->dst_cache >= 0)
        mt_json_str(f, mt_bench_cache_name((enum mt_bench_cache)run->dst_cache));
    else
        fputs("null", f);
    fputs(", \"baseline\": ", f);
    if (run->baseline < K)
        mt_json_str(f, run->impls[run->baseline].name);
    else
        fputs("null", f);
    fputs(", \"target\": ", f);
    mt_json_num(f, run->target);
    fputs(", \"max_seconds\": ", f);
    mt_json_num(f, run->max_seconds);
    fprintf(f, ", \"min_samples\": %u, \"max_samples\": %u, \"batch_us\": ", run->min_samples, run->max_samples);
    mt_json_num(f, run->batch_us);
    fprintf(f, ", \"seed\": %llu,\n    \"explicit_align\": %s,\n", (unsigned long long)run->seed,
            run->explicit_align ? "true" : "false");
    fputs("    \"outliers\": \"samples outside [Q1 - 3 IQR, Q3 + 3 IQR] dropped\",\n", f);
    fputs("    \"ci\": \"95% CI of the median from order statistics (exact binomial ranks up to 2000 samples)\",\n", f);
    fputs("    \"sample\": \"mean time per call over one batch; batches of all implementations interleaved round-robin\",\n", f);
    fputs("    \"dist\": ", f);
    jdist(f, run->dist);
    fputs(", \"src_align_dist\": ", f);
    jdist(f, run->src_align_dist);
    fputs(", \"dst_align_dist\": ", f);
    jdist(f, run->dst_align_dist);
    fputs("},\n", f);
}

static void json_impls(FILE *f, const struct mt_bench_run *run)
{
    size_t K = run->nimpl;
    for (size_t k = 0; k < K; k++) {
        const struct mt_bench_impl *im = &run->impls[k];
        fputs(k ? ",\n    {" : "\n    {", f);
        fputs("\"name\": ", f);
        mt_json_str(f, im->name);
        fputs(", \"label\": ", f);
        mt_json_str(f, im->label);
        fputs(", \"kind\": ", f);
        mt_json_str(f, kind_name(im->kind));
        fputs(", \"isa\": ", f);
        mt_json_str_or_null(f, im->strategy ? im->strategy->isa : NULL);
        fputs(", \"doc\": ", f);
        mt_json_str_or_null(f, im->strategy ? im->strategy->doc : NULL);
        fputs("}", f);
    }
}

/* One "configs" entry (after its opening brace): where and how config i ran. */
static void json_config(FILE *f, const struct mt_bench_report *r, size_t i)
{
    const struct mt_bench_run *run = r->run;
    size_t K = run->nimpl;
    const struct mt_bench_config *c = &r->cfg[i];
    const struct mt_bench_point *p = &r->pt[i];
    fprintf(f, "\"index\": %zu, \"size\": ", i);
    if (run->dist)
        fputs("null", f);
    else
        fprintf(f, "%zu", c->size);
    fprintf(f, ", \"src_align\": %u, \"dst_align\": %u, \"aliasing\": ", c->src_align, c->dst_align);
    if (p->aliasing >= 0)
        fprintf(f, "%d", p->aliasing);
    else
        fputs("null", f);
    fputs(", \"diff_pos\": ", f);
    jdiff(f, run->op, c->diff_pos);
    fprintf(f, ", \"overlap\": %ld, \"cache\": \"%s\",\n     \"rounds\": %zu, \"passes\": %u, \"converged\": %s, \"seconds\": ",
            c->overlap, mt_bench_cache_name(c->cache), p->rounds, p->passes, p->converged ? "true" : "false");
    mt_json_num(f, p->seconds);
    fputs(", \"mean_bytes\": ", f);
    mt_json_num(f, p->mean_bytes);
    fprintf(f, ", \"max_bytes\": %zu, \"window\": %zu, \"footprint\": %zu, \"fits\": %s, \"ncalls\": %zu, "
               "\"overhead_cycles\": ",
            p->max_bytes, p->window, p->footprint, p->fits ? "true" : "false", p->ncalls);
    mt_json_num(f, p->overhead_cycles);
    fputs(", \"batch\": [", f);
    for (size_t k = 0; k < K && k < 64; k++)
        fprintf(f, "%s%u", k ? ", " : "", p->batch[k]);
    fputs("]}", f);
}

/* One "results" entry (after its opening brace): implementation k at config i. */
static void json_result(FILE *f, const struct mt_bench_report *r, size_t i, size_t k)
{
    const struct mt_bench_run *run = r->run;
    size_t K = run->nimpl;
    const struct mt_bench_config *c = &r->cfg[i];
    const struct mt_bench_result *R = &r->res[i * K + k];
    fprintf(f, "\"config\": %zu, \"impl\": ", i);
    mt_json_str(f, run->impls[k].name);
    fputs(", \"label\": ", f);
    mt_json_str(f, run->impls[k].label);
    fputs(", \"size\": ", f);
    if (run->dist)
        fputs("null", f);
    else
        fprintf(f, "%zu", c->size);
    fprintf(f, ", \"src_align\": %u, \"dst_align\": %u, \"aliasing\": ", c->src_align, c->dst_align);
    if (r->pt[i].aliasing >= 0)
        fprintf(f, "%d", r->pt[i].aliasing);
    else
        fputs("null", f);
    fputs(", \"diff_pos\": ", f);
    jdiff(f, run->op, c->diff_pos);
    fprintf(f, ", \"cache\": \"%s\", \"verified\": %s, \"best\": %s, \"pass_spread\": ",
            mt_bench_cache_name(c->cache), R->verified ? "true" : "false", R->best ? "true" : "false");
    mt_json_num(f, R->pass_spread);
    fputs(",\n     ", f);
    jstats(f, "ns", &R->ns, 1);
    fputs(",\n     ", f);
    jstats(f, "cycles", &R->cycles, 1);
    fputs(",\n     ", f);
    jstats(f, "bytes_per_ns", &R->bytes_per_ns, 1);
    fputs(",\n     \"calls_per_s\": ", f);
    mt_json_num(f, R->calls_per_s);
    fputs(", \"calls_per_s_ci\": [", f);
    mt_json_num(f, R->calls_per_s_lo);
    fputs(", ", f);
    mt_json_num(f, R->calls_per_s_hi);
    fputs("], \"bytes_per_s\": ", f);
    mt_json_num(f, R->bytes_per_ns.median * 1e9);
    fputs(", \"bytes_per_s_ci\": [", f);
    mt_json_num(f, R->bytes_per_ns.ci_lo * 1e9);
    fputs(", ", f);
    mt_json_num(f, R->bytes_per_ns.ci_hi * 1e9);
    fputs("], \"ratio\": ", f);
    if (run->baseline < K) {
        mt_json_num(f, R->ratio);
        fputs(", \"ratio_ci\": [", f);
        mt_json_num(f, R->ratio_lo);
        fputs(", ", f);
        mt_json_num(f, R->ratio_hi);
        fputs("]}", f);
    } else {
        fputs("null, \"ratio_ci\": null}", f);
    }
}

int mt_bench_write_json(FILE *f, const struct mt_bench_report *r)
{
    const struct mt_bench_run *run = r->run;
    size_t K = run->nimpl;
    fprintf(f, "{\n  \"schema\": \"%s\",\n  \"command\": ", MT_BENCH_JSON_SCHEMA);
    mt_json_str_or_null(f, r->command);
    fputs(",\n  \"date\": ", f);
    mt_json_str_or_null(f, r->date);
    fputs(",\n  \"machine\": ", f);
    mt_json_machine(f);
    fputs(",\n", f);
    json_timer(f);
    json_run(f, run);
    fputs("  \"impls\": [", f);
    json_impls(f, run);
    fputs("\n  ],\n  \"configs\": [", f);
    for (size_t i = 0; i < r->ncfg; i++) {
        fputs(i ? ",\n    {" : "\n    {", f);
        json_config(f, r, i);
    }
    fputs("\n  ],\n  \"results\": [", f);
    for (size_t i = 0; i < r->ncfg; i++)
        for (size_t k = 0; k < K; k++) {
            fputs(i || k ? ",\n    {" : "\n    {", f);
            json_result(f, r, i, k);
        }
    fputs("\n  ]\n}\n", f);
    return ferror(f) ? -1 : 0;
}
