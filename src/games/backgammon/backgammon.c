/* Backgammon, as a game of the table in games/game.h. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/plain.h"
#include "games/backgammon/bg.h"

static const game_notation notations[] = {
	[BG_MAT] = { "mat", 0, BG_MAT, "Jellyfish .mat actions, from the mover's side: 52: 13/8 24/22",
		     0, "mat" },
	[BG_SGF] = { "sgf", 0, BG_SGF, "GNU Backgammon's SGF: dice and absolute points, 52mhxv", 0,
		     "sgf" },
	{ NULL, 0, 0, NULL, 0, NULL },
};

static void *state_new(const void *rules)
{
	bg_state *s = game_state_new(rules, sizeof *s);

	if (s) {
		s->r = s->rules = rules;
		bg_reset(s, &(game_match){ .length = -1 });
	}
	return s;
}

/* On, Off, or -1 for a value that is neither. */
static int on_off(const char *v)
{
	if (!strcasecmp(v, "on") || !strcasecmp(v, "true") || !strcmp(v, "1"))
		return 1;
	if (!strcasecmp(v, "off") || !strcasecmp(v, "false") || !strcmp(v, "0"))
		return 0;
	return -1;
}

/* XG, GNU Backgammon and the sites write the rules a match was played
 * under in its header: Crawford, Jacoby, Beaver, CubeLimit (1: no cube, and
 * so no Jacoby rule either). Where the user named no rule set, they are
 * the rules of the game (a bot's money session with [Jacoby "Off"] scores
 * gammons with the cube in the middle). Where the user named one, it
 * decides, and each tag is compared where it applies: Crawford in matches,
 * Jacoby and beavers in money play, all only with a cube; a tag at odds is
 * a warning. A higher CubeLimit is not a difference worth a word: a cube
 * past the rule set's maximum is an illegal action, said where it happens. */
static const char *const rule_tags[] = { "Crawford", "Jacoby", "Beaver", "CubeLimit", NULL };

/* The rules as the tags state them (val: each of rule_tags' values, or
 * NULL), from the rule set's. Returns whether the header has a Jacoby tag. */
static int tag_rules(bg_state *s, const char *const val[])
{
	bg_rules *o = &s->own;
	int changed = 0, jacoby = 0;

	*o = *s->rules;
	for (int i = 0; rule_tags[i]; i++) {
		const char *v = val[i];
		char *end;
		long n;
		int on = v ? on_off(v) : -1;
		if (!v)
			continue;
		jacoby |= i == 1;
		if (i == 0 && on >= 0)
			changed |= o->crawford != on, o->crawford = on;
		else if (i == 1 && on >= 0)
			changed |= o->jacoby != on, o->jacoby = on;
		else if (i == 2 && on >= 0)
			changed |= o->beavers != on, o->beavers = on;
		else if (i == 3 && (n = strtol(v, &end, 10)) > 0 && !*end) {
			if (n == 1)
				changed |= o->cube != 0, o->cube = 0;
			else
				changed |= o->cube_max != n, o->cube_max = (int)(n < 1 << 20 ? n : 1 << 20);
		}
	}
	if (!o->cube)
		o->jacoby = o->beavers = 0;
	s->r = changed ? o : s->rules;
	return jacoby;
}

static int rule_tag(const bg_state *s, const char *key, const char *value, diag *w)
{
	const bg_rules *r = s->r;
	int on = on_off(value);
	long limit;
	char *end;

	if (!r->cube)
		return 0;
	if (!strcmp(key, "Crawford") && on >= 0 && !s->money && on != r->crawford)
		return diag_set(w, "rule-tag", "the header says [Crawford \"%s\"], but this rule set %s",
				value, r->crawford ? "keeps the Crawford rule" : "has no Crawford rule"),
		       1;
	if (!strcmp(key, "Jacoby") && on >= 0 && s->money && on != r->jacoby)
		return diag_set(w, "rule-tag", "the header says [Jacoby \"%s\"], but this rule set %s",
				value, r->jacoby ? "applies the Jacoby rule" : "has no Jacoby rule"),
		       1;
	if (!strcmp(key, "Beaver") && on >= 0 && s->money && on != r->beavers)
		return diag_set(w, "rule-tag", "the header says [Beaver \"%s\"], but this rule set %s",
				value, r->beavers ? "allows beavers" : "allows no beavers"),
		       1;
	if (!strcmp(key, "CubeLimit") && (limit = strtol(value, &end, 10)) > 0 && !*end &&
	    limit < r->cube_max)
		return diag_set(w, "rule-tag",
				"the header says [CubeLimit \"%s\"], but this rule set lets the cube "
				"reach %d",
				value, r->cube_max),
		       1;
	return 0;
}

