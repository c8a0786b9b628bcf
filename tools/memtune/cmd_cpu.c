/* memtune cpu / memtune list: what this machine is and what dispatch does. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "tool.h"
#include "memtune.h"
#include "memtune/thunk.h"

#include "memtune/cpu.h"
#include "memtune/knobs.h"
#include "memtune/registry.h"
#include "bench/bench.h"

static void print_size(size_t v)
{
    if (v == SIZE_MAX)
        printf("never");
    else
        printf("%zu", v);
}

static void print_features(const char *label, uint64_t f)
{
    printf("%-12s", label);
    for (int b = 0; b < 64; b++)
        if (f & (1ull << b)) {
            const char *n = mt_cpu_feature_name(1ull << b);
            if (n)
                printf(" %s", n);
        }
    printf("\n");
}

/* The registers the features come from: CPUID and XCR0 (x86-64), MIDR,
 * HWCAP, DCZID and SVE (aarch64), AT_HWCAP and the cache block (ppc64). */
static void print_arch_regs(const struct mt_cpu_info *ci)
{
    if (!strcmp(ci->arch, "x86_64")) {
        printf("cpuid 7.0   ebx=%08x ecx=%08x edx=%08x  (erms=%u fsrm=%u)\n", ci->cpuid7_0_ebx,
               ci->cpuid7_0_ecx, ci->cpuid7_0_edx, (ci->cpuid7_0_ebx >> 9) & 1, (ci->cpuid7_0_edx >> 4) & 1);
        printf("cpuid 7.1   eax=%08x  (fzlrm=%u fsrs=%u fsrcs=%u: bits 10/11/12, not in /proc/cpuinfo)\n",
               ci->cpuid7_1_eax, (ci->cpuid7_1_eax >> 10) & 1, (ci->cpuid7_1_eax >> 11) & 1,
               (ci->cpuid7_1_eax >> 12) & 1);
        printf("xcr0        %#llx  (os-enabled: sse=%d avx=%d avx512=%d)\n", (unsigned long long)ci->xcr0,
               (int)((ci->xcr0 >> 1) & 1), (int)((ci->xcr0 >> 2) & 1), (ci->xcr0 & 0xe0) == 0xe0);
    }
    if (!strcmp(ci->arch, "aarch64")) {
        printf("midr_el1    %#llx  (implementer %#x, part %#x, variant %u, revision %u%s)\n",
               (unsigned long long)ci->midr, ci->family, ci->model, ci->stepping >> 4, ci->stepping & 15,
               ci->midr ? "" : "; unknown: no sysfs file and no HWCAP_CPUID");
        printf("hwcap       %#llx  hwcap2 %#llx  (asimd %d, sve %d: hwcap bits 1, 22; sve2 %d, mops %d: hwcap2 bits 1, 43)\n",
               (unsigned long long)ci->hwcap, (unsigned long long)ci->hwcap2, (int)((ci->hwcap >> 1) & 1),
               (int)((ci->hwcap >> 22) & 1), (int)((ci->hwcap2 >> 1) & 1), (int)((ci->hwcap2 >> 43) & 1));
        if (ci->dczva_bytes)
            printf("dczid_el0   %#llx  (DC ZVA permitted, %u-byte blocks)\n", (unsigned long long)ci->dczid,
                   ci->dczva_bytes);
        else
            printf("dczid_el0   %#llx  (DC ZVA %s)\n", (unsigned long long)ci->dczid,
                   (ci->dczid & 16) ? "prohibited (DZP set)" : "block size outside 16..2048 bytes: not used");
        if (ci->sve_bytes)
            printf("sve         %u-bit vectors (%u bytes)\n", ci->sve_bytes * 8, ci->sve_bytes);
        else
            printf("sve         no (the SVE strategies are not runnable here)\n");
    }
    if (!strncmp(ci->arch, "ppc64", 5) && (ci->ppc_hwcap || ci->ppc_hwcap2)) {
        printf("hwcap       %#llx  hwcap2 %#llx  (AT_HWCAP/AT_HWCAP2: vsx=%d arch_2_07=%d arch_3_00=%d arch_3_1=%d)\n",
               (unsigned long long)ci->ppc_hwcap, (unsigned long long)ci->ppc_hwcap2,
               !!(ci->detected & MT_CPU_VSX), !!(ci->detected & MT_CPU_ARCH_2_07),
               !!(ci->detected & MT_CPU_ARCH_3_00), !!(ci->detected & MT_CPU_ARCH_3_1));
        printf("cache block %u bytes  (AT_DCACHEBSIZE: the dcbt/dcbtst/dcbz granule%s)\n", ci->ppc_dcache_block,
               ci->ppc_dcache_block == 128 ? "" : "; memset's dcbz path is off unless it is 128");
    }
}

