/* uttt: Ultimate Tic-Tac-Toe on bitboards: nine small boards of nine bits.
 * Boards and cells are numbered 0-8 row by row from the top-left. Internal
 * to the game: the rest of arbiter sees only games/game.h. */
#ifndef ARB_UTTT_H
#define ARB_UTTT_H

#include <stdint.h>

#include "base/pattern.h"
#include "games/game.h"

enum { X, O };
enum { TTT_FULL = 0x1ff };

/* The variant-file options, in schema order (rules.c). */
enum { U_SENT, U_FREE_INTO_WON, U_DRAWN_COUNTS, U_NO_LINE, U_ALTERNATE, U_EARLY_DRAW, U_COUNT };
extern const opt_spec ttt_schema[U_COUNT];

typedef struct ttt_rules {
	game_rules base;        /* what the referee reads of every game's rules */
	int still_play_if_open;  /* sent to a won board with empty cells: play there */
	int free_into_won;       /* a free move may go into a won, open board */
	int drawn_counts_both;   /* a drawn board counts for both on the big board */
	int most_boards;         /* no line: more won boards wins */
	int early_draw;          /* a board, or the game, no one can win any more is drawn */
	int judge_each;          /* every board decided may end the game without a line
				  * of the mover's: drawn_counts_both or early_draw */
	uint8_t line[512];       /* does a 9-bit set of cells hold a line? */
	/* does a mark that leaves the mover's cells of its board so decide
	 * the board, or may it: line, and under early_draw every set (any
	 * mark may leave a board no one can win); one load on a mark's path */
	uint8_t settle[512];
} ttt_rules;

enum { N_GLOBAL, N_BOARD_CELL, N_CODINGAME, N_INDEX, N_KEYPAD, N_OPENSPIEL, N_RIDDLES, N_COUNT };

/* A move: a mark; or (cell -1) OpenSpiel's choice of the board a free
 * move is made in, part of the ply, board 9 + the board chosen; or (cell
 * -2) one of OpenSpiel's numbers as written, board TTT_NUMBER + the number,
 * which the position makes one or the other (ttt_resolve) as it is played
 * or written: so decoded, a number is remembered as any token is. Both past
 * the nine bits of ttt_state's masks, so that ttt_play's one test of a mark
 * sends them off its path; there a number where the mark is sent is made
 * as a mark of the board sent to (engine.c). */
enum { TTT_CHOICE = 9, TTT_NUMBER = 18 };
typedef struct ttt_move {
	int8_t board, cell;
	uint8_t claims_win;      /* written with '#' */
	uint16_t bit;            /* 1 << cell, made with the move (ttt_at): a mark
				  * is made with no shift; a number's, 1 << the number */
} ttt_move;
GAME_MOVE_OF(ttt_move, ttt_move_in)

/* The move that marks cell of board. */
static inline ttt_move ttt_at(int board, int cell, int claims_win)
{
	return (ttt_move){ (int8_t)board, (int8_t)cell, (uint8_t)claims_win, (uint16_t)(1u << cell) };
}

typedef struct ttt_state {
	game_state base;         /* plies, a warning, outcome (games/game.h) */
	const ttt_rules *r;
	uint16_t cells[9][2];    /* each small board's marks, per side (board first:
				  * the mover's marks are found with one index) */
	uint16_t occ[9];         /* both sides' marks, per small board */
	uint16_t won[2], drawn;  /* small boards decided */
	/* kept as each mark is made, so that a move is checked with two tests:
	 * the boards the side to move may mark (none once the game is over),
	 * the boards where a player sent stays (undecided ones, and under
	 * still_play_if_open won ones with an empty cell), and the boards of
	 * a free move */
	uint16_t may, sent, free_;
	int next;                /* the board the side to move is sent to, or -1 */
	int side;
	/* the board a free move was chosen in (OpenSpiel's notation), while
	 * plies is still chosen_at: the ply's mark goes there */
	int chosen, chosen_at;
	int notation;            /* of the last token read: messages use it */
} ttt_state;

int ttt_rules_new(const opt_val *v, void **out, diag *d);

