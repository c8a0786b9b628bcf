#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "crossover.h"
#include "rep_rule.h"
#include "bench/bench.h"

int mt_verdict(double a_med, double a_lo, double a_hi, double b_med, double b_lo, double b_hi, double tol)
{
    if (b_med < a_med * (1.0 - tol) && b_hi < a_lo)
        return MT_V_B;
    if (a_med < b_med * (1.0 - tol) && a_hi < b_lo)
        return MT_V_A;
    return MT_V_TIE;
}


static int bad(double v) { return isnan(v) || v < 0; }

int mt_find_crossover(const size_t *sizes, size_t n, struct mt_xcurve a, struct mt_xcurve b,
                      double tol, struct mt_crossover *out)
{
    if (n == 0 || !out)
        return -1;
    for (size_t i = 0; i < n; i++) {
        if (i && sizes[i] <= sizes[i - 1])
            return -1;
        if (bad(a.med[i]) || bad(a.lo[i]) || bad(a.hi[i]) || bad(b.med[i]) || bad(b.lo[i]) || bad(b.hi[i]))
            return -1;
    }
    int *v = malloc(n * sizeof *v);
    if (!v)
        return -1;
    for (size_t i = 0; i < n; i++)
        v[i] = mt_verdict(a.med[i], a.lo[i], a.hi[i], b.med[i], b.lo[i], b.hi[i], tol);

    /* Sustained region: [j, n) with no A win. */
    size_t j = n;
    while (j > 0 && v[j - 1] != MT_V_A)
        j--;
    size_t firstb = n, nwins = 0;
    for (size_t i = j; i < n; i++)
        if (v[i] == MT_V_B) {
            if (firstb == n)
                firstb = i;
            nwins++;
        }
    /* One win in a region of several points is not evidence: a single
     * noisy point at the top of a sweep (DRAM sizes on a shared machine)
     * would otherwise flip a knob from run to run. */
    if (nwins < 2 && n - j >= 2)
        firstb = n;
    int window = 0;
    for (size_t i = 0; i < j; i++)
        if (v[i] == MT_V_B)
            window = 1;

    out->window = 0;
    out->gain = 1.0;
    if (j == n || firstb == n) {
        out->kind = MT_X_NEVER;
        out->value = SIZE_MAX;
        out->lo = out->hi = SIZE_MAX;
        out->index = -1;
        out->window = window;
        free(v);
        return 0;
    }
    /* gain: median of a/b over the sizes of the region where b won */
    double *r = malloc((n - j) * sizeof *r);
    if (!r) {
        free(v);
        return -1;
    }
    size_t nr = 0;
    for (size_t i = j; i < n; i++)
        if (v[i] == MT_V_B && b.med[i] > 0)
            r[nr++] = a.med[i] / b.med[i];
    out->gain = nr == 0 ? 1.0 : mt_bench_median(r, nr);
    free(r);
    if (j == 0 && firstb == 0) {
        out->kind = MT_X_ALWAYS;
        out->value = sizes[0];
        out->lo = out->hi = sizes[0];
        out->index = 0;
    } else {
        /* Switch where b is first proven faster; below it the curves tie
         * (or a wins, up to sizes[j - 1]). */
        out->kind = MT_X_AT;
        out->lo = j > 0 ? sizes[j - 1] + 1 : sizes[0];
        out->hi = sizes[firstb];
        out->value = sizes[firstb];
        out->index = (int)firstb;
    }
    free(v);
    return 0;
}

size_t mt_not_slower_from(const size_t *sizes, size_t n, struct mt_xcurve a, struct mt_xcurve b, double tol)
{
    if (n == 0)
        return SIZE_MAX;
    for (size_t i = 0; i < n; i++)
        if ((i && sizes[i] <= sizes[i - 1]) || bad(a.med[i]) || bad(a.lo[i]) || bad(a.hi[i]) || bad(b.med[i]) ||
            bad(b.lo[i]) || bad(b.hi[i]))
            return SIZE_MAX;
    size_t j = n;
    while (j > 0 && mt_verdict(a.med[j - 1], a.lo[j - 1], a.hi[j - 1], b.med[j - 1], b.lo[j - 1], b.hi[j - 1], tol) != MT_V_A)
        j--;
    return j == n ? SIZE_MAX : sizes[j];
}

size_t mt_combine_bounds(const struct mt_crossover *primary, const size_t *sizes, size_t n, const size_t *bound,
                         const size_t *top, size_t nc, int *binding)
{
    *binding = -1;
    if (primary->kind == MT_X_NEVER)
        return SIZE_MAX;
    size_t v = primary->value;
    for (size_t c = 0; c < nc; c++) {
        size_t u = bound[c];
        if (u == SIZE_MAX) {
            for (size_t i = 0; i < n; i++)
                if (sizes[i] > top[c]) {
                    u = sizes[i];
                    break;
                }
        }
        if (u > v) {
            v = u;
            *binding = (int)c;
        }
    }
    return v;
}

/* cost of taking A below index j and B from it (j == n: A everywhere):
 * the largest ratio of the path taken to the proven faster one; *state
 * and *at: where it is reached (SIZE_MAX when the cost is 1); *excess
 * (may be NULL): the time lost summed over every state and size, the ns
 * a program pays if it called each size in each state once */
