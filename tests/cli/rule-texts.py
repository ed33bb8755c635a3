#!/usr/bin/python3
"""The morris rule sets of the rule texts, refereed a second time. TAP.

A small referee of its own, written from the rule texts (the seeds digested
in RULES.md: Baazitoo's Persian Dooz, Stockboi's Turkish Dokuz taş, the
Romanian classic page) and the morris literature, shares no code with
arbiter. It plays random games under each rule set below, with a fixed
seed, biased towards long runs without a mill so that the move limits and
repetitions are reached too, and writes each game as a record that ends
where its rules end it, with the result they give. arbiter must find every
record valid, with the same result, the same reason (termination) and the
same number of plies. A referee that draws one ply early or late, counts
the move limit in the wrong unit, lets a side fly or lose at the wrong
count, fails here."""
import json
import os
import random
import subprocess
import sys
import tempfile

SRC = os.environ.get("SRCDIR") or os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ARBITER = os.path.abspath(os.environ.get("ARBITER") or os.path.join(SRC, "build", "arbiter"))
os.environ.setdefault("ARBITER_VARIANTS", os.path.join(SRC, "variants"))
GAMES = 60

# The boards: their lines of three (mills, and the steps along them), and
# the short lines that are steps only.
NINE = ["a7 d7 g7", "b6 d6 f6", "c5 d5 e5", "a4 b4 c4", "e4 f4 g4", "c3 d3 e3",
        "b2 d2 f2", "a1 d1 g1", "a7 a4 a1", "b6 b4 b2", "c5 c4 c3", "d7 d6 d5",
        "d3 d2 d1", "e5 e4 e3", "f6 f4 f2", "g7 g4 g1"]
CORNERS = ["a7 b6 c5", "g7 f6 e5", "a1 b2 c3", "g1 f2 e3"]
SIX = ["a5 c5 e5", "b4 c4 d4", "b2 c2 d2", "a1 c1 e1", "a5 a3 a1", "b4 b3 b2",
       "d4 d3 d2", "e5 e3 e1"]
SIX_STEPS = ["c5 c4", "a3 b3", "d3 e3", "c2 c1"]
THREE = ["a3 b3 c3", "a2 b2 c2", "a1 b1 c1", "a3 a2 a1", "b3 b2 b1", "c3 c2 c1",
         "a3 b2 c1", "a1 b2 c3"]


def board(mills, steps=()):
    mills = [tuple(m.split()) for m in mills]
    nbr = {}
    for line in mills + [tuple(s.split()) for s in steps]:
        for a, b in zip(line, line[1:]):
            nbr.setdefault(a, set()).add(b)
            nbr.setdefault(b, set()).add(a)
    return sorted(nbr), {p: sorted(q) for p, q in nbr.items()}, mills


BOARDS = {"nine": board(NINE), "twelve": board(NINE + CORNERS), "six": board(SIX, SIX_STEPS),
          "three": board(THREE)}

# Nine men's morris as the rule texts agree on it: 9 pieces, a mill removes
# one opposing piece (one for two mills at once), a piece in a mill only when
# every opposing piece is in one; a side with no move loses.
COMMON = dict(board="nine", pieces=9, fly=3, fly_own_hand=False, below=3, after_placing=False,
              limit=0, repetition=0, full_draws=False, line_wins=False, may_move=False)
RULES = {
    # the common modern rules: fly at 3, 100 plies without a removal and the
    # third repetition draw
    "nine-mens-morris": dict(COMMON, limit=100, repetition=3),
    # Persian: material judged only once placing is over; 50 full turns
    # (100 plies) without a removal, the third repetition
    "baazitoo-dooz": dict(COMMON, after_placing=True, limit=100, repetition=3),
    # Turkish: hand and board counted; 60 single moves without a removal,
    # the third repetition since the last removal
    "stockboi-dokuz-tas": dict(COMMON, limit=60, repetition=3),
    # Romanian: no flying, no draw by rule at all; flying as its variation
    "classic": dict(COMMON, fly=0),
    "classic-flying": dict(COMMON),
    # the literature's relatives, with the common draws
    "six-mens-morris": dict(COMMON, board="six", pieces=6, fly=0, limit=100, repetition=3),
    "three-mens-morris": dict(COMMON, board="three", pieces=3, fly=0, below=0, line_wins=True,
                              limit=100, repetition=3),
    "twelve-mens-morris": dict(COMMON, board="twelve", pieces=12, full_draws=True, limit=100,
                               repetition=3),
    # Lasker: 10 pieces, a side with pieces in hand may slide instead; it
    # flies once its own hand is empty
    "lasker": dict(COMMON, pieces=10, may_move=True, fly_own_hand=True, limit=100,
                   repetition=3),
}


