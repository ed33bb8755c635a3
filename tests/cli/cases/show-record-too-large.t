# a record number past the largest show reads is a usage error quoting it (it was read as 9223372036854775807, a number never typed)
$ arbiter show -r 18446744073709551617 tests/data/backgammon/match-1pt.mat
? 2
! arbiter: show: --record takes a number from 1, not '18446744073709551617'
! Try 'arbiter show --help' for more information.
