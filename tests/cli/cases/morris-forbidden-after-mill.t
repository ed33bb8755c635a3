# a forbidden point after a mill that owes nothing (Jeson Zam: no piece is placed on the centre e5, OpenSpiel's 9, and a mill removes only a piece in no mill): black's sixth placement, g9 at ply 12, closes a mill while every white piece stands in one, so nothing is removed and white places next; on e5 it is refused, elsewhere the game goes on
$ arbiter validate -V jeson-zam -n openspiel tests/data/morris/jeson-zam-mill-owes-nothing.txt
? 1
> tests/data/morris/jeson-zam-mill-owes-nothing.txt #1: illegal at ply 13, 9: no piece is placed on 9 under these rules [jeson-zam]
> tests/data/morris/jeson-zam-mill-owes-nothing.txt #2: valid, * (unfinished), 13 plies [jeson-zam]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/jeson-zam-mill-owes-nothing.txt:1:39: no piece is placed on 9 under these rules
!   16 7 17 2 12 13 8 2 10 11 6 11 14 7 1 9 *
!                                         ^
