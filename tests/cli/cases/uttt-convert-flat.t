# tagged to flat CodinGame lines, tags dropped with a warning
$ arbiter convert -t codingame -f flat records/uttt/open-board.uttt
? 0
> 5 8, 7 7, 4 5, 4 7, 5 5, 6 6, 2 2, 8 6, 6 1, 2 5, 6 7, 1 4, 3 3, 0 0, 2 1, 8 3, 6 2, 0 8, 1 7, 5 4, 7 3, 5 1, 7 4, 3 4, 2 4, 6 3, 2 0, 7 2, 3 7, 0 4, 0 3, 4 4, 4 6, 5 2, 6 8, 0 6, 0 1, 1 5, 3 6, 2 8, 8 8, 8 7, 6 5, 1 6, 4 2, 5 6, 8 0, 7 0, 4 1, 3 0, 7 8, 5 7, 7 5, 4 8, 3 8, 1 8, 1 2, 1 0, 4 0, 3 1, 0 5, 0 7, 1 3, 5 0, 6 0 1-0
> 7 3, 3 1, 0 5, 0 7, 0 4, 2 5, 6 8, 1 7, 4 4, 3 5, 1 8, 3 6, 2 2, 7 6, 4 1, 5 5, 8 7, 6 5, 2 6, 6 2, 0 6, 0 1, 1 5, 5 7, 7 5, 5 6, 6 0, 0 0, 1 1, 5 3, 6 1, 1 4, 5 4, 6 3, 2 1, 7 4, 3 3, 2 0, 8 0, 7 0, 4 2, 5 8, 8 8, 6 6, 0 2, 2 8, 7 7, 3 4, 2 4, 8 3, 8 1, 4 7, 4 5, 3 8, 1 6, 5 0, 7 2, 3 0, 1 0, 3 2, 4 0, 3 7, 0 3, 1 2, 4 6, 4 3, 8 5, 8 6, 8 2 1/2-1/2
> 8 7, 6 4, 0 5, 1 7, 3 4, 2 4, 7 4, 5 5, 6 8, 1 6, 4 2, 3 8, 2 8, 8 8, 7 7, 4 4, 5 4, 7 3, 5 2, 7 8, 5 6, 7 0, 3 2, 0 8, 0 7, 1 4, 5 3, 8 0, 6 1, 1 5, 4 7, 3 3, 1 0, 6 6, 0 1, 2 5, 7 6, 8 3, 8 1, 8 5, 8 6, 7 2, 5 7, 6 5, 0 6, 2 2, 0 2, 2 6, 8 2, 7 5, 5 8, 3 6, 2 1, 4 1, 8 4, 1 3 0-1
! arbiter: records/uttt/open-board.uttt #1: warning: the flat format drops its tags
! arbiter: records/uttt/open-board.uttt #2: warning: the flat format drops its tags
! arbiter: records/uttt/open-board.uttt #3: warning: the flat format drops its tags
! 3 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 3 not held whole
