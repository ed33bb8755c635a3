/* The morris family, as a game of the table in games/game.h. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>


#include "games/morris/morris.h"

static const game_notation notations[] = {
	[NOT_ALGEBRAIC] = { "algebraic", 0, NOT_ALGEBRAIC, "squares a1-g7, removals glued: d6-d5xd7",
			    0, NULL, 0, NULL, mor_run_squares },
	[NOT_PLAYOK] = { "playok", 0, NOT_PLAYOK, "PlayOK's point numbers 1-24: 12-13x21" },
	[NOT_SEPARATE] = { "algebraic-separate", 1, NOT_ALGEBRAIC,
			   "squares, each removal its own token: d6-d5 xd7", 0, NULL, 0, NULL,
			   mor_run_squares },
	/* a point number is a placement or, where a mill is owed, a removal */
	[NOT_OPENSPIEL] = { "openspiel", 1, NOT_OPENSPIEL, "OpenSpiel's action numbers: 0-23 a "
			    "point, 24 + 24 * from + to a move: 9 5 267", 0, NULL, 1, NULL,
			    mor_run_openspiel },
	[NOT_GAMESMAN] = { "gamesman", 0, NOT_GAMESMAN, "GamesmanOne's moves: d7, a7-d7Ra1, Ra1" },
	[NOT_SANMILL_OLD] = { "sanmill-old", 1, NOT_SANMILL_OLD, "the Sanmill engine's squares "
			      "before 2025: (3,4) (1,6)->(1,7) -(2,3)" },
	[NOT_GOLDTOKEN] = { "goldtoken", 0, NOT_GOLDTOKEN, "GoldToken's printable move lists: "
			    "Place to d7, d7 -> d6, take a1", 0, "goldtoken" },
	/* a move names its mover's hand, and whether the mover plays again */
	[NOT_LUDII] = { "ludii", 1, NOT_LUDII, "Ludii's trial files (.trl): Move= lines, points "
			"as vertex numbers", 0, "trl", 1 },
	{ NULL, 0, 0, NULL },
};

static void *state_new(const void *rules)
{
	mor_state *s = game_state_new(rules, sizeof *s);

	if (s) {
		s->r = rules;
		if (s->r->lean)
			s->eng = mor_lean_engine(s->r);
		else if (s->r->placing_steps && s->r->goal != GOAL_SAME)
			s->eng = s->r->wide ? &mor_engine_placing_goal_w2 : &mor_engine_placing_goal;
		else if (s->r->placing_steps)
			s->eng = s->r->wide ? &mor_engine_placing_w2 : &mor_engine_placing;
		else
			s->eng = s->r->wide ? &mor_engine_w2 : &mor_engine_w1;
		mor_reset(s, NOT_ALGEBRAIC);
	}
	return s;
}

static void state_free(void *p)
{
	if (p)
		free(((mor_state *)p)->hist); /* the positions seen, for repetitions */
	game_state_free(p);
}

static void state_reset(void *p, const game_start *start)
{
	mor_reset(p, start->notation);
}

/* PlayOK's archives number the points; its [Site] says so. */
static int detect(const game_header *head)
{
	const char *site = head->tag(head->ctx, "Site");

	if (site && strncasecmp(site, "playok", 6) == 0)
		return NOT_PLAYOK;
	return -1;
}

/* A move the record gives a player (a JSON item's third member) is held
 * to the side to move, as Ludii's mover is. The check reads the position:
 * the move is not one to remember. (A Ludii move names its mover itself,
 * and the trial reader's player is that mover, player 1 the first to
 * place, as mor_ludii_decode reads it.) Out of decode's line. */
static __attribute__((noinline)) int decode_for(mor_state *s, int notation, const char *tok,
						size_t n, int who, game_move *m, diag *d)
{
	int rc = mor_decode(s, notation, tok, n, mor_move_in(m), d);

	if (rc < 0)
		return rc;
	if (notation == NOT_LUDII)
		who = who ? !s->r->first : s->r->first;
	return mor_side_ok(s, who, mor_move_in_c(m), d) ? -1 : 1;
}

/* The side is known from the position, where the record names no player:
 * the notation's decode, called as the token's last act. */
static int decode(void *st, int notation, const char *tok, size_t n, int who, game_move *m,
		  diag *d)
{
	if (who >= 0)
		return decode_for(st, notation, tok, n, who, m, d);
	return mor_decode(st, notation, tok, n, mor_move_in(m), d);
}

/* mor_play, its test of the move's removals made here: the moves that
 * write none go straight to the referee. */
