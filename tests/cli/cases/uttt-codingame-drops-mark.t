# CodinGame's row and column have no '#': convert says it drops the mark,
# and with --strict the record is not written (exit 1)
$ arbiter convert -t codingame tests/data/uttt/win-marked.uttt | tail -2; arbiter convert --strict -t codingame tests/data/uttt/win-marked.uttt
? 1
> 34. 0,5 2,6 35. 7,1 1-0
>
! arbiter: tests/data/uttt/win-marked.uttt #1: warning: codingame notation has no marks: the '#' of 1 move is dropped
! 1 record written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
! arbiter: tests/data/uttt/win-marked.uttt #1: error: codingame notation has no marks: the '#' of 1 move is dropped
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
