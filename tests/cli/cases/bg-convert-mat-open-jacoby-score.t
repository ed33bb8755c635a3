# a money session whose header leaves the Jacoby rule open, its first game counting a gammon in full, written again as .mat: one match still, so the wrong score line of the second game is still the mismatch (it was written under a header of its own, and the mismatch moved to the third game)
$ arbiter convert -q -t mat tests/data/backgammon/dialects/jacoby-unstated-score.mat 2>/dev/null | arbiter validate -
? 1
> <stdin> #1 (gnubg - root): valid, 1-0 (resignation: root resigned a gammon: 2 points (no Jacoby rule: the header does not state it, and the record counts the gammon in full)), 1 ply, game 1, score before 0-0 [backgammon-money]
> <stdin> #2 (gnubg - root): mismatch: the score line says 3-0, but the games before make it 2-0 [backgammon-money]
> <stdin> #3 (gnubg - root): valid, 1-0 (resignation: root resigned a single: 1 point), 1 ply, game 3, score before 3-0 [backgammon-money]
> <stdin> match 1 (gnubg - root, money play): 3 games, final score 4-0
> 3 records: 2 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: <stdin>:12:10: the score line says 3-0, but the games before make it 2-0
!    gnubg : 3                      root : 0
!            ^
