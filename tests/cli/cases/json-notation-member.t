# convert -t json writes the moves in the notation its "notation" member names, and no longer keeps the source's [Notation] tag beside it, which said another; the member is what the moves are read in
$ printf '[Variant "uttt-standard"]\n[Notation "keypad"]\n\n1. 55 51 *\n' | arbiter convert -q -t json - | tee /dev/stderr | arbiter validate -q -n json -
? 0
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! {"game":"uttt","variant":"uttt-standard","notation":"global","tags":[["Variant","uttt-standard"]],"movetext":[["move","e5"],["move","d4"],["result","*"]]}
