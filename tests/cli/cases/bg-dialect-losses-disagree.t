# a Losses line that disagrees with the Wins line makes the game unreadable, said at the Losses line
$ arbiter validate tests/data/backgammon/dialects/galaxy-losses-disagree.mat
? 2
> tests/data/backgammon/dialects/galaxy-losses-disagree.mat #1: unreadable: the Losses line says the first player lost 2, but the Wins line says the second player won 1
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/backgammon/dialects/galaxy-losses-disagree.mat:9:14: the Losses line says the first player lost 2, but the Wins line says the second player won 1
!     2)  Losses 2 point   Wins 1 point
!                ^
