/* libarbiter through its public header alone: rule sets, games move by
 * move in every family (a refused move changes nothing), the dice given
 * and rolled from a seed, forfeits, records written and read back, the
 * records of a file, the strings given out and how long they last, and
 * games on many threads under one rule set. */
#include "unit.h"

#include <pthread.h>
#include <string.h>
#include <unistd.h>

#include "lib/arbiter.h"

static arb_rules *rules(const char *name)
{
	arb_rules *r = NULL;
	arb_error err;

	if (arb_rules_open(name, &r, &err))
		fail_msg("%s: %s", name, err.message);
	return r;
}

static arb_game *game(const arb_rules *r)
{
	arb_game *g = NULL;
	arb_error err;

	assert_int_equal(arb_game_new(r, &g, &err), ARB_OK);
	return g;
}

/* Plays moves apart by '|'; fails the test on a refusal. */
static void play(arb_game *g, const char *moves)
{
	char list[4096], *save, *t;
	arb_error err;

	snprintf(list, sizeof list, "%s", moves);
	for (t = strtok_r(list, "|", &save); t; t = strtok_r(NULL, "|", &save))
		if (arb_game_play(g, t, NULL, &err))
			fail_msg("%s: %s: %s", t, err.code, err.message);
}

/* The legal moves joined by ' '. */
static const char *legal(arb_game *g, const char *notation, char *out, size_t n)
{
	const char *const *m;
	size_t k, len = 0;
	arb_error err;

	assert_int_equal(arb_game_legal(g, notation, &m, &k, &err), ARB_OK);
	out[0] = '\0';
	for (size_t i = 0; i < k && len < n; i++)
		len += (size_t)snprintf(out + len, n - len, "%s%s", i ? " " : "", m[i]);
	return out;
}

static void rule_sets(void **st)
{
	arb_rules *r = NULL;
	arb_error err;
	char path[1024];

	(void)st;
	r = rules("stockboi-dokuz-tas");
	assert_string_equal(arb_rules_name(r), "stockboi-dokuz-tas");
	assert_string_equal(arb_rules_game(r), "morris");
	assert_string_equal(arb_rules_notation(r, 0), "algebraic");
	assert_string_equal(arb_rules_notation(r, 1), "playok");
	assert_string_equal(arb_rules_notation(r, 7), "ludii");
	assert_null(arb_rules_notation(r, 8));
	assert_null(arb_rules_notation(r, -1));
	assert_string_equal(arb_rules_side(r, 1), "black");
	assert_null(arb_rules_side(r, 2));
	assert_int_equal(arb_rules_dice(r), 0);
	assert_string_equal(arb_rules_file_at(r, 0), arb_rules_file(r));
	assert_non_null(strstr(arb_rules_file_at(r, 1), "/boards/nine.yaml"));
	assert_null(arb_rules_file_at(r, 2));
	assert_null(arb_rules_file_at(r, -1));
	arb_rules_close(r);
	/* the files of an extends chain, nearest first, then its board: what a
	 * program that writes a file must write over none of */
	r = rules("achi");
	assert_string_equal(arb_rules_file_at(r, 0), arb_rules_file(r));
	assert_non_null(strstr(arb_rules_file_at(r, 0), "/achi.yaml"));
	assert_non_null(strstr(arb_rules_file_at(r, 1), "/three-mens-morris-ludii.yaml"));
	assert_non_null(strstr(arb_rules_file_at(r, 2), "/boards/three-diagonal.yaml"));
	assert_null(arb_rules_file_at(r, 3));
	arb_rules_close(r);
	/* and those of each rule set it rotates to, with their start
	 * positions: a game of the match is played under each */
	r = rules("tavli");
	{
		int plakoto = 0, head = 0, i = 0;
		for (const char *f; (f = arb_rules_file_at(r, i)); i++) {
			plakoto += strstr(f, "/backgammon/plakoto.yaml") != NULL;
			head += strstr(f, "/starts/head.yaml") != NULL;
		}
		assert_true(plakoto == 1 && head >= 1 && i > 4);
	}
	arb_rules_close(r);
	assert_null(arb_rules_file_at(NULL, 0));
	assert_int_equal(arb_rules_open("nine-mens-moris", &r, &err), ARB_ERULES);
	assert_null(r);
	assert_string_equal(err.code, "unknown-variant");
	assert_non_null(strstr(err.message, "did you mean nine-mens-morris?"));
	unit_path(path, sizeof path, "tests/data/variants/bad/misspelt-key.yaml");
	assert_int_equal(arb_rules_open(path, &r, &err), ARB_ERULES);
	assert_non_null(strstr(err.message, "unknown key 'rules.remval'"));
	assert_int_equal(arb_rules_open(NULL, &r, &err), ARB_EUSAGE);
	r = rules("Shesh-besh"); /* an alias */
	assert_string_equal(arb_rules_name(r), "backgammon");
	assert_int_equal(arb_rules_dice(r), 1);
	assert_string_equal(arb_rules_side(r, 0), "X");
	arb_rules_close(r);
	arb_rules_close(NULL);
}

