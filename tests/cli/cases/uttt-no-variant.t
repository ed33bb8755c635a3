# a record with [X] and [O] tags, or in a file named .uttt, and no [Variant] is refereed as Ultimate Tic-Tac-Toe, not Nine Men's Morris
$ arbiter validate tests/data/uttt/players-no-variant.pgn tests/data/uttt/by-name/no-variant.uttt
? 0
> tests/data/uttt/players-no-variant.pgn #1: valid, * (unfinished), 2 plies [uttt-standard]
> tests/data/uttt/by-name/no-variant.uttt #1: valid, * (unfinished), 2 plies [uttt-standard]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
