# with --strict, a JSON record whose match name SGF would not keep ("7", read back as match 1) is not written: exit 1
$ sed 's/\["Match","1"\]/["Match","7"]/' tests/data/backgammon/joined.jsonl | arbiter convert --strict -t sgf - | wc -c; exit ${PIPESTATUS[1]}
? 1
> 0
! arbiter: <stdin> #1: error: its match '7' is not kept: the SGF format numbers a file's matches in turn, and reads it back as match 1
! arbiter: <stdin> #2: error: its match '7' is not kept: the SGF format numbers a file's matches in turn, and reads it back as match 1
! arbiter: <stdin> #3: error: its match '7' is not kept: the SGF format numbers a file's matches in turn, and reads it back as match 1
! arbiter: <stdin> #4: error: its match '7' is not kept: the SGF format numbers a file's matches in turn, and reads it back as match 1
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 4 not held whole
