#!/usr/bin/env python3
"""scripts/programs-table: the README's programs table from a traced
directory, a suite JSON and a macro JSON (synthetic inputs with known
values), and its one-line errors on bad input."""
import json
import os
import sys
import tempfile

from pycheck import check, finish, run_script

top = sys.argv[1]
script = os.path.join(top, "scripts", "programs-table")


def run(*args):
    return run_script(script, *args)


with tempfile.TemporaryDirectory() as d:
    tr = os.path.join(d, "traced", "prog")
    os.makedirs(tr)
    with open(os.path.join(tr, "trace.json"), "w") as f:
        json.dump({"schema": "memtune-trace/1", "ops": {
            "memcpy": {"calls": 50000, "calls_per_s": 250000, "mean_size": 39.64, "predictable_call_share": 0.76},
            "memset": {"calls": 10, "calls_per_s": 5, "mean_size": 8, "predictable_call_share": 1}}}, f)
    suite = os.path.join(d, "suite.json")
    with open(suite, "w") as f:
        json.dump({"schema": "memtune-suite/1", "rows": [
            {"op": "memcpy", "dist": "traced/prog/Memcpy.seq", "order": "shuffled", "cache": "L1",
             "libc_over_mt": 1.25, "libc_over_mt_lo": 1.2, "libc_over_mt_hi": 1.3},
            {"op": "memcpy", "dist": "traced/prog/Memcpy.seq", "order": "trace", "cache": "L1",
             "libc_over_mt": 0.95, "libc_over_mt_lo": 0.9, "libc_over_mt_hi": 1.0, "libc_ns": 4.0, "mt_ns": 3.0},
            {"op": "memcpy", "dist": "traced/prog/Memcpy.seq", "order": "trace", "cache": "LLC",
             "libc_over_mt": 9, "libc_over_mt_lo": 9, "libc_over_mt_hi": 9},
            {"op": "memcpy", "dist": "traced/prog/Memcpy.seq", "order": "trace", "cache": "L1", "mode": "use",
             "libc_over_mt": 1.5, "libc_over_mt_lo": 1.4, "libc_over_mt_hi": 1.6, "libc_ns": 5.0, "mt_ns": 4.5},
            {"op": "memcpy", "dist": "traced/prog/Memcpy.seq", "order": "shuffled", "cache": "L1", "mode": "use",
             "libc_over_mt": 7, "libc_over_mt_lo": 7, "libc_over_mt_hi": 7}]}, f)
    macro = os.path.join(d, "macro.json")
    with open(macro, "w") as f:
        json.dump({"schema": "memtune-macro/1", "geomean_ratio": 1.01, "workloads": [
            {"name": "prog", "ratio_median": 1.02, "ratio_ci": [0.99, 1.05], "glibc_median_s": 0.02, "reps": 2}]}, f)
    rc, out, err = run(suite, macro, os.path.join(d, "traced"))
    check("runs", rc == 0, err)
    row = [l for l in out.splitlines() if l.startswith("| prog | 1.020 ")]
    check("one row per op with enough calls", len(row) == 1 and "memset" not in out, out)
    if row:
        cells = [c.strip() for c in row[0].strip("|").split("|")]
        check("end to end", cells[1] == "1.020 [0.990..1.050]", cells[1])
        check("calls/s, mean, predictable", cells[3:6] == ["250k", "39.6 B", "76%"], str(cells[3:6]))
        check("hot replays only, both orders", cells[6:8] == ["1.25 [1.20..1.30]", "0.95 [0.90..1.00]"], str(cells[6:8]))
        check("trace order with the caller reading: the use row", cells[8:9] == ["1.50 [1.40..1.60]"], str(cells[8:9]))
    check("geomean", "geometric mean over the programs: 1.010" in out, out)
    # the expected end to end: 50000 calls a run of 0.01 s, glibc 4 ns a call
    # (2.0%), 1 ns saved in the plain loop (1.0050), 0.5 ns with the caller
    # reading (1.0025)
    exp = [l for l in out.splitlines() if l.startswith("| prog | 0.010 ")]
    check("expected end to end", exp == ["| prog | 0.010 | 2.0% | 1.0025 .. 1.0050 | 1.020 [0.990..1.050] |"], out)
    # a suite from before --mode use: nothing predicted for the caller reading
    with open(suite) as f:
        sj = json.load(f)
    sj["rows"] = [r for r in sj["rows"] if r.get("mode") != "use"]
    plain = os.path.join(d, "plain.json")
    with open(plain, "w") as f:
        json.dump(sj, f)
    rc, out, err = run(plain, macro, os.path.join(d, "traced"))
    exp = [l for l in out.splitlines() if l.startswith("| prog | 0.010 ")]
    check("no use rows: '-' for the caller reading",
          rc == 0 and exp == ["| prog | 0.010 | 2.0% | - .. 1.0050 | 1.020 [0.990..1.050] |"], out + err)
    with open(macro, "w") as f:
        json.dump({"schema": "memtune-macro/1", "workloads": [{"name": "prog", "ratio_median": 1.02,
                                                               "ratio_ci": [0.99, 1.05]}]}, f)
    rc, out, err = run(suite, macro, os.path.join(d, "traced"))
    check("no expected table without the macro's seconds", rc == 0 and "expected end to end" not in out, out)
    # bad input: one line on stderr, status 2
    bad = os.path.join(d, "bad.json")
    with open(bad, "w") as f:
        f.write("{not json")
    for name, args in (("malformed suite", (bad, macro)), ("wrong schema", (macro, macro)),
                       ("missing file", (os.path.join(d, "none.json"), macro)), ("usage", ())):
        rc, out, err = run(*args)
        check(name, rc == 2 and err.count("\n") == 1 and err.startswith("programs-table: ") and not out,
              "%d %r" % (rc, err))

finish()
