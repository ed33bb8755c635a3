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
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

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
    white = int(re.search(r"white \(W\)[^:]*: (\d+) on the board", text).group(1))
    black = int(re.search(r"black \(B\)[^:]*: (\d+) on the board", text).group(1))
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
    hand = [c for c in circles(root, r="6") if c.get("class") != "legend"] if root is not None else []
    check("morris: before ply 1, nine pieces in each hand and no move drawn",
          root is not None and len([c for c in hand if c.get("fill") == "#fff"]) == 9
          and len([c for c in hand if c.get("fill") == "#222"]) == 9 and not with_stroke(root, PLAYED))


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
              re.search(r"\bO\)? to roll; cube 1", boards) is not None and "roll or double" not in boards)

        # several games: a table for each, titled; Points only where games score them
        several = os.path.join(tmp, "several.html")
        run("report", "-o", several, "records/morris/three-mens-morris.pgn",
            "records/uttt/codingame-bots.uttt", "records/backgammon/gnubg-5-point-match.mat")
        with open(several, encoding="utf-8") as f:
            part = f.read().split("<h2>Standings</h2>")[-1].split("<h2>")[0]
        tables = re.findall(r"<h3>([^<]*)</h3>\s*<div class=\"wide\"><table>\n<tr>(.*?)</tr>", part)
        heads = {title: row for title, row in tables}
        check("report: the standings of three games are three tables (%s)" % "; ".join(heads),
              sorted(heads) == ["Ultimate Tic-Tac-Toe, by game", "backgammon and the tables family, by match",
                                "morris, by game"])
        check("report: morris and UTTT players get no Points column; backgammon's counts matches",
              all("Points" not in heads.get(t, "Points") and "Games" in heads.get(t, "")
                  for t in ("morris, by game", "Ultimate Tic-Tac-Toe, by game"))
              and "Points" in heads.get("backgammon and the tables family, by match", "")
              and "Matches" in heads.get("backgammon and the tables family, by match", ""))

        status, _, err = run("report", "-o", os.path.join(tmp, "no", "such", "dir.html"),
                             "records/uttt/club-league.uttt")
        check("report: an output that cannot be made is an error (exit 2)", status == 2 and err)

    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# ---- what the pictures tell, and how they are laid out -------------------

BACKGROUND = (0xfd, 0xf8, 0xec)


def texts(root):
    """The words of a picture, its lines joined."""
    return " ".join((t.text or "") for t in root.iter(NS + "text"))


def size(root):
    return float(root.get("width")), float(root.get("height"))


def text_box(t):
    """An estimate of a text element's box: half the font size for a
    character's width (sans-serif lower case takes about that), the height
    of its capitals above the baseline."""
    fs = float(t.get("font-size", "12"))
    x, y, w = float(t.get("x")), float(t.get("y")), 0.5 * fs * len(t.text or "")
    if t.get("text-anchor") == "middle":
        x -= w / 2
    return x, y - 0.75 * fs, x + w, y + 0.1 * fs


def covers(circle, box):
    """Whether a piece (its ring's stroke included) reaches into a box."""
    cx, cy = float(circle.get("cx")), float(circle.get("cy"))
    r = float(circle.get("r")) + float(circle.get("stroke-width", "1")) / 2
    nx, ny = min(max(cx, box[0]), box[2]), min(max(cy, box[1]), box[3])
    return (cx - nx) ** 2 + (cy - ny) ** 2 < r * r


def axis_labels(root):
    return [t for t in root.iter(NS + "text") if t.get("fill") == "#555"
            and t.get("text-anchor") == "middle" and t.get("font-size") == "12"]


def png_rows(data):
    """The pixels of an 8-bit RGB or RGBA PNG (what rsvg-convert writes), row by row."""
    pos, idat, width, height, kind = 8, b"", 0, 0, 0
    while pos < len(data):
        length, name = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if name == b"IHDR":
            width, height, depth, kind = struct.unpack(">IIBB", body[:10])
            if depth != 8 or kind not in (2, 6):
                return None
        elif name == b"IDAT":
            idat += body
        pos += 12 + length
    bpp = 4 if kind == 6 else 3
    raw, stride, prev, rows = zlib.decompress(idat), width * bpp, bytearray(width * bpp), []
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, bpp)])
        prev = line
    return rows


def clear_edges(svg_text):
    """Drawn by a real renderer (rsvg-convert), nothing of the picture
    reaches its edges (two pixels all round): no word is cut there. None
    where no renderer is installed."""
    if not shutil.which("rsvg-convert"):
        return None
    p = subprocess.run(["rsvg-convert", "-f", "png"], input=svg_text.encode(), capture_output=True)
    rows = png_rows(p.stdout) if p.returncode == 0 else None
    if not rows:
        return False
    edge = rows[:2] + rows[-2:] + [r[:2] + r[-2:] for r in rows]
    return all(px == BACKGROUND for row in edge for px in row)


