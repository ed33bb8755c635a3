# an unknown rule set
$ arbiter variants show dooz-13
? 2
! arbiter: no variant named 'dooz-13' (see 'arbiter variants list')