/* A refused move leaves the game as it was: the same ply, side and moves. */
static void morris(void **st)
{
	arb_rules *r = rules("nine-mens-morris");
	arb_game *g = game(r);
	char before[2048], after[2048];
	arb_error err;
	const char *const *m;
	size_t n;

	(void)st;
	play(g, "a7|a1|d7");
	legal(g, NULL, before, sizeof before);
	assert_int_equal(arb_game_play(g, "d7", NULL, &err), ARB_EILLEGAL);
	assert_string_equal(err.code, "occupied");
	assert_string_equal(err.message, "d7 is occupied");
	assert_int_equal(arb_game_play(g, "hello", NULL, &err), ARB_EMOVE);
	assert_string_equal(err.code, "bad-token");
	assert_int_equal(arb_game_play(g, "d1", "keypad", &err), ARB_EUSAGE);
	assert_string_equal(err.code, "unknown-notation");
	assert_int_equal(arb_game_play_as(g, 0, "d1", NULL, &err), ARB_EILLEGAL);
	assert_string_equal(err.code, "turn");
	assert_string_equal(legal(g, NULL, after, sizeof after), before);
	assert_int_equal(arb_game_ply(g), 3);
	assert_int_equal(arb_game_to_move(g), 1);
	/* white's g7 closes a mill: the removal is a move of its own, white's */
	play(g, "d1|g7");
	assert_int_equal(arb_game_ply(g), 4);
	assert_int_equal(arb_game_to_move(g), 0);
	assert_string_equal(legal(g, NULL, after, sizeof after), "xa1 xd1");
	assert_string_equal(legal(g, "playok", after, sizeof after), "x22 x23");
	play(g, "xd1");
	assert_int_equal(arb_game_ply(g), 5);
	assert_int_equal(arb_game_moves(g, "playok", &m, &n, &err), ARB_OK);
	assert_int_equal(n, 6);
	assert_string_equal(m[4], "3");
	assert_string_equal(m[5], "x23");
	assert_string_equal(arb_game_result(g), "*");
	assert_string_equal(arb_game_termination(g), "");
	assert_null(arb_game_dice(g));
	assert_non_null(strstr(arb_game_board(g), "white (W): 3 on the board, 6 in hand"));
	arb_game_free(g);
	arb_rules_close(r);
}

static void uttt(void **st)
{
	arb_rules *r = rules("uttt-standard");
	arb_game *g = game(r);
	char text[2048];
	arb_error err;

	(void)st;
	play(g, "e5");
	assert_int_equal(arb_game_to_move(g), 1);
	assert_string_equal(legal(g, "keypad", text, sizeof text), "57 58 59 54 56 51 52 53");
	assert_int_equal(arb_game_play(g, "54", "keypad", &err), ARB_OK);
	assert_int_equal(arb_game_set_notation(g, "index", &err), ARB_OK);
	assert_int_equal(arb_game_set_notation(g, "rowcol", &err), ARB_EUSAGE);
	assert_string_equal(legal(g, NULL, text, sizeof text), "27 28 29 36 37 38 45 46 47");
	arb_game_free(g);
	arb_rules_close(r);
}

