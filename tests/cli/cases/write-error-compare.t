# a failed write to standard output is said, with exit 2: compare
$ arbiter compare -V backgammon -V takhte-nard tests/data/backgammon/dialects/rules-home-hit.sgf > /dev/full
? 2
! arbiter: write error on standard output: No space left on device
