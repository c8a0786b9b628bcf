/* The memtune command-line tool: one file per subcommand. */
#ifndef MEMTUNE_TOOL_H
#define MEMTUNE_TOOL_H

#include <stdio.h>

struct mt_cmd {
    const char *name;
    int (*run)(int argc, char **argv);  /* argv[0] is the subcommand */
    const char *summary;
};

int cmd_cpu(int argc, char **argv);
int cmd_list(int argc, char **argv);

/* Prints "memtune: <fmt>" on stderr and returns 2 (the usage-error code). */
int mt_tool_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
