# Ludii's playouts on the catalogue's irregular boards (Zurgaan Tal's hexagons, Jeson Zam's star, Tavan Tal's pentagons, Xonin Shatar's diamonds, Gurgaldaj's triangles), each found by its game's name and valid; Morabaraba's name finds the common rule set on the twelve men's board, its Ludii rule set is named
$ arbiter validate tests/data/real/morris/ludii/zurgaan-tal-5.trl tests/data/real/morris/ludii/jeson-zam-5.trl tests/data/real/morris/ludii/tavan-tal-8.trl tests/data/real/morris/ludii/xonin-shatar-complex-5.trl tests/data/real/morris/ludii/gurgaldaj-2.trl && arbiter validate -V morabaraba-ludii tests/data/real/morris/ludii/morabaraba-0.trl
? 0
> tests/data/real/morris/ludii/zurgaan-tal-5.trl #1: valid, 1-0 (fewer-pieces: black has 0 pieces left, fewer than 1), 109 plies [zurgaan-tal]
> tests/data/real/morris/ludii/jeson-zam-5.trl #1: valid, 1-0 (fewer-pieces: black has 0 pieces left, fewer than 1), 35 plies [jeson-zam]
> tests/data/real/morris/ludii/tavan-tal-8.trl #1: valid, 1-0 (fewer-pieces: black has 0 pieces left, fewer than 1), 91 plies [tavan-tal]
> tests/data/real/morris/ludii/xonin-shatar-complex-5.trl #1: valid, 0-1 (fewer-pieces: white has 0 pieces left, fewer than 1), 76 plies [xonin-shatar-complex]
> tests/data/real/morris/ludii/gurgaldaj-2.trl #1: valid, 0-1 (fewer-pieces: white has 0 pieces left, fewer than 1), 36 plies [gurgaldaj]
> 5 records: 5 valid, 0 illegal, 0 mismatched, 0 unreadable
> tests/data/real/morris/ludii/morabaraba-0.trl #1: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 53 plies [morabaraba-ludii]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
