/* Short names: compare, hash and copy path components a word at a time.
 *
 * Why: path components are short (the 2010 dcache thread measured 11 bytes
 * on average in the kernel tree; `memtune bench names` prints the
 * distribution of any tree), so what costs is set-up and tail handling, not
 * bandwidth. The thread found that `repe cmpsb` (what memcmp compiled to)
 * lost to a byte loop, and that words with masks and a combined copy+hash
 * pass do better; the kernel later did exactly that (fs/dcache.c
 * dentry_string_cmp, fs/namei.c hash_name/full_name_hash). This file is the
 * portable C version, for both byte orders.
 *
 * Assumptions:
 *   - uint64_t words; unaligned 8-byte loads through __builtin_memcpy (one
 *     mov on x86-64/aarch64/ppc64; the compiler splits them where needed).
 *   - Every page size is a multiple of 4096, so a 4096-aligned boundary is
 *     the only place where a read that starts on a mapped page can fault.
 *   - Little- and big-endian are both handled; the word formulas are picked
 *     by __BYTE_ORDER__ (tested on ppc64 big-endian under qemu).
 *
 * Reading past the end. Which bytes each function may read:
 *   byte_loop, overlap_word, mt_hash_bytes: only [p, p+len) -- full-word
 *       loads only where the whole word lies inside the range, the tail by
 *       an overlapping last word or 4/2/1-byte loads.
 *   word_masked: whole words inside the range; the last 1..7 bytes by one
 *       8-byte load that may read up to 7 bytes past the end, but only when
 *       a page-offset check shows those bytes are on a page the name
 *       touches. Otherwise it reads the page's last aligned word and shifts
 *       the name bytes down (what the kernel's load_unaligned_zeropad fixup
 *       does after a fault; we do it before, so nothing can fault).
 *   mt_hash_name, mt_copy_component: the end is unknown until it is found,
 *       so every word load is page-checked the same way: a word that would
 *       cross into the next page is taken from the page's last aligned word
 *       (zero-filled above the page end), and only when no terminator is in
 *       the bytes that were really there -- so the component goes on, and
 *       the next page is mapped -- is the unaligned word loaded.
 *   Those over-reads stay inside a mapped page but outside the object, so
 *   the functions that do them are excluded from AddressSanitizer.
 *
 * The hash is the Linux 64-bit one (fs/namei.c, include/linux/hash.h) with
 * a zero salt: each full 8-byte word w of the name is mixed by
 *     x ^= w; y ^= x; x = rol64(x, 12); x += y; y = rol64(y, 45); y *= 9;
 * then the last word holding the remaining 0..7 bytes, zero-filled above
 * them, is xored into x (a name whose length is a multiple of 8 ends with an
 * empty last word), and the result is
 *     fold_hash(x, y) = ((y ^ x * G) * G) >> 32,  G = 0x61C8864680B583EB.
 * Words are read in the machine's byte order, as the kernel does, so the
 * values differ between little- and big-endian machines (for one machine
 * they equal full_name_hash(NULL, name, len) of a 64-bit kernel). */
#include "internal.h"
#include "util.h"
#include "memtune.h"
#include "memtune/cpu.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define NAMES_BE 1
#else
#define NAMES_BE 0
#endif

#if defined(__has_attribute)
#if __has_attribute(no_sanitize_address)
#define MT_NO_ASAN __attribute__((no_sanitize_address))
#endif
#endif
#ifndef MT_NO_ASAN
#define MT_NO_ASAN
#endif

#define PAGE 4096u
#define SLASHES 0x2f2f2f2f2f2f2f2full      /* '/' in every byte */
#define LOWS7 0x7f7f7f7f7f7f7f7full
#define GOLDEN_RATIO_64 0x61C8864680B583EBull

/* ---- word-at-a-time building blocks ------------------------------------ */

