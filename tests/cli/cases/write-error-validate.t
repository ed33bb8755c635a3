# a failed write to standard output is said, with exit 2: validate
$ arbiter validate records/uttt/open-board.uttt > /dev/full
? 2
! arbiter: write error on standard output: No space left on device
