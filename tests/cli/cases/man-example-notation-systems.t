# the notation page's example: the same opening in OpenSpiel's, GamesmanOne's and Sanmill's old notation
$ for t in openspiel gamesman sanmill-old; do printf '[Variant "nine-mens-morris"]\n\n1. d6 a1 2. f6 g7 3. b6xa1 *\n' | arbiter convert -q -t $t; done
? 0
> [Variant "nine-mens-morris"]
> [Notation "openspiel"]
>
> 1. 4 21 2. 5 2 3. 3 21 *
>
> [Variant "nine-mens-morris"]
> [Notation "gamesman"]
>
> 1. d6 a1 2. f6 g7 3. b6Ra1 *
>
> [Variant "nine-mens-morris"]
> [Notation "sanmill-old"]
>
> 1. (2,1) (3,6) 2. (2,2) (3,2) 3. (2,8) -(3,6) *
>
