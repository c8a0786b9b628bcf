/* Step 1 of calibrate: each knob's crossover.
 *
 * A knob "X_from" decides where the op's ladder (the strategy dispatch uses
 * on this CPU) switches to path X. The ladder is measured twice at each
 * size of a sweep, interleaved in one bench run: once with the knob "never"
 * (curve A, path off) and once with it 0 (curve B, path on); the bench core
 * sets the knob before each batch, outside the timed region (cal_knob_impl),
 * so the curves differ only in the path taken. The crossover
 * (crossover.h) is the size from which B is never slower and proven
 * faster; noise widens its range instead of moving it. Knobs are
 * calibrated in the order of the table (rep movsb before non-temporal,
 * whose A curve uses the calibrated rep movsb value).
 *
 * rep movsb is swept from DRAM above 128 KiB (in L2 below): on Zen 4 it
 * ties the vector loop with the data in L2 or L3 and wins from DRAM (the
 * loop took 1.05-1.17x its time at 4 MiB in calibrate's "rep movsb by
 * class" table, which times this ladder with rep movsb on and off; at
 * 256 KiB in L2 0.99-1.02x; docs/results/2026-11-27-amd-f25m17-kvm.txt,
 * in git history before the 2026-11-28 file replaced it),
 * so a sweep in the LLC finds it "never faster at the top" and leaves the
 * knob off; the conditions below make sure it does not lose hot.
 *
 * A crossover must hold in the cache states programs run in, not only in
 * the one it was swept in. The primary sweep (the task's: varying offsets,
 * each call finds its buffers where earlier calls left them) finds the
 * crossover; further conditions re-measure the sizes that fit in half the
 * L2 and raise the knob to their bounds (mt_combine_bounds):
 *   hot: the same buffers every call (a loop over one buffer; what most
 *        microbenchmarks and many programs do). rep movsb measured at
 *        varying offsets in L2 made hot 2 KiB copies 1.8x slower (issue 16);
 *        non-temporal stores measured from the LLC lose to a copy whose
 *        buffers stay in L2 or L3.
 *   page-aligned (copies): hot, (dst - src) % 4096 == 0, what two large
 *        malloc blocks give; the ladders take rep movsb there.
 *   cold (memset.rep_stosb_from, the copies' rep movsb knobs): the same
 *        sizes with the buffers in no cache (varying offsets in a buffer
 *        set larger than the LLC); there B can win what hot loses.
 *   hot src, cold dst (the copies' rep movsb knobs): src at varying
 *        offsets in L1, dst a new place each call in a window larger than
 *        the LLC (bench --pattern offsets --dst-cache DRAM): an output
 *        buffer, a new allocation. On Zen 5
 *        the 64-byte loop takes 1.5-1.9x rep movsb's time there at every
 *        size from 4 KiB (each dst line read for ownership first; rep
 *        movsb writes whole lines without), where hot it takes
 *        0.57-0.66 (memtune calibrate, the conditions' curves in
 *        calibrate.json; 2026-11-28). Balanced, the copies' knobs
 *        then come to 4-9 KiB there (34760 without the condition).
 *   hot, dst off a line (memcpy/memmove.loop64_from): hot with dst 40
 *        bytes past a line boundary, src on one. The primary's varying
 *        offsets average the alignments: on Zen 5 it tied the two widths
 *        at 328..648 B and the bounds gave 648, where the 32-byte loop
 *        takes 1.37-1.53x the 64-byte ends' time at 456 B off a line
 *        (memtune bench memcpy --pattern offsets --sizes 384,448,512,600
 *        --src-align 0,8 --dst-align 0,40 --impl libc,mt with and without
 *        MEMTUNE_TUNABLES=memcpy.loop64_from=648: 448/512 B at 0/40
 *        1.41/1.37 of glibc's time against 1.01; 2026-11-28).
 * The value is the largest bound: the knob switches only where the B path
 * is not slower in any measured state. For the knobs with a cold or an
 * off-line condition, where that leaves one state much slower than a
 * value between would leave any (Zen 5, memset 6..512 KiB:
 * the loop 0.6-0.9 of rep stosb's time hot, 1.3-2.4x cold), the value is
 * balanced: mt_minimax_value takes the value whose worst slowdown over
 * every state and size is smallest when the bounds' value is worse by
 * more than 10% (the evidence gives both, and the state and size where
 * each is reached). On Zen 5 calibrate then sets memset.rep_stosb_from
 * to 6..12 KiB (the bounds' 556096 B: x2.1-2.4 cold at 24 KiB; the
 * balanced value x1.6-1.7, hot or cold at 6 KiB: memtune calibrate,
 * three runs, 2026-11-28), and memcpy/memmove.loop64_from to 328 (the
 * bounds' 648: x1.37-1.53 off a line at 456 B; 328: x1.00). */
