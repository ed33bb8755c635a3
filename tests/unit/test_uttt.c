/* Ultimate Tic-Tac-Toe: notations, where a mark may go under each option,
 * and how the game ends. */
#include "unit.h"
#include "registry.h"
#include "runs.h"

#include <string.h>

#include "base/edit.h"
#include "core/variant.h"
#include "games/uttt/uttt.h"

static ttt_state *state(const char *name)
{
	diag d;
	variant *v = var_find(reg, name, &d);
	if (!v)
		fail_msg("%s: %s", name, d.msg);
	return v->game->state_new(v->rules);
}

static void done(ttt_state *s)
{
	diag d;
	var_find(reg, "uttt-standard", &d)->game->state_free(s);
}

/* Plays board.cell moves; returns 0, or the index of the first refused one + 1. */
static int play(ttt_state *s, const char *moves, diag *d)
{
	char list[1024], *save, *t;
	int i = 0;

	snprintf(list, sizeof list, "%s", moves);
	for (t = strtok_r(list, " ", &save); t; t = strtok_r(NULL, " ", &save), i++) {
		game_move m;
		if (ttt_decode(s, N_BOARD_CELL, t, strlen(t), ttt_move_in(&m), d) || ttt_play(s, &m, d))
			return i + 1;
	}
	return 0;
}

/* The centre cell of the centre board in every notation, and the corners. */
static void notations(void **st)
{
	static const struct { int notation; const char *centre, *top_left, *bottom_right; } n[] = {
		{ N_GLOBAL, "e5", "a9", "i1" },   { N_BOARD_CELL, "4.4", "0.0", "8.8" },
		{ N_CODINGAME, "4 4", "0 0", "8 8" }, { N_INDEX, "40", "0", "80" },
		{ N_KEYPAD, "55", "77", "33" },
	};
	ttt_state *s = state("uttt-standard");
	diag d;
	(void)st;
	for (size_t i = 0; i < sizeof n / sizeof n[0]; i++) {
		ttt_move m;
		buf out = { 0 };
		assert_int_equal(ttt_decode(s, n[i].notation, n[i].centre, strlen(n[i].centre), &m, &d), 0);
		assert_int_equal(m.board, 4);
		assert_int_equal(m.cell, 4);
		assert_int_equal(ttt_decode(s, n[i].notation, n[i].top_left, strlen(n[i].top_left), &m,
					    &d), 0);
		assert_int_equal(m.board * 10 + m.cell, 0);
		assert_int_equal(ttt_decode(s, n[i].notation, n[i].bottom_right,
					    strlen(n[i].bottom_right), &m, &d), 0);
		assert_int_equal(m.board * 10 + m.cell, 88);
		ttt_encode(s, n[i].notation, &m, &out);
		assert_string_equal(out.p, n[i].bottom_right);
		buf_free(&out);
	}
	/* outside the grid, in each notation */
	for (size_t i = 0; i < 5; i++) {
		static const char *const bad[] = { "j1", "9.0", "9 9", "81", "05" };
		ttt_move m;
		assert_int_equal(ttt_decode(s, (int)i, bad[i], strlen(bad[i]), &m, &d), -1);
		assert_string_equal(d.code, "bad-token");
	}
	done(s);
}

/* ttt_encode writes the names of three bytes or fewer (board-cell, CodinGame,
 * Riddles.io, keypad, index) with no call, for the suggestion's list: each cell's
 * is what name_at writes for ttt_name (the usual path), for every board and
 * cell in every notation but OpenSpiel's; a mark with '#' goes the usual
 * way. With the fast path's row and column swapped for CodinGame, or an
 * index under 10 written as its column, it fails. */
static void encode_as_name(void **st)
{
	ttt_state *s = state("uttt-standard");
	int fast = 0;
	(void)st;
	for (int notation = 0; notation < N_COUNT; notation++) {
		if (notation == N_OPENSPIEL)
			continue;
		for (int i = 0; i < 81; i++) {
			ttt_move m = ttt_at(i / 9, i % 9, 0);
			char want[16];
			buf out = { 0 };
			ttt_name(notation, i / 9, i % 9, want, sizeof want);
			assert_int_equal(ttt_encode(s, notation, &m, &out), 0);
			assert_int_equal(out.len, strlen(want));
			assert_memory_equal(out.p, want, out.len);
			fast += notation != N_GLOBAL;
			buf_free(&out);
		}
	}
	assert_int_equal(fast, 5 * 81);
	done(s);
}

