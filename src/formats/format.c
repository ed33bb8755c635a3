#include "formats/format.h"

#include <ctype.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "base/jsonw.h"

extern const rec_fmt fmt_json, fmt_sgf, fmt_trl, fmt_goldtoken, fmt_mat, fmt_tagged, fmt_flat;

/* Detection order: the formats a first byte tells apart, then Ludii's
 * trials (game=, Move=) and GoldToken's lists (a row 1 with a move in
 * words), then .mat (whose lines start with blanks, digits or ';'), then
 * movetext, then a line of moves, which is anything else. */
const rec_fmt *const rec_formats[] = { &fmt_json, &fmt_sgf, &fmt_trl, &fmt_goldtoken, &fmt_mat,
				       &fmt_tagged, &fmt_flat, NULL };

const rec_fmt *fmt_of(rec_format id)
{
	for (size_t i = 0; rec_formats[i]; i++)
		if (rec_formats[i]->id == id)
			return rec_formats[i];
	return &fmt_tagged;
}

const rec_fmt *fmt_named(const char *name)
{
	for (size_t i = 0; name && rec_formats[i]; i++)
		if (!strcmp(rec_formats[i]->name, name))
			return rec_formats[i];
	return NULL;
}

size_t fmt_text_start(const char *line, size_t n)
{
	size_t i = n >= 3 && memcmp(line, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;

	while (i < n && isspace((unsigned char)line[i]))
		i++;
	return i;
}

/* The longest word a line of moves starts with: a morris move of several
 * removals, old Sanmill's "(2,7)->(2,6)x(1,1)", is under it. */
enum { MOVE_WORD_MAX = 24 };

/* Does a line of text read as a line of moves: its first words each hold a
 * digit (a point, a cell, a number) or are a result, none longer than a
 * move is, and none with a character no notation writes (a bracket, a
 * brace, a quote, '=', '<', a backslash)? Words of prose, the rules of a
 * box, a title do not, nor the lines of a configuration file or a program
 * ("root:x:0:0:root:/root:/bin/bash", "AC_INIT([arbiter], [1.0])"). */
static int moves_line(const char *p, const char *end)
{
	static const char foreign[] = "[]{}\"'=<\\";
	int words = 0;

	while (p < end && words < 3) {
		const char *w;
		int digit = 0, other = 0;
		while (p < end && (*p == ' ' || *p == '\t' || *p == ',' || *p == ';'))
			p++;
		if (p == end || *p == '\r' || *p == '\n')
			break;
		for (w = p; p < end && !isspace((unsigned char)*p) && *p != ',' && *p != ';'; p++) {
			digit |= isdigit((unsigned char)*p);
			other |= *p && strchr(foreign, *p) != NULL;
		}
		if ((!digit && !(p - w == 1 && *w == '*')) || other || p - w > MOVE_WORD_MAX)
			return 0;
		words++;
	}
	return words > 0;
}

enum { FMT_MAX = 16 };
_Static_assert(sizeof rec_formats / sizeof *rec_formats <= FMT_MAX + 1, "room for every detector");

/* The formats that detect, in the table's order, and for each first byte
 * of a line the ones that may take it (bit i: asks[i]), made once a run
 * from the formats' `starts`: a line is asked only of those (its first
 * byte passes over the others at no call), and for a line that starts
 * with a digit those the byte past its number passes too (after_number),
 * in the same order, so the format found is the one asking them all would
 * find. */
static struct {
	const rec_fmt *asks[FMT_MAX];
	int (*detect[FMT_MAX])(const char *line, size_t n, int first);
	uint16_t by_byte[256];
	/* and for a line that starts with a digit, the ones the byte past its
	 * number and blanks may take (rec_fmt's after_number); [256]: nothing
	 * stands there */
	uint16_t after_number[257];
} gate;
static pthread_once_t gate_once = PTHREAD_ONCE_INIT;
_Static_assert(FMT_MAX <= 16, "a bit of by_byte for each detector");

static void gate_make(void)
{
	size_t nd = 0;
	uint16_t any = 0; /* the formats any byte past a number may be asked of */

	for (size_t i = 0; rec_formats[i] && nd < FMT_MAX; i++) {
		const rec_fmt *f = rec_formats[i];
		if (!f->detect)
			continue;
		if (!f->starts)
			for (unsigned c = 0; c < 256; c++)
				gate.by_byte[c] |= (uint16_t)(1u << nd);
		for (const char *c = f->starts; c && *c; c++)
			gate.by_byte[(unsigned char)*c] |= (uint16_t)(1u << nd);
		if (!f->after_number)
			any |= (uint16_t)(1u << nd);
		for (const char *c = f->after_number; c && *c; c++)
			gate.after_number[(unsigned char)*c] |= (uint16_t)(1u << nd);
		gate.asks[nd] = f;
		gate.detect[nd++] = f->detect;
	}
	for (unsigned c = 0; c < 257; c++)
		gate.after_number[c] |= any;
}

/* The formats a line that starts with a digit (t, up to e) may be asked
 * of for what stands past its number and blanks. */
static inline unsigned past_number(const char *t, const char *e)
{
	while (t < e && (unsigned)(unsigned char)*t - '0' <= 9)
		t++;
	while (t < e && (*t == ' ' || *t == '\t'))
		t++;
	return gate.after_number[t < e ? (unsigned char)*t : 256];
}

const rec_fmt *fmt_detect(const char *head, size_t n)
{
	const char *p = head, *end = head + n;
	int first = 1, text = 0, flat = 0;

	pthread_once(&gate_once, gate_make);
	if (n >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0)
		p += 3;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p)), *e = nl ? nl : end, *t = p;
		if (!nl && (e = memchr(p, '\r', (size_t)(end - p))) == NULL) /* CR ends lines */
			e = end;
		while (t < e && (*t == ' ' || (*t >= '\t' && *t <= '\r'))) /* isspace(), no call */
			t++;
		if (t < e) {
			/* the formats its first byte may start, lowest bit first
			 * (a line no format starts, as a cell's "c6", looked at
			 * no further) */
			unsigned m = gate.by_byte[(unsigned char)*t];
			if (m && (unsigned)(unsigned char)*t - '0' <= 9)
				m &= past_number(t, e);
			for (; m; m &= m - 1) {
				int i = __builtin_ctz(m);
				if (gate.detect[i](t, (size_t)(e - t), first))
					return gate.asks[i];
			}
			/* comments say nothing; the first other line may be moves
			 * (the lines after it, looked at by the gate alone) */
			if (!text && *t != ';' && *t != '#' && *t != '%') {
				text = 1;
				flat = moves_line(t, e);
			}
			first = 0;
		}
		p = e + 1; /* past the last line, the NUL after the block: p passes end */
	}
	return flat ? &fmt_flat : NULL;
}

