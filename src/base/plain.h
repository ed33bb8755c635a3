/* plain: text for a terminal, with the control characters that input may
 * carry shown, not obeyed. A player named "\e[8m" would otherwise hide the
 * verdict printed after the name; a name with a newline would forge a line
 * of the report. Every C0 control byte (tab and newline too, unless kept)
 * and DEL, the C1 controls, the bidirectional marks and overrides and the
 * line and paragraph separators written in UTF-8, the characters drawn as
 * nothing (zero-width spaces and joiners, the byte-order mark, the soft
 * hyphen: two names that differ by one print alike; plain.c has the list),
 * and every byte that is not UTF-8 are written as escapes: \n \t \r \e,
 * \xNN for the other bytes, \uNNNN for the characters (\UNNNNNNNN past
 * U+FFFF). */
#ifndef ARB_PLAIN_H
#define ARB_PLAIN_H

#include <stddef.h>

#include "base/buf.h"

enum { PLAIN_KEEP_LINES = 1 }; /* newline and tab pass (a stream of whole lines) */

/* Appends in[0, n) to out, escaped. Returns the bytes of in taken: all of
 * them, but with more (a stream's next piece may follow) the last bytes of
 * a UTF-8 sequence cut short are left for the next call. */
size_t plain_add(buf *out, const char *in, size_t n, int flags, int more);

/* How many bytes of in[0, n) from the start pass as they are (printable
 * ASCII; with PLAIN_KEEP_LINES newline and tab too): what plain_add would
 * copy unchanged before its first escape. */
size_t plain_run(const char *in, size_t n, int flags);

/* Appends to out the blanks that reach as far on a terminal as in[0, n)
 * does once escaped as plain_add escapes it with PLAIN_KEEP_LINES: a tab
 * for each tab, so that both reach the same tab stop, and a space for each
 * column of the rest (an escape's every byte, two for a wide character of
 * the East Asian scripts, none for a combining mark). What puts a caret
 * under a column of a line shown escaped. */
void plain_pad(buf *out, const char *in, size_t n);

/* The columns s[0, n), text shown already (escaped), takes on a terminal:
 * as plain_pad counts them, so that a table's names line up. */
size_t plain_width(const char *s, size_t n);

/* The length of s[0, n) without a UTF-8 character cut short at its end
 * (the bytes from its lead byte on): where text is shortened to fit, it
 * ends between characters. */
size_t plain_cut(const char *s, size_t n);

/* How many bytes of s[0, n) a message quotes where at most max fit: n, or
 * max cut back to the start of the character it would cut (a token quoted
 * to 40 bytes was cut inside a letter, and the message said a byte the
 * record does not hold: '\xe2', or U+EFE2 in JSON). For "%.*s". */
int plain_upto(const char *s, size_t n, size_t max);

/* The string s escaped into out[0, size) (NUL-terminated, cut to fit,
 * between characters): for a value printed in a line of text. Returns out. */
char *plain_value(char *out, size_t size, const char *s);
/* The same appended to out, with no copy where s is plain already (nearly
 * always): what buf_puts(out, plain_value(text, size, s)) adds. */
void plain_put(buf *out, const char *s, size_t size);

#endif
