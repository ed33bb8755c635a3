/* arbiter.h: the referee of board games under regional rule sets, as a
 * library (libarbiter): the morris family, Ultimate Tic-Tac-Toe and
 * backgammon with its cousins of the tables family.
 *
 * A rule set (arb_rules) is loaded once, by name or from its YAML file. A
 * game (arb_game) is played under it move by move: each move, written in
 * any notation of the game, is judged and played or refused with the reason
 * in words; the legal moves are listed in a chosen notation; the game says
 * how it ended and why. A reader (arb_reader) referees the records of a
 * file as `arbiter validate` does, one at a time.
 *
 * The rules of the interface:
 * - Every handle is made by its *_open or *_new function and ended by the
 *   matching *_close or *_free, which take NULL.
 * - A function that can fail returns ARB_OK (0) or an error status, and
 *   fills the caller's arb_error (when not NULL) with a stable code word and
 *   the reason in words. Nothing prints, nothing exits, nothing is global.
 * - A string the library returns belongs to the handle it came from and
 *   lasts until the next call that changes that handle (or asks for the
 *   same list again); copy what must last longer.
 * - One handle is used by one thread at a time. Games and readers share
 *   nothing: many threads may each play their own games, also under one
 *   arb_rules, which is only read once loaded.
 *
 * Link with `pkg-config --cflags --libs arbiter`. See libarbiter(3). */
#ifndef ARBITER_H
#define ARBITER_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- status and errors ---------------------------------------------------- */

enum {
	ARB_OK = 0,
	ARB_END,        /* arb_reader_next: no record is left */
	ARB_EUSAGE,     /* a bad argument: no handle, a notation the game has not */
	ARB_ENOMEM,     /* out of memory */
	ARB_ERULES,     /* no rule set by that name, or its file does not load */
	ARB_EMOVE,      /* the text is no move of this game in that notation */
	ARB_EILLEGAL,   /* the rules refuse the move here; the game is as it was */
	ARB_EDICE,      /* no roll due now, or dice that are no roll of the game */
	ARB_EIO,        /* a file that cannot be opened, read or written */
	ARB_ERECORD     /* a record that cannot be read (arb_reader_next goes on) */
};

/* What went wrong: a code word that stays the same from version to version
 * ("occupied", "unknown-variant", "bad-token", ...) and the reason in words.
 * The caller owns it, usually on its stack. */
typedef struct arb_error {
	int status;        /* ARB_E... */
	char code[32];
	char message[256];
} arb_error;

/* The library's version, "0.1.0". */
const char *arb_version(void);
/* A status in words: "illegal move", ... */
const char *arb_status_text(int status);

/* ---- rule sets ------------------------------------------------------------ */

typedef struct arb_rules arb_rules;

/* Loads the rule set NAME (or alias) from the search path: the folders of
 * $ARBITER_VARIANTS, then the shipped folder (the source tree's variants/
 * for the library loaded from its build folder, else the installed data
 * folder), never the working directory; or, when NAME holds a '/' or ends
 * in .yaml, the file it names. */
int arb_rules_open(const char *name, arb_rules **rules, arb_error *err);
/* As arb_rules_open, for a name that someone else sends (a game server's
 * client): a rule set's name or alias on the search path only, never a
 * file (err->code "variant-path"). */
int arb_rules_open_named(const char *name, arb_rules **rules, arb_error *err);
void arb_rules_close(arb_rules *rules);
/* The file it was loaded from (so that a program writes nothing over it). */
const char *arb_rules_file(const arb_rules *rules);
/* The files it was read from by index: 0 its own (arb_rules_file), then
 * each file it extends, nearest first, then the data files its options
 * name (a morris board, a backgammon start position), then those of each
 * rule set it rotates to (Tavli: portes, plakoto, fevga); NULL past the
 * last. A program that writes a file writes over none of them: each is
 * the rule set. */
