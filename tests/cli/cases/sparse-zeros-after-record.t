# a hole of zeros after the records (a sparse file of 8 GB, as tar -S
# unpacks one, or zeros without end on standard input) is binary data at
# its first block: one unreadable record, said at once, and the file read
# no further (it was read to its end, 20 s for 8 GB, and said to be a line
# longer than 64 MiB; on standard input it was read for ever: the timeout
# stands for "never returns")
$ d=$(mktemp -d); cp records/morris/three-mens-morris.pgn tests/data/backgammon/dialects/sgf-setup.sgf "$d"; truncate -s 8G "$d"/*; (cd "$d" && timeout 20 "$ARBITER" validate -q three-mens-morris.pgn sgf-setup.sgf); echo "exit $?"; { cat tests/data/json/backgammon-setup.jsonl; cat /dev/zero; } | timeout 20 "$ARBITER" validate -j 2 -; echo "exit $?"; rm -rf "$d"
? 0
> three-mens-morris.pgn #4: unreadable: binary data (a NUL byte): not a text record
> sgf-setup.sgf #2: unreadable: binary data (a NUL byte): not a text record
> 6 records: 4 valid, 0 illegal, 0 mismatched, 2 unreadable
> exit 2
> <stdin> #1 (anna - bert): valid, 0-1 (drop: anna dropped the double: 2 points), 3 plies, game 4, score before 5-4 [backgammon]
> <stdin> #2: unreadable: binary data (a NUL byte): not a text record
> <stdin> match 1 (anna - bert, 7 points): 1 game, final score 5-6, unfinished
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
! arbiter: three-mens-morris.pgn:35:1: binary data (a NUL byte): not a text record
! arbiter: sgf-setup.sgf:7:1: binary data (a NUL byte): not a text record
! arbiter: <stdin>:2:1: binary data (a NUL byte): not a text record