/* Every cell, written in each notation of coordinates, reads back as
 * itself; a mark written with '#' keeps it but in CodinGame's, which has
 * none. (OpenSpiel's numbers are read as the position says: below.) */
static void every_cell_reads_back(void **st)
{
	ttt_state *s = state("uttt-standard");
	diag d;
	(void)st;
	for (int notation = 0; notation < N_OPENSPIEL; notation++)
		for (int i = 0; i < 81 * 2; i++) {
			ttt_move m = ttt_at(i % 81 / 9, i % 9, i >= 81), back;
			buf out = { 0 };
			assert_int_equal(ttt_encode(s, notation, &m, &out),
					 m.claims_win && notation == N_CODINGAME);
			assert_int_equal(ttt_decode(s, notation, out.p, out.len, &back, &d), 0);
			assert_int_equal(back.board * 10 + back.cell, m.board * 10 + m.cell);
			assert_int_equal(back.claims_win, m.claims_win && notation != N_CODINGAME);
			buf_free(&out);
		}
	done(s);
}

static void won_board_0(ttt_state *s);

/* OpenSpiel's actions, as its playthrough of ultimate_tic_tac_toe wrote
 * them (tests/data/real/uttt/openspiel): a number is the board of a free
 * mark, then the cell in it; else the cell in the board the mark is sent
 * to. A number decodes as itself, the same in every position (so that it
 * is remembered), and the position makes it a choice or a mark. Each mark,
 * written back in OpenSpiel's numbers from the position before it, gives
 * the numbers read; O wins in 56 plies, as OpenSpiel's Returns() say ([-1,
 * 1]). A board chosen that is decided is refused, and a number past 8 is
 * none. */
static void openspiel_actions(void **st)
{
	static const char history[] = "7 6 3 8 8 1 3 5 1 5 5 7 5 4 4 7 8 5 0 0 3 1 1 4 6 7 3 0 6 2 "
				      "1 0 1 8 6 8 7 0 4 0 7 2 3 3 4 5 2 4 1 2 5 4 3 2 2 8 6 4 "
				      "2 0";
	ttt_state *s = state("uttt-standard");
	buf out = { 0 };
	diag d;
	int chosen = 0;
	(void)st;
	for (const char *t = history; *t; t += t[1] ? 2 : 1) {
		game_move m;
		ttt_move *tm = ttt_move_in(&m);
		int choice;
		assert_int_equal(ttt_decode(s, N_OPENSPIEL, t, 1, tm, &d), 0);
		choice = ttt_resolve(s, tm).cell < 0;
		chosen += choice;
		if (!choice) { /* the mark, written from the position: the numbers read */
			buf_clear(&out);
			assert_int_equal(ttt_encode(s, N_OPENSPIEL, tm, &out), 0);
			assert_int_equal(out.p[out.len - 1], *t);
		}
		assert_int_equal(ttt_play(s, &m, &d), 0);
	}
	assert_int_equal(chosen, 4);
	assert_int_equal(s->base.plies, 56);
	assert_true(s->base.out.over);
	assert_int_equal(s->base.out.result, RES_BLACK);
	buf_free(&out);
	done(s);

	s = state("uttt-standard");
	{
		game_move m;
		ttt_move made;
		/* X chooses board 4, marks its top-left: O is sent to board 0 (no choice) */
		assert_int_equal(ttt_decode(s, N_OPENSPIEL, "4", 1, ttt_move_in(&m), &d), 0);
		assert_int_equal(ttt_resolve(s, ttt_move_in(&m)).cell, -1);
		assert_int_equal(ttt_play(s, &m, &d), 0);
		assert_int_equal(ttt_decode(s, N_OPENSPIEL, "0", 1, ttt_move_in(&m), &d), 0);
		made = ttt_resolve(s, ttt_move_in(&m));
		assert_int_equal(made.board * 10 + made.cell, 40);
		assert_int_equal(ttt_play(s, &m, &d), 0);
		assert_int_equal(s->next, 0);
		assert_false(ttt_free(s));
		assert_int_equal(ttt_decode(s, N_OPENSPIEL, "9", 1, ttt_move_in(&m), &d), -1);
		assert_string_equal(d.code, "bad-token");
	}
	done(s);
	s = state("uttt-standard");
	won_board_0(s);
	s->next = 0;
	s->side = O;
	/* sent to board 0, won: free; choosing board 0 again is refused */
	{
		game_move m;
		assert_int_equal(ttt_decode(s, N_OPENSPIEL, "0", 1, ttt_move_in(&m), &d), 0);
		assert_int_equal(ttt_resolve(s, ttt_move_in(&m)).cell, -1);
		assert_int_equal(ttt_play(s, &m, &d), -1);
		assert_string_equal(d.code, "board-won");
	}
	done(s);
}

