/* Knobs and MEMTUNE_TUNABLES parsing. The syntax is glibc's GLIBC_TUNABLES:
 * name=value pairs separated by ':'. A string is applied all or nothing: the
 * first malformed pair rejects it with a one-line reason and no knob moves. */
#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include "internal.h"
#include "memtune/cpu.h"
#include "memtune.h"
#include "knob_offsets.h"

/* Until mt_init() runs, every optional path is off ("never"), so a ladder
 * called directly before initialisation still behaves sensibly. */
#define NEVER(field, ...) .field = SIZE_MAX,
struct mt_knobs mt_knobs_local = { MT_KNOBS(NEVER) };
#undef NEVER
/* The one way in from outside (include/memtune/knobs.h): no data object
 * is exported, so no program can end up with a copy of it. */
struct mt_knobs *mt_knobs_live(void)
{
    return &mt_knobs_local;
}

/* The assembly ladders read the knobs at the offsets of src/knob_offsets.h:
 * each field must be where that header says. */
#define AT_OFFSET(field, ...)                                                  \
    _Static_assert(offsetof(struct mt_knobs, field) == MT_KNOB_OFF(field),   \
                   "struct mt_knobs." #field " is not where src/knob_offsets.h puts it");
MT_KNOBS(AT_OFFSET)
#undef AT_OFFSET
_Static_assert(sizeof(struct mt_knobs) == MT_KNOB__COUNT * MT_KNOB_SIZE,
               "struct mt_knobs has fields that are not in MT_KNOBS");

/* The descriptors, from the list (include/memtune/knobs.h, where the
 * ranges are explained). */
#define DESC(field, name, min, zero_ok, arch, needs, deflt, doc)               \
    { name, offsetof(struct mt_knobs, field), doc, min, zero_ok, arch, needs },
static const struct mt_knob_desc knobs[] = { MT_KNOBS(DESC) };
_Static_assert(sizeof knobs / sizeof knobs[0] == MT_KNOB__COUNT, "MT_KNOB_ID indexes knobs[]");
#undef DESC

#if defined(__x86_64__)
#define MT_THIS_ARCH "x86_64"
#elif defined(__aarch64__)
#define MT_THIS_ARCH "aarch64"
#elif defined(__powerpc64__)
#define MT_THIS_ARCH "ppc64"
#else
#define MT_THIS_ARCH "none"
#endif

int mt_knob_this_arch(const struct mt_knob_desc *d)
{
    return !d->arch || strcmp(d->arch, MT_THIS_ARCH) == 0;
}

int mt_knob_applies(const struct mt_knob_desc *d, uint64_t features)
{
    return mt_knob_this_arch(d) && (d->needs & ~features) == 0;
}

const struct mt_knob_desc *mt_knob_table(size_t *count)
{
    *count = sizeof knobs / sizeof knobs[0];
    return knobs;
}

static const struct mt_knob_desc *find_n(const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof knobs / sizeof knobs[0]; i++)
        if (strlen(knobs[i].name) == len && memcmp(knobs[i].name, name, len) == 0)
            return &knobs[i];
    return NULL;
}

const struct mt_knob_desc *mt_knob_find(const char *name)
{
    return find_n(name, strlen(name));
}

