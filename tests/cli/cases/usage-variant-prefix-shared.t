# the start of several names: the one the others are named after
$ arbiter validate -V three-mens records/morris/three-mens-morris.pgn
? 2
! arbiter: no variant named 'three-mens' (did you mean three-mens-morris? see 'arbiter variants list')
