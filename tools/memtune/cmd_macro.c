/* memtune bench macro: real programs with glibc's memcpy & co. (A) and with
 * memtune's drop-in (B), interleaved A B, B A, ... so drift hits both, pinned
 * to one CPU (children inherit it). Per workload: the median of the
 * per-pair ratios time(A) / time(B) (> 1: memtune faster) with a 95%
 * interval from order statistics (tools/memtune/bench/stats.c), and the
 * verdict that interval gives; over the workloads, the geometric mean.
 * With --control a third arm (C) runs each program with libmemtune-null.so
 * preloaded (preload/null.c: it replaces nothing), in a rotating order
 * with A and B: time(A) / time(C) is the benchmark's A/A, what the host and
 * preloading a library move a program by when memtune's code is not
 * involved, beside each workload's ratio; time(C) / time(B) is memtune's
 * code against the preload alone.
 *
 * The workloads ship in data/macro/ (README there): a gcc -O2 compile of a
 * preprocessed translation unit through the shell (the compile loop of the
 * seeds' ccbench), a python3 json/bytes/str script, git log -p on a
 * generated repository, sort of a generated 16 MiB file, a zstd (or xz)
 * round trip of it, and sqlite3 inserts and queries from python. Inputs
 * are generated once into the work directory (make_inputs.py) and reused. */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "tool.h"
#include "bench/bench.h"
#include "memtune.h"

#define MAX_ARGS 16

struct workload {
    const char *name, *what;
    const char *argv[MAX_ARGS]; /* {py} {data} {work} are replaced */
    int reps;                   /* runs of argv per measurement (~1 s in all) */
    const char *needs;          /* a program that must be on PATH */
    const char *env;            /* one NAME=value for the workload, or NULL */
};

static const struct workload workloads[] = {
    { "gcc", "gcc -O2 -c of a 300 KB preprocessed C file, through sh -c (as make runs it)",
      { "/bin/sh", "-c", "gcc -O2 -w -c \"$1\" -o \"$2\"", "sh", "{data}/macro/cc/calibrate.i", "{work}/calibrate.o" },
      1, "gcc", NULL },
    { "python", "python3: json dumps/loads, bytes split/join, str formatting",
      { "{py}", "{data}/macro/py_work.py", "12" }, 1, NULL, NULL },
    { "git", "git log -p of a generated 300-commit repository",
      { "git", "-C", "{work}/repo", "log", "-p" }, 4, "git", NULL },
    { "sort", "sort of a generated 16 MiB text file (LC_ALL=C)",
      { "sort", "-o", "{work}/sorted.txt", "{work}/lines.txt" }, 2, "sort", "LC_ALL=C" },
    { "zstd", "zstd -3 compress | decompress of the same file",
      { "/bin/sh", "-c", "zstd -q -3 -c \"$1\" | zstd -q -d -c > /dev/null", "sh", "{work}/lines.txt" }, 3, "zstd",
      NULL },
    { "sqlite", "python3 sqlite3: 120k inserts, an index, grouped, sorted and LIKE queries",
      { "{py}", "{data}/macro/sqlite_work.py" }, 1, NULL, NULL },
};
#define NWORK (sizeof workloads / sizeof workloads[0])

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int on_path(const char *prog)
{
    if (strchr(prog, '/'))
        return access(prog, X_OK) == 0;
    const char *path = getenv("PATH");
    if (!path)
        path = "/usr/bin:/bin";
    char buf[PATH_MAX];
    while (*path) {
        size_t l = strcspn(path, ":");
        snprintf(buf, sizeof buf, "%.*s/%s", (int)l, path, prog);
        if (access(buf, X_OK) == 0)
            return 1;
        path += l + (path[l] == ':');
    }
    return 0;
}

