#include "formats/sgf.h"

#include "base/plain.h"
#include "formats/mat.h"

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef struct sgf_reader {
	lines src;
	const char *name;
	size_t pos;          /* where reading resumes in the current line */
	int have;            /* a line is loaded */
	long index;          /* game trees read */
	int match;           /* matches seen */
	int last_game;       /* MI game of the previous tree */
	int last_length;     /* and its match's length */
	long too_long;       /* a line passed over, longer than LINES_MAX or binary: its number */
	long nul;            /* the column of its NUL byte, where it was binary; 0: too long */
	int between;         /* between game trees: a line's byte-order mark is passed */
	size_t crlf_end;     /* the loaded line ends in CR LF: its length (col), else 0 */
	buf value;           /* one property value, unescaped */
	buf match_tags;      /* "Key\0value\0": the match's date, event, site, round */
	buf here;            /* the same, as this game gives them */
	buf setup;           /* this node's set-up properties, "AE[a:y]AW[a]..." */
	long setup_line, setup_col;
	char dice[3];        /* this node's DI[62], or "" */
	/* the rule set the last game's RU implied (ru_of), and what it was
	 * told: every game of a match says the same */
	const char *ru_variant;
	char ru_rules[64];
	int ru_has, ru_length;
	/* a tree taken in windows (root_read): the tags it had before the
	 * game's (-1: the game's are not added yet), where its elements' text
	 * starts */
	long root_tags;
	uint32_t head;
} sgf_reader;

/* isspace's bytes in the C locale (the program sets no other): a look in a
 * table, not a call, for every byte between a game's properties. */
static const unsigned char space[256] = { [' '] = 1, ['\t'] = 1, ['\n'] = 1, ['\v'] = 1,
					  ['\f'] = 1, ['\r'] = 1 };

static int upper(int c)
{
	return c >= 'A' && c <= 'Z';
}

/* The format table's open (formats/format.h). */
static void *open_reader(lines *src, const char *name, int fields)
{
	sgf_reader *rd = calloc(1, sizeof *rd);

	(void)fields;
	if (rd) {
		rd->src = *src;
		rd->name = name;
		rd->last_game = -1;
	}
	return rd;
}

static void close_reader(void *arg)
{
	sgf_reader *rd = arg;

	if (rd) {
		lines_free(&rd->src);
		buf_free(&rd->value);
		buf_free(&rd->match_tags);
		buf_free(&rd->here);
		buf_free(&rd->setup);
		free(rd);
	}
}

/* A line with a NUL byte is binary data, as every reader takes it: passed
 * over as a line too long to hold is (the tree it is in is unreadable, or
 * between trees it is an unreadable record of its own), its NUL's column
 * noted. */
static int binary_line(sgf_reader *rd)
{
	const char *z = rd->src.nul ? memchr(rd->src.p, '\0', (size_t)rd->src.len) : NULL;

	if (z && !rd->too_long) {
		rd->too_long = rd->src.no;
		rd->nul = (long)(z - rd->src.p) + 1;
	}
	return z != NULL;
}

/* Where a line's text starts: past a UTF-8 byte-order mark, which an
 * editor may put at a file's start (and files joined with cat at a line's
 * start, between game trees), as the tagged and .mat readers pass it. */
static size_t text_start(const char *line, size_t n)
{
	return n >= 3 && !memcmp(line, "\xEF\xBB\xBF", 3) ? 3 : 0;
}

/* A line is loaded (the reader's place set apart): where it ends in CR LF
 * noted, for col. */
static void loaded(sgf_reader *rd)
{
	size_t n = (size_t)rd->src.len;

	rd->have = 1;
	rd->crlf_end = n >= 2 && rd->src.p[n - 1] == '\n' && rd->src.p[n - 2] == '\r' ? n : 0;
}

/* The next line, and where its text starts; 0, or EOF, or -2. */
static inline __attribute__((always_inline)) int load_line(sgf_reader *rd)
{
	for (;;) {
		int r = lines_next(&rd->src);
		if (r == -3 && !rd->too_long)
			rd->too_long = rd->src.no;
		if (r == -3 || (r == 1 && rd->src.nul && binary_line(rd))) {
			rd->have = 0; /* no line is loaded: the long one is gone */
			continue;
		}
		if (r != 1)
			return r == -2 ? -2 : EOF;
		loaded(rd);
		rd->pos = rd->between ? text_start(rd->src.p, (size_t)rd->src.len) : 0;
		if ((size_t)rd->src.len > rd->pos)
			return 0;
	}
}

/* load_line, out of next's way: a byte of the line read costs next no
 * more than that (node_after_move has it inline). */
static __attribute__((noinline)) int next_line(sgf_reader *rd)
{
	return load_line(rd);
}

/* The next character of the stream, or EOF; line and column follow it. A
 * line too long to hold is passed over, and said as an unreadable record:
 * the tree it is in, or one of its own between trees. */
static int next(sgf_reader *rd)
{
	int r;

	if ((!rd->have || rd->pos >= (size_t)rd->src.len) && (r = next_line(rd)) != 0)
		return r;
	return (unsigned char)rd->src.p[rd->pos++];
}

/* After a '(' with only blanks before it on its line: does a game's root
 * follow, ";" and a property only a root holds (FF, GM)? Inside a tree, in
 * a variation or a value, such a line is the next game's: the tree before
 * it was never closed, and the next game is read from there, not lost in
 * it (as a tagged record's open comment ends at the next record's tags). */
static int root_follows(const sgf_reader *rd)
{
	const char *p = rd->src.p + rd->pos, *end = rd->src.p + rd->src.len;

	while (p < end && space[(unsigned char)*p])
		p++;
	if (p == end || *p++ != ';')
		return 0;
	while (p < end && space[(unsigned char)*p])
		p++;
	return end - p >= 3 && p[2] == '[' &&
	       ((p[0] == 'F' && p[1] == 'F') || (p[0] == 'G' && p[1] == 'M'));
}

/* Is the byte at `at` of the loaded line its first that is not blank?
 * Looked at only for a '(' (a new root's, or one in a value): no line's
 * blanks are counted before. */
static int opens_line(const sgf_reader *rd, size_t at)
{
	for (size_t i = text_start(rd->src.p, at); i < at; i++)
		if (!space[(unsigned char)rd->src.p[i]])
			return 0;
	return 1;
}

static int new_root(const sgf_reader *rd, int c)
{
	return c == '(' && opens_line(rd, rd->pos - 1) && root_follows(rd);
}


/* The next byte that is not blank, or EOF, or -2: the blanks of the line
 * loaded passed in one loop, the next line loaded only at its end. */
static inline int next_nonspace(sgf_reader *rd)
{
	for (;;) {
		int r;
		if (rd->have) {
			const unsigned char *p = (const unsigned char *)rd->src.p;
			size_t i = rd->pos, n = (size_t)rd->src.len;
			while (i < n && space[p[i]])
				i++;
			rd->pos = i;
			if (i < n) {
				rd->pos++;
				return p[i];
			}
		}
		if ((r = next_line(rd)) != 0)
			return r;
	}
}

/* next_nonspace after quick_move's ']', where the line ends in its LF
 * and the next line starts with the next node's ';' (one move a line, as
 * arbiter and most programs write SGF): the same steps, the LF passed and
 * the line loaded, without the loop; any other case is next_nonspace's. */
static inline int node_after_move(sgf_reader *rd)
{
	size_t n = (size_t)rd->src.len;
	int r;

	if (rd->pos + 1 == n && rd->src.p[rd->pos] == '\n') {
		rd->pos = n;
		if ((r = load_line(rd)) != 0) /* next_line, inline: a line a move */
			return r;
		if (rd->src.p[0] == ';') {
			rd->pos = 1;
			return ';';
		}
	}
	return next_nonspace(rd);
}

/* The column of the byte last read. A line's LF after a CR is said at the
 * CR's column (crlf_end): with CRLF line ends a fault at a line's end (a
 * tree or a value left open, the file's end) is said where it is with LF
 * alone. */
static long col(const sgf_reader *rd)
{
	return (long)rd->pos - (rd->crlf_end && rd->pos == rd->crlf_end);
}

static int fail(sgf_reader *rd, diag *d, const char *code, const char *msg)
{
	if (rd->too_long || (!strcmp(code, "too-long") && *msg)) {
		diag_at(d, rd->name, rd->too_long ? rd->too_long : rd->src.no, rd->nul ? rd->nul : 1);
		if (rd->nul)
			diag_set(d, "binary", "binary data (a NUL byte): not a text record");
		else if (rd->too_long)
			diag_set(d, "too-long", "a line longer than %d MiB", LINES_MAX >> 20);
		else
			diag_set(d, "too-long", "%s", msg);
		rd->too_long = rd->nul = 0;
	} else {
		diag_at(d, rd->name, rd->src.no, col(rd));
		diag_set(d, code, "%s", msg);
	}
	return -1;
}

/* Where the reader stands in a game tree: how deep, and how deep the main
 * line goes (SGF's main line is the first variation at each branch: the
 * trees open at depths 1 to `main` are on it). Once a tree of the main line
 * closes, the main line is whole: no tree opened after it is on it, however
 * deep the line went. */
typedef struct tree_at {
	int depth, main;
	int ended;
} tree_at;

static void tree_open(tree_at *t)
{
	if (!t->ended && t->depth == t->main)
		t->main++;
	t->depth++;
}

