/* checkasm: every registered strategy and every dispatching entry point
 * against the byte-loop reference and libc (dav1d's tests/checkasm and ARM
 * optimized-routines' string tests, over the memtune registry).
 *
 *   checkasm [--test OP[,OP]] [--function GLOB] [--list] [--seed N]
 *            [--quick] [--verbose] [--self-test]
 *   MEMTUNE_TEST_SEED=N, MEMTUNE_TEST_QUICK=1 and MEMTUNE_TEST_OPS=OP[,OP] do
 *   what --seed, --quick and --test do.
 *
 * What runs (tests/checkasm/engine.c has the details):
 *   - every runnable registry row and mt_memcpy/memmove/memset/memcmp/bcmp
 *     (and mt_name_eq): sizes 0..1024 dense, doubling to 1 MiB, +-1 around
 *     every knob in force and the fixed anchors, every src x dst alignment
 *     0..63 up to 4 KiB + 1 (sampled above), sentinels, guard pages, return
 *     values, memmove overlaps, memcmp signs;
 *   - the entry points again with CPU features hidden (mt_cpu_disable +
 *     mt_dispatch_reset): dispatch must pick a ladder the reduced CPU runs;
 *   - the entry points and ladders again with each knob this CPU reads set
 *     to 0 (or to never when it is 0 already), so every path of every
 *     ladder runs at small sizes too;
 *   - x86-64: the rep-ABI thunks (include/memtune/thunk.h) as memcpy and
 *     memset, through a trampoline that seeds every register but
 *     rdi/rsi/rcx (and al) and checks all of them afterwards, xmm/ymm
 *     included, with rsp alternately 16-aligned and not; then again under
 *     each forced path (mt_thunk_set_paths).
 * The last line is "N passed, N failed, N skipped": N passed/failed count
 * function x case checks, N skipped the functions this CPU cannot run. */
#define _GNU_SOURCE
#include <fnmatch.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "memtune.h"
#include "memtune/cpu.h"
#include "memtune/knobs.h"
#include "memtune/registry.h"
#if defined(__x86_64__)
#include "memtune/thunk.h"
#endif
#include "checkasm/checkasm.h"
#include "internal.h" /* mt__ladder_pick */

struct opts opt;

#if CHECKASM_TRAMPOLINE
uint64_t checkasm_regs[32];
uint64_t checkasm_canary;
uint32_t checkasm_fail;
#define CHECKED true
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
uint64_t checkasm_regs[23], checkasm_vregs[24];
uint64_t checkasm_canary, checkasm_cr;
uint32_t checkasm_fail, checkasm_fail_fpr, checkasm_fail_vr;
#define CHECKED true
#else
#define CHECKED false
#endif
#if defined(__x86_64__)
uint8_t checkasm_has_avx, checkasm_has_xgetbv1;
#endif

/* Every function ever tested (for the summary), in order. */
static struct tfn *all[2048];
static size_t nall;
static const char *test_ops, *func_glob;

static struct tfn *new_tfn(enum mt_op op, const char *name, const char *suffix, void (*fn)(void),
                           uint64_t needs)
{
    struct tfn *f = calloc(1, sizeof *f);
    if (!f || nall == sizeof all / sizeof all[0]) {
        fprintf(stderr, "checkasm: too many functions\n");
        exit(2);
    }
    snprintf(f->full, sizeof f->full, "%s.%s%s", mt_op_name(op), name, suffix ? suffix : "");
    f->op = op;
    f->fn = fn;
    f->needs = needs;
    f->checked = CHECKED;
    all[nall++] = f;
    return f;
}

static bool op_selected(enum mt_op op)
{
    if (!test_ops)
        return true;
    const char *name = mt_op_name(op);
    size_t len = strlen(name);
    for (const char *p = test_ops; *p;) {
        const char *e = strchr(p, ',');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        if (l == len && !memcmp(p, name, len))
            return true;
        p += l + (e != NULL);
    }
    return false;
}

static bool selected(const struct tfn *f)
{
    return op_selected(f->op) && (!func_glob || fnmatch(func_glob, f->full, 0) == 0);
}