/* Expands {py} {data} {work} into out (strings kept in store). */
static int expand(const struct workload *w, const char *py, const char *data, const char *work, char *store,
                  size_t storelen, char *out[MAX_ARGS + 1])
{
    size_t k = 0;
    int n = 0;
    for (; n < MAX_ARGS && w->argv[n]; n++) {
        out[n] = store + k;
        const char *a = w->argv[n];
        while (*a) {
            const char *rep = NULL;
            size_t skip = 0;
            if (!strncmp(a, "{py}", 4))
                rep = py, skip = 4;
            else if (!strncmp(a, "{data}", 6))
                rep = data, skip = 6;
            else if (!strncmp(a, "{work}", 6))
                rep = work, skip = 6;
            if (rep) {
                size_t l = strlen(rep);
                if (k + l + 1 >= storelen)
                    return -1;
                memcpy(store + k, rep, l);
                k += l;
                a += skip;
            } else {
                if (k + 2 >= storelen)
                    return -1;
                store[k++] = *a++;
            }
        }
        store[k++] = 0;
    }
    out[n] = NULL;
    return 0;
}

/* One measurement: argv run w->reps times, with `preload` (the drop-in,
 * the control object, or NULL for glibc alone) and `force` (MEMTUNE_FORCE,
 * or NULL). Returns seconds, or -1 (with the reason on stderr) when the
 * program failed. */
static double run_once(const struct workload *w, char *const argv[], const char *preload, const char *force,
                       const char *work)
{
    char errlog[PATH_MAX];
    snprintf(errlog, sizeof errlog, "%s/stderr.log", work);
    double t0 = now_s();
    for (int r = 0; r < w->reps; r++) {
        fflush(NULL);
        pid_t pid = fork();
        if (pid < 0)
            return -1;
        if (pid == 0) {
            int null = open("/dev/null", O_WRONLY);
            int log = open(errlog, O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (null >= 0)
                dup2(null, 1);
            if (log >= 0)
                dup2(log, 2);
            if (w->env) {
                char e[128];
                snprintf(e, sizeof e, "%s", w->env);
                char *eq = strchr(e, '=');
                *eq = 0;
                setenv(e, eq + 1, 1);
            }
            if (preload) {
                if (force && *force)
                    setenv("MEMTUNE_FORCE", force, 1);
                mt_tool_preload_env(preload);
            }
            if (chdir(work) != 0)
                _exit(126);
            execvp(argv[0], argv);
            _exit(127);
        }
        int st;
        while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
            ;
        if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
            fprintf(stderr, "memtune: bench macro: %s with %s %s (%s); its stderr is in %s\n", w->name,
                    preload ? preload : "glibc",
                    WIFEXITED(st) ? "exited non-zero" : "was killed", argv[0], errlog);
            return -1;
        }
    }
    return now_s() - t0;
}

/* Is the drop-in really in the children? A program reads its own maps. */
static int dropin_verified(const char *dropin, const char *force, const char *work)
{
    static const struct workload probe = { "probe", "", { 0 }, 1, NULL, NULL };
    const char *base = strrchr(dropin, '/');
    char pat[256];
    snprintf(pat, sizeof pat, "%.200s", base ? base + 1 : dropin);
    char *argv[] = { "grep", "-q", "-F", pat, "/proc/self/maps", NULL };
    return run_once(&probe, argv, dropin, force, work) >= 0;
}

/* The control object: found where the drop-ins are, and what it says it is
 * (0, or 2 after a one-line error). */
static int control_path(char *path, size_t len)
{
    if (mt_tool_preload_path("libmemtune-null.so", path, len) != 0)
        return mt_tool_error("bench macro --control: libmemtune-null.so not found (looked in %s; build it with "
                             "ninja, or set MEMTUNE_PRELOAD_DIR)", path);
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h)
        return mt_tool_error("bench macro --control: cannot load %s: %s", path, dlerror());
    int ok = dlsym(h, "mt_preload_null") != NULL;
    dlclose(h);
    if (!ok)
        return mt_tool_error("bench macro --control: %s is not memtune's control object (no mt_preload_null)", path);
    return 0;
}

