# DOXA's Ultimate Tic-Tac-Toe competition: games its referee (model.rs)
# refereed between two random agents, each the "GameHistory" event its
# game client emits, found by content and read under uttt-doxa, with the
# referee's winner: a small board where every line holds both players'
# marks is a stalemate, closed at once, and the game a stalemate once no
# line of boards can be made. Under uttt-standard, which keeps such a board
# open, game 11's last tile (a free move, board 7 being stalemated) is
# illegal, and the stalemates declared before every board is decided are
# mismatches: the referee gives its winner only where the rules ended the
# game
$ arbiter validate tests/data/real/uttt/doxa/selfplay.jsonl; arbiter validate -q -V uttt-standard tests/data/real/uttt/doxa/selfplay.jsonl
? 1
> tests/data/real/uttt/doxa/selfplay.jsonl #1: valid, 1/2-1/2 (no-line-left: no line of boards can be made any more), 64 plies [uttt-doxa]
> tests/data/real/uttt/doxa/selfplay.jsonl #2: valid, 1/2-1/2 (no-line-left: no line of boards can be made any more), 68 plies [uttt-doxa]
> tests/data/real/uttt/doxa/selfplay.jsonl #3: valid, 0-1 (line: O has three boards in a line), 56 plies [uttt-doxa]
> tests/data/real/uttt/doxa/selfplay.jsonl #4: valid, 0-1 (line: O has three boards in a line), 50 plies [uttt-doxa]
> tests/data/real/uttt/doxa/selfplay.jsonl #5: valid, 1-0 (line: X has three boards in a line), 55 plies [uttt-doxa]
> tests/data/real/uttt/doxa/selfplay.jsonl #6: valid, 0-1 (line: O has three boards in a line), 52 plies [uttt-doxa]
> tests/data/real/uttt/doxa/selfplay.jsonl #7: valid, 0-1 (line: O has three boards in a line), 68 plies [uttt-doxa]
> tests/data/real/uttt/doxa/selfplay.jsonl #8: valid, 1-0 (line: X has three boards in a line), 55 plies [uttt-doxa]
> tests/data/real/uttt/doxa/selfplay.jsonl #9: valid, 1/2-1/2 (all-decided: every board is decided without a line), 60 plies [uttt-doxa]
> tests/data/real/uttt/doxa/selfplay.jsonl #10: valid, 1/2-1/2 (no-line-left: no line of boards can be made any more), 61 plies [uttt-doxa]
> tests/data/real/uttt/doxa/selfplay.jsonl #11: valid, 1/2-1/2 (all-decided: every board is decided without a line), 59 plies [uttt-doxa]
> tests/data/real/uttt/doxa/selfplay.jsonl #12: valid, 1/2-1/2 (no-line-left: no line of boards can be made any more), 67 plies [uttt-doxa]
> 12 records: 12 valid, 0 illegal, 0 mismatched, 0 unreadable
> tests/data/real/uttt/doxa/selfplay.jsonl #1: mismatch: the record says the rules ended the game 1/2-1/2 ([Termination "rules"]), but after its 64 plies the game goes on [uttt-standard]
> tests/data/real/uttt/doxa/selfplay.jsonl #2: mismatch: the record says the rules ended the game 1/2-1/2 ([Termination "rules"]), but after its 68 plies the game goes on [uttt-standard]
> tests/data/real/uttt/doxa/selfplay.jsonl #10: mismatch: the record says the rules ended the game 1/2-1/2 ([Termination "rules"]), but after its 61 plies the game goes on [uttt-standard]
> tests/data/real/uttt/doxa/selfplay.jsonl #11: illegal at ply 59, 3.2: board 7 (bottom) is required (did you mean 7.4?) [uttt-standard]
> tests/data/real/uttt/doxa/selfplay.jsonl #12: mismatch: the record says the rules ended the game 1/2-1/2 ([Termination "rules"]), but after its 67 plies the game goes on [uttt-standard]
> 12 records: 7 valid, 1 illegal, 4 mismatched, 0 unreadable
! arbiter: tests/data/real/uttt/doxa/selfplay.jsonl:1:1091: the record says the rules ended the game 1/2-1/2 ([Termination "rules"]), but after its 64 plies the game goes on
! arbiter: tests/data/real/uttt/doxa/selfplay.jsonl:2:1147: the record says the rules ended the game 1/2-1/2 ([Termination "rules"]), but after its 68 plies the game goes on
! arbiter: tests/data/real/uttt/doxa/selfplay.jsonl:10:1049: the record says the rules ended the game 1/2-1/2 ([Termination "rules"]), but after its 61 plies the game goes on
! arbiter: tests/data/real/uttt/doxa/selfplay.jsonl:11:973: board 7 (bottom) is required (did you mean 7.4?)
! arbiter: tests/data/real/uttt/doxa/selfplay.jsonl:12:1117: the record says the rules ended the game 1/2-1/2 ([Termination "rules"]), but after its 67 plies the game goes on
