# -n overrides the notation the record's site implies
$ arbiter validate -n algebraic records/morris/playok-archive.pgn
? 1
> records/morris/playok-archive.pgn #1 (Lerato - Radu): illegal at ply 1, 18: '18' is not a move in algebraic notation [nine-mens-morris]
> records/morris/playok-archive.pgn #2 (Jan - Maria): illegal at ply 1, 19: '19' is not a move in algebraic notation [nine-mens-morris]
> records/morris/playok-archive.pgn #3 (Lerato - Jan): illegal at ply 1, 13: '13' is not a move in algebraic notation [nine-mens-morris]
> records/morris/playok-archive.pgn #4 (Elif - Ayşe): illegal at ply 1, 9: '9' is not a move in algebraic notation [nine-mens-morris]
> 4 records: 0 valid, 4 illegal, 0 mismatched, 0 unreadable
! arbiter: records/morris/playok-archive.pgn:10:4: '18' is not a move in algebraic notation
!   1. 18 9 2. 5 24 3. 23 21 4. 15 6 5. 11 4 6. 22 14x23 7. 3 20 8. 8
!      ^
! arbiter: records/morris/playok-archive.pgn:57:4: '19' is not a move in algebraic notation
!   1. 19 16 2. 22 14 3. 3 23 4. 24 2 5. 15x16 4 6. 9 16 7. 1 8 8. 20
!      ^
! arbiter: records/morris/playok-archive.pgn:85:4: '13' is not a move in algebraic notation
!   1. 13 2 2. 6 3 3. 14 10 4. 23 1x6 5. 17 8 6. 21 16 7. 6x8 24 8. 5
!      ^
! arbiter: records/morris/playok-archive.pgn:111:4: '9' is not a move in algebraic notation
!   1. 9 22 2. 2 13 3. 11 3 4. 10 15 5. 12x22 17 6. 4 16 7. 14 19 8. 20
!      ^
