# the same records under Gul Bara, which has no first-checker or head rule
$ arbiter validate -V gul-bara tests/data/tables/rules.jsonl
? 1
> tests/data/tables/rules.jsonl #1 (Ann - Bo): valid, * (unfinished), 1 ply [gul-bara]
> tests/data/tables/rules.jsonl #2 (Ann - Bo): valid, * (unfinished), 1 ply [gul-bara]
> tests/data/tables/rules.jsonl #3 (Ann - Bo): illegal at ply 2, 66: 24/18 24/18: the roll 6-6 allows 4 moves but only 2 were played [gul-bara]
> tests/data/tables/rules.jsonl #4 (Ann - Bo): illegal at ply 5, 31: 24/21/20: Bo plays again first: the doubles go on [gul-bara]
> tests/data/tables/rules.jsonl #5 (Ann - Bo): illegal at ply 1, 21: off/23 off/24: off/23: no checker is left to enter [gul-bara]
> tests/data/tables/rules.jsonl #6 (Ann - Bo): illegal at ply 1, 21: off/23 off/24: off/23: no checker is left to enter [gul-bara]
> 6 records: 2 valid, 4 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/tables/rules.jsonl:3:1: the roll 6-6 allows 4 moves but only 2 were played
! arbiter: tests/data/tables/rules.jsonl:4:1: Bo plays again first: the doubles go on
! arbiter: tests/data/tables/rules.jsonl:5:1: off/23: no checker is left to enter
! arbiter: tests/data/tables/rules.jsonl:6:1: off/23: no checker is left to enter
