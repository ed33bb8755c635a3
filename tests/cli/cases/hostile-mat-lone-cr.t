# a carriage return alone inside a line of a .mat file whose lines end in
# LF: GNU Backgammon reads nothing after it (strpbrk cuts the line there: a
# second column's play, the other player of a score line are dropped), a
# terminal shows what follows it over the line's start, and arbiter read the
# whole line (the game was valid, gnubg's game another); the game is
# unreadable, said at the carriage return. The same file with CR LF line
# ends is read as before.
$ t=$(mktemp -d) && head -20 records/backgammon/gnubg-5-point-match.mat > $t/lf.mat && cd $t && sed '9s|21/15 |21/15\r|' lf.mat > play.mat && sed '6s|: 0 |: 0\r|' lf.mat > score.mat && sed 's|$|\r|' lf.mat > crlf.mat && arbiter validate play.mat score.mat crlf.mat; s=$?; cd / && rm -rf $t; exit $s
? 2
> play.mat #1: unreadable: a carriage return inside the line: GNU Backgammon reads nothing after it, a terminal shows what follows over the line's start; not read (make it a line end, or take it out)
> score.mat #1: unreadable: a carriage return inside the line: GNU Backgammon reads nothing after it, a terminal shows what follows over the line's start; not read (make it a line end, or take it out)
> crlf.mat #1 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
> crlf.mat match 1 (gnubg - root, 5 points): 1 game, final score 0-2, unfinished
> 3 records: 1 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: play.mat:9:21: a carriage return inside the line: GNU Backgammon reads nothing after it, a terminal shows what follows over the line's start; not read (make it a line end, or take it out)
! arbiter: score.mat:6:11: a carriage return inside the line: GNU Backgammon reads nothing after it, a terminal shows what follows over the line's start; not read (make it a line end, or take it out)
