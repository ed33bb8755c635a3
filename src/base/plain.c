#include "base/plain.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* The length of the UTF-8 sequence at p[0, n) and its character, or 0 when
 * it is not one (overlong, a surrogate, past Unicode); -1 when it is cut
 * short by the end of p. */
static int utf8_at(const unsigned char *p, size_t n, unsigned long *c)
{
	int len = p[0] < 0x80 ? 1 : (p[0] & 0xE0) == 0xC0 ? 2 : (p[0] & 0xF0) == 0xE0 ? 3 :
		  (p[0] & 0xF8) == 0xF0 ? 4 : 0;
	static const unsigned long least[] = { 0, 0, 0x80, 0x800, 0x10000 };

	if (!len)
		return 0;
	*c = len == 1 ? p[0] : p[0] & (0x7FU >> len);
	for (int i = 1; i < len; i++) {
		if ((size_t)i >= n)
			return -1;
		if ((p[i] & 0xC0) != 0x80)
			return 0;
		*c = *c << 6 | (p[i] & 0x3F);
	}
	if (*c < least[len] || *c > 0x10FFFF || (*c >= 0xD800 && *c <= 0xDFFF))
		return 0;
	return len;
}

/* A character that moves the cursor, changes the terminal, breaks the line
 * or reorders the text around it: C0 and C1 controls and DEL, the
 * bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E,
 * U+200F, U+202A to U+202E, U+2066 to U+2069), the line and paragraph
 * separators (U+2028, U+2029). And one drawn as nothing, with which two
 * different names print alike ("Ali" and "Ali" with a zero-width space):
 * the soft hyphen (U+00AD), the combining grapheme joiner (U+034F), the
 * Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), Khmer's inherent vowels
 * (U+17B4, U+17B5), the Mongolian vowel separator (U+180E), the zero-width
 * space, non-joiner and joiner (U+200B to U+200D; the last two pass
 * between two characters of a word: joins()), the word joiner, the
 * invisible operators and the deprecated format characters (U+2060 to
 * U+206F), the byte-order mark (U+FEFF), the interlinear annotation
 * controls (U+FFF9 to U+FFFB), the noncharacters U+FFFE and U+FFFF, the
 * shorthand format controls (U+1BCA0 to U+1BCA3), the musical format
 * characters (U+1D173 to U+1D17A) and the tags (U+E0000 to U+E007F). The
 * variation selectors pass: they change how the character before them is
 * drawn, and emoji need them. */
static int control(unsigned long c, int flags)
{
	if (c == '\n' || c == '\t')
		return !(flags & PLAIN_KEEP_LINES);
	if (c < 0x20 || (c >= 0x7F && c <= 0x9F))
		return 1;
	if (c < 0xAD) /* the rest of Latin-1, before any that are escaped */
		return 0;
	return c == 0xAD || c == 0x034F || c == 0x061C || c == 0x115F || c == 0x1160 ||
	       c == 0x17B4 || c == 0x17B5 || c == 0x180E || (c >= 0x200B && c <= 0x200F) ||
	       (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F) || c == 0x3164 ||
	       c == 0xFEFF || c == 0xFFA0 || (c >= 0xFFF9 && c <= 0xFFFB) || c == 0xFFFE ||
	       c == 0xFFFF || (c >= 0x1BCA0 && c <= 0x1BCA3) || (c >= 0x1D173 && c <= 0x1D17A) ||
	       (c >= 0xE0000 && c <= 0xE007F);
}

/* How many bytes from p on are printable ASCII, eight at a time: a word
 * with a byte below 0x20 or from 0x7F up stops the count (a borrow or carry
 * may mark the byte beside such a one too: the caller's byte loop decides). */
static size_t ascii_words(const unsigned char *p, size_t n)
{
	const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t x;
		memcpy(&x, p + i, 8);
		if (((x - 0x20 * ones) | x | (x + ones)) & highs)
			break;
	}
	return i;
}

/* Does byte c pass as it is? */
static int passes(unsigned char c, int flags)
{
	return (c >= 0x20 && c < 0x7F) || ((c == '\n' || c == '\t') && (flags & PLAIN_KEEP_LINES));
}

