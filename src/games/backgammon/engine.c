/* The backgammon referee: every play checked against the dice (entering
 * from the bar first, no landing on a point the opponent holds, bearing off
 * only with every checker home, as many dice as any play allows, the larger
 * die when only one can be used), the cube, and the end of the game. */
#include <stdarg.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/backgammon/bg.h"

static const char *const who_name[2] = { "the first player", "the second player" };

/* A side as the reasons name it: the player, where the record names them,
 * else which side it is. */
static const char *player(const bg_state *s, int side)
{
	return s->who[side][0] ? s->who[side] : who_name[side];
}

/* Why a gammon counts as a single, with where the Jacoby rule came from
 * where the file itself set it (SGF's RU[Jacoby]), not the rule set. */
static const char *jacoby_note(const bg_state *s)
{
	return s->jacoby_ru ? " (Jacoby rule, which the file's RU property sets: the cube was "
			      "never turned)" : " (Jacoby rule: the cube was never turned)";
}

/* n bytes of s, cut to end, at p: past them. */
static char *put_mem(char *p, const char *end, const char *s, size_t n)
{
	if (n > (size_t)(end - p))
		n = (size_t)(end - p);
	memcpy(p, s, n);
	return p + n;
}

/* fmt's %d and %s as vsnprintf writes them, into out[0, size), cut to
 * fit: the only conversions of the reasons and warnings below. A game's
 * end says why, and a file that marks no hit warns at every play that hits
 * (the referee keeps each move's, says the record's first): printf costs
 * more than judging the play. */
static void say(char *out, size_t size, const char *fmt, va_list ap)
{
	char *p = out, *end = out + size - 1;

	for (;;) {
		const char *pct = strchr(fmt, '%');
		p = put_mem(p, end, fmt, pct ? (size_t)(pct - fmt) : strlen(fmt));
		if (!pct)
			break;
		if (pct[1] == 'd') {
			char num[16], *q = num + sizeof num;
			int v = va_arg(ap, int);
			unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
			do
				*--q = (char)('0' + u % 10);
			while (u /= 10);
			if (v < 0)
				*--q = '-';
			p = put_mem(p, end, q, (size_t)(num + sizeof num - q));
		} else { /* %s */
			const char *s = va_arg(ap, const char *);
			p = put_mem(p, end, s, strlen(s));
		}
		fmt = pct + 2;
	}
	*p = '\0';
}

