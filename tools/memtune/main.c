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
    { "reproduce", cmd_reproduce, "the seed threads' claims measured on this CPU: holds, does not hold, not applicable" },
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
        /* <src>/<build>/tools/memtune/memtune, or one level deeper
         * (build-tests/native/...): look upwards for report/ */
        for (int up = 0; up < 6; up++) {
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
    fprintf(f, "\nThe timed commands (bench, calibrate, reproduce) refuse to run under an emulator (qemu-user):\n"
               "its timings measure the emulator. --allow-emulated runs them anyway and labels\n"
               "every output EMULATED.\n");
    return f == stderr ? 2 : 0;
}

/* Removes --allow-emulated from argv (any position after the command);
 * returns 1 if it was there. Children of a timed command (calibrate's
 * glibc check) inherit the choice through MEMTUNE_ALLOW_EMULATED. */
static int take_allow_emulated(int *argc, char **argv)
{
    int found = 0, k = 1;
    for (int i = 1; i < *argc; i++) {
        if (!strcmp(argv[i], "--allow-emulated"))
            found = 1;
        else
            argv[k++] = argv[i];
    }
    argv[k] = NULL;
    *argc = k;
    const char *env = getenv("MEMTUNE_ALLOW_EMULATED");
    if (env && !strcmp(env, "1"))
        found = 1;
    if (found)
        setenv("MEMTUNE_ALLOW_EMULATED", "1", 1);
    return found;
}

static int wants_help(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
            return 1;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage(stderr);
    if (!strcmp(argv[1], "help") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))
        return usage(stdout);
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        if (!strcmp(argv[1], cmds[i].name)) {
            int ac = argc - 1;
            char **av = argv + 1;
            bool repro = !strcmp(cmds[i].name, "reproduce");
            bool timed = !strcmp(cmds[i].name, "bench") || !strcmp(cmds[i].name, "calibrate") || repro;
            if (timed) {
                bool allow = take_allow_emulated(&ac, av);
                /* `bench` alone prints the usage; --help and reproduce --list
                 * never time anything */
                bool usage_only = !strcmp(cmds[i].name, "bench") && ac < 2;
                bool list = false;
                for (int k = 1; repro && k < ac; k++)
                    list = list || !strcmp(av[k], "--list");
                if (!usage_only && !wants_help(ac, av) && !list) {
                    int rc = mt_bench_emulation_gate(cmds[i].name, allow);
                    if (rc)
                        return rc;
                }
            }
            return cmds[i].run(ac, av);
        }
    mt_tool_error("unknown command '%s' (memtune help lists them)", argv[1]);
    return 2;
}
