#include "formats/mat.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/plain.h"

/* The .mat reader, by the format's grammar. Every line is one of these
 * kinds, told by what it holds, never by where it stands in the file:
 *
 *   header   ";" "[" key '"' value '"' "]"       a tag of the match after it
 *   match    number "point match" ...              a match starts (0: money play)
 *   game     "Game" number                         a game starts: a record
 *   score    name ":" number  name ":" number      a game's first line: players, score
 *   actions  [number ")"] action [action]          the game's actions, in two columns
 *   blank, or any other text                       before a game: a comment, a box
 *                                                   drawn with + - |, a title
 *
 *   action   roll ":" [play]  | "Doubles" ["=>" n] | "Takes" | "Drops" | "Beavers" ["=>" n]
 *            | "Resigns" | "Concedes" | "????"      (read by the game: notation.c)
 *            | "Wins" n "point[s]" ["and the match"] | "Losses" n "point[s]"   (claims)
 *
 * Two actions on a line are the two players' (however they are spaced, or
 * when a long first runs into the second); one alone is the second
 * player's when it starts where the score line's second name does, or
 * right of that, less a margin (tabs count to the next multiple of 8), or
 * from column 24 on, where a long first name pushes the second past it. A
 * claim names the winner by its column:
 * "Losses" the loser's, and a resignation in the game names who resigned,
 * so the "Wins" line below either may stand in any column. */

enum { MAX_HEADER = 4096, RIGHT_COLUMN = 28, COLUMN_MARGIN = 4 };

typedef struct mat_reader {
	lines src;
	const char *name;
	long index;            /* games read: each is a record */
	int match, length;     /* the match being read, and its length */
	int games_in_match;
	int last_game;         /* the number of the match's last game, or -1 */
	buf header;            /* the match's header as each game's text holds it: "Key\n"
				* "value\n" a tag, values escaped */
	buf spans;             /* where its keys and values stand in it: rec_spans in turn */
	buf variation;         /* its last [Variation]'s value, as written */
	int value_next;        /* the header's next string is a value (header_tag) */
	int variation_next;    /* and it is [Variation]'s */
	int in_bad_game;       /* the lines up to the next game, match or header are
				* the rest of a game said unreadable */
	long len_line, len_col; /* where a match's length that is no int in digits
				 * stands (rd->length LEN_BAD): each game of it is
				 * unreadable, said there */
	char len_text[24];     /* that length, as written (cut) */
} mat_reader;

/* A match's length, a game's number written so that it is no int in digits:
 * "-5", "+3", "1e3", "0x10", "2.5", "99999999999" (past the largest int). */
enum { NO_NUMBER = -1, BAD_NUMBER = -2 };

/* The format table's open (formats/format.h). */
static void *open_reader(lines *src, const char *name, int fields)
{
	mat_reader *rd = calloc(1, sizeof *rd);

	(void)fields;
	if (rd) {
		rd->src = *src;
		lines_want_cr(&rd->src);
		rd->name = name;
		rd->length = -1;
	}
	return rd;
}

static void close_reader(void *arg)
{
	mat_reader *rd = arg;

	if (rd) {
		lines_free(&rd->src);
		buf_free(&rd->header);
		buf_free(&rd->spans);
		buf_free(&rd->variation);
		free(rd);
	}
}

