/* Where verdicts under several rule sets part, on verdicts made by hand. */
#include "unit.h"

#include <string.h>

#include "core/compare.h"

static variant va = { .name = "dooz" }, vb = { .name = "dokuz" }, vc = { .name = "classic" };

static verdict ends(variant *v, int plies, int result, const char *term, const char *why)
{
	verdict x = { .status = ST_VALID, .v = v, .plies = plies, .result = result,
		      .termination = term, .verified = 1 };
	snprintf(x.why, sizeof x.why, "%s", why);
	return x;
}

static verdict goes_on(variant *v, int plies)
{
	verdict x = { .status = ST_VALID, .v = v, .plies = plies, .result = RES_NONE,
		      .termination = "unfinished" };
	return x;
}

static verdict illegal(variant *v, int ply, const char *token, const char *code, const char *msg)
{
	verdict x = { .status = ST_ILLEGAL, .v = v, .plies = ply - 1, .result = RES_NONE,
		      .termination = "unfinished", .has_error = 1, .error_ply = ply };
	snprintf(x.err.token, sizeof x.err.token, "%s", token);
	snprintf(x.err.code, sizeof x.err.code, "%s", code);
	snprintf(x.err.msg, sizeof x.err.msg, "%s", msg);
	return x;
}

static void same(void **st)
{
	verdict vs[2] = { ends(&va, 40, RES_WHITE, "fewer-pieces", "x"),
			  ends(&vb, 40, RES_WHITE, "fewer-pieces", "x") };
	char msg[512];
	(void)st;
	assert_false(cmp_diverges(vs, 2));
	assert_int_equal(cmp_first_divergence(vs, 2, msg, sizeof msg), -1);
	assert_string_equal(msg, "");
}

/* A draw at the 60th quiet ply under one, play on under the others. */
static void ends_under_one(void **st)
{
	verdict vs[3] = { goes_on(&va, 120), ends(&vb, 78, RES_DRAW, "move-limit", "60 moves"),
			  goes_on(&vc, 120) };
	char msg[512];
	(void)st;
	assert_true(cmp_diverges(vs, 3));
	assert_int_equal(cmp_first_divergence(vs, 3, msg, sizeof msg), 78);
	assert_string_equal(msg, "under dokuz the game ends 1/2-1/2 by move-limit (60 moves); "
				 "under dooz and classic play goes on");
}

/* A move legal under one and illegal under another; the earliest event wins. */
static void illegal_under_one(void **st)
{
	verdict vs[3] = { ends(&va, 90, RES_WHITE, "fewer-pieces", "x"),
			  illegal(&vb, 61, "d7-e4", "not-adjacent", "e4 is not next to d7"),
			  ends(&vc, 90, RES_WHITE, "fewer-pieces", "x") };
	char msg[512];
	(void)st;
	assert_int_equal(cmp_first_divergence(vs, 3, msg, sizeof msg), 61);
	assert_string_equal(msg, "under dokuz d7-e4 is illegal: e4 is not next to d7; under dooz "
				 "and classic play goes on");
	assert_false(cmp_same_outcome(&vs[0], &vs[1]));
	assert_true(cmp_same_outcome(&vs[0], &vs[2]));
}

/* Playing on after the end is illegal, but the divergence is the end. */
static void played_past_the_end(void **st)
{
	verdict vs[2] = { goes_on(&va, 100),
			  illegal(&vb, 79, "a1-a4", "game-over", "the game is over") };
	char msg[512];
	(void)st;
	vs[1].plies = 78;
	vs[1].verified = 1;
	vs[1].result = RES_DRAW;
	vs[1].termination = "move-limit";
	snprintf(vs[1].why, sizeof vs[1].why, "60 moves");
	assert_int_equal(cmp_first_divergence(vs, 2, msg, sizeof msg), 78);
	assert_non_null(strstr(msg, "under dokuz the game ends 1/2-1/2 by move-limit"));
}

/* Both end at the same ply, differently. */
static void ends_differently(void **st)
{
	verdict vs[2] = { ends(&va, 30, RES_WHITE, "blocked", "black cannot move"),
			  ends(&vb, 30, RES_DRAW, "blocked-draw", "black cannot move") };
	char msg[512];
	(void)st;
	assert_int_equal(cmp_first_divergence(vs, 2, msg, sizeof msg), 30);
	assert_string_equal(msg, "under dooz the game ends 1-0 by blocked (black cannot move); "
				 "under dokuz the game ends 1/2-1/2 by blocked-draw (black cannot move)");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(same),
		cmocka_unit_test(ends_under_one),
		cmocka_unit_test(illegal_under_one),
		cmocka_unit_test(played_past_the_end),
		cmocka_unit_test(ends_differently),
	};
	return cmocka_run_group_tests_name("compare", tests, NULL, NULL);
}
