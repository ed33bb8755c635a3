#!/usr/bin/python3
"""GNU Backgammon as the judge of the plays in .mat and SGF files.

Each game of each file is replayed in gnubg (gnubg -t), play by play, with
the dice set as written and every play entered with gnubg's `move` command,
as a human would: gnubg refuses a play it does not find among the legal
plays of the roll. The files are read here on their own (lines, columns,
rolls, cube words, resignations, SGF nodes), not through arbiter, so that
the two readings are independent. Many games go through one gnubg process,
an unknown word between them marking where each ends in gnubg's output.

    gnubg-judge.py [-j N] FILE...

Prints one line per game: FILE<TAB>GAME<TAB>accepted|refused|unjudged<TAB>the
play gnubg refused; an SGF tree of another game, or one that sets a position
up, is not judged here. Cube actions are entered too, but gnubg's verdict on them is
not the point: the Crawford game and the score are not set up here.
"""
import concurrent.futures
import re
import subprocess
import sys

GNUBG = "/usr/games/gnubg"
GAMES_PER_RUN = 400
ACTION = re.compile(r"(?<!\S)(\d\d:|\?{3,4}|(?:(?:re)?doubles?|takes?|drops?|beavers?|raccoons?|accepts?|pass(?:es)?|"
                    r"rejects?|resign(?:s|ed)?|concede[sd]?|wins|losses)\b)", re.I)
STOP = ("wins", "losses", "resigns", "resigned", "concedes")


def text_lines(path):
    data = open(path, "rb").read().decode("utf-8", errors="replace").lstrip("\ufeff")
    return [line.expandtabs(8) for line in re.split(r"\r\n|\r|\n", data)]


def line_actions(line, start, right):
    """(column, text) for each action of a line from `start` on."""
    starts = []
    for m in ACTION.finditer(line, start):
        # "????" straight after a roll is that roll's play
        if m.group(1).startswith("?") and starts and re.fullmatch(r"\d\d:\s*", line[starts[-1]:m.start()]):
            continue
        starts.append(m.start())
        if m.group(1).lower() == "wins":
            break
    out = []
    for i, s in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(line)
        number = re.search(r"\s\d+\)", line[s:end])  # a move number again, before a claim
        end = s + number.start() if number else end
        column = i if len(starts) >= 2 else (1 if s >= right - 4 else 0)
        out.append((min(column, 1), line[s:end].strip()))
    return out


def mat_games(path):
    """(variation, length, [(column, text)...]) for each game of a .mat file."""
    length, right, variation, game, games, names = -1, 28, "", None, [], []
    for line in text_lines(path):
        m = re.match(r"^\s*;\s*\[Variation\s+\"([^\"]*)\"", line, re.I)
        if m:
            variation = m.group(1)
        m = re.match(r"^\s*(\d+)\s+point\s+match", line, re.I)
        if m:
            length = int(m.group(1))
            continue
        if re.match(r"^\s*Game\s+\d+", line, re.I):
            game = (variation, length, [])
            games.append(game)
            right, names = 28, []
            continue
        if game is not None and re.match(r"^\s*;\s*Set Pos=", line, re.I):
            game[2].append((0, "!setup"))  # XG's position line: a set-up
            continue
        if game is None or line.lstrip().startswith(";"):
            continue
        m = re.match(r"^\s*([^:]*?)\s*:\s*\d+\s+(\S.*?|)\s*:\s*\d+\s*$", line)  # a name may be empty
        if not game[2] and m and not re.match(r"^\s*\d+\)", line):
            right = m.start(2)  # the second column starts at the second name
            names = [re.escape(n) for n in (m.group(1), m.group(2)) if n]
            continue
        m = re.match(r"^\s*\d+\)", line)
        acts = line_actions(line, m.end() if m else 0, right)
        first = ACTION.search(line, m.end() if m else 0)
        start = m.end() if m else 0
        before = line[start:first.start()] if first else line[start:]
        # a player's score pasted into the empty first cell (some transcripts)
        # is read past, as gnubg's import reads past it
        if names and re.fullmatch(r"\s*(?:%s)\s*:\s*\d+\s*" % "|".join(names), before):
            before = ""
        if line[start:].strip() and (not first or before.strip()):
            acts = [(0, "!junk")]  # a line of a game that is not actions: refused
        if re.search(r"\d\d:\s*Illegal play \(", line, re.I):
            game[2].append((0, "!setup"))  # DailyGammon's position line: a set-up
        game[2].extend(acts)
    # gnubg plays backgammon, nackgammon and hypergammon; a game under
    # another rule set, or from a position set up, is not judged here
    return [None if not re.fullmatch(r"(?i)(backgammon|nack.*|hyper.*|)", g[0].strip()) or
            (0, "!setup") in g[2] else g for g in games]


