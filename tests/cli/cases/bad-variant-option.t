# -V naming no variant
$ arbiter validate -V hexagonal records/morris/lasker.pgn
? 2
! arbiter: no variant named 'hexagonal' (see 'arbiter variants list')
