# a game OpenSpiel played (its ultimate_tic_tac_toe playthrough, HistoryString()), read in its action numbers: O wins in 56 plies, as OpenSpiel says; written in global coordinates and back in OpenSpiel's numbers, the same numbers
$ arbiter validate -V uttt-standard -n openspiel tests/data/real/uttt/openspiel/ultimate_tic_tac_toe-playthrough-history.txt && arbiter convert -q -V uttt-standard -n openspiel -t global tests/data/real/uttt/openspiel/ultimate_tic_tac_toe-playthrough-history.txt | tee /dev/stderr | arbiter convert -q -V uttt-standard -n global -t openspiel | tr ' ' '\n' | paste -sd, | sed 's/,/, /g'
? 0
> tests/data/real/uttt/openspiel/ultimate_tic_tac_toe-playthrough-history.txt #1: valid, 0-1 (line: O has three boards in a line), 56 plies [uttt-standard]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> 7, 6, 3, 8, 8, 1, 3, 5, 1, 5, 5, 7, 5, 4, 4, 7, 8, 5, 0, 0, 3, 1, 1, 4, 6, 7, 3, 0, 6, 2, 1, 0, 1, 8, 6, 8, 7, 0, 4, 0, 7, 2, 3, 3, 4, 5, 2, 4, 1, 2, 5, 4, 3, 2, 2, 8, 6, 4, 2, 0
! d1 a2 c4 i1 h3 d8 c5 h6 f8 i5 h4 f2 h5 e5 e4 f1 i2 g6 a9 a8 b6 e9 e8 d4 b1 d2 a6 a7 c3 h9 d9 b9 f7 g1 c1 h1 d3 b8 d6 b7 f3 g8 a5 b5 f5 i6 h8 e6 i8 d5 c6 i9 i7 b2 f6 g9
