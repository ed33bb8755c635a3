# a record naming an unknown variant
$ arbiter validate tests/data/bad/unknown-variant.pgn
? 2
> tests/data/bad/unknown-variant.pgn #1: unreadable: the record's variant 'Hexagonal Morris' is unknown (see 'arbiter variants list', or choose one with -V)
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/unknown-variant.pgn:2:11: the record's variant 'Hexagonal Morris' is unknown (see 'arbiter variants list', or choose one with -V)
!   [Variant "Hexagonal Morris"]
!             ^
