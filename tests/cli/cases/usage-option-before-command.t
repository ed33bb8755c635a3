# an option before the command: the message says options come after it
$ arbiter -V classic records/morris/lasker.pgn
? 2
! arbiter: '-V' is not a command: options come after the command (arbiter validate -V NAME FILE...)
! Try 'arbiter --help' for more information.
