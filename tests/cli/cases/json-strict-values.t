# a JSON record's values are JSON's: tru, nul, 01, +1, .5, 1e are none (they were read as values), and a "variant" or "notation" member that is no string is said (a number or a list fell back to the default rule set); null names none
$ for v in tru nul - 01 +1 .5 1e 1.5e+3 '"x"' '[1,{"a":null}]'; do echo "{\"variant\":\"nine-mens-morris\",\"other\":$v,\"tags\":[],\"movetext\":[[\"move\",\"d6\"]]}"; done | arbiter validate -q -n json -; for v in 3 '["a"]' null; do echo "{\"variant\":$v,\"tags\":[],\"movetext\":[[\"move\",\"d6\"]]}"; done | arbiter validate -n json -
? 2
> <stdin> #1: unreadable: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
> <stdin> #2: unreadable: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
> <stdin> #3: unreadable: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
> <stdin> #4: unreadable: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
> <stdin> #5: unreadable: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
> <stdin> #6: unreadable: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
> <stdin> #7: unreadable: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
> 10 records: 3 valid, 0 illegal, 0 mismatched, 7 unreadable
> <stdin> #1: unreadable: "variant" is a rule set's name, a string
> <stdin> #2: unreadable: "variant" is a rule set's name, a string
> <stdin> #3: valid, * (unfinished), 1 ply [nine-mens-morris]
> 3 records: 1 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: <stdin>:1:39: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
! arbiter: <stdin>:2:39: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
! arbiter: <stdin>:3:39: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
! arbiter: <stdin>:4:39: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
! arbiter: <stdin>:5:39: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
! arbiter: <stdin>:6:39: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
! arbiter: <stdin>:7:39: not a JSON record: a value expected: a string, a number, true, false, null, a list or an object
! arbiter: <stdin>:1:1: "variant" is a rule set's name, a string
! arbiter: <stdin>:2:1: "variant" is a rule set's name, a string
