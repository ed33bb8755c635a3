# a '#' on the winning move: no warning, and convert keeps it
$ arbiter validate tests/data/uttt/win-marked.uttt && arbiter convert -q -t keypad tests/data/uttt/win-marked.uttt | grep -o "35\. .*"
? 0
> tests/data/uttt/win-marked.uttt #1 (Lina - Omar): valid, 1-0 (line: X has three boards in a line), 69 plies [uttt-standard]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> 35. 15# 1-0
