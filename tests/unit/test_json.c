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

/* Every record of a text, written out: each read's answer, the diag of a
 * refused one (code, message, line, column), and a read one's hints, tags
 * and elements (kind, player, line, column, text). */
static void digest(const char *text, buf *out)
{
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	json_reader *rd = json_open(f, "t.jsonl", 1);
	record rec = { 0 };
	diag d;
	int r;

	buf_clear(out);
	while ((r = json_read(rd, &rec, &d)) != 0) {
		buf_printf(out, "r%d %s|%s|%ld:%ld\n", r, d.code, r == 1 ? "" : d.msg, d.line, d.col);
		if (r == -2)
			break;
		if (r != 1)
			continue;
		buf_printf(out, "v%.*s n%.*s t%zu\n", (int)rec.variant_hint.len,
			   rec_at(&rec, rec.variant_hint), (int)rec.notation_hint.len,
			   rec_at(&rec, rec.notation_hint), rec.ntags);
		for (size_t i = 0; i < rec.nels; i++)
			buf_printf(out, " %d %d %u:%u %.*s\n", rec.els[i].kind, rec.els[i].who,
				   rec.els[i].line, rec.els[i].col, (int)rec.els[i].text.len,
				   rec_at(&rec, rec.els[i].text));
	}
	rec_free(&rec);
	json_close(rd);
	fclose(f);
}

static unsigned long rnd_state;

static unsigned rnd(unsigned n)
{
	rnd_state = rnd_state * 6364136223846793005UL + 1442695040888963407UL;
	return (unsigned)(rnd_state >> 33) % n;
}

/* The reader's plain items (a move ["move","d6"] or ["move","52: 6/1",0];
 * a DOXA event {"g":4,"t":1} or {"g":4,"w":"R"}) are read where they lie;
 * the same item with a blank before its ']' (DOXA: its members the other
 * way round), of the same length, goes the usual way. 3,000 random lines
 * of each, written both ways (the fast spelling and the usual, at the same
 * columns), with escapes, UTF-8, empty moves, players 0 to 2, results,
 * comments, grids and tiles 0 to 9, winners "R", "B", "x" and lines cut
 * short where an item starts, must give the same records and errors. With the fast path taking
 * a tile 9, or a move's player as 2, or its column one byte on, it fails. */
static void plain_items_as_usual(void **st)
{
	static const char *const words[] = { "d6", "52: 13/8 24/22", "c6", "4.1", "a", "x y",
					     "d\\u00366", "\xc3\xa9", "", "a\\\"b", "1-0", "*" };
	static const char *const kinds[] = { "move", "move", "move", "move", "result",
					     "comment", "nag" };
	static const char *const whos[] = { "", "", ",0", ",1", ",2" };
	buf fast = { 0 }, usual = { 0 }, a = { 0 }, b = { 0 };
	int lines = 0, items = 0;
	(void)st;
	rnd_state = 26;
	for (int round = 0; round < 200; round++) {
		buf_clear(&fast);
		buf_clear(&usual);
		for (int l = 0; l < 30; l++, lines++) {
			size_t f0 = fast.len, u0 = usual.len;
			int doxa = l % 2;
			const char *head = doxa ? "{\"type\":\"GameHistory\",\"events\":[" :
					   rnd(2) ? "{\"game\":\"uttt\",\"variant\":\"uttt-standard\","
						    "\"notation\":\"global\",\"tags\":[],\"movetext\":[" :
						    "{\"movetext\":[";
			int n = (int)rnd(40);
			size_t starts[40];
			buf_puts(&fast, head);
			buf_puts(&usual, head);
			for (int i = 0; i < n; i++, items++) {
				const char *sep = i ? "," : "";
				starts[i] = fast.len - f0 + (i > 0);
				if (doxa) {
					unsigned g = rnd(10) ? rnd(9) : 9, t = rnd(10) ? rnd(9) : 9;
					if (rnd(4)) {
						buf_printf(&fast, "%s{\"g\":%u,\"t\":%u}", sep, g, t);
						buf_printf(&usual, "%s{\"t\":%u,\"g\":%u}", sep, t, g);
					} else {
						char w = "RBSx"[rnd(4)];
						buf_printf(&fast, "%s{\"g\":%u,\"w\":\"%c\"}", sep, g, w);
						buf_printf(&usual, "%s{\"w\":\"%c\",\"g\":%u}", sep, w, g);
					}
				} else {
					const char *k = rnd(8) ? "move" : kinds[rnd(7)];
					const char *w = words[rnd(10) ? rnd(6) : rnd(12)];
					const char *who = whos[rnd(5)];
					buf_printf(&fast, "%s[\"%s\",\"%s\"%s] ", sep, k, w, who);
					buf_printf(&usual, "%s[\"%s\",\"%s\"%s ]", sep, k, w, who);
				}
			}
			if (doxa) {
				const char *end = rnd(2) ? ",{\"overall\":\"S\"}],\"overall_winner\":\"S\"}" :
						  "],\"overall_winner\":\"R\"}";
				buf_puts(&fast, end);
				buf_puts(&usual, end);
			} else {
				buf_puts(&fast, "]}");
				buf_puts(&usual, "]}");
			}
			assert_int_equal(fast.len - f0, usual.len - u0);
			if (n && !rnd(15)) { /* cut short where an item starts, in both */
				size_t cut = starts[rnd((unsigned)n)];
				fast.len = f0 + cut;
				usual.len = u0 + cut;
			}
			buf_puts(&fast, "\n");
			buf_puts(&usual, "\n");
		}
		digest(fast.p, &a);
		digest(usual.p, &b);
		if (strcmp(a.p, b.p))
			fail_msg("round %d:\n%s\n---\n%s", round, a.p, b.p);
	}
	assert_true(lines == 6000 && items > 100000);
	buf_free(&fast);
	buf_free(&usual);
	buf_free(&a);
	buf_free(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(reads),
		cmocka_unit_test(round_trip),
		cmocka_unit_test(bad_input),
		cmocka_unit_test(parser),
		cmocka_unit_test(not_utf8),
		cmocka_unit_test(plain_items_as_usual),
	};
	return cmocka_run_group_tests_name("json", tests, NULL, NULL);
}
