#include "formats/json.h"

#include "base/jsonw.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

struct json_reader {
	lines src; /* first: the format reads in parts (format.h) */
	const char *name;
	long index;
	buf s; /* the parser's, kept from record to record */
};

json_reader *json_open_lines(lines *src, const char *name)
{
	json_reader *rd = calloc(1, sizeof *rd);

	if (rd) {
		rd->src = *src;
		rd->src.part = lines_part();
		rd->name = name;
	}
	return rd;
}

json_reader *json_open(FILE *f, const char *name, long first_line)
{
	lines src = { .f = f, .no = first_line - 1 };
	return json_open_lines(&src, name);
}

void json_close(json_reader *rd)
{
	if (rd) {
		lines_free(&rd->src);
		buf_free(&rd->s);
		free(rd);
	}
}

/* Appends s to the record's text; *span gets where. With escape, quotes and
 * backslashes get a backslash, as a tag value keeps them. */
static int put(record *rec, const char *s, size_t n, int escape, rec_span *span)
{
	span->off = (uint32_t)rec->text.len;
	if (escape && !memchr(s, '"', n) && !memchr(s, '\\', n)) /* most: as they are */
		escape = 0;
	if (!escape && buf_add(&rec->text, s, n))
		return -1;
	for (size_t i = 0; escape && i < n; i++) {
		if (escape && (s[i] == '"' || s[i] == '\\') && buf_add(&rec->text, "\\", 1))
			return -1;
		if (buf_add(&rec->text, s + i, 1))
			return -1;
	}
	span->len = (uint32_t)(rec->text.len - span->off);
	return buf_add(&rec->text, "\n", 1);
}

static int bad(json_reader *rd, diag *d, const char *msg)
{
	diag_at(d, rd->name, rd->src.no, 1);
	diag_set(d, "bad-json", "%s", msg);
	return -1;
}

static const struct {
	const char *name;
	size_t len;
	el_kind kind;
} kinds[] = {
	{ "move", 4, EL_MOVE }, { "comment", 7, EL_COMMENT }, { "nag", 3, EL_NAG },
	{ "variation", 9, EL_VARIATION }, { "result", 6, EL_RESULT }, { "number", 6, EL_NUMBER },
};

/* The reader parses the line itself, straight into the record: a tree of
 * every move (jansson's) takes about twenty times the line, this takes the
 * record's own size. It reads the one shape a record has, and skips any
 * other key. The line comes a part at a time (lines.h), read on as the
 * parser reaches the end of what it holds (reach); nothing keeps a pointer
 * into it but p, so that what lies before p goes. A record whose variant,
 * notation and tags come before its movetext is taken in windows
 * (core/record.h) as its moves are read: it is never held whole. */
typedef struct jp {
	const char *p, *start, *end;
	const char *err;        /* what went wrong, at p */
	buf s;                  /* the last string read, decoded */
	lines *src;
	size_t base;            /* the line's bytes before start */
	uint32_t head;          /* the record's text before its movetext */
	int failed;             /* lines_more's -2 or -3, where the line could not be read on */
	int open;               /* inside the record's object: a line's end does not end it */
	int spanned;            /* the record went on past its first line */
	size_t over;            /* the bytes of the lines it went on over */
	int too_long;           /* past LINES_MAX of them, as one line may not be */
	const char *cut;        /* why the lines stopped before the object closed */
	int result_seen;        /* the movetext's result item came: no move may follow */
	int doxa_result;        /* a DOXA game's "overall_winner", as a result: 1 "1-0",
				 * 2 "0-1", 3 "1/2-1/2"; 0 none */
	uint32_t won_line, won_col; /* where it stands */
	int doxa_over;          /* the same from its end event, {"overall":"S"}, 0 none */
	uint32_t over_line, over_col;
	int doxa;               /* the record is a DOXA game: its "type" said so */
	int doxa_events;        /* a DOXA game's "events" came */
} jp;

/* A UTF-8 byte-order mark, which an editor may put at a file's start: JSON
 * Lines are passed it at the start of any line (files joined with cat), as
 * the tagged and .mat readers are. */
static const char bom_bytes[] = "\xEF\xBB\xBF";

/* Does a line (its first n bytes) start the next record, '{' first, after
 * a byte-order mark if it has one? */
static int starts_record(const char *p, size_t n)
{
	if (n >= 4 && !memcmp(p, bom_bytes, 3))
		p += 3;
	return n && p[0] == '{';
}

/* The record's object goes on on the next line (a JSON document written
 * over lines, as jq prints it): 1 when it does. A line that starts with
 * '{' starts the next record, and is left for it: the open object is cut
 * there, as it is at the file's end. */
static int next_line(jp *j)
{
	int got = lines_next(j->src);

	j->spanned = 1;
	if (got == 1 && !starts_record(j->src->p, (size_t)j->src->len) &&
	    (j->over += (size_t)j->src->len) <= (size_t)LINES_MAX) {
		j->base = 0;
		j->start = j->p = j->src->p;
		j->end = j->p + j->src->len;
		return 1;
	}
	if (got == 1 && !starts_record(j->src->p, (size_t)j->src->len)) {
		j->too_long = 1; /* its lines past this are passed over (past) */
		j->cut = "";
	} else if (got == 1) {
		j->src->again = 1;
		j->cut = "the object is not closed before the next record's line";
	} else if (got == 0) {
		j->cut = "the object is not closed before the file ends";
	} else {
		j->failed = got;
	}
	j->start = j->p = j->end = "";
	return 0;
}

/* The line read on, what lies before p dropped, until n bytes lie from p
 * on or the line ends, and on the next line where the record's object is
 * open and this line is read to its end: whether they do. */
