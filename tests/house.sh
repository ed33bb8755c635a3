#!/bin/bash
# The house rules of the source (doc/design.md), checked on every file of
# src/: each floor includes only its own and the floors below it (base,
# games, core, formats, lib, cli, then the program); nothing outside formats/
# names a format but through the table of formats/format.h; the library's
# header includes nothing of the tree, and the commands built on it (the
# referee, matches) nothing but it and cli/; no function is longer than 100
# lines; and every rule set and board of variants/ is installed. TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$SRCDIR/src" || exit 1
floors=(base games core formats lib cli)
echo "1..$(( ${#floors[@]} + 5 ))"
n=0
for i in "${!floors[@]}"; do
	f=${floors[$i]}
	allowed=" ${floors[*]:0:$((i + 1))} "
	bad=$(grep -Hn '#include "[a-z]*/' "$f"/*.[ch] "$f"/*/*.[ch] 2> /dev/null |
	      while IFS= read -r line; do
		to=$(sed 's/.*#include "\([a-z]*\)\/.*/\1/' <<< "$line")
		case $allowed in *" $to "*) ;; *) echo "$line" ;; esac
	      done)
	n=$((n + 1))
	if [ -z "$bad" ]; then
		echo "ok $n - $f/ includes only${allowed% }"
	else
		echo "not ok $n - $f/ includes only${allowed% }"
		sed 's/^/# /' <<< "$bad"
	fi
done
n=$((n + 1))
bad=$(grep -rn '#include "formats/\(tagged\|json\|flat\|mat\|sgf\)\.h"' --include=*.[ch] . |
      grep -v '^\./formats/')
if [ -z "$bad" ]; then
	echo "ok $n - outside formats/, formats are reached through formats/format.h"
else
	echo "not ok $n - outside formats/, formats are reached through formats/format.h"
	sed 's/^/# /' <<< "$bad"
fi
n=$((n + 1))
bad=$(grep -n '#include "' lib/arbiter.h)
if [ -z "$bad" ]; then
	echo "ok $n - lib/arbiter.h, the public header, includes no header of the tree"
else
	echo "not ok $n - lib/arbiter.h, the public header, includes no header of the tree"
	sed 's/^/# /' <<< "$bad"
fi
n=$((n + 1))
bad=$(grep -Hn '#include "[a-z]*/' cli/referee.c cli/match.c cli/answer.[ch] cli/engine.[ch] |
      grep -v '#include "\(lib/arbiter\|cli/[a-z]*\)\.h"')
if [ -z "$bad" ]; then
	echo "ok $n - the referee and matches include of the tree lib/arbiter.h and cli/ alone"
else
	echo "not ok $n - the referee and matches include of the tree lib/arbiter.h and cli/ alone"
	sed 's/^/# /' <<< "$bad"
fi
n=$((n + 1))
# a function: a line that starts a declaration and ends without ';', then
# its body from a '{' alone in column 0 to the '}' alone there
long=$(for f in $(find . -name '*.c' | sort); do
	awk -v f="$f" '/^[a-zA-Z].*\(/ && !/;$/ { name = $0; at = NR }
		/^\{/ { open = at } /^\}/ { if (open && NR - open > 100) print f ": " NR - open " lines: " name; open = 0 }' "$f"
done)
if [ -z "$long" ]; then
	echo "ok $n - no function in src/ is longer than 100 lines"
else
	echo "not ok $n - no function in src/ is longer than 100 lines"
	sed 's/^/# /' <<< "$long"
fi
n=$((n + 1))
# a rule set or board added to variants/ and not to Makefile.am is in the
# tree but not installed: found here, not only by the long checks' install
cd "$SRCDIR" || exit 1
missing=$(for f in variants/*/*.yaml; do
	grep -qE "^	$f( \\\\)?\$" Makefile.am || echo "$f"
done)
if [ -z "$missing" ]; then
	echo "ok $n - every file of variants/ is installed (Makefile.am)"
else
	echo "not ok $n - every file of variants/ is installed (Makefile.am)"
	sed 's/^/# /' <<< "$missing"
fi
