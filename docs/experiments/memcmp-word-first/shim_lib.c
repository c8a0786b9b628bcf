/* memcmp -> the mt_memcmp of the library named by SHIM_LIB (dlopen'ed
 * locally, so two builds of libmemtune can be compared), through a
 * pointer. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

static int (*real)(const void *, const void *, size_t);

__attribute__((constructor)) static void init(void)
{
    const char *lib = getenv("SHIM_LIB");
    void *h = lib ? dlopen(lib, RTLD_NOW | RTLD_LOCAL) : NULL;
    real = h ? (int (*)(const void *, const void *, size_t))dlsym(h, "mt_memcmp") : NULL;
    if (!real) {
        fprintf(stderr, "shim_lib: SHIM_LIB=%s: no mt_memcmp\n", lib ? lib : "(unset)");
        abort();
    }
}

int memcmp(const void *a, const void *b, size_t n)
{
    return real(a, b, n);
}
