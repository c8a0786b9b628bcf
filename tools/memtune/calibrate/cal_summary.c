/* What `memtune calibrate` prints at the end: the crossovers and their
 * evidence, the distributions, the profile and every export with its
 * check and verdict. */
#include <math.h>
#include <string.h>
#include "cal.h"

static void fmt_size(char *buf, size_t len, size_t v)
{
    if (v == SIZE_MAX)
        snprintf(buf, len, "never");
    else if (v >= (1u << 20) && v % (1u << 20) == 0)
        snprintf(buf, len, "%zuM", v >> 20);
    else if (v >= 1024 && v % 1024 == 0)
        snprintf(buf, len, "%zuK", v >> 10);
    else
        snprintf(buf, len, "%zu", v);
}

static void print_crossovers(const struct mt_cal *c)
{
    printf("\ncrossovers (knob: value  [range]  evidence):\n");
    for (size_t i = 0; i < c->nk; i++) {
        const struct knob_result *k = &c->kres[i];
        const char *name = cal_knob_desc(k->t->knob)->name;
        char v[32], lo[32], hi[32], dv[32];
        fmt_size(v, sizeof v, k->value);
        fmt_size(lo, sizeof lo, k->x.lo);
        fmt_size(hi, sizeof hi, k->x.hi);
        fmt_size(dv, sizeof dv, *mt_knob_ptr((struct mt_knobs *)&c->def, cal_knob_desc(k->t->knob)));
        if (k->binding >= 0 || k->binding == CAL_BALANCED)
            printf("  %-29s %-7s (%s) (default %s)  %s\n", name, v, cal_binding_name(k), dv, k->evidence);
        else if (k->x.kind == MT_X_AT)
            printf("  %-29s %-7s [%s..%s]  (default %s)  %s\n", name, v, lo, hi, dv, k->evidence);
        else
            printf("  %-29s %-7s %*s (default %s)  %s\n", name, v, (int)(strlen(lo) + strlen(hi) + 4), "", dv,
                   k->evidence);
    }
}

/* Per class of (dst - src) % 4096: the path memcpy takes at each size,
 * the other path's time and glibc's over memtune's; '!' where the other
 * path was faster beyond the intervals. */
static void print_classes(const struct mt_cal *c)
{
    if (!c->nclasses)
        return;
    printf("\nrep movsb by class of (dst - src) %% 4096 (memcpy, calibrated knobs; varying offsets, L2 up to\n"
           "256 KiB, DRAM above): the path taken, then time(other path)/time(memtune), time(glibc)/time(memtune):\n");
    int nfaster = 0;
    for (int i = 0; i < c->nclasses; i++) {
        const struct cal_sweep *s = &c->classes[i];
        printf("  %-31s", cal_class_defs[i].name);
        for (size_t j = 0; j < s->n; j++) {
            int o, rep = cal_class_path(c, i, j, &o);
            const struct cal_curve *m = &s->c[0], *x = &s->c[o], *g = &s->c[s->ncurves - 1];
            double r = m->med[j] > 0 ? x->med[j] / m->med[j] : 0, rg = m->med[j] > 0 ? g->med[j] / m->med[j] : 0;
            bool faster = r < 0.97 && x->hi[j] < m->lo[j];
            nfaster += faster;
            char sz[32];
            fmt_size(sz, sizeof sz, s->x[j]);
            printf("  %s %s (%s %.2f%s, glibc %.2f)", sz, rep ? "rep movsb" : "loop", x->label, r, faster ? " !" : "",
                   rg);
        }
        printf("\n");
    }
    if (nfaster)
        printf("  ! the path not taken was faster there: a knob (or, in 1..63, the rule) loses at that size\n");
}

static void print_measurements(const struct mt_cal *c)
{
    print_classes(c);
    if (c->have_vs)
        printf("\nmemcpy.vsx_from by vector state (one call per sample, scalar lines vs the vsx loop; seed 004):\n"
               "  %s\n  (the knob keeps the live value; a thread whose first vector instruction after a\n"
               "  context switch traps to the kernel pays the not-live one)\n", c->vs_text);
    if (!c->nd)
        return;
    printf("\nshipped distributions, ns per call (median [95%% CI]); speed-up = defaults/calibrated, libc/calibrated:\n");
    for (size_t i = 0; i < c->nd; i++) {
        const struct dist_result *d = &c->dres[i];
        printf("  %-7s %-44s cal %6.2f [%.2f..%.2f]  def %6.2f  libc %6.2f  x%.3f vs defaults  x%.2f vs libc\n",
               mt_op_name(d->op), d->file, d->med[0], d->lo[0], d->hi[0], d->med[1], d->med[2], d->ratio, d->vs_libc);
    }
}

