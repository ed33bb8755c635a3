# an unclosed { comment makes its record unreadable; reading goes on at the next record's tags, so no later record is lost
$ arbiter validate tests/data/bad/unclosed-comment.pgn
? 2
> tests/data/bad/unclosed-comment.pgn #1: unreadable: the comment is not closed before the next record's tags
> tests/data/bad/unclosed-comment.pgn #2: valid, * (unfinished), 2 plies [nine-mens-morris]
> tests/data/bad/unclosed-comment.pgn #3: valid, * (unfinished), 2 plies [nine-mens-morris]
> 3 records: 2 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/unclosed-comment.pgn:4:7: the comment is not closed before the next record's tags
!   1. d6 {an unclosed comment d2 2. a1 *
!         ^
