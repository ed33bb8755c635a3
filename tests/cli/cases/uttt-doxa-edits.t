# DOXA games edited as a slip or a forgery would edit them, each refused
# where DOXA's own referee refuses it: a tile in the wrong grid (its
# InvalidGrid, ply 10), a tile in a stalemated grid that still has an empty
# cell (its GridTaken, ply 59), a winner written for the other player (in
# its end event and its "overall_winner" alike), and a
# game cut short whose end is still claimed (the referee's verdict is the
# rules' end, never an agreement); and lines that are no DOXA game: the
# match's "Scores" tally, a grid 9, a winner "X", no events, a tile with no
# grid, a game with no "type", and the platform's answer listing a match's
# events (each game its "payload"), said so. A game printed over lines with
# its keys sorted ("type" last), as a JSON tool writes it back, is the same
# game
$ arbiter validate tests/data/uttt/doxa/pretty-sorted.json; arbiter validate tests/data/uttt/doxa/edits.jsonl; arbiter validate tests/data/json/doxa-not-games.jsonl; arbiter validate tests/data/json/doxa-api-events.json
? 2
> tests/data/uttt/doxa/pretty-sorted.json #1: valid, 1/2-1/2 (no-line-left: no line of boards can be made any more), 64 plies [uttt-doxa]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> tests/data/uttt/doxa/edits.jsonl #1: illegal at ply 10, 0.2: board 8 (bottom-right) is required (did you mean 8.2?) [uttt-doxa]
> tests/data/uttt/doxa/edits.jsonl #2: illegal at ply 59, 7.4: board 7 (bottom) is drawn and closed (did you mean 3.2?) [uttt-doxa]
> tests/data/uttt/doxa/edits.jsonl #3: mismatch: the record claims 0-1, but the game ended 1-0 at ply 55: X has three boards in a line [uttt-doxa]
> tests/data/uttt/doxa/edits.jsonl #4: mismatch: the record says the rules ended the game 1/2-1/2 ([Termination "rules"]), but after its 60 plies the game goes on [uttt-doxa]
> 4 records: 0 valid, 2 illegal, 2 mismatched, 0 unreadable
> tests/data/json/doxa-not-games.jsonl #1: unreadable: a DOXA "Scores" event: the match's tally, no game (its games are the "GameHistory" events)
> tests/data/json/doxa-not-games.jsonl #2: unreadable: a DOXA event's grid and tile are numbers 0 to 8
> tests/data/json/doxa-not-games.jsonl #3: unreadable: a DOXA game's "overall_winner" is "R", "B" or "S" (a stalemate)
> tests/data/json/doxa-not-games.jsonl #4: unreadable: a DOXA game ("GameHistory") needs its "events": a list
> tests/data/json/doxa-not-games.jsonl #5: unreadable: a DOXA tile placed needs its grid, "g"
> tests/data/json/doxa-not-games.jsonl #6: unreadable: DOXA's "events" or "overall_winner" with no "type": "GameHistory"
> 6 records: 0 valid, 0 illegal, 0 mismatched, 6 unreadable
> tests/data/json/doxa-api-events.json #1: unreadable: DOXA's list of a match's events: each game is the "payload" of its "game_N" event, read one a line
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/uttt/doxa/edits.jsonl:1:159: board 8 (bottom-right) is required (did you mean 8.2?)
! arbiter: tests/data/uttt/doxa/edits.jsonl:2:973: board 7 (bottom) is drawn and closed (did you mean 3.2?)
! arbiter: tests/data/uttt/doxa/edits.jsonl:3:949: the record claims 0-1, but the game ended 1-0 at ply 55: X has three boards in a line
! arbiter: tests/data/uttt/doxa/edits.jsonl:4:971: the record says the rules ended the game 1/2-1/2 ([Termination "rules"]), but after its 60 plies the game goes on
! arbiter: tests/data/json/doxa-not-games.jsonl:1:1: a DOXA "Scores" event: the match's tally, no game (its games are the "GameHistory" events)
! arbiter: tests/data/json/doxa-not-games.jsonl:2:1: a DOXA event's grid and tile are numbers 0 to 8
! arbiter: tests/data/json/doxa-not-games.jsonl:3:1: a DOXA game's "overall_winner" is "R", "B" or "S" (a stalemate)
! arbiter: tests/data/json/doxa-not-games.jsonl:4:1: a DOXA game ("GameHistory") needs its "events": a list
! arbiter: tests/data/json/doxa-not-games.jsonl:5:1: a DOXA tile placed needs its grid, "g"
! arbiter: tests/data/json/doxa-not-games.jsonl:6:1: DOXA's "events" or "overall_winner" with no "type": "GameHistory"
! arbiter: tests/data/json/doxa-api-events.json:1:1: DOXA's list of a match's events: each game is the "payload" of its "game_N" event, read one a line
