/* ppc64le memcpy for ISA 3.1 (POWER10), compiled with -mcpu=power10 and run
 * only where AT_HWCAP2 has ARCH_3_1.
 *
 * ladder_power10: ladder_power9 (lxvl/stxvl up to 16 B, vectors up to
 * 128 B, the scalar line loop) whose vector line loop, from
 * memcpy.vsx_from, moves each 128-byte line with four lxvp/stxvp: paired
 * 32-byte vector loads and stores, half the instructions of lxvd2x/stxvd2x
 * for the same line (POWER10's load/store units take 32 bytes per access).
 * The pair's register order differs between byte orders, which a copy does
 * not see (the same instruction pair loads and stores). */
#include "ppc64.h"

#if MT_ARCH_PPC64LE

static __attribute__((noinline)) void *big_p7_fwd(u8 *d, const u8 *s, size_t n) { p7_fwd(d, s, n); return d; }

/* n > 128, forward: vsx_fwd's structure (first and last 128 bytes loaded
 * first and stored last, destination lines between them), lxvp/stxvp in
 * the loop. The loop's vs32-vs39 are v0-v7, caller-saved. */
static __attribute__((noinline)) void *big_vsxp(u8 *d, const u8 *s, size_t n)
{
    struct v8 head = ld8(s), tail = ld8(s + n - LINE);
    stream_setup(s, d, n);
    size_t a = (size_t)(-(uintptr_t)d & (LINE - 1));
    u8 *dp = d + a, *de = d + n;
    const u8 *sp = s + a;
    for (; dp + LINE <= de; dp += LINE, sp += LINE)
        __asm__ volatile("lxvp 32, 0(%1)\n\t"
                         "lxvp 34, 32(%1)\n\t"
                         "lxvp 36, 64(%1)\n\t"
                         "lxvp 38, 96(%1)\n\t"
                         "stxvp 32, 0(%0)\n\t"
                         "stxvp 34, 32(%0)\n\t"
                         "stxvp 36, 64(%0)\n\t"
                         "stxvp 38, 96(%0)"
                         :: "b"(dp), "b"(sp)
                         : "memory", "vs32", "vs33", "vs34", "vs35", "vs36", "vs37", "vs38", "vs39");
    st8(d + n - LINE, tail);
    st8(d, head);
    return d;
}

void *mt_memcpy_ladder_power10(void *dst, const void *src, size_t n)
{
    if (n <= 16)
        vec_xst_len(vec_xl_len((u8 *)src, n), (u8 *)dst, n);
    else if (n <= 128)
        vec_17_128(dst, src, n);
    else if (n < mt_knobs_local.memcpy_vsx_from)
        return big_p7_fwd(dst, src, n);
    else
        return big_vsxp(dst, src, n);
    return dst;
}

const char *mt_memcpy_ladder_power10_path(size_t n)
{
    if (n <= 16)
        return "lxvl";
    if (n <= 128)
        return n <= 32 ? "2x16" : n <= 64 ? "4x16" : "8x16";
    return n >= mt_knobs_local.memcpy_vsx_from ? "lxvp line" : "lines";
}
#endif
