/* backgammon and the tables family: the race games of two dice, with the
 * doubling cube, in matches and money play ("takhte nard"), and their
 * regional cousins (Plakoto's pins, Fevga's and long nardy's one-way
 * boards). Each side counts the points from its own side: 24 its farthest
 * point, 1 the last of its home board, 25 the bar, 0 borne off, and the
 * hand (checkers not yet entered) apart. Internal to the game: the rest of
 * arbiter sees only games/game.h. */
#ifndef ARB_BG_H
#define ARB_BG_H

/* Why a gammon counts in full where the record leaves the Jacoby rule open. */
#define BG_JACOBY_OPEN "no Jacoby rule: the header does not state it, and the record " \
	"counts the gammon in full"

#include <stdint.h>

#include "base/pattern.h"
#include "games/game.h"

/* A checker entering from the hand moves from BG_HAND, written "off/22"
 * as bgammon.org writes it. */
enum { BG_BAR = 25, BG_OFF = 0, BG_HAND = 26, BG_SLOTS = 27 };
enum { BG_MAT, BG_SGF }; /* notations */

/* The variant-file options, in schema order (rules.c). */
enum {
	B_START, B_OPENING, B_SINGLE, B_GAMMON, B_BACKGAMMON, B_ON_BAR, B_MOTHER_POINTS,
	B_PER_CHECKER, B_CUBE, B_CUBE_MAX, B_CRAWFORD, B_JACOBY, B_BEAVERS, B_HOME_HIT,
	B_DIRECTION, B_BLOT, B_ENTRY, B_HEAD, B_HEAD_DOUBLES, B_PRIME, B_FIRST, B_MOTHER,
	B_DOUBLES, B_PLAIN_ROLLS, B_ACEY, B_BEAROFF, B_WALL_OPENS, B_COUNT
};
/* How a lone checker is taken; which way the sides run; the six-prime rule;
 * the first checker's rule; the mother checker; the 1-2 of acey-deucey. */
enum { BLOT_HIT, BLOT_PIN, BLOT_NONE };
enum { DIR_OPPOSITE, DIR_SAME };
enum { PRIME_ANY, PRIME_AHEAD, PRIME_OWN_START, PRIME_THEIR_START, PRIME_OWN_HOME };
enum { MOTHER_NONE, MOTHER_ENDS, MOTHER_UNLESS_START, MOTHER_BOTH };
enum { CHAIN_NONE, CHAIN_DOUBLE, CHAIN_NAMED, CHAIN_REROLL };
extern const opt_spec bg_schema[B_COUNT];

typedef struct bg_rules {
	game_rules base;        /* what the referee reads of every game's rules */
	uint8_t start[BG_SLOTS]; /* checkers on each point (and in hand) at the start */
	int total;              /* checkers per side */
	int opening_reroll;     /* the starter rolls again (a double may open) */
	int value[3];           /* single, gammon, backgammon */
	int cube, cube_max;
	int crawford, jacoby, beavers;
	int backgammon_on_bar;  /* a loser's checker on the bar makes a backgammon */
	int home_hit_not_onto_own; /* Persian: a hitter in the home board goes on,
				    * but not onto its own side's point */
	int home_hit_stop;      /* Tavla: a hitter in the home board stays there
				 * for the rest of the turn (no hit-and-run) */
	int home_hits;          /* either: the turn's hits in the home board kept */
	int8_t opp[26];         /* my point p is the opponent's point opp[p] */
	/* SGF's letters as each side's points where a move starts and where it
	 * ends (a-x the first player's 1-24, y the bar, z off, or as a start
	 * the hand), by the letter less 'a': -1 where no move starts or ends
	 * (the bar as an end, the hand where none waits, a letter past z).
	 * opp and the rules made tables once, for every point of every SGF play */
	int8_t sgf_from[2][32], sgf_to[2][32];
	int their_start;        /* my point where the opponent starts (its 24) */
	int blot;               /* BLOT_*: how a lone checker is taken */
	int block;              /* opposing checkers that close a point: 2, or 1 */
	int same_way;           /* both sides run the same way round */
	int entry_all_first;    /* every checker in hand enters before any other moves */
	int head;               /* checkers that may leave the 24-point a turn; 0: any */
	unsigned head_doubles;  /* bit d: a first roll of d-d lets two leave */
	int prime;              /* PRIME_*: where six points in a row are forbidden */
	int first_checker;      /* one checker goes ahead first (to first_to or below) */
	int first_to;
	int mother;             /* MOTHER_* */
	int mother_points;
	int per_checker;        /* a win scores the loser's checkers left */
	int progression;        /* a double plays the higher doubles after it */
	int plain_rolls;        /* the game's first rolls whose doubles are plain */
	int acey;               /* a 1-2 gives a double of the player's choice, and a roll */
	int exact;              /* a checker bears off by an exact die only */
	int wall_opens;         /* Fevga: a wall in front of the opponent's full start
				 * must be opened where a play can */
	int family;             /* pins, a hand, the head or the first checker: a step asks more */
	int extra;              /* family, the six-prime or the home-board rule */
} bg_rules;

