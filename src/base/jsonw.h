/* jsonw: JSON text written straight into a buffer, member by member, in
 * the compact form (no spaces; strings escaped as jansson's compact dump
 * escapes them), for the outputs written once per record, where building
 * a tree of objects first would cost more than the refereeing.
 *
 * Commas are placed by looking at the byte before: a value or key that
 * follows '{', '[', ':' or a line's end needs none. Errors are the buffer's: a write that
 * runs out of memory leaves b->failed set (base/buf.h). */
#ifndef ARB_JSONW_H
#define ARB_JSONW_H

#include <stddef.h>
#include <string.h>

#include "base/buf.h"

void jw_open(buf *b, char brace);   /* '{' or '[' */
void jw_close(buf *b, char brace);  /* '}' or ']' */
/* The comma a value or key needs where the byte before is none of '{',
 * '[', ':' or a line's end: 0 or 1. */
static inline int jw_comma(const buf *b)
{
	char last = b->len ? b->p[b->len - 1] : '\n';

	return last != '{' && last != '[' && last != ':' && last != '\n';
}
/* A key: plain ASCII, nothing to escape. Inline, as are the members
 * below: where the key is a literal, as nearly every one is, its length is
 * known where it is written, and the key, its quotes and its colon are a
 * few moves into the room the buffer nearly always has (a verdict's JSON
 * line has a dozen keys; a call, strlen and a copy routine cost each about
 * 100 instructions). */
static inline void jw_key(buf *b, const char *key)
{
	size_t n = strlen(key);
	int comma = jw_comma(b);

	if (b->cap < b->len + n + 4 + BUF_SLACK && buf_reserve(b, n + 4))
		return;
	b->p[b->len] = ',';
	b->len += (size_t)comma;
	b->p[b->len] = '"';
	memcpy(b->p + b->len + 1, key, n);
	memcpy(b->p + b->len + 1 + n, "\":", 3); /* with the terminating NUL */
	b->len += n + 3;
}
/* A string from bytes that may not be UTF-8 (a file's name, a player's),
 * written whole and told apart from every other: where it is not UTF-8,
 * each byte that is no part of a UTF-8 character is written as the
 * character U+EF00 + the byte (U+EF80 to U+EFFF, of the Private Use Area,
 * as MirBSD's OPTU-8 maps such bytes), and so is each byte of a character
 * of U+EF80 to U+EFFF in any string, which could not be told from them.
 * Any JSON reader reads it; jw_bytes gives the bytes back. */
void jw_str(buf *b, const char *s, size_t n);
/* Text known to be UTF-8, written as it is (a record's text: convert's
 * JSON Lines, which a reader takes back as written). */
void jw_text(buf *b, const char *s, size_t n);
/* The bytes a string of jw_str stands for, from the string a JSON reader
 * made of it: each character of U+EF80 to U+EFFF back to its byte, in
 * place (it only shrinks). Returns s. */
char *jw_bytes(char *s);
void jw_cstr(buf *b, const char *s); /* NULL: null */
void jw_int(buf *b, long long v);
/* A finite number as jansson writes a real: 17 significant digits, and
 * ".0" after one that would read as an integer (2.0, 1.5). */
void jw_real(buf *b, double v);
void jw_bool(buf *b, int v);
void jw_null(buf *b);
/* A member: its key, then its value. */
static inline void jw_kstr(buf *b, const char *key, const char *s) /* NULL: null */
{
	jw_key(b, key);
	jw_cstr(b, s);
}
static inline void jw_kint(buf *b, const char *key, long long v)
{
	jw_key(b, key);
	jw_int(b, v);
}
static inline void jw_kbool(buf *b, const char *key, int v)
{
	jw_key(b, key);
	jw_bool(b, v);
}
/* Two-element arrays: [a,c] of numbers, of strings (NULL: null). */
void jw_ints(buf *b, long long a, long long c);
void jw_strs(buf *b, const char *a, const char *c);
/* Is s[0..n) UTF-8 as RFC 3629 has it (no overlong forms, no surrogates,
 * nothing above U+10FFFF)? */
int jw_utf8(const char *s, size_t n);

#endif
