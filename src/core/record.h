/* record: one game record as read, shared by every game and format. The
 * record's text lives in one buffer; tags and movetext elements are spans
 * into it, so reading allocates nothing per token. A record is reused for
 * the next one: rec_clear keeps every capacity.
 *
 * Ownership: the caller owns the record; rec_free releases its buffers. */
#ifndef ARB_RECORD_H
#define ARB_RECORD_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#include "base/buf.h"

typedef struct rec_span {
	uint32_t off, len;
} rec_span;

typedef struct rec_tag {
	rec_span name, value; /* value as written, without quotes; escapes kept */
} rec_tag;

/* Movetext, in order. Moves are refereed; the rest is kept for writers. */
typedef enum {
	EL_MOVE,      /* a move token */
	EL_NUMBER,    /* "12." or "12..." */
	EL_COMMENT,   /* {text} or ;text, with its delimiters */
	EL_NAG,       /* $3, or a suffix such as ! ?! */
	EL_VARIATION, /* (...), kept whole */
	EL_RESULT,    /* 1-0 0-1 1/2-1/2 * */
	/* moves of one word each, a line's run of them left whole by a reader
	 * whose taker asked for it (rec_taker's spans): from the first move's
	 * first byte to the last's last, each move counted in nmoves. The
	 * notation's run plays them at once (games/game.h); the reader's
	 * rec_spanner takes out of a span the EL_MOVE element of a word. */
	EL_SPAN
} el_kind;

typedef struct rec_el {
	uint8_t kind;
	int8_t who;         /* the player who made the move (0, 1), or -1: not said */
	rec_span text;
	uint32_t line, col; /* 1-based, in the source */
} rec_el;

/* The header: the tags core and the commands read, found once, as the
 * format adds them (rec_add_tag), not looked up by name record after
 * record. */
typedef enum {
	H_VARIANT, H_NOTATION, H_RESULT, H_TERMINATION, H_PLYCOUNT,
	H_WHITE, H_BLACK, H_X, H_O,              /* the players: [X]/[O], else [White]/[Black] */
	H_POINTS,                                /* what the game is worth (backgammon) */
	H_MATCH, H_LENGTH, H_GAME, H_SCORE_WHITE, H_SCORE_BLACK, /* the match it is in */
	H_CRAWFORD, H_JACOBY, H_BEAVER, H_CUBE_LIMIT, /* the rules it was played under (backgammon) */
	H_VARIATION,                             /* .mat: the game of the tables it is */
	H_FEN, H_SETUP,                          /* a start from a set-up position */
	H_COUNT
} rec_hkey;

typedef struct rec_header {
	uint32_t at[H_COUNT]; /* 1 + the index of the first tag by each name; 0: none */
	uint32_t again;       /* 1 + the index of the first tag that gives one of
			       * these names again with another value; 0: none */
} rec_header;

/* The container a record was read from. */
typedef enum {
	FMT_AUTO, FMT_TAGGED, FMT_JSON, FMT_FLAT, FMT_MAT, FMT_SGF, FMT_TRL, FMT_GOLDTOKEN, FMT_COUNT
} rec_format;

typedef struct rec_reader rec_reader;
typedef struct record record;

/* A long record handed over as it is read (validate), so that what it
 * holds does not grow with it: once its movetext elements fill
 * REC_WINDOW, where the format allows (`windows`), fn takes them
 * (plays them) and drops those it is done with (rec_drop); the format then
 * drops the text of the lines no element is left on (rec_trim), or, where
 * one line holds the record (flat, JSON) or its text is not its source
 * (SGF), the text before the first element left (rec_cut). */
typedef struct rec_taker {
	void (*fn)(void *arg, record *r);
	void *arg;
	size_t window;       /* elements in a window; 0: REC_WINDOW */
	/* the referee plays the record plainly (validate, no window needed),
	 * in a notation some game runs (games/game.h): a reader of lines of
	 * moves may leave a line's moves as one EL_SPAN, where it holds no
	 * more elements than a window, so that the windows taken stay the
	 * same. The referee clears it where the record's notation has no run. */
	int spans;
} rec_taker;

/* How a reader's EL_SPAN elements are taken apart: the bytes between a
 * span's words, and the reader's own making of the element it would have
 * written for the word of the span at els[i] that starts at text offset
 * off, in the span's place, the words before it and after it left as
 * spans (nmoves stays): that element's index, or -1 out of memory. A
 * record's elements are then those the reader would have written, but for
 * the words still in spans, each span standing in for its words. */
