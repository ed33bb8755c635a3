#include "formats/tagged.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "base/plain.h"
#include "games/game.h"

struct tagged_reader {
	lines src;
	const char *name;
	size_t pos;     /* where the current line resumes */
	int pending;    /* the current line holds the start of the next record */
	long index;
	int misses;     /* lines_read's passes in a row that took no line whole */
};

tagged_reader *tagged_open_lines(lines *src, const char *name)
{
	tagged_reader *rd = calloc(1, sizeof *rd);

	if (rd) {
		rd->src = *src;
		rd->name = name;
		rd->pending = src->again;
		rd->src.again = 0;
		if (rd->pending && src->len >= 3 && memcmp(src->p, "\xEF\xBB\xBF", 3) == 0)
			rd->pos = 3;
	}
	return rd;
}

tagged_reader *tagged_open(FILE *f, const char *name, long first_line)
{
	lines src = { .f = f, .no = first_line - 1 };
	return tagged_open_lines(&src, name);
}

void tagged_close(tagged_reader *rd)
{
	if (rd) {
		lines_free(&rd->src);
		free(rd);
	}
}

/* Parsing state for one record. Without rec, the scan only counts what it
 * finds (the writer's check that a piece it writes reads back as one). */
typedef struct scan {
	record *rec;
	const char *t;        /* the text scanned: rec's, or the piece checked */
	int found;            /* without rec: elements and tags found ... */
	el_kind kind;         /* ... the first's kind and place */
	rec_span first, value;
	diag *d;
	const char *file;
	int movetext;         /* past the tags */
	int comment;          /* inside {...} */
	int depth;            /* variation nesting */
	rec_span open;        /* where the open comment or variation began */
	uint32_t open_line, open_col;
	int done;             /* a result ended the record */
} scan;

static int fail(scan *s, long line, long col, const char *code, const char *msg)
{
	diag_at(s->d, s->file, line, col);
	diag_set(s->d, code, "%s", msg);
	return -1;
}

/* Character classes for the scanner: a table instead of <ctype.h> calls.
 * C_END: where a word ends, also at the NUL byte after the text scanned (a
 * buf's; no NUL comes before it, the reader and the writer's check refuse
 * one), so that a word's loop needs no bound. C_LETTER and C_NAME: what
 * isalpha and isalnum or '_' say in the C locale (arbiter sets no other);
 * C_VALUE: where a tag value's loop stops to look (the NUL byte after the
 * text too). */
enum { C_SPACE = 1, C_BREAK = 2, C_END = 4, C_SUFFIX = 8, C_LETTER = 16, C_NAME = 32, C_VALUE = 64 };
#define L(c) [c] = C_LETTER | C_NAME, [c - 'a' + 'A'] = C_LETTER | C_NAME
#define D(c) [c] = C_NAME
#define C_WS (C_SPACE | C_BREAK | C_END)
static const unsigned char cls[256] = {
	['\t'] = C_WS, ['\n'] = C_WS | C_VALUE, ['\v'] = C_WS, ['\f'] = C_WS, ['\r'] = C_WS, [' '] = C_WS,
	['{'] = C_BREAK | C_END, ['}'] = C_BREAK | C_END, ['('] = C_BREAK | C_END,
	[')'] = C_BREAK | C_END, [';'] = C_BREAK | C_END, ['['] = C_BREAK | C_END,
	['\0'] = C_END | C_VALUE, ['!'] = C_SUFFIX, ['?'] = C_SUFFIX, ['"'] = C_VALUE, ['\\'] = C_VALUE,
	L('a'), L('b'), L('c'), L('d'), L('e'), L('f'), L('g'), L('h'), L('i'), L('j'), L('k'),
	L('l'), L('m'), L('n'), L('o'), L('p'), L('q'), L('r'), L('s'), L('t'), L('u'), L('v'),
	L('w'), L('x'), L('y'), L('z'), D('0'), D('1'), D('2'), D('3'), D('4'), D('5'), D('6'),
	D('7'), D('8'), D('9'), D('_'),
};
#undef C_WS
#undef L
#undef D

static int is_space(unsigned char c)
{
	return cls[c] & C_SPACE;
}

static int is_break(unsigned char c)
{
	return cls[c] & C_BREAK;
}

/* Tag pairs: [Name "value"], any number on a line. The text ends at end
 * in a NUL byte (a buf's), and holds none before it (the reader and the
 * writer's check refuse one): every loop stops there with no bound. */
static int scan_tags(scan *s, size_t base, size_t from, size_t end, long lineno)
{
	const char *t = s->t;
	size_t p = from;

	(void)end;
	while (t[p]) {
		size_t n0, n1, v0;
		if (is_space((unsigned char)t[p])) {
			p++;
			continue;
		}
		if (t[p] != '[') { /* a tag line goes on with something else: movetext */
			s->movetext = 1;
			return fail(s, lineno, (long)(p - base + 1), "bad-tag",
				    "expected a tag [Name \"value\"]");
		}
		p++;
		while (t[p] == ' ' || t[p] == '\t')
			p++;
		n0 = p;
		while (cls[(unsigned char)t[p]] & C_NAME)
			p++;
		n1 = p;
		if (n1 == n0)
			return fail(s, lineno, (long)(p - base + 1), "bad-tag", "a tag needs a name");
		while (t[p] == ' ' || t[p] == '\t')
			p++;
		if (t[p] != '"')
			return fail(s, lineno, (long)(p - base + 1), "bad-tag",
				    "a tag value must be in double quotes");
		v0 = ++p;
		for (;;) { /* to the closing quote, past escaped ones */
			while (!(cls[(unsigned char)t[p]] & C_VALUE))
				p++;
			if (t[p] != '\\')
				break;
			if (t[p + 1] && t[p + 1] != '\n')
				p++;
			p++;
		}
		if (t[p] != '"')
			return fail(s, lineno, (long)(v0 - base), "bad-tag", "the tag value is not closed");
		if (!s->rec) {
			if (!s->found++)
				s->first = (rec_span){ (uint32_t)n0, (uint32_t)(n1 - n0) },
				s->value = (rec_span){ (uint32_t)v0, (uint32_t)(p - v0) };
		} else if (rec_add_tag(s->rec, (rec_span){ (uint32_t)n0, (uint32_t)(n1 - n0) },
				       (rec_span){ (uint32_t)v0, (uint32_t)(p - v0) })) {
			return fail(s, lineno, 1, "nomem", "out of memory");
		}
		p++;
		while (t[p] == ' ' || t[p] == '\t')
			p++;
		if (t[p] != ']')
			return fail(s, lineno, (long)(p - base + 1), "bad-tag", "the tag is not closed with ]");
		p++;
	}
	return 0;
}

