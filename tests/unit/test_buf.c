/* Buffers, diagnostics, the JSON writer and plain text for a terminal. */
#include "unit.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>

#include "base/buf.h"
#include "base/diag.h"
#include "base/edit.h"
#include "base/jsonw.h"
#include "base/plain.h"

static void grows(void **st)
{
	buf b = { 0 };
	(void)st;
	for (int i = 0; i < 1000; i++)
		assert_int_equal(buf_printf(&b, "%d,", i), 0);
	assert_int_equal(strncmp(b.p, "0,1,2,", 6), 0);
	assert_int_equal(b.p[b.len], '\0');
	buf_clear(&b);
	assert_int_equal(b.len, 0);
	assert_true(b.cap > 0); /* kept for the next record */
	buf_free(&b);
	assert_null(b.p);
}

static void diagnostics(void **st)
{
	diag d;
	char long_token[200];
	(void)st;
	diag_clear(&d);
	assert_int_equal(diag_set(&d, "occupied", "%s is occupied", "d4"), -1);
	diag_at(&d, "a.pgn", 12, 9);
	assert_string_equal(d.msg, "d4 is occupied");
	assert_string_equal(d.file, "a.pgn");
	memset(long_token, 'x', sizeof long_token);
	diag_token(&d, long_token, sizeof long_token);
	assert_int_equal(strlen(d.token), sizeof d.token - 1);
	assert_string_equal(d.token + strlen(d.token) - 3, "...");
}

/* A message is what snprintf writes, for the conversions messages use
 * and those they do not, cut where snprintf cuts. */
static void messages_as_snprintf(void **st)
{
	diag d;
	char long_text[3 * sizeof d.msg], want[sizeof d.msg + 1];
	(void)st;
	diag_set(&d, "code", "plain words, 100%% of them");
	assert_string_equal(d.msg, "plain words, 100% of them");
	diag_set(&d, "code", "%s is occupied (%d, %ld, %zu, %c)", "d4", -2147483647 - 1,
		 -9223372036854775807L - 1, (size_t)4294967295U, 'x');
	assert_string_equal(d.msg, "d4 is occupied (-2147483648, -9223372036854775808, 4294967295, x)");
	diag_set(&d, "code", "'%.*s' is not a cell in %s notation", 3, "e55#", "global");
	assert_string_equal(d.msg, "'e55' is not a cell in global notation");
	diag_set(&d, "code", "'%.*s' and '%.*s'", -1, "all", 0, "none");
	assert_string_equal(d.msg, "'all' and ''");
	diag_set(&d, "code", "%.10s|%.0s|%.40s", "a long word of text", "gone", "short");
	assert_string_equal(d.msg, "a long wor||short");
	diag_set(&d, "code", "%5d|%-4s|%x|%02x|%.2f", 7, "ab", 255, 9, 0.5); /* vsnprintf's */
	assert_string_equal(d.msg, "    7|ab  |ff|09|0.50");
	memset(long_text, 'y', sizeof long_text - 1);
	long_text[sizeof long_text - 1] = '\0';
	memcpy(want, long_text, sizeof d.msg - 1); /* cut as snprintf cuts */
	want[sizeof d.msg - 1] = '\0';
	diag_set(&d, "code", "%s and %d more", long_text, 3);
	assert_string_equal(d.msg, want);
	memcpy(want, "12: ", 4);
	diag_set(&d, "code", "%d: %.*s", 12, (int)sizeof long_text, long_text);
	assert_string_equal(d.msg, want);
}

/* A message made of its pieces (diag_begin, diag_lit, diag_str,
 * diag_num) is what snprintf writes, as diag_set: 2,000 random numbers
 * (zero, one digit, both signs, up to the largest and smallest long) and
 * strings, a piece cut where the message runs out of room; a code cut
 * where it runs out of room too. */
