# drawn boards counting for both: the drawn board O's last move made
# completes X's anti-diagonal and O's middle column, and O, who drew it,
# wins; three drawn boards in a line are no one's line, so play goes on;
# under the standard rules the game is not over: 0-1 stands as claimed
$ arbiter validate tests/data/uttt/drawn-both-lines.uttt tests/data/uttt/drawn-three-line.uttt; arbiter validate -V uttt-standard tests/data/uttt/drawn-both-lines.uttt
? 0
> tests/data/uttt/drawn-both-lines.uttt #1: valid, 0-1 (line: O has a line of boards, a drawn one counting for both), 60 plies [uttt-drawn-counts-both]
> tests/data/uttt/drawn-three-line.uttt #1: valid, * (unfinished), 65 plies [uttt-drawn-counts-both]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> tests/data/uttt/drawn-both-lines.uttt #1: valid, 0-1 (resignation, as the record says), 60 plies [uttt-standard]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
