/* Step 6 of calibrate: GCC's -mmemcpy-strategy=/-mmemset-strategy= for
 * constant sizes, each algorithm compiled and timed (gcc.c), and the
 * KBUILD_CFLAGS lines of the kernel-flavor strategies whose own check
 * showed them slower nowhere. */
#include <string.h>
#include "cal.h"
#include "files.h"
#include "memtune/cpu.h"

static const size_t gsizes[] = { 8, 16, 24, 32, 40, 48, 64, 96, 128, 168, 192, 256, 384, 512, 768, 1024, 2048, 4096 };

/* Measures one flavor and op into the next run; 1: this compiler has no
 * strategy options (stop), -1: this one failed (go on). */
static int gcc_one(struct mt_cal *c, const char *dir, const char *flavor, const char *op)
{
    const struct mt_cpu_info *ci = mt_cpu();
    struct mt_gcc_run *r = &c->gruns[c->ngr];
    memset(r, 0, sizeof *r);
    r->cc = c->cc;
    r->flavor = flavor;
    r->op = op;
    r->reps = c->level == CAL_QUICK ? 15 : c->level == CAL_DEFAULT ? 31 : 101;
    r->val_runs = c->check_reps;
    r->fsrm = !!(ci->features & MT_CPU_FSRM);
    r->fsrs = !!(ci->features & MT_CPU_FSRS);
    memcpy(r->sizes, gsizes, sizeof gsizes);
    r->nsizes = sizeof gsizes / sizeof gsizes[0];
    char err[512];
    int rc = mt_gcc_measure(r, dir, err, sizeof err);
    if (rc == 1) {
        fprintf(stderr, "memtune: calibrate: %s: GCC strategy export skipped\n", r->version);
        return 1;
    }
    if (rc != 0) {
        fprintf(stderr, "memtune: calibrate: GCC %s %s: %s\n", flavor, op, err);
        return -1;
    }
    c->gcc_available = true;
    c->ngr++;
    return 0;
}

void cal_gcc(struct mt_cal *c)
{
    c->ngr = 0;
    c->nkb = 0;
    c->gcc_available = false;
    if (!c->gcc || !MT_ARCH_X86_TOOL)
        return;
    char gdir[1200];
    snprintf(gdir, sizeof gdir, "%s/gcc", c->out);
    mt_mkdir_p(gdir);
    const char *flavors[2] = { "kernel", "user" }, *ops[2] = { "memcpy", "memset" };
    int nfl = c->level == CAL_FULL ? 2 : 1;
    for (int fl = 0; fl < nfl; fl++)
        for (int go = 0; go < 2; go++) {
            c->progress(ops[go]);
            if (gcc_one(c, gdir, flavors[fl], ops[go]) == 1)
                break;
        }
    /* a strategy its own validation shows slower somewhere is not exported */
    for (size_t g = 0; g < c->ngr; g++)
        if (!strcmp(c->gruns[g].flavor, "kernel") && c->nkb < 2 && !c->gruns[g].nslower)
            snprintf(c->kb[c->nkb++], sizeof c->kb[0], "KBUILD_CFLAGS += -m%s-strategy=%s", c->gruns[g].op,
                     c->gruns[g].strategy);
}
