# what follows a game's result on its line, with no move of its own (a
# note, a second result), is no game, said where it stands on that line
$ printf '[Event "x"]\n\n1. d6 a1 2. d7 a4 1-0 {a note}\n\n1. d6 a1 1-0 1-0\n' | arbiter validate -
? 2
> <stdin> #1: valid, 1-0 (resignation, as the record says), 4 plies [nine-mens-morris]
> <stdin> #2: unreadable: a comment, a NAG or a variation alone, with no tags and no moves: no game (a note after the game before it, or a record of another format?)
> <stdin> #3: valid, 1-0 (resignation, as the record says), 2 plies [nine-mens-morris]
> <stdin> #4: unreadable: a result token alone, with no tags and no moves: no game (a stray result after the game before it?)
> 4 records: 2 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: <stdin>:3:23: a comment, a NAG or a variation alone, with no tags and no moves: no game (a note after the game before it, or a record of another format?)
! arbiter: <stdin>:5:14: a result token alone, with no tags and no moves: no game (a stray result after the game before it?)
