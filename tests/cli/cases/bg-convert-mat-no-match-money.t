# a game of no match (no [Length]) under the money rule set is judged as a
# game of no match, not money play (no beaver): written as .mat with no
# match line and its rule set named, it reads back so, its beaver refused.
# It was written as a " 0 point match", money play, and read back valid
$ arbiter convert -q --keep-invalid -t mat - 2>/dev/null | arbiter validate -n mat - 2>&1
< {"game": "backgammon", "variant": "backgammon-money", "notation": "mat", "tags": [["White", "anna"], ["Black", "bert"], ["Result", "0-1"], ["Points", "4"]], "movetext": [["move", "52: 13/8 24/22", 0], ["move", "63: 24/18 13/10", 1], ["move", "Doubles => 2", 0], ["move", "Beavers => 4", 1], ["move", "31: 8/5 6/5", 0], ["move", "42: 8/4 6/4", 1], ["move", "21: 13/11 24/23", 0], ["move", "Doubles => 8", 1], ["move", "Drops", 0]]}
? 1
> <stdin> #1 (anna - bert): illegal at ply 4, Beavers => 4: a double waits for its answer: take or drop (beavers are not allowed here) [backgammon-money]
> arbiter: <stdin>:6:35: a double waits for its answer: take or drop (beavers are not allowed here)
>     2)  Doubles => 2                Beavers => 4
>                                     ^
> <stdin> match 1 (anna - bert, no length given): 1 game, final score 0-0
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
