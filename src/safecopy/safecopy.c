/* Fault-tolerant copy: the copy_from_user contract in user space (issue 5).
 *
 * mt_copy_safe(dst, src, n) returns the number of bytes NOT copied; exactly
 * the first n - ret bytes of dst equal src, nothing past them is written
 * (include/linux/uaccess.h, raw_copy_from_user, but exact).
 *
 * Two mechanisms, chosen once at the first call (or mt_copy_safe_mechanism):
 *
 * extable (x86-64, aarch64, ppc64le): the copy bodies are assembly
 * (safecopy_x86_64.S, safecopy_aarch64.S, safecopy_ppc64le.S); every
 * load/store that may fault has an entry {insn, fixup, flags} in the
 * mt_extable section, collected at link time like the kernel's
 * _ASM_EXTABLE. A SIGSEGV/SIGBUS handler (SA_SIGINFO|SA_ONSTACK, installed
 * once) takes a fault whose si_code says the kernel raised it, whose RIP is
 * in the table and whose direction (page-fault error code bit 1) matches the
 * entry, and resumes at the fix-up, which finishes byte-wise and returns the
 * exact count. The path that does not fault costs nothing: no flag, no
 * setjmp, no syscall (V8's trap handler and HotSpot's UnsafeCopyMemory work
 * the same way). Anything else is the program's fault and goes to the
 * handler that was installed before ours, as if we were not there.
 *
 * On ppc64le the entry's instruction tells the direction (one load or one
 * store per entry) and the fix-up is the seed's: a fault in the fast VSX
 * copy restarts a byte loop from the original arguments, whose own fault
 * gives the exact count.
 *
 * vm (any Linux, or MEMTUNE_SAFECOPY=vm): process_vm_readv/writev on our
 * own pid; the kernel does the copy with its own copy_from_user and stops
 * at the first page it cannot pin (safecopy_vm.c). One syscall per copy;
 * where that syscall is refused (qemu-user, seccomp), write()+read()
 * through a pipe, reported as "pipe fallback".
 *
 * The handler is installed with SA_NODEFER and keeps no state of its own
 * across a call, so faults nest: a signal handler that interrupts it (a
 * SIGPROF sampler) or the program's handler it chains to may call
 * mt_copy_safe on a faulting address. The program's handler runs with the
 * mask and flags it asked for (chain()).
 *
 * Limits (documented, not hidden):
 *  - A thread that blocks SIGSEGV/SIGBUS (sigprocmask, or inside its own
 *    SIGSEGV handler installed without SA_NODEFER) cannot take the fault:
 *    the kernel kills the process. There the extable copy cannot be exact
 *    and `vm` is the mechanism to use (MEMTUNE_SAFECOPY=vm): it takes no
 *    signal at all. It is not the default on x86-64 because it is a system
 *    call per copy, where the extable path costs nothing until a fault.
 *  - libmemtune.so is linked -z nodelete: once this handler may be installed
 *    the object must stay mapped, so dlclose() leaves it loaded.
 *  - A handler installed by the program after our first copy replaces ours
 *    and does not chain to it; install yours first (or call
 *    mt_copy_safe_mechanism() after installing yours).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>

#include "memtune.h"
#include "memtune/cpu.h"
#include "memtune/knobs.h"
#include "internal.h"
#include "safecopy.h"

typedef int (*read_fn)(uint64_t *, const void *);

static size_t copy_first(void *d, const void *s, size_t n);
static size_t from_first(void *d, const void *s, size_t n);
static size_t to_first(void *d, const void *s, size_t n);
static int read_first(uint64_t *out, const void *s);

static _Atomic(mt_sc_copy_fn) p_copy = copy_first;
static _Atomic(mt_sc_copy_fn) p_from = from_first;
static _Atomic(mt_sc_copy_fn) p_to = to_first;
static _Atomic(read_fn) p_read = read_first;

#define LOAD(p) atomic_load_explicit(&(p), memory_order_relaxed)
#define STORE(p, v) atomic_store_explicit(&(p), (v), memory_order_release)

static atomic_int state;      /* 0 not chosen, 1 choosing, 2 chosen */
static const char *forced;    /* mt_safecopy_select() before the first copy */
static char mechanism[128];