typedef struct rec_spanner {
	const unsigned char *blank; /* 256 entries */
	long (*split)(record *r, size_t i, uint32_t off);
} rec_spanner;

enum { REC_WINDOW = 1 << 16 };

/* A source line a diagnostic shows, kept out of the text dropped. */
typedef struct rec_pin {
	long line;          /* 0: none */
	uint32_t off, len;
} rec_pin;

struct record {
	buf text;
	const char *file;    /* borrowed: the name to report */
	long index;          /* 1-based position in the file */
	long line;           /* first line in the file */
	rec_tag *tags;
	size_t ntags, captags;
	rec_header head;
	rec_el *els;
	size_t nels, capels;
	size_t nmoves;
	/* From formats that carry them (JSON): the game, variant and notation
	 * the record was written with; len 0 when absent. */
	rec_span game_hint, variant_hint, notation_hint;
	rec_format format;
	/* text holds the source lines from `line` on, so a line of it can be shown
	 * under an error (not so for JSON or SGF, whose text is rebuilt) */
	/* a record with tags whose movetext stops without its result token:
	 * the file was cut off (the tagged format) */
	int cut_off;
	/* the claimed winner is read from where a line stands, not from what it
	 * says (a .mat "Wins" line alone): where the rules decide the winner, a
	 * claim that names the other is a slip, said as a warning */
	int winner_by_column;
	/* the format chose the rule set from what it implies (a .mat match
	 * line), not from a tag: a rule the header does not state is open */
	int rules_implied;
	/* variations off the main line (SGF's other branches), passed over
	 * as the record was read: no writer has them to write, so convert
	 * says so */
	int branches;
	/* text the format passed over among the moves, said as a warning at
	 * its place (a .mat score line's part pasted into an empty cell): its
	 * span in text, its line and column; len 0 where none */
	rec_span passed;
	uint32_t passed_line, passed_col;
	/* the match's score where the format writes it as members of one
	 * property, not as a line of its own (SGF's MI[ws:1][bs:0]): the
	 * property's name and its members' ("MI", "ws", "bs"), and where the
	 * first of them is; score_prop NULL where none */
	const char *score_prop, *score_keys[2];
	uint32_t score_line, score_col;
	/* the claimed result where the format writes it as a property of its
	 * own, not in the text (SGF's RE[W+2]): the property's name, its value
	 * as written, and where the value is; claim_prop NULL where none */
	const char *claim_prop;
	char claim_as[16];
	uint32_t claim_line, claim_col;
	int text_is_source;
	/* text from this offset on was not written in this part of the source (a
	 * .mat match header, tags the container implies): located at `line`.
	 * 0: all of it was. */
	uint32_t implied;
	/* windows (rec_taker): the taker, kept by rec_clear; whether the format
	 * lets it take this record's elements as they come */
	rec_taker take;
	int windows;
	size_t el_base;      /* elements dropped before els[0]: its index in the whole */
	size_t dropped;      /* bytes of text dropped (rec_cut: before text[0]) */
	/* text from `gap` on starts at the source line gap_line (0: nothing
	 * dropped); before it, the header's lines up to head_end, then the pins */
	uint32_t head_end, gap;
	long gap_line;
	long keep[2];        /* lines to pin before they are dropped (0: none) */
	rec_pin pin[2];
	size_t trimmed;      /* el_base at the last rec_trim */
	/* the reader that wrote the record's EL_SPAN elements; NULL: none */
	const rec_spanner *spanner;
};

void rec_clear(record *r);
void rec_free(record *r);
int rec_add_tag(record *r, rec_span name, rec_span value);
/* rec_add_tag for a name whose header key the caller knows: k, its
 * rec_hkey, or -1 for a name of none (a format's own tags, a dozen a game,
 * written from literal names, pass the look-up of each name). */
int rec_add_tag_key(record *r, rec_span name, rec_span value, int k);
/* Keeps the first n tags, the header's table with them (their text
 * stays). */
void rec_keep_tags(record *r, size_t n);
/* Makes dst a copy of src (its text, tags and elements), keeping dst's
 * capacities; dst->file is src's (borrowed). 0, or -1 out of memory (dst
 * is then empty). */