const char *arb_rules_file_at(const arb_rules *rules, int i);
/* Its name ("nine-mens-morris"), its game ("morris", "uttt", "backgammon"). */
const char *arb_rules_name(const arb_rules *rules);
const char *arb_rules_game(const arb_rules *rules);
/* The game's notations by index, the default first; NULL past the last. */
const char *arb_rules_notation(const arb_rules *rules, int i);
/* The two sides as the game names them: morris "white" and "black",
 * Ultimate Tic-Tac-Toe and backgammon "X" and "O"; side 0 is the first. */
const char *arb_rules_side(const arb_rules *rules, int side);
/* Does the game roll dice? 1 or 0. */
int arb_rules_dice(const arb_rules *rules);

/* ---- a game, move by move ------------------------------------------------- */

typedef struct arb_game arb_game;
typedef struct arb_reader arb_reader; /* the records of a file (below) */

/* A game at its start under rules, which must outlive it. For a game of
 * dice, the dice are given by the caller (arb_game_roll) unless a seed is
 * set (arb_game_seed). */
int arb_game_new(const arb_rules *rules, arb_game **game, arb_error *err);
void arb_game_free(arb_game *game);
/* The notation moves are read and written in when a call names none
 * (NULL: the game's default). */
int arb_game_set_notation(arb_game *game, const char *notation, arb_error *err);
/* The dice come from seed from now on, the same for the same seed on every
 * machine: a roll with no choice before it is made at once, and where the
 * player may act before the roll (double), "roll" is among its moves. */
void arb_game_seed(arb_game *game, unsigned long long seed);
/* Starts the game again, as one of a match to length points (0: money
 * play; -1: no match, as after arb_game_new) at this score before it (a
 * score the match has ended at is refused: no game is left). The seed goes
 * on where it was. */
int arb_game_restart(arb_game *game, int length, int score_first, int score_second,
		     arb_error *err);

/* Plays one move written in notation (NULL: the game's). "roll" rolls the
 * dice from the seed. A move refused leaves the game as it was. In a game
 * of dice without a seed, a play may carry its roll ("52: 13/8 13/11");
 * once a roll is given, the play may leave it out ("13/8 13/11"). */
int arb_game_play(arb_game *game, const char *move, const char *notation, arb_error *err);
/* The same, the move made by side (0, 1; -1: not said), as a record or a
 * server knows it: a move out of turn is refused, and before the opening
 * roll of a game of dice the side is the one that starts. What only
 * records hold (a backgammon set-up, a roll whose play is not written) is
 * refused, code "record-only", but in a game arb_game_start_record
 * started. */
int arb_game_play_as(arb_game *game, int side, const char *move, const char *notation,
		     arb_error *err);
/* Gives the roll due, "52": from the seed when dice is NULL (a game with a
 * seed takes no dice given: code "seeded"). At the start,
 * where the opening roll decides who starts, the first die is the first
 * player's and the second the second player's. */
int arb_game_roll(arb_game *game, const char *dice, arb_error *err);
/* The legal moves now, written in notation (NULL: the game's): *n strings
 * at *moves. A move of a ply may be part of it (a morris removal is a move
 * of its own, by the same side). */
int arb_game_legal(arb_game *game, const char *notation, const char *const **moves, size_t *n,
		   arb_error *err);
/* The game ends here: side loses by forfeit (an illegal move, a crash, the
 * time), for the reason in words. */
int arb_game_forfeit(arb_game *game, int side, const char *reason, arb_error *err);

/* Plies completed (a ply is one side's whole turn). */
int arb_game_ply(const arb_game *game);
/* Who acts next: 0 the first player, 1 the second; -1 when the game is
 * over, or before the opening roll decides who starts. */
int arb_game_to_move(const arb_game *game);
/* The roll the next play is to use ("52"), or NULL: none given yet. */
const char *arb_game_dice(const arb_game *game);
/* Is a roll due before the side can play? 1 or 0. */
int arb_game_dice_due(const arb_game *game);
/* 1 when the game is over. */
int arb_game_over(const arb_game *game);
/* The result, "1-0" (the first player won), "0-1", "1/2-1/2", or "*"
 * while the game goes on; how it ended, a stable word ("line",
 * "fewer-pieces", "bear-off", "drop", "forfeit", ...; "" while it goes on);
 * the end in words; and what it is worth in points where games score
 * points (backgammon: the kind of win times the cube), else 0. */
