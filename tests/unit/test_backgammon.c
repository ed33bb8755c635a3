/* Backgammon move legality on hand-built positions: the dice, the bar, the
 * bear-off, the most-dice and larger-die rules, the cube. */
#include "unit.h"
#include "registry.h"
#include "position.h"

#include <limits.h>
#include <string.h>

#include "base/edit.h"

static void expect_error(bg_state *s, const char *tok, const char *code)
{
	diag d;
	bg_state copy = *s;
	if (act(&copy, 0, tok, &d) == 0)
		fail_msg("%s was accepted", tok);
	if (strcmp(d.code, code))
		fail_msg("%s: got %s: %s", tok, d.code, d.msg);
}

static void expect_ok(bg_state *s, const char *tok)
{
	diag d;
	bg_state copy = *s;
	if (act(&copy, 0, tok, &d))
		fail_msg("%s: %s: %s", tok, d.code, d.msg);
}

static void tokens(void **st)
{
	bg_state *s = state("backgammon");
	bg_move m;
	diag d;
	(void)st;
	assert_int_equal(bg_decode(s, "52: 13/8 24/22*", 15, 0, &m, &d), 0);
	assert_int_equal(m.n, 2);
	assert_int_equal(m.hit[1], 1);
	assert_int_equal(bg_decode(s, "66: 8/2(2) bar/19 6/off", 23, 1, &m, &d), 0);
	assert_int_equal(m.n, 4);
	assert_int_equal(m.from[2], BG_BAR);
	assert_int_equal(m.to[3], 0);
	assert_int_equal(bg_decode(s, "64: 24/18/14", 12, 0, &m, &d), 0);
	assert_int_equal(m.n, 2);
	assert_int_equal(m.from[1], 18);
	assert_int_equal(bg_decode(s, "73: 13/6 8/5", 12, 0, &m, &d), -1); /* no 7 on a die */
	assert_string_equal(d.code, "bad-token");
	assert_int_equal(bg_decode(s, "52: 13-8", 8, 0, &m, &d), -1);
	assert_int_equal(bg_decode(s, " Doubles => 4", 13, 0, &m, &d), -1); /* trimmed by readers */
	assert_int_equal(bg_decode(s, "Doubles => 4", 12, 0, &m, &d), 0);
	assert_int_equal(m.kind, BG_DOUBLE);
	assert_int_equal(m.value, 4);
	done(s);
}

static void dice_and_points(void **st)
{
	bg_state *s = state("backgammon");
	(void)st;
	s->side = 0;
	s->rolls = 1;
	expect_ok(s, "52: 13/8 24/22");
	expect_ok(s, "52: 13/11 13/8");
	expect_ok(s, "52: 13/6");              /* one checker, both dice */
	expect_error(s, "52: 13/8 24/21", "dice");
	expect_error(s, "52: 13/8", "too-few-dice");
	expect_error(s, "52: 12/7 24/22", "no-checker");
	expect_error(s, "61: 13/7 8/7 7/6", "dice");
	expect_ok(s, "66: 24/18(2) 13/7(2)");
	expect_error(s, "55: 24/19(2) 13/8(2)", "blocked"); /* our 19 is its 6 point */
	expect_error(s, "52: 6/off 24/22", "early-bear-off");
	done(s);
}

/* A checker on the bar enters first. The opponent's 6 and 5 points are our
 * 19 and 20; its 13 point is our 12. */
static void bar(void **st)
{
	bg_state *s = state("backgammon");
	(void)st;
	set(s, 0, "bar:1 13:14");
	set(s, 1, "6:2 5:2 13:11");
	expect_error(s, "31: 13/10 13/12", "bar-first");
	expect_error(s, "65: bar/19 13/8", "blocked");
	expect_ok(s, "31: bar/24 13/10");
	expect_error(s, "31: bar/22 13/12", "blocked"); /* our 12 is its 13 */
	/* 6 and 5 cannot enter: the roll is lost */
	expect_ok(s, "65:");
	expect_error(s, "65: bar/20", "blocked");
	done(s);
}

/* A closed board forfeits the roll; an open point must be used. */
static void closed_board(void **st)
{
	bg_state *s = state("backgammon");
	(void)st;
	set(s, 0, "bar:1 13:14");
	set(s, 1, "1:2 2:2 3:2 4:2 5:2 6:2 13:3");
	expect_ok(s, "64:");
	expect_ok(s, "64: Cannot Move");
	done(s);
	s = state("backgammon");
	set(s, 0, "bar:1 13:14");
	set(s, 1, "2:2 3:2 4:2 5:2 6:2 13:5");      /* only our 24 is open */
	expect_ok(s, "64:");                        /* neither die enters */
	expect_ok(s, "61: bar/24 13/7");
	{
		/* "61:" with a play open is a roll not yet played: only a
		 * resignation may follow it, any action is refused */
		bg_state copy = *s;
		diag d;
		assert_int_equal(act(&copy, 0, "61:", &d), 0);
		assert_int_equal(act(&copy, 1, "52: 13/8 24/22", &d), -1);
		assert_string_equal(d.code, "must-move");
		copy = *s;
		assert_int_equal(act(&copy, 0, "61:", &d), 0);
		assert_int_equal(bg_claim(&copy, 1, 1, 0, &d), 0);
		assert_string_equal(copy.base.out.termination, "resignation");
	}
	done(s);
}

