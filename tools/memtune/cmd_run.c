/* memtune run [--profile P] [--tunables T] [--impl X] -- CMD ARGS...
 *
 * Runs CMD with memtune's drop-in library appended to LD_PRELOAD
 * (preload/preload.c describes the objects). Without --impl the object is
 * the ISA tier dispatch would pick on this CPU (libmemtune-preload-avx2.so
 * on an AVX2 CPU), whose memcpy & co. are the ladders themselves; --impl
 * ladder_<tier> picks a tier; any other --impl forces a strategy through
 * the pointer-dispatched object (libmemtune-preload.so), as does a
 * memcpy.vec_from set by --profile, --tunables or the environment. The object is
 * loaded here first (dlopen), so a missing or broken one is one line and a
 * non-zero exit instead of ld.so's "cannot be preloaded ... ignored" and a
 * program that silently runs on glibc. */
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tool.h"
#include "memtune.h"
#include "memtune/cpu.h"
#include "memtune/knobs.h"
#include "memtune/registry.h"

#ifndef MEMTUNE_LIBDIR
#define MEMTUNE_LIBDIR "/usr/local/lib"
#endif

int mt_tool_preload_path(const char *name, char *out, size_t len)
{
    const char *env = getenv("MEMTUNE_PRELOAD_DIR");
    if (env && *env) {
        snprintf(out, len, "%s/%s", env, name);
        return access(out, F_OK) == 0 ? 0 : -1;
    }
    char exe[PATH_MAX];
    ssize_t k = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (k > 0) {
        exe[k] = 0;
        /* the build tree: <build>/tools/memtune/memtune -> <build>/preload/ */
        char *s = strrchr(exe, '/');
        if (s) {
            *s = 0;
            snprintf(out, len, "%s/../../preload/%s", exe, name);
            if (access(out, F_OK) == 0)
                return 0;
        }
    }
    snprintf(out, len, "%s/%s", MEMTUNE_LIBDIR, name);
    return access(out, F_OK) == 0 ? 0 : -1;
}

int mt_tool_preload_check(const char *path, const char *marker)
{
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h)
        return mt_tool_error("cannot load %s: %s", path, dlerror());
    if (!dlsym(h, marker) || !dlsym(h, "memcpy")) {
        dlclose(h);
        return mt_tool_error("%s is not a memtune drop-in library (no %s)", path, marker);
    }
    /* not closed: its constructor ran, exec discards it anyway */
    return 0;
}

void mt_tool_preload_env(const char *path)
{
    const char *old = getenv("LD_PRELOAD");
    if (old && *old) {
        size_t n = strlen(old) + strlen(path) + 2;
        char *v = malloc(n);
        if (!v) {
            setenv("LD_PRELOAD", path, 1);
            return;
        }
        snprintf(v, n, "%s:%s", old, path);
        setenv("LD_PRELOAD", v, 1);
        free(v);
    } else {
        setenv("LD_PRELOAD", path, 1);
    }
}

/* The ISA tier of the ladder dispatch picks for memcpy with these
 * features: "avx2" for ladder_avx2; NULL when that ladder has no tier
 * object (the portable ladders, other architectures). */
static const char *tier_of(const struct mt_strategy *s)
{
    static const char *const tiers[] = { "sse2", "avx2", "avx512" };
    if (!s || strncmp(s->name, "ladder_", 7) != 0)
        return NULL;
    for (size_t i = 0; i < sizeof tiers / sizeof tiers[0]; i++)
        if (!strcmp(s->name + 7, tiers[i]))
            return tiers[i];
    return NULL;
}

static const struct mt_strategy *best_memcpy_ladder(uint64_t features)
{
    size_t n;
    const struct mt_strategy *t = mt_strategies(&n);
    for (size_t i = 0; i < n; i++)
        if (t[i].op == MT_OP_MEMCPY && (t[i].flags & MT_STRAT_LADDER) && mt_strategy_runnable(&t[i], features))
            return &t[i];
    return NULL;
}

