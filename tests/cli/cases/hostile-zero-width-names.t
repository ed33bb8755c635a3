# characters drawn as nothing are escaped in text for people, as the
# bidirectional marks are: "Ali" and "Ali" with a zero-width space (U+200B),
# a zero-width joiner, a word joiner, a byte-order mark, a soft hyphen or a
# tag letter (past U+FFFF: \U and eight digits) are seven rows that read
# apart (they printed alike); a variation selector (an emoji's) passes
$ arbiter standings tests/data/hostile/zero-width-names.pgn
? 0
>   #  Player         Games  Wins  Draws  Losses  Score
>   1  Ali ❤️             1     1      0       0     1
>   1  Ali\u200b          1     1      0       0     1
>   1  Ali\u200d          1     1      0       0     1
>   1  Ali\u200f          1     1      0       0     1
>   1  Ali\u2060          1     1      0       0     1
>   1  Ali\ufeff          1     1      0       0     1
>   1  Ali\U000e0041      1     1      0       0     1
>   1  Al\u00adi          1     1      0       0     1
>   1  Bob                9     1      0       8     1
>  10  Ali                1     0      0       1     0
