#!/usr/bin/env python3
"""`memtune run`, `memtune trace` and `memtune bench macro` from the outside.

usage: test_dropin.py MEMTUNE TEST_PRELOAD TEST_TRACE_CALLS [--cpython]

Checks (each one line of "ok"/"FAIL", then "N passed, N failed, N skipped"):
  - the drop-in is in use in the child: test_preload (a plain program, not
    linked with memtune) finds memcpy in the tier object `memtune run` picks,
    for the default, for every runnable --impl ladder_*, and for a forced
    strategy (pointer object); its own sweep of every entry passes there
  - programs people run: bash, python3, perl, git, sort, tar, zstd, gcc (cc1,
    as, collect2, ld) under `memtune run`, with their output compared to
    the same command without it; multi-threaded and fork/exec'd children
  - bad invocations: one line on stderr, a non-zero exit, nothing run
  - the tracer's histograms, sites and sequence against a program whose
    calls are known (test_trace_calls)
  - --cpython: CPython's own regression tests for bytes, str, json, re,
    array, struct, memoryview and mmap (Debian's libpython3.11-testsuite)
    under `memtune run`; their test cases count here
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

MEMTUNE, PRELOAD_TEST, TRACE_CALLS = (os.path.abspath(a) for a in sys.argv[1:4])
CPYTHON = "--cpython" in sys.argv[4:]
passed = failed = skipped = 0


def ok(cond, what, detail=""):
    global passed, failed
    if cond:
        passed += 1
        print("ok   " + what)
    else:
        failed += 1
        print("FAIL " + what + (": " + detail if detail else ""))


def skip(what, why):
    global skipped
    skipped += 1
    print("skip %s (%s)" % (what, why))


def run(args, env=None, timeout=300, cwd=None, input=None):
    e = dict(os.environ)
    for k in list(e):
        if k.startswith("MEMTUNE_") and k != "MEMTUNE_SOURCE_DIR":
            del e[k]
    e.pop("LD_PRELOAD", None)
    if env:
        e.update(env)
    return subprocess.run(args, env=e, capture_output=True, text=True, timeout=timeout, cwd=cwd, input=input)


def expected_tier():
    """The tier dispatch picks: the first runnable memcpy ladder of `memtune list`."""
    out = run([MEMTUNE, "list"]).stdout
    for line in out.splitlines():
        f = line.split()
        if len(f) >= 4 and f[0] == "memcpy" and "[ladder]" in line and f[3] == "yes":
            name = f[1][len("ladder_"):]
            return name if name in ("sse2", "avx2", "avx512") else "pointer"
    return None


def runnable_ladders():
    out = run([MEMTUNE, "list"]).stdout
    return [l.split()[1] for l in out.splitlines()
            if l.startswith("memcpy ") and "[ladder]" in l and l.split()[3] == "yes"]


def check_dropin():
    # ---- the drop-in in use, and correct, in a plain program ------------------
    tier = expected_tier()
    ok(tier is not None, "memtune list names a memcpy ladder")
    r = run([MEMTUNE, "run", "--", PRELOAD_TEST, "--check", tier or "?"])
    ok(r.returncode == 0, "memtune run -- test_preload: memcpy from libmemtune-preload-%s.so, every entry correct" % tier,
       (r.stdout + r.stderr)[-600:])
    for lad in runnable_ladders():
        t = lad[len("ladder_"):]
        want = t if t in ("sse2", "avx2", "avx512") else "pointer"
        r = run([MEMTUNE, "run", "--impl", lad, "--", PRELOAD_TEST, "--check", want])
        ok(r.returncode == 0, "memtune run --impl %s: tier %s in use, every entry correct" % (lad, want),
           (r.stdout + r.stderr)[-600:])
    r = run([MEMTUNE, "run", "--impl", "rep_movsb", "--", PRELOAD_TEST, "--check", "pointer", "--forced", "rep_movsb"])
    if "cannot run it" in r.stderr:
        skip("memtune run --impl rep_movsb", "not an x86 CPU")
    else:
        ok(r.returncode == 0, "memtune run --impl rep_movsb: pointer object, memcpy forced to rep_movsb, correct",
           (r.stdout + r.stderr)[-600:])
    # memcpy.vec_from set: the pointer object, whose dispatch installs the
    # ladder's _rsb entry (rep movsb below the knob; "never": every size)
    lads = runnable_ladders()
    rsb = lads[0] + "_rsb" if lads else None
    if rsb and rsb in run([MEMTUNE, "list"]).stdout:
        r = run([MEMTUNE, "run", "--tunables", "memcpy.vec_from=never", "--", PRELOAD_TEST, "--check", "pointer",
                 "--forced", rsb])
        ok(r.returncode == 0, "memtune run --tunables memcpy.vec_from=never: pointer object, memcpy is %s, correct" % rsb,
           (r.stdout + r.stderr)[-600:])
    else:
        skip("memtune run --tunables memcpy.vec_from", "no _rsb entry on this CPU")
    r = run([PRELOAD_TEST, "--check", "none"])
    ok(r.returncode == 0, "without memtune run the same program uses libc's memcpy", (r.stdout + r.stderr)[-300:])
    # a hand-made LD_PRELOAD of the portable object works as well
    pre = None
    for cand in ("libmemtune-preload.so",):
        p = os.path.join(os.path.dirname(MEMTUNE), "..", "..", "preload", cand)
        if os.path.exists(p):
            pre = os.path.abspath(p)
    if pre:
        r = run([PRELOAD_TEST, "--check", "pointer"], env={"LD_PRELOAD": pre})
        ok(r.returncode == 0, "LD_PRELOAD=libmemtune-preload.so by hand", (r.stdout + r.stderr)[-300:])
        r = run([PRELOAD_TEST, "--check", "pointer", "--forced", "byte_loop"],
                env={"LD_PRELOAD": pre, "MEMTUNE_FORCE": "memcpy=byte_loop"})
        ok(r.returncode == 0, "LD_PRELOAD by hand honours MEMTUNE_FORCE", (r.stdout + r.stderr)[-300:])

    # ---- real programs: same output with and without the drop-in --------------


def check_programs(tmp):
    with open(os.path.join(tmp, "in.txt"), "w") as f:
        for i in range(20000):
            f.write("line %d %s\n" % ((i * 7919) % 10007, "x" * (i % 37)))
    with open(os.path.join(tmp, "hello.c"), "w") as f:
        f.write('#include <stdio.h>\n#include <string.h>\nint main(void){char b[64];'
                'memcpy(b,"hello",6);puts(b);return 0;}\n')
    progs = [
        ("bash", ["bash", "-c", "a=$(seq 1 2000 | tr '\\n' ,); echo ${#a}; for i in 1 2 3; do echo $i; done | sort -r"]),
        ("python3 (threads)", [sys.executable, "-c",
                               "import json,threading\n"
                               "out=[]\n"
                               "def w(i): out.append(len(json.dumps([{'k': 'v'*j} for j in range(300)])))\n"
                               "t=[threading.Thread(target=w,args=(i,)) for i in range(8)]\n"
                               "[x.start() for x in t]; [x.join() for x in t]; print(sorted(out))"]),
        ("perl", ["perl", "-e", "my %h; $h{$_ x 3} = length($_ x 50) for (1..5000); print scalar(keys %h), qq{\\n};"]),
        ("sort", ["sort", "-n", "-k2", os.path.join(tmp, "in.txt")]),
        ("tar", ["sh", "-c", "tar -C '%s' -cf - in.txt hello.c | tar -tvf - | awk '{print $3, $6}'" % tmp]),
        ("zstd", ["sh", "-c", "zstd -q -c '%s' | zstd -q -d -c | md5sum" % os.path.join(tmp, "in.txt")]),
        ("git", ["sh", "-c", "cd '%s' && git init -q r && cd r && cp ../in.txt . && git add in.txt && "
                 "git -c user.name=t -c user.email=t@t commit -q -m one && git log --stat --format=%%s | head -5" % tmp]),
        ("gcc (cc1, as, collect2, ld) + the program it built",
         ["sh", "-c", "cd '%s' && rm -f h && gcc -O2 hello.c -o h && ./h" % tmp]),
    ]
    for name, cmd in progs:
        tool = cmd[0] if cmd[0] != "sh" else cmd[2].split()[0]
        needed = {"tar": "tar", "zstd": "zstd", "git": "git", "gcc (cc1, as, collect2, ld) + the program it built": "gcc"}
        need = needed.get(name, cmd[0])
        if shutil.which(need) is None:
            skip(name, need + " not installed")
            continue
        if name.startswith("git"):
            shutil.rmtree(os.path.join(tmp, "r"), ignore_errors=True)
        a = run(cmd)
        if name.startswith("git"):
            shutil.rmtree(os.path.join(tmp, "r"), ignore_errors=True)
        b = run([MEMTUNE, "run", "--"] + cmd)
        ok(a.returncode == 0 and a.returncode == b.returncode and a.stdout == b.stdout and b.stderr == a.stderr,
           "%s under memtune run: same output and status" % name,
           "rc %d/%d, stdout %r / %r, stderr %r" % (a.returncode, b.returncode, a.stdout[:120], b.stdout[:120],
                                                    b.stderr[:300]))
    # fork/exec: a child of a child still has the drop-in
    r = run([MEMTUNE, "run", "--", "sh", "-c", "sh -c 'grep -c libmemtune-preload /proc/self/maps'"])
    ok(r.returncode == 0 and r.stdout.strip() not in ("", "0"), "a grandchild (sh -> sh -> grep) has it mapped",
       r.stdout + r.stderr)

    # ---- bad invocations ----------------------------------------------------
    def bad(args, what, env=None, pattern=None):
        r = run([MEMTUNE] + args, env=env)
        lines = [l for l in r.stderr.splitlines() if l.strip()]
        good = r.returncode != 0 and len(lines) == 1 and lines[0].startswith("memtune: ") and \
            (pattern is None or re.search(pattern, lines[0])) and "RAN" not in r.stdout
        ok(good, "%s: one line, non-zero exit" % what, "rc %d stderr %r" % (r.returncode, r.stderr))

    bad(["run"], "memtune run without a command")
    bad(["run", "--impl", "no_such_strategy", "--", "echo", "RAN"], "unknown --impl", pattern="no strategy")
    bad(["run", "--impl", "memcpy=", "--", "echo", "RAN"], "malformed --impl pairs")
    bad(["run", "--tunables", "memcpy.rep_movsb_from=banana", "--", "echo", "RAN"], "malformed --tunables")
    bad(["run", "--profile", os.path.join(tmp, "no-such-profile"), "--", "echo", "RAN"], "missing --profile")
    bad(["run", "--frobnicate", "--", "echo", "RAN"], "unknown option")
    bad(["run", "--", "/no/such/program"], "a command that does not exist", pattern="cannot run")
    empty = os.path.join(tmp, "empty-dir")
    os.makedirs(empty)
    bad(["run", "--", "echo", "RAN"], "the drop-in is missing", env={"MEMTUNE_PRELOAD_DIR": empty},
        pattern="not found")
    broken = os.path.join(tmp, "broken-dir")
    os.makedirs(broken)
    for nm in ("libmemtune-preload.so", "libmemtune-preload-sse2.so", "libmemtune-preload-avx2.so",
               "libmemtune-preload-avx512.so", "libmemtune-trace.so"):
        with open(os.path.join(broken, nm), "wb") as f:
            f.write(b"\x7fELF this is not a shared object")
    bad(["run", "--", "echo", "RAN"], "the drop-in is broken", env={"MEMTUNE_PRELOAD_DIR": broken},
        pattern="cannot load")
    bad(["trace", "--", "echo", "RAN"], "the tracer is broken", env={"MEMTUNE_PRELOAD_DIR": broken},
        pattern="cannot load")
    bad(["trace"], "memtune trace without a command")
    bad(["trace", "--seq-max", "lots", "--", "echo", "RAN"], "malformed --seq-max")
    bad(["bench", "macro", "--pairs", "2"], "bench macro with too few pairs")
    bad(["bench", "macro", "--workloads", "nosuch"], "bench macro with an unknown workload")
    bad(["bench", "memcpy", "--dist", os.path.join(tmp, "in.txt"), "--order", "trace"], "a size file that is not one")
    seqfile = os.path.join(tmp, "bad.seq")
    with open(seqfile, "w") as f:
        f.write("memtune-seq/1 memcpy\n12 0\nxyz 1\n")
    bad(["bench", "memcpy", "--dist", seqfile, "--order", "trace"], "a malformed memtune-seq file", pattern="line 3")
    bad(["bench", "memcpy", "--sizes", "8", "--order", "trace"], "--order without --dist")
    with open(seqfile, "w") as f:
        f.write("memtune-seq/1 memcmp\n12 0 3\n12 0 12\n")
    bad(["bench", "memcmp", "--dist", seqfile, "--order", "trace"], "a first difference at or past the size",
        pattern="line 3.*first difference")
    with open(seqfile, "w") as f:
        f.write("memtune-seq/1 memcmp\n12 0 3\n12 0\n")
    bad(["bench", "memcmp", "--dist", seqfile, "--order", "trace"], "a first difference on some lines only",
        pattern="line 3")
    bad(["bench", "memcmp", "--dist", os.path.join(os.path.dirname(__file__), "..", "data", "distributions",
                                                   "fleetbench-2024", "Memcmp_0.csv"), "--diff-pos", "trace",
         "--time", "0.01", "--passes", "1"], "--diff-pos trace without traced differences", pattern="diff-pos trace")
    bad(["bench", "memcpy", "--mode", "latency-cold", "--dist", os.path.join(tmp, "in.txt")],
        "--mode latency-cold with a distribution", pattern="latency-cold")
    r = run([MEMTUNE, "bench", "memcpy", "--mode", "latency-cold", "--sizes", "8,200", "--impl", "libc,mt",
             "--time", "0.05", "--passes", "1", "--json", os.path.join(tmp, "cold.json"), "--quiet"])
    ok(r.returncode == 0 and json.load(open(os.path.join(tmp, "cold.json")))["run"]["mode"] == "latency-cold",
       "bench --mode latency-cold runs and records its mode", r.stderr[-300:])
    bad(["bench", "memcpy", "--mode", "reading", "--sizes", "8"], "an unknown --mode", pattern="use-chain")
    r = run([MEMTUNE, "bench", "memcpy", "--dst-cache", "LLC", "--sizes", "4K", "--aliasing", "2048", "--impl",
             "libc,mt", "--time", "0.05", "--passes", "1", "--json", os.path.join(tmp, "dst.json")])
    ok(r.returncode == 0 and json.load(open(os.path.join(tmp, "dst.json")))["run"]["dst_cache"] == "LLC" and
       "dst cache LLC" in r.stdout, "bench --dst-cache runs, says so and records it", r.stderr[-300:])
    bad(["bench", "memset", "--dst-cache", "LLC", "--sizes", "8"], "--dst-cache for memset", pattern="memcpy and memmove")
    bad(["bench", "memcpy", "--dst-cache", "L4", "--sizes", "8"], "an unknown --dst-cache level", pattern="'L4'")
    bad(["bench", "memmove", "--dst-cache", "DRAM", "--overlap", "8", "--sizes", "64"], "--dst-cache with --overlap",
        pattern="overlap")
    bad(["bench", "suite", "--modes", "throughput,fast"], "bench suite with an unknown mode", pattern="mode 'fast'")
    r = run([MEMTUNE, "bench", "memset", "--mode", "use-chain", "--sizes", "8,100", "--impl", "libc,mt",
             "--time", "0.05", "--passes", "1", "--json", os.path.join(tmp, "use.json"), "--quiet"])
    ok(r.returncode == 0 and json.load(open(os.path.join(tmp, "use.json")))["run"]["mode"] == "use-chain",
       "bench --mode use-chain runs and records its mode", r.stderr[-300:])
    sj = os.path.join(tmp, "suite.json")
    r = run([MEMTUNE, "bench", "suite", "--ops", "memcpy", "--dists", "*Fleet*", "--cache", "L1", "--orders",
             "shuffled", "--time", "0.05", "--json", sj])
    # every distribution file in a process of its own, its rows together
    sj2 = os.path.join(tmp, "suite2.json")
    r2 = run([MEMTUNE, "bench", "suite", "--ops", "memset", "--dists", "Memset_[01].csv", "--cache", "L1", "--orders",
              "shuffled", "--modes", "throughput,use", "--time", "0.03", "--json", sj2])
    s2 = json.load(open(sj2)) if r2.returncode == 0 else {"rows": [], "pid": 0}
    rows2 = s2["rows"]
    pids = {}
    for x in rows2:
        pids.setdefault(x["dist"], set()).add(x["pid"])
    # two files: two measuring processes, neither the suite's own
    ok(len(rows2) == 4 and len(pids) == 2 and all(len(v) == 1 for v in pids.values()) and
       len({min(v) for v in pids.values()} | {s2["pid"]}) == 3,
       "bench suite: each distribution file measured by a process of its own", str(pids) + r2.stderr[-300:])
    rows = json.load(open(sj))["rows"] if r.returncode == 0 else []
    ok(sorted((x["cache"], x["mode"]) for x in rows) == [("L1", "throughput"), ("L1", "use")] and
       " use " in r.stdout, "bench suite replays in both modes, the use row hot", r.stderr[-300:])
    # mt against libc in a run of their own (mt, libc, mt#2), the best single
    # strategy in another (mt and every strategy): in cycle and trace order
    # each strategy's size branches slow the others down
    ok(rows and all(x["libc_run_impls"] == 3 and x["best_run_impls"] > 3 and x["best"] not in ("libc", "mt#2") and
                    x["best_run_mt_ns"] > 0 for x in rows),
       "bench suite: libc/mt from mt, libc and mt#2 alone; the best single from mt and the strategies",
       str(rows[:1])[:300])
    bad(["bench", "memcpy", "--dist", os.path.join(os.path.dirname(__file__), "..", "data", "distributions",
                                                   "fleetbench-2024", "Memcpy_0.csv"), "--order", "trace",
         "--time", "0.01", "--passes", "1"], "--order trace of a distribution (not a sequence)",
        pattern="sequence file")

    # ---- bench macro end to end (one workload; no timing is asserted) -------
    mj = os.path.join(tmp, "macro.json")
    r = run([MEMTUNE, "bench", "macro", "--workloads", "python", "--pairs", "6", "--control", "--json", mj,
             "--work", os.path.join(tmp, "macro-work")], timeout=600)
    ok(r.returncode == 0, "memtune bench macro --workloads python --control runs", r.stderr[-500:])
    if r.returncode == 0:
        m = json.load(open(mj))
        w = m["workloads"][0] if m.get("workloads") else {}
        ok(m.get("schema") == "memtune-macro/1" and m["dropin"]["verified"] and w.get("name") == "python" and
           len(w.get("glibc_s", [])) == 6 and len(w.get("memtune_s", [])) == 6 and
           w["ratio_ci"][0] <= w["ratio_median"] <= w["ratio_ci"][1],
           "bench macro JSON: 6 pairs, the drop-in verified in a child, the median inside its interval", str(m)[:400])
        ok(str(m["dropin"].get("control", "")).endswith("libmemtune-null.so") and
           len(w.get("control_s", [])) == 6 and
           w["control_ratio_ci"][0] <= w["control_ratio_median"] <= w["control_ratio_ci"][1] and
           w.get("control_verdict") in ("same", "control faster", "control slower") and
           w["control_vs_memtune_ci"][0] <= w["control_vs_memtune_median"] <= w["control_vs_memtune_ci"][1] and
           "control (A/A)" in r.stdout and "geometric mean of the control" in r.stdout,
           "bench macro --control: the null object's arm, its ratio inside its interval, the A/A column",
           r.stdout[-600:])
        rep = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "report", "render.py")
        r = run([sys.executable, rep, mj, "--text"])
        # the control table's "glibc / control" header wraps to two lines
        # when its A/A column says "control faster" or "control slower"
        ok(r.returncode == 0 and "Real programs: glibc vs memtune" in r.stdout and "python" in r.stdout
           and re.search(r"glibc /(\s+\S+)*?\s+control\b", r.stdout) and " A/A " in r.stdout
           and all(len(l) <= 80 for l in r.stdout.splitlines()),
           "memtune report renders the macro result (with its control) as 80-column text",
           r.stderr[-300:] + r.stdout[-800:])
        try:
            import matplotlib  # noqa: F401
            have_mpl = True
        except ImportError:
            have_mpl = False
        if have_mpl:
            r = run([sys.executable, rep, mj, "-o", os.path.join(tmp, "macro.html")])
            ok(r.returncode == 0 and os.path.exists(os.path.join(tmp, "macro_files", "macro.png")),
               "... and as HTML with its plot", r.stderr[-300:])
        else:
            skip("macro report as HTML", "matplotlib is not installed")
        with open(mj) as f:
            broken = json.load(f)
        broken["workloads"][0]["ratio_ci"] = ["x"]
        with open(os.path.join(tmp, "bad-macro.json"), "w") as f:
            json.dump(broken, f)
        r = run([sys.executable, rep, os.path.join(tmp, "bad-macro.json"), "--text"])
        ok(r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "ratio_ci" in r.stderr,
           "a malformed macro result: one line, exit 2", r.stderr)

    # ---- the tracer against known calls -------------------------------------
    out = os.path.join(tmp, "trace")
    r = run([MEMTUNE, "trace", "-o", out, "--", TRACE_CALLS])
    ok(r.returncode == 0, "memtune trace -- test_trace_calls exits 0", r.stdout[-300:] + r.stderr[-300:])
    try:
        t = json.load(open(os.path.join(out, "trace.json")))
    except Exception as e:  # noqa: BLE001 - the failure is the test result
        t = None
        ok(False, "trace.json parses", str(e))
    if t:
        ops = t["ops"]
        ok(ops.get("memcpy", {}).get("calls") == 1150, "memcpy calls = 100 + 50 + 1000 (two threads)",
           str(ops.get("memcpy")))
        ok(ops.get("memmove", {}).get("calls") == 5 and ops["memmove"]["overlapping"] == 5,
           "memmove: 5 calls, all overlapping", str(ops.get("memmove")))
        ok(ops.get("memset", {}).get("calls") == 13, "memset: 10 in the parent + 3 in the forked child",
           str(ops.get("memset")))
        ok(ops.get("memcmp", {}).get("calls") == 7 and ops.get("bcmp", {}).get("calls") == 3,
           "memcmp 7 and bcmp 3 calls")
        ok(ops["memcpy"]["bytes"] == sum(range(1, 101)) + 50 * 64 + 1000 * 8, "memcpy bytes",
           str(ops["memcpy"]["bytes"]))
        top = dict((s, c) for s, c in ops["memcpy"]["top_sizes"])
        ok(top.get(8) == 1001 and top.get(64) == 51, "memcpy top sizes: 8 x1001, 64 x51 (site A adds one of each)",
           str(ops["memcpy"]["top_sizes"][:4]))
        sites = [s for s in t["sites"] if s["op"] == "memcpy"]
        by_calls = sorted(s["calls"] for s in sites)
        ok(by_calls == [50, 100, 1000], "three memcpy call sites with 1000, 100 and 50 calls", str(by_calls))
        a = [s for s in sites if s["calls"] == 100]
        b = [s for s in sites if s["calls"] == 50]
        ok(a and a[0]["distinct_sizes"] == 100 and a[0]["repeat_share"] == 0,
           "site A: 100 distinct sizes, never repeats", str(a))
        ok(b and b[0]["distinct_sizes"] == 1 and abs(b[0]["repeat_share"] - 49 / 50) < 1e-9,
           "site B: one size, repeats 49 of 50", str(b))
        ok(abs(ops["memcpy"]["predictable_call_share"] - 1050 / 1150) < 1e-6,
           "predictable memcpy calls: sites B and the thread's (1050 of 1150)", str(ops["memcpy"]))
        ok(len(t["processes"]) >= 2, "the forked child wrote its own record", str(t["processes"]))
        with open(os.path.join(out, "Memcpy.csv")) as f:
            lines = f.read().splitlines()
        sizes = dict((int(x.split(":")[0]), float(x.split(":")[1])) for x in lines[0].split(","))
        ok(len(lines) == 3 and abs(sizes[8] - 1001 / 1150) < 1e-5 and abs(sizes[1] - 1 / 1150) < 1e-5,
           "Memcpy.csv: fleetbench format with the traced probabilities", lines[0][:100])
        with open(os.path.join(out, "Memset.csv")) as f:
            al = f.read().splitlines()[2]
        ok(al.startswith("1:") or "64:" in al, "Memset.csv alignment line", al)
        with open(os.path.join(out, "Memcpy.seq")) as f:
            seq = [int(l.split()[0]) for l in f if l[0].isdigit()]
        ok(seq[:100] == list(range(1, 101)) and seq[100:150] == [64] * 50 and seq[150:] == [8] * 1000,
           "Memcpy.seq: sizes in call order, main thread then the second", str(seq[:5]) + "..." + str(seq[-3:]))
        r = run([MEMTUNE, "bench", "memcpy", "--dist", os.path.join(out, "Memcpy.seq"), "--order", "trace",
                 "--impl", "libc,mt", "--time", "0.05", "--passes", "1", "--quiet",
                 "--json", os.path.join(tmp, "b.json")])
        ok(r.returncode == 0, "bench replays the traced sequence in trace order", r.stderr[-300:])
        if r.returncode == 0:
            b = json.load(open(os.path.join(tmp, "b.json")))
            ok(b["run"]["order"] == "trace", "the bench JSON records the order")
        # where memcmp's buffers first differed, per call and as shares
        with open(os.path.join(out, "Memcmp.seq")) as f:
            rows = [l.split() for l in f if l[0].isdigit()]
        ok([int(x[2]) for x in rows if len(x) == 3] == [0, 2, 4, 6, 8, 10, -1],
           "Memcmp.seq: the first difference of each call (-1 equal)", str(rows))
        fd = ops.get("memcmp", {}).get("first_difference", {})
        ok(abs(fd.get("equal", 0) - 1 / 7) < 1e-5 and abs(fd.get("0..7", 0) - 4 / 7) < 1e-5 and
           abs(fd.get("8..31", 0) - 2 / 7) < 1e-5, "trace.json: memcmp's first differences by class", str(fd))
        ok(ops.get("bcmp", {}).get("first_difference", {}).get("0..7") == 1, "trace.json: bcmp's at byte 0",
           str(ops.get("bcmp")))
        r = run([MEMTUNE, "bench", "memcmp", "--dist", os.path.join(out, "Memcmp.seq"), "--order", "trace",
                 "--diff-pos", "trace", "--impl", "libc,mt", "--time", "0.05", "--passes", "1", "--quiet"])
        ok(r.returncode == 0, "bench replays memcmp with the traced first differences", r.stderr[-300:])



def check_cpython(tmp):
    """CPython's own tests under the drop-in; their test cases count here."""
    global passed, failed, skipped
    testdir = "/usr/lib/python3.11/test"
    mods = ["test_bytes", "test_unicode", "test_json", "test_re", "test_array", "test_struct",
            "test_memoryview", "test_mmap"]
    if not os.path.exists(os.path.join(testdir, "test_bytes.py")) or not os.path.exists("/usr/bin/python3.11"):
        skip("CPython regression tests", "Debian's libpython3.11-testsuite is not installed")
    else:
        r = run([MEMTUNE, "run", "--", "/usr/bin/python3.11", "-c",
                 "import sys; sys.exit(0 if 'libmemtune-preload' in open('/proc/self/maps').read() else 1)"])
        ok(r.returncode == 0, "python3.11 under memtune run has the drop-in mapped", r.stderr[-300:])
        r = run([MEMTUNE, "run", "--", "/usr/bin/python3.11", "-m", "unittest", "-q"] +
                ["test." + m for m in mods], timeout=900, cwd=tmp)
        m = re.search(r"Ran (\d+) tests?", r.stderr)
        res = re.search(r"^(OK|FAILED)(?: \((.*)\))?$", r.stderr, re.M)
        if not m or not res:
            ok(False, "CPython regression tests ran", r.stderr[-800:])
        else:
            counts = dict((k, int(v)) for k, v in re.findall(r"(\w+)=(\d+)", res.group(2) or ""))
            nf = counts.get("failures", 0) + counts.get("errors", 0) + counts.get("unexpected successes", 0)
            ns = counts.get("skipped", 0) + counts.get("expected failures", 0)
            # CPython 3.11's own bug (gh-105639, fixed in 3.12): the random
            # test_find_periodic_pattern now and then draws p = text = ''
            # and its reference_find returns -1 where find() rightly
            # returns 0. Counted as skipped, with a line, not as memtune's.
            upstream = len(re.findall(r"^FAIL: test_find_periodic_pattern \(.*\) \(p='', text=''\)$", r.stderr,
                                      re.M))
            if upstream:
                print("note: %d CPython test_find_periodic_pattern failure(s) on p = text = '' (CPython gh-105639, "
                      "a bug of the test's reference): counted as skipped" % upstream)
                nf -= upstream
                ns += upstream
            n = int(m.group(1))
            passed += n - nf - ns
            failed += nf
            skipped += ns
            print("%s CPython %s under memtune run: %d tests, %d failed, %d skipped"
                  % ("ok  " if nf == 0 else "FAIL", ", ".join(mods), n, nf, ns))
            if nf:
                print(r.stderr[-3000:])


tmp = tempfile.mkdtemp(prefix="memtune-dropin-")
try:
    if CPYTHON:
        check_cpython(tmp)
    else:
        check_dropin()
        check_programs(tmp)
finally:
    shutil.rmtree(tmp, ignore_errors=True)

print("%d passed, %d failed, %d skipped" % (passed, failed, skipped))
sys.exit(1 if failed else 0)