#include <stdint.h>
#include <string.h>
#include "cal.h"
#include "memtune/cpu.h"

static const struct knob_task tasks[] = {
    { MT_OP_MEMCPY, MT_KNOB_ID(memcpy_rep_movsb_from), MT_KNOB_ID(memcpy_nt_from), 192, 4u << 20, MT_BENCH_L2, MT_BENCH_DRAM, 128u << 10, "vector (rep movsb off)", "rep movsb on", false, false, -1, 0, true, false },
    { MT_OP_MEMCPY, MT_KNOB_ID(memcpy_nt_from), -1, 256u << 10, 64u << 20, MT_BENCH_LLC, MT_BENCH_DRAM, 0, "temporal", "non-temporal on", false, false, -1, 0, false, false },
    /* rep movsb again above the non-temporal range (far above the L3, from
     * DRAM): both curves with non-temporal stores at every size
     * (memcpy.nt_from at 0), A keeping them, B taking rep movsb where it
     * applies; page-aligned (aliasing 4096, i.e. 0), as two buffers this
     * large come from mmap. There the non-temporal loop is slower than at
     * distance 2048, where the two tie (Zen 4, 256 MiB, time relative to
     * glibc, loop / rep movsb: distance 0 0.66 / 0.61, 64 0.74 / 0.72,
     * 2048 0.61 / 0.61; memtune bench memcpy --sizes 128M,256M --aliasing
     * 0,64,2048 --cache DRAM --impl libc,mt,rep_movsb). Not in --quick:
     * its largest copies are 256 MiB. */
    { MT_OP_MEMCPY, MT_KNOB_ID(memcpy_rep_movsb_huge_from), -1, 32u << 20, 256u << 20, MT_BENCH_DRAM, MT_BENCH_DRAM, 0, "non-temporal", "rep movsb on", false, false, MT_KNOB_ID(memcpy_nt_from), 4096, false, false },
    /* rep movsb below the size classes (the seed's Zen 5: about 5 clocks
     * below 128 B): A is the _rsb entry at "never" (rep movsb at every
     * size but (dst - src) % 4096 in 1..63), B the ladder itself */
    { MT_OP_MEMCPY, MT_KNOB_ID(memcpy_vec_from), -1, 1, 512, MT_BENCH_L1, MT_BENCH_L1, 0, "rep movsb (size classes off)", "size classes", false, true, -1, 0, false, false },
    /* rep movsb where src and dst are not mutually 32-byte aligned (dst
     * aligned, src not; the ladders' rep_movsb_ok): measured with the
     * other rep movsb knob at 0, at (dst - src) % 4096 = 2064 (two malloc
     * blocks, 16-byte aligned, 16 bytes apart mod 32) */
    { MT_OP_MEMCPY, MT_KNOB_ID(memcpy_rep_movsb_skewed_from), MT_KNOB_ID(memcpy_nt_from), 192, 4u << 20, MT_BENCH_L2, MT_BENCH_DRAM, 128u << 10, "vector (skewed: rep movsb off)", "rep movsb on", false, false, MT_KNOB_ID(memcpy_rep_movsb_from), 2064, true, false },
    /* rep movsb where (dst - src) % 4096 is 1..63 (the short-distance
     * cliff's class), measured at 32 (mutually aligned, so the skewed
     * knob does not act) with the base knob at 0 in both curves */
    { MT_OP_MEMCPY, MT_KNOB_ID(memcpy_rep_movsb_near_from), MT_KNOB_ID(memcpy_nt_from), 192, 4u << 20, MT_BENCH_L2, MT_BENCH_DRAM, 128u << 10, "vector (1..63 apart: rep movsb off)", "rep movsb on", false, false, MT_KNOB_ID(memcpy_rep_movsb_from), 32, true, false },
    /* 64-byte vectors above 320 B in the AVX-512 ladder (32-byte below
     * the knob): hot, below rep movsb (held off) */
    { MT_OP_MEMCPY, MT_KNOB_ID(memcpy_loop64_from), MT_KNOB_ID(memcpy_rep_movsb_from), 321, 16u << 10, MT_BENCH_L1, MT_BENCH_L1, 0, "32-byte vectors", "64-byte vectors", false, false, -1, 0, false, true },
    { MT_OP_MEMMOVE, MT_KNOB_ID(memmove_rep_movsb_from), MT_KNOB_ID(memmove_nt_from), 192, 4u << 20, MT_BENCH_L2, MT_BENCH_DRAM, 128u << 10, "vector (rep movsb off)", "rep movsb on", false, false, -1, 0, true, false },
    { MT_OP_MEMMOVE, MT_KNOB_ID(memmove_rep_movsb_skewed_from), MT_KNOB_ID(memmove_nt_from), 192, 4u << 20, MT_BENCH_L2, MT_BENCH_DRAM, 128u << 10, "vector (skewed: rep movsb off)", "rep movsb on", false, false, MT_KNOB_ID(memmove_rep_movsb_from), 2064, true, false },
    { MT_OP_MEMMOVE, MT_KNOB_ID(memmove_rep_movsb_near_from), MT_KNOB_ID(memmove_nt_from), 192, 4u << 20, MT_BENCH_L2, MT_BENCH_DRAM, 128u << 10, "vector (1..63 apart: rep movsb off)", "rep movsb on", false, false, MT_KNOB_ID(memmove_rep_movsb_from), 32, true, false },
    { MT_OP_MEMMOVE, MT_KNOB_ID(memmove_nt_from), -1, 256u << 10, 64u << 20, MT_BENCH_LLC, MT_BENCH_DRAM, 0, "temporal", "non-temporal on", false, false, -1, 0, false, false },
    { MT_OP_MEMMOVE, MT_KNOB_ID(memmove_rep_movsb_huge_from), -1, 32u << 20, 256u << 20, MT_BENCH_DRAM, MT_BENCH_DRAM, 0, "non-temporal", "rep movsb on", false, false, MT_KNOB_ID(memmove_nt_from), 4096, false, false },
    { MT_OP_MEMMOVE, MT_KNOB_ID(memmove_loop64_from), MT_KNOB_ID(memmove_rep_movsb_from), 321, 16u << 10, MT_BENCH_L1, MT_BENCH_L1, 0, "32-byte vectors", "64-byte vectors", false, false, -1, 0, false, true },
    /* with a cold condition (as the rep movsb knobs above): on Zen 5
     * the store loop takes 0.61-0.90 of rep stosb's time at 16..512 KiB
     * hot (L1, L2) and 1.3-1.9x with the destination in DRAM (memtune
     * bench memset --cache L1,L2,LLC,DRAM --sizes 16K,...,512K --impl
     * libc,rep_stosb,avx512; 2026-11-28): the hot condition alone had the
     * profile lose the cold case by 1.9x. The copies' cold condition
     * alone moved nothing on Zen 5 (rep movsb's hot loss below 28 KiB,
     * 1.6x, is larger than the loop's with both buffers cold, 1.04-1.15);
     * their "hot src, cold dst" condition does (1.5-1.9x) */
    { MT_OP_MEMSET, MT_KNOB_ID(memset_rep_stosb_from), MT_KNOB_ID(memset_nt_from), 192, 4u << 20, MT_BENCH_L2, MT_BENCH_LLC, 128u << 10, "vector (rep stosb off)", "rep stosb on", false, false, -1, 0, true, false },
    { MT_OP_MEMSET, MT_KNOB_ID(memset_nt_from), -1, 256u << 10, 64u << 20, MT_BENCH_LLC, MT_BENCH_DRAM, 0, "temporal", "non-temporal on", false, false, -1, 0, false, false },
    { MT_OP_MEMCMP, MT_KNOB_ID(memcmp_repe_cmpsb_from), -1, 16, 16u << 10, MT_BENCH_L1, MT_BENCH_L2, 4u << 10, "vector (repe cmpsb off)", "repe cmpsb on", false, false, -1, 0, false, false },
    { MT_OP_BCMP, MT_KNOB_ID(bcmp_repe_cmpsb_from), -1, 16, 16u << 10, MT_BENCH_L1, MT_BENCH_L2, 4u << 10, "vector (repe cmpsb off)", "repe cmpsb on", false, false, -1, 0, false, false },
    /* the compare ladders' 128-byte groups above 256 B as two 64-byte
     * vectors (four 32-byte below the knob): hot, repe cmpsb held off */
    { MT_OP_MEMCMP, MT_KNOB_ID(memcmp_loop64_from), MT_KNOB_ID(memcmp_repe_cmpsb_from), 257, 16u << 10, MT_BENCH_L1, MT_BENCH_L1, 0, "32-byte vectors", "64-byte vectors", false, false, -1, 0, false, false },
    { MT_OP_BCMP, MT_KNOB_ID(bcmp_loop64_from), MT_KNOB_ID(bcmp_repe_cmpsb_from), 257, 16u << 10, MT_BENCH_L1, MT_BENCH_L1, 0, "32-byte vectors", "64-byte vectors", false, false, -1, 0, false, false },
    /* aarch64 (only where the knob applies: mt_knob_applies) */
    { MT_OP_MEMSET, MT_KNOB_ID(memset_dc_zva_from), MT_KNOB_ID(memset_mops_from), 128, 4u << 20, MT_BENCH_L2, MT_BENCH_LLC, 128u << 10, "stores (DC ZVA off)", "DC ZVA on", true, false, -1, 0, false, false },
    { MT_OP_MEMCPY, MT_KNOB_ID(memcpy_mops_from), -1, 8, 64u << 10, MT_BENCH_L1, MT_BENCH_L2, 8u << 10, "NEON ladder (MOPS off)", "cpyf* on", false, false, -1, 0, false, false },
    { MT_OP_MEMMOVE, MT_KNOB_ID(memmove_mops_from), -1, 8, 64u << 10, MT_BENCH_L1, MT_BENCH_L2, 8u << 10, "NEON ladder (MOPS off)", "cpy* on", false, false, -1, 0, false, false },
    { MT_OP_MEMSET, MT_KNOB_ID(memset_mops_from), -1, 8, 64u << 10, MT_BENCH_L1, MT_BENCH_L2, 8u << 10, "NEON ladder (MOPS off)", "set* on", false, false, -1, 0, false, false },
    { MT_OP_MEMCMP, MT_KNOB_ID(memcmp_sve_from), -1, 8, 16u << 10, MT_BENCH_L1, MT_BENCH_L2, 4u << 10, "NEON ladder (SVE off)", "SVE loop on", false, false, -1, 0, false, false },
    { MT_OP_BCMP, MT_KNOB_ID(bcmp_sve_from), -1, 8, 16u << 10, MT_BENCH_L1, MT_BENCH_L2, 4u << 10, "NEON ladder (SVE off)", "SVE loop on", false, false, -1, 0, false, false },
    /* ppc64le: the scalar line loop against the VSX line loop (seed 004),
     * hot as the seed measured (L1, L2 above 16 KiB). This is the "vector
     * state live" condition: the bench core calls the ladder back to back.
     * The other condition is measured after the knobs (cal_vecstate).
     * memset.dcbz_from is not calibrated: the bench stores 0xa5, and dcbz
     * only serves memset(p, 0, n). */
    { MT_OP_MEMCPY, MT_KNOB_ID(memcpy_vsx_from), -1, 256, 64u << 10, MT_BENCH_L1, MT_BENCH_L2, 16u << 10, "scalar lines (vsx off)", "vsx loop on", false, false, -1, 0, false, false },
    { MT_OP_MEMMOVE, MT_KNOB_ID(memmove_vsx_from), -1, 256, 64u << 10, MT_BENCH_L1, MT_BENCH_L2, 16u << 10, "scalar lines (vsx off)", "vsx loop on", false, false, -1, 0, false, false },
};
#define NTASKS (sizeof tasks / sizeof tasks[0])
_Static_assert(NTASKS <= CAL_MAX_TASKS, "CAL_MAX_TASKS");

