# two claims of the bad SGF catalogue that .mat cannot hold, so kept
# here, not in tests/data/backgammon/bad/ (tests/cli/reconvert.sh): RE[B+1]
# where Bahram dropped (.mat reads the winner from the Wins line's
# column, a slip said as a warning), and RE[W+2R] in a money game whose
# RU[Jacoby] counts a gammon as 1 while the cube was never turned, the
# message saying that RU set the rule (.mat states no Jacoby rule: its
# claim may count the gammon in full)
$ arbiter validate -
< (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:3][game:0][ws:0][bs:0]PW[Ayla]PB[Bahram]RU[Crawford]RE[B+1]
< ;W[52mhxv]
< ;B[63aglo]
< ;W[double]
< ;B[drop]
< )
< (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:0][game:0][ws:0][bs:0]PW[Ayla]PB[Bahram]RU[Jacoby]RE[W+2R]
< ;W[52mhxv]
< ;B[63aglo]
< )
? 1
> <stdin> #1 (Ayla - Bahram): mismatch: RE[B+1] claims 0-1, but the game ended 1-0 at ply 4: Bahram dropped the double: 1 point [backgammon]
> <stdin> match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> <stdin> #2 (Ayla - Bahram): mismatch: 2 points is no resignation with the cube on 1 (1: the Jacoby rule, which the file's RU property sets, the cube never turned) [backgammon-money]
> <stdin> match 2 (Ayla - Bahram, money play): 1 game, final score 0-0
> 2 records: 0 valid, 0 illegal, 2 mismatched, 0 unreadable
! arbiter: <stdin>:1:98: RE[B+1] claims 0-1, but the game ended 1-0 at ply 4: Bahram dropped the double: 1 point
! arbiter: <stdin>:7:96: 2 points is no resignation with the cube on 1 (1: the Jacoby rule, which the file's RU property sets, the cube never turned)
