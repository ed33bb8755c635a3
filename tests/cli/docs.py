#!/usr/bin/python3
"""Every example of the README and of the manual pages, run and compared
with what the page shows. TAP.

A command is a line that starts with "$ " in a fenced block of README.md,
in a literal block (.Bd -literal) of a page, or on a .Dl line of a page; the
lines after it, up to the next command or the end of the block, are what it
prints. "..." on a line of its own
stands for lines left out; without it the lines shown are the whole output,
from its first line to its last (standard output then standard error, the
other way round, or both as one pipe gets them). A command shown with no output must not
fail: its status is 0 or 1 (the records' verdicts), never 2 (a usage error,
a file that is not there). A status of 2 is right only where the page shows
the error. README's Python session runs as a doctest. The other literal
blocks (a record, a rule set, a C program) are read by the check the table
BLOCKS names for them; a block no check knows fails, so a new example gets
a check. The page's commands run in a folder of their own, where records,
tests, examples, contrib and variants are the source's, build is the
program's folder, and `arbiter` is the program under test.

Also: the options each command's --help lists are the options of its
SYNOPSIS in arbiter(1), each has an entry in its OPTIONS, and the top
--help names every subcommand of variants."""
import doctest
import os
import re
import shutil
import subprocess
import sys
import tempfile

SRC = os.environ.get("SRCDIR") or os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ARBITER = os.path.abspath(os.environ.get("ARBITER") or os.path.join(SRC, "build", "arbiter"))
BUILD = os.path.dirname(ARBITER)
SANITIZED = os.environ.get("ARBITER_SANITIZED", "").strip()
os.environ.setdefault("ARBITER_VARIANTS", os.path.join(SRC, "variants"))
os.environ["LC_ALL"] = "C.UTF-8"
n = 0


def check(what, ok, why=""):
    global n
    n += 1
    print(("ok %d - %s" if ok else "not ok %d - %s") % (n, what))
    if not ok and why:
        for line in why.rstrip("\n").split("\n")[:40]:
            print("# " + line)


def skip(what, why):
    global n
    n += 1
    print("ok %d - %s # SKIP %s" % (n, what, why))


# ---- reading the pages ------------------------------------------------------

def unroff(s):
    """The text of a line of mdoc source as the reader sees it."""
    for a, b in (("\\(dq", '"'), ("\\(aq", "'"), ("\\(en", "-"), ("\\-", "-"), ("\\&", ""),
                 ("\\e", "\\")):
        s = s.replace(a, b)
    return s


class Example:
    def __init__(self, doc, line, kind, lines, before=""):
        self.doc, self.line, self.kind, self.lines, self.before = doc, line, kind, lines, before

    def where(self):
        return "%s:%d" % (self.doc, self.line)


def readme_blocks():
    path = os.path.join(SRC, "README.md")
    blocks, cur, start, prose = [], None, 0, ""
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith("```"):
                if cur is None:
                    cur, start = [], i
                else:
                    blocks.append(Example("README.md", start, "block", cur, prose))
                    cur = None
            elif cur is not None:
                cur.append(line)
            elif line.strip():
                prose = line
    return blocks


def page_blocks(page):
    """Literal blocks and .Dl lines of a page, in order."""
    path = os.path.join(SRC, "man", page)
    out, cur, start, prose = [], None, 0, ""
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if cur is not None:
                if line.startswith(".Ed"):
                    out.append(Example(page, start, "block", cur, prose))
                    cur = None
                else:
                    cur.append(unroff(line))
            elif line.startswith(".Bd -literal"):
                cur, start = [], i
            elif line.startswith(".Dl "):
                out.append(Example(page, i, "dl", [unroff(line[4:])], prose))
            elif not line.startswith("."):
                prose = unroff(line)
    return out


# ---- running commands -------------------------------------------------------

