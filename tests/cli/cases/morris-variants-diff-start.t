# variants diff: a start position, the home row, and placing only
$ arbiter variants diff three-mens-morris-ludii tant-fant
? 0
> rules.start: {white: "", black: "", home_mills: true} -> {white: a1 b1 c1, black: a3 b3 c3, home_mills: false}
