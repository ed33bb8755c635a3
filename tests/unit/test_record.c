/* Records, the reader's choice of format, and the report: the pieces every
 * command reads and writes through. */
#include "unit.h"
#include "registry.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "base/jsonw.h"
#include "core/record.h"
#include "core/referee.h"
#include "core/report.h"
#include "formats/format.h"
#include "formats/reader.h"

/* The first record of text, read as a file would be. */
static int read_text(const char *text, record *rec, diag *d, rec_format *fmt)
{
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	rec_reader *rd = reader_open(f, "t", FMT_AUTO, 1);
	int got;

	assert_non_null(rd);
	got = reader_next(rd, rec, d);
	*fmt = rec->format;
	reader_close(rd);
	fclose(f);
	return got;
}

static const char tagged[] = "\xEF\xBB\xBF[White \"Ana \\\"the rook\\\"\"]\n[Black \"Maria\"]\n"
			     "[Result \"1-0\"]\n\n1. d6 {a comment} d2 2. a7 1-0\n";

/* Tags unescaped, the claimed result from the movetext, places in the
 * source, players. */
static void tags_and_places(void **st)
{
	record rec = { 0 };
	diag d;
	rec_format fmt;
	char v[64], a[32], b[32];
	long line, col;
	(void)st;
	assert_int_equal(read_text(tagged, &rec, &d, &fmt), 1);
	assert_int_equal(fmt, FMT_TAGGED);
	assert_string_equal(rec_tag_value(&rec, "White", v, sizeof v), "Ana \"the rook\"");
	assert_null(rec_tag_value(&rec, "Event", v, sizeof v));
	assert_int_equal(rec_tag_long(&rec, "Round", 7), 7);
	assert_int_equal(rec_claimed(&rec), RES_WHITE);
	assert_int_equal(rec.nmoves, 3);
	assert_int_equal(rec_players(&rec, a, b, sizeof a), 1);
	assert_string_equal(b, "Maria");
	rec_locate(&rec, rec.els[rec.nels - 1].text.off, &line, &col);
	assert_int_equal(line, 5); /* "1-0" on the movetext line */
	assert_int_equal(col, 28);
	assert_int_equal(rec_result_of("1/2-1/2", 7), RES_DRAW);
	assert_int_equal(rec_result_of("1-0x", 4), -1);
	assert_string_equal(rec_result_text(RES_BLACK), "0-1");
	rec_free(&rec);
}

/* Every key of the header is found by its name as a tag adds it, the first
 * tag of a name kept; a name only as long as a key, or starting as one, is
 * none. */
static void header_keys(void **st)
{
	static const char *const names[H_COUNT] = {
		[H_VARIANT] = "Variant", [H_NOTATION] = "Notation", [H_RESULT] = "Result",
		[H_TERMINATION] = "Termination", [H_PLYCOUNT] = "PlyCount", [H_WHITE] = "White",
		[H_BLACK] = "Black", [H_X] = "X", [H_O] = "O", [H_POINTS] = "Points",
		[H_MATCH] = "Match", [H_LENGTH] = "Length", [H_GAME] = "Game",
		[H_SCORE_WHITE] = "ScoreWhite", [H_SCORE_BLACK] = "ScoreBlack",
		[H_CRAWFORD] = "Crawford", [H_JACOBY] = "Jacoby", [H_BEAVER] = "Beaver",
		[H_CUBE_LIMIT] = "CubeLimit", [H_VARIATION] = "Variation", [H_FEN] = "FEN",
		[H_SETUP] = "SetUp",
	};
	record rec = { 0 };
	char v[16];
	(void)st;
	for (int k = 0; k < H_COUNT; k++) {
		rec_span n = { (uint32_t)rec.text.len, (uint32_t)strlen(names[k]) }, val;
		assert_int_equal(buf_add(&rec.text, names[k], n.len), 0);
		val = (rec_span){ (uint32_t)rec.text.len, 1 };
		assert_int_equal(buf_add(&rec.text, k == H_WHITE ? "a" : "b", 1), 0);
		assert_int_equal(rec_add_tag(&rec, n, val), 0);
	}
	rec_span again = { (uint32_t)rec.text.len, 5 }, val = { (uint32_t)rec.text.len + 5, 1 };
	assert_int_equal(buf_add(&rec.text, "Whitec", 6), 0);
	assert_int_equal(rec_add_tag(&rec, again, val), 0); /* a second [White]: the first stays */
	/* names of no key, some a key's length with its first and last
	 * letters (head_key compares the whole name) */
	static const char *const others[] = { "Whale", "Gamer", "Y", "Matches", "Blach",
					      "ScoreBlace", "Notatiom", "Cube_limit", "Jacobz",
					      "SetUq", "Vxriant", "Fem", "W\x01ite", "Vari@nt", NULL };
	for (const char *const *o = others; *o; o++) {
		rec_span n = { (uint32_t)rec.text.len, (uint32_t)strlen(*o) };
		assert_int_equal(buf_add(&rec.text, *o, n.len), 0);
		assert_int_equal(rec_add_tag(&rec, n, n), 0);
	}
	for (int k = 0; k < H_COUNT; k++) { /* by key, and by name as rec_tag_value finds it */
		assert_string_equal(rec_head(&rec, k, v, sizeof v), k == H_WHITE ? "a" : "b");
		assert_string_equal(rec_tag_value(&rec, names[k], v, sizeof v), k == H_WHITE ? "a" : "b");
	}
	assert_null(rec_tag_value(&rec, "Whitey", v, sizeof v));
	for (const char *const *o = others; *o; o++)
		assert_string_equal(rec_tag_value(&rec, *o, v, sizeof v), *o);
	assert_int_equal(rec.ntags, H_COUNT + 15);
	/* a key's name in either case is the key ([variant], [SETUP],
	 * [Cubelimit]: read past, a record named its rules for nothing) */
	static const char *const folded[] = { "variant", "SETUP", "Cubelimit", "fen", "x", NULL };
	for (const char *const *f = folded; *f; f++) {
		assert_non_null(rec_tag_find(&rec, *f));
		assert_string_equal(rec_tag_value(&rec, *f, v, sizeof v), "b");
	}
	rec_free(&rec);
	/* each name added with its key given (rec_add_tag_key, the SGF
	 * reader's own tags) is found as the look-up finds it */
	for (int k = 0; k < H_COUNT; k++) {
		record by_key = { 0 };
		rec_span n = { 0, (uint32_t)strlen(names[k]) }, val = { n.len, 1 };
		assert_int_equal(buf_add(&by_key.text, names[k], n.len), 0);
		assert_int_equal(buf_add(&by_key.text, "z", 1), 0);
		assert_int_equal(rec_add_tag_key(&by_key, n, val, k), 0);
		assert_string_equal(rec_tag_value(&by_key, names[k], v, sizeof v), "z");
		assert_ptr_equal(rec_head_tag(&by_key, (rec_hkey)k), &by_key.tags[0]);
		rec_free(&by_key);
	}
}