/* Built-in defaults: one rule per name in the deflt column of MT_KNOBS,
 * each knob takes its rule's value. These are starting points that `memtune
 * calibrate` replaces with this machine's measured crossovers:
 *  - rep movsb: glibc's FSRM value (2112, measured on Ice Lake, commit
 *    cf2c57526b) rounded to 2048; without FSRM but with ERMS glibc's AVX2
 *    value 8192; without ERMS never; the same for pairs not mutually
 *    32-byte aligned (*.rep_movsb_skewed_from). On AMD never (Zen 3:
 *    calibrate finds no size where it wins; glibc BZ 30994 made the same
 *    choice), except on Zen 4 (family 25 with AVX-512) from 32 KiB where
 *    src and dst are mutually 32-byte aligned: hot, rep movsb loses 8-23%
 *    to the vector loop up to 12 KiB and ties from 24 KiB (1.00-1.02x the
 *    loop's time at 32 KiB); with the buffers in the LLC it takes
 *    0.94-1.01x, from DRAM 0.83-0.97x at 4 KiB..64 KiB and 0.82-0.92x at
 *    1..8 MiB (memtune bench memcpy --sizes 4K..64K --aliasing 0,64,2048
 *    --cache L1,L2,LLC,DRAM against a build with rep movsb at every size;
 *    in the repository, `memtune calibrate` prints the same comparison per
 *    class, "rep movsb by class", at 16 KiB, 256 KiB and 4 MiB). Skewed pairs never
 *    on AMD (memcpy_vec.h rep_movsb_ok has the numbers), except on Zen 5
 *    (family 26), where rep movsb is from 16 KiB for every pair the class
 *    rule allows, skewed too. The 64-byte loop (*.loop64_from) wins only
 *    where the destination is in L1: from a hot src to a dst in no cache
 *    (a new place each call, what an output buffer or a new allocation
 *    is) it takes 1.4-1.8x rep movsb's time at 4..24 KiB (the stores'
 *    reads for ownership; rep movsb does not read dst), to a dst in the
 *    LLC 1.17-1.24x at 16..24 KiB, while with both buffers hot it takes
 *    0.56-0.62 of rep movsb's time up to 16 KiB and 0.85 at 24 (memtune
 *    bench memcpy --pattern fixed --sizes 2K,...,24K --aliasing 2048
 *    --dst-cache DRAM|LLC|L2 --impl libc,mt,rep_movsb; calibrate's "hot
 *    src, cold dst" condition; 2026-11-28). 16 KiB is where the loop
 *    stops holding its own with dst in the LLC (at most 1.04x up to 12
 *    KiB; with dst in L2 it wins to 16 KiB). calibrate, whose condition
 *    is the extreme (dst in no cache), sets 6-12 KiB on this Zen 5 (the
 *    skewed knobs 4344-8696), as memset's 6-12 KiB against its 16 KiB
 *    default, set where the LLC rows turn. 28 KiB until then, set from
 *    the states below, where a copy no longer fits its L1 (48 KiB) and
 *    the 64-byte loop turns from 0.59-0.68 of glibc's
 *    time at 8..24 KiB to 1.29 at 28 KiB and 1.65-1.77 at 32..48 KiB hot,
 *    while from L2 it takes 1.09-1.26 and from the LLC 1.02-1.13 at every
 *    size from 8 KiB, rep movsb 0.98-1.01 (MEMTUNE_TUNABLES=
 *    memcpy.rep_movsb_from=never memtune bench memcpy --sizes 8K,12K,...,
 *    48K --cache L1,L2,LLC --impl libc,mt,rep_movsb). Before the 64-byte
 *    loop, time relative to glibc 2.36 (rep
 *    movsb there), the ladder's 32-byte loop / bare rep movsb, (dst - src)
 *    % 4096 = 0 and 2064 (skewed): hot (L1) 4..24 KiB 0.83-1.11 / 1.00-1.04
 *    (the 64-byte loop 0.55-0.81), 32 KiB 1.63-1.79 / 1.00; from L2 4..32
 *    KiB 1.08-1.30 / 0.99-1.04, 64 KiB..4 MiB 1.00-1.22 / 0.79-1.01; from
 *    the LLC 16 KiB..4 MiB 1.01-1.27 / 0.81-1.01; from DRAM 64 KiB..256
 *    MiB 0.76-1.19 / 0.70-1.00 (non-temporal 0.74-1.32) (memtune bench
 *    memcpy --sizes 4K,8K,16K,24K,32K --cache L1,L2 --aliasing 0,2064, and
 *    --sizes 16K,32K,64K,256K,1M,4M --cache L2,LLC,DRAM --aliasing
 *    0,2048,2064, and --sizes 64K,1M,...,256M --cache DRAM, --impl
 *    libc,mt,rep_movsb,avx512[,nt], 2026-11-28; calibrate set 34760 for
 *    both). Issue 17's report, bare rep movsb from DRAM at 1.35-1.45x
 *    glibc's time from 64 MiB, did not hold on the Zen 5 measured here:
 *    0.70-0.82 at 16..256 MiB.
 *  - rep stosb: 2048 with ERMS (glibc's tunable default), never without; on
 *    AMD never (Zen 4, ticks per call, vector loop vs rep stosb: 2 KiB 50 vs
 *    60, 16 KiB 371 vs 393, 64 KiB 1555 vs 1578), except Zen 5 from 16
 *    KiB, with no non-temporal memset: where dst is not cached Zen 5's rep
 *    stosb is far ahead of any store loop, hot it is behind. Time relative
 *    to glibc 2.36 (rep stosb from 2 KiB), the ladder's loop at 4, 8, 16,
 *    24, 32 KiB: hot 0.56-0.64, from L2 0.86-1.00, from the LLC 0.87,
 *    0.98, 1.02, 1.23, 1.19, from DRAM 1.50, 2.06, 2.53, 2.68, 2.41
 *    (rep stosb 0.94-1.00 in every row); from DRAM 64 KiB..16 MiB the
 *    loop 1.44-1.93, non-temporal stores 1.46-2.00, 32..256 MiB all
 *    1.00-1.04 (memtune bench memset --sizes 4K,8K,12K,16K,24K,32K,48K
 *    --cache L1,L2,LLC,DRAM --impl libc,mt,rep_stosb, and --sizes
 *    64K,1M,4M,16M,32M,64M,256M --cache DRAM --impl libc,mt,rep_stosb,
 *    avx512,nt, 2026-11-28). 16 KiB is where the LLC rows turn;
 *    calibrate, which binds to the hot curve, sets 556096 there.
 *  - non-temporal: half the last-level cache seen by one core (Zen 4: 64-byte
 *    streaming stores reach 30-33 B/tick from 12 MiB, plain stores fall to
 *    14-17 B/tick at 16 MiB); 64 MiB when CPUID gives no cache size.
 *    memset on Zen 4: twice the L3 instead. Its plain 64-byte stores are
 *    as fast as rep stosb from DRAM at every size and faster than
 *    streaming stores below 2x the L3: time / glibc's (rep stosb)
 *    16, 24, 32, 48, 64 MiB: movntdq 1.22, 1.20, 1.13, 1.04, 1.01; the
 *    AVX-512 loop 0.99, 1.03, 0.95, 0.98, 0.99; 128 and 256 MiB all within
 *    0.98-1.07 (memtune bench memset --sizes 16M..256M*2 --cache DRAM
 *    --impl libc,nt,avx512, 2026-11-27; calibrate sets never there). From
 *    2x the L3, where the speed is the same, the streaming stores spare the
 *    cache. Zen 3's streaming stores win from 12 MiB (1.7x), so this is
 *    Zen 4's rule only; Zen 5: never (rep stosb above).
 *  - rep movsb again above the non-temporal range (*.rep_movsb_huge_from):
 *    Zen 4 from 128 MiB; Zen 5 from *.nt_from itself, so the non-temporal
 *    loop copies only the pairs rep movsb's class rule refuses (1..63
 *    apart: its rep movsb numbers above); never elsewhere (unmeasured).
 *    From DRAM far above
 *    the L3 Zen 4's rep movsb beats the non-temporal loop where src and dst
 *    are 32-byte aligned to each other; time relative to glibc 2.36, the
 *    non-temporal ladder / bare rep movsb, two processes: 32 MiB 0.69 /
 *    0.73, 64 MiB 0.66 / 0.66, 96 MiB 0.67 / 0.64, 128 MiB 0.67 / 0.65,
 *    192 MiB 0.66 / 0.61, 256 MiB 0.65 / 0.61; memmove at 128 and 256 MiB
 *    0.71 and 0.65 / 0.66 and 0.59; src 16 bytes off (skewed) 0.74 and
 *    0.70 / 0.80 and 0.73, so skewed pairs keep the loop (scripts/
 *    bench-processes 2 build/tools/memtune/memtune bench memcpy --sizes
 *    32M,64M,96M,128M,192M,256M --cache DRAM [--src-align 16] --impl
 *    libc,mt,nt,rep_movsb --time 1 --passes 2; 2026-11-28).
 *  - repe cmpsb: never; on Zen 4 it runs at 0.45-0.75x of glibc's memcmp.
 * Reproduce: memtune bench memset --impl rep_stosb,avx512 --sizes 2K,16K,64K;
 *            memtune calibrate (the crossovers section).
 * aarch64 (none measured on hardware: this project has only run them under
 * qemu, whose timings mean nothing; `memtune calibrate` on the machine
 * replaces them):
 *  - MOPS from 0: glibc (__memcpy_mops, __memset_mops) uses the cpy/set
 *    instructions at every size when HWCAP2_MOPS is set; the hardware picks
 *    its own algorithm per size. GCC's constant-size default is 256
 *    (--param=aarch64-mops-memcpy-size-threshold), for inline code.
 *  - DC ZVA from 256 when DCZID_EL0 permits it: glibc's aarch64 memset
 *    (sysdeps/aarch64/memset.S) zeroes with DC ZVA from 256 bytes.
 *  - SVE compare loop from 0: with SVE the predicated loop has no size
 *    classes to mispredict; calibrate finds whether the NEON classes win
 *    below some size on a CPU with 128-bit vectors. */
