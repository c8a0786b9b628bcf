/* ppc64le CPU detection.
 *
 * Features come from the auxiliary vector (getauxval AT_HWCAP/AT_HWCAP2):
 * POWER has no user-level CPUID, and the kernel sets a bit only for a
 * facility it context-switches, so a bit present is a bit usable (the
 * role XGETBV plays on x86). The ISA level bits (ARCH_2_07 = POWER8,
 * ARCH_3_00 = POWER9, ARCH_3_1 = POWER10) gate instructions such as
 * lxvl/stxvl (3.00) that have no feature bit of their own.
 *
 * Caches: AT_L1D_CACHESIZE/GEOMETRY, AT_L2_CACHESIZE, AT_L3_CACHESIZE
 * (kernels since 4.11 pass them when the device tree has them), else
 * sysfs cache/index*; the cache block size (the dcbt/dcbtst/dcbz granule)
 * from AT_DCACHEBSIZE. Under qemu-user the auxv cache entries are absent
 * and sysfs describes the host: tools/memtune/bench/machine.c
 * (mt_bench_emulated) tells that case apart before anything is timed.
 *
 * Runs from mt_init() (pointer dispatch: ppc64 has no load-time binding),
 * so libc is available; no allocation, no stdio. */
#include <fcntl.h>
#include <string.h>
#include <sys/auxv.h>
#include <unistd.h>
#include "memtune/cpu.h"
#include "internal.h"

#if MT_ARCH_PPC64LE

#ifndef PPC_FEATURE_HAS_ALTIVEC
#define PPC_FEATURE_HAS_ALTIVEC 0x10000000
#endif
#ifndef PPC_FEATURE_HAS_VSX
#define PPC_FEATURE_HAS_VSX 0x00000080
#endif
#ifndef PPC_FEATURE2_ARCH_2_07
#define PPC_FEATURE2_ARCH_2_07 0x80000000
#endif
#ifndef PPC_FEATURE2_ARCH_3_00
#define PPC_FEATURE2_ARCH_3_00 0x00800000
#endif
#ifndef PPC_FEATURE2_ARCH_3_1
#define PPC_FEATURE2_ARCH_3_1 0x00040000
#endif

/* dcbz clears one cache block of whatever size the CPU has: the memset
 * ladders' dcbz path is written for 128 and runs only where it is 128. */
int mt_ppc64_dcbz128 __attribute__((visibility("hidden")));

uint64_t mt_cpu_ppc64_features(unsigned long hwcap, unsigned long hwcap2)
{
    uint64_t f = 0;
    if (hwcap & PPC_FEATURE_HAS_ALTIVEC) f |= MT_CPU_ALTIVEC;
    /* VSX implies VMX; the VSX strategies use both register halves. */
    if ((hwcap & PPC_FEATURE_HAS_VSX) && (hwcap & PPC_FEATURE_HAS_ALTIVEC)) f |= MT_CPU_VSX;
    if (hwcap2 & PPC_FEATURE2_ARCH_2_07) f |= MT_CPU_ARCH_2_07;
    /* A later ISA level counts only on top of the earlier ones: a kernel
     * that reports 3.1 without 3.00 is not one we know how to read. */
    if ((f & MT_CPU_ARCH_2_07) && (hwcap2 & PPC_FEATURE2_ARCH_3_00)) f |= MT_CPU_ARCH_3_00;
    if ((f & MT_CPU_ARCH_3_00) && (hwcap2 & PPC_FEATURE2_ARCH_3_1)) f |= MT_CPU_ARCH_3_1;
    return f;
}

/* Reads a small text file into buf (NUL-terminated, trailing newline
 * dropped); "" if it cannot. */
static void read_text(const char *path, char *buf, size_t len)
{
    buf[0] = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    ssize_t k = read(fd, buf, len - 1);
    close(fd);
    if (k <= 0)
        return;
    buf[k] = 0;
    while (k > 0 && (buf[k - 1] == '\n' || buf[k - 1] == ' '))
        buf[--k] = 0;
}

static size_t parse_num(const char *s, int *ok)
{
    size_t v = 0;
    *ok = 0;
    for (; *s >= '0' && *s <= '9'; s++, *ok = 1)
        v = v * 10 + (size_t)(*s - '0');
    if (*s == 'K') v <<= 10;
    else if (*s == 'M') v <<= 20;
    return v;
}

