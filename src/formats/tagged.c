#include "formats/tagged.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "games/game.h"

struct tagged_reader {
	lines src;
	const char *name;
	size_t pos;     /* where the current line resumes */
	int pending;    /* the current line holds the start of the next record */
	long index;
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

/* Parsing state for one record. */
typedef struct scan {
	record *rec;
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

/* Character classes for the scanner: a table instead of <ctype.h> calls. */
enum { C_SPACE = 1, C_BREAK = 2 };
static const unsigned char cls[256] = {
	['\t'] = C_SPACE | C_BREAK, ['\n'] = C_SPACE | C_BREAK, ['\v'] = C_SPACE | C_BREAK,
	['\f'] = C_SPACE | C_BREAK, ['\r'] = C_SPACE | C_BREAK, [' '] = C_SPACE | C_BREAK,
	['{'] = C_BREAK, ['}'] = C_BREAK, ['('] = C_BREAK, [')'] = C_BREAK, [';'] = C_BREAK,
	['['] = C_BREAK,
};

static int is_space(unsigned char c)
{
	return cls[c] & C_SPACE;
}

static int is_break(unsigned char c)
{
	return cls[c] & C_BREAK;
}

/* Tag pairs: [Name "value"], any number on a line. */
static int scan_tags(scan *s, size_t base, size_t from, size_t end, long lineno)
{
	const char *t = s->rec->text.p;
	size_t p = from;

	while (p < end) {
		size_t n0, n1, v0;
		if (is_space((unsigned char)t[p])) {
			p++;
			continue;
		}
		if (t[p] != '[')
			return fail(s, lineno, (long)(p - base + 1), "bad-tag",
				    "expected a tag [Name \"value\"]");
		p++;
		while (p < end && (t[p] == ' ' || t[p] == '\t'))
			p++;
		n0 = p;
		while (p < end && (isalnum((unsigned char)t[p]) || t[p] == '_'))
			p++;
		n1 = p;
		if (n1 == n0)
			return fail(s, lineno, (long)(p - base + 1), "bad-tag", "a tag needs a name");
		while (p < end && (t[p] == ' ' || t[p] == '\t'))
			p++;
		if (p >= end || t[p] != '"')
			return fail(s, lineno, (long)(p - base + 1), "bad-tag",
				    "a tag value must be in double quotes");
		v0 = ++p;
		while (p < end && t[p] != '"' && t[p] != '\n') {
			if (t[p] == '\\' && p + 1 < end && t[p + 1] != '\n')
				p++;
			p++;
		}
		if (p >= end || t[p] != '"')
			return fail(s, lineno, (long)(v0 - base), "bad-tag", "the tag value is not closed");
		if (rec_add_tag(s->rec, (rec_span){ (uint32_t)n0, (uint32_t)(n1 - n0) },
				(rec_span){ (uint32_t)v0, (uint32_t)(p - v0) }))
			return fail(s, lineno, 1, "nomem", "out of memory");
		p++;
		while (p < end && (t[p] == ' ' || t[p] == '\t'))
			p++;
		if (p >= end || t[p] != ']')
			return fail(s, lineno, (long)(p - base + 1), "bad-tag", "the tag is not closed with ]");
		p++;
	}
	return 0;
}

static int add(scan *s, el_kind k, size_t off, size_t len, long line, long col)
{
	if (rec_add_el(s->rec, k, (rec_span){ (uint32_t)off, (uint32_t)len }, (uint32_t)line,
		       (uint32_t)col))
		return fail(s, line, col, "nomem", "out of memory");
	return 0;
}

/* One movetext word: a result, a move number, a NAG, or a move with any
 * suffix annotation. */
static int word(scan *s, size_t off, size_t len, long line, long col)
{
	const char *w = s->rec->text.p + off;
	size_t n = 0, k;

	if ((w[0] | 0x20) >= 'a' && (w[0] | 0x20) <= 'z')
		goto move; /* the common case: a move starting with a letter */
	if (rec_result_of(w, len) >= 0) {
		s->done = 1;
		return add(s, EL_RESULT, off, len, line, col);
	}
	if (w[0] == '$')
		return add(s, EL_NAG, off, len, line, col);
	while (n < len && isdigit((unsigned char)w[n]))
		n++;
	if (n > 0 && n < len && w[n] == '.') {
		k = n;
		while (k < len && w[k] == '.')
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
	while (k > 0 && (w[k - 1] == '!' || w[k - 1] == '?'))
		k--;
	if (k == 0)
		return add(s, EL_NAG, off, len, line, col);
	if (add(s, EL_MOVE, off, k, line, col))
		return -1;
	return k < len ? add(s, EL_NAG, off + k, len - k, line, col + (long)k) : 0;
}

/* Movetext from `from` to `end` of a line whose first byte is at `base`.
 * Returns the offset where scanning stopped (end, or just past a result). */
static long scan_moves(scan *s, size_t base, size_t from, size_t end, long lineno)
{
	const char *t = s->rec->text.p;
	size_t p = from;

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
		if (is_space(c)) {
			p++;
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

static int next_line(tagged_reader *rd)
{
	int r;

	if (rd->pending) {
		rd->pending = 0;
		return 1;
	}
	if ((r = lines_next(&rd->src)) != 1)
		return r;
	rd->pos = 0;
	if (rd->src.no == 1 && rd->src.len >= 3 && memcmp(rd->src.p, "\xEF\xBB\xBF", 3) == 0)
		rd->pos = 3; /* a UTF-8 byte-order mark */
	return 1;
}

/* Skips an unreadable record's remaining lines, up to the next tag line. */
static void skip_record(tagged_reader *rd)
{
	int r;

	while ((r = next_line(rd)) == 1) {
		size_t p = rd->pos;
		while (p < (size_t)rd->src.len && is_space((unsigned char)rd->src.p[p]))
			p++;
		if (p < (size_t)rd->src.len && rd->src.p[p] == '[') {
			rd->pending = 1;
			return;
		}
	}
}

int tagged_read(tagged_reader *rd, record *rec, diag *d)
{
	scan s = { .rec = rec, .d = d, .file = rd->name };
	int r, started = 0;

	rec_clear(rec);
	rec->file = rd->name;
	diag_clear(d);
	rec->text_is_source = 1;
	while ((r = next_line(rd)) == 1) {
		const char *l = rd->src.p + rd->pos;
		size_t n = (size_t)rd->src.len - rd->pos, lead = 0, base, start;
		long stop;

		while (lead < n && is_space((unsigned char)l[lead]))
			lead++;
		if (!started) {
			if (lead == n)
				continue;
			started = 1;
			rec->index = ++rd->index;
			rec->line = rd->src.no;
		} else if (s.movetext && !s.comment && lead < n && l[lead] == '[') {
			rd->pending = 1; /* the next record's tags */
			break;
		}
		if (memchr(l, '\0', n)) {
			diag_at(d, rd->name, rd->src.no, (long)((char *)memchr(l, '\0', n) - rd->src.p) + 1);
			diag_set(d, "binary", "binary data (a NUL byte): not a text record");
			skip_record(rd);
			return -1;
		}
		if (rec->text.len + n > TAGGED_MAX_RECORD) {
			diag_at(d, rd->name, rd->src.no, 1);
			diag_set(d, "too-long", "the record is longer than %d MiB", TAGGED_MAX_RECORD >> 20);
			skip_record(rd);
			return -1;
		}
		base = rec->text.len - rd->pos;
		start = rec->text.len;
		if (buf_add(&rec->text, l, n))
			return diag_set(d, "nomem", "out of memory"), -1;
		if (!s.movetext && lead < n && l[lead] != '[')
			s.movetext = 1;
		if (!s.movetext) {
			if (scan_tags(&s, base, start, rec->text.len, rd->src.no)) {
				skip_record(rd);
				return -1;
			}
			continue;
		}
		stop = scan_moves(&s, base, start, rec->text.len, rd->src.no);
		if (stop < 0) {
			skip_record(rd);
			return -1;
		}
		if (s.done) {
			size_t rest = (size_t)stop - start;
			if (!blank(l + rest, n - rest)) {
				/* more on the line after the result: the next record */
				rd->pos += rest;
				rd->pending = 1;
				rec->text.len = (size_t)stop;
			}
			break;
		}
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
		skip_record(rd); /* the rest of it is no record of its own */
		return -1;
	}
	if (!started)
		return 0;
	if (s.comment || s.depth) {
		diag_at(d, rd->name, s.open_line, s.open_col);
		return diag_set(d, "truncated", s.comment ? "the comment is never closed (truncated record?)"
					: "the variation is never closed (truncated record?)"), -1;
	}
	rec->cut_off = !s.done && rec->ntags > 0;
	return 1;
}

/* Movetext lines wrap after 72 columns, between items. */
typedef struct line_out {
	buf *out;
	size_t start;
	int wrote;
} line_out;

static void item(line_out *l, int glued)
{
	if (glued) /* a suffix annotation stays on its move: d6!? */
		return;
	if (l->out->len - l->start > 72) {
		buf_puts(l->out, "\n");
		l->start = l->out->len;
	} else if (l->wrote) {
		buf_puts(l->out, " ");
	}
	l->wrote = 1;
}

int tagged_write(void *state, const record *rec, const fmt_out *o, buf *out, diag *d)
{
	size_t ply = 0, setlen = o->set_tag ? strlen(o->set_tag) : 0, ntags = 0;
	int need_number = 1, set = 0, after_move = 0;
	line_out l = { out, 0, 0 };

	(void)state;
	(void)d;
	for (size_t i = 0; i < rec->ntags; i++) {
		const rec_tag *t = &rec->tags[i];
		if (setlen && t->name.len == setlen && !memcmp(rec_at(rec, t->name), o->set_tag, setlen)) {
			if (set++ || !o->set_value)
				continue;
			buf_printf(out, "[%s \"%s\"]\n", o->set_tag, o->set_value);
		} else {
			buf_printf(out, "[%.*s \"%.*s\"]\n", (int)t->name.len, rec_at(rec, t->name),
				   (int)t->value.len, rec_at(rec, t->value));
		}
		ntags++;
	}
	if (setlen && !set && o->set_value) {
		buf_printf(out, "[%s \"%s\"]\n", o->set_tag, o->set_value);
		ntags++;
	}
	if (ntags)
		buf_puts(out, "\n");
	l.start = out->len;
	for (size_t i = 0; i < rec->nels && i < o->upto; i++) {
		const rec_el *e = &rec->els[i];
		const char *text = rec_at(rec, e->text);
		size_t len = e->text.len;

		if (e->kind == EL_NUMBER || (e->kind == EL_MOVE && !o->moves[i]) ||
		    (e->kind == EL_RESULT && o->result))
			continue; /* renumbered; a ply's later tokens; the result is replaced */
		item(&l, after_move && e->kind == EL_NAG && (text[0] == '!' || text[0] == '?'));
		after_move = e->kind == EL_MOVE;
		switch (e->kind) {
		case EL_MOVE:
			if (ply % 2 == 0)
				buf_printf(out, "%zu. ", ply / 2 + 1);
			else if (need_number)
				buf_printf(out, "%zu... ", ply / 2 + 1);
			buf_puts(out, o->moves[i]);
			ply++;
			need_number = 0;
			break;
		case EL_COMMENT:
			/* a ;comment runs to the end of its line: written as {...} */
			if (text[0] == ';')
				buf_printf(out, "{%.*s}", (int)len - 1, text + 1);
			else
				buf_add(out, text, len);
			need_number = 1;
			break;
		case EL_VARIATION:
			buf_add(out, text, len);
			need_number = 1;
			break;
		default:
			buf_add(out, text, len);
			break;
		}
	}
	if (o->stop) {
		item(&l, 0);
		buf_printf(out, "{%s}", o->stop);
	}
	if (o->result) {
		item(&l, 0);
		buf_puts(out, o->result);
	}
	if (out->len > l.start)
		buf_puts(out, "\n");
	buf_puts(out, "\n");
	return out->failed ? -1 : 0; /* any piece that could not be added */
}

/* Movetext starts with a tag, or with a move number: "1." then a space,
 * more dots or a move. */
/* A tag pair ('[Event "'), or movetext's first move number and a move
 * ("1. d6", "1.d6", "1... a1"), at the start of a line: a numbered list
 * of words ("1. Introduction") is not movetext. */
static int detect(const char *line, size_t n, int first)
{
	const char *p = line, *end = line + n;

	(void)first;
	if (*p == '[') {
		while (++p < end && (isalnum((unsigned char)*p) || *p == '_'))
			;
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		return p > line + 1 && p < end && *p == '"';
	}
	while (p < end && isdigit((unsigned char)*p))
		p++;
	if (p == line || p + 1 >= end || *p != '.' || isdigit((unsigned char)p[1]))
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

const rec_fmt fmt_tagged = { FMT_TAGGED, "tagged", detect, open_any, read_any, close_any,
			     tagged_write, 0 };