#define ZEN4_MOVSB ((size_t)32 << 10)
#define ZEN4_HUGE ((size_t)128 << 20)
#define ZEN5_STOSB ((size_t)16 << 10)
#define ZEN5_MOVSB ((size_t)16 << 10)
#define ZEN5_NEAR ((size_t)28 << 10)
void mt_knobs_defaults(struct mt_knobs *k, uint64_t f)
{
    const struct mt_cpu_info *ci = mt__cpu_core();
    bool amd = !strcmp(ci->vendor, "AuthenticAMD") || !strcmp(ci->vendor, "HygonGenuine");
    size_t nt = ci->l3 ? ci->l3 / 2 : (size_t)64 << 20;
    if (nt < 16384)
        nt = 16384; /* the knob's floor (an emulator may report a tiny L3) */
    size_t movsb = (f & MT_CPU_FSRM) ? 2048 : (f & MT_CPU_ERMS) ? 8192 : SIZE_MAX;
    size_t stosb = (f & MT_CPU_ERMS) ? 2048 : SIZE_MAX;
    if (amd)
        movsb = stosb = SIZE_MAX;
    /* Zen 4 (family 25 with AVX-512; Zen 3 has none): rep movsb from 32 KiB
     * where src and dst are mutually 32-byte aligned (skewed: never on
     * AMD; elsewhere the same size as movsb) */
    /* Zen 5: family 26. Each rule below also needs the feature it uses
     * (FSRM for rep movsb, ERMS for rep stosb), which MEMTUNE_CPU_DISABLE
     * can take away; the 64-byte loops need only what their knobs do. */
    bool zen4 = amd && ci->family == 25 && (ci->detected & MT_CPU_AVX512F);
    bool zen5 = amd && ci->family == 26;
    bool fsrm = f & MT_CPU_FSRM;
    if (zen4 && fsrm)
        movsb = ZEN4_MOVSB;
    if (zen5 && fsrm)
        movsb = ZEN5_MOVSB;
    size_t skewed = amd && !zen5 ? SIZE_MAX : movsb;
    size_t nt_set = zen4 && ci->l3 ? ci->l3 * 2 : nt; /* memset: above */
    if (zen5 && (f & MT_CPU_ERMS)) {
        stosb = ZEN5_STOSB;
        nt_set = SIZE_MAX;
    }
    /* rep movsb again above the non-temporal range: Zen 4 from 128 MiB,
     * Zen 5 from the non-temporal knob itself (above) */
    size_t huge = !fsrm ? SIZE_MAX : zen4 ? ZEN4_HUGE : zen5 ? nt : SIZE_MAX;
    size_t never = SIZE_MAX;
    /* aarch64 (above) */
    size_t mops = (f & MT_CPU_MOPS) ? 0 : SIZE_MAX;
    size_t dc_zva = (f & MT_CPU_DCZVA) ? 256 : SIZE_MAX;
    size_t sve = (f & MT_CPU_SVE) ? 0 : SIZE_MAX;
    /* ppc64le: POWER7's VMX breakpoint, 4096 (seed 004: its microbenchmark
     * put the crossover at 2048 with the user's vector state not live and
     * 8192-16384 with it live, hot cache; the kernel chose 4096, a little
     * below the unaligned crossovers). Not re-measured on POWER8/9/10 here:
     * `memtune calibrate` on the machine measures both conditions. dcbz:
     * only where the cache block is the 128 bytes the ladder assumes, from
     * 8 KiB (a zeroed block is not read from memory first, which pays once
     * the stores would otherwise miss; a starting point, not a measurement). */
    size_t vsx = (f & MT_CPU_VSX) ? 4096 : SIZE_MAX;
    size_t dcbz = ci->ppc_dcache_block == 128 ? 8192 : SIZE_MAX;
    /* x86: the size classes at every size (no rep movsb below them): on
     * the CPUs measured rep movsb never won below 257 B (Zen 3: 6.86 ns
     * against about 4 for the classes, `memtune reproduce rep-step`);
     * calibrate sets it where a CPU's short rep movsb wins (Zen 5's seed). */
    size_t vec = 0;
    /* The AVX-512 copy ladder above 320 B: 64-byte vectors on Zen 5 (321..
     * 512 off line boundaries four from each end, numbers in
     * memcpy_avx512_ladder.S; the loops four a pass), 32-byte elsewhere
     * (Zen 4 splits a 64-byte access in two; its 64-byte loop took
     * 0.97-1.16 of glibc's time at 513..2000 B against 0.89-1.00:
     * memcpy_avx512_ladder.S). Zen 5, time relative to glibc
     * 2.36, 32-byte loop / 64-byte: on line boundaries 513, 600, 768,
     * 1024, 2048 B 1.33, 1.22, 1.53, 1.46, 1.34 / 1.16, 1.11, 1.02, 1.02,
     * 0.93, 4..16 KiB 0.80-0.88 / 0.54-0.62; dst 40 bytes past a
     * boundary, src 0/8/16, the 64-byte loop is behind below 513 B
     * (321, 400 B: 0.68-0.98 / 0.89-1.13; the 64-byte ends there are
     * not) and even at 513..640 B (0.89-1.15 / 0.96-1.13), ahead from
     * 700 B (memtune bench memcpy --pattern offsets --sizes
     * 321,400,513,...,1024 --src-align 0,8,16
     * --dst-align 40 with MEMTUNE_TUNABLES=memcpy.loop64_from=never and
     * =0; bench-processes 2 ... --sizes 321..30000, before/after). */
    size_t loop64 = zen5 ? 321 : SIZE_MAX;
    /* The AVX-512 compare ladders' loop above 256 B (memcmp, bcmp): its
     * 128-byte groups as two 64-byte vectors on Zen 5, four 32-byte ones
     * elsewhere (the loop's history, Zen 4: memcmp_avx512_ladder.S).
     * Zen 5, time relative to glibc 2.36, 32-byte / 64-byte, equal
     * buffers, src and dst on line boundaries or 8 and 40 past one:
     * memcmp 257..512 B 0.95-1.10 / 0.82-0.95, 1..16 KiB 1.00-1.07 /
     * 0.52-0.95, 64 KiB 1.00 / 0.99-1.00; bcmp 257..512 B 0.96-1.07 /
     * 0.82-0.97, 1..16 KiB 1.00-1.11 / 0.52-0.95; memcmp with a random
     * first difference 300 B..16 KiB 0.80-0.95 / 0.54-0.87 (memtune bench
     * memcmp|bcmp --pattern offsets --sizes 257,300,384,512,1024,2048,
     * 4096,16384[,65536] --src-align 0,8 --dst-align 0,2088 [--diff-pos
     * random] --impl libc,mt with MEMTUNE_TUNABLES=memcmp.loop64_from=
     * never:bcmp.loop64_from=never and =0, 2026-11-28). */
    size_t loop64c = zen5 ? 0 : SIZE_MAX;
    /* rep movsb at (dst - src) % 4096 in 1..63 (*.rep_movsb_near_from):
     * never (Zen 4: 3-23x the loop's time there, memcpy_vec.h
     * rep_movsb_ok), but Zen 5 from 28 KiB: there the bare instruction is
     * as fast at 1..63 as at 2048 from 4 KiB up, and the loop (backward
     * from 8 KiB at these distances), 0.49-0.53 of glibc's (rep movsb's)
     * time hot up to 16 KiB, 0.65 at 20 KiB, 0.85 at 24, ties at 28 and
     * takes 1.02-1.07x from 32 KiB to 256 KiB, 1.1-1.2x rep movsb's at 1
     * MiB; to a dst in the LLC within 0.89-1.03 up to 32 KiB (memtune
     * bench memcpy --pattern offsets --sizes 4K,...,1M --aliasing
     * 1,4,8,16,32,40,63 [--dst-cache LLC] --impl libc,mt,rep_movsb, and
     * with MEMTUNE_TUNABLES=memcpy.rep_movsb_near_from=never|0;
     * 2026-11-28). */
    size_t near = zen5 && fsrm ? ZEN5_NEAR : SIZE_MAX;
    /* Each knob takes the value of its rule (the deflt column). */
#define DEFAULT(field, name, min, zero_ok, arch, needs, deflt, doc) k->field = deflt;
    MT_KNOBS(DEFAULT)
#undef DEFAULT
}

