# every shipped rule set, under the folder it comes from (the test suite names
# the shipped folder in ARBITER_VARIANTS: it is listed once, as shipped)
$ out=$(arbiter variants list); s=$?; printf '%s\n' "$out" | sed "s|$ARBITER_VARIANTS|variants|g"; exit $s
? 0
> variants (shipped):
>   acey-deucey                             backgammon Acey-deucey (US forces), as bgammon.org plays it
>   achi                                    morris     Achi (Ghana, four pieces each)
>   achi-murray                             morris     Achi (Ghana, Murray, Ludii)
>   achi-wikipedia                          morris     Achi (Ghana, Wikipedia ruleset, Ludii)
>   akidada                                 morris     Akidada (Ghana, Ludii)
>   alquerque-de-tres                       morris     Alquerque de Tres (Spain, Ludii)
>   altan-xaraacaj                          morris     Altan Xaraacaj (Mongolia, Popova, Ludii)
>   arde-lucus                              morris     Muíño / Molino (Arde Lucus, Lugo)
>   baazitoo-dooz                           morris     Dooz (Baazitoo, Persian rules)
>   backgammon                              backgammon Backgammon, match play
>   backgammon-ludii                        backgammon Backgammon as Ludii plays it (after Murray 1951)
>   backgammon-money                        backgammon Backgammon, money play
>   backgammon-money-no-jacoby              backgammon Backgammon, money play without the Jacoby rule
>   backgammon-no-crawford                  backgammon Backgammon, match play without the Crawford rule
>   backgammon-no-cube                      backgammon Backgammon without the doubling cube
>   classic                                 morris     Nine Men's Morris, classic rules (no flying)
>   classic-flying                          morris     Nine Men's Morris, classic rules with flying
>   cs4341-lasker-morris                    morris     Lasker Morris (the WPI CS 4341 referee)
>   dig-dig                                 morris     Dig Dig (Malaysia, Newell, Ludii)
>   djara-badakh                            morris     Djara-Badakh (Horn of Africa, Ludii)
>   dooz-twelve                             morris     Dooz 12 (twelve-piece Persian Dooz)
>   driesticken                             morris     Driesticken (Netherlands, Ludii)
>   dris-at-talata                          morris     Dris at-Talata (Egypt, Niebuhr, Ludii)
>   engijn-zirge                            morris     Engijn Zirge (Mongolia, Ludii)
>   fanorona-telo                           morris     Fanorona Telo (Madagascar, Ludii)
>   fettas                                  morris     Fettas (Morocco, Ludii)
>   fevga                                   backgammon Fevga (Greek running game, the third game of Tavli)
>   fevga-olympus                           backgammon Fevga as olympus-backgammon and Ludii's code play it
>   five-mens-morris-cyningstan             morris     Five Men's Morris (Cyningstan, Ludii)
>   five-mens-morris-murray                 morris     Five Men's Morris (Murray, Ludii)
>   frangieh                                backgammon Frangieh (the Levant's "foreign" game, one of the Tawulat ul-Zahr)
>   gamesman-11mm                           morris     Eleven Men's Morris (GamesmanOne)
>   gamesman-11mm-misere                    morris     Eleven Men's Morris, misere (GamesmanOne)
>   gamesman-12mm                           morris     Twelve Men's Morris / Morabaraba (GamesmanOne)
>   gamesman-12mm-misere                    morris     Twelve Men's Morris / Morabaraba, misere (GamesmanOne)
>   gamesman-5mm                            morris     Five Men's Morris (GamesmanOne)
>   gamesman-5mm-misere                     morris     Five Men's Morris, misere (GamesmanOne)
>   gamesman-6mm                            morris     Six Men's Morris (GamesmanOne)
>   gamesman-6mm-misere                     morris     Six Men's Morris, misere (GamesmanOne)
>   gamesman-7mm                            morris     Seven Men's Morris (GamesmanOne)
>   gamesman-7mm-misere                     morris     Seven Men's Morris, misere (GamesmanOne)
>   gamesman-9mm                            morris     Nine Men's Morris (GamesmanOne)
>   gamesman-9mm-misere                     morris     Nine Men's Morris, misere (GamesmanOne)
>   gamesman-9mm-strict                     morris     Nine Men's Morris, strict removal (GamesmanOne)
>   gamesman-9mm-strict-misere              morris     Nine Men's Morris, strict removal, misere (GamesmanOne)
>   gamesman-achi                           morris     Achi (GamesmanClassic)
>   gamesman-achi-all-diagonal              morris     Achi, all diagonal moves (GamesmanClassic)
>   gamesman-achi-all-diagonal-misere       morris     Achi, all diagonal moves, misere (GamesmanClassic)
>   gamesman-achi-misere                    morris     Achi, misere (GamesmanClassic)
>   gamesman-achi-no-diagonal               morris     Achi, no diagonal moves (GamesmanClassic)
>   gamesman-achi-no-diagonal-misere        morris     Achi, no diagonal moves, misere (GamesmanClassic)
>   gamesman-lasker-on-board                morris     Lasker Morris, flying by pieces on the board (GamesmanOne)
>   gamesman-lasker-on-board-misere         morris     Lasker Morris, flying by pieces on the board, misere (GamesmanOne)
>   gamesman-lasker-on-board-strict         morris     Lasker Morris, flying by pieces on the board, strict removal (GamesmanOne)
>   gamesman-lasker-on-board-strict-misere  morris     Lasker Morris, flying by pieces on the board, strict removal, misere (GamesmanOne)
>   gamesman-lasker-remaining               morris     Lasker Morris, flying by pieces remaining (GamesmanOne)
>   gamesman-lasker-remaining-misere        morris     Lasker Morris, flying by pieces remaining, misere (GamesmanOne)
>   gamesman-lasker-remaining-strict        morris     Lasker Morris, flying by pieces remaining, strict removal (GamesmanOne)
>   gamesman-lasker-remaining-strict-misere morris     Lasker Morris, flying by pieces remaining, strict removal, misere (GamesmanOne)
>   gamesman-sesotho-morabaraba             morris     Sesotho Morabaraba (GamesmanOne)
>   gamesman-sesotho-morabaraba-misere      morris     Sesotho Morabaraba, misere (GamesmanOne)
>   gul-bara                                backgammon Gul Bara (Rosespring, "crazy narde")
>   gurgaldaj                               morris     Gurgaldaj (Mongolia, Popova, Ludii)
>   hypergammon-1                           backgammon Hypergammon with one checker
>   hypergammon-1-money                     backgammon Hypergammon with one checker, money play
>   hypergammon-1-money-no-jacoby           backgammon Hypergammon with one checker, money play without the Jacoby rule
>   hypergammon-2                           backgammon Hypergammon with two checkers
>   hypergammon-2-money                     backgammon Hypergammon with two checkers, money play
>   hypergammon-2-money-no-jacoby           backgammon Hypergammon with two checkers, money play without the Jacoby rule
>   hypergammon-3                           backgammon Hypergammon (three checkers)
>   hypergammon-3-money                     backgammon Hypergammon (three checkers), money play
>   hypergammon-3-money-no-jacoby           backgammon Hypergammon (three checkers), money play without the Jacoby rule
>   jacquet                                 backgammon Jacquet (France)
>   jeson-zam                               morris     Jeson Zam (Mongolia, Popova, Ludii)
>   katsela                                 morris     Katsela (Central Africa, Baumann, Ludii)
>   la-chascona                             morris     La Chascona (Canary Islands, Ludii)
>   lasker                                  morris     Lasker Morris
>   les-pendus                              morris     Les Pendus (France, Ludii)
>   les-pendus-five-in-a-row                morris     Les Pendus, five in a row (France, Ludii)
>   liu-tsi                                 morris     Liu Tsi (China, Ludii)
>   long-nardy                              backgammon Long nardy (Russia, the Caucasus, Central Asia)
>   longgammon                              backgammon LongGammon (backgammon from the 24-point)
>   mahbusa                                 backgammon Mahbusa (the Levant's pinning game)
>   malom-extended                          morris     Nine Men's Morris with 12 pieces (Malom, extended)
>   malom-lask                              morris     Lasker Morris (Malom)
>   malom-mora                              morris     Morabaraba (Malom, full board drawn)
>   malom-mora-fbd-off                      morris     Morabaraba (Malom, full board lost)
>   malom-std                               morris     Nine Men's Morris (Malom)
>   marelle-quadruple                       morris     Marelle Quadruple (France, Ludii)
>   marelle-triple                          morris     Marelle Triple (France, de Moulidars, Ludii)
>   mbenga-alignment-game                   morris     Mbenga Alignment Game (Central Africa, Trilles, Ludii)
>   mlabalaba                               morris     Mlabalaba (South Africa, Coertze, Ludii)
>   morabaraba                              morris     Morabaraba
>   morabaraba-ludii                        morris     Morabaraba (Lesotho, Coertze, Ludii)
>   moultezim                               backgammon Moultezim (Turkey)
>   mughrabieh                              backgammon Mughrabieh (the Levant's running game, said to come from Morocco)
>   mulabalaba                              morris     Mulabalaba (Zambia, Chaplin, Ludii)
>   mylna                                   morris     Mylna (Iceland, Ludii)
>   nackgammon                              backgammon Nackgammon
>   nackgammon-money                        backgammon Nackgammon, money play
>   nackgammon-money-no-jacoby              backgammon Nackgammon, money play without the Jacoby rule
>   nao-guti                                morris     Nao Guti (South Asia, Ludii)
>   nerenchi-keliya                         morris     Nerenchi Keliya (Sri Lanka, Parker, Ludii)
>   ngre-e-e                                morris     Ngre E E (Congo, Klepzig, Ludii)
>   ngrin                                   morris     Ngrin (Congo, Ludii)
>   nine-holes                              morris     Nine Holes (Europe, Ludii)
>   nine-mens-morris                        morris     Nine Men's Morris
>   nine-mens-morris-ludii                  morris     Nine Men's Morris (Ludii)
>   niranchy                                morris     Niranchy (Sri Lanka, Ludovisi, Ludii)
>   niranchy-player-2-blocks                morris     Niranchy (player 2 blocks, Ludii)
>   nzengue-small                           morris     Nzengue (Small, Congo, Klepzig, Ludii)
>   openspiel-nine-mens-morris              morris     Nine Men's Morris (OpenSpiel)
>   picaria-zaslavsky-1                     morris     Picaria (SW USA, Zaslavsky 1, Ludii)
>   picaria-zaslavsky-2                     morris     Picaria (SW USA, Zaslavsky 2, Ludii)
>   plakoto                                 backgammon Plakoto (Greek pinning game, the second game of Tavli)
>   portes                                  backgammon Portes (Greek backgammon, the first game of Tavli)
>   round-merels                            morris     Round Merels (Rome, Blumlein, Ludii)
>   russian-one-time-mill                   morris     Nine Men's Morris, one-time mills (Russian rules)
>   sam-ki                                  morris     Sam K'i (China, Culin, Ludii)
>   san-noku-narabe                         morris     San-Noku-Narabe (Japan, Ludii)
>   sanmill-app-cham-gonu                   morris     Cham Gonu (Sanmill app)
>   sanmill-app-cheng-san-qi                morris     Cheng San Qi (Sanmill app)
>   sanmill-app-da-san-qi                   morris     Da San Qi (Sanmill app)
>   sanmill-app-dooz                        morris     Dooz (Sanmill app)
>   sanmill-app-morabaraba                  morris     Morabaraba (Sanmill app)
>   sanmill-app-mul-mulan                   morris     Mul-Mulan (Sanmill app)
>   sanmill-app-nerenchi                    morris     Nerenchi (Sanmill app)
>   sanmill-app-one-time-mill               morris     One-time mill (Sanmill app)
>   sanmill-app-zhi-qi                      morris     Zhi Qi (Sanmill app)
>   sanmill-cheng-san-qi                    morris     Cheng San Qi (Sanmill preset)
>   sanmill-da-san-qi                       morris     Da San Qi (Sanmill preset)
>   sanmill-dooz                            morris     Dooz (Sanmill preset)
>   sanmill-el-filja                        morris     El Filja (Sanmill preset)
>   sanmill-experimental                    morris     Experimental (Sanmill preset)
>   sanmill-lasker-morris                   morris     Lasker Morris (Sanmill preset)
>   sanmill-morabaraba                      morris     Morabaraba (Sanmill preset)
>   sanmill-nine-mens-morris                morris     Nine Men's Morris (Sanmill preset)
>   sanmill-russian-mill                    morris     Russian Mill (Sanmill preset)
>   sanmill-twelve-mens-morris              morris     Twelve Men's Morris (Sanmill preset)
>   sanmill-zhi-qi                          morris     Zhi Qi (Sanmill preset)
>   selbia                                  morris     Selbia (Algeria, Robert, Ludii)
>   shah                                    morris     Shah (Horn of Africa, Marin, Ludii)
>   shax                                    morris     Shax (Somalia)
>   shisima                                 morris     Shisima (Kenya, Ludii)
>   six-mens-morris                         morris     Six Men's Morris
>   six-mens-morris-cyningstan              morris     Six Men's Morris (Cyningstan, Ludii)
>   six-mens-morris-murray                  morris     Six Men's Morris (Murray, Ludii)
>   six-penny-madell                        morris     Six-Penny Madell (England, Ludii)
>   stockboi-dokuz-tas                      morris     Dokuz Taş (Stockboi, Turkish rules)
>   sujjua                                  morris     Sujjua (South Asia, Humphries, Ludii)
>   symbol-s2                               morris     Symbol S.2 (Roman, Ludii)
>   tabla                                   backgammon Tabla match (North Macedonia, Bulgaria): Tabla, Gul Bara and Tapa in turn
>   tabla-game                              backgammon Tabla, the first game of a Tabla match (backgammon, gammons but no backgammons)
>   takhte-nard                             backgammon Takhte Nard (Persian backgammon)
>   tant-fant                               morris     Tant Fant (South Asia, Datta, Ludii)
>   tapa                                    backgammon Tapa (Bulgaria, North Macedonia)
>   tapa-backgammonjs                       backgammon Tapa without the mother checker, as backgammonjs and Wikipedia have it
>   tapatan                                 morris     Tapatan (Philippines, Ludii)
>   tavan-tal                               morris     Tavan Tal (Mongolia, Popova, Ludii)
>   tavla                                   backgammon Tavla (Turkish backgammon)
>   tavli                                   backgammon Tavli (Greece, Cyprus): a match of Portes, Plakoto and Fevga in turn
>   tavli-olympus                           backgammon Tavli with olympus-backgammon's Fevga
>   three-mens-morris                       morris     Three Men's Morris
>   three-mens-morris-ludii                 morris     Three Men's Morris (Small Merels, Ludii)
>   triodi                                  morris     Triodi (Greece, Abbott, Ludii)
>   triodi-chios                            morris     Triodi (Chios, Greece, Ludii)
>   triodi-diagonal                         morris     Triodi with diagonals (Greece, Ludii)
>   tsoro-yemutatu                          morris     Tsoro Yemutatu (Zimbabwe, Ludii)
>   tsoro-yemutatu-triangle                 morris     Tsoro Yemutatu, triangle board (Zimbabwe, Ludii)
>   tsoro-yemutwelve                        morris     Tsoro Yemutwelve (Zimbabwe, Ludii)
>   tuk-tak                                 morris     Tuk Tak (India, Datta, Ludii)
>   tule-paid                               morris     Tule Paid (India, Ludii)
>   twelve-mens-morris                      morris     Twelve Men's Morris
>   twelve-mens-morris-board-game-geek      morris     Twelve Men's Morris (Board Game Geek, Ludii)
>   twelve-mens-morris-with-diagonal        morris     Twelve Men's Morris (with diagonals, Ludii)
>   uttt-codingame                          uttt       Ultimate Tic-Tac-Toe, CodinGame rules
>   uttt-doxa                               uttt       Ultimate Tic-Tac-Toe, DOXA rules
>   uttt-drawn-counts-both                  uttt       Ultimate Tic-Tac-Toe, drawn boards count for both
>   uttt-open-board                         uttt       Ultimate Tic-Tac-Toe, open boards on a free move
>   uttt-standard                           uttt       Ultimate Tic-Tac-Toe
>   uttt-won-board-playable                 uttt       Ultimate Tic-Tac-Toe, won boards still played when sent there
>   wure-dune                               morris     Wure Dune (West Africa, Ludii)
>   xanan-zirge                             morris     Xanan Zirge (Mongolia, Popova, Ludii)
>   xonin-shatar-complex                    morris     Xonin Shatar (Complex, Mongolia, Popova, Ludii)
>   xonin-shatar-simple                     morris     Xonin Shatar (Simple, Mongolia, Popova, Ludii)
>   zurgaan-tal                             morris     Zurgaan Tal (Mongolia, Popova, Ludii)
