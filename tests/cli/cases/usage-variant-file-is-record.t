# -V given a record file (the rule set's name forgotten): the message says how a rule set is given
$ arbiter validate -V records/morris/lasker.pgn
? 2
! arbiter: records/morris/lasker.pgn:1:1: a variant file must be a mapping of keys
! arbiter: records/morris/lasker.pgn is not a rule set: a rule set is given by its name (arbiter variants list) or its .yaml file, and the records after the options (arbiter validate -V NAME FILE...)
