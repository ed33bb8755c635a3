# real studio files (tests/data/real/backgammon/studio, see tests/data/real/README.md):
# every game's plays are legal, as GNU Backgammon's move command agrees; what is not valid is a claim the rules contradict
$ arbiter validate -q tests/data/real/backgammon/studio/*
? 1
> tests/data/real/backgammon/studio/Minchy - Llabba 13pt Backgammon Studio 2023_02_24 19_44_27.txt #10 (Minchy - Llabba): mismatch: 4016 points is no resignation with the cube on 4 (4, 8 or 12) [backgammon]
> tests/data/real/backgammon/studio/MrPurple - Lasse 3pt Backgammon Studio 2024_05_11 20_10_33.txt #2 (MrPurple - Lasse): mismatch: 4016 points is no resignation with the cube on 4 (4, 8 or 12) [backgammon]
> 610 records: 608 valid, 0 illegal, 2 mismatched, 0 unreadable
! arbiter: tests/data/real/backgammon/studio/Minchy - Llabba 13pt Backgammon Studio 2023_02_24 19_44_27.txt:220:47: 4016 points is no resignation with the cube on 4 (4, 8 or 12)
!     31) 21: ????                           Wins 4016 point
!                                                 ^
! arbiter: tests/data/real/backgammon/studio/MrPurple - Lasse 3pt Backgammon Studio 2024_05_11 20_10_33.txt:58:47: 4016 points is no resignation with the cube on 4 (4, 8 or 12)
!     24) 32: ????                           Wins 4016 point
!                                                 ^
