/* The strategy registry (include/memtune/registry.h): one row per strategy.
 * Row order matters in two ways: strategies of an op are listed from the
 * reference to the widest ISA (the order tables and the tool print them), and
 * among an op's entry candidates (MT_STRAT_LADDER) the first one the CPU can
 * run is what dispatch picks, so those are listed widest first. */
#include <string.h>
#include "memtune/registry.h"
#include "internal.h"

#define ROW(op_, opname, name_, isa_, needs_, flags_, doc_)                    \
    { MT_OP_##op_, #name_, isa_, needs_, flags_,                              \
      { .any = (void (*)(void))mt_##opname##_##name_ }, NULL, doc_ }
#define LADDER(op_, opname, name_, isa_, needs_, doc_)                         \
    { MT_OP_##op_, #name_, isa_, needs_, MT_STRAT_LADDER,                     \
      { .any = (void (*)(void))mt_##opname##_##name_ },                        \
      mt_##opname##_##name_##_path, doc_ }

#define X86_AVX2   (MT_CPU_AVX | MT_CPU_AVX2 | MT_CPU_BMI1 | MT_CPU_BMI2)
/* aarch64: the NEON ladders are the fallback paths of the SVE and MOPS
 * ladders, so those need NEON too. */
#define A64_SVE  (MT_CPU_NEON | MT_CPU_SVE)
#define A64_MOPS (MT_CPU_NEON | MT_CPU_MOPS)
#define X86_AVX512 (MT_CPU_AVX512F | MT_CPU_AVX512BW | MT_CPU_AVX512VL | MT_CPU_BMI1 | MT_CPU_BMI2)
/* ppc64le: POWER8 with VSX (the ABI minimum, still checked), POWER9. */
#define PPC_VSX (MT_CPU_ALTIVEC | MT_CPU_VSX | MT_CPU_ARCH_2_07)
#define PPC_P9  (PPC_VSX | MT_CPU_ARCH_3_00)
#define PPC_P10 (PPC_P9 | MT_CPU_ARCH_3_1)

static const struct mt_strategy table[] = {
    /* ---- memcpy ---- */
    ROW(MEMCPY, memcpy, byte_loop, "generic", 0, MT_STRAT_REFERENCE, "one byte per iteration (the test oracle)"),
    ROW(MEMCPY, memcpy, unrolled8, "generic", 0, 0, "4x8-byte load/store loop, byte tail (GCC unrolled_loop)"),
    ROW(MEMCPY, memcpy, overlap_scalar, "generic", 0, 0, "overlapping 8-byte head/tail size ladder, 32-byte loop"),
#if MT_ARCH_X86_64
    ROW(MEMCPY, memcpy, rep_movsb, "x86", 0, MT_STRAT_ASM, "rep movsb (ERMS/FSRM make it fast)"),
    ROW(MEMCPY, memcpy, rep_movsq, "x86", 0, MT_STRAT_ASM, "rep movsq + byte tail, unaligned (GCC rep_8byte)"),
    ROW(MEMCPY, memcpy, rep_movsq_align8, "x86", 0, MT_STRAT_ASM, "dst aligned to 8 first, then rep movsq (2025 copy_user fix)"),
    ROW(MEMCPY, memcpy, sse2, "sse2", MT_CPU_SSE2, 0, "16-byte overlapping head/tail, 4x16 loop, dst aligned"),
    ROW(MEMCPY, memcpy, avx2, "avx2", X86_AVX2, 0, "32-byte overlapping head/tail, 4x32 loop, dst aligned"),
    ROW(MEMCPY, memcpy, avx512, "avx512", X86_AVX512, 0, "64-byte overlapping head/tail, 4x64 loop, dst aligned"),
    ROW(MEMCPY, memcpy, nt, "sse2", MT_CPU_SSE2, MT_STRAT_LARGE, "non-temporal stores (movntdq), dst aligned"),
    LADDER(MEMCPY, memcpy, ladder_avx512, "avx512", X86_AVX512, "masked <=64, 2x64 <=128, 4x64 loop, rep movsb, nt by knobs"),
    LADDER(MEMCPY, memcpy, ladder_avx2, "avx2", X86_AVX2, "overlapping 32-byte vectors, 4x32 loop, rep movsb, nt by knobs"),
    LADDER(MEMCPY, memcpy, ladder_sse2, "sse2", MT_CPU_SSE2, "overlapping 16-byte vectors, 4x16 loop, rep movsb, nt by knobs"),
#endif
#if MT_ARCH_AARCH64
    ROW(MEMCPY, memcpy, ldp, "aarch64", 0, MT_STRAT_ASM, "integer ldp/stp: overlapping head/tail classes to 64, 32-byte loop"),
    ROW(MEMCPY, memcpy, sve, "sve", MT_CPU_SVE, MT_STRAT_ASM, "whilelo-predicated loop, one vector per step, no size classes"),
    ROW(MEMCPY, memcpy, mops, "mops", MT_CPU_MOPS, MT_STRAT_ASM, "cpyfp/cpyfm/cpyfe at every size (FEAT_MOPS)"),
    { MT_OP_MEMCPY, "ladder_mops", "mops", A64_MOPS, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_memcpy_ladder_mops },
      mt_memcpy_ladder_mops_path, "NEON ladder below memcpy.mops_from, cpyf* from it" },
    { MT_OP_MEMCPY, "ladder_sve", "sve", A64_SVE, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_memcpy_ladder_sve },
      mt_memcpy_ladder_sve_path, "one predicated 2-VL step up to 2 VL, the NEON ladder above" },
    { MT_OP_MEMCPY, "ladder_neon", "neon", MT_CPU_NEON, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_memcpy_ladder_neon },
      mt_memcpy_ladder_neon_path, "q registers: overlapping classes to 128, 64-byte loop on aligned dst" },
#endif
#if MT_ARCH_PPC64LE
    ROW(MEMCPY, memcpy, p7_scalar, "ppc64", 0, 0, "POWER7 scalar: 8-byte words, source aligned, a 128-byte line per iteration (seed 004)"),
    ROW(MEMCPY, memcpy, vsx_perm, "vsx", PPC_VSX, 0, "POWER7 vector loop from 129 B: dst lines, aligned loads + vperm, dcbt streams"),
    ROW(MEMCPY, memcpy, vsx_unaligned, "vsx", PPC_VSX, 0, "the vector loop with unaligned lxvd2x loads, dst lines"),
    LADDER(MEMCPY, memcpy, ladder_power10, "power10", PPC_P10, "ladder_power9 with lxvp/stxvp (32-byte pairs) in the vsx line loop"),
    LADDER(MEMCPY, memcpy, ladder_power9, "power9", PPC_P9, "lxvl/stxvl <=16, vectors <=128, line loop, vsx lines by knob"),
    LADDER(MEMCPY, memcpy, ladder_vsx, "vsx", PPC_VSX, "POWER7 copy: words <128, line loop, vsx perm loop from memcpy.vsx_from"),
#endif
    LADDER(MEMCPY, memcpy, ladder_generic, "generic", 0, "portable C ladder: overlapping words, word loop"),

    /* ---- memmove ---- */
    ROW(MEMMOVE, memmove, byte_loop, "generic", 0, MT_STRAT_REFERENCE, "byte loop, backward when dst is above src (the test oracle)"),
    ROW(MEMMOVE, memmove, unrolled8, "generic", 0, 0, "4x8-byte loop in the safe direction"),
    ROW(MEMMOVE, memmove, overlap_scalar, "generic", 0, 0, "load all then store for <=32 B, word loops forward/backward"),
#if MT_ARCH_X86_64
    ROW(MEMMOVE, memmove, rep_movsb, "x86", 0, MT_STRAT_ASM, "rep movsb forward; std; rep movsb; cld backward"),
    ROW(MEMMOVE, memmove, sse2, "sse2", MT_CPU_SSE2, 0, "16-byte vectors, loads before stores, 4x16 loops both ways"),
    ROW(MEMMOVE, memmove, avx2, "avx2", X86_AVX2, 0, "32-byte vectors, loads before stores, 4x32 loops both ways"),
    ROW(MEMMOVE, memmove, avx512, "avx512", X86_AVX512, 0, "64-byte vectors, loads before stores, 4x64 loops both ways"),
    LADDER(MEMMOVE, memmove, ladder_avx512, "avx512", X86_AVX512, "masked <=64, overlapping 64-byte vectors, loops both ways, rep movsb/nt by knobs"),
    LADDER(MEMMOVE, memmove, ladder_avx2, "avx2", X86_AVX2, "overlapping 32-byte vectors, loops both ways, rep movsb/nt by knobs"),
    LADDER(MEMMOVE, memmove, ladder_sse2, "sse2", MT_CPU_SSE2, "overlapping 16-byte vectors, loops both ways, rep movsb/nt by knobs"),
#endif
#if MT_ARCH_AARCH64
    ROW(MEMMOVE, memmove, ldp, "aarch64", 0, MT_STRAT_ASM, "integer ldp/stp: loads before stores to 64, 32-byte loops both ways"),
    ROW(MEMMOVE, memmove, sve, "sve", MT_CPU_SVE, MT_STRAT_ASM, "whilelo-predicated loop, backward by whole vectors when dst is above src"),
    ROW(MEMMOVE, memmove, mops, "mops", MT_CPU_MOPS, MT_STRAT_ASM, "cpyp/cpym/cpye at every size (FEAT_MOPS)"),
    { MT_OP_MEMMOVE, "ladder_mops", "mops", A64_MOPS, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_memmove_ladder_mops },
      mt_memmove_ladder_mops_path, "NEON ladder below memmove.mops_from, cpy* from it" },
    { MT_OP_MEMMOVE, "ladder_sve", "sve", A64_SVE, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_memmove_ladder_sve },
      mt_memmove_ladder_sve_path, "one predicated 2-VL step up to 2 VL, the NEON ladder above" },
    { MT_OP_MEMMOVE, "ladder_neon", "neon", MT_CPU_NEON, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_memmove_ladder_neon },
      mt_memmove_ladder_neon_path, "q registers: loads before stores to 128, 64-byte loops both ways" },
