# a rotating match: its rule sets in turn
$ out=$(arbiter variants show tavli); s=$?; printf '%s\n' "$out" | sed "s|$ARBITER_VARIANTS|variants|g"; exit $s
? 0
> name: tavli
> title: Tavli (Greece, Cyprus): a match of Portes, Plakoto and Fevga in turn
> game: backgammon
> aliases: "Tavli" "Τάβλι"
> rotation: portes plakoto fevga
> source: Wikipedia "Tavli", Condos's Tavli article (bkgm.com), xpatathens.com and GammonX's TavliMatchSession: a match, usually to 5 or 7 points (Condos allows 3; everything2 mentions 13), whose games are Portes, Plakoto and Fevga in that order and again; no cube; a game scores 1, or 2 when the loser bore off none (or a mother checker is pinned in Plakoto). Each game is refereed under its own rule set, chosen by its number in the match (game 1 Portes, 2 Plakoto, 3 Fevga, 4 Portes, ...); a game outside a match is Portes. Where the sources are silent or are not checked: the first game starts by a one-die throw and a reroll, each later one with the previous winner, which arbiter does not check (it takes the starter from the record); the match length is the record's.
> file: variants/backgammon/tavli.yaml
> extends: portes
>
> rules.start                          standard             # the starting position: a file under starts/ (standard, nackgammon, hypergammon-1..3, head, hand) or a mapping {24: 15, hand: 0} (variants/backgammon/backgammon.yaml:15)
> rules.opening_roll                   reroll               # the two opening dice are the first move, or the starter rolls again (variants/backgammon/portes.yaml:20)
> rules.scoring.single                 1                    # points for a plain win (variants/backgammon/portes.yaml:21)
> rules.scoring.gammon                 2                    # points for a gammon (mars): the loser bore off none (variants/backgammon/portes.yaml:21)
> rules.scoring.backgammon             2                    # points for a backgammon (black mars): none off and a checker in the winner's home board or on the bar (variants/backgammon/portes.yaml:21)
> rules.scoring.backgammon_on_bar      true (default)       # a loser's checker on the bar makes a backgammon too (false: only one in the winner's home board)
> rules.scoring.mother                 2 (default)          # points for pinning the opponent's mother checker
> rules.scoring.per_checker            false (default)      # a win scores one point per checker the loser has not borne off
> rules.cube.enabled                   false                # the doubling cube is used (variants/backgammon/portes.yaml:22)
> rules.cube.max                       64                   # the highest value of the cube (variants/backgammon/portes.yaml:22)
> rules.crawford                       false                # in matches: no doubling in the game after a player first reaches match point (variants/backgammon/portes.yaml:23)
> rules.jacoby                         false                # in money play: gammons and backgammons count only once the cube was turned (variants/backgammon/backgammon.yaml:20)
> rules.beavers                        false                # in money play: the taker may redouble at once and keep the cube (variants/backgammon/backgammon.yaml:21)
> rules.home_hit                       any (default)        # in the mover's home board, a checker that has hit may go on to any point, or (not-onto-own) to an empty point or another hit, never onto its own side's point, or (stop) not at all that turn
> rules.direction                      opposite (default)   # the sides run opposite ways round, or the same way from diagonally opposite corners (the opponent's start is my 12-point)
> rules.blot                           hit (default)        # landing on a lone opposing checker hits it to the bar, pins it under the lander (pin), or is not allowed: one checker holds a point (none)
> rules.entry                          free (default)       # checkers in hand enter like the bar's (die d to point 25-d): while any other moves too (free), or all before any other moves (all-first)
> rules.head.per_turn                  0 (default)          # checkers that may leave the 24-point (the head) in a turn; 0: any number
> rules.head.first_roll                "" (default)         # doubles that let two checkers leave the head on a side's first roll, such as "66 44 33"
> rules.prime                          allowed (default)    # six points in a row: allowed; only with an opposing checker ahead of them; never all six of the own starting quarter; of the opponent's; of the own home board
> rules.first_checker                  any (default)        # no second checker leaves the 24-point until one has passed the opponent's start (pass-opponent-start), stands on it or past it (reach-opponent-half), or is in the home board (reach-home)
> rules.mother                         none (default)       # a side's last checker pinned on its 24-point ends the game: always (ends), unless the pinner still has a checker on its own 24, both pinned a draw (unless-start), or only both pinned, a draw (both)
> rules.doubles                        four (default)       # a double plays four times; or (progression) every higher double after it, four times each, up to 6-6
> rules.doubles_plain_rolls            0 (default)          # under progression: the game's first rolls whose doubles are plain
> rules.acey_deucey                    false (default)      # a 1-2, both dice played, gives a double of the player's choice and then another roll
> rules.bearoff                        standard (default)   # a higher die bears off from the highest point (standard), or only an exact die bears off
> rules.wall_opens                     false (default)      # six points held in front of the opponent's start, every opposing checker still on it, must be opened by the play where one can
