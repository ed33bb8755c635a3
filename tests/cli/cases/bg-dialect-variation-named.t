# the rule set named with -V decides over the header's [Variation]
$ arbiter validate -q -V backgammon tests/data/backgammon/dialects/variation-names.mat
? 1
> tests/data/backgammon/dialects/variation-names.mat #1 (anna - bert): illegal at ply 2, 11: 24/23 24/23 24/23 24/23: 24/23: there is no checker on 24 [backgammon]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/variation-names.mat:9:34: 24/23: there is no checker on 24
!     1) 31: 24/21 24/23             11: 24/23 24/23 24/23 24/23
!                                    ^
