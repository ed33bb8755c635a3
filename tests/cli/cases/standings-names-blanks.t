# players whose names differ only by blanks around them (a space, a tab, a no-break space, an ideographic space) are one player in standings, shown without them; a name of blanks alone is no name; a zero-width space is no blank: it stays, shown escaped (the four were four rows, " Ana" among them, and "Ana\t" one more)
$ printf '[White "Ana"]\n[Black "Bo"]\n[Result "1-0"]\n\n1-0\n\n[White "Ana "]\n[Black "Bo"]\n[Result "1-0"]\n\n1-0\n\n[White " Ana"]\n[Black "Bo\342\200\213"]\n[Result "1-0"]\n\n1-0\n\n[White "Ana\t"]\n[Black "\302\240Bo\343\200\200"]\n[Result "0-1"]\n\n0-1\n\n[White "  "]\n[Black "Bo"]\n[Result "0-1"]\n\n0-1\n' | arbiter standings -
? 0
>   #  Player    Games  Wins  Draws  Losses  Score
>   1  Ana           4     3      0       1     3
>   2  Bo            3     1      0       2     1
>   3  Bo\u200b      1     0      0       1     0
>
> Not scored:
>   <stdin> #5: not scored: a player is not named
