# a file named in a received folder with a line break and a line after it (a forged verdict) is shown escaped in every message that names it: the folder walk's notes (a hidden name, no records, a FIFO, a link to a folder, the same file again), a file that cannot be opened, show's and convert's refusals; each message is one line (the name went out raw, its second line read as a line of arbiter's own)
$ d=$(mktemp -d); N=$(printf 'x\narbiter: all.pgn #1: valid'); mkdir -p "$d/in"; cp records/morris/lasker.pgn "$d/in/a$N.pgn"; ln "$d/in/a$N.pgn" "$d/in/b$N.pgn"; touch "$d/in/.h$N.pgn"; echo hello > "$d/in/t$N.pgn"; mkfifo "$d/in/f$N.pgn"; ln -s . "$d/in/l$N"; cd "$d"; arbiter validate -q in "gone$N.pgn"; arbiter show -p 999 "in/a$N.pgn"; arbiter convert -t json -o "in/a$N.pgn" "in/a$N.pgn"; cd /; rm -rf "$d"
? 0
> gonex\narbiter: all.pgn #1: valid.pgn #1: unreadable: cannot open: No such file or directory
> 3 records: 2 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: in/.hx\narbiter: all.pgn #1: valid.pgn: skipped: a hidden name, starting with '.' (name it to read it anyway)
! arbiter: in/bx\narbiter: all.pgn #1: valid.pgn: skipped: the same file as one read already (a link, or another name)
! arbiter: in/fx\narbiter: all.pgn #1: valid.pgn: skipped: a FIFO, not a file (name it to read it anyway)
! arbiter: in/lx\narbiter: all.pgn #1: valid: skipped: a link to a folder (--follow-links follows it)
! arbiter: in/tx\narbiter: all.pgn #1: valid.pgn: skipped: not a record file (name it to read it anyway)
! arbiter: gonex\narbiter: all.pgn #1: valid.pgn: cannot open: No such file or directory
! arbiter: in/ax\narbiter: all.pgn #1: valid.pgn #1 has 197 plies: there is no ply 999
! arbiter: convert: -o in/ax\narbiter: all.pgn #1: valid.pgn is also an input: write to another file and move it over (records that are not written would be lost)