/* Bearing off: the exact point, or a lower one when no checker stands higher. */
static void bear_off(void **st)
{
	bg_state *s = state("backgammon");
	(void)st;
	set(s, 0, "3:1 2:2 off:12");
	set(s, 1, "1:15");
	expect_ok(s, "65: 3/off 2/off");
	expect_error(s, "65: 2/off 2/off", "dice");   /* 3 stands higher: it goes first */
	done(s);
	s = state("backgammon");
	set(s, 0, "6:1 1:2 off:12");
	set(s, 1, "1:15");
	expect_error(s, "54: 1/off 1/off", "dice");   /* with a checker on 6, a 5 bears off from 5 */
	expect_ok(s, "54: 6/1 1/off");                /* once 6 has moved, 1 is the highest */
	expect_ok(s, "54: 6/2 2/off");
	done(s);
	s = state("backgammon");
	set(s, 0, "7:1 3:2 off:12");
	set(s, 1, "1:15");
	expect_error(s, "43: 3/off 3/off", "early-bear-off");
	expect_ok(s, "43: 7/3 3/off");
	expect_ok(s, "43: 3/off 7/3"); /* .mat files list moves in any order */
	done(s);
}

/* As many dice as any play allows; the larger when only one can be played. */
static void most_dice(void **st)
{
	bg_state *s = state("backgammon");
	int larger;
	(void)st;
	/* our 9 can take the 6 or the 5, never both: the 24 is stuck behind the
	 * opponent's 6 and 7 points (our 19 and 18), and no bear-off while it is out */
	set(s, 0, "9:1 24:1 off:13");
	set(s, 1, "6:2 7:2 13:11");
	assert_int_equal(bg_max_dice(s->r, &s->p, 0, 6, 5, &larger), 1);
	assert_true(larger);
	expect_ok(s, "65: 9/3");
	expect_error(s, "65: 9/4", "larger-die");
	done(s);
	/* doubles partly playable: 6-6 from our 20 reaches 14 and 8, then our 2 is held */
	s = state("backgammon");
	set(s, 0, "20:1 off:14");
	set(s, 1, "23:2 1:13");
	assert_int_equal(bg_max_dice(s->r, &s->p, 0, 6, 6, &larger), 2);
	expect_ok(s, "66: 20/14 14/8");
	expect_ok(s, "66: 20/8");
	expect_error(s, "66: 20/14", "too-few-dice");
	done(s);
}

/* The cube: access, the Crawford game, the ceiling; answers need a double. */
static void cube(void **st)
{
	bg_state *s = state("backgammon");
	diag d;
	(void)st;
	s->side = 0;
	s->rolls = 1;
	assert_int_equal(act(s, 1, "Doubles => 2", &d), -1);
	assert_string_equal(d.code, "turn");
	assert_int_equal(act(s, 0, "Takes", &d), -1);
	assert_string_equal(d.code, "no-double");
	assert_int_equal(act(s, 0, "Doubles => 2", &d), 0);
	assert_int_equal(act(s, 1, "Takes", &d), 0);
	assert_int_equal(s->cube, 2);
	assert_int_equal(s->owner, 1);
	assert_int_equal(act(s, 0, "Doubles => 4", &d), -1);
	assert_string_equal(d.code, "cube-access");
	assert_int_equal(act(s, 0, "52: 13/8 24/22", &d), 0);
	assert_int_equal(act(s, 1, "Doubles => 4", &d), 0);
	assert_int_equal(act(s, 0, "Drops", &d), 0);
	assert_true(s->base.out.over);
	assert_int_equal(s->base.out.points, 2);
	assert_string_equal(s->base.out.termination, "drop");
	done(s);
	/* the Crawford game: 4-2 in a 5-point match */
	s = state("backgammon");
	bg_reset(s, &(game_match){ .length = 5, .score = { 4, 2 } });
	assert_true(s->crawford);
	assert_int_equal(act(s, 0, "52: 13/8 24/22", &d), 0);
	assert_int_equal(act(s, 1, "Doubles => 2", &d), -1);
	assert_string_equal(d.code, "crawford");
	/* after it, doubling is allowed again */
	bg_reset(s, &(game_match){ .length = 5, .score = { 4, 3 }, .flags = MATCH_CRAWFORD_PLAYED });
	assert_false(s->crawford);
	done(s);
	s = state("backgammon-no-cube");
	s->side = 0;
	s->rolls = 1;
	assert_int_equal(act(s, 0, "Doubles => 2", &d), -1);
	assert_string_equal(d.code, "no-cube");
	done(s);
	/* the opening roll is never a double where the opening dice are the first move */
	s = state("backgammon");
	assert_int_equal(act(s, 0, "66: 24/18(2) 13/7(2)", &d), -1);
	assert_string_equal(d.code, "opening-double");
	done(s);
}

/* A fact of the game's end, as the report prints it. */
static const game_fact *fact(const bg_state *s, const char *name)
{
	for (int i = 0; i < s->base.out.nfacts; i++)
		if (!strcmp(s->base.out.facts[i].name, name))
			return &s->base.out.facts[i];
	fail_msg("no fact %s", name);
	return NULL;
}

static const char *kind(const bg_state *s)
{
	return fact(s, "kind")->word;
}

/* A header of two tags, as a record would give it. */
static const char *two_tags(const void *ctx, const char *name)
{
	const char *const *t = ctx;
	for (; *t; t += 2)
		if (!strcmp(*t, name))
			return t[1];
	return NULL;
}

/* The header's rule tags: a warning for each rule the rule set does not
 * share, where that rule applies (Jacoby in money play, Crawford in
 * matches), the first kept; none where they agree. */