/* The record made again with the one tag name="value" (n bytes of it). */
static void only_tag(record *rec, const char *name, const char *value, size_t n)
{
	rec_span k, v;

	rec_clear(rec);
	k = (rec_span){ (uint32_t)rec->text.len, (uint32_t)strlen(name) };
	assert_int_equal(buf_add(&rec->text, name, k.len), 0);
	v = (rec_span){ (uint32_t)rec->text.len, (uint32_t)n };
	assert_int_equal(buf_add(&rec->text, value, n), 0);
	assert_int_equal(rec_add_tag(rec, k, v), 0);
}

/* A tag's value as a number, as strtol reads it: digits alone, and what
 * strtol takes besides (blanks, a sign, a tail, a number too long). */
static void tag_numbers(void **st)
{
	static const struct {
		const char *value;
		long n;
	} cases[] = {
		{ "7", 7 }, { "007", 7 }, { "123456789012345678", 123456789012345678L },
		{ "1234567890123456789", 1234567890123456789L }, { "99999999999999999999", LONG_MAX },
		{ " 7", 7 }, { "+3", 3 }, { "-2", -2 }, { "12x", 12 }, { "", -9 }, { "x", -9 },
		{ "1\\2", 12 }, /* an escaped digit: read once unescaped */
	};
	record rec = { 0 };
	(void)st;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		only_tag(&rec, "Game", cases[i].value, strlen(cases[i].value));
		assert_int_equal(rec_head_long(&rec, H_GAME, -9), cases[i].n);
	}
	rec_free(&rec);
}

/* A tag's value compared where it lies says what a copy of it, unescaped
 * and cut to the same size, compared with strcmp says: escapes before and
 * after the cut, a value longer than the cut, a NUL byte in it, the empty
 * value and the empty string, each against strings equal to it and not. */
static void tags_compared(void **st)
{
	static const struct {
		const char *value;
		size_t len;
	} values[] = {
#define V(s) { s, sizeof s - 1 }
		V("1"), V("12"), V(""), V("a\\b"), V("a\\"), V("\\\\x"), V("abcdefgh"),
		V("abcdefg\\h"), V("ab\0cd"), V("abcd\\"), V("\\a\\b\\c\\d\\e\\f\\g\\h"),
#undef V
	};
	static const char *const strings[] = {
		"1", "12", "", "ab", "a", "a\\", "\\x", "abcdefg", "abcdefgh", "abcdefghi", "ab",
		"abcd", "abc", "x",
	};
	record rec = { 0 };
	char out[8];
	(void)st;
	for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
		only_tag(&rec, "Match", values[i].value, values[i].len);
		for (size_t k = 0; k < sizeof strings / sizeof strings[0]; k++)
			for (size_t size = 1; size <= sizeof out; size++) {
				const rec_tag *t = rec_head_tag(&rec, H_MATCH);
				int want = !strcmp(rec_tag_unescaped(&rec, t, out, size), strings[k]);
				assert_int_equal(rec_tag_is(&rec, t, strings[k], size), want);
			}
	}
	rec_free(&rec);
}

/* A player's name shown is cut to fit between characters; whole, it is
 * every byte, unescaped; its hash is that of the whole. */
