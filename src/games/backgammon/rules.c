/* The option schema of backgammon and the rules built from it. */
#include <stdlib.h>
#include <string.h>

#include "games/backgammon/bg.h"

static const char *const opening_v[] = { "use", "reroll", NULL };
static const char *const home_hit_v[] = { "any", "not-onto-own", "stop", NULL };
static const char *const direction_v[] = { "opposite", "same", NULL };
static const char *const blot_v[] = { "hit", "pin", "none", NULL };
static const char *const entry_v[] = { "free", "all-first", NULL };
static const char *const prime_v[] = { "allowed", "unless-opponent-ahead", "not-own-start",
					"not-opponent-start", "not-own-home", NULL };
static const char *const first_v[] = { "any", "pass-opponent-start", "reach-opponent-half",
				       "reach-home", NULL };
static const char *const mother_v[] = { "none", "ends", "unless-start", "both", NULL };
static const char *const doubles_v[] = { "four", "progression", NULL };
static const char *const bearoff_v[] = { "standard", "exact", NULL };

const opt_spec bg_schema[B_COUNT] = {
	[B_START] = { "rules.start", OPT_DATA, NULL, "standard", 0, 0, "starts",
		      "the starting position: a file under starts/ (standard, nackgammon, "
		      "hypergammon-1..3, head, hand) or a mapping {24: 15, hand: 0}" },
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
			 "its own side's point, or (stop) not at all that turn" },
	[B_DIRECTION] = { "rules.direction", OPT_ENUM, direction_v, "opposite", 0, 0, NULL,
			  "the sides run opposite ways round, or the same way from diagonally "
			  "opposite corners (the opponent's start is my 12-point)" },
	[B_BLOT] = { "rules.blot", OPT_ENUM, blot_v, "hit", 0, 0, NULL,
		     "landing on a lone opposing checker hits it to the bar, pins it under the "
		     "lander (pin), or is not allowed: one checker holds a point (none)" },
	[B_ENTRY] = { "rules.entry", OPT_ENUM, entry_v, "free", 0, 0, NULL,
		      "checkers in hand enter like the bar's (die d to point 25-d): while any "
		      "other moves too (free), or all before any other moves (all-first)" },
	[B_HEAD] = { "rules.head.per_turn", OPT_INT, NULL, "0", 0, 15, NULL,
		     "checkers that may leave the 24-point (the head) in a turn; 0: any number",
		     .group = 1 },
	[B_HEAD_DOUBLES] = { "rules.head.first_roll", OPT_STRING, NULL, "", 0, 0, NULL,
			     "doubles that let two checkers leave the head on a side's first "
			     "roll, such as \"66 44 33\"", .group = 1 },
	[B_PRIME] = { "rules.prime", OPT_ENUM, prime_v, "allowed", 0, 0, NULL,
		      "six points in a row: allowed; only with an opposing checker ahead of them; "
		      "never all six of the own starting quarter; of the opponent's; of the own "
		      "home board" },
	[B_FIRST] = { "rules.first_checker", OPT_ENUM, first_v, "any", 0, 0, NULL,
		      "no second checker leaves the 24-point until one has passed the opponent's "
		      "start (pass-opponent-start), stands on it or past it (reach-opponent-half), "
		      "or is in the home board (reach-home)" },
	[B_MOTHER] = { "rules.mother", OPT_ENUM, mother_v, "none", 0, 0, NULL,
		       "a side's last checker pinned on its 24-point ends the game: always (ends), "
		       "unless the pinner still has a checker on its own 24, both pinned a draw "
		       "(unless-start), or only both pinned, a draw (both)" },
	[B_MOTHER_POINTS] = { "rules.scoring.mother", OPT_INT, NULL, "2", 0, 100, NULL,
			      "points for pinning the opponent's mother checker", .group = 1 },
	[B_PER_CHECKER] = { "rules.scoring.per_checker", OPT_BOOL, NULL, "false", 0, 0, NULL,
			    "a win scores one point per checker the loser has not borne off",
			    .group = 1 },
	[B_DOUBLES] = { "rules.doubles", OPT_ENUM, doubles_v, "four", 0, 0, NULL,
			"a double plays four times; or (progression) every higher double after "
			"it, four times each, up to 6-6" },
	[B_PLAIN_ROLLS] = { "rules.doubles_plain_rolls", OPT_INT, NULL, "0", 0, 100, NULL,
			    "under progression: the game's first rolls whose doubles are plain" },
	[B_ACEY] = { "rules.acey_deucey", OPT_BOOL, NULL, "false", 0, 0, NULL,
		     "a 1-2, both dice played, gives a double of the player's choice and then "
		     "another roll" },
	[B_BEAROFF] = { "rules.bearoff", OPT_ENUM, bearoff_v, "standard", 0, 0, NULL,
			"a higher die bears off from the highest point (standard), or only an "
			"exact die bears off" },
	[B_WALL_OPENS] = { "rules.wall_opens", OPT_BOOL, NULL, "false", 0, 0, NULL,
			   "six points held in front of the opponent's start, every opposing "
			   "checker still on it, must be opened by the play where one can" },
};