/* A rule tag whose value says nothing arbiter reads ([Crawford "Maybe"],
 * [CubeLimit "none"]): a warning, the rule set's rule kept. */
static int unread_rule_tag(const char *key, const char *value, diag *w)
{
	char *end;

	if (strcmp(key, "CubeLimit") ? on_off(value) >= 0 : strtol(value, &end, 10) > 0 && !*end)
		return 0;
	return diag_set(w, "rule-tag", "the header says [%s \"%.*s\"], which is %s: the rule "
			"set's rule holds", key, plain_upto(value, strlen(value), 40), value,
			strcmp(key, "CubeLimit") ? "neither on nor off" : "no cube limit"), 1;
}

/* The start of a game: the rules its header states, a warning for a tag
 * that states none, and one for each tag at odds with the rule set the
 * user named. */
static void state_reset(void *p, const game_start *start)
{
	bg_state *s = p;
	const game_header *h = start->head;
	/* each rule tag's value read once, kept here (the header's answer
	 * lasts until it is asked again) */
	char kept[sizeof rule_tags / sizeof *rule_tags][48];
	const char *val[sizeof rule_tags / sizeof *rule_tags] = { NULL };
	int jacoby_tag = 0;

	for (int i = 0; h && rule_tags[i]; i++) {
		const char *v = h->tag(h->ctx, rule_tags[i]);
		size_t n = v ? strlen(v) : 0;
		if (!v)
			continue;
		if (n >= sizeof kept[i])
			n = sizeof kept[i] - 1;
		memcpy(kept[i], v, n);
		kept[i][n] = '\0';
		val[i] = kept[i];
	}
	s->r = s->rules;
	if (h && !start->rules_named)
		jacoby_tag = tag_rules(s, val);
	bg_reset(s, &start->match);
	s->jacoby_open = s->money && s->r->jacoby && s->r->cube && h && start->rules_implied &&
			 !start->rules_named && !jacoby_tag;
	s->jacoby_ru = s->money && s->r->jacoby && s->r->cube && h && start->notation == BG_SGF &&
		       !start->rules_named && !jacoby_tag;
	s->live = start->live;
	for (int side = 0; side < 2; side++) { /* "?" or a name too long: the side's */
		const char *name = h ? h->tag(h->ctx, side ? "Black" : "White") : NULL;
		size_t n = name ? strlen(name) : 0;
		s->who[side][0] = '\0';
		if (n && n < sizeof s->who[side] && strcmp(name, "?"))
			memcpy(s->who[side], name, n + 1);
	}
	for (int i = 0; rule_tags[i]; i++) {
		diag w;

		if (!val[i])
			continue;
		diag_clear(&w);
		if ((unread_rule_tag(rule_tags[i], val[i], &w) ||
		     (start->rules_named && rule_tag(s, rule_tags[i], val[i], &w))) &&
		    !s->base.warned++)
			s->base.warn = w;
	}
}

static int decode(void *st, int notation, const char *tok, size_t n, int who, game_move *m,
		  diag *d)
{
	if (notation == BG_SGF)
		return bg_decode_sgf(st, tok, n, who, bg_move_in(m), d);
	return bg_decode(st, tok, n, who, bg_move_in(m), d);
}

static int play(void *st, const game_move *m, diag *d)
{
	return bg_play(st, bg_move_in_c(m), d);
}