/* engine.c */
void ttt_reset(ttt_state *s);
int ttt_play(void *st, const game_move *m, diag *d); /* the game's play hook */
/* OpenSpiel's numbers' play hook (game_notation's play): only its moves */
int ttt_play_number(void *st, const game_move *m, diag *d);
/* and their run (game_notation's run) */
int ttt_run_numbers(void *st, const char *text, size_t len, const unsigned char blank[256],
		    size_t *at, diag *d);
/* the runs of the global, index and keypad names (game_notation's run) */
int ttt_run_global(void *st, const char *text, size_t len, const unsigned char blank[256],
		   size_t *at, diag *d);
int ttt_run_index(void *st, const char *text, size_t len, const unsigned char blank[256],
		  size_t *at, diag *d);
int ttt_run_keypad(void *st, const char *text, size_t len, const unsigned char blank[256],
		   size_t *at, diag *d);
int ttt_moves(const ttt_state *s, ttt_move *out, int max);
/* notation.c: of the moves ttt_moves listed, those whose global, index or
 * keypad name may be within one edit of text (near) */
int ttt_near_names(int notation, const char *text, size_t len, ttt_move *out, int n);
/* the same from the position, where its moves are marks (not OpenSpiel's
 * numbers): the moves ttt_moves lists that ttt_near_names keeps */
int ttt_near_marks(const ttt_state *s, int notation, const char *text, size_t len,
		   ttt_move *out, int max);
uint16_t ttt_allowed(const ttt_state *s);   /* boards the side to move may play in */
/* Is the side to move's mark free, not sent to one board (ttt_allowed
 * keeps to this), and the board chosen for it (OpenSpiel's notation), or
 * -1? Read at every OpenSpiel number. */
static inline int ttt_free(const ttt_state *s)
{
	int b = s->next;

	if (b < 0)
		return 1;
	if (!((s->won[X] | s->won[O] | s->drawn) >> b & 1))
		return 0;
	return !(s->r->still_play_if_open && ((s->won[X] | s->won[O]) >> b & 1) &&
		 s->occ[b] != TTT_FULL);
}

static inline int ttt_chosen(const ttt_state *s)
{
	return s->chosen >= 0 && s->chosen_at == s->base.plies ? s->chosen : -1;
}

/* The move one of OpenSpiel's numbers (m, cell -2) is in this position: the
 * cell in the board chosen, the board of a free mark, else the cell in the
 * board the mark is sent to; any other move as it is. */
static inline ttt_move ttt_resolve(const ttt_state *s, const ttt_move *m)
{
	int n = m->board - TTT_NUMBER, chosen;

	if (m->cell != -2)
		return *m;
	if ((chosen = ttt_chosen(s)) >= 0)
		return ttt_at(chosen, n, 0);
	if (ttt_free(s))
		return (ttt_move){ .board = (int8_t)(TTT_CHOICE + n), .cell = -1 };
	return ttt_at(s->next, n, 0);
}
/* Makes the masks ttt_play keeps (occ, may, sent, free_) from the position
 * (the marks, the boards decided, next, the outcome): for a position set up
 * field by field. */
void ttt_sync(ttt_state *s);

/* svg.c */
/* The game's draw hook (games/game.h): the SVG picture (svg.c), or with
 * svg NULL the text diagram (ttt_draw_text, in uttt.c). */
void ttt_draw(const void *st, const game_marks *svg, const game_caption *cap, buf *out);
void ttt_draw_text(const void *st, const game_caption *cap, buf *out);
/* The players' line of a caption ("players: Lina (X), Omar (O)"); 0 where
 * the caption names neither, out then empty (uttt.c). */
int ttt_players(const game_caption *cap, char *out, size_t n);

/* notation.c */
int ttt_patterns(ttt_rules *r, diag *d);
int ttt_decode(ttt_state *s, int notation, const char *tok, size_t n, ttt_move *m, diag *d);
/* N_BOARD_CELL for a move written as board-cell alone writes one (4.4,
 * 4.4#), -1 for any other: the game's own_move (tok may run on past it). */
int ttt_own_move(const char *tok, size_t n);
int ttt_encode(const ttt_state *s, int notation, const ttt_move *m, buf *out);
/* A small board's name in a notation, for messages: "d4-f6 (centre)" in
 * global notation, the keypad digit in keypad notation, else its index. */
const char *ttt_board_name(int notation, int board);
/* A cell's name in a notation, for messages. */
void ttt_name(int notation, int board, int cell, char *out, size_t n);

#endif
