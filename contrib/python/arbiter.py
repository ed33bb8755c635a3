"""arbiter: the referee of board games under regional rule sets, from Python.

A thin binding over libarbiter (ctypes, the standard library only): the
same calls as arbiter.h, with Python's types and an exception for errors.

    import arbiter

    rules = arbiter.Rules("uttt-standard")
    game = arbiter.Game(rules)
    game.play("e5")
    game.legal()                  # ['d6', 'e6', 'f6', 'd5', 'f5', 'd4', 'e4', 'f4']
    game.legal("keypad")          # the same moves, in another notation
    game.play("e5")               # raises arbiter.Error: occupied: e5 is occupied

    for record in arbiter.Reader("archive.pgn"):   # every record of a file, refereed
        print(record.index, record.status, record.result, record.reason)

The library is found as $ARBITER_LIB, else as the system finds libarbiter
(ctypes.util.find_library), else as libarbiter.so.0. Rule sets are found as
the arbiter program finds them ($ARBITER_VARIANTS, then the shipped folder:
the source tree's variants/ for the library of the build tree, else the
installed data folder).

What C cannot be handed is refused as Error with code "usage", never cut to
fit: a NUL byte in a string, a number out of range, a game or reader used
after close(). A rule set closed under an open game or reader goes when the
last of them is closed.
"""

import ctypes
import ctypes.util
import os

__all__ = ["Error", "Rules", "Game", "Reader", "version"]

_OK, _END, _EUSAGE, _ERECORD = 0, 1, 2, 9


class Error(Exception):
    """A refusal or a failure: status (a number of arbiter.h), code (a
    stable word: "occupied", "unknown-variant", ...) and message."""

    def __init__(self, status, code, message):
        super().__init__("%s: %s" % (code, message))
        self.status, self.code, self.message = status, code, message


class _Err(ctypes.Structure):
    _fields_ = [("status", ctypes.c_int), ("code", ctypes.c_char * 32),
                ("message", ctypes.c_char * 256)]


def _text(b):
    return None if b is None else b.decode("utf-8", "replace")


def _usage(message):
    return Error(_EUSAGE, "usage", message)


def _bytes(s, what="a string"):
    """s as the library's text: a NUL byte would end it early, the rest
    unread ("e5\\0junk" played as e5), so it is refused."""
    if s is None:
        return None
    if not isinstance(s, str):
        raise TypeError("%s is a str, not %s" % (what, type(s).__name__))
    if "\0" in s:
        raise _usage("%s holds a NUL byte" % what)
    return s.encode("utf-8")


def _int(n, what, lo, hi):
    """n as a C int of [lo, hi]: ctypes would cut a bigger one silently
    (restart(2**32) a money game)."""
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError("%s is an int, not %s" % (what, type(n).__name__))
    if not lo <= n <= hi:
        raise _usage("%s must be from %d to %d, not %d" % (what, lo, hi, n))
    return n


_INT_MAX = 2**31 - 1


