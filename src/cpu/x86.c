/* x86-64 CPU detection from raw CPUID: the fast-string bits FZLRM/FSRS/FSRCS
 * live in CPUID.(EAX=7,ECX=1):EAX[10..12] and have no /proc/cpuinfo name, so
 * the tool must execute CPUID itself. Vector features count only when the OS
 * enabled their register state (XGETBV(0)): a CPU with AVX-512 under a kernel
 * or hypervisor that does not save ZMM state must not run AVX-512 code. */
#include <string.h>
#include "memtune/cpu.h"
#include "internal.h"

#if MT_ARCH_X86_64
#include <cpuid.h>

/* CPUID, each (leaf, subleaf) executed once per process. Under a
 * hypervisor every CPUID is an exit to it: 3.5 us each on the Zen 4 KVM
 * guest of 2026-11-27 (rdtsc around 1000 cpuid(7, 0); 5.7 us for 1000
 * cpuid(0x80000006) in a later hour), and the detection and the feature
 * word asked for 20 between them, 5 of them twice: most of the 140 us that loading the drop-in added to
 * every process (/bin/true, 300 runs each, medians 737 against 594 us).
 * The leaves read here do not depend on the core that runs them (leaf 1's
 * APIC id in EBX does, and is not used). No libc: the ifunc resolvers run
 * this during relocation. A slot is claimed with an atomic counter and
 * published by its own flag, so threads that detect at once never read a
 * slot half written; a full table just executes CPUID.
 *
 * After libc is initialised (mt__libc_ready, set by cpu.c's first
 * constructor), the feature leaves come from glibc instead: glibc 2.33 and
 * later keep the raw CPUID words it read at startup and export them
 * (__x86_get_cpuid_feature_leaf, <sys/platform/x86.h>; an index past its
 * table gives zeros, as a leaf the CPU lacks). Weak: with an older glibc
 * or another libc the address is null and CPUID runs. */
struct glibc_cpuid_leaf {
    unsigned cpuid[4]; /* eax, ebx, ecx, edx as CPUID returned them */
    unsigned active[4];
};
extern const struct glibc_cpuid_leaf *__x86_get_cpuid_feature_leaf(unsigned index) __attribute__((weak));

/* glibc's CPUID_INDEX_* for (leaf, subleaf), -1 if it keeps no copy. */
static int glibc_index(unsigned leaf, unsigned sub)
{
    if (leaf == 1 && sub == 0) return 0;
    if (leaf == 7 && sub == 0) return 1;
    if (leaf == 0x80000001 && sub == 0) return 2;
    if (leaf == 0xd && sub == 1) return 3;
    if (leaf == 7 && sub == 1) return 6;
    return -1;
}

static bool from_glibc(void)
{
    return __atomic_load_n(&mt__libc_ready, __ATOMIC_RELAXED) && __x86_get_cpuid_feature_leaf;
}

static struct {
    unsigned leaf, sub, r[4];
    int ready;
} memo[24];
static unsigned memo_used;

static void cpuid(unsigned leaf, unsigned sub, unsigned r[4])
{
    unsigned n = __atomic_load_n(&memo_used, __ATOMIC_ACQUIRE);
    if (n > sizeof memo / sizeof memo[0])
        n = sizeof memo / sizeof memo[0];
    for (unsigned i = 0; i < n; i++)
        if (__atomic_load_n(&memo[i].ready, __ATOMIC_ACQUIRE) && memo[i].leaf == leaf && memo[i].sub == sub) {
            for (int k = 0; k < 4; k++)
                r[k] = memo[i].r[k];
            return;
        }
    int gi = from_glibc() ? glibc_index(leaf, sub) : -1;
    if (gi >= 0) {
        const struct glibc_cpuid_leaf *g = __x86_get_cpuid_feature_leaf((unsigned)gi);
        for (int k = 0; k < 4; k++)
            r[k] = g->cpuid[k];
        return; /* no exit saved by keeping it here */
    }
    __cpuid_count(leaf, sub, r[0], r[1], r[2], r[3]);
    if (n >= sizeof memo / sizeof memo[0])
        return; /* full: the counter stays near the table's size */
    unsigned i = __atomic_fetch_add(&memo_used, 1, __ATOMIC_ACQ_REL);
    if (i < sizeof memo / sizeof memo[0]) {
        memo[i].leaf = leaf;
        memo[i].sub = sub;
        for (int k = 0; k < 4; k++)
            memo[i].r[k] = r[k];
        __atomic_store_n(&memo[i].ready, 1, __ATOMIC_RELEASE);
    }
}

/* Whether the extended leaf `leaf` exists: 0x80000000's EAX, except that
 * 0x80000001 (glibc's copy is zero when the CPU lacks it) needs no exit. */
