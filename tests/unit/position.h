/* Hand-built backgammon positions for the unit tests: a state under a rule
 * set, the checkers of a side written "6:2 5:1 bar:1 hand:3", and an action
 * read and played. For the groups that load variants (registry.h). */
#ifndef ARB_UNIT_POSITION_H
#define ARB_UNIT_POSITION_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/variant.h"
#include "games/backgammon/bg.h"

static bg_state *state(const char *name)
{
	diag d;
	variant *v = var_find(reg, name, &d);
	bg_state *s;
	if (!v)
		fail_msg("%s: %s", name, d.msg);
	s = v->game->state_new(v->rules);
	bg_reset(s, &(game_match){ .length = 5 });
	return s;
}

static void done(bg_state *s)
{
	diag d;
	var_find(reg, "backgammon", &d)->game->state_free(s);
}

/* "6:2 5:1 bar:1 hand:3" for a side; every other point empty; the first
 * player on roll, past the opening roll and each side's first turn. */
static void set(bg_state *s, int side, const char *spec)
{
	char list[256], *save, *t;

	memset(s->p.ck[side], 0, sizeof s->p.ck[side]);
	snprintf(list, sizeof list, "%s", spec);
	for (t = strtok_r(list, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
		int pt = !strncmp(t, "bar", 3) ? BG_BAR : !strncmp(t, "off", 3) ? 0 :
			 !strncmp(t, "hand", 4) ? BG_HAND : atoi(t);
		s->p.ck[side][pt] = (uint8_t)atoi(strchr(t, ':') + 1);
	}
	s->side = 0;
	s->rolls = 1;
	s->turns[0] = s->turns[1] = 1;
}

static int act(bg_state *s, int who, const char *tok, diag *d)
{
	bg_move m;
	if (bg_decode(s, tok, strlen(tok), who, &m, d))
		return -1;
	return bg_play(s, &m, d);
}

#endif
