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
