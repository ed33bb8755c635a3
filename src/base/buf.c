#include "base/buf.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int buf_reserve(buf *b, size_t extra)
{
	size_t need = b->len + extra + BUF_SLACK, cap = b->cap ? b->cap : 256;
	char *p;

	if (extra >= (size_t)PTRDIFF_MAX - b->len)
		return b->failed = 1, -1; /* more than any allocation may be */
	if (need <= b->cap)
		return 0;
	while (cap < need)
		cap = cap <= SIZE_MAX / 2 ? cap * 2 : need;
	p = realloc(b->p, cap);
	if (!p)
		return b->failed = 1, -1;
	b->p = p;
	b->cap = cap;
	return 0;
}

int buf_add_grow(buf *b, const void *s, size_t n)
{
	if (buf_reserve(b, n))
		return -1;
	memcpy(b->p + b->len, s, n);
	b->len += n;
	b->p[b->len] = '\0';
	return 0;
}

/* The numbers 00 to 99, two digits each: a number is written two digits
 * a step, half the divisions of one a step (a record's number and plies
 * are in each line of validate's report). */
static const char two_digits[201] = "00010203040506070809101112131415161718192021222324"
				    "25262728293031323334353637383940414243444546474849"
				    "50515253545556575859606162636465666768697071727374"
				    "75767778798081828384858687888990919293949596979899";

/* Two digits of the table at w. */
static inline void pair_at(char *w, unsigned long long u)
{
	memcpy(w, two_digits + 2 * u, 2);
}

/* u in decimal, '-' first where negative, written from w: past its last
 * byte (buf_udigits; in line in buf_int). Most numbers written are a
 * line, a column, a ply, a record's number: under 100,000, each written by
 * its count of digits with at most two divisions (a multiplication each),
 * no loop; a larger one two digits a step from its last. */
static inline __attribute__((always_inline)) char *digits_at(char *w, unsigned long long u,
							   int negative)
{
	unsigned long long t;
	size_t n;
	char *e;

	if (negative)
		*w++ = '-';
	if (u < 100) {
		if (u < 10) {
			*w = (char)('0' + u);
			return w + 1;
		}
		pair_at(w, u);
		return w + 2;
	}
	if (u < 10000) {
		if (u < 1000) {
			*w = (char)('0' + u / 100);
			pair_at(w + 1, u % 100);
			return w + 3;
		}
		pair_at(w, u / 100);
		pair_at(w + 2, u % 100);
		return w + 4;
	}
	if (u < 100000) {
		t = u % 10000;
		*w = (char)('0' + u / 10000);
		pair_at(w + 1, t / 100);
		pair_at(w + 3, t % 100);
		return w + 5;
	}
	for (n = 6, t = u / 1000000; t; t /= 10)
		n++;
	e = w + n;
	for (w = e; u >= 100; u /= 100) {
		w -= 2;
		pair_at(w, u % 100);
	}
	if (u >= 10) {
		w -= 2;
		pair_at(w, u);
	} else {
		*--w = (char)('0' + u);
	}
	return e;
}

static inline unsigned long long magnitude(long long v)
{
	return v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;
}

char *buf_digits(char *w, long long v)
{
	return digits_at(w, magnitude(v), v < 0);
}

char *buf_udigits(char *w, unsigned long long u, int negative)
{
	return digits_at(w, u, negative);
}

int buf_int(buf *b, long long v)
{
	char *w = buf_room(b, BUF_DIGITS);

	if (!w)
		return -1;
	buf_wrote(b, digits_at(w, magnitude(v), v < 0));
	return 0;
}

int buf_printf(buf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return b->failed = 1, -1;
	if (buf_reserve(b, (size_t)n))
		return -1;
	va_start(ap, fmt);
	vsnprintf(b->p + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
	return 0;
}

void buf_free(buf *b)
{
	free(b->p);
	b->p = NULL;
	b->len = b->cap = 0;
	b->failed = 0;
}
