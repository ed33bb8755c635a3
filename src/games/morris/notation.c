/* Morris move tokens, in every notation the morris programs write:
 * standard algebraic squares (d6, d6-d5, xd7, b4xd6, d6-d5xd7, p); PlayOK's
 * point numbers (12, 12-13, x12, 18x21); OpenSpiel's action numbers (5,
 * 267); GamesmanOne's moves (d7, a7-d7Ra1, Ra1); the Sanmill engine's
 * squares before 2025 ((3,4), (1,6)->(1,7), -(2,3)); GoldToken's printable
 * lists (Place to d7, d7 -> d6, take a1); and Ludii's trial moves
 * ([Move:mover=1,...]). Tokens of the square notations are matched with
 * PCRE2 patterns (base/pattern.h) compiled once per rule set; OpenSpiel's
 * numbers and Ludii's moves are read by hand. */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/plain.h"
#include "games/morris/morris.h"

/* The patterns, each with the same groups: 1 pass; 2 first point; 3 second
 * point; 4 glued removals; 5 removals alone. ((?!)) is a pass a notation
 * has no word for: it never matches. */
enum { P_ALGEBRAIC, P_PLAYOK, P_GAMESMAN, P_SANMILL, P_GOLDTOKEN, P_COUNT };
static const char *const pattern[P_COUNT] = {
	[P_ALGEBRAIC] = "^(?:(p)|([a-z][1-9])(?:[-:]([a-z][1-9]))?((?:x[a-z][1-9])*)"
			"|((?:x[a-z][1-9])+))$",
	[P_PLAYOK] = "^(?:(p)|([1-9][0-9]?)(?:-([1-9][0-9]?))?((?:x[1-9][0-9]?)*)"
		     "|((?:x[1-9][0-9]?)+))$",
	/* GamesmanOne's formal moves: d7, a7-d7, d7Ra1, a7-d7Ra1, Ra1 */
	[P_GAMESMAN] = "^(?:((?!))|([a-z][1-9])(?:-([a-z][1-9]))?((?:R[a-z][1-9])*)"
		       "|((?:R[a-z][1-9])+))$",
	/* the Sanmill engine's squares (ring 1-3 from the inside, place 1-8
	 * round it): (1,1), (1,6)->(1,7), -(2,3) */
	[P_SANMILL] = "^(?:((?!))|(\\([1-3],[1-8]\\))(?:->(\\([1-3],[1-8]\\)))?"
		      "((?:-\\([1-3],[1-8]\\))*)|((?:-\\([1-3],[1-8]\\))+))$",
	/* GoldToken: Place to d7, d7 -> d6, each removal ", take a1" */
	[P_GOLDTOKEN] = "^(?:((?!))|(?|place +to +([a-z][1-9])()|([a-z][1-9]) *-> *([a-z][1-9]))"
			"((?:, *take +[a-z][1-9])*)|,? *((?:take +[a-z][1-9] *,? *)+))$",
};

/* Each notation's pattern, or -1 where tokens are read by hand. */
static const signed char pattern_of[NOT_COUNT] = {
	[NOT_ALGEBRAIC] = P_ALGEBRAIC, [NOT_PLAYOK] = P_PLAYOK, [NOT_SEPARATE] = P_ALGEBRAIC,
	[NOT_OPENSPIEL] = -1, [NOT_GAMESMAN] = P_GAMESMAN, [NOT_SANMILL_OLD] = P_SANMILL,
	[NOT_GOLDTOKEN] = P_GOLDTOKEN, [NOT_LUDII] = -1,
};

static const char *const notation_name[NOT_COUNT] = {
	[NOT_ALGEBRAIC] = "algebraic", [NOT_PLAYOK] = "PlayOK", [NOT_SEPARATE] = "algebraic",
	[NOT_OPENSPIEL] = "OpenSpiel", [NOT_GAMESMAN] = "GamesmanOne",
	[NOT_SANMILL_OLD] = "Sanmill's old", [NOT_GOLDTOKEN] = "GoldToken", [NOT_LUDII] = "Ludii",
};

/* The Sanmill engine's squares before 2025 (src/position.cpp at b942fdecb^;
 * the app's table in types.dart): ring 1 is the inner square, and each ring
 * is counted clockwise from its top middle point. */
static const char sanmill_square[3][8][3] = {
	{ "d5", "e5", "e4", "e3", "d3", "c3", "c4", "c5" },
	{ "d6", "f6", "f4", "f2", "d2", "b2", "b4", "b6" },
	{ "d7", "g7", "g4", "g1", "d1", "a1", "a4", "a7" },
};

/* A point's square in Sanmill's numbering as 10 * ring + place, or 0. */
static int sanmill_of(const char *name)
{
	for (int f = 0; f < 3; f++)
		for (int r = 0; r < 8; r++)
			if (!strcmp(sanmill_square[f][r], name))
				return (f + 1) * 10 + r + 1;
	return 0;
}

/* n in decimal, in out (room for 8 bytes): name_points writes some two
 * hundred names a rule set, which snprintf made 0.6 M instructions of
 * every run's start. */
static void decimal(char *out, int n)
{
	*buf_digits(out, n) = '\0';
}

/* Each point's name in each notation, for messages: where a notation
 * cannot name a point of this board, its algebraic name. */