/* Bytes [0, k) of a word in memory order, k in 0..7. */
static inline uint64_t bytemask(size_t k)
{
    return NAMES_BE ? ~(~0ull >> (8 * k)) : (1ull << (8 * k)) - 1;
}

/* High bit set in zero bytes. Little-endian uses the kernel's 3-operation
 * has_zero: it may also flag bytes above the first zero (a borrow runs
 * upward), which are later in memory, so the first flagged byte is exact.
 * On big-endian "upward" is earlier in memory, so there we use the exact
 * form, which has no cross-byte carries: (v & 0x7f) + 0x7f sets bit 7 in
 * every byte whose low 7 bits are not all zero. */
static inline uint64_t zero_bits(uint64_t v)
{
    if (NAMES_BE)
        return ~(((v & LOWS7) + LOWS7) | v | LOWS7);
    return (v - MT_ONES) & ~v & MT_HIGHS;
}

/* Flags NUL and '/' bytes (the first flagged byte is exact). */
static inline uint64_t term_bits(uint64_t v)
{
    return zero_bits(v) | zero_bits(v ^ SLASHES);
}

/* Index in memory order of the first flagged byte; m != 0. */
static inline size_t first_byte(uint64_t m)
{
    return (size_t)(NAMES_BE ? __builtin_clzll(m) : __builtin_ctzll(m)) >> 3;
}

static inline uint64_t rol64(uint64_t w, unsigned r)
{
    return (w << r) | (w >> (64 - r));
}

#define HASH_MIX(x, y, a) \
    ((x) ^= (a), (y) ^= (x), (x) = rol64((x), 12), (x) += (y), \
     (y) = rol64((y), 45), (y) *= 9)

static inline uint32_t fold_hash(uint64_t x, uint64_t y)
{
    y ^= x * GOLDEN_RATIO_64;
    y *= GOLDEN_RATIO_64;
    return (uint32_t)(y >> 32);
}

/* The k (1..7) bytes at p as a word, bytes k..7 zero; reads only [p, p+k).
 * Two overlapping 4- or 2-byte loads: the overlap holds the same bytes in
 * both, so or-ing them is exact. */
static inline uint64_t load_partial(const char *p, size_t k)
{
    if (k >= 4) {
        uint64_t lo = mt_load32(p), hi = mt_load32(p + k - 4);
        return NAMES_BE ? lo << 32 | hi << (32 - 8 * (k - 4)) : lo | hi << (8 * (k - 4));
    }
    if (k >= 2) {
        uint64_t lo = mt_load16(p), hi = mt_load16(p + k - 2);
        return NAMES_BE ? lo << 48 | hi << (48 - 8 * (k - 2)) : lo | hi << (8 * (k - 2));
    }
    uint64_t b = (uint8_t)p[0];
    return NAMES_BE ? b << 56 : b;
}

/* An 8-byte word at p whose first k (1..7) bytes are name bytes; bytes
 * k..7 are unspecified (the caller masks them). Cannot fault: the unaligned
 * load is used when it stays on p's page, or when the name itself runs onto
 * the next page (so that page is mapped); otherwise the k bytes all sit in
 * the last aligned word of p's page, which is loaded and shifted down. */
static inline MT_NO_ASAN uint64_t load_tail(const char *p, size_t k)
{
    uintptr_t off = (uintptr_t)p & (PAGE - 1);
    if (MT_LIKELY(off <= PAGE - 8 || off + k > PAGE))
        return mt_load64(p);
    uint64_t w = mt_load64((const char *)((uintptr_t)p & ~(uintptr_t)7));
    unsigned sh = 8 * (unsigned)(off & 7);
    return NAMES_BE ? w << sh : w >> sh;
}

/* The page-end case of load_word (kept out of line: at most once per
 * 4096 bytes of input). p is in the last 7 bytes of its page. */
