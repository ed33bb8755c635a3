/* The option schema of the morris family and the rules built from it. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/morris/morris.h"

static const char *const colours[] = { "white", "black", NULL };
static const char *const mill_v[] = { "remove", "win", NULL };
static const char *const place_mill_v[] = { "remove", "remove-from-hand", "mark", "mark-with-hand",
					       "first-mill-decides", "count-mills", "extra-turn",
					       NULL };
static const char *const moving_mill_v[] = { "remove", "remove-and-move-again", NULL };
static const char *const starts_v[] = { "own-hand-empty", "both-hands-empty", NULL };
static const char *const phases_v[] = { "none", "placing", "moving", "both", NULL };
/* the kinds of runs (RUN_*) of each value, in order */
static const char *const runs_v[] = { "all", "edges", "cross", "diagonals", "edges-and-cross",
				      "edges-and-diagonals", "cross-and-diagonals", NULL };
static const int runs_mask[] = { RUN_EDGE | RUN_CROSS | RUN_DIAGONAL, RUN_EDGE, RUN_CROSS,
				 RUN_DIAGONAL, RUN_EDGE | RUN_CROSS, RUN_EDGE | RUN_DIAGONAL,
				 RUN_CROSS | RUN_DIAGONAL };
static const char *const first_move_v[] = { "next", "second", NULL };
static const char *const per_move_v[] = { "one", "per-mill", NULL };
static const char *const from_mills_v[] = { "when-all-in-mills", "always", "never", NULL };
static const char *const full_near_v[] = { "usual", "next-to-own", NULL };
static const char *const repeated_v[] = { "allowed", "no-immediate-return", "once-per-line",
					   "new-point", NULL };
static const char *const count_v[] = { "board-and-hand", "board-after-placing", NULL };
static const char *const blocked_v[] = { "loses", "passes", "draw", "remove-then-move",
					   "opponent-unblocks", NULL };
static const char *const full_v[] = { "first-loses", "draw", "side-to-move-removes",
				      "first-then-second-remove", "second-then-first-remove",
				      "first-wins", NULL };
static const char *const unit_v[] = { "plies", "turns", NULL };
static const char *const limit_at_v[] = { "ply-end", "slide", NULL };
static const char *const placements_v[] = { "reset", "count", NULL };
static const char *const fly_hand_v[] = { "both", "own", "any", NULL };
static const char *const fly_count_v[] = { "board", "board-and-hand", NULL };
static const char *const goal_v[] = { "same", "first-blocks", "second-blocks", NULL };
static const char *const flanked_v[] = { "free", "immobile", NULL };
static const char *const rep_from_v[] = { "irreversible-move", "first-slide", NULL };

