/* The referee on hand-built records: every trap the rule texts set, decided
 * the way the rule says, and the options that change the verdict. */
#include "unit.h"
#include "registry.h"

#include <string.h>

#include "core/referee.h"
#include "formats/reader.h"
#include "formats/tagged.h"

/* A placing phase of 18 plies that closes no mill, then a 4-ply shuffle:
 * white b6-b4 and back, black d2-d1 and back. */
static const char placing[] = "a7 d7 g7 d6 b6 a4 f6 g4 c4 d2 e4 c5 b2 e5 f2 c3 d3 e3";
static const char *const shuffle[4] = { "b6-b4", "d2-d1", "b4-b6", "d1-d2" };

static char *moves(int nshuffle, const char *tail)
{
	static char text[8192];
	size_t n = (size_t)snprintf(text, sizeof text, "%s", placing);

	for (int i = 0; i < nshuffle; i++)
		n += (size_t)snprintf(text + n, sizeof text - n, " %s", shuffle[i % 4]);
	snprintf(text + n, sizeof text - n, "%s%s", tail ? " " : "", tail ? tail : "");
	return text;
}

/* Referees the first record of text under variant (a name, or a file under
 * tests/data/variants when it ends in .yaml). */
static void judge(const char *name, const char *text, verdict *v)
{
	char path[512], rel[256];
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	tagged_reader *rd = tagged_open(f, "test.pgn", 1);
	record rec = { 0 };
	referee *ref;
	variant *var;
	diag d;

	if (strstr(name, ".yaml") && !strchr(name, '/')) {
		snprintf(rel, sizeof rel, "tests/data/variants/%s", name);
		unit_path(path, sizeof path, rel);
		name = path;
	}
	var = var_find(reg, name, &d);
	if (!var)
		fail_msg("%s: %s", name, d.msg);
	assert_int_equal(tagged_read(rd, &rec, &d), 1);
	ref = ref_new(reg, var, NULL, NULL);
	ref_judge(ref, &rec, NULL, v);
	ref_free(ref);
	rec_free(&rec);
	tagged_close(rd);
	fclose(f);
}

static void expect(const verdict *v, ref_status status, int plies, int result, const char *term)
{
	if (v->status != status || v->plies != plies || v->result != result ||
	    strcmp(v->termination, term))
		fail_msg("got %s, %d plies, %s, %s (%s)", ref_status_text(v->status), v->plies,
			 rec_result_text(v->result), v->termination, v->has_error ? v->err.msg : v->why);
}

static void expect_error(const verdict *v, int ply, const char *code)
{
	if (v->status != ST_ILLEGAL || v->error_ply != ply || strcmp(v->err.code, code))
		fail_msg("got %s at ply %d, code %s: %s", ref_status_text(v->status), v->error_ply,
			 v->err.code, v->err.msg);
}

/* "50 full turns" is 100 plies: the draw falls at ply 18 + 100, not before. */
static void turns_count_both_sides(void **state)
{
	verdict v;
	(void)state;
	judge("baazitoo-norep.yaml", moves(99, "*"), &v);
	expect(&v, ST_VALID, 117, RES_NONE, "unfinished");
	judge("baazitoo-norep.yaml", moves(100, "1/2-1/2"), &v);
	expect(&v, ST_VALID, 118, RES_DRAW, "move-limit");
	judge("baazitoo-norep.yaml", moves(101, "1/2-1/2"), &v);
	expect_error(&v, 119, "game-over");
	assert_int_equal(v.result, RES_DRAW); /* the game as it stood */
}

/* "60 moves" counts single moves: the draw falls at ply 18 + 60. */
static void moves_count_plies(void **state)
{
	verdict v;
	(void)state;
	judge("stockboi-norep.yaml", moves(59, "*"), &v);
	expect(&v, ST_VALID, 77, RES_NONE, "unfinished");
	judge("stockboi-norep.yaml", moves(60, "1/2-1/2"), &v);
	expect(&v, ST_VALID, 78, RES_DRAW, "move-limit");
}

/* A removal owed on the 60th ply is made before any draw: the removal
 * resets the count and play goes on, whether written glued or apart. */
static void removal_before_draw(void **state)
{
	verdict v;
	(void)state;
	judge("stockboi-norep.yaml", moves(59, "d6-d5xa7 *"), &v);
	expect(&v, ST_VALID, 78, RES_NONE, "unfinished");
	judge("stockboi-norep.yaml", moves(59, "d6-d5 xa7 *"), &v);
	expect(&v, ST_VALID, 78, RES_NONE, "unfinished");
	/* so a draw claimed there is the players' own, not the rule's */
	judge("stockboi-norep.yaml", moves(59, "d6-d5 xa7 1/2-1/2"), &v);
	expect(&v, ST_VALID, 78, RES_DRAW, "agreement");
	assert_false(v.verified);
	/* the removal is owed: another move first is illegal, said at the ply
	 * that move starts (the ply and the token belong together) */
	judge("stockboi-norep.yaml", moves(59, "d6-d5 b4-b6 *"), &v);
	expect_error(&v, 79, "removal-owed");
}