/* Inlined: it runs for every word. */
static inline __attribute__((always_inline)) int add(scan *s, el_kind k, size_t off, size_t len,
						     long line, long col)
{
	if (!s->rec) {
		if (!s->found++)
			s->kind = k, s->first = (rec_span){ (uint32_t)off, (uint32_t)len };
		return 0;
	}
	if (rec_add_el(s->rec, k, (rec_span){ (uint32_t)off, (uint32_t)len }, (uint32_t)line,
		       (uint32_t)col))
		return fail(s, line, col, "nomem", "out of memory");
	return 0;
}

/* One movetext word: a result, a move number, a NAG, or a move with any
 * suffix annotation. */
/* (Inlined by force: once scan_moves looked for Sanmill's squares, gcc
 * stopped inlining it there, and a call a word cost 3.5 % of validate.) */
static inline __attribute__((always_inline)) int word(scan *s, size_t off, size_t len, long line,
						      long col)
{
	const char *w = s->t + off;
	size_t n = 0, k;

	if (cls[(unsigned char)w[0]] & C_LETTER)
		goto move; /* the common case: a move starting with a letter */
	if ((len == 1 ? w[0] == '*' : (len == 3 && w[1] == '-') || (len == 7 && w[1] == '/')) &&
	    rec_result_of(w, len) >= 0) { /* only these may be a result: "*", "1-0", "1/2-1/2" */
		s->done = 1;
		return add(s, EL_RESULT, off, len, line, col);
	}
	if (w[0] == '$')
		return add(s, EL_NAG, off, len, line, col);
	/* no bound needed: the byte after a word ends it (a space, a break or
	 * the text's NUL), and is no digit and no dot */
	while (w[n] >= '0' && w[n] <= '9')
		n++;
	if (n > 0 && n < len && w[n] == '.') {
		k = n;
		while (w[k] == '.')
			k++;
		if (k < len && w[k] >= '0' && w[k] <= '9')
			goto move; /* 4.4: a board.cell move, not a move number */
		if (add(s, EL_NUMBER, off, k, line, col))
			return -1;
		if (k == len)
			return 0;
		off += k, col += (long)k, len -= k, w += k;
	}
move:
	k = len;
	while (k > 0 && (cls[(unsigned char)w[k - 1]] & C_SUFFIX))
		k--;
	if (k == 0)
		return add(s, EL_NAG, off, len, line, col);
	if (add(s, EL_MOVE, off, k, line, col))
		return -1;
	return k < len ? add(s, EL_NAG, off + k, len - k, line, col + (long)k) : 0;
}

/* The length of a Sanmill square token at p[0, n) (the engine's notation
 * before 2025: (3,4), (1,6)->(1,7), -(2,3)), or 0. Its parentheses would
 * otherwise open a variation; a variation never starts with a digit, a
 * comma and a digit. */
__attribute__((noinline)) static size_t square(const char *p, size_t n)
{
#define SQ(q) ((q) + 5 <= n && p[q] == '(' && p[(q) + 1] >= '1' && p[(q) + 1] <= '9' && \
	       p[(q) + 2] == ',' && p[(q) + 3] >= '1' && p[(q) + 3] <= '9' && p[(q) + 4] == ')')
	size_t k = n && p[0] == '-' ? 1 : 0;

	if (!SQ(k))
		return 0;
	k += 5;
	if (k + 2 < n && p[k] == '-' && p[k + 1] == '>' && SQ(k + 2))
		k += 7;
	while (k < n && p[k] == '-' && SQ(k + 1))
		k += 6;
	return k;
#undef SQ
}

/* A square just after a word "-" (a Sanmill removal, -(2,3)) joins it:
 * 1 when it did. Looked at only at a '(': no cost to other words. */
static int glued_square(scan *s, size_t p, size_t k)
{
	rec_span *w = NULL;

	if (s->rec && s->rec->nels && s->rec->els[s->rec->nels - 1].kind == EL_MOVE)
		w = &s->rec->els[s->rec->nels - 1].text;
	else if (!s->rec && s->found == 1 && s->kind == EL_MOVE)
		w = &s->first;
	if (!w || w->len != 1 || w->off + 1 != p || s->t[w->off] != '-')
		return 0;
	w->len += (uint32_t)k;
	return 1;
}

/* GCC gathers an element's fields in a vector register to store them at
 * once, which takes more instructions than a store a field. */
#if defined(__GNUC__) && !defined(__clang__)
#define FIELD_BY_FIELD __attribute__((optimize("no-tree-slp-vectorize")))
#else
#define FIELD_BY_FIELD
#endif

int tagged_word_by_word;

/* words_read counts its move numbers by their kind */
_Static_assert(EL_MOVE == 0 && EL_NUMBER == 1, "a move is kind 0, a move number kind 1");

static int is_digit(unsigned char c)
{
	return (unsigned)c - '0' <= 9;
}

/* A word words_read leaves to word(), from its first byte p: where it
 * ends, or 0 where word() fails. Out of line, so that the usual words'
 * loop keeps what it needs in registers. */
static __attribute__((noinline)) size_t other_word(scan *s, size_t base, size_t p, long lineno)
{
	const char *t = s->t;
	size_t q = p;

	while (!(cls[(unsigned char)t[++q]] & C_END))
		;
	if (word(s, p, q - p, lineno, (long)(p - base + 1)))
		return 0;
	return q;
}

/* The record's counts, of the elements written since from (numbers of
 * them no move): words_read's. */
#define COUNTS()                                                                                  \
	(rec->nels = (size_t)(el - rec->els), rec->nmoves += (size_t)(el - from) - numbers,       \
	 numbers = 0)

/* Room for the next element, the record's counts set first (a window may
 * be taken): words_read's. Over lines (lines_read's), it stops there: the
 * window is the usual path's to take. */
