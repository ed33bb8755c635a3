# a Tavli match converted to SGF (the rotation in XH): each game refereed again under its own rule set
$ arbiter convert -q -t sgf tests/data/tables/tavli-match.jsonl | arbiter validate -
? 0
> <stdin> #1 (olympus-black - olympus-white): valid, 1-0 (bear-off: olympus-black bore off every checker: a gammon, 2 points), 58 plies, game 1, score before 0-0 [portes]
> <stdin> #2 (olympus-black - olympus-white): valid, 0-1 (mother: olympus-white pinned olympus-black's mother checker: 2 points), 45 plies, game 2, score before 2-0 [plakoto]
> <stdin> #3 (olympus-black - olympus-white): valid, 1-0 (bear-off: olympus-black bore off every checker: a single, 1 point), 98 plies, game 3, score before 2-2 [fevga-olympus]
> <stdin> #4 (olympus-black - olympus-white): valid, 0-1 (bear-off: olympus-white bore off every checker: a single, 1 point), 88 plies, game 4, score before 3-2 [portes]
> <stdin> #5 (olympus-black - olympus-white): valid, 1-0 (mother: olympus-black pinned olympus-white's mother checker: 2 points), 76 plies, game 5, score before 3-3 [plakoto]
> <stdin> match 1 (olympus-black - olympus-white, 5 points): 5 games, final score 5-3, olympus-black wins the match
> 5 records: 5 valid, 0 illegal, 0 mismatched, 0 unreadable
