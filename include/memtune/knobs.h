/* Thresholds: named knobs with a built-in default per CPU feature set, a
 * documented meaning, an override (MEMTUNE_TUNABLES, profile) and a line in
 * `memtune cpu`. A knob "X_from" is the smallest size at which path X is
 * taken: 0 = always, SIZE_MAX ("never") = never. Calibration only changes
 * values. */
#ifndef MEMTUNE_KNOBS_H
#define MEMTUNE_KNOBS_H

/* The knobs, one line each. This list makes struct mt_knobs (below), the
 * descriptor table and the built-in defaults (src/tunables.c) and the
 * offsets the assembly ladders read (src/knob_offsets.h); a new knob is one
 * line here (and a rule in mt_knobs_defaults if no rule fits) and the code
 * that reads it.
 *
 *   X(field, name, min, zero_ok, arch, needs, deflt, doc)
 *
 *   field          the member of struct mt_knobs, a size_t. The struct is
 *                  the list in order and its layout is ABI: append only.
 *   name           what MEMTUNE_TUNABLES, profiles and `memtune cpu` call it
 *   min, zero_ok   the values mt_knobs_parse accepts (struct mt_knob_desc)
 *   arch, needs    where a ladder reads it (struct mt_knob_desc)
 *   deflt          the rule of mt_knobs_defaults (src/tunables.c) that
 *                  gives its built-in value on a CPU
 *   doc            one line for `memtune cpu`
 *
 * Assembly may include this header: it defines only the list there. */
