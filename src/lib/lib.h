/* lib: the insides of libarbiter, whose face is lib/arbiter.h. The library
 * is core's face: it holds no rules of its own, only handles over the
 * variants (core/variant.h), the games (games/game.h), the referee and the
 * record formats. rules.c loads rule sets and says errors, play.c plays a
 * game move by move, write.c writes a game as a record, reader.c reads and
 * referees the records of a file. */
#ifndef ARB_LIB_H
#define ARB_LIB_H

#include <stdint.h>

#include "base/buf.h"
#include "base/diag.h"
#include "core/variant.h"
#include "games/game.h"
#include "lib/arbiter.h"

struct arb_rules {
	var_registry *reg;   /* its own: nothing loads into it once it is open */
	variant *v;          /* the rule set */
	const variant *play; /* what a game is played under: v, or the first of v's rotation */
};

/* Fills err (when not NULL) and returns status. */
int lib_fail(arb_error *err, int status, const char *code, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* The same from a diagnostic, its place before its words where it has one. */
int lib_diag(arb_error *err, int status, const diag *d);
/* The index of notation (NULL: dflt) among g's, or -1 after filling err. */
int lib_notation(const game *g, const char *notation, int dflt, arb_error *err);
/* A result as records write it: "1-0", "0-1", "1/2-1/2", "*". */
const char *lib_result(int result);

/* A list of strings a handle gives out: their texts in one buffer, each
 * ending in '\0', and pointers to them made once the list is complete. */
typedef struct lib_list {
	buf text;
	size_t *off;
	const char **at;
	size_t n, cap;
} lib_list;

void list_clear(lib_list *l);
/* Ends the string started at the buffer's end since the last one: 0, or -1
 * out of memory. */
int list_end(lib_list *l, size_t from);
/* The pointers, once the list is complete; NULL out of memory. */
const char *const *list_done(lib_list *l);
void list_free(lib_list *l);

/* What happened in a game, in order: a move and who made it, or a roll of
 * the dice (given or from the seed). A game is replayed from them. */
typedef struct lib_event {
	game_move m;
	int8_t who;
	uint8_t is_roll;
	uint8_t die[2];
} lib_event;

struct arb_game {
	const arb_rules *rules;
	const variant *v;
	const game *g;
	void *st;              /* the position */
	void *scratch;         /* another, for replays (the moves in a notation, a record) */
	int notation;          /* the one moves are read and written in by default */
	game_match match;
	lib_event *ev;
	size_t nev, capev;
	int seeded;
	uint64_t rng;
	/* lost by forfeit: the loser + 1 (0: none), the reason, the points */
	int forfeit, forfeit_points;
	char forfeit_why[512];
	char warning[DIAG_MSG];
	game_move *mv;         /* room for the legal moves */
	int capmv;
	lib_list list;         /* the last list of legal moves given out */
	lib_list played;       /* the last list of the moves played given out */
	/* the header it started with (arb_game_start_record): names and
	 * values in turn, and whether the user named the rule set */
	lib_list head;
	int rules_named;
	int from_record;       /* started from one: it may play what only records hold */
	buf board, out;        /* the last diagram, the last record */
};

/* The game's state at its start, with its events up to n played again
 * into st: 0, or -1 (cannot happen: they were played once). */
int play_replay(arb_game *a, void *st, size_t n);
/* The same, seen told of each move (the k-th) with the position before it;
 * it returns nonzero to stop (-1 then). */
typedef int (*play_seen)(void *arg, const void *st, const lib_event *e, size_t k);
int play_events(arb_game *a, void *st, size_t n, play_seen seen, void *arg);
/* A fresh state of the game at its start. */
void play_start(arb_game *a, void *st);
/* The game at its start again (its match, header and notation as set),
 * nothing played, a roll made where the seed must: 0, or a status. */
int play_restart(arb_game *a, arb_error *err);
/* A move played live (the game's act hook, else play). */
int play_act(const arb_game *a, void *st, const game_move *m, diag *d);

#endif