#define ROOM()                                                                                    \
	do {                                                                                      \
		if (multi)                                                                        \
			goto stop;                                                                \
		COUNTS();                                                                         \
		if (rec_grow_els(rec))                                                            \
			return fail(s, lineno, (long)(p - base + 1), "nomem", "out of memory");   \
		from = el = rec->els + rec->nels;                                                 \
		room = rec->els + rec->capels;                                                    \
	} while (0)

/* The element of kind k at t[off, off + n) written, room made first:
 * words_read's. */
#define PUT(k, off, n)                                                                            \
	do {                                                                                      \
		if (el == room)                                                                   \
			ROOM();                                                                   \
		*el++ = (rec_el){ .kind = (k), .who = -1, .text = { (uint32_t)(off), (uint32_t)(n) }, \
				  .line = line, .col = col + (uint32_t)(off) };                   \
	} while (0)

/* A word of digits at t[p], then more from t[q] on: a move ("11-19",
 * PlayOK's), but for a result or a suffix (word()'s): where it ends, or 0. */
static inline __attribute__((always_inline)) size_t digits_more(const char *t, size_t p, size_t q)
{
	while (!(cls[(unsigned char)t[++q]] & C_END))
		;
	if ((cls[(unsigned char)t[q - 1]] & C_SUFFIX) ||
	    (((q - p == 3 && t[p + 1] == '-') || (q - p == 7 && t[p + 1] == '/')) &&
	     rec_result_of(t + p, q - p) >= 0))
		return 0;
	return q;
}

/* A word of digits and dots that goes on at t[q]: its end where it is
 * board.cell's "4.4" (a digit next), a move whole as word() takes it; else
 * 0, word()'s ("12.d6", "4.4!"). Out of line: the usual words' loop keeps
 * its registers. */
static __attribute__((noinline)) size_t board_cell(const char *t, size_t q)
{
	if (!is_digit((unsigned char)t[q]))
		return 0;
	while (!(cls[(unsigned char)t[++q]] & C_END))
		;
	return cls[(unsigned char)t[q - 1]] & C_SUFFIX ? 0 : q;
}

/* The length of the comment that opens at t[p] ('{'), to its '}', where it
 * closes on its line; else 0. */
static inline size_t line_comment(const char *t, size_t p)
{
	size_t q = p;

	while (t[++q] != '}')
		if (t[q] == '\n' || !t[q])
			return 0;
	return q + 1 - p;
}

/* Where lines_read stopped: the line's first byte in the text and its
 * number. */
typedef struct lines_at {
	size_t start;
	uint32_t line;
} lines_at;

/* words for the reader (s->rec), whose text ends at end in its NUL byte
 * (buf): no bound is asked, the NUL ends every loop. The usual words are
 * read and written as elements here, each byte looked at once, as word()
 * finds them: a word that starts with a letter and ends in no suffix ('!',
 * '?') is a move whole; one of digits alone a move too (OpenSpiel's and
 * PlayOK's numbers); digits and dots a move number ("12.", "12..."); digits,
 * dots and a digit a move whole ("4.4", board.cell's), but for a suffix;
 * digits and more a move ("11-19"), but for a result or a suffix; a Sanmill
 * square after a blank a move whole. Any other word (a result, a NAG, a
 * suffix, "12.d6", "-") goes to word(). The elements are written in
 * place and the record's counts set before any call (a window may be
 * taken, and word() adds to the record). Inlined in scan_moves, which the
 * reader calls a line, and in lines_read (at set): over lines, from a
 * line's first byte, a newline going on at the next line's first byte (at
 * says where it starts, and its number), a comment closed on its line an
 * element too; it stops, with no call, at what it leaves to others (a word
 * of another kind, a break, a line that does not start with a letter or a
 * digit) and where the elements fill their array. */
/* The record's element n, or NULL while it has no array (no offset may
 * be added to a null pointer). */
static inline rec_el *el_at(record *rec, size_t n)
{
	return rec->els ? rec->els + n : NULL;
}

static inline __attribute__((always_inline)) long words_read(scan *s, size_t base, size_t p,
							     long lineno, lines_at *at)
{
	const char *t = s->t;
	record *rec = s->rec;
	rec_el *el = el_at(rec, rec->nels), *room = el_at(rec, rec->capels), *from = el;
	size_t numbers = 0, q, k; /* the elements written since from that are no move */
	uint32_t line = (uint32_t)lineno, col = (uint32_t)(1 - base); /* a byte's column: col + p */
	const int multi = at != NULL; /* lines_read's: over lines, no call */
	uint8_t kind;

	for (;;) {
		unsigned char c = (unsigned char)t[p];
		if (cls[c] & C_LETTER) {
			for (q = p + 1; !(cls[(unsigned char)t[q]] & C_END); q += 2) /* two bytes a turn */
				if (cls[(unsigned char)t[q + 1]] & C_END) {
					q++;
					break;
				}
			if (cls[(unsigned char)t[q - 1]] & C_SUFFIX)
				goto other;
			kind = EL_MOVE;
		} else if (is_digit(c)) {
			for (q = p + 1; is_digit((unsigned char)t[q]); q++)
				;
			if (cls[(unsigned char)t[q]] & C_END) {
				kind = EL_MOVE;
			} else if (t[q] == '.') {
				while (t[++q] == '.')
					;
				if (!(cls[(unsigned char)t[q]] & C_END))
					goto dotted;
				kind = EL_NUMBER;
			} else if ((q = digits_more(t, p, q)) != 0) {
				kind = EL_MOVE;
			} else {
				goto other;
			}
		} else {
			goto other;
		}
	add:
		PUT(kind, p, q - p);
		numbers += kind;
		/* the usual blank: one space, then a word */
		if (t[q] == ' ' && !(cls[(unsigned char)t[q + 1]] & C_END)) {
			p = q + 1;
			continue;
		}
		goto next;
	dotted: /* digits and dots, then more: board.cell's "4.4" a move whole */
		if ((q = board_cell(t, q)) != 0) {
			kind = EL_MOVE;
			goto add;
		}
	other:
		if (multi)
			goto stop;
		COUNTS();
		if (!(q = other_word(s, base, p, lineno)))
			return -1;
		if (s->done) /* just past the result: what follows is the next record's */
			return (long)q;
		from = el = el_at(rec, rec->nels);
		room = el_at(rec, rec->capels);
	next:
		k = q;
		while ((cls[(unsigned char)t[q]] & C_SPACE) && (!multi || t[q] != '\n'))
			q++;
		p = q;
		if (multi && t[p] == '\n') { /* the next line, from its first byte */
			at->start = p = q + 1;
			at->line = ++line;
			col = (uint32_t)(1 - p);
			continue;
		}
		if (cls[(unsigned char)t[p]] & C_END) {
			/* over lines, a comment closed on its line; a Sanmill square
			 * after a blank is a move whole, as word() finds it (one glued
			 * to the word before it is scan_moves') */
			if (multi && t[p] == '{') {
				if (!(k = line_comment(t, p)))
					goto stop;
				kind = EL_COMMENT;
			} else if (t[p] != '(' || p == k || !(k = square(t + p, rec->text.len - p))) {
				break;
			} else {
				kind = EL_MOVE;
			}
			PUT(kind, p, k);
			numbers += kind != EL_MOVE;
			q = p + k;
			goto next;
		}
	}
stop:
	COUNTS();
	return (long)p;
}
#undef PUT
#undef ROOM
#undef COUNTS

