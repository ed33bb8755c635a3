/* The Ultimate Tic-Tac-Toe referee: where a mark may go, small boards won
 * and drawn, and the end of the game. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/calls.h"
#include "games/uttt/uttt.h"

static const char *const mark[2] = { "X", "O" };

static int has_line(const ttt_state *s, uint16_t m)
{
	return s->r->line[m & TTT_FULL];
}

static int count(uint16_t m)
{
	int n = 0;
	for (; m; m &= m - 1)
		n++;
	return n;
}

static uint16_t full(const ttt_state *s, int b)
{
	return s->occ[b] == TTT_FULL;
}

static uint16_t decided(const ttt_state *s)
{
	return s->won[X] | s->won[O] | s->drawn;
}

/* Won boards that still have an empty cell. */
static uint16_t won_open(const ttt_state *s)
{
	uint16_t m = 0;
	for (int b = 0; b < 9; b++)
		if (((s->won[X] | s->won[O]) >> b & 1) && !full(s, b))
			m |= 1 << b;
	return m;
}

/* Where the side to move may play, worked out from the rules and the
 * position: for messages and the list of moves (a move is checked against
 * the masks ttt_play keeps, which say the same). */
uint16_t ttt_allowed(const ttt_state *s)
{
	uint16_t free_ = TTT_FULL & ~decided(s);

	if (!ttt_free(s)) /* sent to one board (uttt.h) */
		return (uint16_t)(1u << s->next);
	return s->r->free_into_won ? free_ | won_open(s) : free_;
}

void ttt_reset(ttt_state *s)
{
	memset(s->cells, 0, sizeof s->cells);
	memset(s->occ, 0, sizeof s->occ);
	s->won[X] = s->won[O] = s->drawn = 0;
	s->may = s->sent = s->free_ = TTT_FULL;
	s->next = -1;
	s->side = X;
	s->chosen = -1;
	s->base.plies = 0;
	outcome_start(&s->base.out);
}

/* The big board's lines, as sets of boards. */
static const uint16_t big_lines[8] = { 0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124 };

/* Does side have a line of boards? Where a drawn board counts for both, it
 * fills a line of the side's won boards, but a line needs one board the
 * side won: three drawn boards are no one's line. 2: a drawn board is in it. */
static int wins_big(const ttt_state *s, int side)
{
	uint16_t own = s->won[side], with = own | s->drawn;
	int found = 0;

	if (s->r->line[own]) /* the small boards' table: the big board's lines are theirs */
		return 1;
	if (!s->r->drawn_counts_both)
		return 0;
	for (int i = 0; i < 8 && !found; i++) {
		uint16_t l = big_lines[i];
		found = (with & l) == l && (own & l) ? 2 : 0;
	}
	return found;
}

static void line_end(ttt_state *s, int who, int how)
{
	static const char *const why[2][2] = {
		{ "X has three boards in a line", "X has a line of boards, a drawn one counting for both" },
		{ "O has three boards in a line", "O has a line of boards, a drawn one counting for both" },
	};

	outcome_said(&s->base.out, who == X ? RES_WHITE : RES_BLACK, "line", why[who][how != 1]);
}

/* Can no one make a line in board b any more: does every line of it hold
 * marks of both sides (rules.early_draw)? */
static __attribute__((noinline)) int hopeless(const ttt_state *s, int b)
{
	uint16_t x = s->cells[b][X], o = s->cells[b][O];

	/* a small board's lines are the big board's, cell for board */
	for (int i = 0; i < 8; i++)
		if (!(x & big_lines[i]) || !(o & big_lines[i]))
			return 0;
	return 1;
}

/* Can a side still make a line of boards: a line with no board the other
 * side won, and no drawn board, or, where a drawn board counts for both,
 * not three (rules.early_draw)? */
static int line_left(const ttt_state *s)
{
	for (int side = X; side <= O; side++)
		for (int i = 0; i < 8; i++) {
			uint16_t l = big_lines[i], d = s->drawn & l;
			if (!(s->won[!side] & l) && (s->r->drawn_counts_both ? d != l : !d))
				return 1;
		}
	return 0;
}

