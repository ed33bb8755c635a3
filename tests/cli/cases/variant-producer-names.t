# a [Variant] name read as the program the record's [Site] names reads it:
# where a rule set answers to "NAME (SITE)" it is the one (Sanmill's
# exports write its presets' names, "Twelve Men's Morris" for its own,
# where a full board loses for the first to place, and "El Filja"); a
# rule set's own name, or another site, is read as before. Found in
# Sanmill's PGN writer and records pasted from it
$ arbiter validate tests/data/morris/producer-names.pgn
? 2
> tests/data/morris/producer-names.pgn #1: valid, 0-1 (board-full: the board is full: white, who placed first, loses), 24 plies [sanmill-twelve-mens-morris]
> tests/data/morris/producer-names.pgn #2: valid, 1/2-1/2 (board-full: the board is full), 24 plies [twelve-mens-morris]
> tests/data/morris/producer-names.pgn #3: valid, 1/2-1/2 (board-full: the board is full), 24 plies [twelve-mens-morris]
> tests/data/morris/producer-names.pgn #4: valid, * (unfinished), 2 plies [sanmill-el-filja]
> tests/data/morris/producer-names.pgn #5: unreadable: the record's variant 'El Filja' is unknown (see 'arbiter variants list', or choose one with -V)
> 5 records: 4 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/morris/producer-names.pgn:34:11: the record's variant 'El Filja' is unknown (see 'arbiter variants list', or choose one with -V)
!   [Variant "El Filja"]
!             ^
