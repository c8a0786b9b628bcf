#!/usr/bin/env python3
"""scripts/recheck-fixed: from synthetic bench JSON files (a real, short
command and made-up ratios), only the rows above --over are re-run, in
--processes fresh processes, with the file's other options kept; a file
with no such row gets one line; bad input gets one error line and exit
status 2 (the timings themselves are not asserted).

usage: test_recheck_fixed.py path/to/memtune SOURCE_DIR
Prints "N passed, N failed"."""
import json
import os
import sys
import tempfile

from pycheck import check, finish, run_script

memtune = os.path.abspath(sys.argv[1])
script = os.path.join(os.path.abspath(sys.argv[2]), "scripts", "recheck-fixed")


def run(*args):
    return run_script(script, "--memtune", memtune, *args)


def bench_file(path, command, rows, baseline="libc"):
    """rows: [(size, aliasing, mt's ratio)]"""
    configs, results = [], []
    for i, (size, alias, ratio) in enumerate(rows):
        configs.append({"index": i, "size": size, "aliasing": alias})
        results.append({"config": i, "label": "libc", "ratio": 1})
        results.append({"config": i, "label": "mt", "ratio": ratio})
    with open(path, "w") as f:
        json.dump({"schema": "memtune-bench/1", "command": command, "run": {"baseline": baseline},
                   "configs": configs, "results": results}, f)


quick = "--time 0.01 --passes 1"
with tempfile.TemporaryDirectory() as d:
    sizes = os.path.join(d, "sizes.json")
    bench_file(sizes, "memtune bench memcpy --pattern offsets --sizes 8,16,64 --src-align 8 --impl libc,mt %s "
               "--json /nowhere/x.json" % quick, [(8, 0, 1.2), (16, 0, 1.01), (64, 0, 1.07)])
    rc, out, err = run("--processes", "2", sizes)
    check("runs", rc == 0, "exit %d: %s" % (rc, err))
    check("the rows above 1.05 and their ratios",
          "2 row(s) above 1.05" in out and "mt at 8 B: 1.200" in out and "mt at 64 B: 1.070" in out
          and "16 B" not in out and "aliasing" not in out.split("bench memcpy")[0], out)
    head = [l for l in out.splitlines() if l.startswith("bench memcpy")]
    check("their sizes only, the file's options kept, its --json dropped, N processes",
          len(head) == 1 and "--sizes 8,64 " in head[0] and "--src-align 8" in head[0] and "--json" not in head[0]
          and "2 processes" in head[0], out)
    check("a row per size re-measured", any(l.startswith("8 ") for l in out.splitlines())
          and any(l.startswith("64 ") for l in out.splitlines()), out)

    alias = os.path.join(d, "alias.json")
    bench_file(alias, "memtune bench memmove --pattern offsets --sizes 256,1K --aliasing 0,1,2048 --impl libc,mt %s"
               % quick, [(256, 0, 1.0), (256, 1, 1.3), (1024, 2048, 1.1)])
    rc, out, err = run("--processes", "2", alias)
    head = [l for l in out.splitlines() if l.startswith("bench memmove")]
    check("aliasing: the classes above the bar", rc == 0 and len(head) == 1 and "--sizes 256,1024" in head[0]
          and "--aliasing 1,2048" in head[0] and "mt at 256 B aliasing 1: 1.300" in out, out + err)

    rc, out, err = run("--over", "1.5", sizes)
    check("no row above the bar: one line, nothing run",
          rc == 0 and out.strip().endswith("no row above 1.50 of glibc's time") and out.count("\n") == 1, out + err)

    bad = os.path.join(d, "bad.json")
    with open(bad, "w") as f:
        f.write("{not json")
    other = os.path.join(d, "other.json")
    with open(other, "w") as f:
        json.dump({"schema": "memtune-suite/1", "rows": []}, f)
    nobase = os.path.join(d, "nobase.json")
    bench_file(nobase, "memtune bench memcpy --sizes 8 --impl mt %s" % quick, [(8, 0, 2)], baseline=None)
    suite = os.path.join(d, "suitecmd.json")
    bench_file(suite, "memtune bench suite", [(8, 0, 2)])
    for name, args in (("malformed", (bad,)), ("wrong schema", (other,)), ("no baseline", (nobase,)),
                       ("not bench OP", (suite,)), ("missing file", (os.path.join(d, "none.json"),)),
                       ("no file", ()), ("unknown option", ("--fast", sizes)),
                       ("bad --processes", ("--processes", "1", sizes)), ("bad --over", ("--over", "x", sizes)),
                       ("bad file among good ones: nothing runs", (sizes, bad))):
        rc, out, err = run(*args)
        check(name, rc == 2 and err.count("\n") == 1 and err.startswith("recheck-fixed: ") and not out,
              "%d %r %r" % (rc, out, err))

finish()