static void names_shown_and_whole(void **st)
{
	record rec = { 0 };
	buf a = { 0 }, b = { 0 };
	char out[8], first[8], second[8];
	uint64_t h;
	(void)st;
	only_tag(&rec, "White", "ab\\\\c\xd8\xb1\xd8\xb2", 9); /* ab\c and two letters */
	assert_string_equal(rec_tag_unescaped(&rec, rec_head_tag(&rec, H_WHITE), out, 6), "ab\\c\xd8");
	assert_string_equal(rec_tag_shown(&rec, rec_head_tag(&rec, H_WHITE), out, 6), "ab\\c");
	assert_string_equal(rec_tag_shown(&rec, rec_head_tag(&rec, H_WHITE), out, 7), "ab\\c\xd8\xb1");
	assert_int_equal(rec_players(&rec, first, second, sizeof first), 0);
	assert_string_equal(first, "ab\\c\xd8\xb1");
	assert_string_equal(second, "?");
	assert_int_equal(rec_player_names(&rec, &a, &b), 0);
	assert_string_equal(a.p, "ab\\c\xd8\xb1\xd8\xb2");
	assert_string_equal(b.p, "?");
	h = rec_tag_hash(&rec, rec_head_tag(&rec, H_WHITE));
	only_tag(&rec, "White", "ab\\\\c\xd8\xb1\xd8\xb3", 9);
	assert_true(rec_tag_hash(&rec, rec_head_tag(&rec, H_WHITE)) != h);
	only_tag(&rec, "White", "a\\b\\\\c\xd8\xb1\xd8\xb2", 10); /* the same, escaped */
	assert_true(rec_tag_hash(&rec, rec_head_tag(&rec, H_WHITE)) == h);
	buf_free(&a);
	buf_free(&b);
	rec_free(&rec);
}

/* A copy owns its text: it outlives the record it came from, and a copy
 * into a used record keeps that record's room. */
static void copies(void **st)
{
	record rec = { 0 }, copy = { 0 };
	diag d;
	rec_format fmt;
	char v[64];
	(void)st;
	assert_int_equal(read_text(tagged, &rec, &d, &fmt), 1);
	assert_int_equal(rec_copy(&copy, &rec), 0);
	rec_clear(&rec);
	buf_puts(&rec.text, "overwritten");
	assert_string_equal(rec_tag_value(&copy, "Black", v, sizeof v), "Maria");
	assert_int_equal(copy.nmoves, 3);
	assert_int_equal(rec_claimed(&copy), RES_WHITE);
	assert_int_equal(rec_copy(&copy, &rec), 0); /* a smaller one into the same */
	assert_int_equal(copy.ntags, 0);
	assert_string_equal(copy.text.p, "overwritten");
	rec_free(&rec);
	rec_free(&copy);
}

/* The format a file is read in, from its content: the first line only one
 * format writes, after any comments, boxes and titles; a first line of
 * moves is flat; prose is no record file at all. */
static void formats_detected(void **st)
{
	static const struct {
		const char *text;
		int fmt; /* -1: not a record file */
	} cases[] = {
		{ "\n\n[Event \"x\"]\n\n1. d6 *\n", FMT_TAGGED },
		{ "1. d6 d2 *\n", FMT_TAGGED },
		{ "; a comment\n[Event \"x\"]\n1. d6 *\n", FMT_TAGGED },
		{ "{\"game\":\"morris\",\"tags\":[],\"movetext\":[]}\n", FMT_JSON },
		{ "(;FF[4]GM[6])\n", FMT_SGF },
		{ "(\n;FF[4]GM[6]\n;B[52mhxv])\n", FMT_SGF },
		{ " 3 point match\n\n Game 1\n", FMT_MAT },
		{ "; [Event \"x\"]\n", FMT_MAT },
		{ "; GNU Backgammon 0.14 v BGBlitz\n; 3-point match\n\n\n 3 point match\n", FMT_MAT },
		{ "; +-------+\n; | Final |\n; +-------+\n\n 25 point match\n", FMT_MAT },
		{ "+-------+\n|  Monte Carlo 2010, Final |\n+-------+\r\n\r\n 25 point match\r\n",
		  FMT_MAT },
		{ "\n Game 1\n A : 0      B : 0\n", FMT_MAT },
		{ "  1) 52: 13/8 24/22     31: 8/5 6/5\n", FMT_MAT },
		{ "title\r 5 point match\r Game 1\r", FMT_MAT },
		{ "e5 e4 d3 *\n", FMT_FLAT },
		{ "5.5 5.1 1.9\n", FMT_FLAT },
		{ "These are my notes.\nNothing here.\n", -1 },
		{ "; only a comment\n", -1 },
	};
	(void)st;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const rec_fmt *f = fmt_detect(cases[i].text, strlen(cases[i].text));
		if ((f ? (int)f->id : -1) != cases[i].fmt)
			fail_msg("case %zu: %s", i, cases[i].text);
	}
	assert_true(fmt_looks_like_records("\xEF\xBB\xBF  [Event \"x\"]", 15));
	assert_true(fmt_looks_like_records(" 5 point match\n", 15));
	assert_false(fmt_looks_like_records("e5 e4 d3\n", 9)); /* a line of moves: only when named */
	assert_false(fmt_looks_like_records("", 0));
}