/* The fields a move changes, the same in two states? */
static void same_position(const ttt_state *a, const ttt_state *b)
{
	assert_memory_equal(a->cells, b->cells, sizeof a->cells);
	assert_memory_equal(a->occ, b->occ, sizeof a->occ);
	assert_memory_equal(a->won, b->won, sizeof a->won);
	assert_int_equal(a->drawn, b->drawn);
	assert_int_equal(a->may, b->may);
	assert_int_equal(a->sent, b->sent);
	assert_int_equal(a->free_, b->free_);
	assert_int_equal(a->next, b->next);
	assert_int_equal(a->side, b->side);
	assert_int_equal(ttt_chosen(a), ttt_chosen(b));
	assert_int_equal(a->base.plies, b->base.plies);
	assert_int_equal(a->base.out.over, b->base.out.over);
	assert_int_equal(a->base.out.result, b->base.out.result);
}

/* The moves near lists after a refused move, along random games in a
 * position that reads OpenSpiel's numbers and in one that reads global
 * names: where it leaves any out, it leaves all out, and every move it left
 * out is one character in the notation asked for, so none could be
 * suggested (a suggestion is nearer than it is long) nor tie with one;
 * elsewhere it lists what moves lists, in its order. */
static void near_leaves_out_only_one_character(void **st)
{
	static const int read_as[] = { N_OPENSPIEL, N_GLOBAL };
	/* (global and index names: near_names_one_edit) */
	static const int asked[] = { N_OPENSPIEL, N_BOARD_CELL, N_CODINGAME };
	const game *g = var_find(reg, "uttt-standard", &(diag){ 0 })->game;
	int left_out = 0, kept = 0;
	(void)st;
	assert_non_null(g->near);
	for (size_t r = 0; r < sizeof read_as / sizeof read_as[0]; r++) {
		ttt_state *s = state("uttt-standard");
		unsigned seed = 4242;
		s->notation = read_as[r];
		for (int i = 0; i < 3000; i++) {
			game_move all[81], listed[81];
			unsigned roll = (seed = seed * 1103515245u + 12345u) / 65536;
			int n = g->moves(s, NULL, all, 81);
			diag d;
			for (size_t a = 0; a < sizeof asked / sizeof asked[0]; a++) {
				game_near w = { NULL, asked[a], "9", 1, 2 };
				int k = g->near(s, &w, listed, 81);
				if (k == n) {
					for (int m = 0; m < n; m++) {
						const ttt_move *x = ttt_move_in_c(&listed[m]),
							       *y = ttt_move_in_c(&all[m]);
						assert_int_equal(x->board, y->board);
						assert_int_equal(x->cell, y->cell);
						assert_int_equal(x->claims_win, y->claims_win);
					}
					kept++;
					continue;
				}
				assert_int_equal(k, 0);
				for (int m = 0; m < n; m++) {
					buf out = { 0 };
					assert_true(g->encode(s, asked[a], &all[m], &out) >= 0);
					assert_int_equal(out.len, 1);
					buf_free(&out);
				}
				left_out++;
			}
			if (n == 0 || s->base.out.over) {
				ttt_reset(s);
				continue;
			}
			assert_int_equal(g->play(s, &all[roll % (unsigned)n], &d), 0);
		}
		done(s);
	}
	assert_true(left_out > 0 && kept > 0);
}

/* In the global, index and keypad names near lists, of the moves moves
 * lists, those whose name may be one edit from what was written
 * (ttt_near_names): every move it leaves out must be two edits away or
 * more (so neither a suggestion, which is nearer than its own one or two
 * bytes, nor a tie with one), and what it lists is in moves' order. Random
 * texts of one to four bytes (digits, a-i, capitals, '#', '.', a blank)
 * in random positions; and the list made from the position at once
 * (ttt_near_marks) is the one filtered from ttt_moves' (ttt_near_names).
 * It fails with a name of one byte left out beside a
 * text of one byte ("7" beside "3", one edit), or with the index names'
 * tens left out of the test. */
