# a result token alone after a game (no tags, no moves) is no game: unreadable,
# not a second valid record ("resignation, as the record says"), exit 2
$ arbiter validate tests/data/bad/stray-result.pgn
? 2
> tests/data/bad/stray-result.pgn #1: valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> tests/data/bad/stray-result.pgn #2: unreadable: a result token alone, with no tags and no moves: no game (a stray result after the game before it?)
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/stray-result.pgn:5:1: a result token alone, with no tags and no moves: no game (a stray result after the game before it?)
!   1-0
!   ^
