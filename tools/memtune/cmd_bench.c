/* memtune bench: measure implementations of one primitive side by side.
 * The measurement core is tools/memtune/bench/ (bench.h explains the
 * method); this file is option parsing, the sweep and the output files. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tool.h"
#include "bench/bench.h"
#include "bench/timer.h"
#include "memtune.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: memtune bench OP [options]    OP: memcpy memmove memset memcmp bcmp\n"
        "       memtune bench names ...       name_eq (see memtune bench names --help)\n"
        "       memtune bench edges ...       NULL with n = 0 and page ends (see --help)\n"
        "       memtune bench suite ...       every op on every shipped distribution, mt vs libc\n"
        "       memtune bench macro ...       real programs with glibc vs with memtune's drop-in\n"
        "\n"
        "What to run\n"
        "  --impl LIST        comma list: strategy names (memtune list), mt (or mt_OP, the\n"
        "                     dispatching entry), libc (this process's libc), copy_safe (memcpy:\n"
        "                     mt_copy_safe), path/lib.so:symbol (dlopen), all, default\n"
        "                     (default: every runnable strategy but the byte loop and nt, mt, libc)\n"
        "  --baseline IMPL    ratios against this one (default libc when listed)\n"
        "Dimensions (lists: 8,16,32  ranges: 1..128  1..4K:64  64..1M*2  64..64K/4 per doubling)\n"
        "  --sizes LIST       bytes per call (default 8..64K*2); --size N for one\n"
        "  --dist FILE        size distribution: fleetbench x:p (3 lines), LLVM one-line, or\n"
        "                     SPEC CSV size,count,probability; implies --pattern random\n"
        "                     or a memtune-seq/1 call sequence (memtune trace writes them)\n"
        "  --order O          with --dist: shuffled (2^20 calls before the sizes repeat;\n"
        "                     default), cycle (one cycle of 8192 sizes repeated: a branch\n"
        "                     predictor learns it), trace (a memtune-seq file as called);\n"
        "                     in cycle and trace order every implementation with size\n"
        "                     branches slows the others (they share the predictor): compare\n"
        "                     few at a time (bench suite compares mt with libc alone)\n"
        "  --align-dist FILE  SPEC align,count,probability table for src and dst (with --dist);\n"
        "  --src-align-dist FILE, --dst-align-dist FILE   one role each\n"
        "  --src-align LIST   byte offset of src from a 64-byte boundary, 0..4095 (default 0)\n"
        "  --dst-align LIST   same for dst (default 0)\n"
        "  --aliasing LIST    (dst - src) %% 4096, 0..4095; A..B without a step: every value up\n"
        "                     to 128, then every 32 (replaces --dst-align)\n"
        "  --overlap D        memmove: dst = src + D (negative: dst below src)\n"
        "  --value B          memset: the byte stored, 0..255 (default 0xa5; 0 takes zeroing\n"
        "                     paths such as aarch64's DC ZVA)\n"
        "  --diff-pos LIST    memcmp/bcmp: index of the first difference, none (equal: the\n"
        "                     whole length is compared, as the distributions' sizes mean),\n"
        "                     random (40%% equal, else uniform; each call placed before one of\n"
        "                     the markers where b differs from a), or\n"
        "                     trace (each call's from a --dist Memcmp.seq that memtune trace\n"
        "                     wrote with first differences; shuffled and cycle draw the\n"
        "                     traced (size, difference) pairs)\n"
        "  --cache LIST       L1, L2, LLC, DRAM: rotate through a buffer set sized from CPUID\n"
        "  --dst-cache C      memcpy/memmove: dst alone in state C (L1, L2, LLC, DRAM), a new\n"
        "                     place each call at the same (dst - src) %% 4096; src keeps\n"
        "                     --cache's (a hot buffer copied to a destination not in L1)\n"
        "  --pattern P        fixed (one size, one place), offsets (one size, places vary),\n"
        "                     random (sizes from (n/2, n] and places vary)\n"
        "  --mode M           throughput (a loop of calls; default), latency (each call fenced,\n"
        "                     empty-call overhead subtracted), latency-cold (latency, with a\n"
        "                     512 KiB code footprint run between calls: i-cache and BTB cold),\n"
        "                     use (throughput, and the caller uses the bytes: loads dst's first\n"
        "                     byte after a copy or memset, rewrites the first 8 bytes of a\n"
        "                     before a compare) or use-chain (use, and the next call's\n"
        "                     addresses depend on what was loaded or compared)\n"
        "Statistics\n"
        "  --target PCT       stop when every 95%% CI half-width is below PCT of the median (1%%)\n"
        "  --time SEC         time budget per configuration, all passes together (0.3)\n"
        "  --passes N         sweep the configurations N times and pool the samples, so a\n"
        "                     transient disturbance hits one pass only (5)\n"
        "  --min-samples N    rounds before the first stop test (16); --max-samples N (100000)\n"
        "  --batch-us US      target batch duration (20)\n"
        "  --seed N           argument arrays (1)\n"
        "  --cpu N            pin to CPU N (default: the last allowed CPU); --no-pin\n"
        "Output\n"
        "  --csv FILE, --json FILE (schema: docs/bench-json.md), --quiet (no table)\n");
}

struct opts {
    const char *impl, *baseline, *sizes, *dist, *align_dist, *src_align_dist, *dst_align_dist;
    const char *src_align, *dst_align, *aliasing, *diff_pos, *cache, *dst_cache, *csv, *json;
    long overlap;
    bool have_overlap;
    int pattern, mode, order;
    double target, time, batch_us;
    long min_samples, max_samples, passes;
    unsigned long long seed;
    long value;
    int cpu;
    bool no_pin, quiet;
};

static int parse_double(const char *opt, const char *v, double lo, double hi, double *out)
{
    char *e;
    errno = 0;
    double d = strtod(v, &e);
    if (e == v || errno || d < lo || d > hi || (*e && strcmp(e, "%")))
        return mt_tool_error("bench: bad value '%s' for %s", v, opt);
    *out = *e == '%' ? d / 100 : d;
    return 0;
}

static int parse_long(const char *opt, const char *v, long lo, long hi, long *out)
{
    char *e;
    errno = 0;
    long d = strtol(v, &e, 0);
    if (e == v || *e || errno || d < lo || d > hi)
        return mt_tool_error("bench: bad value '%s' for %s (expected %ld..%ld)", v, opt, lo, hi);
    *out = d;
    return 0;
}

/* True if path can be created or overwritten (errno set otherwise). */
static bool writable(const char *path)
{
    if (access(path, F_OK) == 0)
        return access(path, W_OK) == 0;
    char dir[1024];
    const char *sl = strrchr(path, '/');
    if (!sl)
        snprintf(dir, sizeof dir, ".");
    else if (sl == path)
        snprintf(dir, sizeof dir, "/");
    else
        snprintf(dir, sizeof dir, "%.*s", (int)(sl - path), path);
    return access(dir, W_OK) == 0;
}

