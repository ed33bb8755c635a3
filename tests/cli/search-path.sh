#!/bin/bash
# Where rule sets come from: $ARBITER_VARIANTS and the shipped folder, never
# the working directory; two different files of one name are an error
# naming both; the path has no limit on its folders; a path with no rule set
# says where it looked; a variant file nested thousands deep is refused at
# once, also on the path. Prints TAP.
set -u
# shellcheck source=tests/cli/tap.sh
. "$(dirname "$0")/tap.sh"
echo "1..36"

# a received archive that brings its own nine-mens-morris with 12 pieces, so
# that white's tenth placement looks legal
mkdir -p "$t/arch/variants/morris" "$t/local/morris" "$t/copy/morris"
sed 's/^pieces: 9$/pieces: 12/' "$SRCDIR/variants/morris/nine-mens-morris.yaml" \
	> "$t/arch/variants/morris/nine-mens-morris.yaml"
printf '[Event "sent"]\n[Variant "nine-mens-morris"]\n\n1. c4 a4 2. b4 c5 3. d6 e4 4. a1 d3 %s\n' \
	'5. e5 b6 6. e3 d5 7. d2 b2 8. d1 g1 9. d7 c3 10. g7 *' > "$t/arch/game.pgn"
(cd "$t/arch" && "$ARBITER" validate game.pgn > "$t/out" 2> "$t/err")
check "validated inside an archive with its own variants/, the shipped rules hold (exit 1)" test $? = 1
check "... the tenth placement is illegal" has "illegal at ply 19, g7: white has no pieces left" "$t/out"
(cd "$t/arch" && env -u ARBITER_VARIANTS "$ARBITER" validate -q game.pgn > "$t/out" 2>&1)
check "... also with no ARBITER_VARIANTS at all" has "illegal at ply 19" "$t/out"
(cd "$t/arch" && "$ARBITER" validate -q -V variants/morris/nine-mens-morris.yaml game.pgn > /dev/null 2> "$t/err")
status=$?
check "... named with -V FILE, the archive's file is refused while its name is a shipped rule set's with other rules (exit 2)" \
	eval 'test $status = 2 && has "declares name: nine-mens-morris, the name of the rule set of .*: give it a name of its own" "$t/err"'
sed 's/^name: .*/name: sent-nine/' "$t/arch/variants/morris/nine-mens-morris.yaml" > "$t/arch/sent-nine.yaml"
(cd "$t/arch" && "$ARBITER" validate -q -V sent-nine.yaml game.pgn > /dev/null 2>&1)
check "... and read under a name of its own (valid, exit 0)" test $? = 0

# ... or that names its own file in the record: a record names a rule set,
# never the file its rules are read from
cp "$t/arch/variants/morris/nine-mens-morris.yaml" "$t/arch/house.yaml"
for v in variants/morris/nine-mens-morris.yaml house.yaml "$t/arch/house.yaml"; do
	sed "s|^\[Variant .*|[Variant \"$v\"]|" "$t/arch/game.pgn" > "$t/arch/named.pgn"
	(cd "$t/arch" && "$ARBITER" validate named.pgn > "$t/out" 2> "$t/err")
	status=$?
	check "a record whose [Variant] is a file ($v) is unreadable (exit 2), not refereed by that file" \
		eval 'test $status = 2 && has "named.pgn:2:11: .* is a file, and a record names its rule set only by name" "$t/err"'
done
printf '{"game":"morris","variant":"house.yaml","movetext":[["move","d6"],["result","*"]]}\n' > "$t/arch/named.jsonl"
(cd "$t/arch" && "$ARBITER" validate -q named.jsonl > "$t/out" 2>&1)
check "... the same for a JSON record's variant" has "is a file, and a record names" "$t/out"

cp "$t/arch/variants/morris/nine-mens-morris.yaml" "$t/local/morris/"
ARBITER_VARIANTS=$t/local:$ARBITER_VARIANTS "$ARBITER" validate -q "$t/arch/game.pgn" > "$t/out" 2> "$t/err"
check "a rule set on ARBITER_VARIANTS that shadows a shipped one is an error (exit 2)" test $? = 2
check "... naming both files" \
	has "$t/local/morris/nine-mens-morris.yaml: .*shadows the shipped nine-mens-morris.yaml, .*variants/morris/nine-mens-morris.yaml" "$t/err"
