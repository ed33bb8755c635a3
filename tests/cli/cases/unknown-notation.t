# an unknown notation is a usage error
$ arbiter validate -V nine-mens-morris -n sgf records/morris/lasker.pgn
? 2
! arbiter: validate: no notation 'sgf' for morris (try: algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii, json)
! Try 'arbiter validate --help' for more information.
