/* What the aarch64 ladders do at size n, for `memtune cpu` (the registry's
 * path hooks). */
#include <stddef.h>
#include "internal.h"
#include "aarch64/asm.h"

static const char *copy_neon(size_t n)
{
    return n <= 16 ? "gpr" : n <= 128 ? "q classes" : "q loop";
}

static unsigned sve_bytes(void)
{
    return mt__cpu_core()->sve_bytes;
}

const char *mt_memcpy_ladder_neon_path(size_t n) { return copy_neon(n); }
const char *mt_memmove_ladder_neon_path(size_t n) { return copy_neon(n); }
const char *mt_memcpy_ladder_sve_path(size_t n) { return n <= 2 * (size_t)sve_bytes() ? "sve 2 VL" : copy_neon(n); }
const char *mt_memmove_ladder_sve_path(size_t n) { return mt_memcpy_ladder_sve_path(n); }
const char *mt_memcpy_ladder_mops_path(size_t n)
{
    return n >= mt_knobs_local.memcpy_mops_from ? "cpyf*" : copy_neon(n);
}
const char *mt_memmove_ladder_mops_path(size_t n)
{
    return n >= mt_knobs_local.memmove_mops_from ? "cpy*" : copy_neon(n);
}

/* The DC ZVA path is for c == 0 only; the label says which one a zero
 * memset of n takes. */
const char *mt_memset_ladder_neon_path(size_t n)
{
    unsigned z = mt_a64_zva_bytes;
    if (n > 128 && z && n >= mt_knobs_local.memset_dc_zva_from && n >= 2 * (size_t)z + 64)
        return "dc zva(0)";
    return n < 16 ? "gpr" : n <= 128 ? "q classes" : "q loop";
}
const char *mt_memset_ladder_sve_path(size_t n)
{
    return n <= 2 * (size_t)sve_bytes() ? "sve 2 VL" : mt_memset_ladder_neon_path(n);
}
const char *mt_memset_ladder_mops_path(size_t n)
{
    return n >= mt_knobs_local.memset_mops_from ? "set*" : mt_memset_ladder_neon_path(n);
}

static const char *cmp_neon(size_t n)
{
    return n <= 32 ? "gpr" : "q loop";
}
const char *mt_memcmp_ladder_neon_path(size_t n) { return cmp_neon(n); }
const char *mt_bcmp_ladder_neon_path(size_t n) { return cmp_neon(n); }
const char *mt_memcmp_ladder_sve_path(size_t n)
{
    return n >= mt_knobs_local.memcmp_sve_from ? "sve loop" : cmp_neon(n);
}
const char *mt_bcmp_ladder_sve_path(size_t n)
{
    return n >= mt_knobs_local.bcmp_sve_from ? "sve loop" : cmp_neon(n);
}
