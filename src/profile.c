/* Profiles: the knob values `memtune calibrate` measured on one CPU.
 *
 *   # memtune profile          (comments and blank lines are ignored)
 *   memtune-profile 1
 *   cpu AuthenticAMD 25 17     vendor, family, model of the measured CPU
 *   tunables memcpy.rep_movsb_from=2048:memcpy.nt_from=25165824
 *   end                        the last line: a profile cut short (a full
 *                              disk, a size limit) never loads
 *
 * A profile is applied all or nothing. It is rejected, with one line that
 * says why (the line number and what was expected, never the line itself),
 * when it is malformed, of an unknown version, or measured on a CPU of
 * another vendor/family/model (its crossovers would be wrong here), and
 * when the path is not a regular file (a FIFO, a device, a directory).
 * Reading uses open/read only: this runs inside mt_init, possibly in an
 * LD_PRELOADed library before stdio is usable. In secure mode (AT_SECURE)
 * MEMTUNE_PROFILE is not read at all (env.c). */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "internal.h"
#include "memtune.h"
#include "memtune/cpu.h"

static int parse_uint(const char **p, const char *end, unsigned *out)
{
    while (*p < end && **p == ' ')
        (*p)++;
    unsigned v = 0;
    const char *s = *p;
    while (*p < end && **p >= '0' && **p <= '9' && v < 100000000)
        v = v * 10 + (unsigned)(*(*p)++ - '0');
    *out = v;
    return *p > s ? 0 : -1;
}

/* "line N: <reason><detail>": a profile's own text is never quoted (the
 * file may be one the caller should not show, /etc/shadow named by a
 * variable); the line number and what was expected say enough. */
static int perr(char *err, size_t errlen, unsigned line, const char *reason, const char *detail)
{
    size_t k = 0;
    if (line) {
        k = mt_msg_put(err, errlen, k, "line ");
        k = mt_msg_putu(err, errlen, k, line);
        k = mt_msg_put(err, errlen, k, ": ");
    }
    k = mt_msg_put(err, errlen, k, reason);
    mt_msg_put(err, errlen, k, detail ? detail : "");
    return -1;
}

/* The first and last lines that are neither blank nor comments. */
static void first_last(const char *text, size_t len, const char **f, size_t *fl, const char **l, size_t *ll)
{
    *f = *l = NULL;
    *fl = *ll = 0;
    const char *p = text, *end = text + len;
    while (p < end) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        if (!eol)
            eol = end;
        const char *q = p, *e = eol;
        while (q < e && (*q == ' ' || *q == '\t'))
            q++;
        while (e > q && (e[-1] == ' ' || e[-1] == '\r' || e[-1] == '\t'))
            e--;
        if (q < e && *q != '#') {
            if (!*f)
                *f = q, *fl = (size_t)(e - q);
            *l = q, *ll = (size_t)(e - q);
        }
        p = eol + (eol < end);
    }
}

