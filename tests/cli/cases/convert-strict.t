# --strict: variations cannot be rewritten in the new notation, so the record is an error
$ printf '1. d6 (1. d1) a1 *\n' | arbiter convert --strict -t playok
? 1
! arbiter: <stdin> #1: error: its variations stay as written, in algebraic notation (variations are kept, not replayed)
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