/* Without a seed the dice are given: the opening roll says who starts,
 * a play must use the roll given, and a roll must be played where it can. */
static void dice_given(void **st)
{
	arb_rules *r = rules("backgammon");
	arb_game *g = game(r);
	char text[4096];
	arb_error err;

	(void)st;
	assert_int_equal(arb_game_to_move(g), -1);
	assert_int_equal(arb_game_dice_due(g), 1);
	assert_string_equal(legal(g, NULL, text, sizeof text), "");
	assert_int_equal(arb_game_roll(g, NULL, &err), ARB_EDICE);
	assert_string_equal(err.code, "no-seed");
	assert_int_equal(arb_game_roll(g, "33", &err), ARB_EDICE);
	assert_string_equal(err.code, "opening-tie");
	assert_int_equal(arb_game_roll(g, "7", &err), ARB_EDICE);
	assert_string_equal(err.code, "bad-dice");
	assert_int_equal(arb_game_roll(g, "25", &err), ARB_OK); /* the second player's 5 starts */
	assert_int_equal(arb_game_to_move(g), 1);
	assert_string_equal(arb_game_dice(g), "25");
	assert_int_equal(arb_game_roll(g, "61", &err), ARB_EDICE);
	assert_string_equal(err.code, "no-roll");
	assert_int_equal(arb_game_play(g, "61: 13/7 8/7", NULL, &err), ARB_EILLEGAL);
	assert_string_equal(err.code, "dice");
	assert_string_equal(err.message, "the roll is 2-5, not 6-1");
	assert_int_equal(arb_game_play(g, "25:", NULL, &err), ARB_EILLEGAL);
	assert_string_equal(err.code, "must-move");
	assert_int_equal(arb_game_play(g, "Doubles => 2", NULL, &err), ARB_EILLEGAL);
	assert_string_equal(err.code, "rolled");
	assert_string_equal(arb_game_dice(g), "25"); /* each refusal left the roll */
	play(g, "13/11 13/8");
	assert_int_equal(arb_game_to_move(g), 0);
	assert_null(arb_game_dice(g));
	assert_string_equal(legal(g, NULL, text, sizeof text), "Doubles => 2");
	/* a play that carries its roll is the roll and the play */
	play(g, "31: 8/5 6/5");
	assert_int_equal(arb_game_ply(g), 2);
	play(g, "Doubles => 2");
	assert_string_equal(legal(g, "sgf", text, sizeof text), "take drop");
	play(g, "Drops");
	assert_int_equal(arb_game_over(g), 1);
	assert_string_equal(arb_game_result(g), "0-1");
	assert_string_equal(arb_game_termination(g), "drop");
	assert_int_equal(arb_game_points(g), 1);
	assert_string_equal(arb_game_reason(g), "the first player dropped the double: 1 point");
	assert_int_equal(arb_game_play(g, "Takes", NULL, &err), ARB_EILLEGAL);
	assert_string_equal(err.code, "game-over");
	arb_game_free(g);
	arb_rules_close(r);
}

/* The result of a game of random legal moves drawn from seed. */
static void random_game(const arb_rules *r, unsigned long long seed, char *out, size_t n)
{
	arb_game *g = game(r);
	unsigned long long x = seed * 2654435761u + 1;
	arb_error err;

	arb_game_seed(g, seed);
	while (!arb_game_over(g) && arb_game_ply(g) < 1000) {
		const char *const *m;
		size_t k;
		assert_int_equal(arb_game_legal(g, NULL, &m, &k, &err), ARB_OK);
		assert_true(k > 0);
		x = x * 6364136223846793005ULL + 1442695040888963407ULL;
		if (arb_game_play(g, m[(x >> 33) % k], NULL, &err))
			fail_msg("seed %llu: %s: %s", seed, m[(x >> 33) % k], err.message);
	}
	snprintf(out, n, "%s %s %d %d", arb_game_result(g), arb_game_termination(g),
		 arb_game_ply(g), arb_game_points(g));
	arb_game_free(g);
}

