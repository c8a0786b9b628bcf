/* One libc entry, OP (memcmp, memcpy, memmove or memset), replaced by a
 * call through a pointer: with -DGLIBC to glibc's own OP (dlsym
 * RTLD_NEXT), else to mt_OP of the library named by SHIM_LIB (dlopen'ed
 * locally, so two builds of libmemtune can be compared). Both kinds pay
 * the same extra call, so they compare the libraries, not the shims.
 * Calls made before the constructor ran (the dynamic loader's, dlopen's
 * own) take a byte loop. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#define STR_(x) #x
#define STR(x) STR_(x)

#if defined(OP_memcmp)
#define OP memcmp
typedef int (*fn_t)(const void *, const void *, size_t);
#elif defined(OP_memset)
#define OP memset
typedef void *(*fn_t)(void *, int, size_t);
#else
#if defined(OP_memcpy)
#define OP memcpy
#else
#define OP memmove
#endif
typedef void *(*fn_t)(void *, const void *, size_t);
#endif

static fn_t real;

__attribute__((constructor)) static void init(void)
{
#ifdef GLIBC
    real = (fn_t)dlsym(RTLD_NEXT, STR(OP));
#else
    const char *lib = getenv("SHIM_LIB");
    void *h = lib ? dlopen(lib, RTLD_NOW | RTLD_LOCAL) : NULL;
    real = h ? (fn_t)dlsym(h, "mt_" STR(OP)) : NULL;
    if (!real) {
        fprintf(stderr, "shim: SHIM_LIB=%s: no mt_%s\n", lib ? lib : "(unset)", STR(OP));
        abort();
    }
#endif
}

#if defined(OP_memcmp)
int memcmp(const void *a, const void *b, size_t n)
{
    if (!real) {
        const unsigned char *x = a, *y = b;
        for (; n; n--, x++, y++)
            if (*x != *y)
                return *x - *y;
        return 0;
    }
    return real(a, b, n);
}
#elif defined(OP_memset)
void *memset(void *a, int c, size_t n)
{
    if (!real) {
        unsigned char *d = a;
        while (n--)
            *d++ = (unsigned char)c;
        return a;
    }
    return real(a, c, n);
}
#else
void *OP(void *a, const void *b, size_t n)
{
    if (!real) {
        unsigned char *d = a;
        const unsigned char *s = b;
        if (d < s)
            while (n--)
                *d++ = *s++;
        else
            for (d += n, s += n; n--;)
                *--d = *--s;
        return a;
    }
    return real(a, b, n);
}
#endif
