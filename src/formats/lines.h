/* lines: a stream read line by line, with one line of look-ahead that can
 * be given back, and a look at the stream's first block before any line is
 * taken, so a reader can be chosen from the content and start with it. One
 * buffer, read in large blocks and reused: a line is handed out where it
 * lies in the buffer, not copied. Lines end with a newline (LF or CR LF),
 * or, in a file whose first block has carriage returns and no newline at
 * all (old Macintosh text), with a carriage return. */
#ifndef ARB_LINES_H
#define ARB_LINES_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>

#include "base/diag.h"
#include "core/record.h"

typedef struct lines {
	FILE *f;
	char *p;        /* the current line, with its newline, NUL-terminated;
			   valid until the next lines_next; NULL (len 0)
			   where none is handed out, as at the end */
	ssize_t len;
	long no;        /* its number, from 1 */
	int again;      /* the next lines_next returns this line again */
	/* the buffer: bytes [start, end) are read and not yet handed out */
	char *buf;
	size_t cap, start, end;
	char saved;     /* the byte the current line's terminator covers */
	int eof;
	int nul;        /* a NUL byte was read: a reader need look for one in a
			   line only then (it is binary data) */
	int want_cr;    /* lines_want_cr was called */
	int odd;        /* with want_cr: a NUL byte or a carriage return (a CR LF
			   line end, or one alone) may have been read:
			   lines_odd need look only then */
	int long_again; /* the next lines_next says -3 again (a line passed over) */
	char eol;       /* the byte that ends a line: '\n', or '\r'; 0 before the first read */
	/* A reader of one record a line sets part (lines_part()): a line
	 * longer than a part is handed out a part at a time (lines_more), so
	 * that a long record is never held whole. more: the line goes on past l->p;
	 * taken: its bytes handed out before l->p (l->p[i] is the line's byte
	 * taken + i). tap, where set, sees each byte of a line taken in parts
	 * once, as lines_more hands it out. */
	size_t part;    /* the least a part holds, but the line's last; 0: lines whole */
	int more;
	size_t taken;
	void (*tap)(void *arg, const char *p, size_t n);
	void *tap_arg;
} lines;

/* The longest line read: a longer one is passed over as it is read, never
 * held whole. */
enum { LINES_MAX = 64 << 20 };
/* The least a part holds, but the line's last. */
enum { LINES_PART = 512 << 10 };
/* LINES_PART; for tests, ARBITER_PART=BYTES makes parts of BYTES (at
 * least 1), so that a short line is read in parts too. */
size_t lines_part(void);

/* 1 a line, 0 the end, -2 a read error (errno says which), -3 a line
 * longer than LINES_MAX, passed over (l->no counts it). */
int lines_next_slow(lines *l);

/* lines_next_slow, where the usual line is handed out here: after a line
 * read whole, the next lies whole in the buffer (a file's short lines
 * cost a call less, and none of the rare cases' tests). */
static inline int lines_next(lines *l)
{
	char *line, *nl;
	size_t len;

	if (!l->p || (l->again | l->long_again | l->more))
		return lines_next_slow(l);
	l->p[l->len] = l->saved; /* the line's terminator goes (again, if slow) */
	line = l->buf + l->start;
	if (l->end > l->start && (nl = memchr(line, l->eol, l->end - l->start)) &&
	    (size_t)(nl - line) <= LINES_MAX && (!l->part || (size_t)(nl - line) < l->part)) {
		len = (size_t)(nl + 1 - line);
		l->taken = 0;
		l->len = (ssize_t)len;
		l->start += len;
		l->p = line;
		l->saved = line[len];
		line[len] = '\0';
		l->no++;
		return 1;
	}
	return lines_next_slow(l);
}

/* For a reader that reads several lines in one pass: the whole lines that
 * follow the current one where they lie in the buffer (read, not yet handed
 * out), up to max bytes, added to out: the bytes added, the last a newline;
 * 0 where none are whole there, or where lines_next would not hand them out
 * plainly (a line given back or in parts, lines that end in a carriage
 * return alone), or out of memory (out->failed). lines_pass then passes
 * over those it read. */