static void header_rules(void **st)
{
	static const char *const tags[] = { "Jacoby", "On", "Crawford", "Off", NULL };
	game_header head = { two_tags, tags };
	bg_state *s = state("backgammon");
	const game *g = var_find(reg, "backgammon", &(diag){ 0 })->game;
	(void)st;

	/* the rule set named by the user decides: a tag at odds is a warning */
	g->state_reset(s, &(game_start){ .match = { .length = 0 }, .head = &head, .rules_named = 1 });
	assert_int_equal(s->base.warned, 1); /* money play: Jacoby, off here */
	assert_string_equal(s->base.warn.code, "rule-tag");
	assert_non_null(strstr(s->base.warn.msg, "[Jacoby \"On\"]"));
	s->base.warned = 0;
	g->state_reset(s, &(game_start){ .match = { .length = 5 }, .head = &head, .rules_named = 1 });
	assert_int_equal(s->base.warned, 1); /* a match: Crawford, kept here */
	assert_non_null(strstr(s->base.warn.msg, "[Crawford \"Off\"]"));
	s->base.warned = 0;
	g->state_reset(s, &(game_start){ .match = { .length = -1 }, .rules_named = 1 });
	assert_int_equal(s->base.warned, 0); /* no header */
	/* no rule set named: the tags are the rules the game was played under */
	g->state_reset(s, &(game_start){ .match = { .length = 5 }, .head = &head });
	assert_int_equal(s->base.warned, 0);
	assert_true(s->r->jacoby && !s->r->crawford && !s->crawford);
	assert_false(s->rules->jacoby); /* the rule set's own are as they were */
	done(s);
	s = state("backgammon-money");
	g->state_reset(s, &(game_start){ .match = { .length = 0 }, .head = &head, .rules_named = 1 });
	assert_int_equal(s->base.warned, 0); /* this rule set applies Jacoby */
	done(s);
	{
		static const char *const nocube[] = { "CubeLimit", "1", NULL };
		s = state("backgammon-money");
		g->state_reset(s, &(game_start){ .match = { .length = 0 },
						 .head = &(game_header){ two_tags, nocube } });
		assert_true(!s->r->cube && !s->r->jacoby); /* no cube: no Jacoby rule either */
		done(s);
	}
	{
		/* a value that says no rule: a warning, named or not, the rule
		 * set's rule kept */
		static const char *const odd[] = { "Beaver", "yes", "CubeLimit", "none", NULL };
		for (int named = 0; named < 2; named++) {
			s = state("backgammon-money");
			g->state_reset(s, &(game_start){ .match = { .length = 0 }, .rules_named = named,
							 .head = &(game_header){ two_tags, odd } });
			assert_int_equal(s->base.warned, 2);
			assert_string_equal(s->base.warn.code, "rule-tag");
			assert_non_null(strstr(s->base.warn.msg, "[Beaver \"yes\"], which is neither on nor off"));
			assert_true(s->r->beavers && s->r->cube);
			done(s);
		}
	}
}

static void scoring(void **st)
{
	bg_state *s = state("backgammon");
	diag d;
	(void)st;
	set(s, 0, "1:1 off:14");
	set(s, 1, "24:1 19:14");                  /* none off, one in our home board: backgammon */
	s->cube = 2;
	assert_int_equal(act(s, 0, "21: 1/off", &d), 0);
	assert_true(s->base.out.over);
	assert_string_equal(kind(s), "backgammon");
	assert_int_equal(fact(s, "cube")->number, 2);
	assert_int_equal(s->base.out.points, 6);
	done(s);
	/* money play with the Jacoby rule: a gammon with the cube never turned is single */
	s = state("backgammon-money");
	bg_reset(s, &(game_match){ .length = 0 });
	set(s, 0, "1:1 off:14");
	set(s, 1, "13:15");
	assert_int_equal(act(s, 0, "21: 1/off", &d), 0);
	assert_string_equal(kind(s), "gammon");
	assert_int_equal(s->base.out.points, 1);
	done(s);
	/* resignations: single, gammon or backgammon times the cube */
	s = state("backgammon");
	s->cube = 2;
	assert_int_equal(bg_claim(s, 0, 4, 0, &d), 0);
	assert_string_equal(kind(s), "gammon");
	s->base.out.over = 0;
	assert_int_equal(bg_claim(s, 0, 5, 0, &d), -1);
	assert_string_equal(d.code, "points-mismatch");
	done(s);
}

/* The reasons of a game's end and the warnings of a play, with their
 * numbers, plurals and names, as printf writes them. */
static void reasons(void **st)
{
	bg_state *s = state("backgammon-money");
	char want[sizeof s->base.out.why];
	diag d;
	(void)st;
	bg_reset(s, &(game_match){ .length = 0 });
	memset(s->who[0], 'n', sizeof s->who[0] - 1); /* the longest name */
	s->who[0][sizeof s->who[0] - 1] = '\0';
	set(s, 0, "1:1 off:14");
	set(s, 1, "13:15");
	assert_int_equal(act(s, 0, "21: 1/off", &d), 0);
	snprintf(want, sizeof want, "%s bore off every checker: a %s, %d point%s%s", s->who[0],
		 "gammon", 1, "", " (Jacoby rule: the cube was never turned)");
	assert_string_equal(s->base.out.why, want);
	done(s);
	s = state("backgammon");
	s->side = 0;
	s->rolls = 1;
	set(s, 0, "8:2 13:13");
	set(s, 1, "19:1 20:1 1:13");                /* blots on our 6 and 5 points */
	assert_int_equal(act(s, 0, "21: 8/6 6/5", &d), 0);
	assert_string_equal(s->base.warn.code, "hit-mark");
	assert_string_equal(s->base.warn.msg, "the play hits 2 checkers but marks 0 with *");
	done(s);
}

