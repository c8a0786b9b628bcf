/* Resolution of the mt_* entry points.
 *
 * Load-time resolution (x86-64 ELF, the default): each mt_* symbol is a GNU
 * indirect function. Its resolver runs once, when the dynamic linker (or the
 * startup code) relocates the object, and binds the symbol straight to the
 * first ladder in the registry this CPU can run, with the knobs' built-in
 * defaults for this CPU. A call then costs what a call to glibc's memcpy
 * costs: no second indirect jump. That jump measured 0.7 TSC ticks per call
 * (memcmp on Memcmp_0: mt 3.03 ns, the same ladder called directly 2.76 ns;
 * `memtune bench memcmp --dist data/distributions/fleetbench-2024/Memcmp_0.csv
 * --impl libc,mt,ladder_avx512` before this change), 5-10% of a short call.
 *
 * Pointer dispatch (every other case): each entry is a tail call through a
 * pointer that starts at an init routine; the first call runs mt_init(),
 * which detects the CPU, computes the knobs (defaults, then MEMTUNE_PROFILE,
 * then MEMTUNE_TUNABLES) and stores for each op either the forced strategy or
 * the first ladder this CPU can run (memchr crate style). The resolvers
 * choose it when the process started with MEMTUNE_FORCE or
 * MEMTUNE_CPU_DISABLE (parsing
 * those needs libc, which a resolver cannot count on) and is not in secure
 * mode (AT_SECURE, read from /proc/self/auxv: a setuid program ignores
 * MEMTUNE_*), when
 * /proc/self/environ cannot be read, and in sanitizer builds (instrumented
 * code cannot run before the sanitizer's runtime). The pointer path is
 * always there as mt_dispatch_entry(op): mt_force(), mt_cpu_disable() and
 * mt_dispatch_reset() redirect it, and mt_dispatch_current() reports it; the
 * load-time-bound mt_* symbols keep what they were bound to, as glibc's
 * string functions keep their ifunc choice (knobs still apply: the ladders
 * read them on every call).
 *
 * LD_PRELOAD safety: nothing here allocates or uses stdio, and while init
 * runs the pointers already lead to the portable ladders, so a memcpy that
 * libc makes on our behalf cannot recurse into init. */
#include <errno.h>
#include <stdatomic.h>
#include <string.h>
#include "internal.h"
#include "memtune.h"

typedef void *(*copy_t)(void *, const void *, size_t);
typedef void *(*set_t)(void *, int, size_t);
typedef int (*cmp_t)(const void *, const void *, size_t);
typedef bool (*eq_t)(const char *, const char *, size_t);

static void *memcpy_first(void *d, const void *s, size_t n);
static void *memmove_first(void *d, const void *s, size_t n);
static void *memset_first(void *d, int c, size_t n);
static int memcmp_first(const void *a, const void *b, size_t n);
static int bcmp_first(const void *a, const void *b, size_t n);
static bool name_eq_first(const char *a, const char *b, size_t n);

static _Atomic(copy_t) p_memcpy = memcpy_first;
static _Atomic(copy_t) p_memmove = memmove_first;
static _Atomic(set_t) p_memset = memset_first;
static _Atomic(cmp_t) p_memcmp = memcmp_first;
static _Atomic(cmp_t) p_bcmp = bcmp_first;
static _Atomic(eq_t) p_name_eq = name_eq_first;

#define LOAD(p) atomic_load_explicit(&(p), memory_order_relaxed)
#define STORE(p, v) atomic_store_explicit(&(p), (v), memory_order_release)

void *mt__ptr_memcpy(void *restrict d, const void *restrict s, size_t n) { return LOAD(p_memcpy)(d, s, n); }
void *mt__ptr_memmove(void *d, const void *s, size_t n) { return LOAD(p_memmove)(d, s, n); }
void *mt__ptr_memset(void *d, int c, size_t n) { return LOAD(p_memset)(d, c, n); }
int mt__ptr_memcmp(const void *a, const void *b, size_t n) { return LOAD(p_memcmp)(a, b, n); }
int mt__ptr_bcmp(const void *a, const void *b, size_t n) { return LOAD(p_bcmp)(a, b, n); }
bool mt__ptr_name_eq(const char *a, const char *b, size_t n) { return LOAD(p_name_eq)(a, b, n); }

