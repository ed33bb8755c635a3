/* The rarer morris rule families on records and hand-set positions, each
 * with the moves it leaves and the verdict it changes: marks removed when
 * placing ends (rules.placing.mill: mark, mark-with-hand), the settlements
 * when placing ends (first-mill-decides, count-mills), another turn after a
 * mill, sides that wait for the other to place, the obligation to free a
 * blocked side, the cool-down, cancelling placements, and line captures.
 * The counts are worked out by hand from the rules, point by point. */
#include "unit.h"
#include "registry.h"

#include <string.h>

#include "core/variant.h"
#include "games/morris/morris.h"

static variant *find(const char *name)
{
	char path[512];
	diag d;
	variant *v;

	if (strchr(name, '/')) {
		unit_path(path, sizeof path, name);
		name = path;
	}
	if (!(v = var_find(reg, name, &d)))
		fail_msg("%s: %s", name, d.msg);
	return v;
}

static mor_state *state(const char *name)
{
	variant *v = find(name);
	mor_state *s = v->game->state_new(v->rules);
	assert_non_null(s);
	return s;
}

static void done(mor_state *s)
{
	find("nine-mens-morris")->game->state_free(s);
}

static int pt(const mor_state *s, const char *name)
{
	return s->r->b.at[name[0] - 'a'][name[1] - '0'];
}

/* Pieces by name ("a7 d7"), both hands empty, `side` to move. */
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

/* Plays a list of tokens, each of which must be legal. */
static void play_all(mor_state *s, const char *moves)
{
	char list[1024], *save, *t;
	diag d;

	snprintf(list, sizeof list, "%s", moves);
	for (t = strtok_r(list, " ", &save); t; t = strtok_r(NULL, " ", &save))
		if (play(s, t, &d))
			fail_msg("%s: %s", t, d.msg);
}

static int count_actions(const mor_state *s)
{
	static mor_move mv[MOR_MAXACTS];
	return mor_actions(s, mv, MOR_MAXACTS);
}

/* Does the side to move have this action? */
static int offers(const mor_state *s, const char *tok)
{
	static mor_move mv[MOR_MAXACTS];
	int n = mor_actions(s, mv, MOR_MAXACTS);
	buf b = { 0 };
	int found = 0;

	for (int i = 0; i < n && !found; i++) {
		buf_clear(&b);
		mor_encode(s, NOT_ALGEBRAIC, &mv[i], &b);
		found = b.p && strcmp(b.p, tok) == 0;
	}
	buf_free(&b);
	return found;
}

static void refused(mor_state *s, const char *tok, const char *code)
{
	diag d;
	assert_int_not_equal(play(s, tok, &d), 0);
	assert_string_equal(d.code, code);
}

/* The Sanmill app's Cham Gonu: a placing mill marks; the marked point is
 * dead until placing ends, then empty. */
static void marks(void **st)
{
	mor_state *s = state("sanmill-app-cham-gonu");
	(void)st;
	/* marks and no other rare rule: the lean referee meets them */
	assert_true(s->r->lean_marks);
	assert_ptr_equal(s->eng, mor_lean_engine(s->r));
	play_all(s, "a7 b4 d7 c4 g7");
	assert_int_equal(s->owe, 1);
	assert_int_equal(count_actions(s), 2); /* xb4, xc4: any piece */
	play_all(s, "xb4");
	assert_int_equal(s->side, BLACK);
	assert_int_equal(s->hand[BLACK], 10);
	assert_int_equal(MOR_COUNT(s->pos, BLACK), 1);
	/* 24 points: 3 white, c4, and the dead b4 */
	assert_int_equal(count_actions(s), 19);
	assert_false(offers(s, "b4"));
	refused(s, "b4", "occupied");
	/* the dead b4 makes no line for anyone: black a4 c4 around it */
	play_all(s, "a4 g1");
	assert_int_equal(s->owe, 0);
	/* the last placement ends placing: the dead point is empty again */
	setup_pos(s, "a7 d7 g7", "a4 c4", BLACK);
	s->hand[BLACK] = 1;
	MOR_ADD(s->dead, WHITE, pt(s, "b4"));
	s->open[0][0] &= ~((uint64_t)1 << pt(s, "b4"));
	assert_false(offers(s, "b4"));
	play_all(s, "g1");
	assert_int_equal(s->side, WHITE);
	assert_true(MOR_HAS(s->open, 0, pt(s, "b4")));
	assert_false(MOR_HAS(s->dead, WHITE, pt(s, "b4")));
	assert_true(offers(s, "a7-a4") == 0 && offers(s, "d7-d6"));
	/* the same referee plays on; the next game begins with no point
	 * dead, and marks again */
	assert_ptr_equal(s->eng, mor_lean_engine(s->r));
	mor_reset(s, NOT_ALGEBRAIC);
	assert_ptr_equal(s->eng, mor_lean_engine(s->r));
	play_all(s, "a7 b4 d7 c4 g7 xb4");
	assert_true(MOR_HAS(s->dead, WHITE, pt(s, "b4")));
	mor_reset(s, NOT_ALGEBRAIC);
	assert_false(MOR_HAS(s->dead, WHITE, pt(s, "b4")));
	assert_true(MOR_HAS(s->open, 0, pt(s, "b4")));
	done(s);
}