/* --impl X: "op=name,..." as is; a bare name for every op that has a
 * strategy of that name. Writes the MEMTUNE_FORCE value into force. */
static int force_spec(const char *impl, char *force, size_t len)
{
    uint64_t f = mt_cpu()->features;
    force[0] = 0;
    if (strchr(impl, '=')) {
        char err[256];
        /* validate with the library's own parser (mt_force is all or
         * nothing per call; check each op=name pair) */
        char *copy = strdup(impl), *save = NULL;
        if (!copy)
            return mt_tool_error("out of memory");
        for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
            char *eq = strchr(tok, '=');
            if (!eq || eq == tok || !eq[1]) {
                free(copy);
                return mt_tool_error("--impl '%s': expected op=strategy pairs, e.g. memcpy=rep_movsb", impl);
            }
            *eq = 0;
            int op = mt_op_from_name(tok);
            const struct mt_strategy *s = op < 0 ? NULL : mt_strategy_find((enum mt_op)op, eq + 1);
            if (op < 0 || !s || !mt_strategy_runnable(s, f)) {
                snprintf(err, sizeof err, "%s", op < 0 ? "unknown op" : !s ? "unknown strategy" : "not runnable on this CPU");
                free(copy);
                return mt_tool_error("--impl %s=%s: %s (see memtune list)", tok, eq + 1, err);
            }
        }
        free(copy);
        snprintf(force, len, "%s", impl);
        return 0;
    }
    size_t k = 0;
    int found = 0, runnable = 0;
    for (int op = 0; op < MT_OP__COUNT; op++) {
        const struct mt_strategy *s = mt_strategy_find((enum mt_op)op, impl);
        if (!s)
            continue;
        found++;
        if (!mt_strategy_runnable(s, f))
            continue;
        runnable++;
        k += (size_t)snprintf(force + k, k < len ? len - k : 0, "%s%s=%s", k ? "," : "", mt_op_name((enum mt_op)op), impl);
    }
    if (!found)
        return mt_tool_error("--impl '%s': no strategy of that name (see memtune list)", impl);
    if (!runnable)
        return mt_tool_error("--impl '%s': this CPU cannot run it (see memtune list)", impl);
    if (k >= len)
        return mt_tool_error("--impl '%s': too long", impl);
    return 0;
}

static int usage(FILE *f)
{
    fprintf(f,
            "usage: memtune run [--profile FILE] [--tunables SPEC] [--impl X] [-v] -- CMD [ARGS...]\n"
            "  Runs CMD with memtune's memcpy, memmove, memset, memcmp, bcmp (and mempcpy,\n"
            "  bzero, __memcmpeq, the __*_chk entries) in place of glibc's, by appending a\n"
            "  drop-in library to LD_PRELOAD; children and exec'd programs inherit it.\n"
            "  --profile FILE   knobs measured by `memtune calibrate` (MEMTUNE_PROFILE)\n"
            "  --tunables SPEC  knob=value list (MEMTUNE_TUNABLES)\n"
            "  --impl X         ladder_sse2|ladder_avx2|ladder_avx512: that tier's object;\n"
            "                   a strategy name (rep_movsb) or op=name list: forced, through\n"
            "                   the pointer-dispatched object (one indirect jump per call more)\n"
            "  -v               print the object and the variables set, on stderr\n"
            "  MEMTUNE_PRELOAD_DIR overrides where the objects are looked for.\n"
            "  Calls glibc makes internally (stdio, qsort, ...) stay on glibc's functions.\n");
    return f == stderr ? 2 : 0;
}

/* Shared with `memtune trace`: parses the options before "--" into o. */
struct run_opts {
    const char *profile, *tunables, *impl;
    int verbose;
    int cmd; /* index of CMD in argv */
};

