# a .mat "Game N" line or score line whose number is no number in digits
# ("Game 2e3", "Game 0x10", "root : 2e3", "gnubg : -5"): the game is
# unreadable, said at the number ("Game 2e3" was read as game 2, "Game 0x10"
# as game 0; "root : 2e3" and "gnubg : -5" were unreadable, but as no
# score line: "not a line of a .mat game", said at the line's start)
$ t=$(mktemp -d) && f=records/backgammon/gnubg-5-point-match.mat && sed 's/^ Game 2$/ Game 2e3/' $f > $t/game.mat && sed 's/^ Game 1$/ Game 0x10/' $f > $t/hex.mat && sed 's/root : 2$/root : 2e3/' $f > $t/score.mat && sed '6s/gnubg : 0 /gnubg : -5 /' $f > $t/minus.mat && cd $t && for x in game hex score minus; do arbiter validate $x.mat 2>&1 | grep -v '^ '; echo "exit ${PIPESTATUS[0]}"; done; cd / && rm -rf $t
? 0
> game.mat #1 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
> game.mat #2: unreadable: the game's number '2e3' is no number written in digits: what it means cannot be told
> arbiter: game.mat:21:7: the game's number '2e3' is no number written in digits: what it means cannot be told
> game.mat match 1 (gnubg - root, 5 points): 1 game, final score 0-2, unfinished
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> hex.mat #1: unreadable: the game's number '0x10' is no number written in digits: what it means cannot be told
> arbiter: hex.mat:5:7: the game's number '0x10' is no number written in digits: what it means cannot be told
> hex.mat #2 (gnubg - root): valid, 0-1 (bear-off: root bore off every checker: a single, 4 points), 67 plies, game 2, score before 0-2 [backgammon]
> hex.mat match 1 (gnubg - root, 5 points): 1 game, final score 0-6, root wins the match
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> score.mat #1 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
> score.mat #2: unreadable: a score '2e3' is no number written in digits: what it means cannot be told
> arbiter: score.mat:22:40: a score '2e3' is no number written in digits: what it means cannot be told
> score.mat match 1 (gnubg - root, 5 points): 1 game, final score 0-2, unfinished
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> minus.mat #1: unreadable: a score '-5' is no number written in digits: what it means cannot be told
> arbiter: minus.mat:6:10: a score '-5' is no number written in digits: what it means cannot be told
> minus.mat #2 (gnubg - root): valid, 0-1 (bear-off: root bore off every checker: a single, 4 points), 67 plies, game 2, score before 0-2 [backgammon]
> minus.mat match 1 (gnubg - root, 5 points): 1 game, final score 0-6, root wins the match
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
