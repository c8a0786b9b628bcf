#!/usr/bin/env python3
"""Renders a `memtune calibrate --json` result (docs/calibrate-json.md) as a
self-contained HTML report (plots embedded as PNG data URIs, also written to
<stem>_files/) or as plain text that fits 80 columns (for a mailing list).
A `memtune bench --json` result (docs/bench-json.md) given alongside, or
alone, adds its table and one plot. Inputs are told apart by "schema".

    python3 report/render.py results.json -o report.html
    python3 report/render.py results.json -o report.txt      # or --text (stdout)
    python3 report/render.py results.json bench.json -o report.html

Bad input (missing file, invalid JSON, wrong or missing "schema", missing
sections) gets one line on stderr, exit status 2, and nothing is written.
compare.py imports the loading, formatting and plotting helpers from here.
"""
import argparse
import base64
import datetime
import html
import io
import json
import math
import os
import re
import shlex
import sys
import tempfile
import textwrap

import macro  # noqa: E402  (report/macro.py, next to this file)
import reproduce  # noqa: E402  (report/reproduce.py: memtune reproduce --json)

CAL_SCHEMA = "memtune-calibrate/1"
BENCH_SCHEMA_PREFIX = "memtune-bench/"
BENCH_SCHEMAS = ("memtune-bench/1",)
WIDTH = 80


class InputError(Exception):
    """Bad input: reported as one line on stderr, exit status 2."""


# --------------------------------------------------------------------------
# Loading and validation


def _type_name(v):
    return {dict: "an object", list: "an array", str: "a string", bool: "a boolean",
            type(None): "null", int: "a number", float: "a number"}.get(type(v), type(v).__name__)


def _is_num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


class _Check:
    """Type checks that name the JSON path of the first problem."""

    def __init__(self, path):
        self.path = path

    def fail(self, where, msg):
        raise InputError("%s: %s: %s" % (self.path, where, msg))

    def get(self, obj, key, kind, where, optional=False, nullable=False):
        w = "%s.%s" % (where, key) if where else key
        if key not in obj:
            if optional:
                return None
            if not where:
                raise InputError("%s: missing required section \"%s\"" % (self.path, key))
            self.fail(w, "missing")
        v = obj[key]
        if v is None and (nullable or optional):
            return None
        self.kind(v, kind, w)
        return v

    def kind(self, v, kind, where):
        ok = {"obj": isinstance(v, dict), "list": isinstance(v, list),
              "str": isinstance(v, str), "num": _is_num(v),
              "bool": isinstance(v, bool)}[kind]
        if not ok:
            want = {"obj": "an object", "list": "an array", "str": "a string",
                    "num": "a number", "bool": "true or false"}[kind]
            self.fail(where, "expected %s, got %s" % (want, _type_name(v)))

    def nums(self, obj, key, where, n=None, optional=False, positive=False):
        """An array of numbers (null allowed for a missing point)."""
        a = self.get(obj, key, "list", where, optional=optional)
        if a is None:
            return None
        w = "%s.%s" % (where, key)
        if n is not None and len(a) != n:
            self.fail(w, "has %d values, expected %d (one per size)" % (len(a), n))
        for i, v in enumerate(a):
            if v is not None and not _is_num(v):
                self.fail("%s[%d]" % (w, i), "expected a number, got %s" % _type_name(v))
            if positive and (v is None or v <= 0):
                self.fail("%s[%d]" % (w, i), "expected a positive number")
        return a


