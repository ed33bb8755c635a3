# what follows a game's result on its line with no move of its own (a
# second result) is no game, said where it stands on that line; a note
# there is the game's own
$ printf '[Event "x"]\n\n1. d6 a1 1-0 1-0\n\n[Event "y"]\n\n1. d6 a1 2. d7 a4 1-0 {a last note}\n' | arbiter validate -
? 2
> <stdin> #1: valid, 1-0 (resignation, as the record says), 2 plies [nine-mens-morris]
> <stdin> #2: unreadable: a result token alone, with no tags and no moves: no game (a stray result after the game before it?)
> <stdin> #3: valid, 1-0 (resignation, as the record says), 4 plies [nine-mens-morris]
> 3 records: 2 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: <stdin>:3:14: a result token alone, with no tags and no moves: no game (a stray result after the game before it?)
