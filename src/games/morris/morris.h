/* morris: the morris family (three, six, nine, twelve men's morris,
 * Morabaraba, Lasker and the regional rule sets) on bitboards. The board is
 * data; the rules are the options of a variant file. Internal to the game:
 * the rest of arbiter sees only games/game.h. */
#ifndef ARB_MORRIS_H
#define ARB_MORRIS_H

#include <stdint.h>

#include "base/pattern.h"
#include "games/game.h"

/* A board has at most 128 points (two machine words of bits) and 512 mills,
 * a point stands in at most 32 mills and inside at most 16 lines, and the
 * lines hold at most 512 runs of three points. */
enum {
	MOR_MAXPTS = 128, MOR_MAXMILLS = 512, MOR_MAXTHROUGH = 32, MOR_MAXFLANK = 16,
	MOR_MAXREM = 8, MOR_MAXRUNS = 512
};
/* The most actions a side can have: a placement on every point, or every
 * piece to every empty point. */
enum { MOR_MAXACTS = MOR_MAXPTS + MOR_MAXPTS * MOR_MAXPTS / 4 };
enum { WHITE, BLACK };

/* Sets of points are kept in tables word by word: set i of table t is
 * t[0][i] (points 0-63) and t[1][i] (64-127), so that on a board of up to
 * 64 points the referee reads each set as one plain word of the first row.
 * It computes on them in one word or in two (engine.c, bitset.h); what is
 * not the referee reads them through these. */
#define MOR_HAS(t, i, p) ((int)((t)[(p) >> 6][i] >> ((p) & 63) & 1))
#define MOR_ADD(t, i, p) ((t)[(p) >> 6][i] |= (uint64_t)1 << ((p) & 63))
#define MOR_COUNT(t, i) (__builtin_popcountll((t)[0][i]) + __builtin_popcountll((t)[1][i]))

/* A move of a run (notation.c's mor_run_openspiel and mor_run_squares), as
 * the engine's steps take it: a slide from `from` to `to` that writes no
 * removal; or, with `from` one of STEP_*, the point `to`. Two bytes, no
 * move made of it but where the move leaves the referee's quiet paths. */
typedef struct mor_step {
	int8_t from, to;
} mor_step;

/* A step's `from` where it is no slide: STEP_POINT places a piece on `to`
 * or, when a removal is owed, removes it (OpenSpiel's point numbers);
 * STEP_PLACE places it and STEP_REMOVE removes it, as the algebraic
 * squares write them (d6, xd6), and the steps stop at such a step,
 * unplayed, where the position owes a removal (STEP_PLACE) or owes none
 * (STEP_REMOVE): play refuses the move, and the usual path says why. */
enum { STEP_POINT = -1, STEP_PLACE = -2, STEP_REMOVE = -3 };

typedef struct mor_board {
	int n;                     /* points */
	char name[MOR_MAXPTS][4];  /* "a7": file letter, rank digit(s) */
	int8_t file[MOR_MAXPTS], rank[MOR_MAXPTS];
	int8_t at[26][10];         /* point at file, rank, or -1 */
	int8_t number[MOR_MAXPTS]; /* PlayOK number - 1: row by row from the top-left */
	char numname[MOR_MAXPTS][4]; /* the PlayOK number as text */
	int8_t by_number[MOR_MAXPTS];
	uint64_t adj[2][MOR_MAXPTS];      /* the neighbours of each point */
	int nmills;
	uint64_t mill[2][MOR_MAXMILLS];   /* the points of each mill */
	/* the mills through each point: nthrough[p] of them in through[p] */
	uint8_t nthrough[MOR_MAXPTS];
	uint16_t through[MOR_MAXPTS][MOR_MAXTHROUGH];
	/* where a longer line of the same pieces would go on from each mill:
	 * the points before and after it along the board line it lies on */
	uint64_t beyond[2][MOR_MAXMILLS];
	/* each point's two neighbours along each line it stands inside */
	uint8_t nflank[MOR_MAXPTS];
	int8_t flank[MOR_MAXPTS][MOR_MAXFLANK][2];
	int files, ranks;          /* extent, for drawing */
	uint64_t all[2][1];        /* every point */
	/* Ludii's vertex numbers (the board file's ludii: list, the points in
	 * the order Ludii numbers its graph's vertices); nludii 0: none given.
	 * ludii_hand: the site of the first player's hand (the second's is the
	 * next), which Ludii numbers after the board's vertices or its cells,
	 * whichever are more (ludii_hand:, by default the number of points) */
	int16_t ludii[MOR_MAXPTS], by_ludii[MOR_MAXPTS];
	int nludii, ludii_hand;
	/* every run of three points in a row along a line (the board's lines of
	 * three themselves, or windows of longer ones), where line captures
	 * happen, with its kind (RUN_*): run[k][1] is the middle */
	int nruns;
	int8_t run[MOR_MAXRUNS][3];
	uint8_t run_kind[MOR_MAXRUNS];
	/* the runs with each point in the middle, in order: one a line the
	 * point stands inside, so no more than its flanks */
	uint8_t nmid[MOR_MAXPTS];
	uint16_t mid[MOR_MAXPTS][MOR_MAXFLANK];
	/* at[file][rank] as square[file + 1][rank], -1 in row 0 and at rank 0
	 * (and past 9): notation.c's square_at finds a square's point from its
	 * two bytes by two tables, row and column, with no test. Last: the
	 * engine's fields keep their places (gcc's registers in the steps'
	 * loop moved with them, for the worse) */
	int8_t square[27][16];
} mor_board;