/* ---- text helpers (no stdio: this runs inside an LD_PRELOADed library) -- */
static size_t put(char *buf, size_t k, size_t cap, const char *s)
{
    while (*s && k + 1 < cap)
        buf[k++] = *s++;
    buf[k] = 0;
    return k;
}

static size_t put_size(char *buf, size_t k, size_t cap, size_t v)
{
    char tmp[24];
    int i = 0;
    do
        tmp[i++] = (char)('0' + v % 10);
    while ((v /= 10) && i < (int)sizeof tmp);
    while (i && k + 1 < cap)
        buf[k++] = tmp[--i];
    buf[k] = 0;
    return k;
}

/* ---- the exception table and the signal handler (x86-64, aarch64, ppc64le) */
#if MT_ARCH_X86_64 || MT_ARCH_AARCH64 || MT_ARCH_PPC64LE
#define MT_SC_EXTABLE 1
extern const struct mt_sc_extable __start_mt_extable[] __attribute__((visibility("hidden")));
extern const struct mt_sc_extable __stop_mt_extable[] __attribute__((visibility("hidden")));
extern const char mt_sc_text_start[] __attribute__((visibility("hidden")));
extern const char mt_sc_text_end[] __attribute__((visibility("hidden")));

static struct sigaction old_segv, old_bus; /* what the program had before us */

static uintptr_t ex_addr(const int32_t *field)
{
    return (uintptr_t)field + (uintptr_t)(intptr_t)*field;
}

static const struct mt_sc_extable *ex_find(uintptr_t pc)
{
    if (pc < (uintptr_t)mt_sc_text_start || pc >= (uintptr_t)mt_sc_text_end)
        return NULL;
    /* ~200 entries: a linear scan is noise next to the signal delivery. */
    for (const struct mt_sc_extable *t = __start_mt_extable; t < __stop_mt_extable; t++)
        if (ex_addr(&t->insn) == pc)
            return t;
    return NULL;
}
#else
#define MT_SC_EXTABLE 0
#endif

#if MT_ARCH_X86_64
size_t mt_sc_rep_from = SIZE_MAX, mt_sc_rep_skewed_from = SIZE_MAX;

#define X86_TRAP_PF 14
#define X86_PF_WRITE 2ul
#define PAGE_MIN 4096ul /* protection granularity can only be coarser */

/* The canonical lower half: with 4-level paging (and by default with
 * LA57) user memory lies below 2^47. Used only to tell which side of a
 * rep movsb raised a #GP, which carries no address and no direction. */
static int user_range(uintptr_t a, uintptr_t len)
{
    return a + len >= a && a + len <= ((uintptr_t)1 << 47);
}

/* Returns 1 and redirects the context if the fault is one of ours. */
static int try_fixup(ucontext_t *uc, const siginfo_t *si)
{
    greg_t *g = uc->uc_mcontext.gregs;
    const struct mt_sc_extable *e = ex_find((uintptr_t)g[REG_RIP]);
    if (!e)
        return 0;
    int flags = e->flags, dir = 0;
    if (g[REG_TRAPNO] == X86_TRAP_PF) {
        /* Page fault (SIGSEGV, or SIGBUS past the end of a file): the error
         * code says whether the access was a write. */
        dir = ((unsigned long)g[REG_ERR] & X86_PF_WRITE) ? MT_SC_EX_W : MT_SC_EX_R;
        if (!(flags & dir))
            return 0;
    } else if ((flags & (MT_SC_EX_R | MT_SC_EX_W)) != (MT_SC_EX_R | MT_SC_EX_W) &&
               (flags & MT_SC_EX_REP)) {
        /* #GP (non-canonical address) or machine check inside a directional
         * rep movsb: accept only if the other side is plainly valid. */
        uintptr_t left = (uintptr_t)g[REG_RCX];
        int bad_src = !user_range((uintptr_t)g[REG_RSI], left);
        int bad_dst = !user_range((uintptr_t)g[REG_RDI], left);
        if ((flags & MT_SC_EX_R) ? !(bad_src && !bad_dst) : !(bad_dst && !bad_src))
            return 0;
    }
    if (flags & MT_SC_EX_LIMIT) {
        /* Tell the byte-wise retry where the faulting page starts, so it
         * stops there instead of faulting a second time. Without a page
         * fault address (#GP) it finds the byte by itself. */
        uintptr_t lim = UINTPTR_MAX;
        if (dir) {
            uintptr_t cur = (uintptr_t)(dir == MT_SC_EX_R ? g[REG_RSI] : g[REG_RDI]);
            uintptr_t a = (uintptr_t)si->si_addr;
            if (a >= cur) {
                uintptr_t page = a & ~(PAGE_MIN - 1);
                lim = page > cur ? page - cur : 0;
            }
        }
        g[REG_R8] = (greg_t)lim;
    }
    g[REG_RIP] = (greg_t)ex_addr(&e->fixup);
    return 1;
}
#endif /* MT_ARCH_X86_64 */