/* fmt_detect asks a line only of the formats its first byte may start
 * (rec_fmt's starts): no detector takes a line that starts with a byte
 * not in its starts. Lines the formats take, with their first byte made
 * each other byte that is not blank (fmt_detect passes over blanks). */
static void detectors_started(void **st)
{
	static const char *const texts[] = {
		"[Event \"x\"]", "1. d6 d2 *", "{\"game\":\"morris\"}", "{", "(;FF[4]GM[6])", "(",
		"3 point match", "15 point match", "Game 1", "1) 52: 13/8 24/22", "; [Event \"x\"]",
		"game=/lud/board/Nine Men's Morris.lud", "Move=[Move:mover=1,to=3]",
		"1\tPlace to d6", "1 d6 -> d5", "1 , take f4", "1 take f4",
	};
	char line[128];
	(void)st;
	for (size_t i = 0; rec_formats[i]; i++) {
		const rec_fmt *f = rec_formats[i];
		int took = 0;
		if (!f->detect || !f->starts)
			continue;
		for (size_t k = 0; k < sizeof texts / sizeof *texts; k++) {
			size_t n = strlen(texts[k]);
			took |= f->detect(texts[k], n, 1);
			for (unsigned c = 1; c < 256; c++) {
				if (c == ' ' || (c >= '\t' && c <= '\r'))
					continue;
				memcpy(line, texts[k], n + 1);
				line[0] = (char)c;
				if (f->detect(line, n, 1) && !strchr(f->starts, (int)c))
					fail_msg("%s takes '%s' with its first byte %u", f->name, texts[k], c);
			}
		}
		if (!took)
			fail_msg("%s takes none of the texts", f->name);
	}
}

/* Where the gate reads past a line's first number and its blanks (as
 * fmt_detect does). */
static size_t number_end(const char *p, size_t n)
{
	size_t i = 0;

	while (i < n && p[i] >= '0' && p[i] <= '9')
		i++;
	while (i < n && (p[i] == ' ' || p[i] == '\t'))
		i++;
	return i;
}

/* The byte there, or -1 where nothing stands there. */
static int past_number(const char *p, size_t n)
{
	size_t i = number_end(p, n);

	return i < n ? (unsigned char)p[i] : -1;
}

/* fmt_detect asks a line that starts with a digit only of the formats the
 * byte past its number and blanks passes (rec_fmt's after_number): no
 * detector takes such a line where that byte is not among its, or where
 * nothing stands there. Lines the formats take, with that byte made each
 * other byte, and cut short at each length. */
static void detectors_after_number(void **st)
{
	static const char *const texts[] = {
		"1. d6 d2 *", "12. a1-a4 3-0", "3 point match", "15  point match", "1) 52: 13/8 24/22",
		"  3)\t61: 24/18 13/8", "1 d6 -> d5", "1\tPlace to d6", "1 , take f4", "5.5 1 2",
	};
	char line[128];
	(void)st;
	for (size_t i = 0; rec_formats[i]; i++) {
		const rec_fmt *f = rec_formats[i];
		int took = 0;
		if (!f->detect || !f->after_number)
			continue;
		for (size_t k = 0; k < sizeof texts / sizeof *texts; k++) {
			size_t n = strlen(texts[k]), at = fmt_text_start(texts[k], n), x;
			const char *t = texts[k] + at;
			n -= at;
			took |= f->detect(t, n, 1);
			x = number_end(t, n);
			for (unsigned c = 0; c < 256 && x < n; c++) {
				int past;
				memcpy(line, t, n + 1);
				line[x] = (char)c;
				past = past_number(line, n);
				if (f->detect(line, n, 1) && (past < 0 || !strchr(f->after_number, past)))
					fail_msg("%s takes '%s' with byte %u past its number", f->name,
						 texts[k], c);
			}
			for (size_t m = 1; m <= n; m++) {
				int past = past_number(t, m);
				memcpy(line, t, m);
				line[m] = '\0';
				if (line[0] >= '0' && line[0] <= '9' && f->detect(line, m, 1) &&
				    (past < 0 || !strchr(f->after_number, past)))
					fail_msg("%s takes '%s' cut to %zu bytes", f->name, texts[k], m);
			}
		}
		if (!took)
			fail_msg("%s takes none of the texts", f->name);
	}
}

/* Binary data is one unreadable record, said at its first control byte. */
static void binary_refused(void **st)
{
	/* control bytes on a first line that is not UTF-8 either: binary */
	static const char bin[] = "[Event \"x\"]\x01\x02\xff\n";
	/* a name with ESC[8m in UTF-8 text, first (as convert writes it): text */
	static const char esc[] = "[Event \"a\x1b[8m\xc3\xa9\"]\n\n1. d6 *\n";
	record rec = { 0 };
	diag d;
	rec_format fmt;
	(void)st;
	assert_int_equal(read_text(bin, &rec, &d, &fmt), -1);
	assert_string_equal(d.code, "binary");
	assert_int_equal(d.line, 1);
	assert_int_equal(d.col, 12);
	assert_int_equal(read_text(esc, &rec, &d, &fmt), 1);
	assert_int_equal(fmt, FMT_TAGGED);
	rec_free(&rec);
}


