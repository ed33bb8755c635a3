/* What every game does with its outcome. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "games/game.h"

void outcome_start(outcome *o)
{
	memset(o, 0, sizeof *o);
	o->result = RES_NONE;
	o->termination = "unfinished";
	o->cube = 1;
}

void outcome_end(outcome *o, int result, const char *termination, const char *fmt, ...)
{
	va_list ap;

	o->over = 1;
	o->result = result;
	o->termination = termination;
	va_start(ap, fmt);
	vsnprintf(o->why, sizeof o->why, fmt, ap);
	va_end(ap);
}