static void *memcpy_first(void *d, const void *s, size_t n) { mt_init(); return LOAD(p_memcpy)(d, s, n); }
static void *memmove_first(void *d, const void *s, size_t n) { mt_init(); return LOAD(p_memmove)(d, s, n); }
static void *memset_first(void *d, int c, size_t n) { mt_init(); return LOAD(p_memset)(d, c, n); }
static int memcmp_first(const void *a, const void *b, size_t n) { mt_init(); return LOAD(p_memcmp)(a, b, n); }
static int bcmp_first(const void *a, const void *b, size_t n) { mt_init(); return LOAD(p_bcmp)(a, b, n); }
static bool name_eq_first(const char *a, const char *b, size_t n) { mt_init(); return LOAD(p_name_eq)(a, b, n); }

static const struct mt_strategy *forced[MT_OP__COUNT];
static const struct mt_strategy *current[MT_OP__COUNT];
static atomic_int init_state; /* 0 none, 1 running, 2 done */
static int init_result;

/* The first ladder of op this CPU can run; the reference loop if the op has
 * no ladder (name_eq has its own entry point). */
static const struct mt_strategy *best_ladder(enum mt_op op, uint64_t features)
{
    size_t n;
    const struct mt_strategy *t = mt__strategies_local(&n), *ref = NULL;
    for (size_t i = 0; i < n; i++) {
        if (t[i].op != op || !mt_strategy_runnable(&t[i], features))
            continue;
        if (t[i].flags & MT_STRAT_LADDER)
            return &t[i];
        if ((t[i].flags & MT_STRAT_REFERENCE) && !ref)
            ref = &t[i];
    }
    return ref;
}

static const char *how = "by pointer, set on first call";

#if MT_ARCH_X86_64
/* best_ladder() written as code, from the same list as the registry
 * (src/strategies.h): an op's entry candidates in order, the first whose
 * features f has. The function addresses come from lea, not from the
 * registry table. Resolvers run during relocation, and in an
 * LD_PRELOADed object (preload/) that can be before the object's own
 * relative relocations are applied: a library relocated earlier (they are
 * relocated in reverse load order, preloads after every DT_NEEDED library)
 * binds its memcpy with BIND_NOW and runs our resolver then, when the
 * table's function pointers still hold unrelocated offsets. checkasm
 * checks that this agrees with best_ladder() for every feature tier. */