#endif
#if MT_ARCH_PPC64LE
    LADDER(MEMMOVE, memmove, ladder_power9, "power9", PPC_P9, "lxvl/stxvl <=16, vectors <=128, line loops both ways, vsx by knob"),
    LADDER(MEMMOVE, memmove, ladder_vsx, "vsx", PPC_VSX, "vectors <=128, POWER7 line loops both ways, vsx by memmove.vsx_from"),
#endif
    LADDER(MEMMOVE, memmove, ladder_generic, "generic", 0, "portable C ladder"),

    /* ---- memset ---- */
    ROW(MEMSET, memset, byte_loop, "generic", 0, MT_STRAT_REFERENCE, "one byte per iteration (the test oracle)"),
    ROW(MEMSET, memset, unrolled8, "generic", 0, 0, "4x8-byte store loop, byte tail"),
    ROW(MEMSET, memset, overlap_scalar, "generic", 0, 0, "overlapping 8-byte head/tail size ladder, 32-byte loop"),
#if MT_ARCH_X86_64
    ROW(MEMSET, memset, rep_stosb, "x86", 0, MT_STRAT_ASM, "rep stosb (ERMS/FSRS make it fast)"),
    ROW(MEMSET, memset, rep_stosq, "x86", 0, MT_STRAT_ASM, "rep stosq + byte tail (GCC rep_8byte)"),
    ROW(MEMSET, memset, sse2, "sse2", MT_CPU_SSE2, 0, "16-byte overlapping head/tail, 4x16 loop, dst aligned"),
    ROW(MEMSET, memset, avx2, "avx2", X86_AVX2, 0, "32-byte overlapping head/tail, 4x32 loop, dst aligned"),
    ROW(MEMSET, memset, avx512, "avx512", X86_AVX512, 0, "64-byte overlapping head/tail, 4x64 loop, dst aligned"),
    ROW(MEMSET, memset, nt, "sse2", MT_CPU_SSE2, MT_STRAT_LARGE, "non-temporal stores (movntdq), dst aligned"),
    LADDER(MEMSET, memset, ladder_avx512, "avx512", X86_AVX512, "branch-free <=128 (masked + one store), 4x64/8x64, 4x64 loop, rep stosb, nt by knobs"),
    LADDER(MEMSET, memset, ladder_avx2, "avx2", X86_AVX2, "overlapping 32-byte vectors, 4x32 loop, rep stosb, nt by knobs"),
    LADDER(MEMSET, memset, ladder_sse2, "sse2", MT_CPU_SSE2, "overlapping 16-byte vectors, 4x16 loop, rep stosb, nt by knobs"),