#if MT_ARCH_AARCH64
/* Each table entry is one load (R) or one store (W): the direction of the
 * fault is the entry's, and the _from/_to bodies leave the other side out
 * of the table. The fix-ups find the exact byte themselves (see
 * safecopy_aarch64.S), so the handler only moves the PC. */
static int try_fixup(ucontext_t *uc, const siginfo_t *si)
{
    (void)si;
    const struct mt_sc_extable *e = ex_find((uintptr_t)uc->uc_mcontext.pc);
    if (!e || !(e->flags & (MT_SC_EX_R | MT_SC_EX_W)))
        return 0;
    uc->uc_mcontext.pc = (unsigned long long)ex_addr(&e->fixup);
    return 1;
}
#endif

#if MT_ARCH_PPC64LE
#ifndef PT_NIP
#define PT_NIP 32
#endif
/* ppc64le: the entry's flags say whether its instruction is a load (R) or
 * a store (W); the table holds only the side the body absorbs, so finding
 * the NIP there is the whole test. The fix-ups need nothing from us: the
 * fast path's restarts from r3-r5, the byte loop's return n - i. */
static int try_fixup(ucontext_t *uc, const siginfo_t *si)
{
    (void)si;
    unsigned long *g = (unsigned long *)uc->uc_mcontext.gp_regs;
    const struct mt_sc_extable *e = ex_find((uintptr_t)g[PT_NIP]);
    if (!e)
        return 0;
    g[PT_NIP] = (unsigned long)ex_addr(&e->fixup);
    return 1;
}
#endif

#if MT_SC_EXTABLE
static void requeue(int sig, siginfo_t *si, int fault)
{
    /* Back to the default action, so the program dies exactly as it would
     * have without us. A fault (raised by the kernel for the instruction)
     * needs nothing more: returning re-executes the instruction, which
     * faults again and meets SIG_DFL. A signal that was sent (kill, raise)
     * is queued again to this thread with the same siginfo. (Queueing a
     * fault's siginfo from its own handler also worked natively, but
     * qemu-user asserts on it and exits 127 instead of dying.) */
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(sig, &dfl, NULL);
    if (fault)
        return;
    if (syscall(SYS_rt_tgsigqueueinfo, getpid(), (pid_t)syscall(SYS_gettid), sig, si) != 0)
        syscall(SYS_tgkill, getpid(), (pid_t)syscall(SYS_gettid), sig);
}

/* Not our fault: hand it to whatever the program had installed before,
 * the way the kernel would have run it: under the interrupted context's
 * mask plus its sa_mask plus the signal itself unless it asked for
 * SA_NODEFER, reset to SIG_DFL first if it asked for SA_RESETHAND, with
 * (sig, siginfo, ucontext) or (sig) as SA_SIGINFO says. Our own handler
 * runs with SA_NODEFER and an empty sa_mask, so on entry the mask is the
 * interrupted one: blocking the difference is exact. Only locals: this may
 * run nested in itself (a fault inside the program's handler, or in a
 * signal handler that interrupted this one). */