def load(path):
    """Returns (kind, data) with kind "calibrate" or "bench"; raises InputError."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except FileNotFoundError:
        raise InputError("%s: no such file" % path)
    except IsADirectoryError:
        raise InputError("%s: is a directory" % path)
    except OSError as e:
        raise InputError("%s: cannot read: %s" % (path, e.strerror or e))
    def no_constant(name):
        raise InputError("%s: %s is not a JSON number (memtune writes null for a missing value)"
                         % (path, name))

    def finite(text):
        v = float(text)
        if math.isinf(v):
            raise InputError("%s: number %s is out of range" % (path, text[:40]))
        return v

    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=no_constant, parse_float=finite)
    except UnicodeDecodeError:
        raise InputError("%s: not UTF-8 text" % path)
    except RecursionError:
        raise InputError("%s: JSON nested too deeply" % path)
    except ValueError as e:
        where = ("line %d column %d: " % (e.lineno, e.colno)) if hasattr(e, "lineno") else ""
        raise InputError("%s: invalid JSON: %s%s" % (path, where, getattr(e, "msg", e)))
    if not isinstance(data, dict):
        raise InputError("%s: top level is %s, expected a JSON object with a \"schema\" field"
                         % (path, _type_name(data)))
    schema = data.get("schema")
    if schema is None:
        raise InputError("%s: no \"schema\" field; expected \"%s\" (memtune calibrate --json) "
                         "or \"%s1\" (memtune bench --json)" % (path, CAL_SCHEMA, BENCH_SCHEMA_PREFIX))
    if schema == CAL_SCHEMA:
        validate_calibrate(data, path)
        return "calibrate", data
    if schema == macro.SCHEMA:
        macro.validate(data, path, InputError)
        return "macro", data
    if schema == reproduce.SCHEMA:
        reproduce.validate(data, path, InputError)
        return "reproduce", data
    if isinstance(schema, str) and schema in BENCH_SCHEMAS:
        validate_bench(data, path)
        return "bench", data
    if isinstance(schema, str) and (schema.startswith("memtune-calibrate/")
                                    or schema.startswith(BENCH_SCHEMA_PREFIX)):
        raise InputError("%s: schema \"%s\" is not supported by this renderer (it reads %s)"
                         % (path, schema, ", ".join((CAL_SCHEMA,) + BENCH_SCHEMAS)))
    raise InputError("%s: unknown schema %s; expected \"%s\" or \"%s\""
                     % (path, json.dumps(schema)[:60], CAL_SCHEMA, BENCH_SCHEMAS[0]))


def load_calibration(path):
    kind, data = load(path)
    if kind != "calibrate":
        raise InputError("%s: is a %s result (schema \"%s\"), expected \"%s\""
                         % (path, kind, data["schema"], CAL_SCHEMA))
    return data


def validate_calibrate(d, path):
    c = _Check(path)
    m = c.get(d, "machine", "obj", "")
    for k in ("cpu", "vendor", "microcode", "kernel", "libc", "compiler", "commit", "date", "mode",
              "timer"):
        c.get(m, k, "str", "machine", optional=True, nullable=True)
    c.get(m, "features", "list", "machine", optional=True)
    caches = c.get(m, "caches", "obj", "machine", optional=True)
    for k, v in (caches or {}).items():
        if v is not None:
            c.kind(v, "num", "machine.caches.%s" % k)
    for key in ("knobs", "default_knobs"):
        kn = c.get(d, key, "obj", "", optional=(key == "default_knobs"))
        for k, v in (kn or {}).items():
            if v is not None:
                c.kind(v, "num", "%s.%s" % (key, k))
    xs = c.get(d, "crossovers", "list", "")
    for i, x in enumerate(xs):
        w = "crossovers[%d]" % i
        c.kind(x, "obj", w)
        c.get(x, "knob", "str", w)
        c.get(x, "op", "str", w)
        kind = c.get(x, "kind", "str", w)
        if kind not in ("at", "never", "always"):
            c.fail(w + ".kind", "expected \"at\", \"never\" or \"always\", got %s" % json.dumps(kind))
        for k in ("value", "lo", "hi"):
            c.get(x, k, "num", w, optional=True, nullable=True)
        if kind == "at" and not _is_num(x.get("value")):
            c.fail(w + ".value", "kind is \"at\" but value is not a number")
        for k in ("a", "b", "evidence"):
            c.get(x, k, "str", w, optional=True)
    def curve(cu, w):
        c.kind(cu, "obj", w)
        c.get(cu, "op", "str", w)
        for k in ("cache", "pattern", "what"):
            c.get(cu, k, "str", w, optional=True, nullable=True)
        sizes = c.nums(cu, "sizes", w, positive=True)
        if not sizes:
            c.fail(w + ".sizes", "empty")
        impls(cu, w, len(sizes), required=True)

    def impls(obj, w, n, required):
        imps = c.get(obj, "impls", "obj", w, optional=not required)
        if required and not imps:
            c.fail(w + ".impls", "empty")
        for name, im in (imps or {}).items():
            wi = "%s.impls.%s" % (w, name)
            c.kind(im, "obj", wi)
            c.nums(im, "median", wi, n=n)
            c.nums(im, "lo", wi, n=n, optional=True)
            c.nums(im, "hi", wi, n=n, optional=True)

    for i, x in enumerate(xs):
        if x.get("curve") is not None:
            curve(x["curve"], "crossovers[%d].curve" % i)
        c.get(x, "gain", "num", "crossovers[%d]" % i, optional=True, nullable=True)
        c.get(x, "binding", "str", "crossovers[%d]" % i, optional=True, nullable=True)
        for j, cd in enumerate(c.get(x, "conditions", "list", "crossovers[%d]" % i, optional=True) or []):
            w = "crossovers[%d].conditions[%d]" % (i, j)
            c.kind(cd, "obj", w)
            c.get(cd, "name", "str", w)
            c.get(cd, "bound", "num", w, nullable=True)
            c.get(cd, "top", "num", w, optional=True)
            if cd.get("curve") is not None:
                curve(cd["curve"], w + ".curve")
    curves = c.get(d, "curves", "list", "")
    for i, cu in enumerate(curves):
        curve(cu, "curves[%d]" % i)
    al = c.get(d, "aliasing", "obj", "", optional=True)
    if al is not None:
        offs = c.nums(al, "offsets", "aliasing")
        impls(al, "aliasing", len(offs), required=False)
        c.nums(al, "median", "aliasing", n=len(offs), optional=bool(al.get("impls")))
        c.nums(al, "lo", "aliasing", n=len(offs), optional=True)
        c.nums(al, "hi", "aliasing", n=len(offs), optional=True)
        c.get(al, "op", "str", "aliasing", optional=True)
        c.get(al, "impl", "str", "aliasing", optional=True)
        c.get(al, "size", "num", "aliasing", optional=True)
    for i, cl in enumerate(c.get(d, "rep_movsb_classes", "list", "", optional=True) or []):
        w = "rep_movsb_classes[%d]" % i
        c.kind(cl, "obj", w)
        c.get(cl, "aliasing", "num", w)
        c.get(cl, "class", "str", w)
        sw = c.get(cl, "sweep", "obj", w)
        c.get(cl, "paths", "list", w)
        c.get(cl, "others", "list", w, optional=True)  # absent before commit 9894e60
        curve(sw, w + ".sweep")
    ds = c.get(d, "distributions", "list", "", optional=True)
    for i, di in enumerate(ds or []):
        w = "distributions[%d]" % i
        c.kind(di, "obj", w)
        c.get(di, "op", "str", w)
        c.get(di, "file", "str", w)
        c.get(di, "ratio", "num", w, optional=True, nullable=True)
        for name, im in c.get(di, "impls", "obj", w).items():
            wi = "%s.impls.%s" % (w, name)
            c.kind(im, "obj", wi)
            c.get(im, "ns_per_call", "num", wi, nullable=True)
            for k in ("lo", "hi", "bytes_per_ns"):
                c.get(im, k, "num", wi, optional=True, nullable=True)
        for k in ("ratio_lo", "ratio_hi", "vs_libc"):
            c.get(di, k, "num", w, optional=True, nullable=True)
    ex = c.get(d, "exports", "obj", "")
    for k in ("memtune_tunables", "profile_path", "glibc_tunables", "glibc_notes"):
        c.get(ex, k, "str", "exports", optional=True, nullable=True)
    gc = c.get(ex, "glibc_check", "obj", "exports", optional=True)
    if gc is not None:
        c.get(gc, "accepted", "bool", "exports.glibc_check", optional=True, nullable=True)
        c.get(gc, "diagnostics", "str", "exports.glibc_check", optional=True, nullable=True)
        c.get(gc, "reps", "num", "exports.glibc_check", optional=True)
        c.get(gc, "verdict", "str", "exports.glibc_check", optional=True, nullable=True)
        for i, r in enumerate(c.get(gc, "rows", "list", "exports.glibc_check", optional=True) or []):
            w = "exports.glibc_check.rows[%d]" % i
            c.kind(r, "obj", w)
            c.get(r, "op", "str", w)
            c.get(r, "size", "num", w)
            for k in ("default_ns", "tuned_ns", "ratio", "ratio_lo", "ratio_hi"):
                c.get(r, k, "num", w, optional=True, nullable=True)
            for k in ("condition", "verdict"):
                c.get(r, k, "str", w, optional=True)
    g = c.get(ex, "gcc", "obj", "exports", optional=True)
    if g is not None:
        c.get(g, "available", "bool", "exports.gcc", optional=True)
        c.get(g, "version", "str", "exports.gcc", optional=True, nullable=True)
        for i, fl in enumerate(c.get(g, "flavors", "list", "exports.gcc", optional=True) or []):
            w = "exports.gcc.flavors[%d]" % i
            c.kind(fl, "obj", w)
            c.get(fl, "flavor", "str", w)
            c.get(fl, "op", "str", w)
            for k in ("strategy", "flags", "skipped", "alt_strategy", "verdict"):
                c.get(fl, k, "str", w, optional=True, nullable=True)
            c.get(fl, "validation_runs", "num", w, optional=True)
            sizes = c.nums(fl, "sizes", w, positive=True)
            for name in c.get(fl, "algs", "obj", w):
                c.nums(fl["algs"], name, w + ".algs", n=len(sizes))
            best = c.get(fl, "best", "list", w, optional=True)
            if best is not None and len(best) != len(sizes):
                c.fail(w + ".best", "has %d entries, expected %d" % (len(best), len(sizes)))
            for j, v in enumerate(c.get(fl, "validation", "list", w, optional=True) or []):
                wv = "%s.validation[%d]" % (w, j)
                c.kind(v, "obj", wv)
                c.get(v, "size", "num", wv)
                for k in ("default_ns", "strategy_ns", "ratio", "ratio_lo", "ratio_hi"):
                    c.get(v, k, "num", wv, optional=True, nullable=True)
                c.get(v, "verdict", "str", wv, optional=True)
    kb = c.get(ex, "kbuild", "list", "exports", optional=True)
    for i, line in enumerate(kb or []):
        c.kind(line, "str", "exports.kbuild[%d]" % i)


def validate_bench(d, path):
    """memtune-bench/1 (docs/bench-json.md). The renderer only needs rows
    that carry an implementation and a time; see bench_rows()."""
    c = _Check(path)
    c.get(d, "machine", "obj", "", optional=True)
    if not bench_rows(d):
        c.fail("results", "no measurement found (expected a list of results, each with an impl "
                          "and a time such as ns.median or median_ns)")


# --------------------------------------------------------------------------
# Formatting


def fmt_size(n, approx=True):
    """8, 64, 4K, 2M, 1G for exact multiples; otherwise the byte count
    (or ~20.2M when approx and large)."""
    if n is None:
        return "never"
    if isinstance(n, float) and n.is_integer():
        n = int(n)
    if isinstance(n, float):
        return "%g" % n
    for unit, s in ((1 << 30, "G"), (1 << 20, "M"), (1 << 10, "K")):
        if n >= unit and n % unit == 0:
            return "%d%s" % (n // unit, s)
    if approx:
        for unit, s in ((1 << 30, "G"), (1 << 20, "M"), (1 << 10, "K")):
            if n >= unit:
                return "~%.3g%s" % (n / unit, s)
    return str(n)


def fmt_knob(v):
    """Exact value for copying, plus the readable one: "21137968 (~20.2M)"."""
    if v is None:
        return "never"
    if v == 0:
        return "0 (always)"
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    h = fmt_size(v)
    return str(v) if h == str(v) else "%s (%s)" % (v, h)


def fmt_range(lo, hi):
    if lo is None and hi is None:
        return "-"
    vals = [v for v in (lo, hi) if v is not None]
    # human units only when every bound is an exact multiple: "3K..4K", not "3251..4K"
    human = all(v < 1024 or fmt_size(v, approx=False) != str(int(v)) for v in vals)
    f = (lambda v: fmt_size(v, approx=False)) if human else (lambda v: str(int(v)))
    if lo == hi or len(vals) == 1:
        return f(vals[0])
    return "%s..%s" % (f(lo), f(hi))


def fmt_ns(x):
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "-"
    if x < 10:
        return "%.2f" % x
    if x < 100:
        return "%.1f" % x
    return "%.0f" % x


def fmt_ratio(r):
    return "-" if r is None else "%.3f" % r


def crossover_cell(x):
    """One cell for a crossover: "4096 (3251..4096)", "never", "always"."""
    if x is None:
        return "-"
    if x["kind"] == "never":
        return "never"
    b = x.get("binding")
    if b == "balanced":
        return "%s (balanced over the states)" % int(x["value"])
    if b and b != "primary":
        return "%s (raised by the %s condition)" % (int(x["value"]), b)
    if x["kind"] == "always":
        # b won at every size measured: the value is the sweep's first
        # size (0 where the sweep starts at 0), and that is what is exported
        v = x.get("value")
        return "always (0)" if not v else "%s (b at every size measured)" % int(v)
    v = str(int(x["value"]))
    r = fmt_range(x.get("lo"), x.get("hi"))
    if not r[0].isdigit() or any(c.isalpha() for c in r):
        r = "%s..%s" % (int(x["lo"]), int(x["hi"])) if x.get("lo") is not None and \
            x.get("hi") is not None else r
    return v if r in ("-", v) else "%s (%s)" % (v, r)


def esc(s):
    return html.escape("" if s is None else str(s), quote=True)


def slug(s):
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", str(s)).strip("-") or "x"


class Table:
    """A table that renders as HTML and as fixed-width text within WIDTH
    columns (cells of the widest wrappable columns are wrapped)."""

    def __init__(self, headers, rows, align=None, wrap=None, notes=None, notes_header=""):
        """notes: one string per row, shown in its own column in HTML and
        as an indented line under the row in text."""
        self.notes, self.notes_header = notes, notes_header
        self.headers = [str(h) for h in headers]
        self.rows = [["" if c is None else str(c) for c in r] for r in rows]
        self.align = align or "l" * len(headers)
        self.wrap = set(range(len(headers))) if wrap is None else set(wrap)

    def html(self, cls=""):
        out = ['<table class="%s">' % cls]
        if any(self.headers):
            out.append("<thead><tr>")
            out += ['<th class="%s">%s</th>' % (a, esc(h)) for h, a in zip(self.headers, self.align)]
            if self.notes is not None:
                out.append("<th>%s</th>" % esc(self.notes_header))
            out.append("</tr></thead>")
        out.append("<tbody>")
        for k, r in enumerate(self.rows):
            note = "" if self.notes is None else "<td>%s</td>" % esc(self.notes[k])
            out.append("<tr>" + "".join('<td class="%s">%s</td>' % (a, esc(c))
                                        for c, a in zip(r, self.align)) + note + "</tr>")
        out.append("</tbody></table>")
        return "\n".join(out)

    def text(self, width=WIDTH, indent=""):
        n = len(self.headers)
        gap = 2
        avail = width - len(indent) - gap * (n - 1)
        nat = [max([len(self.headers[i])] + [len(r[i]) for r in self.rows]) for i in range(n)]
        hword = [max([0] + [len(x) for x in self.headers[i].split()]) for i in range(n)]
        floor = [max(6, hword[i]) if i in self.wrap else
                 max([hword[i]] + [len(r[i]) for r in self.rows]) for i in range(n)]
        w = list(nat)
        while sum(w) > avail:
            # first let headers wrap over narrow columns, then wrap cells
            cand = [i for i in range(n) if i not in self.wrap and w[i] > floor[i]]
            if not cand:
                cand = [i for i in range(n) if w[i] > floor[i]]
            if not cand:
                cand = [i for i in range(n) if w[i] > 4]
                if not cand:
                    break
            i = max(cand, key=lambda j: w[j])
            w[i] -= 1

        def cell_lines(s, i):
            return wrap_cell(s, w[i])

        def emit(cells, out):
            parts = [cell_lines(c, i) for i, c in enumerate(cells)]
            for k in range(max(len(p) for p in parts)):
                line = []
                for i, p in enumerate(parts):
                    s = p[k] if k < len(p) else ""
                    line.append(s.rjust(w[i]) if self.align[i] == "r" else s.ljust(w[i]))
                out.append((indent + (" " * gap).join(line)).rstrip())

        out = []
        emit(self.headers, out)
        out.append(indent + (" " * gap).join("-" * x for x in w))
        for k, r in enumerate(self.rows):
            emit(r, out)
            if self.notes is not None and self.notes[k]:
                out += textwrap.wrap(self.notes[k], width, initial_indent=indent + "    ",
                                     subsequent_indent=indent + "    ")
        return "\n".join(out)


def wrap_cell(s, width):
    """Wraps at spaces, or after '/' in a path, else hard."""
    if len(s) <= width:
        return [s]
    sep = next((c for c in ",/" if c in s), None) if " " not in s else None
    if sep:
        out, cur = [], ""
        for tok in re.findall(r"[^%s]*%s|[^%s]+$" % (sep, sep, sep), s):
            if cur and len(cur) + len(tok) > width:
                out.append(cur)
                cur = ""
            cur += tok
            while len(cur) > width:
                out.append(cur[:width])
                cur = cur[width:]
        return out + ([cur] if cur else [])
    return textwrap.wrap(s, width, break_long_words=True, break_on_hyphens=False) or [""]


def kv_table(pairs):
    return Table(["", ""], [[k, v] for k, v in pairs], wrap=[1])


def kv_text(pairs, width=WIDTH):
    """"key : value" lines, values wrapped under themselves."""
    kw = max(len(k) for k, _ in pairs)
    out = []
    for k, v in pairs:
        lines = textwrap.wrap(str(v), width - kw - 3, break_long_words=True,
                              break_on_hyphens=False) or ["-"]
        out.append("%s : %s" % (k.ljust(kw), lines[0]))
        out += [" " * (kw + 3) + s for s in lines[1:]]
    return "\n".join(out)


def heading(s, ch="-"):
    return "%s\n%s" % (s, ch * min(len(s), WIDTH))


# --------------------------------------------------------------------------
# What a calibration says, independent of the output format


def machine_pairs(d, path=None):
    m = d["machine"]
    feats = m.get("features") or []
    caches = m.get("caches") or {}
    fam = m.get("family")
    cpuid = ""
    if fam is not None:
        cpuid = "family %s model %s stepping %s" % (fam, m.get("model", "?"), m.get("stepping", "?"))
    tsc = m.get("tsc_hz")
    pairs = [
        ("CPU", m.get("cpu") or "?"),
        ("vendor / cpuid", " ".join(x for x in (m.get("vendor") or "", cpuid) if x) or "?"),
        ("microcode", m.get("microcode") or "unknown"),
        ("caches", ", ".join("%s %s" % (k.upper(), fmt_size(v)) for k, v in caches.items()) or "?"),
        ("features", " ".join(feats) or "?"),
        ("kernel", m.get("kernel") or "?"),
        ("libc", m.get("libc") or "?"),
        ("hypervisor", {True: "yes", False: "no"}.get(m.get("hypervisor"), "unknown")),
        ("compiler", m.get("compiler") or "?"),
        ("memtune commit", m.get("commit") or "?"),
        ("timer", "%s%s" % (m.get("timer") or "?",
                            ", TSC %.3f GHz" % (tsc / 1e9) if _is_num(tsc) else "")),
        ("pinned to CPU", "no" if m.get("cpu_pinned") is None else str(m.get("cpu_pinned"))),
        ("date", m.get("date") or "?"),
        ("mode", m.get("mode") or "?"),
    ]
    if path:
        pairs.append(("file", path))
    return pairs


def crossover_table(d):
    rows, notes = [], []
    for x in d["crossovers"]:
        g = x.get("gain")
        gain = "x%.2f" % g if _is_num(g) else "-"
        b = x.get("binding")
        if b == "balanced" and _is_num(x.get("value")):
            rows.append([x["knob"], fmt_knob(x["value"]), "balanced over the states", gain])
        elif b and b != "primary" and _is_num(x.get("value")):
            rows.append([x["knob"], fmt_knob(x["value"]), "raised by: " + b, gain])
        elif x["kind"] == "at":
            rows.append([x["knob"], fmt_knob(x["value"]), fmt_range(x.get("lo"), x.get("hi")), gain])
        elif x["kind"] == "always" and _is_num(x.get("value")):
            rows.append([x["knob"], fmt_knob(x["value"]),
                         "-" if not x["value"] else "b at every size measured", gain])
        else:
            rows.append([x["knob"], "never" if x["kind"] == "never" else "0 (always)", "-", gain])
        ev = x.get("evidence") or ""
        ab = "%s vs %s" % (x.get("a", "?"), x.get("b", "?"))
        notes.append("%s: %s" % (ab, ev) if ev else ab)
    return Table(["knob", "value", "uncertainty range", "gain"], rows, align="lllr", wrap=[],
                 notes=notes, notes_header="curves compared: evidence")


def knob_table(d):
    dk = d.get("default_knobs") or {}
    rows = []
    for k in list(d["knobs"]) + [k for k in dk if k not in d["knobs"]]:
        v = d["knobs"].get(k, None) if k in d["knobs"] else "(absent)"
        dv = dk.get(k) if k in dk else "(unknown)"
        vs = fmt_knob(v) if v != "(absent)" else v
        dvs = fmt_knob(dv) if dv != "(unknown)" else dv
        rows.append([k, vs, dvs, "" if vs == dvs or dv == "(unknown)" else "changed"])
    return Table(["knob", "calibrated", "built-in default", ""], rows, wrap=[0])


def dist_table(d, short=False):
    """short: file names without directory and extension (text report),
    when that keeps them apart."""
    dists = d.get("distributions") or []
    base = [os.path.splitext(os.path.basename(di["file"]))[0] for di in dists]
    short = short and len(set(base)) == len(set(di["file"] for di in dists))
    names = []
    for di in dists:
        for n in di["impls"]:
            if n not in names:
                names.append(n)
    rows = []
    for di in dists:
        r = [di["op"], os.path.splitext(os.path.basename(di["file"]))[0] if short else di["file"]]
        for n in names:
            im = di["impls"].get(n)
            r.append(fmt_ns(im.get("ns_per_call")) if im else "-")
        rr = fmt_ratio(di.get("ratio"))
        if _is_num(di.get("ratio_lo")) and _is_num(di.get("ratio_hi")):
            rr += " (%.3f..%.3f)" % (di["ratio_lo"], di["ratio_hi"])
        r.append(rr)
        rows.append(r)
    heads = [(n[4:-1] if n.startswith("mt (") and n.endswith(")") else n) + " ns" for n in names]
    return Table(["op", "distribution"] + heads + ["ratio (CI)"],
                 rows, align="ll" + "r" * (len(names) + 1), wrap=[1])


def glibc_table(d):
    gc = (d["exports"].get("glibc_check") or {})
    rows = [[r["op"], fmt_size(r["size"], approx=False), r.get("condition") or "-", fmt_ns(r.get("default_ns")),
             fmt_ns(r.get("tuned_ns")), fmt_ratio(r.get("ratio")) + fmt_span(r.get("ratio_lo"), r.get("ratio_hi")),
             (r.get("verdict") or "-") + (" (control)" if r.get("control") else "")] for r in gc.get("rows") or []]
    return Table(["op", "size", "cache", "default glibc ns", "tuned glibc ns", "ratio [runs]", "verdict"], rows,
                 align="lrlrrrl")


def fmt_span(lo, hi):
    """ " [0.98..1.02]" when both ends are numbers, else "". """
    return " [%.2f..%.2f]" % (lo, hi) if _is_num(lo) and _is_num(hi) else ""


def gcc_tables(d):
    """One (title, Table, flavor) per GCC flavor: per-size ns of each
    algorithm, best marked with *."""
    g = d["exports"].get("gcc") or {}
    out = []
    for fl in g.get("flavors") or []:
        algs = list(fl["algs"])
        best = fl.get("best") or [None] * len(fl["sizes"])
        rows = []
        for i, n in enumerate(fl["sizes"]):
            r = [fmt_size(n, approx=False), ALG_SHORT.get(best[i], best[i]) if best[i] else "-"]
            bv = fl["algs"][best[i]][i] if best[i] in fl["algs"] else None
            for a in algs:
                v = fl["algs"][a][i]
                tie = v is not None and bv is not None and a != best[i] and v <= bv * 1.005
                r.append(fmt_ns(v) + ("*" if a == best[i] else "=" if tie else " "))
            rows.append(r)
        short = [ALG_SHORT.get(a, a) for a in algs]
        t = Table(["size", "best"] + short, rows, align="rl" + "r" * len(algs), wrap=[])
        out.append(("%s flavor, %s" % (fl["flavor"], fl["op"]), t, fl))
    return out


ALG_SHORT = {"rep_byte": "rep_byte", "rep_4byte": "rep_4b", "rep_8byte": "rep_8b",
             "unrolled_loop": "unrolled", "vector_loop": "vector", "loop": "loop",
             "byte_loop": "byte_loop", "libcall": "libcall"}


def fastest_runs(cur, skip=("mt", "libc")):
    """[(impl, first size, last size)]: the fastest strategy over the sweep,
    as runs of consecutive sizes (mt and libc are composites: left out)."""
    names = [n for n in cur["impls"] if n not in skip] or list(cur["impls"])
    runs = []
    for i, s in enumerate(cur["sizes"]):
        best, bt = None, None
        for n in names:
            v = cur["impls"][n]["median"][i]
            if v is not None and v > 0 and (bt is None or v < bt):
                best, bt = n, v
        if best is None:
            continue
        if runs and runs[-1][0] == best:
            runs[-1][2] = s
        else:
            runs.append([best, s, s])
    return runs


def fastest_text(cur):
    return ", ".join("%s %s" % (n, fmt_size(a)) if a == b else
                     "%s %s..%s" % (n, fmt_size(a), fmt_size(b)) for n, a, b in fastest_runs(cur))


def curve_title(cur):
    bits = [cur.get("what") or "size sweep"]
    if cur.get("cache"):
        bits.append("%s cache" % cur["cache"])
    if cur.get("pattern"):
        bits.append("%s sizes" % cur["pattern"])
    return "%s: %s" % (cur["op"], ", ".join(bits))


def curve_name(cur, used):
    base = slug("-".join(x for x in (cur["op"], cur.get("cache"), cur.get("pattern")) if x))
    name, k = base, 2
    while name in used:
        name, k = "%s-%d" % (base, k), k + 1
    used.add(name)
    return name


def ops_in_order(d):
    order = ["memcpy", "memmove", "memset", "memcmp", "bcmp"]
    ops = []
    for cu in d["curves"]:
        if cu["op"] not in ops:
            ops.append(cu["op"])
    return sorted(ops, key=lambda o: (order.index(o) if o in order else len(order), ops.index(o)))


# ---- export lines, whole (HTML) and wrapped to 80 columns (text)

def export_blocks(d):
    """[(title, [lines], kind)] with kind "sh" (shell) or "make"."""
    ex = d["exports"]
    blocks = []
    if ex.get("memtune_tunables") is not None or ex.get("profile_path"):
        lines = []
        if ex.get("profile_path"):
            lines.append("# the profile calibrate wrote; libmemtune loads it with:")
            lines.append("export MEMTUNE_PROFILE=%s" % _sh_word(ex["profile_path"]))
        if ex.get("memtune_tunables") is not None:
            if lines:
                lines.append("# or the same knobs without the file:")
            lines.append("export MEMTUNE_TUNABLES=%s" % _sh_word(ex["memtune_tunables"]))
        blocks.append(("libmemtune", lines, "sh"))
    if ex.get("glibc_tunables"):
        gc = ex.get("glibc_check") or {}
        acc = gc.get("accepted")
        note = {True: "glibc accepted them (ld.so --list-diagnostics)",
                False: "WARNING: glibc did NOT accept them (ld.so --list-diagnostics)",
                None: "not verified"}.get(acc, "not verified")
        v = gc.get("verdict")
        lines = ["# %s" % note]
        if v:
            lines.append("# check vs default glibc: %s" % (
                "SLOWER at some sizes (glibc check section): do not apply as is" if v == "slower" else v))
        line = "GLIBC_TUNABLES=%s" % _sh_word(ex["glibc_tunables"])
        lines.append(("# " + line) if v == "slower" else "export " + line)
        blocks.append(("glibc", lines, "sh"))
    g = ex.get("gcc") or {}
    if g:
        if g.get("available") is False:
            blocks.append(("gcc", ["# gcc not found: GCC strategies not measured"], "sh"))
        else:
            lines = []
            for fl in g.get("flavors") or []:
                if fl.get("strategy"):
                    slower = fl.get("verdict") == "slower"
                    lines.append("# %s flavor (%s)%s" % (fl["flavor"], g.get("version") or "gcc",
                                                         ": slower than gcc's default in its check, not exported"
                                                         if slower else ""))
                    lines.append("%s-m%s-strategy=%s" % ("# " if slower else "", fl["op"], fl["strategy"]))
            if lines:
                blocks.append(("gcc flags", lines, "sh"))
    if ex.get("kbuild"):
        blocks.append(("kernel (arch/x86/Makefile)", list(ex["kbuild"]), "make"))
    return blocks


def _sh_word(s):
    return s if re.match(r"^[A-Za-z0-9_.:=,+/@%-]*$", s) else shlex.quote(s)


def wrap_sh(line, width=WIDTH - 1):
    """Splits a long shell line with backslash-newline continuations, which
    the shell removes even inside a word, so the result pastes the same.
    Breaks after ':' or ',' or ' ' outside quotes; continuation lines are
    not indented (indentation would become part of the word). Inside single
    quotes a backslash-newline is literal, so a break there closes the quote
    and reopens it on the next line ('abc'\<newline>'def' is the word
    abcdef). No break before the first '=' (the variable's name stays on the
    first line)."""
    if len(line) <= width or line.startswith("#"):
        if line.startswith("#") and len(line) > width:
            return textwrap.wrap(line, width, subsequent_indent="# ", break_long_words=True)
        return [line]
    seps = "," if "," in line else ": "
    out, rest, first = [], line, True
    while len(rest) > width:
        # single[i]: character i of rest is inside single quotes (rest
        # always starts outside: a reopened quote is its first character);
        # double quotes keep a backslash-newline special, so they count as
        # outside, but a ' within them is literal
        single, mode = [], ""
        for ch in rest:
            single.append(mode == "'")
            if mode == "" and ch in "'\"":
                mode = ch
            elif mode == ch:
                mode = ""
        lo = rest.find("=") + 1 if first and "=" in rest[:width] else 1
        # a cut after position i: outside single quotes "\" follows it,
        # inside "'\" (and the next line reopens with ')
        cut = -1
        for i in range(min(width - 3, len(rest) - 2), lo - 1, -1):
            inside = single[i] and single[i + 1]
            if rest[i] in seps + ("/" if inside else "") and (not inside or rest[i + 1] != "'"):
                cut = i
                break
        if cut < 0:
            # no separator: any place, but not just after a backslash that
            # is not quoted (it would escape the continuation's backslash)
            cut = width - 3
            while cut > lo and rest[cut] == "\\" and not single[cut]:
                cut -= 1
        if single[cut] and single[cut + 1]:
            out.append(rest[:cut + 1] + "'\\")
            rest = "'" + rest[cut + 1:]
        else:
            out.append(rest[:cut + 1] + "\\")
            rest = rest[cut + 1:]
        first = False
    out.append(rest)
    return out


def wrap_make(line, width=WIDTH - 1):
    """A KBUILD line longer than width becomes a helper variable built in
    pieces with :=, which GNU make joins without spaces (a backslash-newline
    would insert a space in the middle of the flag)."""
    mo = re.match(r"^(\S+)\s*\+=\s*(-m([a-z]+)-strategy=)(\S+)$", line)
    if len(line) <= width or not mo:
        return [line]
    var = "memtune_%s_strategy" % mo.group(3)
    parts = mo.group(4).split(",")
    out, cur = [], None
    for p in parts:
        if cur is None:
            cur = "%s := %s" % (var, p)
        elif len(cur) + 1 + len(p) <= width:
            cur += "," + p
        else:
            out.append(cur)
            cur = "%s := $(%s),%s" % (var, var, p)
    out.append(cur)
    out.append("%s += %s$(%s)" % (mo.group(1), mo.group(2), var))
    return out


def export_text(d):
    out = []
    for title, lines, kind in export_blocks(d):
        out.append("[%s]" % title)
        for ln in lines:
            if ln.startswith("# ") and "=" in ln and " " not in ln[2:]:
                # a command commented out: wrapped as the command, each
                # line commented (uncommented, it pastes the same)
                out += ["# " + w for w in wrap_sh(ln[2:], WIDTH - 3)]
            else:
                out += (wrap_make(ln) if kind == "make" else wrap_sh(ln))
        out.append("")
    return "\n".join(out).rstrip()


# --------------------------------------------------------------------------
# Plots (matplotlib, Agg). Each returns PNG bytes.

_plt = None


def plt():
    global _plt
    if _plt is None:
        try:
            import matplotlib
            matplotlib.use("Agg")
            import matplotlib.pyplot as p
        except ImportError:
            raise InputError("matplotlib is not installed (apt-get install python3-matplotlib, "
                             "or use --text / -o report.txt)")
        p.rcParams.update({"font.size": 9, "axes.titlesize": 10, "axes.grid": True,
                           "grid.alpha": 0.3, "legend.fontsize": 8, "figure.dpi": 100,
                           "savefig.dpi": 100, "axes.spines.top": False,
                           "axes.spines.right": False})
        _plt = p
    return _plt


MAIN_STYLE = {"mt": dict(color="black", lw=2.2, ls="-", zorder=5),
              "libc": dict(color="0.45", lw=2.0, ls="--", zorder=4)}
PALETTE = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
           "#e377c2", "#17becf", "#bcbd22", "#393b79"]


class Styles:
    """Stable impl -> line style across every plot of one report."""

    def __init__(self):
        self.map = {}

    # the same mechanism in another op gets the same colour
    SAME = {"rep_stosb": "rep_movsb", "repe_cmpsb": "rep_movsb", "rep_stosq": "rep_movsq"}

    def get(self, name):
        base = name.split(" ")[0]
        base = self.SAME.get(base, base)
        if base.startswith("ladder_"):
            # a dispatch ladder: the colour of its ISA's plain strategy, dashed
            st = self.get(base[len("ladder_"):])
            st.update(ls=(0, (5, 2)), lw=1.3)
            return st
        if base in MAIN_STYLE:
            return dict(MAIN_STYLE[base])
        if base not in self.map:
            i = len(self.map)
            self.map[base] = dict(color=PALETTE[i % len(PALETTE)],
                                  ls=["-", "-.", ":", (0, (5, 1))][(i // len(PALETTE)) % 4],
                                  lw=1.4, zorder=3)
        return dict(self.map[base])


def png(fig):
    buf = io.BytesIO()
    fig.savefig(buf, format="png", bbox_inches="tight")
    plt().close(fig)
    return buf.getvalue()


def byte_axis(ax, lo, hi, label=True):
    """log2 x axis with byte-size ticks: 8, 64, 512, 4K, 32K, 256K, 2M..."""
    from matplotlib.ticker import FixedLocator, NullFormatter, FixedFormatter
    ax.set_xscale("log", base=2)
    e0, e1 = int(math.floor(math.log2(lo))), int(math.ceil(math.log2(hi)))
    span = max(1, e1 - e0)
    step = 1 if span <= 10 else 2 if span <= 16 else 3
    phase = 0 if step == 3 else e0 % step   # step 3: 8, 64, 512, 4K, 32K, 256K, 2M...
    majors = [2 ** e for e in range(e0, e1 + 1) if e % step == phase]
    ax.xaxis.set_major_locator(FixedLocator(majors))
    ax.xaxis.set_major_formatter(FixedFormatter([fmt_size(x) for x in majors]))
    ax.xaxis.set_minor_locator(FixedLocator([2 ** e for e in range(e0, e1 + 1)]))
    ax.xaxis.set_minor_formatter(NullFormatter())
    pad = 1.15 if hi > lo else 2.0
    ax.set_xlim(lo / pad, hi * pad)
    if label:
        ax.set_xlabel("size (bytes, log scale)")


def ns_axis(ax, log=True):
    from matplotlib.ticker import FuncFormatter, LogLocator
    if log:
        ax.set_yscale("log")
        ax.yaxis.set_major_locator(LogLocator(base=10))

        def f(v, _):
            for unit, s in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
                if v >= unit:
                    return "%g%s" % (v / unit, s)
            return "%g" % v
        ax.yaxis.set_major_formatter(FuncFormatter(f))
    ax.set_ylabel("ns per call" + (" (log scale)" if log else ""))


def _arr(a):
    """Floats for plotting; a missing or non-positive time is a gap."""
    return [float("nan") if v is None or v <= 0 else float(v) for v in a]


def mark_caches(ax, caches, lo, hi):
    for k, v in (caches or {}).items():
        if v and lo <= v <= hi:
            ax.axvline(v, color="0.55", ls=":", lw=0.9, zorder=1)
            ax.text(v, 0.01, " %s %s" % (k.upper(), fmt_size(v)), transform=ax.get_xaxis_transform(),
                    rotation=90, va="bottom", ha="right", fontsize=7, color="0.4")


def label_levels(values, octaves=3.5):
    """Stacking row per x value so that labels closer than `octaves`
    (log2 distance) go on different rows above the axes."""
    last, levels = [], [0] * len(values)
    for i in sorted(range(len(values)), key=lambda i: values[i]):
        v = math.log2(max(values[i], 1))
        lv = 0
        while lv < len(last) and v - last[lv] < octaves:
            lv += 1
        if lv == len(last):
            last.append(v)
        last[lv] = v
        levels[i] = lv
    return levels


def mark_crossovers(ax, xs, lo, hi, color="crimson", label=True):
    """Draws the "at" crossovers within [lo, hi] (line at the value, the
    uncertainty range shaded); returns the number of label rows used."""
    xs = [x for x in xs if x["kind"] == "at" and x.get("value") is not None
          and lo <= x["value"] <= hi]
    levels = label_levels([x["value"] for x in xs])
    for x, lv in zip(xs, levels):
        v = x["value"]
        a, b = x.get("lo"), x.get("hi")
        if a is not None and b is not None and b > a:
            ax.axvspan(a, b, color=color, alpha=0.13, lw=0, zorder=0)
        ax.axvline(v, color=color, ls="--", lw=1.1, zorder=2)
        if label:
            ax.text(v, 1.005 + 0.09 * lv, "%s\n%s" % (x["knob"].split(".", 1)[-1],
                                                      fmt_size(v, approx=v >= 10240)),
                    transform=ax.get_xaxis_transform(), va="bottom", ha="center",
                    fontsize=7.5, color=color, linespacing=1.0)
    return (max(levels) + 1) if levels and label else 0


def plot_curve(cur, xovers, caches, styles, title=None, height=7.2):
    p = plt()
    sizes = [float(s) for s in cur["sizes"]]
    lo, hi = min(sizes), max(sizes)
    fig, (ax, axr) = p.subplots(2, 1, figsize=(10, height), sharex=True,
                                gridspec_kw=dict(height_ratios=[3, 2], hspace=0.08))
    names = list(cur["impls"])
    names = [n for n in names if n not in MAIN_STYLE] + [n for n in names if n in MAIN_STYLE]
    best = []
    for i in range(len(sizes)):
        vals = [cur["impls"][n]["median"][i] for n in names]
        vals = [v for v in vals if v is not None and v > 0]
        best.append(min(vals) if vals else float("nan"))
    for n in names:
        im = cur["impls"][n]
        st = styles.get(n)
        med = _arr(im["median"])
        if len(sizes) <= 16:    # few points: show where they are
            st.update(marker="o", ms=3)
        ax.plot(sizes, med, label=n, **st)
        if im.get("lo") and im.get("hi"):
            ax.fill_between(sizes, _arr(im["lo"]), _arr(im["hi"]), color=st["color"], alpha=0.15, lw=0)
        axr.plot(sizes, [m / b if b == b and b > 0 else float("nan") for m, b in zip(med, best)], **st)
    ns_axis(ax)
    ax.set_title(title or curve_title(cur))
    axr.set_ylabel("time / fastest\nat that size")
    axr.axhline(1.0, color="0.3", lw=0.8)
    rel_max = 0
    for line in axr.get_lines():
        ys = [y for y in line.get_ydata() if y == y]
        if ys:
            rel_max = max(rel_max, max(ys))
    axr.set_ylim(0.95, min(3.0, max(1.2, rel_max * 1.05)))
    for a in (ax, axr):
        byte_axis(a, lo, hi, label=(a is axr))
        if a is ax:
            mark_caches(a, caches, lo, hi)
        rows = mark_crossovers(a, xovers, lo, hi, label=(a is ax))
        if a is ax:
            ax.set_title(title or curve_title(cur), pad=6 + 24 * rows)
    ax.tick_params(labelbottom=False)
    handles, labels = ax.get_legend_handles_labels()
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch
    if any(x["kind"] == "at" for x in xovers):
        handles += [Line2D([], [], color="crimson", ls="--"), Patch(color="crimson", alpha=0.13)]
        labels += ["crossover (knob value)", "crossover uncertainty"]
    ax.legend(handles, labels, loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False,
              title="strategy (band: spread)", title_fontsize=8)
    return png(fig)


def alias_impls(al):
    """impl -> {median, lo, hi}: the "impls" form, else the single-impl form."""
    if al.get("impls"):
        return al["impls"]
    return {al.get("impl") or "impl": {"median": al["median"], "lo": al.get("lo"),
                                       "hi": al.get("hi")}}


def plot_aliasing(al, styles):
    """Full 0..4095 sweep on top; when the sweep is dense enough near the
    page edges (where 4K aliasing shows), zooms on the first and last 256 B."""
    p = plt()
    x = [float(o) for o in al["offsets"]]
    series = []
    for name, im in alias_impls(al).items():
        st = styles.get(name)
        st.pop("zorder", None)
        series.append((name, _arr(im["median"]), im, st))
    good = sorted(v for _, med, _, _ in series for v in med if v == v)
    zoom = sum(1 for o in x if o < 256) >= 8 and sum(1 for o in x if o >= 3840) >= 8
    if zoom:
        fig = p.figure(figsize=(10, 6.2))
        gs = fig.add_gridspec(2, 2, height_ratios=[3, 2], hspace=0.45, wspace=0.15)
        axes = [(fig.add_subplot(gs[0, :]), (0, 4096), 512),
                (fig.add_subplot(gs[1, 0]), (0, 256), 32),
                (fig.add_subplot(gs[1, 1]), (3840, 4096), 32)]
    else:
        fig, ax0 = p.subplots(figsize=(10, 3.8))
        axes = [(ax0, (0, 4096), 512)]
    top = max(good) * 1.12 if good else 1
    for k, (ax, (a, b), step) in enumerate(axes):
        for name, med, im, st in series:
            ax.plot(x, med, label=name, **st)
            if im.get("lo") and im.get("hi"):
                ax.fill_between(x, _arr(im["lo"]), _arr(im["hi"]), color=st["color"], alpha=0.2,
                                lw=0)
            vals = sorted(v for v in med if v == v)
            if vals and len(series) == 1:
                ax.axhline(vals[len(vals) // 2], color="0.4", ls="--", lw=0.8,
                           label="median over all offsets (%s ns)" % fmt_ns(vals[len(vals) // 2]))
        ax.set_xlim(a, b)
        ax.set_xticks(range(a, b + 1, step))
        ax.set_ylim(0, top)
        ns_axis(ax, log=False)
        if k == 0:
            ax.set_xlabel("(dst - src) % 4096  (bytes)")
            ax.legend(loc="lower center", bbox_to_anchor=(0.5, 1.0), frameon=False, ncol=4,
                      fontsize=8)
        else:
            ax.set_title("zoom: %d..%d" % (a, b - 1), fontsize=9)
            if k == 2:
                ax.set_ylabel("")
    size = al.get("size")
    axes[0][0].set_title("aliasing: %s, %s B per call: time vs (dst - src) mod 4 KiB "
                         "(bands: spread)"
                         % (al.get("op", "?"), fmt_size(size) if _is_num(size) else "?"), pad=22)
    return png(fig)


def plot_distributions(dists, styles):
    p = plt()
    names = []
    for di in dists:
        for n in di["impls"]:
            if n not in names:
                names.append(n)
    fig, ax = p.subplots(figsize=(max(7, 1.6 * len(dists) + 3), 4.6))
    width = 0.8 / max(1, len(names))
    top = 0
    for j, n in enumerate(names):
        xs, ys, err = [], [], [[], []]
        for i, di in enumerate(dists):
            im = di["impls"].get(n)
            if not im:
                continue
            v = im.get("ns_per_call")
            if v is None:
                continue
            xs.append(i - 0.4 + width * (j + 0.5))
            ys.append(v)
            err[0].append(max(0, v - im["lo"]) if im.get("lo") is not None else 0)
            err[1].append(max(0, im["hi"] - v) if im.get("hi") is not None else 0)
            top = max(top, v + err[1][-1])
        color = ("black" if n.startswith("mt") and "calibrated" in n else
                 "#9ecae1" if n.startswith("mt") and "default" in n else
                 "0.55" if n == "libc" else styles.get(n)["color"])
        ax.bar(xs, ys, width * 0.95, yerr=err, capsize=2, label=n, color=color,
               edgecolor="black", linewidth=0.4)
    for i, di in enumerate(dists):
        if di.get("ratio") is not None:
            ax.text(i, top * 1.04, "x%.3f" % di["ratio"], ha="center", va="bottom", fontsize=8)
    ax.set_ylim(0, top * 1.15 if top else 1)
    ax.set_xticks(range(len(dists)))
    ax.set_xticklabels(["%s\n%s" % (di["op"], os.path.basename(di["file"]).rsplit(".", 1)[0])
                        for di in dists], fontsize=8)
    ns_axis(ax, log=False)
    ax.set_title("shipped size distributions: mean ns per call (lower is better); "
                 "x = defaults / calibrated")
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    return png(fig)


# --------------------------------------------------------------------------
# Bench results (docs/bench-json.md)

def bench_time(r):
    """(median, lo, hi) ns per call of one result object, or None."""
    ns = r.get("ns")
    if isinstance(ns, dict) and _is_num(ns.get("median")):
        lo = ns.get("ci_lo", ns.get("q1"))
        hi = ns.get("ci_hi", ns.get("q3"))
        return ns["median"], lo if _is_num(lo) else None, hi if _is_num(hi) else None
    for k in ("median_ns", "ns_per_call", "ns", "median"):
        if _is_num(r.get(k)):
            lo, hi = r.get(k + "_lo", r.get("lo")), r.get(k + "_hi", r.get("hi"))
            return r[k], lo if _is_num(lo) else None, hi if _is_num(hi) else None
    return None


def _scalars(obj, out, prefix=""):
    for k, v in obj.items():
        if isinstance(v, (str, int, float, bool)) or v is None:
            if k not in ("ns", "median_ns", "ns_per_call", "median", "lo", "hi"):
                out[prefix + k] = v
    return out


def bench_rows(b):
    """Flat rows {field: value, "_ns": (median, lo, hi)} from a bench
    result: a list of results, or of configs each holding per-impl results
    (as a list or as an object keyed by impl)."""
    items = next((b[k] for k in ("results", "points", "configs", "rows")
                  if isinstance(b.get(k), list)), None)
    if items is None:
        return []
    rows = []
    for e in items:
        if not isinstance(e, dict):
            return []
        base = _scalars(e, {})
        if isinstance(e.get("config"), dict):
            _scalars(e["config"], base)
        t = bench_time(e)
        if t is not None:
            rows.append(dict(base, _ns=t))
            continue
        subs = next((e[k] for k in ("results", "impls") if isinstance(e.get(k), (list, dict))), None)
        if subs is None:
            return []
        pairs = subs.items() if isinstance(subs, dict) else [(None, s) for s in subs]
        for name, s in pairs:
            if not isinstance(s, dict) or bench_time(s) is None:
                return []
            r = _scalars(s, dict(base))
            if name is not None:
                r.setdefault("impl", name)
            r["_ns"] = bench_time(s)
            rows.append(r)
    return rows


BENCH_KEYS_FIRST = ("op", "impl", "strategy", "name", "size", "sizes", "distribution", "cache",
                    "align", "pattern")


# per-implementation fields of a bench result: not part of what identifies a config
BENCH_PER_IMPL = ("impl", "label", "best", "verified", "ratio", "calls_per_s", "bytes_per_s",
                  "config", "index", "name", "kind", "isa", "doc")


def bench_table(b, cap=400):
    """Configs as rows, implementations as columns (as `memtune bench`
    prints them), * = fastest in the row. Returns (Table, cut, constants)."""
    rows = bench_rows(b)
    keys = []
    for r in rows:
        for k in r:
            if k != "_ns" and k not in keys and k not in BENCH_PER_IMPL:
                keys.append(k)
    # fields with one value over all rows are listed once, not as columns
    const = [(k, rows[0].get(k)) for k in keys if k != "op" and
             len({json.dumps(x.get(k)) for x in rows}) == 1]
    if any(r.get("verified") is False for r in rows):
        const.append(("verified", "NO: some results were wrong"))
    keys = [k for k in keys if k not in dict(const)]
    first = list(keys)
    keys = sorted(keys, key=lambda k: (BENCH_KEYS_FIRST.index(k) if k in BENCH_KEYS_FIRST
                                       else 99, first.index(k)))

    def cell(k, v):
        if v is None:
            return "-"
        if _is_num(v) and (k in ("size", "max_bytes", "window", "footprint") or k.endswith("_bytes")):
            return fmt_size(v)
        if isinstance(v, float):
            return fmt_ns(v)
        return str(v)

    def impl_of(r):
        return str(r.get("impl", r.get("label", r.get("name", "?"))))
    impls = []
    for r in rows:
        if impl_of(r) not in impls:
            impls.append(impl_of(r))
    groups = {}
    for r in rows:
        gk = r["config"] if "config" in r else tuple(json.dumps(r.get(k)) for k in keys)
        groups.setdefault(gk, {})[impl_of(r)] = r
    if len(impls) <= 8 and sum(len(v) for v in groups.values()) == len(rows):
        out = []
        for per in list(groups.values())[:cap]:
            any_r = next(iter(per.values()))
            best = min(per, key=lambda i: per[i]["_ns"][0])
            out.append([cell(k, any_r.get(k)) for k in keys] +
                       [(fmt_ns(per[i]["_ns"][0]) + ("*" if i == best and len(per) > 1 else " "))
                        if i in per else "- " for i in impls])
        align = "".join("r" if all(_is_num(r.get(k)) or r.get(k) is None for r in rows) else "l"
                        for k in keys) + "r" * len(impls)
        return (Table(keys + ["%s ns" % i for i in impls], out, align=align), len(groups) > cap,
                const)
    out = []
    for r in rows[:cap]:
        m, lo, hi = r["_ns"]
        out.append([impl_of(r)] + [cell(k, r.get(k)) for k in keys] +
                   [fmt_ns(m), "-" if lo is None else "%s..%s" % (fmt_ns(lo), fmt_ns(hi))])
    align = "l" + "".join("r" if all(_is_num(r.get(k)) or r.get(k) is None for r in rows) else "l"
                          for k in keys) + "rr"
    return Table(["impl"] + keys + ["ns per call", "CI"], out, align=align), len(rows) > cap, const


def bench_run_pairs(b):
    """What the run was: op, mode, pattern, distribution, baseline."""
    run = b.get("run") if isinstance(b.get("run"), dict) else {}
    pairs = []
    for k in ("op", "mode", "pattern", "baseline"):
        if run.get(k) is not None:
            pairs.append((k, str(run[k])))
    dist = run.get("dist")
    if isinstance(dist, dict) and dist.get("name"):
        pairs.append(("distribution", "%s (mean %s B, %s%% of calls <= 128 B)" % (
            dist["name"], fmt_ns(dist.get("mean")) if _is_num(dist.get("mean")) else "?",
            "%.0f" % (100 * dist["share_le128"]) if _is_num(dist.get("share_le128")) else "?")))
    if b.get("date"):
        pairs.append(("date", str(b["date"])))
    return pairs


def plot_bench(b, styles):
    """Time vs size per impl when the rows vary in size; otherwise bars."""
    p = plt()
    rows = bench_rows(b)

    def lab(r):
        bits = [str(r[k]) for k in ("op", "impl", "strategy", "name") if r.get(k) is not None]
        extra = [str(r[k]) for k in ("cache", "distribution") if r.get(k) is not None
                 and len({x.get(k) for x in rows}) > 1]
        return " ".join(bits + extra) or "?"
    sized = [r for r in rows if _is_num(r.get("size")) and r["size"] > 0]
    if len(sized) == len(rows) and len({r["size"] for r in rows}) > 1:
        fig, ax = p.subplots(figsize=(10, 4.8))
        series = {}
        for r in rows:
            series.setdefault(lab(r), []).append((r["size"],) + tuple(r["_ns"]))
        for n, pts in series.items():
            pts.sort()
            st = styles.get(n.split(" ")[-1] if n.split(" ")[-1] in MAIN_STYLE else
                            (n.split(" ")[1] if " " in n else n))
            st.pop("zorder", None)
            xs = [a for a, _, _, _ in pts]
            ax.plot(xs, [t for _, t, _, _ in pts], marker="o", ms=3, label=n, **st)
            if all(lo is not None and hi is not None for _, _, lo, hi in pts):
                ax.fill_between(xs, [lo for _, _, lo, _ in pts], [hi for _, _, _, hi in pts],
                                color=st["color"], alpha=0.15, lw=0)
        byte_axis(ax, min(r["size"] for r in rows), max(r["size"] for r in rows))
        ns_axis(ax)
        ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    else:
        shown = rows[:40]
        fig, ax = p.subplots(figsize=(10, max(2.5, 0.3 * len(shown) + 1)))
        names = []
        for r in shown:
            n = lab(r)
            if _is_num(r.get("size")):
                n += " %s B" % fmt_size(r["size"])
            names.append(n)
        med = [r["_ns"][0] for r in shown]
        err = [[max(0, m - (r["_ns"][1] if r["_ns"][1] is not None else m)) for m, r in zip(med, shown)],
               [max(0, (r["_ns"][2] if r["_ns"][2] is not None else m) - m) for m, r in zip(med, shown)]]
        cols = [styles.get(str(r.get("impl", "?")))["color"] for r in shown]
        ax.barh(range(len(shown)), med, xerr=err, capsize=2, color=cols)
        for i, m in enumerate(med):
            ax.text(m + err[1][i], i, "  " + fmt_ns(m), va="center", fontsize=8)
        ax.set_xlim(0, max(m + e for m, e in zip(med, err[1])) * 1.15)
        ax.set_yticks(range(len(shown)))
        ax.set_yticklabels(names, fontsize=8)
        ax.invert_yaxis()
        ax.set_xlabel("ns per call (median, bar: CI)")
    ax.set_title("\n".join(textwrap.wrap("$ " + b["command"], 110)) if b.get("command")
                 else "memtune bench", fontsize=9)
    return png(fig)


# --------------------------------------------------------------------------
# The report, as HTML and as text

CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif;max-width:1100px;
margin:1.5em auto;padding:0 1em;color:#222;line-height:1.35}
h1{font-size:1.5em}h2{font-size:1.2em;border-bottom:1px solid #ccc;margin-top:2em}
h3{font-size:1.05em}
table{border-collapse:collapse;margin:.6em 0;font-size:.88em}
th,td{border:1px solid #ccc;padding:.2em .5em;vertical-align:top}
th{background:#f0f0f0;text-align:left}td.r,th.r{text-align:right;font-variant-numeric:tabular-nums}
pre{background:#f6f8fa;border:1px solid #ddd;padding:.6em;overflow-x:auto;font-size:.85em}
pre.copy{user-select:all;-webkit-user-select:all}
img{max-width:100%;border:1px solid #eee}
.banner{background:#fff3cd;border:1px solid #e0b000;padding:.6em;font-weight:bold}
.warn{color:#a00}.small{font-size:.85em;color:#555}
table.kv td:first-child{font-weight:600;white-space:nowrap}
"""


