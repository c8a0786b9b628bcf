/* memtune calibrate: this CPU's crossovers, as a profile for libmemtune and
 * as exports for glibc, GCC and the kernel build.
 *
 * The steps, each in its own file under calibrate/ (cal.h lists them):
 * the knobs' crossovers, measured in every cache condition they must hold
 * in (cal_knobs.c); with the calibrated knobs, size sweeps of every
 * strategy, a (dst - src) % 4096 sweep and calibrated vs default knobs vs
 * libc on the shipped size distributions (cal_measure.c); the profile; the
 * exports, each checked by measurement: glibc in child processes with and
 * without GLIBC_TUNABLES (cal_glibc.c), GCC's strategies compiled and
 * timed (cal_gcc.c); calibrate.json (cal_json.c), the report and the
 * summary (cal_summary.c). This file holds the options, the progress bar
 * and the order of the steps. */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "tool.h"
#include "memtune/cpu.h"
#include "calibrate/cal.h"
#include "calibrate/files.h"
#include "calibrate/spawn.h"

struct opts {
    enum cal_level level;
    const char *out;
    int cpu;
    bool gcc, glibc, report;
    const char *cc;
};

/* ---- progress ------------------------------------------------------------- */

static bool tty;
static double t_start;
static int steps_done, steps_total;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void progress(const char *what)
{
    steps_done++;
    if (!tty)
        return;
    int w = 30, fill = steps_total ? steps_done * w / steps_total : 0;
    if (fill > w)
        fill = w;
    fprintf(stderr, "\r[%.*s%*s] %3d%% %5.1fs %-40.40s", fill, "##############################", w - fill, "",
            steps_total ? steps_done * 100 / steps_total : 0, now_s() - t_start, what);
    fflush(stderr);
}

static void progress_done(void)
{
    if (tty)
        fprintf(stderr, "\r%*s\r", 90, "");
}

/* ---- options ---------------------------------------------------------------- */

static void usage(FILE *f)
{
    fprintf(f,
        "usage: memtune calibrate [--quick|--full] [--out DIR] [--cpu N] [--no-gcc] [--no-glibc]\n"
        "                         [--no-report] [--cc COMPILER]\n"
        "  Measures this CPU's crossovers for every knob (memtune cpu lists them), then\n"
        "  writes DIR/profile (load it with MEMTUNE_PROFILE=DIR/profile), DIR/calibrate.json,\n"
        "  DIR/report.html and DIR/report.txt, and prints the exports: MEMTUNE_TUNABLES,\n"
        "  GLIBC_TUNABLES (checked in a child process against default glibc), GCC\n"
        "  -mmemcpy-strategy=/-mmemset-strategy= (compiled and timed) and KBUILD_CFLAGS lines.\n"
        "  --quick   ~20-30 s: copy and set knobs, coarse sweeps\n"
        "  (default) about a minute or two on a 2-core VM\n"
        "  --full    finer sweeps, every shipped distribution, both GCC flavors\n"
        "  --out DIR results directory (default: results); each file in it is replaced whole or\n"
        "            not at all, and one calibration at a time may write into it\n"
        "  --cc CC   compiler for the GCC export (split on blanks, e.g. \"ccache gcc\"; no shell)\n"
        "  --cpu N   pin to CPU N (default: the last CPU of the affinity mask)\n");
}

/* An option with a value (--out, --cc, --cpu): 0, or the exit status. */
static int value_opt(struct opts *o, const char *a, const char *v)
{
    if (!strcmp(a, "--out")) {
        if (!*v)
            return mt_tool_error("calibrate: --out needs a directory");
        o->out = v;
    } else if (!strcmp(a, "--cc")) {
        o->cc = v;
    } else {
        char *end;
        long c = strtol(v, &end, 10);
        if (*end || c < 0 || c > 4095)
            return mt_tool_error("calibrate: --cpu wants a CPU number, got '%s'", v);
        o->cpu = (int)c;
    }
    return 0;
}

/* 0: go on; 1: done (--help, --glibc-child), *rc holds the status. */
static int parse_opts(int argc, char **argv, struct opts *o, int *rc)
{
    *rc = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 1;
        } else if (!strcmp(a, "--glibc-child") && i + 2 < argc) {
            *rc = cal_glibc_child(argv[i + 1], argv[i + 2]);
            return 1;
        } else if (!strcmp(a, "--quick")) {
            o->level = CAL_QUICK;
        } else if (!strcmp(a, "--full")) {
            o->level = CAL_FULL;
        } else if (!strcmp(a, "--no-gcc")) {
            o->gcc = false;
        } else if (!strcmp(a, "--no-glibc")) {
            o->glibc = false;
        } else if (!strcmp(a, "--no-report")) {
            o->report = false;
        } else if ((!strcmp(a, "--out") || !strcmp(a, "--cc") || !strcmp(a, "--cpu")) && i + 1 < argc) {
            if ((*rc = value_opt(o, a, argv[++i])) != 0)
                return 1;
        } else {
            usage(stderr);
            *rc = mt_tool_error("calibrate: unknown or incomplete option '%s'", a);
            return 1;
        }
    }
    return 0;
}

