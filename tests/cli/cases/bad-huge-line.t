# a 10 MB line: read whole, refereed, no crash
$ head -c 10000000 /dev/zero | tr '\0' x | arbiter validate -V nine-mens-morris -
? 1
> <stdin> #1: illegal at ply 1, xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' is not a move in algebraic notation [nine-mens-morris]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1:1: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' is not a move in algebraic notation
