# text between two game trees (a note pasted between games, of many words
# and lines, a '(' among them) is one unreadable record, up to the next
# tree's '(': each word was a record of its own
$ f=tests/data/real/backgammon/backgammonhub/2026-01-20T15-36-47-bluetailedgrebe1-tester.sgf; { cat $f; printf 'these were played (in June) at the club\nand more notes\n'; cat $f; } | arbiter validate -q -
? 2
> <stdin> #3: unreadable: an SGF game tree starts with '('
> 5 records: 4 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: <stdin>:95:1: an SGF game tree starts with '('