const opt_spec mor_schema[O_COUNT] = {
	[O_BOARD] = { "board", OPT_DATA, NULL, "nine", 0, 0, "boards",
		      "the board: a file of variants/boards (nine, twelve, six, three, sesotho, ...), "
		      "or {points, lines, mills}" },
	[O_PIECES] = { "pieces", OPT_INT, NULL, "9", 1, MOR_MAXPTS, NULL, "pieces per side" },
	[O_FIRST] = { "first", OPT_ENUM, colours, "white", 0, 0, NULL, "who places first" },
	[O_ALTERNATE] = { "rules.alternate_first", OPT_BOOL, NULL, "false", 0, 0, NULL,
			  "in a match, the player who places first alternates from game to game" },
	[O_START_WHITE] = { "rules.start.white", OPT_STRING, NULL, "", 0, 0, NULL,
			    "the points white's pieces stand on at the start (out of its pieces; "
			    "none: the board starts empty)", .group = 1 },
	[O_START_BLACK] = { "rules.start.black", OPT_STRING, NULL, "", 0, 0, NULL,
			    "the points black's pieces stand on at the start", .group = 1 },
	[O_HOME_MILLS] = { "rules.start.home_mills", OPT_BOOL, NULL, "true", 0, 0, NULL,
			   "a mill on a side's own start points counts (false: it does not, "
			   "Tant Fant's home row)", .group = 1 },
	[O_MILL] = { "rules.mill", OPT_ENUM, mill_v, "remove", 0, 0, NULL,
		     "what a mill does: remove an opposing piece, or win the game" },
	[O_EXACT] = { "rules.exact_mills", OPT_BOOL, NULL, "false", 0, 0, NULL,
		      "a mill counts only when no piece of the same side goes on along its "
		      "line (four in a row is no mill of three)" },
	[O_GOAL] = { "rules.goal", OPT_ENUM, goal_v, "same", 0, 0, NULL,
		     "both sides play to the same end, or one side (the first or the second "
		     "to place) wins only by blocking the other, which wins only with a line "
		     "(Niranchy)" },
	[O_MISERE] = { "rules.misere", OPT_BOOL, NULL, "false", 0, 0, NULL,
		       "win and loss swapped: the side the rules would make lose wins" },
	[O_MAY_MOVE] = { "rules.placing.may_move", OPT_BOOL, NULL, "false", 0, 0, NULL,
			 "a side with pieces in hand may slide instead of placing (Lasker)" },
	[O_PLACE_MILL] = { "rules.placing.mill", OPT_ENUM, place_mill_v, "remove", 0, 0, NULL,
			   "what a mill made by a placement does: remove from the board or from the "
			   "opponent's hand, mark a piece removed when placing ends, remove nothing "
			   "until placing ends, or give another placement" },
	[O_CANCEL] = { "rules.placing.cancel", OPT_BOOL, NULL, "false", 0, 0, NULL,
		       "a piece placed on an opposing piece cancels both; hands never run out, "
		       "and placing ends when the board is full (Dig Dig)" },
	[O_FIRST_POINT] = { "rules.placing.first_point", OPT_STRING, NULL, "", 0, 0, NULL,
			    "the point the first piece of the game is placed on (none: any)" },
	[O_FORBIDDEN] = { "rules.placing.forbidden", OPT_STRING, NULL, "", 0, 0, NULL,
			  "points no piece is placed on (pieces may move there)" },
	[O_MOVING] = { "rules.moving.enabled", OPT_BOOL, NULL, "true", 0, 0, NULL,
		       "pieces move once placed (false: a game of placing only)" },
	[O_MOVING_FIRST] = { "rules.moving.first", OPT_ENUM, first_move_v, "next", 0, 0, NULL,
			     "who moves first once placing is over" },
	[O_MOVING_MILL] = { "rules.moving.mill", OPT_ENUM, moving_mill_v, "remove", 0, 0, NULL,
			    "what a mill made by a slide does: remove, or remove and move again" },
	[O_MOVING_STARTS] = { "rules.moving.starts", OPT_ENUM, starts_v, "own-hand-empty", 0, 0,
			      NULL, "when a side may move its pieces: once its own hand is empty, or "
			      "once both are (it passes until then)" },
	[O_COOL] = { "rules.moving.cooldown.count", OPT_INT, NULL, "0", 0, 10, NULL,
		     "a piece that opens a mill by leaving its point goes back there only after "
		     "this many moves (0 = off)", .group = 1 },
	[O_COOL_UNIT] = { "rules.moving.cooldown.unit", OPT_ENUM, unit_v, "plies", 0, 0, NULL,
			  "what the cool-down counts: plies, or turns of both sides", .group = 1 },
	[O_FLANKED] = { "rules.moving.flanked", OPT_ENUM, flanked_v, "free", 0, 0, NULL,
			"a piece between two opposing pieces along a line moves freely, or is "
			"immobile" },
	[O_FLY] = { "rules.flying.enabled", OPT_BOOL, NULL, "true", 0, 0, NULL,
		    "a side down to few pieces may move to any empty point", .group = 1 },
	[O_FLY_AT] = { "rules.flying.at", OPT_INT, NULL, "3", 1, MOR_MAXPTS, NULL,
		       "flying with at most this many pieces on the board and none in hand", .group = 1 },
	[O_FLY_HAND] = { "rules.flying.hand", OPT_ENUM, fly_hand_v, "both", 0, 0, NULL,
			 "whose hand must be empty to fly: both sides' (no one flies while "
			 "anyone places), the mover's own, or any hand", .group = 1 },
	[O_FLY_COUNT] = { "rules.flying.count", OPT_ENUM, fly_count_v, "board", 0, 0, NULL,
			  "the pieces counted against flying.at: on the board, or on the board "
			  "and in hand", .group = 1 },
	[O_FLY_FROM] = { "rules.flying.from", OPT_STRING, NULL, "", 0, 0, NULL,
			 "points a piece flies from whatever the count (none: no such points)",
			 .group = 1 },
	[O_PER_MOVE] = { "rules.removal.per_move", OPT_ENUM, per_move_v, "one", 0, 0, NULL,
			 "closing two mills at once removes one piece, or one per mill" },
	[O_FROM_MILLS] = { "rules.removal.from_mills", OPT_ENUM, from_mills_v, "when-all-in-mills",
			   0, 0, NULL, "when a piece standing in a mill may be removed" },
	[O_REPEATED] = { "rules.removal.repeated_mill", OPT_ENUM, repeated_v, "allowed", 0, 0, NULL,
			 "whether a mill opened and closed again removes again" },
	[O_FULL_NEAR] = { "rules.removal.board_full", OPT_ENUM, full_near_v, "usual", 0, 0, NULL,
			  "which piece a removal owed by a full board takes: one any removal "
			  "may take, or one next to the remover's own pieces, mills or not" },
	[O_BY_FLYING] = { "rules.removal.by_flying", OPT_BOOL, NULL, "true", 0, 0, NULL,
			  "a mill closed by a side that flies removes (false: it removes nothing)" },
#define CAPTURE(O, kind, what)                                                                  \
	[O_##O##_PHASES] = { "rules.capture." kind ".phases", OPT_ENUM, phases_v, "none", 0, 0,    \
			     NULL, what ": while placing, while moving, or both (none: never)",   \
			     .group = 1 },                                                        \
	[O_##O##_LINES] = { "rules.capture." kind ".lines", OPT_ENUM, runs_v, "all", 0, 0, NULL,    \
			    "the lines it acts along: sides of squares, lines across them, "      \
			    "diagonals", .group = 1 },                                            \
	[O_##O##_THREE] = { "rules.capture." kind ".at_three", OPT_BOOL, NULL, "false", 0,  \
			    0, NULL, "only a side with at most 3 pieces on the board captures "  \
			    "so while moving", .group = 1 }
	CAPTURE(CUST, "custodian", "an opposing piece between the piece just played and "
		"another of the mover's is captured"),
	CAPTURE(INTER, "intervention", "the two opposing pieces either side of the piece just "
		"played are captured"),
	CAPTURE(LEAP, "leap", "a piece may jump an opposing piece along a line to the empty "
		"point beyond, and captures it"),
#undef CAPTURE
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
	[O_LIMIT_AT] = { "rules.draw.move_limit.at", OPT_ENUM, limit_at_v, "ply-end", 0, 0, NULL,
			 "where the limit is judged: at the ply's end, once a removal owed on it is "
			 "made, or at the slide itself, which draws even when it closes a mill",
			 .group = 1 },
	[O_LIMIT_PLACED] = { "rules.draw.move_limit.placements", OPT_ENUM, placements_v, "reset",
			     0, 0, NULL,
			     "what a placement that removes nothing does to the count: start it "
			     "again, or count as one of its moves (the CS 4341 referee's Lasker "
			     "Morris)",
			     .group = 1 },
	[O_END_LIMIT] = { "rules.draw.endgame_move_limit.count", OPT_INT, NULL, "0", 0, 100000, NULL,
			  "the move limit while either side has exactly 3 pieces (0 = off)", .group = 1 },
	[O_END_LIMIT_UNIT] = { "rules.draw.endgame_move_limit.unit", OPT_ENUM, unit_v, "plies", 0, 0,
			       NULL, "what the endgame move limit counts", .group = 1 },
	[O_GAME_LIMIT] = { "rules.draw.game_limit.count", OPT_INT, NULL, "0", 0, 100000, NULL,
			   "a draw once the game is this long, whatever happened in it (0 = off)",
			   .group = 1 },
	[O_GAME_LIMIT_UNIT] = { "rules.draw.game_limit.unit", OPT_ENUM, unit_v, "plies", 0, 0, NULL,
				"what the game limit counts", .group = 1 },
	[O_REPETITION] = { "rules.draw.repetition", OPT_INT, NULL, "3", 0, 100, NULL,
			   "draw at this occurrence of the same position, 2 to 100 (0 = off)" },
	[O_REP_FROM] = { "rules.draw.repetition_from", OPT_ENUM, rep_from_v, "irreversible-move", 0,
			 0, NULL, "the first occurrence counted: the position a placement or "
			 "removal made, or the one after the next slide" },
};