/* say, its arguments given here */
static void say_to(char *out, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void say_to(char *out, size_t size, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say(out, size, fmt, ap);
	va_end(ap);
}

static void end(bg_state *s, int winner, int points, const char *kind, const char *term,
		const char *fmt, ...) __attribute__((format(printf, 6, 7)));

static void end(bg_state *s, int winner, int points, const char *kind, const char *term,
		const char *fmt, ...)
{
	va_list ap;
	char why[sizeof s->base.out.why];

	va_start(ap, fmt);
	say(why, sizeof why, fmt, ap);
	va_end(ap);
	outcome_said(&s->base.out, winner == 0 ? RES_WHITE : RES_BLACK, term, why);
	s->base.out.points = points;
	outcome_word(&s->base.out, "kind", kind);
	outcome_number(&s->base.out, "cube", s->cube);
}

void bg_reset(bg_state *s, const game_match *m)
{
	const bg_rules *r = s->r;

	for (int side = 0; side < 2; side++)
		memcpy(s->p.ck[side], r->start, sizeof r->start);
	s->side = -1;
	s->answering = s->beavered = 0;
	s->offer = 0;
	s->roller = -1;
	s->rolled[0] = s->rolled[1] = 0;
	s->cube = 1;
	s->owner = -1;
	s->turned = 0;
	s->base.plies = s->rolls = 0;
	s->turns[0] = s->turns[1] = 0;
	s->chain = s->chain_die = 0;
	memset(s->p.pin, 0, sizeof s->p.pin);
	s->p.hot = 0;
	s->p.head_left = s->p.head_max = 0;
	s->resigned = -1;
	s->resigned_unwritten = s->resigned_kind = s->set_up = 0;
	s->given[0] = s->given[1] = 0;
	s->warns = 0;
	/* money play: a record that says so (length 0), or one that names no
	 * match under a rule set whose rules are money play's alone (the
	 * Jacoby rule, beavers): its single game is a money game */
	s->money = m->length == 0 || (m->length < 0 && r->cube && (r->jacoby || r->beavers));
	s->crawford = m->length > 0 && r->crawford && !(m->flags & MATCH_CRAWFORD_PLAYED) &&
		      (m->score[0] == m->length - 1 || m->score[1] == m->length - 1) &&
		      /* a file that starts with a player at match point: the
		       * Crawford game may be behind it, so doubling is allowed */
		      !(m->joined && (m->joined_score[0] == m->length - 1 ||
				      m->joined_score[1] == m->length - 1));
	s->match_over = m->length > 0 && (m->score[0] >= m->length || m->score[1] >= m->length);
	if (s->match_over) { /* said with the score that ended it */
		s->over_score[0] = m->score[0];
		s->over_score[1] = m->score[1];
		s->over_length = m->length;
	}
	outcome_start(&s->base.out);
	s->base.out.match_flags = s->crawford ? MATCH_CRAWFORD_PLAYED : 0;
	/* what the report says of every game: single, gammon or backgammon,
	 * and the cube's final value */
	outcome_word(&s->base.out, "kind", NULL);
	outcome_number(&s->base.out, "cube", 1);
}

int bg_pip(const bg_pos *p, int side)
{
	int pip = 0;
	for (int i = 1; i <= BG_BAR; i++)
		pip += i * p->ck[side][i];
	return pip + BG_BAR * p->ck[side][BG_HAND];
}

/* Checkers of `side` outside its home board (points 7-25, and the hand). */
static int outside_count(const bg_pos *p, int side)
{
	int n = 0;
	for (int i = 7; i < BG_SLOTS; i++)
		n += p->ck[side][i];
	return n;
}

/* Is any checker of `side` outside its home board? Asked on every step
 * that bears off, so read as three words rather than twenty bytes. */
static int outside(const bg_pos *p, int side)
{
	uint64_t a, b;
	uint32_t c;

	_Static_assert(BG_SLOTS == 27, "points 7-26 are three words");
	memcpy(&a, &p->ck[side][7], sizeof a);
	memcpy(&b, &p->ck[side][15], sizeof b);
	memcpy(&c, &p->ck[side][23], sizeof c);
	return (a | b | c) != 0;
}

int bg_hits(const bg_rules *r, const bg_pos *p, int side, int to)
{
	return r->blot == BLOT_HIT && to >= 1 && p->ck[!side][r->opp[to]] == 1;
}

/* Long nardy's wall (unless-opponent-ahead): six points in a row on the
 * opponent's way round, which `side` holds once a checker lands on `to`
 * (and `left` empties, or -1), stand only while an opposing checker is
 * ahead of them, on a point the opponent reaches after the whole wall.
 * Where both sides run the same way, our 12 and 13 are the opponent's 24
 * and 1, the two ends of its way: a wall across them is two (long-nardy-
 * engine allows it), and our 24 and 1 are its 12 and 13, in a row. */
static int wall_passed(const bg_rules *r, const bg_pos *p, int side, int to, int left)
{
	uint32_t held = 0; /* by the opponent's numbers */
	int lo = r->opp[to], hi = lo;

	for (int q = 1; q <= 24; q++)
		if ((p->ck[side][q] && q != left) || q == to)
			held |= (uint32_t)1 << r->opp[q];
	while (lo > 1 && (held >> (lo - 1) & 1))
		lo--;
	while (hi < 24 && (held >> (hi + 1) & 1))
		hi++;
	if (hi - lo < 5)
		return 1;
	for (int q = 1; q < lo; q++) /* an opposing checker past every point of it */
		if (p->ck[!side][q])
			return 1;
	return 0;
}

/* Six points or more in a row through `to`, once a checker of side lands
 * there (from `from`): is that wall allowed? */
static int prime_ok(const bg_rules *r, const bg_pos *p, int side, int from, int to)
{
	const uint8_t *c = p->ck[side];
	int lo = to, hi = to, left = from >= 1 && from <= 24 && c[from] == 1 ? from : -1;

	if (c[to])
		return 1; /* the point was held already: no new wall */
	while (lo > 1 && c[lo - 1] && lo - 1 != left)
		lo--;
	while (hi < 24 && c[hi + 1] && hi + 1 != left)
		hi++;
	switch (r->prime) {
	case PRIME_OWN_START:
		return !(lo <= 19 && hi >= 24);
	case PRIME_OWN_HOME:
		return !(lo <= 1 && hi >= 6);
	case PRIME_THEIR_START: {
		int s = r->their_start; /* the opponent's starting quarter: its 19-24 */
		return !(lo <= s - 5 && hi >= s);
	}
	default:
		return wall_passed(r, p, side, to, left);
	}
}

/* Fevga: a checker has left the 24-point, and none has yet gone far enough
 * (nor been borne off): the others wait. */
static int first_waits(const bg_rules *r, const bg_pos *p, int side)
{
	if (p->ck[side][24] >= r->total - p->ck[side][BG_OFF] || p->ck[side][BG_OFF])
		return 0;
	for (int i = 1; i <= r->first_to; i++)
		if (p->ck[side][i])
			return 0;
	return 1;
}

/* The tables family's own limits on a step (none of them backgammon's,
 * so backgammon asks none of them): a pinned checker stays, nothing lands
 * where the mover's own checker is pinned, the hand enters first, one
 * checker from the head a turn, the first checker passes the opponent's
 * start before another leaves. */
static int family_step(const bg_rules *r, const bg_pos *p, int side, int from, int to)
{
	if (p->ck[side][from] <= (bg_pins(r, p, side) >> from & 1))
		return 0;
	if (to >= 1 && (bg_pins(r, p, side) >> to & 1))
		return 0;
	if (r->entry_all_first && p->ck[side][BG_HAND] && from != BG_HAND)
		return 0;
	if (from == 24 && r->head && p->head_left >= p->head_max)
		return 0;
	if (from == 24 && r->first_checker && first_waits(r, p, side))
		return 0;
	return 1;
}

/* step_to past its common case: the family's rules, and bearing off. */
static int step_rest(const bg_rules *r, const bg_pos *p, int side, int from, int to)
{
	if (r->extra) { /* a rule backgammon does not have (one branch for all of them) */
		if (r->family && (to -= from == BG_HAND, !family_step(r, p, side, from, to)))
			return -1; /* (the hand enters as the bar does, from 25) */
		if (to >= 1 && r->home_hit_not_onto_own && (p->hot >> from & 1) && p->ck[side][to])
			return -1; /* a checker that hit in the home board goes on, not onto its own */
		if (r->home_hit_stop && from <= 24 && (p->hot >> from & 1) && p->ck[side][from] == 1)
			return -1; /* a checker that hit in the home board stays (one that
				    * covers it may go on: the hitter is the one left) */
		if (to >= 1 && r->prime && !prime_ok(r, p, side, from, to))
			return -1;
	}
	if (to >= 1)
		return p->ck[!side][r->opp[to]] >= r->block ? -1 : to; /* held by the opponent */
	if (outside(p, side) || bg_pins(r, p, side))
		return -1; /* bearing off only with every checker home and free */
	if (to < 0 && r->exact)
		return -1;
	if (to < 0)
		for (int i = from + 1; i <= 6; i++)
			if (p->ck[side][i])
				return -1; /* a larger die bears off from the highest point only */
	return 0;
}

/* Where one checker of `side` from `from` lands with `die`: 1-24, 0 for off,
 * or -1 when that step is not allowed. `from` is a point, the bar or the
 * hand. Every step of every play comes here: backgammon's step onto a
 * point is taken inline, the rest by step_rest. */
static inline int step_to(const bg_rules *r, const bg_pos *p, int side, int from, int die)
{
	int to = from - die;

	if (!p->ck[side][from])
		return -1;
	if (p->ck[side][BG_BAR] && from != BG_BAR)
		return -1; /* a checker on the bar enters first */
	if (!r->extra && to >= 1)
		return p->ck[!side][r->opp[to]] >= r->block ? -1 : to; /* held by the opponent */
	return step_rest(r, p, side, from, to);
}

/* apply under the family's rules and the home-board rule. */
static int apply_rest(const bg_rules *r, bg_pos *p, int side, int from, int to)
{
	int hit = 0;

	p->ck[side][from]--;
	p->ck[side][to]++; /* to 0: borne off */
	if (r->family)
		p->head_left = (uint8_t)(p->head_left + (from == 24));
	if (r->blot == BLOT_PIN) {
		int q = to >= 1 ? r->opp[to] : 0;
		if (from <= 24 && !p->ck[side][from])
			p->pin[!side] &= ~((uint32_t)1 << r->opp[from]); /* the last pinner left */
		if (q && p->ck[!side][q] == 1)
			p->pin[!side] |= (uint32_t)1 << q;
		return 0;
	}
	if (to >= 1 && p->ck[!side][r->opp[to]] == 1 && r->blot == BLOT_HIT) {
		p->ck[!side][r->opp[to]] = 0;
		p->ck[!side][BG_BAR]++;
		hit = 1;
	}
	if (r->home_hit_stop) {
		/* the hitter stays: its point keeps the mark, whoever joins it */
		if (to >= 1 && hit && to <= 6)
			p->hot |= (uint32_t)1 << to;
	} else if (r->home_hits) {
		int hot = (int)(p->hot >> from & 1);
		p->hot &= ~((uint32_t)1 << from);
		/* the hitter moves on; another checker joining it makes it
		 * uncertain which goes on, so the rule lets both */
		if (to >= 1 && (hot || (hit && to <= 6)) && p->ck[side][to] == 1)
			p->hot |= (uint32_t)1 << to;
		else if (to >= 1)
			p->hot &= ~((uint32_t)1 << to);
	}
	return hit;
}

/* Moves the checker; returns 1 when it hits a blot. Under the home-board
 * rule it keeps track of the checkers that hit there this turn. Every step
 * of every play comes here: backgammon's own is made inline. */
static inline int apply(const bg_rules *r, bg_pos *p, int side, int from, int to)
{
	uint8_t *blot;

	if (r->extra)
		return apply_rest(r, p, side, from, to);
	p->ck[side][from]--;
	p->ck[side][to]++; /* to 0: borne off */
	if (to < 1 || r->blot != BLOT_HIT || *(blot = &p->ck[!side][r->opp[to]]) != 1)
		return 0;
	*blot = 0;
	p->ck[!side][BG_BAR]++;
	return 1;
}

/* No checker of `side` is left on the board: the game is won, and dice
 * left over need no play. */
static int finished(const bg_pos *p, int side)
{
	uint64_t a, b, c;
	uint16_t e;

	/* points 1-26 as words: asked at every step of the search */
	memcpy(&a, &p->ck[side][1], sizeof a);
	memcpy(&b, &p->ck[side][9], sizeof b);
	memcpy(&c, &p->ck[side][17], sizeof c);
	memcpy(&e, &p->ck[side][25], sizeof e);
	return !(a | b | c | e);
}

/* The dice but dice[i] (nd of them), into rest: the dice a step of
 * dice[i] leaves to play. */
static inline void but_one(const int *dice, int nd, int i, int *rest)
{
	for (int j = 0, k = 0; j < nd; j++)
		if (j != i)
			rest[k++] = dice[j];
}

static int max_use(const bg_rules *r, const bg_pos *p, int side, const int *dice, int nd)
{
	int best = 0, pts[BG_SLOTS], npts = 0;

	/* only the points that hold a checker of ours (the bar alone, when used) */
	if (p->ck[side][BG_BAR])
		pts[npts++] = BG_BAR;
	else {
		if (p->ck[side][BG_HAND])
			pts[npts++] = BG_HAND;
		for (int i = 24; i >= 1; i--)
			if (p->ck[side][i])
				pts[npts++] = i;
	}
	for (int i = 0; i < nd; i++) {
		int rest[4];
		if (i && dice[i] == dice[i - 1])
			continue; /* the same die again: nothing new */
		but_one(dice, nd, i, rest);
		for (int x = 0; x < npts; x++) {
			bg_pos q;
			int from = pts[x], to = step_to(r, p, side, from, dice[i]), u;
			if (to < 0)
				continue;
			q = *p;
			apply(r, &q, side, from, to);
			/* the last checker off wins: the dice left need no play */
			u = finished(&q, side) ? nd : 1 + max_use(r, &q, side, rest, nd - 1);
			if (u > best)
				best = u;
			if (best == nd)
				return best;
		}
	}
	return best;
}

static int dice_of(int d1, int d2, int *dice)
{
	if (d1 == d2) {
		dice[0] = dice[1] = dice[2] = dice[3] = d1;
		return 4;
	}
	dice[0] = d1 > d2 ? d1 : d2;
	dice[1] = d1 > d2 ? d2 : d1;
	return 2;
}

/* Can any die of d1-d2 be played at all (bg_max_dice above 0)? The first
 * step found answers: a roll played as none (a dance, or a roll written
 * before a resignation) asks only this. */
static int any_step(const bg_rules *r, const bg_pos *p, int side, int d1, int d2)
{
	int lo = p->ck[side][BG_BAR] ? BG_BAR : 1; /* (a checker on the bar enters first) */

	for (int from = BG_HAND; from >= lo; from--)
		if (p->ck[side][from] && (step_to(r, p, side, from, d1) >= 0 ||
					  (d2 != d1 && step_to(r, p, side, from, d2) >= 0)))
			return 1;
	return 0;
}

int bg_roll_playable(const bg_state *s, int side, int d1, int d2)
{
	return any_step(s->r, &s->p, side, d1, d2);
}

/* The mover's side of the board as bit masks, for max_use under
 * backgammon's own rules (no hand, no rule of the family's): a step there
 * asks only where the mover's checkers stand and which points the
 * opponent holds, and a step of the mover's never changes the second (a
 * blot hit held no point), so a die's steps are found in a few operations
 * on words, not point by point. */
enum {
	ON_BOARD = 0x1FFFFFE, /* bits 1-24 */
	HOME = 0x7E           /* bits 1-6 */
};

typedef struct bits {
	uint8_t ck[BG_SLOTS]; /* the mover's checkers, stepped and stepped back */
	uint32_t mine;        /* bit p: a checker of the mover's stands on p (1-25) */
	uint32_t held;        /* bit p: the opponent holds the mover's point p (1-24) */
	int exact;            /* a checker bears off by an exact die only */
} bits;

static void bits_of(bits *b, const bg_rules *r, const bg_pos *p, int side)
{
	memcpy(b->ck, p->ck[side], sizeof b->ck);
	b->mine = b->held = 0;
	b->exact = r->exact;
	for (int i = 1; i <= BG_BAR; i++)
		b->mine |= (uint32_t)(b->ck[i] != 0) << i;
	for (int i = 1; i <= 24; i++)
		b->held |= (uint32_t)(p->ck[!side][r->opp[i]] >= r->block) << i;
}

/* The points whose checker the die moves (step_to's rules): from the bar
 * alone while a checker is there; onto a point the opponent does not hold;
 * off, with every checker home, from the die's point, or with a larger die
 * from the highest point (unless exact). */
static uint32_t froms(const bits *b, int die)
{
	uint32_t onto;

	if (b->mine >> BG_BAR & 1)
		return b->held >> (BG_BAR - die) & 1 ? 0 : (uint32_t)1 << BG_BAR;
	onto = (~b->held & ON_BOARD) << die & b->mine & ON_BOARD;
	if (b->mine & ~HOME)
		return onto; /* a checker outside the home board: no bearing off */
	if (b->mine >> die & 1)
		return onto | (uint32_t)1 << die;
	if (!b->exact && b->mine && b->mine < (uint32_t)1 << die) /* the highest is below the die */
		return onto | (uint32_t)1 << (31 - __builtin_clz(b->mine));
	return onto;
}

/* One checker from f to t (0: off), and back. */
static void bit_step(bits *b, int f, int t)
{
	if (!--b->ck[f])
		b->mine &= ~((uint32_t)1 << f);
	b->ck[t]++;
	if (t)
		b->mine |= (uint32_t)1 << t;
}

static void bit_unstep(bits *b, int f, int t)
{
	if (!--b->ck[t] && t)
		b->mine &= ~((uint32_t)1 << t);
	b->ck[f]++;
	b->mine |= (uint32_t)1 << f;
}

/* max_use on the masks: the same search, a step made and taken back in
 * place, and the last die asked only whether it has a step at all. */
static int bit_use(bits *b, const int *dice, int nd)
{
	int best = 0;

	for (int i = 0; i < nd; i++) {
		int rest[4];
		uint32_t f = froms(b, dice[i]);
		if (!f || (i && dice[i] == dice[i - 1]))
			continue; /* no step, or the same die again: nothing new */
		if (nd == 1)
			return 1;
		but_one(dice, nd, i, rest);
		for (; f; f &= f - 1) {
			int from = __builtin_ctz(f), to = from > dice[i] ? from - dice[i] : 0, u;
			bit_step(b, from, to);
			/* the last checker off wins: the dice left need no play */
			u = !b->mine ? nd : 1 + bit_use(b, rest, nd - 1);
			bit_unstep(b, from, to);
			if (u > best)
				best = u;
			if (best == nd)
				return best;
		}
	}
	return best;
}

int bg_max_dice(const bg_rules *r, const bg_pos *p, int side, int d1, int d2, int *larger_only)
{
	int dice[4], nd = dice_of(d1, d2, dice), best;
	bits b;

	*larger_only = 0;
	if (!r->extra) { /* backgammon's own rules: on the masks */
		bits_of(&b, r, p, side);
		best = bit_use(&b, dice, nd);
		*larger_only = best == 1 && nd == 2 && froms(&b, dice[0]);
		return best;
	}
	best = max_use(r, p, side, dice, nd);
	if (best == 1 && nd == 2)
		for (int from = BG_HAND; from >= 1 && !*larger_only; from--)
			*larger_only = step_to(r, p, side, from, dice[0]) >= 0;
	return best;
}

/* Realising the written play. A play is a set of checker moves, not a list:
 * the parts may be made in any order, and their steps interleaved (two
 * checkers written bar/21(2) with 2-2 both enter before either goes on). A
 * part longer than one die is carried through open points, and a bear-off
 * may take more than one die (4/off with 4-1 as 4/3/off). Of the paths that
 * make the play, the one that uses the most dice is taken (a play must use
 * all it can), then the one whose hits agree best with the marks: a '*'
 * marks a hit where its part lands, and a hit on a point the play does not
 * name agrees with no mark (bar/20* with 4-1 enters on 24 and hits on 20,
 * not on 21 too). Once the last checker is off, a written bear-off again
 * from a point already borne off from ("1/off 1/off" for the last one) is
 * passed over, as GNU Backgammon does. */
typedef struct realise {
	const bg_rules *r;
	int side;
	const bg_move *m;
	int dice[4], nd, dbl;  /* the roll's dice, larger first; a double's four alike */
	int at[BG_MAXSTEPS];   /* where each written move's checker stands now */
	int hit_end[BG_MAXSTEPS], hit_mid[BG_MAXSTEPS]; /* its hits where it lands, and on the way */
	int used[4], nused;
	int8_t path[4][2];     /* the steps made so far, a die each: from, to */
	/* the best realisation so far */
	int found, miss, first_die, dice_used, hit_total, passed;
	int8_t steps[4][2];
	bg_pos end;
} realise;

/* Written bear-offs still open once the mover has no checker left, each
 * from a point a part before it bore off from: how many (all open parts
 * must be such), or -1. */
static int repeats(const realise *z)
{
	int n = 0;

	for (int k = 0; k < z->m->n; k++) {
		int again = 0;
		if (z->at[k] == z->m->to[k])
			continue;
		for (int j = 0; j < z->m->n && !again; j++)
			again = j != k && z->m->to[k] == 0 && z->m->from[j] == z->m->from[k] &&
				z->at[j] == 0 && z->m->to[j] == 0;
		if (!again)
			return -1;
		n++;
	}
	return n;
}

static void settle(realise *z, const bg_pos *p, int passed)
{
	int miss = 0, total = 0;

	for (int k = 0; k < z->m->n; k++) {
		miss += (z->hit_end[k] > 0) != (z->m->hit[k] != 0) || z->hit_mid[k] > 0;
		total += z->hit_end[k] + z->hit_mid[k];
	}
	if (z->found && (z->nused < z->dice_used || (z->nused == z->dice_used && miss >= z->miss)))
		return;
	z->found = 1;
	z->miss = miss;
	z->end = *p;
	z->dice_used = z->nused;
	z->first_die = z->nused ? z->used[0] : 0;
	z->hit_total = total;
	z->passed = passed;
	memcpy(z->steps, z->path, sizeof z->steps);
}

static int within_reach(const realise *z);

/* Every path of the play from p, the best kept (settle); none better is
 * sought once one uses every die and agrees with every mark. left: the
 * dice not yet used, a bit each (z->dice[i]), taken in order; of a
 * double's, only the first left (the others are the same die again). */
static void search(realise *z, const bg_pos *p, unsigned left)
{
	int open = 0, again;

	if (!z->nused && !within_reach(z))
		return; /* (asked once, before the first step) */

	if (finished(p, z->side) && (again = repeats(z)) > 0) {
		settle(z, p, again);
		return;
	}
	for (int k = 0; k < z->m->n; k++) {
		int at = z->at[k], want = z->m->to[k];
		if (at == want)
			continue;
		open = 1;
		for (int i = 0; i < z->nd; i++) {
			int d = z->dice[i], to, end = z->hit_end[k], mid = z->hit_mid[k], hit;
			bg_pos q;
			if (!(left >> i & 1))
				continue;
			to = step_to(z->r, p, z->side, at, d);
			/* no checker moves back up to where the play says */
			if (to >= 0 && (want <= 0 || to >= want)) {
				q = *p;
				hit = apply(z->r, &q, z->side, at, to);
				*(to == want ? &z->hit_end[k] : &z->hit_mid[k]) += hit;
				z->at[k] = to;
				z->path[z->nused][0] = (int8_t)at;
				z->path[z->nused][1] = (int8_t)to;
				z->used[z->nused++] = d;
				search(z, &q, left & ~(1u << i));
				z->nused--;
				z->at[k] = at;
				z->hit_end[k] = end;
				z->hit_mid[k] = mid;
				if (z->found && z->miss == 0 && z->dice_used == z->nd)
					return; /* every die, every mark: none better */
			}
			if (z->dbl)
				break;
		}
	}
	if (!open)
		settle(z, p, 0);
}

/* Where the walk's path is all the search could find: under backgammon's
 * own rules, each part onto a point by the same points in every path (a
 * part of one die; of a double, a part of any length, its steps the die's),
 * and each point of an opposing blot that the parts reach reached by one
 * part only, or the end of parts none of which is marked. Every path then
 * makes the same steps in another order, and a blot is hit by the part
 * that reaches it whatever the order (by the first to land, where two land
 * on it, and no mark says which): every path agrees with the marks as well
 * as the first (files that mark no hit: BackgammonGalaxy, SGF; choue.net's
 * "3/2(2)" onto a blot), and the search keeps its first. */
static int same_hits(const realise *z, const bg_pos *start)
{
	const bg_move *m = z->m;
	const bg_rules *r = z->r;
	uint32_t reach[BG_MAXSTEPS], blots = 0; /* points, a bit each */
	int marked = 0;

	if (r->extra)
		return 0;
	for (int k = 0; k < m->n; k++) {
		int len = m->from[k] - m->to[k];
		if (m->to[k] < 1 || (!z->dbl && len != z->dice[0] && len != z->dice[1]))
			return 0; /* a bear-off, or a part of both dice (two ways round) */
		reach[k] = 0;
		for (int at = m->to[k]; at < m->from[k]; at += z->dbl ? z->dice[0] : len)
			reach[k] |= (uint32_t)1 << at;
		marked |= m->hit[k];
	}
	if (r->blot == BLOT_HIT)
		for (int x = 1; x <= 24; x++)
			blots |= (uint32_t)(start->ck[!z->side][r->opp[x]] == 1) << x;
	for (int k = 0; k < m->n; k++)
		for (int j = 0; j < k; j++) {
			uint32_t both = reach[j] & reach[k] & blots;
			if (both && (marked || m->to[j] != m->to[k] || both != (uint32_t)1 << m->to[k]))
				return 0;
		}
	return 1;
}

/* Does every path of the play use as many dice as every other? So where
 * each part lands on a point (its length is the dice it takes: one die or
 * both, or of a double the length over the die), or bears off from a
 * point no higher than the least die (any die takes it off in one step).
 * The walk's path, the search's first, then stands though dice are left
 * over: no path uses more, and the search keeps the first of those that
 * agree with the marks best (a play of one die that the other cannot
 * follow, as most plays that leave a die are). */
static int same_count(const realise *z)
{
	for (int k = 0; k < z->m->n; k++)
		if (z->m->to[k] < 1 && z->m->from[k] > z->dice[z->nd - 1])
			return 0;
	return 1;
}

/* The search's first path, walked in place where it is the plain one: the
 * parts in the order written, each carried to its point by the first die
 * left that the search tries. When every step is made so, and the play
 * then uses every die and agrees with every mark, the search would stop at
 * this path, its first: 1, with z set as the search sets it; so too where
 * a die is left over but no path uses more (same_count), or a hit is off
 * the marks but no path could do better (same_hits). 0 where the search is
 * needed: a part with no such step (the search tries the next part), a die
 * left over that another path might use, a hit off the marks another path
 * might mend. A play written as it was made costs its steps alone. */
static int as_written(realise *z, const bg_pos *start)
{
	const bg_move *m = z->m;
	unsigned left = (1u << z->nd) - 1;
	int total = 0, miss = 0;

	z->end = *start;
	for (int k = 0; k < m->n; k++) {
		int at = m->from[k], want = m->to[k], hit_end = 0, hit_mid = 0;
		while (at != want) { /* (once the last checker is off, no step is left) */
			int i, to = -1, hit;
			for (i = 0; i < z->nd; i++) {
				if (!(left >> i & 1))
					continue;
				to = step_to(z->r, &z->end, z->side, at, z->dice[i]);
				if (to >= 0 && (want <= 0 || to >= want))
					break; /* as the search: no checker moves back up */
				to = -1;
				if (z->dbl)
					break; /* a double's other dice are the same die again */
			}
			if (to < 0)
				return 0;
			hit = apply(z->r, &z->end, z->side, at, to);
			*(to == want ? &hit_end : &hit_mid) += hit;
			z->path[z->nused][0] = (int8_t)at;
			z->path[z->nused][1] = (int8_t)to;
			z->used[z->nused++] = z->dice[i];
			left &= ~(1u << i);
			at = to;
		}
		if (hit_end | hit_mid | m->hit[k]) { /* a hit, or a mark: the rare case */
			miss += hit_mid || (hit_end > 0) != (m->hit[k] != 0);
			total += hit_end + hit_mid;
		}
	}
	if ((left && !same_count(z)) || (miss && !same_hits(z, start)))
		return 0;
	z->found = 1;
	z->miss = miss;
	z->dice_used = z->nused;
	z->first_die = z->used[0];
	z->hit_total = total;
	z->passed = 0;
	memcpy(z->steps, z->path, sizeof z->steps);
	return 1;
}

/* Can the parts be made with these dice at all? A step moves its checker
 * a die's pips: a part onto a point takes its length in all, a bear-off at
 * least nothing, and a part that goes back never ends. Where the parts onto
 * points are longer than the dice together, no path makes the play (an
 * illegal one, often a roll written wrong): the search need not try them
 * all. A checker from the hand is left to the search. */
static int within_reach(const realise *z)
{
	int pips = 0, dice = 0;

	for (int i = 0; i < z->nd; i++)
		dice += z->dice[i];
	for (int k = 0; k < z->m->n; k++) {
		int from = z->m->from[k], to = z->m->to[k];
		if (from == BG_HAND)
			return 1;
		if (to > from)
			return 0;
		if (to >= 1)
			pips += from - to;
	}
	return pips <= dice;
}

/* The best path of the written play from p (z->found 0: none), its parts
 * starting where they are written from. */
static void search_play(realise *z, const bg_pos *p, const bg_move *m, const int *dice, int nd)
{
	z->m = m;
	z->nd = nd;
	z->dbl = nd == 4;
	z->nused = 0;
	memcpy(z->dice, dice, sizeof z->dice);
	if (as_written(z, p))
		return;
	z->found = z->nused = 0;
	memset(z->hit_end, 0, sizeof z->hit_end);
	memset(z->hit_mid, 0, sizeof z->hit_mid);
	for (int k = 0; k < m->n; k++)
		z->at[k] = m->from[k];
	search(z, p, (1u << nd) - 1);
}

/* A warning about the play: counted, the first kept (games/game.h). */
static void warn(bg_state *s, const char *code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void warn(bg_state *s, const char *code, const char *fmt, ...)
{
	va_list ap;
	diag *w = &s->base.warn;

	if (s->base.warned++)
		return;
	if (!s->live && s->warns++)
		return; /* counted: a record says its first warning (core/referee.c) */
	diag_clear(w); /* then code and message written once a move */
	*put_mem(w->code, w->code + sizeof w->code - 1, code, strlen(code)) = '\0';
	va_start(ap, fmt);
	say(w->msg, sizeof w->msg, fmt, ap);
	va_end(ap);
}

/* Why one written move breaks a rule of the tables family's own (the head,
 * the first checker, the six-prime), or 0. */
static int family_refusal(const bg_rules *r, const bg_pos *p, int side, int f, int t,
			  const char *mv, diag *d)
{
	if (f == 24 && r->head && p->head_left >= p->head_max)
		return diag_set(d, "head", "%s: only %d checker%s may leave the head (the 24-point) "
				"this turn", mv, p->head_max, p->head_max == 1 ? "" : "s");
	if (f == 24 && r->first_checker && first_waits(r, p, side))
		return diag_set(d, "first-checker", "%s: no other checker leaves the start before "
				"the first has gone ahead (to point %d or below)", mv, r->first_to);
	if (t >= 1 && r->prime && !prime_ok(r, p, side, f, t))
		return diag_set(d, "six-prime", "%s makes six points in a row, which %s", mv,
				r->prime == PRIME_AHEAD ? "needs an opposing checker ahead of them" :
				r->prime == PRIME_OWN_START ? "may not fill the own starting quarter" :
				r->prime == PRIME_OWN_HOME ? "may not fill the own home board" :
							     "may not fill the opponent's starting quarter");
	return 0;
}

/* Why a written play cannot be made: the first written move that fails,
 * the moves before it made in the order written. */
static int explain(const bg_state *s, const bg_move *m, diag *d)
{
	bg_pos p = s->p;
	int side = s->side, nd = m->die[0] == m->die[1] ? 4 : 2;

	if (m->n > nd)
		return diag_set(d, "dice", "the roll %d-%d gives %d moves, but %d are written",
				m->die[0], m->die[1], nd, m->n);
	for (int k = 0; k < m->n; k++) {
		int f = m->from[k], t = m->to[k];
		char mv[16];
		if (f >= BG_BAR)
			say_to(mv, sizeof mv, "%s/%d", f == BG_BAR ? "bar" : "off", t);
		else if (t == 0)
			say_to(mv, sizeof mv, "%d/off", f);
		else
			say_to(mv, sizeof mv, "%d/%d", f, t);
		if (!p.ck[side][f])
			return diag_set(d, "no-checker", f == BG_BAR ? "%s: no checker is on the bar" :
					f == BG_HAND ? "%s: no checker is left to enter" :
					"%s: there is no checker on %d", mv, f);
		if (bg_pins(s->r, &p, side) >> f & 1)
			return diag_set(d, "pinned", "%s: the checker on %d is pinned", mv, f);
		if (p.ck[side][BG_BAR] && f != BG_BAR)
			return diag_set(d, "bar-first", "%s: a checker on the bar must enter first", mv);
		if (s->r->entry_all_first && p.ck[side][BG_HAND] && f != BG_HAND)
			return diag_set(d, "hand-first", "%s: every checker enters before any other "
					"moves", mv);
		if (t > (f > BG_BAR ? BG_BAR : f))
			return diag_set(d, "backwards", "%s moves backwards", mv);
		if (t >= 1 && p.ck[!side][s->r->opp[t]] >= s->r->block)
			return diag_set(d, "blocked", "%s: point %d is held by the opponent", mv, t);
		if (t >= 1 && (bg_pins(s->r, &p, side) >> t & 1))
			return diag_set(d, "own-pinned", "%s: a checker of the mover's own is pinned on "
					"%d", mv, t);
		if (t == 0 && outside_count(&p, side) > (f >= 7))
			return diag_set(d, "early-bear-off", "%s: bearing off before every checker is "
					"home", mv);
		if (t == 0 && bg_pins(s->r, &p, side))
			return diag_set(d, "pinned-bear-off", "%s: no bearing off while a checker of "
					"the mover's own is pinned", mv);
		if (t >= 1 && s->r->home_hit_not_onto_own && (p.hot >> f & 1) && p.ck[side][t])
			return diag_set(d, "home-hit", "%s: a checker that hit in the home board may go "
					"on to an empty point or hit again, not onto its own side's point",
					mv);
		if (s->r->home_hit_stop && f <= 24 && (p.hot >> f & 1) && p.ck[side][f] == 1)
			return diag_set(d, "home-hit", "%s: a checker that hit in the home board "
					"stays there for the rest of the turn (no hit-and-run)", mv);
		if (family_refusal(s->r, &p, side, f, t, mv, d))
			return -1;
		apply(s->r, &p, side, f, t);
	}
	return diag_set(d, "dice", "the play does not fit the roll %d-%d", m->die[0], m->die[1]);
}

/* A play whose hits, as made, are off its '*' marks (and no path of it
 * agrees with them better): hits are the referee's to compute, and a mark
 * too many or too few is only a slip of the pen, said as a warning. */
static void hit_marks(bg_state *s, const bg_move *m, int hit_total)
{
	int marked = 0;

	for (int k = 0; k < m->n; k++)
		marked += m->hit[k];
	if (s->r->blot != BLOT_HIT)
		warn(s, "hit-mark", "the play marks %d move%s with *, but these rules hit no "
		     "checker (a pin is no hit)", marked, marked == 1 ? "" : "s");
	else if (marked == hit_total)
		warn(s, "hit-mark", "the play hits on a point it does not name, not where its * "
		     "stands");
	else
		warn(s, "hit-mark", "the play hits %d checker%s but marks %d with *", hit_total,
		     hit_total == 1 ? "" : "s", marked);
}

/* The common play, made where it stands: every part one die onto a point
 * or off, the parts in the order written, each taking the first die left
 * that the walk (as_written) would, every die used. The walk would then be the
 * search's first path and stop there, and the play use every die: 1, the
 * play made (s->p). 0 where the play is anything else, the position as it
 * was, for the walk and the search. Most plays of every record are so;
 * they cost their steps and little more. A hit off the marks (XG's files
 * mark none) stops the plain walk (-1); counted, the walk is made again
 * keeping count of them, and stands where the walk's would (same_hits: no
 * two parts onto one point with a mark), with its warning. A notation that
 * writes no hits (SGF) marks none, and no path does better. Inlined twice. */
static inline __attribute__((always_inline)) int walk_parts(bg_state *s, const bg_move *m,
							    const int *dice, int nd, int counted)
{
	const bg_rules *r = s->r;
	bg_pos p;
	uint8_t *mine, *theirs;
	unsigned left = (1u << nd) - 1;
	int off = 0, hits = 0, marked = 0, bore = 0;

	if (r->extra || m->n != nd)
		return 0;
	p = s->p;
	mine = p.ck[s->side];
	theirs = p.ck[!s->side];
	for (int k = 0; k < m->n; k++) {
		int at = m->from[k], want = m->to[k], die = at - want, i = 0, hit = 0;
		int mark = m->hit[k] != 0;
		uint8_t *blot;
		if (want < 0 || at > BG_BAR)
			return 0; /* a checker from the hand */
		if (mark && !m->marks_hits)
			return 0; /* (no notation does so) */
		if (want >= 1) {
			/* the walk's die: the first left that goes no further than
			 * the part's end (a double's first left); it must end it */
			while (i < nd && (!(left >> i & 1) || (dice[i] > die && nd == 2)))
				i++;
			if (i == nd || dice[i] != die)
				return 0;
			/* step_to's checks, under backgammon's own rules (!extra) */
			if (!mine[at] || (mine[BG_BAR] && at != BG_BAR) ||
			    theirs[r->opp[want]] >= r->block)
				return 0;
		} else { /* a bear-off: the walk's die is the first left with a step */
			int to = -1;
			for (; i < nd; i++) {
				if (!(left >> i & 1))
					continue;
				if ((to = step_to(r, &p, s->side, at, dice[i])) >= 0 || nd == 4)
					break; /* (a double's other dice are the same die again) */
			}
			if (i == nd || to != BG_OFF)
				return 0; /* none, or a step onto a point first */
			bore = 1;
		}
		left &= ~(1u << i);
		mine[at]--; /* apply's */
		mine[want]++;
		if (want >= 1 && r->blot == BLOT_HIT && *(blot = &theirs[r->opp[want]]) == 1) {
			*blot = 0;
			theirs[BG_BAR]++;
			hit = 1;
		}
		if (hit != mark) {
			if (!counted && m->marks_hits)
				return -1;
			off++;
		}
		if (counted) {
			hits += hit;
			marked |= mark;
		}
	}
	/* same_hits: a hit off the marks stands where every part lands on a
	 * point, no two on one where a part is marked */
	if (off && bore)
		return 0;
	for (int k = 0; off && marked && k < m->n; k++)
		for (int j = 0; j < k; j++)
			if (m->to[j] == m->to[k])
				return 0;
	if (off && m->marks_hits)
		hit_marks(s, m, hits);
	s->p = p;
	return 1;
}

static __attribute__((noinline)) int counted_walk(bg_state *s, const bg_move *m,
						  const int *dice, int nd)
{
	return walk_parts(s, m, dice, nd, 1);
}

static int quick_play(bg_state *s, const bg_move *m, const int *dice, int nd)
{
	int made = walk_parts(s, m, dice, nd, 0);

	return made < 0 ? counted_walk(s, m, dice, nd) : made;
}

/* Fevga's wall: every checker of the opponent on its start, and `side`
 * holding the six points in front of it (the opponent's 23 to 18). */
static int walls_in(const bg_rules *r, const bg_pos *p, int side)
{
	if (p->ck[!side][24] != r->total)
		return 0;
	for (int q = 18; q <= 23; q++)
		if (p->ck[side][r->opp[q]] < r->block)
			return 0;
	return 1;
}

/* Is there a play of `need` of the dice from p that leaves no such wall? */
static int opens(const bg_rules *r, const bg_pos *p, int side, const int *dice, int nd, int need)
{
	if (!need || finished(p, side))
		return !walls_in(r, p, side);
	for (int i = 0; i < nd; i++) {
		int rest[4];
		if (i && dice[i] == dice[i - 1])
			continue; /* the same die again: nothing new */
		but_one(dice, nd, i, rest);
		for (int from = BG_SLOTS - 1; from >= 1; from--) {
			int to = step_to(r, p, side, from, dice[i]);
			bg_pos q;
			if (to < 0)
				continue;
			q = *p;
			apply(r, &q, side, from, to);
			if (opens(r, &q, side, rest, nd - 1, need - 1))
				return 1;
		}
	}
	return 0;
}

/* The play from `before` (using `used` dice, the larger alone where only
 * one may be played) that left the wall standing, where another opens it:
 * refused (Fevga's "must unblock"). */
static int wall_kept(const bg_state *s, const bg_pos *before, const int *dice, int nd,
		     int used, int larger_only, diag *d)
{
	if (!walls_in(s->r, &s->p, s->side) ||
	    !opens(s->r, before, s->side, dice, larger_only ? 1 : nd, used))
		return 0;
	return diag_set(d, "wall", "the play leaves every checker of %s walled in on its start, "
			"where a play that opens the wall can be made, and must be",
			player(s, !s->side));
}

static int check_play(bg_state *s, const bg_move *m, int *used, diag *d)
{
	int dice[4], nd = dice_of(m->die[0], m->die[1], dice), larger_only = 0, best = nd;
	realise z; /* set field by field: zeroing all of it costs more than the check */
	int walls = __builtin_expect(s->r->wall_opens, 0);
	bg_pos before;

	if (s->rolls == 0 && !s->r->opening_reroll && !s->chain && m->die[0] == m->die[1])
		return diag_set(d, "opening-double", "the opening roll cannot be a double: each "
				"player throws one die");
	if (m->n == 0) {
		*used = 0;
		if (any_step(s->r, &s->p, s->side, m->die[0], m->die[1])) {
			/* rolled, and nothing played yet: legal only as the last action
			 * before a resignation (gnubg and FIBS write "51:" and then
			 * "Wins"); any action after it is refused */
			s->rolled[0] = m->die[0];
			s->rolled[1] = m->die[1];
		}
		return 0;
	}
	if (m->n > nd)
		return explain(s, m, d);
	if (walls)
		before = s->p;
	if (quick_play(s, m, dice, nd)) {
		*used = nd;
		return walls && wall_kept(s, &before, dice, nd, nd, 0, d) ? (s->p = before, -1) : 0;
	}
	z.r = s->r;
	z.side = s->side;
	search_play(&z, &s->p, m, dice, nd);
	if (!z.found)
		return explain(s, m, d);
	/* a play that uses every die, or bears off the last checker, needs no
	 * search for a play that uses more */
	if (z.dice_used < nd && !finished(&z.end, s->side))
		best = bg_max_dice(s->r, &s->p, s->side, m->die[0], m->die[1], &larger_only);
	else
		best = z.dice_used;
	if (z.dice_used < best)
		return diag_set(d, "too-few-dice", "the roll %d-%d allows %d move%s but only %d %s "
				"played", m->die[0], m->die[1], best, best == 1 ? "" : "s",
				z.dice_used, z.dice_used == 1 ? "was" : "were");
	if (best == 1 && larger_only && z.first_die != dice[0])
		return diag_set(d, "larger-die", "only one die of %d-%d can be played: it must be "
				"the larger, %d", m->die[0], m->die[1], dice[0]);
	if (m->marks_hits && z.miss)
		hit_marks(s, m, z.hit_total);
	if (z.passed)
		warn(s, "after-last", "the play goes on after the last checker is off: %d more "
		     "bear-off%s passed over", z.passed, z.passed == 1 ? "" : "s");
	s->p = z.end;
	*used = z.dice_used;
	if (walls && wall_kept(s, &before, dice, nd, z.dice_used, larger_only, d))
		return s->p = before, -1;
	return 0;
}

int bg_steps(const bg_state *s, const bg_move *m, int8_t steps[4][2])
{
	int dice[4], nd = dice_of(m->die[0], m->die[1], dice);
	realise z;

	memset(&z, 0, sizeof z);
	z.side = m->who >= 0 ? m->who : s->side;
	if (m->kind != BG_PLAY || !m->n || m->n > nd || z.side < 0)
		return 0;
	z.r = s->r;
	search_play(&z, &s->p, m, dice, nd);
	if (!z.found)
		return 0;
	memcpy(steps, z.steps, sizeof z.steps);
	return z.dice_used;
}

/* The end by bearing off: what the win is worth. */
static void borne_off(bg_state *s, int winner)
{
	static const char *const names[3] = { "single", "gammon", "backgammon" };
	const bg_rules *r = s->r;
	int loser = !winner, kind = 0, counts, points;

	if (s->p.ck[loser][BG_OFF] == 0) {
		/* a backgammon: a checker in the winner's home board, and (as
		 * gnubg scores it, not the Persian page) one on the bar */
		kind = 1;
		for (int i = 1; i <= 24; i++)
			if (s->p.ck[loser][i] && r->opp[i] <= 6)
				kind = 2;
		if (r->backgammon_on_bar && s->p.ck[loser][BG_BAR])
			kind = 2;
	}
	if (r->per_checker) {
		points = (r->total - s->p.ck[loser][BG_OFF]) * s->cube;
		end(s, winner, points, names[kind], "bear-off", "%s bore off every checker: %d "
		    "point%s, one for each checker left", player(s, winner), points,
		    points == 1 ? "" : "s");
		return;
	}
	/* Jacoby: in money play a gammon counts only once the cube was turned */
	counts = s->money && r->jacoby && !s->turned ? 0 : kind;
	points = r->value[counts] * s->cube;
	end(s, winner, points, names[kind], "bear-off", "%s bore off every checker: a %s, %d "
	    "point%s%s", player(s, winner), names[kind], points, points == 1 ? "" : "s",
	    counts != kind ? jacoby_note(s) : "");
	if (s->jacoby_open && counts != kind) { /* the record may count it without the rule */
		s->base.out.points_alt = r->value[kind] * s->cube;
		s->base.out.alt_key = "Jacoby";
		s->base.out.alt_value = "Off";
		snprintf(s->base.out.why_alt, sizeof s->base.out.why_alt, "%s bore off every checker: "
			 "a %s, %d points (%s)", player(s, winner), names[kind],
			 s->base.out.points_alt, BG_JACOBY_OPEN);
	}
}

/* The mother checker (Plakoto): a side's last checker pinned on its own
 * 24-point ends the game, as the rules say. Returns 1 when it ended. */
static int mother_end(bg_state *s)
{
	const bg_rules *r = s->r;
	int pinned[2] = { (int)(bg_pins(r, &s->p, 0) >> 24 & 1), (int)(bg_pins(r, &s->p, 1) >> 24 & 1) };

	if (pinned[0] && pinned[1] && r->mother != MOTHER_ENDS) {
		outcome_said(&s->base.out, RES_DRAW, "mother", "both mother checkers are pinned: "
			     "a draw");
		s->base.out.points = 0;
		outcome_word(&s->base.out, "kind", "draw");
		outcome_number(&s->base.out, "cube", s->cube);
		return 1;
	}
	for (int x = 0; x < 2 && r->mother != MOTHER_BOTH; x++)
		if (pinned[x] && (r->mother == MOTHER_ENDS || !s->p.ck[!x][24])) {
			int points = r->mother_points * s->cube;
			end(s, !x, points, "mother", "mother", "%s pinned %s's mother checker: %d "
			    "point%s", player(s, !x), player(s, x), points, points == 1 ? "" : "s");
			return 1;
		}
	return 0;
}

int bg_may_double(const bg_state *s)
{
	const bg_rules *r = s->r;

	return r->cube && !s->crawford && !s->match_over && !s->answering &&
	       (s->owner < 0 || s->owner == s->side) && s->cube * 2 <= r->cube_max;
}

const char *bg_due(const bg_state *s)
{
	if (s->answering)
		return s->r->beavers && s->money && s->offer * 2 <= s->r->cube_max ?
			       "take, drop or beaver" : "take or drop";
	if (s->given[0] || s->rolled[0])
		return "play"; /* the roll is made: no double now */
	return bg_may_double(s) ? "roll or double" : "roll";
}

/* A double: the first offer of a turn, or, in money play with beavers, the
 * answering side doubling again while the offer stands (a beaver, and the
 * doubler's raccoon after it). */
static int offer(bg_state *s, const bg_move *m, diag *d)
{
	const bg_rules *r = s->r;
	int to = s->answering ? s->offer * 2 : s->cube * 2;

	if (!r->cube)
		return diag_set(d, "no-cube", "these rules have no doubling cube");
	if (s->answering && (!r->beavers || !s->money))
		return diag_set(d, "answer-due", "a double waits for its answer: take or drop "
				"(beavers are not allowed here)");
	if (!s->answering) {
		if (m->kind == BG_BEAVER)
			return diag_set(d, "no-double", "a beaver without a double");
		if (s->crawford)
			return diag_set(d, "crawford", "no doubling in the Crawford game");
		if (s->owner >= 0 && s->owner != s->side)
			return diag_set(d, "cube-access", "%s owns the cube: %s may not double",
					player(s, s->owner), player(s, s->side));
	}
	if (to > r->cube_max)
		return diag_set(d, "cube-max", "the cube is at %d: it goes no higher than %d",
				s->answering ? s->offer : s->cube, r->cube_max);
	if (m->value >= 0 && m->value != to) {
		int from = s->answering ? s->offer : s->cube;
		/* the cube's value before the double written in place of the one
		 * it goes to (Hardy's transcripts, a redouble from 2 "=> 2"): a
		 * slip of the pen, as gnubg reads it, said */
		if (m->value == from)
			warn(s, "cube-value", "a double from %d is to %d: the %d written is the cube's "
			     "value before it", from, to, from);
		else if (m->value == INT_MAX) /* (the value read past any cube, notation.c) */
			return diag_set(d, "cube-value", "a double from %d is to %d, not to a "
					"number that large", from, from * 2);
		else
			return diag_set(d, "cube-value", "a double from %d is to %d, not %d", from,
					from * 2, m->value);
	}
	if (!s->answering)
		s->roller = s->side; /* (set once the offer stands: a refusal changes nothing) */
	s->beavered = s->answering;
	s->offer = to;
	s->answering = 1;
	s->side = !s->side;
	return 0;
}

/* The offer taken: the cube goes to its value, on the side of the player
 * not on roll (the taker, or after a beaver the beaverer, as gnubg has it). */
static void take(bg_state *s)
{
	s->cube = s->offer;
	s->turned = 1;
	s->owner = !s->roller;
	s->answering = s->beavered = 0;
	s->side = s->roller;
}

/* An SGF set-up: the position changed as the node says; borne-off checkers
 * are what the board no longer holds. */
static int reaches(const bg_state *s, int d1, int d2, const bg_pos *want);

static int set_up(bg_state *s, const bg_setup *u, diag *d)
{
	const bg_rules *r = s->r;
	bg_pos p = s->p; /* the position changed, kept once the set-up stands */
	int ck[2][BG_BAR + 1]; /* counted in full: a point may be given 255 */

	if (s->answering)
		return diag_set(d, "answer-due", "a double waits for its answer, not a set-up");
	for (int side = 0; side < 2; side++)
		for (int i = 1; i <= BG_BAR; i++)
			ck[side][i] = p.ck[side][i];
	for (int i = 0; i < BG_SETUP_POINTS; i++) {
		int own = i == 24 ? BG_BAR : i + 1, other = i == 24 ? BG_BAR : r->opp[own];
		if (u->empty >> i & 1)
			ck[0][own] = ck[1][other] = 0;
		ck[0][own] += u->add[0][i];
		ck[1][other] += u->add[1][i];
	}
	for (int side = 0; side < 2; side++) {
		int on = 0, most = 0; /* most: a point's letters counted to 255 only */
		for (int i = 1; i <= BG_BAR; i++)
			on += ck[side][i];
		for (int i = 0; i < BG_SETUP_POINTS; i++)
			most |= u->add[side][i] == UINT8_MAX;
		if (on > r->total)
			return diag_set(d, "bad-setup", "the set-up gives %s %s%d checkers: these rules "
					"have %d", player(s, side), most ? "at least " : "", on, r->total);
		for (int i = 1; i <= BG_BAR; i++) /* each at most the total: 30 */
			p.ck[side][i] = (uint8_t)ck[side][i];
		p.ck[side][BG_OFF] = (uint8_t)(r->total - on);
	}
	for (int i = 1; i <= 24; i++)
		if (p.ck[0][i] && p.ck[1][r->opp[i]])
			return diag_set(d, "bad-setup", "the set-up puts both sides on point %d", i);
	if (u->cube && (u->cube > r->cube_max || (!r->cube && u->cube > 1)))
		return diag_set(d, "bad-setup", "the set-up's cube of %d is past these rules' "
				"ceiling", u->cube);
	/* a position written after a roll in play (DailyGammon's, in place of
	 * a play it could not write): one a play of the roll reaches */
	if (u->after[0] && s->rolls > 0 && s->side >= 0) {
		int got = reaches(s, u->after[0], u->after[1], &p);
		if (got < 0)
			return diag_set(d, "nomem", "out of memory");
		if (!got)
			return diag_set(d, "unreached", "no play of %d-%d by %s reaches the position "
					"written after the roll", u->after[0], u->after[1],
					player(s, s->side));
	}
	s->p = p;
	if (u->cube) {
		s->cube = u->cube;
		s->turned = u->cube > 1;
	}
	if (u->owner >= -1)
		s->owner = u->owner;
	if (u->turn >= 0)
		s->side = u->turn;
	if (s->rolls == 0)
		s->rolls = 1; /* a position in play: its next roll may be a double */
	s->set_up = 1;
	return 0;
}

/* The position at the start of a turn's play with these dice (the head
 * rule's count, the home-board rule's hits), unless a chain goes on. */
static void begin_turn(const bg_state *s, bg_pos *p, int d1, int d2)
{
	const bg_rules *r = s->r;

	if (s->chain)
		return; /* the same turn goes on */
	if (r->home_hits)
		p->hot = 0; /* the home-board rule looks at this turn's hits */
	p->head_left = 0;
	p->head_max = (uint8_t)r->head;
	if (r->head && d1 == d2 && s->side >= 0 && s->turns[s->side] == 0 &&
	    (r->head_doubles >> d1 & 1))
		p->head_max = 2; /* the first roll's exception */
}

/* A chained play is due (the doubles after a double, a 1-2's double and
 * roll): the play is it, or, where the double due has no play at all, the
 * chain lapses and the play is the opponent's. */
static int chain_step(bg_state *s, const bg_move *m, diag *d)
{
	int c = s->chain_die, dbl = m->die[0] == m->die[1];

	if (s->chain == CHAIN_DOUBLE && (m->die[0] != c || !dbl) &&
	    !any_step(s->r, &s->p, s->side, c, c)) {
		s->chain = CHAIN_NONE;
		s->side = !s->side;
		return 0;
	}
	if (m->who >= 0 && m->who != s->side)
		return diag_set(d, "chain", "%s plays again first: %s", player(s, s->side),
				s->chain == CHAIN_DOUBLE ? "the doubles go on" :
				s->chain == CHAIN_NAMED ? "a double of its choice after 1-2" :
							  "another roll after the 1-2's double");
	if (s->chain == CHAIN_DOUBLE && (m->die[0] != c || !dbl))
		return diag_set(d, "chain", "after the double, %d-%d is played next, not %d-%d", c, c,
				m->die[0], m->die[1]);
	if (s->chain == CHAIN_NAMED && !dbl)
		return diag_set(d, "chain", "after 1-2 the player plays a double of its choice, not "
				"%d-%d", m->die[0], m->die[1]);
	return 0;
}

/* What comes after a play: the same side again (a chain), or the other. */
static void next_chain(bg_state *s, const bg_move *m, int used)
{
	const bg_rules *r = s->r;
	int d1 = m->die[0], d2 = m->die[1], was = s->chain;

	s->chain = CHAIN_NONE;
	if (r->progression && d1 == d2 && d1 < 6 && used == 4 &&
	    (was == CHAIN_DOUBLE || s->rolls > r->plain_rolls)) {
		s->chain = CHAIN_DOUBLE;
		s->chain_die = d1 + 1;
	} else if (r->acey && was != CHAIN_NAMED && d1 + d2 == 3 && d1 != d2 && used == 2) {
		s->chain = CHAIN_NAMED;
	} else if (r->acey && was == CHAIN_NAMED && used == 4) {
		s->chain = CHAIN_REROLL;
	}
	if (!s->chain)
		s->side = !s->side;
}

/* A roll and its play. */
static inline __attribute__((always_inline)) int play_roll(bg_state *s, const bg_move *m, diag *d)
{
	const bg_rules *r = s->r;
	int used = 0, chained = s->chain != CHAIN_NONE;

	if (r->family || r->home_hits) { /* the turn's own counts, kept if refused */
		bg_pos was = s->p;
		begin_turn(s, &s->p, m->die[0], m->die[1]);
		if (check_play(s, m, &used, d))
			return s->p = was, -1;
	} else if (check_play(s, m, &used, d)) {
		return -1;
	}
	if (s->rolled[0])
		return 0; /* rolled, not played: a resignation may follow */
	if (!chained) {
		s->rolls++;
		s->turns[s->side]++;
	}
	s->base.plies++;
	if (s->p.ck[s->side][BG_OFF] == r->total) {
		borne_off(s, s->side);
		return 0;
	}
	if (r->mother && mother_end(s))
		return 0;
	if (r->progression || r->acey)
		next_chain(s, m, used);
	else
		s->side = !s->side;
	return 0;
}

/* An action of who's where it is the other's turn. Where no double waits
 * for an answer and no chained play is due, who made the last action (a
 * play, or the take of a double): the record has them act twice in a row,
 * which is said as such ("does": what they do again), not only whose turn
 * it is. */
static int out_of_turn(const bg_state *s, int who, const char *does, diag *d)
{
	if (!s->answering && !s->chain)
		return diag_set(d, "turn", "%s %s twice in a row: it is %s's turn to roll",
				player(s, who), does, player(s, s->side));
	return diag_set(d, "turn", "it is %s's turn to %s", player(s, s->side),
			s->answering ? "answer the double" : "roll");
}

/* A player gives the game up: at their turn, having rolled or not, or
 * answering a double. What it is worth is the record's claim (bg_claim). */
static int resign(bg_state *s, const bg_move *m, diag *d)
{
	int who = m->who >= 0 ? m->who : s->side >= 0 ? s->side : 0;

	if (s->side >= 0 && m->die[0] && who != s->side)
		return out_of_turn(s, who, "rolls", d);
	if (s->side < 0)
		s->side = who;
	s->resigned = who;
	/* "52: ???" may be a turn whose play was not recorded, if the game goes
	 * on after it; an SGF node of the dice alone is said with its dice */
	s->resigned_unwritten = m->unwritten;
	s->unwritten_dice[0] = m->die[0];
	s->unwritten_dice[1] = m->die[1];
	s->resigned_kind = m->value >= 1 && m->value <= 3 ? m->value : 0;
	return 0;
}

static int action(bg_state *s, const bg_move *m, diag *d);

/* A refused action leaves the game as it was before it (the game's
 * refusal_keeps): what a part of the checks changed is taken back. */
int bg_play_checked(bg_state *s, const bg_move *m, diag *d)
{
	int who = m->who, side = s->side, chain = s->chain;

	if (s->base.out.over)
		return diag_set(d, "game-over", "the game is over: %s", s->base.out.why);
	if (s->match_over)
		return diag_set(d, "match-over", "the match is already over: the score before "
				"this game, %d-%d, reaches the match's %d point%s", s->over_score[0],
				s->over_score[1], s->over_length, s->over_length == 1 ? "" : "s");
	if (m->kind == BG_SETUP && s->resigned >= 0 && s->resigned_unwritten)
		s->resigned = -1, s->resigned_unwritten = 0; /* a roll, then the position
							     * edited (gnubg writes both) */
	if (m->kind == BG_SETUP && s->rolled[0])
		s->rolled[0] = s->rolled[1] = 0; /* the same, as .mat writes the roll
						  * of SGF's dice node: "53:" */
	if (s->resigned >= 0 && s->resigned_unwritten == BG_UNWRITTEN_ROLL)
		return s->base.fault_before = 1,
		       diag_set(d, "unknown-play", "%s's roll %d-%d is written with no play "
				"(DI[%d%d], a node of the dice alone), and the game goes on after "
				"it: it cannot be followed", player(s, s->resigned),
				s->unwritten_dice[0], s->unwritten_dice[1], s->unwritten_dice[0],
				s->unwritten_dice[1]);
	if (s->resigned >= 0 && s->resigned_unwritten)
		return s->base.fault_before = 1,
		       diag_set(d, "unknown-play", "the play was not recorded (written ?\?\?), and "
				"the game goes on: it cannot be followed");
	if (s->resigned >= 0)
		return diag_set(d, "game-over", "the game is over: %s resigned",
				player(s, s->resigned));
	if (s->rolled[0])
		return s->base.fault_before = 1,
		       diag_set(d, "must-move", "the roll %d-%d allowed a play, but none was made",
				s->rolled[0], s->rolled[1]);
	if (m->kind == BG_RESIGN)
		return resign(s, m, d);
	if (m->kind == BG_UNKNOWN)
		return diag_set(d, "unknown-play", "the play is written as ??? and cannot be followed");
	if (m->kind == BG_SETUP)
		return set_up(s, &m->setup, d);
	if (s->set_up && who >= 0 && !s->answering)
		s->side = who; /* after a set-up, the player who acts is on roll */
	if (s->side < 0) { /* the first action names the starter */
		if (m->kind != BG_PLAY)
			return diag_set(d, "no-opening", "the game starts with the opening roll, not a "
					"cube action");
		s->side = who >= 0 ? who : 0;
	}
	if (s->chain && m->kind == BG_PLAY && chain_step(s, m, d))
		return s->side = side, -1;
	if (action(s, m, d)) { /* no starter named, the chain that lapsed stands again */
		s->chain = chain;
		s->side = side;
		return -1;
	}
	s->set_up = 0;
	return 0;
}

/* The usual action, a roll and its play by the side on roll in a game
 * under way with nothing owed (no offer to answer, no roll left unplayed,
 * no chain of rolls, no set-up just made, no resignation): it meets none
 * of bg_play_checked's checks before play_roll, nor its taking back, and
 * goes there at once; any other action is bg_play_checked's. */
int bg_play(bg_state *s, const bg_move *m, diag *d)
{
	if (m->kind == BG_PLAY && s->side >= 0 && (m->who < 0 || m->who == s->side) &&
	    !(s->chain | s->answering | s->rolled[0] | s->set_up | s->match_over) &&
	    s->resigned < 0 && !s->base.out.over)
		return play_roll(s, m, d);
	return bg_play_checked(s, m, d);
}

/* The roller's roll after a beaver, or after the roller's raccoon on it,
 * which takes the offer standing: the cube goes to the side not on roll, as
 * gnubg has it (its SGF writes no take after either; the roll follows the
 * raccoon, and the raccooned side owns the cube after it). The offer stands
 * again if the play is refused. Out of the way of every other roll. */
static __attribute__((noinline)) int beaver_taken(bg_state *s, const bg_move *m, diag *d)
{
	int cube = s->cube, turned = s->turned, owner = s->owner, side = s->side;

	take(s);
	if (play_roll(s, m, d)) {
		s->cube = cube;
		s->turned = turned;
		s->owner = owner;
		s->side = side;
		s->answering = s->beavered = 1;
		return -1;
	}
	return 0;
}

/* The action of the side whose turn it is (who: the record's word on
 * whose it is), after bg_play's checks of the game's state. */
static int action(bg_state *s, const bg_move *m, diag *d)
{
	const bg_rules *r = s->r;
	int who = m->who;

	/* after a beaver, the roller's roll answers whichever of the two
	 * made the last offer (a raccoon leaves the beaverer to answer) */
	int roll_on = s->answering && s->beavered && m->kind == BG_PLAY &&
		      (who < 0 ? s->side : who) == s->roller;

	if (who >= 0 && who != s->side && !roll_on)
		return out_of_turn(s, who, m->kind == BG_PLAY ? "plays" : "acts", d);
	switch (m->kind) {
	case BG_DOUBLE:
	case BG_BEAVER:
		if (offer(s, m, d))
			return -1;
		break;
	case BG_TAKE:
		if (!s->answering)
			return diag_set(d, "no-double", "a take without a double");
		take(s);
		break;
	case BG_DROP: {
		int value = s->offer / 2; /* the cube before the offer dropped */
		if (!s->answering)
			return diag_set(d, "no-double", "a drop without a double");
		s->answering = 0;
		s->base.plies++;
		end(s, !s->side, r->value[0] * value, "single", "drop",
		    "%s dropped the double: %d point%s", player(s, s->side), r->value[0] * value,
		    r->value[0] * value == 1 ? "" : "s");
		return 0;
	}
	case BG_PLAY:
		if (s->answering && !roll_on)
			return diag_set(d, "answer-due", "%s must take or drop the double first",
					player(s, s->side));
		if (s->answering) /* .mat writes no Takes after a beaver: the roll takes it */
			return beaver_taken(s, m, d);
		return play_roll(s, m, d);
	}
	s->base.plies++;
	return 0;
}

int bg_claim(bg_state *s, int winner, int points, int capped, diag *d)
{
	static const char *const names[3] = { "single", "gammon", "backgammon" };
	const bg_rules *r = s->r;

	/* the cube as it stands: facing an offer, the value before it, as a
	 * drop would pay (after a beaver, the double it took: a resignation
	 * there cost half the drop) */
	int cube = s->answering ? s->offer / 2 : s->cube;
	/* what a single, gammon and backgammon are worth now (the Jacoby rule:
	 * in money play, with the cube never turned, all count as a single; a
	 * beaver turned it) */
	int jacoby = s->money && r->jacoby && !s->turned && !(s->answering && s->beavered);
	int worth[3];

	for (int k = 0; k < 3; k++)
		worth[k] = r->value[jacoby ? 0 : k] * cube;
	if (s->resigned == winner && s->resigned_unwritten == BG_UNWRITTEN_ROLL)
		s->resigned = !winner; /* the roll stands, unplayed, and the other
					* gave the game up: gnubg's .mat
					* "61:       Wins 1 point" in the roller's
					* column, as its SGF writes it */
	if (s->resigned == winner)
		return diag_set(d, "winner-mismatch", "%s resigned, but the record says %s won",
				player(s, winner), player(s, winner));
	/* none claimed (a forfeit, a resignation played live): what the
	 * resignation gave up ("Resign gammon"), else a single */
	if (points == 0)
		points = worth[s->resigned_kind ? s->resigned_kind - 1 : 0];
	/* the kinds the claim may be: "Resign gammon" wrote which one */
	int lo = s->resigned_kind ? s->resigned_kind - 1 : 0, hi = s->resigned_kind ? lo : 2;
	if (jacoby && s->jacoby_open) /* the record may count it without the rule */
		for (int k = lo > 1 ? lo : 1; k <= hi; k++)
			if (r->value[k] * cube == points) {
				end(s, winner, points, names[k], "resignation", "%s resigned a %s: "
				    "%d points (%s)", player(s, !winner), names[k], points,
				    BG_JACOBY_OPEN);
				s->base.out.alt_key = "Jacoby";
				s->base.out.alt_value = "Off";
				s->base.out.alt_taken = 1;
				return 0;
			}
	for (int k = lo; k <= hi; k++)
		if (worth[k] == points || (capped && worth[k] >= capped && (worth[k] > points ||
									    points > worth[2]))) {
			/* capped: the least resignation that wins the match (the
			 * match's length claimed may be past anything the game is
			 * worth: XG's "Wins 9 point and the match" at 7-7 of 9) */
			if (worth[k] == points)
				end(s, winner, points, names[k], "resignation",
				    "%s resigned a %s: %d point%s%s", player(s, !winner), names[k], points,
				    points == 1 ? "" : "s", jacoby && k ? jacoby_note(s) : "");
			else /* the match needed no more: the least the game could be worth */
				end(s, winner, worth[k], names[k], "resignation",
				    "%s resigned: %d point%s won the match", player(s, !winner), points,
				    points == 1 ? "" : "s");
			return 0;
		}
	if (s->resigned_kind)
		return diag_set(d, "points-mismatch", "%s resigned a %s, worth %d with the cube on "
				"%d%s, but the record says %d", player(s, !winner), names[lo], worth[lo],
				cube, jacoby && lo ? jacoby_note(s) : "", points);
	if (jacoby) /* every kind counts alike: say the rule, and what it leaves */
		return diag_set(d, "points-mismatch", "%d point%s is no resignation with the cube on "
				"%d (%d: the Jacoby rule%s, the cube never turned%s)", points,
				points == 1 ? "" : "s", cube, worth[0],
				s->jacoby_ru ? ", which the file's RU property sets" : "", s->jacoby_open ?
				"; or a gammon or backgammon in full, the rule not stated" : "");
	return diag_set(d, "points-mismatch", "%d point%s is no resignation with the cube on %d "
			"(%d, %d or %d)", points, points == 1 ? "" : "s", cube, worth[0], worth[1],
			worth[2]);
}

/* Every play of the roll that uses the most dice, deduplicated by position
 * (found through a hash table: a double reaches hundreds). The steps of a
 * double reach the same position in many orders: a position met before
 * partway, with the same dice left, leads only to plays already listed, so
 * the search goes on from it once (a second table, of those positions).
 * A double under backgammon's own rules needs neither table (gen_sorted). */
enum { GEN_TABLE = 2 * BG_MAXPLAYS };
typedef struct gen {
	const bg_state *s;
	bg_move *out;
	int max, n, best, larger_only, big;
	int wall_open; /* Fevga's wall must be opened, and some play opens it */
	bg_move cur;
	/* gen_sorted's: of the steps written from each point, those the play
	 * has not yet made; how many more steps it may make beyond them */
	uint8_t written[BG_SLOTS];
	int unwritten;
	bg_pos seen[BG_MAXPLAYS];
	int nseen;
	int16_t table[GEN_TABLE]; /* 1 + an index into seen, or 0: a free slot */
	bg_pos mid[BG_MAXPLAYS];  /* positions partway, whole (the turn's fields too) */
	uint8_t mid_left[BG_MAXPLAYS]; /* the dice left there: how many, and the first */
	int nmid;
	int16_t mid_table[GEN_TABLE];
} gen;

/* The same position: checkers, and pins where the rules pin. */
static int same_pos(const bg_rules *r, const bg_pos *a, const bg_pos *b)
{
	return !memcmp(a->ck, b->ck, sizeof a->ck) && bg_pins(r, a, 0) == bg_pins(r, b, 0) &&
	       bg_pins(r, a, 1) == bg_pins(r, b, 1);
}

/* Where p's checkers hash to in the table (the pins left out: positions
 * that differ in them alone share a chain). */
static unsigned pos_hash(const bg_pos *p)
{
	uint64_t h = 0, w;

	for (size_t i = 0; i + sizeof w <= sizeof p->ck; i += sizeof w) {
		memcpy(&w, (const char *)p->ck + i, sizeof w);
		h = (h ^ w) * 0x9E3779B97F4A7C15u;
	}
	return (unsigned)(h >> 40) % GEN_TABLE;
}

/* Has a play already reached p? If not, p is kept (while there is room):
 * 1 seen, 0 new. */
static int seen_before(gen *g, const bg_pos *p)
{
	unsigned i = pos_hash(p);

	for (; g->table[i]; i = (i + 1) % GEN_TABLE)
		if (same_pos(g->s->r, &g->seen[g->table[i] - 1], p))
			return 1;
	if (g->nseen < BG_MAXPLAYS) {
		g->seen[g->nseen++] = *p;
		g->table[i] = (int16_t)g->nseen;
	}
	return 0;
}

/* Has the search been at p partway before, with the dice left the same (nd of
 * them, the first first: the rest are the other die or the same)? Then
 * every play it leads to is listed already, provided every play found so
 * far was kept. If not, p is kept (while there is room): 1 met, 0 new. */
static int met_partway(gen *g, const bg_pos *p, int nd, int first)
{
	uint8_t left = (uint8_t)(nd << 3 | first);
	unsigned i = (pos_hash(p) + left) % GEN_TABLE;

	for (; g->mid_table[i]; i = (i + 1) % GEN_TABLE) {
		int k = g->mid_table[i] - 1;
		if (g->mid_left[k] == left && !memcmp(&g->mid[k], p, sizeof *p))
			return g->nseen < BG_MAXPLAYS;
	}
	if (g->nmid < BG_MAXPLAYS) {
		g->mid[g->nmid] = *p;
		g->mid_left[g->nmid++] = left;
		g->mid_table[i] = (int16_t)g->nmid;
	}
	return 0;
}

static void gen_rec(gen *g, const bg_pos *p, const int *dice, int nd, int used)
{
	int any = 0;

	if (used && nd && met_partway(g, p, nd, dice[0]))
		return;

	for (int i = 0; i < nd; i++) {
		int rest[4];
		if (i && dice[i] == dice[i - 1])
			continue;
		but_one(dice, nd, i, rest);
		for (int from = BG_HAND; from >= 1; from--) {
			bg_pos q;
			int to = step_to(g->s->r, p, g->s->side, from, dice[i]);
			if (to < 0)
				continue;
			if (g->larger_only && g->best == 1 && dice[i] != g->big)
				continue;
			any = 1;
			q = *p;
			g->cur.hit[g->cur.n] = (uint8_t)apply(g->s->r, &q, g->s->side, from, to);
			g->cur.from[g->cur.n] = (int8_t)from;
			g->cur.to[g->cur.n] = (int8_t)to;
			g->cur.n++;
			gen_rec(g, &q, rest, nd - 1, used + 1);
			g->cur.n--;
		}
	}
	if (!any && (used == g->best || finished(p, g->s->side))) {
		if (g->wall_open && walls_in(g->s->r, p, g->s->side))
			return; /* a play the wall's rule refuses (check_play) */
		if (seen_before(g, p))
			return;
		if (g->n < g->max)
			g->out[g->n] = g->cur;
		g->n++;
	}
}

/* A double under backgammon's own rules (no rule of the family's: !extra),
 * its steps taken from the highest point down: each play once, so neither
 * table is asked. Its four steps are alike, and a play is the set of points
 * they start from (the position it reaches tells the set back), made in
 * any order that can make it; made from the highest point down, each step
 * finds the most checkers on its point and the fewest above and outside,
 * so that order makes it whenever any does. It is also the search's first
 * path to that position (gen_rec: from the highest point first), and the
 * plays come in gen_rec's order, each with gen_rec's steps and hits.
 * mine: the points with a checker of the mover's (a bit each, 1-25); top:
 * the highest a step may start from. A position with a step from above
 * top only is no end, and needs no asking: that step would make a play of
 * more dice than its own, which is then short of the most (g->best). A
 * step beyond what was written (g->written) once g->unwritten are made is
 * not taken: every play on from there is far from the text (bg_plays_near),
 * and the others keep their steps and order. */
static void gen_sorted(gen *g, const bg_pos *p, uint32_t mine, int die, int left, int top)
{
	const bg_rules *r = g->s->r;
	int side = g->s->side, any = 0;
	uint32_t m = left ? mine & ((2u << top) - 1) : 0;

	while (m) {
		int from = 31 - __builtin_clz(m), to = step_to(r, p, side, from, die), written;
		uint32_t next = mine;
		bg_pos q;
		m &= ~(1u << from);
		if (to < 0)
			continue;
		any = 1;
		if (!(written = g->written[from]) && !g->unwritten--) {
			g->unwritten = 0;
			continue; /* every play on from here is far from what was written */
		}
		g->written[from] = (uint8_t)(written - !!written);
		q = *p;
		g->cur.hit[g->cur.n] = (uint8_t)apply(r, &q, side, from, to);
		g->cur.from[g->cur.n] = (int8_t)from;
		g->cur.to[g->cur.n] = (int8_t)to;
		g->cur.n++;
		if (!q.ck[side][from])
			next &= ~(1u << from);
		if (to >= 1)
			next |= 1u << to;
		gen_sorted(g, &q, next, die, left - 1, from);
		g->cur.n--;
		g->written[from] = (uint8_t)written;
		g->unwritten += !written;
	}
	if (!any && (4 - left == g->best || finished(p, side))) {
		if (g->n < g->max)
			g->out[g->n] = g->cur;
		g->n++;
	}
}

void bg_play_steps(const bg_state *s, int d1, int d2, int *lo, int *hi, bg_most *most)
{
	int dice[4], nd = dice_of(d1, d2, dice), best, left;
	bg_pos p = s->p;

	begin_turn(s, &p, d1, d2);
	best = most->dice = bg_max_dice(s->r, &p, s->side, d1, d2, &most->larger_only);
	left = s->r->total - p.ck[s->side][BG_OFF];
	*lo = *hi = best;
	if (left <= nd) { /* the last checkers borne off: a step each at least, the dice left unused */
		*lo = left < best ? left : best;
		*hi = nd;
	}
}

int bg_plays(const bg_state *s, int d1, int d2, bg_move *out, int max)
{
	return bg_plays_near(s, d1, d2, NULL, NULL, 0, out, max);
}

/* Does a play of the roll d1-d2 by the side on roll reach the position
 * want (no play: the position as it stands)? 1, 0, or -1 out of memory.
 * Where the roll has more plays than are listed, one not listed may: 1. */
static int reaches(const bg_state *s, int d1, int d2, const bg_pos *want)
{
	bg_move *mv = malloc(BG_MAXPLAYS * sizeof *mv);
	int n, found;

	if (!mv)
		return -1;
	n = bg_plays(s, d1, d2, mv, BG_MAXPLAYS);
	found = n == 0 ? same_pos(s->r, &s->p, want) : n > BG_MAXPLAYS;
	for (int i = 0; i < n && i < BG_MAXPLAYS && !found; i++) {
		bg_pos q = s->p;
		begin_turn(s, &q, d1, d2);
		for (int k = 0; k < mv[i].n; k++)
			apply(s->r, &q, s->side, mv[i].from[k], mv[i].to[k]);
		found = same_pos(s->r, &q, want);
	}
	free(mv);
	return found;
}

int bg_plays_near(const bg_state *s, int d1, int d2, const bg_most *most, const uint8_t *written,
		  int edits, bg_move *out, int max)
{
	gen g; /* set field by field: the positions seen need no zeroing */
	int dice[4], nd = dice_of(d1, d2, dice);
	bg_pos p = s->p;

	g.s = s;
	g.out = out;
	g.max = max;
	g.n = g.nseen = g.nmid = 0;
	memset(&g.cur, 0, sizeof g.cur);

	begin_turn(s, &p, d1, d2);
	if (most) {
		g.best = most->dice;
		g.larger_only = most->larger_only;
	} else {
		g.best = bg_max_dice(s->r, &p, s->side, d1, d2, &g.larger_only);
	}
	g.big = dice[0];
	g.wall_open = __builtin_expect(s->r->wall_opens, 0) &&
		      opens(s->r, &p, s->side, dice, g.larger_only && g.best == 1 ? 1 : nd, g.best);
	g.cur.kind = BG_PLAY;
	g.cur.who = (int8_t)s->side;
	g.cur.die[0] = (uint8_t)d1;
	g.cur.die[1] = (uint8_t)d2;
	if (nd == 4 && !s->r->extra) {
		uint32_t mine = 0;
		for (int i = 1; i <= BG_BAR; i++)
			mine |= (uint32_t)(p.ck[s->side][i] != 0) << i;
		/* a play that bears off the last checker may be written over
		 * more steps than it makes (bg_encode): every step counts then */
		if (written && s->r->total - p.ck[s->side][BG_OFF] > nd) {
			memcpy(g.written, written, sizeof g.written);
			g.unwritten = edits;
		} else {
			memset(g.written, 0, sizeof g.written);
			g.unwritten = nd;
		}
		gen_sorted(&g, &p, mine, d1, 4, BG_BAR);
		return g.n;
	}
	memset(g.table, 0, sizeof g.table);
	memset(g.mid_table, 0, sizeof g.mid_table);
	gen_rec(&g, &p, dice, nd, 0);
	return g.n;
}
