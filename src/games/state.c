/* The parts of a game's state and rules that every game has. */
#include <stdlib.h>

#include "games/game.h"

void *game_state_new(const game_rules *r, size_t size)
{
	game_state *s = calloc(1, size);

	if (s && !(s->md = pat_data(&r->pat))) {
		free(s);
		return NULL;
	}
	return s;
}

void game_state_free(void *st)
{
	game_state *s = st;

	if (s) {
		pat_data_free(s->md);
		free(s);
	}
}

void game_rules_free(void *rules)
{
	game_rules *r = rules;

	if (r) {
		pat_free(&r->pat);
		free(r);
	}
}
