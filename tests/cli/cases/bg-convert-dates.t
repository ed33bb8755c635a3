# a date travels in each format's own form: .mat's EventDate "2026.11.30"
# (gnubg's and XG's) is SGF's DT[2026-11-30], both ways, as gnubg wrote the
# pair of the same match
$ arbiter convert -q -t sgf tests/data/backgammon/match-3pt.mat | grep -o 'DT\[[^]]*\]' | head -1; arbiter convert -q -t mat tests/data/backgammon/match-3pt.sgf | grep EventDate | head -1
? 0
> DT[2026-11-30]
> ; [EventDate "2026.11.30"]