static bool task_enabled(const struct mt_cal *c, const struct knob_task *t)
{
    /* a knob no ladder of this CPU reads: nothing to measure */
    const struct mt_knob_desc *kd = cal_knob_desc(t->knob);
    if ( !mt_knob_applies(kd, mt_cpu()->features))
        return false;
    if (c->level != CAL_QUICK)
        return true;
    /* quick: the copy and set knobs only, and not the sweeps to 256 MiB */
    if (t->hi > (64u << 20))
        return false;
    return t->op == MT_OP_MEMCPY || t->op == MT_OP_MEMSET;
}

int cal_knob_tasks_enabled(const struct mt_cal *c)
{
    int n = 0;
    for (size_t i = 0; i < NTASKS; i++)
        n += task_enabled(c, &tasks[i]);
    return n;
}

size_t cal_knob_grid(const struct mt_cal *c, size_t *out, size_t max)
{
    size_t n = 0;
    for (size_t i = 0; i < NTASKS; i++)
        if (task_enabled(c, &tasks[i]))
            n += cal_log_sizes(tasks[i].lo, tasks[i].hi, cal_sweep_steps(c->level), out + n, max - n);
    return n;
}

/* Labels a two-curve sweep with the task's A and B names; returns the
 * curves for crossover.h. */
