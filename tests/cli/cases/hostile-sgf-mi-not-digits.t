# a member of an SGF root's MI not written in digits (MI[length:1e3],
# [game:0x1], [length:+3]): unreadable, as a tag's number is (each was read
# as its first digits without a word: length:1e3 a match of 1 point, whose
# Crawford game refused a double); digits, even past an int, read as before
$ t=$(mktemp -d) && arbiter convert -q -t sgf records/backgammon/gnubg-5-point-match.mat > $t/g.sgf && cd $t && for v in length:1e3 length:+3 game:0x1 length:7; do sed "0,/\[length:5\]\[game:0\]/s//[${v%%:*}:${v#*:}]$([ ${v%%:*} = game ] && echo '[length:5]' || echo '[game:0]')/" g.sgf > t.sgf; arbiter validate t.sgf 2>/dev/null | head -n 1; done; cd / && rm -rf $t
? 0
> t.sgf #1: unreadable: the record gives MI[length:1e3], which is no number written in digits: what it means cannot be told
> t.sgf #1: unreadable: the record gives MI[length:+3], which is no number written in digits: what it means cannot be told
> t.sgf #1: unreadable: the record gives MI[game:0x1], which is no number written in digits: what it means cannot be told
> t.sgf #1 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
