# what apps write, read back whole: a JSON comment holding a line that
# starts with '%' is not written as tagged movetext (the reader would pass
# the line over, the comment's end with it: it read back unreadable, while
# convert said nothing was lost); a '%' line between two pasted move lists
# still parts them; a tag given twice whose values differ only in case says
# one thing ([Jacoby "Off"] and [jacoby "off"]); a [Variant] beside a
# [Variation] that names another rule set is kept in .mat (the games read
# back illegal under backgammon)
$ arbiter convert -t algebraic -f tagged tests/data/morris/escape-in-json-comment.jsonl; arbiter validate tests/data/morris/pasted-lists-escape.txt; printf '; [Jacoby "Off"]\n; [jacoby "off"]\n\n 0 point match\n\n Game 1\n a : 0    b : 0\n  1) 31: 8/5 6/5\n' | arbiter validate -q -; arbiter convert -q -t mat tests/data/backgammon/variant-beside-variation.mat | head -3; arbiter convert -q -t mat tests/data/backgammon/variant-beside-variation.mat | arbiter validate -
? 0
> tests/data/morris/pasted-lists-escape.txt #1: valid, * (unfinished), 9 plies [nine-mens-morris]
> tests/data/morris/pasted-lists-escape.txt #2: valid, * (unfinished), 11 plies [nine-mens-morris]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> ; [Variation "Backgammon"]
> ; [Variant "nackgammon"]
>
> <stdin> #1 (gnubg - root): valid, 0-1 (resignation: gnubg resigned a single: 2 points), 57 plies, game 1, score before 0-0 [nackgammon]
> <stdin> match 1 (gnubg - root, 5 points): 1 game, final score 0-2, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/escape-in-json-comment.jsonl #1: not written: its comment '{note\n% x}' would not read back as one from the tagged format
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