/* ---- setup and files ---------------------------------------------------------- */

/* The directory, its lock, the pinned CPU, the library at its built-in
 * defaults (whatever the environment says: the "defaults" in every
 * comparison are the library's own) and the header lines. */
static int setup(struct mt_cal *c, const struct opts *o)
{
    char err[512];
    /* Writes fail with EFBIG under RLIMIT_FSIZE instead of killing us
     * (files.h); Ctrl-C kills the running child and leaves no temporary
     * file (spawn.h). */
    signal(SIGXFSZ, SIG_IGN);
    mt_spawn_on_signals();
    if (mt_mkdir_p(o->out) != 0)
        return mt_tool_error("calibrate: cannot create %s: %s", o->out, strerror(errno));
    /* One calibration per directory: a second one refuses at once rather
     * than wait a minute or more, or measure while the first one runs. */
    if (mt_dir_lock(o->out, err, sizeof err) < 0)
        return mt_tool_error("calibrate: %s", err);
    if (mt_bench_pin(o->cpu, &c->pinned, err, sizeof err) != 0)
        return mt_tool_error("calibrate: %s", err);
    mt_init();
    for (int op = 0; op < MT_OP__COUNT; op++)
        mt_force(mt_op_name((enum mt_op)op), NULL, NULL, 0); /* calibrate the ladders, not a forced strategy */
    mt_knobs_defaults(&c->def, mt_cpu()->features);
    c->cal = c->def;
    cal_apply(&c->def);
    c->ctx = mt_bench_ctx_new();
    if (!c->ctx)
        return mt_tool_error("calibrate: out of memory");
    mt_tool_source_dir(c->src, sizeof c->src);
    mt_bench_now_utc(c->date, sizeof c->date);
    return 0;
}

static void print_header(const struct mt_cal *c)
{
    static const char *const levels[] = { "quick", "default", "full" };
    const struct mt_bench_timer *tm = mt_bench_timer();
    const struct mt_bench_machine *mc = mt_bench_machine();
    printf("memtune calibrate (%s) on %s (%s family %u model %u%s), pinned to CPU %d\n", levels[c->level], mc->cpu,
           mc->vendor, mc->family, mc->model, mc->hypervisor ? ", under a hypervisor" : "", c->pinned);
    printf("timer: %s at %.3f GHz (measured), %s cycles; %s\n", tm->counter, tm->tsc_hz / 1e9, tm->cycles,
           tm->pmc ? "core cycles via rdpmc" : tm->pmc_status);
    const char *fw = mt_bench_freq_warning();
    if (fw)
        printf("warning: %s\n", fw);
    if (mc->emulated[0])
        printf("WARNING: EMULATED (%s): every number below times the emulator; none is a result\n", mc->emulated);
    fflush(stdout);
}

/* The profile and its MEMTUNE_TUNABLES form; it must load with the same
 * parser the library uses. */
static int write_profile(struct mt_cal *c)
{
    const struct mt_cpu_info *ci = mt_cpu();
    const struct mt_bench_machine *mc = mt_bench_machine();
    char err[512], comment[600];
    mt_knobs_format(&c->cal, NULL, c->tun, sizeof c->tun);
    snprintf(c->profile_path, sizeof c->profile_path, "%s/profile", c->out);
    snprintf(comment, sizeof comment, "memtune profile: written by `memtune calibrate` on %s\n%s, %s", c->date,
             mc->cpu, mc->kernel);
    if (mt_profile_write(c->profile_path, comment, ci->vendor, ci->family, ci->model, c->tun, err, sizeof err) != 0)
        return mt_tool_error("calibrate: %s", err);
    if (mt_profile_load(c->profile_path, err, sizeof err) != 0)
        return mt_tool_error("calibrate: the profile just written does not load: %s", err);
    cal_apply(&c->cal);
    if (c->profile_path[0] == '/') {
        snprintf(c->abs_profile, sizeof c->abs_profile, "%s", c->profile_path);
    } else {
        char cwd[1024];
        snprintf(c->abs_profile, sizeof c->abs_profile, "%s/%s", getcwd(cwd, sizeof cwd) ? cwd : ".",
                 c->profile_path);
    }
    return 0;
}

/* python3 report/render.py, one argv element per argument (paths may hold
 * any character); it writes each output atomically. A renderer stopped by
 * Ctrl-C stops us too. */
