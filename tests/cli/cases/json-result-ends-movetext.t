# a JSON record's result item ends its movetext, as in the other formats: a move or any other item after it, or a result item that is no result, makes the record unreadable, said (the result was dropped and the game went on valid, the last of two results was taken, a comment after it lost the claim, and "2-0" was passed over)
$ for m in '["move","d6"],["result","1-0"],["move","a1"]' '["move","d6"],["result","0-1"],["result","1-0"]' '["move","d6"],["result","2-0"]' '["move","d6"],["result","1-0"],["comment","fine"]'; do echo "{\"variant\":\"nine-mens-morris\",\"tags\":[],\"movetext\":[$m]}"; done | arbiter validate -n json -
? 2
> <stdin> #1: unreadable: moves after the result
> <stdin> #2: unreadable: the movetext goes on after its result
> <stdin> #3: unreadable: a result item is 1-0, 0-1, 1/2-1/2 or *
> <stdin> #4: unreadable: the movetext goes on after its result
> 4 records: 0 valid, 0 illegal, 0 mismatched, 4 unreadable
! arbiter: <stdin>:1:1: moves after the result
! arbiter: <stdin>:2:1: the movetext goes on after its result
! arbiter: <stdin>:3:1: a result item is 1-0, 0-1, 1/2-1/2 or *
! arbiter: <stdin>:4:1: the movetext goes on after its result