/* With a seed the dice are rolled: at once where nothing may come first,
 * and "roll" beside the double where the cube may be turned; the same
 * seed rolls the same game. */
static void dice_seeded(void **st)
{
	arb_rules *r = rules("backgammon");
	arb_game *g = game(r), *h = game(r);
	char text[8192], a[64], b[64];
	arb_error err;
	int found = 0;

	(void)st;
	arb_game_seed(g, 7);
	arb_game_seed(h, 7);
	assert_non_null(arb_game_dice(g));
	assert_string_equal(arb_game_dice(g), arb_game_dice(h));
	assert_true(arb_game_to_move(g) >= 0);
	legal(g, NULL, text, sizeof text);
	assert_null(strstr(text, "roll"));
	{
		const char *const *m;
		size_t k;
		assert_int_equal(arb_game_legal(g, NULL, &m, &k, &err), ARB_OK);
		assert_int_equal(arb_game_play(g, m[k - 1], NULL, &err), ARB_OK);
	}
	/* the second side may double: "roll" and the double, nothing else */
	assert_int_equal(arb_game_dice_due(g), 1);
	assert_null(arb_game_dice(g));
	assert_string_equal(legal(g, NULL, text, sizeof text), "Doubles => 2 roll");
	assert_int_equal(arb_game_play(g, "13/8 13/11", NULL, &err), ARB_EMOVE);
	assert_int_equal(arb_game_play(g, "52: 13/8 13/11", NULL, &err), ARB_EDICE);
	assert_string_equal(err.code, "roll-due");
	play(g, "roll");
	assert_non_null(arb_game_dice(g));
	/* a resignation may come before the roll, and ends the game: a single */
	assert_int_equal(arb_game_to_move(h), arb_game_to_move(g) ^ 1);
	{
		const char *const *m;
		size_t k;
		assert_int_equal(arb_game_legal(h, NULL, &m, &k, &err), ARB_OK);
		assert_int_equal(arb_game_play(h, m[k - 1], NULL, &err), ARB_OK);
	}
	play(h, "Resigns");
	assert_int_equal(arb_game_over(h), 1);
	assert_string_equal(arb_game_termination(h), "resignation");
	assert_int_equal(arb_game_points(h), 1);
	arb_game_free(g);
	arb_game_free(h);
	arb_rules_close(r);
	r = rules("backgammon-no-cube"); /* games played to the bear-off */
	for (unsigned long long s = 1; s <= 10; s++) {
		random_game(r, s, a, sizeof a);
		random_game(r, s, b, sizeof b);
		assert_string_equal(a, b);
		found += strstr(a, "bear-off") != NULL;
	}
	assert_int_equal(found, 10);
	arb_rules_close(r);
}