#define MT_KNOBS(X) \
    X(memcpy_rep_movsb_from,  "memcpy.rep_movsb_from",  128,   1, "x86_64",  0,            movsb,  "memcpy uses rep movsb from this size (below: vectors)") \
    X(memcpy_nt_from,         "memcpy.nt_from",         16384, 0, "x86_64",  0,            nt,     "memcpy uses non-temporal stores from this size") \
    X(memmove_rep_movsb_from, "memmove.rep_movsb_from", 128,   1, "x86_64",  0,            movsb,  "memmove uses forward rep movsb from this size when the direction allows") \
    X(memmove_nt_from,        "memmove.nt_from",        16384, 0, "x86_64",  0,            nt,     "memmove uses non-temporal stores from this size when buffers do not overlap") \
    X(memset_rep_stosb_from,  "memset.rep_stosb_from",  128,   1, "x86_64",  0,            stosb,  "memset uses rep stosb from this size") \
    X(memset_nt_from,         "memset.nt_from",         16384, 0, "x86_64",  0,            nt_set, "memset uses non-temporal stores from this size") \
    X(memcmp_repe_cmpsb_from, "memcmp.repe_cmpsb_from", 16,    1, "x86_64",  0,            never,  "memcmp uses repe cmpsb from this size, above the ladder's vector classes (256 B; SSE2: 64)") \
    X(bcmp_repe_cmpsb_from,   "bcmp.repe_cmpsb_from",   16,    1, "x86_64",  0,            never,  "bcmp uses repe cmpsb from this size, above the ladder's vector classes (256 B; SSE2: 64)") \
    /* aarch64 (src/aarch64/) */ \
    X(memcpy_mops_from,       "memcpy.mops_from",       0,     1, "aarch64", MT_CPU_MOPS,  mops,   "memcpy ladder_mops uses cpyfp/cpyfm/cpyfe (FEAT_MOPS) from this size (below: the NEON ladder)") \
    X(memmove_mops_from,      "memmove.mops_from",      0,     1, "aarch64", MT_CPU_MOPS,  mops,   "memmove ladder_mops uses cpyp/cpym/cpye (FEAT_MOPS) from this size (below: the NEON ladder)") \
    X(memset_mops_from,       "memset.mops_from",       0,     1, "aarch64", MT_CPU_MOPS,  mops,   "memset ladder_mops uses setp/setm/sete (FEAT_MOPS) from this size (below: the NEON ladder)") \
    X(memset_dc_zva_from,     "memset.dc_zva_from",     0,     1, "aarch64", MT_CPU_DCZVA, dc_zva, "memset zeroes whole DC ZVA blocks from this size (also needs at least 2 blocks + 64 bytes)") \
    X(memcmp_sve_from,        "memcmp.sve_from",        0,     1, "aarch64", MT_CPU_SVE,   sve,    "memcmp ladder_sve uses the predicated SVE loop from this size (below: the NEON ladder)") \
    X(bcmp_sve_from,          "bcmp.sve_from",          0,     1, "aarch64", MT_CPU_SVE,   sve,    "bcmp ladder_sve uses the predicated SVE loop from this size (below: the NEON ladder)") \
    /* ppc64le (src/ppc64/) */ \
    X(memcpy_vsx_from,        "memcpy.vsx_from",        0,     1, "ppc64",   MT_CPU_VSX,   vsx,    "memcpy uses the VSX cache-line loop from this size (below: 8-byte words, source aligned)") \
    X(memmove_vsx_from,       "memmove.vsx_from",       0,     1, "ppc64",   MT_CPU_VSX,   vsx,    "memmove uses the VSX cache-line loops from this size") \
    X(memset_dcbz_from,       "memset.dcbz_from",       0,     1, "ppc64",   MT_CPU_VSX,   dcbz,   "memset to zero clears whole 128-byte cache blocks with dcbz from this size") \
    /* x86-64, appended (the struct's layout is ABI) */ \
    X(memcpy_vec_from,        "memcpy.vec_from",        1,     1, "x86_64",  0,            vec,    "memcpy uses its size classes from this size, below it rep movsb (not at (dst - src) % 4096 in 1..63); set: dispatch installs ladder_*_rsb") \
    X(memcpy_rep_movsb_skewed_from,  "memcpy.rep_movsb_skewed_from",  128, 1, "x86_64", 0, skewed, "memcpy uses rep movsb from this size also when (dst - src) % 32 != 0 (and only from memcpy.rep_movsb_from)") \
    X(memmove_rep_movsb_skewed_from, "memmove.rep_movsb_skewed_from", 128, 1, "x86_64", 0, skewed, "memmove uses rep movsb from this size also when (dst - src) % 32 != 0 (and only from memmove.rep_movsb_from)") \
    X(memcpy_rep_movsb_huge_from,    "memcpy.rep_movsb_huge_from",    16384, 0, "x86_64", 0, huge, "memcpy uses rep movsb instead of non-temporal stores from this size (at or above memcpy.nt_from; src and dst 32-byte aligned to each other, or from memcpy.rep_movsb_skewed_from)") \
    X(memmove_rep_movsb_huge_from,   "memmove.rep_movsb_huge_from",   16384, 0, "x86_64", 0, huge, "memmove uses rep movsb instead of non-temporal stores from this size (at or above memmove.nt_from, buffers apart; alignment as memcpy's)") \
    X(memcpy_loop64_from,     "memcpy.loop64_from",     1,     1, "x86_64",  MT_CPU_AVX512F, loop64, "memcpy's AVX-512 ladder moves 64 bytes per vector above 320 B from this size: its loops, and 321..512 B off line boundaries as four vectors from each end (below: 32-byte loops)") \
    X(memmove_loop64_from,    "memmove.loop64_from",    1,     1, "x86_64",  MT_CPU_AVX512F, loop64, "memmove's AVX-512 ladder moves 64 bytes per vector above 320 B from this size: its loops, and 321..512 B off line boundaries as four vectors from each end (below: 32-byte loops)") \
    X(memcmp_loop64_from,     "memcmp.loop64_from",     1,     1, "x86_64",  MT_CPU_AVX512F, loop64c, "memcmp's AVX-512 ladder compares its 128-byte groups above 256 B as two 64-byte vectors from this size (below: four 32-byte)") \
    X(bcmp_loop64_from,       "bcmp.loop64_from",       1,     1, "x86_64",  MT_CPU_AVX512F, loop64c, "bcmp's AVX-512 ladder compares its 128-byte groups above 256 B as two 64-byte vectors from this size (below: four 32-byte)") \
    X(memcpy_rep_movsb_near_from,  "memcpy.rep_movsb_near_from",  128, 1, "x86_64", 0, near, "memcpy uses rep movsb from this size also when (dst - src) % 4096 is 1..63 (only from memcpy.rep_movsb_from and below memcpy.nt_from; not % 32 != 0 below memcpy.rep_movsb_skewed_from)") \
    X(memmove_rep_movsb_near_from, "memmove.rep_movsb_near_from", 128, 1, "x86_64", 0, near, "memmove uses rep movsb from this size also when (dst - src) % 4096 is 1..63 (only from memmove.rep_movsb_from and below memmove.nt_from, the buffers apart; skewed pairs as memcpy's)")

#ifndef __ASSEMBLER__
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library is built with -fvisibility=hidden; what is declared here is
 * its exported interface. */
#pragma GCC visibility push(default)

/* One size_t per knob, in list order. */
struct mt_knobs {
#define MT_KNOB_FIELD_(field, name, min, zero_ok, arch, needs, deflt, doc) size_t field;
    MT_KNOBS(MT_KNOB_FIELD_)
#undef MT_KNOB_FIELD_
};