static bool has_ext_leaf(unsigned leaf)
{
    if (leaf == 0x80000001 && from_glibc())
        return true;
    unsigned r[4];
    cpuid(0x80000000, 0, r);
    return r[0] >= leaf;
}

static uint64_t xgetbv0(void)
{
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((uint64_t)hi << 32) | lo;
}

static void add_cache(struct mt_cpu_info *ci, unsigned level, unsigned type,
                      size_t size, unsigned line, unsigned ways, unsigned sharing)
{
    if (ci->ncache >= sizeof ci->cache / sizeof ci->cache[0] || !size)
        return;
    struct mt_cache_level *c = &ci->cache[ci->ncache++];
    c->level = level;
    c->type = type == 1 ? 'D' : type == 2 ? 'I' : 'U';
    c->size = size;
    c->line = line;
    c->ways = ways;
    c->sharing = sharing;
    if (type != 2) {
        if (level == 1) ci->l1d = size;
        if (level == 2) ci->l2 = size;
        if (level == 3) ci->l3 = size;
    }
}

/* One subleaf of the deterministic cache parameters (leaf 4 on Intel,
 * 0x8000001D on AMD with TOPOEXT; both use the same register layout):
 * its level, 0 past the last cache. */
static unsigned cache_subleaf(struct mt_cpu_info *ci, unsigned leaf, unsigned i)
{
    unsigned r[4];
    cpuid(leaf, i, r);
    unsigned type = r[0] & 31;
    if (type == 0)
        return 0;
    unsigned level = (r[0] >> 5) & 7;
    unsigned sharing = ((r[0] >> 14) & 0xfff) + 1;
    unsigned ways = ((r[1] >> 22) & 0x3ff) + 1;
    unsigned parts = ((r[1] >> 12) & 0x3ff) + 1;
    unsigned line = (r[1] & 0xfff) + 1;
    unsigned sets = r[2] + 1;
    add_cache(ci, level, type, (size_t)ways * parts * line * sets, line, ways, sharing);
    return level;
}

/* Every level (full), or only what the knobs need, the L3 (the last cache
 * of the library's defaults): subleaf 3 is the L3 on every Intel and AMD
 * CPU with these leaves (L1d, L1i, L2, L3), which is checked; otherwise
 * the walk. */
static void caches_from_leaf(struct mt_cpu_info *ci, unsigned leaf, int full)
{
    if (!full) {
        if (cache_subleaf(ci, leaf, 3) == 3 && ci->l3)
            return;
        ci->ncache = 0;
        ci->l1d = ci->l2 = ci->l3 = 0;
    }
    for (unsigned i = 0; i < 16; i++)
        if (!cache_subleaf(ci, leaf, i))
            break;
}

/* The MT_CPU_* bits from CPUID and XGETBV only: no libc, no stores but the
 * result and its cache, so the ifunc resolvers (src/dispatch.c) can call
 * it during relocation; mt_cpu_detect_arch uses it too, so both agree.
 * Read once per process: under a hypervisor every CPUID exits to it (2300
 * TSC cycles, about 1 us, each on the Zen 3 KVM guest measured here: rdtsc
 * around 1000 cpuid(7, 0)), and the 7 of this function were paid by the
 * tier check, the detection and each ifunc resolver (6). */
static uint64_t arch_features; /* 0: not read yet (SSE2 is always set) */

static uint64_t read_arch_features(void);

uint64_t mt_cpu_arch_features(void)
{
    uint64_t f = __atomic_load_n(&arch_features, __ATOMIC_RELAXED);
    if (!f) {
        f = read_arch_features();
        __atomic_store_n(&arch_features, f, __ATOMIC_RELAXED);
    }
    return f;
}

