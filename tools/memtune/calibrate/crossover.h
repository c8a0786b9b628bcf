/* Crossover detection between two measured curves.
 *
 * A knob "X_from" switches a ladder from path A (below) to path B (from the
 * knob's size up). Calibration measures the ladder with the knob off (A) and
 * on (B) at the same sizes, and asks: from which size on is B never slower?
 *
 * Each size gets a verdict from the medians and their confidence intervals:
 * a side *wins* only when its median is better by more than `tol` (relative)
 * AND the two intervals do not overlap; otherwise it is a tie. Then, scanning
 * from the largest size down, the sustained region is the longest top range
 * where A never wins. The crossover is reported as a range: from just above
 * the last size where A won to the first size in the region where B won.
 * The knob value chosen is the upper end (switch only where B is proven
 * faster), so noise makes the answer conservative, not wrong.
 *
 * kind NEVER: A wins at the largest size, or B wins fewer than two sizes of
 *   the region (one size where the region has only one).
 * kind ALWAYS: B wins at the smallest measured size and never loses above it
 *   (the value is the smallest measured size: nothing below it was
 *   measured). Ties below B's first win make it AT that win. */
#ifndef MT_CROSSOVER_H
#define MT_CROSSOVER_H

#include <stddef.h>

enum mt_xkind { MT_X_NEVER, MT_X_AT, MT_X_ALWAYS };

struct mt_xcurve {          /* one curve: n points, time per call */
    const double *med, *lo, *hi;
};

struct mt_crossover {
    enum mt_xkind kind;
    size_t value;           /* knob value; SIZE_MAX for NEVER */
    size_t lo, hi;          /* range of sizes where the switch happens (AT) */
    int index;              /* index of `value` in sizes, -1 for NEVER */
    double gain;            /* median of a/b over the sizes where B won (>1: B faster) */
    int window;             /* NEVER only: B won somewhere below the top (a window) */
};

enum { MT_V_TIE = 0, MT_V_A = 1, MT_V_B = 2 };
/* Verdict at one point. */
int mt_verdict(double a_med, double a_lo, double a_hi, double b_med, double b_lo, double b_hi, double tol);

/* sizes ascending, n >= 1. Returns 0, or -1 on invalid input (n == 0,
 * sizes not ascending, NaN or negative times). */
int mt_find_crossover(const size_t *sizes, size_t n, struct mt_xcurve a, struct mt_xcurve b,
                      double tol, struct mt_crossover *out);

/* The smallest measured size from which A never wins again (ties allowed):
 * the lower bound a second measurement condition puts on a knob that
 * another condition placed (calibrate measures rep knobs in several cache
 * states and takes the largest bound). sizes[0] if A never wins, SIZE_MAX
 * if A wins at the largest size; SIZE_MAX too on invalid input. */
size_t mt_not_slower_from(const size_t *sizes, size_t n, struct mt_xcurve a, struct mt_xcurve b, double tol);

/* The knob from several conditions: the primary crossover (NEVER stays
 * NEVER), raised to each further condition's bound (mt_not_slower_from over
 * that condition's sizes, whose largest is top[c]). A bound of SIZE_MAX (A
 * still wins at top[c]) becomes the first primary size above top[c]: the
 * condition says nothing about larger sizes, which it did not measure (a
 * hot buffer larger than L2/2 is not hot). *binding: the condition that
 * set the value, -1 for the primary. */
size_t mt_combine_bounds(const struct mt_crossover *primary, const size_t *sizes, size_t n, const size_t *bound,
                         const size_t *top, size_t nc, int *binding);

/* One measured state for mt_minimax_value: curves A and B over the first
 * m of the knob's sizes. */
struct mt_xstate {
    struct mt_xcurve a, b;
    size_t m;
};

/* The states can disagree: B faster in one (a destination not in any
 * cache: rep stosb), A in another (the same buffer every call). A knob
 * value v takes A below v and B from v; where the verdict at a size of a
 * state is decisive (mt_verdict) and v takes the loser there, that state
 * loses the ratio of the two times. cost(v) is the largest such ratio
 * over every state and size (1 when v takes no proven loser). Returns v0
 * unless cost(v0) exceeds the smallest cost by more than `margin`
 * (relative), or cost(v0) is MT_MINIMAX_DISAGREE or more and the value
 * of the smallest cost loses less time summed over the states and sizes
 * (a near tie of two large slowdowns); then the value of the smallest
 * cost (among equal costs the one nearest v0). Candidates are the
 * measured sizes and SIZE_MAX ("never"); v0 acts as the first measured
 * size at or above it.
 * *cost_v0 and *cost_v: the two costs. v0 on invalid input. */
#define MT_MINIMAX_DISAGREE 1.25
size_t mt_minimax_value(const size_t *sizes, size_t n, const struct mt_xstate *st, size_t ns, double tol,
                        double margin, size_t v0, double *cost_v0, double *cost_v);
/* cost(v) as above; *state (index into st) and *at (a size) say where it
 * is reached, SIZE_MAX both when the cost is 1 (either may be NULL). 1 on
 * invalid input. */
double mt_minimax_cost(const size_t *sizes, size_t n, const struct mt_xstate *st, size_t ns, size_t v, double tol,
                       size_t *state, size_t *at);

/* A knob whose path B holds at every size unless A wins below it
 * (memcpy.vec_from: A = rep movsb, B = the size classes): the first
 * measured size at which A no longer wins, when A wins at each of the
 * `need` or more smallest sizes in a row; 0 (B everywhere) otherwise.
 * Ties go to B: A only where it is proven faster. A size above the
 * largest (sizes[n-1] + 1) when A wins at all of them; 0 on invalid
 * input. */
size_t mt_wins_below(const size_t *sizes, size_t n, struct mt_xcurve a, struct mt_xcurve b, double tol, size_t need);

/* Human summary: "b faster by 12% from 2048 B up (switch between 1537 and 2048)". */
void mt_crossover_describe(const struct mt_crossover *x, char *buf, size_t len);

/* 1 if an x86 memcpy ladder copies n bytes with rep movsb where
 * (dst - src) % 4096 is `diff`, under rep_from (*.rep_movsb_from),
 * skewed_from (*.rep_movsb_skewed_from) and near_from
 * (*.rep_movsb_near_from), below the non-temporal range: the ladders' own
 * rule (src/rep_rule.h) behind their knob test. */
int mt_rep_movsb_taken(size_t rep_from, size_t skewed_from, size_t near_from, unsigned diff, size_t n);

#endif