static void name_points(mor_rules *r)
{
	const mor_board *b = &r->b;

	for (int p = 0; p < b->n; p++) {
		int sq = sanmill_of(b->name[p]);
		for (int k = 0; k < NOT_COUNT; k++)
			strcpy(r->ptname[k][p], b->name[p]); /* 3 bytes at most */
		decimal(r->ptname[NOT_PLAYOK][p], b->number[p] + 1);
		decimal(r->ptname[NOT_OPENSPIEL][p], b->number[p]);
		if (b->nludii)
			decimal(r->ptname[NOT_LUDII][p], b->ludii[p]);
		if (sq && b->n == 24) {
			char *o = r->ptname[NOT_SANMILL_OLD][p];
			o[0] = '(', o[1] = (char)('0' + sq / 10), o[2] = ',';
			o[3] = (char)('0' + sq % 10), o[4] = ')', o[5] = '\0';
		}
	}
}

/* OpenSpiel's action numbers (decode_openspiel) as a run's steps, in a
 * table: n + from * n + to a slide, below n a point. */
static int openspiel_steps(mor_rules *r, diag *d)
{
	const mor_board *b = &r->b;
	mor_step *st = malloc((size_t)b->n * (size_t)(b->n + 1) * sizeof *st);

	if (!(r->openspiel = st))
		return diag_set(d, "nomem", "out of memory");
	for (int p = 0; p < b->n; p++)
		*st++ = (mor_step){ .from = -1, .to = b->by_number[p] };
	for (int from = 0; from < b->n; from++)
		for (int to = 0; to < b->n; to++)
			*st++ = (mor_step){ .from = b->by_number[from], .to = b->by_number[to] };
	return 0;
}

int mor_patterns(mor_rules *r, diag *d)
{
	name_points(r);
	if (openspiel_steps(r, d))
		return -1;
	return pat_compile(&r->base.pat, pattern, P_COUNT, 0, 10000, d);
}

/* A point from its text in a square notation: "d6", a PlayOK number, or a
 * Sanmill square "(3,4)"; -1 when the board has none there. */
static int point(const mor_board *b, int notation, const char *s, size_t n)
{
	if (notation == NOT_PLAYOK) {
		int k = s[0] - '0';
		if (n == 2)
			k = k * 10 + s[1] - '0';
		return k >= 1 && k <= b->n ? b->by_number[k - 1] : -1;
	}
	if (notation == NOT_SANMILL_OLD) {
		const char *name = sanmill_square[s[1] - '1'][s[3] - '1'];
		return b->n == 24 ? b->at[name[0] - 'a'][name[1] - '0'] : -1;
	}
	return b->at[(s[0] | 0x20) - 'a'][s[1] - '0'];
}

static int bad_point(const char *s, size_t n, int notation, diag *d)
{
	if (notation == NOT_PLAYOK)
		return diag_set(d, "bad-token", "%.*s is not a point number on this board", (int)n, s);
	if (notation == NOT_SANMILL_OLD)
		return diag_set(d, "bad-token", "%.*s is no square of this board (Sanmill's squares "
				"name the 24 points of the nine and twelve men's boards)", (int)n, s);
	return diag_set(d, "bad-token", "%.*s is not a point on this board", (int)n, s);
}

/* The next point's text in a run of removals ("xd7xa1", "Ra1", "-(2,3)",
 * ", take a1", "x12x3"): *at and *len, or 0 at the end. */
static int next_point(int notation, const char **p, const char *e, const char **at, size_t *len)
{
	const char *q = *p;

	for (; q < e; q++) {
		if (notation == NOT_PLAYOK && q[0] >= '0' && q[0] <= '9') {
			*at = q;
			*len = q + 1 < e && q[1] >= '0' && q[1] <= '9' ? 2 : 1;
			break;
		}
		if (notation == NOT_SANMILL_OLD && q[0] == '(') {
			*at = q, *len = 5;
			break;
		}
		if (notation != NOT_PLAYOK && notation != NOT_SANMILL_OLD && q + 1 < e &&
		    ((q[0] | 0x20) >= 'a' && (q[0] | 0x20) <= 'z') && q[1] >= '1' && q[1] <= '9') {
			*at = q, *len = 2;
			break;
		}
	}
	*p = q < e ? *at + *len : e;
	return q < e;
}

/* The point whose text starts at t[i] (of n bytes), in algebraic squares
 * or PlayOK's numbers: its length, 0 where no point's text starts there;
 * *p the point, or -1 where the board has none of that name. A PlayOK
 * number takes a second digit where there is one, as the pattern does. */
static inline size_t point_at(const mor_board *b, int notation, const char *t, size_t i,
			      size_t n, int *p)
{
	if (notation == NOT_PLAYOK) {
		unsigned k;
		size_t len = 1;
		if (i >= n || (k = (unsigned)(t[i] - '0')) - 1 >= 9)
			return 0;
		if (i + 1 < n && (unsigned)(t[i + 1] - '0') < 10)
			k = k * 10 + (unsigned)(t[i + 1] - '0'), len = 2;
		*p = k <= (unsigned)b->n ? b->by_number[k - 1] : -1;
		return len;
	}
	if (i + 2 > n || (unsigned)((t[i] | 0x20) - 'a') >= 26 || (unsigned)(t[i + 1] - '1') >= 9)
		return 0;
	*p = b->at[(t[i] | 0x20) - 'a'][t[i + 1] - '0'];
	return 2;
}

