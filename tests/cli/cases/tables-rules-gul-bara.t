# the same records under Gul Bara, which has no first-checker or head rule
$ arbiter validate -V gul-bara tests/data/tables/rules.jsonl
? 1
> tests/data/tables/rules.jsonl #1 (Ann - Bo): valid, * (unfinished), 1 ply [gul-bara]
> tests/data/tables/rules.jsonl #2 (Ann - Bo): valid, * (unfinished), 1 ply [gul-bara]
> tests/data/tables/rules.jsonl #3 (Ann - Bo): illegal at ply 2, 66: 24/18 24/18: the roll 6-6 allows 4 moves but only 2 were played [gul-bara]
> tests/data/tables/rules.jsonl #4 (Ann - Bo): illegal at ply 5, 31: 24/21/20: Bo plays again first: the doubles go on [gul-bara]
> tests/data/tables/rules.jsonl #5 (Ann - Bo): illegal at ply 1, 21: off/23 off/24: off/23: no checker is left to enter [gul-bara]
> tests/data/tables/rules.jsonl #6 (Ann - Bo): illegal at ply 1, 21: off/23 off/24: off/23: no checker is left to enter [gul-bara]
> tests/data/tables/rules.jsonl #7 (Ann - Bo): illegal at ply 3, 55: 24/19 19/14 14/9 9/4: 14/9: point 9 is held by the opponent [gul-bara]
> tests/data/tables/rules.jsonl #8 (Ann - Bo): illegal at ply 3, 66: 21/15 15/9 9/3 24/18: 15/9: point 9 is held by the opponent [gul-bara]
> 8 records: 2 valid, 6 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/tables/rules.jsonl:3:262: the roll 6-6 allows 4 moves but only 2 were played
! arbiter: tests/data/tables/rules.jsonl:4:383: Bo plays again first: the doubles go on
! arbiter: tests/data/tables/rules.jsonl:5:247: off/23: no checker is left to enter
! arbiter: tests/data/tables/rules.jsonl:6:240: off/23: no checker is left to enter
! arbiter: tests/data/tables/rules.jsonl:7:302: 14/9: point 9 is held by the opponent
! arbiter: tests/data/tables/rules.jsonl:8:293: 15/9: point 9 is held by the opponent
