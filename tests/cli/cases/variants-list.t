# every shipped rule set, under the folder it comes from (the test suite names
# the shipped folder in ARBITER_VARIANTS: it is listed once, as shipped)
$ out=$(arbiter variants list); s=$?; printf '%s\n' "$out" | sed "s|$ARBITER_VARIANTS|variants|g"; exit $s
? 0
> variants (shipped):
>   baazitoo-dooz              morris     Dooz (Baazitoo, Persian rules)
>   backgammon                 backgammon Backgammon, match play
>   backgammon-money           backgammon Backgammon, money play
>   backgammon-money-no-jacoby backgammon Backgammon, money play without the Jacoby rule
>   backgammon-no-crawford     backgammon Backgammon, match play without the Crawford rule
>   backgammon-no-cube         backgammon Backgammon without the doubling cube
>   classic                    morris     Nine Men's Morris, classic rules (no flying)
>   classic-flying             morris     Nine Men's Morris, classic rules with flying
>   dooz-twelve                morris     Dooz 12 (twelve-piece Persian Dooz)
>   hypergammon-1              backgammon Hypergammon with one checker
>   hypergammon-2              backgammon Hypergammon with two checkers
>   hypergammon-3              backgammon Hypergammon (three checkers)
>   lasker                     morris     Lasker Morris
>   morabaraba                 morris     Morabaraba
>   nackgammon                 backgammon Nackgammon
>   nine-mens-morris           morris     Nine Men's Morris
>   russian-one-time-mill      morris     Nine Men's Morris, one-time mills (Russian rules)
>   sanmill-dooz               morris     Dooz (Sanmill preset)
>   sanmill-lasker-morris      morris     Lasker Morris (Sanmill preset)
>   sanmill-morabaraba         morris     Morabaraba (Sanmill preset)
>   sanmill-nine-mens-morris   morris     Nine Men's Morris (Sanmill preset)
>   sanmill-russian-mill       morris     Russian Mill (Sanmill preset)
>   sanmill-twelve-mens-morris morris     Twelve Men's Morris (Sanmill preset)
>   six-mens-morris            morris     Six Men's Morris
>   stockboi-dokuz-tas         morris     Dokuz Taş (Stockboi, Turkish rules)
>   takhte-nard                backgammon Takhte Nard (Persian backgammon)
>   three-mens-morris          morris     Three Men's Morris
>   twelve-mens-morris         morris     Twelve Men's Morris
>   uttt-codingame             uttt       Ultimate Tic-Tac-Toe, CodinGame rules
>   uttt-drawn-counts-both     uttt       Ultimate Tic-Tac-Toe, drawn boards count for both
>   uttt-open-board            uttt       Ultimate Tic-Tac-Toe, open boards on a free move
>   uttt-standard              uttt       Ultimate Tic-Tac-Toe
>   uttt-won-board-playable    uttt       Ultimate Tic-Tac-Toe, won boards still played when sent there
