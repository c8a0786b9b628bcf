/* calibrate.json (schema memtune-calibrate/1, docs/calibrate-json.md),
 * one function per section, written with the tools' one JSON writer
 * (json.h) into a file replaced whole or not at all (files.h). */
#include <string.h>
#include "cal.h"
#include "files.h"
#include "json.h"

static const char *const levels[] = { "quick", "default", "full" };

/* {"label": {"median": [...], "lo": [...], "hi": [...]}, ...} */
static void json_impls(FILE *f, const struct cal_sweep *s)
{
    fputc('{', f);
    for (size_t k = 0; k < s->ncurves; k++) {
        fprintf(f, "%s", k ? "," : "");
        mt_json_str(f, s->c[k].label);
        fprintf(f, ":{\"median\":");
        mt_json_nums(f, s->c[k].med, s->n);
        fprintf(f, ",\"lo\":");
        mt_json_nums(f, s->c[k].lo, s->n);
        fprintf(f, ",\"hi\":");
        mt_json_nums(f, s->c[k].hi, s->n);
        fputc('}', f);
    }
    fputc('}', f);
}

static void json_sweep(FILE *f, const struct cal_sweep *s)
{
    fprintf(f, "{\"op\":\"%s\",\"cache\":", mt_op_name(s->op));
    mt_json_str(f, s->cache);
    fprintf(f, ",\"pattern\":\"%s\",", s->pattern);
    if (strcmp(s->what, "aliasing") != 0)
        fprintf(f, "\"aliasing\":%d,", s->aliasing);
    fprintf(f, "\"what\":");
    mt_json_str(f, s->what);
    fprintf(f, ",\"sizes\":");
    mt_json_sizes(f, s->x, s->n);
    fprintf(f, ",\"impls\":");
    json_impls(f, s);
    fprintf(f, "}");
}