static void print_caches(const struct mt_cpu_info *ci)
{
    printf("caches     ");
    for (unsigned i = 0; i < ci->ncache; i++) {
        const struct mt_cache_level *c = &ci->cache[i];
        if (c->size >= (1u << 20))
            printf(" L%u%c %zu MiB", c->level, c->type, c->size >> 20);
        else
            printf(" L%u%c %zu KiB", c->level, c->type, c->size >> 10);
        if (c->sharing > 1)
            printf(" (%u threads)", c->sharing);
        printf(i + 1 < ci->ncache ? "," : "");
    }
    if (!ci->ncache)
        printf(" L1d %zu, L2 %zu, L3 %zu bytes", ci->l1d, ci->l2, ci->l3);
    printf("\n");
}

/* One knob: its value in force, the default if different, whether this CPU
 * reads it, what it does and accepts. */
static void print_knob(const struct mt_knob_desc *k, struct mt_knobs *def, uint64_t features)
{
    size_t v = *mt_knob_ptr(mt_knobs_live(), k);
    printf("  %-29s ", k->name);
    print_size(v);
    if (v != *mt_knob_ptr(def, k)) {
        printf("  (default ");
        print_size(*mt_knob_ptr(def, k));
        printf(")");
    }
    if (!mt_knob_applies(k, features)) {
        printf("  (not read here: needs");
        for (int b = 0; b < 64; b++)
            if ((k->needs & ~features) & (1ull << b))
                printf(" %s", mt_cpu_feature_name(1ull << b));
        printf(")");
    }
    printf("\n      %s; accepts %s", k->doc, k->zero_ok ? "0 (always), " : "");
    print_size(k->min);
    printf(".. or never\n");
}

static void print_knobs(const struct mt_cpu_info *ci)
{
    printf("\nknobs in force (0 = always, never = never; override with MEMTUNE_TUNABLES):\n");
    struct mt_knobs def;
    mt_knobs_defaults(&def, ci->features);
    size_t nk;
    const struct mt_knob_desc *kt = mt_knob_table(&nk);
    size_t nother = 0;
    for (size_t i = 0; i < nk; i++) {
        if (!mt_knob_this_arch(&kt[i])) {
            nother++;
            continue;
        }
        print_knob(&kt[i], &def, ci->features);
    }
    if (nother)
        printf("  (%zu knobs of other architectures parse here and do nothing)\n", nother);
}

/* The entry points and the path each op's dispatch takes at a few sizes. */
static void print_dispatch(void)
{
    static const size_t sizes[] = { 0, 8, 32, 64, 128, 256, 1024, 4096, 65536, 1u << 20, 64u << 20 };
    printf("\nentry points: %s\n", mt_dispatch_how());
    printf("\ndispatch (path taken per size):\n  %-8s %-16s", "op", "strategy");
    for (size_t j = 0; j < sizeof sizes / sizeof sizes[0]; j++) {
        if (sizes[j] >= (1u << 20))
            printf(" %8zuM", sizes[j] >> 20);
        else
            printf(" %9zu", sizes[j]);
    }
    printf("\n");
    for (int op = 0; op < MT_OP__COUNT; op++) {
        const struct mt_strategy *s = mt_dispatch_current((enum mt_op)op);
        if (!s)
            continue;
        printf("  %-8s %-16s", mt_op_name((enum mt_op)op), s->name);
        for (size_t j = 0; j < sizeof sizes / sizeof sizes[0]; j++)
            printf(" %9.9s", s->path ? s->path(sizes[j]) : s->name);
        printf("\n");
    }
}

/* --footprint: the code each op's call runs, libc beside mt, at the sizes
 * of the dispatch table up to 4 KiB (bench/footprint.c). */
