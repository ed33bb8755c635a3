#include "base/diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/buf.h"

/* s into out[0, size), cut to fit: what snprintf "%s" does, at the cost
 * of a copy (an error in each record of a file pays it) */
static void copy(char *out, size_t size, const char *s)
{
	size_t n = strnlen(s, size - 1);

	memcpy(out, s, n);
	out[n] = '\0';
}

/* The bytes written so far into a message of a fixed size, cut as
 * snprintf cuts. */
typedef struct msg_out {
	char *p;
	size_t n, size;
} msg_out;

static void put(msg_out *o, const char *s, size_t n)
{
	size_t room = o->size - 1 - o->n;

	n = n < room ? n : room;
	memmove(o->p + o->n, s, n); /* a message may quote the one it replaces */
	o->n += n;
}

static void put_number(msg_out *o, unsigned long long v, int negative)
{
	char d[BUF_DIGITS + 1];

	put(o, d, (size_t)(buf_udigits(d, v, negative) - d));
}

/* What vsnprintf writes for the conversions messages use (%s, %.Ns, %.*s,
 * %d, %ld, %zu, %c, %%), without its cost: a file with a wrong claim or
 * an illegal move in every record makes a message a record, and
 * vsnprintf's machinery cost more than the rest of writing it. 0, or -1
 * at anything else (a flag, a width, another conversion, a null string),
 * which the caller then leaves to vsnprintf. */
static int format(char *out, size_t size, const char *fmt, va_list ap)
{
	msg_out o = { out, 0, size };

	for (const char *f = fmt; *f; f++) {
		const char *pct = strchr(f, '%'), *s;
		size_t prec = (size_t)-1;

		if (!pct) {
			put(&o, f, strlen(f));
			break;
		}
		put(&o, f, (size_t)(pct - f));
		f = pct + 1;
		if (*f == '.') {
			if (f[1] == '*') {
				int p = va_arg(ap, int);
				prec = p < 0 ? (size_t)-1 : (size_t)p;
				f += 2;
			} else {
				for (prec = 0, f++; *f >= '0' && *f <= '9'; f++)
					prec = prec * 10 + (size_t)(*f - '0');
			}
			if (*f != 's')
				return -1;
		}
		switch (*f) {
		case 's':
			if (!(s = va_arg(ap, const char *)))
				return -1;
			put(&o, s, prec == (size_t)-1 ? strlen(s) : strnlen(s, prec));
			break;
		case 'd': {
			int v = va_arg(ap, int);
			put_number(&o, v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v, v < 0);
			break;
		}
		case 'l': {
			long v;
			if (f[1] != 'd')
				return -1;
			f++;
			v = va_arg(ap, long);
			put_number(&o, v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v, v < 0);
			break;
		}
		case 'z':
			if (f[1] != 'u')
				return -1;
			f++;
			put_number(&o, va_arg(ap, size_t), 0);
			break;
		case 'c': {
			char c = (char)va_arg(ap, int);
			put(&o, &c, 1);
			break;
		}
		case '%':
			put(&o, "%", 1);
			break;
		default:
			return -1;
		}
	}
	out[o.n] = '\0';
	return 0;
}

int diag_set(diag *d, const char *code, const char *fmt, ...)
{
	va_list ap, again;

	copy(d->code, sizeof d->code, code);
	va_start(ap, fmt);
	va_copy(again, ap);
	if (format(d->msg, sizeof d->msg, fmt, ap))
		vsnprintf(d->msg, sizeof d->msg, fmt, again);
	va_end(again);
	va_end(ap);
	return -1;
}

void diag_num_wide(diag_msg *m, long v)
{
	char d[BUF_DIGITS];

	diag_add(m, d, (size_t)(buf_digits(d, v) - d));
}

void diag_at(diag *d, const char *file, long line, long col)
{
	size_t n = file ? strlen(file) : 0, head = sizeof d->file / 3, tail;

	if (n < sizeof d->file) {
		copy(d->file, sizeof d->file, file ? file : "");
	} else { /* its start and its end, which names the file: "a/b/.../y/z" */
		while (head && (file[head] & 0xC0) == 0x80) /* never inside a letter */
			head--;
		tail = sizeof d->file - head - 4;
		while (tail && (file[n - tail] & 0xC0) == 0x80)
			tail--;
		memcpy(d->file, file, head);
		memcpy(d->file + head, "...", 3);
		memcpy(d->file + head + 3, file + n - tail, tail);
		d->file[head + 3 + tail] = '\0';
	}
	d->line = line;
	d->col = col;
}

/* The offending text, shortened to fit, control characters shown as '?'
 * so that a report never writes raw binary to a terminal. */
void diag_token(diag *d, const char *s, size_t n)
{
	size_t max = sizeof d->token - 1, keep = n > max ? max - 3 : n;

	for (size_t i = 0; i < keep; i++)
		d->token[i] = (unsigned char)s[i] < 0x20 || s[i] == 0x7f ? '?' : s[i];
	if (n > max)
		memcpy(d->token + keep, "...", 4);
	else
		d->token[keep] = '\0';
}

/* Whether s ends with a remark in brackets: a ')' that closes a '(' opened
 * after a space (not a bracket of a token, as in "')' closes nothing"). */
static int ends_in_aside(const char *s, size_t n)
{
	int depth = 0;

	if (!n || s[n - 1] != ')')
		return 0;
	for (size_t i = n; i-- > 0;) {
		depth += s[i] == ')' ? 1 : s[i] == '(' ? -1 : 0;
		if (depth == 0)
			return i > 0 && s[i - 1] == ' ';
	}
	return 0;
}

void diag_aside(char *msg, size_t size, const char *fmt, ...)
{
	char remark[DIAG_MSG];
	size_t n = strlen(msg);
	int merge = ends_in_aside(msg, n);
	size_t r;
	va_list ap, again;

	va_start(ap, fmt);
	va_copy(again, ap);
	if (format(remark, sizeof remark, fmt, ap))
		vsnprintf(remark, sizeof remark, fmt, again);
	va_end(again);
	va_end(ap);
	r = strlen(remark);
	if (n + r + 4 > size)
		return;
	/* "; remark)" in place of the closing bracket, or " (remark)" */
	memcpy(msg + n - merge, merge ? "; " : " (", 2);
	memcpy(msg + n - merge + 2, remark, r);
	memcpy(msg + n - merge + 2 + r, ")", 2);
}