/* A game lost by forfeit, written as a record, reads back valid. */
static void forfeit_record(void **st)
{
	arb_rules *r = rules("backgammon");
	arb_game *g = game(r);
	const char *text, *tags[] = { "White", "Ann", "Black", "Bo", NULL };
	char path[] = "/tmp/arbiter-lib-XXXXXX";
	arb_reader *rd;
	arb_error err;
	size_t len;
	FILE *f;
	int fd;

	(void)st;
	assert_int_equal(arb_game_restart(g, 0, 0, 0, &err), ARB_OK); /* money play */
	assert_int_equal(arb_game_roll(g, "52", &err), ARB_OK);
	play(g, "13/8 13/11|63: 24/18 18/15|Doubles => 2|Takes");
	assert_int_equal(arb_game_forfeit(g, 0, "a crash", &err), ARB_OK);
	assert_int_equal(arb_game_forfeit(g, 0, "again", &err), ARB_EILLEGAL);
	assert_string_equal(arb_game_result(g), "0-1");
	assert_string_equal(arb_game_termination(g), "forfeit");
	assert_string_equal(arb_game_reason(g), "a crash");
	assert_int_equal(arb_game_points(g), 2); /* a single, the cube on 2 */
	assert_int_equal(arb_game_legal(g, NULL, &(const char *const *){ NULL }, &len, &err), ARB_OK);
	assert_int_equal(len, 0);
	assert_int_equal(arb_game_write(g, "tagged", tags, &text, &len, &err), ARB_EUSAGE);
	assert_int_equal(arb_game_write(g, "pdf", tags, &text, &len, &err), ARB_EUSAGE);
	assert_int_equal(arb_game_write(g, NULL, tags, &text, &len, &err), ARB_OK);
	assert_non_null(strstr(text, "; [Termination \"forfeit: a crash\"]"));
	assert_non_null(strstr(text, " 0 point match"));
	assert_non_null(strstr(text, "Wins 2 points"));
	fd = mkstemp(path);
	assert_true(fd >= 0 && (f = fdopen(fd, "w")));
	assert_int_equal(fwrite(text, 1, len, f), len);
	fclose(f);
	assert_int_equal(arb_reader_open(path, r, &rd, &err), ARB_OK);
	assert_int_equal(arb_reader_next(rd, &err), ARB_OK);
	assert_string_equal(arb_reader_status(rd), "valid");
	assert_string_equal(arb_reader_result(rd), "0-1");
	assert_int_equal(arb_reader_points(rd), 2);
	assert_int_equal(arb_reader_moves(rd), 4);
	assert_string_equal(arb_reader_move(rd, 0), "52: 13/8 13/11");
	assert_int_equal(arb_reader_mover(rd, 1), 1);
	assert_string_equal(arb_reader_tag(rd, "Termination"), "forfeit: a crash");
	assert_int_equal(arb_reader_next(rd, &err), ARB_END);
	arb_reader_close(rd);
	unlink(path);
	arb_game_free(g);
	arb_rules_close(r);
}

/* A caller's tag the game writes itself (Result, Variant, ...) is refused,
 * said by name: written twice it made the record unreadable, or in place of
 * the game's, another game. Others are written, and the record reads back. */
/* A Ludii trial of a morris game says NaturalEnd only where the rules
 * ended it: a forfeit, which Ludii's trials have no word for, is Unknown
 * (it was NaturalEnd, read back as an end of the rules the game never
 * reached: a mismatch). */
/* A match someone has won has no game left: restarting at such a score is
 * refused, and the game stays as it was (it started a game with no move
 * and no end, and a caller playing to the end waited for ever). */
static void restart_won_match(void **st)
{
	arb_rules *r = rules("backgammon");
	arb_game *g = game(r);
	arb_error err;

	(void)st;
	assert_int_equal(arb_game_restart(g, 5, 4, 4, &err), ARB_OK); /* double match point */
	assert_int_equal(arb_game_roll(g, "52", &err), ARB_OK);
	assert_int_equal(arb_game_restart(g, 5, 5, 0, &err), ARB_EUSAGE);
	assert_string_equal(err.code, "usage");
	assert_int_equal(arb_game_restart(g, 5, 2, 7, &err), ARB_EUSAGE);
	assert_int_equal(arb_game_restart(g, 1, 1, 0, &err), ARB_EUSAGE);
	assert_string_equal(arb_game_dice(g), "52"); /* as it was */
	assert_int_equal(arb_game_restart(g, 0, 9, 3, &err), ARB_OK); /* money play: no end */
	assert_int_equal(arb_game_over(g), 0);
	arb_game_free(g);
	arb_rules_close(r);
}

