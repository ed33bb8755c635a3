# a control character in UTF-8 text is text: a JSON tag's \u0001 is written into the tagged format as it is (^A below) and read back, as the readers take it on any line; a name with a control character in text that is not UTF-8 is not written, said: first in a file, its line would be taken for binary data (it was written, and the file read back unreadable); a newline in a tag cannot be written at all
$ j='{"tags":[["White","x\u0001y"]],"movetext":[["move","d6"]]}'; echo "$j" | arbiter convert -q -n json -t algebraic - | cat -v; echo "$j" | arbiter convert -q -n json -t algebraic - | arbiter validate -; printf '[Event "ok"]\n[Variant "nine-mens-morris"]\n\n1. d6 d6 *\n\n[White "caf\xe9 \x01"]\n[Variant "nine-mens-morris"]\n\n1. d6 *\n' | arbiter convert -t algebraic - 2>&1 | grep -v '^ '; printf '%s\n' '{"tags":[["White","x\ny"]],"movetext":[["move","d6"]]}' | arbiter convert -q -n json -t algebraic -
? 1
> [White "x^Ay"]
>
> 1. d6 *
>
> <stdin> #1 (x\x01y - ?): valid, * (unfinished), 1 ply [nine-mens-morris]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> <stdin> #1: illegal at ply 2, d6: d6 is occupied [nine-mens-morris]
> arbiter: <stdin>:4:7: d6 is occupied
> arbiter: <stdin> #2: not written: its line 1 would be taken for binary data where it starts a file: a control character (column 14) in text that is not UTF-8
> 0 records written; 1 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
! arbiter: <stdin> #1: not written: its tag [White "x\ny"] cannot be a tag of the tagged format (a name is letters, digits and _; a value has no newline, no NUL byte and no bare quote)
