# an unknown target notation
$ arbiter convert -t sgf records/morris/lasker.pgn
? 2
! arbiter: convert: no game writes the notation 'sgf'
! Try 'arbiter convert --help' for more information.
