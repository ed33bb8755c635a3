# a JSON record's match name is not kept where .mat numbers a file's matches in turn: joined.jsonl's two matches, both "1", read back as 1 and 2: said, counted as not held whole (the second match's games became match 2 without a word)
$ arbiter convert -t mat tests/data/backgammon/joined.jsonl | arbiter validate - | grep match
? 0
> <stdin> match 1 (gnubg - root, 3 points): 2 games, final score 5-0, gnubg wins the match
> <stdin> match 2 (gnubg - root, 5 points): 2 games, final score 0-6, root wins the match
> 4 records: 4 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/joined.jsonl #3: warning: its match '1' is not kept: the .mat format numbers a file's matches in turn, and reads it back as match 2
! arbiter: tests/data/backgammon/joined.jsonl #4: warning: its match '1' is not kept: the .mat format numbers a file's matches in turn, and reads it back as match 2
! 4 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 2 not held whole
