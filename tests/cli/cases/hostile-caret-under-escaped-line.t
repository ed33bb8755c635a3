# the caret under an illegal move stands under it as the line is shown:
# the column counts bytes, and a tab, a letter of two bytes, a wide letter,
# a combining mark, or a character shown as its escape (a bidirectional
# override, a byte that is not UTF-8, DEL) before the move put it elsewhere
# (under the comment, or past the move); the line is escaped as standard
# error escapes it, and a line with an ESC is still not shown
$ t=$(mktemp -d) && for c in '{Zo\xc3\xab \xc3\x9cnal} 1. d2\td2 *' '{\xe6\x9d\x8e\xe6\x98\x8e} 1. d2 d2 *' '{\xe2\x80\xae\xff\x7f} 1. d2 d2 *' '{Zoe\xcc\x88} 1. d2 \t d2 *' '{\x1b[2J} 1. d2 d2 *'; do printf '[White "A"]\n[Black "B"]\n[Result "*"]\n\n'"$c"'\n\n'; done > $t/caret.pgn && cd $t && arbiter validate caret.pgn; s=$?; cd / && rm -rf $t; exit $s
? 1
> caret.pgn #1 (A - B): illegal at ply 2, d2: d2 is occupied [nine-mens-morris]
> caret.pgn #2 (A - B): illegal at ply 2, d2: d2 is occupied [nine-mens-morris]
> caret.pgn #3 (A - B): illegal at ply 2, d2: d2 is occupied [nine-mens-morris]
> caret.pgn #4 (A - B): illegal at ply 2, d2: d2 is occupied [nine-mens-morris]
> caret.pgn #5 (A - B): illegal at ply 2, d2: d2 is occupied [nine-mens-morris]
> 5 records: 0 valid, 5 illegal, 0 mismatched, 0 unreadable
! arbiter: caret.pgn:5:20: d2 is occupied
!   {Zoë Ünal} 1. d2	d2 *
!                   	^
! arbiter: caret.pgn:11:16: d2 is occupied
!   {李明} 1. d2 d2 *
!                ^
! arbiter: caret.pgn:17:15: d2 is occupied
!   {\u202e\xff\x7f} 1. d2 d2 *
!                          ^
! arbiter: caret.pgn:23:17: d2 is occupied
!   {Zoë} 1. d2 	 d2 *
!               	 ^
! arbiter: caret.pgn:29:14: d2 is occupied
