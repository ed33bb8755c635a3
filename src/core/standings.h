/* standings: the tournament table from verdicts. A valid game with a result
 * scores 1, ½ or 0 for each player; for games that score points
 * (backgammon) the unit is the match when the game belongs to one of set
 * length, else the game, and the points won are added up. What is not
 * scored (illegal, mismatched, unreadable, unfinished) is kept with its
 * reason.
 *
 * Ownership: the table owns copies of every name it keeps. */
#ifndef ARB_STANDINGS_H
#define ARB_STANDINGS_H

#include <stddef.h>

#include "core/record.h"
#include "core/referee.h"

typedef struct st_player {
	char *name;
	int games, wins, draws, losses;
	int half;   /* the score in half points */
	long points; /* games that score points: the points won */
} st_player;

typedef struct st_left {
	char *file;
	long record;       /* 0: a whole match */
	const char *status; /* "illegal", "mismatch", "unreadable", "unfinished" */
	char *reason;
} st_left;

typedef struct standings {
	st_player *players;
	size_t nplayers, capplayers;
	st_left *left;
	size_t nleft, capleft;
	int points;   /* some game scored points: the table has a points column */
	int bad;      /* the match being read has a game that is not valid */
	long pending[2]; /* its points so far, first player first */
	long failed;  /* out of memory: entries lost */
} standings;

void stand_init(standings *s);
/* Referees a record (or takes it as unreadable, when unreadable says why)
 * and adds it to the table, the verdict in *v; at the end of a file (rec
 * NULL) the match it leaves open ends. */
void stand_judge(standings *s, referee *ref, const record *rec, const diag *unreadable,
		 verdict *v);
/* The place of the i-th player of the sorted table: players tied on score
 * and points share the place of the first of them. */
size_t stand_place(const standings *s, size_t i);
void stand_free(standings *s);
/* One record's verdict (with the players its tags name). */
void stand_record(standings *s, const record *rec, const verdict *v);
/* A match that has ended (after its games' verdicts). */
void stand_match(standings *s, const ref_match *m);
/* Sorts the table: score, then points, then name. */
void stand_sort(standings *s);
/* "2½", "3", "½": a score in half points, for people. */
const char *stand_score_text(int half, char *out, size_t n);

#endif
