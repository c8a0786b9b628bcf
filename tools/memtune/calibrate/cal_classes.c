/* A step of calibrate (x86, not --quick), after the knobs: memcpy with the
 * calibrated knobs at one (dst - src) % 4096 of each class the ladders
 * tell apart for rep movsb (memcpy_vec.h, rep_movsb_ok), beside the two
 * paths it chooses between and glibc, so the report shows whether each
 * class got the faster one:
 *   0     page-aligned blocks: rep movsb from memcpy.rep_movsb_from
 *   8     1..63: rep movsb from memcpy.rep_movsb_near_from (its cliff is
 *         at short sizes)
 *   128   64..255, mutually aligned: rep movsb from the knob (the vector
 *         loop would go backward)
 *   2048  the rest, mutually aligned: rep movsb from the knob
 *   2064  src and dst 16 bytes apart mod 32 (two malloc blocks): rep movsb
 *         from memcpy.rep_movsb_skewed_from
 * at sizes from L2 (up to 256 KiB) and from DRAM (above). */
#include <stdint.h>
#include <string.h>
#include "cal.h"
#include "rep_rule.h"

const struct cal_class_def cal_class_defs[CAL_NCLASSES] = {
    { 0, "0 (page-aligned)" },
    { 8, "8 (1..63)" },
    { 128, "128 (64..255)" },
    { 2048, "2048 (the rest)" },
    { 2064, "2064 (skewed: 16 apart mod 32)" },
};

/* the implementations' order in each class's sweep */
enum { CL_MT, CL_LOOP, CL_REP, CL_BARE, CL_LIBC, CL_N };

static int measure_classes(struct mt_cal *c, char *err, size_t errlen)
{
    const struct mt_knob_desc *kr = cal_knob_desc(MT_KNOB_ID(memcpy_rep_movsb_from));
    const struct mt_knob_desc *ks = cal_knob_desc(MT_KNOB_ID(memcpy_rep_movsb_skewed_from));
    const struct mt_knob_desc *kn = cal_knob_desc(MT_KNOB_ID(memcpy_rep_movsb_near_from));
    size_t *rep = mt_knob_ptr(mt_knobs_live(), kr), *skew = mt_knob_ptr(mt_knobs_live(), ks);
    size_t *near = mt_knob_ptr(mt_knobs_live(), kn);
    /* the settings must outlive the run: the bench core calls their hooks */
    static struct cal_knob_setting set_mt, set_loop, set_rep;
    set_mt = (struct cal_knob_setting){ { rep, skew, near },
                                        { *mt_knob_ptr(&c->cal, kr), *mt_knob_ptr(&c->cal, ks),
                                          *mt_knob_ptr(&c->cal, kn) } };
    set_loop = (struct cal_knob_setting){ { rep, skew, near }, { SIZE_MAX, SIZE_MAX, SIZE_MAX } };
    set_rep = (struct cal_knob_setting){ { rep, skew, near }, { 0, 0, 0 } };
    struct mt_bench_impl impls[CL_N];
    cal_knob_impl(&impls[CL_MT], MT_OP_MEMCPY, &set_mt, "mt (calibrated)");
    cal_knob_impl(&impls[CL_LOOP], MT_OP_MEMCPY, &set_loop, "vector loop");
    cal_knob_impl(&impls[CL_REP], MT_OP_MEMCPY, &set_rep, "rep movsb");
    if (mt_bench_impl_resolve(MT_OP_MEMCPY, "rep_movsb", &impls[CL_BARE], err, errlen) != 0 ||
        mt_bench_impl_resolve(MT_OP_MEMCPY, "libc", &impls[CL_LIBC], err, errlen) != 0)
        return -1;
    snprintf(impls[CL_BARE].label, sizeof impls[CL_BARE].label, "bare rep movsb");
    static const size_t def_sizes[] = { 16u << 10, 256u << 10, 4u << 20 };
    static const size_t full_sizes[] = { 16u << 10, 64u << 10, 256u << 10, 1u << 20, 4u << 20 };
    const size_t *sizes = c->level == CAL_FULL ? full_sizes : def_sizes;
    size_t ns = c->level == CAL_FULL ? 5 : 3;
    struct mt_bench_run run;
    cal_run_defaults(c, &run, MT_OP_MEMCPY, impls, CL_N);
    run.pattern = MT_BENCH_OFFSETS;
    run.max_seconds *= 2; /* DRAM-sized points: few calls per second */
    for (int i = 0; i < CAL_NCLASSES; i++) {
        struct cal_sweep *sw = &c->classes[i];
        cal_sweep_alloc(sw, MT_OP_MEMCPY, sizes, ns, CL_N);
        c->nclasses = i + 1;
        sw->what = "rep movsb class";
        sw->cache = "L2 up to 256 KiB, DRAM above";
        sw->pattern = "offsets";
        sw->aliasing = (int)cal_class_defs[i].diff;
        if (cal_measure_sweep(c, sw, &run, 's', 0, MT_BENCH_L2, 256u << 10, MT_BENCH_DRAM, MT_BENCH_DIFF_NONE, err,
                              errlen) != 0)
            return -1;
    }
    return 0;
}

void cal_classes(struct mt_cal *c)
{
    c->nclasses = 0;
    if (!MT_ARCH_X86_TOOL || c->level == CAL_QUICK)
        return;
    c->progress("rep movsb by class of (dst - src) % 4096");
    char err[512];
    cal_apply(&c->cal);
    int rc = measure_classes(c, err, sizeof err);
    cal_apply(&c->cal);
    if (rc != 0) {
        for (int i = 0; i < c->nclasses; i++)
            cal_sweep_free(&c->classes[i]);
        c->nclasses = 0;
        fprintf(stderr, "memtune: calibrate: rep movsb classes skipped: %s\n", err);
    }
}

/* What the calibrated memcpy does at class i and size index j: 1 rep movsb,
 * 0 the vector loop; and which curve is the path it does not take. */
int cal_class_path(const struct mt_cal *c, int i, size_t j, int *other)
{
    unsigned diff = cal_class_defs[i].diff;
    int rep = mt_rep_movsb_taken(c->cal.memcpy_rep_movsb_from, c->cal.memcpy_rep_movsb_skewed_from,
                                 c->cal.memcpy_rep_movsb_near_from, diff, c->classes[i].x[j]);
    /* every class has a knob that opens it (1..63: the near knob), so the
     * other path is the ladder's own; the bare instruction is measured
     * beside it (the seed's short-distance cliff) */
    *other = rep ? CL_LOOP : CL_REP;
    return rep;
}