static int option_error(const opt_val *v, diag *d)
{
	diag_at(d, v->file, v->line, v->col);
	return -1;
}

/* Points written as text ("a7 g7, a1"): their set, and how many. */
static int point_set(const mor_board *b, const opt_val *v, int idx, uint64_t set[2], int *n,
		     diag *d)
{
	const char *s = v[idx].s ? v[idx].s : "";

	set[0] = set[1] = 0;
	*n = 0;
	while (*s) {
		size_t len = strcspn(s, " ,\t");
		int p = -1;
		if (len == 0) {
			s++;
			continue;
		}
		if (len == 2 && islower((unsigned char)s[0]) && s[1] >= '1' && s[1] <= '9')
			p = b->at[s[0] - 'a'][s[1] - '0'];
		if (p < 0 || (set[p >> 6] >> (p & 63) & 1)) {
			option_error(&v[idx], d);
			return diag_set(d, "yaml-value", p < 0 ? "%s: '%.*s' is not a point of the board" :
					"%s: %.*s is listed twice", mor_schema[idx].path, (int)len, s);
		}
		set[p >> 6] |= (uint64_t)1 << (p & 63);
		(*n)++;
		s += len;
	}
	return 0;
}

/* The pieces on the board at the start, and the mills they make that do
 * not count when a side's home line is no mill. */
