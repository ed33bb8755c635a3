# real galaxy files (tests/data/real/backgammon/galaxy, see tests/data/real/README.md):
# every game's plays are legal, as GNU Backgammon's move command agrees; what is not valid is a claim the rules contradict
$ arbiter validate -q tests/data/real/backgammon/galaxy/*
? 1
> tests/data/real/backgammon/galaxy/match7707286.txt #2 (lasse - newbie): mismatch: 4 points is no resignation with the cube on 1 (1, 2 or 3) [backgammon]
> 600 records: 599 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/real/backgammon/galaxy/match7707286.txt:37:73: 4 points is no resignation with the cube on 1 (1, 2 or 3)
!     2)  Losses 4 point                                               Wins 4 point and the match
!                                                                           ^
