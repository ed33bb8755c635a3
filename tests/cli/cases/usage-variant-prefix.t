# a unique start of a rule set's name is suggested
$ arbiter validate -V stockboi records/morris/dokuz-tas-izmir.pgn
? 2
! arbiter: no variant named 'stockboi' (did you mean stockboi-dokuz-tas? see 'arbiter variants list')
