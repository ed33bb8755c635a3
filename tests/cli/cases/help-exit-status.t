# show --help says how the exit status reads, and compare --help counts a bad variant file
$ arbiter show --help | sed -n '/^Exit status/,$p'; arbiter compare --help | sed -n '/^Exit status/,/^$/p'
? 0
> Exit status: 0 the board is drawn, 1 the record is illegal before that ply
> (no board), 2 usage error, no such record or ply, unreadable input or bad
> variant file.
>
> Notations, by game (-n; the first is each game's default):
>   morris     algebraic, playok, algebraic-separate, openspiel, gamesman,
>              sanmill-old, goldtoken, ludii
>   uttt       global, board-cell, codingame, index, keypad, openspiel, riddles
>   backgammon mat, sgf
>   and json: records as JSON Lines, for any game
> Exit status: 0 when every record is valid under every rule set, 1 when some
> verdict is illegal or mismatched, 2 on usage errors, unreadable input or a
> bad variant file.
>