static uint64_t read_arch_features(void)
{
    unsigned r[4];
    cpuid(0, 0, r);
    unsigned max_leaf = r[0];
    uint64_t f = MT_CPU_SSE2; /* baseline of x86-64 */
    cpuid(1, 0, r);
    unsigned ecx1 = r[2];
    if (ecx1 & (1u << 9)) f |= MT_CPU_SSSE3;
    if (ecx1 & (1u << 19)) f |= MT_CPU_SSE41;
    if (ecx1 & (1u << 20)) f |= MT_CPU_SSE42;
    if (ecx1 & (1u << 22)) f |= MT_CPU_MOVBE;
    if (ecx1 & (1u << 23)) f |= MT_CPU_POPCNT;

    /* XCR0: bit 1 SSE, 2 AVX (YMM_Hi128), 5 opmask, 6 ZMM_Hi256, 7 Hi16_ZMM. */
    bool osxsave = ecx1 & (1u << 27);
    uint64_t xcr0 = osxsave ? xgetbv0() : 0;
    bool os_avx = (xcr0 & 0x6) == 0x6;
    bool os_avx512 = os_avx && (xcr0 & 0xe0) == 0xe0;
    if (os_avx && (ecx1 & (1u << 28))) f |= MT_CPU_AVX;

    if (max_leaf >= 7) {
        cpuid(7, 0, r);
        unsigned max_sub = r[0];
        if (r[1] & (1u << 3)) f |= MT_CPU_BMI1;
        if (r[1] & (1u << 8)) f |= MT_CPU_BMI2;
        if (r[1] & (1u << 9)) f |= MT_CPU_ERMS;
        if (r[3] & (1u << 4)) f |= MT_CPU_FSRM;
        if ((f & MT_CPU_AVX) && (r[1] & (1u << 5))) f |= MT_CPU_AVX2;
        if (os_avx512) {
            if (r[1] & (1u << 16)) f |= MT_CPU_AVX512F;
            if (r[1] & (1u << 17)) f |= MT_CPU_AVX512DQ;
            if (r[1] & (1u << 30)) f |= MT_CPU_AVX512BW;
            if (r[1] & (1u << 31)) f |= MT_CPU_AVX512VL;
        }
        if (max_sub >= 1) {
            cpuid(7, 1, r);
            if (r[0] & (1u << 10)) f |= MT_CPU_FZLRM;
            if (r[0] & (1u << 11)) f |= MT_CPU_FSRS;
            if (r[0] & (1u << 12)) f |= MT_CPU_FSRCS;
        }
    }
    if (max_leaf >= 0xd && osxsave) {
        cpuid(0xd, 1, r);
        if (r[0] & (1u << 2)) f |= MT_CPU_XGETBV1;
    }
    if (has_ext_leaf(0x80000001)) {
        cpuid(0x80000001, 0, r);
        if (r[2] & (1u << 5)) f |= MT_CPU_LZCNT;
    }
    return f;
}

/* Everything `memtune cpu` shows (full): identity, the raw words, the
 * brand string, caches; without full, no brand and only the L3. */
int mt_cpu_detect_arch(struct mt_cpu_info *ci, int full)
{
    unsigned r[4];
    strcpy(ci->arch, "x86_64");
    cpuid(0, 0, r);
    unsigned max_leaf = r[0];
    memcpy(ci->vendor + 0, &r[1], 4);
    memcpy(ci->vendor + 4, &r[3], 4);
    memcpy(ci->vendor + 8, &r[2], 4);
    ci->vendor[12] = 0;

    cpuid(1, 0, r);
    unsigned fam = (r[0] >> 8) & 0xf, model = (r[0] >> 4) & 0xf;
    if (fam == 0xf)
        fam += (r[0] >> 20) & 0xff;
    if (fam >= 6)
        model |= ((r[0] >> 16) & 0xf) << 4;
    ci->family = fam;
    ci->model = model;
    ci->stepping = r[0] & 0xf;
    ci->hypervisor = (r[2] >> 31) & 1;
    ci->xcr0 = (r[2] & (1u << 27)) ? xgetbv0() : 0;

    if (max_leaf >= 7) {
        cpuid(7, 0, r);
        unsigned max_sub = r[0];
        ci->cpuid7_0_ebx = r[1];
        ci->cpuid7_0_ecx = r[2];
        ci->cpuid7_0_edx = r[3];
        if (max_sub >= 1) {
            cpuid(7, 1, r);
            ci->cpuid7_1_eax = r[0];
        }
    }

    if (full && has_ext_leaf(0x80000004)) {
        unsigned b[12];
        for (unsigned i = 0; i < 3; i++)
            cpuid(0x80000002 + i, 0, b + 4 * i);
        memcpy(ci->brand, b, 48);
        ci->brand[48] = 0;
        /* trim leading spaces */
        size_t s = 0;
        while (ci->brand[s] == ' ')
            s++;
        memmove(ci->brand, ci->brand + s, strlen(ci->brand + s) + 1);
    }
    bool amd = strcmp(ci->vendor, "AuthenticAMD") == 0 || strcmp(ci->vendor, "HygonGenuine") == 0;
    bool topoext = false;
    if (amd && has_ext_leaf(0x80000001)) {
        cpuid(0x80000001, 0, r);
        topoext = (r[2] >> 22) & 1;
    }
    if (amd && (topoext || has_ext_leaf(0x8000001d)))
        caches_from_leaf(ci, 0x8000001d, full);
    else if (max_leaf >= 4)
        caches_from_leaf(ci, 4, full);
    ci->detected = mt_cpu_arch_features();
    return full;
}

void mt_cpu_features_changed(const struct mt_cpu_info *ci) { (void)ci; }
#endif
