# a .mat match line whose length is no number in digits ("-5 point match",
# "+5", "5e3", "0x5"): each game of the match is unreadable, said at the
# length (the line was passed over as a title, and the games judged as a
# match of no length; GNU Backgammon refuses the file: "Invalid match length
# -5", "not a valid .mat file")
$ t=$(mktemp -d) && for v in -5 +5 5e3 0x5; do sed "s/^ 5 point match/ $v point match/" records/backgammon/gnubg-5-point-match.mat > $t/len$v.mat; (cd $t && arbiter validate len$v.mat 2>&1 | sed -n '1,2p;$p'; echo "exit ${PIPESTATUS[0]}"); done; rm -rf $t
? 0
> len-5.mat #1: unreadable: the match's length '-5' is no number written in digits: what it means cannot be told
> arbiter: len-5.mat:3:2: the match's length '-5' is no number written in digits: what it means cannot be told
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
> exit 2
> len+5.mat #1: unreadable: the match's length '+5' is no number written in digits: what it means cannot be told
> arbiter: len+5.mat:3:2: the match's length '+5' is no number written in digits: what it means cannot be told
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
> exit 2
> len5e3.mat #1: unreadable: the match's length '5e3' is no number written in digits: what it means cannot be told
> arbiter: len5e3.mat:3:2: the match's length '5e3' is no number written in digits: what it means cannot be told
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
> exit 2
> len0x5.mat #1: unreadable: the match's length '0x5' is no number written in digits: what it means cannot be told
> arbiter: len0x5.mat:3:2: the match's length '0x5' is no number written in digits: what it means cannot be told
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
> exit 2
