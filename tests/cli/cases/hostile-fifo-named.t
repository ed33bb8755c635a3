# a FIFO named as an input, or as -o, that no program has opened at its other
# end yet: the run says on standard error that it waits, and why, then reads
# (or writes) what the program at the other end sends (or takes); it neither
# hangs in silence nor refuses a pipe the user may mean, as with <(...)
$ r=$PWD/records/morris/lasker.pgn; t=$(mktemp -d) && cd $t && mkfifo in.pgn out.html && { (sleep 2; cat $r > in.pgn) & timeout 20 "$ARBITER" validate in.pgn; s1=$?; (sleep 2; head -c 15 < out.html; echo) & timeout 20 "$ARBITER" report -o out.html $r; s2=$?; wait; }; cd / && rm -rf $t; echo $s1 $s2
? 0
> in.pgn #1 (Reza - Sara): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 197 plies [lasker]
> in.pgn #2 (Thabo - Jan): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 68 plies [lasker]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> <!DOCTYPE html>
> 0 0
! arbiter: in.pgn: a FIFO (named pipe) that nothing is written to yet: waiting for a program at its other end (Ctrl-C stops)
! arbiter: out.html: a FIFO (named pipe) that nothing reads: waiting for a program at its other end (Ctrl-C stops)