/* After a mark: a line on the big board, or every board decided. When the
 * mark decides a board that completes lines for both (a drawn board that
 * counts for both), the player who made it wins. Not inlined: it runs once
 * a board is decided, and kept apart it leaves ttt_play few registers to save. */
static __attribute__((noinline)) void judge(ttt_state *s, int mover)
{
	int how;

	if ((how = wins_big(s, mover))) {
		line_end(s, mover, how);
		return;
	}
	/* a drawn board can complete the other's line; nothing else the mover
	 * does can */
	if (s->r->drawn_counts_both && (how = wins_big(s, !mover))) {
		line_end(s, !mover, how);
		return;
	}
	if (decided(s) != TTT_FULL) {
		/* DOXA's referee ends the game as soon as every line of boards
		 * holds a drawn board or boards both sides won */
		if (s->r->early_draw && !s->r->most_boards && !line_left(s))
			outcome_said(&s->base.out, RES_DRAW, "no-line-left",
				     "no line of boards can be made any more");
		return;
	}
	if (s->r->most_boards && count(s->won[X]) != count(s->won[O])) {
		int w = count(s->won[X]) > count(s->won[O]) ? X : O;
		outcome_end(&s->base.out, w == X ? RES_WHITE : RES_BLACK, "most-boards",
		    "every board is decided without a line; %s won %d boards to %d", mark[w],
		    count(s->won[w]), count(s->won[!w]));
		return;
	}
	outcome_said(&s->base.out, RES_DRAW, "all-decided", "every board is decided without a line");
}


/* Why the rules refuse m, which ttt_play found refused: in d. Out of the
 * way of the moves they take. */
static AS_WRITTEN __attribute__((cold)) int refuse(const ttt_state *s, const ttt_move *m, diag *d)
{
	int b = m->board, c = m->cell;
	uint16_t allowed;
	const char *name;

	if (s->base.out.over)
		return diag_set(d, "game-over", "the game is over: %s", s->base.out.why);
	if (ttt_chosen(s) >= 0 && b != ttt_chosen(s)) /* (OpenSpiel's choice, then another notation) */
		return diag_set(d, "board-chosen", "board %s is chosen: the mark goes there",
				ttt_board_name(s->notation, ttt_chosen(s)));
	allowed = ttt_allowed(s);
	if (!(allowed >> b & 1)) {
		if (s->next >= 0 && allowed == 1 << s->next) {
			name = ttt_board_name(s->notation, s->next);
			if (decided(s) >> s->next & 1) /* the rule that sends play to a won board */
				return diag_set(d, "wrong-board", "board %s is required: it is won by %s "
						"but still has empty cells, and under these rules play "
						"goes there", name, mark[(s->won[O] >> s->next) & 1]);
			return diag_set(d, "wrong-board", "board %s is required", name);
		}
		name = ttt_board_name(s->notation, b);
		if ((s->won[X] | s->won[O]) >> b & 1)
			return diag_set(d, "board-won", "board %s is won by %s", name,
					mark[(s->won[O] >> b) & 1]);
		return diag_set(d, "board-drawn", "board %s is drawn and closed", name);
	}
	{
		char cell[16];
		ttt_name(s->notation, b, c, cell, sizeof cell);
		return diag_set(d, "occupied", "%s is occupied", cell);
	}
}

/* OpenSpiel's choice of the board of a free move (uttt.h): the ply's mark
 * then goes there. */
static int choose(ttt_state *s, const ttt_move *m, diag *d)
{
	int b = m->board - TTT_CHOICE;

	/* a free mark, no board chosen: the boards it may go to are `may` */
	if (s->base.out.over || ttt_chosen(s) >= 0 || !ttt_free(s) || !(s->may >> b & 1)) {
		if (!s->base.out.over && ttt_chosen(s) >= 0)
			return diag_set(d, "board-chosen", "board %s is chosen already: a cell in it is "
					"due", ttt_board_name(s->notation, ttt_chosen(s)));
		if (!s->base.out.over && !ttt_free(s))
			return diag_set(d, "wrong-board", "board %s is required: the move is not free, "
					"and no board is chosen", ttt_board_name(s->notation, s->next));
		ttt_move any = ttt_at(b, 0, 0);
		return refuse(s, &any, d);
	}
	s->chosen = b;
	s->chosen_at = s->base.plies;
	s->may = (uint16_t)(1u << b);
	return 0;
}

