/* game: the interface every game implements. Games are pure rules: no I/O,
 * no record formats, no commands. core/ reaches a game only through this
 * table; games.c lists the games there are. */
#ifndef ARB_GAME_H
#define ARB_GAME_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "base/buf.h"
#include "base/diag.h"
#include "base/options.h"
#include "base/pattern.h"

/* Results, as records write them. */
enum { RES_NONE, RES_WHITE, RES_BLACK, RES_DRAW };

/* A fact of a game beyond its result, which the report prints under its
 * name without knowing the game (backgammon's kind of win and its cube): a
 * word (NULL for none yet), or a number. */
typedef struct game_fact {
	const char *name;
	const char *word;
	int number, is_word;
} game_fact;

enum { GAME_FACTS = 4 };

/* How a game stands. `termination` is a stable word ("fewer-pieces",
 * "move-limit", ...), `why` the same in words for people. outcome_start
 * sets each field by name: a field added here is set there too. */
typedef struct outcome {
	int over;
	int result;
	const char *termination;
	char why[160];
	/* what the game is worth in its match: the match adds it to the
	 * winner's score (0 where games do not score in points) */
	int points;
	/* what it is worth under the other reading of a rule its record leaves
	 * open (game_start's rules_implied), and its end so told; 0: none */
	int points_alt;
	char why_alt[160];
	/* that rule as a header tag of the other reading ("Jacoby", "Off"), and
	 * whether the record's claim took that reading (the game sets it where
	 * it judges the claim itself, the referee where it compares points) */
	const char *alt_key, *alt_value;
	int alt_taken;
	/* what later games of the match must know (backgammon's Crawford game) */
	unsigned match_flags;
	game_fact facts[GAME_FACTS];
	int nfacts;
} outcome;

/* An outcome before the game ends; and its end, the reason in words
 * (games/outcome.c). */
