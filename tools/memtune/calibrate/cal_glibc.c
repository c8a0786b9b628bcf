/* Step 5 of calibrate: the export strings (glibc tunables on x86-64, the
 * aarch64 and POWER notes) and the check of the glibc export.
 *
 * GLIBC_TUNABLES only take effect at process start, so the check times
 * glibc in child processes (`memtune calibrate --glibc-child OP SIZES`),
 * default and tuned back to back, and drops a tunable that made glibc
 * slower where it changed glibc's path. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cal.h"
#include "spawn.h"
#include "tool.h"
#include "memtune/cpu.h"

/* The cache states the glibc check measures, as the knobs were
 * (cal_knobs.c): varying offsets in L2 (the LLC above 128 KiB) and the
 * same buffers every call. */
const char *const cal_check_cond[2] = { "offsets", "hot" };

int cal_glibc_child(const char *opname, const char *sizes_spec)
{
    char err[256];
    int op = mt_op_from_name(opname);
    if (op < 0 || !mt_bench_op_supported((enum mt_op)op))
        return mt_tool_error("calibrate --glibc-child: bad op '%s'", opname);
    size_t *sz, n;
    if (mt_bench_parse_values(sizes_spec, (size_t)1 << 32, MT_BENCH_RANGE_SIZES, &sz, &n, err, sizeof err) != 0)
        return mt_tool_error("calibrate --glibc-child: %s", err);
    struct mt_bench_impl im;
    if (mt_bench_impl_resolve((enum mt_op)op, "libc", &im, err, sizeof err) != 0)
        return mt_tool_error("%s", err);
    static struct mt_cal child = { .level = CAL_QUICK }; /* the parent repeats the pair of children instead */
    child.ctx = mt_bench_ctx_new();
    struct mt_bench_run run;
    cal_run_defaults(&child, &run, (enum mt_op)op, &im, 1);
    for (size_t i = 0; i < n; i++)
        for (int c = 0; c < 2; c++) {
            struct mt_bench_config cfg;
            mt_bench_config_init(&cfg, sz[i]);
            cfg.aliasing = 2048;
            run.pattern = c == 0 ? MT_BENCH_OFFSETS : MT_BENCH_FIXED;
            cfg.cache = c == 1 ? MT_BENCH_L1 : sz[i] <= (128u << 10) ? MT_BENCH_L2 : MT_BENCH_LLC;
            struct mt_bench_result res;
            struct mt_bench_point pt;
            if (mt_bench_measure(child.ctx, &run, &cfg, &res, &pt, err, sizeof err) != 0)
                return mt_tool_error("%s", err);
            printf("%zu %d %.4f\n", sz[i], c, res.ns.median);
        }
    free(sz);
    return 0;
}

/* One child run: fills ns[i * 2 + cond] for the n sizes; returns the
 * count of values read, -1 if the child failed. */
static int run_child(const char *self, const char *env, const char *op, const char *sizes, const size_t *sz,
                     size_t n, double *ns)
{
    char var[1100], out[8192], err[300];
    snprintf(var, sizeof var, "GLIBC_TUNABLES=%s", env ? env : "");
    const char *argv[] = { self, "calibrate", "--glibc-child", op, sizes, NULL };
    const char *add[] = { var, NULL };
    struct mt_spawn sp = { argv, env ? add : NULL, MT_SPAWN_CAPTURE, MT_SPAWN_INHERIT };
    if (mt_spawn_run(&sp, out, sizeof out, err, sizeof err) != 0)
        return -1;
    int got = 0;
    for (char *line = out; *line;) {
        size_t size;
        int c;
        double v;
        if (sscanf(line, "%zu %d %lf", &size, &c, &v) == 3 && (c == 0 || c == 1))
            for (size_t i = 0; i < n; i++)
                if (sz[i] == size) {
                    ns[i * 2 + (size_t)c] = v;
                    got++;
                }
        char *nl = strchr(line, '\n');
        if (!nl)
            break;
        line = nl + 1;
    }
    return got;
}

/* The value of one tunable in a GLIBC_TUNABLES string; fallback if absent. */
static size_t tunable_value(const char *tun, const char *name, size_t fallback)
{
    const char *p = strstr(tun, name);
    if (!p || p[strlen(name)] != '=')
        return fallback;
    return (size_t)strtoull(p + strlen(name) + 1, NULL, 10);
}

static double median_of(const double *v, int n)
{
    double t[CHECK_MAX_REPS];
    memcpy(t, v, (size_t)n * sizeof *t);
    return mt_bench_median(t, (size_t)n);
}

