# a long token of letters of three bytes, quoted in its message to 40 bytes:
# cut between letters, thirteen euro signs (it was cut inside the
# fourteenth, whose first byte the message said as '\xe2' and JSON as
# U+EFE2, a byte the record does not hold), for morris and Ultimate
# Tic-Tac-Toe alike
$ t=$(mktemp -d) && e=$(printf '\342\202\254%.0s' $(seq 30)) && printf '[White "a"]\n[Result "*"]\n\n1. d2 %s *\n' "$e" > $t/cut.pgn && printf '[Variant "uttt"]\n[Result "*"]\n\n1. e5 %s *\n' "$e" > $t/cut.uttt && cd $t && arbiter validate cut.pgn cut.uttt; s=$?; arbiter validate --json cut.pgn cut.uttt 2>/dev/null | grep -o '"message":"[^"]*"'; cd / && rm -rf $t; exit $s
? 1
> cut.pgn #1 (a - ?): illegal at ply 2, €€€€€€€€€€€€€€€€€€€€...: '€€€€€€€€€€€€€' is not a move in algebraic notation [nine-mens-morris]
> cut.uttt #1: illegal at ply 2, €€€€€€€€€€€€€€€€€€€€...: '€€€€€€€€€€€€€' is not a cell in global notation [uttt-standard]
> 2 records: 0 valid, 2 illegal, 0 mismatched, 0 unreadable
> "message":"'€€€€€€€€€€€€€' is not a move in algebraic notation"
> "message":"'€€€€€€€€€€€€€' is not a cell in global notation"
! arbiter: cut.pgn:4:7: '€€€€€€€€€€€€€' is not a move in algebraic notation
!   1. d2 €€€€€€€€€€€€€€€€€€€€€€€€€€€€€€ *
!         ^
! arbiter: cut.uttt:4:7: '€€€€€€€€€€€€€' is not a cell in global notation
!   1. e5 €€€€€€€€€€€€€€€€€€€€€€€€€€€€€€ *
!         ^