static int cmp_d(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

struct wres {
    const struct workload *w;
    char cmd[512];
    int pairs;
    double *a, *b, *ratio;
    double a_med, b_med, r_med, r_lo, r_hi;
    double *c, *cratio, *cbratio;   /* --control: the null object's times, a / c, c / b */
    double c_med, cr_med, cr_lo, cr_hi, cb_med, cb_lo, cb_hi;
};

/* The median of v[0..n) and its 95% interval (order statistics). */
static void median_ci(const double *v, int n, double *med, double *lo, double *hi)
{
    double *s = malloc((size_t)n * sizeof *s);
    if (!s) {
        *med = *lo = *hi = NAN;
        return;
    }
    memcpy(s, v, (size_t)n * sizeof *s);
    qsort(s, (size_t)n, sizeof *s, cmp_d);
    *med = mt_bench_quantile(s, (size_t)n, 0.5);
    size_t l, h;
    mt_bench_median_ci_ranks((size_t)n, 0.95, &l, &h);
    *lo = s[l];
    *hi = s[h];
    free(s);
}

static void stats(struct wres *r)
{
    int n = r->pairs;
    double lo, hi;
    median_ci(r->ratio, n, &r->r_med, &r->r_lo, &r->r_hi);
    median_ci(r->a, n, &r->a_med, &lo, &hi);
    median_ci(r->b, n, &r->b_med, &lo, &hi);
    if (r->c) {
        median_ci(r->cratio, n, &r->cr_med, &r->cr_lo, &r->cr_hi);
        median_ci(r->cbratio, n, &r->cb_med, &r->cb_lo, &r->cb_hi);
        median_ci(r->c, n, &r->c_med, &lo, &hi);
    }
}

/* What a ratio's 95% interval says: above 1, below 1, or holding it. */
static const char *ci_verdict(double lo, double hi, const char *above, const char *below, const char *holds)
{
    return lo > 1 ? above : hi < 1 ? below : holds;
}

static const char *verdict(const struct wres *r)
{
    return ci_verdict(r->r_lo, r->r_hi, "memtune faster", "memtune slower", "no difference");
}

/* The control's verdict: "same" when its interval holds 1, as an A/A should */
static const char *control_verdict(const struct wres *r)
{
    return ci_verdict(r->cr_lo, r->cr_hi, "control faster", "control slower", "same");
}

static int usage(FILE *f)
{
    fprintf(f,
            "usage: memtune bench macro [--pairs N] [--workloads LIST] [--impl X] [--profile FILE]\n"
            "                           [--control] [--work DIR] [--json FILE] [--cpu N | --no-pin] [--list]\n"
            "  Runs real programs with glibc (A) and with memtune's drop-in library (B,\n"
            "  as `memtune run` does), interleaved A B / B A for N pairs (default 10), pinned,\n"
            "  and prints per program the median of time(A)/time(B) (> 1: memtune faster)\n"
            "  with its 95%% interval, and the geometric mean over the programs.\n"
            "  --workloads LIST  comma list (default: all whose programs are installed); --list\n"
            "  --impl X          the drop-in as `memtune run --impl` picks it\n"
            "  --profile FILE    knobs for B (MEMTUNE_PROFILE)\n"
            "  --control         a third arm C, libmemtune-null.so preloaded (replaces nothing), in\n"
            "                    a rotating order with A and B: time(A)/time(C) per program is the\n"
            "                    A/A, how far host and preloading move it without memtune's code\n"
            "  --work DIR        generated inputs and scratch (default /tmp/memtune-macro-UID)\n"
            "  --json FILE       results (schema memtune-macro/1; memtune report renders it)\n"
            "  --trace DIR       instead of timing: `memtune trace` each workload once into\n"
            "                    DIR/<workload> (--seq-max N calls in order per op, default 65536)\n");
    return f == stderr ? 2 : 0;
}

static int list_has(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; *p;) {
        size_t l = strcspn(p, ",");
        if (l == n && !strncmp(p, name, n))
            return 1;
        p += l + (p[l] == ',');
    }
    return 0;
}

