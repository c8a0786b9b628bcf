/* memtune: measure memory-primitive strategies on this CPU, find where each
 * one wins, and export the answer. `memtune help` lists the subcommands. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "tool.h"
#include "memtune.h"

static const struct mt_cmd cmds[] = {
    { "cpu", cmd_cpu, "CPU features (incl. FZLRM/FSRS/FSRCS), caches, knobs in force, dispatch per size" },
    { "list", cmd_list, "every registered strategy, the features it needs, runnable here or not" },
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
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        if (!strcmp(argv[1], cmds[i].name))
            return cmds[i].run(argc - 1, argv + 1);
    mt_tool_error("unknown command '%s' (memtune help lists them)", argv[1]);
    return 2;
}
