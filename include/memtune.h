/* memtune — memory primitives with strategies chosen by measured thresholds.
 *
 * The mt_* entry points have the libc signatures and semantics. Each one
 * runs the best strategy for this CPU: a size ladder whose crossover sizes
 * are named knobs (see `memtune cpu`), overridable with MEMTUNE_TUNABLES or
 * a profile written by `memtune calibrate`. On x86-64 the symbols are bound
 * to the ladders when the library is loaded (ifunc); if the process starts
 * with MEMTUNE_FORCE or MEMTUNE_CPU_DISABLE they dispatch through a pointer
 * set on first call instead, so that those can redirect them (knobs from
 * MEMTUNE_TUNABLES or a profile apply either way).
 *
 * Environment, read once by mt_init() (before main, or at the first call):
 *   MEMTUNE_TUNABLES  knob=value list in glibc's syntax, e.g.
 *                     "memcpy.rep_movsb_from=2048:memcpy.nt_from=33554432"
 *   MEMTUNE_PROFILE   path of a profile file written by `memtune calibrate`
 *   MEMTUNE_FORCE     "memcpy=avx2,memset=rep_stosb": force one strategy per op
 *   MEMTUNE_CPU_DISABLE  "avx512f,fsrm": hide CPU features from dispatch
 * Any malformed value is reported in one line on stderr and changes nothing.
 * In secure mode (AT_SECURE: a setuid/setgid program, file capabilities)
 * every MEMTUNE_* variable is ignored, silently, and no file is read.
 */
