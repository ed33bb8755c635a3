"""Tests of the Python binding over libarbiter: rule sets, games in every
family, the dice, errors, records written and read back, an archive
replayed, games on threads. Run from the source folder:

    ARBITER_LIB=build/.libs/libarbiter.so.0 python3 contrib/python/test_arbiter.py
"""
import os
import sys
import tempfile
import threading
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import arbiter  # noqa: E402

SRCDIR = os.environ.get("SRCDIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
os.environ.setdefault("ARBITER_VARIANTS", os.path.join(SRCDIR, "variants"))


def data(rel):
    return os.path.join(SRCDIR, rel)


class RulesTest(unittest.TestCase):
    def test_rules(self):
        r = arbiter.Rules("Shesh-besh")
        self.assertEqual((r.name, r.game, r.dice), ("backgammon", "backgammon", True))
        self.assertEqual(r.notations, ["mat", "sgf"])
        self.assertEqual(arbiter.Rules("nine-mens-morris").sides, ("white", "black"))
        self.assertRegex(arbiter.version(), r"^\d+\.\d+\.\d+$")

    def test_unknown(self):
        with self.assertRaises(arbiter.Error) as e:
            arbiter.Rules("uttt-standrad")
        self.assertEqual(e.exception.code, "unknown-variant")
        self.assertIn("did you mean uttt-standard?", e.exception.message)


class GameTest(unittest.TestCase):
    def test_uttt(self):
        g = arbiter.Game(arbiter.Rules("uttt-standard"))
        g.play("e5")
        self.assertEqual(g.to_move, "O")
        self.assertEqual(g.legal("keypad"), ["57", "58", "59", "54", "56", "51", "52", "53"])
        with self.assertRaises(arbiter.Error) as e:
            g.play("e5")
        self.assertEqual((e.exception.code, e.exception.message), ("occupied", "e5 is occupied"))
        self.assertEqual(g.ply, 1)  # the refused move changed nothing
        with self.assertRaises(arbiter.Error) as e:
            g.play("d6", side="X")
        self.assertEqual(e.exception.code, "turn")
        g.play("d6", side="O")
        self.assertEqual(g.moves("index"), ["40", "30"])

    def test_morris_to_the_end(self):
        g = arbiter.Game(arbiter.Rules("three-mens-morris"))
        for m in "c2 a3 b1 a2 c3 a1".split():
            g.play(m)
        self.assertTrue(g.over)
        self.assertEqual((g.result, g.termination, g.reason), ("0-1", "line", "black made a line"))
        self.assertEqual(g.legal(), [])
        self.assertIsNone(g.to_move)

    def test_dice_given(self):
        g = arbiter.Game(arbiter.Rules("backgammon"))
        self.assertTrue(g.dice_due)
        g.roll("52")
        self.assertEqual((g.to_move, g.dice), ("X", "52"))
        with self.assertRaises(arbiter.Error) as e:
            g.play("61: 13/7 8/7")
        self.assertEqual(e.exception.code, "dice")
        g.play("13/8 13/11")
        self.assertEqual(g.legal(), ["Doubles => 2"])

    def test_dice_seeded(self):
        def game(seed):
            g = arbiter.Game(arbiter.Rules("backgammon-no-cube"), seed=seed)
            while not g.over:
                g.play(g.legal()[0])
            return g.result, g.points, g.moves()
        self.assertEqual(game(11), game(11))
        self.assertNotEqual(game(11), game(12))

    def test_record(self):
        g = arbiter.Game(arbiter.Rules("nine-mens-morris"), notation="playok")
        g.play("1")
        g.forfeit(1, "the engine crashed")
        text = g.record(tags={"White": "Ann", "Black": "Bo"})
        self.assertIn('[Termination "forfeit: the engine crashed"]', text)
        self.assertIn('[Notation "playok"]', text)
        with tempfile.NamedTemporaryFile("w", suffix=".pgn", delete=False) as f:
            f.write(text)
        try:
            records = [(r.status, r.result, r.termination, r.tag("White"), r.moves)
                       for r in arbiter.Reader(f.name)]
        finally:
            os.unlink(f.name)
        self.assertEqual(records, [("valid", "1-0", "forfeit", "Ann", [(-1, "1")])])


class ReaderTest(unittest.TestCase):
    def test_illegal(self):
        r = next(iter(arbiter.Reader(data("tests/data/morris/illegal.pgn"))))
        self.assertEqual((r.index, r.status, r.rules), (1, "illegal", "nine-mens-morris"))
        ply, line, col, why = r.fault
        self.assertEqual((ply, line, col, why.code), (3, 5, 13, "occupied"))

    def test_replay_an_archive(self):
        # each game of a match played again from where the referee started it
        rd = arbiter.Reader(data("tests/data/backgammon/match-7pt.mat"))
        n = 0
        for rec in rd:
            g = arbiter.Game(arbiter.Rules(rec.rules))
            g.start_record(rd)
            for who, move in rec.moves:
                g.play(move, side=who)
            if g.over:
                self.assertEqual(g.result, rec.result)
            n += 1
        self.assertEqual(n, 3)

    def test_missing(self):
        with self.assertRaises(arbiter.Error) as e:
            arbiter.Reader("/nonexistent")
        self.assertEqual(e.exception.code, "io")


class ThreadTest(unittest.TestCase):
    def test_games_on_threads(self):
        rules = arbiter.Rules("uttt-standard")

        def game(seed, out):
            g = arbiter.Game(rules)
            x = seed
            while not g.over:
                legal = g.legal()
                x = (x * 1103515245 + 12345) % 2 ** 31
                g.play(legal[x % len(legal)])
            out[seed] = (g.result, g.moves())
        alone, together = {}, {}
        for s in range(8):
            game(s, alone)
        threads = [threading.Thread(target=game, args=(s, together)) for s in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(alone, together)


class HostileTest(unittest.TestCase):
    """What a caller may get wrong is an error, never a silent other call."""

    def test_nul_byte(self):
        # ctypes would end the text at the NUL: "e5\0junk" played as e5
        g = arbiter.Game(arbiter.Rules("uttt-standard"))
        for call in (lambda: g.play("e5\0junk"), lambda: g.legal("global\0x"),
                     lambda: g.record(tags={"White": "Ann\0Bob"})):
            with self.assertRaises(arbiter.Error) as e:
                call()
            self.assertEqual(e.exception.code, "usage")
            self.assertIn("NUL byte", e.exception.message)
        self.assertEqual(g.ply, 0)
        with self.assertRaises(TypeError):
            g.play(5)

    def test_numbers_out_of_range(self):
        # ctypes would cut them to an int silently: restart(2**32) a money game
        r = arbiter.Rules("backgammon")
        g = arbiter.Game(r)
        for call in (lambda: g.restart(2**32), lambda: g.restart(3, -1, 0),
                     lambda: g.play("roll", side=2), lambda: g.play("roll", side="Z"),
                     lambda: g.forfeit(2**32, "why"), lambda: arbiter.Game(r, seed=-1),
                     lambda: arbiter.Game(r, seed=2**64)):
            with self.assertRaises(arbiter.Error) as e:
                call()
            self.assertEqual(e.exception.code, "usage")
        self.assertFalse(g.over)

    def test_closed(self):
        r = arbiter.Rules("uttt-standard")
        g = arbiter.Game(r)
        g.close()
        g.close()  # twice is once
        for call in (lambda: g.play("e5"), lambda: g.ply, lambda: g.over, lambda: g.to_move,
                     lambda: g.board, lambda: g.legal()):
            with self.assertRaises(arbiter.Error) as e:
                call()
            self.assertEqual((e.exception.code, e.exception.message), ("usage", "the game is closed"))
        reader = arbiter.Reader(data("records/morris/three-mens-morris.pgn"))
        reader.close()
        with self.assertRaises(arbiter.Error):
            next(reader)

    def test_rules_closed_under_a_game(self):
        # the game reads its rules to its end: closed, they go with the last game
        r = arbiter.Rules("three-mens-morris")
        g = arbiter.Game(r)
        reader = arbiter.Reader(data("records/morris/three-mens-morris.pgn"), r)
        r.close()
        with self.assertRaises(arbiter.Error) as e:
            arbiter.Game(r)
        self.assertEqual(e.exception.message, "the rules are closed")
        for m in "c2 a3 b1 a2 c3 a1".split():
            g.play(m)
        self.assertEqual(g.reason, "black made a line")
        self.assertEqual(next(reader).status, "valid")
        g.close()
        self.assertIsNotNone(r._h)  # the reader still reads them
        reader.close()
        self.assertIsNone(r._h)


if __name__ == "__main__":
    unittest.main()
