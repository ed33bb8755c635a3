# a flat line claims no result; written with tags, where a result token must
# end the record, it ends with the result the rules decided (O's line, 0-1),
# not *, which read back would be a claim the game belies
$ arbiter convert -q -V uttt-standard -n openspiel -t global -f tagged tests/data/real/uttt/openspiel/ultimate_tic_tac_toe-playthrough-history.txt | tail -2; arbiter convert -q -V uttt-standard -n openspiel -t global -f tagged tests/data/real/uttt/openspiel/ultimate_tic_tac_toe-playthrough-history.txt | arbiter validate -
? 0
> d5 26. c6 i9 27. i7 b2 28. f6 g9 0-1
>
> <stdin> #1: valid, 0-1 (line: O has three boards in a line), 56 plies [uttt-standard]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