const char *arb_game_result(const arb_game *game);
const char *arb_game_termination(const arb_game *game);
const char *arb_game_reason(const arb_game *game);
int arb_game_points(const arb_game *game);
/* A warning about the last move played (legal, but written wrongly: a hit
 * not marked), or NULL. */
const char *arb_game_warning(const arb_game *game);
/* The moves played, in notation (NULL: the game's), one string a move. */
int arb_game_moves(arb_game *game, const char *notation, const char *const **moves, size_t *n,
		   arb_error *err);
/* The position as a text diagram. */
const char *arb_game_board(arb_game *game);
/* Starts the game again as the referee started the record reader read
 * last: in its notation, under the rules its header states where no rule
 * set was given to the reader (backgammon's [Jacoby], [CubeLimit]), at its
 * place in its match (the score, the Crawford game). The game's rule set
 * must be the one the record was refereed under (arb_reader_rules). */
int arb_game_start_record(arb_game *game, arb_reader *reader, arb_error *err);
/* The game as a record: format "tagged" (tags and movetext), "json" (JSON
 * Lines), or the notation's own ("mat", "sgf" for backgammon); NULL: the
 * game's own, tagged for morris and Ultimate Tic-Tac-Toe, .mat for
 * backgammon. tags are name, value pairs ending with a NULL name ("White",
 * "Ann", ..., NULL), written before the ones the game writes itself
 * (Variant, Result, Termination, ...). *text holds *len bytes. */
int arb_game_write(arb_game *game, const char *format, const char *const *tags, const char **text,
		   size_t *len, arb_error *err);

/* ---- the records of a file ------------------------------------------------ */

/* Reads the records of the file at path ("-": standard input) in any
 * format arbiter reads, each refereed under rules, or with rules NULL under
 * the rule set each names or implies. */
int arb_reader_open(const char *path, const arb_rules *rules, arb_reader **reader,
		    arb_error *err);
void arb_reader_close(arb_reader *reader);
/* The next record: ARB_OK, ARB_END when none is left, ARB_ERECORD for one
 * that cannot be read (err says why; reading goes on after it), ARB_EIO. */
int arb_reader_next(arb_reader *reader, arb_error *err);
/* The record's number in its file (1 the first). */
long arb_reader_index(const arb_reader *reader);
/* A tag's value, or NULL: the record has none. */
const char *arb_reader_tag(arb_reader *reader, const char *name);
/* Its moves as written: how many, the i-th, and who made it (0, 1, or -1:
 * the record does not say). */
size_t arb_reader_moves(const arb_reader *reader);
const char *arb_reader_move(arb_reader *reader, size_t i);
int arb_reader_mover(const arb_reader *reader, size_t i);
/* The verdict: "valid", "illegal", "mismatch" or "unreadable"; the rule set
 * and notation it was refereed under (NULL when none was found); the
 * result, how the game ended and why, as for a game; the points. */
const char *arb_reader_status(const arb_reader *reader);
const char *arb_reader_rules(const arb_reader *reader);
const char *arb_reader_notation(const arb_reader *reader);
const char *arb_reader_result(const arb_reader *reader);
const char *arb_reader_termination(const arb_reader *reader);
const char *arb_reader_reason(const arb_reader *reader);
int arb_reader_points(const arb_reader *reader);
/* What is wrong with a record that is not valid: the ply (1 the first) of
 * the refused move or 0, the line and column where the fault lies (0: not
 * known), err filled; ARB_OK and nothing filled for a valid record. */
int arb_reader_fault(const arb_reader *reader, int *ply, long *line, long *col, arb_error *err);

#ifdef __cplusplus
}
#endif

#endif