/* The starting position: a mapping of points 1-24 (own numbering), "bar"
 * and "hand" to counts. */
static int read_start(bg_rules *r, vnode map, diag *d)
{
	for (size_t i = 0; i < vnode_len(map); i++) {
		vnode k = vnode_key(map, i), v = vnode_get(map, vnode_str(k) ? vnode_str(k) : "");
		const char *ks = vnode_str(k), *vs = vnode_str(v);
		char *kend = NULL, *vend = NULL;
		long p = ks ? strtol(ks, &kend, 10) : -1, n = vs ? strtol(vs, &vend, 10) : -1;
		if (ks && !strcmp(ks, "bar"))
			p = BG_BAR;
		else if (ks && !strcmp(ks, "hand"))
			p = BG_HAND;
		else if (!ks || !*ks || *kend || p < 1 || p > 24)
			p = -1;
		if (p < 0) {
			vnode_locate(k, d);
			return diag_set(d, "yaml-key", "rules.start: '%s' is no point (1-24, bar, hand)",
					ks ? ks : "?");
		}
		if (!vs || !*vs || *vend || n < 0 || n > 30) {
			vnode_locate(v, d);
			return diag_set(d, "yaml-value", "rules.start: %s must be a count of 0 to 30",
					ks);
		}
		r->start[p] = (uint8_t)n;
	}
	for (int p = 1; p < BG_SLOTS; p++)
		r->total += r->start[p];
	if (r->total < 1 || r->total > 30) {
		vnode_locate(map, d);
		return diag_set(d, "yaml-value", "rules.start gives %d checkers a side: 1 to 30", r->total);
	}
	return 0;
}

/* "66 44 33": the doubles as bits. */
static int read_doubles(const char *s, unsigned *bits, diag *d)
{
	for (const char *p = s; *p; p++) {
		if (*p == ' ' || *p == ',')
			continue;
		if (p[0] < '1' || p[0] > '6' || p[1] != p[0])
			return diag_set(d, "yaml-value", "rules.head.first_roll: '%s' is not a list of "
					"doubles such as \"66 44 33\"", s);
		*bits |= 1u << (p[0] - '0');
		p++;
	}
	return 0;
}

/* The board's geometry: where my point lies in the opponent's numbering. */
static void geometry(bg_rules *r)
{
	for (int p = 1; p <= 24; p++) {
		r->opp[p] = (int8_t)(r->same_way ? (p > 12 ? p - 12 : p + 12) : 25 - p);
		if (r->opp[p] == 24)
			r->their_start = p;
	}
	memset(r->sgf_from, -1, sizeof r->sgf_from);
	memset(r->sgf_to, -1, sizeof r->sgf_to);
	for (int w = 0; w < 2; w++) {
		for (int i = 0; i < 24; i++)
			r->sgf_from[w][i] = r->sgf_to[w][i] = (int8_t)(w ? r->opp[i + 1] : i + 1);
		r->sgf_from[w][24] = BG_BAR;
		r->sgf_from[w][25] = r->start[BG_HAND] ? BG_HAND : -1; /* z: from the hand */
		r->sgf_to[w][25] = BG_OFF;
	}
	/* the highest own point where a checker counts as the first one away */
	r->first_to = r->first_checker == 1 ? r->their_start - 1 : r->first_checker == 2 ?
		      r->their_start : 6;
}

