# what a DOXA game's events claim: its end, {"overall":"R"}, is a claim of the
# rules' verdict as its "overall_winner" is (a game over after two tiles is
# a mismatch; it was passed over, the game valid and unfinished); a grid's
# winner, "w", is R, B or S (a "Q" passed); no tile comes after the end; the
# end event and "overall_winner" naming different winners are unreadable
$ arbiter validate tests/data/hostile/doxa-claims.jsonl
? 2
> tests/data/hostile/doxa-claims.jsonl #1: mismatch: the record says the rules ended the game 1-0 ([Termination "rules"]), but after its 2 plies the game goes on [uttt-doxa]
> tests/data/hostile/doxa-claims.jsonl #2: unreadable: a DOXA grid's winner, "w", is "R", "B" or "S" (a stalemate)
> tests/data/hostile/doxa-claims.jsonl #3: unreadable: moves after the result
> tests/data/hostile/doxa-claims.jsonl #4: unreadable: a DOXA game's end event, {"overall": ...}, and its "overall_winner" name different winners
> 4 records: 0 valid, 0 illegal, 1 mismatched, 3 unreadable
! arbiter: tests/data/hostile/doxa-claims.jsonl:1:72: the record says the rules ended the game 1-0 ([Termination "rules"]), but after its 2 plies the game goes on
! arbiter: tests/data/hostile/doxa-claims.jsonl:2:1: a DOXA grid's winner, "w", is "R", "B" or "S" (a stalemate)
! arbiter: tests/data/hostile/doxa-claims.jsonl:3:1: moves after the result
! arbiter: tests/data/hostile/doxa-claims.jsonl:4:1: a DOXA game's end event, {"overall": ...}, and its "overall_winner" name different winners