static int parse_opts(int argc, char **argv, struct run_opts *o)
{
    memset(o, 0, sizeof *o);
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) {
            i++;
            break;
        }
        if (!strcmp(a, "--help") || !strcmp(a, "-h"))
            return -1;
        if (!strcmp(a, "-v")) {
            o->verbose = 1;
            continue;
        }
        const char **dst = !strcmp(a, "--profile") ? &o->profile : !strcmp(a, "--tunables") ? &o->tunables
                          : !strcmp(a, "--impl") ? &o->impl : NULL;
        if (!dst) {
            if (a[0] == '-')
                return mt_tool_error("run: unknown option '%s' (memtune run --help)", a);
            break; /* CMD without "--" */
        }
        if (i + 1 >= argc)
            return mt_tool_error("run: %s needs a value", a);
        *dst = argv[++i];
    }
    if (i >= argc)
        return mt_tool_error("run: no command given (memtune run [options] -- CMD [ARGS...])");
    o->cmd = i;
    return 0;
}

int mt_tool_dropin(const char *impl, char *path, size_t plen, char *force, size_t flen)
{
    const char *tier = NULL;
    int rc;
    force[0] = 0;
    if (impl && !strncmp(impl, "ladder_", 7) && !strchr(impl, '=')) {
        const struct mt_strategy *s = mt_strategy_find(MT_OP_MEMCPY, impl);
        if (!s)
            return mt_tool_error("--impl '%s': no such ladder (see memtune list)", impl);
        if (!mt_strategy_runnable(s, mt_cpu()->features))
            return mt_tool_error("--impl '%s': this CPU cannot run it", impl);
        tier = tier_of(s);
        if (!tier && (rc = force_spec(impl, force, flen)) != 0)
            return rc;
    } else if (impl) {
        if ((rc = force_spec(impl, force, flen)) != 0)
            return rc;
    } else if (mt_knobs_live()->memcpy_vec_from == 0) {
        tier = tier_of(best_memcpy_ladder(mt_cpu()->features));
    } /* else memcpy.vec_from is set: the pointer object, whose dispatch
       * installs the ladder's _rsb entry (the tier objects' memcpy is the
       * ladder itself, which does not read that knob) */
    char name[64];
    if (tier)
        snprintf(name, sizeof name, "libmemtune-preload-%s.so", tier);
    else
        snprintf(name, sizeof name, "libmemtune-preload.so");
    if (mt_tool_preload_path(name, path, plen) != 0)
        return mt_tool_error("%s not found (looked in %s; build it with ninja, or set MEMTUNE_PRELOAD_DIR)", name,
                             path);
    return mt_tool_preload_check(path, "mt_preload_tier");
}

int cmd_run(int argc, char **argv)
{
    struct run_opts o;
    int rc = parse_opts(argc, argv, &o);
    if (rc < 0)
        return usage(stdout);
    if (rc)
        return rc;

    char err[256];
    if (o.profile) {
        if (mt_profile_load(o.profile, err, sizeof err) != 0)
            return mt_tool_error("run: --profile %s: %s", o.profile, err);
        setenv("MEMTUNE_PROFILE", o.profile, 1);
    }
    if (o.tunables) {
        struct mt_knobs k;
        mt_knobs_defaults(&k, mt_cpu()->features);
        if (mt_knobs_parse(&k, o.tunables, err, sizeof err) != 0)
            return mt_tool_error("run: --tunables: %s", err);
        setenv("MEMTUNE_TUNABLES", o.tunables, 1);
        *mt_knobs_live() = k; /* what the child will run with (mt_tool_dropin reads it) */
    }
    char path[PATH_MAX + 64], force[512];
    if ((rc = mt_tool_dropin(o.impl, path, sizeof path, force, sizeof force)) != 0)
        return rc;
    if (force[0])
        setenv("MEMTUNE_FORCE", force, 1);
    mt_tool_preload_env(path);
    if (o.verbose)
        fprintf(stderr, "memtune run: LD_PRELOAD=%s%s%s\n", getenv("LD_PRELOAD"),
                force[0] ? " MEMTUNE_FORCE=" : "", force);
    fflush(NULL);
    execvp(argv[o.cmd], argv + o.cmd);
    int e = errno;
    mt_tool_error("run: cannot run %s: %s", argv[o.cmd], strerror(e));
    return e == ENOENT ? 127 : 126;
}