static void label_ab(const struct knob_task *t, struct cal_sweep *sw, struct mt_xcurve *a, struct mt_xcurve *b)
{
    snprintf(sw->c[0].label, sizeof sw->c[0].label, "%s", t->a_label);
    snprintf(sw->c[1].label, sizeof sw->c[1].label, "%s", t->b_label);
    *a = (struct mt_xcurve){ sw->c[0].med, sw->c[0].lo, sw->c[0].hi };
    *b = (struct mt_xcurve){ sw->c[1].med, sw->c[1].lo, sw->c[1].hi };
}

/* The state a further condition measures in. */
enum xstate {
    XS_HOT,      /* one buffer pair, the fixed pattern, the smallest cache that holds it */
    XS_COLD,     /* varying offsets in a buffer set larger than the LLC */
    XS_DST_COLD, /* copies: src at varying offsets in L1, dst a new place each call in
                  * a window larger than the LLC (bench --pattern offsets --dst-cache
                  * DRAM). Not one src place: with (dst - src) % 4096 fixed every dst
                  * would share a page offset, and small copies one L1 set */
};

/* One further condition over sizes[0..m): its sweep in state xs and its
 * bound. */
static int knob_xcond(struct mt_cal *c, const struct knob_task *t, struct knob_result *kr, struct mt_bench_run *run,
                      const size_t *sizes, size_t m, const char *name, enum xstate xs, int aliasing, char *err,
                      size_t errlen)
{
    bool cold = xs == XS_COLD;
    if (kr->nxc >= MAX_XCONDS) {
        snprintf(err, errlen, "%s: more conditions than MAX_XCONDS", cal_knob_desc(t->knob)->name);
        return -1;
    }
    struct knob_xcond *e = &kr->xc[kr->nxc];
    e->name = name;
    cal_sweep_alloc(&e->sw, t->op, sizes, m, 2);
    e->sw.what = cal_knob_desc(t->knob)->name;
    e->sw.cache = cold ? "DRAM (varying offsets in a buffer set larger than the LLC)"
                : xs == XS_DST_COLD ? "src L1 (varying offsets), dst DRAM (a new place each call)"
                                    : "L1 (the same buffers every call; L2 above L1)";
    e->sw.pattern = xs == XS_HOT ? "fixed" : "offsets";
    e->sw.aliasing = aliasing;
    kr->nxc++;
    run->pattern = xs == XS_HOT ? MT_BENCH_FIXED : MT_BENCH_OFFSETS;
    enum mt_bench_cache cache = cold ? MT_BENCH_DRAM : MT_BENCH_L1;
    run->dst_cache = xs == XS_DST_COLD ? MT_BENCH_DRAM : -1;
    int rc = cal_measure_sweep(c, &e->sw, run, 's', 0, cache, SIZE_MAX, cache, MT_BENCH_DIFF_NONE, err, errlen);
    run->dst_cache = -1;
    if (rc != 0)
        return -1;
    struct mt_xcurve a, b;
    label_ab(t, &e->sw, &a, &b);
    e->bound = t->below ? mt_wins_below(sizes, m, a, b, 0.02, 2) : mt_not_slower_from(sizes, m, a, b, 0.02);
    e->top = sizes[m - 1];
    return 0;
}