/* --trace DIR: each workload once under `memtune trace -o DIR/<name>`. */
static int trace_all(const char *dir, const char *seq_max, const char *only, const char *py, const char *data,
                     const char *work)
{
    char self[PATH_MAX];
    ssize_t k = readlink("/proc/self/exe", self, sizeof self - 1);
    if (k <= 0)
        return mt_tool_error("bench macro: cannot find the memtune binary");
    self[k] = 0;
    if (mkdir(dir, 0755) != 0 && errno != EEXIST)
        return mt_tool_error("bench macro: cannot create %s: %s", dir, strerror(errno));
    char absdir[PATH_MAX];
    if (!realpath(dir, absdir))
        return mt_tool_error("bench macro: %s: %s", dir, strerror(errno));
    for (size_t i = 0; i < NWORK; i++) {
        const struct workload *w = &workloads[i];
        if ((only && !list_has(only, w->name)) || (w->needs && !on_path(w->needs)))
            continue;
        char store[4096], out[PATH_MAX + 64];
        char *av[MAX_ARGS + 8];
        snprintf(out, sizeof out, "%s/%s", absdir, w->name);
        av[0] = self, av[1] = "trace", av[2] = "-o", av[3] = out, av[4] = "--seq-max", av[5] = (char *)seq_max;
        av[6] = "--";
        if (expand(w, py, data, work, store, sizeof store, av + 7) != 0)
            return mt_tool_error("bench macro: paths too long");
        struct workload once = *w;
        once.reps = 1;
        printf("tracing %s\n", w->name);
        fflush(stdout);
        /* run_once sends stdout to /dev/null: the trace summary goes to a file */
        if (run_once(&once, av, NULL, NULL, work) < 0)
            return 2;
    }
    printf("wrote %s/<workload>/{trace.json,<Op>.csv,<Op>.seq}\n", absdir);
    return 0;
}

/* "[v0, v1, ...]" and "[lo, hi]" */
static void json_nums(FILE *f, const double *v, int n)
{
    fputc('[', f);
    for (int p = 0; p < n; p++) {
        fputs(p ? ", " : "", f);
        mt_json_num(f, v[p]);
    }
    fputc(']', f);
}

/* "<key>_median": med, "<key>_ci": [lo, hi] (a ratio and its 95%
 * interval)  */
static void json_med_ci(FILE *f, const char *key, double med, double lo, double hi)
{
    double v[2] = { lo, hi };
    fprintf(f, "\"%s_median\": ", key);
    mt_json_num(f, med);
    fprintf(f, ", \"%s_ci\": ", key);
    json_nums(f, v, 2);
}