static int play(void *st, const game_move *gm, diag *d)
{
	const mor_move *m = mor_move_in_c(gm);

	if (__builtin_expect(m->nrem != 0, 0))
		return mor_play_removals(st, m, d);
	return mor_play(st, m, d);
}

/* A removal owed is never offered in place of a move written for the next
 * turn: the record left the removal out, it did not misspell it. */
static int moves(void *st, const game_move *like, game_move *out, int max)
{
	const mor_state *s = st;
	mor_move mv[MOR_MAXACTS];
	int n;

	if (like && s->owe && mor_move_in_c(like)->kind != MV_REMOVE)
		return 0;
	n = mor_actions(st, mv, MOR_MAXACTS);

	for (int i = 0; i < n && i < max; i++)
		*mor_move_in(&out[i]) = mv[i];
	return n;
}

static int encode(const void *st, int notation, const game_move *m, buf *out)
{
	return mor_encode(st, notation, m ? mor_move_in_c(m) : NULL, out);
}

/* Who acts: the side to move, also while it owes a removal. */
static void turn(const void *st, game_turn *t)
{
	const mor_state *s = st;

	*t = (game_turn){ .side = s->base.out.over ? -1 : s->side };
}

/* The dead points (a marked or cancelled piece's, until placing ends), and
 * whose mark or cancelling piece stands there. */
static void dead_points(const mor_state *s, buf *out)
{
	const char *sep = "dead until placing is over:";

	if (!(s->dead[0][WHITE] | s->dead[1][WHITE] | s->dead[0][BLACK] | s->dead[1][BLACK]))
		return;
	for (int p = 0; p < s->r->b.n; p++)
		for (int side = WHITE; side <= BLACK; side++)
			if (MOR_HAS(s->dead, side, p)) {
				buf_printf(out, "%s %s (%s's %s)", sep, s->r->b.name[p],
					   side == WHITE ? "white" : "black",
					   s->r->cancel ? "cancelling piece" : "mark");
				sep = ",";
			}
	buf_puts(out, "\n");
}

void mor_draw_text(const void *p, const game_caption *cap, buf *out)
{
	const mor_state *s = p;
	static const char *const name[2] = { "white", "black" };
	char who[200], match[200];

	mor_board_draw(&s->r->b, s->pos, out);
	dead_points(s, out);
	for (int side = WHITE; side <= BLACK; side++) {
		const char *player = cap ? cap->player[side] : NULL;
		buf_printf(out, "%s (%c)%s%s: %d on the board, %d in hand%s\n", name[side],
			   side == WHITE ? 'W' : 'B', player && *player ? ", " : "",
			   player && *player ? player : "", MOR_COUNT(s->pos, side),
			   s->hand[side], mor_flying(s, side) ? ", flying" : "");
	}
	game_who(cap, name[s->side], s->side, who, sizeof who);
	if (s->base.out.over)
		buf_printf(out, "game over: %s\n", s->base.out.why);
	else if (s->owe && s->owe_kind == OWE_SETTLE && s->settle_own)
		buf_printf(out, "%s to remove one of its own pieces\n", who);
	else if (s->owe)
		buf_printf(out, "%s to remove a %s piece\n", who, name[!s->side]);
	else if (s->unblock)
		buf_printf(out, "%s to move again, freeing %s\n", who, name[!s->side]);
	else if (s->r->together && s->hand[s->side] == 0 && s->hand[!s->side] > 0)
		buf_printf(out, "%s to pass (p) while %s places\n", who, name[!s->side]);
	else
		buf_printf(out, "%s to %s\n", who,
			   s->hand[s->side] ? "place" : mor_flying(s, s->side) ? "fly" : "move");
	if (game_match_words(cap, name, match, sizeof match))
		buf_printf(out, "%s\n", match);
}

const game morris_game = {
	.name = "morris",
	.title = "morris",
	.side = { "white", "black" },
	.ply_part = "removal",
	.default_variant = "nine-mens-morris",
	.schema = mor_schema,
	.nschema = O_COUNT,
	.notations = notations,
	.rules_new = mor_rules_new,
	.rules_free = mor_rules_free,
	.state_new = state_new,
	.state_free = state_free,
	.state_reset = state_reset,
	.detect = detect,
	.pure_decode = 1,
	.decode = decode,
	.play = play,
	.refusal_keeps = 1, /* mor_play puts back what a refused move changed */
	.moves = moves,
	.encode = encode,
	.draw = mor_draw,
	.turn = turn,
};