static void near_names_one_edit(void **st)
{
	static const int asked[] = { N_GLOBAL, N_INDEX, N_KEYPAD };
	static const char alphabet[] = "0123456789abcdefghiE#. 8";
	const game *g = var_find(reg, "uttt-standard", &(diag){ 0 })->game;
	ttt_state *s = state("uttt-standard");
	unsigned seed = 31337;
	int left_out = 0, kept = 0, close = 0;
	(void)st;
	for (int i = 0; i < 6000; i++) {
		game_move all[81], listed[81];
		unsigned roll = (seed = seed * 1103515245u + 12345u) / 65536;
		int n = g->moves(s, NULL, all, 81);
		diag d;
		for (size_t a = 0; a < sizeof asked / sizeof asked[0]; a++) {
			char text[4];
			size_t len = 1 + (roll >> 3) % 4, at = 0;
			unsigned r2 = roll;
			for (size_t k = 0; k < len; k++) {
				r2 = r2 * 1103515245u + 12345u;
				text[k] = alphabet[(r2 >> 16) % (sizeof alphabet - 1)];
			}
			game_near w = { NULL, asked[a], text, len, 2 };
			int k = g->near(s, &w, listed, 81);
			ttt_move by_name[81], by_mask[81];
			/* the list made from the position (ttt_near_marks, which near
			 * uses here) is the one made by filtering ttt_moves' */
			int kn = ttt_near_names(asked[a], text, len, by_name, ttt_moves(s, by_name, 81));
			assert_int_equal(ttt_near_marks(s, asked[a], text, len, by_mask, 81), kn);
			for (int m = 0; m < kn; m++) {
				assert_int_equal(by_name[m].board, by_mask[m].board);
				assert_int_equal(by_name[m].cell, by_mask[m].cell);
				assert_int_equal(by_name[m].bit, by_mask[m].bit);
			}
			assert_int_equal(k, kn);
			assert_true(k <= n);
			for (int m = 0; m < n; m++) {
				const ttt_move *y = ttt_move_in_c(&all[m]);
				buf out = { 0 };
				size_t dist;
				assert_true(g->encode(s, asked[a], &all[m], &out) >= 0);
				dist = edit_distance(text, len, out.p, out.len);
				buf_free(&out);
				if (at < (size_t)k && ttt_move_in_c(&listed[at])->board == y->board &&
				    ttt_move_in_c(&listed[at])->cell == y->cell) {
					at++;
					kept++;
					close += dist <= 1;
					continue;
				}
				assert_true(dist >= 2);
				left_out++;
			}
			assert_int_equal(at, (size_t)k); /* every move listed, in order */
		}
		if (n == 0 || s->base.out.over) {
			ttt_reset(s);
			continue;
		}
		assert_int_equal(g->play(s, &all[roll % (unsigned)n], &d), 0);
	}
	done(s);
	print_message("near_names_one_edit: %d left out, %d kept (%d one edit away)\n", left_out,
		      kept, close);
	assert_true(left_out > 0 && close > 0);
}

/* OpenSpiel's numbers have a play of their own (game_notation's play,
 * ttt_play_number), which must play every number as ttt_play plays the
 * move ttt_resolve makes of it (a board chosen, or a mark): the same
 * position after it, or the same refusal in the same words. Numbers
 * drawn at random (a fixed sequence), nine in ten of them a legal move
 * written in OpenSpiel's numbers, under each rule set, 4,000 a rule set, a new game after each refusal and after each game's end, where
 * one number more is refused by both. */