static void messages_by_pieces(void **st)
{
	diag b;
	char s[400], want[1024];
	(void)st;
	srand(45);
	for (int i = 0; i < 2000; i++) {
		long v = i % 7 == 0 ? (long)(rand() % 10) : i % 7 == 2 ? (long)(rand() % 200) - 50 :
			 i % 7 == 1 ? (i % 2 ? LONG_MAX : LONG_MIN) :
			 (long)(((unsigned long)rand() << 33) ^ ((unsigned long)rand() << 11) ^
				(unsigned long)rand()) >> (rand() % 60);
		size_t n = (size_t)rand() % (i % 5 ? 40 : 300);
		diag_msg m;

		for (size_t j = 0; j < n; j++)
			s[j] = (char)('!' + rand() % 90);
		s[n] = '\0';
		snprintf(want, sizeof want, "the record says [PlyCount \"%ld\"], %s: %ld", v, s, v / -3);
		want[DIAG_MSG - 1] = '\0'; /* cut as diag_set's snprintf cuts */
		m = diag_begin(&b, "plycount-mismatch");
		diag_lit(&m, "the record says [PlyCount \"");
		diag_num(&m, v);
		diag_lit(&m, "\"], ");
		diag_str(&m, s);
		diag_lit(&m, ": ");
		diag_num(&m, v / -3);
		assert_int_equal(diag_done(&m), -1);
		assert_string_equal(b.code, "plycount-mismatch");
		assert_string_equal(b.msg, want);
	}
	diag_begin(&b, "a code longer than thirty-one bytes, cut");
	assert_string_equal(b.code, "a code longer than thirty-one b");
}

/* A remark in brackets: one pair to a message, a remark after a remark
 * going into the same pair. */
static void asides(void **st)
{
	char m[128];
	(void)st;
	snprintf(m, sizeof m, "a4 is occupied");
	diag_aside(m, sizeof m, "did you mean %s?", "c4-b4");
	assert_string_equal(m, "a4 is occupied (did you mean c4-b4?)");
	snprintf(m, sizeof m, "a4 is not next to d7 (no flying while placing)");
	diag_aside(m, sizeof m, "did you mean %s?", "d7-a7");
	assert_string_equal(m, "a4 is not next to d7 (no flying while placing; did you mean d7-a7?)");
	snprintf(m, sizeof m, "')' closes no variation (x)"); /* a bracket of a token is no remark */
	diag_aside(m, sizeof m, "one");
	assert_string_equal(m, "')' closes no variation (x; one)");
	snprintf(m, sizeof m, "f(x)");
	diag_aside(m, sizeof m, "two");
	assert_string_equal(m, "f(x) (two)");
	snprintf(m, sizeof m, "%s", "a message that leaves no room for more words here");
	diag_aside(m, 64, "a remark too long to fit");
	assert_string_equal(m, "a message that leaves no room for more words here");
}

/* An append that cannot get its memory fails and leaves the buffer's
 * failure set until it is cleared. */
static void sticky_failure(void **st)
{
	buf b = { 0 };
	/* a size no buffer holds (volatile: the compiler would warn of the
	 * copy of buf_add's inline part, which it cannot reach) */
	volatile size_t huge = (size_t)-8;
	(void)st;
	assert_int_equal(buf_puts(&b, "kept"), 0);
	assert_int_equal(buf_add(&b, "x", huge), -1);
	assert_true(b.failed);
	assert_int_equal(buf_puts(&b, "!"), 0);
	assert_true(b.failed); /* still: one check at the end finds it */
	assert_string_equal(b.p, "kept!");
	buf_clear(&b);
	assert_false(b.failed);
	buf_free(&b);
}

/* jansson's compact dump of one string, or NULL where jansson refuses it
 * (not UTF-8). */
static char *jansson_text(const char *s, size_t n)
{
	json_t *j = json_stringn(s, n);
	char *t = j ? json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY) : NULL;
	json_decref(j);
	return t;
}

