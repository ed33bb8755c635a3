/* Ultimate Tic-Tac-Toe, as a game of the table in games/game.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/uttt/uttt.h"

static const game_notation notations[] = {
	[N_GLOBAL] = { "global", 0, N_GLOBAL, "files a-i, ranks 1-9 from the bottom-left: e5", 0,
		       NULL, 0, NULL, ttt_run_global },
	[N_BOARD_CELL] = { "board-cell", 0, N_BOARD_CELL, "board.cell, each 0-8 from the top-left: 4.4" },
	[N_CODINGAME] = { "codingame", 0, N_CODINGAME, "row and column, each 0-8 from the top-left: 4 4",
			  2 },
	[N_INDEX] = { "index", 0, N_INDEX, "9 * row + column from the top-left, 0-80: 40", 0,
		      NULL, 0, NULL, ttt_run_index },
	[N_KEYPAD] = { "keypad", 0, N_KEYPAD, "board then cell on a calculator keypad, 1-9: 55",
		       0, NULL, 0, NULL, ttt_run_keypad },
	[N_OPENSPIEL] = { "openspiel", 1, N_OPENSPIEL, "OpenSpiel's action numbers, 0-8: the board "
			  "of a free move, then the cell in the board: 4 4 0", 0, NULL, 1,
			  ttt_play_number, ttt_run_numbers },
	[N_RIDDLES] = { "riddles", 0, N_RIDDLES, "column and row, each 0-8 from the top-left, as "
			"theaigames and Riddles.io bots write place_move: 5 3", 2 },
	{ NULL, 0, 0, NULL },
};

static void *state_new(const void *rules)
{
	ttt_state *s = game_state_new(rules, sizeof *s);

	if (s) {
		s->r = rules;
		ttt_reset(s);
	}
	return s;
}

static void state_reset(void *p, const game_start *start)
{
	ttt_reset(p);
	((ttt_state *)p)->notation = start->notation;
}

/* A move the record gives a player (a JSON item's third member: 0 X, 1 O)
 * is held to the side to move. The check reads the position: the move is
 * not one to remember. A move after the game's end passes, for the engine
 * to say so. Out of decode's line. */
static __attribute__((noinline)) int decode_for(ttt_state *s, int notation, const char *tok,
						size_t n, int who, game_move *m, diag *d)
{
	int rc = ttt_decode(s, notation, tok, n, ttt_move_in(m), d);

	if (rc < 0 || who == s->side || s->base.out.over)
		return rc < 0 ? rc : 1;
	return diag_set(d, "wrong-side", "the record gives this move to %s, but %s is to move",
			who ? "O" : "X", s->side ? "O" : "X");
}

/* The side is known from the position, where the record names no player:
 * the notation's decode, called as the token's last act. */
static int decode(void *st, int notation, const char *tok, size_t n, int who, game_move *m,
		  diag *d)
{
	if (who >= 0)
		return decode_for(st, notation, tok, n, who, m, d);
	return ttt_decode(st, notation, tok, n, ttt_move_in(m), d);
}

static int moves(void *st, const game_move *like, game_move *out, int max)
{
	(void)like; /* every move of the position is a choice of the player's */
	ttt_move mv[81];
	int n = ttt_moves(st, mv, 81);

	for (int i = 0; i < n && i < max; i++)
		*ttt_move_in(&out[i]) = mv[i];
	return n;
}

/* After a refused move (games/game.h's near): every move moves lists,
 * except in OpenSpiel's numbers as the position reads them. There each
 * move moves lists is one digit (a board chosen where the mark is free,
 * else a cell: ttt_moves), and a suggestion is nearer to what was written
 * than its own text is long: no one-digit move is suggested, and with none
 * suggested none ties, so none is listed. In the global, index and
 * keypad names only those that may be one edit away. */
static int near(void *st, const game_near *w, game_move *out, int max)
{
	const ttt_state *s = st;

	if (w->notation == N_OPENSPIEL && s->notation == N_OPENSPIEL)
		return 0;
	/* the global, index and keypad names, of one or two bytes: only the
	 * moves whose name may be one edit away (ttt_near_names) */
	if ((w->notation == N_GLOBAL || w->notation == N_INDEX || w->notation == N_KEYPAD) &&
	    w->len && w->edits >= 1) {
		ttt_move mv[81];
		int n = s->notation == N_OPENSPIEL
			? ttt_near_names(w->notation, w->text, w->len, mv, ttt_moves(s, mv, 81))
			: ttt_near_marks(s, w->notation, w->text, w->len, mv, 81);

		for (int i = 0; i < n && i < max; i++)
			*ttt_move_in(&out[i]) = mv[i];
		return n;
	}
	return moves(st, w->like, out, max);
}