static void tree_close(tree_at *t)
{
	if (t->depth <= t->main)
		t->ended = 1;
	t->depth--;
	if (t->main > t->depth)
		t->main = t->depth;
}

/* After a fault in a game tree, the rest of the tree is passed over (its
 * values, escapes and variations), so that the next tree is read whole;
 * fail_tree says the fault first. */
static void skip_tree(sgf_reader *rd, tree_at *t)
{
	int c;

	while (t->depth > 0 && (c = next(rd)) != EOF && c != -2) {
		if (c == '[')
			while ((c = next(rd)) != ']' && c != EOF && c != -2 && !new_root(rd, c))
				if (c == '\\' && next(rd) < 0)
					break;
		if (new_root(rd, c)) {
			rd->pos--; /* the next game's '(', read again */
			return;
		}
		if (c == '(' || c == ')')
			t->depth += c == '(' ? 1 : -1;
	}
}

/* A tree, or a value in it, still open where the next game's root starts:
 * said at that line, which is read again as the next record. */
static int fail_unclosed(sgf_reader *rd, diag *d, const char *what)
{
	rd->pos--; /* the next game's '(', read again */
	diag_at(d, rd->name, rd->src.no, 1);
	return diag_set(d, "unclosed", "%s is not closed before the next game tree, on this line",
			what), -1;
}

static int fail_tree(sgf_reader *rd, diag *d, tree_at *t, const char *code, const char *msg)
{
	fail(rd, d, code, msg);
	skip_tree(rd, t);
	return -1;
}

/* A byte where a property's name (upper case letters), a node (';') or a
 * tree ('(' or ')') belongs (its c, just read): the text there said as
 * written, up to its next blank or bracket: a name in lower case
 * (w[52mhxv]) or text between nodes. -1. */
static int unexpected(sgf_reader *rd, diag *d, tree_at *t, int c)
{
	char msg[200], one = (char)c;
	int here = rd->have && rd->pos && (unsigned char)rd->src.p[rd->pos - 1] == c;
	const char *at = here ? rd->src.p + rd->pos - 1 : &one;
	size_t n = 1, left = here ? (size_t)rd->src.len - (rd->pos - 1) : 1;

	while (n < left && n < 20 && !memchr(" \t\r\n[];()", at[n], 10))
		n++;
	if (c < '!' || c == 0x7f)
		snprintf(msg, sizeof msg, "byte 0x%02X where a property's name, a node (;) or a "
			 "tree belongs", (unsigned)c & 0xFF);
	else
		snprintf(msg, sizeof msg, "'%.*s' where a property's name (upper case letters: "
			 "W, PL, DI), a node (;) or a tree belongs", plain_upto(at, n, 20), at);
	return fail_tree(rd, d, t, "bad-sgf", msg);
}

/* The games SGF numbers (GM), for saying which game a tree is of. */
static const char *sgf_game(int gm)
{
	static const char *const names[] = { NULL, "Go", "Othello", "chess", "Gomoku", "Nine Men's "
					     "Morris", "backgammon", "Chinese chess", "Shogi",
					     "Lines of Action", "Ataxx", "Hex" };
	return gm > 0 && gm < (int)(sizeof names / sizeof names[0]) ? names[gm] : NULL;
}

/* After a fault that leaves the reader's place in the tree unknown (a line
 * too long to hold or binary, a value too long), the fault is said, and
 * reading goes on at the next line that opens a tree: the line the reader
 * is on, when it came after a line passed over, or one after it (one that
 * is binary is passed over in its turn: the next record). */
static int fail_resync(sgf_reader *rd, diag *d, const char *msg)
{
	int r = 1, here = rd->have && rd->too_long && rd->src.no > rd->too_long;

	fail(rd, d, "too-long", msg);
	while (here || (r = lines_next(&rd->src)) == 1 || r == -3) {
		size_t p;
		here = 0;
		if (r == -3)
			continue;
		p = text_start(rd->src.p, (size_t)rd->src.len);
		while (p < (size_t)rd->src.len && space[(unsigned char)rd->src.p[p]])
			p++;
		if (p < (size_t)rd->src.len && rd->src.p[p] == '(') {
			if (binary_line(rd))
				break;
			loaded(rd);
			rd->pos = p;
			return -1;
		}
	}
	rd->have = 0;
	return -1;
}

/* The bytes of the loaded line from where the reader stands that a value
 * takes as they are, added to it in one piece: up to a ']', an escape, a
 * '(' that opens its line (a new root?), the line's end or the most a
 * value may hold. gnubg's analysis (A[...], DA[...]) is most of its files. */
static const unsigned char value_stop[256] = { [']'] = 1, ['\\'] = 1, ['('] = 1, ['\0'] = 1 };
static const unsigned char in_line_stop[256] = { [']'] = 1, ['\\'] = 1 };

static void value_run(sgf_reader *rd)
{
	const char *line = rd->src.p, *p, *q, *end;

	if (!rd->have || rd->pos >= (size_t)rd->src.len || rd->value.len >= FMT_MAX_RECORD)
		return;
	p = q = line + rd->pos;
	end = line + rd->src.len;
	if ((size_t)(end - p) > FMT_MAX_RECORD - rd->value.len)
		end = p + (FMT_MAX_RECORD - rd->value.len);
	for (;;) {
		while (q < end && !value_stop[(unsigned char)*q])
			q++;
		if (q == end || *q != '(' || opens_line(rd, (size_t)(q - line)))
			break;
		q++; /* a '(' inside its line */
	}
	buf_add(&rd->value, p, (size_t)(q - p));
	rd->pos += (size_t)(q - p);
}

/* A property value after its '[': *v, *vn bytes, escapes resolved. A value
 * that ends on its line with nothing to resolve (a move, most values) is
 * where it lies in the line, *not* NUL-terminated (one_value copies what
 * it reads as a string: held); any other is made in rd->value. */
static int value(sgf_reader *rd, const char **v, size_t *vn, diag *d)
{
	int c;

	if (rd->have && rd->pos < (size_t)rd->src.len) {
		/* after its '[' on this line, a '(' of the value cannot open the
		 * line (value_run's new root): only ']' and '\\' stop it here */
		const char *p = rd->src.p + rd->pos, *q = p, *end = rd->src.p + rd->src.len;
		while (q < end && !in_line_stop[(unsigned char)*q])
			q++;
		if (q < end && *q == ']' && (size_t)(q - p) <= FMT_MAX_RECORD) {
			*v = p;
			*vn = (size_t)(q - p);
			rd->pos += (size_t)(q - p) + 1;
			return 0;
		}
	}
	buf_clear(&rd->value);
	value_run(rd);
	while ((c = next(rd)) != ']') {
		if (rd->too_long) /* the value's end may have gone with the line */
			return fail_resync(rd, d, "");
		if (c == EOF || c == -2)
			return fail(rd, d, "truncated", "a property value is never closed: truncated?");
		if (new_root(rd, c))
			return fail_unclosed(rd, d, "a property value");
		if (c == '\\' && (c = next(rd)) == EOF)
			return fail(rd, d, "truncated", "a property value is never closed: truncated?");
		if (rd->value.len >= FMT_MAX_RECORD) /* held, never more than a record may be */
			return fail_resync(rd, d, "a property value longer than 64 MiB");
		buf_add(&rd->value, &(char){ (char)c }, 1);
		value_run(rd);
	}
	if (!rd->value.p)
		buf_add(&rd->value, "", 0);
	*v = rd->value.p;
	*vn = rd->value.len;
	return 0;
}

/* The value as a string, in rd->value: where value left it in the line. */
static const char *held(sgf_reader *rd, const char *v, size_t vn)
{
	if (v == rd->value.p)
		return v;
	buf_clear(&rd->value);
	buf_add(&rd->value, v, vn);
	if (!rd->value.p)
		buf_add(&rd->value, "", 0);
	return rd->value.p;
}

/* n bytes from v to o, a move's few (2 to 16) in two loads and two
 * stores that overlap where n is not their size, each within v's n bytes
 * and o's: no call. */
static inline void copy_few(char *o, const char *v, size_t n)
{
	if (n >= 8 && n <= 16) {
		uint64_t a, z;
		memcpy(&a, v, 8);
		memcpy(&z, v + n - 8, 8);
		memcpy(o, &a, 8);
		memcpy(o + n - 8, &z, 8);
	} else if (n >= 4 && n < 8) {
		uint32_t a, z;
		memcpy(&a, v, 4);
		memcpy(&z, v + n - 4, 4);
		memcpy(o, &a, 4);
		memcpy(o + n - 4, &z, 4);
	} else if (n >= 2 && n < 4) {
		uint16_t a, z;
		memcpy(&a, v, 2);
		memcpy(&z, v + n - 2, 2);
		memcpy(o, &a, 2);
		memcpy(o + n - 2, &z, 2);
	} else {
		memcpy(o, v, n);
	}
}

/* Does a byte of v's n need a backslash in a tag, '"' or '\\'? Eight
 * bytes at a time: a byte equal to one of them is a zero byte of the word
 * XORed with it, which (w - 0x01..) & ~w & 0x80.. finds (it is nonzero
 * when, and only when, some byte of w is zero). */
