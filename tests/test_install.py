#!/usr/bin/env python3
"""The installed library, used the way a user uses it.

`meson install --destdir` of the build into a temporary directory, then
small programs compiled with `pkg-config --cflags --libs memtune` against
that tree (PIE and non-PIE, C and C++ headers), run against the installed
libmemtune.so. Checks that the headers compile on their own and that a
program linked against the shared library reads and writes the knobs the
library's ladders use (a data object exported by the library would be
copied into the executable by an R_X86_64_COPY relocation: the program
would read a stale copy and its writes would never reach the library).

usage: test_install.py BUILD_DIR CC...   (meson passes both)
Prints "N passed, N failed, N skipped"."""
import os
import shutil
import subprocess
import sys
import tempfile

passed = failed = skipped = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL " + what)


def skip(why):
    global skipped
    skipped += 1
    print("skip: " + why)


PROG = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <memtune.h>
#include <memtune/knobs.h>

#ifdef MEMTUNE_KNOBS_ACCESSOR
#define KN (*mt_knobs_live())
#else
#define KN mt_knobs /* before the accessor: the exported data object */
#endif

int main(void)
{
    char err[256] = "";
    Dl_info di;
    if (dladdr((void *)&mt_tunables_apply, &di) && di.dli_fname)
        printf("lib=%s\n", di.dli_fname);
    /* the library's knobs reach the program */
    if (mt_tunables_apply("memcpy.nt_from=12345K", err, sizeof err) != 0) {
        printf("apply failed: %s\n", err);
        return 1;
    }
    printf("read=%zu\n", KN.memcpy_nt_from);
    /* the program's writes reach the library: mt_tunables_apply starts from
     * the library's knobs and writes them all back */
    KN.memset_nt_from = 4242 * 1024;
    if (mt_tunables_apply("memmove.nt_from=16M", err, sizeof err) != 0) {
        printf("apply failed: %s\n", err);
        return 1;
    }
    printf("write=%zu\nother=%zu\n", KN.memset_nt_from, KN.memmove_nt_from);
    char a[100], b[100];
    memset(a, 7, sizeof a);
    mt_memcpy(b, a, sizeof a);
    printf("copies=%d\n", !memcmp(a, b, sizeof a));
    return 0;
}
"""


TRACED = r"""
#include <stdio.h>
#include <string.h>
int main(void)
{
    char a[64], b[64];
    memset(a, 1, sizeof a);
    memcpy(b, a, sizeof a);
    return b[3] != 1;
}
"""


def check_trace_secure(dest, cc, libdirs):
    """The installed tracer linked into a setuid-root program run by nobody
    (AT_SECURE) must ignore MEMTUNE_TRACE_DIR: it would create root-owned
    files wherever the caller says."""
    libs = [os.path.join(d, "libmemtune-trace.so") for d in libdirs]
    libs = [x for x in libs if os.path.exists(x)]
    if not libs:
        skip("tracer test: no libmemtune-trace.so installed (sanitizer build)")
        return
    if os.geteuid() != 0:
        skip("tracer test: needs root to make a setuid copy")
        return
    st = os.statvfs(dest)
    if st.f_flag & os.ST_NOSUID:
        skip("tracer test: %s is mounted nosuid" % dest)
        return
    os.chmod(dest, 0o755)
    src, exe, out = (os.path.join(dest, n) for n in ("traced.c", "traced", "trace-out"))
    with open(src, "w") as f:
        f.write(TRACED)
    libdir = os.path.dirname(libs[0])
    rc, text = run(cc + ["-O0", "-fno-builtin", src, "-o", exe, "-L" + libdir, "-Wl,--no-as-needed",
                         "-lmemtune-trace", "-Wl,-rpath," + libdir])
    check(rc == 0, "tracer test: cannot build the traced program: " + text)
    if rc != 0:
        return
    os.mkdir(out, 0o755)  # only root may write here
    os.chown(exe, 0, 0)
    os.chmod(exe, 0o4755)
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMTUNE_")}
    env["MEMTUNE_TRACE_DIR"] = out

    def as_nobody():
        os.setgroups([])
        os.setgid(65534)
        os.setuid(65534)

    # the same program not setuid records (the tracer works here at all)
    p = subprocess.run([exe], env=dict(env, MEMTUNE_TRACE_DIR=dest), stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT)
    check(p.returncode == 0 and any(f.startswith("raw.") for f in os.listdir(dest)),
          "tracer test: the program run by root wrote no trace (%d)" % p.returncode)
    p = subprocess.run([exe], env=env, preexec_fn=as_nobody, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    check(p.returncode == 0, "tracer test: setuid program failed: %d %s" % (p.returncode, p.stdout[-300:]))
    check(not os.listdir(out), "tracer test: a setuid program run by nobody wrote %s into a root-only "
          "directory named by MEMTUNE_TRACE_DIR" % os.listdir(out))


def run(cmd, env=None, cwd=None):
    p = subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout


def main():
    if len(sys.argv) < 3:
        print("usage: test_install.py BUILD_DIR CC...")
        print("0 passed, 1 failed, 0 skipped")
        return 1
    build, cc = sys.argv[1], sys.argv[2:]
    pkgconfig = shutil.which("pkg-config")
    meson = shutil.which("meson")
    if not pkgconfig or not meson:
        skip("needs pkg-config and meson (scripts/bootstrap --tests installs them)")
        print(f"{passed} passed, {failed} failed, {skipped} skipped")
        return 0
    with tempfile.TemporaryDirectory(prefix="memtune-install-") as dest:
        rc, out = run([meson, "install", "-C", build, "--no-rebuild", "--quiet", "--destdir", dest])
        check(rc == 0, "meson install --destdir failed: " + out[-600:])
        if rc != 0:
            return 1
        pcs = [os.path.join(r, f) for r, _, fs in os.walk(dest) for f in fs if f == "memtune.pc"]
        check(len(pcs) == 1, f"installed tree has {len(pcs)} memtune.pc files")
        if not pcs:
            return 1
        env = dict(os.environ)
        env["PKG_CONFIG_PATH"] = os.path.dirname(pcs[0])
        env["PKG_CONFIG_SYSROOT_DIR"] = dest
        env.pop("PKG_CONFIG_LIBDIR", None)
        rc, flags = run([pkgconfig, "--cflags", "--libs", "memtune"], env=env)
        check(rc == 0 and "-lmemtune" in flags, "pkg-config --cflags --libs memtune: " + flags)
        flags = flags.split()
        libdirs = [f[2:] for f in flags if f.startswith("-L")]
        check(all(d.startswith(dest) for d in libdirs) and libdirs, f"pkg-config -L outside the install: {libdirs}")
        runenv = dict(os.environ)
        runenv["LD_LIBRARY_PATH"] = ":".join(libdirs)
        for k in [k for k in runenv if k.startswith("MEMTUNE_")]:
            del runenv[k]
        src = os.path.join(dest, "prog.c")
        with open(src, "w") as f:
            f.write(PROG)
        for name, pie in (("PIE", ["-fPIE", "-pie"]), ("non-PIE", ["-fno-PIE", "-no-pie"])):
            exe = os.path.join(dest, "prog-" + name)
            rc, out = run(cc + ["-std=c11", "-O2", "-Wall", "-Werror"] + pie + [src, "-o", exe] + flags + ["-ldl"])
            check(rc == 0, f"{name}: compiling against the installed headers failed:\n{out}")
            if rc != 0:
                continue
            rc, out = run([exe], env=runenv)
            vals = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
            check(rc == 0, f"{name}: program failed ({rc}): {out}")
            check(vals.get("lib", "").startswith(dest),
                  f"{name}: program did not use the installed libmemtune.so: {vals.get('lib')}")
            check(vals.get("read") == str(12345 * 1024),
                  f"{name}: the program reads memcpy.nt_from={vals.get('read')} after the library set "
                  f"{12345 * 1024}: a detached copy of the knobs")
            check(vals.get("write") == str(4242 * 1024) and vals.get("other") == str(16 << 20),
                  f"{name}: the program's write of memset.nt_from did not reach the library "
                  f"(reads back {vals.get('write')}, memmove.nt_from {vals.get('other')})")
            check(vals.get("copies") == "1", f"{name}: mt_memcpy did not copy")
        check_trace_secure(dest, cc, libdirs)
        # The headers compile as C++ too (extern "C", no C-only constructs).
        cxx = shutil.which("g++") or shutil.which("c++")
        if cxx:
            with open(os.path.join(dest, "prog.cc"), "w") as f:
                f.write("#include <memtune.h>\n#include <memtune/knobs.h>\n#include <memtune/registry.h>\n"
                        "#include <memtune/cpu.h>\nint main() { return mt_init() < -1; }\n")
            rc, out = run([cxx, "-O2", "-Wall", "-Werror", os.path.join(dest, "prog.cc"),
                           "-o", os.path.join(dest, "prog-cxx")] + flags)
            check(rc == 0, "the installed headers do not compile as C++:\n" + out)
        else:
            skip("no C++ compiler for the header check")
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
