# conflicting options
$ arbiter convert -t playok -t algebraic records/morris/lasker.pgn
? 2
! arbiter: convert: -t given twice: playok and algebraic
! Try 'arbiter convert --help' for more information.