static inline int needs_escape(const char *v, size_t n)
{
	const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t w, a, z;
		memcpy(&w, v + i, 8);
		a = w ^ (ones * '"');
		z = w ^ (ones * '\\');
		if (((a - ones) & ~a & highs) | ((z - ones) & ~z & highs))
			return 1;
	}
	for (; i < n; i++)
		if (v[i] == '"' || v[i] == '\\')
			return 1;
	return 0;
}

/* A tag "k\nvalue\n", the value's '"' and '\\' escaped (plain: the
 * caller knows it holds neither), written in one piece (a dozen a game),
 * k kn bytes, its header key key (a rec_hkey, -1 for none: the reader's
 * own names), or LOOK_UP where the name is the file's (a match's tags, XH).
 * 0, or -1 out of memory. */
enum { LOOK_UP = -2 };
static inline __attribute__((always_inline)) int put_tag(record *rec, const char *k, size_t kn,
							  int key, const char *v, size_t vn, int plain)
{
	buf *b = &rec->text;
	rec_span ks, vs;
	char *o;

	if (vn > SIZE_MAX / 4)
		return -1;
	/* room for every value byte escaped: a test, and a call only to grow */
	if ((b->cap < b->len + BUF_SLACK || kn + 2 * vn + 2 > b->cap - b->len - BUF_SLACK) &&
	    buf_reserve(b, kn + 2 * vn + 2))
		return -1;
	o = b->p + b->len;
	ks.off = (uint32_t)b->len;
	ks.len = (uint32_t)kn;
	memcpy(o, k, kn);
	o += kn;
	*o++ = '\n';
	vs.off = (uint32_t)(o - b->p);
	if (plain || !needs_escape(v, vn)) { /* most values: copied as they are */
		if (vn <= 16)
			copy_few(o, v, vn);
		else
			memcpy(o, v, vn);
		o += vn;
	} else {
		for (size_t i = 0; i < vn; i++) {
			if (v[i] == '"' || v[i] == '\\')
				*o++ = '\\';
			*o++ = v[i];
		}
	}
	vs.len = (uint32_t)(o - b->p) - vs.off;
	*o++ = '\n';
	*o = '\0';
	b->len = (size_t)(o - b->p);
	return key == LOOK_UP ? rec_add_tag(rec, ks, vs) : rec_add_tag_key(rec, ks, vs, key);
}

/* put_tag of a key that is a string: inline, so that a literal's length
 * is known where it is written. */
static inline __attribute__((always_inline)) int add_tag(record *rec, const char *k, int key,
							  const char *v, size_t vn)
{
	return put_tag(rec, k, strlen(k), key, v, vn, 0);
}

/* A tag whose value is a number, in decimal (five or six a game: no printf). */
static inline __attribute__((always_inline)) void add_tagf(record *rec, const char *k, int key,
							    long v)
{
	char t[24], *p = t + sizeof t;
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--p = '-';
	put_tag(rec, k, strlen(k), key, p, (size_t)(t + sizeof t - p), 1); /* digits: nothing to escape */
}

/* atoi(s), never wrapped round: the usual few digits by hand, anything
 * else by strtol (atoi's overflow is undefined: MI[length:4294967299] was
 * a match of 3). NOT_DIGITS where the value up to its end (']' or a NUL)
 * is not digits alone, or -1 (no length): "1e3" was read as 1, "+3" as 3,
 * "0x1" as 0, without a word; and where its digits are past 2147483647
 * (they were read as that largest int, a number the file does not hold). */
enum { NOT_DIGITS = INT_MIN };
static int number_of(const char *s)
{
	int n = 0, i = 0;

	while (i < 9 && s[i] >= '0' && s[i] <= '9')
		n = n * 10 + (s[i++] - '0');
	if (i && (s[i] == ']' || !s[i]))
		return n;
	if (s[0] == '-' && s[1] == '1' && (s[2] == ']' || !s[2]))
		return -1; /* no length given, as arbiter writes a game of no match */
	for (n = i; s[n] >= '0' && s[n] <= '9'; n++)
		;
	if (!n || (s[n] != ']' && s[n]))
		return NOT_DIGITS;
	errno = 0;
	{
		long v = strtol(s, NULL, 10);
		return errno || v > INT_MAX ? NOT_DIGITS : (int)v;
	}
}

/* One member of MI, once: 0, or -1 where it was given before with
 * another value (*had then the one before), -2 where it is not digits,
 * -4 where it is below 0 (-1, no match, is a length's alone: a game's
 * number or a score of -1 was taken for none, unsaid). */
static int mi_once(int *at, int *seen, int bit, int v, int *had)
{
	if (v == NOT_DIGITS)
		return -2;
	if (v < 0 && bit != 1)
		return -4;
	if ((*seen & bit) && *at != v)
		return *had = *at, -1;
	*seen |= bit;
	*at = v;
	return 0;
}

/* MI[length:5][game:1][ws:0][bs:2]: 0, -1 for a member given twice
 * with two values (its value before in *had), -2 for one not in digits,
 * -4 for a number below 0. A member of another name is passed over, as
 * SGF passes over a property it does not know: programs add their own
 * (a clock's, MI[wtime:600]). v ends at a byte that is no digit (its ']'
 * in the line, or a NUL); a member is told by its first letter before its
 * name is compared. */
static int match_info(const char *v, int *length, int *game, int *ws, int *bs, int *seen,
		      int *had)
{
	if (v[0] == 'l' && !strncmp(v, "length:", 7))
		return mi_once(length, seen, 1, number_of(v + 7), had);
	if (v[0] == 'g' && !strncmp(v, "game:", 5))
		return mi_once(game, seen, 2, number_of(v + 5), had);
	if (v[0] == 'w' && !strncmp(v, "ws:", 3))
		return mi_once(ws, seen, 4, number_of(v + 3), had);
	if (v[0] == 'b' && !strncmp(v, "bs:", 3))
		return mi_once(bs, seen, 8, number_of(v + 3), had);
	return 0;
}

/* The header tags SGF has properties for: the game-information
 * properties of FF[4], each a tag of its own, so that the root's annotator,
 * ranks or source read from SGF are written again, in .mat as a header
 * and in SGF as the same property (DT first: its date changes form). Any
 * other header tag (XG's Jacoby, a .mat "Match ID", a rule set RU has no
 * word for) travels in a private property XH[Key:value], which other
 * programs ignore. */
static const char *const props[][2] = {
	{ "DT", "EventDate" }, { "EV", "Event" }, { "PC", "Site" }, { "RO", "Round" },
	{ "AN", "Annotator" }, { "GN", "GameName" }, { "SO", "Source" }, { "US", "User" },
	{ "CP", "Copyright" }, { "WR", "WhiteRank" }, { "BR", "BlackRank" },
	{ "WT", "WhiteTeam" }, { "BT", "BlackTeam" }, { "ON", "Opening" },
	{ "TM", "TimeLimit" }, { "OT", "Overtime" } };
enum { NPROPS = sizeof props / sizeof props[0] };

/* strcasestr(s, word) for a word of lower case letters ('|' 0x20 folds
 * only letters onto them): no library call, a game's rules asked four times. */
static const char *has_word(const char *s, const char *word)
{
	for (; *s; s++) {
		size_t i = 0;
		while (word[i] && (s[i] | 0x20) == word[i])
			i++;
		if (!word[i])
			return s;
	}
	return NULL;
}

/* The variant GNU Backgammon's rules property implies. */
static const char *ru_variant(const char *rules, int has_ru, long length)
{
	static const char *const named[4][3] = {
		{ "nackgammon", "nackgammon-money", "nackgammon-money-no-jacoby" },
		{ "hypergammon-1", "hypergammon-1-money", "hypergammon-1-money-no-jacoby" },
		{ "hypergammon-2", "hypergammon-2-money", "hypergammon-2-money-no-jacoby" },
		{ "hypergammon-3", "hypergammon-3-money", "hypergammon-3-money-no-jacoby" },
	};
	const char *hyper = has_word(rules, "hypergammon");
	/* a variation (Hypergammon1, 2, 3: checkers per side) in a match, or in
	 * money play with the Jacoby rule or without, as RU says */
	int k = has_word(rules, "nackgammon") ? 0 : !hyper ? -1 : hyper[11] == '1' ? 1 :
		hyper[11] == '2' ? 2 : 3;

	if (k >= 0)
		return named[k][length != 0 ? 0 : has_word(rules, "jacoby") ? 1 : 2];
	if (has_word(rules, "nocube"))
		return "backgammon-no-cube";
	/* what RU does not name was not played. GNU Backgammon writes RU only
	 * for a rule in use (Crawford, Jacoby, NoCube, a variation), and reads
	 * a root without one as none of them: its money session without the
	 * Jacoby rule has no RU, and so has its match played with `set
	 * automatic crawford off` (it doubles at match point when it loads
	 * that file). It never writes Crawford for a 1-point match, whose cube
	 * it holds dead: there no RU keeps the rule set whose Crawford game
	 * refuses that double. A tree with no MI length keeps the rules too */
	if (length == 0)
		return !has_word(rules, "jacoby") ? "backgammon-money-no-jacoby" : "backgammon-money";
	return (has_ru ? length > 0 : length > 1) && !has_word(rules, "crawford") ?
	       "backgammon-no-crawford" : "backgammon";
}

/* A date as SGF writes it (DT[2013-02-03]) and as .mat does (EventDate
 * "2013.02.03", gnubg's and XG's form, which is the header tag's): a date
 * of exactly that shape has sep (the other's) turned into to; any other
 * date, a partial or a list, is kept as written. */
