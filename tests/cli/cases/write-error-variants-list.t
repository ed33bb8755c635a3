# a failed write to standard output is said, with exit 2: variants-list
$ arbiter variants list > /dev/full
? 2
! arbiter: write error on standard output: No space left on device
