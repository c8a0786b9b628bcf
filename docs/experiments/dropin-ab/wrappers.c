/* Drop-in objects for docs/experiments/dropin-ab (README.md there): memcpy,
 * memmove and memset as calls into libmemtune.so's mt_* entries (one jump
 * through the PLT more than the tier objects of preload/ take); with -DCMP
 * also memcmp, bcmp and __memcmpeq that way. Built without -DCMP, the
 * compares stay glibc's, unless an assembly file linked in defines them. */
#include <stddef.h>
void *mt_memcpy(void *, const void *, size_t);
void *mt_memmove(void *, const void *, size_t);
void *mt_memset(void *, int, size_t);
int mt_memcmp(const void *, const void *, size_t);
int mt_bcmp(const void *, const void *, size_t);
void *memcpy(void *d, const void *s, size_t n) { return mt_memcpy(d, s, n); }
void *memmove(void *d, const void *s, size_t n) { return mt_memmove(d, s, n); }
void *memset(void *d, int c, size_t n) { return mt_memset(d, c, n); }
#ifdef CMP
int memcmp(const void *a, const void *b, size_t n) { return mt_memcmp(a, b, n); }
int bcmp(const void *a, const void *b, size_t n) { return mt_bcmp(a, b, n); }
int __memcmpeq(const void *a, const void *b, size_t n) { return mt_bcmp(a, b, n); }
#endif