/* Every string the writer takes as UTF-8 jansson takes too, and writes the
 * same bytes: all single and double bytes, then random strings weighted
 * towards the bytes that UTF-8 sequences start and continue with. */
static void strings_as_jansson_writes_them(void **st)
{
	static const unsigned char pick[] = { 0x00, 0x01, 0x08, 0x09, 0x0a, 0x0c, 0x0d, 0x1f,
					      '"',  '\\', '/',  'a',  0x7f, 0x80, 0xbf, 0xc0,
					      0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4,
					      0xf5, 0xff, 0xa0, 0x9f, 0x90, 0x8f };
	unsigned char s[8];
	buf b = { 0 };
	long agreed = 0;
	(void)st;
	srand(7);
	for (long k = 0; k < 200000; k++) {
		size_t n = k < 256 ? 1 : k < 256 + 65536 ? 2 : (size_t)(rand() % 7) + 1;
		char *want;
		if (k < 256) {
			s[0] = (unsigned char)k;
		} else if (k < 256 + 65536) {
			s[0] = (unsigned char)((k - 256) >> 8);
			s[1] = (unsigned char)(k - 256);
		} else {
			for (size_t i = 0; i < n; i++)
				s[i] = rand() % 2 ? pick[rand() % sizeof pick] : (unsigned char)rand();
		}
		want = jansson_text((const char *)s, n);
		assert_int_equal(jw_utf8((const char *)s, n), want != NULL);
		if (!want)
			continue;
		buf_clear(&b);
		jw_text(&b, (const char *)s, n);
		assert_int_equal(b.len, strlen(want));
		assert_memory_equal(b.p, want, b.len);
		/* and jw_str, but for a character of U+EF80 to U+EFFF */
		if (!memmem(s, n, "\xee\xbe", 2) && !memmem(s, n, "\xee\xbf", 2)) {
			buf_clear(&b);
			jw_str(&b, (const char *)s, n);
			assert_int_equal(b.len, strlen(want));
			assert_memory_equal(b.p, want, b.len);
		}
		free(want);
		agreed++;
	}
	assert_true(agreed > 20000);
	buf_free(&b);
}

/* Strings of 1 to 40 bytes, printable but for one byte, of every value,
 * at each place: jw_str writes as jansson does every one jansson takes,
 * and none that holds a byte to escape or past ASCII as it is (DEL is
 * written as it is, either way). Its test of a string to write as it is
 * looks at eight bytes at a time, the last word over the one before. */
static void strings_tested_a_word_at_a_time(void **st)
{
	char s[48], raw[52];
	buf b = { 0 };
	(void)st;
	for (size_t n = 1; n <= 40; n++)
		for (size_t at = 0; at < n; at++)
			for (unsigned c = 0; c < 256; c++) {
				char *want;
				for (size_t i = 0; i < n; i++)
					s[i] = (char)('a' + (i * 7) % 26);
				s[at] = (char)c;
				buf_clear(&b);
				jw_str(&b, s, n);
				if ((want = jansson_text(s, n)) != NULL) {
					assert_int_equal(b.len, strlen(want));
					assert_memory_equal(b.p, want, b.len);
					free(want);
				}
				raw[0] = '"';
				memcpy(raw + 1, s, n);
				raw[n + 1] = '"';
				assert_int_equal(b.len == n + 2 && !memcmp(b.p, raw, n + 2),
						 c >= 0x20 && c < 0x80 && c != '"' && c != '\\');
			}
	buf_free(&b);
}

/* jw_str keeps every byte: whatever the bytes (UTF-8 or not, characters
 * of U+EF80 to U+EFFF among them), jansson reads what it writes, and
 * jw_bytes gives back the bytes; so no two strings are written alike. */
