/* Every strategy, one line each: the one list that makes the prototypes
 * (src/internal.h), the registry rows (src/registry.c) and the ladder pick
 * of the ifunc resolvers (src/dispatch.c), in the manner of dav1d's decl_fn.
 * Adding a strategy is its function (a source file, listed in the
 * meson.build of its directory) and one line here.
 *
 *   X(arch, op, name, isa, needs, kind, flags, doc)
 *
 *   arch   all, x86_64, aarch64, ppc64le: the builds that have it (the row
 *          and the pick exist only there; MT_ON_<arch> below)
 *   op     memcpy, memmove, memset, memcmp, bcmp, name_eq: the signature
 *          (MT_SIG_<op>) and the symbol, mt_<op>_<name>
 *   name   the registry name, the symbol's suffix
 *   isa    the label `memtune list` prints
 *   needs  MT_CPU_* bits that must all be present (MT_NEEDS_* below)
 *   kind   plain:  a strategy
 *          ladder: an entry candidate (MT_STRAT_LADDER) that dispatches by
 *                  size and reads the knobs; it also has
 *                  const char *mt_<op>_<name>_path(size_t n)
 *          entry:  an entry candidate without size classes (name_eq)
 *          variant: the entry a knob selects in place of a ladder
 *                  (MT_STRAT_KNOB_ENTRY: memcpy's ladder_<tier>_rsb while
 *                  memcpy.vec_from is set); it has a _path as a ladder
 *   flags  other MT_STRAT_* bits (ASM, LARGE, REFERENCE)
 *   doc    one line: what it is, where it comes from
 *
 * Order matters in two ways: an op's strategies go from the reference to
 * the widest ISA (the order tables and the tool print them), and among an
 * op's entry candidates the first one the CPU can run is what dispatch
 * picks, so those go widest first. */
#ifndef MEMTUNE_STRATEGIES_H
#define MEMTUNE_STRATEGIES_H

/* x86-64: the AVX2 groups are compiled with -mavx2 -mbmi -mbmi2; the
 * AVX-512 groups with AVX512F/BW/VL and BMI as well. */
#define MT_NEEDS_X86_AVX2   (MT_CPU_AVX | MT_CPU_AVX2 | MT_CPU_BMI1 | MT_CPU_BMI2)
#define MT_NEEDS_X86_AVX512 (MT_CPU_AVX512F | MT_CPU_AVX512BW | MT_CPU_AVX512VL | MT_CPU_BMI1 | MT_CPU_BMI2)
/* aarch64: the NEON ladders are the fallback paths of the SVE and MOPS
 * ladders, so those need NEON too. */
#define MT_NEEDS_A64_SVE    (MT_CPU_NEON | MT_CPU_SVE)
#define MT_NEEDS_A64_MOPS   (MT_CPU_NEON | MT_CPU_MOPS)
/* ppc64le: POWER8 with VSX (the ABI minimum, still checked), POWER9, POWER10. */
#define MT_NEEDS_PPC_VSX    (MT_CPU_ALTIVEC | MT_CPU_VSX | MT_CPU_ARCH_2_07)
#define MT_NEEDS_PPC_P9     (MT_NEEDS_PPC_VSX | MT_CPU_ARCH_3_00)
#define MT_NEEDS_PPC_P10    (MT_NEEDS_PPC_P9 | MT_CPU_ARCH_3_1)

