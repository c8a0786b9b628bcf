#!/usr/bin/env python3
"""memtune reproduce --json rendered by report/render.py (report/reproduce.py):
a quick live run of a few claims (no timing asserted), its text (80
columns) and HTML (one figure) reports, and the one-line errors for
malformed files. Plain python3; prints "N passed, N failed" last; exit 77
(meson: skipped) without matplotlib.

    python3 tests/test_reproduce_report.py path/to/memtune [-v]
"""
import json
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
RENDER = os.path.join(TOP, "report", "render.py")
VERBOSE = "-v" in sys.argv
passed = failed = 0


def check(name, cond, detail=""):
    global passed, failed
    if cond:
        passed += 1
        if VERBOSE:
            print("ok   %s" % name)
    else:
        failed += 1
        print("FAIL %s%s" % (name, (": " + str(detail)[:500]) if detail else ""))
    return cond


def run(args, **kw):
    p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, **kw)
    return p.returncode, p.stdout, p.stderr


def main():
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        print("matplotlib not installed: skipped")
        return 77
    tool = [a for a in sys.argv[1:] if not a.startswith("-")]
    if not tool:
        print("usage: test_reproduce_report.py path/to/memtune")
        return 2
    env = dict(os.environ, MEMTUNE_SOURCE_DIR=TOP)
    with tempfile.TemporaryDirectory() as tmp:
        js = os.path.join(tmp, "r.json")
        rc, out, err = run([tool[0], "reproduce", "--quick", "rep-step", "2", "two-breakpoints", "21", "--json", js],
                           env=env)
        check("reproduce --quick runs", rc == 0, err)
        check("the output ends with the totals", re.search(r"\d+ hold, \d+ do not hold, \d+ not applicable, "
                                                           r"\d+ errors; total [\d.]+ s", out), out[-400:])
        try:
            with open(js) as f:
                d = json.load(f)
        except (OSError, ValueError) as e:
            check("the JSON is readable", False, e)
            return 1
        check("schema", d.get("schema") == "memtune-reproduce/1", d.get("schema"))
        check("the four claims asked for, in order", [c["num"] for c in d["claims"]] == [1, 2, 19, 21],
              [c["num"] for c in d["claims"]])
        check("a kernel-only claim is not applicable with its reason",
              d["claims"][3]["verdict"] == "na" and "kernel" in d["claims"][3]["why"], d["claims"][3])

        txt = os.path.join(tmp, "r.txt")
        rc, out, err = run([sys.executable, RENDER, js, "-o", txt])
        check("render.py writes text", rc == 0, err)
        doc = open(txt).read() if rc == 0 else ""
        check("the text names every claim", all(("[%d] %s" % (c["num"], c["id"])) in doc for c in d["claims"]),
              doc[:300])
        wide = [ln for ln in doc.split("\n") if len(ln) > 80]
        check("the text fits 80 columns", not wide, wide[:3])

        html = os.path.join(tmp, "r.html")
        rc, out, err = run([sys.executable, RENDER, js, "-o", html])
        check("render.py writes HTML", rc == 0, err)
        h = open(html).read() if rc == 0 else ""
        check("the HTML has the figure of the series", len(re.findall(r'src="data:image/png;base64,', h)) == 1)

        # malformed files: one line on stderr, exit 2, nothing written
        bad = dict(d)
        bad["claims"] = [dict(d["claims"][0], verdict="maybe")]
        cases = {
            "no claims": dict(d, claims=[]),
            "a bad verdict": bad,
            "a series of unequal lengths": dict(d, claims=[dict(d["claims"][0], series=[{"x": [1, 2], "y": [1]}])]),
        }
        for name, obj in cases.items():
            p = os.path.join(tmp, "bad.json")
            with open(p, "w") as f:
                json.dump(obj, f)
            o = os.path.join(tmp, "bad.txt")
            rc, out, err = run([sys.executable, RENDER, p, "-o", o])
            check("malformed (%s): exit 2, one line" % name, rc == 2 and len(err.strip().split("\n")) == 1, err)
            check("malformed (%s): nothing written" % name, not os.path.exists(o))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