static void strings_kept_whole(void **st)
{
	static const unsigned char pick[] = { 0x01, '"', '\\', 'a', 0x7f, 0x80, 0xbe, 0xbf, 0xc2,
					      0xe9, 0xed, 0xee, 0xef, 0xf0, 0xf4, 0xff, 0xa0, 0x9f };
	unsigned char s[2048];
	buf b = { 0 };
	(void)st;
	srand(11);
	for (long k = 0; k < 100000; k++) {
		size_t n = k % 1000 ? (size_t)(rand() % 9) + 1 : sizeof s; /* long ones too: never cut */
		json_t *j;
		json_error_t e;
		char *back;
		for (size_t i = 0; i < n; i++)
			do
				s[i] = rand() % 2 ? pick[rand() % sizeof pick] : (unsigned char)rand();
			while (!s[i]);
		buf_clear(&b);
		jw_str(&b, (const char *)s, n);
		assert_non_null(j = json_loadb(b.p, b.len, JSON_DECODE_ANY, &e));
		assert_non_null(back = strdup(json_string_value(j)));
		jw_bytes(back);
		assert_int_equal(strlen(back), n);
		assert_memory_equal(back, s, n);
		free(back);
		json_decref(j);
	}
	buf_free(&b);
}

/* Members, arrays, nesting and a string that is not UTF-8 (its byte 0xff
 * as U+EFFF). */
static void objects(void **st)
{
	buf b = { 0 };
	(void)st;
	jw_open(&b, '{');
	jw_key(&b, "n");
	jw_int(&b, -12345678901LL);
	jw_key(&b, "a");
	jw_open(&b, '[');
	jw_null(&b);
	jw_bool(&b, 1);
	jw_open(&b, '{');
	jw_close(&b, '}');
	jw_cstr(&b, NULL);
	jw_close(&b, ']');
	jw_key(&b, "bad");
	jw_str(&b, "x\xffy\n", 4);
	jw_close(&b, '}');
	assert_false(b.failed);
	assert_string_equal(b.p, "{\"n\":-12345678901,\"a\":[null,true,{},null],"
				 "\"bad\":\"x\xee\xbf\xbfy\\n\"}");
	buf_free(&b);
}

/* Reals as jansson writes them: a score of halves, and others. */
static void reals(void **st)
{
	static const double v[] = { 0, 0.5, 1, 1.5, 2, 10.5, 123456, -3, 0.1, 1e300, 2.5e-7,
				    1e22, -1e-300, 1e100, 1.25e17 };
	buf b = { 0 };
	(void)st;
	for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
		json_t *j = json_real(v[i]);
		char *want = json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY);
		buf_clear(&b);
		jw_real(&b, v[i]);
		assert_string_equal(b.p, want);
		free(want);
		json_decref(j);
	}
	buf_free(&b);
}

/* in, escaped with flags, is want; all of in is taken */
static void escaped(const char *in, int flags, const char *want)
{
	buf b = { 0 };
	size_t n = strlen(in);

	assert_int_equal(plain_add(&b, in, n, flags, 0), n);
	buf_add(&b, "", 0);
	assert_string_equal(b.p ? b.p : "", want);
	buf_free(&b);
}

