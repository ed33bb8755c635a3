# a failed write to standard output is said, with exit 2: convert
$ arbiter convert -t json records/uttt/open-board.uttt > /dev/full
? 2
! arbiter: convert: no record written: the output could not be written (standard output)
! arbiter: write error on standard output: No space left on device
