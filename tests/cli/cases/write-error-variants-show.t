# a failed write to standard output is said, with exit 2: variants-show
$ arbiter variants show backgammon > /dev/full
? 2
! arbiter: write error on standard output: No space left on device