static void plain_text(void **st)
{
	buf b = { 0 };
	char v[16];
	(void)st;
	escaped("Dokuz Ta\xc5\x9f", 0, "Dokuz Ta\xc5\x9f");         /* UTF-8 passes */
	escaped("\x1b[8mEve", 0, "\\e[8mEve");                    /* ESC */
	escaped("a\nb\tc\rd", 0, "a\\nb\\tc\\rd");
	escaped("a\nb\tc\rd", PLAIN_KEEP_LINES, "a\nb\tc\\rd");  /* a stream's lines */
	escaped("\x07\x7f", 0, "\\x07\\x7f");                   /* BEL, DEL */
	escaped("a\xc2\x9b" "8m", 0, "a\\u009b8m");                /* the 8-bit CSI */
	escaped("c\xe2\x80\xae" "d", 0, "c\\u202ed");              /* a bidi override */
	escaped("Ali\xe2\x80\x8b", 0, "Ali\\u200b");              /* drawn as nothing */
	escaped("\xef\xbb\xbf" "a\xc2\xad" "b", 0, "\\ufeffa\\u00adb");
	escaped("a\xf3\xa0\x81\x81", 0, "a\\U000e0041");           /* past U+FFFF */
	escaped("\xef\xbf\xbe\xef\xbf\xbf", 0, "\\ufffe\\uffff");  /* noncharacters */
	escaped("\xe2\x9d\xa4\xef\xb8\x8f \xc2\xac", 0, "\xe2\x9d\xa4\xef\xb8\x8f \xc2\xac"); /* a variation selector, U+00AC */
	escaped("caf\xe9", 0, "caf\\xe9");                        /* not UTF-8 */
	escaped("\xc0\xaf", 0, "\\xc0\\xaf");                     /* overlong */
	/* words of eight plain bytes pass whole; a control anywhere in one, or
	 * the bytes at the edges of the plain range, are still seen */
	escaped("0123456789abcdef\x1b", 0, "0123456789abcdef\\e");
	escaped("01234567\x7f" "89abcdef~ !", 0, "01234567\\x7f89abcdef~ !");
	escaped("0123456\x1f" "89abcdef", 0, "0123456\\x1f89abcdef");
	escaped("line one\nline two and three\n\x1b", PLAIN_KEEP_LINES,
		"line one\nline two and three\n\\e");
	escaped("01234567\xc5\x9f" "abcdefgh", 0, "01234567\xc5\x9f" "abcdefgh");
	/* a sequence cut by the end of a stream's piece waits for the rest */
	assert_int_equal(plain_add(&b, "ab\xc5", 3, 0, 1), 2);
	assert_int_equal(plain_add(&b, "\xc5\x9f", 2, 0, 1), 2);
	buf_add(&b, "", 0);
	assert_string_equal(b.p, "ab\xc5\x9f");
	buf_free(&b);
	/* plain_put adds what plain_value writes, cut where it cuts */
	{
		static const char *const in[] = { "plain", "\x1b[2J and more text", "exactly 15 byte",
						  "a name longer than sixteen bytes", "caf\xe9 au lait" };
		for (size_t i = 0; i < sizeof in / sizeof in[0]; i++) {
			buf_add(&b, "> ", 2);
			plain_put(&b, in[i], sizeof v);
			assert_string_equal(b.p + 2, plain_value(v, sizeof v, in[i]));
			buf_clear(&b);
		}
		buf_free(&b);
	}
	/* plain_value: cut to fit, NUL-terminated */
	assert_string_equal(plain_value(v, sizeof v, "\x1b[2J and more text"), "\\e[2J and more ");
	assert_string_equal(plain_value(v, sizeof v, "plain"), "plain");
	assert_string_equal(plain_value(v, sizeof v, "0123456789\x1b"), "0123456789\\e");
	assert_string_equal(plain_value(v, sizeof v, "0123456789abcdefgh"), "0123456789abcde");
	/* a cut lands between characters, never inside one */
	assert_string_equal(plain_value(v, sizeof v, "\x1b 0123456789X\xd8\xb1"), "\\e 0123456789X");
	assert_string_equal(plain_value(v, sizeof v, "\x1b 0123456789\xd8\xb1"), "\\e 0123456789\xd8\xb1");
	assert_string_equal(plain_value(v, sizeof v, "\x1b 0123456789\xe2\x82\xac"), "\\e 0123456789");
	buf_add(&b, "> ", 2);
	plain_put(&b, "\x1b 0123456789\xe2\x82\xac", sizeof v);
	assert_string_equal(b.p, "> \\e 0123456789");
	buf_free(&b);
	assert_int_equal(plain_cut("ab\xf0\x9f\x98", 5), 2);
	assert_int_equal(plain_cut("ab\xf0\x9f\x98\x80", 6), 6);
	assert_int_equal(plain_cut("caf\xe9", 4), 3);   /* a lead byte last goes as if cut */
	assert_int_equal(plain_cut("caf\xe9s", 5), 5);
	assert_int_equal(plain_cut("ab\xc5", 3), 2);
	assert_int_equal(plain_cut("", 0), 0);
	/* plain_upto: all of a short text, a long one cut between letters */
	assert_int_equal(plain_upto("abc", 3, 40), 3);
	assert_int_equal(plain_upto("\xe2\x82\xac\xe2\x82\xac", 6, 4), 3);
	assert_int_equal(plain_upto("\xe2\x82\xac\xe2\x82\xac", 6, 6), 6);
	assert_int_equal(plain_upto("abcdef", 6, 4), 4);
}

