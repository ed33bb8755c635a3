# the Persian rules against money play
$ arbiter variants diff takhte-nard backgammon-money
? 0
> rules.jacoby: false -> true
> rules.beavers: false -> true
