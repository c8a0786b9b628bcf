#!/usr/bin/env python3
"""Tests for report/render.py and report/compare.py on the SYNTHETIC samples
in report/sample/ (toy-model data, never measurements). Plain python3, no
pytest. Prints "N passed, N failed" last; exit 77 (meson: skipped) without
matplotlib, 1 on any failure.

    python3 tests/test_report.py [-v]
"""
import base64
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True   # importing report/render.py: no __pycache__ there
HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
REPORT = os.path.join(TOP, "report")
SAMPLE = os.path.join(REPORT, "sample")
A = os.path.join(SAMPLE, "synthetic-a.json")
B = os.path.join(SAMPLE, "synthetic-b.json")
BENCH = os.path.join(SAMPLE, "synthetic-bench.json")
RENDER = os.path.join(REPORT, "render.py")
COMPARE = os.path.join(REPORT, "compare.py")
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


def run(*args, cwd=None):
    p = subprocess.run([sys.executable] + list(args), cwd=cwd, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    return p.returncode, p.stdout, p.stderr


def wide_lines(text, width=80):
    return [ln for ln in text.split("\n") if len(ln) > width]


def pngs_in_html(doc):
    return re.findall(r'src="data:image/png;base64,([A-Za-z0-9+/=]+)"', doc)


def test_render_html(tmp):
    out = os.path.join(tmp, "report.html")
    rc, so, se = run(RENDER, A, "-o", out)
    if not check("render html: exit 0", rc == 0, se):
        return
    doc = open(out, encoding="utf-8").read()
    for sec in ("machine", "crossovers", "exports", "knobs", "curves", "aliasing",
                "distributions", "glibc", "gcc"):
        check("render html: section %s" % sec, 'id="%s"' % sec in doc)
    for op in ("memcpy", "memmove", "memset", "memcmp", "bcmp"):
        check("render html: plot section for %s" % op, 'id="op-%s"' % op in doc)
    imgs = pngs_in_html(doc)
    check("render html: 13 embedded PNGs (6 curves, 5 crossover sweeps, aliasing, distributions)",
          len(imgs) == 13,
          len(imgs))
    check("render html: every embedded image is a PNG",
          all(base64.b64decode(i)[:8] == b"\x89PNG\r\n\x1a\n" for i in imgs))
    check("render html: self-contained (no external src/href)",
          not re.search(r'(src|href)="(?!data:|#)', doc))
    files = os.path.join(tmp, "report_files")
    names = sorted(os.listdir(files)) if os.path.isdir(files) else []
    check("render html: PNGs written to report_files/", len(names) == 13 and
          all(n.endswith(".png") for n in names), names)
    check("render html: memcpy plot file", "memcpy-hot-fixed.png" in names, names)
    check("render html: file PNGs equal the embedded ones",
          sorted(base64.b64decode(i) for i in imgs) ==
          sorted(open(os.path.join(files, n), "rb").read() for n in names))
    d = json.load(open(A))
    ex = d["exports"]
    check("render html: GLIBC_TUNABLES line whole in a <pre>",
          re.search(r"<pre class=copy>[^<]*export GLIBC_TUNABLES=%s" % re.escape(ex["glibc_tunables"]),
                    doc) is not None)
    check("render html: MEMTUNE_TUNABLES line", "export MEMTUNE_TUNABLES=" +
          ex["memtune_tunables"] in doc)
    for line in ex["kbuild"]:
        check("render html: KBUILD line whole", line in doc, line)
    check("render html: gcc flag", "-mmemcpy-strategy=" +
          ex["gcc"]["flavors"][0]["strategy"] in doc)
    check("render html: synthetic banner", "SYNTHETIC DATA" in doc and "class=banner" in doc)
    for x in d["crossovers"]:
        check("render html: crossover row %s" % x["knob"], ">%s<" % x["knob"] in doc)
    check("render html: glibc check row", ">16M<" in doc and "tuned glibc ns" in doc)
    check("render html: GCC per-size best", "kernel flavor, memcpy" in doc and "unrolled" in doc)
    check("render html: machine description", "AuthenticAMD family 25 model 17" in doc)
    check("render html: crossover sweep plots", "xover-memcpy.rep_movsb_from.png" in names and
          "the sweep behind the crossover" in doc, names)
    # B: aliasing in the multi-impl form, glibc diagnostics, gcc flags
    out = os.path.join(tmp, "b.html")
    rc, so, se = run(RENDER, B, "-o", out)
    doc = open(out, encoding="utf-8").read() if rc == 0 else ""
    check("render html B: exit 0, 13 PNGs", rc == 0 and len(pngs_in_html(doc)) == 13, se)
    check("render html B: aliasing summary per impl",
          "memcpy rep_movsb at 64 B" in doc and "memcpy avx512 at 64 B" in doc)
    check("render html B: glibc diagnostics and notes",
          "<details><summary>ld.so --list-diagnostics" in doc and "no glibc was run" in doc)
    check("render html B: gcc flavor flags", "-mcmodel=kernel" in doc)


def test_render_text(tmp):
    out = os.path.join(tmp, "report.txt")
    rc, so, se = run(RENDER, A, "-o", out)
    if not check("render text: exit 0", rc == 0, se):
        return
    txt = open(out, encoding="utf-8").read()
    check("render text: fits 80 columns", not wide_lines(txt), wide_lines(txt)[:3])
    check("render text: ASCII only (mail-safe)", all(ord(c) < 128 for c in txt))
    for h in ("Machine", "Crossovers", "Exported lines", "Knobs: calibrated vs built-in defaults",
              "Curves per primitive", "Aliasing", "Size distributions", "glibc check",
              "GCC inline strategies"):
        check("render text: section %s" % h, re.search(r"\n%s[^\n]*\n---" % re.escape(h), txt))
    check("render text: no images written", not os.path.exists(os.path.join(tmp, "report_files")))
    rc, so, se = run(RENDER, A, "--text")
    check("render --text: same as -o report.txt on stdout", rc == 0 and so == txt, se)
    check("render text: says it is synthetic", "SYNTHETIC DATA" in txt)
    b = run(RENDER, B, "--text")[1]
    check("render text B: fits 80 columns", b and not wide_lines(b), wide_lines(b)[:3])


def test_wrapped_exports_paste_the_same(tmp):
    """The text report wraps long export lines; pasted into sh (and make),
    they must give the same value as the whole line."""
    sys.path.insert(0, REPORT)
    import render as R
    d = json.load(open(A))
    ex = d["exports"]
    for var, val in (("MEMTUNE_TUNABLES", ex["memtune_tunables"]),
                     ("GLIBC_TUNABLES", ex["glibc_tunables"])):
        lines = R.wrap_sh("export %s=%s" % (var, val))
        check("wrap_sh %s: split and <= 79 columns" % var,
              len(lines) > 1 and all(len(x) <= 79 for x in lines), lines)
        script = "\n".join(lines) + '\nprintf "%%s" "$%s"\n' % var
        p = subprocess.run(["sh", "-c", script], stdout=subprocess.PIPE, universal_newlines=True)
        check("wrap_sh %s: sh reads the same value" % var, p.stdout == val, p.stdout)
    flag = "-mmemcpy-strategy=" + ex["gcc"]["flavors"][0]["strategy"]
    lines = R.wrap_sh(flag)
    p = subprocess.run(["sh", "-c", "printf '%s' " + "\n".join(lines)], stdout=subprocess.PIPE,
                       universal_newlines=True)
    check("wrap_sh gcc flag: one shell word, same value", p.stdout == flag, p.stdout)
    # Values that need quoting (a profile path with blanks and a quote):
    # a break inside single quotes would keep the backslash and the newline
    # in the value. What the text report prints must paste the same.
    for path in ("/home/some user/a long directory name/with spaces in it/and more/results/profile",
                 "/srv/it's here/" + "x" * 70 + "/profile",
                 "/tmp/" + "y" * 150 + " z/profile"):
        dd = json.loads(json.dumps(d))
        dd["exports"]["profile_path"] = path
        jp = os.path.join(tmp, "quoted.json")
        with open(jp, "w") as f:
            json.dump(dd, f)
        rc, txt, se = run(RENDER, jp, "--text")
        lines = txt.split("\n")
        at = [i for i, ln in enumerate(lines) if ln.startswith("export MEMTUNE_PROFILE=")]
        if not check("text report prints export MEMTUNE_PROFILE (%d chars)" % len(path), rc == 0 and at, se):
            continue
        block = [lines[at[0]]]
        while block[-1].endswith("\\"):
            block.append(lines[at[0] + len(block)])
        check("export MEMTUNE_PROFILE lines fit 80 columns", all(len(x) <= 80 for x in block), block)
        p = subprocess.run(["sh", "-c", "\n".join(block) + '\nprintf "%s" "$MEMTUNE_PROFILE"\n'],
                           stdout=subprocess.PIPE, universal_newlines=True)
        check("wrapped, quoted export pastes the same value: %r" % path[:40], p.stdout == path,
              (block, p.stdout))
    make = shutil.which("make")
    for line in ex["kbuild"]:
        lines = R.wrap_make(line)
        check("wrap_make: <= 79 columns", all(len(x) <= 79 for x in lines), lines)
        if not make:
            continue
        mk = os.path.join(tmp, "Makefile")
        with open(mk, "w") as f:
            f.write("\n".join(lines) + "\n$(info [$(strip $(KBUILD_CFLAGS))])\nall: ;@:\n")
        p = subprocess.run([make, "-s", "-f", mk], stdout=subprocess.PIPE, universal_newlines=True)
        want = "[" + line.split("+=", 1)[1].strip() + "]"
        check("wrap_make: GNU make expands to the same flag", p.stdout.strip() == want,
              (p.stdout, want))
    check("wrap_make: short line unchanged",
          R.wrap_make("KBUILD_CFLAGS += -mmemset-strategy=libcall:-1:noalign") ==
          ["KBUILD_CFLAGS += -mmemset-strategy=libcall:-1:noalign"])


def test_helpers():
    sys.path.insert(0, REPORT)
    import render as R
    check("fmt_size exact", [R.fmt_size(x) for x in (8, 512, 4096, 1 << 21, 3 << 30)] ==
          ["8", "512", "4K", "2M", "3G"])
    check("fmt_size approx", R.fmt_size(21137968) == "~20.2M" and R.fmt_size(1536) == "~1.5K")
    check("fmt_knob", R.fmt_knob(None) == "never" and R.fmt_knob(0) == "0 (always)" and
          R.fmt_knob(2048) == "2048 (2K)" and R.fmt_knob(100) == "100")
    check("fmt_range", R.fmt_range(3251, 4096) == "3251..4096" and R.fmt_range(2048, 4096) ==
          "2K..4K" and R.fmt_range(None, None) == "-")
    t = R.Table(["knob", "value", "evidence"],
                [["memcpy.rep_movsb_from", "2048", "x " * 80], ["a", "123456789", "short"]],
                align="lrl", wrap=[2])
    txt = t.text()
    check("Table.text wraps a long column within 80", not wide_lines(txt) and "123456789" in txt,
          txt)
    check("label_levels stacks close labels",
          R.label_levels([4096, 5000, 1 << 24]) == [0, 1, 0])
    # kind "always": b won from the sweep's first size, which is the value
    # exported (memcpy.rep_movsb_huge_from swept from 32M); only a sweep
    # from 0 means 0
    import compare as C
    huge = {"knob": "memcpy.rep_movsb_huge_from", "kind": "always", "value": 33554432,
            "lo": 33554432, "hi": 33554432, "gain": 1.11, "binding": "primary"}
    vec = dict(huge, knob="memcpy.vec_from", value=0, lo=0, hi=0)
    rows = R.crossover_table({"crossovers": [huge, vec]}).rows
    check("crossover table: always shows the value exported",
          rows[0][1] == "33554432 (32M)" and rows[1][1] == "0 (always)", rows)
    check("crossover cell: always shows the value exported",
          R.crossover_cell(huge).startswith("33554432 ") and R.crossover_cell(vec) == "always (0)",
          (R.crossover_cell(huge), R.crossover_cell(vec)))
    check("compare cell: always shows the value exported",
          C.compact_cell(huge) == "from 32M" and C.compact_cell(vec) == "always",
          (C.compact_cell(huge), C.compact_cell(vec)))


def test_compare(tmp):
    out = os.path.join(tmp, "cmp.html")
    rc, so, se = run(COMPARE, A, B, "-o", out)
    if not check("compare html: exit 0", rc == 0, se):
        return
    doc = open(out, encoding="utf-8").read()
    for sec in ("machines", "crossovers", "knobs", "distributions", "exports", "gcc", "plots"):
        check("compare html: section %s" % sec, 'id="%s"' % sec in doc)
    imgs = pngs_in_html(doc)
    check("compare html: one overlay plot per op (5)", len(imgs) == 5, len(imgs))
    check("compare html: PNGs in cmp_files/", len(os.listdir(os.path.join(tmp, "cmp_files"))) == 5)
    da, db = json.load(open(A)), json.load(open(B))
    check("compare html: both CPUs", da["machine"]["cpu"] in doc and db["machine"]["cpu"] in doc)
    check("compare html: both glibc lines", da["exports"]["glibc_tunables"] in doc and
          db["exports"]["glibc_tunables"] in doc)
    check("compare html: microcode row", "0xd0003b9" in doc)
    rc, txt, se = run(COMPARE, A, B, "--text")
    check("compare text: exit 0, fits 80 columns", rc == 0 and txt and not wide_lines(txt),
          se or wide_lines(txt)[:3])
    # "4K (~3.17K..4K)" for A and "~20.2K (16K..~20.2K)" for B on one row
    row = [ln for ln in txt.split("\n") if ln.startswith("memcpy.rep_movsb_from")]
    check("compare text: crossover row has both machines with ranges",
          row and "4K (~3.17K..4K)" in row[0] and "~20.2K (16K..~20.2K)" in row[0], row)
    rc, txt, se = run(COMPARE, A, B, A, "--labels", "zen4,icx,zen4-again", "--text")
    check("compare text: three machines, labels, fits 80", rc == 0 and "zen4-again" in txt and
          not wide_lines(txt), se or wide_lines(txt)[:3])


def test_bench(tmp):
    rc, txt, se = run(RENDER, A, BENCH, "--text")
    check("render calibrate + bench (text): both, fits 80",
          rc == 0 and "\nCrossovers\n" in txt and "\nmemtune bench (synthetic-bench.json)\n" in txt
          and not wide_lines(txt), se or wide_lines(txt)[:3])
    out = os.path.join(tmp, "bench.html")
    rc, so, se = run(RENDER, BENCH, "-o", out)
    doc = open(out, encoding="utf-8").read() if rc == 0 else ""
    check("render bench alone (html): bench section and its plot",
          rc == 0 and 'id="bench"' in doc and len(pngs_in_html(doc)) == 1, se)
    rc, txt, se = run(RENDER, BENCH, "--text")
    check("render bench alone (text): impls as columns, * on the fastest, fits 80",
          rc == 0 and "rep_movsb ns" in txt and "*" in txt and not wide_lines(txt),
          se or txt[-400:])


def classes_sample():
    """calibrate's rep_movsb_classes (cal_classes.c) added to sample A:
    class 0 takes rep movsb at 256K (the loop is the other path), class 8
    never (the bare instruction is)."""
    d = json.load(open(A))
    impls = lambda mt, loop, rep, bare, libc: {
        "mt (calibrated)": {"median": mt, "lo": mt, "hi": mt},
        "vector loop": {"median": loop, "lo": loop, "hi": loop},
        "rep movsb": {"median": rep, "lo": rep, "hi": rep},
        "bare rep movsb": {"median": bare, "lo": bare, "hi": bare},
        "libc": {"median": libc, "lo": libc, "hi": libc}}
    sweep = lambda a, im: {"op": "memcpy", "cache": "L2 up to 256 KiB, DRAM above", "pattern": "offsets",
                           "aliasing": a, "what": "rep movsb class", "sizes": [16384, 262144], "impls": im}
    d["rep_movsb_classes"] = [
        {"aliasing": 0, "class": "0 (page-aligned)", "paths": ["vector loop", "rep_movsb"],
         "others": ["rep movsb", "vector loop"],
         "sweep": sweep(0, impls([300, 4000], [300, 4400], [310, 4000], [320, 4100], [306, 4200]))},
        {"aliasing": 8, "class": "8 (1..63)", "paths": ["vector loop", "vector loop"],
         "others": ["bare rep movsb", "bare rep movsb"],
         "sweep": sweep(8, impls([300, 4000], [300, 4000], [300, 4000], [4800, 64000], [4800, 64000]))},
    ]
    return d


def test_classes(tmp):
    path = os.path.join(tmp, "classes.json")
    with open(path, "w") as f:
        json.dump(classes_sample(), f)
    out = os.path.join(tmp, "r.txt")
    rc, so, se = run(RENDER, "--text", path, "-o", out)
    if not check("render classes: exit 0", rc == 0, se):
        return
    text = open(out).read()
    sec = text.split("rep movsb by class of (dst - src) % 4096", 1)[-1].split("Size distributions", 1)[0]
    rows = [ln.split() for ln in sec.split("\n") if re.match(r"^(0|8) \(", ln)]
    check("render classes: a row per class and size", len(rows) == 4, sec)
    # 256K in class 0: rep movsb taken, the loop 1.100x its time; 16K in
    # class 8: the bare instruction is the other path, 16x
    check("render classes: class 0 at 256K names the loop as the other path",
          any("256K" in r and "rep_movsb" in r and "vector" in r and "1.100" in r for r in rows), rows)
    check("render classes: class 8 compares with the bare instruction",
          any("16K" in r and "bare" in r and "16.000" in r for r in rows), rows)
    bad = classes_sample()
    del bad["rep_movsb_classes"][0]["sweep"]
    with open(path, "w") as f:
        json.dump(bad, f)
    rc, so, se = run(RENDER, "--text", path, "-o", out + ".2")
    check("render classes: a class without its sweep is one error line",
          rc == 2 and len(se.strip().split("\n")) == 1 and "rep_movsb_classes[0]" in se, se)


def test_bad_input(tmp):
    d = json.load(open(A))
    cases = {
        "missing.json": None,
        "invalid.json": "{\n  \"schema\": ",
        "empty.json": "",
        "array.json": "[]",
        "noschema.json": json.dumps({"machine": {}}),
        "wrongschema.json": json.dumps({"schema": "something-else/1"}),
        "futureschema.json": json.dumps({"schema": "memtune-calibrate/2"}),
    }
    for sec in ("machine", "knobs", "crossovers", "curves", "exports"):
        dd = dict(d)
        del dd[sec]
        cases["no-%s.json" % sec] = json.dumps(dd)
    dd = json.loads(json.dumps(d))
    dd["curves"][0]["impls"]["avx512"]["median"] = dd["curves"][0]["impls"]["avx512"]["median"][:3]
    cases["short-curve.json"] = json.dumps(dd)
    dd = json.loads(json.dumps(d))
    dd["crossovers"][0]["value"] = "big"
    cases["bad-value.json"] = json.dumps(dd)
    # Not JSON numbers (Python's json reads them by default) and nesting
    # deeper than its recursion limit: one line, not a traceback.
    dd = json.loads(json.dumps(d))
    dd["curves"][0]["sizes"][3] = float("inf")
    cases["infinity-size.json"] = json.dumps(dd)
    dd = json.loads(json.dumps(d))
    dd["crossovers"][0]["lo"] = float("inf")
    cases["infinity-lo.json"] = json.dumps(dd)
    dd = json.loads(json.dumps(d))
    dd["curves"][0]["impls"]["avx512"]["median"][2] = float("nan")
    cases["nan.json"] = json.dumps(dd)
    cases["overflow.json"] = json.dumps(d).replace('"tsc_hz": ', '"tsc_hz": 1e999, "x": ', 1)
    cases["deep.json"] = '{"schema": "memtune-calibrate/1", "machine": ' + "[" * 100000 + "]" * 100000 + "}"
    for name, content in cases.items():
        path = os.path.join(tmp, name)
        if content is not None:
            with open(path, "w") as f:
                f.write(content)
        for tool, args in (("render", [RENDER, path]), ("compare", [COMPARE, A, path])):
            for fmt in ("html", "txt"):
                work = tempfile.mkdtemp(dir=tmp)
                rc, so, se = run(*(args + ["-o", os.path.join(work, "out." + fmt)]))
                lines = se.strip().split("\n")
                check("%s %s (%s): exit 2, one line on stderr, nothing written"
                      % (tool, name, fmt),
                      rc == 2 and len(lines) == 1 and "error" in lines[0] and
                      os.listdir(work) == [], (rc, se, os.listdir(work)))
    work = tempfile.mkdtemp(dir=tmp)
    rc, so, se = run(RENDER, A, "-o", os.path.join(work, "nodir", "r.html"))
    check("render: missing output directory -> exit 2", rc == 2 and not os.listdir(work), se)
    rc, so, se = run(COMPARE, A, "-o", os.path.join(work, "c.html"))
    check("compare: one file -> exit 2, nothing written", rc == 2 and not os.listdir(work), se)
    rc, so, se = run(COMPARE, A, BENCH, "-o", os.path.join(work, "c.html"))
    check("compare: a bench file -> exit 2", rc == 2 and not os.listdir(work), se)
    same = os.path.join(work, "same.json")
    shutil.copy(A, same)
    rc, so, se = run(RENDER, same, "-o", same)
    check("render: output == input -> exit 2, input kept",
          rc == 2 and open(same).read() == open(A).read(), se)


def test_verdicts(tmp):
    """calibrate's checks: a knob raised by a second cache condition, a glibc
    export its check shows slower (commented out, control rows marked), a GCC
    strategy slower in its validation (commented out) and one that is not
    stable between runs."""
    d = json.load(open(A))
    x = d["crossovers"][0]
    cu = x["curve"]
    x.update({"kind": "at", "value": 8192, "lo": 8192, "hi": 8192, "binding": "hot",
              "conditions": [{"name": "hot", "bound": 8192, "top": 65536, "curve": cu}]})
    if len(d["crossovers"]) > 1:
        # a knob balanced between states that disagree (cold against hot)
        y = d["crossovers"][1]
        y.update({"kind": "at", "value": 6144, "lo": 6144, "hi": 6144, "binding": "balanced",
                  "rule_value": 556096, "rule_cost": 2.09, "cost": 1.69,
                  "conditions": [{"name": "hot", "bound": None, "top": 393216, "curve": cu},
                                 {"name": "cold", "bound": 1088, "top": 393216, "curve": cu}]})
    gc = d["exports"]["glibc_check"]
    gc.update({"reps": 5, "verdict": "slower"})
    for i, r in enumerate(gc["rows"]):
        r.update({"condition": "hot", "ratio_lo": 0.8, "ratio_hi": 0.9, "verdict": "slower",
                  "control": i == 0})
    fl = d["exports"]["gcc"]["flavors"][0]
    fl.update({"verdict": "slower", "validation_runs": 5, "alt_strategy": "loop:64:noalign,libcall:-1:noalign"})
    for v in fl["validation"]:
        v.update({"ratio": 0.9, "ratio_lo": 0.85, "ratio_hi": 0.95, "verdict": "slower"})
    path = os.path.join(tmp, "verdicts.json")
    json.dump(d, open(path, "w"))
    out = os.path.join(tmp, "v.txt")
    rc, so, se = run(RENDER, path, "--text", "-o", out)
    if not check("render verdicts: exit 0", rc == 0, se):
        return
    txt = open(out, encoding="utf-8").read()
    check("render verdicts: fits 80 columns", not wide_lines(txt), wide_lines(txt)[:3])
    check("render verdicts: the raised knob names its condition", "raised by: hot" in txt)
    if len(d["crossovers"]) > 1:
        check("render verdicts: the balanced knob says so", "balanced over the states" in txt)
    check("render verdicts: the slower glibc export is commented out",
          re.search(r"^# GLIBC_TUNABLES=", txt, re.M) is not None and
          re.search(r"^export GLIBC_TUNABLES=", txt, re.M) is None)
    check("render verdicts: glibc verdict stated", "SLOWER somewhere" in txt)
    check("render verdicts: control rows marked", "(control)" in txt)
    check("render verdicts: the slower gcc strategy is commented out",
          re.search(r"^# -mmemcpy-strategy=", txt, re.M) is not None)
    check("render verdicts: gcc instability reported", "not stable" in txt and "loop:64:noalign" in txt)
    check("render verdicts: gcc check verdict", "NOT exported" in txt)
    rc, so, se = run(RENDER, path, "-o", os.path.join(tmp, "v.html"))
    doc = open(os.path.join(tmp, "v.html"), encoding="utf-8").read() if rc == 0 else ""
    check("render verdicts html: condition sweep plotted", rc == 0 and "hot condition: not slower from" in doc, se)


def test_sample_in_sync():
    rc, so, se = run(os.path.join(SAMPLE, "make_sample.py"), "--check")
    check("report/sample/*.json match make_sample.py", rc == 0, se)
    for p in (A, B, BENCH):
        d = json.load(open(p))
        check("%s marked synthetic" % os.path.basename(p), d.get("synthetic") is True and
              d["machine"]["cpu"].startswith("SYNTHETIC"))


def main():
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        print("test_report: matplotlib not installed, skipped")
        print("0 passed, 0 failed, 1 skipped")
        return 77
    tmp = tempfile.mkdtemp(prefix="memtune-report-test-")
    try:
        for t in (test_helpers, test_sample_in_sync):
            t()
        for t in (test_render_html, test_render_text, test_wrapped_exports_paste_the_same,
                  test_compare, test_bench, test_bad_input, test_verdicts, test_classes):
            sub = tempfile.mkdtemp(dir=tmp)
            try:
                t(sub)
            except Exception as e:  # a crash in a test is a failure, not an abort
                check("%s raised" % t.__name__, False, "%s: %s" % (type(e).__name__, e))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