/* each line of a multi-line text, indented (text is a copy: strtok) */
static void print_lines(const char *text, const char *prefix)
{
    char buf[2048];
    snprintf(buf, sizeof buf, "%s", text);
    char *save;
    for (char *l = strtok_r(buf, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
        printf("%s%s\n", prefix, l);
}

static void print_check_verdict(const struct mt_cal *c)
{
    int nfast = 0, nslow = 0, nchecked = 0;
    const struct glibc_row *worst = NULL;
    for (size_t i = 0; i < c->ngrows; i++) {
        const struct glibc_row *g = &c->grows[i];
        if (g->control)
            continue;
        nchecked++;
        nfast += g->verdict == MT_CHECK_FASTER;
        nslow += g->verdict == MT_CHECK_SLOWER;
        if (g->verdict == MT_CHECK_SLOWER && (!worst || g->ratio < worst->ratio))
            worst = g;
    }
    if (!c->glibc_ok)
        printf("  verdict: not checked: glibc did not show the values, so both sides ran default glibc\n");
    else if (worst)
        printf("  verdict: SLOWER: tuned glibc loses at %d of %d points (worst: %s %zu B %s, x%.2f); do not\n"
               "  apply this export as is\n", nslow, nchecked, worst->op, worst->size, cal_check_cond[worst->cond],
               worst->ratio);
    else if (nfast)
        printf("  verdict: faster at %d of %d points where the export changes glibc's path, slower at none\n", nfast,
               nchecked);
    else
        printf("  verdict: no difference at any of the %d points where the export changes glibc's path\n"
               "  (within 5%% or not consistent over the runs)\n", nchecked);
}

static void print_glibc(const struct mt_cal *c)
{
    const struct mt_bench_machine *mc = mt_bench_machine();
#if MT_ARCH_PPC64LE_TOOL
    /* glibc, GCC and the kernel on POWER: what exists, what does not. */
    (void)mc;
    printf("\nexports (POWER has no threshold knob to take these values; what exists instead):\n");
    print_lines(c->ppc_exports, "  ");
#else
    if (c->glibc_tun[0])
        printf("\nglibc (%s):\n  GLIBC_TUNABLES=%s%s\n", mc->libc[0] ? mc->libc : "libc", c->glibc_tun,
               c->ngrows && c->glibc_ok && c->glibc_verdict == MT_CHECK_SLOWER
                   ? "\n  (its check below shows it SLOWER somewhere)" : "");
    else
        printf("\nglibc (%s): no GLIBC_TUNABLES export\n", mc->libc[0] ? mc->libc : "libc");
#endif
    print_lines(c->glibc_notes, "  note: ");
    if (!c->ngrows)
        return;
    printf("  check: ld.so --list-diagnostics %s the values; default vs tuned glibc in child processes,\n"
           "  %d paired runs, at sizes between the default and exported thresholds and off the grid the\n"
           "  knobs came from (ns; ratio = default/tuned, median [range over the runs]):\n",
           c->glibc_ok ? "shows" : "does NOT show", c->check_reps);
    for (size_t i = 0; i < c->ngrows; i++) {
        const struct glibc_row *g = &c->grows[i];
        printf("    %-6s %9zu B %-7s  default %10.2f  tuned %10.2f  x%.2f [%.2f..%.2f]  %s%s\n", g->op, g->size,
               cal_check_cond[g->cond], g->def_med, g->tuned_med, g->ratio, g->lo, g->hi,
               mt_check_verdict_name(g->verdict), g->control ? " (control: same path)" : "");
    }
    print_check_verdict(c);
}

static void print_gcc_run(const struct mt_gcc_run *r)
{
    double gain = 0;
    int cnt = 0;
    const struct mt_gcc_run *w = NULL;
    size_t wi = 0;
    for (size_t i = 0; i < r->nv; i++) {
        if (r->vratio[i] > 0) {
            gain += log(r->vratio[i]);
            cnt++;
        }
        if (r->vverdict[i] == MT_CHECK_SLOWER && (!w || r->vratio[i] < r->vratio[wi]))
            w = r, wi = i;
    }
    printf("  %-6s %-6s -m%s-strategy=%s\n", r->flavor, r->op, r->op, r->strategy);
    if (r->alt_strategy[0])
        printf("         not stable: the odd and the even runs alone derive different strategies; the\n"
               "         other one is %s (the sizes where they differ are near-ties)\n", r->alt_strategy);
    for (size_t i = 0; i < r->nsizes; i++)
        for (size_t k = 0; k < r->nalgs && r->sizes[i] == 168; k++)
            if (!strcmp(r->algs[k], r->best[i])) /* the kernel's sync_regs copy (seed 001) */
                printf("         at 168 B: %s %.2f ns, libcall %.2f ns\n", r->best[i], r->ns[k][i], r->ns[0][i]);
    printf("         check vs gcc's default at %zu sizes between those (%d runs): geomean x%.2f; faster at %d,\n"
           "         slower at %d%s", r->nv, r->val_runs, cnt ? exp(gain / cnt) : 0, r->nfaster, r->nslower,
           w ? "" : "\n");
    if (w)
        printf(" (worst %zu B, x%.2f [%.2f..%.2f]): NOT exported\n", r->vsizes[wi], r->vratio[wi], r->vlo[wi],
               r->vhi[wi]);
}

static void print_gcc(const struct mt_cal *c)
{
    if (c->ngr) {
        printf("\ngcc (%s), constant-size inline copies, compiled and timed per algorithm:\n", c->gruns[0].version);
        for (size_t g = 0; g < c->ngr; g++)
            print_gcc_run(&c->gruns[g]);
        if (c->nkb) {
            printf("\nkernel (arch/x86/Makefile), measured on this CPU with the kernel's flags:\n");
            printf("  ifdef CONFIG_CC_IS_GCC\n");
            for (int i = 0; i < c->nkb; i++)
                printf("  %s\n", c->kb[i]);
            printf("  endif\n");
        }
    }
#if defined(__aarch64__)
    printf("\ngcc (aarch64):\n  %s\n", c->gcc_a64[0] ? c->gcc_a64 : "(no flags)");
    print_lines(c->gcc_a64_notes, "  note: ");
#endif
}

void cal_print_summary(const struct mt_cal *c)
{
    print_crossovers(c);
    print_measurements(c);
    printf("\nprofile: %s\n  export MEMTUNE_PROFILE=%s\n", c->profile_path, c->abs_profile);
    printf("  MEMTUNE_TUNABLES=%s\n", c->tun);
    print_glibc(c);
    print_gcc(c);
}
