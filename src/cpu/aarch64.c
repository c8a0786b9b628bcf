/* aarch64 CPU detection. The kernel tells user space what it may execute
 * through the auxiliary vector (AT_HWCAP, AT_HWCAP2: Documentation/arch/
 * arm64/elf_hwcaps.rst); those bits, not the ID registers, decide what the
 * strategies may run (a feature the kernel does not enable traps even when
 * the CPU has it). DCZID_EL0 is readable at EL0 and says whether DC ZVA is
 * permitted and how large its block is. MIDR_EL1 identifies the core: from
 * sysfs (.../regs/identification/midr_el1), else by mrs, which the kernel
 * emulates when HWCAP_CPUID is set. Caches come from sysfs
 * (/sys/devices/system/cpu/cpu0/cache/index*): aarch64 has no CPUID leaf 4,
 * and CTR_EL0/CCSIDR give line sizes only (CCSIDR is not readable at EL0).
 *
 * No stdio and no allocation: this runs inside the library, maybe from an
 * LD_PRELOADed first memcpy. */
#include <fcntl.h>
#include <string.h>
#include <sys/auxv.h>
#include <unistd.h>
#include "memtune/cpu.h"
#include "internal.h"

#if MT_ARCH_AARCH64

/* uapi/asm/hwcap.h; glibc 2.36's headers lack the newer ones. */
#define A64_HWCAP_ASIMD (1ul << 1)
#define A64_HWCAP_CPUID (1ul << 11)
#define A64_HWCAP_SVE (1ul << 22)
#define A64_HWCAP2_SVE2 (1ul << 1)
#define A64_HWCAP2_MOPS (1ul << 43)

unsigned mt_a64_zva_bytes;

static size_t read_text(const char *path, char *buf, size_t len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    size_t k = 0;
    while (k + 1 < len) {
        ssize_t r = read(fd, buf + k, len - 1 - k);
        if (r <= 0)
            break;
        k += (size_t)r;
    }
    close(fd);
    buf[k] = 0;
    return k;
}

/* Decimal or 0x hex with an optional K/M/G suffix; *end past it. */
static uint64_t parse_num(const char *s, const char **end)
{
    uint64_t v = 0;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        s += 2;
        for (;; s++) {
            unsigned d;
            if (*s >= '0' && *s <= '9') d = (unsigned)(*s - '0');
            else if (*s >= 'a' && *s <= 'f') d = (unsigned)(*s - 'a' + 10);
            else if (*s >= 'A' && *s <= 'F') d = (unsigned)(*s - 'A' + 10);
            else break;
            v = v * 16 + d;
        }
    } else {
        for (; *s >= '0' && *s <= '9'; s++)
            v = v * 10 + (uint64_t)(*s - '0');
        if (*s == 'K') { v <<= 10; s++; }
        else if (*s == 'M') { v <<= 20; s++; }
        else if (*s == 'G') { v <<= 30; s++; }
    }
    if (end)
        *end = s;
    return v;
}

/* "0-3,8,10-11" -> 7 */
static unsigned count_cpus(const char *s)
{
    unsigned n = 0;
    while (*s >= '0' && *s <= '9') {
        const char *e;
        uint64_t a = parse_num(s, &e), b = a;
        if (*e == '-')
            b = parse_num(e + 1, &e);
        if (b >= a)
            n += (unsigned)(b - a + 1);
        if (*e != ',')
            break;
        s = e + 1;
    }
    return n;
}

