# GNU Backgammon's .mat of a money session played with the Jacoby rule (its
# default; the .mat states no rule): a gammon with the cube never turned is
# written "Wins 2 points" and scored 1 in the next score line. The claim is
# read as the game counted in full, and the score line after it, counting
# the game under the Jacoby rule, stands with a warning (it was a mismatch,
# "the games before make it 2-2"); the session's score is gnubg's, 2-1.
# A session of 124 games of one-checker hypergammon so played (beavers,
# Jacoby), gnubg's .mat, every game valid: 61 were mismatched, a beaver illegal
$ arbiter validate tests/data/backgammon/dialects/gnubg-jacoby-gammon-money.mat; arbiter validate -q tests/data/backgammon/dialects/gnubg-hyper1-money-session.mat
? 0
> tests/data/backgammon/dialects/gnubg-jacoby-gammon-money.mat #1 (gnubg - root): valid, 0-1 (bear-off: root bore off every checker: a gammon, 2 points (no Jacoby rule: the header does not state it, and the record counts the gammon in full)), 62 plies, game 3, score before 2-0 [backgammon-money]
> tests/data/backgammon/dialects/gnubg-jacoby-gammon-money.mat #2 (gnubg - root): valid, * (unfinished), 0 plies, game 4, score before 2-1 [backgammon-money]
> tests/data/backgammon/dialects/gnubg-jacoby-gammon-money.mat match 1 (gnubg - root, money play): 2 games, final score 2-1
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> 124 records: 124 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/gnubg-jacoby-gammon-money.mat:41:10: warning: the score line counts the game before under the Jacoby rule, 1 point less than its claim: the score line stands
!    gnubg : 2                      root : 1
!            ^
