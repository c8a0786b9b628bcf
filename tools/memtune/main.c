/* memtune: measure memory-primitive strategies on this CPU, find where each
 * one wins, and export the answer. `memtune help` lists the subcommands. */
#include <errno.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "tool.h"
#include "bench/bench.h"
#include "memtune.h"

static const struct mt_cmd cmds[] = {
    { "cpu", cmd_cpu, "CPU features (incl. FZLRM/FSRS/FSRCS), caches, knobs in force, dispatch per size" },
    { "list", cmd_list, "every registered strategy, the features it needs, runnable here or not" },
    { "bench", cmd_bench, "measure implementations side by side: sizes, alignment, aliasing, cache state, distributions" },
    { "calibrate", cmd_calibrate, "measure this CPU's crossovers; write a profile, glibc/gcc/kernel exports, a report" },
    { "run", cmd_run, "run a program with memtune's memcpy & co. in place of glibc's (LD_PRELOAD)" },
    { "trace", cmd_trace, "run a program and record its memcpy & co. calls: sizes, alignments, call sites" },
    { "report", cmd_report, "render a calibrate or bench JSON file as HTML (plots embedded) or text" },
    { "compare", cmd_compare, "two or more machines' calibrations side by side" },
};

int mt_tool_error(const char *fmt, ...)
{
    va_list ap;
    fputs("memtune: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return 2;
}

#ifndef MEMTUNE_DATADIR
#define MEMTUNE_DATADIR "/usr/local/share/memtune"
#endif

void mt_tool_source_dir(char *out, size_t len)
{
    const char *env = getenv("MEMTUNE_SOURCE_DIR");
    if (env && *env) {
        snprintf(out, len, "%s", env);
        return;
    }
    char exe[1024];
    ssize_t k = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (k > 0) {
        exe[k] = 0;
        /* <src>/<build>/tools/memtune/memtune: look upwards for report/ */
        for (int up = 0; up < 4; up++) {
            char *s = strrchr(exe, '/');
            if (!s)
                break;
            *s = 0;
            char probe[1100];
            snprintf(probe, sizeof probe, "%s/report/render.py", exe);
            if (access(probe, R_OK) == 0) {
                snprintf(out, len, "%s", exe);
                return;
            }
        }
    }
    snprintf(out, len, "%s", MEMTUNE_DATADIR);
}

int mt_tool_python(const char *script, int argc, char **argv)
{
    char src[1024], path[1200];
    mt_tool_source_dir(src, sizeof src);
    snprintf(path, sizeof path, "%s/report/%s", src, script);
    if (access(path, R_OK) != 0)
        return mt_tool_error("cannot find %s (set MEMTUNE_SOURCE_DIR to the memtune source tree)", path);
    char **av = calloc((size_t)argc + 3, sizeof *av);
    if (!av)
        return mt_tool_error("out of memory");
    av[0] = "python3";
    av[1] = path;
    for (int i = 1; i < argc; i++)
        av[i + 1] = argv[i];
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        execvp("python3", av);
        fprintf(stderr, "memtune: cannot run python3: %s (scripts/bootstrap installs it)\n", strerror(errno));
        _exit(127);
    }
    free(av);
    int st;
    if (pid < 0 || waitpid(pid, &st, 0) < 0)
        return mt_tool_error("cannot run python3: %s", strerror(errno));
    return WIFEXITED(st) ? WEXITSTATUS(st) : 2;
}

int cmd_report(int argc, char **argv) { return mt_tool_python("render.py", argc, argv); }
int cmd_compare(int argc, char **argv) { return mt_tool_python("compare.py", argc, argv); }

static int usage(FILE *f)
{
    fprintf(f, "usage: memtune COMMAND [options]   (memtune COMMAND --help for its options)\n\n");
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        fprintf(f, "  %-10s %s\n", cmds[i].name, cmds[i].summary);
    return f == stderr ? 2 : 0;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage(stderr);
    if (!strcmp(argv[1], "help") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))
        return usage(stdout);
    /* The timed commands refuse to run under emulation (qemu-user): their
     * numbers would time the emulator. --allow-emulated (anywhere after
     * the command) runs them anyway, marked, for testing the code path. */
    bool timed = !strcmp(argv[1], "bench") || !strcmp(argv[1], "calibrate"), allow = false, help = false;
    int k = 1;
    for (int i = 1; i < argc; i++) {
        if (timed && !strcmp(argv[i], "--allow-emulated")) {
            allow = true;
            continue;
        }
        help |= !strcmp(argv[i], "--help") || !strcmp(argv[i], "-h");
        argv[k++] = argv[i];
    }
    argc = k;
    argv[argc] = NULL;
    if (timed && !help) {
        int rc = mt_bench_emulation_gate(argv[1], allow);
        if (rc)
            return rc;
    }
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        if (!strcmp(argv[1], cmds[i].name))
            return cmds[i].run(argc - 1, argv + 1);
    mt_tool_error("unknown command '%s' (memtune help lists them)", argv[1]);
    return 2;
}
