# three rule sets of the catalogue that had no variant file: Frangieh (Ludii after Barakat: the opening winner rolls again, hits, every win one point), Ludii's Backgammon (after Murray: the opening dice are the move, no cube, every win one point) and Mughrabieh (Ludii after Barakat: all on the first point, no landing on any opposing checker, one checker goes home before another leaves, a point for each checker the loser has left)
$ arbiter validate tests/data/tables/added-rule-sets.jsonl
? 1
> tests/data/tables/added-rule-sets.jsonl #1 (Ann - Bo): valid, * (unfinished), 1 ply [frangieh]
> tests/data/tables/added-rule-sets.jsonl #2 (Ann - Bo): valid, 1-0 (bear-off: Ann bore off every checker: a gammon, 1 point), 1 ply [frangieh]
> tests/data/tables/added-rule-sets.jsonl #3 (Ann - Bo): valid, * (unfinished), 3 plies [frangieh]
> tests/data/tables/added-rule-sets.jsonl #4 (Ann - Bo): illegal at ply 1, 66: 24/18 24/18 13/7 13/7: the opening roll cannot be a double: each player throws one die [backgammon-ludii]
> tests/data/tables/added-rule-sets.jsonl #5 (Ann - Bo): valid, 1-0 (bear-off: Ann bore off every checker: a gammon, 1 point), 1 ply [backgammon-ludii]
> tests/data/tables/added-rule-sets.jsonl #6 (Ann - Bo): illegal at ply 2, Doubles => 2: these rules have no doubling cube [backgammon-ludii]
> tests/data/tables/added-rule-sets.jsonl #7 (Ann - Bo): illegal at ply 1, 65: 24/18 24/19: 24/19: no other checker leaves the start before the first has gone ahead (to point 6 or below) [mughrabieh]
> tests/data/tables/added-rule-sets.jsonl #8 (Ann - Bo): illegal at ply 3, 31: 13/12/9: 13/12: point 12 is held by the opponent [mughrabieh]
> tests/data/tables/added-rule-sets.jsonl #9 (Ann - Bo): valid, * (unfinished), 3 plies [mughrabieh]
> tests/data/tables/added-rule-sets.jsonl #10 (Ann - Bo): valid, 1-0 (bear-off: Ann bore off every checker: 14 points, one for each checker left), 1 ply [mughrabieh]
> 10 records: 6 valid, 4 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/tables/added-rule-sets.jsonl:4:281: the opening roll cannot be a double: each player throws one die
! arbiter: tests/data/tables/added-rule-sets.jsonl:6:270: these rules have no doubling cube
! arbiter: tests/data/tables/added-rule-sets.jsonl:7:265: 24/19: no other checker leaves the start before the first has gone ahead (to point 6 or below)
! arbiter: tests/data/tables/added-rule-sets.jsonl:8:301: 13/12: point 12 is held by the opponent
