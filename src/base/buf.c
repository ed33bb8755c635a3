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

/* u in decimal, '-' first where negative, written from w: past its last
 * byte (buf_udigits; in line in buf_int) */
static inline __attribute__((always_inline)) char *digits_at(char *w, unsigned long long u,
							   int negative)
{
	unsigned long long t = u;
	size_t n = 1 + (negative != 0);
	char *e;

	/* its digits counted by comparisons, not divisions (most numbers
	 * written are a line, a column, a ply: under 100,000) */
	if (t < 100000)
		n += (t >= 10) + (t >= 100) + (t >= 1000) + (t >= 10000);
	else
		for (n += 5, t /= 1000000; t; t /= 10)
			n++;
	/* the digits written in place, from the last: a line, a column and a
	 * ply in each message, for less than a copy costs */
	e = w + n;
	w = e;
	for (; u >= 100; u /= 100) {
		w -= 2;
		memcpy(w, two_digits + 2 * (u % 100), 2);
	}
	if (u >= 10) {
		w -= 2;
		memcpy(w, two_digits + 2 * u, 2);
	} else {
		*--w = (char)('0' + u);
	}
	if (negative)
		*--w = '-';
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
