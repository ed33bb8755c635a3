# a note written above a game's tags (on the file, or after the game
# before it) is that game's first comment, not a game of its own: counted
# as one it was a valid game of 0 plies, and is not unreadable either;
# converted, it opens the game's movetext; notes after a result on its
# line ({...}, or ; to its end) are the game's it ends, written before the result
$ g='{Club games, spring}\n\n[Event "x"]\n\n1. d6 a1 2. d7 a4 1-0 {resigned} {on time} ; the clock\n\n[Event "y"]\n\n1. d6 *\n'; printf "$g" | arbiter validate -; printf "$g" | arbiter convert -t algebraic -
? 0
> <stdin> #1: valid, 1-0 (resignation, as the record says), 4 plies [nine-mens-morris]
> <stdin> #2: valid, * (unfinished), 1 ply [nine-mens-morris]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> [Event "x"]
>
> {Club games, spring} 1. d6 a1 2. d7 a4 {resigned} {on time} { the clock} 1-0
>
> [Event "y"]
>
> 1. d6 *
>
! 2 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