#define MT_STRATEGIES(X) \
    /* ---- memcpy ---- */ \
    X(all,     memcpy, byte_loop,        "generic", 0,                   plain,  MT_STRAT_REFERENCE, "one byte per iteration (the test oracle)") \
    X(all,     memcpy, unrolled8,        "generic", 0,                   plain,  0, "4x8-byte load/store loop, byte tail (GCC unrolled_loop)") \
    X(all,     memcpy, overlap_scalar,   "generic", 0,                   plain,  0, "overlapping 8-byte head/tail size ladder, 32-byte loop") \
    X(x86_64,  memcpy, rep_movsb,        "x86",     0,                   plain,  MT_STRAT_ASM, "rep movsb (ERMS/FSRM make it fast)") \
    X(x86_64,  memcpy, rep_movsq,        "x86",     0,                   plain,  MT_STRAT_ASM, "rep movsq + byte tail, unaligned (GCC rep_8byte)") \
    X(x86_64,  memcpy, rep_movsq_align8, "x86",     0,                   plain,  MT_STRAT_ASM, "dst aligned to 8 first, then rep movsq (2025 copy_user fix)") \
    X(x86_64,  memcpy, sse2,             "sse2",    MT_CPU_SSE2,         plain,  0, "16-byte overlapping head/tail, 4x16 loop, dst aligned") \
    X(x86_64,  memcpy, avx2,             "avx2",    MT_NEEDS_X86_AVX2,   plain,  0, "32-byte overlapping head/tail, 4x32 loop, dst aligned") \
    X(x86_64,  memcpy, avx512,           "avx512",  MT_NEEDS_X86_AVX512, plain,  0, "64-byte overlapping head/tail, 4x64 loop, dst aligned") \
    X(x86_64,  memcpy, nt,               "sse2",    MT_CPU_SSE2,         plain,  MT_STRAT_LARGE, "non-temporal stores (movntdq), dst aligned") \
    X(x86_64,  memcpy, ladder_avx512,    "avx512",  MT_NEEDS_X86_AVX512, ladder, 0, "plain head/tail pairs <=64, 2x64 <=128, 32-byte classes off line boundaries, 4x32 loop, rep movsb, nt by knobs") \
    X(x86_64,  memcpy, ladder_avx2,      "avx2",    MT_NEEDS_X86_AVX2,   ladder, 0, "overlapping 32-byte vectors, 4x32 loop, rep movsb, nt by knobs") \
    X(x86_64,  memcpy, ladder_sse2,      "sse2",    MT_CPU_SSE2,         ladder, 0, "overlapping 16-byte vectors, 4x16 loop, rep movsb, nt by knobs") \
    X(x86_64,  memcpy, ladder_avx512_rsb, "avx512", MT_NEEDS_X86_AVX512, variant, MT_STRAT_ASM, "rep movsb below memcpy.vec_from (not at (dst - src) % 4096 in 1..63), ladder_avx512 from it") \
    X(x86_64,  memcpy, ladder_avx2_rsb,  "avx2",    MT_NEEDS_X86_AVX2,   variant, MT_STRAT_ASM, "rep movsb below memcpy.vec_from (not at (dst - src) % 4096 in 1..63), ladder_avx2 from it") \
    X(x86_64,  memcpy, ladder_sse2_rsb,  "sse2",    MT_CPU_SSE2,         variant, MT_STRAT_ASM, "rep movsb below memcpy.vec_from (not at (dst - src) % 4096 in 1..63), ladder_sse2 from it") \
    X(aarch64, memcpy, ldp,              "aarch64", 0,                   plain,  MT_STRAT_ASM, "integer ldp/stp: overlapping head/tail classes to 64, 32-byte loop") \
    X(aarch64, memcpy, sve,              "sve",     MT_CPU_SVE,          plain,  MT_STRAT_ASM, "whilelo-predicated loop, one vector per step, no size classes") \
    X(aarch64, memcpy, mops,             "mops",    MT_CPU_MOPS,         plain,  MT_STRAT_ASM, "cpyfp/cpyfm/cpyfe at every size (FEAT_MOPS)") \
    X(aarch64, memcpy, ladder_mops,      "mops",    MT_NEEDS_A64_MOPS,   ladder, MT_STRAT_ASM, "NEON ladder below memcpy.mops_from, cpyf* from it") \
    X(aarch64, memcpy, ladder_sve,       "sve",     MT_NEEDS_A64_SVE,    ladder, MT_STRAT_ASM, "one predicated 2-VL step up to 2 VL, the NEON ladder above") \
    X(aarch64, memcpy, ladder_neon,      "neon",    MT_CPU_NEON,         ladder, MT_STRAT_ASM, "q registers: overlapping classes to 128, 64-byte loop on aligned dst") \
    X(ppc64le, memcpy, p7_scalar,        "ppc64",   0,                   plain,  0, "POWER7 scalar: 8-byte words, source aligned, a 128-byte line per iteration (seed 004)") \
    X(ppc64le, memcpy, vsx_perm,         "vsx",     MT_NEEDS_PPC_VSX,    plain,  0, "POWER7 vector loop from 129 B: dst lines, aligned loads + vperm, dcbt streams") \
    X(ppc64le, memcpy, vsx_unaligned,    "vsx",     MT_NEEDS_PPC_VSX,    plain,  0, "the vector loop with unaligned lxvd2x loads, dst lines") \
    X(ppc64le, memcpy, ladder_power10,   "power10", MT_NEEDS_PPC_P10,    ladder, 0, "ladder_power9 with lxvp/stxvp (32-byte pairs) in the vsx line loop") \
    X(ppc64le, memcpy, ladder_power9,    "power9",  MT_NEEDS_PPC_P9,     ladder, 0, "lxvl/stxvl <=16, vectors <=128, line loop, vsx lines by knob") \
    X(ppc64le, memcpy, ladder_vsx,       "vsx",     MT_NEEDS_PPC_VSX,    ladder, 0, "POWER7 copy: words <128, line loop, vsx perm loop from memcpy.vsx_from") \
    X(all,     memcpy, ladder_generic,   "generic", 0,                   ladder, 0, "portable C ladder: overlapping words, word loop") \
    /* ---- memmove ---- */ \
    X(all,     memmove, byte_loop,       "generic", 0,                   plain,  MT_STRAT_REFERENCE, "byte loop, backward when dst is above src (the test oracle)") \
    X(all,     memmove, unrolled8,       "generic", 0,                   plain,  0, "4x8-byte loop in the safe direction") \
    X(all,     memmove, overlap_scalar,  "generic", 0,                   plain,  0, "load all then store for <=32 B, word loops forward/backward") \
    X(x86_64,  memmove, rep_movsb,       "x86",     0,                   plain,  MT_STRAT_ASM, "rep movsb forward; std; rep movsb; cld backward") \
    X(x86_64,  memmove, sse2,            "sse2",    MT_CPU_SSE2,         plain,  0, "16-byte vectors, loads before stores, 4x16 loops both ways") \
    X(x86_64,  memmove, avx2,            "avx2",    MT_NEEDS_X86_AVX2,   plain,  0, "32-byte vectors, loads before stores, 4x32 loops both ways") \
    X(x86_64,  memmove, avx512,          "avx512",  MT_NEEDS_X86_AVX512, plain,  0, "64-byte vectors, loads before stores, 4x64 loops both ways") \
    X(x86_64,  memmove, ladder_avx512,   "avx512",  MT_NEEDS_X86_AVX512, ladder, 0, "plain head/tail pairs <=64, overlapping 64- and 32-byte vectors, 4x32 loops both ways, rep movsb/nt by knobs") \
    X(x86_64,  memmove, ladder_avx2,     "avx2",    MT_NEEDS_X86_AVX2,   ladder, 0, "overlapping 32-byte vectors, loops both ways, rep movsb/nt by knobs") \
    X(x86_64,  memmove, ladder_sse2,     "sse2",    MT_CPU_SSE2,         ladder, 0, "overlapping 16-byte vectors, loops both ways, rep movsb/nt by knobs") \
    X(aarch64, memmove, ldp,             "aarch64", 0,                   plain,  MT_STRAT_ASM, "integer ldp/stp: loads before stores to 64, 32-byte loops both ways") \
    X(aarch64, memmove, sve,             "sve",     MT_CPU_SVE,          plain,  MT_STRAT_ASM, "whilelo-predicated loop, backward by whole vectors when dst is above src") \
    X(aarch64, memmove, mops,            "mops",    MT_CPU_MOPS,         plain,  MT_STRAT_ASM, "cpyp/cpym/cpye at every size (FEAT_MOPS)") \
    X(aarch64, memmove, ladder_mops,     "mops",    MT_NEEDS_A64_MOPS,   ladder, MT_STRAT_ASM, "NEON ladder below memmove.mops_from, cpy* from it") \
    X(aarch64, memmove, ladder_sve,      "sve",     MT_NEEDS_A64_SVE,    ladder, MT_STRAT_ASM, "one predicated 2-VL step up to 2 VL, the NEON ladder above") \
    X(aarch64, memmove, ladder_neon,     "neon",    MT_CPU_NEON,         ladder, MT_STRAT_ASM, "q registers: loads before stores to 128, 64-byte loops both ways") \
    X(ppc64le, memmove, ladder_power9,   "power9",  MT_NEEDS_PPC_P9,     ladder, 0, "lxvl/stxvl <=16, vectors <=128, line loops both ways, vsx by knob") \
    X(ppc64le, memmove, ladder_vsx,      "vsx",     MT_NEEDS_PPC_VSX,    ladder, 0, "vectors <=128, POWER7 line loops both ways, vsx by memmove.vsx_from") \
    X(all,     memmove, ladder_generic,  "generic", 0,                   ladder, 0, "portable C ladder") \
    /* ---- memset ---- */ \
    X(all,     memset, byte_loop,        "generic", 0,                   plain,  MT_STRAT_REFERENCE, "one byte per iteration (the test oracle)") \
    X(all,     memset, unrolled8,        "generic", 0,                   plain,  0, "4x8-byte store loop, byte tail") \
    X(all,     memset, overlap_scalar,   "generic", 0,                   plain,  0, "overlapping 8-byte head/tail size ladder, 32-byte loop") \
    X(x86_64,  memset, rep_stosb,        "x86",     0,                   plain,  MT_STRAT_ASM, "rep stosb (ERMS/FSRS make it fast)") \
    X(x86_64,  memset, rep_stosq,        "x86",     0,                   plain,  MT_STRAT_ASM, "rep stosq + byte tail (GCC rep_8byte)") \
    X(x86_64,  memset, sse2,             "sse2",    MT_CPU_SSE2,         plain,  0, "16-byte overlapping head/tail, 4x16 loop, dst aligned") \
    X(x86_64,  memset, avx2,             "avx2",    MT_NEEDS_X86_AVX2,   plain,  0, "32-byte overlapping head/tail, 4x32 loop, dst aligned") \
    X(x86_64,  memset, avx512,           "avx512",  MT_NEEDS_X86_AVX512, plain,  0, "64-byte overlapping head/tail, 4x64 loop, dst aligned") \
    X(x86_64,  memset, nt,               "sse2",    MT_CPU_SSE2,         plain,  MT_STRAT_LARGE, "non-temporal stores (movntdq), dst aligned") \
    X(x86_64,  memset, ladder_avx512,    "avx512",  MT_NEEDS_X86_AVX512, ladder, 0, "masked <64, 2x64 <=128, 4x64 <=256, ends and aligned lines <=320, 8x64 <=512, then ends and aligned lines, rep stosb, nt by knobs") \
    X(x86_64,  memset, ladder_avx2,      "avx2",    MT_NEEDS_X86_AVX2,   ladder, 0, "overlapping 32-byte vectors, 4x32 loop, rep stosb, nt by knobs") \
    X(x86_64,  memset, ladder_sse2,      "sse2",    MT_CPU_SSE2,         ladder, 0, "overlapping 16-byte vectors, 4x16 loop, rep stosb, nt by knobs") \
    X(aarch64, memset, neon,             "neon",    MT_CPU_NEON,         plain,  MT_STRAT_ASM, "q stores: overlapping classes to 128, 64-byte loop, no DC ZVA") \
    X(aarch64, memset, sve,              "sve",     MT_CPU_SVE,          plain,  MT_STRAT_ASM, "whilelo-predicated stores, one vector per step") \
    X(aarch64, memset, mops,             "mops",    MT_CPU_MOPS,         plain,  MT_STRAT_ASM, "setp/setm/sete at every size (FEAT_MOPS)") \
    X(aarch64, memset, ladder_mops,      "mops",    MT_NEEDS_A64_MOPS,   ladder, MT_STRAT_ASM, "NEON ladder below memset.mops_from, set* from it") \
    X(aarch64, memset, ladder_sve,       "sve",     MT_NEEDS_A64_SVE,    ladder, MT_STRAT_ASM, "one predicated 2-VL store up to 2 VL, the NEON ladder above") \
    X(aarch64, memset, ladder_neon,      "neon",    MT_CPU_NEON,         ladder, MT_STRAT_ASM, "q stores, 64-byte loop; zeroes with DC ZVA from memset.dc_zva_from") \
    X(ppc64le, memset, vsx,              "vsx",     MT_NEEDS_PPC_VSX,    plain,  0, "vectors <=128, aligned 128-byte lines of stvx, no dcbz") \
    X(ppc64le, memset, ladder_power9,    "power9",  MT_NEEDS_PPC_P9,     ladder, 0, "stxvl <=16, vectors <=128, lines, dcbz for zero by knob") \
    X(ppc64le, memset, ladder_vsx,       "vsx",     MT_NEEDS_PPC_VSX,    ladder, 0, "words <=16, vectors <=128, lines, dcbz for zero by memset.dcbz_from") \
    X(all,     memset, ladder_generic,   "generic", 0,                   ladder, 0, "portable C ladder") \
    /* ---- memcmp ---- */ \
    X(all,     memcmp, byte_loop,        "generic", 0,                   plain,  MT_STRAT_REFERENCE, "one byte per iteration (the test oracle)") \
    X(all,     memcmp, word,             "generic", 0,                   plain,  0, "8-byte loads, bswap on the first differing word, byte tail") \
    X(all,     memcmp, overlap_word,     "generic", 0,                   plain,  0, "8-byte loads with an overlapping last word") \
    X(x86_64,  memcmp, repe_cmpsb,       "x86",     0,                   plain,  MT_STRAT_ASM, "repe cmpsb (FSRCS makes short ones fast)") \
    X(x86_64,  memcmp, sse2,             "sse2",    MT_CPU_SSE2,         plain,  0, "16-byte pcmpeqb/pmovmskb, overlapping tail") \
    X(x86_64,  memcmp, avx2,             "avx2",    MT_NEEDS_X86_AVX2,   plain,  0, "32-byte vpcmpeqb/vpmovmskb, overlapping tail") \
    X(x86_64,  memcmp, avx512,           "avx512",  MT_NEEDS_X86_AVX512, plain,  0, "64-byte vpcmpneqb into a mask, masked tail") \
    X(x86_64,  memcmp, ladder_avx512,    "avx512",  MT_NEEDS_X86_AVX512, ladder, 0, "masked <=64 with early out, 64-byte loop") \
    X(x86_64,  memcmp, ladder_avx2,      "avx2",    MT_NEEDS_X86_AVX2,   ladder, 0, "overlapping 32-byte vectors, 4x32 loop") \
    X(x86_64,  memcmp, ladder_sse2,      "sse2",    MT_CPU_SSE2,         ladder, 0, "overlapping 16-byte vectors, 4x16 loop") \
    X(aarch64, memcmp, sve,              "sve",     MT_CPU_SVE,          plain,  MT_STRAT_ASM, "whilelo loop, cmpne, brkb/lasta pick the first difference") \
    X(aarch64, memcmp, ladder_sve,       "sve",     MT_NEEDS_A64_SVE,    ladder, MT_STRAT_ASM, "NEON ladder below memcmp.sve_from, 2-VL predicated loop from it") \
    X(aarch64, memcmp, ladder_neon,      "neon",    MT_CPU_NEON,         ladder, MT_STRAT_ASM, "gpr words to 32 (rev + compare), 32-byte cmeq/uminp loop") \
    X(ppc64le, memcmp, ladder_power9,    "power9",  MT_NEEDS_PPC_P9,     ladder, 0, "lxvl + vcmpneb/vctzlsbb <=16, 64-byte vector loop") \
    X(ppc64le, memcmp, ladder_vsx,       "vsx",     MT_NEEDS_PPC_VSX,    ladder, 0, "ldbrx words <=16, 64-byte vector loop, ldbrx on the differing block") \
    X(all,     memcmp, ladder_generic,   "generic", 0,                   ladder, 0, "portable C ladder") \
    /* ---- bcmp ---- */ \
    X(all,     bcmp, byte_loop,          "generic", 0,                   plain,  MT_STRAT_REFERENCE, "one byte per iteration (the test oracle)") \
    X(all,     bcmp, word,               "generic", 0,                   plain,  0, "8-byte xor loop, byte tail") \
    X(all,     bcmp, overlap_word,       "generic", 0,                   plain,  0, "8-byte xor loop with an overlapping last word") \
    X(x86_64,  bcmp, repe_cmpsb,         "x86",     0,                   plain,  MT_STRAT_ASM, "repe cmpsb") \
    X(x86_64,  bcmp, sse2,               "sse2",    MT_CPU_SSE2,         plain,  0, "16-byte vectors, or-reduced, overlapping tail") \
    X(x86_64,  bcmp, avx2,               "avx2",    MT_NEEDS_X86_AVX2,   plain,  0, "32-byte vectors, or-reduced, overlapping tail") \
    X(x86_64,  bcmp, avx512,             "avx512",  MT_NEEDS_X86_AVX512, plain,  0, "64-byte vectors, masked tail") \
    X(x86_64,  bcmp, ladder_avx512,      "avx512",  MT_NEEDS_X86_AVX512, ladder, 0, "masked <=64, 2x64 <=128, 4x64 loop") \
    X(x86_64,  bcmp, ladder_avx2,        "avx2",    MT_NEEDS_X86_AVX2,   ladder, 0, "overlapping 32-byte vectors, 4x32 loop") \
    X(x86_64,  bcmp, ladder_sse2,        "sse2",    MT_CPU_SSE2,         ladder, 0, "overlapping 16-byte vectors, 4x16 loop") \
    X(aarch64, bcmp, sve,                "sve",     MT_CPU_SVE,          plain,  MT_STRAT_ASM, "whilelo loop, cmpne, one vector per step") \
    X(aarch64, bcmp, ladder_sve,         "sve",     MT_NEEDS_A64_SVE,    ladder, MT_STRAT_ASM, "NEON ladder below bcmp.sve_from, 2-VL predicated loop from it") \
    X(aarch64, bcmp, ladder_neon,        "neon",    MT_CPU_NEON,         ladder, MT_STRAT_ASM, "gpr xor/or to 32, 32-byte eor/umaxp loop") \
    X(ppc64le, bcmp, ladder_power9,      "power9",  MT_NEEDS_PPC_P9,     ladder, 0, "lxvl <=16, 64-byte vector loop") \
    X(ppc64le, bcmp, ladder_vsx,         "vsx",     MT_NEEDS_PPC_VSX,    ladder, 0, "words <=16, 64-byte vector loop") \
    X(all,     bcmp, ladder_generic,     "generic", 0,                   ladder, 0, "portable C ladder") \
    /* ---- name_eq (dentry-style compare of equal-length names) ---- \
     * No size ladder: the entry candidates are listed in preference order, \
     * measured with `memtune bench names` (src/generic/names.c). */ \
    X(all,     name_eq, byte_loop,       "generic", 0,                   plain,  MT_STRAT_REFERENCE, "byte loop (the 2011 dcache patch; the test oracle)") \
    X(x86_64,  name_eq, avx512,          "avx512",  MT_NEEDS_X86_AVX512, entry,  0, "masked compare of <= 32 B per step in ymm16/17 (no vzeroupper needed)") \
    X(x86_64,  name_eq, vector,          "sse2",    MT_CPU_SSE2,         entry,  0, "16-byte compare, page-offset checked per pointer") \
    X(x86_64,  name_eq, repe_cmpsb,      "x86",     0,                   plain,  MT_STRAT_ASM, "repe cmpsb (what memcmp compiled to in 2010)") \
    X(all,     name_eq, word_masked,     "generic", 0,                   entry,  0, "full words, then (a ^ b) & bytemask(tail) (dentry_string_cmp)") \
    X(all,     name_eq, overlap_word,    "generic", 0,                   plain,  0, "full words, then one overlapping last word when len >= 8")