/* Threefold repetition: the start of the shuffle comes back after 4 and 8
 * plies; the third occurrence draws at ply 26. No rule, no draw. */
static void repetition(void **state)
{
	verdict v;
	(void)state;
	judge("nine-mens-morris", moves(8, "1/2-1/2"), &v);
	expect(&v, ST_VALID, 26, RES_DRAW, "repetition");
	judge("stockboi-dokuz-tas", moves(7, "*"), &v);
	expect(&v, ST_VALID, 25, RES_NONE, "unfinished");
	judge("classic", moves(400, "*"), &v);
	expect(&v, ST_VALID, 418, RES_NONE, "unfinished");
	/* counted from the first slide (Sanmill): the position the last
	 * placement made is not an occurrence, so the position after b6-b4 is
	 * the first to come a third time, one ply later */
	judge("sanmill-nine-mens-morris", moves(8, "*"), &v);
	expect(&v, ST_VALID, 26, RES_NONE, "unfinished");
	judge("sanmill-nine-mens-morris", moves(9, "1/2-1/2"), &v);
	expect(&v, ST_VALID, 27, RES_DRAW, "repetition");
}

/* A piece in a mill is protected while the owner has a free piece. */
static void protection(void **state)
{
	verdict v;
	const char *rec = "a4 a1 b4 d1 e4 g1xe4 f6 f2 c4xd1 *";
	(void)state;
	judge("nine-mens-morris", rec, &v);
	expect_error(&v, 9, "protected");
	assert_non_null(strstr(v.err.msg, "f2 is in none"));
	judge("nine-mens-morris", "a4 a1 b4 d1 e4 g1xe4 f6 f2 c4xf2 *", &v);
	expect(&v, ST_VALID, 9, RES_NONE, "unfinished");
	judge("mills-always.yaml", rec, &v);
	expect(&v, ST_VALID, 9, RES_NONE, "unfinished");
	/* when every piece is in a mill, any may go */
	judge("nine-mens-morris", "a4 a1 b4 d1 e4 g1xe4 c4xd1 *", &v);
	expect(&v, ST_VALID, 7, RES_NONE, "unfinished");
}

/* Two mills closed at once: one removal, or one per mill. */
static void two_mills(void **state)
{
	verdict v;
	char path[512];
	(void)state;
	judge("nine-mens-morris", "d7 b6 g7 f6 a4 b2 a1 d2 a7xb6 *", &v);
	expect(&v, ST_VALID, 9, RES_NONE, "unfinished");
	judge("nine-mens-morris", "d7 b6 g7 f6 a4 b2 a1 d2 a7xb6xf6 *", &v);
	expect_error(&v, 9, "no-removal");
	unit_path(path, sizeof path, "tests/data/morris-perft/nmm_removemultiple.yaml");
	judge(path, "d7 b6 g7 f6 a4 b2 a1 d2 a7xb6xf6 *", &v);
	expect(&v, ST_VALID, 9, RES_NONE, "unfinished");
	judge(path, "d7 b6 g7 f6 a4 b2 a1 d2 a7xb6 d6 *", &v);
	expect_error(&v, 10, "removal-owed"); /* d6 starts the next ply */
}

/* A mill opened and closed again removes again, unless mills are one-time. */
static void mill_again(void **state)
{
	verdict v;
	const char *tail = "e4-f4xd7 d2-d1 f4-e4 d1-d2 e4-f4xd6 *";
	(void)state;
	judge("nine-mens-morris", moves(0, tail), &v);
	expect(&v, ST_VALID, 23, RES_NONE, "unfinished");
	judge("russian-one-time-mill", moves(0, tail), &v);
	expect_error(&v, 23, "no-removal");
	judge("russian-one-time-mill", moves(0, "e4-f4xd7 d2-d1 f4-e4 d1-d2 e4-f4 d2-d1 *"), &v);
	expect(&v, ST_VALID, 24, RES_NONE, "unfinished");
}

/* The loss by material: counted in hand and on the board after the removal
 * (the game ends while placing), or on the board once placing is over. */