/* BG_RESIGN: "Resigns", "Concedes", "????" (with the roll before it, or
 * none): the player gives the game up; its worth is the record's claim. */
enum { BG_PLAY, BG_DOUBLE, BG_TAKE, BG_DROP, BG_BEAVER, BG_UNKNOWN, BG_SETUP, BG_RESIGN };
/* A roll whose play is not written: .mat's "62: ????" says the roller gave
 * the game up (XG's word for it); SGF's dice node, ";PL[B]DI[62]", says only
 * that the roll was made (gnubg's record of dice set, kept where no play
 * followed): who gave up is the result's, RE[W+1R] or RE[B+1R] (gnubg
 * writes either, as its import of a .mat reads the Wins line's column). */
enum { BG_UNWRITTEN_GIVEN_UP = 1, BG_UNWRITTEN_ROLL = 2 };
enum { BG_MAXSTEPS = 8, BG_SETUP_POINTS = 25 };

/* A position set up by an SGF node (AE, AW, AB, CV, CP, PL), as changes to
 * the position it applies to; points are SGF letters a-y seen from the
 * first player (y: the bar). */
typedef struct bg_setup {
	uint32_t empty;                      /* AE: points emptied, one bit a letter */
	uint8_t add[2][BG_SETUP_POINTS];     /* AW, AB: checkers added on each letter */
	uint8_t cube;                        /* CV, or 0: not said */
	int8_t owner;                        /* CP: -1 centred, 0, 1; -2 not said */
	int8_t turn;                         /* PL: 0, 1; -1 not said */
	uint8_t after[2];                    /* the roll the position is written after
					      * (DailyGammon's "11: Illegal play (...)"),
					      * or 0 0 */
} bg_setup;

typedef struct bg_move {
	uint8_t kind;
	int8_t who;                          /* 0, 1, or -1: not said */
	union {
		struct {
			uint8_t die[2];
			uint8_t n;           /* checker moves written */
			int8_t from[BG_MAXSTEPS], to[BG_MAXSTEPS];
			uint8_t hit[BG_MAXSTEPS]; /* written with '*' */
			uint8_t marks_hits;  /* the notation writes hits (.mat does, SGF not) */
			uint8_t unwritten;   /* BG_RESIGN: the play after the roll is not
						* written: BG_UNWRITTEN_GIVEN_UP ("????",
						* the roller gave up) or BG_UNWRITTEN_ROLL
						* (SGF's DI[62]: the result says who did) */
			int value;           /* Doubles => N, Beavers => N; BG_RESIGN: what
						* it gives up, 1-3 (a single to a
						* backgammon); -1: none written */
		};
		bg_setup setup;              /* BG_SETUP */
	};
} bg_move;
GAME_MOVE_OF(bg_move, bg_move_in)
_Static_assert(sizeof(bg_move) <= sizeof(game_move), "a backgammon move fits a game move");

typedef struct bg_pos {
	uint8_t ck[2][BG_SLOTS];
	uint8_t head_left;      /* this turn: checkers that left the 24-point */
	uint8_t head_max;       /* this turn: how many may */
	/* Pins and hits never meet in one rule set (rules.c refuses the home-
	 * board rule with pins), so their bits share the words: the position
	 * stays 64 bytes, copied at every step of the search. */
	union {
		uint32_t pin[2]; /* a side's points (own numbering) where its checker is
				  * pinned: read through bg_pins */
		uint32_t hot;    /* this turn: points where a checker that hit in the
				  * mover's home board stands (the home-board rule) */
	};
} bg_pos;

_Static_assert(sizeof(bg_pos) == 64, "a position is 64 bytes");

