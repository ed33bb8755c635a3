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
#include <string.h>

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
/* A move log_add does not find at once: a longer token, a token new to the
 * log, or a full buffer. */
void log_add_slow(movelog *l, const char *tok, size_t n, int who);

/* Adds a move: the token tok[0, n) of player who, readable 16 bytes from
 * tok (a record's text: a buf). Inlined: it runs once a move of a long
 * record, and most moves are tokens met before, found in one look. */
static inline void log_add(movelog *l, const char *tok, size_t n, int who)
{
	uint64_t key[2];
	uint32_t k;

	if (n > LOG_SHORT || l->moves.cap < l->moves.len + 3 + BUF_SLACK || !l->captable) {
		log_add_slow(l, tok, n, who);
		return;
	}
	memcpy(key, tok, sizeof key);
	if (n < 8)
		key[0] &= ((uint64_t)1 << 8 * n) - 1, key[1] = 0;
	else
		key[1] &= ((uint64_t)1 << 8 * (n - 8)) - 1;
	key[1] |= (uint64_t)(n << 2 | (size_t)(who + 1)) << 56;
	k = l->table[((key[0] * 0x9E3779B97F4A7C15ULL) ^ (key[1] * 0xC2B2AE3D27D4EB4FULL)) >> 32 &
		     (l->captable - 1)];
	if (!k || k >= 1 << 14 || l->keys[k - 1][0] != key[0] || l->keys[k - 1][1] != key[1]) {
		log_add_slow(l, tok, n, who);
		return;
	}
	if (k >= 0x80)
		l->moves.p[l->moves.len++] = (char)(k | 0x80), k >>= 7;
	l->moves.p[l->moves.len++] = (char)k;
	l->n++;
}
/* The move at *pos (from 0), and *pos past it: 1, or 0 at the end. */
int log_next(const movelog *l, size_t *pos, const char **tok, size_t *n, int *who);

#endif