struct progress {
    enum mt_op op;
    bool tty;
    uint64_t t0, last;
    bool shown;
};

/* One line on stderr, only on a TTY and only once the run is past 2 s. */
static void show_progress(size_t done, size_t total, void *user)
{
    struct progress *p = user;
    if (!p->tty || done >= total)
        return;
    uint64_t now = mt_clock_ns();
    double el = (double)(now - p->t0) * 1e-9;
    if (el < 2 || now - p->last < 200000000)
        return;
    fprintf(stderr, "\rbench %s: %zu/%zu measurements, %.0f s, about %.0f s left ", mt_op_name(p->op), done, total,
            el, el / (double)done * (double)(total - done));
    p->last = now;
    p->shown = true;
}

static int parse_diff(const char *spec, size_t **out, size_t *n, char *err, size_t errlen)
{
    /* numbers and ranges, plus the words none, random and trace */
    char buf[512], rest[512];
    size_t k = 0, nwords = 0;
    size_t words[3];
    if (strlen(spec) >= sizeof buf) {
        snprintf(err, errlen, "list too long");
        return -1;
    }
    snprintf(buf, sizeof buf, "%s", spec);
    rest[0] = 0;
    for (char *t = strtok(buf, ","); t; t = strtok(NULL, ",")) {
        if (!strcmp(t, "none") || !strcmp(t, "random") || !strcmp(t, "trace")) {
            if (nwords < 3)
                words[nwords++] = t[0] == 'n' ? MT_BENCH_DIFF_NONE : t[0] == 'r' ? MT_BENCH_DIFF_RANDOM
                                                                   : MT_BENCH_DIFF_TRACE;
            continue;
        }
        k += (size_t)snprintf(rest + k, sizeof rest - k, "%s%s", k ? "," : "", t);
    }
    size_t *v = NULL, m = 0;
    if (k && mt_bench_parse_values(rest, 1u << 28, MT_BENCH_RANGE_DENSE, &v, &m, err, errlen) != 0)
        return -1;
    if (!k && !nwords) {
        snprintf(err, errlen, "empty list");
        return -1;
    }
    size_t *all = realloc(v, (m + nwords + 1) * sizeof *all);
    if (!all) {
        free(v);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (size_t i = 0; i < nwords; i++)
        all[m++] = words[i];
    *out = all;
    *n = m;
    return 0;
}
/* The defaults --help states. */
static void opts_init(struct opts *o)
{
    memset(o, 0, sizeof *o);
    struct mt_bench_run d; /* the bench core's defaults */
    mt_bench_run_init(&d, MT_OP_MEMCPY);
    o->pattern = -1;
    o->mode = d.mode;
    o->target = d.target;
    o->time = d.max_seconds;
    o->batch_us = d.batch_us;
    o->min_samples = d.min_samples;
    o->max_samples = d.max_samples;
    o->passes = d.passes;
    o->seed = d.seed;
    o->value = -1;
    o->cpu = -1;
}

/* The options that take a name, a file or a list: 0, 2 after a one-line
 * error, 1 if name is not one of them. */
static int set_word_option(struct opts *o, const char *name, const char *v)
{
    if (!strcmp(name, "--impl")) o->impl = v;
    else if (!strcmp(name, "--baseline")) o->baseline = v;
    else if (!strcmp(name, "--sizes") || !strcmp(name, "--size")) o->sizes = v;
    else if (!strcmp(name, "--dist")) o->dist = v;
    else if (!strcmp(name, "--order")) {
        if ((o->order = mt_bench_order_from_name(v)) < 0)
            return mt_tool_error("bench: --order is shuffled, cycle or trace, not '%s'", v);
    }
    else if (!strcmp(name, "--align-dist")) o->align_dist = v;
    else if (!strcmp(name, "--src-align-dist")) o->src_align_dist = v;
    else if (!strcmp(name, "--dst-align-dist")) o->dst_align_dist = v;
    else if (!strcmp(name, "--src-align")) o->src_align = v;
    else if (!strcmp(name, "--dst-align")) o->dst_align = v;
    else if (!strcmp(name, "--aliasing")) o->aliasing = v;
    else if (!strcmp(name, "--diff-pos")) o->diff_pos = v;
    else if (!strcmp(name, "--cache")) o->cache = v;
    else if (!strcmp(name, "--dst-cache")) o->dst_cache = v;
    else if (!strcmp(name, "--csv")) o->csv = v;
    else if (!strcmp(name, "--json")) o->json = v;
    else if (!strcmp(name, "--pattern")) {
        if (!strcmp(v, "fixed")) o->pattern = MT_BENCH_FIXED;
        else if (!strcmp(v, "offsets")) o->pattern = MT_BENCH_OFFSETS;
        else if (!strcmp(v, "random")) o->pattern = MT_BENCH_RANDOM;
        else return mt_tool_error("bench: --pattern is fixed, offsets or random, not '%s'", v);
    } else if (!strcmp(name, "--mode")) {
        if (!strcmp(v, "throughput")) o->mode = MT_BENCH_THROUGHPUT;
        else if (!strcmp(v, "latency")) o->mode = MT_BENCH_LATENCY;
        else if (!strcmp(v, "use")) o->mode = MT_BENCH_USE;
        else if (!strcmp(v, "use-chain")) o->mode = MT_BENCH_USE_CHAIN;
        else if (!strcmp(v, "latency-cold")) {
            if (!mt_bench_cold_supported())
                return mt_tool_error("bench: --mode latency-cold is not built for this architecture");
            o->mode = MT_BENCH_LATENCY_COLD;
        }
        else return mt_tool_error("bench: --mode is throughput, latency, latency-cold, use or use-chain, not '%s'", v);
    } else
        return 1;
    return 0;
}

/* The options that take a number: 0, 2 after a one-line error, 1 if name
 * is not one of them. */
static int set_number_option(struct opts *o, const char *name, const char *v)
{
    long l = 0;
    if (!strcmp(name, "--overlap")) {
        if (parse_long(name, v, -(1l << 28), 1l << 28, &o->overlap))
            return 2;
        o->have_overlap = true;
    } else if (!strcmp(name, "--target")) {
        if (parse_double(name, v, 0, 100, &o->target))
            return 2;
        if (!strchr(v, '%') && o->target >= 1) /* "1" means 1% */
            o->target /= 100;
    } else if (!strcmp(name, "--time")) {
        return parse_double(name, v, 0.001, 3600, &o->time) ? 2 : 0;
    } else if (!strcmp(name, "--batch-us")) {
        return parse_double(name, v, 0.1, 100000, &o->batch_us) ? 2 : 0;
    } else if (!strcmp(name, "--passes")) {
        return parse_long(name, v, 1, 64, &o->passes) ? 2 : 0;
    } else if (!strcmp(name, "--min-samples")) {
        return parse_long(name, v, 3, 1000000, &o->min_samples) ? 2 : 0;
    } else if (!strcmp(name, "--max-samples")) {
        return parse_long(name, v, 5, 10000000, &o->max_samples) ? 2 : 0;
    } else if (!strcmp(name, "--seed")) {
        if (parse_long(name, v, 0, 0x7fffffffffffffffl, &l))
            return 2;
        o->seed = (unsigned long long)l;
    } else if (!strcmp(name, "--value")) {
        return parse_long(name, v, 0, 255, &o->value) ? 2 : 0;
    } else if (!strcmp(name, "--cpu")) {
        if (parse_long(name, v, 0, 1 << 20, &l))
            return 2;
        o->cpu = (int)l;
    } else
        return 1;
    return 0;
}

/* argv[2..] into o: 0, 2 after a one-line error, -1 after --help. */
static int parse_args(int argc, char **argv, struct opts *o)
{
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return -1;
        }
        if (!strcmp(a, "--no-pin")) {
            o->no_pin = true;
            continue;
        }
        if (!strcmp(a, "--quiet") || !strcmp(a, "-q")) {
            o->quiet = true;
            continue;
        }
        if (strncmp(a, "--", 2))
            return mt_tool_error("bench: unexpected argument '%s' (memtune bench --help)", a);
        const char *eq = strchr(a, '=');
        char name[40];
        const char *v;
        if (eq) {
            snprintf(name, sizeof name, "%.*s", (int)(eq - a), a);
            v = eq + 1;
        } else {
            snprintf(name, sizeof name, "%s", a);
            if (i + 1 >= argc)
                return mt_tool_error("bench: %s needs a value", a);
            v = argv[++i];
        }
        int r = set_word_option(o, name, v);
        if (r == 1)
            r = set_number_option(o, name, v);
        if (r == 1)
            return mt_tool_error("bench: unknown option '%s' (memtune bench --help)", name);
        if (r)
            return r;
    }
    return 0;
}

