# match -f goldtoken: refused before a move, as a format the game is not written in (a GoldToken list holds the moves alone: a Lasker match's games were written with no rule set and read back illegal, as nine men's morris)
$ d=$(mktemp -d); arbiter match -q -V lasker -g 2 -f goldtoken -e contrib/engines/random -e contrib/engines/random -o $d/games.txt; s=$?; ls $d; rm -rf $d; exit $s
? 2
! arbiter: match: a morris record is not written as 'goldtoken' (it is written as tagged, json, trl)
