#include <string.h>
#include <strings.h>

#include "games/game.h"

extern const game morris_game, uttt_game, backgammon_game;

const game *const games[] = { &morris_game, &uttt_game, &backgammon_game, NULL };

const game *game_find(const char *name)
{
	for (size_t i = 0; games[i]; i++)
		if (strcmp(games[i]->name, name) == 0)
			return games[i];
	return NULL;
}

const game *game_by_notation(const char *notation, int *index)
{
	const game *found = NULL;

	for (size_t i = 0; games[i]; i++)
		for (int k = 0; games[i]->notations[k].name; k++)
			if (strcasecmp(games[i]->notations[k].name, notation) == 0) {
				if (found)
					return NULL;
				found = games[i];
				if (index)
					*index = k;
			}
	return found;
}

const game *game_of_record(const char *file, const game_header *head)
{
	size_t n = file ? strlen(file) : 0;

	for (size_t i = 0; games[i]; i++) {
		const char *ext = games[i]->extension, *tag = games[i]->own_tag;
		if ((ext && n > strlen(ext) && !strcasecmp(file + n - strlen(ext), ext)) ||
		    (tag && head && head->tag(head->ctx, tag)))
			return games[i];
	}
	return NULL;
}

const game *game_of_move(const char *tok, size_t n, int *notation)
{
	for (size_t i = 0; games[i]; i++)
		if (games[i]->own_move && (*notation = games[i]->own_move(tok, n)) >= 0)
			return games[i];
	return NULL;
}