int rec_copy(record *dst, const record *src);
/* Room for one more element: more memory, or where the record is taken
 * in windows and its elements fill one, the taker's turn. */
int rec_grow_els(record *r);
/* Room for n elements in all, the windows' taker not asked (a reader
 * that writes fewer elements than it stands for keeps the room it would
 * have grown to): 0, or -1 out of memory. */
int rec_reserve_more_els(record *r, size_t n);
/* where the room is there already (every record after the first of a
 * file of short games), no call */
static inline int rec_reserve_els(record *r, size_t n)
{
	return n <= r->capels ? 0 : rec_reserve_more_els(r, n);
}
/* Drops the first n elements (the taker is done with them); the others
 * move to the front, el_base counting those gone. */
void rec_drop(record *r, size_t n);
/* Drops the text of the whole lines before the first element left (the
 * format calls it at the end of a line, where no element is open), but for
 * the lines keep[] names, which are pinned. */
void rec_trim(record *r);
/* Drops the text [from, the first element left or upto, the nearer), as
 * rec_trim does by lines, for a record whose text is one line read in parts or not its
 * source: the text then holds no source line whole (text_is_source is
 * cleared; such a line, longer than a part, is too long to show anyway). */
void rec_cut(record *r, uint32_t from, uint32_t upto);
/* The source line numbered line, as the record holds it (without its line
 * end): *n bytes; NULL where the record does not hold it. */
const char *rec_source(const record *r, long line, size_t *n);
/* The line numbered want of text[0, len), whose first line is first:
 * *n bytes without its line end; NULL when the text ends before it, or
 * there is no text. */
const char *rec_text_line(const char *text, size_t len, long first, long want, size_t *n);

/* An element of the player who (0, 1; -1: not said). */
static inline int rec_add_el_of(record *r, el_kind kind, int who, rec_span text, uint32_t line,
				uint32_t col)
{
	if (r->nels == r->capels && rec_grow_els(r))
		return -1;
	r->els[r->nels++] = (rec_el){ .kind = (uint8_t)kind, .who = (int8_t)who, .text = text,
				      .line = line, .col = col };
	r->nmoves += kind == EL_MOVE;
	return 0;
}

static inline int rec_add_el(record *r, el_kind kind, rec_span text, uint32_t line, uint32_t col)
{
	return rec_add_el_of(r, kind, -1, text, line, col);
}

/* The header's tag k (NULL: the record has none), its value unescaped
 * into out (NULL when none), and its value as a number (dflt when none or
 * not a number). A look in the table, inline: a record's start and end ask
 * for a dozen tags, most of them absent. */
static inline const rec_tag *rec_head_tag(const record *r, rec_hkey k)
{
	return r->head.at[k] ? &r->tags[r->head.at[k] - 1] : NULL;
}
/* A tag's value, unescaped into out (cut to fit n > 0); out. */
const char *rec_tag_unescaped(const record *r, const rec_tag *t, char *out, size_t n);
static inline const char *rec_head(const record *r, rec_hkey k, char *out, size_t n)
{
	const rec_tag *t = rec_head_tag(r, k);

	return t ? rec_tag_unescaped(r, t, out, n) : NULL;
}
/* A tag's value unescaped into out for people to read: cut to fit n > 0,
 * where it is cut, between UTF-8 characters. */
const char *rec_tag_shown(const record *r, const rec_tag *t, char *out, size_t n);
/* A hash of a tag's whole value, unescaped (FNV-1a): values cut to one
 * size that differ past it are told apart by it. */
uint64_t rec_tag_hash(const record *r, const rec_tag *t);
/* Is the tag's value, as rec_tag_unescaped would make it in n > 0 bytes,
 * the string s? Compared where it lies, without the copy. */
int rec_tag_is(const record *r, const rec_tag *t, const char *s, size_t n);
/* A tag's value as a number; dflt when it is none. */
long rec_tag_number(const record *r, const rec_tag *t, long dflt);
static inline long rec_head_long(const record *r, rec_hkey k, long dflt)
{
	const rec_tag *t = rec_head_tag(r, k);

	return t ? rec_tag_number(r, t, dflt) : dflt;
}
/* A number of a record as an int: past an int it is the largest (or the
 * least) int, never wrapped round to another (a match of 4294967299
 * points is not one of 3), as the .mat reader reads its numbers. */
