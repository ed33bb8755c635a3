# the first player alternates between consecutive games, an illegal one
# among them: the game after it is checked against it (Omar on X twice)
$ arbiter validate -q tests/data/uttt/after-illegal.uttt 2>/dev/null
? 1
> tests/data/uttt/after-illegal.uttt #2 (Omar - Lina): illegal at ply 2, f5: board g4-i6 (right) is required [uttt-standard]
> tests/data/uttt/after-illegal.uttt #3 (Omar - Lina): mismatch: Omar plays first again: under uttt-standard the first player alternates from game to game in a match [uttt-standard]
> 3 records: 1 valid, 1 illegal, 1 mismatched, 0 unreadable
