# a PlyCount tag is a claim: checked like the result; Sanmill counts each removal as a ply of its own, so a claim that fits either count holds, and a mismatch names both
$ arbiter validate tests/data/morris/claims/plycount-right.pgn tests/data/morris/claims/plycount-sanmill.pgn tests/data/morris/claims/plycount-wrong.pgn
? 1
> tests/data/morris/claims/plycount-right.pgn #1: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 49 plies [sanmill-nine-mens-morris]
> tests/data/morris/claims/plycount-sanmill.pgn #1: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 49 plies [sanmill-nine-mens-morris]
> tests/data/morris/claims/plycount-wrong.pgn #1: mismatch: the record says [PlyCount "50"], but it has 49 plies (59 counting each removal as a ply) [sanmill-nine-mens-morris]
> 3 records: 2 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/morris/claims/plycount-wrong.pgn:5:12: the record says [PlyCount "50"], but it has 49 plies (59 counting each removal as a ply)
!   [PlyCount "50"]
!              ^
