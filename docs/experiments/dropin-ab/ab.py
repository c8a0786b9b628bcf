#!/usr/bin/env python3
"""docs/experiments/dropin-ab/run's timing: each workload under glibc and
each drop-in object of OUT, all in a shuffled order per round; per object
the median over rounds of time(nocmp)/time(object), with the 20th..80th
percentile range (> 1: faster than with glibc's compares). nocmp2 is a copy
of nocmp: the A/A control."""
import os
import random
import statistics
import subprocess
import sys
import time

out, data, work, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
workloads = {
    "python": (["python3", f"{data}/macro/py_work.py", "12"], 1, {}),
    "sort": (["sort", "-o", f"{work}/sorted.txt", f"{work}/lines.txt"], 2, {"LC_ALL": "C"}),
    "sqlite": (["python3", f"{data}/macro/sqlite_work.py"], 1, {}),
}
objects = {
    "glibc": None,
    "nocmp": "nocmp.so",  # memcpy, memmove, memset: memtune's; compares: glibc's
    "nocmp2": "nocmp2.so",  # the same object again (A/A)
    "bcmp": "bcmp.so",  # + bcmp/__memcmpeq: the shipped class
    "f32": "cmp1.so",  # + memcmp: the shipped shape
    "yjnz": "cmp2.so",  # + memcmp: masked ymm and a branch on the outcome
    "glibcshape": "cmp3.so",  # + memcmp: glibc 2.36's shape up to 32 B
    "both": "both.so",  # + memcmp (f32) and bcmp (shipped)
    "all_plt": "all_plt.so",  # + memcmp, bcmp through the PLT into libmemtune.so
}


def run(cmd, reps, extra, obj):
    env = dict(os.environ, **extra)
    if obj:
        env["LD_PRELOAD"] = os.path.join(out, obj)
    t = time.perf_counter()
    for _ in range(reps):
        subprocess.run(["taskset", "-c", "1"] + cmd, env=env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - t


for name, (cmd, reps, extra) in workloads.items():
    ts = {o: [] for o in objects}
    for _ in range(rounds):
        order = list(objects)
        random.shuffle(order)
        for o in order:
            ts[o].append(run(cmd, reps, extra, objects[o]))
    for o in objects:
        if o == "nocmp":
            continue
        r = sorted(a / b for a, b in zip(ts["nocmp"], ts[o]))
        k = len(r) // 5
        print(f"{name:7} time(nocmp)/time({o:10}) {statistics.median(r):.3f} [{r[k]:.3f}..{r[-1 - k]:.3f}]")
