# a notation of another game
$ arbiter convert -q -t sgf records/morris/three-mens-morris.pgn
? 1
! arbiter: records/morris/three-mens-morris.pgn #1: not written: a morris record cannot be written as SGF (a notation of backgammon; a morris record goes to algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii, or json)
! arbiter: records/morris/three-mens-morris.pgn #2: not written: a morris record cannot be written as SGF (a notation of backgammon; a morris record goes to algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii, or json)
! arbiter: records/morris/three-mens-morris.pgn #3: not written: a morris record cannot be written as SGF (a notation of backgammon; a morris record goes to algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii, or json)