#endif
#if MT_ARCH_AARCH64
    ROW(MEMSET, memset, neon, "neon", MT_CPU_NEON, MT_STRAT_ASM, "q stores: overlapping classes to 128, 64-byte loop, no DC ZVA"),
    ROW(MEMSET, memset, sve, "sve", MT_CPU_SVE, MT_STRAT_ASM, "whilelo-predicated stores, one vector per step"),
    ROW(MEMSET, memset, mops, "mops", MT_CPU_MOPS, MT_STRAT_ASM, "setp/setm/sete at every size (FEAT_MOPS)"),
    { MT_OP_MEMSET, "ladder_mops", "mops", A64_MOPS, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_memset_ladder_mops },
      mt_memset_ladder_mops_path, "NEON ladder below memset.mops_from, set* from it" },
    { MT_OP_MEMSET, "ladder_sve", "sve", A64_SVE, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_memset_ladder_sve },
      mt_memset_ladder_sve_path, "one predicated 2-VL store up to 2 VL, the NEON ladder above" },
    { MT_OP_MEMSET, "ladder_neon", "neon", MT_CPU_NEON, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_memset_ladder_neon },
      mt_memset_ladder_neon_path, "q stores, 64-byte loop; zeroes with DC ZVA from memset.dc_zva_from" },
