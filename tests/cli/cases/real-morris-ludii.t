# Ludii's random playouts of Nine Men's Morris (Ludii 1.3.12): valid under its rules, a mill a flying piece closed included, which Ludii's .lud does not count (removal.by_flying: false); validate-folder-real shows the same playout illegal under nine-mens-morris, whose flying mills remove
$ arbiter validate -V nine-mens-morris-ludii tests/data/real/morris/ludii/nine-mens-morris-*.trl
? 0
> tests/data/real/morris/ludii/nine-mens-morris-14.trl #1: valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 92 plies [nine-mens-morris-ludii]
> tests/data/real/morris/ludii/nine-mens-morris-2.trl #1: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 79 plies [nine-mens-morris-ludii]
> tests/data/real/morris/ludii/nine-mens-morris-9-flying-mill.trl #1: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 89 plies [nine-mens-morris-ludii]
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
