# a .mat score line whose first score runs into the second name, as GNU
# Backgammon writes a long first name's ("HARMAND : 0Johan HUYCK : 0",
# its export of tests/data/real/backgammon/lazybg/match1.txt): the digits are
# the score, the letters after them the second name; a second score so
# written, or a first score with a sign or past an int, is no number
$ t=$(mktemp -d) && f=records/backgammon/gnubg-5-point-match.mat && sed 's/^ gnubg : \([0-9]*\)  *root : /  gnubg : \1root : /' $f > $t/glued.mat && sed '6s/root : 0$/root : 0x/' $t/glued.mat > $t/second.mat && sed '6s/gnubg : 0root/gnubg : 99999999999root/' $t/glued.mat > $t/past.mat && cd $t && grep -c ': [0-9]*root' glued.mat; for x in glued second past; do arbiter validate $x.mat 2>&1 | tail -n 2; done; cd / && rm -rf $t
? 0
> 2
> glued.mat match 1 (gnubg - root, 5 points): 2 games, final score 0-6, root wins the match
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> second.mat match 1 (gnubg - root, 5 points): 1 game, final score 0-6, root wins the match
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> past.mat match 1 (gnubg - root, 5 points): 1 game, final score 0-6, root wins the match
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