static void date_form(char *v, size_t n, char sep, char to)
{
	static const char shape[] = "dddd-dd-dd";

	if (n != sizeof shape - 1)
		return;
	for (size_t i = 0; i < n; i++)
		if (shape[i] == 'd' ? v[i] < '0' || v[i] > '9' : v[i] != sep)
			return;
	v[4] = v[7] = to;
}

/* The match's header: SGF gives it in its first game; every game of the
 * match gets it, as in a .mat header, in the order it was written. */
static void match_tag(buf *here, const char *ident, const char *v, size_t vn)
{
	const char *colon;

	if (ident[0] == 'X' && ident[1] == 'H' && !ident[2] && (colon = memchr(v, ':', vn)) &&
	    colon > v) {
		buf_add(here, v, (size_t)(colon - v));
		buf_add(here, "", 1);
		buf_add(here, colon + 1, vn - (size_t)(colon + 1 - v));
		buf_add(here, "", 1);
		return;
	}
	if (!ident[0] || !ident[1] || ident[2])
		return; /* every one of props is two letters */
	for (int i = 0; i < NPROPS; i++)
		if (ident[0] == props[i][0][0] && ident[1] == props[i][0][1]) {
			size_t at;
			buf_add(here, props[i][1], strlen(props[i][1]) + 1);
			at = here->len;
			buf_add(here, v, vn);
			if (i == 0 && !here->failed)
				date_form(here->p + at, vn, '-', '.');
			buf_add(here, "", 1);
			return;
		}
}

/* Set-up properties: a position, the cube, the player on roll. */
static inline int setup_prop(const char *ident)
{
	if (!ident[0] || !ident[1] || ident[2])
		return 0;
	switch (ident[0]) { /* AE, AW, AB, CV, CP, CO, PL: asked of every value */
	case 'A': return ident[1] == 'E' || ident[1] == 'W' || ident[1] == 'B';
	case 'C': return ident[1] == 'V' || ident[1] == 'P' || ident[1] == 'O';
	case 'P': return ident[1] == 'L';
	}
	return 0;
}

/* The node's set-up, if it had one, becomes an action of no player's: the
 * game sets the position up from it. A node of the player to play and the
 * dice alone, ";PL[B]DI[62]" (GNU Backgammon's roll with no play after it:
 * before a resignation, or where the game was cut), is that player's roll,
 * "DI[62]", whose play is not written, as .mat's "62: ????". */
static int flush_setup(sgf_reader *rd, record *rec)
{
	rec_span s = { (uint32_t)rec->text.len, (uint32_t)rd->setup.len };
	int who = -1;

	if (rd->dice[0] && rd->setup.len == 5 && !memcmp(rd->setup.p, "PL[", 3) &&
	    (rd->setup.p[3] == 'W' || rd->setup.p[3] == 'B')) {
		who = rd->setup.p[3] == 'B';
		buf_clear(&rd->setup);
		buf_puts(&rd->setup, "DI[");
		buf_add(&rd->setup, rd->dice, 2);
		buf_puts(&rd->setup, "]");
		s.len = (uint32_t)rd->setup.len;
	}
	rd->dice[0] = '\0';
	if (!rd->setup.len)
		return 0;
	if (buf_add(&rec->text, rd->setup.p, rd->setup.len) || buf_add(&rec->text, "\n", 1) ||
	    rec_add_el_of(rec, EL_MOVE, who, s, (uint32_t)rd->setup_line, (uint32_t)rd->setup_col))
		return -1;
	buf_clear(&rd->setup);
	return 0;
}

/* Is a move of who's dice v and no play the roll the record's last node
 * gave who already (flush_setup's DI[51])? GNU Backgammon writes a roll
 * whose player offered to resign before playing it, saved before the
 * answer, as ";PL[B]DI[51]" then ";B[51]": one roll, not a second one
 * that passes (no player rolls twice in a row). */
static int pending_roll(const record *rec, int who, const char *v)
{
	const rec_el *e = &rec->els[rec->nels - 1];
	const char *t = rec_at(rec, e->text);

	return e->kind == EL_MOVE && e->who == who && e->text.len == 6 && !memcmp(t, "DI[", 3) &&
	       t[3] == v[0] && t[4] == v[1];
}

/* A move (B or W): an element of its player's. 0, or -1 out of memory.
 * Inline: every move of a game comes this way (quick_move). */
static inline __attribute__((always_inline)) int add_move(record *rec, const char *ident,
							   const char *v, size_t vn, long line,
							   long column)
{
	buf *b = &rec->text;
	rec_span sp = { (uint32_t)b->len, (uint32_t)vn };

	if (vn == 2 && rec->nels && pending_roll(rec, ident[0] == 'B', v))
		return 0;
	if (b->cap >= b->len + BUF_SLACK && vn + 1 <= b->cap - b->len - BUF_SLACK) {
		char *o = b->p + b->len; /* room for the move and its newline: one test */
		copy_few(o, v, vn);
		o[vn] = '\n';
		o[vn + 1] = '\0';
		b->len += vn + 1;
	} else {
		buf_add(b, v, vn);
		buf_add(b, "\n", 1);
	}
	return rec_add_el_of(rec, EL_MOVE, ident[0] == 'W' ? 0 : 1, sp, (uint32_t)line,
			     (uint32_t)column);
}

/* snprintf(out, n, "%s", s) without printf: a root's result and rules. */
static void copy_cut(char *out, size_t n, const char *s)
{
	size_t k = strlen(s);

	if (k >= n)
		k = n - 1;
	memcpy(out, s, k);
	out[k] = '\0';
}

/* What the root node and the moves say of the game as a whole. */
typedef struct game_info {
	int length, game, ws, bs; /* MI: match length, game number, scores */
	int has_ru;
	int mi_seen;              /* the MI members given (match_info) */
	int from_resign;          /* the result is a resignation's (Gibbon's resign:N) */
	char resigner[2];         /* its move's property, W or B; its value as written: */
	char resign_as[16];
	int refused;              /* the root makes the tree unreadable: GM names a game
				   * that is not backgammon, a property is given twice */
	long score_line, score_col; /* where MI's first score (ws or bs) is; 0: none */
	long result_line, result_col; /* where RE's value (or the resignation's) is; 0: none */
	char result[16], rules[64];
} game_info;

/* A property's name of two letters as one number, for a switch; 0 for a
 * name of another length. */
#define ID2(a, b) ((a) << 8 | (b))
static int id2(const char *ident)
{
	return ident[0] && ident[1] && !ident[2] ? ID2(ident[0], ident[1]) : 0;
}

/* A property of the root that decides the verdict, given twice with two
 * values (RE[W+1]RE[B+1], RE[W+1][B+1], RU twice, MI[length:3][length:5]):
 * which one holds cannot be told, as of a tag twice; the last was taken,
 * unsaid, and so a second claim or rule set chose the verdict. -1. */
static int twice(sgf_reader *rd, diag *d, const char *what, const char *a, const char *b)
{
	char why[200];

	snprintf(why, sizeof why, "the record gives %s twice, \"%.*s\" and \"%.*s\": which one "
		 "holds cannot be told", what, plain_upto(a, strlen(a), 40), a,
		 plain_upto(b, strlen(b), 40), b);
	return fail(rd, d, "tag-twice", why);
}

static int twice_number(sgf_reader *rd, diag *d, const char *v, int had)
{
	char a[64], what[16];
	const char *colon = strchr(v, ':');

	snprintf(what, sizeof what, "MI[%.*s]", colon ? (int)(colon - v) : 6, v);
	snprintf(a, sizeof a, "%.*s%d", colon ? (int)(colon + 1 - v) : 0, v, had);
	return twice(rd, d, what, a, v);
}

/* Is RE's value SGF's draw, "0" or "Draw" (a tables game whose two
 * mother checkers are pinned)? */
static int is_draw(const char *v)
{
	return !strcmp(v, "0") || !strcasecmp(v, "draw");
}

/* Is RE's value a result: W+ or B+ and the points (W+2), then letters
 * for how it was won (R or Resign, T, F: SGF's), or none of them (W+R);
 * a draw (is_draw); or no result given ("", "?", "Void")? Any other
 * (RE[Q], RE[W2], RE[W+1.5]) was passed over unsaid, the game judged as if
 * it claimed nothing. */
static int result_form(const char *v)
{
	if (!*v || !strcmp(v, "?") || ((*v | 0x20) == 'v' && !strcasecmp(v, "void")) || is_draw(v))
		return 1;
	if ((v[0] != 'W' && v[0] != 'B') || v[1] != '+')
		return 0;
	for (v += 2; *v >= '0' && *v <= '9'; v++)
		;
	while ((*v | 0x20) >= 'a' && (*v | 0x20) <= 'z')
		v++;
	return !*v;
}

static int bad_result(sgf_reader *rd, const char *v, diag *d)
{
	char why[200];

	snprintf(why, sizeof why, "the record gives RE[%.*s], which is no result: W+ or B+ and "
		 "the points (RE[W+1], RE[B+2R] by resignation), or RE[?]",
		 plain_upto(v, strlen(v), 40), v);
	return fail(rd, d, "bad-result", why);
}

/* A member of MI that cannot be read (match_info's r: -2 not digits, -4
 * below 0), named as written: -1. */
