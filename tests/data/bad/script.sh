#!/bin/sh
# a shell script: its tests in brackets are no tags
set -eu
[ -f records.pgn ] || exit 1
if [ "${1:-}" = test ]; then
	[ "$2" = 0 ] && echo passed
fi
