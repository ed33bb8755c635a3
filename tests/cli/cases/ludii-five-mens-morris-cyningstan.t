# five-mens-morris-cyningstan: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/five-mens-morris-cyningstan.pgn
? 1
> tests/data/morris/ludii/five-mens-morris-cyningstan.pgn #1: illegal at ply 9, a3xc4: c4 is in a mill and cannot be removed while b2 is in none [five-mens-morris-cyningstan]
> tests/data/morris/ludii/five-mens-morris-cyningstan.pgn #2: valid, * (unfinished), 9 plies [five-mens-morris-cyningstan]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/five-mens-morris-cyningstan.pgn:5:43: c4 is in a mill and cannot be removed while b2 is in none
!   1. a5 b4 2. a1 c4 3. e1 d4xe1 4. c1 b2 5. a3xc4 *
!                                             ^