static int write_json(const char *path, struct wres *R, size_t nr, const char *dropin, const char *force,
                      const char *control, int verified, int pinned, const char *date, const char *cmdline,
                      double geo, const char *warn)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return mt_tool_error("bench macro: cannot write %s: %s", path, strerror(errno));
    fputs("{\n  \"schema\": \"memtune-macro/1\",\n  \"command\": ", f);
    mt_json_str(f, cmdline);
    fputs(",\n  \"date\": ", f);
    mt_json_str(f, date);
    fputs(",\n  \"machine\": ", f);
    mt_json_machine(f);
    fputs(",\n  \"dropin\": {\"path\": ", f);
    mt_json_str(f, dropin);
    fputs(", \"force\": ", f);
    mt_json_str_or_null(f, force);
    fputs(", \"control\": ", f);
    mt_json_str_or_null(f, control && *control ? control : NULL);
    fprintf(f, ", \"verified\": %s}, \"pinned_cpu\": %d,\n  \"ratio\": \"time(glibc) / time(memtune): > 1 "
               "memtune faster\",\n  \"geomean_ratio\": ", verified ? "true" : "false", pinned);
    mt_json_num(f, geo);
    fputs(", \"warning\": ", f);
    mt_json_str_or_null(f, warn);
    fputs(",\n  \"workloads\": [", f);
    for (size_t i = 0; i < nr; i++) {
        struct wres *r = &R[i];
        fprintf(f, "%s\n    {\"name\": ", i ? "," : "");
        mt_json_str(f, r->w->name);
        fputs(", \"what\": ", f);
        mt_json_str(f, r->w->what);
        fputs(", \"command\": ", f);
        mt_json_str(f, r->cmd);
        fprintf(f, ", \"reps\": %d, \"pairs\": %d,\n      \"glibc_s\": ", r->w->reps, r->pairs);
        json_nums(f, r->a, r->pairs);
        fputs(",\n      \"memtune_s\": ", f);
        json_nums(f, r->b, r->pairs);
        fputs(",\n      ", f);
        json_med_ci(f, "ratio", r->r_med, r->r_lo, r->r_hi);
        fputs(", \"glibc_median_s\": ", f);
        mt_json_num(f, r->a_med);
        fputs(", \"memtune_median_s\": ", f);
        mt_json_num(f, r->b_med);
        fputs(", \"verdict\": ", f);
        mt_json_str(f, verdict(r));
        if (r->c) {
            /* the control arm (libmemtune-null.so): its times and
             * time(glibc) / time(control) */
            fputs(",\n      \"control_s\": ", f);
            json_nums(f, r->c, r->pairs);
            fputs(", \"control_median_s\": ", f);
            mt_json_num(f, r->c_med);
            fputs(", ", f);
            json_med_ci(f, "control_ratio", r->cr_med, r->cr_lo, r->cr_hi);
            fputs(", \"control_verdict\": ", f);
            mt_json_str(f, control_verdict(r));
            fputs(", ", f);
            json_med_ci(f, "control_vs_memtune", r->cb_med, r->cb_lo, r->cb_hi);
        }
        fputs("}", f);
    }
    fputs("\n  ]\n}\n", f);
    int bad = ferror(f);
    if (fclose(f) != 0 || bad)
        return mt_tool_error("bench macro: cannot write %s", path);
    return 0;
}

struct macro_opts {
    const char *only, *impl, *profile, *workdir, *json, *trace, *seq_max;
    long pairs;
    int cpu, no_pin, control;
};

/* --list: the workloads and whether their programs are installed. */
static void print_workloads(void)
{
    for (size_t k = 0; k < NWORK; k++)
        printf("%-8s %s%s\n", workloads[k].name, workloads[k].what,
               workloads[k].needs && !on_path(workloads[k].needs) ? "  (not installed here)" : "");
}

/* One "--name VALUE" option into o (0, or 2 after a one-line error). */
static int set_option(struct macro_opts *o, const char *a, const char *v)
{
    if (!strcmp(a, "--pairs")) {
        char *end;
        o->pairs = strtol(v, &end, 10);
        if (*end || o->pairs < 6 || o->pairs > 1000)
            return mt_tool_error("bench macro: --pairs '%s': expected 6..1000 (fewer pairs cannot bound the median at 95%%)", v);
    } else if (!strcmp(a, "--workloads")) {
        o->only = v;
    } else if (!strcmp(a, "--impl")) {
        o->impl = v;
    } else if (!strcmp(a, "--profile")) {
        o->profile = v;
    } else if (!strcmp(a, "--work")) {
        o->workdir = v;
    } else if (!strcmp(a, "--json")) {
        o->json = v;
    } else if (!strcmp(a, "--trace")) {
        o->trace = v;
    } else if (!strcmp(a, "--seq-max")) {
        o->seq_max = v;
    } else if (!strcmp(a, "--cpu")) {
        char *end;
        o->cpu = (int)strtol(v, &end, 10);
        if (*end || o->cpu < 0)
            return mt_tool_error("bench macro: --cpu '%s': expected a CPU number", v);
    } else {
        return mt_tool_error("bench macro: unknown option '%s' (memtune bench macro --help)", a);
    }
    return 0;
}

/* argv into o, then the --workloads names checked: 0, 2 after a one-line
 * error, -1 after --help or --list. */