static int usage(FILE *o, int rc)
{
    fprintf(o,
            "usage: checkasm [options]\n"
            "  --test OP[,OP]    only these ops (memcpy, memmove, memset, memcmp, bcmp, name_eq)\n"
            "  --function GLOB   only functions whose \"op.strategy\" matches (e.g. 'memcpy.avx*')\n"
            "  --list            list the functions and whether this CPU runs them\n"
            "  --seed N          random seed (default: $MEMTUNE_TEST_SEED, else time-based)\n"
            "  --quick           reduced alignment matrix (sanitizers, qemu)\n"
            "  --verbose         sizes, per-pass times, dispatch choices\n"
            "  --self-test       run deliberately broken functions; each must be caught\n");
    return rc;
}

static int bad_arg(const char *fmt, const char *a)
{
    fprintf(stderr, "checkasm: ");
    fprintf(stderr, fmt, a);
    fprintf(stderr, " (checkasm --help)\n");
    return 2;
}

static int parse_args(int argc, char **argv, bool *list)
{
    const char *seed = getenv("MEMTUNE_TEST_SEED");
    const char *q = getenv("MEMTUNE_TEST_QUICK"); /* scripts/test: sanitizers, qemu */
    const char *ops = getenv("MEMTUNE_TEST_OPS");  /* scripts/test: the big-endian run */
    bool have_seed = false;
    if (q && *q && strcmp(q, "0"))
        opt.quick = true;
    if (ops && *ops) {
        for (const char *p = ops; *p;) {
            const char *e = strchr(p, ',');
            size_t l = e ? (size_t)(e - p) : strlen(p);
            char op[32];
            if (l == 0 || l >= sizeof op)
                return bad_arg("bad MEMTUNE_TEST_OPS '%s'", ops);
            memcpy(op, p, l);
            op[l] = 0;
            if (mt_op_from_name(op) < 0)
                return bad_arg("unknown op '%s' in MEMTUNE_TEST_OPS", op);
            p += l + (e != NULL);
        }
        test_ops = ops;
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            exit(usage(stdout, 0));
        } else if (!strcmp(a, "--list")) {
            *list = true;
        } else if (!strcmp(a, "--quick")) {
            opt.quick = true;
        } else if (!strcmp(a, "--verbose") || !strcmp(a, "-v")) {
            opt.verbose = true;
        } else if (!strcmp(a, "--self-test")) {
            opt.selftest = true;
        } else if (!strcmp(a, "--test") || !strcmp(a, "--function") || !strcmp(a, "--seed")) {
            if (!val)
                return bad_arg("%s needs a value", a);
            i++;
            if (!strcmp(a, "--test")) {
                for (const char *p = val; *p;) {
                    const char *e = strchr(p, ',');
                    size_t l = e ? (size_t)(e - p) : strlen(p);
                    char op[32];
                    if (l == 0 || l >= sizeof op)
                        return bad_arg("bad --test list '%s'", val);
                    memcpy(op, p, l);
                    op[l] = 0;
                    if (mt_op_from_name(op) < 0)
                        return bad_arg("unknown op '%s' for --test", op);
                    p += l + (e != NULL);
                }
                test_ops = val;
            } else if (!strcmp(a, "--function")) {
                func_glob = val;
            } else {
                seed = val;
                have_seed = true;
            }
        } else {
            return bad_arg("unknown option '%s'", a);
        }
    }
    if (seed && *seed) {
        char *end;
        unsigned long long v = strtoull(seed, &end, 0);
        if (*end || seed[0] == '-')
            return bad_arg(have_seed ? "bad --seed '%s'" : "bad MEMTUNE_TEST_SEED '%s'", seed);
        opt.seed = v;
    } else {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        opt.seed = ((uint64_t)ts.tv_sec * 1000003u) ^ (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 32);
        opt.seed &= 0xffffffffu; /* short enough to retype */
    }
    return 0;
}

/* ---- the function list ---------------------------------------------------- */

static const struct {
    enum mt_op op;
    const char *name;
    void (*fn)(void);
} entries[] = {
    { MT_OP_MEMCPY, "mt_memcpy", (void (*)(void))mt_memcpy },
    { MT_OP_MEMMOVE, "mt_memmove", (void (*)(void))mt_memmove },
    { MT_OP_MEMSET, "mt_memset", (void (*)(void))mt_memset },
    { MT_OP_MEMCMP, "mt_memcmp", (void (*)(void))mt_memcmp },
    { MT_OP_BCMP, "mt_bcmp", (void (*)(void))mt_bcmp },
    { MT_OP_NAME_EQ, "mt_name_eq", (void (*)(void))mt_name_eq },
};