/* fmt_binary_line's bytes a byte at a time, as it read them before it
 * passed eight plain bytes at once. */
static long binary_line_bytewise(const char *p, size_t n)
{
	long first = 0;

	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)p[i];
		if (!c)
			return (long)i + 1;
		if (!first && ((c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' &&
				c != '\v') || c == 0x7f))
			first = (long)i + 1;
	}
	return first && !jw_utf8(p, n) ? first : 0;
}

/* The same column on lines of plain text with one to three bytes of every
 * kind put anywhere (NUL, controls, DEL, bytes past ASCII, UTF-8). */
static void binary_line_agrees(void **st)
{
	static const char some[] = "\x00\x01\x1f\x7f\x80\xff\t\r\x0b\x0c \x20\x7e~\xc3\xa9";
	unsigned seed = 45;
	char line[80];
	int binary = 0;
	(void)st;
	for (int k = 0; k < 200000; k++) {
		size_t n = (size_t)rand_r(&seed) % sizeof line;
		for (size_t i = 0; i < n; i++)
			line[i] = (char)(' ' + rand_r(&seed) % 95);
		for (int j = rand_r(&seed) % 4; j > 0 && n; j--)
			line[rand_r(&seed) % n] = some[rand_r(&seed) % (sizeof some - 1)];
		long want = binary_line_bytewise(line, n), got = fmt_binary_line(line, n);
		if (want != got)
			fail_msg("line %d of %zu bytes: column %ld, a byte at a time %ld", k, n, got,
				 want);
		binary += want != 0;
	}
	print_message("binary_line_agrees: %d of 200,000 lines binary\n", binary);
	assert_true(binary > 20000 && binary < 180000); /* both kinds met */
}

/* The report's lines: text for people, JSON for machines, the counts and
 * the exit status they call for. */
static void report_lines(void **st)
{
	record rec = { 0 };
	diag d;
	rec_format fmt;
	verdict v = { 0 };
	char *text = NULL;
	size_t n = 0;
	FILE *out = open_memstream(&text, &n);
	report rep = { .out = out, .err = out };
	(void)st;
	assert_int_equal(read_text(tagged, &rec, &d, &fmt), 1);
	v.status = ST_VALID;
	v.result = RES_WHITE;
	v.claimed = RES_WHITE;
	v.termination = "line";
	v.verified = 1;
	v.plies = 3;
	rep_record(&rep, &rec, &v);
	diag_clear(&d);
	diag_at(&d, "t", 5, 14);
	diag_set(&d, "io", "no such thing");
	{
		referee *ref = ref_new(reg, NULL, "nine-mens-morris", NULL);
		assert_non_null(ref);
		ref_unread(ref, &rec, &v, &d);
		ref_free(ref);
	}
	rep_record(&rep, &rec, &v);
	rep_summary(&rep);
	fclose(out);
	assert_string_equal(text,
			    "t #1 (Ana \"the rook\" - Maria): valid, 1-0 (line), 3 plies\n"
			    "t #1 (Ana \"the rook\" - Maria): unreadable: no such thing\n"
			    "arbiter: t:5:14: no such thing\n"
			    "  1. d6 {a comment} d2 2. a7 1-0\n"
			    "               ^\n"
			    "2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable\n");
	assert_int_equal(rep_status(&rep), 2);
	free(text);
	{
		buf b = { 0 };
		jw_open(&b, '{');
		rep_verdict_fields(&b, &rec, &v);
		jw_close(&b, '}');
		assert_string_equal(b.p, "{\"file\":\"t\",\"record\":1,\"game\":null,\"variant\":null,"
					 "\"status\":\"unreadable\",\"plies\":0,\"result\":\"*\","
					 "\"termination\":\"unfinished\",\"verified\":false,"
					 "\"reason\":null,\"claimed\":null,\"error\":{\"ply\":null,"
					 "\"line\":5,\"column\":14,\"token\":null,\"code\":\"io\","
					 "\"message\":\"no such thing\"}}");
		buf_free(&b);
	}
	rec_free(&rec);
}

/* A random piece of text for report_shortcuts_agree: printable ASCII
 * mostly, with what the report escapes or cuts (a backslash, a tab, a
 * control byte, DEL, UTF-8 letters, a byte that is no UTF-8, a
 * bidirectional override), up to max bytes; sometimes exactly 127 or 128
 * bytes (a name's room in rec_tag_shown). No NUL, no newline where
 * lines. */
static size_t random_text(char *out, size_t max, int lines)
{
	static const char *const odd[] = { "\\", "\t", "\x01", "\x7f", "\xc3\xa9", "\xe2\x80\xae",
					   "\xff", "\"", "\r", "\xe4\xb8\xad" };
	size_t n = 0, want = (size_t)rand() % 5 == 0 ? 127 + (size_t)rand() % 3 : (size_t)rand() % max;
	int plain = rand() % 3 == 0; /* printable ASCII alone */

	if (want > max)
		want = max;
	while (n < want) {
		if (!plain && rand() % 12 == 0) {
			const char *o = odd[rand() % 10];
			size_t k = strlen(o);
			if (n + k > want || (lines && o[0] == '\r'))
				break;
			memcpy(out + n, o, k);
			n += k;
		} else {
			out[n++] = (char)(' ' + rand() % 95);
		}
	}
	return n;
}

