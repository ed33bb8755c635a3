# arbiter(1) example: a PlayOK archive in algebraic notation, written whole
$ d=$(mktemp -d) && arbiter convert -t algebraic -o $d/archive.pgn records/morris/playok-archive.pgn && arbiter validate $d/archive.pgn > $d/v; s=$?; sed "s|$d|DIR|" $d/v; rm -rf $d; exit $s
? 0
> DIR/archive.pgn #1 (Lerato - Radu): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 351 plies [nine-mens-morris]
> DIR/archive.pgn #2 (Jan - Maria): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 173 plies [nine-mens-morris]
> DIR/archive.pgn #3 (Lerato - Jan): valid, 1/2-1/2 (move-limit: 100 plies without a removal), 154 plies [nine-mens-morris]
> DIR/archive.pgn #4 (Elif - Ayşe): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 91 plies [nine-mens-morris]
> 4 records: 4 valid, 0 illegal, 0 mismatched, 0 unreadable
! 4 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