/* A run's kind, by where it lies on a board of squares around a centre: a
 * side of a square, a line across the squares, or a diagonal (Sanmill's
 * square edges, cross lines and diagonal lines). */
enum { RUN_EDGE = 1, RUN_CROSS = 2, RUN_DIAGONAL = 4 };

/* The variant-file options, in schema order (rules.c). */
enum {
	O_BOARD, O_PIECES, O_FIRST, O_ALTERNATE, O_START_WHITE, O_START_BLACK, O_HOME_MILLS,
	O_MILL, O_EXACT, O_GOAL, O_MISERE, O_MAY_MOVE, O_PLACE_MILL, O_CANCEL, O_FIRST_POINT,
	O_FORBIDDEN, O_MOVING, O_MOVING_FIRST, O_MOVING_MILL, O_MOVING_STARTS, O_COOL, O_COOL_UNIT,
	O_FLANKED, O_FLY, O_FLY_AT, O_FLY_HAND, O_FLY_COUNT, O_FLY_FROM,
	O_PER_MOVE, O_FROM_MILLS, O_REPEATED, O_FULL_NEAR, O_BY_FLYING,
	O_CUST_PHASES, O_CUST_LINES, O_CUST_THREE, O_INTER_PHASES, O_INTER_LINES, O_INTER_THREE,
	O_LEAP_PHASES, O_LEAP_LINES, O_LEAP_THREE, O_LOSS_BELOW, O_LOSS_COUNT, O_BLOCKED, O_FULL,
	O_LIMIT, O_LIMIT_UNIT, O_LIMIT_AT, O_LIMIT_PLACED, O_END_LIMIT, O_END_LIMIT_UNIT,
	O_GAME_LIMIT, O_GAME_LIMIT_UNIT,
	O_REPETITION, O_REP_FROM, O_COUNT
};
extern const opt_spec mor_schema[O_COUNT];
int mor_rules_new(const opt_val *v, void **out, diag *d);
void mor_rules_free(void *rules);

/* Option values. */
/* REP_ONCE: each line makes a side's mill once; REP_NEW_POINT: a mill
 * counts only where one of its points was in no mill the side made before
 * (Sanmill's one-time mills). Both keep `used` (REP_ONCE and after). */
enum { REP_ALLOWED, REP_NO_RETURN, REP_ONCE, REP_NEW_POINT };
enum { BLK_LOSES, BLK_PASSES, BLK_DRAW, BLK_REMOVE, BLK_UNBLOCK };
/* Where in a ply the referee meets the rules few rule sets have (the
 * rules' `rare`): before the move, at a slide, after the move, at each
 * removal; and where the rules of placing alone are met: after a placement
 * that closed a mill, after a ply made while placing (the rule sets that
 * mark or cancel pay nothing once placing is over). */
enum { RR_BEFORE = 1, RR_SLIDE = 2, RR_MOVE = 4, RR_REMOVED = 8, RR_PLACE_MILL = 32,
       RR_PLACED = 64 };
/* The rules the lean referee meets in a move's ply too (the rules' `ply`):
 * the cool-down, line captures, the game's length, the obligation to free
 * the other side (which reads whether the ply slid, mor_state's `moved`).
 * The rule sets without any are played by a lean referee whose plies have
 * none of their tests, those with one by one that has its test alone
 * (mor_lean_engine). */
enum { PLY_COOL = 1, PLY_CAPTURE = 2, PLY_GAME_END = 4, PLY_MOVED = 8, PLY_ALL = 15,
       PLY_KINDS = 4 };
/* rules.placing.mill */
enum { PM_REMOVE, PM_FROM_HAND, PM_MARK, PM_MARK_HAND, PM_FIRST_MILL, PM_COUNT, PM_EXTRA_TURN };
/* a line capture: custodian, intervention, leap; once a capture's first
 * removal has chosen, the capture chosen or the mill's removals instead */
enum { CAP_CUSTODIAN, CAP_INTERVENTION, CAP_LEAP, CAP_KINDS, CAP_MILL = CAP_KINDS,
       CAP_UNDECIDED = -1 };
enum { FULL_FIRST_LOSES, FULL_DRAW, FULL_MOVER, FULL_FIRST_SECOND, FULL_SECOND_FIRST,
       FULL_FIRST_WINS };
enum { FROM_ALL_IN_MILLS, FROM_ALWAYS, FROM_NEVER };
enum { FLY_BOTH, FLY_OWN, FLY_ANY };
enum { GOAL_SAME, GOAL_FIRST_BLOCKS, GOAL_SECOND_BLOCKS };

/* The notations, in the order of morris.c's table (notation.c reads and
 * writes them). */
enum {
	NOT_ALGEBRAIC, NOT_PLAYOK, NOT_SEPARATE, NOT_OPENSPIEL, NOT_GAMESMAN, NOT_SANMILL_OLD,
	NOT_GOLDTOKEN, NOT_LUDII, NOT_COUNT
};

