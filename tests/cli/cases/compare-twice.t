# the same rule set twice
$ arbiter compare -V classic -V classic records/morris/lasker.pgn
? 2
! arbiter: compare: classic is given twice
! Try 'arbiter compare --help' for more information.
