#include "core/movelog.h"

#include <stdlib.h>
#include <string.h>

void log_clear(movelog *l)
{
	if (l->ntokens)
		memset(l->table, 0, l->captable * sizeof *l->table);
	buf_clear(&l->moves);
	l->ntokens = l->n = 0;
	l->failed = 0;
}

void log_free(movelog *l)
{
	buf_free(&l->moves);
	free(l->keys);
	free(l->table);
	memset(l, 0, sizeof *l);
}

/* A short token as two words: its bytes, those after it masked off, and
 * in the last byte its length and player. */
static void key_of(const char *tok, size_t n, int who, uint64_t key[2])
{
	memcpy(key, tok, 2 * sizeof *key);
	if (n < 8)
		key[0] &= ((uint64_t)1 << 8 * n) - 1, key[1] = 0;
	else
		key[1] &= ((uint64_t)1 << 8 * (n - 8)) - 1;
	key[1] |= (uint64_t)(n << 2 | (size_t)(who + 1)) << 56;
}

static size_t slot_of(const uint64_t key[2], size_t cap)
{
	return (size_t)((key[0] * 0x9E3779B97F4A7C15ULL) ^ (key[1] * 0xC2B2AE3D27D4EB4FULL)) >> 32 &
	       (cap - 1);
}

/* The table twice as large, every token hashed again. */
static int rehash(movelog *l)
{
	size_t cap = l->captable ? 2 * l->captable : 1024, i;
	uint32_t *table = calloc(cap, sizeof *table);

	if (!table)
		return -1;
	for (size_t k = 0; k < l->ntokens; k++) {
		for (i = slot_of(l->keys[k], cap); table[i]; i = (i + 1) & (cap - 1))
			;
		table[i] = (uint32_t)k + 1;
	}
	free(l->table);
	l->table = table;
	l->captable = cap;
	return 0;
}

/* The number of a short token (from 1), a new one added; 0 out of memory. */
static size_t number(movelog *l, const uint64_t key[2])
{
	size_t i;
	uint32_t k;

	if (2 * (l->ntokens + 1) > l->captable && rehash(l))
		return 0;
	for (i = slot_of(key, l->captable); (k = l->table[i]) != 0; i = (i + 1) & (l->captable - 1))
		if (l->keys[k - 1][0] == key[0] && l->keys[k - 1][1] == key[1])
			return k;
	if (l->ntokens == l->capkeys) {
		size_t cap = l->capkeys ? 2 * l->capkeys : 256;
		uint64_t(*keys)[2] = realloc(l->keys, cap * sizeof *keys);
		if (!keys)
			return 0;
		l->keys = keys;
		l->capkeys = cap;
	}
	l->keys[l->ntokens][0] = key[0];
	l->keys[l->ntokens][1] = key[1];
	l->table[i] = (uint32_t)++l->ntokens;
	return l->ntokens;
}

size_t log_token(movelog *l, const char *tok, size_t n, int who)
{
	uint64_t key[2];

	if (n > LOG_SHORT)
		return 0;
	key_of(tok, n, who, key);
	return number(l, key);
}

void log_add(movelog *l, const char *tok, size_t n, int who)
{
	size_t k = log_token(l, tok, n, who);

	if (k) {
		log_put(l, k);
		return;
	}
	if (n <= LOG_SHORT || n > 255 || buf_reserve(&l->moves, n + 3)) {
		l->failed = 1;
		return;
	}
	l->moves.p[l->moves.len++] = 0; /* a longer token, whole */
	l->moves.p[l->moves.len++] = (char)(who + 1);
	l->moves.p[l->moves.len++] = (char)n;
	memcpy(l->moves.p + l->moves.len, tok, n);
	l->moves.len += n;
	l->n++;
}

int log_next(const movelog *l, size_t *pos, const char **tok, size_t *n, int *who)
{
	const unsigned char *m = (const unsigned char *)l->moves.p;
	size_t k = 0;
	int shift = 0;

	if (*pos >= l->moves.len)
		return 0;
	do
		k |= (size_t)(m[*pos] & 0x7f) << shift, shift += 7;
	while (m[(*pos)++] & 0x80);
	if (!k) {
		*who = m[*pos] - 1;
		*n = m[*pos + 1];
		*tok = (const char *)m + *pos + 2;
		*pos += 2 + *n;
		return 1;
	}
	*tok = (const char *)l->keys[k - 1];
	*n = (size_t)(l->keys[k - 1][1] >> 58);
	*who = (int)(l->keys[k - 1][1] >> 56 & 3) - 1;
	return 1;
}
