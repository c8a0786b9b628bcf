/* Architecture-independent part of CPU detection: the feature-name table,
 * the user's feature mask and the detect-once logic. */
#include <stdatomic.h>
#include <string.h>
#include "memtune/cpu.h"
#include "internal.h"

static const struct { uint64_t bit; const char *name; } feature_names[] = {
    { MT_CPU_SSE2, "sse2" },         { MT_CPU_SSSE3, "ssse3" },
    { MT_CPU_SSE41, "sse4.1" },      { MT_CPU_SSE42, "sse4.2" },
    { MT_CPU_POPCNT, "popcnt" },     { MT_CPU_AVX, "avx" },
    { MT_CPU_AVX2, "avx2" },         { MT_CPU_BMI1, "bmi1" },
    { MT_CPU_BMI2, "bmi2" },         { MT_CPU_LZCNT, "lzcnt" },
    { MT_CPU_MOVBE, "movbe" },       { MT_CPU_AVX512F, "avx512f" },
    { MT_CPU_AVX512BW, "avx512bw" }, { MT_CPU_AVX512VL, "avx512vl" },
    { MT_CPU_AVX512DQ, "avx512dq" }, { MT_CPU_ERMS, "erms" },
    { MT_CPU_FSRM, "fsrm" },         { MT_CPU_FZLRM, "fzlrm" },
    { MT_CPU_FSRS, "fsrs" },         { MT_CPU_FSRCS, "fsrcs" },
    { MT_CPU_XGETBV1, "xgetbv1" },   { MT_CPU_NEON, "neon" },
    { MT_CPU_SVE, "sve" },           { MT_CPU_SVE2, "sve2" },
    { MT_CPU_MOPS, "mops" },         { MT_CPU_DCZVA, "dczva" },
    { MT_CPU_VSX, "vsx" },
    { MT_CPU_ARCH_3_00, "arch_3_00" },
    /* ppc64 */
    { MT_CPU_ALTIVEC, "altivec" },   { MT_CPU_ARCH_2_07, "arch_2_07" },
    { MT_CPU_ARCH_3_1, "arch_3_1" },
};

const char *mt_cpu_feature_name(uint64_t bit)
{
    for (size_t i = 0; i < sizeof feature_names / sizeof feature_names[0]; i++)
        if (feature_names[i].bit == bit)
            return feature_names[i].name;
    return NULL;
}

int mt_cpu_parse_features(const char *list, uint64_t *mask, char *err, size_t errlen)
{
    uint64_t m = 0;
    const char *p = list;
    while (*p) {
        const char *e = p;
        while (*e && *e != ',' && *e != ':' && *e != ' ')
            e++;
        size_t len = (size_t)(e - p);
        if (len) {
            uint64_t bit = 0;
            for (size_t i = 0; i < sizeof feature_names / sizeof feature_names[0]; i++)
                if (strlen(feature_names[i].name) == len && memcmp(feature_names[i].name, p, len) == 0)
                    bit = feature_names[i].bit;
            if (!bit) {
                mt_errmsg(err, errlen, "unknown CPU feature '", p, len, "'");
                return -1;
            }
            m |= bit;
        }
        p = *e ? e + 1 : e;
    }
    *mask = m;
    return 0;
}

/* Detection comes in two stages. The library needs the identity, the
 * features and the L3 size (knob defaults, dispatch, profiles): `detected`.
 * The brand string and the full cache list are for the tool and for users
 * of mt_cpu(): `described`, done on the first mt_cpu(). On x86-64 under a
 * hypervisor each CPUID is an exit (3.5-5.7 us on the Zen 4 KVM guest of
 * 2026-11-27), and the drop-in's constructors run in every process. */
static struct mt_cpu_info info;
static atomic_int detected;        /* 0 no, 1 in progress, 2 done */
static atomic_int described;       /* the same, for brand and caches */
static int complete;               /* stage 1 filled everything */
static _Atomic uint64_t user_mask;
static int env_rejected;

int mt__libc_ready;
/* Constructors run after every object of the program (libc first) is
 * relocated and libc is initialised; 101 runs before this object's others
 * (preload.c's tier check is 102). */
__attribute__((constructor(101))) static void libc_is_ready(void)
{
    __atomic_store_n(&mt__libc_ready, 1, __ATOMIC_RELAXED);
}

int mt_cpu_env_rejected(void) { return env_rejected; }

static void detect(void)
{
    int expect = 0;
    if (atomic_compare_exchange_strong(&detected, &expect, 1)) {
        struct mt_cpu_info ci;
        memset(&ci, 0, sizeof ci);
        complete = mt_cpu_detect_arch(&ci, 0);
        const char *dis = mt_getenv("MEMTUNE_CPU_DISABLE");
        if (dis && *dis) {
            uint64_t m;
            char err[128];
            if (mt_cpu_parse_features(dis, &m, err, sizeof err) == 0)
                atomic_fetch_or(&user_mask, m);
            else {
                char msg[200] = "MEMTUNE_CPU_DISABLE: ";
                strncat(msg, err, sizeof msg - strlen(msg) - 1);
                strncat(msg, "; nothing disabled", sizeof msg - strlen(msg) - 1);
                mt_warn(msg);
                env_rejected = 1;
            }
        }
        info = ci;
        info.features = info.detected & ~atomic_load(&user_mask);
        mt_cpu_features_changed(&info);
        atomic_store(&detected, 2);
    } else {
        while (atomic_load(&detected) != 2)
            ;
    }
}

/* Stage 2: only the fields stage 1 left empty are written, so readers of
 * the others need not wait. */
static void describe(void)
{
    int expect = 0;
    if (atomic_compare_exchange_strong(&described, &expect, 1)) {
        if (!complete) {
            struct mt_cpu_info ci;
            memset(&ci, 0, sizeof ci);
            mt_cpu_detect_arch(&ci, 1);
            memcpy(info.brand, ci.brand, sizeof info.brand);
            memcpy(info.cache, ci.cache, sizeof info.cache);
            info.ncache = ci.ncache;
            info.l1d = ci.l1d;
            info.l2 = ci.l2;
            if (!info.l3)
                info.l3 = ci.l3;
        }
        atomic_store(&described, 2);
    } else {
        while (atomic_load(&described) != 2)
            ;
    }
}

const struct mt_cpu_info *mt__cpu_core(void)
{
    if (atomic_load_explicit(&detected, memory_order_acquire) != 2)
        detect();
    return &info;
}

const struct mt_cpu_info *mt_cpu(void)
{
    mt__cpu_core();
    if (atomic_load_explicit(&described, memory_order_acquire) != 2)
        describe();
    return &info;
}

void mt_cpu_disable(uint64_t mask)
{
    mt__cpu_core();
    atomic_store(&user_mask, mask);
    info.features = info.detected & ~mask;
    mt_cpu_features_changed(&info);
}
