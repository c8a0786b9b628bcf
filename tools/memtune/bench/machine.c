/* The machine a result was measured on (so two machines can be compared
 * later), CPU pinning, and what we can and cannot know about the clock. */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#include <sys/utsname.h>
#include <sys/syscall.h>
#include <elf.h>
#include <fcntl.h>
#include <unistd.h>
#include "bench.h"
#include "memtune/cpu.h"
#include "mt_bench_vcs.h"
#ifdef __GLIBC__
#include <gnu/libc-version.h>
#endif

static struct mt_bench_machine mach;
static int mach_ready;

/* First line of a small file, without the newline; "" if unreadable. */
static void read_line(const char *path, char *buf, size_t len)
{
    buf[0] = 0;
    FILE *f = fopen(path, "r");
    if (!f)
        return;
    if (!fgets(buf, (int)len, f))
        buf[0] = 0;
    fclose(f);
    buf[strcspn(buf, "\n")] = 0;
}

static void read_microcode(char *buf, size_t len)
{
    buf[0] = 0;
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f)
        return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        if (!strncmp(line, "microcode", 9)) {
            char *c = strchr(line, ':');
            if (c) {
                c++;
                while (*c == ' ' || *c == '\t')
                    c++;
                c[strcspn(c, "\n")] = 0;
                snprintf(buf, len, "%s", c);
            }
            break;
        }
    }
    fclose(f);
}

static void read_governor(int cpu)
{
    char path[128];
    if (cpu < 0)
        cpu = 0;
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu%d/cpufreq/scaling_governor", cpu);
    read_line(path, mach.governor, sizeof mach.governor);
    char v[32];
    read_line("/sys/devices/system/cpu/cpufreq/boost", v, sizeof v);
    if (v[0]) {
        snprintf(mach.turbo, sizeof mach.turbo, "boost=%s", v);
        return;
    }
    read_line("/sys/devices/system/cpu/intel_pstate/no_turbo", v, sizeof v);
    if (v[0])
        snprintf(mach.turbo, sizeof mach.turbo, "no_turbo=%s", v);
    else
        mach.turbo[0] = 0;
}

const struct mt_bench_machine *mt_bench_machine(void)
{
    if (mach_ready)
        return &mach;
    const struct mt_cpu_info *ci = mt_cpu();
    snprintf(mach.cpu, sizeof mach.cpu, "%s", ci->brand[0] ? ci->brand : "unknown");
    snprintf(mach.vendor, sizeof mach.vendor, "%s", ci->vendor);
    snprintf(mach.arch, sizeof mach.arch, "%s", ci->arch);
    mach.family = ci->family;
    mach.model = ci->model;
    mach.stepping = ci->stepping;
    mach.hypervisor = ci->hypervisor != 0;
    size_t k = 0;
    for (int b = 0; b < 64; b++)
        if (ci->features & (1ull << b)) {
            const char *n = mt_cpu_feature_name(1ull << b);
            if (!n)
                continue;
            int w = snprintf(mach.flags + k, sizeof mach.flags - k, "%s%s", k ? " " : "", n);
            if (w < 0 || (size_t)w >= sizeof mach.flags - k)
                break;
            k += (size_t)w;
        }
    read_microcode(mach.microcode, sizeof mach.microcode);
    struct utsname u;
    if (uname(&u) == 0)
        snprintf(mach.kernel, sizeof mach.kernel, "%s %s %s %s", u.sysname, u.release, u.version, u.machine);
#ifdef __GLIBC__
    snprintf(mach.libc, sizeof mach.libc, "glibc %s", gnu_get_libc_version());
#endif
#if defined(__clang__)
    snprintf(mach.compiler, sizeof mach.compiler, "clang %s", __VERSION__);
#elif defined(__GNUC__)
    snprintf(mach.compiler, sizeof mach.compiler, "gcc %s", __VERSION__);
#else
    snprintf(mach.compiler, sizeof mach.compiler, "unknown");
#endif
    snprintf(mach.commit, sizeof mach.commit, "%s", MT_BENCH_VCS[0] ? MT_BENCH_VCS : "unknown");
    mach.l1d = ci->l1d;
    mach.l2 = ci->l2;
    mach.l3 = ci->l3;
    char thp[128];
    read_line("/sys/kernel/mm/transparent_hugepage/enabled", thp, sizeof thp);
    char *lb = strchr(thp, '['), *rb = lb ? strchr(lb, ']') : NULL;
    if (lb && rb)
        snprintf(mach.thp, sizeof mach.thp, "%.*s", (int)(rb - lb - 1), lb + 1);
    mach.cpu_pinned = -1;
    read_governor(0);
    if (!mt_bench_emulated(mach.emulated, sizeof mach.emulated))
        mach.emulated[0] = 0;
    mach_ready = 1;
    return &mach;
}