/* A token of the common shapes of algebraic squares or PlayOK numbers (d6,
 * d6-d5, d6:d5, 12-13, any of them with removals glued, xd7 or x12 alone,
 * p), each point one of the board's, read straight into its move: 1; 0 for
 * any other token, which the pattern then reads (and says what is wrong
 * with it). The patterns are caseless, and so is this: a token of these
 * shapes is one the pattern matches, and the move is the one its groups
 * make (a number's digits are taken as greedily as the pattern takes
 * them, and no shape can end in a digit after two). */
static int squares_by_hand(const mor_board *b, int notation, const char *t, size_t n,
			   mor_move *m)
{
	size_t i = 0, k;
	int p;

	if (n == 1 && (t[0] | 0x20) == 'p') {
		m->kind = MV_PASS;
		return 1;
	}
	m->kind = MV_REMOVE;
	if ((k = point_at(b, notation, t, 0, n, &p)) > 0) {
		if (p < 0)
			return 0;
		m->kind = MV_PLACE;
		m->to = (int8_t)p;
		i = k;
		if (i + 1 < n && (t[i] == '-' || (t[i] == ':' && notation != NOT_PLAYOK)) &&
		    (k = point_at(b, notation, t, i + 1, n, &p)) > 0) {
			if (p < 0)
				return 0;
			m->kind = MV_SLIDE;
			m->from = m->to;
			m->to = (int8_t)p;
			i += 1 + k;
		}
	}
	while (i + 1 < n && (t[i] | 0x20) == 'x' && (k = point_at(b, notation, t, i + 1, n, &p)) > 0) {
		if (m->nrem == MOR_MAXREM || p < 0)
			return 0;
		m->rem[m->nrem++] = (int8_t)p;
		i += 1 + k;
	}
	return i == n && (m->kind != MV_REMOVE || m->nrem > 0);
}

/* A token of a square notation, matched by its pattern: the shapes
 * squares_by_hand does not read, and every token of the other square
 * notations. */
static __attribute__((noinline)) int decode_squares(mor_state *st, int notation, const char *tok,
						    size_t n, mor_move *m, diag *d)
{
	const mor_rules *r = st->r;
	const size_t *ov;
	int rc;

	*m = (mor_move){ .kind = 0, .from = -1, .to = -1 };
	rc = pat_match(&r->base.pat, (size_t)pattern_of[notation], tok, n, st->base.md, &ov);
	if (rc < 0)
		return diag_set(d, "bad-token", "'%.*s' is not a move in %s notation",
				plain_upto(tok, n, 40), tok, notation_name[notation]);
#define GROUP(g) (rc > (g) && ov[2 * (g)] != PAT_UNSET && ov[2 * (g) + 1] > ov[2 * (g)])
#define AT(g) (tok + ov[2 * (g)])
#define LEN(g) (ov[2 * (g) + 1] - ov[2 * (g)])
	if (GROUP(1)) {
		m->kind = MV_PASS;
		return 0;
	}
	if (GROUP(2)) {
		int a = point(&r->b, notation, AT(2), LEN(2)), b;
		if (a < 0)
			return bad_point(AT(2), LEN(2), notation, d);
		m->kind = MV_PLACE;
		m->to = (int8_t)a;
		if (GROUP(3)) {
			if ((b = point(&r->b, notation, AT(3), LEN(3))) < 0)
				return bad_point(AT(3), LEN(3), notation, d);
			m->kind = MV_SLIDE;
			m->from = (int8_t)a;
			m->to = (int8_t)b;
		}
	} else {
		m->kind = MV_REMOVE;
	}
	{
		int g = GROUP(4) ? 4 : GROUP(5) ? 5 : 0;
		const char *p = g ? AT(g) : NULL, *e = g ? AT(g) + LEN(g) : NULL, *at;
		size_t len;
		while (p && next_point(notation, &p, e, &at, &len)) {
			int k;
			if (m->nrem == MOR_MAXREM)
				return diag_set(d, "bad-token", "more than %d removals in one move", MOR_MAXREM);
			if ((k = point(&r->b, notation, at, len)) < 0)
				return bad_point(at, len, notation, d);
			m->rem[m->nrem++] = (int8_t)k;
		}
	}
#undef GROUP
#undef AT
#undef LEN
	return 0;
}

/* Why an OpenSpiel token is not an action: not a number of at most six
 * digits, or not one of the board's actions. */
static __attribute__((noinline, cold)) int openspiel_refused(const mor_state *st, const char *tok,
							     size_t n, mor_move *m, diag *d)
{
	const mor_board *b = &st->r->b;

	*m = (mor_move){ .kind = 0, .from = -1, .to = -1 };
	for (size_t i = 0; i < n; i++)
		if (tok[i] < '0' || tok[i] > '9' || i >= 6)
			return diag_set(d, "bad-token", "'%.*s' is not a move in OpenSpiel notation (an "
					"action number)", plain_upto(tok, n, 40), tok);
	return diag_set(d, "bad-token", "%.*s is not an action on this board: OpenSpiel "
			"numbers the points 0 to %d and the moves %d to %d", (int)n, tok,
			b->n - 1, b->n, b->n * (b->n + 1) - 1);
}

