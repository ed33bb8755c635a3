# Records that name a rule set no one has, again and again: each is unreadable with the same reason (and suggestion) at its own tag, the first time, the next record, after a known name, and after eight other names (the referee remembers what a name found, also nothing)
$ arbiter validate -
< [Variant "Nine Mens Morrris"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "Nine Mens Morrris"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "nine-mens-morris"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "Nine Mens Morrris"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "nine-mens-moris"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "nine-mens-moris"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "u0"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "u1"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "u2"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "u3"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "u4"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "u5"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "u6"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "u7"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "Nine Mens Morrris"]
< [Result "*"]
<
< 1. d2 *
<
< [Variant "nine-mens-moris"]
< [Result "*"]
<
< 1. d2 *
? 2
> <stdin> #1: unreadable: the record's variant 'Nine Mens Morrris' is unknown (did you mean Nine Mens Morris? see 'arbiter variants list', or choose one with -V)
> <stdin> #2: unreadable: the record's variant 'Nine Mens Morrris' is unknown (did you mean Nine Mens Morris? see 'arbiter variants list', or choose one with -V)
> <stdin> #3: valid, * (unfinished), 1 ply [nine-mens-morris]
> <stdin> #4: unreadable: the record's variant 'Nine Mens Morrris' is unknown (did you mean Nine Mens Morris? see 'arbiter variants list', or choose one with -V)
> <stdin> #5: unreadable: the record's variant 'nine-mens-moris' is unknown (did you mean nine-mens-morris? see 'arbiter variants list', or choose one with -V)
> <stdin> #6: unreadable: the record's variant 'nine-mens-moris' is unknown (did you mean nine-mens-morris? see 'arbiter variants list', or choose one with -V)
> <stdin> #7: unreadable: the record's variant 'u0' is unknown (see 'arbiter variants list', or choose one with -V)
> <stdin> #8: unreadable: the record's variant 'u1' is unknown (see 'arbiter variants list', or choose one with -V)
> <stdin> #9: unreadable: the record's variant 'u2' is unknown (see 'arbiter variants list', or choose one with -V)
> <stdin> #10: unreadable: the record's variant 'u3' is unknown (see 'arbiter variants list', or choose one with -V)
> <stdin> #11: unreadable: the record's variant 'u4' is unknown (see 'arbiter variants list', or choose one with -V)
> <stdin> #12: unreadable: the record's variant 'u5' is unknown (see 'arbiter variants list', or choose one with -V)
> <stdin> #13: unreadable: the record's variant 'u6' is unknown (see 'arbiter variants list', or choose one with -V)
> <stdin> #14: unreadable: the record's variant 'u7' is unknown (see 'arbiter variants list', or choose one with -V)
> <stdin> #15: unreadable: the record's variant 'Nine Mens Morrris' is unknown (did you mean Nine Mens Morris? see 'arbiter variants list', or choose one with -V)
> <stdin> #16: unreadable: the record's variant 'nine-mens-moris' is unknown (did you mean nine-mens-morris? see 'arbiter variants list', or choose one with -V)
> 16 records: 1 valid, 0 illegal, 0 mismatched, 15 unreadable
! arbiter: <stdin>:1:11: the record's variant 'Nine Mens Morrris' is unknown (did you mean Nine Mens Morris? see 'arbiter variants list', or choose one with -V)
!   [Variant "Nine Mens Morrris"]
!             ^
! arbiter: <stdin>:6:11: the record's variant 'Nine Mens Morrris' is unknown (did you mean Nine Mens Morris? see 'arbiter variants list', or choose one with -V)
!   [Variant "Nine Mens Morrris"]
!             ^
! arbiter: <stdin>:16:11: the record's variant 'Nine Mens Morrris' is unknown (did you mean Nine Mens Morris? see 'arbiter variants list', or choose one with -V)
!   [Variant "Nine Mens Morrris"]
!             ^
! arbiter: <stdin>:21:11: the record's variant 'nine-mens-moris' is unknown (did you mean nine-mens-morris? see 'arbiter variants list', or choose one with -V)
!   [Variant "nine-mens-moris"]
!             ^
! arbiter: <stdin>:26:11: the record's variant 'nine-mens-moris' is unknown (did you mean nine-mens-morris? see 'arbiter variants list', or choose one with -V)
!   [Variant "nine-mens-moris"]
!             ^
! arbiter: <stdin>:31:11: the record's variant 'u0' is unknown (see 'arbiter variants list', or choose one with -V)
!   [Variant "u0"]
!             ^
! arbiter: <stdin>:36:11: the record's variant 'u1' is unknown (see 'arbiter variants list', or choose one with -V)
!   [Variant "u1"]
!             ^
! arbiter: <stdin>:41:11: the record's variant 'u2' is unknown (see 'arbiter variants list', or choose one with -V)
!   [Variant "u2"]
!             ^
! arbiter: <stdin>:46:11: the record's variant 'u3' is unknown (see 'arbiter variants list', or choose one with -V)
!   [Variant "u3"]
!             ^
! arbiter: <stdin>:51:11: the record's variant 'u4' is unknown (see 'arbiter variants list', or choose one with -V)
!   [Variant "u4"]
!             ^
! arbiter: <stdin>:56:11: the record's variant 'u5' is unknown (see 'arbiter variants list', or choose one with -V)
!   [Variant "u5"]
!             ^
! arbiter: <stdin>:61:11: the record's variant 'u6' is unknown (see 'arbiter variants list', or choose one with -V)
!   [Variant "u6"]
!             ^
! arbiter: <stdin>:66:11: the record's variant 'u7' is unknown (see 'arbiter variants list', or choose one with -V)
!   [Variant "u7"]
!             ^
! arbiter: <stdin>:71:11: the record's variant 'Nine Mens Morrris' is unknown (did you mean Nine Mens Morris? see 'arbiter variants list', or choose one with -V)
!   [Variant "Nine Mens Morrris"]
!             ^
! arbiter: <stdin>:76:11: the record's variant 'nine-mens-moris' is unknown (did you mean nine-mens-morris? see 'arbiter variants list', or choose one with -V)
!   [Variant "nine-mens-moris"]
!             ^
