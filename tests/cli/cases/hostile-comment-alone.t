# text after a game's result with no tag and no move of its own (a
# comment, a NAG, a variation, or a JSON Lines record pasted in, which the
# tagged format reads as a comment) is no game: unreadable, exit 2, as a
# stray result token is; each was a second valid record of 0 plies under
# nine-mens-morris, exit 0, and the pasted record's illegal move was
# judged nowhere
$ d=$(mktemp -d); g='[Variant "three-mens-morris"]\n[Result "0-1"]\n\n1. c2 a3 2. b1 a2 3. c3 a1 0-1\n'; printf "$g"'\n{"game":"morris","variant":"three-mens-morris","movetext":[["move","c2"],["move","c2"]]}\n' > $d/json.pgn; printf "$g"'\n$1 (1. a1 a2) ; a line comment\n' > $d/notes.pgn; printf "$g$g" > $d/two.pgn; for f in json notes two; do arbiter validate $d/$f.pgn 2>&1 | sed "s#$d#DIR#"; echo "exit ${PIPESTATUS[0]}"; done; rm -rf $d
? 0
> DIR/json.pgn #1: valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> DIR/json.pgn #2: unreadable: a comment, a NAG or a variation alone, with no tags and no moves: no game (a note after the game before it, or a record of another format?)
> arbiter: DIR/json.pgn:6:1: a comment, a NAG or a variation alone, with no tags and no moves: no game (a note after the game before it, or a record of another format?)
>   {"game":"morris","variant":"three-mens-morris","movetext":[["move","c2"],["move","c2"]]}
>   ^
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> DIR/notes.pgn #1: valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> DIR/notes.pgn #2: unreadable: a comment, a NAG or a variation alone, with no tags and no moves: no game (a note after the game before it, or a record of another format?)
> arbiter: DIR/notes.pgn:6:1: a comment, a NAG or a variation alone, with no tags and no moves: no game (a note after the game before it, or a record of another format?)
>   $1 (1. a1 a2) ; a line comment
>   ^
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> DIR/two.pgn #1: valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> DIR/two.pgn #2: valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
