# convert --keep-invalid keeps a refused move as written; where the target notation reads that text as a move played there (PlayOK's refused "05" is OpenSpiel's action 5), the record is not written, said so: it was written, and read back valid (exit 0) where it is illegal; into a notation that refuses it too, it is written
$ arbiter convert -q --keep-invalid -t openspiel tests/data/hostile/keep-invalid-reads-otherwise.pgn; echo "exit $?"; arbiter convert -q --keep-invalid -t algebraic tests/data/hostile/keep-invalid-reads-otherwise.pgn 2>/dev/null | arbiter validate -q -
? 1
> exit 1
> <stdin> #1: illegal at ply 3, 05: '05' is not a move in algebraic notation [nine-mens-morris]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! tests/data/hostile/keep-invalid-reads-otherwise.pgn #1: illegal at ply 3, 05: '05' is not a move in PlayOK notation (did you mean 15?) [nine-mens-morris]
! arbiter: tests/data/hostile/keep-invalid-reads-otherwise.pgn:6:11: '05' is not a move in PlayOK notation (did you mean 15?)
!   1. 1 2 2. 05 *
!             ^
! arbiter: tests/data/hostile/keep-invalid-reads-otherwise.pgn #1: not written: openspiel notation cannot write its move '05' (line 6)
! arbiter: <stdin>:5:13: '05' is not a move in algebraic notation
!   1. a7 d7 2. 05 *
!               ^
