# tsoro-yemutwelve: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/tsoro-yemutwelve.pgn
? 1
> tests/data/morris/ludii/tsoro-yemutwelve.pgn #1: valid, 1/2-1/2 (board-full: the board is full), 24 plies [tsoro-yemutwelve]
> tests/data/morris/ludii/tsoro-yemutwelve.pgn #2: illegal at ply 9, g7xd6: d6 is in a mill and cannot be removed while c3 is in none [tsoro-yemutwelve]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/tsoro-yemutwelve.pgn:11:43: d6 is in a mill and cannot be removed while c3 is in none
!   1. a7 b6 2. d7 d6 3. a1 f6xa1 4. a1 c3 5. g7xd6 *
!                                             ^