static int start_position(mor_rules *r, const opt_val *v, diag *d)
{
	for (int side = WHITE; side <= BLACK; side++) {
		uint64_t set[2];
		int n, idx = side == WHITE ? O_START_WHITE : O_START_BLACK;
		if (point_set(&r->b, v, idx, set, &n, d))
			return -1;
		if (n > r->pieces) {
			option_error(&v[idx], d);
			return diag_set(d, "yaml-value", "%s: %d pieces on the board, more than the %d "
					"a side has", mor_schema[idx].path, n, r->pieces);
		}
		r->start[0][side] = set[0];
		r->start[1][side] = set[1];
		r->start_hand[side] = r->pieces - n;
	}
	if ((r->start[0][WHITE] & r->start[0][BLACK]) | (r->start[1][WHITE] & r->start[1][BLACK])) {
		option_error(&v[O_START_BLACK], d);
		return diag_set(d, "yaml-value", "rules.start: a point holds a white and a black piece");
	}
	r->home_mills = (int)v[O_HOME_MILLS].i;
	for (int side = WHITE; side <= BLACK && !r->home_mills; side++)
		for (int m = 0; m < r->b.nmills; m++)
			if ((r->b.mill[0][m] & ~r->start[0][side]) == 0 &&
			    (r->b.mill[1][m] & ~r->start[1][side]) == 0)
				r->home_void[side][m >> 6] |= (uint64_t)1 << (m & 63);
	return 0;
}

/* The rules few rule sets have, and whether any is asked for. */
static int rare_rules(mor_rules *r, const opt_val *v, diag *d)
{
	uint64_t set[2];
	int n;

	if (start_position(r, v, d) || point_set(&r->b, v, O_FIRST_POINT, set, &n, d))
		return -1;
	if (n > 1) {
		option_error(&v[O_FIRST_POINT], d);
		return diag_set(d, "yaml-value", "rules.placing.first_point is one point");
	}
	r->first_point = n ? (set[0] ? __builtin_ctzll(set[0]) : 64 + __builtin_ctzll(set[1])) : -1;
	if (point_set(&r->b, v, O_FORBIDDEN, set, &n, d))
		return -1;
	r->forbidden[0][0] = set[0];
	r->forbidden[1][0] = set[1];
	if (r->first_point >= 0 && MOR_HAS(r->forbidden, 0, r->first_point)) {
		option_error(&v[O_FIRST_POINT], d);
		return diag_set(d, "yaml-value", "rules.placing.first_point is a forbidden point");
	}
	if (point_set(&r->b, v, O_FLY_FROM, set, &n, d))
		return -1;
	r->fly_from[0][0] = set[0];
	r->fly_from[1][0] = set[1];
	r->exact = (int)v[O_EXACT].i;
	r->goal = (int)v[O_GOAL].i;
	r->misere = (int)v[O_MISERE].i;
	r->moving = (int)v[O_MOVING].i;
	r->flanked = v[O_FLANKED].i == 1;
	r->fly_count_hand = v[O_FLY_COUNT].i == 1;
	r->game_limit = (int)(v[O_GAME_LIMIT].i * (v[O_GAME_LIMIT_UNIT].i ? 2 : 1));
	r->game_end = r->game_limit ? r->game_limit : INT_MAX;
	/* only where a full board owes removals at all */
	r->full_near = v[O_FULL_NEAR].i == 1 && r->board_full != FULL_FIRST_LOSES &&
		       r->board_full != FULL_DRAW && r->board_full != FULL_FIRST_WINS;
	r->move_rules = !r->moving || r->flanked;
	/* strict protection (from_mills: never), next-to-own removals on a
	 * full board, exact mills and misère are met only at a removal, at a
	 * mill and at the game's end, the points pieces fly from and the
	 * flying of a side with pieces in hand (flying.hand: any, and
	 * flying.count) only where a piece does not step, the game's length
	 * at one test a ply: the lean referee has them too. The
	 * first point and the forbidden ones act only while placing: without
	 * the others, the lean referee may play on after it (lean_later,
	 * finished in family_rules). Every referee's reset sets a start
	 * position, pieces in hand or not (Shisima's); a home line that is no
	 * mill (Tant Fant's) is a rare rule where mills remove (a piece's
	 * protection), and where a line wins is met by every referee
	 * (engine.c's counts) */
	r->lean_later = r->moving && !r->flanked && r->goal == GOAL_SAME &&
			(r->home_mills || r->mill_wins);
	r->lean = r->lean_later && r->first_point < 0 && !(r->forbidden[0][0] | r->forbidden[1][0]);
	return 0;
}