/* Combinations that make no sense: say so instead of guessing (0 or 2). */
static int check_opts(enum mt_op op, const struct opts *o)
{
    if (o->min_samples > o->max_samples)
        return mt_tool_error("bench: --min-samples is above --max-samples");
    if (o->value >= 0 && op != MT_OP_MEMSET)
        return mt_tool_error("bench: --value is the byte memset stores; it is for memset");
    if (o->dist && o->sizes)
        return mt_tool_error("bench: --dist and --sizes exclude each other");
    if (o->dist && o->pattern >= 0 && o->pattern != MT_BENCH_RANDOM)
        return mt_tool_error("bench: --dist draws sizes per call; --pattern %s does not apply",
                             o->pattern == MT_BENCH_FIXED ? "fixed" : "offsets");
    if (o->mode == MT_BENCH_LATENCY_COLD && o->dist)
        return mt_tool_error("bench: --mode latency-cold times fixed or random sizes (--sizes); a --dist sample is "
                             "16384 calls, each with a 512 KiB code footprint");
    if (o->order && !o->dist)
        return mt_tool_error("bench: --order is the replay order of a --dist file");
    if ((o->align_dist || o->src_align_dist || o->dst_align_dist) && !o->dist)
        return mt_tool_error("bench: alignment tables need --dist");
    if (o->align_dist && (o->src_align_dist || o->dst_align_dist))
        return mt_tool_error("bench: --align-dist sets both roles; drop --src-align-dist/--dst-align-dist");
    if (o->aliasing && o->dst_align)
        return mt_tool_error("bench: --aliasing places dst relative to src; drop --dst-align");
    if (op == MT_OP_MEMSET && (o->aliasing || o->src_align))
        return mt_tool_error("bench: memset has no src: use --dst-align");
    if (o->diff_pos && op != MT_OP_MEMCMP && op != MT_OP_BCMP)
        return mt_tool_error("bench: --diff-pos is for memcmp and bcmp");
    if (o->have_overlap && op != MT_OP_MEMMOVE)
        return mt_tool_error("bench: --overlap is for memmove");
    if (o->have_overlap && o->aliasing)
        return mt_tool_error("bench: --overlap fixes dst - src; drop --aliasing");
    if (o->dst_cache && op != MT_OP_MEMCPY && op != MT_OP_MEMMOVE)
        return mt_tool_error("bench: --dst-cache is for memcpy and memmove (memset: --cache)");
    if (o->dst_cache && o->have_overlap)
        return mt_tool_error("bench: --overlap keeps dst next to src; drop --dst-cache");
    if (o->dst_cache && mt_bench_cache_from_name(o->dst_cache) < 0)
        return mt_tool_error("bench: --dst-cache: unknown level '%s' (one of L1, L2, LLC, DRAM)", o->dst_cache);
    return 0;
}