static __attribute__((noinline, cold)) MT_NO_ASAN uint64_t load_word_page_end(const char *p)
{
    uintptr_t off = (uintptr_t)p & (PAGE - 1);
    size_t have = PAGE - off;                       /* 1..7 bytes on this page */
    uint64_t w = mt_load64((const char *)((uintptr_t)p & ~(uintptr_t)7));
    unsigned sh = 8 * (unsigned)(off & 7);
    w = NAMES_BE ? w << sh : w >> sh;               /* zeros above `have` */
    if (term_bits(w) & bytemask(have))
        return w;          /* the component ends on this page */
    return mt_load64(p);   /* it goes on, so the next page is mapped */
}

/* The 8 bytes at p of a NUL- or '/'-terminated string whose end is not
 * known yet; bytes after the first terminator may read as zero. */
static inline MT_NO_ASAN uint64_t load_word(const char *p)
{
    if (MT_LIKELY(((uintptr_t)p & (PAGE - 1)) <= PAGE - 8))
        return mt_load64(p);
    return load_word_page_end(p);
}

/* Stores the first k (1..8) bytes of w at p, in memory order; writes only
 * [p, p+k). */
static inline void store_partial(char *p, uint64_t w, size_t k)
{
    if (k == 8) {
        mt_store64(p, w);
        return;
    }
    /* The second store takes bytes k-4.. (k-2..) of w: shift them to the
     * low end of the word (little-endian) or to the top of the 32/16-bit
     * value (big-endian). */
    if (k >= 4) {
        mt_store32(p, (uint32_t)(NAMES_BE ? w >> 32 : w));
        mt_store32(p + k - 4, (uint32_t)(NAMES_BE ? w >> (8 * (8 - k)) : w >> (8 * (k - 4))));
        return;
    }
    if (k >= 2) {
        mt_store16(p, (uint16_t)(NAMES_BE ? w >> 48 : w));
        mt_store16(p + k - 2, (uint16_t)(NAMES_BE ? w >> (8 * (8 - k)) : w >> (8 * (k - 2))));
        return;
    }
    p[0] = (char)(NAMES_BE ? w >> 56 : w);
}

/* ---- name_eq strategies ------------------------------------------------ */

/* Nick Piggin's dentry_memcmp (commit 9d55c369bb5e, 2011), also the oracle.
 * Kept a byte loop: no vectorisation (clang does not vectorise early-exit
 * loops; GCC 12 does not either, but say so). */
#if defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("no-tree-vectorize")))
#endif
bool mt_name_eq_byte_loop(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            return false;
    return true;
}

/* dentry_string_cmp: whole words while 8 or more bytes remain, then the
 * last 1..7 bytes as one word masked with bytemask(n) (load_tail). */
MT_NO_ASAN bool mt_name_eq_word_masked(const char *a, const char *b, size_t n)
{
    for (; n >= 8; a += 8, b += 8, n -= 8)
        if (mt_load64(a) != mt_load64(b))
            return false;
    if (!n)
        return true;
    return ((load_tail(a, n) ^ load_tail(b, n)) & bytemask(n)) == 0;
}

/* George Spelvin's variant from the thread: for n >= 8, whole words and one
 * last word that overlaps the previous one (no mask, no over-read); below
 * 8, two overlapping 4- or 2-byte loads. Reads only [p, p+n). */
bool mt_name_eq_overlap_word(const char *a, const char *b, size_t n)
{
    if (n >= 8) {
        size_t last = n - 8;
        for (size_t i = 0; i < last; i += 8)
            if (mt_load64(a + i) != mt_load64(b + i))
                return false;
        return mt_load64(a + last) == mt_load64(b + last);
    }
    if (n >= 4)
        return ((mt_load32(a) ^ mt_load32(b)) |
                (mt_load32(a + n - 4) ^ mt_load32(b + n - 4))) == 0;
    if (n >= 2)
        return ((mt_load16(a) ^ mt_load16(b)) |
                (mt_load16(a + n - 2) ^ mt_load16(b + n - 2))) == 0;
    return n == 0 || a[0] == b[0];
}