static void chain(int sig, siginfo_t *si, void *uc)
{
    struct sigaction *old = sig == SIGSEGV ? &old_segv : &old_bus;
    struct sigaction o = *old;
    if (!(o.sa_flags & SA_SIGINFO) && (o.sa_handler == SIG_DFL || o.sa_handler == SIG_IGN)) {
        /* A fault cannot be ignored: the kernel forces SIG_DFL on a fault
         * that is blocked or ignored. Only a sent, ignored signal is
         * dropped (BUS_MCEERR_AO is advisory and sent asynchronously). */
        int fault = si && si->si_code > 0 && !(sig == SIGBUS && si->si_code == BUS_MCEERR_AO);
        if (o.sa_handler == SIG_IGN && !fault)
            return;
        requeue(sig, si, fault);
        return;
    }
    if (o.sa_flags & SA_RESETHAND) {
        old->sa_handler = SIG_DFL;
        old->sa_flags &= ~SA_SIGINFO;
    }
    sigset_t add = o.sa_mask, saved;
    if (!(o.sa_flags & SA_NODEFER))
        sigaddset(&add, sig);
    int masked = pthread_sigmask(SIG_BLOCK, &add, &saved) == 0;
    if (o.sa_flags & SA_SIGINFO)
        o.sa_sigaction(sig, si, uc);
    else
        o.sa_handler(sig);
    if (masked)
        pthread_sigmask(SIG_SETMASK, &saved, NULL);
}

/* The kernel enters a handler with %rsp % 16 == 8, as after a call, and the
 * compiler relies on it (chain() copies a struct sigaction with aligned SSE
 * stores); qemu-user enters with %rsp % 16 == 0, where those stores fault
 * (#GP, a SIGSEGV inside the handler). Realign on entry: one AND of %rsp,
 * on a path that costs a signal delivery anyway. Other architectures'
 * ABIs keep the stack aligned at any entry. */
#if defined(__x86_64__) || defined(__i386__)
#define MT_HANDLER_ENTRY __attribute__((force_align_arg_pointer))
#else
#define MT_HANDLER_ENTRY
#endif

MT_HANDLER_ENTRY static void handler(int sig, siginfo_t *si, void *ucv)
{
    int saved_errno = errno;
    /* si_code > 0: raised by the kernel for this instruction, not sent by
     * kill()/raise()/sigqueue() (which could point RIP anywhere). */
    if (!(si && si->si_code > 0 && try_fixup((ucontext_t *)ucv, si)))
        chain(sig, si, ucv);
    errno = saved_errno;
}

static int install_handlers(const char **why)
{
    struct sigaction sa, cur;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = handler;
    /* SA_NODEFER: a fault inside a handler that interrupted ours (a
     * profiler's SIGPROF calling mt_copy_safe), or inside the program's
     * handler we chain to, must reach us again instead of meeting a
     * blocked SIGSEGV, which the kernel turns into SIG_DFL: death. */
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESTART | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    /* Read the old actions first, then install: a fault in another thread
     * may reach our handler the moment it is installed, and must find the
     * old action already saved. */
    if (sigaction(SIGSEGV, NULL, &old_segv) != 0 || sigaction(SIGBUS, NULL, &old_bus) != 0) {
        *why = "sigaction failed";
        return -1;
    }
    atomic_thread_fence(memory_order_seq_cst);
    if (sigaction(SIGSEGV, &sa, NULL) != 0 || sigaction(SIGBUS, &sa, NULL) != 0) {
        sigaction(SIGSEGV, &old_segv, NULL);
        *why = "sigaction failed";
        return -1;
    }
    /* A sanitizer runtime may swallow the call (ASan with
     * allow_user_segv_handler=0): check that ours is really in place. */
    if (sigaction(SIGSEGV, NULL, &cur) != 0 || !(cur.sa_flags & SA_SIGINFO) ||
        cur.sa_sigaction != handler || sigaction(SIGBUS, NULL, &cur) != 0 ||
        !(cur.sa_flags & SA_SIGINFO) || cur.sa_sigaction != handler) {
        sigaction(SIGSEGV, &old_segv, NULL);
        sigaction(SIGBUS, &old_bus, NULL);
        *why = "SIGSEGV/SIGBUS handler refused (sanitizer runtime?)";
        return -1;
    }
    return 0;
}

