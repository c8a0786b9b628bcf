/* memtune reproduce [CLAIM...]: the seeds' measurable claims on this CPU.
 *
 * Every claim (tools/memtune/reproduce/claims.c) prints the statement, its
 * source, how it was measured, the numbers, and a verdict: holds, does not
 * hold, or not applicable with the reason. The whole list takes under two
 * minutes (--quick: a few seconds, for the smoke test; its numbers are
 * rough). --json writes schema memtune-reproduce/1 for `memtune report`.
 *
 * The process pins itself to one CPU (the last allowed one, or --cpu N),
 * measures the TSC rate (bench core) and the core clock against it
 * (reproduce/core.c: rp_clock) before and after, and samples /proc/stat
 * around every claim: a claim measured while another CPU was busy says so
 * (on the 2-vCPU development machine a neighbour moves fixed-size ratios by
 * up to 17%, see bench/bench.h). */
#define _GNU_SOURCE
#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include <errno.h>
#include <ftw.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "bench/bench.h"
#include "bench/timer.h"
#include "memtune.h"
#include "memtune/cpu.h"
#include "reproduce/reproduce.h"
#include "tool.h"

static int usage(FILE *f)
{
    fprintf(f,
            "usage: memtune reproduce [CLAIM...] [options]\n"
            "  CLAIM         a number (1..25) or a name (rep-step); default: every claim\n"
            "  --list        the claims and their sources; nothing is measured\n"
            "  --quick       a much shorter run (seconds): a smoke test, rough numbers\n"
            "  --json FILE   write the results (schema memtune-reproduce/1; memtune report renders it)\n"
            "  --cpu N       pin to CPU N (default: the last allowed CPU); --no-pin\n"
            "  --allow-emulated  run under an emulator (qemu-user) anyway, labelled EMULATED\n"
            "Measures the claims of the seed threads (../shared/research/anchors-kernel.md) on\n"
            "this CPU and says for each: holds, does not hold, or not applicable (and why).\n"
            "Exit status: 0, 1 if some claim could not be measured (verdict \"error\"), 2 on bad usage.\n");
    return f == stdout ? 0 : 2;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Prints head, then text wrapped at 100 columns; continuation lines are
 * indented by `indent`. */
static void wrapped(FILE *f, const char *head, const char *text, int indent)
{
    int col = fprintf(f, "%s", head);
    bool first = true;
    for (const char *p = text; *p;) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        const char *e = p;
        while (*e && *e != ' ')
            e++;
        int w = (int)(e - p);
        if (!first && col + 1 + w > 100) {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
        } else if (!first) {
            fputc(' ', f);
            col++;
        }
        fwrite(p, 1, (size_t)w, f);
        col += w;
        first = false;
        p = e;
    }
    fputc('\n', f);
}

static int rm_one(const char *path, const struct stat *sb, int type, struct FTW *ftw)
{
    (void)sb, (void)type, (void)ftw;
    remove(path);
    return 0;
}

static void json_claim(FILE *f, const struct rp_claim *cl, const struct rp_result *r, bool first)
{
    fprintf(f, "%s\n    {\"num\": %d, \"id\": ", first ? "" : ",", cl->num);
    mt_json_str(f, cl->id);
    fputs(", \"claim\": ", f);
    mt_json_str(f, cl->claim);
    fputs(",\n     \"source\": ", f);
    mt_json_str(f, cl->source);
    fprintf(f, ",\n     \"verdict\": \"%s\", \"why\": ", rp_verdict_key(r->j.verdict));
    mt_json_str(f, r->j.why);
    fputs(",\n     \"method\": ", f);
    mt_json_str_or_null(f, r->method);
    fputs(",\n     \"measurement\": ", f);
    mt_json_str(f, r->text ? r->text : "");
    fputs(",\n     \"warning\": ", f);
    mt_json_str_or_null(f, r->warning);
    fputs(", \"seconds\": ", f);
    mt_json_num(f, r->seconds);
    fputs(",\n     \"values\": {", f);
    for (size_t i = 0; i < r->nval; i++) {
        fprintf(f, "%s", i ? ", " : "");
        mt_json_str(f, r->val[i].key);
        fputs(": {\"value\": ", f);
        mt_json_num(f, r->val[i].v);
        fputs(", \"unit\": ", f);
        mt_json_str(f, r->val[i].unit);
        fputs("}", f);
    }
    fputs("},\n     \"series\": [", f);
    for (size_t s = 0; s < r->nser; s++) {
        const struct rp_series *x = &r->ser[s];
        fprintf(f, "%s{\"name\": ", s ? ", " : "");
        mt_json_str(f, x->name);
        fputs(", \"xlabel\": ", f);
        mt_json_str(f, x->xlabel);
        fputs(", \"ylabel\": ", f);
        mt_json_str(f, x->ylabel);
        fprintf(f, ", \"logx\": %s, \"x\": [", x->logx ? "true" : "false");
        for (size_t i = 0; i < x->n; i++) {
            fprintf(f, "%s", i ? ", " : "");
            mt_json_num(f, x->x[i]);
        }
        fputs("], \"y\": [", f);
        for (size_t i = 0; i < x->n; i++) {
            fprintf(f, "%s", i ? ", " : "");
            mt_json_num(f, x->y[i]);
        }
        fputs("]}", f);
    }
    fputs("]}", f);
}

