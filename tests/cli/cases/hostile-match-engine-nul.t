# an engine whose line holds a NUL byte (binary data) loses the game by forfeit: "a3\0junk" was cut at the NUL and played as a3; and a game of one ply says "1 ply"
$ d=$(mktemp -d); arbiter match -V three-mens-morris -e "while read -r l; do printf 'a3\0junk\n'; done" -e "while read -r l; do echo b1; done" -g 2 -o $d/m.pgn; s=$?; grep Termination $d/m.pgn; rm -rf $d; exit $s
? 1
> game 1 (while read -r l; do printf 'a3\0junk\n'; done - while read -r l; do echo b1; done): 0-1 (forfeit: white's engine (while read -r l; do printf 'a3\0junk\n'; done) wrote a line with a NUL byte (binary data)), 0 plies
> game 2 (while read -r l; do echo b1; done - while read -r l; do printf 'a3\0junk\n'; done): 1-0 (forfeit: black's engine (while read -r l; do printf 'a3\0junk\n'; done) wrote a line with a NUL byte (binary data)), 1 ply
>
>   #  Engine                                         Games  Wins  Draws  Losses  Score  Forfeits
>   1  while read -r l; do echo b1; done                  2     2      0       0      2         0
>   2  while read -r l; do printf 'a3\0junk\n'; done      2     0      0       2      0         2
> [Termination "forfeit: white's engine (while read -r l; do printf 'a3\\0junk\\n'; done) wrote a line with a NUL byte (binary data)"]
> [Termination "forfeit: black's engine (while read -r l; do printf 'a3\\0junk\\n'; done) wrote a line with a NUL byte (binary data)"]
! arbiter: match: game 1: white's engine (while read -r l; do printf 'a3\0junk\n'; done) wrote a line with a NUL byte (binary data)
! arbiter: match: game 2: black's engine (while read -r l; do printf 'a3\0junk\n'; done) wrote a line with a NUL byte (binary data)