ARBITER_VARIANTS=$t/local:$ARBITER_VARIANTS "$ARBITER" validate -q -V nine-mens-morris "$t/arch/game.pgn" \
	> /dev/null 2> "$t/err"
check "... also when -V names it" has "shadows the shipped" "$t/err"
ARBITER_VARIANTS=$t/local:$ARBITER_VARIANTS "$ARBITER" variants list > "$t/out" 2> "$t/err"
check "... and variants list says so (exit 2)" test $? = 2 -a -n "$(grep 'shadows the shipped' "$t/err")"

cp "$SRCDIR/variants/morris/classic.yaml" "$t/copy/morris/"
sed 's/^name: .*/name: house-rules/; s/^title: .*/title: House rules/' \
	"$SRCDIR/variants/morris/classic.yaml" > "$t/copy/morris/house-rules.yaml"
ARBITER_VARIANTS=$t/copy:$ARBITER_VARIANTS "$ARBITER" variants list > "$t/out" 2> "$t/err"
check "a byte-for-byte copy of a shipped rule set is no shadow (exit 0)" test $? = 0 -a ! -s "$t/err"
check "variants list shows where each rule set comes from" \
	grep -qzE "$t/copy \(ARBITER_VARIANTS\):
  classic +morris .*
  house-rules +morris +House rules
.*/variants \(shipped\):
  baazitoo-dooz " "$t/out"

sed 's/^name: .*/name: nine-mens-morris/' "$t/copy/morris/house-rules.yaml" > "$t/copy/morris/other.yaml"
ARBITER_VARIANTS=$t/copy:$ARBITER_VARIANTS "$ARBITER" variants list > /dev/null 2> "$t/err"
check "a file whose name: is not its file's name is refused on the path" \
	has "other.yaml:1:1: the file is named other.yaml but declares name: nine-mens-morris" "$t/err"
rm "$t/copy/morris/other.yaml"

dirs=
for i in $(seq 20); do mkdir "$t/d$i" && dirs=$dirs$t/d$i:; done
ARBITER_VARIANTS=$dirs$t/copy:$ARBITER_VARIANTS "$ARBITER" variants list --names > "$t/out" 2> "$t/err"
check "a path of 22 folders: every rule set is found (no limit on the folders)" \
	test "$(grep -cx -e classic -e house-rules -e uttt-standard "$t/out")" = 3
ARBITER_VARIANTS=$dirs$t/copy:$ARBITER_VARIANTS "$ARBITER" validate -q -V house-rules "$t/arch/game.pgn" \
	> "$t/out" 2>&1
check "... and its last folder's rule set referees" has "illegal at ply 19" "$t/out"

# an installed program whose data folder is not there (make install
# DESTDIR=..., then run from there)
mkdir -p "$t/inst/bin" && cp "$ARBITER" "$t/inst/bin/"
(cd "$t" && env -u ARBITER_VARIANTS "$t/inst/bin/arbiter" variants list > "$t/out" 2> "$t/err")
status=$?
n=$((n + 1))
if grep -q "(shipped):" "$t/out" && ! grep -q "no such folder" "$t/out"; then
	echo "ok $n - # SKIP the installed data folder exists here"
	echo "ok $((n + 1)) - # SKIP the installed data folder exists here"
	n=$((n + 1))
else
	if [ $status = 2 ]; then echo "ok $n - variants list with no rule set found exits 2"
	else echo "not ok $n - variants list with no rule set found exits 2 (got $status)"; fi
	check "... saying where it looked" has "no rule sets found (looked in /.*/variants (shipped, no such folder))" "$t/err"
fi

# a program copied or installed beside a folder named variants (make install
# prefix=$HOME, and an archive unpacked in $HOME): that folder is no shipped
# folder; only the build folder's program reads the source tree's
mkdir -p "$t/home/bin" "$t/home/variants" && cp "$ARBITER" "$t/home/bin/arbiter"
cp -r "$t/arch/variants/morris" "$SRCDIR/variants/boards" "$t/home/variants/"
(cd "$t/home" && env -u ARBITER_VARIANTS "$t/home/bin/arbiter" validate -q "$t/arch/game.pgn" \
	> "$t/out" 2>&1)
