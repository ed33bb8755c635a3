/* The tagged record reader and writer. */
#include "unit.h"

#include <string.h>

#include "formats/format.h"
#include "formats/tagged.h"
#include "games/game.h"

typedef struct reader {
	FILE *f;
	tagged_reader *rd;
	record rec;
	diag d;
} reader;

static void open_text(reader *r, const char *text, size_t n)
{
	memset(r, 0, sizeof *r);
	r->f = fmemopen((void *)text, n, "r");
	r->rd = tagged_open(r->f, "t.pgn", 1);
}

static void close_text(reader *r)
{
	rec_free(&r->rec);
	tagged_close(r->rd);
	fclose(r->f);
}

static int next(reader *r)
{
	return tagged_read(r->rd, &r->rec, &r->d);
}

static size_t count(const record *rec, el_kind k)
{
	size_t n = 0;
	for (size_t i = 0; i < rec->nels; i++)
		n += rec->els[i].kind == k;
	return n;
}

static const char two[] =
	"\xEF\xBB\xBF[Event \"Club \\\"open\\\"\"]\r\n"
	"[White \"A\"] [Black \"B\"]\r\n"
	"\r\n"
	"1. d6 a1 {a comment\r\nover two lines} 2. f6!? $3 g7 (2... g1 3. b6) ; rest of line\r\n"
	"3. b6xa1 * [Event \"Second\"]\n"
	"\n"
	"1.d6 1... a1 2. f6 0-1\n";

static void records_and_elements(void **st)
{
	reader r;
	char v[64];
	(void)st;
	open_text(&r, two, sizeof two - 1);
	assert_int_equal(next(&r), 1);
	assert_int_equal(r.rec.index, 1);
	assert_int_equal(r.rec.ntags, 3);
	assert_string_equal(rec_tag_value(&r.rec, "Event", v, sizeof v), "Club \"open\"");
	assert_string_equal(rec_tag_value(&r.rec, "Black", v, sizeof v), "B");
	assert_null(rec_tag_value(&r.rec, "Site", v, sizeof v));
	assert_int_equal(r.rec.nmoves, 5);
	assert_int_equal(count(&r.rec, EL_COMMENT), 2);
	assert_int_equal(count(&r.rec, EL_VARIATION), 1);
	assert_int_equal(count(&r.rec, EL_NAG), 2);
	assert_int_equal(count(&r.rec, EL_NUMBER), 3);
	assert_int_equal(rec_claimed(&r.rec), RES_NONE);
	/* b6xa1 on line 6, column 4 (the comment took two lines) */
	for (size_t i = 0; i < r.rec.nels; i++)
		if (r.rec.els[i].kind == EL_MOVE && r.rec.els[i].text.len == 5) {
			assert_int_equal(r.rec.els[i].line, 6);
			assert_int_equal(r.rec.els[i].col, 4);
		}
	assert_int_equal(next(&r), 1);
	assert_int_equal(r.rec.index, 2);
	assert_int_equal(r.rec.line, 6);
	assert_int_equal(r.rec.nmoves, 3);
	assert_int_equal(rec_claimed(&r.rec), RES_BLACK);
	assert_int_equal(next(&r), 0);
	close_text(&r);
}

static void expect_unreadable(const char *text, const char *code, long line, long col)
{
	reader r;
	open_text(&r, text, strlen(text));
	assert_int_equal(next(&r), -1);
	assert_string_equal(r.d.code, code);
	assert_int_equal(r.d.line, line);
	assert_int_equal(r.d.col, col);
	close_text(&r);
}

static void bad_input(void **st)
{
	(void)st;
	expect_unreadable("[Event \"x]\n\nd6 *\n", "bad-tag", 1, 8);
	expect_unreadable("[Event x]\n\nd6 *\n", "bad-tag", 1, 8);
	expect_unreadable("[Event \"x\"\n\nd6 *\n", "bad-tag", 1, 11);
	expect_unreadable("d6 {never closed\na1\n", "truncated", 1, 4);
	expect_unreadable("d6 (a1 d1\n", "truncated", 1, 4);
	expect_unreadable("d6 a1 ) *\n", "bad-movetext", 1, 7);
}