def _load():
    path = os.environ.get("ARBITER_LIB") or ctypes.util.find_library("arbiter") \
        or "libarbiter.so.0"
    lib = ctypes.CDLL(path)
    P, S, I, E = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(_Err)
    PP, Z = ctypes.POINTER(ctypes.c_void_p), ctypes.c_size_t
    LIST = ctypes.POINTER(ctypes.POINTER(ctypes.c_char_p))
    sig = {
        "arb_version": (S, []), "arb_status_text": (S, [I]),
        "arb_rules_open": (I, [S, PP, E]), "arb_rules_close": (None, [P]),
        "arb_rules_name": (S, [P]), "arb_rules_game": (S, [P]),
        "arb_rules_notation": (S, [P, I]), "arb_rules_side": (S, [P, I]),
        "arb_rules_dice": (I, [P]),
        "arb_game_new": (I, [P, PP, E]), "arb_game_free": (None, [P]),
        "arb_game_set_notation": (I, [P, S, E]), "arb_game_seed": (None, [P, ctypes.c_ulonglong]),
        "arb_game_restart": (I, [P, I, I, I, E]),
        "arb_game_play_as": (I, [P, I, S, S, E]), "arb_game_roll": (I, [P, S, E]),
        "arb_game_legal": (I, [P, S, LIST, ctypes.POINTER(Z), E]),
        "arb_game_moves": (I, [P, S, LIST, ctypes.POINTER(Z), E]),
        "arb_game_forfeit": (I, [P, I, S, E]),
        "arb_game_ply": (I, [P]), "arb_game_to_move": (I, [P]), "arb_game_dice": (S, [P]),
        "arb_game_dice_due": (I, [P]), "arb_game_over": (I, [P]),
        "arb_game_result": (S, [P]), "arb_game_termination": (S, [P]),
        "arb_game_reason": (S, [P]), "arb_game_points": (I, [P]),
        "arb_game_warning": (S, [P]), "arb_game_board": (S, [P]),
        "arb_game_start_record": (I, [P, P, E]),
        "arb_game_write": (I, [P, S, ctypes.POINTER(S), ctypes.POINTER(ctypes.c_void_p),
                               ctypes.POINTER(Z), E]),
        "arb_reader_open": (I, [S, P, PP, E]), "arb_reader_close": (None, [P]),
        "arb_reader_next": (I, [P, E]), "arb_reader_index": (ctypes.c_long, [P]),
        "arb_reader_tag": (S, [P, S]), "arb_reader_moves": (Z, [P]),
        "arb_reader_move": (S, [P, Z]), "arb_reader_mover": (I, [P, Z]),
        "arb_reader_status": (S, [P]), "arb_reader_rules": (S, [P]),
        "arb_reader_notation": (S, [P]), "arb_reader_result": (S, [P]),
        "arb_reader_termination": (S, [P]), "arb_reader_reason": (S, [P]),
        "arb_reader_points": (I, [P]),
        "arb_reader_fault": (I, [P, ctypes.POINTER(I), ctypes.POINTER(ctypes.c_long),
                                 ctypes.POINTER(ctypes.c_long), E]),
    }
    for name, (res, args) in sig.items():
        f = getattr(lib, name)
        f.restype, f.argtypes = res, args
    return lib


_lib = _load()


def _check(status, err):
    if status not in (_OK, _END):
        raise Error(status, _text(err.code), _text(err.message))
    return status


def version():
    """The library's version, "0.1.0"."""
    return _text(_lib.arb_version())


class Rules:
    """A rule set, by name, alias or the path of its YAML file."""

    def __init__(self, name):
        err, h = _Err(), ctypes.c_void_p()
        _check(_lib.arb_rules_open(_bytes(name), ctypes.byref(h), ctypes.byref(err)), err)
        self._h, self._users, self._closed = h, 0, False
        self.name = _text(_lib.arb_rules_name(h))
        self.game = _text(_lib.arb_rules_game(h))
        self.notations = []
        while _lib.arb_rules_notation(h, len(self.notations)):
            self.notations.append(_text(_lib.arb_rules_notation(h, len(self.notations))))
        self.sides = (_text(_lib.arb_rules_side(h, 0)), _text(_lib.arb_rules_side(h, 1)))
        self.dice = bool(_lib.arb_rules_dice(h))

    def close(self):
        """Ends the rule set: no game or reader starts under it any more;
        its memory goes when the last game and reader under it are closed
        (they read it to the end)."""
        self._closed = True
        if getattr(self, "_h", None) and not self._users and _lib is not None:
            _lib.arb_rules_close(self._h)  # (_lib None: at the interpreter's end)
            self._h = None

    __del__ = close

    def _use(self):
        if not getattr(self, "_h", None) or self._closed:
            raise _usage("the rules are closed")
        self._users += 1
        return self._h

    def _release(self):
        self._users -= 1
        if self._closed:
            self.close()

    def __repr__(self):
        return "Rules(%r)" % self.name


def _strings(call, *args):
    err, lst, n = _Err(), ctypes.POINTER(ctypes.c_char_p)(), ctypes.c_size_t()
    _check(call(*args, ctypes.byref(lst), ctypes.byref(n), ctypes.byref(err)), err)
    return [_text(lst[i]) for i in range(n.value)]