#if defined(__x86_64__)
/* The rep-ABI thunks: not registry rows (they do not have the libc
 * signature), tested as the op whose bytes they produce. */
static const struct {
    enum mt_op op;
    const char *name;
    void (*fn)(void);
    uint8_t abi;
} thunks[] = {
    { MT_OP_MEMCPY, "thunk_rep_movsb", mt_thunk_rep_movsb, CHECKASM_ABI_REP_MOVSB },
    { MT_OP_MEMCPY, "thunk_rep_movsb_rep", mt_thunk_rep_movsb_rep, CHECKASM_ABI_REP_MOVSB },
    { MT_OP_MEMCPY, "thunk_rep_movsb_loop", mt_thunk_rep_movsb_loop, CHECKASM_ABI_REP_MOVSB },
    { MT_OP_MEMSET, "thunk_rep_stosb", mt_thunk_rep_stosb, CHECKASM_ABI_REP_STOSB },
    { MT_OP_MEMSET, "thunk_rep_stosb_rep", mt_thunk_rep_stosb_rep, CHECKASM_ABI_REP_STOSB },
    { MT_OP_MEMSET, "thunk_rep_stosb_loop", mt_thunk_rep_stosb_loop, CHECKASM_ABI_REP_STOSB },
};
#endif

static struct tfn *base_fns[512];
static size_t nbase;

static void build_list(void)
{
    uint64_t feat = mt_cpu()->features;
    size_t n;
    const struct mt_strategy *t = mt_strategies(&n);
    for (int op = 0; op < MT_OP__COUNT; op++) {
        for (size_t i = 0; i < n; i++) {
            if (t[i].op != (enum mt_op)op || !t[i].fn.any)
                continue;
            struct tfn *f = new_tfn(t[i].op, t[i].name, NULL, t[i].fn.any, t[i].needs);
            f->skip = !mt_strategy_runnable(&t[i], feat);
            f->selected = selected(f);
            base_fns[nbase++] = f;
        }
        for (size_t i = 0; i < sizeof entries / sizeof entries[0]; i++) {
            if (entries[i].op != (enum mt_op)op)
                continue;
            void (*fn)(void) = entries[i].fn;
            struct tfn *f = new_tfn((enum mt_op)op, entries[i].name, NULL, fn, 0);
            f->selected = selected(f);
            base_fns[nbase++] = f;
        }
#if defined(__x86_64__)
        for (size_t i = 0; i < sizeof thunks / sizeof thunks[0]; i++) {
            if (thunks[i].op != (enum mt_op)op)
                continue;
            struct tfn *f = new_tfn((enum mt_op)op, thunks[i].name, NULL, thunks[i].fn, 0);
            f->abi = thunks[i].abi;
            f->selected = selected(f);
            base_fns[nbase++] = f;
        }
#endif
    }
}

static int list_fns(void)
{
    const struct mt_cpu_info *ci = mt_cpu();
    size_t n;
    const struct mt_strategy *t = mt_strategies(&n);
    printf("%-34s %-8s %-9s %s\n", "function", "isa", "here", "needs");
    for (size_t i = 0; i < nbase; i++) {
        struct tfn *f = base_fns[i];
        if (!f->selected)
            continue;
        const char *isa = f->abi ? "thunk" : "entry";
        for (size_t j = 0; j < n; j++)
            if ((void (*)(void))t[j].fn.any == f->fn && t[j].op == f->op)
                isa = t[j].isa;
        printf("%-34s %-8s %-9s %s\n", f->full, isa,
               f->skip ? "skipped" : "runs", f->needs ? engine_features(f->needs) : "-");
        if (f->skip)
            printf("%-34s   missing: %s\n", "", engine_features(f->needs & ~ci->features));
    }
    return 0;
}

/* Runs the selected, runnable functions of each op. */
static void run_set(struct tfn **fns, size_t n, bool quick, const char *tag)
{
    for (int op = 0; op < MT_OP__COUNT; op++) {
        struct tfn *sel[512];
        size_t k = 0;
        for (size_t i = 0; i < n; i++)
            if (fns[i]->op == (enum mt_op)op && fns[i]->selected && !fns[i]->skip)
                sel[k++] = fns[i];
        engine_run_op((enum mt_op)op, sel, k, quick, tag);
    }
}