int mt_parse_size(const char *s, size_t len, size_t *out)
{
    if (len == 5 && memcmp(s, "never", 5) == 0) { *out = SIZE_MAX; return 0; }
    if (len == 3 && memcmp(s, "max", 3) == 0) { *out = SIZE_MAX; return 0; }
    if (len == 0)
        return -1;
    size_t i = 0, v = 0, base = 10;
    if (len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        i = 2;
    }
    size_t digits = 0;
    for (; i < len; i++, digits++) {
        unsigned d;
        char ch = s[i];
        if (ch >= '0' && ch <= '9') d = (unsigned)(ch - '0');
        else if (base == 16 && ch >= 'a' && ch <= 'f') d = (unsigned)(ch - 'a' + 10);
        else if (base == 16 && ch >= 'A' && ch <= 'F') d = (unsigned)(ch - 'A' + 10);
        else break;
        if (v > (SIZE_MAX - d) / base)
            return -1; /* overflow */
        v = v * base + d;
    }
    if (!digits)
        return -1;
    if (i < len) {
        unsigned shift;
        switch (s[i]) {
        case 'k': case 'K': shift = 10; break;
        case 'm': case 'M': shift = 20; break;
        case 'g': case 'G': shift = 30; break;
        default: return -1;
        }
        if (i + 1 != len || base == 16 || v > (SIZE_MAX >> shift))
            return -1;
        v <<= shift;
    }
    *out = v;
    return 0;
}

