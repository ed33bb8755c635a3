# GamesmanOne's moves (d7, a7-d7Ra1, Ra1): there and back gives the same games
$ diff <(arbiter convert -q -t gamesman records/morris/nine-mens-morris.pgn 2>/dev/null | arbiter convert -q -n gamesman -t algebraic - 2>/dev/null) <(arbiter convert -q -t algebraic records/morris/nine-mens-morris.pgn 2>/dev/null) && arbiter convert -t gamesman records/morris/six-mens-morris.pgn
? 0
> [Event "Six Men's Morris Cup"]
> [Site "Online"]
> [Date "2026.03.14"]
> [Round "1"]
> [White "Ana"]
> [Black "Can"]
> [Variant "six-mens-morris"]
> [Result "1/2-1/2"]
> [Notation "gamesman"]
>
> 1. b4 c5 2. e1 a1 3. c4 e3 4. b3 b2 5. a5 c2 6. d2 d3 7. c4-d4 a1-c1 8. b3-a3
> e3-e5 9. b4-c4 b2-b3 10. e1-e3 b3-b4 11. a3-a1 b4-b3 12. a1-a3 b3-b4 13. e3-e1
> b4-b3 14. e1-e3 1/2-1/2
>
> [Event "Six Men's Morris Cup"]
> [Site "Online"]
> [Date "2026.11.09"]
> [Round "2"]
> [White "Lerato"]
> [Black "Reza"]
> [Variant "six-mens-morris"]
> [Result "0-1"]
> [Notation "gamesman"]
>
> 1. c5 d4 2. c2 e1 3. e5 a3 4. c4 d3 5. c1 b4 6. e3 d2Rc2 7. c1-a1 a3-b3 8. c5-a5
> e1-c1 9. e3-e1 b3-a3 10. e5-e3 b4-b3 11. e3-e5 d2-c2 12. e1-e3 c2-b2 13. c4-b4
> b2-c2 14. e3-e1 d4-c4 15. e1-e3 d3-d2 16. e3-e1 c4-d4 17. e5-e3 b3-b2Re1 18. e3-d3
> c1-e1 19. b4-c4 a3-b3 20. d3-e3 b3-b4 21. a5-c5 e1-c1 22. e3-e1 b4-b3 23. e1-e3
> d2-d3 24. c5-e5 c1-e1 25. a1-a3 c2-d2Re5 26. c4-c5 d4-c4 27. e3-e5 c4-b4Ra3
> 0-1
>
! 2 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
