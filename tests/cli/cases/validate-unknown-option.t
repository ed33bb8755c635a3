# an unknown option gets the hint
$ arbiter validate --frobnicate records/morris/lasker.pgn
? 2
! arbiter: validate: unknown option '--frobnicate'
! Try 'arbiter validate --help' for more information.