typedef struct mor_rules {
	game_rules base;        /* what the referee reads of every game's rules */
	mor_board b;
	int wide;               /* the board needs two words a set (engine.c) */
	int pieces, first;
	int mill_wins;          /* a mill wins at once (three men's morris) */
	int may_move;           /* Lasker: slide instead of placing */
	int from_hand;          /* a placing mill takes from the opponent's hand */
	int second_moves_first;
	int fly, fly_at;
	int fly_hand;           /* whose hand must be empty to fly (FLY_*) */
	int per_mill, from_mills, repeated;
	int loss_below, loss_after_placing;
	/* why a side short of material lost, for each side, with the count
	 * one below loss_below that nearly every such game ends at: written
	 * once a rule set (mor_material_why), not at every game's end */
	char short_why[2][80];
	int blocked, board_full;
	int blocked_passes;     /* a blocked side passes (passes, and
				 * opponent-unblocks where the other need not
				 * free it) */
	int limit, end_limit;   /* in plies; 0 = off */
	int quiet_check;        /* the shorter of them, or INT_MAX: the referee
				 * looks at them only from there */
	int limit_at_slide;     /* the slide that reaches `limit` draws, a mill
				 * it closes removing nothing (Malom) */
	int limit_placed;       /* a placement that removes nothing counts
				 * towards the move limits instead of starting
				 * them again (end_ply's PLACED_COUNTS,
				 * placed_end; line_made, which starts them
				 * again, is not taken: line_plain) */
	int fly_no_mill;        /* a mill closed by a flying move removes nothing
				 * (Ludii's Sam K'i) */
	int slide_lapses;       /* either: a mill a slide closes may remove
				 * nothing, which every referee asks at such a
				 * mill (engine.c's lapsed) */
	/* the points in a mill with each point (as adj), and whether every
	 * mill has three points or more (rules.c's mill_partners) */
	uint64_t partners[2][MOR_MAXPTS];
	int mills_of_three;
	/* On a board of two words, the mills through each point as the bits
	 * of a word, bit k for the mill through[p][k] (engine.c's
	 * whole_mills): mills_at[p] has a bit for each of them, breaks[p][q]
	 * those that point q lies in (breaks[p][p]: all of them), reach[p] is
	 * p and its partners. A mill through p stands complete in a set of
	 * points unless a point of reach[p] the set lacks breaks it: a few
	 * points to look at on a crowded board, where the mills through p are
	 * up to 16 (the 81-point grid) and each would be a test. */
	uint64_t reach[2][MOR_MAXPTS];
	uint32_t mills_at[MOR_MAXPTS];
	uint32_t (*breaks)[MOR_MAXPTS]; /* b.n rows, the rules' own (mor_rules_free) */
	/* The same mills looked up at once, where the CPU gathers bits
	 * (mor_gather) and every point has at most 16 partners: held[p][g][v]
	 * is the mills through p that the partners of group g (the g-th eight
	 * of p's partners in the order of their numbers) lacking in v leave
	 * whole, v a bit a partner held; held0[p] the partners in the first
	 * word. NULL: whole_mills looks point by point (mor_whole_by_loop).
	 * b.n rows, the rules' own. */
	uint32_t (*held)[2][256];
	uint8_t held0[MOR_MAXPTS];
	/* Where the table is (held), each point's window: the 64 points from
	 * wbase[p] on, which hold p and its partners, so that a quiet step's
	 * tests and the table's gather read one word of each set (bitset.h's
	 * bb_window) and not two; wpart[p] is p's partners in that word.
	 * `windowed` 0: no table, or some point's partners lie further apart
	 * than a word, and the steps test in two words (rules.c's windows). */
	int windowed;
	uint8_t wbase[MOR_MAXPTS];
	uint64_t wpart[MOR_MAXPTS];
	int repetition;
	int rep_from_slide;     /* count repetitions from the first slide after an
				 * irreversible move (the Sanmill engine's count) */
	/* each point's name in each notation, for messages (notation.c) */
	char ptname[NOT_COUNT][MOR_MAXPTS][8];
	/* each OpenSpiel action's step, n * (n + 1) of them (notation.c), the
	 * rules' own (mor_rules_free) */
	mor_step *openspiel;
	/* The rules few rule sets have; `lean` when none is asked for (or
	 * marks alone: lean_marks), and the referee that leaves them out
	 * plays (engine_lean.c). `lean_later`:
	 * those asked for act only while placing and in its settlement (marks,
	 * cancels, extra placements, first-mill-decides, count-mills), or
	 * where the lean referee meets them too (a blocked side freed, a
	 * slide's mill that moves again), so that the lean referee plays the
	 * rest of the game once those are over. */
	int lean, lean_later;
	/* `placing_steps`: not lean, with no cancel, no slide while placing
	 * and no line captures (which a placement with no mill may make),
	 * where pieces move (handed to the lean referee once placing is over,
	 * lean_later, or played to the end by the referee of every rule: a
	 * blocking goal, pinned pieces, leaps, home lines that make no mill
	 * where mills remove) or never move (placing is the game: full hands
	 * to start, the same goal): placing is played by the referee of every
	 * rule whose steps make the placements its rules leave alone in a
	 * lean loop (mor_engine_placing, or mor_engine_placing_goal under a
	 * blocking goal) */
	int placing_steps;
	/* `lean_marks`: lean, though a mill made while placing marks (mark,
	 * pieces not sliding while placing, no ply rule): the lean referee of
	 * its own instance (engine_marks.c) meets the marks too, at its
	 * removals, at the ends of the plies that end placing (the dead
	 * points come back) and at placements on a dead point
	 * (engine_placing.h), rather than play all of placing by the referee
	 * of every rule (lean_later) */
	int lean_marks;
	uint64_t start[2][2];   /* the pieces on the board at the start, as pos */
	int start_hand[2];      /* and in hand */
	int home_mills;         /* a mill of a side's own start points counts */
	uint64_t home_void[2][MOR_MAXMILLS / 64]; /* the mills that then do not */
	int exact;              /* a longer line of the same pieces is no mill */
	int goal;               /* GOAL_*: one side wins only by blocking */
	int misere;             /* win and loss swapped */
	int first_point;        /* where the first piece of the game goes, or -1 */
	uint64_t forbidden[2][1]; /* points no piece is placed on */
	int moving;             /* pieces move once placed (0: placing only) */
	int flanked;            /* a piece between two opposing ones cannot move */
	int move_rules;         /* !moving or flanked: can_move's rules */
	int fly_count_hand;     /* flying counts the pieces in hand too */
	uint64_t fly_from[2][1]; /* points a piece flies from, whatever the count */
	int game_limit;         /* a draw after this many plies; 0 = off */
	int game_end;           /* the same, or INT_MAX when off: every referee
				 * meets it with one test a ply */
	int full_near;          /* a removal a full board owes takes a piece next
				 * to one of the remover's own (Sanmill) */
	int near_rules;         /* full_near, or a blocked side removes
				 * (BLK_REMOVE): near_own has more to ask than
				 * the removal owed's kind */
	int removal_plain;      /* a mill's one removal written with its move
				 * asks nothing more of the rules (engine.c's
				 * one_removal): no move again, no removal
				 * from the hand or next to the remover's own,
				 * no cool-down, no slide's mill that lapses
				 * (slide_lapses); one test of them all */
	int mill_one;           /* a mill owes one removal however many it
				 * makes, and no rule asks more of its ply or
				 * the removal (no win by a line, no exact
				 * mills, no removal from the hand, no move
				 * again, no removal next to the remover's own,
				 * no cool-down, no rule on mills used once or
				 * slides back, no slide's mill that removes
				 * nothing: slide_lapses, which the pairs
				 * would ask at a cost to every rule set's),
				 * on a board whose every mill has three
				 * points or more (mills_of_three, which its
				 * steps need not ask): the lean steps make
				 * such a mill and its removal as one
				 * (engine.c's mill_removing_of,
				 * mor_engine_lean_one) */
	int mill_one_back;      /* the same but for the rule against shuttling
				 * (repeated_mill: no-immediate-return), which
				 * it has: morabaraba */
	int mill_per;           /* mill_one's but for one removal a mill
				 * made (per_mill), with no rule against
				 * shuttling: a move that closes one mill
				 * owes one removal as under mill_one, and
				 * its steps make the two as one where it
				 * closes one (mor_engine_lean_per) */
	int mill_hand;          /* mill_one's but for a placing mill that
				 * takes from the opponent's hand (from_hand):
				 * a slide's mill, made with placing over,
				 * owes one removal as under mill_one, and its
				 * steps make the two as one
				 * (mor_engine_lean_hand) */
	int mill_near;          /* mill_one's or mill_hand's but for a removal
				 * next to the remover's own (near_rules): the
				 * steps make a mill and its removal as one
				 * where that removal need not be so, asked of
				 * the position after the move as the
				 * removal's own step asks it (engine.c's
				 * near_own_mill; mor_engine_lean_near) */
	int flanked_quiet;      /* pinned pieces the only rule the lean
				 * referee lacks, no repetition: the placing
				 * steps make a quiet slide once placing is
				 * over (engine.c's pinned_slide) */
	int points_only;        /* lean_later's rules whose only rare rule
				 * is the placing points (first, forbidden) */
	int line_plain;         /* a line that wins ends the game with no
				 * other rule to ask (engine.c's line_made):
				 * no blocking goal, no rare rule but the
				 * placing points, no cancelling, no rule
				 * against shuttling, no home line that
				 * makes no mill, a blocked side loses,
				 * draws or passes */
	int keeps_more;         /* a move refused after it was made may have
				 * changed more than the pieces, hands, removals
				 * owed and mills (keep.c): mills used once, the
				 * cool-down, line captures, the rare rules */
	int rare;               /* where the referee meets them (RR_*) */
	int ply;                /* those the lean referee meets in a ply (PLY_*) */
	int place_mill;         /* PM_*: what a mill made by a placement does */
	int cancel;             /* a placement on an opposing piece cancels both */
	int move_again;         /* a mill made by a slide: remove, then move again */
	int together;           /* no side moves before both hands are empty */
	int cool;               /* plies before a piece that left a mill may go back */
	/* line captures (engine_captures.h): the phases each acts in (bit 0
	 * placing, bit 1 moving; 0: off), its kinds of runs (RUN_*), and
	 * whether only a side with at most 3 pieces on the board may use it */
	int cap_phases[CAP_KINDS], cap_runs[CAP_KINDS], cap_three[CAP_KINDS];
	int captures;           /* any line capture */
	int cap_near;           /* the opposing neighbours a piece played needs
				 * to capture but by leaps: 1 (custodian), 2
				 * (intervention alone), or 0 (neither) */
} mor_rules;

