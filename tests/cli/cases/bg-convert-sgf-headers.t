# header tags SGF has no property for (XG's rules, "Player 1", a rule set RU
# cannot name) travel as XH[Key:value] and come back as they were
$ arbiter convert -t sgf tests/data/backgammon/xg-headers.mat tests/data/backgammon/takhte-nard-header.mat
? 0
> (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:0][game:0][ws:0][bs:0]PW[Ayla]PB[Bahram]PC[eXtreme Gammon style header]XH[Player 1:Ayla]XH[Player 2:Bahram]XH[Variation:Backgammon]XH[Jacoby:Off]XH[Beaver:Off]XH[CubeLimit:1024]XH[Variant:backgammon-money]RE[W+1]
> ;W[52mhxv]
> ;B[63aglo]
> ;W[double]
> ;B[drop]
> )
> (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:3][game:0][ws:0][bs:0]PW[Ayla]PB[Bahram]PC[eXtreme Gammon style header]XH[Player 1:Ayla]XH[Player 2:Bahram]XH[Crawford:On]XH[CubeLimit:1024]RU[Crawford]RE[W+1]
> ;W[52mhxv]
> ;B[63aglo]
> ;W[double]
> ;B[drop]
> )
> (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:3][game:0][ws:0][bs:0]PW[Ayla]PB[Bahram]XH[Player 1:Ayla]XH[Player 2:Bahram]XH[Crawford:Off]XH[CubeLimit:8]XH[Variant:backgammon]RE[W+1]
> ;W[52mhxv]
> ;B[63aglo]
> ;W[double]
> ;B[drop]
> )
> (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:3][game:0][ws:0][bs:0]PW[Ayla]PB[Bahram]EV[a game under the seed's rules, named in a header]RU[Crawford]XH[Variant:takhte-nard]RE[W+1]
> ;W[52mhxv]
> ;B[63aglo]
> ;W[double]
> ;B[drop]
> )
! 4 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