/* The rarer families of placing, turns and line captures (engine_placing.h,
 * engine_turns.h, engine_captures.h), and where in a ply the referee meets
 * them (`rare`); a rule set that asks for any is not lean. */
static void family_rules(mor_rules *r, const opt_val *v)
{
	static const int phases[CAP_KINDS] = { O_CUST_PHASES, O_INTER_PHASES, O_LEAP_PHASES };

	r->place_mill = (int)v[O_PLACE_MILL].i;
	r->cancel = (int)v[O_CANCEL].i;
	r->move_again = v[O_MOVING_MILL].i == 1;
	r->together = v[O_MOVING_STARTS].i == 1;
	r->cool = (int)(v[O_COOL].i * (v[O_COOL_UNIT].i ? 2 : 1));
	r->captures = 0;
	for (int k = 0; k < CAP_KINDS; k++) {
		r->cap_phases[k] = (int)v[phases[k]].i;
		r->cap_runs[k] = runs_mask[v[phases[k] + 1].i];
		r->cap_three[k] = (int)v[phases[k] + 2].i;
		r->captures |= r->cap_phases[k] != 0;
	}
	r->cap_near = r->cap_phases[CAP_CUSTODIAN] ? 1 : r->cap_phases[CAP_INTERVENTION] ? 2 : 0;
	{
		int marks = r->place_mill == PM_MARK || r->place_mill == PM_MARK_HAND;
		int unblock = r->blocked == BLK_UNBLOCK;
		/* the obligation to free the other side arises at a blocked
		 * side alone, where the lean referee meets it (must_free), and
		 * a slide's mill that moves again at the mill (owed); every
		 * referee meets the cool-down at slides and removals, the line
		 * captures but leaps after a move, and a slide's mill that
		 * removes nothing (a flying side's, or the one of the slide
		 * that reaches a move limit judged at the slide: slide_lapses)
		 * at that mill; leaps act after placing, where the lean
		 * referee does not meet them */
		int after_placing = r->cap_phases[CAP_LEAP];
		int placing_points = r->lean_later && !r->lean; /* first, forbidden */

		r->rare = (r->together || unblock ? RR_BEFORE : 0) |
			  (r->cap_phases[CAP_LEAP] || unblock ? RR_SLIDE : 0) |
			  (unblock ? RR_MOVE : 0) |
			  (r->place_mill > PM_FROM_HAND ? RR_PLACE_MILL : 0) |
			  (marks ? RR_REMOVED : 0) |
			  (r->place_mill > PM_FROM_HAND || r->cancel || r->together || placing_points ||
			   unblock ? RR_PLACED : 0);
		/* the switch is made where a ply ends placing (RR_PLACED), or
		 * its settlement */
		r->lean_later = r->lean_later && (r->rare & RR_PLACED) && !after_placing;
		r->ply = (r->cool ? PLY_COOL : 0) | (r->captures ? PLY_CAPTURE : 0) |
			 (r->game_limit ? PLY_GAME_END : 0) | (unblock ? PLY_MOVED : 0);
		/* marks and no other rule of these (r->lean: none of
		 * rare_rules' yet), nor a ply rule: the marks' instance of the
		 * lean referee has no tables for those (morris.h's
		 * mor_lean_engine), and such rules play placing by the referee
		 * of every rule (lean_later) */
		r->lean_marks = r->lean && r->lean_later && r->place_mill == PM_MARK &&
				!r->may_move && !r->cancel && !r->together && !unblock && !r->ply &&
				!(r->rare & ~(RR_PLACE_MILL | RR_REMOVED | RR_PLACED));
	}
	r->lean = r->lean && (!r->rare || r->lean_marks);
}