/* OpenSpiel's action numbers (open_spiel/games/nine_mens_morris): with the
 * points numbered row by row from the top-left, 0 to n-1 is a point, where
 * a piece is placed or, when a mill is owed, removed; n + from * n + to a
 * move. The same number is a placement or a removal as the position says:
 * 1 for a point, so that the referee does not remember it, where it does
 * remember a move's number. Read with no scan, the rule set's table of
 * numbers to points doing the rest. */
static inline int decode_openspiel(mor_state *st, const char *tok, size_t n, mor_move *m, diag *d)
{
	const mor_board *b = &st->r->b;
	unsigned a, np = (unsigned)b->n;

	/* the digits: most actions have two or three, read without a loop */
	switch (n) {
	case 1:
		a = (unsigned)(tok[0] - '0');
		if (a > 9)
			return openspiel_refused(st, tok, n, m, d);
		break;
	case 2:
	case 3: {
		unsigned d0 = (unsigned)(tok[0] - '0'), d1 = (unsigned)(tok[1] - '0');
		unsigned d2 = n == 3 ? (unsigned)(tok[2] - '0') : 0;
		if (d0 > 9 || d1 > 9 || d2 > 9)
			return openspiel_refused(st, tok, n, m, d);
		a = n == 3 ? d0 * 100 + d1 * 10 + d2 : d0 * 10 + d1;
		break;
	}
	case 4:
	case 5:
	case 6:
		a = 0;
		for (size_t i = 0; i < n; i++) {
			unsigned digit = (unsigned)(tok[i] - '0');
			if (digit > 9)
				return openspiel_refused(st, tok, n, m, d);
			a = a * 10 + digit;
		}
		break;
	default: /* no digits, or more than six */
		return openspiel_refused(st, tok, n, m, d);
	}
	if (a < np) {
		if (st->owe)
			*m = (mor_move){ .kind = MV_REMOVE, .from = -1, .to = -1, .nrem = 1,
					 .rem = { b->by_number[a] } };
		else
			*m = (mor_move){ .kind = MV_PLACE, .from = -1, .to = b->by_number[a] };
		return 1; /* as the position says */
	}
	if (a >= np * (np + 1))
		return openspiel_refused(st, tok, n, m, d);
	a -= np;
	*m = (mor_move){ .kind = MV_SLIDE, .from = b->by_number[a / np], .to = b->by_number[a % np] };
	return 0;
}

/* Each byte as a square's file, its row of mor_board's square[] (a letter
 * of either case: its file + 1; 0 for any other byte), times 16; and as
 * its rank, the column (1 to 9 for '1' to '9'; 0 for any other byte). One
 * table, so that a loop keeps one address for both. */
#define FILE_ROW(c, f) [c] = (f + 1) * 16, [(c) - 'a' + 'A'] = (f + 1) * 16
static const struct square_bytes {
	uint16_t row[256];
	uint8_t column[256];
} square_bytes = {
	.row = { FILE_ROW('a', 0), FILE_ROW('b', 1), FILE_ROW('c', 2), FILE_ROW('d', 3),
		 FILE_ROW('e', 4), FILE_ROW('f', 5), FILE_ROW('g', 6), FILE_ROW('h', 7),
		 FILE_ROW('i', 8), FILE_ROW('j', 9), FILE_ROW('k', 10), FILE_ROW('l', 11),
		 FILE_ROW('m', 12), FILE_ROW('n', 13), FILE_ROW('o', 14), FILE_ROW('p', 15),
		 FILE_ROW('q', 16), FILE_ROW('r', 17), FILE_ROW('s', 18), FILE_ROW('t', 19),
		 FILE_ROW('u', 20), FILE_ROW('v', 21), FILE_ROW('w', 22), FILE_ROW('x', 23),
		 FILE_ROW('y', 24), FILE_ROW('z', 25) },
	.column = { ['1'] = 1, ['2'] = 2, ['3'] = 3, ['4'] = 4, ['5'] = 5, ['6'] = 6, ['7'] = 7,
		    ['8'] = 8, ['9'] = 9 },
};
#undef FILE_ROW

/* The point named by the algebraic square at t (a letter of either case
 * and a digit 1-9, as point_at reads it), or -1 where t is no square of
 * the board: the board's square[] at the bytes' row and column, which
 * are -1 where either byte is no square's. */
static inline int square_at(const mor_board *b, const char *t)
{
	const struct square_bytes *sb = &square_bytes;

	/* the sum as a size_t: as an int gcc widened it at every look */
	return (&b->square[0][0])[(size_t)sb->row[(unsigned char)t[0]] +
				  (size_t)sb->column[(unsigned char)t[1]]];
}

/* The algebraic tokens most records write (d6, d6-d5, either with
 * removals glued), a square every three bytes: 1 with the move made, 0
 * for any other token, which decode_other reads (no token of more than 29
 * bytes is one of these). The same moves as squares_by_hand makes of
 * them, with none of its tests of the notation and of the token's end at
 * each point: on the 81-point grid 20,574 tokens of 400 games, a move with
 * a removal glued on, reach the decode. */
