/* standings: the tournament tables from verdicts, one for each game and
 * unit. A valid game with a result scores 1, ½ or 0 for each player; for
 * games that score points (backgammon) the unit is the match when the game
 * belongs to one of set length, else the game, and the points won are
 * added up. What is not scored (illegal, mismatched, unreadable,
 * unfinished) is kept with its reason.
 *
 * Ownership: the table owns copies of every name it keeps. */
#ifndef ARB_STANDINGS_H
#define ARB_STANDINGS_H

#include <stddef.h>

#include "base/buf.h"
#include "core/record.h"
#include "core/referee.h"
#include "games/game.h"

typedef struct st_player {
	char *name;
	int games, wins, draws, losses; /* games: the table's unit, games or matches */
	int half;   /* the score in half points */
	long points; /* games that score points: the points won */
	size_t place; /* in the sorted table (stand_sort), 1 the first */
} st_player;

/* One table for each game and unit: "Games" counts one thing in it, and
 * only a table of games that score points has a points column. */
typedef struct st_table {
	const game *g;
	int matches;  /* the unit is the match (of set length), else the game */
	int points;   /* its game scores in points: the table has a points column */
	st_player *players;
	size_t nplayers, capplayers;
	/* the rows by name, for the look-up of a player: open addressing, a
	 * slot holds a row's index + 1 (0: empty), at most half of them full */
	size_t *index;
	size_t nindex;
} st_table;

typedef struct st_left {
	char *file;
	long record;       /* 0: a whole match */
	const char *status; /* "illegal", "mismatch", "unreadable", "unfinished" */
	char *reason;
} st_left;

typedef struct standings {
	st_table *tables;  /* in the order their first scored game came */
	size_t ntables, captables;
	st_left *left;
	size_t nleft, capleft;
	int bad;      /* the match being read has a game that is not valid */
	long pending[2]; /* its points so far, first player first */
	const game *pending_game; /* its game */
	/* its players, whole, from its first game (the match's own names are
	 * cut to a size: two players whose names differ past it are two) */
	buf pending_names[2];
	int pending_named;
	buf names[2]; /* a record's players, whole: reused from record to record */
	long failed;  /* out of memory: entries lost */
} standings;

void stand_init(standings *s);
/* Referees a record (or takes it as unreadable, when unreadable says why)
 * and adds it to the table, the verdict in *v; at the end of a file (rec
 * NULL) the match it leaves open ends. */
void stand_judge(standings *s, referee *ref, const record *rec, const diag *unreadable,
		 verdict *v);
/* The place of the i-th player of a sorted table: players tied on score
 * and points share the place of the first of them (as stand_sort found it). */
size_t stand_place(const st_table *t, size_t i);
void stand_free(standings *s);
/* One record's verdict (with the players its tags name). */
void stand_record(standings *s, const record *rec, const verdict *v);
/* A match that has ended (after its games' verdicts). */
void stand_match(standings *s, const ref_match *m);
/* Sorts each table: score, then points, then name; and gives each player
 * its place. */
void stand_sort(standings *s);
/* "2½", "3", "½": a score in half points, for people. */
const char *stand_score_text(int half, char *out, size_t n);
/* What a table ranks, for people: "morris", "backgammon and the tables
 * family, by match". */
const char *stand_title(const st_table *t, char *out, size_t n);

#endif