/* After an unreadable record, reading goes on with the next one. */
static void recovers(void **st)
{
	static const char text[] = "[Event \"x]\n\nd6 *\n\n[Event \"ok\"]\n\nd6 a1 *\n";
	reader r;
	(void)st;
	open_text(&r, text, sizeof text - 1);
	assert_int_equal(next(&r), -1);
	assert_int_equal(next(&r), 1);
	assert_int_equal(r.rec.index, 2);
	assert_int_equal(r.rec.nmoves, 2);
	assert_int_equal(next(&r), 0);
	close_text(&r);
}

static void binary(void **st)
{
	static const char text[] = "[Event \"a\"]\n\nd6\0\x01\x02 *\n";
	reader r;
	(void)st;
	open_text(&r, text, sizeof text - 1);
	assert_int_equal(next(&r), -1);
	assert_string_equal(r.d.code, "binary");
	assert_int_equal(r.d.line, 3);
	close_text(&r);
}

/* A 10 MB line is read whole, with memory for it alone. */
static void huge_line(void **st)
{
	size_t n = 10 << 20;
	char *text = malloc(n + 1);
	reader r;
	(void)st;
	for (size_t i = 0; i < n; i += 3)
		memcpy(text + i, "d6 ", n - i < 3 ? n - i : 3);
	text[n - 1] = '\n';
	open_text(&r, text, n);
	assert_int_equal(next(&r), 1);
	assert_true(r.rec.nmoves > 3000000);
	assert_int_equal(next(&r), 0);
	close_text(&r);
	free(text);
}

/* The writer's output reads back to the same record. */
static void round_trip(void **st)
{
	reader r, back;
	const char *moves[64] = { 0 };
	buf out = { 0 }, again = { 0 };
	(void)st;
	open_text(&r, two, sizeof two - 1);
	assert_int_equal(next(&r), 1);
	for (size_t i = 0; i < r.rec.nels; i++)
		if (r.rec.els[i].kind == EL_MOVE) {
			static char tok[64][16];
			snprintf(tok[i], sizeof tok[i], "%.*s", (int)r.rec.els[i].text.len,
				 rec_at(&r.rec, r.rec.els[i].text));
			moves[i] = tok[i];
		}
	assert_int_equal(fmt_of(FMT_TAGGED)->write(NULL, &r.rec,
						   &(fmt_out){ .moves = moves, .upto = r.rec.nels },
						   &out, NULL), 0);
	assert_non_null(strstr(out.p, "1. d6 a1 {a comment"));
	assert_non_null(strstr(out.p, "{ rest of line}"));
	open_text(&back, out.p, out.len);
	assert_int_equal(next(&back), 1);
	assert_int_equal(back.rec.ntags, r.rec.ntags);
	assert_int_equal(back.rec.nmoves, r.rec.nmoves);
	for (size_t i = 0; i < back.rec.nels; i++) /* the same moves, at their new places */
		if (back.rec.els[i].kind == EL_MOVE) {
			static char tok2[64][16];
			snprintf(tok2[i], sizeof tok2[i], "%.*s", (int)back.rec.els[i].text.len,
				 rec_at(&back.rec, back.rec.els[i].text));
			moves[i] = tok2[i];
		} else {
			moves[i] = NULL;
		}
	assert_int_equal(fmt_of(FMT_TAGGED)->write(NULL, &back.rec,
						   &(fmt_out){ .moves = moves, .upto = back.rec.nels },
						   &again, NULL), 0);
	assert_string_equal(out.p, again.p); /* canonical: a fixed point */
	close_text(&back);
	close_text(&r);
	buf_free(&out);
	buf_free(&again);
}


/* A window's taker for word_by_word_agrees: what it is given, as text,
 * into a log, all but the last element dropped. */
static void take_window(void *arg, record *r)
{
	buf *log = arg;

	for (size_t i = 0; i + 1 < r->nels; i++)
		buf_printf(log, "w%d %u:%u %.*s|", r->els[i].kind, r->els[i].line, r->els[i].col,
			   (int)r->els[i].text.len, rec_at(r, r->els[i].text));
	rec_drop(r, r->nels ? r->nels - 1 : 0);
}

/* Every record of text read into log: what tagged_read says, its diagnostic,
 * counts and elements (kind, who, place, text). */
