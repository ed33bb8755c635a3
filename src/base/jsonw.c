#include "base/jsonw.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>


static void sep(buf *b)
{
	if (jw_comma(b))
		buf_add(b, ",", 1);
}

void jw_open(buf *b, char brace)
{
	sep(b);
	buf_add(b, &brace, 1);
}

void jw_close(buf *b, char brace)
{
	buf_add(b, &brace, 1);
}

/* The length of the UTF-8 character at p (before end), or 0 where it is
 * none (RFC 3629: no overlong forms, no surrogates, nothing above
 * U+10FFFF). */
static size_t utf8_len(const unsigned char *p, const unsigned char *end)
{
	unsigned c = *p, need, min, cp;

	if (c < 0x80)
		return 1;
	if (c >= 0xC2 && c <= 0xDF)
		need = 1, min = 0x80, cp = c & 0x1F;
	else if (c >= 0xE0 && c <= 0xEF)
		need = 2, min = 0x800, cp = c & 0x0F;
	else if (c >= 0xF0 && c <= 0xF4)
		need = 3, min = 0x10000, cp = c & 0x07;
	else
		return 0;
	if ((size_t)(end - p) <= need)
		return 0;
	for (unsigned i = 1; i <= need; i++) {
		if ((p[i] & 0xC0) != 0x80)
			return 0;
		cp = cp << 6 | (p[i] & 0x3F);
	}
	if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
		return 0;
	return need + 1;
}

int jw_utf8(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n;

	for (size_t k; p < end; p += k)
		if (!(k = utf8_len(p, end)))
			return 0;
	return 1;
}

/* The bytes of a string that JSON needs escaped: quote, backslash and the
 * control characters. */
static int plain(unsigned char c)
{
	return c >= 0x20 && c != '"' && c != '\\';
}

static void body(buf *b, const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		size_t run = i;
		char esc[8];
		while (run < n && plain((unsigned char)s[run]))
			run++;
		buf_add(b, s + i, run - i);
		if (run == n)
			break;
		switch (s[run]) {
		case '"': buf_add(b, "\\\"", 2); break;
		case '\\': buf_add(b, "\\\\", 2); break;
		case '\b': buf_add(b, "\\b", 2); break;
		case '\f': buf_add(b, "\\f", 2); break;
		case '\n': buf_add(b, "\\n", 2); break;
		case '\r': buf_add(b, "\\r", 2); break;
		case '\t': buf_add(b, "\\t", 2); break;
		default:
			snprintf(esc, sizeof esc, "\\u%04X", (unsigned char)s[run]);
			buf_add(b, esc, 6);
		}
		i = run + 1;
	}
}

/* Is p (before end) a character of U+EF80 to U+EFFF, the ones jw_str
 * writes for bytes? */
static int stands_for_byte(const unsigned char *p, const unsigned char *end)
{
	return end - p >= 3 && p[0] == 0xEE && (p[1] == 0xBE || p[1] == 0xBF) &&
	       (p[2] & 0xC0) == 0x80;
}

/* Does s[0, n) hold a character of U+EF80 to U+EFFF? */
static int holds_byte_marks(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n;

	while ((p = memchr(p, 0xEE, (size_t)(end - p))) != NULL) {
		if (stands_for_byte(p, end))
			return 1;
		p++;
	}
	return 0;
}

/* s[0, n), every byte kept: each byte that is not part of a UTF-8
 * character, and each byte of a character of U+EF80 to U+EFFF (which
 * could not be told from one), as the character U+EF00 + the byte; the
 * rest as body writes it. */
static void bytes_kept(buf *b, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n, *from = p;

	while (p < end) {
		size_t k = utf8_len(p, end), m;
		if (k && !stands_for_byte(p, end)) {
			p += k;
			continue;
		}
		body(b, (const char *)from, (size_t)(p - from));
		for (m = k ? k : 1; m--; p++) {
			char u[3] = { (char)0xEE, (char)(0xBC | *p >> 6), (char)(0x80 | (*p & 0x3F)) };
			buf_add(b, u, 3);
		}
		from = p;
	}
	body(b, (const char *)from, (size_t)(p - from));
}

/* The bytes a string that holds one is not written as it is: those JSON
 * escapes, and those past ASCII (as_is). */
static const unsigned char escaped[256] = {
	[0 ... 0x1F] = 1, ['"'] = 1, ['\\'] = 1, [0x7F ... 0xFF] = 1,
};