/* isspace() in the C locale, without the call. */
static int blank(char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

static const char *skip(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

/* skip() over the record's text, where a line's blanks run long (the gap
 * between the columns): eight bytes at a time. The text is a buf, which
 * may be read past its end (BUF_SLACK), and end is a line end there, not
 * blank. */
static const char *skip_run(const char *p, const char *end)
{
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	for (;;) {
		uint64_t w;
		memcpy(&w, p, sizeof w);
		w ^= 0x2020202020202020u; /* a space: 0 */
		if (w) {
			p += __builtin_ctzll(w) / 8; /* the first byte not a space */
			break;
		}
		p += 8; /* eight spaces: end is past them */
	}
	if (*p != '\t') /* a tab in the run is rare: skip() the rest then */
		return p;
#endif
	return skip(p, end);
}

/* The number of the digits at p (a digit: no blank or sign before them),
 * INT_MAX past it, with no library call: a game's line, its score line
 * and a claim's points have them. A number too large for an int reads as
 * the largest, never wrapping round to a small one, 0 or below. */
static int number(const char *p)
{
	long v = 0;

	for (; *p >= '0' && *p <= '9'; p++)
		v = v > INT_MAX / 10 ? INT_MAX : v * 10 + (*p - '0');
	return v > INT_MAX ? INT_MAX : (int)v;
}

/* Does p start with word, in any case? word is lower case: letters, digits
 * and punctuation ('|' 0x20 folds only the letters' case that way). Every
 * word of every line comes here: no library call. */
static int starts(const char *p, const char *end, const char *word)
{
	for (; *word; word++, p++)
		if (p == end || ((unsigned char)*p | 0x20) != (unsigned char)*word)
			return 0;
	return 1;
}

/* A number of the grammar at p, its digits checked: its value, *to past
 * its word; BAD_NUMBER where the word is no int written in digits: a sign
 * before them ("-5", "+3"), a letter, digit or '.' run on after them
 * ("1e3", "0x10", "2.5", but not "5point": a word "point" ends it), or
 * digits past 2147483647, which were read as that largest int, a number
 * the file does not hold; NO_NUMBER where p holds no digit (after a sign).
 * Asked of a match's, a game's, a score's and a claim's line, never of a
 * line of plays. */
/* The digits at q, their value in *v (INT_MAX + 1 for any past an int):
 * past them. */
static const char *digits_of(const char *q, const char *end, long long *v)
{
	for (*v = 0; q < end && *q >= '0' && *q <= '9'; q++)
		if ((*v = *v * 10 + (*q - '0')) > INT_MAX)
			*v = (long long)INT_MAX + 1;
	return q;
}

static __attribute__((noinline)) int read_number_slow(const char *p, const char *end,
							const char **to)
{
	const char *q = p;
	long long v;
	int bad = 0;

	if (q < end && (*q == '-' || *q == '+'))
		q++, bad = 1;
	if (q == end || *q < '0' || *q > '9')
		return *to = p, NO_NUMBER;
	q = digits_of(q, end, &v);
	bad |= v > INT_MAX;
	while (q < end && ((*q >= '0' && *q <= '9') || ((*q | 0x20) >= 'a' && (*q | 0x20) <= 'z') ||
			   *q == '.') &&
	       !((*q | 0x20) == 'p' && starts(q, end, "point")))
		q++, bad = 1;
	*to = q;
	return bad ? BAD_NUMBER : (int)v;
}

/* read_number_slow() where a line's numbers are read, for the usual number:
 * at most nine digits, a blank or the line's end after them, in one pass;
 * anything else is looked at again there. */
static inline __attribute__((always_inline)) int read_number(const char *p, const char *end,
							     const char **to)
{
	const char *q = p;
	unsigned v = 0;

	while (q < end && *q >= '0' && *q <= '9' && q - p < 9)
		v = v * 10 + (unsigned)(*q++ - '0');
	if (q > p && (q == end || *q == ' ' || *q == '\t'))
		return *to = q, (int)v;
	return read_number_slow(p, end, to);
}

static int bad_number(diag *d, const char *file, long lineno, long col, const char *what,
		      const char *at, const char *to);

/* "; [Key "value"]" */
static int header(const char *p, const char *end, const char **k, size_t *kn, const char **v,
		  size_t *vn)
{
	p = skip(p, end);
	if (p == end || *p++ != ';')
		return 0;
	p = skip(p, end);
	if (p == end || *p++ != '[')
		return 0;
	*k = p; /* a key may hold spaces: XG writes [Player 1 "name"], [Match ID "1"] */
	while (p < end && *p != '"' && *p != ']')
		p++;
	if (p == end || *p++ != '"')
		return 0;
	for (*kn = (size_t)(p - 1 - *k); *kn && isspace((unsigned char)(*k)[*kn - 1]);)
		(*kn)--;
	*v = p;
	while (p < end && *p != '"')
		p++;
	*vn = (size_t)(p - *v);
	return p < end && *kn > 0;
}

/* " 5 point match", "25 Point Match": the length, or NO_NUMBER; "Money
 * session" (a bot's log, where gnubg writes " 0 point match"): 0. A length
 * that is no int in digits ("-5", "1e3", "99999999999": read_number) makes
 * the line a match's all the same, BAD_NUMBER (it was passed over as a
 * title, or read as the largest int: "-5 point match" judged as a match of
 * no length; gnubg refuses the file). */
static int match_line(const char *p, const char *end)
{
	int n;

	p = skip(p, end);
	if (p < end && (*p | 0x20) == 'm' && starts(p, end, "money")) {
		p = skip(p + 5, end);
		return starts(p, end, "session") && skip(p + 7, end) == end ? 0 : NO_NUMBER;
	}
	if ((n = read_number(p, end, &p)) == NO_NUMBER)
		return NO_NUMBER;
	p = skip(p, end);
	if (!starts(p, end, "point"))
		return NO_NUMBER;
	p = skip(p + 5, end);
	return starts(p, end, "match") ? n : NO_NUMBER;
}

/* Where the number of a game line " Game 3" stands (p: the line's first
 * byte not blank), or NULL where the line is none. */
static inline const char *game_number_at(const char *p, const char *end)
{
	if (p == end || (*p | 0x20) != 'g' || !starts(p, end, "game") || end - p < 5 ||
	    (p[4] != ' ' && p[4] != '\t')) /* "Game 3", or a tab after the word */
		return NULL;
	return skip(p + 5, end);
}

/* " Game 3": the number, or NO_NUMBER; BAD_NUMBER where it is no int in
 * digits ("Game 2e3" was read as game 2, "Game 0x10" as game 0, "Game
 * 99999999999" as the largest int; "Game -1" left the game's lines with
 * no game). What follows the number is not looked at ("Game 3: ..."). */
static int game_line(const char *p, const char *end)
{
	const char *to;

	p = game_number_at(skip(p, end), end);
	return p ? read_number(p, end, &to) : NO_NUMBER;
}

/* A cube word, a resignation or a claim at p; 0 when the word at p is none. */
static int word_action(const char *p, const char *end)
{
	static const char *const words[] = { "double", "redouble", "take", "drop", "beaver",
					     "raccoon", "accept", "pass", "reject", "resign",
					     "concede", "wins", "losses", NULL };
	int c = (unsigned char)*p | 0x20;

	switch (c) {
	case 'd': case 't': case 'b': case 'a': case 'p': case 'r': case 'c': case 'w': case 'l':
		/* the first letters of the words below */
		break;
	default:
		return 0; /* the first letter of no word: the common case */
	}
	for (int i = 0; words[i]; i++)
		if (words[i][0] == c && starts(p, end, words[i]))
			return 1;
	return 0;
}

/* Where an action starts: a roll "52:", a cube word, a resignation, or a
 * claim; 0 when the word at p starts none. Every word of every line comes
 * here: ASCII tests, not <ctype.h> calls, and the words apart. */
static inline int action_at(const char *p, const char *end)
{
	int c = (unsigned char)*p;

	/* any two digits: a roll of 7-3 is an action the game refuses, not noise */
	if (c >= '0' && c <= '9')
		return end - p >= 3 && p[1] >= '0' && p[1] <= '9' && p[2] == ':';
	if (c == '?') /* "????": a resignation written without its roll */
		return end - p >= 3 && p[1] == '?' && p[2] == '?';
	return word_action(p, end);
}

/* A numbered line of actions: "  3)" and an action after it. */
static int action_line(const char *p, const char *end)
{
	const char *q = p = skip(p, end);

	while (q < end && isdigit((unsigned char)*q))
		q++;
	if (q == p || q == end || *q != ')')
		return 0;
	q = skip(q + 1, end);
	return q < end && action_at(q, end);
}

/* A line of a file's first block that only .mat files write (format.h),
 * from its first byte c at p (past its blanks), asked only of the kinds
 * that byte may start: ';' a header, "money" a match's length, "game" a
 * game, a digit a numbered line of actions ("  3)") or a match's length
 * ("5 point"), told apart by what follows the number. A line of another
 * file is passed at its first byte, one of numbers (Ultimate
 * Tic-Tac-Toe's cells) at the byte after its first. */
static __attribute__((noinline)) int mat_line(const char *p, const char *end, int c)
{
	const char *k, *v, *q = p;
	size_t kn, vn;

	if (c == ';')
		return header(p, end, &k, &kn, &v, &vn);
	if ((c | 0x20) == 'm')
		return match_line(p, end) != NO_NUMBER;
	if (c < '0' || c > '9') { /* "Game 3" alone: a title may start so ("Game 3: ...") */
		if (game_line(p, end) == NO_NUMBER)
			return 0;
		for (q = skip(p + 5, end); q < end && *q >= '0' && *q <= '9'; q++)
			;
		return skip(q, end) == end;
	}
	while (q < end && *q >= '0' && *q <= '9')
		q++;
	if (q < end && *q == ')')
		return action_line(p, end);
	q = skip(q, end);
	return q < end && (*q | 0x20) == 'p' && match_line(p, end) != NO_NUMBER;
}

static int detect(const char *line, size_t n, int first)
{
	const char *end = line + n, *p = skip(line, end);
	int c = p < end ? (unsigned char)*p : 0;

	(void)first;
	if (c != ';' && !(c >= '0' && c <= '9') && (c | 0x20) != 'm' && (c | 0x20) != 'g')
		return 0;
	return mat_line(p, end, c);
}

typedef struct game_read {
	record *rec;
	diag *d;
	const char *file;
	int score_seen;
	char players[2][128];
	int score[2];
	rec_span score_at[2];  /* the scores in the score line */
	int right;             /* where the second column starts */
	int winner, points;    /* from "Wins N points" */
	rec_span points_at;    /* N in the "Wins" line */
	int wins_alone;        /* the "Wins" line holds nothing else: its column is all it says */
	int loser, lost;       /* from "Losses N point" */
	rec_span lost_at;
	long lost_line, lost_col;
	int resigner;          /* the column of a resignation among the actions, or -1 */
	const char *passed, *passed_end; /* a score label split() passed over, on its line */
	const char *bad, *bad_to; /* a score that is no int in digits (score_line() -1) */
} game_read;

/* n bytes and a line end, added to the record's text in one piece: every
 * line of a game and every tag comes here. The room is looked at here, as
 * buf_add does: nearly every line finds it, and a call to buf_reserve
 * costs a line more than its bytes do. */
static int add_line(buf *b, const char *s, size_t n)
{
	if (!(b->cap >= b->len + BUF_SLACK && n < b->cap - b->len - BUF_SLACK) &&
	    buf_reserve(b, n + 1))
		return -1;
	memcpy(b->p + b->len, s, n);
	b->p[b->len + n] = '\n';
	b->len += n + 1;
	b->p[b->len] = '\0';
	return 0;
}

/* Two lines, k and v, in one piece: a tag's key and a value with nothing
 * to escape. */
static int add_pair(buf *b, const char *k, size_t kn, const char *v, size_t vn)
{
	char *w;

	if (!(b->cap >= b->len + BUF_SLACK && kn + vn + 1 < b->cap - b->len - BUF_SLACK) &&
	    buf_reserve(b, kn + vn + 2))
		return -1;
	w = b->p + b->len;
	memcpy(w, k, kn);
	w[kn] = '\n';
	memcpy(w + kn + 1, v, vn);
	w[kn + 1 + vn] = '\n';
	b->len += kn + vn + 2;
	b->p[b->len] = '\0';
	return 0;
}

/* A tag's value as a line of b, with PGN's escapes: its length. */
static int add_value(buf *b, const char *v, size_t vn, size_t *len)
{
	size_t off = b->len;

	if (!memchr(v, '"', vn) && !memchr(v, '\\', vn)) { /* nothing to escape: the common case */
		*len = vn;
		return add_line(b, v, vn);
	}
	for (size_t i = 0; i < vn; i++)
		if (((v[i] == '"' || v[i] == '\\') && buf_add(b, "\\", 1)) || buf_add(b, v + i, 1))
			return -1;
	*len = b->len - off;
	return buf_add(b, "\n", 1);
}

static int add_tag(record *rec, const char *k, size_t kn, const char *v, size_t vn)
{
	rec_span ks, vs;
	size_t len;

	ks.off = (uint32_t)rec->text.len;
	ks.len = (uint32_t)kn;
	vs.off = (uint32_t)(ks.off + kn + 1);
	if (!memchr(v, '"', vn) && !memchr(v, '\\', vn)) { /* nothing to escape: the common case */
		vs.len = (uint32_t)vn;
		return add_pair(&rec->text, k, kn, v, vn) || rec_add_tag(rec, ks, vs);
	}
	if (add_line(&rec->text, k, kn) || add_value(&rec->text, v, vn, &len))
		return -1;
	vs.len = (uint32_t)len;
	return rec_add_tag(rec, ks, vs);
}

/* A tag whose value is a number, in decimal (a tag or three a game: no
 * printf). */
static int add_number(record *rec, const char *k, long v)
{
	char text[24], *p = text + sizeof text; /* the value's digits, at the end of text */
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
	rec_span ks = { (uint32_t)rec->text.len, (uint32_t)strlen(k) }, vs;

	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--p = '-';
	vs.off = ks.off + ks.len + 1;
	vs.len = (uint32_t)(text + sizeof text - p);
	return add_pair(&rec->text, k, ks.len, p, vs.len) ||
	       rec_add_tag(rec, ks, vs); /* (digits: nothing to escape) */
}

/* The column where p stands on its line, tabs taken to the next multiple
 * of 8 as a terminal shows them: where a column of actions begins. */
static int column(const char *line, const char *p)
{
	int c = 0;

	for (; line < p; line++)
		c = *line == '\t' ? (c | 7) + 1 : c + 1;
	return c;
}

/* The first score of a score line whose second name follows its digits
 * with no blank between: GNU Backgammon pads the first name and its score
 * to a column, and a long name fills it ("HARMAND : 0Johan HUYCK : 0"),
 * so a letter after the first score's digits starts the second name. The
 * score read so, its digits' end in *to, where the digits hold an int;
 * else BAD_NUMBER (a sign before them, digits past an int), *to as
 * read_number left it. */
static int glued(const char *p, const char *end, const char **to)
{
	long long v;
	const char *q = digits_of(p, end, &v);

	if (q == p || v > INT_MAX || (q < end && *q == '.'))
		return BAD_NUMBER;
	*to = q;
	return (int)v;
}

/* Does an action alone on its line, at s, stand in the second player's
 * column? It does where it starts where the score line's second name does
 * or right of that, less a margin; and, whatever the names, from the column
 * the second player's actions take with no score line (RIGHT_COLUMN) on: a
 * first name of 32 letters pushes the second name past it, and the lone
 * opening play of the player who starts second (gnubg's and arbiter's, at
 * column 33) was read as the first player's. */
static int second_column(const game_read *g, const char *line, const char *s)
{
	int right = g->right < RIGHT_COLUMN ? g->right : RIGHT_COLUMN;

	return column(line, s) >= right - COLUMN_MARGIN;
}

/* "name : 0      name : 3" (names may hold blanks, commas, brackets, or be
 * left out); the second name's column is where the second player's actions
 * stand. 1 when the line is one, 0 when not, -1 when it is one but a score
 * is no int in digits ("-5", "2e3" as the second score, "99999999999":
 * g->bad, the first such). A first score's digits may run into the second
 * name, as GNU Backgammon writes a long first name's (glued). */
static int score_line(game_read *g, const char *p, const char *end, size_t base,
		      const char *line)
{
	const char *bad = NULL, *bad_to = NULL;
	int right = g->right;

	for (int i = 0; i < 2; i++) {
		const char *name = skip(p, end), *colon = memchr(name, ':', (size_t)(end - name)),
			   *e;
		size_t n;
		if (!colon)
			return 0;
		for (e = colon; e > name && isspace((unsigned char)e[-1]); e--)
			;
		/* a name longer than a place is cut, between characters (convert
		 * writes none such: it would not read back) */
		n = (size_t)(e - name) < sizeof g->players[i] ? (size_t)(e - name)
						: plain_cut(name, sizeof g->players[i] - 1);
		memcpy(g->players[i], name, n); /* a NUL in it ends the name, as strlen reads it */
		g->players[i][n] = '\0';
		if (i == 1)
			right = column(line, name);
		const char *at = p = skip(colon + 1, end);
		int v = read_number(p, end, &p);
		if (v == NO_NUMBER)
			return 0;
		if (v == BAD_NUMBER && i == 0)
			v = glued(at, end, &p);
		if (v == BAD_NUMBER && !bad)
			bad = at, bad_to = p;
		g->score[i] = v;
		g->score_at[i].off = (uint32_t)(base + (size_t)(at - line));
		g->score_at[i].len = (uint32_t)(p - at);
	}
	if (skip(p, end) != end)
		return 0;
	/* a line that is none ("1) 31: 8/5 6/5   45: 13/8 8/4", tried while
	 * no move is read) moves no column: its "6/5" was taken for the
	 * second name, and a Wins line under the first player's play was
	 * given to the second */
	g->right = right;
	g->bad = bad;
	g->bad_to = bad_to;
	return bad ? -1 : 1;
}

/* "Wins N points [and the match]", "Losses N point": a claim of the game's
 * end, by the column it stands in. */
static int claim(game_read *g, const char *s, const char *e, int who, size_t base,
		 const char *line, long lineno)
{
	int wins = (*s | 0x20) == 'w';
	const char *q = skip(s + (wins ? 4 : 6), e), *r;
	rec_span span;

	/* points that are no int in digits ("2e3" was read as 2): unreadable */
	if (read_number(q, e, &r) == BAD_NUMBER)
		return bad_number(g->d, g->file, lineno, (long)(q - line) + 1,
				  wins ? "the Wins line's number of points" :
					 "the Losses line's number of points", q, r);
	span.off = (uint32_t)(base + (size_t)(q - line));
	span.len = (uint32_t)(r - q);
	/* no digits: no points claimed (-1); 0 is a claim, and a wrong one */
	if (wins) {
		g->winner = who;
		g->points = r > q ? number(q) : -1;
		g->points_at = span;
	} else {
		g->loser = who;
		g->lost = r > q ? number(q) : -1;
		g->lost_at = span;
		g->lost_line = lineno;
		g->lost_col = (long)(q - line) + 1;
	}
	return 0;
}

/* What an action says besides a play: 1 a resignation, which names who
 * resigned ("Resigns", "Concedes", "????", alone or after a roll); 2
 * DailyGammon's position line after a roll, "12: Illegal play (7;0;1;...)",
 * written where a game starts from another position (nackgammon): a set-up,
 * which is no player's action (the game reads the position); 3 OpenGammon's
 * "Resigned Game" or "Resigned Match", a resignation written in the column
 * of the player it gives the game to (the resigner's cell before it left
 * empty, the "Wins" line under it); else 0. Every action comes here: its
 * first letter decides before a word is compared. */
static int action_kind(const char *s, const char *e)
{
	const char *w = s[0] >= '0' && s[0] <= '9' ? skip(s + 3, e) : s; /* after a roll */
	int c = w < e ? *w | 0x20 : 0;

	if (c == '?')
		return starts(w, e, "???");
	if (c == 'r') {
		const char *x = w == s && starts(w, e, "resigned") ? skip(w + 8, e) : w;
		if (x > w + 8 && ((starts(x, e, "game") && x + 4 == e) ||
				  (starts(x, e, "match") && x + 5 == e)))
			return 3;
		return starts(w, e, "resign");
	}
	if (c == 'c')
		return starts(w, e, "concede");
	return c == 'i' && w != s && starts(w, e, "illegal play (") ? 2 : 0;
}

/* A score line's part for one of the game's players, "Alice : 0", from q:
 * its end, or NULL. Some tournament transcripts paste it into the empty
 * cell before the first move of the player who starts second. */
static const char *score_label(const game_read *g, const char *q, const char *end)
{
	for (int i = 0; i < 2 && g->score_seen; i++) {
		size_t n = strlen(g->players[i]);
		const char *p;
		if (!n || (size_t)(end - q) < n || memcmp(q, g->players[i], n))
			continue;
		p = skip(q + n, end);
		if (p == end || *p != ':')
			continue;
		p = skip(p + 1, end);
		if (p == end || !isdigit((unsigned char)*p))
			continue;
		while (p < end && isdigit((unsigned char)*p))
			p++;
		if (p == end || *p == ' ' || *p == '\t')
			return p;
	}
	return NULL;
}

/* Where the actions of a line start and end, from p on, word by word (an
 * action starts a word; "????" after a roll is its play): how many, or -1
 * (d says why) where the line starts with a word that is no action. A
 * player's score label first on the game's first line of actions is passed
 * over (g->passed). */
static int split(game_read *g, const char *line, const char *p, const char *end, long lineno,
		 const char **at, const char **to)
{
	int n = 0;
	const char *word_end = p; /* where the word before q ends: an action's end */

	for (const char *q = p, *roll = NULL; q < end && n < 4;) {
		const char *w = q = skip_run(q, end);
		int is_action;
		if (q == end)
			break;
		while (w < end && *w >= '0' && *w <= '9')
			w++; /* a roll's digits, a move number's or a point's: read once */
		is_action = w > q ? w - q == 2 && w < end && *w == ':' : action_at(q, end);
		/* after a roll, "????", or "Concedes" one blank on (Backgammon
		 * Studio's "62: Concedes"; a run of blanks before it is the
		 * other column's), is its play */
		if (is_action && !(roll && (*q == '?' || (q - word_end == 1 &&
							    (starts(q, end, "resign") ||
							     starts(q, end, "concede")))))) {
			roll = *q >= '0' && *q <= '9' ? q : NULL;
			to[n] = end;
			at[n++] = q;
			if (n > 1 && to[n - 2] == end)
				to[n - 2] = word_end;
			if ((*q | 0x20) == 'w' && starts(q, end, "wins"))
				break; /* "Wins N points and the match" runs to the end */
		} else if (n) { /* a word of the play, or a move number "24)" (BackgammonGalaxy
				* writes the line's number again before a claim in the
				* second column) */
			if (w > q && w < end && *w == ')') { /* a move number */
				if (to[n - 1] == end)
					to[n - 1] = word_end; /* a number between actions is part of none */
			} else {
				roll = NULL; /* a word of the play: "????" after it is an action */
			}
		} else if (!g->passed && !g->rec->nels && (w = score_label(g, q, end))) {
			/* (on the game's first line of actions only: the empty cell
			 * before the second player's first roll) */
			g->passed = q;
			g->passed_end = w;
		} else {
			w = q;
			while (w < end && *w != ' ' && *w != '\t' && w - q < 20)
				w++;
			diag_at(g->d, g->file, lineno, (long)(q - line) + 1);
			diag_set(g->d, "bad-mat", "'%.*s' is not an action: a roll (52:), Doubles, "
				 "Takes, Drops, Beavers, Resigns or Wins", (int)(w - q), q);
			return -1;
		}
		for (q = w; q < end && *q != ' ' && *q != '\t'; q++)
			;
		word_end = q;
	}
	return n;
}

/* The bytes of a play's words, "13/8", "6/3*", "bar/20", "6/off", of which
 * no action is made wherever they stand: every word of an action holds a
 * letter not among these (word_action()), and a roll a ':' (split() reads
 * them as words of the play). */
static const unsigned char play_byte[256] = {
	['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1,
	['7'] = 1, ['8'] = 1, ['9'] = 1, ['/'] = 1, ['*'] = 1,
	['a'] = 1, ['b'] = 1, ['f'] = 1, ['o'] = 1, ['r'] = 1,
	['A'] = 1, ['B'] = 1, ['F'] = 1, ['O'] = 1, ['R'] = 1, ['('] = 1,
};

/* "Cannot Move" at p, in any case, a word's end after it: the play of a
 * roll that has none, as most programs write it (Backgammon Studio,
 * choue.net, XG's text); no action starts with its words. */
static int cannot_move(const char *p, const char *end)
{
	return end - p >= 11 && starts(p, end, "cannot move") &&
	       (end - p == 11 || p[11] == ' ' || p[11] == '\t');
}

/* split() for the common line, "52: 13/8 8/5   64: 24/18 13/9": one roll
 * or two, each followed by words of play_byte[] only, or by "Cannot Move",
 * in one pass with the blanks skipped eight at a time. The same spans as
 * split(), or -1 where the line holds anything else (a cube word, "????",
 * a move number "24)"): split() reads it then. The line is in the record's
 * text, where a '\n' follows end: no byte test needs end. */
static int split_rolls(const char *p, const char *end, const char **at, const char **to)
{
	const char *q = skip_run(p, end);
	int n = 0;

	for (;;) {
		const char *r = q + 3, *e = r, *word = NULL; /* the last word's end and start */
		if (end - q < 3 || q[0] < '0' || q[0] > '9' || q[1] < '0' || q[1] > '9' || q[2] != ':')
			return -1;
		at[n] = q;
		for (;;) {
			if ((*r | 0x20) == 'c' && cannot_move(r, end))
				r += 11;
			while (play_byte[(unsigned char)*r])
				r++;
			if (r == end || (*r != ' ' && *r != '\t')) {
				if (*r != ')' || r[-2] != '(' || r[-1] < '0' || r[-1] > '9')
					break;
				r++; /* a repeat "(2)", not a move number (whose digits start a word) */
				continue;
			}
			e = r;
			/* one blank between the words of a play, a run between the columns */
			word = r = r[1] == ' ' || r[1] == '\t' ? skip_run(r, end) : r + 1;
		}
		if (r == end) {
			to[n] = end;
			return n + 1;
		}
		/* a second roll "64:", a word of its own */
		if (n == 1 || *r != ':' || word != r - 2)
			return -1;
		to[n++] = e;
		q = word;
	}
}

/* "52:" and nothing after it: a roll with no play. */
static int bare_roll(const char *s, const char *e)
{
	return e - s >= 3 && isdigit((unsigned char)s[0]) && isdigit((unsigned char)s[1]) &&
	       s[2] == ':' && skip(s + 3, e) == e;
}

/* A claim in the column `winner` after a roll with no play that is the
 * game's first action: GNU Backgammon writes such a roll in the first
 * column whoever rolled it (its opening line is set off to the second
 * column only for a play), and the claim in the winner's; the roller is
 * the one who then resigned, the loser, as its SGF has it (PL[B]DI[51]
 * under "1) 51:      Wins 1 point"). */
static void opening_roller(record *rec, int winner)
{
	size_t moves = 0;

	for (size_t j = 0; j < rec->nels; j++)
		moves += rec->els[j].kind == EL_MOVE;
	if (moves == 1 && rec->els[rec->nels - 1].kind == EL_MOVE &&
	    rec->els[rec->nels - 1].who == winner)
		rec->els[rec->nels - 1].who = (int8_t)!winner;
}

/* The actions of a line, from p on, in its two columns: each becomes a
 * move of the record, marked with its player; claims are noted. */
static int actions(game_read *g, size_t base, const char *line, const char *p, const char *end,
		   long lineno)
{
	const char *at[4], *to[4];
	int n = split_rolls(p, end, at, to), plays = n >= 0; /* rolls and plays alone */

	if (n < 0) {
		const char *passed = g->passed;
		n = split(g, line, p, end, lineno, at, to);
		if (g->passed != passed) { /* said by the referee, at its place */
			g->rec->passed = (rec_span){ (uint32_t)(base + (size_t)(g->passed - line)),
						     (uint32_t)(g->passed_end - g->passed) };
			g->rec->passed_line = (uint32_t)lineno;
			g->rec->passed_col = (uint32_t)(g->passed - line + 1);
		}
	}

	for (int i = 0; i < n; i++) {
		const char *s = at[i], *e = to[i];
		int who = n >= 2 ? i > 0 : second_column(g, line, s);
		while (e > s && blank(e[-1]))
			e--;
		if ((*s < '0' || *s > '9') && (starts(s, e, "wins") || starts(s, e, "losses"))) {
			/* after a roll with no play on its line, a claim stands in
			 * the column it is written in (gnubg, for a game given up
			 * before its first play: "1) 61:      Wins 1 point") */
			if (i > 0 && bare_roll(at[i - 1], to[i - 1])) {
				who = second_column(g, line, s);
				opening_roller(g->rec, who);
			}
			if (claim(g, s, e, who, base, line, lineno))
				return -1;
			g->wins_alone |= n == 1 && (*s | 0x20) == 'w';
			continue;
		}
		switch (plays ? 0 : action_kind(s, e)) {
		case 1: g->resigner = who; break;
		case 2: who = -1; break;
		case 3: g->resigner = who = !who; break;
		}
		if (rec_add_el_of(g->rec, EL_MOVE, who,
				  (rec_span){ (uint32_t)(base + (size_t)(s - line)), (uint32_t)(e - s) },
				  (uint32_t)lineno, (uint32_t)(s - line + 1))) {
			diag_set(g->d, "nomem", "out of memory");
			return -1;
		}
	}
	return n < 0 ? -1 : 0;
}

/* A tag whose value is a span of the game's own lines (so that errors point
 * there); the name goes after the text. */
static int span_tag(record *rec, const char *k, rec_span v)
{
	rec_span ks = { (uint32_t)rec->text.len, (uint32_t)strlen(k) };

	return add_line(&rec->text, k, ks.len) || rec_add_tag(rec, ks, v);
}

/* XG's "; Set Pos=..." line in a game, from q (past "; "): a move of no
 * player's, the set-up the game reads it as (notation.c). */
static int set_pos(mat_reader *rd, game_read *g, const char *line, const char *q,
		   const char *end, diag *d)
{
	record *rec = g->rec;
	size_t base = rec->text.len, n = (size_t)(end - line), at = (size_t)(q - line);

	if (add_line(&rec->text, line, n))
		return diag_set(d, "nomem", "out of memory"), -1;
	if (rec_add_el_of(rec, EL_MOVE, -1, (rec_span){ (uint32_t)(base + at), (uint32_t)(n - at) },
			  (uint32_t)rd->src.no, (uint32_t)(at + 1)))
		return diag_set(d, "nomem", "out of memory"), -1;
	return 0;
}

/* The rule set a match's [Variation] names (NULL: none), in a match of
 * `length` points (0: money play), as the reader takes it: gnubg's and XG's
 * words for nackgammon and hypergammon, backgammon, or any other word,
 * the name of a rule set, looked for as a [Variant] is. */
static const char *variation_names(const char *variation, long length)
{
	/* a variation in a match, or in money play (the Jacoby rule and
	 * beavers, as gnubg plays a money session of it) */
	static const char *const hyper[2][3] = {
		{ "hypergammon-1", "hypergammon-2", "hypergammon-3" },
		{ "hypergammon-1-money", "hypergammon-2-money", "hypergammon-3-money" },
	};

	if (variation && strncasecmp(variation, "nack", 4) == 0)
		return length == 0 ? "nackgammon-money" : "nackgammon";
	if (variation && strncasecmp(variation, "hyper", 5) == 0) {
		/* gnubg: "HyperGammon (1)", "(2)", "(3)": checkers per side */
		const char *n = strpbrk(variation, "123");
		return hyper[length == 0][n ? *n - '1' : 2];
	}
	if (variation && strcasecmp(variation, "backgammon") != 0)
		return variation;
	return length == 0 ? "backgammon-money" : "backgammon";
}

/* The rule set the match's header names: [Variation], else money play or a
 * match of backgammon (an unknown word is written where its [Variation]
 * line says). Its rule tags ([Jacoby], [Crawford], [CubeLimit], [Beaver])
 * are the game's to read. */
static int variant_tag(record *rec, const char *variation, int length)
{
	const char *name = variation_names(variation, length);

	if (name == variation) {
		for (size_t i = rec->ntags; i-- > 0;) { /* the last, as variation is */
			const rec_tag *t = &rec->tags[i];
			if (rec_tag_named(rec, t, "Variation", 9))
				return span_tag(rec, "Variant", t->value);
		}
	}
	return add_tag(rec, "Variant", 7, name, strlen(name));
}

/* The tags of a game: the match header, then what the game's lines said. */
static int game_tags(mat_reader *rd, game_read *g, int number)
{
	record *rec = g->rec;
	uint32_t base = (uint32_t)rec->text.len;

	/* the header's text once, then a tag a key and value of it */
	if (rd->header.len && buf_add(&rec->text, rd->header.p, rd->header.len))
		return -1;
	for (size_t i = 0; i + 2 * sizeof(rec_span) <= rd->spans.len; i += 2 * sizeof(rec_span)) {
		rec_span kv[2];
		memcpy(kv, rd->spans.p + i, sizeof kv);
		kv[0].off += base;
		kv[1].off += base;
		if (rec_add_tag(rec, kv[0], kv[1]))
			return -1;
	}
	if (!rec_tag_find(rec, "Variant")) {
		/* (an empty [Variation] names no rule set, as none does) */
		if (variant_tag(rec, rd->variation.len ? rd->variation.p : NULL, rd->length))
			return -1;
		rec->rules_implied = 1;
	}
	if (add_number(rec, "Match", rd->match) || add_number(rec, "Length", rd->length) ||
	    add_number(rec, "Game", number))
		return -1;
	if (g->score_seen &&
	    (add_tag(rec, "White", 5, g->players[0], strlen(g->players[0])) ||
	     add_tag(rec, "Black", 5, g->players[1], strlen(g->players[1])) ||
	     span_tag(rec, "ScoreWhite", g->score_at[0]) ||
	     span_tag(rec, "ScoreBlack", g->score_at[1])))
		return -1;
	if (g->points >= 0 &&
	    (add_tag(rec, "Result", 6, g->winner == 0 ? "1-0" : "0-1", 3) ||
	     span_tag(rec, "Points", g->points_at)))
		return -1;
	return 0;
}

/* Is the line from p (its first byte not blank) a header (1), a match line
 * (2, *n its length) or a game line (3, *n its number), or none (0)? Each
 * starts with its own byte: ';', "money", a digit or a sign, 'g'. *n is
 * BAD_NUMBER where the number is no int in digits. */
static int frame_kind(const char *p, const char *end, const char **k, size_t *kn, const char **v,
		      size_t *vn, int *n)
{
	int c = p < end ? (unsigned char)*p : 0;

	if (c == ';')
		return header(p, end, k, kn, v, vn);
	if (c >= '0' && c <= '9') {
		const char *q = p;
		while (q < end && *q >= '0' && *q <= '9')
			q++;
		if (q < end && *q == ')')
			return 0; /* "12)": a line of actions, the common line */
	}
	if ((c >= '0' && c <= '9') || (c | 0x20) == 'm' || c == '-' || c == '+')
		return (*n = match_line(p, end)) != NO_NUMBER ? 2 : 0;
	if ((c | 0x20) == 'g')
		return (*n = game_line(p, end)) != NO_NUMBER ? 3 : 0;
	return 0;
}

static void clear_header(mat_reader *rd)
{
	buf_clear(&rd->header);
	buf_clear(&rd->spans);
	buf_clear(&rd->variation);
	rd->value_next = rd->variation_next = 0;
}

/* A string of the match's header, a key and a value in turn, kept as each
 * game's text will hold it. */
static void header_string(mat_reader *rd, const char *s, size_t n)
{
	size_t len = n;
	rec_span at = { (uint32_t)rd->header.len, 0 };

	if (rd->value_next) {
		if (rd->variation_next) {
			buf_clear(&rd->variation);
			buf_add(&rd->variation, s, n);
		}
		add_value(&rd->header, s, n, &len);
	} else {
		rd->variation_next = n == 9 && strncasecmp(s, "Variation", 9) == 0;
		add_line(&rd->header, s, n);
	}
	at.len = (uint32_t)len;
	buf_add(&rd->spans, &at, sizeof at);
	rd->value_next = !rd->value_next;
}

/* A header's tag: its key's and its value's strings (a line with a NUL
 * byte is no header: binary()). */
static void header_tag(mat_reader *rd, const char *k, size_t kn, const char *v, size_t vn)
{
	header_string(rd, k, kn);
	header_string(rd, v, vn);
}

/* A header, match or game line (p: its first byte not blank): 1 when the
 * line is one and was taken, 2 when it starts the next record (it is given
 * back), 3 when it starts a game whose number or match's length is no int
 * in digits (the game is unreadable), 0 when it is none. */
static int frame_line(mat_reader *rd, record *rec, const char *line, const char *p,
		      const char *end, int *in_game, int *number)
{
	const char *k, *v;
	size_t kn, vn;
	int n = -1, kind = frame_kind(p, end, &k, &kn, &v, &vn, &n);

	if (!kind)
		return 0;
	if (*in_game) {
		rd->src.again = 1;
		return 2;
	}
	if (kind == 1) {
		if (rd->games_in_match) { /* a header after games: a new match */
			clear_header(rd);
			rd->games_in_match = 0;
			rd->length = -1;
		}
		header_tag(rd, k, kn, v, vn);
	} else if (kind == 2) {
		if (rd->games_in_match)
			clear_header(rd);
		rd->match++;
		rd->length = n;
		rd->games_in_match = 0;
		if (n == BAD_NUMBER) { /* said at each of its games */
			const char *to;
			read_number(p, end, &to);
			rd->len_line = rd->src.no;
			rd->len_col = (long)(p - line) + 1;
			snprintf(rd->len_text, sizeof rd->len_text, "%.*s",
				 plain_upto(p, (size_t)(to - p), 20), p);
		}
	} else {
		if (!rd->match)
			rd->match = 1; /* a file without its " N point match" line */
		/* a game numbered not after the last starts another match (the
		 * referee reads it so: core/match.h), numbered as one */
		if (rd->games_in_match && n >= 0 && rd->last_game >= 0 && n <= rd->last_game) {
			rd->match++;
			rd->games_in_match = 0;
		}
		rd->last_game = n;
		*in_game = 1;
		*number = n;
		rec->index = ++rd->index;
		rec->line = rd->src.no;
		rd->games_in_match++;
		add_line(&rec->text, line, (size_t)(end - line));
		if (n == BAD_NUMBER || rd->length == BAD_NUMBER)
			return 3; /* unreadable: bad_number_game() */
	}
	return 1;
}

/* A number of the grammar, at [at, to) of line lineno, that is no int in
 * digits (read_number): not-a-number, said there, as a tag's number is
 * (core/referee.c). what names it: "the match's length". -1. */
static int bad_number(diag *d, const char *file, long lineno, long col, const char *what,
		      const char *at, const char *to)
{
	int n = plain_upto(at, (size_t)(to - at), 20), digits = *at >= '0' && *at <= '9';

	for (const char *q = at; q < to && digits; q++)
		digits = *q >= '0' && *q <= '9';
	diag_at(d, file, lineno, col);
	if (digits)
		return diag_set(d, "not-a-number", "%s '%.*s' is past 2147483647, the largest number "
				"arbiter reads: what it means cannot be told", what, n, at), -1;
	return diag_set(d, "not-a-number", "%s '%.*s' is no number written in digits: what it "
			"means cannot be told", what, n, at), -1;
}

/* A game whose "Game N" line's number, or whose match's length, is no int
 * in digits (frame_line() 3): unreadable, said at that number; the rest of
 * its lines are passed over. */
static int bad_number_game(mat_reader *rd, record *rec, diag *d)
{
	const char *line = rec->text.p, *end = memchr(line, '\n', rec->text.len), *p, *to;

	p = game_number_at(skip(line, end), end);
	if (read_number(p, end, &to) == BAD_NUMBER)
		return bad_number(d, rd->name, rec->line, (long)(p - line) + 1, "the game's number",
				  p, to);
	return bad_number(d, rd->name, rd->len_line, rd->len_col, "the match's length",
			  rd->len_text, rd->len_text + strlen(rd->len_text));
}

/* The rest of a game that cannot be read, passed over up to the next game,
 * match or header (given back for the next call): -1. */
static int pass_game(mat_reader *rd)
{
	const char *k, *v;
	size_t kn, vn;

	while (lines_next(&rd->src) == 1) {
		const char *l2 = rd->src.p, *e2 = l2 + rd->src.len;
		int n;
		if (frame_kind(skip(l2, e2), e2, &k, &kn, &v, &vn, &n)) {
			rd->src.again = 1;
			break;
		}
	}
	return -1;
}

/* A line in a game that is none of its kinds: said, and the rest of the
 * game passed over. */
static int bad_line(mat_reader *rd, diag *d, const char *line, const char *at)
{
	diag_at(d, rd->name, rd->src.no, (long)(at - line) + 1);
	diag_set(d, "bad-mat", "not a line of a .mat game: expected a numbered line of actions, a "
		 "score line or \"Wins\"");
	return pass_game(rd);
}

/* A numbered line of actions before any game's "Game N" line (one left out,
 * or written so that it is none: "Game -1", "Game x"): its game is an
 * unreadable record of its own, not lines passed over as a title is. */
static int orphan(mat_reader *rd, record *rec, const char *line, const char *at, const char *end,
		  diag *d)
{
	rec->index = ++rd->index;
	rec->line = rd->src.no;
	add_line(&rec->text, line, (size_t)(end - line)); /* shown with the message */
	diag_at(d, rd->name, rd->src.no, (long)(at - line) + 1);
	diag_set(d, "no-game-line", "a line of a game's actions with no \"Game N\" line before it "
		 "(left out, or not a game's number)");
	return pass_game(rd);
}

/* One line of a game, kept in the record's text (its actions are spans of
 * it): 0, or -1 with d set. */
static int game_body(mat_reader *rd, game_read *g, const char *line, const char *p,
		     const char *end, diag *d)
{
	record *rec = g->rec;
	size_t base = rec->text.len, n = (size_t)(end - line), at = (size_t)(p - line);

	if (add_line(&rec->text, line, n))
		return diag_set(d, "nomem", "out of memory"), -1;
	line = rec->text.p + base;
	end = line + n;
	p = line + at;
	if (!g->score_seen && !rec->nmoves) {
		int s = score_line(g, p, end, base, line);
		if (s > 0)
			return g->score_seen = 1, 0;
		if (s < 0)
			return bad_number(d, rd->name, rd->src.no, (long)(g->bad - line) + 1,
					  "a score", g->bad, g->bad_to);
	}
	if (*p >= '0' && *p <= '9') {
		const char *q = p;
		while (q < end && *q >= '0' && *q <= '9')
			q++;
		if (q < end && *q == ')')
			return actions(g, base, line, q + 1, end, rd->src.no);
	}
	if (action_at(p, end)) /* a line of actions without its number: "Wins", "Losses" */
		return actions(g, base, line, p, end, rd->src.no);
	return bad_line(rd, d, line, p);
}

/* The game's end. The claim's winner: the other side of a "Losses" line's,
 * else of the player who resigned, else the "Wins" line's column; the
 * points of "Losses" and "Wins" must agree. Then the tags the match
 * implies. */
static int game_end(mat_reader *rd, game_read *g, int number, diag *d)
{
	if (g->loser >= 0 && g->points >= 0 && g->lost >= 0 && g->lost != g->points) {
		diag_at(d, rd->name, g->lost_line, g->lost_col);
		return diag_set(d, "claims-disagree", "the Losses line says the %s player lost %d, but the "
				"Wins line says the %s player won %d", g->loser ? "second" : "first",
				g->lost, g->winner ? "second" : "first", g->points), -1;
	}
	if (g->loser >= 0 && g->points < 0) {
		g->points = g->lost;
		g->points_at = g->lost_at;
	}
	if (g->loser >= 0)
		g->winner = !g->loser;
	else if (g->resigner >= 0 && g->points >= 0)
		g->winner = !g->resigner;
	else
		g->rec->winner_by_column = g->wins_alone;
	if (game_tags(rd, g, number))
		return diag_set(d, "nomem", "out of memory"), -1;
	return 1;
}

/* A line with a NUL byte (at z) is binary data, as every reader takes it:
 * the game it is in is unreadable (the rest of its lines are passed over,
 * as lines before a game are), or, before a game, it is an unreadable
 * record of its own, as a line too long to hold is. */
static int binary(mat_reader *rd, record *rec, int in_game, const char *line, const char *z,
		  diag *d)
{
	if (!in_game) {
		rec->index = ++rd->index;
		rec->line = rd->src.no;
	}
	diag_at(d, rd->name, rd->src.no, (long)(z - line) + 1);
	return diag_set(d, "binary", "binary data (a NUL byte): not a text record"), -1;
}

/* A line with a carriage return inside it (at cr), as a line with a NUL
 * byte is: GNU Backgammon drops what follows it on the line (the rest of
 * a line of actions, the other player of a score line), a terminal shows
 * that rest over the line's start, and arbiter read the whole line: three
 * readings of one line. Not read, said, rather than one chosen. */
static int lone_cr(mat_reader *rd, record *rec, int in_game, const char *line, const char *cr,
		   diag *d)
{
	if (!in_game) {
		rec->index = ++rd->index;
		rec->line = rd->src.no;
	}
	diag_at(d, rd->name, rd->src.no, (long)(cr - line) + 1);
	return diag_set(d, "lone-cr", "a carriage return inside the line: GNU Backgammon reads "
			"nothing after it, a terminal shows what follows over the line's start; "
			"not read (make it a line end, or take it out)"), -1;
}

/* A line's text: without a UTF-8 byte-order mark, on the first line or any
 * other (files joined with cat), or its line end (LF, CR LF, or CR alone). */
static void trim(const char **line, const char **end)
{
	if (*end - *line >= 3 && memcmp(*line, "\xEF\xBB\xBF", 3) == 0)
		*line += 3;
	while (*end > *line && ((*end)[-1] == '\n' || (*end)[-1] == '\r'))
		(*end)--;
}

static int read_record(void *arg, record *rec, diag *d)
{
	mat_reader *rd = arg;
	game_read g = { .rec = rec, .d = d, .file = rd->name, .winner = -1, .loser = -1,
			.resigner = -1, .right = RIGHT_COLUMN, .points = -1, .lost = -1 };
	int r, in_game = 0, number = 0;

	rec_clear(rec);
	rec->file = rd->name;
	diag_clear(d);
	rec->text_is_source = 1;
	while ((r = lines_next(&rd->src)) == 1) {
		const char *line = rd->src.p, *end = line + rd->src.len, *p, *z, *cr;
		int kind;

		trim(&line, &end);
		p = skip(line, end);
		/* a NUL byte (looked for where one was read: lines.h): the game's,
		 * unless the line starts the next game, match or header
		 * (frame_line gives it back for the next call) */
		z = cr = NULL;
		if (rd->src.odd) /* a NUL byte or a carriage return was read */
			lines_odd(&rd->src, line, end, &z, &cr);
		if (z && !in_game)
			return rd->in_bad_game = 1, binary(rd, rec, in_game, line, z, d);
		if (cr && !in_game)
			return rd->in_bad_game = 1, lone_cr(rd, rec, in_game, line, cr, d);
		if ((kind = frame_line(rd, rec, line, p, end, &in_game, &number)) == 2)
			break;
		if (kind) {
			if (kind == 3)
				return rd->in_bad_game = 1, bad_number_game(rd, rec, d);
			rd->in_bad_game = 0;
		}
		if (z)
			return rd->in_bad_game = 1, binary(rd, rec, in_game, line, z, d);
		if (cr)
			return rd->in_bad_game = 1, lone_cr(rd, rec, in_game, line, cr, d);
		if (!kind && !in_game && !rd->in_bad_game && action_line(p, end))
			return orphan(rd, rec, line, p, end, d);
		if (kind || !in_game)
			continue; /* blank lines, comments, boxes, titles before a game */
		if (p < end && *p == ';' && g.score_seen && starts(skip(p + 1, end), end, "set pos=")) {
			/* eXtreme Gammon's "; Set Pos=<XGID board>/<cube>": the position
			 * the game goes on from, a set-up (as gnubg's import reads it) */
			if (set_pos(rd, &g, line, skip(p + 1, end), end, d))
				return rd->in_bad_game = 1, -1;
			continue;
		}
		if (p == end || *p == ';') { /* kept as blank lines: line numbers stay true */
			buf_add(&rec->text, "\n", 1);
			continue;
		}
		if (game_body(rd, &g, line, p, end, d))
			return rd->in_bad_game = 1, -1;
	}
	if (r == -2)
		return diag_set(d, "io", "read error: %s", strerror(errno)), -2;
	if (r == -3) { /* a line too long to hold: the game it is in is unreadable */
		rd->in_bad_game = 1;
		if (!in_game)
			rec->index = ++rd->index;
		diag_at(d, rd->name, rd->src.no, 1);
		return diag_set(d, "too-long", "a line longer than %d MiB", LINES_MAX >> 20), -1;
	}
	if (!in_game)
		return 0;
	/* a "Game N" line and nothing of a game after it (no score line, no
	 * action, no claim): no game, as a result token alone is none in the
	 * tagged format (gnubg passes it over); one with its score line is a
	 * game not yet begun, unfinished at 0 plies */
	if (!g.score_seen && !rec->nmoves && g.points < 0 && g.lost < 0 && g.resigner < 0) {
		const char *at = rec->text.p; /* its text: the "Game N" line */
		diag_at(d, rd->name, rec->line,
			(long)(skip(at, at + rec->text.len) - at) + 1);
		return diag_set(d, "no-game", "a \"Game %d\" line with nothing of a game after it (no "
				"score line, no actions): a game left out, or the file cut off?",
				number), -1;
	}
	rec->implied = (uint32_t)rec->text.len;
	return game_end(rd, &g, number, d);
}

int mat_made_tag(const char *name, size_t n)
{
	static const char *const made[] = { "Match", "Length", "Game", "White", "Black",
					    "ScoreWhite", "ScoreBlack", "Result", "Points",
					    "Variant", "Notation", NULL };
	for (int i = 0; made[i]; i++)
		if (strlen(made[i]) == n && !strncasecmp(made[i], name, n))
			return 1;
	return 0;
}

/* One move line in GNU Backgammon's layout: the number, the first player's
 * action from column 5, the second's from column 33 (or one space after a
 * long first); cube actions and "Wins" start with a space, as gnubg reads
 * them. */
static void flush(buf *out, int *line, const char *left, const char *right)
{
	char l[128];

	if (!left && !right)
		return;
	snprintf(l, sizeof l, "%s%s", left && isupper((unsigned char)left[0]) ? " " : "",
		 left ? left : "");
	buf_printf(out, "%3d) %-27s %s%s", ++*line, l,
		   right && isupper((unsigned char)right[0]) ? " " : "", right ? right : "");
	while (out->len && out->p[out->len - 1] == ' ')
		out->len--;
	buf_puts(out, "\n");
}

/* What the writer puts in a line of its own, checked with the reader's
 * grammar: the line just written at out[start, len) must read back as what
 * it holds, or the record is refused (the writer's check, as the tagged
 * writer's: formats/tagged.c). */
static const char *written(const buf *out, size_t start, const char **end)
{
	const char *line = out->p + start, *nl = memchr(line, '\n', out->len - start);

	*end = nl ? nl : out->p + out->len;
	return line;
}

/* A number the format writes as digits: a score, a game's number, the
 * match's length, the points won. */
static int digits(const char *s)
{
	size_t i = 0;

	while (s[i] >= '0' && s[i] <= '9')
		i++;
	return i > 0 && i < 10 && !s[i];
}

/* "; [Name "value"]" for each tag the reader does not make itself. */
static int header_tags(const record *rec, buf *out, buf *v, diag *d)
{
	int variation = 0;

	for (size_t i = 0; i < rec->ntags; i++) {
		const rec_tag *t = &rec->tags[i];
		const char *name = rec_at(rec, t->name), *line, *end, *k, *val;
		size_t start = out->len, kn, vn;
		if (mat_made_tag(name, t->name.len))
			continue;
		variation |= rec_tag_named(rec, t, "Variation", 9);
		if (rec_tag_text(rec, t, v))
			return -1;
		buf_puts(out, "; [");
		buf_add(out, name, t->name.len);
		buf_puts(out, " \"");
		buf_add(out, v->p, v->len);
		buf_puts(out, "\"]\n");
		if (out->failed)
			return -1;
		line = written(out, start, &end);
		if (!header(line, end, &k, &kn, &val, &vn) || kn != t->name.len ||
		    memcmp(k, name, kn) || vn != v->len || memcmp(val, v->p, vn) ||
		    skip(val + vn + 1, end) + 1 != end)
			return diag_set(d, "not-held", "its tag %.*s cannot be a line of a .mat "
					"header (a name or value with a quote, a ']' or a line "
					"break)", plain_upto(name, t->name.len, 40), name);
	}
	return variation;
}

/* Does the record's [Variation] name the rule set `name`, as read back
 * (rule tags aside: [Jacoby "Off"] counts money play as it was counted)? */
static int same_rules(const record *rec, const char *name)
{
	char word[64];
	const char *named, *counted;
	char jacoby[16];

	if (!rec_tag_value(rec, "Variation", word, sizeof word))
		return 1;
	named = variation_names(word, rec_tag_long(rec, "Length", 0));
	counted = rec_tag_value(rec, "Jacoby", jacoby, sizeof jacoby) ?
			  fmt_rules_counted(named, "Jacoby", jacoby) : NULL;
	return !strcmp(name, named) || (counted && !strcmp(name, counted));
}

/* The match header, when the record starts a match: its tags, the rule set
 * .mat has a word for, the length. */
static int match_header(const record *rec, buf *out, buf *v, diag *d)
{
	char name[64];
	int variation = header_tags(rec, out, v, d);

	if (variation < 0)
		return -1;
	if (variation && rec_tag_value(rec, "Variant", name, sizeof name) &&
	    !rec->rules_implied && !same_rules(rec, name)) {
		/* a [Variant] its [Variation] does not name, which the reader obeys */
		buf_printf(out, "; [Variant \"%s\"]\n", name);
	} else if (!variation && rec_tag_value(rec, "Variant", name, sizeof name)) {
		if (!strcmp(name, "nackgammon") || !strcmp(name, "nackgammon-money"))
			buf_puts(out, "; [Variation \"NackGammon\"]\n");
		else if (!strcmp(name, "hypergammon-3") || !strcmp(name, "hypergammon-3-money"))
			buf_puts(out, "; [Variation \"Hypergammon\"]\n");
		else if (strcmp(name, "backgammon") && strcmp(name, "backgammon-money"))
			/* a rule set .mat has no word for: named in a header comment */
			buf_printf(out, "; [Variant \"%s\"]\n", name);
	}
	if (!rec_tag_value(rec, "Length", name, sizeof name))
		strcpy(name, "0");
	if (!strcmp(name, "-1")) /* none was read: none is written */
		return 0;
	if (!digits(name))
		return diag_set(d, "not-held", "its match length '%.*s' is not a number",
				plain_upto(name, strlen(name), 20), name);
	buf_printf(out, "\n %s point match\n", name);
	return 0;
}

/* " Game N", then the players and the score before it, as a line that
 * reads back as those names: a name with ':' or blanks at its ends, or one
 * a line of another kind would take ("Game 2", "5 point match"), cannot be. */
static int game_head(const record *rec, buf *out, buf *a, buf *b, diag *d)
{
	char num[32], sa[32], sb[32];
	const rec_tag *w = rec_tag_find(rec, "White"), *k = rec_tag_find(rec, "Black");
	game_read g = { .rec = NULL };
	const char *line, *end;
	size_t start;
	int n;

	if (!rec_tag_value(rec, "Game", num, sizeof num))
		strcpy(num, "1");
	if (!rec_tag_value(rec, "ScoreWhite", sa, sizeof sa))
		strcpy(sa, "0");
	if (!rec_tag_value(rec, "ScoreBlack", sb, sizeof sb))
		strcpy(sb, "0");
	if (!digits(num) || !digits(sa) || !digits(sb))
		return diag_set(d, "not-held", "its game number or score (%.*s, %.*s-%.*s) is not "
				"a number, as .mat writes them", plain_upto(num, strlen(num), 10), num,
				plain_upto(sa, strlen(sa), 10), sa, plain_upto(sb, strlen(sb), 10), sb);
	buf_printf(out, "\n Game %s\n", num);
	/* a score without names (a game a library's caller restarted at 6-3)
	 * is written with the names left out: no score line reads as 0-0 */
	if ((!w || !k) && (!rec_tag_find(rec, "ScoreWhite") || !rec_tag_find(rec, "ScoreBlack") ||
			   (!strcmp(sa, "0") && !strcmp(sb, "0"))))
		return 0;
	if ((w && rec_tag_text(rec, w, a)) || (k && rec_tag_text(rec, k, b)) ||
	    (!w && buf_puts(a, "")) || (!k && buf_puts(b, "")))
		return -1;
	start = out->len;
	n = (int)a->len + 4 + (int)strlen(sa);
	buf_printf(out, " %s : %s%*s%s : %s\n", a->p, sa, n < 32 ? 32 - n : 1, "", b->p, sb);
	if (out->failed)
		return -1;
	line = written(out, start, &end);
	if (header(line, end, &(const char *){ 0 }, &(size_t){ 0 }, &(const char *){ 0 },
		   &(size_t){ 0 }) || match_line(line, end) != NO_NUMBER ||
	    game_line(line, end) != NO_NUMBER ||
	    score_line(&g, skip(line, end), end, 0, line) != 1 || strlen(a->p) != a->len ||
	    strcmp(g.players[0], a->p) || strlen(b->p) != b->len || strcmp(g.players[1], b->p))
		return diag_set(d, "not-held", "its players' names ('%.*s', '%.*s') would not read "
				"back from a .mat score line (no ':', no blank at either end, at "
				"most 127 bytes)", plain_upto(a->p, a->len, 40), a->p,
				plain_upto(b->p, b->len, 40), b->p);
	return 0;
}

int mat_write(void *state, const record *rec, const fmt_out *o, buf *out, diag *d)
{
	mat_out *w = state;
	const char *const *moves = o->moves;
	size_t upto = o->upto;
	char match[32] = "", variant[64], res[8] = "", pts[16];
	char wins[32] = "";
	const char *left = NULL, *right = NULL;
	int line = 0, bad = 0;
	buf v = { 0 }, a = { 0 }, b = { 0 };

	for (size_t i = 0; i < rec->nels; i++)
		if (rec->els[i].kind == EL_MOVE && rec->els[i].who < 0) /* an SGF set-up node */
			return diag_set(d, "set-up", "arbiter writes no set-up position in .mat "
					"(SGF and JSON Lines keep it)");
	rec_tag_value(rec, "Match", match, sizeof match);
	if (!rec_tag_value(rec, "Variant", variant, sizeof variant))
		variant[0] = '\0';
	if (strcmp(w->file, rec->file ? rec->file : "") || strcmp(w->match, match) ||
	    strcmp(w->variant, variant) || !rec_game_follows(rec, w->game)) {
		snprintf(w->file, sizeof w->file, "%s", rec->file ? rec->file : "");
		snprintf(w->match, sizeof w->match, "%s", match);
		snprintf(w->variant, sizeof w->variant, "%s", variant);
		if (out->len)
			buf_puts(out, "\n");
		bad = match_header(rec, out, &v, d);
	}
	w->game = rec_head_long(rec, H_GAME, -1);
	bad = bad || game_head(rec, out, &a, &b, d);
	buf_free(&v);
	buf_free(&a);
	buf_free(&b);
	if (bad)
		return -1;
	/* a draw (two mother checkers pinned) is no side's win: .mat has no
	 * line for it, and the moves show it */
	if (rec_tag_value(rec, "Result", res, sizeof res) && strcmp(res, "1/2-1/2") &&
	    rec_tag_value(rec, "Points", pts, sizeof pts)) {
		if (!digits(pts))
			return diag_set(d, "not-held", "its points '%.*s' are not a number",
					plain_upto(pts, strlen(pts), 10), pts);
		snprintf(wins, sizeof wins, "Wins %s point%s", pts, atoi(pts) == 1 ? "" : "s");
	}
	for (size_t i = 0; i < rec->nels && i < upto; i++) {
		const rec_el *e = &rec->els[i];
		if (e->kind != EL_MOVE || !moves[i])
			continue;
		/* a token that starts no action (an illegal record's move kept
		 * as written, "zz"), read back, is a part of the action before it
		 * on its line, or of none */
		if (!action_at(moves[i], moves[i] + strlen(moves[i])))
			return diag_set(d, "not-held", "its move '%.*s' starts no action of a .mat "
					"line (a roll, a cube action, a resignation): read back, it "
					"would be read as part of another",
					plain_upto(moves[i], strlen(moves[i]), 40), moves[i]);
		if (e->who == 1) {
			right = moves[i];
			flush(out, &line, left, right);
			left = right = NULL;
		} else {
			flush(out, &line, left, NULL);
			left = moves[i];
		}
	}
	/* "Wins" takes the first free cell of its player's column */
	if (wins[0] && !strcmp(res, "0-1") && left) {
		flush(out, &line, left, wins);
		return 0;
	}
	flush(out, &line, left, NULL);
	if (wins[0])
		buf_printf(out, "%*s%s\n", !strcmp(res, "1-0") ? 6 : 34, "", wins);
	return out->failed ? -1 : 0; /* any piece that could not be added */
}

const rec_fmt fmt_mat = { FMT_MAT, "mat", detect, ";0123456789MmGg", open_reader, read_record,
			  close_reader, mat_write, sizeof(mat_out), 0, ")Pp" };
