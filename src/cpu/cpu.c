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

static struct mt_cpu_info info;
static atomic_int detected;        /* 0 no, 1 in progress, 2 done */
static _Atomic uint64_t user_mask;
static int env_rejected;

int mt_cpu_env_rejected(void) { return env_rejected; }

static void detect(void)
{
    int expect = 0;
    if (atomic_compare_exchange_strong(&detected, &expect, 1)) {
        struct mt_cpu_info ci;
        memset(&ci, 0, sizeof ci);
        mt_cpu_detect_arch(&ci);
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

const struct mt_cpu_info *mt_cpu(void)
{
    if (atomic_load_explicit(&detected, memory_order_acquire) != 2)
        detect();
    return &info;
}

void mt_cpu_disable(uint64_t mask)
{
    mt_cpu();
    atomic_store(&user_mask, mask);
    info.features = info.detected & ~mask;
    mt_cpu_features_changed(&info);
}