/* Entry `entry` (from 1; 0: the whole string) of a tunables string was
 * rejected for `reason`. quote: "<reason><glue>'<text>'" (MEMTUNE_TUNABLES,
 * the API: the caller's own string); otherwise "entry N (knob): <reason>",
 * the knob named only when it is one of ours (a profile: a file's contents
 * are never echoed). */
static int reject(char *err, size_t errlen, bool quote, unsigned entry, const struct mt_knob_desc *d,
                  const char *reason, const char *glue, const char *text, size_t len)
{
    if (!err || !errlen)
        return -1;
    size_t k = 0;
    if (quote) {
        k = mt_msg_put(err, errlen, k, reason);
        k = mt_msg_put(err, errlen, k, glue);
        mt_errmsg(err + k, errlen - k, "'", text, len, "'");
        return -1;
    }
    if (entry) {
        k = mt_msg_put(err, errlen, k, "entry ");
        k = mt_msg_putu(err, errlen, k, entry);
        if (d) {
            k = mt_msg_put(err, errlen, k, " (");
            k = mt_msg_put(err, errlen, k, d->name);
            k = mt_msg_put(err, errlen, k, ")");
        }
        k = mt_msg_put(err, errlen, k, ": ");
    }
    mt_msg_put(err, errlen, k, reason);
    return -1;
}