/* What the options name, parsed and loaded. */
struct inputs {
    size_t *sizes, nsizes, *sal, nsal, *dal, ndal, *ali, nali, *dif, ndif;
    int caches[4], ncache;
    struct mt_bench_dist dist, ad_src, ad_dst;
    struct mt_bench_impl *impls;
    size_t nimpl;
};

static void inputs_free(struct inputs *in)
{
    mt_bench_impl_list_free(in->impls, in->nimpl);
    mt_bench_dist_free(&in->dist);
    mt_bench_dist_free(&in->ad_src);
    mt_bench_dist_free(&in->ad_dst);
    free(in->sizes);
    free(in->sal);
    free(in->dal);
    free(in->ali);
    free(in->dif);
}

/* --sizes, --src-align, --dst-align, --aliasing, --diff-pos (0 or 2). */
static int parse_lists(const struct opts *o, struct inputs *in)
{
    char err[512];
    if (!o->dist && mt_bench_parse_values(o->sizes ? o->sizes : "8..64K*2", 256u << 20, MT_BENCH_RANGE_SIZES,
                                          &in->sizes, &in->nsizes, err, sizeof err))
        return mt_tool_error("bench: --sizes: %s", err);
    if (mt_bench_parse_values(o->src_align ? o->src_align : "0", 4095, MT_BENCH_RANGE_DENSE, &in->sal, &in->nsal,
                              err, sizeof err))
        return mt_tool_error("bench: --src-align: %s", err);
    if (mt_bench_parse_values(o->dst_align ? o->dst_align : "0", 4095, MT_BENCH_RANGE_DENSE, &in->dal, &in->ndal,
                              err, sizeof err))
        return mt_tool_error("bench: --dst-align: %s", err);
    if (o->aliasing &&
        mt_bench_parse_values(o->aliasing, 4095, MT_BENCH_RANGE_ALIASING, &in->ali, &in->nali, err, sizeof err))
        return mt_tool_error("bench: --aliasing: %s", err);
    if (o->diff_pos && parse_diff(o->diff_pos, &in->dif, &in->ndif, err, sizeof err))
        return mt_tool_error("bench: --diff-pos: %s", err);
    return 0;
}