status=$?
check "a program beside a variants folder does not take it for the shipped one (exit $status)" \
	eval 'test $status != 0 && ! grep -q "valid, \*" "$t/out"'
(cd "$t/home" && env -u ARBITER_VARIANTS "$t/home/bin/arbiter" variants list > "$t/out" 2>&1)
check "... and variants list does not list it" eval '! grep -q "$t/home/variants" "$t/out"'

# nested 400,000 deep: refused before it is loaded. A parse in time
# quadratic in the depth (as before) would take minutes here; 20 s is a
# guard against that and against a hang, not a speed test.
python3 -c "import sys; n = 400000; sys.stdout.write('name: deep\ngame: morris\nboard: ' + '[' * n + ']' * n + '\n')" \
	> "$t/deep.yaml"
timeout 20 "$ARBITER" variants check "$t/deep.yaml" > /dev/null 2> "$t/err"
status=$?
check "a variant file nested 400,000 deep is refused (exit 2), at once" test $status = 2
check "... saying so, at the first level too deep" has "deep.yaml:3:23: mappings and lists nested more than 16 deep" "$t/err"
mkdir -p "$t/deep/morris" && mv "$t/deep.yaml" "$t/deep/morris/"
ARBITER_VARIANTS=$t/deep:$ARBITER_VARIANTS timeout 20 "$ARBITER" validate -q -V no-such-rules \
	"$t/arch/game.pgn" > /dev/null 2>&1
status=$?
check "... and on the search path a lookup that reads every file ends (exit 2)" test $status = 2

# a mapping of 60,000 keys (whose repeated keys took minutes to look for)
# and a file of 2 MB: refused before they are loaded, also on the path
python3 -c "import sys; sys.stdout.write('name: keys\ngame: morris\n' + ''.join('k%d: 1\n' % i for i in range(60000)))" \
	> "$t/keys.yaml"
timeout 60 "$ARBITER" variants check "$t/keys.yaml" > /dev/null 2> "$t/err"
status=$?
check "a variant file of 60,000 keys is refused (exit 2), at the key past the limit" \
	eval 'test $status = 2 && has "keys.yaml:1025:1: a mapping of more than 1024 keys" "$t/err"'
# a file of 65,000 anchors and 85,000 aliases to the last, under 1 MiB:
# each anchor was looked for in a list of those before it, and each alias
# through the whole list (14 s of CPU before; 0.03 s now, found by hash). 5 s is a
# guard against that search, not a speed test.
python3 -c "import sys; n = 65000; sys.stdout.write('name: anchors\ngame: morris\naliases: [' + ','.join('&%x x' % i for i in range(n)) + ',*%x' % (n - 1) * 85000 + ']\n')" \
	> "$t/anchors.yaml"
timeout 5 "$ARBITER" variants check "$t/anchors.yaml" > "$t/out" 2> "$t/err"
status=$?
check "a variant file of 65,000 anchors and 85,000 aliases is read at once (exit 0)" test $status = 0
printf 'name: twice\ngame: morris\naliases: [&a x, &b y, &a z]\ntitle: *c\n' > "$t/twice.yaml"
"$ARBITER" variants check "$t/twice.yaml" > /dev/null 2> "$t/err"
status=$?
check "... an anchor given twice is still refused (exit 2), at the second" \
	eval 'test $status = 2 && has "twice.yaml:3:23: YAML syntax: second occurrence found duplicate anchor" "$t/err"'
{ printf 'name: big\ngame: morris\ntitle: '; head -c 2000000 /dev/zero | tr '\0' x; echo; } > "$t/big.yaml"
"$ARBITER" variants check "$t/big.yaml" > /dev/null 2> "$t/err"
status=$?
check "a variant file of 2 MB is refused (exit 2) before it is read" \
	eval 'test $status = 2 && has "big.yaml: a variant file larger than 1 MiB" "$t/err"'
