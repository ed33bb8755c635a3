/* format: the record formats as one table. Each format reads records from
 * a line source (formats/lines.h) and writes them back; the reader
 * (reader.c) picks one by the content of a file, convert by the target,
 * and nothing outside formats/ calls a format by name.
 *
 * Adding a format: a file formats/NAME.c with its reader and writer and a
 * `const rec_fmt fmt_NAME`, a value of rec_format (core/record.h), and an
 * entry in format.c's table (its place there is its place in detection). */
#ifndef ARB_FORMAT_H
#define ARB_FORMAT_H

#include <stddef.h>

#include "base/buf.h"
#include "base/diag.h"
#include "core/record.h"
#include "formats/lines.h"

/* The longest record a reader holds (the tagged format's lines, all told). */
enum { FMT_MAX_RECORD = 64 << 20, FMT_SET_TAGS = 2 };

/* What to write of a record. moves[i] is the ply to write for element i,
 * in the target notation (NULL: element i is no ply's first token);
 * elements from `upto` on are left out. Each format reads what it needs. */
typedef struct fmt_out {
	const char *const *moves;
	size_t upto;
	const char *stop;      /* a last comment saying why the record stops, or NULL */
	const char *result;    /* replaces the record's result, or NULL */
	/* the result token for a whole record whose movetext has none: its
	 * claim, where one stood without it (a [Result] tag a [PlyCount] shows
	 * whole), else the result the rules decided for a valid one that
	 * claims none (a flat line, a JSON record); or NULL */
	const char *decided;
	/* tagged: tags to set (or with a NULL value drop), a NULL name ending
	 * the list early */
	struct fmt_set {
		const char *tag, *value;
	} set[FMT_SET_TAGS];
	const char *sep;       /* flat: between moves ("" : one space) */
	/* a ply may be several tokens, one space apart, each written and read
	 * back as a move of its own (a notation that keeps a removal apart) */
	int ply_words;
	int resigned;          /* SGF: the game ended by resignation */
	int crawford_game;     /* SGF: the game is the Crawford game of its match */
	/* the rules ended the game, or the record says they did ([Termination
	 * "rules"]): a Ludii trial's natural end, which no other end is */
	int ruled;
	const char *rule_key, *rule_value; /* a rule the record left open, as it counted it */
	const char *game, *variant, *notation; /* JSON: what the record is */
	/* the rule set's title and its source (a Ludii trial names its game
	 * from a .lud path in the source, else from the title); may be NULL */
	const char *title, *source;
	/* a Ludii trial's game= where the record has no [LudiiGame]: one its
	 * reader finds back as the same rule set (var_trial_game), or NULL */
	const char *trial_game;
} fmt_out;

typedef struct rec_fmt {
	rec_format id;
	const char *name;
	/* Is this line of a file's first block one that only this format
	 * writes? first: it is the first line of the file that is not blank.
	 * The line lies in the block, which goes on after it to a NUL (so a
	 * format may look at the lines after it). NULL: only when named. */
	int (*detect)(const char *line, size_t n, int first);
	/* The bytes a line detect may take starts with, past its blanks;
	 * NULL: any. fmt_detect asks a line only of the formats its first
	 * byte may start: a file of one game a line has hundreds of lines in
	 * its first block, and asking each of every detector cost over 300
	 * instructions a line. */
	const char *starts;
	/* A reader taking src over, its pending line first; fields: words a
	 * move (flat). NULL when out of memory. */
	void *(*open)(lines *src, const char *name, int fields);
	/* 1 a record, 0 the end, -1 an unreadable record (d says why; the
	 * next call goes on after it), -2 a read error. */
	int (*read)(void *rd, record *rec, diag *d);
	void (*close)(void *rd);
	/* Appends the record: 0, or -1 (d says why, when it can). `state`
	 * (state_size zeroed bytes, kept by the caller from record to
	 * record) is what the format remembers between records. */
	int (*write)(void *state, const record *rec, const fmt_out *o, buf *out, diag *d);
	size_t state_size;
	/* Its reader takes a long line in parts (lines.h: one record a line,
	 * never held whole), and its struct begins with the lines it reads. */
	int parts;
	/* For a line that starts with a digit: the bytes that may stand past
	 * its first number and the blanks (space, tab) after it where detect
	 * takes the line, none of them where nothing stands there; NULL: any.
	 * fmt_detect asks such a line only of the formats that byte passes:
	 * a file of games one a line as numbers (OpenSpiel's) starts each
	 * line with a digit, and asking movetext and .mat of each cost some
	 * 120 instructions a line. */
	const char *after_number;
} rec_fmt;

/* The formats, in the order detection asks them; NULL-terminated. */
extern const rec_fmt *const rec_formats[];
const rec_fmt *fmt_of(rec_format id);
/* The format of this name ("mat", "sgf", "trl"), as a notation names its
 * container; NULL for none. */
const rec_fmt *fmt_named(const char *name);
/* The shipped rule set a record was counted under where it left a rule
 * open and counted it the other way (fmt_out's rule_key and rule_value):
 * a money session whose header does not state the Jacoby rule, a gammon
 * counted in full, is backgammon-money-no-jacoby. NULL where none is
 * such: the record's own rule set stands. */
const char *fmt_rules_counted(const char *variant, const char *key, const char *value);
/* The format of a file, from its first block (head, n bytes, then a NUL):
 * the first line that only one format writes decides, whatever comments,
 * boxes or titles come before it; failing that, a file whose first line of
 * text is a list of moves is in the flat format. NULL: no format takes the
 * file (it is not a record file). */
const rec_fmt *fmt_detect(const char *head, size_t n);
/* Does a file with this first block hold records that a folder walk reads:
 * tags, a .mat match, SGF, JSON? A file of one move list a line is read
 * only when named, never found in a folder. */
int fmt_looks_like_records(const char *head, size_t n);
/* Is a file's first block UTF-16 or UTF-32 text (a byte-order mark, or
 * NUL bytes beside each of its first characters)? Its ASCII characters,
 * the others as '?', then go to out (room for n / 2 + 1 bytes), NUL-ended:
 * how many, *bits 16 or 32; 0 where it is neither. arbiter reads UTF-8
 * only: such a file is said so. */
size_t fmt_wide_text(const char *head, size_t n, char *out, int *bits);
/* Where a line's text starts: past a UTF-8 byte-order mark and blanks. */
size_t fmt_text_start(const char *line, size_t n);
/* Would the readers take this line (no line end), first in a file, for
 * binary data: a NUL byte, or a control character (but tab and line ends)
 * on a line that is not UTF-8 either, as random bytes are? The column of
 * the byte, or 0: a control character in UTF-8 text (a name with ESC[8m)
 * is text. */
long fmt_binary_line(const char *p, size_t n);
/* The same of each line of a text a writer made, which may start a file:
 * the first such line's number (from 1), its column in *col; 0: none. */
long fmt_binary_text(const char *p, size_t n, long *col);
/* A record a writer appended to out from start on, as text a reader takes
 * (fmt_binary_text): 0; else -1, d saying which line is not, and out as it
 * was before the record. */
int fmt_written_text(buf *out, size_t start, diag *d);

#endif