static void loss_count(void **state)
{
	verdict v;
	const char *rec = "a7 b6 d7 b2 g4 c5 g1 e5 g7xb6xb2 a1 *";
	(void)state;
	judge("mini-hand.yaml", rec, &v);
	expect_error(&v, 10, "game-over");
	assert_int_equal(v.result, RES_WHITE);
	assert_string_equal(v.termination, "fewer-pieces");
	judge("mini-board.yaml", "a7 b6 d7 b2 g4 c5 g1 e5 g7xb6xb2 a1 1-0", &v);
	expect(&v, ST_VALID, 10, RES_WHITE, "fewer-pieces");
}

/* The twelve board fills while placing: a draw, the first player's loss, or
 * the side to move removes and play goes on. */
static const char full[] =
        "d7 b2 b4 c3 d6 g1 d3 a4 a7 d5 d1 c5 e5 d2 e4 b6 g4 g7 f2 e3 c4 f6 a1 f4";

static void board_full(void **state)
{
	verdict v;
	char text[512], path[512];
	(void)state;
	snprintf(text, sizeof text, "%s 1/2-1/2", full);
	judge("twelve-mens-morris", text, &v);
	expect(&v, ST_VALID, 24, RES_DRAW, "board-full");
	unit_path(path, sizeof path, "tests/data/morris-perft/twelve.yaml");
	snprintf(text, sizeof text, "%s 0-1", full);
	judge(path, text, &v);
	expect(&v, ST_VALID, 24, RES_BLACK, "board-full");
	snprintf(text, sizeof text, "%s xb2 c3-b2 *", full);
	judge("dooz-twelve", text, &v);
	expect(&v, ST_VALID, 26, RES_NONE, "unfinished");
	snprintf(text, sizeof text, "%s c3-b2 *", full);
	judge("dooz-twelve", text, &v);
	expect_error(&v, 25, "removal-owed");
}

/* The claimed result against the referee's. */
static void claims(void **state)
{
	verdict v;
	(void)state;
	judge("baazitoo-norep.yaml", moves(100, "1-0"), &v);
	assert_int_equal(v.status, ST_MISMATCH);
	assert_string_equal(v.err.code, "result-mismatch");
	judge("baazitoo-norep.yaml", moves(100, "*"), &v);
	assert_int_equal(v.status, ST_MISMATCH);
	/* a record that stops early keeps its claim, unverified */
	judge("nine-mens-morris", "[Termination \"time forfeit\"]\n\nd6 a1 0-1", &v);
	expect(&v, ST_VALID, 2, RES_BLACK, "time");
	assert_false(v.verified);
	judge("nine-mens-morris", "d6 a1 1/2-1/2", &v);
	expect(&v, ST_VALID, 2, RES_DRAW, "agreement");
	/* the tag and the movetext disagree */
	judge("nine-mens-morris", "[Result \"1-0\"]\n\nd6 a1 0-1", &v);
	assert_int_equal(v.status, ST_MISMATCH);
}

/* Move errors, each with its reason. */
static void move_errors(void **state)
{
	verdict v;
	(void)state;
	judge("nine-mens-morris", "d6 d6 *", &v);
	expect_error(&v, 2, "occupied");
	assert_string_equal(v.err.msg, "d6 is occupied");
	assert_int_equal(v.err.col, 4);
	judge("nine-mens-morris", "d6 z9 *", &v);
	expect_error(&v, 2, "bad-token");
	judge("nine-mens-morris", "d6 a1-a4 *", &v);
	expect_error(&v, 2, "must-place");
	judge("nine-mens-morris", moves(0, "a7-d7 *"), &v);
	expect_error(&v, 19, "occupied");
	judge("nine-mens-morris", moves(0, "d7-d5 *"), &v);
	expect_error(&v, 19, "not-own");
	judge("nine-mens-morris", moves(0, "b6-b4 d2-d5 *"), &v);
	expect_error(&v, 20, "not-adjacent");
	judge("nine-mens-morris", moves(0, "xd7 *"), &v);
	expect_error(&v, 19, "no-removal");
	judge("nine-mens-morris", moves(0, "p *"), &v);
	expect_error(&v, 19, "bad-pass");
	judge("nine-mens-morris", moves(0, "e4-f4xf6 *"), &v);
	expect_error(&v, 19, "not-removable");
}

/* After the placing above, white's legal moves are b6-b4, f6-f4, c4-b4,
 * e4-f4, b2-b4 and f2-f4: the one nearest to what was written is suggested
 * when no other is as near. */
