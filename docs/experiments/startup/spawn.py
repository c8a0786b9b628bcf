"""posix_spawn /bin/true under each LD_PRELOAD object, rounds x objects,
shuffled per round; prints per object the median and 10th/90th percentiles
in microseconds and the difference from no object."""
import os
import random
import statistics
import sys
import time

rounds = int(sys.argv[1])
objs = sys.argv[2:]
prog = "/bin/true"
times = {o: [] for o in objs}
status = {o: 0 for o in objs}
for _ in range(rounds):
    order = objs[:]
    random.shuffle(order)
    for o in order:
        env = dict(os.environ)
        env.pop("LD_PRELOAD", None)
        if o != "none":
            env["LD_PRELOAD"] = o
        t = time.perf_counter_ns()
        pid = os.posix_spawn(prog, [prog], env)
        _, st = os.waitpid(pid, 0)
        times[o].append((time.perf_counter_ns() - t) / 1000)
        status[o] |= st
base = statistics.median(times["none"]) if "none" in times else 0.0
print(f"/bin/true, {rounds} rounds, pinned to CPU 1; us per process: median (+ over none) [p10..p90]")
for o in objs:
    m = statistics.median(times[o])
    q = statistics.quantiles(times[o], n=10)
    flag = "  (exited non-zero: the CPU lacks this tier)" if status[o] else ""
    print(f"{m:8.1f} (+{m - base:6.1f}) [{q[0]:7.1f}..{q[-1]:7.1f}]  {os.path.basename(o)}{flag}")