/* The mills through p whose points are all in own (w0, w1: the two
 * words of a set), as bits of their places in through[p]: every mill
 * through p but those that a point of p's reach lacking in own lies in,
 * one look a point lacked. */
static inline __attribute__((always_inline)) uint32_t mor_whole_by_loop(const mor_rules *r,
									 int p, uint64_t w0,
									 uint64_t w1)
{
	const uint32_t *breaks = r->breaks[p];
	uint64_t lack0 = r->reach[0][p] & ~w0, lack1 = r->reach[1][p] & ~w1;
	uint32_t broken = 0;

	for (; lack0; lack0 &= lack0 - 1)
		broken |= breaks[__builtin_ctzll(lack0)];
	/* 64 and the place added unsigned: as an int gcc widened the sum at
	 * every look */
	for (; lack1; lack1 &= lack1 - 1)
		broken |= breaks[64 + (unsigned)__builtin_ctzll(lack1)];
	return r->mills_at[p] & ~broken;
}

/* The bits of x that mask marks, packed low in their order (x86's pext,
 * BMI2): only called where rules.c found the CPU has it (mor_gathers). */
#if defined(__x86_64__) && defined(__GNUC__)
#define MOR_GATHER 1
static inline uint64_t mor_gather(uint64_t x, uint64_t mask)
{
	uint64_t out;

	__asm__("pextq %2, %1, %0" : "=r"(out) : "r"(x), "r"(mask));
	return out;
}
#else
#define MOR_GATHER 0
static inline uint64_t mor_gather(uint64_t x, uint64_t mask)
{
	(void)x, (void)mask;
	return 0;
}
#endif

