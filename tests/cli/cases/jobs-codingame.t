# -j 2 reads a file of CodinGame's moves (two words a move) as one thread does:
# a worker reads the file the walk opened, in the notation's words a move
$ arbiter validate -j 2 -V uttt-codingame -n codingame tests/data/uttt/codingame-lines.txt
? 0
> tests/data/uttt/codingame-lines.txt #1: valid, 0-1 (line: O has three boards in a line), 62 plies [uttt-codingame]
> tests/data/uttt/codingame-lines.txt #2: valid, 1-0 (line: X has three boards in a line), 61 plies [uttt-codingame]
> tests/data/uttt/codingame-lines.txt #3: valid, 0-1 (line: O has three boards in a line), 58 plies [uttt-codingame]
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
