# a subcommand of variants without what it takes, or with another's option: each says what it wants
$ for a in show "diff classic" check "list classic" lst "list --json" "show --names classic"; do arbiter variants $a; echo "status $?"; done
? 0
> status 2
> status 2
> status 2
> status 2
> status 2
> status 2
> status 2
! arbiter: variants: show takes one rule set's name (variants list names them)
! Try 'arbiter variants --help' for more information.
! arbiter: variants: diff takes two rule sets' names, A and B
! Try 'arbiter variants --help' for more information.
! arbiter: variants: check takes one or more variant files (FILE.yaml...)
! Try 'arbiter variants --help' for more information.
! arbiter: variants: list takes no name (variants show NAME shows one)
! Try 'arbiter variants --help' for more information.
! arbiter: variants: 'lst' is not list, show NAME, diff A B or check FILE.yaml (did you mean 'list'?)
! Try 'arbiter variants --help' for more information.
! arbiter: variants: --json is an option of variants diff only
! Try 'arbiter variants --help' for more information.
! arbiter: variants: --names is an option of variants list only
! Try 'arbiter variants --help' for more information.
