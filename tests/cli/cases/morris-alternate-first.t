# Stockboi (seed 001): who starts alternates from game to game; the same player first in two consecutive games of the same players is a mismatch
$ arbiter validate tests/data/morris/claims/alternation.pgn
? 1
> tests/data/morris/claims/alternation.pgn #1 (Ayşe - Mehmet): valid, * (unfinished), 4 plies [stockboi-dokuz-tas]
> tests/data/morris/claims/alternation.pgn #2 (Mehmet - Ayşe): valid, * (unfinished), 4 plies [stockboi-dokuz-tas]
> tests/data/morris/claims/alternation.pgn #3 (Mehmet - Ayşe): mismatch: Mehmet plays first again: under stockboi-dokuz-tas the first player alternates from game to game in a match [stockboi-dokuz-tas]
> 3 records: 2 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/morris/claims/alternation.pgn:17:1: Mehmet plays first again: under stockboi-dokuz-tas the first player alternates from game to game in a match
!   [Event "Izmir club night"]
!   ^
