# Records that name their rule sets by aliases and names in turn, one name unknown among them: each record is judged under the rule set its own name gives (the referee remembers recent names, never a name for another)
$ arbiter validate -
< [Variant "Nine Men's Morris"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "Six Men's Morris"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "nine-mens-morris"]
< [Result "*"]
<
< 1. a1 *
<
< [Variant "Mühle"]
< [Result "*"]
<
< 1. d3 *
<
< [Variant "Nine Mens Morrris"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "Six Men's Morris"]
< [Result "*"]
<
< 1. a7 *
<
< [Variant "Nine Men's Morris"]
< [Result "*"]
<
< 1. z9 *
<
? 2
> <stdin> #1: valid, * (unfinished), 1 ply [nine-mens-morris]
> <stdin> #2: valid, * (unfinished), 1 ply [six-mens-morris]
> <stdin> #3: valid, * (unfinished), 1 ply [nine-mens-morris]
> <stdin> #4: valid, * (unfinished), 1 ply [nine-mens-morris]
> <stdin> #5: unreadable: the record's variant 'Nine Mens Morrris' is unknown (did you mean Nine Mens Morris? see 'arbiter variants list', or choose one with -V)
> <stdin> #6: illegal at ply 1, a7: a7 is not a point on this board [six-mens-morris]
> <stdin> #7: illegal at ply 1, z9: z9 is not a point on this board [nine-mens-morris]
> 7 records: 4 valid, 2 illegal, 0 mismatched, 1 unreadable
! arbiter: <stdin>:21:11: the record's variant 'Nine Mens Morrris' is unknown (did you mean Nine Mens Morris? see 'arbiter variants list', or choose one with -V)
!   [Variant "Nine Mens Morrris"]
!             ^
! arbiter: <stdin>:29:4: a7 is not a point on this board
!   1. a7 *
!      ^
! arbiter: <stdin>:34:4: z9 is not a point on this board
!   1. z9 *
!      ^
