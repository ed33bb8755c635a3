# an unknown target notation
$ arbiter convert -t smoke-signals records/morris/lasker.pgn
? 2
! arbiter: convert: no game writes the notation 'smoke-signals'
! Try 'arbiter convert --help' for more information.
