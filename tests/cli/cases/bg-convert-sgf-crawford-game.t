# SGF written for the Crawford game says so, RU[Crawford:CrawfordGame], as
# GNU Backgammon writes it: gnubg tells that game by this word alone, and
# loading RU[Crawford] let the trailer double there. gnubg-crawford-game.mat
# and .sgf are gnubg 1.07.001's (both players human, its hinted plays: `new
# match 3`, `double`/`take`, `double`/`drop` to 0-2; in the Crawford game
# gnubg refused `double`, then `resign normal`/`accept`; at 1-2 `double`/
# `take`; `export match mat`, `save match`). gnubg loads what arbiter writes
# from either with the same rules on each game, and exports the same .mat
$ for f in mat sgf; do arbiter convert -q -t sgf tests/data/backgammon/dialects/gnubg-crawford-game.$f | grep -o 'MI\[[^P]*\|RU\[[^]]*\]'; done; grep -o 'RU\[[^]]*\]' tests/data/backgammon/dialects/gnubg-crawford-game.sgf
? 0
> MI[length:3][game:0][ws:0][bs:0]
> RU[Crawford]
> MI[length:3][game:1][ws:0][bs:2]
> RU[Crawford:CrawfordGame]
> MI[length:3][game:2][ws:1][bs:2]
> RU[Crawford]
> MI[length:3][game:0][ws:0][bs:0]
> RU[Crawford]
> MI[length:3][game:1][ws:0][bs:2]
> RU[Crawford:CrawfordGame]
> MI[length:3][game:2][ws:1][bs:2]
> RU[Crawford]
> RU[Crawford]
> RU[Crawford:CrawfordGame]
> RU[Crawford]