/* The same by the rules' table (held, not NULL), where p is known to be
 * in the set (a piece just put there): the partners of p held gathered
 * into 16 bits, two looks. */
static inline __attribute__((always_inline)) uint32_t mor_whole_held_by_table(const mor_rules *r,
									       int p, uint64_t w0,
									       uint64_t w1)
{
	const uint32_t (*t)[256] = r->held[p];
	uint64_t i = mor_gather(w0, r->partners[0][p]) |
		     mor_gather(w1, r->partners[1][p]) << r->held0[p];

	return t[0][i & 255] & t[1][i >> 8];
}

/* The same for any p: p itself lacking breaks every mill. */
static inline __attribute__((always_inline)) uint32_t mor_whole_by_table(const mor_rules *r,
									  int p, uint64_t w0,
									  uint64_t w1)
{
	if (!((p < 64 ? w0 : w1) >> (p & 63) & 1))
		return 0;
	return mor_whole_held_by_table(r, p, w0, w1);
}

/* The same in p's window (windowed), the set w its word there. */
static inline __attribute__((always_inline)) uint32_t mor_whole_held_in_window(const mor_rules *r,
										int p, uint64_t w)
{
	const uint32_t (*t)[256] = r->held[p];
	uint64_t i = mor_gather(w, r->wpart[p]);

	return t[0][i & 255] & t[1][i >> 8];
}

enum { MV_PLACE, MV_SLIDE, MV_REMOVE, MV_PASS };

typedef struct mor_move {
	uint8_t kind;
	int8_t from, to;
	uint8_t nrem;
	int8_t rem[MOR_MAXREM];
} mor_move;
GAME_MOVE_OF(mor_move, mor_move_in)

/* Why removals are owed: a mill, a full board, a blocked side, the
 * settlement when placing ends (Shax's first mill, El Filja's mill count),
 * a line capture. */
enum { OWE_NONE, OWE_MILL, OWE_FULL, OWE_BLOCKED, OWE_SETTLE, OWE_CAPTURE };

/* A piece that left a mill, and may not go back to its point before a
 * number of plies (rules.moving.cooldown): at most this many at once a side. */
enum { MOR_MAXCOOL = 24 };
typedef struct mor_cool {
	int8_t from, at;        /* the point it left, where it stands now */
	int ply;                /* the ply it left on */
} mor_cool;

typedef struct mor_engine mor_engine;

/* The bits of mor_state's filter of positions seen (2^SEEN_BITS): it
 * tells nearly every new position from the history's at once, so that
 * the history is scanned only where the position may have come before;
 * the history since an irreversible move is mostly short, and the filter
 * is emptied at each (engine.c's forget_seen). */
enum { SEEN_BITS = 11, SEEN_WORDS = 1 << (SEEN_BITS - 6) };

