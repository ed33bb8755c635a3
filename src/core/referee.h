/* referee: replays a record's main line under a variant and gives the
 * verdict. Knows games only through games/game.h.
 *
 * Ownership: a referee borrows the registry and keeps one game state per
 * variant it has met, reset for every record; ref_free releases it all. */
#ifndef ARB_REFEREE_H
#define ARB_REFEREE_H

#include "base/diag.h"
#include "core/record.h"
#include "core/variant.h"
#include "games/game.h"

typedef enum { ST_VALID, ST_ILLEGAL, ST_MISMATCH, ST_UNREADABLE } ref_status;

typedef struct verdict {
	ref_status status;
	const variant *v;     /* NULL when no variant could be found */
	int notation;
	int plies;            /* completed */
	int ply_parts;        /* their parts some programs count as plies too (game.h) */
	int result;           /* RES_*: as decided, or as claimed when unverified */
	const char *termination;
	int verified;         /* the rules decided the result */
	int claimed;          /* RES_*, or -1: the record claims nothing */
	int warnings;         /* moves legal but written wrongly; warn the first */
	int has_error;        /* err says why */
	int error_ply;        /* the ply of the first illegal move */
	size_t error_el;      /* its element in the record (counting those dropped) */
	/* 1 + the offset in the record's text err's place was located from
	 * (a tag's value), so that a report finds its line there, not by
	 * reading the record's lines again; 0: none */
	uint32_t err_off;
	int points;           /* what the game is worth in its match */
	unsigned match_flags; /* the game's outcome.match_flags (the Crawford game) */
	/* a rule the record left open, as its claim counted it (a header tag,
	 * "Jacoby" "Off"), for writers to state; NULL: none */
	const char *rule_key, *rule_value;
	int nfacts;
	/* records that belong to a match ([Match] tag) */
	int in_match, number;  /* the game's number in its match */
	int score_before[2];
	/* last, being large: a new verdict is cleared up to them, and they are
	 * emptied (a string its first byte, the facts by nfacts) */
	char why[160];        /* the end in words, or "" */
	game_fact facts[GAME_FACTS]; /* the game's own facts (games/game.h): nfacts of them */
	diag warn, err;
} verdict;

enum { REF_LENGTH_UNREAD = -2 };

/* A match: the consecutive records of a file that share a [Match] tag, their
 * [Game] numbers rising where they have them. */
typedef struct ref_match {
	int active;
	const char *file;
	char id[32];
	int length;            /* [Length]: 0 money play, -1 not said,
				* REF_LENGTH_UNREAD said as no number */
	char players[2][128];
	int score[2];          /* after the games refereed so far */
	int games;
	unsigned flags;        /* the games' match_flags */
	int joined, joined_score[2]; /* the first game's score line was not 0-0 */
	int resync;            /* the last game was not valid: the next score line stands */
} ref_match;

/* What a replay does besides judging. */
typedef struct ref_opts {
	int stop_ply;          /* > 0: stop before this ply (for diagrams) */
	const void **state;    /* out: the position where the replay ended */
	/* Called with the position before every decoded move, and the move's
	 * element; a move it sees is legal unless the verdict's error_el says
	 * otherwise. */
	void (*token)(void *arg, const game *g, const void *st, const game_move *m, size_t el);
	void *arg;
	game_match *start;     /* out, unless NULL: the game's place in its match at its start */
} ref_opts;

/* A referee: opaque (core/referee.c). */
typedef struct referee referee;

/* A referee under the rule set fixed (-V; NULL: each record's own, else
 * fallback) reading moves in notation (-n; NULL: each record's own), with
 * variants from reg; NULL when out of memory. */
referee *ref_new(var_registry *reg, variant *fixed, const char *fallback, const char *notation);
void ref_free(referee *r);
/* A referee that is one of n running side by side on threads. Each rule
 * set a referee meets has a memory of decoded tokens: alone, 1.25 MB,
 * touched as tokens come; one of n holds a share of it (the n together
 * what one holds: two 640 kB, four 320 kB, eight 160 kB), and makes those
 * of the first two rule sets it meets whole at once, since a page touched
 * later costs every thread a pause (referee.c, zeroed_new). Before the
 * first record; after it, nothing changes. */
void ref_threads(referee *r, int n);
/* A referee among threads whose thread runs alone for now (alone 1: the
 * memories it makes are touched as tokens come, as one thread's are,
 * whose pages cost no other thread a pause) or no longer (0: made as
 * ref_threads says). -j N's reading thread, until it starts a worker. */
void ref_alone(referee *r, int alone);

/* Referees one record; opts may be NULL. Returns the match the record
 * ended (it starts another, or none), or NULL; valid until the next call. */
