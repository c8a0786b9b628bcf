#!/usr/bin/env python3
"""Puts two or more `memtune calibrate --json` results side by side: the
machines, each knob's crossover (value and uncertainty range) per machine,
the distribution ratios, the exported glibc/gcc/kernel lines, and per
primitive one plot overlaying each machine's main curves.

    python3 report/compare.py zen4.json icelake.json -o compare.html
    python3 report/compare.py a.json b.json c.json --text      # 80 columns
    python3 report/compare.py a.json b.json --labels zen4,icx -o cmp.txt

Bad input gets one line on stderr, exit status 2, and nothing is written.
"""
import argparse
import datetime
import os
import sys
import textwrap

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import render as R  # noqa: E402

MACHINE_COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
                  "#e377c2", "#17becf"]
IMPL_STYLES = ["-", "--", ":", "-."]


def compact_cell(x):
    """"4K (~3.17K..4K)", "never", "always": short enough for a column per machine."""
    if x is None:
        return "-"
    if x["kind"] == "never":
        return "never"
    if x["kind"] == "always":
        # the sweep's first size, where b already won (exported as is)
        return "always" if not x.get("value") else "from " + R.fmt_size(x["value"])
    v = R.fmt_size(x["value"])
    lo, hi = x.get("lo"), x.get("hi")
    if lo is None or hi is None or lo == hi:
        return v
    return "%s (%s..%s)" % (v, R.fmt_size(lo), R.fmt_size(hi))


def main_curve(d, op):
    """The curve a comparison overlays: the first one of op with hot/L1
    buffers and fixed sizes, else the first one of op."""
    cs = [c for c in d["curves"] if c["op"] == op]
    for c in cs:
        if (c.get("cache") or "").lower() in ("hot", "l1") and c.get("pattern", "fixed") == "fixed":
            return c
    return cs[0] if cs else None


def main_impls(curves, xovers, cap=4):
    """Impls present on every machine: mt, libc, then the ones the knobs
    switch between, then the rest; at most cap."""
    common = None
    for c in curves:
        names = set(c["impls"])
        common = names if common is None else common & names
    common = common or set()
    order = ["mt", "libc"]
    for x in xovers:
        for k in ("a", "b"):
            n = (x.get(k) or "").split(" ")[0]
            if n and n not in order:
                order.append(n)
    for c in curves:
        for n in c["impls"]:
            if n not in order:
                order.append(n)
    return [n for n in order if n in common][:cap]


