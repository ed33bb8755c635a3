# a drawn game (Plakoto, both mothers pinned) goes to SGF as RE[Draw], read back as a draw claimed and judged; SGF's other spelling of a draw, RE[0], reads so too
$ arbiter convert -t sgf tests/data/backgammon/plakoto-draw.jsonl 2> /dev/null | head -1; arbiter convert -t sgf tests/data/backgammon/plakoto-draw.jsonl 2> /dev/null | arbiter validate -; arbiter convert -t sgf tests/data/backgammon/plakoto-draw.jsonl 2> /dev/null | sed 's/RE\[Draw\]/RE[0]/' | arbiter validate -q - && echo RE[0] read as a draw
? 0
> (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:0][game:0][ws:0][bs:0]XH[Variant:plakoto]RE[Draw]
> <stdin> #1: valid, 1/2-1/2 (mother: both mother checkers are pinned: a draw), 64 plies, game 1, score before 0-0 [plakoto]
> <stdin> match 1 (? - ?, money play): 1 game, final score 0-0
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> RE[0] read as a draw
