# a JSON record over lines that is cut short is one unreadable record,
# said where it starts, whether the next record's line or the end of the
# file comes first; a JSON Lines record cut short is said where it stops,
# and the next line is the next record, as before; another program's JSON
# document over lines is one unreadable record, not one a line
$ arbiter validate tests/data/hostile/json-pretty-cut.json tests/data/hostile/json-pretty-unclosed.json tests/data/hostile/json-lines-cut.jsonl tests/data/hostile/json-other-document.json
? 2
> tests/data/hostile/json-pretty-cut.json #1 (Mina - Mehmet): unreadable: not a JSON record: the object is not closed before the next record's line
> tests/data/hostile/json-pretty-cut.json #2 (Mina - Thabo): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 125 plies [nine-mens-morris]
> tests/data/hostile/json-pretty-unclosed.json #1 (Mina - Mehmet): unreadable: not a JSON record: the object is not closed before the file ends
> tests/data/hostile/json-lines-cut.jsonl #1 (Mina - Mehmet): unreadable: not a JSON record: a control character in a string
> tests/data/hostile/json-lines-cut.jsonl #2 (Mina - Thabo): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 125 plies [nine-mens-morris]
> tests/data/hostile/json-lines-cut.jsonl #3 (Eva - Jan): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 72 plies [nine-mens-morris]
> tests/data/hostile/json-other-document.json #1: unreadable: a record needs "movetext": a list, and "tags": a list of pairs
> 7 records: 3 valid, 0 illegal, 0 mismatched, 4 unreadable
! arbiter: tests/data/hostile/json-pretty-cut.json:1:1: not a JSON record: the object is not closed before the next record's line
! arbiter: tests/data/hostile/json-pretty-unclosed.json:1:1: not a JSON record: the object is not closed before the file ends
! arbiter: tests/data/hostile/json-lines-cut.jsonl:1:201: not a JSON record: a control character in a string
! arbiter: tests/data/hostile/json-other-document.json:1:1: a record needs "movetext": a list, and "tags": a list of pairs
