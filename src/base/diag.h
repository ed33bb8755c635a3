/* diag: a diagnostic is a value: what went wrong, where, and the text at fault.
 * The library fills one and returns an error code; only commands print. */
#ifndef ARB_DIAG_H
#define ARB_DIAG_H

#include <stddef.h>

enum { DIAG_MSG = 256, DIAG_TOKEN = 64, DIAG_CODE = 32 };

typedef struct diag {
	char code[DIAG_CODE];   /* stable machine name: "occupied", "yaml-key", ... */
	char msg[DIAG_MSG];     /* the reason in words, no location */
	char file[1024];        /* empty when not about a file */
	long line, col;         /* 1-based; 0 when unknown */
	char token[DIAG_TOKEN]; /* the offending text, possibly shortened */
} diag;

void diag_clear(diag *d);
/* Sets code and message; keeps any location already set. Returns -1 so that
 * callers can write `return diag_set(d, ...)`. */
int diag_set(diag *d, const char *code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void diag_at(diag *d, const char *file, long line, long col);
void diag_token(diag *d, const char *s, size_t n);
/* Adds a remark in brackets to the message msg (of size bytes): "a4 is
 * occupied (did you mean c4-b4?)". A message that ends with a remark in
 * brackets already takes it in the same pair, after a semicolon: one pair
 * of brackets to a message. A remark that does not fit is left out. */
void diag_aside(char *msg, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
