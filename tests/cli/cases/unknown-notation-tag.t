# a notation the game has not, from a record's [Notation] tag or from -n: the message lists the game's notations, or the one meant
$ printf '[Notation "%s"]\n[Result "*"]\n\n1. d6 *\n' foo playk | arbiter validate -q -; arbiter validate -q -n keypad records/morris/three-mens-morris.pgn
? 2
> <stdin> #1: unreadable: no notation 'foo' for morris (try: algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii; or give one with -n) [nine-mens-morris]
> <stdin> #2: unreadable: no notation 'playk' for morris (did you mean playok?) [nine-mens-morris]
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
> records/morris/three-mens-morris.pgn #1 (Lerato - Mehmet): unreadable: no notation 'keypad' for morris (try: algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii) [three-mens-morris]
> records/morris/three-mens-morris.pgn #2 (Eva - Sara): unreadable: no notation 'keypad' for morris (try: algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii) [three-mens-morris]
> records/morris/three-mens-morris.pgn #3 (Sara - Ali): unreadable: no notation 'keypad' for morris (try: algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii) [three-mens-morris]
> 3 records: 0 valid, 0 illegal, 0 mismatched, 3 unreadable
! arbiter: <stdin>:1:1: no notation 'foo' for morris (try: algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii; or give one with -n)
!   [Notation "foo"]
!   ^
! arbiter: <stdin>:5:1: no notation 'playk' for morris (did you mean playok?)
!   [Notation "playk"]
!   ^
! arbiter: records/morris/three-mens-morris.pgn:1:1: no notation 'keypad' for morris (try: algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii)
!   [Event "Three Men's Morris"]
!   ^
! arbiter: records/morris/three-mens-morris.pgn:12:1: no notation 'keypad' for morris (try: algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii)
!   [Event "Three Men's Morris"]
!   ^
! arbiter: records/morris/three-mens-morris.pgn:24:1: no notation 'keypad' for morris (try: algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii)
!   [Event "Three Men's Morris"]
!   ^
