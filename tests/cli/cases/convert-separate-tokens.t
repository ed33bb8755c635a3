# a removal written as a token of its own stays one in algebraic-separate, in tagged and in flat files
$ printf '[Variant "nine-mens-morris"]\n\n1. a7 b6 2. d7 b4 3. g7 xb6 *\n' | arbiter convert -q -t algebraic-separate - && printf 'a7 b6 d7 b4 g7 xb6\n' | arbiter convert -q -t algebraic-separate -
? 0
> [Variant "nine-mens-morris"]
>
> 1. a7 b6 2. d7 b4 3. g7 xb6 *
>
> a7 b6 d7 b4 g7 xb6