static void add_cache(struct mt_cpu_info *ci, unsigned level, char type, size_t size,
                      unsigned line, unsigned ways)
{
    if (ci->ncache >= sizeof ci->cache / sizeof ci->cache[0] || !size)
        return;
    struct mt_cache_level *c = &ci->cache[ci->ncache++];
    c->level = level;
    c->type = type;
    c->size = size;
    c->line = line;
    c->ways = ways;
    if (type != 'I') {
        if (level == 1) ci->l1d = size;
        if (level == 2) ci->l2 = size;
        if (level == 3) ci->l3 = size;
    }
}

static void caches_from_sysfs(struct mt_cpu_info *ci)
{
    for (int i = 0; i < 8; i++) {
        char path[96], buf[64];
        int ok;
        char base[64] = "/sys/devices/system/cpu/cpu0/cache/index";
        size_t bl = strlen(base);
        base[bl] = (char)('0' + i);
        base[bl + 1] = 0;
#define FIELD(name) (strcpy(path, base), strcat(path, "/" name), read_text(path, buf, sizeof buf), buf)
        size_t size = parse_num(FIELD("size"), &ok);
        if (!ok)
            break;
        unsigned level = (unsigned)parse_num(FIELD("level"), &ok);
        const char *t = FIELD("type");
        char type = t[0] == 'D' ? 'D' : t[0] == 'I' ? 'I' : 'U';
        unsigned line = (unsigned)parse_num(FIELD("coherency_line_size"), &ok);
        unsigned ways = (unsigned)parse_num(FIELD("ways_of_associativity"), &ok);
#undef FIELD
        add_cache(ci, level, type, size, line, ways);
    }
}

int mt_cpu_detect_arch(struct mt_cpu_info *ci, int full)
{
    (void)full; /* one stage: nothing here costs an exit */
    strcpy(ci->arch, "ppc64le");
    strcpy(ci->vendor, "IBM");
    unsigned long hw = getauxval(AT_HWCAP), hw2 = getauxval(AT_HWCAP2);
    ci->ppc_hwcap = hw;
    ci->ppc_hwcap2 = hw2;
    ci->detected = mt_cpu_ppc64_features(hw, hw2);
    ci->ppc_dcache_block = (unsigned)getauxval(AT_DCACHEBSIZE);
    mt_ppc64_dcbz128 = ci->ppc_dcache_block == 128;

    /* Model: the kernel's platform string ("power9"), else the ISA level. */
    const char *plat = (const char *)getauxval(AT_PLATFORM);
    if (plat && *plat) {
        strncpy(ci->brand, plat, sizeof ci->brand - 1);
    } else {
        const char *isa = (ci->detected & MT_CPU_ARCH_3_1) ? "ISA 3.1 (POWER10 class)"
                        : (ci->detected & MT_CPU_ARCH_3_00) ? "ISA 3.00 (POWER9 class)"
                        : (ci->detected & MT_CPU_ARCH_2_07) ? "ISA 2.07 (POWER8 class)"
                                                           : "ISA < 2.07";
        strncpy(ci->brand, isa, sizeof ci->brand - 1);
    }

#ifdef AT_L1D_CACHESIZE
    unsigned long l1 = getauxval(AT_L1D_CACHESIZE), g1 = getauxval(AT_L1D_CACHEGEOMETRY);
    unsigned long l2 = getauxval(AT_L2_CACHESIZE), g2 = getauxval(AT_L2_CACHEGEOMETRY);
    unsigned long l3 = getauxval(AT_L3_CACHESIZE), g3 = getauxval(AT_L3_CACHEGEOMETRY);
    /* Geometry: associativity in the high 16 bits, line size in the low. */
    add_cache(ci, 1, 'D', l1, (unsigned)(g1 & 0xffff), (unsigned)(g1 >> 16));
    add_cache(ci, 2, 'U', l2, (unsigned)(g2 & 0xffff), (unsigned)(g2 >> 16));
    add_cache(ci, 3, 'U', l3, (unsigned)(g3 & 0xffff), (unsigned)(g3 >> 16));
#endif
    if (!ci->ncache)
        caches_from_sysfs(ci);
    return 1;
}

void mt_cpu_features_changed(const struct mt_cpu_info *ci) { (void)ci; }
#endif
