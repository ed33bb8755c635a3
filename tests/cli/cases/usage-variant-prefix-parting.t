# the start of names that part ways suggests none of them
$ arbiter variants show five-mens
? 2
! arbiter: no variant named 'five-mens' (see 'arbiter variants list')
