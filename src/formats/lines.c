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
		char *at = l->buf + l->end;
		size_t n;
		errno = 0; /* a read error says its errno, if any (not per line: only here) */
		n = fread(at, 1, l->cap - 1 - l->end, l->f);
		if (n == 0) {
			if (ferror(l->f))
				return -2;
			l->eof = 1;
		}
		l->end += n;
		if (!l->eol) /* carriage returns and no newline in the first block: CR ends lines */
			l->eol = !memchr(l->buf, '\n', l->end) && memchr(l->buf, '\r', l->end) ? '\r' : '\n';
		/* NUL bytes are looked for a block at a time (l->nul), not in
		 * each line. A block with no line end and a NUL byte is binary
		 * data, not a line to read on to its end (a hole of zeros after
		 * the records, gigabytes of it, or a device of zeros): the
		 * stream is read no further, and the line ends with the block,
		 * where its reader finds the NUL as in any line. */
		/* So are carriage returns in a file of newlines, for a reader
		 * that asked (lines_want_cr), in the same pass until the first
		 * (strchrnul stops at either byte, as cheap as memchr for one):
		 * it looks in each line only where one was read (l->odd). Past
		 * the first, NUL bytes alone are looked for, and a reader that
		 * did not ask pays nothing more. */
		if (n) {
			char *stop;
			if (l->want_cr && !l->odd && l->eol == '\n') {
				at[n] = '\0'; /* refill leaves room for it */
				if (*(stop = strchrnul(at, '\r')) == '\r') {
					l->odd = 1;
					stop = memchr(stop, '\0', (size_t)(at + n - stop));
				} else if (stop == at + n) {
					stop = NULL;
				}
			} else {
				stop = memchr(at, '\0', n);
			}
			if (stop) {
				l->nul = 1;
				l->odd |= l->want_cr;
				l->eof |= !memchr(at, l->eol, n);
			}
		}
	}
	return 0;
}

/* Passes over the blank lines at the buffer's start (counted), up to the
 * first line with text or the end of what is read: 1 where it found text. */
static int past_blank_lines(lines *l)
{
	size_t i = l->start, line = l->start;
	long passed = 0;

	for (; i < l->end; i++) {
		char c = l->buf[i];
		if (c == l->eol) {
			passed++;
			line = i + 1;
		} else if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '\f' && c != '\v') {
			break;
		}
	}
	l->start = line;
	l->no += passed;
	return i < l->end;
}

const char *lines_head(lines *l, size_t *n)
{
	errno = 0;
	/* the first block of text: blank lines before it, however many, are
	 * passed over, so that a format is told from its text */
	do {
		while (!l->eof && l->end - l->start < BLOCK / 2)
			if (refill(l))
				return NULL;
	} while (!past_blank_lines(l) && !l->eof);
	l->buf[l->end] = '\0'; /* refill leaves room for it */
	*n = l->end - l->start;
	return l->buf + l->start;
}

/* Reads and drops the bytes of the current line up to its newline: 0, or
 * -2 on a read error. */
static int skip_line(lines *l)
{
	for (;;) {
		char *nl = l->end > l->start ? memchr(l->buf + l->start, l->eol, l->end - l->start) : NULL;
		if (nl) {
			l->start = (size_t)(nl + 1 - l->buf);
			return 0;
		}
		l->start = l->end = 0;
		if (l->eof)
			return 0;
		if (refill(l))
			return -2;
	}
}

/* A line too long to hold: its bytes are read and dropped up to its
 * newline; -3, or -2 on a read error. */
static int pass_over(lines *l)
{
	if (skip_line(l))
		return -2;
	l->len = 0;
	l->no++;
	return -3;
}

/* Hands out the line's next len bytes, from the buffer's start: the line
 * goes on past them where more. */
static void hand_out(lines *l, size_t len, int more)
{
	char *line = l->buf + l->start;

	l->len = (ssize_t)len;
	l->more = more;
	l->start += len;
	l->p = line;
	l->saved = line[len];
	line[len] = '\0';
}

int lines_next_slow(lines *l)
{
	char *line, *nl;
	size_t len;
	int more = 0;

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
	l->len = 0; /* none is handed out until the next is found */
	if (l->more && skip_line(l)) /* the rest of a line not read to its end */
		return -2;
	l->more = 0;
	l->taken = 0;
	for (;;) {
		if (l->end > l->start) {
			line = l->buf + l->start;
			if ((nl = memchr(line, l->eol, l->end - l->start))) {
				len = (size_t)(nl + 1 - line);
				if ((size_t)(nl - line) <= (size_t)LINES_MAX) {
					more = l->part && len > l->part;
					break;
				}
				l->start += len;   /* whole in the buffer, and too long */
				l->len = 0;        /* no line is handed out */
				l->no++;
				return -3;
			}
			if (l->end - l->start > (size_t)LINES_MAX)
				return pass_over(l);
			if (l->part && l->end - l->start > l->part) { /* its first part */
				more = 1;
				break;
			}
			if (l->eof) { /* a last line without its newline */
				len = l->end - l->start;
				more = l->part && len > l->part;
				break;
			}
		} else if (l->eof) {
			return 0;
		}
		if (refill(l))
			return -2;
	}
	hand_out(l, more ? l->part : len, more);
	l->no++;
	return 1;
}

int lines_more(lines *l, size_t keep)
{
	size_t from;

	l->p[l->len] = l->saved;
	l->taken += (size_t)l->len - keep;
	l->start -= keep; /* the bytes given again lie just before */
	l->p = NULL;
	from = keep;      /* where the bytes not yet handed out start */
	for (;;) {
		size_t have = l->end - l->start;
		char *line = l->buf + l->start,
		     *nl = have > from ? memchr(line + from, l->eol, have - from) : NULL;
		if (nl) {
			size_t len = (size_t)(nl + 1 - line);
			if (l->taken + len - 1 > (size_t)LINES_MAX) {
				l->start += len;
				break;
			}
			hand_out(l, len > keep + l->part ? keep + l->part : len, len > keep + l->part);
			goto out;
		}
		from = have;
		if (l->taken + have > (size_t)LINES_MAX) {
			if (skip_line(l))
				return -2;
			break;
		}
		if (have > keep + l->part || l->eof) {
			hand_out(l, have > keep + l->part ? keep + l->part : have, have > keep + l->part);
			goto out;
		}
		if (refill(l))
			return -2;
	}
	/* too long: passed over (the line was counted when it started) */
	l->len = 0;
	l->more = 0;
	return -3;
out:
	if (l->tap && (size_t)l->len > keep)
		l->tap(l->tap_arg, l->p + keep, (size_t)l->len - keep);
	return 1;
}

size_t lines_part(void)
{
	const char *knob = getenv("ARBITER_PART");
	size_t n = knob ? strtoul(knob, NULL, 10) : 0;

	return n ? n : LINES_PART;
}

void lines_want_cr(lines *l)
{
	size_t from = l->p ? (size_t)(l->p - l->buf) : l->start; /* the line handed out, on */

	l->want_cr = 1;
	l->odd = l->nul || (l->eol == '\n' && ((l->p && l->saved == '\r') ||
			    (l->end > from && memchr(l->buf + from, '\r', l->end - from))));
}

void lines_free(lines *l)
{
	free(l->buf);
	l->buf = l->p = NULL;
	l->cap = l->start = l->end = 0;
}
