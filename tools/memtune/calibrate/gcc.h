/* GCC inline string-op strategies, measured: for constant-size memcpy and
 * memset (the copies GCC expands inline, like the kernel's 168-byte
 * sync_regs copy), compile small functions with every -m{memcpy,memset}-
 * strategy algorithm, time them side by side in one process, and derive the
 * strategy string that picks the winner per size; then validate that string
 * by compiling and timing it against GCC's default expansion. */
#ifndef MT_GCC_H
#define MT_GCC_H

#include <stddef.h>
#include <stdio.h>

#define MT_GCC_MAX_SIZES 32
#define MT_GCC_MAX_ALGS 8

struct mt_gcc_run {
    /* inputs */
    const char *cc;            /* compiler command, e.g. "gcc" */
    const char *flavor;        /* "kernel" (no SSE, no red zone) or "user" */
    const char *op;            /* "memcpy" or "memset" */
    size_t sizes[MT_GCC_MAX_SIZES];
    size_t nsizes;
    int reps;                  /* timing repetitions (median taken) */
    int fsrm, fsrs;            /* kernel flavor: how the kernel's memcpy/memset behave here */
    /* outputs */
    char version[80];
    char flags[160];           /* flags used for every compile */
    const char *algs[MT_GCC_MAX_ALGS];
    size_t nalgs;
    double ns[MT_GCC_MAX_ALGS][MT_GCC_MAX_SIZES]; /* median ns per call */
    const char *best[MT_GCC_MAX_SIZES];
    char strategy[512];        /* -m<op>-strategy= value */
    double default_ns[MT_GCC_MAX_SIZES], strategy_ns[MT_GCC_MAX_SIZES];
    char skipped[256];         /* algorithms GCC rejected, with why */
};

/* Returns 0 on success, 1 if no compiler (out->version says so), -1 on a
 * failure (message in err). workdir must exist and be writable. */
int mt_gcc_measure(struct mt_gcc_run *r, const char *workdir, char *err, size_t errlen);

#endif
