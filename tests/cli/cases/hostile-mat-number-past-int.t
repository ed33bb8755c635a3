# a .mat number past the largest int (2147483647): a match's length, a
# game's number, a score, a claim's points: unreadable, said at the number
# (each was read as 2147483647, a number the file does not hold: "match 1
# (gnubg - root, 2147483647 points)", "game 2147483647"; GNU Backgammon
# refuses such a length, and such a score)
$ t=$(mktemp -d) && f=records/backgammon/gnubg-5-point-match.mat && sed 's/^ 5 point match/ 99999999999 point match/' $f > $t/length.mat && sed 's/^ Game 1$/ Game 99999999999999999/' $f > $t/game.mat && sed '6s/gnubg : 0 /gnubg : 99999999999 /' $f > $t/score.mat && sed '19s/Wins 2 points/Wins 99999999999 points/' $f > $t/wins.mat && cd $t && for x in length game score wins; do arbiter validate $x.mat 2>&1 | sed -n '1,2p;$p'; echo "exit ${PIPESTATUS[0]}"; done; cd / && rm -rf $t
? 0
> length.mat #1: unreadable: the match's length '99999999999' is past 2147483647, the largest number arbiter reads: what it means cannot be told
> arbiter: length.mat:3:2: the match's length '99999999999' is past 2147483647, the largest number arbiter reads: what it means cannot be told
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
> exit 2
> game.mat #1: unreadable: the game's number '99999999999999999' is past 2147483647, the largest number arbiter reads: what it means cannot be told
> arbiter: game.mat:5:7: the game's number '99999999999999999' is past 2147483647, the largest number arbiter reads: what it means cannot be told
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> score.mat #1: unreadable: a score '99999999999' is past 2147483647, the largest number arbiter reads: what it means cannot be told
> arbiter: score.mat:6:10: a score '99999999999' is past 2147483647, the largest number arbiter reads: what it means cannot be told
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> wins.mat #1: unreadable: the Wins line's number of points '99999999999' is past 2147483647, the largest number arbiter reads: what it means cannot be told
> arbiter: wins.mat:19:40: the Wins line's number of points '99999999999' is past 2147483647, the largest number arbiter reads: what it means cannot be told
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
