# the report draws the board before a play it cannot read, in a game whose
# score line is past the match's length: replayed once more from where the
# match stood before the game (replayed as a match of its own, from its
# score line, the game ended before its first move: the page had an empty
# section, and a null pointer was added to it)
$ arbiter report tests/data/hostile/mat-unread-play-score-past-length.mat 2>/dev/null | sed -n '/<section class="board"/,/<\/section>/p' | grep -e '^<section' -e '^<p>' -e '^<svg' -e 'to roll' -e 'score before'
? 0
> <section class="board" id="board-0"><h3>tests/data/hostile/mat-unread-play-score-past-length.mat #2 (gnubg – root)</h3>
> <p>Ply 10, 32: 25/22 x6/4, line 28, column 6: '25/22 x6/4' is not a checker move</p>
> <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 540 459" width="540" height="459" role="img" font-family="sans-serif">
> <text x="8.0" y="432.0" font-size="12">gnubg (X) to roll or double; cube 1 (centred)</text>
> <text x="8.0" y="449.0" font-size="12">game 2 of a 5-point match; the score before it: gnubg 0, root 2</text>