def sgf_games(path):
    """The same for an SGF file: its main line, moves from each side's own points."""
    text = open(path, encoding="utf-8", errors="replace").read()
    games, pos = [], 0
    while True:
        start = text.find("(", pos)
        if start < 0:
            return games
        depth, i, in_value, main = 0, start, False, []
        # the main line: the first variation at each branch
        end = start
        while i < len(text):
            c = text[i]
            if in_value:
                if c == "\\":
                    i += 1
                elif c == "]":
                    in_value = False
            elif c == "[":
                in_value = True
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    end = i
                    break
            i += 1
        tree = text[start:end + 1]
        pos = end + 1
        length = int((re.search(r"MI\[length:(-?\d+)\]", tree) or [0, "0"])[1])
        rules = (re.search(r"RU\[([^\]]*)\]", tree) or [0, ""])[1]
        gm = (re.search(r"GM\[(\d+)\]", tree) or [0, "6"])[1]
        if gm != "6" or re.search(r";\s*A[EWB]\[", tree):
            games.append(None)  # another game, or a position set up: not judged here
            continue
        actions = []
        for who, value in re.findall(r";\s*([BW])\[([^\]]*)\]", first_line(tree)):
            column = 0 if who == "W" else 1
            actions.append((column, sgf_action(column, value)))
        games.append((rules, length, actions))


def first_line(tree):
    """A tree's main line as text: at each branch, its first variation only."""
    out, keep, seen, in_value, i = [], [True], [False], False, 0
    while i < len(tree):
        c = tree[i]
        if in_value or c not in "()":
            if keep[-1]:
                out.append(c)
            if in_value and c == "\\" and i + 1 < len(tree):
                i += 1
                if keep[-1]:
                    out.append(tree[i])
            elif c == "[" or c == "]":
                in_value = c == "["
        elif c == "(":
            keep.append(keep[-1] and not seen[-1])
            seen[-1] = True
            seen.append(False)
        else:
            keep.pop()
            seen.pop()
        i += 1
    return "".join(out)


def sgf_action(column, value):
    """An SGF move as .mat text: "52mhxv" from the first player's side."""
    v = value.strip().lower()
    if v in ("double", "take", "drop", "beaver", "accept", "reject"):
        return {"double": "Doubles", "take": "Takes", "drop": "Drops", "beaver": "Beavers",
                "accept": "Wins", "reject": "Rejects"}[v]
    if v.startswith("resign"):
        return "Resigns"
    if not re.fullmatch(r"[1-6][1-6]([a-z]{2})*", v):
        return "%s: %s" % (v[:2], v[2:])  # gnubg will refuse it
    parts = []
    for k in range(2, len(v), 2):
        a, b = (sgf_point(column, ch) for ch in v[k:k + 2])
        parts.append("%s/%s" % (a, b))
    return "%s: %s" % (v[:2], " ".join(parts))


def sgf_point(column, ch):
    if ch == "y":
        return "bar"
    if ch == "z":
        return "off"
    i = ord(ch) - ord("a")
    return str(i + 1 if column == 0 else 24 - i)


def setup(variation, length):
    v = variation.lower()
    kind = "standard"
    if "nack" in v:
        kind = "nackgammon"
    elif "hyper" in v:
        kind = (re.findall(r"[123]", v) or ["3"])[0] + "-chequer-hypergammon"
    return ["set variation " + kind, "new match %d" % length if length > 0 else "new session"]