static int encode(const void *st, int notation, const game_move *m, buf *out)
{
	return m ? ttt_encode(st, notation, ttt_move_in_c(m), out) : 0; /* nothing before the first */
}

static void turn(const void *st, game_turn *t)
{
	const ttt_state *s = st;

	*t = (game_turn){ .side = s->base.out.over ? -1 : s->side };
}

/* The 9x9 grid with global coordinates; a won small board shows its owner
 * in every empty cell, in lower case; the boards one may play in are marked. */
/* The 9x9 grid: marks, '.' on every cell where the next mark may go, and
 * on the other empty cells of a decided board its owner (x, o) or '='. */
int ttt_players(const game_caption *cap, char *out, size_t n)
{
	char x[160], o[160];

	*out = '\0';
	if (!cap || !((cap->player[X] && *cap->player[X]) || (cap->player[O] && *cap->player[O])))
		return 0;
	snprintf(out, n, "players: %s, %s", game_who(cap, "X", X, x, sizeof x),
		 game_who(cap, "O", O, o, sizeof o));
	return 1;
}

/* The 9x9 grid, what its marks mean, the small boards' owners, the players
 * and whose turn it is. */
void ttt_draw_text(const void *p, const game_caption *cap, buf *out)
{
	const ttt_state *s = p;
	ttt_move legal[81];
	uint16_t open[9] = { 0 };
	int n = ttt_moves(s, legal, 81), boards = 0, only = -1;
	char line[400];

	for (int i = 0; i < n; i++) {
		if (!open[legal[i].board])
			boards++, only = legal[i].board;
		open[legal[i].board] |= 1 << legal[i].cell;
	}
	for (int row = 0; row < 9; row++) {
		if (row && row % 3 == 0)
			buf_puts(out, "   ------+-------+------\n");
		buf_printf(out, "%d ", 9 - row);
		for (int col = 0; col < 9; col++) {
			int b = row / 3 * 3 + col / 3, c = row % 3 * 3 + col % 3;
			char ch = s->cells[b][X] >> c & 1 ? 'X' : s->cells[b][O] >> c & 1 ? 'O' :
				  open[b] >> c & 1 ? '.' :
				  s->won[X] >> b & 1 ? 'x' : s->won[O] >> b & 1 ? 'o' :
				  s->drawn >> b & 1 ? '=' : ' ';
			if (col && col % 3 == 0)
				buf_puts(out, " |");
			buf_printf(out, " %c", ch);
		}
		buf_puts(out, "\n");
	}
	buf_puts(out, "   a b c   d e f   g h i\n");
	buf_puts(out, "X, O: the marks; .: a cell where the next mark may go\n"
		      "x, o, =: an empty cell of a board X won, O won, or drawn\n");
	for (int b = 0; b < 9; b++) /* the small boards as they lie */
		buf_printf(out, "%s%c%s", b == 0 ? "small boards: " : b % 3 == 0 ? "              " : " ",
			   s->won[X] >> b & 1 ? 'X' : s->won[O] >> b & 1 ? 'O' :
			   s->drawn >> b & 1 ? '=' : '-',
			   b == 2 ? "   (X, O: won by; =: drawn; -: open)\n" : b % 3 == 2 ? "\n" : "");
	if (ttt_players(cap, line, sizeof line))
		buf_printf(out, "%s\n", line);
	game_who(cap, s->side == X ? "X" : "O", s->side, line, sizeof line);
	if (s->base.out.over) {
		buf_printf(out, "game over: %s\n", s->base.out.why);
	} else if (boards == 1) {
		buf_printf(out, "%s to play in board %s, on a cell marked .\n", line,
			   ttt_board_name(s->notation, only));
	} else {
		buf_printf(out, "%s to play anywhere marked .\n", line);
	}
	if (game_match_words(cap, (const char *const[2]){ "X", "O" }, line, sizeof line))
		buf_printf(out, "%s\n", line);
}

const game uttt_game = {
	.name = "uttt",
	.title = "Ultimate Tic-Tac-Toe",
	.side = { "X", "O" },
	.default_variant = "uttt-standard",
	.extension = ".uttt",
	.own_tag = "X", /* [X "Lina"] [O "Omar"]: the players by their marks */
	.schema = ttt_schema,
	.nschema = U_COUNT,
	.notations = notations,
	.rules_new = ttt_rules_new,
	.rules_free = game_rules_free,
	.state_new = state_new,
	.state_free = game_state_free,
	.state_reset = state_reset,
	.detect = NULL,
	.own_move = ttt_own_move,
	.pure_decode = 1,
	.decode = decode,
	.play = ttt_play,
	.refusal_keeps = 1, /* ttt_play refuses before it marks a cell */
	.moves = moves,
	.near = near,
	.encode = encode,
	.drops_kind = "marks",
	.drops_what = "the '#'",
	.draw = ttt_draw,
	.turn = turn,
};
