/* match: the matches records belong to (consecutive records of a file that
 * share a [Match] tag): which match a record is in, the running score, the
 * record's own score line, and the first player's alternation from game to
 * game. The referee's helper; commands see matches through referee.h. */
#ifndef ARB_MATCH_H
#define ARB_MATCH_H

#include "core/referee.h"

/* Enters the record's match, or closes the open one when the record is in
 * no match or another; fills the verdict's match fields. */
void match_enter(referee *r, const record *rec, verdict *out);
/* The record's score line against the games before it: a mismatch. */
void match_check_score(referee *r, const record *rec, verdict *out);
/* A last game of a match that claims what the winner needed rather than the
 * game's whole value: not a mismatch. */
int match_capped(const referee *r, const verdict *out, long claimed, int value);
/* The game's points go to its match; a game that is not valid leaves the
 * next game's score line to say where the match stands. */
void match_score_game(referee *r, const verdict *out, const outcome *o);
/* Where the rules say the first player alternates: a mismatch when the same
 * two players keep their order in consecutive records. */
void match_check_alternation(referee *r, const record *rec, verdict *out);

#endif