static inline int number(ttt_state *s, const ttt_move *m, diag *d);

/* A move ttt_play's test sent off its path: one of OpenSpiel's numbers,
 * played as the position makes it; a board chosen; or a mark refused. */
static AS_WRITTEN int off_path(ttt_state *s, const ttt_move *m, diag *d)
{
	if (m->cell == -2)
		return number(s, m, d);
	return m->cell < 0 ? choose(s, m, d) : refuse(s, m, d);
}

/* A mark written with '#' that does not win: a warning. */
static __attribute__((noinline, cold)) void false_win(ttt_state *s, const ttt_move *m)
{
	char cell[16];

	ttt_name(s->notation, m->board, m->cell, cell, sizeof cell);
	diag_clear(&s->base.warn);
	diag_set(&s->base.warn, "false-win", "%s is written with '#', but it does not win the game",
		 cell);
	s->base.warned = 1;
}

/* The boards a player sent to a board plays in, and those of a free
 * move, as the boards decided and filled now stand (allowed's rules, made
 * once a board is decided or filled, not once a move); none once the game
 * is over. */
static inline void open_boards(ttt_state *s)
{
	const ttt_rules *r = s->r;
	uint16_t open = TTT_FULL & ~decided(s), wo;

	if (s->base.out.over) {
		s->sent = s->free_ = 0;
		return;
	}
	if (!r->still_play_if_open && !r->free_into_won) {
		s->sent = s->free_ = open;
		return;
	}
	wo = won_open(s);
	s->sent = open | (r->still_play_if_open ? wo : 0);
	s->free_ = open | (r->free_into_won ? wo : 0);
}

void ttt_sync(ttt_state *s)
{
	for (int b = 0; b < 9; b++)
		s->occ[b] = s->cells[b][X] | s->cells[b][O];
	open_boards(s);
	s->may = s->base.out.over ? 0 : ttt_allowed(s);
}

/* After a mark m by side in board b that may decide the board or fills
 * it, or written with '#': the board, the big board and the claim judged,
 * the boards open to play made again, and the next mark sent. Returns 0.
 * The board comes apart from m, so that one of OpenSpiel's numbers (whose
 * bit is its cell's, and which is never written with '#') is settled as
 * it is, with no mark made for it on mark_in's stack (settle_number); a
 * mark's board is its own (settle), which mark_in then need not keep. */
static inline __attribute__((always_inline)) int settle_in(ttt_state *s, const ttt_move *m,
							   unsigned b)
{
	const ttt_rules *r = s->r;
	int side = s->side ^ 1; /* the mover: the turn has passed */
	unsigned bit = 1u << b;

	if (!(decided(s) & bit)) {
		if (has_line(s, s->cells[b][side]))
			s->won[side] |= (uint16_t)bit;
		else if (full(s, (int)b) || (r->early_draw && hopeless(s, (int)b)))
			s->drawn |= (uint16_t)bit;
		/* a board decided: the big board may be, where the mover has a
		 * line of boards, a drawn board may count for both, no line may
		 * be left (early_draw) or every board is decided (judge does
		 * nothing else) */
		if ((decided(s) & bit) &&
		    (r->line[s->won[side]] || r->judge_each || decided(s) == TTT_FULL))
			judge(s, side);
	}
	open_boards(s);
	if (m->claims_win && !(s->base.out.over && s->base.out.result == (side == X ? RES_WHITE : RES_BLACK)))
		false_win(s, m);
	s->may = (uint16_t)(s->sent & m->bit ? m->bit : s->free_);
	return 0;
}

static __attribute__((noinline)) int settle(ttt_state *s, const ttt_move *m)
{
	return settle_in(s, m, (uint8_t)m->board);
}

static __attribute__((noinline)) int settle_number(ttt_state *s, const ttt_move *m, unsigned b)
{
	return settle_in(s, m, b);
}

/* One of OpenSpiel's numbers (m) refused in board b, as the mark it makes
 * there: out of mark_in's line, which then keeps no frame for the mark. */