static int bad_match_info(sgf_reader *rd, const char *h, int r, diag *d)
{
	char why[200];
	const char *n = strchr(h, ':');
	size_t k = n ? strspn(n + 1, "0123456789") : 0;

	snprintf(why, sizeof why, "the record gives MI[%.*s], which is %s: what it means cannot "
		 "be told", plain_upto(h, strlen(h), 40), h,
		 r == -4 || (n && n[1] == '-' && k == 0 && n[2] >= '0' && n[2] <= '9') ?
		 "a number below 0" : k && !n[1 + k] ?
		 "past 2147483647, the largest number arbiter reads" :
		 "no number written in digits");
	return fail(rd, d, "not-a-number", why);
}

/* A value of the root node: the game's information, its players, result
 * and rules, the match's tags; any other passed over. One that decides the
 * verdict is read once (twice). */
static int root_value(sgf_reader *rd, record *rec, const char *ident, const char *v, size_t vn,
		      long line, long column, game_info *g, diag *d)
{
	char was[64];
	int had, r;

	switch (id2(ident)) {
	case ID2('F', 'F'): case ID2('C', 'A'): case ID2('A', 'P'):
		break; /* the file's format, characters and program: not the game's */
	case ID2('G', 'M'):
		if (vn != 1 || *v != '6') { /* (as a string: held) */
			const char *name = sgf_game(number_of(v = held(rd, v, vn)));
			char why[96];
			snprintf(why, sizeof why, "a game of %s (GM[%.8s]), not backgammon (GM[6])",
				 name ? name : "another kind", v);
			g->refused = 1;
			return fail(rd, d, "other-game", why);
		}
		break;
	case ID2('M', 'I'):
		/* read where it lies: its digits end at its ']' (a string, held,
		 * only to be said) */
		if ((r = match_info(v, &g->length, &g->game, &g->ws, &g->bs, &g->mi_seen, &had)) < -1)
			return g->refused = 1, bad_match_info(rd, held(rd, v, vn), r, d);
		if (r)
			return g->refused = 1, twice_number(rd, d, held(rd, v, vn), had);
		if (!g->score_line && (v[0] == 'w' || v[0] == 'b')) /* said where it is wrong */
			g->score_line = line, g->score_col = column;
		break;
	case ID2('P', 'W'): add_tag(rec, "White", H_WHITE, v, vn); break;
	case ID2('P', 'B'): add_tag(rec, "Black", H_BLACK, v, vn); break;
	case ID2('R', 'E'):
		if (!result_form(v = held(rd, v, vn)))
			return g->refused = 1, bad_result(rd, v, d);
		copy_cut(was, sizeof g->result, v);
		if (g->result[0] && strcmp(was, g->result))
			return g->refused = 1, twice(rd, d, "RE", g->result, was);
		if (!g->result[0]) /* a claim the game denies is said where it is */
			g->result_line = line, g->result_col = column;
		memcpy(g->result, was, sizeof g->result);
		break;
	case ID2('R', 'U'):
		copy_cut(was, sizeof g->rules, held(rd, v, vn));
		if (g->has_ru && strcmp(was, g->rules))
			return g->refused = 1, twice(rd, d, "RU", g->rules, was);
		g->has_ru = (memcpy(g->rules, was, sizeof g->rules), 1);
		break;
	default: match_tag(&rd->here, ident, v, vn); /* XH, or one of props */
	}
	return 0;
}

/* A comment, C, or the root's game comment, GC: the game's own comments. */
static int comment_prop(const char *ident)
{
	return ident[0] == 'C' ? !ident[1] : ident[0] == 'G' && ident[1] == 'C' && !ident[2];
}

/* A property one_value gives to root_value in the root node: neither a
 * move (B, W), nor set-up, nor a comment. */
static inline int game_info_prop(const char *ident)
{
	return !((ident[0] == 'B' || ident[0] == 'W') && !ident[1]) && !setup_prop(ident) &&
	       !comment_prop(ident);
}

/* One value of a property of the main line: set-up, the root node's game
 * information, a move, a resignation or a comment. Inline in values() and
 * quick_props: most values past the root are passed over here at once
 * (gnubg's analysis), and a call for each cost an analysed file 8 %. */
static inline __attribute__((always_inline)) int one_value(sgf_reader *rd, record *rec,
							    const char *ident, int node,
							    int first_value, const char *v,
							    size_t vn, long line, long column,
							    game_info *g, diag *d)
{
	/* a move's (B or W) value: a roll and its play, or a word (resign,
	 * accept, reject), which a roll's digits are not */
	int mover = (ident[0] == 'B' || ident[0] == 'W') && !ident[1];
	int word = mover && (!vn || *v < '0' || *v > '9');
	/* a word's first letter in lower case: the words below are asked of
	 * it first (the usual words, double, take, drop, are none of them) */
	int first = word && vn ? *v | 0x20 : 0;

	if (mover && !word) /* a roll and its play (the root's too): the common value */
		return add_move(rec, ident, v, vn, line, column) ?
		       fail(rd, d, "nomem", "out of memory") : 0;
	if (setup_prop(ident)) {
		if (!rd->setup.len) {
			rd->setup_line = line;
			rd->setup_col = column - (long)strlen(ident);
		}
		if (first_value)
			buf_puts(&rd->setup, ident);
		buf_puts(&rd->setup, "[");
		buf_add(&rd->setup, v, vn);
		buf_puts(&rd->setup, "]");
	} else if (node != 1 && !strcmp(ident, "DI") && vn == 2 && v[0] >= '1' && v[0] <= '6' &&
		   v[1] >= '1' && v[1] <= '6') {
		memcpy(rd->dice, v, 2); /* the dice of a node with no move (flush_setup) */
		rd->dice[2] = '\0';
	} else if (node != 1 && (ident[1] || (ident[0] != 'B' && ident[0] != 'W' && ident[0] != 'C'))) {
		return 0; /* past the root, what gnubg's analysis says (A, DA, LU ...): not read */
	} else if (node == 1 && !mover && !comment_prop(ident)) {
		return root_value(rd, rec, ident, v, vn, line, column, g, d);
	} else if (word && first == 'r' && !strncasecmp(v = held(rd, v, vn), "resign", 6)) {
		/* Gibbon: B[resign:2], the points in RE[W+2Resign]; a claim the
		 * game denies is said at the move, named as written */
		if (!g->result[0]) {
			g->from_resign = snprintf(g->result, sizeof g->result, "%c+%dR",
						  ident[0] == 'W' ? 'B' : 'W',
						  number_of(v + (vn > 7 ? 7 : 6))) > 0;
			g->resigner[0] = ident[0];
			copy_cut(g->resign_as, sizeof g->resign_as, v);
			g->result_line = line, g->result_col = column;
		}
	} else if (word && (first == 'a' || first == 'r') &&
		   (!strcasecmp(v = held(rd, v, vn), "accept") || !strcasecmp(v, "reject"))) {
		/* Gibbon: the answer to a resignation; refused, the game goes on */
		if (!strcasecmp(v, "reject") && g->from_resign)
			g->result[0] = '\0';
	} else if (mover) {
		if (add_move(rec, ident, v, vn, line, column))
			return fail(rd, d, "nomem", "out of memory");
	} else if (comment_prop(ident)) {
		/* the root's comment, or its game comment, is the game's first
		 * comment (written back as the root's C) */
		rec_span sp = { (uint32_t)rec->text.len, (uint32_t)vn + 2 };
		buf_add(&rec->text, "{", 1);
		buf_add(&rec->text, v, vn);
		buf_add(&rec->text, "}\n", 2);
		rec_add_el(rec, EL_COMMENT, sp, (uint32_t)line, (uint32_t)column);
	}
	return 0;
}

/* Does the game start a new match: the file's first, one of another
 * length, or one numbered not after the last, as the .mat reader and the
 * referee read it (a game left out between two keeps the match: the next
 * one's score says where it stands)? */
static int new_match(const sgf_reader *rd, const game_info *g)
{
	return rd->last_game < 0 || g->length != rd->last_length || g->game <= rd->last_game;
}

/* ru_variant of a game's RU, remembered for the next game: the same
 * rules, RU given or not, and a match (of 1 point, or of more), money
 * play or neither alike, say the same rule set (and the words need not be
 * looked for again in the same text). */
static const char *ru_of(sgf_reader *rd, const game_info *g)
{
	int length = g->length > 1 ? 2 : g->length; /* what ru_variant asks of it */

	if (!rd->ru_variant || rd->ru_has != g->has_ru || rd->ru_length != length ||
	    strcmp(rd->ru_rules, g->rules)) {
		rd->ru_variant = ru_variant(g->rules, g->has_ru, g->length);
		rd->ru_has = g->has_ru;
		rd->ru_length = length;
		memcpy(rd->ru_rules, g->rules, sizeof rd->ru_rules);
	}
	return rd->ru_variant;
}

/* The tags the root node implies, once it is read: the match the game is
 * in, the match's tags, its number, scores, rule set and notation. The
 * reader's memory of the match is left as it was until the tree is read
 * whole (game_end): a tree that proves unreadable changes nothing. */
