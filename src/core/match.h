/* match: the matches records belong to (consecutive records of a file that
 * share a [Match] tag, their [Game] numbers rising where they have them):
 * which match a record is in, the running score, the
 * record's own score line, and the first player's alternation from game to
 * game. The referee's helper; commands see matches through referee.h. */
#ifndef ARB_MATCH_H
#define ARB_MATCH_H

#include "core/referee.h"

/* The matches of a run of records: the one open, the one that has just
 * ended, and the players of the last two records. */
typedef struct match_tracker {
	ref_match match;       /* the match being refereed */
	long last_game;        /* the [Game] number of its last record; -1: none */
	ref_match done;        /* a match that has just ended: done.active is set */
	/* for the alternation of the first player: the players of the record
	 * judged (or passed) before this one, seat[now ^ 1], and of this one,
	 * seat[now]; a new record takes the older's place (no copy) */
	ref_seat seat[2];
	int now;
} match_tracker;

/* Enters the record's match, or closes the open one when the record is in
 * no match or another; fills the verdict's match fields. */
void match_enter(match_tracker *r, const record *rec, verdict *out);
/* The record's score line against the games before it: a mismatch. */
void match_check_score(match_tracker *r, const record *rec, verdict *out);
/* A game of the open match that could not be read: its points are unknown,
 * so the next score line says where the match stands. */
void match_lost_game(match_tracker *r, const record *rec);
/* Does a claim of this many points for the winner (0 first, 1 second) win
 * the match, written as producers cap it: the points the winner needed, or
 * the match's length? The points the winner needed, or 0. Such a claim may
 * be less than the game's worth, or (the match's length) more. */
int match_capped(const match_tracker *r, const verdict *out, int winner, long claimed);
/* The game's points go to its match; a game that is not valid leaves the
 * next game's score line to say where the match stands. */
void match_score_game(match_tracker *r, const verdict *out, const outcome *o);
/* Does s, the record after b, break the rule that the first player
 * alternates: v says so, and the same two players (named: a side's label,
 * "Player X", names nobody) keep their order? ([Event] may differ: many
 * name each game of a match, "Club match, game 2".) */
int match_first_again(const ref_seat *b, const ref_seat *s, const variant *v);
/* Where the rules say the first player alternates: a mismatch when the same
 * two players keep their order in consecutive records. */
void match_check_alternation(match_tracker *r, const record *rec, verdict *out);
/* The end of a file: the match it leaves open, which ends here, or NULL. */
const ref_match *match_finish(match_tracker *r);
/* Goes on from the matches another tracker left (ref_take_over), the
 * records that follow named file. */
void match_take_over(match_tracker *r, const match_tracker *from, const char *file);
/* A record not refereed: it may end the open match (returned), and its
 * players are the ones before the next record's. */
const ref_match *match_pass(match_tracker *r, const record *rec);
/* The players of a record, as the next record's are compared with. */
void match_seat(const record *rec, ref_seat *s);
/* The players of the last record judged or passed. */
const ref_seat *match_last_seat(const match_tracker *r);
/* A run of records that starts a match of its own (validate -j's batch,
 * cut where a match ends): seat is all the record before it leaves for the
 * first of them. */
void match_follow(match_tracker *r, const ref_seat *seat);
/* Does the record go on the open match: of its [Match], its [Game] above
 * the last where both are numbered? */
int match_goes_on(const match_tracker *r, const record *rec);
/* Is b in another match than a, the record before it (or are they in
 * none)? The same rule. */
int match_apart(const record *a, const record *b);

#endif
