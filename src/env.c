/* Environment and diagnostics that are safe in an LD_PRELOADed library:
 * no allocation and no stdio (which may itself call memcpy).
 *
 * Secure mode. When the kernel sets AT_SECURE (a setuid or setgid exec, file
 * capabilities, an LSM transition) the environment belongs to a less
 * privileged user: like glibc with its unsecure variables, the library then
 * ignores every MEMTUNE_* variable, silently (an error would tell that user
 * whether a file exists), and reads no file named by one. */
#include <string.h>
#include <sys/auxv.h>
#include <sys/stat.h>
#include <unistd.h>
#include "internal.h"

extern char **environ;

/* After libc is initialised (mt_init runs from a constructor or on first
 * call, never from an ifunc resolver): getauxval is safe there. */
int mt_secure(void)
{
    return getauxval(AT_SECURE) != 0;
}

const char *mt_getenv(const char *name)
{
    size_t len = strlen(name);
    if (!environ || mt_secure())
        return NULL;
    for (char **e = environ; *e; e++)
        if (strncmp(*e, name, len) == 0 && (*e)[len] == '=')
            return *e + len + 1;
    return NULL;
}

void mt_warn(const char *msg)
{
    char buf[512];
    size_t k = 0;
    const char *pre = "memtune: ";
    while (*pre && k < sizeof buf - 2)
        buf[k++] = *pre++;
    while (*msg && k < sizeof buf - 2)
        buf[k++] = *msg++;
    buf[k++] = '\n';
    ssize_t r = write(2, buf, k);
    (void)r;
}

size_t mt_msg_put(char *buf, size_t cap, size_t k, const char *s)
{
    if (!buf || !cap)
        return k;
    while (s && *s && k + 1 < cap)
        buf[k++] = *s++;
    buf[k < cap ? k : cap - 1] = 0;
    return k;
}

size_t mt_msg_putu(char *buf, size_t cap, size_t k, size_t v)
{
    char tmp[24];
    int i = 0;
    do
        tmp[i++] = (char)('0' + v % 10);
    while ((v /= 10) && i < (int)sizeof tmp);
    char out[24];
    int j = 0;
    while (i)
        out[j++] = tmp[--i];
    out[j] = 0;
    return mt_msg_put(buf, cap, k, out);
}

void mt_errmsg(char *err, size_t errlen, const char *prefix, const char *text, size_t len,
               const char *suffix)
{
    if (!err || !errlen)
        return;
    size_t k = 0;
    while (*prefix && k + 1 < errlen)
        err[k++] = *prefix++;
    for (size_t i = 0; text && i < len && i < 100 && text[i] && k + 1 < errlen; i++)
        err[k++] = text[i];
    while (*suffix && k + 1 < errlen)
        err[k++] = *suffix++;
    err[k] = 0;
}

#if defined(__x86_64__) && defined(__linux__)
/* Raw system calls: this runs from ifunc resolvers, before libc (errno,
 * TLS, its own ifuncs in a static binary) can be relied on. */
static long sys3(long nr, long a, long b, long c)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "0"(nr), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return r;
}

enum { SYS_read_ = 0, SYS_open_ = 2, SYS_close_ = 3, SYS_fstat_ = 5, O_RDONLY_CLOEXEC = 02000000, O_NONBLOCK_ = 04000 };

