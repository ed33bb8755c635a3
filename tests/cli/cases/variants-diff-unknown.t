# diff with an unknown variant
$ arbiter variants diff nine-mens-morris nine-womens-morris
? 2
! arbiter: no variant named 'nine-womens-morris' (did you mean nine-mens-morris? see 'arbiter variants list')
