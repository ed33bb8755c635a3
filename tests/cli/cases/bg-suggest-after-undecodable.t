# a token that does not decode is not decoded again for its suggestion; the next record's refused play still gets the suggestion its dice give
$ arbiter validate tests/data/backgammon/bad/undecodable-then-empty-point.mat
? 1
> tests/data/backgammon/bad/undecodable-then-empty-point.mat #1 (Ayla - Bahram): illegal at ply 1, 52: 13/8% 24/22: '13/8% 24/22' is not a checker move [backgammon]
> tests/data/backgammon/bad/undecodable-then-empty-point.mat #2 (Ayla - Bahram): illegal at ply 1, 52: 12/7 24/22: 12/7: there is no checker on 12 (did you mean 52: 13/8 24/22?) [backgammon]
> tests/data/backgammon/bad/undecodable-then-empty-point.mat match 1 (Ayla - Bahram, 3 points): 2 games, final score 0-1, unfinished
> 2 records: 0 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/bad/undecodable-then-empty-point.mat:7:6: '13/8% 24/22' is not a checker move
!     1) 52: 13/8% 24/22             63: 24/18 13/10
!        ^
! arbiter: tests/data/backgammon/bad/undecodable-then-empty-point.mat:13:6: 12/7: there is no checker on 12 (did you mean 52: 13/8 24/22?)
!     1) 52: 12/7 24/22              63: 24/18 13/10
!        ^