#ifdef __SSE2__
/* Which bytes of x pass, as 0xFF bytes: printable ASCII (one added, above
 * 0x20 as signed bytes: DEL and the bytes from 0x80 up wrap below it), and
 * with lines newline and tab too. */
static inline __m128i passing(__m128i x, int lines)
{
	__m128i ok = _mm_cmpgt_epi8(_mm_add_epi8(x, _mm_set1_epi8(1)), _mm_set1_epi8(0x20));

	if (lines)
		ok = _mm_or_si128(ok, _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('\n')),
						   _mm_cmpeq_epi8(x, _mm_set1_epi8('\t'))));
	return ok;
}

/* The bytes of p[0, 16) that do not pass, as bits. */
static inline unsigned stops16(const unsigned char *p, int lines)
{
	__m128i x = _mm_loadu_si128((const __m128i *)(const void *)p);

	return ~(unsigned)_mm_movemask_epi8(passing(x, lines)) & 0xFFFFu;
}

/* plain_run for n of 16 or more: sixty-four bytes a step while all pass
 * (every byte the standard streams write is looked at here: one test of
 * the four vectors' bytes a step), then thirty-two, then sixteen, then the
 * sixteen that end p, those looked at already among them (they pass). */
static inline __attribute__((always_inline)) size_t run_wide(const unsigned char *p, size_t n,
							     int lines)
{
	size_t i = 0;
	unsigned bad;

	for (; i + 64 <= n; i += 64) {
		__m128i a = _mm_loadu_si128((const __m128i *)(const void *)(p + i)),
			b = _mm_loadu_si128((const __m128i *)(const void *)(p + i + 16)),
			c = _mm_loadu_si128((const __m128i *)(const void *)(p + i + 32)),
			e = _mm_loadu_si128((const __m128i *)(const void *)(p + i + 48));
		if (_mm_movemask_epi8(_mm_and_si128(_mm_and_si128(passing(a, lines), passing(b, lines)),
						    _mm_and_si128(passing(c, lines),
								  passing(e, lines)))) != 0xFFFF)
			break;
	}
	for (; i + 32 <= n; i += 32) {
		__m128i a = _mm_loadu_si128((const __m128i *)(const void *)(p + i)),
			b = _mm_loadu_si128((const __m128i *)(const void *)(p + i + 16));
		if (_mm_movemask_epi8(_mm_and_si128(passing(a, lines), passing(b, lines))) != 0xFFFF)
			break;
	}
	for (; i + 16 <= n; i += 16)
		if ((bad = stops16(p + i, lines)))
			return i + (size_t)__builtin_ctz(bad);
	if (i < n && (bad = stops16(p + n - 16, lines)))
		return n - 16 + (size_t)__builtin_ctz(bad);
	return n;
}
#endif

#ifdef __SSE2__
static __attribute__((noinline)) size_t run_long(const unsigned char *p, size_t n, int flags)
{
	return flags & PLAIN_KEEP_LINES ? run_wide(p, n, 1) : run_wide(p, n, 0);
}
#endif

size_t plain_run(const char *in, size_t n, int flags)
{
	const unsigned char *p = (const unsigned char *)in;
	size_t i = 0;

#ifdef __SSE2__
	if (n >= 16)
		return run_long(p, n, flags);
#endif
	if (n >= 8) { /* a short name or token: two words that overlap, all printable */
		const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
		uint64_t x, y;
		memcpy(&x, p, 8);
		memcpy(&y, p + n - 8, 8);
		if (!((((x - 0x20 * ones) | x | (x + ones)) | ((y - 0x20 * ones) | y | (y + ones))) &
		      highs))
			return n;
	}
	while (i < n) {
		i += ascii_words(p + i, n - i);
		if (i == n || !passes(p[i], flags))
			break;
		i++;
	}
	return i;
}

/* The zero-width non-joiner and joiner (U+200C, U+200D) at p[i], len
 * bytes, between two characters from U+0300 on that pass: doing their job
 * in a word, which they change as it is drawn (Persian writes the
 * non-joiner inside names, between the two parts of one; emoji are joined
 * with the joiner). Escaped elsewhere, where they draw as nothing ("Ali"
 * and "Ali" with one). */
