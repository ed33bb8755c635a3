# a record with no result token whose [PlyCount] counts every ply (as Sanmill wrote them before 7.2.5) is whole: its [Result] tag stands, and the missing token is a warning; without [PlyCount] it was cut off
$ arbiter validate tests/data/morris/claims/plycount-no-result-token.pgn tests/data/bad/cut-off.pgn
? 2
> tests/data/morris/claims/plycount-no-result-token.pgn #1 (Human - AI): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 40 plies [sanmill-nine-mens-morris]
> tests/data/bad/cut-off.pgn #1 (Ana - Maria): unreadable: the record stops without its result token (1-0, 0-1, 1/2-1/2 or *): the file was cut off here? [nine-mens-morris]
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/morris/claims/plycount-no-result-token.pgn:30:17: warning: the record ends without its result token; its [PlyCount "47"] shows it whole, so its [Result] tag stands
!   20.    f6-f4    d2-d3xg1
!                   ^
! arbiter: tests/data/bad/cut-off.pgn:6:25: the record stops without its result token (1-0, 0-1, 1/2-1/2 or *): the file was cut off here?
!   1. a1 d7 2. g7 d6 3. g1 d5
!                           ^