/* A play as transcribers and programs write it, realised the way its
 * dice and marks say: a bear-off that takes both dice, an entering path
 * that hits only where the '*' stands, a bear-off again after the last
 * checker is off, moves apart by a comma or by a '*' alone. */
static void written_paths(void **st)
{
	bg_state *s = state("backgammon");
	bg_state copy;
	bg_move m;
	diag d;
	(void)st;
	set(s, 0, "4:1 2:2 off:12");
	set(s, 1, "13:15");
	copy = *s;
	assert_int_equal(act(&copy, 0, "41: 4/off", &d), 0); /* 4/3/off: 4/off alone leaves the 1 */
	assert_int_equal(copy.p.ck[0][2], 2);
	assert_int_equal(copy.p.ck[0][0], 13);
	set(s, 0, "bar:1 13:14");
	set(s, 1, "4:1 5:1 13:13"); /* blots on the first player's 21 and 20 */
	copy = *s;
	assert_int_equal(act(&copy, 0, "41: bar/20*", &d), 0); /* in on 24, then the hit on 20 */
	assert_int_equal(copy.p.ck[1][BG_BAR], 1);
	assert_int_equal(copy.p.ck[1][4], 1);
	assert_int_equal(copy.base.warned, 0);
	set(s, 0, "1:1 off:14");
	copy = *s;
	assert_int_equal(act(&copy, 0, "21: 1/0 1/0", &d), 0); /* the last one, written twice */
	assert_string_equal(copy.base.warn.code, "after-last");
	expect_error(s, "21: 1/0 2/0", "no-checker");          /* a point it never stood on */
	done(s);
	s = state("backgammon");
	set(s, 1, "14:1 13:14");
	copy = *s;
	assert_int_equal(act(&copy, 0, "52: 13/11*8/3", &d), 0); /* as gnubg reads it */
	assert_int_equal(copy.p.ck[1][BG_BAR], 1);
	expect_ok(s, "52: 13/8, 13/11");
	assert_int_equal(bg_decode(s, "52: 13/8,13/11", 14, 0, &m, &d), 0);
	assert_int_equal(m.n, 2);
	done(s);
}

/* What real files write: repeat counts, FIBS's 0 for off, the last checkers
 * off with dice to spare, a play as a set of moves in any order. */
static void written_plays(void **st)
{
	bg_state *s = state("backgammon");
	bg_move m;
	diag d;
	(void)st;
	assert_int_equal(bg_decode(s, "33: 11/8* 7/4(3)", 16, 0, &m, &d), 0);
	assert_int_equal(m.n, 4);
	assert_int_equal(bg_decode(s, "22: 13/11(4)", 12, 0, &m, &d), 0);
	assert_int_equal(m.n, 4);
	assert_int_equal(bg_decode(s, "21: ????", 8, 0, &m, &d), 0); /* rolled, then gave up */
	assert_true(m.kind == BG_RESIGN && m.unwritten && m.die[0] == 2);
	assert_int_equal(bg_decode(s, "00: ????", 8, 0, &m, &d), 0); /* XG: gave up before rolling */
	assert_true(m.kind == BG_RESIGN && !m.die[0]);
	assert_int_equal(bg_decode(s, "Resigns", 7, 0, &m, &d), 0);
	assert_true(m.kind == BG_RESIGN && !m.unwritten);
	assert_int_equal(bg_decode(s, "Doubles", 7, 0, &m, &d), 0); /* no value written */
	assert_true(m.kind == BG_DOUBLE && m.value == -1);
	assert_int_equal(bg_decode(s, "Doubles => 0", 12, 0, &m, &d), 0); /* written, and wrong */
	assert_true(m.kind == BG_DOUBLE && m.value == 0);
	/* past any cube, and past an int: no wrapping round to 0 (none written) */
	assert_int_equal(bg_decode(s, "Doubles => 4294967296", 21, 0, &m, &d), 0);
	assert_true(m.kind == BG_DOUBLE && m.value == INT_MAX);
	assert_int_equal(bg_decode(s, "Beavers => 99999999999999999999", 31, 0, &m, &d), 0);
	assert_true(m.kind == BG_BEAVER && m.value == INT_MAX);
	set(s, 0, "3:1 off:14");
	set(s, 1, "13:15");
	expect_ok(s, "42: 3/off");                   /* the last checker: the 2 needs no play */
	expect_ok(s, "42: 3/1 1/off");
	done(s);
	s = state("backgammon");
	set(s, 0, "2:1 off:14");
	set(s, 1, "13:15");
	expect_ok(s, "15: 2/0");                     /* FIBS writes off as 0 */
	done(s);
	s = state("backgammon");
	set(s, 0, "3:1 2:1 off:13");
	set(s, 1, "13:15");
	expect_error(s, "42: 3/off", "too-few-dice"); /* a checker stays: both dice play */
	done(s);
	/* two on the bar with 2-2: both enter before either goes on */
	s = state("backgammon");
	set(s, 0, "bar:2 13:13");
	set(s, 1, "4:1 6:5 13:9");
	expect_ok(s, "22: bar/21*(2)");
	done(s);
	/* two on the 8 with 4-4: both come home before either bears off */
	s = state("backgammon");
	set(s, 0, "8:2 6:3 off:10");
	set(s, 1, "13:15");
	expect_ok(s, "44: 8/off(2)");
	done(s);
	s = state("backgammon");
	set(s, 0, "17:1 6:1 off:13");
	set(s, 1, "24:15");
	expect_ok(s, "66: 17/off 6/off");
	done(s);
}