/* --cache: the levels in order, duplicates dropped (0 or 2). */
static int parse_caches(const struct opts *o, struct inputs *in)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%s", o->cache ? o->cache : "L1");
    for (char *t = strtok(buf, ","); t; t = strtok(NULL, ",")) {
        int c = mt_bench_cache_from_name(t);
        if (c < 0)
            return mt_tool_error("bench: --cache: unknown level '%s' (L1, L2, LLC, DRAM)", t);
        bool dup = false;
        for (int j = 0; j < in->ncache; j++)
            dup |= in->caches[j] == c;
        if (!dup && in->ncache < 4)
            in->caches[in->ncache++] = c;
    }
    if (!in->ncache)
        return mt_tool_error("bench: --cache: empty list");
    return 0;
}

/* An --align-dist table for one role (0 or 2). */
static int load_align_dist(const char *path, struct mt_bench_dist *d)
{
    char err[512];
    if (mt_bench_dist_load(path, d, err, sizeof err))
        return mt_tool_error("bench: %s", err);
    if (d->format != MT_DIST_SPEC_ALIGN)
        return mt_tool_error("bench: %s is not an align,count,probability table", path);
    return 0;
}

/* --dist and its alignment tables; the size list becomes one entry (0 or 2). */
static int load_dists(const struct opts *o, struct inputs *in)
{
    char err[512];
    if (mt_bench_dist_load(o->dist, &in->dist, err, sizeof err))
        return mt_tool_error("bench: %s", err);
    if (in->dist.format == MT_DIST_SPEC_ALIGN)
        return mt_tool_error("bench: %s is an alignment table; give it with --align-dist", o->dist);
    if (o->order == MT_BENCH_ORDER_TRACE && !in->dist.seq)
        return mt_tool_error("bench: --order trace needs a sequence file (memtune-seq/1, written by memtune trace); "
                             "%s is a distribution", o->dist);
    const char *sa = o->align_dist ? o->align_dist : o->src_align_dist;
    const char *da = o->align_dist ? o->align_dist : o->dst_align_dist;
    if (sa && load_align_dist(sa, &in->ad_src))
        return 2;
    if (da && load_align_dist(da, &in->ad_dst))
        return 2;
    in->nsizes = 1;
    in->sizes = calloc(1, sizeof *in->sizes);
    if (!in->sizes)
        return mt_tool_error("bench: out of memory");
    return 0;
}

