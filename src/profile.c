/* Profiles: the knob values `memtune calibrate` measured on one CPU.
 *
 *   # memtune profile          (comments and blank lines are ignored)
 *   memtune-profile 1
 *   cpu AuthenticAMD 25 17     vendor, family, model of the measured CPU
 *   tunables memcpy.rep_movsb_from=2048:memcpy.nt_from=25165824
 *
 * A profile is applied all or nothing. It is rejected, with one line that
 * says why, when it is malformed, of an unknown version, or measured on a
 * CPU of another vendor/family/model (its crossovers would be wrong here).
 * Reading uses open/read only: this runs inside mt_init, possibly in an
 * LD_PRELOADed library before stdio is usable. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
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

int mt_profile_parse(struct mt_knobs *k, const char *text, size_t len, char *err, size_t errlen)
{
    struct mt_knobs tmp = *k;
    const struct mt_cpu_info *ci = mt_cpu();
    int have_version = 0, have_cpu = 0, have_tun = 0;
    const char *p = text, *end = text + len;
    while (p < end) {
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
        if (ll > 16 && memcmp(q, "memtune-profile ", 16) == 0) {
            if (ll != 17 || q[16] != '1') {
                mt_errmsg(err, errlen, "unsupported profile version: ", q, ll, "");
                return -1;
            }
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
            if (!vlen || parse_uint(&r, lend, &fam) || parse_uint(&r, lend, &model) || r != lend) {
                mt_errmsg(err, errlen, "malformed cpu line (want: cpu VENDOR FAMILY MODEL): ", q, ll, "");
                return -1;
            }
            if (vlen != strlen(ci->vendor) || memcmp(ci->vendor, v, vlen) != 0 ||
                fam != ci->family || model != ci->model) {
                mt_errmsg(err, errlen, "profile was measured on another CPU: ", q, ll, "");
                return -1;
            }
            have_cpu = 1;
        } else if (ll > 9 && memcmp(q, "tunables ", 9) == 0) {
            char spec[1024];
            size_t sl = ll - 9;
            if (sl >= sizeof spec) {
                mt_errmsg(err, errlen, "tunables line too long", NULL, 0, "");
                return -1;
            }
            memcpy(spec, q + 9, sl);
            spec[sl] = 0;
            char e2[200];
            if (mt_knobs_parse(&tmp, spec, e2, sizeof e2) != 0) {
                mt_errmsg(err, errlen, "bad tunables line: ", e2, strlen(e2), "");
                return -1;
            }
            have_tun = 1;
        } else {
            mt_errmsg(err, errlen, "unknown profile line: ", q, ll, "");
            return -1;
        }
        p = eol + (eol < end);
    }
    if (!have_version || !have_cpu || !have_tun) {
        mt_errmsg(err, errlen, !have_version ? "not a memtune profile (no 'memtune-profile 1' line)"
                          : !have_cpu ? "profile has no cpu line"
                                      : "profile has no tunables line", NULL, 0, "");
        return -1;
    }
    *k = tmp;
    return 0;
}

int mt_profile_load_into(struct mt_knobs *k, const char *path, char *err, size_t errlen)
{
    char buf[8192];
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        mt_errmsg(err, errlen, errno == ENOENT ? "no such profile file: " : "cannot open profile: ", path, strlen(path), "");
        return -1;
    }
    size_t len = 0;
    for (;;) {
        ssize_t r = read(fd, buf + len, sizeof buf - len);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
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