int fmt_looks_like_records(const char *head, size_t n)
{
	const rec_fmt *f = fmt_detect(head, n);

	return f && f != &fmt_flat;
}

/* The width of a file's units, 2 or 4 bytes, where its first block opens
 * with a byte-order mark or holds NUL bytes beside each of its first
 * characters, as UTF-16 and UTF-32 text does (*lo: the byte of a unit that
 * holds an ASCII character, *at: past the mark); 0 for neither. */
static int unit_width(const unsigned char *h, size_t n, size_t *lo, size_t *at)
{
	int le = n >= 2 && h[0] == 0xff && h[1] == 0xfe, be = n >= 2 && h[0] == 0xfe && h[1] == 0xff;

	*at = 0;
	if (n >= 4 && h[0] == 0xff && h[1] == 0xfe && !h[2] && !h[3]) /* UTF-32's, not UTF-16's and a NUL */
		return *lo = 0, *at = 4, 4;
	if (n >= 4 && !h[0] && !h[1] && h[2] == 0xfe && h[3] == 0xff)
		return *lo = 3, *at = 4, 4;
	if (le || be)
		return *lo = be, *at = 2, 2;
	if (n >= 8 && h[0] && !h[1] && !h[2] && !h[3] && h[4] && !h[5] && !h[6] && !h[7])
		return *lo = 0, 4;
	if (n >= 8 && !h[0] && !h[1] && !h[2] && h[3] && !h[4] && !h[5] && !h[6] && h[7])
		return *lo = 3, 4;
	if (n >= 8 && h[1] == 0 && h[3] == 0 && h[5] == 0 && h[7] == 0 && h[0] && h[2] && h[4] &&
	    h[6])
		return *lo = 0, 2;
	if (n >= 8 && h[0] == 0 && h[2] == 0 && h[4] == 0 && h[6] == 0 && h[1] && h[3] && h[5] &&
	    h[7])
		return *lo = 1, 2;
	return 0;
}

size_t fmt_wide_text(const char *head, size_t n, char *out, int *bits)
{
	const unsigned char *h = (const unsigned char *)head;
	size_t k = 0, at, lo;
	int w = unit_width(h, n, &lo, &at);

	*bits = w * 8;
	if (!w)
		return 0;
	for (; at + (size_t)w <= n; at += (size_t)w) {
		unsigned c = h[at + lo];
		int other = 0;
		for (size_t b = 0; b < (size_t)w; b++)
			other |= b != lo && h[at + b];
		out[k++] = (char)(other || c >= 0x80 || !c ? '?' : c);
	}
	out[k] = '\0';
	return k;
}

const char *fmt_rules_counted(const char *variant, const char *key, const char *value)
{
	if (variant && key && value && !strcmp(key, "Jacoby") && !strcasecmp(value, "off") &&
	    !strcmp(variant, "backgammon-money"))
		return "backgammon-money-no-jacoby";
	return NULL;
}

long fmt_binary_line(const char *p, size_t n)
{
	long first = 0;
	size_t i = 0;

	/* eight bytes at a time while none is below 0x20 or 0x7f (a word's
	 * tests for a byte below a value and for a zero byte, exact for the
	 * word): every file's first line comes here, and is mostly such */
	for (uint64_t x, y; i + 8 <= n; i += 8) {
		memcpy(&x, p + i, 8);
		y = x ^ 0x7f7f7f7f7f7f7f7fULL;
		if (((x - 0x2020202020202020ULL) & ~x & 0x8080808080808080ULL) |
		    ((y - 0x0101010101010101ULL) & ~y & 0x8080808080808080ULL))
			break;
	}
	for (; i < n; i++) {
		unsigned char c = (unsigned char)p[i];
		if (!c)
			return (long)i + 1;
		if (!first && ((c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' &&
				c != '\v') || c == 0x7f))
			first = (long)i + 1;
	}
	return first && !jw_utf8(p, n) ? first : 0;
}

long fmt_binary_text(const char *p, size_t n, long *col)
{
	long line = 1;

	for (const char *end = p + n, *nl; p < end; p = nl + 1, line++) {
		nl = memchr(p, '\n', (size_t)(end - p));
		nl = nl ? nl : end;
		if ((*col = fmt_binary_line(p, (size_t)(nl - p))) != 0)
			return line;
	}
	return 0;
}

int fmt_written_text(buf *out, size_t start, diag *d)
{
	long col, line = fmt_binary_text(out->p + start, out->len - start, &col);

	if (!line)
		return 0;
	out->len = start;
	return diag_set(d, "not-held", "its line %ld would be taken for binary data where it starts "
			"a file: a control character (column %ld) in text that is not UTF-8", line, col);
}