static void suggestions(void **state)
{
	verdict v;
	(void)state;
	judge("nine-mens-morris", moves(0, "b6-b3 *"), &v);
	expect_error(&v, 19, "bad-token");
	assert_non_null(strstr(v.err.msg, " (did you mean b6-b4?)"));
	/* f6-f4 and f2-f4 are both two edits from f4-f6: no suggestion */
	judge("nine-mens-morris", moves(0, "f4-f6 *"), &v);
	expect_error(&v, 19, "not-own");
	assert_null(strstr(v.err.msg, "did you mean"));
	/* moves longer than what was written still count, as near as their
	 * length allows: f6-f4 and f2-f4 are both one edit from f-f4 */
	judge("nine-mens-morris", moves(0, "b6-b *"), &v);
	assert_non_null(strstr(v.err.msg, " (did you mean b6-b4?)"));
	judge("nine-mens-morris", moves(0, "f-f4 *"), &v);
	assert_int_equal(v.status, ST_ILLEGAL);
	assert_null(strstr(v.err.msg, "did you mean"));
	/* a placement has many neighbours one edit away: no suggestion */
	judge("nine-mens-morris", "d6 d6 *", &v);
	assert_string_equal(v.err.msg, "d6 is occupied");
	/* a removal left out is said at the next move, naming the mill move;
	 * the removal xd6 is never offered for the move d6 */
	judge("nine-mens-morris", moves(0, "e4-f4 d6 *"), &v);
	expect_error(&v, 20, "removal-owed"); /* at the token d6, and its ply */
	assert_string_equal(v.err.msg, "white's e4-f4 closed a mill: a black piece must be removed "
			    "(x) before the next move");
}

/* PlayOK numbers: 1 = a7 ... 24 = g1, picked by [Site] or -n. */
static void playok(void **state)
{
	verdict v;
	(void)state;
	judge("nine-mens-morris", "[Site \"PlayOK\"]\n\n1. 10 4 2. 22 5 3. 1x4 *", &v);
	expect(&v, ST_VALID, 5, RES_NONE, "unfinished");
	judge("nine-mens-morris", "[Site \"PlayOK\"]\n\n1. 10 4 2. 22 5 3. 1x5 3 4. 25 *", &v);
	expect_error(&v, 7, "bad-token");
	judge("nine-mens-morris", "[Notation \"playok\"]\n\n1. 10 4 2. 22 5 3. 1x4 *", &v);
	expect(&v, ST_VALID, 5, RES_NONE, "unfinished");
}

/* The notation a record with no tags is read in is the game's guess from
 * no header, which the referee keeps from one such record to the next: a
 * record tagged between them is guessed from its own tags (PlayOK's
 * numbers by [Site]), and the ones with no tags after it are read as
 * before it, in the game's first notation. Each record's seat (match.c,
 * which takes a record with no tags as naming no players without looking)
 * is what rec_players says of its tags. */
static void untagged_notation_kept(void **state)
{
	static const char text[] = "1. a7 d7 *\n\n"
				   "[Site \"PlayOK\"]\n\n1. 10 4 2. 22 5 3. 1x4 *\n\n"
				   "1. a7 d7 2. g7 *\n\n"
				   "1. a7 d7 *\n\n"
				   "[Site \"PlayOK\"]\n\n1. 10 4 *\n\n";
	static const int plies[] = { 2, 5, 3, 2, 2 };
	char first[sizeof ((ref_seat *)0)->first], second[sizeof first];
	ref_seat seat;
	int both;
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	tagged_reader *rd = tagged_open(f, "test.pgn", 1);
	variant *var = var_find(reg, "nine-mens-morris", &(diag){ 0 });
	referee *ref = ref_new(reg, var, NULL, NULL);
	record rec = { 0 };
	verdict v;
	diag d;
	(void)state;
	for (int k = 0; k < 5; k++) {
		assert_int_equal(tagged_read(rd, &rec, &d), 1);
		assert_int_equal(rec.ntags != 0, k == 1 || k == 4);
		ref_judge(ref, &rec, NULL, &v);
		expect(&v, ST_VALID, plies[k], RES_NONE, "unfinished");
		ref_seat_of(&rec, &seat);
		both = rec_players(&rec, first, second, sizeof first);
		assert_string_equal(seat.first, first);
		assert_string_equal(seat.second, second);
		assert_int_equal(seat.file != NULL, both);
		assert_int_equal(seat.index, rec.index);
	}
	ref_free(ref);
	rec_free(&rec);
	tagged_close(rd);
	fclose(f);
}

