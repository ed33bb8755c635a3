#!/usr/bin/env python3
"""Makes the Ultimate Tic-Tac-Toe test records in this folder, with a small
referee of its own written from the rule text (RULES.md section 2), apart
from arbiter's C one: each record is found by random play under the rule
that matters, and the script then checks that build/arbiter agrees with this
referee on it. Run from the source folder after ./quickstart."""
import json
import random
import subprocess
import sys

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def line(cells, who):
    return any(all(cells[i] == who for i in ln) for ln in LINES)


class Game:
    def __init__(self, still_play_if_open=False, free_into_won=False, drawn_both=False,
                 most_boards=False):
        self.opts = (still_play_if_open, free_into_won, drawn_both, most_boards)
        self.cells = [[None] * 9 for _ in range(9)]
        self.owner = [None] * 9       # 'X', 'O', '=' (drawn) or None
        self.next, self.side, self.result, self.over = None, 'X', None, False

    def full(self, b):
        return all(c is not None for c in self.cells[b])

    def allowed(self):
        spio, fiw, _, _ = self.opts
        undecided = [b for b in range(9) if self.owner[b] is None]
        won_open = [b for b in range(9) if self.owner[b] in ('X', 'O') and not self.full(b)]
        if self.next is not None:
            if self.owner[self.next] is None:
                return [self.next]
            if spio and self.next in won_open:
                return [self.next]
        return sorted(undecided + (won_open if fiw else []))

    def moves(self):
        if self.over:
            return []
        return [(b, c) for b in self.allowed() for c in range(9) if self.cells[b][c] is None]

    def play(self, b, c):
        assert (b, c) in self.moves(), (b, c)
        me = self.side
        self.cells[b][c] = me
        if self.owner[b] is None:
            if line(self.cells[b], me):
                self.owner[b] = me
            elif self.full(b):
                self.owner[b] = '='
        self.next, self.side = c, ('O' if me == 'X' else 'X')
        _, _, both, most = self.opts
        big = lambda who: [o == who or (both and o == '=') for o in self.owner]
        # a line needs one board the player won; the mover is asked first
        for who in (me, self.side):
            if any(all(big(who)[i] for i in ln) and any(self.owner[i] == who for i in ln)
                   for ln in LINES):
                self.over, self.result = True, ('1-0' if who == 'X' else '0-1')
                return
        if all(o is not None for o in self.owner):
            self.over = True
            x, o = self.owner.count('X'), self.owner.count('O')
            self.result = '1/2-1/2' if not most or x == o else ('1-0' if x > o else '0-1')


def name(b, c):
    row, col = b // 3 * 3 + c // 3, b % 3 * 3 + c % 3
    return "abcdefghi"[col] + str(9 - row)


def movetext(moves, tail):
    out = []
    for i, (b, c) in enumerate(moves):
        out.append((f"{i // 2 + 1}. " if i % 2 == 0 else "") + name(b, c))
    return " ".join(out + tail)


def record(event, variant, moves, tail, result="*", extra=""):
    return (f'[Event "{event}"]\n[Variant "{variant}"]\n{extra}[Result "{result}"]\n\n'
            f'{movetext(moves, tail)} {result}\n\n')


def search(rng, pred, **opts):
    """Random games under opts until pred(game, moves) names a prefix."""
    for _ in range(100000):
        g, moves = Game(**opts), []
        while not g.over:
            hit = pred(g, moves)
            if hit is not None:
                return g, moves, hit
            m = rng.choice(g.moves())
            g.play(*m)
            moves.append(m)
    sys.exit("no game found")