int mt_knobs_parse_ex(struct mt_knobs *k, const char *spec, char *err, size_t errlen, bool quote)
{
    struct mt_knobs tmp = *k;
    const char *p = spec;
    unsigned entry = 0;
    if (!spec || !*spec)
        return reject(err, errlen, quote, 0, NULL, "empty tunables string", " ", "", 0);
    while (*p) {
        entry++;
        const char *end = strchr(p, ':');
        if (!end)
            end = p + strlen(p);
        const char *eq = memchr(p, '=', (size_t)(end - p));
        if (end == p)
            return reject(err, errlen, quote, entry, NULL, "empty entry", " in tunables near ", p, 20);
        if (!eq)
            return reject(err, errlen, quote, entry, NULL, "expected name=value", ", got ", p, (size_t)(end - p));
        const struct mt_knob_desc *d = find_n(p, (size_t)(eq - p));
        if (!d)
            return reject(err, errlen, quote, entry, NULL, "unknown knob (memtune cpu lists them)", ": ", p,
                          (size_t)(eq - p));
        size_t v;
        if (mt_parse_size(eq + 1, (size_t)(end - eq - 1), &v) != 0)
            return reject(err, errlen, quote, entry, d, "bad size (want bytes, 0x.., K/M/G or never)", " in ", p,
                          (size_t)(end - p));
        if (v != SIZE_MAX && v < d->min && !(v == 0 && d->zero_ok)) {
            char why[120];
            size_t w = mt_msg_put(why, sizeof why, 0, "out of range (allowed: ");
            if (d->zero_ok)
                w = mt_msg_put(why, sizeof why, w, "0 (always), ");
            if (d->min % 1024 == 0) {
                w = mt_msg_putu(why, sizeof why, w, d->min / 1024);
                w = mt_msg_put(why, sizeof why, w, "K");
            } else {
                w = mt_msg_putu(why, sizeof why, w, d->min);
            }
            mt_msg_put(why, sizeof why, w, ".. or never)");
            return reject(err, errlen, quote, entry, d, why, " in ", p, (size_t)(end - p));
        }
        *mt_knob_ptr(&tmp, d) = v;
        p = *end ? end + 1 : end;
        if (*end && !*p)
            return reject(err, errlen, quote, 0, NULL, "trailing ':'", " in tunables ", spec, strlen(spec));
    }
    *k = tmp;
    return 0;
}

