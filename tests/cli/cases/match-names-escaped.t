# match shows the engines' commands, the players' names, with their control characters escaped in its game lines and its table: an escape and a line break in a command went out raw (a name could hide text, or forge a line)
$ d=$(mktemp -d); arbiter match -V three-mens-morris -e "contrib/engines/random #$(printf '\033[8m\nFORGED LINE')" -e "contrib/engines/random --seed 2" -g 1 -o $d/m.pgn; s=$?; rm -rf $d; exit $s
? 0
> game 1 (contrib/engines/random #\e[8m\nFORGED LINE - contrib/engines/random --seed 2): 0-1 (line: black made a line), 6 plies
>
>   #  Engine                                      Games  Wins  Draws  Losses  Score  Forfeits
>   1  contrib/engines/random --seed 2                 1     1      0       0      1         0
>   2  contrib/engines/random #\e[8m\nFORGED LINE      1     0      0       1      0         0
! sh: 2: FORGED: not found