/* The verdicts that must not depend on the records judged before. */
static void same_verdict(const verdict *a, const verdict *b, int k)
{
	if (a->status != b->status || a->v != b->v || a->notation != b->notation ||
	    a->plies != b->plies || a->ply_parts != b->ply_parts || a->result != b->result ||
	    strcmp(a->termination, b->termination) || a->verified != b->verified ||
	    a->claimed != b->claimed || a->points != b->points || a->warnings != b->warnings ||
	    a->error_ply != b->error_ply || strcmp(a->why, b->why) ||
	    strcmp(a->err.code, b->err.code) || strcmp(a->err.msg, b->err.msg) ||
	    a->err.line != b->err.line || a->err.col != b->err.col ||
	    strcmp(a->warn.code, b->warn.code))
		fail_msg("record %d: %s %d plies, %s (%s) after the others; alone %s %d plies, %s (%s)",
			 k, ref_status_text(a->status), a->plies, a->err.code, a->err.msg,
			 ref_status_text(b->status), b->plies, b->err.code, b->err.msg);
}

/* A bare record (no tags, no format's hints) under -V is judged under the
 * rule set, notation and slot the last bare one was, without looking them
 * up again (referee.c's judged_under): records of every kind in a random
 * order, tagged ones between the bare ones, judged by one referee, each
 * give the verdict a new referee gives that record alone, with and
 * without -n. */
static void bare_lane_agrees(void **state)
{
	static const char *const kinds[] = {
		"1. a7 d7 *", "1. a7 d7 2. g7 1-0", "1. a7 a7 *", "1. zz9 *", "*",
		"1. 10 4 2. 22 5 *", "[Site \"PlayOK\"]\n\n1. 10 4 2. 22 5 3. 1x4 *",
		"[Notation \"playok\"]\n\n1. 10 4 *", "[PlyCount \"3\"]\n\n1. a7 d7 *",
		"[Notation \"nonesuch\"]\n\n1. a7 *", "[Variant \"lasker-morris\"]\n\n1. a7 d7 *",
		"[Result \"1-0\"]\n\n1. a7 d7 *", "[SetUp \"1\"]\n\n1. a7 *",
		"1. a7 d7 2. g7 d6 3. b6 a4 4. f6 g4 5. c4 d2 6. e4 c5 7. b2 e5 8. f2 c3 "
		"9. d3 e3 10. b6-b4 d2-d1 0-1",
	};
	static const char *const notations[] = { NULL, "playok" };
	enum { N = 300 };
	static char text[N * 160];
	variant *var = var_find(reg, "nine-mens-morris", &(diag){ 0 });
	unsigned seed = 12345;
	(void)state;
	for (size_t w = 0; w < 2; w++) {
		size_t n = 0;
		FILE *f;
		tagged_reader *rd;
		referee *ref = ref_new(reg, var, NULL, notations[w]);
		record rec = { 0 };
		verdict v, alone;
		diag d;
		for (int k = 0; k < N; k++) {
			seed = seed * 1103515245u + 12345u;
			n += (size_t)snprintf(text + n, sizeof text - n, "%s\n\n",
					      kinds[(seed >> 16) % (sizeof kinds / sizeof *kinds)]);
		}
		f = fmemopen(text, n, "r");
		rd = tagged_open(f, "test.pgn", 1);
		for (int k = 0; tagged_read(rd, &rec, &d) == 1; k++) {
			referee *fresh = ref_new(reg, var, NULL, notations[w]);
			ref_judge(ref, &rec, NULL, &v);
			ref_judge(fresh, &rec, NULL, &alone);
			same_verdict(&v, &alone, k);
			ref_free(fresh);
		}
		ref_free(ref);
		rec_free(&rec);
		tagged_close(rd);
		fclose(f);
	}
}

/* A line of moves that ends in a result is whole where nothing but blanks
 * follows the result (flat.c's rest, the usual ending told at once), and
 * says "moves after the result" where anything else does, whatever byte
 * the line ends on. */
static void flat_line_ends(void **state)
{
	static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "*" };
	static const char *const tails[] = { "", " ", "\t", ",", ";", "  ", " \t", "\r", " x",
					     " 1-0", " a7", " *", ";d7", "\t\t;" };
	(void)state;
	for (size_t i = 0; i < sizeof results / sizeof *results; i++)
		for (size_t j = 0; j < sizeof tails / sizeof *tails; j++)
			for (int nl = 0; nl < 2; nl++) {
				char line[64];
				int n = snprintf(line, sizeof line, "a7 d7 %s%s%s", results[i], tails[j],
						 nl ? "\n" : "");
				int blank = strspn(tails[j], " \t,;\r") == strlen(tails[j]);
				FILE *f = fmemopen(line, (size_t)n, "r");
				rec_reader *rd = reader_open(f, "t.txt", FMT_FLAT, 1);
				record rec = { 0 };
				diag d;
				int got = reader_next(rd, &rec, &d);
				if (got != (blank ? 1 : -1) || (!blank && strcmp(d.code, "bad-movetext")) ||
				    (blank && (rec.nmoves != 2 || rec_claimed(&rec) < 0)))
					fail_msg("\"%s\": %d %s", line, got, got < 0 ? d.code : "");
				rec_free(&rec);
				reader_close(rd);
				fclose(f);
			}
}

