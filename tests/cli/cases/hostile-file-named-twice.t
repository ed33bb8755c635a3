# a file named twice, under another name, through a link, after the folder that holds it, or as standard input too, is read once, with a note: read again, its games were counted again (Lina's 3 wins were 12 in the standings, and validate's summary said 12 records)
$ d=$(mktemp -d); mkdir -p $d/sub; cp records/uttt/club-league.uttt $d/sub/a.uttt; ln -s sub/a.uttt $d/l.uttt; cd $d && arbiter standings sub/a.uttt ./sub/a.uttt l.uttt - < sub/a.uttt; arbiter validate -q sub sub/a.uttt; cd / && rm -rf $d
? 0
>   #  Player  Games  Wins  Draws  Losses  Score
>   1  Lina        6     3      1       2     3½
>   2  Omar        6     2      1       3     2½
> 6 records: 6 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: ./sub/a.uttt: skipped: the same file as one read already (named twice, a link, or another name)
! arbiter: l.uttt: skipped: the same file as one read already (named twice, a link, or another name)
! arbiter: <stdin>: skipped: the same file as one read already (named twice, a link, or another name)
! arbiter: sub/a.uttt: skipped: the same file as one read already (named twice, a link, or another name)
