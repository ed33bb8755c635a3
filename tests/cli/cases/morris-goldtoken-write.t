# algebraic to GoldToken's rows, two plies a row; tags and result have no place there
$ arbiter convert -t goldtoken records/morris/three-mens-morris.pgn
? 0
> 1	Place to c2	Place to a3
> 2	Place to b1	Place to a2
> 3	Place to c3	Place to a1
>
> 1	Place to a3	Place to a2
> 2	Place to c3	Place to b2
> 3	Place to c2	Place to b1
> 4	c2 -> c1	b2 -> c2
> 5	c3 -> b3	a2 -> a1
> 6	a3 -> a2	b1 -> b2
> 7	b3 -> c3	a1 -> b1
> 8	a2 -> a1	b2 -> a3
> 9	a1 -> b2	a3 -> a2
> 10	b2 -> b3	b1 -> b2
>
> 1	Place to c2	Place to a1
> 2	Place to c1	Place to b3
> 3	Place to a2	Place to a3
> 4	c1 -> b2
>
! arbiter: records/morris/three-mens-morris.pgn #1: warning: the goldtoken format drops its tags, result
! arbiter: records/morris/three-mens-morris.pgn #2: warning: the goldtoken format drops its tags, result
! arbiter: records/morris/three-mens-morris.pgn #3: warning: the goldtoken format drops its tags, result
! 3 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 3 not held whole