static double minimax_cost(const struct mt_xstate *st, size_t ns, size_t j, double tol, size_t *state, size_t *at,
                           double *excess)
{
    double worst = 1.0, sum = 0;
    *state = *at = SIZE_MAX;
    for (size_t k = 0; k < ns; k++) {
        struct mt_xcurve a = st[k].a, b = st[k].b;
        for (size_t i = 0; i < st[k].m; i++) {
            int v = mt_verdict(a.med[i], a.lo[i], a.hi[i], b.med[i], b.lo[i], b.hi[i], tol);
            double taken = a.med[i], faster = a.med[i];
            if (v == MT_V_A && i >= j)
                taken = b.med[i];
            else if (v == MT_V_B && i < j)
                faster = b.med[i];
            sum += taken - faster;
            if (taken / faster > worst) {
                worst = taken / faster;
                *state = k;
                *at = i;
            }
        }
    }
    if (excess)
        *excess = sum;
    return worst;
}

static int states_ok(const size_t *sizes, size_t n, const struct mt_xstate *st, size_t ns)
{
    if (n == 0 || ns == 0)
        return 0;
    for (size_t i = 1; i < n; i++)
        if (sizes[i] <= sizes[i - 1])
            return 0;
    for (size_t k = 0; k < ns; k++) {
        if (st[k].m > n)
            return 0;
        for (size_t i = 0; i < st[k].m; i++)
            if (bad(st[k].a.med[i]) || bad(st[k].a.lo[i]) || bad(st[k].a.hi[i]) || bad(st[k].b.med[i]) ||
                bad(st[k].b.lo[i]) || bad(st[k].b.hi[i]) || st[k].a.med[i] == 0 || st[k].b.med[i] == 0)
                return 0;
    }
    return 1;
}

/* the index a knob value acts as: the first measured size at or above it */
static size_t value_index(const size_t *sizes, size_t n, size_t v)
{
    size_t j = 0;
    while (j < n && sizes[j] < v)
        j++;
    return j;
}

double mt_minimax_cost(const size_t *sizes, size_t n, const struct mt_xstate *st, size_t ns, size_t v, double tol,
                       size_t *state, size_t *at)
{
    size_t k, i;
    double c = 1.0;
    if (states_ok(sizes, n, st, ns))
        c = minimax_cost(st, ns, value_index(sizes, n, v), tol, &k, &i, NULL);
    else
        k = i = SIZE_MAX;
    if (state)
        *state = k;
    if (at)
        *at = i == SIZE_MAX ? SIZE_MAX : sizes[i];
    return c;
}

size_t mt_minimax_value(const size_t *sizes, size_t n, const struct mt_xstate *st, size_t ns, double tol,
                        double margin, size_t v0, double *cost_v0, double *cost_v)
{
    *cost_v0 = *cost_v = 1.0;
    if (!states_ok(sizes, n, st, ns))
        return v0;
    size_t j0 = value_index(sizes, n, v0), jb = j0, k, i;
    double e0, c0 = minimax_cost(st, ns, j0, tol, &k, &i, &e0), best = c0, eb = e0;
    for (size_t j = 0; j <= n; j++) {
        double e, c = minimax_cost(st, ns, j, tol, &k, &i, &e);
        size_t dj = j > j0 ? j - j0 : j0 - j, db = jb > j0 ? jb - j0 : j0 - jb;
        if (c < best || (c == best && dj < db)) {
            best = c;
            jb = j;
            eb = e;
        }
    }
    *cost_v0 = *cost_v = c0;
    /* Within the margin v0 stays, unless the states disagree (v0 leaves
     * one MT_MINIMAX_DISAGREE or more slower) and the cheapest value
     * loses less time: a near tie of two large slowdowns, one of a few
     * ns per call (rep movsb's start on a hot copy) and one of a hundred
     * (a loop's reads for ownership of a destination in no cache), is
     * decided by the time, which is what a program pays. */
    if (c0 <= best * (1.0 + margin) && !(c0 >= MT_MINIMAX_DISAGREE && jb != j0 && eb < e0))
        return v0;
    *cost_v = best;
    return jb == n ? SIZE_MAX : sizes[jb];
}

size_t mt_wins_below(const size_t *sizes, size_t n, struct mt_xcurve a, struct mt_xcurve b, double tol, size_t need)
{
    size_t k = 0;
    while (k < n && mt_verdict(a.med[k], a.lo[k], a.hi[k], b.med[k], b.lo[k], b.hi[k], tol) == MT_V_A)
        k++;
    if (k < need || k == 0)
        return 0;
    return k < n ? sizes[k] : sizes[n - 1] + 1;
}

void mt_crossover_describe(const struct mt_crossover *x, char *buf, size_t len)
{
    switch (x->kind) {
    case MT_X_NEVER:
        snprintf(buf, len, x->window ? "b wins only in a window below the largest size: kept off"
                                     : "b never faster at the top of the range: kept off");
        break;
    case MT_X_ALWAYS:
        snprintf(buf, len, "b never slower from %zu B up; where it wins, by %.0f%% (median)",
                 x->value, (x->gain - 1) * 100);
        break;
    case MT_X_AT:
        snprintf(buf, len, "b never slower from %zu B up (switch in %zu..%zu B); where it wins, by %.0f%% (median)",
                 x->value, x->lo, x->hi, (x->gain - 1) * 100);
        break;
    }
}

int mt_rep_movsb_taken(size_t rep_from, size_t skewed_from, size_t near_from, unsigned diff, size_t n)
{
    /* the ladders' knobbed paths: n >= 64 and the knob, then the class */
    return n >= 64 && n >= rep_from && mt_rep_class_ok(diff, n, skewed_from, near_from);
}
