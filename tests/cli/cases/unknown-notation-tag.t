# a record's [Notation] tag that its game has not: the message lists the game's notations, or the one meant
$ printf '[Notation "%s"]\n[Result "*"]\n\n1. d6 *\n' foo playk | arbiter validate -q -
? 2
> <stdin> #1: unreadable: no notation 'foo' for morris (try: algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii; or give one with -n) [nine-mens-morris]
> <stdin> #2: unreadable: no notation 'playk' for morris (did you mean playok?) [nine-mens-morris]
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: <stdin>:1:1: no notation 'foo' for morris (try: algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii; or give one with -n)
!   [Notation "foo"]
!   ^
! arbiter: <stdin>:5:1: no notation 'playk' for morris (did you mean playok?)
!   [Notation "playk"]
!   ^
