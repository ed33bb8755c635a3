/* The option schema of the morris family and the rules built from it. */
#include <stdlib.h>
#include <string.h>

#include "games/morris/morris.h"

static const char *const colours[] = { "white", "black", NULL };
static const char *const mill_v[] = { "remove", "win", NULL };
static const char *const place_mill_v[] = { "remove", "remove-from-hand", NULL };
static const char *const first_move_v[] = { "next", "second", NULL };
static const char *const per_move_v[] = { "one", "per-mill", NULL };
static const char *const from_mills_v[] = { "when-all-in-mills", "always", NULL };
static const char *const repeated_v[] = { "allowed", "no-immediate-return", "once-per-line", NULL };
static const char *const count_v[] = { "board-and-hand", "board-after-placing", NULL };
static const char *const blocked_v[] = { "loses", "passes", "draw", "remove-then-move", NULL };
static const char *const full_v[] = { "first-loses", "draw", "side-to-move-removes",
				      "first-then-second-remove", "second-then-first-remove", NULL };
static const char *const unit_v[] = { "plies", "turns", NULL };
static const char *const fly_hand_v[] = { "both", "own", NULL };
static const char *const rep_from_v[] = { "irreversible-move", "first-slide", NULL };

const opt_spec mor_schema[O_COUNT] = {
	[O_BOARD] = { "board", OPT_DATA, NULL, "nine", 0, 0, "boards",
		      "the board: three, three-diagonal, six, nine, twelve, or {points, lines, mills}" },
	[O_PIECES] = { "pieces", OPT_INT, NULL, "9", 1, MOR_MAXPTS, NULL, "pieces per side" },
	[O_FIRST] = { "first", OPT_ENUM, colours, "white", 0, 0, NULL, "who places first" },
	[O_ALTERNATE] = { "rules.alternate_first", OPT_BOOL, NULL, "false", 0, 0, NULL,
			  "in a match, the player who places first alternates from game to game" },
	[O_MILL] = { "rules.mill", OPT_ENUM, mill_v, "remove", 0, 0, NULL,
		     "what a mill does: remove an opposing piece, or win the game" },
	[O_MAY_MOVE] = { "rules.placing.may_move", OPT_BOOL, NULL, "false", 0, 0, NULL,
			 "a side with pieces in hand may slide instead of placing (Lasker)" },
	[O_PLACE_MILL] = { "rules.placing.mill", OPT_ENUM, place_mill_v, "remove", 0, 0, NULL,
			   "a mill while placing removes from the board, or from the opponent's hand" },
	[O_MOVING_FIRST] = { "rules.moving.first", OPT_ENUM, first_move_v, "next", 0, 0, NULL,
			     "who moves first once placing is over" },
	[O_FLY] = { "rules.flying.enabled", OPT_BOOL, NULL, "true", 0, 0, NULL,
		    "a side down to few pieces may move to any empty point", .group = 1 },
	[O_FLY_AT] = { "rules.flying.at", OPT_INT, NULL, "3", 1, MOR_MAXPTS, NULL,
		       "flying with at most this many pieces on the board and none in hand", .group = 1 },
	[O_FLY_HAND] = { "rules.flying.hand", OPT_ENUM, fly_hand_v, "both", 0, 0, NULL,
			 "whose hand must be empty to fly: both sides' (no one flies while "
			 "anyone places), or the mover's own", .group = 1 },
	[O_PER_MOVE] = { "rules.removal.per_move", OPT_ENUM, per_move_v, "one", 0, 0, NULL,
			 "closing two mills at once removes one piece, or one per mill" },
	[O_FROM_MILLS] = { "rules.removal.from_mills", OPT_ENUM, from_mills_v, "when-all-in-mills",
			   0, 0, NULL, "when a piece standing in a mill may be removed" },
	[O_REPEATED] = { "rules.removal.repeated_mill", OPT_ENUM, repeated_v, "allowed", 0, 0, NULL,
			 "whether a mill opened and closed again removes again" },
	[O_LOSS_BELOW] = { "rules.loss.below", OPT_INT, NULL, "3", 0, MOR_MAXPTS, NULL,
			   "a side with fewer pieces than this loses" },
	[O_LOSS_COUNT] = { "rules.loss.count", OPT_ENUM, count_v, "board-and-hand", 0, 0, NULL,
			   "what is counted: hand and board after every removal, or the board "
			   "once placing is over" },
	[O_BLOCKED] = { "rules.blocked", OPT_ENUM, blocked_v, "loses", 0, 0, NULL,
			"a moving side with no legal move" },
	[O_FULL] = { "rules.board_full", OPT_ENUM, full_v, "first-loses", 0, 0, NULL,
		     "the board fills up while placing" },
	[O_LIMIT] = { "rules.draw.move_limit.count", OPT_INT, NULL, "100", 0, 100000, NULL,
		      "draw after this many quiet moves (0 = off)", .group = 1 },
	[O_LIMIT_UNIT] = { "rules.draw.move_limit.unit", OPT_ENUM, unit_v, "plies", 0, 0, NULL,
			   "what the move limit counts: plies, or turns of both sides", .group = 1 },
	[O_END_LIMIT] = { "rules.draw.endgame_move_limit.count", OPT_INT, NULL, "0", 0, 100000, NULL,
			  "the move limit while either side has exactly 3 pieces (0 = off)", .group = 1 },
	[O_END_LIMIT_UNIT] = { "rules.draw.endgame_move_limit.unit", OPT_ENUM, unit_v, "plies", 0, 0,
			       NULL, "what the endgame move limit counts", .group = 1 },
	[O_REPETITION] = { "rules.draw.repetition", OPT_INT, NULL, "3", 0, 100, NULL,
			   "draw at this occurrence of the same position (0 = off)" },
	[O_REP_FROM] = { "rules.draw.repetition_from", OPT_ENUM, rep_from_v, "irreversible-move", 0,
			 0, NULL, "the first occurrence counted: the position a placement or "
			 "removal made, or the one after the next slide" },
};

