# what an engine writes to its standard error is shown escaped, as its moves and names are: a terminal's escapes (colour, a window title, the BEL), a carriage return and a byte that is not UTF-8 went out raw, to be obeyed by the terminal; its last line, left open, is ended
$ d=$(mktemp -d); arbiter match -V three-mens-morris -e "printf 'hi \033[8mhidden\033]0;title\007 \r\377\n' >&2; printf 'left open' >&2; exec contrib/engines/random" -e "contrib/engines/random --seed 2" -g 1 -o $d/m.pgn; s=$?; rm -rf $d; exit $s
? 0
> game 1 (printf 'hi \033[8mhidden\033]0;title\007 \r\377\n' >&2; printf 'left open' >&2; exec contrib/engines/random - contrib/engines/random --seed 2): 0-1 (line: black made a line), 6 plies
>
>   #  Engine                                                                                                       Games  Wins  Draws  Losses  Score  Forfeits
>   1  contrib/engines/random --seed 2                                                                                  1     1      0       0      1         0
>   2  printf 'hi \033[8mhidden\033]0;title\007 \r\377\n' >&2; printf 'left open' >&2; exec contrib/engines/random      1     0      0       1      0         0
! hi \e[8mhidden\e]0;title\x07 \r\xff
! left open