/* Words and the spaces between them at the top level, from p (a word's
 * first byte), in a loop of their own: most of movetext. Returns where it
 * stopped (at another byte, at end, or past a result), or -1. */
static inline __attribute__((always_inline)) long words(scan *s, size_t base, size_t p,
							size_t end, long lineno)
{
	const char *t = s->t;

	if (s->rec && !tagged_word_by_word) /* the reader: its text ends at end */
		return words_read(s, base, p, lineno, NULL);
	do {
		size_t q = p;
		while (!(cls[(unsigned char)t[++q]] & C_END))
			;
		if (word(s, p, q - p, lineno, (long)(p - base + 1)))
			return -1;
		if (s->done) /* just past the result: what follows is the next record's */
			return (long)q;
		while (q < end && is_space((unsigned char)t[q]))
			q++;
		p = q;
	} while (p < end && !(cls[(unsigned char)t[p]] & C_END));
	return (long)p;
}

/* Movetext from `from` to `end` of a line whose first byte is at `base`.
 * Returns the offset where scanning stopped (end, or just past a result). */
static FIELD_BY_FIELD long scan_moves(scan *s, size_t base, size_t from, size_t end, long lineno)
{
	const char *t = s->t;
	size_t p = from, k;

#define COL(q) ((long)((q) - base + 1))
	while (p < end && !s->done) {
		unsigned char c = (unsigned char)t[p];
		if (s->comment) {
			const char *close = memchr(t + p, '}', end - p);
			if (!close)
				return (long)end;
			p = (size_t)(close - t) + 1;
			s->comment = 0;
			if (!s->depth && add(s, EL_COMMENT, s->open.off, p - s->open.off, s->open_line,
					     s->open_col))
				return -1;
			continue;
		}
		if (!(cls[c] & C_END) && !s->depth) { /* the common case first */
			long q = words(s, base, p, end, lineno);
			if (q < 0 || (size_t)q >= end || s->done)
				return q;
			p = (size_t)q;
			c = (unsigned char)t[p];
		}
		if (!(cls[c] & C_END)) { /* a word inside a variation: skipped */
			while (!(cls[(unsigned char)t[++p]] & C_END))
				;
			continue;
		}
		if (is_space(c)) {
			while (++p < end && is_space((unsigned char)t[p]))
				;
			continue;
		}
		if (c == '{') {
			s->comment = 1;
			if (!s->depth) {
				s->open.off = (uint32_t)p;
				s->open_line = (uint32_t)lineno;
				s->open_col = (uint32_t)COL(p);
			}
			p++;
			continue;
		}
		if (c == ';') {
			size_t e = end;
			while (e > p && (t[e - 1] == '\n' || t[e - 1] == '\r'))
				e--;
			if (!s->depth && add(s, EL_COMMENT, p, e - p, lineno, COL(p)))
				return -1;
			p = end;
			continue;
		}
		if (c == '(' && (k = square(t + p, end - p)) > 0) {
			if (!s->depth && !glued_square(s, p, k) && word(s, p, k, lineno, COL(p)))
				return -1;
			p += k;
			continue;
		}
		if (c == '(') {
			if (!s->depth++) {
				s->open.off = (uint32_t)p;
				s->open_line = (uint32_t)lineno;
				s->open_col = (uint32_t)COL(p);
			}
			p++;
			continue;
		}
		if (c == ')') {
			if (!s->depth)
				return fail(s, lineno, COL(p), "bad-movetext", "')' closes no variation");
			if (!--s->depth && add(s, EL_VARIATION, s->open.off, p + 1 - s->open.off,
					       s->open_line, s->open_col))
				return -1;
			p++;
			continue;
		}
		if (c == '}')
			return fail(s, lineno, COL(p), "bad-movetext", "'}' closes no comment");
		{
			size_t q = p;
			while (q < end && !is_break((unsigned char)t[q]))
				q++;
			if (q == p)
				q++; /* a lone '[' inside movetext */
			if (!s->depth && word(s, p, q - p, lineno, COL(p)))
				return -1;
			p = q;
		}
	}
#undef COL
	return (long)p;
}

static int blank(const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!is_space((unsigned char)p[i]))
			return 0;
	return 1;
}

/* Is what follows a result on its line comments closed there, or one to
 * the line's end (';'), and no more: notes on the game it ends? */
static int note_after(const char *p, size_t n)
{
	const char *close;
	size_t i = 0;
	int notes = 0;

	for (;;) {
		while (i < n && is_space((unsigned char)p[i]))
			i++;
		if (i == n || p[i] == ';')
			return notes || i < n;
		if (p[i] != '{' || !(close = memchr(p + i, '}', n - i)))
			return 0;
		i = (size_t)(close - p) + 1;
		notes = 1;
	}
}

static inline __attribute__((always_inline)) int next_line(tagged_reader *rd)
{
	int r;

	if (rd->pending) {
		rd->pending = 0;
		return 1;
	}
	if ((r = lines_next(&rd->src)) != 1)
		return r;
	rd->pos = 0;
	/* a UTF-8 byte-order mark, on the first line or any other (files joined
	 * with cat: it would be a token of its own, and its record's tags
	 * movetext of the record before) */
	if (rd->src.len >= 3 && memcmp(rd->src.p, "\xEF\xBB\xBF", 3) == 0)
		rd->pos = 3;
	return 1;
}