static void trial_ends(void **st)
{
	arb_rules *r = rules("three-mens-morris");
	arb_game *g = game(r);
	const char *text;
	arb_error err;
	size_t len;

	(void)st;
	assert_int_equal(arb_game_set_notation(g, "ludii", &err), ARB_OK);
	play(g, "[Move:mover=1,from=9,to=1,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=1,decision=true]]");
	assert_int_equal(arb_game_forfeit(g, 1, "a crash", &err), ARB_OK);
	assert_int_equal(arb_game_write(g, NULL, NULL, &text, &len, &err), ARB_OK);
	assert_non_null(strstr(text, "\nwinner=1\nendtype=Unknown\n"));
	assert_int_equal(arb_game_restart(g, -1, 0, 0, &err), ARB_OK);
	assert_int_equal(arb_game_set_notation(g, NULL, &err), ARB_OK);
	play(g, "b1|a3|a1|c1|c2|a2|c2-c3|a2-b2"); /* black's line */
	assert_string_equal(arb_game_result(g), "0-1");
	assert_int_equal(arb_game_set_notation(g, "ludii", &err), ARB_OK);
	assert_int_equal(arb_game_write(g, NULL, NULL, &text, &len, &err), ARB_OK);
	assert_non_null(strstr(text, "\nwinner=2\nendtype=NaturalEnd\n"));
	arb_game_free(g);
	arb_rules_close(r);
}

static void own_tags(void **st)
{
	arb_rules *r = rules("three-mens-morris");
	arb_game *g = game(r);
	const char *text = "", *bad[][5] = { { "Event", "x", "Result", "1-0", NULL },
					     { "Variant", "nine-mens-morris", NULL },
					     { "Notation", "standard", NULL },
					     { "Points", "1", NULL } };
	const char *good[] = { "Event", "x", "Termination", "stopped", NULL };
	arb_error err;
	size_t len;

	(void)st;
	play(g, "a1|b1");
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(arb_game_write(g, NULL, bad[i], &text, &len, &err), ARB_EUSAGE);
		assert_non_null(strstr(err.message, bad[i][0][0] == 'E' ? "'Result'" : bad[i][0]));
	}
	assert_int_equal(arb_game_write(g, NULL, good, &text, &len, &err), ARB_OK);
	assert_non_null(strstr(text, "[Variant \"three-mens-morris\"]"));
	assert_non_null(strstr(text, "[Termination \"stopped\"]"));
	assert_null(strstr(strstr(text, "[Result ") + 1, "[Result "));
	/* a control character in UTF-8 text is text, written as it is; in a
	 * name that is not UTF-8, its line would be taken for binary data
	 * where it starts a file: not written */
	assert_int_equal(arb_game_write(g, NULL, (const char *[]){ "White", "a\x1b[8mb", NULL },
					&text, &len, &err), ARB_OK);
	assert_non_null(strstr(text, "[White \"a\x1b[8mb\"]"));
	assert_int_equal(arb_game_write(g, NULL, (const char *[]){ "White", "caf\xe9 \x01", NULL },
					&text, &len, &err), ARB_EUSAGE);
	assert_string_equal(err.code, "not-held");
	assert_non_null(strstr(err.message, "binary data"));
	arb_game_free(g);
	arb_rules_close(r);
}

/* What the reader says of the records of a file, and a game started where
 * the referee started one of them. */
static void reader(void **st)
{
	char path[1024];
	arb_reader *rd = NULL;
	arb_rules *r;
	arb_game *g;
	arb_error err;
	long line, col;
	int ply;

	(void)st;
	unit_path(path, sizeof path, "tests/data/morris/illegal.pgn");
	assert_int_equal(arb_reader_open(path, NULL, &rd, &err), ARB_OK);
	assert_int_equal(arb_reader_next(rd, &err), ARB_OK);
	assert_int_equal(arb_reader_index(rd), 1);
	assert_string_equal(arb_reader_status(rd), "illegal");
	assert_string_equal(arb_reader_rules(rd), "nine-mens-morris");
	assert_string_equal(arb_reader_notation(rd), "algebraic");
	assert_int_equal(arb_reader_fault(rd, &ply, &line, &col, &err), ARB_EILLEGAL);
	assert_int_equal(ply, 3);
	assert_int_equal(line, 5);
	assert_int_equal(col, 13);
	assert_string_equal(err.code, "occupied");
	assert_string_equal(err.message, "d6 is occupied");
	arb_reader_close(rd);
	assert_int_equal(arb_reader_open("/nonexistent", NULL, &rd, &err), ARB_EIO);
	assert_null(rd);
	/* the second game of a 3-point match, at 1-0 */
	unit_path(path, sizeof path, "tests/data/backgammon/match-3pt.mat");
	assert_int_equal(arb_reader_open(path, NULL, &rd, &err), ARB_OK);
	assert_int_equal(arb_reader_next(rd, &err), ARB_OK);
	assert_int_equal(arb_reader_next(rd, &err), ARB_OK);
	r = rules(arb_reader_rules(rd));
	g = game(r);
	assert_int_equal(arb_game_start_record(g, rd, &err), ARB_OK);
	for (size_t i = 0; i < arb_reader_moves(rd); i++)
		if (arb_game_play_as(g, arb_reader_mover(rd, i), arb_reader_move(rd, i), NULL, &err))
			fail_msg("move %zu: %s", i + 1, err.message);
	arb_game_free(g);
	arb_rules_close(r);
	r = rules("uttt-standard");
	g = game(r);
	assert_int_equal(arb_game_start_record(g, rd, &err), ARB_EUSAGE);
	assert_string_equal(err.code, "other-rules");
	arb_game_free(g);
	arb_rules_close(r);
	arb_reader_close(rd);
}

