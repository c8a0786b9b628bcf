/* memcmp and bcmp with repe cmpsb.
 *
 * Assumptions: x86-64 SysV ABI (direction flag clear). repe cmpsb compares
 * [rsi] with [rdi] byte by byte and stops after the first unequal pair or
 * when rcx reaches 0; rsi and rdi then point one past the last pair it
 * compared. That pair decides: if it is equal, every pair was equal. With
 * n == 0 nothing is compared and there is no "last pair", hence the early
 * return. It is slow on most CPUs (a few cycles per byte); CPUs with FSRCS
 * (CPUID.(7,1):EAX[12]) make short ones fast, which is why it is a
 * strategy and a knob (memcmp.repe_cmpsb_from) rather than dead code. */
#include "internal.h"

static inline const unsigned char *repe_cmpsb(const unsigned char **x, const unsigned char *y, size_t n)
{
    const unsigned char *s = *x, *d = y;
    __asm__ volatile("repe cmpsb"
                     : "+S"(s), "+D"(d), "+c"(n)
                     :
                     : "memory", "cc");
    *x = s;
    return d;
}

int mt_memcmp_repe_cmpsb(const void *a, const void *b, size_t n)
{
    if (n == 0)
        return 0;
    const unsigned char *x = a;
    const unsigned char *y = repe_cmpsb(&x, b, n);
    /* Unsigned bytes widened to int: the difference has the right sign. */
    return (int)x[-1] - (int)y[-1];
}

int mt_bcmp_repe_cmpsb(const void *a, const void *b, size_t n)
{
    if (n == 0)
        return 0;
    const unsigned char *x = a;
    const unsigned char *y = repe_cmpsb(&x, b, n);
    return x[-1] != y[-1];
}
