# one record a rule point of the tables family, each under its own rule set
$ arbiter validate tests/data/tables/rules.jsonl
? 1
> tests/data/tables/rules.jsonl #1 (Ann - Bo): illegal at ply 1, 54: 24/20 24/19: 24/19: no other checker leaves the start before the first has gone ahead (to point 11 or below) [fevga]
> tests/data/tables/rules.jsonl #2 (Ann - Bo): illegal at ply 1, 65: 24/18 24/19: 24/19: only 1 checker may leave the head (the 24-point) this turn [long-nardy]
> tests/data/tables/rules.jsonl #3 (Ann - Bo): valid, * (unfinished), 3 plies [long-nardy]
> tests/data/tables/rules.jsonl #4 (Ann - Bo): illegal at ply 5, 31: 24/21/20: Bo plays again first: the doubles go on [gul-bara]
> tests/data/tables/rules.jsonl #5 (Ann - Bo): illegal at ply 2, 31: off/22 off/24: Ann plays again first: a double of its choice after 1-2 [acey-deucey]
> tests/data/tables/rules.jsonl #6 (Ann - Bo): valid, * (unfinished), 4 plies [acey-deucey]
> tests/data/tables/rules.jsonl #7 (Ann - Bo): illegal at ply 4, 43: 21/17 24/21: 21/17: the checker on 21 is pinned [plakoto]
> tests/data/tables/rules.jsonl #8 (Ann - Bo): illegal at ply 3, 66: 21/15 15/9 9/3 24/18: 15/9: point 9 is held by the opponent [fevga]
> 8 records: 2 valid, 6 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/tables/rules.jsonl:1:232: 24/19: no other checker leaves the start before the first has gone ahead (to point 11 or below)
! arbiter: tests/data/tables/rules.jsonl:2:226: 24/19: only 1 checker may leave the head (the 24-point) this turn
! arbiter: tests/data/tables/rules.jsonl:4:383: Bo plays again first: the doubles go on
! arbiter: tests/data/tables/rules.jsonl:5:281: Ann plays again first: a double of its choice after 1-2
! arbiter: tests/data/tables/rules.jsonl:7:343: 21/17: the checker on 21 is pinned
! arbiter: tests/data/tables/rules.jsonl:8:293: 15/9: point 9 is held by the opponent