#endif
#if MT_ARCH_PPC64LE
    ROW(MEMSET, memset, vsx, "vsx", PPC_VSX, 0, "vectors <=128, aligned 128-byte lines of stvx, no dcbz"),
    LADDER(MEMSET, memset, ladder_power9, "power9", PPC_P9, "stxvl <=16, vectors <=128, lines, dcbz for zero by knob"),
    LADDER(MEMSET, memset, ladder_vsx, "vsx", PPC_VSX, "words <=16, vectors <=128, lines, dcbz for zero by memset.dcbz_from"),
#endif
    LADDER(MEMSET, memset, ladder_generic, "generic", 0, "portable C ladder"),

    /* ---- memcmp ---- */
    ROW(MEMCMP, memcmp, byte_loop, "generic", 0, MT_STRAT_REFERENCE, "one byte per iteration (the test oracle)"),
    ROW(MEMCMP, memcmp, word, "generic", 0, 0, "8-byte loads, bswap on the first differing word, byte tail"),
    ROW(MEMCMP, memcmp, overlap_word, "generic", 0, 0, "8-byte loads with an overlapping last word"),
#if MT_ARCH_X86_64
    ROW(MEMCMP, memcmp, repe_cmpsb, "x86", 0, MT_STRAT_ASM, "repe cmpsb (FSRCS makes short ones fast)"),
    ROW(MEMCMP, memcmp, sse2, "sse2", MT_CPU_SSE2, 0, "16-byte pcmpeqb/pmovmskb, overlapping tail"),
    ROW(MEMCMP, memcmp, avx2, "avx2", X86_AVX2, 0, "32-byte vpcmpeqb/vpmovmskb, overlapping tail"),
    ROW(MEMCMP, memcmp, avx512, "avx512", X86_AVX512, 0, "64-byte vpcmpneqb into a mask, masked tail"),
    LADDER(MEMCMP, memcmp, ladder_avx512, "avx512", X86_AVX512, "masked <=64 with early out, 64-byte loop"),
    LADDER(MEMCMP, memcmp, ladder_avx2, "avx2", X86_AVX2, "overlapping 32-byte vectors, 4x32 loop"),
    LADDER(MEMCMP, memcmp, ladder_sse2, "sse2", MT_CPU_SSE2, "overlapping 16-byte vectors, 4x16 loop"),
#endif
#if MT_ARCH_AARCH64
    ROW(MEMCMP, memcmp, sve, "sve", MT_CPU_SVE, MT_STRAT_ASM, "whilelo loop, cmpne, brkb/lasta pick the first difference"),
    { MT_OP_MEMCMP, "ladder_sve", "sve", A64_SVE, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_memcmp_ladder_sve },
      mt_memcmp_ladder_sve_path, "NEON ladder below memcmp.sve_from, 2-VL predicated loop from it" },
    { MT_OP_MEMCMP, "ladder_neon", "neon", MT_CPU_NEON, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_memcmp_ladder_neon },
      mt_memcmp_ladder_neon_path, "gpr words to 32 (rev + compare), 32-byte cmeq/uminp loop" },
#endif
#if MT_ARCH_PPC64LE
    LADDER(MEMCMP, memcmp, ladder_power9, "power9", PPC_P9, "lxvl + vcmpneb/vctzlsbb <=16, 64-byte vector loop"),
    LADDER(MEMCMP, memcmp, ladder_vsx, "vsx", PPC_VSX, "ldbrx words <=16, 64-byte vector loop, ldbrx on the differing block"),