/* The tunables the check can attribute a row to: each moves a threshold
 * of one op from its value in force to the exported one. */
struct glibc_tunable {
    const char *name, *op;
    size_t cur;                     /* in force without GLIBC_TUNABLES (0: unknown) */
};

static void glibc_tunables(const struct mt_glibc_limits *lim, struct glibc_tunable t[3])
{
    t[0] = (struct glibc_tunable){ "x86_rep_movsb_threshold", "memcpy", lim->cur_rep_movsb };
    t[1] = (struct glibc_tunable){ "x86_non_temporal_threshold", "memcpy", lim->cur_nt };
    t[2] = (struct glibc_tunable){ "x86_rep_stosb_threshold", "memset", lim->cur_rep_stosb };
}

/* Removes "glibc.cpu.NAME=V" from a GLIBC_TUNABLES value. */
static void drop_tunable(char *tun, const char *name)
{
    char key[96];
    snprintf(key, sizeof key, "glibc.cpu.%s=", name);
    char *p = strstr(tun, key);
    if (!p)
        return;
    char *end = strchr(p, ':');
    if (end)
        memmove(p, end + 1, strlen(end + 1) + 1);
    else if (p > tun)
        p[-1] = 0;
    else
        *p = 0;
}

/* True if the exported `t` changes glibc's path for op at size: between
 * its value in force and the exported one. */
static bool changed_by(const struct glibc_tunable *t, const char *tun, const char *op, size_t size)
{
    size_t v = tunable_value(tun, t->name, t->cur), cap = 64u << 20;
    size_t lo = t->cur < v ? t->cur : v, hi = t->cur < v ? v : t->cur;
    if (!t->cur || lo == hi || strcmp(op, t->op) != 0)
        return false;
    if (hi > cap)
        hi = cap + 1;
    return size >= lo && size < hi;
}

/* The worst "slower" row where t changed the path, or NULL. */
static const struct glibc_row *slower_because(const struct glibc_row *rows, size_t n, const struct glibc_tunable *t,
                                              const char *tun)
{
    const struct glibc_row *w = NULL;
    for (size_t i = 0; i < n; i++)
        if (rows[i].verdict == MT_CHECK_SLOWER && changed_by(t, tun, rows[i].op, rows[i].size) &&
            (!w || rows[i].ratio < w->ratio))
            w = &rows[i];
    return w;
}

/* The sizes the check measures for op: between each default threshold and
 * its exported value, off the grid the knobs were derived on
 * (mt_check_sizes). */
static size_t check_sizes(const struct mt_cal *c, const char *tun, const char *op, const size_t *grid, size_t ngrid,
                          size_t sz[16])
{
    struct glibc_tunable gt[3];
    glibc_tunables(&c->lim, gt);
    size_t moved[3][2];
    size_t nm = 0;
    for (int i = 0; i < 3; i++)
        if (!strcmp(gt[i].op, op) && gt[i].cur) {
            moved[nm][0] = gt[i].cur;
            moved[nm++][1] = tunable_value(tun, gt[i].name, gt[i].cur);
        }
    return mt_check_sizes((const size_t (*)[2])moved, nm, 64u << 20, grid, ngrid, sz, 16);
}

/* Default glibc and glibc with the export, in child processes run back to
 * back, reps times, into rows[0 .. 2n). Returns the pairs completed. */
static int paired_runs(const char *tun, const char *op, const size_t *sz, size_t n, int reps, struct glibc_row *rows)
{
    char self[1024], spec[400];
    ssize_t k = readlink("/proc/self/exe", self, sizeof self - 1);
    self[k > 0 ? k : 0] = 0;
    int at = 0;
    for (size_t i = 0; i < n; i++)
        at += snprintf(spec + at, sizeof spec - (size_t)at, "%s%zu", i ? "," : "", sz[i]);
    double d[32], t[32];
    int done = 0;
    for (int r = 0; r < reps; r++) {
        /* alternate which goes first, so a drift within the pair cancels */
        int g1, g2;
        if (r % 2 == 0) {
            g1 = run_child(self, NULL, op, spec, sz, n, d);
            g2 = run_child(self, tun, op, spec, sz, n, t);
        } else {
            g2 = run_child(self, tun, op, spec, sz, n, t);
            g1 = run_child(self, NULL, op, spec, sz, n, d);
        }
        if (g1 != (int)(2 * n) || g2 != (int)(2 * n))
            break;
        for (size_t i = 0; i < 2 * n; i++) {
            rows[i].def_ns[r] = d[i];
            rows[i].tuned_ns[r] = t[i];
        }
        done++;
    }
    return done;
}

