# a single game with no match around it, refereed under a money rule set, is a money game: the Jacoby rule scores an unturned cube's backgammon as one point, and the taker may beaver (both held only in money play)
$ arbiter validate tests/data/backgammon/money-lone-game.jsonl
? 1
> tests/data/backgammon/money-lone-game.jsonl #1 (Ann - Bo): valid, 1-0 (bear-off: Ann bore off every checker: a backgammon, 1 point (Jacoby rule: the cube was never turned)), 1 ply [backgammon-money]
> tests/data/backgammon/money-lone-game.jsonl #2 (Ann - Bo): valid, 1-0 (bear-off: Ann bore off every checker: a backgammon, 3 points), 1 ply [backgammon]
> tests/data/backgammon/money-lone-game.jsonl #3 (Ann - Bo): valid, * (unfinished), 3 plies [backgammon-money]
> tests/data/backgammon/money-lone-game.jsonl #4 (Ann - Bo): illegal at ply 2, Beavers => 4: a double waits for its answer: take or drop (beavers are not allowed here) [backgammon]
> 4 records: 3 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/money-lone-game.jsonl:4:331: a double waits for its answer: take or drop (beavers are not allowed here)
