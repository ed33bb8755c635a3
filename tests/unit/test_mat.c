/* The backgammon containers, .mat and SGF, read and written back, and the
 * matches their games make: running score, the match's end, a score line
 * the games before contradict. */
#include "unit.h"
#include "registry.h"

#include <string.h>

#include "core/referee.h"
#include "formats/format.h"
#include "formats/reader.h"

typedef struct file {
	FILE *f;
	rec_reader *rd;
	record rec;
	diag d;
} file;

static void open_text(file *t, const char *text)
{
	memset(t, 0, sizeof *t);
	t->f = fmemopen((void *)text, strlen(text), "r");
	t->rd = reader_open(t->f, "t", FMT_AUTO, 1);
	assert_non_null(t->rd);
}

static void open_path(file *t, const char *rel)
{
	char path[512];

	memset(t, 0, sizeof *t);
	unit_path(path, sizeof path, rel);
	assert_non_null(t->f = fopen(path, "rb"));
	t->rd = reader_open(t->f, rel, FMT_AUTO, 1);
	assert_non_null(t->rd);
}

static void close_file(file *t)
{
	reader_close(t->rd);
	fclose(t->f);
	rec_free(&t->rec);
}

static int next(file *t)
{
	return reader_next(t->rd, &t->rec, &t->d);
}

static long tag(const file *t, const char *name)
{
	return rec_tag_long(&t->rec, name, -99);
}

/* Each game a record, with the tags its match implies. */
static void mat_games(void **st)
{
	file t;
	char v[32];
	(void)st;
	open_path(&t, "tests/data/backgammon/two-matches.mat");
	assert_int_equal(next(&t), 1);
	assert_int_equal(t.rec.format, FMT_MAT);
	assert_int_equal(tag(&t, "Match"), 1);
	assert_int_equal(tag(&t, "Length"), 1);
	assert_string_equal(rec_tag_value(&t.rec, "White", v, sizeof v), "gnubg");
	assert_string_equal(rec_tag_value(&t.rec, "Black", v, sizeof v), "root");
	assert_int_equal(next(&t), 1);
	assert_int_equal(tag(&t, "Match"), 2);
	assert_int_equal(tag(&t, "Length"), 3);
	assert_int_equal(next(&t), 1);
	assert_int_equal(tag(&t, "Match"), 2);
	assert_int_equal(t.rec.index, 3);
	assert_int_equal(next(&t), 0);
	close_file(&t);
}

/* A line that belongs to no game is one unreadable record; the next game
 * is read after it. "Losses" beside "Wins" must agree. */
static void mat_faults(void **st)
{
	static const char text[] =
		" 3 point match\n\n Game 1\n A : 0        B : 0\n  1) 52: 13/8 24/22\n"
		" what is this\n\n Game 2\n A : 0        B : 0\n  1) 52: 13/8 24/22\n"
		"      Wins 1 point\n      Losses 2 points\n";
	file t;
	(void)st;
	open_text(&t, text);
	assert_int_equal(next(&t), -1);
	assert_string_equal(t.d.code, "bad-mat");
	assert_int_equal(t.d.line, 6);
	assert_int_equal(next(&t), -1);
	assert_string_equal(t.d.code, "claims-disagree");
	assert_non_null(strstr(t.d.msg, "Losses line says"));
	assert_int_equal(t.rec.index, 2);
	assert_int_equal(next(&t), 0);
	close_file(&t);
}

/* Written back through the table and read again: the same actions. */
static void mat_written_back(void **st)
{
	file a, b;
	buf out = { 0 };
	const char *moves[64] = { 0 };
	void *state;
	diag d;
	(void)st;
	open_path(&a, "tests/data/backgammon/bad/good.mat");
	assert_int_equal(next(&a), 1);
	assert_true(a.rec.nels < 64);
	for (size_t i = 0; i < a.rec.nels; i++)
		if (a.rec.els[i].kind == EL_MOVE)
			moves[i] = strndup(rec_at(&a.rec, a.rec.els[i].text), a.rec.els[i].text.len);
	state = calloc(1, fmt_of(FMT_MAT)->state_size);
	assert_int_equal(fmt_of(FMT_MAT)->write(state, &a.rec,
						&(fmt_out){ .moves = moves, .upto = a.rec.nels },
						&out, &d), 0);
	open_text(&b, out.p);
	assert_int_equal(next(&b), 1);
	assert_int_equal(b.rec.nmoves, a.rec.nmoves);
	for (size_t i = 0, j = 0; i < a.rec.nels; i++) {
		if (a.rec.els[i].kind != EL_MOVE)
			continue;
		while (b.rec.els[j].kind != EL_MOVE)
			j++;
		assert_int_equal(b.rec.els[j].text.len, a.rec.els[i].text.len);
		assert_memory_equal(rec_at(&b.rec, b.rec.els[j].text), moves[i], a.rec.els[i].text.len);
		assert_int_equal(b.rec.els[j].who, a.rec.els[i].who);
		j++;
	}
	assert_int_equal(tag(&b, "Points"), 1);
	for (size_t i = 0; i < 64; i++)
		free((void *)moves[i]);
	free(state);
	buf_free(&out);
	close_file(&a);
	close_file(&b);
}