/* The values in force, read by the ladders on every call (plain loads):
 * mt_knobs_live()->memcpy_nt_from = 32 << 20; takes effect at the next call.
 * A function, not an exported variable: a program (PIE or not) linked
 * against libmemtune.so gets a copy of any exported data object in its own
 * image (R_X86_64_COPY) while the library's ladders keep reading theirs, so
 * the program would read stale values and its writes would be ignored.
 * The pointer is the library's own storage and never changes. (The name
 * mt_knobs stays the struct's; a macro of that name would rewrite the tag.) */
struct mt_knobs *mt_knobs_live(void);
#define MEMTUNE_KNOBS_ACCESSOR 1

struct mt_knob_desc {
    const char *name;      /* "memcpy.rep_movsb_from" */
    size_t offset;         /* offsetof(struct mt_knobs, ...) */
    const char *doc;
    /* Values mt_knobs_parse accepts: "never" (SIZE_MAX), min and above,
     * and 0 ("always") if zero_ok. Below min a path only makes sense as
     * "always", or not at all:
     *   *.nt_from            16K..  (glibc's floor is 0x4040: non-temporal
     *                        stores for copies that fit in L1 evict the
     *                        data the program is about to read)
     *   *.rep_movsb_huge_from  16K..  (acts only from *.nt_from, whose
     *                        floor it shares)
     *   *.rep_movsb_from, *.rep_movsb_skewed_from, *.rep_movsb_near_from,
     *   memset.rep_stosb_from
     *                        0 or 128..  (the ladders consider rep movsb
     *                        only above 64-128 B: a smaller value means
     *                        "always" and is written 0)
     *   *.repe_cmpsb_from    0 or 16..   (calibrate's smallest size)
     * Direct writes through mt_knobs_live() are not checked. */
    size_t min;
    int zero_ok;
    /* Where a ladder reads it: the architecture ("x86_64", "aarch64", "ppc64"; NULL
     * = every one) and the CPU features of the ladders that read it. Every
     * knob parses everywhere (a profile or tunables string names knobs of
     * any architecture); tests, `memtune cpu` and calibrate look only at
     * the knobs that apply (mt_knob_applies). */
    const char *arch;
    uint64_t needs;
};

/* All knobs, in a stable order: the list's (mt_knob_table()[MT_KNOB_ID(f)]
 * is field f's descriptor). */
const struct mt_knob_desc *mt_knob_table(size_t *count);
/* A knob's index in the table, checked at compile time, for code that
 * would otherwise write its name again: MT_KNOB_ID(memcpy_nt_from). */
enum mt_knob_id {
#define MT_KNOB_ID_(field, name, min, zero_ok, arch, needs, deflt, doc) MT_KNOB_ID_##field,
    MT_KNOBS(MT_KNOB_ID_)
#undef MT_KNOB_ID_
    MT_KNOB__COUNT
};
#define MT_KNOB_ID(field) MT_KNOB_ID_##field
const struct mt_knob_desc *mt_knob_find(const char *name);
/* 1 if a ladder of this build reads the knob on a CPU with `features`:
 * the knob's architecture is this one and the features it needs are there. */
int mt_knob_applies(const struct mt_knob_desc *d, uint64_t features);
/* 1 if the knob is read on this architecture at all (features aside). */
int mt_knob_this_arch(const struct mt_knob_desc *d);
static inline size_t *mt_knob_ptr(struct mt_knobs *k, const struct mt_knob_desc *d)
{
    return (size_t *)((char *)k + d->offset);
}
/* The built-in defaults for a feature set (no environment, no profile). */
void mt_knobs_defaults(struct mt_knobs *k, uint64_t features);
/* Parses a tunables string into *k (starting from its current values).
 * All or nothing: -1 and a one-line err on the first problem (a value out
 * of the knob's range included: the message gives the range). */
int mt_knobs_parse(struct mt_knobs *k, const char *spec, char *err, size_t errlen);
/* Formats k as a tunables string (only knobs that differ from base, or all
 * if base is NULL). Returns the length that was needed. */
size_t mt_knobs_format(const struct mt_knobs *k, const struct mt_knobs *base,
                       char *buf, size_t buflen);
/* Parses one size: decimal, 0x hex, K/M/G suffix (powers of 1024), "never"
 * or "max" for SIZE_MAX. Returns -1 on anything else. */
int mt_parse_size(const char *s, size_t len, size_t *out);

/* Re-resolves every entry point (after changing knobs, forcing or masking
 * CPU features); for tests and the tool. Not thread-safe against callers. */
void mt_dispatch_reset(void);

#pragma GCC visibility pop

#ifdef __cplusplus
}
#endif
#endif /* !__ASSEMBLER__ */
#endif
