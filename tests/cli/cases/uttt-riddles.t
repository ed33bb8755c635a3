# Riddles.io's place_move numbers, column then row: the same games as
# CodinGame's row and column, each move's two numbers the other way round,
# and back to the file byte for byte; in the tagged format a move is one word (2,0)
$ arbiter convert -n codingame -t riddles -f flat tests/data/uttt/codingame-lines.txt 2>/dev/null | cut -c1-40; arbiter convert -n codingame -t riddles -f flat tests/data/uttt/codingame-lines.txt 2>/dev/null | arbiter convert -n riddles -t codingame -f flat 2>/dev/null | cmp - tests/data/uttt/codingame-lines.txt && echo same; arbiter convert -t riddles tests/data/uttt/won.uttt | tail -3
? 0
> 4 1, 3 5, 1 8, 4 8, 3 8, 2 6, 8 2, 6 6, 
> 4 8, 5 7, 8 5, 7 7, 4 3, 5 1, 8 4, 7 5, 
> 4 3, 5 0, 7 0, 3 2, 2 6, 8 2, 7 6, 4 2, 
> same
> 21. 5,8 7,6 22. 3,2 6,1 23. 0,4 0,3 24. 1,1 4,4 25. 5,3 7,0 26. 4,1 7,1 27. 3,0
> 1-0
>
! 1 record written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