/* One long step that two paths make: the path the written hits agree with. */
static void long_steps(void **st)
{
	bg_state *s = state("backgammon");
	diag d;
	(void)st;
	set(s, 0, "8:2 6:5 13:8");
	set(s, 1, "23:1 6:5 13:9");                  /* a blot on our 2; our 7 open */
	assert_int_equal(act(s, 0, "61: 8/1", &d), 0);
	assert_int_equal(s->p.ck[1][BG_BAR], 0);     /* through 7: nothing hit */
	assert_false(s->base.warned);
	done(s);
	s = state("backgammon");
	set(s, 0, "8:2 6:5 13:8");
	set(s, 1, "23:1 6:5 13:9");
	assert_int_equal(act(s, 0, "61: 8/2*/1", &d), 0);
	assert_int_equal(s->p.ck[1][BG_BAR], 1);     /* as written: through 2, hitting */
	assert_false(s->base.warned);
	done(s);
	/* every path hits: the play stands, the missing '*' is a warning */
	s = state("backgammon");
	set(s, 0, "8:2 6:5 13:8");
	set(s, 1, "23:1 18:1 6:4 13:9");
	assert_int_equal(act(s, 0, "61: 8/1", &d), 0);
	assert_int_equal(s->p.ck[1][BG_BAR], 1);
	assert_true(s->base.warned);
	done(s);
}

/* Beavers as gnubg writes them: a double by the side answering a double
 * (SGF), or "Beavers => 4" and no "Takes" (.mat); the doubler then takes,
 * drops or doubles again. */
static void beavers(void **st)
{
	bg_state *s = state("backgammon-money");
	diag d;
	(void)st;
	bg_reset(s, &(game_match){ .length = 0 });
	s->side = 0;
	s->rolls = 1;
	assert_int_equal(act(s, 0, "Doubles => 2", &d), 0);
	assert_int_equal(act(s, 1, "Beavers => 4", &d), 0);
	assert_int_equal(act(s, 0, "52: 13/8 24/22", &d), 0); /* the roll takes it */
	assert_int_equal(s->cube, 4);
	assert_int_equal(s->owner, 1);
	done(s);
	s = state("backgammon-money");
	bg_reset(s, &(game_match){ .length = 0 });
	s->side = 0;
	s->rolls = 1;
	assert_int_equal(act(s, 0, "Doubles => 2", &d), 0);
	assert_int_equal(act(s, 1, "Doubles => 4", &d), 0);   /* SGF: B[double] */
	assert_int_equal(act(s, 0, "Drops", &d), 0);
	assert_int_equal(s->base.out.points, 2);
	assert_int_equal(s->base.out.result, RES_BLACK);
	done(s);
	/* no beavers in a match */
	s = state("backgammon");
	s->side = 0;
	s->rolls = 1;
	assert_int_equal(act(s, 0, "Doubles => 2", &d), 0);
	assert_int_equal(act(s, 1, "Beavers => 4", &d), -1);
	assert_string_equal(d.code, "answer-due");
	done(s);
}

/* Takhte nard (seed 004): in the last six points a checker that has hit may
 * go on to an empty point or hit again, not onto its own side's point; and
 * black mars needs a checker in the winner's home, the bar does not count. */
static void takhte_nard(void **st)
{
	bg_state *s = state("takhte-nard");
	diag d;
	(void)st;
	set(s, 0, "8:2 6:11 2:2");
	set(s, 1, "22:1 1:7 2:7");                  /* a blot on our 3 */
	expect_error(s, "51: 8/3* 3/2", "home-hit"); /* our own checkers stand on 2 */
	expect_ok(s, "51: 8/3* 6/5");
	done(s);
	s = state("takhte-nard");
	set(s, 0, "8:2 6:11 4:2");
	set(s, 1, "22:1 23:1 1:6 2:7");             /* blots on our 3 and 2 */
	expect_ok(s, "51: 8/3* 3/2*");               /* hitting again stays allowed */
	set(s, 1, "22:1 1:7 2:7");
	expect_ok(s, "51: 8/3* 3/2");                /* on to an empty point too */
	done(s);
	s = state("backgammon");
	set(s, 0, "8:2 6:11 2:2");
	set(s, 1, "22:1 1:7 2:7");
	expect_ok(s, "51: 8/3* 3/2");                /* standard rules: no such rule */
	done(s);
	/* the loser has a checker on the bar, none in our home board */
	s = state("takhte-nard");
	set(s, 0, "1:1 off:14");
	set(s, 1, "bar:1 1:14");
	assert_int_equal(act(s, 0, "21: 1/off", &d), 0);
	assert_string_equal(kind(s), "gammon");
	assert_int_equal(s->base.out.points, 2);
	done(s);
	s = state("backgammon");
	set(s, 0, "1:1 off:14");
	set(s, 1, "bar:1 1:14");
	assert_int_equal(act(s, 0, "21: 1/off", &d), 0);
	assert_string_equal(kind(s), "backgammon");
	assert_int_equal(s->base.out.points, 3);
	done(s);
}

/* The paths the referee takes, and the text it writes of them: a play
 * written as it was made is walked in the order written, any other is
 * searched, and both give the path the search would find first. */
