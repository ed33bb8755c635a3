/* The morris game on hand-set positions: boards from data, notations, and
 * the rules that need a position no short record reaches. */
#include "unit.h"
#include "registry.h"
#include "runs.h"

#include <string.h>

#include "core/variant.h"
#include "games/morris/morris.h"
#define MOR_WORDS 2 /* bitset.h's sets of two words: bb_window, bb_unwindow */
#include "games/morris/bitset.h"

static mor_state *state(const char *name)
{
	diag d;
	variant *v = var_find(reg, name, &d);
	if (!v)
		fail_msg("%s: %s", name, d.msg);
	return v->game->state_new(v->rules);
}

/* The rule set of a file of the tests. */
static variant *variant_at(const char *rel)
{
	char path[512];
	diag d;
	variant *v;
	unit_path(path, sizeof path, rel);
	if (!(v = var_find(reg, path, &d)))
		fail_msg("%s: %s", path, d.msg);
	return v;
}

/* A state of the rule set of a file of the tests. */
static mor_state *state_at(const char *rel)
{
	variant *v = variant_at(rel);

	return v->game->state_new(v->rules);
}

static int pt(const mor_state *s, const char *name)
{
	return s->r->b.at[name[0] - 'a'][name[1] - '0'];
}

/* Places pieces: "W:a7,d7 B:g7" style lists, hands empty, side to move. */
static void setup_pos(mor_state *s, const char *white, const char *black, int side)
{
	char list[256], *save, *t;
	mor_reset(s, NOT_ALGEBRAIC);
	s->hand[WHITE] = s->hand[BLACK] = 0;
	s->side = side;
	for (int c = 0; c < 2; c++) {
		snprintf(list, sizeof list, "%s", c ? black : white);
		for (t = strtok_r(list, " ", &save); t; t = strtok_r(NULL, " ", &save))
			mor_put(s, c, pt(s, t));
	}
}

static int play(mor_state *s, const char *tok, diag *d)
{
	mor_move m;
	if (mor_decode(s, NOT_ALGEBRAIC, tok, strlen(tok), &m, d))
		return -1;
	return mor_play(s, &m, d);
}

static void free_state(mor_state *s)
{
	diag d;
	var_find(reg, "nine-mens-morris", &d)->game->state_free(s);
}

static void boards(void **st)
{
	static const struct { const char *variant; int points, mills, adjacencies; } b[] = {
		{ "nine-mens-morris", 24, 16, 64 },
		{ "twelve-mens-morris", 24, 20, 80 },
		{ "six-mens-morris", 16, 8, 40 },
		{ "three-mens-morris", 9, 8, 32 },
		{ "tests/data/morris/wide/grid-9-test.yaml", 81, 288, 288 },
	};
	(void)st;
	for (size_t i = 0; i < sizeof b / sizeof b[0]; i++) {
		mor_state *s = strchr(b[i].variant, '/') ? state_at(b[i].variant) : state(b[i].variant);
		int adj = 0;
		for (int p = 0; p < s->r->b.n; p++)
			adj += MOR_COUNT(s->r->b.adj, p);
		assert_int_equal(s->r->b.n, b[i].points);
		assert_int_equal(s->r->b.nmills, b[i].mills);
		assert_int_equal(adj, b[i].adjacencies);
		free_state(s);
	}
}

/* PlayOK numbers run row by row from the top-left: 1 = a7, 24 = g1. */
static void notation(void **st)
{
	static const char *const order[24] = { "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5",
		"e5", "a4", "b4", "c4", "e4", "f4", "g4", "c3", "d3", "e3", "b2", "d2", "f2", "a1",
		"d1", "g1" };
	mor_state *s = state("nine-mens-morris");
	buf out = { 0 };
	mor_move m;
	diag d;
	(void)st;
	for (int i = 0; i < 24; i++) {
		char num[4];
		snprintf(num, sizeof num, "%d", i + 1);
		assert_int_equal(mor_decode(s, NOT_PLAYOK, num, strlen(num), &m, &d), 0);
		assert_int_equal(m.to, pt(s, order[i]));
	}
	assert_int_equal(mor_decode(s, NOT_PLAYOK, "18x21", 5, &m, &d), 0);
	assert_int_equal(m.kind, MV_PLACE);
	assert_int_equal(m.rem[0], pt(s, "f2"));
	mor_encode(s, NOT_ALGEBRAIC, &m, &out);
	assert_string_equal(out.p, "e3xf2");
	buf_clear(&out);
	assert_int_equal(mor_decode(s, NOT_ALGEBRAIC, "F6-D6xA1xG7", 11, &m, &d), 0);
	assert_int_equal(m.nrem, 2);
	mor_encode(s, NOT_PLAYOK, &m, &out);
	assert_string_equal(out.p, "6-5x22x3");
	assert_int_not_equal(mor_decode(s, NOT_ALGEBRAIC, "h1", 2, &m, &d), 0);
	assert_int_not_equal(mor_decode(s, NOT_ALGEBRAIC, "d4", 2, &m, &d), 0);
	assert_string_equal(d.code, "bad-token");
	assert_int_not_equal(mor_decode(s, NOT_PLAYOK, "0", 1, &m, &d), 0);
	assert_int_not_equal(mor_decode(s, NOT_PLAYOK, "25", 2, &m, &d), 0);
	buf_free(&out);
	free_state(s);
}

/* A token in a notation: its move written back in algebraic (the position
 * is s's), or the decoder's code ("bad-token") when it is no move. */
static const char *via(mor_state *s, int notation, const char *tok, char *out, size_t n)
{
	buf b = { 0 };
	mor_move m;
	diag d;

	if (mor_decode(s, notation, tok, strlen(tok), &m, &d) < 0) {
		snprintf(out, n, "%s", d.code);
		return out;
	}
	mor_encode(s, NOT_ALGEBRAIC, &m, &b);
	snprintf(out, n, "%s", b.p ? b.p : "");
	buf_free(&b);
	return out;
}

/* An algebraic token written in a notation (the position is s's); "-" when
 * the notation cannot write it. */
static const char *into(mor_state *s, int notation, const char *tok, char *out, size_t n)
{
	buf b = { 0 };
	mor_move m;
	diag d;

	assert_int_equal(mor_decode(s, NOT_ALGEBRAIC, tok, strlen(tok), &m, &d), 0);
	if (mor_encode(s, notation, &m, &b) < 0)
		snprintf(out, n, "-");
	else
		snprintf(out, n, "%s", b.p ? b.p : "");
	buf_free(&b);
	return out;
}

/* OpenSpiel numbers the points row by row from the top-left (0 = a7, 23 =
 * g1), and a move 24 + 24 * from + to: b4 (10) to b6 (3) is 267. A point
 * is a placement, or the removal a mill owes. */
static void openspiel(void **st)
{
	mor_state *s = state("nine-mens-morris");
	char out[64];
	(void)st;
	assert_string_equal(via(s, NOT_OPENSPIEL, "21", out, sizeof out), "a1");
	assert_string_equal(via(s, NOT_OPENSPIEL, "267", out, sizeof out), "b4-b6");
	assert_string_equal(via(s, NOT_OPENSPIEL, "599", out, sizeof out), "g1-g1");
	assert_string_equal(via(s, NOT_OPENSPIEL, "600", out, sizeof out), "bad-token");
	assert_string_equal(via(s, NOT_OPENSPIEL, "x5", out, sizeof out), "bad-token");
	assert_string_equal(into(s, NOT_OPENSPIEL, "g1", out, sizeof out), "23");
	assert_string_equal(into(s, NOT_OPENSPIEL, "b4-b6xf6", out, sizeof out), "267 5");
	assert_string_equal(into(s, NOT_OPENSPIEL, "p", out, sizeof out), "-");
	setup_pos(s, "a7 d7", "f6", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 1;
	s->owe = 1; /* white closed a mill: 5 is the black piece on f6 */
	assert_string_equal(via(s, NOT_OPENSPIEL, "5", out, sizeof out), "xf6");
	free_state(s);
}

/* decode says which moves depend on the position (1: never remembered by
 * the referee): OpenSpiel's points and Ludii's moves, not a move's number
 * or a square. */
static void decode_reads_position(void **st)
{
	mor_state *s = state("nine-mens-morris");
	const char *ludii = "[Move:mover=1,from=24,to=9,actions=[Move:typeFrom=Cell,from=24,"
			    "typeTo=Vertex,to=9,decision=true]]";
	mor_move m;
	diag d;
	(void)st;
	assert_int_equal(mor_decode(s, NOT_OPENSPIEL, "21", 2, &m, &d), 1);
	assert_int_equal(mor_decode(s, NOT_OPENSPIEL, "267", 3, &m, &d), 0);
	assert_int_equal(mor_decode(s, NOT_OPENSPIEL, "600", 3, &m, &d), -1);
	assert_int_equal(mor_decode(s, NOT_LUDII, ludii, strlen(ludii), &m, &d), 1);
	assert_int_equal(mor_decode(s, NOT_ALGEBRAIC, "a1", 2, &m, &d), 0);
	assert_int_equal(mor_decode(s, NOT_PLAYOK, "18x21", 5, &m, &d), 0);
	free_state(s);
}

/* GamesmanOne's formal moves: R before each removal. */
static void gamesman(void **st)
{
	mor_state *s = state("nine-mens-morris");
	char out[64];
	(void)st;
	assert_string_equal(via(s, NOT_GAMESMAN, "a7-d7Ra1", out, sizeof out), "a7-d7xa1");
	assert_string_equal(via(s, NOT_GAMESMAN, "Ra1", out, sizeof out), "xa1");
	assert_string_equal(via(s, NOT_GAMESMAN, "d7", out, sizeof out), "d7");
	assert_string_equal(via(s, NOT_GAMESMAN, "d7xa1", out, sizeof out), "bad-token");
	assert_string_equal(via(s, NOT_GAMESMAN, "d4", out, sizeof out), "bad-token");
	assert_string_equal(into(s, NOT_GAMESMAN, "d7xa1", out, sizeof out), "d7Ra1");
	assert_string_equal(into(s, NOT_GAMESMAN, "p", out, sizeof out), "-");
	free_state(s);
}

/* The Sanmill engine before 2025: ring 1 the inner square, each ring
 * counted clockwise from its top middle point: (1,1) d5, (2,3) f4, (3,4) g1. */
static void sanmill_old(void **st)
{
	mor_state *s = state("nine-mens-morris"), *six = state("six-mens-morris");
	char out[64];
	(void)st;
	assert_string_equal(via(s, NOT_SANMILL_OLD, "(3,4)", out, sizeof out), "g1");
	assert_string_equal(via(s, NOT_SANMILL_OLD, "(1,6)->(1,7)", out, sizeof out), "c3-c4");
	assert_string_equal(via(s, NOT_SANMILL_OLD, "-(2,3)", out, sizeof out), "xf4");
	assert_string_equal(via(s, NOT_SANMILL_OLD, "(4,1)", out, sizeof out), "bad-token");
	assert_string_equal(via(s, NOT_SANMILL_OLD, "(1,9)", out, sizeof out), "bad-token");
	assert_string_equal(into(s, NOT_SANMILL_OLD, "d5", out, sizeof out), "(1,1)");
	assert_string_equal(into(s, NOT_SANMILL_OLD, "a7-d7xf4", out, sizeof out),
			    "(3,8)->(3,1) -(2,3)");
	/* the six men's board has no Sanmill squares */
	assert_string_equal(via(six, NOT_SANMILL_OLD, "(1,1)", out, sizeof out), "bad-token");
	assert_string_equal(into(six, NOT_SANMILL_OLD, "a5", out, sizeof out), "-");
	free_state(six);
	free_state(s);
}

/* GoldToken's printable lists: words, removals glued with a comma. */
static void goldtoken(void **st)
{
	mor_state *s = state("nine-mens-morris");
	char out[64];
	(void)st;
	assert_string_equal(via(s, NOT_GOLDTOKEN, "Place to d7, take a1", out, sizeof out), "d7xa1");
	assert_string_equal(via(s, NOT_GOLDTOKEN, "d7 -> d6", out, sizeof out), "d7-d6");
	assert_string_equal(via(s, NOT_GOLDTOKEN, ", take a1", out, sizeof out), "xa1");
	assert_string_equal(via(s, NOT_GOLDTOKEN, "Place d7", out, sizeof out), "bad-token");
	assert_string_equal(via(s, NOT_GOLDTOKEN, "Place to h9", out, sizeof out), "bad-token");
	assert_string_equal(into(s, NOT_GOLDTOKEN, "d6-d5xf4", out, sizeof out),
			    "d6 -> d5, take f4");
	assert_string_equal(into(s, NOT_GOLDTOKEN, "d6", out, sizeof out), "Place to d6");
	free_state(s);
}

/* Ludii's trial moves: vertices numbered from the bottom row (0 = a1, 21 =
 * a7); the hands are cells 24 and 25; a move that closes a mill keeps the
 * turn (SetNextPlayer). */
static void ludii(void **st)
{
	mor_state *s = state("nine-mens-morris");
	char out[512];
	(void)st;
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=1,from=24,to=9,actions=[Move:typeFrom="
				"Cell,from=24,typeTo=Vertex,to=9,decision=true]]", out, sizeof out), "a4");
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=1,from=14,to=2,actions=[Move:typeFrom="
				"Vertex,from=14,typeTo=Vertex,to=2,decision=true],[SetNextPlayer:"
				"player=1]]", out, sizeof out), "g4-g1");
	/* player 2's move while white (player 1) is to move */
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=2,from=25,to=9,actions=[Move:typeFrom="
				"Cell,from=25,typeTo=Vertex,to=9,decision=true]]", out, sizeof out),
			    "wrong-side");
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=1,from=4,to=4,actions=[Remove:type="
				"Vertex,to=4,decision=true]]", out, sizeof out), "xd2");
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=1,actions=[Pass:decision=true,"
				"forced=true]]", out, sizeof out), "p");
	/* the same moves with their fields in another order, or one more: read
	 * by the general reading, not the one pass of Ludii's own forms, to the
	 * same moves */
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=1,to=9,from=24,actions=[Move:from=24,"
				"to=9,typeFrom=Cell,typeTo=Vertex,decision=true]]", out, sizeof out),
			    "a4");
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=1,from=14,to=2,actions=[Move:typeTo="
				"Vertex,to=2,typeFrom=Vertex,from=14,decision=true],[SetNextPlayer:"
				"player=1]]", out, sizeof out), "g4-g1");
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=1,from=4,to=4,actions=[Remove:type="
				"Vertex,level=0,to=4,decision=true]]", out, sizeof out), "xd2");
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=1,actions=[Pass:forced=true,"
				"decision=true]]", out, sizeof out), "p");
	/* a vertex off the board, a cell not the mover's hand, a setup move */
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=1,from=24,to=24,actions=[Move:typeFrom="
				"Cell,from=24,typeTo=Vertex,to=24,decision=true]]", out, sizeof out),
			    "bad-token");
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=1,from=25,to=9,actions=[Move:typeFrom="
				"Cell,from=25,typeTo=Vertex,to=9,decision=true]]", out, sizeof out),
			    "bad-token");
	assert_string_equal(via(s, NOT_LUDII, "[Move:mover=0,from=24,to=24,actions=[Add:type=Cell,"
				"to=24,what=1,count=9]]", out, sizeof out), "bad-token");
	assert_string_equal(into(s, NOT_LUDII, "a1", out, sizeof out),
			    "[Move:mover=1,from=24,to=0,actions=[Move:typeFrom=Cell,from=24,typeTo="
			    "Vertex,to=0,decision=true]]");
	setup_pos(s, "a7 d7", "f6", WHITE);
	assert_string_equal(into(s, NOT_LUDII, "d7-g7", out, sizeof out),
			    "[Move:mover=1,from=22,to=23,actions=[Move:typeFrom=Vertex,from=22,typeTo="
			    "Vertex,to=23,decision=true]]");
	setup_pos(s, "a7 d7 b2", "f6", WHITE);
	assert_string_equal(into(s, NOT_LUDII, "b2-g7", out, sizeof out), /* flies: a mill */
			    "[Move:mover=1,from=3,to=23,actions=[Move:typeFrom=Vertex,from=3,typeTo="
			    "Vertex,to=23,decision=true],[SetNextPlayer:player=1]]");
	free_state(s);
}

/* Before the first move a trial fills the hands (mover 0). */
static void ludii_setup(void **st)
{
	mor_state *s = state("twelve-mens-morris");
	buf b = { 0 };
	(void)st;
	assert_int_equal(mor_encode(s, NOT_LUDII, NULL, &b), 0);
	assert_string_equal(b.p, "[Move:mover=0,from=24,to=24,actions=[Add:type=Cell,to=24,what=1,"
			    "count=12]] [Move:mover=0,from=25,to=25,actions=[Add:type=Cell,to=25,"
			    "what=2,count=12]]");
	buf_clear(&b);
	assert_int_equal(mor_encode(s, NOT_ALGEBRAIC, NULL, &b), 0);
	assert_int_equal(b.len, 0);
	buf_free(&b);
	free_state(s);
}

/* Flying is per side: black with 3 flies, white with 4 slides. */
static void flying_per_side(void **st)
{
	mor_state *s = state("nine-mens-morris");
	diag d;
	(void)st;
	setup_pos(s, "a7 d7 b4 f2", "g1 d1 c3", BLACK);
	assert_int_equal(play(s, "g1-f6", &d), 0);
	assert_int_not_equal(play(s, "a7-g7", &d), 0);
	assert_string_equal(d.code, "not-adjacent");
	free_state(s);
}

/* Black, with 3 pieces, is hemmed in: classic has no flying, so black is
 * blocked and loses; with flying black cannot be blocked. */
static void flying_side_not_blocked(void **st)
{
	const char *white = "a4 d6 g4 c3", *black = "a7 d7 g7";
	mor_state *s = state("classic");
	diag d;
	(void)st;
	setup_pos(s, white, black, WHITE);
	assert_int_equal(play(s, "c3-d3", &d), 0);
	assert_true(s->base.out.over);
	assert_string_equal(s->base.out.termination, "blocked");
	assert_int_equal(s->base.out.result, RES_WHITE);
	free_state(s);
	s = state("classic-flying");
	setup_pos(s, white, black, WHITE);
	assert_int_equal(play(s, "c3-d3", &d), 0);
	assert_false(s->base.out.over);
	free_state(s);
}

/* A side with pieces to place is never blocked. */
static void placing_side_not_blocked(void **st)
{
	mor_state *s = state("classic");
	diag d;
	(void)st;
	setup_pos(s, "a4 d6 g4 c3", "a7 d7 g7", WHITE);
	s->hand[BLACK] = 1;
	s->hand[WHITE] = 1;
	assert_int_equal(play(s, "e3", &d), 0);
	assert_false(s->base.out.over);
	free_state(s);
}