struct repro_opts {
    bool list, quick, pin;
    const char *json;
    int cpu;
    bool *want;                 /* per claim: selected (all when none named) */
};

/* A claim named by number or id into o->want (0, or 2 after an error). */
static int want_claim(const struct rp_claim *cl, size_t ncl, const char *a, struct repro_opts *o)
{
    char *end;
    long x = strtol(a, &end, 10);
    size_t k = ncl;
    for (size_t j = 0; j < ncl; j++)
        if ((!*end && end != a && x == cl[j].num) || !strcmp(a, cl[j].id))
            k = j;
    if (k == ncl)
        return mt_tool_error("reproduce: unknown claim '%s' (memtune reproduce --list shows them)", a);
    o->want[k] = true;
    return 0;
}

/* argv into o: 0, 2 after a one-line error, -1 after --help. */
static int parse_args(int argc, char **argv, const struct rp_claim *cl, size_t ncl, struct repro_opts *o)
{
    bool named = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return -1;
        } else if (!strcmp(a, "--list")) {
            o->list = true;
        } else if (!strcmp(a, "--quick")) {
            o->quick = true;
        } else if (!strcmp(a, "--no-pin")) {
            o->pin = false;
        } else if (!strcmp(a, "--json") || !strcmp(a, "--cpu")) {
            if (i + 1 >= argc)
                return mt_tool_error("reproduce: %s needs a value", a);
            const char *v = argv[++i];
            if (!strcmp(a, "--json")) {
                o->json = v;
            } else {
                char *end;
                long x = strtol(v, &end, 10);
                if (*end || end == v || x < 0 || x > 4095)
                    return mt_tool_error("reproduce: --cpu needs a CPU number, got '%s'", v);
                o->cpu = (int)x;
            }
        } else if (a[0] == '-') {
            return mt_tool_error("reproduce: unknown option '%s' (memtune reproduce --help lists them)", a);
        } else {
            if (want_claim(cl, ncl, a, o))
                return 2;
            named = true;
        }
    }
    if (!named)
        for (size_t j = 0; j < ncl; j++)
            o->want[j] = true;
    return 0;
}

/* --list: the selected claims and their sources. */
static void print_list(const struct rp_claim *cl, size_t ncl, const bool *want)
{
    for (size_t j = 0; j < ncl; j++) {
        if (!want[j])
            continue;
        char head[64];
        snprintf(head, sizeof head, "%2d %-17s ", cl[j].num, cl[j].id);
        wrapped(stdout, head, cl[j].claim, 21);
        wrapped(stdout, "                     source: ", cl[j].source, 29);
        if (cl[j].na_reason)
            wrapped(stdout, "                     not applicable: ", cl[j].na_reason, 29);
    }
}

/* Pins and fills the claims' context: 0, or 2 after a one-line error
 * (c->bench is NULL then). */
static int setup_ctx(const struct repro_opts *o, struct rp_ctx *c)
{
    memset(c, 0, sizeof *c);
    c->quick = o->quick;
    c->cpu = -1;
    if (o->pin) {
        char err[256];
        if (mt_bench_pin(o->cpu, &c->cpu, err, sizeof err) != 0)
            return mt_tool_error("reproduce: %s", err);
    }
    c->bench = mt_bench_ctx_new();
    if (!c->bench)
        return mt_tool_error("out of memory");
    const struct mt_cpu_info *ci = mt_cpu();
    c->tsc_hz = mt_bench_timer()->tsc_hz;
    c->features = ci->features;
#if defined(__x86_64__)
    c->x86 = true;
    c->xsave_ok = ci->xcr0 != 0;
    {
        unsigned a, b, cc, d;
        if (c->xsave_ok && __get_cpuid_count(0xd, 0, &a, &b, &cc, &d))
            c->xsave_bytes = b;
    }
#endif
    mt_tool_source_dir(c->srcdir, sizeof c->srcdir);
    return 0;
}

/* The machine, the commit, the clocks (k0: core clocks per TSC tick, 0 if
 * unknown). */
