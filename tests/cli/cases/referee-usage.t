# the referee's rule set must load; it reads no file; --seed is a number
$ arbiter referee -V nine-mens-moris < /dev/null; echo "status $?"; arbiter referee records/morris; echo "status $?"; arbiter referee --seed -3; echo "status $?"; arbiter referee --seed x; echo "status $?"; arbiter referee --help | head -3
? 0
> status 2
> status 2
> status 2
> status 2
> Usage: arbiter referee [OPTION]...
> Referee a game as it is played: one JSON request a line on standard input,
> one JSON answer a line on standard output.
! arbiter: referee: no variant named 'nine-mens-moris' (did you mean nine-mens-morris? see 'arbiter variants list')
! arbiter: referee: no file is read: requests come on standard input
! Try 'arbiter referee --help' for more information.
! arbiter: referee: --seed takes a number from 0, not '-3'
! Try 'arbiter referee --help' for more information.
! arbiter: referee: --seed takes a number from 0, not 'x'
! Try 'arbiter referee --help' for more information.
