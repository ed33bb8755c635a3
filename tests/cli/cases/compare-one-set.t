# compare needs two rule sets
$ arbiter compare -V classic records/morris/lasker.pgn
? 2
! arbiter: compare: give two or more rule sets, each with -V
! Try 'arbiter compare --help' for more information.