int mt_profile_parse(struct mt_knobs *k, const char *text, size_t len, char *err, size_t errlen)
{
    /* A file that starts as a profile but does not end with the marker was
     * cut short: say so, whatever its last (partial) line looks like. */
    const char *fst, *lst;
    size_t fl, ll0;
    first_last(text, len, &fst, &fl, &lst, &ll0);
    if (fst && fl > 16 && !memcmp(fst, "memtune-profile ", 16) && !(ll0 == 3 && !memcmp(lst, "end", 3)))
        return perr(err, errlen, 0, "truncated profile: no end marker", NULL);
    struct mt_knobs tmp = *k;
    const struct mt_cpu_info *ci = mt__cpu_core();
    int have_version = 0, have_cpu = 0, have_tun = 0, have_end = 0;
    unsigned line = 0;
    const char *p = text, *end = text + len;
    while (p < end) {
        line++;
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        if (!eol)
            eol = end;
        const char *q = p;
        while (q < eol && (*q == ' ' || *q == '\t'))
            q++;
        const char *lend = eol;
        while (lend > q && (lend[-1] == ' ' || lend[-1] == '\r' || lend[-1] == '\t'))
            lend--;
        if (q == lend || *q == '#') {
            p = eol + (eol < end);
            continue;
        }
        size_t ll = (size_t)(lend - q);
        if (have_end)
            return perr(err, errlen, line, "text after the end marker", NULL);
        if (ll == 3 && memcmp(q, "end", 3) == 0) {
            have_end = 1;
        } else if (ll > 16 && memcmp(q, "memtune-profile ", 16) == 0) {
            if (ll != 17 || q[16] != '1')
                return perr(err, errlen, line, "unsupported profile version (this library reads 'memtune-profile 1')", NULL);
            have_version = 1;
        } else if (ll > 4 && memcmp(q, "cpu ", 4) == 0) {
            const char *r = q + 4;
            while (r < lend && *r == ' ')
                r++;
            const char *v = r;
            while (r < lend && *r != ' ')
                r++;
            size_t vlen = (size_t)(r - v);
            unsigned fam, model;
            if (!vlen || parse_uint(&r, lend, &fam) || parse_uint(&r, lend, &model) || r != lend)
                return perr(err, errlen, line, "malformed cpu line (want: cpu VENDOR FAMILY MODEL)", NULL);
            if (vlen != strlen(ci->vendor) || memcmp(ci->vendor, v, vlen) != 0 ||
                fam != ci->family || model != ci->model) {
                char here[96];
                size_t h = mt_msg_put(here, sizeof here, 0, " (this one is ");
                h = mt_msg_put(here, sizeof here, h, ci->vendor);
                h = mt_msg_put(here, sizeof here, h, " ");
                h = mt_msg_putu(here, sizeof here, h, ci->family);
                h = mt_msg_put(here, sizeof here, h, " ");
                h = mt_msg_putu(here, sizeof here, h, ci->model);
                mt_msg_put(here, sizeof here, h, ")");
                return perr(err, errlen, line, "profile was measured on another CPU", here);
            }
            have_cpu = 1;
        } else if (ll > 9 && memcmp(q, "tunables ", 9) == 0) {
            char spec[1024];
            size_t sl = ll - 9;
            if (sl >= sizeof spec)
                return perr(err, errlen, line, "tunables line too long", NULL);
            memcpy(spec, q + 9, sl);
            spec[sl] = 0;
            char e2[200];
            if (mt_knobs_parse_ex(&tmp, spec, e2, sizeof e2, false) != 0)
                return perr(err, errlen, line, "bad tunables line: ", e2);
            have_tun = 1;
        } else {
            return perr(err, errlen, line, "not a profile line (want 'memtune-profile 1', 'cpu', 'tunables', 'end' or a '#' comment)", NULL);
        }
        p = eol + (eol < end);
    }
    if (!have_version || !have_end || !have_cpu || !have_tun)
        return perr(err, errlen, 0, !have_version ? "not a memtune profile (no 'memtune-profile 1' line)"
                                    : !have_end ? "truncated profile: no end marker"
                                    : !have_cpu ? "profile has no cpu line"
                                                : "profile has no tunables line", NULL);
    *k = tmp;
    return 0;
}

int mt_profile_load_into(struct mt_knobs *k, const char *path, char *err, size_t errlen)
{
    char buf[8192];
    /* O_NONBLOCK: opening a FIFO must not wait for a writer (before main,
     * in a program that never asked for it); O_NOCTTY: a terminal must not
     * become the controlling one. fstat then refuses anything that is not
     * a regular file, before a byte is read. */
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        mt_errmsg(err, errlen, errno == ENOENT ? "no such profile file: " : "cannot open profile: ", path, strlen(path), "");
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        mt_errmsg(err, errlen, "profile is not a regular file: ", path, strlen(path), "");
        return -1;
    }
    if (st.st_size >= (off_t)sizeof buf) {
        close(fd);
        mt_errmsg(err, errlen, "profile file too large: ", path, strlen(path), "");
        return -1;
    }
    size_t len = 0;
    for (;;) {
        ssize_t r = read(fd, buf + len, sizeof buf - len);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0) {
            close(fd);
            mt_errmsg(err, errlen, "cannot read profile: ", path, strlen(path), "");
            return -1;
        }
        if (r == 0)
            break;
        len += (size_t)r;
        if (len == sizeof buf) {
            close(fd);
            mt_errmsg(err, errlen, "profile file too large: ", path, strlen(path), "");
            return -1;
        }
    }
    close(fd);
    return mt_profile_parse(k, buf, len, err, errlen);
}

int mt_profile_load(const char *path, char *err, size_t errlen)
{
    mt_init();
    struct mt_knobs k = mt_knobs_local;
    if (mt_profile_load_into(&k, path, err, errlen) != 0)
        return -1;
    mt_knobs_local = k;
    return 0;
}
