# arbiter writes no set-up position in .mat: DailyGammon's games are not
# written, and the message says which formats keep them
$ arbiter convert -t mat tests/data/real/backgammon/dailygammon/match_nackgammon.mat
? 1
! arbiter: tests/data/real/backgammon/dailygammon/match_nackgammon.mat #1: not written: arbiter writes no set-up position in .mat (SGF and JSON Lines keep it)
! arbiter: tests/data/real/backgammon/dailygammon/match_nackgammon.mat #2: not written: arbiter writes no set-up position in .mat (SGF and JSON Lines keep it)
! arbiter: tests/data/real/backgammon/dailygammon/match_nackgammon.mat #3: not written: arbiter writes no set-up position in .mat (SGF and JSON Lines keep it)
! arbiter: tests/data/real/backgammon/dailygammon/match_nackgammon.mat #4: not written: arbiter writes no set-up position in .mat (SGF and JSON Lines keep it)
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 4 not held whole