typedef struct mor_state {
	game_state base;        /* plies, outcome (games/game.h) */
	const mor_rules *r;
	const mor_engine *eng;  /* the referee for this board's size (engine.c) */
	const mor_engine *placing_eng; /* the one that played placing, where the
				 * lean referee took over after it (lean_later),
				 * or NULL: reset goes back to it */
	int notation;           /* the record's: messages name points in it */
	uint64_t pos[2][2];     /* the pieces of each side (pos[word][side]) */
	int men[2];             /* and their number, kept with pos: flying and
				 * material read it every ply */
	int hand[2];
	int side;
	int owe, owe_kind;      /* removals the side to move still owes */
	int8_t mill_from, mill_to; /* the move that closed the mill they are owed for */
	int closed, reused;     /* mills this ply closed; a one-time mill came back */
	uint32_t whole_at;      /* the place in through[to] of the first mill the
				 * lean referee's quiet test found closed by the
				 * move it let through but for that (engine.c's
				 * mill_kept), for the pair's count of mills; in
				 * two words the set of those mills, as bits */
	int queue[2], nqueue;   /* board full: sides still to remove, in order */
	int quiet;
	int quiet_at;           /* the lean referee looks at the move limits
				 * again from this many quiet plies (rules'
				 * quiet_check, set at each irreversible ply) */
	/* each side's last slide, if it closed a mill: last_to[side] -1 where
	 * not, and last_from[side] written only with such a slide (its other
	 * plies write last_to alone, a store a quiet ply) */
	int8_t last_from[2], last_to[2];
	/* REP_ONCE: a bit a line, the mills used; REP_NEW_POINT: the points
	 * of every mill made, a bitboard in the first words */
	uint64_t used[2][MOR_MAXMILLS / 64];
	void *hist;             /* positions since the last irreversible move
				 * (the engine's own type) */
	size_t nhist, caphist;
	size_t ntab;            /* those counted in the table after them (engine.c) */
	uint64_t seen[SEEN_WORDS]; /* a filter of those positions' hashes */
	int maybe_again;        /* the last position may have been seen before */
	/* The rules few rule sets have (engine_placing.h, engine_turns.h,
	 * engine_captures.h). Points that are not dead: a marked or cancelled
	 * piece's point takes no piece until placing ends. */
	uint64_t open[2][1];
	uint64_t dead[2][2];    /* the dead points, by the side that marked or
				 * cancelled there (as pos) */
	int first_mill;         /* the side that closed the first mill while
				 * placing, or -1 */
	int settling;           /* the queue is placing's settlement (OWE_SETTLE) */
	int qowe[2];            /* the removals each side in the queue owes */
	int settle_own;         /* the settlement removes a side's own pieces */
	int again;              /* the side that just moved moves again */
	int moved;              /* the ply slid a piece */
	int unblock;            /* the side to move must free the other's pieces */
	int ncool[2];
	mor_cool cool[2][MOR_MAXCOOL];
	/* a line capture owed: the points it may take, the mill's removals as
	 * the other choice, the intervention's two points */
	uint64_t cap[2][1];
	int cap_mills;          /* removals the mill gives instead, or 0 */
	int cap_kind;           /* the capture the first removal chose, or -1 */
	int8_t inter[2];        /* the intervention's points, or -1 */
	/* what mor_play_all put aside before the move in play (keep.c) */
	uint64_t kept[12];
} mor_state;

/* The referee's functions, in one word a set or in two. */
struct mor_engine {
	void (*reset)(mor_state *s, int notation);
	int (*play)(mor_state *s, const mor_move *m, diag *d);
	int (*actions)(const mor_state *s, mor_move *out, int max);
	int (*flying)(const mor_state *s, int side);
	int (*copy)(mor_state *dst, const mor_state *src);
	/* Plays steps[0, n) in order, as mor_play would play each one's move:
	 * GAME_RUN_ALL; or, *done the step's index, GAME_RUN_STOP at a slide
	 * or a STEP_PLACE while a removal is owed, or a STEP_REMOVE while none
	 * is (nothing of it played: play refuses it, where a removal is owed
	 * as the next ply's move, and the usual path says so), GAME_RUN_REFUSED
	 * (d says why) or GAME_RUN_WARNED (the step played), as a run's
	 * (games/game.h). The lean referees play the quiet slides in their
	 * loop, the others each move by mor_play (mor_steps_played, and the
	 * referee of every rule mor_steps_every). */
	int (*steps)(mor_state *s, const mor_step *steps, size_t n, size_t *done, diag *d);
};
extern const mor_engine mor_engine_w1, mor_engine_w2, mor_engine_lean, mor_engine_lean_w2;
/* the lean referees that meet the ply rules: each alone, in the order of
 * their bits, then any number */
extern const mor_engine mor_engine_lean_ply[PLY_KINDS + 1], mor_engine_lean_ply_w2[PLY_KINDS + 1];
/* the lean referees whose steps make a quiet slide made while placing in
 * their loop too: for the rule sets whose pieces slide then (may_move) */
extern const mor_engine mor_engine_lean_slides, mor_engine_lean_slides_w2;
/* the lean referees whose steps make a mill and its removal as one: for the
 * rule sets that ask nothing more of a mill (mill_one) */
extern const mor_engine mor_engine_lean_one, mor_engine_lean_one_w2;
/* the same for the rule sets with the rule against shuttling besides
 * (mill_one_back) */
extern const mor_engine mor_engine_lean_one_back, mor_engine_lean_one_back_w2;
/* the same for the rule sets with one removal a mill made (mill_per) */
extern const mor_engine mor_engine_lean_per, mor_engine_lean_per_w2;
/* the same, for slides alone, for the rule sets whose placing mills take
 * from the hand (mill_hand) */
extern const mor_engine mor_engine_lean_hand, mor_engine_lean_hand_w2;
/* the same, for slides and for placements but where they take from the
 * hand, for the rule sets whose removals may have to be next to the
 * remover's own (mill_near) */