static void openspiel_own_play(void **st)
{
	static const char *const rules[] = { "uttt-standard", "uttt-won-board-playable",
					     "uttt-open-board", "uttt-drawn-counts-both" };
	const game *g = var_find(reg, "uttt-standard", &(diag){ 0 })->game;
	(void)st;
	assert_ptr_equal(g->notations[N_OPENSPIEL].play, ttt_play_number);
	for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++) {
		ttt_state *a = state(rules[r]), *b = state(rules[r]);
		a->notation = b->notation = N_OPENSPIEL; /* (the moves listed: boards to choose first) */
		unsigned seed = 12345;
		int ends = 0;
		for (int i = 0; i < 4000; i++) {
			game_move m, made;
			diag da, db;
			unsigned roll = (seed = seed * 1103515245u + 12345u) / 65536;
			char t = (char)('0' + roll % 9);
			ttt_move legal[81];
			int n = ttt_moves(a, legal, 81), got_a, got_b;
			if (n > 0 && roll / 9 % 10) { /* mostly a legal move, as OpenSpiel writes it */
				buf out = { 0 };
				assert_int_equal(ttt_encode(a, N_OPENSPIEL, &legal[roll / 90 % (unsigned)n],
							    &out), 0);
				t = out.p[out.len - 1];
				buf_free(&out);
			}
			diag_clear(&da);
			diag_clear(&db);
			assert_int_equal(ttt_decode(a, N_OPENSPIEL, &t, 1, ttt_move_in(&m), &da), 0);
			*ttt_move_in(&made) = ttt_resolve(a, ttt_move_in_c(&m));
			got_a = ttt_play(a, &made, &da);
			got_b = ttt_play_number(b, &m, &db);
			assert_int_equal(got_a, got_b);
			if (got_a) {
				assert_string_equal(da.code, db.code);
				assert_string_equal(da.msg, db.msg);
				ttt_reset(a);
				ttt_reset(b);
				continue;
			}
			same_position(a, b);
			if (a->base.out.over) { /* a number past the end: the same words */
				*ttt_move_in(&made) = ttt_resolve(a, ttt_move_in_c(&m));
				assert_int_equal(ttt_play(a, &made, &da), -1);
				assert_int_equal(ttt_play_number(b, &m, &db), -1);
				assert_string_equal(da.code, db.code);
				assert_string_equal(da.msg, db.msg);
				ttt_reset(a);
				ttt_reset(b);
				ends++;
			}
		}
		assert_true(ends > 0);
		done(a);
		done(b);
	}
}

/* The bytes between words of a line of moves (formats/flat.c's). */
static const unsigned char blanks[256] = { [' '] = 1, ['\t'] = 1, [','] = 1, [';'] = 1,
					   ['\r'] = 1, ['\n'] = 1 };

/* One word as the referee's usual path plays it (decode, then the
 * notation's play): 0, or not 0 refused (runs.h's unit_word). */
static int openspiel_word(void *st, const char *w, size_t n, diag *d)
{
	game_move m;

	return ttt_decode(st, N_OPENSPIEL, w, n, ttt_move_in(&m), d) || ttt_play_number(st, &m, d);
}

/* OpenSpiel's numbers' run (game_notation's run, ttt_run_numbers) plays a
 * line's words as the usual path plays them one by one: lines of random
 * words (most a legal number, some any digit, some no number of
 * OpenSpiel's: "9", "12", "x", "a1"), with one to three blanks of any kind
 * between them, under each rule set. The run goes as far as it takes the
 * words plainly; where it stops, the word it stopped at and the rest are
 * played one by one (as the referee does). The position after it, or the
 * refused word and the words that say why, must be the same as playing
 * every word one by one. */
