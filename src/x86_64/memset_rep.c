/* memset with the string instructions.
 *
 * Assumptions: x86-64 SysV ABI, so the direction flag is clear on entry
 * and stays clear. rep stosb is fast when the CPU reports ERMS (large
 * sizes) and FSRS (short ones, CPUID.(7,1):EAX[11]); rep stosq is what GCC
 * emits for -mmemset-strategy=rep_8byte and what pre-ERMS kernels used. */
#include "internal.h"
#include "util.h"

void *mt_memset_rep_stosb(void *dst, int c, size_t n)
{
    void *d = dst;
    __asm__ volatile("rep stosb" : "+D"(d), "+c"(n) : "a"(c) : "memory");
    return dst;
}

/* n / 8 quadwords with rep stosq, then the 0..7 remaining bytes with at
 * most three plain stores (GCC's rep_8byte epilogue). */
void *mt_memset_rep_stosq(void *dst, int c, size_t n)
{
    unsigned char *d = dst;
    uint64_t v = mt_bcast8(c);
    size_t q = n >> 3;
    __asm__ volatile("rep stosq" : "+D"(d), "+c"(q) : "a"(v) : "memory");
    /* d now points just past the quadwords. */
    if (n & 4) {
        mt_store32(d, (uint32_t)v);
        d += 4;
    }
    if (n & 2) {
        mt_store16(d, (uint16_t)v);
        d += 2;
    }
    if (n & 1)
        *d = (unsigned char)v;
    return dst;
}
