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
"""

import ctypes
import ctypes.util
import os

__all__ = ["Error", "Rules", "Game", "Reader", "version"]

_OK, _END, _ERECORD = 0, 1, 9


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


def _bytes(s):
    return None if s is None else s.encode("utf-8")


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
        self._h = h
        self.name = _text(_lib.arb_rules_name(h))
        self.game = _text(_lib.arb_rules_game(h))
        self.notations = []
        while _lib.arb_rules_notation(h, len(self.notations)):
            self.notations.append(_text(_lib.arb_rules_notation(h, len(self.notations))))
        self.sides = (_text(_lib.arb_rules_side(h, 0)), _text(_lib.arb_rules_side(h, 1)))
        self.dice = bool(_lib.arb_rules_dice(h))

    def close(self):
        if getattr(self, "_h", None) and _lib is not None:  # None: at the interpreter's end
            _lib.arb_rules_close(self._h)
            self._h = None

    __del__ = close

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
        err, h = _Err(), ctypes.c_void_p()
        _check(_lib.arb_game_new(rules._h, ctypes.byref(h), ctypes.byref(err)), err)
        self._h, self.rules = h, rules  # the game needs its rules alive
        if notation is not None:
            _check(_lib.arb_game_set_notation(h, _bytes(notation), ctypes.byref(err)), err)
        if seed is not None:
            _lib.arb_game_seed(h, seed)

    def close(self):
        if getattr(self, "_h", None) and _lib is not None:
            _lib.arb_game_free(self._h)
            self._h = None

    __del__ = close

    def _call(self, f, *args):
        err = _Err()
        return _check(f(self._h, *args, ctypes.byref(err)), err)

    def play(self, move, notation=None, side=None):
        """Plays a move; side (0, 1, or a side's name) is who made it, when
        known. Raises Error when it is refused; the game is then as it was."""
        if isinstance(side, str):
            side = self.rules.sides.index(side)
        self._call(_lib.arb_game_play_as, -1 if side is None else side, _bytes(move),
                   _bytes(notation))

    def roll(self, dice=None):
        """Gives the roll due, "52"; from the seed when dice is None."""
        self._call(_lib.arb_game_roll, _bytes(dice))

    def legal(self, notation=None):
        """The legal moves now, in notation (None: the game's)."""
        return _strings(_lib.arb_game_legal, self._h, _bytes(notation))

    def moves(self, notation=None):
        """The moves played, in notation."""
        return _strings(_lib.arb_game_moves, self._h, _bytes(notation))

    def forfeit(self, side, reason):
        """side (0, 1) loses the game by forfeit, for reason."""
        self._call(_lib.arb_game_forfeit, side, _bytes(reason))

    def restart(self, length=-1, first=0, second=0):
        """Starts again, as a game of a match to length points (0: money
        play) at this score; -1: no match."""
        self._call(_lib.arb_game_restart, length, first, second)

    def start_record(self, reader):
        """Starts again where the referee started the reader's record."""
        self._call(_lib.arb_game_start_record, reader._h)

    def record(self, format=None, tags=None):
        """The game as a record (format: tagged, json, mat, sgf; None: the
        game's own), with tags (a dict, or pairs) before the game's own."""
        pairs = list(tags.items() if isinstance(tags, dict) else tags or [])
        arr = (ctypes.c_char_p * (2 * len(pairs) + 1))()
        for i, (k, v) in enumerate(pairs):
            arr[2 * i], arr[2 * i + 1] = _bytes(k), _bytes(v)
        text, n = ctypes.c_void_p(), ctypes.c_size_t()
        self._call(_lib.arb_game_write, _bytes(format), arr, ctypes.byref(text), ctypes.byref(n))
        return ctypes.string_at(text, n.value).decode("utf-8", "replace")

    ply = property(lambda self: _lib.arb_game_ply(self._h), doc="plies completed")
    over = property(lambda self: bool(_lib.arb_game_over(self._h)))
    dice = property(lambda self: _text(_lib.arb_game_dice(self._h)), doc="the roll given, or None")
    dice_due = property(lambda self: bool(_lib.arb_game_dice_due(self._h)))
    result = property(lambda self: _text(_lib.arb_game_result(self._h)))
    termination = property(lambda self: _text(_lib.arb_game_termination(self._h)))
    reason = property(lambda self: _text(_lib.arb_game_reason(self._h)))
    points = property(lambda self: _lib.arb_game_points(self._h))
    warning = property(lambda self: _text(_lib.arb_game_warning(self._h)))
    board = property(lambda self: _text(_lib.arb_game_board(self._h)), doc="a text diagram")

    @property
    def to_move(self):
        """The side to act, by name ("white", "X"), or None."""
        side = _lib.arb_game_to_move(self._h)
        return self.rules.sides[side] if side >= 0 else None


class Reader:
    """The records of a file, each refereed as `arbiter validate` does:
    iterating gives the reader itself at each record, its fields those of
    the record (copy what must outlive the next one)."""

    def __init__(self, path, rules=None):
        err, h = _Err(), ctypes.c_void_p()
        _check(_lib.arb_reader_open(_bytes(path), rules._h if rules else None, ctypes.byref(h),
                                    ctypes.byref(err)), err)
        self._h, self._rules = h, rules
        self.error = None  # why the current record could not be read, or None

    def close(self):
        if getattr(self, "_h", None) and _lib is not None:
            _lib.arb_reader_close(self._h)
            self._h = None

    __del__ = close

    def __iter__(self):
        return self

    def __next__(self):
        err = _Err()
        rc = _lib.arb_reader_next(self._h, ctypes.byref(err))
        if rc == _END:
            raise StopIteration
        self.error = Error(rc, _text(err.code), _text(err.message)) if rc == _ERECORD else None
        if rc not in (_OK, _ERECORD):
            _check(rc, err)
        return self

    def tag(self, name):
        return _text(_lib.arb_reader_tag(self._h, _bytes(name)))

    @property
    def moves(self):
        """The moves as written: (who, text) pairs, who 0, 1 or -1."""
        return [(_lib.arb_reader_mover(self._h, i), _text(_lib.arb_reader_move(self._h, i)))
                for i in range(_lib.arb_reader_moves(self._h))]

    @property
    def fault(self):
        """(ply, line, column, Error) of a record that is not valid, or None."""
        err, ply, line, col = _Err(), ctypes.c_int(), ctypes.c_long(), ctypes.c_long()
        if _lib.arb_reader_fault(self._h, ctypes.byref(ply), ctypes.byref(line),
                                 ctypes.byref(col), ctypes.byref(err)) == _OK:
            return None
        return ply.value, line.value, col.value, Error(err.status, _text(err.code),
                                                        _text(err.message))

    index = property(lambda self: _lib.arb_reader_index(self._h))
    status = property(lambda self: _text(_lib.arb_reader_status(self._h)))
    rules = property(lambda self: _text(_lib.arb_reader_rules(self._h)))
    notation = property(lambda self: _text(_lib.arb_reader_notation(self._h)))
    result = property(lambda self: _text(_lib.arb_reader_result(self._h)))
    termination = property(lambda self: _text(_lib.arb_reader_termination(self._h)))
    reason = property(lambda self: _text(_lib.arb_reader_reason(self._h)))
    points = property(lambda self: _lib.arb_reader_points(self._h))