class Game:
    def __init__(self, rules):
        self.r = rules
        self.points, self.nbr, self.mills = BOARDS[rules["board"]]
        self.at = {}
        self.hand = [rules["pieces"]] * 2
        self.side = 0
        self.quiet = 0
        self.seen = []
        self.end = None

    def count(self, side):
        return sum(1 for v in self.at.values() if v == side)

    def in_mill(self, p, side):
        return any(p in m and all(self.at.get(q) == side for q in m) for m in self.mills)

    def flies(self, side):
        r = self.r
        if not r["fly"] or self.count(side) > r["fly"]:
            return False
        return self.hand[side] == 0 if r["fly_own_hand"] else self.hand == [0, 0]

    def moves(self, side):
        empty = [p for p in self.points if p not in self.at]
        out = []
        if self.hand[side]:
            out = [(None, p) for p in empty]
            if not self.r["may_move"]:
                return out
        for p in [p for p, v in self.at.items() if v == side]:
            to = empty if self.flies(side) else [q for q in self.nbr[p] if q not in self.at]
            out += [(p, q) for q in to]
        return out

    def mills_made(self, move, side):
        """the mills the move would close"""
        frm, to = move
        saved = dict(self.at)
        if frm:
            del self.at[frm]
        self.at[to] = side
        n = sum(1 for m in self.mills if to in m and all(self.at.get(q) == side for q in m))
        self.at = saved
        return n

    def removable(self, side):
        theirs = [p for p, v in self.at.items() if v != side]
        free = [p for p in theirs if not self.in_mill(p, 1 - side)]
        return free or theirs

    def lost(self, side):
        r = self.r
        if r["after_placing"]:
            return self.hand == [0, 0] and self.count(side) < r["below"]
        return self.count(side) + self.hand[side] < r["below"]

    def play(self, move, removed):
        side, (frm, to) = self.side, move
        line = self.r["line_wins"] and self.mills_made(move, side)
        if frm:
            del self.at[frm]
        else:
            self.hand[side] -= 1
        self.at[to] = side
        if line:
            self.end = ("1-0" if side == 0 else "0-1", "line")
            return
        if removed:
            del self.at[removed]
        self.side = 1 - side
        if frm and not removed:
            self.quiet += 1
        else:
            self.quiet, self.seen = 0, []
        key = (tuple(sorted(self.at.items())), self.side)
        self.seen.append(key)
        self.judge(side, key)

    def judge(self, mover, key):
        r = self.r
        for side in (1 - mover, mover):
            if self.lost(side):
                self.end = ("1-0" if side else "0-1", "fewer-pieces")
                return
        if len(self.at) == len(self.points) and r["full_draws"]:
            self.end = ("1/2-1/2", "board-full")
            return
        if not self.moves(self.side):
            self.end = ("1-0" if self.side else "0-1", "blocked")
            return
        if r["limit"] and self.quiet >= r["limit"]:
            self.end = ("1/2-1/2", "move-limit")
        elif r["repetition"] and self.seen.count(key) >= r["repetition"]:
            self.end = ("1/2-1/2", "repetition")


def forbidden(g, rng):
    """a ply the rules forbid here, or None: a slide, flight or placement
    the side may not make, or a removal of a piece it may not take"""
    side = g.side
    legal = g.moves(side)
    empty = [p for p in g.points if p not in g.at]
    mine = [p for p, v in g.at.items() if v == side]
    tries = [(p, q) for p in mine for q in empty if (p, q) not in legal]
    if not g.hand[side] and (None, empty[0]) not in legal:
        tries += [(None, q) for q in empty]
    tries = [(m, None) for m in tries]
    if not g.r["line_wins"]:
        for m in legal:
            if g.mills_made(m, side):
                frm, to = m
                saved = dict(g.at)
                if frm:
                    del g.at[frm]
                g.at[to] = side
                ok = g.removable(side)
                taken = [p for p, v in g.at.items() if v != side and p not in ok]
                g.at = saved
                tries += [(m, p) for p in taken]
    if not tries:
        return None
    (frm, to), removed = rng.choice(tries)
    return (frm + "-" if frm else "") + to + ("x" + removed if removed else "")