#if defined(__x86_64__)
#define MT_EM_SELF EM_X86_64
#elif defined(__aarch64__)
#define MT_EM_SELF EM_AARCH64
#elif defined(__powerpc64__)
#define MT_EM_SELF EM_PPC64
#elif defined(__s390x__)
#define MT_EM_SELF EM_S390
#else
#define MT_EM_SELF 0
#endif

static const char *em_name(unsigned m)
{
    switch (m) {
    case EM_X86_64: return "x86-64";
    case EM_386: return "i386";
    case EM_AARCH64: return "aarch64";
    case EM_PPC64: return "ppc64";
    case EM_S390: return "s390x";
    case EM_RISCV: return "riscv";
    default: return "another machine";
    }
}

int mt_bench_emulated(char *why, size_t len)
{
    char self[1024], kern[1024], path[64];
    why[0] = 0;
    ssize_t a = readlink("/proc/self/exe", self, sizeof self - 1);
    ssize_t b = readlink("/proc/thread-self/exe", kern, sizeof kern - 1);
    if (b < 0) {
        snprintf(path, sizeof path, "/proc/self/task/%ld/exe", (long)syscall(SYS_gettid));
        b = readlink(path, kern, sizeof kern - 1);
    }
    if (b <= 0) {
        snprintf(why, len, "cannot tell: /proc/thread-self/exe unreadable");
        return 0;
    }
    kern[b] = 0;
    self[a > 0 ? a : 0] = 0;
    /* The file the kernel executes for us, and the machine it is built for. */
    unsigned machine = 0;
    int fd = open("/proc/thread-self/exe", O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        Elf64_Ehdr eh;
        if (read(fd, &eh, sizeof eh) == (ssize_t)sizeof eh && !memcmp(eh.e_ident, ELFMAG, SELFMAG))
            machine = eh.e_machine; /* same offset in ELF32; the host's byte order */
        close(fd);
    }
    if (MT_EM_SELF && machine && machine != MT_EM_SELF) {
        snprintf(why, len, "the kernel runs %s (%s code) for this %s program", kern, em_name(machine),
                 em_name(MT_EM_SELF));
        return 1;
    }
    if (a > 0 && strcmp(self, kern) != 0) {
        snprintf(why, len, "the kernel runs %s for this program (%s)", kern, self);
        return 1;
    }
    return 0;
}

int mt_bench_emulation_gate(const char *cmd, bool allow)
{
    mt_bench_machine();
    if (!mach.emulated[0])
        return 0;
    if (!allow) {
        fprintf(stderr, "memtune: %s: refusing to time under an emulator (%s): its numbers measure the "
                        "emulator, not a CPU; --allow-emulated runs anyway, labelled EMULATED\n",
                cmd, mach.emulated);
        return 2;
    }
    if (strncmp(mach.cpu, "EMULATED ", 9) != 0) {
        char c[sizeof mach.cpu];
        memcpy(c, "EMULATED ", 9);
        snprintf(c + 9, sizeof c - 9, "%.*s", (int)(sizeof c - 10), mach.cpu);
        memcpy(mach.cpu, c, sizeof c);
    }
    fprintf(stderr, "memtune: %s: EMULATED run (%s): the numbers describe the emulator, not a CPU\n", cmd,
            mach.emulated);
    return 0;
}

int mt_bench_pin(int cpu, int *chosen, char *err, size_t errlen)
{
    mt_bench_machine();
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) {
        snprintf(err, errlen, "sched_getaffinity: %s", strerror(errno));
        return -1;
    }
    if (cpu < 0) {
        for (int c = CPU_SETSIZE - 1; c >= 0; c--)
            if (CPU_ISSET(c, &set)) {
                cpu = c;
                break;
            }
        if (cpu < 0) {
            snprintf(err, errlen, "no CPU in the affinity mask");
            return -1;
        }
    } else if (cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, &set)) {
        char allowed[256];
        size_t k = 0;
        allowed[0] = 0;
        for (int c = 0; c < CPU_SETSIZE && k + 8 < sizeof allowed; c++)
            if (CPU_ISSET(c, &set))
                k += (size_t)snprintf(allowed + k, sizeof allowed - k, "%s%d", k ? "," : "", c);
        snprintf(err, errlen, "CPU %d is not available to this process (allowed: %s)", cpu, allowed);
        return -1;
    }
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    if (sched_setaffinity(0, sizeof one, &one) != 0) {
        snprintf(err, errlen, "cannot pin to CPU %d: %s", cpu, strerror(errno));
        return -1;
    }
    mach.cpu_pinned = cpu;
    read_governor(cpu);
    if (chosen)
        *chosen = cpu;
    return 0;
}

