#include <string.h>

#include "games/game.h"

extern const game morris_game;

const game *const games[] = { &morris_game, NULL };

const game *game_find(const char *name)
{
	for (size_t i = 0; games[i]; i++)
		if (strcmp(games[i]->name, name) == 0)
			return games[i];
	return NULL;
}
