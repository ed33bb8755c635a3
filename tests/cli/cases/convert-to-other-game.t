# a record of a game the target notation is not of (morris to SGF, UTTT to .mat) is read well but cannot be written there: said so, with what it can be written in, counted as not held whole, exit 1 (not unreadable)
$ arbiter convert -t sgf records/morris/three-mens-morris.pgn; arbiter convert -t mat tests/data/uttt/same-first-player.uttt
? 1
! arbiter: records/morris/three-mens-morris.pgn #1: not written: a morris record cannot be written as SGF (a notation of backgammon; a morris record goes to algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii, or json)
! arbiter: records/morris/three-mens-morris.pgn #2: not written: a morris record cannot be written as SGF (a notation of backgammon; a morris record goes to algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii, or json)
! arbiter: records/morris/three-mens-morris.pgn #3: not written: a morris record cannot be written as SGF (a notation of backgammon; a morris record goes to algebraic, playok, algebraic-separate, openspiel, gamesman, sanmill-old, goldtoken, ludii, or json)
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 3 not held whole
! arbiter: tests/data/uttt/same-first-player.uttt #1: not written: a uttt record cannot be written as .mat (a notation of backgammon; a uttt record goes to global, board-cell, codingame, index, keypad, openspiel, riddles, or json)
! arbiter: tests/data/uttt/same-first-player.uttt #2: not written: a uttt record cannot be written as .mat (a notation of backgammon; a uttt record goes to global, board-cell, codingame, index, keypad, openspiel, riddles, or json)
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 2 not held whole
