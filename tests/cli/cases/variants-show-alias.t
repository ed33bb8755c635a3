# a rule set found by another name: Nine Holes, as records name it
$ out=$(arbiter variants show "Nine Holes"); s=$?; printf '%s\n' "$out" | sed "s|$ARBITER_VARIANTS|variants|g" | sed -n '1,8p'; exit $s
? 0
> name: nine-holes
> title: Nine Holes (Europe, Ludii)
> game: morris
> aliases: "Nine Holes"
> source: Ludii's game library (Ludeme/Ludii, read in the PadLex/Ludii mirror at commit 93ed321), Common/res/lud/board/space/line/Nine Holes.lud: 3x3 lines without diagonals, 3 pieces each, placed, then moved to any empty point; three in a row along a row or column wins. (Not three men's morris, which has diagonals and slides.) Ludii's conventions where the text is silent: a side that cannot move passes, neither side able to move is a draw, and there is no move limit and no repetition rule.
> file: variants/morris/nine-holes.yaml
> extends: three-mens-morris-ludii
>
