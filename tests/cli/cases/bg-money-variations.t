# GNU Backgammon's money sessions of nackgammon and hypergammon (1.07.001,
# both sides human, its hinted plays): RU names the variation and Jacoby,
# MI its 0 length. Refereed under the variation's money rules, the Jacoby
# rule and beavers (a gammon with the cube never turned is 1 point, as its
# RE says; a beaver is allowed): they were refereed under the variation's
# match rules, the gammon 2 points (a mismatch) and the beaver illegal. RU
# naming the variation and not Jacoby: the money rules without it. The
# session converted to .mat and back keeps its RU
$ arbiter validate tests/data/backgammon/dialects/gnubg-nack-money-jacoby.sgf tests/data/backgammon/dialects/gnubg-hyper1-money-jacoby.sgf tests/data/backgammon/dialects/gnubg-hyper2-money-beaver.sgf; sed 's/RU\[Jacoby:Nackgammon\]/RU[Nackgammon]/' tests/data/backgammon/dialects/gnubg-nack-money-jacoby.sgf | arbiter validate -q -; for f in nack-money-jacoby hyper2-money-beaver; do arbiter convert -q -t mat tests/data/backgammon/dialects/gnubg-$f.sgf | arbiter convert -q -t sgf - | grep -o 'RU\[[^]]*\]'; done
? 0
> tests/data/backgammon/dialects/gnubg-nack-money-jacoby.sgf #1 (gnubg - root): valid, 1-0 (bear-off: gnubg bore off every checker: a gammon, 1 point (Jacoby rule, which the file's RU property sets: the cube was never turned)), 60 plies, game 3, score before 1-1 [nackgammon-money]
> tests/data/backgammon/dialects/gnubg-nack-money-jacoby.sgf match 1 (gnubg - root, money play): 1 game, final score 2-1
> tests/data/backgammon/dialects/gnubg-hyper1-money-jacoby.sgf #1 (gnubg - root): valid, 0-1 (bear-off: root bore off every checker: a gammon, 1 point (Jacoby rule, which the file's RU property sets: the cube was never turned)), 5 plies, game 1, score before 0-0 [hypergammon-1-money]
> tests/data/backgammon/dialects/gnubg-hyper1-money-jacoby.sgf match 1 (gnubg - root, money play): 1 game, final score 0-1
> tests/data/backgammon/dialects/gnubg-hyper2-money-beaver.sgf #1 (gnubg - root): valid, 1-0 (bear-off: gnubg bore off every checker: a backgammon, 12 points), 20 plies, game 3, score before 1-1 [hypergammon-2-money]
> tests/data/backgammon/dialects/gnubg-hyper2-money-beaver.sgf match 1 (gnubg - root, money play): 1 game, final score 13-1
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
> <stdin> #1 (gnubg - root): mismatch: RE[W+1] says 1 point, but the game is worth 2 (gnubg bore off every checker: a gammon, 2 points) [nackgammon-money-no-jacoby]
> 1 record: 0 valid, 0 illegal, 1 mismatched, 0 unreadable
> RU[Jacoby:Nackgammon]
> RU[Jacoby:Hypergammon2]
! arbiter: <stdin>:1:115: RE[W+1] says 1 point, but the game is worth 2 (gnubg bore off every checker: a gammon, 2 points)
