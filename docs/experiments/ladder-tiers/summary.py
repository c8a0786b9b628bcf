#!/usr/bin/env python3
"""Summarise docs/experiments/ladder-tiers/run's collected bench tables:
time(glibc)/time(impl) per row (> 1: faster than glibc), then per cache
level the geometric mean, the worst row and the rows below issue 17's bars
(hot, L1: 1.10; cold, LLC: 0.97)."""
import math
import re
import sys

rows, cur, names = [], None, None
for line in open(sys.argv[1]):
    if line.startswith("=="):
        _, f, o = line.split()
        cur = (f, o)
        continue
    if "cache" in line and "libc" in line:
        names = line.split()[1:]
        continue
    m = re.match(r"\s+(L1|LLC)\s+(.*)", line)
    if m and cur and names:
        vals = [float(v.rstrip("=")) for v in m.group(2).split()]
        rows.append((cur[0], cur[1], m.group(1), dict(zip(names, vals))))
if not rows:
    sys.exit("summary.py: no bench tables in " + sys.argv[1])
impls = [n for n in names if n != "libc"]
print(f"{'distribution':44} {'order':8} {'cache':5} " + " ".join(f"{i:>12}" for i in impls))
for d, o, c, v in rows:
    print(f"{d:44} {o:8} {c:5} " + " ".join(f"{1 / v[i]:12.2f}" for i in impls))
for c, bar in (("L1", 1.10), ("LLC", 0.97)):
    for i in impls:
        xs = [1 / v[i] for _, _, cc, v in rows if cc == c]
        tr = [1 / v[i] for _, o, cc, v in rows if cc == c and o == "trace"]
        g = math.exp(sum(map(math.log, xs)) / len(xs))
        gt = f" (trace order {math.exp(sum(map(math.log, tr)) / len(tr)):.3f})" if tr else ""
        print(f"{c:3} {i:14} geomean {g:.3f}{gt}, worst {min(xs):.2f}, "
              f"{sum(1 for x in xs if x < bar)}/{len(xs)} rows below {bar}")