extern const mor_engine mor_engine_lean_near, mor_engine_lean_near_w2;
/* ... and of those whose one ply rule is the game's length, in the order:
 * none of those three, mill_one, mill_one_back (their pieces do not slide
 * while placing) */
extern const mor_engine mor_engine_lean_limit[3], mor_engine_lean_limit_w2[3];
/* the lean referees that meet the marks of a placing mill (lean_marks:
 * rules with no ply rule, whose pieces do not slide while placing), in the
 * order: none of mill_one and mill_one_back, mill_one, mill_one_back,
 * mill_per; the others leave the marks' tests out */
extern const mor_engine mor_engine_marks, mor_engine_marks_w2, mor_engine_marks_one,
	mor_engine_marks_one_w2, mor_engine_marks_one_back, mor_engine_marks_one_back_w2,
	mor_engine_marks_per, mor_engine_marks_per_w2;

/* The lean referee for the rules: of their board's size, and the one that
 * meets those of the ply rules (PLY_*) they have, or none. */
static inline const mor_engine *mor_lean_engine(const mor_rules *r)
{
#define MOR_OF(eng) (r->wide ? &eng##_w2 : &eng) /* of the board's size */
	int k;

	if (r->lean_marks) /* no ply rule, no slide while placing (rules.c) */
		return r->mill_one	 ? MOR_OF(mor_engine_marks_one) :
		       r->mill_one_back ? MOR_OF(mor_engine_marks_one_back) :
		       r->mill_per	 ? MOR_OF(mor_engine_marks_per) :
					   MOR_OF(mor_engine_marks);
	if (!r->ply)
		return r->may_move	 ? MOR_OF(mor_engine_lean_slides) :
		       r->mill_one	 ? MOR_OF(mor_engine_lean_one) :
		       r->mill_one_back ? MOR_OF(mor_engine_lean_one_back) :
		       r->mill_per	 ? MOR_OF(mor_engine_lean_per) :
		       r->mill_hand	 ? MOR_OF(mor_engine_lean_hand) :
		       r->mill_near	 ? MOR_OF(mor_engine_lean_near) :
					   MOR_OF(mor_engine_lean);
#undef MOR_OF
	if (r->ply == PLY_GAME_END && !r->may_move) {
		k = r->mill_one ? 1 : r->mill_one_back ? 2 : 0;
		return r->wide ? &mor_engine_lean_limit_w2[k] : &mor_engine_lean_limit[k];
	}
	k = r->ply & (r->ply - 1) ? PLY_KINDS : __builtin_ctz((unsigned)r->ply);
	return r->wide ? &mor_engine_lean_ply_w2[k] : &mor_engine_lean_ply[k];
}

/* rules.c */
/* Why `side` (0 white, 1 black) lost short of material with n pieces, as
 * the rules count them, into out (room for size bytes). */
void mor_material_why(const mor_rules *r, int side, int n, char *out, size_t size);

/* board.c */
/* The board of a board file's mapping into b, which the caller has zeroed
 * (calloc: 40 kB zeroed once, not twice). */
int mor_board_load(mor_board *b, vnode n, diag *d);
void mor_board_draw(const mor_board *b, const uint64_t pos[2][2], buf *out);

/* svg.c */
/* The game's draw hook (games/game.h): the SVG picture (svg.c), or with
 * svg NULL the text diagram (mor_draw_text, in morris.c). */
void mor_draw(const void *st, const game_marks *svg, const game_caption *cap, buf *out);
void mor_draw_text(const void *st, const game_caption *cap, buf *out);

/* engine.c: the referee, compiled for sets of one word and for two
 * (engine_wide.c), and for each without the rules few rule sets have
 * (engine_lean.c, engine_wide_lean.c); a state is given the one its rules
 * need (`wide`, `lean`, `ply`: mor_lean_engine) when it is made, and these
 * call it. */
static inline void mor_reset(mor_state *s, int notation)
{
	s->eng->reset(s, notation);
}

/* Plays a move; a move refused leaves the position as it stood before it
 * (the game's refusal_keeps), but where the play runs out of memory. Every
 * referee refuses a move before it changes anything, but for the moves
 * mor_keeps_all names, which mor_play_all plays (keep.c): it puts back
 * what they changed. mor_play_removals is mor_play out of line for a move
 * that writes removals (nrem): the game's play tests that, and plays the
 * others in line. */
static inline int mor_keeps_all(const mor_state *s, const mor_move *m);
int mor_play_all(mor_state *s, const mor_move *m, diag *d);
int mor_play_removals(mor_state *s, const mor_move *m, diag *d);

static inline int mor_play(mor_state *s, const mor_move *m, diag *d)
{
	if (__builtin_expect(m->nrem != 0 && mor_keeps_all(s, m), 0))
		return mor_play_all(s, m, d);
	return s->eng->play(s, m, d);
}

/* A run's steps played one by one by mor_play, each step's move made:
 * the steps of every referee but the lean ones, and of those too where
 * mor_steps_by_play is set (a test switch: the unit tests play runs both
 * ways). */
int mor_steps_played(mor_state *s, const mor_step *steps, size_t n, size_t *done, diag *d);
extern int mor_steps_by_play;
/* The steps of the referee of every rule: mor_steps_played's, but where a
 * ply hands the game to a lean referee (placing over, under rules of
 * placing that referee does not have: the rules' lean_later), the rest of
 * the run goes to that referee's steps. Before, the rest of such a game
 * was played one step at a time by the lean referee's play (under shah's
 * rules 9,619 of its 200 games' 34,930 plies). */
