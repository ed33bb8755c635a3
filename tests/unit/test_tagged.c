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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(records_and_elements),
		cmocka_unit_test(bad_input),
		cmocka_unit_test(recovers),
		cmocka_unit_test(binary),
		cmocka_unit_test(huge_line),
		cmocka_unit_test(round_trip),
	};
	return cmocka_run_group_tests_name("tagged", tests, NULL, NULL);
}
