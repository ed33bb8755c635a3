# long nardy: the winner of the one-die throw rolls both dice for the first move, so it may be a double, and the head exception covers the player who moves first (the federation rules as playhop prints them; geonardi gives the exception to both players' first moves): 6-6, 4-4 and 3-3 take two checkers off the head, 5-5 only one
$ arbiter validate tests/data/tables/long-nardy-opening.jsonl
? 1
> tests/data/tables/long-nardy-opening.jsonl #1 (Ann - Bo): valid, * (unfinished), 1 ply [long-nardy]
> tests/data/tables/long-nardy-opening.jsonl #2 (Ann - Bo): valid, * (unfinished), 1 ply [long-nardy]
> tests/data/tables/long-nardy-opening.jsonl #3 (Ann - Bo): valid, * (unfinished), 1 ply [long-nardy]
> tests/data/tables/long-nardy-opening.jsonl #4 (Ann - Bo): illegal at ply 1, 55: 24/19/14 24/19/14: 24/19: only 1 checker may leave the head (the 24-point) this turn [long-nardy]
> tests/data/tables/long-nardy-opening.jsonl #5 (Ann - Bo): valid, * (unfinished), 1 ply [long-nardy]
> 5 records: 4 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/tables/long-nardy-opening.jsonl:4:261: 24/19: only 1 checker may leave the head (the 24-point) this turn