static void print_header(const struct rp_ctx *c, const char *date, double k0, double spread0)
{
    const struct mt_bench_machine *m = mt_bench_machine();
    const struct mt_bench_timer *tm = mt_bench_timer();
    printf("memtune reproduce on %s (%s family %u model %u%s), %s, %s\n", m->cpu, m->vendor, m->family, m->model,
           m->hypervisor ? ", under a hypervisor" : "", m->kernel, m->libc[0] ? m->libc : "libc ?");
    printf("%s; commit %s; %s; CPU %d pinned\n", date, m->commit, c->quick ? "--quick (rough numbers)" : "full run",
           c->cpu);
    if (k0 > 0)
        printf("clock: TSC %.1f MHz (%s); core %.0f MHz = %.3f core clocks per TSC tick from %d-add dependency "
               "chains (spread %.1f%%; %s)\n", c->tsc_hz / 1e6, tm->fencing, k0 * c->tsc_hz / 1e6, k0, 64 * 4096,
               spread0 * 100, tm->pmc ? "a PMC is available too" : tm->pmc_status);
    else
        printf("clock: %s %.1f MHz; no core-clock estimate on this architecture (clock columns show ?)\n",
               tm->counter, c->tsc_hz / 1e6);
    const char *fw = mt_bench_freq_warning();
    if (fw)
        printf("warning: %s\n", fw);
    printf("\n");
}

/* Measures one claim and prints it: statement, method, numbers, verdict. */
static void run_claim(struct rp_ctx *c, const struct rp_claim *cl, struct rp_result *r)
{
    printf("[%d] %s\n", cl->num, cl->id);
    wrapped(stdout, "    claim:   ", cl->claim, 13);
    wrapped(stdout, "    source:  ", cl->source, 13);
    fflush(stdout);
    double t0 = now_s();
    struct mt_bench_cpu_sample *ls = mt_bench_load_start();
    if (cl->run) {
        r->j.verdict = RP_ERROR;
        snprintf(r->j.why, sizeof r->j.why, "no verdict");
        cl->run(c, r);
    } else {
        rp_set(r, RP_NA, "%s", cl->na_reason);
    }
    r->seconds = now_s() - t0;
    if (mt_bench_load_stop(ls, c->cpu, r->warning, sizeof r->warning) == 0)
        r->warning[0] = 0;
    if (r->method[0])
        wrapped(stdout, "    method:  ", r->method, 13);
    if (r->text && r->len) {
        printf("    measured:\n");
        const char *p = r->text;
        while (*p) {
            const char *e = strchr(p, '\n');
            size_t l = e ? (size_t)(e - p) : strlen(p);
            printf("      %.*s\n", (int)l, p);
            p += l + (e != NULL);
        }
    }
    char head[64];
    snprintf(head, sizeof head, "    verdict: %s: ", rp_verdict_name(r->j.verdict));
    wrapped(stdout, head, r->j.why, 13);
    if (r->warning[0])
        wrapped(stdout, "    warning: ", r->warning, 13);
    printf("    (%.1f s)\n\n", r->seconds);
    fflush(stdout);
}

/* What the summary and the JSON file need besides the results. */
struct repro_run {
    char date[40];
    double k0, k1, total;       /* core clocks per TSC tick before, after; seconds */
    char all_warn[320];         /* load during the whole run, or "" */
};

/* The verdicts, one line each, and the counts; returns the errors. */
static unsigned print_summary(const struct rp_claim *cl, size_t ncl, const bool *want, const struct rp_result *res,
                              const struct repro_run *run)
{
    printf("summary (%s)\n", mt_bench_machine()->cpu);
    printf(" #  claim              verdict         \n");
    unsigned count[4] = { 0 };
    for (size_t j = 0; j < ncl; j++) {
        if (!want[j])
            continue;
        count[res[j].j.verdict]++;
        char head[80];
        snprintf(head, sizeof head, "%2d  %-18s %-15s ", cl[j].num, cl[j].id, rp_verdict_name(res[j].j.verdict));
        wrapped(stdout, head, res[j].j.why, 38);
    }
    printf("%u hold, %u do not hold, %u not applicable, %u errors; total %.1f s\n", count[RP_HOLDS], count[RP_FAILS],
           count[RP_NA], count[RP_ERROR], run->total);
    if (run->k0 > 0)
        printf("core clocks per TSC tick: %.3f at the start, %.3f at the end (%+.1f%%)\n", run->k0, run->k1,
               100 * (run->k1 - run->k0) / run->k0);
    if (run->all_warn[0])
        printf("warning: %s\n", run->all_warn);
    return count[RP_ERROR];
}

