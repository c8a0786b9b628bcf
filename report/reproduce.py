"""The `memtune reproduce --json` result (schema memtune-reproduce/1) in a
report: validation, the verdict table, each claim's measurement, and one
figure with a panel per claim that recorded a series. render.py calls
these; they use its helpers."""
import math
import textwrap

SCHEMA = "memtune-reproduce/1"
VERDICTS = {"holds": "holds", "fails": "does not hold", "na": "not applicable", "error": "error"}


def _num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def validate(d, path, InputError):
    """Raises InputError (one line) unless d has what the section needs."""
    if not isinstance(d.get("machine"), dict):
        raise InputError("%s: \"machine\" must be an object" % path)
    cl = d.get("claims")
    if not isinstance(cl, list) or not cl:
        raise InputError("%s: \"claims\" must be a non-empty list" % path)
    for i, x in enumerate(cl):
        if not isinstance(x, dict):
            raise InputError("%s: claims[%d] is not an object" % (path, i))
        if not isinstance(x.get("num"), int) or isinstance(x.get("num"), bool):
            raise InputError("%s: claims[%d].num must be an integer" % (path, i))
        for k in ("id", "claim", "source", "why", "measurement"):
            if not isinstance(x.get(k), str):
                raise InputError("%s: claims[%d].%s must be a string" % (path, i, k))
        if x.get("verdict") not in VERDICTS:
            raise InputError("%s: claims[%d].verdict must be one of %s" % (path, i, ", ".join(sorted(VERDICTS))))
        for k in ("method", "warning"):
            if x.get(k) is not None and not isinstance(x[k], str):
                raise InputError("%s: claims[%d].%s must be a string or null" % (path, i, k))
        vals = x.get("values", {})
        if not isinstance(vals, dict):
            raise InputError("%s: claims[%d].values must be an object" % (path, i))
        for s, ser in enumerate(x.get("series", [])):
            if not isinstance(ser, dict) or not isinstance(ser.get("x"), list) or not isinstance(ser.get("y"), list) \
                    or len(ser["x"]) != len(ser["y"]):
                raise InputError("%s: claims[%d].series[%d] needs x and y lists of one length" % (path, i, s))
            if not all(_num(v) for v in ser["x"]) or not all(v is None or _num(v) for v in ser["y"]):
                raise InputError("%s: claims[%d].series[%d] has a value that is not a number" % (path, i, s))
    if d.get("total_seconds") is not None and not _num(d["total_seconds"]):
        raise InputError("%s: total_seconds must be a finite number" % path)


def table(d, Table):
    rows = [[str(x["num"]), x["id"], VERDICTS[x["verdict"]], x["why"]] for x in d["claims"]]
    return Table(["#", "claim", "verdict", "why"], rows, align="rlll", wrap=[3])


