# a name that names nobody (empty, PGN's "?", a side's label such as
# "Player 2" or "black") makes no match for the first player's alternation
# (an unknown opponent twice was a mismatch, "Ann plays first again"), and
# no one is scored for it in the standings (a player "?" was scored, and
# the labels of two unrelated files added up); blanks around a name aside,
# as the standings have names ("Player X " was a player in a match)
$ printf '[X "Ann"]\n[O "?"]\n[Result "*"]\n\n1. e7 f2 *\n\n[X "Ann"]\n[O "?"]\n[Result "*"]\n\n1. e7 f2 *\n\n[X "Ann"]\n[O ""]\n[Result "*"]\n\n1. e7 f2 *\n\n[X "Player X "]\n[O "Ann"]\n[Result "*"]\n\n1. e7 f2 *\n\n[X "Player X "]\n[O "Ann"]\n[Result "*"]\n\n1. e7 f2 *\n' | arbiter validate -V uttt-standard -; printf '[Variant "three-mens-morris"]\n[White "Ann"]\n[Black "?"]\n[Result "1-0"]\n\n1. a1 a3 2. b2 b3 3. c3 1-0\n\n[Variant "three-mens-morris"]\n[White "Player 1"]\n[Black "black"]\n[Result "1-0"]\n\n1. a1 a3 2. b2 b3 3. c3 1-0\n' | arbiter standings -
? 0
> <stdin> #1: valid, * (unfinished), 2 plies [uttt-standard]
> <stdin> #2: valid, * (unfinished), 2 plies [uttt-standard]
> <stdin> #3: valid, * (unfinished), 2 plies [uttt-standard]
> <stdin> #4: valid, * (unfinished), 2 plies [uttt-standard]
> <stdin> #5: valid, * (unfinished), 2 plies [uttt-standard]
> 5 records: 5 valid, 0 illegal, 0 mismatched, 0 unreadable
>      (no game scored)
>
> Not scored:
>   <stdin> #1: not scored: a player is not named
>   <stdin> #2: not scored: a player is not named