static AS_WRITTEN __attribute__((cold)) int refuse_number(const ttt_state *s, const ttt_move *m,
							   unsigned b, diag *d)
{
	ttt_move made = ttt_at((int)b, m->board - TTT_NUMBER, 0);

	return refuse(s, &made, d);
}

/* m, a mark in board b that `may` allows, checked against occ and made
 * (number: m is one of OpenSpiel's numbers, its cell the number, its bit
 * the cell's: notation.c); only a mark that may decide or fill its board,
 * or is written with '#', calls out (settle, settle_number), and a refused
 * one (refuse, refuse_number), each as its last act, so that no register
 * is saved for the marks that call neither. The cell marked is the board
 * the next mark is sent to. */
static inline __attribute__((always_inline)) int mark_in(ttt_state *s, const ttt_move *m,
							 unsigned b, int number, diag *d)
{
	unsigned bit = m->bit, side, all, mine;

	if ((all = s->occ[b]) & bit) {
		if (number)
			return refuse_number(s, m, b, d);
		return off_path(s, m, d);
	}
	s->occ[b] = (uint16_t)(all |= bit);
	side = (unsigned)s->side;
	s->side = (int)(side ^ 1);
	mine = s->cells[b][side] |= (uint16_t)bit;
	if (mine > TTT_FULL) /* nine cells: the line table needs no mask */
		__builtin_unreachable();
	s->next = number ? m->board - TTT_NUMBER : m->cell;
	s->base.plies++;
	/* (a number is never written with '#': OpenSpiel's notation has none) */
	if ((!number && m->claims_win) || all == TTT_FULL || s->r->settle[mine])
		return number ? settle_number(s, m, b) : settle(s, m);
	s->may = (uint16_t)(s->sent & bit ? bit : s->free_);
	return 0;
}

/* A mark is checked against two masks kept as the game goes (may, occ) and
 * made (mark_in); any other move fails the test of may (its board is past
 * the nine) and goes off the path. The game's play hook itself
 * (games/game.h): no call between it and the referee. */
static inline __attribute__((always_inline)) int marked(ttt_state *s, const ttt_move *m, diag *d)
{
	unsigned b = (uint8_t)m->board;

	if (!(s->may >> b & 1))
		return off_path(s, m, d);
	return mark_in(s, m, b, 0, d);
}

int ttt_play(void *st, const game_move *gm, diag *d)
{
	return marked(st, ttt_move_in_c(gm), d);
}

/* One of OpenSpiel's numbers once the game is over: as ttt_resolve makes
 * it, played, for ttt_play to refuse in the words it has for any move. */
static AS_WRITTEN __attribute__((cold)) int number_past_end(ttt_state *s, const ttt_move *m,
							     diag *d)
{
	game_move g;

	*ttt_move_in(&g) = ttt_resolve(s, m);
	return ttt_play(s, &g, d);
}

/* One of OpenSpiel's numbers (uttt.h): where the mark is sent (most of
 * them) or its board chosen, the cell in that board, marked by a copy of
 * mark_in of its own, with no test of `may` (it is then that board, as
 * settle and choose leave it); where the mark is free, the board chosen.
 * As ttt_resolve makes it, from the masks ttt_play keeps: a mark is sent,
 * not free (ttt_free), where the board it is sent to is one of `sent`, and
 * a board is chosen only for a free mark. So a free mark's board, where
 * `may` holds it, is chosen here at once, without choose's tests of what
 * is known already (the game goes on, no board is chosen, the mark is
 * free); a board `may` refuses goes to choose, which says why. Once the
 * game is over (no board is one of sent), as ttt_resolve makes it, and
 * played. */
static inline __attribute__((always_inline)) int number_in(ttt_state *s, const ttt_move *m,
							   diag *d)
{
	int n = m->board - TTT_NUMBER, at = s->next;

	if (at < 0 || !(s->sent >> at & 1))
		at = s->chosen_at == s->base.plies ? s->chosen : -1;
	if (at >= 0)
		return mark_in(s, m, (unsigned)at, 1, d);
	if (s->base.out.over)
		return number_past_end(s, m, d);
	if (s->may >> n & 1) {
		s->chosen = n;
		s->chosen_at = s->base.plies;
		s->may = (uint16_t)(1u << n);
		return 0;
	}
	ttt_move board = { .board = (int8_t)(TTT_CHOICE + n), .cell = -1 };
	return choose(s, &board, d);
}

