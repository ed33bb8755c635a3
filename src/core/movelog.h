/* movelog: the moves of a long record judged in windows (core/record.h,
 * rec_taker), kept compact once its elements are dropped: each distinct
 * token once, and a move as the number of its token, a byte or two. The
 * position before a later move can so be played again (the referee's
 * suggestion after an illegal move) with a byte or two a move held.
 *
 * Ownership: the caller owns the log; log_free releases it. */
#ifndef ARB_MOVELOG_H
#define ARB_MOVELOG_H

#include <stddef.h>
#include <stdint.h>

#include "base/buf.h"

typedef struct movelog {
	/* the distinct tokens of up to 15 bytes, by number: the token's bytes,
	 * zero-padded, its length and player in the last byte */
	uint64_t (*keys)[2];
	size_t ntokens, capkeys;
	uint32_t *table;   /* the tokens hashed: number + 1, 0 empty */
	size_t captable;
	/* the moves: number + 1, 7 bits a byte, low first; or 0, then a longer
	 * token whole: its player + 1, its length, its bytes */
	buf moves;
	size_t n;          /* moves in the log */
	int failed;        /* out of memory (or a token of 256 bytes): not whole */
} movelog;

enum { LOG_SHORT = 15 };

void log_clear(movelog *l);
void log_free(movelog *l);
/* The number of a token (from 1), a new one added; 0 for a token of more
 * than LOG_SHORT bytes (log_add writes it whole) or out of memory. tok is
 * readable 16 bytes on (a record's text: a buf). */
size_t log_token(movelog *l, const char *tok, size_t n, int who);
/* Adds a move: the token tok[0, n) of player who. */
void log_add(movelog *l, const char *tok, size_t n, int who);

/* Adds a move whose token's number is known (log_token). Inlined: it runs
 * once a move of a long record. */
static inline void log_put(movelog *l, size_t k)
{
	if (l->moves.cap < l->moves.len + 3 + BUF_SLACK && buf_reserve(&l->moves, 3)) {
		l->failed = 1;
		return;
	}
	for (; k >= 0x80; k >>= 7)
		l->moves.p[l->moves.len++] = (char)(k | 0x80);
	l->moves.p[l->moves.len++] = (char)k;
	l->n++;
}

/* The move at *pos (from 0), and *pos past it: 1, or 0 at the end. */
int log_next(const movelog *l, size_t *pos, const char **tok, size_t *n, int *who);

#endif