const ref_match *ref_judge(referee *r, const record *rec, const ref_opts *opts, verdict *out);
/* The rule set a record's [Variant] tag names (name, found as v, NULL
 * where it was not): where name is not a rule set's own name and the
 * record's [Site] names the program that wrote it, the rule set answering
 * to "NAME (SITE)" if one does: the program's own reading of the name
 * (Sanmill writes "Twelve Men's Morris" for its preset of that name, whose
 * full board loses, and "El Filja" for its own); else v. */
const variant *ref_producer_variant(var_registry *reg, const record *rec, const char *name,
				    const variant *v);
/* ref_judge in its three steps, for a long record judged as it is read
 * (core/record.h, rec_taker): the start, from the header; the moves of the
 * elements not played yet, as often as more come; the end, from the
 * record's last elements and its header. Between them ref_drop lets the
 * record drop the elements the referee is done with. out and opts stay
 * the same from the start to the end. */
void ref_start(referee *r, const record *rec, const ref_opts *opts, verdict *out);
void ref_moves(referee *r, const record *rec, verdict *out);
const ref_match *ref_end(referee *r, const record *rec, verdict *out);
/* Before the start of a record judged in windows: the matches as they
 * stand are kept, for one that turns out unreadable (ref_unread), and its
 * moves are logged as they are played (core/movelog.h), to be played again
 * for a suggestion after an illegal move once their elements are gone. */
void ref_hold(referee *r);
/* A record held so that is not judged after all (the input failed in it):
 * the matches are as before it. */
void ref_release(referee *r);
/* Drops from rec the elements played (but the last move played, where a
 * refusal of the next may lie, and the last element, where the claims
 * are); the lines the verdict's diagnostics show are kept (pinned). */
void ref_drop(referee *r, record *rec, const verdict *out);
/* The verdict of a record that could not be read at all: unreadable, for
 * the reason why says; no match opens or closes, but a game of the open
 * match that is lost so leaves the next score line to say where it stands. */
void ref_unread(referee *r, const record *rec, verdict *out, const diag *why);
/* At the end of a file: the match it leaves open, which ends here, or NULL. */
const ref_match *ref_finish(referee *r);
/* A record this run does not referee (another part's): the open match ends
 * unless the record is of it (returned then, else NULL), and the record is
 * the one before the next for the first-player rule. */
const ref_match *ref_pass(referee *r, const record *rec);
/* The players of a record, first player first: the first-player rule
 * compares a record's with the record's before it. */
typedef struct ref_seat {
	const char *file;      /* NULL: not both named (or the file is done) */
	long index;
	char first[128], second[128];
	/* names that fill first or second may be cut: a hash of each whole
	 * name tells apart two that differ past the cut (0: not filled) */
	uint64_t whole[2];
} ref_seat;

/* A record's players, for ref_follow. */
void ref_seat_of(const record *rec, ref_seat *s);
/* Would the record of players s, judged under v right after one of
 * players b, be a mismatch for its first player: v's first player
 * alternates in a match, and the same two players keep their order? */
int ref_first_again(const ref_seat *b, const ref_seat *s, const variant *v);
/* The players of the last record judged or passed. */
const ref_seat *ref_last_seat(const referee *r);
/* A run of records cut where a match ends (validate -j's batches) starts
 * here: seat is the players of the record before it. */
void ref_follow(referee *r, const ref_seat *seat);
/* A match handed from one referee to another, where one long match is
 * judged in runs of records, each by the referee that takes it (validate
 * -j's batches): ref_hand_over keeps in carry the matches as they stand
 * after the last record judged, ref_take_over goes on from there, the
 * records that follow named file (every record of a run is of one file). */
typedef struct ref_carry ref_carry;
ref_carry *ref_carry_new(void);
void ref_carry_free(ref_carry *c);
void ref_hand_over(const referee *r, ref_carry *carry);
void ref_take_over(referee *r, const ref_carry *carry, const char *file);
/* Does the record go on the match the last record judged is in: of the
 * same [Match], and numbered above it where both are numbered? */
int ref_goes_on(const referee *r, const record *rec);
/* Is b in another match than a, the record before it (or are they in
 * none)? The same rule, between two records held. */
int ref_apart(const record *a, const record *b);
/* The winner of a finished match (0, 1), or -1. */
int ref_match_winner(const ref_match *m);
/* Text for a verdict's status: "valid", "illegal", ... */

const char *ref_status_text(ref_status s);
/* The notation a record's tags imply for game g: [Notation] (when
 * notation_tag), else what the game sees in the other tags, else the game's
 * first notation. */
int ref_tag_notation(const game *g, const record *rec, int notation_tag);
/* The notation index of name in game g, or -1. */
int ref_notation(const game *g, const char *name);

#endif
