#include "base/diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void diag_clear(diag *d)
{
	/* every string empty: what is past its end is never read */
	d->code[0] = d->msg[0] = d->file[0] = d->token[0] = '\0';
	d->line = d->col = 0;
}

/* s into out[0, size), cut to fit: what snprintf "%s" does, at the cost
 * of a copy (an error in each record of a file pays it) */
static void copy(char *out, size_t size, const char *s)
{
	size_t n = strnlen(s, size - 1);

	memcpy(out, s, n);
	out[n] = '\0';
}

int diag_set(diag *d, const char *code, const char *fmt, ...)
{
	va_list ap;

	copy(d->code, sizeof d->code, code);
	va_start(ap, fmt);
	vsnprintf(d->msg, sizeof d->msg, fmt, ap);
	va_end(ap);
	return -1;
}

void diag_at(diag *d, const char *file, long line, long col)
{
	copy(d->file, sizeof d->file, file ? file : "");
	d->line = line;
	d->col = col;
}

/* The offending text, shortened to fit, control characters shown as '?'
 * so that a report never writes raw binary to a terminal. */
void diag_token(diag *d, const char *s, size_t n)
{
	size_t max = sizeof d->token - 1, keep = n > max ? max - 3 : n;

	for (size_t i = 0; i < keep; i++)
		d->token[i] = (unsigned char)s[i] < 0x20 || s[i] == 0x7f ? '?' : s[i];
	strcpy(d->token + keep, n > max ? "..." : "");
}

/* Whether s ends with a remark in brackets: a ')' that closes a '(' opened
 * after a space (not a bracket of a token, as in "')' closes nothing"). */
static int ends_in_aside(const char *s, size_t n)
{
	int depth = 0;

	if (!n || s[n - 1] != ')')
		return 0;
	for (size_t i = n; i-- > 0;) {
		depth += s[i] == ')' ? 1 : s[i] == '(' ? -1 : 0;
		if (depth == 0)
			return i > 0 && s[i - 1] == ' ';
	}
	return 0;
}

void diag_aside(char *msg, size_t size, const char *fmt, ...)
{
	char remark[DIAG_MSG];
	size_t n = strlen(msg);
	int merge = ends_in_aside(msg, n);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(remark, sizeof remark, fmt, ap);
	va_end(ap);
	if (n + strlen(remark) + 4 > size)
		return;
	if (merge)
		snprintf(msg + n - 1, size - n + 1, "; %s)", remark);
	else
		snprintf(msg + n, size - n, " (%s)", remark);
}