static int parse_args(int argc, char **argv, struct macro_opts *o)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return -1;
        }
        if (!strcmp(a, "--list")) {
            print_workloads();
            return -1;
        }
        if (!strcmp(a, "--no-pin")) {
            o->no_pin = 1;
            continue;
        }
        if (!strcmp(a, "--control")) {
            o->control = 1;
            continue;
        }
        if (i + 1 >= argc)
            return mt_tool_error("bench macro: %s needs a value (memtune bench macro --help)", a);
        if (set_option(o, a, argv[++i]))
            return 2;
    }
    if (o->only)
        for (const char *p = o->only; *p;) {
            size_t l = strcspn(p, ",");
            int ok = 0;
            for (size_t k = 0; k < NWORK; k++)
                ok |= strlen(workloads[k].name) == l && !strncmp(p, workloads[k].name, l);
            if (!ok)
                return mt_tool_error("bench macro: unknown workload '%.*s' (memtune bench macro --list)", (int)l, p);
            p += l + (p[l] == ',');
        }
    return 0;
}

/* Where the workloads run from and with what. */
struct macro_env {
    char dropin[PATH_MAX + 64], force[512];
    char control[PATH_MAX + 64];    /* --control: the null object, else "" */
    char data[1100], work[PATH_MAX], py[64];
};

/* The profile, the drop-in, the data and work directories and the
 * generated inputs (0, or 2 after a one-line error). */
static int prepare(const struct macro_opts *o, struct macro_env *E)
{
    char err[256];
    if (o->profile) {
        if (mt_profile_load(o->profile, err, sizeof err) != 0)
            return mt_tool_error("bench macro: --profile %s: %s", o->profile, err);
        setenv("MEMTUNE_PROFILE", o->profile, 1); /* read by B's drop-in; A ignores it */
    }
    int rc = mt_tool_dropin(o->impl, E->dropin, sizeof E->dropin, E->force, sizeof E->force);
    if (rc)
        return rc;
    E->control[0] = 0;
    if (o->control && (rc = control_path(E->control, sizeof E->control)) != 0)
        return rc;
    char src[1024];
    mt_tool_source_dir(src, sizeof src);
    snprintf(E->data, sizeof E->data, "%s/data", src);
    char probe[1200];
    snprintf(probe, sizeof probe, "%s/macro/make_inputs.py", E->data);
    if (access(probe, R_OK) != 0)
        return mt_tool_error("bench macro: %s not found (set MEMTUNE_SOURCE_DIR to the memtune tree)", probe);
    /* Debian's python3 (not a pyenv shim, which is a shell script that
     * would time itself too) */
    snprintf(E->py, sizeof E->py, "%s", access("/usr/bin/python3", X_OK) == 0 ? "/usr/bin/python3" : "python3");
    if (o->workdir)
        snprintf(E->work, sizeof E->work, "%s", o->workdir);
    else
        snprintf(E->work, sizeof E->work, "/tmp/memtune-macro-%u", (unsigned)getuid());
    if (mkdir(E->work, 0755) != 0 && errno != EEXIST)
        return mt_tool_error("bench macro: cannot create %s: %s", E->work, strerror(errno));
    char *argv_in[] = { E->py, probe, E->work, NULL };
    static const struct workload setup = { "inputs", "", { 0 }, 1, NULL, NULL };
    printf("preparing inputs in %s (first run: ~20 s)\n", E->work);
    if (run_once(&setup, argv_in, NULL, NULL, E->work) < 0)
        return mt_tool_error("bench macro: generating the inputs failed (needs python3 and git)");
    return 0;
}

