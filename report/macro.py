"""The `memtune bench macro --json` result (schema memtune-macro/1) in a
report: validation, one table and one plot (median ratio per program with
its 95% interval). render.py calls these; they use its helpers."""
import math
import textwrap

SCHEMA = "memtune-macro/1"


def _num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def validate(d, path, InputError):
    """Raises InputError (one line) unless d has what the section needs."""
    w = d.get("workloads")
    if not isinstance(w, list) or not w:
        raise InputError("%s: \"workloads\" must be a non-empty list" % path)
    for i, x in enumerate(w):
        if not isinstance(x, dict):
            raise InputError("%s: workloads[%d] is not an object" % (path, i))
        for k in ("name", "verdict"):
            if not isinstance(x.get(k), str):
                raise InputError("%s: workloads[%d].%s must be a string" % (path, i, k))
        for k in ("ratio_median", "glibc_median_s", "memtune_median_s"):
            if not _num(x.get(k)):
                raise InputError("%s: workloads[%d].%s must be a finite number" % (path, i, k))
        ci = x.get("ratio_ci")
        if not (isinstance(ci, list) and len(ci) == 2 and all(_num(c) for c in ci)):
            raise InputError("%s: workloads[%d].ratio_ci must be two finite numbers" % (path, i))
        if "control_ratio_median" in x:
            cc = x.get("control_ratio_ci")
            if not (_num(x["control_ratio_median"]) and isinstance(cc, list) and len(cc) == 2 and
                    all(_num(c) for c in cc) and isinstance(x.get("control_verdict"), str)):
                raise InputError("%s: workloads[%d]: control_ratio_median, control_ratio_ci (two finite "
                                 "numbers) and control_verdict go together" % (path, i))
    if d.get("geomean_ratio") is not None and not _num(d["geomean_ratio"]):
        raise InputError("%s: geomean_ratio must be a finite number" % path)


def table(d, Table):
    rows = []
    for x in d["workloads"]:
        rows.append([x["name"], "%.4f" % x["glibc_median_s"], "%.4f" % x["memtune_median_s"],
                     "%.4f" % x["ratio_median"], "[%.4f, %.4f]" % tuple(x["ratio_ci"]), x.get("pairs", ""),
                     x["verdict"]])
    if _num(d.get("geomean_ratio")):
        rows.append(["geometric mean", "", "", "%.4f" % d["geomean_ratio"], "", "", ""])
    return Table(["program", "glibc s", "memtune s", "ratio", "95% interval", "pairs", "verdict"], rows,
                 align="lrrrrrl", wrap=[6])


def control_table(d, Table):
    """The control arm's A/A rows (bench macro --control), or None."""
    def vs(x):
        m, ci = x.get("control_vs_memtune_median"), x.get("control_vs_memtune_ci")
        if _num(m) and isinstance(ci, list) and len(ci) == 2 and all(_num(c) for c in ci):
            return "%.4f [%.4f, %.4f]" % (m, ci[0], ci[1])
        return "-"
    rows = [[x["name"], "%.4f" % x["control_ratio_median"], "[%.4f, %.4f]" % tuple(x["control_ratio_ci"]),
             x["control_verdict"], vs(x)] for x in d["workloads"] if "control_ratio_median" in x]
    if not rows:
        return None
    return Table(["program", "glibc / control", "95% interval", "A/A", "control / memtune"], rows,
                 align="lrrll", wrap=[4])


def plot(d, plt, png):
    p = plt()
    w = d["workloads"]
    fig, ax = p.subplots(figsize=(8, 0.45 * len(w) + 1.4))
    ys = list(range(len(w)))[::-1]
    med = [x["ratio_median"] for x in w]
    lo = [max(0, m - x["ratio_ci"][0]) for m, x in zip(med, w)]
    hi = [max(0, x["ratio_ci"][1] - m) for m, x in zip(med, w)]
    colors = ["#2ca02c" if x["ratio_ci"][0] > 1 else "#d62728" if x["ratio_ci"][1] < 1 else "0.45" for x in w]
    ax.errorbar(med, ys, xerr=[lo, hi], fmt="none", ecolor="0.3", capsize=3, lw=1)
    ax.scatter(med, ys, c=colors, zorder=3, s=28)
    ax.axvline(1.0, color="black", lw=1)
    ax.set_yticks(ys)
    ax.set_yticklabels([x["name"] for x in w])
    ax.set_xlabel("time(glibc) / time(memtune): > 1 memtune faster (median, 95% interval)")
    span = max([abs(x["ratio_ci"][0] - 1) for x in w] + [abs(x["ratio_ci"][1] - 1) for x in w] + [0.02])
    ax.set_xlim(1 - 1.15 * span, 1 + 1.15 * span)
    return png(fig)


def section(r, Table, esc, wrap_sh, plt, png):
    """(id, title, html, text) for Report.sections()."""
    d = r.m
    t = table(d, Table)
    h = ""
    if r.want_plots:
        r.add_png("macro", plot(d, plt, png))
        h = r.img("macro", "macro")
    dropin = d.get("dropin") or {}
    note = ("Each program ran with glibc (A) and with memtune's drop-in (B: %s%s), interleaved A B / B A, "
            "pinned to one CPU; the ratio is the median of the per-pair time(A)/time(B) with a 95%% interval "
            "from order statistics. A verdict needs the whole interval on one side of 1."
            % (dropin.get("path", "?"), (" MEMTUNE_FORCE=" + dropin["force"]) if dropin.get("force") else ""))
    ct = control_table(d, Table)
    if ct:
        note += (" With --control each round ran A, B and C in one of the six orders in turn, C the same "
                 "program with a library preloaded that replaces nothing (%s); the second table's "
                 "time(A)/time(C) is the A/A, how far the host and preloading alone move each program, "
                 "\"same\" when its interval holds 1; time(C)/time(B) is memtune's code against the "
                 "preload alone." % dropin.get("control", "libmemtune-null.so"))
    warn = d.get("warning")
    wh = "<p class=small>Warning: %s</p>" % esc(warn) if warn else ""
    cmd = d.get("command")
    head = "<p><code>%s</code></p>" % esc(cmd) if cmd else ""
    txt = (("\n".join(wrap_sh("$ " + cmd)) + "\n\n") if cmd else "") + t.text() + "\n\n" + \
        (ct.text() + "\n\n" if ct else "") + \
        textwrap.fill(note, 80) + (("\n" + textwrap.fill("Warning: " + warn, 80)) if warn else "")
    return ("macro", "Real programs: glibc vs memtune (memtune bench macro)",
            head + h + "<p class=small>%s</p>" % esc(note) + wh + t.html() + (ct.html() if ct else ""), txt)
