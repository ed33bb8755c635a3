# the options in which two rule sets differ, inheritance resolved
$ arbiter variants diff nine-mens-morris stockboi-dokuz-tas
? 0
> rules.alternate_first: false -> true
> rules.draw.move_limit: {count: 100, unit: plies, at: ply-end, placements: reset} -> {count: 60, unit: plies, at: ply-end, placements: reset}
