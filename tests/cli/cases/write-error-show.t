# a failed write to standard output is said, with exit 2: show
$ arbiter show records/morris/nine-mens-morris.pgn > /dev/full
? 2
! arbiter: write error on standard output: No space left on device
