# algebraic to PlayOK numbers, a [Notation] tag added where the tags would mislead
$ arbiter convert -t playok records/morris/three-mens-morris.pgn
? 0
> [Event "Three Men's Morris"]
> [Site "Online"]
> [Date "2026.02.07"]
> [Round "1"]
> [White "Lerato"]
> [Black "Mehmet"]
> [Variant "three-mens-morris"]
> [Result "0-1"]
> [Notation "playok"]
>
> 1. 6 1 2. 8 4 3. 3 7 0-1
>
> [Event "Three Men's Morris"]
> [Site "Online"]
> [Date "2026.08.01"]
> [Round "2"]
> [White "Eva"]
> [Black "Sara"]
> [Variant "three-mens-morris"]
> [Result "0-1"]
> [Notation "playok"]
>
> 1. 1 4 2. 3 5 3. 6 8 4. 6-9 5-6 5. 3-2 4-7 6. 1-4 8-5 7. 2-3 7-8 8. 4-7 5-1
> 9. 7-5 1-4 10. 5-2 8-5 0-1
>
> [Event "Three Men's Morris"]
> [Site "Online"]
> [Date "2026.08.19"]
> [Round "3"]
> [White "Sara"]
> [Black "Ali"]
> [Variant "three-mens-morris"]
> [Result "1-0"]
> [Notation "playok"]
>
> 1. 6 7 2. 9 2 3. 4 1 4. 9-5 1-0
>
! 3 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
