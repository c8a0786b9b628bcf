/* Where the assembly ladders find the knobs: KNOB(field) is the offset of
 * that field in struct mt_knobs, as in
 *     cmpq  mt_knobs_local+KNOB(memcpy_nt_from)(%rip), LEN
 *     ldr   x4, [x4, :lo12:mt_knobs_local + KNOB(memcpy_mops_from)]
 *
 * Made from the one list (MT_KNOBS, include/memtune/knobs.h): struct
 * mt_knobs is one size_t per knob in list order, so a field's offset is its
 * index times the size of a size_t. In assembly the offsets are assembler
 * constants counted along the list (.set, local .L names: nothing reaches
 * the symbol table); in C, MT_KNOB_OFF(field) is the same index times the
 * same size, and src/tunables.c fails to compile unless every field's
 * offsetof() equals it. tests/knob_offsets.S assembles the offsets as data
 * and test_tunables compares them with the C table. */
#ifndef MEMTUNE_KNOB_OFFSETS_H
#define MEMTUNE_KNOB_OFFSETS_H

#include "memtune/knobs.h"

#define MT_KNOB_SIZE __SIZEOF_SIZE_T__

#ifdef __ASSEMBLER__
#define KNOB(field) .Lmt_knob_##field
#define MT_KNOB_SET_(field, ...)                                               \
    .set KNOB(field), .Lmt_knob_next; .set .Lmt_knob_next, .Lmt_knob_next + MT_KNOB_SIZE;
	.set .Lmt_knob_next, 0
	MT_KNOBS(MT_KNOB_SET_)
#undef MT_KNOB_SET_
#else
/* the field's index in the list: enum mt_knob_id (memtune/knobs.h) */
#define MT_KNOB_OFF(field) ((size_t)MT_KNOB_ID(field) * MT_KNOB_SIZE)
#endif

#endif
