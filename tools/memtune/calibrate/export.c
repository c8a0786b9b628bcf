#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "export.h"
#include "bench/bench.h"

void mt_glibc_limits_default(struct mt_glibc_limits *l)
{
    memset(l, 0, sizeof *l);
    l->rep_movsb_min = 0x200;         /* 64 * 8 with AVX-512 (dl-cacheinfo.h) */
    l->nt_min = 0x4040;
    l->nt_max = SIZE_MAX >> 4;
    l->has_rep_movsb = l->has_rep_stosb = l->has_nt = 1;
}

/* Lines look like
 * "glibc.cpu.x86_rep_movsb_threshold: 0x840 (min: 0x200, max: 0xffffffffffffffff)". */
static int parse_line(const char *text, const char *name, size_t *min, size_t *max, size_t *cur)
{
    const char *p = strstr(text, name);
    if (!p)
        return 0;
    if (cur) {
        char *end;
        unsigned long long v = strtoull(p + strlen(name), &end, 0);
        *cur = end != p + strlen(name) && (*end == ' ' || *end == '\n' || !*end) ? (size_t)v : 0;
    }
    const char *m = strstr(p, "min: ");
    const char *eol = strchr(p, '\n');
    if (m && (!eol || m < eol)) {
        *min = strtoull(m + 5, NULL, 0);
        const char *x = strstr(m, "max: ");
        if (x && (!eol || x < eol) && max)
            *max = strtoull(x + 5, NULL, 0);
    }
    return 1;
}

int mt_glibc_limits_parse(const char *text, struct mt_glibc_limits *l)
{
    mt_glibc_limits_default(l);
    size_t dummy = 0;
    l->has_rep_movsb = parse_line(text, "glibc.cpu.x86_rep_movsb_threshold:", &l->rep_movsb_min, NULL, &l->cur_rep_movsb);
    l->has_rep_stosb = parse_line(text, "glibc.cpu.x86_rep_stosb_threshold:", &dummy, NULL, &l->cur_rep_stosb);
    l->has_nt = parse_line(text, "glibc.cpu.x86_non_temporal_threshold:", &l->nt_min, &l->nt_max, &l->cur_nt);
    l->has_memset_nt = parse_line(text, "glibc.cpu.x86_memset_non_temporal_threshold:", &dummy, NULL, NULL);
    if (l->has_nt && l->nt_min == 0x4040)
        l->nt_min = 0x4041; /* glibc accepts (0x4040, max] for this one */
    return (l->has_rep_movsb || l->has_rep_stosb || l->has_nt) ? 0 : -1;
}

