/* The option schema of backgammon and the rules built from it. */
#include <stdlib.h>
#include <string.h>

#include "games/backgammon/bg.h"

static const char *const start_v[] = { "standard", "nackgammon", "hypergammon-1",
				       "hypergammon-2", "hypergammon-3", NULL };
static const char *const opening_v[] = { "use", "reroll", NULL };
static const char *const home_hit_v[] = { "any", "not-onto-own", NULL };

const opt_spec bg_schema[B_COUNT] = {
	[B_START] = { "rules.start", OPT_ENUM, start_v, "standard", 0, 0, NULL,
		      "the starting position" },
	[B_OPENING] = { "rules.opening_roll", OPT_ENUM, opening_v, "use", 0, 0, NULL,
			"the two opening dice are the first move, or the starter rolls again" },
	[B_SINGLE] = { "rules.scoring.single", OPT_INT, NULL, "1", 0, 100, NULL,
		       "points for a plain win", .group = 1 },
	[B_GAMMON] = { "rules.scoring.gammon", OPT_INT, NULL, "2", 0, 100, NULL,
		       "points for a gammon (mars): the loser bore off none", .group = 1 },
	[B_BACKGAMMON] = { "rules.scoring.backgammon", OPT_INT, NULL, "3", 0, 100, NULL,
			   "points for a backgammon (black mars): none off and a checker in "
			   "the winner's home board or on the bar", .group = 1 },
	[B_ON_BAR] = { "rules.scoring.backgammon_on_bar", OPT_BOOL, NULL, "true", 0, 0, NULL,
		       "a loser's checker on the bar makes a backgammon too (false: only one in "
		       "the winner's home board)", .group = 1 },
	[B_CUBE] = { "rules.cube.enabled", OPT_BOOL, NULL, "true", 0, 0, NULL,
		     "the doubling cube is used", .group = 1 },
	[B_CUBE_MAX] = { "rules.cube.max", OPT_INT, NULL, "64", 2, 1 << 20, NULL,
			 "the highest value of the cube", .group = 1 },
	[B_CRAWFORD] = { "rules.crawford", OPT_BOOL, NULL, "true", 0, 0, NULL,
			 "in matches: no doubling in the game after a player first reaches "
			 "match point" },
	[B_JACOBY] = { "rules.jacoby", OPT_BOOL, NULL, "false", 0, 0, NULL,
		       "in money play: gammons and backgammons count only once the cube was "
		       "turned" },
	[B_BEAVERS] = { "rules.beavers", OPT_BOOL, NULL, "false", 0, 0, NULL,
			"in money play: the taker may redouble at once and keep the cube" },
	[B_HOME_HIT] = { "rules.home_hit", OPT_ENUM, home_hit_v, "any", 0, 0, NULL,
			 "in the mover's home board, a checker that has hit may go on to any "
			 "point, or (not-onto-own) to an empty point or another hit, never onto "
			 "its own side's point" },
};

/* Starting positions, in each side's own numbering. */
static const struct { int point, count; } starts[][4] = {
	{ { 24, 2 }, { 13, 5 }, { 8, 3 }, { 6, 5 } },  /* standard */
	{ { 24, 2 }, { 23, 2 }, { 13, 4 }, { 8, 3 } }, /* nackgammon, plus 6: 4 below */
	{ { 24, 1 } },                                 /* hypergammon with 1 checker */
	{ { 24, 1 }, { 23, 1 } },
	{ { 24, 1 }, { 23, 1 }, { 22, 1 } },
};

int bg_rules_new(const opt_val *v, void **out, diag *d)
{
	bg_rules *r = calloc(1, sizeof *r);
	int start = (int)v[B_START].i;

	if (!r)
		return diag_set(d, "nomem", "out of memory");
	for (int i = 0; i < 4; i++)
		r->start[starts[start][i].point] += (uint8_t)starts[start][i].count;
	if (start == 1)
		r->start[6] += 4;
	r->start[0] = 0;
	for (int p = 1; p <= 24; p++)
		r->total += r->start[p];
	r->opening_reroll = v[B_OPENING].i == 1;
	r->value[0] = (int)v[B_SINGLE].i;
	r->value[1] = (int)v[B_GAMMON].i;
	r->value[2] = (int)v[B_BACKGAMMON].i;
	r->cube = (int)v[B_CUBE].i;
	r->cube_max = (int)v[B_CUBE_MAX].i;
	r->crawford = (int)v[B_CRAWFORD].i;
	r->jacoby = (int)v[B_JACOBY].i;
	r->beavers = (int)v[B_BEAVERS].i;
	r->backgammon_on_bar = (int)v[B_ON_BAR].i;
	r->home_hit_not_onto_own = v[B_HOME_HIT].i == 1;
	if (bg_patterns(r, d)) {
		game_rules_free(r);
		return -1;
	}
	*out = r;
	return 0;
}

