/* Transcripts: a record's moves in another notation of its game, its tokens
 * joined into plies; the expected plies worked out by hand from the boards'
 * numbering (PlayOK counts the points row by row from a7; the keypad runs
 * 7 8 9 / 4 5 6 / 1 2 3). */
#include "unit.h"
#include "registry.h"

#include <string.h>

#include "core/referee.h"
#include "core/transcribe.h"
#include "formats/reader.h"

/* The plies of the first record of text, written in target under the rule
 * set vname: the plies joined by single spaces into out. Returns the
 * verdict's status. */
static size_t unwritten, unwritten_el; /* of the last transcript */

static int transcribe(const char *vname, const char *text, const char *target, int keep,
		      char *out, size_t n)
{
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	rec_reader *rd = reader_open(f, "t", FMT_AUTO, 1);
	record rec = { 0 };
	transcript t = { 0 };
	referee *ref;
	verdict v;
	diag d;
	variant *var = var_find(reg, vname, &d);
	ref_opts opts = { .token = tr_token, .arg = &t };
	const char *const *moves;
	size_t k = 0;

	assert_non_null(var);
	assert_int_equal(reader_next(rd, &rec, &d), 1);
	ref = ref_new(reg, var, NULL, NULL);
	assert_int_equal(tr_start(&t, &rec, target, 1), 0);
	ref_judge(ref, &rec, &opts, &v);
	if (keep && v.status == ST_ILLEGAL)
		tr_keep_rest(&t, &v);
	moves = tr_moves(&t);
	unwritten = (size_t)t.unwritten;
	unwritten_el = t.unwritten_el;
	out[0] = '\0';
	for (size_t i = 0; i < rec.nels; i++)
		if (moves[i])
			k += (size_t)snprintf(out + k, n - k, "%s%s", k ? " " : "", moves[i]);
	tr_free(&t);
	ref_free(ref);
	rec_free(&rec);
	reader_close(rd);
	fclose(f);
	return v.status;
}

static const char mill[] = "[Variant \"nine-mens-morris\"]\n\n1. a7 b6 2. d7 b4 3. g7 xb6 *\n";

/* A removal written as a token of its own joins the ply that closed the
 * mill, in both notations. */
static void plies_joined(void **st)
{
	char out[256];
	(void)st;
	assert_int_equal(transcribe("nine-mens-morris", mill, "algebraic", 0, out, sizeof out),
			 ST_VALID);
	assert_string_equal(out, "a7 b6 d7 b4 g7xb6");
	assert_int_equal(transcribe("nine-mens-morris", mill, "playok", 0, out, sizeof out),
			 ST_VALID);
	assert_string_equal(out, "1 4 2 11 3x4");
}

/* PlayOK's numbers read back into algebraic give the plies written first. */
static void there_and_back(void **st)
{
	char out[256], text[512];
	(void)st;
	transcribe("nine-mens-morris", mill, "playok", 0, out, sizeof out);
	snprintf(text, sizeof text, "[Variant \"nine-mens-morris\"]\n[Notation \"playok\"]\n\n%s *\n",
		 out);
	assert_int_equal(transcribe("nine-mens-morris", text, "algebraic", 0, out, sizeof out),
			 ST_VALID);
	assert_string_equal(out, "a7 b6 d7 b4 g7xb6");
}

/* Ultimate Tic-Tac-Toe: e5 is the centre cell of the centre board. */
static void uttt_systems(void **st)
{
	static const char line[] = "e5 e4 d3 a9 *\n";
	char out[256];
	(void)st;
	transcribe("uttt-standard", line, "keypad", 0, out, sizeof out);
	assert_string_equal(out, "55 52 27 77");
	transcribe("uttt-standard", line, "board-cell", 0, out, sizeof out);
	assert_string_equal(out, "4.4 4.7 7.0 0.0");
	transcribe("uttt-standard", line, "json", 0, out, sizeof out); /* the game's first */
	assert_string_equal(out, "e5 e4 d3 a9");
}

