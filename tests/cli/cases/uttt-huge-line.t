# a 10 MB line of moves: read whole, refereed, no crash
$ yes 'e5' | head -c 10000000 | tr '\n' ' ' | arbiter validate -n global -
? 1
> <stdin> #1: illegal at ply 2, e5: e5 is occupied [uttt-standard]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1:4: e5 is occupied