/* What a run of records cut where a match ends needs of the records before
 * it: whether the next goes on the match the last judged is in (the same
 * [Match], and a higher [Game] where both are numbered),
 * and the players of the last judged, which ref_follow gives another
 * referee, as judging that record would. */
static void matches_go_on(void **state)
{
	static const char text[] =
		"[Match \"m\"]\n[Game \"1\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n\n1. a7 *\n\n"
		"[Match \"m\"]\n[Game \"2\"]\n[White \"Bo\"]\n[Black \"Ann\"]\n\n1. a7 *\n\n"
		"[Match \"m\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n\n1. a7 *\n\n"
		"[Match \"m\"]\n[Game \"2\"]\n\n1. a7 *\n\n"
		"[Match \"m\"]\n[Game \"2\"]\n\n1. a7 *\n\n"
		"[Match \"n\"]\n[Game \"3\"]\n\n1. a7 *\n\n"
		"[White \"Cy\"]\n[Black \"Di\"]\n\n1. a7 *\n\n"
		"[Match \"n\"]\n\n1. a7 *\n\n";
	/* does record k go on the match the one before it is in? */
	static const int goes_on[] = { 0, 1, 1, 1, 0, 0, 0, 0 };
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	tagged_reader *rd = tagged_open(f, "test.pgn", 1);
	variant *var = var_find(reg, "nine-mens-morris", &(diag){ 0 });
	referee *ref = ref_new(reg, var, NULL, NULL), *other = ref_new(reg, var, NULL, NULL);
	record rec = { 0 };
	ref_seat seat;
	verdict v;
	diag d;
	(void)state;
	for (int k = 0; k < 8; k++) {
		assert_int_equal(tagged_read(rd, &rec, &d), 1);
		assert_int_equal(ref_goes_on(ref, &rec), goes_on[k]);
		ref_judge(ref, &rec, NULL, &v);
		ref_seat_of(&rec, &seat);
		assert_ptr_equal(seat.file, ref_last_seat(ref)->file);
		assert_string_equal(seat.first, ref_last_seat(ref)->first);
		assert_string_equal(seat.second, ref_last_seat(ref)->second);
		ref_follow(other, &seat);
		assert_ptr_equal(ref_last_seat(other)->file, seat.file);
		assert_int_equal(ref_last_seat(other)->index, ref_last_seat(ref)->index);
		if (seat.file) /* both named */
			assert_string_equal(ref_last_seat(other)->first, seat.first);
		assert_int_equal(seat.file != NULL, k < 3 || k == 6);
	}
	ref_free(ref);
	ref_free(other);
	rec_free(&rec);
	tagged_close(rd);
	fclose(f);
}

/* xorshift64*, the same on every machine. */
static uint64_t next_rand(uint64_t *x)
{
	*x ^= *x >> 12;
	*x ^= *x << 25;
	*x ^= *x >> 27;
	return *x * 2685821657736338717ULL;
}

/* The first record of a flat line, read as validate reads it (with
 * spans, its moves left as spans where the notation has a run), judged
 * under v in the notation named. */
static void judge_flat_as(variant *v, const char *notation, const char *text, int spans,
			  verdict *out)
{
	FILE *f = fmemopen((void *)text, strlen(text), "r");
	rec_reader *rd = reader_open(f, "t", FMT_FLAT, 1);
	record rec = { 0 };
	referee *ref = ref_new(reg, v, NULL, notation);
	diag d;

	rec.take.spans = spans;
	assert_int_equal(reader_next(rd, &rec, &d), 1);
	ref_judge(ref, &rec, NULL, out);
	ref_free(ref);
	rec_free(&rec);
	reader_close(rd);
	fclose(f);
}

static void judge_flat(variant *v, const char *notation, const char *text, verdict *out)
{
	judge_flat_as(v, notation, text, 1, out);
}

/* A random game of v written in the notation (its index) as the words of a
 * flat line, into words[] (at most max), each word its own string of
 * room 32: how many. */
static int random_game(const variant *v, int notation, uint64_t *rng, char (*words)[32], int max)
{
	static game_move mv[1024];
	const game *g = v->game;
	void *st = g->state_new(v->rules);
	game_start start = { .notation = notation, .match = { .length = -1 } };
	buf w = { 0 };
	int n = 0, k;
	diag d;

	g->state_reset(st, &start);
	while (n < max && !game_base(st)->out.over &&
	       (k = g->moves(st, NULL, mv, (int)(sizeof mv / sizeof mv[0]))) > 0) {
		game_move *m = &mv[next_rand(rng) % (uint64_t)(k < 1024 ? k : 1024)];
		buf_clear(&w);
		if (g->encode(st, notation, m, &w) < 0 || !w.len || w.len >= 32)
			break;
		snprintf(words[n++], 32, "%s", w.p);
		if (g->play(st, m, &d))
			fail_msg("%s: the game refused its own move %s: %s", v->name, w.p, d.msg);
	}
	buf_free(&w);
	g->state_free(st);
	return n;
}

