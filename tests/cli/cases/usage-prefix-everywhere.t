# "did you mean" for the start of one name only, as for a rule set (-V stockboi): a command, a notation to read, a notation to write
$ arbiter valid; arbiter validate -n key records/morris/three-mens-morris.pgn; arbiter convert -t play records/morris/three-mens-morris.pgn
? 2
! arbiter: 'valid' is not a command (did you mean 'validate'?)
! Try 'arbiter --help' for more information.
! arbiter: validate: no game reads the notation 'key' (did you mean keypad?)
! Try 'arbiter validate --help' for more information.
! arbiter: convert: no game writes the notation 'play' (did you mean playok?)
! Try 'arbiter convert --help' for more information.