/* rec_locate counting a text's lines sixteen bytes a step gives the line
 * and column a memchr a line gives (rec_locate_by_lines): 300 random
 * texts of up to 9,000 bytes (past 255 steps of sixteen, where the
 * counts are summed), newlines from none to one byte in two, CR and
 * bytes of every value among them, some with text dropped (gap_line),
 * 60 offsets in each, the text's ends among them. */
static void lines_located_alike(void **st)
{
	(void)st;
	srand(4545);
	for (int i = 0; i < 300; i++) {
		record rec = { 0 };
		size_t len = (size_t)rand() % (i % 10 ? 700 : 9000);
		int every = 1 + rand() % 60;

		for (size_t k = 0; k < len; k++) {
			char c = rand() % every == 0 ? '\n' : (char)(rand() % 256);
			buf_add(&rec.text, &c, 1);
		}
		rec.text_is_source = 1;
		rec.line = 1 + rand() % 50;
		if (i % 4 == 0 && len) {
			rec.gap = (uint32_t)((size_t)rand() % len);
			rec.gap_line = rec.line + 100 + rand() % 100;
		}
		for (int k = 0; k < 60; k++) {
			uint32_t off = (uint32_t)(k == 0 ? 0 : k == 1 ? len : (size_t)rand() % (len + 1));
			long line[2], col[2];
			for (int slow = 0; slow < 2; slow++) {
				rec_locate_by_lines = slow;
				rec_locate(&rec, off, &line[slow], &col[slow]);
			}
			rec_locate_by_lines = 0;
			assert_int_equal(line[0], line[1]);
			assert_int_equal(col[0], col[1]);
		}
		rec_free(&rec);
	}
}

/* The report's shortcuts for plain text (a player's name added as it
 * lies in the record, a source line looked at once, the message escaped
 * once for the verdict's line and the diagnostic) write what the usual
 * way writes (rep_plain_way): 3,000 random records, their names, messages,
 * source lines and columns random, every status, with and without -q.
 * The diagnostic's line is found from the offset the referee located it
 * from (verdict's err_off) in three in four; the verdict names a rule set
 * in three in four.
 * It fails with the name's room taken as 128 bytes (<= in player_shown),
 * with the backslash test left out, with a line holding a tab taken as
 * plain (its run counted with PLAIN_KEEP_LINES), or with the message
 * escaped once a byte short. */
static void report_shortcuts_agree(void **st)
{
	(void)st;
	srand(26);
	for (int i = 0; i < 3000; i++) {
		char text[1024], *got[2] = { NULL, NULL };
		size_t n = 0, w, k, l, size[2];
		record rec = { 0 };
		verdict v = { 0 };

		w = random_text(text, 200, 1);
		text[w] = '\n';
		k = random_text(text + w + 1, 200, 1);
		text[w + 1 + k] = '\n';
		l = random_text(text + w + k + 2, 220, 1);
		n = w + k + l + 2;
		text[n++] = '\n';
		buf_add(&rec.text, text, n);
		rec.file = "f.pgn";
		rec.index = i + 1;
		rec.line = 1;
		rec.text_is_source = 1;
		if (rand() % 4)
			rec_add_tag(&rec, (rec_span){ 0, 0 }, (rec_span){ 0, (uint32_t)w });
		if (rand() % 4)
			rec_add_tag(&rec, (rec_span){ 0, 0 }, (rec_span){ (uint32_t)w + 1, (uint32_t)k });
		/* the tags are named by the header's table: White and Black */
		rec.head.at[H_WHITE] = rec.ntags >= 1 ? 1 : 0;
		rec.head.at[H_BLACK] = rec.ntags == 2 ? 2 : 0;
		/* a rule set named in most, its name now and then not plain */
		if (rand() % 4) {
			static char names[3][40];
			static variant rules[3];
			int r = rand() % 3;
			size_t m = random_text(names[r], 30, 0);
			names[r][m] = '\0';
			rules[r].name = rand() % 3 ? "nine-mens-morris" : names[r];
			v.v = &rules[r];
		}
		v.status = (ref_status)(rand() % 4);
		v.result = RES_WHITE;
		v.claimed = -1;
		v.termination = "line";
		v.plies = rand() % 300;
		v.error_ply = 1 + rand() % 300;
		v.has_error = v.status != ST_VALID || rand() % 2;
		diag_clear(&v.err);
		diag_at(&v.err, rand() % 3 ? "f.pgn" : "f\x01.pgn", 3, 1 + rand() % (int)(l + 3));
		/* located from an offset on its line (a tag's value) in most:
		 * its line then found from there, not read again from the first */
		if (rand() % 4)
			v.err_off = (uint32_t)(w + k + 2 + (size_t)v.err.col - 1) + 1;
		{
			char msg[300];
			size_t m = random_text(msg, 250, 0);
			msg[m] = '\0';
			diag_set(&v.err, "x", "%s", msg);
			diag_token(&v.err, msg, m < 20 ? m : 20);
		}
		for (int plain = 0; plain < 2; plain++) {
			FILE *out = open_memstream(&got[plain], &size[plain]);
			report rep = { .out = out, .err = out, .quiet = i % 3 == 0 };
			assert_non_null(out);
			rep_plain_way = plain;
			rep_record(&rep, &rec, &v);
			rep_free(&rep);
			fclose(out);
		}
		rep_plain_way = 0;
		assert_int_equal(size[0], size[1]);
		assert_memory_equal(got[0], got[1], size[0]);
		free(got[0]);
		free(got[1]);
		rec_free(&rec);
	}
}

