# a JSON line that is not a record
$ printf '{"tags": 3}\n{not json\n' | arbiter convert -t algebraic -n json -
? 2
! <stdin> #1: unreadable: a record needs "movetext": a list, and "tags": a list of pairs
! arbiter: <stdin>:1:1: a record needs "movetext": a list, and "tags": a list of pairs
! <stdin> #2: unreadable: not a JSON record: a string expected
! arbiter: <stdin>:2:2: not a JSON record: a string expected
! 0 records written; 0 illegal (not written), 0 mismatched, 2 unreadable, 0 not held whole
