/* The vector breakpoint in two conditions (seed 004, issue 19).
 *
 * POWER7's VMX copy_to_user was measured with the user's vector state
 * loaded and not loaded, because using VMX costs differently in each:
 * the kernel had to save the user's registers first when they were live.
 * In user space the cost is the other way round: Linux/POWER enables
 * VMX/VSX for a thread lazily, so the first vector instruction after a
 * context switch that did not restore the state traps to the kernel
 * ("facility unavailable"), which loads it (arch/powerpc/kernel/process.c:
 * load_up_altivec/vsx; restore_math keeps restoring it eagerly for the
 * next 255 switches, then lazily again). A copy that takes the VSX path in
 * a thread that has not used vectors for a while pays that trap.
 *
 * mt_vs_measure times one call of a copy at each size with the vector
 * path off and on, each call preceded by putting the thread's vector state
 * in the wanted condition, in both conditions, and finds a crossover per
 * condition (calibrate/crossover.h). The timer and the condition are hooks,
 * so the driver is tested with a fake machine (tests/test_calibrate.c);
 * mt_vs_hooks_ppc64 gives the real ones on ppc64le. */
#ifndef MT_VECSTATE_H
#define MT_VECSTATE_H

#include <stddef.h>
#include "calibrate/crossover.h"

#define MT_VS_MAX_SIZES 32
#define MT_VS_MAX_REPS 64

struct mt_vs_hooks {
    void *arg;
    /* Time (ns) of one call at size n with the vector path off (0) or on (1). */
    double (*time_call)(void *arg, size_t n, int vec);
    /* Put the calling thread's vector state in a condition: live (1: the
     * registers are loaded) or not (0). Called before every timed call. */
    void (*condition)(void *arg, int live);
};

struct mt_vs_curve { double med[MT_VS_MAX_SIZES], lo[MT_VS_MAX_SIZES], hi[MT_VS_MAX_SIZES]; };

struct mt_vs_result {
    size_t n, sizes[MT_VS_MAX_SIZES];
    int reps;
    struct mt_vs_curve off[2], on[2];   /* [0] state not live, [1] live */
    struct mt_crossover x[2];           /* the breakpoint per condition */
};

/* sizes ascending, 1 <= n <= MT_VS_MAX_SIZES, 5 <= reps <= MT_VS_MAX_REPS.
 * Off and on alternate which goes first from one repetition to the next.
 * Returns 0, or -1 (bad arguments or crossover detection failed). */
int mt_vs_measure(const struct mt_vs_hooks *h, const size_t *sizes, size_t n, int reps,
                  struct mt_vs_result *out);

/* "live 4096 B [2048..4096], not live 16384 B [...]" */
void mt_vs_describe(const struct mt_vs_result *r, char *buf, size_t len);

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
/* The real hooks: memcpy's dispatching ladder with memcpy.vsx_from at
 * never/0, the time base for the clock, and for "not live" some hundreds
 * of context switches to a partner thread pinned to the same CPU with no
 * vector instruction in between (the kernel stops restoring the state
 * eagerly after 255 switches). Buffers of max_size are allocated here.
 * Returns 0, or -1 with err. mt_vs_hooks_ppc64_free ends the partner. */
int mt_vs_hooks_ppc64(struct mt_vs_hooks *h, size_t max_size, char *err, size_t errlen);
void mt_vs_hooks_ppc64_free(struct mt_vs_hooks *h);
#endif

#endif
