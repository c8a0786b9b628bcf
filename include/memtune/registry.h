/* The strategy registry: every implementation of every primitive, with the
 * CPU features it needs. Tests, benchmarks, calibration and dispatch all
 * iterate this one table, made from the list in src/strategies.h (which also
 * makes the prototypes): adding a strategy is its source file plus one line
 * there. A strategy's symbol is mt_<op>_<name>. */
#ifndef MEMTUNE_REGISTRY_H
#define MEMTUNE_REGISTRY_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include "memtune/cpu.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The library is built with -fvisibility=hidden; what is declared here is
 * its exported interface. */
#pragma GCC visibility push(default)

enum mt_op {
    MT_OP_MEMCPY,
    MT_OP_MEMMOVE,
    MT_OP_MEMSET,
    MT_OP_MEMCMP,
    MT_OP_BCMP,
    MT_OP_NAME_EQ,
    MT_OP__COUNT
};

typedef void *(*mt_copy_fn)(void *dst, const void *src, size_t n);
typedef void *(*mt_set_fn)(void *dst, int c, size_t n);
typedef int (*mt_cmp_fn)(const void *a, const void *b, size_t n);
typedef bool (*mt_eq_fn)(const char *a, const char *b, size_t n);

/* Strategy flags. */
enum {
    /* Written in asm or inline asm: the tests call it through the checked
     * trampoline (callee-saved registers, vzeroupper). */
    MT_STRAT_ASM = 1u << 0,
    /* An entry-point candidate: a dispatching size ladder (reads the
     * knobs), or for name_eq a preferred strategy; dispatch picks the first
     * candidate of an op whose features the CPU has, in table order. */
    MT_STRAT_LADDER = 1u << 1,
    /* Only sensible for large sizes (non-temporal stores); correct at every
     * size, but calibration does not consider it below a few KiB. */
    MT_STRAT_LARGE = 1u << 2,
    /* The reference byte loop of its op (the oracle of the tests). */
    MT_STRAT_REFERENCE = 1u << 3,
    /* An entry a knob selects in place of a ladder (memcpy ladder_*_rsb,
     * when memcpy.vec_from is set): not a candidate by itself; it reads
     * knobs, so the tests run it under every knob setting as a ladder. */
    MT_STRAT_KNOB_ENTRY = 1u << 4,
};

struct mt_strategy {
    enum mt_op op;
    const char *name;    /* "rep_movsb"; the symbol is mt_<op>_<name> */
    const char *isa;     /* "generic", "x86", "sse2", "avx2", "avx512" */
    uint64_t needs;      /* MT_CPU_* bits that must all be present */
    unsigned flags;      /* MT_STRAT_* */
    union {
        mt_copy_fn copy; /* MEMCPY, MEMMOVE */
        mt_set_fn set;   /* MEMSET */
        mt_cmp_fn cmp;   /* MEMCMP, BCMP */
        mt_eq_fn eq;     /* NAME_EQ */
        void (*any)(void);
    } fn;
    /* Ladders only: which path the ladder takes for size n, as a short
     * label ("avx512 masked", "rep_movsb", "nt"); for `memtune cpu`. */
    const char *(*path)(size_t n);
    const char *doc;     /* one line: what it is, where it comes from */
};

/* The whole table, in a stable order (op, then table order). */
const struct mt_strategy *mt_strategies(size_t *count);
/* Lookup by op and name; NULL if unknown. */
const struct mt_strategy *mt_strategy_find(enum mt_op op, const char *name);
/* memcpy.vec_from's entries (MT_STRAT_KNOB_ENTRY, named <ladder>_rsb): the
 * entry that stands in for ladder s while the knob is set, NULL when s has
 * none; and back, the ladder an entry stands in for (s itself when s is not
 * an entry). The resolvers' twin, by code address, is mt__knob_entry_pick
 * (src/dispatch.c); checkasm checks that the two agree. */
const struct mt_strategy *mt_strategy_knob_entry(const struct mt_strategy *s);
const struct mt_strategy *mt_strategy_knob_base(const struct mt_strategy *s);
/* True if every feature the strategy needs is present in `features`. */
static inline bool mt_strategy_runnable(const struct mt_strategy *s, uint64_t features)
{
    return (s->needs & ~features) == 0;
}

const char *mt_op_name(enum mt_op op);          /* "memcpy" */
int mt_op_from_name(const char *name);          /* -1 if unknown */

/* The strategy each op currently dispatches to (a ladder or a forced one). */
const struct mt_strategy *mt_dispatch_current(enum mt_op op);

/* The pointer-dispatched entry of op (same signature as mt_<op>): it
 * follows mt_force(), mt_cpu_disable() and mt_dispatch_reset() at run time,
 * while the mt_* symbols may have been bound at load time (ifunc). */
void (*mt_dispatch_entry(enum mt_op op))(void);

/* How the mt_* symbols dispatch in this process, for `memtune cpu`. */
const char *mt_dispatch_how(void);

#pragma GCC visibility pop

#ifdef __cplusplus
}
#endif
#endif