static size_t append(char *buf, size_t len, size_t at, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
#include <stdarg.h>
static size_t append(char *buf, size_t len, size_t at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = vsnprintf(at < len ? buf + at : NULL, at < len ? len - at : 0, fmt, ap);
    va_end(ap);
    return at + (r > 0 ? (size_t)r : 0);
}

size_t mt_export_glibc(const struct mt_knobs *k, const struct mt_glibc_limits *l,
                       char *buf, size_t len, char *notes, size_t nlen)
{
    size_t at = 0, nat = 0;
    if (len)
        buf[0] = 0;
    if (nlen)
        notes[0] = 0;
    size_t nt = k->memcpy_nt_from;
    if (l->has_nt) {
        if (nt == SIZE_MAX || nt > l->nt_max) {
            nt = l->nt_max;
            nat = append(notes, nlen, nat, "non-temporal never wins: glibc threshold set to its maximum %#zx\n", nt);
        } else if (nt < l->nt_min) {
            nat = append(notes, nlen, nat, "non-temporal threshold %zu raised to glibc's minimum %zu\n", nt, l->nt_min);
            nt = l->nt_min;
        }
    }
    if (l->has_rep_movsb) {
        size_t m = k->memcpy_rep_movsb_from;
        if (m == SIZE_MAX || m >= nt) {
            /* glibc uses rep movsb in [threshold, non-temporal threshold):
             * a threshold at the NT threshold turns it off, as glibc does
             * itself on AMD. */
            m = nt;
            nat = append(notes, nlen, nat, "rep movsb never wins: its threshold is set to the non-temporal one, which disables it\n");
        } else if (m < l->rep_movsb_min) {
            nat = append(notes, nlen, nat, "rep movsb threshold %zu raised to glibc's minimum %zu (glibc's vector code covers smaller sizes)\n", m, l->rep_movsb_min);
            m = l->rep_movsb_min;
        }
        at = append(buf, len, at, "glibc.cpu.x86_rep_movsb_threshold=%zu", m);
    }
    if (l->has_rep_stosb) {
        size_t s = k->memset_rep_stosb_from;
        at = append(buf, len, at, "%sglibc.cpu.x86_rep_stosb_threshold=%zu", at ? ":" : "", s == SIZE_MAX ? (size_t)SIZE_MAX : (s ? s : 1));
    }
    if (l->has_nt)
        at = append(buf, len, at, "%sglibc.cpu.x86_non_temporal_threshold=%zu", at ? ":" : "", nt);
    if (l->has_memset_nt) {
        size_t s = k->memset_nt_from;
        if (s == SIZE_MAX || s > l->nt_max) s = l->nt_max;
        if (s < l->nt_min) s = l->nt_min;
        at = append(buf, len, at, "%sglibc.cpu.x86_memset_non_temporal_threshold=%zu", at ? ":" : "", s);
    } else {
        nat = append(notes, nlen, nat, "this glibc has no memset non-temporal tunable (added in 2.40); memset.nt_from not exported\n");
    }
    return at;
}

/* ---- checking an export ------------------------------------------------- */

static int cmp_size(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return (x > y) - (x < y);
}


size_t mt_off_grid(size_t v, size_t step, const size_t *avoid, size_t n)
{
    for (int moved = 1; moved;) {
        moved = 0;
        for (size_t j = 0; j < n; j++)
            if (avoid[j] == v) {
                v += step;
                moved = 1;
            }
    }
    return v;
}

size_t mt_check_sizes(const size_t (*moved)[2], size_t nmoved, size_t cap, const size_t *avoid, size_t navoid,
                      size_t *out, size_t max)
{
    size_t n = 0;
    double cand[8];
    for (size_t m = 0; m < nmoved; m++) {
        size_t a = moved[m][0] > cap ? cap : moved[m][0], b = moved[m][1] > cap ? cap : moved[m][1];
        if (a == b)
            continue;
        double lo = (double)(a < b ? a : b), hi = (double)(a < b ? b : a);
        int k = 0;
        cand[k++] = 0.75 * lo;
        cand[k++] = 1.3 * lo;
        if (hi > 3 * lo)
            cand[k++] = sqrt(lo * hi);
        if (0.75 * hi > 1.3 * lo)
            cand[k++] = 0.75 * hi;
        if (3 * hi <= (double)cap)
            cand[k++] = 3 * hi;
        for (int i = 0; i < k && n < max; i++) {
            size_t v = ((size_t)cand[i] + 7) / 8 * 8;
            if (v < 8)
                v = 8;
            out[n++] = mt_off_grid(v, 8, avoid, navoid);
        }
    }
    qsort(out, n, sizeof *out, cmp_size);
    size_t d = 0;
    for (size_t i = 0; i < n; i++)
        if (!d || out[i] != out[d - 1])
            out[d++] = out[i];
    return d;
}

int mt_check_verdict(const double *base, const double *tuned, int reps, double tol, double *ratio, double *lo,
                     double *hi)
{
    double r[64];
    int n = 0;
    *ratio = *lo = *hi = 0;
    for (int i = 0; i < reps && n < 64; i++) {
        if (!(base[i] > 0) || !(tuned[i] > 0))
            return MT_CHECK_SAME;
        r[n++] = base[i] / tuned[i];
    }
    if (!n)
        return MT_CHECK_SAME;
    *ratio = mt_bench_median(r, (size_t)n);
    *lo = r[0];
    *hi = r[n - 1];
    if (*ratio > 1 + tol && *lo > 1)
        return MT_CHECK_FASTER;
    if (*ratio < 1 - tol && *hi < 1)
        return MT_CHECK_SLOWER;
    return MT_CHECK_SAME;
}

const char *mt_check_verdict_name(int v)
{
    return v > 0 ? "faster" : v < 0 ? "slower" : "no difference";
}

static const char *const gcc_algs[] = {
    "libcall", "rep_byte", "rep_4byte", "rep_8byte", "byte_loop", "loop", "unrolled_loop", "vector_loop",
};

int mt_gcc_alg_valid(const char *alg)
{
    for (size_t i = 0; i < sizeof gcc_algs / sizeof gcc_algs[0]; i++)
        if (!strcmp(alg, gcc_algs[i]))
            return 1;
    return 0;
}

size_t mt_export_gcc_strategy(const size_t *sizes, const char *const *best, size_t n,
                              const char *tail, char *buf, size_t len)
{
    size_t at = 0;
    if (len)
        buf[0] = 0;
    for (size_t i = 0; i < n; i++) {
        if (i + 1 < n && !strcmp(best[i], best[i + 1]))
            continue; /* run continues */
        if (i + 1 == n && !strcmp(best[i], tail))
            break;    /* merges into the tail entry */
        at = append(buf, len, at, "%s%s:%zu:noalign", at ? "," : "", best[i], sizes[i]);
    }
    at = append(buf, len, at, "%s%s:-1:noalign", at ? "," : "", tail);
    return at;
}

double mt_gcc_segment(const double *ns, size_t stride, size_t nalgs, size_t n,
                      size_t max_entries, double penalty, size_t *choice)
{
    enum { MAXN = 64, MAXS = 8 };
    if (n == 0 || n > MAXN || nalgs == 0 || max_entries == 0)
        return -1;
    if (max_entries > MAXS)
        max_entries = MAXS;
    double best[MAXN];
    for (size_t i = 0; i < n; i++) {
        best[i] = ns[i];
        for (size_t a = 1; a < nalgs; a++)
            if (ns[a * stride + i] < best[i])
                best[i] = ns[a * stride + i];
        if (best[i] <= 0)
            best[i] = 1e-9;
    }
    /* dp[k][j]: least cost covering sizes [0, j) with k runs. */
    double dp[MAXS + 1][MAXN + 1];
    size_t from[MAXS + 1][MAXN + 1], alg[MAXS + 1][MAXN + 1];
    for (size_t k = 0; k <= max_entries; k++)
        for (size_t j = 0; j <= n; j++)
            dp[k][j] = 1e300;
    dp[0][0] = 0;
    for (size_t k = 1; k <= max_entries; k++)
        for (size_t j = 1; j <= n; j++)
            for (size_t i = 0; i < j; i++) {
                if (dp[k - 1][i] >= 1e300)
                    continue;
                for (size_t a = 0; a < nalgs; a++) {
                    double c = dp[k - 1][i] + penalty;
                    for (size_t t = i; t < j; t++)
                        c += ns[a * stride + t] / best[t];
                    if (c < dp[k][j]) {
                        dp[k][j] = c;
                        from[k][j] = i;
                        alg[k][j] = a;
                    }
                }
            }
    size_t kb = 1;
    for (size_t k = 2; k <= max_entries; k++)
        if (dp[k][n] < dp[kb][n])
            kb = k;
    double total = dp[kb][n];
    for (size_t j = n, k = kb; k > 0; k--) {
        size_t i = from[k][j];
        for (size_t t = i; t < j; t++)
            choice[t] = alg[k][j];
        j = i;
    }
    return total;
}

/* ---- aarch64 ------------------------------------------------------------- */

/* glibc's cpu_list (sysdeps/unix/sysv/linux/aarch64/cpu-features.c, 2.36:
 * the names `ld.so --list-tunables` accepts for glibc.cpu.name) and the
 * MIDR each stands for (implementer, part). */
static const struct { const char *name; unsigned impl, part; } glibc_cpus[] = {
    { "falkor", 0x51, 0xc00 },      { "thunderxt88", 0x43, 0x0a1 }, { "thunderx2t99", 0x43, 0x0af },
    { "thunderx2t99p1", 0x42, 0x516 }, { "phecda", 0x68, 0x000 },  { "ares", 0x41, 0xd0c },
    { "emag", 0x50, 0x000 },        { "kunpeng920", 0x48, 0xd01 },  { "a64fx", 0x46, 0x001 },
};

const char *mt_glibc_aarch64_cpu_name(uint64_t midr)
{
    unsigned impl = (unsigned)(midr >> 24) & 0xff, part = (unsigned)(midr >> 4) & 0xfff;
    for (size_t i = 0; i < sizeof glibc_cpus / sizeof glibc_cpus[0]; i++)
        if (glibc_cpus[i].impl == impl && glibc_cpus[i].part == part)
            return glibc_cpus[i].name;
    return NULL;
}

size_t mt_export_glibc_aarch64(uint64_t midr, char *buf, size_t len, char *notes, size_t nlen)
{
    if (len)
        buf[0] = 0;
    size_t nat = 0;
    if (nlen)
        notes[0] = 0;
    const char *n = mt_glibc_aarch64_cpu_name(midr);
    nat = append(notes, nlen, nat,
                 "glibc has no size thresholds for its aarch64 string functions (glibc.cpu.x86_* are "
                 "x86-only): nothing measured here maps to a glibc tunable\n");
    nat = append(notes, nlen, nat,
                 "glibc.cpu.name only tells glibc's ifunc resolvers which CPU to assume (falkor, thunderxt88, "
                 "thunderx2t99, thunderx2t99p1, phecda, ares, emag, kunpeng920, a64fx, generic in 2.36); "
                 "SVE and MOPS variants follow HWCAP regardless\n");
    if (n)
        nat = append(notes, nlen, nat, "this CPU's MIDR is glibc's \"%s\": glibc already picks its variants\n", n);
    else
        nat = append(notes, nlen, nat, "this CPU's MIDR (%#llx) is none of glibc's names: glibc uses its generic "
                     "(or SVE/MOPS) variants\n", (unsigned long long)midr);
    return 0;
}

/* GCC's -mcpu names for the cores of src/cpu/aarch64.c's table (GCC 12
 * knows all of these but neoverse-v2/-v3/-n3, which need GCC 13/14). */
static const struct { unsigned impl, part; const char *name; } gcc_cpus[] = {
    { 0x41, 0xd03, "cortex-a53" }, { 0x41, 0xd04, "cortex-a35" }, { 0x41, 0xd05, "cortex-a55" },
    { 0x41, 0xd07, "cortex-a57" }, { 0x41, 0xd08, "cortex-a72" }, { 0x41, 0xd09, "cortex-a73" },
    { 0x41, 0xd0a, "cortex-a75" }, { 0x41, 0xd0b, "cortex-a76" }, { 0x41, 0xd0c, "neoverse-n1" },
    { 0x41, 0xd0d, "cortex-a77" }, { 0x41, 0xd40, "neoverse-v1" }, { 0x41, 0xd41, "cortex-a78" },
    { 0x41, 0xd44, "cortex-x1" },  { 0x41, 0xd46, "cortex-a510" }, { 0x41, 0xd47, "cortex-a710" },
    { 0x41, 0xd48, "cortex-x2" },  { 0x41, 0xd49, "neoverse-n2" }, { 0x41, 0xd4f, "neoverse-v2" },
    { 0x41, 0xd84, "neoverse-v3" }, { 0x41, 0xd8e, "neoverse-n3" },
    { 0x43, 0x0a1, "thunderx" },   { 0x43, 0x0af, "thunderx2t99" }, { 0x42, 0x516, "thunderx2t99" },
    { 0x46, 0x001, "a64fx" },      { 0x48, 0xd01, "tsv110" },      { 0x50, 0x000, "emag" },
    { 0xc0, 0xac3, "ampere1" },
};

size_t mt_export_gcc_aarch64(uint64_t midr, uint64_t features, const struct mt_knobs *k, char *buf, size_t len,
                             char *notes, size_t nlen)
{
    size_t at = 0, nat = 0;
    if (len)
        buf[0] = 0;
    if (nlen)
        notes[0] = 0;
    unsigned impl = (unsigned)(midr >> 24) & 0xff, part = (unsigned)(midr >> 4) & 0xfff;
    const char *cpu = NULL;
    for (size_t i = 0; i < sizeof gcc_cpus / sizeof gcc_cpus[0]; i++)
        if (gcc_cpus[i].impl == impl && gcc_cpus[i].part == part)
            cpu = gcc_cpus[i].name;
    if (cpu)
        at = append(buf, len, at, "-mcpu=%s", cpu);
    else
        nat = append(notes, nlen, nat, "MIDR %#llx is not in memtune's table of GCC -mcpu names: "
                     "-mcpu=native asks GCC to read it\n", (unsigned long long)midr);
    if (features & MT_CPU_MOPS) {
        /* GCC 12: constant-size copies "above which" (memcpy, memmove) and
         * "from which" (memset) the MOPS sequence is used inline; the
         * memtune knobs are "from which". */
        size_t c = k->memcpy_mops_from, m = k->memmove_mops_from, s = k->memset_mops_from;
        at = append(buf, len, at, "%s-march=armv8.8-a", at ? " " : "");
        if (c != SIZE_MAX)
            at = append(buf, len, at, " --param=aarch64-mops-memcpy-size-threshold=%zu", c ? c - 1 : 0);
        if (m != SIZE_MAX)
            at = append(buf, len, at, " --param=aarch64-mops-memmove-size-threshold=%zu", m ? m - 1 : 0);
        if (s != SIZE_MAX)
            at = append(buf, len, at, " --param=aarch64-mops-memset-size-threshold=%zu", s);
        nat = append(notes, nlen, nat, "the aarch64-mops-* params (GCC 12+) are the only GCC aarch64 knobs for "
                     "inline memcpy/memmove/memset: with +mops, sizes above them become cpyf*/cpy*/set* "
                     "(GCC's defaults: 256, 0, 256)\n");
    } else {
        nat = append(notes, nlen, nat, "this CPU has no FEAT_MOPS: GCC's aarch64-mops-* params do not apply, and "
                     "without them GCC aarch64 has no knob for inline memcpy/memset expansion (it follows "
                     "the -mcpu/-mtune cost tables)\n");
    }
    nat = append(notes, nlen, nat, "-mmemcpy-strategy=/-mmemset-strategy= exist only for x86 (gcc/config/i386); "
                 "arm64 kernel builds have no KBUILD string-strategy flags\n");
    return at;
}

/* ---- ppc64le --------------------------------------------------------------- */

static void fmt_bp(char *out, size_t len, size_t v)
{
    if (v == SIZE_MAX)
        snprintf(out, len, "never");
    else if (v == 0)
        snprintf(out, len, "not measured");
    else
        snprintf(out, len, "%zu", v);
}

/* Facts, from the sources (2026-11): glibc 2.36's ld.so --list-tunables on
 * ppc64le lists glibc.cpu.hwcap_mask and glibc.cpu.cached_memopt
 * (sysdeps/powerpc/dl-tunables.list; cached_memopt=1 makes the memcpy ifunc
 * pick __memcpy_power8_cached on ISA 2.07); later glibc adds a
 * glibc.cpu.hwcaps callback in sysdeps/powerpc/cpu-features.c that masks
 * AT_HWCAP/AT_HWCAP2 bits by name before the ifuncs select. GCC 12's rs6000
 * options (gcc --help=target): -mblock-move-inline-limit= (64),
 * -mblock-compare-inline-limit= (63), -mblock-compare-inline-loop-limit=,
 * -mstring-compare-inline-limit= (64), -mblock-ops-unaligned-vsx,
 * -mblock-ops-vector-pair. The kernel's breakpoint: "cmpldi cr1,r5,4096"
 * in arch/powerpc/lib/copyuser_power7.S (a66086b8197d). */
size_t mt_export_ppc64(size_t vsx_live, size_t vsx_not_live, char *buf, size_t len)
{
    char live[24], cold[24];
    fmt_bp(live, sizeof live, vsx_live);
    fmt_bp(cold, sizeof cold, vsx_not_live);
    int n = snprintf(buf, len,
        "glibc: no GLIBC_TUNABLES line: glibc on POWER has no size threshold for memcpy/memmove/memset "
        "(their VSX breakpoints are constants in __memcpy_power7/__memcpy_power10); its CPU tunables there are "
        "glibc.cpu.hwcap_mask, glibc.cpu.cached_memopt=1 (selects __memcpy_power8_cached on POWER8 and later) and, "
        "in releases after 2.36, glibc.cpu.hwcaps=-arch_3_1,... (hides HWCAP bits from the ifunc selection)\n"
        "gcc: no per-size strategy string like x86's -mmemcpy-strategy=; -mblock-move-inline-limit=N bounds the "
        "constant-size copies GCC expands inline (default 64; -mblock-ops-unaligned-vsx / -mblock-ops-vector-pair "
        "pick the registers), -mblock-compare-inline-limit= and -mstring-compare-inline-limit= the compares; no "
        "memset limit. calibrate times no inline expansions on ppc64, so no value is proposed\n"
        "kernel: the VMX breakpoint of copy_tofrom_user is a constant in arch/powerpc/lib/copyuser_power7.S "
        "(4096 since a66086b8197d, seed 004), with no Kconfig option or boot parameter; the measured breakpoint "
        "(user space: %s with the vector state live, %s not live) would be a patch to it, and the kernel's own "
        "conditions differ (it saves the user's vector state first)\n",
        live, cold);
    return n < 0 ? 0 : (size_t)n;
}
