# a [PlyCount] that is not digits claims no count that can be checked: a
# warning, the record judged as it stands ("0x6" was read as a claim of 0, a
# mismatch; "abc" passed over in silence)
$ arbiter validate tests/data/morris/claims/plycount-not-a-count.pgn
? 0
> tests/data/morris/claims/plycount-not-a-count.pgn #1: valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> tests/data/morris/claims/plycount-not-a-count.pgn #2: valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> tests/data/morris/claims/plycount-not-a-count.pgn #3: valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> tests/data/morris/claims/plycount-not-a-count.pgn #4: valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> 4 records: 4 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/claims/plycount-not-a-count.pgn:3:12: warning: [PlyCount "abc"] is no count of plies: not checked
!   [PlyCount "abc"]
!              ^
! arbiter: tests/data/morris/claims/plycount-not-a-count.pgn:10:12: warning: [PlyCount "-1"] is no count of plies: not checked
!   [PlyCount "-1"]
!              ^
! arbiter: tests/data/morris/claims/plycount-not-a-count.pgn:17:12: warning: [PlyCount "6.0"] is no count of plies: not checked
!   [PlyCount "6.0"]
!              ^
! arbiter: tests/data/morris/claims/plycount-not-a-count.pgn:24:12: warning: [PlyCount "0x6"] is no count of plies: not checked
!   [PlyCount "0x6"]
!              ^
