#!/usr/bin/env python3
"""Times PROGRAM under glibc's OP and under each LIB's mt_OP (one entry), every
other call of the program's unchanged (LD_PRELOAD of shim_glibc.so or
shim_lib.so, the same pointer call either way), interleaved per round and
pinned to CPU 1; prints per library the median time and
time(glibc)/time(lib), > 1 faster.
Usage: ab.py OUT ROUNDS PROGRAM LIB[,LIB...] (OUT holds shim_glibc.so and
shim_lib.so, built by run for one OP)"""
import os
import statistics
import subprocess
import sys
import time

out, rounds, prog, libs = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4].split(",")
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "../../.."))
work = f"/tmp/memtune-macro-{os.getuid()}"
programs = {
    "sort": ["sort", "-o", f"{work}/sorted.txt", f"{work}/lines.txt"],
    "python": ["python3", f"{root}/data/macro/py_work.py", "12"],
    "sqlite": ["python3", f"{root}/data/macro/sqlite_work.py"],
    "git": ["git", "-C", f"{work}/repo", "log", "-p"],
    "zstd": ["sh", "-c", 'zstd -q -3 -c "$1" | zstd -q -d -c > /dev/null', "sh", f"{work}/lines.txt"],
}
cmd = ["taskset", "-c", "1"] + programs[prog]
cfgs = [("glibc", f"{out}/shim_glibc.so", None)] + [(os.path.basename(l), f"{out}/shim_lib.so", l) for l in libs]
times = {c[0]: [] for c in cfgs}
for r in range(rounds):
    for name, shim, lib in cfgs if r % 2 == 0 else reversed(cfgs):
        env = dict(os.environ, LC_ALL="C", LD_PRELOAD=shim)
        if lib:
            env["SHIM_LIB"] = lib
        t = time.perf_counter()
        subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL)
        times[name].append(time.perf_counter() - t)
g = statistics.median(times["glibc"])
for name, v in times.items():
    print(f"{prog:7s} {name:20s} {statistics.median(v):.4f} s  glibc/this {g / statistics.median(v):.4f}")
