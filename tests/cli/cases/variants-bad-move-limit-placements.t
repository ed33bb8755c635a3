# rules.draw.move_limit.placements given wrong: a value it does not have, and
# count where no move limit is set (the endgame limit's plies place nothing)
$ for f in move-limit-placements-misspelt move-limit-placements-no-limit; do arbiter variants check tests/data/variants/bad/$f.yaml; echo "exit $?"; done
? 0
> exit 2
> exit 2
! arbiter: tests/data/variants/bad/move-limit-placements-misspelt.yaml:6:41: rules.draw.move_limit.placements must be one of reset, count, not 'counted'
! arbiter: tests/data/variants/bad/move-limit-placements-no-limit.yaml:6:40: rules.draw.move_limit.placements: count needs a move limit, and rules.draw.move_limit.count is 0 (none)
