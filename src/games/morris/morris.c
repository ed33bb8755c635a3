/* The morris family, as a game of the table in games/game.h. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>


#include "games/morris/morris.h"

static const game_notation notations[] = {
	[NOT_ALGEBRAIC] = { "algebraic", 0, NOT_ALGEBRAIC, "squares a1-g7, removals glued: d6-d5xd7" },
	[NOT_PLAYOK] = { "playok", 0, NOT_PLAYOK, "PlayOK's point numbers 1-24: 12-13x21" },
	[NOT_SEPARATE] = { "algebraic-separate", 1, NOT_ALGEBRAIC,
			   "squares, each removal its own token: d6-d5 xd7" },
	{ NULL, 0, 0, NULL },
};

static void *state_new(const void *rules)
{
	mor_state *s = game_state_new(rules, sizeof *s);

	if (s) {
		s->r = rules;
		s->eng = s->r->wide ? &mor_engine_w2 : s->r->lean ? &mor_engine_lean : &mor_engine_w1;
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

static int decode(void *st, int notation, const char *tok, size_t n, int who, game_move *m,
		  diag *d)
{
	(void)who; /* the side is known from the position */
	return mor_decode(st, notation, tok, n, mor_move_in(m), d);
}

static int play(void *st, const game_move *m, diag *d)
{
	return mor_play(st, mor_move_in_c(m), d);
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
	return mor_encode(((const mor_state *)st)->r, notation, mor_move_in_c(m), out);
}

/* Who acts: the side to move, also while it owes a removal. */
static void turn(const void *st, game_turn *t)
{
	const mor_state *s = st;

	*t = (game_turn){ .side = s->base.out.over ? -1 : s->side };
}

void mor_draw_text(const void *p, buf *out)
{
	const mor_state *s = p;
	static const char *const name[2] = { "white", "black" };

	mor_board_draw(&s->r->b, s->pos, out);
	for (int side = WHITE; side <= BLACK; side++)
		buf_printf(out, "%s (%c): %d on the board, %d in hand%s\n", name[side],
			   side == WHITE ? 'W' : 'B', MOR_COUNT(s->pos, side),
			   s->hand[side], mor_flying(s, side) ? ", flying" : "");
	if (s->base.out.over)
		buf_printf(out, "game over: %s\n", s->base.out.why);
	else if (s->owe)
		buf_printf(out, "%s to remove a %s piece\n", name[s->side], name[!s->side]);
	else
		buf_printf(out, "%s to %s\n", name[s->side],
			   s->hand[s->side] ? "place" : mor_flying(s, s->side) ? "fly" : "move");
}

const game morris_game = {
	.name = "morris",
	.side = { "white", "black" },
	.ply_part = "removal",
	.default_variant = "nine-mens-morris",
	.schema = mor_schema,
	.nschema = O_COUNT,
	.notations = notations,
	.rules_new = mor_rules_new,
	.rules_free = game_rules_free,
	.state_new = state_new,
	.state_free = state_free,
	.state_reset = state_reset,
	.detect = detect,
	.pure_decode = 1,
	.decode = decode,
	.play = play,
	.moves = moves,
	.encode = encode,
	.draw = mor_draw,
	.turn = turn,
};
