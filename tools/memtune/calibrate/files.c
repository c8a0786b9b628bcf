/* Atomic output files and the per-directory calibration lock (files.h). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include "files.h"

/* Temporary names being written, for mt_files_unlink_temps() in a signal
 * handler: a slot is in use while its first byte is non-zero. */
#define MAX_TEMPS 8
static char temps[MAX_TEMPS][1200];

void mt_files_unlink_temps(void)
{
    for (int i = 0; i < MAX_TEMPS; i++)
        if (temps[i][0]) {
            unlink(temps[i]);
            temps[i][0] = 0;
        }
}

static void dir_of(const char *path, char *dir, size_t len)
{
    const char *s = strrchr(path, '/');
    if (!s)
        snprintf(dir, len, ".");
    else if (s == path)
        snprintf(dir, len, "/");
    else
        snprintf(dir, len, "%.*s", (int)(s - path), path);
}

int mt_atomic_open(struct mt_atomic_file *a, const char *path, char *err, size_t errlen)
{
    memset(a, 0, sizeof *a);
    a->slot = -1;
    if (snprintf(a->path, sizeof a->path, "%s", path) >= (int)sizeof a->path) {
        snprintf(err, errlen, "path too long: %.200s...", path);
        return -1;
    }
    const char *base = strrchr(path, '/');
    char dir[1100];
    dir_of(path, dir, sizeof dir);
    snprintf(a->tmp, sizeof a->tmp, "%s/.%s.tmp.%ld", dir, base ? base + 1 : path, (long)getpid());
    for (int i = 0; i < MAX_TEMPS; i++)
        if (!temps[i][0]) {
            a->slot = i;
            break;
        }
    if (a->slot >= 0)
        snprintf(temps[a->slot], sizeof temps[0], "%s", a->tmp);
    int fd = open(a->tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0 || !(a->f = fdopen(fd, "w"))) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        if (fd >= 0)
            close(fd);
        mt_atomic_abort(a);
        return -1;
    }
    return 0;
}

void mt_atomic_abort(struct mt_atomic_file *a)
{
    if (a->f)
        fclose(a->f);
    a->f = NULL;
    if (a->tmp[0])
        unlink(a->tmp);
    if (a->slot >= 0)
        temps[a->slot][0] = 0;
    a->slot = -1;
}

int mt_atomic_commit(struct mt_atomic_file *a, char *err, size_t errlen)
{
    int e = 0;
    if (fflush(a->f) != 0 || ferror(a->f))
        e = errno ? errno : EIO;
    if (!e && fsync(fileno(a->f)) != 0)
        e = errno;
    if (fclose(a->f) != 0 && !e)
        e = errno;
    a->f = NULL;
    if (!e && rename(a->tmp, a->path) != 0)
        e = errno;
    if (e) {
        snprintf(err, errlen, "cannot write %s: %s", a->path, strerror(e));
        mt_atomic_abort(a);
        return -1;
    }
    if (a->slot >= 0)
        temps[a->slot][0] = 0;
    a->slot = -1;
    /* the rename itself survives a crash once the directory is synced */
    char dir[1100];
    dir_of(a->path, dir, sizeof dir);
    int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
    return 0;
}

int mt_profile_write(const char *path, const char *comment, const char *vendor, unsigned family,
                     unsigned model, const char *tun, char *err, size_t errlen)
{
    struct mt_atomic_file a;
    if (mt_atomic_open(&a, path, err, errlen) != 0)
        return -1;
    for (const char *c = comment; c && *c;) {
        size_t l = strcspn(c, "\n");
        fprintf(a.f, "# %.*s\n", (int)l, c);
        c += l + (c[l] == '\n');
    }
    fprintf(a.f, "memtune-profile 1\ncpu %s %u %u\ntunables %s\nend\n", vendor, family, model, tun);
    return mt_atomic_commit(&a, err, errlen);
}

int mt_dir_lock(const char *dir, char *err, size_t errlen)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/.calibrate.lock", dir);
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) {
        snprintf(err, errlen, "cannot create the lock file %s: %s", path, strerror(errno));
        return -1;
    }
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int e = errno;
        char pid[32] = "";
        ssize_t r = pread(fd, pid, sizeof pid - 1, 0);
        pid[r > 0 ? r : 0] = 0;
        pid[strcspn(pid, "\n")] = 0;
        close(fd);
        if (e == EWOULDBLOCK)
            snprintf(err, errlen, "another memtune calibrate%s%s%s is writing into %s; wait for it or use another --out",
                     pid[0] ? " (pid " : "", pid, pid[0] ? ")" : "", dir);
        else
            snprintf(err, errlen, "cannot lock %s: %s", path, strerror(e));
        return -1;
    }
    /* who holds it, for the message above (the lock is the flock, not this) */
    char pid[32];
    int n = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
    if (ftruncate(fd, 0) == 0 && pwrite(fd, pid, (size_t)n, 0) != n) {
        /* the message then names no pid; the lock holds regardless */
    }
    return fd;
}

int mt_mkdir_p(const char *path)
{
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            if (mkdir(tmp, 0755) != 0 && errno != EEXIST)
                return -1;
            *p = '/';
        }
    return mkdir(tmp, 0755) == 0 || errno == EEXIST ? 0 : -1;
}