/* The check: fills c->grows (and c->ngrows) for the export tun. */
static void glibc_check(struct mt_cal *c, const char *tun, const size_t *grid, size_t ngrid)
{
    size_t maxrows = sizeof c->grows / sizeof c->grows[0];
    struct glibc_tunable gt[3];
    glibc_tunables(&c->lim, gt);
    c->ngrows = 0;
    for (int oi = 0; oi < 2; oi++) {
        const char *op = oi == 0 ? "memcpy" : "memset";
        size_t sz[16];
        size_t n = check_sizes(c, tun, op, grid, ngrid, sz);
        if (!n || c->ngrows + 2 * n > maxrows)
            continue;
        struct glibc_row *rows = &c->grows[c->ngrows];
        int done = paired_runs(tun, op, sz, n, c->check_reps, rows);
        if (!done)
            continue;
        for (size_t i = 0; i < 2 * n; i++) {
            struct glibc_row *g = &rows[i];
            g->op = op;
            g->size = sz[i / 2];
            g->cond = (int)(i % 2);
            g->def_med = median_of(g->def_ns, done);
            g->tuned_med = median_of(g->tuned_ns, done);
            /* 5%: two processes running the same code differ by up to ~3%
             * here (placement), which the control sizes show */
            g->verdict = mt_check_verdict(g->def_ns, g->tuned_ns, done, 0.05, &g->ratio, &g->lo, &g->hi);
            g->control = true;
            for (int j = 0; j < 3; j++)
                if (changed_by(&gt[j], tun, op, g->size))
                    g->control = false;
        }
        c->ngrows += 2 * n;
    }
}

/* Keeps the lines of one ld.so's --list-diagnostics that show the
 * thresholds in force; returns their length. */
static size_t threshold_lines(char *out, char *diag, size_t dlen)
{
    size_t k = 0;
    for (char *line = out; *line;) {
        char *nl = strchr(line, '\n');
        size_t l = nl ? (size_t)(nl - line) : strlen(line);
        char save = line[l];
        line[l] = 0;
        if ((strstr(line, "rep_movsb_threshold") || strstr(line, "rep_stosb_threshold") ||
             strstr(line, "non_temporal_threshold")) && k + l + 2 < dlen)
            k += (size_t)snprintf(diag + k, dlen - k, "%s\n", line);
        line[l] = save;
        if (!nl)
            break;
        line = nl + 1;
    }
    return k;
}

/* True if the dynamic loader shows the values of tun in force. */
static bool glibc_accepted(const char *tun, char *diag, size_t dlen)
{
    const char *ldso[] = { "/lib64/ld-linux-x86-64.so.2", "/lib/ld-linux-aarch64.so.1", "/lib64/ld64.so.2", NULL };
    diag[0] = 0;
    for (int i = 0; ldso[i]; i++) {
        if (access(ldso[i], X_OK) != 0)
            continue;
        char var[1100], err[300];
        snprintf(var, sizeof var, "GLIBC_TUNABLES=%s", tun);
        const char *argv[] = { ldso[i], "--list-diagnostics", NULL };
        const char *add[] = { var, NULL };
        struct mt_spawn sp = { argv, add, MT_SPAWN_CAPTURE, MT_SPAWN_NULL };
        static char out[1 << 18];
        if (mt_spawn_run(&sp, out, sizeof out, err, sizeof err) != 0)
            return false;
        return threshold_lines(out, diag, dlen) > 0;
    }
    return false;
}

/* Leaves out each tunable that made glibc slower where it changed glibc's
 * path, with a note; returns how many. */
static int drop_slower(struct mt_cal *c)
{
    struct glibc_tunable gt[3];
    glibc_tunables(&c->lim, gt);
    int dropped = 0;
    for (int i = 0; i < 3; i++) {
        const struct glibc_row *w = slower_because(c->grows, c->ngrows, &gt[i], c->glibc_tun);
        if (!w)
            continue;
        size_t at = strlen(c->glibc_notes);
        snprintf(c->glibc_notes + at, sizeof c->glibc_notes - at,
                 "%s=%zu left out: with it glibc was slower at %zu B %s (x%.2f [%.2f..%.2f]); glibc keeps %zu\n",
                 gt[i].name, tunable_value(c->glibc_tun, gt[i].name, 0), w->size, cal_check_cond[w->cond], w->ratio,
                 w->lo, w->hi, gt[i].cur);
        drop_tunable(c->glibc_tun, gt[i].name);
        dropped++;
    }
    return dropped;
}