#if MT_ARCH_X86_64
static int choose_extable(const char **why)
{
    if (install_handlers(why) != 0)
        return -1;
    uint64_t f = mt__cpu_core()->features;
    int avx2 = (f & (MT_CPU_AVX | MT_CPU_AVX2)) == (MT_CPU_AVX | MT_CPU_AVX2);
    /* rep movsb from the same size as memcpy: the bodies are a memcpy.
     * Never below 129: the rep path stores a 64-byte head first, and the
     * overlapping vector classes are cheaper up to 128 anyway. */
    mt_sc_rep_from = mt_knobs_local.memcpy_rep_movsb_from < 129 ? 129 : mt_knobs_local.memcpy_rep_movsb_from;
    mt_sc_rep_skewed_from = mt_knobs_local.memcpy_rep_movsb_skewed_from;
    STORE(p_copy, avx2 ? mt_sc_copy_avx2 : mt_sc_copy_sse2);
    STORE(p_from, avx2 ? mt_sc_copy_from_avx2 : mt_sc_copy_from_sse2);
    STORE(p_to, avx2 ? mt_sc_copy_to_avx2 : mt_sc_copy_to_sse2);
    STORE(p_read, mt_sc_read8);
    size_t k = put(mechanism, 0, sizeof mechanism, "extable: ");
    k = put(mechanism, k, sizeof mechanism, avx2 ? "avx2" : "sse2");
    if (mt_sc_rep_from != SIZE_MAX) {
        k = put(mechanism, k, sizeof mechanism, " + rep movsb from ");
        k = put_size(mechanism, k, sizeof mechanism, mt_sc_rep_from);
    }
    put(mechanism, k, sizeof mechanism, " + byte tail, SIGSEGV/SIGBUS handler chained");
    return 0;
}
#endif /* MT_ARCH_X86_64 */

#if MT_ARCH_AARCH64
static int choose_extable(const char **why)
{
    if (install_handlers(why) != 0)
        return -1;
    STORE(p_copy, mt_sc_copy_neon);
    STORE(p_from, mt_sc_copy_from_neon);
    STORE(p_to, mt_sc_copy_to_neon);
    STORE(p_read, mt_sc_read8);
    put(mechanism, 0, sizeof mechanism,
        "extable: neon + byte tail, SIGSEGV/SIGBUS handler chained");
    return 0;
}
#endif
#if MT_ARCH_PPC64LE
static int choose_extable(const char **why)
{
    if (install_handlers(why) != 0)
        return -1;
    int vsx = (mt__cpu_core()->features & MT_CPU_VSX) != 0;
    STORE(p_copy, vsx ? mt_sc_copy_vsx : mt_sc_copy_scalar);
    STORE(p_from, vsx ? mt_sc_copy_from_vsx : mt_sc_copy_from_scalar);
    STORE(p_to, vsx ? mt_sc_copy_to_vsx : mt_sc_copy_to_scalar);
    STORE(p_read, mt_sc_read8);
    size_t k = put(mechanism, 0, sizeof mechanism, "extable: ");
    k = put(mechanism, k, sizeof mechanism, vsx ? "vsx 64-byte blocks" : "8-byte words");
    put(mechanism, k, sizeof mechanism, ", exact byte loop after a fault (POWER7 copyuser), SIGSEGV/SIGBUS handler chained");
    return 0;
}
#endif
#endif /* MT_SC_EXTABLE */

static void choose_vm(const char *why)
{
    STORE(p_copy, mt_sc_vm_copy);
    STORE(p_from, mt_sc_vm_copy);
    STORE(p_to, mt_sc_vm_copy_to);
    STORE(p_read, mt_sc_vm_read8);
    int e = mt_sc_vm_probe();
    size_t k = put(mechanism, 0, sizeof mechanism,
                   e ? "pipe fallback: write()+read() per page (" : "process_vm_readv fallback (");
    k = put(mechanism, k, sizeof mechanism, why);
    if (e) {
        k = put(mechanism, k, sizeof mechanism, "; process_vm_readv refused, errno ");
        k = put_size(mechanism, k, sizeof mechanism, (size_t)e);
    }
    put(mechanism, k, sizeof mechanism, ")");
}

