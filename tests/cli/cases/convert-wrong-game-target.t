# a notation of another game
$ arbiter convert -q -t sgf records/morris/three-mens-morris.pgn
? 2
! arbiter: records/morris/three-mens-morris.pgn #1: a morris record has no notation 'sgf'
! arbiter: records/morris/three-mens-morris.pgn #2: a morris record has no notation 'sgf'
! arbiter: records/morris/three-mens-morris.pgn #3: a morris record has no notation 'sgf'