static void game_tags(sgf_reader *rd, record *rec, const game_info *g)
{
	const buf *tags = rd->here.len ? &rd->here : /* this game names the match's tags */
			  new_match(rd, g) ? NULL : &rd->match_tags;

	for (const char *p = tags ? tags->p : NULL, *end = p ? p + tags->len : NULL;
	     p && p < end;) {
		const char *k = p, *v = k + strlen(k) + 1;
		add_tag(rec, k, LOOK_UP, v, strlen(v));
		p = v + strlen(v) + 1;
	}
	add_tagf(rec, "Match", H_MATCH, rd->match + new_match(rd, g));
	add_tagf(rec, "Length", H_LENGTH, g->length);
	add_tagf(rec, "Game", H_GAME, rec_int((long)g->game + 1)); /* MI counts from 0 */
	if (g->ws >= 0 && g->bs >= 0) {
		add_tagf(rec, "ScoreWhite", H_SCORE_WHITE, g->ws);
		add_tagf(rec, "ScoreBlack", H_SCORE_BLACK, g->bs);
		rec->score_prop = "MI"; /* a score the games before deny is said as written */
		rec->score_keys[0] = "ws";
		rec->score_keys[1] = "bs";
		rec->score_line = (uint32_t)g->score_line;
		rec->score_col = (uint32_t)g->score_col;
	}
	if (!rec_head_tag(rec, H_VARIANT)) { /* XH[Variant:..] names it, else RU */
		const char *v = ru_of(rd, g);
		add_tag(rec, "Variant", H_VARIANT, v, strlen(v));
	}
	add_tag(rec, "Notation", H_NOTATION, "sgf", 3);
}

/* The end of a tree read whole: its result, which a move past the root may
 * give (Gibbon's resignation), and the match it is in, remembered for the
 * next tree (the match's tags hold from the game that names them on). */
static void game_end(sgf_reader *rd, record *rec, const game_info *g)
{
	if (new_match(rd, g)) {
		rd->match++;
		buf_clear(&rd->match_tags);
	}
	rd->last_game = g->game;
	rd->last_length = g->length;
	if (rd->here.len) {
		buf_clear(&rd->match_tags);
		buf_add(&rd->match_tags, rd->here.p, rd->here.len);
	}
	if (((g->result[0] == 'W' || g->result[0] == 'B') && g->result[1] == '+') ||
	    is_draw(g->result)) {
		if (is_draw(g->result))
			add_tag(rec, "Result", H_RESULT, "1/2-1/2", 7);
		else
			add_tag(rec, "Result", H_RESULT, g->result[0] == 'W' ? "1-0" : "0-1", 3);
		if (g->result[1] == '+' && isdigit((unsigned char)g->result[2]))
			add_tagf(rec, "Points", H_POINTS, atol(g->result + 2));
		/* RE's or the resignation's: a claim the game denies is named
		 * as written */
		rec->claim_prop = !g->from_resign ? "RE" : g->resigner[0] == 'W' ? "W" : "B";
		memcpy(rec->claim_as, g->from_resign ? g->resign_as : g->result,
		       sizeof rec->claim_as); /* all 16 */
		rec->claim_line = (uint32_t)g->result_line;
		rec->claim_col = (uint32_t)g->result_col;
	}
}

/* The values of a property, the first '[' read: kept where the node is on
 * the main line. 0, or -1 (d says why). */
static int values(sgf_reader *rd, record *rec, const char *ident, int first_value, int node,
		  tree_at *t, game_info *g, diag *d)
{
	int c;

	do { /* one or more values; off the main line, passed over */
		long line = rd->src.no, column = col(rd) + 1;
		const char *v = NULL;
		size_t vn = 0;
		if (value(rd, &v, &vn, d))
			return -1;
		if (t->depth <= t->main &&
		    one_value(rd, rec, ident, node, first_value, v, vn, line, column, g, d)) {
			if (g->refused) /* said: the rest of the tree is not read */
				skip_tree(rd, t);
			return -1;
		}
		first_value = 0;
	} while ((c = next_nonspace(rd)) == '[');
	if (c == EOF || c == -2)
		return fail_tree(rd, d, t, "truncated", "the game tree is never closed: truncated?");
	rd->pos--; /* give back the character after the values */
	return 0;
}

/* One property of a node, its name first (c) and its values. */
static int property(sgf_reader *rd, record *rec, int c, int node, tree_at *t, game_info *g,
		    diag *d)
{
	char ident[16];
	size_t in = 0;

	while (upper(c)) {
		if (in + 1 < sizeof ident)
			ident[in++] = (char)c;
		c = next(rd);
	}
	ident[in] = '\0';
	if (c >= 0 && space[c])
		c = next_nonspace(rd);
	if (c == EOF || c == -2)
		return fail_tree(rd, d, t, "truncated", "the game tree is never closed: truncated?");
	if (c != '[')
		return fail_tree(rd, d, t, "bad-sgf", "a property needs a value in brackets");
	return values(rd, rec, ident, 1, node, t, g, d);
}

int sgf_props_by_steps;

/* The properties of a node of the main line that lie whole on the loaded
 * line, each name followed by its '[' and each value by its ']' with
 * nothing between to resolve: a root's dozen, "FF[4]GM[6]MI[length:3]
 * [game:0]PW[gnubg]", GNU Backgammon's analysis after a move (A[...]
 * DA[...]), taken one after another where they lie, each value given to
 * one_value as values() gives it (its line and column, rd past its ']';
 * the root's game information straight to root_value, where one_value
 * sends it), without the loop's and property()'s steps for every one. c,
 * the first name's first letter, was just read. Where a property is of
 * another shape, what it needs is left to the usual steps, at a value's
 * boundary, so that they read it as they would have: a name not followed
 * by its '[' (or too long to keep) to property(); a value with an escape
 * or not closed on the line, and the values after the last one on the
 * line, to values(). 0, or -1 as values() says it. */
static int quick_props(sgf_reader *rd, record *rec, int c, int node, tree_at *t, game_info *g,
		       diag *d)
{
	const char *line = rd->src.p, *end = line + rd->src.len, *p;
	int first, info;

	if (!rd->have || !rd->pos || (unsigned char)line[rd->pos - 1] != c)
		return property(rd, rec, c, node, t, g, d);
	p = line + rd->pos - 1;
	for (;;) { /* a property's name at p */
		char ident[16];
		size_t in = 0;
		while (p + in < end && upper(p[in]) && in + 1 < sizeof ident)
			ident[in] = p[in], in++;
		ident[in] = '\0';
		if (p + in == end || p[in] != '[') { /* (p[0] is a letter: in >= 1) */
			rd->pos = (size_t)(p + 1 - line); /* its first letter read */
			return property(rd, rec, (unsigned char)*p, node, t, g, d);
		}
		p += in + 1; /* past its '[' */
		info = node == 1 && game_info_prop(ident); /* one_value's way, in one test */
		for (first = 1;; first = 0) { /* a value after its '[' at p */
			const char *q = p;
			long column = (long)(p - line) + 1;
			while (q < end && !in_line_stop[(unsigned char)*q])
				q++;
			rd->pos = (size_t)(p - line);
			if (q == end || *q != ']' || (size_t)(q - p) > FMT_MAX_RECORD) /* as value() */
				return values(rd, rec, ident, first, node, t, g, d);
			rd->pos = (size_t)(q + 1 - line);
			if (info ? root_value(rd, rec, ident, p, (size_t)(q - p), rd->src.no, column,
					      g, d) :
				   one_value(rd, rec, ident, node, first, p, (size_t)(q - p), rd->src.no,
					     column, g, d)) {
				if (g->refused) /* said: the rest of the tree is not read */
					skip_tree(rd, t);
				return -1;
			}
			p = q + 1;
			if (p == end || *p != '[')
				break;
			p++;
		}
		if (p < end && upper(*p))
			continue; /* the next property, at once */
		if (p < end && !space[(unsigned char)*p])
			return 0; /* a node, a tree, or what does not belong: the loop's */
		/* a blank or the line's end: more values of this property may
		 * follow on the lines after, as values() reads them */
		if ((c = next_nonspace(rd)) == '[')
			return values(rd, rec, ident, 0, node, t, g, d);
		if (c == EOF || c == -2)
			return fail_tree(rd, d, t, "truncated", "the game tree is never closed: "
					 "truncated?");
		rd->pos--; /* give back the character after the values */
		return 0;
	}
}

/* The common node past the root, a move on the main line, ";B[52mhxv]":
 * its property and value read where they lie in the line, with no look
 * ahead for a second value (the caller's next byte tells: a '[' goes on
 * with the property's values, as values() would). The player's letter
 * (B, W) when it is one, rd then past its ']'; 0 where it is anything
 * else, rd as it was, for property() to read. -1 out of memory (d says so). */
static int quick_move(sgf_reader *rd, record *rec, diag *d)
{
	const char *line = rd->src.p, *p, *q, *end;

	if (!rd->have || rd->pos >= (size_t)rd->src.len)
		return 0;
	p = line + rd->pos;
	end = line + rd->src.len;
	/* the line ends in a NUL byte (lines.h), which stops both scans: a
	 * value that holds one is left to values() */
	while (space[(unsigned char)*p])
		p++;
	/* B or W, '[' and a roll's first digit; the ']' on this line, nothing
	 * between to resolve (value_stop) */
	if (end - p < 4 || (p[0] != 'B' && p[0] != 'W') || p[1] != '[' || p[2] < '0' || p[2] > '9')
		return 0;
	for (q = p + 3; !value_stop[(unsigned char)*q];) /* p[2], a digit, is none */
		q++;
	if (*q != ']')
		return 0;
	if (add_move(rec, p[0] == 'W' ? "W" : "B", p + 2, (size_t)(q - p - 2), rd->src.no,
		     (long)(p + 2 - line) + 1))
		return fail(rd, d, "nomem", "out of memory");
	rd->pos = (size_t)(q + 1 - line);
	return p[0];
}

