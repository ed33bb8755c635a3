# a rule set that came from somewhere the written record does not carry (the
# file's ending, a JSON record's variant, -V over the record's own tag) is
# written as a [Variant] tag, so that the record reads back under it; a record
# whose own tag names its rule set is written as it was
$ arbiter convert -q -t global tests/data/uttt/no-variant.uttt > /tmp/arbiter-cv-$$.pgn; arbiter validate /tmp/arbiter-cv-$$.pgn | sed "s#/tmp/arbiter-cv-$$#OUT#"; rm -f /tmp/arbiter-cv-$$.pgn; arbiter convert -q -t json tests/data/uttt/no-variant.uttt | arbiter convert -q -t global -f tagged | grep Variant; arbiter convert -q -V twelve-mens-morris -t algebraic tests/data/morris/nine-or-twelve.pgn | grep Variant; arbiter convert -q -t algebraic tests/data/morris/nine-or-twelve.pgn | grep Variant
? 0
> OUT.pgn #1 (Lina - Omar): valid, * (unfinished), 3 plies [uttt-standard]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> [Variant "uttt-standard"]
> [Variant "twelve-mens-morris"]
> [Variant "nine-mens-morris"]