/* ---- forced CPU tiers ------------------------------------------------------- */

#define AVX512_ALL (MT_CPU_AVX512F | MT_CPU_AVX512BW | MT_CPU_AVX512VL | MT_CPU_AVX512DQ)
static const struct {
    const char *name;
    uint64_t mask; /* features hidden */
} tiers[] = {
    { "no-avx512", AVX512_ALL },
    { "no-avx2-avx512", MT_CPU_AVX2 | AVX512_ALL },
    { "no-erms-fsrm", MT_CPU_ERMS | MT_CPU_FSRM | MT_CPU_FZLRM | MT_CPU_FSRS | MT_CPU_FSRCS },
    /* aarch64: each optional extension away in turn (dispatch must fall
     * back to the next ladder), then none at all */
    { "no-mops", MT_CPU_MOPS },
    { "no-sve", MT_CPU_SVE | MT_CPU_SVE2 },
    { "no-dczva", MT_CPU_DCZVA },
    /* ppc64le: POWER9 (no ISA 3.1), POWER8 (no 3.00/3.1); "baseline"
     * below is the one without any vector unit */
    { "power9", MT_CPU_ARCH_3_1 },
    { "power8", MT_CPU_ARCH_3_00 | MT_CPU_ARCH_3_1 },
    { "baseline", ~(uint64_t)MT_CPU_SSE2 }, /* x86-64 v1; elsewhere no extension at all */
};

static const enum mt_op dispatched[] = { MT_OP_MEMCPY, MT_OP_MEMMOVE, MT_OP_MEMSET, MT_OP_MEMCMP, MT_OP_BCMP };

static struct tfn *entry_fn(enum mt_op op)
{
    for (size_t i = 0; i < nbase; i++)
        if (base_fns[i]->op == op && !strncmp(strchr(base_fns[i]->full, '.') + 1, "mt_", 3))
            return base_fns[i];
    return NULL;
}

/* The resolvers (and the drop-in libraries) bind with mt__ladder_pick,
 * code written apart from the registry's order: it must pick the ladder
 * dispatch picks from the table, for every tier. */
static void check_load_time_pick(struct tfn *f, const struct mt_strategy *s, uint64_t feat)
{
#if MT_ARCH_X86_64
    void (*pick)(void) = mt__ladder_pick(f->op, feat);
    if (s && (s->flags & MT_STRAT_KNOB_ENTRY)) /* a knob asked for it (memcpy.vec_from) */
        pick = mt__knob_entry_pick(f->op, pick);
    engine_check(f, s && pick == s->fn.any, "the load-time pick (mt__ladder_pick) is not %s, dispatch's choice",
                 s ? s->name : "nothing");
#else
    (void)f, (void)s, (void)feat;
#endif
}

static const struct mt_strategy *main_choice[MT_OP__COUNT];