/* Sam K'i: the marker comes from the hand, and stays when placing ends. */
static void marks_with_hand(void **st)
{
	mor_state *s = state("sam-ki");
	diag d;
	(void)st;
	play_all(s, "a7 b4 d7 c4 g7");
	assert_int_equal(count_actions(s), 2);
	play_all(s, "xb4");
	assert_int_equal(s->hand[WHITE], 8); /* 3 placed, 1 stacked */
	assert_int_equal(s->hand[BLACK], 10);
	/* a line made with the last piece in hand marks nothing */
	setup_pos(s, "a7 d7", "a4 c4 e4", WHITE);
	s->hand[WHITE] = 1;
	s->hand[BLACK] = 1;
	assert_int_equal(play(s, "g7xa4", &d), -1);
	assert_string_equal(d.code, "no-removal");
	setup_pos(s, "a7 d7", "a4 c4 e4", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 1;
	play_all(s, "g7");
	assert_int_equal(s->owe, 0);
	assert_int_equal(s->side, BLACK);
	/* white, its hand empty, passes while black places */
	play_all(s, "g1");
	done(s);
	s = state("sam-ki");
	setup_pos(s, "a7 d7 g7", "a4 c4", WHITE);
	s->hand[BLACK] = 2;
	assert_int_equal(count_actions(s), 1); /* p */
	refused(s, "a7-b6", "must-pass");
	play_all(s, "p g1");
	/* the marker on b4 stays when placing ends: white's now */
	setup_pos(s, "a7 d7 g7", "a4 c4", BLACK);
	s->hand[BLACK] = 1;
	MOR_ADD(s->dead, WHITE, pt(s, "b4"));
	s->open[0][0] &= ~((uint64_t)1 << pt(s, "b4"));
	play_all(s, "g1");
	assert_true(MOR_HAS(s->pos, WHITE, pt(s, "b4")));
	assert_int_equal(MOR_COUNT(s->pos, WHITE), 4);
	done(s);
}

/* Shah: placing mills wait; the first mill's side removes first, then the
 * other, and moves first; with no mill, the side that placed last. */
static void first_mill_decides(void **st)
{
	static const char *const fill = "e3 b6 a1 d6 g4 f6 c5 f2 d1 d5 c4 b4 a7 d2 d3 e4 "
					"b2 g1 f4 a4 d7 e5 g7 c3";
	static const char *const none = "a7 g7 d7 d6 b6 f6 c5 d5 e5 c4 a4 f4 b4 g4 e4 c3 "
					"d3 e3 d2 b2 f2 a1 g1 d1";
	mor_state *s = state("shah");
	(void)st;
	play_all(s, "e3 b6 a1 d6 g4 f6");
	assert_int_equal(s->owe, 0);
	assert_int_equal(s->first_mill, BLACK);
	mor_reset(s, NOT_ALGEBRAIC);
	play_all(s, fill);
	assert_int_equal(s->side, BLACK);
	assert_int_equal(s->owe, 1);
	assert_int_equal(s->owe_kind, OWE_SETTLE);
	assert_int_equal(count_actions(s), 12); /* any white piece */
	play_all(s, "xd7");
	assert_int_equal(s->side, WHITE);
	assert_int_equal(count_actions(s), 12);
	play_all(s, "xb6");
	assert_int_equal(s->side, BLACK);
	assert_int_equal(s->owe, 0);
	/* into the empty d7 and b6: d6-d7, d6-b6, b4-b6 */
	assert_int_equal(count_actions(s), 3);
	mor_reset(s, NOT_ALGEBRAIC);
	play_all(s, none);
	assert_int_equal(s->first_mill, -1);
	assert_int_equal(s->side, BLACK); /* placed last */
	play_all(s, "xa7 xd1");
	assert_int_equal(s->side, BLACK);
	done(s);
}

/* El Filja: the mills on the board when placing ends settle the
 * removals. White has two, black one: white removes two, black one. With
 * one each: one each. With none: each one of its own. White first. */
static void count_mills(void **st)
{
	mor_state *s = state("sanmill-el-filja");
	(void)st;
	setup_pos(s, "d7 d6 c5 e5 a4 c3 b2 d2 f2 a1 d1 g1", "a7 g7 b6 f6 d5 b4 c4 e4 f4 g4 d3",
		  BLACK);
	s->hand[BLACK] = 1;
	play_all(s, "e3");
	assert_int_equal(s->side, WHITE);
	assert_int_equal(s->owe, 2);
	assert_int_equal(s->owe_kind, OWE_SETTLE);
	assert_int_equal(count_actions(s), 12);
	play_all(s, "xa7");
	assert_int_equal(s->side, WHITE);
	play_all(s, "xg7");
	assert_int_equal(s->side, BLACK);
	assert_int_equal(s->owe, 1);
	assert_ptr_not_equal(s->eng, mor_lean_engine(s->r)); /* the settlement goes on */
	play_all(s, "xd7");
	assert_int_equal(s->side, WHITE);
	assert_int_equal(s->owe, 0);
	assert_ptr_equal(s->eng, mor_lean_engine(s->r)); /* settled: the lean referee plays on */
	done(s);
	s = state("sanmill-el-filja");
	setup_pos(s, "e3 a1 g4 c5 d1 c4 a7 d3 b2 f4 d7 g7", "b6 d6 f6 f2 d5 b4 d2 e4 g1 a4 e5",
		  BLACK);
	s->hand[BLACK] = 1;
	play_all(s, "c3");
	assert_int_equal(s->owe, 1);
	play_all(s, "xb6");
	assert_int_equal(s->owe, 1);
	assert_int_equal(s->side, BLACK);
	done(s);
	s = state("sanmill-el-filja");
	setup_pos(s, "a7 d7 b6 c5 e5 a4 b4 e4 d3 d2 f2 g1", "g7 d6 f6 d5 c4 f4 g4 c3 e3 b2 a1",
		  BLACK);
	s->hand[BLACK] = 1;
	play_all(s, "d1");
	assert_int_equal(s->side, WHITE);
	assert_true(s->settle_own);
	assert_int_equal(count_actions(s), 12); /* one of its own */
	assert_true(offers(s, "xa7"));
	assert_false(offers(s, "xg7"));
	refused(s, "xg7", "not-removable");
	play_all(s, "xa7 xg7");
	assert_int_equal(MOR_COUNT(s->pos, WHITE), 11);
	assert_int_equal(MOR_COUNT(s->pos, BLACK), 11);
	assert_int_equal(s->side, WHITE);
	done(s);
}

/* Nerenchi Keliya: a placing mill gives another placement, a sliding mill
 * removes and gives another move; a side with its hand empty waits. */
static void extra_turns(void **st)
{
	mor_state *s = state("nerenchi-keliya");
	(void)st;
	play_all(s, "a7 b6 d7 d6 g7");
	assert_int_equal(s->side, WHITE);
	assert_int_equal(s->owe, 0);
	refused(s, "xb6", "no-removal");
	play_all(s, "a1");
	assert_int_equal(s->side, BLACK);
	/* the last piece in hand makes no extra turn */
	setup_pos(s, "a7 d7", "a4 c4", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 1;
	play_all(s, "g7");
	assert_int_equal(s->side, BLACK);
	/* white, its hand empty, passes while black places */
	setup_pos(s, "a7 d7 g7", "a4 c4", WHITE);
	s->hand[BLACK] = 1;
	assert_int_equal(count_actions(s), 1);
	play_all(s, "p d1");
	/* a sliding mill removes any piece, then the same side moves again */
	setup_pos(s, "a7 d7 g4", "b6 d6 f6 b4", WHITE);
	play_all(s, "g4-g7xd6");
	assert_int_equal(s->side, WHITE);
	/* d7 to d6, g7 to g4, a7 to a4 */
	assert_int_equal(count_actions(s), 3);
	play_all(s, "g7-g4");
	assert_int_equal(s->side, BLACK);
	done(s);
}

/* Shah's obligation: a move that leaves the other side no move is followed
 * by a move of the same side that frees it, and removes nothing. */
static void unblock(void **st)
{
	static const char *const fill = "e3 b6 a1 d6 g4 f6 c5 f2 d1 d5 c4 b4 a7 d2 d3 e4 "
					"b2 g1 f4 a4 d7 e5 g7 c3 xd7 xb6";
	mor_state *s = state("shah");
	diag d;
	(void)st;
	play_all(s, fill);
	play_all(s, "d6-d7");
	assert_int_equal(s->side, BLACK);
	assert_true(s->unblock);
	/* into d6 from d5, f6, d7; into b6 from b4: each frees a white piece */
	assert_int_equal(count_actions(s), 4);
	assert_int_equal(play(s, "f6-d6xa7", &d), -1);
	assert_string_equal(d.code, "no-removal");
	mor_reset(s, NOT_ALGEBRAIC);
	play_all(s, fill);
	play_all(s, "d6-d7 f6-d6");
	assert_int_equal(s->side, WHITE);
	assert_int_equal(s->owe, 0);
	assert_int_equal(MOR_COUNT(s->pos, WHITE), 11);
	assert_true(offers(s, "f4-f6"));
	/* a blocked side no move frees: a draw (a4 and d7, which hem a7
	 * in, are hemmed in themselves) */
	setup_pos(s, "a7", "a4 d7 g7 d6 a1 c4", BLACK);
	play_all(s, "c4-b4");
	assert_true(s->base.out.over);
	assert_int_equal(s->base.out.result, RES_DRAW);
	assert_string_equal(s->base.out.termination, "blocked-draw");
	done(s);
}

/* Sanmill's full board (rules.removal.board_full: next-to-own): the first
 * removal placing ends with takes a piece next to one of the remover's own;
 * the second, made once placing is over, any piece; and under
 * rules.blocked: remove-then-move, the removal a mill owes a side that
 * cannot then move is made next to its own, to make room. */
static void full_board_near(void **st)
{
	/* 24 placements, no mill: black's c3 has only black neighbours */
	static const char *const fill = "e5 b2 d7 d3 a7 e4 b4 d5 f2 g7 f4 d1 d2 c4 d6 a4 "
					"g4 b6 e3 f6 c5 g1 a1 c3";
	mor_state *s = state("sanmill-zhi-qi");
	(void)st;
	play_all(s, fill);
	assert_int_equal(s->side, WHITE);
	assert_int_equal(s->owe_kind, OWE_FULL);
	/* every black piece but c3 (b2, c4 and d3 hem it in) */
	assert_int_equal(count_actions(s), 11);
	assert_false(offers(s, "xc3"));
	refused(s, "xc3", "not-removable");
	play_all(s, "xb2");
	/* black's removal, the second: any white piece (always removable) */
	assert_int_equal(s->side, BLACK);
	assert_int_equal(count_actions(s), 12);
	done(s);
	s = state("tests/data/morris/rules/sanmill-zhi-qi-any-piece.yaml");
	play_all(s, fill);
	assert_int_equal(count_actions(s), 12);
	play_all(s, "xc3");
	done(s);
	/* black's last placement closes c5-d5-e5 on the full board: black
	 * cannot move, so its removal takes a white piece next to its own
	 * (Sanmill's engine: a stalemate removal) */
	s = state("sanmill-zhi-qi");
	play_all(s, "c3 f4 d6 g7 a7 g4 d1 f2 c4 e5 d7 c5 b2 a1 d3 b6 g1 d2 b4 a4 f6 e3 e4 d5");
	assert_int_equal(s->side, BLACK);
	assert_int_equal(s->owe_kind, OWE_MILL);
	assert_int_equal(count_actions(s), 11);
	refused(s, "xc3", "not-removable");
	done(s);
}

/* Arde Lucus: a piece that leaves its mill goes back only after 3 plies. */
static void cooldown(void **st)
{
	mor_state *s = state("arde-lucus");
	(void)st;
	setup_pos(s, "a7 d7 g7 b2", "a1 d1 c5 e3", WHITE);
	play_all(s, "g7-g4 e3-e4");
	assert_false(offers(s, "g4-g7"));
	refused(s, "g4-g7", "mill-return");
	play_all(s, "b2-d2 e4-e3");
	assert_true(offers(s, "g4-g7"));
	play_all(s, "g4-g7xc5");
	done(s);
	/* and a piece that leaves no mill comes back at once */
	s = state("arde-lucus");
	setup_pos(s, "a7 d7 g4 b2", "a1 d1 c5 e3", WHITE);
	play_all(s, "b2-d2 e3-e4");
	assert_true(offers(s, "d2-b2"));
	done(s);
}

/* Dig Dig: a placement on an opposing piece cancels both; hands never run
 * out; when the board is full the cancelled pieces go. */
static void cancel(void **st)
{
	mor_state *s = state("dig-dig");
	(void)st;
	play_all(s, "a7");
	assert_int_equal(count_actions(s), 24); /* 23 empty points and a7 */
	play_all(s, "a7");
	assert_int_equal(MOR_COUNT(s->pos, WHITE) + MOR_COUNT(s->pos, BLACK), 0);
	assert_int_equal(count_actions(s), 23); /* a7 is dead */
	assert_int_equal(s->hand[WHITE], 24);
	refused(s, "a7", "occupied");
	/* the last empty point filled: placing ends, a7 empty again */
	setup_pos(s, "d7 g7 d6 f6 c5 d5 b4 f4 g4 d3 e3 b2", "b6 e5 a4 c4 e4 c3 d2 f2 d1 g1",
		  WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 24;
	MOR_ADD(s->dead, BLACK, pt(s, "a7"));
	s->open[0][0] &= ~((uint64_t)1 << pt(s, "a7"));
	play_all(s, "a1");
	assert_int_equal(s->hand[WHITE] + s->hand[BLACK], 0);
	assert_true(MOR_HAS(s->open, 0, pt(s, "a7")));
	assert_int_equal(s->side, BLACK);
	assert_int_equal(count_actions(s), 2); /* a4-a7, b6-a7 */
	done(s);
}

/* Line captures: custodian, intervention (one run, both ends), leap. */
static void captures(void **st)
{
	mor_state *s = state("tests/data/variants/custodian.yaml");
	(void)st;
	setup_pos(s, "a7 g1", "b6 f2 d1", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 5;
	play_all(s, "c5"); /* a7 b6 c5: b6 taken; g1 f2 e3 is not played */
	assert_int_equal(s->owe_kind, OWE_CAPTURE);
	assert_int_equal(count_actions(s), 1);
	refused(s, "xd1", "not-removable");
	play_all(s, "xb6");
	assert_int_equal(s->side, BLACK);
	done(s);
	s = state("sanmill-app-mul-mulan");
	setup_pos(s, "a1", "d7 d5 b6 f6 g1", WHITE);
	s->hand[WHITE] = s->hand[BLACK] = 5;
	play_all(s, "d6"); /* between d7 and d5, and b6 and f6: the line across */
	assert_int_equal(count_actions(s), 2);
	assert_true(offers(s, "xd5") && offers(s, "xd7"));
	play_all(s, "xd5");
	assert_int_equal(s->side, WHITE);
	assert_int_equal(count_actions(s), 1);
	refused(s, "xb6", "not-removable");
	play_all(s, "xd7");
	assert_int_equal(s->side, BLACK);
	assert_int_equal(MOR_COUNT(s->pos, BLACK), 3);
	done(s);
	s = state("tests/data/variants/leap.yaml");
	setup_pos(s, "a7 g1 g4 d3", "b6 f2 d1 e4", WHITE);
	/* a7 jumps b6 to c5, g1 jumps f2 to e3: 8 slides and 2 leaps */
	assert_true(offers(s, "a7-c5"));
	assert_true(offers(s, "g1-e3"));
	assert_false(offers(s, "a7-e5"));
	play_all(s, "a7-c5");
	assert_int_equal(count_actions(s), 1);
	play_all(s, "xb6");
	assert_int_equal(s->side, BLACK);
	done(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(marks),
		cmocka_unit_test(marks_with_hand),
		cmocka_unit_test(first_mill_decides),
		cmocka_unit_test(count_mills),
		cmocka_unit_test(extra_turns),
		cmocka_unit_test(unblock),
		cmocka_unit_test(full_board_near),
		cmocka_unit_test(cooldown),
		cmocka_unit_test(cancel),
		cmocka_unit_test(captures),
	};
	return cmocka_run_group_tests_name("morris families", tests, setup, teardown);
}
