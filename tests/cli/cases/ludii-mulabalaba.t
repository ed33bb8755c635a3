# mulabalaba: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/mulabalaba.pgn
? 1
> tests/data/morris/ludii/mulabalaba.pgn #1: valid, * (unfinished), 25 plies [mulabalaba]
> tests/data/morris/ludii/mulabalaba.pgn #2: illegal at ply 25, d2-g4: g4 is not next to d2 (a piece flies only from the points of rules.flying.from) [mulabalaba]
> tests/data/morris/ludii/mulabalaba.pgn #3: valid, * (unfinished), 9 plies [mulabalaba]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/mulabalaba.pgn:13:56: g4 is not next to d2 (a piece flies only from the points of rules.flying.from)
!   d3 9. a7xc4 e4 10. a4xe4 b4 11. e5xf4 c4 12. c3 f2 13. d2-g4 *
!                                                          ^
