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

#include "base/buf.h"

void jw_open(buf *b, char brace);   /* '{' or '[' */
void jw_close(buf *b, char brace);  /* '}' or ']' */
void jw_key(buf *b, const char *key); /* plain ASCII, nothing to escape */
/* A string from bytes that may not be UTF-8: where they are not, the first
 * 1024 bytes are written with every byte above 0x7f as '?'. */
void jw_str(buf *b, const char *s, size_t n);
void jw_cstr(buf *b, const char *s); /* NULL: null */
void jw_int(buf *b, long long v);
/* A finite number as jansson writes a real: 17 significant digits, and
 * ".0" after one that would read as an integer (2.0, 1.5). */
void jw_real(buf *b, double v);
void jw_bool(buf *b, int v);
void jw_null(buf *b);
/* A member: its key, then its value. */
void jw_kstr(buf *b, const char *key, const char *s); /* NULL: null */
void jw_kint(buf *b, const char *key, long long v);
void jw_kbool(buf *b, const char *key, int v);
/* Two-element arrays: [a,c] of numbers, of strings (NULL: null). */
void jw_ints(buf *b, long long a, long long c);
void jw_strs(buf *b, const char *a, const char *c);
/* Is s[0..n) UTF-8 as RFC 3629 has it (no overlong forms, no surrogates,
 * nothing above U+10FFFF)? */
int jw_utf8(const char *s, size_t n);

#endif
