# --keep-invalid keeps the whole record: the move after a mill whose removal was left out, and every move after it, each in the target notation
$ arbiter convert --keep-invalid -t playok tests/data/morris/illegal.pgn 2>/dev/null | sed -n '/removal missing/,/\*$/p'
? 0
> [Event "removal-owed: the mill's removal missing"]
> [Variant "nine-mens-morris"]
> [Result "*"]
> [Notation "playok"]
>
> 1. 1 2 2. 3 5 3. 4 10 4. 6 15 5. 12 20 6. 13 7 7. 19 9 8. 21 16 9. 17 18 10. 13-14
> 20-23 *
