# moves after a game's result on its line, in the tagged format: the game is
# unreadable, "moves after the result", as the flat and JSON formats say (the
# moves were a second game, of no tags, judged under the default rule set:
# valid, status 0); the lines after it up to the next tags are its own; a tag
# there still starts the next record, a stray result is still no game
$ printf '[White "Ann"]\n[Black "Bob"]\n[Variant "three-mens-morris"]\n[Result "1-0"]\n\n1. a1 b2 2. c3 1-0 d2 3. b2\nc3 0-1\n\n[Variant "three-mens-morris"]\n\n1. a1 * [Variant "three-mens-morris"] 1. b2 *\n' | arbiter validate -
? 2
> <stdin> #1 (Ann - Bob): unreadable: moves after the result
> <stdin> #2: valid, * (unfinished), 1 ply [three-mens-morris]
> <stdin> #3: unreadable: expected a tag [Name "value"]
> 3 records: 1 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: <stdin>:6:20: moves after the result
!   1. a1 b2 2. c3 1-0 d2 3. b2
!                      ^
! arbiter: <stdin>:11:39: expected a tag [Name "value"]
!    [Variant "three-mens-morris"] 1. b2 *
!                                         ^
