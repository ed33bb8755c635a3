# the notation page's example: the same opening in PlayOK numbers
$ printf '[Site "PlayOK"]\n\n1. 5 22 2. 6 3 3. 4x22 *\n' | arbiter convert -t algebraic
? 0
> [Site "PlayOK"]
> [Notation "algebraic"]
>
> 1. d6 a1 2. f6 g7 3. b6xa1 *
>
! 1 record written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
