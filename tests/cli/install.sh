#!/bin/bash
# make install into a temporary folder (DESTDIR): the program, the shared
# library with its soname showing only arb_ symbols, the header, the
# pkg-config file, the man pages, every rule set of the tree, the example
# and the engine; then, run from outside the source folder against what was
# installed alone, the example built with pkg-config replays records as the
# referee judges them, the installed program referees with the installed
# rule sets, the Python binding's tests pass; make uninstall leaves nothing.
# A long check (make check-long). TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
builddir=$(cd "$(dirname "$ARBITER")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
root=$tmp/root
n=0
say() { # ok, what
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi
}
pc_var() { sed -n "s/^$1=//p" "$builddir/arbiter.pc"; }
prefix=$(pc_var prefix)
libdir=$(pc_var libdir | sed "s|\${exec_prefix}|$(pc_var exec_prefix | sed "s|\${prefix}|$prefix|")|")
pkgdata=$prefix/share/arbiter

make -s -C "$builddir" install DESTDIR="$root" > "$tmp/install.log" 2>&1
s=$?
say $s "make install DESTDIR=..."
[ $s = 0 ] || sed 's/^/# /' "$tmp/install.log" | tail -5

missing=
for f in "$prefix/bin/arbiter" "$libdir/libarbiter.so.0" "$libdir/libarbiter.so" \
	"$prefix/include/arbiter.h" "$libdir/pkgconfig/arbiter.pc" \
	"$prefix/share/man/man1/arbiter.1" "$prefix/share/man/man3/libarbiter.3" \
	"$prefix/share/man/man5/arbiter-variant.5" "$prefix/share/man/man7/arbiter-notation.7" \
	"$prefix/share/doc/arbiter/examples/replay.c" "$pkgdata/engines/random"; do
	[ -e "$root$f" ] || missing="$missing $f"
done
[ -z "$missing" ]
say $? "the program, library, header, pkg-config file, man pages, example and engine are installed"
[ -n "$missing" ] && echo "# missing:$missing"

(cd "$SRCDIR" && find variants -name '*.yaml' | sort) > "$tmp/tree"
(cd "$root$pkgdata" && find variants -name '*.yaml' | sort) > "$tmp/installed"
cmp -s "$tmp/tree" "$tmp/installed"
say $? "every rule set of the tree is installed"
diff "$tmp/tree" "$tmp/installed" | sed 's/^/# /' | head -10

readelf -d "$root$libdir/libarbiter.so.0" | grep -q 'SONAME.*\[libarbiter\.so\.0\]'
say $? "the library's soname is libarbiter.so.0"
others=$(nm -D --defined-only "$root$libdir/libarbiter.so.0" | awk '$2 == "T" && $3 !~ /^arb_/')
[ -z "$others" ]
say $? "the library shows only arb_ functions"
[ -n "$others" ] && sed 's/^/# /' <<< "$others" | head -5

export PKG_CONFIG_SYSROOT_DIR=$root PKG_CONFIG_PATH=$root$libdir/pkgconfig
flags=$(pkg-config --cflags --libs arbiter)
[ "$(pkg-config --modversion arbiter)" = "$("$ARBITER" --version | awk '{ print $2 }')" ] &&
	grep -q -- "-I$root$prefix/include" <<< "$flags" && grep -q -- "-larbiter" <<< "$flags"
say $? "pkg-config --cflags --libs arbiter: $flags"

# from outside the source folder: nothing of the tree is found by accident
cd "$tmp" || exit 1
export LD_LIBRARY_PATH=$root$libdir ARBITER_VARIANTS=$root$pkgdata/variants
# shellcheck disable=SC2086
cc -std=c11 -Wall -Wextra -Werror ${ARBITER_SANITIZED:-} -o replay \
	"$root$prefix/share/doc/arbiter/examples/replay.c" $flags 2> cc.err
say $? "the installed example builds with pkg-config's flags"
sed 's/^/# /' cc.err
bad=
for f in "$SRCDIR"/records/*/* "$SRCDIR"/tests/data/tables/tavli-matches.jsonl; do
	./replay "$f" > out 2>&1 || bad="$bad $f"
done
[ -z "$bad" ] && ldd ./replay | grep -q "$root$libdir/libarbiter.so.0"
say $? "the example, on the installed library, replays as the referee judged"
[ -n "$bad" ] && echo "# differ:$bad"

"$root$prefix/bin/arbiter" variants list > list 2> list.err
[ $? = 0 ] && [ ! -s list.err ] &&
	[ "$(grep -cE '^ *[a-z0-9-]+ +(morris|uttt|backgammon) ' list)" = \
	  "$(grep -cv '^variants/\(boards\|starts\)/' "$tmp/tree")" ] &&
	"$root$prefix/bin/arbiter" validate -q "$SRCDIR"/records/*/* > out 2>&1
s=$?
say $s "the installed program loads every rule set from where it was installed"
[ $s = 0 ] || sed 's/^/# /' list.err list | head -8
"$root$prefix/bin/arbiter" match -q -V portes -o games.mat --games 2 \
	--engine "$root$pkgdata/engines/random" --engine "$root$pkgdata/engines/random --seed 1" \
	> /dev/null && "$root$prefix/bin/arbiter" validate -q -V portes games.mat > /dev/null
say $? "the installed engine plays a match the installed program finds valid"

if [ -n "${ARBITER_SANITIZED:-}" ]; then
	say 0 "the Python binding # SKIP: Python cannot load a library built with the sanitizers"
else
	ARBITER_LIB=$root$libdir/libarbiter.so.0 SRCDIR=$SRCDIR \
		python3 "$SRCDIR/contrib/python/test_arbiter.py" > py.log 2>&1
	s=$?
	say $s "the Python binding's tests pass against the installed library"
	[ $s = 0 ] || tail -20 py.log | sed 's/^/# /'
fi

make -s -C "$builddir" uninstall DESTDIR="$root" > /dev/null 2>&1
left=$(find "$root" -type f)
[ -z "$left" ]
say $? "make uninstall leaves no file"
[ -n "$left" ] && sed 's/^/# /' <<< "$left" | head -5
echo "1..$n"