mkdir -p "$t/wide/morris" && mv "$t/keys.yaml" "$t/big.yaml" "$t/wide/morris/"
ARBITER_VARIANTS=$t/wide:$ARBITER_VARIANTS timeout 60 "$ARBITER" variants list > /dev/null 2> "$t/err"
status=$?
check "... and on the search path, variants list says both and ends (exit 2)" \
	eval 'test $status = 2 && has "more than 1024 keys" "$t/err" && has "larger than 1 MiB" "$t/err"'

# a record's [Variant] by alias: the rule sets whose name or aliases lines
# name it are loaded, not all; an alias written with escapes or in single
# quotes is found all the same, and two rule sets of one alias are an error
mkdir -p "$t/alias/morris"
printf 'name: cafe-rules\ngame: morris\nextends: nine-mens-morris\naliases: ["Caf\\u00e9 Rules"]\n' \
	> "$t/alias/morris/cafe-rules.yaml"
printf "name: toms-mill\ngame: morris\nextends: nine-mens-morris\naliases: ['Tom''s Mill']\n" \
	> "$t/alias/morris/toms-mill.yaml"
for v in "Café Rules:cafe-rules" "tom's mill:toms-mill"; do
	printf '[Variant "%s"]\n\n1. d6 a1 *\n' "${v%%:*}" > "$t/alias.pgn"
	ARBITER_VARIANTS=$t/alias:$ARBITER_VARIANTS "$ARBITER" validate "$t/alias.pgn" > "$t/out" 2> "$t/err"
	status=$?
	check "a [Variant] alias (${v%%:*}) written in its rule set with escapes or quotes is found" \
		eval 'test $status = 0 && has "valid.*\[${v#*:}\]" "$t/out"'
done
printf 'name: toms-other\ngame: morris\nextends: nine-mens-morris\naliases:\n  - "Tom'"'"'s Mill"\n' \
	> "$t/alias/morris/toms-other.yaml"
ARBITER_VARIANTS=$t/alias:$ARBITER_VARIANTS "$ARBITER" validate "$t/alias.pgn" > "$t/out" 2> "$t/err"
status=$?
check "... and an alias two rule sets answer to is an error naming both (exit 2)" \
	eval 'test $status = 2 && has "names two rule sets: toms-" "$t/err"'
printf '[Variant "nINE mENS mORRIS"]\n\n1. d6 a1 *\n' > "$t/alias.pgn"
ARBITER_VARIANTS=$t/alias:$ARBITER_VARIANTS "$ARBITER" validate "$t/alias.pgn" > "$t/out" 2> "$t/err"
status=$?
check "an alias is found with its letters in any case" \
	eval 'test $status = 0 && has "valid.*\[nine-mens-morris\]" "$t/out"'
# a rule set file with a NUL byte in its aliases line (no rule set: its
# loading refuses it), and a record naming a rule set no file gives: the
# name lines of the files after it were searched past their end (a crash)
mkdir -p "$t/nul/morris"
printf 'name: zz\ngame: morris\nextends: nine-mens-morris\naliases: [Zed\0 Zz, Qq]\n' \
	> "$t/nul/morris/zz.yaml"
printf '[Variant "Qq"]\n\n1. d6 a1 *\n' > "$t/alias.pgn"
ARBITER_VARIANTS=$t/nul:$ARBITER_VARIANTS "$ARBITER" validate "$t/alias.pgn" > "$t/out" 2> "$t/err"
status=$?
check "a rule set file with a NUL byte where it gives names: a record's unknown rule set said so (exit 2)" \
	eval 'test $status = 2 && has "variant .Qq. is unknown" "$t/err"'

# the rule sets' folders not opened for want of files (a tiny ulimit -n):
# said so, not "no rule sets at all" nor an unknown rule set
(exec 3<&-; ulimit -n 4; "$ARBITER" validate "$SRCDIR/records/morris/nine-mens-morris.pgn") \
	> "$t/out" 2> "$t/err"
status=$?
check "rule set folders that cannot be opened for want of files are said so (exit 2)" \
	eval 'test $status = 2 && has "cannot read the folders of rule sets: Too many open files" "$t/err" &&
	! grep -q "unknown" "$t/err"'