/* Skips an unreadable record's remaining lines, up to the next record's
 * tags. in_tags: the fault is in the record's tags (its movetext not yet
 * begun), whose other tag lines, blank lines and movetext are its own too,
 * as a whole record's are (read as a record of their own, the rest of the
 * record was valid, and scored); the next record starts at the first tag
 * line after its movetext. Else, at the next tag line. */
static void skip_record(tagged_reader *rd, int in_tags)
{
	int r;

	while ((r = next_line(rd)) == 1) {
		size_t p = rd->pos;
		while (p < (size_t)rd->src.len && is_space((unsigned char)rd->src.p[p]))
			p++;
		if (p == (size_t)rd->src.len)
			continue; /* a blank line: it changes nothing */
		if (rd->src.p[p] != '[')
			in_tags = 0; /* the movetext: the next tag line is the next record's */
		else if (!in_tags) {
			rd->pending = 1;
			return;
		}
	}
}

static int tag_line(const char *line, size_t n);

/* A record taken in windows as it is read (core/record.h, rec_taker): at
 * the end of a line where no comment or variation is open, the text of the
 * lines whose elements were taken goes too. */
static void windows(record *rec, const scan *s)
{
	if (rec->el_base && !s->comment && !s->depth)
		rec_trim(rec);
}

/* Has the record read more than comments (a window taken is more)? */
static int past_notes(const record *rec)
{
	if (rec->el_base)
		return 1;
	for (size_t i = 0; i < rec->nels; i++)
		if (rec->els[i].kind != EL_COMMENT)
			return 1;
	return 0;
}

/* Has the record read nothing but closed comments, no tag before them (a
 * note on the game below, or on the file, written above the game's tags)?
 * The tags that follow are then that game's, and the note its first
 * element. */
static int notes_only(const record *rec, const scan *s)
{
	return !rec->ntags && rec->nels && !s->comment && !s->depth && !past_notes(rec);
}

/* Does the line (its blanks passed) number a first move, "1." (not
 * "1...", a second player's move after a comment)? */
static int first_move_number(const char *p, size_t n)
{
	return n >= 2 && p[0] == '1' && p[1] == '.' && (n == 2 || p[2] != '.');
}

/* The movetext lines after the current one, read in one pass where they
 * lie whole in the lines' buffer and hold the usual words alone
 * (words_read over lines): a line's own work (lines_next, its copy into
 * the record, scan_moves' entry) is paid once a piece of lines. A piece of
 * lines is copied into the record's text; words_read stops at a line whose
 * first byte is no letter and no digit (a blank line, a tag, a comment,
 * blanks first, a byte-order mark, the piece's end), at a word of another
 * kind or a break, or where the elements fill their array (the taker's
 * turn is the usual path's). The lines before its stop are passed, the
 * text after it dropped. 1 where it stopped inside a line, which is made
 * current (rd->pos: where it stopped) with its text whole in the record:
 * scan_moves goes on there (*base, *from); 0 where the next line is read
 * as usual. */
static FIELD_BY_FIELD __attribute__((noinline)) int lines_read(tagged_reader *rd, scan *s,
							       size_t *base, size_t *from)
{
	record *rec = s->rec;
	size_t piece = 512, start, n;
	lines_at at;
	long p;

	for (;;) {
		start = rec->text.len;
		if (start + rec->dropped + piece > TAGGED_MAX_RECORD ||
		    !(n = lines_copy_ahead(&rd->src, piece, &rec->text)))
			return 0;
		s->t = rec->text.p;
		at.start = start;
		at.line = (uint32_t)rd->src.no + 1;
		p = words_read(s, start, start, rd->src.no + 1, &at);
		lines_pass(&rd->src, at.start - start, (long)at.line - (rd->src.no + 1));
		/* where it takes no line whole, again and again (a notation whose
		 * words are all word()'s, such as "12.d6"), it is tried no more */
		rd->misses = at.start == start ? rd->misses + 1 : 0;
		if ((size_t)p == at.start) { /* a line's first byte, or the piece's end */
			rec->text.len = (size_t)p;
			rec->text.p[p] = '\0';
			if ((size_t)p < start + n)
				return 0;
			if (piece < (size_t)1 << 16)
				piece *= 2;
			continue;
		}
		lines_next(&rd->src); /* the line it stopped in: whole in the buffer */
		rd->pos = (size_t)p - at.start;
		rec->text.len = at.start + (size_t)rd->src.len;
		rec->text.p[rec->text.len] = '\0';
		*base = at.start;
		*from = (size_t)p;
		return 1;
	}
}

/* The movetext of the current line from start (its first byte at base),
 * then of the lines lines_read takes on from it, where it can (not after a
 * blank line: a first move number there starts the next game): where the
 * last scan stopped, or -1. */
static long moves_on(tagged_reader *rd, scan *s, size_t *base, size_t *start, int blank_line)
{
	long stop = scan_moves(s, *base, *start, s->rec->text.len, rd->src.no);

	while (stop >= 0 && !s->done) {
		windows(s->rec, s);
		if (tagged_word_by_word || blank_line || s->comment || s->depth || rd->src.nul ||
		    rd->misses > 8 || !lines_read(rd, s, base, start))
			break;
		stop = scan_moves(s, *base, *start, s->rec->text.len, rd->src.no);
	}
	return stop;
}

/* The record read to its end: 1, or -1 where a comment or variation is
 * left open (d says where it opened). */
static int ended(const tagged_reader *rd, const scan *s, diag *d)
{
	if (s->comment || s->depth) {
		diag_at(d, rd->name, s->open_line, s->open_col);
		if (rd->pending)
			return diag_set(d, "unclosed", s->comment ? "the comment is not closed before "
					"the next record's tags" : "the variation is not closed before "
					"the next record's tags"), -1;
		return diag_set(d, "truncated", s->comment ? "the comment is never closed "
				"(truncated record?)" : "the variation is never closed (truncated "
				"record?)"), -1;
	}
	s->rec->cut_off = !s->done && s->rec->ntags > 0;
	return 1;
}

/* The line of the result that ended the record, past it (rest bytes in):
 * a note there is the game's, put before its result, which stays its last
 * element ("1-0 {resigned}"); a tag, or a stray result, starts the next
 * record; anything else is moves after the result. 0, or -1 where the
 * note's scan fails or moves follow (d says why). */
