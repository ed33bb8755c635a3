# one rule set, inheritance resolved
$ out=$(arbiter variants show dooz-twelve); s=$?; printf '%s\n' "$out" | sed "s|$ARBITER_VARIANTS|variants|g"; exit $s
? 0
> name: dooz-twelve
> title: Dooz 12 (twelve-piece Persian Dooz)
> game: morris
> aliases: "Dooz 12" "دوز ۱۲"
> source: The twelve-piece Dooz played in Iran, with the board, pieces and removals the Sanmill app's Dooz rule set also has (sanmill-app-dooz, from calcitem/Sanmill src/ui/flutter_app/lib/rule_settings/models/rule_settings.dart): the board with the corner diagonals, 12 pieces each. A mill made while placing takes a piece from the opponent's hand (from the board once the hand is empty); any piece may be removed, in a mill or not; if the board fills while placing, the side to move removes an opposing piece and play goes on. Draw and loss rules from Baazitoo's Persian page on nine-piece Dooz (baazitoo-dooz): 50 full turns without a removal draw, so does the third repetition, and the loss by material is judged once placing is over. Where both are silent: white starts, and no one flies while either side still places.
> file: variants/morris/dooz-twelve.yaml
> extends: baazitoo-dooz
>
> board                                twelve               # the board: a file of variants/boards (nine, twelve, six, three, sesotho, ...), or {points, lines, mills} (variants/morris/dooz-twelve.yaml:20)
> pieces                               12                   # pieces per side (variants/morris/dooz-twelve.yaml:21)
> first                                white                # who places first (variants/morris/baazitoo-dooz.yaml:14)
> rules.alternate_first                false (default)      # in a match, the player who places first alternates from game to game
> rules.start.white                    "" (default)         # the points white's pieces stand on at the start (out of its pieces; none: the board starts empty)
> rules.start.black                    "" (default)         # the points black's pieces stand on at the start
> rules.start.home_mills               true (default)       # a mill on a side's own start points counts (false: it does not, Tant Fant's home row)
> rules.mill                           remove               # what a mill does: remove an opposing piece, or win the game (variants/morris/baazitoo-dooz.yaml:16)
> rules.exact_mills                    false (default)      # a mill counts only when no piece of the same side goes on along its line (four in a row is no mill of three)
> rules.goal                           same (default)       # both sides play to the same end, or one side (the first or the second to place) wins only by blocking the other, which wins only with a line (Niranchy)
> rules.misere                         false (default)      # win and loss swapped: the side the rules would make lose wins
> rules.placing.may_move               false                # a side with pieces in hand may slide instead of placing (Lasker) (variants/morris/baazitoo-dooz.yaml:18)
> rules.placing.mill                   remove-from-hand     # what a mill made by a placement does: remove from the board or from the opponent's hand, mark a piece removed when placing ends, remove nothing until placing ends, or give another placement (variants/morris/dooz-twelve.yaml:24)
> rules.placing.cancel                 false (default)      # a piece placed on an opposing piece cancels both; hands never run out, and placing ends when the board is full (Dig Dig)
> rules.placing.first_point            "" (default)         # the point the first piece of the game is placed on (none: any)
> rules.placing.forbidden              "" (default)         # points no piece is placed on (pieces may move there)
> rules.moving.enabled                 true (default)       # pieces move once placed (false: a game of placing only)
> rules.moving.first                   next                 # who moves first once placing is over (variants/morris/baazitoo-dooz.yaml:21)
> rules.moving.mill                    remove (default)     # what a mill made by a slide does: remove, or remove and move again
> rules.moving.starts                  own-hand-empty (default) # when a side may move its pieces: once its own hand is empty, or once both are (it passes until then)
> rules.moving.cooldown.count          0 (default)          # a piece that opens a mill by leaving its point goes back there only after this many moves (0 = off)
> rules.moving.cooldown.unit           plies (default)      # what the cool-down counts: plies, or turns of both sides
> rules.moving.flanked                 free (default)       # a piece between two opposing pieces along a line moves freely, or is immobile
> rules.flying.enabled                 true                 # a side down to few pieces may move to any empty point (variants/morris/baazitoo-dooz.yaml:24)
> rules.flying.at                      3                    # flying with at most this many pieces on the board and none in hand (variants/morris/baazitoo-dooz.yaml:24)
> rules.flying.hand                    both (default)       # whose hand must be empty to fly: both sides' (no one flies while anyone places), the mover's own, or any hand
> rules.flying.count                   board (default)      # the pieces counted against flying.at: on the board, or on the board and in hand
> rules.flying.from                    "" (default)         # points a piece flies from whatever the count (none: no such points)
> rules.removal.per_move               one                  # closing two mills at once removes one piece, or one per mill (variants/morris/baazitoo-dooz.yaml:26)
> rules.removal.from_mills             always               # when a piece standing in a mill may be removed (variants/morris/dooz-twelve.yaml:26)
> rules.removal.repeated_mill          allowed              # whether a mill opened and closed again removes again (variants/morris/baazitoo-dooz.yaml:28)
> rules.removal.board_full             usual (default)      # which piece a removal owed by a full board takes: one any removal may take, or one next to the remover's own pieces, mills or not
> rules.removal.by_flying              true (default)       # a mill closed by a side that flies removes (false: it removes nothing)
> rules.capture.custodian.phases       none (default)       # an opposing piece between the piece just played and another of the mover's is captured: while placing, while moving, or both (none: never)
> rules.capture.custodian.lines        all (default)        # the lines it acts along: sides of squares, lines across them, diagonals
> rules.capture.custodian.at_three     false (default)      # only a side with at most 3 pieces on the board captures so while moving
> rules.capture.intervention.phases    none (default)       # the two opposing pieces either side of the piece just played are captured: while placing, while moving, or both (none: never)
> rules.capture.intervention.lines     all (default)        # the lines it acts along: sides of squares, lines across them, diagonals
> rules.capture.intervention.at_three  false (default)      # only a side with at most 3 pieces on the board captures so while moving
> rules.capture.leap.phases            none (default)       # a piece may jump an opposing piece along a line to the empty point beyond, and captures it: while placing, while moving, or both (none: never)
> rules.capture.leap.lines             all (default)        # the lines it acts along: sides of squares, lines across them, diagonals
> rules.capture.leap.at_three          false (default)      # only a side with at most 3 pieces on the board captures so while moving
> rules.loss.below                     3                    # a side with fewer pieces than this loses (variants/morris/baazitoo-dooz.yaml:30)
> rules.loss.count                     board-after-placing  # what is counted: hand and board after every removal, or the board once placing is over (variants/morris/baazitoo-dooz.yaml:31)
> rules.blocked                        loses                # a moving side with no legal move (variants/morris/baazitoo-dooz.yaml:32)
> rules.board_full                     side-to-move-removes # the board fills up while placing (variants/morris/dooz-twelve.yaml:27)
> rules.draw.move_limit.count          50                   # draw after this many quiet moves (0 = off) (variants/morris/baazitoo-dooz.yaml:35)
> rules.draw.move_limit.unit           turns                # what the move limit counts: plies, or turns of both sides (variants/morris/baazitoo-dooz.yaml:35)
> rules.draw.move_limit.at             ply-end (default)    # where the limit is judged: at the ply's end, once a removal owed on it is made, or at the slide itself, which draws even when it closes a mill
> rules.draw.move_limit.placements     reset (default)      # what a placement that removes nothing does to the count: start it again, or count as one of its moves (the CS 4341 referee's Lasker Morris)
> rules.draw.endgame_move_limit.count  0                    # the move limit while either side has exactly 3 pieces (0 = off) (variants/morris/baazitoo-dooz.yaml:36)
> rules.draw.endgame_move_limit.unit   plies                # what the endgame move limit counts (variants/morris/baazitoo-dooz.yaml:36)
> rules.draw.game_limit.count          0 (default)          # a draw once the game is this long, whatever happened in it (0 = off)
> rules.draw.game_limit.unit           plies (default)      # what the game limit counts
> rules.draw.repetition                3                    # draw at this occurrence of the same position, 2 to 100 (0 = off) (variants/morris/baazitoo-dooz.yaml:37)
> rules.draw.repetition_from           irreversible-move (default) # the first occurrence counted: the position a placement or removal made, or the one after the next slide
