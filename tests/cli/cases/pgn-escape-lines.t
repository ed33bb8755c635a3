# PGN's escape: a line whose first character is '%' is no part of the game,
# in the tags, between moves, inside a comment or before a record (a tag
# line after its '%' is no record); a '%' elsewhere is read as it stands.
# The lines after one keep their numbers: the occupied d6 is at line 11
$ arbiter validate tests/data/morris/escape-lines.pgn
? 1
> tests/data/morris/escape-lines.pgn #1: illegal at ply 5, d6: d6 is occupied [nine-mens-morris]
> tests/data/morris/escape-lines.pgn #2: illegal at ply 4, %x: '%x' is not a move in algebraic notation [three-mens-morris]
> 2 records: 0 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/escape-lines.pgn:11:15: d6 is occupied
!   ends here} 3. d6 *
!                 ^
! arbiter: tests/data/morris/escape-lines.pgn:17:16: '%x' is not a move in algebraic notation
!   1. a1 b2 2. c3 %x *
!                  ^