static void run_tiers(uint64_t user_mask)
{
    for (int op = 0; op < MT_OP__COUNT; op++)
        main_choice[op] = mt_dispatch_current((enum mt_op)op);
    uint64_t present = mt_cpu()->features;
    for (size_t t = 0; t < sizeof tiers / sizeof tiers[0]; t++) {
        if (!(tiers[t].mask & present)) {
            /* Hides nothing here: the main run already covered it. */
            if (opt.verbose)
                printf("tier %s: nothing to hide on this CPU\n", tiers[t].name);
            continue;
        }
        char suffix[48];
        snprintf(suffix, sizeof suffix, "@%s", tiers[t].name);
        struct tfn *set[8];
        size_t k = 0;
        for (size_t i = 0; i < sizeof dispatched / sizeof dispatched[0]; i++) {
            struct tfn *e = entry_fn(dispatched[i]);
            if (!e)
                continue;
            /* The pointer entry: it follows mt_cpu_disable at run time (the
             * mt_* symbols may be bound at load time). */
            struct tfn *f = new_tfn(e->op, strchr(e->full, '.') + 1, suffix, mt_dispatch_entry(dispatched[i]), 0);
            f->selected = selected(f);
            if (f->selected)
                set[k++] = f;
        }
        if (!k)
            continue;
        mt_cpu_disable(user_mask | tiers[t].mask);
        mt_dispatch_reset();
        uint64_t feat = mt_cpu()->features;
        if (opt.verbose)
            printf("tier %s: features %s\n", tiers[t].name, engine_features(feat));
        size_t kr = 0;
        for (size_t i = 0; i < k; i++) {
            const struct mt_strategy *s = mt_dispatch_current(set[i]->op);
            engine_check(set[i], s && mt_strategy_runnable(s, feat),
                         "dispatch picked %s, which needs %s", s ? s->name : "nothing",
                         s ? engine_features(s->needs & ~feat) : "-");
            engine_check(set[i], s && (s->flags & (MT_STRAT_LADDER | MT_STRAT_REFERENCE | MT_STRAT_KNOB_ENTRY)),
                         "dispatch picked %s, which is neither a ladder, its knob entry nor the reference",
                         s ? s->name : "nothing");
            check_load_time_pick(set[i], s, feat);
            /* The same ladder as the main run (whose knobs do not change
             * here): those calls were all made already. Hiding DC ZVA is
             * the exception: the same aarch64 memset ladder then stores
             * instead (mt_a64_zva_bytes follows the features). */
            bool same = s && s == main_choice[set[i]->op] && !(tiers[t].mask & present & MT_CPU_DCZVA);
            if (opt.verbose && s)
                printf("  %s -> %s%s\n", set[i]->full, s->name, same ? " (as in the main run)" : "");
            if (!same)
                set[kr++] = set[i];
        }
        run_set(set, kr, true, tiers[t].name);
    }
    mt_cpu_disable(user_mask);
    mt_dispatch_reset();
}

/* ---- knobs at 0: every optional path of every ladder at small sizes -------- */

/* The knob a "X_skewed_from" or "X_near_from" knob refines ("X_from"),
 * the one a "OP.rep_movsb_huge_from" knob refines ("OP.nt_from"), or NULL. */
static const struct mt_knob_desc *refined_knob(const struct mt_knob_desc *d)
{
    const char *at = strstr(d->name, "_skewed_from");
    if (!at)
        at = strstr(d->name, "_near_from");
    char name[64];
    if (at && (size_t)(at - d->name) + sizeof "_from" <= sizeof name) {
        snprintf(name, sizeof name, "%.*s_from", (int)(at - d->name), d->name);
        return mt_knob_find(name);
    }
    at = strstr(d->name, ".rep_movsb_huge_from");
    if (at && (size_t)(at - d->name) + sizeof ".nt_from" <= sizeof name) {
        snprintf(name, sizeof name, "%.*s.nt_from", (int)(at - d->name), d->name);
        return mt_knob_find(name);
    }
    return NULL;
}

