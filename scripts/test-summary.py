#!/usr/bin/env python3
"""Sums the case counts of meson test logs (testlog.json files).

Each memtune test program ends its stdout with "N passed, N failed[, N
skipped]"; a program that crashed, timed out or printed no such line counts
as one failed case. Prints one line per suite and, last, the total line."""
import json, re, sys

LINE = re.compile(r"^(?:\w+:\s*)?(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$")
tp = tf = ts = 0
for path in sys.argv[1:]:
    p = f = s = 0
    with open(path) as fh:
        for raw in fh:
            t = json.loads(raw)
            m = None
            for line in (t.get("stdout") or "").splitlines():
                m = LINE.match(line.strip()) or m
            ok = t.get("result") in ("OK", "EXPECTEDFAIL")
            if m:
                p += int(m.group(1)); f += int(m.group(2)); s += int(m.group(3) or 0)
                if not ok and int(m.group(2)) == 0:
                    f += 1
            else:
                if ok: p += 1
                else: f += 1
                if not ok:
                    print(f"  {t.get('name')}: {t.get('result')} without a summary line")
    name = path.rsplit("/", 1)[-1].removesuffix(".json")
    print(f"{name}: {p} passed, {f} failed, {s} skipped")
    tp += p; tf += f; ts += s
print(f"{tp} passed, {tf} failed, {ts} skipped")
sys.exit(1 if tf else 0)
