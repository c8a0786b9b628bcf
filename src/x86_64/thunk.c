/* Load-time choice of the rep-ABI thunks' paths (include/memtune/thunk.h,
 * src/x86_64/thunk_rep.S).
 *
 * The choice is one byte, mt_thunk_flags, that the thunks test on every
 * call. It starts at 0 (the loop with rep movsq/stosq for large sizes,
 * correct on every x86-64) and the constructor below sets it from CPUID as
 * mt_cpu() reports it (so MEMTUNE_CPU_DISABLE=fsrm selects the loop):
 *   FSRM -> movsb runs rep movsb at every size (the kernel's
 *           ALTERNATIVE("rep movsb", "call rep_movs_alternative",
 *           ALT_NOT(X86_FEATURE_FSRM)) in copy_user_generic), except on
 *           AMD: on Zen 3 (FSRM) a back-to-back rep movsb costs 10.6 ns at
 *           8..64 B where the loop takes 5.1-5.5 (memtune reproduce
 *           rep-thunk, register-heavy caller, EPYC family 25 model 1 under
 *           KVM), and rep movsb takes ~10x longer when (dst - src) % 4096 is
 *           in 1..63 (memtune reproduce rep-alias) -- the library's memcpy
 *           ladders never use rep movsb on AMD for the same reasons
 *           (mt_knobs_defaults)
 *   FSRS -> stosb runs rep stosb at every size (the kernel's gate for
 *           __clear_user and memset)
 *   ERMS -> the loops use rep movsb/stosb from 256 B instead of rep movsq/stosq
 * A thunk called before the constructor (from another constructor or an
 * ifunc resolver) takes the loop: slower at most, never wrong.
 *
 * The other two ways to bind a path, measured against this one in
 * docs/thunk.md (`memtune reproduce thunk`):
 *   mt_thunk_rep_{movsb,stosb}_ptr  a pointer to the _rep or _loop body, set
 *       by the same constructor, for a call site `call *ptr(%rip)`. Hidden:
 *       usable only by code linked into the same module (a static link, a
 *       kernel-like image); through a shared library it would need a copy
 *       relocation or a scratch register at every call site.
 *   the flag test inlined at the call site (`testb $1, flag; jz 1f; rep
 *       movsb; jmp 2f; 1: call loop; 2:`): the same module restriction. */
#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include "memtune/cpu.h"
#include "memtune/thunk.h"
#include "internal.h"

/* Read by thunk_rep.S on every call. */
__attribute__((visibility("hidden"))) unsigned char mt_thunk_flags;

/* The pointer-call variant (same-module callers only, see above). */
__attribute__((visibility("hidden"))) void (*mt_thunk_rep_movsb_ptr)(void) = mt_thunk_rep_movsb_loop;
__attribute__((visibility("hidden"))) void (*mt_thunk_rep_stosb_ptr)(void) = mt_thunk_rep_stosb_loop;

static unsigned from_cpu(void)
{
    const struct mt_cpu_info *ci = mt__cpu_core();
    uint64_t f = ci->features;
    bool amd = !strcmp(ci->vendor, "AuthenticAMD") || !strcmp(ci->vendor, "HygonGenuine");
    unsigned p = 0;
    if ((f & MT_CPU_FSRM) && !amd)
        p |= MT_THUNK_F_MOVSB;
    if (f & MT_CPU_FSRS)
        p |= MT_THUNK_F_STOSB;
    if (f & MT_CPU_ERMS)
        p |= MT_THUNK_F_ERMS;
    return p;
}

static void apply(unsigned p)
{
    p &= MT_THUNK_F_MOVSB | MT_THUNK_F_STOSB | MT_THUNK_F_ERMS;
    __atomic_store_n(&mt_thunk_flags, (unsigned char)p, __ATOMIC_RELAXED);
    __atomic_store_n(&mt_thunk_rep_movsb_ptr, (p & MT_THUNK_F_MOVSB) ? mt_thunk_rep_movsb_rep : mt_thunk_rep_movsb_loop,
                     __ATOMIC_RELAXED);
    __atomic_store_n(&mt_thunk_rep_stosb_ptr, (p & MT_THUNK_F_STOSB) ? mt_thunk_rep_stosb_rep : mt_thunk_rep_stosb_loop,
                     __ATOMIC_RELAXED);
}

__attribute__((constructor)) static void thunk_init(void) { apply(from_cpu()); }

unsigned mt_thunk_paths(void) { return __atomic_load_n(&mt_thunk_flags, __ATOMIC_RELAXED); }

unsigned mt_thunk_set_paths(unsigned paths)
{
    apply((paths & MT_THUNK_AUTO) ? from_cpu() : paths);
    return mt_thunk_paths();
}

const char *mt_thunk_describe(void)
{
    static const char *const movsb[2] = { "movsb: loop", "movsb: rep movsb" };
    static const char *const stosb[2] = { "; stosb: loop", "; stosb: rep stosb" };
    static const char *const large[2] = { "; loops from 256 B: rep movsq/stosq, dst aligned to 8",
                                          "; loops from 256 B: rep movsb/stosb (ERMS)" };
    static char buf[160];
    unsigned p = mt_thunk_paths();
    size_t k = 0;
    const char *parts[3] = { movsb[!!(p & MT_THUNK_F_MOVSB)], stosb[!!(p & MT_THUNK_F_STOSB)],
                             large[!!(p & MT_THUNK_F_ERMS)] };
    for (int i = 0; i < 3; i++)
        for (const char *s = parts[i]; *s && k + 1 < sizeof buf; s++)
            buf[k++] = *s;
    buf[k] = 0;
    return buf;
}