/* Measures the further conditions over the primary sizes whose two
 * buffers fit in the cache the task starts in (the L2; the L3 for the
 * non-temporal knobs, swept from the LLC up): at least three of them, or
 * none is measured. */
static int knob_xconds(struct mt_cal *c, const struct knob_task *t, struct knob_result *kr, struct mt_bench_run *run,
                       const size_t *sizes, size_t n, char *err, size_t errlen)
{
    const struct mt_cpu_info *ci = mt_cpu();
    size_t l2 = ci->l2 ? ci->l2 : 1u << 20, l3 = ci->l3 ? ci->l3 : 8u << 20;
    size_t hold = (t->small >= MT_BENCH_LLC ? l3 : l2) / 2, m = 0;
    while (m < n && sizes[m] <= hold)
        m++;
    kr->nxc = 0;
    if (m < 3)
        return 0;
    bool copy = t->op == MT_OP_MEMCPY || t->op == MT_OP_MEMMOVE;
    int al = t->aliasing ? (int)(t->aliasing % 4096) : 2048;
    if (knob_xcond(c, t, kr, run, sizes, m, "hot", XS_HOT, al, err, errlen) != 0)
        return -1;
    if (copy && c->level != CAL_QUICK && !t->aliasing &&
        knob_xcond(c, t, kr, run, sizes, m, "hot, page-aligned", XS_HOT, 0, err, errlen) != 0)
        return -1;
    /* dst 40 bytes past a line boundary, src on one ((dst - src) % 4096 =
     * 2088): the alignment where a path's split lines show */
    if (t->offline && knob_xcond(c, t, kr, run, sizes, m, "hot, dst off a line", XS_HOT, 2088, err, errlen) != 0)
        return -1;
    if (t->cold && knob_xcond(c, t, kr, run, sizes, m, "cold", XS_COLD, al, err, errlen) != 0)
        return -1;
    /* a hot buffer copied to a destination in no cache (an output
     * buffer, a new allocation): the state where a store loop pays for
     * each destination line's read-for-ownership and rep movsb may not */
    if (t->cold && copy && knob_xcond(c, t, kr, run, sizes, m, "hot src, cold dst", XS_DST_COLD, al, err, errlen) != 0)
        return -1;
    return 0;
}