def pictures_tell():
    # morris: the players, the side to move; pieces on the edge leave the
    # labels clear; a small board is a small picture
    status, root = svg_of("--ply", "17", "records/morris/nine-mens-morris.pgn")
    words = texts(root) if root is not None else ""
    check("morris: the picture names the players by colour (Mina, white; Mehmet, black)",
          "Mina (white)" in words and "Mehmet (black)" in words)
    check("morris: the picture says whose turn it is (Mina (white) to place)",
          "Mina (white) to place" in words)
    _, text, _ = run("show", "--ply", "17", "records/morris/nine-mens-morris.pgn")
    check("morris: the text diagram names them too", "white (W), Mina:" in text
          and "black (B), Mehmet:" in text and "Mina (white) to place" in text)
    for rec, ply in (("records/morris/three-mens-morris.pgn", "7"),
                     ("records/morris/nine-mens-morris.pgn", "5")):
        _, root = svg_of("--ply", ply, rec)
        pieces = [c for c in root.iter(NS + "circle") if float(c.get("r")) >= 10] if root is not None else []
        bad = [t.text for t in axis_labels(root) for c in pieces if covers(c, text_box(t))] \
            if root is not None else ["no picture"]
        check("morris: no piece or ring covers an axis label (%s before ply %s)" % (rec, ply),
              pieces and not bad, )
        if bad:
            print("# covered: %s" % bad)
    _, root = svg_of("records/morris/three-mens-morris.pgn")
    if root is not None:
        points = [c for c in root.iter(NS + "circle") if c.get("r") in ("5", "16")]
        xs = [float(c.get("cx")) for c in points]
        w, h = size(root)
        check("morris: three men's morris is a small picture (%gx%g for a board %g wide)"
              % (w, h, max(xs) - min(xs)), w <= max(240, max(xs) - min(xs) + 160))
    # backgammon: a game of a match says its place there
    rec = "tests/data/backgammon/match-3pt.mat"
    _, root = svg_of("--ply", "30", "--record", "2", rec)
    words = texts(root) if root is not None else ""
    want = "game 2 of a 3-point match; the score before it: gnubg 1, root 0"
    check("backgammon: the picture of a game of a match gives the match's length and the score",
          want in words and "gnubg" in words and "root (O) to roll" in words)
    _, text, _ = run("show", "--ply", "30", "--record", "2", rec)
    check("backgammon: so does the text diagram", want in text and "root (O) to roll" in text)
    # uttt: the caption is whole, the text diagram says what its marks mean
    for rec in ("records/uttt/codingame-bots.uttt", "records/uttt/club-league.uttt"):
        _, root = svg_of(rec)
        if root is None:
            check("uttt: %s is drawn" % rec, False)
            continue
        w, _ = size(root)
        cut = [t.text for t in root.iter(NS + "text") if text_box(t)[2] > w]
        check("uttt: every line under %s fits the picture (%g wide)" % (rec, w), not cut)
        if cut:
            print("# cut: %s" % cut)
        check("uttt: the caption names the players and the end (%s)" % rec,
              "players: " in texts(root) and "game over: " in texts(root))
    _, text, _ = run("show", "--ply", "40", "records/uttt/club-league.uttt")
    grid = "".join(l[2:] for l in text.splitlines() if re.match(r"^\d ", l))
    legend = "\n".join(l for l in text.splitlines() if not re.match(r"^(\d | +a b c|   -)", l))
    marks = sorted(set(grid) - set(" |"))
    check("uttt: the text diagram says what each of its marks means (%s)" % " ".join(marks),
          all(re.search(r"(^|[ ,])%s[,:]" % re.escape(m), legend, re.M) for m in marks + ["x", "o", "="])
          and "small boards" in legend and "won" in legend and "open" in legend)
    # drawn for real: no word reaches an edge
    for args in (("records/uttt/codingame-bots.uttt",), ("records/morris/three-mens-morris.pgn",),
                 ("--ply", "30", "--record", "2", "tests/data/backgammon/match-3pt.mat"),
                 ("--record", "3", "--ply", "40", "tests/data/tables/tavli-matches.jsonl")):
        _, out, _ = run("show", "--svg", *args)
        clear = clear_edges(out)
        what = "drawn, nothing reaches the edges of show --svg %s" % " ".join(args)
        if clear is None:
            print("ok %d - %s # SKIP rsvg-convert is not installed (apt-get install librsvg2-bin)"
                  % (n + 1, what))
            globals()["n"] += 1
        else:
            check(what, clear)


# A join may run over a point it does not stop at only where the board's own
# file says so: Xonin Shatar (Complex)'s diamonds, which Ludii joins from
# midpoint to midpoint over the corners of the square inside.
PASSES_OVER = {"xonin-complex"}


def board_names(path):
    """The points and joins of a board file, read as text (no YAML module)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    points = re.findall(r"[a-z][1-9]", re.search(r"points: \[(.*?)\]", text, re.S).group(1))
    # the lines run to the next key (mills:, ludii:) or the end
    lines = re.search(r"^lines:\n(.*?)(?:^[a-z_]+:|\Z)", text, re.S | re.M).group(1)
    joins = sum(len(re.findall(r"[a-z][1-9]", l)) - 1 for l in lines.splitlines()
                if "[" in l and not l.lstrip().startswith("#"))
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
                f.write("name: t\ngame: morris\nboard: %s\npieces: 1\nrules: {loss: {below: 1}}\n" % name)
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


morris()
uttt()
backgammon()
report()
morris_boards()
pictures_tell()
print("1..%d" % n)
