# a number a backgammon record gives in a tag that decides its verdict, not
# written in digits ([Length "1e3"], [ScoreWhite "0x10"], [Points "+3"],
# [Game "-5"] in a match): unreadable, said at the value (each was read as
# its first digits without a word: "1e3" as a match of 1 point, whose
# Crawford game then refused a double the 1000-point match allowed; "0x10"
# as 0); "?" is no value, as before, and a [Game] of no match is a name
$ t=$(mktemp -d) && arbiter convert -q -t json records/backgammon/gnubg-5-point-match.mat > $t/m.json && cd $t && for kv in Length=1e3 ScoreWhite=0x10 Points=+3 Game=-5 Length=?; do k=${kv%%=*} v=${kv#*=}; sed "s/\[\"$k\",\"[^\"]*\"\]/[\"$k\",\"$v\"]/" m.json > $k.json; arbiter validate $k.json 2>/dev/null | head -n 1; done; cd / && rm -rf $t
? 0
> Length.json #1 (gnubg - root): unreadable: the record gives [Length "1e3"], which is no number written in digits: what it means cannot be told
> ScoreWhite.json #1 (gnubg - root): unreadable: the record gives [ScoreWhite "0x10"], which is no number written in digits: what it means cannot be told
> Points.json #1 (gnubg - root): unreadable: the record gives [Points "+3"], which is no number written in digits: what it means cannot be told
> Game.json #1 (gnubg - root): unreadable: the record gives [Game "-5"], which is no number written in digits: what it means cannot be told
> Length.json #1 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
