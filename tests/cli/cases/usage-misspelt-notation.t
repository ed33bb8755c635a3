# a misspelt -n is one usage error (exit 2), not one unreadable record per record
$ arbiter validate -n algebriac records/morris/lasker.pgn
? 2
! arbiter: validate: no game reads the notation 'algebriac' (did you mean algebraic?)
! Try 'arbiter validate --help' for more information.