/* The edit table cell by cell, to judge edit_distance's bit vectors by. */
static size_t table_distance(const char *a, size_t na, const char *b, size_t nb)
{
	size_t row[EDIT_MAX + 1];

	for (size_t j = 0; j <= nb; j++)
		row[j] = j;
	for (size_t i = 1; i <= na; i++) {
		size_t corner = row[0];
		row[0] = i;
		for (size_t j = 1; j <= nb; j++) {
			size_t best = corner + (a[i - 1] != b[j - 1]);
			if (row[j] + 1 < best)
				best = row[j] + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			corner = row[j];
			row[j] = best;
		}
	}
	return row[nb];
}

static void edit_distances(void **st)
{
	char a[EDIT_MAX + 1], b[EDIT_MAX + 1];
	unsigned seed = 7;
	(void)st;
	assert_int_equal(edit_distance("f4-f6", 5, "f6-f4", 5), 2);
	assert_int_equal(edit_distance("", 0, "d7", 2), 2);
	assert_int_equal(edit_distance("kitten", 6, "sitting", 7), 3);
	assert_int_equal(edit_distance("13/8", 4, "", 0), 4);
	assert_true(edit_distance(a, EDIT_MAX + 1, "x", 1) > EDIT_MAX);
	for (int k = 0; k < 20000; k++) { /* lengths 0 to 64, alphabets of 2 to 256 */
		size_t na, nb;
		unsigned letters;
		seed = seed * 1103515245u + 12345u;
		na = seed >> 8 & 63, letters = 2 + (seed >> 16) % 255;
		if (k % 50 == 0)
			na = EDIT_MAX;
		seed = seed * 1103515245u + 12345u;
		nb = seed >> 8 & 63;
		for (size_t i = 0; i < na; i++)
			seed = seed * 1103515245u + 12345u, a[i] = (char)(1 + (seed >> 16) % letters);
		for (size_t i = 0; i < nb; i++)
			seed = seed * 1103515245u + 12345u, b[i] = (char)(1 + (seed >> 16) % letters);
		assert_int_equal(edit_distance(a, na, b, nb), table_distance(a, na, b, nb));
		assert_int_equal(edit_distance(b, nb, a, na), table_distance(a, na, b, nb));
	}
}

/* buf_int: what printf's %lld writes, at the ends of the range and where
 * the count of digits changes */
static void numbers(void **st)
{
	static const long long v[] = { 0, 1, 9, 10, 99, 100, -1, -9, -10, 99999, 100000, 999999, 1000000,
				       -999999, -1000000, 9999999, 123456789, 999999999999999999LL,
				       1000000000000000000LL, LLONG_MAX, LLONG_MIN, LLONG_MIN + 1 };
	buf b = { 0 };
	char want[64] = "";
	(void)st;
	for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
		size_t n = strlen(want);
		snprintf(want + n, sizeof want - n, "%lld", v[i]);
		buf_int(&b, v[i]);
		assert_string_equal(b.p, want);
		buf_clear(&b), want[0] = '\0';
		if (i % 3 == 0) /* the next after text already in the buffer */
			buf_puts(&b, "x"), strcpy(want, "x");
	}
	/* every number to 100,000 and its negative, written two digits a step */
	for (long long k = -100000; k <= 100000; k++) {
		snprintf(want, sizeof want, "%lld", k);
		buf_clear(&b);
		buf_int(&b, k);
		assert_string_equal(b.p, want);
	}
	buf_free(&b);
}