static void read_all(const char *text, size_t n, size_t window, buf *log)
{
	reader r;
	int got;

	open_text(&r, text, n);
	if (window)
		r.rec.take = (rec_taker){ .fn = take_window, .arg = log, .window = window };
	while ((got = next(&r)) != 0 && got != -2) {
		buf_printf(log, "\n%d #%ld @%ld tags %zu moves %zu base %zu cut %d [%s %ld:%ld %s]: ",
			   got, r.rec.index, r.rec.line, r.rec.ntags, r.rec.nmoves, r.rec.el_base,
			   r.rec.cut_off, r.d.code, r.d.line, r.d.col, r.d.msg);
		for (size_t i = 0; got == 1 && i < r.rec.nels; i++) {
			const rec_el *e = &r.rec.els[i];
			buf_printf(log, "%d/%d %u:%u %.*s|", e->kind, e->who, e->line, e->col,
				   (int)e->text.len, rec_at(&r.rec, e->text));
		}
	}
	buf_printf(log, "\nend %d", got);
	close_text(&r);
}

/* words_read (the usual words read in one loop) against word() for every
 * word: random records of tags and movetext (moves of letters and of
 * digits, move numbers, numbers glued to moves, board.cell moves, PlayOK's
 * slides, suffixes, NAGs, results in and at the end, Sanmill's squares
 * after a blank, glued and chained, comments of both kinds, variations,
 * blanks of every kind, byte-order marks, lines cut anywhere), read whole
 * and in windows of 3 elements, give the same returns, diagnostics, counts
 * and elements. With words_read taking a word that ends in '?' as a move
 * whole (its test of the suffix left out, for letters or for board.cell's
 * "4.4?"), counting a move number as a move, taking "1-0" as a move (its
 * test of a result left out), taking "4.d4" as a move whole, or a square
 * glued to the word before it as a move of its own, it fails. */
static void word_by_word_agrees(void **st)
{
	static const char *const words[] = {
		"d6", "a1xb2", "d6-d5xg7", "x", "e5!", "f6?!", "d6?", "!", "12", "0", "305", "7.", "12...",
		"3.d6", "4.4", "1.2.", "12.!", "$3", "$", "1-0", "0-1", "1/2-1/2", "*", "1-", "0-1x",
		"(3,4)", "-", "-(2,3)", "(1,6)->(1,7)", "{note}", "{a\nb}", ";rest", "(2... g1)",
		"(a (b) c)", ")", "}", "[", "[Event \"x\"]", "d6{c}", "a1(b)", "Z9", "_x", "...",
		"\xEF\xBB\xBF", "1.", "2.", "e4.", "9999999", "d6x", "11-19", "4-5", "23-22x19",
		"1-0x", "1/2-1/3", "0-0", "12-13!", "5x3?", "(2,7)->(2,6)", "(1,2) -(2,3)",
		"(3,4)(1,2)", "(3,4 ", "(9,9)-(1,1)", "d6(3,4)", "(1,2)!",
		"0.0", "8.8", "4..4", "12.34", "4.4.", "4.4!", "4.4?!", "4.4-5", "4.4x", "4.d4",
		"4.4(3,4)", "4.4{c}", "1.2.3", "4.4$1",
	};
	static const char *const blanks[] = { " ", " ", " ", "  ", "\t", "\n", "\r\n", " \n",
					      "\n\n", "\v", "\f", "" };
	static const char *const tags[] = { "[Event \"E\"]\n", "[Notation \"openspiel\"]\n",
					    "[White \"A\"] [Black \"B\"]\n", "[Result \"1-0\"]\n",
					    "[Bad tag]\n", "\n" };
	buf text = { 0 }, a = { 0 }, b = { 0 };
	unsigned seed = 26;
	int differ = 0;
	(void)st;
	for (int round = 0; round < 600; round++) {
		buf_clear(&text);
		for (int rec = 0, nrec = 1 + (int)(rand_r(&seed) % 4); rec < nrec; rec++) {
			for (int k = (int)(rand_r(&seed) % 4); k > 0; k--)
				buf_puts(&text, tags[rand_r(&seed) % (sizeof tags / sizeof *tags)]);
			buf_puts(&text, "\n");
			for (int w = (int)(rand_r(&seed) % 40); w > 0; w--) {
				unsigned r = rand_r(&seed) % 100;
				/* mostly the usual words: moves, numbers, move numbers */
				if (r < 30)
					buf_printf(&text, "%c%d", 'a' + (int)(rand_r(&seed) % 7),
						   1 + (int)(rand_r(&seed) % 7));
				else if (r < 50)
					buf_printf(&text, "%u", rand_r(&seed) % 600);
				else if (r < 60)
					buf_printf(&text, "%u.", 1 + rand_r(&seed) % 90);
				else if (r < 70) /* board.cell's */
					buf_printf(&text, "%u.%u", rand_r(&seed) % 9, rand_r(&seed) % 9);
				else
					buf_puts(&text, words[rand_r(&seed) % (sizeof words / sizeof *words)]);
				buf_puts(&text, blanks[rand_r(&seed) % (sizeof blanks / sizeof *blanks)]);
			}
			if (rand_r(&seed) % 3)
				buf_puts(&text, rand_r(&seed) % 2 ? "1-0\n\n" : "* {end}\n\n");
		}
		if (rand_r(&seed) % 5 == 0) /* cut anywhere */
			text.len = rand_r(&seed) % (text.len + 1);
		for (size_t window = 0; window <= 3; window += 3) {
			buf_clear(&a);
			buf_clear(&b);
			tagged_word_by_word = 1;
			read_all(text.p, text.len, window, &a);
			tagged_word_by_word = 0;
			read_all(text.p, text.len, window, &b);
			if (a.len != b.len || memcmp(a.p, b.p, a.len)) {
				if (!differ++) {
					size_t i = 0;
					while (i < a.len && i < b.len && a.p[i] == b.p[i])
						i++;
					while (i > 0 && a.p[i - 1] != '\n')
						i--; /* from the line that differs */
					print_message("differ on:\n%.*s\nword by word:%.300s\nwords_read:%.300s\n",
						      (int)text.len, text.p, a.p + i, b.p + i);
				}
			}
		}
	}
	buf_free(&text);
	buf_free(&a);
	buf_free(&b);
	assert_int_equal(differ, 0);
}