static void choose(void)
{
    /* mt_init() reads files (CPU caches, a profile): keep errno, which a
     * copy must not change, and resolve mt_memset (zeropad) now. */
    int saved_errno = errno;
    mt_init();
    errno = saved_errno;
    const char *env = forced ? forced : mt_getenv("MEMTUNE_SAFECOPY");
    int want_vm = 0;
    if (env && *env && strcmp(env, "auto") != 0) {
        if (!strcmp(env, "vm"))
            want_vm = 1;
        else if (strcmp(env, "extable") != 0)
            mt_warn("MEMTUNE_SAFECOPY: expected auto, extable or vm; using auto");
    }
#if MT_SC_EXTABLE
    const char *why = "MEMTUNE_SAFECOPY=vm";
    if (want_vm || choose_extable(&why) != 0)
        choose_vm(why);
#else
    if (env && !strcmp(env, "extable"))
        mt_warn("MEMTUNE_SAFECOPY=extable: no exception table on this architecture; using vm");
    choose_vm(want_vm ? "MEMTUNE_SAFECOPY=vm" : "no exception table for this architecture");
#endif
    errno = saved_errno;
}

/* Chooses once. Never waits: while another thread (or a signal handler
 * interrupting the choice) is choosing, callers use the vm path, which
 * needs no set-up. Returns 1 once the pointers are final. */
static int sc_ready(void)
{
    int s = atomic_load_explicit(&state, memory_order_acquire);
    if (s == 2)
        return 1;
    int expect = 0;
    if (s == 0 && atomic_compare_exchange_strong(&state, &expect, 1)) {
        choose();
        atomic_store_explicit(&state, 2, memory_order_release);
        return 1;
    }
    return 0;
}

static size_t copy_first(void *d, const void *s, size_t n)
{
    return sc_ready() ? LOAD(p_copy)(d, s, n) : mt_sc_vm_copy(d, s, n);
}
static size_t from_first(void *d, const void *s, size_t n)
{
    return sc_ready() ? LOAD(p_from)(d, s, n) : mt_sc_vm_copy(d, s, n);
}
static size_t to_first(void *d, const void *s, size_t n)
{
    return sc_ready() ? LOAD(p_to)(d, s, n) : mt_sc_vm_copy_to(d, s, n);
}
static int read_first(uint64_t *out, const void *s)
{
    return sc_ready() ? LOAD(p_read)(out, s) : mt_sc_vm_read8(out, s);
}

/* ---- public entry points ----------------------------------------------- */
size_t mt_copy_safe(void *dst, const void *src, size_t n) { return LOAD(p_copy)(dst, src, n); }
size_t mt_copy_safe_from(void *dst, const void *src, size_t n) { return LOAD(p_from)(dst, src, n); }
size_t mt_copy_safe_to(void *dst, const void *src, size_t n) { return LOAD(p_to)(dst, src, n); }
int mt_read_safe(uint64_t *out, const void *src) { return LOAD(p_read)(out, src); }

size_t mt_copy_safe_zeropad(void *dst, const void *src, size_t n)
{
    size_t left = LOAD(p_from)(dst, src, n);
    if (MT_UNLIKELY(left))
        mt_memset((char *)dst + (n - left), 0, left); /* copy_from_user */
    return left;
}

const char *mt_copy_safe_mechanism(void)
{
    while (!sc_ready())
        ; /* only while another thread finishes choosing (a few syscalls) */
    return mechanism;
}

int mt_safecopy_select(const char *mech)
{
    if (atomic_load(&state) != 0)
        return -1;
    if (strcmp(mech, "vm") != 0 && strcmp(mech, "extable") != 0 && strcmp(mech, "auto") != 0)
        return -1;
#if !MT_SC_EXTABLE
    if (!strcmp(mech, "extable"))
        return -1;
#endif
    forced = mech;
    sc_ready();
    return 0;
}
