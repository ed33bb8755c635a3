# a record cut inside a comment
$ arbiter validate tests/data/bad/truncated.pgn
? 2
> tests/data/bad/truncated.pgn #1: unreadable: the comment is never closed (truncated record?)
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/truncated.pgn:4:16: the comment is never closed (truncated record?)
!   1. d6 a1 2. f6 {the file was cut here
!                  ^