static inline int squares_fast(const mor_board *b, const char *t, size_t n, mor_move *m)
{
	size_t i = 2;
	int p, q;

	*m = (mor_move){ .kind = 0, .from = -1, .to = -1 };
	if (n < 2 || (p = square_at(b, t)) < 0)
		return 0;
	if (n >= 5 && t[2] == '-') {
		if ((q = square_at(b, t + 3)) < 0)
			return 0;
		m->kind = MV_SLIDE;
		m->from = (int8_t)p;
		p = q;
		i = 5;
	} else {
		m->kind = MV_PLACE;
	}
	m->to = (int8_t)p;
	for (; i + 3 <= n && t[i] == 'x' && m->nrem < MOR_MAXREM; i += 3) {
		if ((q = square_at(b, t + i + 1)) < 0)
			return 0;
		m->rem[m->nrem++] = (int8_t)q;
	}
	return i == n;
}

/* A token of any notation but OpenSpiel's: out of mor_decode's line, so
 * that OpenSpiel's, which come there at every move, do not pay for saving
 * the registers the others need. */
static __attribute__((noinline)) int decode_other(mor_state *st, int notation, const char *tok,
						  size_t n, mor_move *m, diag *d)
{
	*m = (mor_move){ .kind = 0, .from = -1, .to = -1 };
	if (notation < 0 || notation >= NOT_COUNT)
		notation = NOT_ALGEBRAIC;
	if (notation == NOT_LUDII)
		return mor_ludii_decode(st, tok, n, m, d);
	if (n > 40)
		return diag_set(d, "bad-token", "'%.*s' is not a move in %s notation",
				plain_upto(tok, n, 40), tok,
				notation_name[notation]);
	/* the common shapes of algebraic squares and PlayOK numbers read by
	 * hand, here: a rule set of many points has thousands of tokens, and
	 * each one the referee has not met before comes here, so the pattern's
	 * function and what its call saves are left to the others */
	if ((pattern_of[notation] == P_ALGEBRAIC || notation == NOT_PLAYOK) &&
	    squares_by_hand(&st->r->b, notation, tok, n, m))
		return 0;
	return decode_squares(st, notation, tok, n, m, d);
}

/* A token of the notations of algebraic squares: the common shapes read
 * by squares_fast, ahead of decode_other's frame (it saves six registers),
 * the rest by decode_other. */
static __attribute__((noinline)) int decode_algebraic(mor_state *st, int notation, const char *tok,
						      size_t n, mor_move *m, diag *d)
{
	if (squares_fast(&st->r->b, tok, n, m))
		return 0;
	return decode_other(st, notation, tok, n, m, d);
}

int mor_side_ok(const mor_state *s, int side, const mor_move *m, diag *d)
{
	static const char *const name[2] = { "white", "black" };

	if (side == s->side || s->base.out.over || (s->owe && m->kind != MV_REMOVE))
		return 0;
	return diag_set(d, "wrong-side", "the record gives this move to %s, but %s is to move",
			name[side], name[s->side]);
}

int mor_decode(mor_state *st, int notation, const char *tok, size_t n, mor_move *m, diag *d)
{
	if (notation == NOT_OPENSPIEL && n <= 40) /* every token of the record comes here */
		return decode_openspiel(st, tok, n, m, d);
	if ((unsigned)notation < NOT_COUNT && pattern_of[notation] == P_ALGEBRAIC)
		return decode_algebraic(st, notation, tok, n, m, d);
	return decode_other(st, notation, tok, n, m, d);
}

/* The steps a run reads before the engine plays them (mor_play_steps): a
 * call for many moves, the words after a refusal read for nothing. */
enum { RUN_STEPS = 64 };

/* OpenSpiel's numbers' run reads its words a batch of bytes at a time, not
 * a count of steps: every word there takes two bytes at least (a digit and
 * the blank after it), so no more than RUN_WORDS words start in RUN_BYTES
 * bytes, and the loop tests the text's place alone, not the count too (a
 * test a word). A batch holds about RUN_STEPS words of three digits. */
enum { RUN_BYTES = 4 * RUN_STEPS, RUN_WORDS = RUN_BYTES / 2 };

/* The first byte of the k-th word from w on, among the words a run has
 * read (each ended by a blank): a step's word, found again only where the
 * play stops at it. */
static const char *word_at(const char *w, size_t k, const unsigned char blank[256])
{
	while (blank[(unsigned char)*w])
		w++;
	for (; k; k--) {
		while (!blank[(unsigned char)*w])
			w++;
		while (blank[(unsigned char)*w])
			w++;
	}
	return w;
}

/* A run's end, its steps all played: every word taken (q at the text's
 * end), or the word at q left to the usual path, *at its offset. */
static inline int run_left(const char *t, const char *q, const char *end, size_t *at)
{
	if (q >= end)
		return GAME_RUN_ALL;
	*at = (size_t)(q - t);
	return GAME_RUN_STOP;
}

/* The number of the word at q, whose first byte is a digit, `a` on entry
 * (less '0'): its digits read, the first four unrolled (the moves of a
 * board of more than 31 points have four); a word of more is read on, and
 * only it can be too long (a wrapped sum of a long word is never used: its
 * length stops it). The byte after the word, less '0', in *digit; the
 * word's end returned, or NULL where it has more than six digits. The
 * fourth digit expected a digit: so gcc lays out the three-digit words'
 * way with no padding in it (the nine men's morris lines paid for one).
 * In line in mor_run_openspiel's loop. */