def main():
    rng = random.Random(2026)
    out = []
    # 1. sent to a won board with empty cells: standard gives a free move,
    #    won-board-playable still requires that board.
    def sent_to_won_open(g, moves):
        if g.next is not None and g.owner[g.next] in ('X', 'O') and not g.full(g.next):
            other = [m for m in g.moves() if m[0] != g.next]
            return other[0] if other else None
    g, moves, elsewhere = search(rng, sent_to_won_open)
    out.append(("sent-to-won", record("sent to a won board that still has empty cells, "
                                      "the player marks another board", "uttt-standard",
                                      moves + [elsewhere], [])))
    # 2. a free move into a won board with empty cells: only the open-board rule allows it.
    def free_into_won(g, moves):
        if g.next is not None and g.owner[g.next] is not None:
            won_open = [b for b in range(9) if g.owner[b] in ('X', 'O') and not g.full(b)]
            for b in won_open:
                for c in range(9):
                    if g.cells[b][c] is None:
                        return (b, c)
    g, moves, into = search(rng, free_into_won)
    out.append(("free-into-won", record("a free move into a won board", "uttt-standard",
                                        moves + [into], [])))
    # 3. a line on the big board through a drawn board: ends the game only when
    #    a drawn board counts for both; one more move follows.
    for _ in range(100000):
        g, moves = Game(drawn_both=True), []
        while not g.over:
            m = rng.choice(g.moves())
            g.play(*m)
            moves.append(m)
        pure = Game()
        for m in moves:
            pure.play(*m)
        calm = []
        for m in (pure.moves() if not pure.over else []):
            probe = Game()
            for p in moves + [m]:
                probe.play(*p)
            if not probe.over:
                calm.append(m)
        if calm:
            after = calm[0]
            out.append(("drawn-line", record("three boards in a line, one of them drawn",
                                             "uttt-drawn-counts-both", moves + [after], [],
                                             "*")))
            break
    # 4. every board decided without a line: a draw, or a win on won boards.
    for _ in range(100000):
        g, moves = Game(), []
        while not g.over:
            m = rng.choice(g.moves())
            g.play(*m)
            moves.append(m)
        if g.result == '1/2-1/2' and g.owner.count('X') != g.owner.count('O'):
            out.append(("no-line", record("every board decided, no line, unequal boards won",
                                          "uttt-standard", moves, [], "1/2-1/2")))
            break
    # 5. a won game, and a move after it
    for _ in range(100000):
        g, moves = Game(), []
        while not g.over:
            m = rng.choice(g.moves())
            g.play(*m)
            moves.append(m)
        if g.result == '1-0':
            free = [(b, c) for b in range(9) for c in range(9) if g.cells[b][c] is None]
            out.append(("won", record("X wins with a line of boards", "uttt-standard", moves,
                                      [], "1-0")))
            out.append(("move-after-end", record("a move after the game is won", "uttt-standard",
                                                 moves + [free[0]], [], "1-0")))
            break
    for name, text in out:
        with open(f"tests/data/uttt/{name}.uttt", "w") as f:
            f.write(text)
    # two games of a match: the same player on X twice
    g1 = Game()
    moves = []
    for _ in range(4):
        m = rng.choice(g1.moves())
        g1.play(*m)
        moves.append(m)
    match = "".join(record(f"Club match, game {i}", "uttt-standard", moves, [], "*",
                           '[White "Lina"]\n[Black "Omar"]\n') for i in (1, 2))
    with open("tests/data/uttt/same-first-player.uttt", "w") as f:
        f.write(match)
    # cross-check: arbiter's verdicts on random games equal this referee's
    games = subprocess.run(["build/bench/gen", "-V", "uttt-standard", "-c", "300", "-s", "5",
                            "-n", "index", "--flat"], check=True, capture_output=True,
                           text=True).stdout.splitlines()
    verdicts = subprocess.run(["build/arbiter", "validate", "--json", "-n", "index", "-"],
                              input="\n".join(games) + "\n", capture_output=True,
                              text=True).stdout.splitlines()
    for line_, v in zip(games, verdicts):
        g = Game()
        for tok in line_.split():
            i = int(tok)
            row, col = divmod(i, 9)
            g.play(row // 3 * 3 + col // 3, row % 3 * 3 + col % 3)
        got = json.loads(v)
        assert got["status"] == "valid" and got["result"] == (g.result or "*"), (line_, got)
    print(f"{len(games)} random games: arbiter and this referee agree")


main()