static int load(jp *j, size_t n)
{
	do {
		while ((size_t)(j->end - j->p) < n && j->src->more && !j->failed) {
			int got = lines_more(j->src, (size_t)(j->end - j->p));
			if (got != 1) {
				j->failed = got;
				j->start = j->p = j->end = "";
				return 0;
			}
			j->base = j->src->taken;
			j->start = j->p = j->src->p;
			j->end = j->p + j->src->len;
		}
		if ((size_t)(j->end - j->p) >= n)
			return 1;
	} while (j->open && j->p == j->end && !j->src->more && !j->failed && !j->cut &&
		 next_line(j));
	return 0;
}

/* Do n bytes lie from p on? Inlined: asked at every byte. */
static inline int reach(jp *j, size_t n)
{
	return (size_t)(j->end - j->p) >= n || load(j, n);
}

static void blanks(jp *j)
{
	while (reach(j, 1) && (*j->p == ' ' || *j->p == '\t' || *j->p == '\r' || *j->p == '\n'))
		j->p++;
}

/* Past blanks. Inlined: asked before every token, which most often
 * follows the last at once. */
static inline void ws(jp *j)
{
	if (j->p == j->end || (unsigned char)*j->p <= ' ')
		blanks(j);
}

/* The bytes of a string taken as they are: ASCII but for controls, the
 * quote and the backslash. */
static const unsigned char plain[256] = {
	[' ' ... '!'] = 1, ['#' ... '['] = 1, [']' ... 0x7e] = 1, [0x7f] = 1,
};

static int expect(jp *j, char c)
{
	ws(j);
	if (reach(j, 1) && *j->p == c) {
		j->p++;
		return 0;
	}
	j->err = c == '"' ? "a string expected" : c == ':' ? "':' expected" :
		 c == '[' ? "a list expected" : c == ']' ? "']' expected" : c == '{' ?
		 "an object expected" : "',' expected";
	return -1;
}

static int hex4(const char *p)
{
	int v = 0;

	for (int i = 0; i < 4; i++) {
		int c = p[i];
		v = v * 16 + (c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 :
			      c >= 'A' && c <= 'F' ? c - 'A' + 10 : -4096);
	}
	return v < 0 ? -1 : v;
}

static int put_utf8(buf *b, unsigned long c)
{
	char u[4];
	size_t n;

	if (c < 0x80)
		u[0] = (char)c, n = 1;
	else if (c < 0x800)
		u[0] = (char)(0xC0 | c >> 6), u[1] = (char)(0x80 | (c & 63)), n = 2;
	else if (c < 0x10000)
		u[0] = (char)(0xE0 | c >> 12), u[1] = (char)(0x80 | (c >> 6 & 63)),
		u[2] = (char)(0x80 | (c & 63)), n = 3;
	else
		u[0] = (char)(0xF0 | c >> 18), u[1] = (char)(0x80 | (c >> 12 & 63)),
		u[2] = (char)(0x80 | (c >> 6 & 63)), u[3] = (char)(0x80 | (c & 63)), n = 4;
	return buf_add(b, u, n);
}

