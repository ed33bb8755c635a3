# a drawn game goes to .mat with no Wins line (.mat has none for a draw), read back valid and drawn with no warning
$ arbiter convert -t mat tests/data/backgammon/plakoto-draw.jsonl 2> /dev/null | tail -2; arbiter convert -t mat tests/data/backgammon/plakoto-draw.jsonl 2> /dev/null | arbiter validate -
? 0
>  31) 31: 11/8 5/4                13: 8/5 3/2
>  32) 36: 13/10 10/4              44: 10/6 7/3 6/2 5/1
> <stdin> #1: valid, 1/2-1/2 (mother: both mother checkers are pinned: a draw), 64 plies, game 1, score before 0-0 [plakoto]
> <stdin> match 1 (? - ?, money play): 1 game, final score 0-0
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