static void caches_from_sysfs(struct mt_cpu_info *ci)
{
    static const char base[] = "/sys/devices/system/cpu/cpu0/cache/index";
    for (unsigned i = 0; i < 8 && ci->ncache < sizeof ci->cache / sizeof ci->cache[0]; i++) {
        char path[96], buf[256];
        size_t bl = sizeof base - 1;
        memcpy(path, base, bl);
        path[bl] = (char)('0' + i);
        path[bl + 1] = '/';
        char *leaf = path + bl + 2;
#define LEAF(name) (strcpy(leaf, name), read_text(path, buf, sizeof buf))
        if (!LEAF("size"))
            break;
        size_t size = (size_t)parse_num(buf, NULL);
        if (!size)
            continue;
        struct mt_cache_level *c = &ci->cache[ci->ncache];
        memset(c, 0, sizeof *c);
        c->size = size;
        c->level = LEAF("level") ? (unsigned)parse_num(buf, NULL) : 0;
        c->type = 'U';
        if (LEAF("type"))
            c->type = buf[0] == 'D' ? 'D' : buf[0] == 'I' ? 'I' : 'U';
        c->line = LEAF("coherency_line_size") ? (unsigned)parse_num(buf, NULL) : 0;
        c->ways = LEAF("ways_of_associativity") ? (unsigned)parse_num(buf, NULL) : 0;
        c->sharing = LEAF("shared_cpu_list") ? count_cpus(buf) : 0;
#undef LEAF
        ci->ncache++;
        if (c->type != 'I') {
            if (c->level == 1) ci->l1d = size;
            if (c->level == 2) ci->l2 = size;
            if (c->level == 3) ci->l3 = size;
        }
    }
    if (!ci->ncache) {
        long v;
        if ((v = sysconf(_SC_LEVEL1_DCACHE_SIZE)) > 0) ci->l1d = (size_t)v;
        if ((v = sysconf(_SC_LEVEL2_CACHE_SIZE)) > 0) ci->l2 = (size_t)v;
        if ((v = sysconf(_SC_LEVEL3_CACHE_SIZE)) > 0) ci->l3 = (size_t)v;
    }
}

/* MIDR_EL1 implementer codes and the parts this project's users run
 * (Arm's TRMs; the kernel's arch/arm64/include/asm/cputype.h). */
static const struct { unsigned impl; const char *name; } vendors[] = {
    { 0x41, "ARM" }, { 0x42, "Broadcom" }, { 0x43, "Cavium" }, { 0x46, "Fujitsu" },
    { 0x48, "HiSilicon" }, { 0x4e, "NVIDIA" }, { 0x50, "APM" }, { 0x51, "Qualcomm" },
    { 0x61, "Apple" }, { 0x6d, "Microsoft" }, { 0xc0, "Ampere" },
};
static const struct { unsigned impl, part; const char *name; } parts[] = {
    { 0x41, 0xd03, "Cortex-A53" },  { 0x41, 0xd04, "Cortex-A35" },  { 0x41, 0xd05, "Cortex-A55" },
    { 0x41, 0xd07, "Cortex-A57" },  { 0x41, 0xd08, "Cortex-A72" },  { 0x41, 0xd09, "Cortex-A73" },
    { 0x41, 0xd0a, "Cortex-A75" },  { 0x41, 0xd0b, "Cortex-A76" },  { 0x41, 0xd0c, "Neoverse N1" },
    { 0x41, 0xd0d, "Cortex-A77" },  { 0x41, 0xd40, "Neoverse V1" }, { 0x41, 0xd41, "Cortex-A78" },
    { 0x41, 0xd44, "Cortex-X1" },   { 0x41, 0xd46, "Cortex-A510" }, { 0x41, 0xd47, "Cortex-A710" },
    { 0x41, 0xd48, "Cortex-X2" },   { 0x41, 0xd49, "Neoverse N2" }, { 0x41, 0xd4f, "Neoverse V2" },
    { 0x41, 0xd84, "Neoverse V3" }, { 0x41, 0xd8e, "Neoverse N3" },
    { 0x43, 0x0a1, "ThunderX" },    { 0x43, 0x0af, "ThunderX2" },   { 0x42, 0x516, "Vulcan (ThunderX2)" },
    { 0x46, 0x001, "A64FX" },       { 0x48, 0xd01, "Kunpeng 920 (TSV110)" },
    { 0x50, 0x000, "X-Gene / eMAG" }, { 0xc0, 0xac3, "AmpereOne" },
};

static const char *vendor_name(unsigned impl)
{
    for (size_t i = 0; i < sizeof vendors / sizeof vendors[0]; i++)
        if (vendors[i].impl == impl)
            return vendors[i].name;
    return NULL;
}

