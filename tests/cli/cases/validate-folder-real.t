# a folder of real archives, read through: files that are no records (a README) are skipped with a note; matches end with their files
$ arbiter validate -q tests/data/real
? 1
> tests/data/real/backgammon/galaxy/match7707286.txt #2 (lasse - newbie): mismatch: 4 points is no resignation with the cube on 1 (1, 2 or 3) [backgammon]
> tests/data/real/backgammon/studio/Minchy - Llabba 13pt Backgammon Studio 2023_02_24 19_44_27.txt #10 (Minchy - Llabba): mismatch: 4016 points is no resignation with the cube on 4 (4, 8 or 12) [backgammon]
> tests/data/real/backgammon/studio/MrPurple - Lasse 3pt Backgammon Studio 2024_05_11 20_10_33.txt #2 (MrPurple - Lasse): mismatch: 4016 points is no resignation with the cube on 4 (4, 8 or 12) [backgammon]
> 1519 records: 1516 valid, 0 illegal, 3 mismatched, 0 unreadable
! arbiter: tests/data/real/README.md: skipped: not a record file (name it to read it anyway)
! arbiter: tests/data/real/backgammon/galaxy/match7707286.txt:37:73: 4 points is no resignation with the cube on 1 (1, 2 or 3)
!     2)  Losses 4 point                                               Wins 4 point and the match
!                                                                           ^
! arbiter: tests/data/real/backgammon/studio/Minchy - Llabba 13pt Backgammon Studio 2023_02_24 19_44_27.txt:220:47: 4016 points is no resignation with the cube on 4 (4, 8 or 12)
!     31) 21: ????                           Wins 4016 point
!                                                 ^
! arbiter: tests/data/real/backgammon/studio/MrPurple - Lasse 3pt Backgammon Studio 2024_05_11 20_10_33.txt:58:47: 4016 points is no resignation with the cube on 4 (4, 8 or 12)
!     24) 32: ????                           Wins 4016 point
!                                                 ^