/* The mills through p as the bits of a word (morris.h's mills_at, breaks
 * and reach), for the referee of two words: made for every board, which
 * the tests play in two words too. */
_Static_assert(MOR_MAXTHROUGH <= 32, "the mills through a point are the bits of a uint32_t");

static void mills_as_bits(mor_rules *r, int p)
{
	const mor_board *b = &r->b;

	for (int k = 0; k < b->nthrough[p]; k++) {
		int m = b->through[p][k];
		r->mills_at[p] |= (uint32_t)1 << k;
		for (int w = 0; w < 2; w++)
			for (uint64_t t = b->mill[w][m]; t; t &= t - 1)
				r->breaks[p][w * 64 + __builtin_ctzll(t)] |= (uint32_t)1 << k;
	}
	for (int w = 0; w < 2; w++)
		r->reach[w][p] = r->partners[w][p];
	MOR_ADD(r->reach, p, p);
}

/* Does the CPU gather bits (mor_gather)? */
static int mor_gathers(void)
{
#if MOR_GATHER
	return __builtin_cpu_supports("bmi2");
#else
	return 0;
#endif
}

/* morris.h's held, for a board of two words whose every point has at most
 * 16 partners, where the CPU gathers bits: each group's table made from
 * the mills its lacking partners break (a subset's from the one with its
 * lowest bit cleared), then turned into the mills left whole; a group of
 * k partners fills its first 2^k places alone, the only ones gathered
 * bits reach. 0, or -1 where memory runs out. */
static int held_tables(mor_rules *r)
{
	const mor_board *b = &r->b;
	uint32_t broken[256];

	if (!r->wide || !mor_gathers())
		return 0;
	for (int p = 0; p < b->n; p++)
		if (__builtin_popcountll(r->partners[0][p]) + __builtin_popcountll(r->partners[1][p]) > 16)
			return 0;
	if (!(r->held = malloc((size_t)b->n * sizeof *r->held)))
		return -1;
	for (int p = 0; p < b->n; p++) {
		int q[16], n = 0;
		for (int w = 0; w < 2; w++)
			for (uint64_t t = r->partners[w][p]; t; t &= t - 1)
				q[n++] = w * 64 + __builtin_ctzll(t);
		r->held0[p] = (uint8_t)__builtin_popcountll(r->partners[0][p]);
		for (int g = 0; g < 2; g++) {
			int k = n - 8 * g < 0 ? 0 : n - 8 * g > 8 ? 8 : n - 8 * g;
			unsigned all = (1u << k) - 1;
			broken[0] = 0;
			for (unsigned u = 1; u <= all; u++)
				broken[u] = broken[u & (u - 1)] | r->breaks[p][q[8 * g + __builtin_ctz(u)]];
			for (unsigned v = 0; v <= all; v++) /* past `all`, never gathered */
				r->held[p][g][v] = r->mills_at[p] & ~broken[~v & all];
		}
	}
	return 0;
}

/* morris.h's windows, where the table is: each point's base, the point
 * 31 before it (or the nearest that still holds the point and its
 * partners, and no further than 63), so that a neighbour a slide comes
 * from most often lies in the window too. A board where some point's
 * partners span more than a word has none. */
static void windows(mor_rules *r)
{
	const mor_board *b = &r->b;

	r->windowed = 0;
	if (!r->held)
		return;
	for (int p = 0; p < b->n; p++) {
		int lo = p, hi = p, from, upto, base;
		for (int q = 0; q < b->n; q++)
			if (MOR_HAS(r->partners, p, q)) {
				lo = q < lo ? q : lo;
				hi = q > hi ? q : hi;
			}
		from = hi - 63 > 0 ? hi - 63 : 0;
		upto = lo < 63 ? lo : 63;
		if (from > upto)
			return;
		base = p - 31 < from ? from : p - 31 > upto ? upto : p - 31;
		r->wbase[p] = (uint8_t)base;
		r->wpart[p] = 0;
		for (int q = lo; q <= hi; q++)
			if (MOR_HAS(r->partners, p, q))
				r->wpart[p] |= (uint64_t)1 << (q - base);
	}
	r->windowed = 1;
}