static void run_knob_configs(void)
{
    size_t nk;
    const struct mt_knob_desc *kt = mt_knob_table(&nk);
    uint64_t feat = mt_cpu()->features;
    size_t n;
    const struct mt_strategy *t = mt_strategies(&n);
    for (size_t k = 0; k < nk; k++) {
        char opname[32];
        /* A knob no ladder of this CPU reads changes nothing to test. */
        if (!mt_knob_applies(&kt[k], feat)) {
            if (opt.verbose)
                printf("knob %s: not read on this CPU, no =0 run\n", kt[k].name);
            continue;
        }
        const char *dot = strchr(kt[k].name, '.');
        size_t l = dot ? (size_t)(dot - kt[k].name) : 0;
        if (!l || l >= sizeof opname)
            continue;
        memcpy(opname, kt[k].name, l);
        opname[l] = 0;
        int op = mt_op_from_name(opname);
        if (op < 0 || (kt[k].needs & ~feat))
            continue; /* no ladder this CPU runs reads it */
        char suffix[64];
        snprintf(suffix, sizeof suffix, "@%s=%s", kt[k].name, *mt_knob_ptr(mt_knobs_live(), &kt[k]) == 0 ? "never" : "0");
        struct tfn *set[32];
        size_t m = 0;
        struct tfn *e = entry_fn((enum mt_op)op);
        if (e) {
            struct tfn *f = new_tfn(e->op, strchr(e->full, '.') + 1, suffix, e->fn, 0);
            if ((f->selected = selected(f)))
                set[m++] = f;
        }
        for (size_t i = 0; i < n && m < 32; i++) {
            if (t[i].op != (enum mt_op)op || !(t[i].flags & (MT_STRAT_LADDER | MT_STRAT_KNOB_ENTRY)) || !t[i].fn.any ||
                !mt_strategy_runnable(&t[i], feat))
                continue;
            /* Ladders that cannot read the knob: the portable C ones read
             * no architecture's knobs; a knob that needs a feature (MOPS,
             * SVE) is read by the ladders built on it. DC ZVA is the
             * exception: every NEON-based memset ladder reaches it. */
            if (kt[k].arch && !strcmp(t[i].isa, "generic"))
                continue;
            if (kt[k].needs && kt[k].needs != MT_CPU_DCZVA && !(t[i].needs & kt[k].needs))
                continue;
            struct tfn *f = new_tfn(t[i].op, t[i].name, suffix, t[i].fn.any, t[i].needs);
            if ((f->selected = selected(f)))
                set[m++] = f;
        }
        if (!m)
            continue;
        /* A knob already 0 (aarch64's mops_from with MOPS) took its path
         * at every size in the main run: "never" runs the other side. */
        struct mt_knobs saved = *mt_knobs_live();
        *mt_knob_ptr(mt_knobs_live(), &kt[k]) = *mt_knob_ptr(&saved, &kt[k]) == 0 ? SIZE_MAX : 0;
        /* A knob that refines another (*.rep_movsb_skewed_from and
         * *.rep_movsb_near_from act only from *.rep_movsb_from,
         * *.rep_movsb_huge_from only from *.nt_from)
         * runs with that one at 0 too. */
        const struct mt_knob_desc *base = refined_knob(&kt[k]);
        if (base)
            *mt_knob_ptr(mt_knobs_live(), base) = 0;
        mt_dispatch_reset();
        run_set(set, m, true, suffix + 1);
        *mt_knobs_live() = saved;
        mt_dispatch_reset();
    }
}

/* ---- the thunks under each forced path --------------------------------------- */

/* The main run covers the paths this CPU picks; these force the others:
 * the loop with rep movsq/stosq (no ERMS: its own alignment arithmetic and
 * tail), the loop with rep movsb/stosb from 256 B, and rep at every size.
 * The no-ERMS loop is the one path with arithmetic of its own, so its _loop
 * body gets the full alignment matrix (unless --quick). */
static void run_thunk_paths(void)
{
#if defined(__x86_64__)
    static const struct {
        const char *name;
        unsigned paths;
        bool full;
    } modes[] = {
        { "paths=loop-movsq", 0, true },
        { "paths=loop-erms", MT_THUNK_F_ERMS, false },
        { "paths=rep", MT_THUNK_F_MOVSB | MT_THUNK_F_STOSB | MT_THUNK_F_ERMS, false },
    };
    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
        char suffix[48];
        snprintf(suffix, sizeof suffix, "@%s", modes[m].name);
        /* the dispatching thunks and the loops (the _rep bodies do not
         * read the paths); the full matrix for the loops only: the
         * dispatching thunk runs the same code behind one flag test */
        struct tfn *set[8], *full[8];
        size_t k = 0, kf = 0;
        for (size_t i = 0; i < sizeof thunks / sizeof thunks[0]; i++) {
            size_t l = strlen(thunks[i].name);
            if (!strcmp(thunks[i].name + l - 4, "_rep"))
                continue;
            struct tfn *f = new_tfn(thunks[i].op, thunks[i].name, suffix, thunks[i].fn, 0);
            f->abi = thunks[i].abi;
            if (!(f->selected = selected(f)))
                continue;
            if (modes[m].full && !opt.quick && !strcmp(thunks[i].name + l - 5, "_loop"))
                full[kf++] = f;
            else
                set[k++] = f;
        }
        if (!k && !kf)
            continue;
        unsigned now = mt_thunk_set_paths(modes[m].paths);
        if (opt.verbose)
            printf("thunks %s: %s\n", modes[m].name, mt_thunk_describe());
        for (size_t i = 0; i < k; i++)
            engine_check(set[i], now == modes[m].paths, "mt_thunk_set_paths(%#x) left paths %#x", modes[m].paths, now);
        for (size_t i = 0; i < kf; i++)
            engine_check(full[i], now == modes[m].paths, "mt_thunk_set_paths(%#x) left paths %#x", modes[m].paths, now);
        run_set(set, k, true, modes[m].name);
        run_set(full, kf, false, modes[m].name);
    }
    mt_thunk_set_paths(MT_THUNK_AUTO);
