/* Child processes without a shell. Calibrate runs the compiler, ld.so, the
 * report renderer and itself; their arguments hold paths and user input
 * (--out, --cc), which a command line for sh -c would let run as shell
 * syntax (`--out "x';touch INJECTED;'"`). Here every argument is one argv
 * element given to execvp, and output comes back through a pipe.
 *
 * Interruption: mt_spawn_on_signals() makes SIGINT, SIGTERM and SIGHUP
 * kill the running child (SIGINT first, which lets a Python child remove
 * its temporary files, then SIGKILL after 2 s), remove the registered
 * temporary output files (files.h) and then kill this process with the
 * same signal, so a shell sees status 130 for Ctrl-C and nothing after
 * it (no summary) runs. */
#ifndef MT_CALIBRATE_SPAWN_H
#define MT_CALIBRATE_SPAWN_H

#include <stddef.h>

enum mt_spawn_fd { MT_SPAWN_INHERIT, MT_SPAWN_NULL, MT_SPAWN_CAPTURE };

struct mt_spawn {
    const char *const *argv;    /* argv[0] is looked up in PATH */
    const char *const *env_add; /* "NAME=value" added to (or replacing in) the environment, or NULL */
    enum mt_spawn_fd out, err;  /* CAPTURE both: merged, in order */
};

/* Runs s->argv, captures what was asked for into cap (NUL-terminated,
 * truncated to caplen; the rest is read and dropped so the child never
 * blocks). Returns the exit status 0..255, 128 + N if killed by signal N,
 * or -1 and a one-line err if it could not be started ("cannot run X: No
 * such file or directory"). */
int mt_spawn_run(const struct mt_spawn *s, char *cap, size_t caplen, char *err, size_t errlen);

/* Splits a command given as one string ("ccache gcc") on blanks into argv,
 * without any other interpretation. Returns the count (at most max - 1;
 * argv[count] = NULL); the strings point into buf. */
int mt_spawn_split(const char *cmd, char *buf, size_t buflen, const char **argv, int max);

/* SIGINT/SIGTERM/SIGHUP: kill the child, remove temporary files, die of the
 * signal. Call once, early. */
void mt_spawn_on_signals(void);

#endif