/* SGF: the main line only (a variation is passed over), who made each
 * move, the root's match information and a resignation's points. */
static void sgf_tree(void **st)
{
	/* the main line goes on in the first variation at each branch */
	static const char text[] = "(;FF[4]GM[6]MI[length:5][game:2][ws:1][bs:3]PW[Ana]PB[Ben]"
				   "RE[W+2R];W[52 13/8 24/22]\n(;B[31 8/5 6/5]C[hi])(;B[99 bad])\n"
				   "(;B[11 bad]))\n";
	file t;
	char v[32];
	(void)st;
	open_text(&t, text);
	assert_int_equal(next(&t), 1);
	assert_int_equal(t.rec.format, FMT_SGF);
	assert_int_equal(t.rec.nmoves, 2);
	assert_int_equal(t.rec.els[0].who, 0);
	assert_int_equal(t.rec.els[1].who, 1);
	assert_memory_equal(rec_at(&t.rec, t.rec.els[1].text), "31 8/5 6/5", 10);
	assert_int_equal(t.rec.els[2].kind, EL_COMMENT);
	assert_int_equal(tag(&t, "Length"), 5);
	assert_int_equal(tag(&t, "Game"), 3);
	assert_int_equal(tag(&t, "ScoreWhite"), 1);
	assert_int_equal(tag(&t, "ScoreBlack"), 3);
	assert_int_equal(tag(&t, "Points"), 2);
	assert_string_equal(rec_tag_value(&t.rec, "Result", v, sizeof v), "1-0");
	assert_string_equal(rec_tag_value(&t.rec, "Notation", v, sizeof v), "sgf");
	assert_int_equal(next(&t), 0);
	close_file(&t);
	open_text(&t, "(;GM[6];W[52]");
	assert_int_equal(next(&t), -1);
	assert_string_equal(t.d.code, "truncated");
	close_file(&t);
}

/* The referee's matches: a record of another match ends the one before,
 * reported with its games, final score and winner. */
static void matches_end(void **st)
{
	file t;
	referee *ref;
	const ref_match *ended;
	verdict v;
	(void)st;
	open_path(&t, "tests/data/backgammon/two-matches.mat");
	ref = ref_new(reg, NULL, "backgammon", NULL);
	assert_int_equal(next(&t), 1);
	assert_null(ref_judge(ref, &t.rec, NULL, &v));
	assert_int_equal(v.status, ST_VALID);
	assert_int_equal(next(&t), 1);
	ended = ref_judge(ref, &t.rec, NULL, &v); /* the second match's first game */
	assert_non_null(ended);
	assert_int_equal(ended->games, 1);
	assert_int_equal(ended->score[1], 2);
	assert_int_equal(ref_match_winner(ended), 1);
	assert_int_equal(next(&t), 1);
	assert_null(ref_judge(ref, &t.rec, NULL, &v));
	assert_int_equal(v.number, 2);
	assert_int_equal(v.score_before[0], 1);
	ended = ref_finish(ref); /* the file ends: so does its match */
	assert_non_null(ended);
	assert_int_equal(ended->games, 2);
	assert_int_equal(ended->score[0], 5);
	assert_int_equal(ref_match_winner(ended), 0);
	ref_free(ref);
	close_file(&t);
}

/* A score line the games before contradict is a mismatch, said there. */
static void score_line_checked(void **st)
{
	file t;
	referee *ref;
	verdict v;
	(void)st;
	open_path(&t, "tests/data/backgammon/bad/wrong-score.mat");
	ref = ref_new(reg, NULL, "backgammon", NULL);
	assert_int_equal(next(&t), 1);
	ref_judge(ref, &t.rec, NULL, &v);
	assert_int_equal(v.status, ST_VALID);
	assert_int_equal(next(&t), 1);
	ref_judge(ref, &t.rec, NULL, &v);
	assert_int_equal(v.status, ST_MISMATCH);
	assert_string_equal(v.err.code, "score-mismatch");
	assert_int_equal(v.err.line, 12);
	ref_free(ref);
	close_file(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(mat_games),
		cmocka_unit_test(mat_faults),
		cmocka_unit_test(mat_written_back),
		cmocka_unit_test(sgf_tree),
		cmocka_unit_test(matches_end),
		cmocka_unit_test(score_line_checked),
	};
	return cmocka_run_group_tests_name("mat", tests, setup, teardown);
}
