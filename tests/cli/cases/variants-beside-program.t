# a build run from another folder, without ARBITER_VARIANTS, finds the
# variants beside its own folder (build/arbiter reads ./variants of the source)
$ d=$(mktemp -d) && mkdir "$d/bin" && cp "$ARBITER" "$d/bin/" && ln -s "$PWD/variants" "$d/variants" && src=$PWD && cd / && env -u ARBITER_VARIANTS "$d/bin/arbiter" validate -q "$src/records/backgammon/gnubg-5-point-match.mat"; s=$?; rm -rf "$d"; exit $s
? 0
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
