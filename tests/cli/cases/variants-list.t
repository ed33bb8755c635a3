# every shipped rule set, under the folder it comes from (the test suite names
# the shipped folder in ARBITER_VARIANTS: it is listed once, as shipped)
$ out=$(arbiter variants list); s=$?; printf '%s\n' "$out" | sed "s|$ARBITER_VARIANTS|variants|g"; exit $s
? 0
> variants (shipped):
>   acey-deucey                backgammon Acey-deucey (US forces), as bgammon.org plays it
>   alquerque-de-tres          morris     Alquerque de Tres (Spain, Ludii)
>   altan-xaraacaj             morris     Altan Xaraacaj (Mongolia, Popova, Ludii)
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
>   gamesman-9mm               morris     Nine Men's Morris (GamesmanOne)
>   gamesman-9mm-misere        morris     Nine Men's Morris, misere (GamesmanOne)
>   gamesman-9mm-strict        morris     Nine Men's Morris, strict removal (GamesmanOne)
>   gamesman-lasker-on-board   morris     Lasker Morris, flying by pieces on the board (GamesmanOne)
>   gamesman-lasker-on-board-strict morris     Lasker Morris, flying by pieces on the board, strict removal (GamesmanOne)
>   gamesman-lasker-remaining  morris     Lasker Morris, flying by pieces remaining (GamesmanOne)
>   gamesman-lasker-remaining-strict morris     Lasker Morris, flying by pieces remaining, strict removal (GamesmanOne)
>   gul-bara                   backgammon Gul Bara (Rosespring, "crazy narde")
>   gurgaldaj                  morris     Gurgaldaj (Mongolia, Popova, Ludii)
>   hypergammon-1              backgammon Hypergammon with one checker
>   hypergammon-2              backgammon Hypergammon with two checkers
>   hypergammon-3              backgammon Hypergammon (three checkers)
>   jacquet                    backgammon Jacquet (France)
>   jeson-zam                  morris     Jeson Zam (Mongolia, Popova, Ludii)
>   katsela                    morris     Katsela (Central Africa, Baumann, Ludii)
>   lasker                     morris     Lasker Morris
>   long-nardy                 backgammon Long nardy (Russia, the Caucasus, Central Asia)
>   longgammon                 backgammon LongGammon (backgammon from the 24-point)
>   mahbusa                    backgammon Mahbusa (the Levant's pinning game)
>   mbenga-alignment-game      morris     Mbenga Alignment Game (Central Africa, Trilles, Ludii)
>   mlabalaba                  morris     Mlabalaba (South Africa, Coertze, Ludii)
>   morabaraba                 morris     Morabaraba
>   morabaraba-ludii           morris     Morabaraba (Lesotho, Coertze, Ludii)
>   moultezim                  backgammon Moultezim (Turkey)
>   mulabalaba                 morris     Mulabalaba (Zambia, Chaplin, Ludii)
>   mylna                      morris     Mylna (Iceland, Ludii)
>   nackgammon                 backgammon Nackgammon
>   ngre-e-e                   morris     Ngre E E (Congo, Klepzig, Ludii)
>   ngrin                      morris     Ngrin (Congo, Ludii)
>   nine-mens-morris           morris     Nine Men's Morris
>   nine-mens-morris-ludii     morris     Nine Men's Morris (Ludii)
>   niranchy                   morris     Niranchy (Sri Lanka, Ludovisi, Ludii)
>   niranchy-player-2-blocks   morris     Niranchy (player 2 blocks, Ludii)
>   nzengue-small              morris     Nzengue (Small, Congo, Klepzig, Ludii)
>   openspiel-nine-mens-morris morris     Nine Men's Morris (OpenSpiel)
>   picaria-zaslavsky-2        morris     Picaria (SW USA, Zaslavsky 2, Ludii)
>   plakoto                    backgammon Plakoto (Greek pinning game, the second game of Tavli)
>   portes                     backgammon Portes (Greek backgammon, the first game of Tavli)
>   russian-one-time-mill      morris     Nine Men's Morris, one-time mills (Russian rules)
>   sanmill-dooz               morris     Dooz (Sanmill preset)
>   sanmill-lasker-morris      morris     Lasker Morris (Sanmill preset)
>   sanmill-morabaraba         morris     Morabaraba (Sanmill preset)
>   sanmill-nine-mens-morris   morris     Nine Men's Morris (Sanmill preset)
>   sanmill-russian-mill       morris     Russian Mill (Sanmill preset)
>   sanmill-twelve-mens-morris morris     Twelve Men's Morris (Sanmill preset)
>   selbia                     morris     Selbia (Algeria, Robert, Ludii)
>   shisima                    morris     Shisima (Kenya, Ludii)
>   six-mens-morris            morris     Six Men's Morris
>   stockboi-dokuz-tas         morris     Dokuz Taş (Stockboi, Turkish rules)
>   tabla                      backgammon Tabla match (North Macedonia, Bulgaria): Tabla, Gul Bara and Tapa in turn
>   tabla-game                 backgammon Tabla, the first game of a Tabla match (backgammon, gammons but no backgammons)
>   takhte-nard                backgammon Takhte Nard (Persian backgammon)
>   tant-fant                  morris     Tant Fant (South Asia, Datta, Ludii)
>   tapa                       backgammon Tapa (Bulgaria, North Macedonia)
>   tavan-tal                  morris     Tavan Tal (Mongolia, Popova, Ludii)
>   tavla                      backgammon Tavla (Turkish backgammon)
>   tavli                      backgammon Tavli (Greece, Cyprus): a match of Portes, Plakoto and Fevga in turn
>   tavli-olympus              backgammon Tavli with olympus-backgammon's Fevga
>   three-mens-morris          morris     Three Men's Morris
>   three-mens-morris-ludii    morris     Three Men's Morris (Small Merels, Ludii)
>   triodi-chios               morris     Triodi (Chios, Greece, Ludii)
>   twelve-mens-morris         morris     Twelve Men's Morris
>   twelve-mens-morris-board-game-geek morris     Twelve Men's Morris (Board Game Geek, Ludii)
>   uttt-codingame             uttt       Ultimate Tic-Tac-Toe, CodinGame rules
>   uttt-drawn-counts-both     uttt       Ultimate Tic-Tac-Toe, drawn boards count for both
>   uttt-open-board            uttt       Ultimate Tic-Tac-Toe, open boards on a free move
>   uttt-standard              uttt       Ultimate Tic-Tac-Toe
>   uttt-won-board-playable    uttt       Ultimate Tic-Tac-Toe, won boards still played when sent there
>   xanan-zirge                morris     Xanan Zirge (Mongolia, Popova, Ludii)
>   xonin-shatar-complex       morris     Xonin Shatar (Complex, Mongolia, Popova, Ludii)
>   xonin-shatar-simple        morris     Xonin Shatar (Simple, Mongolia, Popova, Ludii)
>   zurgaan-tal                morris     Zurgaan Tal (Mongolia, Popova, Ludii)
