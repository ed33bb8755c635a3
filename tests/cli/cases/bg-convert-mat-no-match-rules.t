# a backgammon game of no match (no [Length]), judged under the match rules
# (backgammon: no beaver), written as .mat with no match line: it reads
# back under the same rules, its beaver refused. It was written as a
# " 0 point match", money play, where the beaver is allowed: the illegal
# game read back valid
$ arbiter convert -q --keep-invalid -t mat - 2>/dev/null | arbiter validate -n mat - 2>&1
< {"game": "backgammon", "variant": "backgammon", "notation": "mat", "tags": [["White", "anna"], ["Black", "bert"], ["Result", "0-1"], ["Points", "4"]], "movetext": [["move", "52: 13/8 24/22", 0], ["move", "63: 24/18 13/10", 1], ["move", "Doubles => 2", 0], ["move", "Beavers => 4", 1], ["move", "31: 8/5 6/5", 0], ["move", "42: 8/4 6/4", 1], ["move", "21: 13/11 24/23", 0], ["move", "Doubles => 8", 1], ["move", "Drops", 0]]}
? 1
> <stdin> #1 (anna - bert): illegal at ply 4, Beavers => 4: a double waits for its answer: take or drop (beavers are not allowed here) [backgammon]
> arbiter: <stdin>:5:35: a double waits for its answer: take or drop (beavers are not allowed here)
>     2)  Doubles => 2                Beavers => 4
>                                     ^
> <stdin> match 1 (anna - bert, no length given): 1 game, final score 0-0
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
