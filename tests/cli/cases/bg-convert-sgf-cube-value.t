# SGF writes no cube value: a double kept past an illegal move (--keep-invalid),
# written from no position, loses the value it was written with; where that
# value is what made it illegal, the record would read back refused nowhere:
# it is not written, said, with --strict or without (it was written with a
# warning, and read back valid)
$ arbiter convert -q --keep-invalid -t sgf tests/data/backgammon/dialects/transcript-old-value.mat > /dev/null; arbiter convert --keep-invalid --strict -t sgf tests/data/backgammon/dialects/transcript-old-value.mat > /dev/null
? 1
! tests/data/backgammon/dialects/transcript-old-value.mat #3 (Anna - Bert): illegal at ply 2, Doubles => 4: a double from 1 is to 2, not 4 [backgammon]
! arbiter: tests/data/backgammon/dialects/transcript-old-value.mat:23:7: a double from 1 is to 2, not 4
!     2)  Doubles => 4               Drops
!         ^
! arbiter: tests/data/backgammon/dialects/transcript-old-value.mat #3: not written: read back in sgf notation, it would not be refused, where it is here at ply 2 (a double from 1 is to 2, not 4)
! tests/data/backgammon/dialects/transcript-old-value.mat #3 (Anna - Bert): illegal at ply 2, Doubles => 4: a double from 1 is to 2, not 4 [backgammon]
! arbiter: tests/data/backgammon/dialects/transcript-old-value.mat:23:7: a double from 1 is to 2, not 4
!     2)  Doubles => 4               Drops
!         ^
! arbiter: tests/data/backgammon/dialects/transcript-old-value.mat #3: not written: read back in sgf notation, it would not be refused, where it is here at ply 2 (a double from 1 is to 2, not 4)
! 2 records written; 1 illegal (written whole), 0 mismatched, 0 unreadable, 1 not held whole
