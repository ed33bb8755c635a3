# Ludii's playouts on boards whose vertices it numbers its own way (Six-Penny Madell's triangles, Round Merels' wheel, Symbol S.2's graph, Marelle Quadruple's 5x5 board, whose hands come after its 32 cells), each valid under its game's rule set; Wure Dune's, won by a diagonal line that Ludii's code counts (Line3Win Orthogonal: every drawn edge) and the rule set, after the rules' text, does not, is a mismatch
$ arbiter validate -V six-penny-madell tests/data/real/morris/ludii/six-penny-madell-0.trl && arbiter validate -V round-merels tests/data/real/morris/ludii/round-merels-0.trl && arbiter validate -V symbol-s2 tests/data/real/morris/ludii/symbol-s2-0.trl && arbiter validate -V marelle-quadruple tests/data/real/morris/ludii/marelle-quadruple-0.trl && arbiter validate -V wure-dune tests/data/real/morris/ludii/wure-dune-0.trl
? 1
> tests/data/real/morris/ludii/six-penny-madell-0.trl #1: valid, 1-0 (fewer-pieces: black has 0 pieces left, fewer than 1), 95 plies [six-penny-madell]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> tests/data/real/morris/ludii/round-merels-0.trl #1: valid, 0-1 (line: black made a line), 62 plies [round-merels]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> tests/data/real/morris/ludii/symbol-s2-0.trl #1: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 47 plies [symbol-s2]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> tests/data/real/morris/ludii/marelle-quadruple-0.trl #1: valid, 1-0 (line: white made a line), 199 plies [marelle-quadruple]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> tests/data/real/morris/ludii/wure-dune-0.trl #1: mismatch: the record says the rules ended the game 0-1 ([Termination "rules"]), but after its 6 plies the game goes on [wure-dune]
> 1 record: 0 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/real/morris/ludii/wure-dune-0.trl:18: the record says the rules ended the game 0-1 ([Termination "rules"]), but after its 6 plies the game goes on
