# no target notation
$ arbiter convert records/morris/lasker.pgn
? 2
! arbiter: convert: say which notation to write with -t
! Try 'arbiter convert --help' for more information.