static int option_error(const opt_val *v, diag *d)
{
	diag_at(d, v->file, v->line, v->col);
	return -1;
}

int mor_rules_new(const opt_val *v, void **out, diag *d)
{
	mor_rules *r = calloc(1, sizeof *r);

	if (!r)
		return diag_set(d, "nomem", "out of memory");
	if (mor_board_load(&r->b, v[O_BOARD].data, d))
		goto fail;
	r->wide = r->b.n > 64; /* the referee in two words a set (engine.c) */
	r->pieces = (int)v[O_PIECES].i;
	r->first = (int)v[O_FIRST].i;
	r->base.alternate_first = (int)v[O_ALTERNATE].i;
	r->mill_wins = v[O_MILL].i == 1;
	r->may_move = (int)v[O_MAY_MOVE].i;
	r->from_hand = v[O_PLACE_MILL].i == 1;
	r->second_moves_first = v[O_MOVING_FIRST].i == 1;
	r->fly = (int)v[O_FLY].i;
	r->fly_at = (int)v[O_FLY_AT].i;
	r->fly_own_hand = v[O_FLY_HAND].i == 1;
	r->per_mill = v[O_PER_MOVE].i == 1;
	r->from_mills_always = v[O_FROM_MILLS].i == 1;
	r->repeated = (int)v[O_REPEATED].i;
	r->loss_below = (int)v[O_LOSS_BELOW].i;
	r->loss_after_placing = v[O_LOSS_COUNT].i == 1;
	r->blocked = (int)v[O_BLOCKED].i;
	r->board_full = (int)v[O_FULL].i;
	r->limit = (int)(v[O_LIMIT].i * (v[O_LIMIT_UNIT].i ? 2 : 1));
	r->end_limit = (int)(v[O_END_LIMIT].i * (v[O_END_LIMIT_UNIT].i ? 2 : 1));
	r->repetition = (int)v[O_REPETITION].i;
	r->rep_from_slide = v[O_REP_FROM].i == 1;
	if (r->b.nmills == 0) {
		option_error(&v[O_BOARD], d);
		diag_set(d, "board", "the board has no mills");
		goto fail;
	}
	if (mor_patterns(r, d))
		goto fail;
	*out = r;
	return 0;
fail:
	game_rules_free(r); /* the patterns compiled so far too */
	return -1;
}

