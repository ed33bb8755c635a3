/* buf: a growable byte buffer. The owner calls buf_free; buf_clear keeps the
 * capacity, so one buffer serves every record of a stream. */
#ifndef ARB_BUF_H
#define ARB_BUF_H

#include <stddef.h>

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
int buf_add(buf *b, const void *s, size_t n);
int buf_puts(buf *b, const char *s);
/* v in decimal, as printf's %lld writes it. */
int buf_int(buf *b, long long v);
int buf_printf(buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_clear(buf *b);
void buf_free(buf *b);

#endif
