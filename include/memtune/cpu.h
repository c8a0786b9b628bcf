/* CPU description used by dispatch, the tests and the tool. */
#ifndef MEMTUNE_CPU_H
#define MEMTUNE_CPU_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library is built with -fvisibility=hidden; what is declared here is
 * its exported interface. */
#pragma GCC visibility push(default)

/* Feature bits. x86 bits come from raw CPUID (+ XGETBV for OS-enabled
 * state); FZLRM/FSRS/FSRCS are CPUID.(7,1):EAX bits 10/11/12, which
 * /proc/cpuinfo does not show. */
enum {
    MT_CPU_SSE2      = 1ull << 0,
    MT_CPU_SSSE3     = 1ull << 1,
    MT_CPU_SSE41     = 1ull << 2,
    MT_CPU_SSE42     = 1ull << 3,
    MT_CPU_POPCNT    = 1ull << 4,
    MT_CPU_AVX       = 1ull << 5,
    MT_CPU_AVX2      = 1ull << 6,
    MT_CPU_BMI1      = 1ull << 7,
    MT_CPU_BMI2      = 1ull << 8,
    MT_CPU_LZCNT     = 1ull << 9,
    MT_CPU_MOVBE     = 1ull << 10,
    MT_CPU_AVX512F   = 1ull << 11,
    MT_CPU_AVX512BW  = 1ull << 12,
    MT_CPU_AVX512VL  = 1ull << 13,
    MT_CPU_AVX512DQ  = 1ull << 14,
    MT_CPU_ERMS      = 1ull << 15, /* enhanced rep movsb/stosb */
    MT_CPU_FSRM      = 1ull << 16, /* fast short rep movsb (7.0 EDX[4]) */
    MT_CPU_FZLRM     = 1ull << 17, /* fast zero-length rep movsb (7.1 EAX[10]) */
    MT_CPU_FSRS      = 1ull << 18, /* fast short rep stosb (7.1 EAX[11]) */
    MT_CPU_FSRCS     = 1ull << 19, /* fast short rep cmpsb/scasb (7.1 EAX[12]) */
    MT_CPU_XGETBV1   = 1ull << 20, /* xgetbv ecx=1 (XINUSE), used by the tests */
    /* aarch64: AT_HWCAP/AT_HWCAP2 from the kernel (getauxval), DCZID_EL0. */
    MT_CPU_NEON      = 1ull << 32, /* HWCAP_ASIMD */
    MT_CPU_SVE       = 1ull << 33, /* HWCAP_SVE */
    MT_CPU_SVE2      = 1ull << 34, /* HWCAP2_SVE2 */
    MT_CPU_MOPS      = 1ull << 35, /* HWCAP2_MOPS: FEAT_MOPS memory copy and set instructions */
    MT_CPU_DCZVA     = 1ull << 36, /* DC ZVA permitted at EL0 (DCZID_EL0.DZP clear) */
    /* ppc64 (bits 40..47): from getauxval(AT_HWCAP/AT_HWCAP2), which the
     * kernel sets only for facilities it saves and restores. */
    MT_CPU_VSX       = 1ull << 40, /* PPC_FEATURE_HAS_VSX (POWER7, ISA 2.06) */
    MT_CPU_ARCH_3_00 = 1ull << 41, /* PPC_FEATURE2_ARCH_3_00 (POWER9): lxvl/stxvl, lxv/stxv */
    MT_CPU_ALTIVEC   = 1ull << 42, /* PPC_FEATURE_HAS_ALTIVEC (VMX) */
    MT_CPU_ARCH_2_07 = 1ull << 43, /* PPC_FEATURE2_ARCH_2_07 (POWER8): the ppc64le ABI minimum */
    MT_CPU_ARCH_3_1  = 1ull << 44, /* PPC_FEATURE2_ARCH_3_1 (POWER10): lxvp/stxvp, prefixed insns */
};

struct mt_cache_level {
    unsigned level;      /* 1, 2, 3 */
    char type;           /* 'D' data, 'I' instruction, 'U' unified */
    size_t size;         /* bytes */
    unsigned line;       /* bytes */
    unsigned ways;
    unsigned sharing;    /* logical CPUs sharing it (0 = unknown) */
};

struct mt_cpu_info {
    char arch[16];        /* "x86_64", "aarch64", "ppc64le", "generic" */
    char vendor[16];      /* "GenuineIntel", "AuthenticAMD", ... */
    char brand[64];       /* marketing name */
    unsigned family, model, stepping;
    uint64_t detected;    /* what the CPU (and OS) offer */
    uint64_t features;    /* detected minus MEMTUNE_CPU_DISABLE / mt_cpu_disable */
    uint32_t cpuid7_0_ebx, cpuid7_0_ecx, cpuid7_0_edx, cpuid7_1_eax; /* raw */
    uint64_t xcr0;        /* OS-enabled XSAVE state (0 if no OSXSAVE) */
    unsigned ncache;
    struct mt_cache_level cache[8];
    size_t l1d, l2, l3;   /* convenience: data/unified sizes per level, bytes */
    int hypervisor;       /* CPUID.1:ECX[31] */
    /* aarch64: vendor/family/model/stepping above are the MIDR_EL1 fields
     * (implementer, part number, variant << 4 | revision). */
    uint64_t midr;        /* MIDR_EL1 (sysfs, else mrs with HWCAP_CPUID; 0 unknown) */
    uint64_t hwcap, hwcap2; /* AT_HWCAP, AT_HWCAP2 */
    uint64_t dczid;       /* DCZID_EL0 */
    unsigned dczva_bytes; /* DC ZVA block (4 << DCZID.BS); 0 if DZP is set */
    unsigned sve_bytes;   /* SVE vector length in bytes (0 without SVE) */
    /* ppc64: the raw auxiliary-vector words and the cache block size
     * (AT_DCACHEBSIZE: the dcbt/dcbz granule, 128 on every POWER since
     * POWER4); 0 elsewhere. */
    uint64_t ppc_hwcap, ppc_hwcap2;
    unsigned ppc_dcache_block;
};

/* Detected once, thread-safe. Never NULL. */
const struct mt_cpu_info *mt_cpu(void);
/* Hide features from dispatch (and from `features`); for tests and for
 * users (same as MEMTUNE_CPU_DISABLE). Takes effect for resolutions made
 * after the call: call before mt_init() or use mt_dispatch_reset(). */
void mt_cpu_disable(uint64_t mask);
/* Feature bit <-> name ("avx512bw", "fsrm"). */
const char *mt_cpu_feature_name(uint64_t bit);
/* Parses "avx512f,fsrm" into a mask; -1 and err on an unknown name. */
int mt_cpu_parse_features(const char *list, uint64_t *mask, char *err, size_t errlen);

#pragma GCC visibility pop

#ifdef __cplusplus
}
#endif
#endif
