# A JSON record's "game" member names the game: with no "variant", that game's standard rule set (the first record was judged as nine men's morris, unreadable); a rule set of another game than the one named (the second, whose "variant" was swapped) and a game arbiter does not referee (the third) are unreadable, said; a notation of one game alone names it (the fourth, as a [Notation] tag does)
$ arbiter validate -q tests/data/hostile/json-game-member.jsonl
? 2
> tests/data/hostile/json-game-member.jsonl #2 (gnubg - root): unreadable: the record names the game morris, but its rule set 'backgammon' is for backgammon: which of them holds cannot be told
> tests/data/hostile/json-game-member.jsonl #3 (gnubg - root): unreadable: the record's game 'chess' is none arbiter referees (morris, uttt, backgammon)
> 4 records: 2 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: tests/data/hostile/json-game-member.jsonl:2:1: the record names the game morris, but its rule set 'backgammon' is for backgammon: which of them holds cannot be told
! arbiter: tests/data/hostile/json-game-member.jsonl:3:1: the record's game 'chess' is none arbiter referees (morris, uttt, backgammon)
