# a 10 MB line that is no list of moves: read once, one "not a record file", no crash
$ head -c 10000000 /dev/zero | tr '\0' x | arbiter validate -V nine-mens-morris -
? 2
> <stdin> #1: unreadable: not a record file: no line of it is a tag pair, a .mat match or game, SGF, JSON or a list of moves
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: <stdin>:1:1: not a record file: no line of it is a tag pair, a .mat match or game, SGF, JSON or a list of moves
