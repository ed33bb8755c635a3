# show --svg past the end of the record: said, nothing drawn
$ arbiter show --svg --ply 999 records/uttt/club-league.uttt
? 2
! arbiter: records/uttt/club-league.uttt #1 has 69 plies: there is no ply 999