/* edit_within: the distance where it is within the bound, bound + 1 past it
 * (over few letters many strings are near; over many, most are told apart
 * by their letters alone) */
static void bounded_distances(void **st)
{
	char a[EDIT_MAX + 1], b[EDIT_MAX + 1];
	unsigned seed = 11;
	(void)st;
	assert_int_equal(edit_within("i4", 2, "i3", 2, 1), 1);
	assert_int_equal(edit_within("i4", 2, "a9", 2, 1), 2);
	assert_int_equal(edit_within("i4", 2, "i4", 2, 0), 0);
	assert_int_equal(edit_within("d7", 2, "d7-d6", 5, 2), 3);
	assert_int_equal(edit_within("13/8", 4, "13/", 3, 1), 1);
	assert_int_equal(edit_within("a", 1, "ab", 2, 1), 1);
	assert_int_equal(edit_within(a, EDIT_MAX + 1, "x", 1, 1), 2);
	for (int k = 0; k < 20000; k++) { /* short strings over few letters: many near */
		size_t na, nb, bound, d;
		unsigned kinds;
		seed = seed * 1103515245u + 12345u;
		na = seed >> 8 & 7, nb = seed >> 12 & 7, bound = seed >> 16 & 3;
		kinds = seed >> 20 & 1 ? 3 : 70; /* 70: letters 64 apart share a bit */
		for (size_t i = 0; i < na; i++)
			seed = seed * 1103515245u + 12345u, a[i] = (char)('0' + (seed >> 16) % kinds);
		for (size_t i = 0; i < nb; i++)
			seed = seed * 1103515245u + 12345u, b[i] = (char)('0' + (seed >> 16) % kinds);
		d = table_distance(a, na, b, nb);
		assert_int_equal(edit_within(a, na, b, nb, bound), d > bound ? bound + 1 : d);
		assert_int_equal(edit_within(b, nb, a, na, bound), d > bound ? bound + 1 : d);
	}
	/* a play and the same play edited a few times: long strings that share
	 * their start and end, told apart in the middle (what a suggestion
	 * compares: the shared ends are passed over before the letters are) */
	for (int k = 0; k < 20000; k++) {
		static const char play[] = "0123456789/ *";
		size_t na, nb, bound, d, edits;
		seed = seed * 1103515245u + 12345u;
		na = 8 + (seed >> 8) % 33, bound = seed >> 16 & 3, edits = seed >> 20 & 7;
		for (size_t i = 0; i < na; i++)
			seed = seed * 1103515245u + 12345u, a[i] = play[(seed >> 16) % 13];
		memcpy(b, a, na);
		nb = na;
		for (size_t e = 0; e < edits % 5; e++) {
			size_t at;
			seed = seed * 1103515245u + 12345u;
			at = (seed >> 16) % (nb + 1);
			if ((seed >> 8 & 3) == 0 && nb < EDIT_MAX) { /* an insertion */
				memmove(b + at + 1, b + at, nb - at);
				b[at] = play[(seed >> 4) % 13];
				nb++;
			} else if ((seed >> 8 & 3) == 1 && at < nb) { /* a deletion */
				memmove(b + at, b + at + 1, nb - at - 1);
				nb--;
			} else if (at < nb) { /* a replacement */
				b[at] = play[(seed >> 4) % 13];
			}
		}
		d = table_distance(a, na, b, nb);
		assert_int_equal(edit_within(a, na, b, nb, bound), d > bound ? bound + 1 : d);
		assert_int_equal(edit_within(b, nb, a, na, bound), d > bound ? bound + 1 : d);
	}
}

/* plain_run: the bytes before the first that plain_add escapes, at every
 * length and place (the sixty-four, thirty-two and sixteen-byte steps,
 * two of the first, and the piece that ends) */