/* Everything the options name, in the order the errors are reported (0 or 2). */
static int load_inputs(enum mt_op op, const struct opts *o, struct inputs *in)
{
    char err[512];
    if (parse_lists(o, in) || parse_caches(o, in) || (o->dist && load_dists(o, in)))
        return 2;
    for (size_t i = 0; i < in->ndif; i++)
        if (in->dif[i] == MT_BENCH_DIFF_TRACE && !(o->dist && in->dist.seqdiff))
            return mt_tool_error("bench: --diff-pos trace needs a --dist sequence with first differences (a "
                                 "Memcmp.seq or Bcmp.seq from memtune trace)%s%s%s",
                                 o->dist ? "; " : "", o->dist ? o->dist : "", o->dist ? " has none" : "");
    if (mt_bench_impl_list_parse(op, o->impl ? o->impl : "default", &in->impls, &in->nimpl, err, sizeof err))
        return mt_tool_error("bench: --impl: %s", err);
    return 0;
}

/* The run description from the options; --baseline must name a listed
 * implementation, else libc is the baseline when listed (0 or 2). */
static int setup_run(struct mt_bench_run *run, enum mt_op op, const struct opts *o, struct inputs *in)
{
    mt_bench_run_init(run, op);
    run->impls = in->impls;
    run->nimpl = in->nimpl;
    run->mode = (enum mt_bench_mode)o->mode;
    run->pattern = o->dist ? MT_BENCH_RANDOM : o->pattern >= 0 ? (enum mt_bench_pattern)o->pattern : MT_BENCH_FIXED;
    run->dist = o->dist ? &in->dist : NULL;
    run->src_align_dist = in->ad_src.n ? &in->ad_src : NULL;
    run->dst_align_dist = in->ad_dst.n ? &in->ad_dst : NULL;
    run->explicit_align = o->src_align || o->dst_align || o->aliasing;
    run->dst_cache = o->dst_cache ? mt_bench_cache_from_name(o->dst_cache) : -1;
    run->order = (enum mt_bench_order)o->order;
    run->target = o->target;
    run->max_seconds = o->time;
    run->min_samples = (unsigned)o->min_samples;
    run->max_samples = (unsigned)o->max_samples;
    run->batch_us = o->batch_us;
    run->seed = o->seed;
    if (o->value >= 0)
        run->set_value = (int)o->value;
    run->passes = (unsigned)o->passes;
    if (o->baseline) {
        for (size_t k = 0; k < in->nimpl && run->baseline == (size_t)-1; k++)
            if (!strcmp(in->impls[k].name, o->baseline) || !strcmp(in->impls[k].label, o->baseline))
                run->baseline = k;
        if (run->baseline == (size_t)-1)
            return mt_tool_error("bench: --baseline '%s' is not in --impl", o->baseline);
    } else if (in->nimpl > 1) {
        for (size_t k = 0; k < in->nimpl; k++)
            if (in->impls[k].kind == MT_BENCH_IMPL_LIBC)
                run->baseline = k;
    }
    return 0;
}