def sandbox():
    """A folder that looks like the source folder to the examples."""
    d = tempfile.mkdtemp(prefix="arbiter-docs.")
    for name in ("records", "tests", "examples", "contrib", "variants", "src", "man"):
        os.symlink(os.path.join(SRC, name), os.path.join(d, name))
    os.symlink(BUILD, os.path.join(d, "build"))
    # the pages build against the installed library: here, the one just built
    bindir = os.path.join(d, ".bin")
    os.mkdir(bindir)
    with open(os.path.join(bindir, "pkg-config"), "w") as f:
        f.write("#!/bin/sh\necho '-I%s -L%s -larbiter %s'\n"
                % (os.path.join(SRC, "src", "lib"), os.path.join(BUILD, ".libs"), SANITIZED))
    os.chmod(os.path.join(bindir, "pkg-config"), 0o755)
    if SANITIZED:  # a program on a library built with the sanitizers has them too
        with open(os.path.join(bindir, "cc"), "w") as f:
            f.write('#!/bin/sh\nexec %s "$@" %s\n' % (shutil.which("cc"), SANITIZED))
        os.chmod(os.path.join(bindir, "cc"), 0o755)
    shutil.copy(os.path.join(SRC, "examples", "replay.c"), os.path.join(d, "replay.c"))
    return d


def run_shell(cmd, cwd):
    env = dict(os.environ)
    env["PATH"] = os.path.join(cwd, ".bin") + ":" + env["PATH"]
    env["LD_LIBRARY_PATH"] = os.path.join(BUILD, ".libs")
    script = 'arbiter() { "$ARBITER_UNDER_TEST" "$@"; }\n' + cmd + "\n"
    env["ARBITER_UNDER_TEST"] = ARBITER
    try:
        p = subprocess.run(["bash", "-c", script], cwd=cwd, env=env, capture_output=True,
                           text=True, errors="replace", timeout=120)
    except subprocess.TimeoutExpired:
        return 124, "", "timed out"
    return p.returncode, p.stdout, p.stderr


def matches(shown, out):
    """Whether the output lines fit the lines shown, "..." standing for any
    lines. Returns None when they do, else the first shown line that has no
    place."""
    chunks = [[]]
    for line in shown:
        if line.strip() == "...":
            chunks.append([])
        else:
            chunks[-1].append(line.rstrip())
    out = [line.rstrip() for line in out]
    last = max(k for k, c in enumerate(chunks) if c or k == 0)
    pos = 0
    for k, chunk in enumerate(chunks):
        if not chunk and k != last:
            continue
        if k == 0:
            places = [0]
        elif k == len(chunks) - 1:
            places = [len(out) - len(chunk)]
        else:
            places = range(pos, len(out) - len(chunk) + 1)
        found = [at for at in places if at >= pos and out[at:at + len(chunk)] == chunk
                 and (k != len(chunks) - 1 or at + len(chunk) == len(out))]
        if not found:
            for line in chunk:
                if line not in out[pos:]:
                    return line
            return chunk[0] if chunk else "(the end of the output)"
        pos = found[0] + len(chunk)
    return None


def commands(ex):
    """(command, shown output) pairs of a block or .Dl line."""
    pairs = []
    for line in ex.lines:
        if line.startswith("$ "):
            pairs.append([line[2:], []])
        elif pairs:
            pairs[-1][1].append(line)
    return pairs


def run_example(cmd, shown, where, cwd):
    status, out, err = run_shell(cmd, cwd)
    label = "%s: $ %s" % (where, cmd if len(cmd) < 90 else cmd[:87] + "...")
    bad = None
    # a terminal shows the two streams as they were written: the page may
    # show one then the other, or the order of one pipe for both (the
    # command runs again for it)
    for k in range(3):
        if k < 2:
            text = out + err if k == 0 else err + out
        else:
            text = run_shell("(%s) 2>&1" % cmd, cwd)[1]
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        bad = matches(shown, lines) if shown else None
        if bad is None:
            break
    shows_error = any(line.startswith("arbiter: ") or "Traceback" in line for line in shown)
    ok_status = status in (0, 1) or (status == 2 and shows_error)
    why = "exit status %d\n" % status
    if bad is not None:
        why += "the page shows: %s\nthe program printed:\n%s" % (bad, "\n".join(lines[:30]))
    elif not ok_status:
        why += "\n".join(lines[:10])
    check(label, bad is None and ok_status, why)


# ---- the blocks that are not commands --------------------------------------