static void put_hex(char *out, unsigned v, int digits)
{
    static const char hx[] = "0123456789abcdef";
    out[0] = '0';
    out[1] = 'x';
    for (int i = 0; i < digits; i++)
        out[2 + i] = hx[(v >> (4 * (digits - 1 - i))) & 15];
    out[2 + digits] = 0;
}

static uint64_t read_midr(uint64_t hwcap)
{
    char buf[64];
    if (read_text("/sys/devices/system/cpu/cpu0/regs/identification/midr_el1", buf, sizeof buf)) {
        uint64_t v = parse_num(buf, NULL);
        if (v)
            return v;
    }
    if (hwcap & A64_HWCAP_CPUID) {
        uint64_t v;
        __asm__ volatile("mrs %0, midr_el1" : "=r"(v));
        return v;
    }
    return 0;
}

int mt_cpu_detect_arch(struct mt_cpu_info *ci, int full)
{
    (void)full; /* one stage: nothing here costs an exit */
    strcpy(ci->arch, "aarch64");
    ci->hwcap = getauxval(AT_HWCAP);
    ci->hwcap2 = getauxval(AT_HWCAP2);
    uint64_t f = 0;
    if (ci->hwcap & A64_HWCAP_ASIMD) f |= MT_CPU_NEON;
    if (ci->hwcap & A64_HWCAP_SVE) f |= MT_CPU_SVE;
    if (ci->hwcap2 & A64_HWCAP2_SVE2) f |= MT_CPU_SVE2;
    if (ci->hwcap2 & A64_HWCAP2_MOPS) f |= MT_CPU_MOPS;

    uint64_t dczid;
    __asm__ volatile("mrs %0, dczid_el0" : "=r"(dczid));
    ci->dczid = dczid;
    /* DZP (bit 4) set: DC ZVA is prohibited (it would trap). BS (bits
     * 3:0): log2 of the block in 4-byte words; the architecture allows up
     * to 9 (2 KiB); the memset ladder wants 16 bytes or more (BS >= 2). */
    if (!(dczid & 16) && (dczid & 15) >= 2 && (dczid & 15) <= 9) {
        ci->dczva_bytes = 4u << (dczid & 15);
        f |= MT_CPU_DCZVA;
    }
    if (f & MT_CPU_SVE)
        ci->sve_bytes = mt_a64_sve_bytes();
    ci->detected = f;

    ci->midr = read_midr(ci->hwcap);
    unsigned impl = (unsigned)(ci->midr >> 24) & 0xff, part = (unsigned)(ci->midr >> 4) & 0xfff;
    ci->family = impl;
    ci->model = part;
    ci->stepping = (unsigned)(((ci->midr >> 20) & 15) << 4 | (ci->midr & 15));
    const char *vn = ci->midr ? vendor_name(impl) : NULL;
    if (vn)
        strcpy(ci->vendor, vn);
    else if (ci->midr)
        put_hex(ci->vendor, impl, 2); /* "0x00": QEMU's -cpu max, among others */
    else
        strcpy(ci->vendor, "unknown");
    const char *pn = NULL;
    for (size_t i = 0; ci->midr && i < sizeof parts / sizeof parts[0]; i++)
        if (parts[i].impl == impl && parts[i].part == part)
            pn = parts[i].name;
    if (pn) {
        size_t k = strlen(ci->vendor);
        memcpy(ci->brand, ci->vendor, k);
        ci->brand[k] = ' ';
        strncpy(ci->brand + k + 1, pn, sizeof ci->brand - k - 2);
    } else if (ci->midr) {
        strcpy(ci->brand, "part ");
        put_hex(ci->brand + 5, part, 3);
    }
    caches_from_sysfs(ci);
    return 1;
}

void mt_cpu_features_changed(const struct mt_cpu_info *ci)
{
    __atomic_store_n(&mt_a64_zva_bytes, (ci->features & MT_CPU_DCZVA) ? ci->dczva_bytes : 0u,
                     __ATOMIC_RELAXED);
}
#endif