static inline int rec_int(long n)
{
	return n > INT_MAX ? INT_MAX : n < INT_MIN ? INT_MIN : (int)n;
}
/* rec_head_long for a number that is an int: a match's length, a game's
 * number. */
static inline int rec_head_int(const record *r, rec_hkey k, int dflt)
{
	return rec_int(rec_head_long(r, k, dflt));
}
/* What a tag's value is as a number that decides a verdict (a match's
 * length, a score, a game's number): digits that hold an int (leading
 * zeros aside); no value (empty, "?", "-" as PGN writes the unknown, "-1"
 * as the .mat reader writes "no length given"); something else than
 * digits ("1e3", "0x10", "+3", "-5"); or digits past an int, which would be
 * read as a number the record does not hold (core/record.c). */
enum { REC_NUM_DIGITS, REC_NUM_NONE, REC_NUM_NOT_DIGITS, REC_NUM_PAST_INT };
int rec_tag_number_kind(const record *r, const rec_tag *t);
/* The two players, first player first: [X] and [O], else [White] and
 * [Black]; "?" for one not named (n is at least 2), a long name cut to
 * fit between UTF-8 characters (rec_tag_shown). Returns 1 when both are
 * named. For names shown; players are told apart by rec_player_names. */
int rec_players(const record *r, char *first, char *second, size_t n);
/* Does a player's name name nobody: empty, PGN's "?", or a side's label,
 * "X", "Player O", "white", "Player 2" (an app that writes its sides'
 * labels where the players' names go, in every game it exports)? Such
 * games are no match (core/match.c) and no one's in the standings. */
int rec_names_nobody(const char *name);
/* The same names whole (first and second cleared first; a name may hold a
 * NUL byte where the record has one): 1 when both are named, 0 when not,
 * -1 out of memory. */
int rec_player_names(const record *r, buf *first, buf *second);
/* Does the record's game come after a game numbered last in the same
 * match ([Game] rising)? Where either has no number (last < 0), it may. A
 * game numbered as or before the last starts another match of the same
 * name, as when files are joined into one. */
int rec_game_follows(const record *r, long last);
/* The value of a tag (unescaped into out), or NULL when the record has none. */
const char *rec_tag_value(const record *r, const char *name, char *out, size_t n);
/* The claimed result: from the movetext, else the [Result] tag; RES_* of
 * games/game.h, or -1 when the record claims nothing. */
int rec_claimed(const record *r);
/* A tag's value as a number; dflt when the record has no such tag or it
 * does not start with a number. */
long rec_tag_long(const record *r, const char *name, long dflt);
/* The (first) tag named name, or NULL. Tag names are compared with a
 * letter in either case: [variant] is [Variant] (the producer's spelling
 * is kept, and written back). */
const rec_tag *rec_tag_find(const record *r, const char *name);
/* Is tag t named name, n bytes? (In line: a look-up by name asks it of
 * every tag of the record.) */
static inline int rec_tag_named(const record *r, const rec_tag *t, const char *name, size_t n)
{
	const char *a = r->text.p + t->name.off;

	if (t->name.len != n)
		return 0;
	for (size_t i = 0; i < n; i++) /* a byte that differs: a letter's other case */
		if (a[i] != name[i] &&
		    ((a[i] ^ name[i]) != 0x20 || (a[i] | 0x20) < 'a' || (a[i] | 0x20) > 'z'))
			return 0;
	return 1;
}
/* A tag's value, unescaped and whole, into out (cleared first; it may hold
 * a NUL byte: out->len says the length). 0, or -1 out of memory. */
int rec_tag_text(const record *r, const rec_tag *t, buf *out);
/* Line and column of an offset into the record's text; column 0 when the
 * text there was not written at that place (see `implied`). */
void rec_locate(const record *r, uint32_t off, long *line, long *col);
/* For tests only: set, rec_locate finds the lines before off a memchr
 * call a line, as it did before it counted them sixteen bytes a step. */
extern int rec_locate_by_lines;
/* Parses "1-0", "0-1", "1/2-1/2", "*"; -1 otherwise. */
int rec_result_of(const char *s, size_t n);
const char *rec_result_text(int result);

static inline const char *rec_at(const record *r, rec_span s)
{
	return r->text.p + s.off;
}

#endif