/* The configurations, their points and results. */
struct sweep {
    struct mt_bench_config *cfg;
    struct mt_bench_point *pts;
    struct mt_bench_result *res;
    size_t ncfg;
};

static void sweep_free(struct sweep *s)
{
    free(s->cfg);
    free(s->pts);
    free(s->res);
}

/* The sweep: cache x size x src_align x (dst_align | aliasing) x diff (0 or 2). */
static int build_configs(const struct opts *o, const struct inputs *in, struct sweep *sw)
{
    size_t nd = in->nali ? in->nali : in->ndal, nf = in->ndif ? in->ndif : 1;
    double total = (double)in->ncache * (double)in->nsizes * (double)in->nsal * (double)nd * (double)nf;
    if (total > 200000)
        return mt_tool_error("bench: %.0f configurations is too many (at most 200000)", total);
    sw->ncfg = (size_t)total;
    sw->cfg = calloc(sw->ncfg, sizeof *sw->cfg);
    sw->pts = calloc(sw->ncfg, sizeof *sw->pts);
    sw->res = calloc(sw->ncfg * in->nimpl, sizeof *sw->res);
    if (!sw->cfg || !sw->pts || !sw->res)
        return mt_tool_error("bench: out of memory");
    size_t i = 0;
    for (int c = 0; c < in->ncache; c++)
        for (size_t s = 0; s < in->nsizes; s++)
            for (size_t a = 0; a < in->nsal; a++)
                for (size_t d = 0; d < nd; d++)
                    for (size_t x = 0; x < nf; x++) {
                        struct mt_bench_config *C = &sw->cfg[i++];
                        mt_bench_config_init(C, in->sizes[s]);
                        C->cache = (enum mt_bench_cache)in->caches[c];
                        C->src_align = (unsigned)in->sal[a];
                        if (in->nali)
                            C->aliasing = (int)in->ali[d];
                        else
                            C->dst_align = (unsigned)in->dal[d];
                        if (in->ndif)
                            C->diff_pos = in->dif[x];
                        C->overlap = o->overlap;
                    }
    return 0;
}

/* Pins, checks the output files can be written, runs the sweep: 0, 2 if
 * it could not start, 1 if the measurement failed. */
static int measure(enum mt_op op, const struct opts *o, const struct mt_bench_run *run, struct sweep *sw)
{
    char err[512];
    if (!o->no_pin) {
        int chosen;
        if (mt_bench_pin(o->cpu, &chosen, err, sizeof err))
            return mt_tool_error("bench: %s", err);
    }
    const char *fw = mt_bench_freq_warning();
    if (fw)
        fprintf(stderr, "memtune: warning: %s\n", fw);
    /* output files are written after the run (a failed run leaves none),
     * but an unwritable place is reported before it */
    if (o->csv && !writable(o->csv))
        return mt_tool_error("bench: cannot write %s: %s", o->csv, strerror(errno));
    if (o->json && !writable(o->json))
        return mt_tool_error("bench: cannot write %s: %s", o->json, strerror(errno));

    struct mt_bench_ctx *ctx = mt_bench_ctx_new();
    if (!ctx)
        return mt_tool_error("bench: out of memory");
    struct progress pr = { op, isatty(2), mt_clock_ns(), 0, false };
    struct mt_bench_cpu_sample *load = mt_bench_load_start();
    int mrc = mt_bench_sweep(ctx, run, sw->cfg, sw->ncfg, sw->res, sw->pts, show_progress, &pr, err, sizeof err);
    if (pr.shown)
        fprintf(stderr, "\r\033[K");
    char lw[256];
    if (mt_bench_load_stop(load, mt_bench_machine()->cpu_pinned, lw, sizeof lw) && !mrc)
        fprintf(stderr, "memtune: warning: %s\n", lw);
    mt_bench_ctx_free(ctx);
    if (mrc) {
        mt_tool_error("bench: %s", err);
        return 1;
    }
    return 0;
}