/* The states as mt_minimax_value sees them: the primary sweep, then each
 * condition over its sizes. */
static size_t knob_states(const struct knob_result *kr, struct mt_xstate *st)
{
    const struct cal_sweep *sw[1 + MAX_XCONDS];
    sw[0] = &kr->sw;
    for (int k = 0; k < kr->nxc; k++)
        sw[1 + k] = &kr->xc[k].sw;
    for (int k = 0; k <= kr->nxc; k++)
        st[k] = (struct mt_xstate){ { sw[k]->c[0].med, sw[k]->c[0].lo, sw[k]->c[0].hi },
                                    { sw[k]->c[1].med, sw[k]->c[1].lo, sw[k]->c[1].hi }, sw[k]->n };
    return 1 + (size_t)kr->nxc;
}

static const char *state_name(const struct knob_result *kr, size_t k)
{
    return k == 0 ? "primary" : kr->xc[k - 1].name;
}

/* mt_minimax_cost of value v over the knob's states  */
static double knob_cost(const struct knob_result *kr, const size_t *sizes, size_t n, size_t v, size_t *state,
                        size_t *at)
{
    struct mt_xstate st[1 + MAX_XCONDS];
    size_t ns = knob_states(kr, st);
    return mt_minimax_cost(sizes, n, st, ns, v, 0.02, state, at);
}

/* The rule's value (every condition's bound) can leave a state far slower
 * than another would be at a value between: a cold destination that rep
 * stosb serves 1.9x faster, kept off by a hot loop 1.6x faster; copies
 * off a line that the 64-byte vectors serve 1.4x faster, kept on 32-byte
 * ones by ties in the primary sweep. When the
 * rule's value is more than 10% worse at its worst (state, size) than the
 * best value is at its own, the best value is taken (CAL_BALANCED). The 10%
 * keeps noise from moving a knob the states agree on; where they do not
 * (the rule's value 1.25x or more slower somewhere) and the two are
 * within it, the one losing less time summed over states and sizes
 * (mt_minimax_value): on Zen 5 memmove.rep_movsb_from came to 34760
 * (x1.86, a cold dst at 8 KiB) or 6144 (x1.75, hot at 6 KiB) by run
 * before, memcpy's twin 6144-8696 in every run; now both 6144-8696. Only for the knobs
 * with a cold or off-line condition, the ones measured to pull the other
 * way: the others keep the rule (their conditions can only raise them, and the
 * primary crossover's own rules against single noisy wins stand). */
static void balance(struct knob_result *kr, const size_t *sizes, size_t n)
{
    struct mt_xstate st[1 + MAX_XCONDS];
    size_t ns = knob_states(kr, st);
    size_t v = mt_minimax_value(sizes, n, st, ns, 0.02, 0.10, kr->value, &kr->rule_cost, &kr->cost);
    if (v != kr->value) {
        kr->value = v;
        kr->binding = CAL_BALANCED;
    }
}

/* "x1.88 (cold at 16384 B)", or "x1.00" where no state loses */
static void fmt_cost(const struct knob_result *kr, const size_t *sizes, size_t n, size_t v, char *buf, size_t len)
{
    size_t k, at;
    double c = knob_cost(kr, sizes, n, v, &k, &at);
    if (k == SIZE_MAX)
        snprintf(buf, len, "x1.00");
    else
        snprintf(buf, len, "x%.2f (%s at %zu B)", c, state_name(kr, k), at);
}