static void render_report(struct mt_cal *c)
{
    char script[1200], txt_path[1300], first[4096] = "", err[512];
    snprintf(script, sizeof script, "%s/report/render.py", c->src);
    snprintf(c->report_path, sizeof c->report_path, "%s/report.html", c->out);
    snprintf(txt_path, sizeof txt_path, "%s/report.txt", c->out);
    const char *html_argv[] = { "python3", script, c->json_path, "-o", c->report_path, NULL };
    const char *text_argv[] = { "python3", script, c->json_path, "--text", "-o", txt_path, NULL };
    const char *const *runs[2] = { html_argv, text_argv };
    int rc = 0;
    for (int r = 0; r < 2 && rc == 0; r++) {
        struct mt_spawn sp = { runs[r], NULL, MT_SPAWN_NULL, MT_SPAWN_CAPTURE };
        rc = mt_spawn_run(&sp, first, sizeof first, err, sizeof err);
        if (rc == 128 + SIGINT) {
            mt_files_unlink_temps();
            signal(SIGINT, SIG_DFL);
            raise(SIGINT);
        }
        if (rc < 0)
            snprintf(first, sizeof first, "%s", err);
    }
    if (rc != 0) {
        first[strcspn(first, "\n")] = 0;
        fprintf(stderr, "memtune: calibrate: report not rendered (%s); run scripts/bootstrap for python3-matplotlib\n",
                first[0] ? first : "python3 report/render.py failed");
        c->report_path[0] = 0;
    }
}

static void cal_free(struct mt_cal *c)
{
    for (size_t i = 0; i < c->nk; i++) {
        cal_sweep_free(&c->kres[i].sw);
        for (int x = 0; x < c->kres[i].nxc; x++)
            cal_sweep_free(&c->kres[i].xc[x].sw);
    }
    for (int i = 0; i < c->ncurves; i++)
        cal_sweep_free(&c->curves[i]);
    if (c->have_alias)
        cal_sweep_free(&c->alias);
    for (int i = 0; i < c->nclasses; i++)
        cal_sweep_free(&c->classes[i]);
    mt_bench_ctx_free(c->ctx);
}

/* ---- the command ----------------------------------------------------------- */

/* The measuring steps, in order; 0 or the exit status. */
static int measure(struct mt_cal *c)
{
    char err[512];
    int rc = cal_knobs(c, err, sizeof err);
    if (rc == 0) {
        cal_vecstate(c);
        rc = cal_curves(c, err, sizeof err);
    }
    if (rc == 0) {
        cal_aliasing(c);
        cal_classes(c);
        rc = cal_dists(c, err, sizeof err);
    }
    if (rc != 0) {
        progress_done();
        return mt_tool_error("calibrate: %s", err);
    }
    return 0;
}

int cmd_calibrate(int argc, char **argv)
{
    struct opts o = { CAL_DEFAULT, "results", -1, true, true, true, "gcc" };
    int rc;
    if (parse_opts(argc, argv, &o, &rc))
        return rc;
    static struct mt_cal cal;
    struct mt_cal *c = &cal;
    *c = (struct mt_cal){ .level = o.level, .out = o.out, .cc = o.cc, .gcc = o.gcc, .glibc = o.glibc,
                          .pinned = -1, .progress = progress };
    tty = isatty(2);
    t_start = now_s();
    if ((rc = setup(c, &o)) != 0)
        return rc;
    print_header(c);
    struct mt_bench_cpu_sample *load = mt_bench_load_start();
    steps_total = cal_knob_tasks_enabled(c) + (o.level == CAL_QUICK ? 2 : 5) + 1 +
                  (MT_ARCH_X86_TOOL && o.level != CAL_QUICK) + 5 + (o.glibc ? 1 : 0) +
                  (o.gcc ? 2 : 0) + MT_ARCH_PPC64LE_TOOL;
    if ((rc = measure(c)) != 0 || (rc = write_profile(c)) != 0)
        return rc;
    cal_exports(c);
    cal_gcc(c);
    progress_done();
    char err[512];
    snprintf(c->json_path, sizeof c->json_path, "%s/calibrate.json", o.out);
    if (cal_write_json(c, c->json_path, err, sizeof err) != 0)
        return mt_tool_error("calibrate: %s", err);
    if (o.report)
        render_report(c);
    cal_print_summary(c);
    printf("\nresults: %s", c->json_path);
    if (c->report_path[0])
        printf("\nreport:  %s (text: %s/report.txt)", c->report_path, o.out);
    printf("\ntime:    %.1f s\n", now_s() - t_start);
    char lw[256];
    if (mt_bench_load_stop(load, c->pinned, lw, sizeof lw))
        printf("warning: %s\n", lw);
    cal_free(c);
    return 0;
}
