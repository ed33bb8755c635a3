#!/usr/bin/python3
"""show --svg and report, read back: each picture is well-formed SVG that
draws what the text diagram says; the report is one page that needs nothing
from the network, has a board for every illegal record, and a real browser
(tests/cli/browser.py, a long check) draws it. TAP."""
import glob
import html.parser
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

SRC = os.environ.get("SRCDIR") or os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ARBITER = os.environ.get("ARBITER") or os.path.join(SRC, "build", "arbiter")
os.environ.setdefault("ARBITER_VARIANTS", os.path.join(SRC, "variants"))
NS = "{http://www.w3.org/2000/svg}"
PLAYED, REFUSED = "#1565c0", "#c62828"
n = 0


def check(what, ok):
    global n
    n += 1
    print(("ok %d - %s" if ok else "not ok %d - %s") % (n, what))


def run(*args):
    p = subprocess.run([ARBITER, *args], cwd=SRC, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def svg_of(*args):
    status, out, _ = run("show", "--svg", *args)
    try:
        return status, ET.fromstring(out)
    except ET.ParseError:
        return status, None


def circles(root, **attrs):
    return [c for c in root.iter(NS + "circle") if all(c.get(k) == v for k, v in attrs.items())]


def with_stroke(root, colour):
    return [e for e in root.iter() if e.get("stroke") == colour or e.get("fill") == colour]


def morris():
    rec = "records/morris/nine-mens-morris.pgn"
    _, text, _ = run("show", rec)
    white = int(re.search(r"white \(W\): (\d+) on the board", text).group(1))
    black = int(re.search(r"black \(B\): (\d+) on the board", text).group(1))
    status, root = svg_of(rec)
    check("morris: show --svg is well-formed SVG", status == 0 and root is not None and root.tag == NS + "svg")
    if root is None:
        return
    check("morris: as many white pieces drawn as the text diagram has (%d)" % white,
          len(circles(root, r="16", fill="#fff")) == white)
    check("morris: as many black pieces drawn as the text diagram has (%d)" % black,
          len(circles(root, r="16", fill="#222")) == black)
    check("morris: the last ply is drawn on the board", len(with_stroke(root, PLAYED)) > 0)
    _, root = svg_of("--ply", "1", rec)
    check("morris: before ply 1, nine pieces in each hand and no move drawn",
          root is not None and len(circles(root, r="6", fill="#fff")) == 9
          and len(circles(root, r="6", fill="#222")) == 9 and not with_stroke(root, PLAYED))


def uttt():
    rec = "records/uttt/club-league.uttt"
    _, text, _ = run("show", "--ply", "30", rec)
    grid = [l for l in text.splitlines() if re.match(r"^\d ", l)]
    xs = sum(l[2:].count("X") for l in grid)
    os_ = sum(l[2:].count("O") for l in grid)
    free = sum(l[2:].count(".") for l in grid)
    status, root = svg_of("--ply", "30", rec)
    check("uttt: show --svg is well-formed SVG", status == 0 and root is not None)
    if root is None:
        return
    check("uttt: every X of the text diagram is drawn (%d)" % xs,
          len([p for p in root.iter(NS + "path") if p.get("stroke") == "#1a237e"]) == xs)
    check("uttt: every O of the text diagram is drawn (%d)" % os_,
          len(circles(root, stroke="#b71c1c")) == os_)
    check("uttt: the cells where the next mark may go are marked (%d)" % free,
          len([r for r in root.iter(NS + "rect") if r.get("fill") == "#c8e6c9"]) == free)
    check("uttt: the last move is drawn", len(with_stroke(root, PLAYED)) == 1)


def backgammon():
    rec = "records/backgammon/gnubg-7-point-match.mat"
    status, root = svg_of("--ply", "40", rec)
    check("backgammon: show --svg is well-formed SVG", status == 0 and root is not None)
    if root is None:
        return
    white, dark = circles(root, r="12", fill="#fff"), circles(root, r="12", fill="#263238")
    check("backgammon: both sides' checkers are drawn", 0 < len(white) <= 15 and 0 < len(dark) <= 15)
    texts = [t.text for t in root.iter(NS + "text")]
    check("backgammon: the cube shows its value and owner",
          "2" in texts and any("cube 2 (X owns it)" in (t or "") for t in texts))
    check("backgammon: the dice and the last play are drawn",
          len([r for r in root.iter(NS + "rect") if r.get("width") == "26"]) == 2
          and len(with_stroke(root, PLAYED)) >= 2)


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.outside = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        for k, v in attrs:
            if k in ("src", "href") and v and not v.startswith("#"):
                self.outside.append(v)


def report():
    tmp = tempfile.mkdtemp()
    try:
        page = os.path.join(tmp, "report.html")
        status, out, err = run("report", "-o", page, "records/uttt/club-league.uttt",
                               "tests/data/morris/illegal.pgn", "tests/data/uttt",
                               "tests/data/backgammon/bad/blocked-point.mat")
        check("report: exit 1 when some record is illegal, the page written", status == 1
              and os.path.exists(page) and out == "")
        text = open(page, encoding="utf-8").read() if os.path.exists(page) else ""
        p = Page()
        p.feed(text)
        illegal = int(re.search(r"(\d+) illegal", text).group(1)) if "illegal" in text else -1
        sections = re.findall(r"<section.*?</section>", text, re.S)
        check("report: nothing from the network, no script", not p.outside and "script" not in p.tags
              and "link" not in p.tags)
        check("report: a board for every illegal record (%d)" % illegal,
              illegal > 0 and len(sections) == illegal and all("<svg" in s for s in sections))
        occupied = [s for s in sections if "illegal.pgn #1<" in s]
        check("report: the refused move is drawn on its board (d6 is occupied)",
              len(occupied) == 1 and REFUSED in occupied[0])
        unread = [s for s in sections if "hello" in s]
        check("report: a move that names no point leaves its board unmarked",
              len(unread) == 1 and REFUSED not in unread[0])
        check("report: each board is well-formed SVG",
              all(ET.fromstring(re.search(r"<svg.*?</svg>", s, re.S).group(0)) is not None
                  for s in sections))
        check("report: the standings are on the page", "<h2>Standings</h2>" in text
              and re.search(r"<td>Lina</td>", text) is not None)
        check("report: a phone can read it (viewport, pictures scale)",
              'name="viewport"' in text and "max-width:100%" in text)

        # the board of a refused double in the Crawford game: the pictures
        # follow the match, so the side on roll may only roll
        crawford = os.path.join(tmp, "crawford.html")
        run("report", "-o", crawford, "tests/data/backgammon/bad/crawford-double.mat")
        with open(crawford, encoding="utf-8") as f:
            boards = f.read()
        check("report: a board in the Crawford game shows no double to make",
              "O to roll; cube 1" in boards and "roll or double" not in boards)

        status, _, err = run("report", "-o", os.path.join(tmp, "no", "such", "dir.html"),
                             "records/uttt/club-league.uttt")
        check("report: an output that cannot be made is an error (exit 2)", status == 2 and err)

    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# A join may run over a point it does not stop at only where the board's own
# file says so: Xonin Shatar (Complex)'s diamonds, which Ludii joins from
# midpoint to midpoint over the corners of the square inside.
PASSES_OVER = {"xonin-complex"}


def board_names(path):
    """The points and joins of a board file, read as text (no YAML module)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    points = re.findall(r"[a-z][1-9]", re.search(r"points: \[(.*?)\]", text, re.S).group(1))
    lines = re.search(r"^lines:\n(.*?)(?:^mills:|\Z)", text, re.S | re.M).group(1)
    joins = sum(len(re.findall(r"[a-z][1-9]", l)) - 1 for l in lines.splitlines() if "[" in l)
    return points, joins


def morris_boards():
    """Every board of variants/boards drawn: one dot a point, one line a join,
    no two points in one place, no join over a point it does not stop at."""
    tmp = tempfile.mkdtemp()
    try:
        empty = os.path.join(tmp, "empty.pgn")
        with open(empty, "w") as f:
            f.write('[Event "a board"]\n[Result "*"]\n\n*\n')
        for path in sorted(glob.glob(os.path.join(SRC, "variants", "boards", "*.yaml"))):
            name = os.path.basename(path)[:-5]
            points, joins = board_names(path)
            var = os.path.join(tmp, name + ".yaml")
            with open(var, "w") as f:
                f.write("name: t\ngame: morris\nboard: %s\npieces: 1\n" % name)
            status, root = svg_of("-V", var, empty)
            if root is None:
                check("boards: %s is drawn" % name, False)
                continue
            dots = [(float(c.get("cx")), float(c.get("cy"))) for c in circles(root, r="5")]
            segs = [tuple(float(l.get(k)) for k in ("x1", "y1", "x2", "y2"))
                    for l in root.iter(NS + "line") if l.get("stroke") == "#5d4037"]
            over = [(s, d) for s in segs for d in dots if d not in (s[:2], s[2:]) and
                    abs((s[2] - s[0]) * (d[1] - s[1]) - (s[3] - s[1]) * (d[0] - s[0])) < 1e-6 and
                    min(s[0], s[2]) <= d[0] <= max(s[0], s[2]) and
                    min(s[1], s[3]) <= d[1] <= max(s[1], s[3])]
            check("boards: %s: %d points in %d places, %d joins, %s" %
                  (name, len(points), len(set(dots)), joins,
                   "joins over points as its file says" if name in PASSES_OVER else
                   "no join over a point"),
                  len(dots) == len(points) == len(set(dots)) and len(segs) == joins and
                  (not over) == (name not in PASSES_OVER))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


print("1..%d" % (24 + len(glob.glob(os.path.join(SRC, "variants", "boards", "*.yaml")))))
morris()
uttt()
backgammon()
report()
morris_boards()
