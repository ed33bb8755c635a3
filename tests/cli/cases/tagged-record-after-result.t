# A record's tags on the line its predecessor's result ends, after some spaces: the first record's text stops at its result (its last line is shown without the spaces), and the next record's error is shown on that line, at its own column
$ arbiter validate -
< [Variant "nine-mens-morris"]
< [Result "1-0"]
<
< 1. d2 d6 2. zz 1-0   [Variant "nine-mens-morris"] [Result "*"] 1. a1 a1 *
< [Variant "nine-mens-morris"]
< [Result "*"]
<
< 1. d2 *    [Variant "nine-mens-morris"] [Result "*"] 1. a1 a1 *
? 2
> <stdin> #1: illegal at ply 3, zz: 'zz' is not a move in algebraic notation [nine-mens-morris]
> <stdin> #2: unreadable: expected a tag [Name "value"]
> <stdin> #3: valid, * (unfinished), 1 ply [nine-mens-morris]
> <stdin> #4: unreadable: expected a tag [Name "value"]
> 4 records: 1 valid, 1 illegal, 0 mismatched, 2 unreadable
! arbiter: <stdin>:4:13: 'zz' is not a move in algebraic notation
!   1. d2 d6 2. zz 1-0
!               ^
! arbiter: <stdin>:4:64: expected a tag [Name "value"]
! arbiter: <stdin>:8:54: expected a tag [Name "value"]
!       [Variant "nine-mens-morris"] [Result "*"] 1. a1 a1 *
!                                                        ^