/* --keep-invalid: the refused token and those after it, each on its own,
 * in the target notation where they decode, else as written. */
static void rest_kept(void **st)
{
	static const char bad[] = "[Variant \"nine-mens-morris\"]\n\n1. a7 a7 2. d7 zz9 *\n";
	char out[256];
	(void)st;
	assert_int_equal(transcribe("nine-mens-morris", bad, "playok", 1, out, sizeof out),
			 ST_ILLEGAL);
	assert_string_equal(out, "1 1 2 zz9");
	assert_int_equal(transcribe("nine-mens-morris", bad, "playok", 0, out, sizeof out),
			 ST_ILLEGAL);
	/* without it: the refused move too, told before it was played (convert
	 * then writes nothing of the record) */
	assert_string_equal(out, "1 1");
}

/* OpenSpiel's numbers keep a removal apart (separate), the same number a
 * placement or a removal as the position says; read back, the plies are
 * those written first. */
static void openspiel_plies(void **st)
{
	char out[256], text[512];
	(void)st;
	assert_int_equal(transcribe("nine-mens-morris", mill, "openspiel", 0, out, sizeof out),
			 ST_VALID);
	assert_string_equal(out, "0 3 1 10 2 3");
	snprintf(text, sizeof text, "[Variant \"nine-mens-morris\"]\n[Notation \"openspiel\"]\n\n"
		 "1. 0 3 2. 1 10 3. 2 3 *\n");
	assert_int_equal(transcribe("nine-mens-morris", text, "algebraic", 0, out, sizeof out),
			 ST_VALID);
	assert_string_equal(out, "a7 b6 d7 b4 g7xb6");
}

/* What a notation writes before the first move (Ludii's setup: the hands
 * filled, mover 0) opens the first ply, once. */
static void opening_once(void **st)
{
	static const char two[] = "[Variant \"three-mens-morris\"]\n\n1. b2 a1 *\n";
	char out[1024];
	(void)st;
	assert_int_equal(transcribe("three-mens-morris", two, "ludii", 0, out, sizeof out), ST_VALID);
	assert_string_equal(out, "[Move:mover=0,from=9,to=9,actions=[Add:type=Cell,to=9,what=1,"
			    "count=3]] [Move:mover=0,from=10,to=10,actions=[Add:type=Cell,to=10,"
			    "what=2,count=3]] [Move:mover=1,from=9,to=4,actions=[Move:typeFrom=Cell,"
			    "from=9,typeTo=Vertex,to=4,decision=true]] [Move:mover=2,from=10,to=0,"
			    "actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=0,decision=true]]");
}

/* A move the target cannot write (a pass: OpenSpiel has none) is counted,
 * with its element, and nothing of it is written. */
static void unwritten_counted(void **st)
{
	static const char text[] = "[Variant \"nine-mens-morris\"]\n\n1. a7 p *\n";
	char out[256];
	(void)st;
	/* a pass is illegal here; the transcript has seen it before the play */
	assert_int_equal(transcribe("nine-mens-morris", text, "openspiel", 0, out, sizeof out),
			 ST_ILLEGAL);
	assert_string_equal(out, "0 "); /* a7, and nothing of the pass */
	assert_int_equal(unwritten, 1);
	assert_int_equal(unwritten_el, 2); /* after "1." and a7 */
	assert_int_equal(transcribe("nine-mens-morris", text, "algebraic", 0, out, sizeof out),
			 ST_ILLEGAL);
	assert_int_equal(unwritten, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(plies_joined),
		cmocka_unit_test(there_and_back),
		cmocka_unit_test(uttt_systems),
		cmocka_unit_test(rest_kept),
		cmocka_unit_test(openspiel_plies),
		cmocka_unit_test(opening_once),
		cmocka_unit_test(unwritten_counted),
	};
	return cmocka_run_group_tests_name("transcribe", tests, setup, teardown);
}
