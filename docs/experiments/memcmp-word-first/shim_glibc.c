/* memcmp -> glibc's memcmp through a pointer: the same extra call as
 * shim_lib.c, so the two compare the libraries and not the shims. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>

static int (*real)(const void *, const void *, size_t);

__attribute__((constructor)) static void init(void)
{
    real = (int (*)(const void *, const void *, size_t))dlsym(RTLD_NEXT, "memcmp");
}

int memcmp(const void *a, const void *b, size_t n)
{
    return real(a, b, n);
}
