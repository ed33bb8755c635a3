/* The backgammon containers, .mat and SGF, read and written back, and the
 * matches their games make: running score, the match's end, a score line
 * the games before contradict. */
#include "unit.h"
#include "registry.h"

#include <string.h>

#include "core/referee.h"
#include "formats/format.h"
#include "formats/reader.h"
#include "formats/sgf.h"

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

/* A small generator for plain_moves_as_usual (xorshift: the same files
 * every run). */
static unsigned long long rnd_state = 88172645463325252ULL;
static unsigned rnd(unsigned n)
{
	rnd_state ^= rnd_state << 13;
	rnd_state ^= rnd_state >> 7;
	rnd_state ^= rnd_state << 17;
	return (unsigned)(rnd_state % n);
}

/* A value of up to max bytes, drawn from chars; written escaped into
 * *sgf (']' and '\\' after a backslash), as it reads into *plain. */
static void rnd_value(char *sgf, char *plain, const char *chars, unsigned max)
{
	unsigned n = rnd(max + 1);
	size_t k = strlen(chars);

	for (unsigned i = 0; i < n; i++) {
		char c = chars[rnd((unsigned)k)];
		if (c == ']' || c == '\\')
			*sgf++ = '\\';
		*sgf++ = c;
		*plain++ = c;
	}
	*sgf = *plain = '\0';
}

/* Every answer of a reader on text, written into out (what next gives,
 * the fault said and where, each tag, each element and its place). */
static void answers(const char *text, size_t n, buf *out)
{
	file t;
	int r;

	memset(&t, 0, sizeof t);
	t.f = fmemopen((void *)text, n, "r");
	t.rd = reader_open(t.f, "t", FMT_SGF, 1);
	assert_non_null(t.rd);
	while ((r = next(&t)) != 0) {
		buf_printf(out, "%d %s %ld:%ld %s|", r, r < 0 ? t.d.code : "", r < 0 ? t.d.line : 0,
			   r < 0 ? t.d.col : 0, r < 0 ? t.d.msg : "");
		for (size_t i = 0; i < t.rec.ntags; i++) {
			char v[256];
			const rec_tag *g = &t.rec.tags[i];
			buf_printf(out, "%.*s=%s;", (int)g->name.len, rec_at(&t.rec, g->name),
				   rec_tag_unescaped(&t.rec, g, v, sizeof v));
		}
		for (size_t i = 0; i < t.rec.nels; i++) {
			const rec_el *e = &t.rec.els[i];
			buf_printf(out, "%d %d %u:%u [%.*s] ", e->kind, e->who, e->line, e->col,
				   (int)e->text.len, rec_at(&t.rec, e->text));
		}
		buf_puts(out, "\n");
		if (r == -2)
			break;
	}
	close_file(&t);
}

/* SGF written plainly, one move a line (";B[52mhxv]" and its LF: the
 * moves read where they lie, the next node's ';' found at the next line's
 * start, the players' names stored by needs_escape and copy_few), read as
 * the usual way reads the same file with a blank before each line's end
 * (node_after_move then goes the loop). 3,000 random files: every answer
 * the same, and each move's and player's text the value written. Moves of
 * 0 to 20 bytes, some with escapes or a word; names with '"', '\\', ']',
 * blanks and UTF-8; files cut inside a line. It fails with node_after_move
 * leaving its place at 2, or needs_escape blind to '\\', or copy_few's
 * second load from v + n - 7; and a resignation's word asked first of
 * 'R' (which no word's first letter, made lower case, is). */
