/* diag: a diagnostic is a value: what went wrong, where, and the text at fault.
 * The library fills one and returns an error code; only commands print. */
#ifndef ARB_DIAG_H
#define ARB_DIAG_H

#include <stddef.h>
#include <string.h>

enum { DIAG_MSG = 256, DIAG_TOKEN = 64, DIAG_CODE = 32 };

typedef struct diag {
	char code[DIAG_CODE];   /* stable machine name: "occupied", "yaml-key", ... */
	char msg[DIAG_MSG];     /* the reason in words, no location */
	char file[1024];        /* empty when not about a file */
	long line, col;         /* 1-based; 0 when unknown */
	char token[DIAG_TOKEN]; /* the offending text, possibly shortened */
} diag;

/* Every string empty (what is past its end is never read), no place: in
 * line, as every record clears several (the reader's, the verdict's). */
static inline void diag_clear(diag *d)
{
	d->code[0] = d->msg[0] = d->file[0] = d->token[0] = '\0';
	d->line = d->col = 0;
}
/* Sets code and message; keeps any location already set. Returns -1 so that
 * callers can write `return diag_set(d, ...)`. */
int diag_set(diag *d, const char *code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* A message made of pieces whose sizes are known where they are added, for
 * the messages a file may have in every record (a wrong claim): no format
 * read at run time. diag_begin sets the code and starts the message;
 * each piece is cut to fit as diag_set cuts; diag_done ends it. */
typedef struct diag_msg {
	char *p; /* the diag's msg */
	size_t n;
} diag_msg;
static inline diag_msg diag_begin_n(diag *d, const char *code, size_t size)
{
	if (size > DIAG_CODE) { /* cut, as diag_set cuts */
		memcpy(d->code, code, DIAG_CODE - 1);
		d->code[DIAG_CODE - 1] = '\0';
	} else {
		memcpy(d->code, code, size);
	}
	return (diag_msg){ d->msg, 0 };
}
/* code a string constant: copied with its size known */
#define diag_begin(d, code) diag_begin_n((d), "" code, sizeof(code))
static inline void diag_add(diag_msg *m, const char *s, size_t n)
{
	size_t room = DIAG_MSG - 1 - m->n;

	if (__builtin_expect(n <= room, 1)) { /* a piece's size known is a few moves */
		memcpy(m->p + m->n, s, n);
		m->n += n;
	} else { /* cut */
		memcpy(m->p + m->n, s, room);
		m->n += room;
	}
}
static inline void diag_str(diag_msg *m, const char *s)
{
	diag_add(m, s, strlen(s));
}
/* a string constant, its size known where it is added */
#define diag_lit(m, s) diag_add((m), "" s, sizeof(s) - 1)
void diag_num_wide(diag_msg *m, long v);
/* v in decimal; one of two digits (a count of plies, mostly) here */
static inline void diag_num(diag_msg *m, long v)
{
	if (v >= 0 && v < 100) {
		char c[2] = { (char)('0' + v / 10), (char)('0' + v % 10) };
		diag_add(m, c + (v < 10), v < 10 ? 1 : 2);
		return;
	}
	diag_num_wide(m, v);
}
/* Ends the message; -1, as diag_set. */
static inline int diag_done(diag_msg *m)
{
	m->p[m->n] = '\0';
	return -1;
}
void diag_at(diag *d, const char *file, long line, long col);
void diag_token(diag *d, const char *s, size_t n);
/* Adds a remark in brackets to the message msg (of size bytes): "a4 is
 * occupied (did you mean c4-b4?)". A message that ends with a remark in
 * brackets already takes it in the same pair, after a semicolon: one pair
 * of brackets to a message. A remark that does not fit is left out. */
void diag_aside(char *msg, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
