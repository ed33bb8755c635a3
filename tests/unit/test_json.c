/* The JSON Lines form of a record: reading, writing, and bad input. */
#include "unit.h"

#include <string.h>

#include "formats/format.h"
#include "formats/json.h"
#include "games/game.h"

static int read_one(const char *text, record *rec, diag *d)
{
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	json_reader *rd = json_open(f, "t.jsonl", 1);
	int r = json_read(rd, rec, d);
	json_close(rd);
	fclose(f);
	return r;
}

static const char line[] =
	"{\"game\":\"morris\",\"variant\":\"lasker\",\"notation\":\"algebraic\","
	"\"tags\":[[\"Event\",\"A \\\"quoted\\\" cup\"],[\"White\",\"Ayşe\"]],"
	"\"movetext\":[[\"move\",\"d6\"],[\"nag\",\"$3\"],[\"move\",\"a1\"],[\"comment\",\"a mill\"],"
	"[\"variation\",\"(1... g1)\"],[\"result\",\"1-0\"]]}\n";

static void reads(void **st)
{
	record rec = { 0 };
	diag d;
	char v[64];
	(void)st;
	assert_int_equal(read_one(line, &rec, &d), 1);
	assert_int_equal(rec.ntags, 2);
	assert_string_equal(rec_tag_value(&rec, "Event", v, sizeof v), "A \"quoted\" cup");
	assert_string_equal(rec_tag_value(&rec, "White", v, sizeof v), "Ayşe");
	assert_int_equal(rec.nmoves, 2);
	assert_int_equal(rec.nels, 6);
	assert_int_equal(rec_claimed(&rec), RES_WHITE);
	assert_memory_equal(rec_at(&rec, rec.els[3].text), "{a mill}", 8);
	assert_memory_equal(rec_at(&rec, rec.variant_hint), "lasker", 6);
	assert_memory_equal(rec_at(&rec, rec.notation_hint), "algebraic", 9);
	rec_free(&rec);
}

/* Written, then read, then written again: the same line. */
/* The JSON format's writer, through the table of formats. */
static int write_json(const record *rec, const char *const *moves, size_t upto,
		      const char *variant, const char *stop, const char *result, buf *out, diag *d)
{
	fmt_out o = { .moves = moves, .upto = upto, .game = "morris", .variant = variant,
		      .notation = "algebraic", .stop = stop, .result = result };

	return fmt_of(FMT_JSON)->write(NULL, rec, &o, out, d);
}

static void round_trip(void **st)
{
	record rec = { 0 };
	diag d;
	buf a = { 0 }, b = { 0 };
	const char *moves[6] = { "d6", NULL, "a1", NULL, NULL, NULL };
	(void)st;
	assert_int_equal(read_one(line, &rec, &d), 1);
	assert_int_equal(write_json(&rec, moves, rec.nels, "lasker", NULL, NULL, &a, &d), 0);
	assert_string_equal(a.p, line);
	assert_int_equal(read_one(a.p, &rec, &d), 1);
	assert_int_equal(write_json(&rec, moves, rec.nels, "lasker", NULL, NULL, &b, &d), 0);
	assert_string_equal(a.p, b.p);
	buf_clear(&b);
	/* cut before the second move, with a stop comment and a result */
	assert_int_equal(write_json(&rec, moves, 2, "lasker", "stopped", "*", &b, &d), 0);
	assert_non_null(strstr(b.p, "[\"comment\",\"stopped\"],[\"result\",\"*\"]]"));
	assert_null(strstr(b.p, "a1"));
	buf_free(&a);
	buf_free(&b);
	rec_free(&rec);
}

static void bad(const char *text, const char *words)
{
	record rec = { 0 };
	diag d;
	assert_int_equal(read_one(text, &rec, &d), -1);
	assert_string_equal(d.code, "bad-json");
	if (!strstr(d.msg, words))
		fail_msg("%s: %s", text, d.msg);
	rec_free(&rec);
}

static void bad_input(void **st)
{
	(void)st;
	bad("{\"movetext\": 3}\n", "movetext");
	bad("[1, 2]\n", "object");
	bad("{\"movetext\": [[\"move\"]]}\n", "pair");
	bad("{\"movetext\": [[\"castle\", \"O-O\"]]}\n", "move, comment");
	bad("{\"movetext\": [[\"comment\", \"a } b\"]]}\n", "cannot hold");
	bad("{\"tags\": [[\"Event\"]], \"movetext\": []}\n", "pair of strings");
	bad("{\"movetext\": [] \n", "not a JSON record");
	bad("{\"movetext\": [], \"movetext\": []}\n", "twice");
	bad("{\"movetext\": []} x\n", "more after");
	bad("{\"movetext\": [[\"move\", \"d\\u00\"]]}\n", "escape");
	bad("{\"movetext\": [[\"move\", \"\xc3\x28\"]]}\n", "not UTF-8");
	bad("{\"movetext\": [[\"move\", \"a\tb\"]]}\n", "control");
	bad("{\"movetext\": [[\"move\", \"d6\", 2]]}\n", "with the player");
	bad("{\"x\": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]], \"movetext\": []}\n",
	    "too deep");
}

/* The reader parses the line itself: escapes, surrogate pairs, keys it does
 * not know (of any shape) passed over, the player of a move. */
static void parser(void **st)
{
	record rec = { 0 };
	diag d;
	char v[64];
	(void)st;
	assert_int_equal(read_one("{\"x\": {\"a\": [1, -2.5e3, true, null, \"s\\\"\"]}, "
				  "\"tags\": [[\"Event\", \"caf\\u00e9 \\ud83c\\udfb2 \\\"q\\\" \\n\"]],"
				  " \"movetext\": [[\"move\", \"d6\", 1], [\"result\", \"*\"]]}\n",
				  &rec, &d), 1);
	assert_string_equal(rec_tag_value(&rec, "Event", v, sizeof v), "caf\xc3\xa9 \xf0\x9f\x8e\xb2 \"q\" \n");
	assert_int_equal(rec.nmoves, 1);
	assert_int_equal(rec.els[0].who, 1);
	rec_free(&rec);
}

/* Text that is not UTF-8 cannot go into JSON: an error, never a silent loss. */
static void not_utf8(void **st)
{
	record rec = { 0 };
	diag d;
	buf out = { 0 };
	const char *moves[1] = { NULL };
	(void)st;
	buf_puts(&rec.text, "Event\nbad \xff byte\n");
	rec_add_tag(&rec, (rec_span){ 0, 5 }, (rec_span){ 6, 10 });
	assert_int_equal(write_json(&rec, moves, 0, "x", NULL, NULL, &out, &d),
			 -1);
	assert_string_equal(d.code, "not-utf8");
	assert_int_equal(out.len, 0);
	buf_free(&out);
	rec_free(&rec);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(reads),
		cmocka_unit_test(round_trip),
		cmocka_unit_test(bad_input),
		cmocka_unit_test(parser),
		cmocka_unit_test(not_utf8),
	};
	return cmocka_run_group_tests_name("json", tests, NULL, NULL);
}