static void step_order(void **st)
{
	bg_state *s = state("backgammon"), copy;
	bg_move m;
	buf out = { 0 };
	diag d;
	(void)st;
	set(s, 0, "24:2 13:13");
	set(s, 1, "6:2 13:13");
	assert_int_equal(bg_decode(s, "64: 24/14", strlen("64: 24/14"), 0, &m, &d), 0);
	bg_encode(s, &m, &out);
	assert_string_equal(out.p, "64: 24/18 18/14"); /* the larger die first */
	set(s, 1, "7:2 13:13");                       /* the first player's 18 held */
	buf_clear(&out);
	bg_encode(s, &m, &out);
	assert_string_equal(out.p, "64: 24/20 20/14");
	set(s, 0, "8:2 13:13");
	set(s, 1, "13:15");
	assert_int_equal(bg_decode(s, "33: 5/2 8/5 13/10(2)", strlen("33: 5/2 8/5 13/10(2)"), 0, &m, &d), 0);
	buf_clear(&out);
	bg_encode(s, &m, &out); /* 5/2 waits for the checker 8/5 brings */
	assert_string_equal(out.p, "33: 5/2 8/5 13/10 13/10");
	set(s, 0, "5:1 3:1 off:13");
	assert_int_equal(bg_decode(s, "61: 5/off 3/2", strlen("61: 5/off 3/2"), 0, &m, &d), 0);
	buf_clear(&out);
	bg_encode(s, &m, &out); /* the 6 bears off from the highest point */
	assert_string_equal(out.p, "61: 5/0 3/2");
	set(s, 0, "24:2 13:13");
	set(s, 1, "5:1 13:14"); /* a blot on the first player's 20 */
	assert_int_equal(bg_decode(s, "41: 24/20 24/23", strlen("41: 24/20 24/23"), 0, &m, &d), 0);
	buf_clear(&out);
	bg_encode(s, &m, &out); /* the hit computed, unmarked or not */
	assert_string_equal(out.p, "41: 24/20* 24/23");
	copy = *s;
	assert_int_equal(act(&copy, 0, "41: 24/20 24/23", &d), 0);
	assert_string_equal(copy.base.warn.code, "hit-mark"); /* and the missing mark said */
	set(s, 0, "6:2 4:2 13:11");
	set(s, 1, "23:1 13:14"); /* a blot on the first player's 2 */
	copy = *s;
	assert_int_equal(act(&copy, 0, "42: 6/2 4/2*", &d), 0);
	assert_int_equal(copy.base.warned, 0); /* 4/2* hits first: the order the mark asks */
	copy = *s;
	assert_int_equal(act(&copy, 0, "42: 6/2 4/2", &d), 0); /* no mark: any order misses one */
	assert_string_equal(copy.base.warn.msg, "the play hits 1 checker but marks 0 with *");
	assert_int_equal(copy.p.ck[1][BG_BAR], 1);
	assert_int_equal(copy.p.ck[0][2], 2);
	copy = *s;
	assert_int_equal(act(&copy, 0, "42: 6/2 13/11", &d), 0);
	assert_string_equal(copy.base.warn.code, "hit-mark"); /* no order mends it */
	assert_string_equal(copy.base.warn.msg, "the play hits 1 checker but marks 0 with *");
	buf_free(&out);
	done(s);
}

/* A roll and its play, read by hand as the pattern reads it: the play
 * trimmed of blanks and line ends, no play, the unwritten one. */
static void roll_tokens(void **st)
{
	bg_state *s = state("backgammon");
	bg_move m;
	diag d;
	(void)st;
	assert_int_equal(bg_decode(s, "52:\t13/8 24/22 \v\r\n", strlen("52:\t13/8 24/22 \v\r\n"), 0, &m, &d), 0);
	assert_true(m.kind == BG_PLAY && m.n == 2 && m.to[1] == 22 && m.marks_hits);
	assert_int_equal(bg_decode(s, "52:", strlen("52:"), 1, &m, &d), 0);
	assert_true(m.kind == BG_PLAY && m.n == 0 && m.die[1] == 2 && m.who == 1);
	assert_int_equal(bg_decode(s, "52:Cannot Move", strlen("52:Cannot Move"), 0, &m, &d), 0);
	assert_true(m.kind == BG_PLAY && m.n == 0);
	assert_int_equal(bg_decode(s, "52: ???", strlen("52: ???"), 0, &m, &d), 0);
	assert_true(m.kind == BG_RESIGN && m.unwritten);
	assert_int_equal(bg_decode(s, "52: 13/8 x", strlen("52: 13/8 x"), 0, &m, &d), -1);
	assert_string_equal(d.code, "bad-token");
	assert_int_equal(bg_decode(s, "72: 13/8", strlen("72: 13/8"), 0, &m, &d), -1); /* the pattern's refusal */
	assert_non_null(strstr(d.msg, "is not a backgammon action"));
	done(s);
}

/* near lists, of the plays moves lists for a written play, every one whose
 * text is within the edits asked, in the same order; each it leaves out is
 * farther. Written with the wrong dice (four steps for two), no play of the
 * roll is near, and none is listed. */
