#!/usr/bin/env python3
"""`memtune calibrate` as a process: its files, its lock, its signals, its
children. Each case runs `memtune calibrate --quick` (about 6-15 s here)
without reading its numbers (a test never asserts a timing):

  - under RLIMIT_FSIZE smaller than a profile: one error line, the profile
    that was there unchanged, no temporary files left;
  - two calibrations into one directory: the second refuses at once with
    one line while the first holds the lock, the first completes;
  - SIGINT while the report renders: the tool dies of SIGINT (shell status
    130), its child is gone, no summary is printed, nothing half-written;
  - paths and a compiler name that would be shell syntax: no shell ever
    sees them (no file INJECTED appears) and the run completes.
The report renderer is a stand-in `python3` first in PATH (the real one is
tests/test_report.py's business): it records its pid and its arguments.

usage: test_tool.py path/to/memtune SOURCE_DIR
(SOURCE_DIR: the tree with data/ and report/, given to the tool as
MEMTUNE_SOURCE_DIR, since a build directory nested deeper than one level
is not found from the binary's path.)
Prints "N passed, N failed, N skipped"."""
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time

passed = failed = skipped = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL " + what, flush=True)


def one_line(s):
    return s.endswith("\n") and s.count("\n") == 1


FAKE_PYTHON = """#!/bin/sh
# stand-in for python3: records how it was called, then behaves per $FAKE_MODE
echo $$ > "$FAKE_DIR/pid"
printf '%s\\n' "$@" > "$FAKE_DIR/args"
case "$FAKE_MODE" in
  sleep) exec sleep 30 ;;
  *) exit 0 ;;
esac
"""


SOURCE_DIR = None


def base_env(fake_dir, mode):
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMTUNE_")}
    if SOURCE_DIR:
        env["MEMTUNE_SOURCE_DIR"] = SOURCE_DIR
    env["PATH"] = os.path.join(fake_dir, "bin") + ":" + env.get("PATH", "/usr/bin:/bin")
    env["FAKE_DIR"] = fake_dir
    env["FAKE_MODE"] = mode
    return env


def leftovers(d):
    """Temporary files a writer left behind in d."""
    return [f for f in os.listdir(d) if ".tmp" in f]


def test_fsize(memtune, tmp, fake):
    out = os.path.join(tmp, "fsize")
    os.mkdir(out)
    old = "# the profile that was here before\nmemtune-profile 1\n"
    with open(os.path.join(out, "profile"), "w") as f:
        f.write(old)

    def limit():
        resource.setrlimit(resource.RLIMIT_FSIZE, (200, 200))

    p = subprocess.run([memtune, "calibrate", "--quick", "--no-gcc", "--no-glibc", "--no-report", "--out", out],
                       env=base_env(fake, "exit"), preexec_fn=limit, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True, timeout=300)
    check(p.returncode > 0, "RLIMIT_FSIZE 200: exit status %d, want an error exit (negative = killed by a signal)"
          % p.returncode)
    err = p.stderr
    check(one_line(err) and "profile" in err and "too large" in err.lower(),
          "RLIMIT_FSIZE 200: stderr should be one line naming the profile and the size limit: %r" % err[-400:])
    with open(os.path.join(out, "profile")) as f:
        now = f.read()
    check(now == old, "RLIMIT_FSIZE 200: the previous profile changed: %r" % now[:300])
    check(not leftovers(out), "RLIMIT_FSIZE 200: temporary files left: %s" % leftovers(out))
    check(not os.path.exists(os.path.join(out, "calibrate.json")), "RLIMIT_FSIZE 200: calibrate.json written")