def write(cwd, name, lines):
    path = os.path.join(cwd, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return path


def yaml_full(ex, cwd):
    """arbiter-variant(5): a shipped rule set written out in full is the
    shipped rule set, option for option."""
    name = re.search(r"^name: (\S+)", "\n".join(ex.lines), re.M).group(1)
    path = write(cwd, "full.yaml", ex.lines)
    status, out, err = run_shell('arbiter variants diff ./full.yaml %s' % name, cwd)
    check("%s: the rule set written out in full is the shipped %s" % (ex.where(), name),
          status == 0 and out == "", "exit status %d\n%s%s" % (status, out, err))
    return path


def yaml_extends(ex, cwd):
    """arbiter-variant(5): the rule set that extends the one above differs in
    the options it sets, and no other."""
    text = "\n".join(ex.lines)
    base = re.search(r"^extends: (\S+)", text, re.M).group(1)
    write(cwd, "child.yaml", ex.lines)
    status, out, err = run_shell("arbiter variants check ./child.yaml > /dev/null && "
                                 "arbiter variants diff %s ./child.yaml" % base, cwd)
    keys = [line.split(":")[0] for line in out.split("\n") if line]
    check("%s: the rule set that extends %s loads, and differs in rules.draw.repetition alone"
          % (ex.where(), base), status == 0 and keys == ["rules.draw.repetition"],
          "exit status %d\n%s%s" % (status, out, err))


def record(suffix, *opts):
    def fn(ex, cwd):
        write(cwd, "example" + suffix, ex.lines)
        status, out, err = run_shell("arbiter validate %s ./example%s" % (" ".join(opts), suffix),
                                     cwd)
        check("%s: the example record is valid (%s)" % (ex.where(), out.split("\n")[0]),
              status == 0 and " valid" in out, "exit status %d\n%s%s" % (status, out, err))
    return fn


def json_record(ex, cwd):
    """A record of JSON Lines, broken on the page to fit: one line in a file."""
    write(cwd, "example.jsonl", [" ".join(line.strip() for line in ex.lines)])
    status, out, err = run_shell("arbiter convert -t algebraic ./example.jsonl", cwd)
    check("%s: the JSON Lines record reads, its comment, NAG and variation kept" % ex.where(),
          status == 0 and "{a mill}" in out and "$3" in out and "(1... g1)" in out,
          "exit status %d\n%s%s" % (status, out, err))


def doxa_game(ex, cwd):
    """A DOXA game's first tiles: read by content, in the board-cell
    notation, under uttt-doxa."""
    write(cwd, "doxa.jsonl", ex.lines)
    status, out, err = run_shell("arbiter convert -t board-cell ./doxa.jsonl", cwd)
    check("%s: the DOXA game reads as board-cell moves under uttt-doxa" % ex.where(),
          status == 0 and "1. 4.1 1.4 2. 4.4 *" in out and '[Variant "uttt-doxa"]' in out,
          "exit status %d\n%s%s" % (status, out, err))


def same_opening(ex, cwd):
    """arbiter-notation(7): the same opening in algebraic, then in the
    notations the page names after it, in that order: each line is the
    algebraic one converted."""
    algebraic = ex.lines[0].strip()
    targets = ["playok", "openspiel", "gamesman", "sanmill-old"]
    for line, target in zip(ex.lines[1:], targets):
        want = " ".join(w for w in line.split() if not re.match(r"^\d+\.$", w))
        # written as a tagged record: a flat line cannot hold Sanmill's
        # squares (their commas part moves)
        status, out, err = run_shell("printf '%%s *\\n' '%s' | arbiter convert -n algebraic "
                                     "-t %s -f tagged - | grep -v '^\\[' | grep ." % (algebraic, target), cwd)
        got = " ".join(w for w in out.split() if not re.match(r"^\d+\.$", w))
        check("%s: the opening in %s is the algebraic one converted" % (ex.where(), target),
              status == 0 and got == want + " *", "want %s *\ngot %s\n%s" % (want, got, err))
    check("%s: a line for each notation the page names" % ex.where(),
          len(ex.lines) == 1 + len(targets))


def sanmill_squares(ex, cwd):
    """arbiter-notation(7): Sanmill's old squares drawn beside the points they
    name: each square, placed alone, is that point."""
    pairs = []
    for line in ex.lines:
        squares = re.findall(r"\(\d,\d\)", line)
        points = re.findall(r"\b[a-g][1-7]\b", line)
        check("%s: as many squares as points on a row (%s)" % (ex.where(), line.strip()),
              len(squares) == len(points) or not squares)
        pairs += list(zip(squares, points))
    for square, point in pairs:
        status, out, err = run_shell("printf '[Variant \"nine-mens-morris\"]\\n\\n1. %s *\\n' | "
                                     "arbiter convert -n sanmill-old -t algebraic - | tail -n 2"
                                     % square, cwd)
        check("%s: %s is %s" % (ex.where(), square, point),
              status == 0 and out.split()[:2] == ["1.", point], "exit status %d\n%s%s"
              % (status, out, err))
    check("%s: the drawing names all 24 points" % ex.where(), len(pairs) == 24)


def goldtoken_rows(ex, cwd):
    """arbiter-notation(7): GoldToken's rows are read as a list (the rows
    shown are a part of one: the moves between row 2 and row 10 left out,
    the first two rows stand as a game of their own)."""
    write(cwd, "list.txt", ex.lines[:2])
    status, out, err = run_shell("arbiter convert -t algebraic ./list.txt | tail -n 2", cwd)
    check("%s: the first rows read as a GoldToken list" % ex.where(),
          status == 0 and out.split()[:5] == ["1.", "d6", "f4", "2.", "b4"],
          "exit status %d\n%s%s" % (status, out, err))


def ludii_trial(ex, cwd):
    """arbiter-notation(7): the trial shown is a trial's shape: its lines are
    those a real trial of the tree has, in that order."""
    lines = [l for l in ex.lines if l.strip()]
    keys = [re.match(r"^([A-Za-z_ ]+?)(=|$)", l).group(1) for l in lines]
    trial = os.path.join(SRC, "tests", "data", "real", "morris", "ludii", "nine-mens-morris-2.trl")
    with open(trial, encoding="utf-8") as f:
        real = [re.match(r"^([A-Za-z_ ]+?)(=|$)", l).group(1) for l in f.read().split("\n") if l.strip()]
    order = [k for k in real if k in set(keys)]
    dedup = lambda ks: [k for i, k in enumerate(ks) if i == 0 or ks[i - 1] != k]
    check("%s: the trial's lines stand in the order a real trial has them" % ex.where(),
          dedup(order) == dedup(keys), "page %s\nreal %s" % (dedup(keys), dedup(order)))


def playok_numbers(ex, cwd):
    """arbiter-notation(7): the PlayOK numbers of the points, as the drawing
    places them: each number placed alone converts to its point."""
    nums = [int(x) for x in re.findall(r"\d+", "\n".join(ex.lines))]
    points = {}
    for row, line in enumerate(ex.lines):
        for m in re.finditer(r"\d+", line):
            points[int(m.group(0))] = (row, m.start() + len(m.group(0)) // 2)
    files = sorted({c for _, c in points.values()})
    ranks = sorted({r for r, _ in points.values()}, reverse=True)
    want = " ".join("%s%d" % ("abcdefg"[files.index(points[k][1])], ranks.index(points[k][0]) + 1)
                    for k in sorted(points))
    moves = " ".join(str(k) for k in sorted(points))
    status, out, err = run_shell("printf '%%s *\\n' '%s' | arbiter convert -f flat -n playok "
                                 "-t algebraic -V classic --keep-invalid -q -" % moves, cwd)
    check("%s: the drawing's 24 numbers are the points PlayOK numbers" % ex.where(),
          nums == list(range(1, 25)) and out.split() == want.split() + ["*"],
          "want %s\ngot %s%s" % (want, out, err))


def c_program(ex, cwd):
    """libarbiter(3): the program is built as the page says, in uttt.c."""
    write(cwd, "uttt.c", ex.lines)
    return "uttt.c"


def c_prints(ex, cwd):
    """libarbiter(3): what the program above prints."""
    status, out, err = run_shell("cc -o uttt uttt.c $(pkg-config --cflags --libs arbiter) && ./uttt", cwd)
    bad = matches(ex.lines, out.rstrip("\n").split("\n"))
    check("%s: the example program prints what the page says" % ex.where(),
          status == 0 and bad is None, "exit status %d\n%s%s" % (status, out, err))


def c_struct(ex, cwd):
    """libarbiter(3): the error struct as the public header declares it."""
    def norm(text):
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        return " ".join(text.split())
    with open(os.path.join(SRC, "src", "lib", "arbiter.h"), encoding="utf-8") as f:
        header = norm(f.read())
    check("%s: arb_error as arbiter.h declares it" % ex.where(), norm("\n".join(ex.lines)) in header)


# Each literal block that is not commands, known by its first line, and its
# check.
BLOCKS = [
    ("arbiter-variant.5", "name: stockboi-dokuz-tas", yaml_full),
    ("arbiter-variant.5", "name: dokuz-tas-no-repetition", yaml_extends),
    ("arbiter-notation.7", '[Event "Club Championship"]', record(".pgn")),
    ("arbiter-notation.7", " 1-----------2-----------3", playok_numbers),
    ("arbiter-notation.7", "4 4, 3 3, 0 0, 1 2", record(".txt", "-n codingame")),
    ("arbiter-notation.7", '; [Site "Club"]', record(".mat")),
    ("arbiter-notation.7", '{"game":"morris","variant":"nine-mens-morris","notation":"algebraic",',
     json_record),
    ("arbiter-notation.7", '{"type":"GameHistory","events":[{"g":4,"t":1},{"g":1,"t":4},{"g":4,"t":4}]}',
     doxa_game),
    ("arbiter-notation.7", "1. d6 a1 2. f6 g7 3. b6xa1", same_opening),
    ("arbiter-notation.7", "(3,8)-------(3,1)-------(3,2)        a7  d7  g7", sanmill_squares),
    ("arbiter-notation.7", "1\tPlace to d6\tPlace to f4", goldtoken_rows),
    ("arbiter-notation.7", "game=/lud/board/space/line/Nine Men's Morris.lud", ludii_trial),
    ("libarbiter.3", "typedef struct arb_error {", c_struct),
    ("libarbiter.3", "#include <stdio.h>", c_program),
    ("libarbiter.3", "O to move, 8 moves, the first 57", c_prints),
]


def python_session(ex, cwd):
    """README: the Python session, as a doctest."""
    if SANITIZED:
        skip("%s: the Python session" % ex.where(), "Python cannot load a library built with the sanitizers")
        return
    text = "\n".join(ex.lines) + "\n"
    sys.path.insert(0, os.path.join(SRC, "contrib", "python"))
    os.environ["ARBITER_LIB"] = os.path.join(BUILD, ".libs", "libarbiter.so.0")
    here = os.getcwd()
    os.chdir(cwd)
    try:
        test = doctest.DocTestParser().get_doctest(text, {}, "README", "README.md", ex.line)
        import io
        buf = io.StringIO()
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        runner.run(test, out=buf.write)
        res = runner.summarize(verbose=False)
    finally:
        os.chdir(here)
    check("%s: the Python session, as a doctest (%d examples)" % (ex.where(), res.attempted),
          res.failed == 0 and res.attempted > 0, buf.getvalue())


def cluster_commands(ex, cwd):
    """README: the commands run on the machines of a cluster. Dask's are
    started on this machine, on 127.0.0.1, to end by themselves within a
    second (a scheduler idle, a worker with no scheduler): each takes the
    options shown, and warns of nothing (dask-worker, deprecated, warned on
    every start; the warning is made an error here). The driver is asked
    for its --help, which names the options shown."""
    if subprocess.run(["/usr/bin/python3", "-c", "import distributed"], capture_output=True).returncode:
        skip("%s: the cluster's commands" % ex.where(), "python3-distributed is not installed")
        return
    for line in ex.lines:
        cmd = line.split("#")[0].strip()
        if not cmd:
            continue
        words = cmd.split()
        opts = [w for w in words if w.startswith("--") and w != "--"]
        if words[0].startswith("dask"):
            here = re.sub(r"tcp://[\d.]+:\d+", "tcp://127.0.0.1:1", cmd)
            here = re.sub(r"--host \S+", "--host 127.0.0.1", here)
            here = re.sub(r"--port \d+", "--port 0", here)
            here += " --no-dashboard " + ("--idle-timeout 1" if "scheduler" in cmd else "--death-timeout 1")
            status, out, err = run_shell("PYTHONWARNINGS=error::FutureWarning timeout 60 " + here, cwd)
            ok = status in (0, 1) and "Traceback" not in err and "No such option" not in err
        else:
            status, out, err = run_shell(words[0] + " --help", cwd)
            ok = status == 0 and all(o in out for o in opts) and not err
        check("%s: %s, started here, takes %s and warns of nothing" % (ex.where(), " ".join(words[:2]),
              " ".join(opts)), ok, "exit status %d\n%s" % (status, err[-1500:]))


# Commands a page shows that cannot run here, and why.
ELSEWHERE = [
    (r"^\./quickstart", "the quick start installs packages and runs the suite itself"),
]


def run_doc(doc, examples):
    cwd = sandbox()
    try:
        for ex in examples:
            if any(line.startswith(">>> ") for line in ex.lines):
                python_session(ex, cwd)
                continue
            pairs = commands(ex)
            if not pairs and doc == "README.md" and ex.lines and \
                    all(re.match(r"^(dask[ -]|contrib/dask/)", l) for l in ex.lines if l.strip()):
                cluster_commands(ex, cwd)
                continue
            if not pairs and ex.kind == "block" and doc != "README.md":
                # output shown after a .Dl command belongs to it
                prev = getattr(run_doc, "pending", None)
                if prev is not None and prev[2] == doc:
                    run_doc.pending = None
                    run_example(prev[0], ex.lines, prev[1], cwd)
                    continue
                fn = [f for d, first, f in BLOCKS if d == doc and ex.lines and ex.lines[0] == first]
                if fn:
                    fn[0](ex, cwd)
                else:
                    check("%s: a literal block some check reads (%s)" % (ex.where(), ex.lines[0][:40]),
                          False)
                continue
            if not pairs:
                continue
            for cmd, shown in pairs:
                why = [w for pat, w in ELSEWHERE if re.search(pat, cmd)]
                if why:
                    skip("%s: $ %s" % (ex.where(), cmd), why[0])
                    continue
                flush_pending(cwd)
                if ex.kind == "dl":
                    run_doc.pending = (cmd, ex.where(), doc)
                else:
                    run_example(cmd, shown, ex.where(), cwd)
        flush_pending(cwd)
    finally:
        shutil.rmtree(cwd, ignore_errors=True)


def flush_pending(cwd):
    prev = getattr(run_doc, "pending", None)
    run_doc.pending = None
    if prev is not None:
        run_example(prev[0], [], prev[1], cwd)


# ---- --help and the synopsis ------------------------------------------------

def help_options(cmd):
    p = subprocess.run([ARBITER, cmd, "--help"], capture_output=True, text=True)
    opts = set()
    for line in p.stdout.split("\n"):
        m = re.match(r"^\s+(-\w)?,?\s*(--[\w-]+)?", line)
        if m and (m.group(1) or m.group(2)):
            opts.add(frozenset(x for x in (m.group(1), m.group(2)) if x))
        if re.match(r"^(Usage:|\s+arbiter )", line):
            opts.update(frozenset([x]) for x in re.findall(r"\[(--[\w-]+)\]", line))
    return {o for o in opts if "--help" not in o}


def synopsis():
    """The options of each command in arbiter(1)'s SYNOPSIS."""
    out, cmd, on = {}, None, False
    with open(os.path.join(SRC, "man", "arbiter.1"), encoding="utf-8") as f:
        for line in f:
            if line.startswith(".Sh SYNOPSIS"):
                on = True
            elif line.startswith(".Sh"):
                on = False
            elif on:
                m = re.match(r"^\.Cm (\w+)$", line.strip())
                if m and cmd is None:
                    cmd = m.group(1)
                    out[cmd] = set()
                elif line.startswith(".Nm"):
                    cmd = None
                elif cmd:
                    out[cmd].update("-" + x for x in re.findall(r"Fl (-?[\w-]+)", line))
    return out


def synopsis_checks():
    syn = synopsis()
    for cmd, have in sorted(syn.items()):
        opts = help_options(cmd)
        # an option is written in its short form where it has one
        missing = sorted("/".join(sorted(o)) for o in opts
                         if min(o, key=len) not in have)
        known = set().union(*opts) if opts else set()
        extra = sorted(x for x in have if x not in known)
        check("arbiter(1) SYNOPSIS of %s has the options of 'arbiter %s --help'" % (cmd, cmd),
              not missing and not extra, "not in the synopsis: %s\nnot in --help: %s" % (missing, extra))
    p = subprocess.run([ARBITER, "--help"], capture_output=True, text=True)
    lines = {l.split()[0]: l for l in p.stdout.split("\n") if l.startswith("  ") and l.split()}
    check("the top --help names every command of the SYNOPSIS",
          all(c in lines for c in syn), p.stdout)
    sub = subprocess.run([ARBITER, "variants", "--help"], capture_output=True, text=True).stdout
    subs = re.findall(r"arbiter variants (\w+)", sub)
    line = lines.get("variants", "")
    check("the top --help names every subcommand of variants (%s)" % ", ".join(subs),
          subs and all(re.search(r"\b%s\b" % s, line) for s in subs), line)


def options_section():
    """The options arbiter(1)'s OPTIONS section has an entry for."""
    text = open(os.path.join(SRC, "man", "arbiter.1"), encoding="utf-8").read()
    m = re.search(r"^\.Sh OPTIONS\n(.*?)^\.Sh ", text, re.M | re.S)
    have = set()
    for line in (m.group(1) if m else "").split("\n"):
        if line.startswith(".It Fl"):
            have.update("-" + x for x in re.findall(r"Fl (-?[\w-]+)", line))
    return have


def options_checks():
    """Every option a command's --help lists has an entry in OPTIONS, where
    the page says what it does and its default."""
    have = options_section()
    for cmd in sorted(synopsis()):
        missing = sorted("/".join(sorted(o)) for o in help_options(cmd) if not o & have)
        check("arbiter(1) OPTIONS has an entry for each option of 'arbiter %s --help'" % cmd,
              not missing, "no entry: %s" % missing)


def json_item(member):
    """The words of a member's entry in arbiter(1)'s JSON output list."""
    text, on, words = open(os.path.join(SRC, "man", "arbiter.1"), encoding="utf-8").read(), False, ""
    m = re.search(r"^\.It %s\n(.*?)^\.It " % member, text, re.M | re.S)
    if m:
        words = m.group(1)
    else:  # an inline member: ".Li ending" then the words in brackets
        m = re.search(r"^\.Li %s\n\((.*?)\)" % member, text, re.M | re.S)
        words = m.group(1) if m else ""
    return set(re.findall(r"[a-z][a-z-]+", unroff(words)))


def json_words_checks():
    """Every termination and ending validate writes, over the records of the
    tree, is named where arbiter(1) lists them."""
    p = subprocess.run([ARBITER, "validate", "--json", "-q", "records", "tests/data"], cwd=SRC,
                       capture_output=True, text=True, errors="replace")
    seen = {"termination": set(), "ending": set()}
    for line in p.stdout.split("\n"):
        for key, words in seen.items():
            m = re.search(r'"%s":"([a-z-]+)"' % key, line)
            if m:
                words.add(m.group(1))
    for key, words in sorted(seen.items()):
        listed = json_item(key)
        missing = sorted(words - listed)
        check("arbiter(1) names every %s validate writes (%s)" % (key, ", ".join(sorted(words))),
              words and not missing, "not in the page: %s" % missing)


def main():
    synopsis_checks()
    options_checks()
    json_words_checks()
    run_doc("README.md", readme_blocks())
    for page in ("arbiter.1", "arbiter-variant.5", "arbiter-notation.7", "libarbiter.3"):
        run_doc(page, page_blocks(page))
    print("1..%d" % n)


if __name__ == "__main__":
    main()