static int near_check_in(bg_state *s, int notation, const char *tok, size_t edits)
{
	const game *g = var_find(reg, "backgammon", &(diag){ 0 })->game;
	static game_move all[512], some[512];
	game_move like;
	diag d;
	buf text = { 0 };
	int n, k, j = 0;

	assert_int_equal(g->decode(s, notation, tok, strlen(tok), s->side, &like, &d), 0);
	n = g->moves(s, &like, all, 512);
	k = g->near(s, &(game_near){ &like, notation, tok, strlen(tok), edits }, some, 512);
	for (int i = 0; i < n; i++) {
		size_t dist;
		buf_clear(&text);
		g->encode(s, notation, &all[i], &text);
		dist = edit_distance(tok, strlen(tok), text.p, text.len);
		if (j < k && !memcmp(&all[i], &some[j], sizeof all[i]))
			j++;
		else if (dist <= edits)
			fail_msg("%s: %.*s is %zu edits away, and not listed", tok, (int)text.len,
				 text.p, dist);
	}
	assert_int_equal(j, k); /* nothing listed that moves does not list, nor out of order */
	buf_free(&text);
	return k;
}

static int near_check(bg_state *s, const char *tok, size_t edits)
{
	return near_check_in(s, BG_MAT, tok, edits);
}

/* near_check on every legal play of a roll written with one byte changed
 * in each place, in .mat and SGF: the plays are told apart by each digit
 * and letter they are written with, and what is left out must be farther
 * (most plays of a double are written with the same kinds of byte). */
static void near_every_play(bg_state *s, int d0, int d1)
{
	const game *g = var_find(reg, "backgammon", &(diag){ 0 })->game;
	static game_move all[512];
	bg_move like = { .kind = BG_PLAY, .who = (int8_t)s->side, .die = { (uint8_t)d0, (uint8_t)d1 } };
	game_move gl;
	int n;

	*bg_move_in(&gl) = like;
	n = g->moves(s, &gl, all, 512);
	assert_true(n > 0);
	for (int i = 0; i < n; i += 7)
		for (int notation = 0; notation < 2; notation++) {
			int nt = notation ? BG_SGF : BG_MAT;
			buf text = { 0 };
			g->encode(s, nt, &all[i], &text);
			for (size_t at = 2; at < text.len; at++) {
				char was = text.p[at];
				text.p[at] = nt == BG_SGF ? (char)('a' + (was - 'a' + 3) % 24) :
					     was >= '0' && was <= '9' ? (char)('0' + (was - '0' + 1) % 10) : was;
				if (text.p[at] != was && /* a play still, if not a legal one */
				    g->decode(s, nt, text.p, text.len, s->side, &gl, &(diag){ 0 }) == 0) {
					near_check_in(s, nt, text.p, 2);
					near_check_in(s, nt, text.p, 3);
				}
				text.p[at] = was;
			}
			buf_free(&text);
		}
}

static void near_plays(void **st)
{
	bg_state *s = state("backgammon");
	(void)st;
	s->side = 0;
	s->rolls = 1;
	assert_int_equal(near_check(s, "11: 13/8 24/22", 2), 0);
	assert_true(near_check(s, "52: 13/8 24/21", 2) > 0);
	near_check(s, "52: 13/8 24/22", 0);
	near_check(s, "66: 24/18(2) 13/7(2)", 2);
	near_check(s, "66: 24/18 24/18 13/7 13/6", 2);
	near_check(s, "43: 24/20 13/10", 3);
	near_check(s, "11: 8/7 8/7 6/5 6/3", 2);
	near_every_play(s, 1, 1);
	near_every_play(s, 3, 3);
	near_every_play(s, 5, 2);
	/* a checker on the bar, points of two digits, and bearing off (the
	 * plays of a double listed from the highest point down, those with
	 * more steps than edits outside what was written left out) */
	set(s, 0, "25:1 24:1 13:4 8:3 6:4 5:2");
	set(s, 1, "24:2 13:5 8:3 6:5");
	near_every_play(s, 2, 2);
	near_every_play(s, 6, 6);
	set(s, 0, "6:4 5:3 4:3 3:2 2:2 1:1");
	set(s, 1, "19:2 13:5 8:3 6:5");
	near_every_play(s, 4, 4);
	near_every_play(s, 1, 1);
	set(s, 0, "6:2 5:1 2:1");
	set(s, 1, "6:2 5:2 13:11");
	near_check(s, "64: 6/off 5/1", 2);
	near_check(s, "44: 6/2 6/off 5/1 2/off", 2);
	set(s, 0, "3:1 1:1"); /* the last checkers: a play may end the game with dice left */
	near_check(s, "64: 3/off 1/off", 2);
	near_check(s, "11: 3/2 1/off", 2);
	near_check(s, "22: 3/1 1/off 1/off", 3);
	done(s);
}

/* A refused action leaves the game as it stood (the game's refusal_keeps:
 * the referee then looks for "did you mean" there, with no replay): the
 * opening play refused names no starter, a set-up refused moves nothing. */
static void refusal_keeps(void **st)
{
	bg_state *s = state("backgammon"), before;
	bg_move m;
	diag d;
	(void)st;
	assert_true(var_find(reg, "backgammon", &d)->game->refusal_keeps);
	assert_int_equal(act(s, 0, "11: 13/12 13/12 6/5 6/5", &d), -1);
	assert_string_equal(d.code, "opening-double");
	assert_int_equal(s->side, -1);
	set(s, 0, "6:2 5:1 24:2");
	set(s, 1, "6:2 5:2 13:11");
	before = *s;
	assert_int_equal(bg_decode(s, "AW[a]AB[x]CV[2]", 15, -1, &m, &d), 0);
	assert_int_equal(bg_play(s, &m, &d), -1);
	assert_string_equal(d.code, "bad-setup");
	assert_memory_equal(&s->p, &before.p, sizeof s->p);
	assert_int_equal(s->cube, before.cube);
	done(s);
}


