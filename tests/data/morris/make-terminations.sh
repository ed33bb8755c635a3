#!/bin/sh
# Regenerates tests/data/morris/terminations/: for every shipped morris
# variant, one random legal game for each way that variant's games can end.
# Run from the source folder after building bench/gen
# (cd build && make bench/gen). The files are committed; this script
# documents how they were made.
set -eu
gen=${GEN:-build/bench/gen}
out=tests/data/morris/terminations
for v in nine-mens-morris baazitoo-dooz stockboi-dokuz-tas classic classic-flying \
	twelve-mens-morris morabaraba lasker six-mens-morris three-mens-morris \
	russian-one-time-mill dooz-twelve; do
	: > "$out/$v.pgn"
	for t in fewer-pieces blocked blocked-draw board-full move-limit endgame-move-limit \
		repetition line; do
		"$gen" -V "$v" -c 1 -s 11 -m 400 -w "$t" >> "$out/$v.pgn" 2>/dev/null || true
	done
done
