# every shipped rule set, under the folder it comes from (the test suite names
# the shipped folder in ARBITER_VARIANTS: it is listed once, as shipped)
$ out=$(arbiter variants list); s=$?; printf '%s\n' "$out" | sed "s|$ARBITER_VARIANTS|variants|g"; exit $s
? 0
> variants (shipped):
>   acey-deucey                backgammon Acey-deucey (US forces), as bgammon.org plays it
>   baazitoo-dooz              morris     Dooz (Baazitoo, Persian rules)
>   backgammon                 backgammon Backgammon, match play
>   backgammon-money           backgammon Backgammon, money play
>   backgammon-money-no-jacoby backgammon Backgammon, money play without the Jacoby rule
>   backgammon-no-crawford     backgammon Backgammon, match play without the Crawford rule
>   backgammon-no-cube         backgammon Backgammon without the doubling cube
>   classic                    morris     Nine Men's Morris, classic rules (no flying)
>   classic-flying             morris     Nine Men's Morris, classic rules with flying
>   dooz-twelve                morris     Dooz 12 (twelve-piece Persian Dooz)
>   fevga                      backgammon Fevga (Greek running game, the third game of Tavli)
>   fevga-olympus              backgammon Fevga as olympus-backgammon and Ludii's code play it
>   gul-bara                   backgammon Gul Bara (Rosespring, "crazy narde")
>   hypergammon-1              backgammon Hypergammon with one checker
>   hypergammon-2              backgammon Hypergammon with two checkers
>   hypergammon-3              backgammon Hypergammon (three checkers)
>   jacquet                    backgammon Jacquet (France)
>   lasker                     morris     Lasker Morris
>   long-nardy                 backgammon Long nardy (Russia, the Caucasus, Central Asia)
>   longgammon                 backgammon LongGammon (backgammon from the 24-point)
>   mahbusa                    backgammon Mahbusa (the Levant's pinning game)
>   morabaraba                 morris     Morabaraba
>   moultezim                  backgammon Moultezim (Turkey)
>   nackgammon                 backgammon Nackgammon
>   nine-mens-morris           morris     Nine Men's Morris
>   plakoto                    backgammon Plakoto (Greek pinning game, the second game of Tavli)
>   portes                     backgammon Portes (Greek backgammon, the first game of Tavli)
>   russian-one-time-mill      morris     Nine Men's Morris, one-time mills (Russian rules)
>   sanmill-dooz               morris     Dooz (Sanmill preset)
>   sanmill-lasker-morris      morris     Lasker Morris (Sanmill preset)
>   sanmill-morabaraba         morris     Morabaraba (Sanmill preset)
>   sanmill-nine-mens-morris   morris     Nine Men's Morris (Sanmill preset)
>   sanmill-russian-mill       morris     Russian Mill (Sanmill preset)
>   sanmill-twelve-mens-morris morris     Twelve Men's Morris (Sanmill preset)
>   six-mens-morris            morris     Six Men's Morris
>   stockboi-dokuz-tas         morris     Dokuz Taş (Stockboi, Turkish rules)
>   tabla                      backgammon Tabla match (North Macedonia, Bulgaria): Tabla, Gul Bara and Tapa in turn
>   tabla-game                 backgammon Tabla, the first game of a Tabla match (backgammon, gammons but no backgammons)
>   takhte-nard                backgammon Takhte Nard (Persian backgammon)
>   tapa                       backgammon Tapa (Bulgaria, North Macedonia)
>   tapa-backgammonjs          backgammon Tapa without the mother checker, as backgammonjs and Wikipedia have it
>   tavla                      backgammon Tavla (Turkish backgammon)
>   tavli                      backgammon Tavli (Greece, Cyprus): a match of Portes, Plakoto and Fevga in turn
>   tavli-olympus              backgammon Tavli with olympus-backgammon's Fevga
>   three-mens-morris          morris     Three Men's Morris
>   twelve-mens-morris         morris     Twelve Men's Morris
>   uttt-codingame             uttt       Ultimate Tic-Tac-Toe, CodinGame rules
>   uttt-drawn-counts-both     uttt       Ultimate Tic-Tac-Toe, drawn boards count for both
>   uttt-open-board            uttt       Ultimate Tic-Tac-Toe, open boards on a free move
>   uttt-standard              uttt       Ultimate Tic-Tac-Toe
>   uttt-won-board-playable    uttt       Ultimate Tic-Tac-Toe, won boards still played when sent there