static inline __attribute__((always_inline)) const char *number_at(const char *q, unsigned *a,
								   ptrdiff_t *digit)
{
	const char *w = q;
	unsigned v = *a;
	ptrdiff_t c;

	if ((size_t)(c = (ptrdiff_t)(unsigned char)q[1] - '0') > 9) {
		q++;
	} else if (v = v * 10 + (unsigned)c, (size_t)(c = (ptrdiff_t)(unsigned char)q[2] - '0') > 9) {
		q += 2;
	} else if (v = v * 10 + (unsigned)c,
		   __builtin_expect((size_t)(c = (ptrdiff_t)(unsigned char)q[3] - '0') > 9, 0)) {
		q += 3;
	} else {
		v = v * 10 + (unsigned)c;
		for (q += 4; (size_t)(c = (ptrdiff_t)(unsigned char)*q - '0') <= 9; q++)
			v = v * 10 + (unsigned)c;
		if (q - w > 6)
			return NULL;
	}
	*a = v;
	*digit = c;
	return q;
}

/* OpenSpiel's numbers' run (games/game.h): a word of at most six digits
 * that is an action of the board is the move decode_openspiel makes of it,
 * its digits read here as they are met, and the engine plays the steps of
 * the words that start in RUN_BYTES bytes at a time, as mor_play would play
 * their moves. Any other word stops the run unplayed, for the usual path to
 * read and to say what is wrong with it. So does a move (a number above the
 * points) while a removal is owed (the engine's steps stop there): play
 * refuses it, after a mill as the first move of the next ply
 * (refused_next), and the usual path says so. No morris play lays a refusal
 * on the move before (fault_before) or leaves a warning, but a warning
 * would stop the run after its word.
 * The blanks at the text's end are left aside first, and the digits that
 * end it (the last word, where it is a number) read apart: every word
 * before them is then ended by a byte that is no digit, and every blank
 * followed by one that is no blank, with no test for the text's end. */
int mor_run_openspiel(void *st, const char *t, size_t len, const unsigned char blank[256],
		      size_t *at, diag *d)
{
	mor_state *s = st;
	const mor_step *of = s->r->openspiel;
	unsigned np = (unsigned)s->r->b.n, actions = np * (np + 1), a;
	const char *q = t, *end = t + len, *last, *w, *from;
	/* blank0[digit] is the blank table's entry for the byte after a
	 * word, `digit` that byte less '0' */
	const unsigned char *blank0 = &blank['0'];
	ptrdiff_t digit;
	/* ',' less '0', where ',' and ' ' are blanks (no byte less '0' else) */
	ptrdiff_t comma = blank[','] && blank[' '] ? ',' - '0' : PTRDIFF_MAX;
	/* a batch's words, and the last word of the text after them */
	mor_step step[RUN_WORDS + 1];
	size_t n = 0, done = 0;
	int rc;

	while (end > t && blank[(unsigned char)end[-1]])
		end--;
	for (last = end; last > t && (unsigned)(unsigned char)last[-1] - '0' <= 9; last--)
		;
	if (q < end)
		while (blank[(unsigned char)*q])
			q++;
	from = q; /* the first step's word */
	while (q < last) {
		/* a batch: the words that start before `stop`, RUN_WORDS at
		 * most; the steps of the one before played first (the last
		 * batch's are played with the text's last word, below) */
		const char *stop = last - q > RUN_BYTES ? q + RUN_BYTES : last;
		if (n) {
			if ((rc = mor_play_steps(s, step, n, &done, d)) != GAME_RUN_ALL)
				goto stopped;
			n = 0;
			from = q;
		}
		while (q < stop) {
			w = q;
			/* the first byte less '0', as the bytes after it are read */
			if ((size_t)(digit = (ptrdiff_t)(unsigned char)*q - '0') > 9) {
				if (!blank0[digit])
					goto read;
				/* more blanks after ", " (below) */
				while (blank[(unsigned char)*++q])
					;
				continue;
			}
			a = (unsigned)digit;
			if (!(q = number_at(q, &a, &digit))) {
				q = w;
				goto read;
			}
			if (a >= actions) {
				q = w;
				goto read;
			}
			/* past the blank after the word, or OpenSpiel's ", " at
			 * once: the loop's top takes any blank after them */
			if (digit == comma && q[1] == ' ') {
				q += 2;
			} else if (blank0[digit]) {
				q++;
			} else {
				q = w;
				goto read;
			}
			step[n++] = of[a];
		}
	}
read: /* q at the text's last word, or at one that stops the run */
	if (q == last && q < end && end - q <= 6) { /* the last word, all digits */
		for (a = 0; q < end; q++)
			a = a * 10 + (unsigned)(unsigned char)*q - '0';
		q = last;
		if (a < actions) {
			step[n++] = of[a];
			q = end;
		}
	}
	if (n && (rc = mor_play_steps(s, step, n, &done, d)) != GAME_RUN_ALL)
		goto stopped;
	return run_left(t, q, end, at);
stopped:
	*at = (size_t)(word_at(from, done, blank) - t);
	return rc;
}

