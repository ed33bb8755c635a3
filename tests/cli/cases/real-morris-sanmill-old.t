# Sanmill's own test game in its old notation ((3,4), (1,6)->(1,7), -(2,3)) reads as the same game in its standard one
$ arbiter validate tests/data/real/morris/sanmill/win-less-than-three-old.pgn && diff <(arbiter convert -q -f flat -t algebraic tests/data/real/morris/sanmill/win-less-than-three-old.pgn 2>/dev/null) <(arbiter convert -q -f flat -t algebraic tests/data/real/morris/sanmill/win-less-than-three.pgn 2>/dev/null) && arbiter convert -q -t sanmill-old tests/data/real/morris/sanmill/win-less-than-three.pgn
? 0
> tests/data/real/morris/sanmill/win-less-than-three-old.pgn #1: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 49 plies [sanmill-nine-mens-morris]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> [Event "Sanmill test game WinLessThanThreeGame (src/ui/flutter_app/test/helpers/test_mills.dart)"]
> [Site "Sanmill"]
> [Variant "sanmill-nine-mens-morris"]
> [Result "1-0"]
> [Notation "sanmill-old"]
>
> 1. (3,4) (2,7) 2. (2,4) (2,3) 3. (3,5) (2,1) 4. (3,6) -(2,3) (2,3) 5. (3,3)
> (2,5) 6. (3,2) -(2,3) (2,3) 7. (1,6) (1,8) 8. (2,8) (3,8) 9. (1,5) (1,4) 10. (1,6)->(1,7)
> (2,5)->(2,6) 11. (3,5)->(2,5) (1,4)->(1,3) 12. (2,5)->(3,5) -(2,6) (1,8)->(1,1)
> 13. (2,4)->(2,5) -(2,1) (2,7)->(3,7) 14. (1,7)->(2,7) (2,3)->(2,4) 15. (3,2)->(3,1)
> (1,3)->(2,3) 16. (1,5)->(1,4) (1,1)->(2,1) 17. (1,4)->(1,3) (2,1)->(2,2) -(2,7)
> 18. (2,5)->(2,6) (2,4)->(2,5) 19. (3,1)->(3,2) -(2,3) (3,8)->(3,1) 20. (3,3)->(2,3)
> (3,7)->(2,7) 21. (2,3)->(3,3) -(2,2) (2,5)->(1,1) 22. (3,5)->(2,5) (2,7)->(2,1)
> -(2,5) 23. (3,3)->(2,3) (1,1)->(3,3) 24. (2,6)->(2,5) (3,3)->(1,1) -(2,5)
> 25. (3,4)->(3,3) -(2,1) 1-0
>
