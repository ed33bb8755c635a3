# a JSON string holding \u0000 makes its record unreadable, said at the
# string: a NUL ends a text in every other format and in the program's
# strings, so a player "Ali\u0000 (impostor)" was scored as Ali (two players
# in one row), a move "zz\u0000junk" refereed and written as zz, and a
# comment with one read, then refused by every writer but JSON's
$ arbiter standings tests/data/hostile/json-nul.jsonl; arbiter convert -q -t algebraic --keep-invalid tests/data/hostile/json-nul.jsonl
? 2
>   #  Player  Games  Wins  Draws  Losses  Score
>   1  Ali         1     1      0       0     1
>   2  Sara        1     0      0       1     0
>
> Not scored:
>   tests/data/hostile/json-nul.jsonl #2: unreadable: not a JSON record: a string holds \u0000, a NUL, which no record's text may hold
>   tests/data/hostile/json-nul.jsonl #3: unreadable: not a JSON record: a string holds \u0000, a NUL, which no record's text may hold
>   tests/data/hostile/json-nul.jsonl #4: unreadable: not a JSON record: a string holds \u0000, a NUL, which no record's text may hold
> [White "Ali"]
> [Black "Sara"]
> [Result "1-0"]
>
> 1. d6 a1 1-0
>
! tests/data/hostile/json-nul.jsonl #2: unreadable: not a JSON record: a string holds \u0000, a NUL, which no record's text may hold
! arbiter: tests/data/hostile/json-nul.jsonl:2:39: not a JSON record: a string holds \u0000, a NUL, which no record's text may hold
! tests/data/hostile/json-nul.jsonl #3 (Cem - Sara): unreadable: not a JSON record: a string holds \u0000, a NUL, which no record's text may hold
! arbiter: tests/data/hostile/json-nul.jsonl:3:97: not a JSON record: a string holds \u0000, a NUL, which no record's text may hold
! tests/data/hostile/json-nul.jsonl #4 (Cem - Sara): unreadable: not a JSON record: a string holds \u0000, a NUL, which no record's text may hold
! arbiter: tests/data/hostile/json-nul.jsonl:4:99: not a JSON record: a string holds \u0000, a NUL, which no record's text may hold
