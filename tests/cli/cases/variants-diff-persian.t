# the Persian nine- and twelve-piece rules
$ arbiter variants diff baazitoo-dooz dooz-twelve
? 0
> board: nine -> twelve
> pieces: 9 -> 12
> rules.placing.mill: remove -> remove-from-hand
> rules.removal.from_mills: when-all-in-mills -> always
> rules.board_full: first-loses -> side-to-move-removes
