# a ply past the end
$ arbiter show --ply 999 records/morris/lasker.pgn
? 2
! arbiter: records/morris/lasker.pgn #1 has 197 plies: there is no ply 999