/* The root read, where the record may be taken in windows (validate:
 * rec->take): the game's tags are added now, for the first window to
 * know its game, and the main line's elements are taken as they come
 * (core/record.h). Its text is the tags' (to head), then the elements'. */
static void root_read(sgf_reader *rd, record *rec, const game_info *g)
{
	rd->root_tags = (long)rec->ntags;
	game_tags(rd, rec, g);
	rd->head = (uint32_t)rec->text.len;
	rec->windows = 1;
}

/* Text between game trees, said where it starts, is one unreadable record
 * up to the next tree: a '(' that ';' follows on its line, or that ends
 * its line (a word or a line apart, each was a record of its own). -1. */
static int fail_stray(sgf_reader *rd, diag *d)
{
	int c;

	fail(rd, d, "bad-sgf", "an SGF game tree starts with '('");
	rd->between = 1;
	while ((c = next(rd)) >= 0) {
		const char *p = rd->src.p + rd->pos, *end = rd->src.p + rd->src.len;
		if (c != '(')
			continue;
		while (p < end && space[(unsigned char)*p])
			p++;
		if (p == end || *p == ';') {
			rd->pos--; /* the tree's '(' is the next record's */
			break;
		}
	}
	rd->between = 0;
	return -1;
}

static int read_tree(sgf_reader *rd, record *rec, diag *d)
{
	int c, node = 0, open = 0; /* open: quick_move's property, whose values may go on */
	tree_at t = { 0 };
	game_info g = { .length = -1, .ws = -1, .bs = -1 };

	rec_clear(rec);
	rec->file = rd->name;
	diag_clear(d);
	buf_clear(&rd->here);
	buf_clear(&rd->setup);
	rd->dice[0] = '\0';
	rd->between = 1; /* up to the tree's '(' */
	c = next_nonspace(rd);
	rd->between = 0;
	if (c == -2)
		return diag_set(d, "io", "read error: %s", strerror(errno)), -2;
	if (c == EOF && !rd->too_long)
		return 0;
	rec->index = ++rd->index;
	rec->line = rd->src.no;
	if (rd->too_long) { /* a line passed over before this tree: a record of its own */
		rec->line = rd->too_long;
		return fail_resync(rd, d, "");
	}
	if (c != '(')
		return fail_stray(rd, d);
	tree_open(&t);
	while (t.depth > 0) {
		c = next_nonspace(rd);
		if (open) { /* after quick_move's value: more values, or the node goes on */
			char ident[2] = { (char)open, '\0' };
			open = 0;
			if (c == '[' && values(rd, rec, ident, 0, node, &t, &g, d))
				return -1;
			if (c == '[')
				continue;
			if (c == EOF || c == -2)
				return fail_tree(rd, d, &t, "truncated", "the game tree is never closed: "
						 "truncated?");
		}
		if (rd->too_long) /* the tree's place went with the line */
			return fail_resync(rd, d, "");
		if (c == EOF || c == -2)
			return fail(rd, d, "truncated", "the game tree is never closed: truncated?");
		if (new_root(rd, c))
			return fail_unclosed(rd, d, "the game tree");
		if ((c == '(' || c == ')' || c == ';') && t.depth <= t.main && flush_setup(rd, rec))
			return fail_tree(rd, d, &t, "nomem", "out of memory");
		if (c == '(' || c == ')') {
			c == '(' ? tree_open(&t) : tree_close(&t);
			rec->branches += c == '(' && t.depth == t.main + 1; /* one off the main line */
			continue;
		}
		if (c == ';') {
			/* a node on the main line, and while each is a move alone,
			 * the next: most lines of a game are ";W[31yxmj]" */
			while (t.depth <= t.main && ++node > 1) {
				if (node == 2 && rec->take.fn)
					root_read(rd, rec, &g);
				else if (rec->el_base != rec->trimmed) /* a window was taken: its text goes */
					rec_cut(rec, rd->head, (uint32_t)rec->text.len);
				if ((open = quick_move(rd, rec, d)) <= 0)
					break;
				if ((c = node_after_move(rd)) != ';' || rd->too_long) {
					if (c < 0) /* as the top of the loop would, open */
						return fail_tree(rd, d, &t, "truncated", "the game tree is "
								 "never closed: truncated?");
					rd->pos--; /* the byte after the move is the loop's */
					break;
				}
				open = 0; /* a node follows the move, and nothing is owed */
			}
			if (open < 0)
				return -1;
			continue;
		}
		if (!upper(c))
			return unexpected(rd, d, &t, c);
		if ((t.depth <= t.main && !sgf_props_by_steps ?
			     quick_props(rd, rec, c, node, &t, &g, d) :
			     property(rd, rec, c, node, &t, &g, d)))
			return -1;
	}
	if (rd->root_tags < 0)
		game_tags(rd, rec, &g);
	game_end(rd, rec, &g);
	return 1;
}

static int read_record(void *arg, record *rec, diag *d)
{
	sgf_reader *rd = arg;
	int r;

	rd->root_tags = -1;
	r = read_tree(rd, rec, d);
	if (r == -1 && rd->root_tags >= 0) /* an unreadable tree has its root's tags alone */
		rec_keep_tags(rec, (size_t)rd->root_tags);
	return r;
}

/* A value, escaped: ']' and '\\', and a '(' that opens a line (the reader
 * would take a line "(;FF[" for the next game: root_follows). */
static void put_value(buf *out, const char *v, size_t n)
{
	int line_start = 0;

	for (size_t i = 0; i < n; i++) {
		if (v[i] == ']' || v[i] == '\\' || (v[i] == '(' && line_start))
			buf_add(out, "\\", 1);
		buf_add(out, v + i, 1);
		line_start = v[i] == '\n' || v[i] == '\r' ||
			     (line_start && (v[i] == ' ' || v[i] == '\t'));
	}
}

/* Does a text of no player's read back as itself, written bare as a
 * node's properties: a set-up's, "AE[a:x]AW[a][a]CV[2]PL[B]" (each name one
 * the reader takes for a set-up, each value free of what a value escapes
 * or ends)? The game writes a set-up so; a move kept as written past an
 * illegal move (--keep-invalid: DailyGammon's position line "52: Illegal
 * play (1;2)", a token of a record that names no player) is no such text,
 * and written bare it was a node that does not parse. */
static int setup_text(const char *s)
{
	while (*s) {
		char ident[3] = { s[0], s[0] ? s[1] : '\0', '\0' };
		if (!upper(ident[0]) || !upper(ident[1]) || !setup_prop(ident) || s[2] != '[')
			return 0;
		for (s += 2; *s == '[';) {
			size_t n = strcspn(++s, "]\\\n\r");
			if (s[n] != ']')
				return 0;
			s += n + 1;
		}
	}
	return 1;
}

/* A roll whose play is not written, as the game writes it: "DI[62]". */
static int roll_text(const char *s)
{
	return !strncmp(s, "DI[", 3) && s[3] >= '1' && s[3] <= '6' && s[4] >= '1' && s[4] <= '6' &&
	       s[5] == ']' && !s[6];
}

/* A text of no player's that is no set-up (setup_text), kept as written:
 * a node of one set-up property that holds it, escaped, so that it reads
 * back as a set-up, no player's action as it was, that the game refuses at
 * the same place. The property is AE, whose values are points ("a",
 * "c:e"); PL, whose value is W or B, where the value AE would see (up to a
 * ']') is a point list. */
static void kept_setup(buf *out, const char *s)
{
	size_t first = strcspn(s, "]");
	int points = (first == 1 && s[0] >= 'a' && s[0] <= 'y') || (first == 3 && s[1] == ':');

	buf_puts(out, points ? ";PL[" : ";AE[");
	put_value(out, s, strlen(s));
	buf_puts(out, "]\n");
}

/* Does the record name no move's player, though it has moves that are no
 * set-up (a tagged or flat record, JSON Lines without the players)? SGF
 * writes each move with its player, B or W, which the writer cannot tell:
 * written bare, such moves were nodes that do not parse. */
static int no_players(const record *rec, const char *const *moves, size_t upto)
{
	int moves_seen = 0;

	for (size_t i = 0; i < rec->nels && i < upto; i++) {
		const rec_el *e = &rec->els[i];
		if (e->kind != EL_MOVE || !moves[i])
			continue;
		if (e->who >= 0)
			return 0;
		moves_seen |= !setup_text(moves[i]);
	}
	return moves_seen;
}

/* A number of the root's match information (MI) or result (RE), as digits:
 * 0, or -1 with d saying which (a value from elsewhere could close the
 * property and open others: "0]PW[x"). */
static int number(const record *rec, const char *name, char *out, size_t n, diag *d)
{
	size_t i = 0;

	if (!rec_tag_value(rec, name, out, n))
		return 1;
	while (out[i] >= '0' && out[i] <= '9')
		i++;
	if (i == 0 || i > 9 || out[i])
		return diag_set(d, "not-held", "its tag %s '%.*s' is not a number, as SGF writes "
				"it", name, plain_upto(out, strlen(out), 20), out), -1;
	return 0;
}