/* A string the library gives out lasts until a call changes its handle:
 * a record's two names and two moves held at once, a name of 1,200 bytes
 * whole (it was cut at 1,023, inside a letter), the legal moves kept while
 * the moves played are listed, and a Ultimate Tic-Tac-Toe move of
 * OpenSpiel's two words one item of that list (its board's word was an
 * empty one). */
static void strings_last(void **st)
{
	char path[1024], name[1201] = "", text[64];
	const char *w, *b, *m0, *m1, *const *legal_list, *const *played;
	size_t nlegal, nplayed;
	arb_reader *rd = NULL;
	arb_rules *r;
	arb_game *g;
	arb_error err;
	FILE *f;
	int fd;

	(void)st;
	unit_path(path, sizeof path, "tests/data/backgammon/match-3pt.mat");
	assert_int_equal(arb_reader_open(path, NULL, &rd, &err), ARB_OK);
	assert_int_equal(arb_reader_next(rd, &err), ARB_OK);
	w = arb_reader_tag(rd, "White");
	b = arb_reader_tag(rd, "Black");
	m0 = arb_reader_move(rd, 0);
	m1 = arb_reader_move(rd, 1);
	assert_string_equal(w, "gnubg");
	assert_string_equal(b, "root");
	assert_string_not_equal(m0, m1);
	snprintf(text, sizeof text, "%s", m0);
	assert_string_equal(arb_reader_move(rd, 0), text);
	assert_string_equal(m0, text);
	arb_reader_close(rd);
	for (int i = 0; i < 600; i++)
		strcat(name, "\xc3\xa9");
	snprintf(path, sizeof path, "/tmp/arbiter-test-lib-XXXXXX");
	assert_true((fd = mkstemp(path)) >= 0 && (f = fdopen(fd, "w")) != NULL);
	fprintf(f, "[White \"%s\"]\n[Result \"*\"]\n\n1. d6 *\n", name);
	fclose(f);
	assert_int_equal(arb_reader_open(path, NULL, &rd, &err), ARB_OK);
	assert_int_equal(arb_reader_next(rd, &err), ARB_OK);
	assert_string_equal(arb_reader_tag(rd, "White"), name);
	arb_reader_close(rd);
	unlink(path);

	r = rules("uttt-standard");
	g = game(r);
	play(g, "e5|d4");
	assert_int_equal(arb_game_legal(g, NULL, &legal_list, &nlegal, &err), ARB_OK);
	snprintf(text, sizeof text, "%s", legal_list[0]);
	assert_int_equal(arb_game_moves(g, NULL, &played, &nplayed, &err), ARB_OK);
	assert_int_equal(nplayed, 2);
	assert_string_equal(legal_list[0], text);
	assert_string_not_equal(legal_list[0], played[0]);
	arb_game_free(g);
	g = game(r);
	assert_int_equal(arb_game_play(g, "4 4", "openspiel", &err), ARB_OK);
	assert_int_equal(arb_game_moves(g, NULL, &played, &nplayed, &err), ARB_OK);
	assert_int_equal(nplayed, 1);
	assert_string_equal(played[0], "e5");
	arb_game_free(g);
	arb_rules_close(r);
}

