#!/usr/bin/env python3
"""scripts/bench-processes: a short bench command in two processes gives a
row per size with a median and range per implementation and one line per
process (the numbers themselves are not asserted); bad input gets one
error line and exit status 2.

usage: test_bench_processes.py path/to/memtune SOURCE_DIR
Prints "N passed, N failed"."""
import os
import re
import sys

from pycheck import check, finish, run_script

memtune = os.path.abspath(sys.argv[1])
script = os.path.join(os.path.abspath(sys.argv[2]), "scripts", "bench-processes")


def run(*args):
    return run_script(script, *args)


quick = ["--time", "0.01", "--passes", "1"]
rc, out, err = run("2", memtune, "bench", "memcpy", "--sizes", "8,64", "--impl", "mt,libc", "--json", "ignored.json",
                   *quick)
check("runs", rc == 0, "exit %d: %s" % (rc, err))
lines = out.splitlines()
check("header", bool(lines) and "2 processes" in lines[0] and "time / libc" in lines[0], out)
cell = re.compile(r"\d+\.\d{3} \[\d+\.\d{3}\.\.\d+\.\d{3}\]")
for size in ("8", "64"):
    row = [l for l in lines if l.split() and l.split()[0] == size]
    check("row %s" % size, len(row) == 1 and cell.search(row[0]) is not None, out)
per = [l for l in lines if re.match(r"  [12]: ", l)]
check("one line per process", len(per) == 2 and all(len(l.split()) == 3 for l in per), out)
check("its --json dropped", not os.path.exists("ignored.json"), "ignored.json written")

bad = [
    ("N too small", ["1", memtune, "bench", "memcpy", "--sizes", "8"]),
    ("N not a number", ["two", memtune, "bench", "memcpy", "--sizes", "8"]),
    ("not a bench command", ["2", memtune, "cpu", "--footprint"]),
    ("no baseline", ["2", memtune, "bench", "memcpy", "--sizes", "8", "--impl", "mt,byte_loop"] + quick),
    ("the bench refuses", ["2", memtune, "bench", "memcpy", "--sizes", "8", "--impl", "nosuch,libc"]),
]
for name, args in bad:
    rc, out, err = run(*args)
    check(name, rc == 2 and err.count("\n") == 1 and err.startswith("bench-processes: ") and out == "",
          "exit %d, stdout %r, stderr %r" % (rc, out, err))

finish()
