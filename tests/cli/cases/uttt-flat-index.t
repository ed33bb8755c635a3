# flat lines of cell indexes: the notation alone picks the game's standard rules
$ arbiter validate -n index tests/data/uttt/index-lines.txt
? 0
> tests/data/uttt/index-lines.txt #1: valid, 1-0 (line: X has three boards in a line), 61 plies [uttt-standard]
> tests/data/uttt/index-lines.txt #2: valid, 0-1 (line: O has three boards in a line), 56 plies [uttt-standard]
> tests/data/uttt/index-lines.txt #3: valid, 1/2-1/2 (all-decided: every board is decided without a line), 62 plies [uttt-standard]
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