/* evidence: the primary's description, then each condition's bound and
 * which one set the value */
static void describe_knob(struct knob_result *kr)
{
    char p[200];
    if (!kr->t->below)
        mt_crossover_describe(&kr->x, p, sizeof p);
    else if (kr->primary_below)
        snprintf(p, sizeof p, "a faster below %zu B, by %.0f%% (median)", kr->primary_below, (kr->x.gain - 1) * 100);
    else
        snprintf(p, sizeof p, "a not proven faster at the smallest sizes: b at every size");
    int at = snprintf(kr->evidence, sizeof kr->evidence, "%s", p);
    for (int k = 0; k < kr->nxc && at < (int)sizeof kr->evidence; k++) {
        const struct knob_xcond *e = &kr->xc[k];
        const char *binds = k == kr->binding ? " (binds)" : "";
        size_t room = sizeof kr->evidence - (size_t)at;
        if (kr->t->below && e->bound)
            at += snprintf(kr->evidence + at, room, "; %s: a faster below %zu B%s", e->name, e->bound, binds);
        else if (kr->t->below)
            at += snprintf(kr->evidence + at, room, "; %s: a not faster at the smallest sizes%s", e->name, binds);
        else if (e->bound == SIZE_MAX)
            at += snprintf(kr->evidence + at, room, "; %s: a faster up to %zu B%s", e->name, e->top, binds);
        else
            at += snprintf(kr->evidence + at, room, "; %s: b not slower from %zu B%s", e->name, e->bound, binds);
    }
    if (!kr->t->below && kr->nxc && at < (int)sizeof kr->evidence) {
        /* the worst slowdown over the states, at the value taken and (when
         * balancing moved it) at the rule's */
        char cv[96], cr[96], rv[32];
        fmt_cost(kr, kr->sw.x, kr->sw.n, kr->value, cv, sizeof cv);
        if (kr->binding == CAL_BALANCED) {
            fmt_cost(kr, kr->sw.x, kr->sw.n, kr->rule_value, cr, sizeof cr);
            if (kr->rule_value == SIZE_MAX)
                snprintf(rv, sizeof rv, "never");
            else
                snprintf(rv, sizeof rv, "%zu B", kr->rule_value);
            snprintf(kr->evidence + at, sizeof kr->evidence - (size_t)at,
                     "; balanced: worst slowdown over the states %s here, %s at the bounds' %s", cv, cr, rv);
        } else {
            snprintf(kr->evidence + at, sizeof kr->evidence - (size_t)at, "; worst slowdown over the states %s", cv);
        }
    }
}

/* The primary sweep's bench run: the task's range and cache states. */
static void primary_run(const struct mt_cal *c, const struct knob_task *t, struct mt_bench_run *run,
                        const struct mt_bench_impl impls[2])
{
    cal_run_defaults(c, run, t->op, impls, 2);
    run->pattern = MT_BENCH_OFFSETS;
    if (t->zero)
        run->set_value = 0;
    if (t->big == MT_BENCH_DRAM)
        run->max_seconds *= 6; /* few calls per second at these sizes, and the noisiest */
    /* Non-temporal stores evict the buffers the two curves share: timed
     * right after them, the temporal path found its data gone and read
     * 3.4x slower (1 MiB hot: 94 us vs 27.5 in `memtune bench memcpy
     * --sizes 1M --cache L1 --pattern fixed --impl ladder_avx2`, Zen 3),
     * which exported an nt threshold that made glibc 1.7x slower at 0.7..6
     * MiB in the glibc check. Each batch runs once untimed first. */
    run->prepass = strstr(cal_knob_desc(t->knob)->name, ".nt_from") != NULL;
}

/* A "below" knob (memcpy.vec_from): A only where it wins from the
 * smallest size up, in the primary sweep and in every further condition
 * (the smallest bound: the exception holds where all agree). kr->x says
 * it as a crossover to B: ALWAYS at 0, AT the value, with the median gain
 * of A where it is taken. */