#endif
}

/* ---- summary ---------------------------------------------------------------- */

static void summary(uint64_t *pass, uint64_t *fail, uint64_t *skip)
{
    const struct mt_cpu_info *ci = mt_cpu();
    for (int op = 0; op < MT_OP__COUNT; op++) {
        bool head = false;
        struct tfn *rows[2048 + 1];
        size_t nr = 0;
        for (size_t i = 0; i < nall; i++)
            if (all[i]->op == (enum mt_op)op && all[i]->selected)
                rows[nr++] = all[i];
        struct tfn *o = engine_oracle((enum mt_op)op);
        if (o->checks)
            rows[nr++] = o;
        for (size_t i = 0; i < nr; i++) {
            struct tfn *f = rows[i];
            if (!head) {
                printf("%s:\n", mt_op_name((enum mt_op)op));
                head = true;
            }
            if (f->skip) {
                printf("  %-50s skipped (missing %s)\n", f->full, engine_features(f->needs & ~ci->features));
                (*skip)++;
                continue;
            }
            printf("  %-50s %10" PRIu64 " checks%s", f->full, f->checks, f->fails ? "" : "  ok\n");
            if (f->fails)
                printf("  %" PRIu64 " FAILED\n", f->fails);
            *pass += f->checks - f->fails;
            *fail += f->fails;
        }
    }
}

int main(int argc, char **argv)
{
    bool list = false;
    setvbuf(stdout, NULL, _IOLBF, 0);
    int rc = parse_args(argc, argv, &list);
    if (rc)
        return rc;
    mt_init();
    const struct mt_cpu_info *ci = mt_cpu();
    uint64_t user_mask = ci->detected & ~ci->features;
    build_list();
    if (list)
        return list_fns();

    printf("checkasm: seed %" PRIu64 "%s\n", opt.seed, opt.quick ? " (quick)" : "");
    printf("checkasm: cpu %s family %u model %u, features %s\n", ci->vendor, ci->family, ci->model,
           engine_features(ci->features));

    if (opt.selftest) {
        engine_init();
        return selftest_run();
    }

    /* +-1 around every knob in force (those a buffer can hold). */
    size_t nk;
    const struct mt_knob_desc *kt = mt_knob_table(&nk);
    for (size_t k = 0; k < nk; k++) {
        size_t v = *mt_knob_ptr(mt_knobs_live(), &kt[k]);
        if (!mt_knob_this_arch(&kt[k]))
            continue;
        if (v <= ((size_t)64 << 20))
            engine_add_size_anchor(v);
        else if (opt.verbose && v == SIZE_MAX)
            printf("knob %s = never: no size anchor\n", kt[k].name);
        else if (opt.verbose)
            printf("knob %s = %zu: no size anchor (above 64 MiB)\n", kt[k].name, v);
    }
    engine_init();
    if (opt.verbose) {
        for (int op = 0; op < MT_OP__COUNT; op++) {
            const struct mt_strategy *s = mt_dispatch_current((enum mt_op)op);
            if (s)
                printf("dispatch: %s -> %s\n", mt_op_name((enum mt_op)op), s->name);
        }
#if defined(__x86_64__)
        printf("thunks: %s\n", mt_thunk_describe());
#endif
    }

    run_set(base_fns, nbase, opt.quick, "");
    for (size_t i = 0; i < sizeof dispatched / sizeof dispatched[0]; i++)
        if (entry_fn(dispatched[i]) && entry_fn(dispatched[i])->selected)
            check_load_time_pick(entry_fn(dispatched[i]), mt_dispatch_current(dispatched[i]), ci->features);
    run_tiers(user_mask);
    run_knob_configs();
    run_thunk_paths();

    uint64_t pass = 0, fail = 0, skip = 0;
    summary(&pass, &fail, &skip);
    printf("%" PRIu64 " passed, %" PRIu64 " failed, %" PRIu64 " skipped\n", pass, fail, skip);
    return fail ? 1 : 0;
}
