# -j wants a number from 1 to 64
$ arbiter validate -j 0 records/morris/*.pgn; arbiter validate -j many records/morris/*.pgn; arbiter validate --jobs=65 records/morris/*.pgn
? 2
! arbiter: validate: -j wants a number of threads from 1 to 64, not '0'
! Try 'arbiter validate --help' for more information.
! arbiter: validate: -j wants a number of threads from 1 to 64, not 'many'
! Try 'arbiter validate --help' for more information.
! arbiter: validate: -j wants a number of threads from 1 to 64, not '65'
! Try 'arbiter validate --help' for more information.