/* number_in, inlined where the compiler sees fit (ttt_play_number,
 * off_path); the run has a copy of its own. */
static inline int number(ttt_state *s, const ttt_move *m, diag *d)
{
	return number_in(s, m, d);
}

/* OpenSpiel's numbers' own play hook (uttt.c): every move of the notation
 * is a number, which ttt_play's test of `may` would send off its path
 * (off_path, a call of its own): here each is played at once, as number()
 * plays it. */
int ttt_play_number(void *st, const game_move *gm, diag *d)
{
	return number(st, ttt_move_in_c(gm), d);
}

/* OpenSpiel's numbers' run (games/game.h): each word of one digit, 0-8, is
 * the move notation.c's openspiel() decodes (from a table: no move is made
 * a word), played by number_in as ttt_play_number plays it; any other
 * word stops the run unplayed, for the referee's usual path to read (and
 * to say what is wrong with it). A number never leaves a warning: only a
 * mark written with '#' does. */
int ttt_run_numbers(void *st, const char *t, size_t len, const unsigned char blank[256],
		    size_t *at, diag *d)
{
#define N(a) { .board = TTT_NUMBER + (a), .cell = -2, .bit = 1u << (a) }
	static const ttt_move moves[9] = { N(0), N(1), N(2), N(3), N(4), N(5), N(6), N(7), N(8) };
#undef N
	ttt_state *s = st;
	const char *q = t, *last = t + len - 1; /* the last word's last byte */
	unsigned a;

	if (!len)
		return GAME_RUN_ALL;
	/* a word before the last is one digit where a blank follows it; the
	 * next word is looked for past one blank, and further on only where
	 * that byte is no digit */
	while (q < last) {
		if ((a = (unsigned)(unsigned char)*q - '0') > 8) {
			if (!blank[(unsigned char)*q])
				break;
			q++;
			continue;
		}
		if (!blank[(unsigned char)q[1]])
			break;
		if (number_in(s, &moves[a], d)) {
			*at = (size_t)(q - t);
			return GAME_RUN_REFUSED;
		}
		q += 2;
	}
	if (q == last && (a = (unsigned)(unsigned char)*q - '0') <= 8) { /* the last word, one digit */
		if (number(s, &moves[a], d)) {
			*at = (size_t)(q - t);
			return GAME_RUN_REFUSED;
		}
		return GAME_RUN_ALL;
	}
	*at = (size_t)(q - t);
	return GAME_RUN_STOP;
}

/* The marks of the 81 cells, by row and column from the top-left (row * 9
 * + column: the index notation's number), as notation.c's from_grid makes
 * them. */
#define G(r, c) { (int8_t)((r) / 3 * 3 + (c) / 3), (int8_t)((r) % 3 * 3 + (c) % 3), 0, \
		  (uint16_t)(1u << ((r) % 3 * 3 + (c) % 3)) }
#define ROW(r) G(r, 0), G(r, 1), G(r, 2), G(r, 3), G(r, 4), G(r, 5), G(r, 6), G(r, 7), G(r, 8)
static const ttt_move by_grid[81] = { ROW(0), ROW(1), ROW(2), ROW(3), ROW(4),
				      ROW(5), ROW(6), ROW(7), ROW(8) };
#undef ROW
#undef G

/* A keypad digit's cell from 1 (7 8 9 / 4 5 6 / 1 2 3, cells from the
 * top-left), 0 for any other byte: notation.c's keypad_cell. */
static const unsigned char keypad_at[256] = { ['1'] = 7, ['2'] = 8, ['3'] = 9, ['4'] = 4,
					      ['5'] = 5, ['6'] = 6, ['7'] = 1, ['8'] = 2,
					      ['9'] = 3 };