/* --json: schema memtune-reproduce/1; closes jf. */
static void write_json(FILE *jf, const char *json, int argc, char **argv, const struct rp_ctx *c,
                       const struct rp_claim *cl, size_t ncl, const bool *want, const struct rp_result *res,
                       const struct repro_run *run)
{
    fprintf(jf, "{\n  \"schema\": \"%s\",\n  \"command\": ", RP_SCHEMA);
    char cmd[1024] = "memtune";
    for (int i = 0; i < argc; i++) {
        size_t l = strlen(cmd);
        snprintf(cmd + l, sizeof cmd - l, " %s", argv[i]);
    }
    mt_json_str(jf, cmd);
    fputs(",\n  \"date\": ", jf);
    mt_json_str(jf, run->date);
    fprintf(jf, ",\n  \"quick\": %s,\n  \"total_seconds\": ", c->quick ? "true" : "false");
    mt_json_num(jf, run->total);
    fputs(",\n  \"machine\": ", jf);
    mt_json_machine(jf);
    fputs(",\n  \"clock\": {\"tsc_hz\": ", jf);
    mt_json_num(jf, c->tsc_hz);
    fputs(", \"core_per_tick_start\": ", jf);
    mt_json_num(jf, run->k0 > 0 ? run->k0 : NAN);
    fputs(", \"core_per_tick_end\": ", jf);
    mt_json_num(jf, run->k1 > 0 ? run->k1 : NAN);
    fputs(", \"method\": ", jf);
    mt_json_str(jf, run->k0 > 0 ? "dependent-add chains (64 x 4096 adds, 1 core clock each) timed with the TSC"
                                : "none");
    fputs("},\n  \"warning\": ", jf);
    mt_json_str_or_null(jf, run->all_warn);
    fputs(",\n  \"claims\": [", jf);
    bool first = true;
    for (size_t j = 0; j < ncl; j++)
        if (want[j]) {
            json_claim(jf, &cl[j], &res[j], first);
            first = false;
        }
    fputs("\n  ]\n}\n", jf);
    if (fclose(jf) != 0)
        mt_tool_error("reproduce: writing %s failed: %s", json, strerror(errno));
    else
        fprintf(stderr, "memtune: wrote %s\n", json);
}

/* The selected claims in order, between two core-clock estimates. */
static void run_claims(struct rp_ctx *c, const struct rp_claim *cl, size_t ncl, const bool *want,
                       struct rp_result *res, struct repro_run *run)
{
    double t_start = now_s();
    double spread0 = 0, spread1 = 0;
    run->k0 = rp_clock(c->quick ? 5 : 21, &spread0);
    c->core_per_tick = run->k0;
    c->core_per_tick_spread = spread0;
    mt_bench_now_utc(run->date, sizeof run->date);
    print_header(c, run->date, run->k0, spread0);
    struct mt_bench_cpu_sample *all_load = mt_bench_load_start();
    for (size_t j = 0; j < ncl; j++)
        if (want[j])
            run_claim(c, &cl[j], &res[j]);
    run->all_warn[0] = 0;
    if (mt_bench_load_stop(all_load, c->cpu, run->all_warn, sizeof run->all_warn) == 0)
        run->all_warn[0] = 0;
    run->k1 = rp_clock(c->quick ? 5 : 21, &spread1);
    run->total = now_s() - t_start;
}

int cmd_reproduce(int argc, char **argv)
{
    size_t ncl;
    const struct rp_claim *cl = rp_claims(&ncl);
    struct repro_opts o = { .pin = true, .cpu = -1 };
    o.want = calloc(ncl, sizeof *o.want);
    if (!o.want)
        return mt_tool_error("out of memory");
    int rc = parse_args(argc, argv, cl, ncl, &o);
    if (rc || o.list) {
        if (o.list && !rc)
            print_list(cl, ncl, o.want);
        free(o.want);
        return rc < 0 ? 0 : rc;
    }

    /* everything that can fail before measuring */
    FILE *jf = NULL;
    if (o.json && !(jf = fopen(o.json, "w"))) {
        free(o.want);
        return mt_tool_error("reproduce: cannot write %s: %s", o.json, strerror(errno));
    }
    struct rp_ctx c;
    struct rp_result *res = NULL;
    if (setup_ctx(&o, &c) == 0 && !(res = calloc(ncl, sizeof *res)))
        mt_tool_error("out of memory");
    if (!res) {
        free(o.want);
        mt_bench_ctx_free(c.bench);
        if (jf)
            fclose(jf);
        return 2;
    }
    char workdir[] = "/tmp/memtune-reproduce-XXXXXX";
    c.workdir = mkdtemp(workdir);

    struct repro_run run;
    run_claims(&c, cl, ncl, o.want, res, &run);
    unsigned errors = print_summary(cl, ncl, o.want, res, &run);
    fflush(stdout);
    if (jf)
        write_json(jf, o.json, argc, argv, &c, cl, ncl, o.want, res, &run);
    for (size_t j = 0; j < ncl; j++)
        rp_result_free(&res[j]);
    free(res);
    free(o.want);
    mt_bench_ctx_free(c.bench);
    if (c.workdir)
        nftw(c.workdir, rm_one, 8, FTW_DEPTH | FTW_PHYS);
    return errors ? 1 : 0;
}