/* The plays the side on roll may make with the dice the record wrote (like:
 * the written action): none for a cube action. With nothing written, what
 * the side may do now: the plays of the roll given, or the cube before it. */
static int moves(void *p, const game_move *like, game_move *out, int max)
{
	bg_state *s = p;
	const bg_move *w = like ? bg_move_in_c(like) : NULL;
	bg_move mv[512];
	int n = 0, side = s->side;

	if (!w)
		return bg_live_moves(s, out, max);
	if (s->base.out.over || s->match_over || w->kind != BG_PLAY)
		return 0;
	if (w->who >= 0 && s->side >= 0 && w->who != s->side)
		return 0; /* the other side's turn: no play of this one's is meant */
	if (side < 0)
		s->side = w->who >= 0 ? w->who : 0;
	{
		int d1 = w->die[0], d2 = w->die[1], k = bg_plays(s, d1, d2, mv, 512);
		if (k == 0) { /* no play at all: the empty play */
			mv[0] = (bg_move){ .kind = BG_PLAY, .who = (int8_t)s->side,
					   .die = { (uint8_t)d1, (uint8_t)d2 } };
			k = 1;
		}
		for (int i = 0; i < k && i < 512; i++, n++)
			if (n < max)
				*bg_move_in(&out[n]) = mv[i];
	}
	s->side = side;
	return n < max ? n : max;
}

/* The plays near what was written (games/game.h's near): of the written
 * roll, those moves lists whose text may be within w->edits edits of the
 * token, told from their steps without writing them out (bg_far); and
 * none, with no play sought, where no play of the roll has as many steps
 * as a text that near would need (a roll of 1-1 written for 5-2: four
 * steps where two are written). */
static int near(void *p, const game_near *w, game_move *out, int max)
{
	bg_state *s = p;
	const bg_move *m = w->like ? bg_move_in_c(w->like) : NULL;
	bg_move mv[512];
	bg_written written;
	bg_most most;
	int n = 0, side = s->side, k, lo, hi;

	if (!m || m->kind != BG_PLAY || s->base.out.over || s->match_over ||
	    (m->who >= 0 && s->side >= 0 && m->who != s->side))
		return moves(p, w->like, out, max);
	if (side < 0)
		s->side = m->who >= 0 ? m->who : 0;
	bg_play_steps(s, m->die[0], m->die[1], &lo, &hi, &most);
	bg_written_of(&written, w->text, w->len);
	if (!bg_far_steps(s, w->notation, lo, hi, &written, w->edits)) {
		int d = m->die[0], edits = w->edits < 4 ? (int)w->edits : 4;
		uint8_t steps[BG_SLOTS];
		if (d == m->die[1])
			bg_steps_written(s, w->notation, d, w->text, w->len, steps);
		/* (a roll with no play lists the empty play; none listed: every
		 * play was far) */
		k = bg_plays_near(s, d, m->die[1], &most, d == m->die[1] ? steps : NULL, edits, mv,
				  512);
		for (int i = 0; i < k && i < 512; i++)
			if (!bg_far(s, w->notation, &mv[i], &written, w->edits) && n++ < max)
				*bg_move_in(&out[n - 1]) = mv[i];
	}
	s->side = side;
	return n < max ? n : max;
}

static int encode(const void *st, int notation, const game_move *m, buf *out)
{
	if (!m)
		return 0; /* nothing comes before the first move */
	if (notation == BG_SGF)
		return bg_encode_sgf(st, bg_move_in_c(m), out);
	bg_encode(st, bg_move_in_c(m), out);
	return 0;
}

/* What stands on the first player's point pt, as a column of letters from
 * the edge: a pinned checker first, in lower case, under its pinner. */
static char column_letter(const bg_state *s, int pt, int r)
{
	const bg_pos *b = &s->p;
	int q = s->r->opp[pt], x = b->ck[0][pt], o = b->ck[1][q];

	if (r >= x + o)
		return '.';
	if (x && o) /* a pin: the pinned checker is the one at the edge */
		return r == 0 ? ((bg_pins(s->r, b, 0) >> pt & 1) ? 'x' : 'o')
			      : ((bg_pins(s->r, b, 0) >> pt & 1) ? 'O' : 'X');
	return x ? 'X' : 'O';
}

