/* buf: a growable byte buffer. The owner calls buf_free; buf_clear keeps the
 * capacity, so one buffer serves every record of a stream. */
#ifndef ARB_BUF_H
#define ARB_BUF_H

#include <stddef.h>
#include <string.h>

/* Past its length a buffer always has BUF_SLACK allocated bytes, that may be
 * read (as whole words, then masked) but mean nothing. */
enum { BUF_SLACK = 16 };

typedef struct buf {
	char *p;
	size_t len, cap;
	int failed;     /* sticky: an append ran out of memory since the last clear */
} buf;

/* All return 0, or -1 when memory runs out (the buffer is left as it was,
 * and `failed` is set until buf_clear, so a writer of many pieces can check
 * once at the end). */
int buf_reserve(buf *b, size_t extra);
/* buf_add where the buffer has no room for the piece yet. */
int buf_add_grow(buf *b, const void *s, size_t n);

/* Inline: nearly every append finds room (a line or a token at a time), and
 * a piece of a size known where it is added is then a few moves, not a
 * call and a copy routine (a message is made of a dozen such pieces). */
static inline int buf_add(buf *b, const void *s, size_t n)
{
	if (b->cap >= b->len + BUF_SLACK && n <= b->cap - b->len - BUF_SLACK) {
		memcpy(b->p + b->len, s, n);
		b->len += n;
		b->p[b->len] = '\0';
		return 0;
	}
	return buf_add_grow(b, s, n);
}

static inline int buf_puts(buf *b, const char *s)
{
	return buf_add(b, s, strlen(s));
}

/* v in decimal, as printf's %lld writes it. */
int buf_int(buf *b, long long v);

/* Writing in place, for a line of many pieces whose sizes are bounded: a
 * pointer moved along, not a test of room and an end written a piece.
 * buf_room makes room for n more bytes and returns where they go (NULL
 * out of memory, failed set); buf_wrote ends the text at w. */
static inline char *buf_room(buf *b, size_t n)
{
	if (b->len + n + BUF_SLACK > b->cap && buf_reserve(b, n))
		return NULL;
	return b->p + b->len;
}
static inline void buf_wrote(buf *b, char *w)
{
	b->len = (size_t)(w - b->p);
	b->p[b->len] = '\0';
}
static inline char *buf_put(char *w, const void *s, size_t n)
{
	memcpy(w, s, n);
	return w + n;
}
/* v in decimal at w, at most BUF_DIGITS bytes; returns their end */
enum { BUF_DIGITS = 20 };
char *buf_digits(char *w, long long v);
/* u in decimal, '-' first where negative, at w: at most BUF_DIGITS + 1
 * bytes; returns their end */
char *buf_udigits(char *w, unsigned long long u, int negative);
int buf_printf(buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Empty, its capacity kept: in line, as every record clears its text. */
static inline void buf_clear(buf *b)
{
	b->len = 0;
	b->failed = 0;
	if (b->p)
		b->p[0] = '\0';
}
void buf_free(buf *b);

#endif
