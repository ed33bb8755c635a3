# SGF writes no cube value: a double kept past an illegal move (--keep-invalid),
# written from no position, loses the value it was written with, which may be
# what made it illegal: said, and with --strict the record is not written
$ arbiter convert -q --keep-invalid -t sgf tests/data/backgammon/dialects/transcript-old-value.mat > /dev/null; arbiter convert --keep-invalid --strict -t sgf tests/data/backgammon/dialects/transcript-old-value.mat > /dev/null
? 1
! tests/data/backgammon/dialects/transcript-old-value.mat #3 (Anna - Bert): illegal at ply 2, Doubles => 4: a double from 1 is to 2, not 4 [backgammon]
! arbiter: tests/data/backgammon/dialects/transcript-old-value.mat:23:7: a double from 1 is to 2, not 4
!     2)  Doubles => 4               Drops
!         ^
! arbiter: tests/data/backgammon/dialects/transcript-old-value.mat #3: warning: sgf notation has no cube values: the value written of 1 move is dropped
! tests/data/backgammon/dialects/transcript-old-value.mat #3 (Anna - Bert): illegal at ply 2, Doubles => 4: a double from 1 is to 2, not 4 [backgammon]
! arbiter: tests/data/backgammon/dialects/transcript-old-value.mat:23:7: a double from 1 is to 2, not 4
!     2)  Doubles => 4               Drops
!         ^
! arbiter: tests/data/backgammon/dialects/transcript-old-value.mat #3: error: sgf notation has no cube values: the value written of 1 move is dropped
! 2 records written; 1 illegal (written whole), 0 mismatched, 0 unreadable, 1 not held whole
