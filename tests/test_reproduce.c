/* The verdicts of memtune reproduce (tools/memtune/reproduce/judge.c) on
 * synthetic measurements: each judge must say holds, does not hold, not
 * applicable or error where the claim's own numbers say so, and its
 * one-line reason must carry the numbers it decided on. No timing here.
 * Last line: "N passed, N failed". */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "reproduce/reproduce.h"

static unsigned passed, failed;

static void expect(const char *what, const struct rp_judgement *j, enum rp_verdict want, const char *in_why)
{
    bool ok = j->verdict == want && (!in_why || strstr(j->why, in_why));
    if (ok) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL %s: got \"%s: %s\", want %s%s%s\n", what, rp_verdict_name(j->verdict), j->why,
           rp_verdict_name(want), in_why ? " with " : "", in_why ? in_why : "");
}

int main(void)
{
    struct rp_judgement j;

    /* 1. the step at 128 B (Laight: ~5 -> 38 clocks) */
    {
        size_t s[] = { 8, 32, 64, 96, 112, 127, 128, 129, 160, 200, 256 };
        double zen5[] = { 2.1, 2.1, 2.1, 2.1, 2.1, 2.1, 6.3, 8.1, 8.3, 8.6, 8.4 };
        judge_rep_step(s, zen5, 11, &j);
        expect("rep-step: the Zen 5 shape of the issue holds", &j, RP_HOLDS, "from 128 B");
        double flat[] = { 5, 5, 5, 5, 5, 5, 5.2, 5.3, 5.2, 5.4, 5.5 };
        judge_rep_step(s, flat, 11, &j);
        expect("rep-step: flat latencies", &j, RP_FAILS, "no step");
        double early[] = { 2, 2, 2, 2, 6, 6, 6, 7, 7, 7, 7 };
        judge_rep_step(s, early, 11, &j);
        expect("rep-step: a step that starts at 112 B", &j, RP_FAILS, "starts below 128");
        double noisy[] = { 9.0, 2.1, 2.1, 2.1, 2.1, 2.1, 6.3, 8.1, 8.3, 8.6, 8.4 };
        judge_rep_step(s, noisy, 11, &j);
        expect("rep-step: one noisy small size does not move the step", &j, RP_HOLDS, "from 128 B");
        size_t only_small[] = { 8, 16 };
        judge_rep_step(only_small, zen5, 2, &j);
        expect("rep-step: no size above 128", &j, RP_ERROR, NULL);
    }
    /* 2. (dst - src) % 4096 in 1..63 */
    {
        int d[] = { 0, 1, 16, 63, 64, 256, 2048 };
        double cliff[] = { 2.1, 13.9, 11.3, 12.0, 2.1, 2.2, 2.1 };
        judge_rep_alias(d, cliff, 7, &j);
        expect("rep-alias: Zen 5's 11.3-13.9 ns against 2.1", &j, RP_HOLDS, "1..63");
        double none[] = { 2.1, 2.3, 2.2, 2.2, 2.1, 2.2, 2.1 };
        judge_rep_alias(d, none, 7, &j);
        expect("rep-alias: no cliff", &j, RP_FAILS, "no cliff");
    }
    /* 3. short distances against a vector copy (FSRM Intel) */
    {
        int d[] = { 0, 16, 64, 128, 192, 256, 384, 1024, 2048 };
        double bad[] = { 1.0, 1.2, 1.3, 1.6, 1.7, 1.5, 1.2, 1.0, 0.98 };
        judge_rep_alias_vector(d, bad, 9, true, true, &j);
        expect("rep-alias-vector: worst at 128..256", &j, RP_HOLDS, "d = 192");
        double even[] = { 1.4, 1.4, 1.4, 1.45, 1.4, 1.4, 1.4, 1.41, 1.4 };
        judge_rep_alias_vector(d, even, 9, true, false, &j);
        expect("rep-alias-vector: slower everywhere alike", &j, RP_FAILS, "not");
        double zen3[] = { 1.5, 33.8, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5 };
        judge_rep_alias_vector(d, zen3, 9, true, false, &j);
        expect("rep-alias-vector: claim 2's cliff at 16 does not decide it", &j, RP_FAILS, "33.8x (claim 2)");
        judge_rep_alias_vector(d, bad, 9, false, true, &j);
        expect("rep-alias-vector: no FSRM", &j, RP_NA, "FSRM");
    }
    /* 4. 64 B per clock */
    judge_rep_large(63.0, 60.0, &j);
    expect("rep-large: Zen 5's 64 B/clock", &j, RP_HOLDS, NULL);
    judge_rep_large(28.2, 31.8, &j);
    expect("rep-large: 28 B/clock", &j, RP_FAILS, "28.2");
    judge_rep_large(NAN, 31.8, &j);
    expect("rep-large: no clock estimate", &j, RP_NA, "core-clock");
    /* 5. rep movsq = rep movsb */
    {
        size_t s[] = { 64, 256, 4096 };
        double same[] = { 1.02, 0.97, 1.05 }, not_[] = { 1.5, 1.2, 1.07 };
        judge_movsq_movsb(s, same, 3, &j);
        expect("movsq-movsb: within 10%", &j, RP_HOLDS, NULL);
        judge_movsq_movsb(s, not_, 3, &j);
        expect("movsq-movsb: 1.5x at 64 B", &j, RP_FAILS, "64 B");
    }
    /* 6. constant sizes: plain stores up to 256 */
    {
        size_t s[] = { 64, 168, 256, 384, 512 };
        const char *guzik[] = { NULL, "unrolled_loop", "unrolled_loop", "libcall", "libcall" };
        judge_const_stores(s, guzik, 5, &j);
        expect("const-stores: libcall from 384", &j, RP_HOLDS, "384");
        const char *rep[] = { NULL, "rep_8byte", "unrolled_loop", "libcall", "libcall" };
        judge_const_stores(s, rep, 5, &j);
        expect("const-stores: rep movsq wins at 168", &j, RP_FAILS, "168");
        const char *none[] = { NULL, NULL, NULL, NULL, NULL };
        judge_const_stores(s, none, 5, &j);
        expect("const-stores: every size the same code", &j, RP_ERROR, NULL);
    }
    /* 7. rep stosb without FSRS */
    judge_stosb_fsrs(true, false, 2.1, 5.0, &j);
    expect("stosb-fsrs: 2.1x rep movsb", &j, RP_HOLDS, "2.10x");
    judge_stosb_fsrs(true, false, 1.05, 1.2, &j);
    expect("stosb-fsrs: as fast as rep movsb", &j, RP_FAILS, NULL);
    judge_stosb_fsrs(true, true, 2.0, 2.0, &j);
    expect("stosb-fsrs: the CPU has FSRS", &j, RP_NA, "FSRS");
    judge_stosb_fsrs(false, false, 2.0, 2.0, &j);
    expect("stosb-fsrs: no FSRM either", &j, RP_NA, "FSRM");
    /* 8. misaligned destination */
    judge_dst_misalign(19.0, 19.0, RP_CPU_ZEN34, &j);
    expect("dst-misalign: Zen 3 collapse", &j, RP_HOLDS, NULL);
    judge_dst_misalign(1.24, 29.5, RP_CPU_ZEN34, &j);
    expect("dst-misalign: the collapse is the short distance", &j, RP_FAILS, "dst = src + 15");
    judge_dst_misalign(1.24, 1.3, RP_CPU_ZEN34, &j);
    expect("dst-misalign: no collapse at all", &j, RP_FAILS, "only");
    judge_dst_misalign(1.2, 1.2, RP_CPU_INTEL, &j);
    expect("dst-misalign: Intel within 25%", &j, RP_HOLDS, NULL);
    judge_dst_misalign(1.6, 1.6, RP_CPU_INTEL, &j);
    expect("dst-misalign: Intel 60%", &j, RP_FAILS, NULL);
    judge_dst_misalign(1.2, 1.2, RP_CPU_OTHER, &j);
    expect("dst-misalign: another vendor", &j, RP_NA, NULL);
    /* 9. dst aligned to 8 for rep movsq */
    judge_movsq_align(100, 80, 80, 81, &j);
    expect("movsq-align8: 1.25x, nothing more", &j, RP_HOLDS, NULL);
    judge_movsq_align(100, 99, 99, 99, &j);
    expect("movsq-align8: no gain", &j, RP_FAILS, "only");
    judge_movsq_align(100, 80, 70, 70, &j);
    expect("movsq-align8: 16 helps further", &j, RP_FAILS, "more");
    /* 10. backward */
    judge_backward(30, 3, &j);
    expect("backward: 3 against 30 GB/s", &j, RP_HOLDS, NULL);
    judge_backward(30, 20, &j);
    expect("backward: 20 against 30 GB/s", &j, RP_FAILS, NULL);
    judge_backward(0, 20, &j);
    expect("backward: no measurement", &j, RP_ERROR, NULL);
    /* 11. page-aligned buffers */
    judge_page_aligned(2.0, RP_CPU_ZEN34, &j);
    expect("page-aligned: Zen 3 slowdown", &j, RP_HOLDS, NULL);
    judge_page_aligned(1.01, RP_CPU_ZEN34, &j);
    expect("page-aligned: no slowdown on Zen 3", &j, RP_FAILS, NULL);
    judge_page_aligned(1.01, RP_CPU_INTEL, &j);
    expect("page-aligned: none on Intel", &j, RP_HOLDS, NULL);
    /* 12. AVX-512 warm-up */
    judge_warmup(true, 12000, 100, 15000, 400, 200, &j);
    expect("avx512-warmup: 12 us", &j, RP_HOLDS, NULL);
    judge_warmup(true, 300, 100, 5000, 400, 200, &j);
    expect("avx512-warmup: nothing after a busy gap (a sleep is not judged)", &j, RP_FAILS, NULL);
    judge_warmup(false, 300, 100, 500, 120, 200, &j);
    expect("avx512-warmup: no AVX-512", &j, RP_NA, "256-bit");
    /* 13. vzeroupper */
    judge_vzeroupper(true, 6.0, &j);
    expect("vzeroupper: Skylake's 6x", &j, RP_HOLDS, NULL);
    judge_vzeroupper(true, 1.0, &j);
    expect("vzeroupper: none", &j, RP_FAILS, "no penalty");
    judge_vzeroupper(false, NAN, &j);
    expect("vzeroupper: no AVX", &j, RP_NA, NULL);
    /* 14. names compare */
    judge_name_cmp(3, 5, 17, &j);
    expect("name-cmp: word beats both", &j, RP_HOLDS, NULL);
    judge_name_cmp(9, 5, 17, &j);
    expect("name-cmp: libc memcmp is faster", &j, RP_FAILS, "not libc");
    judge_name_cmp(20, 5, 17, &j);
    expect("name-cmp: slowest", &j, RP_FAILS, NULL);
    judge_name_cmp(3, 5, NAN, &j);
    expect("name-cmp: no repe cmpsb here", &j, RP_HOLDS, NULL);
    judge_name_cmp(3, 5, NAN, &j);
    expect("name-cmp: no repe cmpsb named when there is none", &j, RP_HOLDS, "libc memcmp 5.00");
    /* 15. names hash */
    judge_name_hash(10, 20, &j);
    expect("name-hash: 2x", &j, RP_HOLDS, NULL);
    judge_name_hash(10, 11, &j);
    expect("name-hash: 1.1x", &j, RP_FAILS, NULL);
    /* 16. safe copy per fault */
    judge_safecopy(6000, 5800, 2.6, 3.0, &j);
    expect("safecopy: one round trip, free no-fault path", &j, RP_HOLDS, NULL);
    judge_safecopy(30000, 5800, 2.6, 3.0, &j);
    expect("safecopy: five round trips per fault", &j, RP_FAILS, "round trips");
    judge_safecopy(6000, 5800, 40, 3.0, &j);
    expect("safecopy: a costly no-fault path", &j, RP_FAILS, "no-fault");
    /* 17. signal round trip with dirty state */
    {
        double c[2] = { 2380, 2400 }, d[2] = { 2600, 2650 }, d2[2] = { 2385, 2450 };
        judge_signal_state(true, 2390, 2620, c, d, &j);
        expect("signal-xsave: dirty slower", &j, RP_HOLDS, NULL);
        judge_signal_state(true, 2390, 2395, c, d2, &j);
        expect("signal-xsave: the same", &j, RP_FAILS, "intervals");
        judge_signal_state(false, 2390, 2395, c, d2, &j);
        expect("signal-xsave: no AVX", &j, RP_NA, NULL);
    }
    /* 18. the fault contract */
    judge_fault_contract(16384, 0, 0, &j);
    expect("fault-contract: every case", &j, RP_HOLDS, "16384");
    judge_fault_contract(16384, 3, 0, &j);
    expect("fault-contract: RCX wrong", &j, RP_FAILS, "3 of 16384");
    judge_fault_contract(0, 0, 0, &j);
    expect("fault-contract: nothing ran", &j, RP_ERROR, NULL);
    /* 19. two breakpoints */
    judge_two_breakpoints(2048, 16384, 1.19, &j);
    expect("two-breakpoints: POWER7's 2048 and 16384", &j, RP_HOLDS, "two breakpoints");
    judge_two_breakpoints(2048, 2435, 1.19, &j);
    expect("two-breakpoints: one sweep step apart", &j, RP_FAILS, "no knob");
    judge_two_breakpoints(0, 0, 1.19, &j);
    expect("two-breakpoints: never", &j, RP_FAILS, "no knob");
    judge_two_breakpoints(4096, 0, 1.19, &j);
    expect("two-breakpoints: only when clean", &j, RP_HOLDS, "never");
    /* 20. the rep-ABI thunk */
    judge_thunk(6.6, 7.2, 6.0, true, &j);
    expect("rep-thunk: cheaper, inline rep cheaper still", &j, RP_HOLDS, NULL);
    judge_thunk(6.6, 7.2, 11.7, true, &j);
    expect("rep-thunk: inline rep movsb slower with FSRM", &j, RP_FAILS, "inline rep movsb is slower");
    judge_thunk(6.6, 7.2, 11.7, false, &j);
    expect("rep-thunk: inline rep not claimed without FSRM", &j, RP_HOLDS, NULL);
    judge_thunk(7.0, 7.0, 6.0, true, &j);
    expect("rep-thunk: no cheaper than SysV", &j, RP_FAILS, "not cheaper");

    /* every claim has a statement and a source; kernel-only rows a reason */
    size_t n;
    const struct rp_claim *cl = rp_claims(&n);
    unsigned bad = 0;
    for (size_t i = 0; i < n; i++) {
        if (!cl[i].claim[0] || !cl[i].source[0] || !cl[i].id[0] || (!cl[i].run) != (cl[i].na_reason != NULL))
            bad++;
        for (size_t k = 0; k < i; k++)
            if (cl[k].num == cl[i].num || !strcmp(cl[k].id, cl[i].id))
                bad++;
    }
    if (bad || n < 20) {
        failed++;
        printf("FAIL the claim table: %u bad rows, %zu claims\n", bad, n);
    } else {
        passed++;
    }
    printf("%u passed, %u failed\n", passed, failed);
    return failed ? 1 : 0;
}