/* Is s[0, n) printable ASCII with no quote and no backslash, nothing to
 * escape? Nearly every string a verdict writes is (a file's name, a rule
 * set's, a reason, a message in each record of a file of errors). Eight
 * bytes a test: each word's bytes below 0x20, from 0x7F (DEL, and the
 * bytes past ASCII), and equal to a quote or a backslash leave their high
 * bit set; a string of eight bytes or more ends on a word that overlaps the
 * one before. Asked first of every string, in one pass (plain_run and two
 * memchr calls cost each string over 100 instructions). */
static int as_is(const char *s, size_t n)
{
	const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
	uint64_t bad = 0;

	if (n < 8) { /* a byte a look in a table: a word, "valid", "1-0" */
		unsigned char no = 0;
		for (size_t i = 0; i < n; i++)
			no |= escaped[(unsigned char)s[i]];
		return !no;
	}
	for (size_t i = 0;; i += 8) {
		uint64_t x, q, k;
		memcpy(&x, s + (i + 8 <= n ? i : n - 8), 8);
		q = x ^ ('"' * ones);
		k = x ^ ('\\' * ones);
		bad |= (x - 0x20 * ones) | x | (x + ones); /* below 0x20, from 0x7F */
		bad |= ((q - ones) & ~q) | ((k - ones) & ~k); /* a zero: a quote, a backslash */
		if (i + 8 >= n)
			break;
	}
	return !(bad & highs);
}

void jw_str(buf *b, const char *s, size_t n)
{
	int plain = as_is(s, n);

	if (plain && b->cap >= b->len + n + 3 + BUF_SLACK) { /* nearly always: one piece */
		size_t at = b->len;
		if (jw_comma(b))
			b->p[at++] = ',';
		b->p[at] = '"';
		memcpy(b->p + at + 1, s, n);
		b->p[at + 1 + n] = '"';
		b->len = at + n + 2;
		b->p[b->len] = '\0';
		return;
	}
	sep(b);
	buf_add(b, "\"", 1);
	if (plain) /* added as it is */
		buf_add(b, s, n);
	else if (jw_utf8(s, n) && !holds_byte_marks(s, n))
		body(b, s, n);
	else /* whole, and told apart from every other string: never cut, no '?' */
		bytes_kept(b, s, n);
	buf_add(b, "\"", 1);
}

void jw_text(buf *b, const char *s, size_t n)
{
	sep(b);
	buf_add(b, "\"", 1);
	body(b, s, n);
	buf_add(b, "\"", 1);
}

char *jw_bytes(char *s)
{
	unsigned char *p = (unsigned char *)s, *q = p, *end = p + strlen(s);

	while (p < end) {
		if (stands_for_byte(p, end)) {
			*q++ = (unsigned char)((p[1] & 0x03) << 6 | (p[2] & 0x3F));
			p += 3;
		} else {
			*q++ = *p++;
		}
	}
	*q = '\0';
	return s;
}

void jw_cstr(buf *b, const char *s)
{
	if (s)
		jw_str(b, s, strlen(s));
	else
		jw_null(b);
}

void jw_int(buf *b, long long v)
{
	sep(b);
	buf_int(b, v);
}

void jw_bool(buf *b, int v)
{
	sep(b);
	buf_puts(b, v ? "true" : "false");
}

void jw_null(buf *b)
{
	sep(b);
	buf_add(b, "null", 4);
}

void jw_real(buf *b, double v)
{
	char text[40], *e;
	int n = snprintf(text, sizeof text - 2, "%.17g", v);

	if (n <= 0 || (size_t)n >= sizeof text - 2)
		return;
	if ((e = strchr(text, 'e'))) {
		/* the exponent without '+' and leading zeros: e22, e-7 */
		char *d = e + 1, *q;
		if (*d == '-')
			d++;
		for (q = d; *q == '+' || *q == '0'; q++)
			;
		memmove(d, *q ? q : q - 1, strlen(*q ? q : q - 1) + 1);
	} else if (!strchr(text, '.')) {
		memcpy(text + n, ".0", 3);
	}
	sep(b);
	buf_puts(b, text);
}

void jw_ints(buf *b, long long a, long long c)
{
	jw_open(b, '[');
	jw_int(b, a);
	jw_int(b, c);
	jw_close(b, ']');
}

void jw_strs(buf *b, const char *a, const char *c)
{
	jw_open(b, '[');
	jw_cstr(b, a);
	jw_cstr(b, c);
	jw_close(b, ']');
}