/* mt_name_eq is resolved by src/dispatch.c like the other entry points:
 * the first MT_STRAT_LADDER row of name_eq in the registry this CPU can
 * run. Measured on /usr's names with
 *   taskset -c 1 memtune bench names
 * (Zen 4, ns per call, equal / unequal pairs): avx512 4.4 / 4.0, vector
 * 6.0 / 5.4, overlap_word 9.2 / 4.9, word_masked 10.5 / 4.3, repe_cmpsb
 * 13.4 / 13.4, byte_loop 21.7 / 6.3; libc memcmp 4.3 / 4.8, an empty call
 * 2.2 (the loop and the indirect call). The lengths of real names change on
 * every call, so the winners are the ones without a length ladder: avx512,
 * else vector, else word_masked (the kernel's choice).
 * A standalone build of this file (tests/test_names.c -DNAMES_STANDALONE,
 * for big-endian cross checks) has no dispatcher and uses word_masked. */
#if defined(NAMES_STANDALONE)
bool mt_name_eq(const char *a, const char *b, size_t len)
{
    return mt_name_eq_word_masked(a, b, len);
}
#endif

/* ---- hashing ------------------------------------------------------------ */

/* Counted form: reads only [s, s+n). The last 1..7 bytes come from the
 * word that ends at s+n, shifted down (n >= 8), or from load_partial. */
uint32_t mt_hash_bytes(const char *s, size_t n)
{
    uint64_t x = 0, y = 0;
    const char *end = s + n;
    size_t k = n & 7;
    bool has_word = n >= 8;
    for (; n >= 8; s += 8, n -= 8)
        HASH_MIX(x, y, mt_load64(s));
    if (k) {
        if (has_word) {
            uint64_t w = mt_load64(end - 8);
            unsigned sh = 8 * (unsigned)(8 - k);
            x ^= NAMES_BE ? w << sh : w >> sh;
        } else {
            x ^= load_partial(s, k);
        }
    }
    return fold_hash(x, y);
}

/* Terminated form: the word loop of the kernel's hash_name(). */
MT_NO_ASAN uint64_t mt_hash_name(const char *name)
{
    uint64_t x = 0, y = 0, a, m;
    size_t len = 0;
    for (;;) {
        a = load_word(name + len);
        m = term_bits(a);
        if (m)
            break;
        HASH_MIX(x, y, a);
        len += 8;
    }
    size_t z = first_byte(m);
    x ^= a & bytemask(z);
    return (uint64_t)fold_hash(x, y) << 32 | (uint32_t)(len + z);
}

/* ---- copy + hash in one pass (strhash_from_user) ----------------------- */

MT_NO_ASAN ptrdiff_t mt_copy_component(char *restrict dst, size_t size,
                                       const char *restrict src, uint64_t *restrict hash_len)
{
    uint64_t x = 0, y = 0, a, m;
    size_t len = 0, z;
    if (size == 0)
        return -1;
    for (;;) {
        a = load_word(src + len);
        m = term_bits(a);
        if (m)
            break;
        if (len + 8 >= size) {        /* 8 more bytes and a NUL do not fit */
            z = size - 1 - len;
            goto too_big;
        }
        mt_store64(dst + len, a);
        HASH_MIX(x, y, a);
        len += 8;
    }
    z = first_byte(m);
    if (len + z >= size) {
        z = size - 1 - len;
        goto too_big;
    }
    a &= bytemask(z);                 /* the NUL, then zero padding */
    x ^= a;
    store_partial(dst + len, a, size - len < 8 ? size - len : 8);
    if (hash_len)
        *hash_len = (uint64_t)fold_hash(x, y) << 32 | (uint32_t)(len + z);
    return (ptrdiff_t)(len + z);
too_big:                              /* strscpy: truncate, terminate, fail */
    store_partial(dst + len, a & bytemask(z), z + 1);
    return -1;
}