def plot(d, plt, png):
    with_series = [x for x in d["claims"] if x.get("series")]
    if not with_series:
        return None
    p = plt()
    cols = 2
    rows = (len(with_series) + cols - 1) // cols
    fig, axes = p.subplots(rows, cols, figsize=(10, 3.0 * rows), squeeze=False)
    for k, x in enumerate(with_series):
        ax = axes[k // cols][k % cols]
        for s in x["series"]:
            pts = [(a, b) for a, b in zip(s["x"], s["y"]) if b is not None]
            ax.plot([a for a, _ in pts], [b for _, b in pts], marker=".", lw=1.2, label=s.get("name", ""))
            if s.get("logx"):
                ax.set_xscale("log", base=2)
            ax.set_xlabel(s.get("xlabel", ""))
            ax.set_ylabel(s.get("ylabel", ""))
        ax.set_title("[%d] %s: %s" % (x["num"], x["id"], VERDICTS[x["verdict"]]))
        if len(x["series"]) > 1:
            ax.legend()
    for k in range(len(with_series), rows * cols):
        axes[k // cols][k % cols].axis("off")
    fig.tight_layout()
    return png(fig)


def _details_text(x):
    out = ["[%d] %s: %s" % (x["num"], x["id"], VERDICTS[x["verdict"]])]
    for label, key in (("claim", "claim"), ("source", "source"), ("method", "method")):
        if x.get(key):
            out += textwrap.wrap(x[key], 80, initial_indent="    %-8s" % (label + ":"),
                                 subsequent_indent=" " * 12)
    if x.get("measurement"):
        out.append("    measured:")
        for ln in x["measurement"].rstrip("\n").split("\n"):
            out += textwrap.wrap(ln, 80, initial_indent="      ", subsequent_indent="        ") or [""]
    out += textwrap.wrap(VERDICTS[x["verdict"]] + ": " + x["why"], 80, initial_indent="    verdict: ",
                         subsequent_indent=" " * 12)
    if x.get("warning"):
        out += textwrap.wrap(x["warning"], 80, initial_indent="    warning: ", subsequent_indent=" " * 12)
    return "\n".join(out)


def section(r, Table, esc, wrap_sh, plt, png):
    """(id, title, html, text) for Report.sections()."""
    d = r.rp
    t = table(d, Table)
    counts = {}
    for x in d["claims"]:
        counts[x["verdict"]] = counts.get(x["verdict"], 0) + 1
    m = d["machine"]
    clock = d.get("clock") or {}
    k0, tsc = clock.get("core_per_tick_start"), clock.get("tsc_hz")
    head = "%s (%s family %s model %s%s); %s%s; %d claims: %s; total %s s" % (
        m.get("cpu", "?"), m.get("vendor", "?"), m.get("family", "?"), m.get("model", "?"),
        ", under a hypervisor" if m.get("hypervisor") else "",
        "quick run (rough numbers), " if d.get("quick") else "",
        ("core %.0f MHz from %s" % (k0 * tsc / 1e6, clock.get("method", "?"))) if _num(k0) and _num(tsc)
        else "no core-clock estimate",
        len(d["claims"]), ", ".join("%d %s" % (counts[k], VERDICTS[k]) for k in VERDICTS if k in counts),
        ("%.1f" % d["total_seconds"]) if _num(d.get("total_seconds")) else "?")
    cmd = d.get("command")
    warn = d.get("warning")
    h = ["<p><code>%s</code></p>" % esc(cmd) if cmd else "", "<p class=small>%s</p>" % esc(head)]
    if warn:
        h.append("<p class=small>Warning: %s</p>" % esc(warn))
    h.append(t.html())
    if r.want_plots:
        img = plot(d, plt, png)
        if img is not None:
            r.add_png("reproduce", img)
            h.append(r.img("reproduce", "reproduce"))
    for x in d["claims"]:
        h.append("<h3>[%d] %s: %s</h3>" % (x["num"], esc(x["id"]), esc(VERDICTS[x["verdict"]])))
        h.append("<p>%s<br><span class=small>source: %s</span></p>" % (esc(x["claim"]), esc(x["source"])))
        if x.get("method"):
            h.append("<p class=small>method: %s</p>" % esc(x["method"]))
        if x.get("measurement"):
            h.append("<pre>%s</pre>" % esc(x["measurement"]))
        h.append("<p><b>%s</b>: %s</p>" % (esc(VERDICTS[x["verdict"]]), esc(x["why"])))
        if x.get("warning"):
            h.append("<p class=small>warning: %s</p>" % esc(x["warning"]))
    txt = []
    if cmd:
        txt += wrap_sh("$ " + cmd) + [""]
    txt += textwrap.wrap(head, 80)
    if warn:
        txt += textwrap.wrap("Warning: " + warn, 80)
    txt += ["", t.text(), ""]
    txt += [_details_text(x) + "\n" for x in d["claims"]]
    return ("reproduce", "The seeds' claims on this CPU (memtune reproduce)", "\n".join(h), "\n".join(txt).rstrip())