/* A line of moves read as spans (rec_taker's spans) and taken apart word
 * by word (rec_spanner), a word in its middle first, gives the elements, counts, verdicts and places the flat
 * reader gives without spans: blanks of every kind, a result at the end
 * and before other words, a NUL byte, a result alone, blank lines, a
 * last line with no line end. */
/* The records of text[0, len) read as spans and taken apart, beside the
 * same read without spans (spans_taken_apart): the records read, and the
 * EL_SPAN elements met, added to *records and *spans. */
static void spans_agree(const char *text, size_t len, int *records, int *spans)
{
	FILE *fa = fmemopen((void *)text, len, "r");
	FILE *fb = fmemopen((void *)text, len, "r");
	rec_reader *ra = reader_open(fa, "t", FMT_FLAT, 1), *rb = reader_open(fb, "t", FMT_FLAT, 1);
	record a = { 0 }, b = { 0 };

	a.take.spans = 1;
	for (;;) {
		diag da, db;
		int got_a = reader_next(ra, &a, &da), got_b = reader_next(rb, &b, &db);
		assert_int_equal(got_a, got_b);
		if (got_a == 0)
			break;
		(*records)++;
		if (got_a < 0) {
			assert_string_equal(da.code, db.code);
			assert_string_equal(da.msg, db.msg);
			assert_int_equal(da.line, db.line);
			assert_int_equal(da.col, db.col);
			continue;
		}
		assert_int_equal(a.nmoves, b.nmoves);
		/* each span split first at its second word, where it has one,
		 * then every span left at its first word, until none is left */
		for (size_t i = 0; i < a.nels; i++)
			*spans += a.els[i].kind == EL_SPAN;
		for (size_t i = 0; i < a.nels; i++) {
			uint32_t off, end;
			if (a.els[i].kind != EL_SPAN)
				continue;
			off = a.els[i].text.off;
			end = off + a.els[i].text.len;
			while (off < end && !a.spanner->blank[(unsigned char)a.text.p[off]])
				off++;
			while (off < end && a.spanner->blank[(unsigned char)a.text.p[off]])
				off++;
			if (off < end) {
				assert_int_equal(a.spanner->split(&a, i, off), (long)i + 1);
				assert_int_equal(a.els[i].kind, EL_SPAN);
				assert_int_equal(a.els[i + 1].kind, EL_MOVE);
				i++;
			}
		}
		for (size_t i = 0; i < a.nels; i++)
			if (a.els[i].kind == EL_SPAN)
				assert_int_equal(a.spanner->split(&a, i, a.els[i].text.off), (long)i);
		assert_int_equal(a.nels, b.nels);
		assert_int_equal(a.nmoves, b.nmoves);
		for (size_t i = 0; i < a.nels; i++) {
			assert_int_equal(a.els[i].kind, b.els[i].kind);
			assert_int_equal(a.els[i].who, b.els[i].who);
			assert_int_equal(a.els[i].text.off, b.els[i].text.off);
			assert_int_equal(a.els[i].text.len, b.els[i].text.len);
			assert_int_equal(a.els[i].line, b.els[i].line);
			assert_int_equal(a.els[i].col, b.els[i].col);
		}
	}
	rec_free(&a);
	rec_free(&b);
	reader_close(ra);
	reader_close(rb);
	fclose(fa);
	fclose(fb);
}

/* A line of moves read as spans (rec_taker's spans) and taken apart word
 * by word (rec_spanner), a word in its middle first, gives the elements, counts, verdicts and places the flat
 * reader gives without spans: blanks of every kind, a result at the end
 * and before other words, a NUL byte, a result alone, blank lines, a
 * last line with no line end. */
static void spans_taken_apart(void **st)
{
	static const char text[] =
		"4 4 0 8 1\n"
		"  e5 , d6;;c4\tb2 \r\n"
		"3 2 1-0\n"
		"1 2 1/2-1/2 7\n"
		"5 6 \0 7\n"
		"*\n"
		"\n"
		"a b c 0-1   \n"
		"1-0 4\n"
		"0 1 10 0-1x * 1-\n"
		"x";
	int spans = 0, records = 0;
	(void)st;
	spans_agree(text, sizeof text - 1, &records, &spans);
	assert_int_equal(records, 10);
	assert_int_equal(spans, 5);
}