static void plain_moves_as_usual(void **st)
{
	static const char moves[] = "0123456789abcdefghijklmnopqrstuvwxy";
	static const char names[] = "ab \"\\]xyZ\xc3\xa9-12";
	buf a = { 0 }, b = { 0 }, ra = { 0 }, rb = { 0 };
	char sgf[128], plain[64], want[160];
	(void)st;
	for (int f = 0; f < 3000; f++) {
		int games = 1 + (int)rnd(3), cut = rnd(4) == 0;
		buf_clear(&a);
		buf_clear(&b);
		for (int g = 0; g < games; g++) {
			int nmoves = (int)rnd(12);
			size_t root = a.len;
			buf_printf(&a, "(;FF[4]GM[6]MI[length:%u][game:%d]", rnd(8), g);
			for (int k = 0; k < 2; k++) {
				rnd_value(sgf, plain, names, 24);
				buf_printf(&a, "%s[%s]", k ? "PB" : "PW", sgf);
			}
			buf_printf(&a, "RE[%c+%u]\n", rnd(2) ? 'W' : 'B', 1 + rnd(3));
			buf_add(&b, a.p + root, a.len - root);
			for (int m = 0; m < nmoves; m++) {
				size_t at = a.len;
				switch (rnd(10)) {
				case 0: snprintf(sgf, sizeof sgf, "double"); break;
				case 1: rnd_value(sgf, plain, "12]\\a", 6); break;
				default:
					rnd_value(sgf, plain, moves, 20);
					if (sgf[0] && rnd(2))
						sgf[0] = (char)('1' + rnd(6));
				}
				buf_printf(&a, ";%c[%s]", m % 2 ? 'B' : 'W', sgf);
				if (cut && rnd(15) == 0) { /* cut inside the line */
					a.len = at + 1 + rnd((unsigned)(a.len - at)); /* its ; at least */
					buf_add(&b, a.p + at, a.len - at);
					goto done;
				}
				buf_add(&b, a.p + at, a.len - at);
				buf_puts(&a, "\n");
				buf_puts(&b, " \n");
			}
			buf_puts(&a, ")\n");
			buf_puts(&b, ")\n");
		}
	done:
		buf_clear(&ra);
		buf_clear(&rb);
		answers(a.p, a.len, &ra);
		answers(b.p, b.len, &rb);
		if (strcmp(ra.p, rb.p)) {
			size_t i = 0;
			while (ra.p[i] == rb.p[i])
				i++;
			i = i > 60 ? i - 60 : 0;
			fail_msg("file %d differs:\nplain: %.160s\nusual: %.160s", f, ra.p + i,
				 rb.p + i);
		}
	}
	/* each text as written: a move and a name with every length and byte */
	for (int f = 0; f < 2000; f++) {
		char name[64], move[64];
		rnd_value(sgf, name, names, 24);
		snprintf(want, sizeof want, "(;FF[4]GM[6]PW[%s]\n", sgf);
		move[0] = sgf[0] = (char)('1' + rnd(6)); /* a roll's digit: read where it lies */
		rnd_value(sgf + 1, move + 1, moves, 19);
		buf_clear(&a);
		buf_puts(&a, want);
		buf_printf(&a, ";W[%s]\n;B[%s]\n)\n", sgf, sgf);
		{
			file t;
			char v[128];
			memset(&t, 0, sizeof t);
			t.f = fmemopen((void *)a.p, a.len, "r");
			t.rd = reader_open(t.f, "t", FMT_SGF, 1);
			assert_int_equal(next(&t), 1);
			assert_string_equal(rec_tag_value(&t.rec, "White", v, sizeof v), name);
			assert_int_equal(t.rec.nels, 2);
			for (int i = 0; i < 2; i++) {
				assert_int_equal(t.rec.els[i].text.len, strlen(move));
				assert_memory_equal(rec_at(&t.rec, t.rec.els[i].text), move, strlen(move));
			}
			close_file(&t);
		}
	}
	/* a word past the root is asked first of its first letter: Gibbon's
	 * resignation and its answer, in any case, as before */
	for (int k = 0; k < 4; k++) {
		static const char *const games[] = {
			"(;FF[4]GM[6]MI[length:5][game:0];W[52mhxv];B[RESIGN:2];W[Accept])",
			"(;FF[4]GM[6]MI[length:5][game:0];W[52mhxv];B[Resign:2];W[REJECT];B[31])",
			"(;FF[4]GM[6]MI[length:5][game:0];W[52mhxv];B[resign];W[accept])",
			"(;FF[4]GM[6]MI[length:5][game:0];W[rEsIgN:3];B[rejected])" };
		static const char *const want_result[] = { "1-0", NULL, "1-0", "0-1" };
		static const long want_points[] = { 2, -99, -99, 3 }; /* resign alone: no points */
		file t;
		char v[16];
		const char *r;
		open_text(&t, games[k]);
		assert_int_equal(next(&t), 1);
		r = rec_tag_value(&t.rec, "Result", v, sizeof v);
		if (want_result[k])
			assert_string_equal(r, want_result[k]);
		else
			assert_null(r);
		assert_int_equal(tag(&t, "Points"), want_points[k]);
		close_file(&t);
	}
	buf_free(&a);
	buf_free(&b);
	buf_free(&ra);
	buf_free(&rb);
}