class Compare:
    def __init__(self, runs, labels, files_dir):
        self.runs = runs          # [(path, data)]
        self.labels = labels
        self.files_dir = files_dir
        self.pngs = {}
        self.want_plots = True

    def legend_pairs(self):
        return [(lab, "%s: %s" % (p, d["machine"].get("cpu") or "?"))
                for lab, (p, d) in zip(self.labels, self.runs)]

    # ---- tables
    def machine_table(self):
        per = [dict(R.machine_pairs(d)) for _, d in self.runs]
        keys = ["CPU", "vendor / cpuid", "microcode", "caches", "kernel", "hypervisor",
                "compiler", "memtune commit", "timer", "date", "mode"]
        rows = [[k] + [p.get(k, "?") for p in per] for k in keys]
        rows.append(["file"] + [p for p, _ in self.runs])
        rows.append(["synthetic"] + ["YES (not a measurement)" if d.get("synthetic") else "no"
                                     for _, d in self.runs])
        return R.Table([""] + self.labels, rows, wrap=range(1, len(self.labels) + 1))

    def knobs(self):
        ks = []
        for _, d in self.runs:
            for x in d["crossovers"]:
                if x["knob"] not in ks:
                    ks.append(x["knob"])
            for k in d["knobs"]:
                if k not in ks:
                    ks.append(k)
        return ks

    def crossover_table(self):
        rows = []
        for k in self.knobs():
            r = [k]
            for _, d in self.runs:
                x = next((x for x in d["crossovers"] if x["knob"] == k), None)
                if x is None and k in d["knobs"]:
                    r.append("%s (not measured)" % R.fmt_size(d["knobs"][k]))
                else:
                    r.append(compact_cell(x))
            rows.append(r)
        return R.Table(["knob"] + self.labels, rows, wrap=range(1, len(self.labels) + 1))

    def exact_table(self):
        """The exact knob values written to each profile, with the default."""
        rows = []
        for k in self.knobs():
            r = [k]
            for _, d in self.runs:
                v = d["knobs"].get(k, "?") if k in d["knobs"] else "-"
                dv = (d.get("default_knobs") or {}).get(k, "?")
                cell = "never" if v is None else str(v)
                if dv != "?" and dv != v:
                    cell += " (default %s)" % ("never" if dv is None else dv)
                r.append(cell)
            rows.append(r)
        return R.Table(["knob"] + self.labels, rows, wrap=range(1, len(self.labels) + 1))

    def dist_table(self):
        keys = []
        for _, d in self.runs:
            for di in d.get("distributions") or []:
                if (di["op"], di["file"]) not in keys:
                    keys.append((di["op"], di["file"]))
        rows = []
        for op, f in keys:
            r = [op, f]
            for _, d in self.runs:
                di = next((x for x in d.get("distributions") or []
                           if x["op"] == op and x["file"] == f), None)
                if di is None:
                    r.append("-")
                    continue
                cal = next((v for n, v in di["impls"].items() if "calibrated" in n), None)
                cell = R.fmt_ratio(di.get("ratio"))
                if cal:
                    cell += " (%s ns)" % R.fmt_ns(cal["ns_per_call"])
                r.append(cell)
            rows.append(r)
        return R.Table(["op", "distribution"] + self.labels, rows,
                       align="ll" + "r" * len(self.labels), wrap=[1])

    def gcc_table(self):
        keys = []
        for _, d in self.runs:
            for fl in ((d["exports"].get("gcc") or {}).get("flavors") or []):
                if (fl["flavor"], fl["op"]) not in keys:
                    keys.append((fl["flavor"], fl["op"]))
        rows = []
        for fk, op in keys:
            r = ["%s %s" % (fk, op)]
            for _, d in self.runs:
                g = d["exports"].get("gcc") or {}
                fl = next((f for f in g.get("flavors") or []
                           if f["flavor"] == fk and f["op"] == op), None)
                r.append((fl.get("strategy") or "-") if fl else
                         ("gcc missing" if g.get("available") is False else "-"))
            rows.append(r)
        return R.Table(["flavor"] + self.labels, rows, wrap=range(1, len(self.labels) + 1))

    # ---- plot
    def ops(self):
        out = []
        for _, d in self.runs:
            for op in R.ops_in_order(d):
                if op not in out:
                    out.append(op)
        return out

    def plot_op(self, op):
        p = R.plt()
        curves, xov = [], []
        for _, d in self.runs:
            curves.append(main_curve(d, op))
            xov.append([x for x in d["crossovers"] if x["op"] == op])
        present = [c for c in curves if c is not None]
        impls = main_impls(present, [x for xs in xov for x in xs])
        if not impls:
            return None, []
        lo = min(min(c["sizes"]) for c in present)
        hi = max(max(c["sizes"]) for c in present)
        fig, (ax, axr) = p.subplots(2, 1, figsize=(10, 7.2), sharex=True,
                                    gridspec_kw=dict(height_ratios=[3, 2], hspace=0.08))
        marks = []
        for k, (c, xs, lab) in enumerate(zip(curves, xov, self.labels)):
            if c is None:
                continue
            col = MACHINE_COLORS[k % len(MACHINE_COLORS)]
            sizes = [float(s) for s in c["sizes"]]
            best = []
            for i in range(len(sizes)):
                vals = [im["median"][i] for n, im in c["impls"].items()
                        if n not in ("mt", "libc") and im["median"][i] is not None]
                best.append(min(vals) if vals else float("nan"))
            for j, n in enumerate(impls):
                im = c["impls"][n]
                med = R._arr(im["median"])
                ls = IMPL_STYLES[j % len(IMPL_STYLES)]
                lw = 2.0 if n == "mt" else 1.3
                ax.plot(sizes, med, color=col, ls=ls, lw=lw, label="%s %s" % (lab, n))
                if im.get("lo") and im.get("hi") and n == impls[0]:
                    ax.fill_between(sizes, R._arr(im["lo"]), R._arr(im["hi"]), color=col,
                                    alpha=0.12, lw=0)
                axr.plot(sizes, [m / b if b == b and b > 0 else float("nan")
                                 for m, b in zip(med, best)], color=col, ls=ls, lw=lw)
            for x in xs:
                if x["kind"] != "at" or not lo <= x["value"] <= hi:
                    continue
                for a in (ax, axr):
                    if x.get("lo") is not None and x.get("hi") is not None and x["hi"] > x["lo"]:
                        a.axvspan(x["lo"], x["hi"], color=col, alpha=0.10, lw=0)
                    a.axvline(x["value"], color=col, ls=(0, (4, 2)), lw=1.0)
                marks.append((x["value"], col, "%s: %s %s" % (
                    lab, x["knob"].split(".", 1)[-1], R.fmt_size(x["value"]))))
        levels = R.label_levels([v for v, _, _ in marks], octaves=4.5)
        for (v, col, text), lv in zip(marks, levels):
            ax.text(v, 1.005 + 0.05 * lv, text, transform=ax.get_xaxis_transform(),
                    ha="center", va="bottom", fontsize=7, color=col)
        nrows = (max(levels) + 1) if levels else 0
        R.ns_axis(ax)
        axr.axhline(1.0, color="0.3", lw=0.8)
        axr.set_ylabel("time / that machine's\nfastest strategy")
        rel = [y for line in axr.get_lines() for y in line.get_ydata() if y == y]
        # mt and libc can beat every single strategy (the ladders mix them)
        axr.set_ylim(min(0.95, (min(rel) if rel else 1) * 0.97),
                     min(3.0, max(1.2, (max(rel) if rel else 1) * 1.05)))
        for a in (ax, axr):
            R.byte_axis(a, lo, hi, label=(a is axr))
        ax.tick_params(labelbottom=False)
        ax.set_title("%s: %s per machine (color) and strategy (line style)"
                     % (op, ", ".join(impls)), pad=6 + 14 * nrows)
        ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False, ncol=1,
                  title="machine  strategy", title_fontsize=8)
        return R.png(fig), impls

    # ---- output
    def sections(self):
        secs = []
        mt = self.machine_table()
        secs.append(("machines", "Machines", mt.html("kv"), mt.text()))
        ct = self.crossover_table()
        note = ("Crossover size per knob per machine, with its uncertainty range "
                "(K = 1024, ~ = rounded). Exact values are in the next table.")
        secs.append(("crossovers", "Crossovers per knob", "<p class=small>%s</p>%s"
                     % (R.esc(note), ct.html()), textwrap.fill(note, R.WIDTH) + "\n\n" + ct.text()))
        et = self.exact_table()
        secs.append(("knobs", "Knob values written (exact bytes)", et.html(), et.text()))
        dt = self.dist_table()
        note = ("ratio = defaults / calibrated time on each shipped distribution (> 1: "
                "calibrated faster); in brackets, mean ns per call with calibrated knobs.")
        secs.append(("distributions", "Distribution ratios", "<p class=small>%s</p>%s"
                     % (R.esc(note), dt.html()), textwrap.fill(note, R.WIDTH) + "\n\n" + dt.text()))
        h, t = [], []
        for lab, (p, d) in zip(self.labels, self.runs):
            h.append("<h3>%s: %s</h3>" % (R.esc(lab), R.esc(d["machine"].get("cpu") or p)))
            for title, lines, _ in R.export_blocks(d):
                h.append("<p class=small>%s</p><pre class=copy>%s</pre>"
                         % (R.esc(title), R.esc("\n".join(lines))))
            t.append("== %s: %s ==\n%s\n" % (lab, d["machine"].get("cpu") or p, R.export_text(d)))
        secs.append(("exports", "Exported lines per machine", "\n".join(h), "\n".join(t).rstrip()))
        gt = self.gcc_table()
        if gt.rows:
            secs.append(("gcc", "GCC strategies per machine", gt.html(), gt.text()))
        if self.want_plots:
            h = []
            for op in self.ops():
                data, impls = self.plot_op(op)
                if data is None:
                    h.append("<p>%s: no strategy measured on every machine.</p>" % R.esc(op))
                    continue
                name = "compare-%s" % R.slug(op)
                self.pngs[name] = data
                b64 = R.base64.b64encode(data).decode("ascii")
                h.append('<h3>%s</h3><figure><img alt="%s" src="data:image/png;base64,%s">'
                         '<figcaption class="small">%s/%s.png</figcaption></figure>'
                         % (R.esc(op), R.esc(op), b64, R.esc(self.files_dir), R.esc(name)))
            secs.append(("plots", "Curves overlaid per primitive", "\n".join(h), ""))
        return secs

    def title(self):
        return "memtune: %d calibrations compared" % len(self.runs)

    def synthetic_note(self):
        syn = [lab for lab, (_, d) in zip(self.labels, self.runs) if d.get("synthetic")]
        if syn:
            return ("SYNTHETIC DATA in %s: generated by a toy model for tests "
                    "(report/sample/make_sample.py), not measurements." % ", ".join(syn))
        return None

    def html(self):
        secs = self.sections()
        out = ["<!DOCTYPE html>", "<html lang=en><head><meta charset=utf-8>",
               "<title>%s</title><style>%s</style></head><body>" % (R.esc(self.title()), R.CSS),
               "<h1>%s</h1>" % R.esc(self.title())]
        syn = self.synthetic_note()
        if syn:
            out.append("<p class=banner>%s</p>" % R.esc(syn))
        out.append(R.kv_table(self.legend_pairs()).html("kv"))
        out.append("<p class=small>Times are nanoseconds per call (medians). Sizes are bytes "
                   "(K = 1024). Absolute times from different machines mix clock speeds, "
                   "virtualisation and noise: compare crossovers and ratios first.</p>")
        out.append("<ul>" + "".join('<li><a href="#%s">%s</a></li>' % (i, R.esc(t))
                                    for i, t, _, _ in secs) + "</ul>")
        for i, t, h, _ in secs:
            out.append('<h2 id="%s">%s</h2>\n%s' % (i, R.esc(t), h))
        out.append("<hr><p class=small>Rendered by memtune report/compare.py on %s.</p>"
                   % datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"))
        out.append("</body></html>")
        return "\n".join(out) + "\n"

    def text(self):
        self.want_plots = False
        out = [R.heading(self.title(), "=")]
        syn = self.synthetic_note()
        if syn:
            out.append(textwrap.fill("*** " + syn + " ***", R.WIDTH))
        out.append(R.kv_text(self.legend_pairs()))
        for _, t, _, txt in self.sections():
            if txt:
                out += ["", R.heading(t), txt]
        return "\n".join(out) + "\n"


def main(argv=None):
    prog = "compare.py"
    ap = argparse.ArgumentParser(
        prog=prog, description="Compare two or more memtune calibrate --json results.")
    ap.add_argument("inputs", nargs="+", metavar="calibration.json")
    ap.add_argument("-o", "--output", help="compare.html (plus <stem>_files/*.png) or compare.txt")
    ap.add_argument("--text", action="store_true", help="plain text (80 columns); stdout without -o")
    ap.add_argument("--labels", help="comma-separated short names, one per file (default A, B, ...)")

    def build(argv):
        a = ap.parse_args(argv)
        if len(a.inputs) < 2:
            raise R.InputError("need at least two calibration files to compare "
                               "(render.py renders one)")
        runs = [(p, R.load_calibration(p)) for p in a.inputs]
        if a.labels:
            labels = [s.strip() for s in a.labels.split(",")]
            if len(labels) != len(runs) or not all(labels) or len(set(labels)) != len(labels):
                raise R.InputError("--labels: need %d distinct non-empty names, got %r"
                                   % (len(runs), a.labels))
        else:
            labels = [chr(ord("A") + i) if i < 26 else "M%d" % i for i in range(len(runs))]
        text_mode = a.text or (a.output is not None and a.output.lower().endswith(".txt"))
        out = a.output
        if out is None and not text_mode:
            out = "compare.html"
        if out is not None:
            R.check_out_path(out, a.inputs)
        fdir = R.files_dir_for(out) if out else None
        c = Compare(runs, labels, os.path.basename(fdir) if fdir else "")
        if text_mode:
            doc = c.text()
            if out is None:
                sys.stdout.write(doc)
                return 0
            R.write_outputs(out, doc, {}, None)
            print("wrote %s" % out, file=sys.stderr)
        else:
            doc = c.html()
            R.write_outputs(out, doc, c.pngs, fdir)
            print("wrote %s and %d plots in %s/" % (out, len(c.pngs), fdir), file=sys.stderr)
        return 0

    return R.run(argv if argv is not None else sys.argv[1:], prog, build)


if __name__ == "__main__":
    sys.exit(main())
