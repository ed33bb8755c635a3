# what convert writes as SGF reads back: a resignation after a roll is said in RE alone (no empty move node), and a gammon the record counted in full, the Jacoby rule not stated, is written without Jacoby in RU
$ arbiter convert -t sgf tests/data/backgammon/dialects/jacoby-unstated.mat tests/data/backgammon/dialects/resign-forms.mat 2>/dev/null | arbiter validate -q -
? 1
> <stdin> #3 (gnubg - root): mismatch: 4 points is no resignation with the cube on 1 (1: the Jacoby rule, which the file's RU property sets, the cube never turned) [backgammon-money]
> 10 records: 9 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: <stdin>:9:297: 4 points is no resignation with the cube on 1 (1: the Jacoby rule, which the file's RU property sets, the cube never turned)