class Report:
    """Collects plots (name -> PNG bytes) and renders HTML/text."""

    def __init__(self, cal, cal_path, bench=None, bench_path=None, files_dir="report_files",
                 plots=True, macro_result=None, macro_path=None, reproduce_result=None):
        self.d, self.path, self.b, self.bpath = cal, cal_path, bench, bench_path
        self.m, self.mpath = macro_result, macro_path
        self.rp = reproduce_result
        self.files_dir = files_dir
        self.pngs = {}
        self.styles = Styles()
        self.want_plots = plots

    def add_png(self, name, data):
        self.pngs[name] = data
        return name

    def img(self, name, alt):
        data = base64.b64encode(self.pngs[name]).decode("ascii")
        return ('<figure><img alt="%s" src="data:image/png;base64,%s">'
                '<figcaption class="small">%s/%s.png</figcaption></figure>'
                % (esc(alt), data, esc(self.files_dir), esc(name)))

    # -- sections as (id, title, html, text)
    def sections(self):
        d, secs = self.d, []
        if d is not None:
            secs.append(self.sec_machine())
            secs.append(self.sec_crossovers())
            secs.append(self.sec_exports())
            secs.append(self.sec_knobs())
            secs.append(self.sec_curves())
            secs.append(self.sec_aliasing())
            if d.get("rep_movsb_classes"):
                secs.append(self.sec_classes())
            secs.append(self.sec_distributions())
            secs.append(self.sec_glibc())
            secs.append(self.sec_gcc())
        if self.b is not None:
            secs.append(self.sec_bench())
        if self.m is not None:
            secs.append(macro.section(self, Table, esc, wrap_sh, plt, png))
        if self.rp is not None:
            secs.append(reproduce.section(self, Table, esc, wrap_sh, plt, png))
        return secs

    def sec_machine(self):
        pairs = machine_pairs(self.d, self.path)
        return ("machine", "Machine", kv_table(pairs).html("kv"), kv_text(pairs))

    def sec_crossovers(self):
        t = crossover_table(self.d)
        note = ("A knob X_from is the smallest size at which path X is taken; the range is "
                "where the two curves are within noise of each other.")
        return ("crossovers", "Crossovers",
                "<p class=small>%s</p>%s" % (esc(note), t.html()),
                "\n".join(textwrap.wrap(note, WIDTH)) + "\n\n" + t.text())

    def sec_exports(self):
        h = ["<p class=small>Click a block to select all of it. Lines are whole here; the text "
             "report wraps them so that they paste the same.</p>"]
        for title, lines, _ in export_blocks(self.d):
            h.append("<h3>%s</h3><pre class=copy>%s</pre>" % (esc(title), esc("\n".join(lines))))
        return ("exports", "Exported lines", "\n".join(h), export_text(self.d))

    def sec_knobs(self):
        t = knob_table(self.d)
        return ("knobs", "Knobs: calibrated vs built-in defaults", t.html(), t.text())

    def sec_curves(self):
        h, txt, used = [], [], set()
        caches = self.d["machine"].get("caches") or {}
        by_op = {}
        for cu in self.d["curves"]:
            by_op.setdefault(cu["op"], []).append(cu)
        for op in ops_in_order(self.d):
            xs = [x for x in self.d["crossovers"] if x["op"] == op]
            h.append("<h3 id=\"op-%s\">%s</h3>" % (esc(slug(op)), esc(op)))
            for x in xs:
                if x["kind"] != "at":
                    h.append("<p class=small>%s: %s (not drawn)</p>" % (esc(x["knob"]),
                                                                         esc(crossover_cell(x))))
            for cu in by_op[op]:
                name = curve_name(cu, used)
                if self.want_plots:
                    self.add_png(name, plot_curve(cu, xs, caches, self.styles))
                    h.append(self.img(name, curve_title(cu)))
                h.append("<p class=small>Fastest strategy by size (mt and libc left out): %s</p>"
                         % esc(fastest_text(cu)))
                txt.append("%s:\n%s" % (curve_title(cu), textwrap.fill(
                    "fastest: " + fastest_text(cu), WIDTH, initial_indent="  ",
                    subsequent_indent="    ")))
            for x in xs:
                if not x.get("curve") or not self.want_plots:
                    continue
                name = curve_name({"op": "xover", "cache": x["knob"]}, used)
                title = "%s: %s vs %s (the sweep behind the crossover)" % (
                    x["knob"], x.get("a", "a"), x.get("b", "b"))
                self.add_png(name, plot_curve(x["curve"], [x], caches, self.styles, title=title,
                                              height=5.6))
                h.append(self.img(name, title))
                for cd in x.get("conditions") or []:
                    if not cd.get("curve"):
                        continue
                    name = curve_name({"op": "xover", "cache": x["knob"] + " " + cd["name"]}, used)
                    title = "%s, %s condition: not slower from %s" % (
                        x["knob"], cd["name"], fmt_knob(cd.get("bound")))
                    self.add_png(name, plot_curve(cd["curve"], [x], caches, self.styles, title=title,
                                                  height=5.6))
                    h.append(self.img(name, title))
        return ("curves", "Curves per primitive", "\n".join(h),
                "Fastest strategy by size (mt and libc left out).\n\n" + "\n".join(txt))

    def sec_aliasing(self):
        al = self.d.get("aliasing")
        if not al:
            return ("aliasing", "Aliasing", "<p>Not measured.</p>", "Not measured.")
        lines = []
        for name, im in alias_impls(al).items():
            med = [v for v in im["median"] if v is not None]
            if not med:
                continue
            worst = max(range(len(im["median"])),
                        key=lambda i: -1 if im["median"][i] is None else im["median"][i])
            lines.append("%s %s at %s B: median over offsets %s ns, min %s ns, max %s ns "
                         "(at offset %s)" % (al.get("op", "?"), name, al.get("size", "?"),
                                             fmt_ns(sorted(med)[len(med) // 2]), fmt_ns(min(med)),
                                             fmt_ns(max(med)), al["offsets"][worst]))
        h = ""
        if self.want_plots:
            self.add_png("aliasing", plot_aliasing(al, self.styles))
            h = self.img("aliasing", "aliasing")
        return ("aliasing", "Aliasing: (dst - src) % 4096",
                h + "".join("<p>%s</p>" % esc(s) for s in lines),
                "\n".join(textwrap.fill(s, WIDTH) for s in lines))

    def sec_classes(self):
        """memcpy's rep movsb choice at each class of (dst - src) % 4096:
        the path taken, the other path's time and glibc's over memtune's."""
        rows = []
        for cl in self.d["rep_movsb_classes"]:
            sw = cl["sweep"]
            im = sw["impls"]
            names = list(im)
            mt, libc = im[names[0]]["median"], im[names[-1]]["median"]
            for j, size in enumerate(sw["sizes"]):
                taken = cl["paths"][j] if j < len(cl["paths"]) else "?"
                others = cl.get("others") or []
                oname = others[j] if j < len(others) else "-"
                other = im[oname]["median"] if oname in im else [None] * len(mt)
                ratio = lambda a: fmt_ratio(a[j] / mt[j]) if _is_num(a[j]) and _is_num(mt[j]) and mt[j] else "-"
                rows.append([cl["class"], fmt_size(size), taken, fmt_ns(mt[j]), oname, ratio(other), ratio(libc)])
        t = Table(["(dst - src) % 4096", "size", "memtune takes", "memtune ns", "other path", "other / memtune",
                   "glibc / memtune"], rows, align="lrlrlrr", wrap=[0])
        note = ("memcpy with the calibrated knobs at one distance of each class the ladders tell apart for rep "
                "movsb; varying offsets, L2 up to 256 KiB, DRAM above. Ratios are times over memtune's: "
                "above 1, memtune's path is the faster.")
        return ("classes", "rep movsb by class of (dst - src) % 4096",
                "<p>%s</p>" % esc(note) + t.html("num"), textwrap.fill(note, WIDTH) + "\n\n" + t.text())

    def sec_distributions(self):
        ds = self.d.get("distributions") or []
        if not ds:
            return ("distributions", "Distributions", "<p>Not measured.</p>", "Not measured.")
        t = dist_table(self.d)
        tt = dist_table(self.d, short=True)
        note = ("Mean ns per call over each shipped size distribution; ratio = "
                "defaults / calibrated time (> 1: the calibrated knobs are faster).")
        h = ""
        if self.want_plots:
            self.add_png("distributions", plot_distributions(ds, self.styles))
            h = self.img("distributions", "distributions")
        return ("distributions", "Size distributions: calibrated vs defaults",
                h + "<p class=small>%s</p>%s" % (esc(note), t.html()),
                textwrap.fill(note, WIDTH) + "\n\n" + tt.text())

    def sec_glibc(self):
        gc = self.d["exports"].get("glibc_check")
        if not gc:
            return ("glibc", "glibc check", "<p>Not run.</p>", "Not run.")
        acc = {True: "glibc accepted the tunables (ld.so --list-diagnostics shows the values).",
               False: "glibc did NOT accept the tunables: the rows below measure default glibc twice.",
               None: "Whether glibc accepted the tunables was not checked."}.get(gc.get("accepted"))
        t = glibc_table(self.d)
        note = ("Child processes with GLIBC_TUNABLES set vs default glibc, run back to back %s times, at "
                "sizes between each default threshold and its exported value (not the sizes the knobs "
                "were derived at); ratio = default / tuned, median and range over the runs (> 1: the "
                "tunables help); a verdict needs every run to agree and a 5%% difference. Controls "
                "are sizes where no exported tunable changes glibc's path: they show the noise "
                "between two processes and do not count in the verdict. A tunable that made glibc "
                "slower is left out of the export (see the notes) and the rest checked again."
                % (gc.get("reps") or "several"))
        v = gc.get("verdict")
        if v:
            acc += " Verdict: %s." % ("tuned glibc is SLOWER somewhere: do not apply the export as is"
                                      if v == "slower" else v)
        cls = "" if gc.get("accepted") else " class=warn"
        notes = self.d["exports"].get("glibc_notes") or ""
        diag = gc.get("diagnostics") or ""
        h = "<p%s>%s</p><p class=small>%s</p>" % (cls, esc(acc), esc(note))
        if notes:
            h += "<p>%s</p>" % esc(notes)
        h += t.html()
        if diag:
            h += ("<details><summary>ld.so --list-diagnostics (tunables)</summary><pre>%s</pre>"
                  "</details>" % esc(diag))
        txt = textwrap.fill(acc + " " + note, WIDTH)
        if notes:
            txt += "\n\n" + "\n".join(textwrap.fill(p, WIDTH) for p in notes.split("\n") if p)
        return ("glibc", "glibc check: GLIBC_TUNABLES vs default", h, txt + "\n\n" + t.text())

    def sec_gcc(self):
        g = self.d["exports"].get("gcc")
        if not g:
            return ("gcc", "GCC inline strategies", "<p>Not run.</p>", "Not run.")
        if g.get("available") is False:
            return ("gcc", "GCC inline strategies", "<p>gcc was not found; skipped.</p>",
                    "gcc was not found; skipped.")
        h, txt = ["<p class=small>%s. ns per call of a constant-size copy compiled with each "
                  "-mstringop-strategy algorithm; * = fastest at that size, = within 0.5%% of it.</p>"
                  % esc(g.get("version") or "gcc")], []
        txt.append(textwrap.fill("%s. ns per call of a constant-size copy compiled with each "
                                 "algorithm; * = fastest at that size, = within 0.5%% of it."
                                 % (g.get("version") or "gcc"),
                                 WIDTH))
        for title, t, fl in gcc_tables(self.d):
            h.append("<h3>%s</h3>" % esc(title))
            txt.append("\n" + title + ":")
            if fl.get("flags"):
                h.append("<p class=small>flags: <code>%s</code></p>" % esc(fl["flags"]))
                txt.append("\n".join(textwrap.wrap("flags: " + fl["flags"], WIDTH,
                                                   subsequent_indent="  ")))
            if fl.get("skipped"):
                h.append("<p class=warn>skipped: %s</p>" % esc(fl["skipped"]))
                txt.append(textwrap.fill("skipped: " + fl["skipped"], WIDTH))
            h.append(t.html())
            txt.append(t.text())
            if fl.get("strategy"):
                h.append("<p>strategy: <code>%s</code></p>" % esc(fl["strategy"]))
                txt.append("strategy: " + fl["strategy"] if len(fl["strategy"]) < WIDTH - 10 else
                           "strategy:\n  " + "\n  ".join(textwrap.wrap(fl["strategy"], WIDTH - 2)))
            if fl.get("alt_strategy"):
                m = ("not stable: the odd and the even runs alone derive different strategies; the "
                     "other one is " + fl["alt_strategy"])
                h.append("<p class=warn>%s</p>" % esc(m))
                txt.append(textwrap.fill(m, WIDTH))
            val = fl.get("validation") or []
            if val:
                def vratio(v):
                    r = v.get("ratio")
                    if not _is_num(r) and v.get("default_ns") and v.get("strategy_ns"):
                        r = v["default_ns"] / v["strategy_ns"]
                    return fmt_ratio(r) + fmt_span(v.get("ratio_lo"), v.get("ratio_hi"))
                vt = Table(["size", "default ns", "strategy ns", "ratio [runs]", "verdict"],
                           [[fmt_size(v["size"]), fmt_ns(v.get("default_ns")),
                             fmt_ns(v.get("strategy_ns")), vratio(v), v.get("verdict") or "-"]
                            for v in val], align="rrrrl")
                head = ("check (gcc's default expansion vs this strategy, at sizes between the ones it was "
                        "derived at, %s runs): %s" % (fl.get("validation_runs") or "?",
                                                      fl.get("verdict") or "no verdict"))
                if fl.get("verdict") == "slower":
                    head += " - NOT exported"
                h.append("<p class=small>%s</p>" % esc(head) + vt.html())
                txt.append(textwrap.fill(head, WIDTH) + "\n" + vt.text())
        return ("gcc", "GCC inline strategies (per-size best algorithm)", "\n".join(h), "\n".join(txt))

    def sec_bench(self):
        b = self.b
        t, cut, const = bench_table(b)
        h = ""
        if self.want_plots:
            self.add_png("bench", plot_bench(b, self.styles))
            h = self.img("bench", "bench")
        pre = ""
        if b.get("machine") and self.d is None:
            pairs = [(k, json.dumps(v) if isinstance(v, (dict, list)) else str(v))
                     for k, v in b["machine"].items()]
            pre = kv_table(pairs).html("kv")
        more = "(first 400 rows shown)" if cut else ""
        cmd = b.get("command")
        head = "<p><code>%s</code></p>" % esc(cmd) if cmd else ""
        const = bench_run_pairs(b) + list(const)
        same = ", ".join("%s=%s" % (k, "-" if v is None else v) for k, v in const)
        same_h = "<p class=small>Run: %s</p>" % esc(same) if same else ""
        same_t = textwrap.fill("Run: " + same, WIDTH) + "\n\n" if same else ""
        return ("bench", "memtune bench (%s)" % os.path.basename(self.bpath),
                head + pre + h + same_h + t.html() + esc(more),
                ("\n".join(wrap_sh("$ " + cmd)) + "\n\n" if cmd else "") + same_t +
                t.text(width=WIDTH) + ("\n" + more if more else ""))

    def title(self):
        m = (self.d or self.b or self.m or self.rp or {}).get("machine") or {}
        what = "calibration" if self.d is not None else "bench" if self.b is not None else \
            "real programs" if self.m is not None else "the seeds' claims"
        date = m.get("date") or (self.m or self.rp or {}).get("date")
        return "memtune %s: %s, %s" % (what, m.get("cpu") or "unknown CPU", date or "undated")

    def synthetic_note(self):
        src = self.d if self.d is not None else self.b if self.b is not None else self.m if self.m is not None \
            else self.rp
        if src.get("synthetic"):
            return ("SYNTHETIC DATA: this file was generated by a toy model for tests "
                    "(report/sample/make_sample.py). It is not a measurement.")
        return None

    def html(self):
        secs = self.sections()
        out = ["<!DOCTYPE html>", "<html lang=en><head><meta charset=utf-8>",
               "<title>%s</title><style>%s</style></head><body>" % (esc(self.title()), CSS),
               "<h1>%s</h1>" % esc(self.title())]
        syn = self.synthetic_note()
        if syn:
            out.append("<p class=banner>%s</p>" % esc(syn))
        m = (self.d or {}).get("machine") or {}
        if m.get("hypervisor"):
            out.append("<p class=small>Measured under a hypervisor: absolute times and "
                       "rep-string behaviour may differ from bare metal.</p>")
        out.append("<p class=small>Times are nanoseconds per call (medians; shaded bands and "
                   "ranges are the spread). Sizes are bytes (K = 1024).</p>")
        out.append("<ul>" + "".join('<li><a href="#%s">%s</a></li>' % (i, esc(t))
                                    for i, t, _, _ in secs) + "</ul>")
        for i, t, h, _ in secs:
            out.append('<h2 id="%s">%s</h2>\n%s' % (i, esc(t), h))
        out.append("<hr><p class=small>Rendered by memtune report/render.py from %s on %s.</p>"
                   % (esc(", ".join(p for p in (self.path, self.bpath, self.mpath) if p)),
                      datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")))
        out.append("</body></html>")
        return "\n".join(out) + "\n"

    def text(self):
        self.want_plots = False
        secs = self.sections()
        t = textwrap.wrap(self.title(), WIDTH)
        out = ["\n".join(t), "=" * max(len(x) for x in t)]
        syn = self.synthetic_note()
        if syn:
            out.append(textwrap.fill("*** " + syn + " ***", WIDTH))
        out.append("Times: ns per call (medians). Sizes: bytes, K = 1024.")
        for _, t, _, txt in secs:
            out += ["", heading(t), txt]
        return "\n".join(out) + "\n"


# --------------------------------------------------------------------------
# Writing outputs: everything is rendered in memory first, then written, so
# bad input (or a rendering failure) leaves nothing behind.

def files_dir_for(out_path):
    stem = os.path.splitext(os.path.basename(out_path))[0]
    return os.path.join(os.path.dirname(out_path), stem + "_files")


def write_atomic(path, data):
    """Temporary file in the same directory, fsync, rename, fsync of the
    directory: a full disk, a size limit or a crash leaves the old file."""
    d = os.path.dirname(path) or "."
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=d)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(tmp, 0o666 & ~mask)
        os.replace(tmp, path)
        try:
            dfd = os.open(d, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        except OSError:
            pass
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_outputs(out_path, text, pngs, files_dir):
    """Writes the PNGs, then the report (HTML or text) last."""
    if pngs:
        os.makedirs(files_dir, exist_ok=True)
        for name, data in pngs.items():
            write_atomic(os.path.join(files_dir, name + ".png"), data)
    write_atomic(out_path, text.encode("utf-8"))


def check_out_path(out, inputs=()):
    if any(os.path.realpath(out) == os.path.realpath(p) for p in inputs):
        raise InputError("%s: is also an input; choose another output name" % out)
    d = os.path.dirname(out) or "."
    if not os.path.isdir(d):
        raise InputError("%s: output directory %s does not exist" % (out, d))
    if os.path.isdir(out):
        raise InputError("%s: is a directory" % out)


def run(argv, prog, build):
    """Shared main for render.py and compare.py: build(args) -> (html_fn,
    text_fn, pngs_fn, files_dir) after loading; errors -> one line, exit 2."""
    try:
        return build(argv)
    except InputError as e:
        print("%s: error: %s" % (prog, e), file=sys.stderr)
        return 2
    except (KeyError, TypeError, ValueError, IndexError, ArithmeticError, AttributeError,
            RecursionError) as e:
        if os.environ.get("MEMTUNE_DEBUG"):
            raise
        print("%s: error: malformed input (%s: %s); set MEMTUNE_DEBUG=1 for a traceback"
              % (prog, type(e).__name__, e), file=sys.stderr)
        return 2
    except OSError as e:
        print("%s: error: %s: %s" % (prog, getattr(e, "filename", "") or "", e.strerror or e),
              file=sys.stderr)
        return 2


def main(argv=None):
    prog = "render.py"
    ap = argparse.ArgumentParser(
        prog=prog, description="Render memtune calibrate (and bench) JSON as an HTML or text report.")
    ap.add_argument("inputs", nargs="+", metavar="results.json",
                    help="a memtune calibrate --json file, a memtune bench --json file and/or a "
                         "memtune bench macro --json file")
    ap.add_argument("-o", "--output", help="report.html (plus <stem>_files/*.png) or report.txt")
    ap.add_argument("--text", action="store_true", help="plain text (80 columns); stdout without -o")

    def build(argv):
        a = ap.parse_args(argv)
        cal = bench = cpath = bpath = mres = mpath = rres = None
        for p in a.inputs:
            kind, data = load(p)
            if kind == "reproduce":
                if rres is not None:
                    raise InputError("%s: a second reproduce result; give at most one" % p)
                rres = data
            elif kind == "macro":
                if mres is not None:
                    raise InputError("%s: a second bench macro result; give at most one" % p)
                mres, mpath = data, p
            elif kind == "calibrate":
                if cal is not None:
                    raise InputError("%s: a second calibration; use compare.py to put several "
                                     "side by side" % p)
                cal, cpath = data, p
            else:
                if bench is not None:
                    raise InputError("%s: a second bench result; give at most one" % p)
                bench, bpath = data, p
        text_mode = a.text or (a.output is not None and a.output.lower().endswith(".txt"))
        out = a.output
        if out is None and not text_mode:
            out = "report.html"
        if out is not None:
            check_out_path(out, a.inputs)
        fdir = files_dir_for(out) if out else None
        r = Report(cal, cpath, bench, bpath, files_dir=os.path.basename(fdir) if fdir else "",
                   macro_result=mres, macro_path=mpath, reproduce_result=rres)
        if text_mode:
            doc = r.text()
            if out is None:
                sys.stdout.write(doc)
                return 0
            write_outputs(out, doc, {}, None)
        else:
            doc = r.html()
            write_outputs(out, doc, r.pngs, fdir)
            print("wrote %s and %d plots in %s/" % (out, len(r.pngs), fdir), file=sys.stderr)
            return 0
        print("wrote %s" % out, file=sys.stderr)
        return 0

    return run(argv if argv is not None else sys.argv[1:], prog, build)


if __name__ == "__main__":
    sys.exit(main())