static int after_result(tagged_reader *rd, scan *s, size_t rest, size_t stop, size_t base)
{
	record *rec = s->rec;
	const char *l = rd->src.p + rd->pos;
	size_t n = (size_t)rd->src.len - rd->pos;
	rec_el result;

	if (note_after(l + rest, n - rest) && !rec->el_base) {
		/* the result's index in the whole record: a window taken while
		 * the notes are read drops the elements before it (a taker keeps
		 * the last move and what follows it) */
		size_t at = rec->nels - 1;
		result = rec->els[at];
		s->done = 0;
		if (scan_moves(s, base, stop, rec->text.len, rd->src.no) < 0) {
			skip_record(rd, 0);
			return -1;
		}
		s->done = 1;
		if (rec->el_base <= at) {
			at -= rec->el_base;
			memmove(&rec->els[at], &rec->els[at + 1],
				(rec->nels - at - 1) * sizeof *rec->els);
			rec->els[rec->nels - 1] = result;
		}
	} else if (!blank(l + rest, n - rest)) {
		size_t k = rest, w;
		while (is_space((unsigned char)l[k]))
			k++;
		for (w = k; w < n && !is_space((unsigned char)l[w]); w++)
			;
		/* a move there is this game's, after its end, as in flat lines;
		 * a tag starts the next record, a result alone is a stray one */
		if (l[k] != '[' && rec_result_of(l + k, w - k) < 0) {
			fail(s, rd->src.no, (long)(rd->src.taken + rd->pos + k) + 1, "bad-movetext",
			     "moves after the result");
			skip_record(rd, 0);
			return -1;
		}
		/* the next record's tags, on the line of this one's result */
		rd->pos += rest;
		rd->pending = 1;
		rec->text.len = stop;
	}
	return 0;
}

/* A line (l, n bytes) the record cannot take: binary data (a NUL byte), or
 * one that makes it too long. Said in d, the rest of the record passed
 * over (in_tags: the line is one of its tags, skip_record). 1 if so. */
static inline __attribute__((always_inline)) int refused_line(tagged_reader *rd,
							       const record *rec, const char *l,
							       size_t n, int in_tags, diag *d)
{ /* (in line: every line asks) */
	if (rd->src.nul && memchr(l, '\0', n)) { /* (where one was read: lines.h) */
		diag_at(d, rd->name, rd->src.no, (long)((char *)memchr(l, '\0', n) - rd->src.p) + 1);
		diag_set(d, "binary", "binary data (a NUL byte): not a text record");
	} else if (rec->text.len + rec->dropped + n > TAGGED_MAX_RECORD) {
		diag_at(d, rd->name, rd->src.no, 1);
		diag_set(d, "too-long", "the record is longer than %d MiB", TAGGED_MAX_RECORD >> 20);
	} else {
		return 0;
	}
	skip_record(rd, in_tags);
	return 1;
}

/* PGN's escape: a '%' in a line's first column keeps the line (l, n bytes)
 * out of the game (a program's own data), out of a comment or variation it
 * stands in too. Its line end stays in the record's text, so that the
 * lines after it are where their numbers say. 0, or -1 where memory ran
 * out. */
static int escape_line(record *rec, scan *s, const char *l, size_t n, diag *d)
{
	size_t end = n;

	while (end && (l[end - 1] == '\n' || l[end - 1] == '\r'))
		end--;
	if (buf_add(&rec->text, l + end, n - end))
		return diag_set(d, "nomem", "out of memory"), -1;
	s->t = rec->text.p; /* where the buffer is now */
	return 0;
}

int tagged_read(tagged_reader *rd, record *rec, diag *d)
{
	scan s = { .rec = rec, .d = d, .file = rd->name };
	int r, started = 0;
	long blank_line = 0; /* the number of the last blank line in the record */

	rec_clear(rec);
	rec->file = rd->name;
	diag_clear(d);
	rec->text_is_source = rec->windows = 1; /* windows: no element refers to one before */
	while ((r = next_line(rd)) == 1) {
		const char *l = rd->src.p + rd->pos;
		size_t n = (size_t)rd->src.len - rd->pos, lead = 0, base, start;
		long stop;

		while (lead < n && is_space((unsigned char)l[lead]))
			lead++;
		if (n && l[0] == '%') { /* PGN's escape (escape_line) */
			if (started && escape_line(rec, &s, l, n, d))
				return -1;
			blank_line += blank_line == rd->src.no - 1; /* between, unseen */
			continue;
		}
		if (!started) {
			if (lead == n)
				continue;
			started = 1;
			rec->index = ++rd->index;
			rec->line = rd->src.no;
		} else if (lead == n) {
			blank_line = rd->src.no;
		} else if (s.movetext && l[lead] == '[' && notes_only(rec, &s) &&
			   tag_line(l + lead, n - lead)) {
			s.movetext = 0; /* the tags of the game the notes are on */
		} else if (s.movetext && l[lead] == '[') {
			/* the next record's tags; a comment or variation left open up
			 * to them: this record is unreadable, and the next is read
			 * from its tags */
			if (!s.comment || tag_line(l + lead, n - lead)) {
				rd->pending = 1;
				break;
			}
		} else if (l[lead] == '1' && blank_line == rd->src.no - 1 && !s.comment && !s.depth &&
			   past_notes(rec) && first_move_number(l + lead, n - lead)) {
			/* moves numbered from 1 again after a blank line: the next
			 * game (move lists pasted one after another, with no tags) */
			rd->pending = 1;
			break;
		}
		if (refused_line(rd, rec, l, n, !s.movetext && l[lead] == '[', d))
			return -1;
		base = rec->text.len - rd->pos;
		start = rec->text.len;
		if (buf_add(&rec->text, l, n))
			return diag_set(d, "nomem", "out of memory"), -1;
		if (!s.movetext && lead < n && l[lead] != '[')
			s.movetext = 1;
		s.t = rec->text.p; /* where the buffer is now */
		if (!s.movetext) {
			if (scan_tags(&s, base, start, rec->text.len, rd->src.no)) {
				skip_record(rd, !s.movetext); /* its tags, unless movetext followed */
				return -1;
			}
			continue;
		}
		stop = moves_on(rd, &s, &base, &start, lead == n);
		if (stop < 0) {
			skip_record(rd, 0);
			return -1;
		}
		if (s.done)
			return after_result(rd, &s, (size_t)stop - start, (size_t)stop, base) < 0 ? -1
											 : ended(rd, &s, d);
	}
	if (r == -2)
		return diag_set(d, "io", "read error: %s", strerror(errno)), -2;
	if (r == -3) { /* a line too long to hold: the record it is in is unreadable */
		if (!started) {
			rec->index = ++rd->index;
			rec->line = rd->src.no;
		}
		diag_at(d, rd->name, rd->src.no, 1);
		diag_set(d, "too-long", "a line longer than %d MiB", LINES_MAX >> 20);
		/* the rest of it is no record of its own; the line, unseen,
		 * is taken for movetext (a tag line is never so long) */
		skip_record(rd, 0);
		return -1;
	}
	if (!started)
		return 0;
	return ended(rd, &s, d);
}

