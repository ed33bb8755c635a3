# a record that loses two things on the way (its variations stay in the
# notation they were written in, and a Ludii trial drops them with its
# comments) is one record not held whole, not two: the summary counts
# records
$ arbiter convert -t ludii - > /dev/null
< [Event "one record, two losses"]
< [Result "*"]
<
< 1. d6 {a note} f4 (1... d7) 2. d2 *
? 0
! arbiter: <stdin> #1: warning: its variations stay as written, in algebraic notation (variations are kept, not replayed)
! arbiter: <stdin> #1: warning: the trl format drops its tags, comments, variations
! 1 record written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
