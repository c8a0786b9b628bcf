#!/usr/bin/env python3
"""Writes SYNTHETIC memtune-calibrate/1 files for the report tests.

NOT MEASUREMENTS. Every number here comes from a toy cost model
(t = startup + bytes / bandwidth, bandwidth by cache level, a little seeded
noise) so that the renderer has realistic-looking input with crossovers,
"never" knobs, an aliasing dip and a GCC table. The files say so twice:
top-level "synthetic": true and a machine.cpu that starts with "SYNTHETIC".

    python3 report/sample/make_sample.py            # rewrites the two files
    python3 report/sample/make_sample.py --check    # exit 1 if they differ
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = sorted({int(round(2 ** (e / 3.0))) for e in range(9, 3 * 25 + 1)})  # 8 .. 32M
GCC_SIZES = [8, 16, 24, 32, 48, 64, 96, 128, 168, 192, 256, 384, 512]
GCC_ALGS = ["rep_byte", "rep_8byte", "unrolled_loop", "vector_loop", "loop",
            "byte_loop", "libcall"]

# Two made-up machines: a "zen4-like" and an "icelake-like" one. Bandwidths in
# bytes/ns per cache level (L1, L2, L3, DRAM), startup costs in ns.
MACHINES = {
    "a": dict(cpu="SYNTHETIC sample A (zen4-like toy model, not a measurement)",
              vendor="AuthenticAMD", family=25, model=17, stepping=1,
              features=["sse2", "ssse3", "sse4_2", "avx", "avx2", "avx512f",
                        "avx512bw", "avx512vl", "erms", "fsrm"],
              caches={"l1d": 32768, "l2": 1048576, "l3": 33554432},
              microcode=None, kernel="Linux 6.1.0 x86_64", tsc_hz=2.45e9,
              date="2026-01-01T00:00:00Z", bw=[64.0, 32.0, 18.0, 9.0],
              rep_start=9.0, rep_gain=1.18, nt_bw=13.0, alias_hit=14.0,
              gcc_bias={"rep_8byte": 0.0, "unrolled_loop": 0.0},
              seed=1),
    "b": dict(cpu="SYNTHETIC sample B (icelake-like toy model, not a measurement)",
              vendor="GenuineIntel", family=6, model=106, stepping=6,
              features=["sse2", "ssse3", "sse4_2", "avx", "avx2", "avx512f",
                        "avx512bw", "avx512vl", "erms", "fsrm"],
              caches={"l1d": 49152, "l2": 1310720, "l3": 50331648},
              microcode="0xd0003b9", kernel="Linux 6.8.0 x86_64", tsc_hz=2.0e9,
              date="2026-01-02T00:00:00Z", bw=[48.0, 26.0, 14.0, 7.0],
              rep_start=22.0, rep_gain=1.08, nt_bw=10.5, alias_hit=6.0,
              gcc_bias={"rep_8byte": 3.0, "unrolled_loop": -0.4},
              seed=2),
}


def level_bw(m, footprint):
    c = m["caches"]
    for lim, bw in ((c["l1d"], m["bw"][0]), (c["l2"], m["bw"][1]),
                    (c["l3"], m["bw"][2])):
        if footprint <= lim:
            return bw
    return m["bw"][3]


def model(m, op, impl, n):
    """Toy ns per call for one strategy at size n (hot buffers)."""
    copies = op in ("memcpy", "memmove")
    foot = 2 * n if copies or op in ("memcmp", "bcmp") else n
    bw = level_bw(m, foot)
    if op in ("memset",):
        bw *= 1.6
    if op in ("memcmp", "bcmp"):
        bw *= 1.3
    if impl == "avx512":
        return 1.6 + n / bw
    if impl == "avx2":
        return 1.8 + n / (bw * (0.8 if n <= m["caches"]["l1d"] else 0.97))
    if impl == "sse2":
        return 2.0 + n / (bw * (0.45 if n <= m["caches"]["l1d"] else 0.8))
    if impl in ("rep_movsb", "rep_stosb"):
        gain = m["rep_gain"] if n > 1024 else 0.8
        return m["rep_start"] + n / (bw * gain)
    if impl == "rep_movsq":
        return m["rep_start"] + 5 + n / (bw * (0.75 if n <= 4096 else 1.05))
    if impl == "nt":
        return 30.0 + n / m["nt_bw"]
    if impl == "repe_cmpsb":
        return 12.0 + n / 1.5
    if impl == "word":
        return 1.5 + n / 7.0
    raise KeyError(impl)


OPS = {
    "memcpy": ["avx512", "avx2", "sse2", "rep_movsb", "rep_movsq", "nt"],
    "memmove": ["avx512", "sse2", "rep_movsb", "nt"],
    "memset": ["avx512", "sse2", "rep_stosb", "nt"],
    "memcmp": ["avx512", "sse2", "word", "repe_cmpsb"],
    "bcmp": ["avx512", "sse2", "word", "repe_cmpsb"],
}
KNOBS = [  # knob, op, curve a, curve b
    ("memcpy.rep_movsb_from", "memcpy", "avx512", "rep_movsb"),
    ("memcpy.nt_from", "memcpy", "rep_movsb", "nt"),
    ("memmove.rep_movsb_from", "memmove", "avx512", "rep_movsb"),
    ("memmove.nt_from", "memmove", "rep_movsb", "nt"),
    ("memset.rep_stosb_from", "memset", "avx512", "rep_stosb"),
    ("memset.nt_from", "memset", "rep_stosb", "nt"),
    ("memcmp.repe_cmpsb_from", "memcmp", "avx512", "repe_cmpsb"),
    ("bcmp.repe_cmpsb_from", "bcmp", "avx512", "repe_cmpsb"),
]


def crossover(m, op, a, b):
    """Smallest sweep size from which b stays faster than a (toy model)."""
    prev = None
    for i, n in enumerate(SIZES):
        if all(model(m, op, b, s) < model(m, op, a, s) * 0.98 for s in SIZES[i:]):
            return n, (prev if prev is not None else n)
        prev = n
    return None, None


def r3(x):
    return float("%.4g" % x)


def make(key):
    m = MACHINES[key]
    rnd = random.Random(m["seed"])
    defaults = {"memcpy.rep_movsb_from": 2048, "memcpy.nt_from": m["caches"]["l3"] * 3 // 4,
                "memmove.rep_movsb_from": 2048, "memmove.nt_from": m["caches"]["l3"] * 3 // 4,
                "memset.rep_stosb_from": 2048, "memset.nt_from": m["caches"]["l3"] * 3 // 4,
                "memcmp.repe_cmpsb_from": None, "bcmp.repe_cmpsb_from": None}
    knobs, xovers = {}, []
    for knob, op, a, b in KNOBS:
        v, lo = crossover(m, op, a, b)
        if v is None:
            knobs[knob] = None
            xovers.append({"knob": knob, "op": op, "a": a + " (knob off)",
                           "b": b + " (knob on)", "kind": "never", "value": None,
                           "lo": None, "hi": None,
                           "evidence": "%s never faster than %s at any swept size "
                                       "(toy model)" % (b, a)})
        else:
            knobs[knob] = v
            gain = model(m, op, a, v * 2) / model(m, op, b, v * 2) - 1
            # the fine sweep behind the crossover: 8 steps per octave, +-2 octaves
            fine = sorted({int(v * 2 ** (k / 8.0)) for k in range(-16, 17)})
            cur = {"op": op, "cache": "hot", "pattern": "fixed", "what": "crossover sweep",
                   "sizes": fine, "impls": {}}
            for lab, imp in ((a + " (knob off)", a), (b + " (knob on)", b)):
                med, lo_, hi_ = [], [], []
                for n in fine:
                    t = model(m, op, imp, n) * (1 + rnd.uniform(-0.015, 0.015))
                    w = t * rnd.uniform(0.01, 0.03)
                    med.append(r3(t)); lo_.append(r3(t - w)); hi_.append(r3(t + w))
                cur["impls"][lab] = {"median": med, "lo": lo_, "hi": hi_}
            xovers.append({"knob": knob, "op": op, "a": a + " (knob off)",
                           "b": b + " (knob on)", "kind": "at", "value": v,
                           "lo": lo, "hi": v, "gain": r3(1 + gain),
                           "evidence": "%s faster than %s by %d%% at %d B and above "
                                       "(toy model)" % (b, a, round(gain * 100), v * 2),
                           "curve": cur})

    def mt_time(op, n, kn):
        imps = OPS[op]
        rep = [i for i in imps if i.startswith("rep_") and i != "rep_movsq"]
        fr = kn.get(op + ".rep_movsb_from", kn.get(op + ".rep_stosb_from"))
        nt = kn.get(op + ".nt_from")
        if nt is not None and n >= nt:
            return model(m, op, "nt", n) + 0.3
        if rep and fr is not None and n >= fr:
            return model(m, op, rep[0], n) + 0.3
        return model(m, op, "avx512", n) + 0.3

    def noisy(x, spread=0.02):
        v = x * (1 + rnd.uniform(-spread, spread))
        w = x * rnd.uniform(0.01, 0.05)
        return r3(v), r3(v - w), r3(v + w)

    curves = []
    for op, imps in OPS.items():
        cur = {"op": op, "cache": "hot", "pattern": "fixed", "what": "size sweep",
               "sizes": SIZES, "impls": {}}
        for imp in imps + ["libc", "mt"]:
            med, lo, hi = [], [], []
            for n in SIZES:
                if imp == "libc":
                    t = mt_time(op, n, defaults) + 0.8
                elif imp == "mt":
                    t = mt_time(op, n, knobs)
                else:
                    t = model(m, op, imp, n)
                a, b, c = noisy(t)
                med.append(a); lo.append(b); hi.append(c)
            cur["impls"][imp] = {"median": med, "lo": lo, "hi": hi}
        curves.append(cur)
    # one cold-cache curve for memcpy, to exercise several curves per op
    cold = [n for n in SIZES if n >= 4096]
    cur = {"op": "memcpy", "cache": "DRAM", "pattern": "random", "what": "size sweep",
           "sizes": cold, "impls": {}}
    for imp in ("avx512", "rep_movsb", "nt", "mt"):
        med, lo, hi = [], [], []
        for n in cold:
            t = (n / m["bw"][3] + 60 if imp != "nt" else model(m, "memcpy", "nt", n) + 40)
            if imp == "rep_movsb":
                t *= 0.95
            a, b, c = noisy(t)
            med.append(a); lo.append(b); hi.append(c)
        cur["impls"][imp] = {"median": med, "lo": lo, "hi": hi}
    curves.append(cur)

    offs = list(range(0, 4096, 8))
    amed, alo, ahi = [], [], []
    for o in offs:
        t = model(m, "memcpy", "rep_movsb", 64)
        if 0 < o < 64 or o > 4096 - 64:
            t += m["alias_hit"]
        a, b, c = noisy(t, 0.03)
        amed.append(a); alo.append(b); ahi.append(c)
    aliasing = {"op": "memcpy", "impl": "rep_movsb", "size": 64, "offsets": offs,
                "median": amed, "lo": alo, "hi": ahi}
    if key == "b":  # the multi-impl form ("impls"), as cmd_calibrate.c writes it
        vm, vl, vh = [], [], []
        for o in offs:
            t = model(m, "memcpy", "avx512", 64) + (2.0 if 4096 - 32 < o else 0.0)
            a, b_, c = noisy(t, 0.03)
            vm.append(a); vl.append(b_); vh.append(c)
        aliasing["impls"] = {"rep_movsb": {"median": amed, "lo": alo, "hi": ahi},
                             "avx512": {"median": vm, "lo": vl, "hi": vh}}

    dists = []
    for op, f in (("memcpy", "fleetbench-2024/Memcpy_Fleet.csv"),
                  ("memcpy", "spec2017-arm-optimized-routines/memcpy_size_freq.csv"),
                  ("memmove", "fleetbench-2024/Memmove_Fleet.csv"),
                  ("memset", "fleetbench-2024/Memset_Fleet.csv"),
                  ("memcmp", "fleetbench-2024/Memcmp_Fleet.csv"),
                  ("bcmp", "fleetbench-2024/Bcmp_Fleet.csv")):
        avg = 120.0
        cal = sum(mt_time(op, s, knobs) for s in (16, 32, 64, 128, 1024, 4096)) / 6
        dfl = sum(mt_time(op, s, defaults) for s in (16, 32, 64, 128, 1024, 4096)) / 6
        imps = {}
        for name, t in (("mt (calibrated)", cal), ("mt (defaults)", dfl), ("libc", dfl + 0.8)):
            a, b, c = noisy(t, 0.01)
            imps[name] = {"ns_per_call": a, "lo": b, "hi": c, "bytes_per_ns": r3(avg / a)}
        ratio = imps["mt (defaults)"]["ns_per_call"] / imps["mt (calibrated)"]["ns_per_call"]
        dists.append({"op": op, "file": f, "impls": imps, "ratio": r3(ratio),
                      "ratio_lo": r3(ratio - 0.012), "ratio_hi": r3(ratio + 0.012),
                      "vs_libc": r3(imps["libc"]["ns_per_call"]
                                    / imps["mt (calibrated)"]["ns_per_call"])})

    def fmt_knob(v):
        return "never" if v is None else str(v)

    changed = [k for k in knobs if knobs[k] != defaults[k]]
    mt_tun = ":".join("%s=%s" % (k, fmt_knob(knobs[k])) for k in changed)
    glibc = ("glibc.cpu.x86_rep_movsb_threshold=%d:glibc.cpu.x86_rep_stosb_threshold=%d:"
             "glibc.cpu.x86_non_temporal_threshold=0x%x"
             % (knobs["memcpy.rep_movsb_from"], knobs["memset.rep_stosb_from"],
                knobs["memcpy.nt_from"]))
    rows = []
    for op in ("memcpy", "memset"):
        for n in (1024, 2048, 4096, 8192, 65536, 1 << 20, 16 << 20, 32 << 20):
            d = mt_time(op, n, defaults) + 0.8
            t = mt_time(op, n, knobs) + 0.8
            dd, _, _ = noisy(d, 0.01)
            tt, _, _ = noisy(t, 0.01)
            rows.append({"op": op, "size": n, "default_ns": dd, "tuned_ns": tt,
                         "ratio": r3(dd / tt)})

    flavors, kb = [], []
    for fl, op in (("kernel", "memcpy"), ("kernel", "memset"), ("user", "memcpy")):
        algs = {}
        for alg in GCC_ALGS:
            vals = []
            for n in GCC_SIZES:
                base = {"rep_byte": 8 + n / 24, "rep_8byte": 5 + n / 32,
                        "unrolled_loop": 0.8 + n / 14, "vector_loop": 1.0 + n / 28,
                        "loop": 1.0 + n / 7, "byte_loop": 1.0 + n / 1.2,
                        "libcall": 7.0 + n / 40}[alg]
                if fl == "kernel" and alg == "vector_loop":
                    base = 1.0 + n / 10  # -mno-sse: no vectors to use
                base += m["gcc_bias"].get(alg, 0.0)
                a, _, _ = noisy(max(base, 0.5), 0.02)
                vals.append(a)
            algs[alg] = vals
        best = [min(GCC_ALGS, key=lambda al: algs[al][i]) for i in range(len(GCC_SIZES))]
        parts, i = [], 0
        while i < len(best):
            j = i
            while j + 1 < len(best) and best[j + 1] == best[i]:
                j += 1
            if best[i] != "libcall":
                parts.append("%s:%d:noalign" % (best[i], GCC_SIZES[j]))
            i = j + 1
        parts.append("libcall:-1:noalign")
        strategy = ",".join(parts)
        val = []
        for n in (168, 256):
            k = GCC_SIZES.index(n)
            val.append({"size": n, "default_ns": r3(algs["rep_8byte"][k] + 0.5),
                        "strategy_ns": r3(algs[best[k]][k])})
        flags = ("-O2 -mno-sse -mno-mmx -mno-sse2 -mno-avx -mno-red-zone -mcmodel=kernel"
                 if fl == "kernel" else "-O2")
        flavors.append({"flavor": fl, "flags": flags, "op": op, "sizes": GCC_SIZES, "algs": algs,
                        "best": best, "strategy": strategy, "validation": val})
        if fl == "kernel":
            kb.append("KBUILD_CFLAGS += -m%s-strategy=%s" % (op, strategy))

    return {
        "schema": "memtune-calibrate/1",
        "synthetic": True,
        "machine": {
            "cpu": m["cpu"], "vendor": m["vendor"], "family": m["family"],
            "model": m["model"], "stepping": m["stepping"], "features": m["features"],
            "caches": m["caches"], "microcode": m["microcode"], "kernel": m["kernel"],
            "libc": "glibc 2.36",
            "compiler": "gcc 12.2.0", "commit": "0000000", "hypervisor": True,
            "tsc_hz": m["tsc_hz"], "timer": "synthetic (toy model, no timer)",
            "cpu_pinned": 1, "date": m["date"], "mode": "default"},
        "knobs": knobs,
        "default_knobs": defaults,
        "crossovers": xovers,
        "curves": curves,
        "aliasing": aliasing,
        "distributions": dists,
        "exports": {
            "memtune_tunables": mt_tun,
            "profile_path": "/nonexistent/synthetic/profile",
            "glibc_tunables": glibc,
            "glibc_notes": "synthetic: no glibc was run",
            "glibc_check": {"accepted": True, "diagnostics":
                            "glibc.cpu.x86_rep_movsb_threshold: 0x%x (synthetic)"
                            % knobs["memcpy.rep_movsb_from"], "rows": rows},
            "gcc": {"available": True, "version": "gcc 12.2.0", "flavors": flavors},
            "kbuild": kb,
        },
    }


def make_bench():
    """A SYNTHETIC `memtune bench --json`-like file (one result per impl and
    size). The real layout is docs/bench-json.md; render.py's bench_rows()
    reads both a flat list and configs holding per-impl results."""
    m = MACHINES["a"]
    rnd = random.Random(3)
    results = []
    for i, n in enumerate([8 << k for k in range(0, 14, 2)]):
        ts = {imp: model(m, "memcpy", imp, n) * (1 + rnd.uniform(-0.02, 0.02))
              for imp in ("avx512", "rep_movsb", "sse2")}
        for imp, t in ts.items():
            w = t * rnd.uniform(0.01, 0.03)
            results.append({"config": i, "impl": imp, "label": imp, "size": n, "src_align": 0,
                            "dst_align": 0, "cache": "L1", "verified": True,
                            "best": t == min(ts.values()),
                            "ns": {"median": r3(t), "ci_lo": r3(t - w), "ci_hi": r3(t + w)},
                            "ratio": r3(t / ts["sse2"])})
    return {"schema": "memtune-bench/1", "synthetic": True,
            "command": "memtune bench memcpy --sizes 8..32K*4 (SYNTHETIC, toy model)",
            "date": m["date"],
            "machine": {"cpu": m["cpu"], "vendor": m["vendor"]},
            "run": {"op": "memcpy", "mode": "throughput", "pattern": "fixed", "baseline": "sse2",
                    "dist": None},
            "results": results}


def main(argv):
    check = "--check" in argv
    bad = 0
    for key in sorted(MACHINES) + ["bench"]:
        path = os.path.join(HERE, "synthetic-%s.json" % key)
        data = make_bench() if key == "bench" else make(key)
        text = json.dumps(data, indent=1, separators=(",", ":")) + "\n"
        text = compact(text)
        if check:
            try:
                with open(path) as f:
                    same = f.read() == text
            except OSError:
                same = False
            if not same:
                print("differs: %s" % path, file=sys.stderr)
                bad = 1
        else:
            with open(path, "w") as f:
                f.write(text)
            print("wrote %s" % path)
    return bad


def compact(text):
    """Puts every JSON array of scalars on one line (short files, readable diffs)."""
    return re.sub(r"\[[^\[\]{}]*\]",
                  lambda mo: re.sub(r"\s*\n\s*", "", mo.group(0)), text)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
