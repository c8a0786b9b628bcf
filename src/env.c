/* Environment and diagnostics that are safe in an LD_PRELOADed library:
 * no allocation and no stdio (which may itself call memcpy). */
#include <string.h>
#include <unistd.h>
#include "internal.h"

extern char **environ;

const char *mt_getenv(const char *name)
{
    size_t len = strlen(name);
    if (!environ)
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

int mt_env_at_start_has(const char *prefix)
{
    enum { SYS_read_ = 0, SYS_open_ = 2, SYS_close_ = 3, O_RDONLY_CLOEXEC = 02000000 };
    long fd = sys3(SYS_open_, (long)"/proc/self/environ", O_RDONLY_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    char buf[4096];
    size_t plen = 0, match = 0; /* bytes of prefix matched at the current entry's start */
    bool at_start = true, found = false;
    while (prefix[plen])
        plen++;
    for (;;) {
        long r = sys3(SYS_read_, fd, (long)buf, sizeof buf);
        if (r == -4 /* EINTR */)
            continue;
        if (r < 0) {
            sys3(SYS_close_, fd, 0, 0);
            return -1;
        }
        if (r == 0)
            break;
        for (long i = 0; i < r && !found; i++) {
            char c = buf[i];
            if (c == 0) {
                at_start = true, match = 0;
            } else if (at_start) {
                if (c == prefix[match]) {
                    if (++match == plen)
                        found = true;
                } else {
                    at_start = false;
                }
            }
        }
        if (found)
            break;
    }
    sys3(SYS_close_, fd, 0, 0);
    return found;
}
#endif
