/* The words every game's pictures share: who plays a side, and where the
 * game stands in its match. */
#include <stdio.h>

#include "games/game.h"

const char *game_who(const game_caption *cap, const char *side, int i, char *out, size_t n)
{
	const char *name = cap && i >= 0 && i < 2 ? cap->player[i] : NULL;

	if (name && *name)
		snprintf(out, n, "%s (%s)", name, side);
	else
		snprintf(out, n, "%s", side);
	return out;
}

int game_match_words(const game_caption *cap, const char *const side[2], char *out, size_t n)
{
	const game_match *m = cap ? cap->match : NULL;
	const char *who[2];
	char kind[48];

	*out = '\0';
	if (!m)
		return 0;
	for (int i = 0; i < 2; i++)
		who[i] = cap->player[i] && *cap->player[i] ? cap->player[i] : side[i];
	if (m->length > 0)
		snprintf(kind, sizeof kind, "a %d-point match", m->length);
	else
		snprintf(kind, sizeof kind, "%s", m->length == 0 ? "a money session" : "a match");
	snprintf(out, n, "game %d of %s; the score before it: %s %d, %s %d", cap->number, kind,
		 who[0], m->score[0], who[1], m->score[1]);
	return 1;
}