/* What square_step makes of a word. */
enum { SQ_STOP, SQ_STEP, SQ_GLUED };

/* The algebraic squares' word at w, ended by a byte blank[] marks, as a
 * run's step: a square alone (d6) a placement, two joined by '-' (d6-d5)
 * a slide, a square after 'x' (xd6) a removal, each square one of the
 * board's (square_at): SQ_STEP, *step and *len (the word's bytes) set.
 * SQ_GLUED where a square or a slide has an 'x' glued after it (d6-d5xd7,
 * for squares_fast to read whole); SQ_STOP for any other word. Each byte
 * is read only after one that is no blank, so no more than one byte past
 * the blank that ends the word is read (square_at reads two). The moves are
 * those squares_fast (d6, d6-d5) and squares_by_hand (xd6) make of them. */
static inline __attribute__((always_inline)) int square_step(const mor_board *b, const char *w,
							     const unsigned char blank[256],
							     mor_step *step, size_t *len)
{
	int p, q;

	if ((p = square_at(b, w)) < 0) { /* xd6 is no square: its 'd' no rank */
		if (w[0] != 'x' || (p = square_at(b, w + 1)) < 0 || !blank[(unsigned char)w[3]])
			return SQ_STOP;
		*step = (mor_step){ STEP_REMOVE, (int8_t)p };
		*len = 3;
		return SQ_STEP;
	}
	if (blank[(unsigned char)w[2]]) {
		*step = (mor_step){ STEP_PLACE, (int8_t)p };
		*len = 2;
		return SQ_STEP;
	}
	if (w[2] == '-' && (q = square_at(b, w + 3)) >= 0) {
		if (blank[(unsigned char)w[5]]) {
			*step = (mor_step){ (int8_t)p, (int8_t)q };
			*len = 5;
			return SQ_STEP;
		}
		return w[5] == 'x' ? SQ_GLUED : SQ_STOP;
	}
	return w[2] == 'x' ? SQ_GLUED : SQ_STOP;
}

/* A word of n bytes: the last of a run's text, or one with removals glued
 * (square_step's SQ_GLUED). SQ_STEP with *step set where square_step
 * would take it (a removal alone as squares_by_hand reads it, xd6, where
 * the square is the board's; a placement or a slide); SQ_GLUED with *m set
 * where it is a move with removals glued, as squares_fast makes it;
 * SQ_STOP for any other word. */
static int word_move(const mor_board *b, const char *w, size_t n, mor_step *step, mor_move *m)
{
	int p;

	if (n == 3 && w[0] == 'x') {
		if ((p = square_at(b, w + 1)) < 0)
			return SQ_STOP;
		*step = (mor_step){ STEP_REMOVE, (int8_t)p };
		return SQ_STEP;
	}
	if (!squares_fast(b, w, n, m))
		return SQ_STOP;
	if (m->nrem)
		return SQ_GLUED;
	*step = m->kind == MV_SLIDE ? (mor_step){ m->from, m->to } : (mor_step){ STEP_PLACE, m->to };
	return SQ_STEP;
}

/* A move with removals glued, played as the game's play plays such a move
 * (mor_play_removals): as a run ends at it, GAME_RUN_ALL where it was
 * played and left no warning. */
static int glued_played(mor_state *s, const mor_move *m, diag *d)
{
	if (mor_play_removals(s, m, d))
		return GAME_RUN_REFUSED;
	return s->base.warned ? GAME_RUN_WARNED : GAME_RUN_ALL;
}

/* The algebraic squares' run (games/game.h), for the notations algebraic
 * and algebraic-separate: the words square_step reads are the engine's
 * steps, played RUN_STEPS at a time (mor_play_steps) as mor_play would
 * play their moves; a word with removals glued is played alone, the steps
 * before it played first; any other word stops the run unplayed (a pass,
 * a square the board has not, d6:d5, capitals), for the usual path to read
 * and to say what is wrong with it, and so does a placement where a
 * removal is owed, a removal where none is, or a slide where one is (the
 * steps stop at them: play refuses them). No morris play lays a refusal
 * on the move before (fault_before); a warning would stop the run after
 * its word. The blanks at the text's end are left aside first, and the
 * last word read apart (word_move): every word before it is then ended by
 * a blank before the text's end, with no test for that end. */