const char *mt_bench_freq_warning(void)
{
    const struct mt_bench_machine *m = mt_bench_machine();
    if (m->governor[0] && m->turbo[0])
        return NULL;
    if (!m->governor[0] && !m->turbo[0])
        return "CPU frequency governor and turbo state unknown (no cpufreq in sysfs; "
               "usual under a hypervisor): ns assume a steady clock, compare implementations within one run";
    if (!m->governor[0])
        return "CPU frequency governor unknown (no scaling_governor in sysfs): ns assume a steady clock";
    return "turbo/boost state unknown (no cpufreq/boost or intel_pstate/no_turbo in sysfs): ns assume a steady clock";
}

void mt_bench_now_utc(char *buf, size_t len)
{
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(buf, len, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

/* ---- load on the other CPUs ---------------------------------------------- */

int mt_bench_cpu_parse(const char *text, struct mt_bench_cpu_sample *s)
{
    memset(s, 0, sizeof *s);
    for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
        if (strncmp(p, "cpu", 3) != 0 || p[3] < '0' || p[3] > '9')
            continue; /* the "cpu " summary line and everything else */
        unsigned cpu;
        unsigned long long v[8] = { 0 };
        /* cpuN user nice system idle iowait irq softirq steal */
        int got = sscanf(p, "cpu%u %llu %llu %llu %llu %llu %llu %llu %llu", &cpu, &v[0], &v[1], &v[2], &v[3],
                         &v[4], &v[5], &v[6], &v[7]);
        if (got < 5 || cpu >= MT_BENCH_MAX_CPUS)
            continue;
        unsigned long long idle = v[3] + v[4];
        unsigned long long busy = v[0] + v[1] + v[2] + v[5] + v[6];
        s->busy[cpu] = busy;
        s->steal[cpu] = v[7];
        s->total[cpu] = busy + idle + v[7];
        if ((int)cpu + 1 > s->ncpu)
            s->ncpu = (int)cpu + 1;
    }
    return s->ncpu;
}

int mt_bench_cpu_sample(struct mt_bench_cpu_sample *s)
{
    char buf[65536];
    FILE *f = fopen("/proc/stat", "r");
    if (!f) {
        memset(s, 0, sizeof *s);
        return -1;
    }
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    int rc = mt_bench_cpu_parse(buf, s) > 0 ? 0 : -1;
    struct rusage ru;
    struct timespec ts;
    if (getrusage(RUSAGE_SELF, &ru) == 0 && clock_gettime(CLOCK_MONOTONIC, &ts) == 0) {
        s->nivcsw = ru.ru_nivcsw;
        s->when = (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
    }
    return rc;
}

int mt_bench_cpu_warning(const struct mt_bench_cpu_sample *a, const struct mt_bench_cpu_sample *b, int pinned,
                         char *buf, size_t len)
{
    int worst = -1;
    double worst_busy = 0, steal = 0;
    int n = a->ncpu < b->ncpu ? a->ncpu : b->ncpu;
    for (int c = 0; c < n; c++) {
        if (b->total[c] <= a->total[c])
            continue;
        double dt = (double)(b->total[c] - a->total[c]);
        if (c == pinned) {
            steal = (double)(b->steal[c] - a->steal[c]) / dt;
            continue;
        }
        double busy = (double)(b->busy[c] - a->busy[c]) / dt;
        if (busy > worst_busy) {
            worst_busy = busy;
            worst = c;
        }
    }
    if (worst >= 0 && worst_busy > 0.25) {
        snprintf(buf, len,
                 "CPU %d was %.0f%% busy during the run (an SMT sibling or a neighbour sharing the cache moves "
                 "the numbers; compare only ratios from one run, or rerun on a quiet machine)",
                 worst, 100 * worst_busy);
        return 1;
    }
    if (pinned >= 0 && steal > 0.05) {
        snprintf(buf, len, "the hypervisor took %.0f%% of CPU %d during the run (steal time): rerun when the host is quieter",
                 100 * steal, pinned);
        return 1;
    }
    long sw = b->nivcsw - a->nivcsw;
    double secs = b->when - a->when;
    if (pinned >= 0 && secs > 0 && sw >= 50 && (double)sw / secs > 20) {
        snprintf(buf, len, "another program ran on CPU %d during the run (this process was preempted %ld times, "
                 "%.0f a second): rerun with that CPU free", pinned, sw, (double)sw / secs);
        return 1;
    }
    return 0;
}

struct mt_bench_cpu_sample *mt_bench_load_start(void)
{
    struct mt_bench_cpu_sample *s = malloc(sizeof *s);
    if (s && mt_bench_cpu_sample(s) != 0) {
        free(s);
        s = NULL;
    }
    return s;
}

int mt_bench_load_stop(struct mt_bench_cpu_sample *start, int pinned, char *buf, size_t len)
{
    if (!start)
        return 0;
    struct mt_bench_cpu_sample *now = malloc(sizeof *now);
    int w = now && mt_bench_cpu_sample(now) == 0 && mt_bench_cpu_warning(start, now, pinned, buf, len);
    free(now);
    free(start);
    return w;
}
