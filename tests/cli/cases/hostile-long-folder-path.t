# a folder nested past the system's limit on a path's length (17 folders of
# 254-byte names): the record there is unreadable, and the message names it
# by the start and the end of its path, "...", the folder that failed last
# (the path was cut at 1,023 bytes: it named a folder above, which opens);
# each 250-zero run below is shown as 0*
$ d=$(mktemp -d) && cd "$d" && mkdir archive && cd archive && for i in $(seq -w 0 16); do n=d$i$(printf '%0250d' 0); mkdir "$n" && cd "$n" || exit 1; done && printf '[Variant "three-mens-morris"]\n\n1. a1 *\n' > g.pgn && cd "$d" && { arbiter validate -q archive 2>&1 | sed -E 's/0{250}/0*/g; s/0+\.\.\.0+/0*...0*/'; cd / && rm -rf "$d"; }
? 0
> archive/d0*00/d010*/d020*/d030*/d040*/d050*/d060*/d070*/d080*/d090*/d10*0/d110*/d120*/d130*/d140*/d150*/d1600000000000000000000 #1: unreadable: cannot open: File name too long
> arbiter: archive/d0*00/d010*...0*/d150*/d160*: cannot open: File name too long
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