def test_lock(memtune, tmp, fake):
    out = os.path.join(tmp, "lock")
    os.mkdir(out)
    # the first one also gets a compiler "name" that a shell would run
    a = subprocess.Popen([memtune, "calibrate", "--quick", "--no-glibc", "--no-report", "--cc",
                          "gcc;touch INJECTED_CC;", "--out", out], cwd=tmp, env=base_env(fake, "exit"),
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first = a.stdout.readline()  # the header: printed once the lock is held
    check(first.startswith("memtune calibrate"), "first calibration: unexpected first line %r" % first)
    t0 = time.monotonic()
    b = subprocess.run([memtune, "calibrate", "--quick", "--no-gcc", "--no-glibc", "--no-report", "--out", out],
                       env=base_env(fake, "exit"), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                       timeout=300)
    dt = time.monotonic() - t0
    alive = a.poll() is None
    check(b.returncode != 0 and one_line(b.stderr) and "calibrate" in b.stderr and out in b.stderr,
          "second calibration into the same directory: status %d, stderr %r (want one line naming the directory)"
          % (b.returncode, b.stderr[-300:]))
    check(dt < 3 and alive, "second calibration took %.1f s (first still running: %s): it must refuse at once"
          % (dt, alive))
    rest, aerr = a.communicate(timeout=300)
    check(a.returncode == 0, "first calibration: status %d, stderr %r" % (a.returncode, aerr[-400:]))
    check("profile: " in rest, "first calibration printed no summary")
    check(not os.path.exists(os.path.join(tmp, "INJECTED_CC")),
          "--cc 'gcc;touch INJECTED_CC;' ran a shell command")


def test_sigint(memtune, tmp, fake):
    out = os.path.join(tmp, "sigint")
    os.mkdir(out)
    pidfile = os.path.join(fake, "pid")
    if os.path.exists(pidfile):
        os.unlink(pidfile)
    p = subprocess.Popen([memtune, "calibrate", "--quick", "--no-gcc", "--no-glibc", "--out", out],
                         env=base_env(fake, "sleep"), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 240
    while not os.path.exists(pidfile) and p.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)
    try:
        with open(pidfile) as f:
            child = int(f.read().strip() or 0)
    except (OSError, ValueError):
        child = 0
    check(child > 0, "the report step never started (status %s)" % p.poll())
    p.send_signal(signal.SIGINT)
    try:
        so, se = p.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        p.kill()
        if child > 0:
            try:
                os.kill(child, signal.SIGKILL)
            except ProcessLookupError:
                pass
        so, se = p.communicate()
        check(False, "SIGINT during the report: calibrate still running 20 s later")
    status = p.returncode
    check(status in (-signal.SIGINT, 130),
          "SIGINT during the report: status %d, want death by SIGINT (shell status 130)" % status)
    check("profile: " not in so and "results: " not in so,
          "SIGINT during the report: the summary was printed anyway")
    gone = True
    if child > 0:
        try:
            os.kill(child, 0)
            gone = False
        except ProcessLookupError:
            pass
    check(gone, "SIGINT during the report: the renderer (pid %d) is still running" % child)
    if child > 0 and not gone:
        os.kill(child, signal.SIGKILL)
    check(not leftovers(out), "SIGINT during the report: temporary files left: %s" % leftovers(out))


def test_injection(memtune, tmp, fake):
    work = os.path.join(tmp, "inject")
    os.mkdir(work)
    out = "x';touch INJECTED;'"
    p = subprocess.run([memtune, "calibrate", "--quick", "--out", out], cwd=work, env=base_env(fake, "exit"),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=600)
    check(p.returncode == 0, "--out with quotes: status %d, stderr %r" % (p.returncode, p.stderr[-400:]))
    found = [os.path.join(r, f) for r, _, fs in os.walk(tmp) for f in fs if f.startswith("INJECTED")]
    check(not found, "a shell ran text from --out: %s" % found)
    check(os.path.isfile(os.path.join(work, out, "profile")), "--out with quotes: no profile in %r" % out)
    try:
        with open(os.path.join(fake, "args")) as f:
            args = f.read().splitlines()
    except OSError:
        args = []
    check(any(a == os.path.join(out, "calibrate.json") for a in args),
          "the renderer did not get the JSON path as one argument: %s" % args)


def main():
    global SOURCE_DIR
    if len(sys.argv) != 3:
        print("usage: test_tool.py path/to/memtune SOURCE_DIR\n0 passed, 1 failed")
        return 1
    memtune = os.path.abspath(sys.argv[1])
    SOURCE_DIR = os.path.abspath(sys.argv[2])
    with tempfile.TemporaryDirectory(prefix="memtune-tool-") as tmp:
        fake = os.path.join(tmp, "fake")
        os.makedirs(os.path.join(fake, "bin"))
        py = os.path.join(fake, "bin", "python3")
        with open(py, "w") as f:
            f.write(FAKE_PYTHON)
        os.chmod(py, 0o755)
        for t in (test_fsize, test_lock, test_sigint, test_injection):
            t0 = time.monotonic()
            try:
                t(memtune, tmp, fake)
            except subprocess.TimeoutExpired as e:
                check(False, "%s: timed out: %s" % (t.__name__, e))
            print("%s: %.1f s" % (t.__name__, time.monotonic() - t0), flush=True)
    print("%d passed, %d failed, %d skipped" % (passed, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