static void print_header(const struct macro_env *E, int pinned, long pairs, const char *date)
{
    int ctl = E->control[0] != 0;
    const struct mt_bench_machine *mc = mt_bench_machine();
    printf("memtune bench macro on %s (%s family %u model %u), %s, %s%d, %s\n", mc->cpu, mc->vendor, mc->family,
           mc->model, mc->libc, pinned >= 0 ? "pinned to CPU " : "not pinned", pinned, date);
    printf("A = glibc, B = %s%s%s; %ld %s\n", E->dropin, E->force[0] ? " MEMTUNE_FORCE=" : "", E->force, pairs,
           ctl ? "rounds of A, B and C, every order in turn" : "pairs, interleaved A B / B A");
    if (ctl)
        printf("C = %s (control: preloaded, replaces nothing)\n", E->control);
    printf("ratio = time(A) / time(B): > 1 memtune faster; [95%% interval of the median]\n");
    if (ctl)
        printf("control = time(A) / time(C): the A/A, \"same\" when its interval holds 1; C/B = time(C) / "
               "time(B): memtune's code against the preload alone\n");
    printf("\n%-8s %10s %10s %8s %17s  %-15s", "program", "glibc s", "memtune s", "ratio", "95% interval", "verdict");
    if (ctl)
        printf(" %8s  %16s  %-14s %8s  %16s", "control", "95% interval", "A/A", "C/B", "95% interval");
    printf("\n");
}

/* The orders of the arms in a round: A B / B A alternating, or with the
 * control all six orders of A B C in turn. */
static const char orders3[6][3] = { "ABC", "CBA", "BCA", "ACB", "CAB", "BAC" };

/* One workload: a warm-up each way, then the rounds; prints its row (0, or
 * 2 after an error). */
static int measure_workload(const struct workload *w, const struct macro_env *E, long pairs, struct wres *r)
{
    char store[4096];
    char *av[MAX_ARGS + 1];
    if (expand(w, E->py, E->data, E->work, store, sizeof store, av) != 0)
        return mt_tool_error("bench macro: paths too long");
    memset(r, 0, sizeof *r);
    r->w = w;
    size_t ck = 0;
    for (int j = 0; av[j] && ck < sizeof r->cmd - 1; j++)
        ck += (size_t)snprintf(r->cmd + ck, sizeof r->cmd - ck, "%s%s", j ? " " : "", av[j]);
    int ctl = E->control[0] != 0;
    r->a = calloc((size_t)pairs, sizeof *r->a);
    r->b = calloc((size_t)pairs, sizeof *r->b);
    r->ratio = calloc((size_t)pairs, sizeof *r->ratio);
    if (ctl) {
        r->c = calloc((size_t)pairs, sizeof *r->c);
        r->cratio = calloc((size_t)pairs, sizeof *r->cratio);
        r->cbratio = calloc((size_t)pairs, sizeof *r->cbratio);
    }
    if (!r->a || !r->b || !r->ratio || (ctl && (!r->c || !r->cratio || !r->cbratio)))
        return mt_tool_error("bench macro: out of memory");
    /* warm-up: page cache, every arm */
    if (run_once(w, av, NULL, NULL, E->work) < 0 || run_once(w, av, E->dropin, E->force, E->work) < 0 ||
        (ctl && run_once(w, av, E->control, NULL, E->work) < 0))
        return 2;
    for (long p = 0; p < pairs; p++) {
        const char *order = ctl ? orders3[p % 6] : (p & 1) ? "BA" : "AB";
        for (const char *arm = order; *arm; arm++) {
            double t = *arm == 'A' ? run_once(w, av, NULL, NULL, E->work)
                     : *arm == 'B' ? run_once(w, av, E->dropin, E->force, E->work)
                                   : run_once(w, av, E->control, NULL, E->work);
            if (t < 0)
                return 2;
            (*arm == 'A' ? r->a : *arm == 'B' ? r->b : r->c)[p] = t;
        }
        r->ratio[p] = r->a[p] / r->b[p];
        if (ctl) {
            r->cratio[p] = r->a[p] / r->c[p];
            r->cbratio[p] = r->c[p] / r->b[p];
        }
    }
    r->pairs = (int)pairs;
    stats(r);
    printf("%-8s %10.4f %10.4f %8.4f  [%6.4f, %6.4f]  %-15s", w->name, r->a_med, r->b_med, r->r_med, r->r_lo,
           r->r_hi, verdict(r));
    if (ctl)
        printf(" %8.4f  [%6.4f, %6.4f]  %-14s %8.4f  [%6.4f, %6.4f]", r->cr_med, r->cr_lo, r->cr_hi,
               control_verdict(r), r->cb_med, r->cb_lo, r->cb_hi);
    printf("\n");
    fflush(stdout);
    return 0;
}

