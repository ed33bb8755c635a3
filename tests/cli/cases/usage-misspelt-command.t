# a misspelt command: did you mean
$ arbiter valdiate records/morris/lasker.pgn
? 2
! arbiter: 'valdiate' is not a command (did you mean 'validate'?)
! Try 'arbiter --help' for more information.
