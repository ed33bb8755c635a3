#!/usr/bin/python3
"""The map of the morris family (doc/morris-family.md) against the shipped rule
sets. TAP.

The page's tables give, a line per rule set, its row of the sources'
catalogue (L1 to L68 for Ludii's library, G1 to G12 for GamesmanOne, S0 to
S10 and A1 to A9 for Sanmill's engine and app, O1 to O12 for the others, and
the misère twins and second options on lines of their own), its source (the
quoted words of the Source column), its file and a name it is found by. For
each line: the file is under variants/morris/ and passes `variants check`;
every quoted word of its Source column is in the file's own `source:`;
`variants show` finds the file by the name the line gives, and by its own
name. Over the page: every one of the 112 rows is there once. Over the
shipped rule sets: `variants list` shows at least 100 morris rule sets, one
a file of variants/morris/, each passing `variants check`; no alias is held
by two files or is another file's name; the aliases the catalogue found
wrong point where it says; every morris file says in its `source:` where its
source is silent (the word "silent", or the "conventions" it follows there);
and every morris file is a line of the page or named in the README's table
of rule sets. A file removed or renamed fails its line until the page
follows."""
import concurrent.futures
import functools
import os
import re
import subprocess
import sys

SRC = os.environ.get("SRCDIR") or os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ARBITER = os.path.abspath(os.environ.get("ARBITER") or os.path.join(SRC, "build", "arbiter"))
os.environ.setdefault("ARBITER_VARIANTS", os.path.join(SRC, "variants"))
os.environ["LC_ALL"] = "C.UTF-8"
PAGE = os.path.join(SRC, "doc", "morris-family.md")
MORRIS = os.path.join(SRC, "variants", "morris")
HEADER = ["Row", "Game / rule set", "Region", "Source", "File", "Found by"]
# The catalogue's rows: every one must be a line of the page.
ROWS = (["L%d" % i for i in range(1, 69)] + ["G%d" % i for i in range(1, 13)] +
        ["S%d" % i for i in range(0, 11)] + ["A%d" % i for i in range(1, 10)] +
        ["O%d" % i for i in range(1, 13)])
# The aliases the catalogue found on the wrong file, and where they belong.
CORRECTED = {"Nine Holes": "nine-holes", "Five Men's Morris": "five-mens-morris-murray",
             "Mlabalaba": "mlabalaba", "Umlabalaba": "mlabalaba"}
n = 0


def check(what, ok, why=""):
    global n
    n += 1
    print(("ok %d - %s" if ok else "not ok %d - %s") % (n, what))
    if not ok and why:
        for line in str(why).rstrip("\n").split("\n")[:20]:
            print("# " + line)


def run(*args):
    p = subprocess.run([ARBITER] + list(args), cwd=SRC, capture_output=True, text=True,
                       errors="replace")
    return p.returncode, p.stdout, p.stderr


def words(s):
    """A source's text with YAML's folding undone: one space between words."""
    return " ".join(s.split())


def read_page():
    """The lines of the page's tables: (row, game, source words, file, found by)."""
    lines, cols = [], None
    with open(PAGE, encoding="utf-8") as f:
        for no, line in enumerate(f, 1):
            if not line.startswith("|"):
                cols = None
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if cells[:len(HEADER)] == HEADER:
                cols = cells
                continue
            if cols is None or set(line.strip()) <= set("|-: "):
                continue
            if len(cells) != len(cols):
                check("%s:%d: a line of %d cells" % (PAGE, no, len(cols)), False, line)
                continue
            row, game, _, source, fname, alias = cells[:6]
            m = re.fullmatch(r"`([a-z0-9-]+)\.yaml`", fname)
            a = re.fullmatch(r"`([^`]+)`", alias)
            quoted = re.findall(r"`([^`]+)`", source)
            if not (m and a and quoted):
                check("%s:%d: file, name and source in backquotes" % (PAGE, no), False, line)
                continue
            lines.append((no, row, game, quoted, m.group(1), a.group(1)))
    return lines


@functools.lru_cache(maxsize=None)
def shown(name):
    """variants show NAME: (status, its fields name, aliases and source)."""
    status, out, err = run("variants", "show", name)
    fields = {}
    for line in out.split("\n"):
        m = re.match(r"(name|aliases|source|game): (.*)", line)
        if m and m.group(1) not in fields:
            fields[m.group(1)] = m.group(2)
    return status, fields, err