static void openspiel_run(void **st)
{
	static const char *const rules[] = { "uttt-standard", "uttt-won-board-playable",
					     "uttt-open-board", "uttt-drawn-counts-both",
					     "uttt-codingame" };
	static const char *const odd[] = { "9", "12", "x", "a1", "08", "4#" };
	static const char between_words[] = " ,;\t";
	const game *g = var_find(reg, "uttt-standard", &(diag){ 0 })->game;
	unsigned seed = 2024;
	unit_run_counts c = { 0 };
	(void)st;
	assert_ptr_equal(g->notations[N_OPENSPIEL].run, ttt_run_numbers);
	for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++) {
		for (int game_no = 0; game_no < 400; game_no++) {
			ttt_state *a = state(rules[r]), *b = state(rules[r]), *ref = state(rules[r]);
			char text[1024];
			size_t len = 0, at_a = SIZE_MAX, at_b = SIZE_MAX;
			diag da, db;
			int got_a, got_b;
			/* one game in three plays every number as OpenSpiel wrote it */
			unsigned odds = game_no % 3 ? 40 : 1u << 30;
			a->notation = b->notation = ref->notation = N_OPENSPIEL;
			/* a line: the moves of a game played on ref, some changed */
			for (int k = 0; k < 100 && len < sizeof text - 16; k++) {
				unsigned roll = (seed = seed * 1103515245u + 12345u) / 65536;
				ttt_move legal[81];
				int n = ttt_moves(ref, legal, 81);
				char word[8];
				if (n <= 0)
					break;
				if (roll % odds == 0) {
					snprintf(word, sizeof word, "%s", odd[roll / 40 % 6]);
				} else if (roll % odds == 1) {
					snprintf(word, sizeof word, "%c", (char)('0' + roll / 40 % 9));
				} else {
					buf out = { 0 };
					const ttt_move *mv = &legal[roll / 40 % (unsigned)n];
					game_move gm;
					assert_int_equal(ttt_encode(ref, N_OPENSPIEL, mv, &out), 0);
					snprintf(word, sizeof word, "%c", out.p[out.len - 1]);
					buf_free(&out);
					*ttt_move_in(&gm) = *mv;
					ttt_play(ref, &gm, &da);
				}
				for (int sp = k ? 1 + (int)(roll >> 12) % 3 : 0; sp > 0; sp--)
					text[len++] = between_words[(roll >> (4 + 2 * sp)) % 4];
				len += (size_t)snprintf(text + len, sizeof text - len, "%s", word);
			}
			diag_clear(&da);
			diag_clear(&db);
			/* the run, and the usual path from where it stops */
			got_a = unit_run_line(a, ttt_run_numbers, openspiel_word, blanks, text, len,
					      &at_a, &da, &c);
			got_b = unit_words(b, openspiel_word, blanks, text, 0, len, &at_b, &db);
			unit_same_end(got_a, got_b, at_a, at_b, &da, &db);
			if (!got_a)
				same_position(a, b);
			done(a);
			done(b);
			done(ref);
		}
	}
	/* every way a run ends was met */
	print_message("openspiel_run: %d stops, %d refusals, %d runs whole\n", c.stops, c.refusals,
		      c.whole);
	assert_true(c.stops > 100);
	assert_true(c.refusals > 100);
	assert_true(c.whole > 100);
}

/* One word of the notation marks_run tests, as the usual path plays it:
 * decode, then the game's play (runs.h's unit_word). */
static int marks_notation;
static int mark_word(void *st, const char *w, size_t n, diag *d)
{
	game_move m;

	return ttt_decode(st, marks_notation, w, n, ttt_move_in(&m), d) || ttt_play(st, &m, d);
}

/* The runs of the global, index and keypad names (ttt_run_global,
 * ttt_run_index, ttt_run_keypad) play a line's words as the usual path
 * plays them one by one: lines of random words (most a legal move in the
 * notation, some any cell, some a word the run must leave to the usual
 * path: '#', capitals, a leading zero, 81, a result, three bytes), one to
 * three blanks of any kind between them, under each rule set; as
 * openspiel_run. It fails with the global row read from the top
 * (by_grid[b * 9 + a]), or with a word of three bytes taken as its first
 * two where its third is '5'. */