/* The points where side's checkers are pinned (none where blots are hit). */
static inline uint32_t bg_pins(const bg_rules *r, const bg_pos *p, int side)
{
	return r->blot == BLOT_PIN ? p->pin[side] : 0;
}

/* A game in progress; outcome as games/game.h says. */
typedef struct bg_state {
	game_state base;        /* plies, a warning, outcome (games/game.h) */
	const bg_rules *r;      /* the rules of this game: *rules, or own */
	const bg_rules *rules;  /* the rule set's */
	bg_rules own;           /* the rule set's as the record's rule tags state them
				 * (its patterns unused: a copy's would leak) */
	bg_pos p;
	int side;               /* who acts next; -1 before the first action */
	int answering;          /* a double waits for take, drop or beaver */
	int offer;              /* the cube's value on offer while answering */
	int roller;             /* who rolls once the offer is answered */
	int beavered;           /* the answering side doubled again (a beaver) */
	int rolled[2];          /* dice rolled and not played: a resignation may follow */
	int cube, owner;        /* owner -1: centred */
	int turned;             /* the cube has been turned (for the Jacoby rule) */
	int jacoby_open;        /* money play whose record does not state the Jacoby
				   rule (a .mat file without [Jacoby]): a claim may
				   count a gammon either way */
	int jacoby_ru;          /* the Jacoby rule is an SGF file's own: its RU property
				 * chose the rule set, no tag or -V did */
	int crawford;           /* this is the Crawford game */
	int money;              /* money play, not a match */
	int match_over;         /* a player has already won the match */
	int over_score[2], over_length; /* ... at this score, of a match this long */
	int rolls;
	int turns[2];           /* turns each side has begun */
	int chain;              /* CHAIN_*: the same side plays again */
	int chain_die;          /* CHAIN_DOUBLE: the double it must play */
	int set_up;             /* the last action was a set-up: the next one's player
				 * is on roll, whatever its PL said (gnubg writes
				 * the side that set the position up) */
	int resigned;           /* the player who gave the game up, or -1 */
	int resigned_unwritten; /* ... after a roll whose play is not written: a play
				 * not recorded? (m->unwritten's value) */
	int unwritten_dice[2];  /* ... the dice of that roll (an SGF node of the dice) */
	int resigned_kind;      /* ... of what it gave up, as written ("Resign gammon"):
				 * 1 a single, 2 a gammon, 3 a backgammon; 0 not said */
	int live;               /* played move by move (game_start), not read */
	int warns;              /* warnings written this game: of a record read, the
				 * referee says the first and counts the others */
	int given[2];           /* live: the roll given for the next play; 0: none */
	/* the players as the record names them, for the reasons in words
	 * ("root dropped the double"); empty: "the first player" */
	char who[2][48];
} bg_state;

int bg_rules_new(const opt_val *v, void **out, diag *d);

/* engine.c */
void bg_reset(bg_state *s, const game_match *m);
int bg_play(bg_state *s, const bg_move *m, diag *d);
/* bg_play with every check asked in turn: bg_play takes the usual roll
 * and play straight to the play's check (the tests' slow path beside it). */
int bg_play_checked(bg_state *s, const bg_move *m, diag *d);
/* A record that stops before the game's end claims a win of `points`
 * (capped: the points that won the match, and the game may be worth more):
 * the outcome when it can stand, else 1 with d saying why. */
int bg_claim(bg_state *s, int winner, int points, int capped, diag *d);
/* The most dice that can be played from p with these dice, and whether the
 * larger die must be the one (when only one of two different dice can be):
 * a search of the plays, stopped at the first that uses every die (under
 * backgammon's own rules on bit masks of the board, engine.c). */
int bg_max_dice(const bg_rules *r, const bg_pos *p, int side, int d1, int d2, int *larger_only);
/* The written play as the referee makes it, one die a step (from, to):
 * how many steps, or 0 where it cannot be made or is no play. */
int bg_steps(const bg_state *s, const bg_move *m, int8_t steps[4][2]);
/* Plays for the generator: every legal way to play a roll, as checker moves,
 * one per position it leads to (up to BG_MAXPLAYS positions: a double with
 * checkers on many points reaches several hundred). */
enum { BG_MAXPLAYS = 1024 };
int bg_plays(const bg_state *s, int d1, int d2, bg_move *out, int max);
/* The most dice a play of a roll can use from the position at the turn's
 * start, and whether only the larger die may be played (bg_max_dice), found
 * once for the two calls below that need them. */
