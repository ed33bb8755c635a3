# a record that ends without its result token and whose [Result] is a
# producer's own word (UGN writes X, O or Draw): the message says the tag is
# no result, not that the file was cut off
$ arbiter validate tests/data/bad/result-not-a-result.uttt
? 2
> tests/data/bad/result-not-a-result.uttt #1: unreadable: the record stops without its result token (1-0, 0-1, 1/2-1/2 or *), and its [Result "X"] is none of them [uttt-standard]
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/result-not-a-result.uttt:6:37: the record stops without its result token (1-0, 0-1, 1/2-1/2 or *), and its [Result "X"] is none of them
!   1. 0.0 0.2 2. 2.3 3.4 3. 4.4 4.1 4. 1.0
!                                       ^