/* The suggestion after a refused move ("did you mean ...") is looked for
 * in the position before the move: for a game that keeps it after a
 * refusal (games/game.h's refusal_keeps: morris, UTTT, backgammon) where
 * the refusal left it, else in the moves before it played again (replay,
 * and replay_spans for a record of spans, which no game reaches now). The
 * two must agree. Random games of morris (OpenSpiel's numbers, a record of
 * spans run by the notation; and the algebraic squares, whose moves carry
 * their removals) and of UTTT (OpenSpiel's numbers), one word in each
 * changed to the word of another ply or written twice, or a removal
 * written with its move taken from the file before, are judged under
 * each game and under a copy of it that says it does not keep its
 * position: the verdicts, messages and places are the same. It fails with
 * replay_spans leaving its spans unplayed. (A removal refused after its
 * move is made has no suggestion either way, the legal moves being
 * written without removals: that morris puts such a move back is
 * test_morris's refusals_keep.) */
static void kept_as_replayed(void **state)
{
	/* glue: the removals (words from x on) written with their move */
	static const struct { const char *variant, *notation; int glue; } as[] = {
		{ "nine-mens-morris", "openspiel", 0 }, { "twelve-mens-morris", "openspiel", 0 },
		{ "nine-mens-morris", "algebraic", 1 }, { "morabaraba", "algebraic", 1 },
		{ "uttt-standard", "openspiel", 0 },
	};
	static char words[400][32];
	uint64_t rng = 1143;
	int suggested = 0, refused = 0;
	(void)state;
	for (size_t a = 0; a < sizeof as / sizeof as[0]; a++) {
		variant *v = var_find(reg, as[a].variant, &(diag){ 0 }), copy;
		game other;
		int notation = 0;
		assert_non_null(v);
		assert_true(v->game->refusal_keeps);
		other = *v->game;
		other.refusal_keeps = 0;
		copy = *v;
		copy.game = &other;
		while (strcmp(v->game->notations[notation].name, as[a].notation))
			notation++;
		for (int game_no = 0; game_no < 150; game_no++) {
			int n = random_game(v, notation, &rng, words, 400), at, glued = 0;
			char line[400 * 33];
			size_t len = 0;
			verdict kept, replayed;
			for (int i = 0; i < n; i++) /* each word's removals put after it */
				if (as[a].glue && words[i][0] == 'x' && glued)
					strncat(words[glued - 1], words[i], 31 - strlen(words[glued - 1]));
				else
					memmove(words[glued++], words[i], 32);
			n = as[a].glue ? glued : n;
			if (n < 12)
				continue;
			at = 10 + (int)(next_rand(&rng) % (uint64_t)(n - 10));
			/* one game in three: a removal written with its move taken
			 * from the next file, where the game has any */
			for (int i = at; game_no % 3 == 2 && i < at + n; i++) {
				char *x = strrchr(words[i % n], 'x');
				if (i % n >= 10 && x && x[1] >= 'a' && x[1] < 'z') {
					x[1] = x[1] == 'a' ? 'g' : (char)(x[1] - 1);
					at = -1;
					break;
				}
			}
			for (int i = 0; i < n; i++) {
				const char *w = words[i];
				if (i == at && game_no % 3 == 1)
					w = words[next_rand(&rng) % (uint64_t)n];
				len += (size_t)snprintf(line + len, sizeof line - len, "%s%s",
							len ? " " : "", w);
				if (i == at && game_no % 3 != 1)
					len += (size_t)snprintf(line + len, sizeof line - len, " %s", w);
			}
			judge_flat(v, as[a].notation, line, &kept);
			judge_flat(&copy, as[a].notation, line, &replayed);
			if (kept.status != replayed.status || kept.error_ply != replayed.error_ply ||
			    strcmp(kept.err.code, replayed.err.code) ||
			    strcmp(kept.err.msg, replayed.err.msg) || kept.err.col != replayed.err.col)
				fail_msg("%s, %s: kept \"%s\" (%s, ply %d, column %ld), replayed \"%s\" "
					 "(%s, ply %d, column %ld): %s", as[a].variant, as[a].notation,
					 kept.err.msg, kept.err.code, kept.error_ply, kept.err.col,
					 replayed.err.msg, replayed.err.code, replayed.error_ply,
					 replayed.err.col, line);
			refused += kept.status == ST_ILLEGAL;
			suggested += strstr(kept.err.msg, "did you mean") != NULL;
		}
	}
	print_message("kept_as_replayed: %d refused, %d with a suggestion\n", refused, suggested);
	assert_true(refused > 300);
	assert_true(suggested > 100);
}