/* The architecture column: MT_ON_<arch>(text) is text in the builds that
 * have the strategy, nothing elsewhere. */
#define MT_ON_all(...) __VA_ARGS__
#if MT_ARCH_X86_64
#define MT_ON_x86_64(...) __VA_ARGS__
#else
#define MT_ON_x86_64(...)
#endif
#if MT_ARCH_AARCH64
#define MT_ON_aarch64(...) __VA_ARGS__
#else
#define MT_ON_aarch64(...)
#endif
#if MT_ARCH_PPC64LE
#define MT_ON_ppc64le(...) __VA_ARGS__
#else
#define MT_ON_ppc64le(...)
#endif

/* The op column: the registry's enum value and the libc signature. */
#define MT_OP_ID_memcpy MT_OP_MEMCPY
#define MT_OP_ID_memmove MT_OP_MEMMOVE
#define MT_OP_ID_memset MT_OP_MEMSET
#define MT_OP_ID_memcmp MT_OP_MEMCMP
#define MT_OP_ID_bcmp MT_OP_BCMP
#define MT_OP_ID_name_eq MT_OP_NAME_EQ
#define MT_SIG_memcpy(fn) void *fn(void *dst, const void *src, size_t n)
#define MT_SIG_memmove(fn) void *fn(void *dst, const void *src, size_t n)
#define MT_SIG_memset(fn) void *fn(void *dst, int c, size_t n)
#define MT_SIG_memcmp(fn) int fn(const void *a, const void *b, size_t n)
#define MT_SIG_bcmp(fn) int fn(const void *a, const void *b, size_t n)
#define MT_SIG_name_eq(fn) bool fn(const char *a, const char *b, size_t n)