/* The points that stand in a mill with each point, and whether every mill
 * has three points or more: then a piece come to p closes no mill unless
 * its side holds two of p's partners (engine.c's closed_mills). */
static int mill_partners(mor_rules *r, diag *d)
{
	const mor_board *b = &r->b;

	/* a row a point, of the board's points alone: the rules of a small
	 * board are made and zeroed at every start */
	if (!(r->breaks = calloc((size_t)b->n, sizeof *r->breaks)))
		return diag_set(d, "nomem", "out of memory");
	r->mills_of_three = 1;
	for (int m = 0; m < b->nmills; m++)
		r->mills_of_three &= MOR_COUNT(b->mill, m) >= 3;
	for (int p = 0; p < b->n; p++) {
		for (int k = 0; k < b->nthrough[p]; k++)
			for (int w = 0; w < 2; w++)
				r->partners[w][p] |= b->mill[w][b->through[p][k]];
		r->partners[p >> 6][p] &= ~((uint64_t)1 << (p & 63));
		mills_as_bits(r, p);
	}
	if (held_tables(r))
		return diag_set(d, "nomem", "out of memory");
	windows(r);
	return 0;
}

void mor_rules_free(void *rules)
{
	mor_rules *r = rules;

	if (r) {
		free(r->breaks);
		free(r->held);
		free(r->openspiel);
	}
	game_rules_free(r);
}

void mor_material_why(const mor_rules *r, int side, int n, char *out, size_t size)
{
	snprintf(out, size, "%s has %d piece%s %s, fewer than %d", side ? "black" : "white", n,
		 n == 1 ? "" : "s", r->loss_after_placing ? "on the board" : "left", r->loss_below);
}

/* The paths of the engines' steps a rule set's rules let it take (morris.h
 * says what each asks), once every rule is known. */