#ifndef MEMTUNE_H
#define MEMTUNE_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#ifdef __cplusplus
/* C++ has no restrict; GCC and Clang spell it __restrict there. */
#define MT__RESTRICT __restrict
extern "C" {
#else
#define MT__RESTRICT restrict
#endif

/* The library is built with -fvisibility=hidden; what is declared here is
 * its exported interface. */
#pragma GCC visibility push(default)

/* ---- the primitives (libc semantics) ---------------------------------- */
void *mt_memcpy(void *MT__RESTRICT dst, const void *MT__RESTRICT src, size_t n);
void *mt_memmove(void *dst, const void *src, size_t n);
void *mt_memset(void *dst, int c, size_t n);
int mt_memcmp(const void *a, const void *b, size_t n);
/* Zero if equal, non-zero otherwise (no ordering), like glibc's __memcmpeq. */
int mt_bcmp(const void *a, const void *b, size_t n);

/* ---- initialisation, tunables, profiles -------------------------------- */
/* Reads the environment, detects the CPU and resolves every entry point.
 * Idempotent and thread-safe; called implicitly by the first mt_* call.
 * Returns 0, or -1 if some environment value was rejected (defaults kept). */
int mt_init(void);

/* Apply a tunables string ("memcpy.rep_movsb_from=2048:..."). All or nothing:
 * on error returns -1, writes a one-line reason into err (if given) and
 * changes no knob. */
int mt_tunables_apply(const char *spec, char *err, size_t errlen);

/* Load a profile file written by `memtune calibrate`. Rejects malformed
 * files, profiles measured on a different CPU and paths that are not
 * regular files (a FIFO is not waited on); all or nothing. The one-line
 * reason names a line number, never the file's text. */
int mt_profile_load(const char *path, char *err, size_t errlen);

/* Force one op to one registered strategy ("memcpy", "avx2"); name NULL
 * returns the op to normal dispatch. Returns -1 (and err) for an unknown op
 * or strategy, or one this CPU cannot run. */
int mt_force(const char *op, const char *name, char *err, size_t errlen);

/* ---- fault-tolerant copy (the copy_from_user contract) ----------------- */
/* Copies n bytes; returns the number of bytes NOT copied (0 on success).
 * Exactly the first n - ret bytes of dst equal src; nothing past them is
 * written. A SIGSEGV/SIGBUS inside the copy is absorbed. */
size_t mt_copy_safe(void *dst, const void *src, size_t n);
size_t mt_copy_safe_from(void *dst, const void *src, size_t n); /* only src may fault */
size_t mt_copy_safe_to(void *dst, const void *src, size_t n);   /* only dst may fault */
/* As mt_copy_safe_from, then zero-fills the n - ret bytes not copied. */
size_t mt_copy_safe_zeropad(void *dst, const void *src, size_t n);
/* Reads one aligned-or-not 8-byte word; returns 0 and stores it, or -1. */
int mt_read_safe(uint64_t *out, const void *src);
/* One line describing the mechanism in use, chosen at the first mt_copy_safe*
 * call (this call chooses too): "extable: ..." (x86-64 and ppc64le: asm
 * bodies, an exception table and a SIGSEGV/SIGBUS handler that chains to
 * the one installed before it) or "process_vm_readv fallback (reason)"
 * (other architectures; "pipe fallback" where that syscall is refused, e.g. under
 * qemu-user or seccomp). MEMTUNE_SAFECOPY=auto|extable|vm overrides the choice. In the extable
 * mechanism the _from (_to) variants absorb only faults on the source
 * (destination): a fault on the other side reaches the program's handler or
 * kills it, as a memcpy would. The vm fallback absorbs faults on both sides.
 * Faults nest: a copy may be made from any signal handler, including one
 * that interrupted the library's own SIGSEGV handler, or from the program's
 * SIGSEGV handler if that was installed with SA_NODEFER. A thread that has
 * SIGSEGV/SIGBUS blocked (sigprocmask, or inside a SIGSEGV handler without
 * SA_NODEFER) must use the vm mechanism: the kernel kills a process whose
 * blocked fault signal is raised. docs/safecopy.md has the whole list. */
const char *mt_copy_safe_mechanism(void);

/* ---- short names (dentry-style) ---------------------------------------- */
/* A "component" is the bytes from a pointer up to (not including) the first
 * '/' or NUL. Hash: the Linux 64-bit name hash with a zero salt -- every
 * full 8-byte word w mixed by HASH_MIX (x ^= w; y ^= x; x = rol64(x,12);
 * x += y; y = rol64(y,45); y *= 9), then the last 0..7 bytes as one
 * zero-filled word xored into x, then fold_hash: ((y ^ x*G) * G) >> 32 with
 * G = 0x61C8864680B583EB. Words are read in the machine's byte order, so
 * values differ between little- and big-endian machines. Lengths must be
 * below 2^32. Functions that take a terminated string may read bytes after
 * the terminator, but only on a page that holds bytes of the string (a
 * page-offset check; they cannot fault); mt_name_eq may likewise read past
 * a+len and b+len, never onto another page. */

/* True iff the len bytes at a and b are equal. */
bool mt_name_eq(const char *a, const char *b, size_t len);
/* Hashes the component that starts at name and ends at '/' or NUL. Returns
 * hash<<32 | length, as the kernel's hash_name(). */
uint64_t mt_hash_name(const char *name);
/* Same hash of a counted string: mt_hash_bytes(s, n) == mt_hash_name(s) >> 32
 * when s[n] is '/' or NUL and s[0..n) holds neither. Reads only s[0..n). */
uint32_t mt_hash_bytes(const char *s, size_t n);
/* Copies the component at src into dst and hashes it in the same pass (the
 * "strhash_from_user" of the 2010 dcache thread), strscpy-style: size is the
 * size of dst, and nothing outside dst[0..size) is written.
 *   fits (len < size): dst[0..len) = the component, dst[len] = NUL, and the
 *     rest of the 8-byte word of dst that holds the NUL (dst[len+1 ..
 *     min(size, len/8*8 + 8))) is zero, so an 8-aligned dst gets the
 *     zero-padded name that word compares want; stores hash<<32 | len in
 *     *hash_len (if not NULL), as mt_hash_name(src); returns len. src[len]
 *     tells the caller which terminator ended it ('/' or NUL).
 *   too long (len >= size, or size == 0): dst holds the first size-1 bytes
 *     and a NUL (nothing if size == 0), *hash_len is not written, returns -1
 *     (strscpy returns -E2BIG).
 * dst and src must not overlap. */
ptrdiff_t mt_copy_component(char *MT__RESTRICT dst, size_t size, const char *MT__RESTRICT src,
                            uint64_t *MT__RESTRICT hash_len);

#pragma GCC visibility pop

/* ---- header-inline fast path (opt-in) ---------------------------------- */
/* Define MEMTUNE_INLINE before including this header (or -DMEMTUNE_INLINE)
 * and mt_memcpy, mt_memmove, mt_memset, mt_memcmp and mt_bcmp calls whose
 * size is a compile-time constant expand in the caller as straight-line
 * moves and compares (up to 64 bytes for memcpy/memset, 16 for the others):
 * no call, no size branch. Every other call goes to the library.
 *
 * Define MEMTUNE_INLINE_VARIABLE as well to also expand run-time sizes
 * 0..16 (two overlapping loads and stores per operand, chosen by two or
 * three size branches). That pays only where a call site's sizes are
 * steady: on sizes drawn at random the branches mispredict, while the
 * library's AVX-512 path has one branch for every size up to 64. Measured
 * with `memtune bench OP --dist data/distributions/fleetbench-2024/<Op>_Fleet.csv
 * --impl libc,mt,mt_inline` (mt_inline is this path expanded in the timed
 * loop; numbers in the README, "Inline fast path").
 *
 * The mt_*_inline functions can also be called directly. Semantics are the
 * library's (mt_memmove_inline loads before it stores, so overlap is fine;
 * mt_bcmp_inline returns only zero or non-zero). */
#ifdef MEMTUNE_INLINE
#define MT__INL static inline __attribute__((always_inline))
#ifdef MEMTUNE_INLINE_VARIABLE
#define MT__SMALL(n) ((n) <= 16)
#else
#define MT__SMALL(n) (__builtin_constant_p(n) && (n) <= 16)
#endif

MT__INL uint64_t mt__ld64(const unsigned char *p) { uint64_t v; __builtin_memcpy(&v, p, 8); return v; }
MT__INL uint32_t mt__ld32(const unsigned char *p) { uint32_t v; __builtin_memcpy(&v, p, 4); return v; }
MT__INL void mt__st64(unsigned char *p, uint64_t v) { __builtin_memcpy(p, &v, 8); }
MT__INL void mt__st32(unsigned char *p, uint32_t v) { __builtin_memcpy(p, &v, 4); }

/* n <= 16; every load happens before the first store. */
MT__INL void mt__move16(unsigned char *d, const unsigned char *s, size_t n)
{
    if (n >= 8) {
        uint64_t a = mt__ld64(s), b = mt__ld64(s + n - 8);
        mt__st64(d, a);
        mt__st64(d + n - 8, b);
    } else if (n >= 4) {
        uint32_t a = mt__ld32(s), b = mt__ld32(s + n - 4);
        mt__st32(d, a);
        mt__st32(d + n - 4, b);
    } else if (n) {
        unsigned char a = s[0], b = s[n >> 1], c = s[n - 1];
        d[0] = a;
        d[n >> 1] = b;
        d[n - 1] = c;
    }
}

MT__INL void *mt_memcpy_inline(void *MT__RESTRICT dst, const void *MT__RESTRICT src, size_t n)
{
    if (__builtin_constant_p(n) && n <= 64)
        return __builtin_memcpy(dst, src, n);
    if (MT__SMALL(n)) {
        mt__move16((unsigned char *)dst, (const unsigned char *)src, n);
        return dst;
    }
    return (mt_memcpy)(dst, src, n);
}

MT__INL void *mt_memmove_inline(void *dst, const void *src, size_t n)
{
    if (MT__SMALL(n)) {
        mt__move16((unsigned char *)dst, (const unsigned char *)src, n);
        return dst;
    }
    return (mt_memmove)(dst, src, n);
}

MT__INL void *mt_memset_inline(void *dst, int c, size_t n)
{
    if (__builtin_constant_p(n) && n <= 64)
        return __builtin_memset(dst, c, n);
    unsigned char *d = (unsigned char *)dst;
    if (MT__SMALL(n)) {
        uint64_t v = (uint64_t)(unsigned char)c * 0x0101010101010101ull;
        if (n >= 8) {
            mt__st64(d, v);
            mt__st64(d + n - 8, v);
        } else if (n >= 4) {
            mt__st32(d, (uint32_t)v);
            mt__st32(d + n - 4, (uint32_t)v);
        } else if (n) {
            d[0] = (unsigned char)c;
            d[n >> 1] = (unsigned char)c;
            d[n - 1] = (unsigned char)c;
        }
        return dst;
    }
    return (mt_memset)(dst, c, n);
}

MT__INL int mt_bcmp_inline(const void *a, const void *b, size_t n)
{
    const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
    if (MT__SMALL(n)) {
        if (n >= 8)
            return ((mt__ld64(x) ^ mt__ld64(y)) | (mt__ld64(x + n - 8) ^ mt__ld64(y + n - 8))) != 0;
        if (n >= 4)
            return ((mt__ld32(x) ^ mt__ld32(y)) | (mt__ld32(x + n - 4) ^ mt__ld32(y + n - 4))) != 0;
        if (n)
            return ((x[0] ^ y[0]) | (x[n >> 1] ^ y[n >> 1]) | (x[n - 1] ^ y[n - 1])) != 0;
        return 0;
    }
    return (mt_bcmp)(a, b, n);
}

/* Bytes in memory order as one big number, so integer order is memcmp's. */
MT__INL uint64_t mt__be64(uint64_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return v;
#else
    return __builtin_bswap64(v);
#endif
}

MT__INL uint32_t mt__be32(uint32_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return v;
#else
    return __builtin_bswap32(v);
#endif
}

MT__INL int mt_memcmp_inline(const void *a, const void *b, size_t n)
{
    const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
    if (MT__SMALL(n)) {
        uint64_t u, v;
        if (n >= 8) {
            u = mt__be64(mt__ld64(x));
            v = mt__be64(mt__ld64(y));
            if (u == v) {
                u = mt__be64(mt__ld64(x + n - 8));
                v = mt__be64(mt__ld64(y + n - 8));
            }
        } else if (n >= 4) {
            /* head and tail words side by side: the first difference decides */
            u = (uint64_t)mt__be32(mt__ld32(x)) << 32 | mt__be32(mt__ld32(x + n - 4));
            v = (uint64_t)mt__be32(mt__ld32(y)) << 32 | mt__be32(mt__ld32(y + n - 4));
        } else if (n) {
            /* (x0, x[n/2], x[n-1]) orders like the n bytes themselves */
            u = (uint64_t)x[0] << 16 | (uint64_t)x[n >> 1] << 8 | x[n - 1];
            v = (uint64_t)y[0] << 16 | (uint64_t)y[n >> 1] << 8 | y[n - 1];
        } else {
            return 0;
        }
        return (u > v) - (u < v);
    }
    return (mt_memcmp)(a, b, n);
}

#define mt_memcpy(d, s, n) mt_memcpy_inline((d), (s), (n))
#define mt_memmove(d, s, n) mt_memmove_inline((d), (s), (n))
#define mt_memset(d, c, n) mt_memset_inline((d), (c), (n))
#define mt_memcmp(a, b, n) mt_memcmp_inline((a), (b), (n))
#define mt_bcmp(a, b, n) mt_bcmp_inline((a), (b), (n))
#undef MT__INL
#undef MT__SMALL
#endif /* MEMTUNE_INLINE */

#ifdef __cplusplus
}
#endif
#endif
