# a carriage return alone inside a line of a Ludii trial whose lines end in
# LF: Ludii reads its trials with Java's readLine, which ends a line there,
# so one line here is two moves there (a move hidden behind another, out of
# sight at a terminal); the trial was said illegal at a move Ludii never
# saw. It is unreadable, said at the carriage return; the trial as it was
# is read as before.
$ t=$(mktemp -d) && cp tests/data/real/morris/ludii/three-mens-morris-2.trl $t/lf.trl && cd $t && sed '7{N;s/\n/\r/}' lf.trl > hidden.trl && arbiter validate lf.trl hidden.trl; s=$?; cd / && rm -rf $t; exit $s
? 2
> lf.trl #1: valid, 0-1 (line: black made a line), 8 plies [three-mens-morris]
> hidden.trl #1: unreadable: a carriage return inside the line: Ludii reads it as a line end, a terminal shows what follows over the line's start; not read (make it a line end, or take it out)
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: hidden.trl:7:101: a carriage return inside the line: Ludii reads it as a line end, a terminal shows what follows over the line's start; not read (make it a line end, or take it out)