static void steps_rules(mor_rules *r)
{
	int one, plain;

	/* the rules of the referee of every rule (morris.h's placing_steps):
	 * their placements are as a lean rule set's; line captures act at a
	 * placement that closes no mill too */
	r->placing_steps = (r->moving ||
			    (r->start_hand[WHITE] == r->pieces && r->start_hand[BLACK] == r->pieces &&
			     r->goal == GOAL_SAME)) &&
			   !r->lean && !r->cancel && !r->may_move && !r->captures;
	r->near_rules = r->full_near || r->blocked == BLK_REMOVE;
	r->removal_plain = !r->move_again && !r->from_hand && !r->near_rules && !r->cool &&
			   !r->slide_lapses;
	/* `plain`: no rule asks more of a mill's ply than its removals (nor
	 * whether a mill found whole counts: exact mills, home lines); `one`:
	 * nor of the removal (no removal next to the remover's own) */
	plain = !r->mill_wins && !r->exact && r->home_mills && !r->move_again && !r->cool &&
		!r->slide_lapses && r->mills_of_three;
	one = plain && !r->near_rules;
	r->mill_one = one && !r->from_hand && !r->per_mill && r->repeated == REP_ALLOWED;
	r->mill_one_back = one && !r->from_hand && !r->per_mill && r->repeated == REP_NO_RETURN;
	r->mill_per = one && !r->from_hand && r->per_mill && r->repeated == REP_ALLOWED;
	r->mill_hand = one && r->from_hand && !r->per_mill && r->repeated == REP_ALLOWED;
	r->mill_near = plain && r->near_rules && !r->per_mill && r->repeated == REP_ALLOWED;
	r->keeps_more = r->repeated >= REP_ONCE || !r->lean || r->lean_marks || r->cool ||
			r->captures;
	/* RR_PLACED alone, without cancel, is the placing points (the first
	 * point, the forbidden ones): they ask a placement's point and
	 * nothing else (a side with pieces in hand is never blocked, and
	 * judge never asks them). A placement they let through is played as
	 * the lean referee plays it, while placing too (engine.c's
	 * made_as_lean), and a line that wins needs no more (line_plain: the
	 * switch to the lean referee at placing's end is moot once the game
	 * is over) */
	r->points_only = r->lean_later && r->rare == RR_PLACED && !r->cancel;
	r->line_plain = r->mill_wins && r->goal == GOAL_SAME && !(r->rare & ~RR_PLACED) &&
			r->home_mills && !r->cancel && r->repeated != REP_NO_RETURN && !r->limit_placed &&
			(r->blocked == BLK_LOSES || r->blocked == BLK_DRAW || r->blocked == BLK_PASSES);
	/* pinned pieces the only rule the lean referee lacks, and no position
	 * kept to repeat: a quiet slide is the placing steps' once placing is
	 * over (engine.c's pinned_slide) */
	r->flanked_quiet = r->placing_steps && r->flanked && r->moving && r->goal == GOAL_SAME &&
			   !r->rare && !r->ply && !r->repetition;
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
	r->from_hand = v[O_PLACE_MILL].i == PM_FROM_HAND;
	r->second_moves_first = v[O_MOVING_FIRST].i == 1;
	r->fly = (int)v[O_FLY].i;
	r->fly_at = (int)v[O_FLY_AT].i;
	r->fly_hand = (int)v[O_FLY_HAND].i;
	r->per_mill = v[O_PER_MOVE].i == 1;
	r->from_mills = (int)v[O_FROM_MILLS].i;
	r->repeated = (int)v[O_REPEATED].i;
	r->loss_below = (int)v[O_LOSS_BELOW].i;
	r->loss_after_placing = v[O_LOSS_COUNT].i == 1;
	r->blocked = (int)v[O_BLOCKED].i;
	r->blocked_passes = r->blocked == BLK_PASSES || r->blocked == BLK_UNBLOCK;
	r->board_full = (int)v[O_FULL].i;
	r->limit = (int)(v[O_LIMIT].i * (v[O_LIMIT_UNIT].i ? 2 : 1));
	r->end_limit = (int)(v[O_END_LIMIT].i * (v[O_END_LIMIT_UNIT].i ? 2 : 1));
	r->limit_at_slide = r->limit && v[O_LIMIT_AT].i == 1;
	r->limit_placed = v[O_LIMIT_PLACED].i == 1;
	r->fly_no_mill = !v[O_BY_FLYING].i && r->fly;
	r->slide_lapses = r->limit_at_slide || r->fly_no_mill;
	r->quiet_check = r->limit && (!r->end_limit || r->limit < r->end_limit) ? r->limit :
			 r->end_limit ? r->end_limit : INT_MAX;
	r->repetition = (int)v[O_REPETITION].i;
	r->rep_from_slide = v[O_REP_FROM].i == 1;
	/* a limit past the pieces: every game lost before its first move; said
	 * at the limit where it is stated, else at the pieces, which the
	 * default limit (3) does not fit */
	if (r->loss_below > r->pieces && v[O_LOSS_BELOW].file) {
		option_error(&v[O_LOSS_BELOW], d);
		diag_set(d, "yaml-value", "rules.loss.below: %d is more than the %d pieces a side "
			 "has: every game would be lost before its first move", r->loss_below,
			 r->pieces);
		goto fail;
	}
	if (r->loss_below > r->pieces) {
		option_error(&v[O_PIECES], d);
		diag_set(d, "yaml-value", "pieces: %d is fewer than rules.loss.below, %d where "
			 "it is not written: every game would be lost before its first move "
			 "(write rules.loss.below)", r->pieces, r->loss_below);
		goto fail;
	}
	if (r->limit_placed && !r->limit) { /* the endgame limit's plies place nothing */
		option_error(&v[O_LIMIT_PLACED], d);
		diag_set(d, "yaml-value", "rules.draw.move_limit.placements: count needs a move "
			 "limit, and rules.draw.move_limit.count is 0 (none)");
		goto fail;
	}
	if (r->repetition == 1) { /* a position's first occurrence repeats nothing */
		option_error(&v[O_REPETITION], d);
		diag_set(d, "yaml-value", "rules.draw.repetition: 1 is no repetition: 0 (off), or "
			 "2 to 100, the occurrence of a position that draws");
		goto fail;
	}
	if (r->b.nmills == 0) {
		option_error(&v[O_BOARD], d);
		diag_set(d, "board", "the board has no mills");
		goto fail;
	}
	if (mill_partners(r, d))
		goto fail;
	for (int side = 0; side < 2; side++)
		mor_material_why(r, side, r->loss_below - 1, r->short_why[side],
				 sizeof r->short_why[side]);
	if (rare_rules(r, v, d))
		goto fail;
	family_rules(r, v);
	steps_rules(r);
	if (mor_patterns(r, d))
		goto fail;
	*out = r;
	return 0;
fail:
	mor_rules_free(r); /* the patterns compiled so far too */
	return -1;
}

