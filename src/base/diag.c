#include "base/diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void diag_clear(diag *d)
{
	memset(d, 0, sizeof *d);
}

int diag_set(diag *d, const char *code, const char *fmt, ...)
{
	va_list ap;

	snprintf(d->code, sizeof d->code, "%s", code);
	va_start(ap, fmt);
	vsnprintf(d->msg, sizeof d->msg, fmt, ap);
	va_end(ap);
	return -1;
}

void diag_at(diag *d, const char *file, long line, long col)
{
	snprintf(d->file, sizeof d->file, "%s", file ? file : "");
	d->line = line;
	d->col = col;
}

void diag_token(diag *d, const char *s, size_t n)
{
	size_t max = sizeof d->token - 1;

	if (n > max) {
		/* keep the start and mark the cut */
		memcpy(d->token, s, max - 3);
		memcpy(d->token + max - 3, "...", 4);
		return;
	}
	memcpy(d->token, s, n);
	d->token[n] = '\0';
}
