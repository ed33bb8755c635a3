# -o naming a link in a loop of links (loop1 -> loop2 -> loop1): said as a
# loop (it was said to be a link to nothing), nothing written
$ d=$(mktemp -d) && ln -s loop2 "$d/loop1" && ln -s loop1 "$d/loop2" && cd "$d" && { arbiter convert -q -t playok -o loop1 "$OLDPWD/records/morris/lasker.pgn"; ls; cd / && rm -r "$d"; }
? 0
> loop1
> loop2
! arbiter: convert: cannot write loop1: it is a link in a loop of links
