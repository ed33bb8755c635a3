# every shipped rule set, under the folder it comes from (the test suite names
# the shipped folder in ARBITER_VARIANTS: it is listed once, as shipped)
$ out=$(arbiter variants list); s=$?; printf '%s\n' "$out" | sed "s|$ARBITER_VARIANTS|variants|g"; exit $s
? 0
> variants (shipped):
>   acey-deucey                      backgammon Acey-deucey (US forces), as bgammon.org plays it
>   achi                             morris     Achi (Ghana, four pieces each)
>   achi-murray                      morris     Achi (Ghana, Murray, Ludii)
>   achi-wikipedia                   morris     Achi (Ghana, Wikipedia ruleset, Ludii)
>   akidada                          morris     Akidada (Ghana, Ludii)
>   arde-lucus                       morris     Muíño / Molino (Arde Lucus, Lugo)
>   baazitoo-dooz                    morris     Dooz (Baazitoo, Persian rules)
>   backgammon                       backgammon Backgammon, match play
>   backgammon-money                 backgammon Backgammon, money play
>   backgammon-money-no-jacoby       backgammon Backgammon, money play without the Jacoby rule
>   backgammon-no-crawford           backgammon Backgammon, match play without the Crawford rule
>   backgammon-no-cube               backgammon Backgammon without the doubling cube
>   classic                          morris     Nine Men's Morris, classic rules (no flying)
>   classic-flying                   morris     Nine Men's Morris, classic rules with flying
>   dig-dig                          morris     Dig Dig (Malaysia, Newell, Ludii)
>   djara-badakh                     morris     Djara-Badakh (Horn of Africa, Ludii)
>   dooz-twelve                      morris     Dooz 12 (twelve-piece Persian Dooz)
>   driesticken                      morris     Driesticken (Netherlands, Ludii)
>   dris-at-talata                   morris     Dris at-Talata (Egypt, Niebuhr, Ludii)
>   engijn-zirge                     morris     Engijn Zirge (Mongolia, Ludii)
>   fanorona-telo                    morris     Fanorona Telo (Madagascar, Ludii)
>   fettas                           morris     Fettas (Morocco, Ludii)
>   fevga                            backgammon Fevga (Greek running game, the third game of Tavli)
>   fevga-olympus                    backgammon Fevga as olympus-backgammon and Ludii's code play it
>   five-mens-morris-cyningstan      morris     Five Men's Morris (Cyningstan, Ludii)
>   five-mens-morris-murray          morris     Five Men's Morris (Murray, Ludii)
>   gamesman-11mm                    morris     Eleven Men's Morris (GamesmanOne)
>   gamesman-12mm                    morris     Twelve Men's Morris / Morabaraba (GamesmanOne)
>   gamesman-5mm                     morris     Five Men's Morris (GamesmanOne)
>   gamesman-6mm                     morris     Six Men's Morris (GamesmanOne)
>   gamesman-7mm                     morris     Seven Men's Morris (GamesmanOne)
>   gamesman-9mm                     morris     Nine Men's Morris (GamesmanOne)
>   gamesman-achi                    morris     Achi (GamesmanClassic)
>   gamesman-achi-all-diagonal       morris     Achi, all diagonal moves (GamesmanClassic)
>   gamesman-achi-no-diagonal        morris     Achi, no diagonal moves (GamesmanClassic)
>   gamesman-sesotho-morabaraba      morris     Sesotho Morabaraba (GamesmanOne)
>   gul-bara                         backgammon Gul Bara (Rosespring, "crazy narde")
>   hypergammon-1                    backgammon Hypergammon with one checker
>   hypergammon-2                    backgammon Hypergammon with two checkers
>   hypergammon-3                    backgammon Hypergammon (three checkers)
>   jacquet                          backgammon Jacquet (France)
>   la-chascona                      morris     La Chascona (Canary Islands, Ludii)
>   lasker                           morris     Lasker Morris
>   les-pendus                       morris     Les Pendus (France, Ludii)
>   les-pendus-five-in-a-row         morris     Les Pendus, five in a row (France, Ludii)
>   liu-tsi                          morris     Liu Tsi (China, Ludii)
>   long-nardy                       backgammon Long nardy (Russia, the Caucasus, Central Asia)
>   longgammon                       backgammon LongGammon (backgammon from the 24-point)
>   mahbusa                          backgammon Mahbusa (the Levant's pinning game)
>   malom-extended                   morris     Nine Men's Morris with 12 pieces (Malom, extended)
>   malom-mora                       morris     Morabaraba (Malom, full board drawn)
>   malom-mora-fbd-off               morris     Morabaraba (Malom, full board lost)
>   malom-std                        morris     Nine Men's Morris (Malom)
>   marelle-quadruple                morris     Marelle Quadruple (France, Ludii)
>   marelle-triple                   morris     Marelle Triple (France, de Moulidars, Ludii)
>   morabaraba                       morris     Morabaraba
>   moultezim                        backgammon Moultezim (Turkey)
>   nackgammon                       backgammon Nackgammon
>   nao-guti                         morris     Nao Guti (South Asia, Ludii)
>   nerenchi-keliya                  morris     Nerenchi Keliya (Sri Lanka, Parker, Ludii)
>   nine-holes                       morris     Nine Holes (Europe, Ludii)
>   nine-mens-morris                 morris     Nine Men's Morris
>   nine-mens-morris-ludii           morris     Nine Men's Morris (Ludii)
>   picaria-zaslavsky-1              morris     Picaria (SW USA, Zaslavsky 1, Ludii)
>   plakoto                          backgammon Plakoto (Greek pinning game, the second game of Tavli)
>   portes                           backgammon Portes (Greek backgammon, the first game of Tavli)
>   round-merels                     morris     Round Merels (Rome, Blumlein, Ludii)
>   russian-one-time-mill            morris     Nine Men's Morris, one-time mills (Russian rules)
>   sam-ki                           morris     Sam K'i (China, Culin, Ludii)
>   san-noku-narabe                  morris     San-Noku-Narabe (Japan, Ludii)
>   sanmill-app-cham-gonu            morris     Cham Gonu (Sanmill app)
>   sanmill-app-cheng-san-qi         morris     Cheng San Qi (Sanmill app)
>   sanmill-app-da-san-qi            morris     Da San Qi (Sanmill app)
>   sanmill-app-dooz                 morris     Dooz (Sanmill app)
>   sanmill-app-morabaraba           morris     Morabaraba (Sanmill app)
>   sanmill-app-mul-mulan            morris     Mul-Mulan (Sanmill app)
>   sanmill-app-nerenchi             morris     Nerenchi (Sanmill app)
>   sanmill-app-one-time-mill        morris     One-time mill (Sanmill app)
>   sanmill-app-zhi-qi               morris     Zhi Qi (Sanmill app)
>   sanmill-cheng-san-qi             morris     Cheng San Qi (Sanmill preset)
>   sanmill-da-san-qi                morris     Da San Qi (Sanmill preset)
>   sanmill-dooz                     morris     Dooz (Sanmill preset)
>   sanmill-el-filja                 morris     El Filja (Sanmill preset)
>   sanmill-experimental             morris     Experimental (Sanmill preset)
>   sanmill-lasker-morris            morris     Lasker Morris (Sanmill preset)
>   sanmill-morabaraba               morris     Morabaraba (Sanmill preset)
>   sanmill-nine-mens-morris         morris     Nine Men's Morris (Sanmill preset)
>   sanmill-russian-mill             morris     Russian Mill (Sanmill preset)
>   sanmill-twelve-mens-morris       morris     Twelve Men's Morris (Sanmill preset)
>   sanmill-zhi-qi                   morris     Zhi Qi (Sanmill preset)
>   shah                             morris     Shah (Horn of Africa, Marin, Ludii)
>   shax                             morris     Shax (Somalia)
>   six-mens-morris                  morris     Six Men's Morris
>   six-mens-morris-cyningstan       morris     Six Men's Morris (Cyningstan, Ludii)
>   six-mens-morris-murray           morris     Six Men's Morris (Murray, Ludii)
>   six-penny-madell                 morris     Six-Penny Madell (England, Ludii)
>   stockboi-dokuz-tas               morris     Dokuz Taş (Stockboi, Turkish rules)
>   sujjua                           morris     Sujjua (South Asia, Humphries, Ludii)
>   symbol-s2                        morris     Symbol S.2 (Roman, Ludii)
>   tabla                            backgammon Tabla match (North Macedonia, Bulgaria): Tabla, Gul Bara and Tapa in turn
>   tabla-game                       backgammon Tabla, the first game of a Tabla match (backgammon, gammons but no backgammons)
>   takhte-nard                      backgammon Takhte Nard (Persian backgammon)
>   tapa                             backgammon Tapa (Bulgaria, North Macedonia)
>   tapatan                          morris     Tapatan (Philippines, Ludii)
>   tavla                            backgammon Tavla (Turkish backgammon)
>   tavli                            backgammon Tavli (Greece, Cyprus): a match of Portes, Plakoto and Fevga in turn
>   tavli-olympus                    backgammon Tavli with olympus-backgammon's Fevga
>   three-mens-morris                morris     Three Men's Morris
>   three-mens-morris-ludii          morris     Three Men's Morris (Small Merels, Ludii)
>   triodi                           morris     Triodi (Greece, Abbott, Ludii)
>   triodi-diagonal                  morris     Triodi with diagonals (Greece, Ludii)
>   tsoro-yemutatu                   morris     Tsoro Yemutatu (Zimbabwe, Ludii)
>   tsoro-yemutatu-triangle          morris     Tsoro Yemutatu, triangle board (Zimbabwe, Ludii)
>   tsoro-yemutwelve                 morris     Tsoro Yemutwelve (Zimbabwe, Ludii)
>   tuk-tak                          morris     Tuk Tak (India, Datta, Ludii)
>   tule-paid                        morris     Tule Paid (India, Ludii)
>   twelve-mens-morris               morris     Twelve Men's Morris
>   twelve-mens-morris-with-diagonal morris     Twelve Men's Morris (with diagonals, Ludii)
>   uttt-codingame                   uttt       Ultimate Tic-Tac-Toe, CodinGame rules
>   uttt-drawn-counts-both           uttt       Ultimate Tic-Tac-Toe, drawn boards count for both
>   uttt-open-board                  uttt       Ultimate Tic-Tac-Toe, open boards on a free move
>   uttt-standard                    uttt       Ultimate Tic-Tac-Toe
>   uttt-won-board-playable          uttt       Ultimate Tic-Tac-Toe, won boards still played when sent there
>   wure-dune                        morris     Wure Dune (West Africa, Ludii)
