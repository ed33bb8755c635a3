# a claimed result the moves contradict
$ arbiter validate tests/data/bad/wrong-result.pgn
? 1
> tests/data/bad/wrong-result.pgn #1: mismatch: the record claims 0-1, but the game ended 1-0 at ply 5: white made a line [three-mens-morris]
> 1 record: 0 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/bad/wrong-result.pgn:5:25: the record claims 0-1, but the game ended 1-0 at ply 5: white made a line
!   1. a1 b1 2. b2 c1 3. c3 0-1
!                           ^