/* The length of the UTF-8 sequence at p (at most n bytes), or 0. */
static size_t utf8_len(const unsigned char *p, size_t n)
{
	size_t len = p[0] < 0x80 ? 1 : (p[0] & 0xE0) == 0xC0 ? 2 : (p[0] & 0xF0) == 0xE0 ? 3 :
		     (p[0] & 0xF8) == 0xF0 ? 4 : 0;
	unsigned long c;

	if (!len || len > n)
		return 0;
	for (size_t i = 1; i < len; i++)
		if ((p[i] & 0xC0) != 0x80)
			return 0;
	c = len == 1 ? p[0] : len == 2 ? (p[0] & 0x1FUL) << 6 | (p[1] & 63) :
	    len == 3 ? (p[0] & 0x0FUL) << 12 | (p[1] & 63UL) << 6 | (p[2] & 63) :
		       (p[0] & 0x07UL) << 18 | (p[1] & 63UL) << 12 | (p[2] & 63UL) << 6 | (p[3] & 63);
	if ((len == 2 && c < 0x80) || (len == 3 && c < 0x800) || (len == 4 && c < 0x10000) ||
	    c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
		return 0; /* overlong, past Unicode, or a surrogate */
	return len;
}

/* A string into j->s, its escapes resolved; only UTF-8 is taken. */
static int str(jp *j)
{
	buf_clear(&j->s);
	if (expect(j, '"'))
		return -1;
	while (reach(j, 1) && *j->p != '"') {
		unsigned char c = (unsigned char)*j->p;
		if (plain[c]) { /* a run of them, added at once */
			const char *q = j->p + 1;
			while (q < j->end && plain[(unsigned char)*q])
				q++;
			if (buf_add(&j->s, j->p, (size_t)(q - j->p)))
				return -1;
			j->p = q;
			continue;
		}
		if (c < 0x20) {
			j->err = "a control character in a string";
			return -1;
		}
		if (c == '\\') {
			static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
			const char *e;
			if (!reach(j, 2)) {
				j->err = "a string is never closed";
				return -1;
			}
			if (j->p[1] == 'u') {
				int hi = reach(j, 6) ? hex4(j->p + 2) : -1, lo;
				unsigned long cp = (unsigned long)hi;
				if (!hi) { /* a NUL ends a text in every other format and in the
					    * program's strings: a name or a move was cut there */
					j->err = "a string holds \\u0000, a NUL, which no record's text "
						 "may hold";
					return -1;
				}
				j->p += 6;
				if (hi >= 0xD800 && hi <= 0xDBFF && reach(j, 6) && j->p[0] == '\\' &&
				    j->p[1] == 'u' && (lo = hex4(j->p + 2)) >= 0xDC00 && lo <= 0xDFFF) {
					cp = 0x10000 + (((unsigned long)hi - 0xD800) << 10) +
					     ((unsigned long)lo - 0xDC00);
					j->p += 6;
				} else if (hi < 0 || (hi >= 0xD800 && hi <= 0xDFFF)) {
					j->err = "a bad \\u escape";
					return -1;
				}
				if (put_utf8(&j->s, cp))
					return -1;
				continue;
			}
			if (!(e = strchr(from, j->p[1])) || !j->p[1]) {
				j->err = "a bad escape in a string";
				return -1;
			}
			if (buf_add(&j->s, to + (e - from), 1))
				return -1;
			j->p += 2;
			continue;
		}
		{
			size_t len = (unsigned char)*j->p < 0x80 ? 1 : (reach(j, 4),
				     utf8_len((const unsigned char *)j->p, (size_t)(j->end - j->p)));
			if (!len) {
				j->err = "a string that is not UTF-8";
				return -1;
			}
			if (buf_add(&j->s, j->p, len))
				return -1;
			j->p += len;
		}
	}
	if (!reach(j, 1)) {
		j->err = "a string is never closed";
		return -1;
	}
	j->p++;
	return 0;
}

/* Any value, passed over (keys a record does not use). */
/* A number as JSON writes one, -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?,
 * from p: its length, or 0 where none starts there. */
static size_t number_at(const jp *j)
{
	const char *p = j->p, *e = j->end;

	if (p < e && *p == '-')
		p++;
	if (p < e && *p == '0')
		p++;
	else if (p < e && *p >= '1' && *p <= '9')
		while (p < e && *p >= '0' && *p <= '9')
			p++;
	else
		return 0;
	if (p < e && *p == '.') {
		if (++p >= e || *p < '0' || *p > '9')
			return 0;
		while (p < e && *p >= '0' && *p <= '9')
			p++;
	}
	if (p < e && (*p == 'e' || *p == 'E')) {
		if (++p < e && (*p == '+' || *p == '-'))
			p++;
		if (p >= e || *p < '0' || *p > '9')
			return 0;
		while (p < e && *p >= '0' && *p <= '9')
			p++;
	}
	return (size_t)(p - j->p);
}

/* A number, true, false or null, as JSON writes them ("tru", "01", "+1",
 * ".5" and "1e" are none): 0, or -1 (j->err says why). */
static int scalar(jp *j)
{
	static const char *const words[] = { "true", "false", "null" };
	size_t n;

	(void)reach(j, 64); /* the longest such value a line's part may cut */
	n = number_at(j);

	for (int i = 0; i < 3 && !n; i++)
		if (reach(j, strlen(words[i])) && !memcmp(j->p, words[i], strlen(words[i])))
			n = strlen(words[i]);
	if (!n || (reach(j, n + 1) && (isalnum((unsigned char)j->p[n]) || j->p[n] == '.' ||
				       j->p[n] == '+' || j->p[n] == '-'))) {
		j->err = "a value expected: a string, a number, true, false, null, a list or an "
			 "object";
		return -1;
	}
	j->p += n;
	return 0;
}

static int skip(jp *j, int depth)
{
	ws(j);
	if (!reach(j, 1) || depth > 64) {
		j->err = !reach(j, 1) ? "a value expected" : "nested too deep";
		return -1;
	}
	if (*j->p == '"')
		return str(j);
	if (*j->p == '[' || *j->p == '{') {
		char close = *j->p == '[' ? ']' : '}';
		j->p++;
		ws(j);
		if (reach(j, 1) && *j->p == close) {
			j->p++;
			return 0;
		}
		for (;;) {
			if (close == '}' && (str(j) || expect(j, ':')))
				return -1;
			if (skip(j, depth + 1))
				return -1;
			ws(j);
			if (reach(j, 1) && *j->p == close) {
				j->p++;
				return 0;
			}
			if (expect(j, ','))
				return -1;
		}
	}
	return scalar(j);
}

/* The items of a list, each through fn, which reads one. */
static int list(jp *j, int (*fn)(jp *, json_reader *, record *, diag *), json_reader *rd,
		record *rec, diag *d)
{
	if (expect(j, '['))
		return -1;
	ws(j);
	if (reach(j, 1) && *j->p == ']') {
		j->p++;
		return 0;
	}
	for (;;) {
		int r = fn(j, rd, rec, d);
		if (r)
			return r;
		ws(j);
		if (reach(j, 1) && *j->p == ']') {
			j->p++;
			return 0;
		}
		if (expect(j, ','))
			return -1;
	}
}

/* Is the next thing c? A list item's shape is checked with it, so that a
 * wrong shape is said in the record's own words, not as JSON syntax. */
static int next_is(jp *j, char c)
{
	ws(j);
	return reach(j, 1) && *j->p == c;
}

/* -1: a syntax error (j->err); -2: the record's error is in d already. */
static int one_tag(jp *j, json_reader *rd, record *rec, diag *d)
{
	static const char shape[] = "each tag must be a pair of strings [\"Name\", \"value\"]";
	rec_span ns, vs;

	if (!next_is(j, '[') || (j->p++, !next_is(j, '"')))
		return bad(rd, d, shape), -2;
	if (str(j))
		return -1;
	if (put(rec, j->s.p ? j->s.p : "", j->s.len, 0, &ns))
		return bad(rd, d, "out of memory"), -2;
	if (!next_is(j, ',') || (j->p++, !next_is(j, '"')))
		return bad(rd, d, shape), -2;
	if (str(j))
		return -1;
	if (put(rec, j->s.p ? j->s.p : "", j->s.len, 1, &vs) || rec_add_tag(rec, ns, vs))
		return bad(rd, d, "out of memory"), -2;
	if (!next_is(j, ']'))
		return bad(rd, d, shape), -2;
	j->p++;
	return 0;
}

static int one_item(jp *j, json_reader *rd, record *rec, diag *d)
{
	size_t k, n;
	long who = -1;
	rec_span span;
	const char *text;
	uint32_t line, col;

	static const char shape[] = "each movetext item must be a pair [\"move\", \"d6\"], or "
				    "[\"move\", \"52: 13/8 24/22\", 0] with the player";

	/* The common item, a move written as arbiter and most programs write
	 * it, ["move","d6"] or ["move","52: 13/8 24/22",0] with no blank and
	 * its text plain (no escape, no control, ASCII): read where it lies,
	 * made the element the path below makes of it. Anything else, or an
	 * item the loaded part of the line cuts, is left to that path. */
	if (!j->result_seen && next_is(j, '[') && reach(j, 10) &&
	    !memcmp(j->p, "[\"move\",\"", 9)) {
		const char *v = j->p + 9, *q = v;
		while (q < j->end && plain[(unsigned char)*q])
			q++;
		n = (size_t)(q - v);
		if (n && j->end - q >= 2 && *q == '"' &&
		    (q[1] == ']' || (j->end - q >= 4 && q[1] == ',' && (q[2] == '0' || q[2] == '1') &&
				     q[3] == ']'))) {
			line = (uint32_t)rd->src.no;
			col = (uint32_t)(j->base + (size_t)(v - 1 - j->start)) + 1;
			who = q[1] == ',' ? q[2] - '0' : -1;
			j->p = q + (q[1] == ',' ? 4 : 2);
			if (put(rec, v, n, 0, &span) ||
			    rec_add_el_of(rec, EL_MOVE, (int)who, span, line, col))
				return bad(rd, d, "out of memory"), -2;
			if (rec->el_base != rec->trimmed)
				rec_cut(rec, j->head, (uint32_t)rec->text.len);
			return 0;
		}
	}
	if (!next_is(j, '[') || (j->p++, !next_is(j, '"')))
		return bad(rd, d, shape), -2;
	if (str(j))
		return -1;
	for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
		if (j->s.len == kinds[k].len && !memcmp(j->s.p, kinds[k].name, j->s.len))
			break;
	if (k == sizeof kinds / sizeof kinds[0])
		return bad(rd, d, "a movetext item is move, comment, nag, variation, result or "
			   "number"), -2;
	if (!next_is(j, ',') || (j->p++, !next_is(j, '"')))
		return bad(rd, d, shape), -2;
	/* the item is said where its string stands, an illegal move as a
	 * \u0000 in it is: not where its item ends */
	line = (uint32_t)rd->src.no;
	col = (uint32_t)(j->base + (size_t)(j->p - j->start)) + 1;
	if (str(j))
		return -1;
	if (next_is(j, ',')) { /* the player, where the record says */
		j->p++;
		ws(j);
		if (!reach(j, 1) || (*j->p != '0' && *j->p != '1'))
			return bad(rd, d, shape), -2;
		who = *j->p++ - '0';
	}
	if (!next_is(j, ']'))
		return bad(rd, d, shape), -2;
	j->p++;
	text = j->s.p ? j->s.p : "";
	n = j->s.len;
	/* a result ends the movetext, as in the other formats, and is a
	 * result indeed (it was passed over, the last of two taken, or lost
	 * behind a comment) */
	if (j->result_seen)
		return bad(rd, d, kinds[k].kind == EL_MOVE ? "moves after the result" :
			   "the movetext goes on after its result"), -2;
	if (kinds[k].kind == EL_RESULT && rec_result_of(text, n) < 0)
		return bad(rd, d, "a result item is 1-0, 0-1, 1/2-1/2 or *"), -2;
	j->result_seen = kinds[k].kind == EL_RESULT;
	if (kinds[k].kind == EL_COMMENT) {
		/* the braces come back; a brace inside cannot */
		if (memchr(text, '}', n))
			return bad(rd, d, "a comment cannot hold '}'"), -2;
		span.off = (uint32_t)rec->text.len;
		if (buf_add(&rec->text, "{", 1) || buf_add(&rec->text, text, n) ||
		    buf_add(&rec->text, "}\n", 2))
			return bad(rd, d, "out of memory"), -2;
		span.len = (uint32_t)n + 2;
	} else if (!n || put(rec, text, n, 0, &span)) {
		return bad(rd, d, n ? "out of memory" : "an empty movetext item"), -2;
	}
	if (rec_add_el_of(rec, kinds[k].kind, (int)who, span, line, col))
		return bad(rd, d, "out of memory"), -2;
	if (rec->el_base != rec->trimmed) /* a window was taken: the text of its elements goes */
		rec_cut(rec, j->head, (uint32_t)rec->text.len);
	return 0;
}

/* A digit 0 to 8 as JSON writes it, alone (a grid's or a tile's index in
 * DOXA's events): the digit, or -1. */
static int index09(jp *j)
{
	size_t n;

	(void)reach(j, 64);
	n = number_at(j);
	if (n != 1 || *j->p > '8' || (reach(j, 2) && (j->p[1] == '.' || j->p[1] == 'e' ||
						       j->p[1] == 'E')))
		return -1;
	return *j->p++ - '0';
}

/* The value of a DOXA event's "w" (who 1: a grid's winner) or "overall"
 * (2: the game's end), the referee's word, R, B or S; the game's end kept
 * as its "overall_winner" is (doxa_game), no tile coming after it. Any
 * other value sets *bad_who, said once the event's grid and tile are
 * (whatever the order of its members). 0, or -1: a syntax error. */
static int event_winner(jp *j, json_reader *rd, int who, int *bad_who)
{
	uint32_t col = (uint32_t)(j->base + (size_t)(j->p - j->start)) + 1;

	if (!reach(j, 1) || *j->p != '"') {
		*bad_who = who;
		return skip(j, 1);
	}
	if (str(j))
		return -1;
	if (j->s.len != 1 || !memchr("RBS", *j->s.p, 3)) {
		*bad_who = who;
	} else if (who == 2) {
		j->doxa_over = *j->s.p == 'R' ? 1 : *j->s.p == 'B' ? 2 : 3;
		j->over_line = (uint32_t)rd->src.no;
		j->over_col = col;
		j->result_seen = 1;
	}
	return 0;
}

/* One of the events of a DOXA game ("GameHistory"), as its referee writes
 * them (competitions/uttt/src/game_client.rs): a tile placed, {"g":4,"t":1},
 * made a move of the board-cell notation ("4.1") said where its object
 * opens; a small grid decided, {"g":4,"w":"R"}, passed over, its winner
 * one of R, B and S; the game's end, {"overall":"S"}, the game's claim as
 * its "overall_winner" is (doxa_game), after which no tile comes. -1: a
 * syntax error (j->err); -2: said in d. */
static int one_event(jp *j, json_reader *rd, record *rec, diag *d)
{
	static const char shape[] = "each event of a DOXA game is an object: {\"g\":4,\"t\":1}, "
				    "{\"g\":4,\"w\":\"R\"} or {\"overall\":\"R\"}";
	int g = -1, t = -1, known = 0, wrapped = 0, who, bad_who = 0;
	uint32_t line, col;
	rec_span span;
	char move[4];

	if (!next_is(j, '{'))
		return bad(rd, d, shape), -2;
	/* The events as DOXA's referee writes them, {"g":4,"t":1} and
	 * {"g":4,"w":"R"}, no blank, grid and tile 0 to 8, the winner a
	 * capital letter: read where they lie, the tile made the move the loop
	 * below makes. Any other shape is left to the loop. */
	(void)reach(j, 15);
	if (j->end - j->p >= 13 && !memcmp(j->p, "{\"g\":", 5) && j->p[5] >= '0' &&
	    j->p[5] <= '8' && j->p[6] == ',' && j->p[7] == '"' && j->p[9] == '"' && j->p[10] == ':') {
		const char *e = j->p;
		if (e[8] == 't' && e[11] >= '0' && e[11] <= '8' && e[12] == '}' && !j->result_seen) {
			line = (uint32_t)rd->src.no;
			col = (uint32_t)(j->base + (size_t)(e - j->start)) + 1;
			move[0] = e[5], move[1] = '.', move[2] = e[11], move[3] = 0;
			j->p += 13;
			if (put(rec, move, 3, 0, &span) ||
			    rec_add_el_of(rec, EL_MOVE, -1, span, line, col))
				return bad(rd, d, "out of memory"), -2;
			return 0;
		}
		if (e[8] == 'w' && j->end - e >= 15 && e[11] == '"' &&
		    (e[12] == 'R' || e[12] == 'B' || e[12] == 'S') && e[13] == '"' && e[14] == '}') {
			j->p += 15; /* a grid decided: passed over */
			return 0;
		}
	}
	line = (uint32_t)rd->src.no;
	col = (uint32_t)(j->base + (size_t)(j->p - j->start)) + 1;
	j->p++;
	if (next_is(j, '}')) /* no member: no event */
		return bad(rd, d, shape), -2;
	for (;;) {
		int *at = NULL;
		if (!next_is(j, '"'))
			return bad(rd, d, shape), -2;
		if (str(j) || expect(j, ':'))
			return -1;
		if (j->s.len == 1 && (*j->s.p == 'g' || *j->s.p == 't'))
			at = *j->s.p == 'g' ? &g : &t;
		who = (j->s.len == 1 && *j->s.p == 'w') ? 1 :
		      (j->s.len == 7 && !memcmp(j->s.p, "overall", 7)) ? 2 : 0;
		known |= who != 0;
		wrapped |= j->s.len == 7 && !memcmp(j->s.p, "payload", 7);
		ws(j);
		if (who) {
			if (event_winner(j, rd, who, &bad_who))
				return -1;
		} else if (at) {
			if (*at >= 0 || (*at = index09(j)) < 0)
				return bad(rd, d, *at >= 0 ? "a DOXA event gives its grid or tile twice"
					   : "a DOXA event's grid and tile are numbers 0 to 8"), -2;
		} else if (skip(j, 1)) {
			return -1;
		}
		ws(j);
		if (reach(j, 1) && *j->p == '}') {
			j->p++;
			break;
		}
		if (expect(j, ','))
			return -1;
	}
	if (bad_who)
		return bad(rd, d, bad_who == 1 ? "a DOXA grid's winner, \"w\", is \"R\", \"B\" or "
			   "\"S\" (a stalemate)" : "a DOXA game's end, \"overall\", is \"R\", \"B\" "
			   "or \"S\" (a stalemate)"), -2;
	if (wrapped) /* the platform's API answer: a match's events, the games within */
		return bad(rd, d, "DOXA's list of a match's events: each game is the \"payload\" of "
			   "its \"game_N\" event, read one a line"), -2;
	if (t < 0 && g < 0 && !known)
		return bad(rd, d, shape), -2;
	if (t < 0) /* a grid decided, or the end */
		return 0;
	if (g < 0)
		return bad(rd, d, "a DOXA tile placed needs its grid, \"g\""), -2;
	if (j->result_seen)
		return bad(rd, d, "moves after the result"), -2;
	move[0] = (char)('0' + g), move[1] = '.', move[2] = (char)('0' + t), move[3] = 0;
	if (put(rec, move, 3, 0, &span) || rec_add_el_of(rec, EL_MOVE, -1, span, line, col))
		return bad(rd, d, "out of memory"), -2;
	return 0;
}

/* A DOXA game's "type": a game ("GameHistory": 1), another of its
 * competition's events, which holds none (-2, said in d), or anything
 * else, passed over as an unknown key's value is (0). -1: a syntax error. */
static int doxa_type(jp *j, json_reader *rd, diag *d)
{
	static const char *const others[] = { "Scores", "GameWinners" };

	if (!reach(j, 1) || *j->p != '"')
		return skip(j, 0) ? -1 : 0;
	if (str(j))
		return -1;
	if (j->s.len == 11 && !memcmp(j->s.p, "GameHistory", 11))
		return 1;
	for (int i = 0; i < 2; i++)
		if (j->s.len == strlen(others[i]) && !memcmp(j->s.p, others[i], j->s.len)) {
			diag_at(d, rd->name, rd->src.no, 1);
			diag_set(d, "no-game", "a DOXA \"%s\" event: the match's tally, no game "
				 "(its games are the \"GameHistory\" events)", others[i]);
			return -2;
		}
	return 0;
}

/* A member of a DOXA game (key 5 "type", 6 "events", 7 "overall_winner",
 * fill's keys): 0; -1 where the JSON is no JSON (j's err); -2 said in d. */
static int doxa_member(jp *j, json_reader *rd, record *rec, int key, diag *d)
{
	int r;

	if (key == 5) {
		if ((r = doxa_type(j, rd, d)) < 0)
			return r;
		j->doxa = r;
		return 0;
	}
	if (key == 6) {
		if (!reach(j, 1) || *j->p != '[')
			return bad(rd, d, "a DOXA game's \"events\" is a list"), -2;
		j->head = (uint32_t)rec->text.len;
		if ((r = list(j, one_event, rd, rec, d)) != 0)
			return r;
		j->doxa_events = 1;
		return 0;
	}
	j->won_line = (uint32_t)rd->src.no;
	j->won_col = (uint32_t)(j->base + (size_t)(j->p - j->start)) + 1;
	if (!reach(j, 1) || *j->p != '"' || str(j) || j->s.len != 1 || !strchr("RBS", *j->s.p))
		return bad(rd, d, "a DOXA game's \"overall_winner\" is \"R\", \"B\" or \"S\" "
			   "(a stalemate)"), -2;
	j->doxa_result = *j->s.p == 'R' ? 1 : *j->s.p == 'B' ? 2 : 3;
	return 0;
}

/* A DOXA game read: its tiles in the board-cell notation (grid, then
 * tile), under DOXA's rules, unless the record names others (Red, who
 * moves first, is X), and its "overall_winner" as its result. 0, or -1 out
 * of memory. */
static int doxa_game(jp *j, record *rec)
{
	static const char *const res[] = { "1-0", "0-1", "1/2-1/2" };
	rec_span span, name;
	const char *w;

	if ((!rec->notation_hint.len && put(rec, "board-cell", 10, 0, &rec->notation_hint)) ||
	    (!rec->variant_hint.len && put(rec, "uttt-doxa", 9, 0, &rec->variant_hint)))
		return -1;
	if (!j->doxa_result && j->doxa_over) { /* the end event alone says it */
		j->doxa_result = j->doxa_over;
		j->won_line = j->over_line;
		j->won_col = j->over_col;
	}
	if (!j->doxa_result)
		return 0;
	/* the referee's verdict, never an agreement: a game it says ended
	 * that the rules have not ended is a mismatch */
	w = res[j->doxa_result - 1];
	return put(rec, "Termination", 11, 0, &name) || put(rec, "rules", 5, 0, &span) ||
	       rec_add_tag(rec, name, span) || put(rec, w, strlen(w), 0, &span) ||
	       rec_add_el_of(rec, EL_RESULT, -1, span, j->won_line, j->won_col) ? -1 : 0;
}

/* The line, read to its end where the record was refused before (what a
 * whole line says comes first: a line too long to hold); 0, or
 * lines_more's -2 or -3. */
static int rest(jp *j)
{
	while (!j->failed && j->src->more) {
		j->p = j->end;
		load(j, 1);
	}
	return j->failed;
}

/* After a record over lines refused before its object closed: the lines
 * up to the next that starts with '{' (the next record's), or the end, are
 * its own. 0, or -2 on a read error. */
static int past(json_reader *rd)
{
	int got;

	while ((got = lines_next(&rd->src)) == 1 || got == -3)
		if (got == 1 && starts_record(rd->src.p, (size_t)rd->src.len)) {
			rd->src.again = 1;
			return 0;
		}
	return got;
}

/* The record refused (d says why, unless what stopped the parser says
 * more): its lines passed over; -1, or -2 on a read error. */
static int refused(json_reader *rd, const record *rec, jp *j, diag *d)
{
	if (j->cut) { /* whatever stopped the parser, said where the record starts */
		diag_clear(d);
		diag_at(d, rd->name, rec->line, 1);
		if (j->too_long)
			diag_set(d, "too-long", "the record is longer than %d MiB", LINES_MAX >> 20);
		else
			diag_set(d, "bad-json", "not a JSON record: %s", j->cut);
	}
	if (rest(j) == -2 || (j->spanned && !j->failed && past(rd) == -2)) {
		diag_clear(d);
		return diag_set(d, "io", "read error: %s", strerror(errno)), -2;
	}
	if (j->failed) { /* a line too long to hold is no record */
		diag_clear(d);
		diag_at(d, rd->name, rd->src.no, 1);
		diag_set(d, "too-long", "the line is longer than %d MiB", LINES_MAX >> 20);
	}
	return -1;
}

/* The record that starts on the line lines_record found, past a
 * byte-order mark at the line's start: 1, or -1 or -2 as json_read; 0
 * where the line holds the mark alone (a blank line). */
/* The "variant" (key 0), "notation" (1) or "game" (4) member's value: a
 * name, kept as the record's hint, or null (none). 0; -1 where the JSON is
 * no JSON (j's err); -2 said in d. */
static int hint(jp *j, json_reader *rd, record *rec, int key, diag *d)
{
	if (reach(j, 1) && *j->p == '"') {
		if (str(j))
			return -1;
		if (put(rec, j->s.p ? j->s.p : "", j->s.len, 0,
			key == 4 ? &rec->game_hint : key ? &rec->notation_hint : &rec->variant_hint))
			return bad(rd, d, "out of memory"), -2;
		return 0;
	}
	if (reach(j, 4) && !memcmp(j->p, "null", 4)) {
		j->p += 4; /* none named */
		return 0;
	}
	return bad(rd, d, key == 4 ? "\"game\" is a game's name, a string" :
		   key ? "\"notation\" is a notation's name, a string" :
		   "\"variant\" is a rule set's name, a string"), -2;
}

/* The record's member the key j just read names (fill's keys, a DOXA
 * game's among them, in any order: its referee writes "type" first, a
 * tool that sorts keys last), or -1 for a key a record does not use. */
static int key_of(const jp *j)
{
	static const char *const keys[] = { "variant", "notation", "tags", "movetext", "game",
					    "type", "events", "overall_winner" };

	for (int i = 0; i < 8; i++)
		if (j->s.len == strlen(keys[i]) && !memcmp(j->s.p, keys[i], j->s.len))
			return i;
	return -1;
}

/* An object read to its end with a DOXA game's members: 1, the game
 * (doxa_game), or -1 as json_read where it is not one whole (its "type",
 * its "events", not beside arbiter's "movetext") or memory ran out. */
static int doxa_end(json_reader *rd, record *rec, jp *j, int movetext, diag *d)
{
	const char *why = !j->doxa ? "DOXA's \"events\" or \"overall_winner\" with no \"type\": "
				     "\"GameHistory\"" :
			  movetext ? "a DOXA game's \"events\" and a \"movetext\" in one record" :
			  !j->doxa_events ? "a DOXA game (\"GameHistory\") needs its \"events\": a list" :
			  j->doxa_over && j->doxa_result && j->doxa_over != j->doxa_result ?
				     "a DOXA game's end event, {\"overall\": ...}, and its "
				     "\"overall_winner\" name different winners" :
				     NULL;

	if (!why) {
		if (doxa_game(j, rec))
			return bad(rd, d, "out of memory"), refused(rd, rec, j, d);
		return 1;
	}
	diag_at(d, rd->name, rec->line, 1); /* where the record starts, as it may be over lines */
	return diag_set(d, "bad-json", "%s", why), -1;
}

static int fill(json_reader *rd, record *rec, diag *d)
{
	jp j = { .p = rd->src.p, .start = rd->src.p, .end = rd->src.p + rd->src.len, .s = rd->s,
		 .src = &rd->src, .base = rd->src.taken };
	int r = 0, seen = 0, movetext = 0;

	if (!j.base && reach(&j, 3) && !memcmp(j.p, bom_bytes, 3)) { /* at the line's start */
		j.p += 3;
		ws(&j);
		if (!reach(&j, 1) && !j.failed) /* the mark alone: a blank line */
			return 0;
	}
	if (expect(&j, '{')) {
		j.err = "a record must be a JSON object";
		goto syntax;
	}
	j.open = 1;
	ws(&j);
	if (reach(&j, 1) && *j.p == '}')
		j.p++;
	else
		for (;;) {
			if (str(&j) || expect(&j, ':'))
				goto syntax;
			int key = key_of(&j);
			if (key >= 0 && (seen >> key & 1)) {
				j.err = "a key given twice";
				goto syntax;
			}
			if (key >= 0)
				seen |= 1 << key;
			ws(&j);
			if (key == 4 && rec->el_base) {
				bad(rd, d, "\"game\" comes after a movetext judged in windows as it "
				    "was read, under rules it did not name: it goes first, as "
				    "convert writes it");
				goto fail;
			}
			if (key == 0 || key == 1 || key >= 4) {
				if ((r = key >= 5 ? doxa_member(&j, rd, rec, key, d) :
					  hint(&j, rd, rec, key, d)) == -2)
					goto fail;
				if (r)
					goto syntax;
			} else if (key == 2 || key == 3) {
				if (!reach(&j, 1) || *j.p != '[') {
					bad(rd, d, "a record needs \"movetext\": a list, and \"tags\": "
					    "a list of pairs");
					goto fail;
				}
				movetext |= key == 3;
				/* its windows: nothing that comes after may change how
				 * the record is judged (its variant, notation and tags
				 * are read; a "game" after it is refused where a window
				 * was taken) */
				rec->windows = key == 3 && (seen & 7) == 7;
				j.head = (uint32_t)rec->text.len;
				if ((r = list(&j, key == 2 ? one_tag : one_item, rd, rec, d)) == -2)
					goto fail; /* said in d */
				if (r)
					goto syntax;
			} else if (skip(&j, 0)) {
				goto syntax;
			}
			ws(&j);
			if (reach(&j, 1) && *j.p == '}') {
				j.p++;
				break;
			}
			if (expect(&j, ','))
				goto syntax;
		}
	j.open = 0;
	ws(&j);
	if (reach(&j, 1)) {
		j.err = "more after the record";
		goto syntax;
	}
	rd->s = j.s;
	if (j.failed)
		goto fail;
	if (j.doxa || j.doxa_events || j.doxa_result)
		return doxa_end(rd, rec, &j, movetext, d);
	if (!movetext) { /* said where the record starts, as it may be over lines */
		diag_at(d, rd->name, rec->line, 1);
		return diag_set(d, "bad-json", "a record needs \"movetext\": a list, and \"tags\": "
				"a list of pairs"), -1;
	}
	return 1;
syntax:
	diag_at(d, rd->name, rd->src.no, (long)(j.base + (size_t)(j.p - j.start)) + 1);
	if (j.p < j.end && !*j.p) /* a NUL byte, where the parser stopped: as every reader */
		diag_set(d, "binary", "binary data (a NUL byte): not a text record");
	else
		diag_set(d, "bad-json", "not a JSON record: %s", j.err ? j.err : "out of memory");
fail:
	rd->s = j.s;
	return refused(rd, rec, &j, d);
}

int json_read(json_reader *rd, record *rec, diag *d)
{
	static const unsigned char blank[256] = { [' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\n'] = 1 };
	size_t lead;
	int got;

	rec_clear(rec);
	rec->file = rd->name;
	diag_clear(d);
	for (;;) {
		if ((got = lines_record(&rd->src, blank, rd->name, &rd->index, rec, d, &lead)) != 1)
			return got;
		if ((got = fill(rd, rec, d)) != 0)
			return got;
		rd->index--; /* a line of a byte-order mark alone: no record, read on */
	}
}

/* A string of the record: 0, or -1 (and nothing written) where it is not
 * UTF-8, which JSON cannot carry. */
static int text(buf *out, const char *s, size_t n)
{
	if (!jw_utf8(s, n))
		return -1;
	jw_text(out, s, n);
	return 0;
}

/* One movetext item, [kind, text] or [kind, text, player]. */
static int item(buf *out, const char *kind, const char *words, size_t n, int who)
{
	int bad;

	jw_open(out, '[');
	jw_cstr(out, kind);
	bad = text(out, words, n);
	if (who >= 0)
		jw_int(out, who);
	jw_close(out, ']');
	return bad;
}

/* The tags as [name, value] pairs, each value unescaped. */
static int tags(buf *out, const record *rec)
{
	buf v = { 0 };
	int bad = 0;

	jw_open(out, '[');
	for (size_t i = 0; i < rec->ntags && !bad; i++) {
		const rec_tag *t = &rec->tags[i];
		const char *s = rec_at(rec, t->value);
		/* the moves are in the "notation" member's: a [Notation] tag
		 * of the record read, which would come first, is not kept */
		if (rec_tag_named(rec, t, "Notation", 8))
			continue;
		buf_clear(&v);
		for (size_t j = 0; j < t->value.len; j++) { /* unescape */
			if (s[j] == '\\' && j + 1 < t->value.len)
				j++;
			buf_add(&v, s + j, 1);
		}
		jw_open(out, '[');
		bad = text(out, rec_at(rec, t->name), t->name.len) || text(out, v.p ? v.p : "", v.len);
		jw_close(out, ']');
	}
	jw_close(out, ']');
	bad |= v.failed;
	buf_free(&v);
	return bad ? -1 : 0;
}

/* A move with no text of its own cannot be written: out as it was. */
static int json_unheld(buf *out, size_t start, diag *d)
{
	out->len = start;
	return diag_set(d, "not-held", "a move would be written as nothing (a part of a ply "
			"that its notation writes with the next, and no next)");
}

int json_write(void *state, const record *rec, const fmt_out *o, buf *out, diag *d)
{
	const char *const *moves = o->moves, *stop = o->stop, *result = o->result;
	size_t upto = o->upto, start = out->len;
	int bad;

	(void)state;
	jw_open(out, '{');
	jw_kstr(out, "game", o->game);
	jw_kstr(out, "variant", o->variant);
	jw_kstr(out, "notation", o->notation);
	jw_key(out, "tags");
	bad = tags(out, rec);
	jw_key(out, "movetext");
	jw_open(out, '[');
	for (size_t i = 0; i < rec->nels && i < upto && !bad; i++) {
		const rec_el *e = &rec->els[i];
		const char *s = rec_at(rec, e->text);
		size_t n = e->text.len;
		switch (e->kind) {
		case EL_MOVE: /* with the player, where the record says */
			if (moves[i] && !*moves[i]) /* (a board chosen with no mark after it) */
				return json_unheld(out, start, d);
			/* a ply of several tokens, where the notation keeps them
			 * apart (OpenSpiel's "7 6"): an item each, as each is read */
			for (const char *w = moves[i], *sp; w && !bad; w = sp ? sp + 1 : NULL) {
				sp = o->ply_words ? strchr(w, ' ') : NULL;
				bad = item(out, "move", w, sp ? (size_t)(sp - w) : strlen(w), e->who);
			}
			break;
		case EL_COMMENT: /* {text} or ;text: the text alone */
			bad = item(out, "comment", s + 1, n - 1 - (s[0] == '{'), -1);
			break;
		case EL_NAG:
			bad = item(out, "nag", s, n, -1);
			break;
		case EL_VARIATION:
			bad = item(out, "variation", s, n, -1);
			break;
		case EL_RESULT:
			if (!result)
				bad = item(out, "result", s, n, -1);
			break;
		case EL_NUMBER:
			break; /* numbering is the writer's, not the record's */
		}
	}
	if (!bad && stop)
		bad = item(out, "comment", stop, strlen(stop), -1);
	if (!bad && result)
		bad = item(out, "result", result, strlen(result), -1);
	jw_close(out, ']');
	jw_close(out, '}');
	jw_close(out, '\n');
	if (bad || out->failed) {
		out->len = start; /* nothing of the record stays written */
		if (out->failed)
			return diag_set(d, "nomem", "out of memory");
		return diag_set(d, "not-utf8", "the record holds text that is not UTF-8, which JSON "
				"cannot carry");
	}
	return 0;
}

/* A JSON line is the first line of its file: an object. */
/* A JSON Lines record opens with '{' and then a member's name, or ends its
 * line there (a record written over many lines); a brace before a word is
 * a tagged file's comment ("{Games of the club}"). */
static int detect(const char *line, size_t n, int first)
{
	size_t i = 1;

	if (!first || !n || line[0] != '{')
		return 0;
	while (i < n && (line[i] == ' ' || line[i] == '\t'))
		i++;
	return i == n || line[i] == '"' || line[i] == '}' || line[i] == '\n' || line[i] == '\r';
}

static void *open_any(lines *src, const char *name, int fields)
{
	(void)fields;
	return json_open_lines(src, name);
}

static int read_any(void *rd, record *rec, diag *d)
{
	return json_read(rd, rec, d);
}

static void close_any(void *rd)
{
	json_close(rd);
}

const rec_fmt fmt_json = { FMT_JSON, "json", detect, "{", open_any, read_any, close_any, json_write,
			   0, 1, NULL };
