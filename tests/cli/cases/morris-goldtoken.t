# GoldToken's printable list: the page around the rows passed over, each move read in words
$ arbiter validate tests/data/morris/goldtoken-page.txt && arbiter convert -q -t algebraic tests/data/morris/goldtoken-page.txt && diff <(arbiter convert -q -t goldtoken tests/data/morris/goldtoken-page.txt 2>/dev/null | arbiter convert -q -n goldtoken -f flat -t algebraic - 2>/dev/null) <(arbiter convert -q -f flat -t algebraic tests/data/morris/goldtoken-page.txt 2>/dev/null) && echo the same game
? 0
> tests/data/morris/goldtoken-page.txt #1: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 49 plies [nine-mens-morris]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> 1. g1 b4 2. f2 f4 3. d1 d6 4. a1xf4 f4 5. g4 d2 6. g7xf4 f4 7. c3 c5 8. b6
> a7 9. d3 e3 10. c3-c4 d2-b2 11. d1-d2 e3-e4 12. d2-d1xb2 c5-d5 13. f2-d2xd6
> b4-a4 14. c4-b4 f4-f2 15. g7-d7 e4-f4 16. d3-e3 d5-d6 17. e3-e4 d6-f6xb4 18. d2-b2
> f2-d2 19. d7-g7xf4 a7-d7 20. g4-f4 a4-b4 21. f4-g4xf6 d2-d5 22. d1-d2 b4-d6xd2
> 23. g4-f4 d5-g4 24. b2-d2 g4-d5xd2 25. g1-g4xd6
>
> the same game