/* Every selected workload into R[*nr] (0, or 2 after an error). */
static int run_workloads(const struct macro_opts *o, const struct macro_env *E, struct wres *R, size_t *nr)
{
    for (size_t k = 0; k < NWORK; k++) {
        const struct workload *w = &workloads[k];
        if (o->only && !list_has(o->only, w->name))
            continue;
        if (w->needs && !on_path(w->needs)) {
            if (o->only)
                return mt_tool_error("bench macro: %s needs %s, which is not installed", w->name, w->needs);
            printf("%-8s skipped: %s is not installed\n", w->name, w->needs);
            continue;
        }
        int rc = measure_workload(w, E, o->pairs, &R[*nr]);
        if (rc)
            return rc;
        (*nr)++;
    }
    return 0;
}

int cmd_bench_macro(int argc, char **argv)
{
    struct macro_opts o = { .seq_max = "65536", .pairs = 10, .cpu = -1 };
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc < 0 ? 0 : rc;
    struct macro_env E;
    if ((rc = prepare(&o, &E)) != 0)
        return rc;
    if (o.trace)
        return trace_all(o.trace, o.seq_max, o.only, E.py, E.data, E.work);

    char err[256];
    int pinned = -1;
    if (!o.no_pin && mt_bench_pin(o.cpu, &pinned, err, sizeof err) != 0)
        return mt_tool_error("bench macro: %s", err);
    int verified = dropin_verified(E.dropin, E.force, E.work);
    if (!verified)
        return mt_tool_error("bench macro: %s is not mapped in a child started with it (LD_PRELOAD refused?)",
                             E.dropin);
    if (E.control[0] && !dropin_verified(E.control, NULL, E.work))
        return mt_tool_error("bench macro: %s is not mapped in a child started with it (LD_PRELOAD refused?)",
                             E.control);
    char date[40];
    mt_bench_now_utc(date, sizeof date);
    print_header(&E, pinned, o.pairs, date);

    struct wres R[NWORK];
    size_t nr = 0;
    struct mt_bench_cpu_sample *load = mt_bench_load_start();
    if ((rc = run_workloads(&o, &E, R, &nr)) != 0)
        return rc;
    char warn[400] = "";
    mt_bench_load_stop(load, pinned, warn, sizeof warn);
    double geo = 0;
    for (size_t i = 0; i < nr; i++)
        geo += log(R[i].r_med);
    geo = nr ? exp(geo / (double)nr) : NAN;
    printf("\ngeometric mean of the medians: %.4f over %zu program(s)\n", geo, nr);
    if (E.control[0] && nr) {
        double cg = 0;
        for (size_t i = 0; i < nr; i++)
            cg += log(R[i].cr_med);
        printf("geometric mean of the control (A/A): %.4f\n", exp(cg / (double)nr));
    }
    const char *fw = mt_bench_freq_warning();
    if (fw)
        fprintf(stderr, "memtune: warning: %s\n", fw);
    if (warn[0])
        fprintf(stderr, "memtune: warning: %s\n", warn);
    if (o.json) {
        char cmdline[1024];
        size_t ck = 0;
        for (int j = 0; j < argc && ck < sizeof cmdline - 1; j++)
            ck += (size_t)snprintf(cmdline + ck, sizeof cmdline - ck, "%s%s", j ? " " : "memtune bench ", argv[j]);
        if ((rc = write_json(o.json, R, nr, E.dropin, E.force, E.control, verified, pinned, date, cmdline, geo,
                             warn[0] ? warn : NULL)))
            return rc;
        printf("wrote %s\n", o.json);
    }
    for (size_t i = 0; i < nr; i++)
        free(R[i].a), free(R[i].b), free(R[i].ratio), free(R[i].c), free(R[i].cratio), free(R[i].cbratio);
    return 0;
}