/* Movetext lines wrap after 72 columns, between items. */
typedef struct line_out {
	buf *out;
	size_t start;
	int wrote;
} line_out;

static void item(line_out *l, int glued, int stays)
{
	if (glued) /* a suffix annotation stays on its move: d6!? */
		return;
	/* stays: a word that starts with '%' (kept as written) would start an
	 * escape line, which the reader passes over */
	if (l->out->len - l->start > 72 && !stays) {
		buf_puts(l->out, "\n");
		l->start = l->out->len;
	} else if (l->wrote) {
		buf_puts(l->out, " ");
	}
	l->wrote = 1;
}

/* Does the piece of movetext p[0, n) read back, on the lines the writer
 * puts it, as one element of kind k and nothing more? Records from other
 * formats (JSON Lines above all) hold text the tagged format cannot: a
 * variation that never closes, a NAG of two words, a NUL byte. */
static int reads_back(const char *p, size_t n, el_kind k)
{
	diag d;
	scan s = { .t = p, .d = &d, .movetext = 1 };

	if (memchr(p, '\0', n))
		return 0; /* the reader takes a NUL byte for binary data */
	for (size_t at = 0; at < n && !s.done;) {
		const char *nl = memchr(p + at, '\n', n - at);
		size_t end = nl ? (size_t)(nl - p) + 1 : n, q = at;
		while (at && q < end && is_space((unsigned char)p[q]))
			q++;
		/* as the reader splits records: a line that starts with '[' starts
		 * the next one, and so does a tag pair inside a comment left open */
		if (at && q < end && (s.comment ? tag_line(p + q, end - q) : p[q] == '['))
			return 0;
		if (at && p[at] == '%') /* an escape line, which the reader passes over */
			return 0;
		if (scan_moves(&s, at, at, end, 1) < 0)
			return 0;
		at = end;
	}
	return s.found == 1 && s.kind == k && s.first.off == 0 && s.first.len == n && !s.comment &&
	       !s.depth;
}

/* At most 40 bytes of p[0, n), for a message: escaped, since what does not
 * read back is often a NUL byte or a newline. */
static const char *excerpt(char *out, size_t size, const char *p, size_t n)
{
	buf b = { 0 };

	plain_add(&b, p, n < 40 ? n : 40, 0, 0);
	snprintf(out, size, "%.*s%s", b.p ? (int)b.len : 0, b.p ? b.p : "", n > 40 ? "..." : "");
	buf_free(&b);
	return out;
}

/* [Name "value"], when it reads back as that tag: 0, or -1 (d says). */
static int put_tag(buf *out, const char *name, size_t nlen, const char *value, size_t vlen,
		   diag *d)
{
	size_t start = out->len;
	diag dd;
	scan s = { .d = &dd };

	buf_puts(out, "[");
	buf_add(out, name, nlen);
	buf_puts(out, " \"");
	buf_add(out, value, vlen);
	buf_puts(out, "\"]");
	if (out->failed)
		return -1;
	s.t = out->p;
	if (memchr(out->p + start, '\0', out->len - start) ||
	    scan_tags(&s, start, start, out->len, 1) || s.found != 1 ||
	    s.first.len != nlen || s.value.len != vlen) {
		char a[200], b[200];
		return diag_set(d, "not-held", "its tag [%s \"%s\"] cannot be a tag of the tagged "
				"format (a name is letters, digits and _; a value has no newline, no "
				"NUL byte and no bare quote)", excerpt(a, sizeof a, name, nlen),
				excerpt(b, sizeof b, value, vlen));
	}
	return buf_puts(out, "\n");
}

/* A movetext piece just written at out[start, len): 0 when it reads back,
 * else -1 and d says so. */
static int check_piece(const buf *out, size_t start, el_kind k, diag *d)
{
	static const char *const what[] = { [EL_MOVE] = "move", [EL_COMMENT] = "comment",
					     [EL_NAG] = "NAG", [EL_VARIATION] = "variation",
					     [EL_RESULT] = "result", [EL_NUMBER] = "move number" };
	size_t n = out->len - start;
	char text[200];

	if (out->failed || reads_back(out->p + start, n, k))
		return 0;
	return diag_set(d, "not-held", "its %s '%s' would not read back as one from the tagged "
			"format", what[k], excerpt(text, sizeof text, out->p + start, n));
}

/* The movetext element e (or the ply that stands for it), checked. */
static int put_element(line_out *l, const record *rec, const fmt_out *o, size_t i,
		       size_t *ply, int *need_number, diag *d)
{
	const rec_el *e = &rec->els[i];
	const char *text = rec_at(rec, e->text);
	size_t len = e->text.len, start;
	buf *out = l->out;

	if (e->kind == EL_MOVE) {
		const char *w = o->moves[i], *sp;
		if (*ply % 2 == 0)
			buf_printf(out, "%zu. ", *ply / 2 + 1);
		else if (*need_number)
			buf_printf(out, "%zu... ", *ply / 2 + 1);
		++*ply;
		*need_number = 0;
		/* a ply of several tokens (d6-d5 xd7), where the notation keeps
		 * them apart: each reads back as a move of its own */
		while (o->ply_words && (sp = strchr(w, ' ')) != NULL) {
			start = out->len;
			buf_add(out, w, (size_t)(sp - w));
			if (check_piece(out, start, EL_MOVE, d))
				return -1;
			item(l, 0, sp[1] == '%');
			w = sp + 1;
		}
		start = out->len;
		buf_puts(out, w);
		return check_piece(out, start, EL_MOVE, d);
	}
	start = out->len;
	if (e->kind == EL_COMMENT && text[0] == ';') /* runs to the end of its line: as {...} */
		buf_printf(out, "{%.*s}", (int)len - 1, text + 1);
	else
		buf_add(out, text, len);
	*need_number |= e->kind == EL_COMMENT || e->kind == EL_VARIATION;
	return check_piece(out, start, e->kind, d);
}