/* The properties of a node taken where they lie on their line
 * (quick_props) read as the usual steps read them one at a time
 * (sgf_props_by_steps): 4,000 random files of one to three games, each
 * root and some nodes after it made of random properties (the root's game
 * information, set-up, comments, moves, names of no property, a name too
 * long to keep, lower case, several values, values with escapes, ']' and
 * '(' in them, a value over two lines), with nothing, a blank, a tab, a CR
 * or a line's end between names, brackets and values, some files cut
 * anywhere: every answer the same (each fault, its code and place, each
 * tag and element and its place). */
static void props_as_usual(void **st)
{
	static const char *const names[] = { "FF", "GM", "CA", "AP", "MI", "PW", "PB", "DT", "EV",
					     "RE", "RU", "XH", "C", "GC", "AE", "AW", "PL", "DI",
					     "B", "W", "GN", "ZZ", "ABCDEFGHIJKLMNOPQRS", "pw",
					     "CV", "SO" };
	static const char *const values[] = { "4", "6", "7", "length:3", "game:1", "ws:2", "bs:0",
					      "length:x", "W+1", "B+2R", "W+1.5", "?", "void",
					      "Crawford", "Jacoby:Nackgammon", "2026-11-30",
					      "Variant:backgammon-money", "Crawford:Off", "52mhxv",
					      "double", "take", "a:c", "62", "resign:2", "", "x y" };
	static const char *const gaps[] = { "", "", "", " ", "\t", "\n", "\r\n", " \n " };
	static const char chars[] = "ab](\\:1 W";
	buf a = { 0 }, ra = { 0 }, rb = { 0 };
	char esc[64], plain[32];
	(void)st;
	for (int f = 0; f < 4000; f++) {
		int games = 1 + (int)rnd(3);
		buf_clear(&a);
		for (int g = 0; g < games; g++) {
			int nodes = 1 + (int)rnd(4);
			buf_puts(&a, "(");
			for (int n = 0; n < nodes; n++) {
				int props = (int)rnd(n ? 3 : 14);
				buf_puts(&a, n ? "\n;" : ";");
				for (int p = 0; p < props; p++) {
					int nv = 1 + (rnd(5) == 0) * (int)rnd(4);
					buf_puts(&a, names[rnd(sizeof names / sizeof *names)]);
					if (rnd(6) == 0)
						buf_puts(&a, gaps[rnd(sizeof gaps / sizeof *gaps)]);
					for (int v = 0; v < nv; v++) {
						if (v && rnd(4) == 0)
							buf_puts(&a, gaps[rnd(sizeof gaps / sizeof *gaps)]);
						if (rnd(5) == 0) {
							rnd_value(esc, plain, chars, 12);
							buf_printf(&a, "[%s%s]", esc, rnd(8) ? "" : "\n(;x");
						} else {
							buf_printf(&a, "[%s]", values[rnd(sizeof values /
										     sizeof *values)]);
						}
					}
					if (rnd(5) == 0)
						buf_puts(&a, gaps[rnd(sizeof gaps / sizeof *gaps)]);
				}
			}
			buf_puts(&a, rnd(20) ? ")\n" : "\n");
		}
		if (rnd(6) == 0)
			a.len = rnd((unsigned)a.len + 1);
		buf_clear(&ra);
		buf_clear(&rb);
		answers(a.p ? a.p : "", a.len, &ra);
		sgf_props_by_steps = 1;
		answers(a.p ? a.p : "", a.len, &rb);
		sgf_props_by_steps = 0;
		if (strcmp(ra.p ? ra.p : "", rb.p ? rb.p : "")) {
			size_t i = 0;
			while (ra.p[i] == rb.p[i])
				i++;
			i = i > 60 ? i - 60 : 0;
			fail_msg("file %d differs:\n%.*s\nwhere they lie: %.160s\nby steps: %.160s", f,
				 (int)a.len, a.p, ra.p + i, rb.p + i);
		}
	}
	buf_free(&a);
	buf_free(&ra);
	buf_free(&rb);
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

/* The actions of a line, as the reader cut them: "who|text" a move, one
 * a line, in out. */
static void moves_of(const record *rec, char *out, size_t size)
{
	size_t n = 0;

	out[0] = '\0';
	for (size_t i = 0; i < rec->nels; i++)
		if (rec->els[i].kind == EL_MOVE)
			n += (size_t)snprintf(out + n, size - n, "%d|%.*s\n", rec->els[i].who,
					      (int)rec->els[i].text.len, rec_at(rec, rec->els[i].text));
}

/* Lines of actions in every shape: the plain rolls and plays the reader
 * cuts in one pass (blanks and tabs, bar and off, a roll with no play, one
 * action in the second column) cut where the word-by-word reading cuts
 * them, and what that pass leaves to it: a cube word or "Beavers" after a
 * play of "bar"'s letters, a roll glued to a play, a repeat "(2)", "????",
 * a move number before a claim. */
static void action_lines(void **st)
{
	static const char text[] =
		" 0 point match\n\n Game 1\n A : 0                        B : 0\n"
		"  1)                                52: 13/8 24/22\n"
		"  2) 31: 8/5 6/5                    43:\tbar/21 6/off*\n"
		"  3) 66:                            21: Bar/23 Off/2\t \n"
		"  4) 52: 13/864: 6/2\n"
		"  5) 55: 13/8(2) 6/1*(2)            Doubles => 2\n"
		"  6) 43: bar/21 Beavers\n"
		"  7) 43: 13/9 13/10 44: 6/2\n"
		"  8) 21: ????                       Wins 1 point\n";
	static const char want[] =
		"1|52: 13/8 24/22\n"
		"0|31: 8/5 6/5\n1|43:\tbar/21 6/off*\n"
		"0|66:\n1|21: Bar/23 Off/2\n"
		"0|52: 13/864: 6/2\n"
		"0|55: 13/8(2) 6/1*(2)\n1|Doubles => 2\n"
		"0|43: bar/21\n1|Beavers\n"
		"0|43: 13/9 13/10\n1|44: 6/2\n"
		"0|21: ????\n";
	char got[1024];
	file t;
	(void)st;
	open_text(&t, text);
	assert_int_equal(next(&t), 1);
	moves_of(&t.rec, got, sizeof got);
	assert_string_equal(got, want);
	close_file(&t);
}

/* The match's header is every game's: its tags, a [Variation] naming the
 * rule set, a new header after games starting a new match. */
static void header_each_game(void **st)
{
	static const char text[] =
		"; [Site \"a \\ b\"]\n; [Variation \"Nackgammon\"]\n\n 1 point match\n\n"
		" Game 1\n A : 0        B : 0\n  1) 52: 13/8 24/22\n\n"
		" Game 2\n A : 0        B : 0\n  1) 52: 13/8 24/22\n\n"
		"; [Event \"e\"]\n\n 1 point match\n\n Game 1\n A : 0        B : 0\n"
		"  1) 52: 13/8 24/22\n";
	file t;
	char v[32];
	(void)st;
	open_text(&t, text);
	for (int game = 0; game < 2; game++) {
		assert_int_equal(next(&t), 1);
		assert_string_equal(rec_tag_value(&t.rec, "Site", v, sizeof v), "a \\ b");
		assert_string_equal(rec_tag_value(&t.rec, "Variant", v, sizeof v), "nackgammon");
		assert_null(rec_tag_find(&t.rec, "Event"));
	}
	assert_int_equal(next(&t), 1);
	assert_null(rec_tag_find(&t.rec, "Site"));
	assert_string_equal(rec_tag_value(&t.rec, "Event", v, sizeof v), "e");
	assert_string_equal(rec_tag_value(&t.rec, "Variant", v, sizeof v), "backgammon");
	assert_int_equal(next(&t), 0);
	close_file(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(mat_games),
		cmocka_unit_test(mat_faults),
		cmocka_unit_test(mat_written_back),
		cmocka_unit_test(sgf_tree),
		cmocka_unit_test(plain_moves_as_usual),
		cmocka_unit_test(props_as_usual),
		cmocka_unit_test(matches_end),
		cmocka_unit_test(score_line_checked),
		cmocka_unit_test(action_lines),
		cmocka_unit_test(header_each_game),
	};
	return cmocka_run_group_tests_name("mat", tests, setup, teardown);
}