typedef struct bg_most {
	int dice, larger_only;
} bg_most;
/* How many steps (one die each) the plays bg_plays lists use, as bg_encode
 * writes them: lo to hi (more than the most dice a play can use only where
 * it may bear off the last checker, and the dice left unused); *most as
 * bg_plays_near takes it. */
void bg_play_steps(const bg_state *s, int d1, int d2, int *lo, int *hi, bg_most *most);
int bg_pip(const bg_pos *p, int side);
/* Does a checker of side landing on its point `to` hit a blot there? */
int bg_hits(const bg_rules *r, const bg_pos *p, int side, int to);
/* May the side on roll double now (a cube, not the Crawford game, access to
 * the cube, room below the ceiling)? */
int bg_may_double(const bg_state *s);
/* What the side to move is to do, in words for a diagram: "take or drop"
 * (or beaver, where the rules let it), "play" its roll made, "roll or
 * double", "roll". */
const char *bg_due(const bg_state *s);

/* live.c: play move by move (games/game.h's turn and roll) */
void bg_turn(const void *st, game_turn *t);
int bg_roll(void *st, const int *dice, int n, diag *d);
/* What the side may do now (the moves hook without a written move). */
int bg_live_moves(bg_state *s, game_move *out, int max);
/* The act hook: bg_play, and the rules of a live turn (a play uses the
 * roll given up). */
int bg_act(void *st, const game_move *m, diag *d);
/* The written_only hook: a set-up, a roll whose play is not written. */
const char *bg_written_only(const game_move *m);

/* svg.c */
/* The game's draw hook (games/game.h): the SVG picture (svg.c), or with
 * svg NULL the text diagram (bg_draw_text, in backgammon.c). */
void bg_draw(const void *st, const game_marks *svg, const game_caption *cap, buf *out);
void bg_draw_text(const void *st, const game_caption *cap, buf *out);

/* notation.c */
int bg_patterns(bg_rules *r, diag *d);
int bg_decode(bg_state *s, const char *tok, size_t n, int who, bg_move *m, diag *d);
int bg_decode_sgf(bg_state *s, const char *tok, size_t n, int who, bg_move *m, diag *d);
/* .mat text; hits are computed from the position before the move. */
void bg_encode(const bg_state *s, const bg_move *m, buf *out);
/* In SGF: 0, or 1 where a value written with a double is dropped
 * (games/game.h, encode). */
int bg_encode_sgf(const bg_state *s, const bg_move *m, buf *out);
/* Could side play any die of d1-d2 from the position? A roll written with
 * no play where it could is a roll not played yet, not a dance. */
int bg_roll_playable(const bg_state *s, int side, int d1, int d2);
/* A text written for a play, as bg_far compares plays with it: its length,
 * how many of its bytes are of each kind (notation.c's), and of each digit
 * and lower case letter; counted once, by bg_written_of. */
typedef struct bg_written {
	size_t n;
	int kind[8], digit[10], letter[26];
} bg_written;
void bg_written_of(bg_written *w, const char *text, size_t n);
/* Is the play surely more than edits edits from the text written, in the
 * notation (bg_encode, bg_encode_sgf)? Told from its steps alone, without
 * writing it: 1 when it is; 0 when it may be near. bg_far_steps: the same
 * of every play of lo to hi steps. */
int bg_far(const bg_state *s, int notation, const bg_move *m, const bg_written *w, size_t edits);
int bg_far_steps(const bg_state *s, int notation, int lo, int hi, const bg_written *w,
		 size_t edits);
/* How often each point's step of the double d-d stands in text (1-25; a
 * count at most 255): its step as the notation writes it, "8/5" for 3-3,
 * "ih" in SGF. A play within `edits` edits of the text has no more than
 * `edits` steps beyond these counts: an edit breaks one step's text at
 * most, and the steps' texts that no edit broke stand in the text each in
 * a place of its own. */
void bg_steps_written(const bg_state *s, int notation, int d, const char *text, size_t n,
		      uint8_t count[BG_SLOTS]);
/* bg_plays less the plays of a double, under backgammon's own rules, that
 * have more than `edits` steps beyond the counts `written` (NULL: bg_plays
 * itself): the others as bg_plays lists them, in its order. `most`: what
 * bg_play_steps found for the roll, or NULL to work it out. */
int bg_plays_near(const bg_state *s, int d1, int d2, const bg_most *most, const uint8_t *written,
		  int edits, bg_move *out, int max);

#endif