/* The board from the first player's side: its home board bottom right
 * (points 1-6), the second player's checkers as O (pinned ones in lower
 * case), the cube beside. */
void bg_draw_text(const void *p, const game_caption *cap, buf *out)
{
	const bg_state *s = p;
	const bg_pos *b = &s->p;
	char who[2][200], match[300];

	for (int half = 0; half < 2; half++) {
		/* top row: the first player's points 13-24, left to right */
		for (int row = 0; row < 5; row++) {
			buf_puts(out, " |");
			for (int c = 0; c < 12; c++) {
				int pt = half == 0 ? 13 + c : 12 - c,
				    n = b->ck[0][pt] + b->ck[1][s->r->opp[pt]];
				int r = half == 0 ? row : 4 - row;
				if (r == 4 && n > 5)
					buf_printf(out, "%2d", n > 99 ? 99 : n);
				else
					buf_printf(out, " %c", column_letter(s, pt, r));
				if (c == 5)
					buf_puts(out, " |");
			}
			buf_puts(out, " |\n");
		}
		if (half == 0 && s->r->cube)
			buf_printf(out, " |%13s|BAR|%14s  cube %d%s\n", "", "", s->cube,
				   s->owner < 0 ? " (centred)" : s->owner == 0 ? " (X owns it)"
								  : " (O owns it)");
		else if (half == 0)
			buf_printf(out, " |%13s|BAR|%14s  no cube\n", "", "");
	}
	buf_puts(out, "  12 11 10  9  8  7    6  5  4  3  2  1   (X's points)\n");
	if (s->r->same_way)
		buf_puts(out, "  24 23 22 21 20 19   18 17 16 15 14 13   (O's points; both run the "
			      "same way)\n");
	for (int side = 0; side < 2; side++) {
		const char *player = cap ? cap->player[side] : NULL;
		buf_printf(out, "%s%s%s: %d on the bar, %d off, pip %d%s\n", side ? "O" : "X",
			   player && *player ? ", " : "", player && *player ? player : "",
			   b->ck[side][BG_BAR], b->ck[side][BG_OFF], bg_pip(b, side),
			   s->crawford && !side ? "; the Crawford game" : "");
		game_who(cap, side ? "O" : "X", side, who[side], sizeof who[side]);
	}
	if (s->r->start[BG_HAND])
		buf_printf(out, "in hand: X %d, O %d\n", b->ck[0][BG_HAND], b->ck[1][BG_HAND]);
	if (s->base.out.over)
		buf_printf(out, "game over: %s\n", s->base.out.why);
	else if (s->side >= 0)
		buf_printf(out, "%s to %s\n", who[s->side], bg_due(s));
	if (game_match_words(cap, (const char *const[2]){ "X", "O" }, match, sizeof match))
		buf_printf(out, "%s\n", match);
}

/* A resignation: the game checks the points claimed against the position. */
static int check(void *st, const game_claim *c, diag *d)
{
	return bg_claim(st, c->winner, c->points, c->capped, d);
}

const game backgammon_game = {
	.name = "backgammon",
	.title = "backgammon and the tables family",
	.side = { "X", "O" },
	.default_variant = "backgammon",
	.schema = bg_schema,
	.nschema = B_COUNT,
	.notations = notations,
	.rules_new = bg_rules_new,
	.rules_free = game_rules_free,
	.state_new = state_new,
	.state_free = game_state_free,
	.state_reset = state_reset,
	.pure_decode = 1, /* the player is part of what the referee remembers */
	.decode = decode,
	.play = play,
	.refusal_keeps = 1, /* bg_play takes back what its checks changed */
	.moves = moves,
	.near = near,
	.encode = encode,
	.drops_kind = "cube values",
	.drops_what = "the value written",
	.draw = bg_draw,
	.check = check,
	.turn = bg_turn,
	.act = bg_act,
	.written_only = bg_written_only,
	.roll = bg_roll,
};
