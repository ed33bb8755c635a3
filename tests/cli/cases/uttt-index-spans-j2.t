# -j 2 reads a large file's lines as one thread does, each line's moves left as one span for the notation's run (UTTT's index names): a batch's copy of a record keeps its spans and the reader's way of taking them apart, so a cell taken twice (refused inside the run), a number that is no cell and a word the run leaves to the usual path are said as with -j 1, at the same places; ARBITER_BATCH=1,0 makes every record a batch of its own and every file one the reading thread reads
$ t=$(mktemp); ARBITER_BATCH=1,0 arbiter validate -j 2 -n index tests/data/uttt/index-lines-spans.txt 2>&1; ARBITER_BATCH=1,0 arbiter validate -j 1 -n index tests/data/uttt/index-lines-spans.txt > "$t" 2>&1; ARBITER_BATCH=1,0 arbiter validate -j 2 -n index tests/data/uttt/index-lines-spans.txt 2>&1 | cmp - "$t" && echo same as -j 1; rm -f "$t"
? 0
> tests/data/uttt/index-lines-spans.txt #1: valid, 1-0 (line: X has three boards in a line), 61 plies [uttt-standard]
> tests/data/uttt/index-lines-spans.txt #2: illegal at ply 21, 5: 5 is occupied [uttt-standard]
> arbiter: tests/data/uttt/index-lines-spans.txt:2:53: 5 is occupied
>   2 7 21 72 65 44 35 6 0 1 5 8 4 22 68 33 20 62 75 56 5 41 51 73 77 78 64 31 3 19 67 48 54 10 40 30 46 57 43 50 70 39 36 28 63 27 38 69 71 76 58 61 60 79 59 80
>                                                       ^
> tests/data/uttt/index-lines-spans.txt #3: illegal at ply 16, 99: '99' is not a cell in index notation [uttt-standard]
> arbiter: tests/data/uttt/index-lines-spans.txt:3:44: '99' is not a cell in index notation
>   15 47 79 58 12 38 34 21 65 53 60 1 23 61 5 99 70 48 72 63 36 46 59 24 56 25 75 64 40 49 67 30 20 78 73 41 35 62 29 2 44 51 74 69 45 32 4 13 39 37 31 22 19 0 14 33 52 42 27 80 71 50
>                                              ^
> tests/data/uttt/index-lines-spans.txt #4: illegal at ply 31, #: '#' is not a cell in index notation [uttt-standard]
> arbiter: tests/data/uttt/index-lines-spans.txt:4:87: '#' is not a cell in index notation
>   71 33 1 4 23 80 79 67 48 74 61 21 55 13 49 58 3 2 25 66 29 26 69 36 37 39 45 73 68 43 # 40 30 20 70 41 34 12 51 65 35 24 64 32 7 22 77 62 17 16 8 63 72 9 5 11 75 60 0 18 59 10
>                                                                                         ^
> tests/data/uttt/index-lines-spans.txt #5: valid, 0-1 (line: O has three boards in a line), 56 plies [uttt-standard]
> 5 records: 2 valid, 3 illegal, 0 mismatched, 0 unreadable
> same as -j 1