static int print_footprint(void)
{
    static const size_t sizes[] = { 0, 8, 32, 64, 128, 256, 1024, 4096 };
    enum { NS = sizeof sizes / sizeof sizes[0] };
    static const enum mt_op ops[] = { MT_OP_MEMCPY, MT_OP_MEMMOVE, MT_OP_MEMSET, MT_OP_MEMCMP, MT_OP_BCMP };
    static const char *const impls[] = { "libc", "mt" };
    printf("\ncode per call (one call single-stepped with ptrace: instructions executed / 64-byte\n"
           "i-cache lines they start in; memcmp and bcmp on equal buffers):\n  %-8s %-5s", "op", "impl");
    for (size_t j = 0; j < NS; j++)
        printf(" %8zu", sizes[j]);
    printf("\n");
    for (size_t o = 0; o < sizeof ops / sizeof ops[0]; o++)
        for (size_t k = 0; k < 2; k++) {
            struct mt_bench_impl im;
            struct mt_footprint fp[NS];
            char err[256];
            if (mt_bench_impl_resolve(ops[o], impls[k], &im, err, sizeof err) != 0)
                return mt_tool_error("cpu --footprint: %s", err);
            if (mt_footprint_measure(ops[o], &im, sizes, NS, fp, err, sizeof err) != 0)
                return mt_tool_error("cpu --footprint: %s", err);
            printf("  %-8s %-5s", mt_op_name(ops[o]), impls[k]);
            for (size_t j = 0; j < NS; j++) {
                char cell[32];
                snprintf(cell, sizeof cell, "%zu/%zu", fp[j].insns, fp[j].lines);
                printf(" %8s", cell);
            }
            printf("\n");
        }
    return 0;
}

int cmd_cpu(int argc, char **argv)
{
    bool footprint = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: memtune cpu [--footprint]\n  Prints the CPU, its features (FZLRM/FSRS/FSRCS from raw CPUID; on aarch64\n"
                   "  HWCAP/HWCAP2, MIDR_EL1, DCZID_EL0 and the SVE vector length),\n"
                   "  caches, the knobs in force and the strategy each primitive dispatches\n"
                   "  to at a few sizes. Honours MEMTUNE_TUNABLES, MEMTUNE_PROFILE,\n"
                   "  MEMTUNE_FORCE and MEMTUNE_CPU_DISABLE like the library.\n"
                   "  --footprint  also the code one call runs, libc beside mt: instructions\n"
                   "               executed and the 64-byte i-cache lines they start in\n"
                   "               (single-stepped with ptrace; x86-64 Linux)\n");
            return 0;
        }
        if (!strcmp(argv[i], "--footprint")) {
            footprint = true;
            continue;
        }
        return mt_tool_error("cpu: unknown option '%s'", argv[i]);
    }
    mt_init();
    const struct mt_cpu_info *ci = mt_cpu();
    printf("arch        %s\n", ci->arch);
    printf("vendor      %s\n", ci->vendor);
    printf("model name  %s\n", ci->brand[0] ? ci->brand : "(unknown)");
    printf("family      %u  model %u (0x%x)  stepping %u%s\n", ci->family, ci->model, ci->model,
           ci->stepping, ci->hypervisor ? "  (under a hypervisor)" : "");
    print_features("detected", ci->detected);
    if (ci->features != ci->detected)
        print_features("in effect", ci->features);
    print_arch_regs(ci);
    print_caches(ci);
    print_knobs(ci);
    print_dispatch();
    printf("\ncopy_safe   %s\n", mt_copy_safe_mechanism());
#if defined(__x86_64__)
    printf("thunks      %s (include/memtune/thunk.h)\n", mt_thunk_describe());
#endif
    return footprint ? print_footprint() : 0;
}

int cmd_list(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: memtune list\n  Every registered strategy: op, name, ISA, needed features, runnable here.\n");
            return 0;
        }
        return mt_tool_error("list: unknown option '%s'", argv[i]);
    }
    uint64_t f = mt_cpu()->features;
    size_t n;
    const struct mt_strategy *t = mt_strategies(&n);
    printf("%-8s %-18s %-8s %-4s %s\n", "op", "strategy", "isa", "here", "what");
    for (size_t i = 0; i < n; i++)
        printf("%-8s %-18s %-8s %-4s %s%s\n", mt_op_name(t[i].op), t[i].name, t[i].isa,
               mt_strategy_runnable(&t[i], f) ? "yes" : "no",
               t[i].flags & MT_STRAT_LADDER ? "[ladder] " : "", t[i].doc);
    return 0;
}
