# [Termination "rules"] (arbiter's word: the rules ended the game) is checked: a game that goes on is a mismatch, one the rules ended is valid; PGN's "normal", which chess writers also say of a resignation, is no such claim
$ arbiter validate -
< [Variant "three-mens-morris"]
< [Result "0-1"]
< [Termination "rules"]
<
< 1. b2 a1 2. c3 b1 0-1
<
< [Variant "three-mens-morris"]
< [Result "0-1"]
< [Termination "rules"]
<
< 1. b2 a1 2. c3 b1 3. a3 c1 0-1
<
< [Variant "three-mens-morris"]
< [Result "0-1"]
< [Termination "Normal"]
<
< 1. b2 a1 2. c3 b1 0-1
? 1
> <stdin> #1: mismatch: the record says the rules ended the game 0-1 ([Termination "rules"]), but after its 4 plies the game goes on [three-mens-morris]
> <stdin> #2: valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> <stdin> #3: valid, 0-1 (resignation, as the record says), 4 plies [three-mens-morris]
> 3 records: 2 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: <stdin>:5:19: the record says the rules ended the game 0-1 ([Termination "rules"]), but after its 4 plies the game goes on
!   1. b2 a1 2. c3 b1 0-1
!                     ^