#endif
    LADDER(MEMCMP, memcmp, ladder_generic, "generic", 0, "portable C ladder"),

    /* ---- bcmp ---- */
    ROW(BCMP, bcmp, byte_loop, "generic", 0, MT_STRAT_REFERENCE, "one byte per iteration (the test oracle)"),
    ROW(BCMP, bcmp, word, "generic", 0, 0, "8-byte xor loop, byte tail"),
    ROW(BCMP, bcmp, overlap_word, "generic", 0, 0, "8-byte xor loop with an overlapping last word"),
#if MT_ARCH_X86_64
    ROW(BCMP, bcmp, repe_cmpsb, "x86", 0, MT_STRAT_ASM, "repe cmpsb"),
    ROW(BCMP, bcmp, sse2, "sse2", MT_CPU_SSE2, 0, "16-byte vectors, or-reduced, overlapping tail"),
    ROW(BCMP, bcmp, avx2, "avx2", X86_AVX2, 0, "32-byte vectors, or-reduced, overlapping tail"),
    ROW(BCMP, bcmp, avx512, "avx512", X86_AVX512, 0, "64-byte vectors, masked tail"),
    LADDER(BCMP, bcmp, ladder_avx512, "avx512", X86_AVX512, "masked <=64, 2x64 <=128, 4x64 loop"),
    LADDER(BCMP, bcmp, ladder_avx2, "avx2", X86_AVX2, "overlapping 32-byte vectors, 4x32 loop"),
    LADDER(BCMP, bcmp, ladder_sse2, "sse2", MT_CPU_SSE2, "overlapping 16-byte vectors, 4x16 loop"),
#endif
#if MT_ARCH_AARCH64
    ROW(BCMP, bcmp, sve, "sve", MT_CPU_SVE, MT_STRAT_ASM, "whilelo loop, cmpne, one vector per step"),
    { MT_OP_BCMP, "ladder_sve", "sve", A64_SVE, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_bcmp_ladder_sve },
      mt_bcmp_ladder_sve_path, "NEON ladder below bcmp.sve_from, 2-VL predicated loop from it" },
    { MT_OP_BCMP, "ladder_neon", "neon", MT_CPU_NEON, MT_STRAT_LADDER | MT_STRAT_ASM, { .any = (void (*)(void))mt_bcmp_ladder_neon },
      mt_bcmp_ladder_neon_path, "gpr xor/or to 32, 32-byte eor/umaxp loop" },
#endif
#if MT_ARCH_PPC64LE
    LADDER(BCMP, bcmp, ladder_power9, "power9", PPC_P9, "lxvl <=16, 64-byte vector loop"),
    LADDER(BCMP, bcmp, ladder_vsx, "vsx", PPC_VSX, "words <=16, 64-byte vector loop"),
#endif
    LADDER(BCMP, bcmp, ladder_generic, "generic", 0, "portable C ladder"),

    /* ---- name_eq (dentry-style compare of equal-length names) ----
     * No size ladder: the entry candidates (MT_STRAT_LADDER) are listed in
     * preference order, measured with `memtune bench names` (src/generic/names.c). */
    ROW(NAME_EQ, name_eq, byte_loop, "generic", 0, MT_STRAT_REFERENCE, "byte loop (the 2011 dcache patch; the test oracle)"),
#if MT_ARCH_X86_64
    { MT_OP_NAME_EQ, "avx512", "avx512", X86_AVX512, MT_STRAT_LADDER, { .any = (void (*)(void))mt_name_eq_avx512 }, NULL,
      "masked compare of <= 32 B per step in ymm16/17 (no vzeroupper needed)" },
    { MT_OP_NAME_EQ, "vector", "sse2", MT_CPU_SSE2, MT_STRAT_LADDER, { .any = (void (*)(void))mt_name_eq_vector }, NULL,
      "16-byte compare, page-offset checked per pointer" },
    ROW(NAME_EQ, name_eq, repe_cmpsb, "x86", 0, MT_STRAT_ASM, "repe cmpsb (what memcmp compiled to in 2010)"),
#endif
    { MT_OP_NAME_EQ, "word_masked", "generic", 0, MT_STRAT_LADDER, { .any = (void (*)(void))mt_name_eq_word_masked }, NULL,
      "full words, then (a ^ b) & bytemask(tail) (dentry_string_cmp)" },
    ROW(NAME_EQ, name_eq, overlap_word, "generic", 0, 0, "full words, then one overlapping last word when len >= 8"),
};

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