static int joins(const unsigned char *p, size_t i, size_t n, int len, unsigned long c)
{
	unsigned long before = 0, after = 0;
	size_t b = i;
	int k;

	if (c != 0x200C && c != 0x200D)
		return 0;
	while (b > 0 && i - b < 4 && (p[b - 1] & 0xC0) == 0x80)
		b--; /* the continuation bytes of the character before */
	if (b == 0 || utf8_at(p + b - 1, i - b + 1, &before) != (int)(i - b + 1))
		return 0;
	k = i + (size_t)len < n ? utf8_at(p + i + (size_t)len, n - i - (size_t)len, &after) : -1;
	return k > 0 && before >= 0x300 && after >= 0x300 && !control(before, 0) &&
	       !control(after, 0);
}

size_t plain_add(buf *out, const char *in, size_t n, int flags, int more)
{
	const unsigned char *p = (const unsigned char *)in;
	size_t i = 0, run = 0; /* bytes [i - run, i) pass as they are */
	char esc[24];

	while (i < n) {
		unsigned long c = 0;
		int len;
		/* printable ASCII, nearly all there is, passes without decoding */
		size_t from = i;
		i += plain_run(in + i, n - i, flags);
		run += i - from;
		if (i == n)
			break;
		len = utf8_at(p + i, n - i, &c);
		if (len < 0 && more)
			break; /* the rest comes with the next piece */
		if (len > 0 && (!control(c, flags) || joins(p, i, n, len, c))) {
			i += (size_t)len;
			run += (size_t)len;
			continue;
		}
		buf_add(out, p + i - run, run);
		run = 0;
		if (len <= 0)
			snprintf(esc, sizeof esc, "\\x%02x", p[i]), len = 1;
		else if (c == '\n' || c == '\t' || c == '\r' || c == 0x1B)
			snprintf(esc, sizeof esc, "\\%c", c == '\n' ? 'n' : c == '\t' ? 't' :
				 c == '\r' ? 'r' : 'e');
		else if (c < 0x80)
			snprintf(esc, sizeof esc, "\\x%02lx", c);
		else if (c <= 0xFFFF)
			snprintf(esc, sizeof esc, "\\u%04lx", c);
		else /* eight digits: \u and five would read as four and a digit */
			snprintf(esc, sizeof esc, "\\U%08lx", c);
		buf_puts(out, esc);
		i += (size_t)len;
	}
	buf_add(out, p + i - run, run);
	return i;
}

/* The columns character c takes on a terminal: two for the wide ones of
 * the East Asian scripts (Hangul, CJK, kana, fullwidth forms) and the
 * emoji blocks, none for the combining marks most names hold (Latin,
 * Greek and Cyrillic diacritics, Hebrew points, Arabic harakat, the
 * variation selectors) and the joiners that pass in a word, one for the
 * rest. Unicode's full tables would weigh more than the caret they place
 * is worth; a character past these is taken as one column. */
static int columns(unsigned long c)
{
	static const unsigned long wide[][2] = {
		{ 0x1100, 0x115F }, { 0x2E80, 0x303E }, { 0x3041, 0x33FF }, { 0x3400, 0x4DBF },
		{ 0x4E00, 0x9FFF }, { 0xA000, 0xA4CF }, { 0xAC00, 0xD7A3 }, { 0xF900, 0xFAFF },
		{ 0xFE30, 0xFE4F }, { 0xFF00, 0xFF60 }, { 0xFFE0, 0xFFE6 }, { 0x1F300, 0x1F64F },
		{ 0x1F900, 0x1F9FF }, { 0x20000, 0x3FFFD },
	}, none[][2] = {
		{ 0x0300, 0x036F }, { 0x0483, 0x0489 }, { 0x0591, 0x05BD }, { 0x05C1, 0x05C2 },
		{ 0x05C4, 0x05C5 }, { 0x0610, 0x061A }, { 0x064B, 0x065F }, { 0x0670, 0x0670 },
		{ 0x06D6, 0x06DC }, { 0x06DF, 0x06E4 }, { 0x1AB0, 0x1AFF }, { 0x1DC0, 0x1DFF },
		{ 0x200C, 0x200D }, { 0x20D0, 0x20FF }, { 0xFE00, 0xFE0F }, { 0xFE20, 0xFE2F },
		{ 0xE0100, 0xE01EF },
	};

	if (c < 0x300)
		return 1;
	for (size_t i = 0; i < sizeof none / sizeof none[0]; i++)
		if (c >= none[i][0] && c <= none[i][1])
			return 0;
	for (size_t i = 0; i < sizeof wide / sizeof wide[0]; i++)
		if (c >= wide[i][0] && c <= wide[i][1])
			return 2;
	return 1;
}

