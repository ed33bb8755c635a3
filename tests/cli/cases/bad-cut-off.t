# a tagged record whose movetext stops without its result token was cut off: not valid, said at its last token
$ arbiter validate tests/data/bad/cut-off.pgn
? 2
> tests/data/bad/cut-off.pgn #1 (Ana - Maria): unreadable: the record stops without its result token (1-0, 0-1, 1/2-1/2 or *): the file was cut off here? [nine-mens-morris]
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/cut-off.pgn:6:25: the record stops without its result token (1-0, 0-1, 1/2-1/2 or *): the file was cut off here?
!   1. a1 d7 2. g7 d6 3. g1 d5
!                           ^