int mor_steps_every(mor_state *s, const mor_step *steps, size_t n, size_t *done, diag *d);
/* The steps of the referee of every rule for the rules with placing_steps
 * (its table mor_engine_placing, or _w2): while placing, a placement that
 * the rules of placing leave alone and that closes no mill is made in a
 * lean loop, a line, a mill under the placing points alone and a slide
 * under pinned pieces alone as the lean referee makes them (engine.c's
 * made_as_lean), the other steps by mor_play; from the hand-over on, the
 * lean referee's steps. */
int mor_steps_placing(mor_state *s, const mor_step *steps, size_t n, size_t *done, diag *d);
int mor_steps_placing_w2(mor_state *s, const mor_step *steps, size_t n, size_t *done, diag *d);
extern const mor_engine mor_engine_placing, mor_engine_placing_w2;
/* The same under a blocking goal (rules.goal), where a side that places
 * its last piece may be blocked at once. */
int mor_steps_placing_goal(mor_state *s, const mor_step *steps, size_t n, size_t *done, diag *d);
int mor_steps_placing_goal_w2(mor_state *s, const mor_step *steps, size_t n, size_t *done,
			      diag *d);
extern const mor_engine mor_engine_placing_goal, mor_engine_placing_goal_w2;

static inline int mor_play_steps(mor_state *s, const mor_step *steps, size_t n, size_t *done,
				 diag *d)
{
	if (__builtin_expect(mor_steps_by_play, 0))
		return mor_steps_played(s, steps, n, done, d);
	return s->eng->steps(s, steps, n, done, d);
}

/* Of the moves that write removals (nrem): those a referee may refuse
 * after it has made them: a move with its removals written with it (or
 * more than one removal as one move), where a removal is refused after
 * the move, or after the one before it; and the removal of a line capture
 * owed, whose first removal chooses the capture (engine_captures.h's
 * capture_refused) before it is judged removable. */
static inline int mor_keeps_all(const mor_state *s, const mor_move *m)
{
	return m->kind != MV_REMOVE || m->nrem > 1 || s->owe_kind == OWE_CAPTURE;
}

/* Every legal single action (a placement, slide, removal or pass) of the side
 * to move; the removals a mill earns are actions of their own. There are at
 * most MOR_MAXACTS. */
static inline int mor_actions(const mor_state *s, mor_move *out, int max)
{
	return s->eng->actions(s, out, max);
}

/* Puts a piece of `side` on the empty point p outside play (a test's
 * position): pos and men change together. */
static inline void mor_put(mor_state *s, int side, int p)
{
	MOR_ADD(s->pos, side, p);
	s->men[side]++;
}

static inline int mor_flying(const mor_state *s, int side)
{
	return s->eng->flying(s, side);
}

/* dst becomes a copy of src that plays on alone: its history of positions
 * in a buffer of its own, dst's (dst->hist and dst->caphist, NULL and 0 the
 * first time; the caller frees dst->hist, never dst's other parts, which
 * are src's). -1 when out of memory. */
static inline int mor_copy(mor_state *dst, const mor_state *src)
{
	return src->eng->copy(dst, src);
}

/* notation.c */
/* Compiles the token patterns, names the points in every notation and
 * makes the table of OpenSpiel's numbers' steps (mor_rules.openspiel). */
int mor_patterns(mor_rules *r, diag *d);
/* A token in a notation to a move (games/game.h's decode: 1 for the moves
 * that read the position, OpenSpiel's point numbers, a removal where one is
 * owed, and Ludii's moves, whose mover must be the side to move). */
int mor_decode(mor_state *s, int notation, const char *tok, size_t n, mor_move *m, diag *d);
/* OpenSpiel's numbers' run hook (games/game.h's game_notation.run): a line's
 * numbers decoded and played in one loop, as mor_decode and mor_play would. */
int mor_run_openspiel(void *st, const char *text, size_t len, const unsigned char blank[256],
		      size_t *at, diag *d);
/* The algebraic squares' run hook, the same for d6, d6-d5, xd6 and the
 * moves with removals glued (d6-d5xd7). */
int mor_run_squares(void *st, const char *text, size_t len, const unsigned char blank[256],
		    size_t *at, diag *d);
/* Is m, decoded in s's position, side's to make (0 white, 1 black: the
 * player a record gives it to)? 0, or -1 with d saying whose turn it is.
 * A move after the game's end, or one written where a removal is owed,
 * passes: the engine says what is wrong with it in better words. */
int mor_side_ok(const mor_state *s, int side, const mor_move *m, diag *d);
/* A move written in a notation, the position before it in s; m NULL: what
 * a record in the notation writes before its first move (Ludii's setup).
 * 0, or -1 where the notation cannot write the move (a pass in OpenSpiel's
 * numbers, a point with no Sanmill square). */
int mor_encode(const mor_state *s, int notation, const mor_move *m, buf *out);

/* ludii.c: Ludii's trial moves (NOT_LUDII) */
int mor_ludii_decode(mor_state *st, const char *tok, size_t n, mor_move *m, diag *d);
int mor_ludii_encode(const mor_state *s, const mor_move *m, buf *out);

#endif
