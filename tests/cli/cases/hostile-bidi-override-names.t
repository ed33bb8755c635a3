# a name with a bidirectional override, embedding or isolate (U+202E, U+2067, U+202A ... U+202C) is drawn as its escape on the report's page and in the pictures of show --svg, as in text (\u202e): left in, it turned round the text after it beyond the name, the other player's name and the verdict's words drawn backwards (an override in White's name showed "Bob – boB" for "boB – Bob"); a right-to-left mark, which reorders nothing past its name, stays, as do the letters of a Persian name
$ f=tests/data/hostile/bidi-override-names.pgn; arbiter report $f | grep -o '<td>[^<]*#[12] ([^<]*'; arbiter show --svg -r 2 -p 3 $f | grep -o '>Eve[^<]*<'; arbiter validate $f | head -1
? 0
> <td>tests/data/hostile/bidi-override-names.pgn #1 (\u202eboB – Bob)
> <td>tests/data/hostile/bidi-override-names.pgn #2 (Eve\u2067 – رضا‏ \u202aBob\u202c)
> >Eve\u2067 (white):<
> >Eve\u2067 (white) to place<
> tests/data/hostile/bidi-override-names.pgn #1 (\u202eboB - Bob): valid, 1-0 (line: white made a line), 5 plies [three-mens-morris]
! arbiter: tests/data/hostile/bidi-override-names.pgn:13:13: 'zz' is not a move in algebraic notation
!   1. a1 b1 2. zz b2 3. a3 1-0
!               ^
