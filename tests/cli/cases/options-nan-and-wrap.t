# number options past what they can mean are usage errors (exit 2): a ply
# number past an int (once wrapped round to ply 2), and nan for match's
# numbers (once 0 games, 0 plies, or no time-out at all)
$ arbiter show -p 4294967298 tests/data/morris/aliases.pgn; echo "show: $?"; arbiter match -g nan -e true -e true; echo "match: $?"; arbiter match --max-plies nan -e true -e true; echo "match: $?"; arbiter match --timeout nan -e true -e true
? 2
> show: 2
> match: 2
> match: 2
! arbiter: show: --ply takes a ply number from 1, not '4294967298'
! Try 'arbiter show --help' for more information.
! arbiter: match: --games takes a number from 1, not 'nan'
! Try 'arbiter match --help' for more information.
! arbiter: match: --max-plies takes a number from 1, not 'nan'
! Try 'arbiter match --help' for more information.
! arbiter: match: --timeout takes a number from 0.001, not 'nan'
! Try 'arbiter match --help' for more information.
