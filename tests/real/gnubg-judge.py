#!/usr/bin/python3
"""GNU Backgammon as the judge of the plays in .mat files.

Each game of each file is replayed in gnubg (gnubg -t), play by play, with
the dice set as written and every play entered with gnubg's `move` command,
as a human would: gnubg refuses a play it does not find among the legal
plays of the roll. The file is read here on its own (columns, rolls and cube
words), not through arbiter, so that the two readings are independent.

Prints one line per game: FILE<TAB>GAME<TAB>accepted|refused<TAB>what gnubg
said. Cube actions are entered too, but gnubg's verdict on them is not
the point: the Crawford game and the score are not set up here.
"""
import re
import subprocess
import sys

GNUBG = "/usr/games/gnubg"
ACTION = re.compile(r"(\d\d:|Doubles|Takes|Drops|Beavers|Wins|Losses)", re.I)


def games(path):
    """(length, [(column, text)...]) for each game of a .mat file."""
    length, right, game = 0, 40, None
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\r\n")
        m = re.match(r"^\s*(\d+) point match", line)
        if m:
            length = int(m.group(1))
            continue
        if re.match(r"^\s*Game \d+", line):
            if game:
                yield game
            game = (length, [])
            continue
        m = re.match(r"^\s*\S.*?:\s*\d+\s+(\S.*?):\s*\d+\s*$", line)
        if game is not None and not game[1] and m and ")" not in line.split(":")[0]:
            right = m.start(1)  # the second player's column starts at its name
            continue
        m = re.match(r"^\s*\d+\)", line)
        if not m or game is None:
            continue
        starts = [a.start() for a in ACTION.finditer(line, m.end())]
        for i, s in enumerate(starts):
            end = starts[i + 1] if i + 1 < len(starts) else len(line)
            column = i if len(starts) == 2 else (0 if s < right - 4 else 1)
            game[1].append((column, line[s:end].strip()))
    if game:
        yield game


def commands(length, actions):
    out = ["set player 0 human", "set player 1 human", "set confirm new off",
           "set automatic roll off", "new match %d" % length if length else "new session"]
    first = True
    last_play = max([i for i, (c, t) in enumerate(actions) if re.match(r"\d\d:", t)], default=-1)
    for i, (column, text) in enumerate(actions):
        word = text.split()[0].lower()
        if first and not word.startswith(("wins", "losses")):
            out.append("set turn %d" % column)
            first = False
        m = re.match(r"(\d)(\d):\s*(.*)$", text)
        if m:
            out.append("set dice %s%s" % (m.group(1), m.group(2)))
            play = m.group(3).strip()
            if (not play or play.lower() == "cannot move") and i != last_play:
                out.append("move")  # nothing to play: gnubg passes, or says a play was due
            elif play and play.lower() != "cannot move" and not play.startswith("?"):
                # gnubg's words for the bar and off: some producers write 25 and 0
                play = re.sub(r"(^|\s)25/", r"\1bar/", play)
                play = re.sub(r"/0(?=[\s*(]|$)", "/off", play)
                out.append("move " + play)
        elif word == "doubles":
            out.append("double")
        elif word == "takes":
            out.append("take")
        elif word == "drops":
            out.append("drop")
        elif word == "beavers":
            out.append("redouble")
    return out


def main():
    for path in sys.argv[1:]:
        for number, (length, actions) in enumerate(games(path), 1):
            p = subprocess.run([GNUBG, "-t", "-q"], input="\n".join(commands(length, actions)) + "\n",
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               timeout=120)
            # the refused play: the one after as many rolls as gnubg had set
            rolls, refused = 0, None
            for l in p.stdout.splitlines():
                if l.startswith("The dice have been set"):
                    rolls += 1
                elif ("llegal or unparsable" in l or "must specify a move" in l) and refused is None:
                    refused = rolls
            plays = [t for c, t in actions if re.match(r"\d\d:", t)]
            print("%s\t%d\t%s\t%s" % (path, number, "refused" if refused else "accepted",
                                      plays[refused - 1] if refused else ""))


main()
