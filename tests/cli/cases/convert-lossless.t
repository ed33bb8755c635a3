# comments, NAGs, variations, escaped tag values come through
$ printf '[Event "x"]\n[White "A \\"Ace\\" B"]\n\n1. d6! {good} a1 $3 (1... d1 2. f6) 2. f6 ; line comment\ng7 3. b6xa1 *\n' | arbiter convert -t algebraic-separate
? 0
> [Event "x"]
> [White "A \"Ace\" B"]
>
> 1. d6! {good} 1... a1 $3 (1... d1 2. f6) 2. f6 { line comment} 2... g7 3. b6xa1
> *
>
! 1 record written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
