# --strict: a record whose tags the flat format would drop is an error
$ arbiter convert --strict -t index -f flat records/uttt/open-board.uttt
? 1
! arbiter: records/uttt/open-board.uttt #1: error: the flat format drops its tags
! arbiter: records/uttt/open-board.uttt #2: error: the flat format drops its tags
! arbiter: records/uttt/open-board.uttt #3: error: the flat format drops its tags
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 3 not held whole
