# records on standard input
$ cat records/morris/lasker.pgn | arbiter validate -V lasker -
? 0
> <stdin> #1 (Reza - Sara): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 197 plies [lasker]
> <stdin> #2 (Thabo - Jan): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 68 plies [lasker]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