static void marks_run(void **st)
{
	static const char *const rules[] = { "uttt-standard", "uttt-won-board-playable",
					     "uttt-open-board", "uttt-drawn-counts-both",
					     "uttt-codingame" };
	static const int which[] = { N_GLOBAL, N_INDEX, N_KEYPAD };
	static const char *const odd[] = { "e5#", "E5", "a0", "j1", "e55", "08", "81", "80#", "800",
					   "0", "9", "55#", "50", "5", "555", "x", "1-0", "*", "a",
					   "40" };
	static const char between_words[] = " ,;\t";
	const game *g = var_find(reg, "uttt-standard", &(diag){ 0 })->game;
	unsigned seed = 77;
	unit_run_counts c = { 0 };
	(void)st;
	assert_ptr_equal(g->notations[N_GLOBAL].run, ttt_run_global);
	assert_ptr_equal(g->notations[N_INDEX].run, ttt_run_index);
	assert_ptr_equal(g->notations[N_KEYPAD].run, ttt_run_keypad);
	for (size_t nt = 0; nt < 3; nt++) {
		int notation = which[nt];
		unit_run run = g->notations[notation].run;
		marks_notation = notation;
		for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++) {
			for (int game_no = 0; game_no < 300; game_no++) {
				ttt_state *a = state(rules[r]), *b = state(rules[r]), *ref = state(rules[r]);
				char text[1024];
				size_t len = 0, at_a = SIZE_MAX, at_b = SIZE_MAX;
				diag da, db;
				int got_a, got_b;
				/* one game in three plays every move as written */
				unsigned odds = game_no % 3 ? 30 : 1u << 30;
				a->notation = b->notation = ref->notation = notation;
				for (int k = 0; k < 90 && len < sizeof text - 16; k++) {
					unsigned roll = (seed = seed * 1103515245u + 12345u) / 65536;
					ttt_move legal[81];
					int n = ttt_moves(ref, legal, 81);
					char word[8];
					buf out = { 0 };
					if (n <= 0)
						break;
					if (roll % odds == 0) {
						snprintf(word, sizeof word, "%s",
							 odd[roll / 30 % (sizeof odd / sizeof odd[0])]);
					} else if (roll % odds == 1) { /* any cell: maybe refused */
						ttt_move any = ttt_at((int)(roll / 30 % 9),
								      (int)(roll / 270 % 9), 0);
						ttt_encode(ref, notation, &any, &out);
						snprintf(word, sizeof word, "%.*s", (int)out.len, out.p);
					} else {
						const ttt_move *mv = &legal[roll / 30 % (unsigned)n];
						game_move gm;
						assert_int_equal(ttt_encode(ref, notation, mv, &out), 0);
						snprintf(word, sizeof word, "%.*s", (int)out.len, out.p);
						*ttt_move_in(&gm) = *mv;
						ttt_play(ref, &gm, &da);
					}
					buf_free(&out);
					for (int sp = k ? 1 + (int)(roll >> 12) % 3 : 0; sp > 0; sp--)
						text[len++] = between_words[(roll >> (4 + 2 * sp)) % 4];
					len += (size_t)snprintf(text + len, sizeof text - len, "%s", word);
				}
				diag_clear(&da);
				diag_clear(&db);
				got_a = unit_run_line(a, run, mark_word, blanks, text, len, &at_a, &da,
						      &c);
				got_b = unit_words(b, mark_word, blanks, text, 0, len, &at_b, &db);
				unit_same_end(got_a, got_b, at_a, at_b, &da, &db);
				if (!got_a)
					same_position(a, b);
				done(a);
				done(b);
				done(ref);
			}
		}
	}
	print_message("marks_run: %d stops, %d refusals, %d runs whole\n", c.stops, c.refusals,
		      c.whole);
	assert_true(c.stops > 100);
	assert_true(c.refusals > 100);
	assert_true(c.whole > 100);
}

/* A mark sends the opponent to the board of its cell. */
static void sending(void **st)
{
	ttt_state *s = state("uttt-standard");
	diag d;
	(void)st;
	assert_int_equal(play(s, "4.2 2.4", &d), 0);
	assert_int_equal(s->next, 4);
	assert_int_equal(play(s, "3.3", &d), 1);
	assert_string_equal(d.code, "wrong-board");
	assert_string_equal(d.msg, "board d4-f6 (centre) is required");
	assert_int_equal(play(s, "4.4 4.4", &d), 2);
	assert_string_equal(d.code, "occupied");
	done(s);
}

/* X has won board 0 along its top row, O has a mark there, and O is sent
 * to board 0: won, with empty cells. */
static void won_board_0(ttt_state *s)
{
	s->cells[0][X] = 0x007;
	s->cells[0][O] = 0x010;
	s->cells[1][O] = 0x001;
	s->cells[2][X] = 0x001;
	s->won[X] = 0x001;
	s->next = 0;
	s->side = O;
	s->base.plies = 6;
	ttt_sync(s);
}

static void sent_to_won(void **st)
{
	ttt_state *s = state("uttt-standard");
	diag d;
	(void)st;
	won_board_0(s);
	/* standard: a free move anywhere undecided, not into board 0 */
	assert_int_equal(ttt_allowed(s), TTT_FULL & ~1);
	assert_int_equal(play(s, "0.6", &d), 1);
	assert_string_equal(d.code, "board-won");
	assert_int_equal(play(s, "7.7", &d), 0);
	done(s);
	/* won-board-playable: still board 0 while it has empty cells */
	s = state("uttt-won-board-playable");
	won_board_0(s);
	assert_int_equal(ttt_allowed(s), 1);
	assert_int_equal(play(s, "7.7", &d), 1);
	assert_string_equal(d.msg, "board a7-c9 (top-left) is required: it is won by X "
				   "but still has empty cells, and under these rules play goes there");
	assert_int_equal(play(s, "0.6", &d), 0);
	assert_int_equal(s->won[X], 1); /* a mark in a won board changes no owner */
	done(s);
	/* open board: a free move may also go into board 0 */
	s = state("uttt-open-board");
	won_board_0(s);
	assert_int_equal(ttt_allowed(s), TTT_FULL);
	done(s);
}

