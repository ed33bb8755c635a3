# without the alternation rule the same records are valid
$ arbiter validate -q -V nine-mens-morris tests/data/morris/claims/alternation.pgn
? 0
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
