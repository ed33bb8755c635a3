# where Ludii's nine men's morris parts from the common rules: passes, no draws
$ arbiter variants diff nine-mens-morris nine-mens-morris-ludii
? 0
> rules.flying: {enabled: true, at: 3, hand: both, count: board, from: ""} -> {enabled: true, at: 3, hand: own, count: board, from: ""}
> rules.removal.by_flying: true -> false
> rules.blocked: loses -> passes
> rules.board_full: first-loses -> draw
> rules.draw.move_limit: {count: 100, unit: plies, at: ply-end, placements: reset} -> {count: 0, unit: plies, at: ply-end, placements: reset}
> rules.draw.repetition: 3 -> 0
