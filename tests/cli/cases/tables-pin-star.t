# a pin written with *: a slip of the pen (a warning), for a pin is no hit
$ arbiter validate tests/data/tables/pin-star.jsonl
? 0
> tests/data/tables/pin-star.jsonl #1 (Ann - Bo): valid, * (unfinished), 4 plies [plakoto]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/tables/pin-star.jsonl:1:244: warning: the play marks 1 move with *, but these rules hit no checker (a pin is no hit)