static void plain_runs(void **st)
{
	static const char stops[] = { '\0', '\x01', '\x1b', '\x7f', '\x80', '\xc3', '\xff', '\n', '\t' };
	char s[160];
	(void)st;
	for (size_t n = 0; n <= sizeof s; n++)
		for (size_t at = 0; at <= n; at++)
			for (size_t k = 0; k < sizeof stops; k++) {
				int lines = stops[k] == '\n' || stops[k] == '\t';
				memset(s, 'a' + (int)(n % 26), n);
				if (at < n)
					s[at] = stops[k];
				assert_int_equal(plain_run(s, n, 0), at);
				assert_int_equal(plain_run(s, n, PLAIN_KEEP_LINES), lines ? n : at);
			}
}

/* plain_pad: the blanks under a line shown escaped reach the column its
 * bytes reach: a tab kept, an escape its length, a letter of several bytes
 * one column, a wide one two, a combining mark none */
static void padded(const char *in, const char *want)
{
	buf b = { 0 };

	buf_puts(&b, ">");
	plain_pad(&b, in, strlen(in));
	assert_false(b.failed);
	assert_string_equal(b.p + 1, want);
	buf_free(&b);
}

static void plain_pads(void **st)
{
	(void)st;
	padded("", "");
	padded("1. d2 ", "      ");
	padded("a\tb\t", " \t \t");
	padded("Zo\xc3\xab ", "    ");                 /* e with diaeresis, one letter */
	padded("Zoe\xcc\x88 ", "    ");                /* e and a combining diaeresis */
	padded("\xe6\x9d\x8e\xe6\x98\x8e ", "     ");    /* two wide Han letters */
	padded("\xed\x95\x9c!", "   ");               /* a Hangul syllable, wide */
	padded("\xf0\x9f\x98\x80 ", "   ");            /* an emoji, wide */
	padded("{\xe2\x80\xae}", "        ");          /* {\u202e} */
	padded("\xff\x7f", "        ");                /* \xff\x7f */
	padded("\x1b[2J", "     ");                    /* \e[2J */
	padded("\xd8\xb9\xd9\x84\xd9\x8e\xd9\x8a", "   "); /* Arabic letters and a fatha */
	/* plain_width counts shown text as plain_pad pads it */
	assert_int_equal(plain_width("Bob", 3), 3);
	assert_int_equal(plain_width("Zo\xc3\xab", 4), 3);
	assert_int_equal(plain_width("Zoe\xcc\x88", 5), 3);
	assert_int_equal(plain_width("\xe6\x9d\x8e\xe6\x98\x8e\xe5\x8d\x8e", 9), 6);
	assert_int_equal(plain_width("\\u202e", 6), 6);
	assert_int_equal(plain_width("\xc2\xbd", 2), 1);
	assert_int_equal(plain_width("\xe2\x9d\xa4\xef\xb8\x8f", 6), 2); /* a heart as an emoji */
	assert_int_equal(plain_width("\xe2\x9d\xa4", 3), 1);               /* as text */
	padded("\xe2\x9d\xa4\xef\xb8\x8f!", "   ");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(grows),
		cmocka_unit_test(diagnostics),
		cmocka_unit_test(messages_as_snprintf),
		cmocka_unit_test(messages_by_pieces),
		cmocka_unit_test(asides),
		cmocka_unit_test(sticky_failure),
		cmocka_unit_test(strings_as_jansson_writes_them),
		cmocka_unit_test(strings_tested_a_word_at_a_time),
		cmocka_unit_test(strings_kept_whole),
		cmocka_unit_test(objects),
		cmocka_unit_test(reals),
		cmocka_unit_test(plain_text),
		cmocka_unit_test(edit_distances),
		cmocka_unit_test(numbers),
		cmocka_unit_test(bounded_distances),
		cmocka_unit_test(plain_runs),
		cmocka_unit_test(plain_pads),
	};
	return cmocka_run_group_tests_name("buf", tests, NULL, NULL);
}
