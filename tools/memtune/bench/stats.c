/* Order statistics for timing samples: median, quartiles, a 95% CI of the
 * median from order statistics (distribution-free: the CI's coverage does not
 * depend on timing noise being normal, which it is not: it is skewed right by
 * interrupts and preemption), and Tukey far-out fences for outliers. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

void mt_bench_sort(double *x, size_t n)
{
    qsort(x, n, sizeof *x, cmp_double);
}

double mt_bench_median(double *x, size_t n)
{
    mt_bench_sort(x, n);
    return mt_bench_quantile(x, n, 0.5);
}

double mt_bench_quantile(const double *s, size_t n, double q)
{
    if (n == 0)
        return 0;
    if (q <= 0)
        return s[0];
    if (q >= 1)
        return s[n - 1];
    double h = (double)(n - 1) * q;
    size_t lo = (size_t)h;
    if (lo + 1 >= n)
        return s[n - 1];
    return s[lo] + (h - (double)lo) * (s[lo + 1] - s[lo]);
}

/* Inverse of the standard normal CDF for the two-sided levels we use. */
static double z_two_sided(double conf)
{
    /* Acklam's rational approximation of the normal quantile. */
    double p = 1 - (1 - conf) / 2;
    static const double a[] = { -3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                                1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00 };
    static const double b[] = { -5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                                6.680131188771972e+01, -1.328068155288572e+01 };
    static const double c[] = { -7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                                -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00 };
    static const double d[] = { 7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                                3.754408661907416e+00 };
    double q, r;
    if (p > 1 - 0.02425) {
        q = sqrt(-2 * log(1 - p));
        return -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    q = p - 0.5;
    r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

void mt_bench_median_ci_ranks(size_t n, double conf, size_t *lo, size_t *hi)
{
    if (n == 0) {
        *lo = *hi = 0;
        return;
    }
    double alpha2 = (1 - conf) / 2;
    size_t j; /* 1-based rank of the lower bound */
    if (n <= 2000) {
        /* Largest j with P(X <= j-1) <= alpha/2, X ~ Binomial(n, 1/2). */
        double lf = lgamma((double)n + 1), cum = 0;
        j = 0;
        for (size_t k = 0; k <= n / 2; k++) {
            double pk = exp(lf - lgamma((double)k + 1) - lgamma((double)(n - k) + 1) - (double)n * M_LN2);
            if (cum + pk > alpha2)
                break;
            cum += pk;
            j = k + 1;
        }
    } else {
        double z = z_two_sided(conf);
        double v = floor(((double)n - z * sqrt((double)n)) / 2);
        j = v < 1 ? 0 : (size_t)v;
    }
    if (j < 1) /* too few samples for the level: min..max */
        j = 1;
    *lo = j - 1;
    *hi = n - j;
}

void mt_bench_stats(const double *x, size_t n, double fence_k, double *s, bool *keep,
                    struct mt_bench_stats *out)
{
    memset(out, 0, sizeof *out);
    if (n == 0)
        return;
    memcpy(s, x, n * sizeof *s);
    qsort(s, n, sizeof *s, cmp_double);
    double q1 = mt_bench_quantile(s, n, 0.25), q3 = mt_bench_quantile(s, n, 0.75);
    double iqr = q3 - q1;
    size_t a = 0, b = n;
    double flo = -INFINITY, fhi = INFINITY;
    if (fence_k > 0 && iqr > 0) {
        flo = q1 - fence_k * iqr;
        fhi = q3 + fence_k * iqr;
        while (a < n && s[a] < flo)
            a++;
        while (b > a && s[b - 1] > fhi)
            b--;
    }
    if (keep)
        for (size_t i = 0; i < n; i++)
            keep[i] = x[i] >= flo && x[i] <= fhi;
    const double *k = s + a;
    size_t m = b - a;
    out->n = m;
    out->outliers = n - m;
    out->median = mt_bench_quantile(k, m, 0.5);
    out->q1 = mt_bench_quantile(k, m, 0.25);
    out->q3 = mt_bench_quantile(k, m, 0.75);
    size_t lo, hi;
    mt_bench_median_ci_ranks(m, 0.95, &lo, &hi);
    out->ci_lo = k[lo];
    out->ci_hi = k[hi];
    double sum = 0;
    for (size_t i = 0; i < m; i++)
        sum += k[i];
    out->mean = sum / (double)m;
    out->min = k[0];
    out->max = k[m - 1];
}