/* Does the record's movetext, up to element upto, hold its result token? */
static int has_result(const record *rec, size_t upto)
{
	for (size_t i = 0; i < rec->nels && i < upto; i++)
		if (rec->els[i].kind == EL_RESULT)
			return 1;
	return 0;
}

int tagged_write(void *state, const record *rec, const fmt_out *o, buf *out, diag *d)
{
	size_t ply = 0, ntags = 0, start, setlen[FMT_SET_TAGS] = { 0 };
	int need_number = 1, set[FMT_SET_TAGS] = { 0 }, after_move = 0, bad = 0;
	line_out l = { out, 0, 0 };

	(void)state;
	for (int k = 0; k < FMT_SET_TAGS && o->set[k].tag; k++)
		setlen[k] = strlen(o->set[k].tag);
	for (size_t i = 0; i < rec->ntags && !bad; i++) {
		const rec_tag *t = &rec->tags[i];
		int k = 0;
		while (k < FMT_SET_TAGS &&
		       !(setlen[k] && rec_tag_named(rec, t, o->set[k].tag, setlen[k])))
			k++;
		if (k < FMT_SET_TAGS) { /* a tag to set: in the first one's place */
			if (set[k]++ || !o->set[k].value)
				continue;
			bad = put_tag(out, o->set[k].tag, setlen[k], o->set[k].value,
				      strlen(o->set[k].value), d);
		} else {
			bad = put_tag(out, rec_at(rec, t->name), t->name.len, rec_at(rec, t->value),
				      t->value.len, d);
		}
		ntags++;
	}
	for (int k = 0; k < FMT_SET_TAGS && !bad; k++)
		if (setlen[k] && !set[k] && o->set[k].value) {
			bad = put_tag(out, o->set[k].tag, setlen[k], o->set[k].value,
				      strlen(o->set[k].value), d);
			ntags++;
		}
	if (ntags)
		buf_puts(out, "\n");
	l.start = out->len;
	for (size_t i = 0; i < rec->nels && i < o->upto && !bad; i++) {
		const rec_el *e = &rec->els[i];
		const char *text = rec_at(rec, e->text);

		if (e->kind == EL_NUMBER || (e->kind == EL_MOVE && !o->moves[i]) ||
		    (e->kind == EL_RESULT && o->result))
			continue; /* renumbered; a ply's later tokens; the result is replaced */
		item(&l, after_move && e->kind == EL_NAG && (text[0] == '!' || text[0] == '?'),
		     (e->kind == EL_MOVE ? o->moves[i] : text)[0] == '%');
		after_move = e->kind == EL_MOVE;
		bad = put_element(&l, rec, o, i, &ply, &need_number, d);
	}
	if (!bad && o->stop) {
		item(&l, 0, 0);
		start = out->len;
		buf_printf(out, "{%s}", o->stop);
		bad = check_piece(out, start, EL_COMMENT, d);
	}
	if (!bad && o->result) {
		item(&l, 0, 0);
		start = out->len;
		buf_puts(out, o->result);
		bad = check_piece(out, start, EL_RESULT, d);
	} else if (!bad && ntags && !has_result(rec, o->upto)) {
		/* a record of tags ends with its result token, or it reads as cut
		 * off: one that had none (a flat line, a JSON record) ends with the
		 * result the rules decided, else with *, the result not known ("*"
		 * after a game the rules ended would read back as a claim the game
		 * belies) */
		item(&l, 0, 0);
		buf_puts(out, o->decided ? o->decided : "*");
	}
	if (out->len > l.start)
		buf_puts(out, "\n");
	buf_puts(out, "\n");
	return bad || out->failed ? -1 : 0; /* any piece that could not be added */
}

/* Movetext starts with a tag, or with a move number: "1." then a space,
 * more dots or a move. */
/* A tag pair ('[Event "'), or movetext's first move number and a move
 * ("1. d6", "1.d6", "1... a1"), at the start of a line: a numbered list
 * of words ("1. Introduction") is not movetext. */
/* A line that starts with a tag pair: '[Event "'. */
static int tag_line(const char *line, size_t n)
{
	const char *p = line, *end = line + n;

	if (!n || *p != '[')
		return 0;
	while (++p < end && (isalnum((unsigned char)*p) || *p == '_'))
		;
	if (p == line + 1) /* no name: a shell test, "[ -f x ]", is no tag */
		return 0;
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p < end && *p == '"';
}

static int detect(const char *line, size_t n, int first)
{
	const char *p = line, *end = line + n;

	(void)first;
	if (*p == '[')
		return tag_line(line, n);
	/* a move number first, else no movetext: every line of a file comes
	 * here, and most are passed at their first byte (digits as ASCII, no
	 * <ctype.h> call) */
	if (!n || *p < '0' || *p > '9')
		return 0;
	while (p < end && *p >= '0' && *p <= '9')
		p++;
	if (p == line || p + 1 >= end || *p != '.' || (p[1] >= '0' && p[1] <= '9'))
		return 0; /* "5.5" is a board and a cell, not a move number */
	while (p < end && (*p == '.' || *p == ' ' || *p == '\t'))
		p++;
	for (; p < end && !isspace((unsigned char)*p); p++)
		if (isdigit((unsigned char)*p))
			return 1;
	return 0;
}

static void *open_any(lines *src, const char *name, int fields)
{
	(void)fields;
	return tagged_open_lines(src, name);
}

static int read_any(void *rd, record *rec, diag *d)
{
	return tagged_read(rd, rec, d);
}

static void close_any(void *rd)
{
	tagged_close(rd);
}

const rec_fmt fmt_tagged = { FMT_TAGGED, "tagged", detect, "[0123456789", open_any, read_any,
			     close_any, tagged_write, 0, 0, "." };