/* Blocked: passes, or removes a neighbour first (oracle rule sets). */
static void blocked_options(void **st)
{
	char path[512];
	diag d;
	variant *v;
	mor_state *s;
	(void)st;
	unit_path(path, sizeof path, "tests/data/morris-perft/nmm_blocked_pass.yaml");
	v = var_find(reg, path, &d);
	assert_non_null(v);
	s = v->game->state_new(v->rules);
	/* black has 4 pieces, all hemmed in */
	setup_pos(s, "a4 d6 g4 c3 b6", "a7 d7 g7 a1", WHITE);
	mor_put(s, WHITE, pt(s, "d1"));
	assert_int_equal(play(s, "c3-d3", &d), 0);
	assert_false(s->base.out.over);
	assert_int_not_equal(play(s, "a7-b7", &d), 0);
	assert_int_not_equal(play(s, "a1-a4", &d), 0);
	assert_string_equal(d.code, "must-pass"); /* a pass left out is said as such */
	s->quiet = 5;
	assert_int_equal(play(s, "p", &d), 0);
	assert_int_equal(s->side, WHITE);
	assert_int_equal(s->quiet, 5); /* a pass moves nothing: the move limits skip it */
	v->game->state_free(s);

	unit_path(path, sizeof path, "tests/data/morris-perft/nmm_blocked_remove.yaml");
	v = var_find(reg, path, &d);
	assert_non_null(v);
	s = v->game->state_new(v->rules);
	setup_pos(s, "a4 d6 g4 c3 b6 d1", "a7 d7 g7 a1", WHITE);
	assert_int_equal(play(s, "c3-d3", &d), 0);
	assert_false(s->base.out.over);
	assert_int_equal(s->side, BLACK);
	assert_int_not_equal(play(s, "xb6", &d), 0); /* not next to a black piece */
	assert_string_equal(d.code, "not-removable");
	assert_int_equal(play(s, "xd6", &d), 0);
	assert_int_equal(s->side, BLACK); /* room made, black now moves */
	assert_int_equal(play(s, "d7-d6", &d), 0);
	v->game->state_free(s);
}

/* moving.first: second also when the last placement closes a mill: the
 * removal ends that placement's ply, and the second player moves first
 * (Sanmill's Experimental and Nerenchi, tests/data/morris-oracle). */
static void second_moves_first_after_mill(void **st)
{
	char path[512];
	diag d;
	variant *v;
	mor_state *s;
	(void)st;
	unit_path(path, sizeof path, "tests/data/variants/second-moves-first.yaml");
	v = var_find(reg, path, &d);
	assert_non_null(v);
	s = v->game->state_new(v->rules);
	setup_pos(s, "a7 d7 g7 a4 c5 e5", "a1 d1 b2 f2 c3", BLACK);
	s->hand[BLACK] = 1;
	assert_int_equal(play(s, "g1", &d), 0); /* a1 d1 g1: a mill with the last piece */
	assert_int_equal(s->side, BLACK);
	assert_int_equal(play(s, "xa4", &d), 0);
	assert_false(s->base.out.over);
	assert_int_equal(s->side, BLACK); /* the second player moves first */
	assert_int_equal(play(s, "b2-b4", &d), 0);
	v->game->state_free(s);
}

/* Both move limits reached at once (Sanmill's presets: 100 plies each): the
 * general limit is the reason, as Sanmill's engine names it; the endgame limit
 * only where it is the shorter (tests/data/morris-oracle). */
static void move_limits_at_once(void **st)
{
	diag d;
	mor_state *s = state("sanmill-nine-mens-morris");
	(void)st;
	setup_pos(s, "a7 d7 b2", "a4 d6 g4 c3 e3 f2", WHITE);
	s->quiet = 99;
	assert_int_equal(play(s, "b2-d2", &d), 0);
	assert_true(s->base.out.over);
	assert_string_equal(s->base.out.termination, "move-limit");
	free_state(s);

	s = state("morabaraba"); /* endgame limit 10 plies, general 100 */
	setup_pos(s, "a7 d7 b2", "a4 d6 g4 c3 e3 f2", WHITE);
	s->quiet = 9;
	assert_int_equal(play(s, "b2-d2", &d), 0);
	assert_true(s->base.out.over);
	assert_string_equal(s->base.out.termination, "endgame-move-limit");
	free_state(s);
}

/* The loss by material is judged after the removal. */
static void loss_after_removal(void **st)
{
	mor_state *s;
	diag d;
	(void)st;
	s = state("nine-mens-morris");
	setup_pos(s, "a7 g7 d6", "g1 d1 f2", WHITE);
	assert_int_equal(play(s, "d6-d7", &d), 0); /* closes a7-d7-g7 */
	assert_false(s->base.out.over);                  /* not before the removal */
	assert_int_equal(play(s, "xg1", &d), 0);
	assert_true(s->base.out.over);
	assert_string_equal(s->base.out.termination, "fewer-pieces");
	assert_int_equal(s->base.out.result, RES_WHITE);
	free_state(s);
}

/* Pieces counted on the board alone once placing is over (Baazi-too
 * Dooz): the placement that ends placing and closes no mill leaves black
 * two pieces on the board, and black has lost; a placement before it,
 * with white's last piece still in hand, does not end the game. Played
 * by the lean referee's quiet placement (placed_end) and, in two words,
 * by its copy for boards of 65 points or more. */
static void material_after_placing(void **st)
{
	diag d;
	(void)st;
	for (int wide = 0; wide < 2; wide++) {
		mor_state *s = state("baazitoo-dooz");
		assert_true(s->r->lean && s->r->loss_after_placing);
		if (wide)
			s->eng = &mor_engine_lean_w2;
		/* a slide first, so that the state holds room for positions
		 * seen: with none, placed_end hands every placement that ends
		 * placing to judge */
		setup_pos(s, "a1 d2 g7", "a7 d6 g1", WHITE);
		assert_int_equal(play(s, "a1-a4", &d), 0);
		assert_true(s->caphist > 0);
		setup_pos(s, "a1 g7", "a7", WHITE);
		s->hand[WHITE] = 2;
		s->hand[BLACK] = 1;
		assert_int_equal(play(s, "d2", &d), 0);
		assert_false(s->base.out.over); /* placing goes on */
		assert_int_equal(play(s, "f4", &d), 0);
		assert_false(s->base.out.over);
		assert_int_equal(play(s, "b4", &d), 0); /* white's last: placing is over */
		assert_true(s->base.out.over);
		assert_string_equal(s->base.out.termination, "fewer-pieces");
		assert_int_equal(s->base.out.result, RES_WHITE);
		free_state(s);
	}
}

/* Material is judged after each removal: a double mill that leaves the
 * opponent short with its first removal ends the game there, and the
 * second removal lapses (Sanmill's Morabaraba, one removal per mill). */
static void material_after_each_removal(void **st)
{
	mor_state *s = state("sanmill-morabaraba");
	diag d;
	(void)st;
	setup_pos(s, "a7 g7 d6 d5", "g1 d1 f2", WHITE);
	s->hand[WHITE] = 1;
	assert_int_equal(play(s, "d7xg1", &d), 0); /* closes a7-d7-g7 and d7-d6-d5 */
	assert_true(s->base.out.over);
	assert_string_equal(s->base.out.termination, "fewer-pieces");
	assert_int_equal(s->base.out.result, RES_WHITE);
	free_state(s);
	s = state("sanmill-morabaraba");
	setup_pos(s, "a7 g7 d6 d5", "g1 d1 f2", WHITE);
	s->hand[WHITE] = 1;
	assert_int_equal(play(s, "d7xg1xd1", &d), -1);
	assert_string_equal(d.code, "no-removal");
	free_state(s);
}

/* flying.hand: own lets a side fly once its own hand is empty, while the
 * opponent still places (Lasker); both waits for every hand. */
static void flying_own_hand(void **st)
{
	char path[512];
	diag d;
	variant *v;
	mor_state *s = state("lasker");
	(void)st;
	setup_pos(s, "a7 d7 g1", "b6 f6 d2", WHITE);
	s->hand[BLACK] = 2;
	assert_int_equal(play(s, "a7-f4", &d), 0);
	free_state(s);
	unit_path(path, sizeof path, "tests/data/morris-perft/lasker.yaml");
	v = var_find(reg, path, &d);
	assert_non_null(v);
	s = v->game->state_new(v->rules);
	setup_pos(s, "a7 d7 g1", "b6 f6 d2", WHITE);
	s->hand[BLACK] = 2;
	assert_int_equal(play(s, "a7-f4", &d), -1);
	assert_string_equal(d.code, "not-adjacent");
	v->game->state_free(s);
}

/* Three men's morris: a line wins at once, nothing is removed. */
static void line_wins(void **st)
{
	mor_state *s = state("three-mens-morris");
	diag d;
	(void)st;
	assert_int_equal(play(s, "a1", &d), 0);
	assert_int_equal(play(s, "b1", &d), 0);
	assert_int_equal(play(s, "b2", &d), 0);
	assert_int_equal(play(s, "c1", &d), 0);
	assert_int_equal(play(s, "c3", &d), 0);
	assert_true(s->base.out.over);
	assert_string_equal(s->base.out.termination, "line");
	assert_int_equal(s->base.out.result, RES_WHITE);
	assert_int_not_equal(play(s, "a2", &d), 0);
	assert_string_equal(d.code, "game-over");
	free_state(s);
}

/* Lasker: a side with pieces in hand may slide, but never fly. */
static void lasker(void **st)
{
	mor_state *s = state("lasker");
	diag d;
	(void)st;
	assert_int_equal(play(s, "a7", &d), 0);
	assert_int_equal(play(s, "g1", &d), 0);
	assert_int_equal(play(s, "a7-d7", &d), 0);
	assert_int_equal(play(s, "g1-a1", &d), -1);
	assert_string_equal(d.code, "not-adjacent");
	free_state(s);
}

static int count_actions(const mor_state *s)
{
	static mor_move mv[MOR_MAXACTS];
	return mor_actions(s, mv, MOR_MAXACTS);
}

/* A board of 81 points and 288 mills (grid-9): the referee computes in two
 * words a set, and mills, removals and moves on points past the 64th (the
 * two lowest ranks) are judged as on any board. */
