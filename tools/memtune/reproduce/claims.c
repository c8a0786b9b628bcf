/* The claims of memtune reproduce: 1-18 are the "Claims to reproduce" of
 * /work/shared/research/anchors-kernel.md (same numbers), 19-20 the parts
 * of issue 18 with no counterpart there, 21-25 the seeds' whole-system
 * numbers, which need a kernel build (or another architecture) and are
 * listed so that every measurable statement of the seeds has a row. */
#include "reproduce.h"

#define S000 "seed 000 (the Apr 2025 \"prevent gcc from emitting rep movsq/stosq\" RFC)"

static const struct rp_claim claims[] = {
    { 1, "rep-step",
      "rep movsb is cheap below 128 B and steps up above it (Zen 5: \"maybe 5 clocks\" below 128 B, \"then it jumps "
      "to 38 clocks\")",
      S000 ": David Laight, 3 Apr 2025, Zen 5, rdpmc; anchors-kernel.md a.6", rp_run_rep_step, NULL },
    { 2, "rep-alias",
      "short rep movsb copies slow down when (dst - src) % 4096 is in 1..63 (Zen 5: \"short copies jump to 55 "
      "clocks\")",
      S000 ": David Laight, 3 Apr 2025; anchors-kernel.md a.6, e", rp_run_rep_alias, NULL },
    { 3, "rep-alias-vector",
      "on FSRM Intel CPUs forward rep movsb is slower than a vector copy when 0 < (dst - src) % 4096 < ~512, worst "
      "at 128..256",
      "anchors-kernel.md e: an unattributed note to Intel on glibc's benchmarks (Tiger Lake; weak source)",
      rp_run_rep_alias_vector, NULL },
    { 4, "rep-large", "rep movsb copies about 64 bytes per clock for large sizes (Zen 5)",
      S000 ": David Laight, 3 Apr 2025; anchors-kernel.md a.6", rp_run_rep_large, NULL },
    { 5, "movsq-movsb",
      "rep movsq and rep movsb take the same time for the same byte count (\"exactly the same timings\", Intel back "
      "to Ivy Bridge)",
      "the seed 000 thread, v2 (Jun 2025): David Laight; anchors-kernel.md a.6", rp_run_movsq_movsb, NULL },
    { 6, "const-stores",
      "for constant sizes up to 256 B plain stores beat inlined rep movsq and rep movsb even with FSRM "
      "(-mmemcpy-strategy=unrolled_loop:256:noalign,libcall:-1:noalign)",
      S000 ": Mateusz Guzik, 2 Apr 2025 (\"256 being the lowest common denominator\"); anchors-kernel.md a.6",
      rp_run_const_stores, NULL },
    { 7, "stosb-fsrs",
      "without FSRS, short rep stosb is not made fast by FSRM (\"uarchs with FSRM don't necessarily have FSRS\")",
      "the seed 000 thread, v2 (Jun 2025): Mateusz Guzik; anchors-kernel.md a.5", rp_run_stosb_fsrs, NULL },
    { 8, "dst-misalign",
      "a misaligned destination costs ERMSB rep movsb up to ~25% (Intel); on Zen 3 FSRM it collapses ~19x for "
      "dst % 16 = 15 at 2113 B (84.2 -> 4.43 GB/s)",
      "anchors-kernel.md 0, e: Intel Optimization Manual 3.7.6 and lunnova.dev / glibc bug 30994 (secondary)",
      rp_run_dst_misalign, NULL },
    { 9, "movsq-align8",
      "aligning dst to 8 bytes before rep movsq speeds up large copies on CPUs without ERMS/FSRM (+81% iperf3, EPYC "
      "7742); aligning to 16 or 32 gives nothing more",
      "seed 002: Herton R. Krzesinski and Linus Torvalds, commit b5322b6ec06a (Mar 2025); anchors-kernel.md a.3",
      rp_run_movsq_align, NULL },
    { 10, "backward", "backward rep movsb (DF = 1) runs at ~2.5-3.5 GB/s against ~10-30 GB/s forward",
      "anchors-kernel.md e: FreeBSD \"amd64: Stop using REP MOVSB for backward memmove()s\" (secondary)",
      rp_run_backward, NULL },
    { 11, "page-aligned", "rep movsb slows down when src and dst are page-aligned, on Zen 3/4 only (not on Intel)",
      "anchors-kernel.md e: glibc bug 30995, xuanwo.io (secondary)", rp_run_page_aligned, NULL },
    { 12, "avx512-warmup",
      "after ~680 us without wide instructions the first 512-bit ones run at 1/4 rate for 8-20 us (and the core may "
      "halt ~10 us), so a short AVX-512 copy in scalar code costs far more than its steady-state time (SKX)",
      "anchors-kernel.md e: Travis Downs, \"Gathering Intel on Intel AVX-512 Transitions\"; issue 18 (first "
      "vector use after idle)",
      rp_run_warmup, NULL },
    { 13, "vzeroupper",
      "legacy-SSE code after a 256/512-bit copy that skipped vzeroupper runs slower (Skylake and later: a false "
      "dependency on every SSE write)",
      "anchors-kernel.md e: Intel Optimization Manual 11.3 (secondary); issue 18", rp_run_vzeroupper, NULL },
    { 14, "name-cmp",
      "an open-coded compare beats memcmp (rep cmpsb: \"quite a long latency\") on short dentry names",
      "seed 003: Nick Piggin, \"fs: dcache scale\" thread, Dec 2010; anchors-kernel.md b.3", rp_run_name_cmp, NULL },
    { 15, "name-hash",
      "hashing a path component 8 bytes at a time (hash_name) beats the bytewise partial_name_hash",
      "seed 003: Nick Piggin and George Spelvin, Dec 2010; anchors-kernel.md b.4", rp_run_name_hash, NULL },
    { 16, "safecopy-fault",
      "a signal-based fault-tolerant copy costs about one lat_sig-prot round trip per fault and nothing on the "
      "no-fault path (process_vm_readv pays a system call on every copy)",
      "seed 001 (lat_sig, Sebastian Andrzej Siewior); anchors-kernel.md c.3, f; issue 18 (cost per fault per "
      "mechanism)",
      rp_run_safecopy, NULL },
    { 17, "signal-xsave",
      "signal delivery gets slower with more live XSAVE state: dirty YMM, ZMM/opmask (\"those with AVX-512 might be "
      "worse\"), AMX",
      "seed 001: Sebastian Andrzej Siewior, \"[PATCH v6] x86: load FPU registers on return to userland\", Feb 2019; "
      "anchors-kernel.md f",
      rp_run_signal_state, NULL },
    { 18, "fault-contract",
      "rep movsb gives the copy_from_user contract: after a fault inside it RCX is the count not copied and exactly "
      "n - RCX destination bytes were written",
      "anchors-kernel.md c.1 (Intel SDM on REP; the kernel's copy_user_generic)", rp_run_fault_contract, NULL },
    { 19, "two-breakpoints",
      "a vector copy wants two breakpoints, one for the vector state live and one for not (POWER7: VMX wins from "
      "2048 B at 0% user VMX use, from 8192-16384 B at 100%)",
      "seed 004: Anton Blanchard, POWER7 copy_tofrom_user, Dec 2011; issue 18", rp_run_two_breakpoints, NULL },
    { 20, "rep-thunk",
      "a call with the REP ABI (CALL __x86_thunk_rep_movsb, rdi/rsi/rcx) costs less than a SysV memcpy call, and "
      "FSRM CPUs can inline rep movsb instead",
      S000 ": Andrew Cooper, Linus Torvalds, Peter Zijlstra, 2 Apr 2025; issue 18", rp_run_thunk, NULL },
    { 21, "kernel-ccbench",
      "regular stores instead of inlined rep movsq/stosq make a hello-world compile loop 1.7% faster (Sapphire "
      "Rapids; 978 -> 997 compiles per 10 s)",
      S000 ": Mateusz Guzik, 2 Apr 2025", NULL,
      "needs a kernel built twice (claim 6 measures the constant-size copies the flags change)" },
    { 22, "kernel-lat-sig",
      "the FPU-load-on-return series made lat_sig catch 22% slower on 64-bit (2.68 -> 3.30 us)",
      "seed 001: Sebastian Andrzej Siewior, Feb 2019", NULL,
      "needs kernels before and after the series (claim 17 measures this kernel's signal path)" },
    { 23, "kernel-iperf3",
      "aligning copy_user_generic's destination to 8 gives up to +81% iperf3 throughput on an EPYC 7742 (no "
      "ERMS/FSRM)",
      "seed 002: Herton R. Krzesinski, Mar 2025", NULL,
      "needs a kernel build and a CPU without ERMS (claim 9 measures the same copy in user space)" },
    { 24, "kernel-git-diff",
      "the open-coded dentry compare made single-threaded git diff 5.45% faster (Westmere)",
      "seed 003: Nick Piggin, Dec 2010", NULL,
      "needs a kernel build (claim 14 measures the compare itself)" },
    { 25, "power7-vmx",
      "POWER7: the VMX copy wins from 4096 B; unaligned stores rarely slow down while unaligned loads flush, so "
      "align the loads",
      "seed 004: Anton Blanchard, Dec 2011", NULL,
      "POWER7 and a kernel build (claim 19 is the x86 analogue of the two breakpoints)" },
};

const struct rp_claim *rp_claims(size_t *n)
{
    *n = sizeof claims / sizeof claims[0];
    return claims;
}
