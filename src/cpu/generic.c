/* CPU detection for architectures without a port (x86-64, aarch64 and
 * ppc64le have src/cpu/x86.c, aarch64.c, ppc64.c): no features, cache
 * sizes from sysconf where libc knows them. */
#include <string.h>
#include <unistd.h>
#include "memtune/cpu.h"
#include "internal.h"

#if !MT_ARCH_X86_64 && !MT_ARCH_AARCH64 && !MT_ARCH_PPC64LE
int mt_cpu_detect_arch(struct mt_cpu_info *ci, int full)
{
    (void)full; /* one stage: nothing here costs an exit */
#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
    strcpy(ci->arch, "ppc64le");
#elif defined(__powerpc64__)
    strcpy(ci->arch, "ppc64");
#else
    strcpy(ci->arch, "generic");
#endif
    strcpy(ci->vendor, "unknown");
#ifdef _SC_LEVEL1_DCACHE_SIZE
    long v;
    if ((v = sysconf(_SC_LEVEL1_DCACHE_SIZE)) > 0) ci->l1d = (size_t)v;
    if ((v = sysconf(_SC_LEVEL2_CACHE_SIZE)) > 0) ci->l2 = (size_t)v;
    if ((v = sysconf(_SC_LEVEL3_CACHE_SIZE)) > 0) ci->l3 = (size_t)v;
#endif
    return 1;
}

void mt_cpu_features_changed(const struct mt_cpu_info *ci) { (void)ci; }
#endif
