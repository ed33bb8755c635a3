# a real PlayOK export, as a Sanmill user reported it: move numbers left at
# a line's end ("5." then the moves on the next line), a number alone on a
# line ("10."), PlayOK's point numbers; white blocks black, as PlayOK's 1-0 says
$ arbiter validate tests/data/real/morris/playok/reported-20-turn-game.pgn; arbiter convert -t algebraic tests/data/real/morris/playok/reported-20-turn-game.pgn 2>/dev/null | tail -4
? 0
> tests/data/real/morris/playok/reported-20-turn-game.pgn #1 (gyorgyusz - nft7489g): valid, 1-0 (blocked: black cannot move), 39 plies [nine-mens-morris]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> a1 10. d1-g1 a1-d1 11. g1-g4 d1-a1 12. g4-g7 e4-e5 13. e3-e4 a1-d1 14. d6-d7
> d3-e3 15. a4-a7xd1 d5-d6 16. c5-d5 c3-d3 17. c4-c3 b4-a4 18. b6-b4 d6-b6 19. d7-d6
> a4-a1 20. g7-g4xa1 1-0
>