static void json_machine(FILE *f, const struct mt_cal *c)
{
    const struct mt_bench_machine *mc = mt_bench_machine();
    const struct mt_bench_timer *tm = mt_bench_timer();
    fprintf(f, "\"machine\":{\"cpu\":");
    mt_json_str(f, mc->cpu);
    fprintf(f, ",\"vendor\":");
    mt_json_str(f, mc->vendor);
    fprintf(f, ",\"family\":%u,\"model\":%u,\"stepping\":%u,\"features\":[", mc->family, mc->model, mc->stepping);
    char fl[512];
    snprintf(fl, sizeof fl, "%s", mc->flags);
    int first = 1;
    for (char *save, *tok = strtok_r(fl, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
        fprintf(f, "%s", first ? "" : ",");
        mt_json_str(f, tok);
        first = 0;
    }
    fprintf(f, "],\"caches\":{\"l1d\":%zu,\"l2\":%zu,\"l3\":%zu},\"microcode\":", mc->l1d, mc->l2, mc->l3);
    mt_json_str_or_null(f, mc->microcode[0] ? mc->microcode : NULL);
    fprintf(f, ",\"kernel\":");
    mt_json_str(f, mc->kernel);
    fprintf(f, ",\"libc\":");
    mt_json_str(f, mc->libc);
    fprintf(f, ",\"compiler\":");
    mt_json_str(f, mc->compiler);
    fprintf(f, ",\"commit\":");
    mt_json_str(f, mc->commit);
    fprintf(f, ",\"hypervisor\":%s,%s\"tsc_hz\":%.6g,\"timer\":", mc->hypervisor ? "true" : "false",
            mc->emulated[0] ? "\"emulated\":true," : "", tm->tsc_hz);
    char t[200];
    snprintf(t, sizeof t, "%s (%s cycles)", tm->fencing, tm->cycles);
    mt_json_str(f, t);
    fprintf(f, ",\"cpu_pinned\":%d,\"date\":\"%s\",\"mode\":\"%s\"},\n", c->pinned, c->date, levels[c->level]);
}

static void json_knobs(FILE *f, const struct mt_cal *c)
{
    size_t nkn;
    const struct mt_knob_desc *kt = mt_knob_table(&nkn);
    for (int pass = 0; pass < 2; pass++) {
        fprintf(f, "\"%s\":{", pass ? "default_knobs" : "knobs");
        for (size_t i = 0; i < nkn; i++) {
            fprintf(f, "%s\"%s\":", i ? "," : "", kt[i].name);
            mt_json_size(f, *mt_knob_ptr((struct mt_knobs *)(pass ? &c->def : &c->cal), &kt[i]));
        }
        fprintf(f, "},\n");
    }
}

static void json_crossover(FILE *f, const struct knob_result *k)
{
    static const char *kinds[] = { "never", "at", "always" };
    fprintf(f, "{\"knob\":\"%s\",\"op\":\"%s\",\"a\":", cal_knob_desc(k->t->knob)->name, mt_op_name(k->t->op));
    mt_json_str(f, k->t->a_label);
    fprintf(f, ",\"b\":");
    mt_json_str(f, k->t->b_label);
    /* kind/lo/hi describe the knob's value: a further condition can raise
     * it (binding) or turn it off */
    bool off = k->value == SIZE_MAX, raised = k->binding >= 0 || k->binding == CAL_BALANCED;
    fprintf(f, ",\"kind\":\"%s\",\"value\":", off ? "never" : raised ? "at" : kinds[k->x.kind]);
    mt_json_size(f, k->value);
    fprintf(f, ",\"lo\":");
    if (off) fputs("null", f); else fprintf(f, "%zu", raised ? k->value : k->x.lo);
    fprintf(f, ",\"hi\":");
    if (off) fputs("null", f); else fprintf(f, "%zu", raised ? k->value : k->x.hi);
    fprintf(f, ",\"gain\":");
    mt_json_num(f, k->x.gain);
    fprintf(f, ",\"evidence\":");
    mt_json_str(f, k->evidence);
    fprintf(f, ",\"curve\":");
    json_sweep(f, &k->sw);
    fprintf(f, ",\"binding\":");
    mt_json_str(f, cal_binding_name(k));
    if (!k->t->below && k->nxc) {
        /* the rule's value (the largest bound) and the worst slowdown over
         * the states there and at the value taken (mt_minimax_cost) */
        fprintf(f, ",\"rule_value\":");
        mt_json_size(f, k->rule_value);
        fprintf(f, ",\"rule_cost\":");
        mt_json_num(f, k->rule_cost);
        fprintf(f, ",\"cost\":");
        mt_json_num(f, k->cost);
    }
    fprintf(f, ",\"conditions\":[");
    for (int x = 0; x < k->nxc; x++) {
        fprintf(f, "%s{\"name\":", x ? "," : "");
        mt_json_str(f, k->xc[x].name);
        fprintf(f, ",\"bound\":");
        mt_json_size(f, k->xc[x].bound);
        fprintf(f, ",\"top\":%zu,\"curve\":", k->xc[x].top);
        json_sweep(f, &k->xc[x].sw);
        fputc('}', f);
    }
    fprintf(f, "]}");
}

/* one call per sample, ns; off = scalar lines, on = the vsx loop */
static void json_vecstate(FILE *f, const struct mt_vs_result *vs)
{
    static const char *kinds[] = { "never", "at", "always" };
    fprintf(f, ",\n\"vector_state\":{\"knob\":\"memcpy.vsx_from\",\"sizes\":");
    mt_json_sizes(f, vs->sizes, vs->n);
    fprintf(f, ",\"reps\":%d", vs->reps);
    for (int live = 1; live >= 0; live--) {
        fprintf(f, ",\"%s\":{\"kind\":\"%s\",\"value\":", live ? "live" : "not_live", kinds[vs->x[live].kind]);
        mt_json_size(f, vs->x[live].value);
        fprintf(f, ",\"off_median\":");
        mt_json_nums(f, vs->off[live].med, vs->n);
        fprintf(f, ",\"on_median\":");
        mt_json_nums(f, vs->on[live].med, vs->n);
        fputc('}', f);
    }
    fputc('}', f);
}

static void json_aliasing(FILE *f, const struct cal_sweep *a)
{
    fprintf(f, "\"aliasing\":{\"op\":\"memcpy\",\"size\":64,\"offsets\":");
    mt_json_sizes(f, a->x, a->n);
    fprintf(f, ",\"impls\":");
    json_impls(f, a);
    /* the rep_movsb curve also at top level, as the schema's single-impl form */
    fprintf(f, ",\"impl\":\"rep_movsb\",\"median\":");
    mt_json_nums(f, a->c[0].med, a->n);
    fprintf(f, ",\"lo\":");
    mt_json_nums(f, a->c[0].lo, a->n);
    fprintf(f, ",\"hi\":");
    mt_json_nums(f, a->c[0].hi, a->n);
    fprintf(f, "},\n");
}

/* "rep_movsb_classes": per class, the path the calibrated memcpy takes at
 * each size, the label of the curve of the path it does not take, and the
 * sweep (mt, the vector loop, rep movsb on, the bare instruction, libc) */
static void json_classes(FILE *f, const struct mt_cal *c)
{
    fprintf(f, "\"rep_movsb_classes\":[");
    for (int i = 0; i < c->nclasses; i++) {
        fprintf(f, "%s\n{\"aliasing\":%u,\"class\":", i ? "," : "", cal_class_defs[i].diff);
        mt_json_str(f, cal_class_defs[i].name);
        int other[16];
        size_t n = c->classes[i].n < 16 ? c->classes[i].n : 16;
        fprintf(f, ",\"paths\":[");
        for (size_t j = 0; j < n; j++)
            fprintf(f, "%s\"%s\"", j ? "," : "", cal_class_path(c, i, j, &other[j]) ? "rep_movsb" : "vector loop");
        fprintf(f, "],\"others\":[");
        for (size_t j = 0; j < n; j++) {
            fprintf(f, "%s", j ? "," : "");
            mt_json_str(f, c->classes[i].c[other[j]].label);
        }
        fprintf(f, "],\"sweep\":");
        json_sweep(f, &c->classes[i]);
        fputc('}', f);
    }
    fprintf(f, "],\n");
}

static void json_dist(FILE *f, const struct dist_result *d)
{
    static const char *dl[3] = { "mt (calibrated)", "mt (defaults)", "libc" };
    fprintf(f, "{\"op\":\"%s\",\"file\":", mt_op_name(d->op));
    mt_json_str(f, d->file);
    fprintf(f, ",\"impls\":{");
    for (int k = 0; k < 3; k++) {
        fprintf(f, "%s\"%s\":{\"ns_per_call\":", k ? "," : "", dl[k]);
        mt_json_num(f, d->med[k]);
        fprintf(f, ",\"lo\":");
        mt_json_num(f, d->lo[k]);
        fprintf(f, ",\"hi\":");
        mt_json_num(f, d->hi[k]);
        fprintf(f, ",\"bytes_per_ns\":");
        mt_json_num(f, d->bpn[k]);
        fputc('}', f);
    }
    fprintf(f, "},\"ratio\":");
    mt_json_num(f, d->ratio);
    fprintf(f, ",\"ratio_lo\":");
    mt_json_num(f, d->ratio_lo);
    fprintf(f, ",\"ratio_hi\":");
    mt_json_num(f, d->ratio_hi);
    fprintf(f, ",\"vs_libc\":");
    mt_json_num(f, d->vs_libc);
    fputc('}', f);
}

static void json_glibc_check(FILE *f, const struct mt_cal *c)
{
    fprintf(f, ",\"glibc_check\":{\"accepted\":%s,\"diagnostics\":", c->glibc_ok ? "true" : "false");
    mt_json_str(f, c->diag);
    fprintf(f, ",\"reps\":%d,\"verdict\":", c->check_reps);
    mt_json_str_or_null(f, !c->ngrows ? NULL : c->glibc_ok ? mt_check_verdict_name(c->glibc_verdict) : "not checked");
    fprintf(f, ",\"rows\":[");
    for (size_t i = 0; i < c->ngrows; i++) {
        const struct glibc_row *g = &c->grows[i];
        fprintf(f, "%s{\"op\":\"%s\",\"size\":%zu,\"condition\":\"%s\",\"default_ns\":", i ? "," : "", g->op, g->size,
                cal_check_cond[g->cond]);
        mt_json_num(f, g->def_med);
        fprintf(f, ",\"tuned_ns\":");
        mt_json_num(f, g->tuned_med);
        fprintf(f, ",\"ratio\":");
        mt_json_num(f, g->ratio);
        fprintf(f, ",\"ratio_lo\":");
        mt_json_num(f, g->lo);
        fprintf(f, ",\"ratio_hi\":");
        mt_json_num(f, g->hi);
        fprintf(f, ",\"verdict\":\"%s\",\"control\":%s}", mt_check_verdict_name(g->verdict),
                g->control ? "true" : "false");
    }
    fprintf(f, "]}");
}

static void json_validation(FILE *f, const struct mt_gcc_run *r)
{
    fprintf(f, ",\"validation_runs\":%d,\"verdict\":\"%s\",\"validation\":[", r->val_runs,
            mt_check_verdict_name(r->nslower ? MT_CHECK_SLOWER : r->nfaster ? MT_CHECK_FASTER : MT_CHECK_SAME));
    for (size_t i = 0; i < r->nv; i++) {
        fprintf(f, "%s{\"size\":%zu,\"default_ns\":", i ? "," : "", r->vsizes[i]);
        mt_json_num(f, r->default_ns[i]);
        fprintf(f, ",\"strategy_ns\":");
        mt_json_num(f, r->strategy_ns[i]);
        fprintf(f, ",\"ratio\":");
        mt_json_num(f, r->vratio[i]);
        fprintf(f, ",\"ratio_lo\":");
        mt_json_num(f, r->vlo[i]);
        fprintf(f, ",\"ratio_hi\":");
        mt_json_num(f, r->vhi[i]);
        fprintf(f, ",\"verdict\":\"%s\"}", mt_check_verdict_name(r->vverdict[i]));
    }
    fputc(']', f);
}

static void json_gcc_run(FILE *f, const struct mt_gcc_run *r)
{
    fprintf(f, "{\"flavor\":\"%s\",\"flags\":", r->flavor);
    mt_json_str(f, r->flags);
    fprintf(f, ",\"op\":\"%s\",\"sizes\":", r->op);
    mt_json_sizes(f, r->sizes, r->nsizes);
    fprintf(f, ",\"algs\":{");
    for (size_t a = 0; a < r->nalgs; a++) {
        fprintf(f, "%s\"%s\":", a ? "," : "", r->algs[a]);
        mt_json_nums(f, r->ns[a], r->nsizes);
    }
    fprintf(f, "},\"best\":[");
    for (size_t i = 0; i < r->nsizes; i++)
        fprintf(f, "%s\"%s\"", i ? "," : "", r->best[i]);
    fprintf(f, "],\"strategy\":");
    mt_json_str(f, r->strategy);
    fprintf(f, ",\"skipped\":");
    mt_json_str(f, r->skipped);
    fprintf(f, ",\"alt_strategy\":");
    mt_json_str_or_null(f, r->alt_strategy[0] ? r->alt_strategy : NULL);
    json_validation(f, r);
    fputc('}', f);
}

static void json_gcc(FILE *f, const struct mt_cal *c)
{
    fprintf(f, "\"gcc\":{\"available\":%s,\"version\":", c->gcc_available ? "true" : "false");
    mt_json_str(f, c->ngr ? c->gruns[0].version : (c->gcc ? "not found" : "skipped (--no-gcc)"));
    fprintf(f, ",\"flavors\":[");
    for (size_t g = 0; g < c->ngr; g++) {
        fprintf(f, "%s\n", g ? "," : "");
        json_gcc_run(f, &c->gruns[g]);
    }
    fprintf(f, "]},\n\"kbuild\":[");
    for (int i = 0; i < c->nkb; i++) {
        fprintf(f, "%s", i ? "," : "");
        mt_json_str(f, c->kb[i]);
    }
    fprintf(f, "]");
}

/* the exports; GCC's and the kernel's inside, as the schema has them */
static void json_exports(FILE *f, const struct mt_cal *c)
{
    fprintf(f, "\"exports\":{\"memtune_tunables\":");
    mt_json_str(f, c->tun);
    fprintf(f, ",\"profile_path\":");
    mt_json_str(f, c->abs_profile);
    fprintf(f, ",\"glibc_tunables\":");
    mt_json_str(f, c->glibc_tun);
    fprintf(f, ",\"glibc_notes\":");
    mt_json_str(f, c->glibc_notes);
#if defined(__aarch64__)
    fprintf(f, ",\"gcc_aarch64\":");
    mt_json_str(f, c->gcc_a64);
    fprintf(f, ",\"gcc_aarch64_notes\":");
    mt_json_str(f, c->gcc_a64_notes);
#endif
    if (MT_ARCH_PPC64LE_TOOL) {
        fprintf(f, ",\"ppc64_notes\":");
        mt_json_str(f, c->ppc_exports);
    }
    json_glibc_check(f, c);
    fprintf(f, ",\n");
    json_gcc(f, c);
    fputc('}', f);
}

static void json_body(FILE *f, const struct mt_cal *c)
{
    fprintf(f, "{\"schema\":\"memtune-calibrate/1\",\n");
    json_machine(f, c);
    json_knobs(f, c);
    fprintf(f, "\"crossovers\":[");
    for (size_t i = 0; i < c->nk; i++) {
        fprintf(f, "%s\n", i ? "," : "");
        json_crossover(f, &c->kres[i]);
    }
    fprintf(f, "]");
    if (c->have_vs)
        json_vecstate(f, &c->vs);
    fprintf(f, ",\n\"curves\":[");
    for (int i = 0; i < c->ncurves; i++) {
        fprintf(f, "%s\n", i ? "," : "");
        json_sweep(f, &c->curves[i]);
    }
    fprintf(f, "],\n");
    if (c->have_alias)
        json_aliasing(f, &c->alias);
    if (c->nclasses)
        json_classes(f, c);
    fprintf(f, "\"distributions\":[");
    for (size_t i = 0; i < c->nd; i++) {
        fprintf(f, "%s\n", i ? "," : "");
        json_dist(f, &c->dres[i]);
    }
    fprintf(f, "],\n");
    json_exports(f, c);
    fprintf(f, "}\n");
}

int cal_write_json(const struct mt_cal *c, const char *path, char *err, size_t errlen)
{
    struct mt_atomic_file af;
    if (mt_atomic_open(&af, path, err, errlen) != 0)
        return -1;
    json_body(af.f, c);
    return mt_atomic_commit(&af, err, errlen);
}