static void wide_board(void **st)
{
	mor_state *s = state_at("tests/data/morris/wide/grid-9-test.yaml");
	diag d;
	(void)st;
	assert_true(s->r->wide);
	assert_int_equal(count_actions(s), 81);
	assert_int_equal(play(s, "i1", &d), 0);
	assert_int_equal(count_actions(s), 80);
	/* a row in the second word, then a square across both ends of it */
	setup_pos(s, "a1 b1", "e5 h9", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 5;
	assert_int_equal(play(s, "c1", &d), 0);
	assert_int_equal(s->owe, 1);
	assert_int_equal(count_actions(s), 2);
	assert_int_not_equal(play(s, "xb1", &d), 0);
	assert_string_equal(d.code, "not-removable");
	assert_int_equal(play(s, "xh9", &d), 0);
	setup_pos(s, "h1 i1 h2 b3 c3", "g1 g2 g3 a9 d9", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 5;
	assert_int_equal(play(s, "i2xa9", &d), 0); /* the square h1 i1 i2 h2 */
	assert_int_equal(play(s, "a1", &d), 0);
	assert_int_equal(play(s, "d3xg2", &d), -1); /* g1 g2 g3 stand in a mill */
	assert_string_equal(d.code, "protected");
	setup_pos(s, "h1 i1 h2 b3 c3", "g1 g2 g3 a9 d9", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 5;
	assert_int_equal(play(s, "d3xd9", &d), 0);
	assert_int_equal(MOR_COUNT(s->pos, BLACK), 4);
	/* moving: a1 to a2 or b1, i1 to h1 or i2, e9 three ways, f8 four */
	setup_pos(s, "a1 i1 e9 f8", "e5 f5 g5 c3", WHITE);
	assert_int_equal(count_actions(s), 2 + 2 + 3 + 4);
	assert_int_equal(play(s, "i1-i2", &d), 0);
	assert_int_equal(play(s, "c3-c2", &d), 0);
	assert_int_equal(play(s, "i2-h1", &d), -1);
	assert_string_equal(d.code, "not-adjacent");
	/* the same position a third time is a draw: the ninth ply repeats the
	 * first a third time */
	setup_pos(s, "a1 i1 e9 f8", "e5 f5 g5 c3", WHITE);
	for (int i = 0; i < 2; i++) {
		assert_int_equal(play(s, "a1-b1", &d), 0);
		assert_int_equal(play(s, "c3-c2", &d), 0);
		assert_int_equal(play(s, "b1-a1", &d), 0);
		assert_int_equal(play(s, "c2-c3", &d), 0);
	}
	assert_false(s->base.out.over);
	assert_int_equal(play(s, "a1-b1", &d), 0);
	assert_true(s->base.out.over);
	assert_string_equal(s->base.out.termination, "repetition");
	/* flying with 3: every piece to every empty point */
	setup_pos(s, "a1 b2 c3", "e5 f5 g5 c2", WHITE);
	assert_int_equal(count_actions(s), 3 * (81 - 7));
	assert_int_equal(play(s, "a1-i1", &d), 0);
	assert_false(s->base.out.over);
	free_state(s);
	/* a wide board with none of the rare rules: the lean referee in two
	 * words a set, whose steps make a mill and its removal as one */
	s = state("xanan-zirge");
	assert_true(s->r->wide && s->r->lean && s->r->mill_one);
	assert_ptr_equal(s->eng, &mor_engine_lean_one_w2);
	assert_int_equal(count_actions(s), 81);
	free_state(s);
}

/* Strict protection (from_mills: never): with every black piece in a mill,
 * white's mill removes nothing and black moves next; with one free, only it
 * may go. The standard rule takes any piece when all are in mills. */
static void strict_protection(void **st)
{
	mor_state *s = state("gamesman-9mm-strict");
	diag d;
	(void)st;
	assert_true(s->r->lean); /* met at removals alone: the lean referee has it */
	setup_pos(s, "a1 d1 b4 c4", "a7 d7 g7", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 3;
	assert_int_equal(play(s, "g1xa7", &d), -1);
	assert_string_equal(d.code, "no-removal");
	setup_pos(s, "a1 d1 b4 c4", "a7 d7 g7", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 3;
	assert_int_equal(play(s, "g1", &d), 0); /* a mill, and nothing to remove */
	assert_int_equal(s->owe, 0);
	assert_int_equal(s->side, BLACK);
	assert_int_equal(count_actions(s), 24 - 8); /* black places */
	setup_pos(s, "a1 d1 b4 c4", "a7 d7 g7 g4", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 3;
	assert_int_equal(play(s, "a4", &d), 0); /* b4 c4 a4: a mill */
	assert_int_equal(count_actions(s), 1); /* only g4 is free */
	assert_int_equal(play(s, "xa7", &d), -1);
	assert_string_equal(d.code, "protected");
	free_state(s);
	s = state("gamesman-9mm");
	assert_true(s->r->lean);
	setup_pos(s, "a1 d1 b4 c4", "a7 d7 g7", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 3;
	assert_int_equal(play(s, "g1", &d), 0);
	assert_int_equal(count_actions(s), 3); /* all in mills: any */
	free_state(s);
}

/* Flying counted on the board and in hand, or on the board alone with any
 * hand (GamesmanOne's Lasker rules), against arbiter's Lasker (own hand). */
static void flying_count(void **st)
{
	mor_state *s = state("gamesman-lasker-on-board");
	diag d;
	(void)st;
	assert_int_equal(count_actions(s), 24);
	assert_int_equal(play(s, "a7", &d), 0);
	assert_int_equal(play(s, "g1", &d), 0);
	assert_int_equal(count_actions(s), 22 + 22); /* a7 flies: 3 on the board or fewer */
	assert_int_equal(play(s, "a7-e4", &d), 0);
	free_state(s);
	s = state("gamesman-lasker-remaining");
	assert_int_equal(play(s, "a7", &d), 0);
	assert_int_equal(play(s, "g1", &d), 0);
	assert_int_equal(count_actions(s), 22 + 2); /* 10 pieces remain: it steps */
	assert_int_equal(play(s, "a7-e4", &d), -1);
	assert_string_equal(d.code, "not-adjacent");
	setup_pos(s, "a7 d7", "g1 d1 a1 b2", WHITE);
	s->hand[WHITE] = 1; /* 2 on the board and 1 in hand: it flies, hand or not */
	s->hand[BLACK] = 4;
	assert_int_equal(count_actions(s), 18 + 2 * 18);
	assert_int_equal(play(s, "a7-e4", &d), 0);
	free_state(s);
	s = state("lasker");
	setup_pos(s, "a7 d7", "g1 d1 a1 b2", WHITE);
	s->hand[WHITE] = 1;
	s->hand[BLACK] = 4;
	assert_int_equal(count_actions(s), 18 + 3); /* a7: a4; d7: g7, d6 */
	free_state(s);
}

/* A forced first point (Katsela), points where nothing is placed (Jeson
 * Zam's centre, Picaria's middle). */
static void placing_points(void **st)
{
	mor_state *s = state("katsela");
	diag d;
	(void)st;
	assert_int_equal(count_actions(s), 1);
	assert_int_equal(play(s, "a1", &d), -1);
	assert_string_equal(d.code, "first-point");
	mor_reset(s, NOT_ALGEBRAIC);
	assert_int_equal(play(s, "b2", &d), 0);
	assert_int_equal(count_actions(s), 8);
	free_state(s);
	s = state("jeson-zam");
	assert_int_equal(count_actions(s), 19 - 1);
	assert_int_equal(play(s, "e5", &d), -1);
	assert_string_equal(d.code, "forbidden-point");
	free_state(s);
	s = state("picaria-zaslavsky-2");
	assert_int_equal(count_actions(s), 13 - 1);
	setup_pos(s, "a1 b2 d2", "a5 e1 c1", WHITE); /* moved there, c3 is fine */
	assert_int_equal(play(s, "d2-c3", &d), 0);
	assert_true(s->base.out.over); /* a1 b2 c3 */
	free_state(s);
}

/* Placing only: once both hands are empty no one can move, a draw. */
static void placing_only(void **st)
{
	static const char *const moves[] = { "a1", "b2", "c3", "a3", "c1", "b1" };
	mor_state *s = state("alquerque-de-tres");
	diag d;
	(void)st;
	for (int i = 0; i < 6; i++) {
		assert_false(s->base.out.over);
		assert_int_equal(count_actions(s), 9 - i);
		assert_int_equal(play(s, moves[i], &d), 0);
	}
	assert_true(s->base.out.over); /* no line: b2 a3 b1 and a1 c3 c1 */
	assert_int_equal(s->base.out.result, RES_DRAW);
	assert_string_equal(s->base.out.termination, "hands-empty");
	assert_string_equal(s->base.out.why, "both hands are empty, and pieces do not move");
	free_state(s);
	s = state_at("tests/data/morris/rules/placing-only-blocked-loses.yaml");
	for (int i = 0; i < 6; i++)
		assert_int_equal(play(s, moves[i], &d), 0);
	assert_int_equal(s->base.out.result, RES_DRAW); /* not white's loss */
	assert_string_equal(s->base.out.termination, "hands-empty");
	free_state(s);
	s = state("ngrin");
	assert_int_equal(count_actions(s), 1);
	assert_int_equal(play(s, "b2", &d), 0);
	assert_int_equal(count_actions(s), 8);
	free_state(s);
}

/* A start position, and the home row that is no line (Tant Fant). */
static void start_position(void **st)
{
	mor_state *s = state("tant-fant");
	diag d;
	(void)st;
	assert_true(s->r->lean); /* begun from its start by the lean referee */
	assert_int_equal(s->hand[WHITE], 0);
	assert_int_equal(MOR_COUNT(s->pos, WHITE), 3);
	assert_int_equal(count_actions(s), 5); /* a1: a2, b2; b1: b2; c1: c2, b2 */
	assert_int_equal(play(s, "b1-b2", &d), 0);
	assert_int_equal(play(s, "a3-a2", &d), 0);
	assert_int_equal(play(s, "b2-b1", &d), 0); /* home again: no line */
	assert_false(s->base.out.over);
	free_state(s);
	s = state_at("tests/data/morris/rules/tant-fant-home-counts.yaml");
	assert_int_equal(play(s, "b1-b2", &d), 0);
	assert_int_equal(play(s, "a3-a2", &d), 0);
	assert_int_equal(play(s, "b2-b1", &d), 0);
	assert_true(s->base.out.over);
	assert_int_equal(s->base.out.result, RES_WHITE);
	free_state(s);
	/* Shisima.lud puts player 1, who moves first, on its points 1 8 7:
	 * b6 d7 f6, the top of the wheel. */
	/* where mills remove, a home line is a rare rule (a piece's
	 * protection asks it): the referee of every rule */
	s = state_at("tests/data/morris/rules/tant-fant-removes.yaml");
	assert_false(s->r->lean);
	assert_true(s->r->placing_steps);
	free_state(s);
	s = state("shisima");
	assert_true(s->r->lean); /* begun from its start by the lean referee */
	assert_int_equal(count_actions(s), 5); /* b6: a4, d4; d7: d4; f6: g4, d4 */
	assert_int_equal(play(s, "d1-d4", &d), -1); /* d1 is black's */
	assert_int_equal(play(s, "d7-d4", &d), 0);
	assert_int_equal(play(s, "d1-f2", &d), -1);
	assert_int_equal(play(s, "b2-a4", &d), 0);
	free_state(s);
}

/* Exact mills: four of a side along a midline of four make no mill. */
static void exact_mills(void **st)
{
	mor_state *s = state_at("tests/data/morris/rules/exact-mills-lean.yaml");
	diag d;
	(void)st;
	assert_true(s->r->lean); /* met at a mill alone: the lean referee has it */
	setup_pos(s, "e9 e8", "a1 i1", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 5;
	assert_int_equal(play(s, "e7", &d), 0); /* e9 e8 e7 */
	assert_int_equal(s->owe, 1);
	setup_pos(s, "e9 e8 e6", "a1 i1", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 5;
	assert_int_equal(play(s, "e7", &d), 0); /* four in a row: no mill */
	assert_int_equal(s->owe, 0);
	assert_int_equal(s->side, BLACK);
	free_state(s);
	s = state("twelve-mens-morris-board-game-geek");
	s->eng = &mor_engine_w1; /* the referee of every rule */
	setup_pos(s, "e9 e8 e6", "a1 i1", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 5;
	assert_int_equal(play(s, "e7", &d), 0);
	assert_int_equal(s->owe, 0);
	setup_pos(s, "e9 e8", "a1 i1", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 5;
	assert_int_equal(play(s, "e7", &d), 0);
	assert_int_equal(s->owe, 1);
	free_state(s);
	s = state("altan-xaraacaj");
	setup_pos(s, "a1 b1 d1", "a5 e5", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 3;
	assert_int_equal(play(s, "c1", &d), 0);
	assert_int_equal(s->owe, 0);
	setup_pos(s, "a1 b1 e1", "a5 e5", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 3;
	assert_int_equal(play(s, "c1", &d), 0);
	assert_int_equal(s->owe, 1);
	free_state(s);
}

/* Misère: the side reduced to two pieces wins. */
static void misere(void **st)
{
	mor_state *s = state("gamesman-9mm-misere");
	diag d;
	(void)st;
	assert_true(s->r->lean); /* met at the game's end alone: the lean referee has it */
	setup_pos(s, "a7 g7 d6", "g1 d1 f2", WHITE);
	assert_int_equal(play(s, "d6-d7", &d), 0);
	assert_int_equal(play(s, "xg1", &d), 0);
	assert_true(s->base.out.over);
	assert_string_equal(s->base.out.termination, "fewer-pieces");
	assert_int_equal(s->base.out.result, RES_BLACK);
	/* the reason, and the reversed win added to it in words */
	assert_string_equal(s->base.out.why, "black has 2 pieces left, fewer than 3; misère: black wins");
	free_state(s);
}

/* The game's length: OpenSpiel's 200 plies, then a draw. */
static void game_limit(void **st)
{
	mor_state *s = state("openspiel-nine-mens-morris");
	diag d;
	(void)st;
	setup_pos(s, "a7 d7 g4 b4", "g1 d1 a1 f2", WHITE);
	s->base.plies = 198;
	assert_int_equal(play(s, "a7-a4", &d), 0);
	assert_false(s->base.out.over);
	assert_int_equal(play(s, "g1-g4", &d), -1); /* g4 is white's */
	mor_reset(s, NOT_ALGEBRAIC);
	setup_pos(s, "a7 d7 g4 b4", "g1 d1 a1 f2", WHITE);
	s->base.plies = 198;
	assert_int_equal(play(s, "a7-a4", &d), 0);
	assert_int_equal(play(s, "f2-f4", &d), 0);
	assert_true(s->base.out.over);
	assert_string_equal(s->base.out.termination, "game-limit");
	assert_int_equal(s->base.out.result, RES_DRAW);
	assert_string_equal(s->base.out.why, "200 plies, the longest a game may last");
	free_state(s);
}

/* Mulabalaba: a piece on an outer corner flies, others step. */
static void corner_flying(void **st)
{
	mor_state *s = state("mulabalaba");
	diag d;
	(void)st;
	setup_pos(s, "a7 d6", "g1 d1", WHITE);
	assert_int_equal(count_actions(s), 20 + 4); /* a7 anywhere; d6: d7 b6 f6 d5 */
	assert_int_equal(play(s, "a7-e4", &d), 0);
	assert_int_equal(play(s, "d1-d3", &d), -1);
	assert_string_equal(d.code, "not-adjacent");
	mor_reset(s, NOT_ALGEBRAIC);
	setup_pos(s, "a7 d6", "g1 d1", BLACK);
	assert_int_equal(play(s, "g1-a4", &d), 0);
	free_state(s);
}

/* Triodi of Chios: a piece between two opposing ones does not move. */
static void flanked(void **st)
{
	mor_state *s = state("triodi-chios");
	diag d;
	(void)st;
	setup_pos(s, "b2 c3 c1", "a2 c2 a1", WHITE);
	assert_int_equal(count_actions(s), 2); /* c3: b3; c1: b1; b2 pinned */
	assert_int_equal(play(s, "b2-b3", &d), -1);
	assert_string_equal(d.code, "pinned");
	setup_pos(s, "b2 c3 c1", "a2 c2 a1", WHITE);
	assert_int_equal(play(s, "c3-b3", &d), 0);
	free_state(s);
}

/* Niranchy: the first side wins only by blocking, the second only with a
 * line; nothing is removed. */
static void asymmetric_goals(void **st)
{
	mor_state *s = state("niranchy");
	diag d;
	(void)st;
	setup_pos(s, "a7 d7", "a1 d1", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 5;
	assert_int_equal(play(s, "g7", &d), 0); /* white's line: nothing */
	assert_false(s->base.out.over);
	assert_int_equal(s->owe, 0);
	assert_int_equal(play(s, "g1", &d), 0); /* black's line wins */
	assert_true(s->base.out.over);
	assert_int_equal(s->base.out.result, RES_BLACK);
	assert_string_equal(s->base.out.termination, "line");
	/* white shuts black's last piece in: white wins, black to move or not */
	setup_pos(s, "d7 a4 d6", "a7", WHITE);
	assert_int_equal(play(s, "d6-d5", &d), 0);
	assert_false(s->base.out.over); /* a7 still has b6 */
	setup_pos(s, "d7 a4 d6", "a7", WHITE);
	assert_int_equal(play(s, "d6-b6", &d), 0);
	assert_true(s->base.out.over);
	assert_int_equal(s->base.out.result, RES_WHITE);
	assert_string_equal(s->base.out.termination, "blocked");
	/* white shut in, black to move: white passes, the game goes on */
	setup_pos(s, "a7", "d7 a4 d6 g1", BLACK);
	assert_int_equal(play(s, "d6-b6", &d), 0);
	assert_false(s->base.out.over);
	assert_int_equal(count_actions(s), 1);
	assert_int_equal(play(s, "p", &d), 0);
	setup_pos(s, "d7 a4 f2", "a7", WHITE);
	assert_int_equal(play(s, "f2-b6", &d), -1); /* no flying */
	free_state(s);
}

/* xorshift64*, for the random games below: the same on every machine. */
static uint64_t next_rand(uint64_t *x)
{
	*x ^= *x >> 12;
	*x ^= *x << 25;
	*x ^= *x >> 27;
	return *x * 2685821657736338717ULL;
}

/* The bytes between words of a flat line (formats/flat.c's between). */
static const unsigned char blanks[256] = { [' '] = 1, ['\t'] = 1, [','] = 1, [';'] = 1,
					   ['\r'] = 1, ['\n'] = 1 };

/* One word as the referee's usual path plays it (the notation's decode,
 * no player said, then play): 0, or not 0 refused (runs.h's unit_word). */
static int openspiel_word(void *st, const char *w, size_t n, diag *d)
{
	mor_move m;

	return mor_decode(st, NOT_OPENSPIEL, w, n, &m, d) < 0 || mor_play(st, &m, d);
}

static void same_morris_position(const mor_state *a, const mor_state *b)
{
	assert_memory_equal(a->pos, b->pos, sizeof a->pos);
	assert_memory_equal(a->men, b->men, sizeof a->men);
	assert_memory_equal(a->hand, b->hand, sizeof a->hand);
	assert_int_equal(a->side, b->side);
	assert_int_equal(a->owe, b->owe);
	assert_int_equal(a->base.plies, b->base.plies);
	assert_int_equal(a->base.ply_parts, b->base.ply_parts);
	assert_int_equal(a->base.refused_next, b->base.refused_next);
	assert_int_equal(a->base.out.over, b->base.out.over);
}

/* OpenSpiel's numbers' run (mor_run_openspiel) against the words played
 * one by one: random games written in the numbers, one in three as played,
 * the others with a word in 30 changed to another number (often illegal:
 * a slide where a removal is owed among them) or to a word that is no
 * plain number, blanks of every kind between, or OpenSpiel's ", " (which
 * the run passes at once) with now and then a blank more, under six rule
 * sets (one lean, and the 81 points of xanan-zirge among them), the run's
 * steps played by the referee's loop and then by mor_play
 * (mor_steps_by_play). The run goes on the usual way from where it stops;
 * both end in the same position, or refuse the same word for the same
 * reason. */
static void openspiel_run(void **st)
{
	static const char *const rules[] = { "nine-mens-morris", "openspiel-nine-mens-morris",
					     "twelve-mens-morris", "lasker", "morabaraba",
					     "xanan-zirge" };
	static const char *const odd[] = { "600", "x", "05", "0000005", "1234567", "a1",
					   "3x", "99999999999", "-4", "575" };
	static const char between_words[] = " ,;\t";
	static mor_move acts[MOR_MAXACTS];
	uint64_t rng = 26;
	unit_run_counts c = { 0 };
	(void)st;
	assert_ptr_equal(var_find(reg, "nine-mens-morris", &(diag){ 0 })
				 ->game->notations[NOT_OPENSPIEL].run,
			 mor_run_openspiel);
	for (size_t r = 0; r < 2 * sizeof rules / sizeof rules[0]; r++) {
		/* the second time, the run's steps played by mor_play */
		mor_steps_by_play = r >= sizeof rules / sizeof rules[0];
		for (int game_no = 0; game_no < 300; game_no++) {
			const char *name = rules[r % (sizeof rules / sizeof rules[0])];
			mor_state *a = state(name), *b = state(name), *ref = state(name);
			char text[4096];
			size_t len = 0, at_a = SIZE_MAX, at_b = SIZE_MAX;
			diag da, db;
			int got_a, got_b;
			uint64_t odds = game_no % 3 ? 30 : UINT64_MAX;
			mor_reset(a, NOT_OPENSPIEL);
			mor_reset(b, NOT_OPENSPIEL);
			mor_reset(ref, NOT_OPENSPIEL);
			/* a line: the actions of a game played on ref, some changed */
			for (int k = 0; k < 300 && len < sizeof text - 32 && !ref->base.out.over; k++) {
				uint64_t roll = next_rand(&rng);
				int n = mor_actions(ref, acts, MOR_MAXACTS);
				char word[24];
				if (n <= 0)
					break;
				if (roll % odds == 0) {
					snprintf(word, sizeof word, "%s", odd[roll / 30 % 10]);
				} else if (roll % odds == 1) {
					snprintf(word, sizeof word, "%u", (unsigned)(roll / 30 % 600));
				} else {
					buf out = { 0 };
					const mor_move *mv = &acts[roll / 30 % (uint64_t)n];
					if (mv->kind == MV_PASS) /* no number writes it: the line ends */
						break;
					assert_int_equal(mor_encode(ref, NOT_OPENSPIEL, mv, &out), 0);
					snprintf(word, sizeof word, "%.*s", (int)out.len, out.p);
					buf_free(&out);
					assert_int_equal(mor_play(ref, mv, &da), 0);
				}
				/* OpenSpiel's ", " in half the games (a blank more after
				 * it now and then), blanks of every kind in the others */
				if (k && game_no % 2 && (roll >> 20) % 6) {
					text[len++] = ',', text[len++] = ' ';
					if ((roll >> 23) % 5 == 0)
						text[len++] = between_words[(roll >> 26) % 4];
				} else {
					for (int sp = k ? 1 + (int)((roll >> 20) % 3) : 0; sp > 0; sp--)
						text[len++] = between_words[(roll >> (24 + 2 * sp)) % 4];
				}
				len += (size_t)snprintf(text + len, sizeof text - len, "%s", word);
			}
			/* a word that is no plain number last, sometimes, and blanks */
			if (game_no % 4 == 3)
				len += (size_t)snprintf(text + len, sizeof text - len, " %s",
							odd[game_no / 4 % 10]);
			if (game_no % 5 == 1)
				text[len++] = ' ';
			diag_clear(&da);
			diag_clear(&db);
			/* the run, and the usual path from where it stops */
			got_a = unit_run_line(a, mor_run_openspiel, openspiel_word, blanks, text, len,
					      &at_a, &da, &c);
			got_b = unit_words(b, openspiel_word, blanks, text, 0, len, &at_b, &db);
			unit_same_end(got_a, got_b, at_a, at_b, &da, &db);
			same_morris_position(a, b);
			free_state(a);
			free_state(b);
			free_state(ref);
		}
	}
	mor_steps_by_play = 0;
	/* every way a run ends was met */
	print_message("openspiel_run: %d stops, %d refusals, %d runs whole\n", c.stops,
		      c.refusals, c.whole);
	assert_true(c.stops > 100);
	assert_true(c.refusals > 100);
	assert_true(c.whole > 100);
}

/* One word of the algebraic squares as the referee's usual path plays it
 * (the notation's decode, no player said, then the game's play, which
 * plays a move with removals by mor_play_removals): 0, or not 0 refused. */
static int squares_word(void *st, const char *w, size_t n, diag *d)
{
	mor_move m;

	if (mor_decode(st, NOT_ALGEBRAIC, w, n, &m, d) < 0)
		return 1;
	return m.nrem ? mor_play_removals(st, &m, d) : mor_play(st, &m, d);
}

/* The algebraic squares' run (mor_run_squares) against the words played
 * one by one: random games of up to 300 words (runs of more than 64
 * steps) under eight rule sets (lean ones, Lasker's slides while placing,
 * morabaraba's mill and removal made as one, three men's morris, the 81
 * points of xanan-zirge, OpenSpiel's game length and shax's rules, whose
 * steps mor_play plays), written with each removal glued to its move
 * (d6-d5xd7) in half the games and as a word of its own (xd7) in the
 * others; one word in 20 changed: to any square (a placement, often
 * where a removal is owed), any slide, any removal (often where none is
 * owed), the word with a removal glued that it does not owe, or a word
 * the run does not take (a pass, d6:d5, capitals, xd7xa1, ...); blanks of
 * every kind between, and now and then such a word last. The run goes on
 * the usual way from where it stops, its steps played by the referee's
 * loop and then by mor_play (mor_steps_by_play); both end in the same
 * position, or refuse the same word for the same reason. */
static void squares_run(void **st)
{
	static const char *const rules[] = { "nine-mens-morris", "three-mens-morris", "lasker",
					     "morabaraba", "twelve-mens-morris", "xanan-zirge",
					     "openspiel-nine-mens-morris", "shax" };
	static const char *const odd[] = { "p", "d6:d5", "D6", "xd7xa1", "b2x", "a0", "z9", "b2-",
					   "b2-b", "Xa1", "a1-b2-c3", "12", "xa1-b2", "a11", "x",
					   "B2-A1", "b2xa1x", "d6-d5xa1xa4", "-", "xz9" };
	static const char between_words[] = " ,;\t";
	static mor_move acts[MOR_MAXACTS];
	static char words[300][40];
	uint64_t rng = 47;
	unit_run_counts c = { 0 };
	int glued_words = 0;
	(void)st;
	assert_ptr_equal(var_find(reg, "nine-mens-morris", &(diag){ 0 })
				 ->game->notations[NOT_ALGEBRAIC].run,
			 mor_run_squares);
	for (size_t r = 0; r < 2 * sizeof rules / sizeof rules[0]; r++) {
		/* the second time, the run's steps played by mor_play */
		mor_steps_by_play = r >= sizeof rules / sizeof rules[0];
		for (int game_no = 0; game_no < 150; game_no++) {
			const char *name = rules[r % (sizeof rules / sizeof rules[0])];
			mor_state *a = state(name), *b = state(name), *ref = state(name);
			const mor_board *bd = &ref->r->b;
			char text[300 * 44];
			size_t len = 0, at_a = SIZE_MAX, at_b = SIZE_MAX;
			diag da, db;
			int got_a, got_b, n = 0, glued = 0;
			mor_reset(ref, NOT_ALGEBRAIC);
			/* the words of a game played on ref */
			while (n < 300 && !ref->base.out.over) {
				int k = mor_actions(ref, acts, MOR_MAXACTS);
				const mor_move *mv;
				buf out = { 0 };
				if (k <= 0)
					break;
				mv = &acts[next_rand(&rng) % (uint64_t)k];
				assert_int_equal(mor_encode(ref, NOT_ALGEBRAIC, mv, &out), 0);
				snprintf(words[n++], sizeof words[0], "%.*s", (int)out.len, out.p);
				buf_free(&out);
				assert_int_equal(mor_play(ref, mv, &da), 0);
			}
			/* half the games: each removal glued to the word before it */
			for (int i = 0; i < n; i++)
				if (game_no % 2 && words[i][0] == 'x' && glued &&
				    strlen(words[glued - 1]) + strlen(words[i]) < sizeof words[0])
					strcat(words[glued - 1], words[i]), glued_words++;
				else
					memmove(words[glued++], words[i], sizeof words[0]);
			n = glued;
			for (int i = 0; i < n; i++) {
				uint64_t roll = next_rand(&rng);
				const char *p = bd->name[roll / 20 % (uint64_t)bd->n];
				const char *q = bd->name[roll / 2000 % (uint64_t)bd->n];
				if (roll % 20 || i == 0)
					continue;
				switch (roll / 400000 % 5) {
				case 0:
					snprintf(words[i], sizeof words[0], "%s", p);
					break;
				case 1:
					snprintf(words[i], sizeof words[0], "%s-%s", p, q);
					break;
				case 2:
					snprintf(words[i], sizeof words[0], "x%s", p);
					break;
				case 3:
					if (strlen(words[i]) + 4 < sizeof words[0])
						strcat(strcat(words[i], "x"), p);
					break;
				default:
					snprintf(words[i], sizeof words[0], "%s", odd[roll / 7 % 20]);
				}
			}
			for (int i = 0; i < n; i++) {
				uint64_t roll = next_rand(&rng);
				for (int sp = i ? 1 + (int)(roll % 3 == 0) : (int)(roll % 7 == 0); sp > 0; sp--)
					text[len++] = between_words[(roll >> (8 + 2 * sp)) % 4];
				len += (size_t)snprintf(text + len, sizeof text - len, "%s", words[i]);
			}
			if (game_no % 4 == 3)
				len += (size_t)snprintf(text + len, sizeof text - len, " %s",
							odd[game_no / 4 % 20]);
			if (game_no % 5 == 1)
				text[len++] = '\t';
			mor_reset(a, NOT_ALGEBRAIC);
			mor_reset(b, NOT_ALGEBRAIC);
			diag_clear(&da);
			diag_clear(&db);
			/* the run, and the usual path from where it stops */
			got_a = unit_run_line(a, mor_run_squares, squares_word, blanks, text, len, &at_a,
					      &da, &c);
			got_b = unit_words(b, squares_word, blanks, text, 0, len, &at_b, &db);
			unit_same_end(got_a, got_b, at_a, at_b, &da, &db);
			same_morris_position(a, b);
			free_state(a);
			free_state(b);
			free_state(ref);
		}
	}
	mor_steps_by_play = 0;
	print_message("squares_run: %d stops, %d refusals, %d runs whole, %d removals glued\n",
		      c.stops, c.refusals, c.whole, glued_words);
	assert_true(c.stops > 300);
	assert_true(c.refusals > 300);
	assert_true(c.whole > 100);
	assert_true(glued_words > 1000);
}

/* Where a removal is owed, the referee takes a piece exactly when the
 * actions list it: play judges one point (removable_at, the mills through
 * that point), actions the whole set (removable). */
static void removals_agree(mor_state *s, const mor_move *acts, int n)
{
	mor_state t = { 0 };
	diag d;

	for (int p = 0; p < s->r->b.n; p++) {
		mor_move m = { .kind = MV_REMOVE, .from = -1, .to = -1, .nrem = 1, .rem = { (int8_t)p } };
		int listed = 0;
		for (int i = 0; i < n; i++)
			listed |= acts[i].kind == MV_REMOVE && acts[i].rem[0] == p;
		assert_int_equal(mor_copy(&t, s), 0);
		if ((mor_play(&t, &m, &d) == 0) != listed)
			fail_msg("removing %s: play %s it, actions %s", s->r->b.name[p],
				 listed ? "refuses" : "takes", listed ? "list it" : "do not");
	}
	free(t.hist);
}

/* Random games under every morris rule set: each side's count of pieces
 * (men) follows its set of points through every kind of move, removal,
 * capture and cancellation, and the removals played agree with those
 * listed. */
static void one_rule_set(variant *v, void *arg)
{
	static mor_move acts[MOR_MAXACTS];
	uint64_t *rng = arg;
	mor_state *s;
	diag d;

	if (strcmp(v->game->name, "morris") != 0)
		return;
	s = v->game->state_new(v->rules);
	for (int g = 0; g < 4; g++) {
		mor_reset(s, NOT_ALGEBRAIC);
		for (int ply = 0; ply < 300 && !s->base.out.over; ply++) {
			int n = mor_actions(s, acts, MOR_MAXACTS);
			if (n == 0)
				break;
			if (acts[0].kind == MV_REMOVE)
				removals_agree(s, acts, n);
			if (mor_play(s, &acts[next_rand(rng) % (uint64_t)n], &d))
				fail_msg("%s: the referee refused its own action: %s", v->name, d.msg);
			for (int side = WHITE; side <= BLACK; side++)
				if (s->men[side] != MOR_COUNT(s->pos, side))
					fail_msg("%s: %d pieces counted, %d on the board", v->name,
						 s->men[side], MOR_COUNT(s->pos, side));
		}
	}
	v->game->state_free(s);
}

static void counts_follow_the_board(void **st)
{
	uint64_t rng = 42;
	(void)st;
	var_each(reg, one_rule_set, &rng, NULL);
}

/* What the lean referee and the referee of every rule must agree on after
 * a ply: the position, the counters, what is owed, and the game's end. */
static void same_ply(const char *name, int ply, const mor_state *a, const mor_state *b)
{
	if (memcmp(a->pos, b->pos, sizeof a->pos) || memcmp(a->men, b->men, sizeof a->men) ||
	    memcmp(a->hand, b->hand, sizeof a->hand) || a->side != b->side ||
	    a->owe != b->owe || a->owe_kind != b->owe_kind || a->nqueue != b->nqueue ||
	    a->closed != b->closed || a->reused != b->reused || a->quiet != b->quiet ||
	    a->base.plies != b->base.plies || a->base.ply_parts != b->base.ply_parts ||
	    a->base.refused_next != b->base.refused_next || a->nhist != b->nhist ||
	    a->maybe_again != b->maybe_again ||
	    memcmp(a->last_from, b->last_from, sizeof a->last_from) ||
	    memcmp(a->last_to, b->last_to, sizeof a->last_to) ||
	    memcmp(a->dead, b->dead, sizeof a->dead) || memcmp(a->open, b->open, sizeof a->open) ||
	    memcmp(a->ncool, b->ncool, sizeof a->ncool) ||
	    memcmp(a->cool[WHITE], b->cool[WHITE], (size_t)a->ncool[WHITE] * sizeof *a->cool[0]) ||
	    memcmp(a->cool[BLACK], b->cool[BLACK], (size_t)a->ncool[BLACK] * sizeof *a->cool[0]) ||
	    (a->owe && (a->mill_from != b->mill_from || a->mill_to != b->mill_to)) ||
	    (a->r->blocked == BLK_UNBLOCK && (a->moved != b->moved || a->unblock != b->unblock)))
		fail_msg("%s, ply %d: the lean referee's state is not the other's", name, ply);
	if (a->base.out.over != b->base.out.over || a->base.out.result != b->base.out.result ||
	    (a->base.out.over && (strcmp(a->base.out.termination, b->base.out.termination) ||
				  strcmp(a->base.out.why, b->base.out.why))))
		fail_msg("%s, ply %d: the lean referee ends '%s', the other '%s'", name, ply,
			 a->base.out.over ? a->base.out.why : "", b->base.out.over ? b->base.out.why : "");
}

/* hand_flights: plies of a lean referee where the side to move flies with
 * pieces in hand (flying.hand: any); hand_counted: where it does not, its
 * pieces on the board few enough but not with those in hand
 * (flying.count: board-and-hand), both as the referee of every rule says. */
typedef struct lean_counts {
	uint64_t rng;
	int rule_sets, wide_sets, plies, refusals, hand_flights, hand_counted;
	/* slides whose mill lapsed on a lean referee (engine.c's
	 * mill_lapses): a flying side's, the one that reached the move limit,
	 * and those refused for the removal written with them */
	int lapsed_fly, lapsed_limit, lapsed_refused;
	int marks;   /* plies of a lean referee that mark a piece (lean_marks) */
	int on_dead; /* and its placements tried on a dead point */
	int marks_wide; /* the marks of its instance in two words a set */
} lean_counts;

/* Would the mill the slide m closes in s's position lapse (engine.c's
 * mill_lapses, told again): a flying side's under by_flying: false, the
 * slide that reaches a move limit judged at the slide? 1 the first, 2 the
 * second, 0 neither. */
static int lapses(const mor_state *s, const mor_move *m)
{
	const mor_rules *r = s->r;

	if (m->kind != MV_SLIDE || s->owe)
		return 0;
	if (r->fly_no_mill && (mor_flying(s, s->side) || MOR_HAS(r->fly_from, 0, m->from)))
		return 1;
	return r->limit_at_slide && s->quiet + 1 >= r->limit ? 2 : 0;
}

/* Is eng a lean referee (not one of every rule, whatever its steps)? */
static int is_lean(const mor_engine *eng)
{
	return eng != &mor_engine_w1 && eng != &mor_engine_w2 && eng != &mor_engine_placing &&
	       eng != &mor_engine_placing_w2 && eng != &mor_engine_placing_goal &&
	       eng != &mor_engine_placing_goal_w2;
}

/* Does eng play a run's steps in a lean loop (not one by one by mor_play)? */
static int lean_steps(const mor_engine *eng)
{
	return eng->steps != mor_steps_played && eng->steps != mor_steps_every;
}

/* The dead points of s (a marked piece's, engine_placing.h). */
static int popcount_dead(const mor_state *s)
{
	int n = 0;

	for (int w = 0; w < 2; w++)
		n += __builtin_popcountll(s->dead[w][WHITE]) + __builtin_popcountll(s->dead[w][BLACK]);
	return n;
}

/* One of s's dead points (popcount_dead(s) > 0). */
static int a_dead_point(const mor_state *s)
{
	for (int w = 0; w < 2; w++) {
		uint64_t x = s->dead[w][WHITE] | s->dead[w][BLACK];
		if (x)
			return w * 64 + __builtin_ctzll(x);
	}
	return -1;
}

/* The referee of two words a set that plays as `eng` plays in one. */
static const mor_engine *in_two_words(const mor_engine *eng)
{
	if (eng == &mor_engine_w1)
		return &mor_engine_w2;
	if (eng == &mor_engine_placing)
		return &mor_engine_placing_w2;
	if (eng == &mor_engine_placing_goal)
		return &mor_engine_placing_goal_w2;
	if (eng == &mor_engine_lean)
		return &mor_engine_lean_w2;
	if (eng == &mor_engine_lean_slides)
		return &mor_engine_lean_slides_w2;
	if (eng == &mor_engine_lean_one)
		return &mor_engine_lean_one_w2;
	if (eng == &mor_engine_lean_one_back)
		return &mor_engine_lean_one_back_w2;
	if (eng == &mor_engine_lean_per)
		return &mor_engine_lean_per_w2;
	if (eng == &mor_engine_lean_hand)
		return &mor_engine_lean_hand_w2;
	if (eng == &mor_engine_lean_near)
		return &mor_engine_lean_near_w2;
	for (int k = 0; k <= PLY_KINDS; k++)
		if (eng == &mor_engine_lean_ply[k])
			return &mor_engine_lean_ply_w2[k];
	for (int k = 0; k < 3; k++)
		if (eng == &mor_engine_lean_limit[k])
			return &mor_engine_lean_limit_w2[k];
	if (eng == &mor_engine_marks)
		return &mor_engine_marks_w2;
	if (eng == &mor_engine_marks_one)
		return &mor_engine_marks_one_w2;
	if (eng == &mor_engine_marks_one_back)
		return &mor_engine_marks_one_back_w2;
	if (eng == &mor_engine_marks_per)
		return &mor_engine_marks_per_w2;
	return eng;
}

/* Is eng a lean referee without a ply rule, which has the lean paths of
 * its own (play's quiet moves, mill_slide, mill_place, quiet_remove)? */
static int lean_paths(const mor_engine *eng)
{
	static const mor_engine *const engs[] = {
		&mor_engine_lean,	    &mor_engine_lean_w2,	  &mor_engine_lean_slides,
		&mor_engine_lean_slides_w2, &mor_engine_lean_one,	  &mor_engine_lean_one_w2,
		&mor_engine_lean_one_back,  &mor_engine_lean_one_back_w2, &mor_engine_marks,
		&mor_engine_marks_w2,	    &mor_engine_marks_one,	  &mor_engine_marks_one_w2,
		&mor_engine_marks_one_back, &mor_engine_marks_one_back_w2, &mor_engine_lean_per,
		&mor_engine_lean_per_w2,    &mor_engine_marks_per,	  &mor_engine_marks_per_w2,
		&mor_engine_lean_hand,	    &mor_engine_lean_hand_w2,	  &mor_engine_lean_near,
		&mor_engine_lean_near_w2,
	};

	for (size_t i = 0; i < sizeof engs / sizeof *engs; i++)
		if (eng == engs[i])
			return 1;
	return 0;
}

/* Are the rule set's games played in two words too, on a board of one
 * (lean_games' and steps_games' `wide`)? Where the lean referee plays
 * them from the start: not where it takes over after placing (lean_later,
 * its instance of the board's own size), but for the rule sets that mark
 * (lean_marks), which the marks' instance plays throughout. */
static int wide_too(const mor_rules *r)
{
	return !r->wide && (!r->lean_later || r->lean_marks);
}

/* A rule set's own referee (the lean one, where its rules let it play)
 * against the referee of every rule of its board's size, which has none of
 * the lean one's paths of its own (quiet_slide's, mill_slide's,
 * quiet_place's, mill_place's, quiet_remove's and one_removal's, and the
 * ends of plies made for them), in random games: most plies an action
 * listed, some with the removal its mill owes written with it, some a move
 * made up at random, or a mill's removal of any point written with its
 * move (mostly refused: both refuse it for the same reason, and the game
 * goes on from before it). After every ply both states are
 * compared. `wide`: on a board of one word, the rule set's referee is the
 * one of two words a set instead (whose mills through a point are found
 * otherwise, whole_mills), against the referee of every rule in one word;
 * not where the lean referee takes over after placing, which is of the
 * board's own size (wide_too: but under marks, whose instance plays
 * from the start, in two words too). With quiet_end's look at the side to move's pieces
 * next to `from` made at `to` instead, with its move counter or
 * placed_end's history left alone, with quiet_remove's or one_removal's
 * look at the mills through the piece removed left out, or with
 * mill_slide's or mill_place's mill_from set to `to`, or with
 * removed_end's look at the game's length or at moving again left out,
 * or with quiet_at left past every limit after quiet_judged's first look
 * at them, or with flies' rule for any hand or its count of the hand left
 * out of the lean referee, or its marks (lean_marks: a removal while
 * placing marked, a placement on a dead point refused, the dead points
 * back when placing ends) out of either width of the marks' instance
 * (engine_marks.c, engine_wide_marks.c), this fails: under marks, some of
 * the placements tried are on a dead point. */
static void lean_games(variant *v, lean_counts *c, int wide)
{
	static mor_move acts[MOR_MAXACTS], acts_b[MOR_MAXACTS];
	const mor_engine *full;
	mor_state *a, *b, sa = { 0 }, sb = { 0 }, t = { 0 };
	int lean = 0;

	a = v->game->state_new(v->rules);
	b = v->game->state_new(v->rules);
	full = a->r->wide ? &mor_engine_w2 : &mor_engine_w1;
	/* more games where a game's length ends some, begun near it: a
	 * removal's ply among the plies that reach it; and where a slide's
	 * mill may lapse, for the mills of flying sides and those at the move
	 * limit */
	for (int g = 0; g < (a->r->game_limit ? 300 : a->r->slide_lapses ? 100 : 6); g++) {
		if (wide) /* a fresh state holds no history yet: its type may change */
			a->eng = in_two_words(a->eng);
		mor_reset(a, g % 2 ? NOT_OPENSPIEL : NOT_ALGEBRAIC);
		b->eng = full;
		b->placing_eng = NULL;
		mor_reset(b, g % 2 ? NOT_OPENSPIEL : NOT_ALGEBRAIC);
		if (a->r->game_limit) /* the game's length reached within 120 plies */
			a->base.plies = b->base.plies = a->r->game_limit - 1 - g % 120;
		for (int ply = 0; ply < 400 && !a->base.out.over; ply++) {
			uint64_t roll = next_rand(&c->rng);
			int n, nb;
			/* a move limit judged at the slide: every other game, the
			 * quiet plies after placing and after each removal
			 * begun a few short of it, which the random games seldom
			 * reach by themselves */
			if (a->r->limit_at_slide && g / 2 % 2 && a->quiet == 0 && !a->owe &&
			    !a->hand[WHITE] && !a->hand[BLACK])
				a->quiet = b->quiet = a->r->limit - 1 - (int)(roll >> 60) % 6;
			n = mor_actions(a, acts, MOR_MAXACTS);
			nb = mor_actions(b, acts_b, MOR_MAXACTS);
			mor_move m;
			diag da, db;
			int ra, rb, lean_ply, lapse;
			lean_ply = a->r->lean && !a->r->ply && lean_paths(a->eng);
			lean |= lean_ply;
			if (lean_ply && b->hand[b->side] > 0 && !b->owe) {
				int fly = mor_flying(b, b->side);
				c->hand_flights += fly;
				c->hand_counted += !fly && b->r->fly && b->men[b->side] <= b->r->fly_at &&
						   b->r->fly_count_hand;
			}
			if (n != nb || memcmp(acts, acts_b, (size_t)(n < MOR_MAXACTS ? n : 0) * sizeof *acts))
				fail_msg("%s, ply %d: the referees list other actions", v->name, ply);
			if (n == 0)
				break;
			m = acts[roll % (uint64_t)n];
			if (roll >> 8 & 1 && m.kind != MV_REMOVE) {
				/* the removal its mill owes written with the move */
				int rt;
				assert_int_equal(mor_copy(&t, a), 0);
				rt = mor_play(&t, &m, &da);
				if (!rt && t.owe && !t.base.out.over) {
					int k = mor_actions(&t, acts_b, MOR_MAXACTS);
					if (k > 0 && acts_b[0].kind == MV_REMOVE) {
						m.nrem = 1;
						m.rem[0] = acts_b[(roll >> 16) % (uint64_t)k].rem[0];
					}
					/* or any point: a piece in a mill, one's own */
					if (roll >> 40 & 1) {
						m.nrem = 1;
						m.rem[0] = (int8_t)((roll >> 44) % (uint64_t)a->r->b.n);
					}
				} else if (!rt && t.closed && !t.owe && a->r->slide_lapses) {
					/* a mill that lapsed: a removal written with it all
					 * the same, which both refuse */
					m.nrem = 1;
					m.rem[0] = (int8_t)((roll >> 44) % (uint64_t)a->r->b.n);
				}
			} else if ((roll >> 9) % 6 == 1 && popcount_dead(a) && !a->owe) {
				/* a placement on a dead point (a marked piece's) */
				uint64_t dead = a->dead[0][WHITE] | a->dead[0][BLACK];
				int w = dead ? 0 : 1;
				if (!dead)
					dead = a->dead[1][WHITE] | a->dead[1][BLACK];
				m = (mor_move){ .kind = MV_PLACE, .from = -1,
						.to = (int8_t)(64 * w + __builtin_ctzll(dead)) };
				c->on_dead += lean_ply;
			} else if ((roll >> 9) % 6 == 0) {
				/* a move made up: any points, kinds mixed */
				uint64_t np = (uint64_t)a->r->b.n;
				m = (mor_move){ .kind = (uint8_t)((roll >> 12) % 4),
						.from = (int8_t)((roll >> 16) % np),
						.to = (int8_t)((roll >> 24) % np),
						.nrem = (uint8_t)((roll >> 32) % 3) };
				for (int i = 0; i < m.nrem; i++)
					m.rem[i] = (int8_t)((roll >> (36 + 8 * i)) % (uint64_t)a->r->b.n);
			}
			assert_int_equal(mor_copy(&sa, a), 0);
			assert_int_equal(mor_copy(&sb, b), 0);
			diag_clear(&da);
			diag_clear(&db);
			lapse = is_lean(a->eng) ? lapses(a, &m) : 0;
			ra = mor_play(a, &m, &da);
			rb = mor_play(b, &m, &db);
			if (b->eng != full) { /* the lean referee took over after placing */
				b->eng = full;
				b->placing_eng = NULL;
			}
			if (ra != rb || (ra && (strcmp(da.code, db.code) || strcmp(da.msg, db.msg))))
				fail_msg("%s, ply %d: the lean referee says %d '%s', the other %d '%s'",
					 v->name, ply, ra, ra ? da.msg : "", rb, rb ? db.msg : "");
			same_ply(v->name, ply, a, b);
			c->marks += lean_ply && !ra && popcount_dead(a) > popcount_dead(&sa);
			c->marks_wide += lean_ply && wide && !ra && popcount_dead(a) > popcount_dead(&sa);
			c->plies++;
			/* the mill closed on b, which tells them apart */
			c->lapsed_fly += lapse == 1 && !rb && b->closed;
			c->lapsed_limit += lapse == 2 && !rb && b->closed;
			c->lapsed_refused += lapse && rb && m.nrem &&
					     (strstr(db.msg, "flies:") || strstr(db.msg, "draws before"));
			if (ra) { /* refused: on from before it */
				c->refusals++;
				assert_int_equal(mor_copy(a, &sa), 0);
				assert_int_equal(mor_copy(b, &sb), 0);
			}
		}
	}
	c->rule_sets += lean && !wide;
	c->wide_sets += lean && wide;
	free(sa.hist);
	free(sb.hist);
	free(t.hist);
	v->game->state_free(a);
	v->game->state_free(b);
}

static void one_lean_rule_set(variant *v, void *arg)
{
	lean_counts *c = arg;

	if (strcmp(v->game->name, "morris") != 0)
		return;
	lean_games(v, c, 0);
	if (wide_too(v->rules))
		lean_games(v, c, 1);
}

/* The rule sets of the tests' files that lean_agrees and steps_agree play
 * besides the shipped ones, each by f: rules no shipped rule set combines. */
static void test_rule_sets(void (*f)(variant *, void *), void *arg)
{
	static const char *const files[] = {
		"tests/data/morris/rules/any-hand-flying-placing.yaml",
		"tests/data/morris/rules/capture-flying-lapse.yaml",
		"tests/data/morris/rules/shah-mark-hand.yaml",
		"tests/data/morris/rules/shah-game-limit.yaml",
		"tests/data/morris/rules/shah-captures.yaml",
		"tests/data/morris/rules/shax-cool-misere.yaml",
		"tests/data/morris/rules/jeson-zam-mill-wins.yaml",
		"tests/data/morris/rules/shah-from-hand.yaml",
		"tests/data/morris/rules/nine-part-start.yaml",
		"tests/data/morris/rules/nine-uneven-start.yaml",
		"tests/data/morris/rules/three-start-lasker.yaml",
		"tests/data/morris/rules/tant-fant-removes.yaml",
		"tests/data/morris/rules/forbidden-from-hand.yaml",
		"tests/data/morris/rules/forbidden-per-mill-again.yaml",
		"tests/data/morris/rules/forbidden-no-return.yaml",
		"tests/data/morris/rules/cool-no-return.yaml",
		"tests/data/morris/rules/shah-no-return.yaml",
		"tests/data/morris/rules/pinned-limit.yaml",
		"tests/data/morris/rules/pinned-limit-flying.yaml",
		"tests/data/morris/rules/pinned-blocked-loses.yaml",
		"tests/data/morris/rules/placements-counted.yaml",
	};

	for (size_t i = 0; i < sizeof files / sizeof *files; i++)
		f(variant_at(files[i]), arg);
}

static void lean_agrees(void **st)
{
	lean_counts c = { .rng = 2026 };
	(void)st;
	var_each(reg, one_lean_rule_set, &c, NULL);
	test_rule_sets(one_lean_rule_set, &c);
	print_message("lean_agrees: %d rule sets played lean (%d in two words), %d plies, "
		      "%d refused, %d flying with pieces in hand, %d not for those, %d marks (%d in "
		      "two words), %d placements on a dead point; mills lapsed on a lean referee: "
		      "%d flying, %d at the move limit, %d refused for a removal written\n",
		      c.rule_sets, c.wide_sets, c.plies, c.refusals, c.hand_flights, c.hand_counted,
		      c.marks, c.marks_wide, c.on_dead, c.lapsed_fly, c.lapsed_limit,
		      c.lapsed_refused);
	assert_true(c.rule_sets > 50);
	assert_true(c.wide_sets > 50);
	assert_true(c.refusals > 1000);
	assert_true(c.hand_flights > 500);
	assert_true(c.hand_counted > 200);
	assert_true(c.lapsed_fly > 20);
	assert_true(c.lapsed_limit > 0);
	assert_true(c.lapsed_refused > 10);
	assert_true(c.marks > 50);
	assert_true(c.marks_wide > 20);
	assert_true(c.on_dead > 10);
}

/* A run's steps (morris.h's mor_step) played by the rule set's own
 * referee (mor_play_steps: the lean referee's loop, which makes a quiet
 * slide with no move and no call) and one by one by mor_play
 * (mor_steps_played, what mor_steps_by_play switches to), under every
 * morris rule set, and on the boards of one word by the referee of two
 * words too: random games, a batch of 1 to 70 steps at a time, most of
 * them an action listed (a slide, a placement or a removal as a point,
 * STEP_POINT, or as a placement or removal alone), one in eight made up
 * (any point of any of the three kinds or any slide, often refused; a
 * slide or a placement alone where a removal is owed, a removal alone
 * where none is, where the steps stop). Both must end the batch
 * the same way at the same step, refuse it for the same reason, and leave
 * the same state (same_ply's). */
typedef struct steps_counts {
	uint64_t rng;
	int rule_sets, steps, refusals, stops, limits;
	int hand_flights; /* slides by the lean steps of a side flying with
			   * pieces in hand (flying.hand: any) */
	int lapses; /* batches with a removal written after a mill that lapsed */
	int marks;        /* batches of the lean steps that mark a piece */
	int on_dead;      /* and their placements on a dead point */
	int marks_wide;   /* the batches that mark in two words a set */
	int per_ones;     /* under one removal a mill made (mill_per), by the
			   * lean steps: moves that close one mill, which their
			   * pairs make with the removal after them */
	int per_more;     /* and those that close two or more, which they
			   * must leave to the two steps (mill_removing_of's
			   * `per`) */
	int hand_slides;  /* where a placing mill takes from the hand
			   * (mill_hand), by the lean steps: slides' mills,
			   * which their pairs make with the removal after
			   * them */
	int hand_places;  /* and placements' mills, which they must leave
			   * to mill_place (steps_of's glue 4) */
	int handed;       /* batches begun by the referee of every rule and
			   * ended by a lean one (mor_steps_every,
			   * mor_steps_placing) */
	int placing;      /* batches begun by the steps of placing_steps'
			   * rules (mor_steps_placing), placing not over */
	int on_forbidden; /* and steps made up to place on a forbidden point */
	int freed;        /* under the obligation to free a blocked side
			   * (steps_moved): the lean steps stopped where a
			   * slide left the other side blocked (must_free) */
	int followed;     /* under the cool-down (steps_cool): batches of the
			   * lean steps begun with a piece followed */
	int captures;     /* under line captures, by the lean steps: moves
			   * that capture (steps_capture's may_capture) */
	int near_mills;   /* where a removal may have to take a piece next
			   * to the remover's own (mill_near), by the lean
			   * steps: mills that owe a removal, which their
			   * pairs make with the removal after them (glue 5) */
	int near_owed;    /* and those whose removal must be so, which they
			   * must leave to the two steps (near_undone) */
	int near_far;     /* and of those, batches with the removal of a
			   * piece the rule refuses written after the mill */
} steps_counts;

/* Under the rules whose removal may have to take a piece next to the
 * remover's own (mill_near), s owing a mill's removal: an opposing piece
 * that the usual rule lets go (any where mills protect nothing, else one
 * in no mill, or any where all are in one) but that the removals listed
 * leave out, as the rule does where it holds; -1 where there is none. */
static int near_refused_point(const mor_state *s)
{
	static mor_move acts[MOR_MAXACTS];
	const mor_board *b = &s->r->b;
	uint64_t opp[2], held[2] = { 0, 0 }, usual[2];
	int k = mor_actions(s, acts, MOR_MAXACTS);

	for (int w = 0; w < 2; w++)
		opp[w] = s->pos[w][!s->side];
	for (int m = 0; m < b->nmills; m++)
		if (!(b->mill[0][m] & ~opp[0]) && !(b->mill[1][m] & ~opp[1]))
			for (int w = 0; w < 2; w++)
				held[w] |= b->mill[w][m];
	for (int w = 0; w < 2; w++)
		usual[w] = opp[w] & ~held[w];
	if (s->r->from_mills == FROM_ALWAYS ||
	    (s->r->from_mills != FROM_NEVER && !(usual[0] | usual[1])))
		memcpy(usual, opp, sizeof usual);
	for (int i = 0; i < k; i++)
		if (acts[i].kind == MV_REMOVE)
			usual[acts[i].rem[0] >> 6] &= ~((uint64_t)1 << (acts[i].rem[0] & 63));
	for (int w = 0; w < 2; w++)
		if (usual[w])
			return w * 64 + __builtin_ctzll(usual[w]);
	return -1;
}

/* Are a's steps stopped by the game's length (steps_limit)? */
static int at_length(const mor_state *a)
{
	return a->r->game_limit && a->base.plies + 1 >= a->r->game_end;
}

static void steps_games(variant *v, steps_counts *c, int wide)
{
	static mor_move acts[MOR_MAXACTS];
	mor_state *a = v->game->state_new(v->rules), *b = v->game->state_new(v->rules);
	mor_state ref = { 0 };
	mor_step st[70];

	/* more games where a slide's mill may lapse, for the mills of flying
	 * sides and those at the move limit; under one removal a mill made,
	 * for the moves that close two (per_more); under the near rules, for
	 * the removals they hold (near_owed: a few in a thousand of their
	 * mills); and under the ply rules whose
	 * lean steps stop or leave the loop (freed, followed, captures); and
	 * under the rules whose placing has steps of its own (placing), most
	 * under a blocking goal, where a side that places its last piece may
	 * be blocked at once (short games) */
	for (int g = 0; g < (a->r->slide_lapses ? 60 : a->r->mill_near ? 80 : a->r->mill_per ? 24 :
			     a->r->blocked == BLK_UNBLOCK ? 60 : a->r->cool || a->r->captures ? 40 :
			     a->r->goal != GOAL_SAME ? 300 : a->r->placing_steps ? 24 : 4);
	     g++) {
		if (wide)
			a->eng = in_two_words(a->eng);
		mor_reset(a, NOT_OPENSPIEL);
		mor_reset(b, NOT_OPENSPIEL);
		if (a->r->game_limit) /* the game's length reached within a few batches */
			a->base.plies = b->base.plies = a->r->game_limit - 1 - g * 37 % 120;
		for (int batch = 0; batch < 40 && !a->base.out.over; batch++) {
			uint64_t roll = next_rand(&c->rng);
			size_t n = 0, want = 1 + roll % 70, done_a = SIZE_MAX, done_b = SIZE_MAX;
			diag da, db;
			int ra, rb, dead0, every;
			size_t from; /* where the last call of the steps began */
			/* a move limit judged at the slide: every other game,
			 * once placing is over, its batches begun a few quiet
			 * plies short of it (lean_games') */
			if (a->r->limit_at_slide && g % 2 && !a->hand[WHITE] && !a->hand[BLACK] &&
			    a->quiet < a->r->limit - 6)
				a->quiet = b->quiet = a->r->limit - 1 - (int)(roll >> 60) % 6;
			/* the batch: played on ref as mor_play plays each step,
			 * up to the first it refuses (its last) */
			assert_int_equal(mor_copy(&ref, a), 0);
			while (n < want && !ref.base.out.over) {
				uint64_t r = next_rand(&c->rng);
				int k = mor_actions(&ref, acts, MOR_MAXACTS), np = ref.r->b.n;
				mor_step step;
				mor_move m;
				if (k <= 0)
					break;
				m = acts[r % (uint64_t)k];
				if (m.kind == MV_PASS || m.nrem > (m.kind == MV_REMOVE))
					break; /* no step writes it */
				/* a point as OpenSpiel's numbers write it, or half
				 * the time as the algebraic squares do (d6, xd6) */
				step = m.kind == MV_SLIDE ? (mor_step){ m.from, m.to } :
				       (mor_step){ (r >> 56) % 2 ? STEP_POINT :
						   m.kind == MV_REMOVE ? STEP_REMOVE : STEP_PLACE,
						   m.kind == MV_REMOVE ? m.rem[0] : m.to };
				if ((r >> 32) % 8 == 0)
					step = (mor_step){ (r >> 36) % 2 ? (int8_t)((r >> 40) % (uint64_t)np) :
							   (int8_t)(STEP_POINT - (int)((r >> 37) % 3)),
							   (int8_t)((r >> 48) % (uint64_t)np) };
				/* a placement on a dead point (a marked piece's),
				 * which the steps must refuse as mor_play does
				 * (steps_of's `marks`) */
				if ((r >> 32) % 8 == 1 && !ref.owe && ref.hand[ref.side] > 0 &&
				    popcount_dead(&ref)) {
					step = (mor_step){ (r >> 56) % 2 ? STEP_POINT : STEP_PLACE,
							   (int8_t)a_dead_point(&ref) };
					c->on_dead += lean_steps(a->eng);
				}
				/* and on a forbidden point, which the steps of
				 * placing must leave to mor_play */
				if ((r >> 32) % 8 == 2 && !ref.owe && ref.hand[ref.side] > 0 &&
				    ref.r->forbidden[0][0]) {
					step = (mor_step){ (r >> 56) % 2 ? STEP_POINT : STEP_PLACE,
							   (int8_t)__builtin_ctzll(ref.r->forbidden[0][0]) };
					c->on_forbidden += a->r->placing_steps;
				}
				st[n++] = step;
				c->hand_flights += step.from >= 0 && lean_steps(a->eng) &&
						   !ref.owe && ref.hand[ref.side] > 0 &&
						   mor_flying(&ref, ref.side);
				if ((step.from >= 0 || step.from == STEP_PLACE) ? ref.owe :
				    step.from == STEP_REMOVE && !ref.owe)
					break; /* the steps stop there */
				m = step.from >= 0 ? (mor_move){ .kind = MV_SLIDE, .from = step.from,
								   .to = step.to } :
				    ref.owe ? (mor_move){ .kind = MV_REMOVE, .from = -1, .to = -1,
							  .nrem = 1, .rem = { step.to } } :
					      (mor_move){ .kind = MV_PLACE, .from = -1, .to = step.to };
				if (mor_play(&ref, &m, &da))
					break;
				if (ref.r->mill_per && lean_steps(a->eng) &&
				    m.kind != MV_REMOVE && ref.owe) {
					c->per_ones += ref.owe == 1;
					c->per_more += ref.owe > 1;
				}
				if (ref.r->mill_hand && lean_steps(a->eng) &&
				    m.kind != MV_REMOVE && ref.closed) {
					c->hand_slides += m.kind == MV_SLIDE;
					c->hand_places += m.kind == MV_PLACE;
				}
				c->captures += lean_steps(a->eng) && ref.owe_kind == OWE_CAPTURE &&
					       m.kind != MV_REMOVE;
				/* under the near rules, a mill whose removal must
				 * be next to the remover's own: half the time the
				 * removal of a piece the rule refuses after it,
				 * which the steps' pair must not make */
				if (ref.r->mill_near && lean_steps(a->eng) &&
				    m.kind != MV_REMOVE && ref.owe) {
					int far = near_refused_point(&ref);
					c->near_mills++;
					c->near_owed += far >= 0;
					if (far >= 0 && n < want && (r >> 58) % 2) {
						int8_t kind = (r >> 59) % 2 ? STEP_POINT : STEP_REMOVE;
						st[n++] = (mor_step){ kind, (int8_t)far };
						c->near_far++;
						break;
					}
				}
				/* a slide's mill that lapsed (engine.c's mill_lapses):
				 * half the time a removal after it all the same, where
				 * the steps stop or which is refused, and which the
				 * lean steps must not make with the slide as a pair
				 * (mill_removing_of) */
				if (ref.r->slide_lapses && m.kind == MV_SLIDE && ref.closed && !ref.owe &&
				    n < want && (r >> 58) % 2) {
					st[n++] = (mor_step){ (r >> 59) % 2 ? STEP_POINT : STEP_REMOVE,
							      (int8_t)((r >> 48) % (uint64_t)np) };
					c->lapses++;
					break;
				}
			}
			if (!n)
				break;
			diag_clear(&da);
			diag_clear(&db);
			dead0 = popcount_dead(a);
			every = !is_lean(a->eng);
			c->placing += (a->eng->steps == mor_steps_placing ||
				       a->eng->steps == mor_steps_placing_w2 ||
				       a->eng->steps == mor_steps_placing_goal ||
				       a->eng->steps == mor_steps_placing_goal_w2) &&
				      (a->hand[WHITE] || a->hand[BLACK]);
			c->followed += !every && a->ncool[WHITE] + a->ncool[BLACK] > 0;
			mor_steps_by_play = 0;
			from = 0;
			ra = mor_play_steps(a, st, n, &done_a, &da);
			/* the lean steps of a rule set whose blocked side the
			 * other must free stop where a slide blocked it: the
			 * referee of every rule, which the game is handed to,
			 * then plays on (steps_moved); a stop where the steps
			 * began (`from`: a step that stops them, under the
			 * obligation too) is the batch's end */
			while (ra == GAME_RUN_STOP && a->unblock && done_a < n && done_a > from) {
				size_t at = from = done_a;
				ra = mor_play_steps(a, st + at, n - at, &done_a, &da);
				done_a += at;
				c->freed++;
			}
			c->handed += every && is_lean(a->eng);
			mor_steps_by_play = 1;
			/* the steps of a rule set with a game's length stop before
			 * the step that may reach it (steps_limit), which the
			 * referee then plays as play does: so here */
			if (ra == GAME_RUN_STOP && at_length(a)) {
				size_t at = done_a;
				ra = mor_play_steps(a, st + at, n - at, &done_a, &da);
				done_a += at;
				c->limits++;
			}
			rb = mor_play_steps(b, st, n, &done_b, &db);
			mor_steps_by_play = 0;
			c->marks += lean_steps(a->eng) &&
				    popcount_dead(a) > dead0;
			c->marks_wide += wide && lean_steps(a->eng) &&
					 popcount_dead(a) > dead0;
			if (ra != rb || (ra != GAME_RUN_ALL && done_a != done_b) ||
			    (ra == GAME_RUN_REFUSED && (strcmp(da.code, db.code) || strcmp(da.msg, db.msg))))
				fail_msg("%s, batch %d: the referee's steps end %d at %zu '%s', mor_play's "
					 "%d at %zu '%s'", v->name, batch, ra, done_a,
					 ra == GAME_RUN_REFUSED ? da.msg : "", rb, done_b,
					 rb == GAME_RUN_REFUSED ? db.msg : "");
			same_ply(v->name, batch, a, b);
			c->steps += (int)(ra == GAME_RUN_ALL ? n : done_a + 1);
			c->refusals += ra == GAME_RUN_REFUSED;
			c->stops += ra == GAME_RUN_STOP;
		}
	}
	c->rule_sets++;
	free(ref.hist);
	v->game->state_free(a);
	v->game->state_free(b);
}

static void one_steps_rule_set(variant *v, void *arg)
{
	steps_counts *c = arg;

	if (strcmp(v->game->name, "morris") != 0)
		return;
	steps_games(v, c, 0);
	if (wide_too(v->rules))
		steps_games(v, c, 1);
}

static void steps_agree(void **st)
{
	steps_counts c = { .rng = 45 };
	(void)st;
	var_each(reg, one_steps_rule_set, &c, NULL);
	test_rule_sets(one_steps_rule_set, &c);
	print_message("steps_agree: %d games' rule sets (those of one word twice), %d steps, "
		      "%d refused, %d stops, %d at a game's length, %d flying with pieces in "
		      "hand, %d removals after a mill that lapsed, %d batches that mark (%d in two "
		      "words), %d placements on a dead point, %d moves that close one mill and "
		      "%d that close more under one removal a mill, %d slides' and %d placements' "
		      "mills where placing mills take from the hand, %d mills where a removal may "
		      "have to be next to the remover's own, %d where it must, %d with a removal "
		      "the rule refuses after it, %d batches handed to a lean referee, %d stops "
		      "where a blocked side must be freed, %d batches begun with a piece followed "
		      "by the cool-down, %d moves that capture by a line, %d batches of placing "
		      "by mor_steps_placing, %d placements on a forbidden point there\n",
		      c.rule_sets, c.steps,
		      c.refusals, c.stops, c.limits, c.hand_flights, c.lapses, c.marks, c.marks_wide,
		      c.on_dead, c.per_ones, c.per_more, c.hand_slides, c.hand_places, c.near_mills,
		      c.near_owed, c.near_far, c.handed, c.freed, c.followed, c.captures, c.placing,
		      c.on_forbidden);
	assert_true(c.rule_sets > 100);
	assert_true(c.steps > 100000);
	assert_true(c.refusals > 1000);
	assert_true(c.stops > 100);
	assert_true(c.limits > 0);
	assert_true(c.hand_flights > 100);
	assert_true(c.lapses > 10);
	assert_true(c.marks > 10);
	assert_true(c.marks_wide > 10);
	assert_true(c.on_dead > 10);
	assert_true(c.per_ones > 100);
	assert_true(c.per_more > 10);
	assert_true(c.hand_slides > 100);
	assert_true(c.hand_places > 10);
	assert_true(c.near_mills > 100);
	assert_true(c.near_owed > 0);
	assert_true(c.near_far > 0);
	assert_true(c.handed > 50);
	assert_true(c.placing > 500);
	assert_true(c.on_forbidden > 20);
	assert_true(c.freed > 10);
	assert_true(c.followed > 50);
	assert_true(c.captures > 50);
}

/* A move m that closes a mill in b's position, then the removal of each
 * point: by the lean steps as a pair (mill_removing_of, whose test of the
 * piece removed reads its window) and by the referee of every rule move by
 * move, to the same end and state. */
static void removals_alike(const char *name, int ply, const mor_state *a, const mor_state *b,
			   mor_move m, mor_state *ta, mor_state *tb)
{
	for (int p = 0; p < a->r->b.n; p++) {
		mor_step st[2] = { { m.kind == MV_SLIDE ? m.from : STEP_POINT, m.to },
				   { STEP_POINT, (int8_t)p } };
		mor_move rem = { .kind = MV_REMOVE, .from = -1, .to = -1, .nrem = 1,
				 .rem = { (int8_t)p } };
		size_t done = 0;
		diag da, db;
		int rs, rb;
		assert_int_equal(mor_copy(ta, a), 0);
		assert_int_equal(mor_copy(tb, b), 0);
		rs = mor_play_steps(ta, st, 2, &done, &da);
		assert_int_equal(mor_play(tb, &m, &db), 0);
		rb = mor_play(tb, &rem, &db);
		if ((rs == GAME_RUN_REFUSED) != (rb != 0) || (rb && done != 1))
			fail_msg("%s, ply %d, %d-%d x%d: the steps end %d at %zu, the other referee "
				 "%d", name, ply, m.from, m.to, p, rs, done, rb);
		same_ply(name, ply, ta, tb);
	}
}

/* One move tried on copies of a and b: the lean referee (a) and the
 * referee of every rule (b) must take or refuse it alike and leave the
 * same state; a slide is played as a step too, by the lean steps. */
static int try_alike(const char *name, int ply, const mor_state *a, const mor_state *b,
		     mor_move m, mor_state *ta, mor_state *tb)
{
	diag da, db;
	int ra, rb;

	assert_int_equal(mor_copy(ta, a), 0);
	assert_int_equal(mor_copy(tb, b), 0);
	ra = mor_play(ta, &m, &da);
	rb = mor_play(tb, &m, &db);
	if (ra != rb || (ra && strcmp(da.msg, db.msg)))
		fail_msg("%s, ply %d, %d-%d: the lean referee says %d, the other %d", name, ply,
			 m.from, m.to, ra, rb);
	same_ply(name, ply, ta, tb);
	if (m.kind == MV_SLIDE && !b->owe) {
		mor_step step = { m.from, m.to };
		size_t done = 0;
		int rs;
		assert_int_equal(mor_copy(ta, a), 0);
		rs = mor_play_steps(ta, &step, 1, &done, &da);
		if ((rs == GAME_RUN_REFUSED) != (rb != 0))
			fail_msg("%s, ply %d, %d-%d: the steps end %d, the other referee %d", name,
				 ply, m.from, m.to, rs, rb);
		same_ply(name, ply, ta, tb);
	}
	if (!rb && tb->owe && !b->owe && !tb->base.out.over)
		removals_alike(name, ply, a, b, m, ta, tb);
	return ra == 0;
}

/* The quiet steps of a board whose points have windows (morris.h's
 * windowed: xanan-zirge's 81 points) test its points in the window of
 * the point moved to: in the positions of random games, every slide of a
 * piece of the side to move to each point up to 20 away (neighbours or
 * not, empty or not, in the window or out of it), and every placement,
 * made by the lean referee, as a move and as a step, and by the referee
 * of every rule, which has no quiet path; where one closes a mill, each
 * point's removal after it (removals_alike). It fails with a window's
 * test of the point moved to one place off, or with the removed piece's
 * mills looked for in its window one place off. */
static void window_games(variant *v, void *arg)
{
	static mor_move acts[MOR_MAXACTS];
	int *tried = arg;
	mor_state *a, *b, ta = { 0 }, tb = { 0 };
	uint64_t rng = 48;

	if (strcmp(v->game->name, "morris") != 0 || !((const mor_rules *)v->rules)->windowed)
		return;
	a = v->game->state_new(v->rules);
	b = v->game->state_new(v->rules);
	for (int g = 0; g < 2; g++) {
		mor_reset(a, NOT_OPENSPIEL);
		b->eng = ((const mor_rules *)v->rules)->wide ? &mor_engine_w2 : &mor_engine_w1;
		b->placing_eng = NULL;
		mor_reset(b, NOT_OPENSPIEL);
		for (int ply = 0; ply < 300 && !a->base.out.over; ply++) {
			int n = mor_actions(b, acts, MOR_MAXACTS), np = a->r->b.n;
			mor_move m;
			diag da, db;
			if (n <= 0)
				break;
			for (int p = 0; p < np && !b->owe && ply % 3 == 0; p++) {
				if (a->hand[a->side] > 0)
					*tried += try_alike(v->name, ply, a, b,
							    (mor_move){ .kind = MV_PLACE, .from = -1,
									.to = (int8_t)p }, &ta, &tb);
				if (!MOR_HAS(a->pos, a->side, p))
					continue;
				for (int q = p - 20 < 0 ? 0 : p - 20; q < np && q <= p + 20; q++)
					*tried += try_alike(v->name, ply, a, b,
							    (mor_move){ .kind = MV_SLIDE,
									.from = (int8_t)p,
									.to = (int8_t)q }, &ta, &tb);
			}
			m = acts[next_rand(&rng) % (uint64_t)n];
			if (mor_play(a, &m, &da) || mor_play(b, &m, &db))
				fail_msg("%s, ply %d: a legal move refused", v->name, ply);
			if (b->eng != &mor_engine_w2 && b->eng != &mor_engine_w1) {
				b->eng = a->r->wide ? &mor_engine_w2 : &mor_engine_w1;
				b->placing_eng = NULL;
			}
			same_ply(v->name, ply, a, b);
		}
	}
	free(ta.hist);
	free(tb.hist);
	v->game->state_free(a);
	v->game->state_free(b);
}

static void window_moves_agree(void **st)
{
	int tried = 0;
	(void)st;
	var_each(reg, window_games, &tried, NULL);
	print_message("window_moves_agree: %d moves taken\n", tried);
#if MOR_GATHER
	if (__builtin_cpu_supports("bmi2"))
		assert_true(tried > 1000);
#endif
}

/* A side with pieces in hand is not blocked, where pieces slide while
 * placing (Lasker): after white's slide black's four pieces have no
 * empty neighbour, but black has a piece to place. By every referee of
 * the rule set (the lean ones, in one word and two, and the one of every
 * rule, in one word and two), by mor_play and by the steps; the same
 * slide with black's hand empty ends the game (blocked), so the position
 * is one where the test of the hand decides. lean_agrees does not catch
 * the test of the hand taken out of the lean referee's quiet slides: both
 * referees would then say blocked. */
/* The four referees of s's rule set: its own (lean), the same in two
 * words, and the one of every rule in one word and two. */
static void four_referees(const mor_state *s, const mor_engine *engs[4])
{
	engs[0] = s->eng;
	engs[1] = in_two_words(s->eng);
	engs[2] = &mor_engine_w1;
	engs[3] = &mor_engine_w2;
}

static void sliding_placer_not_blocked(void **st)
{
	mor_state *s = state("lasker");
	const mor_engine *engs[4];
	mor_step step;
	diag d;
	(void)st;
	four_referees(s, engs);
	assert_ptr_equal(engs[0], &mor_engine_lean_slides);
	for (int k = 0; k < 8; k++) {
		for (int hand = 0; hand < 2; hand++) {
			size_t done = SIZE_MAX;
			mor_state *t = state("lasker");
			t->eng = engs[k % 4];
			t->placing_eng = NULL;
			setup_pos(t, "a4 d6 g4 d1 c3", "a7 d7 g7 g1", WHITE);
			t->hand[WHITE] = 1;
			t->hand[BLACK] = hand;
			step = (mor_step){ (int8_t)pt(t, "c3"), (int8_t)pt(t, "d3") };
			if (k < 4)
				assert_int_equal(play(t, "c3-d3", &d), 0);
			else
				assert_int_equal(mor_play_steps(t, &step, 1, &done, &d), GAME_RUN_ALL);
			assert_int_equal(t->base.plies, 1);
			assert_int_equal(t->side, BLACK);
			if (hand) {
				assert_false(t->base.out.over);
			} else {
				assert_true(t->base.out.over);
				assert_string_equal(t->base.out.termination, "blocked");
				assert_int_equal(t->base.out.result, RES_WHITE);
			}
			free_state(t);
		}
	}
	free_state(s);
}

/* A side that flies with pieces in hand, or with its own hand empty while
 * the other places (flying.hand: any), its count on the board alone or
 * with its hand (flying.count): a7-e4 by every referee of the rule set (its
 * own, lean, and the others as sliding_placer_not_blocked's), by mor_play
 * and by the steps, played where the rules let white fly and refused with
 * the same words where not. The lean referee decides a flight by flies
 * too; this names the cases lean_agrees meets at random. */
static void flying_any_hand(void **st)
{
	static const struct {
		const char *rules; /* a shipped rule set, or a file of the tests */
		int hand_w, hand_b, flies;
	} cases[] = {
		{ "gamesman-lasker-on-board", 5, 4, 1 },   /* 2 on the board */
		{ "gamesman-lasker-remaining", 1, 4, 1 },  /* 2 + 1 */
		{ "gamesman-lasker-remaining", 2, 4, 0 },  /* 2 + 2 */
		{ "tests/data/morris/rules/any-hand-flying-placing.yaml", 0, 4, 1 },
	};
	(void)st;
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const mor_engine *engs[4];
		const char *name = cases[i].rules;
		mor_state *s = strchr(name, '/') ? state_at(name) : state(name);
		char msg[sizeof ((diag *)0)->msg] = "";
		assert_true(s->r->lean);
		four_referees(s, engs);
		for (int k = 0; k < 8; k++) {
			size_t done = SIZE_MAX;
			mor_state *t = strchr(name, '/') ? state_at(name) : state(name);
			mor_step step;
			diag d;
			int rc;
			t->eng = engs[k % 4];
			setup_pos(t, "a7 d7", "g1 d1 a1 b2", WHITE);
			t->hand[WHITE] = cases[i].hand_w;
			t->hand[BLACK] = cases[i].hand_b;
			step = (mor_step){ (int8_t)pt(t, "a7"), (int8_t)pt(t, "e4") };
			if (k < 4)
				rc = play(t, "a7-e4", &d) == 0 ? GAME_RUN_ALL : GAME_RUN_REFUSED;
			else
				rc = mor_play_steps(t, &step, 1, &done, &d);
			assert_int_equal(rc, cases[i].flies ? GAME_RUN_ALL : GAME_RUN_REFUSED);
			assert_int_equal(t->base.plies, cases[i].flies);
			if (!cases[i].flies) { /* the count's words, by every referee */
				assert_string_equal(d.code, "not-adjacent");
				assert_non_null(strstr(d.msg, "on the board and in hand"));
				if (*msg)
					assert_string_equal(d.msg, msg);
				snprintf(msg, sizeof msg, "%s", d.msg);
			}
			free_state(t);
		}
		free_state(s);
	}
}

/* Plays a placement's mill whose removal must take a piece next to one of
 * the remover's own (near_own), in sanmill-zhi-qi, by each of the four
 * referees (engs), by play and by the steps: `set` the position before the
 * mill, `mill` its placement, `near` a removal the rule lets go and `far`
 * one it refuses. The removal of `far` is refused with the same words by
 * every referee and path, that of `near` made; by the steps also with the
 * mill in the same batch, which the lean referee's steps make with its
 * removal as one where the rule does not hold (mill_place_removing_near,
 * which asks it first: near_undone). */
static void near_case(const mor_engine *const engs[4], void (*set)(mor_state *),
		      const char *mill, const char *near, const char *far)
{
	char msg[sizeof ((diag *)0)->msg] = "";

	for (int k = 0; k < 12; k++) {
		for (int f = 0; f < 2; f++) {
			mor_state *t = state("sanmill-zhi-qi");
			size_t done = SIZE_MAX;
			mor_step steps[2];
			char rem[8];
			diag d;
			int rc;
			t->eng = engs[k % 4];
			t->placing_eng = NULL;
			set(t);
			steps[0] = (mor_step){ STEP_POINT, (int8_t)pt(t, mill) };
			steps[1] = (mor_step){ STEP_POINT, (int8_t)pt(t, f ? far : near) };
			if (k >= 8) { /* the mill and its removal in one batch */
				rc = mor_play_steps(t, steps, 2, &done, &d);
				if (f)
					assert_int_equal(done, 1);
			} else {
				assert_int_equal(play(t, mill, &d), 0);
				assert_int_equal(t->owe, 1);
				snprintf(rem, sizeof rem, "x%s", f ? far : near);
				if (k < 4)
					rc = play(t, rem, &d) ? GAME_RUN_REFUSED : GAME_RUN_ALL;
				else
					rc = mor_play_steps(t, steps + 1, 1, &done, &d);
			}
			assert_int_equal(rc, f ? GAME_RUN_REFUSED : GAME_RUN_ALL);
			assert_int_equal(t->owe, f);
			if (f) { /* the rule's words, by every referee */
				assert_string_equal(d.code, "not-removable");
				if (*msg)
					assert_string_equal(d.msg, msg);
				snprintf(msg, sizeof msg, "%s", d.msg);
			}
			free_state(t);
		}
	}
}

/* The full board's rule (rules.removal.board_full: next-to-own,
 * full_near): white's g7, the last placement of the game, closes a7 d7 g7
 * while black has no mill on the board, so white removes a black piece next
 * to one of its own (full_board_near): xb6, next to a7, not xa1. */
static void near_full(mor_state *t)
{
	setup_pos(t, "a7 d7 c4", "b6 a1 g1 d3", WHITE);
	t->hand[WHITE] = 1;
}

/* The blocked side's (rules.blocked: remove-then-move): black's d5, the
 * last placement, closes c5 d5 e5 on the full board, and black cannot
 * move, so it removes a white piece next to one of its own: xd6, next to
 * c5 and d7, not xc3 (test_morris_families' full_board_near). */
static void near_blocked(mor_state *t)
{
	diag d;

	for (const char *p = "c3 f4 d6 g7 a7 g4 d1 f2 c4 e5 d7 c5 b2 a1 d3 b6 g1 d2 b4 a4 f6 e3 "
			     "e4";
	     *p; p += p[2] ? 3 : 2) {
		char tok[3] = { p[0], p[1], 0 };
		assert_int_equal(play(t, tok, &d), 0);
	}
}

/* The lean referees make a mill's removal on paths of their own
 * (quiet_remove_at and the steps' pairs, which ask near_own_mill), the
 * others the long way (remove_one). lean_agrees and steps_agree seldom meet
 * these cases: this fails where the lean referees do not ask. */
static void near_removal(void **st)
{
	mor_state *s = state("sanmill-zhi-qi");
	const mor_engine *engs[4];
	(void)st;
	assert_true(s->r->lean && s->r->full_near && s->r->blocked == BLK_REMOVE);
	four_referees(s, engs);
	assert_ptr_equal(engs[0], &mor_engine_lean_near);
	near_case(engs, near_full, "g7", "b6", "a1");
	near_case(engs, near_blocked, "d5", "d6", "c3");
	free_state(s);
}

/* Where a placing mill takes from the opponent's hand (mill_hand: the dooz
 * rule sets), a placement's mill is no pair with the point after it, which
 * is the opponent's next placement: white's g7 closes a7 d7 g7 and takes a
 * piece from black's hand, and black's b6 after it, on black's own piece,
 * is refused as occupied by every referee and by the lean steps, not made
 * the mill's removal (steps_of's glue 4; a pair there called it valid). */
static void hand_mill_no_pair(void **st)
{
	mor_state *s = state("sanmill-dooz");
	const mor_engine *engs[4];
	(void)st;
	four_referees(s, engs);
	assert_ptr_equal(engs[0], &mor_engine_lean_hand);
	for (int k = 0; k < 4; k++) {
		mor_state *t = state("sanmill-dooz");
		mor_step steps[2];
		size_t done = SIZE_MAX;
		diag d;
		t->eng = engs[k];
		t->placing_eng = NULL;
		setup_pos(t, "a7 d7", "b6 a1", WHITE);
		t->hand[WHITE] = t->hand[BLACK] = 2;
		steps[0] = (mor_step){ STEP_POINT, (int8_t)pt(t, "g7") };
		steps[1] = (mor_step){ STEP_POINT, (int8_t)pt(t, "b6") };
		assert_int_equal(mor_play_steps(t, steps, 2, &done, &d), GAME_RUN_REFUSED);
		assert_int_equal(done, 1);
		assert_string_equal(d.code, "occupied");
		assert_int_equal(t->hand[BLACK], 1); /* the mill's, from the hand */
		assert_int_equal(t->men[BLACK], 2);
		free_state(t);
	}
	free_state(s);
}

/* The ply that ends placing, where the marks of its rules' placing mills
 * go (engine.c's lean_marks_end, rare_after_ply's revive): in a game of
 * sanmill-app-da-san-qi, black's last placement c3 closes two mills and
 * marks d5 and f2, written with it (c3xd5xf2), so that the ply ends by
 * play_ply's end_ply and not by the quiet placement's end nor by a
 * removal's. Every dead point must be empty after it, on the four
 * referees (the marks' lean instance in one word and two, the referee of
 * every rule in one and two), and their states the same. lean_agrees'
 * few random games of a rule set did not reach this end: a marks' lean
 * referee that forgot to revive there passed every other test. */
static void marks_end_with_placing(void **st)
{
	static const char *const moves[] = {
		"d5", "e5", "d2", "d1", "d6", "g7", "a4", "b6", "b2", "d7", "a1", "d3",
		"b4", "e3", "f4", "c5", "f2xg7", "g4", "g1", "e4xd6", "f6xg4", "c4", "a7xe5",
		"c3xd5xf2",
	};
	const size_t n = sizeof moves / sizeof *moves;
	mor_state *s = state("sanmill-app-da-san-qi"), *t[4];
	const mor_engine *engs[4];
	(void)st;
	assert_true(s->r->lean_marks);
	four_referees(s, engs);
	for (int k = 0; k < 4; k++) {
		t[k] = state("sanmill-app-da-san-qi");
		t[k]->eng = engs[k];
		t[k]->placing_eng = NULL;
		mor_reset(t[k], NOT_ALGEBRAIC);
		for (size_t i = 0; i < n; i++) {
			diag d;
			if (play(t[k], moves[i], &d))
				fail_msg("referee %d, %s: %s", k, moves[i], d.msg);
			if (i == n - 2)
				assert_int_equal(popcount_dead(t[k]), 4); /* g7 d6 g4 e5 */
		}
		assert_int_equal(t[k]->hand[WHITE] + t[k]->hand[BLACK], 0);
		assert_int_equal(popcount_dead(t[k]), 0);
		assert_int_equal(t[k]->base.plies, (int)n);
		if (k)
			same_ply("sanmill-app-da-san-qi", (int)n, t[k], t[0]);
	}
	for (int k = 0; k < 4; k++)
		free_state(t[k]);
	free_state(s);
}

/* The steps of `words` (slides as "d7-d6", points as "b4") from the
 * position white, black, white to move, under the rule set v, by the four
 * referees: refused at the last, a slide back onto a mill's point
 * ("mill-return"), with one piece of white's followed by the cool-down, and
 * the same state by each. */
static void mill_return_by_four(variant *v, const char *white, const char *black,
				const char *words)
{
	mor_state *t[4];
	const mor_engine *engs[4];

	t[0] = v->game->state_new(v->rules);
	four_referees(t[0], engs);
	for (int k = 0; k < 4; k++) {
		mor_step steps[8];
		size_t n = 0, done = SIZE_MAX;
		char list[64], *save, *w;
		diag d;
		if (k)
			t[k] = v->game->state_new(v->rules);
		t[k]->eng = engs[k];
		t[k]->placing_eng = NULL;
		setup_pos(t[k], white, black, WHITE);
		snprintf(list, sizeof list, "%s", words);
		for (w = strtok_r(list, " ", &save); w && n < 8; w = strtok_r(NULL, " ", &save))
			steps[n++] = w[2] == '-' ?
					     (mor_step){ (int8_t)pt(t[k], w), (int8_t)pt(t[k], w + 3) } :
					     (mor_step){ STEP_POINT, (int8_t)pt(t[k], w) };
		assert_int_equal(mor_play_steps(t[k], steps, n, &done, &d), GAME_RUN_REFUSED);
		assert_int_equal(done, n - 1);
		assert_string_equal(d.code, "mill-return");
		assert_int_equal(t[k]->ncool[WHITE], 1);
		if (k)
			same_ply(v->name, (int)n - 1, t[k], t[0]);
	}
	assert_true(lean_steps(engs[0]));
	for (int k = 0; k < 4; k++)
		free_state(t[k]);
}

/* The cool-down in the lean steps (steps_cool): white's d7-d6 leaves its
 * mill a7 d7 g7, and d6-d7 two plies later goes back too soon (arde-lucus:
 * 3 plies); refused at that step, for the same reason, by the four
 * referees, with the same state. Without the follow of the piece that
 * left the mill the lean steps took the slide back as quiet. */
static void cool_steps(void **st)
{
	diag d;
	(void)st;
	mill_return_by_four(var_find(reg, "arde-lucus", &d), "a7 d7 g7 a1", "b2 f2 g1",
			    "d7-d6 b2-b4 d6-d7");
}

/* Under the cool-down with the rule against shuttling (a cool-down of one
 * ply, over before the side moves again), a slide back that closes a mill
 * again is refused for shuttling, and the refusal leaves the following as
 * it was: white's d2-d1 leaves b2 d2 f2 and closes a1 d1 g1 (d2's piece
 * followed), b4 is removed, black's a7-a4, then white's d1-d2 back. The
 * lean steps make a cool-down's mill in their loop (cool_mill) but for
 * these rules, whose refusal comes after the following is made; by every
 * referee, the state after the refusal is the one before it. */
static void cool_shuttle_refused(void **st)
{
	(void)st;
	mill_return_by_four(variant_at("tests/data/morris/rules/cool-no-return.yaml"),
			    "a1 g1 b2 d2 f2", "a7 g7 d6 b4", "d2-d1 b4 a7-a4 d1-d2");
}

/* A slide made while placing that closes a mill, and its removal, made as
 * one by the steps of Lasker's lean referee (mill_slide_removing_placing),
 * against the same two moves by mor_play on the referee of every rule:
 * white's g4-g7 closes a7 d7 g7 with pieces in both hands, and d2 is
 * removed. With a piece in black's hand, black, down to two pieces on the
 * board, is not short of material and moves next; with none, black has
 * lost: the pair's end looks at the hands (removed_end_of's plain case
 * where both are not known empty, its judge else). It fails, as
 * steps_agree does, with a change to the state made by the pair of a
 * slide while placing alone. */
static void sliding_placer_pair(void **st)
{
	(void)st;
	for (int hand = 0; hand < 2; hand++) {
		mor_state *a = state("lasker"), *b = state("lasker");
		mor_step steps[2];
		size_t done = SIZE_MAX;
		diag d;
		assert_ptr_equal(a->eng, &mor_engine_lean_slides);
		b->eng = &mor_engine_w1;
		a->placing_eng = b->placing_eng = NULL;
		setup_pos(a, "a7 d7 g4", "b2 d2 f4", WHITE);
		setup_pos(b, "a7 d7 g4", "b2 d2 f4", WHITE);
		a->hand[WHITE] = b->hand[WHITE] = 3;
		a->hand[BLACK] = b->hand[BLACK] = hand;
		steps[0] = (mor_step){ (int8_t)pt(a, "g4"), (int8_t)pt(a, "g7") };
		steps[1] = (mor_step){ STEP_POINT, (int8_t)pt(a, "d2") };
		assert_int_equal(mor_play_steps(a, steps, 2, &done, &d), GAME_RUN_ALL);
		assert_int_equal(play(b, "g4-g7", &d), 0);
		assert_int_equal(play(b, "xd2", &d), 0);
		same_ply("lasker", 1, a, b);
		assert_int_equal(a->base.plies, 1);
		assert_int_equal(a->men[BLACK], 2);
		assert_int_equal(a->base.out.over, !hand);
		if (hand)
			assert_int_equal(a->side, BLACK);
		free_state(a);
		free_state(b);
	}
}

/* Morabaraba's rule against shuttling, by each of its referees (the lean
 * ones, in one word and two, and the one of every rule, in one word and
 * two), by mor_play and by the steps: white's a1-b2 closes b2 d2 f2 (a1
 * and b2 are neighbours on the board with diagonals), a black piece is
 * removed, black slides, and white's b2-a1, straight back to close a1 a4
 * a7 again while the mill at b2 stands, is refused, each time for the
 * same reason, by the steps also with a removal written after it (which
 * they would make with the slide as one, mill_slide_removing_back). The slide
 * that closed the mill is kept for the rule by each. It fails with
 * the lean referee's mill slide keeping no slide for the rule, or looking
 * at no shuttle before it moves, or mill_slide_removing_back not looking. */
static void shuttle_refused(void **st)
{
	const mor_engine *engs[4];
	mor_state *s = state("morabaraba");
	(void)st;
	four_referees(s, engs);
	assert_ptr_equal(engs[0], &mor_engine_lean_one_back);
	for (int k = 0; k < 12; k++) {
		mor_state *t = state("morabaraba");
		mor_step steps[3];
		size_t done = SIZE_MAX;
		diag d;
		t->eng = engs[k % 4];
		t->placing_eng = NULL;
		setup_pos(t, "a1 a4 a7 d2 f2", "g7 g4 e4 c4 e5", WHITE);
		steps[0] = (mor_step){ (int8_t)pt(t, "a1"), (int8_t)pt(t, "b2") };
		steps[1] = (mor_step){ -1, (int8_t)pt(t, "g7") };
		steps[2] = (mor_step){ (int8_t)pt(t, "e4"), (int8_t)pt(t, "e3") };
		if (k < 4) {
			assert_int_equal(play(t, "a1-b2", &d), 0);
			assert_int_equal(t->owe, 1);
			assert_int_equal(t->last_from[WHITE], pt(t, "a1"));
			assert_int_equal(t->last_to[WHITE], pt(t, "b2"));
			assert_int_equal(play(t, "xg7", &d), 0);
			assert_int_equal(play(t, "e4-e3", &d), 0);
			assert_int_equal(play(t, "b2-a1", &d), -1);
		} else {
			assert_int_equal(mor_play_steps(t, steps, 3, &done, &d), GAME_RUN_ALL);
			assert_int_equal(t->last_from[WHITE], pt(t, "a1"));
			steps[0] = (mor_step){ (int8_t)pt(t, "b2"), (int8_t)pt(t, "a1") };
			/* k >= 8: with a removal after it, which the steps
			 * of mill_one_back would make with the slide as one */
			steps[1] = (mor_step){ -1, (int8_t)pt(t, "g4") };
			assert_int_equal(mor_play_steps(t, steps, k < 8 ? 1 : 2, &done, &d),
					 GAME_RUN_REFUSED);
			assert_int_equal(done, 0);
		}
		assert_string_equal(d.code, "mill-return");
		assert_string_equal(d.msg, "the piece on b2 just closed a mill from a1 and may not go "
				    "straight back to close one again");
		assert_int_equal(t->base.plies, 2);
		free_state(t);
	}
	free_state(s);
}

/* The moves written in the notations that name points by number
 * (mor_encode: the names name_points wrote, a slide's number by buf_int)
 * are what printf's %d writes, as they were before; a Sanmill square reads
 * back as its point. Every point, and every slide from point to point, on
 * the board of every morris rule set. It fails with OpenSpiel's number of
 * a point off by one (name_points), or a slide's number made from its
 * points in the other order. */
static void one_board_encoded(variant *v, void *arg)
{
	int *boards = arg;
	mor_state *s;
	buf out = { 0 };
	char want[64];

	if (strcmp(v->game->name, "morris") != 0)
		return;
	s = v->game->state_new(v->rules);
	for (int p = 0; p < s->r->b.n; p++) {
		int np = s->r->b.number[p], n = s->r->b.n;
		mor_move place = { .kind = MV_PLACE, .from = -1, .to = (int8_t)p };
		mor_move rem = { .kind = MV_REMOVE, .from = -1, .to = -1, .nrem = 1,
				 .rem = { (int8_t)p } };
		mor_move d;
		diag dg;
#define ENCODED(notation, m, ...)                                                         \
	do {                                                                               \
		buf_clear(&out);                                                           \
		snprintf(want, sizeof want, __VA_ARGS__);                                  \
		if (mor_encode(s, notation, m, &out) || strcmp(out.p, want))               \
			fail_msg("%s: %s written \"%s\", not \"%s\"", v->name,             \
				 s->r->b.name[p], out.p, want);                            \
	} while (0)
		ENCODED(NOT_OPENSPIEL, &place, "%d", np);
		ENCODED(NOT_OPENSPIEL, &rem, "%d", np);
		ENCODED(NOT_PLAYOK, &place, "%d", np + 1);
		ENCODED(NOT_PLAYOK, &rem, "x%d", np + 1);
		ENCODED(NOT_ALGEBRAIC, &place, "%s", s->r->b.name[p]);
		for (int q = 0; q < n; q++) {
			mor_move slide = { .kind = MV_SLIDE, .from = (int8_t)p, .to = (int8_t)q,
					   .nrem = 1, .rem = { (int8_t)q } };
			ENCODED(NOT_PLAYOK, &slide, "%d-%dx%d", np + 1, s->r->b.number[q] + 1,
				s->r->b.number[q] + 1);
			slide.nrem = 0;
			ENCODED(NOT_OPENSPIEL, &slide, "%d", n + np * n + s->r->b.number[q]);
		}
#undef ENCODED
		buf_clear(&out);
		if (mor_encode(s, NOT_SANMILL_OLD, &place, &out) == 0 &&
		    (mor_decode(s, NOT_SANMILL_OLD, out.p, out.len, &d, &dg) || d.to != p ||
		     out.len != 5))
			fail_msg("%s: %s written \"%s\" as a Sanmill square", v->name,
				 s->r->b.name[p], out.p);
	}
	buf_free(&out);
	v->game->state_free(s);
	++*boards;
}

static void encoded_as_printf(void **st)
{
	int boards = 0;
	(void)st;
	var_each(reg, one_board_encoded, &boards, NULL);
	assert_true(boards > 100);
}

/* What refusals_keep met: refusals, those of the moves mor_play_all plays
 * (mor_keeps_all), those that came after the move or a removal was made
 * (a removal refused with a move or after another), the rule sets played
 * by each kind of referee, and the refusals' codes. */
typedef struct keep_counts {
	int refused, all, late, capture, lean, full, wide, ncodes;
	char codes[48][DIAG_CODE];
} keep_counts;

/* m tried in s on the copy t, as mor_play plays it and as the game's play
 * (the referee's) does: where it is refused, t must be s as it stood, byte
 * for byte, but refused_next (the referee's to read and clear) and kept
 * (where mor_play_all put the position aside). */
static void keeps(const variant *v, mor_state *s, mor_state *t, const mor_move *m,
		  keep_counts *c)
{
	static mor_state before;
	game_move gm;
	diag d;
	int k;

	*mor_move_in(&gm) = *m;
	for (int via = 0; via < 2; via++) {
		if (mor_copy(t, s))
			fail_msg("out of memory");
		memcpy(&before, t, sizeof before);
		if ((via ? v->game->play(t, &gm, &d) : mor_play(t, m, &d)) == 0)
			return;
		t->base.refused_next = before.base.refused_next;
		memcpy(t->kept, before.kept, sizeof t->kept);
		if (memcmp(&before, t, sizeof before))
			fail_msg("%s: a move (kind %d, %d-%d, %d removals, the first %d) refused "
				 "(%s: %s) by %s changed the position", v->name, m->kind, m->from,
				 m->to, m->nrem, m->rem[0], d.code, d.msg,
				 via ? "the game's play" : "mor_play");
	}
	c->refused++;
	c->all += m->nrem && mor_keeps_all(s, m);
	c->late += m->nrem && (!strcmp(d.code, "not-removable") || !strcmp(d.code, "protected"));
	c->capture += s->owe_kind == OWE_CAPTURE && s->cap_kind == CAP_UNDECIDED && s->cap_mills &&
		      !strcmp(d.code, "protected");
	for (k = 0; k < c->ncodes && strcmp(c->codes[k], d.code); k++)
		;
	if (k == c->ncodes && k < 48)
		snprintf(c->codes[c->ncodes++], DIAG_CODE, "%s", d.code);
}

/* A point at random: most often one of `side`'s pieces, where it has any. */
static int8_t some_point(const mor_state *s, int side, uint64_t *rng)
{
	int n = s->r->b.n, p = (int)(next_rand(rng) % (uint64_t)n);

	if (next_rand(rng) % 4 == 0 || s->men[side] == 0)
		return (int8_t)p;
	for (int i = 0; i < n; i++, p = (p + 1) % n)
		if (MOR_HAS(s->pos, side, p))
			return (int8_t)p;
	return (int8_t)p;
}

/* The action to play on, at random; where the rules capture, one that
 * captures and closes a mill where there is one, or else one that
 * captures, tried on the copy t: random games capture too seldom. */
static const mor_move *capturing(mor_state *s, mor_state *t, const mor_move *acts, int n,
				 uint64_t *rng)
{
	int first = (int)(next_rand(rng) % (uint64_t)n), pick = first, best = 0;
	diag d;

	for (int i = 0; s->r->captures && i < n && best < 2; i++) {
		int k = (first + i) % n, got;
		if (mor_copy(t, s) || mor_play(t, &acts[k], &d))
			fail_msg("%s: the referee refused its own action", s->r->b.name[0]);
		got = t->owe_kind != OWE_CAPTURE ? 0 : t->cap_mills ? 2 : 1;
		if (got > best) {
			best = got;
			pick = k;
		}
	}
	return &acts[pick];
}

/* A refused move leaves the position as it stood (the game's
 * refusal_keeps: mor_play, keep.c). Under every morris rule set (the lean
 * referee, the one of every rule, the lean one taking over from it, on
 * boards of one word and of two) and the test rule sets of line captures,
 * random games are played (where the rules capture, capturing where they
 * can), and at each ply moves of every kind are tried on a copy, by
 * mor_play and by the game's play, most of them illegal: every point
 * removed where a removal is owed, a removal where none is, two removals
 * as one move, a pass, placements and slides at random, the slide back
 * after a mill or under the cool-down, and legal moves with one to three
 * removals written with them (mostly of the other side's pieces, so that
 * some are made before one is refused); and in positions set by hand, a
 * removal refused after a line capture's choice and moves under Shah's
 * obligation to free the other side (random games seldom reach them). A
 * refused move must leave every byte of the state as it was. It fails
 * with keep.c's put_back left out, or any one of its rules' parts (mills
 * used once, the rare rules, the cool-down, line captures); with the ply's
 * mills (engine.c's play_ply: closed, reused) cleared before its refusals
 * again; with either part of mor_keeps_all left out; or with the game's
 * play sending a move with removals straight to the referee. */
static void keep_one_rule_set(variant *v, void *arg)
{
	static mor_move acts[MOR_MAXACTS];
	keep_counts *c = arg;
	uint64_t rng = 0x9e3779b97f4a7c15ULL ^ (uint64_t)strlen(v->name) * 977;
	mor_state *s, t = { 0 };
	diag d;

	if (strcmp(v->game->name, "morris") != 0)
		return;
	s = v->game->state_new(v->rules);
	c->lean += s->r->lean;
	c->full += !s->r->lean;
	c->wide += s->r->wide;
	for (int g = 0; g < (s->r->captures ? 12 : 2); g++) {
		mor_reset(s, NOT_ALGEBRAIC);
		for (int ply = 0; ply < 200 && !s->base.out.over; ply++) {
			int n = mor_actions(s, acts, MOR_MAXACTS), side = s->side;
			mor_move m;
			if (n == 0)
				break;
			for (int p = 0; s->owe && p < s->r->b.n; p++)
				keeps(v, s, &t, &(mor_move){ .kind = MV_REMOVE, .from = -1, .to = -1,
							     .nrem = 1, .rem = { (int8_t)p } }, c);
			m = (mor_move){ .kind = MV_REMOVE, .from = -1, .to = -1, .nrem = 1 };
			m.rem[0] = acts[next_rand(&rng) % (uint64_t)n].rem[0];
			if (!s->owe)
				m.rem[0] = some_point(s, !side, &rng);
			keeps(v, s, &t, &m, c);
			m.nrem = 2;
			m.rem[1] = some_point(s, !side, &rng);
			keeps(v, s, &t, &m, c);
			keeps(v, s, &t, &(mor_move){ .kind = MV_PASS, .from = -1, .to = -1 }, c);
			for (int i = 0; i < 3; i++) {
				int8_t to = (int8_t)(next_rand(&rng) % (uint64_t)s->r->b.n);
				keeps(v, s, &t, &(mor_move){ .kind = MV_PLACE, .from = -1, .to = to }, c);
				keeps(v, s, &t, &(mor_move){ .kind = MV_SLIDE,
							     .from = some_point(s, side, &rng),
							     .to = to }, c);
			}
			/* back where a piece came from: the shuttle after a mill,
			 * the cool-down */
			if (s->last_to[side] >= 0)
				keeps(v, s, &t, &(mor_move){ .kind = MV_SLIDE, .from = s->last_to[side],
							     .to = s->last_from[side] }, c);
			for (int i = 0; i < s->ncool[side]; i++)
				keeps(v, s, &t, &(mor_move){ .kind = MV_SLIDE, .from = s->cool[side][i].at,
							     .to = s->cool[side][i].from }, c);
			for (int i = 0; i < 4; i++) {
				m = acts[next_rand(&rng) % (uint64_t)n];
				if (m.kind == MV_REMOVE || m.kind == MV_PASS)
					continue;
				m.nrem = (uint8_t)(1 + next_rand(&rng) % 3);
				for (int k = 0; k < m.nrem; k++)
					m.rem[k] = some_point(s, !side, &rng);
				keeps(v, s, &t, &m, c);
			}
			if (mor_play(s, capturing(s, &t, acts, n, &rng), &d))
				fail_msg("%s: the referee refused its own action: %s", v->name, d.msg);
		}
	}
	free(t.hist);
	v->game->state_free(s);
}

static void refusals_keep(void **st)
{
	/* the line captures, one with a removal per mill, and the grid of 81
	 * points, beside the shipped rule sets */
	static const char *const tests[] = {
		"tests/data/variants/custodian.yaml", "tests/data/variants/leap.yaml",
		"tests/data/variants/leap-at-three.yaml",
		"tests/data/variants/sanmill-sample-game-1.yaml",
		"tests/data/variants/capture-per-mill.yaml", "tests/data/morris/wide/grid-9-test.yaml",
	};
	static keep_counts c;
	char codes[48 * DIAG_CODE] = "";
	(void)st;
	assert_true(var_find(reg, "nine-mens-morris", &(diag){ 0 })->game->refusal_keeps);
	var_each(reg, keep_one_rule_set, &c, NULL);
	for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++)
		keep_one_rule_set(variant_at(tests[i]), &c);
	/* a placement that closes a mill and captures: the removal of a
	 * piece the capture does not take chooses the mill's removal, and is
	 * then refused, the piece standing in a mill while others are free */
	{
		char path[512];
		variant *v;
		mor_state *s, t = { 0 };
		mor_move m;
		diag d;
		unit_path(path, sizeof path, "tests/data/variants/capture-per-mill.yaml");
		if (!(v = var_find(reg, path, &d)))
			fail_msg("%s: %s", path, d.msg);
		s = v->game->state_new(v->rules);
		setup_pos(s, "a7 d5 e5", "b6 a1 d1 g1 g4", WHITE);
		s->hand[WHITE] = s->hand[BLACK] = 3;
		assert_int_equal(play(s, "c5", &d), 0);
		assert_int_equal(s->owe_kind, OWE_CAPTURE);
		assert_int_equal(s->cap_mills, 1);
		assert_int_equal(mor_decode(s, NOT_ALGEBRAIC, "xd1", 3, &m, &d), 0);
		c.capture = 0;
		keeps(v, s, &t, &m, &c);
		assert_int_equal(c.capture, 1);
		free(t.hist);
		free_state(s);
	}
	/* Shah's obligation to free the side a slide blocked (as
	 * test_morris_families' unblock reaches it): a placement and a removal in
	 * place of the slide, and slides that free but write a removal */
	{
		static const char *const fill[] = { "e3", "b6", "a1", "d6", "g4", "f6", "c5", "f2",
			"d1", "d5", "c4", "b4", "a7", "d2", "d3", "e4", "b2", "g1", "f4", "a4", "d7",
			"e5", "g7", "c3", "xd7", "xb6", "d6-d7" };
		static const char *const tried[] = { "d2", "xd5", "b4-b6xa7", "f6-d6xa7" };
		variant *v = var_find(reg, "shah", &(diag){ 0 });
		mor_state *s = state("shah"), t = { 0 };
		int before = c.refused;
		mor_move m;
		diag d;
		for (size_t i = 0; i < sizeof fill / sizeof fill[0]; i++)
			assert_int_equal(play(s, fill[i], &d), 0);
		assert_true(s->unblock);
		for (size_t i = 0; i < sizeof tried / sizeof tried[0]; i++) {
			assert_int_equal(mor_decode(s, NOT_ALGEBRAIC, tried[i], strlen(tried[i]), &m,
						    &d), 0);
			keeps(v, s, &t, &m, &c);
		}
		assert_int_equal(c.refused - before, 4);
		free(t.hist);
		free_state(s);
	}
	for (int k = 0; k < c.ncodes; k++)
		snprintf(codes + strlen(codes), sizeof codes - strlen(codes), " %s", c.codes[k]);
	print_message("refusals_keep: %d refused, %d of them kept whole (mor_play_all), %d after "
		      "a move or removal made, %d after a capture's choice; rule sets lean %d, "
		      "not lean %d, two words %d; codes:%s\n", c.refused, c.all, c.late, c.capture,
		      c.lean, c.full, c.wide, codes);
	assert_true(c.late > 1000);
	assert_true(c.lean > 10 && c.full > 10 && c.wide > 0);
}

/* The mills through each point as bits (rules.c's mills_as_bits, which
 * the referee of two words reads to find a mill complete): mill k through
 * p has its bit in mills_at[p] and in breaks[p][q] exactly for the points
 * q it holds, p among them, and no other bit is set; reach[p] is p and
 * the points that share a mill with it. */
static void one_board_bits(variant *v, void *arg)
{
	const mor_rules *r;
	const mor_board *b;
	int *boards = arg;

	if (strcmp(v->game->name, "morris") != 0)
		return;
	r = v->rules;
	b = &r->b;
	for (int p = 0; p < b->n; p++) {
		uint64_t reach[2] = { 0, 0 };
		uint32_t all = b->nthrough[p] == 32 ? ~0u : (1u << b->nthrough[p]) - 1;
		if (r->mills_at[p] != all)
			fail_msg("%s: %s: mills_at %#x for %d mills", v->name, b->name[p],
				 r->mills_at[p], b->nthrough[p]);
		for (int k = 0; k < b->nthrough[p]; k++)
			for (int w = 0; w < 2; w++)
				reach[w] |= b->mill[w][b->through[p][k]];
		for (int q = 0; q < MOR_MAXPTS; q++) {
			uint32_t want = 0;
			for (int k = 0; k < b->nthrough[p]; k++)
				if (MOR_HAS(b->mill, b->through[p][k], q))
					want |= 1u << k;
			if (r->breaks[p][q] != want)
				fail_msg("%s: the mills through %s holding point %d: %#x, not %#x",
					 v->name, b->name[p], q, r->breaks[p][q], want);
		}
		reach[p >> 6] |= (uint64_t)1 << (p & 63);
		if (r->reach[0][p] != reach[0] || r->reach[1][p] != reach[1])
			fail_msg("%s: the reach of %s is wrong", v->name, b->name[p]);
	}
	++*boards;
}

static void mill_bits_follow_the_board(void **st)
{
	int boards = 0;
	(void)st;
	var_each(reg, one_board_bits, &boards, NULL);
	assert_true(boards > 100);
}

/* The mills through a point left whole by a set of points, looked up in
 * the rules' table of partners held (morris.h's mor_whole_by_table, where
 * the CPU gathers bits) and point by point (mor_whole_by_loop), for every
 * point of every rule set whose rules have the table: random sets, from
 * empty to full, with the point itself held or not. It fails with the
 * second word's partners gathered one place off (held0 + 1), or with a
 * group's table taking the places past its partners as partners lacking
 * (~v & 255 for ~v & all). */
static void held_by_table(variant *v, void *arg)
{
	const mor_rules *r;
	uint64_t rng;
	int *tables = arg;

	if (strcmp(v->game->name, "morris") != 0 || !((const mor_rules *)v->rules)->held)
		return;
	r = v->rules;
	rng = 0x9E3779B97F4A7C15ULL ^ (uint64_t)r->b.n;
	for (int i = 0; i < 3000; i++) {
		unsigned fill = (unsigned)(next_rand(&rng) % 17);
		uint64_t w[2] = { 0, 0 };
		for (int q = 0; q < r->b.n; q++)
			if (next_rand(&rng) % 16 < fill)
				w[q >> 6] |= (uint64_t)1 << (q & 63);
		for (int p = 0; p < r->b.n; p++) {
			uint32_t a = mor_whole_by_table(r, p, w[0], w[1]);
			uint32_t b = mor_whole_by_loop(r, p, w[0], w[1]);
			if (a != b)
				fail_msg("%s: the mills whole through %s: %#x by the table, %#x by "
					 "the loop", v->name, r->b.name[p], a, b);
		}
	}
	++*tables;
}

static void whole_mills_by_table(void **st)
{
	int tables = 0;
	(void)st;
	var_each(reg, held_by_table, &tables, NULL);
	print_message("whole_mills_by_table: %d rule sets with the table\n", tables);
#if MOR_GATHER
	if (__builtin_cpu_supports("bmi2"))
		assert_true(tables >= 1); /* xanan-zirge's 81 points at least */
#endif
}

/* A set's window (bitset.h's bb_window) holds its 64 points from b on,
 * and bb_unwindow gives them back where they were, for every b a window
 * may start at: random sets against the points one by one. It fails with
 * the second word shifted one place off, or with b 0 read as 64. */
static void windows_read_points(void **st)
{
	uint64_t rng = 26;
	(void)st;
	for (int i = 0; i < 2000; i++) {
		uint64_t t[2][1] = { { next_rand(&rng) & next_rand(&rng) }, { next_rand(&rng) } };
		bb x = { { t[0][0], t[1][0] } };
		for (int b = 0; b < 64; b++) {
			uint64_t w = bb_window(x, b), in = 0;
			bb back = bb_unwindow(w, b);
			for (int k = 0; k < 64; k++)
				in |= (uint64_t)MOR_HAS(t, 0, b + k) << k;
			if (w != in)
				fail_msg("the window at %d: %#llx, its points %#llx", b,
					 (unsigned long long)w, (unsigned long long)in);
			for (int q = 0; q < MOR_MAXPTS; q++)
				if (bb_has(back, q) != (q >= b && q < b + 64 && MOR_HAS(t, 0, q)))
					fail_msg("the window at %d back: point %d", b, q);
		}
	}
}

/* Each point's window (rules.c's windows: morris.h's wbase, wpart) holds
 * the point and its partners, wpart is its partners there, and the mills
 * the table finds whole in the window's word are those the loop finds in
 * the two words, for every point of every rule set that has windows (the
 * 81-point grid's, where the CPU gathers bits): random sets, the point
 * held, as a quiet step tests them. It fails with a window a point off
 * (wbase + 1) or a partner left out of wpart. */
static void windowed_board(variant *v, void *arg)
{
	const mor_rules *r;
	uint64_t rng;
	int *boards = arg;

	if (strcmp(v->game->name, "morris") != 0 || !((const mor_rules *)v->rules)->windowed)
		return;
	r = v->rules;
	for (int p = 0; p < r->b.n; p++) {
		int b = r->wbase[p];
		bb part = { { r->partners[0][p], r->partners[1][p] } };
		assert_true(b <= p && p < b + 64 && b < 64);
		assert_true(r->wpart[p] == bb_window(part, b));
		assert_true(bb_eq(bb_unwindow(r->wpart[p], b), part));
	}
	rng = 0x2545F4914F6CDD1DULL ^ (uint64_t)r->b.n;
	for (int i = 0; i < 3000; i++) {
		unsigned fill = (unsigned)(next_rand(&rng) % 17);
		uint64_t w[2] = { 0, 0 };
		for (int q = 0; q < r->b.n; q++)
			if (next_rand(&rng) % 16 < fill)
				w[q >> 6] |= (uint64_t)1 << (q & 63);
		for (int p = 0; p < r->b.n; p++) {
			uint64_t h[2] = { w[0], w[1] };
			uint32_t a, c;
			h[p >> 6] |= (uint64_t)1 << (p & 63);
			a = mor_whole_held_in_window(r, p, bb_window((bb){ { h[0], h[1] } },
								     r->wbase[p]));
			c = mor_whole_by_loop(r, p, h[0], h[1]);
			if (a != c)
				fail_msg("%s: the mills whole through %s: %#x in its window, %#x by "
					 "the loop", v->name, r->b.name[p], a, c);
		}
	}
	++*boards;
}

static void windows_hold_partners(void **st)
{
	int boards = 0;
	(void)st;
	var_each(reg, windowed_board, &boards, NULL);
	print_message("windows_hold_partners: %d rule sets with windows\n", boards);
#if MOR_GATHER
	if (__builtin_cpu_supports("bmi2"))
		assert_true(boards >= 1); /* xanan-zirge's 81 points at least */
#endif
}

/* Algebraic tokens of the common shapes in lower case (notation.c's
 * squares_fast) and the same in capitals (squares_by_hand, or the
 * pattern) make the same move or the same refusal: squares on and off
 * the 81-point board, slides, removals glued, broken shapes. */
static void algebraic_cases_agree(void **st)
{
	static const char *const sq[] = { "a1", "i9", "e5", "h2", "a9", "j1", "a0", "i10" };
	static const char *const glue[] = { "", "-", "x", "xx", "-x", ":" };
	mor_state *s = state("xanan-zirge");
	uint64_t rng = 7;
	int accepted = 0;
	(void)st;
	for (int i = 0; i < 4000; i++) {
		char lo[48] = "", up[48];
		mor_move a, b;
		diag da, db;
		int ra, rb, parts = 1 + (int)(next_rand(&rng) % 5);
		for (int k = 0; k < parts; k++) {
			if (k)
				strcat(lo, glue[next_rand(&rng) % 6]);
			strcat(lo, sq[next_rand(&rng) % 8]);
		}
		for (size_t j = 0; j <= strlen(lo); j++)
			up[j] = (char)(lo[j] >= 'a' && lo[j] <= 'z' ? lo[j] - 32 : lo[j]);
		memset(&a, 0x55, sizeof a);
		memset(&b, 0x55, sizeof b);
		ra = mor_decode(s, NOT_ALGEBRAIC, lo, strlen(lo), &a, &da);
		rb = mor_decode(s, NOT_ALGEBRAIC, up, strlen(up), &b, &db);
		if (ra != rb || (ra == 0 && memcmp(&a, &b, sizeof a) != 0))
			fail_msg("'%s' and '%s' decode differently", lo, up);
		accepted += ra == 0;
	}
	assert_true(accepted > 400 && accepted < 3600);
	free_state(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(boards),
		cmocka_unit_test(notation),
		cmocka_unit_test(openspiel),
		cmocka_unit_test(openspiel_run),
		cmocka_unit_test(squares_run),
		cmocka_unit_test(refusals_keep),
		cmocka_unit_test(encoded_as_printf),
		cmocka_unit_test(decode_reads_position),
		cmocka_unit_test(gamesman),
		cmocka_unit_test(sanmill_old),
		cmocka_unit_test(goldtoken),
		cmocka_unit_test(ludii),
		cmocka_unit_test(ludii_setup),
		cmocka_unit_test(flying_per_side),
		cmocka_unit_test(flying_side_not_blocked),
		cmocka_unit_test(placing_side_not_blocked),
		cmocka_unit_test(blocked_options),
		cmocka_unit_test(move_limits_at_once),
		cmocka_unit_test(second_moves_first_after_mill),
		cmocka_unit_test(loss_after_removal),
		cmocka_unit_test(line_wins),
		cmocka_unit_test(lasker),
		cmocka_unit_test(material_after_each_removal),
		cmocka_unit_test(material_after_placing),
		cmocka_unit_test(flying_own_hand),
		cmocka_unit_test(wide_board),
		cmocka_unit_test(strict_protection),
		cmocka_unit_test(flying_count),
		cmocka_unit_test(placing_points),
		cmocka_unit_test(placing_only),
		cmocka_unit_test(start_position),
		cmocka_unit_test(exact_mills),
		cmocka_unit_test(misere),
		cmocka_unit_test(game_limit),
		cmocka_unit_test(corner_flying),
		cmocka_unit_test(flanked),
		cmocka_unit_test(asymmetric_goals),
		cmocka_unit_test(counts_follow_the_board),
		cmocka_unit_test(flying_any_hand),
		cmocka_unit_test(near_removal),
		cmocka_unit_test(hand_mill_no_pair),
		cmocka_unit_test(marks_end_with_placing),
		cmocka_unit_test(cool_steps),
		cmocka_unit_test(cool_shuttle_refused),
		cmocka_unit_test(lean_agrees),
		cmocka_unit_test(steps_agree),
		cmocka_unit_test(window_moves_agree),
		cmocka_unit_test(shuttle_refused),
		cmocka_unit_test(sliding_placer_not_blocked),
		cmocka_unit_test(sliding_placer_pair),
		cmocka_unit_test(mill_bits_follow_the_board),
		cmocka_unit_test(whole_mills_by_table),
		cmocka_unit_test(windows_read_points),
		cmocka_unit_test(windows_hold_partners),
		cmocka_unit_test(algebraic_cases_agree),
	};
	return cmocka_run_group_tests_name("morris", tests, setup, teardown);
}
