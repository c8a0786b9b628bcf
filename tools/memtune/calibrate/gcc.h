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
    int reps;                  /* timing repetitions in one run (median taken) */
    int val_runs;              /* runs of the timing program, each a process (3) */
    int fsrm, fsrs;            /* kernel flavor: how the kernel's memcpy/memset behave here */
    /* outputs */
    char version[80];
    char flags[160];           /* flags used for every compile */
    const char *algs[MT_GCC_MAX_ALGS];
    size_t nalgs;
    double ns[MT_GCC_MAX_ALGS][MT_GCC_MAX_SIZES]; /* median ns per call */
    double iqr[MT_GCC_MAX_ALGS][MT_GCC_MAX_SIZES]; /* relative spread: the larger of one run's
                                                    * (q3 - q1) / median and the runs' range / median */
    const char *best[MT_GCC_MAX_SIZES];
    char strategy[512];        /* -m<op>-strategy= value */
    char alt_strategy[512];    /* "" if the odd and the even runs alone derive the same
                                * strategy; else the one that differs from `strategy` */
    char skipped[256];         /* algorithms GCC rejected, with why */
    /* validation: GCC's default expansion vs the strategy, at sizes off the
     * grid above (mt_gcc_check_sizes), in val_runs separate processes */
    size_t vsizes[MT_GCC_MAX_SIZES], nv;
    double default_ns[MT_GCC_MAX_SIZES], strategy_ns[MT_GCC_MAX_SIZES]; /* medians over the runs */
    double vratio[MT_GCC_MAX_SIZES], vlo[MT_GCC_MAX_SIZES], vhi[MT_GCC_MAX_SIZES];
    int vverdict[MT_GCC_MAX_SIZES];
    int nfaster, nslower;      /* validation sizes by verdict */
};

/* C source (top-level asm) defining memcpy and memset as the kernel's
 * x86-64 ones behave on a CPU with/without FSRM and FSRS: what "libcall"
 * calls in a kernel build. */
const char *mt_gcc_kernel_model(int fsrm, int fsrs);

/* Ties: at each size, every algorithm within max(3%, the fastest one's
 * relative IQR) of the fastest counts as the fastest, so the segmentation
 * prefers the earlier one in the list (libcall first) and timer noise does
 * not flip the strategy between runs. In place, nalgs rows of stride. */
void mt_gcc_merge_ties(double *ns, const double *iqr, size_t stride, size_t nalgs, size_t n);

/* Validation sizes for a derivation grid: between each pair of neighbours
 * (the geometric middle, rounded to a multiple of 4 and moved off the grid),
 * at most max. */
size_t mt_gcc_check_sizes(const size_t *grid, size_t n, size_t *out, size_t max);

/* Returns 0 on success, 1 if no compiler (out->version says so), -1 on a
 * failure (message in err). workdir must exist and be writable. */
int mt_gcc_measure(struct mt_gcc_run *r, const char *workdir, char *err, size_t errlen);

#endif