int mt_secure_at_start(void)
{
    /* /proc/self/auxv: (type, value) pairs of unsigned longs, AT_NULL last.
     * A setgid (non-dumpable) process may not be able to open it: -1, and
     * the caller keeps the pointer dispatch, where mt_init() asks
     * getauxval(). */
    long fd = sys3(SYS_open_, (long)"/proc/self/auxv", O_RDONLY_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    unsigned long av[64];
    size_t have = 0; /* bytes in av */
    int result = -1;
    for (;;) {
        long r = sys3(SYS_read_, fd, (long)((char *)av + have), (long)(sizeof av - have));
        if (r == -4 /* EINTR */)
            continue;
        if (r <= 0)
            break;
        have += (size_t)r;
        size_t pairs = have / (2 * sizeof av[0]);
        for (size_t i = 0; i < pairs && result < 0; i++) {
            if (av[2 * i] == AT_SECURE)
                result = av[2 * i + 1] != 0;
            else if (av[2 * i] == AT_NULL)
                result = 0; /* the kernel always passes AT_SECURE; be safe */
        }
        if (result >= 0)
            break;
        /* keep a partial pair for the next read */
        size_t used = pairs * 2 * sizeof av[0];
        char *b = (char *)av;
        for (size_t i = used; i < have; i++)
            b[i - used] = b[i];
        have -= used;
    }
    sys3(SYS_close_, fd, 0, 0);
    return result;
}

/* Calls fn for each entry of the environment the process started with
 * (/proc/self/environ), cut to the first sizeof entry - 1 bytes and
 * NUL-terminated, until fn returns non-zero. Returns fn's non-zero result,
 * 0 at the end, -1 if the file cannot be read. One caller at a time: the
 * resolvers run single-threaded. */
static char entry[4096 + 32];
static int environ_each(int (*fn)(const char *e, size_t len, const void *arg), const void *arg)
{
    long fd = sys3(SYS_open_, (long)"/proc/self/environ", O_RDONLY_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    char buf[4096];
    size_t k = 0; /* bytes of the current entry kept */
    int found = 0;
    while (!found) {
        long r = sys3(SYS_read_, fd, (long)buf, sizeof buf);
        if (r == -4 /* EINTR */)
            continue;
        if (r < 0)
            found = -1;
        if (r <= 0)
            break;
        for (long i = 0; i < r && !found; i++) {
            if (buf[i] != 0) {
                if (k + 1 < sizeof entry)
                    entry[k++] = buf[i];
                continue;
            }
            entry[k] = 0;
            found = fn(entry, k, arg);
            k = 0;
        }
    }
    sys3(SYS_close_, fd, 0, 0);
    return found;
}

static bool starts(const char *s, const char *prefix)
{
    while (*prefix && *s == *prefix)
        s++, prefix++;
    return !*prefix;
}

static int has_name(const char *e, size_t len, const void *arg)
{
    (void)len;
    for (const char *const *n = arg; *n; n++)
        if (starts(e, *n))
            return 1;
    return 0;
}

int mt_env_at_start_has(const char *const *names)
{
    return environ_each(has_name, names);
}

static bool contains(const char *s, size_t len, const char *needle)
{
    for (size_t i = 0; i < len; i++) {
        size_t j = 0;
        while (needle[j] && i + j < len && s[i + j] == needle[j])
            j++;
        if (!needle[j])
            return true;
    }
    return false;
}

static const char tunables_eq[] = "MEMTUNE_TUNABLES=", profile_eq[] = "MEMTUNE_PROFILE=";

static int tunables_name(const char *e, size_t len, const void *knob)
{
    return starts(e, tunables_eq) && contains(e, len, knob);
}

/* leaves the entry, and so the path, in entry[] */
static int profile_named(const char *e, size_t len, const void *arg)
{
    (void)arg;
    return starts(e, profile_eq) && len > sizeof profile_eq - 1;
}

int mt_env_at_start_names(const char *knob)
{
    if (environ_each(tunables_name, knob) == 1)
        return 1;
    if (environ_each(profile_named, NULL) != 1)
        return 0;
    static char text[8192]; /* profiles are at most 8 KiB (profile.c) */
    /* a FIFO must not block the program before main (profile.c) */
    long fd = sys3(SYS_open_, (long)(entry + sizeof profile_eq - 1), O_RDONLY_CLOEXEC | O_NONBLOCK_, 0);
    if (fd < 0)
        return 0;
    struct stat st; /* the kernel's x86-64 layout is libc's */
    if (sys3(SYS_fstat_, fd, (long)&st, 0) != 0 || !S_ISREG(st.st_mode)) {
        sys3(SYS_close_, fd, 0, 0);
        return 0;
    }
    size_t have = 0;
    while (have < sizeof text) {
        long n = sys3(SYS_read_, fd, (long)(text + have), (long)(sizeof text - have));
        if (n == -4 /* EINTR */)
            continue;
        if (n <= 0)
            break;
        have += (size_t)n;
    }
    sys3(SYS_close_, fd, 0, 0);
    return contains(text, have, knob);
}
#endif