/* A record's movetext lines read in one pass (lines_read) against line by
 * line, word by word (tagged_word_by_word): random records of many lines
 * of the usual words (moves of letters, of digits, PlayOK's slides,
 * board.cell's moves, move numbers, comments closed on their line), each line ending plainly, in a
 * blank, in CR LF, in a comment or in a word of another kind, and lines
 * that break the pass: a blank line then a first move number (the next
 * game), a comment over two lines, a ';' comment, a '%' line, blanks
 * first, a byte-order mark, a tag, a result at a line's start, inside it
 * and at its end, a NAG, a suffix, a variation, a square; the text cut
 * anywhere (a record cut at the buffer's end), and one text of 1.5 MB (the
 * lines' buffer refilled between lines); each read whole and in windows of
 * 3 elements. Read with the pass's first byte taken as the line's (as
 * lines.h gave it before a pass over lines moved on: lines_copy_ahead's
 * test of where the region starts left out), with lines_read after a blank
 * line (the `lead == n` test left out), or with the line not counted at a
 * newline, it fails. */
static void lines_read_agrees(void **st)
{
	static const char *const breaks[] = {
		"\n\n1. d6 a1\n", "{two\nlines} ", "; to the end\n", "\n% escaped\n", "\n  a1 ",
		"\n\xEF\xBB\xBF" "b2 ", "\n[Event \"x\"]\n", "\n1-0 ", " 1-0 {won}\n\n", " * ", "$3 ",
		"e5!? ", "(c1 c2) ", "(3,4) ", "-(2,3) ", "\n{note}\n", "{c}d6 ", "12.d6 ", "\n\n",
		"\r\n", " \r\n", "\t", "\n)", "\n}", "\n(", "1/2-1/2\n",
	};
	buf text = { 0 }, a = { 0 }, b = { 0 };
	unsigned seed = 2622;
	int differ = 0;
	(void)st;
	for (int round = 0; round < 400; round++) {
		int big = round == 399, width = 10 + (int)(rand_r(&seed) % 80), col = 0;
		buf_clear(&text);
		for (int rec = 0, nrec = big ? 2000 : 1 + (int)(rand_r(&seed) % 4); rec < nrec; rec++) {
			if (rand_r(&seed) % 4)
				buf_puts(&text, "[Event \"E\"]\n[Result \"*\"]\n\n");
			for (int w = (int)(rand_r(&seed) % (big ? 300 : 400)); w > 0; w--) {
				unsigned r = rand_r(&seed) % 1000;
				if (r < 300)
					buf_printf(&text, "%c%d", 'a' + (int)(rand_r(&seed) % 7),
						   1 + (int)(rand_r(&seed) % 7));
				else if (r < 500)
					buf_printf(&text, "%u", rand_r(&seed) % 24);
				else if (r < 700)
					buf_printf(&text, "%u.", 1 + rand_r(&seed) % 90);
				else if (r < 800)
					buf_printf(&text, "d%u-d%ux%c%u", 1 + rand_r(&seed) % 7,
						   1 + rand_r(&seed) % 7, 'a' + (int)(rand_r(&seed) % 7),
						   1 + rand_r(&seed) % 7);
				else if (r < 880)
					buf_puts(&text, "{a comment}");
				else if (r < 900)
					buf_printf(&text, "%u-%u", rand_r(&seed) % 32, rand_r(&seed) % 32);
				else if (r < 910) /* board.cell's */
					buf_printf(&text, "%u.%u", rand_r(&seed) % 9, rand_r(&seed) % 9);
				else if (r < 930 + (big ? 0 : 30))
					buf_puts(&text, breaks[rand_r(&seed) % (sizeof breaks / sizeof *breaks)]);
				else
					buf_puts(&text, "b3");
				if ((col += 4) >= width) { /* a line's end, of one kind or another */
					unsigned e = rand_r(&seed) % 10;
					buf_puts(&text, e < 6 ? "\n" : e < 8 ? " \n" : e < 9 ? "\r\n" : " {end}\n");
					col = 0;
				} else {
					buf_puts(&text, " ");
				}
			}
			buf_puts(&text, rand_r(&seed) % 3 ? " 1-0\n\n" : "\n\n");
		}
		if (!big && rand_r(&seed) % 5 == 0) /* cut anywhere */
			text.len = rand_r(&seed) % (text.len + 1);
		for (size_t window = 0; window <= 3; window += 3) {
			buf_clear(&a);
			buf_clear(&b);
			tagged_word_by_word = 1;
			read_all(text.p, text.len, window, &a);
			tagged_word_by_word = 0;
			read_all(text.p, text.len, window, &b);
			if ((a.len != b.len || memcmp(a.p, b.p, a.len)) && !differ++) {
				size_t i = 0;
				while (i < a.len && i < b.len && a.p[i] == b.p[i])
					i++;
				print_message("round %d, window %zu, text of %zu bytes: line by line "
					      "%.300s\nlines_read %.300s\n", round, window, text.len,
					      a.p + (i > 100 ? i - 100 : 0), b.p + (i > 100 ? i - 100 : 0));
			}
		}
	}
	buf_free(&text);
	buf_free(&a);
	buf_free(&b);
	assert_int_equal(differ, 0);
}

