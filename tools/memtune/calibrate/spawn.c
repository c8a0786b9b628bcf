/* Child processes without a shell, and what a signal does to them
 * (spawn.h). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "files.h"
#include "spawn.h"

extern char **environ;

/* The child being waited for (0: none): the signal handler kills it. */
static volatile pid_t current_child;

/* qemu-user enters handlers with %rsp % 16 == 0 where the kernel gives 8
 * (as after a call); realign, or the compiler's aligned stores fault. */
#if defined(__x86_64__) || defined(__i386__)
__attribute__((force_align_arg_pointer))
#endif
static void on_signal(int sig)
{
    pid_t c = current_child;
    if (c > 0) {
        /* SIGINT lets a Python renderer unwind (it removes its temporary
         * files on KeyboardInterrupt); SIGKILL if it has not gone in 2 s. */
        kill(c, SIGINT);
        int st, gone = 0;
        for (int i = 0; i < 200 && !gone; i++) {
            gone = waitpid(c, &st, WNOHANG) != 0;
            if (!gone) {
                struct timespec ts = { 0, 10 * 1000 * 1000 };
                nanosleep(&ts, NULL);
            }
        }
        if (!gone) {
            kill(c, SIGKILL);
            waitpid(c, &st, 0);
        }
        current_child = 0;
    }
    mt_files_unlink_temps();
    signal(sig, SIG_DFL);
    raise(sig);
}

void mt_spawn_on_signals(void)
{
    static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        struct sigaction sa, old;
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
            continue; /* started with it ignored (nohup): keep that */
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_signal;
        sigfillset(&sa.sa_mask); /* one cleanup at a time */
        sigaction(sigs[i], &sa, NULL);
    }
}

int mt_spawn_split(const char *cmd, char *buf, size_t buflen, const char **argv, int max)
{
    int n = 0;
    snprintf(buf, buflen, "%s", cmd ? cmd : "");
    for (char *p = buf; *p && n < max - 1;) {
        while (*p == ' ' || *p == '\t')
            *p++ = 0;
        if (!*p)
            break;
        argv[n++] = p;
        while (*p && *p != ' ' && *p != '\t')
            p++;
    }
    argv[n] = NULL;
    return n;
}

/* environ with env_add's names replaced or added (caller frees the array). */
static char **make_env(const char *const *add)
{
    size_t n = 0, na = 0;
    while (environ && environ[n])
        n++;
    while (add[na])
        na++;
    char **e = calloc(n + na + 1, sizeof *e);
    if (!e)
        return NULL;
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        int replaced = 0;
        for (size_t j = 0; j < na && !replaced; j++) {
            size_t l = strcspn(add[j], "=");
            replaced = !strncmp(environ[i], add[j], l) && environ[i][l] == '=';
        }
        if (!replaced)
            e[k++] = environ[i];
    }
    for (size_t j = 0; j < na; j++)
        e[k++] = (char *)add[j];
    e[k] = NULL;
    return e;
}

int mt_spawn_run(const struct mt_spawn *s, char *cap, size_t caplen, char *err, size_t errlen)
{
    if (cap && caplen)
        cap[0] = 0;
    if (!s->argv || !s->argv[0] || !s->argv[0][0]) {
        snprintf(err, errlen, "cannot run an empty command");
        return -1;
    }
    char **owned = s->env_add ? make_env(s->env_add) : NULL;
    char **envp = s->env_add ? owned : environ;
    if (!envp) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int out[2] = { -1, -1 }, status_pipe[2] = { -1, -1 };
    int capture = s->out == MT_SPAWN_CAPTURE || s->err == MT_SPAWN_CAPTURE;
    if ((capture && pipe2(out, O_CLOEXEC) != 0) || pipe2(status_pipe, O_CLOEXEC) != 0) {
        snprintf(err, errlen, "cannot run %s: %s", s->argv[0], strerror(errno));
        free(owned);
        return -1;
    }
    /* No handler of ours may run in the child between fork and exec (it
     * would remove this process's temporary files): block everything,
     * fork, and let the child restore the default actions first. */
    sigset_t all, saved;
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &saved);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGXFSZ };
        for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
            struct sigaction sa;
            sigaction(sigs[i], NULL, &sa);
            if (sa.sa_handler != SIG_IGN || sigs[i] == SIGXFSZ)
                signal(sigs[i], SIG_DFL);
        }
        sigprocmask(SIG_SETMASK, &saved, NULL);
        int devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
        if (s->out == MT_SPAWN_CAPTURE)
            dup2(out[1], 1);
        else if (s->out == MT_SPAWN_NULL && devnull >= 0)
            dup2(devnull, 1);
        if (s->err == MT_SPAWN_CAPTURE)
            dup2(out[1], 2);
        else if (s->err == MT_SPAWN_NULL && devnull >= 0)
            dup2(devnull, 2);
        execvpe(s->argv[0], (char *const *)s->argv, envp);
        int e = errno;
        ssize_t w = write(status_pipe[1], &e, sizeof e);
        (void)w;
        _exit(127);
    }
    int fork_errno = errno;
    if (pid > 0)
        current_child = pid;
    sigprocmask(SIG_SETMASK, &saved, NULL);
    free(owned);
    close(status_pipe[1]);
    if (capture)
        close(out[1]);
    if (pid < 0) {
        snprintf(err, errlen, "cannot run %s: %s", s->argv[0], strerror(fork_errno));
        close(status_pipe[0]);
        if (capture)
            close(out[0]);
        return -1;
    }
    size_t k = 0;
    if (capture) {
        char tmp[4096];
        for (;;) {
            ssize_t r = read(out[0], tmp, sizeof tmp);
            if (r < 0 && errno == EINTR)
                continue;
            if (r <= 0)
                break;
            for (ssize_t i = 0; i < r && cap && k + 1 < caplen; i++)
                cap[k++] = tmp[i];
        }
        close(out[0]);
        if (cap && caplen)
            cap[k] = 0;
    }
    int exec_errno = 0;
    ssize_t r;
    while ((r = read(status_pipe[0], &exec_errno, sizeof exec_errno)) < 0 && errno == EINTR)
        ;
    close(status_pipe[0]);
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    current_child = 0;
    if (r == (ssize_t)sizeof exec_errno) {
        snprintf(err, errlen, "cannot run %s: %s", s->argv[0], strerror(exec_errno));
        return -1;
    }
    return WIFEXITED(st) ? WEXITSTATUS(st) : WIFSIGNALED(st) ? 128 + WTERMSIG(st) : 255;
}
