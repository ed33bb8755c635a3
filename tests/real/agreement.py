#!/usr/bin/python3
"""How often arbiter and GNU Backgammon agree on real files, per producer.

    agreement.py [--list] ROOT
    agreement.py --tap FILE...

Every file under ROOT is judged by gnubg (gnubg-judge.py: each play entered
with gnubg's `move` command) and by arbiter (`validate --json`); a game's
producer is the first folder below ROOT. For each producer it prints the
games, those gnubg accepts, those whose plays arbiter accepts, how often
the two agree, and how many arbiter finds valid in every respect (plays,
cube, claims, scores); with --list, every game on which they disagree. With --tap, one TAP line for each game of the files
named (tests/cli/gnubg-judge.sh). ARBITER names the program (build/arbiter by default).
"""
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.dirname(os.path.dirname(HERE))
ARBITER = os.environ.get("ARBITER") or os.path.join(SRC, "build", "arbiter")
# arbiter refuses the plays of a game that is illegal with one of these
# codes (a play refused, or a roll made out of turn), or unreadable but for
# its claims; the cube, the header and the claims are arbiter's alone to judge
PLAYS = {"no-checker", "bar-first", "backwards", "blocked", "early-bear-off", "dice",
         "too-few-dice", "larger-die", "must-move", "bad-token", "unknown-play", "home-hit",
         "turn", "unreached"}


def refuses(r):
    """Does arbiter's verdict (a --json object) refuse a play of the game?"""
    err = r.get("error") or {}
    code = err.get("code")
    if r["status"] == "unreadable": # but for what is not the moves' text
        return code not in ("claims-disagree", "unknown-variant", "other-game")
    # a cube action out of turn is the cube's business, a roll out of turn a play's
    return r["status"] == "illegal" and code in PLAYS and \
        (code != "turn" or (err.get("token") or " ")[0].isdigit())


def agrees(gnubg_accepts, r):
    """A game gnubg accepts has no play arbiter refuses; one gnubg refuses,
    arbiter finds at fault too (at that play, or where it stops before it,
    at a fault of the cube or the record)."""
    if r is None:
        return False
    if gnubg_accepts is None: # not gnubg's to judge: nothing to disagree on
        return True
    return not refuses(r) if gnubg_accepts else r["status"] in ("illegal", "unreadable")


def files(root):
    for top, dirs, names in os.walk(root):
        dirs.sort()
        for name in sorted(names):
            if not name.endswith((".md", ".json", ".match")):
                yield os.path.join(top, name)


def arbiter_verdicts(paths):
    out = {}
    for path in paths:
        p = subprocess.run([ARBITER, "validate", "--json", path], capture_output=True, text=True)
        for line in p.stdout.splitlines():
            r = json.loads(line)
            if r.get("type") != "match":
                out[(path, r["record"])] = r
    return out


def judged(paths):
    """(path, game, gnubg's verdict, the play it refused, arbiter's verdict) per game."""
    judge = subprocess.run([sys.executable, os.path.join(HERE, "gnubg-judge.py"), "-j", "2", *paths],
                           capture_output=True, text=True).stdout.splitlines()
    ours = arbiter_verdicts(paths)
    for line in judge:
        path, game, verdict, play = line.split("\t")
        yield path, int(game), verdict, play, ours.get((path, int(game)))


def main():
    args = sys.argv[1:]
    listing = "--list" in args
    if "--tap" in args:
        return tap([a for a in args if a != "--tap"])
    root = [a for a in args if a != "--list"][0].rstrip("/")
    rows = collections.OrderedDict()
    wrong = []
    for path, game, verdict, play, r in judged(list(files(root))):
        producer = os.path.relpath(path, root).split(os.sep)[0]
        row = rows.setdefault(producer, collections.Counter())
        row["games"] += 1
        row["gnubg"] += verdict == "accepted"
        row["arbiter"] += r is not None and not refuses(r)
        row["valid"] += r is not None and r["status"] == "valid"
        if agrees(None if verdict == "unjudged" else verdict == "accepted", r):
            row["agree"] += 1
        else:
            wrong.append(say(path, game, verdict, play, r))
    print("| producer | games | gnubg accepts | arbiter accepts the plays | agree | arbiter: valid |")
    print("|---|---|---|---|---|---|")
    total = collections.Counter()
    for producer, row in rows.items():
        total.update(row)
        print("| %s | %d | %d | %d | %.1f %% | %d |" % (producer, row["games"], row["gnubg"],
              row["arbiter"], 100.0 * row["agree"] / row["games"], row["valid"]))
    if total["games"]:
        print("| all | %d | %d | %d | %.1f %% | %d |" % (total["games"], total["gnubg"],
              total["arbiter"], 100.0 * total["agree"] / total["games"], total["valid"]))
    if listing:
        print("\n".join(wrong))


def say(path, game, verdict, play, r):
    err = (r or {}).get("error") or {}
    return "%s #%d: gnubg %s%s; arbiter %s %s: %s" % (
        path, game, verdict, " (%s)" % play if play else "", (r or {}).get("status", "nothing"),
        err.get("code", ""), err.get("message", ""))


def tap(paths):
    """One TAP line per game of the files named: do gnubg and arbiter agree?"""
    games = list(judged(paths))
    print("1..%d" % max(len(games), 1))
    if not games:
        print("not ok 1 - gnubg judged no game")
    for i, (path, game, verdict, play, r) in enumerate(games, 1):
        ok = agrees(None if verdict == "unjudged" else verdict == "accepted", r)
        print("%s %d - %s" % ("ok" if ok else "not ok", i, say(path, game, verdict, play, r)))


main()