/* A window's taker as validate's: the elements before the last move go. */
static void keep_last_move(void *arg, record *r)
{
	size_t last = r->nels;
	(void)arg;
	while (last > 0 && r->els[last - 1].kind != EL_MOVE)
		last--;
	if (last > 1)
		rec_drop(r, last - 1);
}

/* The notes after a result, a window taken while they are read (the
 * record's first 16 elements fill its first array, the result the 16th):
 * the result stays the record's last element, every note before it, in
 * order. With the result's index not moved by the window, its memmove's
 * length went below zero and validate crashed (ARBITER_WINDOW=3). */
static void notes_after_result_in_windows(void **st)
{
	static const char text[] = "[Event \"E\"]\n\n"
				   "1. a1 b6 2. c5 d7 3. e3 f4 4. g7 a4 5. b2 c3 1-0 {a} {b} {c} {d}\n";
	static const char *const want[] = { "c3", "{a}", "{b}", "{c}", "{d}", "1-0" };
	reader r;
	(void)st;
	open_text(&r, text, sizeof text - 1);
	r.rec.take = (rec_taker){ .fn = keep_last_move, .window = 3 };
	assert_int_equal(next(&r), 1);
	assert_int_equal(r.rec.el_base, 14); /* up to the last move, with the first window */
	assert_int_equal(r.rec.nels, 6);
	for (size_t i = 0; i < 6; i++) {
		assert_int_equal(r.rec.els[i].text.len, strlen(want[i]));
		assert_memory_equal(rec_at(&r.rec, r.rec.els[i].text), want[i], strlen(want[i]));
	}
	close_text(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(records_and_elements),
		cmocka_unit_test(bad_input),
		cmocka_unit_test(recovers),
		cmocka_unit_test(binary),
		cmocka_unit_test(huge_line),
		cmocka_unit_test(round_trip),
		cmocka_unit_test(word_by_word_agrees),
		cmocka_unit_test(lines_read_agrees),
		cmocka_unit_test(notes_after_result_in_windows),
	};
	return cmocka_run_group_tests_name("tagged", tests, NULL, NULL);
}
