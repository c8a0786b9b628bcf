/* The drop-in libraries: memtune's primitives under libc's names, for
 * programs that were not built against memtune (`memtune run -- CMD`, or
 * LD_PRELOAD by hand).
 *
 *   libmemtune-preload.so          every CPU and architecture: the exports
 *                                  are the pointer-dispatched entries
 *                                  (src/dispatch.c), which read MEMTUNE_FORCE,
 *                                  MEMTUNE_PROFILE, ... on the first call;
 *                                  one indirect jump more than glibc's.
 *   libmemtune-preload-{sse2,avx2,avx512}.so   x86-64, one ISA tier each:
 *                                  memcpy, memmove, memset, memcmp, bcmp and
 *                                  __memcmpeq ARE that tier's ladders (symbol
 *                                  aliases defined next to them, see
 *                                  MT_LIBC_ALIAS in src/internal.h), so a call
 *                                  through the program's PLT costs what a call
 *                                  to glibc's costs. The knobs still come from
 *                                  MEMTUNE_PROFILE / MEMTUNE_TUNABLES; forcing
 *                                  a strategy needs the pointer object.
 *                                  `memtune run` picks the tier this CPU runs.
 *
 * Why not GNU indirect functions, as libmemtune's own mt_* symbols use: a
 * preloaded object is relocated after every library the program needs, and
 * a library linked with -z now (Debian's libtinfo, libz, libzstd, libexpat,
 * libpython...) binds memcpy while ours is still unrelocated; glibc then
 * prints "Relink `libtinfo.so.6' with `...' for IFUNC symbol `memcpy'" on
 * stderr for every such reference, in every process (tried: bash printed 4
 * lines per command).
 *
 * This file adds the entries that complete the family: __memcpy_chk,
 * __memmove_chk, __mempcpy_chk, __memset_chk (what -D_FORTIFY_SOURCE code
 * calls when the destination's size is known: a compare, then a direct tail
 * jump, as glibc's), mempcpy, __mempcpy and bzero. Calls glibc makes
 * internally (stdio's buffers, qsort, ...) use glibc's hidden names and
 * stay on glibc's functions: an interposer cannot reach them.
 *
 * Recursion: the library's own code calls memcpy (a struct copy, strncpy);
 * those calls land on these exports. The tier ladders never call back into
 * dispatch, and the pointer entries point at the reference loops while
 * initialisation runs (resolve_all), so nothing recurses. */
#include <stddef.h>
#include <unistd.h>
#include "internal.h"

#ifndef MT_PRELOAD_TIER
#error "preload.c is compiled for one drop-in library: -DMT_PRELOAD_TIER=N"
#endif

#define EXPORT __attribute__((visibility("default")))

#if MT_PRELOAD_TIER == MT_TIER_PTR
#define CPY mt__ptr_memcpy
#define MOV mt__ptr_memmove
#define SET mt__ptr_memset
#define TIER_NAME "pointer"
#define TIER_NEEDS 0
#elif MT_PRELOAD_TIER == MT_TIER_SSE2
#define CPY mt_memcpy_ladder_sse2
#define MOV mt_memmove_ladder_sse2
#define SET mt_memset_ladder_sse2
#define TIER_NAME "sse2"
#define TIER_NEEDS MT_CPU_SSE2
#elif MT_PRELOAD_TIER == MT_TIER_AVX2
#define CPY mt_memcpy_ladder_avx2
#define MOV mt_memmove_ladder_avx2
#define SET mt_memset_ladder_avx2
#define TIER_NAME "avx2"
#define TIER_NEEDS (MT_CPU_AVX | MT_CPU_AVX2 | MT_CPU_BMI1 | MT_CPU_BMI2)
#elif MT_PRELOAD_TIER == MT_TIER_AVX512
#define CPY mt_memcpy_ladder_avx512
#define MOV mt_memmove_ladder_avx512
#define SET mt_memset_ladder_avx512
#define TIER_NAME "avx512"
#define TIER_NEEDS (MT_CPU_AVX512F | MT_CPU_AVX512BW | MT_CPU_AVX512VL | MT_CPU_BMI1 | MT_CPU_BMI2)
#else
#error "unknown MT_PRELOAD_TIER"
#endif

/* A marker a test (or a curious user: `nm -D`) finds next to memcpy: which
 * drop-in is loaded. */
EXPORT const char mt_preload_tier[] = TIER_NAME;

extern void __chk_fail(void) __attribute__((noreturn));

EXPORT void *__memcpy_chk(void *d, const void *s, size_t n, size_t dl)
{
    if (MT_UNLIKELY(n > dl))
        __chk_fail();
    return CPY(d, s, n);
}

EXPORT void *__memmove_chk(void *d, const void *s, size_t n, size_t dl)
{
    if (MT_UNLIKELY(n > dl))
        __chk_fail();
    return MOV(d, s, n);
}

EXPORT void *__memset_chk(void *d, int c, size_t n, size_t dl)
{
    if (MT_UNLIKELY(n > dl))
        __chk_fail();
    return SET(d, c, n);
}

EXPORT void *mempcpy(void *restrict d, const void *restrict s, size_t n)
{
    CPY(d, s, n);
    return (char *)d + n;
}
extern __typeof__(mempcpy) __mempcpy __attribute__((alias("mempcpy"), visibility("default")));

EXPORT void *__mempcpy_chk(void *d, const void *s, size_t n, size_t dl)
{
    if (MT_UNLIKELY(n > dl))
        __chk_fail();
    CPY(d, s, n);
    return (char *)d + n;
}

EXPORT void bzero(void *d, size_t n)
{
    SET(d, 0, n);
}

#if MT_PRELOAD_TIER != MT_TIER_PTR
/* A tier object on a CPU without the tier (loaded by hand; `memtune run`
 * never does that) would die of SIGILL at some memcpy: say why first, in
 * one line. This runs before the object's other constructors but cpu.c's
 * marker (101; the library's init copies structures with memcpy) and uses
 * CPUID, or glibc's copy of its leaves, alone; a constructor of another
 * library that ran earlier may already have faulted. */
__attribute__((constructor(102))) static void check_tier(void)
{
    if ((mt_cpu_arch_features() & TIER_NEEDS) != TIER_NEEDS) {
        mt_warn("libmemtune-preload-" TIER_NAME ".so needs CPU features this CPU lacks; "
                "use libmemtune-preload.so or `memtune run`");
        _exit(127);
    }
    const char *force = mt_getenv("MEMTUNE_FORCE");
    if (force && *force)
        mt_warn("MEMTUNE_FORCE has no effect with libmemtune-preload-" TIER_NAME
                ".so (its exports are the " TIER_NAME " ladders); use libmemtune-preload.so");
}
#endif