/* A flat line of the algebraic squares judged with its moves left as one
 * span, which the notation's run plays (mor_run_squares), and word by word
 * as the flat reader writes them with no spans: the same verdict
 * (same_verdict's fields: the status, plies, result, the message and its
 * line and column, the warning). Random games of four rule sets, their
 * removals glued to their moves in half of them, one word in 15 changed
 * (to a square, a slide, a removal, the word with a removal glued, or a
 * word the run does not take), judged with no notation named and under
 * -n algebraic and -n algebraic-separate. */
static void squares_spans_agree(void **state)
{
	static const char *const variants[] = { "nine-mens-morris", "three-mens-morris",
						"morabaraba", "lasker" };
	static const char *const notations[] = { NULL, "algebraic", "algebraic-separate" };
	static const char *const odd[] = { "p", "d6:d5", "D6", "xd7xa1", "b2x", "a0", "Xa1",
					   "a1-b2-c3", "12", "-", "x" };
	static char words[400][32];
	uint64_t rng = 4747;
	int refused = 0, valid = 0;
	(void)state;
	for (size_t a = 0; a < sizeof variants / sizeof variants[0]; a++) {
		variant *v = var_find(reg, variants[a], &(diag){ 0 });
		assert_non_null(v);
		for (int game_no = 0; game_no < 120; game_no++) {
			int n = random_game(v, 0, &rng, words, 400), glued = 0;
			char line[400 * 40];
			size_t len = 0;
			verdict spanned, worded;
			for (int i = 0; i < n; i++)
				if (game_no % 2 && words[i][0] == 'x' && glued)
					strncat(words[glued - 1], words[i], 31 - strlen(words[glued - 1]));
				else
					memmove(words[glued++], words[i], 32);
			n = game_no % 2 ? glued : n;
			for (int i = 0; i < n; i++) {
				uint64_t roll = next_rand(&rng);
				const char *p = ((const char *const[]){ "a1", "d6", "g7", "b2", "c3", "e5" })
					[roll / 15 % 6];
				if (roll % 15 == 0)
					switch (roll / 900 % 5) {
					case 0:
						snprintf(words[i], 32, "%s", p);
						break;
					case 1:
						snprintf(words[i], 32, "%s-d7", p);
						break;
					case 2:
						snprintf(words[i], 32, "x%s", p);
						break;
					case 3:
						if (strlen(words[i]) < 28)
							strcat(strcat(words[i], "x"), p);
						break;
					default:
						snprintf(words[i], 32, "%s", odd[roll / 7 % 11]);
					}
				len += (size_t)snprintf(line + len, sizeof line - len, "%s%s",
							len ? (roll >> 40) % 5 ? " " : " ,\t" : "", words[i]);
			}
			if (game_no % 3 == 0)
				len += (size_t)snprintf(line + len, sizeof line - len, " 1-0");
			for (size_t k = 0; k < sizeof notations / sizeof notations[0]; k++) {
				judge_flat_as(v, notations[k], line, 1, &spanned);
				judge_flat_as(v, notations[k], line, 0, &worded);
				same_verdict(&spanned, &worded, game_no);
				refused += spanned.status == ST_ILLEGAL;
				valid += spanned.status == ST_VALID;
			}
		}
	}
	print_message("squares_spans_agree: %d refused, %d valid\n", refused, valid);
	assert_true(refused > 300);
	assert_true(valid > 100);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(turns_count_both_sides),
		cmocka_unit_test(moves_count_plies),
		cmocka_unit_test(removal_before_draw),
		cmocka_unit_test(repetition),
		cmocka_unit_test(protection),
		cmocka_unit_test(two_mills),
		cmocka_unit_test(mill_again),
		cmocka_unit_test(loss_count),
		cmocka_unit_test(board_full),
		cmocka_unit_test(claims),
		cmocka_unit_test(move_errors),
		cmocka_unit_test(suggestions),
		cmocka_unit_test(playok),
		cmocka_unit_test(untagged_notation_kept),
		cmocka_unit_test(bare_lane_agrees),
		cmocka_unit_test(flat_line_ends),
		cmocka_unit_test(matches_go_on),
		cmocka_unit_test(kept_as_replayed),
		cmocka_unit_test(squares_spans_agree),
	};
	return cmocka_run_group_tests_name("referee", tests, setup, teardown);
}