void outcome_start(outcome *o);
void outcome_end(outcome *o, int result, const char *termination, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* The same, the reason a fixed text (no format to run: most games end so). */
void outcome_said(outcome *o, int result, const char *termination, const char *why);
/* outcome_said for a reason of n bytes (less than why's room) that the
 * caller knows at compile time: the copy made in line as a few stores,
 * with no call and no count of its bytes (a game's end made in a loop). */
static inline void outcome_said_n(outcome *o, int result, const char *termination,
				  const char *why, size_t n)
{
	o->over = 1;
	o->result = result;
	o->termination = termination;
	memcpy(o->why, why, n);
	o->why[n] = '\0';
}
/* Sets a fact, a word or a number, in the order first set; name is a
 * string that lives as long as the game. */
void outcome_word(outcome *o, const char *name, const char *word);
void outcome_number(outcome *o, const char *name, int number);

/* What every game's state starts with (its first member): the referee
 * reads and clears these itself. */
typedef struct game_state {
	int plies;           /* plies completed: a ply is one side's whole turn */
	int ply_parts;       /* parts of plies some programs count as plies too
			      * (a morris removal, for Sanmill's [PlyCount]) */
	/* where a refusal lies, when not in the ply in play: the refused move
	 * starts the next ply (a morris removal owed, the opponent's move
	 * written instead), or the fault is the move before it (a backgammon
	 * roll with no play, where a play was due); the referee reads and
	 * clears both */
	int refused_next, fault_before;
	/* warnings about the last move (or, after state_reset, the header): warn
	 * holds the first; the referee says them once and clears the count */
	int warned;
	diag warn;
	outcome out;         /* how the game stands */
	void *md;            /* room for matching the rules' token patterns */
} game_state;

/* What every game's rules start with (their first member). */
typedef struct game_rules {
	int alternate_first; /* the first player alternates between a match's games */
	patterns pat;        /* the token patterns (base/pattern.h) */
} game_rules;

/* A game's state of size bytes under rules r, zeroed but for its room for
 * matching r's patterns; NULL when out of memory (games/state.c). */
void *game_state_new(const game_rules *r, size_t size);
/* The state's and the rules' ends, for the games whose own parts need no
 * more (a game that allocates more frees that first). */
void game_state_free(void *st);
void game_rules_free(void *rules);

static inline game_state *game_base(void *st)
{
	return st;
}

static inline const game_state *game_base_c(const void *st)
{
	return st;
}

/* match_flags: this game is backgammon's Crawford game (the games after
 * it are not) */
enum { MATCH_CRAWFORD_PLAYED = 1 };

/* Where a game stands in its match, as the referee has counted it. */
typedef struct game_match {
	int length;          /* points to win the match; 0: money play; -1: no match */
	int score[2];        /* before this game, first player first */
	unsigned flags;      /* what earlier games reported in match_flags */
	/* the record joined the match in mid-way at this score (a file that
	 * starts there): what earlier games decided is unknown */
	int joined, joined_score[2];
} game_match;

/* The record's header: its tags by name, a value or NULL when absent. The
 * value lasts until the next lookup. */
typedef const char *(*tag_lookup)(const void *ctx, const char *name);
typedef struct game_header {
	tag_lookup tag;
	const void *ctx;
} game_header;

/* How a game starts: the notation its moves are read in (messages name
 * points and cells in it), at this point of its match, with the record's
 * header (the rules a game's tags state), and whether the user named the
 * rule set. */
typedef struct game_start {
	int notation;
	game_match match;
	const game_header *head; /* NULL: no record (a position set up by hand) */
	/* the rule set was named by the user (-V): the header's rule tags are
	 * only compared with it; else they state the rules the game was
	 * played under, where the game has such tags */
	int rules_named;
	/* the rule set is the one the record's format implies (a .mat match
	 * line), not one it names: a rule its header does not state may have
	 * been either way, and a claim that fits either holds */
	int rules_implied;
	/* played move by move (lib/), not read from a record: a turn is
	 * whole (backgammon: no roll left unplayed, the dice given first) */
	int live;
} game_start;

/* A decoded move: each game lays out its own moves in these bytes, and
 * reaches them only through the accessors GAME_MOVE_OF makes. */
typedef union game_move {
	unsigned char raw[64];
	uint64_t align;
} game_move;

/* A game's move type T kept in a game_move: FN(m) and FN##_c(m) give it,
 * and T's size and alignment are checked where the game declares it. */
#define GAME_MOVE_OF(T, FN)                                                              \
	_Static_assert(sizeof(T) <= sizeof(game_move), #T " must fit a game_move");      \
	_Static_assert(_Alignof(T) <= _Alignof(game_move), #T " must align in a game_move"); \
	static inline T *FN(game_move *m)                                                \
	{                                                                                \
		return (T *)(void *)m->raw;                                              \
	}                                                                                \
	static inline const T *FN##_c(const game_move *m)                               \
	{                                                                                \
		return (const T *)(const void *)m->raw;                                  \
	}

/* The moves drawn on a picture: the last ply, which led to the position,
 * or (refused) a move the rules refused there. */
typedef struct game_marks {
	const game_move *moves;
	int n, refused;
} game_marks;

/* What a picture says besides the position (show, report): the players
 * as the record names them, by side (player[0] plays side[0]; NULL where
 * the record names none), written as they are to be shown; and the game's
 * place in its match (match NULL: in no match), its number there. */
typedef struct game_caption {
	const char *player[2];
	const game_match *match;
	int number;
} game_caption;

/* "Mina (white)", or the side's name alone where the caption names no
 * player (games/caption.c). Returns out. */
const char *game_who(const game_caption *cap, const char *side, int i, char *out, size_t n);
/* The game's place in its match in words: "game 2 of a 3-point match; the
 * score before it: gnubg 0, root 2" (sides' names where no player is
 * named); 0 where the game is in no match, out then empty. */
int game_match_words(const game_caption *cap, const char *const side[2], char *out, size_t n);

/* What a record that stops before the game is over claims of it (a
 * resignation): a win of this many points, for the game to judge. capped:
 * the points the winner needed, where the claim is what won the match (what
 * the winner needed, or the match's length) and the game may be worth more
 * or less; else 0. points 0: the least the game can be worth now (a game
 * lost by forfeit, lib/). */
typedef struct game_claim {
	int winner, points;
	int capped;
} game_claim;

/* What a record wrote where the rules refused a move: the token as
 * written, in its notation, and its move where it decodes (NULL where it
 * does not); a game's near lists the moves its text may be near. */
typedef struct game_near {
	const game_move *like;
	int notation;
	const char *text;
	size_t len;
	size_t edits; /* the most edits a move listed may be from text */
} game_near;

/* A notation a game reads and writes. Tokens of one ply are glued into one
 * token when written (d6-d5xd7), unless `separate` (d6-d5 xd7). */
typedef struct game_notation {
	const char *name;
	int separate;
	int reads;            /* the notation whose reader reads it (itself, mostly) */
	const char *help;
	int fields;           /* words in one move ("4 4": 2); 0 means 1 */
	const char *container; /* the record format the notation belongs to, or NULL */
	/* a token means different moves in different positions, or a move is
	 * written differently (OpenSpiel's point numbers: a placement, or the
	 * removal a mill owes; Ludii's moves name the mover's hand): past an
	 * illegal move its tokens are kept as written (and decode says which
	 * moves depend on the position) */
	int positional;
	/* Plays a move decoded in this notation, as the game's play does, where
	 * the notation's moves have a shorter path of their own (OpenSpiel's
	 * UTTT numbers, which the game's play sends off its path for marks);
	 * NULL: the game's play. The referee's loop of moves calls it. */
	int (*play)(void *st, const game_move *m, diag *d);
	/* Plays the moves of text[0, len), words of this notation with bytes
	 * between them that blank[] marks (and nothing else), word after word
	 * in one loop, as decode (no player said: who -1) and the notation's
	 * play would one at a time: a reader may leave a line of such words
	 * whole for it (a record's EL_SPAN), so that no element is written
	 * and read back for each. It stops at the first word it does not take
	 * plainly (anything but the usual move), having played nothing of it:
	 * GAME_RUN_STOP, and the referee reads that word the usual way and
	 * gives the words after it to the run again. It stops
	 * at a word play refuses (GAME_RUN_REFUSED, d says why, the position
	 * as play leaves it), and after a word that leaves a warning in the
	 * base state (GAME_RUN_WARNED, the word played). *at is then the
	 * offset of that word's first byte. GAME_RUN_ALL: every word was
	 * played. NULL: the referee reads every word the usual way. A refusal
	 * by the run is said at the refused word: a game whose play may lay a
	 * refusal on the move before it (game_state's fault_before) stops
	 * before such a word rather than refuse it (GAME_RUN_STOP). */
	int (*run)(void *st, const char *text, size_t len, const unsigned char blank[256],
		   size_t *at, diag *d);
} game_notation;

enum { GAME_RUN_ALL, GAME_RUN_STOP, GAME_RUN_REFUSED, GAME_RUN_WARNED };

/* Where a game played move by move stands for the side to act (lib/):
 * who acts, and the chance the rules give first (backgammon's dice). */
typedef struct game_turn {
	int side;   /* who acts next: 0 the first player, 1 the second; -1 when
		     * nobody does (the game is over) or chance decides who starts */
	int roll;   /* dice the side must roll before it plays; 0: none due */
	int die[2]; /* the dice its play is to use, given or fixed by the rules; 0: none */
	int either; /* 1: the other side may act instead, and is then the one on turn
		     * (after a record's set-up, whose producers name the side to
		     * act in different ways; a backgammon raccoon, which the
		     * doubler's roll takes) */
} game_turn;

typedef struct game {
	const char *name;
	const char *title; /* for people, heading a table of its players */
	/* the two sides, as the game's diagrams name them ("white", "X") */
	const char *side[2];
	const char *ply_part;          /* what game_state's ply_parts count ("removal"), or NULL */
	/* what marks a record of this game where it names no rule set: the
	 * ending of its file's name (".uttt"), a tag only its records carry
	 * (UTTT's [X]); NULL for none */
	const char *extension, *own_tag;
	const char *default_variant;   /* when nothing names one */
	const opt_spec *schema;
	size_t nschema;
	const game_notation *notations; /* ends with a NULL name; the first is the default */

	/* Builds the rules from resolved options; d names the option at fault. */
	int (*rules_new)(const opt_val *vals, void **rules, diag *d);
	void (*rules_free)(void *rules);

	void *(*state_new)(const void *rules);
	void (*state_free)(void *st);
	/* The start of a game. A game that finds the header at odds with its
	 * rules (a tag stating a rule the rule set does not share) counts
	 * warnings in its base state, keeping the first. */
	void (*state_reset)(void *st, const game_start *start);

	/* Notation index from the record's header, or -1 for no opinion. */
	int (*detect)(const game_header *head);
	/* The notation of a move token written as no other notation of any
	 * game writes a move (UTTT's board-cell 4.4), or -1; NULL for none.
	 * A record that names neither its game nor its notation is read so
	 * from its first move (games.c's game_of_move). tok may run on past
	 * the move, n bytes in all (a line's run of moves): the move ends at
	 * n or at a blank or a comma. */
	int (*own_move)(const char *tok, size_t n);
	/* Token -> move: 0, or 1 where the move depends on the position as well
	 * (a token of a positional notation: OpenSpiel's point number is a
	 * placement, or the removal a mill owes), -1 with d->code "bad-token"
	 * when the text is not a move. With pure_decode a move decoded with 0
	 * depends on the token, the notation and the player alone, so the
	 * referee may remember it (but for a play written without its dice
	 * after a roll given live, which the referee never gives). */
	int pure_decode;
	/* who: the player the record says made the move (0 first, 1 second), or
	 * -1 when the record does not say. */
	int (*decode)(void *st, int notation, const char *tok, size_t n, int who, game_move *m,
		      diag *d);
	/* Checks and plays one token's move. On failure d says why in words; the
	 * position is then unspecified and must be reset, but the outcome still
	 * tells how the game stood before the move. */
	int (*play)(void *st, const game_move *m, diag *d);
	/* 1 where a move that does not decode or that play refuses leaves the
	 * position as it stood before it (the game checks before it changes
	 * anything, or puts back what it changed), but where play runs out of
	 * memory ("nomem"): the referee then looks for a suggestion in that
	 * position itself, without replaying the record up to it. */
	int refusal_keeps;
	/* The legal moves of the side to move, at most max into out; returns how
	 * many there are. A move may be part of a ply (a morris removal is a move
	 * of its own): game_state's plies tell when the ply is complete. like, when not
	 * NULL, is a move the record wrote: a game lists only the moves that
	 * share with it what the player did not choose (backgammon's dice);
	 * with like NULL, what the side may do now: the plays of the roll given
	 * (roll), or before the roll what may come first (the cube). */
	int (*moves)(void *st, const game_move *like, game_move *out, int max);
	/* After a move the rules refused (near: what was written there), the
	 * legal moves whose text in its notation may be within near->edits
	 * edits of it, as moves lists them with like (near->like), in its
	 * order: a move that is surely farther may be left out, so that a game
	 * need not write out every move to find the one meant ("did you
	 * mean"). A suggestion is nearer to what was written than its own
	 * text is long, and a move ties only with a suggestion: where every
	 * move's text is one character, none need be listed. NULL for a game
	 * with few moves: all that moves lists with like are tried. */
	int (*near)(void *st, const game_near *near, game_move *out, int max);
	/* Appends the move in a notation; the state is the position before it.
	 * Returns 0; 1 when the notation cannot hold all that was written with
	 * the move (a '#' in CodinGame's), which is then dropped; -1 when the
	 * notation cannot write the move. With m NULL, at the start of a game:
	 * what a record in the notation writes before its first move (Ludii's
	 * setup moves), mostly nothing. */
	int (*encode)(const void *st, int notation, const game_move *m, buf *out);
	/* What encode's 1 drops, for the warning that says so ("codingame
	 * notation has no marks: the '#' of 2 moves is dropped"): what the
	 * notation has none of, and what of a move goes. */
	const char *drops_kind, *drops_what;
	/* Appends a picture of the position: with svg NULL a text diagram, else
	 * one <svg> element (base/svg.h) with svg's moves drawn on it. Both
	 * say whose turn it is, and with cap (NULL: nothing more is known) the
	 * players by name and the game's place in its match. */
	void (*draw)(const void *st, const game_marks *svg, const game_caption *cap, buf *out);
	/* A record that stops before the game is over claims a win of some
	 * points (a resignation): the game checks the claim against the
	 * position and makes it the outcome; 1 (d says why) when it cannot
	 * stand. NULL where games do not score in points. */
	int (*check)(void *st, const game_claim *c, diag *d);
	/* Live play (lib/): who acts next and what chance is due. */
	void (*turn)(const void *st, game_turn *t);
	/* Plays a move of a game played live, as play does (NULL: play), and
	 * also refuses what a live player can do and a record cannot (choose
	 * its own dice, leave a roll unplayed): the referee of records never
	 * pays for those checks. */
	int (*act)(void *st, const game_move *m, diag *d);
	/* Why m is a move only a record holds, never one a player makes
	 * (backgammon's set-up, a position edited): NULL where it is not. A
	 * game played live refuses it; one started from a record plays it.
	 * NULL: no move is. */
	const char *(*written_only)(const game_move *m);
	/* Gives the roll due, n dice (turn's roll); at the start, where chance
	 * decides who starts, die 0 is the first player's and die 1 the
	 * second's. 0, or -1 with d saying why (no roll due, no roll of this
	 * game). NULL for a game without chance. */
	int (*roll)(void *st, const int *dice, int n, diag *d);
} game;

/* The table of games (core/games.c). */
const game *game_find(const char *name);
/* The game a record of this file, with this header, is of where it names
 * no rule set: by its file's ending or a tag only one game's records carry;
 * NULL when nothing says. */
const game *game_of_record(const char *file, const game_header *head);
/* The game whose own_move claims tok, its notation in *notation; NULL for none. */
const game *game_of_move(const char *tok, size_t n, int *notation);
/* The one game that has a notation by this name, or NULL (none, or several). */
const game *game_by_notation(const char *notation, int *index);
extern const game *const games[];

#endif
