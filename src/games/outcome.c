/* What every game does with its outcome. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "games/game.h"

/* Once a record: every field set, the strings and the facts emptied (their
 * bytes past the end, or past nfacts, are never read), not the whole
 * half-kilobyte zeroed. */
void outcome_start(outcome *o)
{
	o->over = 0;
	o->result = RES_NONE;
	o->termination = "unfinished";
	o->why[0] = o->why_alt[0] = '\0';
	o->points = o->points_alt = 0;
	o->alt_key = o->alt_value = NULL;
	o->alt_taken = 0;
	o->match_flags = 0;
	o->nfacts = 0;
}

void outcome_said(outcome *o, int result, const char *termination, const char *why)
{
	outcome_said_n(o, result, termination, why, strnlen(why, sizeof o->why - 1));
}

void outcome_end(outcome *o, int result, const char *termination, const char *fmt, ...)
{
	va_list ap;

	outcome_said(o, result, termination, "");
	va_start(ap, fmt);
	vsnprintf(o->why, sizeof o->why, fmt, ap);
	va_end(ap);
}

/* The fact of this name, or a new one. Names are literals, most often the
 * same pointer; two that differ most often differ in their first byte,
 * told so with no strcmp call (a backgammon game sets its two facts at
 * its start and again at its end). */
static game_fact *fact(outcome *o, const char *name)
{
	for (int i = 0; i < o->nfacts; i++)
		if (o->facts[i].name == name ||
		    (o->facts[i].name[0] == name[0] && !strcmp(o->facts[i].name, name)))
			return &o->facts[i];
	if (o->nfacts == GAME_FACTS)
		return NULL; /* a game declares no more than there is room for */
	o->facts[o->nfacts].name = name;
	return &o->facts[o->nfacts++];
}

void outcome_word(outcome *o, const char *name, const char *word)
{
	game_fact *f = fact(o, name);

	if (f)
		*f = (game_fact){ .name = name, .word = word, .is_word = 1 };
}

void outcome_number(outcome *o, const char *name, int number)
{
	game_fact *f = fact(o, name);

	if (f)
		*f = (game_fact){ .name = name, .number = number };
}
