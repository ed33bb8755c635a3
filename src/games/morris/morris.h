/* morris: the morris family (three, six, nine, twelve men's morris,
 * Morabaraba, Lasker and the regional rule sets) on bitboards. The board is
 * data; the rules are the options of a variant file. Internal to the game:
 * the rest of arbiter sees only games/game.h. */
#ifndef ARB_MORRIS_H
#define ARB_MORRIS_H

#include <stdint.h>

#include "base/pattern.h"
#include "games/game.h"

typedef uint64_t bb;

enum { MOR_MAXPTS = 64, MOR_MAXMILLS = 64, MOR_MAXREM = 8 };
enum { WHITE, BLACK };

typedef struct mor_board {
	int n;                     /* points */
	char name[MOR_MAXPTS][4];  /* "a7": file letter, rank digit(s) */
	int8_t file[MOR_MAXPTS], rank[MOR_MAXPTS];
	int8_t at[26][10];         /* point at file, rank, or -1 */
	int8_t number[MOR_MAXPTS]; /* PlayOK number - 1: row by row from the top-left */
	char numname[MOR_MAXPTS][4]; /* the PlayOK number as text */
	int8_t by_number[MOR_MAXPTS];
	bb adj[MOR_MAXPTS];
	int nmills;
	bb mill[MOR_MAXMILLS];
	bb mills_at[MOR_MAXPTS];   /* set of mill indices through each point */
	int files, ranks;          /* extent, for drawing */
	bb all;                    /* every point */
} mor_board;

/* The variant-file options, in schema order (rules.c). */
enum {
	O_BOARD, O_PIECES, O_FIRST, O_ALTERNATE, O_MILL, O_MAY_MOVE, O_PLACE_MILL, O_MOVING_FIRST,
	O_FLY, O_FLY_AT, O_FLY_HAND, O_PER_MOVE, O_FROM_MILLS, O_REPEATED, O_LOSS_BELOW,
	O_LOSS_COUNT, O_BLOCKED, O_FULL, O_LIMIT, O_LIMIT_UNIT, O_END_LIMIT, O_END_LIMIT_UNIT,
	O_REPETITION, O_REP_FROM, O_COUNT
};
extern const opt_spec mor_schema[O_COUNT];
int mor_rules_new(const opt_val *v, void **out, diag *d);

/* Option values. */
enum { REP_ALLOWED, REP_NO_RETURN, REP_ONCE };
enum { BLK_LOSES, BLK_PASSES, BLK_DRAW, BLK_REMOVE };
enum { FULL_FIRST_LOSES, FULL_DRAW, FULL_MOVER, FULL_FIRST_SECOND, FULL_SECOND_FIRST };

typedef struct mor_rules {
	game_rules base;        /* what the referee reads of every game's rules */
	mor_board b;
	int pieces, first;
	int mill_wins;          /* a mill wins at once (three men's morris) */
	int may_move;           /* Lasker: slide instead of placing */
	int from_hand;          /* a placing mill takes from the opponent's hand */
	int second_moves_first;
	int fly, fly_at;
	int fly_own_hand;       /* flying needs only the mover's hand empty (Lasker) */
	int per_mill, from_mills_always, repeated;
	int loss_below, loss_after_placing;
	int blocked, board_full;
	int limit, end_limit;   /* in plies; 0 = off */
	int repetition;
	int rep_from_slide;     /* count repetitions from the first slide after an
				 * irreversible move (the Sanmill engine's count) */
} mor_rules;

enum { MV_PLACE, MV_SLIDE, MV_REMOVE, MV_PASS };
enum { NOT_ALGEBRAIC, NOT_PLAYOK, NOT_SEPARATE };

typedef struct mor_move {
	uint8_t kind;
	int8_t from, to;
	uint8_t nrem;
	int8_t rem[MOR_MAXREM];
} mor_move;
GAME_MOVE_OF(mor_move, mor_move_in)

/* Why removals are owed. */
enum { OWE_NONE, OWE_MILL, OWE_FULL, OWE_BLOCKED };

typedef struct mor_pos {
	bb w, b;
	int side;
} mor_pos;

typedef struct mor_state {
	game_state base;        /* plies, outcome (games/game.h) */
	const mor_rules *r;
	int notation;           /* the record's: messages name points in it */
	bb pos[2];
	int hand[2];
	int side;
	int owe, owe_kind;      /* removals the side to move still owes */
	int8_t mill_from, mill_to; /* the move that closed the mill they are owed for */
	int closed, reused;     /* mills this ply closed; a one-time mill came back */
	int queue[2], nqueue;   /* board full: sides still to remove, in order */
	int quiet;
	int8_t last_from[2], last_to[2]; /* each side's last slide, if it closed a mill */
	bb used[2];             /* mills already used (once-per-line) */
	mor_pos *hist;          /* positions since the last irreversible move */
	size_t nhist, caphist;
	uint64_t seen[16];      /* a 1024-bit filter of those positions' hashes */
	int maybe_again;        /* the last position may have been seen before */
} mor_state;

/* board.c */
int mor_board_load(mor_board *b, vnode n, diag *d);
void mor_board_draw(const mor_board *b, const bb pos[2], buf *out);

/* svg.c */
/* The game's draw hook (games/game.h): the SVG picture (svg.c), or with
 * svg NULL the text diagram (mor_draw_text, in morris.c). */
void mor_draw(const void *st, const game_marks *svg, const game_caption *cap, buf *out);
void mor_draw_text(const void *st, const game_caption *cap, buf *out);

/* engine.c */
void mor_reset(mor_state *s, int notation);
int mor_play(mor_state *s, const mor_move *m, diag *d);
/* Every legal single action (a placement, slide, removal or pass) of the side
 * to move; the removals a mill earns are actions of their own. */
int mor_actions(const mor_state *s, mor_move *out, int max);
int mor_flying(const mor_state *s, int side);

/* notation.c */
int mor_patterns(mor_rules *r, diag *d);
int mor_decode(mor_state *s, int notation, const char *tok, size_t n, mor_move *m, diag *d);
int mor_encode(const mor_rules *r, int notation, const mor_move *m, buf *out);

#endif
