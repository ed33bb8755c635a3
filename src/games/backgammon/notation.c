/* Backgammon actions as Jellyfish .mat files write them, each from the
 * mover's side: "52: 13/8 24/22", "8/4(2)", "bar/22" or "25/22", "6/off" or
 * "6/0", "13/7*", an empty play "54:", "Doubles => 2", "Takes", "Drops",
 * "Beavers => 4". The action's shape is matched with PCRE2; the checker moves
 * are read by hand. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "base/plain.h"
#include "games/backgammon/bg.h"

/* 1-2: dice, 3: the play; 4: a double, 5: its value; 6: take; 7: drop; 8: a
 * beaver, or the doubler's raccoon on it ("Raccoons => 8", a word gnubg's
 * import reads as one), 9: its value; 10: a resignation (gnubg and XG write
 * "????" after the roll, XG "00: ????" before one, transcribers "Resigns", OpenGammon
 * "Resigned Game" and "Resigned Match"); 11-13: a resignation with what it
 * gives up, as tournament transcripts write it ("Resign normal", "Resign
 * gammon", "Resign backgammon"); transcribers also write the cube's
 * words in the singular ("Double => 2", "Take"), choue.net its arrow long
 * ("Doubles ==> 2") */
static const char *const pattern =
	"^(?:([1-6])([1-6]):\\s*(.*?)\\s*|((?:re)?doubles?)(?:\\s*=+>\\s*([0-9]+))?|(takes?|accepts?)|"
	"(drops?|pass(?:es)?|rejects?)|(beavers?|raccoons?)(?:\\s*=+>\\s*([0-9]+))?|"
	"(resigns?|resigned(?:\\s+(?:game|match))?|concedes|conceded|00:\\s*\\?{3,4}|\\?{3,4})|"
	"resign\\s+(?:(normal|single)|(gammon)|(backgammon)))$";

int bg_patterns(bg_rules *r, diag *d)
{
	return pat_compile(&r->base.pat, &pattern, 1, 1, 100000, d);
}

/* Do the three bytes at s spell word, in any case? word is lower case
 * letters ('|' 0x20 folds only theirs that way): XG writes "Bar/20",
 * "6/Off" at every entry and bear-off, no library call. */
static int word3(const char *s, const char *word)
{
	return ((s[0] | 0x20) == word[0]) & ((s[1] | 0x20) == word[1]) &
	       ((s[2] | 0x20) == word[2]);
}

/* A point written as a word: "bar" (25), "off" (0); -1 when it is none. */
static int point_word(const char **p, const char *end)
{
	const char *s = *p;

	if (end - s >= 3 && word3(s, "bar")) {
		*p = s + 3;
		return BG_BAR;
	}
	if (end - s >= 3 && word3(s, "off")) {
		*p = s + 3;
		return BG_OFF;
	}
	return -1;
}

/* A point: 1-25 (up to three digits read), "bar" (25), "off" (0). Returns
 * -1 when it is none. Every point of every play comes here. */
static inline int point(const char **p, const char *end)
{
	const char *s = *p;
	int n;

	if (s == end || *s < '0' || *s > '9')
		return point_word(p, end);
	n = *s++ - '0';
	for (int digits = 1; s < end && *s >= '0' && *s <= '9' && digits < 3; digits++)
		n = n * 10 + *s++ - '0';
	*p = s;
	return n <= BG_BAR ? n : -1;
}

/* A point of one or two digits, 0 to 25, at p: its number, p past it; -1
 * where it is none (plain_moves then leaves the play to moves()). */
static inline int plain_point(const char **p)
{
	const char *s = *p;
	int n;

	if (*s < '0' || *s > '9')
		return -1;
	n = *s++ - '0';
	if (*s >= '0' && *s <= '9')
		n = n * 10 + *s++ - '0';
	*p = s;
	return n <= BG_BAR ? n : -1;
}

/* The common play, "13/8 24/22*": moves of one step each, from a point
 * or the bar written in digits to a point, a '*' or none after it, one
 * blank between them, read in one pass; 1 when the whole play is so (m
 * holds it), 0 where anything else is written (m's moves are then none,
 * for moves() to read). The play is the record's text, readable past its
 * end (a line end, or BUF_SLACK). */
static int plain_moves(const char *p, const char *end, bg_move *m)
{
	while (p < end) {
		int from = plain_point(&p), to;
		if (from < 1 || *p++ != '/' || (to = plain_point(&p)) < 0 || p > end ||
		    m->n == BG_MAXSTEPS) /* (0 is the hand, "0/22": moves() says so) */
			break;
		m->from[m->n] = (int8_t)from;
		m->to[m->n] = (int8_t)to;
		m->hit[m->n] = p < end && *p == '*';
		p += m->hit[m->n];
		m->n++;
		if (p == end)
			return 1;
		if (*p != ' ' || p + 1 == end || p[1] < '0' || p[1] > '9')
			break;
		p++;
	}
	for (; m->n; m->n--) /* as bg_decode left them: moves() reads from the start */
		m->from[m->n - 1] = m->to[m->n - 1] = (int8_t)(m->hit[m->n - 1] = 0);
	return 0;
}

/* "24/18/13 8/4(2)": checker moves, chains cut into steps, (k) repeats;
 * moves apart by blanks or commas, or by a '*' a point follows straight
 * ("13/11*8/3", as GNU Backgammon reads it). */
static int moves(const char *s, size_t n, bg_move *m, diag *d)
{
	const char *p = s, *end = s + n;

	if (plain_moves(s, end, m))
		return 0;

	while (p < end) {
		int from, to, first = m->n, reps = 1;
		while (p < end && (*p == ' ' || *p == '\t' || *p == ','))
			p++;
		if (p == end)
			break;
		if ((from = point(&p, end)) < 0)
			return diag_set(d, "bad-token", "'%.*s' is not a checker move", (int)n, s);
		if (from == BG_OFF)
			from = BG_HAND; /* "off/22": a checker enters from the hand */
		while (p < end && *p == '/') {
			p++;
			if ((to = point(&p, end)) < 0)
				return diag_set(d, "bad-token", "'%.*s' is not a checker move", (int)n, s);
			if (m->n == BG_MAXSTEPS)
				return diag_set(d, "bad-token", "more than %d checker moves", BG_MAXSTEPS);
			m->from[m->n] = (int8_t)from;
			m->to[m->n] = (int8_t)to;
			m->hit[m->n] = 0;
			if (p < end && *p == '*') {
				m->hit[m->n] = 1;
				p++;
			}
			m->n++;
			from = to;
		}
		if (m->n == first)
			return diag_set(d, "bad-token", "'%.*s' is not a checker move", (int)n, s);
		if (p < end && *p == '(') {
			p++;
			reps = *p >= '1' && *p <= '4' ? *p++ - '0' : 0;
			if (!reps || p >= end || *p++ != ')')
				return diag_set(d, "bad-token", "'%.*s': a repeat is written (2) to (4)",
						(int)n, s);
		}
		for (int r = 1, last = m->n; r < reps; r++)
			for (int k = first; k < last; k++) {
				if (m->n == BG_MAXSTEPS)
					return diag_set(d, "bad-token", "more than %d checker moves",
							BG_MAXSTEPS);
				m->from[m->n] = m->from[k];
				m->to[m->n] = m->to[k];
				m->hit[m->n] = 0;
				m->n++;
			}
		if (p < end && *p != ' ' && *p != '\t' && *p != ',' && p[-1] != '*')
			return diag_set(d, "bad-token", "'%.*s' is not a checker move", (int)n, s);
	}
	return 0;
}