int mor_run_squares(void *st, const char *t, size_t len, const unsigned char blank[256],
		    size_t *at, diag *d)
{
	mor_state *s = st;
	const mor_board *b = &s->r->b;
	const char *q = t, *end = t + len, *last, *w, *from;
	mor_step step[RUN_STEPS];
	mor_move m;
	size_t n = 0, done = 0, wn;
	int rc, k;

	while (end > t && blank[(unsigned char)end[-1]])
		end--;
	for (last = end; last > t && !blank[(unsigned char)last[-1]]; last--)
		;
	if (q < end)
		while (blank[(unsigned char)*q])
			q++;
	from = q; /* the first step's word */
	while (q < last) {
		w = q;
		if ((k = square_step(b, q, blank, &step[n], &wn)) == SQ_STEP) {
			q += wn; /* the blank after it: the loop's top takes any more */
			while (blank[(unsigned char)*++q])
				;
			if (++n == RUN_STEPS) {
				if ((rc = mor_play_steps(s, step, n, &done, d)) != GAME_RUN_ALL)
					goto stopped;
				n = 0;
				from = q;
			}
			continue;
		}
		if (k == SQ_STOP)
			break;
		/* its 'x' is w[2] or w[5]: the word ends past w[2] */
		for (q = w + 3; !blank[(unsigned char)*q]; q++)
			;
		if (word_move(b, w, (size_t)(q - w), &step[n], &m) != SQ_GLUED) {
			q = w;
			break;
		}
		if (n && (rc = mor_play_steps(s, step, n, &done, d)) != GAME_RUN_ALL)
			goto stopped;
		n = 0;
		if ((rc = glued_played(s, &m, d)) != GAME_RUN_ALL) {
			*at = (size_t)(w - t);
			return rc;
		}
		while (blank[(unsigned char)*q])
			q++;
		from = q;
	}
	if (q == last && q < end) { /* the last word: d6 and d6-d5 read here */
		int p = end - q >= 2 ? square_at(b, q) : -1, r;
		if (end - q == 2 && p >= 0)
			step[n] = (mor_step){ STEP_PLACE, (int8_t)p }, k = SQ_STEP;
		else if (end - q == 5 && p >= 0 && q[2] == '-' && (r = square_at(b, q + 3)) >= 0)
			step[n] = (mor_step){ (int8_t)p, (int8_t)r }, k = SQ_STEP;
		else
			k = word_move(b, q, (size_t)(end - q), &step[n], &m);
		if (k == SQ_STEP) {
			n++;
			q = end;
		} else if (k == SQ_GLUED) {
			if (n && (rc = mor_play_steps(s, step, n, &done, d)) != GAME_RUN_ALL)
				goto stopped;
			n = 0;
			if ((rc = glued_played(s, &m, d)) != GAME_RUN_ALL) {
				*at = (size_t)(q - t);
				return rc;
			}
			q = end;
		}
	}
	if (n && (rc = mor_play_steps(s, step, n, &done, d)) != GAME_RUN_ALL)
		goto stopped;
	return run_left(t, q, end, at);
stopped:
	*at = (size_t)(word_at(from, done, blank) - t);
	return rc;
}

/* A point in a notation; 0, or -1 where the notation cannot name it: its
 * name as name_points wrote it (a number in decimal, as printf's %d), with
 * no format run (the suggestion after an illegal move writes every legal
 * move). */
static int put_point(const mor_rules *r, int notation, int p, buf *out)
{
	switch (notation) {
	case NOT_PLAYOK:
	case NOT_OPENSPIEL:
		return buf_puts(out, r->ptname[notation][p]), 0;
	case NOT_SANMILL_OLD:
		if (r->b.n != 24 || !sanmill_of(r->b.name[p]))
			return -1;
		return buf_puts(out, r->ptname[NOT_SANMILL_OLD][p]), 0;
	default:
		return buf_puts(out, r->b.name[p]), 0;
	}
}

/* How each notation writes a move: before the first point, between the
 * points of a slide, before each removal glued to a move, and before a
 * removal on its own; a pass (NULL: none). */
static const struct spelling {
	const char *place, *slide, *glued, *alone, *pass;
} spelling[NOT_COUNT] = {
	[NOT_ALGEBRAIC] = { "", "-", "x", "x", "p" },
	[NOT_PLAYOK] = { "", "-", "x", "x", "p" },
	[NOT_SEPARATE] = { "", "-", "x", "x", "p" },
	[NOT_OPENSPIEL] = { "", NULL, " ", "", NULL },
	[NOT_GAMESMAN] = { "", "-", "R", "R", NULL },
	[NOT_SANMILL_OLD] = { "", "->", " -", "-", NULL },
	[NOT_GOLDTOKEN] = { "Place to ", " -> ", ", take ", "take ", NULL },
};

int mor_encode(const mor_state *s, int notation, const mor_move *m, buf *out)
{
	const mor_rules *r = s->r;
	const mor_board *b = &r->b;
	const struct spelling *w;
	int bad = 0;

	if (notation < 0 || notation >= NOT_COUNT)
		notation = NOT_ALGEBRAIC;
	if (notation == NOT_LUDII)
		return mor_ludii_encode(s, m, out);
	if (!m)
		return 0; /* nothing comes before the first move */
	w = &spelling[notation];
	if (m->kind == MV_PASS)
		return w->pass ? buf_puts(out, w->pass), 0 : -1;
	if (m->kind == MV_SLIDE && notation == NOT_OPENSPIEL) {
		buf_int(out, b->n + b->number[m->from] * b->n + b->number[m->to]);
	} else if (m->kind == MV_SLIDE) {
		bad |= put_point(r, notation, m->from, out);
		buf_puts(out, w->slide);
		bad |= put_point(r, notation, m->to, out);
	} else if (m->kind == MV_PLACE) {
		buf_puts(out, w->place);
		bad |= put_point(r, notation, m->to, out);
	}
	for (int i = 0; i < m->nrem; i++) {
		buf_puts(out, m->kind == MV_REMOVE && i == 0 ? w->alone : w->glued);
		bad |= put_point(r, notation, m->rem[i], out);
	}
	return bad ? -1 : 0;
}
