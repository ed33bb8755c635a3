# the UTTT sample records, each under its own rule set and notation
$ arbiter validate records/uttt/*.uttt
? 0
> records/uttt/club-league.uttt #1 (Lina - Omar): valid, 1-0 (line: X has three boards in a line), 69 plies [uttt-standard]
> records/uttt/club-league.uttt #2 (Omar - Lina): valid, 0-1 (line: O has three boards in a line), 56 plies [uttt-standard]
> records/uttt/club-league.uttt #3 (Lina - Omar): valid, 1-0 (line: X has three boards in a line), 61 plies [uttt-standard]
> records/uttt/club-league.uttt #4 (Omar - Lina): valid, 1/2-1/2 (all-decided: every board is decided without a line), 61 plies [uttt-standard]
> records/uttt/club-league.uttt #5 (Lina - Omar): valid, 0-1 (line: O has three boards in a line), 46 plies [uttt-standard]
> records/uttt/club-league.uttt #6 (Omar - Lina): valid, 1-0 (line: X has three boards in a line), 51 plies [uttt-standard]
> records/uttt/codingame-bots.uttt #1 (Sara - Yusuf): valid, 0-1 (most-boards: every board is decided without a line; O won 5 boards to 3), 65 plies [uttt-codingame]
> records/uttt/codingame-bots.uttt #2 (Yusuf - Sara): valid, 1-0 (line: X has three boards in a line), 53 plies [uttt-codingame]
> records/uttt/codingame-bots.uttt #3 (Sara - Yusuf): valid, 0-1 (line: O has three boards in a line), 60 plies [uttt-codingame]
> records/uttt/codingame-bots.uttt #4 (Yusuf - Sara): valid, 0-1 (most-boards: every board is decided without a line; O won 5 boards to 3), 69 plies [uttt-codingame]
> records/uttt/drawn-counts-both.uttt #1 (Lina - Omar): valid, 1-0 (line: X has three boards in a line), 65 plies [uttt-drawn-counts-both]
> records/uttt/drawn-counts-both.uttt #2 (Omar - Lina): valid, 0-1 (line: O has three boards in a line), 60 plies [uttt-drawn-counts-both]
> records/uttt/drawn-counts-both.uttt #3 (Lina - Omar): valid, 1-0 (line: X has a line of boards, a drawn one counting for both), 63 plies [uttt-drawn-counts-both]
> records/uttt/open-board.uttt #1 (bot-alpha - bot-beta): valid, 1-0 (line: X has three boards in a line), 65 plies [uttt-open-board]
> records/uttt/open-board.uttt #2 (bot-beta - bot-alpha): valid, 1/2-1/2 (all-decided: every board is decided without a line), 69 plies [uttt-open-board]
> records/uttt/open-board.uttt #3 (bot-alpha - bot-beta): valid, 0-1 (line: O has three boards in a line), 56 plies [uttt-open-board]
> records/uttt/won-board-playable.uttt #1 (Nour - Karim): valid, 0-1 (line: O has three boards in a line), 74 plies [uttt-won-board-playable]
> records/uttt/won-board-playable.uttt #2 (Karim - Nour): valid, 0-1 (line: O has three boards in a line), 68 plies [uttt-won-board-playable]
> records/uttt/won-board-playable.uttt #3 (Nour - Karim): valid, 0-1 (line: O has three boards in a line), 62 plies [uttt-won-board-playable]
> 19 records: 19 valid, 0 illegal, 0 mismatched, 0 unreadable
