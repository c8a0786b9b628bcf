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
int cmd_reproduce(int argc, char **argv);    /* `memtune reproduce` */

int cmd_run(int argc, char **argv);          /* `memtune run -- CMD` */
int cmd_trace(int argc, char **argv);        /* `memtune trace -- CMD` */
int cmd_bench_macro(int argc, char **argv);  /* `memtune bench macro` */
/* The drop-in and tracer objects (preload/): finds name (MEMTUNE_PRELOAD_DIR,
 * the build tree next to the tool, the install's libdir) into out; -1 if
 * absent (out holds the last place looked). */
int mt_tool_preload_path(const char *name, char *out, size_t len);
/* dlopen()s path and looks for marker; one-line error and 2 if either
 * fails, 0 if it is loadable. */
int mt_tool_preload_check(const char *path, const char *marker);
/* The drop-in for --impl (NULL: the tier dispatch picks on this CPU), found
 * and checked: its path, and the MEMTUNE_FORCE value it needs ("" if
 * none). 0, or a one-line error and 2. */
int mt_tool_dropin(const char *impl, char *path, size_t plen, char *force, size_t flen);
/* Appends path to LD_PRELOAD in this process's environment. */
void mt_tool_preload_env(const char *path);

/* Prints "memtune: <fmt>" on stderr and returns 2 (the usage-error code). */
int mt_tool_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