static void read_play(bg_rules *r, const opt_val *v)
{
	r->same_way = v[B_DIRECTION].i == DIR_SAME;
	r->blot = (int)v[B_BLOT].i;
	r->block = r->blot == BLOT_NONE ? 1 : 2;
	r->entry_all_first = v[B_ENTRY].i == 1;
	r->head = (int)v[B_HEAD].i;
	r->prime = (int)v[B_PRIME].i;
	r->first_checker = (int)v[B_FIRST].i;
	r->mother = (int)v[B_MOTHER].i;
	r->mother_points = (int)v[B_MOTHER_POINTS].i;
	r->per_checker = (int)v[B_PER_CHECKER].i;
	r->progression = v[B_DOUBLES].i == 1;
	r->plain_rolls = (int)v[B_PLAIN_ROLLS].i;
	r->acey = (int)v[B_ACEY].i;
	r->exact = v[B_BEAROFF].i == 1;
	r->wall_opens = (int)v[B_WALL_OPENS].i;
	r->family = r->blot == BLOT_PIN || r->entry_all_first || r->head || r->first_checker ||
		    r->start[BG_HAND];
	r->extra = r->family || r->prime;
	geometry(r);
}

int bg_rules_new(const opt_val *v, void **out, diag *d)
{
	bg_rules *r = calloc(1, sizeof *r);

	if (!r)
		return diag_set(d, "nomem", "out of memory");
	if (read_start(r, v[B_START].data, d) ||
	    read_doubles(v[B_HEAD_DOUBLES].s ? v[B_HEAD_DOUBLES].s : "", &r->head_doubles, d)) {
		free(r);
		return -1;
	}
	read_play(r, v);
	if (v[B_HOME_HIT].i >= 1 && r->blot != BLOT_HIT) {
		const char *blot = r->blot == BLOT_PIN ? "pin" : "none";
		if (v[B_HOME_HIT].file)
			diag_at(d, v[B_HOME_HIT].file, v[B_HOME_HIT].line, v[B_HOME_HIT].col);
		free(r);
		return diag_set(d, "yaml-value", "rules.home_hit: %s is a rule of hits, and these "
				"rules have rules.blot: %s", home_hit_v[v[B_HOME_HIT].i], blot);
	}
	r->opening_reroll = v[B_OPENING].i == 1;
	r->value[0] = (int)v[B_SINGLE].i;
	r->value[1] = (int)v[B_GAMMON].i;
	r->value[2] = (int)v[B_BACKGAMMON].i;
	r->cube = (int)v[B_CUBE].i;
	r->cube_max = (int)v[B_CUBE_MAX].i;
	if (r->cube_max & (r->cube_max - 1)) { /* the cube doubles: 2, 4, 8 ... */
		if (v[B_CUBE_MAX].file)
			diag_at(d, v[B_CUBE_MAX].file, v[B_CUBE_MAX].line, v[B_CUBE_MAX].col);
		free(r);
		return diag_set(d, "yaml-value", "rules.cube.max: %d is no value of the cube, which "
				"doubles: 2, 4, 8 ... 1048576", (int)v[B_CUBE_MAX].i);
	}
	r->crawford = (int)v[B_CRAWFORD].i;
	r->jacoby = (int)v[B_JACOBY].i;
	r->beavers = (int)v[B_BEAVERS].i;
	r->backgammon_on_bar = (int)v[B_ON_BAR].i;
	r->home_hit_not_onto_own = v[B_HOME_HIT].i == 1;
	r->home_hit_stop = v[B_HOME_HIT].i == 2;
	r->home_hits = r->home_hit_not_onto_own || r->home_hit_stop;
	r->extra |= r->home_hits;
	if (bg_patterns(r, d)) {
		game_rules_free(r);
		return -1;
	}
	*out = r;
	return 0;
}