/* An SGF set-up node's properties, "AE[a:x]AW[a][a]AB[x]CV[2]CP[w]PL[B]", as
 * changes to the position it applies to: a value "c:d" is SGF's compressed
 * list, the letters from c to d, both included, as gnubg reads it too
 * (Gibbon empties the board with AE[a:x]); each letter of AW or AB adds a
 * checker. */
static int setup(const char *tok, size_t n, bg_setup *u, diag *d)
{
	const char *p = tok, *end = tok + n;

	u->owner = -2;
	u->turn = -1;
	while (p < end) {
		char id[2];
		if (end - p < 3 || p[0] < 'A' || p[0] > 'Z' || p[1] < 'A' || p[1] > 'Z' || p[2] != '[')
			return diag_set(d, "bad-token", "'%.*s' is not an SGF set-up", plain_upto(tok, n, 40),
					tok);
		id[0] = p[0];
		id[1] = p[1];
		p += 2;
		while (p < end && *p == '[') {
			const char *v = ++p, *close = memchr(p, ']', (size_t)(end - p));
			size_t vn;
			if (!close)
				return diag_set(d, "bad-token", "an SGF set-up value is never closed");
			vn = (size_t)(close - v);
			p = close + 1;
			if ((id[0] == 'A' && (id[1] == 'E' || id[1] == 'W' || id[1] == 'B'))) {
				int lo = vn ? v[0] - 'a' : -1, hi = lo + 1;
				if (vn == 3 && v[1] == ':')
					hi = v[2] - 'a' + 1;
				else if (vn != 1)
					lo = -1;
				if (lo < 0 || lo >= BG_SETUP_POINTS || hi > BG_SETUP_POINTS || hi <= lo)
					return diag_set(d, "bad-token", "'%.*s' is no point list (a to y)",
							(int)vn, v);
				for (int i = lo; i < hi; i++) {
					if (id[1] == 'E')
						u->empty |= (uint32_t)1 << i;
					else if (u->add[id[1] == 'B'][i] < UINT8_MAX)
						u->add[id[1] == 'B'][i]++; /* past any rule set's 30 */
				}
			} else if (id[0] == 'C' && id[1] == 'V') {
				long c = strtol(v, NULL, 10); /* (atoi wrapped 4294967298 round to 2) */
				if (c < 1 || c > 64 || (c & (c - 1)))
					return diag_set(d, "bad-token", "CV[%.*s]: a cube is 1, 2, 4 ... 64",
							(int)vn, v);
				u->cube = (uint8_t)c;
			} else if ((id[0] == 'C' && (id[1] == 'P' || id[1] == 'O')) && vn == 1 &&
				   strchr("cwb", v[0])) {
				u->owner = (int8_t)(v[0] == 'c' ? -1 : v[0] == 'b');
			} else if (id[0] == 'P' && id[1] == 'L' && vn == 1 && strchr("WB", v[0])) {
				u->turn = (int8_t)(v[0] == 'B');
			} else {
				return diag_set(d, "bad-token", "%c%c[%.*s] is no set-up property", id[0],
						id[1], (int)vn, v);
			}
		}
	}
	return 0;
}

/* A set-up as the properties it was read from, in one order; emptied
 * points in runs, [c:e] for c to e as SGF's compressed lists (and gnubg)
 * read them. */
static void encode_setup(const bg_setup *u, buf *out)
{
	static const char *const id[3] = { "AE", "AW", "AB" };

	for (int k = 0; k < 3; k++) {
		const char *name = id[k]; /* before the property's first value only */
		for (int i = 0; i < BG_SETUP_POINTS; i++) {
			int times = k ? u->add[k - 1][i] : (int)(u->empty >> i & 1), run = 1;
			if (!times)
				continue;
			if (!k)
				while (i + run < BG_SETUP_POINTS && (u->empty >> (i + run) & 1))
					run++;
			if (run > 1)
				buf_printf(out, "%s[%c:%c]", name, 'a' + i, 'a' + i + run - 1);
			else
				for (int t = 0; t < times; t++, name = "")
					buf_printf(out, "%s[%c]", name, 'a' + i);
			name = "";
			i += run - 1;
		}
	}
	if (u->cube)
		buf_printf(out, "CV[%d]", u->cube);
	if (u->owner >= -1)
		buf_printf(out, "CP[%c]", u->owner < 0 ? 'c' : u->owner ? 'b' : 'w');
	if (u->turn >= 0)
		buf_printf(out, "PL[%c]", u->turn ? 'B' : 'W');
}

/* Live play: after the roll is given (or the rules fix the dice), a play
 * may be written without its dice, which m then takes. 1 when it does. */
static int live_dice(const bg_state *s, bg_move *m)
{
	game_turn t;

	if (!s->live)
		return 0;
	bg_turn(s, &t);
	if (!t.die[0])
		return 0;
	m->kind = BG_PLAY;
	m->marks_hits = 1;
	m->die[0] = (uint8_t)t.die[0];
	m->die[1] = (uint8_t)t.die[1];
	return 1;
}

