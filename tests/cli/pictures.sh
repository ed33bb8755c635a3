#!/bin/bash
# show --svg and report, read back by tests/cli/pictures.py (TAP).
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
if [ ! -x /usr/bin/python3 ]; then
	echo "1..0 # SKIP python3 is not installed"
	exit 0
fi
exec /usr/bin/python3 "$SRCDIR/tests/cli/pictures.py"