/* X has won boards 0 and 1; board 2 lacks one cell, and X's mark there
 * fills it without a line (X O X / X O O / O X X): drawn. */
static void board_2_nearly_drawn(ttt_state *s)
{
	s->won[X] = 0x003;
	s->cells[0][X] = 0x007;
	s->cells[1][X] = 0x007;
	s->cells[2][X] = 0x08d;
	s->cells[2][O] = 0x072;
	s->side = X;
	s->next = 2;
	ttt_sync(s);
}

static void drawn_board_in_line(void **st)
{
	ttt_state *s = state("uttt-standard");
	diag d;
	(void)st;
	board_2_nearly_drawn(s);
	assert_int_equal(play(s, "2.8", &d), 0);
	assert_int_equal(s->drawn, 0x004);
	assert_false(s->base.out.over);
	done(s);
	s = state("uttt-drawn-counts-both");
	board_2_nearly_drawn(s);
	assert_int_equal(play(s, "2.8", &d), 0);
	assert_true(s->base.out.over);
	assert_string_equal(s->base.out.termination, "line");
	assert_int_equal(s->base.out.result, RES_WHITE);
	done(s);
}

/* Every board decided, no line: a draw, or the most won boards win. */
static void no_line(void **st)
{
	const char *names[2] = { "uttt-standard", "uttt-codingame" };
	(void)st;
	for (int k = 0; k < 2; k++) {
		ttt_state *s = state(names[k]);
		diag d;
		/* X: 0 2 7; O: 1 3 5; drawn: 4 6; board 8 left with one empty cell */
		s->won[X] = 1 << 0 | 1 << 2 | 1 << 7;
		s->won[O] = 1 << 1 | 1 << 3 | 1 << 5;
		s->drawn = 1 << 4 | 1 << 6;
		s->cells[8][X] = 0x1ff & ~(1 << 4) & ~0x0aa;
		s->cells[8][O] = 0x0aa;
		s->side = X;
		s->next = 8;
		ttt_sync(s);
		assert_int_equal(play(s, "8.4", &d), 0);
		assert_true(s->base.out.over);
		if (k == 0) {
			assert_int_equal(s->base.out.result, RES_DRAW);
			assert_string_equal(s->base.out.termination, "all-decided");
		} else {
			assert_int_equal(s->base.out.result, RES_WHITE);
			assert_string_equal(s->base.out.termination, "most-boards");
		}
		assert_int_equal(play(s, "0.0", &d), 1);
		assert_string_equal(d.code, "game-over");
		done(s);
	}
}

/* Each small board's name in each notation, as its corners and its place
 * on the big board make it: the names messages give are a table. */
static void board_names(void **st)
{
	static const char *const where[9] = { "top-left", "top", "top-right", "left", "centre",
					      "right", "bottom-left", "bottom", "bottom-right" };
	(void)st;
	for (int notation = 0; notation < N_COUNT; notation++)
		for (int b = 0; b < 9; b++) {
			int col = b % 3 * 3, row = 9 - (b / 3 * 3 + 2);
			char want[40];
			if (notation == N_GLOBAL)
				snprintf(want, sizeof want, "%c%d-%c%d (%s)", 'a' + col, row,
					 'a' + col + 2, row + 2, where[b]);
			else
				snprintf(want, sizeof want, "%d (%s)",
					 notation == N_KEYPAD ? (2 - b / 3) * 3 + b % 3 + 1 : b, where[b]);
			assert_string_equal(ttt_board_name(notation, b), want);
		}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(notations),
		cmocka_unit_test(every_cell_reads_back),
		cmocka_unit_test(encode_as_name),
		cmocka_unit_test(openspiel_actions),
		cmocka_unit_test(openspiel_own_play),
		cmocka_unit_test(near_leaves_out_only_one_character),
		cmocka_unit_test(near_names_one_edit),
		cmocka_unit_test(openspiel_run),
		cmocka_unit_test(marks_run),
		cmocka_unit_test(sending),
		cmocka_unit_test(sent_to_won),
		cmocka_unit_test(drawn_board_in_line),
		cmocka_unit_test(no_line),
		cmocka_unit_test(board_names),
	};
	return cmocka_run_group_tests_name("uttt", tests, setup, teardown);
}
