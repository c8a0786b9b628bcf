/* Calibrate's output files: each one appears whole or not at all, and one
 * calibration at a time writes into a directory.
 *
 * A file is written to a temporary name in its own directory
 * (".<name>.tmp.<pid>"), flushed, fsync'ed, renamed over the final name and
 * the directory fsync'ed: a full disk, RLIMIT_FSIZE (calibrate ignores
 * SIGXFSZ, so the write fails with EFBIG) or a crash leaves the previous
 * file as it was. The temporary names are registered so that a SIGINT or
 * SIGTERM handler can remove them (mt_files_unlink_temps, async-signal-
 * safe). Profiles also end with the line "end", which the loader
 * (src/profile.c) requires, for files written by other means. */
#ifndef MT_CALIBRATE_FILES_H
#define MT_CALIBRATE_FILES_H

#include <stddef.h>
#include <stdio.h>

struct mt_atomic_file {
    char path[1100];   /* the final name */
    char tmp[1200];    /* where it is written */
    FILE *f;           /* write here */
    int slot;          /* in the registry of temporary names */
};

/* Creates the temporary file; -1 and a one-line err on failure. */
int mt_atomic_open(struct mt_atomic_file *a, const char *path, char *err, size_t errlen);
/* Flush, fsync, rename over path, fsync the directory. On any failure the
 * temporary file is removed, path is untouched, -1 and err ("cannot write
 * PATH: File too large"). */
int mt_atomic_commit(struct mt_atomic_file *a, char *err, size_t errlen);
/* Removes the temporary file; path is untouched. */
void mt_atomic_abort(struct mt_atomic_file *a);
/* Removes every registered temporary file (from a signal handler). */
void mt_files_unlink_temps(void);

/* Writes a profile atomically: "# " + each line of comment, then
 * "memtune-profile 1", "cpu VENDOR FAMILY MODEL", "tunables TUN", "end". */
int mt_profile_write(const char *path, const char *comment, const char *vendor, unsigned family,
                     unsigned model, const char *tun, char *err, size_t errlen);

/* Takes the calibration lock of directory dir (flock on dir/.calibrate.lock,
 * never waiting): the returned descriptor holds it until it is closed or
 * the process exits. -1 and a one-line err if another process holds it
 * (naming its pid) or the lock file cannot be created. */
int mt_dir_lock(const char *dir, char *err, size_t errlen);

/* mkdir -p: 0, or -1 with errno set. */
int mt_mkdir_p(const char *path);

#endif
