# an answer that cannot be written: status 2, said once, with why (the reason was lost by the time the program said it; the write that failed had it)
$ printf '{"move":"e5"}\n{"legal":true}\n' | arbiter referee -V uttt-standard > /dev/full
? 2
! arbiter: write error on standard output: No space left on device
