# a misspelt -V: did you mean
$ arbiter validate -V nine-mens-moris records/morris/lasker.pgn
? 2
! arbiter: no variant named 'nine-mens-moris' (did you mean nine-mens-morris? see 'arbiter variants list')