/* The records of one file replayed move by move, each played by the side
 * it names: ARB_OK for all of them. */
static void replay_file(const char *file)
{
	char path[1024];
	arb_reader *rd = NULL;
	arb_rules *r;
	arb_game *g;
	arb_error err;

	unit_path(path, sizeof path, file);
	assert_int_equal(arb_reader_open(path, NULL, &rd, &err), ARB_OK);
	while (arb_reader_next(rd, &err) == ARB_OK) {
		r = rules(arb_reader_rules(rd));
		g = game(r);
		assert_int_equal(arb_game_start_record(g, rd, &err), ARB_OK);
		for (size_t i = 0; i < arb_reader_moves(rd); i++)
			if (arb_game_play_as(g, arb_reader_mover(rd, i), arb_reader_move(rd, i), NULL,
					     &err))
				fail_msg("%s: move %zu, %s: %s", file, i + 1, arb_reader_move(rd, i),
					 err.message);
		arb_game_free(g);
		arb_rules_close(r);
	}
	arb_reader_close(rd);
}

/* SGF set-ups as gnubg writes them: the side its PL names is not always the
 * one that acts next, and either may (as the referee takes it); a roll
 * whose play is not written is no resignation when a set-up follows. A
 * game played live takes neither: only one started from a record does. */
static void set_ups(void **st)
{
	arb_rules *r = rules("backgammon");
	arb_game *g = game(r);
	arb_error err;

	(void)st;
	replay_file("tests/data/backgammon/dialects/sgf-setup-pl.sgf");
	replay_file("tests/data/real/backgammon/gibbon/edited.sgf");
	play(g, "31: 8/5 6/5");
	assert_int_equal(arb_game_play_as(g, -1, "AE[a:y]AW[a][a]AB[y][y]", "sgf", &err),
			 ARB_EILLEGAL);
	assert_string_equal(err.code, "record-only");
	assert_int_equal(arb_game_play_as(g, 1, "62: ???", NULL, &err), ARB_EILLEGAL);
	assert_string_equal(err.code, "record-only");
	assert_int_equal(arb_game_to_move(g), 1);
	play(g, "62: 24/18 13/11");
	arb_game_free(g);
	arb_rules_close(r);
}

/* Games on four threads under one rule set: each as it is alone. */
typedef struct job {
	const arb_rules *r;
	unsigned long long seed;
	char result[64];
} job;

static void *run(void *arg)
{
	job *j = arg;

	random_game(j->r, j->seed, j->result, sizeof j->result);
	return NULL;
}

static void threads(void **st)
{
	const char *names[] = { "nine-mens-morris", "uttt-standard", "backgammon-money", "tavli" };
	(void)st;
	for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
		arb_rules *r = rules(names[k]);
		job jobs[4];
		pthread_t t[4];
		char alone[64];
		for (int i = 0; i < 4; i++) {
			jobs[i] = (job){ .r = r, .seed = (unsigned long long)i + 1 };
			assert_int_equal(pthread_create(&t[i], NULL, run, &jobs[i]), 0);
		}
		for (int i = 0; i < 4; i++) {
			pthread_join(t[i], NULL);
			random_game(r, (unsigned long long)i + 1, alone, sizeof alone);
			assert_string_equal(jobs[i].result, alone);
		}
		arb_rules_close(r);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(rule_sets),   cmocka_unit_test(morris),
		cmocka_unit_test(uttt),        cmocka_unit_test(dice_given),
		cmocka_unit_test(dice_seeded), cmocka_unit_test(forfeit_record),
		cmocka_unit_test(trial_ends),  cmocka_unit_test(restart_won_match),
		cmocka_unit_test(own_tags),
		cmocka_unit_test(reader),      cmocka_unit_test(set_ups),
		cmocka_unit_test(strings_last),
		cmocka_unit_test(threads),
	};
	return cmocka_run_group_tests_name("lib", tests, NULL, NULL);
}