def commands(variation, length, actions):
    out = ["set player 0 human", "set player 1 human", "set confirm new off",
           "set automatic roll off", "set evaluation chequerplay evaluation plies 0"] + setup(variation, length)
    first = True
    plays = [i for i, (c, t) in enumerate(actions) if re.match(r"\d\d:", t)]
    for i, (column, text) in enumerate(actions):
        word = text.split()[0].lower() if text.split() else ""
        if word == "!junk":
            out.append("arbiter-judge-junk")
            break
        if word.startswith(STOP) or word.startswith("?") or word.startswith("00:"):
            break  # the game ends here: a claim, or a resignation
        if first:
            out.append("set turn %d" % column)
            first = False
        if re.match(r"\d\d:", text) and not re.match(r"[1-6][1-6]:", text):
            out.append("arbiter-judge-junk")  # no roll two dice make
            break
        m = re.match(r"([1-6])([1-6]):\s*(.*)$", text)
        if m:
            play = m.group(3).strip()
            if play.startswith("?") and i != len(actions) - 1 and \
                    not actions[i + 1][1].lower().startswith(STOP):
                out.append("arbiter-judge-junk")  # a play not recorded, and the game goes on
                break
            if play.startswith("?"):
                break  # rolled, then resigned
            out.append("set dice %s%s" % (m.group(1), m.group(2)))
            if not play or play.lower() == "cannot move":
                if i != plays[-1]:
                    # nothing played: gnubg's hint lists the plays there were, if
                    # any (its `move` alone would make a forced play), then passes
                    out += ["arbiter-judge-pass", "hint", "move"]
                continue
            # gnubg's words for the bar and off: some producers write 25 and 0
            play = re.sub(r"(^|\s)25/", r"\1bar/", play)
            play = re.sub(r"/0(?=[\s*(]|$)", "/off", play)
            out.append("move " + play.lower())
        elif word.startswith(("double", "redouble")):
            out.append("double")
        elif word.startswith(("takes", "accepts")):
            out.append("take")
        elif word.startswith(("drops", "passes", "rejects")):
            out.append("drop")
        elif word.startswith(("beavers", "raccoon")):  # as gnubg's import reads them
            out.append("redouble")
    return out


def games_of(path):
    head = open(path, "rb").read(4096).decode("utf-8", errors="replace").lstrip("\ufeff ").lstrip()
    games = sgf_games(path) if head.startswith("(") else mat_games(path)
    return [(path, n, g) for n, g in enumerate(games, 1)]


def judge(batch):
    """One gnubg run for a batch of (path, number, game): a verdict each."""
    script = []
    for k, (_, _, game) in enumerate(batch):
        script += (commands(*game) if game else []) + ["arbiter-judge-end-%d" % k]
    p = subprocess.run([GNUBG, "-t", "-q"], input="\n".join(script) + "\n", stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True, errors="replace", timeout=1800)
    out, k, rolls, refused, passing = [], 0, 0, None, False
    for line in p.stdout.splitlines():
        if line.startswith("Unknown keyword `arbiter-judge-pass"):
            passing = True
        elif line.startswith("Unknown keyword `arbiter-judge-junk") and refused is None:
            refused = rolls + 1  # a line of the file that is no actions
        elif passing and re.match(r"^\s+1\.\s", line) and refused is None:
            refused = max(rolls, 1)  # a play was there to make
        if line.startswith("Unknown keyword `arbiter-judge-end-"):
            path, number, game = batch[k]
            plays = [t for c, t in game[2] if re.match(r"[1-6][1-6]:", t)] if game else []
            what = plays[refused - 1] if refused and refused <= len(plays) else ""
            verdict = "refused" if refused else "accepted" if game else "unjudged"
            out.append("%s\t%d\t%s\t%s" % (path, number, verdict, what))
            k, rolls, refused, passing = k + 1, 0, None, False
        elif line.startswith("The dice have been set"):
            rolls += 1
            passing = False
        elif ("llegal or unparsable" in line or "must specify a move" in line) and refused is None:
            refused = max(rolls, 1)
    for path, number, _ in batch[k:]:  # gnubg stopped early: no word on these
        out.append("%s\t%d\tunjudged\t" % (path, number))
    return out


def main():
    args, jobs = sys.argv[1:], 1
    if args[:1] == ["-j"]:
        jobs, args = int(args[1]), args[2:]
    games = [g for path in args for g in games_of(path)]
    batches = [games[i:i + GAMES_PER_RUN] for i in range(0, len(games), GAMES_PER_RUN)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for lines in pool.map(judge, batches):
            for line in lines:
                print(line)


main()