/* bg_play's lane for the usual roll and play beside bg_play_checked, which
 * asks every check in turn: random games under rule sets of every kind
 * (the family's, chains of rolls, a hand, money play), each action a legal
 * play, a play or roll changed, a cube action, a resignation or a set-up,
 * by the side on roll or the other or no side said, played both ways from
 * the same bytes at the same address: the same answer, the same words,
 * the same state after, byte for byte. */
static void usual_lane_agrees(void **st)
{
	static const char *const sets[] = { "backgammon", "backgammon-money", "nackgammon",
					    "hypergammon-1", "takhte-nard", "plakoto", "fevga",
					    "acey-deucey", "long-nardy", "gul-bara", "tapa" };
	static bg_move plays[BG_MAXPLAYS];
	static const char *const words[] = { "Doubles => 2", "Takes", "Drops", "Beavers => 4",
					     "Wins 1 point", "Resign gammon" };
	unsigned seed = 26;
	long played = 0, refused = 0, games = 0;
	(void)st;
	for (size_t v = 0; v < sizeof sets / sizeof *sets; v++) {
		bg_state *s = state(sets[v]), *was = malloc(sizeof *s), *fast = malloc(sizeof *s);
		assert_non_null(was);
		assert_non_null(fast);
		for (int game = 0; game < 60; game++, games++) {
			bg_reset(s, &(game_match){ .length = game % 3 ? 7 : 0 });
			for (int k = 0, stuck = 0; k < 300 && !s->base.out.over && !s->match_over &&
						   stuck < 4; k++) {
				bg_move m;
				diag d1, d2;
				int kind = rand_r(&seed) % 100, d0 = 1 + rand_r(&seed) % 6,
				    dd = 1 + rand_r(&seed) % 6, side = s->side >= 0 ? s->side : 0, r1, r2;
				int who = kind % 10 == 1 ? !side : kind % 10 == 2 ? -1 : side;
				memset(&m, 0, sizeof m);
				if (s->answering && kind < 70)
					kind = 90 + kind % 4; /* mostly an answer to the double */
				if (kind < 90) { /* a play of the roll, maybe changed */
					int n;
					memcpy(was, s, sizeof *s);
					was->side = side; /* (the opening roll's side: the first) */
					n = bg_plays(was, d0, dd, plays, BG_MAXPLAYS);
					if (n > 0)
						m = plays[rand_r(&seed) % n];
					m.kind = BG_PLAY;
					m.die[0] = (uint8_t)d0;
					m.die[1] = (uint8_t)dd;
					if (kind >= 84 && m.n)
						m.to[rand_r(&seed) % m.n] = (int8_t)(rand_r(&seed) % 25);
					else if (kind >= 80)
						m.die[rand_r(&seed) % 2] = (uint8_t)(1 + rand_r(&seed) % 6);
				} else if (kind < 99) { /* the cube, a resignation */
					const char *w = words[kind < 94 ? kind - 90 : kind < 97 ? 0 : 4 + kind % 2];
					if (bg_decode(s, w, strlen(w), who, &m, &d1))
						continue;
				} else {
					assert_int_equal(bg_decode(s, "AW[a]AB[x]", 10, -1, &m, &d1), 0);
				}
				m.who = (int8_t)(m.kind == BG_SETUP ? -1 : who);
				memcpy(was, s, sizeof *s);
				diag_clear(&d1);
				diag_clear(&d2);
				r1 = bg_play(s, &m, &d1);
				memcpy(fast, s, sizeof *s);
				memcpy(s, was, sizeof *s);
				r2 = bg_play_checked(s, &m, &d2);
				if (r1 != r2 || strcmp(d1.code, d2.code) || strcmp(d1.msg, d2.msg))
					fail_msg("%s, game %d, action %d: the lane says %d %s '%s', the checks "
						 "%d %s '%s'", sets[v], game, k, r1, d1.code, d1.msg, r2,
						 d2.code, d2.msg);
				if (memcmp(fast, s, sizeof *s))
					fail_msg("%s, game %d, action %d: the lane leaves another state",
						 sets[v], game, k);
				played += r1 == 0 && m.kind == BG_PLAY;
				refused += r1 != 0;
				stuck = r1 ? stuck + 1 : 0;
			}
		}
		free(was);
		free(fast);
		done(s);
	}
	print_message("usual_lane_agrees: %ld games, %ld plays made, %ld actions refused\n", games,
		      played, refused);
	assert_true(played > 10000 && refused > 3000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(tokens),
		cmocka_unit_test(near_plays),
		cmocka_unit_test(refusal_keeps),
		cmocka_unit_test(usual_lane_agrees),
		cmocka_unit_test(dice_and_points),
		cmocka_unit_test(bar),
		cmocka_unit_test(closed_board),
		cmocka_unit_test(bear_off),
		cmocka_unit_test(most_dice),
		cmocka_unit_test(cube),
		cmocka_unit_test(header_rules),
		cmocka_unit_test(scoring),
		cmocka_unit_test(written_plays),
		cmocka_unit_test(reasons),
		cmocka_unit_test(written_paths),
		cmocka_unit_test(long_steps),
		cmocka_unit_test(beavers),
		cmocka_unit_test(takhte_nard),
		cmocka_unit_test(step_order),
		cmocka_unit_test(roll_tokens),
	};
	return cmocka_run_group_tests_name("backgammon", tests, setup, teardown);
}
