# an unknown command
$ arbiter frobnicate
? 2
! arbiter: 'frobnicate' is not a command
! Try 'arbiter --help' for more information.