class Game:
    """A game under rules, played move by move. seed: the dice of a game of
    dice come from it (else they are given with roll). notation: the one
    moves are read and written in by default."""

    def __init__(self, rules, seed=None, notation=None):
        if not isinstance(rules, Rules):
            raise TypeError("a game is played under Rules, not %s" % type(rules).__name__)
        if seed is not None:
            _int(seed, "seed", 0, 2**64 - 1)
        err, h = _Err(), ctypes.c_void_p()
        rh = rules._use()
        rc = _lib.arb_game_new(rh, ctypes.byref(h), ctypes.byref(err))
        if rc != _OK:
            rules._release()
            _check(rc, err)
        self._h, self.rules = h, rules  # the game needs its rules alive
        if notation is not None:
            self._call(_lib.arb_game_set_notation, _bytes(notation, "notation"))
        if seed is not None:
            _lib.arb_game_seed(h, seed)

    def close(self):
        if getattr(self, "_h", None) and _lib is not None:
            _lib.arb_game_free(self._h)
            self._h = None
            self.rules._release()

    __del__ = close

    def _live(self):
        """The handle; a game closed is said to be (the library's calls
        would answer 0 and None, as if it were a game)."""
        if not getattr(self, "_h", None):
            raise _usage("the game is closed")
        return self._h

    def _call(self, f, *args):
        err = _Err()
        return _check(f(self._live(), *args, ctypes.byref(err)), err)

    def play(self, move, notation=None, side=None):
        """Plays a move; side (0, 1, or a side's name) is who made it, when
        known. Raises Error when it is refused; the game is then as it was."""
        if isinstance(side, str):
            if side not in self.rules.sides:
                raise _usage("no side %r: the sides are %s" % (side, ", ".join(self.rules.sides)))
            side = self.rules.sides.index(side)
        self._call(_lib.arb_game_play_as, -1 if side is None else _int(side, "side", -1, 1),
                   _bytes(move, "a move"), _bytes(notation, "notation"))

    def roll(self, dice=None):
        """Gives the roll due, "52"; from the seed when dice is None."""
        self._call(_lib.arb_game_roll, _bytes(dice, "dice"))

    def legal(self, notation=None):
        """The legal moves now, in notation (None: the game's)."""
        return _strings(_lib.arb_game_legal, self._live(), _bytes(notation, "notation"))

    def moves(self, notation=None):
        """The moves played, in notation."""
        return _strings(_lib.arb_game_moves, self._live(), _bytes(notation, "notation"))

    def forfeit(self, side, reason):
        """side (0, 1) loses the game by forfeit, for reason."""
        self._call(_lib.arb_game_forfeit, _int(side, "side", 0, 1), _bytes(reason, "reason"))

    def restart(self, length=-1, first=0, second=0):
        """Starts again, as a game of a match to length points (0: money
        play) at this score; -1: no match."""
        self._call(_lib.arb_game_restart, _int(length, "length", -1, _INT_MAX),
                   _int(first, "score", 0, _INT_MAX), _int(second, "score", 0, _INT_MAX))

    def start_record(self, reader):
        """Starts again where the referee started the reader's record."""
        self._call(_lib.arb_game_start_record, reader._live())

    def record(self, format=None, tags=None):
        """The game as a record (format: tagged, json, mat, sgf; None: the
        game's own), with tags (a dict, or pairs) before the game's own."""
        pairs = list(tags.items() if isinstance(tags, dict) else tags or [])
        arr = (ctypes.c_char_p * (2 * len(pairs) + 1))()
        for i, (k, v) in enumerate(pairs):
            arr[2 * i], arr[2 * i + 1] = _bytes(k, "a tag's name"), _bytes(v, "a tag's value")
        text, n = ctypes.c_void_p(), ctypes.c_size_t()
        self._call(_lib.arb_game_write, _bytes(format, "format"), arr, ctypes.byref(text), ctypes.byref(n))
        return ctypes.string_at(text, n.value).decode("utf-8", "replace")

    ply = property(lambda self: _lib.arb_game_ply(self._live()), doc="plies completed")
    over = property(lambda self: bool(_lib.arb_game_over(self._live())))
    dice = property(lambda self: _text(_lib.arb_game_dice(self._live())), doc="the roll given, or None")
    dice_due = property(lambda self: bool(_lib.arb_game_dice_due(self._live())))
    result = property(lambda self: _text(_lib.arb_game_result(self._live())))
    termination = property(lambda self: _text(_lib.arb_game_termination(self._live())))
    reason = property(lambda self: _text(_lib.arb_game_reason(self._live())))
    points = property(lambda self: _lib.arb_game_points(self._live()))
    warning = property(lambda self: _text(_lib.arb_game_warning(self._live())))
    board = property(lambda self: _text(_lib.arb_game_board(self._live())), doc="a text diagram")

    @property
    def to_move(self):
        """The side to act, by name ("white", "X"), or None."""
        side = _lib.arb_game_to_move(self._live())
        return self.rules.sides[side] if side >= 0 else None


