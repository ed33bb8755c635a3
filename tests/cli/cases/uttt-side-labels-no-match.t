# an app that writes its sides' labels where the players' names go
# ([X "Player X"] [O "Player O"], "player 1", "Player2") names nobody:
# its games in one file are no match, and X may start each (they were
# mismatches, "Player X plays first again"); two named players who keep
# their colours still break the rule
$ arbiter validate -V uttt-standard tests/data/uttt/side-labels.uttt
? 1
> tests/data/uttt/side-labels.uttt #1: valid, * (unfinished), 4 plies [uttt-standard]
> tests/data/uttt/side-labels.uttt #2: valid, * (unfinished), 4 plies [uttt-standard]
> tests/data/uttt/side-labels.uttt #3: valid, * (unfinished), 2 plies [uttt-standard]
> tests/data/uttt/side-labels.uttt #4: valid, * (unfinished), 2 plies [uttt-standard]
> tests/data/uttt/side-labels.uttt #5: valid, * (unfinished), 2 plies [uttt-standard]
> tests/data/uttt/side-labels.uttt #6: mismatch: Xavier plays first again: under uttt-standard the first player alternates from game to game in a match [uttt-standard]
> 6 records: 5 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/uttt/side-labels.uttt:35:1: Xavier plays first again: under uttt-standard the first player alternates from game to game in a match
!   [X "Xavier"]
!   ^
