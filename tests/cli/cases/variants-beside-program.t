# the program of the build folder, run from another folder without
# ARBITER_VARIANTS, finds the source tree's variants (a copy of it beside a
# variants folder does not: tests/cli/search-path.sh)
$ src=$PWD && cd / && env -u ARBITER_VARIANTS "$ARBITER" validate -q "$src/records/backgammon/gnubg-5-point-match.mat"
? 0
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
