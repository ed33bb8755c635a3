# the table of standings lines up names of wide letters (李明华, two columns
# each) and of combining marks (Zoë written as e and U+0308, one column):
# a name was padded by its characters, so the wide one pushed its row's
# numbers three columns right and the combined one pulled them one left
$ t=$(mktemp -d) && for w in 'Li Minghua' '\xe6\x9d\x8e\xe6\x98\x8e\xe5\x8d\x8e' 'Zoe\xcc\x88' 'Bob'; do printf '[White "'"$w"'"]\n[Black "Ann"]\n[Variant "three-mens-morris"]\n[Result "1-0"]\n\n1. a1 b2 2. a2 b3 3. a3 1-0\n\n'; done > $t/wide.pgn && arbiter standings $t/wide.pgn; s=$?; rm -rf $t; exit $s
? 0
>   #  Player      Games  Wins  Draws  Losses  Score
>   1  Bob             1     1      0       0     1
>   1  Li Minghua      1     1      0       0     1
>   1  Zoë             1     1      0       0     1
>   1  李明华          1     1      0       0     1
>   5  Ann             4     0      0       4     0
