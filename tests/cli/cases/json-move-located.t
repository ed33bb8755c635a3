# an illegal move of a JSON record is said at its string's own line and column, as a \u0000 in it is (it was said at column 1 of the line where its item ended: a line late where the item ran over lines); a result item that the rules contradict, at its string too
$ { printf '%s\n' '{"variant":"nine-mens-morris","tags":[["White","A"]],"movetext":[["move","d6"],["move","zz9"]]}'; printf '%s\n' '{"variant":"nine-mens-morris","tags":[],' '"movetext":[' '["move","d6"],' '  ["move","zz9"]' ']}'; printf '%s\n' '{"variant":"nine-mens-morris","tags":[],' '"movetext":[' '["move","d6"],' '["move",' '"zz9"' ']' ']}'; printf '%s\n' '{"variant":"three-mens-morris","tags":[],"movetext":[["move","a1"],["move","c3"],["move","a2"],["move","c2"],["move","a3"],' '  ["result","0-1"]]}'; } | arbiter validate -n json -
? 1
> <stdin> #1 (A - ?): illegal at ply 2, zz9: 'zz9' is not a move in algebraic notation [nine-mens-morris]
> <stdin> #2: illegal at ply 2, zz9: 'zz9' is not a move in algebraic notation [nine-mens-morris]
> <stdin> #3: illegal at ply 2, zz9: 'zz9' is not a move in algebraic notation [nine-mens-morris]
> <stdin> #4: mismatch: the record claims 0-1, but the game ended 1-0 at ply 5: white made a line [three-mens-morris]
> 4 records: 0 valid, 3 illegal, 1 mismatched, 0 unreadable
! arbiter: <stdin>:1:88: 'zz9' is not a move in algebraic notation
! arbiter: <stdin>:5:11: 'zz9' is not a move in algebraic notation
! arbiter: <stdin>:11:1: 'zz9' is not a move in algebraic notation
! arbiter: <stdin>:15:13: the record claims 0-1, but the game ended 1-0 at ply 5: white made a line