/* The header's tags, in their order: the players, then each tag SGF has a
 * property for, and every other in XH[Name:value] (a name cannot hold ':'). */
static int header_props(const record *rec, buf *out, diag *d)
{
	buf v = { 0 };
	int bad = 0;

	for (int i = 0; i < 2 && !bad; i++) {
		const rec_tag *t = rec_tag_find(rec, i ? "Black" : "White");
		if (t && !(bad = rec_tag_text(rec, t, &v))) {
			buf_puts(out, i ? "PB[" : "PW[");
			put_value(out, v.p, v.len);
			buf_puts(out, "]");
		}
	}
	for (size_t i = 0; i < rec->ntags && !bad; i++) {
		const rec_tag *t = &rec->tags[i];
		const char *name = rec_at(rec, t->name), *prop = "XH";
		if (mat_made_tag(name, t->name.len))
			continue;
		for (int k = 0; k < NPROPS; k++)
			if (rec_tag_named(rec, t, props[k][1], strlen(props[k][1])))
				prop = props[k][0];
		if (!strcmp(prop, "XH") && memchr(name, ':', t->name.len)) {
			bad = diag_set(d, "not-held", "its tag %.*s holds a ':', which SGF's "
				       "XH[Name:value] cannot", plain_upto(name, t->name.len, 40),
				       name);
			break;
		}
		if ((bad = rec_tag_text(rec, t, &v)) != 0)
			break;
		if (!strcmp(prop, "DT"))
			date_form(v.p, v.len, '.', '-');
		buf_printf(out, "%s[", prop);
		if (!strcmp(prop, "XH")) {
			put_value(out, name, t->name.len);
			buf_puts(out, ":");
		}
		put_value(out, v.p, v.len);
		buf_puts(out, "]");
	}
	buf_free(&v);
	return bad ? -1 : 0;
}

/* Does the tag `name` say `want` (On, Off), in any case? */
static int tag_is(const record *rec, const char *name, const char *want)
{
	char v[16];

	return rec_tag_value(rec, name, v, sizeof v) && !strcasecmp(v, want);
}

/* GNU Backgammon's rules property for a game: the words it writes, in its
 * order, from the rule set and XG's Crawford and Jacoby headers (Crawford
 * only for a match of more than a point, as gnubg), and CrawfordGame on
 * the Crawford game: gnubg tells that game only by this word, and without
 * it lets the trailer double there. */
static const char *ru_words(const record *rec, const char *variant, long length,
			    int crawford_game, char *ru, size_t n)
{
	size_t len = strlen(variant);
	int nocube = !strcmp(variant, "backgammon-no-cube");
	int crawford = length > 1 && strcmp(variant, "backgammon-no-crawford") &&
		       !tag_is(rec, "Crawford", "off");
	/* hypergammon-2, hypergammon-2-money: "2", checkers per side */
	const char *hyper = !strncmp(variant, "hypergammon-", 12) ? variant + 12 : NULL;
	/* a rule set of money play with the Jacoby rule: backgammon-money,
	 * nackgammon-money, hypergammon-1-money ... */
	int money_jacoby = len > 6 && !strcmp(variant + len - 6, "-money");
	int jacoby = length == 0 && !nocube &&
		     (tag_is(rec, "Jacoby", "on") || (money_jacoby && !tag_is(rec, "Jacoby", "off")));

	snprintf(ru, n, "%s%s%s%s%s%s%.1s", nocube ? ":NoCube" : "", crawford ? ":Crawford" : "",
		 crawford && crawford_game ? ":CrawfordGame" : "", jacoby ? ":Jacoby" : "",
		 !strncmp(variant, "nackgammon", 10) ? ":Nackgammon" : "",
		 hyper ? ":Hypergammon" : "", hyper ? hyper : "");
	return ru[0] ? ru + 1 : ru;
}

/* The game's nodes, one a line. A beaver (a double answering a double)
 * and a raccoon on it are taken by the roll after them, unwritten, in
 * .mat; GNU Backgammon's SGF writes that take, by the side facing the last
 * double, and reads the roll without it as the beaver not taken: the cube
 * stays where it was (a game won on 8 read as 4). So does this writer. */
static void nodes(const record *rec, const char *const *moves, size_t upto, buf *out)
{
	int doubles = 0, doubler = 0; /* the doubles in a row, the last one's side */

	for (size_t i = 0; i < rec->nels && i < upto; i++) {
		const rec_el *e = &rec->els[i];
		const char *m = e->kind == EL_MOVE ? moves[i] : NULL;
		int answer = m && (!strcmp(m, "take") || !strcmp(m, "drop"));

		if (m && e->who >= 0 && m[0] && !strcmp(m, "double")) {
			doubles++, doubler = e->who;
		} else if (m) {
			if (doubles > 1 && e->who >= 0 && m[0] && !answer)
				buf_printf(out, ";%c[take]\n", doubler == 1 ? 'W' : 'B');
			doubles = 0;
		}
		if (m && e->who < 0 && setup_text(m)) {
			buf_printf(out, ";%s\n", m); /* a set-up node: its properties */
		} else if (m && e->who < 0) {
			kept_setup(out, m); /* kept as written: in a property */
		} else if (m && roll_text(m)) {
			/* a roll whose play is not written: its player's node */
			buf_printf(out, ";PL[%c]%s\n", e->who == 1 ? 'B' : 'W', m);
		} else if (m && m[0]) { /* "": RE says it */
			buf_printf(out, ";%c[", e->who == 1 ? 'B' : 'W');
			put_value(out, m, strlen(m));
			buf_puts(out, "]\n");
		} else if (e->kind == EL_COMMENT) {
			const char *t = rec_at(rec, e->text);
			buf_puts(out, "C[");
			put_value(out, t + 1, e->text.len - 1 - (t[0] == '{'));
			buf_puts(out, "]\n");
		}
	}
}

int sgf_write(void *state, const record *rec, const fmt_out *o, buf *out, diag *d)
{
	const char *const *moves = o->moves;
	size_t upto = o->upto;
	int resigned = o->resigned;
	char v[64], ws[16], bs[16], res[16], pts[16];
	const char *variant, *rules, *counted;
	char ru[64];
	long length = -1, game = 1;
	int has_ws, has_bs, has_pts;

	(void)state;
	if (no_players(rec, moves, upto))
		return diag_set(d, "not-held", "SGF writes each move with its player (B or W), and "
				"the record names no move's player");
	if (number(rec, "Length", v, sizeof v, d) < 0 || number(rec, "Game", ws, sizeof ws, d) < 0 ||
	    (has_ws = number(rec, "ScoreWhite", ws, sizeof ws, d)) < 0 ||
	    (has_bs = number(rec, "ScoreBlack", bs, sizeof bs, d)) < 0 ||
	    (has_pts = number(rec, "Points", pts, sizeof pts, d)) < 0)
		return -1;
	has_ws = !has_ws, has_bs = !has_bs, has_pts = !has_pts; /* 0: given, as digits */
	if (rec_tag_value(rec, "Length", v, sizeof v))
		length = atol(v);
	if (rec_tag_value(rec, "Game", v, sizeof v))
		game = atol(v);
	buf_printf(out, "(;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:%ld][game:%ld]", length,
		   game - 1);
	if (has_ws)
		buf_printf(out, "[ws:%s]", ws);
	if (has_bs)
		buf_printf(out, "[bs:%s]", bs);
	if (header_props(rec, out, d))
		return -1;
	variant = rec_tag_value(rec, "Variant", v, sizeof v);
	if (variant && (counted = fmt_rules_counted(v, o->rule_key, o->rule_value)))
		snprintf(v, sizeof v, "%s", counted); /* as the record counted it */
	rules = ru_words(rec, variant ? v : "", length, o->crawford_game, ru, sizeof ru);
	if (rules[0]) /* as GNU Backgammon: no RU where no rule is in use */
		buf_printf(out, "RU[%s]", rules);
	/* a rule set RU cannot name */
	if (variant && strcmp(v, ru_variant(rules, rules[0] != '\0', length))) {
		buf_puts(out, "XH[Variant:");
		put_value(out, v, strlen(v));
		buf_puts(out, "]");
	}
	if (rec_tag_value(rec, "Result", res, sizeof res) && !strcmp(res, "1/2-1/2"))
		buf_puts(out, "RE[Draw]"); /* no side wins, whatever Points says */
	else if (rec_tag_value(rec, "Result", res, sizeof res) && has_pts)
		buf_printf(out, "RE[%c+%s%s]", !strcmp(res, "1-0") ? 'W' : 'B', pts,
			   resigned ? "R" : "");
	buf_puts(out, "\n");
	nodes(rec, moves, upto, out);
	buf_puts(out, ")\n");
	return out->failed ? -1 : 0; /* any piece that could not be added */
}

/* A game tree opens the file: "(;", or "(" alone and its first node on the
 * lines after it. */
/* A first '(' then the first node's ';' (on this line or a later one): a
 * Sanmill square such as (3,4) starts no game tree. */
static int detect(const char *line, size_t n, int first)
{
	size_t i = 1;

	if (!first || line[0] != '(')
		return 0;
	while (i < n && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
		i++;
	return i == n || line[i] == ';';
}

const rec_fmt fmt_sgf = { FMT_SGF, "sgf", detect, "(", open_reader, read_record, close_reader,
			  sgf_write, 0, 0, NULL };