/* Random lines of OpenSpiel's numbers ("12, 24, 3"), which span_moves
 * reads sixteen bytes at a time (flat.c's digit_blocks), with words of
 * one to nine digits, blanks of every kind between them, and now and
 * then a result, a word of letters, or digits glued to '-', '/' or '*',
 * read as spans and without (spans_agree). With digit_blocks' words
 * counted where a digit follows a digit (its shift left out), with no
 * word ended at a block's first byte (the block before's last digit left
 * out), or its answer one byte past the last space or comma, this
 * fails. */
static void spans_of_numbers(void **st)
{
	static const char *const odd[] = { "1-0", "0-1", "1/2-1/2", "*", "e5", "12-", "1/",
					   "0*", "x", "10-1", "1-0x" };
	static const char *const blank[] = { ", ", " ", ",", "  ", "\t", ";", ", \r", " ,  " };
	uint64_t seed = 0x2545F4914F6CDD1DULL;
	int spans = 0, records = 0;
	(void)st;
	for (int round = 0; round < 300; round++) {
		char text[4096];
		size_t n = 0;
		int lines = 1 + (int)(seed % 5);
		for (int l = 0; l < lines; l++) {
			int words;
			seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
			words = (int)(seed % 60);
			if (seed % 3 == 0)
				n += (size_t)sprintf(text + n, "%s", blank[seed >> 8 & 7]);
			for (int w = 0; w < words; w++) {
				seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
				if (seed % 40 == 0)
					n += (size_t)sprintf(text + n, "%s", odd[(seed >> 8) % 11]);
				else {
					int digits = 1 + (int)((seed >> 8) % (seed % 20 == 1 ? 9 : 3));
					for (int k = 0; k < digits; k++)
						text[n++] = (char)('0' + (seed >> (12 + 3 * k)) % 10);
				}
				n += (size_t)sprintf(text + n, "%s",
						     seed % 7 == 2 ? blank[(seed >> 40) & 7] : ", ");
			}
			if (seed % 5 != 3)
				text[n++] = '\n';
		}
		spans_agree(text, n, &records, &spans);
	}
	assert_true(spans > 300);
}

/* Random lines of squares and cells ("d6-d5 a1 xg7"), which span_moves
 * reads sixteen bytes at a time (flat.c's word_blocks), with words of one
 * to seven bytes, blanks of every kind between them, and now and then a
 * result, a word that starts as one ('0', '1', '*'), a NUL byte, a
 * comma or bytes past ASCII, read as spans and without (spans_agree). With the block that
 * stops word_blocks giving the words after its stop too, or none before
 * it, this fails. */
static void spans_of_squares(void **st)
{
	static const char *const odd[] = { "1-0", "0-1", "1/2-1/2", "*", "1a", "0", "*x", "10-1",
					   "1-0x", "", "a,b", "c;", "d\xc3\xa9", "\xe2\x80\x93" };
	static const char *const blank[] = { " ", "  ", "\t", ", ", " \r", ";" };
	static const char word[] = "abcdefgh2345678-x";
	uint64_t seed = 0x9E3779B97F4A7C15ULL;
	int spans = 0, records = 0, nuls = 0;
	(void)st;
	for (int round = 0; round < 400; round++) {
		char text[4096];
		size_t n = 0;
		int lines = 1 + (int)(seed % 4);
		for (int l = 0; l < lines; l++) {
			int words;
			seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
			words = (int)(seed % 40);
			for (int w = 0; w < words; w++) {
				seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
				if (seed % 30 == 0) {
					const char *o = odd[(seed >> 8) % 14];
					if (!*o) /* "": a NUL byte */
						text[n++] = '\0', nuls++;
					else
						n += (size_t)sprintf(text + n, "%s", o);
				} else {
					int bytes = 1 + (int)((seed >> 8) % 7);
					text[n++] = word[(seed >> 11) % 8]; /* a letter first */
					for (int k = 1; k < bytes; k++)
						text[n++] = word[(seed >> (14 + 3 * k)) % 17];
				}
				n += (size_t)sprintf(text + n, "%s",
						     seed % 9 == 4 ? blank[(seed >> 40) % 6] : " ");
			}
			if (seed % 5 != 3)
				text[n++] = '\n';
		}
		spans_agree(text, n, &records, &spans);
	}
	assert_true(spans > 400 && nuls > 10);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(tags_and_places),
		cmocka_unit_test(header_keys),
		cmocka_unit_test(tag_numbers),
		cmocka_unit_test(tags_compared),
		cmocka_unit_test(names_shown_and_whole),
		cmocka_unit_test(copies),
		cmocka_unit_test(formats_detected),
		cmocka_unit_test(detectors_started),
		cmocka_unit_test(detectors_after_number),
		cmocka_unit_test(binary_refused),
		cmocka_unit_test(binary_line_agrees),
		cmocka_unit_test(spans_taken_apart),
		cmocka_unit_test(spans_of_numbers),
		cmocka_unit_test(spans_of_squares),
		cmocka_unit_test(report_lines),
		cmocka_unit_test(report_shortcuts_agree),
		cmocka_unit_test(lines_located_alike),
	};
	return cmocka_run_group_tests_name("record", tests, setup, teardown);
}
