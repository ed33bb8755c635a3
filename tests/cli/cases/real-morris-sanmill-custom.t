# Sanmill's export of a game under rules the user set ([Variant "Custom"]):
# the rules are not in the record, so it is unreadable until -V names them;
# under Sanmill's nine men's morris the game goes on after its last move,
# and the 1-0 is a resignation, as Sanmill's own review of it says
$ arbiter validate tests/data/real/morris/sanmill/unfinished-board-custom.pgn; arbiter validate -V sanmill-nine-mens-morris tests/data/real/morris/sanmill/unfinished-board-custom.pgn
? 0
> tests/data/real/morris/sanmill/unfinished-board-custom.pgn #1 (AI - Human): unreadable: the record's variant 'Custom' is unknown (see 'arbiter variants list', or choose one with -V)
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> tests/data/real/morris/sanmill/unfinished-board-custom.pgn #1 (AI - Human): valid, 1-0 (resignation, as the record says), 37 plies [sanmill-nine-mens-morris]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/real/morris/sanmill/unfinished-board-custom.pgn:8:11: the record's variant 'Custom' is unknown (see 'arbiter variants list', or choose one with -V)
!   [Variant "Custom"]
!             ^
