/* The memtune command-line tool: one file per subcommand. */
#ifndef MEMTUNE_TOOL_H
#define MEMTUNE_TOOL_H

#include <stddef.h>
#include <stdio.h>

struct mt_cmd {
    const char *name;
    int (*run)(int argc, char **argv);  /* argv[0] is the subcommand */
    const char *summary;
};

int cmd_cpu(int argc, char **argv);
int cmd_list(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_calibrate(int argc, char **argv);
int cmd_bench_names(int argc, char **argv);  /* `memtune bench names` (argv[0] == "names") */

/* The directory holding data/ and report/: MEMTUNE_SOURCE_DIR, else the
 * source tree the running binary was built in, else the install's
 * share/memtune. */
void mt_tool_source_dir(char *out, size_t len);
/* Runs python3 <source>/report/<script> with args; returns its exit code. */
int mt_tool_python(const char *script, int argc, char **argv);
int cmd_report(int argc, char **argv);
int cmd_bench_suite(int argc, char **argv);  /* `memtune bench suite` */
int cmd_bench_edges(int argc, char **argv);  /* `memtune bench edges` */
int cmd_compare(int argc, char **argv);

/* Prints "memtune: <fmt>" on stderr and returns 2 (the usage-error code). */
int mt_tool_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
