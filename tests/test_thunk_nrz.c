/* Built with -mno-red-zone (the kernel's flag) and MEMTUNE_THUNK_NO_RED_ZONE:
 * the call sites are the bare 6-byte call. Used by test_thunk.c. */
#define MEMTUNE_THUNK_NO_RED_ZONE
#include "memtune/thunk.h"

__attribute__((noinline)) void *nrz_movsb(void *d, const void *s, size_t n) { return mt_rep_movsb(d, s, n); }
__attribute__((noinline)) void *nrz_stosb(void *d, int c, size_t n) { return mt_rep_stosb(d, c, n); }