/* The run of the global, index and keypad names (games/game.h), notation
 * a constant in each copy: each word is read as notation.c's plain() reads
 * the usual one, and only that one: a global cell in lower case ("e5"), an
 * index 0-80 with no leading zero ("40", "7"), two keypad digits ("55"),
 * with no '#' (a mark written so may leave a warning: the usual path's).
 * Any other word (a '#', a capital, a word of three bytes, a result) stops
 * the run unplayed, for the usual path to read. Each word taken is played
 * as ttt_play plays it (marked); a mark without '#' leaves no warning. */
static inline __attribute__((always_inline)) int run_marks(ttt_state *s, int notation,
							   const char *t, size_t len,
							   const unsigned char blank[256],
							   size_t *at, diag *d)
{
	const unsigned char *q = (const unsigned char *)t, *end = q + len;

	while (q < end) {
		const unsigned char *w = q;
		ttt_move m;
		unsigned a, b;

		if (blank[*q]) {
			q++;
			continue;
		}
		if (end - q >= 2 && (end - q == 2 || blank[q[2]])) { /* a word of two bytes */
			if (notation == N_GLOBAL) {
				if ((a = (unsigned)q[0] - 'a') > 8 || (b = (unsigned)q[1] - '1') > 8)
					break;
				m = by_grid[(8 - b) * 9 + a];
			} else if (notation == N_KEYPAD) {
				if (!(a = keypad_at[q[0]]) || !(b = keypad_at[q[1]]))
					break;
				m = ttt_at((int)a - 1, (int)b - 1, 0);
			} else { /* index, 10-80 */
				if ((a = (unsigned)q[0] - '1') > 7 || (b = (unsigned)q[1] - '0') > 9 ||
				    (a == 7 && b))
					break;
				m = by_grid[(a + 1) * 10 + b];
			}
			q += 2;
		} else if (notation == N_INDEX && (end - q == 1 || blank[q[1]]) &&
			   (a = (unsigned)q[0] - '0') <= 9) { /* index, 0-9 */
			m = by_grid[a];
			q++;
		} else {
			break;
		}
		if (marked(s, &m, d)) {
			*at = (size_t)(w - (const unsigned char *)t);
			return GAME_RUN_REFUSED;
		}
	}
	if (q == end)
		return GAME_RUN_ALL;
	*at = (size_t)(q - (const unsigned char *)t);
	return GAME_RUN_STOP;
}

int ttt_run_global(void *st, const char *t, size_t len, const unsigned char blank[256],
		   size_t *at, diag *d)
{
	return run_marks(st, N_GLOBAL, t, len, blank, at, d);
}

int ttt_run_index(void *st, const char *t, size_t len, const unsigned char blank[256],
		  size_t *at, diag *d)
{
	return run_marks(st, N_INDEX, t, len, blank, at, d);
}

int ttt_run_keypad(void *st, const char *t, size_t len, const unsigned char blank[256],
		   size_t *at, diag *d)
{
	return run_marks(st, N_KEYPAD, t, len, blank, at, d);
}

int ttt_moves(const ttt_state *s, ttt_move *out, int max)
{
	int n = 0;

	if (s->base.out.over)
		return 0;
	/* in OpenSpiel's numbers a free mark's board is chosen first: the
	 * boards it may be */
	if (s->notation == N_OPENSPIEL && ttt_chosen(s) < 0 && ttt_free(s)) {
		for (unsigned boards = ttt_allowed(s); boards; boards &= boards - 1) {
			if (n < max)
				out[n] = (ttt_move){ .board = (int8_t)(TTT_CHOICE + __builtin_ctz(boards)),
						     .cell = -1 };
			n++;
		}
		return n;
	}
	/* the empty cells of the boards allowed (the one chosen, where one
	 * is), in order: only the set bits */
	for (unsigned boards = ttt_chosen(s) >= 0 ? 1u << ttt_chosen(s) : ttt_allowed(s); boards;
	     boards &= boards - 1) {
		int b = __builtin_ctz(boards);
		for (unsigned empty = TTT_FULL & ~s->occ[b]; empty; empty &= empty - 1) {
			if (n < max)
				out[n] = ttt_at(b, __builtin_ctz(empty), 0);
			n++;
		}
	}
	return n;
}