static inline size_t lines_copy_ahead(const lines *l, size_t max, buf *out)
{
	const char *a = l->buf + l->start, *nl;
	size_t n = l->end - l->start;

	if (!l->p || (l->again | l->long_again | l->more) || l->part || l->eol != '\n')
		return 0;
	if (n > max)
		n = max;
	if (!n || !(nl = memrchr(a, '\n', n)))
		return 0;
	n = (size_t)(nl + 1 - a);
	if (buf_add(out, a, n))
		return 0;
	if (a == l->p + l->len) /* the current line's terminator covers the first byte */
		out->p[out->len - n] = l->saved;
	return n;
}

/* Passes over the next n bytes after the current line, count whole lines
 * that lines_copy_ahead handed out: the next lines_next hands out the line
 * after them. */
static inline void lines_pass(lines *l, size_t n, long count)
{
	l->start += n;
	l->no += count;
}

/* The next part of the current line (l->more set), after its last keep
 * bytes handed out again (0 <= keep <= l->len): 1 a part, -2 a read error,
 * -3 the line is longer than LINES_MAX (its rest passed over; l->no counted
 * it when it started). */
int lines_more(lines *l, size_t keep);
void lines_free(lines *l);
/* For a reader that refuses a carriage return inside a line (GNU
 * Backgammon's .mat): from now on, l->odd says where a line may hold one
 * (or a NUL byte), what is read already included. */
void lines_want_cr(lines *l);
/* Where l->odd: the NUL byte (*z) and the carriage return inside the text
 * (*cr) of the current line, from line to end (its line end taken off), or
 * NULL. A lone carriage return is shown by a terminal as a return to the
 * line's start, writing what follows it over what came before, and GNU
 * Backgammon takes it for the line's end, dropping the rest. */
static inline void lines_odd(const lines *l, const char *line, const char *end, const char **z,
			     const char **cr)
{
	*z = l->nul ? memchr(line, '\0', (size_t)(end - line)) : NULL;
	*cr = l->eol == '\n' ? memchr(line, '\r', (size_t)(end - line)) : NULL;
}
/* The first bytes of the stream (at most a block), NUL-terminated, before
 * any line is taken: *n of them; NULL on a read error (errno says which).
 * Lines are then handed out from the first as before. */
const char *lines_head(lines *l, size_t *n);
/* For the formats of one record a line: the next line with a byte that is
 * not blank (blank[c] set), which becomes record ++*index of rec (its
 * number and line; *at: the first byte not blank). 1 a line (l->p), 0 the
 * end, -1 a line too long to hold (an unreadable record: d says so), -2 a
 * read error (d says it). With l->part, l->p is the line's first part
 * that is not all blank. In line in its readers: a file of short lines
 * pays no call a line. */
static inline int lines_record(lines *l, const unsigned char blank[256], const char *name,
			       long *index, record *rec, diag *d, size_t *at)
{
	size_t p;
	int r;

	do {
		r = lines_next(l);
		for (;;) {
			if (r == -3) { /* a line too long to hold is one unreadable record */
				rec->index = ++*index;
				rec->line = l->no;
				diag_at(d, name, l->no, 1);
				return diag_set(d, "too-long", "the line is longer than %d MiB",
						LINES_MAX >> 20), -1;
			}
			if (r != 1)
				return r ? (diag_set(d, "io", "read error: %s", strerror(errno)), -2) : 0;
			for (p = 0; p < (size_t)l->len && blank[(unsigned char)l->p[p]]; p++)
				;
			if (p < (size_t)l->len || !l->more)
				break;
			r = lines_more(l, 0); /* a part all blank: the line goes on */
		}
	} while (p == (size_t)l->len);
	rec->index = ++*index;
	rec->line = l->no;
	*at = p;
	return 1;
}

#endif