#define PICK_plain(o, name, needs)
#define PICK_variant(o, name, needs)
#define PICK_ladder(o, name, needs)                                            \
    if (op == MT_OP_ID_##o && ((needs) & ~f) == 0)                             \
        return (void (*)(void))mt_##o##_##name;
#define PICK_entry PICK_ladder
#define PICK(arch, o, name, isa, needs, kind, flags, doc) MT_ON_##arch(PICK_##kind(o, name, needs))
void (*mt__ladder_pick(enum mt_op op, uint64_t f))(void)
{
    MT_STRATEGIES(PICK)
    return NULL;
}
#undef PICK
#undef PICK_plain
#undef PICK_variant
#undef PICK_ladder
#undef PICK_entry

/* The entry memcpy.vec_from selects in place of a memcpy ladder
 * (src/x86_64/memcpy_rsb.S), as code for the resolvers (as above): NULL
 * for anything else. checkasm checks it against knob_entry() below. */
void (*mt__knob_entry_pick(enum mt_op op, void (*ladder)(void)))(void)
{
#define RSB_OF(t)                                                              \
    if (ladder == (void (*)(void))mt_memcpy_ladder_##t)                        \
        return (void (*)(void))mt_memcpy_ladder_##t##_rsb;
    if (op == MT_OP_MEMCPY) {
        RSB_OF(avx512)
        RSB_OF(avx2)
        RSB_OF(sse2)
    }
#undef RSB_OF
    return NULL;
}

const struct mt_strategy *mt__best_ladder(enum mt_op op, uint64_t features)
{
    return best_ladder(op, features);
}
#endif

#if MT_IFUNC
/* 1: bind the entries to the ladders now; 0: pointer dispatch. Resolvers
 * run single-threaded (startup, or dlopen under the loader's lock) and
 * before this object's relocations are complete, so nothing here may call
 * libc or anything through the PLT: raw system calls, CPUID and the
 * registry table only. The knobs keep their "never" initial values until
 * the constructor below runs mt_init(). */
int mt__load_time_ok(void)
{
    static int state = -1;
    if (state < 0) {
        /* In secure mode (setuid...) MEMTUNE_* is ignored (env.c), so the
         * binding is the one without variables; without /proc/self/auxv
         * the pointer path decides later, with getauxval(). */
        /* Only the variables that choose a function need the pointer:
         * MEMTUNE_PROFILE and MEMTUNE_TUNABLES set knobs, which the bound
         * ladders read on every call, and other MEMTUNE_* names (the
         * tool's MEMTUNE_SOURCE_DIR, the tracer's MEMTUNE_TRACE_DIR) are
         * not the library's: with any of them the process measured and
         * the process users run would differ. */
        static const char *const choosing[] = { "MEMTUNE_FORCE=", "MEMTUNE_CPU_DISABLE=", 0 };
        int secure = mt_secure_at_start();
        int env = secure > 0 ? 0 : mt_env_at_start_has(choosing);
        state = env == 0;
        how = secure > 0 ? "bound at load time (ifunc) to the ladders for this CPU; secure mode: MEMTUNE_* ignored"
            : state ? "bound at load time (ifunc) to the ladders for this CPU"
            : env > 0 ? "by pointer (MEMTUNE_FORCE or MEMTUNE_CPU_DISABLE was set at start)"
                      : "by pointer (/proc/self/environ unreadable at load)";
    }
    return state;
}

/* Knobs (defaults for this CPU) before main(): the load-time-bound ladders
 * read them on every call. A call from an earlier constructor finds the
 * "never" values, which are correct, only untuned for large sizes. */
__attribute__((constructor)) static void init_at_load(void) { mt_init(); }

/* The load-time binding of memcpy when the environment at start names
 * memcpy.vec_from (MEMTUNE_TUNABLES, or the MEMTUNE_PROFILE file): the
 * ladder's _rsb entry, which reads the knob the constructor then sets
 * (0 until then: every size to the ladder). Not in secure mode, where
 * MEMTUNE_* is ignored. */
static void (*load_time_entry(enum mt_op op, void (*ladder)(void)))(void)
{
    void (*r)(void) = mt__knob_entry_pick(op, ladder);
    if (!r || mt_secure_at_start() > 0 || mt_env_at_start_names("memcpy.vec_from") != 1)
        return ladder;
    how = "bound at load time (ifunc) to the ladders for this CPU; memcpy to the ladder's memcpy.vec_from entry "
          "(the knob was named at start)";
    return r;
}

#define RESOLVER(OP, type, ptrfn)                                              \
    static type resolve_##OP(void)                                             \
    {                                                                          \
        if (!mt__load_time_ok())                                               \
            return ptrfn;                                                      \
        return (type)load_time_entry(MT_OP_##OP, mt__ladder_pick(MT_OP_##OP, mt_cpu_arch_features())); \
    }
RESOLVER(MEMCPY, copy_t, mt__ptr_memcpy)
RESOLVER(MEMMOVE, copy_t, mt__ptr_memmove)
RESOLVER(MEMSET, set_t, mt__ptr_memset)
RESOLVER(MEMCMP, cmp_t, mt__ptr_memcmp)
RESOLVER(BCMP, cmp_t, mt__ptr_bcmp)
RESOLVER(NAME_EQ, eq_t, mt__ptr_name_eq)

void *mt_memcpy(void *restrict d, const void *restrict s, size_t n) __attribute__((ifunc("resolve_MEMCPY")));
void *mt_memmove(void *d, const void *s, size_t n) __attribute__((ifunc("resolve_MEMMOVE")));
void *mt_memset(void *d, int c, size_t n) __attribute__((ifunc("resolve_MEMSET")));
int mt_memcmp(const void *a, const void *b, size_t n) __attribute__((ifunc("resolve_MEMCMP")));
int mt_bcmp(const void *a, const void *b, size_t n) __attribute__((ifunc("resolve_BCMP")));
bool mt_name_eq(const char *a, const char *b, size_t n) __attribute__((ifunc("resolve_NAME_EQ")));
#else
/* No load-time binding: the mt_* symbols are the pointer entries. */
void *mt_memcpy(void *restrict d, const void *restrict s, size_t n) __attribute__((alias("mt__ptr_memcpy")));
void *mt_memmove(void *d, const void *s, size_t n) __attribute__((alias("mt__ptr_memmove")));
void *mt_memset(void *d, int c, size_t n) __attribute__((alias("mt__ptr_memset")));
int mt_memcmp(const void *a, const void *b, size_t n) __attribute__((alias("mt__ptr_memcmp")));
int mt_bcmp(const void *a, const void *b, size_t n) __attribute__((alias("mt__ptr_bcmp")));
bool mt_name_eq(const char *a, const char *b, size_t n) __attribute__((alias("mt__ptr_name_eq")));
#endif

/* The pointer drop-in library (preload/libmemtune-preload.so) exports the
 * pointer entries under libc's names. */
#if defined(MT_PRELOAD_TIER) && MT_PRELOAD_TIER == MT_TIER_PTR
MT_LIBC_ALIASES(mt__ptr_memcpy, mt__ptr_memmove);
MT_LIBC_ALIAS(memset, mt__ptr_memset);
MT_LIBC_CMP_ALIASES(mt__ptr_memcmp, mt__ptr_bcmp);
#endif

const char *mt_dispatch_how(void) { return how; }

void (*mt__dispatch_entry_local(enum mt_op op))(void)
{
    switch (op) {
    case MT_OP_MEMCPY: return (void (*)(void))mt__ptr_memcpy;
    case MT_OP_MEMMOVE: return (void (*)(void))mt__ptr_memmove;
    case MT_OP_MEMSET: return (void (*)(void))mt__ptr_memset;
    case MT_OP_MEMCMP: return (void (*)(void))mt__ptr_memcmp;
    case MT_OP_BCMP: return (void (*)(void))mt__ptr_bcmp;
    case MT_OP_NAME_EQ: return (void (*)(void))mt__ptr_name_eq;
    default: return NULL;
    }
}
extern __typeof__(mt__dispatch_entry_local) mt_dispatch_entry __attribute__((alias("mt__dispatch_entry_local"),
                                                                               visibility("default")));

/* The entry a knob selects in place of dispatch's ladder s: memcpy's
 * ladder_<tier>_rsb (MT_STRAT_KNOB_ENTRY) while memcpy.vec_from is set;
 * otherwise s. A forced strategy is taken as named. */
static const struct mt_strategy *knob_entry(const struct mt_strategy *s, uint64_t f)
{
    if (mt_knobs_local.memcpy_vec_from == 0)
        return s;
    const struct mt_strategy *e = mt_strategy_knob_entry(s);
    return e && mt_strategy_runnable(e, f) ? e : s;
}

static void install(void)
{
    uint64_t f = mt__cpu_core()->features;
    for (int op = 0; op < MT_OP__COUNT; op++) {
        const struct mt_strategy *s = forced[op];
        if (!s || !mt_strategy_runnable(s, f))
            s = knob_entry(best_ladder((enum mt_op)op, f), f);
        current[op] = s;
    }
    STORE(p_memcpy, current[MT_OP_MEMCPY]->fn.copy);
    STORE(p_memmove, current[MT_OP_MEMMOVE]->fn.copy);
    STORE(p_memset, current[MT_OP_MEMSET]->fn.set);
    STORE(p_memcmp, current[MT_OP_MEMCMP]->fn.cmp);
    STORE(p_bcmp, current[MT_OP_BCMP]->fn.cmp);
    STORE(p_name_eq, current[MT_OP_NAME_EQ]->fn.eq);
}

static int lookup(const char *op, size_t oplen, const char *name, size_t namelen,
                  const struct mt_strategy **out, char *err, size_t errlen)
{
    char o[32], nm[64];
    if (oplen >= sizeof o || namelen >= sizeof nm || !oplen || !namelen) {
        if (err && errlen) {
            strncpy(err, "expected op=strategy, e.g. memcpy=avx2", errlen - 1);
            err[errlen - 1] = 0;
        }
        return -1;
    }
    memcpy(o, op, oplen); o[oplen] = 0;
    memcpy(nm, name, namelen); nm[namelen] = 0;
    int opi = mt_op_from_name(o);
    if (opi < 0) {
        if (err && errlen) {
            strncpy(err, "unknown op '", errlen - 1); err[errlen - 1] = 0;
            strncat(err, o, errlen - strlen(err) - 1);
            strncat(err, "' (memcpy, memmove, memset, memcmp, bcmp, name_eq)", errlen - strlen(err) - 1);
        }
        return -1;
    }
    const struct mt_strategy *s = mt_strategy_find((enum mt_op)opi, nm);
    if (!s || !s->fn.any) {
        if (err && errlen) {
            strncpy(err, "unknown strategy '", errlen - 1); err[errlen - 1] = 0;
            strncat(err, nm, errlen - strlen(err) - 1);
            strncat(err, "' for ", errlen - strlen(err) - 1);
            strncat(err, o, errlen - strlen(err) - 1);
            strncat(err, " (see memtune list)", errlen - strlen(err) - 1);
        }
        return -1;
    }
    if (!mt_strategy_runnable(s, mt__cpu_core()->features)) {
        if (err && errlen) {
            strncpy(err, "this CPU cannot run ", errlen - 1); err[errlen - 1] = 0;
            strncat(err, o, errlen - strlen(err) - 1);
            strncat(err, "=", errlen - strlen(err) - 1);
            strncat(err, nm, errlen - strlen(err) - 1);
        }
        return -1;
    }
    *out = s;
    return 0;
}

/* "memcpy=avx2,memset=rep_stosb": all or nothing. */
static int parse_force(const char *spec, const struct mt_strategy *out[MT_OP__COUNT],
                       char *err, size_t errlen)
{
    const struct mt_strategy *tmp[MT_OP__COUNT];
    memcpy(tmp, out, sizeof tmp);
    const char *p = spec;
    while (*p) {
        const char *e = p;
        while (*e && *e != ',' && *e != ':')
            e++;
        const char *eq = memchr(p, '=', (size_t)(e - p));
        const struct mt_strategy *s;
        if (!eq) {
            lookup(p, 0, p, 0, &s, err, errlen);
            return -1;
        }
        if (lookup(p, (size_t)(eq - p), eq + 1, (size_t)(e - eq - 1), &s, err, errlen) != 0)
            return -1;
        tmp[s->op] = s;
        p = *e ? e + 1 : e;
    }
    memcpy(out, tmp, sizeof tmp);
    return 0;
}

static void warn2(const char *what, const char *err)
{
    char msg[400];
    strncpy(msg, what, sizeof msg - 1);
    msg[sizeof msg - 1] = 0;
    strncat(msg, err, sizeof msg - strlen(msg) - 1);
    strncat(msg, "; defaults kept", sizeof msg - strlen(msg) - 1);
    mt_warn(msg);
}

static void resolve_all(void)
{
    int rc = 0;
    char err[256];
    /* While we work, route every op to the reference loops (no knobs, no
     * CPU features), so a call made on our behalf cannot recurse here. */
    STORE(p_memcpy, mt_memcpy_byte_loop);
    STORE(p_memmove, mt_memmove_byte_loop);
    STORE(p_memset, mt_memset_byte_loop);
    STORE(p_memcmp, mt_memcmp_byte_loop);
    STORE(p_bcmp, mt_bcmp_byte_loop);
    STORE(p_name_eq, mt_name_eq_byte_loop);

    const struct mt_cpu_info *ci = mt__cpu_core();
    if (mt_cpu_env_rejected())
        rc = -1;
    struct mt_knobs k;
    mt_knobs_defaults(&k, ci->features);
    const char *prof = mt_getenv("MEMTUNE_PROFILE");
    if (prof && *prof) {
        if (mt_profile_load_into(&k, prof, err, sizeof err) != 0) {
            warn2("MEMTUNE_PROFILE: ", err);
            rc = -1;
        }
    }
    const char *tun = mt_getenv("MEMTUNE_TUNABLES");
    if (tun && *tun) {
        if (mt_knobs_parse(&k, tun, err, sizeof err) != 0) {
            warn2("MEMTUNE_TUNABLES: ", err);
            rc = -1;
        }
    }
    mt_knobs_local = k;
    const char *force = mt_getenv("MEMTUNE_FORCE");
    if (force && *force) {
        if (parse_force(force, forced, err, sizeof err) != 0) {
            warn2("MEMTUNE_FORCE: ", err);
            rc = -1;
        }
    }
    install();
    init_result = rc;
}

int mt_init(void)
{
    int expect = 0;
    if (atomic_load_explicit(&init_state, memory_order_acquire) == 2)
        return init_result;
    if (atomic_compare_exchange_strong(&init_state, &expect, 1)) {
        /* The first mt_memcpy of a program must not change errno (reading
         * a missing profile, sysconf...). */
        int saved = errno;
        resolve_all();
        errno = saved;
        atomic_store(&init_state, 2);
    }
    /* Another thread (or this one, re-entered from inside init) is
     * resolving; the pointers already lead to working code. */
    return init_result;
}

int mt_force(const char *op, const char *name, char *err, size_t errlen)
{
    mt_init();
    int opi = mt_op_from_name(op ? op : "");
    if (name == NULL) {
        if (opi < 0)
            return lookup(op ? op : "", op ? strlen(op) : 0, "x", 1, &(const struct mt_strategy *){0}, err, errlen);
        forced[opi] = NULL;
        install();
        return 0;
    }
    const struct mt_strategy *s;
    if (lookup(op, strlen(op), name, strlen(name), &s, err, errlen) != 0)
        return -1;
    forced[s->op] = s;
    install();
    return 0;
}

void mt_dispatch_reset(void)
{
    mt_init();
    install();
}

const struct mt_strategy *mt_dispatch_current(enum mt_op op)
{
    mt_init();
    return (unsigned)op < MT_OP__COUNT ? current[op] : NULL;
}