int mt_knobs_parse(struct mt_knobs *k, const char *spec, char *err, size_t errlen)
{
    return mt_knobs_parse_ex(k, spec, err, errlen, true);
}

static size_t put(char *buf, size_t buflen, size_t at, const char *s)
{
    for (; *s; s++, at++)
        if (at + 1 < buflen)
            buf[at] = *s;
    return at;
}

size_t mt_knobs_format(const struct mt_knobs *k, const struct mt_knobs *base,
                       char *buf, size_t buflen)
{
    size_t at = 0;
    for (size_t i = 0; i < sizeof knobs / sizeof knobs[0]; i++) {
        size_t v = *mt_knob_ptr((struct mt_knobs *)k, &knobs[i]);
        if (base && v == *mt_knob_ptr((struct mt_knobs *)base, &knobs[i]))
            continue;
        if (at)
            at = put(buf, buflen, at, ":");
        at = put(buf, buflen, at, knobs[i].name);
        at = put(buf, buflen, at, "=");
        char num[24];
        if (v == SIZE_MAX) {
            strcpy(num, "never");
        } else {
            char tmp[24];
            int t = 0;
            do { tmp[t++] = (char)('0' + v % 10); v /= 10; } while (v);
            for (int j = 0; j < t; j++)
                num[j] = tmp[t - 1 - j];
            num[t] = 0;
        }
        at = put(buf, buflen, at, num);
    }
    if (buflen)
        buf[at < buflen ? at : buflen - 1] = 0;
    return at;
}

int mt_tunables_apply(const char *spec, char *err, size_t errlen)
{
    mt_init();
    struct mt_knobs k = mt_knobs_local;
    if (mt_knobs_parse(&k, spec, err, errlen) != 0)
        return -1;
    mt_knobs_local = k;
    return 0;
}
