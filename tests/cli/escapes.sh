#!/bin/bash
# Text for people shows the control characters a record holds, escaped: a
# player named with ESC[8m hides nothing after it on a terminal, a newline
# in a name forges no line, a file name cannot move the cursor. JSON, and
# the records convert writes, carry the text as it is. TAP.
set -u
# shellcheck source=tests/cli/tap.sh
. "$(dirname "$0")/tap.sh"
cd "$t" || exit 1
echo "1..25"
esc=$'\e'
# no control byte but the line ends (and tabs) in FILE
clean() { ! LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' "$1" && ! grep -q $'\xc2[\x80-\x9f]' "$1"; }
printf '[Event "x"]\n[White "%s[8mEve"]\n[Black "Bob"]\n[Result "0-1"]\n\n1. d6 d7 0-1\n' "$esc" > hidden.pgn
"$ARBITER" validate hidden.pgn > out 2> err
check "validate: a player named with ESC[8m is shown escaped, the verdict after it" \
	grep -q '(\\e\[8mEve - Bob): valid, 0-1' out
check "... and no control byte reaches the terminal" clean out
"$ARBITER" standings --json hidden.pgn > json 2> /dev/null
check "standings --json keeps the name as it is (a JSON escape)" grep -qi '"\\u001b\[8mEve"' json
"$ARBITER" convert -q --keep-invalid -t algebraic hidden.pgn > conv 2> /dev/null
check "convert writes the record as it is, ESC and all" grep -q "^\[White \"$esc\[8mEve\"\]" conv
"$ARBITER" standings hidden.pgn > out 2> err
check "standings: escaped, on stdout and stderr" eval 'clean out && clean err && grep -q "\\\\e\[8mEve" out'
"$ARBITER" compare -V nine-mens-morris -V classic hidden.pgn > out 2> err
check "compare: escaped" eval 'clean out && grep -q "\\\\e\[8mEve" out'

# a newline in a name (JSON can carry one) forges no line
printf '{"game":"morris","tags":[["White","Eve\\nhidden.pgn #2 (A - B): valid"],["Black","Bob"]],"movetext":[["move","d6"],["result","*"]]}\n' > forged.jsonl
"$ARBITER" validate forged.jsonl > out 2> /dev/null
check "a name with a newline is one line of the report" \
	eval 'test "$(wc -l < out)" = 2 && grep -q "(Eve\\\\nhidden.pgn #2 (A - B): valid - Bob): valid" out'
printf '{"game":"morris","tags":[["White","Eve\\rforged.jsonl #1 (A - B): valid"],["Black","Bob\\b\\u007f"]],"movetext":[["move","d6"],["result","*"]]}\n' > cr.jsonl
"$ARBITER" validate cr.jsonl > out 2> /dev/null
check "a carriage return, a backspace or DEL in a name moves no cursor" \
	eval 'clean out && grep -q "(Eve\\\\rforged.jsonl #1 (A - B): valid - Bob\\\\x08\\\\x7f): valid" out'
"$ARBITER" standings forged.jsonl > out 2> /dev/null
check "... and one row of the table" eval '! grep -q "^hidden.pgn" out'

# a file name with control characters, met in a folder
mkdir dir
cp hidden.pgn "dir/a${esc}[2Jb.pgn"
printf '[Event "x"]\n\n1. d6 d6 *\n' > "dir/c${esc}]0;title"$'\a'".pgn"
"$ARBITER" validate dir > out 2> err
check "validate: a file name with ESC[2J is shown escaped" grep -q 'dir/a\\e\[2Jb.pgn #1' out
check "... also in the messages on standard error" eval 'clean err && grep -q "dir/c\\\\e\]0;title\\\\x07.pgn:3:7" err'
"$ARBITER" show "dir/a${esc}[2Jb.pgn" > out 2> /dev/null
check "show: the file name escaped" eval 'clean out && grep -q "a\\\\e\[2Jb.pgn #1" out'

# the 8-bit CSI, a bidirectional override, a byte that is not UTF-8; and
# what is only UTF-8 passes as it is
printf '[Event "x"]\n[White "a\xc2\x9b8mb"]\n[Black "c\xe2\x80\xaed"]\n[Result "*"]\n\n1. d6 *\n' > c1.pgn
"$ARBITER" validate c1.pgn > out 2> /dev/null
check "the C1 control CSI (U+009B) is escaped" grep -q 'a\\u009b8mb' out
check "a bidirectional override (U+202E) is escaped" grep -q 'c\\u202ed' out
# the other marks that reorder text, and the line separators
printf '[Event "x"]\n[White "a\xe2\x80\x8fb\xd8\x9cc"]\n[Black "d\xe2\x80\xa8e\xe2\x80\xa9f"]\n[Result "*"]\n\n1. d6 *\n' \
	> marks.pgn
"$ARBITER" validate marks.pgn > out 2> /dev/null
check "the right-to-left and Arabic letter marks (U+200F, U+061C) are escaped" grep -q 'a\\u200fb\\u061cc' out
check "the line and paragraph separators (U+2028, U+2029) are escaped" grep -q 'd\\u2028e\\u2029f' out
# what is drawn as nothing: two names that differ by it print apart
printf '[Event "x"]\n[White "a\xe2\x80\x8bb\xe2\x80\x8dc\xe2\x81\xa0d\xef\xbb\xbfe\xc2\xadf"]\n[Black "g\xf3\xa0\x81\x81h"]\n[Result "*"]\n\n1. d6 *\n' \
	> invisible.pgn
"$ARBITER" validate invisible.pgn > out 2> /dev/null
check "zero-width spaces and joiners, the word joiner, the byte-order mark, the soft hyphen are escaped" \
	grep -q 'a\\u200bb\\u200dc\\u2060d\\ufeffe\\u00adf - ' out
check "... and a tag letter past U+FFFF, in eight digits" grep -q ' - g\\U000e0041h)' out
# the non-joiner inside a Persian name does its job there: it passes
printf '[Event "x"]\n[White "\xd8\xad\xd8\xb3\xdb\x8c\xd9\x86\xdb\x8c\xe2\x80\x8c\xd9\x86\xda\x98\xd8\xa7\xd8\xaf"]\n[Black "Ali\xe2\x80\x8c"]\n[Result "*"]\n\n1. d6 *\n' \
	> joined.pgn
"$ARBITER" validate joined.pgn > out 2> /dev/null
check "a non-joiner between two letters of a word passes, one after Ali is escaped" \
	eval 'grep -q "$(printf "\342\200\214\331\206")" out && grep -q "Ali\\\\u200c" out'
printf '[Event "x"]\n[White "caf\xe9"]\n[Black "Dokuz Ta\xc5\x9f"]\n[Result "*"]\n\n1. d6 *\n' > latin.pgn
"$ARBITER" validate latin.pgn > out 2> /dev/null
check "a byte that is not UTF-8 is shown as \\xNN, UTF-8 as it is" grep -q '(caf\\xe9 - Dokuz Taş)' out
"$ARBITER" variants list > out 2> /dev/null
check "variants list: plain text passes as it is" grep -q "Dokuz Taş (Stockboi, Turkish rules)" out
"$ARBITER" validate --summary=files hidden.pgn > out 2> /dev/null
check "the summary lines too" clean out
# a name of three-byte letters on many lines: standard output is written
# a buffer at a time, and a letter the buffer's end cuts is held back and
# written whole with the next, never escaped as the bytes of a broken one
name=$(printf '\xe6\xa3\x8b%.0s' $(seq 30))
for i in $(seq 2000); do printf '[Event "x"]\n\n1. d6 *\n'; done > "$name.pgn"
"$ARBITER" validate "$name.pgn" > out 2> /dev/null
check "a letter cut by standard output's buffer comes out whole" \
	eval '! grep -q "\\\\x" out && test "$(grep -c "^$name.pgn #[0-9]*: valid" out)" = 2000'
# the names the pictures give: text escaped as for the terminal, markup as
# for XML, so the SVG is well-formed and the name shown, not obeyed
printf '[Event "x"]\n[White "%s[8mEve & <Bo>"]\n[Black "Bob"]\n[Result "*"]\n\n1. d6 a1 *\n' "$esc" > marked.pgn
"$ARBITER" show marked.pgn > out 2> /dev/null
check "show: a player's name escaped in the text diagram" \
	eval 'clean out && grep -q "^white (W), \\\\e\[8mEve & <Bo>: 1 on the board" out'
"$ARBITER" show --svg marked.pgn > out 2> /dev/null
check "show --svg: well-formed SVG, the name escaped in it" \
	eval 'clean out && python3 -c "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])" out &&
	grep -q "\\\\e\[8mEve &amp; &lt;Bo&gt; (white) to place" out'