/* PCRE2's \s: the blanks and line ends a token's play is trimmed of. */
static int blank(char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

/* "Resigns", "Resigned", "Concedes", "Conceded", in any case: after a roll,
 * the player rolled and gave up (Backgammon Studio's "62: Concedes"). */
static int resign_word(const char *w, size_t n)
{
	static const char *const words[] = { "resigns", "resigned", "concedes", "conceded" };

	for (int i = 0; i < 4; i++)
		if (n == strlen(words[i]) && !strncasecmp(w, words[i], n))
			return 1;
	return 0;
}

/* The roll and its play, "52: 13/8 24/22" (the play from the pattern's
 * group 3, or the whole token when a live play leaves out the roll). */
static int roll_play(const char *play, size_t len, int d1, int d2, bg_move *m, diag *d)
{
	if (d1) {
		m->kind = BG_PLAY;
		m->marks_hits = 1;
		m->die[0] = (uint8_t)d1;
		m->die[1] = (uint8_t)d2;
		if ((len == 3 && memcmp(play, "???", 3) == 0) ||
		    (len == 4 && memcmp(play, "????", 4) == 0)) { /* gnubg, XG, Backgammon Studio */
			m->kind = BG_RESIGN;
			m->unwritten = BG_UNWRITTEN_GIVEN_UP;
			return 0;
		}
		if (len == 11 && (*play | 0x20) == 'c' && strncasecmp(play, "cannot move", 11) == 0)
			return 0; /* no checker moves */
		if (moves(play, len, m, d) == 0)
			return 0;
		if (!resign_word(play, len)) /* looked for once no play is read: a rare word */
			return -1;
		diag_clear(d);
		m->kind = BG_RESIGN; /* Backgammon Studio: "62: Concedes" */
		m->n = 0;
		return 0;
	}
	return moves(play, len, m, d);
}

/* The value written after a double's or beaver's " => ": its digits, a
 * number past any cube read as INT_MAX (never one of its values), so that
 * no value written wraps round to another or to none. */
static int cube_value(const char *p, size_t n)
{
	long v = 0;

	for (size_t i = 0; i < n && p[i] >= '0' && p[i] <= '9'; i++)
		v = v > INT_MAX / 10 ? INT_MAX : v * 10 + (p[i] - '0');
	return v > INT_MAX ? INT_MAX : (int)v;
}

/* The cube's words and a resignation as the pattern's branches 4 to 10
 * take them, in the shapes files write: a word alone, or a double's or
 * beaver's word, " => " and its value ("Doubles => 2", "Takes", "Drops",
 * "Resigns", "????"). 1 when tok is one (m says which), 0 to leave it to the
 * pattern, which takes every other shape the same way. Read by hand: a rule
 * set whose records have no other action never compiles the pattern (some
 * 83,000 instructions, and a file of a few games meets several rule sets),
 * nor matches with it (some 2,700 a token). */
static int cube_word(const char *tok, size_t n, bg_move *m)
{
	static const struct {
		char word[10];
		uint8_t len, kind, valued;
	} words[] = {
		{ "doubles", 7, BG_DOUBLE, 1 }, { "double", 6, BG_DOUBLE, 1 },
		{ "redoubles", 9, BG_DOUBLE, 1 }, { "redouble", 8, BG_DOUBLE, 1 },
		{ "beavers", 7, BG_BEAVER, 1 }, { "beaver", 6, BG_BEAVER, 1 },
		{ "raccoons", 8, BG_BEAVER, 1 }, { "raccoon", 7, BG_BEAVER, 1 },
		{ "takes", 5, BG_TAKE, 0 }, { "take", 4, BG_TAKE, 0 },
		{ "accepts", 7, BG_TAKE, 0 }, { "accept", 6, BG_TAKE, 0 },
		{ "drops", 5, BG_DROP, 0 }, { "drop", 4, BG_DROP, 0 },
		{ "passes", 6, BG_DROP, 0 }, { "pass", 4, BG_DROP, 0 },
		{ "rejects", 7, BG_DROP, 0 }, { "reject", 6, BG_DROP, 0 },
		{ "resigns", 7, BG_RESIGN, 0 }, { "resigned", 8, BG_RESIGN, 0 },
		{ "concedes", 8, BG_RESIGN, 0 }, { "conceded", 8, BG_RESIGN, 0 },
	};
	size_t w = 0, i;

	/* "????", and XG's "00: ????" */
	if (n >= 3 && (tok[0] == '?' || (n >= 7 && memcmp(tok, "00: ", 4) == 0))) {
		size_t q = tok[0] == '?' ? 0 : 4;
		if ((n - q != 3 && n - q != 4) || memcmp(tok + q, "????", n - q) != 0)
			return 0;
		m->kind = BG_RESIGN;
		return 1;
	}
	while (w < n && ((tok[w] | 0x20) >= 'a' && (tok[w] | 0x20) <= 'z'))
		w++;
	for (i = 0; i < sizeof words / sizeof *words; i++)
		if (words[i].len == w && strncasecmp(tok, words[i].word, w) == 0)
			break;
	if (i == sizeof words / sizeof *words)
		return 0;
	if (w < n) { /* only " => " and digits to the end */
		size_t k = w + 4;
		if (!words[i].valued || n <= k || memcmp(tok + w, " => ", 4) != 0)
			return 0;
		while (k < n && tok[k] >= '0' && tok[k] <= '9')
			k++;
		if (k < n)
			return 0;
		m->value = cube_value(tok + w + 4, n - w - 4);
	} else {
		m->value = -1;
	}
	m->kind = words[i].kind;
	return 1;
}

/* DailyGammon's set-up, "Illegal play (7;0;1;0;0;Ann;Bob;...;)" after a
 * roll: the site's own position line, written at each game's start where
 * the game has another starting position (nackgammon), and in mid-game
 * where the play of the roll was none the site could write (the game then
 * checks that a play of the roll reaches it: u->after). Its
 * fields, by ';': 6 and 7 the players, the first of them on roll and the
 * one the board is seen from; 13 the second's checkers on the bar; 14 to 37
 * the points 1 to 24 from the first's side, the first's checkers counted
 * above 0, the second's below; 38 the first's bar (a bar's count read
 * whatever its sign). The rest (length, score,
 * cube, dice) is what the record says elsewhere, and GNU Backgammon's import
 * reads no more of it either. The first player is found by name, so that
 * the move depends on the record's players: 1, never remembered. */
static int dailygammon_setup(const bg_state *s, const char *roll, const char *p, const char *end,
			     bg_move *m, diag *d)
{
	const char *field[40];
	size_t len[40];
	int nf = 0, first = -1;
	bg_setup *u = &m->setup;

	if (end == p || end[-1] != ')')
		return diag_set(d, "bad-token", "DailyGammon's position line ends with ')'");
	end--;
	while (p < end && nf < 40) {
		const char *semi = memchr(p, ';', (size_t)(end - p));
		field[nf] = p;
		len[nf++] = (size_t)((semi ? semi : end) - p);
		p = semi ? semi + 1 : end;
	}
	if (nf < 40)
		return diag_set(d, "bad-token", "DailyGammon's position line has %d fields, not 40",
				nf);
	for (int side = 0; side < 2 && first < 0; side++)
		for (int f = 5; f < 7; f++)
			if (len[f] == strlen(s->who[side]) && !memcmp(field[f], s->who[side], len[f]))
				first = f == 5 ? side : !side;
	if (first < 0)
		return diag_set(d, "bad-token", "DailyGammon's position line names '%.*s' and "
				"'%.*s', neither of the game's players",
				plain_upto(field[5], len[5], 40), field[5],
				plain_upto(field[6], len[6], 40), field[6]);
	memset(u, 0, sizeof *u);
	m->kind = BG_SETUP;
	m->who = -1;
	u->empty = (1u << BG_SETUP_POINTS) - 1;
	u->owner = -2;
	u->turn = (int8_t)first;
	if (roll[0] >= '1' && roll[0] <= '6' && roll[1] >= '1' && roll[1] <= '6') {
		u->after[0] = (uint8_t)(roll[0] - '0');
		u->after[1] = (uint8_t)(roll[1] - '0');
	}
	for (int f = 12; f < 38; f++) {
		/* the point f means, as the set-up's letters count (from the
		 * game's first player's side, 24: the bar) */
		int k = f - 12, i = f == 12 || f == 37 ? 24 : first == 0 ? k - 1 : 24 - k;
		int who = f == 12 ? !first : f == 37 ? first : -1;
		char *e;
		long v = strtol(field[f], &e, 10);
		if (e != field[f] + len[f] || len[f] == 0 || v < -15 || v > 15)
			return diag_set(d, "bad-token", "DailyGammon's position line has '%.*s' "
					"where a count of checkers is due",
					plain_upto(field[f], len[f], 20), field[f]);
		if (who < 0)
			who = v > 0 ? first : !first;
		u->add[who][i] = (uint8_t)(u->add[who][i] + (v < 0 ? -v : v));
	}
	return 1;
}

/* eXtreme Gammon's "Set Pos=" line in a .mat game: 26 letters of an XGID's
 * board, then "/" and the cube ("0" centred on 1; "-k" on 2^k with the first
 * player, "k" with the second), as GNU Backgammon's import reads it. Letter
 * 0 is the lower-case side's bar, 1-24 the points from the upper-case
 * side's ace, 25 its bar; A-O count the upper case's checkers, a-o the
 * lower case's. The upper case is the score line's first player, as gnubg
 * sets it up (and the plays after it in the real files fit). Who is on roll
 * is left to the next action. */
static int xg_setpos(const char *tok, size_t n, bg_move *m, diag *d)
{
	const char *b = tok + 8, *end = tok + n;
	bg_setup *u = &m->setup;

	while (end > b && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	if (end - b < 28 || b[26] != '/')
		return diag_set(d, "bad-token", "'%.*s' is no XG position: 26 letters, '/' and "
				"the cube after \"Set Pos=\"", (int)(n > 60 ? 60 : n), tok);
	m->kind = BG_SETUP;
	m->who = -1;
	u->empty = (1u << BG_SETUP_POINTS) - 1;
	u->owner = -2;
	u->turn = -1;
	for (int i = 0; i < 26; i++) {
		int c = (unsigned char)b[i],
		    side = c >= 'A' && c <= 'O' ? 0 : c >= 'a' && c <= 'o' ? 1 : -1;
		if (c == '-')
			continue;
		if (side < 0)
			return diag_set(d, "bad-token", "'%c' in an XG position is no count of "
					"checkers ('-', A-O, a-o)", c);
		if ((i == 0 && side == 0) || (i == 25 && side == 1))
			return diag_set(d, "bad-token", "an XG position's bar %d holds the other "
					"side's checkers", i);
		/* the set-up's letters count from the first player's side, 24 the bar */
		u->add[side][i == 0 || i == 25 ? 24 : i - 1] = (uint8_t)(c - (side ? 'a' : 'A') + 1);
	}
	{
		const char *c = b + 27;
		int neg = *c == '-', k;
		c += neg;
		if (c >= end || *c < '0' || *c > '9' || end - c != 1 || (k = *c - '0') > 7 ||
		    (k == 0 && neg))
			return diag_set(d, "bad-token", "'%.*s' after an XG position is no cube: 0, "
					"or its power of 2 (up to 7) with '-' for the first player's",
					(int)(end - b - 27), b + 27);
		u->cube = (uint8_t)(k ? 1u << k : 1);
		u->owner = (int8_t)(k == 0 ? -1 : neg ? 0 : 1);
	}
	return 0;
}

int bg_decode(bg_state *s, const char *tok, size_t n, int who, bg_move *m, diag *d)
{
	const size_t *ov;
	int rc;

	memset(m, 0, sizeof *m);
	m->who = (int8_t)who;
	if (who < 0 && n > 8 && !strncasecmp(tok, "set pos=", 8))
		return xg_setpos(tok, n, m, d);
	if (who < 0 && n >= 3 && tok[0] >= 'A' && tok[0] <= 'Z' && tok[2] == '[') {
		m->kind = BG_SETUP; /* an SGF set-up kept in JSON Lines */
		return setup(tok, n, &m->setup, d);
	}
	if (n > 17 && tok[2] == ':' && ((tok[4] | 0x20) == 'i' || blank(tok[4]))) { /* DailyGammon's position line */
		const char *p = tok + 3;
		while (p < tok + n && blank(*p))
			p++;
		if (tok + n - p > 14 && !strncasecmp(p, "illegal play (", 14))
			return dailygammon_setup(s, tok, p + 14, tok + n, m, d);
	}
	if (n >= 3 && n <= 200 && tok[0] >= '1' && tok[0] <= '6' && tok[1] >= '1' &&
	    tok[1] <= '6' && tok[2] == ':') {
		/* the common action, a roll and its play: the pattern's first
		 * branch read by hand, which it always matches (its play is the
		 * rest, trimmed of \s); the pattern takes every other action */
		const char *play = tok + 3, *end = tok + n;
		while (play < end && blank(*play))
			play++;
		while (end > play && blank(end[-1]))
			end--;
		return roll_play(play, (size_t)(end - play), tok[0] - '0', tok[1] - '0', m, d);
	}
	if (cube_word(tok, n, m))
		return 0;
	/* the rule set's patterns, never own's: own is a copy, made a record,
	 * and what a copy compiles would be made again and never freed */
	rc = n > 200 ? -1 : pat_match(&s->rules->base.pat, 0, tok, n, s->base.md, &ov);
	if (rc < 0 && !live_dice(s, m))
		return diag_set(d, "bad-token", "'%.*s' is not a backgammon action",
				plain_upto(tok, n, 40), tok);
#define HAS(g) (rc > (g) && ov[2 * (g)] != PAT_UNSET)
#define AT(g) (tok + ov[2 * (g)])
#define LEN(g) (ov[2 * (g) + 1] - ov[2 * (g)])
	if (rc < 0) /* live: a play that leaves out the roll given */
		return roll_play(tok, n, 0, 0, m, d);
	if (HAS(1))
		return roll_play(AT(3), LEN(3), *AT(1) - '0', *AT(2) - '0', m, d);
	if (HAS(4)) {
		m->kind = BG_DOUBLE;
		m->value = HAS(5) ? cube_value(AT(5), LEN(5)) : -1;
	} else if (HAS(6)) {
		m->kind = BG_TAKE;
	} else if (HAS(7)) {
		m->kind = BG_DROP;
	} else if (HAS(8)) {
		m->kind = BG_BEAVER;
		m->value = HAS(9) ? cube_value(AT(9), LEN(9)) : -1;
	} else {
		m->kind = BG_RESIGN;
		m->value = HAS(11) ? 1 : HAS(12) ? 2 : HAS(13) ? 3 : -1;
	}
#undef HAS
#undef AT
#undef LEN
	return 0;
}

/* SGF, as GNU Backgammon writes it: "52mhxv" is the roll and pairs of
 * points from the first player's side, a-x its points 1-24, y the bar, z
 * off (and, as a move's start, the hand); "double", "take", "drop",
 * "beaver". The second player's points are the first's through the board's
 * geometry. */
static char sgf_letter(const bg_rules *r, int who, int p)
{
	if (p == BG_BAR)
		return 'y';
	if (p == BG_OFF || p == BG_HAND)
		return 'z';
	return (char)('a' + (who == 0 ? p : r->opp[p]) - 1);
}

/* Why an SGF move's value is none (out of the way of every good one):
 * the token as written, and the part of it that is wrong. */
static __attribute__((noinline)) int bad_sgf(const char *tok, size_t n, diag *d)
{
	int w = plain_upto(tok, n, 40);
	size_t i = 0;

	if (!n)
		return diag_set(d, "bad-token", "an empty move ([]): a move is a roll and its "
				"play (52mhxv), or double, take, drop or beaver");
	if (tok[0] < '0' || tok[0] > '9')
		return diag_set(d, "bad-token", "'%.*s' is not a backgammon SGF move: a move is a "
				"roll and its play (52mhxv), or double, take, drop or beaver", w, tok);
	while (i < 2 && i < n && tok[i] >= '1' && tok[i] <= '6')
		i++;
	if (i < 2)
		return diag_set(d, "bad-token", "'%.*s' is not a backgammon SGF move: %s", w, tok,
				i < n && tok[i] >= '0' && tok[i] <= '9' ? "a die is 1 to 6" :
				"its roll is two dice, 1 to 6 (52)");
	if (n % 2)
		return diag_set(d, "bad-token", "'%.*s' is not a backgammon SGF move: its points "
				"come in pairs, from and to, and the last has no pair", w, tok);
	if (n > 2 + 2 * BG_MAXSTEPS)
		return diag_set(d, "bad-token", "'%.*s' is not a backgammon SGF move: more than %d "
				"checker moves", w, tok, BG_MAXSTEPS);
	return diag_set(d, "bad-token", "'%.*s' is not a backgammon SGF move: a point is a "
			"letter, a to x, y the bar, z off", w, tok);
}

/* The pairs of points of a play from tok[at] on, into m: 0, or -1 where a
 * letter is none a move starts or ends on (rules.c's tables). Every point
 * of every SGF play comes here: a test of both letters at once, a look in
 * each table. */
static inline __attribute__((always_inline)) int sgf_points(const bg_state *s, const char *tok,
							    size_t at, size_t n, int who,
							    bg_move *m, diag *d)
{
	const int8_t *from = s->r->sgf_from[who != 0], *to = s->r->sgf_to[who != 0];
	int k = 0;

	for (size_t i = at; i < n; i += 2, k++) {
		unsigned a = (unsigned)((unsigned char)tok[i] - 'a');
		unsigned b = (unsigned)((unsigned char)tok[i + 1] - 'a');
		int f, t;
		if ((a | b) >= 32 || (f = from[a]) < 0 || (t = to[b]) < 0)
			return bad_sgf(tok, n, d);
		m->from[k] = (int8_t)f;
		m->to[k] = (int8_t)t;
	}
	m->n = (uint8_t)k;
	return 0;
}

int bg_decode_sgf(bg_state *s, const char *tok, size_t n, int who, bg_move *m, diag *d)
{
	memset(m, 0, sizeof *m);
	m->who = (int8_t)who;
	/* the common token, a player's roll and its play ("52mhxv"): first */
	if (who >= 0 && n >= 2 && n % 2 == 0 && n <= 2 + 2 * BG_MAXSTEPS && tok[0] >= '1' &&
	    tok[0] <= '6' && tok[1] >= '1' && tok[1] <= '6') {
		m->kind = BG_PLAY;
		m->die[0] = (uint8_t)(tok[0] - '0');
		m->die[1] = (uint8_t)(tok[1] - '0');
		return sgf_points(s, tok, 2, n, who, m, d);
	}
	if (who < 0 && n >= 3 && tok[0] >= 'A' && tok[0] <= 'Z' && tok[2] == '[') {
		m->kind = BG_SETUP;
		return setup(tok, n, &m->setup, d);
	}
	if (who < 0 && s->live && s->side >= 0)
		who = s->side; /* live: the side to act, unless the caller says */
	if (who < 0)
		return diag_set(d, "bad-token", "an SGF move says whose it is (B or W)");
	if (n == 6 && !memcmp(tok, "DI[", 3) && tok[3] >= '1' && tok[3] <= '6' && tok[4] >= '1' &&
	    tok[4] <= '6' && tok[5] == ']') { /* a roll whose play is not written (the reader) */
		m->kind = BG_RESIGN;
		m->unwritten = BG_UNWRITTEN_ROLL;
		m->die[0] = (uint8_t)(tok[3] - '0');
		m->die[1] = (uint8_t)(tok[4] - '0');
		return 0;
	}
	if (n && (tok[0] < '0' || tok[0] > '9')) { /* a word; a roll's digits are none */
		static const struct {
			char word[7];
			uint8_t len, kind;
		} words[] = { { "double", 6, BG_DOUBLE }, { "take", 4, BG_TAKE },
			      { "drop", 4, BG_DROP }, { "beaver", 6, BG_BEAVER } };
		for (size_t i = 0; i < sizeof words / sizeof *words; i++)
			if (n == words[i].len && !strncasecmp(tok, words[i].word, n)) {
				m->kind = words[i].kind;
				m->value = -1; /* SGF writes no cube value */
				return 0;
			}
	}
	size_t at = 2; /* the first point, after the roll */
	if (n % 2 == 0 && n <= 2 * BG_MAXSTEPS && n && (tok[0] < '0' || tok[0] > '9') &&
	    live_dice(s, m)) {
		m->marks_hits = 0; /* SGF writes no hits */
		at = 0;            /* the points of a play, the roll given */
	} else if (n < 2 || n % 2 || n > 2 + 2 * BG_MAXSTEPS || tok[0] < '1' || tok[0] > '6' ||
		   tok[1] < '1' || tok[1] > '6') {
		return bad_sgf(tok, n, d);
	} else {
		m->kind = BG_PLAY;
		m->die[0] = (uint8_t)(tok[0] - '0');
		m->die[1] = (uint8_t)(tok[1] - '0');
	}
	return sgf_points(s, tok, at, n, who, m, d);
}

/* v in decimal at p, as %d writes it: past its last digit. A point or a
 * die (below 100) is written at every step of every play listed, without
 * a loop. */
static char *put_int(char *p, int v)
{
	char t[12], *q = t + sizeof t;
	unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	if (v < 0)
		*p++ = '-';
	if (u < 10) {
		*p++ = (char)('0' + u);
		return p;
	}
	if (u < 100) {
		p[0] = (char)('0' + u / 10);
		p[1] = (char)('0' + u % 10);
		return p + 2;
	}
	do
		*--q = (char)('0' + u % 10);
	while (u /= 10);
	while (q < t + sizeof t)
		*p++ = *q++;
	return p;
}

/* A play's roll and steps without printf ("%d%d:", " %d/%d%s", " off/%d%s"),
 * at p: past them. The suggestions for an illegal play write every legal
 * one. */
static char *put_roll(char *p, int d1, int d2)
{
	p = put_int(put_int(p, d1), d2);
	*p++ = ':';
	return p;
}

static char *put_step(char *p, int from, int to, int hit)
{
	*p++ = ' ';
	if (from == BG_HAND) {
		memcpy(p, "off", 3);
		p += 3;
	} else {
		p = put_int(p, from);
	}
	*p++ = '/';
	p = put_int(p, to);
	if (hit)
		*p++ = '*';
	return p;
}

/* A play written over several dice (24/13, 6/off with 5-2, bar/20*) one
 * die a step, the way the referee made it (into w): another reader might
 * take another way (GNU Backgammon's import takes 6/1/off where the rules
 * allow only 6/4/off, and SGF, which marks no hits, cannot say which
 * checker bar/20 hit on the way); a play of as many moves as the roll has
 * dice is so already (the plays listed for a suggestion). */
static const bg_move *one_die_a_step(const bg_state *s, const bg_move *m, bg_move *w)
{
	int8_t st[4][2];
	int steps = m->n < (m->die[0] == m->die[1] ? 4 : 2) ? bg_steps(s, m, st) : 0;

	if (steps <= m->n)
		return m;
	*w = *m;
	w->n = (uint8_t)steps;
	for (int k = 0; k < steps; k++)
		w->from[k] = st[k][0], w->to[k] = st[k][1];
	return w;
}

int bg_encode_sgf(const bg_state *s, const bg_move *m, buf *out)
{
	bg_move w;

	switch (m->kind) {
	case BG_SETUP: encode_setup(&m->setup, out); return 0;
	case BG_DOUBLE:
	case BG_BEAVER: /* gnubg misreads "beaver" */
		buf_puts(out, "double");
		/* SGF writes no value: the position gives it. Where no action
		 * has been made (the moves of a record kept past an illegal one
		 * are written from no position) a value written is dropped, and
		 * said: it may be what made the double illegal. */
		return m->value >= 0 && s->side < 0;
	case BG_TAKE: buf_puts(out, "take"); return 0;
	case BG_DROP: buf_puts(out, "drop"); return 0;
	case BG_UNKNOWN:
	case BG_RESIGN: /* SGF says a resignation in RE[...R]; a roll before it, whose
			 * play is not written, is a node of the dice (gnubg's DI[62]) */
		if (m->die[0]) {
			char text[8] = "DI[", *at = put_int(put_int(text + 3, m->die[0]), m->die[1]);
			*at++ = ']';
			buf_add(out, text, (size_t)(at - text));
		}
		return 0;
	}
	{
		/* the roll, then two letters a step, from the mover's side: a
		 * play that names no side (one played live) is the side to
		 * move's, as bg_encode takes it */
		char text[8 + 2 * BG_MAXSTEPS], *at = put_int(put_int(text, m->die[0]), m->die[1]);
		int who = m->who >= 0 ? m->who : s->side >= 0 ? s->side : 0;
		/* a roll with no play where one could be made (a record that
		 * stops after it, .mat's "53:"): rolled, not played, gnubg's
		 * PL[W]DI[53]; W[53] is a dance, the roll passed */
		if (m->n == 0 && bg_roll_playable(s, who, m->die[0], m->die[1])) {
			buf_puts(out, "DI[");
			buf_add(out, text, (size_t)(at - text));
			buf_puts(out, "]");
			return 0;
		}
		m = one_die_a_step(s, m, &w);
		for (int k = 0; k < m->n; k++) {
			*at++ = sgf_letter(s->r, who, m->from[k]);
			*at++ = sgf_letter(s->r, who, m->to[k]);
		}
		buf_add(out, text, (size_t)(at - text));
	}
	return 0;
}

void bg_encode(const bg_state *s, const bg_move *m, buf *out)
{
	bg_move w; /* the play one die a step, where it was written otherwise */

	switch (m->kind) { /* the cube's value comes from the position: SGF leaves it out */
	case BG_DOUBLE:
	case BG_BEAVER: /* a double while one is offered is a beaver */
		if (s->answering)
			buf_printf(out, "Beavers => %d", s->offer * 2);
		else
			buf_printf(out, "Doubles => %d", s->cube * 2);
		return;
	case BG_TAKE: buf_puts(out, "Takes"); return;
	case BG_DROP: buf_puts(out, "Drops"); return;
	case BG_UNKNOWN: buf_printf(out, "%d%d: ???", m->die[0], m->die[1]); return;
	case BG_RESIGN: /* as gnubg writes it: the roll, if any, then ??? */
		if (m->die[0] && m->unwritten == BG_UNWRITTEN_ROLL)
			/* SGF's dice node: the roll alone, as gnubg's export writes
			 * it ("63:"), the Wins line's column saying who gave up;
			 * "???" would say the roller did */
			buf_printf(out, "%d%d:", m->die[0], m->die[1]);
		else if (m->die[0])
			buf_printf(out, "%d%d: ???", m->die[0], m->die[1]);
		else if (m->value >= 1 && m->value <= 3) /* what was given up, kept */
			buf_printf(out, "Resign %s", m->value == 1 ? "normal" : m->value == 2 ?
				   "gammon" : "backgammon");
		else
			buf_puts(out, "Resigns");
		return;
	case BG_SETUP: /* no .mat file can say it (convert refuses such a record),
			* but JSON Lines keeps it in these words */
		encode_setup(&m->setup, out);
		return;
	}
	m = one_die_a_step(s, m, &w);
	{
		/* hits are computed, not copied: a checker landing on a lone opponent */
		bg_pos p = s->p;
		int side = m->who >= 0 ? m->who : (s->side >= 0 ? s->side : 0);
		/* the roll, then each step: "66:" and " off/25*" at most, a step
		 * a point or a die of an int8_t */
		char text[12 + BG_MAXSTEPS * 16], *at = put_roll(text, m->die[0], m->die[1]);
		for (int k = 0; k < m->n; k++) {
			int f = m->from[k], t = m->to[k], hit = bg_hits(s->r, &p, side, t);
			at = put_step(at, f, t, hit);
			if (p.ck[side][f]) {
				p.ck[side][f]--;
				p.ck[side][t]++;
			}
			if (hit) {
				p.ck[!side][s->r->opp[t]] = 0;
				p.ck[!side][BG_BAR]++;
			}
		}
		buf_add(out, text, (size_t)(at - text));
	}
}

/* How far a text at least is from another of which only its make is
 * known: how many of its bytes are of each kind, and its length, each
 * within a range. An edit changes the kind of one byte at most (two kinds'
 * counts by one each), and the length by one. The kinds are those a play
 * is written with, and any other. */
enum { K_BLANK, K_SLASH, K_DIGIT, K_LETTER, K_STAR, K_OTHER, K_KINDS };

typedef struct make {
	int lo[K_KINDS], hi[K_KINDS];
	int len_lo, len_hi;
} make;

static const unsigned char kind_of[256] = {
	[' '] = K_BLANK + 1, ['/'] = K_SLASH + 1, ['*'] = K_STAR + 1,
	['0'] = K_DIGIT + 1, ['1'] = K_DIGIT + 1, ['2'] = K_DIGIT + 1, ['3'] = K_DIGIT + 1,
	['4'] = K_DIGIT + 1, ['5'] = K_DIGIT + 1, ['6'] = K_DIGIT + 1, ['7'] = K_DIGIT + 1,
	['8'] = K_DIGIT + 1, ['9'] = K_DIGIT + 1,
	['a'] = K_LETTER + 1, ['b'] = K_LETTER + 1, ['c'] = K_LETTER + 1, ['d'] = K_LETTER + 1,
	['e'] = K_LETTER + 1, ['f'] = K_LETTER + 1, ['g'] = K_LETTER + 1, ['h'] = K_LETTER + 1,
	['i'] = K_LETTER + 1, ['j'] = K_LETTER + 1, ['k'] = K_LETTER + 1, ['l'] = K_LETTER + 1,
	['m'] = K_LETTER + 1, ['n'] = K_LETTER + 1, ['o'] = K_LETTER + 1, ['p'] = K_LETTER + 1,
	['q'] = K_LETTER + 1, ['r'] = K_LETTER + 1, ['s'] = K_LETTER + 1, ['t'] = K_LETTER + 1,
	['u'] = K_LETTER + 1, ['v'] = K_LETTER + 1, ['w'] = K_LETTER + 1, ['x'] = K_LETTER + 1,
	['y'] = K_LETTER + 1, ['z'] = K_LETTER + 1,
}; /* 0: any other byte (upper case letters too: no play is written with them) */

static int gap(int v, int lo, int hi)
{
	return v < lo ? lo - v : v > hi ? v - hi : 0;
}

void bg_written_of(bg_written *w, const char *text, size_t n)
{
	_Static_assert(K_KINDS <= sizeof w->kind / sizeof *w->kind, "a count for every kind");
	memset(w, 0, sizeof *w);
	w->n = n;
	for (size_t i = 0; i < n; i++) {
		int c = kind_of[(unsigned char)text[i]];
		w->kind[c ? c - 1 : K_OTHER]++;
		if (c == K_DIGIT + 1)
			w->digit[text[i] - '0']++;
		else if (c == K_LETTER + 1)
			w->letter[text[i] - 'a']++;
	}
}

/* Is every text of make k more than edits edits from the text written?
 * The kinds in the mask `known` (bits 1 << K_*) are told apart more finely
 * by the caller, each digit or letter a kind of its own: apart is how far
 * their counts are. */
static int beyond(const make *k, const bg_written *w, size_t edits, unsigned known, int apart)
{
	size_t n = w->n, lo = (size_t)k->len_lo, hi = (size_t)k->len_hi;
	size_t len = n < lo ? lo - n : n > hi ? n - hi : 0;

	for (int i = 0; i < K_KINDS; i++)
		if (!(known >> i & 1))
			apart += gap(w->kind[i], k->lo[i], k->hi[i]);
	return len > edits || (size_t)(apart + 1) / 2 > edits;
}

/* How far counts are from none: the sum of their sizes. */
static int off_by(const int *count, int n)
{
	int apart = 0;

	for (int i = 0; i < n; i++)
		apart += abs(count[i]);
	return apart;
}

/* The make of a play of `steps` steps (the roll, then a blank, a slash and
 * the two points a step, as bg_encode writes it; SGF: the roll and two
 * letters a step), each point's digits from one to two, or "off" for the
 * hand (letters), a '*' or none. */
static void play_make(int notation, int steps, make *k)
{
	memset(k, 0, sizeof *k);
	k->lo[K_DIGIT] = k->hi[K_DIGIT] = 2; /* the roll */
	if (notation == BG_SGF) {
		k->lo[K_LETTER] = k->hi[K_LETTER] = 2 * steps;
		k->len_lo = k->len_hi = 2 + 2 * steps;
		return;
	}
	k->lo[K_OTHER] = k->hi[K_OTHER] = 1; /* the roll's ':' */
	k->lo[K_BLANK] = k->hi[K_BLANK] = k->lo[K_SLASH] = k->hi[K_SLASH] = steps;
	k->lo[K_DIGIT] += steps;
	k->hi[K_DIGIT] += 4 * steps;
	k->hi[K_LETTER] = 3 * steps;
	k->hi[K_STAR] = steps;
	k->len_lo = 3 + 4 * steps; /* " 6/5" */
	k->len_hi = 3 + 8 * steps; /* " off/22*" */
}

int bg_far_steps(const bg_state *s, int notation, int lo, int hi, const bg_written *w,
		 size_t edits)
{
	(void)s;
	for (int steps = lo; steps <= hi; steps++) {
		make k;
		play_make(notation, steps, &k);
		if (!beyond(&k, w, edits, 0, 0))
			return 0;
	}
	return 1;
}

/* The digits of a point as bg_encode writes it */
static int digits_of(int p)
{
	return p >= 10 ? 2 : 1;
}

/* ... taken one by one from the counts of those written (p below 30: a
 * point, the bar, or a die) */
static void less_digits(int *digit, int p)
{
	int tens = (p >= 10) + (p >= 20);

	if (tens)
		digit[tens]--;
	digit[p - 10 * tens]--;
}

/* ... and counted, six bits a digit: a play's numbers (the roll's two and
 * two a step, of eight steps at most) hold 34 of one digit at most, so no
 * count outgrows its bits */
#define L(d) ((uint64_t)1 << (6 * (d)))
#define T1(d) (L(1) + L(d))
#define T2(d) (L(2) + L(d))
static const uint64_t digit_lanes[BG_SLOTS] = {
	L(0), L(1), L(2), L(3), L(4), L(5), L(6), L(7), L(8), L(9),
	T1(0), T1(1), T1(2), T1(3), T1(4), T1(5), T1(6), T1(7), T1(8), T1(9),
	T2(0), T2(1), T2(2), T2(3), T2(4), T2(5), T2(6),
};
#undef T2
#undef T1
#undef L

int bg_far(const bg_state *s, int notation, const bg_move *m, const bg_written *w, size_t edits)
{
	int n = m->n, digit = 2, letter = 0, apart;
	size_t len_lo, len_hi, len;

	/* a play that bears off the last checker with fewer steps than the
	 * roll has dice may be written over more (bg_encode: one die a step):
	 * its make is not known from its steps. Any other play uses the most
	 * dice a play can, each step one die. */
	if (m->kind != BG_PLAY)
		return 0;
	if (n < (m->die[0] == m->die[1] ? 4 : 2)) {
		int off = 0;
		for (int i = 0; i < n; i++)
			off += m->to[i] == BG_OFF;
		if (m->who < 0 || off >= s->r->total - s->p.ck[m->who][BG_OFF])
			return 0;
	}
	/* the digits are known one by one (the roll's, and the points'),
	 * and in SGF the letters (two a step, bg_encode_sgf); the other kinds
	 * of byte by their counts, as play_make has them */
	if (notation == BG_SGF) {
		int digits[10], letters[26];
		memcpy(digits, w->digit, sizeof digits);
		less_digits(digits, m->die[0]);
		less_digits(digits, m->die[1]);
		memcpy(letters, w->letter, sizeof letters);
		for (int i = 0; i < n; i++) {
			letters[sgf_letter(s->r, m->who, m->from[i]) - 'a']--;
			letters[sgf_letter(s->r, m->who, m->to[i]) - 'a']--;
		}
		apart = off_by(digits, 10) + off_by(letters, 26) + w->kind[K_BLANK] +
			w->kind[K_SLASH] + w->kind[K_STAR] + w->kind[K_OTHER];
		len_lo = len_hi = 2 + 2 * (size_t)n;
	} else {
		uint64_t used = digit_lanes[m->die[0]] + digit_lanes[m->die[1]];
		for (int i = 0; i < n; i++) {
			digit += digits_of(m->to[i]);
			used += digit_lanes[m->to[i]];
			if (m->from[i] == BG_HAND) {
				letter += 3;
			} else {
				digit += digits_of(m->from[i]);
				used += digit_lanes[m->from[i]];
			}
		}
		apart = 0;
		for (int d = 0; d < 10; d++)
			apart += abs(w->digit[d] - (int)(used >> 6 * d & 63));
		apart += abs(w->kind[K_BLANK] - n) + abs(w->kind[K_SLASH] - n) +
			 abs(w->kind[K_LETTER] - letter) + gap(w->kind[K_STAR], 0, n) +
			 abs(w->kind[K_OTHER] - 1);
		len_lo = (size_t)(3 + 2 * n + digit - 2 + letter);
		len_hi = len_lo + (size_t)n;
	}
	len = w->n < len_lo ? len_lo - w->n : w->n > len_hi ? w->n - len_hi : 0;
	return len > edits || (size_t)(apart + 1) / 2 > edits;
}

/* Does text[0, n) hold the number v (0-99) as put_int writes it at i? */
static int number_at(const char *text, size_t n, size_t i, int v)
{
	if (v >= 10)
		return i + 1 < n && text[i] == '0' + v / 10 && text[i + 1] == '0' + v % 10;
	return i < n && text[i] == '0' + v;
}

/* (one pass over the text: at each '/', the points of one and two digits
 * just before it whose step's end follows it; in SGF, at each pair of
 * letters, the points written with the first whose step's end is the
 * second. Texts that overlap count each: the count is only the larger.) */
void bg_steps_written(const bg_state *s, int notation, int d, const char *text, size_t n,
		      uint8_t count[BG_SLOTS])
{
	int who = s->side > 0;

	memset(count, 0, BG_SLOTS);
	if (notation == BG_SGF) {
		uint32_t from_letter[26] = { 0 };
		char to_letter[BG_SLOTS];
		for (int from = 1; from <= BG_BAR; from++) {
			from_letter[sgf_letter(s->r, who, from) - 'a'] |= (uint32_t)1 << from;
			to_letter[from] = sgf_letter(s->r, who, from - d >= 1 ? from - d : BG_OFF);
		}
		for (size_t i = 0; i + 1 < n; i++) {
			unsigned c = (unsigned)((unsigned char)text[i] - 'a');
			for (uint32_t m = c < 26 ? from_letter[c] : 0; m; m &= m - 1)
				if (text[i + 1] == to_letter[__builtin_ctz(m)] &&
				    count[__builtin_ctz(m)] < 255)
					count[__builtin_ctz(m)]++;
		}
		return;
	}
	for (size_t i = 1; i < n; i++) {
		int from[2] = { -1, -1 };
		if (text[i] != '/' || text[i - 1] < '0' || text[i - 1] > '9')
			continue;
		from[0] = text[i - 1] - '0';
		if (i >= 2 && text[i - 2] >= '1' && text[i - 2] <= '9')
			from[1] = 10 * (text[i - 2] - '0') + from[0];
		for (int k = 0; k < 2; k++)
			if (from[k] >= 1 && from[k] <= BG_BAR && count[from[k]] < 255 &&
			    number_at(text, n, i + 1, from[k] - d >= 1 ? from[k] - d : BG_OFF))
				count[from[k]]++;
	}
}
