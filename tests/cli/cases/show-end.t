# the final position of the third record
$ arbiter show --record 3 records/morris/twelve-mens-morris.pgn
? 2
! arbiter: records/morris/twelve-mens-morris.pgn: there is no record 3
