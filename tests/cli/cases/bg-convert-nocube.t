# a rule set .mat has no word for survives in a header comment
$ arbiter convert -q -t mat tests/data/backgammon/match-5pt-nocube.sgf | head -4
? 0
> ; [EventDate "2026.11.30"]
> ; [Variant "backgammon-no-cube"]
>
>  5 point match