/* "memtune ARGV..." for the output files (NULL if out of memory). */
static char *join_command(int argc, char **argv)
{
    size_t len = 16;
    for (int i = 0; i < argc; i++)
        len += strlen(argv[i]) + 1;
    char *command = malloc(len);
    if (command) {
        strcpy(command, "memtune");
        for (int i = 0; i < argc; i++) {
            strcat(command, " ");
            strcat(command, argv[i]);
        }
    }
    return command;
}

/* Writes one output file opened by write_outputs (0, or 1 after an error). */
static int write_file(FILE *f, const char *path, int (*write)(FILE *, const struct mt_bench_report *),
                      const struct mt_bench_report *rep)
{
    if (write(f, rep) || fclose(f)) {
        mt_tool_error("bench: error writing %s", path);
        return 1;
    }
    return 0;
}

/* The table (unless --quiet), then --csv and --json (both opened before
 * either is written): 0, or 1 if a file could not be written. */
static int write_outputs(const struct opts *o, const struct mt_bench_report *rep)
{
    int rc = 0;
    FILE *fcsv = NULL, *fjson = NULL;
    if (!o->quiet)
        mt_bench_print_table(stdout, rep);
    if (o->csv && !(fcsv = fopen(o->csv, "w"))) {
        mt_tool_error("bench: cannot write %s: %s", o->csv, strerror(errno));
        rc = 1;
    }
    if (o->json && !(fjson = fopen(o->json, "w"))) {
        mt_tool_error("bench: cannot write %s: %s", o->json, strerror(errno));
        rc = 1;
    }
    if (fcsv)
        rc |= write_file(fcsv, o->csv, mt_bench_write_csv, rep);
    if (fjson)
        rc |= write_file(fjson, o->json, mt_bench_write_json, rep);
    return rc;
}

int cmd_bench(int argc, char **argv)
{
    if (argc >= 2 && !strcmp(argv[1], "suite"))
        return cmd_bench_suite(argc - 1, argv + 1);
    if (argc >= 2 && !strcmp(argv[1], "names"))
        return cmd_bench_names(argc - 1, argv + 1);
    if (argc >= 2 && !strcmp(argv[1], "edges"))
        return cmd_bench_edges(argc - 1, argv + 1);
    if (argc >= 2 && !strcmp(argv[1], "macro"))
        return cmd_bench_macro(argc - 1, argv + 1);
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    int opi = mt_op_from_name(argv[1]);
    if (opi < 0 || !mt_bench_op_supported((enum mt_op)opi))
        return mt_tool_error("bench: unknown op '%s' (memcpy, memmove, memset, memcmp, bcmp, names)", argv[1]);
    enum mt_op op = (enum mt_op)opi;

    struct opts o;
    opts_init(&o);
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc < 0 ? 0 : rc;
    if (check_opts(op, &o))
        return 2;

    struct inputs in;
    struct sweep sw;
    struct mt_bench_run run;
    memset(&in, 0, sizeof in);
    memset(&sw, 0, sizeof sw);
    rc = load_inputs(op, &o, &in);
    if (!rc)
        rc = setup_run(&run, op, &o, &in);
    if (!rc)
        rc = build_configs(&o, &in, &sw);
    if (!rc)
        rc = measure(op, &o, &run, &sw);
    if (!rc) {
        char *command = join_command(argc, argv);
        char date[32];
        mt_bench_now_utc(date, sizeof date);
        struct mt_bench_report rep = { &run, sw.cfg, sw.ncfg, sw.pts, sw.res, command, date };
        rc = write_outputs(&o, &rep);
        free(command);
    }
    sweep_free(&sw);
    inputs_free(&in);
    return rc;
}
