# a variant file's anchors and aliases: an alias is the value it names (a
# draw after as many plies as the pieces given)
$ arbiter variants diff classic tests/data/variants/anchors.yaml
? 0
> pieces: 9 -> 10
> rules.draw.move_limit: {count: 0, unit: plies, at: ply-end, placements: reset} -> {count: 10, unit: plies, at: ply-end, placements: reset}
