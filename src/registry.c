/* The strategy registry (include/memtune/registry.h): the rows of the list
 * in src/strategies.h that this build has, in its order (which matters: see
 * there). */
#include <string.h>
#include "memtune/registry.h"
#include "internal.h"

/* One row per line of MT_STRATEGIES (src/strategies.h), in its order. */
#define ROW(arch, op, name, isa, needs, kind, flags, doc)                      \
    MT_ON_##arch({ MT_OP_ID_##op, #name, isa, needs, (flags) | MT_KIND_FLAGS_##kind, \
                   { .any = (void (*)(void))mt_##op##_##name }, MT_KIND_PATH_##kind(op, name), doc },)
static const struct mt_strategy table[] = { MT_STRATEGIES(ROW) };
#undef ROW

const struct mt_strategy *mt_strategies(size_t *count)
{
    if (count)
        *count = sizeof table / sizeof table[0];
    return table;
}
/* The same for code that runs during relocation (the ifunc resolvers): a
 * hidden name is a direct call, never a PLT slot that is not yet bound. */
extern __typeof__(mt_strategies) mt__strategies_local __attribute__((alias("mt_strategies")));

const struct mt_strategy *mt_strategy_find(enum mt_op op, const char *name)
{
    size_t n;
    const struct mt_strategy *t = mt_strategies(&n);
    for (size_t i = 0; i < n; i++)
        if (t[i].op == op && strcmp(t[i].name, name) == 0)
            return &t[i];
    return NULL;
}

#define KNOB_ENTRY_SUFFIX "_rsb"

const struct mt_strategy *mt_strategy_knob_entry(const struct mt_strategy *s)
{
    if (!s || s->op != MT_OP_MEMCPY || !(s->flags & MT_STRAT_LADDER))
        return NULL;
    size_t l = strlen(s->name);
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (table[i].op == s->op && (table[i].flags & MT_STRAT_KNOB_ENTRY) && !strncmp(table[i].name, s->name, l) &&
            !strcmp(table[i].name + l, KNOB_ENTRY_SUFFIX))
            return &table[i];
    return NULL;
}

const struct mt_strategy *mt_strategy_knob_base(const struct mt_strategy *s)
{
    if (!s || !(s->flags & MT_STRAT_KNOB_ENTRY))
        return s;
    size_t l = strlen(s->name), k = sizeof KNOB_ENTRY_SUFFIX - 1;
    for (size_t i = 0; l > k && i < sizeof table / sizeof table[0]; i++)
        if (table[i].op == s->op && (table[i].flags & MT_STRAT_LADDER) && strlen(table[i].name) == l - k &&
            !strncmp(table[i].name, s->name, l - k))
            return &table[i];
    return s;
}

static const char *const op_names[MT_OP__COUNT] = {
    [MT_OP_MEMCPY] = "memcpy", [MT_OP_MEMMOVE] = "memmove",
    [MT_OP_MEMSET] = "memset", [MT_OP_MEMCMP] = "memcmp",
    [MT_OP_BCMP] = "bcmp",     [MT_OP_NAME_EQ] = "name_eq",
};

const char *mt_op_name(enum mt_op op)
{
    return (unsigned)op < MT_OP__COUNT ? op_names[op] : "?";
}

int mt_op_from_name(const char *name)
{
    for (int i = 0; i < MT_OP__COUNT; i++)
        if (strcmp(op_names[i], name) == 0)
            return i;
    return -1;
}