/* The columns p[0, n) takes, text shown already; with write, each
 * character made its blanks in place (never more bytes than it had: a wide
 * character has three or four), their length returned. The emoji variation
 * selector (U+FE0F) after a character of one column makes it two, as a
 * terminal draws a heart or a sun as an emoji; a tab stays a tab. */
static size_t blanks(char *p, size_t n, int write)
{
	size_t w = 0, to = 0;
	int last = 0; /* the columns of the character before */

	for (size_t at = 0; at < n;) {
		unsigned long c = (unsigned char)p[at];
		int len = c < 0x80 ? 1 : utf8_at((const unsigned char *)p + at, n - at, &c);
		int cw = len <= 0 ? 1 : c == 0xFE0F ? last == 1 : columns(c);
		at += len > 0 ? (size_t)len : 1;
		last = cw;
		w += (size_t)cw;
		if (!write)
			continue;
		if (c == '\t')
			p[to++] = '\t';
		else
			for (; cw > 0; cw--)
				p[to++] = ' ';
	}
	return write ? to : w;
}

size_t plain_width(const char *s, size_t n)
{
	return blanks((char *)(uintptr_t)s, n, 0);
}

void plain_pad(buf *out, const char *in, size_t n)
{
	size_t start = out->len;

	plain_add(out, in, n, PLAIN_KEEP_LINES, 0);
	if (out->failed || !out->p)
		return;
	out->len = start + blanks(out->p + start, out->len - start, 1);
	out->p[out->len] = '\0';
}

size_t plain_cut(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;

	/* back over the continuation bytes to the lead byte before them: the
	 * character it starts needs more bytes than are left */
	for (size_t back = 1; back <= 3 && back <= n; back++) {
		unsigned char c = p[n - back];
		if ((c & 0xC0) == 0x80)
			continue;
		return (c >= 0xF0 ? 4u : c >= 0xE0 ? 3u : c >= 0xC0 ? 2u : 1u) > back ? n - back : n;
	}
	return n;
}

int plain_upto(const char *s, size_t n, size_t max)
{
	return (int)(n <= max ? n : plain_cut(s, max));
}

void plain_put(buf *out, const char *s, size_t size)
{
	size_t len = strlen(s), n = plain_run(s, len, 0);

	if (n == len) { /* plain already: added as it is */
		buf_add(out, s, n < size ? n : size - 1);
		return;
	}
	n = out->len;
	plain_add(out, s, len, 0, 0);
	if (!out->failed && out->len - n > size - 1) { /* cut where plain_value cuts */
		out->len = n + plain_cut(out->p + n, size - 1);
		out->p[out->len] = '\0';
	}
}

char *plain_value(char *out, size_t size, const char *s)
{
	buf b = { 0 };
	size_t len = strlen(s), n = plain_run(s, len, 0);

	if (n == len) { /* plain already: the common case, with no buffer */
		n = n < size ? n : size - 1;
		memcpy(out, s, n);
		out[n] = '\0';
		return out;
	}
	plain_add(&b, s, len, 0, 0);
	n = b.failed || !b.p ? 0 : b.len < size ? b.len : plain_cut(b.p, size - 1);
	memcpy(out, b.p ? b.p : "", n);
	out[n] = '\0';
	buf_free(&b);
	return out;
}