static void below_value(struct knob_result *kr, const size_t *sizes, size_t n, struct mt_xcurve a, struct mt_xcurve b)
{
    size_t v = kr->primary_below = mt_wins_below(sizes, n, a, b, 0.02, 2);
    kr->binding = -1;
    for (int k = 0; k < kr->nxc; k++)
        if (kr->xc[k].bound < v) {
            v = kr->xc[k].bound;
            kr->binding = k;
        }
    double g[128];
    size_t ng = 0;
    for (size_t i = 0; i < n && sizes[i] < v && ng < 128; i++)
        g[ng++] = a.med[i] > 0 ? b.med[i] / a.med[i] : 1;
    kr->x = (struct mt_crossover){ v ? MT_X_AT : MT_X_ALWAYS, v, v, v, -1, ng ? mt_bench_median(g, ng) : 1, 0 };
    kr->value = v;
}

static int calibrate_knob(struct mt_cal *c, const struct knob_task *t, struct knob_result *kr, char *err,
                          size_t errlen)
{
    memset(kr, 0, sizeof *kr);
    kr->t = t;
    const struct mt_knob_desc *kd = cal_knob_desc(t->knob), *hd = t->hold >= 0 ? cal_knob_desc(t->hold) : NULL;
    /* the ladder reads the live knobs: start from the calibrated values so
     * far; each implementation's hook sets the knob under test (and the
     * held one) */
    cal_apply(&c->cal);
    size_t *live = mt_knob_ptr(mt_knobs_live(), kd), *held = hd ? mt_knob_ptr(mt_knobs_live(), hd) : NULL;
    size_t *en = t->enable >= 0 ? mt_knob_ptr(mt_knobs_live(), cal_knob_desc(t->enable)) : NULL;
    struct cal_knob_setting off = { { live, held, en }, { SIZE_MAX, SIZE_MAX, 0 } };
    struct cal_knob_setting on = { { live, held, en }, { 0, SIZE_MAX, 0 } };
    struct mt_bench_impl impls[2];
    cal_knob_impl(&impls[0], t->op, &off, "knob off");
    cal_knob_impl(&impls[1], t->op, &on, "knob on");
    size_t sizes[128];
    size_t n = cal_log_sizes(t->lo, t->hi, cal_sweep_steps(c->level), sizes, 128);
    struct mt_bench_run run;
    primary_run(c, t, &run, impls);
    cal_sweep_alloc(&kr->sw, t->op, sizes, n, 2);
    kr->sw.what = kd->name;
    kr->sw.cache = mt_bench_cache_name(t->small);
    kr->sw.pattern = "offsets";
    if (t->aliasing)
        kr->sw.aliasing = (int)(t->aliasing % 4096);
    size_t limit = t->limit;
    if (!limit)
        limit = mt_cpu()->l3 ? mt_cpu()->l3 / 4 : (size_t)8 << 20;
    int rc = cal_measure_sweep(c, &kr->sw, &run, 's', 0, t->small, limit, t->big, MT_BENCH_DIFF_NONE, err, errlen);
    if (rc == 0)
        rc = knob_xconds(c, t, kr, &run, sizes, n, err, errlen);
    cal_apply(&c->cal);
    if (rc != 0)
        return -1;
    struct mt_xcurve a, b;
    label_ab(t, &kr->sw, &a, &b);
    if (t->below) {
        below_value(kr, sizes, n, a, b);
    } else if (mt_find_crossover(sizes, n, a, b, 0.02, &kr->x) != 0) {
        snprintf(err, errlen, "%s: crossover detection failed on the measured curves", kd->name);
        return -1;
    }
    if (!t->below) {
        size_t bound[MAX_XCONDS], top[MAX_XCONDS];
        for (int k = 0; k < kr->nxc; k++) {
            bound[k] = kr->xc[k].bound;
            top[k] = kr->xc[k].top;
        }
        kr->value = mt_combine_bounds(&kr->x, sizes, n, bound, top, (size_t)kr->nxc, &kr->binding);
        kr->rule_value = kr->value;
        if ((t->cold || t->offline) && kr->nxc)
            balance(kr, sizes, n);
        else if (kr->nxc)
            kr->rule_cost = kr->cost = knob_cost(kr, sizes, n, kr->value, NULL, NULL);
    }
    describe_knob(kr);
    *mt_knob_ptr(&c->cal, kd) = kr->value;
    kr->measured = true;
    return 0;
}

int cal_knobs(struct mt_cal *c, char *err, size_t errlen)
{
    c->nk = 0;
    for (size_t i = 0; i < NTASKS; i++) {
        if (!task_enabled(c, &tasks[i]))
            continue;
        c->progress(cal_knob_desc(tasks[i].knob)->name);
        if (calibrate_knob(c, &tasks[i], &c->kres[c->nk], err, errlen) != 0)
            return -1;
        c->nk++;
    }
    cal_apply(&c->cal);
    return 0;
}
