/* transcribe: a record's moves in another notation of its game. While the
 * referee replays the record, the transcript is told of each move before
 * it is played (tr_token, a ref_opts.token); it encodes the move in the
 * target notation and joins the tokens of one ply into one (d6-d5xd7, or
 * d6-d5 xd7 where the notation keeps them apart). What a writer then takes
 * is tr_moves: per element of the record, the ply that starts there.
 *
 * A transcript is reused from record to record; tr_free releases it. */
#ifndef ARB_TRANSCRIBE_H
#define ARB_TRANSCRIBE_H

#include "base/buf.h"
#include "core/record.h"
#include "core/referee.h"
#include "games/game.h"

typedef struct transcript {
	const char *target;   /* a notation's name, or "json" (the game's first) */
	int one_word;         /* a move must be one word: "4 4" is written 4,4 */
	int to;               /* the target's index in the game; -1: the game has none */
	int marks_lost;       /* moves whose marks (a '#') the target cannot hold */
	/* moves the target cannot write at all (a pass in OpenSpiel's numbers),
	 * and the element of the first */
	int unwritten;
	size_t unwritten_el;
	/* after tr_keep_rest: the record, read back in the target, would be
	 * refused elsewhere or for another fault than the source is (or not
	 * at all): misread, with how each would be refused (ply 0: not) */
	int misread;
	int misread_ply, source_ply;
	char misread_why[DIAG_MSG], source_why[DIAG_MSG];
	/* set by the caller: the container written carries each move's player
	 * (JSON, SGF, .mat, a Ludii trial), and where the record stood in its
	 * match (ref_opts.start) */
	int keeps_who;
	game_match place;
	/* inside */
	const record *rec;
	buf plies;            /* the plies, each ending in '\0' */
	long *start;          /* per element: the offset of its ply in plies, or -1 */
	const char **moves;
	size_t cap;
	int prev_plies, known;
	int opened;           /* what comes before the first move is written */
	/* where it was written, in plies (Ludii's set-up; no move of the record) */
	size_t opening_from, opening_end;
	size_t last_el, last_len; /* to take back the last token if it was illegal */
} transcript;

/* The target's index among g's notations ("json": the first), or -1. */
int tr_target(const game *g, const char *target);
/* Ready for rec, to be written in target; one_word when the container is
 * the tagged format (a move there is one word, unless the notation has a
 * container of its own). 0, or -1 out of memory. */
int tr_start(transcript *t, const record *rec, const char *target, int one_word);
/* The ref_opts.token hook: arg is the transcript. */
void tr_token(void *arg, const game *g, const void *st, const game_move *m, size_t el);
/* After an illegal move (--keep-invalid): from the refused token on, each
 * token is written on its own, in the target notation where it decodes (a
 * game's decoding needs no position), else as it was written. The record
 * must read back refused as it is: where the target would read the kept
 * move as one played there, it is unwritten; where, read back, it would be
 * refused at another ply or for another fault (a removal left out, kept in
 * a notation whose point numbers read the next move as the removal), or
 * not at all, it is misread. */
void tr_keep_rest(transcript *t, const verdict *v);
/* Per element of the record: the ply that starts there, or NULL. */
const char *const *tr_moves(transcript *t);
void tr_free(transcript *t);

#endif
