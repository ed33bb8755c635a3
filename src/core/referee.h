/* referee: replays a record's main line under a variant and gives the
 * verdict. Knows games only through games/game.h.
 *
 * Ownership: a referee borrows the registry and keeps one game state per
 * variant it has met, reset for every record; ref_free releases them. */
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
	int result;           /* RES_*: as decided, or as claimed when unverified */
	const char *termination;
	int verified;         /* the rules decided the result */
	char why[160];        /* the end in words, or "" */
	int claimed;          /* RES_*, or -1: the record claims nothing */
	int has_error;
	int error_ply;        /* the ply of the first illegal move */
	diag err;
} verdict;

typedef struct ref_slot {
	const variant *v;
	void *st;
} ref_slot;

typedef struct referee {
	var_registry *reg;
	variant *fixed;            /* -V, or NULL: the record's tag decides */
	const char *fallback;      /* variant when neither -V nor a tag names one */
	const char *notation;      /* -n, or NULL */
	ref_slot *slots;
	size_t nslots;
} referee;

void ref_init(referee *r, var_registry *reg, variant *fixed, const char *fallback,
	      const char *notation);
void ref_free(referee *r);

/* Referees one record. With stop_ply > 0 the replay stops before that ply
 * (for diagrams) and *state is the position there; state may be NULL. */
void ref_judge(referee *r, const record *rec, int stop_ply, verdict *out, const void **state);

const char *ref_status_text(ref_status s);
/* The notation index of name in game g, or -1. */
int ref_notation(const game *g, const char *name);

#endif