def line_checks(lines):
    files = [os.path.join(MORRIS, l[4] + ".yaml") for l in lines]
    present = [f for f in files if os.path.exists(f)]
    status, out, err = run("variants", "check", *present)
    good = set(re.findall(r"^(\S+\.yaml): [a-z0-9-]+, a morris variant: OK$", out, re.M))
    for (no, row, game, quoted, name, alias), path in zip(lines, files):
        what = "%s %s: variants/morris/%s.yaml" % (row, game, name)
        if not os.path.exists(path):
            check(what + " exists", False, "doc/morris-family.md:%d names it; no such file" % no)
            continue
        check(what + " passes variants check", path in good,
              "\n".join(l for l in (out + err).split("\n") if name in l) or err)
        st, fields, e = shown(name)
        source = words(fields.get("source", ""))
        missing = [q for q in quoted if words(q) not in source]
        check(what + " names its source (%s)" % ", ".join(quoted),
              st == 0 and fields.get("name") == name and not missing,
              "not in its source: %s\nsource: %s%s" % (missing, source, e))
        st, fields, e = shown(alias)
        check("%s: variants show '%s' finds %s" % (row, alias, name),
              st == 0 and fields.get("name") == name,
              "found %s\n%s" % (fields.get("name"), e))


def row_checks(lines):
    count = {}
    for l in lines:
        count[l[1]] = count.get(l[1], 0) + 1
    for row in ROWS:
        check("row %s is a line of the page, once" % row, count.get(row, 0) == 1,
              "lines: %d" % count.get(row, 0))
    names = [l[4] for l in lines]
    dup = sorted(set(x for x in names if names.count(x) > 1))
    check("no file is on two lines of the page", not dup, dup)


def shipped_checks(lines):
    status, out, err = run("variants", "list")
    morris = re.findall(r"^  (\S+) +morris ", out, re.M)
    check("variants list shows at least 100 morris rule sets (%d)" % len(morris),
          status == 0 and len(morris) >= 100, err)
    files = sorted(os.path.join(MORRIS, f) for f in os.listdir(MORRIS) if f.endswith(".yaml"))
    status, out, err = run("variants", "check", *files)
    bad = [l for l in (out + err).split("\n") if l and not l.endswith(": OK")]
    check("every file of variants/morris/ (%d) passes variants check" % len(files),
          status == 0 and len(files) == len(morris) and not bad,
          "\n".join(bad) or "%d files, %d listed" % (len(files), len(morris)))
    on_page = set(l[4] for l in lines)
    with open(os.path.join(SRC, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    holders, unsaid, unlisted = {}, [], []
    for name in morris:
        st, fields, e = shown(name)
        for alias in re.findall(r'"((?:[^"\\]|\\.)*)"', fields.get("aliases", "")):
            holders.setdefault(alias.lower(), set()).add(name)
        source = fields.get("source", "").lower()
        if not source or not re.search(r"silent|convention", source):
            unsaid.append(name)
        if name not in on_page and "`%s`" % name not in readme:
            unlisted.append(name)
    names = set(morris)
    shared = {a: sorted(h) for a, h in holders.items() if len(h) > 1 or (a in names and h != {a})}
    check("no alias is held by two morris files, or is another one's name", not shared, shared)
    for alias, name in sorted(CORRECTED.items()):
        st, fields, e = shown(alias)
        check("the corrected alias '%s' is %s's" % (alias, name), fields.get("name") == name,
              "found %s\n%s" % (fields.get("name"), e))
    check("every morris file says in its source where its source is silent", not unsaid, unsaid)
    check("every morris file is a line of doc/morris-family.md or named in the README",
          not unlisted, unlisted)


def main():
    if not os.path.exists(ARBITER):
        print("1..0 # SKIP no program at %s" % ARBITER)
        return
    lines = read_page()
    # every variants show the checks make, two at a time (a lookup by alias
    # reads every rule set on the path)
    status, out, err = run("variants", "list", "--names")
    asked = sorted(set(out.split()) | set(l[4] for l in lines) | set(l[5] for l in lines) |
                   set(CORRECTED))
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(shown, asked))
    row_checks(lines)
    line_checks(lines)
    shipped_checks(lines)
    print("1..%d" % n)


if __name__ == "__main__":
    main()
