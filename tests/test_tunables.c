/* Knobs, tunables strings, profiles, forcing and the environment.
 *
 * The contract under test (include/memtune.h, include/memtune/knobs.h):
 * every user-facing input is applied all or nothing; a bad one is rejected
 * with a one-line reason and changes no knob, no forced strategy and no CPU
 * feature. The environment variables are tested in child processes (this
 * binary re-executed with --child), so each one meets a fresh mt_init().
 *
 * Prints "N passed, N failed, N skipped"; exits 1 on any failure. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <setjmp.h>
#include <signal.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>
#include "memtune.h"
#include "memtune/cpu.h"
#include "memtune/knobs.h"
#include "memtune/registry.h"
#include "internal.h" /* mt_profile_parse */
#if MT_ARCH_X86_64
#include <cpuid.h>
#endif
#if defined(__x86_64__)
#include "safecopy/safecopy.h" /* the safe copy's rep movsb thresholds and bodies */
#endif

extern char **environ;

static unsigned npass, nfail, nskip;

static void check(bool ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void check(bool ok, const char *fmt, ...)
{
    if (ok) {
        npass++;
        return;
    }
    nfail++;
    va_list ap;
    va_start(ap, fmt);
    printf("FAIL ");
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
}

/* A rejection: -1, a non-empty single-line reason, nothing changed. */
static void check_rejected(const char *what, const char *input, int rc, const char *err,
                           const void *before, const void *after, size_t len)
{
    check(rc == -1, "%s('%s'): accepted (rc %d), want rejected", what, input, rc);
    check(err[0] != 0, "%s('%s'): rejected without a reason", what, input);
    check(!strchr(err, '\n'), "%s('%s'): reason has a newline: '%s'", what, input, err);
    check(!memcmp(before, after, len), "%s('%s'): rejected but changed the knobs", what, input);
}

static bool knobs_eq(const struct mt_knobs *a, const struct mt_knobs *b)
{
    return !memcmp(a, b, sizeof *a);
}

/* ---- mt_parse_size ---------------------------------------------------------- */

static void test_parse_size(void)
{
    static const struct { const char *s; size_t v; } good[] = {
        { "0", 0 }, { "1", 1 }, { "4096", 4096 }, { "0x1000", 4096 }, { "0X1f", 31 },
        { "0xFF", 255 }, { "4K", 4096 }, { "4k", 4096 }, { "3M", 3u << 20 }, { "3m", 3u << 20 },
        { "2G", (size_t)2 << 30 }, { "never", SIZE_MAX }, { "max", SIZE_MAX },
        { "18446744073709551615", SIZE_MAX }, { "0xffffffffffffffff", SIZE_MAX },
        { "007", 7 }, { "16777215G", (size_t)16777215 << 30 },
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        size_t v = 12345;
        int rc = mt_parse_size(good[i].s, strlen(good[i].s), &v);
        check(rc == 0 && v == good[i].v, "mt_parse_size('%s') = %d, %zu; want 0, %zu", good[i].s, rc, v,
              good[i].v);
    }
    static const char *const bad[] = {
        "", "x", "-1", "+1", "1.5", "12x", "4KB", "K", "0x", "0xg", "0x10K", "18446744073709551616",
        "99999999999999999999999", "17179869184G", "18446744073709551615K", "0x1K", "1T", " 1", "1 ", "Never", "nevermore",
        "maximum", "0x1g", "1k2",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        size_t v = 777;
        int rc = mt_parse_size(bad[i], strlen(bad[i]), &v);
        check(rc == -1 && v == 777, "mt_parse_size('%s') = %d, %zu; want -1 and the output untouched", bad[i],
              rc, v);
    }
    /* Only len bytes are read. */
    size_t v = 0;
    check(mt_parse_size("4096junk", 4, &v) == 0 && v == 4096, "mt_parse_size('4096junk', 4) = %zu", v);
    check(mt_parse_size("neverX", 5, &v) == 0 && v == SIZE_MAX, "mt_parse_size('neverX', 5)");
    check(mt_parse_size("12", 0, &v) == -1, "mt_parse_size(len 0) accepted");
}

/* ---- knob table, mt_knobs_parse, mt_knobs_format ---------------------------- */

/* struct mt_knobs is ABI: programs built against an older header read and
 * write these offsets. Written out here, not made from the list, so that a
 * knob inserted or moved in MT_KNOBS fails to compile; new knobs append. */
#define ABI(field, off)                                                        \
    _Static_assert(offsetof(struct mt_knobs, field) == (off) * sizeof(size_t), \
                   "struct mt_knobs." #field " moved: the layout is ABI, append new knobs")
ABI(memcpy_rep_movsb_from, 0);
ABI(memcpy_nt_from, 1);
ABI(memmove_rep_movsb_from, 2);
ABI(memmove_nt_from, 3);
ABI(memset_rep_stosb_from, 4);
ABI(memset_nt_from, 5);
ABI(memcmp_repe_cmpsb_from, 6);
ABI(bcmp_repe_cmpsb_from, 7);
ABI(memcpy_mops_from, 8);
ABI(memmove_mops_from, 9);
ABI(memset_mops_from, 10);
ABI(memset_dc_zva_from, 11);
ABI(memcmp_sve_from, 12);
ABI(bcmp_sve_from, 13);
ABI(memcpy_vsx_from, 14);
ABI(memmove_vsx_from, 15);
ABI(memset_dcbz_from, 16);
ABI(memcpy_vec_from, 17);
ABI(memcpy_rep_movsb_skewed_from, 18);
ABI(memmove_rep_movsb_skewed_from, 19);
ABI(memcpy_rep_movsb_huge_from, 20);
ABI(memmove_rep_movsb_huge_from, 21);
ABI(memcpy_loop64_from, 22);
ABI(memmove_loop64_from, 23);
ABI(memcmp_loop64_from, 24);
ABI(bcmp_loop64_from, 25);
ABI(memcpy_rep_movsb_near_from, 26);
ABI(memmove_rep_movsb_near_from, 27);
#undef ABI

/* The offsets the assembly ladders read (KNOB(field), src/knob_offsets.h),
 * as the assembler counted them (knob_offsets.S), against the table's. */
extern const uint64_t mt_test_knob_offsets[];

static void test_knob_offsets(void)
{
    size_t n, i;
    const struct mt_knob_desc *t = mt_knob_table(&n);
    for (i = 0; i < n && mt_test_knob_offsets[i] != UINT64_MAX; i++)
        check(mt_test_knob_offsets[i] == t[i].offset, "knob %s: the assembly reads offset %" PRIu64 ", the struct has it at %zu",
              t[i].name, mt_test_knob_offsets[i], t[i].offset);
    check(i == n && mt_test_knob_offsets[i] == UINT64_MAX, "the assembly has offsets for %zu knobs, the table %zu", i, n);
}

static void test_knob_table(void)
{
    size_t n;
    const struct mt_knob_desc *t = mt_knob_table(&n);
    check(n > 0, "mt_knob_table is empty");
    for (size_t i = 0; i < n; i++) {
        check(mt_knob_find(t[i].name) == &t[i], "mt_knob_find('%s') does not find its row", t[i].name);
        check(t[i].doc && t[i].doc[0], "knob %s has no doc line", t[i].name);
        check(t[i].offset + sizeof(size_t) <= sizeof(struct mt_knobs) && t[i].offset % sizeof(size_t) == 0,
              "knob %s has a bad offset", t[i].name);
        check(strchr(t[i].name, '.') != NULL, "knob %s is not op.name", t[i].name);
        for (size_t j = 0; j < i; j++)
            check(strcmp(t[i].name, t[j].name) && t[i].offset != t[j].offset,
                  "knobs %s and %s collide", t[i].name, t[j].name);
    }
    check(mt_knob_find("memcpy.nosuch") == NULL, "mt_knob_find found a knob that does not exist");
    check(mt_knob_find("") == NULL, "mt_knob_find('') found something");
    check(n * sizeof(size_t) == sizeof(struct mt_knobs), "struct mt_knobs has %zu fields, the table %zu",
          sizeof(struct mt_knobs) / sizeof(size_t), n);
}

static void test_knobs_parse(void)
{
    struct mt_knobs k, before;
    char err[256];
    mt_knobs_defaults(&k, mt_cpu()->features);

    /* Good strings. */
    before = k;
    int rc = mt_knobs_parse(&k, "memcpy.rep_movsb_from=2048:memcpy.nt_from=33554432", err, sizeof err);
    check(rc == 0, "mt_knobs_parse(good) = %d: %s", rc, err);
    check(k.memcpy_rep_movsb_from == 2048 && k.memcpy_nt_from == 33554432, "good string not applied");
    struct mt_knobs expect = before;
    expect.memcpy_rep_movsb_from = 2048;
    expect.memcpy_nt_from = 33554432;
    check(knobs_eq(&k, &expect), "good string changed other knobs");
    rc = mt_knobs_parse(&k, "memset.nt_from=never:memcmp.repe_cmpsb_from=0x40:bcmp.repe_cmpsb_from=1K", err,
                        sizeof err);
    check(rc == 0 && k.memset_nt_from == SIZE_MAX && k.memcmp_repe_cmpsb_from == 64 &&
          k.bcmp_repe_cmpsb_from == 1024, "never/hex/K values: rc %d", rc);
    rc = mt_knobs_parse(&k, "memcpy.nt_from=1M:memcpy.nt_from=2M", err, sizeof err);
    check(rc == 0 && k.memcpy_nt_from == (size_t)2 << 20, "a repeated knob: the last one wins");

    /* Malformed strings: rejected with a reason, no knob changed. */
    static const char *const bad[] = {
        "",                                   /* empty */
        "memcpy.nosuch=1",                    /* unknown knob */
        "nosuch=1",
        "memcpy.nt_from",                     /* missing '=' */
        "memcpy.nt_from=12q",                 /* bad number */
        "memcpy.nt_from=",                    /* empty value */
        "memcpy.nt_from=-1",
        "memcpy.nt_from=99999999999999999999999", /* overflow */
        "memcpy.nt_from=17179869184G",
        "memcpy.nt_from=1:",                  /* trailing ':' */
        ":memcpy.nt_from=1",                  /* leading ':' */
        "memcpy.nt_from=1::memset.nt_from=2", /* empty entry */
        ":",
        "=5",
        "memcpy.nt_from=5:bogus=1",           /* all or nothing */
        "memcpy.nt_from=5:memset.nt_from=x",
        "memcpy.nt_from= 5",
        "memcpy.nt_from =5",
        "MEMCPY.NT_FROM=5",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        before = k;
        err[0] = 0;
        rc = mt_knobs_parse(&k, bad[i], err, sizeof err);
        check_rejected("mt_knobs_parse", bad[i], rc, err, &before, &k, sizeof k);
    }
    before = k;
    check(mt_knobs_parse(&k, NULL, err, sizeof err) == -1 && knobs_eq(&k, &before), "NULL string accepted");
    /* A short error buffer stays terminated; none at all is allowed. */
    char small[8];
    memset(small, 'x', sizeof small);
    rc = mt_knobs_parse(&k, "bogus=1", small, sizeof small);
    check(rc == -1 && memchr(small, 0, sizeof small) != NULL, "short err buffer not NUL-terminated");
    check(mt_knobs_parse(&k, "bogus=1", NULL, 0) == -1 && knobs_eq(&k, &before), "NULL err buffer");
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* The documented ranges (include/memtune/knobs.h): non-temporal and rep
 * movsb above it (huge) from 16 KiB (or never), rep movsb/stosb (skewed and
 * near too) 0 (always) or from 128, repe cmpsb 0 or from 16. Written out here so a
 * change to them has to change this test too. */
static bool knob_value_ok(const char *name, size_t v)
{
    if (v == SIZE_MAX)
        return true;
    if (strstr(name, ".nt_from") || strstr(name, "rep_movsb_huge_from"))
        return v >= 16384;
    if (strstr(name, "rep_movsb_from") || strstr(name, "rep_movsb_skewed_from") || strstr(name, "rep_movsb_near_from") ||
        strstr(name, "rep_stosb_from"))
        return v == 0 || v >= 128;
    if (strstr(name, "repe_cmpsb_from"))
        return v == 0 || v >= 16;
    return true;
}

static size_t random_knob_value_any(void);
static size_t random_knob_value(const char *name)
{
    for (;;) {
        size_t v = random_knob_value_any();
        if (knob_value_ok(name, v))
            return v;
    }
}

static size_t random_knob_value_any(void)
{
    switch (rnd() % 6) {
    case 0: return 0;
    case 1: return SIZE_MAX;
    case 2: return 1;
    case 3: return (size_t)(rnd() % ((uint64_t)1 << 40));
    case 4: return (size_t)rnd() | 1;        /* anything, up to SIZE_MAX - 1 */
    default: return (size_t)1 << (rnd() % 40);
    }
}

static void test_knobs_format(void)
{
    size_t n;
    const struct mt_knob_desc *t = mt_knob_table(&n);
    char buf[2048], err[256];
    for (int iter = 0; iter < 300; iter++) {
        struct mt_knobs k, base, back;
        mt_knobs_defaults(&base, mt_cpu()->features);
        k = base;
        for (size_t i = 0; i < n; i++)
            if (iter < 100 || rnd() % 3 == 0)
                *mt_knob_ptr(&k, &t[i]) = random_knob_value(t[i].name);
        /* Everything, then parsed back over other values. */
        size_t len = mt_knobs_format(&k, NULL, buf, sizeof buf);
        check(len == strlen(buf), "mt_knobs_format returned %zu for a %zu-byte string", len, strlen(buf));
        memset(&back, 0x5a, sizeof back);
        int rc = mt_knobs_parse(&back, buf, err, sizeof err);
        check(rc == 0 && knobs_eq(&back, &k), "round trip of '%s' failed: %s", buf, rc ? err : "values differ");
        /* Only the differences from a base, parsed back over the base. */
        len = mt_knobs_format(&k, &base, buf, sizeof buf);
        back = base;
        if (knobs_eq(&k, &base)) {
            check(len == 0 && buf[0] == 0, "no differences formatted as '%s'", buf);
        } else {
            rc = mt_knobs_parse(&back, buf, err, sizeof err);
            check(rc == 0 && knobs_eq(&back, &k), "diff round trip of '%s' failed", buf);
        }
    }
    /* Truncation: the return value is the length needed; the buffer stays a
     * terminated prefix. */
    struct mt_knobs k;
    mt_knobs_defaults(&k, mt_cpu()->features);
    size_t need = mt_knobs_format(&k, NULL, NULL, 0);
    char full[2048];
    check(mt_knobs_format(&k, NULL, full, sizeof full) == need && strlen(full) == need,
          "format length with no buffer (%zu) differs from the string (%zu)", need, strlen(full));
    char small[11];
    memset(small, 'x', sizeof small);
    size_t r = mt_knobs_format(&k, NULL, small, sizeof small);
    check(r == need && strlen(small) == sizeof small - 1 && !strncmp(small, full, sizeof small - 1),
          "truncated format: returned %zu, wrote '%.*s'", r, (int)sizeof small, small);
}

static void test_tunables_apply(void)
{
    char err[256];
    struct mt_knobs saved = *mt_knobs_live();
    int rc = mt_tunables_apply("memcpy.nt_from=123456", err, sizeof err);
    check(rc == 0, "mt_tunables_apply(memcpy.nt_from=123456): %s", err);
    check(rc == 0 && mt_knobs_live()->memcpy_nt_from == 123456, "mt_tunables_apply(good) = %d", rc);
    struct mt_knobs before = *mt_knobs_live();
    rc = mt_tunables_apply("memcpy.nt_from=5:memset.bogus=1", err, sizeof err);
    check_rejected("mt_tunables_apply", "memcpy.nt_from=5:memset.bogus=1", rc, err, &before, mt_knobs_live(),
                   sizeof *mt_knobs_live());
    *mt_knobs_live() = saved;
}

/* ---- profiles ------------------------------------------------------------------ */

static char cpu_line[128], other_vendor[128], other_family[128], other_model[128];

static void make_cpu_lines(void)
{
    const struct mt_cpu_info *ci = mt_cpu();
    snprintf(cpu_line, sizeof cpu_line, "cpu %s %u %u", ci->vendor, ci->family, ci->model);
    snprintf(other_vendor, sizeof other_vendor, "cpu %s %u %u",
             strcmp(ci->vendor, "GenuineIntel") ? "GenuineIntel" : "AuthenticAMD", ci->family, ci->model);
    snprintf(other_family, sizeof other_family, "cpu %s %u %u", ci->vendor, ci->family + 1, ci->model);
    snprintf(other_model, sizeof other_model, "cpu %s %u %u", ci->vendor, ci->family, ci->model + 1);
}

/* A profile as `memtune calibrate` writes it: comment, version, blank line,
 * cpu, tunables, `extra` (a line, or NULL), then the end marker. */
static void profile_text_x(char *buf, size_t len, const char *version, const char *cpu, const char *tun,
                           const char *extra, const char *eol)
{
    size_t k = (size_t)snprintf(buf, len, "# memtune profile%s%s", eol, "");
    if (version)
        k += (size_t)snprintf(buf + k, len - k, "%s%s", version, eol);
    k += (size_t)snprintf(buf + k, len - k, "%s", eol); /* a blank line */
    if (cpu)
        k += (size_t)snprintf(buf + k, len - k, "%s%s", cpu, eol);
    if (tun)
        k += (size_t)snprintf(buf + k, len - k, "%s%s", tun, eol);
    if (extra)
        k += (size_t)snprintf(buf + k, len - k, "%s%s", extra, eol);
    snprintf(buf + k, len - k, "end%s", eol);
}

static void profile_text(char *buf, size_t len, const char *version, const char *cpu, const char *tun,
                         const char *eol)
{
    profile_text_x(buf, len, version, cpu, tun, NULL, eol);
}

/* A profile cut short (a full disk, a size limit, a crash while writing)
 * must never load: every proper prefix of a good one is rejected, the
 * ones that end inside the last lines with "truncated profile: no end
 * marker", and nothing changes. */
static void test_profile_truncated(void)
{
    char text[1024], err[256];
    struct mt_knobs k, before;
    mt_knobs_defaults(&k, mt_cpu()->features);
    profile_text(text, sizeof text, "memtune-profile 1", cpu_line,
                 "tunables memcpy.rep_movsb_from=4096:memcpy.nt_from=1M:memmove.nt_from=12345678", "\n");
    size_t len = strlen(text), end_at = (size_t)(strstr(text, "\nend\n") - text) + 4;
    struct mt_knobs good = k;
    check(mt_profile_parse(&good, text, len, err, sizeof err) == 0, "the untruncated profile is rejected: %s", err);
    size_t accepted = 0, marker_msgs = 0;
    for (size_t l = 0; l < len; l++) {
        before = k;
        err[0] = 0;
        int rc = mt_profile_parse(&k, text, l, err, sizeof err);
        if (l >= end_at) { /* "end" is there, only its newline is missing */
            check(rc == 0, "profile without its final newline rejected: %s", err);
            k = before;
            continue;
        }
        if (rc == 0)
            accepted++;
        else if (!strcmp(err, "truncated profile: no end marker"))
            marker_msgs++;
        check(rc == -1 && knobs_eq(&k, &before), "profile cut after %zu of %zu bytes: rc %d, knobs %s", l, len, rc,
              knobs_eq(&k, &before) ? "unchanged" : "CHANGED");
        k = before;
    }
    check(accepted == 0, "%zu truncated profiles loaded", accepted);
    /* every cut after the version line (those inside the tunables line
     * used to load silently with knobs missing) says what happened */
    size_t vl = (size_t)(strstr(text, "memtune-profile 1\n") - text) + 17;
    check(marker_msgs == end_at - vl, "only %zu of the %zu cuts after the version line said "
          "'truncated profile: no end marker'", marker_msgs, end_at - vl);
    /* the marker is the last line: text after it is refused */
    char more[1100];
    snprintf(more, sizeof more, "%stunables memcpy.nt_from=1\n", text);
    before = k;
    check(mt_profile_parse(&k, more, strlen(more), err, sizeof err) == -1 && knobs_eq(&k, &before),
          "a tunables line after the end marker was accepted");
}

static void test_profile_parse(void)
{
    char text[4096], err[256];
    struct mt_knobs k, before, want;
    mt_knobs_defaults(&k, mt_cpu()->features);
    want = k;
    want.memcpy_rep_movsb_from = 4096;
    want.memset_nt_from = (size_t)1 << 20;
    const char *tun = "tunables memcpy.rep_movsb_from=4096:memset.nt_from=1M";

    /* Good: LF, CRLF, no final newline, indentation, comments. */
    const char *eols[] = { "\n", "\r\n" };
    for (int e = 0; e < 2; e++) {
        struct mt_knobs g = k;
        profile_text(text, sizeof text, "memtune-profile 1", cpu_line, tun, eols[e]);
        int rc = mt_profile_parse(&g, text, strlen(text), err, sizeof err);
        check(rc == 0 && knobs_eq(&g, &want), "good profile (%s line ends) rejected: %s", e ? "CRLF" : "LF",
              rc ? err : "values differ");
    }
    {
        struct mt_knobs g = k;
        snprintf(text, sizeof text, "  memtune-profile 1\n\t%s  \n# comment\n%s\n  end", cpu_line, tun);
        int rc = mt_profile_parse(&g, text, strlen(text), err, sizeof err);
        check(rc == 0 && knobs_eq(&g, &want), "indented profile without final newline rejected: %s",
              rc ? err : "values differ");
    }

    /* Bad ones. */
    char longtun[1400];
    memset(longtun, 0, sizeof longtun);
    strcpy(longtun, "tunables memcpy.nt_from=1");
    for (size_t i = strlen(longtun); i + 20 < sizeof longtun; i += 17)
        memcpy(longtun + i, ":memcpy.nt_from=1", 17);
    char cpu_junk[160];
    snprintf(cpu_junk, sizeof cpu_junk, "%s 9", cpu_line);
    struct { const char *why, *version, *cpu, *tun, *extra; } bad[] = {
        { "empty", NULL, NULL, NULL, NULL },
        { "no version line", NULL, cpu_line, tun, NULL },
        { "version 2", "memtune-profile 2", cpu_line, tun, NULL },
        { "version 10", "memtune-profile 10", cpu_line, tun, NULL },
        { "version 1x", "memtune-profile 1x", cpu_line, tun, NULL },
        { "version missing", "memtune-profile", cpu_line, tun, NULL },
        { "other vendor", "memtune-profile 1", other_vendor, tun, NULL },
        { "other family", "memtune-profile 1", other_family, tun, NULL },
        { "other model", "memtune-profile 1", other_model, tun, NULL },
        { "cpu line short", "memtune-profile 1", "cpu AuthenticAMD 25", tun, NULL },
        { "cpu line not numbers", "memtune-profile 1", "cpu AuthenticAMD x 17", tun, NULL },
        { "cpu line trailing junk", "memtune-profile 1", cpu_junk, tun, NULL },
        { "no cpu line", "memtune-profile 1", NULL, tun, NULL },
        { "no tunables line", "memtune-profile 1", cpu_line, NULL, NULL },
        { "bad tunables", "memtune-profile 1", cpu_line, "tunables memcpy.bogus=1", NULL },
        { "bad tunables value", "memtune-profile 1", cpu_line, "tunables memcpy.nt_from=12q", NULL },
        { "empty tunables", "memtune-profile 1", cpu_line, "tunables ", NULL },
        { "unknown line", "memtune-profile 1", cpu_line, tun, "colour blue" },
        { "bad line after good tunables", "memtune-profile 1", cpu_line, tun, "tunables memset.nt_from=x" },
        { "tunables line too long", "memtune-profile 1", cpu_line, longtun, NULL },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        profile_text_x(text, sizeof text, bad[i].version, bad[i].cpu, bad[i].tun, bad[i].extra, "\n");
        if (!bad[i].version && !bad[i].cpu && !bad[i].tun && !bad[i].extra)
            text[0] = 0;
        before = k;
        err[0] = 0;
        int rc = mt_profile_parse(&k, text, strlen(text), err, sizeof err);
        check_rejected("mt_profile_parse", bad[i].why, rc, err, &before, &k, sizeof k);
    }
}

static char tmpdir[256];

static const char *write_file(const char *name, const char *text, size_t len)
{
    static char path[512];
    snprintf(path, sizeof path, "%s/%s", tmpdir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(text, 1, len, f) != len || fclose(f)) {
        perror(path);
        exit(2);
    }
    return path;
}

static void test_profile_load(void)
{
    char text[4096], err[256];
    struct mt_knobs saved = *mt_knobs_live();
    profile_text(text, sizeof text, "memtune-profile 1", cpu_line, "tunables memcpy.nt_from=777777", "\n");
    const char *p = write_file("good.profile", text, strlen(text));
    int rc = mt_profile_load(p, err, sizeof err);
    check(rc == 0 && mt_knobs_live()->memcpy_nt_from == 777777, "mt_profile_load(good) = %d: %s", rc, rc ? err : "");

    struct mt_knobs before = *mt_knobs_live();
    profile_text(text, sizeof text, "memtune-profile 1", other_model, "tunables memcpy.nt_from=1", "\n");
    p = write_file("foreign.profile", text, strlen(text));
    rc = mt_profile_load(p, err, sizeof err);
    check_rejected("mt_profile_load", "foreign cpu", rc, err, &before, mt_knobs_live(), sizeof *mt_knobs_live());

    rc = mt_profile_load("/nonexistent/memtune.profile", err, sizeof err);
    check_rejected("mt_profile_load", "/nonexistent/memtune.profile", rc, err, &before, mt_knobs_live(),
                   sizeof *mt_knobs_live());

    /* Larger than any real profile: refused rather than read in part. */
    static char big[20000];
    profile_text(big, sizeof big, "memtune-profile 1", cpu_line, "tunables memcpy.nt_from=1", "\n");
    size_t bl = strlen(big);
    while (bl + 20 < sizeof big) {
        memcpy(big + bl, "# padding comment\n", 18);
        bl += 18;
    }
    p = write_file("big.profile", big, bl);
    rc = mt_profile_load(p, err, sizeof err);
    check_rejected("mt_profile_load", "20 KB file", rc, err, &before, mt_knobs_live(), sizeof *mt_knobs_live());
    *mt_knobs_live() = saved;
}

/* ---- forcing ------------------------------------------------------------------- */

static void test_force(void)
{
    char err[256];
    const struct mt_strategy *cur = mt_dispatch_current(MT_OP_MEMCPY);
    static const char *const bad[][2] = {
        { "memcopy", "byte_loop" }, { "memcpy", "nosuch" }, { "memcpy", "" }, { "", "byte_loop" },
        { "name_eqx", "byte_loop" }, { "memcpy", "byte_loop " }, { "MEMCPY", "byte_loop" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = 0;
        int rc = mt_force(bad[i][0], bad[i][1], err, sizeof err);
        check(rc == -1 && err[0] && !strchr(err, '\n'), "mt_force('%s', '%s') = %d (%s), want -1 and a reason",
              bad[i][0], bad[i][1], rc, err);
        check(mt_dispatch_current(MT_OP_MEMCPY) == cur, "failed mt_force('%s', '%s') changed dispatch",
              bad[i][0], bad[i][1]);
    }
    err[0] = 0;
    check(mt_force("nosuchop", NULL, err, sizeof err) == -1 && err[0], "mt_force('nosuchop', NULL) accepted");

    int rc = mt_force("memcpy", "byte_loop", err, sizeof err);
    const struct mt_strategy *s = mt_dispatch_current(MT_OP_MEMCPY);
    check(rc == 0 && s && !strcmp(s->name, "byte_loop"), "mt_force('memcpy', 'byte_loop') = %d (%s)", rc, err);
    char a[64], b[64];
    memset(a, 'a', sizeof a);
    check(mt_memcpy(b, a, sizeof a) == b && !memcmp(a, b, sizeof a), "forced mt_memcpy does not copy");
    check(mt_dispatch_current(MT_OP_MEMSET) != NULL, "forcing memcpy broke memset");
    rc = mt_force("memcpy", NULL, err, sizeof err);
    check(rc == 0 && mt_dispatch_current(MT_OP_MEMCPY) == cur, "mt_force('memcpy', NULL) did not restore dispatch");

    /* A strategy this CPU cannot run (hide the features it needs). */
    size_t n;
    const struct mt_strategy *t = mt_strategies(&n), *need = NULL;
    for (size_t i = 0; i < n && !need; i++)
        if (t[i].op == MT_OP_MEMCPY && t[i].needs)
            need = &t[i];
    if (!need) {
        printf("skip: no memcpy strategy needs a CPU feature here\n");
        nskip++;
        return;
    }
    const struct mt_cpu_info *ci = mt_cpu();
    uint64_t user = ci->detected & ~ci->features;
    mt_cpu_disable(user | need->needs);
    mt_dispatch_reset();
    const struct mt_strategy *cur2 = mt_dispatch_current(MT_OP_MEMCPY);
    err[0] = 0;
    rc = mt_force("memcpy", need->name, err, sizeof err);
    check(rc == -1 && err[0], "mt_force('memcpy', '%s') with its features hidden = %d", need->name, rc);
    check(mt_dispatch_current(MT_OP_MEMCPY) == cur2, "refused force changed dispatch");
    check(cur2 && mt_strategy_runnable(cur2, mt_cpu()->features),
          "dispatch picked %s with its features hidden", cur2 ? cur2->name : "nothing");
    mt_cpu_disable(user);
    mt_dispatch_reset();
}

static void test_cpu_features(void)
{
    char err[256];
    uint64_t m = 0;
    check(mt_cpu_parse_features("avx2,fsrm", &m, err, sizeof err) == 0 && m == (MT_CPU_AVX2 | MT_CPU_FSRM),
          "mt_cpu_parse_features('avx2,fsrm') = %#" PRIx64, m);
    check(mt_cpu_parse_features("", &m, err, sizeof err) == 0 && m == 0, "mt_cpu_parse_features('')");
    for (uint64_t bit = 1; bit; bit <<= 1) {
        const char *nm = mt_cpu_feature_name(bit);
        if (!nm)
            continue;
        m = 0;
        check(mt_cpu_parse_features(nm, &m, err, sizeof err) == 0 && m == bit, "feature name '%s' does not parse back", nm);
    }
    static const char *const bad[] = { "avx3", "avx2,bogus", "AVX2", "avx2;fsrm" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        m = 0x1234;
        err[0] = 0;
        int rc = mt_cpu_parse_features(bad[i], &m, err, sizeof err);
        check(rc == -1 && m == 0x1234 && err[0] && !strchr(err, '\n'),
              "mt_cpu_parse_features('%s') = %d, mask %#" PRIx64 ", err '%s'", bad[i], rc, m, err);
    }
}

/* Detection in two stages (src/cpu/cpu.c): the library's init reads what
 * the knobs need, mt_cpu() adds the brand string and every cache level.
 * Called before anything else asks mt_cpu(). */
static void test_cpu_stages(void)
{
    const struct mt_cpu_info *core = mt__cpu_core();
    struct mt_cpu_info before = *core;
#if MT_ARCH_X86_64
    check(before.brand[0] == 0, "x86-64: the library's init read the brand string ('%s')", before.brand);
    check(mt__libc_ready == 1, "the constructor marking libc ready did not run");
#endif
    const struct mt_cpu_info *full = mt_cpu();
    check(full == core, "mt_cpu() and mt__cpu_core() return different structures");
    check(!strcmp(full->vendor, before.vendor) && full->family == before.family && full->model == before.model &&
              full->stepping == before.stepping && full->detected == before.detected &&
              full->features == before.features && full->xcr0 == before.xcr0 &&
              full->cpuid7_0_ebx == before.cpuid7_0_ebx && full->cpuid7_1_eax == before.cpuid7_1_eax,
          "mt_cpu() changed what the library's init had detected");
    check(full->l3 == before.l3, "L3: %zu at init, %zu from the full walk", before.l3, full->l3);
#if MT_ARCH_X86_64
    unsigned a, b, c, d;
    __cpuid_count(0, 0, a, b, c, d);
    if (a >= 7) {
        /* these words came from glibc's copy when it has one */
        unsigned a7, b7, c7, d7;
        __cpuid_count(7, 0, a7, b7, c7, d7);
        check(full->cpuid7_0_ebx == b7 && full->cpuid7_0_ecx == c7 && full->cpuid7_0_edx == d7,
              "cpuid 7.0: detected %08x %08x %08x, CPUID gives %08x %08x %08x", full->cpuid7_0_ebx,
              full->cpuid7_0_ecx, full->cpuid7_0_edx, b7, c7, d7);
    }
    __cpuid_count(1, 0, a, b, c, d);
    unsigned fam = (a >> 8) & 0xf;
    if (fam == 0xf)
        fam += (a >> 20) & 0xff;
    check(full->family == fam, "family %u, CPUID gives %u", full->family, fam);
    check(full->brand[0] != 0 || full->ncache == 0, "mt_cpu(): caches listed but no brand string");
    if (full->l3)
        check(full->ncache >= 2, "mt_cpu(): an L3 but %u cache levels listed", full->ncache);
#endif
}

/* ---- the environment, in child processes ---------------------------------------- */

static char self[4096];

/* Which path a 200-byte copy with dst = src + 64 took: rep movsb moves
 * the bytes one after another, so the first 64 repeat (1); a ladder loads
 * all of them before it stores (0). Overlap is undefined for memcpy, but
 * each of these does one or the other. */
static int rep_probe(void *(*f)(void *, const void *, size_t))
{
    unsigned char b[300];
    int rep = 1, ladder = 1;
    for (int i = 0; i < 300; i++)
        b[i] = (unsigned char)i;
    f(b + 64, b, 200);
    for (int i = 0; i < 200; i++) {
        rep &= b[64 + i] == (unsigned char)(i % 64);
        ladder &= b[64 + i] == (unsigned char)i;
    }
    return rep ? 1 : ladder ? 0 : -1;
}

/* Child: initialise from the environment and print the outcome. */
static int child(void)
{
    int rc = mt_init();
    char buf[2048];
    mt_knobs_format(mt_knobs_live(), NULL, buf, sizeof buf);
    const struct mt_strategy *s = mt_dispatch_current(MT_OP_MEMCPY);
    printf("rc=%d\nknobs=%s\nfeatures=%" PRIx64 "\nmemcpy=%s\n", rc, buf, mt_cpu()->features,
           s ? s->name : "-");
    /* What the mt_memcpy symbol is bound to: the ladder itself (ifunc), or
     * the pointer entry; and that it copies. */
    void *sym = (void *)(uintptr_t)&mt_memcpy;
    int bound = s && sym == (void *)(uintptr_t)s->fn.copy;
    int entry = sym == (void *)(uintptr_t)mt_dispatch_entry(MT_OP_MEMCPY);
    char a[100], b[100];
    for (int i = 0; i < 100; i++)
        a[i] = (char)i, b[i] = 0;
    mt_memcpy(b, a, sizeof a);
    printf("bound=%d\nentry=%d\ncopies=%d\nhow=%s\n", bound, entry, !memcmp(a, b, sizeof a),
           mt_dispatch_how());
    printf("rep_sym=%d\nrep_entry=%d\n", rep_probe(mt_memcpy),
           rep_probe((void *(*)(void *, const void *, size_t))mt_dispatch_entry(MT_OP_MEMCPY)));
    /* AT_SECURE: set by the kernel for a setuid/setgid exec (test_secure). */
    printf("secure=%lu\nsafecopy=%s\n", getauxval(AT_SECURE), mt_copy_safe_mechanism());
    return 0;
}

struct outcome {
    int rc;
    char knobs[2048], memcpy_name[64], how[160], safecopy[160];
    int bound, entry, copies, secure;
    int rep_sym, rep_entry; /* rep_probe of mt_memcpy and the pointer entry */
    uint64_t features;
    char err[4096];
    bool ok, exec_failed;
    int status;
};

static void read_all(int fd, char *buf, size_t len)
{
    size_t k = 0;
    for (;;) {
        ssize_t r = read(fd, buf + k, len - 1 - k);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        k += (size_t)r;
        if (k == len - 1)
            break;
    }
    buf[k] = 0;
    close(fd);
}

/* Runs `bin --child` with MEMTUNE_* removed from the environment and the
 * NULL-terminated `vars` (NAME=value) added, as user `uid` (-1: ours).
 * A child that takes longer than 20 s is killed (SIGALRM survives exec):
 * a profile that blocks must fail the test, not hang it. */
static struct outcome run_child_ex(const char *bin, int uid, const char *const *vars)
{
    struct outcome o;
    memset(&o, 0, sizeof o);
    char *env[512];
    size_t ne = 0;
    for (char **e = environ; *e && ne < 500; e++)
        if (strncmp(*e, "MEMTUNE_", 8))
            env[ne++] = *e;
    for (; vars && *vars && ne < 510; vars++)
        env[ne++] = (char *)*vars;
    env[ne] = NULL;
    int out[2], errp[2];
    if (pipe(out) || pipe(errp)) {
        perror("pipe");
        exit(2);
    }
    pid_t pid = fork();
    if (pid == 0) {
        dup2(out[1], 1);
        dup2(errp[1], 2);
        close(out[0]);
        close(errp[0]);
        if (uid >= 0 && (setgroups(0, NULL) != 0 || setgid((gid_t)uid) != 0 || setuid((uid_t)uid) != 0))
            _exit(126);
        alarm(20);
        char *argv[] = { (char *)bin, (char *)"--child", NULL };
        execve(bin, argv, env);
        _exit(127);
    }
    close(out[1]);
    close(errp[1]);
    char text[4096];
    read_all(out[0], text, sizeof text);
    read_all(errp[0], o.err, sizeof o.err);
    int st;
    waitpid(pid, &st, 0);
    char *p;
    o.ok = WIFEXITED(st) && WEXITSTATUS(st) == 0;
    o.exec_failed = WIFEXITED(st) && (WEXITSTATUS(st) == 127 || WEXITSTATUS(st) == 126);
    o.status = st;
    if ((p = strstr(text, "rc=")))
        o.rc = atoi(p + 3);
    if ((p = strstr(text, "knobs="))) {
        size_t l = strcspn(p + 6, "\n");
        snprintf(o.knobs, sizeof o.knobs, "%.*s", (int)l, p + 6);
    }
    if ((p = strstr(text, "features=")))
        o.features = strtoull(p + 9, NULL, 16);
    if ((p = strstr(text, "bound=")))
        o.bound = atoi(p + 6);
    if ((p = strstr(text, "entry=")))
        o.entry = atoi(p + 6);
    if ((p = strstr(text, "copies=")))
        o.copies = atoi(p + 7);
    o.rep_sym = o.rep_entry = -2;
    if ((p = strstr(text, "rep_sym=")))
        o.rep_sym = atoi(p + 8);
    if ((p = strstr(text, "rep_entry=")))
        o.rep_entry = atoi(p + 10);
    if ((p = strstr(text, "how="))) {
        size_t l = strcspn(p + 4, "\n");
        snprintf(o.how, sizeof o.how, "%.*s", (int)l, p + 4);
    }
    if ((p = strstr(text, "memcpy="))) {
        size_t l = strcspn(p + 7, "\n");
        snprintf(o.memcpy_name, sizeof o.memcpy_name, "%.*s", (int)l, p + 7);
    }
    if ((p = strstr(text, "secure=")))
        o.secure = atoi(p + 7);
    if ((p = strstr(text, "safecopy="))) {
        size_t l = strcspn(p + 9, "\n");
        snprintf(o.safecopy, sizeof o.safecopy, "%.*s", (int)l, p + 9);
    }
    return o;
}

static struct outcome run_child(const char *var, const char *var2)
{
    const char *vars[] = { var, var2, NULL };
    if (!var)
        vars[0] = var2, vars[1] = NULL;
    return run_child_ex(self, -1, vars);
}

static bool one_line(const char *s)
{
    size_t l = strlen(s);
    return l > 1 && s[l - 1] == '\n' && memchr(s, '\n', l - 1) == NULL;
}

static void test_env(void)
{
    struct outcome base = run_child(NULL, NULL);
    if (base.exec_failed) {
        /* e.g. a cross build under qemu-user without binfmt_misc */
        printf("skip: cannot execute %s in a child process\n", self);
        nskip++;
        return;
    }
    check(base.ok && base.rc == 0 && base.err[0] == 0 && base.knobs[0],
          "child without MEMTUNE_*: ok %d rc %d stderr '%s'", base.ok, base.rc, base.err);
    if (!base.ok)
        return;
    struct mt_knobs bk, ck;
    char err[256];
    mt_knobs_parse(&bk, base.knobs, err, sizeof err);

    /* Good values take effect silently. */
    struct outcome o = run_child("MEMTUNE_TUNABLES=memcpy.nt_from=123456:memset.rep_stosb_from=4K", NULL);
    ck = bk;
    ck.memcpy_nt_from = 123456;
    ck.memset_rep_stosb_from = 4096;
    struct mt_knobs got;
    memset(&got, 0, sizeof got);
    mt_knobs_parse(&got, o.knobs, err, sizeof err);
    check(o.rc == 0 && !o.err[0] && knobs_eq(&got, &ck), "good MEMTUNE_TUNABLES: rc %d, stderr '%s', knobs %s",
          o.rc, o.err, o.knobs);
    /* Knobs do not need the pointer entry: where the build binds at load
     * time, it stays bound (what a program without the variable runs), and
     * the ladders read the knobs set above. */
    check(o.copies && o.bound == base.bound && o.entry == base.entry && !strcmp(o.how, base.how),
          "with MEMTUNE_TUNABLES set mt_memcpy dispatches as without it: bound %d/%d entry %d/%d (%s)",
          o.bound, base.bound, o.entry, base.entry, o.how);
    /* A MEMTUNE_* name the library does not read (the tool's, the
     * tracer's) changes nothing: ./memtune exported MEMTUNE_SOURCE_DIR and
     * measured the pointer entry instead of what programs run. */
    o = run_child("MEMTUNE_SOURCE_DIR=/nonexistent", NULL);
    check(o.rc == 0 && !o.err[0] && o.bound == base.bound && !strcmp(o.how, base.how) &&
              !strcmp(o.knobs, base.knobs),
          "MEMTUNE_SOURCE_DIR does not change dispatch: bound %d/%d (%s)", o.bound, base.bound, o.how);
    o = run_child("MEMTUNE_TUNABLES=", NULL);
    check(o.rc == 0 && !o.err[0] && !strcmp(o.knobs, base.knobs), "empty MEMTUNE_TUNABLES is not 'unset'");
    o = run_child("MEMTUNE_FORCE=memcpy=byte_loop", NULL);
    check(o.rc == 0 && !o.err[0] && !strcmp(o.memcpy_name, "byte_loop") && o.entry && o.copies &&
              !strncmp(o.how, "by pointer", 10),
          "MEMTUNE_FORCE=memcpy=byte_loop: %s, '%s', mt_memcpy is the pointer entry %d, copies %d (%s)",
          o.memcpy_name, o.err, o.entry, o.copies, o.how);

    /* Without MEMTUNE_*: the mt_* symbols are bound to the ladders at load
     * time where the build has ifuncs (x86-64, no sanitizer), and the knobs
     * they read are this CPU's defaults, set by the load-time constructor. */
    check(base.copies && (base.bound || base.entry), "child without MEMTUNE_*: bound %d entry %d copies %d",
          base.bound, base.entry, base.copies);
#if defined(__x86_64__) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_UNDEFINED__)
    check(base.bound && !strncmp(base.how, "bound at load time", 18),
          "x86-64 without MEMTUNE_*: mt_memcpy not bound at load time: bound %d (%s)", base.bound, base.how);
#endif

    /* Bad values: one line on stderr naming the variable, defaults kept. */
    static const char *const bad_tun[] = {
        "MEMTUNE_TUNABLES=memcpy.nt_from=12q", "MEMTUNE_TUNABLES=bogus=1", "MEMTUNE_TUNABLES=memcpy.nt_from",
        "MEMTUNE_TUNABLES=memcpy.nt_from=1:", "MEMTUNE_TUNABLES=:",
        "MEMTUNE_TUNABLES=memcpy.nt_from=99999999999999999999999",
        "MEMTUNE_TUNABLES=memcpy.nt_from=5:bogus=1",
    };
    for (size_t i = 0; i < sizeof bad_tun / sizeof bad_tun[0]; i++) {
        o = run_child(bad_tun[i], NULL);
        check(o.ok && one_line(o.err) && !strncmp(o.err, "memtune: ", 9) && strstr(o.err, "MEMTUNE_TUNABLES"),
              "%s: stderr is not one 'memtune: MEMTUNE_TUNABLES...' line: '%s'", bad_tun[i], o.err);
        check(!strcmp(o.knobs, base.knobs), "%s changed the knobs: %s", bad_tun[i], o.knobs);
        check(o.rc == -1, "%s: mt_init() returned %d, want -1", bad_tun[i], o.rc);
    }
    static const char *const bad_force[] = {
        "MEMTUNE_FORCE=memcpy=nosuch", "MEMTUNE_FORCE=nosuchop=avx2", "MEMTUNE_FORCE=memcpy",
        "MEMTUNE_FORCE=memcpy=", "MEMTUNE_FORCE==byte_loop", "MEMTUNE_FORCE=memcpy=byte_loop,memset=nosuch",
    };
    for (size_t i = 0; i < sizeof bad_force / sizeof bad_force[0]; i++) {
        o = run_child(bad_force[i], NULL);
        check(o.ok && one_line(o.err) && strstr(o.err, "MEMTUNE_FORCE"),
              "%s: stderr is not one MEMTUNE_FORCE line: '%s'", bad_force[i], o.err);
        check(!strcmp(o.memcpy_name, base.memcpy_name), "%s changed memcpy dispatch to %s", bad_force[i],
              o.memcpy_name);
        check(o.rc == -1, "%s: mt_init() returned %d, want -1", bad_force[i], o.rc);
    }
    static const char *const bad_dis[] = {
        "MEMTUNE_CPU_DISABLE=avx3", "MEMTUNE_CPU_DISABLE=avx2,bogus", "MEMTUNE_CPU_DISABLE=AVX2",
    };
    for (size_t i = 0; i < sizeof bad_dis / sizeof bad_dis[0]; i++) {
        o = run_child(bad_dis[i], NULL);
        check(o.ok && one_line(o.err) && strstr(o.err, "MEMTUNE_CPU_DISABLE"),
              "%s: stderr is not one MEMTUNE_CPU_DISABLE line: '%s'", bad_dis[i], o.err);
        check(o.features == base.features, "%s changed the features", bad_dis[i]);
        check(!strcmp(o.memcpy_name, base.memcpy_name), "%s changed dispatch", bad_dis[i]);
        if (o.rc != -1)
            printf("note: %s: mt_init() returned %d; memtune.h says -1 when an environment value is "
                   "rejected\n", bad_dis[i], o.rc);
    }
    o = run_child("MEMTUNE_CPU_DISABLE=avx2", NULL);
    check(o.rc == 0 && !o.err[0] && o.features == (base.features & ~(uint64_t)MT_CPU_AVX2),
          "MEMTUNE_CPU_DISABLE=avx2: features %#" PRIx64 ", stderr '%s'", o.features, o.err);

    /* Profiles. */
    char text[1024], var[600];
    profile_text(text, sizeof text, "memtune-profile 1", cpu_line, "tunables memcpy.rep_movsb_from=3000", "\n");
    snprintf(var, sizeof var, "MEMTUNE_PROFILE=%s", write_file("env-good.profile", text, strlen(text)));
    o = run_child(var, NULL);
    ck = bk;
    ck.memcpy_rep_movsb_from = 3000;
    memset(&got, 0, sizeof got);
    mt_knobs_parse(&got, o.knobs, err, sizeof err);
    /* The child may run on another CPU than this process (qemu-user runs
     * only this process emulated), so a refusal as foreign is no failure. */
    bool foreign = o.err[0] && strstr(o.err, "another CPU");
    check(foreign || (o.rc == 0 && !o.err[0] && knobs_eq(&got, &ck)), "good MEMTUNE_PROFILE: rc %d, '%s', %s",
          o.rc, o.err, o.knobs);
    profile_text(text, sizeof text, "memtune-profile 1", other_vendor, "tunables memcpy.rep_movsb_from=3000", "\n");
    snprintf(var, sizeof var, "MEMTUNE_PROFILE=%s", write_file("env-foreign.profile", text, strlen(text)));
    o = run_child(var, NULL);
    check(one_line(o.err) && strstr(o.err, "MEMTUNE_PROFILE") && !strcmp(o.knobs, base.knobs) && o.rc == -1,
          "foreign MEMTUNE_PROFILE: rc %d, stderr '%s'", o.rc, o.err);
    o = run_child("MEMTUNE_PROFILE=/nonexistent/x.profile", NULL);
    check(one_line(o.err) && strstr(o.err, "MEMTUNE_PROFILE") && !strcmp(o.knobs, base.knobs) && o.rc == -1,
          "missing MEMTUNE_PROFILE file: rc %d, stderr '%s'", o.rc, o.err);

#if defined(__x86_64__)
    /* memcpy.vec_from: rep movsb below it (test at "never": every size).
     * Named in MEMTUNE_TUNABLES or in the profile file at start, the
     * load-time binding is the ladder's _rsb entry (its resolver reads
     * both) and so is the pointer entry; without it neither takes rep
     * movsb at 200 B on any CPU's defaults. */
    check(base.rep_sym == 0 && base.rep_entry == 0, "without MEMTUNE_*: a 200-byte overlapping copy took rep movsb: "
          "mt_memcpy %d, pointer entry %d", base.rep_sym, base.rep_entry);
    o = run_child("MEMTUNE_TUNABLES=memcpy.vec_from=never", NULL);
    check(o.rc == 0 && !o.err[0] && o.rep_sym == 1 && o.rep_entry == 1 && strstr(o.memcpy_name, "_rsb"),
          "MEMTUNE_TUNABLES=memcpy.vec_from=never: rep movsb in mt_memcpy %d, pointer entry %d, dispatch %s, '%s'",
          o.rep_sym, o.rep_entry, o.memcpy_name, o.err);
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_UNDEFINED__)
    check(strstr(o.how, "vec_from") != NULL, "memcpy.vec_from named at start: `how` does not say so: %s", o.how);
#endif
    o = run_child("MEMTUNE_TUNABLES=memcpy.vec_from=never:memcpy.vec_from=0", NULL);
    check(o.rc == 0 && o.rep_sym == 0 && o.rep_entry == 0 && !strstr(o.memcpy_name, "_rsb"),
          "memcpy.vec_from=0 (named, then 0): rep movsb in mt_memcpy %d, pointer entry %d, dispatch %s", o.rep_sym,
          o.rep_entry, o.memcpy_name);
    profile_text(text, sizeof text, "memtune-profile 1", cpu_line, "tunables memcpy.vec_from=never", "\n");
    snprintf(var, sizeof var, "MEMTUNE_PROFILE=%s", write_file("env-vec.profile", text, strlen(text)));
    o = run_child("MEMTUNE_TUNABLES=memcpy.nt_from=42424", var);
    foreign = o.err[0] && strstr(o.err, "another CPU");
    check(foreign || (o.rc == 0 && o.rep_sym == 1 && o.rep_entry == 1),
          "a profile with memcpy.vec_from=never: rep movsb in mt_memcpy %d, pointer entry %d, '%s'", o.rep_sym,
          o.rep_entry, o.err);
#endif

    /* One bad variable does not stop a good one. */
    o = run_child("MEMTUNE_TUNABLES=memcpy.nt_from=42424", "MEMTUNE_FORCE=memcpy=nosuch");
    ck = bk;
    ck.memcpy_nt_from = 42424;
    memset(&got, 0, sizeof got);
    mt_knobs_parse(&got, o.knobs, err, sizeof err);
    check(one_line(o.err) && knobs_eq(&got, &ck) && !strcmp(o.memcpy_name, base.memcpy_name),
          "good TUNABLES + bad FORCE: stderr '%s', knobs %s, memcpy %s", o.err, o.knobs, o.memcpy_name);
}


/* ---- profiles that are not profiles ------------------------------------------- */

/* A line like /etc/shadow's: whatever file MEMTUNE_PROFILE names, an error
 * must not show its contents (a privileged program would print them). */
static const char secret_text[] = "root:$6$s3cretHASHxyz:19000:0:99999:7:::\nmemtune-profile 1\n";

static void on_alarm(int sig) { (void)sig; }

static void test_profile_files(void)
{
    char var[700], path[600];
    const char *secret = write_file("secret", secret_text, sizeof secret_text - 1);
    snprintf(path, sizeof path, "%s", secret);
    chmod(path, 0600);

    /* The API and the environment: one line, the line number, no contents. */
    char err[256];
    struct mt_knobs before = *mt_knobs_live(), k = *mt_knobs_live();
    int rc = mt_profile_load_into(&k, path, err, sizeof err);
    check(rc == -1 && !strstr(err, "s3cret") && !strstr(err, "root:") && strstr(err, "line 1"),
          "profile with a foreign first line: rc %d, error '%s' (must name line 1, not show it)", rc, err);
    check(knobs_eq(&k, &before), "rejected profile changed the knobs");
    snprintf(var, sizeof var, "MEMTUNE_PROFILE=%s", path);
    struct outcome o = run_child(var, NULL);
    if (o.exec_failed) {
        printf("skip: cannot execute %s in a child process\n", self);
        nskip++;
        return;
    }
    check(one_line(o.err) && !strstr(o.err, "s3cret") && !strstr(o.err, "root:"),
          "MEMTUNE_PROFILE=<secret file>: stderr shows the file: '%s'", o.err);

    /* A FIFO must not block the program before main (no writer ever comes),
     * a directory or a device is not a profile: one line, nothing read. */
    snprintf(path, sizeof path, "%s/fifo", tmpdir);
    unlink(path);
    if (mkfifo(path, 0600) != 0) {
        check(0, "mkfifo %s: %s", path, strerror(errno));
    } else {
        snprintf(var, sizeof var, "MEMTUNE_PROFILE=%s", path);
        o = run_child(var, NULL);
        check(o.ok && one_line(o.err) && strstr(o.err, "not a regular file"),
              "MEMTUNE_PROFILE=<fifo>: status %#x, stderr '%s' (want one 'not a regular file' line)", o.status,
              o.err);
        /* in this process too: an alarm interrupts an open() that blocks */
        struct sigaction sa = { .sa_handler = on_alarm }, old;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGALRM, &sa, &old);
        alarm(5);
        k = *mt_knobs_live();
        err[0] = 0;
        rc = mt_profile_load_into(&k, path, err, sizeof err);
        alarm(0);
        sigaction(SIGALRM, &old, NULL);
        check(rc == -1 && strstr(err, "not a regular file"), "mt_profile_load(<fifo>) = %d: '%s'", rc, err);
        unlink(path);
    }
    static const char *const nonreg[] = { "/", "/dev/null" };
    for (size_t i = 0; i < sizeof nonreg / sizeof nonreg[0]; i++) {
        k = *mt_knobs_live();
        err[0] = 0;
        rc = mt_profile_load_into(&k, nonreg[i], err, sizeof err);
        check(rc == -1 && strstr(err, "not a regular file") && !strchr(err, '\n') && knobs_eq(&k, &before),
              "mt_profile_load('%s') = %d: '%s' (want 'not a regular file')", nonreg[i], rc, err);
    }
}

/* ---- secure mode (setuid): every MEMTUNE_* variable is ignored -------------- */

static bool copy_file(const char *from, const char *to)
{
    int in = open(from, O_RDONLY | O_CLOEXEC), out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0700);
    bool ok = in >= 0 && out >= 0;
    char buf[65536];
    ssize_t r;
    while (ok && (r = read(in, buf, sizeof buf)) > 0)
        ok = write(out, buf, (size_t)r) == r;
    if (in >= 0)
        close(in);
    if (out >= 0 && close(out) != 0)
        ok = false;
    return ok;
}

static void test_secure(struct outcome *base)
{
    if (geteuid() != 0) {
        printf("skip: setuid test: needs root to chown/chmod a copy of this binary\n");
        nskip++;
        return;
    }
    struct statvfs sv;
    if (statvfs(tmpdir, &sv) == 0 && (sv.f_flag & ST_NOSUID)) {
        printf("skip: setuid test: %s is on a filesystem mounted nosuid\n", tmpdir);
        nskip++;
        return;
    }
    char copy[600], secret[600], var[4][700];
    snprintf(copy, sizeof copy, "%s/setuid-child", tmpdir);
    snprintf(secret, sizeof secret, "%s/secret", tmpdir);
    write_file("secret", secret_text, sizeof secret_text - 1);
    chmod(secret, 0600);
    if (chmod(tmpdir, 0755) != 0 || !copy_file(self, copy) || chown(copy, 0, 0) != 0 || chmod(copy, 04755) != 0) {
        check(0, "setuid test: cannot make a setuid copy %s: %s", copy, strerror(errno));
        return;
    }
    /* Run by "nobody", the copy runs with euid 0: AT_SECURE. Whatever the
     * variables say, the outcome must be the one without them, and silent
     * (an error would tell whether the file exists, or show it). */
    const char *paths[] = { secret, "/nonexistent/memtune.profile" };
    for (int i = 0; i < 2; i++) {
        snprintf(var[0], sizeof var[0], "MEMTUNE_PROFILE=%s", paths[i]);
        const char *vars[] = { var[0], "MEMTUNE_FORCE=memcpy=byte_loop", "MEMTUNE_TUNABLES=memcpy.nt_from=123456",
                               "MEMTUNE_CPU_DISABLE=avx2", "MEMTUNE_SAFECOPY=vm", NULL };
        struct outcome o = run_child_ex(copy, 65534, vars);
        if (o.exec_failed) {
            printf("skip: setuid test: cannot execute %s as nobody\n", copy);
            nskip++;
            break;
        }
        if (o.ok && !o.secure) {
            printf("skip: setuid test: the setuid copy did not run with AT_SECURE (nosuid, or no setuid exec)\n");
            nskip++;
            break;
        }
        check(o.ok && o.secure, "setuid child: status %#x, AT_SECURE %d", o.status, o.secure);
        check(o.err[0] == 0, "setuid child with MEMTUNE_PROFILE=%s: stderr '%s' (must be silent)", paths[i], o.err);
        check(!strcmp(o.memcpy_name, base->memcpy_name), "setuid child: MEMTUNE_FORCE honoured (memcpy %s, want %s)",
              o.memcpy_name, base->memcpy_name);
        check(!strcmp(o.knobs, base->knobs), "setuid child: knobs %s, want the defaults %s", o.knobs, base->knobs);
        check(o.features == base->features, "setuid child: MEMTUNE_CPU_DISABLE honoured");
        check(!strcmp(o.safecopy, base->safecopy), "setuid child: safe copy '%s', want '%s'", o.safecopy,
              base->safecopy);
        check(o.bound == base->bound && !strncmp(o.how, base->how, strlen(base->how)),
              "setuid child: dispatch '%s' (bound %d), want '%s' (bound %d): the ifunc decision must ignore "
              "MEMTUNE_* too", o.how, o.bound, base->how, base->bound);
        check(o.rc == 0, "setuid child: mt_init() = %d", o.rc);
    }
    unlink(copy);
    unlink(secret);
    chmod(tmpdir, 0700);
}

/* Values no knob should take (memcpy.nt_from=1: non-temporal stores for
 * every copy) are refused in one line that gives the allowed range. */
static void test_knob_ranges(void)
{
    struct mt_knobs k, before;
    char err[256];
    mt_knobs_defaults(&k, mt_cpu()->features);
    static const struct { const char *spec, *allowed; } bad[] = {
        { "memcpy.nt_from=1", "16K" }, { "memcpy.nt_from=0", "16K" }, { "memmove.nt_from=16383", "16K" },
        { "memset.nt_from=4K", "16K" }, { "memcpy.rep_movsb_from=1", "128" },
        { "memmove.rep_movsb_from=127", "128" }, { "memset.rep_stosb_from=64", "128" },
        { "memcpy.rep_movsb_skewed_from=100", "128" }, { "memmove.rep_movsb_skewed_from=1", "128" },
        { "memcpy.rep_movsb_huge_from=0", "16K" }, { "memmove.rep_movsb_huge_from=16383", "16K" },
        { "memcmp.repe_cmpsb_from=1", "16" }, { "bcmp.repe_cmpsb_from=15", "16" },
        { "memcpy.rep_movsb_from=2048:memcpy.nt_from=8", "16K" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        before = k;
        err[0] = 0;
        int rc = mt_knobs_parse(&k, bad[i].spec, err, sizeof err);
        check_rejected("mt_knobs_parse", bad[i].spec, rc, err, &before, &k, sizeof k);
        check(strstr(err, "allowed") && strstr(err, bad[i].allowed), "'%s': the reason '%s' does not give the "
              "allowed range (%s..)", bad[i].spec, err, bad[i].allowed);
    }
    static const char *const good[] = {
        "memcpy.nt_from=16K", "memcpy.nt_from=never", "memset.nt_from=64M", "memcpy.rep_movsb_from=0",
        "memcpy.rep_movsb_from=128", "memset.rep_stosb_from=0", "memset.rep_stosb_from=2048",
        "memcmp.repe_cmpsb_from=0", "bcmp.repe_cmpsb_from=16", "memmove.rep_movsb_from=never",
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        struct mt_knobs g = k;
        int rc = mt_knobs_parse(&g, good[i], err, sizeof err);
        check(rc == 0, "'%s' rejected: %s", good[i], err);
    }
    /* memset's non-temporal stores never start below memcpy's, and on Zen 4
     * (family 25 with AVX-512) at twice the L3, where its plain stores stop
     * winning (src/tunables.c has the measurement) */
    check(k.memset_nt_from >= k.memcpy_nt_from, "memset.nt_from %zu below memcpy.nt_from %zu", k.memset_nt_from,
          k.memcpy_nt_from);
    const struct mt_cpu_info *ci = mt_cpu();
    if (!strcmp(ci->vendor, "AuthenticAMD") && ci->family == 25 && (ci->detected & MT_CPU_AVX512F) && ci->l3)
        check(k.memset_nt_from == 2 * ci->l3, "Zen 4: memset.nt_from %zu, not twice the L3 (%zu)", k.memset_nt_from,
              (size_t)ci->l3);
    /* Zen 5 (family 26): rep stosb and no non-temporal memset, rep movsb
     * wherever non-temporal stores would be (its class rule allowing), the
     * 64-byte loops above 320 B; the 64-byte loops nowhere else */
    bool zen5 = !strcmp(ci->vendor, "AuthenticAMD") && ci->family == 26;
    uint64_t fs = mt_cpu()->features;
    if (zen5 && (fs & MT_CPU_FSRM) && (fs & MT_CPU_ERMS))
        check(k.memset_nt_from == SIZE_MAX && k.memset_rep_stosb_from == 16384 &&
                  k.memcpy_rep_movsb_huge_from == k.memcpy_nt_from && k.memmove_rep_movsb_huge_from == k.memmove_nt_from &&
                  k.memcpy_rep_movsb_skewed_from == k.memcpy_rep_movsb_from && k.memcpy_loop64_from == 321 &&
                  k.memmove_loop64_from == 321 && k.memcmp_loop64_from == 0 && k.bcmp_loop64_from == 0,
              "Zen 5 defaults: memset %zu/%zu, huge %zu (nt %zu), skewed %zu, loop64 %zu/%zu", k.memset_rep_stosb_from,
              k.memset_nt_from, k.memcpy_rep_movsb_huge_from, k.memcpy_nt_from, k.memcpy_rep_movsb_skewed_from,
              k.memcpy_loop64_from, k.memmove_loop64_from);
    else if (zen5) /* FSRM or ERMS masked: the rep rules off, the 64-byte loops kept */
        check(k.memcpy_loop64_from == 321 && k.memcmp_loop64_from == 0 &&
                  ((fs & MT_CPU_FSRM) || k.memcpy_rep_movsb_from == SIZE_MAX) &&
                  ((fs & MT_CPU_ERMS) || k.memset_rep_stosb_from == SIZE_MAX),
              "Zen 5 without FSRM or ERMS: loop64 %zu/%zu, rep movsb %zu, rep stosb %zu", k.memcpy_loop64_from,
              k.memcmp_loop64_from, k.memcpy_rep_movsb_from, k.memset_rep_stosb_from);
    else
        check(k.memcpy_loop64_from == SIZE_MAX && k.memmove_loop64_from == SIZE_MAX &&
                  k.memcmp_loop64_from == SIZE_MAX && k.bcmp_loop64_from == SIZE_MAX,
              "not Zen 5: loop64 %zu/%zu, want never", k.memcpy_loop64_from, k.memmove_loop64_from);
    /* rep movsb 1..63 apart: Zen 5 with FSRM from 28 KiB, never elsewhere
     * (Zen 3 and 4: 3-25x the loop's time there) */
    size_t want_near = zen5 && (fs & MT_CPU_FSRM) ? (size_t)28 << 10 : SIZE_MAX;
    check(k.memcpy_rep_movsb_near_from == want_near && k.memmove_rep_movsb_near_from == want_near,
          "rep_movsb_near_from defaults %zu/%zu, want %zu", k.memcpy_rep_movsb_near_from,
          k.memmove_rep_movsb_near_from, want_near);
    /* the built-in defaults are in range (whatever this CPU) */
    size_t n;
    const struct mt_knob_desc *t = mt_knob_table(&n);
    for (size_t i = 0; i < n; i++)
        check(knob_value_ok(t[i].name, *mt_knob_ptr(&k, &t[i])), "default of %s out of its range", t[i].name);
    /* and in a profile: the entry and the range, not the text */
    char text[512];
    snprintf(text, sizeof text, "memtune-profile 1\n%s\ntunables memcpy.rep_movsb_from=4096:memcpy.nt_from=1\nend\n",
             cpu_line);
    before = k;
    err[0] = 0;
    int rc = mt_profile_parse(&k, text, strlen(text), err, sizeof err);
    check_rejected("mt_profile_parse", "memcpy.nt_from=1", rc, err, &before, &k, sizeof k);
    check(strstr(err, "entry 2") && strstr(err, "16K"), "profile with memcpy.nt_from=1: '%s'", err);
}

/* memcpy.vec_from's entries and their ladders, both ways (registry.c). */
static void test_knob_entries(void)
{
    size_t n, entries = 0;
    const struct mt_strategy *t = mt_strategies(&n);
    for (size_t i = 0; i < n; i++) {
        const struct mt_strategy *s = &t[i], *e = mt_strategy_knob_entry(s), *b = mt_strategy_knob_base(s);
        if (s->flags & MT_STRAT_KNOB_ENTRY) {
            entries++;
            check(b != s && b && (b->flags & MT_STRAT_LADDER) && b->op == s->op && mt_strategy_knob_entry(b) == s,
                  "knob entry %s: its ladder is %s", s->name, b ? b->name : "none");
            check(!e, "knob entry %s has an entry of its own", s->name);
        } else {
            check(b == s, "%s %s: mt_strategy_knob_base gave %s", mt_op_name(s->op), s->name, b ? b->name : "NULL");
            check(!e || (s->op == MT_OP_MEMCPY && (s->flags & MT_STRAT_LADDER) && (e->flags & MT_STRAT_KNOB_ENTRY)),
                  "%s %s: knob entry %s", mt_op_name(s->op), s->name, e ? e->name : "NULL");
        }
    }
    check(!mt_strategy_knob_entry(NULL) && !mt_strategy_knob_base(NULL), "knob entry of NULL");
#if defined(__x86_64__)
    check(entries == 3, "%zu memcpy.vec_from entries on x86-64, want 3 (avx512, avx2, sse2)", entries);
#endif
}

/* ---- memcmp/bcmp.repe_cmpsb_from reaches every x86 ladder ---------------------- */

#if defined(__x86_64__)
static sigjmp_buf probe_jb;

static void probe_fault(int sig)
{
    (void)sig;
    siglongjmp(probe_jb, 1);
}

/* f(a, b, 300) where a's first byte differs and a's page ends 8 bytes in:
 * repe cmpsb stops after that byte; a vector path reads on into the
 * PROT_NONE page. 1: returned r, 0: faulted. */
static int probe_cmp(mt_cmp_fn f, const unsigned char *a, const unsigned char *b, int *r)
{
    struct sigaction sa = { 0 }, old_segv, old_bus;
    sa.sa_handler = probe_fault;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &old_segv);
    sigaction(SIGBUS, &sa, &old_bus);
    volatile int ok = 0;
    if (!sigsetjmp(probe_jb, 1)) {
        *r = f(a, b, 300);
        ok = 1;
    }
    sigaction(SIGSEGV, &old_segv, NULL);
    sigaction(SIGBUS, &old_bus, NULL);
    return ok;
}

/* Above its 4-vector classes every x86 memcmp and bcmp ladder takes repe
 * cmpsb from the knob's size (the AVX2 assembly once skipped the knob at
 * 129..256), and its path label says which way it went. */
static void test_repe_knob_reaches_ladders(void)
{
    long pg = sysconf(_SC_PAGESIZE);
    unsigned char *m = mmap(NULL, (size_t)pg * 2, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED || mprotect(m + pg, (size_t)pg, PROT_NONE)) {
        printf("skip: repe knob probe: no guard page\n");
        nskip++;
        return;
    }
    unsigned char *a = m + pg - 8, *b = m + 64;
    memset(m, 0x5a, (size_t)pg);
    a[0] = 1;
    b[0] = 2;
    struct mt_knobs saved = *mt_knobs_live();
    size_t n, tried = 0;
    const struct mt_strategy *t = mt_strategies(&n);
    for (size_t i = 0; i < n; i++) {
        const struct mt_strategy *s = &t[i];
        if ((s->op != MT_OP_MEMCMP && s->op != MT_OP_BCMP) || !(s->flags & MT_STRAT_LADDER) || !s->path ||
            !strcmp(s->isa, "generic") || !mt_strategy_runnable(s, mt_cpu()->features))
            continue;
        size_t *knob = s->op == MT_OP_MEMCMP ? &mt_knobs_live()->memcmp_repe_cmpsb_from
                                             : &mt_knobs_live()->bcmp_repe_cmpsb_from;
        const char *op = mt_op_name(s->op);
        int r = 0;
        *knob = 16;
        int ok = probe_cmp(s->fn.cmp, a, b, &r);
        check(ok && (s->op == MT_OP_MEMCMP ? r < 0 : r != 0),
              "%s %s, %s.repe_cmpsb_from=16, n 300, first byte differs: %s (%d)", op, s->name, op,
              ok ? "wrong answer" : "read past the difference (no repe cmpsb)", r);
        check(!strcmp(s->path(300), "repe_cmpsb"), "%s %s path(300) with the knob at 16: %s", op, s->name,
              s->path(300));
        *knob = SIZE_MAX;
        ok = probe_cmp(s->fn.cmp, a, b, &r);
        check(!ok, "%s %s, %s.repe_cmpsb_from=never: did not read past the difference (the probe cannot tell "
              "repe cmpsb from vectors)", op, s->name, op);
        check(strcmp(s->path(300), "repe_cmpsb") != 0, "%s %s path(300) with the knob at never: repe_cmpsb", op,
              s->name);
        tried++;
    }
    *mt_knobs_live() = saved;
    munmap(m, (size_t)pg * 2);
    check(tried >= 2, "repe knob probe: %zu x86 memcmp/bcmp ladders run here", tried);
}

/* Which (dst - src) classes take rep movsb (memcpy_vec.h rep_movsb_ok,
 * the safe copy's repchk): a 300-byte copy onto dst = src + d, dst 64-byte
 * aligned, leaves what a forward byte-by-byte copy leaves (the bytes
 * repeating every d bytes) on the rep movsb path only (below d = 64 with
 * dst's first 64 bytes from src as it was: copy_rep_movsb_aligned stores
 * the head it loaded first last). The ladders' other
 * paths at 300 B with d < 256 load every vector before they store or go
 * backward; the safe copy's AVX2 loop loads 128-byte blocks and its last
 * vectors first, which differs for d < 96. (Its SSE2 loop, 64-byte blocks,
 * leaves the forward copy's bytes for every d >= 64: not probed.) */
typedef void *(*copy_fn)(void *, const void *, size_t);
static int class_probe(copy_fn f, size_t (*sc)(void *, const void *, size_t), size_t d)
{
    static unsigned char buf[2048] __attribute__((aligned(64))), want[2048];
    enum { N = 300, DST = 1024 };
    for (size_t i = 0; i < sizeof buf; i++)
        buf[i] = (unsigned char)(i * 7 + 1);
    memcpy(want, buf, sizeof buf);
    for (size_t i = 0; i < N; i++)
        want[DST + i] = want[DST - d + i];
    for (size_t i = 0; d < 64 && i < 64; i++)
        want[DST + i] = buf[DST - d + i];
    if (f)
        f(buf + DST, buf + DST - d, N);
    else
        sc(buf + DST, buf + DST - d, N);
    return memcmp(buf, want, sizeof buf) == 0;
}

static void test_rep_movsb_classes(void)
{
    struct mt_knobs saved = *mt_knobs_live();
    size_t saved_sc = mt_sc_rep_from, saved_sc_skewed = mt_sc_rep_skewed_from;
    /* d: 32 is in 1..63 (never), 64 and 96 mutually aligned, 80 and 112
     * 16 bytes apart mod 32 (skewed) */
    static const size_t ds[] = { 32, 64, 80, 96, 112 };
    struct { const char *name; copy_fn f; size_t (*sc)(void *, const void *, size_t); } fns[8];
    size_t nf = 0, n;
    fns[nf++] = (typeof(fns[0])){ "mt_memcpy", mt_memcpy, NULL };
    const struct mt_strategy *t = mt_strategies(&n);
    for (size_t i = 0; i < n && nf < 6; i++)
        if (t[i].op == MT_OP_MEMCPY && (t[i].flags & MT_STRAT_LADDER) && strcmp(t[i].isa, "generic") &&
            mt_strategy_runnable(&t[i], mt_cpu()->features))
            fns[nf++] = (typeof(fns[0])){ t[i].name, t[i].fn.copy, NULL };
    if ((mt_cpu()->features & (MT_CPU_AVX | MT_CPU_AVX2)) == (MT_CPU_AVX | MT_CPU_AVX2))
        fns[nf++] = (typeof(fns[0])){ "safe copy (avx2 body)", NULL, mt_sc_copy_avx2 };
    for (int mode = 0; mode < 4; mode++) {
        /* 0: rep movsb from 128, mutually aligned pairs only; 1: every pair
         * (the skewed knob at 0); 2: rep movsb never; 3: as 0 and 1..63
         * too (the near knob at 0; the safe copy has no near knob) */
        mt_knobs_live()->memcpy_rep_movsb_from = mode == 2 ? SIZE_MAX : 128;
        mt_knobs_live()->memcpy_nt_from = SIZE_MAX;
        mt_knobs_live()->memcpy_rep_movsb_skewed_from = mode == 1 ? 0 : SIZE_MAX;
        mt_knobs_live()->memcpy_rep_movsb_near_from = mode == 3 ? 0 : SIZE_MAX;
        mt_sc_rep_from = mode == 2 ? SIZE_MAX : 129;
        mt_sc_rep_skewed_from = mode == 1 ? 0 : SIZE_MAX;
        mt_dispatch_reset();
        for (size_t k = 0; k < nf; k++)
            for (size_t j = 0; j < sizeof ds / sizeof ds[0]; j++) {
                size_t d = ds[j];
                if (fns[k].sc && d >= 96)
                    continue;
                bool near = mode == 3 && !fns[k].sc;
                bool want = mode != 2 && (d >= 64 || near) && (d % 32 == 0 || mode == 1);
                bool got = class_probe(fns[k].f, fns[k].sc, d);
                check(got == want, "%s, (dst - src) = %zu, rep movsb from 128%s: %s rep movsb", fns[k].name, d,
                      mode == 0   ? " (mutually aligned only)"
                      : mode == 1 ? " (every pair)"
                      : mode == 3 ? " (1..63 too)"
                                  : ": never,",
                      got ? "took" : "did not take");
            }
    }
    *mt_knobs_live() = saved;
    mt_sc_rep_from = saved_sc;
    mt_sc_rep_skewed_from = saved_sc_skewed;
    mt_dispatch_reset();
}
#else
static void test_repe_knob_reaches_ladders(void) {}
static void test_rep_movsb_classes(void) {}
#endif

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "--child"))
        return child();
    setvbuf(stdout, NULL, _IOLBF, 0);
    ssize_t l = readlink("/proc/self/exe", self, sizeof self - 1);
    if (l > 0)
        self[l] = 0;
    else
        snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(tmpdir, sizeof tmpdir, "%s/memtune-tunables-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(tmpdir)) {
        perror("mkdtemp");
        return 2;
    }
    mt_init();
    test_cpu_stages();
    make_cpu_lines();

    test_parse_size();
    test_knob_table();
    test_knob_offsets();
    test_knobs_parse();
    test_knobs_format();
    test_tunables_apply();
    test_profile_parse();
    test_profile_truncated();
    test_knob_ranges();
    test_repe_knob_reaches_ladders();
    test_rep_movsb_classes();
    test_knob_entries();
    test_profile_load();
    test_force();
    test_cpu_features();
    test_env();
    test_profile_files();
    {
        struct outcome base = run_child(NULL, NULL);
        if (base.exec_failed) {
            printf("skip: setuid test: cannot execute %s in a child process\n", self);
            nskip++;
        } else {
            test_secure(&base);
        }
    }

    /* Remove the temporary profiles. */
    static const char *const files[] = { "good.profile", "foreign.profile", "big.profile", "env-good.profile",
                                         "env-foreign.profile", "env-vec.profile", "secret" };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char p[600];
        snprintf(p, sizeof p, "%s/%s", tmpdir, files[i]);
        unlink(p);
    }
    rmdir(tmpdir);
    printf("%u passed, %u failed, %u skipped\n", npass, nfail, nskip);
    return nfail ? 1 : 0;
}
