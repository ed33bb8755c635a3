# dig-dig: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/dig-dig.pgn
? 1
> tests/data/morris/ludii/dig-dig.pgn #1: illegal at ply 3, a7: a7 is dead until placing is over [dig-dig]
> tests/data/morris/ludii/dig-dig.pgn #2: illegal at ply 5, g7xb6: white closed no mill: there is nothing to remove [dig-dig]
> tests/data/morris/ludii/dig-dig.pgn #3: valid, * (unfinished), 26 plies [dig-dig]
> tests/data/morris/ludii/dig-dig.pgn #4: valid, * (unfinished), 9 plies [dig-dig]
> tests/data/morris/ludii/dig-dig.pgn #5: illegal at ply 7, g1xa7: there is no black piece on a7 [dig-dig]
> tests/data/morris/ludii/dig-dig.pgn #6: valid, * (unfinished), 5 plies [dig-dig]
> 6 records: 3 valid, 3 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/dig-dig.pgn:5:13: a7 is dead until placing is over
!   1. a7 a7 2. a7 *
!               ^
! arbiter: tests/data/morris/ludii/dig-dig.pgn:11:22: white closed no mill: there is nothing to remove
!   1. a7 a7 2. d7 b6 3. g7xb6 *
!                        ^
! arbiter: tests/data/morris/ludii/dig-dig.pgn:29:31: there is no black piece on a7
!   1. a7 a7 2. a1 b6 3. d1 d6 4. g1xa7 *
!                                 ^
