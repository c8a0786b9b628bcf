/* The path labels the x86 vector memset and memcmp/bcmp ladders below
 * AVX-512 share (memset_vec.h, memcmp_vec.h): their classes up to 4*VEC
 * are the same (scalar pairs below 16, an xmm pair below VEC, then two and
 * four vectors). The includer defines VEC and VSTR. */
#ifndef MT_X86_VEC_PATH_H
#define MT_X86_VEC_PATH_H

#include <stddef.h>

static inline const char *vec_path_le4v(size_t n)
{
    if (n == 0)
        return "none";
    if (n < 4)
        return "3x1";
    if (n < 8)
        return "2x4";
    if (n < 16)
        return "2x8";
    if (n < VEC)
        return "2x16";
    if (n <= 2 * VEC)
        return "2x" VSTR;
    return "4x" VSTR;
}

#endif