/* The kind column: the flag it adds, and the path function of a ladder. */
#define MT_KIND_FLAGS_plain 0
#define MT_KIND_FLAGS_ladder MT_STRAT_LADDER
#define MT_KIND_FLAGS_entry MT_STRAT_LADDER
#define MT_KIND_FLAGS_variant MT_STRAT_KNOB_ENTRY
#define MT_KIND_PATH_plain(op, name) NULL
#define MT_KIND_PATH_ladder(op, name) mt_##op##_##name##_path
#define MT_KIND_PATH_entry(op, name) NULL
#define MT_KIND_PATH_variant MT_KIND_PATH_ladder
#define MT_KIND_DECL_plain(op, name)
#define MT_KIND_DECL_ladder(op, name) const char *mt_##op##_##name##_path(size_t n);
#define MT_KIND_DECL_entry(op, name)
#define MT_KIND_DECL_variant MT_KIND_DECL_ladder

/* The prototypes: mt_<op>_<name>, and mt_<op>_<name>_path for a ladder. */
#define MT_STRATEGY_DECL(arch, op, name, isa, needs, kind, flags, doc)         \
    MT_ON_##arch(MT_SIG_##op(mt_##op##_##name); MT_KIND_DECL_##kind(op, name))
MT_STRATEGIES(MT_STRATEGY_DECL)
#undef MT_STRATEGY_DECL

#endif