/* Checks the export (glibc_check). A tunable that made glibc slower where
 * it changed glibc's path is left out and the rest checked again (up to
 * three rounds): the thresholds come from memtune's ladders, whose paths
 * are not glibc's (glibc's rep movsb can beat glibc's vector loop where it
 * loses to memtune's, and glibc 2.36 has no non-temporal memset for rep
 * stosb to give way to). The verdict is over the rows where the export
 * changes glibc's path (not the controls). */
static void glibc_validate(struct mt_cal *c)
{
    c->progress("glibc: child with GLIBC_TUNABLES");
    c->glibc_ok = glibc_accepted(c->glibc_tun, c->diag, sizeof c->diag);
    /* the grid every knob was derived on: the check measures elsewhere */
    size_t grid[512];
    size_t ngrid = cal_knob_grid(c, grid, 512);
    glibc_check(c, c->glibc_tun, grid, ngrid);
    for (int round = 0; round < 3 && c->ngrows && c->glibc_ok; round++) {
        if (!drop_slower(c))
            break;
        c->glibc_ok = c->glibc_tun[0] && glibc_accepted(c->glibc_tun, c->diag, sizeof c->diag);
        c->ngrows = 0;
        if (c->glibc_tun[0])
            glibc_check(c, c->glibc_tun, grid, ngrid);
    }
    c->glibc_verdict = MT_CHECK_SAME;
    for (size_t i = 0; i < c->ngrows; i++) {
        const struct glibc_row *g = &c->grows[i];
        if (!g->control && (g->verdict == MT_CHECK_SLOWER ||
                            (g->verdict == MT_CHECK_FASTER && c->glibc_verdict == MT_CHECK_SAME)))
            c->glibc_verdict = g->verdict;
    }
}

#if !defined(__aarch64__)
/* glibc's thresholds in force, from ld.so --list-tunables (the built-in
 * table where that fails). */
static void glibc_limits(struct mt_glibc_limits *lim)
{
    char list[8192] = "", e2[300];
    const char *argv[] = { "/lib64/ld-linux-x86-64.so.2", "--list-tunables", NULL };
    struct mt_spawn sp = { argv, NULL, MT_SPAWN_CAPTURE, MT_SPAWN_NULL };
    if (access(argv[0], X_OK) != 0 || mt_spawn_run(&sp, list, sizeof list, e2, sizeof e2) != 0)
        list[0] = 0;
    if (mt_glibc_limits_parse(list, lim) != 0)
        mt_glibc_limits_default(lim);
}
#endif

void cal_exports(struct mt_cal *c)
{
    c->glibc_tun[0] = c->glibc_notes[0] = c->diag[0] = 0;
    c->gcc_a64[0] = c->gcc_a64_notes[0] = c->ppc_exports[0] = 0;
    c->ngrows = 0;
    c->glibc_ok = false;
    c->glibc_verdict = MT_CHECK_SAME;
    c->check_reps = c->level == CAL_QUICK ? 3 : c->level == CAL_DEFAULT ? 5 : CHECK_MAX_REPS;
#if defined(__aarch64__)
    /* aarch64: glibc has no thresholds to export; GCC has -mcpu and, with
     * FEAT_MOPS, the aarch64-mops-* params. */
    const struct mt_cpu_info *ci = mt_cpu();
    mt_export_glibc_aarch64(ci->midr, c->glibc_tun, sizeof c->glibc_tun, c->glibc_notes, sizeof c->glibc_notes);
    mt_export_gcc_aarch64(ci->midr, ci->features, &c->cal, c->gcc_a64, sizeof c->gcc_a64, c->gcc_a64_notes,
                          sizeof c->gcc_a64_notes);
#else
    glibc_limits(&c->lim);
    if (MT_ARCH_X86_TOOL)
        mt_export_glibc(&c->cal, &c->lim, c->glibc_tun, sizeof c->glibc_tun, c->glibc_notes, sizeof c->glibc_notes);
#endif
    const struct mt_knob_desc *vk = mt_knob_find("memcpy.vsx_from");
    size_t live = vk ? *mt_knob_ptr(&c->cal, vk) : 0;
    if (c->have_vs)
        live = c->vs.x[1].value;
    mt_export_ppc64(vk ? live : 0, c->have_vs ? c->vs.x[0].value : 0, c->ppc_exports, sizeof c->ppc_exports);
    if (c->glibc && MT_ARCH_X86_TOOL)
        glibc_validate(c);
}
