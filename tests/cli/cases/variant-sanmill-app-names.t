# Sanmill's PGN export (since its commit 6178e6d, July 2026) writes
# [Site "Sanmill"] and the English name of the app's rule set it played
# (RuleVariant.pgnNameFor): where the app's rules differ from the engine's
# preset of that name (Morabaraba, Dooz, Russian Mill, Zhi Qi, Cheng San
# Qi, Da San Qi) or the engine has none (Mul-Mulan, Nerenchi), the name is
# the app's rule set. The engine's preset answers to its own name and to
# "NAME (Sanmill engine)"
$ arbiter validate tests/data/morris/sanmill-app-names.pgn
? 0
> tests/data/morris/sanmill-app-names.pgn #1: valid, 1/2-1/2 (board-full: the board is full), 24 plies [sanmill-app-morabaraba]
> tests/data/morris/sanmill-app-names.pgn #2: valid, * (unfinished), 2 plies [sanmill-app-mul-mulan]
> tests/data/morris/sanmill-app-names.pgn #3: valid, * (unfinished), 2 plies [sanmill-app-nerenchi]
> tests/data/morris/sanmill-app-names.pgn #4: valid, * (unfinished), 2 plies [sanmill-app-one-time-mill]
> tests/data/morris/sanmill-app-names.pgn #5: valid, * (unfinished), 2 plies [sanmill-app-dooz]
> tests/data/morris/sanmill-app-names.pgn #6: valid, * (unfinished), 2 plies [sanmill-app-zhi-qi]
> tests/data/morris/sanmill-app-names.pgn #7: valid, * (unfinished), 2 plies [sanmill-app-cheng-san-qi]
> tests/data/morris/sanmill-app-names.pgn #8: valid, * (unfinished), 2 plies [sanmill-app-da-san-qi]
> tests/data/morris/sanmill-app-names.pgn #9: valid, 0-1 (board-full: the board is full: white, who placed first, loses), 24 plies [sanmill-morabaraba]
> 9 records: 9 valid, 0 illegal, 0 mismatched, 0 unreadable
