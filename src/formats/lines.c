#include "formats/lines.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum { BLOCK = 1 << 20 };

/* Moves what is left to the front and reads more; 0, or -2 on an error. */
static int refill(lines *l)
{
	size_t keep = l->end - l->start;

	if (l->start) {
		memmove(l->buf, l->buf + l->start, keep);
		l->start = 0;
		l->end = keep;
	}
	if (l->cap - l->end < BLOCK / 2) { /* room for a block and a terminator */
		size_t cap = l->cap ? l->cap * 2 : BLOCK;
		if (cap > (size_t)LINES_MAX + 2 * BLOCK) /* never more than the longest line */
			cap = (size_t)LINES_MAX + 2 * BLOCK;
		if (cap <= l->cap)
			return errno = ENOMEM, -2;
		char *b = realloc(l->buf, cap);
		if (!b)
			return errno = ENOMEM, -2;
		l->buf = b;
		l->cap = cap;
	}
	{
		size_t n;
		errno = 0; /* a read error says its errno, if any (not per line: only here) */
		n = fread(l->buf + l->end, 1, l->cap - 1 - l->end, l->f);
		if (n == 0) {
			if (ferror(l->f))
				return -2;
			l->eof = 1;
		}
		l->end += n;
	}
	if (!l->eol) /* carriage returns and no newline in the first block: CR ends lines */
		l->eol = !memchr(l->buf, '\n', l->end) && memchr(l->buf, '\r', l->end) ? '\r' : '\n';
	return 0;
}

const char *lines_head(lines *l, size_t *n)
{
	errno = 0;
	while (!l->eof && l->end - l->start < BLOCK / 2)
		if (refill(l))
			return NULL;
	l->buf[l->end] = '\0'; /* refill leaves room for it */
	*n = l->end - l->start;
	return l->buf + l->start;
}

/* A line too long to hold: its bytes are read and dropped up to its
 * newline; -3, or -2 on a read error. */
static int pass_over(lines *l)
{
	for (;;) {
		char *nl = l->end > l->start ? memchr(l->buf + l->start, l->eol, l->end - l->start) : NULL;
		if (nl) {
			l->start = (size_t)(nl + 1 - l->buf);
			break;
		}
		l->start = l->end = 0;
		if (l->eof)
			break;
		if (refill(l))
			return -2;
	}
	l->len = 0;
	l->no++;
	return -3;
}

int lines_next(lines *l)
{
	char *line, *nl;

	if (l->long_again) { /* before the line given back, which came after it */
		l->long_again = 0;
		return -3;
	}
	if (l->again) {
		l->again = 0;
		return 1;
	}
	if (l->p)
		l->p[l->len] = l->saved;
	l->p = NULL;
	for (;;) {
		if (l->end > l->start) {
			line = l->buf + l->start;
			if ((nl = memchr(line, l->eol, l->end - l->start))) {
				l->len = nl + 1 - line;
				if ((size_t)(nl - line) <= (size_t)LINES_MAX)
					break;
				l->start += (size_t)l->len; /* whole in the buffer, and too long */
				l->len = 0;                  /* no line is handed out */
				l->no++;
				return -3;
			}
			if (l->end - l->start > (size_t)LINES_MAX)
				return pass_over(l);
			if (l->eof) { /* a last line without its newline */
				l->len = (ssize_t)(l->end - l->start);
				break;
			}
		} else if (l->eof) {
			return 0;
		}
		if (refill(l))
			return -2;
	}
	l->start += (size_t)l->len;
	l->p = line;
	l->saved = line[l->len];
	line[l->len] = '\0';
	l->no++;
	return 1;
}

void lines_free(lines *l)
{
	free(l->buf);
	l->buf = l->p = NULL;
	l->cap = l->start = l->end = 0;
}

int lines_record(lines *l, const unsigned char blank[256], const char *name, long *index,
		 record *rec, diag *d, size_t *at)
{
	size_t p;

	do {
		int r = lines_next(l);
		if (r == -3) { /* a line too long to hold is one unreadable record */
			rec->index = ++*index;
			rec->line = l->no;
			diag_at(d, name, l->no, 1);
			return diag_set(d, "too-long", "the line is longer than %d MiB", LINES_MAX >> 20), -1;
		}
		if (r != 1)
			return r ? (diag_set(d, "io", "read error: %s", strerror(errno)), -2) : 0;
		for (p = 0; p < (size_t)l->len && blank[(unsigned char)l->p[p]]; p++)
			;
	} while (p == (size_t)l->len);
	rec->index = ++*index;
	rec->line = l->no;
	*at = p;
	return 1;
}