def random_game(name, rng, quiet, probe_at=-1):
    """a game, or with probe_at its plies up to a forbidden ply made there:
    at that ply, or (probe_at None) where the side to move is first down to
    three pieces once placing is over"""
    g = Game(RULES[name])
    plies = []
    while not g.end and len(plies) < 500:
        if len(plies) == probe_at or (probe_at is None and g.hand == [0, 0] and
                                      g.count(g.side) <= 3):
            return plies, forbidden(g, rng)
        side = g.side
        moves = g.moves(side)
        rng.shuffle(moves)
        if rng.random() < quiet:
            moves = [m for m in moves if not g.mills_made(m, side)] or moves
        move = moves[0]
        removed = None
        if g.mills_made(move, side) and not g.r["line_wins"]:
            frm, to = move
            saved = dict(g.at)
            if frm:
                del g.at[frm]
            g.at[to] = side
            removed = rng.choice(g.removable(side))
            g.at = saved
        frm, to = move
        plies.append((frm + "-" if frm else "") + to + ("x" + removed if removed else ""))
        g.play(move, removed)
    return plies, g.end or ("*", "unfinished")


def main():
    print("1..%d" % len(RULES))
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for n, name in enumerate(RULES, 1):
            rng = random.Random(n)
            want, records = [], []
            for i in range(GAMES):
                plies, (result, why) = random_game(name, rng, (0.0, 0.8, 1.0)[i % 3])
                want.append((len(plies), result, why))
                moves = " ".join("%d. %s" % (k // 2 + 1, " ".join(plies[k:k + 2]))
                                 for k in range(0, len(plies), 2))
                records.append('[Event "%d"]\n[White "w%d"]\n[Black "b%d"]\n[Variant "%s"]\n'
                               '[Result "%s"]\n\n%s %s\n' % (i + 1, i, i, name, result, moves,
                                                              result))
            path = os.path.join(tmp, name + ".pgn")
            with open(path, "w") as f:
                f.write("\n".join(records))
            out = subprocess.run([ARBITER, "validate", "--json", path], capture_output=True,
                                 text=True).stdout
            got = [json.loads(l) for l in out.splitlines() if l.startswith("{")]
            bad = []
            for i, (w, g) in enumerate(zip(want, got)):
                seen = (g["plies"], g["result"], g["termination"])
                if g["status"] != "valid" or seen != w:
                    bad.append("# game %d: the rule text: %d plies, %s by %s; arbiter: %s, %s"
                               % (i + 1, w[0], w[1], w[2], g["status"],
                                  g.get("error") and g["error"]["message"] or
                                  "%d plies, %s by %s" % seen))
            # the plies the rules forbid, one a record, at a random ply of a game
            probes, where = [], []
            while len(probes) < GAMES:
                late = len(probes) % 2 and RULES[name]["below"] == 3
                plies, bad_ply = random_game(name, rng, 0.8,
                                             None if late else rng.randrange(10, 200))
                if not isinstance(bad_ply, str):
                    continue
                plies.append(bad_ply)
                where.append((len(plies), bad_ply))
                moves = " ".join("%d. %s" % (k // 2 + 1, " ".join(plies[k:k + 2]))
                                 for k in range(0, len(plies), 2))
                probes.append('[Event "probe %d"]\n[White "v%d"]\n[Black "u%d"]\n'
                              '[Variant "%s"]\n[Result "*"]\n\n%s *\n'
                              % (len(probes) + 1, len(probes), len(probes), name, moves))
            path = os.path.join(tmp, name + "-forbidden.pgn")
            with open(path, "w") as f:
                f.write("\n".join(probes))
            out = subprocess.run([ARBITER, "validate", "--json", path], capture_output=True,
                                 text=True).stdout
            got = [json.loads(l) for l in out.splitlines() if l.startswith("{")]
            for i, ((ply, token), g) in enumerate(zip(where, got)):
                if g["status"] != "illegal" or (g.get("error") or {}).get("ply") != ply:
                    bad.append("# probe %d: the rule text forbids ply %d, %s; arbiter: %s"
                               % (i + 1, ply, token, g["status"]))
            kinds = sorted({w[2] for w in want})
            if bad or len(kinds) < 2:
                failed += 1
                print("not ok %d - %s: %d of %d games and probes judged otherwise (ends met: %s)"
                      % (n, name, len(bad), 2 * GAMES, ", ".join(kinds)))
                print("\n".join(bad[:5]))
            else:
                print("ok %d - %s: %d games and %d forbidden plies judged as the rule text "
                      "judges them (ends met: %s)" % (n, name, GAMES, GAMES, ", ".join(kinds)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