class Reader:
    """The records of a file, each refereed as `arbiter validate` does:
    iterating gives the reader itself at each record, its fields those of
    the record (copy what must outlive the next one)."""

    def __init__(self, path, rules=None):
        if rules is not None and not isinstance(rules, Rules):
            raise TypeError("a reader referees under Rules or None, not %s" % type(rules).__name__)
        err, h = _Err(), ctypes.c_void_p()
        path = _bytes(os.fspath(path), "a path")
        rh = rules._use() if rules else None
        rc = _lib.arb_reader_open(path, rh, ctypes.byref(h), ctypes.byref(err))
        if rc != _OK:
            if rules:
                rules._release()
            _check(rc, err)
        self._h, self._rules = h, rules
        self.error = None  # why the current record could not be read, or None

    def close(self):
        if getattr(self, "_h", None) and _lib is not None:
            _lib.arb_reader_close(self._h)
            self._h = None
            if self._rules:
                self._rules._release()

    __del__ = close

    def _live(self):
        if not getattr(self, "_h", None):
            raise _usage("the reader is closed")
        return self._h

    def __iter__(self):
        return self

    def __next__(self):
        err = _Err()
        rc = _lib.arb_reader_next(self._live(), ctypes.byref(err))
        if rc == _END:
            raise StopIteration
        self.error = Error(rc, _text(err.code), _text(err.message)) if rc == _ERECORD else None
        if rc not in (_OK, _ERECORD):
            _check(rc, err)
        return self

    def tag(self, name):
        return _text(_lib.arb_reader_tag(self._live(), _bytes(name, "a tag's name")))

    @property
    def moves(self):
        """The moves as written: (who, text) pairs, who 0, 1 or -1."""
        h = self._live()
        return [(_lib.arb_reader_mover(h, i), _text(_lib.arb_reader_move(h, i)))
                for i in range(_lib.arb_reader_moves(h))]

    @property
    def fault(self):
        """(ply, line, column, Error) of a record that is not valid, or None."""
        err, ply, line, col = _Err(), ctypes.c_int(), ctypes.c_long(), ctypes.c_long()
        if _lib.arb_reader_fault(self._live(), ctypes.byref(ply), ctypes.byref(line),
                                 ctypes.byref(col), ctypes.byref(err)) == _OK:
            return None
        return ply.value, line.value, col.value, Error(err.status, _text(err.code),
                                                        _text(err.message))

    index = property(lambda self: _lib.arb_reader_index(self._live()))
    status = property(lambda self: _text(_lib.arb_reader_status(self._live())))
    rules = property(lambda self: _text(_lib.arb_reader_rules(self._live())))
    notation = property(lambda self: _text(_lib.arb_reader_notation(self._live())))
    result = property(lambda self: _text(_lib.arb_reader_result(self._live())))
    termination = property(lambda self: _text(_lib.arb_reader_termination(self._live())))
    reason = property(lambda self: _text(_lib.arb_reader_reason(self._live())))
    points = property(lambda self: _lib.arb_reader_points(self._live()))
